/* sand-layers-panel.h: the sidebar page listing the scenario's sides, terrain
 * features and units, with show/hide and lock per item and per kind, and the
 * features' drawing order.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "sand-app-types.h"

G_BEGIN_DECLS

#define SAND_TYPE_LAYERS_PANEL (sand_layers_panel_get_type ())
G_DECLARE_FINAL_TYPE (SandLayersPanel, sand_layers_panel, SAND, LAYERS_PANEL, GtkBox)

GtkWidget *sand_layers_panel_new (SandEditor *editor);

G_END_DECLS
