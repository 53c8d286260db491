/* sand-move-compile-private.h: what compiling the ground and compiling the units
 * share.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-error.h"
#include "sand-move-builder.h"
#include "sand-move-ground.h"
#include "sand-move-snapshot-private.h"

G_BEGIN_DECLS

typedef struct
{
  SandMoveBuilder         *b;
  SandRuleset             *rs;
  SandRulesetContext       ctx;
  const SandRulesetMode   *mode;
  double                   allowance;
  double                   tolerance;
  double                   cell;
  double                   start_x;
  double                   start_y;
  double                   contact;
  /* the ruleset says what open ground is (<ground>): features with ground of
   * their own take its place */
  gboolean                 has_ground;
} Compile;

/* A going's effect on the moving unit, its reason "who: range, what" */
void sand_move_compile_to_effect (Compile               *c,
                                  const SandGoingEffect *g,
                                  const char            *who,
                                  const char            *range,
                                  SandMoveEffect        *e);
/* An outline as a line that counts one way only (out of the area, or in) */
void sand_move_compile_edge_line (Compile        *c,
                                  GArray         *pts,
                                  gboolean        entering,
                                  SandMoveEffect *e);
/* The floors of the buildings, and the one @unit starts on; FALSE with @error
 * when that floor is not in a building (sand-move-compile-floors.c) */
gboolean sand_move_compile_floors (Compile      *c,
                                   SandScenario *scenario,
                                   SandUnit     *unit,
                                   GError      **error);
/* The other units on the table, as @self meets them */
void sand_move_compile_units (Compile      *c,
                              SandScenario *scenario,
                              SandUnit     *self);

G_END_DECLS
