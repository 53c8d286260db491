/* sand-hex-reach.c: the hex reach solver.
 *
 * Two searches share one box of cells around the start: any steps within the
 * allowance, and steps that all follow a road within the allowance plus the road
 * bonus ("a move made entirely along a road"). Each keeps its own costs and way
 * back, so a road path is never stitched onto an off-road one. A hex answers with
 * the cheaper of the two that reaches it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "sand-error.h"
#include "sand-hex-reach.h"
#include "sand-sight.h"
#include "sand-strength.h"

#define EPSILON 1e-9

enum
{
  LAYER_ANY,
  LAYER_ROAD,
  N_LAYERS,
};

enum
{
  CELL_BLOCKED = 1 << 0,   /* may not be entered */
  CELL_NO_END = 1 << 1,    /* may be passed, not ended in */
};

typedef struct
{
  double cost[N_LAYERS];   /* hexes spent to get here; INFINITY when not reached */
  gint8  back[N_LAYERS];   /* direction to the previous hex; -1 at the start */
  guint8 flags;
  double step;             /* hexes spent entering this hex */
  int    reason;           /* why it is blocked or may not be ended in; -1 */
  int    side_reason;      /* why a step into it from a reached hex was refused; -1 */
} Cell;

struct _SandHexReach
{
  gatomicrefcount ref_count;

  SandHexMap *map;
  SandHex     start;
  double      allowance;
  double      bonus;
  int         radius;      /* no path leaves start ± radius in q and r */
  SandHex     min;         /* the box of cells: start ± radius, cut to the table's */
  int         nq, nr;      /*   hexes and one ring round them */
  Cell       *cells;
  GPtrArray  *reasons;     /* SandReason, indexed by Cell.reason */
};

G_DEFINE_BOXED_TYPE (SandHexReach, sand_hex_reach, sand_hex_reach_ref, sand_hex_reach_unref)

typedef struct
{
  SandHexReach      *reach;
  SandRuleset       *rs;
  SandRulesetContext ctx;
  const char        *class_name;
} Solve;

SandHexReach *
sand_hex_reach_ref (SandHexReach *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_atomic_ref_count_inc (&self->ref_count);
  return self;
}

void
sand_hex_reach_unref (SandHexReach *self)
{
  g_return_if_fail (self != NULL);
  if (!g_atomic_ref_count_dec (&self->ref_count))
    return;
  sand_hex_map_unref (self->map);
  g_free (self->cells);
  g_ptr_array_unref (self->reasons);
  g_free (self);
}

static Cell *
cell_at (SandHexReach *self,
         SandHex       hex)
{
  gint64 i = (gint64) hex.q - self->min.q;
  gint64 j = (gint64) hex.r - self->min.r;

  if (i < 0 || j < 0 || i >= self->nq || j >= self->nr)
    return NULL;
  return &self->cells[j * self->nq + i];
}

static SandHex
hex_of (SandHexReach *self,
        int           index)
{
  return (SandHex) { self->min.q + index % self->nq, self->min.r + index / self->nq };
}

static int
add_reason (SandHexReach *self,
            SandReason   *reason)
{
  g_ptr_array_add (self->reasons, reason);
  return (int) self->reasons->len - 1;
}

/* Blocked beats may-not-end: the first reason of the stronger kind is kept
 * (@reason is taken). */
static void
mark (SandHexReach *self,
      Cell         *cell,
      guint8        flag,
      SandReason   *reason)
{
  gboolean stronger = flag == CELL_BLOCKED ? !(cell->flags & CELL_BLOCKED) : cell->flags == 0;

  if (stronger)
    cell->reason = add_reason (self, reason);
  else
    sand_reason_free (reason);
  cell->flags |= flag;
}

/* @who in @hex (@to: on the side toward it, else NULL) by going @g, said by its name. */
static SandReason *
going_reason (const SandReason      *who,
              const SandGoingEffect *g,
              SandHex                hex,
              const SandHex         *to)
{
  SandReason *r = sand_reason_copy (who);

  r->rule = SAND_REASON_GOING;
  r->going = g_strdup (g->ids ? g->ids : "impassable");
  r->going_name = g_strdup (g->label);
  r->says = SAND_GOING_SAYS_NAME;
  r->has_hex = TRUE;
  r->hex = hex;
  if (to != NULL)
    {
      r->has_side = TRUE;
      r->to = *to;
    }
  return r;
}

/* Applies a going to @hex: impassable or forbidden blocks it, no-end keeps the
 * unit from stopping, a rate makes the step dearer. @who is what is there. */
static void
apply_going (Solve                 *s,
             Cell                  *cell,
             SandHex                hex,
             const SandGoingEffect *g,
             const SandReason      *who)
{
  if (g->impassable || g->forbidden || g->rate <= 0)
    mark (s->reach, cell, CELL_BLOCKED, going_reason (who, g, hex, NULL));
  else
    {
      if (g->no_end)
        mark (s->reach, cell, CELL_NO_END, going_reason (who, g, hex, NULL));
      /* a step is never cheaper than one hex */
      cell->step = MAX (cell->step, 1.0 / MIN (g->rate, 1.0));
    }
}

/* A reason about @who: a feature (@f) or a unit (@u). */
static SandReason *
who_reason (SandReasonRule rule,
            SandReasonWho  who,
            SandFeature   *f,
            SandUnit      *u)
{
  SandReason *r = sand_reason_new (rule);

  if (f != NULL)
    sand_reason_set_who (r, who, sand_terrain_kind_to_string (sand_feature_get_kind (f)), sand_feature_get_id (f),
                         sand_feature_get_name (f));
  else
    sand_reason_set_who (r, who, NULL, sand_unit_get_id (u), sand_unit_get_name (u));
  return r;
}

static void
init_terrain (Solve *s,
              Cell  *cell,
              SandHex hex)
{
  SandHexMap *map = s->reach->map;
  SandTerrainKind kind = sand_hex_map_terrain (map, hex);
  SandGoingEffect g = { 0 };

  if (!sand_hex_map_on_table (map, hex))
    {
      SandReason *off = sand_reason_new (SAND_REASON_HEX_OFF_TABLE);
      off->has_hex = TRUE;
      off->hex = hex;
      mark (s->reach, cell, CELL_BLOCKED, off);
      return;
    }
  if (kind == SAND_HEX_OPEN_GROUND)
    return;
  if (sand_ruleset_lookup_terrain (s->rs, &s->ctx, kind, FALSE, &g) && !sand_going_effect_is_clear (&g))
    {
      g_autoptr (SandReason) who = who_reason (SAND_REASON_GOING, SAND_REASON_WHO_FEATURE,
                                               sand_hex_map_terrain_feature (map, hex), NULL);
      apply_going (s, cell, hex, &g, who);
    }
  sand_going_effect_clear (&g);
}

static void
init_units (Solve      *s,
            GListModel *units,
            SandUnit   *self)
{
  SandHexReach *reach = s->reach;
  SandUnitRules rules;
  SandSide *side = sand_unit_get_side (self);
  const char *team = sand_unit_get_team (self);

  sand_ruleset_lookup_units (s->rs, &s->ctx, &rules);
  for (guint i = 0; units && i < g_list_model_get_n_items (units); i++)
    {
      g_autoptr (SandUnit) u = g_list_model_get_item (units, i);
      SandHex hex = sand_hex_unit_hex (reach->map, u);
      Cell *cell = cell_at (reach, hex);

      /* "any unit that has been eliminated is removed immediately": a unit
       * whose strength is down to the ruleset's point of elimination stands
       * crossed out until the players lift it, and is in no one's way meanwhile */
      if (u == self || cell == NULL || sand_strength_eliminated (s->rs, u))
        continue;
      if (side != NULL && sand_unit_get_side (u) != NULL && sand_unit_get_side (u) != side)
        {
          if (rules.enemies_block)
            {
              SandReason *held = who_reason (SAND_REASON_HEX_ENEMY, SAND_REASON_WHO_ENEMY, NULL, u);
              held->has_hex = TRUE;
              held->hex = hex;
              mark (reach, cell, CELL_BLOCKED, held);
            }
          continue;
        }
      gboolean same = team != NULL && g_strcmp0 (team, sand_unit_get_team (u)) == 0;
      g_autoptr (SandReason) who = who_reason (SAND_REASON_GOING, SAND_REASON_WHO_FRIEND, NULL, u);
      apply_going (s, cell, hex, same ? &rules.same_team : &rules.other, who);
      if (!rules.may_end_on)
        {
          SandReason *held = who_reason (SAND_REASON_HEX_FRIEND, SAND_REASON_WHO_FRIEND, NULL, u);
          held->has_hex = TRUE;
          held->hex = hex;
          mark (reach, cell, CELL_NO_END, held);
        }
    }
  sand_unit_rules_clear (&rules);
}

/* What crossing the side from @hex toward @direction does; FALSE when no
 * watercourse runs there. */
static gboolean
lookup_side (Solve           *s,
             SandHex          hex,
             int              direction,
             SandFeature    **water,
             SandGoingEffect *g)
{
  SandFeature *crossing = NULL;

  *water = sand_hex_map_side_watercourse (s->reach->map, hex, direction, &crossing);
  if (*water == NULL)
    return FALSE;
  if (crossing == NULL || crossing == *water)
    sand_ruleset_lookup_terrain (s->rs, &s->ctx, sand_feature_get_kind (*water), crossing != NULL, g);
  else
    sand_ruleset_lookup_terrain (s->rs, &s->ctx, sand_feature_get_kind (crossing), FALSE, g);
  return TRUE;
}

static SandReason *
describe_side (SandFeature           *water,
               SandHex                from,
               SandHex                to,
               const SandGoingEffect *g)
{
  g_autoptr (SandReason) who = who_reason (SAND_REASON_GOING, SAND_REASON_WHO_FEATURE, water, NULL);

  return going_reason (who, g, from, &to);
}

/* A binary min-heap of (cost, cell index). */
typedef struct
{
  double cost;
  int    index;
} Entry;

static void
heap_push (GArray *heap,
           double  cost,
           int     index)
{
  Entry e = { cost, index };
  guint i = heap->len;

  g_array_append_val (heap, e);
  while (i > 0 && g_array_index (heap, Entry, (i - 1) / 2).cost > cost)
    {
      g_array_index (heap, Entry, i) = g_array_index (heap, Entry, (i - 1) / 2);
      i = (i - 1) / 2;
    }
  g_array_index (heap, Entry, i) = e;
}

static Entry
heap_pop (GArray *heap)
{
  Entry top = g_array_index (heap, Entry, 0);
  Entry last = g_array_index (heap, Entry, heap->len - 1);
  guint i = 0, n = heap->len - 1;

  g_array_set_size (heap, n);
  while (n > 0)
    {
      guint c = 2 * i + 1;
      if (c >= n)
        break;
      if (c + 1 < n && g_array_index (heap, Entry, c + 1).cost < g_array_index (heap, Entry, c).cost)
        c++;
      if (g_array_index (heap, Entry, c).cost >= last.cost)
        break;
      g_array_index (heap, Entry, i) = g_array_index (heap, Entry, c);
      i = c;
    }
  if (n > 0)
    g_array_index (heap, Entry, i) = last;
  return top;
}

static void
search (Solve *s,
        int    layer,
        double budget)
{
  SandHexReach *reach = s->reach;
  g_autoptr (GArray) heap = g_array_new (FALSE, FALSE, sizeof (Entry));
  Cell *start = cell_at (reach, reach->start);

  start->cost[layer] = 0;
  heap_push (heap, 0, (int) (start - reach->cells));
  while (heap->len > 0)
    {
      Entry e = heap_pop (heap);
      Cell *here = &reach->cells[e.index];
      SandHex hex = hex_of (reach, e.index);

      if (e.cost > here->cost[layer])
        continue; /* a stale entry */
      for (int d = 0; d < 6; d++)
        {
          SandHex next = sand_hex_neighbor (hex, d);
          Cell *there = cell_at (reach, next);
          SandGoingEffect g = { 0 };
          SandFeature *water;
          double cost;

          if (there == NULL || (there->flags & CELL_BLOCKED))
            continue;
          if (layer == LAYER_ROAD && sand_hex_map_road_link (reach->map, hex, d) == NULL)
            continue;
          cost = e.cost + there->step;
          if (lookup_side (s, hex, d, &water, &g))
            {
              if (g.impassable || g.forbidden)
                {
                  if (cost <= budget + EPSILON && there->side_reason < 0)
                    there->side_reason = add_reason (reach, describe_side (water, hex, next, &g));
                  sand_going_effect_clear (&g);
                  continue;
                }
              cost += g.lose;
            }
          sand_going_effect_clear (&g);
          if (cost > budget + EPSILON || cost >= there->cost[layer] - EPSILON)
            continue;
          there->cost[layer] = cost;
          there->back[layer] = (gint8) ((d + 3) % 6);
          heap_push (heap, cost, (int) (there - reach->cells));
        }
    }
}

static const char *
unit_attr (const char *name,
           gpointer    user_data)
{
  return sand_unit_get_attr (user_data, name);
}

/* The box of cells: every hex within the radius of the start, less those more
 * than a ring off the table (each answers as off the table, see
 * sand_hex_reach_why), so that its size is bound by the table's grid, never by
 * the allowance. A start off the table has its ring only. */
static void
place_box (SandHexReach *self)
{
  SandHex lo, hi, s = self->start;
  int r = self->radius;

  sand_hex_map_get_box (self->map, &lo, &hi);
  gint64 q0 = MAX ((gint64) s.q - r, (gint64) lo.q - 1), q1 = MIN ((gint64) s.q + r, (gint64) hi.q + 1);
  gint64 r0 = MAX ((gint64) s.r - r, (gint64) lo.r - 1), r1 = MIN ((gint64) s.r + r, (gint64) hi.r + 1);

  if (s.q < q0 || s.q > q1 || s.r < r0 || s.r > r1)
    {
      q0 = s.q - 1, q1 = s.q + 1;
      r0 = s.r - 1, r1 = s.r + 1;
    }
  self->min = (SandHex) { (int) q0, (int) r0 };
  self->nq = (int) (q1 - q0 + 1);
  self->nr = (int) (r1 - r0 + 1);
}

static SandHexReach *
compute (SandHexMap    *map,
         SandRuleset   *ruleset,
         GListModel    *units,
         SandUnit      *unit,
         const char    *mode_id,
         const SandHex *start,
         GError       **error)
{
  g_return_val_if_fail (map != NULL, NULL);
  g_return_val_if_fail (SAND_IS_RULESET (ruleset), NULL);
  g_return_val_if_fail (units == NULL || G_IS_LIST_MODEL (units), NULL);
  g_return_val_if_fail (SAND_IS_UNIT (unit), NULL);

  const char *class_id = sand_unit_get_class (unit);
  g_auto (GStrv) modes = sand_ruleset_class_modes (ruleset, class_id);
  g_auto (GStrv) specials = sand_unit_list_specials (unit);
  double allowance, strength;

  if (sand_ruleset_find_class (ruleset, class_id) == NULL)
    {
      /* as the move compiler's snapshot says it (sand_ruleset_unit_allowance) */
      g_set_error (error, SAND_ERROR, SAND_ERROR_NOT_FOUND, _("The ruleset “%s” has no unit class “%s”"),
                   sand_ruleset_get_id (ruleset), class_id ? class_id : "");
      return NULL;
    }
  if (mode_id == NULL || !g_strv_contains ((const char * const *) modes, mode_id))
    {
      g_set_error (error, SAND_ERROR, SAND_ERROR_NOT_FOUND,
                   _("The unit “%s” (class “%s”) has no mode “%s” in the ruleset “%s”"),
                   sand_unit_get_id (unit), class_id ? class_id : "", mode_id ? mode_id : "",
                   sand_ruleset_get_id (ruleset));
      return NULL;
    }
  if (sand_strength_get (ruleset, unit, &strength) && sand_strength_is_eliminated (ruleset, strength))
    {
      g_set_error (error, SAND_ERROR, SAND_ERROR_INVALID,
                   _("The unit “%s” has been eliminated (strength %g): it is removed, not moved"),
                   sand_unit_get_id (unit), strength);
      return NULL;
    }
  /* hexes, not lengths: no ground scale applies */
  if (!sand_ruleset_allowance (ruleset, class_id, mode_id, unit_attr, unit, 1.0, &allowance, error))
    return NULL;

  SandHexReach *self = g_new0 (SandHexReach, 1);
  Solve s = { self, ruleset, { class_id, mode_id, (const char * const *) specials } };

  g_atomic_ref_count_init (&self->ref_count);
  self->map = sand_hex_map_ref (map);
  self->start = start ? *start : sand_hex_unit_hex (map, unit);
  self->allowance = allowance;
  self->bonus = sand_ruleset_lookup_road_bonus (ruleset, &s.ctx);
  self->reasons = g_ptr_array_new_with_free_func ((GDestroyNotify) sand_reason_free);
  /* a step costs at least one hex, and no path is longer than the table has hexes;
   * one ring more keeps the reasons of the hexes just beyond the reach */
  double reach = MIN (ceil (allowance + self->bonus - EPSILON), (double) sand_hex_map_get_hexes (map)->len);
  self->radius = (reach > 0 ? (int) reach : 0) + 1;
  place_box (self);
  self->cells = g_new0 (Cell, (gsize) self->nq * self->nr);

  for (int i = 0; i < self->nq * self->nr; i++)
    {
      Cell *cell = &self->cells[i];

      for (int l = 0; l < N_LAYERS; l++)
        {
          cell->cost[l] = INFINITY;
          cell->back[l] = -1;
        }
      cell->step = 1.0;
      cell->reason = cell->side_reason = -1;
      init_terrain (&s, cell, hex_of (self, i));
    }
  init_units (&s, units, unit);

  /* the unit is already there: leaving its own hex is always allowed */
  cell_at (self, self->start)->flags &= (guint8) ~CELL_BLOCKED;
  search (&s, LAYER_ANY, allowance);
  if (self->bonus > 0)
    search (&s, LAYER_ROAD, allowance + self->bonus);
  return self;
}

SandHexReach *
sand_hex_reach_compute (SandHexMap  *map,
                        SandRuleset *ruleset,
                        GListModel  *units,
                        SandUnit    *unit,
                        const char  *mode_id,
                        GError     **error)
{
  return compute (map, ruleset, units, unit, mode_id, NULL, error);
}

SandHexReach *
sand_hex_reach_compute_for_scenario (SandScenario *scenario,
                                     SandRuleset  *ruleset,
                                     SandUnit     *unit,
                                     const char   *mode_id,
                                     GError      **error)
{
  return sand_hex_reach_compute_for_scenario_from (scenario, ruleset, unit, mode_id, NULL, error);
}

SandHexReach *
sand_hex_reach_compute_for_scenario_from (SandScenario    *scenario,
                                          SandRuleset     *ruleset,
                                          SandUnit        *unit,
                                          const char      *mode_id,
                                          const SandPoint *start,
                                          GError         **error)
{
  g_return_val_if_fail (SAND_IS_SCENARIO (scenario), NULL);

  SandHexGrid grid;
  SandHex from;

  if (!sand_hex_grid_from_scenario (&grid, scenario))
    {
      g_set_error (error, SAND_ERROR, SAND_ERROR_INVALID,
                   _("The ruleset “%s” is played on hexes, but the scenario has no hex grid; "
                     "give it one (<grid type=\"hex\" …/>)"),
                   sand_ruleset_get_id (ruleset));
      return NULL;
    }
  if (!(sand_hex_grid_box_on_table (&grid, sand_scenario_get_width (scenario), sand_scenario_get_height (scenario))
        <= SAND_HEX_MAX_BOX))
    {
      g_set_error (error, SAND_ERROR, SAND_ERROR_INVALID,
                   _("The hex grid is too fine for this table: hex moves are worked out over at most %u hexes "
                     "round the table; give the grid larger hexes"),
                   (guint) SAND_HEX_MAX_BOX);
      return NULL;
    }
  g_autoptr (SandHexMap) map = sand_hex_map_new (scenario, &grid);
  if (start != NULL)
    from = sand_hex_grid_hex_at (&grid, start->x, start->y);
  return compute (map, ruleset, sand_scenario_get_units (scenario), unit, mode_id, start ? &from : NULL, error);
}

SandHexMap *
sand_hex_reach_get_map (SandHexReach *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->map;
}

SandHex
sand_hex_reach_get_start (SandHexReach *self)
{
  g_return_val_if_fail (self != NULL, ((SandHex) { 0, 0 }));
  return self->start;
}

double
sand_hex_reach_get_allowance (SandHexReach *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->allowance;
}

double
sand_hex_reach_get_road_bonus (SandHexReach *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->bonus;
}

/* The search whose answer counts for @cell: the cheaper within its budget, the
 * move on any ground when both cost the same; -1 when neither reaches it. */
static int
best_layer (SandHexReach *self,
            const Cell   *cell)
{
  gboolean any = cell->cost[LAYER_ANY] <= self->allowance + EPSILON;
  gboolean road = cell->cost[LAYER_ROAD] <= self->allowance + self->bonus + EPSILON;

  if (any && (!road || cell->cost[LAYER_ANY] <= cell->cost[LAYER_ROAD]))
    return LAYER_ANY;
  return road ? LAYER_ROAD : -1;
}

static int
end_layer (SandHexReach *self,
           SandHex       hex)
{
  Cell *cell = cell_at (self, hex);

  if (cell == NULL || (!sand_hex_equal (hex, self->start) && (cell->flags & CELL_NO_END)))
    return -1;
  return best_layer (self, cell);
}

gboolean
sand_hex_reach_is_reachable (SandHexReach *self,
                             SandHex       hex)
{
  g_return_val_if_fail (self != NULL, FALSE);
  return end_layer (self, hex) >= 0;
}

double
sand_hex_reach_cost (SandHexReach *self,
                     SandHex       hex)
{
  g_return_val_if_fail (self != NULL, -1);

  int layer = end_layer (self, hex);
  return layer >= 0 ? cell_at (self, hex)->cost[layer] : -1;
}

gboolean
sand_hex_reach_by_road (SandHexReach *self,
                        SandHex       hex)
{
  g_return_val_if_fail (self != NULL, FALSE);
  return end_layer (self, hex) == LAYER_ROAD;
}

GArray *
sand_hex_reach_path (SandHexReach *self,
                     SandHex       hex)
{
  g_return_val_if_fail (self != NULL, NULL);

  int layer = end_layer (self, hex);
  if (layer < 0)
    return NULL;

  GArray *path = g_array_new (FALSE, FALSE, sizeof (SandHex));
  for (;;)
    {
      int back = cell_at (self, hex)->back[layer];

      g_array_prepend_val (path, hex);
      if (back < 0)
        break;
      hex = sand_hex_neighbor (hex, back);
    }
  return path;
}

SandReason *
sand_hex_reach_why (SandHexReach *self,
                    SandHex       hex)
{
  g_return_val_if_fail (self != NULL, NULL);

  Cell *cell = cell_at (self, hex);
  SandReason *r;

  if (sand_hex_reach_is_reachable (self, hex))
    return NULL;
  /* off the table, within the radius, though beyond the cells kept */
  if (cell == NULL && !sand_hex_map_on_table (self->map, hex)
      && ABS ((gint64) hex.q - self->start.q) <= self->radius && ABS ((gint64) hex.r - self->start.r) <= self->radius)
    {
      r = sand_reason_new (SAND_REASON_HEX_OFF_TABLE);
      r->has_hex = TRUE;
      r->hex = hex;
      return r;
    }
  if (cell != NULL && cell->reason >= 0
      && ((SandReason *) g_ptr_array_index (self->reasons, cell->reason))->rule == SAND_REASON_HEX_OFF_TABLE)
    return sand_reason_copy (g_ptr_array_index (self->reasons, cell->reason));
  /* even the fewest hexes there are more than the move */
  if (sand_hex_distance (self->start, hex) > self->allowance + self->bonus + EPSILON)
    cell = NULL;
  /* what the hex itself holds: it stops every way there */
  if (cell != NULL && cell->reason >= 0)
    return sand_reason_copy (g_ptr_array_index (self->reasons, cell->reason));
  if (cell != NULL && cell->side_reason >= 0)
    return sand_reason_copy (g_ptr_array_index (self->reasons, cell->side_reason));
  r = sand_reason_new (SAND_REASON_HEX_BEYOND);
  r->has_hex = TRUE;
  r->hex = hex;
  r->allowance = self->allowance;
  r->bonus = self->bonus;
  return r;
}

typedef struct
{
  SandHex hex;
  double  cost;
  double  x, y;
} Ranked;

static int
compare_ranked (gconstpointer a,
                gconstpointer b)
{
  const Ranked *ra = a, *rb = b;

  if (ra->cost != rb->cost)
    return ra->cost < rb->cost ? -1 : 1;
  if (fabs (ra->y - rb->y) > EPSILON)
    return ra->y < rb->y ? -1 : 1;
  return (ra->x > rb->x) - (ra->x < rb->x);
}

GArray *
sand_hex_reach_get_reachable (SandHexReach *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  g_autoptr (GArray) ranked = g_array_new (FALSE, FALSE, sizeof (Ranked));
  GArray *hexes;

  for (int i = 0; i < self->nq * self->nr; i++)
    {
      Ranked r = { hex_of (self, i), 0, 0, 0 };

      r.cost = sand_hex_reach_cost (self, r.hex);
      if (r.cost < 0)
        continue;
      sand_hex_grid_center (sand_hex_map_get_grid (self->map), r.hex, &r.x, &r.y);
      g_array_append_val (ranked, r);
    }
  g_array_sort (ranked, compare_ranked);
  hexes = g_array_sized_new (FALSE, FALSE, sizeof (SandHex), ranked->len);
  for (guint i = 0; i < ranked->len; i++)
    g_array_append_val (hexes, g_array_index (ranked, Ranked, i).hex);
  return hexes;
}

double
sand_hex_reach_area (SandHexReach *self)
{
  g_return_val_if_fail (self != NULL, 0);

  g_autoptr (GArray) hexes = sand_hex_reach_get_reachable (self);
  double size = sand_hex_map_get_grid (self->map)->size;

  /* a regular hexagon of width @size across flats */
  return hexes->len * size * size * sqrt (3.0) / 2.0;
}
