/* sand-move-check.h: is this move allowed? The turn's rules (who may act, how
 * often, in which action, its PIPs: sand-edit-play.h) and the reach from where
 * the unit began its move (the turn's or the activation's start), on the table or
 * on hexes, as the app and sandtable-cli both judge a move before recording it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-edit-play.h"
#include "sand-group-wheel.h"
#include "sand-reason.h"
#include "sand-ruleset.h"
#include "sand-ruleset-groups.h"

G_BEGIN_DECLS

typedef struct
{
  gboolean          allowed;
  gboolean          by_turn;    /* refused by the turn's rules, not by the reach */
  char             *mode;       /* the mode it falls in (the first of the unit's
                                 * modes that reaches), or the one asked */
  SandPoint         from;       /* where it is measured from */
  SandPoint         to;         /* where the unit ends: the point, or its hex's centre */
  double            distance;   /* length of the way, inches (straight when out of reach) */
  double            used;       /* allowance used, inches; -1 out of reach or on hexes */
  double            allowance;  /* the mode's allowance, inches or hexes */
  double            hexes;      /* hexes spent on a hex ruleset; -1 otherwise */
  gboolean          on_hexes;
  GArray           *path;       /* SandPoint from @from to @to; NULL out of reach */
  char             *reason;     /* why not, for the player; NULL when allowed */
  SandReason       *why;        /* the reach's why not, as data ("turn-about",
                                 * "column-required", a going, …; the first
                                 * mode tried); NULL when reached or on hexes */
  SandPlayMoveRules rules;      /* the turn's answer: anchor, PIPs, card */
  /* a group's move (sand_move_check_group()): where each figure starts and
   * ends (SandPoint, the lead first); NULL for one figure's */
  GArray           *group_from;
  GArray           *group_to;
  /* a group's: "formation" or "column", the frontage it moves in; and where
   * a formation reduced to a column (sand-group-frontage.h), what for
   * ("column", "gap", "road"), else NULL */
  const char       *frontage;
  const char       *reduced;
  /* a wheel's (sand_move_check_group_wheel()): its pivot, outer figure and
   * arc; every figure's facing turns through its degrees; NULL otherwise */
  SandGroupWheel   *wheel;
  /* a group's move back from its lead's front (sand-group-turns.h): the
   * turns of @turn_degrees it includes, 0 for a move forward or sideways;
   * @reversed: too few to turn back, every figure ends facing about */
  guint             turns;
  double            turn_degrees;
  gboolean          reversed;
} SandMoveCheck;

/* Judges moving @unit to (@x, @y) in @mode (NULL: the first of its modes that
 * reaches, within the action it took this turn). NULL with @error only when it
 * cannot be judged at all (no such mode, a unit the ruleset cannot move); a
 * refusal is an answer, with its reason. */
SandMoveCheck *sand_move_check        (SandScenario  *scenario,
                                       SandRuleset   *ruleset,
                                       SandUnit      *unit,
                                       const char    *mode,
                                       double         x,
                                       double         y,
                                       GError       **error);
/* The same for the figures @units (the lead first) moving together in @move
 * (a formation or a column, sand-move-group.h), the lead to (@x, @y): the
 * turn's rules for each figure (the lead's PIPs are the move's), then the
 * group's reach from where they began their moves, answered for the lead;
 * group_from and group_to say where each starts and ends; frontage says
 * "formation" or "column". */
SandMoveCheck *sand_move_check_group  (SandScenario        *scenario,
                                       SandRuleset         *ruleset,
                                       SandUnit * const    *units,
                                       guint                n_units,
                                       const SandGroupMove *move,
                                       const char          *mode,
                                       double               x,
                                       double               y,
                                       GError             **error);
/* The same, a formation refused reducing its frontage to the ruleset's
 * column where its <frontage reduce> allows it and the column may go
 * (sand-group-frontage.h): reduced then says what for. sandtable-cli judges
 * group moves so. */
SandMoveCheck *sand_move_check_group_reducing (SandScenario        *scenario,
                                               SandRuleset         *ruleset,
                                               SandUnit * const    *units,
                                               guint                n_units,
                                               const SandGroupMove *move,
                                               const char          *mode,
                                               double               x,
                                               double               y,
                                               GError             **error);
/* The figures @units (the lead first) wheeling in @move (a wheel) through
 * @degrees, clockwise positive, about the end of their line they turn toward
 * (sand-group-wheel.h): the turn's rules for each figure, then each figure's
 * arc over its ground from where it began its move, the outer arc the
 * distance, in @mode (NULL: the first of the lead's modes that allows it). */
SandMoveCheck *sand_move_check_group_wheel (SandScenario        *scenario,
                                            SandRuleset         *ruleset,
                                            SandUnit * const    *units,
                                            guint                n_units,
                                            const SandGroupMove *move,
                                            const char          *mode,
                                            double               degrees,
                                            GError             **error);
void           sand_move_check_free   (SandMoveCheck *check);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (SandMoveCheck, sand_move_check_free)

/* Records the checked move through @history (sand_play_record_move()): an
 * allowed one, or with @outside one the rules refuse, marked as outside them
 * with the reason. NULL (nothing done) for a refused move without @outside. */
SandPlayEntry *sand_move_check_record (SandMoveCheck *check,
                                       SandHistory   *history,
                                       SandRuleset   *ruleset,
                                       SandUnit      *unit,
                                       gboolean       outside);
/* The same for a group's check: every figure moved and logged, the PIPs spent
 * once, with the lead's, in one step of @history; a wheel turns every figure
 * through its angle, a move back that ends @reversed faces every figure
 * about. */
void           sand_move_check_record_group (SandMoveCheck    *check,
                                             SandHistory      *history,
                                             SandRuleset      *ruleset,
                                             SandUnit * const *units,
                                             guint             n_units,
                                             gboolean          outside);

G_END_DECLS
