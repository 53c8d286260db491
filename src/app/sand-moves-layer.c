/* sand-moves-layer.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sand-canvas.h"
#include "sand-moves-layer.h"
#include "sand-render-moves.h"

struct _SandMovesLayer
{
  SandCanvasLayer parent_instance;
};

G_DEFINE_FINAL_TYPE (SandMovesLayer, sand_moves_layer, SAND_TYPE_CANVAS_LAYER)

static void
sand_moves_layer_draw (SandCanvasLayer *layer,
                       cairo_t         *cr,
                       SandCanvas      *canvas)
{
  SandScenario *scenario = sand_canvas_get_scenario (canvas);

  if (scenario != NULL)
    sand_render_moves (cr, scenario, sand_canvas_get_render_options (canvas));
}

static void
sand_moves_layer_class_init (SandMovesLayerClass *klass)
{
  SAND_CANVAS_LAYER_CLASS (klass)->draw = sand_moves_layer_draw;
}

static void
sand_moves_layer_init (SandMovesLayer *self)
{
}

SandCanvasLayer *
sand_moves_layer_new (void)
{
  return g_object_new (SAND_TYPE_MOVES_LAYER, NULL);
}
