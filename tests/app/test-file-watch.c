/* test-file-watch.c: the open scenario changed or deleted on disk by another
 * program is noticed; our own saves are not; keeping our version and saving
 * says first that the other changes will be replaced.
 *
 * Writes tests/file-changed.png in the build tree: the bar as shown.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <adwaita.h>
#include <glib/gstdio.h>

#include "app-test-util.h"
#include "sand-application.h"
#include "sand-edit.h"
#include "sand-window.h"

typedef struct
{
  char            *dir;
  char            *path;
  GFile           *file;
  SandApplication *app;
  SandWindow      *window;
  SandDocument    *document;
  SandFileWatch   *watch;
  guint            tick;
} Fixture;

/* Waking the main loop now and then, so that waits can look at files. */
static gboolean
tick_cb (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

static gboolean
loaded (gpointer data)
{
  Fixture *f = data;

  return !sand_document_get_busy (f->document) && sand_document_get_file (f->document) != NULL;
}

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr (GFile) example = app_test_scenario_file ("crossroads.sandtable");
  g_autofree char *contents = NULL;
  gsize length;

  f->dir = g_dir_make_tmp ("sandtable-watch-XXXXXX", NULL);
  f->path = g_build_filename (f->dir, "watched.sandtable", NULL);
  f->file = g_file_new_for_path (f->path);
  g_assert_true (g_file_load_contents (example, NULL, &contents, &length, NULL, NULL));
  g_assert_true (g_file_set_contents (f->path, contents, length, NULL));

  f->app = app_test_application_new ();
  f->window = app_test_open_window (f->app, NULL);
  f->document = sand_window_get_document (f->window);
  f->watch = sand_window_get_file_watch (f->window);
  f->tick = g_timeout_add (50, tick_cb, NULL);
  sand_window_open_file (f->window, f->file);
  app_test_wait_for (loaded, f, "the file to open");
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  g_autofree char *backup = g_strconcat (f->path, "~", NULL);

  g_source_remove (f->tick);
  gtk_window_destroy (GTK_WINDOW (f->window));
  g_clear_object (&f->app);
  g_clear_object (&f->file);
  g_unlink (f->path);
  g_unlink (backup);
  g_rmdir (f->dir);
  g_free (f->path);
  g_free (f->dir);
}

/* Another program rewrites the file as editors and sync tools do: a new file
 * renamed over it, with another title. */
static void
write_elsewhere (Fixture    *f,
                 const char *title)
{
  g_autofree char *contents = NULL;
  g_autofree char *tmp = g_strconcat (f->path, ".other", NULL);

  g_assert_true (g_file_get_contents (f->path, &contents, NULL, NULL));
  char *start = strstr (contents, "<title>");
  char *end = strstr (contents, "</title>");
  g_assert_true (start != NULL && end != NULL);
  *start = '\0';
  g_autofree char *changed = g_strdup_printf ("%s<title>%s%s", contents, title, end);
  g_assert_true (g_file_set_contents (tmp, changed, -1, NULL));
  g_assert_cmpint (g_rename (tmp, f->path), ==, 0);
}

static gboolean
is_changed (gpointer data)
{
  return sand_file_watch_get_state (((Fixture *) data)->watch) == SAND_FILE_WATCH_CHANGED;
}

static gboolean
is_deleted (gpointer data)
{
  return sand_file_watch_get_state (((Fixture *) data)->watch) == SAND_FILE_WATCH_DELETED;
}

static gboolean
bar_shown (gpointer data)
{
  GtkWidget *bar = app_test_find_widget_of_type (GTK_WIDGET (((Fixture *) data)->window), GTK_TYPE_INFO_BAR);

  GtkWidget *revealer = bar ? app_test_find_widget_of_type (bar, GTK_TYPE_REVEALER) : NULL;

  /* revealed all the way, its slide over */
  return revealer != NULL && gtk_info_bar_get_revealed (GTK_INFO_BAR (bar)) &&
         gtk_revealer_get_child_revealed (GTK_REVEALER (revealer));
}

typedef struct
{
  Fixture    *f;
  const char *title;
} TitleWait;

static gboolean
has_title (gpointer data)
{
  TitleWait *w = data;

  return !sand_document_get_busy (w->f->document) &&
         g_strcmp0 (sand_scenario_get_title (sand_document_get_scenario (w->f->document)), w->title) == 0;
}

static void
set_title (Fixture    *f,
           const char *title)
{
  g_auto (GValue) value = G_VALUE_INIT;

  g_value_init (&value, G_TYPE_STRING);
  g_value_set_string (&value, title);
  g_assert_true (sand_edit_set_property (sand_document_get_history (f->document),
                                         G_OBJECT (sand_document_get_scenario (f->document)), "title",
                                         &value));
}

static void
test_changed_reload (Fixture       *f,
                     gconstpointer  data)
{
  write_elsewhere (f, "Moved by the command line");
  app_test_wait_for (is_changed, f, "the change on disk to be noticed");
  app_test_wait_for (bar_shown, f, "the bar");

  GtkWidget *bar = app_test_find_widget_of_type (GTK_WIDGET (f->window), GTK_TYPE_INFO_BAR);
  GtkWidget *label = app_test_find_widget_of_type (bar, GTK_TYPE_LABEL);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (label)), ==,
                   "“watched.sandtable” was changed by another program. Reload it to see the changes?");
  app_test_save_png (GTK_WIDGET (f->window), "file-changed.png");

  gtk_info_bar_response (GTK_INFO_BAR (bar), 1 /* Reload */);
  TitleWait wait = { f, "Moved by the command line" };
  app_test_wait_for (has_title, &wait, "the file to be read again");
  g_assert_false (sand_document_get_modified (f->document));
  g_assert_cmpint (sand_file_watch_get_state (f->watch), ==, SAND_FILE_WATCH_SAME);
}

typedef struct
{
  Fixture *f;
  guint    events;
  gboolean saved;
} SaveWait;

static void
saved_cb (GObject      *object,
          GAsyncResult *result,
          gpointer      data)
{
  g_autoptr (GError) error = NULL;

  g_assert_true (sand_document_save_finish (SAND_DOCUMENT (object), result, &error));
  ((SaveWait *) data)->saved = TRUE;
}

static gboolean
saved_and_seen (gpointer data)
{
  SaveWait *w = data;

  return w->saved && sand_file_watch_get_events (w->f->watch) > w->events;
}

static void
state_seen_cb (SandFileWatch *watch,
               GParamSpec    *pspec,
               guint         *n_changes)
{
  (*n_changes)++;
}

/* Our own save is reported by the monitor too, and passed over: the watch never
 * once says the file changed, during the save or after it. */
static void
test_own_save_not_a_change (Fixture       *f,
                            gconstpointer  data)
{
  SaveWait wait = { f, sand_file_watch_get_events (f->watch), FALSE };
  guint n_changes = 0;
  gulong handler = g_signal_connect (f->watch, "notify::state", G_CALLBACK (state_seen_cb), &n_changes);

  set_title (f, "Saved here");
  sand_document_save_async (f->document, NULL, NULL, saved_cb, &wait);
  app_test_wait_for (saved_and_seen, &wait, "the save and its report");
  /* the report looked at, what the window shows of it drawn */
  app_test_wait_for_frames (GTK_WIDGET (f->window));
  g_signal_handler_disconnect (f->watch, handler);
  g_assert_cmpuint (n_changes, ==, 0);
  g_assert_cmpint (sand_file_watch_get_state (f->watch), ==, SAND_FILE_WATCH_SAME);
  g_assert_false (sand_file_watch_get_conflict (f->watch));
  g_assert_false (bar_shown (f));
}

static gboolean
saved_clean (gpointer data)
{
  Fixture *f = data;

  return !sand_document_get_busy (f->document) && !sand_document_get_modified (f->document);
}

static gboolean
has_replace_dialog (gpointer data)
{
  AdwMessageDialog *dialog = app_test_find_message_dialog (((Fixture *) data)->window);

  return dialog != NULL && g_strcmp0 (adw_message_dialog_get_heading (dialog), "The File Changed on Disk") == 0;
}

static void
test_keep_then_save_asks (Fixture       *f,
                          gconstpointer  data)
{
  set_title (f, "Mine");
  write_elsewhere (f, "Theirs");
  app_test_wait_for (is_changed, f, "the change on disk to be noticed");
  GtkWidget *bar = app_test_find_widget_of_type (GTK_WIDGET (f->window), GTK_TYPE_INFO_BAR);
  GtkWidget *label = app_test_find_widget_of_type (bar, GTK_TYPE_LABEL);
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (label)), "losing the changes made here"));

  gtk_info_bar_response (GTK_INFO_BAR (bar), 2 /* Keep */);
  g_assert_cmpint (sand_file_watch_get_state (f->watch), ==, SAND_FILE_WATCH_SAME);
  g_assert_true (sand_file_watch_get_conflict (f->watch));

  /* Save: asked first; cancelled, the other program's file stays */
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.save", NULL);
  app_test_wait_for (has_replace_dialog, f, "the question before saving over");
  AdwMessageDialog *dialog = app_test_find_message_dialog (f->window);
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "Saving replaces those changes with yours"));
  adw_message_dialog_response (dialog, "cancel");
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_autofree char *contents = NULL;
  g_assert_true (g_file_get_contents (f->path, &contents, NULL, NULL));
  g_assert_nonnull (strstr (contents, "<title>Theirs</title>"));

  /* Save Anyway: ours is written */
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.save", NULL);
  app_test_wait_for (has_replace_dialog, f, "the question before saving over");
  dialog = app_test_find_message_dialog (f->window);
  adw_message_dialog_response (dialog, "save");
  gtk_window_destroy (GTK_WINDOW (dialog));
  app_test_wait_for (saved_clean, f, "our version to be saved");
  g_clear_pointer (&contents, g_free);
  g_assert_true (g_file_get_contents (f->path, &contents, NULL, NULL));
  g_assert_nonnull (strstr (contents, "<title>Mine</title>"));
  g_assert_false (sand_file_watch_get_conflict (f->watch));
}

static void
test_deleted_save_recreates (Fixture       *f,
                             gconstpointer  data)
{
  set_title (f, "Still here");
  g_assert_cmpint (g_unlink (f->path), ==, 0);
  app_test_wait_for (is_deleted, f, "the deletion to be noticed");
  app_test_wait_for (bar_shown, f, "the bar");
  GtkWidget *bar = app_test_find_widget_of_type (GTK_WIDGET (f->window), GTK_TYPE_INFO_BAR);
  GtkWidget *label = app_test_find_widget_of_type (bar, GTK_TYPE_LABEL);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (label)), ==,
                   "“watched.sandtable” was deleted. Saving will create it again.");

  SaveWait wait = { f, sand_file_watch_get_events (f->watch), FALSE };
  sand_document_save_async (f->document, NULL, NULL, saved_cb, &wait);
  app_test_wait_for (saved_and_seen, &wait, "the save and its report");
  g_autofree char *contents = NULL;
  g_assert_true (g_file_get_contents (f->path, &contents, NULL, NULL));
  g_assert_nonnull (strstr (contents, "<title>Still here</title>"));
  g_assert_cmpint (sand_file_watch_get_state (f->watch), ==, SAND_FILE_WATCH_SAME);
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_test_add ("/file-watch/changed/reload", Fixture, NULL, fixture_set_up, test_changed_reload, fixture_tear_down);
  g_test_add ("/file-watch/changed/keep-then-save-asks", Fixture, NULL, fixture_set_up, test_keep_then_save_asks,
              fixture_tear_down);
  g_test_add ("/file-watch/own-save-not-a-change", Fixture, NULL, fixture_set_up, test_own_save_not_a_change,
              fixture_tear_down);
  g_test_add ("/file-watch/deleted/save-recreates", Fixture, NULL, fixture_set_up, test_deleted_save_recreates,
              fixture_tear_down);
  return g_test_run ();
}
