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
  /* the feature or unit left out, to see whether it decides a move; NULL none */
  const char              *skip_feature;
  const char              *skip_unit;
  gboolean                 skip_ground;
  /* the raster only within this part of the table; NULL: all the move covers */
  const SandBounds        *within;
  /* a group's figure: the ids of the group's units, which move with it and
   * are not met on the table, and the name of the formation it moves in
   * (goings the rules ask a column for are not allowed); NULL alone */
  const char * const      *group;
  const char              *formation;
} Compile;

/* The move compiled without the feature @feature_id (the open ground's rule
 * for "") or the unit @unit_id (one of them NULL), its raster only over
 * @within, from @start (NULL: the unit's place): what the move would be there
 * were it not on the table. */
SandMoveSnapshot *sand_move_snapshot_new_without (SandScenario     *scenario,
                                                  SandRuleset      *ruleset,
                                                  SandUnit         *unit,
                                                  const char       *mode_id,
                                                  double            resolution,
                                                  const SandPoint  *start,
                                                  const char       *feature_id,
                                                  const char       *unit_id,
                                                  const SandBounds *within,
                                                  GError          **error);
/* One figure of a group moving together (sand-move-group.c): its move from
 * @start within @allowance (the group's least), unfinished so the group's
 * figures can be laid over one another; NULL with @error as
 * sand_move_snapshot_new(). */
SandMoveBuilder  *sand_move_compile_group_figure (SandScenario       *scenario,
                                                  SandRuleset        *ruleset,
                                                  SandUnit           *unit,
                                                  const char         *mode_id,
                                                  double              resolution,
                                                  const SandPoint    *start,
                                                  double              allowance,
                                                  const char * const *members,
                                                  const char         *formation,
                                                  GError            **error);
/* @unit's allowance in @mode_id, as its move would have it. */
gboolean          sand_move_compile_allowance    (SandScenario       *scenario,
                                                  SandRuleset        *ruleset,
                                                  SandUnit           *unit,
                                                  const char         *mode_id,
                                                  double             *inches,
                                                  GError            **error);
/* The feature is left out of this compile. */
static inline gboolean
sand_move_compile_skips (const Compile *c,
                         SandFeature   *f)
{
  return c->skip_feature != NULL && g_strcmp0 (sand_feature_get_id (f), c->skip_feature) == 0;
}

/* A going's effect on the moving unit; its reason says what @who (a reason
 * whose who, part and range are set; may be NULL for none) does by that going */
void sand_move_compile_to_effect (Compile               *c,
                                  const SandGoingEffect *g,
                                  const SandReason      *who,
                                  SandMoveEffect        *e);
/* A reason about @who, to be filled in (strings copied) */
SandReason *sand_move_compile_who (SandReasonWho who,
                                   const char   *kind,
                                   const char   *id,
                                   const char   *name);
/* An outline as a line that counts one way only (out of the area, or in) */
void sand_move_compile_edge_line (Compile        *c,
                                  GArray         *pts,
                                  gboolean        entering,
                                  SandMoveEffect *e);
/* The ground and everything on it: areas, bands, lines, buildings, the open
 * ground (sand-move-compile-features.c) */
void sand_move_compile_features (Compile      *c,
                                 SandScenario *scenario);
/* Going up and down the hills' levels */
void sand_move_compile_levels (Compile *c);
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
