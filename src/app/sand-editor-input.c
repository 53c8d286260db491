/* sand-editor-input.c: the canvas's pointer and keys, turned into tool calls in
 * table inches; where the pointer was last seen.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "sand-canvas.h"
#include "sand-editor-private.h"

/* Arrow keys move the selection this far (inches); with Shift, the long step. */
#define NUDGE_STEP 0.1
#define NUDGE_LONG_STEP 1.0

static void
widget_to_table (SandEditor *self,
                 double      wx,
                 double      wy,
                 double     *x,
                 double     *y)
{
  sand_viewport_widget_to_table (sand_canvas_get_viewport (self->canvas), wx, wy, x, y);
}

static GdkModifierType
current_state (GtkEventController *controller)
{
  return gtk_event_controller_get_current_event_state (controller);
}

/* GtkGestureDrag does not count clicks; a double click is a second press soon
 * after the first, close to it, as GtkSettings says. */
static int
count_press (SandEditor *self,
             GtkGesture *gesture,
             double      wx,
             double      wy)
{
  GtkSettings *settings = gtk_widget_get_settings (GTK_WIDGET (self->canvas));
  GdkEvent *event = gtk_event_controller_get_current_event (GTK_EVENT_CONTROLLER (gesture));
  guint32 time = event != NULL ? gdk_event_get_time (event) : 0;
  int double_time = 400, double_distance = 5;

  g_object_get (settings, "gtk-double-click-time", &double_time,
                "gtk-double-click-distance", &double_distance, NULL);

  if (self->n_press > 0 &&
      time - self->last_press_time <= (guint32) double_time &&
      hypot (wx - self->last_press_x, wy - self->last_press_y) <= double_distance)
    self->n_press++;
  else
    self->n_press = 1;

  self->last_press_time = time;
  self->last_press_x = wx;
  self->last_press_y = wy;

  return self->n_press;
}

static void
drag_begin_cb (SandEditor     *self,
               double          wx,
               double          wy,
               GtkGestureDrag *gesture)
{
  double x, y;
  int n_press;

  /* Another page owns the clicks: the gesture lets them go to it. */
  if (!self->tools_active)
    {
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_DENIED);
      return;
    }
  n_press = count_press (self, GTK_GESTURE (gesture), wx, wy);
  gtk_widget_grab_focus (GTK_WIDGET (self->canvas));
  self->drag_x0 = wx;
  self->drag_y0 = wy;
  widget_to_table (self, wx, wy, &x, &y);
  sand_tool_press (self->tool, x, y, n_press, current_state (GTK_EVENT_CONTROLLER (gesture)));
}

static void
drag_update_cb (SandEditor     *self,
                double          dx,
                double          dy,
                GtkGestureDrag *gesture)
{
  double x, y;

  if (!self->tools_active)
    return;
  widget_to_table (self, self->drag_x0 + dx, self->drag_y0 + dy, &x, &y);
  sand_tool_motion (self->tool, x, y,
                    current_state (GTK_EVENT_CONTROLLER (gesture)) | GDK_BUTTON1_MASK);
}

static void
drag_end_cb (SandEditor     *self,
             double          dx,
             double          dy,
             GtkGestureDrag *gesture)
{
  double x, y;

  if (!self->tools_active)
    return;
  widget_to_table (self, self->drag_x0 + dx, self->drag_y0 + dy, &x, &y);
  sand_tool_release (self->tool, x, y, current_state (GTK_EVENT_CONTROLLER (gesture)));
}

static void
drag_cancel_cb (SandEditor       *self,
                GdkEventSequence *sequence,
                GtkGesture       *gesture)
{
  /* Space-drag panning took the pointer: the press never happened for the tool. */
  sand_tool_cancel (self->tool);
}

static void
motion_cb (SandEditor               *self,
           double                    wx,
           double                    wy,
           GtkEventControllerMotion *controller)
{
  double x, y;
  GdkModifierType state = current_state (GTK_EVENT_CONTROLLER (controller));

  widget_to_table (self, wx, wy, &x, &y);
  sand_editor_set_pointer (self, TRUE, x, y);

  /* While the button is down the drag gesture reports the motion. */
  if ((state & GDK_BUTTON1_MASK) || !self->tools_active)
    return;

  sand_tool_motion (self->tool, x, y, state);
}

static void
leave_cb (SandEditor               *self,
          GtkEventControllerMotion *controller)
{
  sand_editor_set_pointer (self, FALSE, self->pointer_x, self->pointer_y);
}

static gboolean
key_pressed_cb (SandEditor            *self,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                GtkEventControllerKey *controller)
{
  double step = (state & GDK_SHIFT_MASK) ? NUDGE_LONG_STEP : NUDGE_STEP;

  if (_sand_editor_key_pick (self, keyval, state))
    return TRUE;

  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK))
    return FALSE;

  if (sand_tool_key (self->tool, keyval, state))
    return TRUE;

  switch (keyval)
    {
    case GDK_KEY_Escape:
      sand_tool_cancel (self->tool);
      sand_selection_clear (self->selection);
      return TRUE;

    case GDK_KEY_Delete:
    case GDK_KEY_KP_Delete:
    case GDK_KEY_BackSpace:
      if (sand_selection_is_empty (self->selection))
        return FALSE;
      sand_editor_delete_selection (self);
      return TRUE;

    /* With something selected the arrows move it; otherwise the canvas pans. */
    case GDK_KEY_Left:
    case GDK_KEY_Right:
    case GDK_KEY_Up:
    case GDK_KEY_Down:
      if (sand_selection_is_empty (self->selection))
        return FALSE;
      sand_editor_nudge (self,
                         keyval == GDK_KEY_Left ? -step : keyval == GDK_KEY_Right ? step : 0.0,
                         keyval == GDK_KEY_Up ? -step : keyval == GDK_KEY_Down ? step : 0.0);
      return TRUE;

    default:
      return FALSE;
    }
}

void
_sand_editor_attach_canvas (SandEditor *self)
{
  GtkWidget *canvas = GTK_WIDGET (self->canvas);

  self->drag = gtk_gesture_drag_new ();
  gtk_event_controller_set_name (GTK_EVENT_CONTROLLER (self->drag), "sand-editor-drag");
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (self->drag), GDK_BUTTON_PRIMARY);
  g_signal_connect_swapped (self->drag, "drag-begin", G_CALLBACK (drag_begin_cb), self);
  g_signal_connect_swapped (self->drag, "drag-update", G_CALLBACK (drag_update_cb), self);
  g_signal_connect_swapped (self->drag, "drag-end", G_CALLBACK (drag_end_cb), self);
  g_signal_connect_swapped (self->drag, "cancel", G_CALLBACK (drag_cancel_cb), self);
  gtk_widget_add_controller (canvas, GTK_EVENT_CONTROLLER (self->drag));

  self->motion = gtk_event_controller_motion_new ();
  gtk_event_controller_set_name (self->motion, "sand-editor-motion");
  g_signal_connect_swapped (self->motion, "motion", G_CALLBACK (motion_cb), self);
  g_signal_connect_swapped (self->motion, "enter", G_CALLBACK (motion_cb), self);
  g_signal_connect_swapped (self->motion, "leave", G_CALLBACK (leave_cb), self);
  gtk_widget_add_controller (canvas, self->motion);

  /* Before the canvas's own keys, so arrows move a selection instead of panning. */
  self->keys = gtk_event_controller_key_new ();
  gtk_event_controller_set_name (self->keys, "sand-editor-keys");
  gtk_event_controller_set_propagation_phase (self->keys, GTK_PHASE_CAPTURE);
  g_signal_connect_swapped (self->keys, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  gtk_widget_add_controller (canvas, self->keys);
}

void
_sand_editor_detach_canvas (SandEditor *self)
{
  GtkWidget *canvas = GTK_WIDGET (self->canvas);

  /* The widget owns the controllers; take them off before the editor goes. */
  if (self->drag != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->drag, self);
      gtk_widget_remove_controller (canvas, GTK_EVENT_CONTROLLER (self->drag));
    }
  if (self->motion != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->motion, self);
      gtk_widget_remove_controller (canvas, self->motion);
    }
  if (self->keys != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->keys, self);
      gtk_widget_remove_controller (canvas, self->keys);
    }
  self->drag = NULL;
  self->motion = NULL;
  self->keys = NULL;
}

gboolean
sand_editor_get_pointer (SandEditor *self,
                         double     *x,
                         double     *y)
{
  g_return_val_if_fail (SAND_IS_EDITOR (self), FALSE);

  *x = self->pointer_x;
  *y = self->pointer_y;
  return self->pointer_in;
}

void
sand_editor_set_pointer (SandEditor *self,
                         gboolean    inside,
                         double      x,
                         double      y)
{
  g_return_if_fail (SAND_IS_EDITOR (self));

  self->pointer_in = inside;
  self->pointer_x = x;
  self->pointer_y = y;
}
