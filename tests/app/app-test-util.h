/* app-test-util.h: what the application's tests share — waiting on the main
 * loop, opening windows, finding widgets, the example scenarios and pictures of
 * widgets as drawn.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>
#include <gtk/gtk.h>

#include "sand-app-types.h"

G_BEGIN_DECLS

typedef gboolean (*AppTestCondition) (gpointer data);
typedef gboolean (*AppTestMatch) (GtkWidget *widget, gconstpointer data);

void        app_test_wait_for             (AppTestCondition  condition,
                                           gpointer          data,
                                           const char       *what);
void        app_test_wait_for_frames      (GtkWidget        *widget);
void        app_test_wait_for_window      (SandWindow       *window);
GtkWindow  *app_test_wait_for_toplevel    (GType             type);
AdwMessageDialog *app_test_wait_for_message_dialog (SandWindow *window);
void        app_test_click_dialog_button  (AdwMessageDialog *dialog,
                                           const char       *label);

SandApplication *app_test_application_new (void);
/* @widget's window takes the X pointer's events again (only tests that move
 * the X pointer, alone on the display, want them). */
void        app_test_take_pointer         (GtkWidget        *widget);
SandWindow *app_test_open_window          (SandApplication  *app,
                                           const char       *name);
SandWindow *app_test_open_file            (SandApplication  *app,
                                           GFile            *file);
/* @window's changes discarded and the window destroyed. */
void        app_test_close_window         (SandWindow       *window);
GtkWidget  *app_test_show_sidebar_page    (SandWindow       *window,
                                           GType             type);

gboolean    app_test_window_ready         (gpointer          window);
GtkWidget  *app_test_find_widget          (GtkWidget        *widget,
                                           AppTestMatch      match,
                                           gconstpointer     data);
GtkWidget  *app_test_find_widget_of_type  (GtkWidget        *widget,
                                           GType             type);
GtkWidget  *app_test_find_item_row        (GtkWidget        *widget,
                                           gpointer          item);
GtkWidget  *app_test_find_button          (GtkWidget        *widget,
                                           const char       *label);
/* The first preferences row under @widget titled @title. */
GtkWidget  *app_test_find_row             (GtkWidget        *widget,
                                           const char       *title);
/* The inspector's ruleset row (an AdwComboRow) in @window, or NULL. */
GtkWidget  *app_test_find_ruleset_row     (SandWindow       *window);
GtkWindow  *app_test_find_toplevel        (GType             type);
AdwMessageDialog *app_test_find_message_dialog (SandWindow *window);
GFile      *app_test_scenario_file        (const char       *name);
/* A new window of @app, @width × @height, showing the example @name, laid out. */
SandWindow *app_test_open_at_size         (SandApplication  *app,
                                           const char       *name,
                                           int               width,
                                           int               height);

/* The editor's tool @name made the current one; a click of @n_press with it
 * at (@x, @y) in table inches, as the canvas gives it. */
SandTool   *app_test_use_tool             (SandEditor       *editor,
                                           const char       *name);
void        app_test_tool_click           (SandTool         *tool,
                                           double            x,
                                           double            y,
                                           int               n_press);

GdkTexture *app_test_render               (GtkWidget        *widget,
                                           int              *width,
                                           int              *height);
guchar     *app_test_download             (GdkTexture       *texture);
GdkTexture *app_test_render_pixels        (GtkWidget        *widget,
                                           guchar          **pixels,
                                           int              *width,
                                           int              *height);
/* @texture saved as @name in the build tree, for a person to look at; says
 * where in the test's log. app_test_save_png(): @widget as drawn
 * (app_test_render()) saved so. */
void        app_test_save_texture         (GdkTexture       *texture,
                                           const char       *name);
void        app_test_save_png             (GtkWidget        *widget,
                                           const char       *name);

G_END_DECLS
