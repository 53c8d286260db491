/* sand-scenario-layer.h: a canvas layer drawing one part of the scenario
 * (table, terrain, grid or units) with the render library.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-canvas-layer.h"

G_BEGIN_DECLS

typedef enum
{
  SAND_SCENARIO_PART_TABLE,
  SAND_SCENARIO_PART_TERRAIN,
  SAND_SCENARIO_PART_GRID,
  SAND_SCENARIO_PART_UNITS,
} SandScenarioPart;

#define SAND_TYPE_SCENARIO_LAYER (sand_scenario_layer_get_type ())
G_DECLARE_FINAL_TYPE (SandScenarioLayer, sand_scenario_layer, SAND, SCENARIO_LAYER, SandCanvasLayer)

SandCanvasLayer  *sand_scenario_layer_new      (SandScenarioPart   part);
SandScenarioPart  sand_scenario_layer_get_part (SandScenarioLayer *self);

G_END_DECLS
