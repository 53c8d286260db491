/* test-render.c: draws scenarios built in code and reads back pixels.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <math.h>
#include <string.h>

#include "sand-render.h"
#include "sand-render-page.h"
#include "sand-error.h"
#include "sand-geometry.h"

#define PPI 20.0

typedef struct
{
  double r;
  double g;
  double b;
} Rgb;

static SandScenario *
new_scenario (double width,
              double height)
{
  SandScenario *scenario = sand_scenario_new ();

  sand_scenario_set_size (scenario, width, height);
  return scenario;
}

static cairo_surface_t *
render_with (SandScenario            *scenario,
             const SandRenderOptions *options,
             SandRenderOverlayFunc    overlay,
             gpointer                 data)
{
  int w = (int) ceil (sand_scenario_get_width (scenario) * options->pixels_per_inch);
  int h = (int) ceil (sand_scenario_get_height (scenario) * options->pixels_per_inch);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, w, h);
  cairo_t *cr = cairo_create (surface);

  cairo_scale (cr, options->pixels_per_inch, options->pixels_per_inch);
  sand_render_scenario_with_overlay (cr, scenario, options, overlay, data);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

static cairo_surface_t *
render (SandScenario *scenario)
{
  SandRenderOptions options;

  sand_render_options_init (&options);
  options.pixels_per_inch = PPI;
  return render_with (scenario, &options, NULL, NULL);
}

/* The colour of the pixel under table point (x, y). */
static Rgb
pixel_at (cairo_surface_t *surface,
          double           x,
          double           y)
{
  int px = (int) floor (x * PPI), py = (int) floor (y * PPI);
  const guint8 *data = cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface);
  guint32 argb;

  g_assert_cmpint (px, >=, 0);
  g_assert_cmpint (py, >=, 0);
  g_assert_cmpint (px, <, cairo_image_surface_get_width (surface));
  g_assert_cmpint (py, <, cairo_image_surface_get_height (surface));
  memcpy (&argb, data + py * stride + px * 4, 4);
  return (Rgb) { ((argb >> 16) & 0xff) / 255.0, ((argb >> 8) & 0xff) / 255.0, (argb & 0xff) / 255.0 };
}

static double
rgb_distance (Rgb    a,
              double r,
              double g,
              double b)
{
  return fabs (a.r - r) + fabs (a.g - g) + fabs (a.b - b);
}

static gboolean
is_table_color (Rgb pixel)
{
  double r, g, b;

  sand_render_table_color (&r, &g, &b);
  return rgb_distance (pixel, r, g, b) < 3.0 / 255;
}

static double
luminance (Rgb c)
{
  return 0.3 * c.r + 0.59 * c.g + 0.11 * c.b;
}

/* Pixels in the table rectangle (x0, y0)–(x1, y1) that differ from the table. */
static guint
count_non_table (cairo_surface_t *surface,
                 double           x0,
                 double           y0,
                 double           x1,
                 double           y1)
{
  guint n = 0;

  for (double y = y0; y < y1; y += 1 / PPI)
    for (double x = x0; x < x1; x += 1 / PPI)
      if (!is_table_color (pixel_at (surface, x, y)))
        n++;
  return n;
}

static void
test_empty_is_table (void)
{
  g_autoptr (SandScenario) scenario = new_scenario (24, 16);
  cairo_surface_t *surface = render (scenario);

  for (double y = 0.25; y < 16; y += 0.5)
    for (double x = 0.25; x < 24; x += 0.5)
      g_assert_true (is_table_color (pixel_at (surface, x, y)));
  cairo_surface_destroy (surface);
}

static SandFeature *
add_polygon (SandScenario    *scenario,
             const char      *id,
             SandTerrainKind  kind,
             const SandPoint *pts,
             guint            n)
{
  g_autoptr (SandFeature) feature = sand_feature_new (id, kind);

  sand_feature_set_polygon (feature, pts, n);
  sand_scenario_add_feature (scenario, feature);
  return feature;
}

static void
test_woods_green (void)
{
  g_autoptr (SandScenario) scenario = new_scenario (24, 16);
  const SandPoint pts[] = { { 4, 3 }, { 14, 2 }, { 16, 10 }, { 6, 12 } };
  SandFeature *woods = add_polygon (scenario, "w1", SAND_TERRAIN_WOODS, pts, G_N_ELEMENTS (pts));
  cairo_surface_t *surface = render (scenario);
  guint inside = 0;

  /* Every pixel well inside the outline is some green: canopy, shade or light. */
  for (double y = 0.1; y < 16; y += 0.35)
    for (double x = 0.1; x < 24; x += 0.35)
      {
        Rgb c = pixel_at (surface, x, y);

        if (sand_feature_hit (woods, x, y, 0) && sand_distance_to_polygon_edge (pts, 4, x, y) > 0.2)
          {
            g_assert_cmpfloat (c.g, >, c.r);
            g_assert_cmpfloat (c.g, >, c.b);
            inside++;
          }
        else if (sand_distance_to_polygon_edge (pts, 4, x, y) > 0.5)
          g_assert_true (is_table_color (c));
      }
  g_assert_cmpuint (inside, >, 200);
  cairo_surface_destroy (surface);
}

static SandUnit *
add_unit (SandScenario *scenario,
          SandSide     *side,
          const char   *id,
          double        x,
          double        y,
          double        facing)
{
  g_autoptr (SandUnit) unit = sand_unit_new (id, "infantry", side, x, y);

  sand_unit_set_facing (unit, facing);
  sand_scenario_add_unit (scenario, unit);
  return unit;
}

static void
test_unit_side_color (void)
{
  g_autoptr (SandScenario) scenario = new_scenario (20, 12);
  g_autoptr (SandSide) blue = sand_side_new ("us", "American", "#3465a4");
  g_autoptr (SandSide) red = sand_side_new ("de", "German", "#a40000");
  cairo_surface_t *surface;
  Rgb c;

  sand_scenario_add_side (scenario, blue);
  sand_scenario_add_side (scenario, red);
  sand_unit_set_base (add_unit (scenario, blue, "a", 5, 5, 90), 2);
  sand_unit_set_base (add_unit (scenario, red, "b", 15, 5, 180), 2);
  surface = render (scenario);

  c = pixel_at (surface, 5, 5);
  g_assert_cmpfloat (rgb_distance (c, 0x34 / 255.0, 0x65 / 255.0, 0xa4 / 255.0), <, 0.05);
  c = pixel_at (surface, 15, 5);
  g_assert_cmpfloat (rgb_distance (c, 0xa4 / 255.0, 0, 0), <, 0.05);

  /* The facing mark points the way the unit faces (90 = right, 180 = down): light
   * in front, the side's colour behind. */
  g_assert_cmpfloat (luminance (pixel_at (surface, 5.6, 5)), >, 0.9);
  g_assert_cmpfloat (rgb_distance (pixel_at (surface, 4.4, 5), 0x34 / 255.0, 0x65 / 255.0,
                                   0xa4 / 255.0), <, 0.05);
  g_assert_cmpfloat (luminance (pixel_at (surface, 15, 5.6)), >, 0.9);
  g_assert_cmpfloat (rgb_distance (pixel_at (surface, 15, 4.4), 0xa4 / 255.0, 0, 0), <, 0.05);
  cairo_surface_destroy (surface);
}

static void
test_rect_base (void)
{
  g_autoptr (SandScenario) scenario = new_scenario (20, 12);
  g_autoptr (SandSide) side = sand_side_new ("us", "American", "#3465a4");
  SandUnit *tank;
  cairo_surface_t *surface;

  sand_scenario_add_side (scenario, side);
  tank = add_unit (scenario, side, "tank", 10, 6, 90);
  /* 3 wide, 5 deep, facing right: the long side lies along x. */
  sand_unit_set_base_rect (tank, 3, 5);
  surface = render (scenario);

  g_assert_false (is_table_color (pixel_at (surface, 10 - 2.2, 6)));
  g_assert_false (is_table_color (pixel_at (surface, 10 + 1.6, 6)));
  g_assert_true (is_table_color (pixel_at (surface, 10, 6 - 2.2)));
  g_assert_true (is_table_color (pixel_at (surface, 10, 6 + 2.2)));
  cairo_surface_destroy (surface);
}

static void
test_labels_do_not_overprint (void)
{
  g_autoptr (SandScenario) both = new_scenario (20, 12);
  g_autoptr (SandScenario) one = new_scenario (20, 12);
  g_autoptr (SandSide) side = sand_side_new ("us", "American", "#3465a4");
  cairo_surface_t *a, *b;
  SandUnit *far;

  sand_scenario_add_side (both, side);
  sand_scenario_add_side (one, side);
  sand_unit_set_name (add_unit (both, side, "a", 5, 5, 0), "Sgt. Able");
  sand_unit_set_name (add_unit (both, side, "b", 5, 5, 0), "Cpl. Baker");
  sand_unit_set_name (add_unit (one, side, "a", 5, 5, 0), "Sgt. Able");
  a = render (both);
  b = render (one);
  /* Baker's base hides under Able's; his name would overprint Able's, so it is left
   * out: the strip under the bases is the same as with Able alone. */
  for (double y = 5.6; y < 6.5; y += 1 / PPI)
    for (double x = 2; x < 8; x += 1 / PPI)
      {
        Rgb pa = pixel_at (a, x, y), pb = pixel_at (b, x, y);

        g_assert_cmpfloat (rgb_distance (pa, pb.r, pb.g, pb.b), <, 1e-9);
      }
  g_assert_cmpuint (count_non_table (b, 3, 5.7, 7, 6.5), >, 20);
  cairo_surface_destroy (a);

  /* A unit with room around it keeps its name. */
  far = add_unit (both, side, "c", 15, 5, 0);
  sand_unit_set_name (far, "Pvt. Charlie");
  a = render (both);
  g_assert_cmpuint (count_non_table (a, 13.5, 5.7, 16.5, 6.5), >, 20);
  cairo_surface_destroy (a);
  cairo_surface_destroy (b);
}

static SandFeature *
feature_of_kind (SandTerrainKind kind)
{
  g_autoptr (SandFeature) feature = sand_feature_new ("f", kind);

  switch (sand_terrain_kind_get_shape (kind))
    {
    case SAND_SHAPE_AREA:
      sand_feature_set_rect (feature, 3, 3, 6, 6);
      break;
    case SAND_SHAPE_LINE:
      {
        const SandPoint pts[] = { { 2, 6 }, { 10, 6.5 } };

        sand_feature_set_polyline (feature, pts, 2);
      }
      break;
    case SAND_SHAPE_POINT:
    default:
      sand_feature_set_point (feature, 6, 6);
      break;
    }
  return g_steal_pointer (&feature);
}

static void
test_every_kind_visible (void)
{
  for (int k = 0; k < SAND_N_TERRAIN_KINDS; k++)
    {
      g_autoptr (SandScenario) scenario = new_scenario (12, 12);
      g_autoptr (SandFeature) feature = feature_of_kind (k);
      cairo_surface_t *surface;
      guint changed;

      sand_scenario_add_feature (scenario, feature);
      surface = render (scenario);
      changed = count_non_table (surface, 1, 1, 11, 11);
      if (g_test_verbose ())
        g_test_message ("%s: %u pixels", sand_terrain_kind_to_string (k), changed);
      /* A door or window is a small mark; areas and lines cover far more. */
      g_assert_cmpuint (changed, >, sand_terrain_kind_get_shape (k) == SAND_SHAPE_POINT ? 20 : 150);
      /* Nothing leaks far from the feature. */
      g_assert_cmpuint (count_non_table (surface, 0, 0, 12, 1), ==, 0);
      cairo_surface_destroy (surface);
    }
}

static void
test_hill_levels (void)
{
  g_autoptr (SandScenario) scenario = new_scenario (24, 12);
  g_autoptr (SandFeature) low = sand_feature_new ("h1", SAND_TERRAIN_HILL);
  g_autoptr (SandFeature) high = sand_feature_new ("h3", SAND_TERRAIN_HILL);
  cairo_surface_t *surface;
  Rgb lo, hi;

  sand_feature_set_ellipse (low, 6, 6, 4, 3);
  sand_feature_set_ellipse (high, 18, 6, 4, 3);
  sand_feature_set_level (high, 3);
  sand_scenario_add_feature (scenario, low);
  sand_scenario_add_feature (scenario, high);
  surface = render (scenario);

  lo = pixel_at (surface, 6, 6);
  hi = pixel_at (surface, 18, 6);
  g_assert_false (is_table_color (lo));
  g_assert_cmpfloat (luminance (hi), >, luminance (lo) + 0.05);
  /* Brown/ochre: red over green over blue. */
  g_assert_cmpfloat (lo.r, >, lo.g);
  g_assert_cmpfloat (lo.g, >, lo.b);
  cairo_surface_destroy (surface);
}

static void
test_hill_stacking (void)
{
  g_autoptr (SandScenario) scenario = new_scenario (16, 12);
  g_autoptr (SandFeature) high = sand_feature_new ("top", SAND_TERRAIN_HILL);
  g_autoptr (SandFeature) low = sand_feature_new ("base", SAND_TERRAIN_HILL);
  g_autoptr (SandScenario) alone = new_scenario (16, 12);
  g_autoptr (SandFeature) high2 = NULL;
  cairo_surface_t *surface, *reference;

  /* The crest is listed first, yet drawn above the lower step. */
  sand_feature_set_ellipse (high, 8, 6, 2, 1.5);
  sand_feature_set_level (high, 2);
  sand_feature_set_ellipse (low, 8, 6, 6, 4.5);
  sand_scenario_add_feature (scenario, high);
  sand_scenario_add_feature (scenario, low);
  high2 = sand_feature_copy (high);
  sand_scenario_add_feature (alone, high2);
  surface = render (scenario);
  reference = render (alone);

  g_assert_cmpfloat (rgb_distance (pixel_at (surface, 8, 6), pixel_at (reference, 8, 6).r,
                                   pixel_at (reference, 8, 6).g, pixel_at (reference, 8, 6).b),
                     <, 0.02);
  cairo_surface_destroy (surface);
  cairo_surface_destroy (reference);
}

static guint8
alpha_at (cairo_surface_t *surface,
          int              px,
          int              py)
{
  guint32 argb;

  memcpy (&argb, cairo_image_surface_get_data (surface) + py * cairo_image_surface_get_stride (surface)
          + px * 4, 4);
  return argb >> 24;
}

static void
test_clipped_to_table (void)
{
  g_autoptr (SandScenario) scenario = new_scenario (10, 10);
  g_autoptr (SandFeature) woods = sand_feature_new ("w", SAND_TERRAIN_WOODS);
  g_autoptr (SandFeature) road = sand_feature_new ("r", SAND_TERRAIN_ROAD);
  const SandPoint line[] = { { -5, 5 }, { 15, 5 } };
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 14 * PPI, 14 * PPI);
  cairo_t *cr = cairo_create (surface);
  SandRenderOptions options;

  /* Terrain may overhang the table; nothing of it is drawn off the table. */
  sand_feature_set_rect (woods, -5, -5, 10, 10);
  sand_feature_set_polyline (road, line, 2);
  sand_scenario_add_feature (scenario, woods);
  sand_scenario_add_feature (scenario, road);
  sand_render_options_init (&options);
  options.pixels_per_inch = PPI;
  cairo_scale (cr, PPI, PPI);
  cairo_translate (cr, 2, 2);
  sand_render_scenario (cr, scenario, &options);
  cairo_destroy (cr);
  cairo_surface_flush (surface);

  g_assert_cmpint (alpha_at (surface, 1 * PPI, 4 * PPI), ==, 0);
  g_assert_cmpint (alpha_at (surface, 4 * PPI, 1 * PPI), ==, 0);
  g_assert_cmpint (alpha_at (surface, 1 * PPI, 7 * PPI), ==, 0);
  g_assert_cmpint (alpha_at (surface, 13 * PPI, 7 * PPI), ==, 0);
  g_assert_cmpint (alpha_at (surface, 3 * PPI, 3 * PPI), ==, 255);
  cairo_surface_destroy (surface);
}

static void
test_grid (void)
{
  g_autoptr (SandScenario) scenario = new_scenario (24, 16);
  SandRenderOptions options;
  cairo_surface_t *with, *without;
  guint lines;

  sand_scenario_set_grid (scenario, SAND_GRID_HEX, 4, SAND_HEX_FLAT, 2, 2);
  sand_render_options_init (&options);
  options.pixels_per_inch = PPI;
  with = render_with (scenario, &options, NULL, NULL);
  options.show_grid = FALSE;
  without = render_with (scenario, &options, NULL, NULL);

  g_assert_cmpuint (count_non_table (without, 0.5, 0.5, 23.5, 15.5), ==, 0);
  lines = count_non_table (with, 0.5, 0.5, 23.5, 15.5);
  /* About 24 hexes of ~14 inches of outline each, at a pixel or two wide. */
  g_assert_cmpuint (lines, >, 2000);
  /* A hex centre is open ground. */
  g_assert_true (is_table_color (pixel_at (with, 2, 2)));
  cairo_surface_destroy (with);
  cairo_surface_destroy (without);
}

static void
test_hidden (void)
{
  g_autoptr (SandScenario) scenario = new_scenario (12, 12);
  g_autoptr (SandFeature) feature = feature_of_kind (SAND_TERRAIN_LAKE);
  g_autoptr (GHashTable) hidden = g_hash_table_new (NULL, NULL);
  SandRenderOptions options;
  cairo_surface_t *surface;

  sand_scenario_add_feature (scenario, feature);
  g_hash_table_add (hidden, feature);
  sand_render_options_init (&options);
  options.pixels_per_inch = PPI;
  options.hidden = hidden;
  surface = render_with (scenario, &options, NULL, NULL);
  g_assert_cmpuint (count_non_table (surface, 0.5, 0.5, 11.5, 11.5), ==, 0);
  cairo_surface_destroy (surface);
}

static void
paint_red (cairo_t *cr,
           gpointer user_data)
{
  int *calls = user_data;

  (*calls)++;
  cairo_set_source_rgb (cr, 1, 0, 0);
  cairo_paint (cr);
}

static void
test_overlay_between_terrain_and_units (void)
{
  g_autoptr (SandScenario) scenario = new_scenario (12, 12);
  g_autoptr (SandFeature) woods = feature_of_kind (SAND_TERRAIN_WOODS);
  g_autoptr (SandSide) side = sand_side_new ("us", "American", "#3465a4");
  SandRenderOptions options;
  cairo_surface_t *surface;
  int calls = 0;

  sand_scenario_add_feature (scenario, woods);
  sand_scenario_add_side (scenario, side);
  add_unit (scenario, side, "u", 6, 6, 0);
  sand_render_options_init (&options);
  options.pixels_per_inch = PPI;
  options.show_labels = FALSE;
  surface = render_with (scenario, &options, paint_red, &calls);

  g_assert_cmpint (calls, ==, 1);
  g_assert_cmpfloat (rgb_distance (pixel_at (surface, 4, 4), 1, 0, 0), <, 0.01);
  g_assert_cmpfloat (rgb_distance (pixel_at (surface, 6, 6), 0x34 / 255.0, 0x65 / 255.0,
                                   0xa4 / 255.0), <, 0.05);
  cairo_surface_destroy (surface);
}

static void
test_deterministic (void)
{
  g_autoptr (SandScenario) scenario = new_scenario (12, 12);
  g_autoptr (SandFeature) woods = feature_of_kind (SAND_TERRAIN_JUNGLE);
  cairo_surface_t *a, *b;

  sand_scenario_add_feature (scenario, woods);
  a = render (scenario);
  b = render (scenario);
  g_assert_cmpmem (cairo_image_surface_get_data (a),
                   cairo_image_surface_get_stride (a) * cairo_image_surface_get_height (a),
                   cairo_image_surface_get_data (b),
                   cairo_image_surface_get_stride (b) * cairo_image_surface_get_height (b));
  cairo_surface_destroy (a);
  cairo_surface_destroy (b);
}

static double
legend_height (SandScenario *scenario,
               double        width)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, (int) width, 400);
  cairo_t *cr = cairo_create (surface);
  double h = sand_render_legend (cr, scenario, width);

  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  return h;
}

static void
test_legend (void)
{
  g_autoptr (SandScenario) scenario = new_scenario (12, 12);
  double wide, narrow;

  g_assert_cmpfloat (legend_height (scenario, 500), ==, 0);
  for (int k = 0; k < 6; k++)
    {
      g_autoptr (SandFeature) feature = feature_of_kind (k);

      sand_scenario_add_feature (scenario, feature);
    }
  wide = legend_height (scenario, 2000);
  narrow = legend_height (scenario, 150);
  g_assert_cmpfloat (wide, >, 0);
  /* Six kinds in one row when wide, one per row when narrow. */
  g_assert_cmpfloat (fabs (narrow - 6 * wide), <, 1e-6);
}

static void
test_swatches (void)
{
  for (int k = 0; k < SAND_N_TERRAIN_KINDS; k++)
    {
      cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 60, 36);
      cairo_t *cr = cairo_create (surface);
      const guint8 *data;
      int stride;
      guint differing = 0;

      sand_render_swatch (cr, k, 60, 36);
      cairo_destroy (cr);
      cairo_surface_flush (surface);
      data = cairo_image_surface_get_data (surface);
      stride = cairo_image_surface_get_stride (surface);
      /* Inside the frame, the kind shows over the table colour. */
      for (int y = 2; y < 34; y++)
        for (int x = 2; x < 58; x++)
          {
            guint32 argb;
            Rgb c;

            memcpy (&argb, data + y * stride + x * 4, 4);
            g_assert_cmpuint (argb >> 24, ==, 0xff);
            c = (Rgb) { ((argb >> 16) & 0xff) / 255.0, ((argb >> 8) & 0xff) / 255.0,
                        (argb & 0xff) / 255.0 };
            if (!is_table_color (c))
              differing++;
          }
      g_assert_cmpuint (differing, >, 12);
      cairo_surface_destroy (surface);
    }
}

static void
test_page_layout (void)
{
  g_autoptr (SandScenario) scenario = new_scenario (48, 36);
  g_autoptr (GArray) tiles = NULL;
  g_autoptr (GError) error = NULL;
  SandPageOptions options;
  const SandPageTile *tile;
  double area = 0;
  guint n;

  sand_page_options_init (&options);
  options.scale = 1;
  n = sand_page_layout (scenario, &options, &tiles, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (n, ==, 1);
  tile = &g_array_index (tiles, SandPageTile, 0);
  g_assert_cmpfloat (tile->page_width, ==, 48 * 72);
  g_assert_cmpfloat (tile->page_height, ==, 36 * 72);
  g_clear_pointer (&tiles, g_array_unref);

  /* Fitted on A4 the long side of the table goes along the long side of the paper. */
  options.scale = 0;
  options.paper = "a4";
  n = sand_page_layout (scenario, &options, &tiles, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (n, ==, 1);
  tile = &g_array_index (tiles, SandPageTile, 0);
  g_assert_cmpfloat (fabs (tile->page_width - 841.89), <, 0.01);
  g_assert_cmpfloat (tile->map_x, >=, options.margin * 72 - 1e-6);
  g_assert_cmpfloat (tile->map_x + 48 * tile->points_per_inch, <=, 841.89 - options.margin * 72 + 1e-6);
  g_assert_cmpfloat (tile->points_per_inch, <, 72);
  g_clear_pointer (&tiles, g_array_unref);

  /* Real size on A4 takes several sheets that together cover the table once. */
  options.scale = 1;
  n = sand_page_layout (scenario, &options, &tiles, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (n, >, 6);
  for (guint i = 0; i < n; i++)
    {
      tile = &g_array_index (tiles, SandPageTile, i);
      g_assert_cmpuint (tile->index, ==, i);
      g_assert_cmpfloat (tile->points_per_inch, ==, 72);
      g_assert_cmpfloat ((tile->view.x1 - tile->view.x0) * 72, <=, tile->page_width + 1e-6);
      area += (tile->view.x1 - tile->view.x0) * (tile->view.y1 - tile->view.y0);
    }
  g_assert_cmpfloat (fabs (area - 48 * 36), <, 1e-6);

  /* A sheet from the middle of the table: the map stays inside its cut line and
   * the margins stay white. */
  {
    g_autoptr (SandFeature) woods = sand_feature_new ("w", SAND_TERRAIN_WOODS);
    const SandPageTile *middle = &g_array_index (tiles, SandPageTile, n / 2);
    cairo_surface_t *page = cairo_image_surface_create (CAIRO_FORMAT_RGB24, (int) middle->page_width,
                                                        (int) middle->page_height);
    cairo_t *cr = cairo_create (page);
    guint32 pixel;

    sand_feature_set_rect (woods, 0, 0, 48, 36);
    sand_scenario_add_feature (scenario, woods);
    sand_page_render_tile (cr, scenario, &options, middle, n);
    cairo_destroy (cr);
    cairo_surface_flush (page);
    memcpy (&pixel, cairo_image_surface_get_data (page) + 5 * cairo_image_surface_get_stride (page)
            + 5 * 4, 4);
    g_assert_cmphex (pixel & 0xffffff, ==, 0xffffff);
    memcpy (&pixel, cairo_image_surface_get_data (page)
            + (int) (middle->map_y + 20) * cairo_image_surface_get_stride (page)
            + (int) (middle->map_x + 20) * 4, 4);
    g_assert_cmphex (pixel & 0xffffff, !=, 0xffffff);
    cairo_surface_destroy (page);
    sand_scenario_remove_feature (scenario, woods);
  }
  g_clear_pointer (&tiles, g_array_unref);

  options.paper = "napkin";
  n = sand_page_layout (scenario, &options, &tiles, &error);
  g_assert_error (error, SAND_ERROR, SAND_ERROR_NOT_FOUND);
  g_assert_cmpuint (n, ==, 0);
  g_assert_null (tiles);
  g_clear_error (&error);

  options.paper = "210x297mm";
  options.scale = 0;
  n = sand_page_layout (scenario, &options, &tiles, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (n, ==, 1);
  tile = &g_array_index (tiles, SandPageTile, 0);
  g_assert_cmpfloat (fabs (tile->page_width - 841.89), <, 0.01);
}

static void
test_page_files (void)
{
  g_autoptr (SandScenario) scenario = new_scenario (24, 16);
  g_autoptr (SandFeature) woods = feature_of_kind (SAND_TERRAIN_WOODS);
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("sand-render-XXXXXX", &error);
  const char *names[] = { "map.png", "map.svg", "map.pdf" };
  const char *magic[] = { "\x89PNG", "<?xml", "%PDF" };
  SandPageOptions options;

  g_assert_no_error (error);
  sand_scenario_add_feature (scenario, woods);
  sand_page_options_init (&options);
  options.dpi = 30;

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *path = g_build_filename (dir, names[i], NULL);
      g_autofree char *contents = NULL;
      gsize length;

      g_assert_true (sand_render_page_to_file (scenario, path, &options, &error));
      g_assert_no_error (error);
      g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
      g_assert_cmpuint (length, >, 100);
      g_assert_true (g_str_has_prefix (contents, magic[i]));
      if (i == 0)
        {
          cairo_surface_t *png = cairo_image_surface_create_from_png (path);

          g_assert_cmpint (cairo_image_surface_get_width (png), ==, 24 * 30);
          g_assert_cmpint (cairo_image_surface_get_height (png), ==, 16 * 30);
          cairo_surface_destroy (png);
        }
      g_unlink (path);
    }

  /* Several sheets fit only in a PDF. */
  options.paper = "a5";
  options.scale = 1;
  {
    g_autofree char *path = g_build_filename (dir, "tiles.png", NULL);

    g_assert_false (sand_render_page_to_file (scenario, path, &options, &error));
    g_assert_error (error, SAND_ERROR, SAND_ERROR_INVALID);
    g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
    g_clear_error (&error);
  }
  {
    g_autofree char *path = g_build_filename (dir, "map.txt", NULL);

    g_assert_false (sand_render_page_to_file (scenario, path, &options, &error));
    g_assert_error (error, SAND_ERROR, SAND_ERROR_INVALID);
    g_clear_error (&error);
  }
  g_rmdir (dir);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/render/empty/table-color", test_empty_is_table);
  g_test_add_func ("/render/terrain/woods-green", test_woods_green);
  g_test_add_func ("/render/terrain/every-kind-visible", test_every_kind_visible);
  g_test_add_func ("/render/terrain/hill-levels", test_hill_levels);
  g_test_add_func ("/render/terrain/hill-stacking", test_hill_stacking);
  g_test_add_func ("/render/terrain/hidden", test_hidden);
  g_test_add_func ("/render/terrain/clipped-to-table", test_clipped_to_table);
  g_test_add_func ("/render/terrain/deterministic", test_deterministic);
  g_test_add_func ("/render/units/side-color", test_unit_side_color);
  g_test_add_func ("/render/units/rect-base", test_rect_base);
  g_test_add_func ("/render/units/labels", test_labels_do_not_overprint);
  g_test_add_func ("/render/grid/hex", test_grid);
  g_test_add_func ("/render/overlay/order", test_overlay_between_terrain_and_units);
  g_test_add_func ("/render/legend/rows", test_legend);
  g_test_add_func ("/render/legend/swatches", test_swatches);
  g_test_add_func ("/render/page/layout", test_page_layout);
  g_test_add_func ("/render/page/files", test_page_files);

  return g_test_run ();
}
