/* test-ohw-combat.c: the text's casualty table, strengths and ranges, row by
 * row, against the <combat>, <strength> and <weapon>s of the installed
 * ohw-ww2-hex ruleset file, read by the general interpreters.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "test-hex.h"

#include <string.h>

#include "sand-unit.h"

#define INF "infantry"
#define CAV "cavalry"
#define ATG "anti-tank-gun"
#define ART "artillery"
#define AC  "armoured-car"
#define TK  "tank"
#define END NULL

typedef struct
{
  const char *targets[7]; /* up to END */
  int         modifier;
} Group;

typedef struct
{
  const char *path;
  const char *attacker;
  Group       groups[2];
} Row;

/* The row of the file's table for @attacker against @target. */
static const SandCombatRow *
row_for (const char *attacker,
         const char *target)
{
  const SandCombatRow *row = sand_combat_table_row_for (test_hex_ohw (), attacker, target, NULL, NULL);

  g_assert_nonnull (row);
  return row;
}

/* The hits of one D6 scored @die, the target in cover or not. */
static int
casualties (const char *attacker,
            const char *target,
            int         die,
            gboolean    in_cover)
{
  const SandRulesetCombat *combat = sand_ruleset_get_combat (test_hex_ohw ());

  return sand_combat_table_hits (combat, row_for (attacker, target), die, in_cover);
}

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
        const char *target = row->groups[g].targets[t];
        int mod = row->groups[g].modifier;
        const SandCombatRow *found = row_for (row->attacker, target);

        named++;
        /* "One D6 per unit fighting", modified */
        g_assert_cmpuint (sand_dice_count (found->dice), ==, 1);
        g_assert_cmpint (sand_dice_score_min (found->dice), ==, 1);
        g_assert_cmpint (sand_dice_score_max (found->dice), ==, 6);
        g_assert_cmpint (sand_dice_modifier (found->dice), ==, mod);
        /* stated by the text: no reading of the file's own */
        g_assert_null (found->note);
        for (int die = 1; die <= 6; die++)
          {
            int full = MAX (0, die + mod);

            g_assert_cmpint (casualties (row->attacker, target, die, FALSE), ==, full);
            /* "half casualties. (Fractions are rounded up.)" */
            g_assert_cmpint (casualties (row->attacker, target, die, TRUE), ==, full / 2 + full % 2);
          }
      }
  /* Every row names all six classes but the cavalry one, which omits artillery. */
  g_assert_cmpint (named, ==, g_str_equal (row->attacker, CAV) ? 5 : 6);
}

/* The cavalry line gives no number against artillery; D6-2 like the rest of it,
 * with the file's note saying it is a reading. */
static void
test_casualty_cavalry_vs_artillery (void)
{
  const SandCombatRow *row = row_for (CAV, ART);

  g_assert_cmpint (sand_dice_modifier (row->dice), ==, -2);
  g_assert_nonnull (row->note);
  g_assert_nonnull (strstr (row->note, "no number against artillery"));
  g_assert_cmpint (casualties (CAV, ART, 6, FALSE), ==, 4);
}

/* Spot values worked by hand. */
static void
test_casualty_examples (void)
{
  /* Tanks against tanks, a 6: 8, in hull down 4. */
  g_assert_cmpint (casualties (TK, TK, 6, FALSE), ==, 8);
  g_assert_cmpint (casualties (TK, TK, 6, TRUE), ==, 4);
  /* A 5 in cover: 7 halved is 3.5, rounded up to 4. */
  g_assert_cmpint (casualties (AC, AC, 5, TRUE), ==, 4);
  /* Infantry against tanks, a 1: 1 - 2 is nothing, not a gain. */
  g_assert_cmpint (casualties (INF, TK, 1, FALSE), ==, 0);
  g_assert_cmpint (casualties (INF, TK, 3, FALSE), ==, 1);
  g_assert_cmpint (casualties (INF, TK, 3, TRUE), ==, 1);
  /* Anti-tank guns against infantry, a 4 in cover: 2 halved is 1. */
  g_assert_cmpint (casualties (ATG, INF, 4, TRUE), ==, 1);
  /* A class the table does not name has no row. */
  g_assert_null (sand_combat_table_row_for (test_hex_ohw (), "rifleman", INF, NULL, NULL));
}

/* "Units are allotted a pre-battle strength. This is normally 15, but this may
 * be increased or decreased depending upon the unit's status (e.g. elite = 20;
 * regular = 15; militia = 10)": 15 unless the unit says. */
static void
test_strengths (void)
{
  g_autoptr (SandUnit) plain = sand_unit_new ("a", TK, NULL, 0, 0);
  g_autoptr (SandUnit) elite = sand_unit_new ("b", INF, NULL, 0, 0);
  const char *attribute = NULL;
  double strength = 0;

  g_assert_true (sand_strength_counted (test_hex_ohw (), &attribute));
  g_assert_cmpstr (attribute, ==, "strength");
  g_assert_true (sand_strength_get (test_hex_ohw (), plain, &strength));
  g_assert_cmpfloat (strength, ==, 15);
  sand_unit_set_attr (elite, "strength", "20");
  g_assert_true (sand_strength_get (test_hex_ohw (), elite, &strength));
  g_assert_cmpfloat (strength, ==, 20);
}

/* "Units are eliminated once their strength is reduced to 0." */
static void
test_elimination (void)
{
  SandRuleset *rs = test_hex_ohw ();
  g_autoptr (SandUnit) unit = sand_unit_new ("u", INF, NULL, 0, 0);
  double strength = 15;

  strength = sand_strength_after_hits (rs, strength, casualties (TK, INF, 6, FALSE));
  g_assert_cmpfloat (strength, ==, 9);
  g_assert_false (sand_strength_is_eliminated (rs, strength));
  strength = sand_strength_after_hits (rs, strength, casualties (ATG, TK, 6, FALSE));
  g_assert_cmpfloat (strength, ==, 1);
  g_assert_false (sand_strength_is_eliminated (rs, strength));
  strength = sand_strength_after_hits (rs, strength, casualties (INF, INF, 4, FALSE));
  g_assert_cmpfloat (strength, ==, 0);
  g_assert_true (sand_strength_is_eliminated (rs, strength));

  g_assert_false (sand_strength_eliminated (rs, unit));
  sand_unit_set_attr (unit, "strength", "0");
  g_assert_true (sand_strength_eliminated (rs, unit));
}

/* "Weapon Ranges": artillery 8 hexes, every other class 2; "Observation Range
 * is 3 hexes."; "Units have a 360° arc-of-fire." */
static void
test_weapon_ranges (void)
{
  static const struct { const char *klass; double range; SandFireAt at; } expected[] = {
    { INF, 2, SAND_FIRE_AT_SEEN }, { CAV, 2, SAND_FIRE_AT_SEEN }, { ATG, 2, SAND_FIRE_AT_SEEN },
    { ART, 8, SAND_FIRE_AT_SEEN_BY_SIDE }, { AC, 2, SAND_FIRE_AT_SEEN }, { TK, 2, SAND_FIRE_AT_SEEN },
  };

  for (gsize c = 0; c < G_N_ELEMENTS (expected); c++)
    {
      const SandRulesetWeapon *w = sand_ruleset_find_weapon (test_hex_ohw (), expected[c].klass, NULL, NULL);

      g_assert_nonnull (w);
      g_assert_cmpfloat (w->range, ==, expected[c].range);
      g_assert_cmpfloat (w->arc, ==, 360);
      g_assert_cmpint (w->fire_at, ==, expected[c].at);
    }
  g_assert_null (sand_ruleset_find_weapon (test_hex_ohw (), "rifleman", NULL, NULL));
  g_assert_cmpfloat (sand_ruleset_get_sight (test_hex_ohw ())->range, ==, 3);
}

/* The class ids of ruleset ohw-ww2-hex (MOVEMENT.md §4), each in the table. */
static void
test_class_ids (void)
{
  static const char *ids[] = { INF, CAV, ATG, ART, AC, TK };
  guint n;
  const SandRulesetUnitClass * const *classes = sand_ruleset_get_classes (test_hex_ohw (), &n);

  g_assert_cmpuint (n, ==, G_N_ELEMENTS (ids));
  for (guint c = 0; c < n; c++)
    {
      g_assert_cmpstr (classes[c]->id, ==, ids[c]);
      for (guint t = 0; t < n; t++)
        g_assert_nonnull (row_for (ids[c], ids[t]));
    }
}

void
test_ohw_combat_add_tests (void)
{
  for (gsize i = 0; i < G_N_ELEMENTS (rows); i++)
    g_test_add_data_func (rows[i].path, &rows[i], test_casualty_row);
  g_test_add_func ("/hex/ohw/casualties/cavalry-vs-artillery-not-stated",
                   test_casualty_cavalry_vs_artillery);
  g_test_add_func ("/hex/ohw/casualties/examples", test_casualty_examples);
  g_test_add_func ("/hex/ohw/strength-normally-15", test_strengths);
  g_test_add_func ("/hex/ohw/eliminated-at-0", test_elimination);
  g_test_add_func ("/hex/ohw/weapon-ranges", test_weapon_ranges);
  g_test_add_func ("/hex/ohw/class-ids", test_class_ids);
}
