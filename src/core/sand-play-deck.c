/* sand-play-deck.c: the activation deck (seed 001) — made from the forces as the
 * ruleset's <cards> say, drawn card by card, changed by the player — and work
 * of several cards.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "sand-error.h"
#include "sand-play-edit-private.h"

/* The figures of a side that the deck counts: units whose class moves. */
static GPtrArray *
side_figures (SandPlayEdit *edit,
              SandSide     *side)
{
  GListModel *units = sand_scenario_get_units (edit->scenario);
  GPtrArray *figures = g_ptr_array_new_with_free_func (g_object_unref);

  for (guint i = 0; i < g_list_model_get_n_items (units); i++)
    {
      g_autoptr (SandUnit) unit = g_list_model_get_item (units, i);
      g_auto (GStrv) modes = NULL;

      if (sand_unit_get_side (unit) != side)
        continue;
      modes = edit->ruleset ? sand_ruleset_class_modes (edit->ruleset, sand_unit_get_class (unit)) : NULL;
      if (edit->ruleset == NULL || (modes != NULL && modes[0] != NULL))
        g_ptr_array_add (figures, g_steal_pointer (&unit));
    }
  return figures;
}

static gboolean
rule_applies (const SandCardRule *rule,
              guint               figures)
{
  return (rule->figures_at_most == 0 || figures <= rule->figures_at_most) && figures > rule->figures_over;
}

/* The count of the last rule of @per and @free that applies to @unit (any figure
 * of the team for a team's rule), 0 when none. */
static guint
card_count (SandPlayEdit *edit,
            SandCardsPer  per,
            gboolean      free_cards,
            guint         figures,
            SandUnit     *unit)
{
  guint count = 0;

  for (guint i = 0; i < edit->turn->cards->len; i++)
    {
      const SandCardRule *rule = edit->turn->cards->pdata[i];

      if (rule->per == per && rule->free == free_cards && rule_applies (rule, figures)
          && (unit == NULL || _sand_play_unit_matches (edit->ruleset, unit, rule->when)))
        count = rule->count;
    }
  return count;
}

static void
add_cards (SandPlayEdit *edit,
           guint         count,
           const char   *side,
           const char   *team,
           const char   *unit,
           gboolean      free_cards)
{
  for (guint i = 0; i < count; i++)
    {
      SandPlayEntry *card = sand_play_entry_new (SAND_PLAY_CARD);

      sand_play_entry_set (card, "side", side);
      sand_play_entry_set (card, "team", team);
      sand_play_entry_set (card, "unit", unit);
      sand_play_entry_set_boolean (card, "free", free_cards);
      g_ptr_array_add (edit->state->deck, card);
    }
}

/* One side's cards: a figure's, then each team's (a figure of no team is a team
 * of his own, his cards naming him), then the side's free cards. */
static void
build_side (SandPlayEdit *edit,
            SandSide     *side)
{
  g_autoptr (GPtrArray) figures = side_figures (edit, side);
  g_autoptr (GHashTable) teams = g_hash_table_new (g_str_hash, g_str_equal);
  const char *side_id = sand_side_get_id (side);

  for (guint i = 0; i < figures->len; i++)
    {
      SandUnit *unit = figures->pdata[i];

      add_cards (edit, card_count (edit, SAND_CARDS_PER_FIGURE, FALSE, figures->len, unit), side_id, NULL,
                 sand_unit_get_id (unit), FALSE);
    }
  for (guint i = 0; i < figures->len; i++)
    {
      SandUnit *unit = figures->pdata[i];
      const char *team = sand_unit_get_team (unit);
      guint count, free_count;

      if (team != NULL && !g_hash_table_add (teams, (gpointer) team))
        continue;
      count = card_count (edit, SAND_CARDS_PER_TEAM, FALSE, figures->len, NULL);
      free_count = card_count (edit, SAND_CARDS_PER_TEAM, TRUE, figures->len, NULL);
      if (team != NULL)
        add_cards (edit, count, side_id, team, NULL, FALSE);
      else
        add_cards (edit, count, side_id, NULL, sand_unit_get_id (unit), FALSE);
      add_cards (edit, free_count, side_id, NULL, NULL, TRUE);
    }
  if (figures->len > 0)
    add_cards (edit, card_count (edit, SAND_CARDS_PER_SIDE, TRUE, figures->len, NULL), side_id, NULL, NULL, TRUE);
}

void
_sand_play_edit_build_deck (SandPlayEdit *edit)
{
  GListModel *sides = sand_scenario_get_sides (edit->scenario);

  g_ptr_array_set_size (edit->state->deck, 0);
  edit->state->drawn = 0;
  for (guint i = 0; i < g_list_model_get_n_items (sides); i++)
    {
      g_autoptr (SandSide) side = g_list_model_get_item (sides, i);

      build_side (edit, side);
    }
}

void
sand_play_build_deck (SandHistory *history,
                      SandRuleset *ruleset)
{
  SandPlayEdit edit;

  g_return_if_fail (SAND_IS_HISTORY (history));

  _sand_play_edit_begin (&edit, history, ruleset, _("Make the Deck"));
  _sand_play_edit_build_deck (&edit);
  _sand_play_edit_commit (&edit);
}

SandPlayEntry *
sand_play_draw (SandHistory *history,
                SandRuleset *ruleset,
                GError     **error)
{
  SandPlayEdit edit;
  SandPlayEntry *card, *entry;
  static const char * const copied[] = { "side", "team", "unit", "free" };

  g_return_val_if_fail (SAND_IS_HISTORY (history), NULL);

  _sand_play_edit_begin (&edit, history, ruleset, _("Draw a Card"));
  if (sand_turn_procedure_find_step (edit.turn, SAND_TURN_STEP_DECK) == NULL)
    {
      g_set_error (error, SAND_ERROR, SAND_ERROR_FAILED, _("The ruleset “%s” plays without a deck of cards"),
                   ruleset ? sand_ruleset_get_id (ruleset) : "");
      _sand_play_edit_cancel (&edit);
      return NULL;
    }
  _sand_play_edit_start_turn (&edit);
  if (edit.state->drawn >= edit.state->deck->len)
    {
      g_set_error_literal (error, SAND_ERROR, SAND_ERROR_FAILED,
                           edit.state->deck->len == 0 ? _("The deck has no cards: the forces have no one to act")
                                                      : _("The deck is spent: the turn is over"));
      _sand_play_edit_cancel (&edit);
      return NULL;
    }
  card = edit.state->deck->pdata[edit.state->drawn++];
  entry = _sand_play_edit_log (&edit, SAND_PLAY_DRAW);
  sand_play_entry_set_int (entry, "card", edit.state->drawn);
  for (guint i = 0; i < G_N_ELEMENTS (copied); i++)
    sand_play_entry_set (entry, copied[i], sand_play_entry_get (card, copied[i]));
  g_object_ref (entry);
  _sand_play_edit_commit (&edit);
  /* the log holds it now */
  g_object_unref (entry);
  return entry;
}

gboolean
sand_play_add_card (SandHistory *history,
                    const char  *side,
                    const char  *team,
                    const char  *unit,
                    guint        position,
                    GError     **error)
{
  SandPlayEdit edit;
  SandPlayEntry *card;
  guint at;

  g_return_val_if_fail (SAND_IS_HISTORY (history), FALSE);
  g_return_val_if_fail (side != NULL, FALSE);

  _sand_play_edit_begin (&edit, history, NULL, _("Add a Card"));
  if (sand_scenario_find_side (edit.scenario, side) == NULL)
    {
      g_set_error (error, SAND_ERROR, SAND_ERROR_NOT_FOUND, _("There is no side “%s”"), side);
      _sand_play_edit_cancel (&edit);
      return FALSE;
    }
  card = sand_play_entry_new (SAND_PLAY_CARD);
  sand_play_entry_set (card, "side", side);
  sand_play_entry_set (card, "team", team);
  sand_play_entry_set (card, "unit", unit);
  sand_play_entry_set_boolean (card, "free", team == NULL && unit == NULL);
  at = MIN (edit.state->drawn + position, edit.state->deck->len);
  g_ptr_array_insert (edit.state->deck, (int) at, card);
  _sand_play_edit_commit (&edit);
  return TRUE;
}

gboolean
sand_play_remove_card (SandHistory *history,
                       guint        position,
                       GError     **error)
{
  SandPlayEdit edit;

  g_return_val_if_fail (SAND_IS_HISTORY (history), FALSE);

  _sand_play_edit_begin (&edit, history, NULL, _("Remove a Card"));
  if (edit.state->drawn + position >= edit.state->deck->len)
    {
      g_set_error (error, SAND_ERROR, SAND_ERROR_NOT_FOUND,
                   _("There is no card %u among the %u not yet drawn"), position + 1,
                   edit.state->deck->len - edit.state->drawn);
      _sand_play_edit_cancel (&edit);
      return FALSE;
    }
  g_ptr_array_remove_index (edit.state->deck, edit.state->drawn + position);
  _sand_play_edit_commit (&edit);
  return TRUE;
}
