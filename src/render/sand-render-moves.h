/* sand-render-moves.h: the turn's moves marked on the table (sand-render-moves.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-render.h"

G_BEGIN_DECLS

/* Draws, in table inches, each move of the current turn as a dashed trail from
 * where it began to where it ended, and a ring round every unit that moved (red
 * for a move outside the rules), and a gold halo round every unit the card drawn
 * names. Nothing when no unit has moved and no card is drawn. */
void sand_render_moves (cairo_t                 *cr,
                        SandScenario            *scenario,
                        const SandRenderOptions *options);

G_END_DECLS
