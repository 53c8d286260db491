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

SandOhwClass
_sand_hex_panel_unit_class (SandUnit *unit)
{
  return sand_ohw_class_from_string (sand_unit_get_class (unit));
}

const char *
_sand_hex_panel_unit_class_label (SandUnit *unit)
{
  SandOhwClass klass = _sand_hex_panel_unit_class (unit);

  if (klass == SAND_OHW_INVALID)
    return sand_unit_get_class (unit) != NULL ? sand_unit_get_class (unit) : "";
  return sand_ohw_class_get_label (klass);
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
describe_enemy (const SandHexAidEnemy *enemy)
{
  g_autofree char *where = sand_hex_to_label (enemy->hex);
  g_autofree char *distance = NULL;

  distance = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d hex", "%d hexes", enemy->distance),
                              enemy->distance);
  /* Translators: a unit's class, its hex and its distance, e.g. "Tanks · (3, -1) · 2 hexes". */
  return g_strdup_printf (_("%s · %s · %s"), _sand_hex_panel_unit_class_label (enemy->unit),
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
  g_autofree char *subtitle = enemy != NULL ? describe_enemy (enemy) : NULL;
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

      subtitle = describe_enemy (enemy);
      if (!enemy->seen)
        {
          g_autofree char *plain = g_steal_pointer (&subtitle);
          /* Translators: artillery firing at what another unit of its side sees. */
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
      subtitle = sand_hex_block_describe (&enemy->block);
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

void
_sand_hex_panel_update_lists (SandHexPanel *self)
{
  GArray *enemies = sand_hex_aid_get_enemies (self->aid);
  SandOhwClass klass = SAND_OHW_INVALID;
  g_autoptr(GPtrArray) seen = g_ptr_array_new ();
  g_autoptr(GPtrArray) in_range = g_ptr_array_new ();
  g_autoptr(GPtrArray) targets = g_ptr_array_new ();
  g_autofree char *observed = NULL;
  g_autofree char *reach = NULL;
  SandUnit *unit = sand_hex_aid_get_unit (self->aid);
  guint n_seen = sand_hex_aid_get_seen (self->aid)->len;

  if (unit != NULL)
    klass = _sand_hex_panel_unit_class (unit);

  for (guint i = 0; i < enemies->len; i++)
    {
      const SandHexAidEnemy *enemy = &g_array_index (enemies, SandHexAidEnemy, i);

      if (enemy->seen)
        g_ptr_array_add (seen, enemy->unit);
      if (enemy->target)
        g_ptr_array_add (targets, enemy->unit);
      if (klass != SAND_OHW_INVALID && enemy->distance <= sand_ohw_weapon_range (klass))
        g_ptr_array_add (in_range, enemy->unit);
    }

  splice_units (self->seen_enemies, seen);
  splice_units (self->targets, targets);
  splice_units (self->in_range, in_range);

  observed = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "%u hex in sight within %d. Hills, towns, woods and enemy units block the line of sight.",
                                           "%u hexes in sight within %d. Hills, towns, woods and enemy units block the line of sight.",
                                           n_seen),
                              n_seen, SAND_OHW_OBSERVATION_RANGE);
  adw_preferences_group_set_description (self->observation_group, observed);

  if (klass == SAND_OHW_INVALID)
    reach = g_strdup (_("This unit's class has no weapon in these rules."));
  else if (klass == SAND_OHW_ARTILLERY)
    reach = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Range %d hex, all round, at enemies any friendly unit sees.",
                                          "Range %d hexes, all round, at enemies any friendly unit sees.",
                                          sand_ohw_weapon_range (klass)),
                             sand_ohw_weapon_range (klass));
  else
    reach = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Range %d hex, all round, at enemies it sees.",
                                          "Range %d hexes, all round, at enemies it sees.",
                                          sand_ohw_weapon_range (klass)),
                             sand_ohw_weapon_range (klass));
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
    subtitle = g_strdup_printf (_("%s · %s · %s · %s"), _sand_hex_panel_unit_class_label (unit),
                                side != NULL ? sand_side_get_name (side) : "", where,
                                sand_terrain_kind_get_label (sand_feature_get_kind (feature)));
  else
    /* Translators: class, side and hex: "Infantry · Blue Force · (3, 1)". */
    subtitle = g_strdup_printf (_("%s · %s · %s"), _sand_hex_panel_unit_class_label (unit),
                                side != NULL ? sand_side_get_name (side) : "", where);
  _sand_hex_panel_set_row_text (self->unit_row, _sand_hex_panel_unit_name (unit), subtitle);

  strength = g_strdup_printf ("%d", sand_hex_aid_unit_strength (unit));
  gtk_label_set_text (self->strength_label, strength);

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
  adw_action_row_set_subtitle_lines (self->origin_row, 3);
  gtk_widget_set_sensitive (self->own_hex_button, moved);
}
