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

/* @text opened from a file in a new folder, its unit "u" selected on the Play
 * page and its move asked for; returns the window, its answer come. */
static SandWindow *
open_and_select (const char *text,
                 char      **dir)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *path = NULL;
  g_autoptr (GFile) file = NULL;
  SandWindow *window = sand_application_new_window (app);
  SandPlayAid *aid;

  *dir = g_dir_make_tmp ("open-limits-XXXXXX", &error);
  g_assert_no_error (error);
  path = g_build_filename (*dir, "t.sandtable", NULL);
  g_assert_true (g_file_set_contents (path, text, -1, &error));
  file = g_file_new_for_path (path);
  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 700);
  gtk_window_present (GTK_WINDOW (window));
  sand_window_open_file (window, file);
  app_test_wait_for_window (window);
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
  g_test_add_func ("/open-limits/ten-thousand-inch-table-mv-5000-bounded", test_ten_thousand_inch_bounded);

  status = g_test_run ();
  g_clear_object (&app);
  return status;
}
