/* sand-reach-floors.c: the upper floors of buildings as destinations.
 *
 * The plan view is the ground floor. To stand on floor k a unit gets inside the
 * building's outline (anywhere: the stairs may be anywhere inside) and climbs k
 * storeys, each the snapshot's floor height with the effect of going up. When
 * going up has a worst-terrain tier, the whole move is that tier's: the way in
 * of each tier's solve counts within the lower of the two. That is exact with
 * the tiers the ground has: the lowest of them at or above going up's allows
 * the same ground as a solve of going up's own would. Its own building a unit
 * need not leave: the same floor costs nothing, higher ones are climbed and
 * lower ones descended where it stands.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "sand-reach-field-private.h"
#include "sand-reach-floors.h"

#define EPS 1e-6

void
sand_reach_floors_set_tier (SandReachField *self,
                            guint           tier,
                            const double   *site_min)
{
  const SandMoveSnapshot *s = self->snap;
  guint nt = s->n_tiers;

  if (s->floor_sites == NULL || tier >= nt)
    return;
  if (self->floor_min == NULL)
    {
      self->floor_min = g_new (double, s->floor_sites->len * nt);
      for (guint k = 0; k < s->floor_sites->len * nt; k++)
        self->floor_min[k] = INFINITY;
    }
  for (guint i = 0; i < s->floor_sites->len; i++)
    self->floor_min[i * nt + tier] = site_min[i];
}

void
sand_reach_floors_see_tier (SandReachField *self,
                            const float    *g,
                            const int      *box,
                            guint           tier)
{
  const SandMoveSnapshot *s = self->snap;

  if (s->floor_sites == NULL || tier >= s->n_tiers)
    return;
  g_autofree double *best = g_new (double, s->floor_sites->len);
  for (guint i = 0; i < s->floor_sites->len; i++)
    {
      const SandMoveFloorSite *site = &g_array_index (s->floor_sites, SandMoveFloorSite, i);

      best[i] = INFINITY;
      for (guint k = 0; k < site->cells->len; k++)
        {
          int c = g_array_index (site->cells, int, k), ci = c % s->width, cj = c / s->width;
          if (ci >= box[0] && ci <= box[2] && cj >= box[1] && cj <= box[3])
            best[i] = MIN (best[i], g[c]);
        }
    }
  sand_reach_floors_set_tier (self, tier, best);
}

/* The move a storey's effect leaves: its tier, or the allowance. */
static double
floor_limit (const SandMoveEffect *e,
             double                allowance)
{
  return e->tier > 0 ? MIN (allowance, e->tier) : allowance;
}

/* A reason of @rule about floor @floor of @site, with @cause (taken, may be NULL). */
static SandReason *
floor_said (const SandMoveFloorSite *site,
            int                      floor,
            SandReasonRule           rule,
            SandReason              *cause)
{
  SandReason *r = sand_reason_new (rule);

  sand_reason_set_who (r, SAND_REASON_WHO_FEATURE, "building", site->id, site->name);
  r->floor = floor;
  sand_reason_set_cause (r, cause);
  return r;
}

/* Why the floor is out of reach, given what the way there would need. */
static SandReason *
floor_reason (const SandMoveSnapshot  *s,
              const SandMoveFloorSite *site,
              int                      floor,
              const SandMoveEffect    *e,
              double                   limit,
              double                   need)
{
  const SandReason *going = _sand_reach_reason (s, e->reason);
  SandReason *r;

  if (e->flags & SAND_MOVE_BLOCKED)
    return floor_said (site, floor, SAND_REASON_FLOOR_BLOCKED, going ? sand_reason_copy (going) : NULL);
  if (need < INFINITY && e->tier > 0 && going != NULL)
    {
      r = floor_said (site, floor, SAND_REASON_FLOOR_LIMIT, sand_reason_copy (going));
      r->length = need;
      return r;
    }
  if (need == INFINITY)
    return floor_said (site, floor, SAND_REASON_FLOOR_UNREACHED, NULL);
  r = floor_said (site, floor, SAND_REASON_FLOOR_TOO_FAR, NULL);
  r->allowance = limit;
  r->length = need;
  return r;
}

/* Floor @floor of @site, from floor @from of the same building: up or down where
 * the unit stands. */
static void
floor_from_own (const SandMoveSnapshot  *s,
                const SandMoveFloorSite *site,
                int                      from,
                SandReachFloor          *r)
{
  const SandMoveEffect *e = r->floor > from ? &s->floor_up : &s->floor_down;
  double cost = abs (r->floor - from) * s->floor_height * sand_move_effect_cost (e, s->allowance);
  double limit = floor_limit (e, s->allowance);

  if (r->floor == from || (!(e->flags & SAND_MOVE_BLOCKED) && cost <= limit + EPS))
    {
      r->reachable = TRUE;
      r->cost = r->floor == from ? 0 : cost;
    }
  else
    r->reason = floor_reason (s, site, r->floor, e, limit, cost);
}

/* The ground the unit stands on forbids a move of @budget (At The Double on a
 * building's Slow base): it may not climb either. */
static gboolean
start_blocked (const SandMoveSnapshot *s,
               double                  budget)
{
  int c = sand_move_snapshot_cell_index (s, s->start_x, s->start_y);
  const SandMoveEffect *e;

  if (c < 0)
    return FALSE;
  e = &g_array_index (s->kinds, SandCellKind, s->kind[c]).effect;
  return (e->flags & SAND_MOVE_BLOCKED) || (e->tier > 0 && e->tier < budget - 1e-9);
}

/* Floor @floor of site @i from the ground: in at the cheapest point of a tier's
 * solve, then up, within the lower of that tier and going up's. */
static void
floor_from_ground (SandReachField          *self,
                   guint                    i,
                   const SandMoveFloorSite *site,
                   SandReachFloor          *r)
{
  const SandMoveSnapshot *s = self->snap;
  const SandMoveEffect *e = &s->floor_up;
  double climb = r->floor * s->floor_height * sand_move_effect_cost (e, s->allowance);
  double best = INFINITY, need = INFINITY, limit = 0;

  for (guint t = 0; t < s->n_tiers; t++)
    {
      double g = self->floor_min ? self->floor_min[i * s->n_tiers + t] : INFINITY;
      double lim = floor_limit (e, s->tiers[t]);

      /* already inside: no way in to pay, whatever the raster's cell says */
      if (site->holds_start)
        g = start_blocked (s, s->tiers[t]) ? INFINITY : s->start_cost;
      limit = MAX (limit, lim);
      need = MIN (need, g + climb);
      if (g + climb <= lim + EPS)
        best = MIN (best, g + climb);
    }
  int c = sand_move_snapshot_cell_index (s, s->start_x, s->start_y);
  const SandReason *here = c >= 0 ? _sand_reach_reason (s, g_array_index (s->kinds, SandCellKind, s->kind[c]).effect.reason)
                                  : NULL;

  if (!(e->flags & SAND_MOVE_BLOCKED) && best < INFINITY)
    {
      r->reachable = TRUE;
      r->cost = best;
    }
  else if (site->holds_start && need == INFINITY && here != NULL)
    /* why the unit may not move from where it stands */
    r->reason = floor_said (site, r->floor, SAND_REASON_FLOOR_START, sand_reason_copy (here));
  else
    r->reason = floor_reason (s, site, r->floor, e, limit, need);
}

void
sand_reach_floors_finish (SandReachField *self)
{
  const SandMoveSnapshot *s = self->snap;

  self->floors = g_array_new (FALSE, FALSE, sizeof (SandReachFloor));
  for (guint i = 0; s->floor_sites != NULL && i < s->floor_sites->len; i++)
    {
      const SandMoveFloorSite *site = &g_array_index (s->floor_sites, SandMoveFloorSite, i);

      for (int k = 1; k < site->n_floors; k++)
        {
          SandReachFloor r = { site->id, site->name, k, FALSE, -1, NULL, site->x, site->y };

          if ((int) i == s->start_site)
            floor_from_own (s, site, s->start_floor, &r);
          else
            floor_from_ground (self, i, site, &r);
          g_array_append_val (self->floors, r);
        }
    }
}

void
sand_reach_floors_clear (SandReachField *self)
{
  for (guint i = 0; self->floors != NULL && i < self->floors->len; i++)
    sand_reason_free (g_array_index (self->floors, SandReachFloor, i).reason);
  g_clear_pointer (&self->floors, g_array_unref);
  g_clear_pointer (&self->floor_min, g_free);
}

guint
sand_reach_field_n_floors (SandReachField *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->floors != NULL ? self->floors->len : 0;
}

const SandReachFloor *
sand_reach_field_floor (SandReachField *self,
                        guint           index)
{
  g_return_val_if_fail (self != NULL && index < sand_reach_field_n_floors (self), NULL);
  return &g_array_index (self->floors, SandReachFloor, index);
}
