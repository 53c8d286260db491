/* test-viewport.c: the canvas's coordinate mapping, pan, zoom and fit.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "sand-viewport.h"

static void
count_cb (SandViewport *viewport,
          guint        *count)
{
  (*count)++;
}

static void
test_round_trip (void)
{
  g_autoptr(SandViewport) viewport = sand_viewport_new ();
  const double scales[] = { 0.5, 3.0, 17.25, 400.0 };

  for (guint i = 0; i < G_N_ELEMENTS (scales); i++)
    {
      double wx, wy, tx, ty;

      sand_viewport_set_scale (viewport, scales[i]);
      sand_viewport_set_offset (viewport, -120.5 * i, 33.0 + i);
      sand_viewport_table_to_widget (viewport, 12.5, 40.25, &wx, &wy);
      g_assert_cmpfloat_with_epsilon (wx, 12.5 * scales[i] - 120.5 * i, 1e-9);
      g_assert_cmpfloat_with_epsilon (wy, 40.25 * scales[i] + 33.0 + i, 1e-9);
      sand_viewport_widget_to_table (viewport, wx, wy, &tx, &ty);
      g_assert_cmpfloat_with_epsilon (tx, 12.5, 1e-9);
      g_assert_cmpfloat_with_epsilon (ty, 40.25, 1e-9);
    }
}

static void
test_zoom_at_keeps_point (void)
{
  g_autoptr(SandViewport) viewport = sand_viewport_new ();
  double before_x, before_y, after_x, after_y;

  sand_viewport_set_scale (viewport, 8.0);
  sand_viewport_set_offset (viewport, 30.0, -15.0);
  sand_viewport_widget_to_table (viewport, 317.0, 211.0, &before_x, &before_y);

  sand_viewport_zoom_at (viewport, 317.0, 211.0, 1.2);
  g_assert_cmpfloat_with_epsilon (sand_viewport_get_scale (viewport), 9.6, 1e-9);
  sand_viewport_widget_to_table (viewport, 317.0, 211.0, &after_x, &after_y);
  g_assert_cmpfloat_with_epsilon (after_x, before_x, 1e-9);
  g_assert_cmpfloat_with_epsilon (after_y, before_y, 1e-9);

  sand_viewport_zoom_at (viewport, 317.0, 211.0, 1.0 / 1.2);
  g_assert_cmpfloat_with_epsilon (sand_viewport_get_scale (viewport), 8.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (sand_viewport_get_offset_x (viewport), 30.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (sand_viewport_get_offset_y (viewport), -15.0, 1e-9);
}

static void
test_zoom_clamped (void)
{
  g_autoptr(SandViewport) viewport = sand_viewport_new ();
  double before_x, before_y, after_x, after_y;

  sand_viewport_widget_to_table (viewport, 50.0, 60.0, &before_x, &before_y);
  sand_viewport_zoom_at (viewport, 50.0, 60.0, 1e9);
  g_assert_cmpfloat (sand_viewport_get_scale (viewport), ==, SAND_VIEWPORT_MAX_SCALE);
  /* Clamping must not shift the point under the pointer. */
  sand_viewport_widget_to_table (viewport, 50.0, 60.0, &after_x, &after_y);
  g_assert_cmpfloat_with_epsilon (after_x, before_x, 1e-9);
  g_assert_cmpfloat_with_epsilon (after_y, before_y, 1e-9);

  sand_viewport_zoom_at (viewport, 50.0, 60.0, 1e-9);
  g_assert_cmpfloat (sand_viewport_get_scale (viewport), ==, SAND_VIEWPORT_MIN_SCALE);

  /* Nonsense factors change nothing. */
  sand_viewport_zoom_at (viewport, 50.0, 60.0, 0.0);
  sand_viewport_zoom_at (viewport, 50.0, 60.0, -2.0);
  sand_viewport_zoom_at (viewport, 50.0, 60.0, NAN);
  g_assert_cmpfloat (sand_viewport_get_scale (viewport), ==, SAND_VIEWPORT_MIN_SCALE);
}

static void
test_fit (void)
{
  g_autoptr(SandViewport) viewport = sand_viewport_new ();
  SandBounds table = { 0.0, 0.0, 72.0, 48.0 };
  double x0, y0, x1, y1;

  sand_viewport_fit (viewport, &table, 800.0, 600.0, 24.0);

  /* Width limits: (800 - 48) / 72 < (600 - 48) / 48. */
  g_assert_cmpfloat_with_epsilon (sand_viewport_get_scale (viewport), 752.0 / 72.0, 1e-9);
  sand_viewport_table_to_widget (viewport, table.x0, table.y0, &x0, &y0);
  sand_viewport_table_to_widget (viewport, table.x1, table.y1, &x1, &y1);
  g_assert_cmpfloat_with_epsilon (x0, 24.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (x1, 776.0, 1e-9);
  /* Centred vertically. */
  g_assert_cmpfloat_with_epsilon ((y0 + y1) / 2.0, 300.0, 1e-9);
  g_assert_cmpfloat (y0, >=, 24.0);
  g_assert_cmpfloat (y1, <=, 576.0);

  /* A tall widget: height limits, centred horizontally. */
  sand_viewport_fit (viewport, &table, 400.0, 1000.0, 0.0);
  g_assert_cmpfloat_with_epsilon (sand_viewport_get_scale (viewport), 400.0 / 72.0, 1e-9);
  sand_viewport_table_to_widget (viewport, 36.0, 24.0, &x0, &y0);
  g_assert_cmpfloat_with_epsilon (x0, 200.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (y0, 500.0, 1e-9);
}

static void
test_fit_degenerate (void)
{
  g_autoptr(SandViewport) viewport = sand_viewport_new ();
  SandBounds table = { 0.0, 0.0, 72.0, 48.0 };
  SandBounds empty = { 5.0, 5.0, 5.0, 5.0 };
  double scale = sand_viewport_get_scale (viewport);

  /* Unallocated widgets and empty tables leave the view alone. */
  sand_viewport_fit (viewport, &table, 0.0, 0.0, 24.0);
  sand_viewport_fit (viewport, &empty, 800.0, 600.0, 24.0);
  g_assert_cmpfloat (sand_viewport_get_scale (viewport), ==, scale);

  /* A margin larger than the widget still shows the table. */
  sand_viewport_fit (viewport, &table, 100.0, 80.0, 500.0);
  g_assert_cmpfloat (sand_viewport_get_scale (viewport), >, 0.5);
}

static void
test_pan_and_signal (void)
{
  g_autoptr(SandViewport) viewport = sand_viewport_new ();
  guint count = 0;

  g_signal_connect (viewport, "changed", G_CALLBACK (count_cb), &count);

  sand_viewport_pan (viewport, 10.0, -4.0);
  g_assert_cmpuint (count, ==, 1);
  g_assert_cmpfloat (sand_viewport_get_offset_x (viewport), ==, 10.0);
  g_assert_cmpfloat (sand_viewport_get_offset_y (viewport), ==, -4.0);

  /* One change of scale and offset together is one signal. */
  sand_viewport_zoom_at (viewport, 100.0, 100.0, 2.0);
  g_assert_cmpuint (count, ==, 2);

  /* Nothing changed, nothing emitted. */
  sand_viewport_pan (viewport, 0.0, 0.0);
  sand_viewport_set_scale (viewport, sand_viewport_get_scale (viewport));
  g_assert_cmpuint (count, ==, 2);

  g_object_set (viewport, "offset-x", 1.0, NULL);
  g_assert_cmpuint (count, ==, 3);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/viewport/round-trip", test_round_trip);
  g_test_add_func ("/viewport/zoom-at/keeps-point", test_zoom_at_keeps_point);
  g_test_add_func ("/viewport/zoom-at/clamped", test_zoom_clamped);
  g_test_add_func ("/viewport/fit/centred", test_fit);
  g_test_add_func ("/viewport/fit/degenerate", test_fit_degenerate);
  g_test_add_func ("/viewport/pan/changed-signal", test_pan_and_signal);

  return g_test_run ();
}
