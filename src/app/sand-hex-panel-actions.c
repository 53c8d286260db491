/* sand-hex-panel-actions.c: the hex panel's actions (group "hex"): choosing the
 * unit to look from and its target, going back to its own hex, rolling the die
 * and applying the hits to the target's strength.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "sand-document.h"
#include "sand-edit.h"
#include "sand-combat-table.h"
#include "sand-hex-panel-private.h"
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

/* Rolls the dice of the row for the unit and its target (a D6 when there is
 * none yet). */
static void
roll_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  SandHexPanel *self = SAND_HEX_PANEL (widget);
  SandUnit *unit = sand_hex_aid_get_unit (self->aid);
  SandRuleset *ruleset = sand_hex_aid_get_ruleset (self->aid);
  const SandCombatRow *row = NULL;
  g_autoptr (GRand) rand = g_rand_new ();

  if (ruleset != NULL && unit != NULL && self->target != NULL)
    row = sand_combat_table_find_row (ruleset, unit, self->target);
  if (row == NULL)
    return;
  sand_hex_panel_set_die (self, sand_dice_roll (row->dice, rand, NULL));
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
  g_autofree char *value = NULL;
  g_autofree char *message = NULL;
  GtkRoot *root;

  if (self->target == NULL || hits <= 0 || ruleset == NULL || !sand_strength_counted (ruleset, &attribute)
      || !sand_hex_aid_unit_strength (self->aid, self->target, &before))
    return;

  target = g_object_ref (self->target);
  after = sand_strength_after_hits (ruleset, before, hits);
  /* written into the file: a full stop, whatever the reader's locale */
  value = g_strdup (g_ascii_formatd ((char[G_ASCII_DTOSTR_BUF_SIZE]) { 0 }, G_ASCII_DTOSTR_BUF_SIZE, "%g", after));

  if (self->history != NULL)
    {
      sand_history_begin_group (self->history, _("Apply Casualties"));
      sand_edit_set_unit_attr (self->history, target, attribute, value);
      sand_history_end_group (self->history);
    }
  else
    {
      sand_unit_set_attr (target, attribute, value);
      sand_document_set_modified (self->document, TRUE);
    }

  if (sand_strength_is_eliminated (ruleset, after))
    message = g_strdup_printf (_("%s is eliminated"), _sand_hex_panel_unit_name (target));
  else
    /* Translators: a unit's name, its strength before and after. */
    message = g_strdup_printf (_("%s: strength %g → %g"), _sand_hex_panel_unit_name (target),
                               before, after);

  root = gtk_widget_get_root (widget);
  if (SAND_IS_WINDOW (root))
    sand_window_show_toast (SAND_WINDOW (root), message);
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
