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

/* The lists that can be reordered */

typedef struct
{
  GType         (*type)    (void);
  GListModel   *(*get)     (SandScenario *scenario);
  void          (*reorder) (SandHistory *history,
                            guint        from,
                            guint        to);
  gboolean        reversed; /* shown last first */
  const char     *tooltip;
} ListKind;

static const ListKind kinds[] = {
  { sand_feature_get_type, sand_scenario_get_features, sand_edit_reorder_feature, TRUE,
    N_("Drag to Change the Drawing Order") },
  { sand_unit_get_type, sand_scenario_get_units, sand_edit_reorder_unit, FALSE,
    N_("Drag to Change the Order of the Units") },
  { sand_side_get_type, sand_scenario_get_sides, sand_edit_reorder_side, FALSE,
    N_("Drag to Change the Order of the Sides") },
};

static const ListKind *
kind_of (gpointer item)
{
  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    if (G_TYPE_CHECK_INSTANCE_TYPE (item, kinds[i].type ()))
      return &kinds[i];
  return NULL;
}

static gboolean
find_item (SandEditor     *editor,
           const ListKind *kind,
           gpointer        item,
           guint          *position)
{
  GListModel *list = kind->get (sand_editor_get_scenario (editor));

  return g_list_store_find (G_LIST_STORE (list), item, position);
}

/* Only a unit has a side that limits where it goes. */
static SandSide *
side_of (gpointer item)
{
  return SAND_IS_UNIT (item) ? sand_unit_get_side (item) : NULL;
}

/* The moves themselves */

static void
move_item (SandEditor     *editor,
           const ListKind *kind,
           gpointer        item,
           guint           from,
           guint           to)
{
  kind->reorder (sand_editor_get_history (editor), from, to);
  /* The selection holds what is on the table. */
  if (!SAND_IS_SIDE (item))
    sand_selection_set (sand_editor_get_selection (editor), item);
}

gboolean
sand_layers_reorder_drop (SandEditor *editor,
                          gpointer    dragged,
                          gpointer    target)
{
  const ListKind *kind;
  guint from, to;

  g_return_val_if_fail (SAND_IS_EDITOR (editor), FALSE);
  g_return_val_if_fail (G_IS_OBJECT (dragged) && G_IS_OBJECT (target), FALSE);

  kind = kind_of (dragged);
  if (dragged == target || kind == NULL || kind != kind_of (target) || side_of (dragged) != side_of (target) ||
      !find_item (editor, kind, dragged, &from) || !find_item (editor, kind, target, &to))
    return FALSE;

  move_item (editor, kind, dragged, from, to);
  return TRUE;
}

gboolean
sand_layers_reorder_step (SandEditor *editor,
                          gpointer    item,
                          int         direction)
{
  const ListKind *kind;
  GListModel *list;
  guint from;
  int step;

  g_return_val_if_fail (SAND_IS_EDITOR (editor), FALSE);
  g_return_val_if_fail (G_IS_OBJECT (item), FALSE);

  kind = kind_of (item);
  if (direction == 0 || kind == NULL || !find_item (editor, kind, item, &from))
    return FALSE;

  /* In the list's own order; the next place with an item of the same side. */
  list = kind->get (sand_editor_get_scenario (editor));
  step = (direction < 0) != kind->reversed ? -1 : 1;
  for (guint to = from + step; to < g_list_model_get_n_items (list); to += step)
    {
      g_autoptr(GObject) other = g_list_model_get_item (list, to);

      if (side_of (other) == side_of (item))
        {
          move_item (editor, kind, item, from, to);
          return TRUE;
        }
    }
  return FALSE;
}

/* A row's part in dragging */

typedef struct
{
  SandEditor     *editor;  /* weak */
  const ListKind *kind;
  GObject        *item;
  GtkWidget      *row;     /* owns this */
  double          press_x; /* where the drag began in the row, for the icon */
  double          press_y;
} RowDrag;

static void
row_drag_free (gpointer data)
{
  RowDrag *state = data;

  g_clear_weak_pointer (&state->editor);
  g_clear_object (&state->item);
  g_free (state);
}

static GtkWidget *
handle_new (const ListKind *kind)
{
  GtkWidget *handle = gtk_image_new_from_icon_name ("list-drag-handle-symbolic");

  gtk_widget_add_css_class (handle, "sand-drag-handle");
  gtk_widget_set_cursor_from_name (handle, "grab");
  gtk_widget_set_tooltip_text (handle, _(kind->tooltip));
  return handle;
}

const char *
sand_layers_item_label (gpointer item)
{
  const char *name, *id;

  if (SAND_IS_FEATURE (item))
    {
      name = sand_feature_get_name (item);
      id = sand_feature_get_id (item);
    }
  else if (SAND_IS_UNIT (item))
    {
      name = sand_unit_get_name (item);
      id = sand_unit_get_id (item);
    }
  else
    {
      name = sand_side_get_name (item);
      id = sand_side_get_id (item);
    }
  return name != NULL && *name != '\0' ? name : id;
}

static GdkContentProvider *
drag_prepare_cb (GtkDragSource *source,
                 double         x,
                 double         y,
                 RowDrag       *state)
{
  GtkWidget *widget = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (source));

  /* The handle's point, in the row the icon copies. */
  if (state->editor == NULL ||
      !gtk_widget_translate_coordinates (widget, state->row, x, y, &state->press_x, &state->press_y))
    return NULL;

  return gdk_content_provider_new_typed (state->kind->type (), state->item);
}

/* The icon is a lone row in a boxed list of its own, so it is drawn with the
 * list's card background rather than see-through. */
static void
drag_begin_cb (GtkDragSource *source,
               GdkDrag       *drag,
               RowDrag       *state)
{
  GtkWidget *list = gtk_list_box_new ();
  GtkWidget *icon_row = adw_action_row_new ();

  /* Each prefix goes in front of the ones before it. */
  if (SAND_IS_FEATURE (state->item))
    adw_action_row_add_prefix (ADW_ACTION_ROW (icon_row),
                               sand_kind_swatch_new (sand_feature_get_kind (SAND_FEATURE (state->item)), 20));
  adw_action_row_add_prefix (ADW_ACTION_ROW (icon_row), handle_new (state->kind));
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (icon_row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (icon_row), sand_layers_item_label (state->item));
  gtk_widget_set_size_request (icon_row, gtk_widget_get_width (state->row), gtk_widget_get_height (state->row));
  gtk_widget_add_css_class (list, "boxed-list");
  gtk_widget_add_css_class (list, "sand-drag-icon");
  gtk_list_box_append (GTK_LIST_BOX (list), icon_row);

  gtk_drag_icon_set_child (GTK_DRAG_ICON (gtk_drag_icon_get_for_drag (drag)), list);
  gdk_drag_set_hotspot (drag, (int) state->press_x, (int) state->press_y);

  /* A drop replaces the dragged row with a new one: this one is kept alive
   * until its drag source has finished. */
  g_object_ref (state->row);
  gtk_widget_add_css_class (state->row, "sand-dragged");
}

static void
drag_end_cb (GtkDragSource *source,
             GdkDrag       *drag,
             gboolean       delete_data,
             RowDrag       *state)
{
  GtkWidget *row = state->row;

  gtk_widget_remove_css_class (row, "sand-dragged");
  g_idle_add_once ((GSourceOnceFunc) g_object_unref, row);
}

/* The indicator: a line on the side of the row where the dragged item will
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
  GObject *dragged = value != NULL ? g_value_get_object (value) : NULL;
  guint from, to;

  if (dragged == state->item || (dragged != NULL && side_of (dragged) != side_of (state->item)))
    {
      show_indicator (row, 0);
      return 0;
    }
  /* Until the value has arrived, the drop is welcome but its side unknown. */
  if (dragged == NULL || state->editor == NULL ||
      !find_item (state->editor, state->kind, dragged, &from) ||
      !find_item (state->editor, state->kind, state->item, &to))
    show_indicator (row, 0);
  else
    show_indicator (row, (from > to) != state->kind->reversed ? -1 : 1);

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
  if (state->editor == NULL || !G_VALUE_HOLDS (value, state->kind->type ()))
    return FALSE;

  return sand_layers_reorder_drop (state->editor, g_value_get_object (value), state->item);
}

/* Alt+Up and Alt+Down move the focused row one place up or down the list; the
 * focus goes with it, to the new row that shows the item. The move rebuilds the
 * rows, which may free this one and its state: what is needed after it is
 * held here first. */
static gboolean
key_move_cb (GtkWidget *row,
             GVariant  *args,
             gpointer   user_data)
{
  RowDrag *state = g_object_get_data (G_OBJECT (row), "sand-layers-reorder");
  g_autoptr (GtkWidget) list = NULL;
  g_autoptr (GObject) item = NULL;

  if (state->editor == NULL)
    return FALSE;
  if (gtk_widget_get_parent (row) != NULL)
    list = g_object_ref (gtk_widget_get_parent (row));
  item = g_object_ref (state->item);
  if (!sand_layers_reorder_step (state->editor, item, g_variant_get_int32 (args)))
    return FALSE;

  for (GtkWidget *moved = list != NULL ? gtk_widget_get_first_child (list) : NULL; moved != NULL;
       moved = gtk_widget_get_next_sibling (moved))
    {
      RowDrag *other = g_object_get_data (G_OBJECT (moved), "sand-layers-reorder");

      if (other != NULL && other->item == (gpointer) item)
        {
          gtk_widget_grab_focus (moved);
          break;
        }
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
sand_layers_reorder_setup_row (GtkListBoxRow *row,
                               SandEditor    *editor,
                               gpointer       item)
{
  RowDrag *state;
  GtkWidget *handle;
  GtkDragSource *source;
  GtkDropTarget *target;
  GtkEventController *keys;

  g_return_if_fail (ADW_IS_ACTION_ROW (row) || ADW_IS_ENTRY_ROW (row));
  g_return_if_fail (SAND_IS_EDITOR (editor));
  g_return_if_fail (G_IS_OBJECT (item) && kind_of (item) != NULL);

  state = g_new0 (RowDrag, 1);
  g_set_weak_pointer (&state->editor, editor);
  state->kind = kind_of (item);
  state->item = g_object_ref (item);
  state->row = GTK_WIDGET (row);
  g_object_set_data_full (G_OBJECT (row), "sand-layers-reorder", state, row_drag_free);

  handle = handle_new (state->kind);
  gtk_widget_add_css_class (GTK_WIDGET (row), "sand-reorderable");

  /* A row with text to edit is dragged by its handle alone, so that dragging
   * over the text still selects it. */
  source = gtk_drag_source_new ();
  gtk_drag_source_set_actions (source, GDK_ACTION_MOVE);
  g_signal_connect (source, "prepare", G_CALLBACK (drag_prepare_cb), state);
  g_signal_connect (source, "drag-begin", G_CALLBACK (drag_begin_cb), state);
  g_signal_connect (source, "drag-end", G_CALLBACK (drag_end_cb), state);
  if (ADW_IS_ENTRY_ROW (row))
    {
      adw_entry_row_add_prefix (ADW_ENTRY_ROW (row), handle);
      gtk_widget_add_controller (handle, GTK_EVENT_CONTROLLER (source));
    }
  else
    {
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), handle);
      gtk_widget_add_controller (GTK_WIDGET (row), GTK_EVENT_CONTROLLER (source));
    }

  target = gtk_drop_target_new (state->kind->type (), GDK_ACTION_MOVE);
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
