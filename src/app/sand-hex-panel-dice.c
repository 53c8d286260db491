/* sand-hex-panel-dice.c: the casualty dice of the hex panel — the die, the
 * target's cover, the modifier for the pairing of classes and the hits and
 * strength they come to.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "sand-combat-table.h"
#include "sand-hex-panel-private.h"
#include "sand-strength.h"

/* The combat table of the ruleset and its row for the unit looking against its
 * target, when there are both. */
static const SandCombatRow *
get_row (SandHexPanel             *self,
         const SandRulesetCombat **combat)
{
  SandUnit *unit = sand_hex_aid_get_unit (self->aid);
  SandRuleset *ruleset = sand_hex_aid_get_ruleset (self->aid);

  *combat = ruleset != NULL ? sand_ruleset_get_combat (ruleset) : NULL;
  if (unit == NULL || self->target == NULL || *combat == NULL)
    return NULL;
  return sand_combat_table_find_row (ruleset, unit, self->target);
}

/* "D6 − 2", "2D6 + 1": the row's dice as the panel shows them. */
static char *
dice_text (const SandDice *dice)
{
  g_autofree char *rolled = sand_dice_dice_string (dice);
  int modifier = sand_dice_modifier (dice);

  if (*rolled == '\0')
    return g_strdup_printf ("%d", modifier);
  if (modifier > 0)
    return g_strdup_printf ("%s + %d", rolled, modifier);
  if (modifier < 0)
    return g_strdup_printf ("%s − %d", rolled, -modifier);
  return g_steal_pointer (&rolled);
}

/* "Half casualties, fractions rounded up" */
static char *
cover_text (const SandRulesetCombat *combat)
{
  static const char * const rounded[] = {
    [SAND_ROUND_NONE] = NULL,
    [SAND_ROUND_DOWN] = N_("fractions rounded down"),
    [SAND_ROUND_UP] = N_("fractions rounded up"),
    [SAND_ROUND_NEAREST] = N_("fractions rounded to the nearest"),
  };
  g_autofree char *share = combat->cover == 0.5 ? g_strdup (_("Half casualties"))
                                                 /* Translators: the share of the hits a unit in cover suffers */
                                                 : g_strdup_printf (_("%g of the casualties"), combat->cover);

  if (rounded[combat->cover_round] == NULL)
    return g_steal_pointer (&share);
  /* Translators: "Half casualties, fractions rounded up" */
  return g_strdup_printf (_("%s, %s"), share, _(rounded[combat->cover_round]));
}

static void
update_target_row (SandHexPanel          *self,
                   const SandHexAidEnemy *enemy,
                   gboolean               eliminated)
{
  const char *name;
  g_autofree char *subtitle = NULL;

  if (self->target == NULL)
    {
      _sand_hex_panel_set_row_text (self->target_row, NULL,
                                    _("Pick an enemy in range, in the list above or on the table"));
      return;
    }

  name = _sand_hex_panel_unit_name (self->target);
  if (eliminated)
    subtitle = g_strdup_printf (_("%s · eliminated"), name);
  else if (enemy == NULL || !enemy->target)
    subtitle = g_strdup_printf (_("%s · not in range from here"), name);
  else
    subtitle = g_strdup_printf ("%s · %s", name, _sand_hex_panel_unit_class_label (self, self->target));
  _sand_hex_panel_set_row_text (self->target_row, NULL, subtitle);
}

/* The row's dice: what the score is typed in as, what it adds, and the row's
 * reading where the ruleset notes one. */
static void
update_modifier (SandHexPanel *self)
{
  const SandRulesetCombat *combat;
  const SandCombatRow *row = get_row (self, &combat);
  g_autofree char *text = NULL;
  g_autofree char *pairing = NULL;
  g_autofree char *rolled = NULL;
  g_autofree char *tip = NULL;

  gtk_widget_set_visible (GTK_WIDGET (self->casualties_group), combat != NULL);
  if (combat == NULL)
    return;
  adw_preferences_group_set_title (self->casualties_group, combat->name != NULL ? sand_ruleset_text (combat->name) : _("Casualties"));
  gtk_widget_set_visible (GTK_WIDGET (self->cover_row), combat->cover < 1);
  if (combat->cover < 1)
    {
      g_autofree char *cover = cover_text (combat);

      adw_action_row_set_subtitle (self->cover_row, cover);
    }
  if (row == NULL)
    {
      gtk_label_set_text (self->modifier_label, "—");
      _sand_hex_panel_set_row_text (self->modifier_row, NULL, NULL);
      gtk_widget_set_tooltip_text (self->roll_button, NULL);
      return;
    }

  text = dice_text (row->dice);
  gtk_label_set_text (self->modifier_label, text);
  /* Translators: "Infantry against Tanks". */
  pairing = g_strdup_printf (_("%s against %s"), _sand_hex_panel_unit_class_label (self, sand_hex_aid_get_unit (self->aid)),
                             _sand_hex_panel_unit_class_label (self, self->target));
  if (row->note != NULL)
    {
      g_autofree char *plain = g_steal_pointer (&pairing);

      /* Translators: a pairing of classes, then the ruleset's reading of its row */
      pairing = g_strdup_printf (_("%s; %s"), plain, sand_ruleset_text (row->note));
    }
  _sand_hex_panel_set_row_text (self->modifier_row, NULL, pairing);
  /* the ruleset's note in full, however long its language makes it */
  adw_action_row_set_subtitle_lines (self->modifier_row, 0);

  /* The score is typed in, or rolled, within what the dice can show. */
  gtk_adjustment_set_lower (self->die_adjustment, sand_dice_score_min (row->dice));
  gtk_adjustment_set_upper (self->die_adjustment, sand_dice_score_max (row->dice));
  rolled = sand_dice_dice_string (row->dice);
  /* Translators: %s are dice, "2D6" */
  tip = g_strdup_printf (_("Roll %s"), rolled);
  gtk_widget_set_tooltip_text (self->roll_button, tip);
}

static void
update_outcome (SandHexPanel *self,
                int           hits,
                gboolean      eliminated)
{
  SandRuleset *ruleset = sand_hex_aid_get_ruleset (self->aid);
  g_autofree char *text = NULL;
  g_autofree char *outcome = NULL;
  double strength, after;

  if (hits < 0)
    {
      gtk_label_set_text (self->hits_label, "");
      gtk_label_set_text (self->outcome_label, "");
      return;
    }

  text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d hit", "%d hits", hits), hits);
  gtk_label_set_text (self->hits_label, text);
  if (!sand_hex_aid_unit_strength (self->aid, self->target, &strength))
    outcome = g_strdup ("");
  else if (eliminated)
    outcome = g_strdup (_("The target is eliminated."));
  else if (after = sand_strength_after_hits (ruleset, strength, hits), sand_strength_is_eliminated (ruleset, after))
    /* Translators: strength before and after the hits. */
    outcome = g_strdup_printf (_("Strength %g → %g: the target would be eliminated"), strength, after);
  else
    /* Translators: strength before and after the hits. */
    outcome = g_strdup_printf (_("Strength %g → %g"), strength, after);
  gtk_label_set_text (self->outcome_label, outcome);
}

void
_sand_hex_panel_update_dice (SandHexPanel *self)
{
  const SandHexAidEnemy *enemy = NULL;
  int hits = sand_hex_panel_get_hits (self);
  gboolean eliminated = FALSE;
  gboolean can_apply;
  g_autofree char *apply = NULL;

  if (self->target != NULL)
    {
      enemy = sand_hex_aid_find_enemy (self->aid, self->target);
      eliminated = sand_hex_aid_unit_eliminated (self->aid, self->target);
    }

  update_target_row (self, enemy, eliminated);
  update_modifier (self);
  update_outcome (self, hits, eliminated);
  gtk_widget_set_visible (GTK_WIDGET (self->eliminated_label), eliminated);

  can_apply = hits > 0 && !self->applied && !eliminated && enemy != NULL && enemy->target
              && sand_strength_counted (sand_hex_aid_get_ruleset (self->aid), NULL);
  apply = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "_Apply %d Hit", "_Apply %d Hits", MAX (hits, 0)),
                           MAX (hits, 0));
  gtk_button_set_label (self->apply_button, apply);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "hex.apply-hits", can_apply);
}

int
sand_hex_panel_get_die (SandHexPanel *self)
{
  g_return_val_if_fail (SAND_IS_HEX_PANEL (self), 1);

  return (int) gtk_adjustment_get_value (self->die_adjustment);
}

void
sand_hex_panel_set_die (SandHexPanel *self,
                        int           die)
{
  g_return_if_fail (SAND_IS_HEX_PANEL (self));

  /* the adjustment keeps it within what the row's dice can show; the same
   * number again is another throw all the same */
  self->roll = 0;
  self->applied = FALSE;
  gtk_adjustment_set_value (self->die_adjustment, die);
  _sand_hex_panel_update_dice (self);
}

gboolean
sand_hex_panel_get_in_cover (SandHexPanel *self)
{
  g_return_val_if_fail (SAND_IS_HEX_PANEL (self), FALSE);

  return gtk_switch_get_active (self->cover_switch);
}

void
sand_hex_panel_set_in_cover (SandHexPanel *self,
                             gboolean      in_cover)
{
  g_return_if_fail (SAND_IS_HEX_PANEL (self));

  gtk_switch_set_active (self->cover_switch, in_cover);
}

int
sand_hex_panel_get_hits (SandHexPanel *self)
{
  const SandRulesetCombat *combat;
  const SandCombatRow *row;

  g_return_val_if_fail (SAND_IS_HEX_PANEL (self), -1);

  row = get_row (self, &combat);
  if (row == NULL)
    return -1;

  return sand_combat_table_hits (combat, row, sand_hex_panel_get_die (self), sand_hex_panel_get_in_cover (self));
}
