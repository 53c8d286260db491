/* sand-editor-view.c: the editor at the canvas's zoom — the size of a
 * pixel, snapping within a reach on screen, redraws, and the selection and tool
 * feedback drawn over the table.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "sand-canvas.h"
#include "sand-editor-private.h"

SandSnap *
sand_editor_get_snap (SandEditor *self)
{
  g_return_val_if_fail (SAND_IS_EDITOR (self), NULL);
  return &self->snap;
}

/* What the pointer places is kept to a hundredth of an inch (a quarter of a
 * millimetre): finer than a hand places a figure, and a file reads "7.9", not
 * "7.896773484753024". Hundredths, divided, are the doubles those decimals read as. */
#define POINTER_STEPS_PER_INCH 100.0

void
sand_editor_round_point (SandEditor *self,
                         double     *x,
                         double     *y)
{
  g_return_if_fail (SAND_IS_EDITOR (self));

  *x = round (*x * POINTER_STEPS_PER_INCH) / POINTER_STEPS_PER_INCH;
  *y = round (*y * POINTER_STEPS_PER_INCH) / POINTER_STEPS_PER_INCH;
}

void
sand_editor_snap (SandEditor *self,
                  gpointer    skip,
                  double      x,
                  double      y,
                  double     *out_x,
                  double     *out_y)
{
  SandSnap snap;

  g_return_if_fail (SAND_IS_EDITOR (self));

  /* Vertices attract within a fixed distance on screen, whatever the zoom. */
  snap = self->snap;
  snap.reach = 8.0 * sand_editor_get_pixel (self);
  if (snap.grid == SAND_SNAP_GRID_HEX)
    snap.reach = G_MAXDOUBLE;
  /* A grid point or a vertex is kept exact; anywhere else is rounded. */
  if (!sand_snap_point (&snap, sand_editor_get_scenario (self), skip, x, y, out_x, out_y))
    sand_editor_round_point (self, out_x, out_y);
}

double
sand_editor_get_pixel (SandEditor *self)
{
  g_return_val_if_fail (SAND_IS_EDITOR (self), 0.05);

  if (self->canvas == NULL)
    return 0.05;

  return 1.0 / sand_viewport_get_scale (sand_canvas_get_viewport (self->canvas));
}

void
sand_editor_queue_draw (SandEditor *self)
{
  g_return_if_fail (SAND_IS_EDITOR (self));

  if (self->layer != NULL)
    sand_canvas_layer_queue_draw (self->layer);
}

static void
trace_item (cairo_t  *cr,
            gpointer  item,
            double    pixel)
{
  if (SAND_IS_UNIT (item))
    {
      SandUnit *unit = item;

      cairo_new_sub_path (cr);
      cairo_arc (cr, sand_unit_get_x (unit), sand_unit_get_y (unit),
                 sand_unit_get_radius (unit) + 3.0 * pixel, 0, 2 * G_PI);
    }
  else
    {
      SandFeature *feature = item;
      g_autoptr(GArray) outline = sand_feature_get_outline (feature, pixel);

      if (outline->len == 1)
        {
          SandPoint *p = &g_array_index (outline, SandPoint, 0);

          cairo_new_sub_path (cr);
          cairo_arc (cr, p->x, p->y, 6.0 * pixel, 0, 2 * G_PI);
          return;
        }

      for (guint i = 0; i < outline->len; i++)
        {
          SandPoint *p = &g_array_index (outline, SandPoint, i);

          if (i == 0)
            cairo_move_to (cr, p->x, p->y);
          else
            cairo_line_to (cr, p->x, p->y);
        }
      if (sand_feature_get_shape (feature) == SAND_SHAPE_AREA)
        cairo_close_path (cr);
    }
}

void
sand_editor_draw_feedback (SandEditor *self,
                           cairo_t    *cr)
{
  GPtrArray *items;
  double pixel;

  g_return_if_fail (SAND_IS_EDITOR (self));

  pixel = sand_editor_get_pixel (self);
  items = sand_selection_get_items (self->selection);

  /* A white halo under an accent line reads on every terrain colour. */
  cairo_save (cr);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  for (guint i = 0; i < items->len; i++)
    trace_item (cr, items->pdata[i], pixel);
  cairo_set_source_rgba (cr, 1.0, 1.0, 1.0, 0.9);
  cairo_set_line_width (cr, 4.0 * pixel);
  cairo_stroke_preserve (cr);
  cairo_set_source_rgb (cr, 0.21, 0.52, 0.89);
  cairo_set_line_width (cr, 2.0 * pixel);
  cairo_stroke (cr);
  cairo_restore (cr);

  if (self->tool != NULL)
    sand_tool_draw (self->tool, cr, pixel);
}
