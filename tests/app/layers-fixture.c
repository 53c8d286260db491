/* layers-fixture.c: the Lists page fixture and the helpers its tests share.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "layers-fixture.h"

SandApplication *layers_fixture_app;



GtkListBoxRow *
find_row (GtkWidget *widget,
          gpointer   item)
{
  return GTK_LIST_BOX_ROW (app_test_find_item_row (widget, item));
}

/* The list that shows the first item of @model. */
GtkListBox *
list_of (GtkWidget  *panel,
         GListModel *model)
{
  g_autoptr(GObject) first = g_list_model_get_item (model, 0);
  GtkListBoxRow *row;

  g_assert_nonnull (first);
  row = find_row (panel, first);
  g_assert_nonnull (row);
  return GTK_LIST_BOX (gtk_widget_get_parent (GTK_WIDGET (row)));
}

void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  fixture->window = app_test_open_window (layers_fixture_app, "crossroads.sandtable");
  fixture->editor = sand_window_get_editor (fixture->window);
  fixture->history = sand_editor_get_history (fixture->editor);
  fixture->scenario = sand_editor_get_scenario (fixture->editor);
  fixture->panel = app_test_show_sidebar_page (fixture->window, SAND_TYPE_LAYERS_PANEL);
  fixture->terrain = list_of (fixture->panel, sand_scenario_get_features (fixture->scenario));
  fixture->units = list_of (fixture->panel, sand_scenario_get_units (fixture->scenario));
  fixture->sides = list_of (fixture->panel, sand_scenario_get_sides (fixture->scenario));
  fixture->n = g_list_model_get_n_items (sand_scenario_get_features (fixture->scenario));
  fixture->before = shown_order (fixture->terrain);
  fixture->n_undo = sand_history_get_n_undo (fixture->history);
  g_assert_cmpuint (fixture->n, >=, 4);
  g_assert_true (fixture->terrain != fixture->units && fixture->units != fixture->sides);
}

void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  sand_document_set_modified (sand_window_get_document (fixture->window), FALSE);
  gtk_window_destroy (GTK_WINDOW (fixture->window));
  g_free (fixture->before);
}

/* Orders, as ids joined by spaces */

const char *
item_id (gpointer item)
{
  if (SAND_IS_FEATURE (item))
    return sand_feature_get_id (item);
  if (SAND_IS_UNIT (item))
    return sand_unit_get_id (item);
  return sand_side_get_id (item);
}

/* In the scenario's list, first to last; the terrain's last is drawn on top. */
char *
model_order (GListModel *model)
{
  GString *order = g_string_new (NULL);

  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (model, i);

      g_string_append_printf (order, "%s%s", i > 0 ? " " : "", item_id (item));
    }
  return g_string_free (order, FALSE);
}

/* On screen, top row to bottom row; a side's header in the units as [id]. */
char *
shown_order (GtkListBox *list)
{
  GString *order = g_string_new (NULL);
  GtkListBoxRow *row;

  for (int i = 0; (row = gtk_list_box_get_row_at_index (list, i)) != NULL; i++)
    {
      SandSide *header = g_object_get_data (G_OBJECT (row), "side-header");

      if (header != NULL)
        g_string_append_printf (order, "%s[%s]", i > 0 ? " " : "", sand_side_get_id (header));
      else
        g_string_append_printf (order, "%s%s", i > 0 ? " " : "",
                                item_id (g_object_get_data (G_OBJECT (row), "item")));
    }
  return g_string_free (order, FALSE);
}

/* @side's units in the scenario's order. */
char *
side_order (SandScenario *scenario,
            SandSide     *side)
{
  GListModel *units = sand_scenario_get_units (scenario);
  GString *order = g_string_new (NULL);

  for (guint i = 0; i < g_list_model_get_n_items (units); i++)
    {
      g_autoptr(SandUnit) unit = g_list_model_get_item (units, i);

      if (sand_unit_get_side (unit) == side)
        g_string_append_printf (order, "%s%s", order->len > 0 ? " " : "", sand_unit_get_id (unit));
    }
  return g_string_free (order, FALSE);
}

/* What the units list should show: each side's header in the sides' order,
 * then its units in the scenario's order. */
char *
grouped_order (SandScenario *scenario)
{
  GListModel *sides = sand_scenario_get_sides (scenario);
  GString *order = g_string_new (NULL);

  for (guint s = 0; s < g_list_model_get_n_items (sides); s++)
    {
      g_autoptr(SandSide) side = g_list_model_get_item (sides, s);
      g_autofree char *units = side_order (scenario, side);

      g_string_append_printf (order, "%s[%s]%s%s", s > 0 ? " " : "", sand_side_get_id (side),
                              *units != '\0' ? " " : "", units);
    }
  return g_string_free (order, FALSE);
}

/* What the row at @index on screen holds under @key. */
gpointer
row_data (GtkListBox *list,
          int         index,
          const char *key)
{
  GtkListBoxRow *row = gtk_list_box_get_row_at_index (list, index);

  g_assert_nonnull (row);
  return g_object_get_data (G_OBJECT (row), key);
}

/* The side whose header is the row at @index, or NULL. */
SandSide *
header_at (GtkListBox *list,
           int         index)
{
  return row_data (list, index, "side-header");
}

/* The units list shows the units grouped under their sides; the headers are
 * not items to select. */
void
assert_grouped (Fixture *f)
{
  g_autofree char *shown = shown_order (f->units);
  g_autofree char *expected = grouped_order (f->scenario);
  GtkListBoxRow *row;

  g_assert_cmpstr (shown, ==, expected);
  for (int i = 0; (row = gtk_list_box_get_row_at_index (f->units, i)) != NULL; i++)
    if (g_object_get_data (G_OBJECT (row), "side-header") != NULL)
      g_assert_false (gtk_list_box_row_get_selectable (row));
}

char *
reversed_order (const char *order)
{
  g_auto(GStrv) ids = g_strsplit (order, " ", -1);
  guint n = g_strv_length (ids);

  for (guint i = 0; i < n / 2; i++)
    {
      char *id = ids[i];

      ids[i] = ids[n - 1 - i];
      ids[n - 1 - i] = id;
    }
  return g_strjoinv (" ", ids);
}

/* The order expected after moving the item at @from to @to, worked out on
 * the ids rather than through the scenario. */
char *
moved_order (const char *order,
             guint       from,
             guint       to)
{
  g_auto(GStrv) ids = g_strsplit (order, " ", -1);
  guint n = g_strv_length (ids);
  char *moving = ids[from];

  g_assert_cmpuint (from, <, n);
  g_assert_cmpuint (to, <, n);
  if (from < to)
    memmove (&ids[from], &ids[from + 1], (to - from) * sizeof (char *));
  else
    memmove (&ids[to + 1], &ids[to], (from - to) * sizeof (char *));
  ids[to] = moving;
  return g_strjoinv (" ", ids);
}

/* The terrain shows @expected top row first, which is the drawing order
 * backwards. */
void
assert_terrain (Fixture    *f,
                const char *expected)
{
  g_autofree char *shown = shown_order (f->terrain);
  g_autofree char *drawn = model_order (sand_scenario_get_features (f->scenario));
  g_autofree char *top_first = reversed_order (drawn);

  g_assert_cmpstr (shown, ==, expected);
  g_assert_cmpstr (top_first, ==, expected);
}

/* @list shows @model's items in the model's order, which is @expected. */
void
assert_in_order (GtkListBox *list,
                 GListModel *model,
                 const char *expected)
{
  g_autofree char *shown = shown_order (list);
  g_autofree char *order = model_order (model);

  g_assert_cmpstr (shown, ==, expected);
  g_assert_cmpstr (order, ==, expected);
}

/* The item of the row at @index on screen (the scenario holds it). */
gpointer
item_at_row (GtkListBox *list,
             int         index)
{
  return row_data (list, index, "item");
}

guint
position_of (GListModel *model,
             gpointer    item)
{
  guint position;

  g_assert_true (g_list_store_find (G_LIST_STORE (model), item, &position));
  return position;
}

/* Driving the rows */

/* The row's controller of @type; for a drop target, one that takes @item's type. */
GtkEventController *
find_controller (GtkWidget *widget,
                 GType      type,
                 gpointer   item)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);
      gsize n_types = 0;
      const GType *types;

      if (!G_TYPE_CHECK_INSTANCE_TYPE (controller, type))
        continue;
      if (!GTK_IS_DROP_TARGET (controller))
        return GTK_EVENT_CONTROLLER (controller);
      types = gtk_drop_target_get_gtypes (GTK_DROP_TARGET (controller), &n_types);
      for (gsize t = 0; t < n_types; t++)
        if (types[t] == G_OBJECT_TYPE (item))
          return GTK_EVENT_CONTROLLER (controller);
    }
  return NULL;
}

/* @dragged dropped on the row of @target, as a drop of the item reaches it. */
gboolean
drop_on (GtkWidget *panel,
         gpointer   dragged,
         gpointer   target)
{
  GtkListBoxRow *row = find_row (panel, target);
  GtkEventController *drop;
  GtkWidget *root;
  GValue value = G_VALUE_INIT;
  gboolean accepted = FALSE;

  g_assert_nonnull (row);
  drop = find_controller (GTK_WIDGET (row), GTK_TYPE_DROP_TARGET, target);
  g_assert_nonnull (drop);

  /* the rows are made again after a drop: wait on the window, which stays */
  root = GTK_WIDGET (gtk_widget_get_root (GTK_WIDGET (row)));
  g_value_init (&value, G_OBJECT_TYPE (dragged));
  g_value_set_object (&value, dragged);
  g_signal_emit_by_name (drop, "drop", &value,
                         gtk_widget_get_width (GTK_WIDGET (row)) / 2.0,
                         gtk_widget_get_height (GTK_WIDGET (row)) / 2.0,
                         &accepted);
  g_value_unset (&value);
  app_test_wait_for_frames (root);
  return accepted;
}

/* The row's Alt+@keyval shortcut, run as the key would run it. */
gboolean
press_alt (GtkListBoxRow *row,
           guint          keyval)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (row));
  g_autoptr(GtkShortcutTrigger) trigger = gtk_keyval_trigger_new (keyval, GDK_ALT_MASK);
  gboolean done;

  g_assert_nonnull (row);
  for (guint c = 0; c < g_list_model_get_n_items (controllers); c++)
    {
      g_autoptr(GObject) keys = g_list_model_get_item (controllers, c);

      if (!GTK_IS_SHORTCUT_CONTROLLER (keys))
        continue;
      for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (keys)); i++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (keys), i);

          if (!gtk_shortcut_trigger_equal (gtk_shortcut_get_trigger (shortcut), trigger))
            continue;
          GtkWidget *root = GTK_WIDGET (gtk_widget_get_root (GTK_WIDGET (row)));

          done = gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), 0, GTK_WIDGET (row),
                                               gtk_shortcut_get_arguments (shortcut));
          app_test_wait_for_frames (root);
          return done;
        }
    }
  g_assert_not_reached ();
}

/* The header button with @icon, clicked. */
void
click_button (GtkWidget  *panel,
              const char *icon)
{
  for (GtkWidget *child = gtk_widget_get_first_child (panel); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_BUTTON (child) && g_strcmp0 (gtk_button_get_icon_name (GTK_BUTTON (child)), icon) == 0)
        {
          g_signal_emit_by_name (child, "clicked");
          app_test_wait_for_frames (panel);
          return;
        }
      click_button (child, icon);
    }
}

void
assert_selected_row (GtkWidget  *panel,
                     SandEditor *editor,
                     gpointer    item)
{
  GtkListBoxRow *row = find_row (panel, item);

  g_assert_true (sand_selection_get_single (sand_editor_get_selection (editor)) == item);
  g_assert_nonnull (row);
  g_assert_true (gtk_list_box_row_is_selected (row));
}

/* The focus is on the row of @item, or in it. */
void
assert_focus_on (Fixture  *f,
                 gpointer  item)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (f->window));
  GtkWidget *row = GTK_WIDGET (find_row (f->panel, item));

  g_assert_nonnull (focus);
  g_assert_true (focus == row || gtk_widget_is_ancestor (focus, row));
}

/* Terrain */
