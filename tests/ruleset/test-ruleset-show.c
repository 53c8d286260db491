/* test-ruleset-show.c: the distances a ruleset shows about a move (<show>).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "sand-error.h"
#include "sand-dbx-pips.h"
#include "sand-feature.h"
#include "sand-ruleset-registry.h"
#include "sand-side.h"
#include "sand-unit.h"

static SandRulesetRegistry *registry;

/* Made inside a test, once its isolated directories are set (made before them,
 * GLib's first lookup of the user's data directory is never freed). */
static SandRulesetRegistry *
test_registry (void)
{
  if (registry == NULL)
    registry = sand_ruleset_registry_new ();
  return registry;
}

static const char *
attrs_special (const char *name,
               gpointer    data)
{
  return g_str_equal (name, "special") ? data : NULL;
}

/* The first show of @mark, or fails. */
static const SandRulesetShow *
find_show (GArray      *shows,
           SandShowMark mark)
{
  for (guint i = 0; i < shows->len; i++)
    if (g_array_index (shows, SandRulesetShow, i).mark == mark)
      return &g_array_index (shows, SandRulesetShow, i);
  g_assert_not_reached ();
  return NULL;
}

/* "a unit is considered to be in Close-Combat if any of it's models end their
 * moves within 6" of an enemy model." */
static void
test_m42_close_combat_within_6in_of_an_enemy (void)
{
  SandRuleset *rs = sand_ruleset_registry_lookup (test_registry (), "m42");
  SandRulesetContext ctx = { "infantry", "advance" };
  g_autoptr (GArray) shows = sand_ruleset_lookup_shows (rs, &ctx);
  const SandRulesetShow *s = find_show (shows, SAND_SHOW_CLOSE_COMBAT);

  g_assert_cmpuint (shows->len, ==, 3);
  g_assert_cmpint (s->around, ==, SAND_SHOW_AROUND_ENEMIES);
  g_assert_cmpfloat (s->inches, ==, 6);
  g_assert_cmpfloat (s->half_angle, ==, 180);
}

/* "In M42, the standard unit coherency value is 2"." */
static void
test_m42_standard_coherency_is_2in (void)
{
  SandRuleset *rs = sand_ruleset_registry_lookup (test_registry (), "m42");
  SandRulesetContext ctx = { "infantry", "double", NULL, attrs_special, (gpointer) "leaper" };
  g_autoptr (GArray) shows = sand_ruleset_lookup_shows (rs, &ctx);
  const SandRulesetShow *s = find_show (shows, SAND_SHOW_COHERENCY);

  g_assert_cmpint (s->around, ==, SAND_SHOW_AROUND_TEAM);
  g_assert_cmpfloat (s->inches, ==, 2);
}

/* "Units with the Spread (n") rule replace the normal unit coherency of 2" with
 * the value in the parenthesis." */
static void
test_m42_spread_replaces_coherency (void)
{
  SandRuleset *rs = sand_ruleset_registry_lookup (test_registry (), "m42");
  SandRulesetContext ctx = { "infantry", "advance", NULL, attrs_special, (gpointer) "leaper spread:3.5" };
  g_autoptr (GArray) shows = sand_ruleset_lookup_shows (rs, &ctx);

  g_assert_cmpfloat (find_show (shows, SAND_SHOW_COHERENCY)->inches, ==, 3.5);
  /* only the coherency names the special */
  g_assert_cmpfloat (find_show (shows, SAND_SHOW_CLOSE_COMBAT)->inches, ==, 6);
}

/* "Any model in front of that line, or touching it, is in the model's Forward
 * Arc." */
static void
test_m42_forward_arc_in_front_of_the_shoulders (void)
{
  SandRuleset *rs = sand_ruleset_registry_lookup (test_registry (), "m42");
  SandRulesetContext ctx = { "infantry", "advance" };
  g_autoptr (GArray) shows = sand_ruleset_lookup_shows (rs, &ctx);
  const SandRulesetShow *s = find_show (shows, SAND_SHOW_FORWARD_ARC);

  g_assert_cmpint (s->around, ==, SAND_SHOW_AROUND_UNIT);
  g_assert_cmpfloat (s->half_angle, ==, 90);
  g_assert_cmpfloat (s->inches, >, 0);
}

/* dbx-skirmish: "2 PIP if all of the figure / group to be moved is over 24 from
 * its Officer ..., or is both over 12 from it and also out of sight" */
static void
test_dbx_over_24_or_12_from_its_officer (void)
{
  SandRuleset *rs = sand_ruleset_registry_lookup (test_registry (), "dbx-skirmish");
  SandRulesetContext ctx = { "infantry", "move" };
  g_autoptr (GArray) shows = sand_ruleset_lookup_shows (rs, &ctx);
  /* the rings drawn are the ones the PIP cost counts (pips="…") */
  double want[] = { 24, 12 };
  SandShowPips role[] = { SAND_SHOW_PIPS_RANGE, SAND_SHOW_PIPS_SIGHT };

  g_assert_cmpuint (shows->len, ==, 2);
  for (guint i = 0; i < 2; i++)
    {
      const SandRulesetShow *s = &g_array_index (shows, SandRulesetShow, i);
      g_assert_cmpint (s->mark, ==, SAND_SHOW_COMMAND);
      g_assert_cmpint (s->around, ==, SAND_SHOW_AROUND_OFFICER);
      g_assert_cmpfloat (s->inches, ==, want[i]);
      g_assert_cmpint (s->pips, ==, role[i]);
    }
}

/* The other rulesets' texts name no such distance. */
static void
test_others_show_nothing (void)
{
  const char *ids[] = { "jackson-skirmish", "wargame-movement", "ohw-ww2-hex" };

  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      SandRuleset *rs = sand_ruleset_registry_lookup (test_registry (), ids[i]);
      guint n;
      const SandRulesetUnitClass * const *classes = sand_ruleset_get_classes (rs, &n);
      SandRulesetContext ctx = { classes[0]->id, NULL };
      g_autoptr (GArray) shows = sand_ruleset_lookup_shows (rs, &ctx);

      g_assert_cmpuint (shows->len, ==, 0);
    }
}

#define HEAD "<?xml version=\"1.0\"?>\n" \
             "<ruleset xmlns=\"urn:sandtable:ruleset:1\" id=\"x\">\n" \
             "  <name>X</name>\n" \
             "  <mode id=\"go\"/>\n" \
             "  <class id=\"man\" allowance=\"6\"/>\n" \
             "  <class id=\"horse\" allowance=\"12\"/>\n" \
             "  <special id=\"loose\" parameter=\"inches\"/>\n" \
             "  <special id=\"tight\"/>\n"

static void
test_parsed_with_filters (void)
{
  const char *text = HEAD
    "  <show mark=\"coherency\" around=\"team\" inches=\"4\" classes=\"horse\" special=\"loose\">\n"
    "    <note>Horse keep 4in apart.</note>\n"
    "  </show>\n"
    "  <show mark=\"close-combat\" around=\"enemies\" inches=\"1.5\"/>\n"
    "</ruleset>\n";
  g_autoptr (GError) error = NULL;
  g_autoptr (SandRuleset) rs = sand_ruleset_load_data (text, strlen (text), "x.xml", &error);

  g_assert_no_error (error);
  SandRulesetContext man = { "man", "go" };
  g_autoptr (GArray) for_man = sand_ruleset_lookup_shows (rs, &man);
  g_assert_cmpuint (for_man->len, ==, 1);
  g_assert_cmpint (g_array_index (for_man, SandRulesetShow, 0).mark, ==, SAND_SHOW_CLOSE_COMBAT);
  g_assert_cmpfloat (g_array_index (for_man, SandRulesetShow, 0).inches, ==, 1.5);

  SandRulesetContext horse = { "horse", "go", NULL, attrs_special, (gpointer) "loose:5" };
  g_autoptr (GArray) for_horse = sand_ruleset_lookup_shows (rs, &horse);
  g_assert_cmpuint (for_horse->len, ==, 2);
  g_assert_cmpfloat (find_show (for_horse, SAND_SHOW_COHERENCY)->inches, ==, 5);

  gboolean noted = FALSE;
  GPtrArray *notes = sand_ruleset_get_notes (rs);
  for (guint i = 0; i < notes->len; i++)
    noted |= strstr (g_ptr_array_index (notes, i), "Horse keep 4in apart.") != NULL;
  g_assert_true (noted);
}

/* A table with officer cap at (10, 10), a wood 4..6 x 0..20 to its left, and
 * figures of @rs (class man) about him; 1in bases, so the distances are 1in
 * less than the centres'. */
static guint
pips_at (SandRuleset *rs,
         double       x,
         double       y,
         gboolean     radio,
         char      ***reasons)
{
  g_autoptr (SandScenario) scenario = sand_scenario_new ();
  g_autoptr (SandSide) us = sand_side_new ("us", "Us", "#3465a4");
  g_autoptr (SandFeature) wood = sand_feature_new ("w", SAND_TERRAIN_WOODS);
  g_autoptr (SandUnit) cap = NULL;
  g_autoptr (SandUnit) u = NULL;

  sand_scenario_set_size (scenario, 48, 36);
  sand_scenario_add_side (scenario, us);
  sand_feature_set_rect (wood, 4, 0, 2, 20);
  sand_scenario_add_feature (scenario, wood);
  cap = sand_unit_new ("cap", "man", us, 10, 10);
  sand_unit_set_role (cap, "officer");
  sand_scenario_add_unit (scenario, cap);
  u = sand_unit_new ("u", "man", us, x, y);
  sand_unit_set_attr (u, "officer", "cap");
  sand_unit_set_attr (u, "radio", radio ? "true" : NULL);
  sand_scenario_add_unit (scenario, u);
  return sand_dbx_pip_cost (scenario, rs, u, "go", reasons);
}

static void
assert_pips (SandRuleset *rs,
             double       x,
             double       y,
             gboolean     radio,
             guint        cost,
             const char  *why)
{
  g_auto (GStrv) reasons = NULL;

  guint got = pips_at (rs, x, y, radio, &reasons);
  g_autofree char *all = g_strjoinv ("\n", reasons);

  if (got != cost || strstr (all, why) == NULL)
    g_error ("(%g, %g): %u PIPs, “%s”; expected %u, “%s”", x, y, got, all, cost, why);
}

static void
test_pip_cost_counts_the_files_rings (void)
{
  const char *text = HEAD
    "  <show mark=\"command\" around=\"officer\" inches=\"10\" pips=\"range\"/>\n"
    "  <show mark=\"command\" around=\"officer\" inches=\"5\" pips=\"sight\"/>\n"
    "  <show mark=\"command\" around=\"officer\" inches=\"3\"/>\n"
    "</ruleset>\n";
  g_autoptr (GError) error = NULL;
  g_autoptr (SandRuleset) rs = sand_ruleset_load_data (text, strlen (text), "x.xml", &error);

  g_assert_no_error (error);
  /* 9.9in and 10.1in from the officer, in the open: the 10in ring */
  assert_pips (rs, 10, 20.9, FALSE, 1, "1 PIP: 9.9in from its officer cap");
  assert_pips (rs, 10, 21.1, FALSE, 2, "2 PIPs: over 10in from its officer cap (10.1in)");
  assert_pips (rs, 10, 21.1, TRUE, 1, "over 10in from its officer cap (10.1in), by radio");
  /* behind the wood: 4.9in is seen past the 3in ring drawn only, 5.1in is not */
  assert_pips (rs, 4.1, 10, FALSE, 1, "1 PIP: 4.9in");
  assert_pips (rs, 3.9, 10, FALSE, 2, "over 5in from its officer cap (5.1in) and out of sight");

  /* rings the PIP cost is not told of count for nothing: only a lost officer */
  const char *drawn = HEAD
    "  <show mark=\"command\" around=\"officer\" inches=\"10\"/>\n"
    "  <show mark=\"command\" around=\"officer\" inches=\"5\" pips=\"none\"/>\n"
    "</ruleset>\n";
  g_autoptr (SandRuleset) plain = sand_ruleset_load_data (drawn, strlen (drawn), "y.xml", &error);
  g_assert_no_error (error);
  assert_pips (plain, 3.9, 30, FALSE, 1, "1 PIP: 19.9in from its officer cap");

  /* so the first ruleset counts PIPs (reach --json writes them) and the second does not */
  {
    g_autoptr (SandUnit) u = sand_unit_new ("u", "man", NULL, 1, 1);

    g_assert_true (sand_dbx_pips_counted (rs, u, "go"));
    g_assert_true (sand_dbx_pips_counted (rs, u, NULL));
    g_assert_false (sand_dbx_pips_counted (plain, u, "go"));
  }
}

static void
assert_refused (const char *show,
                const char *expected)
{
  g_autofree char *text = g_strconcat (HEAD, show, "</ruleset>\n", NULL);
  g_autoptr (GError) error = NULL;

  g_assert_null (sand_ruleset_load_data (text, strlen (text), "bad.xml", &error));
  g_assert_error (error, SAND_ERROR, SAND_ERROR_INVALID);
  if (strstr (error->message, expected) == NULL)
    g_error ("“%s” not in “%s”", expected, error->message);
}

static void
test_bad_values_refused (void)
{
  assert_refused ("  <show mark=\"coherency\" around=\"team\" inches=\"0\"/>\n",
                  "bad.xml:9: <show> needs inches=\"…\" greater than 0, not “0”");
  assert_refused ("  <show mark=\"coherency\" around=\"team\" inches=\"-2\"/>\n",
                  "bad.xml:9: <show> needs inches");
  assert_refused ("\n  <show mark=\"forward-arc\" around=\"unit\" inches=\"6\" half-angle=\"200\"/>\n",
                  "bad.xml:10: <show> half-angle=\"200\" is not an angle");
  assert_refused ("  <show mark=\"coherency\" around=\"team\" inches=\"2\" special=\"tight\"/>\n",
                  "bad.xml:9: <show> names the special rule “tight”, which is not defined with a parameter");
  assert_refused ("  <show mark=\"coherency\" around=\"team\" inches=\"2\" special=\"spread\"/>\n",
                  "bad.xml:9: <show> names the special rule “spread”");
  /* what the schema refuses is placed too */
  assert_refused ("  <show mark=\"command-radius\" around=\"team\" inches=\"2\"/>\n", "bad.xml:9:");
  assert_refused ("  <show mark=\"coherency\" around=\"team\" inches=\"two\"/>\n", "bad.xml:9:");
  assert_refused ("  <show mark=\"command\" around=\"team\" inches=\"24\" pips=\"range\"/>\n",
                  "bad.xml:9: <show pips=\"range\"> counts a ring round the officer: it needs "
                  "mark=\"command\" around=\"officer\"");
  assert_refused ("\n\n  <show mark=\"close-combat\" around=\"officer\" inches=\"12\" pips=\"sight\"/>\n",
                  "bad.xml:11: <show pips=\"sight\"> counts a ring");
  assert_refused ("  <show mark=\"command\" around=\"officer\" inches=\"24\" pips=\"far\"/>\n", "bad.xml:9:");
}

int
main (int   argc,
      char *argv[])
{
  int status;

  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/ruleset/show/m42/close-combat-within-6in-of-an-enemy",
                   test_m42_close_combat_within_6in_of_an_enemy);
  g_test_add_func ("/ruleset/show/m42/standard-coherency-is-2in", test_m42_standard_coherency_is_2in);
  g_test_add_func ("/ruleset/show/m42/spread-replaces-coherency", test_m42_spread_replaces_coherency);
  g_test_add_func ("/ruleset/show/m42/forward-arc-in-front-of-the-shoulders",
                   test_m42_forward_arc_in_front_of_the_shoulders);
  g_test_add_func ("/ruleset/show/dbx/over-24-or-12-from-its-officer", test_dbx_over_24_or_12_from_its_officer);
  g_test_add_func ("/ruleset/show/others-show-nothing", test_others_show_nothing);
  g_test_add_func ("/ruleset/show/pip-cost-counts-the-files-rings", test_pip_cost_counts_the_files_rings);
  g_test_add_func ("/ruleset/show/parsed-with-filters", test_parsed_with_filters);
  g_test_add_func ("/ruleset/show/bad-values-refused", test_bad_values_refused);

  status = g_test_run ();
  g_clear_object (&registry);
  return status;
}
