/* test-play-orders.c: the turn strip's menus of the deck's changes, work and PIP
 * transfers (sand-play-orders.h), offered as the game stands and run through
 * the window's actions, each one undoable step.
 *
 * Writes tests/play-orders-deck-menu.png in the build tree: the deck's menu open.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "app-test-util.h"
#include "play-fixture.h"
#include "sand-application.h"
#include "sand-document.h"
#include "sand-edit-play.h"
#include "sand-editor.h"
#include "sand-play-orders.h"
#include "sand-play-panel.h"
#include "sand-play.h"
#include "sand-turn-strip.h"
#include "sand-window.h"

static SandApplication *app;

static void
game_open (PlayGame   *g,
           const char *name)
{
  play_game_open (g, app, name);
  g_assert_nonnull (g->ruleset);
  sand_play_seed (g->history, 3);
}

/* The item of @menu (sections included) labelled @label: its action and target. */
static gboolean
find_item (GMenuModel *menu,
           const char *label,
           char      **action,
           GVariant  **target)
{
  for (int i = 0; menu != NULL && i < g_menu_model_get_n_items (menu); i++)
    {
      g_autofree char *text = NULL;
      g_autoptr (GMenuModel) section = g_menu_model_get_item_link (menu, i, G_MENU_LINK_SECTION);

      if (section != NULL && find_item (section, label, action, target))
        return TRUE;
      if (g_menu_model_get_item_attribute (menu, i, G_MENU_ATTRIBUTE_LABEL, "s", &text) && g_str_equal (text, label))
        {
          g_menu_model_get_item_attribute (menu, i, G_MENU_ATTRIBUTE_ACTION, "s", action);
          *target = g_menu_model_get_item_attribute_value (menu, i, G_MENU_ATTRIBUTE_TARGET, NULL);
          return TRUE;
        }
    }
  return FALSE;
}

/* Runs the item of @menu labelled @label, as a click on it does. */
static void
choose (PlayGame   *g,
        GMenuModel *menu,
        const char *label)
{
  g_autofree char *action = NULL;
  g_autoptr (GVariant) target = NULL;

  g_assert_true (find_item (menu, label, &action, &target));
  g_assert_true (gtk_widget_activate_action_variant (GTK_WIDGET (g->window), action, target));
}

static gboolean
visible_menu_button (GtkWidget    *widget,
                     gconstpointer data)
{
  return GTK_IS_MENU_BUTTON (widget) && gtk_widget_get_visible (widget);
}

/* Seed 001: "The player may add and remove cards before the next is drawn";
 * "assembling a belt-fed machine gun on a tripod, which would take 4 "cards" of
 * work by one man". */
static void
test_deck_menu (void)
{
  PlayGame g = { 0 };
  SandUnit *pitts;
  g_autoptr (GMenuModel) menu = NULL;
  GtkWidget *button;
  guint cards, steps;
  SandPlayEntry *last;

  game_open (&g, "jackson-skirmish.sandtable");
  pitts = sand_scenario_find_unit (g.scenario, "pitts");
  gtk_widget_activate_action (GTK_WIDGET (g.window), "win.select-unit", "s", "pitts");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (g.window), "win.start-turn", NULL));
  cards = g_list_model_get_n_items (sand_play_get_deck (g.play));

  menu = sand_play_orders_deck_menu (g.scenario, g.ruleset, pitts);
  g_assert_nonnull (menu);

  /* a card for his fire team, last in the deck, one step */
  steps = sand_history_get_n_undo (g.history);
  choose (&g, menu, "Add a Card: American team ft1");
  g_assert_cmpuint (g_list_model_get_n_items (sand_play_get_deck (g.play)), ==, cards + 1);
  last = g_list_model_get_item (sand_play_get_deck (g.play), cards);
  g_assert_cmpstr (sand_play_entry_get (last, "team"), ==, "ft1");
  g_assert_cmpstr (sand_play_entry_get (last, "side"), ==, "us");
  g_object_unref (last);
  g_assert_cmpuint (sand_history_get_n_undo (g.history), ==, steps + 1);
  /* and a German free card; then the next card taken away */
  choose (&g, menu, "Add a Card: German free move");
  g_assert_cmpuint (g_list_model_get_n_items (sand_play_get_deck (g.play)), ==, cards + 2);
  choose (&g, menu, "Take Away the Next Card");
  g_assert_cmpuint (g_list_model_get_n_items (sand_play_get_deck (g.play)), ==, cards + 1);
  sand_history_undo (g.history);
  g_assert_cmpuint (g_list_model_get_n_items (sand_play_get_deck (g.play)), ==, cards + 2);

  /* work is refused until a card names him, then counted a card at a time */
  choose (&g, menu, "Lt. Pitts Works On: Assemble a tripod machine gun");
  g_assert_cmpuint (g_list_model_get_n_items (sand_play_get_tasks (g.play)), ==, 0);
  while (sand_play_get_current_card (g.play) == NULL || !sand_play_card_names (sand_play_get_current_card (g.play), pitts))
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (g.window), "win.draw-card", NULL));
  choose (&g, menu, "Lt. Pitts Works On: Assemble a tripod machine gun");
  g_assert_cmpuint (g_list_model_get_n_items (sand_play_get_tasks (g.play)), ==, 1);
  last = sand_play_get_log_entry (g.play, g_list_model_get_n_items (sand_play_get_log (g.play)) - 1);
  g_assert_cmpstr (sand_play_entry_get_kind (last), ==, "work");
  g_assert_cmpint (sand_play_entry_get_int (last, "cards", 0), ==, 1);
  g_assert_cmpint (sand_play_entry_get_int (last, "of", 0), ==, 4);

  /* the menu on the strip, open */
  button = app_test_find_widget (GTK_WIDGET (g.strip), visible_menu_button, NULL);
  g_assert_nonnull (button);
  gtk_menu_button_popup (GTK_MENU_BUTTON (button));
  app_test_wait_for_frames (GTK_WIDGET (g.window));
  {
    GtkPopover *popover = gtk_menu_button_get_popover (GTK_MENU_BUTTON (button));
    int w, h;
    g_autoptr (GdkTexture) texture = NULL;
    g_autofree char *png = g_test_build_filename (G_TEST_BUILT, "play-orders-deck-menu.png", NULL);

    g_assert_nonnull (popover);
    app_test_wait_for_frames (GTK_WIDGET (popover));
    texture = app_test_render (GTK_WIDGET (popover), &w, &h);
    g_assert_true (gdk_texture_save_to_png (texture, png));
    gtk_popover_popdown (popover);
  }

  app_test_close_window (g.window);
}

/* Seed 002: "Where permissible, PIPs may be transfered, on a 2:1 ratio, between
 * different friendly commands." The second German command: a Schützen figure
 * made an officer of a team of his own. */
static void
test_transfer_menu (void)
{
  PlayGame g = { 0 };
  SandUnit *trupp;
  g_autoptr (GMenuModel) menu = NULL;
  int weber, own;
  g_autofree char *label = NULL;

  game_open (&g, "dbx-skirmish.sandtable");
  trupp = sand_scenario_find_unit (g.scenario, "schutze-2");
  sand_unit_set_team (trupp, "trupp");
  sand_unit_set_role (trupp, "officer");
  sand_unit_set_attr (trupp, "officer", NULL);
  g_assert_null (sand_play_orders_pips_menu (g.scenario, g.ruleset));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (g.window), "win.start-turn", NULL));
  weber = sand_play_get_pips (g.play, "weber");
  own = sand_play_get_pips (g.play, "schutze-2");
  g_test_message ("PIPs rolled: Weber %d, the other command %d", weber, own);
  g_assert_cmpint (weber, >=, 2);
  g_assert_cmpint (own, >=, 0);

  menu = sand_play_orders_pips_menu (g.scenario, g.ruleset);
  g_assert_nonnull (menu);
  label = g_strdup ("Give 2 PIPs of Fw. Weber to Schützen");
  choose (&g, menu, label);
  g_assert_cmpint (sand_play_get_pips (g.play, "weber"), ==, weber - 2);
  g_assert_cmpint (sand_play_get_pips (g.play, "schutze-2"), ==, own + 1);
  g_assert_cmpstr (sand_play_entry_get_kind (sand_play_get_log_entry (g.play, g_list_model_get_n_items (sand_play_get_log (g.play)) - 1)),
                   ==, "transfer");
  sand_history_undo (g.history);
  g_assert_cmpint (sand_play_get_pips (g.play, "weber"), ==, weber);
  g_assert_cmpint (sand_play_get_pips (g.play, "schutze-2"), ==, own);

  app_test_close_window (g.window);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  gtk_test_init (&argc, &argv, NULL);
  app = app_test_application_new ();

  g_test_add_func ("/play-orders/deck-menu/cards-and-work", test_deck_menu);
  g_test_add_func ("/play-orders/pips-menu/transfer", test_transfer_menu);

  status = g_test_run ();
  g_clear_object (&app);

  return status;
}
