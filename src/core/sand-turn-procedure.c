/* sand-turn-procedure.c: the turn procedure's look-ups and its defaults.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "sand-ruleset-private.h"
#include "sand-turn-procedure.h"

static void
step_free (gpointer data)
{
  SandTurnStep *step = data;

  g_free (step->id);
  g_free (step->name);
  g_free (step);
}

static void
card_rule_free (gpointer data)
{
  SandCardRule *rule = data;

  g_strfreev (rule->when);
  g_free (rule);
}

static void
activity_free (gpointer data)
{
  SandActivity *a = data;

  g_free (a->id);
  g_free (a->name);
  g_free (a);
}

static void
die_free (gpointer data)
{
  SandDieDef *d = data;

  g_free (d->id);
  g_free (d->name);
  sand_dice_free (d->dice);
  g_free (d);
}

static void
check_free (gpointer data)
{
  SandCheckDef *c = data;

  g_free (c->id);
  g_free (c->name);
  sand_dice_free (c->dice);
  g_free (c);
}

SandTurnProcedure *
_sand_turn_procedure_new (void)
{
  SandTurnProcedure *turn = g_new0 (SandTurnProcedure, 1);

  turn->activation = SAND_ACTIVATION_FREE;
  turn->anchor = SAND_ANCHOR_TURN;
  turn->moves = 1;
  turn->activations = 1;
  turn->actions = SAND_ACTIONS_PER_MOVE;
  turn->initiative = sand_dice_parse ("D6", NULL);
  turn->initiative_reroll = TRUE;
  turn->pips = sand_dice_parse ("D6", NULL);
  turn->steps = g_ptr_array_new_with_free_func (step_free);
  turn->cards = g_ptr_array_new_with_free_func (card_rule_free);
  turn->activities = g_ptr_array_new_with_free_func (activity_free);
  turn->dice = g_ptr_array_new_with_free_func (die_free);
  turn->checks = g_ptr_array_new_with_free_func (check_free);
  return turn;
}

void
sand_turn_procedure_free (SandTurnProcedure *turn)
{
  if (turn == NULL)
    return;
  g_ptr_array_unref (turn->steps);
  g_ptr_array_unref (turn->cards);
  g_ptr_array_unref (turn->activities);
  g_ptr_array_unref (turn->dice);
  g_ptr_array_unref (turn->checks);
  sand_dice_free (turn->initiative);
  sand_dice_free (turn->pips);
  g_free (turn);
}

const SandTurnProcedure *
_sand_turn_procedure_defaults (void)
{
  static SandTurnProcedure *defaults;

  if (g_once_init_enter (&defaults))
    g_once_init_leave (&defaults, _sand_turn_procedure_new ());
  return defaults;
}

const SandTurnProcedure *
sand_ruleset_get_turn (SandRuleset *ruleset)
{
  g_return_val_if_fail (SAND_IS_RULESET (ruleset), NULL);

  return ruleset->turn != NULL ? ruleset->turn : _sand_turn_procedure_defaults ();
}

const SandTurnStep *
sand_turn_procedure_find_step (const SandTurnProcedure *turn,
                               SandTurnStepKind         kind)
{
  g_return_val_if_fail (turn != NULL, NULL);

  for (guint i = 0; i < turn->steps->len; i++)
    if (((SandTurnStep *) turn->steps->pdata[i])->kind == kind)
      return turn->steps->pdata[i];
  return NULL;
}

const SandActivity *
sand_turn_procedure_find_activity (const SandTurnProcedure *turn,
                                   const char              *id)
{
  g_return_val_if_fail (turn != NULL, NULL);

  for (guint i = 0; id != NULL && i < turn->activities->len; i++)
    if (g_str_equal (((SandActivity *) turn->activities->pdata[i])->id, id))
      return turn->activities->pdata[i];
  return NULL;
}

const SandCheckDef *
sand_turn_procedure_find_check (const SandTurnProcedure *turn,
                                const char              *id)
{
  g_return_val_if_fail (turn != NULL, NULL);

  for (guint i = 0; id != NULL && i < turn->checks->len; i++)
    if (g_str_equal (((SandCheckDef *) turn->checks->pdata[i])->id, id))
      return turn->checks->pdata[i];
  return NULL;
}

/* A copy of @dice (expressions are immutable and have no copy of their own). */
static SandDice *
dice_copy (const SandDice *dice)
{
  g_autofree char *text = sand_dice_to_string (dice);

  return sand_dice_parse (text, NULL);
}

SandDice *
sand_turn_procedure_resolve_dice (const SandTurnProcedure *turn,
                                  const char              *text,
                                  guint                   *directions,
                                  const SandCheckDef     **check,
                                  GError                 **error)
{
  const SandCheckDef *c;

  g_return_val_if_fail (turn != NULL && text != NULL, NULL);

  if (check != NULL)
    *check = NULL;
  if (directions != NULL)
    *directions = 0;
  for (guint i = 0; i < turn->dice->len; i++)
    {
      const SandDieDef *die = turn->dice->pdata[i];

      if (g_str_equal (die->id, text))
        {
          if (directions != NULL)
            *directions = die->directions;
          return dice_copy (die->dice);
        }
    }
  c = sand_turn_procedure_find_check (turn, text);
  if (c != NULL)
    {
      if (check != NULL)
        *check = c;
      return dice_copy (c->dice);
    }
  return sand_dice_parse (text, error);
}

const char *
sand_turn_step_get_label (const SandTurnStep *step)
{
  g_return_val_if_fail (step != NULL, NULL);

  if (step->name != NULL)
    return step->name;
  switch (step->kind)
    {
    case SAND_TURN_STEP_WEATHER: return _("Weather");
    case SAND_TURN_STEP_INITIATIVE: return _("Initiative");
    case SAND_TURN_STEP_PIPS: return _("PIP dice");
    case SAND_TURN_STEP_DECK: return _("Shuffle the deck");
    case SAND_TURN_STEP_PHASE:
    default: return step->id;
    }
}
