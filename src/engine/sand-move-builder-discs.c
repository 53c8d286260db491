/* sand-move-builder-discs.c: enemies' no-go zones and the places a move may
 * not end, round a round base or a rectangular one, tested exactly by the
 * solver (sand_move_disc_hit()) and marked outright where a cell is wholly
 * inside.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "sand-move-builder-private.h"

/* Paints with @effect the cells whose centres are closer than @inner to
 * @disc's rectangle (or deeper inside it than -@inner), and further than
 * @outside from it (a hollow disc's: only cells wholly outside). */
static void
paint_rect (SandMoveBuilder      *self,
            const SandMoveDisc   *disc,
            double                inner,
            double                outside,
            const SandMoveEffect *effect)
{
  SandMoveSnapshot *s = self->snap;
  double mx = disc->hw * fabs (disc->ax) + disc->hd * fabs (disc->ay) + MAX (inner, 0);
  double my = disc->hw * fabs (disc->ay) + disc->hd * fabs (disc->ax) + MAX (inner, 0);
  int i0 = MAX (0, (int) floor ((disc->x - mx - s->x0) / s->cell));
  int i1 = MIN (s->width - 1, (int) ceil ((disc->x + mx - s->x0) / s->cell));
  int j0 = MAX (0, (int) floor ((disc->y - my - s->y0) / s->cell));
  int j1 = MIN (s->height - 1, (int) ceil ((disc->y + my - s->y0) / s->cell));

  sand_move_builder_begin_paint (self);
  for (int j = j0; j <= j1; j++)
    for (int i = i0; i <= i1; i++)
      {
        double u, v;
        sand_move_disc_local (disc, cell_x (self, i), cell_y (self, j), &u, &v);
        double du = fabs (u) - disc->hw, dv = fabs (v) - disc->hd;
        double d = du > 0 || dv > 0 ? hypot (MAX (du, 0), MAX (dv, 0)) : MAX (du, dv);
        if (d < inner && d > outside)
          sand_move_builder_paint_cell (self, j * s->width + i, effect);
      }
}

/* A disc (or rounded rectangle) tested exactly (into @list), and the cells
 * wholly inside it marked with @flags outright: those whose centres are
 * inside by half a cell's diagonal. */
static void
add_disc (SandMoveBuilder    *self,
          GArray             *list,
          const SandMoveDisc *disc,
          guint               flags)
{
  double inner = disc->r - self->snap->cell * G_SQRT2 / 2;
  SandMoveEffect e;

  g_array_append_vals (list, disc, 1);
  sand_move_effect_init (&e);
  e.flags = flags;
  e.reason = disc->reason;
  if (disc->hw > 0 || disc->hd > 0)
    paint_rect (self, disc, inner, disc->hollow ? self->snap->cell * G_SQRT2 / 2 : -INFINITY, &e);
  else
    sand_move_builder_add_circle (self, disc->x, disc->y, inner, &e);
}

void
sand_move_builder_add_no_go (SandMoveBuilder *self,
                             double           x,
                             double           y,
                             double           radius,
                             int              reason)
{
  sand_move_builder_add_base_zone (self, FALSE, x, y, 0, 0, 0, radius, reason);
}

static void
add_zone (SandMoveBuilder *self,
          gboolean         no_end,
          gboolean         hollow,
          double           x,
          double           y,
          double           facing,
          double           width,
          double           depth,
          double           radius,
          int              reason)
{
  double a = facing * G_PI / 180;
  SandMoveDisc disc = { x, y, radius, reason, MAX (width, 0) / 2, MAX (depth, 0) / 2, cos (a), sin (a), hollow };

  /* The exact test guards the segments, so a move may end on the edge ("closer
   * than 2in" is forbidden, 2in is not) in a cell whose centre is inside; the
   * query tests an end point on the rest exactly, so a move may end touching
   * the edge on any side. */
  if (no_end)
    add_disc (self, self->snap->no_end, &disc, SAND_MOVE_NO_END);
  else
    add_disc (self, self->snap->discs, &disc, SAND_MOVE_BLOCKED);
}

void
sand_move_builder_add_base_zone (SandMoveBuilder *self,
                                 gboolean         no_end,
                                 double           x,
                                 double           y,
                                 double           facing,
                                 double           width,
                                 double           depth,
                                 double           radius,
                                 int              reason)
{
  g_return_if_fail (self != NULL);
  add_zone (self, no_end, FALSE, x, y, facing, width, depth, radius, reason);
}

void
sand_move_builder_add_base_ring (SandMoveBuilder *self,
                                 double           x,
                                 double           y,
                                 double           facing,
                                 double           width,
                                 double           depth,
                                 double           radius,
                                 int              reason)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (width > 0 && depth > 0);
  add_zone (self, TRUE, TRUE, x, y, facing, width, depth, radius, reason);
}
