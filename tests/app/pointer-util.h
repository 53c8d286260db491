/* pointer-util.h: the window tests driven by real pointer events. GTK has no
 * public way to make input events, so the X server makes them (its XTEST
 * extension, which Xvfb has): they come back to GTK as any mouse's would,
 * through its event controllers, its gestures' thresholds and its drag and
 * drop. Only on X11. Each step waits until GTK has received what it caused,
 * never for a fixed time.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "sand-app-types.h"

G_BEGIN_DECLS

/* A point on the screen, and the same point in a widget's own coordinates: the
 * pixel the pointer really goes to, which is where the widget's point rounds;
 * its window's surface is @surface_x, @surface_y from the screen's corner. */
typedef struct
{
  int    root_x;
  int    root_y;
  double x;
  double y;
  int    surface_x;
  int    surface_y;
} ScreenPoint;

/* TRUE on X11; else the test is skipped. */
gboolean    on_x11               (void);
/* The screen pixel nearest to (@x, @y) in @widget, and that pixel in @widget's
 * coordinates; from then on what @widget's window receives is watched. */
ScreenPoint screen_point         (GtkWidget  *widget,
                                  double      x,
                                  double      y);
/* The pointer moved to @point, once GTK has it there. */
void        pointer_to           (ScreenPoint point);
/* Button @button pressed or let go, once GTK has received it. */
void        pointer_button       (guint       button,
                                  gboolean    press);
/* The key @keysym (an X keysym, as XK_Return) pressed and let go, once GTK has
 * received both, in the window watched. */
void        key_tap              (guint       keysym);
/* The key @keysym (a modifier, as XK_Control_L) held down or let go, once GTK
 * has received it. */
void        key_hold             (guint       keysym,
                                  gboolean    press);
/* Button @button pressed at @from, the pointer taken to @to in @steps moves,
 * and released there. */
void        pointer_drag         (guint       button,
                                  ScreenPoint from,
                                  ScreenPoint to,
                                  int         steps);
/* In a drag and drop, which has the pointer: moved to @point without waiting,
 * waited on until the drop target has heard of @point, and the button let go. */
void        drag_pointer_to      (ScreenPoint point);
void        drag_pointer_heard   (ScreenPoint point);
void        drag_pointer_release (guint       button);
/* The screen point of the table point (@x, @y), and the table point it really is. */
ScreenPoint table_point          (SandCanvas *canvas,
                                  double      x,
                                  double      y,
                                  double     *table_x,
                                  double     *table_y);
/* Closes @window without asking about unsaved changes. */
void        close_window         (SandWindow *window);

G_END_DECLS
