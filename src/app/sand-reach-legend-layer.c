/* sand-reach-legend-layer.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sand-reach-legend-layer.h"

struct _SandReachLegendLayer
{
  SandCanvasLayer  parent_instance;

  SandReachLayer  *reach;
};

G_DEFINE_FINAL_TYPE (SandReachLegendLayer, sand_reach_legend_layer, SAND_TYPE_CANVAS_LAYER)

static void
sand_reach_legend_layer_draw (SandCanvasLayer *layer,
                              cairo_t         *cr,
                              SandCanvas      *canvas)
{
  SandReachLegendLayer *self = SAND_REACH_LEGEND_LAYER (layer);

  sand_reach_layer_draw_legend (self->reach, cr, canvas);
}

static void
sand_reach_legend_layer_dispose (GObject *object)
{
  SandReachLegendLayer *self = SAND_REACH_LEGEND_LAYER (object);

  g_clear_object (&self->reach);

  G_OBJECT_CLASS (sand_reach_legend_layer_parent_class)->dispose (object);
}

static void
sand_reach_legend_layer_class_init (SandReachLegendLayerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  SandCanvasLayerClass *layer_class = SAND_CANVAS_LAYER_CLASS (klass);

  object_class->dispose = sand_reach_legend_layer_dispose;
  layer_class->draw = sand_reach_legend_layer_draw;
}

static void
sand_reach_legend_layer_init (SandReachLegendLayer *self)
{
}

SandCanvasLayer *
sand_reach_legend_layer_new (SandReachLayer *reach)
{
  SandReachLegendLayer *self;

  g_return_val_if_fail (SAND_IS_REACH_LAYER (reach), NULL);

  self = g_object_new (SAND_TYPE_REACH_LEGEND_LAYER, NULL);
  self->reach = g_object_ref (reach);
  return SAND_CANVAS_LAYER (self);
}
