/* sand-canvas.h: the widget showing a scenario's table, to pan, zoom and work on.
 *
 * It draws a stack of SandCanvasLayers (table, terrain, grid and units by default)
 * through one SandViewport; tools and overlays add their own layers on top.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "sand-app-types.h"
#include "sand-canvas-layer.h"
#include "sand-render.h"
#include "sand-scenario-layer.h"
#include "sand-viewport.h"

G_BEGIN_DECLS

#define SAND_TYPE_CANVAS (sand_canvas_get_type ())
G_DECLARE_FINAL_TYPE (SandCanvas, sand_canvas, SAND, CANVAS, GtkWidget)

/* Properties: "scenario", "viewport" (read-only), "show-scale-bar". */

GtkWidget         *sand_canvas_new                (void);
SandScenario      *sand_canvas_get_scenario       (SandCanvas      *self);
void               sand_canvas_set_scenario       (SandCanvas      *self,
                                                   SandScenario    *scenario);
SandViewport      *sand_canvas_get_viewport       (SandCanvas      *self);
/* The options layers draw with; change them, then gtk_widget_queue_draw(). */
SandRenderOptions *sand_canvas_get_render_options (SandCanvas      *self);

/* Layers, bottom first: a GListModel of SandCanvasLayer. */
GListModel        *sand_canvas_get_layers         (SandCanvas      *self);
/* Adds on top of the existing layers. */
void               sand_canvas_add_layer          (SandCanvas      *self,
                                                   SandCanvasLayer *layer);
/* Adds just below @sibling (on top when @sibling is not shown). */
void               sand_canvas_insert_layer_below (SandCanvas      *self,
                                                   SandCanvasLayer *layer,
                                                   SandCanvasLayer *sibling);
void               sand_canvas_remove_layer       (SandCanvas      *self,
                                                   SandCanvasLayer *layer);
/* One of the built-in scenario layers. */
SandCanvasLayer   *sand_canvas_get_scenario_layer (SandCanvas      *self,
                                                   SandScenarioPart part);

gboolean           sand_canvas_get_show_scale_bar (SandCanvas      *self);
void               sand_canvas_set_show_scale_bar (SandCanvas      *self,
                                                   gboolean         show);

/* Shows the whole table; keeps doing so as the widget resizes until the user pans
 * or zooms. */
void               sand_canvas_fit_table          (SandCanvas      *self);
/* Draws the bottom @n_layers once and reuses the picture until the view changes
 * or this is called again (0 draws every layer every frame again): for moments
 * when they cannot change, such as while a unit is dragged. */
void               sand_canvas_hold_still         (SandCanvas      *self,
                                                   guint            n_layers);
/* The same for the table, terrain and grid, and for every unit but @unit, which
 * is drawn live above the others: while @unit is dragged. Ended by
 * hold_still (0). */
void               sand_canvas_hold_still_but_unit (SandCanvas    *self,
                                                    SandUnit      *unit);
/* Zooms around the widget's centre. */
void               sand_canvas_zoom               (SandCanvas      *self,
                                                   double           factor);

G_END_DECLS
