/* test-picket-line.c: a sixth ruleset that is only a file. rulesets/picket-line.xml,
 * installed from a user rulesets folder (SANDTABLE_RULESETS_DIR), declares a unit
 * attribute of its own (drill), a strength (men), a casualty table, sight,
 * weapons and a turn of activation cards; no code knows it. picket.sandtable is
 * played through the engine's interpreters and sandtable-cli's commands (run in
 * the test's process, test-cli.h).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "sand-combat-table.h"
#include "sand-error.h"
#include "sand-fire.h"
#include "sand-hex-grid.h"
#include "sand-ruleset-aids.h"
#include "sand-ruleset-registry.h"
#include "sand-scenario-io.h"
#include "sand-scenario.h"
#include "sand-strength.h"
#include "test-cli.h"
#include "test-json.h"

#define SCENARIO SIXTH_DIR "/picket.sandtable"

static SandRulesetRegistry *registry;

static SandRuleset *
picket_line (void)
{
  SandRuleset *ruleset;

  if (registry == NULL)
    registry = sand_ruleset_registry_new ();
  ruleset = sand_ruleset_registry_lookup (registry, "picket-line");
  g_assert_nonnull (ruleset);
  return ruleset;
}

/* @path read and checked against the installed rulesets, as validate reads it. */
static SandScenario *
load_path (const char *path)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *data = NULL;
  gsize size;
  SandScenario *scenario;

  picket_line ();
  g_assert_true (g_file_get_contents (path, &data, &size, NULL));
  scenario = sand_scenario_load_data_for_rulesets (data, size, path, registry, &error);
  g_assert_no_error (error);
  return scenario;
}

static SandScenario *
load_scenario (void)
{
  return load_path (SCENARIO);
}

/* A copy of picket.sandtable in a new temporary folder @dir, for the commands
 * that save it. */
static char *
copy_scenario (char **dir)
{
  g_autofree char *data = NULL;
  gsize size;
  char *path;

  *dir = g_dir_make_tmp ("sandtable-picket-XXXXXX", NULL);
  g_assert_nonnull (*dir);
  path = g_build_filename (*dir, "picket.sandtable", NULL);
  g_assert_true (g_file_get_contents (SCENARIO, &data, &size, NULL));
  g_assert_true (g_file_set_contents (path, data, size, NULL));
  return path;
}

static void
remove_copy (char *dir,
             char *path)
{
  g_autofree char *backup = g_strconcat (path, "~", NULL);

  g_unlink (backup);
  g_unlink (path);
  g_rmdir (dir);
  g_free (path);
  g_free (dir);
}

/* What "sandtable-cli @args… --json" prints, parsed; asserts it succeeds. */
static JsonNode *
cli_json (const char * const *args)
{
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  int status = test_cli_run (args, &out, &err);

  if (status != 0)
    g_error ("sandtable-cli %s: exit %d: %s", args[0], status, err);
  return test_json_parse (out);
}

/* Whether "sandtable-cli move @path --unit @unit --to @to --json" moves the unit:
 * its exit status and its "allowed" agree. */
static gboolean
move_json (const char *path,
           const char *unit,
           const char *to)
{
  const char *args[] = { "move", path, "--unit", unit, "--to", to, "--json", NULL };
  g_autofree char *out = NULL;
  int status = test_cli_run (args, &out, NULL);
  g_autoptr (JsonNode) json = test_json_parse (out);

  g_test_message ("move %s to %s: %s", unit, to, out);
  g_assert_true (test_json_boolean (json, "allowed") == (status == 0));
  return status == 0;
}

/* Found in the user folder, read without a problem, with what it declares. */
static void
test_installed (void)
{
  SandRuleset *ruleset = picket_line ();
  const char *origin = sand_ruleset_get_origin (ruleset);
  const SandRulesetSight *sight = sand_ruleset_get_sight (ruleset);
  const SandRulesetStrength *strength = sand_ruleset_get_strength (ruleset);

  g_assert_true (g_str_has_prefix (origin, SIXTH_DIR "/rulesets/"));
  g_assert_null (sand_ruleset_registry_get_problem (registry, "picket-line"));
  g_assert_nonnull (sight);
  g_assert_cmpfloat (sight->range, ==, 4);
  g_assert_nonnull (strength);
  g_assert_cmpstr (strength->attribute, ==, "men");
  g_assert_nonnull (sand_ruleset_get_combat (ruleset));
}

/* "drill" is the ruleset's own: declared with its words and default, and the
 * allowance reads it. */
static void
test_attributes (void)
{
  g_autoptr (GPtrArray) attrs = sand_ruleset_list_attributes (picket_line (), "rifles");
  const SandRulesetAttr *drill = sand_ruleset_attrs_find (attrs, "drill");
  const SandRulesetAttr *men = sand_ruleset_attrs_find (attrs, "men");
  const char * const words[] = { "raw", "drilled", "veteran", NULL };

  g_assert_nonnull (drill);
  g_assert_true (drill->declared);
  g_assert_cmpint (drill->type, ==, SAND_RULESET_ATTR_CHOICE);
  g_assert_cmpstrv (drill->values, words);
  g_assert_cmpstr (drill->default_value, ==, "drilled");
  g_assert_cmpstr (drill->name, ==, "Drill");
  g_assert_nonnull (men);
  g_assert_cmpfloat (men->max, ==, 8);
  g_assert_cmpstr (men->default_value, ==, "6");
}

/* The scenario is valid against it; a word it does not know, or more men than
 * it allows, is refused at the unit's line. */
static void
test_validate (void)
{
  g_autoptr (SandScenario) scenario = load_scenario ();
  g_autofree char *data = NULL;
  g_autoptr (GString) edit = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (SandScenario) refused = NULL;
  g_auto (GStrv) lines = NULL;

  g_assert_cmpstr (sand_unit_get_attr (sand_scenario_find_unit (scenario, "raw"), "drill"), ==, "raw");
  g_assert_true (g_file_get_contents (SCENARIO, &data, NULL, NULL));
  edit = g_string_new (data);
  g_string_replace (edit, "drill=\"raw\"", "drill=\"elite\"", 1);
  g_string_replace (edit, "men=\"4\"", "men=\"9\"", 1);
  refused = sand_scenario_load_data_for_rulesets (edit->str, edit->len, "picket.sandtable", registry, &error);
  g_assert_null (refused);
  g_assert_error (error, SAND_ERROR, SAND_ERROR_INVALID);
  lines = g_strsplit (error->message, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 2);
  g_assert_cmpstr (lines[0], ==, "picket.sandtable:14: unit “raw”: drill “elite” is not one the ruleset "
                                 "“picket-line” knows (raw, drilled, veteran)");
  g_assert_cmpstr (lines[1], ==, "picket.sandtable:15: unit “vet”: men “9” is not from 0 to 8");
}

/* Whether "sandtable-cli reach" says @unit reaches the centre of @hex, and the
 * allowance it reports (@allowance). */
static gboolean
reaches_hex (SandHexGrid *grid,
             const char  *unit,
             SandHex      hex,
             double      *allowance)
{
  double x, y;
  g_autofree char *at = NULL;
  g_autoptr (JsonNode) json = NULL;

  sand_hex_grid_center (grid, hex, &x, &y);
  at = g_strdup_printf ("%g,%g", x, y);
  {
    const char *args[] = { "reach", SCENARIO, "--unit", unit, "--mode", "move", "--at", at, "--json", NULL };

    json = cli_json (args);
  }
  g_test_message ("%s to %s", unit, at);
  *allowance = test_json_number (json, "allowance");
  return test_json_boolean (test_json_element (test_json_member (json, "points"), 0), "reachable");
}

/* "Drilled and veteran riflemen move 2 hexes, raw ones 1", asked of
 * "sandtable-cli reach": the raw recruits in hex (0, 0) reach the next hex up
 * the table and not the one beyond; the old hands in (2, -1) reach two hexes
 * along. */
static void
test_reach (void)
{
  g_autoptr (SandScenario) scenario = load_scenario ();
  SandHexGrid grid;
  double allowance;

  g_assert_true (sand_hex_grid_from_scenario (&grid, scenario));
  g_assert_true (sand_hex_equal (sand_hex_grid_hex_at (&grid, 20, 8), (SandHex) { 0, 0 }));
  g_assert_true (sand_hex_equal (sand_hex_grid_hex_at (&grid, 28, 8), (SandHex) { 2, -1 }));
  g_assert_true (reaches_hex (&grid, "raw", (SandHex) { 1, -1 }, &allowance));
  g_assert_cmpfloat (allowance, ==, 1);
  g_assert_false (reaches_hex (&grid, "raw", (SandHex) { 2, -2 }, &allowance));
  g_assert_true (reaches_hex (&grid, "vet", (SandHex) { 4, -2 }, &allowance));
  g_assert_cmpfloat (allowance, ==, 2);
  g_assert_false (reaches_hex (&grid, "vet", (SandHex) { 5, -2 }, &allowance));
}

/* The casualty table by the attacker's drill: "D6-3" for raw riflemen, "D6-1"
 * for the others; half in cover, rounded down. */
static void
test_combat (void)
{
  g_autoptr (SandScenario) scenario = load_scenario ();
  SandRuleset *ruleset = picket_line ();
  const SandRulesetCombat *combat = sand_ruleset_get_combat (ruleset);
  SandUnit *raw = sand_scenario_find_unit (scenario, "raw");
  SandUnit *vet = sand_scenario_find_unit (scenario, "vet");
  SandUnit *gun = sand_scenario_find_unit (scenario, "gun");
  SandUnit *pickets = sand_scenario_find_unit (scenario, "pickets");
  const SandCombatRow *row;

  row = sand_combat_table_find_row (ruleset, raw, pickets);
  g_assert_cmpstr (row->text, ==, "D6-3");
  g_assert_cmpint (sand_combat_table_hits (combat, row, 2, FALSE), ==, 0);
  g_assert_cmpint (sand_combat_table_hits (combat, row, 6, FALSE), ==, 3);
  row = sand_combat_table_find_row (ruleset, vet, pickets);
  g_assert_cmpstr (row->text, ==, "D6-1");
  g_assert_cmpint (sand_combat_table_hits (combat, row, 6, FALSE), ==, 5);
  g_assert_cmpint (sand_combat_table_hits (combat, row, 6, TRUE), ==, 2);
  row = sand_combat_table_find_row (ruleset, gun, pickets);
  g_assert_cmpstr (row->text, ==, "2D6-4");
  g_assert_cmpint (sand_combat_table_hits (combat, row, 12, FALSE), ==, 8);
  /* a gun against a gun: "D6" */
  g_assert_cmpstr (sand_combat_table_find_row (ruleset, gun, gun)->text, ==, "D6");
}

/* "woods, towns and hills between cut the line, and so do enemies"; rifles
 * shoot 2 hexes, the gun 4 within its front at what its side sees. */
static void
test_sight_and_fire (void)
{
  g_autoptr (SandScenario) scenario = load_scenario ();
  SandRuleset *ruleset = picket_line ();
  SandHexGrid grid;
  g_autoptr (SandHexMap) map = NULL;
  GListModel *units = sand_scenario_get_units (scenario);
  SandUnit *raw = sand_scenario_find_unit (scenario, "raw");
  SandUnit *pickets = sand_scenario_find_unit (scenario, "pickets");
  SandUnit *hidden = sand_scenario_find_unit (scenario, "hidden");
  SandUnit *gun = sand_scenario_find_unit (scenario, "gun");
  SandSide *blue = sand_unit_get_side (raw);
  SandSightBlock block;

  g_assert_true (sand_hex_grid_from_scenario (&grid, scenario));
  map = sand_hex_map_new (scenario, &grid);

  /* the pickets two hexes down are seen, and within a rifle's 2 hexes */
  g_assert_true (sand_sight_hex (sand_ruleset_get_sight (ruleset), map, units, blue, (SandHex) { 0, 0 },
                                 (SandHex) { 0, 2 }, &block));
  g_assert_true (sand_fire_hex (ruleset, map, units, raw, sand_hex_unit_hex (map, raw), pickets, NULL, &block));
  /* Mill Wood, hex (0, 4), hides the unit behind it from (0, 3) */
  g_assert_false (sand_sight_hex (sand_ruleset_get_sight (ruleset), map, units, blue, (SandHex) { 0, 3 },
                                  (SandHex) { 0, 5 }, &block));
  g_assert_cmpint (block.result, ==, SAND_SIGHT_TERRAIN);
  g_assert_cmpstr (sand_feature_get_id (block.feature), ==, "wood-mill");
  /* and the pickets, an enemy in (0, 2), hide it from (0, 1) as well */
  g_assert_false (sand_sight_hex (sand_ruleset_get_sight (ruleset), map, units, blue, (SandHex) { 0, 1 },
                                  (SandHex) { 0, 5 }, &block));
  g_assert_cmpint (block.result, ==, SAND_SIGHT_UNIT);
  g_assert_true (block.unit == pickets);
  /* five hexes: beyond a rifle's range */
  g_assert_false (sand_fire_hex (ruleset, map, units, raw, sand_hex_unit_hex (map, raw), hidden, NULL, &block));
  g_assert_cmpint (block.result, ==, SAND_SIGHT_OUT_OF_RANGE);
  /* the gun, facing down the table, fires at the pickets its side sees */
  g_assert_true (sand_fire_hex (ruleset, map, units, gun, sand_hex_unit_hex (map, gun), pickets, NULL, &block));
  /* turned away, they are out of its 120-degree arc */
  sand_unit_set_facing (gun, 0);
  g_assert_false (sand_fire_hex (ruleset, map, units, gun, sand_hex_unit_hex (map, gun), pickets, NULL, &block));
  g_assert_cmpint (block.result, ==, SAND_SIGHT_OUT_OF_ARC);
}

/* A turn as the file describes it, through sandtable-cli: initiative, one card
 * per figure, a card drawn, its figure moved, hits that take the pickets' 6 men
 * and eliminate them. */
static void
test_turn (void)
{
  char *dir = NULL;
  char *path = copy_scenario (&dir);
  const char *start[] = { "start-turn", path, "--seed", "7", "--json", NULL };
  const char *status[] = { "status", path, "--json", NULL };
  const char *draw[] = { "draw", path, "--json", NULL };
  const char *hit[] = { "hit", path, "--target", "pickets", "--hits", "6", "--json", NULL };
  g_autoptr (JsonNode) started = cli_json (start);
  g_autoptr (JsonNode) state = cli_json (status);
  g_autoptr (JsonNode) drawn = NULL;
  g_autoptr (JsonNode) hits = NULL;
  g_autoptr (SandScenario) after = NULL;
  g_autofree char *dump = json_to_string (state, TRUE);

  g_test_message ("%s", dump);
  g_assert_cmpfloat (test_json_number (started, "turn"), ==, 1);
  /* "Each figure has one activation card a turn": five figures, five cards */
  g_assert_cmpfloat (test_json_number (test_json_member (state, "deck"), "cards"), ==, 5);
  g_assert_cmpfloat (test_json_number (test_json_member (state, "deck"), "drawn"), ==, 0);
  /* the initiative's D6 for each side, in the order the rolls put them */
  g_assert_cmpuint (test_json_length (test_json_member (state, "initiative")), ==, 2);
  g_assert_cmpstr (test_json_string (test_json_member (state, "procedure"), "activation"), ==, "card");
  drawn = cli_json (draw);
  g_assert_cmpfloat (test_json_number (drawn, "drawn"), ==, 1);
  g_assert_cmpstr (test_json_string (test_json_member (drawn, "current"), "kind"), ==, "card");
  /* seeded with 7, the raw recruits' card comes first */
  g_assert_cmpstr (test_json_string (test_json_member (drawn, "current"), "unit"), ==, "raw");
  /* the old hands are not on it; the recruits move 1 hex, not 2 */
  g_assert_false (move_json (path, "vet", "33.86,8"));
  g_assert_false (move_json (path, "raw", "26.93,4"));
  g_assert_true (move_json (path, "raw", "23.46,6"));
  hits = cli_json (hit);
  /* "at 0 the unit is gone" */
  g_assert_cmpfloat (test_json_number (test_json_member (hits, "hit"), "strength"), ==, 0);

  after = load_path (path);
  g_assert_cmpstr (sand_unit_get_attr (sand_scenario_find_unit (after, "pickets"), "men"), ==, "0");
  g_assert_true (sand_strength_eliminated (picket_line (), sand_scenario_find_unit (after, "pickets")));
  remove_copy (dir, path);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/picket-line/installed-from-the-user-folder", test_installed);
  g_test_add_func ("/picket-line/attributes/drill-is-its-own", test_attributes);
  g_test_add_func ("/picket-line/validate/against-the-declarations", test_validate);
  g_test_add_func ("/picket-line/reach/raw-riflemen-move-1-hex", test_reach);
  g_test_add_func ("/picket-line/combat/by-the-attacker-s-drill", test_combat);
  g_test_add_func ("/picket-line/sight-and-fire/woods-and-enemies-between", test_sight_and_fire);
  g_test_add_func ("/picket-line/turn/cards-draw-and-elimination", test_turn);
  return g_test_run ();
}
