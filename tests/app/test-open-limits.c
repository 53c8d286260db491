/* test-open-limits.c: scenarios whose moves would ask the solver for more than
 * any machine has, opened in the app and their unit selected on the Play page:
 * a 300-byte file with a 1,000,000" table and mv="9999" (it once aborted the
 * app asking for an 80 GB raster) is told why its move is not worked out; a
 * 10,000" table with mv="5000" is answered in bounded memory.
 *
 * Writes tests/open-limits.png in the build tree.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>
#include <sys/resource.h>

#include <glib/gstdio.h>

#include "app-test-util.h"
#include "sand-application.h"
#include "sand-document.h"
#include "sand-play-panel.h"
#include "sand-window.h"
#include "test-limit-tables.h"

static SandApplication *app;


static gboolean
answered (gpointer data)
{
  SandPlayAid *aid = data;

  return !sand_play_aid_get_busy (aid)
         && (sand_play_aid_get_overlay (aid) != NULL || sand_play_aid_get_problem (aid) != NULL);
}

/* @text opened from a file in a new folder; returns the window, the file
 * loaded. */
static SandWindow *
open_text (const char *text,
           char      **dir)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *path = NULL;
  g_autoptr (GFile) file = NULL;
  SandWindow *window = sand_application_new_window (app);

  *dir = g_dir_make_tmp ("open-limits-XXXXXX", &error);
  g_assert_no_error (error);
  path = g_build_filename (*dir, "t.sandtable", NULL);
  g_assert_true (g_file_set_contents (path, text, -1, &error));
  file = g_file_new_for_path (path);
  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 700);
  gtk_window_present (GTK_WINDOW (window));
  sand_window_open_file (window, file);
  app_test_wait_for_window (window);
  return window;
}

/* @text opened, its unit "u" selected on the Play page and its move asked for;
 * returns the window, its answer come. */
static SandWindow *
open_and_select (const char *text,
                 char      **dir)
{
  SandWindow *window = open_text (text, dir);
  SandPlayAid *aid;

  app_test_show_sidebar_page (window, SAND_TYPE_PLAY_PANEL);
  aid = sand_play_panel_get_aid (sand_play_panel_get_for_window (window));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.select-unit", "s", "u"));
  g_assert_nonnull (sand_play_aid_get_unit (aid));
  app_test_wait_for (answered, aid, "the unit's move or why there is none");
  app_test_wait_for_frames (GTK_WIDGET (window));
  return window;
}

static void
close_and_remove (SandWindow *window,
                  char       *dir)
{
  g_autofree char *path = g_build_filename (dir, "t.sandtable", NULL);

  gtk_window_destroy (GTK_WINDOW (window));
  g_unlink (path);
  g_rmdir (dir);
  g_free (dir);
}

static void
test_million_inch_refused (void)
{
  char *dir = NULL;
  SandWindow *window = open_and_select (TEST_MILLION_INCH_TABLE, &dir);
  SandPlayAid *aid = sand_play_panel_get_aid (sand_play_panel_get_for_window (window));

  g_assert_null (sand_play_aid_get_overlay (aid));
  g_assert_cmpstr (sand_play_aid_get_problem (aid), ==,
                   "The unit's move works out at 19998in, more than the 10000in a move may be");
  app_test_save_png (GTK_WIDGET (window), "open-limits.png");
  close_and_remove (window, dir);
}

static gboolean
has_details (gpointer window)
{
  return app_test_find_button (GTK_WIDGET (window), "_Details") != NULL;
}

static gboolean
no_details (gpointer window)
{
  return app_test_find_button (GTK_WIDGET (window), "_Details") == NULL;
}

static gboolean
label_holds (GtkWidget    *widget,
             gconstpointer text)
{
  return GTK_IS_LABEL (widget) && strstr (gtk_label_get_text (GTK_LABEL (widget)), text) != NULL;
}

/* What `sandtable-cli validate` refuses is said as the file opens, at its
 * lines, in the program's words: the 1,000,000" table's move past the largest
 * there may be, and a unit given a special rule the ruleset lacks. The file opens all
 * the same, to be put right. */
static void
test_refused_file_told_at_open (void)
{
  g_autoptr (GString) text = g_string_new (TEST_MILLION_INCH_TABLE);
  g_autofree char *name = NULL;
  char *dir = NULL;
  SandWindow *window;
  GtkWidget *details;
  AdwMessageDialog *dialog;

  g_string_replace (text, "</side>", "\n<unit id=\"w\" class=\"infantry\" special=\"flying\" x=\"10\" y=\"10\"/></side>", 1);
  window = open_text (text->str, &dir);
  g_assert_cmpuint (g_list_model_get_n_items (sand_scenario_get_units (
                      sand_document_get_scenario (sand_window_get_document (window)))), ==, 2);
  app_test_wait_for (has_details, window, "the notice");
  details = app_test_find_button (GTK_WIDGET (window), "_Details");
  app_test_wait_for_frames (GTK_WIDGET (window));
  app_test_save_png (GTK_WIDGET (window), "open-refused-toast.png");
  g_signal_emit_by_name (details, "clicked");
  dialog = app_test_wait_for_message_dialog (window);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "The Scenario Breaks Its Ruleset");
  name = g_build_filename (dir, "t.sandtable", NULL);
  g_assert_nonnull (app_test_find_widget (GTK_WIDGET (dialog), label_holds, name));
  g_assert_nonnull (app_test_find_widget (GTK_WIDGET (dialog), label_holds,
                                          "3: unit “u”: The unit's move works out at 19998in, "
                                          "more than the 10000in a move may be"));
  g_assert_nonnull (app_test_find_widget (GTK_WIDGET (dialog), label_holds,
                                          "4: unit “w”: “flying” is not a special rule of ruleset “m42”"));
  app_test_wait_for_frames (GTK_WIDGET (dialog));
  app_test_save_png (GTK_WIDGET (dialog), "open-refused-details.png");
  app_test_click_dialog_button (dialog, "_Close");

  /* a valid file opened in its place takes the notice away */
  {
    g_autoptr (GString) valid = test_ten_thousand_inch_table ();
    g_autofree char *path = g_build_filename (dir, "t.sandtable", NULL);
    g_autoptr (GFile) file = g_file_new_for_path (path);

    g_assert_true (g_file_set_contents (path, valid->str, -1, NULL));
    sand_document_set_modified (sand_window_get_document (window), FALSE);
    sand_window_open_file (window, file);
    app_test_wait_for_window (window);
    app_test_wait_for (no_details, window, "the notice to go");
  }
  close_and_remove (window, dir);
}

static void
test_ten_thousand_inch_bounded (void)
{
  g_autoptr (GString) text = test_ten_thousand_inch_table ();
  char *dir = NULL;
  SandWindow *window;
  SandPlayAid *aid;
  struct rusage usage;

  window = open_and_select (text->str, &dir);
  aid = sand_play_panel_get_aid (sand_play_panel_get_for_window (window));
  g_assert_null (sand_play_aid_get_problem (aid));
  g_assert_nonnull (sand_play_aid_get_overlay (aid));
  g_assert_cmpint (getrusage (RUSAGE_SELF, &usage), ==, 0);
  g_test_message ("peak resident size %ld KB", usage.ru_maxrss);
  g_assert_cmpint (usage.ru_maxrss, <, 2 * 1024 * 1024);
  close_and_remove (window, dir);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  gtk_test_init (&argc, &argv, NULL);
  app = app_test_application_new ();

  g_test_add_func ("/open-limits/million-inch-table-mv-9999-move-refused", test_million_inch_refused);
  g_test_add_func ("/open-limits/refused-file-told-at-open-at-its-lines", test_refused_file_told_at_open);
  g_test_add_func ("/open-limits/ten-thousand-inch-table-mv-5000-bounded", test_ten_thousand_inch_bounded);

  status = g_test_run ();
  g_clear_object (&app);
  return status;
}
