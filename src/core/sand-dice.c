/* sand-dice.c: parsing, writing and rolling dice expressions.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "sand-dice.h"
#include "sand-error.h"

/* A modifier larger than any table's: keeps totals far from overflowing. */
#define MAX_NUMBER 1000000

typedef struct
{
  int   sign;   /* +1 or -1 */
  guint count;
  guint sides;
} Term;

struct _SandDice
{
  GArray *terms;    /* Term, in the order written */
  int     modifier;
};

static gboolean
fail (GError    **error,
      const char *text,
      const char *what)
{
  /* Translators: a dice expression such as "2D6+1", then what is wrong with it */
  g_set_error (error, SAND_ERROR, SAND_ERROR_INVALID, _("“%s” is not a dice expression: %s"), text, what);
  return FALSE;
}

/* Digits at *p as a number, at most MAX_NUMBER; FALSE when there are none or
 * it is larger. */
static gboolean
read_number (const char **p,
             guint       *out)
{
  guint64 v = 0;

  if (!g_ascii_isdigit (**p))
    return FALSE;
  while (g_ascii_isdigit (**p))
    {
      v = v * 10 + (guint64) (**p - '0');
      if (v > MAX_NUMBER)
        return FALSE;
      (*p)++;
    }
  *out = (guint) v;
  return TRUE;
}

static gboolean
parse_term (SandDice   *dice,
            const char *text,
            const char **p,
            int         sign,
            guint      *n_dice,
            GError    **error)
{
  guint count = 1, sides = 0;
  gboolean has_count = g_ascii_isdigit (**p);

  if (has_count && !read_number (p, &count))
    return fail (error, text, _("a number is too large"));
  if (**p != 'd' && **p != 'D')
    {
      if (!has_count)
        return fail (error, text, _("expected a number or a die such as D6"));
      dice->modifier += sign * (int) count;
      if (ABS (dice->modifier) > MAX_NUMBER)
        return fail (error, text, _("a number is too large"));
      return TRUE;
    }
  (*p)++;
  if (!read_number (p, &sides))
    return fail (error, text, _("a die needs its number of sides, such as D6"));
  if (count == 0)
    return fail (error, text, _("no dice to roll (0D…)"));
  if (sides < 2 || sides > SAND_DICE_MAX_SIDES)
    return fail (error, text, _("a die has from 2 to 1000 sides"));
  *n_dice += count;
  if (*n_dice > SAND_DICE_MAX_COUNT)
    return fail (error, text, _("more than 100 dice"));
  g_array_append_val (dice->terms, ((Term) { sign, count, sides }));
  return TRUE;
}

SandDice *
sand_dice_parse (const char *text,
                 GError    **error)
{
  g_autoptr (SandDice) dice = g_new0 (SandDice, 1);
  const char *p = text;
  guint n_dice = 0;
  int sign = 1;

  g_return_val_if_fail (text != NULL, NULL);

  dice->terms = g_array_new (FALSE, FALSE, sizeof (Term));
  while (g_ascii_isspace (*p))
    p++;
  if (*p == '\0')
    {
      fail (error, text, _("it is empty"));
      return NULL;
    }
  if (*p == '+' || *p == '-')
    sign = *p++ == '-' ? -1 : 1;
  for (;;)
    {
      while (g_ascii_isspace (*p))
        p++;
      if (!parse_term (dice, text, &p, sign, &n_dice, error))
        return NULL;
      while (g_ascii_isspace (*p))
        p++;
      if (*p == '\0')
        break;
      if (*p != '+' && *p != '-')
        {
          g_autofree char *what = g_strdup_printf (_("unexpected “%c”"), *p);

          fail (error, text, what);
          return NULL;
        }
      sign = *p++ == '-' ? -1 : 1;
    }
  return g_steal_pointer (&dice);
}

void
sand_dice_free (SandDice *dice)
{
  if (dice == NULL)
    return;
  g_array_unref (dice->terms);
  g_free (dice);
}

static void
append_dice (GString        *s,
             const SandDice *dice)
{
  for (guint i = 0; i < dice->terms->len; i++)
    {
      const Term *t = &g_array_index (dice->terms, Term, i);

      if (t->sign < 0)
        g_string_append_c (s, '-');
      else if (i > 0)
        g_string_append_c (s, '+');
      if (t->count != 1)
        g_string_append_printf (s, "%u", t->count);
      g_string_append_printf (s, "D%u", t->sides);
    }
}

char *
sand_dice_to_string (const SandDice *dice)
{
  GString *s = g_string_new (NULL);

  g_return_val_if_fail (dice != NULL, NULL);

  append_dice (s, dice);
  if (dice->modifier != 0 || s->len == 0)
    g_string_append_printf (s, s->len > 0 ? "%+d" : "%d", dice->modifier);
  return g_string_free (s, FALSE);
}

char *
sand_dice_dice_string (const SandDice *dice)
{
  GString *s = g_string_new (NULL);

  g_return_val_if_fail (dice != NULL, NULL);

  append_dice (s, dice);
  return g_string_free (s, FALSE);
}

guint
sand_dice_count (const SandDice *dice)
{
  guint n = 0;

  g_return_val_if_fail (dice != NULL, 0);

  for (guint i = 0; i < dice->terms->len; i++)
    n += g_array_index (dice->terms, Term, i).count;
  return n;
}

int
sand_dice_modifier (const SandDice *dice)
{
  g_return_val_if_fail (dice != NULL, 0);
  return dice->modifier;
}

/* The extreme score of the dice: each die at 1 or at its sides, whichever
 * gives the lowest (@high FALSE) or highest sum. */
static int
score_extreme (const SandDice *dice,
               gboolean        high)
{
  int sum = 0;

  for (guint i = 0; i < dice->terms->len; i++)
    {
      const Term *t = &g_array_index (dice->terms, Term, i);
      gboolean top = (t->sign > 0) == high;

      sum += t->sign * (int) t->count * (top ? (int) t->sides : 1);
    }
  return sum;
}

int
sand_dice_score_min (const SandDice *dice)
{
  g_return_val_if_fail (dice != NULL, 0);
  return score_extreme (dice, FALSE);
}

int
sand_dice_score_max (const SandDice *dice)
{
  g_return_val_if_fail (dice != NULL, 0);
  return score_extreme (dice, TRUE);
}

int
sand_dice_min (const SandDice *dice)
{
  g_return_val_if_fail (dice != NULL, 0);
  return score_extreme (dice, FALSE) + dice->modifier;
}

int
sand_dice_max (const SandDice *dice)
{
  g_return_val_if_fail (dice != NULL, 0);
  return score_extreme (dice, TRUE) + dice->modifier;
}

int
sand_dice_total (const SandDice *dice,
                 int             score)
{
  g_return_val_if_fail (dice != NULL, score);
  return score + dice->modifier;
}

int
sand_dice_roll (const SandDice *dice,
                GRand          *rand,
                GArray         *faces)
{
  int sum = 0;

  g_return_val_if_fail (dice != NULL, 0);
  g_return_val_if_fail (rand != NULL, 0);

  for (guint i = 0; i < dice->terms->len; i++)
    {
      const Term *t = &g_array_index (dice->terms, Term, i);

      for (guint k = 0; k < t->count; k++)
        {
          int face = t->sign * g_rand_int_range (rand, 1, (gint32) t->sides + 1);

          if (faces != NULL)
            g_array_append_val (faces, face);
          sum += face;
        }
    }
  return sum;
}
