/* sand-scenario-layer.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sand-canvas.h"
#include "sand-render.h"
#include "sand-scenario-layer.h"

struct _SandScenarioLayer
{
  SandCanvasLayer  parent_instance;

  SandScenarioPart part;
};

G_DEFINE_FINAL_TYPE (SandScenarioLayer, sand_scenario_layer, SAND_TYPE_CANVAS_LAYER)

typedef void (*RenderFunc) (cairo_t                 *cr,
                            SandScenario            *scenario,
                            const SandRenderOptions *options);

static const RenderFunc render_funcs[] = {
  [SAND_SCENARIO_PART_TABLE] = sand_render_table,
  [SAND_SCENARIO_PART_TERRAIN] = sand_render_terrain,
  [SAND_SCENARIO_PART_GRID] = sand_render_grid,
  [SAND_SCENARIO_PART_UNITS] = sand_render_units,
};

static void
sand_scenario_layer_draw (SandCanvasLayer *layer,
                          cairo_t         *cr,
                          SandCanvas      *canvas)
{
  SandScenarioLayer *self = SAND_SCENARIO_LAYER (layer);
  SandScenario *scenario = sand_canvas_get_scenario (canvas);

  const SandRenderOptions *options = sand_canvas_get_render_options (canvas);

  if (scenario == NULL)
    return;
  if (self->part == SAND_SCENARIO_PART_GRID && !options->show_grid)
    return;

  /* As on paper: terrain and grid stop at the table's edge (features may overhang
   * it); units stay visible wherever they stand. */
  if (self->part == SAND_SCENARIO_PART_TERRAIN || self->part == SAND_SCENARIO_PART_GRID)
    {
      cairo_rectangle (cr, 0, 0, sand_scenario_get_width (scenario),
                       sand_scenario_get_height (scenario));
      cairo_clip (cr);
    }

  render_funcs[self->part] (cr, scenario, options);
}

static void
sand_scenario_layer_class_init (SandScenarioLayerClass *klass)
{
  SandCanvasLayerClass *layer_class = SAND_CANVAS_LAYER_CLASS (klass);

  layer_class->draw = sand_scenario_layer_draw;
}

static void
sand_scenario_layer_init (SandScenarioLayer *self)
{
}

SandCanvasLayer *
sand_scenario_layer_new (SandScenarioPart part)
{
  SandScenarioLayer *self;

  g_return_val_if_fail (part <= SAND_SCENARIO_PART_UNITS, NULL);

  self = g_object_new (SAND_TYPE_SCENARIO_LAYER, NULL);
  self->part = part;

  return SAND_CANVAS_LAYER (self);
}

SandScenarioPart
sand_scenario_layer_get_part (SandScenarioLayer *self)
{
  g_return_val_if_fail (SAND_IS_SCENARIO_LAYER (self), SAND_SCENARIO_PART_TABLE);

  return self->part;
}
