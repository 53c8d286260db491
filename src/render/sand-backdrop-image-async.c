/* sand-backdrop-image-async.c: a backdrop's image read and decoded in a worker
 * thread. The image is used from one thread at a time: made in the worker,
 * handed to the caller whole.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sand-backdrop-image.h"

typedef struct
{
  char  *href;
  int    page;
  GFile *base_dir;
} LoadData;

static void
load_data_free (LoadData *data)
{
  g_free (data->href);
  g_clear_object (&data->base_dir);
  g_free (data);
}

static void
load_in_thread (GTask        *task,
                gpointer      source_object,
                gpointer      task_data,
                GCancellable *cancellable)
{
  LoadData *data = task_data;
  GError *error = NULL;
  SandBackdropImage *image;

  image = sand_backdrop_image_load (data->href, data->page, data->base_dir, &error);
  if (image == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, image, (GDestroyNotify) sand_backdrop_image_unref);
}

void
sand_backdrop_image_load_async (const char          *href,
                                int                  page,
                                GFile               *base_dir,
                                GCancellable        *cancellable,
                                GAsyncReadyCallback  callback,
                                gpointer             user_data)
{
  g_autoptr (GTask) task = NULL;
  LoadData *data;

  g_return_if_fail (href != NULL);
  g_return_if_fail (base_dir == NULL || G_IS_FILE (base_dir));

  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, sand_backdrop_image_load_async);
  g_task_set_name (task, "[sandtable] backdrop image load");
  /* once cancelled, the caller is told so, even if the image came */
  g_task_set_check_cancellable (task, TRUE);
  data = g_new0 (LoadData, 1);
  data->href = g_strdup (href);
  data->page = page;
  data->base_dir = base_dir != NULL ? g_object_ref (base_dir) : NULL;
  g_task_set_task_data (task, data, (GDestroyNotify) load_data_free);
  g_task_run_in_thread (task, load_in_thread);
}

SandBackdropImage *
sand_backdrop_image_load_finish (GAsyncResult *result,
                                 GError      **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == sand_backdrop_image_load_async, NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}
