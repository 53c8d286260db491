/* sand-play-gestures.c: the play page's pointer work on the canvas — click a unit
 * to select it, drag it to move it (sand-play-move.c judges the move), hover to
 * see the way there.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "sand-canvas.h"
#include "sand-document.h"
#include "sand-edit-play.h"
#include "sand-hex-grid.h"
#include "sand-play-panel-private.h"

/* Widget pixels a press on the legend may move and still be a click. */
#define LEGEND_CLICK_SLOP 6.0

/* How long a carried unit rests before the read-out asks what decides an
 * unreachable point (a solve without each feature in turn): asked on every
 * motion it took most of a frame. */
#define REST_MS 150

gboolean
_sand_play_panel_is_active (SandPlayPanel *self)
{
  /* Mapped only while the page is the sidebar's visible one. */
  return gtk_widget_get_mapped (GTK_WIDGET (self));
}

static SandUnit *
unit_at (SandPlayPanel *self,
         double         x,
         double         y)
{
  SandScenario *scenario = sand_play_aid_get_scenario (self->aid);
  GListModel   *units = scenario ? sand_scenario_get_units (scenario) : NULL;

  /* The topmost: the last drawn. */
  for (guint i = units ? g_list_model_get_n_items (units) : 0; i > 0; i--)
    {
      g_autoptr (SandUnit) unit = g_list_model_get_item (units, i - 1);

      if (sand_unit_hit (unit, x, y))
        return unit;
    }
  return NULL;
}

void
sand_play_panel_hover (SandPlayPanel *self,
                       double         x,
                       double         y)
{
  g_autoptr (GArray) path = NULL;
  g_autofree char   *text = NULL;
  gboolean           reachable = FALSE, in_column = FALSE;
  guint              reaching = 0;

  g_return_if_fail (SAND_IS_PLAY_PANEL (self));

  text = sand_play_aid_describe_point (self->aid, x, y, &path, &reachable, &reaching, &in_column);
  /* a carried group's figures follow the way the drop will take */
  g_clear_pointer (&self->group_column_way, g_array_unref);
  if (in_column && path != NULL)
    self->group_column_way = g_array_ref (path);
  if (text == NULL)
    {
      sand_play_panel_hover_end (self);
      return;
    }
  self->hover_x = x;
  self->hover_y = y;
  self->hovering = TRUE;
  gtk_label_set_label (self->pointer_label, text);
  sand_reach_layer_set_path (SAND_REACH_LAYER (self->layer), path, reachable);
  sand_reach_layer_set_pointer (SAND_REACH_LAYER (self->layer), text, x, y, reaching);
}

void
sand_play_panel_hover_end (SandPlayPanel *self)
{
  g_return_if_fail (SAND_IS_PLAY_PANEL (self));

  self->hovering = FALSE;
  g_clear_pointer (&self->group_column_way, g_array_unref);
  sand_reach_layer_set_path (SAND_REACH_LAYER (self->layer), NULL, FALSE);
  sand_reach_layer_set_pointer (SAND_REACH_LAYER (self->layer), NULL, 0, 0, 0);
}

gboolean
sand_play_panel_drag_begin (SandPlayPanel *self,
                            double         x,
                            double         y)
{
  SandUnit    *unit;
  SandRuleset *ruleset;
  SandPoint    anchor;
  gboolean     wheeling;

  g_return_val_if_fail (SAND_IS_PLAY_PANEL (self), FALSE);

  unit = unit_at (self, x, y);
  if (unit == NULL)
    return FALSE;
  /* Wheel on, the group of the unit shown turns about its pivot as the
   * pointer turns, led by that unit whichever figure of it is grabbed; else
   * the unit grabbed is carried */
  wheeling = _sand_play_panel_wheel_begin (self, unit, x, y);
  if (!wheeling)
    sand_play_aid_set_unit (self->aid, unit);
  g_set_object (&self->dragged, unit);
  self->drag_from_x = sand_unit_get_x (unit);
  self->drag_from_y = sand_unit_get_y (unit);
  /* The bands stay where the move is measured from while the unit is carried. */
  ruleset = sand_play_aid_get_ruleset (self->aid);
  anchor = ruleset ? sand_play_get_anchor (sand_play_aid_get_scenario (self->aid), ruleset, unit)
                   : (SandPoint) { self->drag_from_x, self->drag_from_y };
  if (!wheeling)
    sand_play_aid_set_anchor (self->aid, &anchor);
  self->grab_dx = self->drag_from_x - x;
  self->grab_dy = self->drag_from_y - y;
  /* On a hexed ruleset a counter goes from hex to hex: it stands in the middle of
   * the hex the pointer carries it over, as the move will put it. */
  self->drag_on_hexes = ruleset != NULL && sand_ruleset_get_grid_type (ruleset) == SAND_GRID_HEX && sand_hex_grid_from_scenario (&self->drag_grid, sand_play_aid_get_scenario (self->aid));
  /* Only this unit moves: the table, terrain, grid and every other unit are drawn
   * once, so the frame rate follows the reach, not the woods' textures and the
   * labels. */
  if (!wheeling)
    _sand_play_panel_group_begin (self, unit);
  sand_canvas_hold_still_but_unit (sand_window_get_canvas (self->window), unit);
  sand_reach_layer_set_live_marks (SAND_REACH_LAYER (self->layer), TRUE);
  sand_play_panel_hover_end (self);
  return TRUE;
}

static gboolean
rest_cb (gpointer data)
{
  SandPlayPanel *self = data;

  self->rest_source = 0;
  sand_play_aid_set_quick_reasons (self->aid, FALSE);
  if (self->dragged != NULL)
    sand_play_panel_hover (self, sand_unit_get_x (self->dragged), sand_unit_get_y (self->dragged));
  return G_SOURCE_REMOVE;
}

void
sand_play_panel_drag_update (SandPlayPanel *self,
                             double         x,
                             double         y)
{
  g_return_if_fail (SAND_IS_PLAY_PANEL (self));

  /* Moved directly while dragging, judged and recorded when released; the way
   * from the start and the allowance it uses follow it. */
  if (self->dragged == NULL)
    return;
  if (self->wheel_dragged)
    {
      _sand_play_panel_wheel_update (self, x, y);
      return;
    }
  x += self->grab_dx;
  y += self->grab_dy;
  if (self->drag_on_hexes)
    {
      SandHex hex = sand_hex_grid_hex_at (&self->drag_grid, x, y);
      SandHex home = sand_hex_grid_hex_at (&self->drag_grid, self->drag_from_x, self->drag_from_y);

      /* back over its own hex it stands where it stood */
      if (hex.q == home.q && hex.r == home.r)
        x = self->drag_from_x, y = self->drag_from_y;
      else
        sand_hex_grid_center (&self->drag_grid, hex, &x, &y);
    }
  if (x != sand_unit_get_x (self->dragged) || y != sand_unit_get_y (self->dragged))
    sand_unit_set_position (self->dragged, x, y);
  sand_play_aid_set_quick_reasons (self->aid, TRUE);
  sand_play_panel_hover (self, x, y);
  _sand_play_panel_group_follow (self, x, y);
  g_clear_handle_id (&self->rest_source, g_source_remove);
  self->rest_source = g_timeout_add (REST_MS, rest_cb, self);
}

void
sand_play_panel_drag_end (SandPlayPanel *self,
                          gboolean       outside)
{
  g_autoptr (SandUnit) unit = NULL;
  double               x, y;

  g_return_if_fail (SAND_IS_PLAY_PANEL (self));

  g_clear_handle_id (&self->rest_source, g_source_remove);
  sand_play_aid_set_quick_reasons (self->aid, FALSE);
  unit = g_steal_pointer (&self->dragged);
  if (unit == NULL)
    return;
  sand_canvas_hold_still (sand_window_get_canvas (self->window), 0);
  sand_reach_layer_set_live_marks (SAND_REACH_LAYER (self->layer), FALSE);
  sand_play_aid_set_anchor (self->aid, NULL);
  sand_play_panel_hover_end (self);
  x = sand_unit_get_x (unit);
  y = sand_unit_get_y (unit);
  /* back where it began: the move, if the rules allow it, is one step */
  sand_unit_set_position (unit, self->drag_from_x, self->drag_from_y);
  if (self->wheel_dragged)
    _sand_play_panel_wheel_end (self, outside);
  else if (self->group != NULL)
    _sand_play_panel_group_end (self, x, y, outside);
  else if (x != self->drag_from_x || y != self->drag_from_y)
    _sand_play_panel_make_move (self, unit, x, y, outside);
}

void
sand_play_panel_legend_release (SandPlayPanel *self,
                                double         from_x,
                                double         from_y,
                                double         x,
                                double         y)
{
  SandReachLayer *layer;
  GtkWidget      *canvas;

  g_return_if_fail (SAND_IS_PLAY_PANEL (self));

  layer = SAND_REACH_LAYER (self->layer);
  canvas = GTK_WIDGET (sand_window_get_canvas (self->window));
  if (hypot (x - from_x, y - from_y) < LEGEND_CLICK_SLOP)
    sand_reach_layer_set_legend_collapsed (layer, !sand_reach_layer_get_legend_collapsed (layer));
  else
    sand_reach_layer_move_legend (layer, x, y, gtk_widget_get_width (canvas), gtk_widget_get_height (canvas));
}

/* Gestures */

static void
to_table (SandCanvas *canvas,
          double      wx,
          double      wy,
          double     *x,
          double     *y)
{
  sand_viewport_widget_to_table (sand_canvas_get_viewport (canvas), wx, wy, x, y);
}

static void
drag_begin_cb (GtkGestureDrag *gesture,
               double          wx,
               double          wy,
               SandPlayPanel  *self)
{
  SandCanvas *canvas = SAND_CANVAS (gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (gesture)));
  double      x, y;

  to_table (canvas, wx, wy, &x, &y);
  /* The legend: a click folds or opens it, a drag takes it to another corner. */
  if (_sand_play_panel_is_active (self) &&
      sand_reach_layer_legend_contains (SAND_REACH_LAYER (self->layer), wx, wy))
    {
      self->legend_grabbed = TRUE;
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
      return;
    }
  if (!_sand_play_panel_is_active (self) || !sand_play_panel_drag_begin (self, x, y))
    {
      /* Anywhere but on a unit a click asks about that point, as hovering does
       * (a touch has no hover); the unit stays the one chosen. */
      if (_sand_play_panel_is_active (self))
        sand_play_panel_hover (self, x, y);
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_DENIED);
      return;
    }
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  gtk_widget_set_cursor_from_name (GTK_WIDGET (canvas), "grabbing");
}

static void
drag_update_cb (GtkGestureDrag *gesture,
                double          dx,
                double          dy,
                SandPlayPanel  *self)
{
  SandCanvas *canvas = SAND_CANVAS (gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (gesture)));
  double      sx, sy, x, y;

  if (!gtk_gesture_drag_get_start_point (gesture, &sx, &sy))
    return;
  to_table (canvas, sx + dx, sy + dy, &x, &y);
  sand_play_panel_drag_update (self, x, y);
}

static void
drag_end_cb (GtkGestureDrag *gesture,
             double          dx,
             double          dy,
             SandPlayPanel  *self)
{
  SandCanvas *canvas = SAND_CANVAS (gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (gesture)));
  double      sx, sy;

  if (self->legend_grabbed && gtk_gesture_drag_get_start_point (gesture, &sx, &sy))
    {
      self->legend_grabbed = FALSE;
      sand_play_panel_legend_release (self, sx, sy, sx + dx, sy + dy);
      return;
    }
  /* Ctrl held on release places the unit even where the rules refuse. */
  sand_play_panel_drag_end (self, (gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (gesture)) & GDK_CONTROL_MASK) != 0);
  gtk_widget_set_cursor_from_name (GTK_WIDGET (canvas), NULL);
}

static void
motion_cb (GtkEventControllerMotion *controller,
           double                    wx,
           double                    wy,
           SandPlayPanel            *self)
{
  SandCanvas *canvas = SAND_CANVAS (gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (controller)));
  double      x, y;

  if (!_sand_play_panel_is_active (self) || self->dragged != NULL)
    return;
  to_table (canvas, wx, wy, &x, &y);
  sand_play_panel_hover (self, x, y);
}

static void
leave_cb (GtkEventControllerMotion *controller,
          SandPlayPanel            *self)
{
  if (self->dragged == NULL)
    sand_play_panel_hover_end (self);
}

void
_sand_play_panel_add_gestures (SandPlayPanel *self,
                               SandCanvas    *canvas)
{
  GtkGesture         *drag = gtk_gesture_drag_new ();
  GtkEventController *motion = gtk_event_controller_motion_new ();

  /* A press that does not move is a click: drag-begin already selected. */
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (drag), GDK_BUTTON_PRIMARY);
  g_signal_connect_object (drag, "drag-begin", G_CALLBACK (drag_begin_cb), self, 0);
  g_signal_connect_object (drag, "drag-update", G_CALLBACK (drag_update_cb), self, 0);
  g_signal_connect_object (drag, "drag-end", G_CALLBACK (drag_end_cb), self, 0);
  gtk_widget_add_controller (GTK_WIDGET (canvas), GTK_EVENT_CONTROLLER (drag));

  g_signal_connect_object (motion, "motion", G_CALLBACK (motion_cb), self, 0);
  g_signal_connect_object (motion, "leave", G_CALLBACK (leave_cb), self, 0);
  gtk_widget_add_controller (GTK_WIDGET (canvas), motion);
}
