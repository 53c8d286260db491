/* test-overlay-shows.c: the marks drawn about a move follow the ruleset's <show>
 * elements, not the ruleset's name.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "sand-reach-overlay-private.h"
#include "sand-reach-overlay.h"
#include "sand-ruleset-registry.h"

/* An open table: Americans "a" (facing east) and "b" of one team, "c" of
 * another, and a German "g" 8" in front of "a". */
static SandScenario *
open_table (void)
{
  SandScenario *scenario = sand_scenario_new ();
  g_autoptr (SandSide) us = sand_side_new ("us", "American", "#3465a4");
  g_autoptr (SandSide) de = sand_side_new ("de", "German", "#a40000");
  g_autoptr (SandUnit) a = sand_unit_new ("a", "infantry", us, 12, 12);
  g_autoptr (SandUnit) b = sand_unit_new ("b", "infantry", us, 10, 14);
  g_autoptr (SandUnit) c = sand_unit_new ("c", "infantry", us, 10, 10);
  g_autoptr (SandUnit) g = sand_unit_new ("g", "infantry", de, 20, 12);

  sand_unit_set_facing (a, 90);
  sand_unit_set_team (a, "t1");
  sand_unit_set_team (b, "t1");
  sand_unit_set_team (c, "t2");
  sand_scenario_set_size (scenario, 36, 24);
  sand_scenario_set_ruleset (scenario, "m42");
  sand_scenario_add_side (scenario, us);
  sand_scenario_add_side (scenario, de);
  sand_scenario_add_unit (scenario, a);
  sand_scenario_add_unit (scenario, b);
  sand_scenario_add_unit (scenario, c);
  sand_scenario_add_unit (scenario, g);
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

static SandReachOverlay *
marks_for (SandRuleset  *rs,
           SandScenario *scenario,
           const char   *unit)
{
  SandReachOverlay *overlay = sand_reach_overlay_new ();

  sand_reach_overlay_add_ruleset_marks (overlay, scenario, rs, sand_scenario_find_unit (scenario, unit), "advance", 6);
  return overlay;
}

static void
test_m42_marks (void)
{
  g_autoptr (SandRulesetRegistry) reg = sand_ruleset_registry_new ();
  g_autoptr (SandScenario) scenario = open_table ();
  g_autoptr (SandReachOverlay) overlay = marks_for (sand_ruleset_registry_lookup (reg, "m42"), scenario, "a");
  double r = sand_unit_get_radius (sand_scenario_find_unit (scenario, "g"));
  g_autofree char *close_combat = marks_of (overlay, SAND_REACH_MARK_CLOSE_COMBAT);
  g_autofree char *coherency = marks_of (overlay, SAND_REACH_MARK_COHERENCY);
  g_autofree char *arc = marks_of (overlay, SAND_REACH_MARK_FORWARD_ARC);
  g_autofree char *want_cc = g_strdup_printf ("20,12 r%g 0±180\n", r + 6);
  g_autofree char *want_coh = g_strdup_printf ("10,14 r%g 0±180\n", r + 2);
  g_autofree char *want_arc = g_strdup_printf ("12,12 r%g 90±90\n", r + 6);

  /* 6" round the enemy, 2" round the team-mate only, the front half of "a" */
  g_assert_cmpstr (close_combat, ==, want_cc);
  g_assert_cmpstr (coherency, ==, want_coh);
  g_assert_cmpstr (arc, ==, want_arc);
}

static void
test_marks_follow_the_file (void)
{
  g_autoptr (SandScenario) scenario = open_table ();
  g_autoptr (SandRuleset) wider = m42_copy ("<show mark=\"close-combat\" around=\"enemies\" inches=\"6\">",
                                            "<show mark=\"close-combat\" around=\"enemies\" inches=\"9\">");
  g_autoptr (SandRuleset) renamed = m42_copy ("id=\"m42\"", "id=\"my-rules\"");
  g_autoptr (SandRuleset) without = m42_copy ("<show mark=\"coherency\"", "<show classes=\"none\" mark=\"coherency\"");
  g_autoptr (SandReachOverlay) o_wider = marks_for (wider, scenario, "a");
  g_autoptr (SandReachOverlay) o_renamed = marks_for (renamed, scenario, "a");
  g_autoptr (SandReachOverlay) o_without = marks_for (without, scenario, "a");
  double r = sand_unit_get_radius (sand_scenario_find_unit (scenario, "g"));
  g_autofree char *cc_wider = marks_of (o_wider, SAND_REACH_MARK_CLOSE_COMBAT);
  g_autofree char *want = g_strdup_printf ("20,12 r%g 0±180\n", r + 9);
  g_autofree char *coh_renamed = marks_of (o_renamed, SAND_REACH_MARK_COHERENCY);
  g_autofree char *coh_without = marks_of (o_without, SAND_REACH_MARK_COHERENCY);
  g_autofree char *arc_without = marks_of (o_without, SAND_REACH_MARK_FORWARD_ARC);

  g_assert_cmpstr (cc_wider, ==, want);
  /* the marks come from the file, whatever its id */
  g_assert_cmpstr (coh_renamed, !=, "");
  g_assert_cmpstr (coh_without, ==, "");
  g_assert_cmpstr (arc_without, !=, "");
}

/* The drawn ring moves with the file's distance. */
static void
test_ring_drawn_where_the_file_says (void)
{
  g_autoptr (SandRulesetRegistry) reg = sand_ruleset_registry_new ();
  g_autoptr (SandScenario) scenario = open_table ();
  g_autoptr (SandRuleset) wider = m42_copy ("<show mark=\"close-combat\" around=\"enemies\" inches=\"6\">",
                                            "<show mark=\"close-combat\" around=\"enemies\" inches=\"9\">");
  double r = sand_unit_get_radius (sand_scenario_find_unit (scenario, "g"));
  SandReachOverlay *overlays[] = { marks_for (sand_ruleset_registry_lookup (reg, "m42"), scenario, "a"),
                                   marks_for (wider, scenario, "a") };
  double ppi = 20, ring[] = { r + 6, r + 9 };
  guint8 seen[2][2];

  for (guint k = 0; k < 2; k++)
    {
      cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 36 * ppi, 24 * ppi);
      cairo_t *cr = cairo_create (surface);

      cairo_scale (cr, ppi, ppi);
      sand_reach_overlay_draw (overlays[k], cr, ppi);
      cairo_destroy (cr);
      cairo_surface_flush (surface);
      /* straight below the enemy, where no other mark lies */
      for (guint j = 0; j < 2; j++)
        {
          const guchar *data = cairo_image_surface_get_data (surface);
          int y = (int) lround ((12 + ring[j]) * ppi), x = 20 * (int) ppi;
          seen[k][j] = MAX (data[(y - 1) * cairo_image_surface_get_stride (surface) + x * 4 + 3],
                            data[y * cairo_image_surface_get_stride (surface) + x * 4 + 3]);
        }
      cairo_surface_destroy (surface);
      sand_reach_overlay_unref (overlays[k]);
    }
  g_assert_cmpuint (seen[0][0], >, 0);
  g_assert_cmpuint (seen[0][1], ==, 0);
  g_assert_cmpuint (seen[1][0], ==, 0);
  g_assert_cmpuint (seen[1][1], >, 0);
}

/* dbx-skirmish: "2 PIP if all of the figure / group to be moved is over 24 from
 * its Officer ..., or is both over 12 from it and also out of sight" */
static void
test_dbx_rings_round_the_officer (void)
{
  g_autoptr (SandRulesetRegistry) reg = sand_ruleset_registry_new ();
  SandRuleset *rs = sand_ruleset_registry_lookup (reg, "dbx-skirmish");
  g_autoptr (SandScenario) scenario = open_table ();
  SandUnit *b = sand_scenario_find_unit (scenario, "b");
  SandUnit *c = sand_scenario_find_unit (scenario, "c");
  double r = sand_unit_get_radius (b);
  g_autofree char *want = g_strdup_printf ("10,14 r%g 0±180\n10,14 r%g 0±180\n", r + 24, r + 12);
  g_autofree char *want_named = g_strdup_printf ("10,10 r%g 0±180\n10,10 r%g 0±180\n", r + 24, r + 12);

  /* no officer: nothing to measure from */
  g_autoptr (SandReachOverlay) none = marks_for (rs, scenario, "a");
  g_autofree char *marks_none = marks_of (none, SAND_REACH_MARK_COMMAND);
  g_assert_cmpstr (marks_none, ==, "");

  /* the officer of its team */
  sand_unit_set_role (b, "officer");
  g_autoptr (SandReachOverlay) team = marks_for (rs, scenario, "a");
  g_autofree char *marks_team = marks_of (team, SAND_REACH_MARK_COMMAND);
  g_assert_cmpstr (marks_team, ==, want);

  /* the officer it names, of another team */
  sand_unit_set_attr (sand_scenario_find_unit (scenario, "a"), "officer", sand_unit_get_id (c));
  g_autoptr (SandReachOverlay) named = marks_for (rs, scenario, "a");
  g_autofree char *marks_named = marks_of (named, SAND_REACH_MARK_COMMAND);
  g_assert_cmpstr (marks_named, ==, want_named);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/render/overlay-shows/m42", test_m42_marks);
  g_test_add_func ("/render/overlay-shows/follow-the-file", test_marks_follow_the_file);
  g_test_add_func ("/render/overlay-shows/ring-drawn-where-the-file-says", test_ring_drawn_where_the_file_says);
  g_test_add_func ("/render/overlay-shows/dbx-rings-round-the-officer", test_dbx_rings_round_the_officer);

  return g_test_run ();
}
