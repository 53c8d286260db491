/* sand-inspector.h: the sidebar page showing what is selected — every attribute
 * of a terrain feature or unit — or, with nothing selected, the scenario itself.
 * Each change is one undoable edit.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "sand-app-types.h"

G_BEGIN_DECLS

#define SAND_TYPE_INSPECTOR (sand_inspector_get_type ())
G_DECLARE_FINAL_TYPE (SandInspector, sand_inspector, SAND, INSPECTOR, GtkBox)

GtkWidget *sand_inspector_new         (SandEditor    *editor);
/* What the inspector shows (the scenario, a feature or a unit), or NULL when
 * several items are selected. */
GObject   *sand_inspector_get_subject (SandInspector *self);

G_END_DECLS
