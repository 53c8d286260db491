/* pointer-util.c: real pointer events for the window tests, made by the X
 * server's XTEST extension (see pointer-util.h).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include <gdk/x11/gdkx.h>
#include <X11/extensions/XTest.h>

#include "app-test-util.h"
#include "pointer-util.h"
#include "sand-canvas.h"
#include "sand-document.h"
#include "sand-viewport.h"
#include "sand-window.h"

/* How often a drag's pointer may be moved off and back before its drop target
 * is taken never to hear of it. */
#define MAX_NUDGES 100

/* What GTK has received of the pointer in the window under test: where it last
 * was, and how many presses and releases (and of the keyboard, how many keys
 * let go). Real events arrive when the X server
 * sends them and GTK takes them in at its next frame, so each step waits until
 * GTK has received what it caused. */
typedef struct
{
  GtkWidget *window;    /* weak */
  double     x;         /* in the window's surface */
  double     y;
  double     drop_x;    /* what a drop target last heard, since the last press */
  double     drop_y;
  guint      presses;
  guint      releases;
  guint      key_presses;
  guint      key_releases;
} Received;

static Received received;

static gboolean
pointer_event_cb (GtkEventControllerLegacy *controller,
                  GdkEvent                 *event,
                  gpointer                  data)
{
  switch (gdk_event_get_event_type (event))
    {
    case GDK_BUTTON_PRESS:
      received.presses++;
      break;
    case GDK_BUTTON_RELEASE:
      received.releases++;
      break;
    case GDK_DRAG_MOTION:
      gdk_event_get_position (event, &received.drop_x, &received.drop_y);
      break;
    case GDK_MOTION_NOTIFY:
      break;
    case GDK_KEY_PRESS:
      received.key_presses++;
      return GDK_EVENT_PROPAGATE;
    case GDK_KEY_RELEASE:
      received.key_releases++;
      return GDK_EVENT_PROPAGATE;
    default:
      return GDK_EVENT_PROPAGATE;
    }
  gdk_event_get_position (event, &received.x, &received.y);
  return GDK_EVENT_PROPAGATE;
}

/* Starts counting what the window of @widget receives, if it is not already. */
static void
watch_window (GtkWidget *widget)
{
  GtkWidget *window = GTK_WIDGET (gtk_widget_get_root (widget));
  GtkEventController *controller;

  if (window == received.window)
    return;
  if (received.window != NULL)
    g_object_remove_weak_pointer (G_OBJECT (received.window), (gpointer *) &received.window);
  received = (Received) { window, -1, -1, -1, -1, 0, 0, 0 };
  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &received.window);
  /* first in line: it sees every event the window's widgets get */
  controller = gtk_event_controller_legacy_new ();
  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
  g_signal_connect (controller, "event", G_CALLBACK (pointer_event_cb), NULL);
  gtk_widget_add_controller (window, controller);
}

gboolean
on_x11 (void)
{
  if (GDK_IS_X11_DISPLAY (gdk_display_get_default ()))
    return TRUE;
  g_test_skip ("real pointer events are made through X11's XTEST");
  return FALSE;
}

/* Where the pointer was last sent. */
static ScreenPoint expected;

static gboolean
pointer_arrived (gpointer data)
{
  const ScreenPoint *p = data;

  return received.window != NULL && fabs (received.x - (p->root_x - p->surface_x)) < 0.5
         && fabs (received.y - (p->root_y - p->surface_y)) < 0.5;
}

static gboolean
drop_target_heard (const ScreenPoint *p)
{
  return received.window != NULL && fabs (received.drop_x - (p->root_x - p->surface_x)) < 0.5
         && fabs (received.drop_y - (p->root_y - p->surface_y)) < 0.5;
}

static gboolean
pressed_since (gpointer before)
{
  return received.presses > GPOINTER_TO_UINT (before);
}

static gboolean
released_since (gpointer before)
{
  return received.releases > GPOINTER_TO_UINT (before);
}

ScreenPoint
screen_point (GtkWidget *widget,
              double     x,
              double     y)
{
  GtkNative *native = gtk_widget_get_native (widget);
  Display *xdisplay = gdk_x11_display_get_xdisplay (gtk_widget_get_display (widget));
  ScreenPoint point;
  double nx, ny, sx, sy;
  int px, py;
  Window child;

  g_assert_true (gtk_widget_translate_coordinates (widget, GTK_WIDGET (native), x, y, &nx, &ny));
  gtk_native_get_surface_transform (native, &sx, &sy);
  px = (int) round (nx + sx);
  py = (int) round (ny + sy);
  XTranslateCoordinates (xdisplay, gdk_x11_surface_get_xid (gtk_native_get_surface (native)),
                         DefaultRootWindow (xdisplay), px, py, &point.root_x, &point.root_y, &child);
  point.x = x + (px - (nx + sx));
  point.y = y + (py - (ny + sy));
  point.surface_x = point.root_x - px;
  point.surface_y = point.root_y - py;
  app_test_take_pointer (widget);
  watch_window (widget);
  return point;
}

void
pointer_to (ScreenPoint point)
{
  Display *xdisplay = gdk_x11_display_get_xdisplay (gdk_display_get_default ());
  Window root, child;
  int root_x, root_y, x, y;
  unsigned int mask;

  /* the server says nothing of a move to where the pointer already is */
  XQueryPointer (xdisplay, DefaultRootWindow (xdisplay), &root, &child, &root_x, &root_y, &x, &y, &mask);
  if (root_x == point.root_x && root_y == point.root_y && received.x >= 0)
    return;
  received.x = received.y = -1;
  expected = point;
  XTestFakeMotionEvent (xdisplay, -1, point.root_x, point.root_y, CurrentTime);
  XFlush (xdisplay);
  app_test_wait_for (pointer_arrived, &expected, "the pointer to get there");
}

void
pointer_button (guint    button,
                gboolean press)
{
  Display *xdisplay = gdk_x11_display_get_xdisplay (gdk_display_get_default ());
  guint before = press ? received.presses : received.releases;

  if (press)
    received.drop_x = received.drop_y = -1;
  XTestFakeButtonEvent (xdisplay, button, press, CurrentTime);
  XFlush (xdisplay);
  app_test_wait_for (press ? pressed_since : released_since, GUINT_TO_POINTER (before),
                     press ? "the button to be pressed" : "the button to be released");
  /* Held through the frames the press set off, as a hand holds it: after a
   * relayout GDK makes up a motion event with the buttons it asks the X server
   * for, and a release already there would show as a motion with none, which
   * cancels every gesture under way. */
  if (press && received.window != NULL)
    app_test_wait_for_frames (received.window);
}

static gboolean
key_released_since (gpointer before)
{
  return received.key_releases > GPOINTER_TO_UINT (before);
}

static gboolean
key_pressed_since (gpointer before)
{
  return received.key_presses > GPOINTER_TO_UINT (before);
}

void
key_hold (guint    keysym,
          gboolean press)
{
  Display *xdisplay = gdk_x11_display_get_xdisplay (gdk_display_get_default ());
  guint before = press ? received.key_presses : received.key_releases;

  g_assert_nonnull (received.window);
  XTestFakeKeyEvent (xdisplay, XKeysymToKeycode (xdisplay, keysym), press, CurrentTime);
  XFlush (xdisplay);
  app_test_wait_for (press ? key_pressed_since : key_released_since, GUINT_TO_POINTER (before),
                     press ? "the key to be pressed" : "the key to be let go");
}

/* The key @keysym pressed and let go, once GTK has received both. */
void
key_tap (guint keysym)
{
  Display *xdisplay = gdk_x11_display_get_xdisplay (gdk_display_get_default ());
  KeyCode code = XKeysymToKeycode (xdisplay, keysym);
  guint before = received.key_releases;

  g_assert_nonnull (received.window);
  XTestFakeKeyEvent (xdisplay, code, True, CurrentTime);
  XTestFakeKeyEvent (xdisplay, code, False, CurrentTime);
  XFlush (xdisplay);
  app_test_wait_for (key_released_since, GUINT_TO_POINTER (before), "the key to be let go");
}

/* The pointer taken to @point in a drag and drop, which has the pointer: the
 * drop target hears of where it is through the drag's own messages. */
void
drag_pointer_to (ScreenPoint point)
{
  Display *xdisplay = gdk_x11_display_get_xdisplay (gdk_display_get_default ());

  XTestFakeMotionEvent (xdisplay, -1, point.root_x, point.root_y, CurrentTime);
  XFlush (xdisplay);
}

/* Button @button let go in a drag and drop: the drag, not the window, hears it. */
void
drag_pointer_release (guint button)
{
  Display *xdisplay = gdk_x11_display_get_xdisplay (gdk_display_get_default ());

  XTestFakeButtonEvent (xdisplay, button, False, CurrentTime);
  XFlush (xdisplay);
}

/* Until the drop target has heard that the pointer is at @point. X11's drag
 * and drop tells it only on a move after its last answer, so the pointer is
 * moved off by a pixel and back, each time after the window's next frames,
 * until it has. */
void
drag_pointer_heard (ScreenPoint point)
{
  ScreenPoint off = point;

  off.root_y++;
  for (guint tries = 0; !drop_target_heard (&point); tries++)
    {
      if (tries == MAX_NUDGES)
        g_error ("the drop target never heard of the pointer at %d,%d", point.root_x, point.root_y);
      drag_pointer_to (off);
      drag_pointer_to (point);
      app_test_wait_for_frames (received.window);
    }
}

/* Button @button pressed at @from, the pointer taken to @to in @steps moves,
 * and released there. */
void
pointer_drag (guint       button,
              ScreenPoint from,
              ScreenPoint to,
              int         steps)
{
  pointer_to (from);
  pointer_button (button, TRUE);
  for (int i = 1; i <= steps; i++)
    {
      ScreenPoint at = from;

      at.root_x = from.root_x + (to.root_x - from.root_x) * i / steps;
      at.root_y = from.root_y + (to.root_y - from.root_y) * i / steps;
      pointer_to (at);
    }
  pointer_button (button, FALSE);
}

void
close_window (SandWindow *window)
{
  app_test_close_window (window);
}

/* The screen point of the table point (@x, @y), and the table point it really is. */
ScreenPoint
table_point (SandCanvas *canvas,
             double      x,
             double      y,
             double     *table_x,
             double     *table_y)
{
  SandViewport *viewport = sand_canvas_get_viewport (canvas);
  ScreenPoint point;
  double wx, wy;

  sand_viewport_table_to_widget (viewport, x, y, &wx, &wy);
  point = screen_point (GTK_WIDGET (canvas), wx, wy);
  sand_viewport_widget_to_table (viewport, point.x, point.y, table_x, table_y);
  return point;
}
