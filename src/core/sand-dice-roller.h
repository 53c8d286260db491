/* sand-dice-roller.h: the dice of a game in play, rolled from a seeded generator
 * whose seed and count of numbers drawn are kept, so a game's log replays roll
 * for roll.
 *
 * The generator is SplitMix64: the n-th number drawn depends only on the seed
 * and n, so (seed, draws) is the whole state and fits in two attributes. A roll
 * of a dice expression (sand-dice.h) draws one number, which seeds the dice.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-dice.h"

G_BEGIN_DECLS

/* Seeds are 32-bit so that every tool (a shell, JSON) reads them exactly. */
#define SAND_DICE_MAX_SEED G_MAXUINT32

typedef struct
{
  guint32 seed;
  guint64 draws;
} SandDiceRoller;

void     sand_dice_roller_init    (SandDiceRoller *roller,
                                   guint32         seed,
                                   guint64         draws);
/* A uniformly drawn number from 1 to @sides (>= 1), without the bias of a
 * modulo: numbers that would favour low faces are drawn again. */
guint    sand_dice_roller_face    (SandDiceRoller *roller,
                                   guint           sides);
/* A Fisher–Yates shuffle of @n pointers. */
void     sand_dice_roller_shuffle (SandDiceRoller *roller,
                                   gpointer       *items,
                                   guint           n);

typedef struct
{
  int   score;      /* the dice's sum, without the expression's modifier */
  int   total;      /* with it */
  int   direction;  /* degrees clockwise from the unit's front, or -1 */
  char *faces;      /* each die's face as the file keeps them, "3 5", "-2" */
} SandDiceRoll;

/* Rolls @dice; with @directions (> 0) the roll also shows an arrow, one of so
 * many directions round the unit (seed 000's arrow die). Free the roll's faces
 * with sand_dice_roll_clear(). */
void     sand_dice_roller_roll    (SandDiceRoller *roller,
                                   const SandDice *dice,
                                   guint           directions,
                                   SandDiceRoll   *roll);
void     sand_dice_roll_clear     (SandDiceRoll   *roll);
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (SandDiceRoll, sand_dice_roll_clear)

G_END_DECLS
