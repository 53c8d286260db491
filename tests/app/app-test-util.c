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
#include "sand-document.h"
#include "sand-editor.h"
#include "sand-tool.h"
#include "sand-window.h"

/* How many frames a widget may take to be drawn at all. */
#define MAX_RENDER_FRAMES 50
/* Only a test that is stuck waits this long: it then fails, saying on what. */
#define WAIT_TIMEOUT_SECONDS 30

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

/* Runs what is ready to run in the main loop now, without waiting for more. */
static void
run_ready (void)
{
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
}

static gboolean
has_frame_clock (gpointer widget)
{
  return gtk_widget_get_frame_clock (widget) != NULL;
}

static void
painted_cb (GdkFrameClock *clock,
            gboolean      *painted)
{
  *painted = TRUE;
}

static gboolean
is_true (gpointer flag)
{
  return *(gboolean *) flag;
}

/* Asks for a frame of @widget's window and runs the main loop until it is
 * painted: what was queued before it (sizes, layout, drawing) is then done. */
static void
wait_for_paint (GtkWidget *widget)
{
  g_autoptr (GdkFrameClock) clock = NULL;
  gboolean painted = FALSE;
  gulong handler;

  app_test_wait_for (has_frame_clock, widget, "a widget to be realized");
  clock = g_object_ref (gtk_widget_get_frame_clock (widget));
  handler = g_signal_connect (clock, "after-paint", G_CALLBACK (painted_cb), &painted);
  gtk_widget_queue_draw (widget);
  gdk_frame_clock_request_phase (clock, GDK_FRAME_CLOCK_PHASE_PAINT);
  app_test_wait_for (is_true, &painted, "a frame to be painted");
  g_signal_handler_disconnect (clock, handler);
}

/* Waits until what the test set off in the window of @widget has been done:
 * what is ready to run, a frame (sizes, layout, drawing), what that frame set
 * off (idle callbacks, such as the inspector's rebuild), and a frame for what
 * they changed. It waits on events, never on time; work in other threads (a
 * reach being solved, a file being read) needs its own condition. */
void
app_test_wait_for_frames (GtkWidget *widget)
{
  g_return_if_fail (GTK_IS_WIDGET (widget));

  run_ready ();
  wait_for_paint (widget);
  run_ready ();
  wait_for_paint (widget);
  run_ready ();
}

/* @window shown with its document loaded (app_test_window_ready) and drawn. */
void
app_test_wait_for_window (SandWindow *window)
{
  app_test_wait_for (app_test_window_ready, window, "the window");
  app_test_wait_for_frames (GTK_WIDGET (window));
}

static gboolean
toplevel_shown (gpointer type)
{
  return app_test_find_toplevel (GPOINTER_TO_SIZE (type)) != NULL;
}

/* The first shown window of @type, once there is one, drawn. */
GtkWindow *
app_test_wait_for_toplevel (GType type)
{
  GtkWindow *toplevel;

  app_test_wait_for (toplevel_shown, GSIZE_TO_POINTER (type), g_type_name (type));
  toplevel = app_test_find_toplevel (type);
  app_test_wait_for_frames (GTK_WIDGET (toplevel));
  return toplevel;
}

static gboolean
dialog_shown (gpointer window)
{
  return app_test_find_message_dialog (window) != NULL;
}

/* The question or error dialog over @window, once it is shown. */
AdwMessageDialog *
app_test_wait_for_message_dialog (SandWindow *window)
{
  app_test_wait_for (dialog_shown, window, "a dialog over the window");
  return app_test_find_message_dialog (window);
}

static gboolean
dialog_gone (gpointer weak)
{
  GtkWidget *dialog = *(GtkWidget **) weak;

  return dialog == NULL || !gtk_widget_get_visible (dialog);
}

/* Clicks the button labelled @label (mnemonic) of @dialog, as the user would,
 * and waits until the dialog is gone. */
void
app_test_click_dialog_button (AdwMessageDialog *dialog,
                              const char       *label)
{
  GtkWidget *button = app_test_find_button (GTK_WIDGET (dialog), label);
  gpointer weak = dialog;

  g_assert_nonnull (button);
  g_object_add_weak_pointer (G_OBJECT (dialog), &weak);
  g_signal_emit_by_name (button, "clicked");
  app_test_wait_for (dialog_gone, &weak, "the dialog to close");
  if (weak != NULL)
    g_object_remove_weak_pointer (G_OBJECT (dialog), &weak);
}

/* Two window tests run at once on one display, each window mapped over the
 * other's at the X pointer, which stands still: each map and unmap would give
 * the window under it an enter, and its canvas a hover, at a moment the test
 * did not choose. So no widget of a test's window is the X pointer's target;
 * the tests make their own pointer events, and pointer-util.c's, which move
 * the X pointer, give a window back its pointer (app_test_take_pointer()). */
static void
window_added_cb (GtkApplication *app,
                 GtkWindow      *window)
{
  gtk_widget_set_can_target (GTK_WIDGET (window), FALSE);
}

void
app_test_take_pointer (GtkWidget *widget)
{
  gtk_widget_set_can_target (GTK_WIDGET (gtk_widget_get_root (widget)), TRUE);
}

/* The application the tests open their windows in, registered, not running. */
SandApplication *
app_test_application_new (void)
{
  SandApplication *app = sand_application_new ();
  g_autoptr(GError) error = NULL;

  g_signal_connect (app, "window-added", G_CALLBACK (window_added_cb), NULL);

  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_HANDLES_OPEN | G_APPLICATION_NON_UNIQUE);
  if (!g_application_register (G_APPLICATION (app), NULL, &error))
    g_error ("could not register the application: %s", error->message);
  return app;
}

/* @window on screen, showing @file (none where NULL) once it is loaded and
 * laid out. */
static SandWindow *
show_file (SandWindow *window,
           GFile      *file)
{
  gtk_window_present (GTK_WINDOW (window));
  if (file != NULL)
    sand_window_open_file (window, file);
  app_test_wait_for_window (window);
  return window;
}

/* A new window of @app, @width × @height, showing the example @name (none
 * where NULL). */
static SandWindow *
open_sized (SandApplication *app,
            const char      *name,
            int              width,
            int              height)
{
  SandWindow *window = sand_application_new_window (app);
  g_autoptr(GFile) file = name != NULL ? app_test_scenario_file (name) : NULL;

  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  return show_file (window, file);
}

/* A window of @app, 1280×800 on screen, showing the example @name (NULL: a
 * blank table) once it is loaded and laid out. */
SandWindow *
app_test_open_window (SandApplication *app,
                      const char      *name)
{
  return open_sized (app, name, 1280, 800);
}

/* A new window of @app at the size it opens at for the player, showing @file
 * (none where NULL) once it is loaded and laid out, or the dialog saying why
 * it is not. */
SandWindow *
app_test_open_file (SandApplication *app,
                    GFile           *file)
{
  return show_file (sand_application_new_window (app), file);
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

static gboolean
page_mapped (gpointer page)
{
  return gtk_widget_get_mapped (page);
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
  app_test_wait_for (page_mapped, page, "the sidebar page to show");
  app_test_wait_for_frames (page);
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

static gboolean
is_row_titled (GtkWidget     *widget,
               gconstpointer  title)
{
  return ADW_IS_PREFERENCES_ROW (widget)
         && g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), title) == 0;
}

/* The first row of a preferences list below @widget titled @title. */
GtkWidget *
app_test_find_row (GtkWidget  *widget,
                   const char *title)
{
  return app_test_find_widget (widget, is_row_titled, title);
}

static gboolean
is_ruleset_row (GtkWidget     *widget,
                gconstpointer  unused)
{
  return ADW_IS_COMBO_ROW (widget) && gtk_widget_has_css_class (widget, "sand-ruleset-row");
}

/* The inspector's choice of the scenario's ruleset in @window, or NULL while
 * the inspector shows something else. */
GtkWidget *
app_test_find_ruleset_row (SandWindow *window)
{
  return app_test_find_widget (GTK_WIDGET (window), is_ruleset_row, NULL);
}

/* @window closed at once, its changes discarded (it asks nothing). */
void
app_test_close_window (SandWindow *window)
{
  sand_document_set_modified (sand_window_get_document (window), FALSE);
  gtk_window_destroy (GTK_WINDOW (window));
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

SandWindow *
app_test_open_at_size (SandApplication *app,
                       const char      *name,
                       int              width,
                       int              height)
{
  SandWindow *window = open_sized (app, name, width, height);

  app_test_wait_for_frames (GTK_WIDGET (window));
  return window;
}

/* Pictures */

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
  GtkRoot *root = gtk_widget_get_root (widget);
  const char *missing = NULL;
  GdkTexture *texture;
  guint frames = 0;

  g_return_val_if_fail (GTK_IS_WIDGET (widget), NULL);
  if (root == NULL)
    g_error ("could not render the %s %p: it is in no window", G_OBJECT_TYPE_NAME (widget), (gpointer) widget);

  /* The paintable shows the widget as last drawn: let what is queued be drawn,
   * frames of its window (the widget itself may not be shown yet). */
  app_test_wait_for_frames (GTK_WIDGET (root));
  while ((texture = try_render (widget, width, height, &missing)) == NULL)
    {
      /* a widget drawn in none of many frames of its window never will be */
      if (++frames > MAX_RENDER_FRAMES)
        g_error ("could not render the %s %p: it still had %s after %u frames",
                 G_OBJECT_TYPE_NAME (widget), (gpointer) widget, missing, MAX_RENDER_FRAMES);
      g_debug ("the %s has %s yet: waiting for a frame", G_OBJECT_TYPE_NAME (widget), missing);
      wait_for_paint (GTK_WIDGET (root));
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

void
app_test_save_texture (GdkTexture *texture,
                       const char *name)
{
  g_autofree char *png = g_test_build_filename (G_TEST_BUILT, name, NULL);

  if (!gdk_texture_save_to_png (texture, png))
    g_error ("could not write %s", png);
  g_test_message ("saved %s (%d×%d)", png, gdk_texture_get_width (texture), gdk_texture_get_height (texture));
}

void
app_test_save_png (GtkWidget  *widget,
                   const char *name)
{
  g_autoptr (GdkTexture) texture = NULL;
  int width, height;

  texture = app_test_render (widget, &width, &height);
  app_test_save_texture (texture, name);
}

SandTool *
app_test_use_tool (SandEditor *editor,
                   const char *name)
{
  SandTool *tool = sand_editor_find_tool (editor, name);

  g_assert_nonnull (tool);
  sand_editor_set_tool (editor, tool);
  g_assert_true (sand_editor_get_tool (editor) == tool);

  return tool;
}

void
app_test_tool_click (SandTool *tool,
                     double    x,
                     double    y,
                     int       n_press)
{
  sand_tool_press (tool, x, y, n_press, 0);
  sand_tool_release (tool, x, y, 0);
}
