/* sand-editor-actions.c: the editor's actions, their keys, and the display's
 * clipboard.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "sand-canvas.h"
#include "sand-clipboard.h"
#include "sand-editor-private.h"
#include "sand-window.h"

/* Clipboard */

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

static void
splice_cb (GObject      *object,
           GAsyncResult *result,
           gpointer      user_data)
{
  g_autoptr(PasteJob) job = user_data;
  GOutputStream *out = G_OUTPUT_STREAM (object);
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = NULL;
  const char *data;
  gsize size;
  gboolean pasted;

  if (g_output_stream_splice_finish (out, result, &error) < 0)
    {
      show_paste_error (job->editor, error);
      return;
    }

  bytes = g_memory_output_stream_steal_as_bytes (G_MEMORY_OUTPUT_STREAM (out));
  data = g_bytes_get_data (bytes, &size);
  pasted = job->at ? sand_editor_paste_data_at (job->editor, data, size, job->x, job->y, &error)
                   : sand_editor_paste_data (job->editor, data, size, &error);
  if (!pasted)
    show_paste_error (job->editor, error);
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

/* Actions */

typedef void (*EditorFunc) (SandEditor *self);

static void
simple_action_cb (GSimpleAction *action,
                  GVariant      *param,
                  gpointer       user_data)
{
  EditorFunc func = g_object_get_data (G_OBJECT (action), "sand-editor-func");

  func (SAND_EDITOR (user_data));
}

static void
undo (SandEditor *self)
{
  sand_editor_undo (self);
}

static void
redo (SandEditor *self)
{
  sand_editor_redo (self);
}

static void
select_none (SandEditor *self)
{
  sand_selection_clear (self->selection);
}

static void
tool_action_cb (GSimpleAction *action,
                GVariant      *param,
                gpointer       user_data)
{
  SandEditor *self = SAND_EDITOR (user_data);
  SandTool *tool = sand_editor_find_tool (self, g_variant_get_string (param, NULL));

  if (tool != NULL)
    sand_editor_set_tool (self, tool);
}

static const struct
{
  const char *name;
  EditorFunc  func;
} simple_actions[] = {
  { "undo", undo },
  { "redo", redo },
  { "delete", sand_editor_delete_selection },
  { "copy", sand_editor_copy },
  { "cut", sand_editor_cut },
  { "paste", sand_editor_paste },
  { "paste-here", sand_editor_paste_here },
  { "duplicate", sand_editor_duplicate },
  { "select-all", sand_editor_select_all },
  { "select-none", select_none },
};

void
_sand_editor_init_actions (SandEditor *self)
{
  GSimpleAction *tool;

  self->actions = g_simple_action_group_new ();

  for (guint i = 0; i < G_N_ELEMENTS (simple_actions); i++)
    {
      g_autoptr(GSimpleAction) action = g_simple_action_new (simple_actions[i].name, NULL);

      g_object_set_data (G_OBJECT (action), "sand-editor-func", simple_actions[i].func);
      g_signal_connect_object (action, "activate", G_CALLBACK (simple_action_cb), self, 0);
      g_action_map_add_action (G_ACTION_MAP (self->actions), G_ACTION (action));
    }

  tool = g_simple_action_new_stateful ("tool", G_VARIANT_TYPE_STRING, g_variant_new_string ("select"));
  g_signal_connect_object (tool, "activate", G_CALLBACK (tool_action_cb), self, 0);
  g_action_map_add_action (G_ACTION_MAP (self->actions), G_ACTION (tool));
  g_object_unref (tool);
}

static void
set_enabled (SandEditor *self,
             const char *name,
             gboolean    enabled)
{
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self->actions), name);

  g_simple_action_set_enabled (G_SIMPLE_ACTION (action), enabled);
}

void
_sand_editor_update_actions (SandEditor *self)
{
  SandHistory *history;
  gboolean selected;
  GAction *tool;

  if (self->actions == NULL || self->document == NULL)
    return;

  history = sand_editor_get_history (self);
  selected = !sand_selection_is_empty (self->selection);

  set_enabled (self, "undo", sand_history_get_can_undo (history));
  set_enabled (self, "redo", sand_history_get_can_redo (history));
  set_enabled (self, "delete", selected);
  set_enabled (self, "copy", selected);
  set_enabled (self, "cut", selected);
  set_enabled (self, "duplicate", selected);

  tool = g_action_map_lookup_action (G_ACTION_MAP (self->actions), "tool");
  if (self->tool != NULL)
    g_simple_action_set_state (G_SIMPLE_ACTION (tool),
                               g_variant_new_string (sand_tool_get_name (self->tool)));
}

static void
add_shortcut (GtkShortcutController *controller,
              const char            *trigger,
              const char            *action,
              GVariant              *target)
{
  GtkShortcut *shortcut = gtk_shortcut_new (gtk_shortcut_trigger_parse_string (trigger),
                                            gtk_named_action_new (action));

  if (target != NULL)
    gtk_shortcut_set_arguments (shortcut, target);
  gtk_shortcut_controller_add_shortcut (controller, shortcut);
}

void
sand_editor_install (SandEditor *self,
                     GtkWidget  *widget)
{
  GtkEventController *controller;
  GtkShortcutController *shortcuts;

  g_return_if_fail (SAND_IS_EDITOR (self));
  g_return_if_fail (GTK_IS_WIDGET (widget));

  gtk_widget_insert_action_group (widget, "editor", G_ACTION_GROUP (self->actions));

  /* Bubbling: a focused text field keeps its own Ctrl+Z, Ctrl+C and letters. */
  controller = gtk_shortcut_controller_new ();
  shortcuts = GTK_SHORTCUT_CONTROLLER (controller);
  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_BUBBLE);
  add_shortcut (shortcuts, "<Control>z", "editor.undo", NULL);
  add_shortcut (shortcuts, "<Control><Shift>z", "editor.redo", NULL);
  add_shortcut (shortcuts, "<Control>y", "editor.redo", NULL);
  add_shortcut (shortcuts, "<Control>c", "editor.copy", NULL);
  add_shortcut (shortcuts, "<Control>x", "editor.cut", NULL);
  /* The key pastes where the pointer is; the menu's Paste keeps its offset. */
  add_shortcut (shortcuts, "<Control>v", "editor.paste-here", NULL);
  add_shortcut (shortcuts, "<Control>d", "editor.duplicate", NULL);
  add_shortcut (shortcuts, "<Control>a", "editor.select-all", NULL);
  add_shortcut (shortcuts, "<Control><Shift>a", "editor.select-none", NULL);
  add_shortcut (shortcuts, "Delete", "editor.delete", NULL);

  for (guint i = 0, n = g_list_model_get_n_items (G_LIST_MODEL (self->tools)); i < n; i++)
    {
      g_autoptr(SandTool) tool = g_list_model_get_item (G_LIST_MODEL (self->tools), i);

      add_shortcut (shortcuts, sand_tool_get_accel (tool), "editor.tool",
                    g_variant_new_string (sand_tool_get_name (tool)));
    }

  gtk_widget_add_controller (widget, controller);
}
