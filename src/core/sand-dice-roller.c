/* sand-dice-roller.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sand-dice-roller.h"

#define GOLDEN_GAMMA G_GUINT64_CONSTANT (0x9e3779b97f4a7c15)

void
sand_dice_roller_init (SandDiceRoller *roller,
                       guint32         seed,
                       guint64         draws)
{
  g_return_if_fail (roller != NULL);

  roller->seed = seed;
  roller->draws = draws;
}

/* The next 64-bit number: SplitMix64's output for the draws-th step. */
static guint64
next (SandDiceRoller *roller)
{
  guint64 z = (guint64) roller->seed + ++roller->draws * GOLDEN_GAMMA;

  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94d049bb133111eb);
  return z ^ (z >> 31);
}

guint
sand_dice_roller_face (SandDiceRoller *roller,
                       guint           sides)
{
  guint64 limit, v;

  g_return_val_if_fail (roller != NULL, 1);
  g_return_val_if_fail (sides >= 1, 1);

  /* the largest multiple of @sides a 64-bit number can hold */
  limit = G_MAXUINT64 - G_MAXUINT64 % sides;
  do
    v = next (roller);
  while (v >= limit);
  return (guint) (v % sides) + 1;
}

void
sand_dice_roller_shuffle (SandDiceRoller *roller,
                          gpointer       *items,
                          guint           n)
{
  g_return_if_fail (roller != NULL);

  for (guint i = n; i > 1; i--)
    {
      guint j = sand_dice_roller_face (roller, i) - 1;
      gpointer t = items[i - 1];

      items[i - 1] = items[j];
      items[j] = t;
    }
}

void
sand_dice_roller_roll (SandDiceRoller *roller,
                       const SandDice *dice,
                       guint           directions,
                       SandDiceRoll   *roll)
{
  g_autoptr (GArray) faces = g_array_new (FALSE, FALSE, sizeof (int));
  GRand *rand;
  GString *text = g_string_new (NULL);

  g_return_if_fail (roller != NULL && dice != NULL && roll != NULL);

  /* one number of the kept sequence seeds the dice of this roll */
  rand = g_rand_new_with_seed ((guint32) (next (roller) >> 32));
  roll->score = sand_dice_roll (dice, rand, faces);
  g_rand_free (rand);
  roll->total = sand_dice_total (dice, roll->score);
  for (guint i = 0; i < faces->len; i++)
    g_string_append_printf (text, "%s%d", i > 0 ? " " : "", g_array_index (faces, int, i));
  roll->faces = g_string_free (text, FALSE);
  /* the arrow is read after the number */
  roll->direction = directions > 0 ? (int) ((sand_dice_roller_face (roller, directions) - 1) * 360 / directions) : -1;
}

void
sand_dice_roll_clear (SandDiceRoll *roll)
{
  g_clear_pointer (&roll->faces, g_free);
}
