/* play-drag-util.h: what the Play page's tests share — waiting for the reach and
 * carrying a unit with real pointer events (pointer-util.h).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "pointer-util.h"
#include "sand-play-aid.h"

G_BEGIN_DECLS

/* For app_test_wait_for(): the reach of @aid (a SandPlayAid) is answered. */
gboolean play_reach_ready (gpointer aid);

/* The button pressed at the screen pixel of table point (@from_x, @from_y), the
 * pointer taken to that of (@to_x, @to_y) in four moves and held there (the
 * button still down). */
void     play_carry       (SandCanvas *canvas,
                           double      from_x,
                           double      from_y,
                           double      to_x,
                           double      to_y);

G_END_DECLS
