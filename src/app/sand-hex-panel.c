/* sand-hex-panel.c: the hex panel object — its properties, its layers on the
 * canvas and the updates that the other sand-hex-panel-*.c files fill in.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sand-canvas.h"
#include "sand-document.h"
#include "sand-editor.h"
#include "sand-hex-aid-layer.h"
#include "sand-hex-panel-private.h"
#include "sand-hex-strength-layer.h"
#include "sand-strength.h"

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

/* Updating */

void
_sand_hex_panel_clear_target (SandHexPanel *self)
{
  if (self->target == NULL)
    return;

  g_clear_object (&self->target);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TARGET]);
}

void
_sand_hex_panel_update (SandHexPanel *self)
{
  SandScenario *scenario = sand_hex_aid_get_scenario (self->aid);

  /* A target deleted (or undone away) is no longer there to shoot at. */
  if (self->target != NULL &&
      (scenario == NULL ||
       sand_scenario_find_unit (scenario, sand_unit_get_id (self->target)) != self->target))
    _sand_hex_panel_clear_target (self);

  /* The strength layer's badges: names on the table keep clear of them. */
  if (self->canvas != NULL)
    {
      SandRuleset *ruleset = sand_hex_aid_get_ruleset (self->aid);
      const char *attribute = NULL;

      if (ruleset != NULL)
        sand_strength_counted (ruleset, &attribute);
      sand_canvas_get_render_options (self->canvas)->badge_attribute = attribute;
    }
  sand_hex_aid_layer_set_target (SAND_HEX_AID_LAYER (self->aid_layer), self->target);
  _sand_hex_panel_update_unit (self);
  _sand_hex_panel_update_lists (self);
  _sand_hex_panel_update_dice (self);
}

/* Showing */

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

/* Object */

static void
sand_hex_panel_dispose (GObject *object)
{
  SandHexPanel *self = SAND_HEX_PANEL (object);

  _sand_hex_panel_remove_input (self);
  if (self->canvas != NULL)
    {
      sand_canvas_remove_layer (self->canvas, self->aid_layer);
      sand_canvas_remove_layer (self->canvas, self->strength_layer);
      if (sand_canvas_get_render_options (self->canvas)->selected_unit == sand_hex_aid_get_unit (self->aid))
        sand_canvas_get_render_options (self->canvas)->selected_unit = NULL;
    }
  if (self->aid != NULL)
    g_signal_handlers_disconnect_by_data (self->aid, self);

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
                      -100000, 100000, 1,
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
  gtk_widget_class_bind_template_child (widget_class, SandHexPanel, casualties_group);
  gtk_widget_class_bind_template_child (widget_class, SandHexPanel, target_row);
  gtk_widget_class_bind_template_child (widget_class, SandHexPanel, cover_row);
  gtk_widget_class_bind_template_child (widget_class, SandHexPanel, roll_button);
  gtk_widget_class_bind_template_child (widget_class, SandHexPanel, strength_box);
  gtk_widget_class_bind_template_child (widget_class, SandHexPanel, cover_switch);
  gtk_widget_class_bind_template_child (widget_class, SandHexPanel, die_adjustment);
  gtk_widget_class_bind_template_child (widget_class, SandHexPanel, modifier_row);
  gtk_widget_class_bind_template_child (widget_class, SandHexPanel, modifier_label);
  gtk_widget_class_bind_template_child (widget_class, SandHexPanel, hits_label);
  gtk_widget_class_bind_template_child (widget_class, SandHexPanel, outcome_label);
  gtk_widget_class_bind_template_child (widget_class, SandHexPanel, eliminated_label);
  gtk_widget_class_bind_template_child (widget_class, SandHexPanel, apply_button);

  _sand_hex_panel_class_add_actions (widget_class);
}

static void
die_changed_cb (SandHexPanel *self)
{
  /* another throw, by hand until the roll says it is its own */
  self->roll = 0;
  self->applied = FALSE;
  _sand_hex_panel_update_dice (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DIE]);
}

static void
cover_changed_cb (SandHexPanel *self)
{
  _sand_hex_panel_update_dice (self);
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
  self->strength_layer = sand_hex_strength_layer_new (self->aid);
  sand_canvas_layer_set_visible (self->aid_layer, FALSE);

  _sand_hex_panel_bind_lists (self);

  g_signal_connect_swapped (self->aid, "changed", G_CALLBACK (_sand_hex_panel_update), self);
  g_signal_connect_swapped (self->aid, "notify::available", G_CALLBACK (available_changed_cb), self);
  g_signal_connect_swapped (self->die_adjustment, "value-changed", G_CALLBACK (die_changed_cb), self);
  g_signal_connect_swapped (self->cover_switch, "notify::active", G_CALLBACK (cover_changed_cb), self);

  _sand_hex_panel_update (self);
}

GtkWidget *
sand_hex_panel_new (SandCanvas   *canvas,
                    SandDocument *document,
                    SandEditor   *editor)
{
  SandHexPanel *self;

  g_return_val_if_fail (SAND_IS_CANVAS (canvas), NULL);
  g_return_val_if_fail (SAND_IS_DOCUMENT (document), NULL);
  g_return_val_if_fail (!editor || SAND_IS_EDITOR (editor), NULL);

  self = g_object_new (SAND_TYPE_HEX_PANEL, NULL);
  self->canvas = g_object_ref (canvas);
  self->document = g_object_ref (document);

  sand_canvas_add_layer (canvas, self->strength_layer);
  sand_canvas_add_layer (canvas, self->aid_layer);
  if (editor != NULL)
    sand_hex_aid_set_registry (self->aid, sand_editor_get_registry (editor));
  g_object_bind_property (document, "scenario", self->aid, "scenario", G_BINDING_SYNC_CREATE);
  g_object_bind_property (document, "history", self, "history", G_BINDING_SYNC_CREATE);
  if (editor != NULL)
    self->editor = g_object_ref (editor);
  _sand_hex_panel_add_input (self);

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

  _sand_hex_panel_update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TARGET]);
}
