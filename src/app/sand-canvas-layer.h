/* sand-canvas-layer.h: one layer of drawing on a SandCanvas.
 *
 * The canvas draws its layers bottom to top (table, terrain, grid, units, then
 * whatever tools and overlays add). A layer draws in table inches: the canvas has
 * set the cairo transform from its viewport before calling draw().
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>

#include "sand-app-types.h"

G_BEGIN_DECLS

#define SAND_TYPE_CANVAS_LAYER (sand_canvas_layer_get_type ())
G_DECLARE_DERIVABLE_TYPE (SandCanvasLayer, sand_canvas_layer, SAND, CANVAS_LAYER, GObject)

struct _SandCanvasLayerClass
{
  GObjectClass parent_class;

  void (*draw) (SandCanvasLayer *self,
                cairo_t         *cr,
                SandCanvas      *canvas);

  /*< private >*/
  gpointer padding[4];
};

/* Properties: "visible". Signal "changed": the layer wants to be drawn again. */

gboolean sand_canvas_layer_get_visible (SandCanvasLayer *self);
void     sand_canvas_layer_set_visible (SandCanvasLayer *self,
                                        gboolean         visible);
/* A still layer draws only what a dragged unit cannot change (a backdrop under
 * the terrain): the canvas holds it in one picture with the table and terrain
 * while a unit is carried (sand_canvas_hold_still_but_unit()). */
gboolean sand_canvas_layer_get_still   (SandCanvasLayer *self);
void     sand_canvas_layer_set_still   (SandCanvasLayer *self,
                                        gboolean         still);
/* Asks the canvas showing this layer to redraw. */
void     sand_canvas_layer_queue_draw  (SandCanvasLayer *self);
void     sand_canvas_layer_draw        (SandCanvasLayer *self,
                                        cairo_t         *cr,
                                        SandCanvas      *canvas);

G_END_DECLS
