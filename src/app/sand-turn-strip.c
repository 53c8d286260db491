/* sand-turn-strip.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "sand-document.h"
#include "sand-edit-play.h"
#include "sand-play-describe.h"
#include "sand-play-orders.h"
#include "sand-play.h"
#include "sand-ruleset-groups.h"
#include "sand-turn-procedure.h"
#include "sand-turn-strip.h"
#include "sand-window.h"

struct _SandTurnStrip
{
  GtkWidget            parent_instance;

  /* The turn, above Start and End Turn: a label of its own (the group's title
   * was cut short beside them) that wraps in a narrow side panel. */
  GtkLabel            *title;
  AdwPreferencesGroup *group;
  AdwActionRow        *procedure_row;
  AdwActionRow        *weather_row;
  GtkDropDown         *weather_choice;
  AdwActionRow        *visibility_row;
  GtkSwitch           *poor_next;
  AdwActionRow        *initiative_row;
  AdwActionRow        *pips_row;
  AdwActionRow        *deck_row;
  GtkMenuButton       *deck_menu;
  GtkMenuButton       *pips_menu;
  AdwActionRow        *dice_row;
  GtkEntry            *dice_entry;
  GtkWidget           *start_button;

  /* Borrowed References */
  SandWindow          *window;
  SandPlayAid         *aid;
  SandPlay            *play;    /* held: the one whose "changed" is connected */
  int                  shown_turn;
};

G_DEFINE_FINAL_TYPE (SandTurnStrip, sand_turn_strip, GTK_TYPE_WIDGET)

static SandScenario *
strip_scenario (SandTurnStrip *self)
{
  return sand_document_get_scenario (sand_window_get_document (self->window));
}

static SandHistory *
strip_history (SandTurnStrip *self)
{
  return sand_document_get_history (sand_window_get_document (self->window));
}

static const char *
side_name (SandScenario *scenario,
           const char   *id)
{
  SandSide *side = sand_scenario_find_side (scenario, id);

  return side && sand_side_get_name (side) ? sand_side_get_name (side) : id;
}

static void
set_row (AdwActionRow *row,
         const char   *text)
{
  gtk_widget_set_visible (GTK_WIDGET (row), text != NULL);
  adw_action_row_set_subtitle (row, text ? text : "");
}

/* Offers @menu (taken), or hides the button when there is none. */
static void
set_menu (GtkMenuButton *button,
          GMenuModel    *menu)
{
  gtk_menu_button_set_menu_model (button, menu);
  gtk_widget_set_visible (GTK_WIDGET (button), menu != NULL);
  g_clear_object (&menu);
}

static char *
weather_text (SandScenario *scenario,
              SandRuleset  *ruleset)
{
  SandWeather weather = sand_scenario_get_weather (scenario);
  int turns = sand_scenario_get_weather_turns (scenario);

  if (weather == SAND_WEATHER_DRY)
    return g_strdup (_("Dry"));
  /* Translators: rain or snow, for how many turns running, and whether the
   * ground has changed with it */
  return g_strdup_printf (ngettext ("%s, %d turn running%s", "%s, %d turns running%s", turns),
                          weather == SAND_WEATHER_RAIN ? _("Rain") : _("Snow"), turns,
                          ruleset && sand_ruleset_weather_state (ruleset, weather, turns)
                            ? _(" (the ground has changed)") : "");
}

static void
refresh (SandTurnStrip *self)
{
  SandScenario *scenario = strip_scenario (self);
  SandRuleset *ruleset = sand_play_aid_get_ruleset (self->aid);
  const SandTurnProcedure *turn = ruleset ? sand_ruleset_get_turn (ruleset) : NULL;
  SandPlay *play = sand_scenario_get_play (scenario);
  const char * const *initiative = sand_play_get_initiative (play);
  GListModel *commands = sand_play_get_commands (play);
  GListModel *deck = sand_play_get_deck (play);
  g_autofree char *title = NULL, *weather = NULL;
  g_autoptr (GString) steps = g_string_new (NULL);
  g_autoptr (GString) order = g_string_new (NULL);
  g_autoptr (GString) pips = g_string_new (NULL);
  g_autofree char *cards = NULL;

  title = sand_play_get_begun (play) ? g_strdup_printf (_("Turn %d"), sand_play_get_turn (play))
                                     : g_strdup_printf (_("Turn %d, not begun"), sand_play_get_turn (play));
  gtk_label_set_text (self->title, title);
  gtk_widget_set_visible (self->start_button, !sand_play_get_begun (play));

  /* The procedure's steps in the ruleset's order, one after the other. */
  for (guint i = 0; turn != NULL && i < turn->steps->len; i++)
    g_string_append_printf (steps, "%s%s", i ? " → " : "", sand_turn_step_get_label (turn->steps->pdata[i]));
  set_row (self->procedure_row, steps->len ? steps->str : NULL);

  weather = weather_text (scenario, ruleset);
  set_row (self->weather_row, weather);
  /* A new turn offers its own weather for the next, as it mostly stays. */
  if (self->shown_turn != sand_play_get_turn (play))
    gtk_drop_down_set_selected (self->weather_choice, sand_scenario_get_weather (scenario));
  /* visibility matters only where the ruleset says a group moves in column in
   * poor visibility; the switch offers the next turn's, as it stays */
  if (ruleset != NULL && sand_ruleset_get_groups (ruleset) != NULL && sand_ruleset_get_groups (ruleset)->column != NULL
      && sand_ruleset_get_groups (ruleset)->column->poor_visibility)
    set_row (self->visibility_row, sand_play_get_poor_visibility (play) ? _("Poor: groups move in column") : _("Good"));
  else
    set_row (self->visibility_row, NULL);
  if (self->shown_turn != sand_play_get_turn (play))
    gtk_switch_set_active (self->poor_next, sand_play_get_poor_visibility (play));
  self->shown_turn = sand_play_get_turn (play);

  for (guint i = 0; initiative[i] != NULL; i++)
    g_string_append_printf (order, "%s%s", i ? ", " : "", side_name (scenario, initiative[i]));
  set_row (self->initiative_row,
           order->len ? order->str
           : turn && sand_turn_procedure_find_step (turn, SAND_TURN_STEP_INITIATIVE) ? _("Rolled when the turn starts")
           : NULL);

  for (guint i = 0; i < g_list_model_get_n_items (commands); i++)
    {
      g_autoptr (SandPlayEntry) command = g_list_model_get_item (commands, i);
      const char *of = sand_play_entry_get (command, "of");
      SandUnit *officer = sand_scenario_find_unit (scenario, of);

      if (i > 0)
        g_string_append (pips, ", ");
      /* Translators: a command (its officer's or side's name) and its PIPs */
      g_string_append_printf (pips, _("%s %d"), officer && sand_unit_get_name (officer) ? sand_unit_get_name (officer)
                                                : side_name (scenario, of),
                              sand_play_entry_get_int (command, "pips", 0));
    }
  set_row (self->pips_row,
           pips->len ? pips->str
           : turn && sand_turn_procedure_find_step (turn, SAND_TURN_STEP_PIPS) ? _("Rolled when the turn starts")
           : NULL);

  if (g_list_model_get_n_items (deck) > 0)
    {
      SandPlayEntry *card = sand_play_get_current_card (play);
      g_autofree char *named = card ? sand_play_card_describe (card, scenario) : NULL;

      if (named != NULL)
        /* Translators: cards drawn, cards in the deck, what the last drawn names */
        cards = g_strdup_printf (_("Card %u of %u: %s"), sand_play_get_deck_drawn (play),
                                 g_list_model_get_n_items (deck), named);
      else
        cards = g_strdup_printf (ngettext ("%u card, none drawn", "%u cards, none drawn", g_list_model_get_n_items (deck)),
                                 g_list_model_get_n_items (deck));
    }
  else if (turn && sand_turn_procedure_find_step (turn, SAND_TURN_STEP_DECK))
    cards = g_strdup (_("Made from the forces when the turn starts"));
  set_row (self->deck_row, cards);
  set_menu (self->deck_menu, sand_play_orders_deck_menu (scenario, ruleset, sand_play_aid_get_unit (self->aid)));
  set_menu (self->pips_menu, sand_play_orders_pips_menu (scenario, ruleset));
}

static void
play_changed_cb (SandTurnStrip *self)
{
  refresh (self);
}

static void
scenario_changed_cb (SandTurnStrip *self)
{
  SandScenario *scenario = strip_scenario (self);
  SandPlay *play = sand_scenario_get_play (scenario);

  if (self->play != play)
    {
      if (self->play != NULL)
        g_signal_handlers_disconnect_by_data (self->play, self);
      g_set_object (&self->play, play);
      g_signal_connect_object (play, "changed", G_CALLBACK (play_changed_cb), self, G_CONNECT_SWAPPED);
      /* the weather is the scenario's, and an undone turn's end restores it last */
      g_signal_connect_object (scenario, "notify::weather", G_CALLBACK (play_changed_cb), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (scenario, "notify::weather-turns", G_CALLBACK (play_changed_cb), self,
                               G_CONNECT_SWAPPED);
    }
  refresh (self);
}

static void
refuse (SandTurnStrip *self,
        GError        *error)
{
  sand_window_show_toast (self->window, error->message);
}

static void
start_turn_activated (GSimpleAction *action,
                      GVariant      *parameter,
                      gpointer       user_data)
{
  SandTurnStrip *self = user_data;

  sand_play_begin_turn (strip_history (self), sand_play_aid_get_ruleset (self->aid));
}

static void
end_turn_activated (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       user_data)
{
  SandTurnStrip *self = user_data;
  SandWeather weather = (SandWeather) gtk_drop_down_get_selected (self->weather_choice);
  gboolean poor = gtk_switch_get_active (self->poor_next);

  /* the switch speaks only where its row is shown */
  sand_play_end_turn_with (strip_history (self), sand_play_aid_get_ruleset (self->aid), &weather,
                           gtk_widget_get_visible (GTK_WIDGET (self->visibility_row)) ? &poor : NULL);
}

static void
draw_card_activated (GSimpleAction *action,
                     GVariant      *parameter,
                     gpointer       user_data)
{
  SandTurnStrip *self = user_data;
  g_autoptr (GError) error = NULL;

  if (sand_play_draw (strip_history (self), sand_play_aid_get_ruleset (self->aid), &error) == NULL)
    refuse (self, error);
}

void
sand_turn_strip_roll (SandTurnStrip *self,
                      const char    *dice)
{
  SandRuleset *ruleset;
  SandPlayEntry *entry;
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;

  g_return_if_fail (SAND_IS_TURN_STRIP (self));

  ruleset = sand_play_aid_get_ruleset (self->aid);
  entry = sand_play_roll (strip_history (self), ruleset, dice, &error);
  if (entry == NULL)
    {
      adw_action_row_set_subtitle (self->dice_row, error->message);
      return;
    }
  text = sand_play_entry_describe (entry, strip_scenario (self), ruleset, sand_play_aid_get_length_unit (self->aid));
  adw_action_row_set_subtitle (self->dice_row, text);
}

void
sand_turn_strip_choose_weather (SandTurnStrip *self,
                                SandWeather    weather)
{
  g_return_if_fail (SAND_IS_TURN_STRIP (self));

  gtk_drop_down_set_selected (self->weather_choice, weather);
}

void
sand_turn_strip_choose_poor_visibility (SandTurnStrip *self,
                                        gboolean       poor)
{
  g_return_if_fail (SAND_IS_TURN_STRIP (self));

  gtk_switch_set_active (self->poor_next, poor);
}

static void
roll_cb (SandTurnStrip *self)
{
  const char *dice = gtk_editable_get_text (GTK_EDITABLE (self->dice_entry));

  sand_turn_strip_roll (self, *dice ? dice : "D6");
}

/* Building the strip */

static AdwActionRow *
add_row (SandTurnStrip *self,
         const char    *title)
{
  AdwActionRow *row = ADW_ACTION_ROW (adw_action_row_new ());

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle_lines (row, 4);
  gtk_widget_add_css_class (GTK_WIDGET (row), "property");
  adw_preferences_group_add (self->group, GTK_WIDGET (row));
  return row;
}

static GtkWidget *
action_button (const char *label,
               const char *action,
               gboolean    suggested)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (label);

  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  if (suggested)
    gtk_widget_add_css_class (button, "suggested-action");
  return button;
}

static GtkMenuButton *
menu_button (AdwActionRow *row,
             const char   *tooltip)
{
  GtkWidget *button = gtk_menu_button_new ();

  gtk_menu_button_set_icon_name (GTK_MENU_BUTTON (button), "view-more-symbolic");
  gtk_widget_set_tooltip_text (button, tooltip);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "flat");
  adw_action_row_add_suffix (row, button);
  return GTK_MENU_BUTTON (button);
}

static void
sand_turn_strip_dispose (GObject *object)
{
  SandTurnStrip *self = SAND_TURN_STRIP (object);
  GtkWidget *child;

  if (self->play != NULL)
    g_signal_handlers_disconnect_by_data (self->play, self);
  g_clear_object (&self->play);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (sand_turn_strip_parent_class)->dispose (object);
}

static void
sand_turn_strip_class_init (SandTurnStripClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = sand_turn_strip_dispose;
  gtk_widget_class_set_layout_manager_type (GTK_WIDGET_CLASS (klass), GTK_TYPE_BOX_LAYOUT);
}

static void
sand_turn_strip_init (SandTurnStrip *self)
{
  const char *weathers[] = { N_("Dry"), N_("Rain"), N_("Snow"), NULL };
  g_autoptr (GtkStringList) weather_names = gtk_string_list_new (NULL);
  GtkWidget *header, *buttons, *roll, *next;

  /* the drop-down's order is SandWeather's */
  for (guint i = 0; weathers[i] != NULL; i++)
    gtk_string_list_append (weather_names, _(weathers[i]));

  gtk_orientable_set_orientation (GTK_ORIENTABLE (gtk_widget_get_layout_manager (GTK_WIDGET (self))),
                                  GTK_ORIENTATION_VERTICAL);
  gtk_box_layout_set_spacing (GTK_BOX_LAYOUT (gtk_widget_get_layout_manager (GTK_WIDGET (self))), 6);
  header = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_set_parent (header, GTK_WIDGET (self));
  self->title = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->title, TRUE);
  gtk_label_set_wrap_mode (self->title, PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (self->title, 0);
  gtk_widget_set_hexpand (GTK_WIDGET (self->title), TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (self->title), "heading");
  gtk_box_append (GTK_BOX (header), GTK_WIDGET (self->title));
  buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_widget_set_halign (buttons, GTK_ALIGN_END);
  self->start_button = action_button (_("_Start Turn"), "win.start-turn", FALSE);
  gtk_box_append (GTK_BOX (buttons), self->start_button);
  gtk_box_append (GTK_BOX (buttons), action_button (_("_End Turn"), "win.end-turn", TRUE));
  gtk_box_append (GTK_BOX (header), buttons);
  self->group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  gtk_widget_set_parent (GTK_WIDGET (self->group), GTK_WIDGET (self));

  self->procedure_row = add_row (self, _("Procedure"));
  self->weather_row = add_row (self, _("Weather"));
  self->weather_choice = GTK_DROP_DOWN (gtk_drop_down_new (G_LIST_MODEL (g_object_ref (weather_names)), NULL));
  gtk_widget_set_valign (GTK_WIDGET (self->weather_choice), GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->weather_choice), _("The weather of the next turn"));
  next = gtk_label_new (_("Next turn"));
  gtk_widget_add_css_class (next, "dim-label");
  adw_action_row_add_suffix (self->weather_row, next);
  adw_action_row_add_suffix (self->weather_row, GTK_WIDGET (self->weather_choice));
  self->visibility_row = add_row (self, _("Visibility"));
  self->poor_next = GTK_SWITCH (gtk_switch_new ());
  gtk_widget_set_valign (GTK_WIDGET (self->poor_next), GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->poor_next), _("Poor visibility next turn"));
  next = gtk_label_new (_("Poor next turn"));
  gtk_widget_add_css_class (next, "dim-label");
  adw_action_row_add_suffix (self->visibility_row, next);
  adw_action_row_add_suffix (self->visibility_row, GTK_WIDGET (self->poor_next));
  self->initiative_row = add_row (self, _("Initiative"));
  self->pips_row = add_row (self, _("PIPs"));
  self->deck_row = add_row (self, _("Deck"));
  adw_action_row_add_suffix (self->deck_row, action_button (_("_Draw"), "win.draw-card", FALSE));
  self->deck_menu = menu_button (self->deck_row, _("Change the Deck, or Work"));
  self->pips_menu = menu_button (self->pips_row, _("Transfer PIPs"));

  self->dice_row = add_row (self, _("Dice"));
  adw_action_row_set_subtitle (self->dice_row, _("D6, 2D6+1, or a die the ruleset names"));
  self->dice_entry = GTK_ENTRY (gtk_entry_new ());
  gtk_editable_set_text (GTK_EDITABLE (self->dice_entry), "D6");
  gtk_editable_set_width_chars (GTK_EDITABLE (self->dice_entry), 7);
  gtk_widget_set_valign (GTK_WIDGET (self->dice_entry), GTK_ALIGN_CENTER);
  g_signal_connect_swapped (self->dice_entry, "activate", G_CALLBACK (roll_cb), self);
  roll = gtk_button_new_with_mnemonic (_("_Roll"));
  gtk_widget_set_valign (roll, GTK_ALIGN_CENTER);
  g_signal_connect_swapped (roll, "clicked", G_CALLBACK (roll_cb), self);
  adw_action_row_add_suffix (self->dice_row, GTK_WIDGET (self->dice_entry));
  adw_action_row_add_suffix (self->dice_row, roll);
}

GtkWidget *
sand_turn_strip_new (SandWindow  *window,
                     SandPlayAid *aid)
{
  SandTurnStrip *self;
  const GActionEntry entries[] = {
    { "start-turn", start_turn_activated },
    { "end-turn", end_turn_activated },
    { "draw-card", draw_card_activated },
  };

  g_return_val_if_fail (SAND_IS_WINDOW (window), NULL);
  g_return_val_if_fail (SAND_IS_PLAY_AID (aid), NULL);

  self = g_object_new (SAND_TYPE_TURN_STRIP, NULL);
  self->window = window;
  self->aid = aid;
  g_action_map_add_action_entries (G_ACTION_MAP (window), entries, G_N_ELEMENTS (entries), self);
  g_signal_connect_object (sand_window_get_document (window), "notify::scenario", G_CALLBACK (scenario_changed_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (aid, "notify::ruleset-id", G_CALLBACK (refresh), self, G_CONNECT_SWAPPED);
  /* the deck's menu offers the chosen figure's cards and work */
  g_signal_connect_object (aid, "notify::unit", G_CALLBACK (refresh), self, G_CONNECT_SWAPPED);
  sand_play_orders_install (window, aid);
  scenario_changed_cb (self);
  return GTK_WIDGET (self);
}

const char *
sand_turn_strip_get_title (SandTurnStrip *self)
{
  g_return_val_if_fail (SAND_IS_TURN_STRIP (self), NULL);

  return gtk_label_get_text (self->title);
}

const char *
sand_turn_strip_get_row_text (SandTurnStrip *self,
                              const char    *row)
{
  struct { const char *name; AdwActionRow *row; } rows[] = {
    { "procedure", self->procedure_row }, { "weather", self->weather_row }, { "visibility", self->visibility_row },
    { "initiative", self->initiative_row }, { "pips", self->pips_row },
    { "deck", self->deck_row }, { "dice", self->dice_row },
  };

  g_return_val_if_fail (SAND_IS_TURN_STRIP (self), NULL);

  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    if (g_strcmp0 (rows[i].name, row) == 0)
      return gtk_widget_get_visible (GTK_WIDGET (rows[i].row)) ? adw_action_row_get_subtitle (rows[i].row) : NULL;
  return NULL;
}
