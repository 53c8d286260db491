/* sand-document.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "sand-backdrop-href.h"
#include "sand-backdrop.h"
#include "sand-document.h"
#include "sand-history.h"
#include "sand-scenario-io.h"

struct _SandDocument
{
  GObject       parent_instance;

  SandScenario *scenario;
  SandHistory  *history;
  GFile        *file;
  char         *title;
  gulong        changed_id;
  /* Counts scenario changes, so a save only clears "modified" when nothing changed
   * while it was being written. */
  guint64       change_count;
  guint         busy;
  guint         modified : 1;
  /* Restored from a draft: unsaved whatever the history says, until saved. */
  guint         from_draft : 1;
};

G_DEFINE_FINAL_TYPE (SandDocument, sand_document, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_SCENARIO,
  PROP_HISTORY,
  PROP_FILE,
  PROP_TITLE,
  PROP_MODIFIED,
  PROP_BUSY,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
scenario_changed_cb (SandDocument *self,
                     SandScenario *scenario)
{
  self->change_count++;
  sand_document_set_modified (self, TRUE);
}

/* Undo and redo back to the saved state leave nothing unsaved; edits made
 * outside the history have already marked the document in scenario_changed_cb. */
static void
history_clean_cb (SandDocument *self,
                  GParamSpec   *pspec,
                  SandHistory  *history)
{
  sand_document_set_modified (self, self->from_draft || !sand_history_get_is_clean (history));
}

static void
sand_document_set_scenario (SandDocument *self,
                            SandScenario *scenario)
{
  g_assert (SAND_IS_SCENARIO (scenario));

  if (self->scenario == scenario)
    return;

  g_clear_signal_handler (&self->changed_id, self->scenario);
  g_set_object (&self->scenario, scenario);
  self->changed_id = g_signal_connect_object (scenario, "changed",
                                              G_CALLBACK (scenario_changed_cb),
                                              self, G_CONNECT_SWAPPED);

  /* Each scenario has its own history: nothing of another file can be undone. */
  if (self->history != NULL)
    g_signal_handlers_disconnect_by_func (self->history, history_clean_cb, self);
  g_clear_object (&self->history);
  self->history = sand_history_new (scenario);
  g_signal_connect_object (self->history, "notify::is-clean",
                           G_CALLBACK (history_clean_cb), self, G_CONNECT_SWAPPED);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SCENARIO]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HISTORY]);
}

static void
sand_document_set_file (SandDocument *self,
                        GFile        *file)
{
  g_autofree char *title = NULL;

  if (file != NULL && self->file != NULL && g_file_equal (file, self->file))
    return;

  g_set_object (&self->file, file);

  if (file != NULL)
    {
      g_autoptr(GFileInfo) info = NULL;

      /* The display name is right for remote and odd-encoded names alike; a file
       * that vanished still has its basename. */
      info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_DISPLAY_NAME,
                                G_FILE_QUERY_INFO_NONE, NULL, NULL);
      if (info != NULL)
        title = g_strdup (g_file_info_get_display_name (info));
      else
        {
          g_autofree char *basename = g_file_get_basename (file);
          title = g_filename_display_name (basename);
        }
    }
  else
    title = g_strdup (_("Untitled Scenario"));

  g_free (self->title);
  self->title = g_steal_pointer (&title);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FILE]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TITLE]);
}

static void
sand_document_busy_begin (SandDocument *self)
{
  if (self->busy++ == 0)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BUSY]);
}

static void
sand_document_busy_end (SandDocument *self)
{
  g_assert (self->busy > 0);

  if (--self->busy == 0)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BUSY]);
}

static void
sand_document_dispose (GObject *object)
{
  SandDocument *self = SAND_DOCUMENT (object);

  g_clear_signal_handler (&self->changed_id, self->scenario);
  if (self->history != NULL)
    g_signal_handlers_disconnect_by_func (self->history, history_clean_cb, self);
  g_clear_object (&self->history);
  g_clear_object (&self->scenario);
  g_clear_object (&self->file);

  G_OBJECT_CLASS (sand_document_parent_class)->dispose (object);
}

static void
sand_document_finalize (GObject *object)
{
  SandDocument *self = SAND_DOCUMENT (object);

  g_clear_pointer (&self->title, g_free);

  G_OBJECT_CLASS (sand_document_parent_class)->finalize (object);
}

static void
sand_document_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  SandDocument *self = SAND_DOCUMENT (object);

  switch (prop_id)
    {
    case PROP_SCENARIO:
      g_value_set_object (value, self->scenario);
      break;
    case PROP_HISTORY:
      g_value_set_object (value, self->history);
      break;
    case PROP_FILE:
      g_value_set_object (value, self->file);
      break;
    case PROP_TITLE:
      g_value_set_string (value, self->title);
      break;
    case PROP_MODIFIED:
      g_value_set_boolean (value, self->modified);
      break;
    case PROP_BUSY:
      g_value_set_boolean (value, self->busy > 0);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sand_document_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  SandDocument *self = SAND_DOCUMENT (object);

  switch (prop_id)
    {
    case PROP_MODIFIED:
      sand_document_set_modified (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sand_document_class_init (SandDocumentClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = sand_document_dispose;
  object_class->finalize = sand_document_finalize;
  object_class->get_property = sand_document_get_property;
  object_class->set_property = sand_document_set_property;

  properties[PROP_SCENARIO] =
    g_param_spec_object ("scenario", NULL, NULL,
                         SAND_TYPE_SCENARIO,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_HISTORY] =
    g_param_spec_object ("history", NULL, NULL,
                         SAND_TYPE_HISTORY,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FILE] =
    g_param_spec_object ("file", NULL, NULL,
                         G_TYPE_FILE,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_TITLE] =
    g_param_spec_string ("title", NULL, NULL,
                         NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_MODIFIED] =
    g_param_spec_boolean ("modified", NULL, NULL,
                          FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_BUSY] =
    g_param_spec_boolean ("busy", NULL, NULL,
                          FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
sand_document_init (SandDocument *self)
{
  sand_document_reset (self);
}

SandDocument *
sand_document_new (void)
{
  return g_object_new (SAND_TYPE_DOCUMENT, NULL);
}

SandScenario *
sand_document_get_scenario (SandDocument *self)
{
  g_return_val_if_fail (SAND_IS_DOCUMENT (self), NULL);

  return self->scenario;
}

SandHistory *
sand_document_get_history (SandDocument *self)
{
  g_return_val_if_fail (SAND_IS_DOCUMENT (self), NULL);

  return self->history;
}

GFile *
sand_document_get_file (SandDocument *self)
{
  g_return_val_if_fail (SAND_IS_DOCUMENT (self), NULL);

  return self->file;
}

const char *
sand_document_get_title (SandDocument *self)
{
  g_return_val_if_fail (SAND_IS_DOCUMENT (self), NULL);

  return self->title;
}

char *
sand_document_suggest_file_name (SandDocument *self)
{
  const char *title;
  g_autofree char *name = NULL;

  g_return_val_if_fail (SAND_IS_DOCUMENT (self), NULL);

  if (self->file != NULL)
    return g_file_get_basename (self->file);
  title = sand_scenario_get_title (self->scenario);
  name = g_strstrip (g_strdup (title != NULL ? title : ""));
  if (*name == '\0')
    {
      g_free (name);
      /* Translators: the file name offered for a scenario saved the first time. */
      name = g_strdup (_("Untitled Scenario"));
    }
  /* A title may hold what a file name cannot: a slash, a line break. */
  g_strdelimit (name, "/\\\n\r\t:*?\"<>|", '-');
  if (name[0] == '.')
    name[0] = '_';
  return g_strconcat (name, ".sandtable", NULL);
}

gboolean
sand_document_get_modified (SandDocument *self)
{
  g_return_val_if_fail (SAND_IS_DOCUMENT (self), FALSE);

  return self->modified;
}

void
sand_document_set_modified (SandDocument *self,
                            gboolean      modified)
{
  g_return_if_fail (SAND_IS_DOCUMENT (self));

  modified = !!modified;
  if (self->modified == modified)
    return;

  self->modified = modified;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODIFIED]);
}

gboolean
sand_document_get_busy (SandDocument *self)
{
  g_return_val_if_fail (SAND_IS_DOCUMENT (self), FALSE);

  return self->busy > 0;
}

void
sand_document_reset (SandDocument *self)
{
  g_autoptr(SandScenario) scenario = sand_scenario_new ();

  g_return_if_fail (SAND_IS_DOCUMENT (self));

  sand_document_set_scenario (self, scenario);
  sand_document_set_file (self, NULL);
  self->from_draft = FALSE;
  sand_document_set_modified (self, FALSE);
}

gboolean
sand_document_is_blank (SandDocument *self)
{
  g_return_val_if_fail (SAND_IS_DOCUMENT (self), FALSE);

  return self->file == NULL && !self->modified && self->busy == 0;
}

typedef struct
{
  GFile *file;  /* the document's file after the load */
  guint  draft : 1; /* read from a draft: its changes are unsaved */
} LoadData;

static void
load_data_free (LoadData *data)
{
  g_clear_object (&data->file);
  g_free (data);
}

static void
load_cb (GObject      *object,
         GAsyncResult *result,
         gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  SandDocument *self = g_task_get_source_object (task);
  LoadData *data = g_task_get_task_data (task);
  g_autoptr(SandScenario) scenario = NULL;
  GError *error = NULL;

  sand_document_busy_end (self);

  scenario = sand_scenario_load_file_finish (result, &error);
  if (scenario == NULL)
    {
      g_task_return_error (task, error);
      return;
    }

  sand_document_set_scenario (self, scenario);
  sand_document_set_file (self, data->file);
  self->from_draft = data->draft;
  sand_document_set_modified (self, data->draft);
  g_task_return_boolean (task, TRUE);
}

static void
sand_document_load_from (SandDocument        *self,
                         GFile               *source,
                         GFile               *file,
                         gboolean             draft,
                         GCancellable        *cancellable,
                         GAsyncReadyCallback  callback,
                         gpointer             user_data)
{
  GTask *task = g_task_new (self, cancellable, callback, user_data);
  LoadData *data = g_new0 (LoadData, 1);

  g_task_set_source_tag (task, sand_document_load_async);
  data->file = file ? g_object_ref (file) : NULL;
  data->draft = draft;
  g_task_set_task_data (task, data, (GDestroyNotify) load_data_free);

  sand_document_busy_begin (self);
  sand_scenario_load_file_async (source, cancellable, load_cb, task);
}

void
sand_document_load_async (SandDocument        *self,
                          GFile               *file,
                          GCancellable        *cancellable,
                          GAsyncReadyCallback  callback,
                          gpointer             user_data)
{
  g_return_if_fail (SAND_IS_DOCUMENT (self));
  g_return_if_fail (G_IS_FILE (file));

  sand_document_load_from (self, file, file, FALSE, cancellable, callback, user_data);
}

void
sand_document_load_draft_async (SandDocument        *self,
                                GFile               *draft,
                                GFile               *file,
                                GCancellable        *cancellable,
                                GAsyncReadyCallback  callback,
                                gpointer             user_data)
{
  g_return_if_fail (SAND_IS_DOCUMENT (self));
  g_return_if_fail (G_IS_FILE (draft));
  g_return_if_fail (!file || G_IS_FILE (file));

  sand_document_load_from (self, draft, file, TRUE, cancellable, callback, user_data);
}

gboolean
sand_document_load_finish (SandDocument  *self,
                           GAsyncResult  *result,
                           GError       **error)
{
  g_return_val_if_fail (SAND_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

typedef struct
{
  GFile   *file;
  guint64  change_count;
  char    *backdrop_href; /* before a Save As rewrote it, to put back on failure */
} SaveData;

static void
save_data_free (SaveData *data)
{
  g_clear_object (&data->file);
  g_free (data->backdrop_href);
  g_free (data);
}

/* Saved into another folder, a backdrop named relative to the scenario's folder
 * is named afresh from the new one, so it is still the same image; saved for the
 * first time, an image an untitled scenario named by its full path is named from
 * the scenario's folder, as one imported there is. Not an edit: undo has nothing
 * to take back. Returns the href it had when it changed. */
static char *
rebase_backdrop (SandDocument *self,
                 GFile        *file)
{
  SandBackdrop *backdrop = sand_scenario_get_backdrop (self->scenario);
  g_autoptr (GFile) old_dir = self->file != NULL ? g_file_get_parent (self->file) : NULL;
  g_autoptr (GFile) new_dir = g_file_get_parent (file);
  g_autofree char *href = NULL;

  if (backdrop == NULL || new_dir == NULL || (old_dir != NULL && g_file_equal (old_dir, new_dir)))
    return NULL;
  if (old_dir != NULL)
    href = sand_backdrop_href_rebase (sand_backdrop_get_href (backdrop), old_dir, new_dir);
  else if (g_path_is_absolute (sand_backdrop_get_href (backdrop)))
    {
      g_autoptr (GFile) image = g_file_new_for_path (sand_backdrop_get_href (backdrop));

      href = sand_backdrop_href_for_file (image, new_dir);
    }
  else
    return NULL;
  if (g_strcmp0 (href, sand_backdrop_get_href (backdrop)) == 0)
    return NULL;
  g_autofree char *old = g_strdup (sand_backdrop_get_href (backdrop));
  sand_backdrop_set_href (backdrop, href);
  return g_steal_pointer (&old);
}

static void
save_cb (GObject      *object,
         GAsyncResult *result,
         gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  SandDocument *self = g_task_get_source_object (task);
  SaveData *data = g_task_get_task_data (task);
  GError *error = NULL;

  sand_document_busy_end (self);

  if (!sand_scenario_save_file_finish (result, &error))
    {
      if (data->backdrop_href != NULL && sand_scenario_get_backdrop (self->scenario) != NULL)
        sand_backdrop_set_href (sand_scenario_get_backdrop (self->scenario), data->backdrop_href);
      g_task_return_error (task, error);
      return;
    }

  sand_document_set_file (self, data->file);
  if (data->change_count == self->change_count)
    {
      self->from_draft = FALSE;
      sand_history_mark_clean (self->history);
      sand_document_set_modified (self, FALSE);
    }
  g_task_return_boolean (task, TRUE);
}

void
sand_document_save_async (SandDocument        *self,
                          GFile               *file,
                          GCancellable        *cancellable,
                          GAsyncReadyCallback  callback,
                          gpointer             user_data)
{
  GTask *task;
  SaveData *data;

  g_return_if_fail (SAND_IS_DOCUMENT (self));
  g_return_if_fail (!file || G_IS_FILE (file));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, sand_document_save_async);

  if (file == NULL)
    file = self->file;
  if (file == NULL)
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_INVALID_FILENAME,
                               _("The scenario has no file yet; choose where to save it"));
      g_object_unref (task);
      return;
    }

  data = g_new0 (SaveData, 1);
  data->file = g_object_ref (file);
  data->backdrop_href = rebase_backdrop (self, file);
  data->change_count = self->change_count;
  g_task_set_task_data (task, data, (GDestroyNotify) save_data_free);

  sand_document_busy_begin (self);
  sand_scenario_save_file_async (self->scenario, file, cancellable, save_cb, task);
}

gboolean
sand_document_save_finish (SandDocument  *self,
                           GAsyncResult  *result,
                           GError       **error)
{
  g_return_val_if_fail (SAND_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}
