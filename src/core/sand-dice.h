/* sand-dice.h: dice expressions as rules write them — "D6", "2D6+1", "D6-2",
 * "D10 + D6", "3".
 *
 * An expression is a sum of terms, each "NdS" (N dice of S sides, N 1 when left
 * out, "d" or "D") or a whole number, joined by + and -. The dice a player rolls
 * are the terms with dice; the whole numbers are the modifier added to their
 * score. A parsed expression is immutable.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The most dice an expression may roll at once, and the most sides a die may
 * have: more is a slip of the pen, and keeps sums far from overflowing. */
#define SAND_DICE_MAX_COUNT 100
#define SAND_DICE_MAX_SIDES 1000

typedef struct _SandDice SandDice;

/* NULL with @error (SAND_ERROR_INVALID, saying what is wrong in the
 * expression) when @text is not a dice expression. */
SandDice *sand_dice_parse        (const char     *text,
                                  GError        **error);
void      sand_dice_free         (SandDice       *dice);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (SandDice, sand_dice_free)

/* The expression written plainly: "2D6+1", "D6-2", "D6" (one die's count left
 * out, no spaces, dice first, then the modifier). */
char     *sand_dice_to_string    (const SandDice *dice);
/* Only the dice, without the modifier ("2D6"); "" when there are none. */
char     *sand_dice_dice_string  (const SandDice *dice);

/* The number of dice rolled (0 for a plain number). */
guint     sand_dice_count        (const SandDice *dice);
/* The sum of the whole numbers: "D6-2" is -2. */
int       sand_dice_modifier     (const SandDice *dice);
/* The lowest and highest score of the dice alone (a negative die, "D6-D4",
 * counts against), modifier not added. */
int       sand_dice_score_min    (const SandDice *dice);
int       sand_dice_score_max    (const SandDice *dice);
/* The lowest and highest total, modifier added. */
int       sand_dice_min          (const SandDice *dice);
int       sand_dice_max          (const SandDice *dice);

/* The total for a score the player rolled on the dice: @score plus the
 * modifier. */
int       sand_dice_total        (const SandDice *dice,
                                  int             score);
/* Rolls every die with @rand and returns the score of the dice (modifier not
 * added); @faces (may be NULL) receives each die's face in the order written,
 * a GArray of int, negative for a die that counts against. */
int       sand_dice_roll         (const SandDice *dice,
                                  GRand          *rand,
                                  GArray         *faces);

G_END_DECLS
