/* sand-kind-toggles.h: the kinds of terrain drawn on the table, each with a
 * switch to show or hide and one to lock or unlock every feature of the kind.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "sand-app-types.h"

G_BEGIN_DECLS

#define SAND_TYPE_KIND_TOGGLES (sand_kind_toggles_get_type ())
G_DECLARE_FINAL_TYPE (SandKindToggles, sand_kind_toggles, SAND, KIND_TOGGLES, GtkBox)

/* The rows are the kinds present when it is made; its buttons are named
 * "hide-KIND" and "lock-KIND" (the file-format names). */
GtkWidget *sand_kind_toggles_new (SandEditor *editor);

G_END_DECLS
