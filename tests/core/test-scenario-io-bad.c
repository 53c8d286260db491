/* test-scenario-io-bad.c: files that must not load, and how each is reported.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "scenario-io-fixture.h"

/* Bad files */

typedef struct
{
  const char *file;
  SandError code;
  int lines[6];            /* every line reported, in order; 0 ends */
  const char *mentions[3]; /* words the message must contain */
} BadFile;

static const BadFile bad_files[] = {
  { "not-xml", SAND_ERROR_PARSE, { 1 }, { "this is not an XML file: there is no element (“<…>”) in it" } },
  { "empty", SAND_ERROR_PARSE, { 1 }, { "empty" } },
  { "truncated", SAND_ERROR_PARSE, { 7, 7 },
    { "a quoted value is not closed", "the file ends before <area>, opened on line 6, is closed" } },
  { "undefined-entity", SAND_ERROR_PARSE, { 3 }, { "eacute" } },
  { "xxe", SAND_ERROR_PARSE, { 2 }, { "DOCTYPE", "not allowed" } },
  { "billion-laughs", SAND_ERROR_PARSE, { 3 }, { "DOCTYPE", "entities" } },
  /* a byte that breaks the XML declaration: libxml2 then no longer called back at
   * the DOCTYPE, and expanded the billion laughs (found by fuzz-scenario) */
  { "billion-laughs-broken-declaration", SAND_ERROR_PARSE, { 3 }, { "DOCTYPE", "entities" } },
  { "wrong-root", SAND_ERROR_INVALID, { 2 }, { "not a Sandtable scenario", "<map>" } },
  { "wrong-namespace", SAND_ERROR_INVALID, { 2 }, { "namespace", "urn:example:maps" } },
  { "wrong-version", SAND_ERROR_INVALID, { 2 }, { "version 2" } },
  { "missing-table", SAND_ERROR_INVALID, { 2 }, { "no <table" } },
  { "missing-attribute", SAND_ERROR_INVALID, { 4 }, { "<table>", "“height”" } },
  { "unknown-attribute", SAND_ERROR_INVALID, { 5, 5 }, { "unknown attribute “colour”", "“color”" } },
  { "bad-number", SAND_ERROR_INVALID, { 6 }, { "“12in” is not a number" } },
  /* finite, but past any table: later sums in cells or hexes would overflow */
  { "huge-number", SAND_ERROR_INVALID, { 5, 9 }, { "“2e7,10” of <polygon> is out of range", "x of <unit> is out of range: 1e308" } },
  { "negative-size", SAND_ERROR_INVALID, { 5 }, { "width of <table>", "greater than zero" } },
  { "zero-radius", SAND_ERROR_INVALID, { 6 }, { "rx of <ellipse>", "greater than zero" } },
  { "unknown-kind", SAND_ERROR_INVALID, { 6 }, { "unknown terrain kind “lava”" } },
  { "kind-on-wrong-element", SAND_ERROR_INVALID, { 6 }, { "“woods”", "<area>" } },
  { "duplicate-id", SAND_ERROR_INVALID, { 10 }, { "duplicate id “h1”", "line 5" } },
  { "short-polygon", SAND_ERROR_INVALID, { 6 }, { "at least 3 points" } },
  { "short-line", SAND_ERROR_INVALID, { 5 }, { "at least 2 points" } },
  { "bad-points", SAND_ERROR_INVALID, { 5 }, { "“24,31,5”" } },
  { "unit-outside-side", SAND_ERROR_INVALID, { 6 }, { "<side>" } },
  { "bad-colour", SAND_ERROR_INVALID, { 6 }, { "“dark red” is not a colour" } },
  { "not-utf8", SAND_ERROR_PARSE, { 5 }, { "not UTF-8", "0xE9", "encoding" } },
  /* one message each, also for elements of ours where the schema alone would
   * only say the whole scenario does not fit */
  { "unknown-element", SAND_ERROR_INVALID, { 4, 8, 14 },
    { "unexpected element <fog> inside <scenario>", "<texture> inside <area>", "<kit> inside <unit>" } },
  { "own-namespace-attribute", SAND_ERROR_INVALID, { 3, 5 }, { "“s:felt” on <table>", "“s:kind” on <area>" } },
  { "stray-text", SAND_ERROR_INVALID, { 3, 4, 6 },
    { "unexpected text inside <table>: “felt”", "<grid>: “hexes later”", "<area>: “thick”" } },
  { "many-problems", SAND_ERROR_INVALID, { 5, 6, 7, 11, 11 },
    { "at least 3 points", "“ajar”", "duplicate id “w1”" } },
};

static void
test_bad_file (gconstpointer data)
{
  const BadFile *bad = data;
  g_autofree char *name = g_strconcat (bad->file, ".sandtable", NULL);
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "core", "bad", name, NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  g_autoptr (SandScenario) scenario = sand_scenario_load_file (file, &error);
  g_auto (GStrv) lines = NULL;
  guint n_expected = 0;

  g_assert_null (scenario);
  g_assert_error (error, SAND_ERROR, (int) bad->code);
  g_test_message ("%s", error->message);

  while (n_expected < G_N_ELEMENTS (bad->lines) && bad->lines[n_expected] != 0)
    n_expected++;
  lines = g_strsplit (error->message, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, n_expected);
  for (guint i = 0; i < n_expected; i++)
    {
      g_autofree char *prefix = g_strdup_printf ("%s:%d: ", path, bad->lines[i]);

      g_assert_true (g_str_has_prefix (lines[i], prefix));
    }
  for (guint i = 0; i < G_N_ELEMENTS (bad->mentions) && bad->mentions[i] != NULL; i++)
    g_assert_nonnull (strstr (error->message, bad->mentions[i]));
}

static void
test_bad_io (void)
{
  g_autoptr (GFile) file = g_file_new_for_path ("/nonexistent/nowhere.sandtable");
  g_autoptr (GError) error = NULL;
  g_autoptr (SandScenario) scenario = sand_scenario_load_file (file, &error);

  g_assert_null (scenario);
  g_assert_error (error, SAND_ERROR, SAND_ERROR_IO);
  g_assert_true (g_str_has_prefix (error->message, "/nonexistent/nowhere.sandtable: "));
}

static void
test_bad_data_name (void)
{
  static const char data[] = "<scenario xmlns='" NS "' version='1'>\n<table width='0' height='1'/></scenario>";
  g_autoptr (GError) error = NULL;
  g_autoptr (SandScenario) scenario = sand_scenario_load_data (data, strlen (data), "clipboard", &error);

  g_assert_null (scenario);
  g_assert_error (error, SAND_ERROR, SAND_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "clipboard:2: width of <table> must be greater than zero, not 0");
}

/* Checked against its ruleset, a file lists the units the ruleset cannot move
 * among its other problems, by line; a ruleset not installed is named where the
 * file names it. */
static void
test_bad_for_ruleset (void)
{
#define DATA(ruleset, x) "<scenario xmlns='" NS "' version='1' ruleset='" ruleset "'>\n" \
  "<table width='48' height='36'/><forces><side id='us' name='US' color='#00f'>\n" \
  "<unit id='sherman' class='tank' x='1' y='1'/>\n" \
  "<unit id='pitts' class='infantry' x='" x "' y='1'/>\n" \
  "</side></forces></scenario>"
  /* dbx-skirmish names its classes (M42 moves any model as infantry) */
  const char *m42 = DATA ("dbx-skirmish", "1O");
  /* a good file but for its ruleset */
  const char *unknown = DATA ("house-rules", "10");
#undef DATA
  g_autoptr (SandRulesetRegistry) registry = sand_ruleset_registry_new ();
  g_autoptr (GError) error = NULL;
  g_autoptr (GError) unknown_error = NULL;
  g_autoptr (SandScenario) scenario = sand_scenario_load_data_for_rulesets (m42, strlen (m42), "f",
                                                                            registry, &error);
  g_autoptr (SandScenario) plain = sand_scenario_load_data (m42, strlen (m42), "f", NULL);
  g_autoptr (SandScenario) elsewhere = NULL;
  g_auto (GStrv) lines = NULL;

  g_assert_null (scenario);
  g_assert_null (plain);
  g_assert_error (error, SAND_ERROR, SAND_ERROR_INVALID);
  lines = g_strsplit (error->message, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 2);
  g_assert_true (g_str_has_prefix (lines[0], "f:3: unit “sherman”: “tank” is not a class of ruleset “dbx-skirmish”"));
  g_assert_cmpstr (lines[1], ==, "f:4: “1O” is not a number (x of <unit>)");

  elsewhere = sand_scenario_load_data_for_rulesets (unknown, strlen (unknown), "f", registry, &unknown_error);
  g_assert_null (elsewhere);
  g_assert_true (g_str_has_prefix (unknown_error->message, "f:1: ruleset “house-rules” is not installed"));
  g_assert_null (strchr (unknown_error->message, '\n'));
}

/* A unit carries the attributes its ruleset declares or reads: checked against
 * the ruleset, an attribute it does not read, a value outside the declared
 * range or not among its words is named at the unit's line; the floor of a
 * building is the scenario's own, whatever the ruleset. */
static void
test_bad_attributes_for_ruleset (void)
{
  static const char data[] = "<scenario xmlns='" NS "' version='1' ruleset='m42'>\n"
    "<table width='48' height='36'/><forces><side id='us' name='US' color='#00f'>\n"
    "<unit id='a' class='infantry' x='1' y='1' mv='5' floor='0' special='leaper'/>\n"
    "<unit id='b' class='infantry' x='2' y='1' morale='green'/>\n"
    "<unit id='c' class='infantry' x='3' y='1' mv='-1'/>\n"
    "</side><side id='them' name='Them' color='#f00'>\n"
    "<unit id='d' class='tank' x='5' y='5' strength='15'/>\n"
    "</side></forces></scenario>";
  g_autoptr (SandRulesetRegistry) registry = sand_ruleset_registry_new ();
  g_autoptr (GError) error = NULL;
  g_autoptr (SandScenario) plain = sand_scenario_load_data (data, strlen (data), "f", &error);
  g_autoptr (SandScenario) checked = NULL;
  g_auto (GStrv) lines = NULL;

  /* read alone, every attribute is kept as written */
  g_assert_no_error (error);
  g_assert_cmpstr (sand_unit_get_attr (sand_scenario_find_unit (plain, "b"), "morale"), ==, "green");
  checked = sand_scenario_load_data_for_rulesets (data, strlen (data), "f", registry, &error);
  g_assert_null (checked);
  g_assert_error (error, SAND_ERROR, SAND_ERROR_INVALID);
  lines = g_strsplit (error->message, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 3);
  g_assert_cmpstr (lines[0], ==, "f:4: unit “b”: the ruleset “m42” reads no attribute “morale” of a unit of "
                                 "class “infantry” (it reads: mv, special, floor)");
  g_assert_cmpstr (lines[1], ==, "f:5: unit “c”: mv “-1” is less than 0");
  /* a class the file does not name moves as M42's infantry, and is read as one */
  g_assert_true (g_str_has_prefix (lines[2], "f:7: unit “d”: the ruleset “m42” reads no attribute “strength”"));
}

/* The same name in Latin-1 is read when the file says so, and saved as UTF-8. */
static void
test_declared_encoding (void)
{
  static const char data[] = "<?xml version='1.0' encoding='ISO-8859-1'?>\n"
                             "<scenario xmlns='" NS "' version='1'><title>Bois Carr\xe9</title>"
                             "<table width='10' height='10'/></scenario>";
  g_autoptr (GError) error = NULL;
  g_autoptr (SandScenario) scenario = sand_scenario_load_data (data, strlen (data), "latin1", &error);
  g_autoptr (GBytes) saved = NULL;

  g_assert_no_error (error);
  g_assert_cmpstr (sand_scenario_get_title (scenario), ==, "Bois Carré");
  saved = sand_scenario_to_bytes (scenario);
  g_assert_nonnull (g_strstr_len (g_bytes_get_data (saved, NULL), g_bytes_get_size (saved),
                                   "encoding=\"UTF-8\""));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (bad_files); i++)
    {
      g_autofree char *test_path = g_strdup_printf ("/scenario/load/bad/%s", bad_files[i].file);

      g_test_add_data_func (test_path, &bad_files[i], test_bad_file);
    }
  g_test_add_func ("/scenario/load/bad/no-such-file", test_bad_io);
  g_test_add_func ("/scenario/load/bad/from-memory", test_bad_data_name);
  g_test_add_func ("/scenario/load/encoding/declared", test_declared_encoding);
  g_test_add_func ("/scenario/load/bad/for-ruleset", test_bad_for_ruleset);
  g_test_add_func ("/scenario/load/bad/attributes-for-ruleset", test_bad_attributes_for_ruleset);

  return g_test_run ();
}
