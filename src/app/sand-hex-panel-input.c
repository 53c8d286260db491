/* sand-hex-panel-input.c: the unit the hex panel looks from follows the
 * editor's selection (or a click, without an editor); on the canvas a click
 * picks a target or keeps a hex, and the pointer over an empty hex looks from
 * there.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sand-canvas.h"
#include "sand-editor.h"
#include "sand-hex-panel-private.h"
#include "sand-selection.h"
#include "sand-tool.h"

/* Selection */

/* Looks from @unit (NULL: none). */
static void
sand_hex_panel_follow (SandHexPanel *self,
                       SandUnit     *unit)
{
  SandRenderOptions *options = sand_canvas_get_render_options (self->canvas);
  SandUnit *old = sand_hex_aid_get_unit (self->aid);

  self->pinned = FALSE;
  _sand_hex_panel_clear_target (self);

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

void
_sand_hex_panel_select (SandHexPanel *self,
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

/* The canvas */

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
        _sand_hex_panel_select (self, unit);
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
  _sand_hex_panel_update_unit (self);
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

/* Follows the editor's selection, if any, and listens to the canvas. */
void
_sand_hex_panel_add_input (SandHexPanel *self)
{
  GtkGesture *click;

  if (self->editor != NULL)
    g_signal_connect_object (sand_editor_get_selection (self->editor), "changed",
                             G_CALLBACK (selection_changed_cb), self, G_CONNECT_SWAPPED);

  /* Ahead of the editor's gestures, so a click that picks a target or keeps a
   * hex can be taken from them. */
  click = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  gtk_event_controller_set_propagation_phase (GTK_EVENT_CONTROLLER (click), GTK_PHASE_CAPTURE);
  g_signal_connect_swapped (click, "pressed", G_CALLBACK (canvas_pressed_cb), self);
  self->click = GTK_EVENT_CONTROLLER (click);
  gtk_widget_add_controller (GTK_WIDGET (self->canvas), self->click);

  self->motion = gtk_event_controller_motion_new ();
  g_signal_connect_swapped (self->motion, "motion", G_CALLBACK (canvas_motion_cb), self);
  g_signal_connect_swapped (self->motion, "leave", G_CALLBACK (canvas_leave_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self->canvas), self->motion);
}

void
_sand_hex_panel_remove_input (SandHexPanel *self)
{
  if (self->canvas != NULL)
    {
      gtk_widget_remove_controller (GTK_WIDGET (self->canvas), self->click);
      gtk_widget_remove_controller (GTK_WIDGET (self->canvas), self->motion);
    }
  self->click = NULL;
  self->motion = NULL;
  if (self->editor != NULL)
    g_signal_handlers_disconnect_by_data (sand_editor_get_selection (self->editor), self);
}
