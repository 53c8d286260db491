/* sand-reach-field-decide.c: the cause that decides why a point is not reached.
 *
 * A point near enough in a straight line may be out of reach for many things
 * at once: a wall on the straight way, the hedge on the way round it, the
 * wood beyond. The one a player needs is the cause without which the point
 * would be reached. The things that can matter lie where a way within the
 * move can go, inside the ellipse of points whose distances from the start
 * and from the target add up to no more than the move: each feature or unit
 * found there (those on the straight way first) is left out in turn, the move
 * solved again, and the first whose absence reaches the point decides it.
 *
 * A move solved without one feature serves every point asked after: the
 * solves are kept with the field (a few, the latest), so a pointer moving
 * over the table pays for each feature once.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "sand-move-compile-private.h"
#include "sand-reach.h"
#include "sand-reach-field-private.h"

/* How many features or units one question tries at most, and how many cells
 * their solves may cover in all (a few milliseconds' solving: fewer tries for a
 * long move, whose solves are larger); how many such solves a field keeps. The
 * number tried depends on the question alone, not on what is kept, so the
 * answer does too. */
#define MAX_TRIED       8
#define MAX_CELLS_TRIED 400000
#define MAX_KEPT        16

struct _SandReachRelaxed
{
  GMutex  lock;
  GQueue  kept;    /* Kept, the latest first */
};

/* A move solved without one feature or unit, over part of the table. */
typedef struct
{
  char           *key;   /* "f:id" or "u:id" */
  SandBounds      box;   /* where it was solved */
  SandReachField *field; /* NULL when it could not be */
} Kept;

static void
kept_free (gpointer data)
{
  Kept *k = data;

  g_free (k->key);
  g_clear_pointer (&k->field, sand_reach_field_unref);
  g_free (k);
}

void
_sand_reach_relaxed_free (SandReachRelaxed *relaxed)
{
  if (relaxed == NULL)
    return;
  g_queue_clear_full (&relaxed->kept, kept_free);
  g_mutex_clear (&relaxed->lock);
  g_free (relaxed);
}

/* One feature or unit that may decide, with what it does on the way. */
typedef struct
{
  char        *key;     /* "f:id" or "u:id" */
  SandReason  *said;
  SandReachHow how;
  double       tier;
  guint        cells;   /* how much of the ellipse it covers */
  guint        order;
} Candidate;

static void
candidate_clear (gpointer data)
{
  Candidate *c = data;

  g_free (c->key);
  sand_reason_free (c->said);
}

/* The key of what @r is about, NULL when it is nothing that can be left out
 * (a climb, a step of a hill not drawn); "f:" is the open ground's rule (the
 * mud after the rain). */
static char *
item_key (const SandReason *r)
{
  if (r != NULL && r->who == SAND_REASON_WHO_OPEN_GROUND)
    return g_strdup ("f:");
  if (r == NULL || r->id == NULL)
    return NULL;
  switch (r->who)
    {
    case SAND_REASON_WHO_FEATURE:
      return g_strconcat ("f:", r->id, NULL);
    case SAND_REASON_WHO_ENEMY:
    case SAND_REASON_WHO_FRIEND:
    case SAND_REASON_WHO_VEHICLE:
      return g_strconcat ("u:", r->id, NULL);
    case SAND_REASON_WHO_NONE:
    case SAND_REASON_WHO_OPEN_GROUND:
    case SAND_REASON_WHO_HILL:
    case SAND_REASON_WHO_CLIMBING:
    case SAND_REASON_WHO_COMING_DOWN:
    default:
      return NULL;
    }
}

/* Adds what @said is about to @list, or counts one more cell of it. */
static void
consider (GArray           *list,
          const SandReason *said,
          SandReachHow      how,
          double            tier)
{
  g_autofree char *key = item_key (said);
  Candidate c = { 0 };

  if (key == NULL)
    return;
  for (guint i = 0; i < list->len; i++)
    {
      Candidate *o = &g_array_index (list, Candidate, i);
      if (g_str_equal (o->key, key))
        {
          o->cells++;
          return;
        }
    }
  c.key = g_steal_pointer (&key);
  c.said = sand_reason_copy (said);
  c.how = how;
  c.tier = tier;
  c.cells = 1;
  c.order = list->len;
  g_array_append_val (list, c);
}

/* What a kind of ground or a line does to a move. */
static void
consider_effect (GArray                 *list,
                 const SandMoveSnapshot *s,
                 const SandMoveEffect   *e,
                 double                  cost)
{
  if (e->flags & (SAND_MOVE_BLOCKED | SAND_MOVE_NO_END | SAND_MOVE_ZOC | SAND_MOVE_WHOLE_TURN))
    consider (list, _sand_reach_reason (s, e->reason), SAND_REACH_BLOCKS, 0);
  if (e->tier > 0 && e->tier < s->allowance)
    consider (list, _sand_reach_reason (s, sand_move_effect_tier_reason (e)), SAND_REACH_LIMITS, e->tier);
  if (cost > 1.0 + 1e-9 || e->extra > 0)
    consider (list, _sand_reach_reason (s, e->reason), SAND_REACH_SLOWS, 0);
}

/* Everything a way to (x, y) within the move could meet: the ground, lines and
 * zones of the cells in the ellipse. */
static void
scan_ellipse (const SandMoveSnapshot *s,
              double                  x,
              double                  y,
              GArray                 *list)
{
  double reach = s->allowance + 2 * s->cell;
  double cx = (s->start_x + x) / 2, cy = (s->start_y + y) / 2;
  int i0 = MAX (0, (int) floor ((cx - reach / 2 - s->x0) / s->cell));
  int i1 = MIN (s->width - 1, (int) floor ((cx + reach / 2 - s->x0) / s->cell));
  int j0 = MAX (0, (int) floor ((cy - reach / 2 - s->y0) / s->cell));
  int j1 = MIN (s->height - 1, (int) floor ((cy + reach / 2 - s->y0) / s->cell));
  g_autoptr (GHashTable) seen = g_hash_table_new (NULL, NULL);

  for (int j = j0; j <= j1; j++)
    for (int i = i0; i <= i1; i++)
      {
        double px = s->x0 + (i + 0.5) * s->cell, py = s->y0 + (j + 0.5) * s->cell;
        int c = j * s->width + i;

        if (hypot (px - s->start_x, py - s->start_y) + hypot (x - px, y - py) > reach)
          continue;
        consider_effect (list, s, &_sand_reach_kind_at (s, c)->effect, _sand_reach_kind_at (s, c)->cost);
        for (int k = s->obst_start[c]; k < s->obst_start[c + 1]; k++)
          {
            int it = s->obst[k];

            if (g_hash_table_contains (seen, GINT_TO_POINTER (it + 1000000)))
              continue;
            g_hash_table_add (seen, GINT_TO_POINTER (it + 1000000));
            if (it < 0)
              consider (list, _sand_reach_reason (s, g_array_index (s->discs, SandMoveDisc, -1 - it).reason),
                        SAND_REACH_BLOCKS, 0);
            else
              consider_effect (list, s, &g_array_index (s->lines, SandMoveLine, it).crossing, 1.0);
          }
      }
  for (guint k = 0; k < s->no_end->len; k++)
    {
      const SandMoveDisc *d = &g_array_index (s->no_end, SandMoveDisc, k);
      if (hypot (d->x - s->start_x, d->y - s->start_y) + hypot (x - d->x, y - d->y) <= reach + d->r)
        consider (list, _sand_reach_reason (s, d->reason), SAND_REACH_BLOCKS, 0);
    }
}

/* Met on the straight way first, in order; then the rest by how much of the
 * ellipse they cover. */
static int
compare_candidates (gconstpointer a,
                    gconstpointer b,
                    gpointer      walked)
{
  const Candidate *ca = a, *cb = b;
  guint n = GPOINTER_TO_UINT (walked);
  gboolean wa = ca->order < n, wb = cb->order < n;

  if (wa != wb)
    return wa ? -1 : 1;
  if (!wa && ca->cells != cb->cells)
    return ca->cells > cb->cells ? -1 : 1;
  return (ca->order > cb->order) - (ca->order < cb->order);
}

/* Where every way to (x, y) within the move lies: the ellipse whose foci are
 * the start and the point, its distances adding up to the move (no ground
 * costs less than an inch an inch), as a box with a margin so a pointer moving
 * on a little finds the same solves. */
static SandBounds
ways_box (const SandMoveSnapshot *s,
          double                  x,
          double                  y)
{
  double a = s->allowance / 2 + 2 * s->cell, cx = (s->start_x + x) / 2, cy = (s->start_y + y) / 2;
  double c = hypot (x - s->start_x, y - s->start_y) / 2, b = sqrt (MAX (a * a - c * c, 0));
  double ux = c > 0 ? (x - s->start_x) / (2 * c) : 1, uy = c > 0 ? (y - s->start_y) / (2 * c) : 0;
  double hx = sqrt (a * a * ux * ux + b * b * uy * uy), hy = sqrt (a * a * uy * uy + b * b * ux * ux);
  double margin = MAX (1.0, 0.1 * s->allowance);

  return (SandBounds) { cx - hx - margin, cy - hy - margin, cx + hx + margin, cy + hy + margin };
}

static gboolean
box_holds (const SandBounds *outer,
           const SandBounds *inner)
{
  return outer->x0 <= inner->x0 && outer->y0 <= inner->y0 && outer->x1 >= inner->x1 && outer->y1 >= inner->y1;
}

/* The move solved without what @key names over a box that holds every way to
 * (x, y), kept with @self for the questions that follow. */
static SandReachField *
relaxed_field (SandReachField *self,
               const char     *key,
               double          x,
               double          y,
               SandScenario   *scenario,
               SandRuleset    *ruleset,
               SandUnit       *unit)
{
  const SandMoveSnapshot *s = self->snap;
  SandBounds box = ways_box (s, x, y), need = box;
  SandReachRelaxed *relaxed;
  SandReachField *field = NULL;
  SandPoint start = { s->start_x, s->start_y };
  Kept *k;

  /* without the margin, what this point needs */
  need.x0 += MAX (1.0, 0.1 * s->allowance);
  need.y0 += MAX (1.0, 0.1 * s->allowance);
  need.x1 -= MAX (1.0, 0.1 * s->allowance);
  need.y1 -= MAX (1.0, 0.1 * s->allowance);
  if (g_once_init_enter (&self->relaxed))
    {
      SandReachRelaxed *r = g_new0 (SandReachRelaxed, 1);
      g_mutex_init (&r->lock);
      g_queue_init (&r->kept);
      g_once_init_leave (&self->relaxed, r);
    }
  relaxed = self->relaxed;
  g_mutex_lock (&relaxed->lock);
  for (GList *l = relaxed->kept.head; l != NULL; l = l->next)
    {
      k = l->data;
      if (g_str_equal (k->key, key) && box_holds (&k->box, &need))
        {
          field = k->field ? sand_reach_field_ref (k->field) : NULL;
          g_mutex_unlock (&relaxed->lock);
          return field;
        }
    }
  g_mutex_unlock (&relaxed->lock);

  g_autoptr (SandMoveSnapshot) snap = sand_move_snapshot_new_without (
      scenario, ruleset, unit, s->mode_id, s->cell, &start, key[0] == 'f' ? key + 2 : NULL, key[0] == 'u' ? key + 2 : NULL,
      &box, NULL);
  if (snap != NULL)
    field = sand_reach_compute (snap, NULL, NULL);

  k = g_new0 (Kept, 1);
  k->key = g_strdup (key);
  k->box = box;
  k->field = field ? sand_reach_field_ref (field) : NULL;
  g_mutex_lock (&relaxed->lock);
  g_queue_push_head (&relaxed->kept, k);
  while (relaxed->kept.length > MAX_KEPT)
    kept_free (g_queue_pop_tail (&relaxed->kept));
  g_mutex_unlock (&relaxed->lock);
  return field;
}

/* The field is this unit's move on this table: the scenario's unit stands
 * where the move starts, under the ruleset it was compiled with. */
static gboolean
field_matches (const SandMoveSnapshot *s,
               SandScenario           *scenario,
               SandRuleset            *ruleset,
               SandUnit               *unit)
{
  double ux, uy;

  if (!SAND_IS_SCENARIO (scenario) || !SAND_IS_RULESET (ruleset) || !SAND_IS_UNIT (unit) || s->mode_id == NULL)
    return FALSE;
  ux = CLAMP (sand_unit_get_x (unit), 0, s->table_width);
  uy = CLAMP (sand_unit_get_y (unit), 0, s->table_height);
  return g_strcmp0 (s->unit_id, sand_unit_get_id (unit)) == 0
         && g_strcmp0 (s->ruleset_id, sand_ruleset_get_id (ruleset)) == 0 && fabs (ux - s->start_x) < 1e-9
         && fabs (uy - s->start_y) < 1e-9 && s->table_width == sand_scenario_get_width (scenario)
         && s->table_height == sand_scenario_get_height (scenario);
}

SandReason *
_sand_reach_field_decide (SandReachField *self,
                          double          x,
                          double          y,
                          SandScenario   *scenario,
                          SandRuleset    *ruleset,
                          SandUnit       *unit)
{
  const SandMoveSnapshot *s = self->snap;
  g_autoptr (GArray) list = g_array_new (FALSE, TRUE, sizeof (Candidate));
  SandReachWalk walk;
  double zoc_cost;
  guint walked;

  if (!field_matches (s, scenario, ruleset, unit))
    return NULL;
  g_array_set_clear_func (list, candidate_clear);
  _sand_reach_field_walk (self, x, y, _sand_reach_field_zoc_point (self, x, y, &zoc_cost, NULL) == SAND_ZOC_POINT_ON_LINE,
                          &walk);
  for (guint i = 0; i < walk.met->len; i++)
    {
      const SandReachMet *m = &g_array_index (walk.met, SandReachMet, i);
      consider (list, m->said, m->how, m->tier);
    }
  walked = list->len;
  _sand_reach_walk_clear (&walk);
  scan_ellipse (s, x, y, list);
  g_array_sort_with_data (list, compare_candidates, GUINT_TO_POINTER (walked));

  SandBounds box = ways_box (s, x, y);
  double cells = MAX (1.0, ceil ((MIN (box.x1, s->table_width) - MAX (box.x0, 0.0)) / s->cell)
                             * ceil ((MIN (box.y1, s->table_height) - MAX (box.y0, 0.0)) / s->cell));
  guint tries = (guint) CLAMP (MAX_CELLS_TRIED / cells, 1, MAX_TRIED);

  for (guint i = 0; i < MIN (list->len, tries); i++)
    {
      const Candidate *c = &g_array_index (list, Candidate, i);
      g_autoptr (SandReachField) without = relaxed_field (self, c->key, x, y, scenario, ruleset, unit);

      if (without == NULL || !sand_reach_field_is_reachable (without, x, y))
        continue;
      switch (c->how)
        {
        case SAND_REACH_LIMITS:
          return _sand_reach_limit_reason (sand_reason_copy (c->said), c->tier);
        case SAND_REACH_SLOWS:
          return _sand_reach_costs_more_reason (s, sand_reason_copy (c->said));
        case SAND_REACH_BLOCKS:
        default:
          return sand_reason_copy (c->said);
        }
    }
  return NULL;
}
