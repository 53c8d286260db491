/* sand-canvas-input.c: panning and zooming the canvas with mouse, touchpad,
 * touchscreen and keyboard.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "sand-canvas-private.h"

/* One wheel notch zooms by this factor. */
#define WHEEL_ZOOM_STEP 1.2
/* Arrow keys pan by this many pixels. */
#define KEY_PAN_STEP 48.0
/* Touchpad scroll deltas (pixels) to zoom factor, with Ctrl held. */
#define SMOOTH_ZOOM_RATE 0.01

static void
sand_canvas_update_cursor (SandCanvas *self)
{
  const char *name = NULL;

  if (self->panning)
    name = "grabbing";
  else if (self->space_down)
    name = "grab";

  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), name);
}

static void
pan_begin (SandCanvas *self)
{
  self->drag_offset_x = sand_viewport_get_offset_x (self->viewport);
  self->drag_offset_y = sand_viewport_get_offset_y (self->viewport);
  self->panning = TRUE;
  _sand_canvas_user_moved (self);
  sand_canvas_update_cursor (self);
}

static void
pan_drag_begin_cb (SandCanvas     *self,
                   double          start_x,
                   double          start_y,
                   GtkGestureDrag *gesture)
{
  guint button = gtk_gesture_single_get_current_button (GTK_GESTURE_SINGLE (gesture));

  gtk_widget_grab_focus (GTK_WIDGET (self));

  /* The primary button pans only while space is held; otherwise it belongs to
   * the editing tools. */
  if (button == GDK_BUTTON_PRIMARY && !self->space_down)
    {
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_DENIED);
      return;
    }

  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  pan_begin (self);
}

static void
pan_drag_update_cb (SandCanvas     *self,
                    double          offset_x,
                    double          offset_y,
                    GtkGestureDrag *gesture)
{
  if (!self->panning)
    return;

  sand_viewport_set_offset (self->viewport,
                            self->drag_offset_x + offset_x,
                            self->drag_offset_y + offset_y);
}

static void
pan_drag_end_cb (SandCanvas     *self,
                 double          offset_x,
                 double          offset_y,
                 GtkGestureDrag *gesture)
{
  self->panning = FALSE;
  sand_canvas_update_cursor (self);
}

static void
motion_cb (SandCanvas               *self,
           double                    x,
           double                    y,
           GtkEventControllerMotion *controller)
{
  self->pointer_x = x;
  self->pointer_y = y;
}

static gboolean
scroll_cb (SandCanvas               *self,
           double                    dx,
           double                    dy,
           GtkEventControllerScroll *controller)
{
  GdkModifierType state;

  state = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (controller));
  _sand_canvas_user_moved (self);

  if (gtk_event_controller_scroll_get_unit (controller) == GDK_SCROLL_UNIT_WHEEL)
    {
      /* A mouse wheel zooms around the pointer, a notch at a time. */
      sand_viewport_zoom_at (self->viewport, self->pointer_x, self->pointer_y,
                             pow (WHEEL_ZOOM_STEP, -dy));
    }
  else if (state & GDK_CONTROL_MASK)
    {
      sand_viewport_zoom_at (self->viewport, self->pointer_x, self->pointer_y,
                             exp (-dy * SMOOTH_ZOOM_RATE));
    }
  else
    {
      /* Touchpads pan, as in every other GNOME canvas. */
      sand_viewport_pan (self->viewport, -dx, -dy);
    }

  return TRUE;
}

static void
pinch_begin_cb (SandCanvas     *self,
                GdkEventSequence *sequence,
                GtkGestureZoom *gesture)
{
  double cx, cy;

  gtk_gesture_get_bounding_box_center (GTK_GESTURE (gesture), &cx, &cy);
  self->pinch_scale = sand_viewport_get_scale (self->viewport);
  sand_viewport_widget_to_table (self->viewport, cx, cy,
                                 &self->pinch_table_x, &self->pinch_table_y);
  _sand_canvas_user_moved (self);
}

static void
pinch_scale_changed_cb (SandCanvas     *self,
                        double          delta,
                        GtkGestureZoom *gesture)
{
  double cx, cy, scale;

  if (!gtk_gesture_get_bounding_box_center (GTK_GESTURE (gesture), &cx, &cy))
    return;

  /* Keep the table point first under the fingers under their centre now, so a
   * pinch zooms and pans together. */
  sand_viewport_set_scale (self->viewport, self->pinch_scale * delta);
  scale = sand_viewport_get_scale (self->viewport);
  sand_viewport_set_offset (self->viewport,
                            cx - self->pinch_table_x * scale,
                            cy - self->pinch_table_y * scale);
}

static gboolean
key_pressed_cb (SandCanvas            *self,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                GtkEventControllerKey *controller)
{
  double dx = 0.0, dy = 0.0;

  switch (keyval)
    {
    case GDK_KEY_space:
      self->space_down = TRUE;
      sand_canvas_update_cursor (self);
      return TRUE;

    /* The keyboard pans too, a step at a time. */
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      dx = KEY_PAN_STEP;
      break;
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      dx = -KEY_PAN_STEP;
      break;
    case GDK_KEY_Up:
    case GDK_KEY_KP_Up:
      dy = KEY_PAN_STEP;
      break;
    case GDK_KEY_Down:
    case GDK_KEY_KP_Down:
      dy = -KEY_PAN_STEP;
      break;
    default:
      return FALSE;
    }

  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK))
    return FALSE;

  _sand_canvas_user_moved (self);
  sand_viewport_pan (self->viewport, dx, dy);
  return TRUE;
}

static void
key_released_cb (SandCanvas            *self,
                 guint                  keyval,
                 guint                  keycode,
                 GdkModifierType        state,
                 GtkEventControllerKey *controller)
{
  if (keyval != GDK_KEY_space)
    return;

  self->space_down = FALSE;
  sand_canvas_update_cursor (self);
}

static void
focus_leave_cb (SandCanvas               *self,
                GtkEventControllerFocus *controller)
{
  /* The release may go to another widget. */
  self->space_down = FALSE;
  sand_canvas_update_cursor (self);
}

static void
sand_canvas_add_pan_gesture (SandCanvas *self,
                             guint       button)
{
  GtkGesture *drag = gtk_gesture_drag_new ();

  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (drag), button);
  g_signal_connect_swapped (drag, "drag-begin", G_CALLBACK (pan_drag_begin_cb), self);
  g_signal_connect_swapped (drag, "drag-update", G_CALLBACK (pan_drag_update_cb), self);
  g_signal_connect_swapped (drag, "drag-end", G_CALLBACK (pan_drag_end_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));
}

void
_sand_canvas_init_controllers (SandCanvas *self)
{
  GtkEventController *controller;
  GtkGesture *zoom;

  sand_canvas_add_pan_gesture (self, GDK_BUTTON_MIDDLE);
  sand_canvas_add_pan_gesture (self, GDK_BUTTON_PRIMARY);

  controller = gtk_event_controller_motion_new ();
  g_signal_connect_swapped (controller, "enter", G_CALLBACK (motion_cb), self);
  g_signal_connect_swapped (controller, "motion", G_CALLBACK (motion_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);

  controller = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES);
  g_signal_connect_swapped (controller, "scroll", G_CALLBACK (scroll_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);

  zoom = gtk_gesture_zoom_new ();
  g_signal_connect_swapped (zoom, "begin", G_CALLBACK (pinch_begin_cb), self);
  g_signal_connect_swapped (zoom, "scale-changed", G_CALLBACK (pinch_scale_changed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (zoom));

  controller = gtk_event_controller_key_new ();
  gtk_event_controller_set_name (controller, "sand-canvas-keys");
  g_signal_connect_swapped (controller, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  g_signal_connect_swapped (controller, "key-released", G_CALLBACK (key_released_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);

  controller = gtk_event_controller_focus_new ();
  g_signal_connect_swapped (controller, "leave", G_CALLBACK (focus_leave_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);
}
