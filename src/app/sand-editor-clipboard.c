/* sand-editor-clipboard.c: copy, cut, paste and duplicate — the selection
 * as scenario XML, and through the display's clipboard.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "sand-clipboard.h"
#include "sand-editor-private.h"
#include "sand-geometry.h"
#include "sand-window.h"

/* Duplicates land this far (inches) from their originals, so both can be seen. */
#define DUPLICATE_OFFSET 1.0

GBytes *
sand_editor_copy_selection (SandEditor *self)
{
  g_return_val_if_fail (SAND_IS_EDITOR (self), NULL);

  if (sand_selection_is_empty (self->selection))
    return NULL;

  return sand_clipboard_serialize (sand_editor_get_scenario (self),
                                   sand_selection_get_items (self->selection));
}

static void
sand_editor_paste_fragment (SandEditor   *self,
                            SandScenario *fragment,
                            double        dx,
                            double        dy)
{
  g_autoptr(GPtrArray) pasted = NULL;

  pasted = sand_clipboard_paste (sand_editor_get_history (self), fragment, dx, dy);
  sand_selection_set_items (self->selection, pasted);
}

/* Pasting over the originals would hide the copy; shift it when they are there. */
static double
paste_offset (SandEditor   *self,
              SandScenario *fragment)
{
  SandScenario *scenario = sand_editor_get_scenario (self);
  GListModel *lists[] = { sand_scenario_get_features (fragment), sand_scenario_get_units (fragment) };

  for (guint l = 0; l < G_N_ELEMENTS (lists); l++)
    for (guint i = 0, n = g_list_model_get_n_items (lists[l]); i < n; i++)
      {
        g_autoptr(GObject) item = g_list_model_get_item (lists[l], i);
        g_autofree char *id = NULL;

        g_object_get (item, "id", &id, NULL);
        if (id != NULL && sand_scenario_has_id (scenario, id))
          return DUPLICATE_OFFSET;
      }

  return 0.0;
}

static void paste_parsed (SandEditor   *self,
                          SandScenario *fragment,
                          gboolean      at,
                          double        x,
                          double        y);

gboolean
sand_editor_paste_data (SandEditor  *self,
                        const char  *data,
                        gsize        length,
                        GError     **error)
{
  g_autoptr(SandScenario) fragment = NULL;

  g_return_val_if_fail (SAND_IS_EDITOR (self), FALSE);

  fragment = sand_clipboard_parse (data, length, error);
  if (fragment == NULL)
    return FALSE;

  paste_parsed (self, fragment, FALSE, 0, 0);
  return TRUE;
}

/* The middle of everything in @fragment: features' bounds and units' places. */
static gboolean
fragment_centre (SandScenario *fragment,
                 double       *x,
                 double       *y)
{
  SandBounds bounds = sand_bounds_empty ();
  GListModel *features = sand_scenario_get_features (fragment);
  GListModel *units = sand_scenario_get_units (fragment);

  for (guint i = 0, n = g_list_model_get_n_items (features); i < n; i++)
    {
      g_autoptr(SandFeature) feature = g_list_model_get_item (features, i);
      SandBounds b = sand_feature_get_bounds (feature);

      if (sand_bounds_is_empty (&b))
        continue;
      sand_bounds_add_point (&bounds, b.x0, b.y0);
      sand_bounds_add_point (&bounds, b.x1, b.y1);
    }
  for (guint i = 0, n = g_list_model_get_n_items (units); i < n; i++)
    {
      g_autoptr(SandUnit) unit = g_list_model_get_item (units, i);

      sand_bounds_add_point (&bounds, sand_unit_get_x (unit), sand_unit_get_y (unit));
    }
  if (sand_bounds_is_empty (&bounds))
    return FALSE;

  *x = (bounds.x0 + bounds.x1) / 2;
  *y = (bounds.y0 + bounds.y1) / 2;
  return TRUE;
}

gboolean
sand_editor_paste_data_at (SandEditor  *self,
                           const char  *data,
                           gsize        length,
                           double       x,
                           double       y,
                           GError     **error)
{
  g_autoptr(SandScenario) fragment = NULL;

  g_return_val_if_fail (SAND_IS_EDITOR (self), FALSE);

  fragment = sand_clipboard_parse (data, length, error);
  if (fragment == NULL)
    return FALSE;

  paste_parsed (self, fragment, TRUE, x, y);
  return TRUE;
}

/* Adds @fragment: centred on (@x, @y) when @at, else where paste_offset says. */
static void
paste_parsed (SandEditor   *self,
              SandScenario *fragment,
              gboolean      at,
              double        x,
              double        y)
{
  if (at)
    {
      double cx = x, cy = y;

      fragment_centre (fragment, &cx, &cy);
      sand_editor_paste_fragment (self, fragment, x - cx, y - cy);
    }
  else
    {
      double offset = paste_offset (self, fragment);

      sand_editor_paste_fragment (self, fragment, offset, offset);
    }
}

void
sand_editor_duplicate (SandEditor *self)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(SandScenario) fragment = NULL;
  gsize size;
  const char *data;

  g_return_if_fail (SAND_IS_EDITOR (self));

  bytes = sand_editor_copy_selection (self);
  if (bytes == NULL)
    return;

  data = g_bytes_get_data (bytes, &size);
  fragment = sand_clipboard_parse (data, size, NULL);
  g_return_if_fail (fragment != NULL);
  sand_editor_paste_fragment (self, fragment, DUPLICATE_OFFSET, DUPLICATE_OFFSET);
}

/* The display's clipboard */

static GdkClipboard *
sand_editor_get_clipboard (SandEditor *self)
{
  if (self->canvas != NULL)
    return gtk_widget_get_clipboard (GTK_WIDGET (self->canvas));

  return gdk_display_get_clipboard (gdk_display_get_default ());
}

void
sand_editor_copy (SandEditor *self)
{
  g_autoptr(GBytes) bytes = NULL;
  GdkContentProvider *providers[2];
  g_autoptr(GdkContentProvider) provider = NULL;

  g_return_if_fail (SAND_IS_EDITOR (self));

  bytes = sand_editor_copy_selection (self);
  if (bytes == NULL)
    return;

  /* Offered as scenario XML and as text, so it also pastes into a text editor. */
  providers[0] = gdk_content_provider_new_for_bytes (SAND_CLIPBOARD_MIME_TYPE, bytes);
  providers[1] = gdk_content_provider_new_for_bytes ("text/plain;charset=utf-8", bytes);
  provider = gdk_content_provider_new_union (providers, G_N_ELEMENTS (providers));
  gdk_clipboard_set_content (sand_editor_get_clipboard (self), provider);
}

void
sand_editor_cut (SandEditor *self)
{
  g_return_if_fail (SAND_IS_EDITOR (self));

  sand_editor_copy (self);
  sand_editor_delete_selection (self);
}

static void
show_paste_error (SandEditor   *self,
                  const GError *error)
{
  GtkRoot *root;

  if (self->canvas == NULL)
    return;

  root = gtk_widget_get_root (GTK_WIDGET (self->canvas));
  if (SAND_IS_WINDOW (root))
    {
      g_autofree char *message = g_strdup_printf (_("Nothing to paste: %s"), error->message);
      sand_window_show_toast (SAND_WINDOW (root), message);
    }
}

/* Where a paste from the display's clipboard lands, once it has been read. */
typedef struct
{
  SandEditor *editor;
  gboolean    at;
  double      x;
  double      y;
} PasteJob;

static void
paste_job_free (PasteJob *job)
{
  g_object_unref (job->editor);
  g_free (job);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PasteJob, paste_job_free)

/* The clipboard's text is parsed and checked in a worker: a large or hostile
 * paste (thousands of attributes) must not freeze the window. */
static void
parse_thread (GTask        *task,
              gpointer      source,
              gpointer      task_data,
              GCancellable *cancellable)
{
  GBytes *bytes = task_data;
  gsize size;
  const char *data = g_bytes_get_data (bytes, &size);
  GError *error = NULL;
  SandScenario *fragment = sand_clipboard_parse (data, size, &error);

  if (fragment == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, fragment, g_object_unref);
}

static void
parsed_cb (GObject      *object,
           GAsyncResult *result,
           gpointer      user_data)
{
  g_autoptr(PasteJob) job = user_data;
  SandEditor *self = job->editor;
  g_autoptr(GError) error = NULL;
  g_autoptr(SandScenario) fragment = g_task_propagate_pointer (G_TASK (result), &error);

  g_assert (self->pasting > 0);
  self->pasting--;
  if (fragment == NULL)
    show_paste_error (self, error);
  else
    paste_parsed (self, fragment, job->at, job->x, job->y);
}

static void
splice_cb (GObject      *object,
           GAsyncResult *result,
           gpointer      user_data)
{
  g_autoptr(PasteJob) job = user_data;
  GOutputStream *out = G_OUTPUT_STREAM (object);
  g_autoptr(GError) error = NULL;
  g_autoptr(GTask) task = NULL;

  if (g_output_stream_splice_finish (out, result, &error) < 0)
    {
      show_paste_error (job->editor, error);
      return;
    }

  job->editor->pasting++;
  task = g_task_new (NULL, NULL, parsed_cb, job);
  g_task_set_source_tag (task, splice_cb);
  g_task_set_task_data (task, g_memory_output_stream_steal_as_bytes (G_MEMORY_OUTPUT_STREAM (out)),
                        (GDestroyNotify) g_bytes_unref);
  g_steal_pointer (&job);
  g_task_run_in_thread (task, parse_thread);
}

static void
read_cb (GObject      *object,
         GAsyncResult *result,
         gpointer      user_data)
{
  g_autoptr(PasteJob) job = user_data;
  g_autoptr(GInputStream) in = NULL;
  g_autoptr(GOutputStream) out = NULL;
  g_autoptr(GError) error = NULL;

  in = gdk_clipboard_read_finish (GDK_CLIPBOARD (object), result, NULL, &error);
  if (in == NULL)
    {
      show_paste_error (job->editor, error);
      return;
    }

  out = g_memory_output_stream_new_resizable ();
  g_output_stream_splice_async (out, in,
                                G_OUTPUT_STREAM_SPLICE_CLOSE_SOURCE | G_OUTPUT_STREAM_SPLICE_CLOSE_TARGET,
                                G_PRIORITY_DEFAULT, NULL, splice_cb, g_steal_pointer (&job));
}

static void
read_clipboard (SandEditor *self,
                gboolean    at,
                double      x,
                double      y)
{
  static const char *mime_types[] = {
    SAND_CLIPBOARD_MIME_TYPE, "text/plain;charset=utf-8", "text/plain", NULL
  };
  PasteJob *job = g_new0 (PasteJob, 1);

  job->editor = g_object_ref (self);
  job->at = at;
  job->x = x;
  job->y = y;
  gdk_clipboard_read_async (sand_editor_get_clipboard (self), mime_types,
                            G_PRIORITY_DEFAULT, NULL, read_cb, job);
}

gboolean
sand_editor_get_pasting (SandEditor *self)
{
  g_return_val_if_fail (SAND_IS_EDITOR (self), FALSE);

  return self->pasting > 0;
}

void
sand_editor_paste (SandEditor *self)
{
  g_return_if_fail (SAND_IS_EDITOR (self));

  read_clipboard (self, FALSE, 0, 0);
}

void
sand_editor_paste_here (SandEditor *self)
{
  double x, y;

  g_return_if_fail (SAND_IS_EDITOR (self));

  if (sand_editor_get_pointer (self, &x, &y))
    read_clipboard (self, TRUE, x, y);
  else
    read_clipboard (self, FALSE, 0, 0);
}
