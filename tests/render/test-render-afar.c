/* test-render-afar.c: a table seen from afar is drawn with cheaper marks that
 * look like the exact ones: hedges at their least width copy their bushes from
 * a few drawn once (sand-render-lines.c, sand-render-textures.c), names under 20
 * pixels an inch get a halo widened from their pixels (sand-render-text.c); and
 * the label placer's grid finds every box near a place (sand-render-label-grid.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <cairo-pdf.h>
#include <math.h>
#include <poppler.h>
#include <string.h>

#include "sand-render.h"
#include "sand-render-label-grid.h"
#include "sand-render-textures.h"

/* A long hedge down the middle of a 24 × 16" table. */
static SandScenario *
hedge_scenario (void)
{
  static const SandPoint  line[] = { { 2, 8 }, { 12, 7 }, { 22, 9 } };
  SandScenario           *scenario = sand_scenario_new ();
  g_autoptr (SandFeature) hedge = sand_feature_new ("h1", SAND_TERRAIN_HEDGE);

  sand_feature_set_polyline (hedge, line, G_N_ELEMENTS (line));
  sand_scenario_set_size (scenario, 24, 16);
  sand_scenario_add_feature (scenario, hedge);
  return scenario;
}

static void
draw (cairo_t      *cr,
      SandScenario *scenario,
      double        ppi)
{
  SandRenderOptions options;

  sand_render_options_init (&options);
  options.pixels_per_inch = ppi;
  cairo_scale (cr, ppi, ppi);
  sand_render_scenario (cr, scenario, &options);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
}

static cairo_surface_t *
render_image (SandScenario *scenario,
              double        ppi)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, (int) ceil (24 * ppi),
                                                         (int) ceil (16 * ppi));
  cairo_t         *cr = cairo_create (surface);

  draw (cr, scenario, ppi);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

static cairo_status_t
collect (void                *closure,
         const unsigned char *data,
         unsigned int         length)
{
  g_byte_array_append (closure, data, length);
  return CAIRO_STATUS_SUCCESS;
}

/* The same drawing through a PDF (where marks are drawn one by one, never
 * copied) rasterised back at the same size. */
static cairo_surface_t *
render_through_pdf (SandScenario *scenario,
                    double        ppi)
{
  g_autoptr (GByteArray) pdf = g_byte_array_new ();
  g_autoptr (GBytes)     bytes = NULL;
  g_autoptr (GError)     error = NULL;
  PopplerDocument       *document;
  PopplerPage           *page;
  cairo_surface_t       *vector = cairo_pdf_surface_create_for_stream (collect, pdf, 24 * ppi, 16 * ppi);
  cairo_surface_t       *surface;
  cairo_t               *cr = cairo_create (vector);

  draw (cr, scenario, ppi);
  cairo_destroy (cr);
  cairo_surface_finish (vector);
  cairo_surface_destroy (vector);
  bytes = g_bytes_new (pdf->data, pdf->len);
  document = poppler_document_new_from_bytes (bytes, NULL, &error);
  g_assert_no_error (error);
  page = poppler_document_get_page (document, 0);
  surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, (int) ceil (24 * ppi), (int) ceil (16 * ppi));
  cr = cairo_create (surface);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  poppler_page_render (page, cr);
  cairo_destroy (cr);
  g_object_unref (page);
  g_object_unref (document);
  cairo_surface_flush (surface);
  return surface;
}

/* Over the rows and columns of the table rectangle (x0, y0)–(x1, y1): the mean
 * colour of the pixels unlike @background, and how many there are. */
static guint
marked (cairo_surface_t *surface,
        double           ppi,
        double           x0,
        double           y0,
        double           x1,
        double           y1,
        guint32          background,
        double           mean[3])
{
  const guint8 *data = cairo_image_surface_get_data (surface);
  int           stride = cairo_image_surface_get_stride (surface);
  guint         n = 0;

  mean[0] = mean[1] = mean[2] = 0;
  for (int py = (int) (y0 * ppi); py < (int) (y1 * ppi); py++)
    for (int px = (int) (x0 * ppi); px < (int) (x1 * ppi); px++)
      {
        guint32 p;

        memcpy (&p, data + py * stride + px * 4, 4);
        p &= 0xffffff;
        if (p == background)
          continue;
        mean[0] += ((p >> 16) & 0xff) / 255.0;
        mean[1] += ((p >> 8) & 0xff) / 255.0;
        mean[2] += (p & 0xff) / 255.0;
        n++;
      }
  for (int k = 0; k < 3 && n > 0; k++)
    mean[k] /= n;
  return n;
}

static guint32
pixel_at (cairo_surface_t *surface,
          int              px,
          int              py)
{
  guint32 p;

  memcpy (&p, cairo_image_surface_get_data (surface) + py * cairo_image_surface_get_stride (surface) + px * 4, 4);
  return p & 0xffffff;
}

/* At 5 pixels an inch a hedge is drawn 4 pixels wide, wider than it is: its
 * bushes are copied from the kept ones, and cover as much of the table, in the
 * same greens, as the bushes drawn one by one. */
static void
test_hedge_bushes_kept (void)
{
  g_autoptr (SandScenario) scenario = hedge_scenario ();
  cairo_surface_t         *kept, *drawn;
  double                   kept_mean[3], drawn_mean[3];
  guint                    kept_n, drawn_n;
  guint32                  background;

  sand_texture_tiles_clear ();
  kept = render_image (scenario, 5);
  g_assert_cmpuint (sand_texture_tiles_kept (), ==, 1);
  drawn = render_through_pdf (scenario, 5);
  /* a PDF draws every bush */
  g_assert_cmpuint (sand_texture_tiles_kept (), ==, 1);

  background = pixel_at (kept, 5, 5);
  g_assert_cmpuint (pixel_at (drawn, 5, 5), ==, background);
  kept_n = marked (kept, 5, 1, 5, 23, 11, background, kept_mean);
  drawn_n = marked (drawn, 5, 1, 5, 23, 11, background, drawn_mean);
  g_test_message ("hedge pixels: kept %u, drawn %u; mean green %.3f, %.3f", kept_n, drawn_n, kept_mean[1],
                  drawn_mean[1]);
  g_assert_cmpuint (drawn_n, >, 100);
  g_assert_cmpfloat (fabs ((double) kept_n - drawn_n) / drawn_n, <, 0.15);
  for (int k = 0; k < 3; k++)
    g_assert_cmpfloat (fabs (kept_mean[k] - drawn_mean[k]), <, 0.08);
  /* green: more green than red or blue */
  g_assert_cmpfloat (kept_mean[1], >, kept_mean[0]);
  g_assert_cmpfloat (kept_mean[1], >, kept_mean[2]);

  cairo_surface_destroy (kept);
  cairo_surface_destroy (drawn);
  sand_texture_tiles_clear ();
}

/* From 20 pixels an inch a hedge is drawn at its own width, bush by bush. */
static void
test_hedge_near_drawn (void)
{
  g_autoptr (SandScenario) scenario = hedge_scenario ();
  cairo_surface_t         *near;

  sand_texture_tiles_clear ();
  near = render_image (scenario, 20);
  g_assert_cmpuint (sand_texture_tiles_kept (), ==, 0);
  cairo_surface_destroy (near);
}

/* A unit named "Hauptmann Weiss" alone on a table; unit names are 7 pixels
 * high at both 10 and 20 pixels an inch. */
static SandScenario *
named_unit_scenario (void)
{
  SandScenario        *scenario = sand_scenario_new ();
  g_autoptr (SandSide) side = sand_side_new ("de", "German", "#a40000");
  g_autoptr (SandUnit) unit = sand_unit_new ("u1", "infantry", side, 12, 6);

  sand_scenario_set_size (scenario, 24, 16);
  sand_scenario_add_side (scenario, side);
  sand_unit_set_name (unit, "Hauptmann Weiss");
  sand_scenario_add_unit (scenario, unit);
  return scenario;
}

/* Pixels around the unit's name lighter than the table: its halo. */
static guint
halo_pixels (cairo_surface_t *surface,
             double           ppi)
{
  guint32 table = pixel_at (surface, 2, 2);
  guint32 tr = (table >> 16) & 0xff, tg = (table >> 8) & 0xff, tb = table & 0xff;
  guint   n = 0;

  for (int py = (int) (6 * ppi); py < (int) (8.5 * ppi); py++)
    for (int px = (int) (8 * ppi); px < (int) (16 * ppi); px++)
      {
        guint32 p = pixel_at (surface, px, py);

        n += ((p >> 16) & 0xff) > tr + 8 && ((p >> 8) & 0xff) > tg + 8 && (p & 0xff) > tb + 8;
      }
  return n;
}

/* Under 20 pixels an inch the halo is widened from the text's pixels; it
 * lights about as many pixels round the same name as the stroked one at 20. */
static void
test_halo_widened (void)
{
  g_autoptr (SandScenario) scenario = named_unit_scenario ();
  cairo_surface_t         *widened = render_image (scenario, 10), *stroked = render_image (scenario, 20);
  guint                    w = halo_pixels (widened, 10), s = halo_pixels (stroked, 20);

  g_test_message ("halo pixels: widened %u, stroked %u", w, s);
  g_assert_cmpuint (s, >, 100);
  g_assert_cmpfloat (fabs ((double) w - s) / s, <, 0.3);
  cairo_surface_destroy (widened);
  cairo_surface_destroy (stroked);
}

/* Every box that meets the one asked about is among those the grid gives,
 * once each, boxes off the grid's extent included. */
static void
test_grid_finds_every_box (void)
{
  SandBounds         extent = { 0, 0, 100, 60 };
  SandLabelGrid     *grid = sand_label_grid_new (&extent, 3);
  g_autoptr (GArray) boxes = g_array_new (FALSE, FALSE, sizeof (SandBounds));
  GRand             *rand = g_rand_new_with_seed (16);
  guint              met = 0;

  for (guint i = 0; i < 600; i++)
    {
      double     x = g_rand_double_range (rand, -10, 110), y = g_rand_double_range (rand, -10, 70);
      SandBounds box = { x, y, x + g_rand_double_range (rand, 0, 12), y + g_rand_double_range (rand, 0, 4) };

      g_array_append_val (boxes, box);
      sand_label_grid_add (grid, &box, i);
    }
  for (guint q = 0; q < 400; q++)
    {
      double                 x = g_rand_double_range (rand, -10, 110), y = g_rand_double_range (rand, -10, 70);
      SandBounds             ask = { x, y, x + g_rand_double_range (rand, 0, 20), y + g_rand_double_range (rand, 0, 6) };
      const GArray          *near = sand_label_grid_near (grid, &ask);
      g_autoptr (GHashTable) found = g_hash_table_new (NULL, NULL);

      for (guint k = 0; k < near->len; k++)
        {
          guint item = g_array_index (near, guint, k);

          g_assert_false (g_hash_table_contains (found, GUINT_TO_POINTER (item + 1)));
          g_hash_table_add (found, GUINT_TO_POINTER (item + 1));
        }
      for (guint i = 0; i < boxes->len; i++)
        if (sand_bounds_intersect (&ask, &g_array_index (boxes, SandBounds, i)))
          {
            g_assert_true (g_hash_table_contains (found, GUINT_TO_POINTER (i + 1)));
            met++;
          }
    }
  /* the boxes asked about met some */
  g_assert_cmpuint (met, >, 100);
  g_rand_free (rand);
  sand_label_grid_free (grid);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/render/afar/hedge-bushes-kept", test_hedge_bushes_kept);
  g_test_add_func ("/render/afar/hedge-near-drawn", test_hedge_near_drawn);
  g_test_add_func ("/render/afar/halo-widened", test_halo_widened);
  g_test_add_func ("/render/afar/grid-finds-every-box", test_grid_finds_every_box);
  return g_test_run ();
}
