/* sand-reach-legend-layer.h: the reach overlay's legend, a layer on top of the
 * canvas so no unit covers it, while the bands lie under the units.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-canvas-layer.h"
#include "sand-reach-layer.h"

G_BEGIN_DECLS

#define SAND_TYPE_REACH_LEGEND_LAYER (sand_reach_legend_layer_get_type ())
G_DECLARE_FINAL_TYPE (SandReachLegendLayer, sand_reach_legend_layer, SAND, REACH_LEGEND_LAYER, SandCanvasLayer)

/* Shows @reach's legend while @reach is visible. */
SandCanvasLayer *sand_reach_legend_layer_new (SandReachLayer *reach);

G_END_DECLS
