/* app-test-util.c: what the application's tests share — waiting on the main
 * loop, opening windows, finding widgets, the example scenarios and pictures of
 * widgets as drawn.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>

#include "app-test-util.h"

#include "sand-application.h"
#include "sand-window.h"

#define WAIT_TIMEOUT_SECONDS 30
#define SETTLE_MS 150
#define RENDER_TIMEOUT_SECONDS 5
/* How long one wait for a frame may take before the widget is looked at again. */
#define FRAME_WAIT_MS 100

static gboolean
flag_cb (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

/* Spins the main loop until @condition holds; fails the test after a while. */
void
app_test_wait_for (AppTestCondition  condition,
                   gpointer          data,
                   const char       *what)
{
  gboolean expired = FALSE;
  guint id = g_timeout_add_seconds (WAIT_TIMEOUT_SECONDS, flag_cb, &expired);

  while (!condition (data) && !expired)
    g_main_context_iteration (NULL, TRUE);
  if (expired)
    g_error ("timed out waiting for %s", what);
  g_source_remove (id);
}

/* Runs the main loop for @ms milliseconds. */
void
app_test_settle_for (guint ms)
{
  gboolean done = FALSE;

  g_timeout_add (ms, flag_cb, &done);
  while (!done)
    g_main_context_iteration (NULL, TRUE);
}

/* Lets pending idles (layout, redraws) run. */
void
app_test_settle (void)
{
  app_test_settle_for (SETTLE_MS);
}

/* The application the tests open their windows in, registered, not running. */
SandApplication *
app_test_application_new (void)
{
  SandApplication *app = sand_application_new ();
  g_autoptr(GError) error = NULL;

  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_HANDLES_OPEN | G_APPLICATION_NON_UNIQUE);
  if (!g_application_register (G_APPLICATION (app), NULL, &error))
    g_error ("could not register the application: %s", error->message);
  return app;
}

/* A window of @app, 1280×800 on screen, showing the example @name (NULL: a blank
 * table) once it is loaded and laid out. */
SandWindow *
app_test_open_window (SandApplication *app,
                      const char      *name)
{
  SandWindow *window = sand_application_new_window (app);

  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  gtk_window_present (GTK_WINDOW (window));
  if (name != NULL)
    {
      g_autoptr(GFile) file = app_test_scenario_file (name);
      sand_window_open_file (window, file);
    }
  app_test_wait_for (app_test_window_ready, window, "the window");
  app_test_settle ();
  return window;
}

/* A condition for app_test_wait_for(): the SandWindow @window is on screen with
 * its canvas laid out and its document loaded. */
gboolean
app_test_window_ready (gpointer window)
{
  SandCanvas *canvas = sand_window_get_canvas (window);

  return gtk_widget_get_mapped (GTK_WIDGET (window)) &&
         gtk_widget_get_width (GTK_WIDGET (canvas)) > 0 &&
         !sand_document_get_busy (sand_window_get_document (window));
}

/* The first widget in the tree below @widget, itself included, that @match
 * accepts. */
GtkWidget *
app_test_find_widget (GtkWidget     *widget,
                      AppTestMatch   match,
                      gconstpointer  data)
{
  if (match (widget, data))
    return widget;

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = app_test_find_widget (child, match, data);

      if (found != NULL)
        return found;
    }

  return NULL;
}

static gboolean
is_of_type (GtkWidget     *widget,
            gconstpointer  type)
{
  return G_TYPE_CHECK_INSTANCE_TYPE (widget, GPOINTER_TO_SIZE (type));
}

/* The first widget of @type in the tree below @widget, itself included. */
GtkWidget *
app_test_find_widget_of_type (GtkWidget *widget,
                              GType      type)
{
  return app_test_find_widget (widget, is_of_type, GSIZE_TO_POINTER (type));
}

/* The sidebar page of @window that is a @type, brought to the front. */
GtkWidget *
app_test_show_sidebar_page (SandWindow *window,
                            GType       type)
{
  GtkWidget *page = app_test_find_widget_of_type (GTK_WIDGET (window), type);
  GtkWidget *stack = app_test_find_widget_of_type (GTK_WIDGET (window), ADW_TYPE_VIEW_STACK);

  g_assert_nonnull (page);
  g_assert_nonnull (stack);
  adw_view_stack_set_visible_child (ADW_VIEW_STACK (stack), page);
  app_test_settle ();
  return page;
}

static gboolean
shows_item (GtkWidget     *widget,
            gconstpointer  item)
{
  return GTK_IS_LIST_BOX_ROW (widget) && g_object_get_data (G_OBJECT (widget), "item") == item;
}

/* The row of a list below @widget that shows @item (the row's "item" data). */
GtkWidget *
app_test_find_item_row (GtkWidget *widget,
                        gpointer   item)
{
  return app_test_find_widget (widget, shows_item, item);
}

/* The example scenario @name from the source tree's data. */
static gboolean
is_button_labelled (GtkWidget     *widget,
                    gconstpointer  label)
{
  return GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0;
}

/* The button with this (mnemonic) label in the tree below @widget. */
GtkWidget *
app_test_find_button (GtkWidget  *widget,
                      const char *label)
{
  return app_test_find_widget (widget, is_button_labelled, label);
}

/* The first shown window of @type. */
GtkWindow *
app_test_find_toplevel (GType type)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GtkWindow) toplevel = g_list_model_get_item (toplevels, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (toplevel, type) && gtk_widget_get_visible (GTK_WIDGET (toplevel)))
        return toplevel;
    }
  return NULL;
}

/* The shown question or error dialog over @window, if any. */
AdwMessageDialog *
app_test_find_message_dialog (SandWindow *window)
{
  GtkWindow *dialog = app_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG);

  if (dialog == NULL || gtk_window_get_transient_for (dialog) != GTK_WINDOW (window))
    return NULL;
  return ADW_MESSAGE_DIALOG (dialog);
}

GFile *
app_test_scenario_file (const char *name)
{
  const char *data = g_getenv ("SANDTABLE_SOURCE_DATA");
  g_autofree char *path = NULL;

  g_assert_nonnull (data);
  path = g_build_filename (data, "scenarios", name, NULL);

  return g_file_new_for_path (path);
}

/* Pictures */

static void
painted_cb (GdkFrameClock *clock,
            gboolean      *painted)
{
  *painted = TRUE;
}

/* Asks for a frame and spins the main loop until one is painted, or for
 * FRAME_WAIT_MS at the most (a widget not yet realized has no frame clock). */
static void
wait_for_frame (GtkWidget *widget)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (widget);
  gboolean painted = FALSE;
  gboolean expired = FALSE;
  gulong handler = 0;
  guint id;

  gtk_widget_queue_draw (widget);
  if (clock != NULL)
    {
      g_object_ref (clock);
      handler = g_signal_connect (clock, "after-paint", G_CALLBACK (painted_cb), &painted);
    }
  id = g_timeout_add (FRAME_WAIT_MS, flag_cb, &expired);
  while (!painted && !expired)
    g_main_context_iteration (NULL, TRUE);
  if (!expired)
    g_source_remove (id);
  if (clock != NULL)
    {
      g_signal_handler_disconnect (clock, handler);
      g_object_unref (clock);
    }
}

/* @widget as last drawn, or NULL with what is missing in @missing. */
static GdkTexture *
try_render (GtkWidget   *widget,
            int         *width,
            int         *height,
            const char **missing)
{
  GtkNative *native = gtk_widget_get_native (widget);
  GskRenderer *renderer = native != NULL ? gtk_native_get_renderer (native) : NULL;
  g_autoptr(GdkPaintable) paintable = NULL;
  g_autoptr(GskRenderNode) node = NULL;
  GtkSnapshot *snapshot;

  *width = gtk_widget_get_width (widget);
  *height = gtk_widget_get_height (widget);
  if (renderer == NULL)
    {
      *missing = "no renderer (not in a realized window)";
      return NULL;
    }
  if (*width <= 0 || *height <= 0)
    {
      *missing = "no size";
      return NULL;
    }

  paintable = gtk_widget_paintable_new (widget);
  snapshot = gtk_snapshot_new ();
  gdk_paintable_snapshot (paintable, snapshot, *width, *height);
  node = gtk_snapshot_free_to_node (snapshot);
  if (node == NULL)
    {
      /* The paintable holds what the widget last drew: nothing yet. */
      *missing = "not been drawn";
      return NULL;
    }

  return gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, *width, *height));
}

/* @widget as drawn, @width × @height. A widget not drawn yet, or without a
 * size yet, is given frames to draw in for a while before the test fails. */
GdkTexture *
app_test_render (GtkWidget *widget,
                 int       *width,
                 int       *height)
{
  gint64 deadline;
  const char *missing = NULL;
  GdkTexture *texture;

  g_return_val_if_fail (GTK_IS_WIDGET (widget), NULL);

  /* The paintable shows the widget as last drawn: let pending frames pass. */
  app_test_settle ();
  deadline = g_get_monotonic_time () + RENDER_TIMEOUT_SECONDS * G_USEC_PER_SEC;
  while ((texture = try_render (widget, width, height, &missing)) == NULL)
    {
      if (g_get_monotonic_time () > deadline)
        g_error ("could not render the %s %p: it still had %s after %d s",
                 G_OBJECT_TYPE_NAME (widget), (gpointer) widget, missing, RENDER_TIMEOUT_SECONDS);
      g_debug ("the %s has %s yet: waiting for a frame", G_OBJECT_TYPE_NAME (widget), missing);
      wait_for_frame (widget);
    }

  return texture;
}

/* The pixels of @texture, rows of width × 4 bytes without gaps. In
 * GDK_MEMORY_DEFAULT: premultiplied B, G, R, A bytes on little-endian machines,
 * the same as cairo's ARGB32 in native order. */
guchar *
app_test_download (GdkTexture *texture)
{
  gsize stride = (gsize) gdk_texture_get_width (texture) * 4;
  guchar *pixels = g_malloc (stride * gdk_texture_get_height (texture));

  gdk_texture_download (texture, pixels, stride);

  return pixels;
}

/* app_test_render() with the pixels as app_test_download() gives them. */
GdkTexture *
app_test_render_pixels (GtkWidget  *widget,
                        guchar    **pixels,
                        int        *width,
                        int        *height)
{
  GdkTexture *texture = app_test_render (widget, width, height);

  *pixels = app_test_download (texture);

  return texture;
}
