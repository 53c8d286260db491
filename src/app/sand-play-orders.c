/* sand-play-orders.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "sand-document.h"
#include "sand-edit-play.h"
#include "sand-play-describe.h"
#include "sand-play-orders.h"
#include "sand-play.h"
#include "sand-turn-procedure.h"
#include "sand-window.h"

typedef struct
{
  SandWindow  *window;
  SandPlayAid *aid;
} Orders;

static SandHistory *
orders_history (Orders *o)
{
  return sand_document_get_history (sand_window_get_document (o->window));
}

static SandScenario *
orders_scenario (Orders *o)
{
  return sand_document_get_scenario (sand_window_get_document (o->window));
}

static void
refused (Orders *o,
         GError *error)
{
  if (error != NULL)
    sand_window_show_toast (o->window, error->message);
}

static void
build_deck_activated (GSimpleAction *action,
                      GVariant      *parameter,
                      gpointer       data)
{
  Orders *o = data;

  sand_play_build_deck (orders_history (o), sand_play_aid_get_ruleset (o->aid));
}

/* "SIDE", "SIDE:TEAM" or "SIDE:#UNIT", as sandtable-cli deck --add takes it. */
static void
add_card_activated (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       data)
{
  Orders *o = data;
  g_auto (GStrv) parts = g_strsplit (g_variant_get_string (parameter, NULL), ":", 2);
  const char *team = NULL, *unit = NULL;
  g_autoptr (GError) error = NULL;

  if (parts[0] == NULL)
    return;
  if (parts[1] != NULL && parts[1][0] == '#')
    unit = parts[1] + 1;
  else
    team = parts[1];
  if (!sand_play_add_card (orders_history (o), parts[0], team, unit, G_MAXUINT, &error))
    refused (o, error);
}

static void
remove_card_activated (GSimpleAction *action,
                       GVariant      *parameter,
                       gpointer       data)
{
  Orders *o = data;
  g_autoptr (GError) error = NULL;

  if (!sand_play_remove_card (orders_history (o), g_variant_get_uint32 (parameter), &error))
    refused (o, error);
}

static void
work_activated (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       data)
{
  Orders *o = data;
  const char *id, *activity;
  SandUnit *unit;
  g_autoptr (GError) error = NULL;

  g_variant_get (parameter, "(&s&s)", &id, &activity);
  unit = sand_scenario_find_unit (orders_scenario (o), id);
  if (unit != NULL && sand_play_work (orders_history (o), sand_play_aid_get_ruleset (o->aid), unit, activity, &error) == NULL)
    refused (o, error);
}

static void
transfer_pips_activated (GSimpleAction *action,
                         GVariant      *parameter,
                         gpointer       data)
{
  Orders *o = data;
  const char *from, *to;
  guint32 give;
  g_autoptr (GError) error = NULL;

  g_variant_get (parameter, "(&s&su)", &from, &to, &give);
  if (!sand_play_transfer_pips (orders_history (o), sand_play_aid_get_ruleset (o->aid), from, to, give, &error))
    refused (o, error);
}

void
sand_play_orders_install (SandWindow  *window,
                          SandPlayAid *aid)
{
  Orders *o = g_new0 (Orders, 1);
  const GActionEntry entries[] = {
    { "build-deck", build_deck_activated },
    { "add-card", add_card_activated, "s" },
    { "remove-card", remove_card_activated, "u" },
    { "work", work_activated, "(ss)" },
    { "transfer-pips", transfer_pips_activated, "(ssu)" },
  };

  g_return_if_fail (SAND_IS_WINDOW (window));
  g_return_if_fail (SAND_IS_PLAY_AID (aid));

  o->window = window;
  o->aid = aid;
  /* the window owns the actions, and they hold it only borrowed */
  g_object_set_data_full (G_OBJECT (window), "sand-play-orders", o, g_free);
  g_action_map_add_action_entries (G_ACTION_MAP (window), entries, G_N_ELEMENTS (entries), o);
}

/* Menus */

static const char *
unit_name (SandUnit *unit)
{
  return sand_unit_get_name (unit) ? sand_unit_get_name (unit) : sand_unit_get_id (unit);
}

static const char *
side_name (SandSide *side)
{
  return sand_side_get_name (side) ? sand_side_get_name (side) : sand_side_get_id (side);
}

static void
append_item (GMenu      *menu,
             const char *label,
             const char *action,
             GVariant   *target)
{
  g_autoptr (GMenuItem) item = g_menu_item_new (label, NULL);

  g_menu_item_set_action_and_target_value (item, action, target);
  g_menu_append_item (menu, item);
}

/* A command by its officer's name, or its side's. */
static const char *
command_name (SandScenario  *scenario,
              SandPlayEntry *command)
{
  const char *of = sand_play_entry_get (command, "of");
  SandUnit *officer = sand_scenario_find_unit (scenario, of);
  SandSide *side = officer ? NULL : sand_scenario_find_side (scenario, of);

  return officer ? unit_name (officer) : side ? side_name (side) : of;
}

/* "Add a Card: American team ft1", named as the deck names its cards. */
static void
append_add_card (GMenu        *menu,
                 SandScenario *scenario,
                 const char   *side,
                 const char   *team,
                 const char   *unit)
{
  g_autoptr (SandPlayEntry) card = sand_play_entry_new (SAND_PLAY_CARD);
  g_autofree char *named = NULL, *label = NULL, *target = NULL;

  sand_play_entry_set (card, "side", side);
  sand_play_entry_set (card, "team", team);
  sand_play_entry_set (card, "unit", unit);
  sand_play_entry_set_boolean (card, "free", team == NULL && unit == NULL);
  named = sand_play_card_describe (card, scenario);
  /* Translators: what the card added to the deck names */
  label = g_strdup_printf (_("Add a Card: %s"), named);
  target = team ? g_strdup_printf ("%s:%s", side, team) : unit ? g_strdup_printf ("%s:#%s", side, unit) : g_strdup (side);
  append_item (menu, label, "win.add-card", g_variant_new_string (target));
}

GMenuModel *
sand_play_orders_deck_menu (SandScenario *scenario,
                            SandRuleset  *ruleset,
                            SandUnit     *unit)
{
  const SandTurnProcedure *turn = ruleset ? sand_ruleset_get_turn (ruleset) : NULL;
  SandPlay *play;
  GMenu *menu, *section;
  GListModel *sides;
  SandSide *side;

  g_return_val_if_fail (SAND_IS_SCENARIO (scenario), NULL);

  if (turn == NULL || sand_turn_procedure_find_step (turn, SAND_TURN_STEP_DECK) == NULL)
    return NULL;
  play = sand_scenario_get_play (scenario);
  menu = g_menu_new ();

  section = g_menu_new ();
  append_item (section, _("Build the Deck Afresh"), "win.build-deck", NULL);
  if (sand_play_get_deck_drawn (play) < g_list_model_get_n_items (sand_play_get_deck (play)))
    append_item (section, _("Take Away the Next Card"), "win.remove-card", g_variant_new_uint32 (0));
  g_menu_append_section (menu, NULL, G_MENU_MODEL (section));
  g_object_unref (section);

  /* the chosen figure's cards, then a free card of each side */
  section = g_menu_new ();
  side = unit ? sand_unit_get_side (unit) : NULL;
  if (side != NULL && sand_unit_get_team (unit) != NULL)
    append_add_card (section, scenario, sand_side_get_id (side), sand_unit_get_team (unit), NULL);
  if (side != NULL)
    append_add_card (section, scenario, sand_side_get_id (side), NULL, sand_unit_get_id (unit));
  sides = sand_scenario_get_sides (scenario);
  for (guint i = 0; i < g_list_model_get_n_items (sides); i++)
    {
      g_autoptr (SandSide) each = g_list_model_get_item (sides, i);

      append_add_card (section, scenario, sand_side_get_id (each), NULL, NULL);
    }
  g_menu_append_section (menu, NULL, G_MENU_MODEL (section));
  g_object_unref (section);

  /* a card of work by the chosen figure on each of the ruleset's activities */
  section = g_menu_new ();
  for (guint i = 0; unit != NULL && i < turn->activities->len; i++)
    {
      const SandActivity *a = turn->activities->pdata[i];
      /* Translators: a figure's name and an activity of several cards */
      g_autofree char *label = g_strdup_printf (_("%s Works On: %s"), unit_name (unit), a->name ? a->name : a->id);

      append_item (section, label, "win.work", g_variant_new ("(ss)", sand_unit_get_id (unit), a->id));
    }
  g_menu_append_section (menu, NULL, G_MENU_MODEL (section));
  g_object_unref (section);
  return G_MENU_MODEL (menu);
}

GMenuModel *
sand_play_orders_pips_menu (SandScenario *scenario,
                            SandRuleset  *ruleset)
{
  const SandTurnProcedure *turn = ruleset ? sand_ruleset_get_turn (ruleset) : NULL;
  GListModel *commands;
  GMenu *menu;

  g_return_val_if_fail (SAND_IS_SCENARIO (scenario), NULL);

  if (turn == NULL || turn->transfer == 0)
    return NULL;
  commands = sand_play_get_commands (sand_scenario_get_play (scenario));
  menu = g_menu_new ();
  for (guint i = 0; i < g_list_model_get_n_items (commands); i++)
    {
      g_autoptr (SandPlayEntry) from = g_list_model_get_item (commands, i);

      if (sand_play_entry_get_int (from, "pips", 0) < (int) turn->transfer)
        continue;
      for (guint k = 0; k < g_list_model_get_n_items (commands); k++)
        {
          g_autoptr (SandPlayEntry) to = g_list_model_get_item (commands, k);
          g_autofree char *label = NULL;

          if (k == i || g_strcmp0 (sand_play_entry_get (from, "side"), sand_play_entry_get (to, "side")) != 0)
            continue;
          /* Translators: PIPs given, the command giving them, the one receiving */
          label = g_strdup_printf (ngettext ("Give %u PIP of %s to %s", "Give %u PIPs of %s to %s", turn->transfer),
                                   turn->transfer, command_name (scenario, from), command_name (scenario, to));
          append_item (menu, label, "win.transfer-pips",
                       g_variant_new ("(ssu)", sand_play_entry_get (from, "of"), sand_play_entry_get (to, "of"),
                                      turn->transfer));
        }
    }
  if (g_menu_model_get_n_items (G_MENU_MODEL (menu)) == 0)
    g_clear_object (&menu);
  return G_MENU_MODEL (menu);
}
