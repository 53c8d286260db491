/* sand-backdrop-warp-async.c: a straightened photo's finer picture made in a
 * worker thread, so a zoom or a new placing does not stop the window while it is
 * warped (hundreds of milliseconds for a large photo). The worker reads only the
 * image's decoded pixels, which nothing changes once made; the picture is kept in
 * the image back in the caller's thread.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sand-backdrop-warp.h"

typedef struct
{
  SandBackdropImage *image;
  cairo_surface_t *source;
  SandWarpPlan plan;
  double ppi;
} WarpData;

static void
warp_data_free (WarpData *data)
{
  sand_backdrop_image_unref (data->image);
  cairo_surface_destroy (data->source);
  g_free (data);
}

static void
warp_in_thread (GTask        *task,
                gpointer      source_object,
                gpointer      task_data,
                GCancellable *cancellable)
{
  WarpData *data = task_data;

  g_task_return_pointer (task, _sand_warp (data->source, &data->plan, data->ppi),
                         (GDestroyNotify) cairo_surface_destroy);
}

void
sand_backdrop_image_warp_async (SandBackdropImage   *self,
                                SandBackdrop        *backdrop,
                                double               ppi,
                                GCancellable        *cancellable,
                                GAsyncReadyCallback  callback,
                                gpointer             user_data)
{
  g_autoptr (GTask) task = NULL;
  WarpData *data;

  g_return_if_fail (self != NULL);
  g_return_if_fail (SAND_IS_BACKDROP (backdrop));
  g_return_if_fail (ppi > 0);

  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, sand_backdrop_image_warp_async);
  g_task_set_name (task, "[sandtable] backdrop warp");
  /* once cancelled, the caller is told so and nothing is kept */
  g_task_set_check_cancellable (task, TRUE);

  data = g_new0 (WarpData, 1);
  data->image = sand_backdrop_image_ref (self);
  data->ppi = ppi;
  if (!_sand_warp_plan_current (backdrop, self, &data->plan))
    {
      /* nothing to straighten (placed by two points, or not at all) */
      warp_data_free (data);
      g_task_return_pointer (task, NULL, NULL);
      return;
    }
  /* made and flushed here, in the caller's thread: the worker only reads it */
  data->source = cairo_surface_reference (_sand_backdrop_image_get_raster (self));
  cairo_surface_flush (data->source);
  g_task_set_task_data (task, data, (GDestroyNotify) warp_data_free);
  g_task_run_in_thread (task, warp_in_thread);
}

gboolean
sand_backdrop_image_warp_finish (GAsyncResult  *result,
                                 GError       **error)
{
  WarpData *data;
  cairo_surface_t *warped;

  g_return_val_if_fail (g_task_is_valid (result, NULL), FALSE);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == sand_backdrop_image_warp_async,
                        FALSE);

  warped = g_task_propagate_pointer (G_TASK (result), error);
  if (warped == NULL)
    return FALSE;
  data = g_task_get_task_data (G_TASK (result));
  _sand_warp_keep (data->image, &data->plan, warped, data->ppi);
  return TRUE;
}
