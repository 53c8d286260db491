/* sand-reach-layer.h: the canvas layer of the play aid — the selected unit's
 * reach overlay and the way to the pointer, under the units — and the overlay's
 * legend, which a SandReachLegendLayer shows in the corner above them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-canvas-layer.h"
#include "sand-reach-overlay.h"

G_BEGIN_DECLS

#define SAND_TYPE_REACH_LAYER (sand_reach_layer_get_type ())
G_DECLARE_FINAL_TYPE (SandReachLayer, sand_reach_layer, SAND, REACH_LAYER, SandCanvasLayer)

SandCanvasLayer *sand_reach_layer_new (void);
/* NULL clears it. */
void              sand_reach_layer_set_overlay (SandReachLayer   *self,
                                                SandReachOverlay *overlay);
SandReachOverlay *sand_reach_layer_get_overlay (SandReachLayer *self);
/* A group's other figures as the lead's move would place them: @ghosts holds
 * doubles, x, y and the base's radius (table inches) for each; NULL for none.
 * Drawn as outlined bases, red where the lead's point is out of reach. */
void      sand_reach_layer_set_ghosts (SandReachLayer *self,
                                       GArray         *ghosts);
guint     sand_reach_layer_get_n_ghosts (SandReachLayer *self);
SandPoint sand_reach_layer_get_ghost (SandReachLayer *self,
                                      guint           i);
/* While a unit is carried its marks (rings and arcs) follow it over bands that
 * stay where its move began: the bands are drawn once, the marks every frame,
 * and an overlay with the same bands keeps the picture. */
void sand_reach_layer_set_live_marks (SandReachLayer *self,
                                      gboolean        live);
/* The way to the pointer (SandPoint, table inches), or NULL for none; @reachable
 * picks its look. */
void sand_reach_layer_set_path (SandReachLayer *self,
                                GArray         *path,
                                gboolean        reachable);
/* The read-out beside the pointer, describing table point (@x, @y), or NULL for
 * none; drawn with the legend, above everything. A line of @text per band,
 * bit i of @reaching set where line i's band reaches the point. */
void        sand_reach_layer_set_pointer (SandReachLayer *self,
                                          const char     *text,
                                          double          x,
                                          double          y,
                                          guint           reaching);
const char *sand_reach_layer_get_pointer_text (SandReachLayer *self);
/* The overlay's legend in a corner of the canvas clear of the table, or of the
 * reach and the pointer, in widget pixels (cairo set as for a layer): drawn by a
 * SandReachLegendLayer above everything else. */
void sand_reach_layer_draw_legend (SandReachLayer *self,
                                   cairo_t        *cr,
                                   SandCanvas     *canvas);
/* Where the legend was last drawn, in widget pixels; FALSE when it was not. */
gboolean sand_reach_layer_get_legend_rect (SandReachLayer *self,
                                           double         *x,
                                           double         *y,
                                           double         *width,
                                           double         *height);
/* Whether widget point (@x, @y) is on the legend as last drawn. */
gboolean sand_reach_layer_legend_contains (SandReachLayer *self,
                                           double          x,
                                           double          y);
/* Folded, the legend is a card with its title only. */
gboolean sand_reach_layer_get_legend_collapsed (SandReachLayer *self);
void     sand_reach_layer_set_legend_collapsed (SandReachLayer *self,
                                                gboolean        collapsed);
/* The legend goes to the corner of the canvas nearest widget point (@x, @y)
 * and stays there, wherever the reach goes. */
void sand_reach_layer_move_legend (SandReachLayer *self,
                                   double          x,
                                   double          y,
                                   double          area_width,
                                   double          area_height);
/* Times the layer was drawn, for measuring the frame rate. */
guint sand_reach_layer_get_n_draws (SandReachLayer *self);

G_END_DECLS
