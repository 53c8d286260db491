/* sand-reach-field-reason.c: why a point cannot be reached.
 *
 * What stops the unit is looked for where the target is (impassable, a place it
 * may not end), then along the straight line from the start: what forbids the
 * way, what caps the move, what costs more. The lengths are marked to be said
 * in the reader's unit (sand-length.h).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "sand-geometry.h"
#include "sand-move-builder.h"
#include "sand-reach-field-private.h"

/* "hill h1: going up, Slow going": what stepping up onto (or down off) a hill
 * at @level does, naming the hill drawn at (x, y); NULL when none is found. */
static char *
level_reason (const SandMoveSnapshot *s,
              gboolean                up,
              int                     level,
              double                  x,
              double                  y)
{
  int what = up ? s->level_up_what : s->level_down_what;

  const SandMoveHill *best = NULL;
  double best_d = 2 * s->cell; /* the raster's edge may be a cell off the drawn one */

  if (s->hills == NULL || what < 0 || (guint) what >= s->reasons->len)
    return NULL;
  for (guint i = 0; i < s->hills->len; i++)
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
  return best ? g_strdup_printf ("%s: %s", best->who, _sand_reach_reason_text (s, what)) : NULL;
}

/* The cell of @s at (x, y), or -1 off @own, the raster sand_move_snapshot_new()
 * gives the move (sand_move_builder_raster()): the reasons read the ground
 * that far and no farther, though a drag's raster is wider. */
static int
own_cell_index (const SandMoveSnapshot *s,
                const int              *own,
                double                  x,
                double                  y)
{
  int c = sand_move_snapshot_cell_index (s, x, y);
  int i = c % s->width + (int) lround (s->x0 / s->cell), j = c / s->width + (int) lround (s->y0 / s->cell);

  return c >= 0 && i >= own[0] && i < own[2] && j >= own[1] && j < own[3] ? c : -1;
}

/* Why (x, y) cannot be reached, its lengths marked (sand_length_mark()). */
static char *
reason_marked (SandReachField *self,
               double          x,
               double          y)
{
  const SandMoveSnapshot *s = self->snap;
  g_autofree char *move = sand_length_mark (s->allowance);

  if (sand_reach_field_is_reachable (self, x, y))
    return NULL;
  if (x < 0 || y < 0 || x > s->table_width || y > s->table_height)
    return g_strdup (_("Off the table"));

  int own[4];
  sand_move_builder_raster (s->table_width, s->table_height, s->start_x, s->start_y, s->allowance, s->cell, own);
  int c = own_cell_index (s, own, x, y);
  double zoc_cost;
  /* on the start's straight leg out of its zone or in, what stops the unit is
   * on the way; entering another zone, the way round to its leg is longer */
  gboolean on_zoc_leg = _sand_reach_field_zoc_point (self, x, y, &zoc_cost, NULL) == SAND_ZOC_POINT_ON_LINE;
  if (c >= 0 && (_sand_reach_kind_at (s, c)->effect.flags & (SAND_MOVE_BLOCKED | SAND_MOVE_NO_END | SAND_MOVE_ZOC))
      && !((_sand_reach_kind_at (s, c)->effect.flags & SAND_MOVE_ZOC) && on_zoc_leg
           && !(_sand_reach_kind_at (s, c)->effect.flags & (SAND_MOVE_BLOCKED | SAND_MOVE_NO_END))))
    {
      const char *text = _sand_reach_reason_text (s, _sand_reach_kind_at (s, c)->effect.reason);
      return g_strdup (text ? text : _("Impassable"));
    }
  int on = _sand_reach_field_no_end_at (s, x, y);
  if (on >= 0)
    {
      const char *text = _sand_reach_reason_text (s, g_array_index (s->no_end, SandMoveDisc, on).reason);
      return g_strdup (text ? text : _("Impassable"));
    }

  /* Look along the straight line from the start for what stops the unit. */
  const char *limit = NULL, *zone = NULL, *slowed = NULL;
  double limit_to = s->allowance;
  double len = hypot (x - s->start_x, y - s->start_y);
  int steps = (int) ceil (len / (s->cell * 0.25)) + 1;
  int last = -1, last_level = 0;
  g_autoptr(GHashTable) seen = g_hash_table_new (NULL, NULL);

  g_autofree char *hill_limit = NULL;
  double was_x = s->start_x, was_y = s->start_y;
  for (int k = 0; k <= steps; k++)
    {
      double t = (double) k / steps;
      double at_x = s->start_x + t * (x - s->start_x), at_y = s->start_y + t * (y - s->start_y);
      int cc = own_cell_index (s, own, at_x, at_y);
      if (cc < 0 || cc == last)
        continue;
      const SandMoveEffect *e = &_sand_reach_kind_at (s, cc)->effect;
      if (last >= 0 && e->level != last_level)
        {
          gboolean up = e->level > last_level;
          const SandMoveEffect *le = up ? &s->level_up : &s->level_down;
          gboolean blocks = (le->flags & SAND_MOVE_BLOCKED) != 0, limits = le->tier > 0 && le->tier < limit_to;
          if (blocks || limits)
            {
              /* the hill stepped onto, or off */
              g_autofree char *hill = up ? level_reason (s, TRUE, e->level, at_x, at_y)
                                         : level_reason (s, FALSE, last_level, was_x, was_y);
              const char *text = hill ? hill : _sand_reach_reason_text (s, le->reason);
              if (blocks && text)
                return g_strdup (text);
              if (limits)
                {
                  g_free (hill_limit);
                  hill_limit = g_steal_pointer (&hill);
                  limit = hill_limit ? hill_limit : _sand_reach_reason_text (s, le->reason);
                  limit_to = le->tier;
                }
            }
        }
      was_x = at_x;
      was_y = at_y;
      last = cc;
      last_level = e->level;
      if ((e->flags & SAND_MOVE_BLOCKED) && k > 0)
        return g_strdup (_sand_reach_reason_text (s, e->reason) ? _sand_reach_reason_text (s, e->reason) : _("Impassable"));
      /* entered only straight toward the enemy or away: the way round is longer */
      if ((e->flags & SAND_MOVE_ZOC) && k > 0 && zone == NULL && !on_zoc_leg)
        zone = _sand_reach_reason_text (s, e->reason);
      if (e->tier > 0 && e->tier < limit_to)
        {
          limit = _sand_reach_reason_text (s, sand_move_effect_tier_reason (e));
          limit_to = e->tier;
        }
      /* ground that costs more than open ground on the way */
      if (slowed == NULL && _sand_reach_kind_at (s, cc)->cost > 1.0 + 1e-9)
        slowed = _sand_reach_reason_text (s, e->reason);
      for (int i = s->obst_start[cc]; i < s->obst_start[cc + 1]; i++)
        {
          int it = s->obst[i];
          if (g_hash_table_contains (seen, GINT_TO_POINTER (it + 1000000)))
            continue;
          g_hash_table_add (seen, GINT_TO_POINTER (it + 1000000));
          if (it < 0)
            {
              const SandMoveDisc *d = &g_array_index (s->discs, SandMoveDisc, -1 - it);
              if (sand_move_disc_hit (d, s->start_x, s->start_y, x, y))
                return g_strdup (_sand_reach_reason_text (s, d->reason) ? _sand_reach_reason_text (s, d->reason) : _("Too close to an enemy"));
              continue;
            }
          const SandMoveLine *l = &g_array_index (s->lines, SandMoveLine, it);
          if (!sand_move_line_crossed (s, l, s->start_x, s->start_y, x, y, NULL))
            continue;
          /* the free way over a one-way line (into a shell hole, out of a belt) */
          if ((l->crossing.flags & SAND_MOVE_ONE_WAY)
              && !sand_move_line_from_left (l, s->start_x, s->start_y, x, y))
            continue;
          const char *text = _sand_reach_reason_text (s, l->crossing.reason);
          if (l->crossing.flags & (SAND_MOVE_BLOCKED | SAND_MOVE_WHOLE_TURN))
            return g_strdup (text ? text : _("Impassable"));
          if (slowed == NULL && l->crossing.extra > 0)
            slowed = text;
          if (l->crossing.tier > 0 && l->crossing.tier < limit_to)
            {
              limit = text;
              limit_to = l->crossing.tier;
            }
        }
    }
  /* at the limit itself, the way round what sets it is longer still */
  if (limit != NULL && len > limit_to - 1e-9)
    {
      /* the going's own text says the limit (sand-move-compile.c) */
      /* a tier rounded to nothing is kept a hair above 0 (sand-move-compile.c) */
      g_autofree char *limit_inches = sand_length_mark (limit_to > 2e-3 ? limit_to : 0);
      g_autofree char *said = g_strdup_printf (_("%s, the move is at most %s"), "", limit_inches);
      if (g_str_has_suffix (limit, said))
        return g_strdup (limit);
      /* Translators: a reason a move stops short, then the limit it sets, e.g.
       * "Wall x2: 3in high, slow and difficult going; the move is limited to 3in" */
      return g_strdup_printf (_("%s; the move is limited to %s"), limit, limit_inches);
    }
  if (zone != NULL && len <= limit_to)
    return g_strdup (zone);
  /* near enough in a straight line, but what is on the way costs more */
  if (slowed != NULL && len <= s->allowance + 1e-9)
    {
      /* the texts say "<feature>: <rule>" (sand-move-compile.c) */
      const char *rule = strstr (slowed, ": ");
      g_autofree char *feature = rule ? g_strndup (slowed, rule - slowed) : g_strdup (slowed);

      if (rule != NULL)
        /* Translators: the whole move, the feature, what its rule does, e.g. "Out
         * of reach: the move is 18in and the way there over smoke s1 (Smoke, at
         * most 5in a move) costs more" */
        return g_strdup_printf (_("Out of reach: the move is %s and the way there over %s (%s) costs more"),
                                move, feature, rule + 2);
      return g_strdup_printf (_("Out of reach: the move is %s and the way there over %s costs more"), move, feature);
    }
  /* the rules give the unit nothing in this mode (a kneeling man's run) */
  if (s->allowance <= 1e-9)
    /* Translators: a length ("0in"), then a mode's id */
    return g_strdup_printf (_("No move: the move is %s in mode “%s”"), move, s->mode_id ? s->mode_id : "");
  /* Translators: a length ("6in") */
  return g_strdup_printf (_("Out of reach: the move is %s and the way there is longer"), move);
}

char *
sand_reach_field_reason (SandReachField *self,
                         double          x,
                         double          y)
{
  return sand_reach_field_reason_in (self, x, y, SAND_LENGTH_INCHES);
}

char *
sand_reach_field_reason_in (SandReachField *self,
                            double          x,
                            double          y,
                            SandLengthUnit  unit)
{
  g_autofree char *marked = NULL;

  g_return_val_if_fail (self != NULL, NULL);

  marked = reason_marked (self, x, y);
  return sand_length_unmark (marked, unit);
}
