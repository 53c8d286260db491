/* sand-move-group.c: a group's figures laid over one another into one move
 * for its lead (sand-move-group.h), and where the figures end.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "sand-move-builder-private.h"
#include "sand-group-turns.h"
#include "sand-move-compile-private.h"
#include "sand-move-group.h"

/* The reason @index of @from, as one of @to's. */
static int
move_reason (SandMoveBuilder *to,
             SandMoveBuilder *from,
             int              index)
{
  if (index < 0)
    return -1;
  return sand_move_builder_add_reason (to, g_ptr_array_index (from->snap->reasons, index));
}

static SandMoveEffect
moved_effect (SandMoveBuilder      *to,
              SandMoveBuilder      *from,
              const SandMoveEffect *e)
{
  SandMoveEffect m = *e;

  m.reason = move_reason (to, from, e->reason);
  m.tier_reason = move_reason (to, from, e->tier_reason);
  return m;
}

/* Lays figure @f's ground over the lead's, shifted by (@di, @dj) cells: lead
 * cell c meets what f meets at c + offset; beyond f's raster (off the table
 * for it) nothing is allowed. */
static void
lay_ground (SandMoveBuilder *lead,
            SandMoveBuilder *f,
            int              di,
            int              dj)
{
  SandMoveSnapshot *L = lead->snap, *F = f->snap;
  g_autoptr (GHashTable) seen = g_hash_table_new (g_direct_hash, g_direct_equal);
  g_autofree int *fkind = g_new (int, F->kinds->len);
  SandMoveEffect off;

  sand_move_effect_init (&off);
  off.flags = SAND_MOVE_BLOCKED;
  {
    g_autoptr (SandReason) r = sand_reason_new (SAND_REASON_OFF_TABLE);
    off.reason = sand_move_builder_add_reason (lead, r);
  }
  for (guint k = 0; k < F->kinds->len; k++)
    fkind[k] = -1;
  for (int j = 0; j < L->height; j++)
    for (int i = 0; i < L->width; i++)
      {
        int fi = lead->box_i + i + di - f->box_i, fj = lead->box_j + j + dj - f->box_j;
        int c = j * L->width + i;
        guint fk = fi >= 0 && fj >= 0 && fi < F->width && fj < F->height ? F->kind[fj * F->width + fi] : G_MAXUINT16;
        gpointer key = GUINT_TO_POINTER (((guint) L->kind[c] << 16) | fk);
        gpointer to;

        if (!g_hash_table_lookup_extended (seen, key, NULL, &to))
          {
            SandMoveEffect e = g_array_index (L->kinds, SandCellKind, L->kind[c]).effect;
            SandMoveEffect o = off;

            if (fk != G_MAXUINT16)
              o = moved_effect (lead, f, &g_array_index (F->kinds, SandCellKind, fk).effect);
            sand_move_effect_worst (&e, &o);
            to = GUINT_TO_POINTER ((guint) sand_move_builder_kind_for (lead, &e));
            g_hash_table_insert (seen, key, to);
          }
        L->kind[c] = (guint16) GPOINTER_TO_UINT (to);
      }
}

static void
shift_disc (SandMoveDisc *d,
            double        dx,
            double        dy)
{
  d->x -= dx;
  d->y -= dy;
}

/* Figure f's lines, enemies, friends and zones, shifted by its offset
 * (@dx, @dy) from the lead so the lead meets them where f would. A column's
 * lines lie on the lead's: the worst of the two crossings counts, once. */
static void
lay_obstacles (SandMoveBuilder *lead,
               SandMoveBuilder *f,
               double           dx,
               double           dy)
{
  SandMoveSnapshot *L = lead->snap, *F = f->snap;
  guint first_opening = L->openings->len, n_lead_lines = L->lines->len;

  for (guint k = 0; k < F->openings->len; k++)
    {
      SandMoveOpening o = g_array_index (F->openings, SandMoveOpening, k);
      o.x -= dx;
      o.y -= dy;
      g_array_append_val (L->openings, o);
    }
  for (guint k = 0; k < F->lines->len; k++)
    {
      SandMoveLine l = g_array_index (F->lines, SandMoveLine, k);
      gboolean same = FALSE;

      l.crossing = moved_effect (lead, f, &l.crossing);
      l.ax -= dx, l.ay -= dy, l.bx -= dx, l.by -= dy;
      l.first_opening += first_opening;
      for (guint m = 0; m < n_lead_lines && !same; m++)
        {
          SandMoveLine *o = &g_array_index (L->lines, SandMoveLine, m);
          if (o->ax == l.ax && o->ay == l.ay && o->bx == l.bx && o->by == l.by)
            {
              sand_move_effect_worst (&o->crossing, &l.crossing);
              same = TRUE;
            }
        }
      if (!same)
        g_array_append_val (L->lines, l);
    }
  GArray *lists[][2] = { { F->discs, L->discs }, { F->no_end, L->no_end }, { f->screens, lead->screens } };
  for (guint a = 0; a < G_N_ELEMENTS (lists); a++)
    for (guint k = 0; k < lists[a][0]->len; k++)
      {
        SandMoveDisc d = g_array_index (lists[a][0], SandMoveDisc, k);
        shift_disc (&d, dx, dy);
        if (d.reason >= 0)
          d.reason = move_reason (lead, f, d.reason);
        g_array_append_val (lists[a][1], d);
      }
  for (guint k = 0; k < F->zocs->len; k++)
    {
      SandMoveZoc z = g_array_index (F->zocs, SandMoveZoc, k);
      z.x -= dx;
      z.y -= dy;
      z.reason = move_reason (lead, f, z.reason);
      g_array_append_val (L->zocs, z);
    }
}

SandMoveSnapshot *
sand_move_snapshot_new_group (SandScenario        *scenario,
                              SandRuleset         *ruleset,
                              SandUnit * const    *units,
                              guint                n_units,
                              const SandGroupMove *move,
                              const char          *mode_id,
                              double               resolution,
                              const SandPoint     *starts,
                              GError             **error)
{
  g_return_val_if_fail (n_units >= 1 && move != NULL, NULL);
  g_return_val_if_fail (move->kind == SAND_GROUP_MOVE_FORMATION || move->kind == SAND_GROUP_MOVE_COLUMN, NULL);

  g_autofree SandPoint *at = g_new (SandPoint, n_units);
  g_autofree const char **members = g_new0 (const char *, n_units + 1);
  double allowance = G_MAXDOUBLE;
  gboolean formation = move->kind == SAND_GROUP_MOVE_FORMATION;
  const char *name = move->name != NULL ? sand_ruleset_text (move->name) : move->id;

  if (resolution <= 0)
    resolution = SAND_MOVE_DEFAULT_RESOLUTION;
  for (guint k = 0; k < n_units; k++)
    {
      double inches;

      at[k] = starts ? starts[k] : (SandPoint) { sand_unit_get_x (units[k]), sand_unit_get_y (units[k]) };
      members[k] = sand_unit_get_id (units[k]);
      if (!sand_move_compile_allowance (scenario, ruleset, units[k], mode_id, &inches, error))
        return NULL;
      allowance = MIN (allowance, inches);
    }

  SandMoveBuilder *lead = sand_move_compile_group_figure (scenario, ruleset, units[0], mode_id, resolution, &at[0],
                                                          allowance, members, formation ? name : NULL, error);
  if (lead == NULL)
    return NULL;
  for (guint k = 1; k < n_units; k++)
    {
      /* a column's figures all cross the lead's ground, after it */
      double dx = formation ? at[k].x - at[0].x : 0, dy = formation ? at[k].y - at[0].y : 0;
      int di = (int) lround (dx / resolution), dj = (int) lround (dy / resolution);
      SandPoint from = { at[0].x + di * resolution, at[0].y + dj * resolution };
      SandMoveBuilder *f = sand_move_compile_group_figure (scenario, ruleset, units[k], mode_id, resolution, &from,
                                                           allowance, members, formation ? name : NULL, error);

      if (f == NULL)
        {
          sand_move_builder_free (lead);
          return NULL;
        }
      lay_ground (lead, f, di, dj);
      lay_obstacles (lead, f, di * resolution, dj * resolution);
      sand_move_builder_free (f);
    }
  /* a column follows its lead, who may wheel round to go back; a formation
   * moving back must face about (sand-group-turns.h) */
  SandGroupTurnAbout about;
  sand_group_turn_about (ruleset, units, n_units, &about);
  if (formation && !about.may)
    sand_group_forbid_back (lead, name, at[0], sand_unit_get_facing (units[0]),
                            sand_scenario_get_width (scenario) + sand_scenario_get_height (scenario));
  return sand_move_builder_finish (lead);
}

static double
path_length (const SandPoint *p,
             guint            n)
{
  double len = 0;

  for (guint k = 1; k < n; k++)
    len += hypot (p[k].x - p[k - 1].x, p[k].y - p[k - 1].y);
  return len;
}

/* The point @s inches along the polyline @p. */
static SandPoint
along (const SandPoint *p,
       guint            n,
       double           s)
{
  for (guint k = 1; k < n; k++)
    {
      double len = hypot (p[k].x - p[k - 1].x, p[k].y - p[k - 1].y);
      if (s <= len && len > 0)
        return (SandPoint) { p[k - 1].x + (p[k].x - p[k - 1].x) * s / len, p[k - 1].y + (p[k].y - p[k - 1].y) * s / len };
      s -= len;
    }
  return p[n - 1];
}

GArray *
sand_group_ends (const SandPoint  *starts,
                 guint             n_units,
                 SandGroupMoveKind kind,
                 GArray           *path)
{
  g_return_val_if_fail (path != NULL && path->len >= 1 && n_units >= 1, NULL);

  const SandPoint *p = (const SandPoint *) (void *) path->data;
  SandPoint end = p[path->len - 1];
  GArray *ends = g_array_sized_new (FALSE, FALSE, sizeof (SandPoint), n_units);

  if (kind != SAND_GROUP_MOVE_COLUMN)
    {
      for (guint k = 0; k < n_units; k++)
        {
          SandPoint e = { starts[k].x + end.x - starts[0].x, starts[k].y + end.y - starts[0].y };
          g_array_append_val (ends, e);
        }
      return ends;
    }
  /* the column's way: from the last figure's start through those ahead of
   * it to the lead's, then the lead's way */
  g_autoptr (GArray) route = g_array_new (FALSE, FALSE, sizeof (SandPoint));
  for (guint k = n_units; k-- > 1;)
    g_array_append_val (route, starts[k]);
  g_array_append_vals (route, p, path->len);
  const SandPoint *r = (const SandPoint *) (void *) route->data;
  double distance = path_length (p, path->len);
  for (guint k = 0; k < n_units; k++)
    {
      /* figure k starts where the route passes its start */
      double s = path_length (r, n_units - k);
      SandPoint e = along (r, route->len, s + distance);
      g_array_append_val (ends, e);
    }
  return ends;
}
