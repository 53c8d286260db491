/* sand-hex-panel-dice.c: the casualty dice of the hex panel — the die, the
 * target's cover, the modifier for the pairing of classes and the hits and
 * strength they come to.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "sand-hex-panel-private.h"

/* The classes of the unit looking and of its target, when both have a weapon
 * in these rules. */
static gboolean
get_classes (SandHexPanel *self,
             SandOhwClass *attacker,
             SandOhwClass *defender)
{
  SandUnit *unit = sand_hex_aid_get_unit (self->aid);

  if (unit == NULL || self->target == NULL)
    return FALSE;

  *attacker = _sand_hex_panel_unit_class (unit);
  *defender = _sand_hex_panel_unit_class (self->target);
  return *attacker != SAND_OHW_INVALID && *defender != SAND_OHW_INVALID;
}

static char *
modifier_text (int modifier)
{
  if (modifier > 0)
    return g_strdup_printf ("D6 + %d", modifier);
  if (modifier < 0)
    return g_strdup_printf ("D6 − %d", -modifier);
  return g_strdup ("D6");
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
    subtitle = g_strdup_printf ("%s · %s", name, _sand_hex_panel_unit_class_label (self->target));
  _sand_hex_panel_set_row_text (self->target_row, NULL, subtitle);
}

static void
update_modifier (SandHexPanel *self)
{
  SandOhwClass attacker, defender;
  gboolean stated = TRUE;
  int modifier;
  g_autofree char *text = NULL;
  g_autofree char *pairing = NULL;

  if (!get_classes (self, &attacker, &defender))
    {
      gtk_label_set_text (self->modifier_label, "—");
      _sand_hex_panel_set_row_text (self->modifier_row, NULL, NULL);
      return;
    }

  modifier = sand_ohw_modifier (attacker, defender, &stated);
  text = modifier_text (modifier);
  gtk_label_set_text (self->modifier_label, text);
  /* Translators: "Infantry against Tanks". */
  pairing = g_strdup_printf (_("%s against %s"), sand_ohw_class_get_label (attacker),
                             sand_ohw_class_get_label (defender));
  if (!stated)
    {
      g_autofree char *plain = g_steal_pointer (&pairing);
      /* Translators: the rules give no number for this pairing. */
      pairing = g_strdup_printf (_("%s; the text gives no number, read like the rest of the row"), plain);
    }
  _sand_hex_panel_set_row_text (self->modifier_row, NULL, pairing);
}

static void
update_outcome (SandHexPanel *self,
                int           hits,
                gboolean      eliminated)
{
  g_autofree char *text = NULL;
  g_autofree char *outcome = NULL;
  int strength, after;

  if (hits < 0)
    {
      gtk_label_set_text (self->hits_label, "");
      gtk_label_set_text (self->outcome_label, "");
      return;
    }

  text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d hit", "%d hits", hits), hits);
  strength = sand_hex_aid_unit_strength (self->target);
  after = sand_ohw_apply_casualties (strength, hits);
  gtk_label_set_text (self->hits_label, text);
  if (eliminated)
    outcome = g_strdup (_("Units are eliminated once their strength is reduced to 0."));
  else if (sand_ohw_is_eliminated (after))
    /* Translators: strength before and after the hits. */
    outcome = g_strdup_printf (_("Strength %d → %d: the target would be eliminated"), strength, after);
  else
    /* Translators: strength before and after the hits. */
    outcome = g_strdup_printf (_("Strength %d → %d"), strength, after);
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
      eliminated = sand_hex_aid_unit_eliminated (self->target);
    }

  update_target_row (self, enemy, eliminated);
  update_modifier (self);
  update_outcome (self, hits, eliminated);
  gtk_widget_set_visible (GTK_WIDGET (self->eliminated_label), eliminated);

  can_apply = hits > 0 && !eliminated && enemy != NULL && enemy->target;
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
  g_return_if_fail (die >= 1 && die <= 6);

  gtk_adjustment_set_value (self->die_adjustment, die);
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
  SandOhwClass attacker, defender;

  g_return_val_if_fail (SAND_IS_HEX_PANEL (self), -1);

  if (!get_classes (self, &attacker, &defender))
    return -1;

  return sand_ohw_casualties (attacker, defender,
                              sand_hex_panel_get_die (self), sand_hex_panel_get_in_cover (self));
}
