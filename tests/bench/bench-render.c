/* bench-render.c: how long drawing a table of 10,000 features takes, and
 * writing it as a PNG (sand_render_page_to_file, as `sandtable-cli render`
 * does), in process. The target is a PNG of 10,000 features in at most 1 s.
 *
 * The table is bench-load's (bench-table.c), 720 x 480 inches: at 5 pixels an
 * inch a 3600 x 2400 picture (the pixels of the club table at the default 50),
 * at 10 a 7200 x 4800 one. "draw" is the page drawn into an image surface;
 * "PNG" adds encoding and writing the file. Medians of RUNS runs, processor
 * time of the whole process beside the clock.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>

#include "bench-table.h"
#include "bench-util.h"
#include "sand-render-page.h"
#include "sand-scenario-io.h"

#define RUNS     3
#define FEATURES 10000

static BenchTime
draw (SandScenario          *scenario,
      const SandPageOptions *options)
{
  g_autoptr (GArray) tiles = NULL;
  g_autoptr (GError) error = NULL;
  const SandPageTile *tile;
  cairo_surface_t *surface;
  cairo_t *cr;
  BenchTime t;
  double px_per_pt = options->dpi / 72.0;

  if (sand_page_layout (scenario, options, &tiles, &error) != 1)
    g_error ("the generated table does not lay out on one page: %s", error ? error->message : "");
  tile = &g_array_index (tiles, SandPageTile, 0);
  t = bench_start ();
  surface = sand_render_image_surface_new (CAIRO_FORMAT_RGB24, (int) (tile->page_width * px_per_pt + 0.5),
                                           (int) (tile->page_height * px_per_pt + 0.5));
  cr = cairo_create (surface);
  cairo_scale (cr, px_per_pt, px_per_pt);
  sand_page_render_tile (cr, scenario, options, tile, 1);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  t = bench_since (t);
  cairo_surface_destroy (surface);
  return t;
}

static BenchTime
write_png (SandScenario          *scenario,
           const SandPageOptions *options,
           const char            *path)
{
  g_autoptr (GError) error = NULL;
  BenchTime t = bench_start ();

  if (!sand_render_page_to_file (scenario, path, options, &error))
    g_error ("the generated table does not render: %s", error->message);
  return bench_since (t);
}

int
main (int   argc,
      char *argv[])
{
  double dpis[] = { 5, 10 };
  guint n_dpis = G_N_ELEMENTS (dpis);
  g_autoptr (GString) text = bench_table_generate (FEATURES);
  g_autoptr (GError) error = NULL;
  g_autoptr (SandScenario) scenario = NULL;
  g_autofree char *dir = g_dir_make_tmp ("bench-render-XXXXXX", &error);
  g_autofree char *path = NULL;

  /* One size alone when asked for (`bench-render 5`), to profile it. */
  if (argc > 1)
    {
      dpis[0] = g_ascii_strtod (argv[1], NULL);
      n_dpis = 1;
      if (dpis[0] <= 0)
        g_error ("usage: bench-render [PIXELS-AN-INCH]");
    }
  if (dir == NULL)
    g_error ("no temporary folder: %s", error->message);
  path = g_build_filename (dir, "table.png", NULL);
  scenario = sand_scenario_load_data (text->str, text->len, "generated.sandtable", &error);
  if (scenario == NULL)
    g_error ("the generated scenario does not load: %s", error->message);

  bench_print_load ();
  g_print ("%u features, 720 x 480 inches, median of %d runs (processor time of the process; "
           "clock):\n\n", FEATURES, RUNS);
  g_print ("| pixels an inch | picture | draw CPU (ms) | draw clock (ms) | PNG CPU (ms) | PNG clock (ms) |\n");
  g_print ("|---|---|---|---|---|---|\n");
  for (guint d = 0; d < n_dpis; d++)
    {
      SandPageOptions options;
      double draw_cpu[RUNS], draw_clock[RUNS], png_cpu[RUNS], png_clock[RUNS];

      sand_page_options_init (&options);
      options.dpi = dpis[d];
      for (guint r = 0; r < RUNS; r++)
        {
          BenchTime a = draw (scenario, &options), b = write_png (scenario, &options, path);

          draw_cpu[r] = a.cpu;
          draw_clock[r] = a.clock;
          png_cpu[r] = b.cpu;
          png_clock[r] = b.clock;
        }
      g_print ("| %g | %.0f x %.0f | %.0f | %.0f | %.0f | %.0f |\n", dpis[d], 720 * dpis[d], 480 * dpis[d],
               bench_median (draw_cpu, RUNS), bench_median (draw_clock, RUNS),
               bench_median (png_cpu, RUNS), bench_median (png_clock, RUNS));
    }
  bench_print_load ();
  g_unlink (path);
  g_rmdir (dir);
  return 0;
}
