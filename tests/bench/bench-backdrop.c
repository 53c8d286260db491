/* bench-backdrop.c: how long a 4000 × 3000 photo of a table takes to decode and
 * to straighten (the warp by four corners) at the photo's own density and at the
 * screen's usual zoom, and to draw again from the kept warp; how long the main
 * loop waits at most between turns while the photo is decoded in a worker
 * thread, as the app does.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <stdlib.h>
#include <time.h>

#include "backdrop-images.h"
#include "bench-util.h"
#include "sand-backdrop-image.h"

#define RUNS 5

/* Processor time, not the wall clock: the machine is often shared, and the work
 * is on one thread. */
static double
now_ms (void)
{
  return clock () * 1000.0 / CLOCKS_PER_SEC;
}

static int
cmp_double (gconstpointer a,
            gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return (x > y) - (x < y);
}

static double
median (double *v)
{
  qsort (v, RUNS, sizeof *v, cmp_double);
  return v[RUNS / 2];
}

/* One render of the table at @ppi, in milliseconds. */
static double
render_ms (SandScenario      *scenario,
           SandBackdropImage *image,
           double             ppi)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, (int) (72 * ppi), (int) (48 * ppi));
  cairo_t *cr = cairo_create (surface);
  SandRenderOptions options;
  double start;

  sand_render_options_init (&options);
  options.pixels_per_inch = ppi;
  options.backdrop = image;
  cairo_scale (cr, ppi, ppi);
  start = now_ms ();
  sand_render_backdrop (cr, sand_scenario_get_backdrop (scenario), image, &options);
  cairo_surface_flush (surface);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  return now_ms () - start;
}

typedef struct
{
  gint64             last;     /* the main loop's last turn, wall clock (µs) */
  gint64             longest;
  SandBackdropImage *image;
  gboolean           done;
} Turns;

static gboolean
turn_cb (gpointer data)
{
  Turns *turns = data;
  gint64 now = g_get_monotonic_time ();

  turns->longest = MAX (turns->longest, now - turns->last);
  turns->last = now;
  return G_SOURCE_CONTINUE;
}

static void
loaded_cb (GObject      *source,
           GAsyncResult *result,
           gpointer      data)
{
  Turns *turns = data;

  turns->image = sand_backdrop_image_load_finish (result, NULL);
  turns->done = TRUE;
}

/* One drawing of a 1280 × 800 window's view of the table at @ppi that does not
 * wait for a warp, in milliseconds; *@finer_ppi set when a finer picture is
 * wanted. */
static double
render_now_ms (SandScenario      *scenario,
               SandBackdropImage *image,
               double             ppi,
               double            *finer_ppi)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 1280, 800);
  cairo_t *cr = cairo_create (surface);
  SandRenderOptions options;
  double start;

  sand_render_options_init (&options);
  options.pixels_per_inch = ppi;
  cairo_scale (cr, ppi, ppi);
  start = now_ms ();
  *finer_ppi = 0;
  sand_render_backdrop_now (cr, sand_scenario_get_backdrop (scenario), image, &options, finer_ppi);
  cairo_surface_flush (surface);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  return now_ms () - start;
}

static void
warped_cb (GObject      *source,
           GAsyncResult *result,
           gpointer      data)
{
  Turns *turns = data;

  g_assert_true (sand_backdrop_image_warp_finish (result, NULL));
  turns->done = TRUE;
}

/* The longest the main loop waited between turns while @image was straightened
 * at @ppi in a worker thread, in milliseconds of the wall clock. */
static double
longest_turn_warping_ms (SandBackdropImage *image,
                         SandBackdrop      *backdrop,
                         double             ppi)
{
  Turns turns = { g_get_monotonic_time (), 0, NULL, FALSE };
  guint id = g_timeout_add (5, turn_cb, &turns);

  sand_backdrop_image_warp_async (image, backdrop, ppi, NULL, warped_cb, &turns);
  while (!turns.done)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (id);
  return turns.longest / 1000.0;
}

/* The longest the main loop waited between turns (it is asked for one every
 * 5 ms, as a window's frames would) while @path was decoded in a worker thread,
 * in milliseconds of the wall clock. */
static double
longest_turn_ms (const char *path)
{
  Turns turns = { g_get_monotonic_time (), 0, NULL, FALSE };
  guint id = g_timeout_add (5, turn_cb, &turns);

  sand_backdrop_image_load_async (path, 1, NULL, NULL, loaded_cb, &turns);
  while (!turns.done)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (id);
  g_assert_nonnull (turns.image);
  sand_backdrop_image_unref (turns.image);
  return turns.longest / 1000.0;
}

int
main (void)
{
  static const SandProjective table_to_photo = {
    { 24.0, 12.0, 700.0, -1.2, 24.0, 600.0, -0.0004, -0.004, 1 },
  };
  static const SandPoint table[4] = { { 0, 0 }, { 72, 0 }, { 72, 48 }, { 0, 48 } };
  g_autofree char *dir = g_dir_make_tmp ("bench-backdrop-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "photo.png", NULL);
  g_autoptr (SandScenario) scenario = sand_scenario_new ();
  g_autoptr (SandBackdrop) backdrop = sand_backdrop_new (path);
  SandBackdropCorner corners[4];
  SandProjective photo_to_table;
  double decode[RUNS], warp_full[RUNS], warp_screen[RUNS], again[RUNS], turn[RUNS];
  double zoom_now[RUNS], zoom_turn[RUNS], placing_now[RUNS];

  g_assert_true (sand_projective_invert (&table_to_photo, &photo_to_table));
  backdrop_make_photo_png (path, 4000, 3000, &photo_to_table, 72, 48, 50, 30);
  for (guint i = 0; i < 4; i++)
    {
      corners[i].table = table[i];
      sand_projective_apply (&table_to_photo, table[i].x, table[i].y, &corners[i].image.x, &corners[i].image.y);
    }
  sand_scenario_set_backdrop (scenario, backdrop);

  for (guint run = 0; run < RUNS; run++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (SandBackdropImage) image = NULL;
      double start = now_ms ();

      image = sand_backdrop_image_load (path, 1, NULL, &error);
      g_assert_no_error (error);
      decode[run] = now_ms () - start;

      /* a new placing each run: nothing kept from the last */
      corners[0].table.x = run * 1e-6;
      sand_backdrop_set_corners (backdrop, corners, 4);
      warp_full[run] = render_ms (scenario, image, 50);   /* about the photo's own density */
      again[run] = render_ms (scenario, image, 50);
      corners[0].table.x = run * 1e-6 + 1e-7;
      sand_backdrop_set_corners (backdrop, corners, 4);
      warp_screen[run] = render_ms (scenario, image, 12); /* the whole table on a laptop screen */

      /* as the window does: zoomed in from 12 to 50, drawn at once from the
       * kept picture while the finer one is made in a worker thread */
      {
        double finer;

        zoom_now[run] = render_now_ms (scenario, image, 50, &finer);
        g_assert_cmpfloat (finer, >, 12);
        zoom_turn[run] = longest_turn_warping_ms (image, backdrop, finer);
        /* a new placing at 50: a coarse picture made at once */
        corners[0].table.x = run * 1e-6 + 2e-7;
        sand_backdrop_set_corners (backdrop, corners, 4);
        placing_now[run] = render_now_ms (scenario, image, 50, &finer);
      }
      turn[run] = longest_turn_ms (path);
    }
  bench_print_load ();
  g_print ("4000×3000 photo, median of %d runs (processor time):\n", RUNS);
  g_print ("  decode (PNG): %.0f ms\n", median (decode));
  g_print ("  straighten at 50 pixels an inch (3600 × 2400): %.0f ms\n", median (warp_full));
  g_print ("  draw again from the kept warp: %.1f ms\n", median (again));
  g_print ("  straighten at 12 pixels an inch: %.1f ms\n", median (warp_screen));
  g_print ("  a 1280 × 800 window zoomed in from 12 to 50 pixels an inch draws at once from the kept warp: %.1f ms\n",
           median (zoom_now));
  g_print ("  the main loop's longest wait while the 50 pixels an inch warp is made in a worker thread: %.1f ms (wall clock)\n",
           median (zoom_turn));
  g_print ("  a new placing drawn at once in that window from a coarse warp: %.1f ms\n",
           median (placing_now));
  g_print ("  the main loop's longest wait while it is decoded in a worker thread: %.1f ms (wall clock)\n",
           median (turn));
  g_unlink (path);
  g_rmdir (dir);
  return 0;
}
