/* sand-hex-panel-actions.c: the hex panel's actions (group "hex"): choosing the
 * unit to look from and its target, going back to its own hex, rolling the die
 * and applying the hits to the target's strength.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "sand-document.h"
#include "sand-edit-play.h"
#include "sand-edit.h"
#include "sand-combat-table.h"
#include "sand-hex-panel-private.h"
#include "sand-play.h"
#include "sand-strength.h"
#include "sand-window.h"

static SandUnit *
find_unit_param (SandHexPanel *self,
                 GVariant     *param)
{
  SandScenario *scenario = sand_hex_aid_get_scenario (self->aid);
  const char *id = g_variant_get_string (param, NULL);

  if (scenario == NULL || *id == '\0')
    return NULL;
  return sand_scenario_find_unit (scenario, id);
}

static void
select_unit_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *param)
{
  SandHexPanel *self = SAND_HEX_PANEL (widget);

  _sand_hex_panel_select (self, find_unit_param (self, param));
}

static void
pick_target_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *param)
{
  SandHexPanel *self = SAND_HEX_PANEL (widget);

  sand_hex_panel_set_target (self, find_unit_param (self, param));
}

static void
own_hex_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *param)
{
  SandHexPanel *self = SAND_HEX_PANEL (widget);

  self->pinned = FALSE;
  sand_hex_aid_set_origin (self->aid, NULL);
}

static void
say (GtkWidget  *widget,
     const char *message)
{
  GtkRoot *root = gtk_widget_get_root (widget);

  if (SAND_IS_WINDOW (root))
    sand_window_show_toast (SAND_WINDOW (root), message);
}

/* Rolls the dice of the row for the unit and its target: with the game's
 * seeded dice, logged as a casualty roll whose hits are applied once; without a
 * history, a throw of the moment. */
static void
roll_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  SandHexPanel *self = SAND_HEX_PANEL (widget);
  SandUnit *unit = sand_hex_aid_get_unit (self->aid);
  SandRuleset *ruleset = sand_hex_aid_get_ruleset (self->aid);
  const SandCombatRow *row = NULL;
  SandPlayEntry *entry;
  g_autoptr (GError) error = NULL;
  g_autoptr (GRand) rand = NULL;

  if (ruleset != NULL && unit != NULL && self->target != NULL)
    row = sand_combat_table_find_row (ruleset, unit, self->target);
  if (row == NULL)
    return;
  if (self->history == NULL)
    {
      rand = g_rand_new ();
      sand_hex_panel_set_die (self, sand_dice_roll (row->dice, rand, NULL));
      return;
    }
  entry = sand_play_roll_casualties (self->history, ruleset, unit, self->target,
                                     sand_hex_panel_get_in_cover (self), &error);
  if (entry == NULL)
    {
      say (widget, error->message);
      return;
    }
  /* the log keeps the total; the panel shows the die */
  sand_hex_panel_set_die (self, sand_play_entry_get_int (entry, "total", 0) - sand_dice_modifier (row->dice));
  self->roll = g_list_model_get_n_items (sand_play_get_log (sand_scenario_get_play (sand_history_get_scenario (self->history))));
}

/* The log's place of the roll the die shows, while its target and cover are
 * still those the panel shows; else 0, a die set by hand. */
static guint
shown_roll (SandHexPanel *self)
{
  SandPlayEntry *entry;

  if (self->roll == 0 || self->history == NULL)
    return 0;
  entry = sand_play_get_log_entry (sand_scenario_get_play (sand_history_get_scenario (self->history)), self->roll - 1);
  if (entry == NULL || g_strcmp0 (sand_play_entry_get (entry, "target"), sand_unit_get_id (self->target)) != 0
      || sand_play_entry_get_boolean (entry, "cover") != sand_hex_panel_get_in_cover (self))
    return 0;
  return self->roll;
}

static void
apply_hits_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *param)
{
  SandHexPanel *self = SAND_HEX_PANEL (widget);
  SandRuleset *ruleset = sand_hex_aid_get_ruleset (self->aid);
  g_autoptr(SandUnit) target = NULL;
  int hits = sand_hex_panel_get_hits (self);
  const char *attribute;
  double before, after;
  g_autofree char *message = NULL;
  g_autoptr (GError) error = NULL;

  if (self->target == NULL || hits <= 0 || self->applied || ruleset == NULL || !sand_strength_counted (ruleset, &attribute)
      || !sand_hex_aid_unit_strength (self->aid, self->target, &before))
    return;

  target = g_object_ref (self->target);
  after = sand_strength_after_hits (ruleset, before, hits);

  if (self->history != NULL)
    {
      guint roll = shown_roll (self);

      /* logged in the game: the hits of the roll shown, or those of a die given by hand */
      if (sand_play_hit (self->history, ruleset, target, roll, roll > 0 ? 0 : hits, &error) == NULL)
        {
          say (widget, error->message);
          return;
        }
    }
  else
    {
      /* written into the file: a full stop, whatever the reader's locale */
      g_autofree char *value = g_strdup (g_ascii_formatd ((char[G_ASCII_DTOSTR_BUF_SIZE]) { 0 },
                                                          G_ASCII_DTOSTR_BUF_SIZE, "%g", after));

      sand_unit_set_attr (target, attribute, value);
      sand_document_set_modified (self->document, TRUE);
    }
  /* once a throw: the button waits for the next */
  self->applied = TRUE;
  _sand_hex_panel_update_dice (self);

  if (sand_strength_is_eliminated (ruleset, after))
    message = g_strdup_printf (_("%s is eliminated"), _sand_hex_panel_unit_name (target));
  else
    /* Translators: a unit's name, its strength before and after. */
    message = g_strdup_printf (_("%s: strength %g → %g"), _sand_hex_panel_unit_name (target),
                               before, after);
  say (widget, message);
}

void
_sand_hex_panel_class_add_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "hex.select-unit", "s", select_unit_action);
  gtk_widget_class_install_action (widget_class, "hex.pick-target", "s", pick_target_action);
  gtk_widget_class_install_action (widget_class, "hex.own-hex", NULL, own_hex_action);
  gtk_widget_class_install_action (widget_class, "hex.roll", NULL, roll_action);
  gtk_widget_class_install_action (widget_class, "hex.apply-hits", NULL, apply_hits_action);
}
