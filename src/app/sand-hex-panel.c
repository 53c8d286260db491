/* sand-hex-panel.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "sand-canvas.h"
#include "sand-document.h"
#include "sand-edit.h"
#include "sand-editor.h"
#include "sand-hex-aid-layer.h"
#include "sand-hex-panel.h"
#include "sand-hex-strength-layer.h"
#include "sand-selection.h"
#include "sand-tool.h"
#include "sand-window.h"

struct _SandHexPanel
{
  AdwBin              parent_instance;

  /* Template Widgets */
  GtkStack           *stack;
  AdwActionRow       *unit_row;
  GtkLabel           *strength_label;
  AdwActionRow       *origin_row;
  GtkWidget          *own_hex_button;
  AdwPreferencesGroup *observation_group;
  GtkListBox         *seen_list;
  AdwPreferencesGroup *range_group;
  GtkListBox         *target_list;
  AdwActionRow       *target_row;
  GtkSwitch          *cover_switch;
  GtkAdjustment      *die_adjustment;
  AdwActionRow       *modifier_row;
  GtkLabel           *modifier_label;
  GtkLabel           *hits_label;
  GtkLabel           *outcome_label;
  GtkLabel           *eliminated_label;
  GtkButton          *apply_button;

  /* Owned References */
  SandCanvas         *canvas;
  SandDocument       *document;
  SandEditor         *editor;
  SandHexAid         *aid;
  SandCanvasLayer    *aid_layer;
  SandCanvasLayer    *strength_layer;
  SandHistory        *history;
  SandUnit           *target;
  GListStore         *seen_enemies;
  GListStore         *in_range;
  GListStore         *targets;

  /* Borrowed References: owned by the canvas */
  GtkEventController *click;
  GtkEventController *motion;

  SandHex             pinned_hex;
  guint               pinned : 1;
};

G_DEFINE_FINAL_TYPE (SandHexPanel, sand_hex_panel, ADW_TYPE_BIN)

enum {
  PROP_0,
  PROP_AVAILABLE,
  PROP_HISTORY,
  PROP_TARGET,
  PROP_DIE,
  PROP_IN_COVER,
  PROP_SHOW_HEX_COORDS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void sand_hex_panel_update (SandHexPanel *self);

static const char *
unit_display_name (SandUnit *unit)
{
  const char *name = sand_unit_get_name (unit);

  return name != NULL && *name != '\0' ? name : sand_unit_get_id (unit);
}

static SandOhwClass
unit_class (SandUnit *unit)
{
  return sand_ohw_class_from_string (sand_unit_get_class (unit));
}

static const char *
unit_class_label (SandUnit *unit)
{
  SandOhwClass klass = unit_class (unit);

  if (klass == SAND_OHW_INVALID)
    return sand_unit_get_class (unit) != NULL ? sand_unit_get_class (unit) : "";
  return sand_ohw_class_get_label (klass);
}

static void
set_row_text (AdwActionRow *row,
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
  return g_strdup_printf (_("%s · %s · %s"), unit_class_label (enemy->unit), where, distance);
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

  set_row_text (row, unit_display_name (unit), subtitle);
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

  set_row_text (row, unit_display_name (unit), subtitle);
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

/* Updating */

static void
splice_units (GListStore *store,
              GPtrArray  *units)
{
  g_list_store_splice (store, 0, g_list_model_get_n_items (G_LIST_MODEL (store)),
                       units->pdata, units->len);
}

static void
sand_hex_panel_update_lists (SandHexPanel *self)
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
    klass = unit_class (unit);

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
    reach = g_strdup_printf (_("Range %d hexes, all round, at enemies any friendly unit sees."),
                             sand_ohw_weapon_range (klass));
  else
    reach = g_strdup_printf (_("Range %d hexes, all round, at enemies it sees."),
                             sand_ohw_weapon_range (klass));
  adw_preferences_group_set_description (self->range_group, reach);
}

static void
sand_hex_panel_update_unit (SandHexPanel *self)
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
    subtitle = g_strdup_printf (_("%s · %s · %s · %s"), unit_class_label (unit),
                                side != NULL ? sand_side_get_name (side) : "", where,
                                sand_terrain_kind_get_label (sand_feature_get_kind (feature)));
  else
    /* Translators: class, side and hex: "Infantry · Blue Force · (3, 1)". */
    subtitle = g_strdup_printf (_("%s · %s · %s"), unit_class_label (unit),
                                side != NULL ? sand_side_get_name (side) : "", where);
  set_row_text (self->unit_row, unit_display_name (unit), subtitle);

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
  set_row_text (self->origin_row, NULL, from);
  adw_action_row_set_subtitle_lines (self->origin_row, 3);
  gtk_widget_set_sensitive (self->own_hex_button, moved);
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
sand_hex_panel_update_dice (SandHexPanel *self)
{
  SandUnit *unit = sand_hex_aid_get_unit (self->aid);
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

  if (self->target == NULL)
    set_row_text (self->target_row, NULL,
                  _("Pick an enemy in range, in the list above or on the table"));
  else
    {
      g_autofree char *subtitle = NULL;

      if (eliminated)
        subtitle = g_strdup_printf (_("%s · eliminated"), unit_display_name (self->target));
      else if (enemy == NULL || !enemy->target)
        subtitle = g_strdup_printf (_("%s · not in range from here"), unit_display_name (self->target));
      else
        subtitle = g_strdup_printf ("%s · %s", unit_display_name (self->target),
                                    unit_class_label (self->target));
      set_row_text (self->target_row, NULL, subtitle);
    }

  if (unit != NULL && self->target != NULL &&
      unit_class (unit) != SAND_OHW_INVALID && unit_class (self->target) != SAND_OHW_INVALID)
    {
      gboolean stated = TRUE;
      int modifier = sand_ohw_modifier (unit_class (unit), unit_class (self->target), &stated);
      g_autofree char *text = modifier_text (modifier);
      g_autofree char *pairing = NULL;

      gtk_label_set_text (self->modifier_label, text);
      /* Translators: "Infantry against Tanks". */
      pairing = g_strdup_printf (_("%s against %s"), unit_class_label (unit),
                                 unit_class_label (self->target));
      if (!stated)
        {
          g_autofree char *plain = g_steal_pointer (&pairing);
          /* Translators: the rules give no number for this pairing. */
          pairing = g_strdup_printf (_("%s; the text gives no number, read like the rest of the row"), plain);
        }
      set_row_text (self->modifier_row, NULL, pairing);
    }
  else
    {
      gtk_label_set_text (self->modifier_label, "—");
      set_row_text (self->modifier_row, NULL, NULL);
    }

  if (hits >= 0)
    {
      g_autofree char *text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d hit", "%d hits", hits), hits);
      int strength = sand_hex_aid_unit_strength (self->target);
      int after = sand_ohw_apply_casualties (strength, hits);
      g_autofree char *outcome = NULL;

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
  else
    {
      gtk_label_set_text (self->hits_label, "");
      gtk_label_set_text (self->outcome_label, "");
    }
  gtk_widget_set_visible (GTK_WIDGET (self->eliminated_label), eliminated);

  can_apply = hits > 0 && !eliminated && enemy != NULL && enemy->target;
  apply = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "_Apply %d Hit", "_Apply %d Hits", MAX (hits, 0)),
                           MAX (hits, 0));
  gtk_button_set_label (self->apply_button, apply);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "hex.apply-hits", can_apply);
}

static void
sand_hex_panel_update (SandHexPanel *self)
{
  SandScenario *scenario = sand_hex_aid_get_scenario (self->aid);

  /* A target deleted (or undone away) is no longer there to shoot at. */
  if (self->target != NULL &&
      (scenario == NULL ||
       sand_scenario_find_unit (scenario, sand_unit_get_id (self->target)) != self->target))
    {
      g_clear_object (&self->target);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TARGET]);
    }

  sand_hex_aid_layer_set_target (SAND_HEX_AID_LAYER (self->aid_layer), self->target);
  sand_hex_panel_update_unit (self);
  sand_hex_panel_update_lists (self);
  sand_hex_panel_update_dice (self);
}

/* Selection and the canvas */

/* Looks from @unit (NULL: none). */
static void
sand_hex_panel_follow (SandHexPanel *self,
                       SandUnit     *unit)
{
  SandRenderOptions *options = sand_canvas_get_render_options (self->canvas);
  SandUnit *old = sand_hex_aid_get_unit (self->aid);

  self->pinned = FALSE;
  if (self->target != NULL)
    {
      g_clear_object (&self->target);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TARGET]);
    }

  /* Without an editor to outline the selection, highlight it on the table, as
   * long as nothing else took the highlight. */
  if (self->editor == NULL && (options->selected_unit == NULL || options->selected_unit == old))
    {
      options->selected_unit = unit;
      gtk_widget_queue_draw (GTK_WIDGET (self->canvas));
    }

  if (old == unit)
    sand_hex_aid_set_origin (self->aid, NULL);
  else
    sand_hex_aid_set_unit (self->aid, unit);
}

static void
sand_hex_panel_select (SandHexPanel *self,
                       SandUnit     *unit)
{
  if (self->editor != NULL)
    sand_selection_set (sand_editor_get_selection (self->editor), unit);
  else
    sand_hex_panel_follow (self, unit);
}

static void
selection_changed_cb (SandHexPanel  *self,
                      SandSelection *selection)
{
  gpointer item = sand_selection_get_single (selection);

  /* A feature selected, or several items: nothing to look from. */
  sand_hex_panel_follow (self, SAND_IS_UNIT (item) ? item : NULL);
}

/* The canvas clicks belong to the hex aids only while the editor is selecting,
 * not drawing. */
static gboolean
sand_hex_panel_owns_clicks (SandHexPanel *self)
{
  SandTool *tool;

  if (self->editor == NULL)
    return TRUE;
  tool = sand_editor_get_tool (self->editor);
  return tool == NULL || g_strcmp0 (sand_tool_get_name (tool), "select") == 0;
}

static gboolean
sand_hex_panel_is_active (SandHexPanel *self)
{
  return gtk_widget_get_mapped (GTK_WIDGET (self)) && sand_hex_aid_get_available (self->aid);
}

static gboolean
hex_has_unit (SandHexPanel *self,
              SandHex       hex)
{
  GListModel *live = sand_hex_aid_get_live_units (self->aid);
  SandHexMap *map = sand_hex_aid_get_map (self->aid);

  for (guint i = 0, n = g_list_model_get_n_items (live); i < n; i++)
    {
      g_autoptr(SandUnit) unit = g_list_model_get_item (live, i);

      if (sand_hex_equal (sand_hex_unit_hex (map, unit), hex))
        return TRUE;
    }
  return FALSE;
}

static gboolean
sand_hex_panel_hex_at (SandHexPanel *self,
                       double        x,
                       double        y,
                       SandHex      *hex)
{
  SandHexMap *map = sand_hex_aid_get_map (self->aid);
  double tx, ty;

  sand_viewport_widget_to_table (sand_canvas_get_viewport (self->canvas), x, y, &tx, &ty);
  *hex = sand_hex_grid_hex_at (sand_hex_map_get_grid (map), tx, ty);

  return sand_hex_map_on_table (map, *hex);
}

static void
canvas_pressed_cb (SandHexPanel    *self,
                   int              n_press,
                   double           x,
                   double           y,
                   GtkGestureClick *gesture)
{
  SandScenario *scenario = sand_hex_aid_get_scenario (self->aid);
  SandUnit *current = sand_hex_aid_get_unit (self->aid);
  SandUnit *unit;
  SandHex hex, own;
  double tx, ty;

  if (!sand_hex_panel_is_active (self) || n_press != 1 || !sand_hex_panel_owns_clicks (self))
    return;

  sand_viewport_widget_to_table (sand_canvas_get_viewport (self->canvas), x, y, &tx, &ty);
  unit = sand_scenario_unit_at (scenario, tx, ty);
  if (unit != NULL)
    {
      const SandHexAidEnemy *enemy = sand_hex_aid_find_enemy (self->aid, unit);

      /* An enemy the unit could hit becomes the target, and the editor does not
       * see the click; any other unit is the one to look from. */
      if (current != NULL && enemy != NULL && enemy->target)
        {
          gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
          sand_hex_panel_set_target (self, unit);
        }
      else if (self->editor == NULL)
        sand_hex_panel_select (self, unit);
      return;
    }

  if (current == NULL || !sand_hex_panel_hex_at (self, x, y, &hex))
    return;

  /* Keeping a hex to look from must not also clear the selection. */
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  sand_hex_aid_get_unit_hex (self->aid, &own);
  self->pinned = !sand_hex_equal (hex, own);
  self->pinned_hex = hex;
  sand_hex_aid_set_origin (self->aid, self->pinned ? &hex : NULL);
  sand_hex_panel_update_unit (self);
}

static void
canvas_motion_cb (SandHexPanel             *self,
                  double                    x,
                  double                    y,
                  GtkEventControllerMotion *controller)
{
  SandHex hex, own;

  if (!sand_hex_panel_is_active (self) || self->pinned ||
      !sand_hex_aid_get_unit_hex (self->aid, &own))
    return;

  /* Only an empty hex is somewhere the unit might move to. */
  if (sand_hex_panel_hex_at (self, x, y, &hex) && !sand_hex_equal (hex, own) &&
      !hex_has_unit (self, hex))
    sand_hex_aid_set_origin (self->aid, &hex);
  else
    sand_hex_aid_set_origin (self->aid, NULL);
}

static void
canvas_leave_cb (SandHexPanel             *self,
                 GtkEventControllerMotion *controller)
{
  if (!self->pinned)
    sand_hex_aid_set_origin (self->aid, NULL);
}

static void
sand_hex_panel_map (GtkWidget *widget)
{
  SandHexPanel *self = SAND_HEX_PANEL (widget);

  GTK_WIDGET_CLASS (sand_hex_panel_parent_class)->map (widget);
  sand_canvas_layer_set_visible (self->aid_layer, TRUE);
}

static void
sand_hex_panel_unmap (GtkWidget *widget)
{
  SandHexPanel *self = SAND_HEX_PANEL (widget);

  sand_canvas_layer_set_visible (self->aid_layer, FALSE);
  GTK_WIDGET_CLASS (sand_hex_panel_parent_class)->unmap (widget);
}

/* Actions */

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

  sand_hex_panel_select (self, find_unit_param (self, param));
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
roll_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  sand_hex_panel_set_die (SAND_HEX_PANEL (widget), g_random_int_range (1, 7));
}

static void
apply_hits_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *param)
{
  SandHexPanel *self = SAND_HEX_PANEL (widget);
  g_autoptr(SandUnit) target = NULL;
  int hits = sand_hex_panel_get_hits (self);
  int before, after;
  g_autofree char *value = NULL;
  g_autofree char *message = NULL;
  GtkRoot *root;

  if (self->target == NULL || hits <= 0)
    return;

  target = g_object_ref (self->target);
  before = sand_hex_aid_unit_strength (target);
  after = sand_ohw_apply_casualties (before, hits);
  value = g_strdup_printf ("%d", after);

  if (self->history != NULL)
    {
      sand_history_begin_group (self->history, _("Apply Casualties"));
      sand_edit_set_unit_attr (self->history, target, "strength", value);
      sand_history_end_group (self->history);
    }
  else
    {
      sand_unit_set_attr (target, "strength", value);
      sand_document_set_modified (self->document, TRUE);
    }

  if (sand_ohw_is_eliminated (after))
    message = g_strdup_printf (_("%s is eliminated"), unit_display_name (target));
  else
    /* Translators: a unit's name, its strength before and after. */
    message = g_strdup_printf (_("%s: strength %d → %d"), unit_display_name (target), before, after);

  root = gtk_widget_get_root (widget);
  if (SAND_IS_WINDOW (root))
    sand_window_show_toast (SAND_WINDOW (root), message);
}

/* Object */

static void
sand_hex_panel_dispose (GObject *object)
{
  SandHexPanel *self = SAND_HEX_PANEL (object);

  if (self->canvas != NULL)
    {
      gtk_widget_remove_controller (GTK_WIDGET (self->canvas), self->click);
      gtk_widget_remove_controller (GTK_WIDGET (self->canvas), self->motion);
      sand_canvas_remove_layer (self->canvas, self->aid_layer);
      sand_canvas_remove_layer (self->canvas, self->strength_layer);
      if (sand_canvas_get_render_options (self->canvas)->selected_unit == sand_hex_aid_get_unit (self->aid))
        sand_canvas_get_render_options (self->canvas)->selected_unit = NULL;
    }
  self->click = NULL;
  self->motion = NULL;
  if (self->aid != NULL)
    g_signal_handlers_disconnect_by_data (self->aid, self);
  if (self->editor != NULL)
    g_signal_handlers_disconnect_by_data (sand_editor_get_selection (self->editor), self);

  /* AdwBin lets go of the template's child itself. */
  g_clear_object (&self->canvas);
  g_clear_object (&self->document);
  g_clear_object (&self->editor);
  g_clear_object (&self->aid_layer);
  g_clear_object (&self->strength_layer);
  g_clear_object (&self->aid);
  g_clear_object (&self->history);
  g_clear_object (&self->target);
  g_clear_object (&self->seen_enemies);
  g_clear_object (&self->in_range);
  g_clear_object (&self->targets);

  G_OBJECT_CLASS (sand_hex_panel_parent_class)->dispose (object);
}

static void
sand_hex_panel_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  SandHexPanel *self = SAND_HEX_PANEL (object);

  switch (prop_id)
    {
    case PROP_AVAILABLE:
      g_value_set_boolean (value, sand_hex_panel_get_available (self));
      break;
    case PROP_HISTORY:
      g_value_set_object (value, self->history);
      break;
    case PROP_TARGET:
      g_value_set_object (value, self->target);
      break;
    case PROP_DIE:
      g_value_set_int (value, sand_hex_panel_get_die (self));
      break;
    case PROP_IN_COVER:
      g_value_set_boolean (value, sand_hex_panel_get_in_cover (self));
      break;
    case PROP_SHOW_HEX_COORDS:
      g_value_set_boolean (value, sand_canvas_get_render_options (self->canvas)->show_hex_coords);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sand_hex_panel_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  SandHexPanel *self = SAND_HEX_PANEL (object);

  switch (prop_id)
    {
    case PROP_HISTORY:
      sand_hex_panel_set_history (self, g_value_get_object (value));
      break;
    case PROP_TARGET:
      sand_hex_panel_set_target (self, g_value_get_object (value));
      break;
    case PROP_DIE:
      sand_hex_panel_set_die (self, g_value_get_int (value));
      break;
    case PROP_IN_COVER:
      sand_hex_panel_set_in_cover (self, g_value_get_boolean (value));
      break;
    case PROP_SHOW_HEX_COORDS:
      {
        SandRenderOptions *options = sand_canvas_get_render_options (self->canvas);
        gboolean show = g_value_get_boolean (value);

        if (options->show_hex_coords != show)
          {
            options->show_hex_coords = show;
            gtk_widget_queue_draw (GTK_WIDGET (self->canvas));
            g_object_notify_by_pspec (object, pspec);
          }
      }
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sand_hex_panel_class_init (SandHexPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sand_hex_panel_dispose;
  object_class->get_property = sand_hex_panel_get_property;
  object_class->set_property = sand_hex_panel_set_property;

  widget_class->map = sand_hex_panel_map;
  widget_class->unmap = sand_hex_panel_unmap;

  properties[PROP_AVAILABLE] =
    g_param_spec_boolean ("available", NULL, NULL,
                          FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_HISTORY] =
    g_param_spec_object ("history", NULL, NULL,
                         SAND_TYPE_HISTORY,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_TARGET] =
    g_param_spec_object ("target", NULL, NULL,
                         SAND_TYPE_UNIT,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_DIE] =
    g_param_spec_int ("die", NULL, NULL,
                      1, 6, 1,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_IN_COVER] =
    g_param_spec_boolean ("in-cover", NULL, NULL,
                          FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* The canvas draws hex coordinates when set; the window's view menu toggles it. */
  properties[PROP_SHOW_HEX_COORDS] =
    g_param_spec_boolean ("show-hex-coords", NULL, NULL,
                          FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/sandtable/Sandtable/sand-hex-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, SandHexPanel, stack);
  gtk_widget_class_bind_template_child (widget_class, SandHexPanel, unit_row);
  gtk_widget_class_bind_template_child (widget_class, SandHexPanel, strength_label);
  gtk_widget_class_bind_template_child (widget_class, SandHexPanel, origin_row);
  gtk_widget_class_bind_template_child (widget_class, SandHexPanel, own_hex_button);
  gtk_widget_class_bind_template_child (widget_class, SandHexPanel, observation_group);
  gtk_widget_class_bind_template_child (widget_class, SandHexPanel, seen_list);
  gtk_widget_class_bind_template_child (widget_class, SandHexPanel, range_group);
  gtk_widget_class_bind_template_child (widget_class, SandHexPanel, target_list);
  gtk_widget_class_bind_template_child (widget_class, SandHexPanel, target_row);
  gtk_widget_class_bind_template_child (widget_class, SandHexPanel, cover_switch);
  gtk_widget_class_bind_template_child (widget_class, SandHexPanel, die_adjustment);
  gtk_widget_class_bind_template_child (widget_class, SandHexPanel, modifier_row);
  gtk_widget_class_bind_template_child (widget_class, SandHexPanel, modifier_label);
  gtk_widget_class_bind_template_child (widget_class, SandHexPanel, hits_label);
  gtk_widget_class_bind_template_child (widget_class, SandHexPanel, outcome_label);
  gtk_widget_class_bind_template_child (widget_class, SandHexPanel, eliminated_label);
  gtk_widget_class_bind_template_child (widget_class, SandHexPanel, apply_button);

  gtk_widget_class_install_action (widget_class, "hex.select-unit", "s", select_unit_action);
  gtk_widget_class_install_action (widget_class, "hex.pick-target", "s", pick_target_action);
  gtk_widget_class_install_action (widget_class, "hex.own-hex", NULL, own_hex_action);
  gtk_widget_class_install_action (widget_class, "hex.roll", NULL, roll_action);
  gtk_widget_class_install_action (widget_class, "hex.apply-hits", NULL, apply_hits_action);
}

static void
die_changed_cb (SandHexPanel *self)
{
  sand_hex_panel_update_dice (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DIE]);
}

static void
cover_changed_cb (SandHexPanel *self)
{
  sand_hex_panel_update_dice (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_IN_COVER]);
}

static void
available_changed_cb (SandHexPanel *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_AVAILABLE]);
}

static void
sand_hex_panel_init (SandHexPanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->aid = sand_hex_aid_new ();
  self->seen_enemies = g_list_store_new (SAND_TYPE_UNIT);
  self->in_range = g_list_store_new (SAND_TYPE_UNIT);
  self->targets = g_list_store_new (SAND_TYPE_UNIT);
  self->aid_layer = sand_hex_aid_layer_new (self->aid);
  self->strength_layer = sand_hex_strength_layer_new ();
  sand_canvas_layer_set_visible (self->aid_layer, FALSE);

  gtk_list_box_bind_model (self->seen_list, G_LIST_MODEL (self->seen_enemies),
                           create_seen_row, self, NULL);
  gtk_list_box_set_placeholder (self->seen_list, create_placeholder (_("No enemy in sight")));
  gtk_list_box_bind_model (self->target_list, G_LIST_MODEL (self->in_range),
                           create_range_row, self, NULL);
  gtk_list_box_set_placeholder (self->target_list, create_placeholder (_("No enemy in range")));

  g_signal_connect_swapped (self->aid, "changed", G_CALLBACK (sand_hex_panel_update), self);
  g_signal_connect_swapped (self->aid, "notify::available", G_CALLBACK (available_changed_cb), self);
  g_signal_connect_swapped (self->die_adjustment, "value-changed", G_CALLBACK (die_changed_cb), self);
  g_signal_connect_swapped (self->cover_switch, "notify::active", G_CALLBACK (cover_changed_cb), self);

  sand_hex_panel_update (self);
}

GtkWidget *
sand_hex_panel_new (SandCanvas   *canvas,
                    SandDocument *document,
                    SandEditor   *editor)
{
  SandHexPanel *self;
  GtkGesture *click;

  g_return_val_if_fail (SAND_IS_CANVAS (canvas), NULL);
  g_return_val_if_fail (SAND_IS_DOCUMENT (document), NULL);
  g_return_val_if_fail (!editor || SAND_IS_EDITOR (editor), NULL);

  self = g_object_new (SAND_TYPE_HEX_PANEL, NULL);
  self->canvas = g_object_ref (canvas);
  self->document = g_object_ref (document);

  sand_canvas_add_layer (canvas, self->strength_layer);
  sand_canvas_add_layer (canvas, self->aid_layer);
  g_object_bind_property (document, "scenario", self->aid, "scenario", G_BINDING_SYNC_CREATE);
  g_object_bind_property (document, "history", self, "history", G_BINDING_SYNC_CREATE);

  if (editor != NULL)
    {
      self->editor = g_object_ref (editor);
      g_signal_connect_object (sand_editor_get_selection (editor), "changed",
                               G_CALLBACK (selection_changed_cb), self, G_CONNECT_SWAPPED);
    }

  /* Ahead of the editor's gestures, so a click that picks a target or keeps a
   * hex can be taken from them. */
  click = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  gtk_event_controller_set_propagation_phase (GTK_EVENT_CONTROLLER (click), GTK_PHASE_CAPTURE);
  g_signal_connect_swapped (click, "pressed", G_CALLBACK (canvas_pressed_cb), self);
  self->click = GTK_EVENT_CONTROLLER (click);
  gtk_widget_add_controller (GTK_WIDGET (canvas), self->click);

  self->motion = gtk_event_controller_motion_new ();
  g_signal_connect_swapped (self->motion, "motion", G_CALLBACK (canvas_motion_cb), self);
  g_signal_connect_swapped (self->motion, "leave", G_CALLBACK (canvas_leave_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (canvas), self->motion);

  return GTK_WIDGET (self);
}

SandHexAid *
sand_hex_panel_get_aid (SandHexPanel *self)
{
  g_return_val_if_fail (SAND_IS_HEX_PANEL (self), NULL);

  return self->aid;
}

gboolean
sand_hex_panel_get_available (SandHexPanel *self)
{
  g_return_val_if_fail (SAND_IS_HEX_PANEL (self), FALSE);

  return sand_hex_aid_get_available (self->aid);
}

SandHistory *
sand_hex_panel_get_history (SandHexPanel *self)
{
  g_return_val_if_fail (SAND_IS_HEX_PANEL (self), NULL);

  return self->history;
}

void
sand_hex_panel_set_history (SandHexPanel *self,
                            SandHistory  *history)
{
  g_return_if_fail (SAND_IS_HEX_PANEL (self));
  g_return_if_fail (!history || SAND_IS_HISTORY (history));

  if (g_set_object (&self->history, history))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HISTORY]);
}

GListModel *
sand_hex_panel_get_seen_enemies (SandHexPanel *self)
{
  g_return_val_if_fail (SAND_IS_HEX_PANEL (self), NULL);

  return G_LIST_MODEL (self->seen_enemies);
}

GListModel *
sand_hex_panel_get_targets (SandHexPanel *self)
{
  g_return_val_if_fail (SAND_IS_HEX_PANEL (self), NULL);

  return G_LIST_MODEL (self->targets);
}

SandUnit *
sand_hex_panel_get_target (SandHexPanel *self)
{
  g_return_val_if_fail (SAND_IS_HEX_PANEL (self), NULL);

  return self->target;
}

void
sand_hex_panel_set_target (SandHexPanel *self,
                           SandUnit     *target)
{
  g_return_if_fail (SAND_IS_HEX_PANEL (self));
  g_return_if_fail (!target || SAND_IS_UNIT (target));

  if (!g_set_object (&self->target, target))
    return;

  sand_hex_panel_update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TARGET]);
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
  SandUnit *unit;

  g_return_val_if_fail (SAND_IS_HEX_PANEL (self), -1);

  unit = sand_hex_aid_get_unit (self->aid);
  if (unit == NULL || self->target == NULL ||
      unit_class (unit) == SAND_OHW_INVALID || unit_class (self->target) == SAND_OHW_INVALID)
    return -1;

  return sand_ohw_casualties (unit_class (unit), unit_class (self->target),
                              sand_hex_panel_get_die (self), sand_hex_panel_get_in_cover (self));
}
