/* sand-draft.c: a document's unsaved changes in a draft (see sand-draft.h).
 *
 * A draft is two files: ID.sandtable, the scenario, and ID.draft, a key file
 * naming the scenario's own file and the process that keeps the draft. The key
 * file is written after the scenario, so a draft with one is whole.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "sand-draft.h"
#include "sand-save.h"
#include "sand-scenario-io.h"

#define GROUP "Draft"
#define INFO_SUFFIX ".draft"
#define DATA_SUFFIX ".sandtable"

/* The files, shared with the thread that writes them: a draft discarded while
 * it is being written is removed once the write is done, never left behind. */
typedef struct
{
  gatomicrefcount refs;
  GMutex          lock;
  char           *data_path;
  char           *info_path;
  /* Counts removals: a write asked for before one is not done after it. */
  guint    generation;
  gboolean discarded;
  guint    writing; /* writes asked for and not yet reported (main thread) */
} DraftFiles;

struct _SandDraft
{
  GObject parent_instance;

  SandDocument *document; /* weak */
  GSignalGroup *scenario_signals;
  DraftFiles   *files;
  guint         timeout_id;
};

G_DEFINE_FINAL_TYPE (SandDraft, sand_draft, G_TYPE_OBJECT)

static DraftFiles *
draft_files_new (const char *id)
{
  g_autofree char *dir = sand_draft_dir ();
  g_autofree char *data = g_strconcat (id, DATA_SUFFIX, NULL);
  g_autofree char *info = g_strconcat (id, INFO_SUFFIX, NULL);
  DraftFiles      *files = g_new0 (DraftFiles, 1);

  g_atomic_ref_count_init (&files->refs);
  g_mutex_init (&files->lock);
  files->data_path = g_build_filename (dir, data, NULL);
  files->info_path = g_build_filename (dir, info, NULL);
  return files;
}

static DraftFiles *
draft_files_ref (DraftFiles *files)
{
  g_atomic_ref_count_inc (&files->refs);
  return files;
}

static void
draft_files_unref (DraftFiles *files)
{
  if (!g_atomic_ref_count_dec (&files->refs))
    return;
  g_mutex_clear (&files->lock);
  g_free (files->data_path);
  g_free (files->info_path);
  g_free (files);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (DraftFiles, draft_files_unref)

static void
remove_files (const char *data_path,
              const char *info_path)
{
  /* The key file first: a scenario without one is not offered. */
  g_unlink (info_path);
  g_unlink (data_path);
}

/* Stops writing and removes the files; a write under way finishes first. */
static void
draft_files_discard (DraftFiles *files)
{
  g_mutex_lock (&files->lock);
  files->discarded = TRUE;
  files->generation++;
  remove_files (files->data_path, files->info_path);
  g_mutex_unlock (&files->lock);
}

guint
sand_draft_delay_ms (void)
{
  static gsize delay;

  if (g_once_init_enter (&delay))
    {
      const char *text = g_getenv ("SANDTABLE_DRAFT_DELAY_MS");
      guint64     ms = SAND_DRAFT_DELAY_MS, parsed;

      if (text != NULL && g_ascii_string_to_unsigned (text, 10, 1, 60000, &parsed, NULL))
        ms = parsed;
      else if (text != NULL)
        g_warning ("SANDTABLE_DRAFT_DELAY_MS is “%s”, not a number of milliseconds from 1 to 60000", text);
      /* one more than the delay, as 0 is the unset value */
      g_once_init_leave (&delay, (gsize) ms + 1);
    }
  return (guint) (delay - 1);
}

char *
sand_draft_dir (void)
{
  return g_build_filename (g_get_user_data_dir (), APP_ID, "drafts", NULL);
}

/* Writing */

typedef struct
{
  DraftFiles *files;
  guint       generation;
  GBytes     *scenario;
  char       *info;
} WriteJob;

static void
write_job_free (WriteJob *job)
{
  draft_files_unref (job->files);
  g_bytes_unref (job->scenario);
  g_free (job->info);
  g_free (job);
}

static void
write_thread (GTask        *task,
              gpointer      source,
              gpointer      task_data,
              GCancellable *cancellable)
{
  WriteJob          *job = task_data;
  g_autoptr (GError) error = NULL;
  g_autofree char   *dir = g_path_get_dirname (job->files->data_path);
  gsize              size;
  const char        *data = g_bytes_get_data (job->scenario, &size);

  g_mutex_lock (&job->files->lock);
  if (!job->files->discarded && job->generation == job->files->generation)
    {
      /* Each file is replaced whole by the writer every save uses (no backup):
       * a crash or a full disk in the middle leaves the draft before. The
       * folder is the user's alone. */
      g_autoptr (GFile) data_file = g_file_new_for_path (job->files->data_path);
      g_autoptr (GFile) info_file = g_file_new_for_path (job->files->info_path);

      if (g_mkdir_with_parents (dir, 0700) != 0)
        g_set_error (&error, G_FILE_ERROR, g_file_error_from_errno (errno), "%s: %s", dir,
                     g_strerror (errno));
      else if (sand_save_contents (data_file, data, size, SAND_SAVE_NO_BACKUP, NULL, &error))
        sand_save_contents (info_file, job->info, strlen (job->info), SAND_SAVE_NO_BACKUP, NULL,
                            &error);
    }
  g_mutex_unlock (&job->files->lock);

  if (error != NULL)
    g_task_return_error (task, g_steal_pointer (&error));
  else
    g_task_return_boolean (task, TRUE);
}

static void
write_cb (GObject      *object,
          GAsyncResult *result,
          gpointer      user_data)
{
  g_autoptr (DraftFiles) files = user_data;
  g_autoptr (GError)     error = NULL;

  files->writing--;
  /* Nothing the player can do about it now; the next change tries again. */
  if (!g_task_propagate_boolean (G_TASK (result), &error))
    g_warning ("Could not keep a draft of the unsaved changes: %s", error->message);
}

static char *
info_text (SandDocument *document)
{
  g_autoptr (GKeyFile)  key_file = g_key_file_new ();
  g_autoptr (GDateTime) now = g_date_time_new_now_utc ();
  g_autofree char      *written = g_date_time_format_iso8601 (now);
  GFile                *file = sand_document_get_file (document);

  if (file != NULL)
    {
      g_autofree char *uri = g_file_get_uri (file);
      g_key_file_set_string (key_file, GROUP, "file", uri);
    }
  g_key_file_set_string (key_file, GROUP, "title", sand_document_get_title (document));
  g_key_file_set_int64 (key_file, GROUP, "pid", getpid ());
  g_key_file_set_string (key_file, GROUP, "written", written);
  return g_key_file_to_data (key_file, NULL, NULL);
}

static void
sand_draft_write (SandDraft *self)
{
  g_autoptr (GTask) task = NULL;
  WriteJob         *job;

  if (self->document == NULL || !sand_document_get_modified (self->document))
    return;

  /* The scenario is read here, in the main thread that edits it; only the bytes
   * go to the thread. */
  job = g_new0 (WriteJob, 1);
  job->files = draft_files_ref (self->files);
  g_mutex_lock (&self->files->lock);
  job->generation = self->files->generation;
  g_mutex_unlock (&self->files->lock);
  job->scenario = sand_scenario_to_bytes (sand_document_get_scenario (self->document));
  job->info = info_text (self->document);

  self->files->writing++;
  task = g_task_new (NULL, NULL, write_cb, draft_files_ref (self->files));
  g_task_set_source_tag (task, sand_draft_write);
  g_task_set_task_data (task, job, (GDestroyNotify) write_job_free);
  g_task_run_in_thread (task, write_thread);
}

static gboolean
write_timeout_cb (gpointer data)
{
  SandDraft *self = data;

  self->timeout_id = 0;
  sand_draft_write (self);
  return G_SOURCE_REMOVE;
}

/* A change: written a moment later, so a drag or a burst of typing is one write,
 * and a long one is written every sand_draft_delay_ms() while it goes on. */
static void
changed_cb (SandDraft *self)
{
  if (self->timeout_id == 0 && self->document != NULL && sand_document_get_modified (self->document))
    self->timeout_id = g_timeout_add (sand_draft_delay_ms (), write_timeout_cb, self);
}

static void
modified_cb (SandDraft    *self,
             GParamSpec   *pspec,
             SandDocument *document)
{
  if (sand_document_get_modified (document))
    {
      changed_cb (self);
      return;
    }

  /* Saved, or undone to the saved state: nothing is left to lose. */
  g_clear_handle_id (&self->timeout_id, g_source_remove);
  g_mutex_lock (&self->files->lock);
  self->files->generation++;
  remove_files (self->files->data_path, self->files->info_path);
  g_mutex_unlock (&self->files->lock);
}

static void
sand_draft_dispose (GObject *object)
{
  SandDraft *self = SAND_DRAFT (object);

  g_clear_handle_id (&self->timeout_id, g_source_remove);
  /* A clean close: the player saved or chose to discard. */
  if (self->files != NULL)
    draft_files_discard (self->files);
  g_clear_pointer (&self->files, draft_files_unref);
  g_clear_object (&self->scenario_signals);
  g_clear_weak_pointer (&self->document);

  G_OBJECT_CLASS (sand_draft_parent_class)->dispose (object);
}

static void
sand_draft_class_init (SandDraftClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = sand_draft_dispose;
}

static void
sand_draft_init (SandDraft *self)
{
  g_autofree char *id = g_uuid_string_random ();

  self->files = draft_files_new (id);
}

SandDraft *
sand_draft_new (SandDocument *document)
{
  SandDraft *self;

  g_return_val_if_fail (SAND_IS_DOCUMENT (document), NULL);

  self = g_object_new (SAND_TYPE_DRAFT, NULL);
  g_set_weak_pointer (&self->document, document);
  g_signal_connect_object (document, "notify::modified", G_CALLBACK (modified_cb), self,
                           G_CONNECT_SWAPPED);
  /* A new file name is written with the next change; a change of the scenario
   * itself, here. */
  self->scenario_signals = g_signal_group_new (SAND_TYPE_SCENARIO);
  g_signal_group_connect_swapped (self->scenario_signals, "changed", G_CALLBACK (changed_cb), self);
  g_object_bind_property (document, "scenario", self->scenario_signals, "target",
                          G_BINDING_SYNC_CREATE);
  return self;
}

void
sand_draft_adopt (SandDraft     *self,
                  SandDraftInfo *info)
{
  g_return_if_fail (SAND_IS_DRAFT (self));
  g_return_if_fail (info != NULL);

  draft_files_discard (self->files);
  draft_files_unref (self->files);
  self->files = draft_files_new (info->id);
}

GFile *
sand_draft_get_file (SandDraft *self)
{
  g_return_val_if_fail (SAND_IS_DRAFT (self), NULL);

  return g_file_new_for_path (self->files->data_path);
}

gboolean
sand_draft_get_writing (SandDraft *self)
{
  g_return_val_if_fail (SAND_IS_DRAFT (self), FALSE);

  return self->files->writing > 0;
}

void
sand_draft_flush (SandDraft *self)
{
  g_return_if_fail (SAND_IS_DRAFT (self));

  if (self->timeout_id != 0)
    {
      g_clear_handle_id (&self->timeout_id, g_source_remove);
      sand_draft_write (self);
    }
}

/* Drafts left behind */

void
sand_draft_info_free (SandDraftInfo *info)
{
  g_free (info->id);
  g_clear_object (&info->draft);
  g_clear_object (&info->file);
  g_free (info->title);
  g_clear_pointer (&info->written, g_date_time_unref);
  g_free (info);
}

void
sand_draft_info_delete (SandDraftInfo *info)
{
  g_autofree char *dir = sand_draft_dir ();
  g_autofree char *name = g_strconcat (info->id, INFO_SUFFIX, NULL);
  g_autofree char *info_path = g_build_filename (dir, name, NULL);
  g_autofree char *data_path = g_file_get_path (info->draft);

  remove_files (data_path, info_path);
}

/* A Sandtable that is running (this one too) keeps its own drafts. */
static gboolean
kept_by_running (gint64 pid)
{
  if (pid <= 0)
    return FALSE;
  if (pid == getpid ())
    return TRUE;
  return kill ((pid_t) pid, 0) == 0 || errno == EPERM;
}

static SandDraftInfo *
read_info (const char *dir,
           const char *name)
{
  g_autoptr (GKeyFile) key_file = g_key_file_new ();
  g_autofree char     *path = g_build_filename (dir, name, NULL);
  g_autofree char     *id = g_strndup (name, strlen (name) - strlen (INFO_SUFFIX));
  g_autofree char     *data_name = g_strconcat (id, DATA_SUFFIX, NULL);
  g_autofree char     *data_path = g_build_filename (dir, data_name, NULL);
  g_autofree char     *uri = NULL;
  g_autofree char     *written = NULL;
  SandDraftInfo       *info;

  if (!g_key_file_load_from_file (key_file, path, G_KEY_FILE_NONE, NULL) ||
      !g_file_test (data_path, G_FILE_TEST_IS_REGULAR))
    return NULL;
  if (kept_by_running (g_key_file_get_int64 (key_file, GROUP, "pid", NULL)))
    return NULL;

  info = g_new0 (SandDraftInfo, 1);
  info->id = g_steal_pointer (&id);
  info->draft = g_file_new_for_path (data_path);
  uri = g_key_file_get_string (key_file, GROUP, "file", NULL);
  if (uri != NULL)
    info->file = g_file_new_for_uri (uri);
  info->title = g_key_file_get_string (key_file, GROUP, "title", NULL);
  if (info->title == NULL)
    info->title = g_strdup (_ ("Untitled Scenario"));
  written = g_key_file_get_string (key_file, GROUP, "written", NULL);
  if (written != NULL)
    info->written = g_date_time_new_from_iso8601 (written, NULL);
  if (info->written == NULL)
    info->written = g_date_time_new_now_utc ();
  return info;
}

static int
compare_written (gconstpointer a,
                 gconstpointer b)
{
  const SandDraftInfo *x = *(SandDraftInfo *const *) a, *y = *(SandDraftInfo *const *) b;

  return g_date_time_compare (x->written, y->written);
}

GPtrArray *
sand_draft_list_left (void)
{
  g_autofree char *path = sand_draft_dir ();
  g_autoptr (GDir) dir = g_dir_open (path, 0, NULL);
  GPtrArray       *left = g_ptr_array_new_with_free_func ((GDestroyNotify) sand_draft_info_free);
  const char      *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      SandDraftInfo *info;

      if (!g_str_has_suffix (name, INFO_SUFFIX) || (info = read_info (path, name)) == NULL)
        continue;
      g_ptr_array_add (left, info);
    }
  g_ptr_array_sort (left, compare_written);
  return left;
}
