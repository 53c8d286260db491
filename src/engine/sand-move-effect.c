/* sand-move-effect.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sand-move-effect.h"

void
sand_move_effect_init (SandMoveEffect *effect)
{
  g_return_if_fail (effect != NULL);

  effect->rate = 1.0;
  effect->cap = 0.0;
  effect->tier = 0.0;
  effect->extra = 0.0;
  effect->flags = 0;
  effect->level = 0;
  effect->reason = -1;
  effect->tier_reason = -1;
}

static int
severity (const SandMoveEffect *e)
{
  if (e->reason < 0)
    return -1;
  if (e->flags & SAND_MOVE_BLOCKED)
    return 4;
  if (e->flags & (SAND_MOVE_NO_END | SAND_MOVE_ZOC))
    return 3;
  if (e->tier > 0 || (e->flags & SAND_MOVE_WHOLE_TURN))
    return 2;
  if (e->rate < 1.0 || e->cap > 0 || e->extra > 0)
    return 1;
  return 0;
}

static double
min_set (double a,
         double b)
{
  /* 0 means "no limit" for caps and tiers */
  if (a <= 0)
    return b;
  if (b <= 0)
    return a;
  return MIN (a, b);
}

void
sand_move_effect_combine (SandMoveEffect       *effect,
                          const SandMoveEffect *other)
{
  g_return_if_fail (effect != NULL && other != NULL);

  gboolean take_reason = severity (other) > severity (effect);

  /* of two limits on the whole move, the lower one is what stops the unit (a
   * stream in rough ground: the stream's 2", not the rough's 4") */
  if (severity (other) == 2 && severity (effect) == 2 && !(effect->flags & SAND_MOVE_WHOLE_TURN)
      && other->tier > 0 && effect->tier > 0 && other->tier < effect->tier)
    take_reason = TRUE;

  /* what sets the limit on the whole move keeps its own text */
  if (other->tier > 0 && (effect->tier <= 0 || other->tier < effect->tier))
    effect->tier_reason = sand_move_effect_tier_reason (other);
  else if (effect->tier > 0 && effect->tier_reason < 0 && take_reason)
    effect->tier_reason = effect->reason;

  /* Seed 000: penalties are subtracted from full speed, so two halves stop the unit. */
  effect->rate = MAX (0.0, effect->rate - (1.0 - other->rate));
  effect->cap = min_set (effect->cap, other->cap);
  effect->tier = min_set (effect->tier, other->tier);
  effect->extra += other->extra;
  effect->flags |= other->flags;
  effect->level = MAX (effect->level, other->level);
  if (take_reason)
    effect->reason = other->reason;
}

void
sand_move_effect_worst (SandMoveEffect       *effect,
                        const SandMoveEffect *other)
{
  double rate = MIN (effect->rate, other->rate), extra = MAX (effect->extra, other->extra);

  /* as two features at one place, but one figure's penalty does not add to
   * another's: each figure moves at its own pace, the group at the slowest */
  sand_move_effect_combine (effect, other);
  effect->rate = rate;
  effect->extra = extra;
}

gboolean
sand_move_effect_is_clear (const SandMoveEffect *effect)
{
  return effect->rate >= 1.0 && effect->cap <= 0 && effect->tier <= 0 && effect->extra <= 0
         && effect->flags == 0 && effect->level == 0;
}

gboolean
sand_move_effect_equal (const SandMoveEffect *a,
                        const SandMoveEffect *b)
{
  return a->rate == b->rate && a->cap == b->cap && a->tier == b->tier && a->extra == b->extra
         && a->flags == b->flags && a->level == b->level && a->reason == b->reason
         && a->tier_reason == b->tier_reason;
}

double
sand_move_effect_cost (const SandMoveEffect *effect,
                       double                allowance)
{
  double speed = effect->rate;

  /* A cap of D inches per move is a speed of D / allowance of full speed. */
  if (effect->cap > 0 && allowance > 0)
    speed = MIN (speed, effect->cap / allowance);
  if (speed <= 1e-9)
    return G_MAXDOUBLE;
  return speed >= 1.0 ? 1.0 : 1.0 / speed;
}
