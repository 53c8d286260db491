/* sand-side.h: one side (force) of a scenario.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-types.h"

G_BEGIN_DECLS

#define SAND_TYPE_SIDE (sand_side_get_type ())
G_DECLARE_FINAL_TYPE (SandSide, sand_side, SAND, SIDE, GObject)

/* Properties "id", "name", "color" ("#rrggbb"); "changed" after any of them. */

SandSide    *sand_side_new         (const char *id,
                                    const char *name,
                                    const char *color);
const char  *sand_side_get_id      (SandSide   *self);
void         sand_side_set_id      (SandSide   *self,
                                    const char *id);
const char  *sand_side_get_name    (SandSide   *self);
void         sand_side_set_name    (SandSide   *self,
                                    const char *name);
const char  *sand_side_get_color   (SandSide   *self);
void         sand_side_set_color   (SandSide   *self,
                                    const char *color);
/* The colour as 0..1 components; grey when the string does not parse. */
void         sand_side_get_rgb     (SandSide   *self,
                                    double     *r,
                                    double     *g,
                                    double     *b);
SandForeign *sand_side_get_foreign (SandSide   *self);

/* Parses "#rgb" or "#rrggbb"; FALSE when it is neither. */
gboolean     sand_parse_color      (const char *str,
                                    double     *r,
                                    double     *g,
                                    double     *b);

G_END_DECLS
