/* sand-reversed-list.h: a list model that shows another one last item first,
 * for a list of layers with the top-most on top.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

#define SAND_TYPE_REVERSED_LIST (sand_reversed_list_get_type ())
G_DECLARE_FINAL_TYPE (SandReversedList, sand_reversed_list, SAND, REVERSED_LIST, GObject)

/* Follows every change of @model. */
GListModel *sand_reversed_list_new (GListModel *model);

G_END_DECLS
