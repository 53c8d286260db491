/* test-reach-overlay.c: the reach overlay drawn from real solves — outlines where a
 * tape measure puts them, bands shaded inside and not outside, comparisons and
 * threat counts, and the marks a ruleset's <show> elements put about a move.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "sand-edit-play.h"
#include "sand-history.h"
#include "sand-reach-overlay-private.h"
#include "sand-reach-overlay.h"
#include "sand-reach.h"
#include "sand-ruleset-registry.h"
#include "test-example.h"

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

/* Every cell of the threat map against the fields' own answer at its centre,
 * on the club table, with fields on the map's grid and on coarser and finer
 * grids of their own. */
static void
test_threat_every_cell (void)
{
  g_autoptr (SandScenario) scenario = test_example_load ("club-table");
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
  g_autoptr (SandScenario) scenario = test_example_load ("club-table");
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

/* The table with team-mates for "a" (facing east): "b" of its team, "c" of
 * another. */
static SandScenario *
team_table (void)
{
  SandScenario *scenario = open_table ();
  SandSide *us = sand_unit_get_side (sand_scenario_find_unit (scenario, "a"));
  g_autoptr (SandUnit) b = sand_unit_new ("b", "infantry", us, 10, 14);
  g_autoptr (SandUnit) c = sand_unit_new ("c", "infantry", us, 10, 10);

  sand_unit_set_facing (sand_scenario_find_unit (scenario, "a"), 90);
  sand_unit_set_team (sand_scenario_find_unit (scenario, "a"), "t1");
  sand_unit_set_team (b, "t1");
  sand_unit_set_team (c, "t2");
  sand_scenario_add_unit (scenario, b);
  sand_scenario_add_unit (scenario, c);
  return scenario;
}

/* The bundled M42 file with @from replaced by @to, loaded as a player's copy. */
static SandRuleset *
m42_copy (const char *from,
          const char *to)
{
  g_autofree char *path = g_build_filename (g_getenv ("SANDTABLE_SOURCE_DATA"), "rulesets", "m42.xml", NULL);
  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;
  SandRuleset *rs;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, from));
  g_autoptr (GString) copy = g_string_new (text);
  g_string_replace (copy, from, to, 1);
  rs = sand_ruleset_load_data (copy->str, copy->len, "copy.xml", &error);
  g_assert_no_error (error);
  return rs;
}

/* The marks of @kind, as "x,y r facing±half" lines, in the order added. */
static char *
marks_of (SandReachOverlay *overlay,
          SandReachMarkKind kind)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < overlay->marks->len; i++)
    {
      const SandReachMark *m = &g_array_index (overlay->marks, SandReachMark, i);
      if (m->kind == kind)
        g_string_append_printf (text, "%g,%g r%g %g±%g\n", m->x, m->y, m->radius,
                                m->half_angle < 180 ? m->facing : 0, m->half_angle);
    }
  return g_string_free (text, FALSE);
}

/* The marks about a move of "a" At The Double (12"), which reaches the German. */
static SandReachOverlay *
marks_for (SandRuleset  *rs,
           SandScenario *scenario)
{
  SandReachOverlay *overlay = sand_reach_overlay_new ();

  sand_reach_overlay_add_ruleset_marks (overlay, scenario, rs, sand_scenario_find_unit (scenario, "a"), "double", 12);
  return overlay;
}

/* The team-mate "b" moved this turn, to where it stands (10,14). */
static void
b_moved (SandScenario *scenario)
{
  g_autoptr (SandHistory) history = sand_history_new (scenario);
  SandPlayMove move = { "double", { 10, 16 }, { 10, 14 }, 2, 2, -1, 0, NULL, 0, FALSE, NULL };

  g_assert_nonnull (sand_play_record_move (history, sand_ruleset_registry_lookup (registry, "m42"),
                                           sand_scenario_find_unit (scenario, "b"), &move));
}

/* Seed 004: "When a unit moves, it's models are required to end their
 * individual moves within Coherency of another model which has already
 * moved": the coherency ring goes round the team-mates that have moved this
 * turn, none before. */
static void
test_shows_m42 (void)
{
  g_autoptr (SandScenario) scenario = team_table ();
  SandRuleset *m42 = sand_ruleset_registry_lookup (registry, "m42");
  g_autoptr (SandReachOverlay) overlay = marks_for (m42, scenario);
  g_autoptr (SandReachOverlay) after = NULL;
  double r = sand_unit_get_radius (sand_scenario_find_unit (scenario, "g"));
  g_autofree char *close_combat = marks_of (overlay, SAND_REACH_MARK_CLOSE_COMBAT);
  g_autofree char *coherency = marks_of (overlay, SAND_REACH_MARK_COHERENCY);
  g_autofree char *arc = marks_of (overlay, SAND_REACH_MARK_FORWARD_ARC);
  g_autofree char *moved = NULL;
  g_autofree char *want_cc = g_strdup_printf ("30,12 r%g 0±180\n", r + 6);
  g_autofree char *want_coh = g_strdup_printf ("10,14 r%g 0±180\n", r + 2);
  g_autofree char *want_arc = g_strdup_printf ("12,12 r%g 90±90\n", r + 6);

  /* 6" round the enemy, the front half of "a"; no team-mate has moved yet */
  g_assert_cmpstr (close_combat, ==, want_cc);
  g_assert_cmpstr (coherency, ==, "");
  g_assert_cmpuint (sand_reach_overlay_get_n_marks (overlay, SAND_REACH_MARK_COHERENCY), ==, 0);
  g_assert_cmpstr (arc, ==, want_arc);

  /* the team-mate "b" moved: 2" round it, not round "c" of another team */
  b_moved (scenario);
  after = marks_for (m42, scenario);
  moved = marks_of (after, SAND_REACH_MARK_COHERENCY);
  g_assert_cmpstr (moved, ==, want_coh);
  g_assert_cmpuint (sand_reach_overlay_get_n_marks (after, SAND_REACH_MARK_COHERENCY), ==, 1);
  g_assert_cmpfloat (sand_reach_overlay_get_mark_centre (after, SAND_REACH_MARK_COHERENCY, 0).y, ==, 14);
}

/* "no model may end it's movement closer than 2" to any enemy model": round a
 * vehicle's 2" x 4" base the mark is the base grown by 2", corners rounded, as the
 * engine keeps the unit off it, not the circle round its corners. */
static void
test_no_go_round_a_vehicle (void)
{
  g_autoptr (SandScenario) scenario = open_table ();
  SandUnit *g = sand_scenario_find_unit (scenario, "g");
  g_autoptr (SandReachOverlay) overlay = NULL;
  cairo_surface_t *surface;

  sand_unit_set_base_rect (g, 2, 4);
  overlay = marks_for (sand_ruleset_registry_lookup (registry, "m42"), scenario);
  surface = draw (overlay);
  /* beside its flank (x = 31) and before its front (y = 10): 1.5" off is within,
   * 2.5" off is not, though the circle round its corners (2.24" + 2") would be */
  g_assert_cmpfloat (alpha_at (surface, 32.5, 12), >, 0.1);
  g_assert_cmpfloat (alpha_at (surface, 33.5, 12), ==, 0);
  g_assert_cmpfloat (alpha_at (surface, 30, 8.5), >, 0.1);
  g_assert_cmpfloat (alpha_at (surface, 30, 7.85), ==, 0);
  /* off a corner (31, 10) diagonally: 1.8" within, 2.2" not */
  g_assert_cmpfloat (alpha_at (surface, 31 + 1.8 / G_SQRT2, 10 - 1.8 / G_SQRT2), >, 0.1);
  g_assert_cmpfloat (alpha_at (surface, 31 + 2.2 / G_SQRT2, 10 - 2.2 / G_SQRT2), ==, 0);
  cairo_surface_destroy (surface);
}

static void
test_shows_follow_the_file (void)
{
  g_autoptr (SandScenario) scenario = team_table ();
  /* the coherency ring goes round a team-mate that has moved */
  b_moved (scenario);
  g_autoptr (SandRuleset) wider = m42_copy ("<show mark=\"close-combat\" around=\"enemies\" inches=\"6\">",
                                            "<show mark=\"close-combat\" around=\"enemies\" inches=\"9\">");
  g_autoptr (SandRuleset) renamed = m42_copy ("id=\"m42\"", "id=\"my-rules\"");
  g_autoptr (SandRuleset) without = m42_copy ("<show mark=\"coherency\"", "<show classes=\"none\" mark=\"coherency\"");
  g_autoptr (SandReachOverlay) o_wider = marks_for (wider, scenario);
  g_autoptr (SandReachOverlay) o_renamed = marks_for (renamed, scenario);
  g_autoptr (SandReachOverlay) o_without = marks_for (without, scenario);
  g_autoptr (SandReachOverlay) o_m42 = marks_for (sand_ruleset_registry_lookup (registry, "m42"), scenario);
  double r = sand_unit_get_radius (sand_scenario_find_unit (scenario, "g"));
  g_autofree char *cc_wider = marks_of (o_wider, SAND_REACH_MARK_CLOSE_COMBAT);
  g_autofree char *want = g_strdup_printf ("30,12 r%g 0±180\n", r + 9);
  g_autofree char *coh_renamed = marks_of (o_renamed, SAND_REACH_MARK_COHERENCY);
  g_autofree char *coh_without = marks_of (o_without, SAND_REACH_MARK_COHERENCY);
  g_autofree char *arc_without = marks_of (o_without, SAND_REACH_MARK_FORWARD_ARC);
  cairo_surface_t *drawn[2] = { draw (o_m42), draw (o_wider) };

  g_assert_cmpstr (cc_wider, ==, want);
  /* the marks come from the file, whatever its id */
  g_assert_cmpstr (coh_renamed, !=, "");
  g_assert_cmpstr (coh_without, ==, "");
  g_assert_cmpstr (arc_without, !=, "");

  /* and the ring is drawn there: straight below the enemy, where no other mark lies */
  g_assert_cmpfloat (alpha_at (drawn[0], 30, 12 + r + 6), >, 0);
  g_assert_cmpfloat (alpha_at (drawn[0], 30, 12 + r + 9), ==, 0);
  g_assert_cmpfloat (alpha_at (drawn[1], 30, 12 + r + 6), ==, 0);
  g_assert_cmpfloat (alpha_at (drawn[1], 30, 12 + r + 9), >, 0);
  cairo_surface_destroy (drawn[0]);
  cairo_surface_destroy (drawn[1]);
}

/* dbx-skirmish: "2 PIP if all of the figure / group to be moved is over 24 from
 * its Officer ..., or is both over 12 from it and also out of sight" */
static void
test_shows_dbx_officer (void)
{
  SandRuleset *rs = sand_ruleset_registry_lookup (registry, "dbx-skirmish");
  g_autoptr (SandScenario) scenario = team_table ();
  SandUnit *b = sand_scenario_find_unit (scenario, "b");
  double r = sand_unit_get_radius (b);
  g_autofree char *want = g_strdup_printf ("10,14 r%g 0±180\n10,14 r%g 0±180\n", r + 24, r + 12);
  g_autofree char *want_named = g_strdup_printf ("10,10 r%g 0±180\n10,10 r%g 0±180\n", r + 24, r + 12);

  /* no officer: nothing to measure from */
  g_autoptr (SandReachOverlay) none = marks_for (rs, scenario);
  g_autofree char *marks_none = marks_of (none, SAND_REACH_MARK_COMMAND);
  g_assert_cmpstr (marks_none, ==, "");

  /* the officer of its team */
  sand_unit_set_role (b, "officer");
  g_autoptr (SandReachOverlay) team = marks_for (rs, scenario);
  g_autofree char *marks_team = marks_of (team, SAND_REACH_MARK_COMMAND);
  g_assert_cmpstr (marks_team, ==, want);

  /* the officer it names, of another team */
  sand_unit_set_attr (sand_scenario_find_unit (scenario, "a"), "officer", "c");
  g_autoptr (SandReachOverlay) named = marks_for (rs, scenario);
  g_autofree char *marks_named = marks_of (named, SAND_REACH_MARK_COMMAND);
  g_assert_cmpstr (marks_named, ==, want_named);
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
  g_test_add_func ("/render/reach/shows/m42", test_shows_m42);
  g_test_add_func ("/render/reach/shows/follow-the-file", test_shows_follow_the_file);
  g_test_add_func ("/render/reach/no-go-round-a-vehicle", test_no_go_round_a_vehicle);
  g_test_add_func ("/render/reach/shows/dbx-officer", test_shows_dbx_officer);

  status = g_test_run ();
  g_clear_object (&registry);
  return status;
}
