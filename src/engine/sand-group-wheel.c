/* sand-group-wheel.c: a group's wheel — the line turned about a front corner
 * at one end — and each figure's arc walked over its own ground.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "sand-group-wheel.h"
#include "sand-move-builder-private.h"
#include "sand-move-compile-private.h"
#include "sand-reach-field-private.h"

/* (x, y) turned through @th radians clockwise (the table's y runs down)
 * about @c. */
static SandPoint
turn_about (SandPoint c,
            double    x,
            double    y,
            double    th)
{
  double dx = x - c.x, dy = y - c.y;

  return (SandPoint) { c.x + dx * cos (th) - dy * sin (th), c.y + dx * sin (th) + dy * cos (th) };
}

SandGroupWheel *
sand_group_wheel (const SandPoint *starts,
                  const double    *widths,
                  const double    *depths,
                  guint            n_units,
                  double           facing,
                  double           degrees)
{
  g_return_val_if_fail (n_units >= 1, NULL);

  SandGroupWheel *w = g_new0 (SandGroupWheel, 1);
  double          f = facing * G_PI / 180, th = degrees * G_PI / 180;
  double          rx = cos (f), ry = sin (f), fx = sin (f), fy = -cos (f); /* the lead's right and front, y down */
  /* the end it turns toward: +1 the right-hand end, -1 the left-hand one */
  double side = degrees >= 0 ? 1 : -1, best = -G_MAXDOUBLE;

  for (guint k = 0; k < n_units; k++)
    {
      double half = widths ? widths[k] / 2 : 0;
      double edge = side * (starts[k].x * rx + starts[k].y * ry) + half;
      if (edge > best)
        {
          best = edge;
          w->pivot = k;
        }
    }
  {
    SandPoint p = starts[w->pivot];
    double    half = widths ? widths[w->pivot] / 2 : 0, front = depths ? depths[w->pivot] / 2 : 0;
    w->centre = (SandPoint) { p.x + side * half * rx + front * fx, p.y + side * half * ry + front * fy };
  }
  w->radius = -1;
  w->degrees = degrees;
  w->ends = g_array_sized_new (FALSE, FALSE, sizeof (SandPoint), n_units);
  for (guint k = 0; k < n_units; k++)
    {
      double half = widths ? widths[k] / 2 : 0, front = depths ? depths[k] / 2 : 0;
      /* its front corner away from the pivot: the one that goes furthest */
      double    cx = starts[k].x - side * half * rx + front * fx, cy = starts[k].y - side * half * ry + front * fy;
      double    r = hypot (cx - w->centre.x, cy - w->centre.y);
      SandPoint e = turn_about (w->centre, starts[k].x, starts[k].y, th);

      g_array_append_val (w->ends, e);
      if (r > w->radius)
        {
          w->radius = r;
          w->outer = k;
          w->corner = (SandPoint) { cx, cy };
        }
    }
  w->arc = w->radius * fabs (th);
  return w;
}

GArray *
sand_group_wheel_arc (const SandGroupWheel *wheel,
                      SandPoint             from)
{
  g_return_val_if_fail (wheel != NULL, NULL);

  GArray *path = g_array_new (FALSE, FALSE, sizeof (SandPoint));
  double  th = wheel->degrees * G_PI / 180;
  int     steps = MAX (1, (int) ceil (fabs (wheel->degrees) / 5));

  for (int k = 0; k <= steps; k++)
    {
      SandPoint p = turn_about (wheel->centre, from.x, from.y, th * k / steps);

      g_array_append_val (path, p);
    }
  return path;
}

void
sand_group_wheel_free (SandGroupWheel *wheel)
{
  if (wheel == NULL)
    return;
  g_array_unref (wheel->ends);
  g_free (wheel);
}

/* The width across and depth of @unit's base: its rectangle, else its round
 * base's diameter both ways. */
static void
base_of (SandUnit *unit,
         double   *width,
         double   *depth)
{
  *width = sand_unit_get_base_width (unit);
  *depth = sand_unit_get_base_depth (unit);
  if (!(*width > 0 && *depth > 0))
    *width = *depth = sand_unit_get_base (unit);
}

SandGroupWheel *
sand_group_wheel_of_units (SandUnit *const *units,
                           const SandPoint *starts,
                           guint            n_units,
                           double           degrees)
{
  g_return_val_if_fail (n_units >= 1, NULL);

  g_autofree SandPoint *at = g_new (SandPoint, n_units);
  g_autofree double    *widths = g_new (double, n_units);
  g_autofree double    *depths = g_new (double, n_units);

  for (guint k = 0; k < n_units; k++)
    {
      at[k] = starts ? starts[k] : (SandPoint) { sand_unit_get_x (units[k]), sand_unit_get_y (units[k]) };
      base_of (units[k], &widths[k], &depths[k]);
    }
  return sand_group_wheel (at, widths, depths, n_units, sand_unit_get_facing (units[0]), degrees);
}

void
sand_group_wheel_judgement_clear (SandGroupWheelJudgement *judgement)
{
  g_clear_pointer (&judgement->why, sand_reason_free);
}

/* Walks one figure's arc from @from through @th about @c on its own move @s:
 * what stops it (returned, or NULL), what it costs (@cost), and the lowest
 * limit its ground sets (@limit, lowered, with its reason in @limit_why). */
static SandReason *
walk_arc (const SandMoveSnapshot *s,
          SandPoint               c,
          SandPoint               from,
          double                  th,
          double                 *cost,
          double                 *limit,
          SandReason            **limit_why)
{
  double    arc = hypot (from.x - c.x, from.y - c.y) * fabs (th);
  int       steps = (int) ceil (arc / (s->cell * 0.25)) + 1;
  SandPoint was = from;

  *cost = 0;
  for (int k = 1; k <= steps; k++)
    {
      SandPoint at = turn_about (c, from.x, from.y, th * k / steps);
      double    len = hypot (at.x - was.x, at.y - was.y);
      int       cell = sand_move_snapshot_cell_index (s, at.x, at.y);

      if (at.x < 0 || at.y < 0 || at.x > s->table_width || at.y > s->table_height || cell < 0)
        return sand_reason_new (SAND_REASON_OFF_TABLE);
      const SandCellKind *kind = _sand_reach_kind_at (s, cell);
      if (kind->effect.flags & SAND_MOVE_BLOCKED)
        return _sand_reach_reason_copy (s, kind->effect.reason, SAND_REASON_IMPASSABLE);
      if (kind->effect.tier > 0 && kind->effect.tier < *limit)
        {
          *limit = kind->effect.tier;
          g_clear_pointer (limit_why, sand_reason_free);
          *limit_why = _sand_reach_reason_copy (s, sand_move_effect_tier_reason (&kind->effect), SAND_REASON_IMPASSABLE);
        }
      *cost += len * kind->cost;
      for (guint i = 0; i < s->lines->len; i++)
        {
          const SandMoveLine *l = &g_array_index (s->lines, SandMoveLine, i);

          if (!sand_move_line_crossed (s, l, was.x, was.y, at.x, at.y, NULL))
            continue;
          if ((l->crossing.flags & SAND_MOVE_ONE_WAY) && !sand_move_line_from_left (l, was.x, was.y, at.x, at.y))
            continue;
          if (l->crossing.flags & (SAND_MOVE_BLOCKED | SAND_MOVE_WHOLE_TURN))
            return _sand_reach_reason_copy (s, l->crossing.reason, SAND_REASON_IMPASSABLE);
          *cost += l->crossing.extra;
          if (l->crossing.tier > 0 && l->crossing.tier < *limit)
            {
              *limit = l->crossing.tier;
              g_clear_pointer (limit_why, sand_reason_free);
              *limit_why = _sand_reach_reason_copy (s, l->crossing.reason, SAND_REASON_IMPASSABLE);
            }
        }
      for (guint i = 0; i < s->discs->len; i++)
        {
          const SandMoveDisc *d = &g_array_index (s->discs, SandMoveDisc, i);
          if (sand_move_disc_hit (d, was.x, was.y, at.x, at.y))
            return _sand_reach_reason_copy (s, d->reason, SAND_REASON_ENEMY_NEAR);
        }
      if (k == steps)
        {
          int on = _sand_reach_field_no_end_at (s, at.x, at.y);
          if (kind->effect.flags & SAND_MOVE_NO_END)
            return _sand_reach_reason_copy (s, kind->effect.reason, SAND_REASON_IMPASSABLE);
          if (on >= 0)
            return _sand_reach_reason_copy (s, g_array_index (s->no_end, SandMoveDisc, on).reason,
                                            SAND_REASON_IMPASSABLE);
        }
      was = at;
    }
  return NULL;
}

gboolean
sand_group_wheel_judge (SandScenario            *scenario,
                        SandRuleset             *ruleset,
                        SandUnit *const         *units,
                        const SandPoint         *starts,
                        guint                    n_units,
                        const SandGroupMove     *move,
                        const char              *mode_id,
                        const SandGroupWheel    *wheel,
                        SandGroupWheelJudgement *out,
                        GError                 **error)
{
  g_return_val_if_fail (n_units >= 1 && wheel != NULL && out != NULL, FALSE);

  g_autofree const char **members = g_new0 (const char *, n_units + 1);
  g_autofree SandPoint   *at = g_new (SandPoint, n_units);
  double                  th = wheel->degrees * G_PI / 180, limit;
  const char             *name = move != NULL && move->name != NULL ? sand_ruleset_text (move->name) : NULL;

  memset (out, 0, sizeof *out);
  out->allowance = G_MAXDOUBLE;
  for (guint k = 0; k < n_units; k++)
    {
      double inches;

      at[k] = starts ? starts[k] : (SandPoint) { sand_unit_get_x (units[k]), sand_unit_get_y (units[k]) };
      members[k] = sand_unit_get_id (units[k]);
      if (!sand_move_compile_allowance (scenario, ruleset, units[k], mode_id, &inches, error))
        return FALSE;
      out->allowance = MIN (out->allowance, inches);
    }
  out->used = wheel->arc;
  limit = out->allowance;
  out->figure = wheel->outer;
  /* beyond the move, the ground need not be asked */
  if (wheel->arc > out->allowance + 1e-9)
    return TRUE;
  g_autoptr (SandReason) lowest = NULL;
  for (guint k = 0; k < n_units && out->why == NULL; k++)
    {
      SandMoveBuilder             *b = sand_move_compile_group_figure (scenario, ruleset, units[k], mode_id,
                                                                       SAND_MOVE_DEFAULT_RESOLUTION, &at[k], out->allowance,
                                                                       members, name, error);
      g_autoptr (SandMoveSnapshot) s = b ? sand_move_builder_finish (b) : NULL;
      double                       cost, was = limit;

      if (s == NULL)
        return FALSE;
      out->why = walk_arc (s, wheel->centre, at[k], th, &cost, &limit, &lowest);
      out->used = MAX (out->used, cost);
      if (out->why != NULL || limit < was)
        out->figure = k;
    }
  out->blocked = out->why != NULL;
  out->allowed = !out->blocked && out->used <= limit + 1e-9;
  /* the lowest limit any figure's ground sets is the group's */
  if (out->why == NULL && !out->allowed && lowest != NULL)
    out->why = _sand_reach_limit_reason (g_steal_pointer (&lowest), limit);
  return TRUE;
}

static const char *
label (SandUnit *unit)
{
  return sand_unit_get_name (unit) ? sand_unit_get_name (unit) : sand_unit_get_id (unit);
}

char *
sand_group_wheel_judgement_say (const SandGroupWheelJudgement *j,
                                SandUnit *const               *units,
                                const SandGroupWheel          *wheel)
{
  g_autofree char *why = j->why != NULL ? sand_reason_format (j->why, SAND_LENGTH_INCHES) : NULL;

  double degrees = fabs (wheel->degrees);

  if (j->allowed)
    return NULL;
  if (j->blocked)
    /* Translators: degrees, a figure's name, what stops it ("Wall w2: over 4in high, impassable") */
    return g_strdup_printf (_ ("Wheeling %g°, %s cannot sweep its arc: %s"), degrees, label (units[j->figure]), why);
  if (j->why != NULL)
    /* Translators: degrees, the outer figure's name, its arc in inches, the limit its ground sets */
    return g_strdup_printf (_ ("Wheeling %g°, the outer figure (%s) moves %.2f in: %s"), degrees,
                            label (units[wheel->outer]), j->used, why);
  /* Translators: degrees, the outer figure's name, its arc in inches, the group's move in inches */
  return g_strdup_printf (_ ("Wheeling %g°, the outer figure (%s) moves %.2f in, more than the move of %g in"),
                          degrees, label (units[wheel->outer]), j->used, j->allowance);
}
