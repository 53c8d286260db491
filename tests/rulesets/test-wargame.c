/* test-wargame.c: "Wargame Movement", one worked example of the text per test,
 * asked of the engine and of "sandtable-cli reach --json".
 *
 * At the default ground scale of 10 m to the inch: 10m is 1", 50m ("Slow", "Walk")
 * 5", 100m 10".
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "wargame-table.h"
#include "sand-ruleset-registry.h"
#include "sand-scenario-io.h"

/* A file whose one unit says @attrs is refused, read against the installed
 * rulesets as validate reads it, with a file:line message that names @why (may
 * be NULL). */
static void
check_bad_unit (const char *attrs,
                const char *why)
{
  g_autofree char *bad = g_strdup_printf (
    "<?xml version=\"1.0\"?>\n"
    "<scenario xmlns=\"urn:sandtable:scenario:1\" version=\"1\" ruleset=\"wargame-movement\">\n"
    "  <title>t</title><table width=\"10\" height=\"10\"/>\n"
    "  <forces><side id=\"us\" name=\"Us\" color=\"#3465a4\">\n"
    "    <unit id=\"a\" x=\"1\" y=\"1\" %s/>\n"
    "  </side></forces>\n"
    "</scenario>\n", attrs);
  g_autoptr (GError) error = NULL;
  g_autoptr (SandRulesetRegistry) registry = sand_ruleset_registry_new ();
  g_autoptr (SandScenario) s = sand_scenario_load_data_for_rulesets (bad, strlen (bad), "bad.sandtable", registry,
                                                                      &error);

  g_assert_null (s);
  g_assert_nonnull (error);
  if (!g_regex_match_simple ("^bad\\.sandtable:[0-9]+: ", error->message, 0, 0)
      || (why != NULL && strstr (error->message, why) == NULL))
    g_error ("%s: “%s”", attrs, error->message);
}

static void
test_infantry_paces (void)
{
  /* "Infantrymen crawl 10m, walk 50m and run 100m per turn." */
  g_autoptr (RulesetTable) t = table ();
  unit (t, "rifleman", "man", 20, 24, NULL, NULL);

  ruleset_check_allowance (t, "rifleman", "crawl", 1);
  ruleset_check_allowance (t, "rifleman", "walk", 5);
  ruleset_check_allowance (t, "rifleman", "run", 10);
  ruleset_check (t, "rifleman", "walk", 24.9, 24, TRUE, NULL);
  ruleset_check (t, "rifleman", "walk", 25.3, 24, FALSE, NULL);
  ruleset_check (t, "rifleman", "run", 20 + 9.9 * 0.6, 24 - 9.9 * 0.8, TRUE, NULL);

  /* metres follow the ground scale: at 20 m to the inch a walk is 2.5" */
  sand_scenario_set_ground_scale (t->scenario, 20);
  ruleset_check_allowance (t, "rifleman", "walk", 2.5);
  ruleset_check (t, "rifleman", "walk", 22.6, 24, FALSE, NULL);
}

static void
test_animal_paces (void)
{
  /* "Horses walk 50m, trot 100m and run 250m. Dogs crawl 10m, walk 50m and run
   * 250m. Pronghorn run 1000m, cheetah runs 1250m." */
  g_autoptr (RulesetTable) t = table ();
  unit (t, "h", "horse", 10, 10, NULL, NULL);
  unit (t, "d", "dog", 20, 10, NULL, NULL);
  unit (t, "p", "pronghorn", 30, 10, NULL, NULL);
  unit (t, "c", "cheetah", 40, 10, NULL, NULL);

  ruleset_check_allowance (t, "h", "walk", 5);
  ruleset_check_allowance (t, "h", "trot", 10);
  ruleset_check_allowance (t, "h", "run", 25);
  ruleset_check_allowance (t, "d", "crawl", 1);
  ruleset_check_allowance (t, "d", "run", 25);
  ruleset_check_allowance (t, "p", "run", 100);
  ruleset_check_allowance (t, "c", "run", 125);
}

static void
test_vehicle_rate (void)
{
  /* "A real tank with a speed of 30 mph moves 18 inches per turn." "ships move at a
   * rate of 20 mph. Small boats move at a rate of 10 mph." */
  g_autoptr (RulesetTable) t = table ();
  unit (t, "tank", "full-track", 10, 24, "speed-mph", "30");
  unit (t, "jeep", "4wd", 10, 40, "speed-mph", "60");
  ruleset_table_add_rect (t, "sea", SAND_TERRAIN_DEEP_WATER, 50, 0, 22, 48);
  unit (t, "lst", "ship", 60, 10, NULL, NULL);
  unit (t, "lcvp", "boat", 60, 30, NULL, NULL);

  ruleset_check_allowance (t, "tank", "drive", 18);
  ruleset_check (t, "tank", "drive", 27.9, 24, TRUE, NULL);
  ruleset_check (t, "tank", "drive", 28.3, 24, FALSE, NULL);
  ruleset_check_allowance (t, "jeep", "drive", 33);
  ruleset_check_allowance (t, "lst", "drive", 13);
  ruleset_check_allowance (t, "lcvp", "drive", 8);
  /* ships keep to the water */
  ruleset_check (t, "lst", "drive", 51, 10, TRUE, NULL);
  ruleset_check (t, "lst", "drive", 49, 10, FALSE, "open ground: impassable");
}

static void
test_car_roads_and_off_road (void)
{
  /* "Paved 100%", "Dirt Road 50%", "Off Road Slow" for a car; "Slow is a maximum of
   * five inches." A 40 mph car: 23". */
  g_autoptr (RulesetTable) t = table ();
  road (t, "paved", "paved", 10);
  road (t, "dirt", "dirt", 30);
  unit (t, "car1", "car", 5, 10, "speed-mph", "40");
  unit (t, "car2", "car", 5, 30, "speed-mph", "40");
  unit (t, "car3", "car", 40, 45, "speed-mph", "40");

  ruleset_check_cost (t, "car1", "drive", 25, 10, 20, 0.1);
  ruleset_check (t, "car1", "drive", 27.8, 10, TRUE, NULL);
  /* half speed on the dirt road: 23" of allowance buy 11.5" */
  ruleset_check_cost (t, "car2", "drive", 15, 30, 20, 0.2);
  ruleset_check (t, "car2", "drive", 16.3, 30, TRUE, NULL);
  ruleset_check (t, "car2", "drive", 16.8, 30, FALSE, NULL);
  /* off road: at most 5" */
  ruleset_check (t, "car3", "drive", 44.8, 45, TRUE, NULL);
  ruleset_check (t, "car3", "drive", 45.4, 45, FALSE, NULL);
  ruleset_check_cost (t, "car3", "drive", 42.5, 45, 11.5, 0.3);
  /* "Slow is a maximum of five inches" at 10 m to the inch: the 50m holds at
   * another scale, a vehicle's rate does not change */
  sand_scenario_set_ground_scale (t->scenario, 20);
  ruleset_check_allowance (t, "car3", "drive", 23);
  ruleset_check (t, "car3", "drive", 42.4, 45, TRUE, NULL);
  ruleset_check (t, "car3", "drive", 42.7, 45, FALSE, NULL);
}

/* "MOVEMENT | Vehicle Type": the table's rows for its eight columns, each
 * figure set down on the row's ground and sent straight on. The vehicles at
 * their default speeds (car 28", 4WD 23", halftrack and full track 18", wide
 * track 15.5"), the man, mule and wagon running 10". How far each gets; 0 is
 * "--". */
static const char *const columns[] = { "car", "4wd", "halftrack", "full-track", "wide-track", "man", "mule", "wagon" };
static const struct
{
  const char     *row;
  gboolean        area;    /* an area of @kind over the whole table, or */
  SandTerrainKind kind;
  const char     *surface; /* a road as wide as it */
  double          inches[G_N_ELEMENTS (columns)];
} terrain_rows[] = {
  { "Paved", FALSE, 0, "paved", { 28, 23, 18, 18, 15.5, 10, 10, 10 } },
  { "Dirt Road", FALSE, 0, "dirt", { 14, 23, 18, 18, 15.5, 10, 10, 10 } },
  { "Off Road", FALSE, 0, NULL, { 5, 5, 18, 18, 15.5, 10, 10, 10 } },
  { "Woods", TRUE, SAND_TERRAIN_WOODS, NULL, { 1, 5, 9, 9, 7.75, 10, 10, 10 } },
  { "Forest", TRUE, SAND_TERRAIN_FOREST, NULL, { 0, 1, 5, 5, 5, 10, 10, 5 } },
  { "Jungle", TRUE, SAND_TERRAIN_JUNGLE, NULL, { 0, 0, 0, 1, 1, 5, 5, 5 } },
  { "Hill", TRUE, SAND_TERRAIN_HILL, NULL, { 5, 5, 5, 5, 5, 5, 10, 5 } },
  { "Mountain", TRUE, SAND_TERRAIN_MOUNTAIN, NULL, { 0, 0, 0, 0, 0, 1, 0, 0 } },
  { "Creek", TRUE, SAND_TERRAIN_SHALLOW_WATER, NULL, { 5, 5, 5, 5, 5, 5, 5, 5 } },
  { "Mud or Snow", TRUE, SAND_TERRAIN_MUD, NULL, { 0, 1, 5, 5, 7.75, 5, 5, 5 } },
};

static void
test_terrain_table_rows (void)
{
  for (guint r = 0; r < G_N_ELEMENTS (terrain_rows); r++)
    {
      g_autoptr (RulesetTable) t = table ();
      if (terrain_rows[r].surface != NULL)
        sand_feature_set_width (road (t, "row", terrain_rows[r].surface, 24), 48);
      else if (terrain_rows[r].area)
        ruleset_table_add_rect (t, "row", terrain_rows[r].kind, 0, 0, 72, 48);

      g_test_message ("%s", terrain_rows[r].row);
      for (guint k = 0; k < G_N_ELEMENTS (columns); k++)
        {
          const char *mode = k < 5 ? "drive" : "run";
          double y = 3 + 6 * k, far = terrain_rows[r].inches[k];
          unit (t, columns[k], columns[k], 10, y, NULL, NULL);
          if (far == 0)
            {
              ruleset_check (t, columns[k], mode, 10.5, y, FALSE, "impassable");
              continue;
            }
          ruleset_check (t, columns[k], mode, 10 + far - 0.1, y, TRUE, NULL);
          ruleset_check (t, columns[k], mode, 10 + far + 0.3, y, FALSE, NULL);
        }
    }
}

static void
test_road_through_woods (void)
{
  /* "Woods | 10m" for a car; the road through them is still a road */
  g_autoptr (RulesetTable) t = table ();
  ruleset_table_add_rect (t, "w1", SAND_TERRAIN_WOODS, 10, 0, 20, 48);
  road (t, "r1", "paved", 24);
  unit (t, "car", "car", 8, 24, "speed-mph", "40");
  unit (t, "car2", "car", 9.5, 10, "speed-mph", "40");

  ruleset_check (t, "car", "drive", 30.8, 24, TRUE, NULL);
  /* off the road: 0.5" off road (5" a move) costs 2.3" of 23", and in the woods
   * (10m, 1" a move) the rest buys 0.9" */
  /* a tenth of an inch of woods costs 2.3" here: half a cell of tolerance */
  ruleset_check_cost (t, "car2", "drive", 10.5, 10, 2.3 + 0.5 * 23, 1.2);
  ruleset_check (t, "car2", "drive", 10.8, 10, TRUE, NULL);
  ruleset_check (t, "car2", "drive", 11.5, 10, FALSE, NULL);
}

static void
test_terrain_table (void)
{
  /* "Forest | -- 10m Slow Slow Slow 100% 100% Walk"; "Hill | ... Walk Trot Walk";
   * "Mountain | -- -- -- -- -- 10m -- --" */
  g_autoptr (RulesetTable) t = table ();
  ruleset_table_add_rect (t, "f1", SAND_TERRAIN_FOREST, 0, 0, 36, 16);
  ruleset_table_add_rect (t, "h1", SAND_TERRAIN_HILL, 0, 16, 36, 16);
  ruleset_table_add_rect (t, "m1", SAND_TERRAIN_MOUNTAIN, 36, 0, 36, 48);
  unit (t, "car", "car", 8, 8, NULL, NULL);
  unit (t, "jeep", "4wd", 20, 8, NULL, NULL);
  unit (t, "ht", "halftrack", 30, 8, NULL, NULL);
  unit (t, "man", "man", 8, 12, NULL, NULL);
  unit (t, "mule", "mule", 8, 24, NULL, NULL);
  unit (t, "wagon", "wagon", 20, 24, NULL, NULL);
  unit (t, "climber", "man", 40, 40, NULL, NULL);
  unit (t, "mule2", "mule", 34, 40, NULL, NULL);

  ruleset_check (t, "car", "drive", 8.5, 8, FALSE, "forest f1: impassable");
  ruleset_check (t, "jeep", "drive", 20.9, 8, TRUE, NULL);
  ruleset_check (t, "jeep", "drive", 21.3, 8, FALSE, NULL);
  ruleset_check (t, "ht", "drive", 30, 12.9, TRUE, NULL);
  ruleset_check (t, "ht", "drive", 30, 13.3, FALSE, NULL);
  /* a man walks through forest at full speed and runs 10" */
  ruleset_check (t, "man", "run", 17.8, 12, TRUE, NULL);
  /* on the hill a mule trots (10"), a wagon walks (5") */
  ruleset_check (t, "mule", "run", 17.8, 24, TRUE, NULL);
  ruleset_check (t, "wagon", "run", 20, 28.9, TRUE, NULL);
  ruleset_check (t, "wagon", "run", 20, 29.3, FALSE, NULL);
  /* mountains: a man climbs 10m, a mule not at all */
  ruleset_check (t, "climber", "run", 40, 41.9, FALSE, NULL);
  ruleset_check (t, "climber", "run", 40, 40.9, TRUE, NULL);
  ruleset_check (t, "mule2", "walk", 36.5, 40, FALSE, "mountain m1: impassable");
  /* the expert climber: 50m */
  sand_unit_set_attr (sand_scenario_find_unit (t->scenario, "climber"), "special", "climber");
  ruleset_check (t, "climber", "run", 40, 44.8, TRUE, NULL);
}

static void
test_two_halves_no_movement (void)
{
  /* "All subtractions from speed are based on the original full speed of the
   * vehicle; so two 50% penalties equal no movement." A wide track: woods 50%,
   * mud 50%. */
  g_autoptr (RulesetTable) t = table ();
  ruleset_table_add_rect (t, "mud1", SAND_TERRAIN_MUD, 20, 0, 20, 48);
  ruleset_table_add_rect (t, "w1", SAND_TERRAIN_WOODS, 30, 0, 20, 48);
  unit (t, "wt", "wide-track", 14, 24, "speed-mph", "30");

  /* 6" of open ground, then half speed in the mud: 12" buy 6" */
  ruleset_check_cost (t, "wt", "drive", 24, 24, 14, 0.2);
  ruleset_check (t, "wt", "drive", 25.8, 24, TRUE, NULL);
  ruleset_check (t, "wt", "drive", 26.3, 24, FALSE, NULL);
  /* mud and woods together: no movement at all */
  SandUnit *u = sand_scenario_find_unit (t->scenario, "wt");
  sand_unit_set_position (u, 29, 24);
  ruleset_check (t, "wt", "drive", 31, 24, FALSE, "Mud or snow");
  /* woods alone: half speed again */
  unit (t, "wt2", "wide-track", 45, 24, "speed-mph", "30");
  ruleset_check_cost (t, "wt2", "drive", 48, 24, 6, 0.15);
}

static void
test_teams (void)
{
  /* "horses pull one ton each, horses walk at 50m per turn and run 100m per turn.
   * A load so big that it requires more than 8 horses together will prevent the
   * horses from running" */
  g_autoptr (RulesetTable) t = table ();
  SandUnit *w = unit (t, "w", "wagon", 20, 24, "animals", "horse:6");
  sand_unit_set_attr (w, "load", "6");

  ruleset_check_allowance (t, "w", "walk", 5);
  ruleset_check_allowance (t, "w", "run", 10);
  ruleset_check (t, "w", "run", 29.8, 24, TRUE, NULL);
  sand_unit_set_attr (w, "animals", "horse:10");
  sand_unit_set_attr (w, "load", "9");
  ruleset_check_allowance (t, "w", "walk", 5);
  ruleset_check_allowance (t, "w", "run", 0);
  /* "Mules walk 50m and run 100m when pulling a wagon. Mules pull 2 tons each." */
  sand_unit_set_attr (w, "animals", "mule:5");
  ruleset_check_allowance (t, "w", "run", 10);
  /* "Oxen walk 50m per turn and may not run. Oxen pull 3 tons each." */
  sand_unit_set_attr (w, "animals", "ox:3");
  ruleset_check_allowance (t, "w", "walk", 5);
  ruleset_check_allowance (t, "w", "run", 0);
  /* "All animal teams must be the same type of animal or move at the rate of the
   * slowest animal; pulling the load of the weakest animal." */
  sand_unit_set_attr (w, "animals", "mule:4,ox:2");
  ruleset_check_allowance (t, "w", "run", 0);
  /* as a player may write it: spaces round the colons, parts apart by spaces */
  sand_unit_set_attr (w, "animals", "mule : 4  ox :2");
  ruleset_check_allowance (t, "w", "run", 0);
  sand_unit_set_attr (w, "animals", "\tmule:\n4 ;mule :1");
  ruleset_check_allowance (t, "w", "run", 10);
  sand_unit_set_attr (w, "animals", "horse:4,mule:4");
  sand_unit_set_attr (w, "load", "9");
  check_refused (t, "w", "walk", "pulls 8 tons");
  sand_unit_set_attr (w, "load", "8");
  ruleset_check_allowance (t, "w", "run", 10);
  /* "The maximum numbers of animals that may be hitched together are limited to 40" */
  sand_unit_set_attr (w, "animals", "mule:41");
  check_refused (t, "w", "walk", "at most 40");
  sand_unit_set_attr (w, "animals", "camel:2");
  check_refused (t, "w", "walk", "camel");
  {
    /* a team of 50,000 parts, half a megabyte, is read in one pass and refused
     * (its colons' spaces once took minutes to take out) */
    g_autoptr (GString) many = g_string_new (NULL);

    for (guint i = 0; i < 50000; i++)
      g_string_append (many, "mule : 1 , ");
    sand_unit_set_attr (w, "animals", many->str);
    check_refused (t, "w", "walk", "at most 40");
  }
  /* a team that is no team is refused where the file says it */
  check_bad_unit ("class=\"wagon\" animals=\"horse:x\"", "horse:x");
  check_bad_unit ("class=\"wagon\" animals=\"horse:0,ox:2\"", "horse:0");
  check_bad_unit ("class=\"wagon\" animals=\", \"", "no animal");
}

static void
test_smoke (void)
{
  /* "The maximum movement through smoke is 50m." */
  g_autoptr (RulesetTable) t = table ();
  ruleset_table_add_rect (t, "s1", SAND_TERRAIN_SMOKE, 20, 0, 30, 48);
  unit (t, "tank", "full-track", 15, 24, "speed-mph", "30");
  unit (t, "man", "man", 18, 10, NULL, NULL);

  /* 5" clear, then 13" of allowance at 5/18 of full speed: 3.6" */
  ruleset_check (t, "tank", "drive", 23.5, 24, TRUE, NULL);
  ruleset_check (t, "tank", "drive", 23.9, 24, FALSE, NULL);
  /* running man: 2" clear, 8" of allowance buy 4" of smoke */
  ruleset_check_cost (t, "man", "run", 23, 10, 8, 0.15);
  ruleset_check (t, "man", "run", 24.3, 10, FALSE, NULL);
}

static void
test_barbed_wire (void)
{
  /* "When confronted with barbed wire infantry stop one full turn and a clear path
   * one man wide. Armored vehicles stop, and then proceed next turn with normal
   * movement." */
  g_autoptr (RulesetTable) t = table ();
  ruleset_table_add_line (t, "wire", SAND_TERRAIN_BARBED_WIRE, 0.3, 30, 0, 30, 48);
  unit (t, "man", "man", 29.6, 10, NULL, NULL);
  unit (t, "far", "man", 27, 20, NULL, NULL);
  unit (t, "tank", "full-track", 22, 30, "speed-mph", "30");
  unit (t, "tank2", "full-track", 29.5, 40, "speed-mph", "30");
  unit (t, "car", "car", 29.5, 44, NULL, NULL);

  ruleset_check (t, "man", "run", 30.05, 10, TRUE, NULL);
  ruleset_check (t, "man", "run", 31, 10, FALSE, "Barbed wire, takes the whole move");
  ruleset_check (t, "far", "run", 30.2, 20, FALSE, "takes the whole move");
  /* the tank drives up to the wire and stops there */
  ruleset_check (t, "tank", "drive", 29.8, 30, TRUE, NULL);
  ruleset_check (t, "tank", "drive", 31, 30, FALSE, "crosses it next turn");
  /* next turn, in contact, it crosses with its whole move */
  ruleset_check (t, "tank2", "drive", 47, 40, TRUE, NULL);
  ruleset_check (t, "car", "drive", 31, 44, FALSE, "impassable");
}

static void
test_wire_belt (void)
{
  /* "If continuous wire barriers, move 50m per turn on subsequent turns." A belt
   * 4" deep, x from 28 to 32. */
  g_autoptr (RulesetTable) t = table ();
  SandFeature *belt = ruleset_table_add_line (t, "belt", SAND_TERRAIN_BARBED_WIRE, 0.3, 30, 0, 30, 48);
  sand_feature_set_width (belt, 4);
  unit (t, "man", "man", 27.6, 10, NULL, NULL);
  unit (t, "in", "man", 29, 20, NULL, NULL);
  unit (t, "tank", "full-track", 20, 30, "speed-mph", "30");
  unit (t, "tank2", "full-track", 27.5, 40, "speed-mph", "30");
  unit (t, "car", "car", 27.5, 45, NULL, NULL);

  /* the first turn: into the belt from contact is the whole move */
  ruleset_check (t, "man", "run", 28.05, 10, TRUE, NULL);
  ruleset_check_cost (t, "man", "run", 28.05, 10, 10, 1e-3);
  ruleset_check (t, "man", "run", 29, 10, FALSE, "barbed-wire belt: Barbed wire, takes the whole move");
  /* the turns after: 50m a turn in the belt, a run slowed to it, then free
   * beyond: 3" of belt cost 6", 4" of open ground the rest */
  ruleset_check_cost (t, "in", "run", 32, 20, 6, 0.1);
  ruleset_check_cost (t, "in", "run", 34, 20, 8, 0.1);
  ruleset_check (t, "in", "run", 35.8, 20, TRUE, NULL);
  ruleset_check (t, "in", "run", 36.3, 20, FALSE, "Out of reach");
  /* a walk is no faster than 50m anyway; back out of the near side is free too */
  ruleset_check_cost (t, "in", "walk", 31, 20, 2, 0.06);
  ruleset_check_cost (t, "in", "walk", 27, 20, 2, 0.06);
  ruleset_check (t, "in", "walk", 29.5, 22, TRUE, NULL);
  /* armour stops at the belt's edge, then goes on at 50m a turn: 0.5" to the
   * edge, 4" of belt at 18/5 each, 3.1" beyond */
  ruleset_check (t, "tank", "drive", 27.8, 30, TRUE, NULL);
  ruleset_check (t, "tank", "drive", 29, 30, FALSE, "crosses it next turn");
  ruleset_check_cost (t, "tank2", "drive", 32, 40, 14.9, 0.2);
  ruleset_check (t, "tank2", "drive", 32 + 2.8, 40, TRUE, NULL);
  ruleset_check (t, "tank2", "drive", 32 + 3.4, 40, FALSE, NULL);
  ruleset_check (t, "car", "drive", 28.5, 45, FALSE, "impassable");
}

static void
test_unloading (void)
{
  /* "Troops unloading from a vehicle may move up to 50% movement if the vehicle
   * was stationary or may move up to 10m if the vehicle moved up to 50% movement.
   * Troops may not unload if the vehicle moved more than 50% of its' maximum
   * movement." */
  g_autoptr (RulesetTable) t = table ();
  unit (t, "still", "man", 20, 10, "unloaded-from", "still");
  unit (t, "half", "man", 20, 20, "unloaded-from", "half");
  unit (t, "full", "man", 20, 30, "unloaded-from", "full");
  unit (t, "afoot", "man", 20, 40, NULL, NULL);

  /* half of each pace: walk 25m, run 50m, crawl 5m */
  ruleset_check_allowance (t, "still", "walk", 2.5);
  ruleset_check_allowance (t, "still", "run", 5);
  ruleset_check_allowance (t, "still", "crawl", 0.5);
  ruleset_check (t, "still", "walk", 22.4, 10, TRUE, NULL);
  ruleset_check (t, "still", "walk", 22.7, 10, FALSE, "the move is 2.5in");
  ruleset_check (t, "still", "run", 24.9, 10, TRUE, NULL);
  /* 10m whatever the pace */
  ruleset_check_allowance (t, "half", "walk", 1);
  ruleset_check_allowance (t, "half", "run", 1);
  ruleset_check_allowance (t, "half", "crawl", 1);
  ruleset_check (t, "half", "run", 20.9, 20, TRUE, NULL);
  ruleset_check (t, "half", "run", 21.2, 20, FALSE, "the move is 1in");
  /* more than half: no move at all */
  ruleset_check_allowance (t, "full", "run", 0);
  ruleset_check (t, "full", "walk", 20.3, 30, FALSE, "the move is 0in");
  /* a man who did not unload walks his 50m */
  ruleset_check_allowance (t, "afoot", "walk", 5);
  /* 10m follows the ground scale */
  sand_scenario_set_ground_scale (t->scenario, 5);
  ruleset_check_allowance (t, "half", "walk", 2);
  ruleset_check_allowance (t, "still", "walk", 5);

  /* the editor offers the three words, not "none" */
  g_autoptr (SandRulesetRegistry) reg = sand_ruleset_registry_new ();
  g_autoptr (GPtrArray) attrs = sand_ruleset_list_attributes (sand_ruleset_registry_lookup (reg, "wargame-movement"),
                                                              "man");
  const SandRulesetAttr *found = NULL;
  for (guint i = 0; i < attrs->len; i++)
    if (g_str_equal (((SandRulesetAttr *) attrs->pdata[i])->id, "unloaded-from"))
      found = attrs->pdata[i];
  g_assert_nonnull (found);
  g_assert_cmpint (found->type, ==, SAND_RULESET_ATTR_CHOICE);
  const char *words[] = { "still", "half", "full", NULL };
  g_assert_cmpstrv (found->values, words);

  /* a file that says anything else is refused */
  check_bad_unit ("class=\"man\" unloaded-from=\"moving\"", "unloaded-from “moving” is not one the ruleset “wargame-movement” knows (still, half, full)");
}

static void
test_loading (void)
{
  /* "LOADING AND UNLOADING VEHICLES. Any two procedures may be done in one turn:
   * Load or Limber; Move 50% movement; Unlimber/unload" */
  g_autoptr (RulesetTable) t = table ();
  ruleset_table_add_rect (t, "w1", SAND_TERRAIN_WOODS, 40, 0, 32, 48);
  unit (t, "tank", "full-track", 10, 10, "speed-mph", "30");
  unit (t, "loads", "full-track", 10, 20, "loading", "once");
  unit (t, "both", "full-track", 10, 30, "loading", "twice");
  unit (t, "in-woods", "full-track", 50, 20, "loading", "once");

  ruleset_check_allowance (t, "tank", "drive", 18);
  ruleset_check_allowance (t, "loads", "drive", 9);
  ruleset_check (t, "loads", "drive", 18.9, 20, TRUE, NULL);
  ruleset_check (t, "loads", "drive", 19.3, 20, FALSE, "the move is 9in");
  ruleset_check_allowance (t, "both", "drive", 0);
  ruleset_check (t, "both", "drive", 10.3, 30, FALSE, NULL);
  /* half the move, then the woods' 50% as ever */
  ruleset_check (t, "in-woods", "drive", 54.4, 20, TRUE, NULL);
  ruleset_check (t, "in-woods", "drive", 54.8, 20, FALSE, NULL);
  check_bad_unit ("class=\"halftrack\" loading=\"thrice\"", "loading “thrice” is not one the ruleset “wargame-movement” knows (once, twice)");
}

static void
test_natives (void)
{
  /* "Jungle dwellers can walk 5" and run 10" because they are used to being in the
   * jungle." Others walk in it. */
  g_autoptr (RulesetTable) t = table ();
  ruleset_table_add_rect (t, "j1", SAND_TERRAIN_JUNGLE, 0, 0, 72, 48);
  unit (t, "gi", "man", 20, 10, NULL, NULL);
  unit (t, "local", "man", 20, 30, "native", "jungle");
  unit (t, "alpine", "man", 50, 30, "native", "snow");

  ruleset_check (t, "gi", "run", 24.9, 10, TRUE, NULL);
  ruleset_check (t, "gi", "run", 25.3, 10, FALSE, NULL);
  ruleset_check (t, "local", "run", 29.9, 30, TRUE, NULL);
  ruleset_check (t, "local", "walk", 25.3, 30, FALSE, NULL);
  /* a native of the snow is no native of the jungle */
  ruleset_check (t, "alpine", "run", 55.3, 30, FALSE, NULL);
}

static void
test_men_in_water (void)
{
  /* "Fully clothed men in the water move 10m per turn ... Men in diving gear, swim
   * fins and such move 50m per turn" */
  g_autoptr (RulesetTable) t = table ();
  ruleset_table_add_rect (t, "lake", SAND_TERRAIN_LAKE, 0, 0, 72, 48);
  unit (t, "sailor", "man", 20, 10, NULL, NULL);
  unit (t, "frogman", "man", 20, 30, "special", "diving");
  unit (t, "horse", "horse", 50, 30, NULL, NULL);

  ruleset_check (t, "sailor", "run", 20.9, 10, TRUE, NULL);
  ruleset_check (t, "sailor", "run", 21.3, 10, FALSE, NULL);
  ruleset_check (t, "frogman", "run", 24.9, 30, TRUE, NULL);
  ruleset_check (t, "frogman", "run", 25.3, 30, FALSE, NULL);
  /* an animal stands where it cannot move: it stays put */
  ruleset_check (t, "horse", "walk", 50.5, 30, FALSE, NULL);
}

/* MOVEMENT.md: roads, rivers and streams are lines "with width"; drawn without
 * one, they are as wide as the map shows them (sand_terrain_kind_default_width),
 * so a man swims a stream's width and a car keeps to a road's. */
static void
test_lines_without_width (void)
{
  g_autoptr (RulesetTable) t = table ();
  SandFeature *lane = road (t, "lane", "dirt", 40);

  water_line (t, "brook", SAND_TERRAIN_STREAM, 0, FALSE, 12, 0, 12, 48);
  sand_feature_set_width (lane, 0);
  unit (t, "walker", "man", 10, 18, NULL, NULL);
  unit (t, "car", "car", 30, 40, "speed-mph", "40");

  /* walking 50m (5"): the near bank, 11.5, is open ground */
  ruleset_check_cost (t, "walker", "walk", 11.3, 18, 1.3, 0.05);
  /* "Fully clothed men in the water move 10m per turn": the stream's 1in of water
   * takes a whole turn, so the far bank is out of a walk's reach */
  ruleset_check (t, "walker", "walk", 13, 18, FALSE, NULL);
  /* the car keeps the road's rate along a road drawn without a width, as on one
   * drawn 1in wide (test_rain: 40mph on dirt reaches 16.3in from 5in) */
  ruleset_check (t, "car", "drive", 41.3, 40, TRUE, NULL);
}

static void
test_rain (void)
{
  /* "After three consecutive turns of rain dirt roads turn into off road conditions
   * and off road conditions become mud." */
  g_autoptr (RulesetTable) t = table ();
  road (t, "dirt", "dirt", 10);
  road (t, "paved", "paved", 30);
  unit (t, "car", "car", 5, 10, "speed-mph", "40");
  unit (t, "ht", "halftrack", 40, 20, "speed-mph", "30");
  unit (t, "car2", "car", 5, 30, "speed-mph", "40");

  sand_scenario_set_weather (t->scenario, SAND_WEATHER_RAIN, 2);
  ruleset_check (t, "car", "drive", 16.3, 10, TRUE, NULL);
  ruleset_check (t, "ht", "drive", 57.8, 20, TRUE, NULL);

  sand_scenario_set_weather (t->scenario, SAND_WEATHER_RAIN, 3);
  /* the dirt road is off road now: Slow, at most 5" */
  ruleset_check (t, "car", "drive", 9.8, 10, TRUE, NULL);
  ruleset_check (t, "car", "drive", 10.4, 10, FALSE, NULL);
  /* and open ground is mud: a halftrack is Slow, a car cannot leave the road */
  ruleset_check (t, "ht", "drive", 44.8, 20, TRUE, NULL);
  ruleset_check (t, "ht", "drive", 45.4, 20, FALSE, NULL);
  ruleset_check (t, "car2", "drive", 27.8, 30, TRUE, NULL);
  ruleset_check (t, "car2", "drive", 10, 32, FALSE, "open ground: impassable");
}

static void
test_snow (void)
{
  /* "After three consecutive turns of snow everything becomes covered in snow." */
  g_autoptr (RulesetTable) t = table ();
  road (t, "paved", "paved", 10);
  ruleset_table_add_rect (t, "w1", SAND_TERRAIN_WOODS, 30, 20, 20, 20);
  unit (t, "jeep", "4wd", 5, 10, "speed-mph", "40");
  unit (t, "wt", "wide-track", 40, 30, "speed-mph", "30");
  unit (t, "man", "man", 10, 30, NULL, NULL);
  unit (t, "inuk", "man", 10, 40, "native", "snow");

  sand_scenario_set_weather (t->scenario, SAND_WEATHER_SNOW, 2);
  ruleset_check (t, "jeep", "drive", 27.8, 10, TRUE, NULL);
  ruleset_check (t, "wt", "drive", 43, 30, TRUE, NULL);

  sand_scenario_set_weather (t->scenario, SAND_WEATHER_SNOW, 3);
  /* the paved road is snow: 10m for a 4WD */
  ruleset_check (t, "jeep", "drive", 5.9, 10, TRUE, NULL);
  ruleset_check (t, "jeep", "drive", 6.5, 10, FALSE, NULL);
  /* a wide track in snowy woods: 50% and 50%, no movement */
  ruleset_check (t, "wt", "drive", 40.5, 30, FALSE, NULL);
  /* men walk in snow; its natives run */
  ruleset_check (t, "man", "run", 15.3, 30, FALSE, NULL);
  ruleset_check (t, "inuk", "run", 19.8, 40, TRUE, NULL);
  /* "areas where it snows all the time, such as the Arctic": a native of the
   * Arctic is a native of the snow */
  unit (t, "arctic", "man", 10, 20, "native", "arctic");
  ruleset_check (t, "arctic", "run", 19.8, 20, TRUE, NULL);
  ruleset_check (t, "arctic", "run", 20.3, 20, FALSE, NULL);
}

static void
test_other_units (void)
{
  /* The text says nothing of other units (assumption): friends are passed but
   * not ended on, enemies neither. A halftrack's base is 1.2" by 2.5", side on
   * from (18.75, 23.4) to (21.25, 24.6); a man's base reaches 0.5" about him. */
  g_autoptr (RulesetTable) t = table ();
  SandUnit *ht = unit (t, "ht", "halftrack", 20, 24, NULL, NULL);
  sand_unit_set_base_rect (ht, 1.2, 2.5);
  sand_unit_set_facing (ht, 90);
  unit (t, "rifle", "man", 20, 25.4, "unloaded-from", "still");
  unit (t, "scout", "man", 40, 24, NULL, NULL);
  unit (t, "mate", "man", 42, 24, NULL, NULL);
  ruleset_table_add_unit (t, "foe", "man", t->them, 40, 20);

  /* just off his halftrack's side he may crawl on along it, or away */
  ruleset_check (t, "rifle", "crawl", 20.4, 25.2, TRUE, NULL);
  ruleset_check (t, "rifle", "crawl", 20, 25.05, FALSE, "friend ht: may not end on another model");
  /* through a friend, never onto him */
  ruleset_check_cost (t, "scout", "walk", 44, 24, 4, 0.02);
  ruleset_check (t, "scout", "walk", 42.5, 24, FALSE, "friend mate");
  /* an enemy is gone round, and never ended on */
  ruleset_check (t, "scout", "walk", 40, 20.5, FALSE, "enemy foe: may not pass through");
  ruleset_check (t, "scout", "walk", 40, 21.05, TRUE, NULL);
  ruleset_check_cost (t, "scout", "run", 40, 16, 2 * sqrt (16 - 1) + 2 * asin (1.0 / 4), 0.1);
}

/* The animals' columns: a horse takes the Mule column, dogs, pronghorn and
 * cheetahs the Man column (the ruleset's assumptions), each running straight on
 * over the row's ground. 0 is "--". */
static void
test_example_scenario (void)
{
  /* the shipped example validates and every unit in it can move */
  g_autofree char *path = g_build_filename (g_getenv ("SANDTABLE_SOURCE_DATA"), "scenarios",
                                            "vehicles-and-teams.sandtable", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  g_autoptr (SandScenario) s = sand_scenario_load_file (file, &error);
  g_autoptr (SandRulesetRegistry) reg = sand_ruleset_registry_new ();

  g_assert_no_error (error);
  g_assert_cmpstr (sand_scenario_get_ruleset (s), ==, "wargame-movement");
  SandRuleset *rs = sand_ruleset_registry_lookup (reg, "wargame-movement");
  GListModel *units = sand_scenario_get_units (s);
  g_assert_cmpuint (g_list_model_get_n_items (units), >=, 6);
  for (guint i = 0; i < g_list_model_get_n_items (units); i++)
    {
      g_autoptr (SandUnit) u = g_list_model_get_item (units, i);
      g_auto (GStrv) modes = sand_ruleset_class_modes (rs, sand_unit_get_class (u));
      g_autoptr (SandMoveSnapshot) snap = sand_move_snapshot_new (s, rs, u, modes[0], 0.1, &error);
      g_assert_no_error (error);
      g_autoptr (SandReachField) f = sand_reach_compute (snap, NULL, &error);
      g_assert_no_error (error);
      g_assert_cmpfloat (sand_reach_field_area (f), >, 0.1);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/wargame/paces/infantry-crawl-10m-walk-50m-run-100m", test_infantry_paces);
  g_test_add_func ("/wargame/paces/horses-dogs-pronghorn-cheetah", test_animal_paces);
  g_test_add_func ("/wargame/vehicle/30mph-tank-moves-18in", test_vehicle_rate);
  g_test_add_func ("/wargame/terrain/car-paved-dirt-off-road", test_car_roads_and_off_road);
  g_test_add_func ("/wargame/terrain/table-every-row-and-column", test_terrain_table_rows);
  g_test_add_func ("/wargame/terrain/road-through-woods", test_road_through_woods);
  g_test_add_func ("/wargame/terrain/forest-hill-mountain", test_terrain_table);
  g_test_add_func ("/wargame/terrain/two-50-penalties-no-movement", test_two_halves_no_movement);
  g_test_add_func ("/wargame/team/pull-run-oxen-mixed-max-40", test_teams);
  g_test_add_func ("/wargame/smoke/at-most-50m", test_smoke);
  g_test_add_func ("/wargame/wire/infantry-whole-turn-armour-stop-then-go", test_barbed_wire);
  g_test_add_func ("/wargame/wire/continuous-belt-50m-a-turn", test_wire_belt);
  g_test_add_func ("/wargame/unloading/still-half-10m-moved-more-none", test_unloading);
  g_test_add_func ("/wargame/loading/one-procedure-50-two-no-move", test_loading);
  g_test_add_func ("/wargame/natives/jungle-dwellers-run-10in", test_natives);
  g_test_add_func ("/wargame/water/clothed-10m-diving-50m", test_men_in_water);
  g_test_add_func ("/wargame/terrain/roads-and-streams-drawn-without-width", test_lines_without_width);
  g_test_add_func ("/wargame/weather/three-turns-of-rain", test_rain);
  g_test_add_func ("/wargame/weather/three-turns-of-snow", test_snow);
  g_test_add_func ("/wargame/units/pass-friends-not-enemies-end-on-neither", test_other_units);
  g_test_add_func ("/wargame/example/vehicles-and-teams", test_example_scenario);

  return g_test_run ();
}
