/* sand-save.c: replacing a file so that nothing is ever lost.
 *
 * Every name that changes, changes by rename(), so at any moment (a full disk, a
 * crash, kill -9) FILE and FILE~ are each a whole version. Before anything is
 * renamed the old FILE and the old FILE~ get second names (hard links, or fresh
 * copies on disks without them): should a later step fail, renaming those back
 * puts everything as it was. The temporaries are hidden names in the same folder,
 * ".FILE.PID-XXXXXX.save|keep|hold"; one left by a process that was killed is
 * removed by the next save of that file. The contents are written to an unnamed
 * file (O_TMPFILE) where the system has them, so a save killed while writing
 * leaves nothing at all.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define _GNU_SOURCE
#include "config.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n-lib.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "sand-error.h"
#include "sand-save-private.h"
#include "sand-save.h"

/* As the kernel's own limit on a path's symbolic links. */
#define MAX_SYMLINKS 40

/* One save */

typedef struct
{
  const char *display; /* the file as the user named it, for messages */
  SandSaveFlags flags;
  char *path;          /* the file replaced: the one named, or where its links lead */
  char *dir;
  char *base;
  char *backup;        /* path~ */
  gboolean had_old;
  struct stat old;
  int fd;
  char *temp;          /* the new contents' name, until renamed over path */
  char *keep;          /* a second name of the old version, until it becomes path~ */
  char *hold;          /* a second name of the old path~, until the save is done */
  SandSaveNotes notes;
} Save;

static void
save_clear (Save *save)
{
  if (save->fd >= 0)
    close (save->fd);
  /* Whatever still has a temporary name is not needed any more. */
  if (save->temp != NULL)
    unlink (save->temp);
  if (save->keep != NULL)
    unlink (save->keep);
  if (save->hold != NULL)
    unlink (save->hold);
  g_free (save->path);
  g_free (save->dir);
  g_free (save->base);
  g_free (save->backup);
  g_free (save->temp);
  g_free (save->keep);
  g_free (save->hold);
}

/* Messages: what is wrong and what to do, in the user's words. */

static gboolean
fail (Save       *save,
      GError    **error,
      const char *format,
      ...) G_GNUC_PRINTF (3, 4);

static gboolean
fail (Save       *save,
      GError    **error,
      const char *format,
      ...)
{
  g_autofree char *what = NULL;
  va_list args;

  va_start (args, format);
  what = g_strdup_vprintf (format, args);
  va_end (args);
  /* Translators: a file, then what went wrong and what to do */
  g_set_error (error, SAND_ERROR, SAND_ERROR_IO, _("%s: %s"), save->display, what);
  return FALSE;
}

static gboolean
fail_errno (Save    *save,
            GError **error,
            int      errsv)
{
  g_autofree char *dir = g_filename_display_name (save->dir);

  switch (errsv)
    {
    case ENOSPC:
      return fail (save, error, _("the disk is full: free some space or save elsewhere"));
    case EDQUOT:
      return fail (save, error, _("your disk quota is used up: free some space or save elsewhere"));
    case EROFS:
      return fail (save, error, _("the disk is read-only: save elsewhere"));
    case EACCES:
    case EPERM:
      return fail (save, error,
                   _("you may not write in the folder “%s”: save elsewhere, or change the "
                     "folder's permissions"), dir);
    case ENOENT:
    case ENOTDIR:
      if (!g_file_test (save->dir, G_FILE_TEST_IS_DIR))
        return fail (save, error, _("the folder “%s” no longer exists: save elsewhere"), dir);
      break;
    case EFBIG:
      return fail (save, error, _("the file is too large for this disk: save elsewhere"));
    case EIO:
      return fail (save, error, _("the disk reported an error: save elsewhere and check the disk"));
    case ENAMETOOLONG:
      return fail (save, error, _("the name is too long: save under a shorter name"));
    case ELOOP:
      return fail (save, error,
                   _("its symbolic links lead round in a circle: save under another name"));
    case EMFILE:
    case ENFILE:
      return fail (save, error, _("too many files are open: close some and save again"));
    default:
      break;
    }
  /* Translators: the system's description of an error */
  return fail (save, error, _("the file cannot be saved (%s): save elsewhere"), g_strerror (errsv));
}

/* Finding the file */

/* Follows @path's symbolic links to the file they name, which may not exist yet. */
static gboolean
resolve (Save       *save,
         const char *path,
         GError    **error)
{
  g_autofree char *current = g_strdup (path);

  for (guint hops = 0;; hops++)
    {
      struct stat st;
      g_autofree char *target = NULL;

      if (lstat (current, &st) != 0 || !S_ISLNK (st.st_mode))
        break;
      if (hops == MAX_SYMLINKS)
        {
          save->dir = g_path_get_dirname (current);
          return fail_errno (save, error, ELOOP);
        }
      target = g_file_read_link (current, NULL);
      if (target == NULL)
        break;
      if (!g_path_is_absolute (target))
        {
          g_autofree char *dir = g_path_get_dirname (current);

          g_free (g_steal_pointer (&current));
          current = g_canonicalize_filename (target, dir);
        }
      else
        {
          g_free (current);
          current = g_steal_pointer (&target);
        }
    }
  save->path = g_steal_pointer (&current);
  save->dir = g_path_get_dirname (save->path);
  save->base = g_path_get_basename (save->path);
  save->backup = g_strconcat (save->path, "~", NULL);
  return TRUE;
}

/* What the folder, the file and its backup are, before anything is written. */
static gboolean
check_places (Save    *save,
              GError **error)
{
  struct stat st;

  if (stat (save->dir, &st) != 0)
    return fail_errno (save, error, errno);
  if (!S_ISDIR (st.st_mode))
    return fail_errno (save, error, ENOTDIR);

  if (stat (save->path, &save->old) == 0)
    {
      g_autofree char *name = g_filename_display_name (save->path);

      if (S_ISDIR (save->old.st_mode))
        return fail (save, error, _("“%s” is a folder, not a file: save under another name"), name);
      if (!S_ISREG (save->old.st_mode))
        return fail (save, error, _("“%s” is not an ordinary file: save under another name"), name);
      if (access (save->path, W_OK) != 0 && errno == EACCES)
        return fail (save, error,
                     _("the file is read-only: save under another name, or make it writable"));
      save->had_old = TRUE;
      if (save->old.st_nlink > 1)
        save->notes |= SAND_SAVE_NOTE_LINK_BROKEN;
    }
  else if (errno != ENOENT)
    return fail_errno (save, error, errno);

  if (!(save->flags & SAND_SAVE_NO_BACKUP) && lstat (save->backup, &st) == 0
      && S_ISDIR (st.st_mode))
    {
      g_autofree char *name = g_filename_display_name (save->backup);

      return fail (save, error,
                   _("the backup “%s” is a folder: move it away, then save again"), name);
    }
  return TRUE;
}

/* Temporary names */

static char *
temporary_name (Save       *save,
                const char *kind)
{
  g_autofree char *name = g_strdup_printf (".%s.%d-%06x.%s", save->base, (int) getpid (),
                                           g_random_int_range (0, 0x1000000), kind);

  return g_build_filename (save->dir, name, NULL);
}

/* The pid in a temporary name of this file, or 0 when @name is not one. */
static pid_t
temporary_owner (const char *name,
                 const char *base)
{
  static const char * const kinds[] = { ".save", ".keep", ".hold" };
  gsize base_len = strlen (base);
  const char *p;
  char *end;
  gint64 pid;

  if (name[0] != '.' || strncmp (name + 1, base, base_len) != 0 || name[1 + base_len] != '.')
    return 0;
  p = name + 2 + base_len;
  pid = g_ascii_strtoll (p, &end, 10);
  if (end == p || *end != '-' || pid <= 0 || pid > G_MAXINT)
    return 0;
  p = end + 1;
  for (guint i = 0; i < 6; i++)
    if (!g_ascii_isxdigit (p[i]))
      return 0;
  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    if (g_str_equal (p + 6, kinds[i]))
      return (pid_t) pid;
  return 0;
}

/* Removes the temporaries of saves of this file whose process was killed. */
static void
remove_orphans (Save *save)
{
  DIR *dir = opendir (save->dir);
  struct dirent *entry;

  if (dir == NULL)
    return;
  while ((entry = readdir (dir)) != NULL)
    {
      pid_t owner = temporary_owner (entry->d_name, save->base);

      if (owner != 0 && owner != getpid () && kill (owner, 0) != 0 && errno == ESRCH)
        {
          g_autofree char *path = g_build_filename (save->dir, entry->d_name, NULL);

          unlink (path);
        }
    }
  closedir (dir);
}

/* Writing the new contents */

static gboolean
create_temporary (Save    *save,
                  GError **error)
{
  if (_sand_save_seam_fails (SAND_SAVE_STEP_CREATE))
    return fail_errno (save, error, errno);

#ifdef O_TMPFILE
  /* Unnamed until it is whole; its name is given through /proc. */
  if (g_file_test ("/proc/self/fd", G_FILE_TEST_IS_DIR))
    {
      save->fd = _sand_save_seam_fails (SAND_SAVE_STEP_UNNAMED)
                   ? -1
                   : open (save->dir, O_TMPFILE | O_RDWR | O_CLOEXEC, 0666);
      if (save->fd >= 0)
        return TRUE;
      if (errno != EOPNOTSUPP && errno != EISDIR && errno != EINVAL)
        return fail_errno (save, error, errno);
    }
#endif
  for (guint tries = 0; tries < 100; tries++)
    {
      g_free (save->temp);
      save->temp = temporary_name (save, "save");
      save->fd = open (save->temp, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0666);
      if (save->fd >= 0)
        return TRUE;
      if (errno != EEXIST)
        break;
    }
  g_clear_pointer (&save->temp, g_free);
  return fail_errno (save, error, errno);
}

static gboolean
write_all (Save       *save,
           const char *data,
           gsize       size,
           GError    **error)
{
  gsize after;
  int fault = _sand_save_fault_of (SAND_SAVE_STEP_WRITE, &after);
  gboolean cut = fault != 0 && after < size;
  gsize done = 0;

  /* The seam cuts the write at @after bytes. */
  if (cut)
    size = after;
  while (done < size)
    {
      ssize_t n = write (save->fd, data + done, MIN (size - done, (gsize) G_MAXSSIZE));

      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        return fail_errno (save, error, errno);
      if (n == 0)
        return fail_errno (save, error, ENOSPC);
      done += n;
    }
  if (cut && fault > 0)
    return fail_errno (save, error, fault);
  return TRUE;
}

static gboolean
write_contents (Save       *save,
                const char *data,
                gsize       size,
                GError    **error)
{
  struct stat st;

  /* The new version keeps the old one's permissions and, where allowed, owner. */
  if (save->had_old)
    {
      fchmod (save->fd, save->old.st_mode & 07777);
      if (save->old.st_uid != geteuid () || save->old.st_gid != getegid ())
        (void) !fchown (save->fd, save->old.st_uid, save->old.st_gid);
    }
  if (!write_all (save, data, size, error))
    return FALSE;
  if (_sand_save_seam_fails (SAND_SAVE_STEP_SYNC) || fsync (save->fd) != 0)
    return fail_errno (save, error, errno);
  /* Every byte is on the disk, not only reported written. */
  if (fstat (save->fd, &st) != 0)
    return fail_errno (save, error, errno);
  if ((gsize) st.st_size != size)
    return fail (save, error,
                 _("only %lu of %lu bytes reached the disk: save elsewhere and check the disk"),
                 (gulong) st.st_size, (gulong) size);
  return TRUE;
}

/* Gives an unnamed temporary file its name. */
static gboolean
name_temporary (Save    *save,
                GError **error)
{
  g_autofree char *proc = NULL;

  if (save->temp != NULL)
    return TRUE;
  proc = g_strdup_printf ("/proc/self/fd/%d", save->fd);
  for (guint tries = 0; tries < 100; tries++)
    {
      save->temp = temporary_name (save, "save");
      if (!_sand_save_seam_fails (SAND_SAVE_STEP_NAME)
          && linkat (AT_FDCWD, proc, AT_FDCWD, save->temp, AT_SYMLINK_FOLLOW) == 0)
        return TRUE;
      g_clear_pointer (&save->temp, g_free);
      if (errno != EEXIST)
        break;
    }
  return fail_errno (save, error, errno);
}

static gboolean
close_temporary (Save    *save,
                 GError **error)
{
  int fd = save->fd;

  save->fd = -1;
  if (_sand_save_seam_fails (SAND_SAVE_STEP_CLOSE))
    {
      int errsv = errno;

      close (fd);
      return fail_errno (save, error, errsv);
    }
  if (close (fd) != 0 && errno != EINTR)
    return fail_errno (save, error, errno);
  return TRUE;
}

/* Second names for the old versions */

/* A fresh copy of @from at @to, synced, for disks that have no hard links. */
static gboolean
copy_file (const char *from,
           const char *to)
{
  g_autofree char *contents = NULL;
  gsize length;
  gsize done = 0;
  struct stat st;
  int fd;

  if (!g_file_get_contents (from, &contents, &length, NULL) || stat (from, &st) != 0)
    return FALSE;
  fd = open (to, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, st.st_mode & 07777);
  if (fd < 0)
    return FALSE;
  while (done < length)
    {
      ssize_t n = write (fd, contents + done, length - done);

      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        break;
      done += n;
    }
  if (done != length || fsync (fd) != 0)
    {
      int errsv = errno != 0 ? errno : ENOSPC;

      close (fd);
      unlink (to);
      errno = errsv;
      return FALSE;
    }
  return close (fd) == 0;
}

/* Sets *@name to a new hidden name for the file at @path: a hard link, or a copy
 * where the disk has none. */
static gboolean
second_name (Save       *save,
             const char *path,
             const char *kind,
             char      **name,
             GError    **error)
{
  for (guint tries = 0; tries < 100; tries++)
    {
      g_autofree char *candidate = temporary_name (save, kind);

      if (!_sand_save_seam_fails (SAND_SAVE_STEP_KEEP) && link (path, candidate) == 0)
        {
          *name = g_steal_pointer (&candidate);
          return TRUE;
        }
      if (errno == EEXIST)
        continue;
      if (errno != EPERM && errno != EOPNOTSUPP && errno != EXDEV && errno != EMLINK
          && errno != ENOSYS)
        return fail_errno (save, error, errno);
      if (copy_file (path, candidate))
        {
          *name = g_steal_pointer (&candidate);
          return TRUE;
        }
      return fail_errno (save, error, errno);
    }
  return fail_errno (save, error, EEXIST);
}

static gboolean
keep_old_versions (Save    *save,
                   GError **error)
{
  struct stat st;

  if (!save->had_old)
    return TRUE;
  if (!second_name (save, save->path, "keep", &save->keep, error))
    return FALSE;
  if (!(save->flags & SAND_SAVE_NO_BACKUP) && lstat (save->backup, &st) == 0)
    return second_name (save, save->backup, "hold", &save->hold, error);
  return TRUE;
}

/* Renaming into place */

static int
sync_folder (Save *save)
{
  int fd;
  int result = 0;

  if (_sand_save_seam_fails (SAND_SAVE_STEP_SYNC_DIR))
    return errno;
  fd = open (save->dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (fd < 0)
    return errno;
  /* Some file systems cannot sync a folder; that is no failure of the save. */
  if (fsync (fd) != 0 && errno != EINVAL && errno != EROFS && errno != ENOTSUP)
    result = errno;
  close (fd);
  return result;
}

/* How far the renames have gone, for undoing them. */
typedef enum
{
  RENAMED_NOTHING,
  RENAMED_FILE,   /* the new contents are FILE; the old FILE is save->keep */
  RENAMED_BACKUP, /* and the old FILE is FILE~; the old FILE~ is save->hold */
} Renamed;

/* A temporary name that must stay: it holds a version that could not be put back. */
static char *
keep_name (char **name)
{
  char *kept = *name;

  *name = NULL;
  return kept;
}

/* Puts the old FILE and the old FILE~ back after a step that failed; the new
 * contents are given up. Should a rename fail too (it has just worked), the name
 * that still holds an old version is returned, for the message, and not removed. */
static char *
roll_back (Save   *save,
           Renamed renamed)
{
  if (renamed == RENAMED_BACKUP)
    {
      if (rename (save->backup, save->path) != 0)
        return keep_name (&save->hold);
      if (save->hold != NULL && rename (save->hold, save->backup) != 0)
        return keep_name (&save->hold);
    }
  else if (renamed == RENAMED_FILE && save->keep != NULL)
    {
      if (rename (save->keep, save->path) != 0)
        return keep_name (&save->keep);
    }
  else if (renamed == RENAMED_FILE)
    unlink (save->path); /* there was no FILE */
  return NULL;
}

/* Undoes the renames and reports @errsv. */
static gboolean
fail_and_roll_back (Save    *save,
                    Renamed  renamed,
                    int      errsv,
                    GError **error)
{
  g_autofree char *kept = roll_back (save, renamed);

  sync_folder (save);
  fail_errno (save, error, errsv);
  if (kept != NULL && error != NULL)
    {
      g_autofree char *name = g_filename_display_name (kept);
      char *message = g_strdup_printf (_("%s (the previous version is kept as “%s”)"),
                                       (*error)->message, name);

      g_free ((*error)->message);
      (*error)->message = message;
    }
  return FALSE;
}

static gboolean
replace (Save    *save,
         GError **error)
{
  Renamed renamed = RENAMED_NOTHING;
  int errsv;

  if (_sand_save_seam_fails (SAND_SAVE_STEP_REPLACE) || rename (save->temp, save->path) != 0)
    return fail_errno (save, error, errno);
  g_clear_pointer (&save->temp, g_free);
  renamed = RENAMED_FILE;

  if (save->keep != NULL && !(save->flags & SAND_SAVE_NO_BACKUP))
    {
      if (_sand_save_seam_fails (SAND_SAVE_STEP_BACKUP) || rename (save->keep, save->backup) != 0)
        return fail_and_roll_back (save, renamed, errno, error);
      g_clear_pointer (&save->keep, g_free);
      renamed = RENAMED_BACKUP;
    }

  /* Until the folder is synced the renames may not last a power cut: on failure
   * they are undone, so what is on the disk is the old version either way. */
  errsv = sync_folder (save);
  if (errsv != 0)
    return fail_and_roll_back (save, renamed, errsv, error);
  return TRUE;
}

gboolean
sand_save_contents (GFile        *file,
                    const void   *data,
                    gsize         size,
                    SandSaveFlags flags,
                    SandSaveNotes *notes,
                    GError      **error)
{
  g_autofree char *display = NULL;
  g_autofree char *path = NULL;
  Save save = { 0 };
  gboolean saved;

  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (data != NULL || size == 0, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  display = g_file_get_parse_name (file);
  save.display = display;
  save.flags = flags;
  save.fd = -1;
  path = g_file_get_path (file);
  if (path == NULL)
    {
      g_set_error (error, SAND_ERROR, SAND_ERROR_IO,
                   _("%s: only files on this computer can be saved: save in a local folder"),
                   display);
      return FALSE;
    }

  saved = resolve (&save, path, error) && check_places (&save, error);
  if (saved)
    {
      remove_orphans (&save);
      saved = create_temporary (&save, error) && write_contents (&save, data, size, error)
              && name_temporary (&save, error) && close_temporary (&save, error)
              && keep_old_versions (&save, error) && replace (&save, error);
    }
  if (saved && notes != NULL)
    *notes = save.notes;
  save_clear (&save);
  return saved;
}

gboolean
sand_save_bytes (GFile         *file,
                 GBytes        *bytes,
                 SandSaveFlags  flags,
                 SandSaveNotes *notes,
                 GError       **error)
{
  gsize size;
  const void *data;

  g_return_val_if_fail (bytes != NULL, FALSE);

  data = g_bytes_get_data (bytes, &size);
  return sand_save_contents (file, data != NULL ? data : "", size, flags, notes, error);
}

/* In a worker thread */

typedef struct
{
  GFile *file;
  GBytes *bytes;
  SandSaveFlags flags;
  SandSaveNotes notes;
} SaveTask;

static void
save_task_free (gpointer data)
{
  SaveTask *task = data;

  g_object_unref (task->file);
  g_bytes_unref (task->bytes);
  g_free (task);
}

static void
save_thread (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  SaveTask *save = task_data;
  GError *error = NULL;

  if (g_task_return_error_if_cancelled (task))
    return;
  if (sand_save_bytes (save->file, save->bytes, save->flags, &save->notes, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

void
sand_save_bytes_async (GFile              *file,
                       GBytes             *bytes,
                       SandSaveFlags       flags,
                       GCancellable       *cancellable,
                       GAsyncReadyCallback callback,
                       gpointer            user_data)
{
  g_autoptr (GTask) task = NULL;
  SaveTask *save;

  g_return_if_fail (G_IS_FILE (file));
  g_return_if_fail (bytes != NULL);

  save = g_new0 (SaveTask, 1);
  save->file = g_object_ref (file);
  save->bytes = g_bytes_ref (bytes);
  save->flags = flags;

  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, sand_save_bytes_async);
  g_task_set_task_data (task, save, save_task_free);
  g_task_run_in_thread (task, save_thread);
}

gboolean
sand_save_bytes_finish (GAsyncResult  *result,
                        SandSaveNotes *notes,
                        GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), FALSE);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == sand_save_bytes_async, FALSE);

  if (!g_task_propagate_boolean (G_TASK (result), error))
    return FALSE;
  if (notes != NULL)
    *notes = ((SaveTask *) g_task_get_task_data (G_TASK (result)))->notes;
  return TRUE;
}
