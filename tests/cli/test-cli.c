/* test-cli.c: sandtable-cli's commands, their exit statuses and outputs.
 *
 * Most run in the test's process (test-cli.h); the program itself is run where
 * the program is what is tested: its usage and help, the exit status of each
 * kind of outcome, what goes to standard output and what to standard error, and
 * files named as they were given (run_program).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gio/gio.h>
#include <glib/gstdio.h>
#include <math.h>
#include <string.h>

#include "cli-run.h"
#include "test-json.h"

static void
test_usage (void)
{
  g_auto (Run) none = { 0 };
  g_auto (Run) unknown = { 0 };
  g_auto (Run) help = { 0 };

  run_program (&none, SANDTABLE_CLI, NULL);
  g_assert_cmpint (none.status, ==, 2);
  g_assert_nonnull (strstr (none.err, "validate"));

  run_cli_program (&unknown, "frobnicate");
  g_assert_cmpint (unknown.status, ==, 2);
  g_assert_nonnull (strstr (unknown.err, "frobnicate"));

  run_cli_program (&help, "--help");
  g_assert_cmpint (help.status, ==, 0);
  g_assert_nonnull (strstr (help.out, "validate"));
  g_assert_nonnull (strstr (help.out, "render"));
}

/* The object with "id" @id in the array @list, NULL when there is none. */
static JsonNode *
object_by_id (JsonNode   *list,
              const char *id)
{
  for (guint i = 0; i < test_json_length (list); i++)
    if (g_str_equal (test_json_string (test_json_element (list, i), "id"), id))
      return test_json_element (list, i);
  return NULL;
}

static JsonNode *
ruleset_by_id (JsonNode   *list,
               const char *id)
{
  return object_by_id (list, id);
}

static JsonNode *
class_by_id (JsonNode   *ruleset,
             const char *id)
{
  g_assert_nonnull (ruleset);
  return object_by_id (test_json_member (ruleset, "classes"), id);
}

static void
test_version (void)
{
  g_auto (Run) run = { 0 };

  run_cli_program (&run, "--version");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, "sandtable-cli " PACKAGE_VERSION "\n");
  g_assert_cmpstr (run.err, ==, "");
}

/* rulesets lists the installed rulesets, with their classes and modes: as JSON,
 * the five bundled ones with their ids, and the class standing for the others. */
static void
test_rulesets (void)
{
  g_auto (Run) text = { 0 };
  g_auto (Run) json = { 0 };
  const char *ids[] = { "m42", "jackson-skirmish", "dbx-skirmish", "ohw-ww2-hex", "wargame-movement" };

  run_cli (&text, "rulesets");
  g_assert_cmpint (text.status, ==, 0);
  g_assert_nonnull (strstr (text.out, "m42 — M42\n  classes: infantry\n  modes: advance double\n"));

  run_cli (&json, "rulesets", "--json");
  g_assert_cmpint (json.status, ==, 0);
  g_autoptr (JsonNode) root = test_json_parse (json.out);
  JsonNode *list = test_json_member (root, "rulesets");
  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      JsonNode *rs = ruleset_by_id (list, ids[i]);
      g_assert_nonnull (rs);
      g_assert_true (*test_json_string (rs, "name") != '\0');
    }
  JsonNode *m42 = class_by_id (ruleset_by_id (list, "m42"), "infantry");
  g_assert_cmpstr (test_json_string (m42, "name"), ==, "Infantry");
  g_assert_cmpuint (test_json_length (test_json_member (m42, "modes")), ==, 2);
  g_assert_cmpstr (json_node_get_string (test_json_element (test_json_member (m42, "modes"), 1)), ==, "double");
  g_assert_true (test_json_boolean (m42, "default"));
  /* dbx-skirmish's infantry is one of its classes, not a default */
  JsonNode *dbx = class_by_id (ruleset_by_id (list, "dbx-skirmish"), "infantry");
  g_assert_cmpstr (test_json_string (dbx, "name"), ==, "Infantry");
  g_assert_cmpuint (test_json_length (test_json_member (dbx, "modes")), ==, 1);
  g_assert_null (test_json_member (dbx, "default"));
}

static void
test_command_help (void)
{
  const char *commands[] = { "validate", "render" };

  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      g_auto (Run) run = { 0 };

      run_cli_program (&run, commands[i], "--help");
      g_assert_cmpint (run.status, ==, 0);
      g_assert_nonnull (strstr (run.out, commands[i]));
      g_assert_nonnull (strstr (run.out, "--help"));
    }

  /* in this process too: the help is printed and the run returns, no exit */
  g_auto (Run) reach = { 0 };
  run_cli (&reach, "reach", "--help");
  g_assert_cmpint (reach.status, ==, 0);
  g_assert_true (g_str_has_prefix (reach.out, "Usage:\n  sandtable-cli reach [OPTION…] FILE"));
  g_assert_nonnull (strstr (reach.out, "--unit=ID"));
  g_assert_cmpstr (reach.err, ==, "");
}

static void
test_validate_valid (void)
{
  g_autofree char *good = fixture ("skirmish.sandtable");
  g_autofree char *dir = g_build_filename (g_getenv ("SANDTABLE_SOURCE_DATA"), "scenarios", NULL);
  g_autoptr (GDir) examples = g_dir_open (dir, 0, NULL);
  g_auto (Run) run = { 0 };
  const char *name;
  guint n = 0;

  run_cli_program (&run, "validate", good);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");

  /* Every example that ships is a valid scenario. */
  g_assert_nonnull (examples);
  while ((name = g_dir_read_name (examples)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_auto (Run) ex = { 0 };

      if (!g_str_has_suffix (name, ".sandtable"))
        continue;
      n++;
      run_cli (&ex, "validate", "--quiet", path);
      g_assert_cmpint (ex.status, ==, 0);
      g_assert_cmpstr (ex.out, ==, "");
      g_assert_cmpstr (ex.err, ==, "");
    }
  g_assert_cmpuint (n, >=, 6);
}

/* A vehicle placed by hand in a foot ruleset does not move: said, not an empty answer. */
static void
test_reach_no_mode (void)
{
  g_autofree char *path = example ("jackson-skirmish.sandtable");
  g_auto (Run) text = { 0 };
  g_auto (Run) json = { 0 };

  g_assert_nonnull (path);
  run_cli (&text, "reach", path, "--unit", "jeep");
  g_assert_cmpint (text.status, ==, 1);
  g_assert_nonnull (strstr (text.err, "no movement mode"));
  run_cli (&json, "reach", path, "--unit", "jeep", "--json");
  g_assert_cmpint (json.status, ==, 1);
  g_assert_cmpstr (json.out, ==, "");
}

static void
test_validate_invalid (void)
{
  g_autofree char *bad = fixture ("broken.sandtable");
  g_autofree char *good = fixture ("skirmish.sandtable");
  g_autofree char *expected = g_strdup_printf ("%s:8: ", bad);
  g_auto (Run) run = { 0 };
  g_auto (Run) both = { 0 };

  run_cli_program (&run, "validate", bad);
  g_assert_cmpint (run.status, ==, 1);
  /* file:line: message, on the line of the unknown kind. */
  g_assert_nonnull (strstr (run.err, expected));
  g_assert_nonnull (strstr (run.err, "swamp-of-doom"));

  /* Every file is checked, good ones reported as such, and the run still fails. */
  run_cli (&both, "validate", bad, good);
  g_assert_cmpint (both.status, ==, 1);
  g_assert_nonnull (strstr (both.err, expected));
  g_assert_nonnull (strstr (both.out, good));
}

/* The schema cannot know a ruleset's classes and special rules; validate checks
 * them against the scenario's ruleset, at the unit's line. */
static void
test_validate_against_ruleset (void)
{
  g_autofree char *dir = temp_dir ();
  g_autofree char *path = g_build_filename (dir, "classes.sandtable", NULL);
  g_autofree char *dbx_path = g_build_filename (dir, "dbx.sandtable", NULL);
  g_autofree char *line4 = NULL, *line5 = NULL, *line6 = NULL;
  g_autoptr (GError) error = NULL;
  g_auto (Run) run = { 0 };
  g_auto (Run) dbx = { 0 };
  const char *text =
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<scenario xmlns=\"urn:sandtable:scenario:1\" version=\"1\" ruleset=\"m42\">\n"
    "  <table width=\"24\" height=\"24\"/><forces><side id=\"us\" name=\"US\" color=\"#3465a4\">\n"
    "    <unit id=\"mg\" class=\"mg-team\" x=\"5\" y=\"5\"/>\n"
    "    <unit id=\"ok\" class=\"infantry\" x=\"8\" y=\"5\" special=\"leaper spread:3\"/>\n"
    "    <unit id=\"jumpy\" class=\"infantry\" x=\"9\" y=\"5\" special=\"Leaper spread\"/>\n"
    "  </side></forces>\n"
    "</scenario>\n";
  const char *dbx_text =
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<scenario xmlns=\"urn:sandtable:scenario:1\" version=\"1\" ruleset=\"dbx-skirmish\">\n"
    "  <table width=\"24\" height=\"24\"/><forces><side id=\"us\" name=\"US\" color=\"#3465a4\">\n"
    "    <unit id=\"sherman\" class=\"tank\" x=\"5\" y=\"5\"/>\n"
    "  </side></forces>\n"
    "</scenario>\n";

  g_file_set_contents (path, text, -1, &error);
  g_assert_no_error (error);
  run_cli (&run, "validate", path);
  g_assert_cmpint (run.status, ==, 1);
  /* every M42 model is infantry: an "mg-team" moves as one */
  line4 = g_strdup_printf ("%s:4:", path);
  g_assert_null (strstr (run.err, line4));
  /* the unit whose special rules are all the ruleset's is not reported */
  line5 = g_strdup_printf ("%s:5:", path);
  g_assert_null (strstr (run.err, line5));
  line6 = g_strdup_printf ("%s:6: unit “jumpy”: “Leaper” is not a special rule", path);
  g_assert_nonnull (strstr (run.err, line6));
  g_assert_nonnull (strstr (run.err, "special rule “spread” needs a number of inches"));
  g_assert_null (strstr (run.out, "valid"));

  /* dbx-skirmish names its classes: a tank is none of them */
  g_file_set_contents (dbx_path, dbx_text, -1, &error);
  g_assert_no_error (error);
  run_cli (&dbx, "validate", dbx_path);
  g_assert_cmpint (dbx.status, ==, 1);
  g_autofree char *class_line = g_strdup_printf ("%s:4: unit “sherman”: “tank” is not a class of ruleset “dbx-skirmish”",
                                                 dbx_path);
  g_assert_nonnull (strstr (dbx.err, class_line));

  /* reach on that unit fails at the same line */
  g_autofree char *at_line = g_strdup_printf ("%s:4: ", dbx_path);
  g_auto (Run) reach = { 0 };
  run_cli (&reach, "reach", dbx_path, "--unit", "sherman");
  g_assert_cmpint (reach.status, ==, 1);
  g_assert_nonnull (strstr (reach.err, at_line));

  /* a hex ruleset on a table without the grid: nothing could move */
  g_autofree char *hex_path = g_build_filename (dir, "hex.sandtable", NULL);
  const char *hex_text =
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<scenario xmlns=\"urn:sandtable:scenario:1\" version=\"1\" ruleset=\"ohw-ww2-hex\">\n"
    "  <table width=\"24\" height=\"24\"/><forces><side id=\"us\" name=\"US\" color=\"#3465a4\">\n"
    "    <unit id=\"inf\" class=\"infantry\" x=\"5\" y=\"5\"/>\n"
    "  </side></forces>\n"
    "</scenario>\n";
  g_auto (Run) hex = { 0 };
  g_file_set_contents (hex_path, hex_text, -1, &error);
  g_assert_no_error (error);
  run_cli (&hex, "validate", hex_path);
  g_assert_cmpint (hex.status, ==, 1);
  g_autofree char *hex_line = g_strdup_printf ("%s:2: ruleset “ohw-ww2-hex” is played on a hex grid, and the scenario "
                                               "has none", hex_path);
  g_assert_nonnull (strstr (hex.err, hex_line));

  /* reach makes validate's checks too: the file validate refuses (a unit's
   * special rule, not the one asked about) is refused, with the same message */
  g_auto (Run) refused = { 0 };
  run_cli (&refused, "reach", path, "--unit", "mg", "--mode", "advance", "--json");
  g_assert_cmpint (refused.status, ==, 1);
  g_assert_nonnull (strstr (refused.err, line6));
  g_assert_cmpstr (refused.out, ==, "");

  /* without that unit, the M42 team moves as infantry: 6in advancing */
  g_autofree char *mg_path = g_build_filename (dir, "mg.sandtable", NULL);
  const char *mg_text =
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<scenario xmlns=\"urn:sandtable:scenario:1\" version=\"1\" ruleset=\"m42\">\n"
    "  <table width=\"24\" height=\"24\"/><forces><side id=\"us\" name=\"US\" color=\"#3465a4\">\n"
    "    <unit id=\"mg\" class=\"mg-team\" x=\"5\" y=\"5\"/>\n"
    "  </side></forces>\n"
    "</scenario>\n";
  g_file_set_contents (mg_path, mg_text, -1, &error);
  g_assert_no_error (error);
  g_auto (Run) mg = { 0 };
  run_cli (&mg, "reach", mg_path, "--unit", "mg", "--mode", "advance", "--json");
  g_assert_cmpint (mg.status, ==, 0);
  g_autoptr (JsonNode) mg_root = test_json_parse (mg.out);
  g_assert_cmpfloat (test_json_number (mg_root, "allowance"), ==, 6);
  remove_dir (dir);
}

static void
test_validate_usage_and_missing (void)
{
  g_autofree char *dir = temp_dir ();
  g_autofree char *missing = g_build_filename (dir, "nowhere.sandtable", NULL);
  g_auto (Run) none = { 0 };
  g_auto (Run) bad_option = { 0 };
  g_auto (Run) gone = { 0 };

  run_cli_program (&none, "validate");
  g_assert_cmpint (none.status, ==, 2);
  run_cli (&bad_option, "validate", "--frobnicate", missing);
  g_assert_cmpint (bad_option.status, ==, 2);
  run_cli (&gone, "validate", missing);
  g_assert_cmpint (gone.status, ==, 1);
  g_assert_nonnull (strstr (gone.err, "nowhere.sandtable"));
  remove_dir (dir);
}

static void
test_validate_names_as_given (void)
{
  g_autofree char *dir = temp_dir ();
  g_autofree char *bad = g_build_filename (dir, "bad.sandtable", NULL);
  g_autofree char *elsewhere = g_build_filename (dir, "elsewhere.sandtable", NULL);
  g_autofree char *given = g_strdup_printf ("%s/./bad.sandtable", dir);
  g_autofree char *at_line = g_strdup_printf ("%s:3: ", given);
  g_autofree char *folder = g_strdup_printf ("%s: cannot read the file", dir);
  g_autoptr (GError) error = NULL;
  g_auto (Run) run = { 0 };
  g_auto (Run) unknown = { 0 };
#define HEAD(ruleset, width) "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" \
  "<scenario xmlns=\"urn:sandtable:scenario:1\" version=\"1\" ruleset=\"" ruleset "\">\n" \
  "  <table width=\"" width "\" height=\"36\"/>\n" \
  "</scenario>\n"
  const char *bad_text = HEAD ("m42", "1O");
  /* a valid file but for its ruleset */
  const char *elsewhere_text = HEAD ("house-rules-of-elsewhere", "10");
#undef HEAD

  g_file_set_contents (bad, bad_text, -1, &error);
  g_assert_no_error (error);
  g_file_set_contents (elsewhere, elsewhere_text, -1, &error);
  g_assert_no_error (error);

  run_cli_program (&run, "validate", given, dir);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_true (g_str_has_prefix (run.err, at_line));
  g_assert_nonnull (strstr (run.err, "“1O” is not a number"));
  g_assert_nonnull (strstr (run.err, folder));

  run_cli (&unknown, "validate", elsewhere);
  g_assert_cmpint (unknown.status, ==, 1);
  g_assert_nonnull (strstr (unknown.err, "“house-rules-of-elsewhere” is not installed"));
  g_assert_null (strstr (unknown.out, "valid"));
  remove_dir (dir);
}

/* A point [x, y] of a path. */
static void
assert_xy (JsonNode *pair,
           double    x,
           double    y)
{
  g_assert_cmpuint (test_json_length (pair), ==, 2);
  g_assert_cmpfloat_with_epsilon (json_node_get_double (test_json_element (pair, 0)), x, 1e-9);
  g_assert_cmpfloat_with_epsilon (json_node_get_double (test_json_element (pair, 1)), y, 1e-9);
}

/* Checks the types FORMAT.md gives the keys of "reach --json": a cost and a path
 * for a reachable point, the path from the unit at (@x0, @y0) to the point, a
 * reason otherwise, an area within the circle of the allowance. */
static void
assert_reach_json (const char *json,
                   double      x0,
                   double      y0)
{
  g_autoptr (JsonNode) root = test_json_parse (json);
  JsonNode *modes = test_json_member (root, "modes");

  g_assert_true (g_str_has_prefix (json, "{") && g_str_has_suffix (json, "}\n"));
  g_assert_nonnull (test_json_string (root, "unit"));
  g_assert_nonnull (test_json_string (root, "ruleset"));
  for (guint m = 0; m < (modes ? test_json_length (modes) : 1); m++)
    {
      JsonNode *mode = modes ? test_json_element (modes, m) : root;
      JsonNode *points = test_json_member (mode, "points");
      double a = test_json_number (mode, "allowance");

      g_assert_nonnull (test_json_string (mode, "mode"));
      g_assert_cmpfloat (a, >, 0);
      g_assert_cmpfloat (test_json_number (mode, "area"), >, 0);
      g_assert_cmpfloat (test_json_number (mode, "area"), <=, G_PI * a * a * 1.01);
      for (guint i = 0; i < test_json_length (points); i++)
        {
          JsonNode *p = test_json_element (points, i);

          if (test_json_boolean (p, "reachable"))
            {
              JsonNode *path = test_json_member (p, "path");
              double cost = test_json_number (p, "cost");

              g_assert_cmpfloat (cost, >=, 0);
              g_assert_cmpfloat (cost, <=, a);
              assert_xy (test_json_element (path, 0), x0, y0);
              assert_xy (test_json_element (path, test_json_length (path) - 1), test_json_number (p, "x"),
                         test_json_number (p, "y"));
            }
          else
            {
              JsonNode *feature = test_json_member (p, "feature");

              /* the reason in words, and beside it its rule and the feature
               * (or unit) that decides it, null when none does */
              g_assert_cmpstr (test_json_string (p, "reason"), !=, "");
              g_assert_cmpstr (test_json_string (p, "rule"), !=, "");
              g_assert_nonnull (feature);
              g_assert_true (JSON_NODE_HOLDS_NULL (feature)
                             || (JSON_NODE_HOLDS_VALUE (feature) && *json_node_get_string (feature) != '\0'));
            }
        }
    }
}

static void
test_reach_json (void)
{
  g_autofree char *path = example ("crossroads.sandtable");
  g_auto (Run) all = { 0 };
  g_auto (Run) one = { 0 };
  g_auto (Run) text = { 0 };

  g_assert_nonnull (path);
  /* Without --mode, each of the class's modes; Russo stands at 23,32. */
  run_cli_program (&all, "reach", path, "--unit", "russo", "--at", "29,32", "--at", "5,5", "--json");
  g_assert_cmpint (all.status, ==, 0);
  g_assert_cmpstr (all.err, ==, "");
  g_autoptr (JsonNode) root = test_json_parse (all.out);
  g_assert_cmpstr (test_json_string (root, "unit"), ==, "russo");
  g_assert_cmpstr (test_json_string (root, "ruleset"), ==, "m42");
  JsonNode *modes = test_json_member (root, "modes");
  g_assert_cmpuint (test_json_length (modes), ==, 2);
  g_assert_cmpstr (test_json_string (test_json_element (modes, 0), "mode"), ==, "advance");
  g_assert_cmpstr (test_json_string (test_json_element (modes, 1), "mode"), ==, "double");
  /* 29,32 is 6in east on open ground: a straight way in both modes */
  JsonNode *way = test_json_member (test_json_element (test_json_member (test_json_element (modes, 0), "points"), 0),
                                    "path");
  g_assert_cmpuint (test_json_length (way), ==, 2);
  g_assert_cmpfloat (json_node_get_double (test_json_element (test_json_element (way, 0), 0)), ==, 23);
  g_assert_cmpfloat (json_node_get_double (test_json_element (test_json_element (way, 0), 1)), ==, 32);
  g_assert_cmpfloat (json_node_get_double (test_json_element (test_json_element (way, 1), 0)), ==, 29);
  g_assert_cmpfloat (json_node_get_double (test_json_element (test_json_element (way, 1), 1)), ==, 32);
  /* at the double the wheat field is why, named as the map names it, its id
   * and the going's beside; 5,5 is 32in away, out of any move's reach */
  JsonNode *wheat = test_json_element (test_json_member (test_json_element (modes, 1), "points"), 0);
  JsonNode *far = test_json_element (test_json_member (test_json_element (modes, 1), "points"), 1);
  g_assert_cmpstr (test_json_string (wheat, "reason"), ==,
                   "Lebrun's wheat: Slow going, not allowed when moving At The Double");
  g_assert_cmpstr (test_json_string (wheat, "rule"), ==, "slow");
  g_assert_cmpstr (test_json_string (wheat, "feature"), ==, "field-lebrun");
  g_assert_true (g_str_has_prefix (test_json_string (far, "reason"), "Out of reach: 32."));
  g_assert_true (g_str_has_suffix (test_json_string (far, "reason"), "in away, the move is 12in"));
  g_assert_cmpstr (test_json_string (far, "rule"), ==, "out-of-reach");
  g_assert_true (JSON_NODE_HOLDS_NULL (test_json_member (far, "feature")));
  assert_reach_json (all.out, 23, 32);

  /* --ruleset overrides the file's; with --mode the object is that mode's */
  run_cli (&one, "reach", path, "--unit", "russo", "--ruleset", "dbx-skirmish", "--mode", "move",
           "--at", "25,30", "--json");
  g_assert_cmpint (one.status, ==, 0);
  g_autoptr (JsonNode) one_root = test_json_parse (one.out);
  g_assert_cmpstr (test_json_string (one_root, "unit"), ==, "russo");
  g_assert_cmpstr (test_json_string (one_root, "mode"), ==, "move");
  g_assert_cmpstr (test_json_string (one_root, "ruleset"), ==, "dbx-skirmish");
  g_assert_null (test_json_member (one_root, "modes"));
  assert_reach_json (one.out, 23, 32);

  /* on the table's edge is on the table */
  run_cli (&text, "reach", path, "--unit", "russo", "--mode", "advance", "--at", "48,36");
  g_assert_cmpint (text.status, ==, 0);
  g_assert_nonnull (strstr (text.out, "48,36: not reachable"));
}

/* Wrong usage is said, with a non-zero status and nothing on stdout. */
static void
test_reach_usage (void)
{
  g_autofree char *path = example ("crossroads.sandtable");
  const struct
  {
    int status;
    const char *args[4];
    const char *says;
  } cases[] = {
    { 2, { "--at", "48.5,3" }, "“48.5,3” is off the table, which runs from 0,0 to 48,36" },
    { 2, { "--at", "-1,3" }, "off the table" },
    { 2, { "--at", "1x2" }, "“1x2” is not X,Y" },
    { 2, { "--at", "nan,2" }, "is not X,Y" },
    { 2, { "--resolution", "0" }, "--resolution" },
    { 2, { "--frobnicate" }, "--frobnicate" },
    { 1, { "--mode", "sprint" }, "no mode “sprint”" },
    { 1, { "--ruleset", "house-rules" }, "no ruleset “house-rules”" },
    { 1, { "--ruleset", "wargame-movement" }, "no unit class “infantry”" },
  };
  g_auto (Run) no_unit = { 0 };
  g_auto (Run) nobody = { 0 };

  g_assert_nonnull (path);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto (Run) run = { 0 };

      run_cli (&run, "reach", path, "--unit", "russo", "--json", cases[i].args[0], cases[i].args[1]);
      g_assert_cmpint (run.status, ==, cases[i].status);
      g_assert_cmpstr (run.out, ==, "");
      g_assert_nonnull (strstr (run.err, cases[i].says));
    }
  run_cli_program (&no_unit, "reach", path);
  g_assert_cmpint (no_unit.status, ==, 2);
  g_assert_nonnull (strstr (no_unit.err, "--unit"));
  run_cli_program (&nobody, "reach", path, "--unit", "nobody");
  g_assert_cmpint (nobody.status, ==, 1);
  g_assert_nonnull (strstr (nobody.err, "“nobody”"));
}

/* A file that cannot be written or read is said in the program's words,
 * "FILE: what is wrong", never the library's ("error while writing to output
 * stream"). */
static void
test_file_messages (void)
{
  g_autofree char *good = fixture ("skirmish.sandtable");
  g_autofree char *dir = temp_dir ();
  g_autofree char *missing = g_build_filename (dir, "no-such-folder", "map.png", NULL);
  g_autofree char *plain = g_build_filename (dir, "plain.txt", NULL);
  g_autofree char *under_plain = g_build_filename (plain, "map.pdf", NULL);
  g_autofree char *folder = g_build_filename (dir, "folder.svg", NULL);
  const struct
  {
    const char *path;
    const char *why;
  } writes[] = {
    { missing, "its folder does not exist" },
    { under_plain, "a part of its path is not a folder" },
    { folder, "it is a folder" },
  };

  g_assert_true (g_file_set_contents (plain, "not a folder", -1, NULL));
  g_assert_cmpint (g_mkdir (folder, 0755), ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (writes); i++)
    {
      g_auto (Run) run = { 0 };
      g_autofree char *said = g_strdup_printf ("sandtable-cli render: %s: cannot write the file: %s\n",
                                               writes[i].path, writes[i].why);

      run_cli (&run, "render", good, "-o", writes[i].path);
      g_assert_cmpint (run.status, ==, 1);
      g_assert_cmpstr (run.err, ==, said);
      g_assert_cmpstr (run.out, ==, "");
    }
  /* even root may not make files in /sys */
  if (g_file_test ("/sys/kernel", G_FILE_TEST_IS_DIR))
    {
      g_auto (Run) run = { 0 };

      run_cli (&run, "render", good, "-o", "/sys/sandtable-test.png");
      g_assert_cmpint (run.status, ==, 1);
      g_assert_cmpstr (run.err, ==, "sandtable-cli render: /sys/sandtable-test.png: cannot write the file: "
                                    "there is no permission to write it\n");
    }

  g_auto (Run) read = { 0 };
  g_autofree char *unreadable = g_build_filename (plain, "t.sandtable", NULL);
  g_autofree char *read_said = g_strdup_printf ("%s: cannot read the file: a part of its path is not a folder\n",
                                                unreadable);
  run_cli (&read, "validate", unreadable);
  g_assert_cmpint (read.status, ==, 1);
  g_assert_cmpstr (read.err, ==, read_said);
  g_rmdir (folder);
  remove_dir (dir);
}

/* Wrong options are said in the program's words too, naming the option. */
static void
test_option_messages (void)
{
  g_autofree char *good = fixture ("skirmish.sandtable");
  const struct
  {
    const char *args[6];
    const char *said;
  } cases[] = {
    { { "reach", good, "--frobnicate" }, "sandtable-cli reach: there is no option “--frobnicate”\n" },
    { { "reach", good, "--unit" }, "sandtable-cli reach: --unit needs a value\n" },
    { { "reach", good, "--unit", "a1", "--resolution=fine" },
      "sandtable-cli reach: --resolution needs a number, not “fine”\n" },
    { { "render", good, "-o", "map.pdf", "--scale", "big" }, "sandtable-cli render: --scale needs a number, not “big”\n" },
    { { "render", good, "-o" }, "sandtable-cli render: -o needs a value\n" },
    { { "validate", "-qz", good }, "sandtable-cli validate: there is no option “-z”\n" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto (Run) run = { 0 };

      run_cli (&run, cases[i].args[0], cases[i].args[1], cases[i].args[2], cases[i].args[3], cases[i].args[4],
               cases[i].args[5]);
      g_assert_cmpint (run.status, ==, 2);
      g_assert_true (g_str_has_prefix (run.err, cases[i].said));
      g_assert_nonnull (strstr (run.err, "--help"));
    }
}

/* Results that could not be written (a full disk) fail the run, said so. */
static void
test_stdout_full (void)
{
  g_autoptr (GSubprocessLauncher) launcher = NULL;
  g_autoptr (GSubprocess) proc = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *err = NULL;

  if (!g_file_test ("/dev/full", G_FILE_TEST_EXISTS))
    {
      g_test_skip ("no /dev/full here");
      return;
    }
  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDERR_PIPE);
  g_subprocess_launcher_set_stdout_file_path (launcher, "/dev/full");
  proc = g_subprocess_launcher_spawn (launcher, &error, SANDTABLE_CLI, "rulesets", NULL);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (proc, NULL, NULL, NULL, &err, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (proc));
  g_assert_cmpint (g_subprocess_get_exit_status (proc), ==, 1);
  g_assert_cmpstr (err, ==, "standard output: cannot write the results: the disk is full\n");
}

/* Each line of reach's text says a thing once: a floor's reason names the
 * building (as the map names it) and floor itself ("Café de la Poste, floor 1:
 * …"), not after them again. */
static void
test_reach_text_once (void)
{
  g_autofree char *path = example ("crossroads.sandtable");
  g_auto (Run) run = { 0 };
  g_auto (GStrv) lines = NULL;
  guint floors = 0;

  g_assert_nonnull (path);
  run_cli (&run, "reach", path, "--unit", "russo", "--at", "29,32");
  g_assert_cmpint (run.status, ==, 0);
  lines = g_strsplit (run.out, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_autofree char *lower = g_utf8_strdown (lines[i], -1);
      const char *first = strstr (lower, "café de la poste");

      if (first == NULL)
        continue;
      floors++;
      if (strstr (first + 1, "café de la poste") != NULL || strstr (lower, "cafe") != NULL)
        g_error ("“%s” says the building twice", lines[i]);
    }
  /* a line per mode for the café's upper floor */
  g_assert_cmpuint (floors, ==, 2);
  g_assert_nonnull (strstr (run.out, "\n  Café de la Poste, floor 1: the building cannot be reached this move\n"));
}

/* --pretty prints the same JSON as --json, indented over lines for people, and
 * implies --json. */
static void
test_json_pretty (void)
{
  g_autofree char *crossroads = example ("crossroads.sandtable");
  g_autofree char *hex = example ("hex-table.sandtable");
  const char *cases[][8] = {
    { "rulesets", NULL },
    { "reach", crossroads, "--unit", "russo", "--at", "29,32", NULL },
    { "reach", hex, "--unit", "b-tank", "--at", "12.7,24", NULL },
  };

  g_assert_nonnull (crossroads);
  g_assert_nonnull (hex);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (GStrvBuilder) json_args = g_strv_builder_new ();
      g_autoptr (GStrvBuilder) pretty_args = g_strv_builder_new ();
      g_autofree char *json = NULL, *pretty = NULL, *json_err = NULL, *pretty_err = NULL;

      g_strv_builder_addv (json_args, (const char **) cases[i]);
      g_strv_builder_add (json_args, "--json");
      g_strv_builder_addv (pretty_args, (const char **) cases[i]);
      g_strv_builder_add (pretty_args, "--pretty");
      g_auto (GStrv) a = g_strv_builder_end (json_args);
      g_auto (GStrv) b = g_strv_builder_end (pretty_args);

      g_assert_cmpint (test_cli_run ((const char * const *) a, &json, &json_err), ==, 0);
      g_assert_cmpint (test_cli_run ((const char * const *) b, &pretty, &pretty_err), ==, 0);
      g_assert_null (strchr (g_strchomp (json), '\n'));
      g_assert_true (g_str_has_prefix (pretty, "{\n  \""));
      g_auto (GStrv) lines = g_strsplit (pretty, "\n", -1);
      g_assert_cmpuint (g_strv_length (lines), >, 10);

      g_autoptr (JsonNode) one = test_json_parse (json);
      g_autoptr (JsonNode) other = test_json_parse (pretty);
      g_assert_true (json_node_equal (one, other));
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  /* GIO's first use says so in a debug line: let it be said before any
   * command's output is gathered */
  g_vfs_get_default ();

  g_test_add_func ("/cli/usage/commands", test_usage);
  g_test_add_func ("/cli/usage/command-help", test_command_help);
  g_test_add_func ("/cli/usage/version", test_version);
  g_test_add_func ("/cli/rulesets", test_rulesets);
  g_test_add_func ("/cli/validate/valid", test_validate_valid);
  g_test_add_func ("/cli/reach/no-mode", test_reach_no_mode);
  g_test_add_func ("/cli/validate/invalid", test_validate_invalid);
  g_test_add_func ("/cli/validate/against-the-ruleset", test_validate_against_ruleset);
  g_test_add_func ("/cli/validate/usage-and-missing", test_validate_usage_and_missing);
  g_test_add_func ("/cli/validate/names-as-given", test_validate_names_as_given);
  g_test_add_func ("/cli/reach/json", test_reach_json);
  g_test_add_func ("/cli/reach/usage", test_reach_usage);
  g_test_add_func ("/cli/reach/text-says-each-thing-once", test_reach_text_once);
  g_test_add_func ("/cli/messages/files", test_file_messages);
  g_test_add_func ("/cli/messages/options", test_option_messages);
  g_test_add_func ("/cli/messages/standard-output-full", test_stdout_full);
  g_test_add_func ("/cli/json/pretty", test_json_pretty);

  return g_test_run ();
}
