/* sand-layers-reorder.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "sand-edit.h"
#include "sand-editor.h"
#include "sand-kind-chooser.h"
#include "sand-layers-reorder.h"
#include "sand-selection.h"

/* The moves themselves */

static gboolean
find_feature (SandEditor  *editor,
              SandFeature *feature,
              guint       *position)
{
  GListModel *features = sand_scenario_get_features (sand_editor_get_scenario (editor));

  return g_list_store_find (G_LIST_STORE (features), feature, position);
}

static void
move_feature (SandEditor  *editor,
              SandFeature *feature,
              guint        from,
              guint        to)
{
  sand_edit_reorder_feature (sand_editor_get_history (editor), from, to);
  sand_selection_set (sand_editor_get_selection (editor), feature);
}

gboolean
sand_layers_reorder_drop (SandEditor  *editor,
                          SandFeature *dragged,
                          SandFeature *target)
{
  guint from, to;

  g_return_val_if_fail (SAND_IS_EDITOR (editor), FALSE);
  g_return_val_if_fail (SAND_IS_FEATURE (dragged), FALSE);
  g_return_val_if_fail (SAND_IS_FEATURE (target), FALSE);

  if (dragged == target || !find_feature (editor, dragged, &from) || !find_feature (editor, target, &to))
    return FALSE;

  move_feature (editor, dragged, from, to);
  return TRUE;
}

gboolean
sand_layers_reorder_step (SandEditor  *editor,
                          SandFeature *feature,
                          int          direction)
{
  GListModel *features;
  guint from;

  g_return_val_if_fail (SAND_IS_EDITOR (editor), FALSE);
  g_return_val_if_fail (SAND_IS_FEATURE (feature), FALSE);

  features = sand_scenario_get_features (sand_editor_get_scenario (editor));
  if (direction == 0 || !find_feature (editor, feature, &from))
    return FALSE;
  if ((direction < 0 && from == 0) ||
      (direction > 0 && from + 1 >= g_list_model_get_n_items (features)))
    return FALSE;

  move_feature (editor, feature, from, direction > 0 ? from + 1 : from - 1);
  return TRUE;
}

/* A row's part in dragging */

typedef struct
{
  SandEditor  *editor;  /* weak */
  SandFeature *feature;
  double       press_x; /* where the drag began in the row, for the icon */
  double       press_y;
} RowDrag;

static void
row_drag_free (gpointer data)
{
  RowDrag *state = data;

  g_clear_weak_pointer (&state->editor);
  g_clear_object (&state->feature);
  g_free (state);
}

static GtkWidget *
handle_new (void)
{
  GtkWidget *handle = gtk_image_new_from_icon_name ("list-drag-handle-symbolic");

  gtk_widget_add_css_class (handle, "sand-drag-handle");
  gtk_widget_set_cursor_from_name (handle, "grab");
  gtk_widget_set_tooltip_text (handle, _("Drag to Change the Drawing Order"));
  return handle;
}

static GdkContentProvider *
drag_prepare_cb (GtkDragSource *source,
                 double         x,
                 double         y,
                 RowDrag       *state)
{
  if (state->editor == NULL)
    return NULL;

  state->press_x = x;
  state->press_y = y;
  return gdk_content_provider_new_typed (SAND_TYPE_FEATURE, state->feature);
}

/* The icon is a lone row in a boxed list of its own, so it is drawn with the
 * list's card background rather than see-through. */
static void
drag_begin_cb (GtkDragSource *source,
               GdkDrag       *drag,
               RowDrag       *state)
{
  GtkWidget *row = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (source));
  GtkWidget *list = gtk_list_box_new ();
  GtkWidget *icon_row = adw_action_row_new ();
  const char *name = sand_feature_get_name (state->feature);

  /* Each prefix goes in front of the ones before it. */
  adw_action_row_add_prefix (ADW_ACTION_ROW (icon_row),
                             sand_kind_swatch_new (sand_feature_get_kind (state->feature), 20));
  adw_action_row_add_prefix (ADW_ACTION_ROW (icon_row), handle_new ());
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (icon_row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (icon_row),
                                 name != NULL && *name != '\0' ? name : sand_feature_get_id (state->feature));
  gtk_widget_set_size_request (icon_row, gtk_widget_get_width (row), gtk_widget_get_height (row));
  gtk_widget_add_css_class (list, "boxed-list");
  gtk_widget_add_css_class (list, "sand-drag-icon");
  gtk_list_box_append (GTK_LIST_BOX (list), icon_row);

  gtk_drag_icon_set_child (GTK_DRAG_ICON (gtk_drag_icon_get_for_drag (drag)), list);
  gdk_drag_set_hotspot (drag, (int) state->press_x, (int) state->press_y);

  /* A drop replaces the dragged row with a new one: this one is kept alive
   * until its drag source has finished. */
  g_object_ref (row);
  gtk_widget_add_css_class (row, "sand-dragged");
}

static void
drag_end_cb (GtkDragSource *source,
             GdkDrag       *drag,
             gboolean       delete_data,
             RowDrag       *state)
{
  GtkWidget *row = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (source));

  gtk_widget_remove_css_class (row, "sand-dragged");
  g_idle_add_once ((GSourceOnceFunc) g_object_unref, row);
}

/* The indicator: a line on the side of the row where the dragged feature will
 * land, above it when it moves up the list, below when it moves down. */
static void
show_indicator (GtkWidget *row,
                int        side)
{
  if (side < 0)
    gtk_widget_add_css_class (row, "sand-drop-above");
  else
    gtk_widget_remove_css_class (row, "sand-drop-above");
  if (side > 0)
    gtk_widget_add_css_class (row, "sand-drop-below");
  else
    gtk_widget_remove_css_class (row, "sand-drop-below");
}

static GdkDragAction
drop_update (GtkDropTarget *target,
             RowDrag       *state)
{
  GtkWidget *row = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (target));
  const GValue *value = gtk_drop_target_get_value (target);
  SandFeature *dragged = value != NULL ? g_value_get_object (value) : NULL;
  guint from, to;

  if (dragged == state->feature)
    {
      show_indicator (row, 0);
      return 0;
    }
  /* Until the value has arrived, the drop is welcome but its side unknown. */
  if (dragged == NULL || state->editor == NULL ||
      !find_feature (state->editor, dragged, &from) ||
      !find_feature (state->editor, state->feature, &to))
    show_indicator (row, 0);
  else
    show_indicator (row, from > to ? -1 : 1);

  return GDK_ACTION_MOVE;
}

static GdkDragAction
drop_motion_cb (GtkDropTarget *target,
                double         x,
                double         y,
                RowDrag       *state)
{
  return drop_update (target, state);
}

static void
drop_value_cb (GtkDropTarget *target,
               GParamSpec    *pspec,
               RowDrag       *state)
{
  drop_update (target, state);
}

static void
drop_leave_cb (GtkDropTarget *target,
               RowDrag       *state)
{
  show_indicator (gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (target)), 0);
}

static gboolean
drop_cb (GtkDropTarget *target,
         const GValue  *value,
         double         x,
         double         y,
         RowDrag       *state)
{
  show_indicator (gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (target)), 0);
  if (state->editor == NULL || !G_VALUE_HOLDS (value, SAND_TYPE_FEATURE))
    return FALSE;

  return sand_layers_reorder_drop (state->editor, g_value_get_object (value), state->feature);
}

/* Alt+Up and Alt+Down move the focused row's feature one place in the list,
 * where the top row is drawn first; the focus goes with it. */
static gboolean
key_move_cb (GtkWidget *row,
             GVariant  *args,
             gpointer   user_data)
{
  RowDrag *state = g_object_get_data (G_OBJECT (row), "sand-layers-reorder");
  GtkWidget *list = gtk_widget_get_parent (row);
  guint position;

  if (state->editor == NULL ||
      !sand_layers_reorder_step (state->editor, state->feature, g_variant_get_int32 (args)))
    return FALSE;

  if (GTK_IS_LIST_BOX (list) && find_feature (state->editor, state->feature, &position))
    {
      GtkListBoxRow *moved = gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), position);

      if (moved != NULL)
        gtk_widget_grab_focus (GTK_WIDGET (moved));
    }
  return TRUE;
}

static void
add_key (GtkShortcutController *controller,
         guint                  keyval,
         int                    direction)
{
  gtk_shortcut_controller_add_shortcut (controller,
    gtk_shortcut_new_with_arguments (gtk_keyval_trigger_new (keyval, GDK_ALT_MASK),
                                     gtk_callback_action_new (key_move_cb, NULL, NULL),
                                     "i", direction));
}

void
sand_layers_reorder_setup_row (AdwActionRow *row,
                               SandEditor   *editor,
                               SandFeature  *feature)
{
  RowDrag *state;
  GtkDragSource *source;
  GtkDropTarget *target;
  GtkEventController *keys;

  g_return_if_fail (ADW_IS_ACTION_ROW (row));
  g_return_if_fail (SAND_IS_EDITOR (editor));
  g_return_if_fail (SAND_IS_FEATURE (feature));

  state = g_new0 (RowDrag, 1);
  g_set_weak_pointer (&state->editor, editor);
  state->feature = g_object_ref (feature);
  g_object_set_data_full (G_OBJECT (row), "sand-layers-reorder", state, row_drag_free);

  adw_action_row_add_prefix (row, handle_new ());
  gtk_widget_add_css_class (GTK_WIDGET (row), "sand-reorderable");

  source = gtk_drag_source_new ();
  gtk_drag_source_set_actions (source, GDK_ACTION_MOVE);
  g_signal_connect (source, "prepare", G_CALLBACK (drag_prepare_cb), state);
  g_signal_connect (source, "drag-begin", G_CALLBACK (drag_begin_cb), state);
  g_signal_connect (source, "drag-end", G_CALLBACK (drag_end_cb), state);
  gtk_widget_add_controller (GTK_WIDGET (row), GTK_EVENT_CONTROLLER (source));

  target = gtk_drop_target_new (SAND_TYPE_FEATURE, GDK_ACTION_MOVE);
  gtk_drop_target_set_preload (target, TRUE);
  g_signal_connect (target, "enter", G_CALLBACK (drop_motion_cb), state);
  g_signal_connect (target, "motion", G_CALLBACK (drop_motion_cb), state);
  g_signal_connect (target, "notify::value", G_CALLBACK (drop_value_cb), state);
  g_signal_connect (target, "leave", G_CALLBACK (drop_leave_cb), state);
  g_signal_connect (target, "drop", G_CALLBACK (drop_cb), state);
  gtk_widget_add_controller (GTK_WIDGET (row), GTK_EVENT_CONTROLLER (target));

  keys = gtk_shortcut_controller_new ();
  add_key (GTK_SHORTCUT_CONTROLLER (keys), GDK_KEY_Up, -1);
  add_key (GTK_SHORTCUT_CONTROLLER (keys), GDK_KEY_Down, 1);
  gtk_widget_add_controller (GTK_WIDGET (row), keys);
}
