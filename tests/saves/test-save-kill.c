/* test-save-kill.c: a process killed (SIGKILL) at random moments while it saves
 * over and over never leaves a file or its backup cut short, over a plain file, a
 * symbolic link or a file with a second hard link; and the next save removes any
 * temporary file a killed one left.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gstdio.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include "sand-save.h"
#include "save-fixture.h"

/* Kills per kind of file: enough to land in every step of a save many times. On
 * a disk whose fsync() takes tens of milliseconds, fewer, to keep to seconds. */
#define KILLS_ON_TMPFS 50
#define KILLS_ON_DISK 20

/* Saves go to a tmpfs where this process may mount one: how a process dies does
 * not depend on the disk, and saves there are quick enough to kill many. */
static char *tmpfs;

typedef enum
{
  FILE_PLAIN,
  FILE_SYMLINK,
  FILE_HARD_LINK,
} Kind;

typedef struct
{
  GPid pid;
  int out;
} Child;

static Child
spawn_saver (const char *path,
             guint       first,
             guint       count)
{
  g_autofree char *program = g_test_build_filename (G_TEST_BUILT, "saves", "save-loop", NULL);
  g_autofree char *first_text = g_strdup_printf ("%u", first);
  g_autofree char *count_text = g_strdup_printf ("%u", count);
  const char *argv[] = { program, path, first_text, count_text, NULL };
  g_autoptr (GError) error = NULL;
  Child child = { 0, -1 };

  g_spawn_async_with_pipes (NULL, (char **) argv, NULL, G_SPAWN_DO_NOT_REAP_CHILD, NULL, NULL,
                            &child.pid, NULL, &child.out, NULL, &error);
  g_assert_no_error (error);
  return child;
}

/* Blocks until the child has said it saved once more. */
static void
wait_for_save (Child *child)
{
  char c;

  do
    g_assert_cmpint (read (child->out, &c, 1), ==, 1);
  while (c != '\n');
}

static int
reap (Child *child)
{
  int status;

  g_assert_cmpint (waitpid (child->pid, &status, 0), ==, child->pid);
  close (child->out);
  g_spawn_close_pid (child->pid);
  return status;
}

static char *
make_work_dir (void)
{
  char *dir;

  if (tmpfs == NULL)
    return save_fixture_make_dir ();
  dir = g_build_filename (tmpfs, "kill-XXXXXX", NULL);
  g_assert_nonnull (g_mkdtemp (dir));
  return dir;
}

static void
test_kill (gconstpointer data)
{
  Kind kind = GPOINTER_TO_INT (data);
  g_autofree char *dir = make_work_dir ();
  guint kills = tmpfs != NULL ? KILLS_ON_TMPFS : KILLS_ON_DISK;
  g_autofree char *path = g_build_filename (dir, "table.sandtable", NULL);
  g_autofree char *other = g_build_filename (dir, "other.sandtable", NULL);
  g_autofree char *target = NULL;
  g_autofree char *backup = NULL;
  g_autofree char *target_dir = NULL;
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GBytes) first = save_fixture_version (0, 300000);
  g_autoptr (GError) error = NULL;
  guint orphans_seen = 0;
  gint64 started, between;
  Child child;

  if (kind == FILE_SYMLINK)
    {
      g_autofree char *real = g_build_filename (dir, "real", NULL);

      g_assert_cmpint (g_mkdir (real, 0755), ==, 0);
      target = g_build_filename (real, "table.sandtable", NULL);
      g_assert_cmpint (symlink (target, path), ==, 0);
    }
  else
    target = g_strdup (path);
  backup = g_strconcat (target, "~", NULL);
  target_dir = g_path_get_dirname (target);
  sand_save_bytes (file, first, SAND_SAVE_NONE, NULL, &error);
  g_assert_no_error (error);
  if (kind == FILE_HARD_LINK)
    g_assert_cmpint (link (path, other), ==, 0);

  /* How long one save takes here, to spread the kills over a whole save. */
  child = spawn_saver (path, 1, 3);
  wait_for_save (&child);
  started = g_get_monotonic_time ();
  wait_for_save (&child);
  wait_for_save (&child);
  between = (g_get_monotonic_time () - started) / 2;
  g_assert_cmpint (reap (&child), ==, 0);

  for (guint k = 1; k <= kills; k++)
    {
      int status;

      child = spawn_saver (path, k * 1000, 1000);
      wait_for_save (&child);
      /* Not a wait for anything: the kill lands anywhere in the next save or two. */
      g_usleep (g_random_int_range (0, (int) MIN (3 * between / 2, 200000) + 1));
      kill (child.pid, SIGKILL);
      status = reap (&child);
      g_assert_true (WIFSIGNALED (status) && WTERMSIG (status) == SIGKILL);

      g_assert_cmpint (save_fixture_which_version (target), >=, k * 1000);
      g_assert_cmpint (save_fixture_which_version (backup), >=, 0);
      if (kind == FILE_HARD_LINK)
        g_assert_cmpint (save_fixture_which_version (other), ==, 0);
      if (kind == FILE_SYMLINK)
        g_assert_true (g_file_test (path, G_FILE_TEST_IS_SYMLINK));
      /* At most the temporaries of the one save that was killed */
      g_assert_cmpuint (save_fixture_count_hidden (target_dir), <=, 3);
      orphans_seen += save_fixture_count_hidden (target_dir) > 0;
    }
  g_test_message ("%u of %u kills left temporaries behind", orphans_seen, kills);

  /* One save that runs to its end: nothing left but the files. */
  child = spawn_saver (path, 99999, 1);
  g_assert_cmpint (reap (&child), ==, 0);
  g_assert_cmpint (save_fixture_which_version (target), ==, 99999);
  g_assert_cmpint (save_fixture_which_version (backup), >=, 1000);
  g_assert_cmpuint (save_fixture_count_hidden (target_dir), ==, 0);

  test_remove_tree (dir);
}

int
main (int   argc,
      char *argv[])
{
  int status;
  g_autofree char *why = NULL;

  g_test_init (&argc, &argv, NULL);

  if (save_fixture_private_mounts (&why))
    tmpfs = save_fixture_mount_tmpfs (64 * 1024 * 1024, &why);
  if (tmpfs == NULL)
    g_test_message ("saving to the temporary folder's disk: %s", why);

  g_test_add_data_func ("/save/killed/plain-file", GINT_TO_POINTER (FILE_PLAIN), test_kill);
  g_test_add_data_func ("/save/killed/symlink", GINT_TO_POINTER (FILE_SYMLINK), test_kill);
  g_test_add_data_func ("/save/killed/hard-link", GINT_TO_POINTER (FILE_HARD_LINK), test_kill);

  status = g_test_run ();
  if (tmpfs != NULL)
    save_fixture_unmount (tmpfs);
  g_free (tmpfs);
  return status;
}
