/* test-wargame-animals-boats.c: "Wargame Movement"'s animals in every column of
 * its terrain table, a team at the limits the text sets, and ships and boats
 * under bridges; asked of the engine and of "sandtable-cli reach --json".
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "wargame-table.h"

static const char *const beasts[] = { "horse", "dog", "pronghorn", "cheetah" };
static const struct
{
  SandTerrainKind kind;
  double          inches[G_N_ELEMENTS (beasts)];
} beast_rows[] = {
  { SAND_TERRAIN_JUNGLE, { 5, 5, 5, 5 } },
  { SAND_TERRAIN_HILL, { 10, 5, 5, 5 } },
  { SAND_TERRAIN_MOUNTAIN, { 0, 1, 1, 1 } },
  { SAND_TERRAIN_SHALLOW_WATER, { 5, 5, 5, 5 } },
  { SAND_TERRAIN_SNOW, { 5, 5, 5, 5 } },
};

static void
test_animal_columns (void)
{
  /* "Movement of horses, mules, oxen, and wagons is restricted like infantry
   * movement." "Hill | ... Walk Trot Walk": a horse trots 100m up it. */
  for (guint r = 0; r < G_N_ELEMENTS (beast_rows); r++)
    {
      g_autoptr (RulesetTable) t = table ();
      ruleset_table_add_rect (t, "row", beast_rows[r].kind, 0, 0, 72, 48);
      for (guint k = 0; k < G_N_ELEMENTS (beasts); k++)
        {
          double y = 6 + 12 * k, far = beast_rows[r].inches[k];
          unit (t, beasts[k], beasts[k], 10, y, NULL, NULL);
          if (far == 0)
            {
              ruleset_check (t, beasts[k], "run", 10.5, y, FALSE, "impassable");
              continue;
            }
          ruleset_check (t, beasts[k], "run", 10 + far - 0.1, y, TRUE, NULL);
          ruleset_check (t, beasts[k], "run", 10 + far + 0.3, y, FALSE, NULL);
        }
    }
}

static void
test_team_at_the_limits (void)
{
  /* "A load so big that it requires more than 8 horses together will prevent the
   * horses from running": 8 tons need 8 horses, 8.1 tons nine. */
  g_autoptr (RulesetTable) t = table ();
  SandUnit *w = unit (t, "w", "wagon", 20, 24, "animals", "horse:10");

  sand_unit_set_attr (w, "load", "8");
  ruleset_check_allowance (t, "w", "run", 10);
  sand_unit_set_attr (w, "load", "8.1");
  ruleset_check_allowance (t, "w", "run", 0);
  ruleset_check_allowance (t, "w", "walk", 5);
  /* "limited to 40 mules, horses, or oxen": 40 mules pull their 80 tons and run */
  sand_unit_set_attr (w, "animals", "mule:40");
  sand_unit_set_attr (w, "load", "80");
  ruleset_check_allowance (t, "w", "run", 10);
  sand_unit_set_attr (w, "load", "81");
  check_refused (t, "w", "walk", "not a load of 81 tons");
  sand_unit_set_attr (w, "animals", "horse:20,mule:21");
  sand_unit_set_attr (w, "load", "1");
  check_refused (t, "w", "walk", "at most 40");
  /* "Oxen pull 3 tons each." */
  sand_unit_set_attr (w, "animals", "ox:3");
  sand_unit_set_attr (w, "load", "9");
  ruleset_check_allowance (t, "w", "walk", 5);
  sand_unit_set_attr (w, "load", "9.5");
  check_refused (t, "w", "walk", "not a load of 9.5 tons");
  /* "Load or Limber; Move 50% movement": half the team's pace */
  sand_unit_set_attr (w, "animals", "horse:2");
  sand_unit_set_attr (w, "load", "1");
  sand_unit_set_attr (w, "loading", "once");
  ruleset_check_allowance (t, "w", "walk", 2.5);
  ruleset_check_allowance (t, "w", "run", 5);
  ruleset_check (t, "w", "run", 24.9, 24, TRUE, NULL);
  ruleset_check (t, "w", "run", 25.3, 24, FALSE, NULL);
}

static void
test_boats_under_bridges (void)
{
  /* "During amphibious invasions, ships move at a rate of 20 mph. Small boats
   * move at a rate of 10 mph." They keep to the water, and the water goes on
   * under a bridge: a boat passes beneath, a car still crosses over. */
  g_autoptr (RulesetTable) t = table ();
  water_line (t, "river", SAND_TERRAIN_RIVER, 3, FALSE, 0, 20, 72, 20);
  water_line (t, "brook", SAND_TERRAIN_STREAM, 3, TRUE, 0, 40, 72, 40);
  water_line (t, "bridge", SAND_TERRAIN_BRIDGE, 1, FALSE, 30, 18, 30, 22);
  water_line (t, "bridge2", SAND_TERRAIN_BRIDGE, 1, FALSE, 30, 38, 30, 42);
  unit (t, "boat", "boat", 25, 20, NULL, NULL);
  unit (t, "ship", "ship", 24, 20, NULL, NULL);
  unit (t, "boat2", "boat", 25, 40, NULL, NULL);
  unit (t, "car", "car", 30, 15, NULL, NULL);

  ruleset_check_cost (t, "boat", "drive", 32, 20, 7, 0.05);
  ruleset_check (t, "ship", "drive", 36.9, 20, TRUE, NULL);
  ruleset_check (t, "ship", "drive", 37.3, 20, FALSE, NULL);
  /* a fordable stream is a creek, the bridge over it too for a boat */
  ruleset_check_cost (t, "boat2", "drive", 32, 40, 7, 0.05);
  /* the car goes over the bridge on its road */
  ruleset_check (t, "car", "drive", 30, 23, TRUE, NULL);
  ruleset_check (t, "car", "drive", 28, 23, FALSE, NULL);
  /* in the snow too: the road over it is snow, the water beneath is not */
  sand_scenario_set_weather (t->scenario, SAND_WEATHER_SNOW, 3);
  ruleset_check_cost (t, "boat", "drive", 32, 20, 7, 0.05);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/wargame/terrain/horses-restricted-like-infantry-mule-column", test_animal_columns);
  g_test_add_func ("/wargame/team/more-than-8-horses-40-animals-oxen-3-tons-loading", test_team_at_the_limits);
  g_test_add_func ("/wargame/water/ships-and-boats-pass-under-bridges", test_boats_under_bridges);

  return g_test_run ();
}
