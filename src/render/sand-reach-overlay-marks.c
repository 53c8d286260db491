/* sand-reach-overlay-marks.c: the marks over the table — no-go discs, zones of
 * control, close-combat, coherency and command rings, arcs — and how each kind is drawn.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sand-reach-overlay-private.h"
#include "sand-render.h"

void
sand_reach_overlay_add_mark (SandReachOverlay *self,
                             SandReachMarkKind kind,
                             double            x,
                             double            y,
                             double            radius,
                             double            facing,
                             double            half_angle)
{
  SandReachMark mark = { kind, x, y, radius, facing, half_angle, 0, 0 };

  g_return_if_fail (self != NULL);

  if (radius > 0)
    g_array_append_val (self->marks, mark);
}

void
sand_reach_overlay_add_base_mark (SandReachOverlay *self,
                                  SandReachMarkKind kind,
                                  SandUnit         *unit,
                                  double            distance,
                                  double            half_angle)
{
  double w = sand_unit_get_base_width (unit), d = sand_unit_get_base_depth (unit);
  SandReachMark mark = { kind, sand_unit_get_x (unit), sand_unit_get_y (unit), distance,
                         sand_unit_get_facing (unit), half_angle, w / 2, d / 2 };

  g_return_if_fail (self != NULL);

  if (w <= 0 || d <= 0 || half_angle < 180)
    {
      sand_reach_overlay_add_mark (self, kind, mark.x, mark.y, sand_unit_get_radius (unit) + distance,
                                   mark.facing, half_angle);
      return;
    }
  if (distance > 0)
    g_array_append_val (self->marks, mark);
}

static void
mark_path (cairo_t             *cr,
           const SandReachMark *m)
{
  cairo_new_path (cr);
  if (m->half_width > 0 && m->half_depth > 0)
    {
      double hw = m->half_width + m->radius, hd = m->half_depth + m->radius;

      /* the path keeps its place when the matrix is restored */
      cairo_save (cr);
      cairo_translate (cr, m->x, m->y);
      cairo_rotate (cr, m->facing * G_PI / 180);
      sand_render_rounded_rect (cr, -hw, -hd, 2 * hw, 2 * hd, m->radius);
      cairo_restore (cr);
      return;
    }
  if (m->half_angle >= 180)
    {
      cairo_arc (cr, m->x, m->y, m->radius, 0, 2 * G_PI);
      cairo_close_path (cr);
      return;
    }
  /* Facing is clockwise from up; cairo's angles are clockwise from +x (y down). */
  double a = (m->facing - 90) * G_PI / 180, h = m->half_angle * G_PI / 180;
  cairo_move_to (cr, m->x, m->y);
  cairo_arc (cr, m->x, m->y, m->radius, a - h, a + h);
  cairo_close_path (cr);
}

void
sand_reach_mark_draw (cairo_t             *cr,
                      const SandReachMark *m,
                      double               px)
{
  double dashed[] = { 5 * px, 4 * px };

  mark_path (cr, m);
  cairo_set_line_width (cr, 1.3 * px);
  cairo_set_dash (cr, NULL, 0, 0);
  switch (m->kind)
    {
    case SAND_REACH_MARK_NO_GO:
      cairo_set_source_rgba (cr, 0.75, 0.1, 0.1, 0.16);
      cairo_fill_preserve (cr);
      cairo_set_source_rgba (cr, 0.65, 0.05, 0.05, 0.85);
      cairo_set_dash (cr, dashed, 2, 0);
      break;
    case SAND_REACH_MARK_CLOSE_COMBAT:
      cairo_set_source_rgba (cr, 0.55, 0.1, 0.1, 0.6);
      cairo_set_line_width (cr, 0.9 * px);
      break;
    case SAND_REACH_MARK_COHERENCY:
      cairo_set_source_rgba (cr, 0.1, 0.45, 0.2, 0.7);
      cairo_set_dash (cr, (double[]) { 2 * px, 3 * px }, 2, 0);
      break;
    case SAND_REACH_MARK_ZONE_OF_CONTROL:
      cairo_set_source_rgba (cr, 0.6, 0.2, 0.6, 0.14);
      cairo_fill_preserve (cr);
      cairo_set_source_rgba (cr, 0.45, 0.1, 0.45, 0.8);
      break;
    case SAND_REACH_MARK_COMMAND:
      /* dash-dot: told from the others without colour */
      cairo_set_source_rgba (cr, 0.1, 0.25, 0.55, 0.75);
      cairo_set_dash (cr, (double[]) { 8 * px, 3 * px, 2 * px, 3 * px }, 4, 0);
      break;
    case SAND_REACH_MARK_FORWARD_ARC:
    default:
      cairo_set_source_rgba (cr, 0.15, 0.15, 0.15, 0.55);
      cairo_set_dash (cr, dashed, 2, 0);
      break;
    }
  cairo_stroke (cr);
}

void
sand_reach_overlay_draw_marks (SandReachOverlay *self,
                               cairo_t          *cr,
                               double            px,
                               gboolean          zones_of_control)
{
  for (guint i = 0; i < self->marks->len; i++)
    {
      const SandReachMark *m = &g_array_index (self->marks, SandReachMark, i);

      if ((m->kind == SAND_REACH_MARK_ZONE_OF_CONTROL) == !!zones_of_control)
        sand_reach_mark_draw (cr, m, px);
    }
}

guint
sand_reach_overlay_get_n_marks (SandReachOverlay *self,
                                SandReachMarkKind kind)
{
  guint n = 0;

  g_return_val_if_fail (self != NULL, 0);

  for (guint i = 0; i < self->marks->len; i++)
    n += g_array_index (self->marks, SandReachMark, i).kind == kind;
  return n;
}

SandPoint
sand_reach_overlay_get_mark_centre (SandReachOverlay *self,
                                    SandReachMarkKind kind,
                                    guint             index)
{
  const SandPoint none = { 0, 0 };

  g_return_val_if_fail (self != NULL, none);

  for (guint i = 0; i < self->marks->len; i++)
    {
      const SandReachMark *m = &g_array_index (self->marks, SandReachMark, i);

      if (m->kind == kind && index-- == 0)
        return (SandPoint) { m->x, m->y };
    }
  g_return_val_if_reached (none);
}
