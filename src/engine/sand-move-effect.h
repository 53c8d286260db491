/* sand-move-effect.h: what a piece of ground or a line does to a move.
 *
 * The engine knows nothing of rulesets: the compiler turns a ruleset's goings into
 * these effects, one per feature, and the solver combines them cell by cell.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum
{
  SAND_MOVE_BLOCKED    = 1 << 0, /* may not enter or cross (impassable, forbidden to the mode) */
  SAND_MOVE_NO_END     = 1 << 1, /* may pass, may not end there */
  SAND_MOVE_WHOLE_TURN = 1 << 2, /* crossing takes the whole move; the unit must start in contact */
  /* lines: the crossing counts only from the left of a->b (positive cross product)
   * to its right; the other way is free (leaving a shell hole, not entering it) */
  SAND_MOVE_ONE_WAY    = 1 << 3,
  /* lines: a whole-turn crossing the unit counts as in contact with wherever it
   * starts (it starts inside the area whose edge this is) */
  SAND_MOVE_IN_CONTACT = 1 << 4,
  /* areas: inside an enemy's zone of control (mechanism 9), entered only straight
   * toward that enemy or left straight away from it */
  SAND_MOVE_ZOC        = 1 << 5,
  /* areas: ground of its own, so the open ground's effect does not apply here
   * (sand_move_builder_fill_open()); cleared when the snapshot is finished */
  SAND_MOVE_GROUND     = 1 << 6,
} SandMoveFlags;

typedef struct
{
  double rate;   /* fraction of full speed (mechanism 1); 1 = no effect */
  double cap;    /* speed cap in inches per move (mechanism 2); 0 = none */
  double tier;   /* the whole move's allowance once this is used (mechanism 3); 0 = none */
  double extra;  /* crossing a line: inches lost (mechanism 7) */
  guint  flags;  /* SandMoveFlags */
  int    level;  /* areas: hill level or floor (mechanism 8); 0 = ground */
  int    reason; /* index of the text that explains it, -1 = none */
  /* the text of what set @tier when a more severe reason covers it (rough
   * ground under an enemy's zone of control), -1: @reason says it */
  int    tier_reason;
} SandMoveEffect;

void     sand_move_effect_init       (SandMoveEffect       *effect);
/* Adds @other's effect to @effect: penalties add up, caps and tiers take the lower,
 * flags accumulate, the higher level wins, the most severe reason is kept. */
void     sand_move_effect_combine    (SandMoveEffect       *effect,
                                      const SandMoveEffect *other);
/* Keeps in @effect the worst of it and @other, as for two figures that each
 * meet one of them (a group moving together): the slower rate, the lower cap
 * and tier, the larger loss, every flag, the higher level, the most severe
 * reason. */
void     sand_move_effect_worst      (SandMoveEffect       *effect,
                                      const SandMoveEffect *other);
/* The text that explains the effect's @tier. */
static inline int
sand_move_effect_tier_reason (const SandMoveEffect *effect)
{
  return effect->tier_reason >= 0 ? effect->tier_reason : effect->reason;
}

/* TRUE when the effect changes nothing. */
gboolean sand_move_effect_is_clear   (const SandMoveEffect *effect);
gboolean sand_move_effect_equal      (const SandMoveEffect *a,
                                      const SandMoveEffect *b);
/* Allowance spent per inch for a move of @allowance inches; G_MAXDOUBLE when the
 * penalties leave no speed at all. */
double   sand_move_effect_cost       (const SandMoveEffect *effect,
                                      double                allowance);

G_END_DECLS
