/* sand-moves-layer.h: a canvas layer marking the moves of the turn in play —
 * each move's trail and a ring round each unit that has moved (drawn by
 * sand_render_moves()), under the units.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-canvas-layer.h"

G_BEGIN_DECLS

#define SAND_TYPE_MOVES_LAYER (sand_moves_layer_get_type ())
G_DECLARE_FINAL_TYPE (SandMovesLayer, sand_moves_layer, SAND, MOVES_LAYER, SandCanvasLayer)

SandCanvasLayer *sand_moves_layer_new (void);

G_END_DECLS
