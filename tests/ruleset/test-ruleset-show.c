/* test-ruleset-show.c: the distances a ruleset shows about a move (<show>).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "ruleset-test-util.h"
#include "sand-error.h"
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

  /* "... within Coherency of another model which has already moved" */
  g_assert_cmpint (s->around, ==, SAND_SHOW_AROUND_TEAM_MOVED);
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
  /* the rings drawn are the distances its <command> counts (its <beyond>s) */
  double want[] = { 24, 12 };

  g_assert_cmpuint (shows->len, ==, 2);
  for (guint i = 0; i < 2; i++)
    {
      const SandRulesetShow *s = &g_array_index (shows, SandRulesetShow, i);
      g_assert_cmpint (s->mark, ==, SAND_SHOW_COMMAND);
      g_assert_cmpint (s->around, ==, SAND_SHOW_AROUND_OFFICER);
      g_assert_cmpfloat (s->inches, ==, want[i]);
      g_assert_cmpfloat (s->half_angle, ==, 180);
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

static void
assert_refused (const char *show,
                const char *expected)
{
  ruleset_test_assert_refused (HEAD, show, expected);
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
  /* what a move costs is <command>'s to say, not a mark's */
  assert_refused ("  <show mark=\"command\" around=\"officer\" inches=\"24\" pips=\"range\"/>\n", "bad.xml:9:");
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
  g_test_add_func ("/ruleset/show/parsed-with-filters", test_parsed_with_filters);
  g_test_add_func ("/ruleset/show/bad-values-refused", test_bad_values_refused);

  status = g_test_run ();
  g_clear_object (&registry);
  return status;
}
