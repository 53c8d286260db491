/* test-hex-sight.c: observation and fire on hexes, by the <sight> and <weapon>s
 * of One Hour Wargames WWII, hexed (the installed ruleset file).
 *
 * Most lines run down column 0 of the flat-topped test grid, from (0, 0) at
 * (20, 20) to (0, 3) at (20, 32), with (0, 1) and (0, 2) between.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "test-hex.h"

typedef struct
{
  SandScenario *scenario;
  SandSide     *us;
  SandSide     *them;
} Fixture;

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  f->scenario = test_hex_scenario_new (SAND_HEX_FLAT);
  f->us = sand_side_new ("us", "Allies", "#3465a4");
  f->them = sand_side_new ("them", "Axis", "#a40000");
  sand_scenario_add_side (f->scenario, f->us);
  sand_scenario_add_side (f->scenario, f->them);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  g_clear_object (&f->us);
  g_clear_object (&f->them);
  g_clear_object (&f->scenario);
}

/* Places a unit at the centre of @hex. */
static SandUnit *
add_unit (Fixture    *f,
          const char *id,
          const char *klass,
          SandSide   *side,
          SandHex     hex)
{
  SandHexGrid grid;
  double x, y;
  g_autoptr(SandUnit) unit = NULL;

  g_assert_true (sand_hex_grid_from_scenario (&grid, f->scenario));
  sand_hex_grid_center (&grid, hex, &x, &y);
  unit = sand_unit_new (id, klass, side, x, y);
  sand_scenario_add_unit (f->scenario, unit);
  return unit;
}

static gboolean
can_see_as (Fixture        *f,
            SandSide       *side,
            SandHex         from,
            SandHex         to,
            SandSightBlock *block)
{
  g_autoptr(SandHexMap) map = test_hex_map_new (f->scenario);

  return sand_sight_hex (sand_ruleset_get_sight (test_hex_ohw ()), map, sand_scenario_get_units (f->scenario),
                         side, from, to, block);
}

static gboolean
can_see (Fixture        *f,
         SandHex         from,
         SandHex         to,
         SandSightBlock *block)
{
  return can_see_as (f, f->us, from, to, block);
}

static void
test_sight_clear (Fixture       *f,
                  gconstpointer  data)
{
  SandSightBlock block;

  g_assert_true (can_see (f, (SandHex) { 0, 0 }, (SandHex) { 0, 3 }, &block));
  g_assert_cmpint (block.result, ==, SAND_SIGHT_CLEAR);
  g_assert_true (can_see (f, (SandHex) { 0, 0 }, (SandHex) { 3, -3 }, NULL));
  g_assert_true (can_see (f, (SandHex) { 0, 0 }, (SandHex) { 0, 0 }, NULL));
}

/* "Observation Range is 3 hexes." */
static void
test_sight_range (Fixture       *f,
                  gconstpointer  data)
{
  SandSightBlock block;

  g_assert_false (can_see (f, (SandHex) { 0, 0 }, (SandHex) { 0, 4 }, &block));
  g_assert_cmpint (block.result, ==, SAND_SIGHT_OUT_OF_RANGE);
  g_assert_true (sand_hex_equal (block.hex, (SandHex) { 0, 4 }));
  g_assert_false (can_see (f, (SandHex) { 0, 0 }, (SandHex) { 2, 2 }, NULL));
}

/* "Line-of-sight is blocked by hills, towns, woods": one test each. */
static void
test_sight_blocked_by_terrain (Fixture       *f,
                               gconstpointer  data)
{
  SandTerrainKind kind = GPOINTER_TO_INT (data);
  SandFeature *between = test_hex_cover_hex (f->scenario, "x1", kind, (SandHex) { 0, 2 });
  SandSightBlock block;

  g_assert_false (can_see (f, (SandHex) { 0, 0 }, (SandHex) { 0, 3 }, &block));
  g_assert_cmpint (block.result, ==, SAND_SIGHT_TERRAIN);
  g_assert_true (sand_hex_equal (block.hex, (SandHex) { 0, 2 }));
  g_assert_true (block.feature == between);
  /* Either way along the line. */
  g_assert_false (can_see (f, (SandHex) { 0, 3 }, (SandHex) { 0, 0 }, NULL));
  /* Off the line it hides nothing. */
  g_assert_true (can_see (f, (SandHex) { 0, 0 }, (SandHex) { 2, 1 }, NULL));
}

/* "… and enemy units": an enemy between blocks, a friend does not. */
static void
test_sight_blocked_by_enemy (Fixture       *f,
                             gconstpointer  data)
{
  SandUnit *enemy = add_unit (f, "pz1", "tank", f->them, (SandHex) { 0, 1 });
  SandSightBlock block;

  add_unit (f, "inf2", "infantry", f->us, (SandHex) { 0, 2 });
  g_assert_false (can_see (f, (SandHex) { 0, 0 }, (SandHex) { 0, 3 }, &block));
  g_assert_cmpint (block.result, ==, SAND_SIGHT_UNIT);
  g_assert_true (block.unit == enemy);
  g_assert_true (sand_hex_equal (block.hex, (SandHex) { 0, 1 }));

  /* The enemy's own side is not blocked by its own unit. */
  g_assert_false (can_see_as (f, f->them, (SandHex) { 0, 0 }, (SandHex) { 0, 3 }, NULL));
  sand_scenario_remove_unit (f->scenario, sand_scenario_find_unit (f->scenario, "inf2"));
  g_assert_true (can_see_as (f, f->them, (SandHex) { 0, 0 }, (SandHex) { 0, 3 }, NULL));
}

/* Only the hexes between block: a unit in woods sees out and is seen. */
static void
test_sight_ends_do_not_block (Fixture       *f,
                              gconstpointer  data)
{
  test_hex_cover_hex (f->scenario, "w1", SAND_TERRAIN_WOODS, (SandHex) { 0, 0 });
  test_hex_cover_hex (f->scenario, "w2", SAND_TERRAIN_WOODS, (SandHex) { 0, 3 });
  add_unit (f, "pz1", "tank", f->them, (SandHex) { 0, 3 });
  g_assert_true (can_see (f, (SandHex) { 0, 0 }, (SandHex) { 0, 3 }, NULL));
  g_assert_true (can_see (f, (SandHex) { 0, 3 }, (SandHex) { 0, 0 }, NULL));
}

/* From (0, 0) to (1, 1) the line runs along the side between (1, 0) and (0, 1):
 * woods on one side leave it open, woods on both close it. */
static void
test_sight_along_a_side (Fixture       *f,
                         gconstpointer  data)
{
  SandSightBlock block;

  test_hex_cover_hex (f->scenario, "w1", SAND_TERRAIN_WOODS, (SandHex) { 1, 0 });
  g_assert_true (can_see (f, (SandHex) { 0, 0 }, (SandHex) { 1, 1 }, NULL));
  g_assert_true (can_see (f, (SandHex) { 1, 1 }, (SandHex) { 0, 0 }, NULL));
  test_hex_cover_hex (f->scenario, "w2", SAND_TERRAIN_WOODS, (SandHex) { 0, 1 });
  g_assert_false (can_see (f, (SandHex) { 0, 0 }, (SandHex) { 1, 1 }, &block));
  g_assert_cmpint (block.result, ==, SAND_SIGHT_TERRAIN);
  g_assert_false (can_see (f, (SandHex) { 1, 1 }, (SandHex) { 0, 0 }, NULL));
}

static gboolean
can_fire (Fixture        *f,
          SandUnit       *shooter,
          SandUnit       *target,
          GPtrArray      *identified,
          SandSightBlock *block)
{
  g_autoptr(SandHexMap) map = test_hex_map_new (f->scenario);

  return sand_fire_hex (test_hex_ohw (), map, sand_scenario_get_units (f->scenario), shooter,
                        sand_hex_unit_hex (map, shooter), target, identified, block);
}

/* "Infantry: 2 hexes"; "units may only fire at enemy units they can see." */
static void
test_fire_weapon_range (Fixture       *f,
                        gconstpointer  data)
{
  SandUnit *inf = add_unit (f, "inf1", "infantry", f->us, (SandHex) { 0, 0 });
  SandUnit *near = add_unit (f, "e1", "infantry", f->them, (SandHex) { 0, 2 });
  SandUnit *far = add_unit (f, "e2", "infantry", f->them, (SandHex) { 3, -3 });
  SandUnit *friend = add_unit (f, "inf2", "infantry", f->us, (SandHex) { -1, 0 });
  SandSightBlock block;

  g_assert_true (can_fire (f, inf, near, NULL, &block));
  g_assert_false (can_fire (f, inf, far, NULL, &block));
  g_assert_cmpint (block.result, ==, SAND_SIGHT_OUT_OF_RANGE);
  g_assert_false (can_fire (f, inf, friend, NULL, &block));
  g_assert_cmpint (block.result, ==, SAND_SIGHT_NOT_ENEMY);

  /* Woods between: in range but unseen. */
  test_hex_cover_hex (f->scenario, "w1", SAND_TERRAIN_WOODS, (SandHex) { 0, 1 });
  g_assert_false (can_fire (f, inf, near, NULL, &block));
  g_assert_cmpint (block.result, ==, SAND_SIGHT_TERRAIN);

  sand_unit_set_class (inf, "rifleman");
  g_assert_false (can_fire (f, inf, far, NULL, &block));
  g_assert_cmpint (block.result, ==, SAND_SIGHT_NO_WEAPON);
}

/* "Artillery: 8 hexes"; "Artillery units may fire at enemy units that can be seen
 * by a friendly unit or whose position has already been identified." */
static void
test_fire_artillery_spotted (Fixture       *f,
                             gconstpointer  data)
{
  SandUnit *gun = add_unit (f, "art1", "artillery", f->us, (SandHex) { 0, -3 });
  SandUnit *target = add_unit (f, "e1", "anti-tank-gun", f->them, (SandHex) { 0, 3 });
  SandUnit *beyond = add_unit (f, "e2", "anti-tank-gun", f->them, (SandHex) { 0, 6 });
  g_autoptr(GPtrArray) identified = g_ptr_array_new ();
  SandSightBlock block;

  /* Six hexes: in range, but the gun's own observation reaches three. */
  g_assert_false (can_fire (f, gun, target, NULL, &block));
  g_assert_cmpint (block.result, ==, SAND_SIGHT_OUT_OF_RANGE);

  g_ptr_array_add (identified, target);
  g_assert_true (can_fire (f, gun, target, identified, NULL));

  add_unit (f, "inf1", "infantry", f->us, (SandHex) { 0, 1 });
  g_assert_true (can_fire (f, gun, target, NULL, NULL));
  /* Nine hexes: beyond the gun's 8 even though seen… */
  add_unit (f, "inf2", "infantry", f->us, (SandHex) { 0, 5 });
  g_assert_false (can_fire (f, gun, beyond, NULL, &block));
  g_assert_cmpint (block.result, ==, SAND_SIGHT_OUT_OF_RANGE);

  /* …and infantry may not fire on what only friends see, artillery may. */
  {
    SandUnit *inf3 = add_unit (f, "inf3", "infantry", f->us, (SandHex) { 0, 4 });
    SandUnit *gun2 = add_unit (f, "art2", "artillery", f->us, (SandHex) { 0, 4 });

    test_hex_cover_hex (f->scenario, "w1", SAND_TERRAIN_WOODS, (SandHex) { 0, 5 });
    g_assert_false (can_fire (f, inf3, beyond, NULL, &block));
    g_assert_cmpint (block.result, ==, SAND_SIGHT_TERRAIN);
    g_assert_true (can_fire (f, gun2, beyond, NULL, NULL));
  }
}

void
test_hex_sight_add_tests (void)
{
#define ADD(path, func, data) \
  g_test_add ("/hex/sight/" path, Fixture, data, fixture_set_up, func, fixture_tear_down)

  ADD ("clear", test_sight_clear, NULL);
  ADD ("observation-range-is-3-hexes", test_sight_range, NULL);
  ADD ("blocked-by-hills", test_sight_blocked_by_terrain, GINT_TO_POINTER (SAND_TERRAIN_HILL));
  ADD ("blocked-by-towns", test_sight_blocked_by_terrain, GINT_TO_POINTER (SAND_TERRAIN_TOWN));
  ADD ("blocked-by-woods", test_sight_blocked_by_terrain, GINT_TO_POINTER (SAND_TERRAIN_WOODS));
  ADD ("blocked-by-enemy-units", test_sight_blocked_by_enemy, NULL);
  ADD ("ends-do-not-block", test_sight_ends_do_not_block, NULL);
  ADD ("along-a-side", test_sight_along_a_side, NULL);
  ADD ("fire/weapon-range-and-seen", test_fire_weapon_range, NULL);
  ADD ("fire/artillery-spotted-by-friends", test_fire_artillery_spotted, NULL);

#undef ADD
}
