/* test-ohw-combat.c: the text's casualty table, strengths and ranges, row by row.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "test-hex.h"

#define INF SAND_OHW_INFANTRY
#define CAV SAND_OHW_CAVALRY
#define ATG SAND_OHW_ANTI_TANK_GUN
#define ART SAND_OHW_ARTILLERY
#define AC  SAND_OHW_ARMOURED_CAR
#define TK  SAND_OHW_TANK
#define END SAND_OHW_INVALID

typedef struct
{
  SandOhwClass targets[7]; /* up to END */
  int          modifier;
} Group;

typedef struct
{
  const char   *path;
  SandOhwClass  attacker;
  Group         groups[2];
} Row;

/* The "Casualties" list of the text, one entry per line. */
static const Row rows[] = {
  /* "Infantry vs. Infantry, Cavalry, Anti-tank Guns, & Artillery = D6;
   *  vs. Armoured Cars & Tanks = D6-2" */
  { "/hex/ohw/casualties/infantry-vs",
    INF, { { { INF, CAV, ATG, ART, END }, 0 }, { { AC, TK, END }, -2 } } },
  /* "Cavalry vs. Infantry, Cavalry, Anti-tank Guns, Armoured Cars, & Tanks = D6-2" */
  { "/hex/ohw/casualties/cavalry-vs",
    CAV, { { { INF, CAV, ATG, AC, TK, END }, -2 }, { { END }, 0 } } },
  /* "Anti-tank Guns vs. Infantry, Cavalry, Anti-tank Guns, & Artillery = D6-2;
   *  vs. Armoured Cars & Tanks = D6+2" */
  { "/hex/ohw/casualties/anti-tank-guns-vs",
    ATG, { { { INF, CAV, ATG, ART, END }, -2 }, { { AC, TK, END }, +2 } } },
  /* "Artillery vs. Infantry & Cavalry, Anti-tank Guns & Artillery = D6;
   *  vs. Armoured Cars & Tanks = D6-2" */
  { "/hex/ohw/casualties/artillery-vs",
    ART, { { { INF, CAV, ATG, ART, END }, 0 }, { { AC, TK, END }, -2 } } },
  /* "Armoured Cars vs. Infantry, Cavalry, Anti-tank Guns, & Artillery = D6;
   *  vs. Armoured Cars & Tanks = D6+2" */
  { "/hex/ohw/casualties/armoured-cars-vs",
    AC, { { { INF, CAV, ATG, ART, END }, 0 }, { { AC, TK, END }, +2 } } },
  /* "Tanks vs. Infantry, Cavalry, Anti-tank Guns, & Artillery = D6;
   *  vs. Armoured Cars & Tanks = D6+2" */
  { "/hex/ohw/casualties/tanks-vs",
    TK, { { { INF, CAV, ATG, ART, END }, 0 }, { { AC, TK, END }, +2 } } },
};

static void
test_casualty_row (gconstpointer data)
{
  const Row *row = data;
  int named = 0;

  for (int g = 0; g < 2; g++)
    for (int t = 0; row->groups[g].targets[t] != END; t++)
      {
        SandOhwClass target = row->groups[g].targets[t];
        int mod = row->groups[g].modifier;
        gboolean stated = FALSE;

        named++;
        g_assert_cmpint (sand_ohw_modifier (row->attacker, target, &stated), ==, mod);
        g_assert_true (stated);
        for (int die = 1; die <= 6; die++)
          {
            int full = MAX (0, die + mod);

            g_assert_cmpint (sand_ohw_casualties (row->attacker, target, die, FALSE), ==, full);
            /* "half casualties. (Fractions are rounded up.)" */
            g_assert_cmpint (sand_ohw_casualties (row->attacker, target, die, TRUE), ==,
                             full / 2 + full % 2);
          }
      }
  /* Every row names all six classes but the cavalry one, which omits artillery. */
  g_assert_cmpint (named, ==, row->attacker == CAV ? 5 : 6);
}

/* The cavalry line gives no number against artillery; D6-2 like the rest of it,
 * flagged as not stated. */
static void
test_casualty_cavalry_vs_artillery (void)
{
  gboolean stated = TRUE;

  g_assert_cmpint (sand_ohw_modifier (CAV, ART, &stated), ==, -2);
  g_assert_false (stated);
  g_assert_cmpint (sand_ohw_casualties (CAV, ART, 6, FALSE), ==, 4);
}

/* Spot values worked by hand. */
static void
test_casualty_examples (void)
{
  /* Tanks against tanks, a 6: 8, in hull down 4. */
  g_assert_cmpint (sand_ohw_casualties (TK, TK, 6, FALSE), ==, 8);
  g_assert_cmpint (sand_ohw_casualties (TK, TK, 6, TRUE), ==, 4);
  /* A 5 in cover: 7 halved is 3.5, rounded up to 4. */
  g_assert_cmpint (sand_ohw_casualties (AC, AC, 5, TRUE), ==, 4);
  /* Infantry against tanks, a 1: 1 - 2 is nothing, not a gain. */
  g_assert_cmpint (sand_ohw_casualties (INF, TK, 1, FALSE), ==, 0);
  g_assert_cmpint (sand_ohw_casualties (INF, TK, 3, FALSE), ==, 1);
  g_assert_cmpint (sand_ohw_casualties (INF, TK, 3, TRUE), ==, 1);
  /* Anti-tank guns against infantry, a 4 in cover: 2 halved is 1. */
  g_assert_cmpint (sand_ohw_casualties (ATG, INF, 4, TRUE), ==, 1);
}

/* "elite = 20; regular = 15; militia = 10", "light tanks = 12; medium tanks = 15;
 * heavy tanks = 18", "normally 15". */
static void
test_strengths (void)
{
  g_assert_cmpint (SAND_OHW_DEFAULT_STRENGTH, ==, 15);
  g_assert_cmpint (sand_ohw_strength_for ("elite"), ==, 20);
  g_assert_cmpint (sand_ohw_strength_for ("regular"), ==, 15);
  g_assert_cmpint (sand_ohw_strength_for ("militia"), ==, 10);
  g_assert_cmpint (sand_ohw_strength_for ("light"), ==, 12);
  g_assert_cmpint (sand_ohw_strength_for ("medium"), ==, 15);
  g_assert_cmpint (sand_ohw_strength_for ("heavy"), ==, 18);
  g_assert_cmpint (sand_ohw_strength_for ("Elite"), ==, 20);
  g_assert_cmpint (sand_ohw_strength_for ("veteran"), ==, -1);
  g_assert_cmpint (sand_ohw_strength_for (NULL), ==, -1);
}

/* "Units are eliminated once their strength is reduced to 0." */
static void
test_elimination (void)
{
  int strength = sand_ohw_strength_for ("regular");

  strength = sand_ohw_apply_casualties (strength, sand_ohw_casualties (TK, INF, 6, FALSE));
  g_assert_cmpint (strength, ==, 9);
  g_assert_false (sand_ohw_is_eliminated (strength));
  strength = sand_ohw_apply_casualties (strength, sand_ohw_casualties (ATG, TK, 6, FALSE));
  g_assert_cmpint (strength, ==, 1);
  g_assert_false (sand_ohw_is_eliminated (strength));
  strength = sand_ohw_apply_casualties (strength, sand_ohw_casualties (INF, INF, 4, FALSE));
  g_assert_cmpint (strength, ==, 0);
  g_assert_true (sand_ohw_is_eliminated (strength));
}

/* "Weapon Ranges": artillery 8 hexes, every other class 2. */
static void
test_weapon_ranges (void)
{
  static const int expected[SAND_OHW_N_CLASSES] = {
    [INF] = 2, [CAV] = 2, [ATG] = 2, [ART] = 8, [AC] = 2, [TK] = 2,
  };

  for (int c = 0; c < SAND_OHW_N_CLASSES; c++)
    g_assert_cmpint (sand_ohw_weapon_range (c), ==, expected[c]);
  g_assert_cmpint (SAND_OHW_OBSERVATION_RANGE, ==, 3);
}

/* The class ids of ruleset ohw-ww2-hex (MOVEMENT.md §4). */
static void
test_class_ids (void)
{
  static const char *ids[] = {
    "infantry", "cavalry", "anti-tank-gun", "artillery", "armoured-car", "tank",
  };

  for (int c = 0; c < SAND_OHW_N_CLASSES; c++)
    {
      g_assert_cmpstr (sand_ohw_class_to_string (c), ==, ids[c]);
      g_assert_cmpint (sand_ohw_class_from_string (ids[c]), ==, c);
      g_assert_nonnull (sand_ohw_class_get_label (c));
    }
  g_assert_cmpint (sand_ohw_class_from_string ("rifleman"), ==, SAND_OHW_INVALID);
  g_assert_cmpint (sand_ohw_class_from_string (NULL), ==, SAND_OHW_INVALID);
  g_assert_true (sand_ohw_class_is_armoured (AC));
  g_assert_true (sand_ohw_class_is_armoured (TK));
  g_assert_false (sand_ohw_class_is_armoured (ATG));
}

void
test_ohw_combat_add_tests (void)
{
  for (gsize i = 0; i < G_N_ELEMENTS (rows); i++)
    g_test_add_data_func (rows[i].path, &rows[i], test_casualty_row);
  g_test_add_func ("/hex/ohw/casualties/cavalry-vs-artillery-not-stated",
                   test_casualty_cavalry_vs_artillery);
  g_test_add_func ("/hex/ohw/casualties/examples", test_casualty_examples);
  g_test_add_func ("/hex/ohw/strength", test_strengths);
  g_test_add_func ("/hex/ohw/eliminated-at-0", test_elimination);
  g_test_add_func ("/hex/ohw/weapon-ranges", test_weapon_ranges);
  g_test_add_func ("/hex/ohw/class-ids", test_class_ids);
}
