/* test-drafts.c: unsaved changes survive a crash.
 *
 * The crash is real: this program starts itself again as the application
 * (--child), which opens the Crossroads example, changes its title and is
 * killed with SIGKILL once its draft is written. The next start offers the
 * draft and restores it, linked to its file. Every run has a data folder of its
 * own (XDG_DATA_HOME), so no draft of the player's is seen or touched.
 *
 * Writes tests/app/drafts-restore.png in the build tree: the offer as shown.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <signal.h>
#include <string.h>
#include <sys/wait.h>

#include <adwaita.h>
#include <glib/gstdio.h>

#include "app-test-util.h"
#include "sand-application.h"
#include "sand-edit.h"
#include "sand-save-private.h"
#include "sand-window.h"
#include "test-tree.h"

#define EDITED_TITLE "Edited before the crash"

/* The child: the application with one edit made, waiting to be killed. */
static int
run_child (void)
{
  g_autoptr (SandApplication) app = NULL;
  SandWindow *window;
  SandDocument *document;
  g_auto (GValue) title = G_VALUE_INIT;

  gtk_init ();
  adw_init ();
  app = app_test_application_new ();
  window = app_test_open_window (app, "crossroads.sandtable");
  document = sand_window_get_document (window);
  g_value_init (&title, G_TYPE_STRING);
  g_value_set_string (&title, EDITED_TITLE);
  g_assert_true (sand_edit_set_property (sand_document_get_history (document),
                                         G_OBJECT (sand_document_get_scenario (document)), "title",
                                         &title));
  for (;;)
    g_main_context_iteration (NULL, TRUE);
  return 0;
}

/* Waking the main loop now and then, so a wait can look at files. */
static gboolean
tick_cb (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

static guint
count_drafts (void)
{
  g_autofree char *path = sand_draft_dir ();
  g_autoptr (GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;
  guint n = 0;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    n += g_str_has_suffix (name, ".draft");
  return n;
}

static gboolean
has_drafts (gpointer data)
{
  return count_drafts () > 0;
}

static gboolean
has_no_drafts (gpointer data)
{
  return count_drafts () == 0;
}

static gboolean
none_left (gpointer data)
{
  g_autoptr (GPtrArray) left = sand_draft_list_left ();

  return left->len == 0;
}

static gboolean
has_offer (gpointer app)
{
  GList *windows = gtk_application_get_windows (app);

  for (GList *l = windows; l != NULL; l = l->next)
    if (SAND_IS_WINDOW (l->data) && app_test_find_message_dialog (l->data) != NULL)
      return TRUE;
  return FALSE;
}

/* The application's first window, which shows the offer. */
static SandWindow *
first_window (SandApplication *app)
{
  GList *windows = gtk_application_get_windows (GTK_APPLICATION (app));

  for (GList *l = windows; l != NULL; l = l->next)
    if (SAND_IS_WINDOW (l->data))
      return l->data;
  g_assert_not_reached ();
}

static gboolean
restored (gpointer data)
{
  SandDocument *document = sand_window_get_document (data);

  return !sand_document_get_busy (document) &&
         g_strcmp0 (sand_scenario_get_title (sand_document_get_scenario (document)), EDITED_TITLE) == 0;
}

/* Starts @app as the desktop does and waits for the offer over its window. */
static AdwMessageDialog *
start_and_offer (SandApplication *app,
                 SandWindow     **window)
{
  g_application_activate (G_APPLICATION (app));
  app_test_wait_for (has_offer, app, "the offer to restore");
  *window = first_window (app);
  AdwMessageDialog *dialog = app_test_find_message_dialog (*window);
  g_assert_nonnull (dialog);
  return dialog;
}

/* Starts the application in another process, has it edit the example and kills
 * it once its draft is on disk. */
static void
crash_after_edit (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *self_exe = g_file_read_link ("/proc/self/exe", &error);
  g_assert_no_error (error);
  const char *argv[] = { self_exe, "--child", NULL };
  GPid pid;
  int status;
  guint tick = g_timeout_add (50, tick_cb, NULL);

  g_assert_cmpuint (count_drafts (), ==, 0);
  g_assert_true (g_spawn_async (NULL, (char **) argv, NULL, G_SPAWN_DO_NOT_REAP_CHILD, NULL, NULL,
                                &pid, &error));
  g_assert_no_error (error);
  app_test_wait_for (has_drafts, NULL, "the draft of the edit to be written");
  kill (pid, SIGKILL);
  g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
  g_assert_true (WIFSIGNALED (status) && WTERMSIG (status) == SIGKILL);
  g_spawn_close_pid (pid);
  g_source_remove (tick);
}

static void
test_restore_after_kill (void)
{
  g_autoptr (GFile) example = app_test_scenario_file ("crossroads.sandtable");
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;

  g_assert_true (g_file_load_contents (example, NULL, &before, NULL, NULL, NULL));
  crash_after_edit ();
  /* the draft was written beside, never over the scenario */
  g_assert_true (g_file_load_contents (example, NULL, &after, NULL, NULL, NULL));
  g_assert_cmpstr (before, ==, after);

  /* started again: the offer names the scenario */
  g_autoptr (SandApplication) app = app_test_application_new ();
  SandWindow *window;
  AdwMessageDialog *dialog = start_and_offer (app, &window);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Restore Unsaved Changes?");
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "• crossroads.sandtable, changed "));

  app_test_save_png (GTK_WIDGET (dialog), "drafts-restore.png");

  adw_message_dialog_response (dialog, "restore");
  gtk_window_destroy (GTK_WINDOW (dialog));
  app_test_wait_for (restored, window, "the draft to be restored");

  /* the edit is back, unsaved, and saving goes to the scenario's own file */
  SandDocument *document = sand_window_get_document (window);
  g_assert_true (sand_document_get_modified (document));
  g_assert_true (g_file_equal (sand_document_get_file (document), example));
  g_assert_cmpstr (sand_document_get_title (document), ==, "crossroads.sandtable");
  /* the restored draft is this window's now: rewritten as this process's, the
   * next start does not offer it */
  guint tick = g_timeout_add (50, tick_cb, NULL);
  app_test_wait_for (none_left, NULL, "the window to keep the restored draft");
  g_source_remove (tick);
  g_assert_cmpuint (count_drafts (), ==, 1);

  /* a clean close takes the draft away */
  gtk_window_destroy (GTK_WINDOW (window));
  tick = g_timeout_add (50, tick_cb, NULL);
  app_test_wait_for (has_no_drafts, NULL, "a clean close to take the draft away");
  g_source_remove (tick);
}

static void
test_discard_after_kill (void)
{
  crash_after_edit ();

  g_autoptr (SandApplication) app = app_test_application_new ();
  SandWindow *window;
  AdwMessageDialog *dialog = start_and_offer (app, &window);

  adw_message_dialog_response (dialog, "discard");
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_assert_cmpuint (count_drafts (), ==, 0);
  g_assert_true (sand_document_is_blank (sand_window_get_document (window)));
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
save_done_cb (GObject      *object,
              GAsyncResult *result,
              gpointer      data)
{
  g_autoptr (GError) error = NULL;

  g_assert_true (sand_document_save_finish (SAND_DOCUMENT (object), result, &error));
  g_assert_no_error (error);
}

/* A draft is written after an edit and removed once the scenario is saved. */
static void
test_saved_removes_draft (void)
{
  g_autoptr (SandApplication) app = app_test_application_new ();
  SandWindow *window = app_test_open_window (app, NULL);
  SandDocument *document = sand_window_get_document (window);
  g_autofree char *dir = g_dir_make_tmp ("sandtable-draft-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "saved.sandtable", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_auto (GValue) title = G_VALUE_INIT;
  guint tick = g_timeout_add (50, tick_cb, NULL);

  g_value_init (&title, G_TYPE_STRING);
  g_value_set_string (&title, "Untitled, then saved");
  g_assert_true (sand_edit_set_property (sand_document_get_history (document),
                                         G_OBJECT (sand_document_get_scenario (document)), "title",
                                         &title));
  sand_draft_flush (sand_window_get_draft (window));
  app_test_wait_for (has_drafts, NULL, "the draft of an untitled scenario");
  /* kept by this process: not offered as left by a crash */
  g_autoptr (GPtrArray) left = sand_draft_list_left ();
  g_assert_cmpuint (left->len, ==, 0);

  sand_document_save_async (document, file, NULL, save_done_cb, NULL);
  app_test_wait_for (has_no_drafts, NULL, "the draft to go once saved");
  g_assert_false (sand_document_get_modified (document));

  g_source_remove (tick);
  gtk_window_destroy (GTK_WINDOW (window));
  g_unlink (path);
  g_autofree char *backup = g_strconcat (path, "~", NULL);
  g_unlink (backup);
  g_rmdir (dir);
}

static void
set_title (SandDocument *document,
           const char   *text)
{
  g_auto (GValue) title = G_VALUE_INIT;

  g_value_init (&title, G_TYPE_STRING);
  g_value_set_string (&title, text);
  g_assert_true (sand_edit_set_property (sand_document_get_history (document),
                                         G_OBJECT (sand_document_get_scenario (document)), "title",
                                         &title));
}

static gboolean
draft_written (gpointer draft)
{
  return !sand_draft_get_writing (draft);
}

/* g_ptr_array_sort() hands the comparison pointers to the elements */
static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

/* The names in the drafts folder, sorted and joined: a temporary left behind
 * would show. */
static char *
draft_dir_names (void)
{
  g_autofree char *path = sand_draft_dir ();
  g_autoptr (GDir) dir = g_dir_open (path, 0, NULL);
  g_autoptr (GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, compare_names);
  g_ptr_array_add (names, NULL);
  return g_strjoinv (" ", (char **) names->pdata);
}

/* A draft is written by the same writer as a save: when the disk fills in the
 * middle of the next write, the draft before is left whole, byte for byte, and
 * nothing else is left in the folder. */
static void
test_full_disk_keeps_draft (void)
{
  g_autoptr (SandApplication) app = app_test_application_new ();
  SandWindow *window = app_test_open_window (app, NULL);
  SandDocument *document = sand_window_get_document (window);
  SandDraft *draft = sand_window_get_draft (window);
  g_autoptr (GFile) file = sand_draft_get_file (draft);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *names_before = NULL;
  g_autofree char *names_after = NULL;
  gsize before_size, after_size;

  set_title (document, "The first edit");
  sand_draft_flush (draft);
  app_test_wait_for (draft_written, draft, "the first draft");
  g_assert_true (g_file_load_contents (file, NULL, &before, &before_size, NULL, NULL));
  g_assert_nonnull (strstr (before, "The first edit"));
  names_before = draft_dir_names ();

  _sand_save_set_fault (SAND_SAVE_STEP_WRITE, ENOSPC, 100);
  g_test_expect_message ("Sandtable", G_LOG_LEVEL_WARNING,
                         "Could not keep a draft of the unsaved changes: *the disk is full*");
  set_title (document, "The second edit, on a full disk");
  sand_draft_flush (draft);
  app_test_wait_for (draft_written, draft, "the draft's write to fail");
  g_test_assert_expected_messages ();
  _sand_save_clear_faults ();

  g_assert_true (g_file_load_contents (file, NULL, &after, &after_size, NULL, NULL));
  g_assert_cmpmem (before, before_size, after, after_size);
  names_after = draft_dir_names ();
  g_assert_cmpstr (names_before, ==, names_after);

  /* the disk has room again: the next change is written */
  set_title (document, "The third edit");
  sand_draft_flush (draft);
  app_test_wait_for (draft_written, draft, "the third draft");
  g_clear_pointer (&after, g_free);
  g_assert_true (g_file_load_contents (file, NULL, &after, NULL, NULL, NULL));
  g_assert_nonnull (strstr (after, "The third edit"));

  sand_document_set_modified (document, FALSE);
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  if (argc > 1 && g_strcmp0 (argv[1], "--child") == 0)
    return run_child ();

  /* A data folder of this run's own, before anything reads where it is; the
   * child inherits it. */
  g_autofree char *data_home = g_dir_make_tmp ("sandtable-drafts-XXXXXX", NULL);
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_test_add_func ("/drafts/kill/restore", test_restore_after_kill);
  g_test_add_func ("/drafts/kill/discard", test_discard_after_kill);
  g_test_add_func ("/drafts/saved-removes-draft", test_saved_removes_draft);
  g_test_add_func ("/drafts/full-disk-keeps-draft", test_full_disk_keeps_draft);
  int status = g_test_run ();

  /* with the recently used list GTK wrote there */
  test_remove_tree (data_home);
  return status;
}
