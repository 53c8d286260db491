/* test-dice.c: dice expressions as rulesets write them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "sand-dice.h"
#include "sand-error.h"

typedef struct
{
  const char *text;
  const char *written;   /* sand_dice_to_string () */
  guint       count;
  int         modifier;
  int         min, max;  /* totals */
} Good;

static void
test_parse (void)
{
  /* seed 003: "Casualties: One D6 per unit fighting" "= D6-2", "= D6+2" */
  static const Good good[] = {
    { "D6", "D6", 1, 0, 1, 6 },
    { "D6-2", "D6-2", 1, -2, -1, 4 },
    { "d6 + 2", "D6+2", 1, 2, 3, 8 },
    { "2D6+1", "2D6+1", 2, 1, 3, 13 },
    { " 3d10 ", "3D10", 3, 0, 3, 30 },
    { "D10 + D6 - 1", "D10+D6-1", 2, -1, 1, 15 },
    { "D6-D4", "D6-D4", 2, 0, -3, 5 },
    { "4", "4", 0, 4, 4, 4 },
    { "-1", "-1", 0, -1, -1, -1 },
    { "1 + 2", "3", 0, 3, 3, 3 },
    { "0", "0", 0, 0, 0, 0 },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (good); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (SandDice) dice = sand_dice_parse (good[i].text, &error);
      g_autofree char *written = NULL;

      g_assert_no_error (error);
      written = sand_dice_to_string (dice);
      g_assert_cmpstr (written, ==, good[i].written);
      g_assert_cmpuint (sand_dice_count (dice), ==, good[i].count);
      g_assert_cmpint (sand_dice_modifier (dice), ==, good[i].modifier);
      g_assert_cmpint (sand_dice_min (dice), ==, good[i].min);
      g_assert_cmpint (sand_dice_max (dice), ==, good[i].max);
      g_assert_cmpint (sand_dice_score_min (dice) + good[i].modifier, ==, good[i].min);
      g_assert_cmpint (sand_dice_total (dice, sand_dice_score_max (dice)), ==, good[i].max);
    }
}

static void
test_dice_alone (void)
{
  g_autoptr (SandDice) dice = sand_dice_parse ("2D6-3", NULL);
  g_autoptr (SandDice) plain = sand_dice_parse ("5", NULL);
  g_autofree char *rolled = sand_dice_dice_string (dice);
  g_autofree char *none = sand_dice_dice_string (plain);

  g_assert_cmpstr (rolled, ==, "2D6");
  g_assert_cmpstr (none, ==, "");
  g_assert_cmpint (sand_dice_score_min (dice), ==, 2);
  g_assert_cmpint (sand_dice_score_max (dice), ==, 12);
}

/* Said in the program's words, the whole expression quoted. */
static void
test_refused (void)
{
  static const struct { const char *text, *message; } bad[] = {
    { "", "“” is not a dice expression: it is empty" },
    { "D", "“D” is not a dice expression: a die needs its number of sides, such as D6" },
    { "D6+", "“D6+” is not a dice expression: expected a number or a die such as D6" },
    { "2 dice", "“2 dice” is not a dice expression: unexpected “d”" },
    { "D6 x 2", "unexpected “x”" },
    { "0D6", "no dice to roll (0D…)" },
    { "D1", "a die has from 2 to 1000 sides" },
    { "D1001", "a die has from 2 to 1000 sides" },
    { "101D6", "more than 100 dice" },
    { "60D6+41D6", "more than 100 dice" },
    { "99999999999D6", "a number is too large" },
    { "D6+2000000", "a number is too large" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr (GError) error = NULL;

      g_assert_null (sand_dice_parse (bad[i].text, &error));
      g_assert_error (error, SAND_ERROR, SAND_ERROR_INVALID);
      if (strstr (error->message, bad[i].message) == NULL)
        g_error ("%s: “%s”", bad[i].text, error->message);
    }
}

/* Every face in range, the score their sum, each die of "D6-D4" counted with
 * its sign; the same seed rolls the same. */
static void
test_roll (void)
{
  g_autoptr (SandDice) dice = sand_dice_parse ("2D6-D4+1", NULL);
  g_autoptr (GRand) rand = g_rand_new_with_seed (42);
  g_autoptr (GRand) again = g_rand_new_with_seed (42);
  gboolean seen[14] = { FALSE };

  for (int i = 0; i < 2000; i++)
    {
      g_autoptr (GArray) faces = g_array_new (FALSE, FALSE, sizeof (int));
      int score = sand_dice_roll (dice, rand, faces);
      int sum = 0;

      g_assert_cmpuint (faces->len, ==, 3);
      g_assert_cmpint (g_array_index (faces, int, 0), >=, 1);
      g_assert_cmpint (g_array_index (faces, int, 0), <=, 6);
      g_assert_cmpint (g_array_index (faces, int, 2), >=, -4);
      g_assert_cmpint (g_array_index (faces, int, 2), <=, -1);
      for (guint k = 0; k < faces->len; k++)
        sum += g_array_index (faces, int, k);
      g_assert_cmpint (score, ==, sum);
      g_assert_cmpint (score, >=, sand_dice_score_min (dice));
      g_assert_cmpint (score, <=, sand_dice_score_max (dice));
      g_assert_cmpint (sand_dice_roll (dice, again, NULL), ==, score);
      seen[score + 2] = TRUE;
    }
  /* -2 (1, 1, 4) to 11 (6, 6, 1) all come up */
  for (int s = -2; s <= 11; s++)
    g_assert_true (seen[s + 2]);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/dice/parse", test_parse);
  g_test_add_func ("/dice/dice-alone", test_dice_alone);
  g_test_add_func ("/dice/refused", test_refused);
  g_test_add_func ("/dice/roll", test_roll);

  return g_test_run ();
}
