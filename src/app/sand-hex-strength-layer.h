/* sand-hex-strength-layer.h: a canvas layer writing each unit's strength on its
 * base in scenarios played on hexes, and crossing out the eliminated.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-canvas-layer.h"

G_BEGIN_DECLS

#define SAND_TYPE_HEX_STRENGTH_LAYER (sand_hex_strength_layer_get_type ())
G_DECLARE_FINAL_TYPE (SandHexStrengthLayer, sand_hex_strength_layer, SAND, HEX_STRENGTH_LAYER, SandCanvasLayer)

SandCanvasLayer *sand_hex_strength_layer_new (void);

G_END_DECLS
