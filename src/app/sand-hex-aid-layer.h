/* sand-hex-aid-layer.h: a canvas layer showing what a unit sees and can hit.
 *
 * Draws the answers of a SandHexAid: hexes in sight lightened, hexes out of sight
 * hatched, the sight line to each enemy in range cut with a cross where a hill,
 * town, wood or unit blocks it, and rings round the enemies it could fire at.
 * Shapes and hatching carry the meaning, so it reads in black and white too.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-canvas-layer.h"
#include "sand-hex-aid.h"

G_BEGIN_DECLS

#define SAND_TYPE_HEX_AID_LAYER (sand_hex_aid_layer_get_type ())
G_DECLARE_FINAL_TYPE (SandHexAidLayer, sand_hex_aid_layer, SAND, HEX_AID_LAYER, SandCanvasLayer)

SandCanvasLayer *sand_hex_aid_layer_new        (SandHexAid      *aid);
/* The enemy picked for the dice, drawn with a double ring; may be NULL. */
void             sand_hex_aid_layer_set_target (SandHexAidLayer *self,
                                                SandUnit        *target);

G_END_DECLS
