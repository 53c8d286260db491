/* test-window-dialogs.c: what the main window asks and tells under a
 * (virtual) display: a file it cannot open, with its problems copied whole,
 * and unsaved changes before New, Open and Close.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "app-test-util.h"
#include "sand-application.h"
#include "sand-window.h"

static SandApplication *app;

static gboolean
window_gone (gpointer data)
{
  return *(gpointer *) data == NULL;
}

static SandWindow *
open_window (GFile *file)
{
  return app_test_open_file (app, file);
}

static GFile *
example_file (void)
{
  return app_test_scenario_file ("crossroads.sandtable");
}

/* Clicks the dialog's button with this (mnemonic) label, as the user would. */
static void
click (AdwMessageDialog *dialog,
       const char       *label)
{
  app_test_click_dialog_button (dialog, label);
}

static gboolean
label_starts_with (GtkWidget    *widget,
                   gconstpointer prefix)
{
  return GTK_IS_LABEL (widget) && g_str_has_prefix (gtk_label_get_text (GTK_LABEL (widget)), prefix);
}

typedef struct
{
  char    *text;
  gboolean done;
} ClipboardRead;

static void
clipboard_read_cb (GObject      *clipboard,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  ClipboardRead *read = user_data;
  g_autoptr(GError) error = NULL;

  read->text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (clipboard), result, &error);
  if (error != NULL)
    g_test_message ("clipboard: %s", error->message);
  read->done = TRUE;
}

static gboolean
clipboard_read_done (gpointer user_data)
{
  return ((ClipboardRead *) user_data)->done;
}

static void
test_open_bad_file (void)
{
  g_autofree char *dir = g_dir_make_tmp ("sandtable-test-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "bad.sandtable", NULL);
  g_autofree char *line_3 = g_strdup_printf ("%s:3: ", path);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  ClipboardRead read = { NULL, FALSE };
  SandWindow *window;
  AdwMessageDialog *dialog;
  GtkWidget *named, *problems;
  const char *text;

  g_assert_true (g_file_set_contents (path,
                                      "<?xml version=\"1.0\"?>\n"
                                      "<scenario xmlns=\"urn:sandtable:scenario:1\" version=\"1\">\n"
                                      "  <terrain><area id=\"a\" kind=\"volcano\"></terrain>\n"
                                      "</scenario>\n", -1, NULL));

  window = open_window (file);

  /* Told, with the file and line, and the window still holds its blank table. */
  dialog = app_test_find_message_dialog (window);
  g_assert_nonnull (dialog);
  g_assert_null (sand_document_get_file (sand_window_get_document (window)));
  g_assert_true (sand_document_is_blank (sand_window_get_document (window)));
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "Untitled Scenario — Sandtable");

  /* The file is named once, left-aligned; each problem follows as
   * "line: what is wrong", the path not repeated, in a scrolled list. */
  named = app_test_find_widget (GTK_WIDGET (dialog), label_starts_with, path);
  g_assert_nonnull (named);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (named)), ==, path);
  g_assert_cmpfloat (gtk_label_get_xalign (GTK_LABEL (named)), ==, 0.0);
  problems = app_test_find_widget (GTK_WIDGET (dialog), label_starts_with, "3: ");
  g_assert_nonnull (problems);
  text = gtk_label_get_text (GTK_LABEL (problems));
  g_test_message ("%s", text);
  g_assert_null (strstr (text, path));
  g_assert_nonnull (strstr (text, "\n5: the file ends before <scenario>"));
  g_assert_cmpfloat (gtk_label_get_xalign (GTK_LABEL (problems)), ==, 0.0);
  g_assert_true (gtk_label_get_selectable (GTK_LABEL (problems)));
  g_assert_true (GTK_IS_SCROLLED_WINDOW (gtk_widget_get_ancestor (problems, GTK_TYPE_SCROLLED_WINDOW)));

  app_test_wait_for_frames (GTK_WIDGET (dialog));
  app_test_save_png (GTK_WIDGET (dialog), "sandtable-bad-file.png");

  /* Copy gives every line whole, the file's name on each, as the reader said it. */
  g_signal_emit_by_name (app_test_find_button (GTK_WIDGET (dialog), "Copy"), "clicked");
  g_assert_true (gdk_clipboard_is_local (gtk_widget_get_clipboard (GTK_WIDGET (window))));
  gdk_clipboard_read_text_async (gtk_widget_get_clipboard (GTK_WIDGET (window)), NULL,
                                 clipboard_read_cb, &read);
  app_test_wait_for (clipboard_read_done, &read, "the clipboard's text");
  g_assert_nonnull (read.text);
  g_assert_true (g_str_has_prefix (read.text, line_3));
  g_assert_nonnull (strstr (read.text, "closed by </terrain>\n"));
  g_free (read.text);

  click (dialog, "_Close");
  g_assert_null (app_test_find_message_dialog (window));

  gtk_window_destroy (GTK_WINDOW (window));
  g_unlink (path);
  g_rmdir (dir);
}

static void
test_close_asks (void)
{
  g_autoptr(GFile) file = example_file ();
  SandWindow *window = open_window (file);
  gpointer weak = window;
  AdwMessageDialog *dialog;

  g_object_add_weak_pointer (G_OBJECT (window), &weak);

  /* Unmodified: closes at once. Modified: asks first. */
  sand_scenario_set_title (sand_document_get_scenario (sand_window_get_document (window)), "Changed");
  gtk_window_close (GTK_WINDOW (window));
  dialog = app_test_wait_for_message_dialog (window);
  g_assert_nonnull (weak);
  g_assert_true (adw_message_dialog_has_response (dialog, "save"));
  g_assert_true (adw_message_dialog_has_response (dialog, "cancel"));

  /* Cancel keeps the window and the changes. */
  click (dialog, "_Cancel");
  g_assert_null (app_test_find_message_dialog (window));
  g_assert_nonnull (weak);
  g_assert_true (sand_document_get_modified (sand_window_get_document (window)));

  /* Discard closes it. */
  gtk_window_close (GTK_WINDOW (window));
  dialog = app_test_wait_for_message_dialog (window);
  click (dialog, "_Discard");
  app_test_wait_for (window_gone, &weak, "the window to close");
}

static void
test_new_asks (void)
{
  g_autoptr(GFile) file = example_file ();
  SandWindow *window = open_window (file);
  SandDocument *document = sand_window_get_document (window);
  AdwMessageDialog *dialog;

  sand_scenario_set_title (sand_document_get_scenario (document), "Changed");

  /* Opening a file over unsaved changes asks; Cancel keeps everything. */
  sand_window_open_file (window, file);
  dialog = app_test_wait_for_message_dialog (window);
  click (dialog, "_Cancel");
  g_assert_true (sand_document_get_modified (document));
  g_assert_cmpstr (sand_scenario_get_title (sand_document_get_scenario (document)), ==, "Changed");

  /* New asks too; Discard starts a blank scenario in this window. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.new", NULL);
  dialog = app_test_wait_for_message_dialog (window);
  click (dialog, "_Discard");
  g_assert_true (sand_document_is_blank (document));
  g_assert_true (sand_canvas_get_scenario (sand_window_get_canvas (window)) ==
                 sand_document_get_scenario (document));
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "Untitled Scenario — Sandtable");

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_blank_window_closes (void)
{
  SandWindow *window = open_window (NULL);
  gpointer weak = window;

  g_object_add_weak_pointer (G_OBJECT (window), &weak);
  g_assert_true (sand_document_is_blank (sand_window_get_document (window)));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.close", NULL);
  app_test_wait_for (window_gone, &weak, "the window to close");
}

int
main (int   argc,
      char *argv[])
{
  int status;

  gtk_test_init (&argc, &argv, NULL);

  app = app_test_application_new ();

  g_test_add_func ("/window/open/bad-file", test_open_bad_file);
  g_test_add_func ("/window/new/asks", test_new_asks);
  g_test_add_func ("/window/close/asks", test_close_asks);
  g_test_add_func ("/window/close/blank", test_blank_window_closes);

  status = g_test_run ();
  g_clear_object (&app);

  return status;
}
