/* test-wargame-combined.c: "Wargame Movement" where two or three of its rules
 * meet on one move, every class's modes at once, and what the refusals and the
 * command line say. Asked of the engine and of "sandtable-cli".
 *
 * At the default ground scale of 10 m to the inch: 10m is 1", 50m ("Slow",
 * "Walk") 5", 100m 10".
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "ruleset-table.h"
#include "test-json.h"

static RulesetTable *
table (void)
{
  return ruleset_table_new ("wargame-movement", 72, 48);
}

/* A unit of ours with the attributes written "name=value name=value". */
static SandUnit *
add (RulesetTable *t,
     const char   *id,
     const char   *unit_class,
     double        x,
     double        y,
     const char   *attrs)
{
  SandUnit *u = ruleset_table_add_unit (t, id, unit_class, t->us, x, y);
  g_auto (GStrv) pairs = g_strsplit (attrs ? attrs : "", " ", -1);

  for (guint i = 0; pairs[i] != NULL; i++)
    {
      g_auto (GStrv) kv = g_strsplit (pairs[i], "=", 2);
      if (kv[0] != NULL && kv[1] != NULL)
        sand_unit_set_attr (u, kv[0], kv[1]);
    }
  return u;
}

static void
test_lowest_cap_holds (void)
{
  /* "The maximum movement through smoke is 50m" over "Woods | ... 50% 50% 50%"
   * for a tank: half of 18" is 9", and the smoke holds it to 5". A halftrack in
   * woods after "three consecutive turns of snow": 50% and Slow, 5". */
  g_autoptr (RulesetTable) t = table ();
  ruleset_table_add_rect (t, "s1", SAND_TERRAIN_SMOKE, 0, 0, 36, 20);
  ruleset_table_add_rect (t, "w1", SAND_TERRAIN_WOODS, 0, 0, 72, 48);
  add (t, "tank", "full-track", 10, 10, "speed-mph=30");
  add (t, "ht", "halftrack", 50, 30, "speed-mph=30");

  ruleset_check_cost (t, "tank", "drive", 12.5, 10, 9, 0.05);
  ruleset_check (t, "tank", "drive", 14.9, 10, TRUE, NULL);
  /* near enough in a straight line: what slows it is named */
  ruleset_check (t, "tank", "drive", 15.3, 10, FALSE,
                 "Out of reach: the move is 18in and the way there over smoke s1 (Smoke, at most 5in a move) costs more");
  /* out of the smoke, woods alone: 9" */
  ruleset_check (t, "ht", "drive", 58.9, 30, TRUE, NULL);
  sand_scenario_set_weather (t->scenario, SAND_WEATHER_SNOW, 3);
  ruleset_check_cost (t, "ht", "drive", 52.5, 30, 9, 0.05);
  ruleset_check (t, "ht", "drive", 55.3, 30, FALSE, "Out of reach");
}

static void
test_half_move_in_capped_ground (void)
{
  /* "Any two procedures may be done in one turn: Load or Limber; Move 50%
   * movement" and "Troops unloading from a vehicle may move up to 50% movement
   * if the vehicle was stationary", then "The maximum movement through smoke is
   * 50m": half the move is what may be spent, and the smoke is a maximum, so a
   * tank that loads still gets its 5" through smoke, and so does a man who ran
   * off a stationary vehicle. (The notes on loading and unloaded-from.) */
  g_autoptr (RulesetTable) t = table ();
  ruleset_table_add_rect (t, "s1", SAND_TERRAIN_SMOKE, 0, 0, 72, 48);
  add (t, "tank", "full-track", 10, 10, "speed-mph=30 loading=once");
  add (t, "man", "man", 10, 30, "unloaded-from=still");

  ruleset_check_allowance (t, "tank", "drive", 9);
  ruleset_check (t, "tank", "drive", 14.9, 10, TRUE, NULL);
  ruleset_check (t, "tank", "drive", 15.3, 10, FALSE, "the move is 9in");
  ruleset_check_allowance (t, "man", "run", 5);
  ruleset_check (t, "man", "run", 14.9, 30, TRUE, NULL);
  /* a walk is halved to 25m, below the smoke's 50m */
  ruleset_check (t, "man", "walk", 12.4, 30, TRUE, NULL);
  ruleset_check (t, "man", "walk", 12.7, 30, FALSE, "the move is 2.5in");
}

static void
test_refusals_name_the_going (void)
{
  /* Each "--" of the table and each assumption that keeps a class out says the
   * feature and the going: a car at a river that is no ford, a dog at wire, a
   * ship ashore, a mule at a mountain ("Mountain | -- -- -- -- -- 10m -- --"),
   * and after "three consecutive turns of snow" a car on its road ("Mud or Snow
   * | --"). */
  g_autoptr (RulesetTable) t = table ();
  SandFeature *river = ruleset_table_add_line (t, "riv", SAND_TERRAIN_RIVER, 2, 60, 0, 60, 48);
  SandFeature *lane = ruleset_table_add_line (t, "r1", SAND_TERRAIN_ROAD, 2, 0, 40, 50, 40);
  sand_feature_set_fordable (river, FALSE);
  sand_feature_set_surface (lane, "dirt");
  ruleset_table_add_line (t, "bw", SAND_TERRAIN_BARBED_WIRE, 0.3, 5, 0, 5, 30);
  ruleset_table_add_rect (t, "m1", SAND_TERRAIN_MOUNTAIN, 20, 0, 10, 30);
  ruleset_table_add_rect (t, "sea", SAND_TERRAIN_DEEP_WATER, 40, 0, 10, 30);
  add (t, "car", "car", 58, 20, "speed-mph=40");
  add (t, "dog", "dog", 4.5, 10, NULL);
  add (t, "lst", "ship", 45, 10, NULL);
  add (t, "mule", "mule", 19, 10, NULL);
  add (t, "car2", "car", 10, 40, "speed-mph=40");

  ruleset_check (t, "car", "drive", 59.5, 20, FALSE, "river riv: impassable (Deep water)");
  ruleset_check (t, "dog", "run", 5.5, 10, FALSE, "barbed-wire bw: impassable (Barbed wire)");
  ruleset_check (t, "lst", "drive", 51, 10, FALSE, "open ground: impassable (Off road)");
  ruleset_check (t, "mule", "trot", 20.5, 10, FALSE, "mountain m1: impassable (Mountain)");
  ruleset_check (t, "car2", "drive", 21, 40, TRUE, NULL);
  sand_scenario_set_weather (t->scenario, SAND_WEATHER_SNOW, 3);
  ruleset_check (t, "car2", "drive", 10.5, 40, FALSE, "road r1: impassable (Mud or snow)");
}

/* The modes "sandtable-cli reach" reports without --mode, "mode allowance …". */
static char *
modes_reported (RulesetTable *t,
                const char   *unit)
{
  const char *args[] = { "reach", "FILE", "--unit", unit, "--json", NULL };
  g_autofree char *out = NULL;
  g_autoptr (GString) said = g_string_new (NULL);

  g_assert_true (ruleset_table_cli_run (t, args, &out, NULL));
  g_autoptr (JsonNode) root = test_json_parse (out);
  JsonNode *modes = test_json_member (root, "modes");
  for (guint i = 0; i < test_json_length (modes); i++)
    {
      JsonNode *mode = test_json_element (modes, i);
      char inches[G_ASCII_DTOSTR_BUF_SIZE];

      g_ascii_formatd (inches, sizeof inches, "%g", test_json_number (mode, "allowance"));
      g_string_append_printf (said, "%s%s %s", said->len ? " " : "", test_json_string (mode, "mode"), inches);
    }
  return g_string_free (g_steal_pointer (&said), FALSE);
}

static void
test_every_class_every_mode (void)
{
  /* Without --mode every mode of the class: "Infantrymen crawl 10m, walk 50m and
   * run 100m", "Horses walk 50m, trot 100m and run 250m", "Dogs crawl 10m, walk
   * 50m and run 250m", "Pronghorn run 1000m, cheetah runs 1250m", a mule and a
   * wagon of two horses "walk 50m and run 100m", "one inch for every two miles
   * per hour plus three inches" (a vehicle at 0 mph still has its three). */
  static const struct
  {
    const char *unit_class, *attrs, *modes;
  } classes[] = {
    { "man", NULL, "crawl 1 walk 5 run 10" },
    { "horse", NULL, "walk 5 trot 10 run 25" },
    { "dog", NULL, "crawl 1 walk 5 run 25" },
    { "pronghorn", NULL, "walk 5 run 100" },
    { "cheetah", NULL, "walk 5 run 125" },
    { "mule", NULL, "walk 5 trot 10 run 10" },
    { "wagon", NULL, "walk 5 run 10" },
    { "car", NULL, "drive 28" },
    { "4wd", NULL, "drive 23" },
    { "halftrack", NULL, "drive 18" },
    { "full-track", "speed-mph=30", "drive 18" },
    { "wide-track", NULL, "drive 15.5" },
    { "ship", NULL, "drive 13" },
    { "boat", "speed-mph=0", "drive 3" },
  };
  g_autoptr (RulesetTable) t = table ();

  for (guint i = 0; i < G_N_ELEMENTS (classes); i++)
    {
      g_autofree char *id = g_strdup_printf ("u%u", i);
      add (t, id, classes[i].unit_class, 5 + 5 * i, 10, classes[i].attrs);
      g_autofree char *said = modes_reported (t, id);
      g_assert_cmpstr (said, ==, classes[i].modes);
    }
}

static void
test_team_at_its_limits (void)
{
  /* "A load so big that it requires more than 8 horses together will prevent
   * the horses from running": 8 tons run, 8.5 need 9 horses and walk. "limited
   * to 40 mules, horses, or oxen", "move at the rate of the slowest animal":
   * 20 horses and 20 oxen walk. A team too weak for its load is named at the
   * unit's line by reach and render. */
  g_autoptr (RulesetTable) t = table ();
  SandUnit *w = add (t, "w", "wagon", 20, 24, "animals=horse:9 load=8");
  g_autofree char *png = g_build_filename (g_get_tmp_dir (), "wargame-team.png", NULL);
  const char *reach[] = { "reach", "FILE", "--unit", "w", "--json", NULL };
  const char *render[] = { "render", "FILE", "-o", png, "--unit", "w", NULL };
  const char *validate[] = { "validate", "FILE", NULL };

  ruleset_check_allowance (t, "w", "run", 10);
  sand_unit_set_attr (w, "load", "8.5");
  ruleset_check_allowance (t, "w", "walk", 5);
  ruleset_check_allowance (t, "w", "run", 0);
  ruleset_check (t, "w", "run", 20.5, 24, FALSE, "the move is 0in");
  sand_unit_set_attr (w, "animals", "horse:20,ox:20");
  sand_unit_set_attr (w, "load", "20");
  ruleset_check_allowance (t, "w", "walk", 5);
  ruleset_check_allowance (t, "w", "run", 0);
  sand_unit_set_attr (w, "animals", "ox:2");
  sand_unit_set_attr (w, "load", "7");
  ruleset_check_cli_fails (t, reach, "a team of 2 animals pulls 6 tons (3 each), not a load of 7 tons");
  ruleset_check_cli_fails (t, render, "pulls 6 tons");
  g_assert_false (g_file_test (png, G_FILE_TEST_EXISTS));
  ruleset_check_cli_fails (t, validate, "unit “w”: a team of 2 animals pulls 6 tons");
  sand_unit_set_attr (w, "animals", "camel:8");
  ruleset_check_cli_fails (t, validate, "“camel” is not an animal the class “wagon” can be hitched to");
  sand_unit_set_attr (w, "animals", "ox:3");
  g_assert_true (ruleset_table_cli_run (t, validate, NULL, NULL));
  /* the text's own words for a team: "Oxen pull 3 tons each", "8 horses" */
  sand_unit_set_attr (w, "animals", "oxen: 3");
  sand_unit_set_attr (w, "load", "9");
  g_assert_true (ruleset_table_cli_run (t, validate, NULL, NULL));
  ruleset_check_allowance (t, "w", "walk", 5);
  ruleset_check_allowance (t, "w", "run", 0);
  sand_unit_set_attr (w, "animals", "Horses:8, mules:1");
  sand_unit_set_attr (w, "load", "8");
  ruleset_check_allowance (t, "w", "run", 10);
}

static void
test_wagon_loads_or_limbers (void)
{
  /* "LOADING AND UNLOADING VEHICLES. Any two procedures may be done in one
   * turn: Load or Limber; Move 50% movement; Unlimber/unload." A wagon is one
   * of the table's "Vehicle Type" columns: loading or limbering, its four
   * horses walk 25m and run 50m; twice, it stands. */
  g_autoptr (RulesetTable) t = table ();
  SandUnit *w = add (t, "w", "wagon", 20, 24, "animals=horse:4 load=2 loading=once");

  ruleset_check_allowance (t, "w", "walk", 2.5);
  ruleset_check_allowance (t, "w", "run", 5);
  ruleset_check (t, "w", "run", 24.9, 24, TRUE, NULL);
  ruleset_check (t, "w", "run", 25.3, 24, FALSE, "the move is 5in");
  sand_unit_set_attr (w, "loading", "twice");
  ruleset_check_allowance (t, "w", "run", 0);
  sand_unit_set_attr (w, "loading", NULL);
  ruleset_check_allowance (t, "w", "run", 10);
}

static void
test_native_words (void)
{
  /* "Natives in their native habitat move normally." "The same applies to people
   * who are native to the forest, the woods, or areas where it snows all the
   * time ... This does not include vertical movement for mountain dwellers."
   * native="mountain" is allowed and changes nothing (10m up a mountain); a
   * habitat the text does not know is refused by validate at the unit's line. */
  g_autoptr (RulesetTable) t = table ();
  ruleset_table_add_rect (t, "m1", SAND_TERRAIN_MOUNTAIN, 0, 0, 36, 48);
  SandUnit *u = add (t, "sherpa", "man", 10, 10, "native=mountain");
  const char *validate[] = { "validate", "FILE", NULL };

  g_assert_true (ruleset_table_cli_run (t, validate, NULL, NULL));
  ruleset_check (t, "sherpa", "run", 10.9, 10, TRUE, NULL);
  ruleset_check (t, "sherpa", "run", 11.3, 10, FALSE, NULL);
  sand_unit_set_attr (u, "native", "desert");
  ruleset_check_cli_fails (t, validate, "native “desert” is not one the ruleset “wargame-movement” knows");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/wargame/combined/smoke-over-woods-lowest-cap-holds", test_lowest_cap_holds);
  g_test_add_func ("/wargame/combined/move-50-percent-through-smoke-at-most-50m", test_half_move_in_capped_ground);
  g_test_add_func ("/wargame/combined/refusals-name-the-feature-and-going", test_refusals_name_the_going);
  g_test_add_func ("/wargame/combined/every-class-every-mode-without-mode", test_every_class_every_mode);
  g_test_add_func ("/wargame/combined/more-than-8-horses-40-animals-too-weak", test_team_at_its_limits);
  g_test_add_func ("/wargame/combined/wagon-load-or-limber-move-50-percent", test_wagon_loads_or_limbers);
  g_test_add_func ("/wargame/combined/natives-mountain-dwellers-unknown-habitat", test_native_words);

  return g_test_run ();
}
