/* sand-hex-strength-layer.h: a canvas layer writing each unit's strength on its
 * base in scenarios played on hexes whose ruleset counts strength (<strength>),
 * and crossing out the eliminated.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-canvas-layer.h"
#include "sand-hex-aid.h"

G_BEGIN_DECLS

#define SAND_TYPE_HEX_STRENGTH_LAYER (sand_hex_strength_layer_get_type ())
G_DECLARE_FINAL_TYPE (SandHexStrengthLayer, sand_hex_strength_layer, SAND, HEX_STRENGTH_LAYER, SandCanvasLayer)

/* @aid says the scenario's ruleset. */
SandCanvasLayer *sand_hex_strength_layer_new (SandHexAid *aid);

G_END_DECLS
