/* play-drag-util.h: carrying a unit on the Play page with real pointer events
 * (pointer-util.h); the rest the Play page's tests share is play-fixture.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "play-fixture.h"
#include "pointer-util.h"

G_BEGIN_DECLS

/* The button pressed at the screen pixel of table point (@from_x, @from_y), the
 * pointer taken to that of (@to_x, @to_y) in four moves and held there (the
 * button still down). */
void     play_carry       (SandCanvas *canvas,
                           double      from_x,
                           double      from_y,
                           double      to_x,
                           double      to_y);

G_END_DECLS
