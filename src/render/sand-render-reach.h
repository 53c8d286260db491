/* sand-render-reach.h: draws a reach field in table inches.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>

#include "sand-reach-field.h"

G_BEGIN_DECLS

/* Shades where the unit may end its move (darker the less of the move is left)
 * and marks its start. The cairo user space must be table inches. */
void sand_render_reach (cairo_t        *cr,
                        SandReachField *field,
                        double          r,
                        double          g,
                        double          b);

G_END_DECLS
