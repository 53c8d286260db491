/* test-backdrop-files.c: the backdrop's image is found wherever the scenario
 * comes from and goes to — a draft restored after a crash (of a saved scenario
 * or an untitled one), Save As into another folder, the image kept in the file
 * and linked again.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>

#include "app-test-util.h"
#include "backdrop-images.h"
#include "sand-application.h"
#include "sand-backdrop-panel.h"
#include "sand-document.h"
#include "sand-scenario-io.h"
#include "sand-window.h"
#include "test-tree.h"

static SandApplication *app;

/* A folder of the test's own, removed with all in it at the end. */
static char *
make_dir (void)
{
  return g_dir_make_tmp ("sand-backdrop-files-XXXXXX", NULL);
}

static char *
path_in (const char *dir,
         const char *first,
         ...) G_GNUC_NULL_TERMINATED;

/* @dir/@first/… with the folders on the way made. */
static char *
path_in (const char *dir,
         const char *first,
         ...)
{
  g_autoptr (GPtrArray) parts = g_ptr_array_new ();
  g_autofree char *path = NULL;
  g_autofree char *parent = NULL;
  va_list args;

  g_ptr_array_add (parts, (gpointer) dir);
  va_start (args, first);
  for (const char *part = first; part != NULL; part = va_arg (args, const char *))
    g_ptr_array_add (parts, (gpointer) part);
  va_end (args);
  g_ptr_array_add (parts, NULL);
  path = g_build_filenamev ((char **) parts->pdata);
  parent = g_path_get_dirname (path);
  g_assert_cmpint (g_mkdir_with_parents (parent, 0700), ==, 0);
  return g_steal_pointer (&path);
}

/* A 72 × 48" table with the 400 × 300 scan @href names placed by two points. */
static void
write_scenario (const char *path,
                const char *href)
{
  const SandBackdropCorner corners[2] = { { { 0, 0 }, { 0, 0 } }, { { 400, 0 }, { 40, 0 } } };
  g_autoptr (SandScenario) scenario = sand_scenario_new ();
  g_autoptr (SandBackdrop) backdrop = sand_backdrop_new (href);
  g_autoptr (GBytes) bytes = NULL;

  sand_scenario_set_size (scenario, 72, 48);
  sand_backdrop_set_corners (backdrop, corners, 2);
  sand_scenario_set_backdrop (scenario, backdrop);
  bytes = sand_scenario_to_bytes (scenario);
  g_assert_true (g_file_set_contents (path, g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes), NULL));
}

static gboolean
window_idle (gpointer window)
{
  return !sand_document_get_busy (sand_window_get_document (window))
         && !sand_backdrop_panel_get_loading (sand_backdrop_panel_get_for_window (window));
}

static SandScenario *
scenario_of (SandWindow *window)
{
  return sand_document_get_scenario (sand_window_get_document (window));
}

static const char *
href_of (SandWindow *window)
{
  SandBackdrop *backdrop = sand_scenario_get_backdrop (scenario_of (window));

  g_assert_nonnull (backdrop);
  return sand_backdrop_get_href (backdrop);
}

/* The page has the 400 × 300 scan read, and nothing wrong with it. */
static void
assert_scan_shown (SandWindow *window)
{
  SandBackdropPanel *panel = sand_backdrop_panel_get_for_window (window);
  double width = 0, height = 0;

  g_assert_false (sand_backdrop_panel_get_loading (panel));
  g_assert_null (sand_backdrop_panel_get_problem (panel));
  g_assert_true (sand_backdrop_panel_get_image_size (panel, &width, &height));
  g_assert_cmpfloat (width, ==, 400);
  g_assert_cmpfloat (height, ==, 300);
}

/* The draft at @draft restored as unsaved changes to @file (NULL: untitled), as
 * the offer after a crash does. */
static SandWindow *
restore_draft (const char *draft,
               GFile      *file)
{
  g_autoptr (GFile) draft_file = g_file_new_for_path (draft);
  SandWindow *window = app_test_open_window (app, NULL);

  sand_document_load_draft_async (sand_window_get_document (window), draft_file, file, NULL, NULL, NULL);
  app_test_wait_for (window_idle, window, "the draft to be restored");
  app_test_wait_for_window (window);
  app_test_wait_for (window_idle, window, "the image to be read");
  g_assert_true (sand_document_get_modified (sand_window_get_document (window)));
  return window;
}

static SandWindow *
open_file (const char *path)
{
  g_autoptr (GFile) file = g_file_new_for_path (path);
  SandWindow *window = app_test_open_window (app, NULL);

  sand_window_open_file (window, file);
  app_test_wait_for (window_idle, window, "the scenario to open");
  app_test_wait_for_window (window);
  app_test_wait_for (window_idle, window, "the image to be read");
  return window;
}

static void
save_as (SandWindow *window,
         const char *path)
{
  g_autoptr (GFile) file = g_file_new_for_path (path);

  sand_document_save_async (sand_window_get_document (window), file, NULL, NULL, NULL);
  app_test_wait_for (window_idle, window, "the save");
  g_assert_false (sand_document_get_modified (sand_window_get_document (window)));
}

static void
close_window (SandWindow *window)
{
  app_test_close_window (window);
}

/* A saved scenario's draft names the image relative to the scenario's folder,
 * not the drafts' folder: restored, the image is found; saved as elsewhere, it is
 * named afresh and not read again. */
static void
test_draft_relative (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *scan = path_in (dir, "tables", "photos", "scan.png", NULL);
  g_autofree char *table = path_in (dir, "tables", "t.sandtable", NULL);
  g_autofree char *draft = path_in (dir, "drafts", "left.sandtable", NULL);
  g_autofree char *moved = path_in (dir, "archive", "2026", "t.sandtable", NULL);
  g_autoptr (GFile) table_file = g_file_new_for_path (table);
  SandWindow *window;

  backdrop_make_marked_png (scan, 400, 300, 300, 100);
  write_scenario (table, "photos/scan.png");
  /* what the drafts' folder holds: the scenario as it was, href and all */
  write_scenario (draft, "photos/scan.png");

  window = restore_draft (draft, table_file);
  g_assert_true (g_file_equal (sand_document_get_file (sand_window_get_document (window)), table_file));
  assert_scan_shown (window);

  save_as (window, moved);
  g_assert_cmpstr (href_of (window), ==, "../../tables/photos/scan.png");
  /* the same file, named afresh: still shown, not read again */
  assert_scan_shown (window);
  close_window (window);

  window = open_file (moved);
  assert_scan_shown (window);
  close_window (window);
  test_remove_tree (dir);
}

/* An untitled scenario names its image by its full path, so its draft finds it
 * from anywhere; saved the first time, the image is named from the scenario's
 * folder, as one imported there is. */
static void
test_draft_untitled (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *scan = path_in (dir, "photos", "scan.png", NULL);
  g_autofree char *draft = path_in (dir, "drafts", "left.sandtable", NULL);
  g_autofree char *saved = path_in (dir, "t.sandtable", NULL);
  SandWindow *window;

  backdrop_make_marked_png (scan, 400, 300, 300, 100);
  write_scenario (draft, scan);

  window = restore_draft (draft, NULL);
  g_assert_null (sand_document_get_file (sand_window_get_document (window)));
  g_assert_cmpstr (href_of (window), ==, scan);
  assert_scan_shown (window);

  save_as (window, saved);
  g_assert_cmpstr (href_of (window), ==, "photos/scan.png");
  assert_scan_shown (window);
  close_window (window);

  window = open_file (saved);
  assert_scan_shown (window);
  close_window (window);
  test_remove_tree (dir);
}

static GtkSwitch *
embed_switch (SandWindow *window)
{
  GtkWidget *panel = GTK_WIDGET (sand_backdrop_panel_get_for_window (window));

  return GTK_SWITCH (app_test_find_widget (panel, (AppTestMatch) gtk_widget_has_css_class, "backdrop-embed"));
}

/* Kept in the file, the image goes wherever the scenario goes: saved as
 * elsewhere, and restored from an untitled draft. Linked again, it is named from
 * where the scenario is now. */
static void
test_embedded (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *scan = path_in (dir, "a", "photos", "scan.png", NULL);
  g_autofree char *table = path_in (dir, "a", "t.sandtable", NULL);
  g_autofree char *moved = path_in (dir, "b", "t.sandtable", NULL);
  g_autofree char *draft = path_in (dir, "drafts", "left.sandtable", NULL);
  g_autofree char *data = NULL;
  SandWindow *window, *restored;

  backdrop_make_marked_png (scan, 400, 300, 300, 100);
  write_scenario (table, "photos/scan.png");
  window = open_file (table);
  assert_scan_shown (window);

  gtk_switch_set_active (embed_switch (window), TRUE);
  g_assert_true (g_str_has_prefix (href_of (window), "data:image/png;base64,"));
  data = g_strdup (href_of (window));
  app_test_wait_for (window_idle, window, "the embedded image to be read");
  assert_scan_shown (window);

  save_as (window, moved);
  g_assert_cmpstr (href_of (window), ==, data);
  assert_scan_shown (window);

  /* its draft, untitled, somewhere else altogether */
  write_scenario (draft, data);
  restored = restore_draft (draft, NULL);
  assert_scan_shown (restored);
  close_window (restored);

  /* linked again: named from b/, where the scenario is now */
  gtk_switch_set_active (embed_switch (window), FALSE);
  g_assert_cmpstr (href_of (window), ==, "../a/photos/scan.png");
  app_test_wait_for (window_idle, window, "the linked image to be read");
  assert_scan_shown (window);
  close_window (window);
  test_remove_tree (dir);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  gtk_test_init (&argc, &argv, NULL);
  app = app_test_application_new ();
  g_test_add_func ("/backdrop/files/draft-relative", test_draft_relative);
  g_test_add_func ("/backdrop/files/draft-untitled", test_draft_untitled);
  g_test_add_func ("/backdrop/files/embedded", test_embedded);
  status = g_test_run ();
  g_object_unref (app);
  return status;
}
