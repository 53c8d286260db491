/* sand-editor-actions.c: the editor's actions and their keys.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sand-editor-private.h"

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

GActionGroup *
sand_editor_get_actions (SandEditor *self)
{
  g_return_val_if_fail (SAND_IS_EDITOR (self), NULL);
  return G_ACTION_GROUP (self->actions);
}
