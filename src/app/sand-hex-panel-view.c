/* sand-hex-panel-view.c: how the hex panel shows the unit it looks from, the
 * enemies that unit sees and those within its weapon's range.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "sand-hex-panel-private.h"

const char *
_sand_hex_panel_unit_name (SandUnit *unit)
{
  const char *name = sand_unit_get_name (unit);

  return name != NULL && *name != '\0' ? name : sand_unit_get_id (unit);
}

const char *
_sand_hex_panel_unit_class_label (SandHexPanel *self,
                                  SandUnit     *unit)
{
  SandRuleset *ruleset = sand_hex_aid_get_ruleset (self->aid);
  const SandRulesetUnitClass *klass = ruleset != NULL ? sand_ruleset_find_class (ruleset, sand_unit_get_class (unit))
                                                      : NULL;

  if (klass != NULL && g_strcmp0 (klass->id, sand_unit_get_class (unit)) == 0)
    return klass->name != NULL ? sand_ruleset_text (klass->name) : klass->id;
  return sand_unit_get_class (unit) != NULL ? sand_unit_get_class (unit) : "";
}

/* Why a line of sight or fire is cut, for a player: "Woods w1 in (2, 3) blocks
 * the line of sight." */
static char *
describe_block (const SandSightBlock *block)
{
  g_autofree char *where = sand_hex_to_label (block->hex);
  const char *name;

  switch (block->result)
    {
    case SAND_SIGHT_CLEAR:
      return g_strdup (_("The line of sight is clear."));
    case SAND_SIGHT_OUT_OF_RANGE:
      /* Translators: %s is a hex such as "(3, -1)" */
      return g_strdup_printf (_("%s is out of range."), where);
    case SAND_SIGHT_TERRAIN:
      if (block->feature == NULL)
        return g_strdup_printf (_("The terrain in %s blocks the line of sight."), where);
      name = sand_feature_get_name (block->feature);
      if (name == NULL || *name == '\0')
        name = sand_feature_get_id (block->feature);
      /* Translators: "Woods w1 in (2, 3) blocks the line of sight." */
      return g_strdup_printf (_("%s %s in %s blocks the line of sight."),
                              sand_terrain_kind_get_label (sand_feature_get_kind (block->feature)),
                              name != NULL ? name : "", where);
    case SAND_SIGHT_UNIT:
      name = block->unit != NULL ? _sand_hex_panel_unit_name (block->unit) : "";
      /* Translators: "Unit pz1 in (2, 3) blocks the line of sight." */
      return g_strdup_printf (_("Unit %s in %s blocks the line of sight."), name, where);
    case SAND_SIGHT_NOT_ENEMY:
      return g_strdup (_("The target is not an enemy."));
    case SAND_SIGHT_NO_WEAPON:
      return g_strdup (_("The unit's class has no weapon in this ruleset."));
    case SAND_SIGHT_OUT_OF_ARC:
      /* Translators: %s is a hex such as "(3, -1)" */
      return g_strdup_printf (_("%s is outside the weapon's arc."), where);
    default:
      g_return_val_if_reached (NULL);
    }
}

void
_sand_hex_panel_set_row_text (AdwActionRow *row,
                              const char   *title,
                              const char   *subtitle)
{
  /* Names come from scenario files: never markup. */
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  if (title != NULL)
    adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (row, subtitle != NULL ? subtitle : "");
}

/* "Infantry · (3, -1) · 2 hexes" */
static char *
describe_enemy (SandHexPanel          *self,
                const SandHexAidEnemy *enemy)
{
  g_autofree char *where = sand_hex_to_label (enemy->hex);
  g_autofree char *distance = NULL;

  distance = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d hex", "%d hexes", enemy->distance),
                              enemy->distance);
  /* Translators: a unit's class, its hex and its distance, e.g. "Tanks · (3, -1) · 2 hexes". */
  return g_strdup_printf (_("%s · %s · %s"), _sand_hex_panel_unit_class_label (self, enemy->unit),
                          where, distance);
}

/* Rows */

static GtkWidget *
create_seen_row (gpointer item,
                 gpointer user_data)
{
  SandHexPanel *self = user_data;
  SandUnit *unit = item;
  const SandHexAidEnemy *enemy = sand_hex_aid_find_enemy (self->aid, unit);
  g_autofree char *subtitle = enemy != NULL ? describe_enemy (self, enemy) : NULL;
  AdwActionRow *row = ADW_ACTION_ROW (adw_action_row_new ());

  _sand_hex_panel_set_row_text (row, _sand_hex_panel_unit_name (unit), subtitle);
  adw_action_row_add_prefix (row, gtk_image_new_from_icon_name ("view-reveal-symbolic"));

  return GTK_WIDGET (row);
}

static GtkWidget *
create_range_row (gpointer item,
                  gpointer user_data)
{
  SandHexPanel *self = user_data;
  SandUnit *unit = item;
  const SandHexAidEnemy *enemy = sand_hex_aid_find_enemy (self->aid, unit);
  AdwActionRow *row = ADW_ACTION_ROW (adw_action_row_new ());
  g_autofree char *subtitle = NULL;

  if (enemy == NULL)
    return GTK_WIDGET (row);

  if (enemy->target)
    {
      GtkWidget *icon;

      subtitle = describe_enemy (self, enemy);
      if (!enemy->seen)
        {
          g_autofree char *plain = g_steal_pointer (&subtitle);
          /* Translators: a unit firing at what another unit of its side sees. */
          subtitle = g_strdup_printf (_("%s · seen by a friend"), plain);
        }
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (row), "hex.pick-target");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (row), "s", sand_unit_get_id (unit));
      gtk_widget_set_tooltip_text (GTK_WIDGET (row), _("Pick as the target for the dice"));

      icon = gtk_image_new_from_icon_name (unit == self->target ? "object-select-symbolic"
                                                                : "go-next-symbolic");
      adw_action_row_add_suffix (row, icon);
    }
  else
    {
      subtitle = describe_block (&enemy->block);
      gtk_widget_add_css_class (GTK_WIDGET (row), "dim-label");
    }

  _sand_hex_panel_set_row_text (row, _sand_hex_panel_unit_name (unit), subtitle);
  adw_action_row_set_subtitle_lines (row, 3);

  return GTK_WIDGET (row);
}

static GtkWidget *
create_placeholder (const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_widget_add_css_class (label, "dim-label");
  gtk_widget_set_margin_top (label, 12);
  gtk_widget_set_margin_bottom (label, 12);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);

  return label;
}

void
_sand_hex_panel_bind_lists (SandHexPanel *self)
{
  gtk_list_box_bind_model (self->seen_list, G_LIST_MODEL (self->seen_enemies),
                           create_seen_row, self, NULL);
  gtk_list_box_set_placeholder (self->seen_list, create_placeholder (_("No enemy in sight")));
  gtk_list_box_bind_model (self->target_list, G_LIST_MODEL (self->in_range),
                           create_range_row, self, NULL);
  gtk_list_box_set_placeholder (self->target_list, create_placeholder (_("No enemy in range")));
}

/* Updating */

static void
splice_units (GListStore *store,
              GPtrArray  *units)
{
  g_list_store_splice (store, 0, g_list_model_get_n_items (G_LIST_MODEL (store)),
                       units->pdata, units->len);
}

/* "12 hexes in sight within 3. Blocked by hill, town, woods and enemy units." */
static char *
describe_sight (const SandRulesetSight *sight,
                guint                   n_seen)
{
  g_autoptr (GString) text = g_string_new (NULL);
  g_autoptr (GPtrArray) what = g_ptr_array_new ();
  g_autofree char *list = NULL;

  if (sight->range > 0)
    g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "%u hex in sight within %g.",
                                               "%u hexes in sight within %g.", n_seen),
                            n_seen, sight->range);
  else
    g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "%u hex in sight.", "%u hexes in sight.", n_seen),
                            n_seen);
  for (int k = 0; k < 64; k++)
    if (sight->blocks & (G_GUINT64_CONSTANT (1) << k))
      g_ptr_array_add (what, (gpointer) sand_terrain_kind_get_label ((SandTerrainKind) k));
  if (sight->units == SAND_SIGHT_UNITS_ENEMIES)
    g_ptr_array_add (what, (gpointer) _("enemy units"));
  else if (sight->units == SAND_SIGHT_UNITS_ALL)
    g_ptr_array_add (what, (gpointer) _("units"));
  g_ptr_array_add (what, NULL);
  list = g_strjoinv (", ", (char **) what->pdata);
  if (*list != '\0')
    /* Translators: what blocks the line of sight, "Hill, Town, Woods, enemy units" */
    g_string_append_printf (text, _(" Blocked by: %s."), list);
  return g_strdup (text->str);
}

/* "Range 8 hexes, all round, at enemies any friendly unit sees." */
static char *
describe_weapon (const SandRulesetWeapon *weapon)
{
  g_autofree char *range = NULL;
  g_autofree char *arc = NULL;
  const char *at;

  if (weapon == NULL)
    return g_strdup (_("This unit's class has no weapon in these rules."));
  range = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Range %g hex", "Range %g hexes", (gulong) weapon->range),
                           weapon->range);
  /* Translators: a weapon's arc in degrees */
  arc = weapon->arc >= 360 ? g_strdup (_("all round")) : g_strdup_printf (_("in a %g° arc"), weapon->arc);
  at = weapon->fire_at == SAND_FIRE_AT_SEEN_BY_SIDE ? _("at enemies any friendly unit sees")
       : weapon->fire_at == SAND_FIRE_AT_ANY        ? _("at any enemy")
                                                    : _("at enemies it sees");
  /* Translators: a weapon's range, arc and targets: "Range 2 hexes, all round, at enemies it sees." */
  return g_strdup_printf (_("%s, %s, %s."), range, arc, at);
}

void
_sand_hex_panel_update_lists (SandHexPanel *self)
{
  GArray *enemies = sand_hex_aid_get_enemies (self->aid);
  SandRuleset *ruleset = sand_hex_aid_get_ruleset (self->aid);
  const SandRulesetSight *sight = ruleset != NULL ? sand_ruleset_get_sight (ruleset) : NULL;
  const SandRulesetWeapon *weapon = NULL;
  g_autoptr(GPtrArray) seen = g_ptr_array_new ();
  g_autoptr(GPtrArray) in_range = g_ptr_array_new ();
  g_autoptr(GPtrArray) targets = g_ptr_array_new ();
  g_autofree char *observed = NULL;
  g_autofree char *reach = NULL;
  SandUnit *unit = sand_hex_aid_get_unit (self->aid);
  guint n_weapons = 0;

  if (ruleset != NULL)
    sand_ruleset_get_weapons (ruleset, &n_weapons);
  if (unit != NULL && ruleset != NULL)
    weapon = sand_ruleset_find_weapon (ruleset, sand_unit_get_class (unit), sand_unit_lookup_attr, unit);

  for (guint i = 0; i < enemies->len; i++)
    {
      const SandHexAidEnemy *enemy = &g_array_index (enemies, SandHexAidEnemy, i);

      if (enemy->seen && sight != NULL)
        g_ptr_array_add (seen, enemy->unit);
      if (enemy->target)
        g_ptr_array_add (targets, enemy->unit);
      if (weapon != NULL && enemy->distance <= weapon->range)
        g_ptr_array_add (in_range, enemy->unit);
    }

  splice_units (self->seen_enemies, seen);
  splice_units (self->targets, targets);
  splice_units (self->in_range, in_range);

  /* Only what the ruleset declares is shown. */
  gtk_widget_set_visible (GTK_WIDGET (self->observation_group), sight != NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->range_group), n_weapons > 0);
  if (sight != NULL)
    {
      observed = describe_sight (sight, sand_hex_aid_get_seen (self->aid)->len);
      adw_preferences_group_set_description (self->observation_group, observed);
    }
  reach = describe_weapon (weapon);
  adw_preferences_group_set_description (self->range_group, reach);
}

void
_sand_hex_panel_update_unit (SandHexPanel *self)
{
  SandUnit *unit = sand_hex_aid_get_unit (self->aid);
  SandHexMap *map = sand_hex_aid_get_map (self->aid);
  SandSide *side;
  SandHex origin, own;
  gboolean moved;
  g_autofree char *subtitle = NULL;
  g_autofree char *strength = NULL;
  g_autofree char *where = NULL;
  g_autofree char *from = NULL;
  SandFeature *feature;

  gtk_stack_set_visible_child_name (self->stack, unit != NULL && map != NULL ? "unit" : "empty");
  if (unit == NULL || map == NULL)
    return;

  side = sand_unit_get_side (unit);
  sand_hex_aid_get_unit_hex (self->aid, &own);
  where = sand_hex_to_label (own);
  feature = sand_hex_map_terrain_feature (map, own);
  if (feature != NULL)
    /* Translators: class, side, hex and terrain: "Infantry · Blue Force · (3, 1) · Town". */
    subtitle = g_strdup_printf (_("%s · %s · %s · %s"), _sand_hex_panel_unit_class_label (self, unit),
                                side != NULL ? sand_side_get_name (side) : "", where,
                                sand_terrain_kind_get_label (sand_feature_get_kind (feature)));
  else
    /* Translators: class, side and hex: "Infantry · Blue Force · (3, 1)". */
    subtitle = g_strdup_printf (_("%s · %s · %s"), _sand_hex_panel_unit_class_label (self, unit),
                                side != NULL ? sand_side_get_name (side) : "", where);
  _sand_hex_panel_set_row_text (self->unit_row, _sand_hex_panel_unit_name (unit), subtitle);

  {
    double value;
    gboolean counted = sand_hex_aid_unit_strength (self->aid, unit, &value);

    strength = counted ? g_strdup_printf ("%g", value) : g_strdup ("");
    gtk_label_set_text (self->strength_label, strength);
    gtk_widget_set_visible (self->strength_box, counted);
  }

  moved = sand_hex_aid_get_origin (self->aid, &origin);
  g_free (where);
  where = sand_hex_to_label (origin);
  if (!moved)
    /* Translators: %s is a hex, "(3, 1)". */
    from = g_strdup_printf (_("Its own hex, %s. Point at another hex to look from there; click to keep it."), where);
  else if (self->pinned)
    /* Translators: %s is a hex, "(3, 1)". */
    from = g_strdup_printf (_("%s, kept by a click"), where);
  else
    /* Translators: %s is a hex, "(3, 1)". */
    from = g_strdup_printf (_("%s, under the pointer"), where);
  _sand_hex_panel_set_row_text (self->origin_row, NULL, from);
  /* wrapped in full: a longer language needs four lines or more at the panel's width */
  adw_action_row_set_subtitle_lines (self->origin_row, 0);
  gtk_widget_set_sensitive (self->own_hex_button, moved);
}
