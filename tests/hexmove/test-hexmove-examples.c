/* test-hexmove-examples.c: a worked example for every movement rule of One Hour
 * Wargames WWII, hexed, shared by the solver and command line tests.
 *
 * Directions on these flat-topped hexes: (0, -1) is straight up, (0, 1) straight
 * down. A hex two steps straight away has one hex between, so a unit of two hexes
 * gets there only through it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "test-hexmove.h"

static void
build_alone (SandScenario *scenario,
             const char   *class_id)
{
  test_unit (scenario, "u", class_id, "blue", HEX (0, 0));
}

static void
build_woods (SandScenario *scenario,
             const char   *class_id)
{
  test_cover (scenario, "w1", SAND_TERRAIN_WOODS, HEX (0, -1));
  build_alone (scenario, class_id);
}

static void
build_town (SandScenario *scenario,
            const char   *class_id)
{
  test_cover (scenario, "t1", SAND_TERRAIN_TOWN, HEX (0, -1));
  build_alone (scenario, class_id);
}

static void
build_marsh_lake (SandScenario *scenario,
                  const char   *class_id)
{
  test_cover (scenario, "m1", SAND_TERRAIN_MARSH, HEX (0, -1));
  test_cover (scenario, "l1", SAND_TERRAIN_LAKE, HEX (0, 1));
  build_alone (scenario, class_id);
}

/* A river along the side between (0, 0) and (0, 1) only, crossed at its middle,
 * (36, 26), by a bridge or a ford when @how says so. */
static void
build_river (SandScenario *scenario,
             const char   *how)
{
  SandFeature *river = test_line (scenario, "r1", SAND_TERRAIN_RIVER, 35, 26, 37, 26);
  const char *class_id = g_str_equal (how, "cavalry") ? "cavalry" : "infantry";

  if (g_str_equal (how, "bridge"))
    test_line (scenario, "b1", SAND_TERRAIN_BRIDGE, 36, 25, 36, 27);
  else if (g_str_equal (how, "ford"))
    {
      g_autoptr (SandFeature) ford = sand_feature_new ("f1", SAND_TERRAIN_FORD);
      sand_feature_set_point (ford, 36, 26);
      sand_scenario_add_feature (scenario, ford);
    }
  else if (g_str_equal (how, "fordable"))
    sand_feature_set_fordable (river, TRUE);
  build_alone (scenario, class_id);
}

/* A road straight up through (0, 1) … (0, -3); the unit starts on it, or beside
 * it in (1, -1) when @arg is "tank-beside". */
static void
build_road (SandScenario *scenario,
            const char   *arg)
{
  const SandHex road[] = { HEX (0, 1), HEX (0, 0), HEX (0, -1), HEX (0, -2), HEX (0, -3) };

  test_line_through (scenario, "rd", SAND_TERRAIN_ROAD, road, G_N_ELEMENTS (road));
  if (g_str_equal (arg, "tank-beside"))
    test_unit (scenario, "u", "tank", "blue", HEX (1, -1));
  else
    build_alone (scenario, arg);
}

/* The road of build_road through a town in (0, -1), a friend in (0, -2) and
 * woods in (0, -3). */
static void
build_road_through (SandScenario *scenario,
                    const char   *class_id)
{
  test_cover (scenario, "t1", SAND_TERRAIN_TOWN, HEX (0, -1));
  test_unit (scenario, "f1", "infantry", "blue", HEX (0, -2));
  test_cover (scenario, "w1", SAND_TERRAIN_WOODS, HEX (0, -3));
  build_road (scenario, class_id);
}

static void
build_friend (SandScenario *scenario,
              const char   *class_id)
{
  test_unit (scenario, "f1", "infantry", "blue", HEX (0, -1));
  build_alone (scenario, class_id);
}

static void
build_enemy (SandScenario *scenario,
             const char   *class_id)
{
  test_unit (scenario, "e1", "infantry", "red", HEX (0, -1));
  build_alone (scenario, class_id);
}

/* "any unit that has been eliminated is removed immediately": an enemy and a
 * friend at strength 0, crossed out on the table, are in no one's way. */
static void
build_eliminated (SandScenario *scenario,
                  const char   *class_id)
{
  sand_unit_set_attr (test_unit (scenario, "e1", "infantry", "red", HEX (0, -1)), "strength", "0");
  sand_unit_set_attr (test_unit (scenario, "f1", "infantry", "blue", HEX (1, 0)), "strength", "0");
  build_alone (scenario, class_id);
}

#define BEYOND_1 "is beyond the move: 1 hex, or 2 entirely along a road"
#define BEYOND_2 "is beyond the move: 2 hexes, or 3 entirely along a road"

/* "Infantry: 1 hex", and the same for anti-tank guns, artillery and tanks. */
static const TestExpect one_hex[] = {
  { "u", HEX (0, 0), 0, NULL, FALSE, 1, { HEX (0, 0) } },
  { "u", HEX (0, -1), 1, NULL, FALSE, 2, { HEX (0, 0), HEX (0, -1) } },
  { "u", HEX (1, 0), 1, NULL, FALSE, 2, { HEX (0, 0), HEX (1, 0) } },
  { "u", HEX (0, -2), -1, "(0, -2) " BEYOND_1 },
  { "u", HEX (2, -1), -1, "(2, -1) " BEYOND_1 },
};
/* "Cavalry: 2 hexes", and armoured cars. */
static const TestExpect two_hexes[] = {
  { "u", HEX (0, -2), 2, NULL, FALSE, 3, { HEX (0, 0), HEX (0, -1), HEX (0, -2) } },
  { "u", HEX (2, -1), 2 },
  { "u", HEX (-1, -1), 2 },
  { "u", HEX (-1, 0), 1 },
  { "u", HEX (0, -3), -1, "(0, -3) " BEYOND_2 },
};
/* "Only Infantry units may enter woods." */
static const TestExpect woods_enter[] = {
  { "u", HEX (0, -1), 1, NULL, FALSE, 2, { HEX (0, 0), HEX (0, -1) } },
};
static const TestExpect woods_refused[] = {
  { "u", HEX (0, -1), -1, "woods w1 in (0, -1): Only infantry may enter" },
  { "u", HEX (1, -1), 1 },
};
static const TestExpect woods_refused_2[] = {
  { "u", HEX (0, -1), -1, "woods w1 in (0, -1): Only infantry may enter" },
  { "u", HEX (0, -2), -1, "(0, -2) " BEYOND_2 },
  { "u", HEX (1, -2), 2 },
};
/* "Only Infantry units may end their move in a town." */
static const TestExpect town_end[] = {
  { "u", HEX (0, -1), 1, NULL, FALSE, 2, { HEX (0, 0), HEX (0, -1) } },
};
static const TestExpect town_refused[] = {
  { "u", HEX (0, -1), -1, "town t1 in (0, -1): Only infantry may end a move here" },
};
static const TestExpect town_passed[] = {
  { "u", HEX (0, -1), -1, "town t1 in (0, -1): Only infantry may end a move here" },
  { "u", HEX (0, -2), 2, NULL, FALSE, 3, { HEX (0, 0), HEX (0, -1), HEX (0, -2) } },
};
/* "Marshes and Lakes are impassable to all units." */
static const TestExpect marsh_lake[] = {
  { "u", HEX (0, -1), -1, "marsh m1 in (0, -1): Impassable" },
  { "u", HEX (0, 1), -1, "lake l1 in (0, 1): Impassable" },
  { "u", HEX (1, 0), 1 },
};
static const TestExpect marsh_lake_2[] = {
  { "u", HEX (0, -1), -1, "marsh m1 in (0, -1): Impassable" },
  { "u", HEX (0, 1), -1, "lake l1 in (0, 1): Impassable" },
  { "u", HEX (0, -2), -1, "(0, -2) " BEYOND_2 },
  { "u", HEX (0, 2), -1, "(0, 2) " BEYOND_2 },
};
/* "Rivers may only be crossed via bridges or fords." */
static const TestExpect river_blocked[] = {
  { "u", HEX (0, 1), -1, "river r1 between (0, 0) and (0, 1): Crossed only at a bridge or ford" },
  { "u", HEX (1, 0), 1 },
  { "u", HEX (-1, 1), 1 },
};
static const TestExpect river_round[] = {
  /* not straight over: round by a neighbour on this bank */
  { "u", HEX (0, 1), 2 },
  { "u", HEX (0, 2), -1, "(0, 2) " BEYOND_2 },  /* straight on would cross it */
};
static const TestExpect river_crossed[] = {
  { "u", HEX (0, 1), 1, NULL, FALSE, 2, { HEX (0, 0), HEX (0, 1) } },
};
/* "Units who make their entire move along a road increase their movement rate by
 * 1 hex." */
static const TestExpect road_tank[] = {
  { "u", HEX (0, -1), 1, NULL, FALSE, 2, { HEX (0, 0), HEX (0, -1) } },
  { "u", HEX (0, -2), 2, NULL, TRUE, 3, { HEX (0, 0), HEX (0, -1), HEX (0, -2) } },
  { "u", HEX (0, -3), -1, "(0, -3) " BEYOND_1 },
  { "u", HEX (1, -2), -1, "(1, -2) " BEYOND_1 },   /* along the road, then off it */
  { "u", HEX (0, 2), -1, "(0, 2) " BEYOND_1 },     /* past the road's end */
};
static const TestExpect road_cavalry[] = {
  { "u", HEX (0, -3), 3, NULL, TRUE, 4, { HEX (0, 0), HEX (0, -1), HEX (0, -2), HEX (0, -3) } },
  { "u", HEX (0, 2), 2, NULL, FALSE },
  { "u", HEX (0, -4), -1, "(0, -4) " BEYOND_2 },
};
static const TestExpect road_beside[] = {
  /* onto the road is not along it */
  { "u", HEX (0, -1), 1, NULL, FALSE },
  { "u", HEX (0, -2), -1, "(0, -2) " BEYOND_1 },
};
/* Along the road through a town and past a friend: a cavalry unit may end in
 * neither, and the road does not open the woods beyond them. */
static const TestExpect road_through_cavalry[] = {
  { "u", HEX (0, -1), -1, "town t1 in (0, -1): Only infantry may end a move here" },
  { "u", HEX (0, -2), -1, "friend f1 holds (0, -2): two units may not end in one hex" },
  { "u", HEX (0, -3), -1, "woods w1 in (0, -3): Only infantry may enter" },
};
/* Infantry may end in the town; the friend two along the road holds its hex. */
static const TestExpect road_through_infantry[] = {
  { "u", HEX (0, -1), 1, NULL, FALSE, 2, { HEX (0, 0), HEX (0, -1) } },
  { "u", HEX (0, -2), -1, "friend f1 holds (0, -2): two units may not end in one hex" },
};
static const TestExpect road_through_armoured_car[] = {
  { "u", HEX (0, -2), -1, "friend f1 holds (0, -2): two units may not end in one hex" },
  { "u", HEX (1, -2), 2 },
  { "u", HEX (0, -3), -1, "woods w1 in (0, -3): Only infantry may enter" },
};
/* "Units may move through friendly units without penalty." Two never end in one hex. */
static const TestExpect friend_1[] = {
  { "u", HEX (0, -1), -1, "friend f1 holds (0, -1): two units may not end in one hex" },
};
static const TestExpect friend_2[] = {
  { "u", HEX (0, -1), -1, "friend f1 holds (0, -1): two units may not end in one hex" },
  { "u", HEX (0, -2), 2, NULL, FALSE, 3, { HEX (0, 0), HEX (0, -1), HEX (0, -2) } },
  { "f1", HEX (0, 0), -1, "friend u holds (0, 0): two units may not end in one hex" },
};
/* Enemy hexes are impassable. */
static const TestExpect enemy_2[] = {
  { "u", HEX (0, -1), -1, "enemy e1 holds (0, -1): a move may not pass through it" },
  { "u", HEX (0, -2), -1, "(0, -2) " BEYOND_2 },
  { "e1", HEX (0, 0), -1, "enemy u holds (0, 0): a move may not pass through it" },
};

static const TestExpect eliminated_2[] = {
  { "u", HEX (0, -1), 1 },
  { "u", HEX (0, -2), 2, NULL, FALSE, 3, { HEX (0, 0), HEX (0, -1), HEX (0, -2) } },
  { "u", HEX (1, 0), 1, NULL, FALSE, 2, { HEX (0, 0), HEX (1, 0) } },
};

#define EXAMPLE(name, build, arg, n, expects) { name, build, arg, n, expects, G_N_ELEMENTS (expects) }

const TestExample test_examples[] = {
  EXAMPLE ("distance/infantry", build_alone, "infantry", 7, one_hex),
  EXAMPLE ("distance/cavalry", build_alone, "cavalry", 19, two_hexes),
  EXAMPLE ("distance/anti-tank-gun", build_alone, "anti-tank-gun", 7, one_hex),
  EXAMPLE ("distance/artillery", build_alone, "artillery", 7, one_hex),
  EXAMPLE ("distance/armoured-car", build_alone, "armoured-car", 19, two_hexes),
  EXAMPLE ("distance/tank", build_alone, "tank", 7, one_hex),
  EXAMPLE ("woods/infantry", build_woods, "infantry", 7, woods_enter),
  EXAMPLE ("woods/cavalry", build_woods, "cavalry", 17, woods_refused_2),
  EXAMPLE ("woods/anti-tank-gun", build_woods, "anti-tank-gun", 6, woods_refused),
  EXAMPLE ("woods/artillery", build_woods, "artillery", 6, woods_refused),
  EXAMPLE ("woods/armoured-car", build_woods, "armoured-car", 17, woods_refused_2),
  EXAMPLE ("woods/tank", build_woods, "tank", 6, woods_refused),
  EXAMPLE ("town/infantry", build_town, "infantry", 7, town_end),
  EXAMPLE ("town/cavalry", build_town, "cavalry", 18, town_passed),
  EXAMPLE ("town/anti-tank-gun", build_town, "anti-tank-gun", 6, town_refused),
  EXAMPLE ("town/artillery", build_town, "artillery", 6, town_refused),
  EXAMPLE ("town/armoured-car", build_town, "armoured-car", 18, town_passed),
  EXAMPLE ("town/tank", build_town, "tank", 6, town_refused),
  EXAMPLE ("marsh-lake/infantry", build_marsh_lake, "infantry", 5, marsh_lake),
  EXAMPLE ("marsh-lake/cavalry", build_marsh_lake, "cavalry", 15, marsh_lake_2),
  EXAMPLE ("river/no-crossing", build_river, "none", 6, river_blocked),
  EXAMPLE ("river/round", build_river, "cavalry", 18, river_round),
  EXAMPLE ("river/bridge", build_river, "bridge", 7, river_crossed),
  EXAMPLE ("river/ford", build_river, "ford", 7, river_crossed),
  EXAMPLE ("river/fordable", build_river, "fordable", 7, river_crossed),
  EXAMPLE ("road/tank", build_road, "tank", 8, road_tank),
  EXAMPLE ("road/cavalry", build_road, "cavalry", 20, road_cavalry),
  EXAMPLE ("road/start-beside", build_road, "tank-beside", 7, road_beside),
  EXAMPLE ("road/through-town-and-friend/cavalry", build_road_through, "cavalry", 17, road_through_cavalry),
  EXAMPLE ("road/through-town-and-friend/infantry", build_road_through, "infantry", 7, road_through_infantry),
  EXAMPLE ("road/through-town-and-friend/armoured-car", build_road_through, "armoured-car", 17,
           road_through_armoured_car),
  EXAMPLE ("friends/infantry", build_friend, "infantry", 6, friend_1),
  EXAMPLE ("friends/cavalry", build_friend, "cavalry", 18, friend_2),
  EXAMPLE ("enemies/cavalry", build_enemy, "cavalry", 17, enemy_2),
  EXAMPLE ("eliminated/cavalry", build_eliminated, "cavalry", 19, eliminated_2),
};
const guint test_n_examples = G_N_ELEMENTS (test_examples);

SandScenario *
test_example_build (const TestExample *example)
{
  SandScenario *scenario = test_scenario_new ();

  example->build (scenario, example->arg);
  return scenario;
}
