/* sand-reach-field-reason.c: why a point cannot be reached, as data.
 *
 * What a player needs first: whether even a straight walk over open ground is
 * longer than the move; then what the target itself is (impassable, a place it
 * may not end); then the cause that decides it, the feature or unit without
 * which the point would be reached (sand-reach-field-decide.c); failing one,
 * what stops the unit along the straight line from the start: what forbids the
 * way, what caps the move, what costs more.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "sand-geometry.h"
#include "sand-move-builder.h"
#include "sand-reach-field-private.h"

SandReason *
_sand_reach_reason_copy (const SandMoveSnapshot *s,
                         int                     reason,
                         SandReasonRule          fallback)
{
  const SandReason *r = _sand_reach_reason (s, reason);

  return r ? sand_reason_copy (r) : sand_reason_new (fallback);
}

/* What stepping up onto (or down off) a hill at @level does, said of the hill
 * drawn at (x, y); the step's own reason when none is found. */
static SandReason *
level_reason (const SandMoveSnapshot *s,
              gboolean                up,
              int                     level,
              double                  x,
              double                  y,
              const SandMoveHill    **hill)
{
  int what = up ? s->level_up_what : s->level_down_what;
  const SandMoveHill *best = NULL;
  double best_d = 2 * s->cell; /* the raster's edge may be a cell off the drawn one */
  SandReason *r;

  if (_sand_reach_reason (s, what) == NULL)
    return NULL;
  for (guint i = 0; s->hills != NULL && i < s->hills->len; i++)
    {
      const SandMoveHill *h = &g_array_index (s->hills, SandMoveHill, i);
      const SandPoint *p = (const SandPoint *) (void *) h->outline->data;
      double d;

      if (h->level != level)
        continue;
      d = sand_point_in_polygon (p, h->outline->len, x, y) ? 0 : sand_distance_to_polygon_edge (p, h->outline->len, x, y);
      if (d <= best_d)
        {
          best = h;
          best_d = d;
        }
    }
  r = sand_reason_copy (_sand_reach_reason (s, what));
  if (best != NULL)
    sand_reason_set_who (r, best->who->who, best->who->kind, best->who->id, best->who->name);
  *hill = best;
  return r;
}

/* The cell of @s at (x, y), or -1 off the raster sand_move_snapshot_new()
 * gives the move (sand_move_builder_raster()): the reasons read the ground
 * that far and no farther, though a drag's raster is wider. */
static int
own_cell_index (const SandMoveSnapshot *s,
                double                  x,
                double                  y)
{
  int own[4];
  int c = sand_move_snapshot_cell_index (s, x, y);

  if (c < 0)
    return -1;
  sand_move_builder_raster (s->table_width, s->table_height, s->start_x, s->start_y, s->allowance, s->cell, own);
  int i = c % s->width + (int) lround (s->x0 / s->cell), j = c / s->width + (int) lround (s->y0 / s->cell);

  return i >= own[0] && i < own[2] && j >= own[1] && j < own[3] ? c : -1;
}

/* Why the unit may not stand at (x, y) itself, or NULL: impassable ground, a
 * place it may not end, a zone of control it may not enter there. */
SandReason *
_sand_reach_field_why_at (SandReachField *self,
                          double          x,
                          double          y)
{
  const SandMoveSnapshot *s = self->snap;
  int c = own_cell_index (s, x, y);
  double zoc_cost;
  /* on the start's straight leg out of its zone or in, what stops the unit is
   * on the way; entering another zone, the way round to its leg is longer */
  gboolean on_zoc_leg = _sand_reach_field_zoc_point (self, x, y, &zoc_cost, NULL) == SAND_ZOC_POINT_ON_LINE;

  if (c >= 0)
    {
      const SandMoveEffect *e = &_sand_reach_kind_at (s, c)->effect;
      gboolean stops = (e->flags & (SAND_MOVE_BLOCKED | SAND_MOVE_NO_END)) != 0;

      if (stops || ((e->flags & SAND_MOVE_ZOC) && !on_zoc_leg))
        return _sand_reach_reason_copy (s, e->reason, SAND_REASON_IMPASSABLE);
    }
  int on = _sand_reach_field_no_end_at (s, x, y);
  if (on >= 0)
    return _sand_reach_reason_copy (s, g_array_index (s->no_end, SandMoveDisc, on).reason, SAND_REASON_IMPASSABLE);
  return NULL;
}

static void
met_clear (gpointer data)
{
  sand_reason_free (((SandReachMet *) data)->said);
}

void
_sand_reach_walk_clear (SandReachWalk *walk)
{
  g_clear_pointer (&walk->stop, sand_reason_free);
  g_clear_pointer (&walk->limit, sand_reason_free);
  g_clear_pointer (&walk->met, g_array_unref);
}

/* Notes what was met on the way, @said (copied; reason @reason of the
 * snapshot, or -1 for a hill's step), once, in order. */
static void
meet_said (SandReachWalk    *walk,
           int               reason,
           const SandReason *said,
           SandReachHow      how,
           double            tier)
{
  SandReachMet m = { NULL, reason, how, tier };

  if (said == NULL)
    return;
  for (guint i = 0; i < walk->met->len; i++)
    {
      const SandReachMet *o = &g_array_index (walk->met, SandReachMet, i);
      if (o->reason == reason && sand_reason_equal (o->said, said))
        return;
    }
  m.said = sand_reason_copy (said);
  g_array_append_val (walk->met, m);
}

static void
meet (SandReachWalk *walk,
      int            reason,
      SandReachHow   how,
      double         tier)
{
  const SandMoveSnapshot *s = walk->snap;

  meet_said (walk, reason, _sand_reach_reason (s, reason), how, tier);
}

void
_sand_reach_field_walk (SandReachField *self,
                        double          x,
                        double          y,
                        gboolean        on_zoc_leg,
                        SandReachWalk  *walk)
{
  const SandMoveSnapshot *s = self->snap;
  double len = hypot (x - s->start_x, y - s->start_y);
  int steps = (int) ceil (len / (s->cell * 0.25)) + 1;
  int last = -1, last_level = 0;
  double was_x = s->start_x, was_y = s->start_y;
  g_autoptr (GHashTable) seen = g_hash_table_new (NULL, NULL);

  memset (walk, 0, sizeof *walk);
  walk->snap = s;
  walk->met = g_array_new (FALSE, FALSE, sizeof (SandReachMet));
  g_array_set_clear_func (walk->met, met_clear);
  walk->limit_to = s->allowance;
  walk->zone = walk->slowed = -1;
  for (int k = 0; k <= steps && walk->stop == NULL; k++)
    {
      double t = (double) k / steps;
      double at_x = s->start_x + t * (x - s->start_x), at_y = s->start_y + t * (y - s->start_y);
      int cc = own_cell_index (s, at_x, at_y);

      if (cc < 0 || cc == last)
        continue;
      const SandMoveEffect *e = &_sand_reach_kind_at (s, cc)->effect;
      if (last >= 0 && e->level != last_level)
        {
          gboolean up = e->level > last_level;
          const SandMoveEffect *le = up ? &s->level_up : &s->level_down;
          gboolean blocks = (le->flags & SAND_MOVE_BLOCKED) != 0, limits = le->tier > 0 && le->tier < walk->limit_to;
          if (blocks || limits)
            {
              /* the hill stepped onto, or off */
              const SandMoveHill *drawn = NULL;
              SandReason *hill = up ? level_reason (s, TRUE, e->level, at_x, at_y, &drawn)
                                    : level_reason (s, FALSE, last_level, was_x, was_y, &drawn);
              if (hill == NULL)
                hill = _sand_reach_reason_copy (s, le->reason, SAND_REASON_IMPASSABLE);
              if (drawn != NULL)
                meet_said (walk, -1, hill, blocks ? SAND_REACH_BLOCKS : SAND_REACH_LIMITS, le->tier);
              if (blocks)
                {
                  walk->stop = hill;
                  break;
                }
              sand_reason_free (walk->limit);
              walk->limit = hill;
              walk->limit_to = le->tier;
            }
        }
      was_x = at_x;
      was_y = at_y;
      last = cc;
      last_level = e->level;
      if ((e->flags & SAND_MOVE_BLOCKED) && k > 0)
        {
          walk->stop = _sand_reach_reason_copy (s, e->reason, SAND_REASON_IMPASSABLE);
          meet (walk, e->reason, SAND_REACH_BLOCKS, 0);
          break;
        }
      /* entered only straight toward the enemy or away: the way round is longer */
      if ((e->flags & SAND_MOVE_ZOC) && k > 0 && walk->zone < 0 && !on_zoc_leg)
        {
          walk->zone = e->reason;
          meet (walk, e->reason, SAND_REACH_BLOCKS, 0);
        }
      if (e->tier > 0 && e->tier < walk->limit_to)
        {
          sand_reason_free (walk->limit);
          walk->limit = _sand_reach_reason_copy (s, sand_move_effect_tier_reason (e), SAND_REASON_IMPASSABLE);
          walk->limit_to = e->tier;
          meet (walk, sand_move_effect_tier_reason (e), SAND_REACH_LIMITS, e->tier);
        }
      /* ground that costs more than open ground on the way */
      if (_sand_reach_kind_at (s, cc)->cost > 1.0 + 1e-9)
        {
          if (walk->slowed < 0)
            walk->slowed = e->reason;
          meet (walk, e->reason, SAND_REACH_SLOWS, 0);
        }
      for (int i = s->obst_start[cc]; i < s->obst_start[cc + 1] && walk->stop == NULL; i++)
        {
          int it = s->obst[i];
          if (g_hash_table_contains (seen, GINT_TO_POINTER (it + 1000000)))
            continue;
          g_hash_table_add (seen, GINT_TO_POINTER (it + 1000000));
          if (it < 0)
            {
              const SandMoveDisc *d = &g_array_index (s->discs, SandMoveDisc, -1 - it);
              if (sand_move_disc_hit (d, s->start_x, s->start_y, x, y))
                {
                  walk->stop = _sand_reach_reason_copy (s, d->reason, SAND_REASON_ENEMY_NEAR);
                  meet (walk, d->reason, SAND_REACH_BLOCKS, 0);
                }
              continue;
            }
          const SandMoveLine *l = &g_array_index (s->lines, SandMoveLine, it);
          if (!sand_move_line_crossed (s, l, s->start_x, s->start_y, x, y, NULL))
            continue;
          /* the free way over a one-way line (into a shell hole, out of a belt) */
          if ((l->crossing.flags & SAND_MOVE_ONE_WAY)
              && !sand_move_line_from_left (l, s->start_x, s->start_y, x, y))
            continue;
          if (l->crossing.flags & (SAND_MOVE_BLOCKED | SAND_MOVE_WHOLE_TURN))
            {
              walk->stop = _sand_reach_reason_copy (s, l->crossing.reason, SAND_REASON_IMPASSABLE);
              meet (walk, l->crossing.reason, SAND_REACH_BLOCKS, 0);
              break;
            }
          if (l->crossing.extra > 0)
            {
              if (walk->slowed < 0)
                walk->slowed = l->crossing.reason;
              meet (walk, l->crossing.reason, SAND_REACH_SLOWS, 0);
            }
          if (l->crossing.tier > 0 && l->crossing.tier < walk->limit_to)
            {
              sand_reason_free (walk->limit);
              walk->limit = _sand_reach_reason_copy (s, l->crossing.reason, SAND_REASON_IMPASSABLE);
              walk->limit_to = l->crossing.tier;
              meet (walk, l->crossing.reason, SAND_REACH_LIMITS, l->crossing.tier);
            }
        }
    }
}

SandReason *
_sand_reach_limit_reason (SandReason *cause,
                          double      tier)
{
  /* a tier rounded to nothing is kept a hair above 0 (sand-move-compile.c) */
  double limit = tier > 2e-3 ? tier : 0;
  SandReason *r;

  /* the going's own words say the limit already: "Difficult going, the move is
   * at most 3in" */
  if (cause->rule == SAND_REASON_GOING && cause->says == SAND_GOING_SAYS_AT_MOST && fabs (cause->length - limit) < 1e-6)
    return cause;
  r = sand_reason_new (SAND_REASON_LIMIT);
  r->length = limit;
  sand_reason_set_cause (r, cause);
  return r;
}

SandReason *
_sand_reach_costs_more_reason (const SandMoveSnapshot *s,
                               SandReason             *cause)
{
  SandReason *r = sand_reason_new (SAND_REASON_COSTS_MORE);

  r->allowance = s->allowance;
  sand_reason_set_cause (r, cause);
  return r;
}

/* What the straight way says, when no single cause decides it. */
static SandReason *
why_on_the_way (SandReachField *self,
                double          x,
                double          y,
                gboolean        on_zoc_leg)
{
  const SandMoveSnapshot *s = self->snap;
  double len = hypot (x - s->start_x, y - s->start_y);
  SandReachWalk walk;
  SandReason *r;

  _sand_reach_field_walk (self, x, y, on_zoc_leg, &walk);
  if (walk.stop != NULL)
    r = g_steal_pointer (&walk.stop);
  /* at the limit itself, the way round what sets it is longer still */
  else if (walk.limit != NULL && len > walk.limit_to - 1e-9)
    r = _sand_reach_limit_reason (g_steal_pointer (&walk.limit), walk.limit_to);
  else if (walk.zone >= 0 && len <= walk.limit_to)
    r = _sand_reach_reason_copy (s, walk.zone, SAND_REASON_ZONE_OF_CONTROL);
  /* near enough in a straight line, but what is on the way costs more */
  else if (walk.slowed >= 0 && len <= s->allowance + 1e-9)
    r = _sand_reach_costs_more_reason (s, _sand_reach_reason_copy (s, walk.slowed, SAND_REASON_IMPASSABLE));
  else
    {
      r = sand_reason_new (SAND_REASON_LONGER_WAY);
      r->allowance = s->allowance;
    }
  _sand_reach_walk_clear (&walk);
  return r;
}

SandReason *
sand_reach_field_why (SandReachField *self,
                      double          x,
                      double          y,
                      SandScenario   *scenario,
                      SandRuleset    *ruleset,
                      SandUnit       *unit)
{
  const SandMoveSnapshot *s;
  double away, zoc_cost;
  SandReason *r;

  g_return_val_if_fail (self != NULL, NULL);

  s = self->snap;
  if (sand_reach_field_is_reachable (self, x, y))
    return NULL;
  if (x < 0 || y < 0 || x > s->table_width || y > s->table_height)
    return sand_reason_new (SAND_REASON_OFF_TABLE);
  /* the rules give the unit nothing in this mode (a kneeling man's run) */
  if (s->allowance <= 1e-9)
    {
      r = sand_reason_new (SAND_REASON_NO_MOVE);
      r->mode = g_strdup (s->mode_id ? s->mode_id : "");
      return r;
    }
  /* even a straight walk over open ground is longer than the move */
  away = hypot (x - s->start_x, y - s->start_y);
  if (away > s->allowance + 1e-9)
    {
      r = sand_reason_new (SAND_REASON_OUT_OF_REACH);
      r->length = away;
      r->allowance = s->allowance;
      return r;
    }
  r = _sand_reach_field_why_at (self, x, y);
  if (r == NULL && scenario != NULL)
    r = _sand_reach_field_decide (self, x, y, scenario, ruleset, unit);
  if (r == NULL)
    r = why_on_the_way (self, x, y,
                        _sand_reach_field_zoc_point (self, x, y, &zoc_cost, NULL) == SAND_ZOC_POINT_ON_LINE);
  return r;
}
