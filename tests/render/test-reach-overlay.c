/* test-reach-overlay.c: the reach overlay drawn from real solves — outlines where a
 * tape measure puts them, bands shaded inside and not outside, comparisons and
 * threat counts.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "sand-reach-overlay-private.h"
#include "sand-reach-overlay.h"
#include "sand-reach.h"
#include "sand-ruleset-registry.h"
#include "sand-scenario-io.h"

#define PPI 20.0

static SandRulesetRegistry *registry;

/* An open 36" × 24" table under M42 with an American at (12, 12) and a German at
 * (30, 12). */
static SandScenario *
open_table (void)
{
  SandScenario *scenario = sand_scenario_new ();
  g_autoptr (SandSide) us = sand_side_new ("us", "American", "#3465a4");
  g_autoptr (SandSide) de = sand_side_new ("de", "German", "#a40000");
  g_autoptr (SandUnit) a = sand_unit_new ("a", "infantry", us, 12, 12);
  g_autoptr (SandUnit) g = sand_unit_new ("g", "infantry", de, 30, 12);

  sand_scenario_set_size (scenario, 36, 24);
  sand_scenario_set_ruleset (scenario, "m42");
  sand_scenario_add_side (scenario, us);
  sand_scenario_add_side (scenario, de);
  sand_scenario_add_unit (scenario, a);
  sand_scenario_add_unit (scenario, g);
  return scenario;
}

static SandReachField *
solve (SandScenario *scenario,
       const char   *unit,
       const char   *mode)
{
  g_autoptr (GError) error = NULL;
  SandRuleset *rs = sand_ruleset_registry_lookup (registry, "m42");
  g_autoptr (SandMoveSnapshot) snap = sand_move_snapshot_new (scenario, rs, sand_scenario_find_unit (scenario, unit),
                                                              mode, 0, &error);
  SandReachField *field;

  g_assert_no_error (error);
  field = sand_reach_compute (snap, NULL, &error);
  g_assert_no_error (error);
  return field;
}

/* Draws the overlay alone on a transparent image of the table. */
static cairo_surface_t *
draw (SandReachOverlay *overlay)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 36 * PPI, 24 * PPI);
  cairo_t *cr = cairo_create (surface);

  cairo_scale (cr, PPI, PPI);
  sand_reach_overlay_draw (overlay, cr, PPI);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

/* Opacity around a table point, the most of a 3 × 3 patch (hatching leaves gaps). */
static double
alpha_at (cairo_surface_t *surface,
          double           x,
          double           y)
{
  const guchar *data = cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface), best = 0;

  for (int j = -1; j <= 1; j++)
    for (int i = -1; i <= 1; i++)
      {
        guint32 px = *(const guint32 *) (const void *) (data + (int) (y * PPI + j) * stride + ((int) (x * PPI) + i) * 4);
        best = MAX (best, (int) (px >> 24));
      }
  return best / 255.0;
}

static void
test_circle_outline (void)
{
  g_autoptr (SandScenario) scenario = open_table ();
  g_autoptr (SandReachField) field = solve (scenario, "a", "advance");
  g_autoptr (SandContour) contour = sand_contour_trace_reach (field);
  double worst = 0;
  guint n;
  const SandPoint *p;

  /* One loop, a circle of 6" round the start, as a tape measure says. */
  g_assert_cmpuint (sand_contour_get_n_loops (contour), ==, 1);
  p = sand_contour_get_loop (contour, 0, &n);
  g_assert_cmpuint (n, >, 100);
  for (guint i = 0; i < n; i++)
    worst = MAX (worst, fabs (hypot (p[i].x - 12, p[i].y - 12) - 6));
  g_assert_cmpfloat (worst, <, 0.06);
  g_assert_cmpfloat (fabs (sand_contour_area (contour) - G_PI * 36) / (G_PI * 36), <, 0.01);
}

static void
test_bands_shaded (void)
{
  g_autoptr (SandScenario) scenario = open_table ();
  g_autoptr (SandReachField) advance = solve (scenario, "a", "advance");
  g_autoptr (SandReachField) dbl = solve (scenario, "a", "double");
  g_autoptr (SandReachOverlay) overlay = sand_reach_overlay_new ();
  cairo_surface_t *surface;
  SandReachStyle first, second;
  double w, h;

  sand_reach_overlay_add_band (overlay, advance, "Advance, 6 in");
  sand_reach_overlay_add_band (overlay, dbl, "At The Double, 12 in");
  surface = draw (overlay);

  /* Inside both, inside the outer only, and beyond both. */
  g_assert_cmpfloat (alpha_at (surface, 15, 12), >, 0.3);
  g_assert_cmpfloat (alpha_at (surface, 12, 21), >, 0.15);
  g_assert_cmpfloat (alpha_at (surface, 12 + 13, 12), ==, 0);
  g_assert_cmpfloat (alpha_at (surface, 2, 22), ==, 0);
  cairo_surface_destroy (surface);

  /* Bands differ by colour and by hatching and outline. */
  sand_reach_style_for_band (0, &first);
  sand_reach_style_for_band (1, &second);
  g_assert_true (first.hatch != second.hatch && first.outline != second.outline);
  g_assert_true (fabs (first.r - second.r) + fabs (first.g - second.g) + fabs (first.b - second.b) > 0.5);

  /* The legend names both bands. */
  sand_reach_overlay_draw_legend (overlay, NULL, &w, &h);
  g_assert_cmpfloat (w, >, 100);
  g_assert_cmpfloat (h, >, 40);
}

static void
test_compare_shades_difference (void)
{
  g_autoptr (SandScenario) scenario = open_table ();
  g_autoptr (SandReachField) advance = solve (scenario, "a", "advance");
  g_autoptr (SandReachField) dbl = solve (scenario, "a", "double");
  g_autoptr (SandReachOverlay) overlay = sand_reach_overlay_new ();
  cairo_surface_t *surface;

  sand_reach_overlay_add_band (overlay, advance, "Advance");
  sand_reach_overlay_add_band (overlay, dbl, "At The Double");
  sand_reach_overlay_set_compare (overlay, TRUE);
  surface = draw (overlay);

  /* Ground only the double reaches is shaded in its style; ground both reach
   * gets only a faint neutral tint. */
  g_assert_cmpfloat (alpha_at (surface, 12, 21), >, 0.15);
  g_assert_cmpfloat (alpha_at (surface, 13, 13), <, 0.15);
  g_assert_cmpfloat (alpha_at (surface, 30, 22), ==, 0);
  cairo_surface_destroy (surface);
}

static void
test_threat_counts (void)
{
  g_autoptr (SandScenario) scenario = open_table ();
  g_autoptr (GPtrArray) fields = g_ptr_array_new_with_free_func ((GDestroyNotify) sand_reach_field_unref);
  g_autoptr (SandReachOverlay) overlay = sand_reach_overlay_new ();

  g_ptr_array_add (fields, solve (scenario, "a", "double"));
  g_ptr_array_add (fields, solve (scenario, "g", "double"));
  sand_reach_overlay_set_threat (overlay, fields, 36, 24, 0.6, 0, 0, "Threat");

  /* 12" each way, but neither may come within 2" of the other's base: the
   * middle ground between them is reached by both. */
  g_assert_cmpuint (sand_reach_overlay_threat_at (overlay, 21, 12), ==, 2);
  g_assert_cmpuint (sand_reach_overlay_threat_at (overlay, 5, 12), ==, 1);
  g_assert_cmpuint (sand_reach_overlay_threat_at (overlay, 21, 23.5), ==, 0);
}

/* The club table's German units, each in M42's double at @resolution. */
static void
add_club_fields (SandScenario *scenario,
                 GPtrArray    *fields,
                 double        resolution)
{
  SandRuleset *rs = sand_ruleset_registry_lookup (registry, "m42");
  GListModel *units = sand_scenario_get_units (scenario);

  for (guint i = 0; i < g_list_model_get_n_items (units); i++)
    {
      g_autoptr (SandUnit) unit = g_list_model_get_item (units, i);
      g_autoptr (SandMoveSnapshot) snap = NULL;
      g_autoptr (GError) error = NULL;

      if (g_strcmp0 (sand_side_get_id (sand_unit_get_side (unit)), "de") != 0)
        continue;
      snap = sand_move_snapshot_new (scenario, rs, unit, "double", resolution, &error);
      g_assert_no_error (error);
      g_ptr_array_add (fields, sand_reach_compute (snap, NULL, &error));
      g_assert_no_error (error);
    }
}

/* The field's raster says its unit may end in the cell that holds (x, y). */
static gboolean
raster_reaches (SandReachField *field,
                double          x,
                double          y)
{
  double x0, y0, cell = sand_reach_field_get_cell_size (field);
  int i, j;

  sand_reach_field_get_origin (field, &x0, &y0);
  i = (int) floor ((x - x0) / cell);
  j = (int) floor ((y - y0) / cell);
  if (i < 0 || j < 0 || i >= sand_reach_field_get_width (field) || j >= sand_reach_field_get_height (field))
    return FALSE;
  return sand_reach_field_get_costs (field)[j * sand_reach_field_get_width (field) + i] >= 0;
}

static SandScenario *
load_club_table (void)
{
  const char *data = g_getenv ("SANDTABLE_SOURCE_DATA");
  g_autofree char *path = g_build_filename (data ? data : SOURCE_DATADIR, "scenarios", "club-table.sandtable", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  SandScenario *scenario = sand_scenario_load_file (file, &error);

  g_assert_no_error (error);
  return scenario;
}

/* Every cell of the threat map against the fields' own answer at its centre,
 * on the club table, with fields on the map's grid and on coarser and finer
 * grids of their own. */
static void
test_threat_every_cell (void)
{
  g_autoptr (SandScenario) scenario = load_club_table ();
  g_autoptr (GPtrArray) fields = g_ptr_array_new_with_free_func ((GDestroyNotify) sand_reach_field_unref);
  g_autoptr (SandReachOverlay) overlay = sand_reach_overlay_new ();
  double width, height;
  guint most = 0, reached = 0;

  width = sand_scenario_get_width (scenario);
  height = sand_scenario_get_height (scenario);
  add_club_fields (scenario, fields, 0.1);
  add_club_fields (scenario, fields, 0.13);
  add_club_fields (scenario, fields, 0.07);
  g_assert_cmpuint (fields->len, >=, 30);
  sand_reach_overlay_set_threat (overlay, fields, width, height, 0.6, 0, 0, "Threat");

  for (int j = 0; j < (int) ceil (height / 0.1); j++)
    for (int i = 0; i < (int) ceil (width / 0.1); i++)
      {
        double x = (i + 0.5) * 0.1, y = (j + 0.5) * 0.1;
        guint expected = 0, got = sand_reach_overlay_threat_at (overlay, x, y);

        for (guint f = 0; f < fields->len; f++)
          expected += raster_reaches (g_ptr_array_index (fields, f), x, y);
        if (got != expected)
          g_error ("threat at (%g, %g): %u, the fields' rasters say %u", x, y, got, expected);
        most = MAX (most, got);
        reached += got > 0;
      }
  /* the units stand close: their moves overlap, three grids each */
  g_assert_cmpuint (most, >=, 6);
  g_assert_cmpuint (reached, >, 10000);
}

/* Each level's outline, traced over the cells the fields cover, is the outline
 * of the whole table's cells above that level. */
static void
test_threat_levels (void)
{
  g_autoptr (SandScenario) scenario = load_club_table ();
  g_autoptr (GPtrArray) fields = g_ptr_array_new_with_free_func ((GDestroyNotify) sand_reach_field_unref);
  g_autoptr (SandReachOverlay) overlay = sand_reach_overlay_new ();
  int w, h;
  g_autofree guint8 *inside = NULL;

  add_club_fields (scenario, fields, 0.1);
  add_club_fields (scenario, fields, 0.13);
  sand_reach_overlay_set_threat (overlay, fields, sand_scenario_get_width (scenario),
                                 sand_scenario_get_height (scenario), 0.6, 0, 0, "Threat");
  w = overlay->threat_w;
  h = overlay->threat_h;
  g_assert_cmpuint (overlay->threat_max, >, THREAT_LEVELS);
  inside = g_new (guint8, (gsize) w * h);
  for (guint level = 0; level < THREAT_LEVELS; level++)
    {
      g_autoptr (SandContour) whole = NULL;
      SandContour *mine = overlay->threat_levels[level];

      for (int j = 0; j < h; j++)
        for (int i = 0; i < w; i++)
          inside[(gsize) j * w + i] = sand_reach_overlay_threat_at (overlay, (i + 0.5) * 0.1, (j + 0.5) * 0.1) > level;
      whole = sand_contour_trace (inside, w, h, 0, 0, 0.1, NULL, NULL);
      g_assert_nonnull (mine);
      g_assert_cmpuint (sand_contour_get_n_loops (whole), >, 0);
      g_assert_cmpuint (sand_contour_get_n_loops (mine), ==, sand_contour_get_n_loops (whole));
      g_assert_cmpfloat_with_epsilon (sand_contour_area (mine), sand_contour_area (whole), 1e-6);
    }
}

int
main (int   argc,
      char *argv[])
{
  int status;

  g_test_init (&argc, &argv, NULL);
  registry = sand_ruleset_registry_new ();

  g_test_add_func ("/render/reach/circle-outline", test_circle_outline);
  g_test_add_func ("/render/reach/bands-shaded", test_bands_shaded);
  g_test_add_func ("/render/reach/compare", test_compare_shades_difference);
  g_test_add_func ("/render/reach/threat-counts", test_threat_counts);
  g_test_add_func ("/render/reach/threat-every-cell", test_threat_every_cell);
  g_test_add_func ("/render/reach/threat-levels", test_threat_levels);

  status = g_test_run ();
  g_clear_object (&registry);
  return status;
}
