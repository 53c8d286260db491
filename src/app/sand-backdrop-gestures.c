/* sand-backdrop-gestures.c: the Backdrop page's clicks on the canvas — the two
 * points or four corners of a placing, and dragging the image to move it. The
 * page takes clicks only while it shows, and a locked backdrop none at all.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "sand-backdrop-layer.h"
#include "sand-backdrop-panel-private.h"
#include "sand-canvas.h"
#include "sand-document.h"
#include "sand-edit.h"
#include "sand-editor.h"

/* Clockwise from the top-left, as the table's corners are numbered on the canvas. */
static const char *
corner_hint (guint index)
{
  switch (index)
    {
    case 0: return _("Click the table's top-left corner on the photo (1 of 4)");
    case 1: return _("Click the table's top-right corner on the photo (2 of 4)");
    case 2: return _("Click the table's bottom-right corner on the photo (3 of 4)");
    default: return _("Click the table's bottom-left corner on the photo (4 of 4)");
    }
}

void
_sand_backdrop_panel_show_clicks (SandBackdropPanel *self)
{
  sand_backdrop_layer_set_marks (SAND_BACKDROP_LAYER (self->marks_layer), self->clicks, self->n_clicks,
                                 self->placing == SAND_BACKDROP_PLACING_FOUR_CORNERS && self->n_clicks == 4);
}

SandBackdropPlacing
sand_backdrop_panel_get_placing (SandBackdropPanel *self)
{
  g_return_val_if_fail (SAND_IS_BACKDROP_PANEL (self), SAND_BACKDROP_PLACING_NONE);
  return self->placing;
}

guint
sand_backdrop_panel_get_n_clicks (SandBackdropPanel *self)
{
  g_return_val_if_fail (SAND_IS_BACKDROP_PANEL (self), 0);
  return self->n_clicks;
}

void
sand_backdrop_panel_set_placing (SandBackdropPanel  *self,
                                 SandBackdropPlacing placing)
{
  g_return_if_fail (SAND_IS_BACKDROP_PANEL (self));

  self->placing = placing;
  self->n_clicks = 0;
  _sand_backdrop_panel_show_clicks (self);
  gtk_widget_set_visible (self->distance_box, FALSE);
  switch (placing)
    {
    case SAND_BACKDROP_PLACING_TWO_POINTS:
      _sand_backdrop_panel_set_hint (self, _("Click a point on the image whose place you know (1 of 2)"));
      break;
    case SAND_BACKDROP_PLACING_FOUR_CORNERS:
      _sand_backdrop_panel_set_hint (self, corner_hint (0));
      break;
    case SAND_BACKDROP_PLACING_NONE:
    default:
      _sand_backdrop_panel_set_hint (self, NULL);
    }
}

/* The fourth corner: the photo straightened onto the table, if they fold it not. */
static void
place_four (SandBackdropPanel *self)
{
  SandBackdrop *backdrop = _sand_backdrop_panel_get_backdrop (self);
  SandScenario *scenario = sand_document_get_scenario (sand_window_get_document (self->window));
  double w = sand_scenario_get_width (scenario), h = sand_scenario_get_height (scenario);
  const SandPoint table[4] = { { 0, 0 }, { w, 0 }, { w, h }, { 0, h } };
  SandBackdropCorner corners[4];
  SandBackdropFault fault;

  for (guint i = 0; i < 4; i++)
    corners[i] = (SandBackdropCorner) { self->image_clicks[i], table[i] };
  fault = sand_backdrop_check_corners (corners, 4, sand_backdrop_image_get_width (self->image),
                                       sand_backdrop_image_get_height (self->image), NULL);
  if (fault != SAND_BACKDROP_FAULT_NONE)
    {
      g_autofree char *hint = g_strdup_printf (_("Those corners would not do: %s. Start again: %s"),
                                               sand_backdrop_fault_describe (fault), corner_hint (0));

      self->n_clicks = 0;
      _sand_backdrop_panel_show_clicks (self);
      _sand_backdrop_panel_set_hint (self, hint);
      return;
    }
  sand_backdrop_panel_set_placing (self, SAND_BACKDROP_PLACING_NONE);
  sand_edit_place_backdrop (_sand_backdrop_panel_get_history (self), backdrop, corners, 4);
  _sand_backdrop_panel_set_hint (self, _("Straightened. Lock it, then trace the terrain over it"));
}

/* The second of two points: ask how far apart they are. */
static void
ask_distance (SandBackdropPanel *self)
{
  SandEditor *editor = sand_window_get_editor (self->window);
  double inches = hypot (self->clicks[1].x - self->clicks[0].x, self->clicks[1].y - self->clicks[0].y);
  gboolean cm = sand_editor_get_use_cm (editor);

  gtk_spin_button_set_value (self->distance_spin, cm ? inches * 2.54 : inches);
  adw_combo_row_set_selected (self->direction_row, 0);
  /* where each was clicked, to be corrected */
  for (guint i = 0; i < 4; i++)
    gtk_spin_button_set_value (self->point_spins[i], (i % 2 ? self->clicks[i / 2].y : self->clicks[i / 2].x)
                                                       * (cm ? 2.54 : 1));
  gtk_widget_set_visible (self->distance_box, TRUE);
  _sand_backdrop_panel_ask_hint (self);
}

void
_sand_backdrop_panel_ask_hint (SandBackdropPanel *self)
{
  gboolean cm = sand_editor_get_use_cm (sand_window_get_editor (self->window));

  if (adw_combo_row_get_selected (self->give_row) == 1)
    _sand_backdrop_panel_set_hint (self, cm ? _("Where does each point lie on the table, in centimetres across "
                                                "and down from its top-left corner?")
                                            : _("Where does each point lie on the table, in inches across and "
                                                "down from its top-left corner?"));
  else
    _sand_backdrop_panel_set_hint (self, cm ? _("How far apart are the two points on the table, in centimetres?")
                                            : _("How far apart are the two points on the table, in inches?"));
}

gboolean
sand_backdrop_panel_click (SandBackdropPanel *self,
                           double             x,
                           double             y)
{
  SandPoint image;

  g_return_val_if_fail (SAND_IS_BACKDROP_PANEL (self), FALSE);

  if (self->placing == SAND_BACKDROP_PLACING_NONE)
    return FALSE;
  if ((self->placing == SAND_BACKDROP_PLACING_TWO_POINTS && self->n_clicks == 2)
      || self->n_clicks == SAND_BACKDROP_MAX_CORNERS)
    return TRUE;
  if (!_sand_backdrop_panel_image_point (self, x, y, &image))
    {
      _sand_backdrop_panel_set_hint (self, _("That is off the picture: click on the image"));
      return TRUE;
    }
  self->clicks[self->n_clicks] = (SandPoint) { x, y };
  self->image_clicks[self->n_clicks] = image;
  self->n_clicks++;
  _sand_backdrop_panel_show_clicks (self);

  if (self->placing == SAND_BACKDROP_PLACING_FOUR_CORNERS)
    {
      if (self->n_clicks < 4)
        _sand_backdrop_panel_set_hint (self, corner_hint (self->n_clicks));
      else
        place_four (self);
    }
  else if (self->n_clicks == 1)
    _sand_backdrop_panel_set_hint (self, _("Click a second point, as far from the first as you can (2 of 2)"));
  else
    ask_distance (self);
  return TRUE;
}

/* The two points placed, unless they are one point on the table. */
static void
place_two (SandBackdropPanel        *self,
           SandBackdrop             *backdrop,
           const SandBackdropCorner  corners[2])
{
  SandBackdropFault fault = sand_backdrop_check_corners (corners, 2, 0, 0, NULL);

  sand_backdrop_panel_set_placing (self, SAND_BACKDROP_PLACING_NONE);
  if (fault == SAND_BACKDROP_FAULT_NONE)
    sand_edit_place_backdrop (_sand_backdrop_panel_get_history (self), backdrop, corners, 2);
  else
    _sand_backdrop_panel_set_hint (self, sand_backdrop_fault_describe (fault));
}

void
sand_backdrop_panel_apply_distance (SandBackdropPanel *self,
                                    double             inches,
                                    guint              direction)
{
  SandBackdrop *backdrop;
  SandBackdropCorner corners[2];
  double dx, dy, length;

  g_return_if_fail (SAND_IS_BACKDROP_PANEL (self));

  backdrop = _sand_backdrop_panel_get_backdrop (self);
  if (backdrop == NULL || self->placing != SAND_BACKDROP_PLACING_TWO_POINTS || self->n_clicks != 2 || !(inches > 0))
    return;
  dx = self->clicks[1].x - self->clicks[0].x;
  dy = self->clicks[1].y - self->clicks[0].y;
  if (direction == 1)
    dx = 1, dy = 0;
  else if (direction == 2)
    dx = 0, dy = 1;
  length = hypot (dx, dy);
  if (length == 0)
    return;
  /* the first point stays where it was clicked; the second is @inches away */
  corners[0] = (SandBackdropCorner) { self->image_clicks[0], self->clicks[0] };
  corners[1] = (SandBackdropCorner) { self->image_clicks[1],
                                      { self->clicks[0].x + dx / length * inches,
                                        self->clicks[0].y + dy / length * inches } };
  place_two (self, backdrop, corners);
}

void
sand_backdrop_panel_apply_points (SandBackdropPanel *self,
                                  SandPoint          first,
                                  SandPoint          second)
{
  SandBackdrop *backdrop;
  SandBackdropCorner corners[2];

  g_return_if_fail (SAND_IS_BACKDROP_PANEL (self));

  backdrop = _sand_backdrop_panel_get_backdrop (self);
  if (backdrop == NULL || self->placing != SAND_BACKDROP_PLACING_TWO_POINTS || self->n_clicks != 2)
    return;
  corners[0] = (SandBackdropCorner) { self->image_clicks[0], first };
  corners[1] = (SandBackdropCorner) { self->image_clicks[1], second };
  place_two (self, backdrop, corners);
}

/* Moving */

static gboolean
drag_begin (SandBackdropPanel *self,
            double             x,
            double             y)
{
  SandBackdrop *backdrop = _sand_backdrop_panel_get_backdrop (self);
  const SandBackdropCorner *corners;
  SandPoint image;
  guint n;

  if (backdrop == NULL || sand_backdrop_get_locked (backdrop) || !sand_backdrop_get_visible (backdrop)
      || !_sand_backdrop_panel_image_point (self, x, y, &image))
    return FALSE;
  corners = sand_backdrop_get_corners (backdrop, &n);
  memcpy (self->drag_from, corners, n * sizeof *corners);
  self->drag_x = x;
  self->drag_y = y;
  self->dragging = TRUE;
  return TRUE;
}

static void
drag_move (SandBackdropPanel *self,
           double             x,
           double             y,
           gboolean           done)
{
  SandBackdrop *backdrop = _sand_backdrop_panel_get_backdrop (self);
  SandBackdropCorner corners[SAND_BACKDROP_MAX_CORNERS];
  guint n;

  if (!self->dragging || backdrop == NULL)
    return;
  sand_backdrop_get_corners (backdrop, &n);
  /* shown live, recorded once when released */
  for (guint i = 0; i < n; i++)
    {
      corners[i] = self->drag_from[i];
      corners[i].table.x += x - self->drag_x;
      corners[i].table.y += y - self->drag_y;
    }
  sand_backdrop_set_corners (backdrop, done ? self->drag_from : corners, n);
  if (done)
    {
      self->dragging = FALSE;
      sand_edit_place_backdrop (_sand_backdrop_panel_get_history (self), backdrop, corners, n);
    }
}

/* Gestures */

static void
to_table (SandBackdropPanel *self,
          double             wx,
          double             wy,
          double            *x,
          double            *y)
{
  sand_viewport_widget_to_table (sand_canvas_get_viewport (sand_window_get_canvas (self->window)), wx, wy, x, y);
}

static void
drag_begin_cb (GtkGestureDrag    *gesture,
               double             wx,
               double             wy,
               SandBackdropPanel *self)
{
  double x, y;

  /* mapped only while the page is the sidebar's visible one */
  if (!gtk_widget_get_mapped (GTK_WIDGET (self)))
    {
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_DENIED);
      return;
    }
  to_table (self, wx, wy, &x, &y);
  if (sand_backdrop_panel_click (self, x, y) || drag_begin (self, x, y))
    gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  else
    gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_DENIED);
}

static void
drag_update_cb (GtkGestureDrag    *gesture,
                double             dx,
                double             dy,
                SandBackdropPanel *self)
{
  double sx, sy, x, y;

  if (!self->dragging || !gtk_gesture_drag_get_start_point (gesture, &sx, &sy))
    return;
  to_table (self, sx + dx, sy + dy, &x, &y);
  drag_move (self, x, y, FALSE);
}

static void
drag_end_cb (GtkGestureDrag    *gesture,
             double             dx,
             double             dy,
             SandBackdropPanel *self)
{
  double sx, sy, x, y;

  if (!self->dragging || !gtk_gesture_drag_get_start_point (gesture, &sx, &sy))
    return;
  to_table (self, sx + dx, sy + dy, &x, &y);
  drag_move (self, x, y, TRUE);
}

void
_sand_backdrop_panel_add_gestures (SandBackdropPanel *self)
{
  GtkGesture *drag = gtk_gesture_drag_new ();

  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (drag), GDK_BUTTON_PRIMARY);
  g_signal_connect_object (drag, "drag-begin", G_CALLBACK (drag_begin_cb), self, 0);
  g_signal_connect_object (drag, "drag-update", G_CALLBACK (drag_update_cb), self, 0);
  g_signal_connect_object (drag, "drag-end", G_CALLBACK (drag_end_cb), self, 0);
  gtk_widget_add_controller (GTK_WIDGET (sand_window_get_canvas (self->window)), GTK_EVENT_CONTROLLER (drag));
}
