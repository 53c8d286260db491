/* sand-unit-chooser.h: the side new units join and the classes of the scenario's
 * ruleset to place.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "sand-app-types.h"

G_BEGIN_DECLS

#define SAND_TYPE_UNIT_CHOOSER (sand_unit_chooser_get_type ())
G_DECLARE_FINAL_TYPE (SandUnitChooser, sand_unit_chooser, SAND, UNIT_CHOOSER, GtkBox)

GtkWidget *sand_unit_chooser_new (SandEditor *editor);

G_END_DECLS
