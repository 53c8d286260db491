/* test-app-test-util.c: the shared helpers of the application's tests under a
 * (virtual) display — a picture of a widget not drawn yet is waited for, and a
 * widget that never draws fails the test by name instead of crashing.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "app-test-util.h"

#define AREA_WIDTH 40
#define AREA_HEIGHT 30
/* More frames of the window than app_test_render()'s own waiting (two), so
 * that it finds the area still hidden and has to wait for it. */
#define SHOW_AFTER_FRAMES 6

static void
draw_red (GtkDrawingArea *area,
          cairo_t        *cr,
          int             width,
          int             height,
          gpointer        data)
{
  cairo_set_source_rgb (cr, 1.0, 0.0, 0.0);
  cairo_paint (cr);
}

/* A window holding a red drawing area, hidden for now. */
static GtkWidget *
hidden_area_in_window (GtkWindow **window)
{
  GtkWidget *area = gtk_drawing_area_new ();

  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (area), AREA_WIDTH);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (area), AREA_HEIGHT);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), draw_red, NULL, NULL);
  gtk_widget_set_halign (area, GTK_ALIGN_START);
  gtk_widget_set_valign (area, GTK_ALIGN_START);
  gtk_widget_set_visible (area, FALSE);

  *window = GTK_WINDOW (gtk_window_new ());
  gtk_window_set_default_size (*window, 200, 150);
  gtk_window_set_child (*window, area);
  gtk_window_present (*window);

  return area;
}

/* Shows the area after SHOW_AFTER_FRAMES frames of its window. */
static gboolean
show_cb (GtkWidget     *window,
         GdkFrameClock *clock,
         gpointer       area)
{
  guint frames = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (window), "frames")) + 1;

  g_object_set_data (G_OBJECT (window), "frames", GUINT_TO_POINTER (frames));
  if (frames < SHOW_AFTER_FRAMES)
    return G_SOURCE_CONTINUE;
  gtk_widget_set_visible (area, TRUE);
  return G_SOURCE_REMOVE;
}

static void
test_render_waits (void)
{
  GtkWindow *window;
  GtkWidget *area = hidden_area_in_window (&window);
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree guchar *pixels = NULL;
  int width, height;
  const guchar *middle;

  gtk_widget_add_tick_callback (GTK_WIDGET (window), show_cb, area, NULL);
  texture = app_test_render_pixels (area, &pixels, &width, &height);

  g_assert_true (gtk_widget_get_visible (area));
  g_assert_cmpint (width, ==, AREA_WIDTH);
  g_assert_cmpint (height, ==, AREA_HEIGHT);
  g_assert_cmpint (gdk_texture_get_width (texture), ==, AREA_WIDTH);
  g_assert_cmpint (gdk_texture_get_height (texture), ==, AREA_HEIGHT);
  /* B, G, R, A: opaque red. */
  middle = pixels + ((AREA_HEIGHT / 2) * AREA_WIDTH + AREA_WIDTH / 2) * 4;
  g_assert_cmpuint (middle[0], ==, 0);
  g_assert_cmpuint (middle[1], ==, 0);
  g_assert_cmpuint (middle[2], ==, 255);
  g_assert_cmpuint (middle[3], ==, 255);

  gtk_window_destroy (window);
}

static void
test_render_fails_by_name (void)
{
  if (g_test_subprocess ())
    {
      GtkWindow *window;
      GtkWidget *area = hidden_area_in_window (&window);
      int width, height;

      app_test_render (area, &width, &height);
      return;
    }

  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_failed ();
  g_test_trap_assert_stderr ("*could not render the GtkDrawingArea*still had no size after 50 frames*");
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);

  g_test_add_func ("/app-test-util/render/waits-for-drawing", test_render_waits);
  g_test_add_func ("/app-test-util/render/fails-by-name", test_render_fails_by_name);

  return g_test_run ();
}
