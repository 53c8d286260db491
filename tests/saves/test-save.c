/* test-save.c: the save writer, with every step made to fail through its fault
 * seam: the file and its backup stay exactly as they were, nothing is left behind,
 * and the message says what to do.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <glib/gstdio.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "sand-error.h"
#include "sand-save-private.h"
#include "sand-save.h"
#include "save-fixture.h"

#define OLD_SIZE 2000
#define NEW_SIZE 5000

/* Every step, made to fail, in every state the folder can be in */

typedef enum
{
  STATE_NO_FILE,
  STATE_FILE,
  STATE_FILE_AND_BACKUP,
} State;

typedef struct
{
  SandSaveStep step;
  int errno_value;
  gsize after;
  State state;
  SandSaveFlags flags;
  gboolean named; /* the temporary is a named file from the start (no O_TMPFILE) */
  const char *message;
} FaultCase;

static const char * const step_names[] = {
  "unnamed", "create", "write", "sync", "close", "name", "keep", "replace", "backup", "sync-dir",
};
G_STATIC_ASSERT (G_N_ELEMENTS (step_names) == SAND_SAVE_N_STEPS);

static const char * const state_names[] = { "new-file", "file", "file-and-backup" };

static char *
set_up_state (const char *dir,
              State       state)
{
  char *path = g_build_filename (dir, "table.sandtable", NULL);
  g_autofree char *backup = g_strconcat (path, "~", NULL);

  if (state >= STATE_FILE)
    {
      g_autoptr (GBytes) old = save_fixture_version (1, OLD_SIZE);

      save_fixture_write (path, old);
      g_assert_cmpint (g_chmod (path, 0640), ==, 0);
    }
  if (state >= STATE_FILE_AND_BACKUP)
    {
      g_autoptr (GBytes) older = save_fixture_version (0, OLD_SIZE + 10);

      save_fixture_write (backup, older);
    }
  return path;
}

/* TRUE when @dir's disk has unnamed temporary files (O_TMPFILE). */
static gboolean
has_unnamed_files (const char *dir)
{
  int fd = open (dir, O_TMPFILE | O_RDWR, 0600);

  if (fd < 0)
    return FALSE;
  close (fd);
  return TRUE;
}

static void
test_fault (gconstpointer data)
{
  const FaultCase *fault = data;
  g_autofree char *dir = save_fixture_make_dir ();
  g_autofree char *path = set_up_state (dir, fault->state);
  g_autofree char *backup = g_strconcat (path, "~", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GBytes) contents = save_fixture_version (2, NEW_SIZE);
  g_autoptr (GHashTable) before = save_fixture_snapshot (dir);
  g_autoptr (GHashTable) after = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *expected = NULL;

  if (fault->message != NULL)
    expected = g_strdup_printf ("%s: %s", path, fault->message);
  else if (fault->errno_value == EACCES)
    expected = g_strdup_printf ("%s: you may not write in the folder “%s”: save elsewhere, or "
                                "change the folder's permissions", path, dir);
  else
    expected = g_strdup_printf ("%s: the file cannot be saved (%s): save elsewhere", path,
                                g_strerror (fault->errno_value));

  if (!fault->named && !has_unnamed_files (dir))
    {
      g_test_skip ("the temporary folder's disk has no unnamed files (O_TMPFILE)");
      test_remove_tree (dir);
      return;
    }
  if (fault->named)
    _sand_save_set_fault (SAND_SAVE_STEP_UNNAMED, EOPNOTSUPP, 0);
  _sand_save_set_fault (fault->step, fault->errno_value, fault->after);

  g_assert_false (sand_save_bytes (file, contents, fault->flags, NULL, &error));
  g_assert_error (error, SAND_ERROR, SAND_ERROR_IO);
  g_assert_cmpstr (error->message, ==, expected);

  /* Exactly as before: the same names, inodes, modes and contents; nothing added. */
  after = save_fixture_snapshot (dir);
  save_fixture_assert_same (before, after);
  g_assert_cmpuint (save_fixture_count_hidden (dir), ==, 0);

  /* The disk mended, the same save goes through. */
  _sand_save_clear_faults ();
  if (fault->named)
    _sand_save_set_fault (SAND_SAVE_STEP_UNNAMED, EOPNOTSUPP, 0);
  g_clear_error (&error);
  g_assert_true (sand_save_bytes (file, contents, fault->flags, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpint (save_fixture_which_version (path), ==, 2);
  if (fault->state == STATE_NO_FILE)
    g_assert_false (g_file_test (backup, G_FILE_TEST_EXISTS));
  else if (fault->flags & SAND_SAVE_NO_BACKUP)
    g_assert_cmpint (save_fixture_which_version (backup), ==,
                     fault->state == STATE_FILE_AND_BACKUP ? 0 : -1);
  else
    g_assert_cmpint (save_fixture_which_version (backup), ==, 1);
  g_assert_cmpuint (save_fixture_count_hidden (dir), ==, 0);

  _sand_save_clear_faults ();
  test_remove_tree (dir);
}

static void
add_fault_tests (void)
{
  static const struct
  {
    SandSaveStep step;
    int errno_value;
    const char *errno_name;
    gsize after;
    const char *message;
  } steps[] = {
#define FULL "the disk is full: free some space or save elsewhere"
#define DISK_ERROR "the disk reported an error: save elsewhere and check the disk"
    { SAND_SAVE_STEP_UNNAMED, ENOSPC, "ENOSPC", 0, FULL },
    { SAND_SAVE_STEP_CREATE, ENOSPC, "ENOSPC", 0, FULL },
    { SAND_SAVE_STEP_WRITE, ENOSPC, "ENOSPC", 1000, FULL },
    { SAND_SAVE_STEP_WRITE, EDQUOT, "EDQUOT", 0,
      "your disk quota is used up: free some space or save elsewhere" },
    { SAND_SAVE_STEP_WRITE, -1, "lost-bytes", 1000,
      "only 1000 of 5000 bytes reached the disk: save elsewhere and check the disk" },
    { SAND_SAVE_STEP_SYNC, ENOSPC, "ENOSPC", 0, FULL },
    { SAND_SAVE_STEP_SYNC, EIO, "EIO", 0, DISK_ERROR },
    { SAND_SAVE_STEP_CLOSE, EIO, "EIO", 0, DISK_ERROR },
    { SAND_SAVE_STEP_NAME, ENOSPC, "ENOSPC", 0, FULL },
    /* an error the writer has no words of its own for */
    { SAND_SAVE_STEP_KEEP, EBUSY, "EBUSY", 0, NULL },
    { SAND_SAVE_STEP_REPLACE, EIO, "EIO", 0, DISK_ERROR },
    { SAND_SAVE_STEP_REPLACE, EACCES, "EACCES", 0, NULL },
    { SAND_SAVE_STEP_BACKUP, EROFS, "EROFS", 0, "the disk is read-only: save elsewhere" },
    { SAND_SAVE_STEP_SYNC_DIR, EIO, "EIO", 0, DISK_ERROR },
#undef FULL
#undef DISK_ERROR
  };
  static const SandSaveFlags flags[] = { SAND_SAVE_NONE, SAND_SAVE_NO_BACKUP };

  for (guint s = 0; s < G_N_ELEMENTS (steps); s++)
    for (State state = STATE_NO_FILE; state <= STATE_FILE_AND_BACKUP; state++)
      for (guint f = 0; f < G_N_ELEMENTS (flags); f++)
        for (int named = 0; named <= 1; named++)
          {
            FaultCase *fault = g_new0 (FaultCase, 1);
            g_autofree char *name = NULL;

            /* Steps a save does not take in that state */
            if ((steps[s].step == SAND_SAVE_STEP_KEEP && state == STATE_NO_FILE)
                || (steps[s].step == SAND_SAVE_STEP_BACKUP
                    && (state == STATE_NO_FILE || flags[f] == SAND_SAVE_NO_BACKUP))
                || ((steps[s].step == SAND_SAVE_STEP_NAME
                     || steps[s].step == SAND_SAVE_STEP_UNNAMED) && named))
              {
                g_free (fault);
                continue;
              }
            fault->step = steps[s].step;
            fault->errno_value = steps[s].errno_value;
            fault->after = steps[s].after;
            fault->state = state;
            fault->flags = flags[f];
            fault->named = named;
            fault->message = steps[s].message;
            name = g_strdup_printf ("/save/fault/%s/%s/%s/%s/%s", step_names[steps[s].step],
                                    steps[s].errno_name,
                                    state_names[state],
                                    flags[f] == SAND_SAVE_NO_BACKUP ? "no-backup" : "backup",
                                    named ? "named" : "unnamed");
            g_test_add_data_func_full (name, fault, test_fault, g_free);
          }
}

/* Ordinary saves */

static void
test_new_file (void)
{
  g_autofree char *dir = save_fixture_make_dir ();
  g_autofree char *path = g_build_filename (dir, "new.sandtable", NULL);
  g_autofree char *backup = g_strconcat (path, "~", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GBytes) contents = save_fixture_version (7, 300);
  g_autoptr (GError) error = NULL;
  SandSaveNotes notes = SAND_SAVE_NOTE_LINK_BROKEN;
  mode_t mask = umask (022);
  struct stat st;

  g_assert_true (sand_save_bytes (file, contents, SAND_SAVE_NONE, &notes, &error));
  g_assert_no_error (error);
  g_assert_cmpint (notes, ==, SAND_SAVE_NOTE_NONE);
  g_assert_cmpint (save_fixture_which_version (path), ==, 7);
  g_assert_false (g_file_test (backup, G_FILE_TEST_EXISTS));
  /* A new file has the permissions any new file gets */
  g_assert_cmpint (stat (path, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0644);
  g_assert_cmpuint (save_fixture_count_hidden (dir), ==, 0);

  umask (mask);
  test_remove_tree (dir);
}

static void
test_backup_and_mode (void)
{
  g_autofree char *dir = save_fixture_make_dir ();
  g_autofree char *path = set_up_state (dir, STATE_FILE_AND_BACKUP);
  g_autofree char *backup = g_strconcat (path, "~", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  struct stat st;

  for (guint n = 2; n <= 4; n++)
    {
      g_autoptr (GBytes) contents = save_fixture_version (n, 1000 * n);

      g_assert_true (sand_save_bytes (file, contents, SAND_SAVE_NONE, NULL, &error));
      g_assert_no_error (error);
      g_assert_cmpint (save_fixture_which_version (path), ==, n);
      g_assert_cmpint (save_fixture_which_version (backup), ==, n - 1);
    }
  /* The new version keeps the old one's permissions */
  g_assert_cmpint (stat (path, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0640);
  g_assert_cmpuint (save_fixture_count_hidden (dir), ==, 0);

  test_remove_tree (dir);
}

static void
test_no_backup (void)
{
  g_autofree char *dir = save_fixture_make_dir ();
  g_autofree char *path = set_up_state (dir, STATE_FILE);
  g_autofree char *backup = g_strconcat (path, "~", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GBytes) contents = save_fixture_version (2, 400);
  g_autoptr (GError) error = NULL;

  g_assert_true (sand_save_bytes (file, contents, SAND_SAVE_NO_BACKUP, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpint (save_fixture_which_version (path), ==, 2);
  g_assert_false (g_file_test (backup, G_FILE_TEST_EXISTS));
  g_assert_cmpuint (save_fixture_count_hidden (dir), ==, 0);

  test_remove_tree (dir);
}

/* On a disk without hard links (a portal's, a FAT stick) the old version is
 * kept as a fresh copy, never by rewriting FILE~. */
static void
test_backup_by_copy (void)
{
  g_autofree char *dir = save_fixture_make_dir ();
  g_autofree char *path = set_up_state (dir, STATE_FILE_AND_BACKUP);
  g_autofree char *backup = g_strconcat (path, "~", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GBytes) contents = save_fixture_version (2, 900);
  g_autoptr (GError) error = NULL;
  struct stat old, kept;

  g_assert_cmpint (stat (path, &old), ==, 0);
  _sand_save_set_fault (SAND_SAVE_STEP_KEEP, EPERM, 0);
  g_assert_true (sand_save_bytes (file, contents, SAND_SAVE_NONE, NULL, &error));
  _sand_save_clear_faults ();
  g_assert_no_error (error);
  g_assert_cmpint (save_fixture_which_version (path), ==, 2);
  g_assert_cmpint (save_fixture_which_version (backup), ==, 1);
  g_assert_cmpint (stat (backup, &kept), ==, 0);
  g_assert_cmpuint (kept.st_ino, !=, old.st_ino);
  g_assert_cmpint (kept.st_mode & 0777, ==, 0640);
  g_assert_cmpuint (save_fixture_count_hidden (dir), ==, 0);

  test_remove_tree (dir);
}

/* Links */

static void
test_symlink (void)
{
  g_autofree char *dir = save_fixture_make_dir ();
  g_autofree char *real_dir = g_build_filename (dir, "real", NULL);
  g_autofree char *link_dir = g_build_filename (dir, "links", NULL);
  g_autofree char *target = g_build_filename (real_dir, "table.sandtable", NULL);
  g_autofree char *link = g_build_filename (link_dir, "mine.sandtable", NULL);
  g_autofree char *link_backup = g_strconcat (link, "~", NULL);
  g_autofree char *target_backup = g_strconcat (target, "~", NULL);
  g_autofree char *read = NULL;
  g_autoptr (GFile) file = g_file_new_for_path (link);
  g_autoptr (GBytes) old = save_fixture_version (1, 500);
  g_autoptr (GBytes) contents = save_fixture_version (2, 700);
  g_autoptr (GError) error = NULL;

  g_assert_cmpint (g_mkdir (real_dir, 0755), ==, 0);
  g_assert_cmpint (g_mkdir (link_dir, 0755), ==, 0);
  save_fixture_write (target, old);
  /* relative, as links usually are */
  g_assert_cmpint (symlink ("../real/table.sandtable", link), ==, 0);

  g_assert_true (sand_save_bytes (file, contents, SAND_SAVE_NONE, NULL, &error));
  g_assert_no_error (error);

  /* The link is still a link, to the file that was saved; the backup is beside it. */
  read = g_file_read_link (link, NULL);
  g_assert_cmpstr (read, ==, "../real/table.sandtable");
  g_assert_cmpint (save_fixture_which_version (target), ==, 2);
  g_assert_cmpint (save_fixture_which_version (target_backup), ==, 1);
  g_assert_false (g_file_test (link_backup, G_FILE_TEST_EXISTS));
  g_assert_cmpuint (save_fixture_count_hidden (real_dir), ==, 0);
  g_assert_cmpuint (save_fixture_count_hidden (link_dir), ==, 0);

  test_remove_tree (dir);
}

static void
test_symlink_dangling (void)
{
  g_autofree char *dir = save_fixture_make_dir ();
  g_autofree char *target = g_build_filename (dir, "later.sandtable", NULL);
  g_autofree char *link = g_build_filename (dir, "link.sandtable", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (link);
  g_autoptr (GBytes) contents = save_fixture_version (3, 300);
  g_autoptr (GError) error = NULL;

  g_assert_cmpint (symlink (target, link), ==, 0);
  g_assert_true (sand_save_bytes (file, contents, SAND_SAVE_NONE, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpint (save_fixture_which_version (target), ==, 3);
  g_assert_true (g_file_test (link, G_FILE_TEST_IS_SYMLINK));

  test_remove_tree (dir);
}

static void
test_symlink_loop (void)
{
  g_autofree char *dir = save_fixture_make_dir ();
  g_autofree char *a = g_build_filename (dir, "a.sandtable", NULL);
  g_autofree char *b = g_build_filename (dir, "b.sandtable", NULL);
  g_autofree char *expected = NULL;
  g_autoptr (GFile) file = g_file_new_for_path (a);
  g_autoptr (GBytes) contents = save_fixture_version (3, 300);
  g_autoptr (GError) error = NULL;

  g_assert_cmpint (symlink ("b.sandtable", a), ==, 0);
  g_assert_cmpint (symlink ("a.sandtable", b), ==, 0);
  g_assert_false (sand_save_bytes (file, contents, SAND_SAVE_NONE, NULL, &error));
  expected = g_strdup_printf ("%s: its symbolic links lead round in a circle: save under "
                              "another name", a);
  g_assert_error (error, SAND_ERROR, SAND_ERROR_IO);
  g_assert_cmpstr (error->message, ==, expected);
  g_assert_true (g_file_test (a, G_FILE_TEST_IS_SYMLINK));
  g_assert_true (g_file_test (b, G_FILE_TEST_IS_SYMLINK));

  test_remove_tree (dir);
}

/* The choice made for hard links: the name saved to gets the new version, the
 * other names keep the old one, and the caller is told. */
static void
test_hard_link (void)
{
  g_autofree char *dir = save_fixture_make_dir ();
  g_autofree char *path = set_up_state (dir, STATE_FILE);
  g_autofree char *other = g_build_filename (dir, "other-name.sandtable", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GBytes) contents = save_fixture_version (2, 900);
  g_autoptr (GError) error = NULL;
  SandSaveNotes notes = SAND_SAVE_NOTE_NONE;
  struct stat st;

  g_assert_cmpint (link (path, other), ==, 0);
  g_assert_true (sand_save_bytes (file, contents, SAND_SAVE_NONE, &notes, &error));
  g_assert_no_error (error);
  g_assert_cmpint (notes, ==, SAND_SAVE_NOTE_LINK_BROKEN);
  g_assert_cmpint (save_fixture_which_version (path), ==, 2);
  g_assert_cmpint (save_fixture_which_version (other), ==, 1);
  g_assert_cmpint (stat (path, &st), ==, 0);
  g_assert_cmpuint (st.st_nlink, ==, 1);

  /* Saved again, the file has one name: nothing to say. */
  g_assert_true (sand_save_bytes (file, contents, SAND_SAVE_NONE, &notes, &error));
  g_assert_cmpint (notes, ==, SAND_SAVE_NOTE_NONE);

  test_remove_tree (dir);
}

/* Places that cannot be saved to */

static void
assert_refused (const char *path,
                const char *message)
{
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GBytes) contents = save_fixture_version (9, 300);
  g_autoptr (GError) error = NULL;
  g_autofree char *expected = g_strdup_printf ("%s: %s", path, message);

  g_assert_false (sand_save_bytes (file, contents, SAND_SAVE_NONE, NULL, &error));
  g_assert_error (error, SAND_ERROR, SAND_ERROR_IO);
  g_assert_cmpstr (error->message, ==, expected);
}

static void
test_file_is_folder (void)
{
  g_autofree char *dir = save_fixture_make_dir ();
  g_autofree char *path = g_build_filename (dir, "table.sandtable", NULL);
  g_autofree char *inside = g_build_filename (path, "x", NULL);
  g_autofree char *message = g_strdup_printf ("“%s” is a folder, not a file: save under "
                                              "another name", path);
  g_autoptr (GBytes) some = g_bytes_new_static ("x", 1);
  g_autoptr (GHashTable) before = NULL;
  g_autoptr (GHashTable) after = NULL;

  g_assert_cmpint (g_mkdir (path, 0755), ==, 0);
  save_fixture_write (inside, some);
  before = save_fixture_snapshot (dir);
  assert_refused (path, message);
  after = save_fixture_snapshot (dir);
  save_fixture_assert_same (before, after);

  test_remove_tree (dir);
}

static void
test_backup_is_folder (void)
{
  g_autofree char *dir = save_fixture_make_dir ();
  g_autofree char *path = set_up_state (dir, STATE_FILE);
  g_autofree char *backup = g_strconcat (path, "~", NULL);
  g_autofree char *message = g_strdup_printf ("the backup “%s” is a folder: move it away, then "
                                              "save again", backup);
  g_autoptr (GHashTable) before = NULL;
  g_autoptr (GHashTable) after = NULL;

  g_assert_cmpint (g_mkdir (backup, 0755), ==, 0);
  before = save_fixture_snapshot (dir);
  assert_refused (path, message);
  after = save_fixture_snapshot (dir);
  save_fixture_assert_same (before, after);

  test_remove_tree (dir);
}

static void
test_folder_vanished (void)
{
  g_autofree char *dir = save_fixture_make_dir ();
  g_autofree char *gone = g_build_filename (dir, "gone", NULL);
  g_autofree char *path = g_build_filename (gone, "table.sandtable", NULL);
  g_autofree char *message = g_strdup_printf ("the folder “%s” no longer exists: save elsewhere",
                                              gone);

  /* The folder was there when the file was opened, and has gone since. */
  g_assert_cmpint (g_mkdir (gone, 0755), ==, 0);
  g_assert_cmpint (g_rmdir (gone), ==, 0);
  assert_refused (path, message);
  g_assert_false (g_file_test (gone, G_FILE_TEST_EXISTS));

  test_remove_tree (dir);
}

static void
test_folder_read_only (void)
{
  g_autofree char *dir = save_fixture_make_dir ();
  g_autofree char *path = set_up_state (dir, STATE_FILE_AND_BACKUP);
  g_autofree char *message = g_strdup_printf ("you may not write in the folder “%s”: save "
                                              "elsewhere, or change the folder's permissions", dir);
  g_autoptr (GHashTable) before = save_fixture_snapshot (dir);
  g_autoptr (GHashTable) after = NULL;

  /* As a disk would refuse it (root may write anywhere, so the seam stands in;
   * a read-only disk is refused for real in test-save-tmpfs) */
  _sand_save_set_fault (SAND_SAVE_STEP_CREATE, EACCES, 0);
  assert_refused (path, message);
  _sand_save_clear_faults ();
  after = save_fixture_snapshot (dir);
  save_fixture_assert_same (before, after);

  /* and by the folder's permissions, where they apply to this user */
  if (geteuid () != 0)
    {
      g_assert_cmpint (g_chmod (dir, 0555), ==, 0);
      assert_refused (path, message);
      g_assert_cmpint (g_chmod (dir, 0755), ==, 0);
      g_clear_pointer (&after, g_hash_table_unref);
      after = save_fixture_snapshot (dir);
      save_fixture_assert_same (before, after);
    }

  test_remove_tree (dir);
}

/* Temporaries of a killed save */

static pid_t
dead_pid (void)
{
  pid_t pid = fork ();

  if (pid == 0)
    _exit (0);
  g_assert_cmpint (pid, >, 0);
  g_assert_cmpint (waitpid (pid, NULL, 0), ==, pid);
  return pid;
}

static void
test_orphans_removed (void)
{
  g_autofree char *dir = save_fixture_make_dir ();
  g_autofree char *path = set_up_state (dir, STATE_FILE);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GBytes) contents = save_fixture_version (2, 600);
  g_autoptr (GBytes) junk = save_fixture_version (5, 600);
  g_autoptr (GError) error = NULL;
  pid_t dead = dead_pid ();
  const char *kinds[] = { "save", "keep", "hold" };
  g_autofree char *alive = g_strdup_printf (".table.sandtable.%d-00beef.save", (int) getppid ());
  g_autofree char *alive_path = g_build_filename (dir, alive, NULL);
  g_autofree char *other = g_strdup_printf (".other.sandtable.%d-00beef.save", (int) dead);
  g_autofree char *other_path = g_build_filename (dir, other, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    {
      g_autofree char *name = g_strdup_printf (".table.sandtable.%d-0a1b2c.%s", (int) dead,
                                               kinds[i]);
      g_autofree char *orphan = g_build_filename (dir, name, NULL);

      save_fixture_write (orphan, junk);
    }
  save_fixture_write (alive_path, junk);
  save_fixture_write (other_path, junk);
  g_assert_cmpuint (save_fixture_count_hidden (dir), ==, 5);

  g_assert_true (sand_save_bytes (file, contents, SAND_SAVE_NONE, NULL, &error));
  g_assert_no_error (error);

  /* A dead process's temporaries of this file are gone; a live one's, and another
   * file's, are not this save's to remove. */
  g_assert_cmpuint (save_fixture_count_hidden (dir), ==, 2);
  g_assert_true (g_file_test (alive_path, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (other_path, G_FILE_TEST_EXISTS));

  test_remove_tree (dir);
}

static void
async_done_cb (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  GAsyncResult **out = user_data;

  *out = g_object_ref (result);
}

static void
test_async (void)
{
  g_autofree char *dir = save_fixture_make_dir ();
  g_autofree char *path = set_up_state (dir, STATE_FILE);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GBytes) contents = save_fixture_version (2, 800);
  g_autoptr (GError) error = NULL;
  g_autoptr (GHashTable) before = NULL;
  g_autoptr (GHashTable) after = NULL;
  GAsyncResult *result = NULL;

  sand_save_bytes_async (file, contents, SAND_SAVE_NONE, NULL, async_done_cb, &result);
  while (result == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (sand_save_bytes_finish (result, NULL, &error));
  g_assert_no_error (error);
  g_clear_object (&result);
  g_assert_cmpint (save_fixture_which_version (path), ==, 2);

  before = save_fixture_snapshot (dir);
  _sand_save_set_fault (SAND_SAVE_STEP_WRITE, ENOSPC, 10);
  sand_save_bytes_async (file, contents, SAND_SAVE_NONE, NULL, async_done_cb, &result);
  while (result == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (sand_save_bytes_finish (result, NULL, &error));
  g_assert_error (error, SAND_ERROR, SAND_ERROR_IO);
  g_clear_object (&result);
  _sand_save_clear_faults ();
  after = save_fixture_snapshot (dir);
  save_fixture_assert_same (before, after);

  test_remove_tree (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  add_fault_tests ();
  g_test_add_func ("/save/new-file", test_new_file);
  g_test_add_func ("/save/backup-and-mode", test_backup_and_mode);
  g_test_add_func ("/save/no-backup", test_no_backup);
  g_test_add_func ("/save/backup-by-copy-without-links", test_backup_by_copy);
  g_test_add_func ("/save/symlink/to-the-target", test_symlink);
  g_test_add_func ("/save/symlink/dangling", test_symlink_dangling);
  g_test_add_func ("/save/symlink/loop", test_symlink_loop);
  g_test_add_func ("/save/hard-link/broken-and-said", test_hard_link);
  g_test_add_func ("/save/refused/file-is-a-folder", test_file_is_folder);
  g_test_add_func ("/save/refused/backup-is-a-folder", test_backup_is_folder);
  g_test_add_func ("/save/refused/folder-vanished", test_folder_vanished);
  g_test_add_func ("/save/refused/folder-read-only", test_folder_read_only);
  g_test_add_func ("/save/orphans-of-killed-saves-removed", test_orphans_removed);
  g_test_add_func ("/save/async", test_async);

  return g_test_run ();
}
