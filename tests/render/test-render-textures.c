/* test-render-textures.c: woods seen from afar are painted from a kept tile
 * (sand-render-textures.c): the tile looks like the crowns drawn one by one,
 * is made once per texture and scale, is never made for vector output, and the
 * kept tiles stay few and are freed (the render suite runs under valgrind).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <cairo-pdf.h>
#include <math.h>
#include <string.h>

#include "sand-render.h"
#include "sand-render-textures.h"

static const SandPoint wood[] = { { 2, 2 }, { 22, 3 }, { 21, 14 }, { 3, 13 } };

static SandScenario *
woods_scenario (void)
{
  SandScenario *scenario = sand_scenario_new ();
  g_autoptr (SandFeature) feature = sand_feature_new ("w1", SAND_TERRAIN_WOODS);

  sand_feature_set_polygon (feature, wood, G_N_ELEMENTS (wood));
  sand_scenario_set_size (scenario, 24, 16);
  sand_scenario_add_feature (scenario, feature);
  return scenario;
}

static cairo_surface_t *
render_at (SandScenario *scenario,
           double        ppi)
{
  SandRenderOptions options;
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, (int) ceil (24 * ppi),
                                                         (int) ceil (16 * ppi));
  cairo_t *cr = cairo_create (surface);

  sand_render_options_init (&options);
  options.pixels_per_inch = ppi;
  options.show_labels = FALSE;
  cairo_scale (cr, ppi, ppi);
  sand_render_scenario (cr, scenario, &options);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

/* Mean colour and how many different colours there are over the table
 * rectangle (6, 5)–(18, 11), well inside the wood, at @ppi pixels an inch. */
static void
inside_colours (cairo_surface_t *surface,
                double           ppi,
                double           mean[3],
                guint           *distinct)
{
  const guint8 *data = cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface);
  g_autoptr (GHashTable) seen = g_hash_table_new (NULL, NULL);
  guint n = 0;

  mean[0] = mean[1] = mean[2] = 0;
  for (int py = (int) (5 * ppi); py < (int) (11 * ppi); py++)
    for (int px = (int) (6 * ppi); px < (int) (18 * ppi); px++)
      {
        guint32 p;

        memcpy (&p, data + py * stride + px * 4, 4);
        p &= 0xffffff;
        g_hash_table_add (seen, GUINT_TO_POINTER (p));
        mean[0] += ((p >> 16) & 0xff) / 255.0;
        mean[1] += ((p >> 8) & 0xff) / 255.0;
        mean[2] += (p & 0xff) / 255.0;
        n++;
      }
  for (int k = 0; k < 3; k++)
    mean[k] /= n;
  *distinct = g_hash_table_size (seen);
}

static void
test_tile_looks_like_crowns (void)
{
  g_autoptr (SandScenario) scenario = woods_scenario ();
  cairo_surface_t *far, *near;
  double far_mean[3], near_mean[3];
  guint far_distinct, near_distinct;

  sand_texture_tiles_clear ();
  /* 6 pixels an inch: crowns a few pixels apart, from the tile. */
  far = render_at (scenario, 6);
  g_assert_cmpuint (sand_texture_tiles_kept (), ==, 1);
  /* 48: crowns drawn one by one, no tile more. */
  near = render_at (scenario, 48);
  g_assert_cmpuint (sand_texture_tiles_kept (), ==, 1);

  inside_colours (far, 6, far_mean, &far_distinct);
  inside_colours (near, 48, near_mean, &near_distinct);
  /* Crowns, shade and light: many greens, not a flat wash. */
  g_assert_cmpuint (far_distinct, >, 20);
  g_assert_cmpuint (near_distinct, >, 20);
  /* The same canopy on average: the tile is the same crowns at a small scale. */
  for (int k = 0; k < 3; k++)
    g_assert_cmpfloat (fabs (far_mean[k] - near_mean[k]), <, 0.04);
  g_assert_cmpfloat (far_mean[1], >, far_mean[0]);
  g_assert_cmpfloat (far_mean[1], >, far_mean[2]);

  cairo_surface_destroy (far);
  cairo_surface_destroy (near);
  sand_texture_tiles_clear ();
}

static void
test_tile_made_once (void)
{
  g_autoptr (SandScenario) scenario = woods_scenario ();
  cairo_surface_t *first, *again;

  sand_texture_tiles_clear ();
  first = render_at (scenario, 8);
  g_assert_cmpuint (sand_texture_tiles_kept (), ==, 1);
  again = render_at (scenario, 8);
  g_assert_cmpuint (sand_texture_tiles_kept (), ==, 1);
  /* Painted from the kept tile: the very same pixels. */
  g_assert_cmpint (memcmp (cairo_image_surface_get_data (first), cairo_image_surface_get_data (again),
                           cairo_image_surface_get_stride (first) * cairo_image_surface_get_height (first)),
                   ==, 0);
  cairo_surface_destroy (first);
  cairo_surface_destroy (again);
  sand_texture_tiles_clear ();
  g_assert_cmpuint (sand_texture_tiles_kept (), ==, 0);
}

static void
test_tiles_bounded (void)
{
  g_autoptr (SandScenario) scenario = woods_scenario ();
  guint most = 0;

  sand_texture_tiles_clear ();
  /* A zoom through sixty scales: the oldest tiles go, and are freed. */
  for (int k = 0; k < 60; k++)
    {
      cairo_surface_t *surface = render_at (scenario, 3 + 0.2 * k);

      most = MAX (most, sand_texture_tiles_kept ());
      cairo_surface_destroy (surface);
    }
  g_assert_cmpuint (most, >, 1);
  g_assert_cmpuint (most, <=, 32);
  sand_texture_tiles_clear ();
}

static cairo_status_t
discard (void                *closure,
         const unsigned char *data,
         unsigned int         length)
{
  *(gsize *) closure += length;
  return CAIRO_STATUS_SUCCESS;
}

static void
test_vector_draws_crowns (void)
{
  g_autoptr (SandScenario) scenario = woods_scenario ();
  SandRenderOptions options;
  gsize written = 0;
  cairo_surface_t *pdf = cairo_pdf_surface_create_for_stream (discard, &written, 24 * 4, 16 * 4);
  cairo_t *cr = cairo_create (pdf);

  sand_texture_tiles_clear ();
  sand_render_options_init (&options);
  options.pixels_per_inch = 4;
  cairo_scale (cr, 4, 4);
  sand_render_scenario (cr, scenario, &options);
  cairo_destroy (cr);
  cairo_surface_finish (pdf);
  g_assert_cmpint (cairo_surface_status (pdf), ==, CAIRO_STATUS_SUCCESS);
  cairo_surface_destroy (pdf);
  /* Paper keeps its crowns sharp at any scale: no raster tile in a PDF. */
  g_assert_cmpuint (sand_texture_tiles_kept (), ==, 0);
  g_assert_cmpuint (written, >, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/render/textures/tile-looks-like-crowns", test_tile_looks_like_crowns);
  g_test_add_func ("/render/textures/tile-made-once", test_tile_made_once);
  g_test_add_func ("/render/textures/tiles-bounded", test_tiles_bounded);
  g_test_add_func ("/render/textures/vector-draws-crowns", test_vector_draws_crowns);
  return g_test_run ();
}
