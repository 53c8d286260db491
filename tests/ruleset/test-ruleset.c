/* test-ruleset.c: the ruleset format, loader, look-ups and registry.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>

#include "sand-error.h"
#include "sand-length.h"
#include "sand-ruleset-registry.h"
#include "sand-scenario-io.h"
#include "ruleset-test-util.h"

static SandRuleset *
m42 (void)
{
  g_autoptr (SandRulesetRegistry) reg = sand_ruleset_registry_new ();
  SandRuleset                    *rs = sand_ruleset_registry_lookup (reg, "m42");

  g_assert_nonnull (rs);
  return g_object_ref (rs);
}

static const char *
attrs_mv5 (const char *name,
           gpointer    data)
{
  return g_str_equal (name, "mv") ? "5" : NULL;
}

static void
test_bundled (void)
{
  g_autoptr (SandRuleset) rs = m42 ();
  guint                   n;
  double                  inches;

  g_assert_cmpstr (sand_ruleset_get_name (rs), ==, "M42");
  const SandRulesetUnitClass *const *classes = sand_ruleset_get_classes (rs, &n);
  g_assert_cmpuint (n, ==, 1);
  g_assert_cmpstr (classes[0]->id, ==, "infantry");
  g_auto (GStrv) modes = sand_ruleset_class_modes (rs, "infantry");
  g_assert_cmpstrv (modes, ((const char *[]) { "advance", "double", NULL }));

  g_assert_true (sand_ruleset_allowance (rs, "infantry", "advance", NULL, NULL, 10, &inches, NULL));
  g_assert_cmpfloat (inches, ==, 6);
  g_assert_true (sand_ruleset_allowance (rs, "infantry", "double", NULL, NULL, 10, &inches, NULL));
  g_assert_cmpfloat (inches, ==, 12);
  g_assert_true (sand_ruleset_allowance (rs, "infantry", "double", attrs_mv5, NULL, 10, &inches, NULL));
  g_assert_cmpfloat (inches, ==, 10);

  g_autoptr (GError) error = NULL;
  g_assert_false (sand_ruleset_allowance (rs, "infantry", "crawl", NULL, NULL, 10, &inches, &error));
  g_assert_error (error, SAND_ERROR, SAND_ERROR_NOT_FOUND);

  /* every ambiguous reading is written down */
  g_assert_cmpuint (sand_ruleset_get_notes (rs)->len, >=, 12);
}

static void
test_lookups (void)
{
  g_autoptr (SandRuleset) rs = m42 ();
  SandRulesetContext      advance = { "infantry", "advance", NULL };
  SandRulesetContext      dbl = { "infantry", "double", NULL };
  const char             *leaper[] = { "leaper", NULL };
  SandRulesetContext      leap = { "infantry", "advance", leaper };
  SandGoingEffect         e = { 0 };
  SandHeightRange         range;

  g_assert_true (sand_ruleset_lookup_terrain (rs, &advance, SAND_TERRAIN_WOODS, FALSE, &e));
  g_assert_false (e.forbidden);
  g_assert_true (sand_going_effect_is_clear (&e));
  g_assert_true (sand_ruleset_lookup_terrain (rs, &dbl, SAND_TERRAIN_WOODS, FALSE, &e));
  g_assert_true (e.forbidden);
  g_assert_cmpstr (e.label, ==, "Slow going");
  g_assert_true (sand_ruleset_lookup_terrain (rs, &advance, SAND_TERRAIN_RIVER, FALSE, &e));
  g_assert_true (e.impassable);
  g_assert_true (sand_ruleset_lookup_terrain (rs, &dbl, SAND_TERRAIN_RIVER, TRUE, &e));
  g_assert_true (e.forbidden && !e.impassable);

  /* the heights of the rule that matched: above="2" upto="4" */
  g_assert_true (sand_ruleset_lookup_obstacle (rs, &advance, SAND_TERRAIN_WALL, 3, &e, &range));
  g_assert_cmpfloat (e.tier_fraction, ==, 0.5);
  g_assert_cmpint (e.tier_round, ==, SAND_ROUND_DOWN);
  g_assert_cmpstr (e.ids, ==, "slow difficult");
  g_assert_true (range.has_lo && range.lo_open && range.has_hi && !range.hi_open);
  g_assert_cmpfloat (range.lo, ==, 2);
  g_assert_cmpfloat (range.hi, ==, 4);
  g_assert_true (sand_ruleset_lookup_obstacle (rs, &advance, SAND_TERRAIN_WALL, 4, &e, NULL));
  g_assert_false (e.impassable);
  /* above="4": over 4in, no upper bound */
  g_assert_true (sand_ruleset_lookup_obstacle (rs, &advance, SAND_TERRAIN_WALL, 4.5, &e, &range));
  g_assert_true (e.impassable);
  g_assert_cmpstr (e.ids, ==, "impassable");
  g_assert_true (range.has_lo && range.lo_open && !range.has_hi);
  g_assert_cmpfloat (range.lo, ==, 4);

  /* Leaper: 4.5" is slow and difficult, 6" impassable */
  g_assert_true (sand_ruleset_lookup_obstacle (rs, &leap, SAND_TERRAIN_HEDGE, 4.5, &e, NULL));
  g_assert_false (e.impassable);
  g_assert_cmpfloat (e.tier_fraction, ==, 0.5);
  g_assert_true (sand_ruleset_lookup_obstacle (rs, &leap, SAND_TERRAIN_HEDGE, 6, &e, NULL));
  g_assert_true (e.impassable);
  g_assert_true (sand_ruleset_lookup_obstacle (rs, &leap, SAND_TERRAIN_HEDGE, 2, &e, NULL));
  g_assert_true (sand_going_effect_is_clear (&e));

  SandGoingEffect up = { 0 }, down = { 0 };
  g_assert_true (sand_ruleset_lookup_levels (rs, &dbl, SAND_TERRAIN_HILL, &up, &down));
  g_assert_true (up.forbidden);
  g_assert_true (sand_going_effect_is_clear (&down));
  SandRulesetContext leap_dbl = { "infantry", "double", leaper };
  g_assert_true (sand_ruleset_lookup_levels (rs, &leap_dbl, SAND_TERRAIN_HILL, &up, &down));
  g_assert_true (sand_going_effect_is_clear (&up));

  SandUnitRules units;
  sand_ruleset_lookup_units (rs, &dbl, &units);
  g_assert_cmpfloat (units.no_go, ==, 2);
  g_assert_false (units.may_end_on);
  g_assert_true (units.other.forbidden);
  g_assert_true (sand_going_effect_is_clear (&units.same_team));

  SandStructureRules st;
  g_assert_true (sand_ruleset_lookup_structure (rs, &advance, &st));
  g_assert_cmpfloat (st.walls.tier_fraction, ==, 0.5);
  g_assert_true (st.openings & (G_GUINT64_CONSTANT (1) << SAND_TERRAIN_DOOR));

  sand_going_effect_clear (&e);
  sand_going_effect_clear (&up);
  sand_going_effect_clear (&down);
  sand_unit_rules_clear (&units);
  sand_structure_rules_clear (&st);
}

static void
test_expressions (void)
{
  double             v;
  g_autoptr (GError) error = NULL;

  g_assert_true (sand_ruleset_eval ("30 / 2 + 3", NULL, NULL, 10, &v, NULL));
  g_assert_cmpfloat (v, ==, 18);
  g_assert_true (sand_ruleset_eval ("50m", NULL, NULL, 10, &v, NULL));
  g_assert_cmpfloat (v, ==, 5);
  g_assert_true (sand_ruleset_eval ("2 * (1 + 2)", NULL, NULL, 10, &v, NULL));
  g_assert_cmpfloat (v, ==, 6);
  g_assert_false (sand_ruleset_eval ("2 * (1 + 2", NULL, NULL, 10, &v, &error));
  g_assert_error (error, SAND_ERROR, SAND_ERROR_INVALID);
}

/* A unit whose class the ruleset does not name moves as its default class, if
 * it has one (M42: every model is infantry); a second default is refused. */
static void
test_default_class (void)
{
  g_autoptr (SandRuleset)     rs = m42 ();
  const SandRulesetUnitClass *c = sand_ruleset_find_class (rs, "rifleman");
  const char                 *two =
      "<?xml version=\"1.0\"?>\n"
      "<ruleset xmlns=\"urn:sandtable:ruleset:1\" id=\"x\">\n"
      "  <name>X</name>\n"
      "  <mode id=\"go\"/>\n"
      "  <class id=\"man\" allowance=\"6\" default=\"true\"/>\n"
      "  <class id=\"horse\" allowance=\"12\" default=\"true\"/>\n"
      "</ruleset>\n";
  const char *none =
      "<ruleset xmlns=\"urn:sandtable:ruleset:1\" id=\"y\"><name>Y</name>"
      "<mode id=\"go\"/><class id=\"man\" allowance=\"6\"/></ruleset>";
  g_autoptr (SandRuleset) plain = NULL;
  g_autoptr (GError)      error = NULL;
  double                  inches = 0;

  g_assert_nonnull (c);
  g_assert_cmpstr (c->id, ==, "infantry");
  g_assert_true (sand_ruleset_find_class (rs, "infantry") == c);
  g_assert_null (sand_ruleset_find_class (rs, NULL));
  g_assert_null (sand_ruleset_find_class (rs, ""));
  g_assert_true (sand_ruleset_allowance (rs, "mg-team", "double", NULL, NULL, 1, &inches, &error));
  g_assert_no_error (error);
  g_assert_cmpfloat (inches, ==, 12);

  plain = sand_ruleset_load_data (none, strlen (none), "none.xml", &error);
  g_assert_no_error (error);
  g_assert_null (sand_ruleset_find_class (plain, "rifleman"));
  g_assert_false (sand_ruleset_allowance (plain, "tank", "go", NULL, NULL, 1, &inches, &error));
  g_assert_error (error, SAND_ERROR, SAND_ERROR_NOT_FOUND);
  g_clear_error (&error);

  g_assert_null (sand_ruleset_load_data (two, strlen (two), "two.xml", &error));
  g_assert_nonnull (strstr (error->message, "two.xml:6:"));
  g_assert_nonnull (strstr (error->message, "horse"));
}

static void
test_problems_listed (void)
{
  const char *bad =
      "<?xml version=\"1.0\"?>\n"
      "<ruleset xmlns=\"urn:sandtable:ruleset:1\" id=\"x\">\n"
      "  <name>X</name>\n"
      "  <mode id=\"go\"/>\n"
      "  <class id=\"man\" allowance=\"6 +\"/>\n"
      "  <terrain kinds=\"woods swamp\" going=\"sticky\"/>\n"
      "</ruleset>\n";
  g_autoptr (GError) error = NULL;

  g_assert_null (sand_ruleset_load_data (bad, strlen (bad), "bad.xml", &error));
  g_assert_error (error, SAND_ERROR, SAND_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "bad.xml:5:"));
  g_assert_nonnull (strstr (error->message, "bad.xml:6: “swamp” is not a kind of terrain"));
  g_assert_nonnull (strstr (error->message, "sticky"));

  const char *dtd = "<?xml version=\"1.0\"?>\n<!DOCTYPE r [<!ENTITY a \"b\">]>\n<ruleset/>";
  g_clear_error (&error);
  g_assert_null (sand_ruleset_load_data (dtd, strlen (dtd), "dtd.xml", &error));
  g_assert_error (error, SAND_ERROR, SAND_ERROR_PARSE);
  g_assert_nonnull (strstr (error->message, "dtd.xml:2:"));
}

/* A player's own file missing an id or an attribute a lookup keys on is named
 * at its line, with the rest of its problems; it crashed the reader. */
static void
test_missing_ids_named (void)
{
  const char *bad =
      "<?xml version=\"1.0\"?>\n"
      "<ruleset xmlns=\"urn:sandtable:ruleset:1\" id=\"x\">\n"
      "  <name>X</name>\n"
      "  <mode/>\n"
      "  <class name=\"Man\" allowance=\"6\"/>\n"
      "  <class id=\"horse\" allowance=\"12\" modes=\"trot\">\n"
      "    <default value=\"15\"/>\n"
      "  </class>\n"
      "  <going name=\"Sticky\"><tier fraction=\"0.5\"/></going>\n"
      "  <special name=\"Leaper\"/>\n"
      "</ruleset>\n";
  g_autoptr (GError) error = NULL;

  g_assert_null (sand_ruleset_load_data (bad, strlen (bad), "bad.xml", &error));
  g_assert_error (error, SAND_ERROR, SAND_ERROR_INVALID);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, "bad.xml:4: <mode> is missing its “id” attribute"));
  g_assert_nonnull (strstr (error->message, "bad.xml:5: <class> is missing its “id” attribute"));
  g_assert_nonnull (strstr (error->message, "bad.xml:7: <default> is missing its “attribute” attribute"));
  g_assert_nonnull (strstr (error->message, "bad.xml:9: <going> is missing its “id” attribute"));
  g_assert_nonnull (strstr (error->message, "bad.xml:10: <special> is missing its “id” attribute"));
  g_assert_nonnull (strstr (error->message, "bad.xml:6: the class “horse” uses the mode “trot”, which is not defined"));
}

static void
test_user_overrides (void)
{
  g_autofree char *dir = g_dir_make_tmp ("sandtable-rulesets-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "mine.xml", NULL);
  g_autofree char *broken = g_build_filename (dir, "broken.xml", NULL);
  const char      *mine =
      "<ruleset xmlns=\"urn:sandtable:ruleset:1\" id=\"m42\"><name>My M42</name>"
      "<mode id=\"advance\"/><class id=\"infantry\" allowance=\"4\"/></ruleset>";

  g_assert_true (g_file_set_contents (path, mine, -1, NULL));
  g_assert_true (g_file_set_contents (broken, "<ruleset", -1, NULL));
  g_setenv ("SANDTABLE_RULESETS_DIR", dir, TRUE);
  g_autoptr (SandRulesetRegistry) reg = sand_ruleset_registry_new ();
  g_unsetenv ("SANDTABLE_RULESETS_DIR");

  SandRuleset *rs = sand_ruleset_registry_lookup (reg, "m42");
  g_assert_cmpstr (sand_ruleset_get_name (rs), ==, "My M42");
  g_assert_cmpuint (sand_ruleset_registry_get_problems (reg)->len, ==, 1);
  g_assert_nonnull (strstr (g_ptr_array_index (sand_ruleset_registry_get_problems (reg), 0), "broken.xml:1:"));
  g_unlink (path);
  g_unlink (broken);
  g_rmdir (dir);
}

/* A scenario asking for a ruleset whose file could not be read is told why, at
 * its own line, with the file's problems, not that it is not installed. */
static void
test_unreadable_ruleset_named (void)
{
  g_autofree char *dir = g_dir_make_tmp ("sandtable-rulesets-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "house.xml", NULL);
  const char      *house =
      "<?xml version=\"1.0\"?>\n"
      "<ruleset xmlns=\"urn:sandtable:ruleset:1\" id=\"house\">\n"
      "  <name>House</name><mode id=\"move\"/>\n"
      "  <class name=\"Man\" allowance=\"6\"/>\n"
      "</ruleset>\n";
  const char *scenario =
      "<?xml version=\"1.0\"?>\n"
      "<scenario xmlns=\"urn:sandtable:scenario:1\" version=\"1\" ruleset=\"house\">\n"
      "  <table width=\"48\" height=\"36\"/>\n"
      "</scenario>\n";
  g_autoptr (GError) error = NULL;

  g_assert_true (g_file_set_contents (path, house, -1, NULL));
  g_setenv ("SANDTABLE_RULESETS_DIR", dir, TRUE);
  g_autoptr (SandRulesetRegistry) reg = sand_ruleset_registry_new ();
  g_autoptr (SandScenario)        loaded = sand_scenario_load_data_for_rulesets (scenario, strlen (scenario), "s.sandtable",
                                                                                 reg, &error);
  g_unsetenv ("SANDTABLE_RULESETS_DIR");

  g_assert_null (sand_ruleset_registry_lookup (reg, "house"));
  g_assert_nonnull (strstr (sand_ruleset_registry_get_problem (reg, "house"), "house.xml:4: <class> is missing its “id”"));
  g_assert_null (sand_ruleset_registry_get_problem (reg, "m42"));
  g_assert_null (loaded);
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "s.sandtable:2: ruleset “house” could not be read:\n"));
  g_assert_nonnull (strstr (error->message, "house.xml:4: <class> is missing its “id” attribute"));
  g_unlink (path);
  g_rmdir (dir);
}

/* A broken file of the player's with a bundled ruleset's id: the scenario is
 * told the file's problem, and the bundled ruleset is not used in its place (the
 * player meant their own rules), while the other rulesets are all there. */
static void
test_broken_override_not_replaced (void)
{
  g_autofree char *dir = g_dir_make_tmp ("sandtable-rulesets-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "my-m42.xml", NULL);
  const char      *mine =
      "<?xml version=\"1.0\"?>\n"
      "<ruleset xmlns=\"urn:sandtable:ruleset:1\" id=\"m42\">\n"
      "  <name>My M42</name><mode id=\"advance\"/>\n"
      "  <class id=\"infantry\" allowance=\"-4\"/>\n"
      "</ruleset>\n";
  const char *scenario =
      "<?xml version=\"1.0\"?>\n"
      "<scenario xmlns=\"urn:sandtable:scenario:1\" version=\"1\" ruleset=\"m42\">\n"
      "  <table width=\"48\" height=\"36\"/>\n"
      "</scenario>\n";
  g_autoptr (GError) error = NULL;
  GPtrArray         *problems;

  g_assert_true (g_file_set_contents (path, mine, -1, NULL));
  g_setenv ("SANDTABLE_RULESETS_DIR", dir, TRUE);
  g_autoptr (SandRulesetRegistry) reg = sand_ruleset_registry_new ();
  g_autoptr (SandScenario)        loaded = sand_scenario_load_data_for_rulesets (scenario, strlen (scenario), "s.sandtable",
                                                                                 reg, &error);
  g_unsetenv ("SANDTABLE_RULESETS_DIR");

  g_assert_null (sand_ruleset_registry_lookup (reg, "m42"));
  g_assert_nonnull (sand_ruleset_registry_lookup (reg, "ohw-ww2-hex"));
  problems = sand_ruleset_registry_get_problems (reg);
  g_assert_cmpuint (problems->len, ==, 1);
  g_assert_nonnull (strstr (g_ptr_array_index (problems, 0), "my-m42.xml:4: "));
  g_assert_nonnull (strstr (g_ptr_array_index (problems, 0),
                            "(the other ruleset “m42”, which this file replaces, is not used either: "
                            "correct this file or remove it)"));
  g_assert_null (loaded);
  g_assert_nonnull (strstr (error->message, "s.sandtable:2: ruleset “m42” could not be read:\n"));
  g_assert_nonnull (strstr (error->message, "my-m42.xml:4: "));
  g_assert_nonnull (strstr (error->message, "is not used either"));
  g_unlink (path);
  g_rmdir (dir);
}

/* What the lazy registry says of an id is what the whole one says, whatever
 * the folder holds: overrides, broken overrides, files whose id is not plain at
 * the start (a comment naming another, a reference, another encoding, another
 * root), and its list and problems, asked for after, are the whole one's. */
static void
test_lazy_as_whole (void)
{
  static const struct
  {
    const char *name;
    const char *text;
  } files[] = {
    { "a-mine.xml", "<ruleset xmlns=\"urn:sandtable:ruleset:1\" id=\"m42\"><name>My M42</name>"
                    "<mode id=\"advance\"/><class id=\"infantry\" allowance=\"4\"/></ruleset>" },
    { "b-broken.xml", "<?xml version=\"1.0\"?>\n<ruleset xmlns=\"urn:sandtable:ruleset:1\" id=\"m42\">\n"
                      "<class id=\"infantry\" allowance=\"-4\"/>\n</ruleset>\n" },
    { "c-house.xml", "<?xml version='1.0' encoding='UTF-8'?>\n<!-- <ruleset id=\"jackson-skirmish\"> -->\n"
                     "<ruleset xmlns=\"urn:sandtable:ruleset:1\" id=\"house\"><name>House</name>"
                     "<mode id=\"move\"/><class id=\"man\" allowance=\"6\"/></ruleset>" },
    { "d-ref.xml", "<ruleset xmlns=\"urn:sandtable:ruleset:1\" id=\"dbx&#45;skirmish\"><name>Ref</name>"
                   "<mode id=\"move\"/><class id=\"man\" allowance=\"6\"/></ruleset>" },
    { "e-latin.xml", "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n"
                     "<ruleset xmlns=\"urn:sandtable:ruleset:1\" id=\"latin\"><name>Caf\xe9</name>"
                     "<mode id=\"move\"/><class id=\"man\" allowance=\"6\"/></ruleset>" },
    { "f-other.xml", "<rules id=\"ohw-ww2-hex\"/>" },
    { "g-quoted.xml", "<ruleset xmlns=\"urn:sandtable:ruleset:1\" note=' id=\"house\"' id=\"wargame-movement\">"
                      "<mode id=\"move\"/><class id=\"man\" allowance=\"-6\"/></ruleset>" },
    { "h-empty.xml", "" },
  };
  static const char *ids[] = { "m42", "house", "jackson-skirmish", "dbx-skirmish", "dbx&#45;skirmish", "latin",
                               "ohw-ww2-hex", "wargame-movement", "none" };
  g_autofree char   *dir = g_dir_make_tmp ("sandtable-rulesets-XXXXXX", NULL);

  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *path = g_build_filename (dir, files[i].name, NULL);
      g_assert_true (g_file_set_contents (path, files[i].text, -1, NULL));
    }
  g_setenv ("SANDTABLE_RULESETS_DIR", dir, TRUE);
  g_autoptr (SandRulesetRegistry) whole = sand_ruleset_registry_new ();
  for (guint order = 0; order < 2; order++)
    {
      g_autoptr (SandRulesetRegistry) lazy = sand_ruleset_registry_new_lazy ();

      for (guint k = 0; k < G_N_ELEMENTS (ids); k++)
        {
          /* forwards, then backwards: what one id reads does not change another's */
          const char  *id = ids[order == 0 ? k : G_N_ELEMENTS (ids) - 1 - k];
          SandRuleset *a = sand_ruleset_registry_lookup (whole, id);
          SandRuleset *b = sand_ruleset_registry_lookup (lazy, id);

          g_test_message ("%s: %s / %s", id, a ? sand_ruleset_get_origin (a) : "-", b ? sand_ruleset_get_origin (b) : "-");
          g_assert_true ((a == NULL) == (b == NULL));
          if (a != NULL)
            {
              g_assert_cmpstr (sand_ruleset_get_origin (a), ==, sand_ruleset_get_origin (b));
              g_assert_cmpstr (sand_ruleset_get_name (a), ==, sand_ruleset_get_name (b));
            }
          g_assert_cmpstr (sand_ruleset_registry_get_problem (whole, id), ==,
                           sand_ruleset_registry_get_problem (lazy, id));
        }
      SandRuleset *held = sand_ruleset_registry_lookup (lazy, "house");
      GPtrArray   *la = sand_ruleset_registry_list (lazy), *wa = sand_ruleset_registry_list (whole);
      g_assert_cmpuint (la->len, ==, wa->len);
      for (guint i = 0; i < la->len; i++)
        g_assert_cmpstr (sand_ruleset_get_origin (la->pdata[i]), ==, sand_ruleset_get_origin (wa->pdata[i]));
      /* what was handed out before is what the whole holds */
      g_assert_true (sand_ruleset_registry_lookup (lazy, "house") == held);
      la = sand_ruleset_registry_get_problems (lazy);
      wa = sand_ruleset_registry_get_problems (whole);
      g_assert_cmpuint (la->len, ==, wa->len);
      for (guint i = 0; i < la->len; i++)
        g_assert_cmpstr (la->pdata[i], ==, wa->pdata[i]);
      g_assert_false (sand_ruleset_registry_reload (lazy));
    }
  g_unsetenv ("SANDTABLE_RULESETS_DIR");
  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *path = g_build_filename (dir, files[i].name, NULL);
      g_unlink (path);
    }
  g_rmdir (dir);
}

/* The bundled rulesets are read without the schema's check (the registry
 * trusts them): each must pass it, read as a player's file would be. */
static void
test_bundled_valid (void)
{
  g_autofree char                *dir = g_build_filename (g_getenv ("SANDTABLE_SOURCE_DATA"), "rulesets", NULL);
  g_autoptr (SandRulesetRegistry) reg = sand_ruleset_registry_new ();
  GPtrArray                      *all = sand_ruleset_registry_list (reg);
  guint                           bundled = 0;

  for (guint i = 0; i < all->len; i++)
    {
      const char             *origin = sand_ruleset_get_origin (all->pdata[i]);
      g_autofree char        *base = g_path_get_basename (origin);
      g_autofree char        *path = g_build_filename (dir, base, NULL);
      g_autoptr (GFile)       file = g_file_new_for_path (path);
      g_autoptr (GError)      error = NULL;
      g_autoptr (SandRuleset) rs = NULL;

      if (!g_str_has_prefix (origin, "resource://"))
        continue;
      bundled++;
      rs = sand_ruleset_load_file (file, &error);
      g_assert_no_error (error);
      g_assert_cmpstr (sand_ruleset_get_id (rs), ==, sand_ruleset_get_id (all->pdata[i]));
    }
  g_assert_cmpuint (bundled, >=, 5);
}

static void
test_source_file_valid (void)
{
  /* the shipped file itself, as a player would load a copy */
  g_autofree char        *path = g_build_filename (g_getenv ("SANDTABLE_SOURCE_DATA"), "rulesets", "m42.xml", NULL);
  g_autoptr (GFile)       file = g_file_new_for_path (path);
  g_autoptr (GError)      error = NULL;
  g_autoptr (SandRuleset) rs = sand_ruleset_load_file (file, &error);

  g_assert_no_error (error);
  g_assert_cmpstr (sand_ruleset_get_id (rs), ==, "m42");
}

#define SCHEMA_HEAD "<?xml version=\"1.0\"?>\n"                              \
                    "<ruleset xmlns=\"urn:sandtable:ruleset:1\" id=\"x\">\n" \
                    "  <name>X</name>\n"                                     \
                    "  <mode id=\"go\"/>\n"                                  \
                    "  <class id=\"man\" allowance=\"6\"/>\n"                \
                    "  <attribute id=\"strength\" type=\"number\"/>\n"

/* Each kind of schema error is said at its line, also inside the ruleset's
 * interleave, where libxml2's validator loses the node that failed (these were
 * said without a line, or not at all behind "<ruleset> is not as the format
 * says"). */
static void
test_schema_errors_at_lines (void)
{
  /* a required attribute missing */
  ruleset_test_assert_refused (SCHEMA_HEAD, "\n  <strength eliminated=\"0\"/>\n",
                               "bad.xml:8: <strength> is missing its “attribute” attribute");
  /* an element where none of that name may be */
  ruleset_test_assert_refused (SCHEMA_HEAD, "  <strength attribute=\"strength\">\n    <bogus/></strength>\n",
                               "bad.xml:8: unexpected element <bogus> inside <strength>");
  /* an attribute the element does not have */
  ruleset_test_assert_refused (SCHEMA_HEAD, "\n  <strength attribute=\"strength\" zz=\"1\"/>\n",
                               "bad.xml:8: unknown attribute “zz” on <strength>");
  /* a value not of the attribute's datatype */
  ruleset_test_assert_refused (SCHEMA_HEAD, "\n  <strength attribute=\"strength\" eliminated=\"none\"/>\n",
                               "bad.xml:8: eliminated=\"none\" is not a number");
  /* a value not of the attribute's pattern */
  ruleset_test_assert_refused (SCHEMA_HEAD, "\n  <mode id=\"@@ x\"/>\n",
                               "bad.xml:8: “@@ x” is not an id: an id is one word, without spaces (id of <mode>)");
  /* text where none is allowed, said at the line it begins on */
  ruleset_test_assert_refused (SCHEMA_HEAD, "\n  <strength attribute=\"strength\">some\n  text</strength>\n",
                               "bad.xml:8: unexpected text inside <strength>");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/ruleset/bundled/m42", test_bundled);
  g_test_add_func ("/ruleset/bundled/source-file", test_source_file_valid);
  g_test_add_func ("/ruleset/bundled/valid", test_bundled_valid);
  g_test_add_func ("/ruleset/lookup/m42", test_lookups);
  g_test_add_func ("/ruleset/expression", test_expressions);
  g_test_add_func ("/ruleset/load/problems-listed", test_problems_listed);
  g_test_add_func ("/ruleset/load/schema-errors-at-their-lines", test_schema_errors_at_lines);
  g_test_add_func ("/ruleset/default-class", test_default_class);
  g_test_add_func ("/ruleset/load/missing-ids-named", test_missing_ids_named);
  g_test_add_func ("/ruleset/registry/user-overrides", test_user_overrides);
  g_test_add_func ("/ruleset/registry/unreadable-named", test_unreadable_ruleset_named);
  g_test_add_func ("/ruleset/registry/broken-override-not-replaced", test_broken_override_not_replaced);
  g_test_add_func ("/ruleset/registry/lazy-as-whole", test_lazy_as_whole);

  return g_test_run ();
}
