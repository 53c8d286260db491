/* test-layers-reorder.c: the order of terrain, units and sides changed on the
 * Lists page under a (virtual) display — a row dropped on another through the
 * row's own drop target with the dragged item as its value, Alt+Up / Alt+Down
 * through the row's shortcuts, the terrain header's raise and lower buttons;
 * the order on screen and in the scenario, the selection, undo and redo.
 * Terrain is listed top-most first: a row moved up is drawn later. Units are
 * listed under a header row per side, in the sides' order.
 *
 * Also writes the window with the Lists page, its handles and a drop indicator
 * as a PNG (tests/sandtable-layers.png in the build tree).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "app-test-util.h"
#include "sand-application.h"
#include "sand-edit.h"
#include "sand-editor.h"
#include "sand-layers-panel.h"
#include "sand-selection.h"
#include "sand-window.h"


static SandApplication *app;

/* The crossroads example with the Lists page in front, its three lists, and
 * the terrain as shown before the test. */
typedef struct
{
  SandWindow   *window;
  SandEditor   *editor;
  SandHistory  *history;
  SandScenario *scenario;
  GtkWidget    *panel;
  GtkListBox   *terrain;
  GtkListBox   *units;
  GtkListBox   *sides;
  guint         n;
  char         *before;
  guint         n_undo;
} Fixture;

static char *shown_order (GtkListBox *list);

static GtkListBoxRow *
find_row (GtkWidget *widget,
          gpointer   item)
{
  return GTK_LIST_BOX_ROW (app_test_find_item_row (widget, item));
}

/* The list that shows the first item of @model. */
static GtkListBox *
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

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  fixture->window = app_test_open_window (app, "crossroads.sandtable");
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

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  sand_document_set_modified (sand_window_get_document (fixture->window), FALSE);
  gtk_window_destroy (GTK_WINDOW (fixture->window));
  g_free (fixture->before);
}

/* Orders, as ids joined by spaces */

static const char *
item_id (gpointer item)
{
  if (SAND_IS_FEATURE (item))
    return sand_feature_get_id (item);
  if (SAND_IS_UNIT (item))
    return sand_unit_get_id (item);
  return sand_side_get_id (item);
}

/* In the scenario's list, first to last; the terrain's last is drawn on top. */
static char *
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
static char *
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
static char *
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
static char *
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
static gpointer
row_data (GtkListBox *list,
          int         index,
          const char *key)
{
  GtkListBoxRow *row = gtk_list_box_get_row_at_index (list, index);

  g_assert_nonnull (row);
  return g_object_get_data (G_OBJECT (row), key);
}

/* The side whose header is the row at @index, or NULL. */
static SandSide *
header_at (GtkListBox *list,
           int         index)
{
  return row_data (list, index, "side-header");
}

/* The units list shows the units grouped under their sides; the headers are
 * not items to select. */
static void
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

static char *
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
static char *
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
static void
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
static void
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
static gpointer
item_at_row (GtkListBox *list,
             int         index)
{
  return row_data (list, index, "item");
}

static guint
position_of (GListModel *model,
             gpointer    item)
{
  guint position;

  g_assert_true (g_list_store_find (G_LIST_STORE (model), item, &position));
  return position;
}

/* Driving the rows */

/* The row's controller of @type; for a drop target, one that takes @item's type. */
static GtkEventController *
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
static gboolean
drop_on (GtkWidget *panel,
         gpointer   dragged,
         gpointer   target)
{
  GtkListBoxRow *row = find_row (panel, target);
  GtkEventController *drop;
  GValue value = G_VALUE_INIT;
  gboolean accepted = FALSE;

  g_assert_nonnull (row);
  drop = find_controller (GTK_WIDGET (row), GTK_TYPE_DROP_TARGET, target);
  g_assert_nonnull (drop);

  g_value_init (&value, G_OBJECT_TYPE (dragged));
  g_value_set_object (&value, dragged);
  g_signal_emit_by_name (drop, "drop", &value,
                         gtk_widget_get_width (GTK_WIDGET (row)) / 2.0,
                         gtk_widget_get_height (GTK_WIDGET (row)) / 2.0,
                         &accepted);
  g_value_unset (&value);
  app_test_settle ();
  return accepted;
}

/* The row's Alt+@keyval shortcut, run as the key would run it. */
static gboolean
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
          done = gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), 0, GTK_WIDGET (row),
                                               gtk_shortcut_get_arguments (shortcut));
          app_test_settle ();
          return done;
        }
    }
  g_assert_not_reached ();
}

/* The header button with @icon, clicked. */
static void
click_button (GtkWidget  *panel,
              const char *icon)
{
  for (GtkWidget *child = gtk_widget_get_first_child (panel); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_BUTTON (child) && g_strcmp0 (gtk_button_get_icon_name (GTK_BUTTON (child)), icon) == 0)
        {
          g_signal_emit_by_name (child, "clicked");
          app_test_settle ();
          return;
        }
      click_button (child, icon);
    }
}

static void
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
static void
assert_focus_on (Fixture  *f,
                 gpointer  item)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (f->window));
  GtkWidget *row = GTK_WIDGET (find_row (f->panel, item));

  g_assert_nonnull (focus);
  g_assert_true (focus == row || gtk_widget_is_ancestor (focus, row));
}

/* Terrain */

static void
test_terrain_shown_top_first (Fixture       *f,
                              gconstpointer  data)
{
  g_autoptr(SandFeature) top = g_list_model_get_item (sand_scenario_get_features (f->scenario), f->n - 1);

  assert_terrain (f, f->before);
  g_assert_true (item_at_row (f->terrain, 0) == top);
}

static void
test_drop (Fixture       *f,
           gconstpointer  data)
{
  g_autofree char *down = moved_order (f->before, 1, f->n - 2);
  g_autofree char *up = moved_order (down, f->n - 2, 0);
  GListModel *features = sand_scenario_get_features (f->scenario);
  SandFeature *dragged = item_at_row (f->terrain, 1);
  guint drawn = position_of (features, dragged);

  /* Dropped on itself: nothing moves, nothing is recorded. */
  g_assert_false (drop_on (f->panel, dragged, dragged));
  assert_terrain (f, f->before);
  g_assert_cmpuint (sand_history_get_n_undo (f->history), ==, f->n_undo);

  /* Down the list onto the last but one row: it takes that place, drawn
   * earlier, under the features it passed. */
  g_assert_true (drop_on (f->panel, dragged, item_at_row (f->terrain, f->n - 2)));
  assert_terrain (f, down);
  g_assert_cmpuint (position_of (features, dragged), <, drawn);
  g_assert_cmpuint (sand_history_get_n_undo (f->history), ==, f->n_undo + 1);
  g_assert_cmpuint (sand_history_get_undo_size (f->history), ==, 1);
  assert_selected_row (f->panel, f->editor, dragged);

  /* One undo puts it back, one redo moves it again; the selection stays. */
  g_assert_true (sand_history_undo (f->history));
  app_test_settle ();
  assert_terrain (f, f->before);
  assert_selected_row (f->panel, f->editor, dragged);
  g_assert_true (sand_history_redo (f->history));
  app_test_settle ();
  assert_terrain (f, down);
  assert_selected_row (f->panel, f->editor, dragged);

  /* Up the list onto the top row: drawn last, a step of its own. */
  g_assert_true (drop_on (f->panel, dragged, item_at_row (f->terrain, 0)));
  assert_terrain (f, up);
  g_assert_cmpuint (position_of (features, dragged), ==, f->n - 1);
  g_assert_cmpuint (sand_history_get_n_undo (f->history), ==, f->n_undo + 2);
  g_assert_true (sand_history_undo (f->history));
  assert_terrain (f, down);
}

/* The lists keep their selection through a row taken out and put back, but a
 * unit removed for good leaves the selection, also when the history's state
 * does not change (a second removal after a first). */
static void
test_removed_leaves_selection (Fixture       *f,
                               gconstpointer  data)
{
  SandSelection *selection = sand_editor_get_selection (f->editor);
  GListModel *units = sand_scenario_get_units (f->scenario);
  g_autoptr(SandUnit) first = g_list_model_get_item (units, 0);
  g_autoptr(SandUnit) second = g_list_model_get_item (units, 1);

  sand_selection_set (selection, first);
  sand_edit_remove_unit (f->history, first);
  app_test_settle ();
  g_assert_true (sand_selection_is_empty (selection));

  sand_selection_set (selection, second);
  app_test_settle ();
  g_assert_true (gtk_list_box_row_is_selected (find_row (f->panel, second)));
  sand_edit_remove_unit (f->history, second);
  app_test_settle ();
  g_assert_null (app_test_find_item_row (f->panel, second));
  g_assert_true (sand_selection_is_empty (selection));
}

static void
test_keys (Fixture       *f,
           gconstpointer  data)
{
  g_autofree char *raised = moved_order (f->before, 2, 1);
  GListModel *features = sand_scenario_get_features (f->scenario);
  SandFeature *third = item_at_row (f->terrain, 2);
  guint drawn = position_of (features, third);

  /* At either end there is nowhere to go. */
  g_assert_false (press_alt (find_row (f->panel, item_at_row (f->terrain, 0)), GDK_KEY_Up));
  g_assert_false (press_alt (find_row (f->panel, item_at_row (f->terrain, f->n - 1)), GDK_KEY_Down));
  g_assert_cmpuint (sand_history_get_n_undo (f->history), ==, f->n_undo);

  /* Alt+Up moves the row up the list, drawn one place later; the focus and
   * the selection go with it. */
  gtk_widget_grab_focus (GTK_WIDGET (find_row (f->panel, third)));
  g_assert_true (press_alt (find_row (f->panel, third), GDK_KEY_Up));
  assert_terrain (f, raised);
  g_assert_cmpuint (position_of (features, third), ==, drawn + 1);
  assert_focus_on (f, third);
  g_assert_cmpint (gtk_list_box_row_get_index (find_row (f->panel, third)), ==, 1);
  assert_selected_row (f->panel, f->editor, third);

  /* And Alt+Down takes it back, a step of its own. */
  g_assert_true (press_alt (find_row (f->panel, third), GDK_KEY_Down));
  assert_terrain (f, f->before);
  g_assert_cmpuint (sand_history_get_n_undo (f->history), ==, f->n_undo + 2);
}

/* The header's up arrow raises the selected feature, which moves its row up
 * the list as Alt+Up does; the down arrow lowers it. */
static void
test_raise_lower (Fixture       *f,
                  gconstpointer  data)
{
  g_autofree char *raised = moved_order (f->before, 2, 1);
  GListModel *features = sand_scenario_get_features (f->scenario);
  SandFeature *third = item_at_row (f->terrain, 2);
  guint drawn = position_of (features, third);

  sand_selection_set (sand_editor_get_selection (f->editor), third);
  click_button (f->panel, "go-up-symbolic");
  assert_terrain (f, raised);
  g_assert_cmpuint (position_of (features, third), ==, drawn + 1);
  g_assert_cmpstr (sand_history_get_undo_label (f->history), ==, "Raise Feature");
  assert_selected_row (f->panel, f->editor, third);

  click_button (f->panel, "go-down-symbolic");
  assert_terrain (f, f->before);
  g_assert_cmpstr (sand_history_get_undo_label (f->history), ==, "Lower Feature");
  click_button (f->panel, "go-down-symbolic");
  g_assert_cmpint (gtk_list_box_row_get_index (find_row (f->panel, third)), ==, 3);
  g_assert_cmpuint (position_of (features, third), ==, drawn - 1);
}

/* Units */

/* The first and last units of side @index, in the scenario's order. */
static void
side_ends (Fixture   *f,
           guint      index,
           SandUnit **first,
           SandUnit **last)
{
  GListModel *units = sand_scenario_get_units (f->scenario);
  g_autoptr(SandSide) side = g_list_model_get_item (sand_scenario_get_sides (f->scenario), index);

  *first = *last = NULL;
  for (guint i = 0; i < g_list_model_get_n_items (units); i++)
    {
      g_autoptr(SandUnit) unit = g_list_model_get_item (units, i);

      if (sand_unit_get_side (unit) != side)
        continue;
      if (*first == NULL)
        *first = unit; /* the scenario holds it */
      *last = unit;
    }
  g_assert_true (*first != *last);
}

static void
test_units (Fixture       *f,
            gconstpointer  data)
{
  g_autoptr(SandSide) side = g_list_model_get_item (sand_scenario_get_sides (f->scenario), 0);
  g_autofree char *before = side_order (f->scenario, side);
  g_auto(GStrv) ids = g_strsplit (before, " ", -1);
  guint count = g_strv_length (ids);
  g_autofree char *lowered = NULL;
  g_autofree char *to_front = NULL;
  char *now;
  SandUnit *first, *last, *other, *other_last;

  side_ends (f, 0, &first, &last);
  side_ends (f, 1, &other, &other_last);
  lowered = moved_order (before, 0, 1);
  to_front = moved_order (before, count - 1, 0);
  assert_grouped (f);
  /* the header first, then the side's units */
  g_assert_true (header_at (f->units, 0) == side);
  g_assert_true (item_at_row (f->units, 1) == first);

  /* Alt+Down moves a unit past the next of its side, as the list shows it;
   * the last of its side goes no further, nor onto another side's unit, and
   * the first of the next side not up into this one. */
  gtk_widget_grab_focus (GTK_WIDGET (find_row (f->panel, first)));
  g_assert_true (press_alt (find_row (f->panel, first), GDK_KEY_Down));
  now = side_order (f->scenario, side);
  g_assert_cmpstr (now, ==, lowered);
  g_free (now);
  assert_grouped (f);
  g_assert_cmpint (gtk_list_box_row_get_index (find_row (f->panel, first)), ==, 2);
  g_assert_cmpstr (sand_history_get_undo_label (f->history), ==, "Move Unit Down");
  assert_focus_on (f, first);
  assert_selected_row (f->panel, f->editor, first);
  g_assert_false (press_alt (find_row (f->panel, last), GDK_KEY_Down));
  g_assert_false (press_alt (find_row (f->panel, other), GDK_KEY_Up));
  g_assert_false (drop_on (f->panel, last, other));
  g_assert_false (drop_on (f->panel, other, first));
  g_assert_cmpuint (sand_history_get_n_undo (f->history), ==, f->n_undo + 1);
  g_assert_true (press_alt (find_row (f->panel, first), GDK_KEY_Up));
  now = side_order (f->scenario, side);
  g_assert_cmpstr (now, ==, before);
  g_free (now);
  assert_grouped (f);

  /* Dropped on the first of its side's rows, the last takes its place. */
  g_assert_true (drop_on (f->panel, last, first));
  now = side_order (f->scenario, side);
  g_assert_cmpstr (now, ==, to_front);
  g_free (now);
  assert_grouped (f);
  g_assert_true (item_at_row (f->units, 1) == last);
  g_assert_cmpstr (sand_history_get_undo_label (f->history), ==, "Move Unit Up");
  assert_selected_row (f->panel, f->editor, last);
  g_assert_true (sand_history_undo (f->history));
  app_test_settle ();
  assert_grouped (f);
  g_assert_true (item_at_row (f->units, 1) == first);
}

/* Sides */

static void
test_sides (Fixture       *f,
            gconstpointer  data)
{
  GListModel *sides = sand_scenario_get_sides (f->scenario);
  GListModel *units = sand_scenario_get_units (f->scenario);
  g_autofree char *before = model_order (sides);
  g_autofree char *units_before = model_order (units);
  g_autofree char *swapped = moved_order (before, 0, 1);
  SandSide *first = item_at_row (f->sides, 0);
  SandSide *second = item_at_row (f->sides, 1);

  g_assert_true (find_row (f->panel, first) != NULL);
  g_assert_false (press_alt (find_row (f->panel, first), GDK_KEY_Up));
  g_assert_false (drop_on (f->panel, first, first));
  g_assert_cmpuint (sand_history_get_n_undo (f->history), ==, f->n_undo);

  /* Alt+Down: the sides change places, the units stay as they were in the
   * scenario and are listed under their sides in the new order. */
  gtk_widget_grab_focus (GTK_WIDGET (find_row (f->panel, first)));
  g_assert_true (press_alt (find_row (f->panel, first), GDK_KEY_Down));
  assert_in_order (f->sides, sides, swapped);
  g_autofree char *units_after = model_order (units);
  g_assert_cmpstr (units_after, ==, units_before);
  assert_grouped (f);
  g_assert_true (header_at (f->units, 0) == second);
  g_assert_cmpstr (sand_history_get_undo_label (f->history), ==, "Move Side Down");
  assert_focus_on (f, first);

  g_assert_true (sand_history_undo (f->history));
  app_test_settle ();
  assert_in_order (f->sides, sides, before);
  assert_grouped (f);

  /* The second dropped on the first. */
  g_assert_true (drop_on (f->panel, second, first));
  assert_in_order (f->sides, sides, swapped);
  g_assert_cmpstr (sand_history_get_undo_label (f->history), ==, "Move Side Up");
}

/* A unit added for the first side after the second side's units is listed
 * with its side, still moves only among its side's, and follows its side when
 * it changes; a side without units has its header; a renamed side's header
 * says the new name. */
static void
test_units_grouped_by_side (Fixture       *f,
                            gconstpointer  data)
{
  GListModel *sides = sand_scenario_get_sides (f->scenario);
  GListModel *units = sand_scenario_get_units (f->scenario);
  g_autoptr(SandSide) us = g_list_model_get_item (sides, 0);
  g_autoptr(SandSide) them = g_list_model_get_item (sides, 1);
  g_autoptr(SandUnit) added = sand_unit_new ("late", "infantry", us, 20, 30);
  g_autoptr(SandSide) empty = sand_side_new ("allies", "Allies", "#4e9a06");
  g_autofree char *us_before = side_order (f->scenario, us);
  g_autofree char *them_before = side_order (f->scenario, them);
  GValue value = G_VALUE_INIT;
  SandUnit *first, *last, *other, *other_last;
  GtkListBoxRow *row;
  char *now;

  side_ends (f, 0, &first, &last);
  side_ends (f, 1, &other, &other_last);
  assert_grouped (f);

  /* Last in the scenario, listed after the first side's last unit, above the
   * second side's header. */
  sand_edit_add_unit (f->history, added);
  app_test_settle ();
  g_assert_true (position_of (units, added) == g_list_model_get_n_items (units) - 1);
  g_assert_true (position_of (units, added) > position_of (units, other_last));
  assert_grouped (f);
  g_assert_cmpint (gtk_list_box_row_get_index (find_row (f->panel, added)), ==,
                   gtk_list_box_row_get_index (find_row (f->panel, last)) + 1);

  /* Alt+Up passes the first side's last unit, not the second side's units
   * between them in the scenario; once more down, and no further. */
  g_assert_true (press_alt (find_row (f->panel, added), GDK_KEY_Up));
  assert_grouped (f);
  g_assert_cmpint (gtk_list_box_row_get_index (find_row (f->panel, added)), ==,
                   gtk_list_box_row_get_index (find_row (f->panel, last)) - 1);
  now = side_order (f->scenario, them);
  g_assert_cmpstr (now, ==, them_before);
  g_free (now);
  g_assert_true (press_alt (find_row (f->panel, added), GDK_KEY_Down));
  g_assert_false (press_alt (find_row (f->panel, added), GDK_KEY_Down));
  g_assert_false (drop_on (f->panel, added, other));
  assert_grouped (f);

  /* Given to the other side, it is listed there in its place in the scenario:
   * moved back above the second side's units, it is now the first of them. */
  g_assert_true (position_of (units, added) < position_of (units, other));
  g_value_init (&value, SAND_TYPE_SIDE);
  g_value_set_object (&value, them);
  g_assert_true (sand_edit_set_property (f->history, G_OBJECT (added), "side", &value));
  g_value_unset (&value);
  app_test_settle ();
  assert_grouped (f);
  g_assert_cmpint (gtk_list_box_row_get_index (find_row (f->panel, added)), ==,
                   gtk_list_box_row_get_index (find_row (f->panel, other)) - 1);
  g_assert_true (header_at (f->units, gtk_list_box_row_get_index (find_row (f->panel, added)) - 1) == them);
  g_assert_true (sand_history_undo (f->history));
  app_test_settle ();
  assert_grouped (f);
  g_assert_true (sand_unit_get_side (added) == us);

  /* A side with no units yet: its header, last. */
  sand_edit_add_side (f->history, empty);
  app_test_settle ();
  assert_grouped (f);
  row = gtk_list_box_get_row_at_index (f->units, (int) g_list_model_get_n_items (units) + 2);
  g_assert_nonnull (row);
  g_assert_true (g_object_get_data (G_OBJECT (row), "side-header") == empty);
  g_assert_null (gtk_list_box_get_row_at_index (f->units, (int) g_list_model_get_n_items (units) + 3));
  g_assert_nonnull (app_test_find_widget_of_type (GTK_WIDGET (row), GTK_TYPE_LABEL));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (app_test_find_widget_of_type (GTK_WIDGET (row), GTK_TYPE_LABEL))),
                   ==, "Allies");
  g_value_init (&value, G_TYPE_STRING);
  g_value_set_string (&value, "Free French");
  g_assert_true (sand_edit_set_property (f->history, G_OBJECT (empty), "name", &value));
  g_value_unset (&value);
  app_test_settle ();
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (app_test_find_widget_of_type (GTK_WIDGET (row), GTK_TYPE_LABEL))),
                   ==, "Free French");

  /* Undone back to the start: the list as it was. */
  while (sand_history_get_n_undo (f->history) > f->n_undo)
    g_assert_true (sand_history_undo (f->history));
  app_test_settle ();
  assert_grouped (f);
  now = side_order (f->scenario, us);
  g_assert_cmpstr (now, ==, us_before);
  g_free (now);
  g_assert_null (app_test_find_item_row (f->panel, added));
}

static void
save_window (Fixture    *f,
             const char *name)
{
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree char *png = NULL;
  int width, height;

  app_test_settle ();
  texture = app_test_render (GTK_WIDGET (f->window), &width, &height);
  png = g_test_build_filename (G_TEST_BUILT, name, NULL);
  g_assert_true (gdk_texture_save_to_png (texture, png));
  g_test_message ("the Lists page saved as %s", png);
}

/* The Lists page with a terrain row on its way down the list, then scrolled
 * to the units with one on its way up: the handles of all three lists and the
 * drop indicators, for a look at them. */
static void
test_screenshot (Fixture       *f,
                 gconstpointer  data)
{
  GtkListBoxRow *dragged = gtk_list_box_get_row_at_index (f->terrain, 1);
  GtkListBoxRow *target = gtk_list_box_get_row_at_index (f->terrain, 3);
  GtkWidget *scrolled = app_test_find_widget_of_type (f->panel, GTK_TYPE_SCROLLED_WINDOW);
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled));
  GtkWidget *content = gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scrolled));
  double x, y;

  sand_selection_set (sand_editor_get_selection (f->editor), item_at_row (f->terrain, 1));
  gtk_widget_add_css_class (GTK_WIDGET (dragged), "sand-dragged");
  gtk_widget_add_css_class (GTK_WIDGET (target), "sand-drop-below");
  save_window (f, "sandtable-layers.png");
  gtk_widget_remove_css_class (GTK_WIDGET (dragged), "sand-dragged");
  gtk_widget_remove_css_class (GTK_WIDGET (target), "sand-drop-below");

  /* The last terrain rows above the units. */
  dragged = gtk_list_box_get_row_at_index (f->units, 3);
  target = gtk_list_box_get_row_at_index (f->units, 1);
  g_assert_true (gtk_widget_translate_coordinates (GTK_WIDGET (f->units), content, 0, 0, &x, &y));
  gtk_adjustment_set_value (adjustment, y - 200);
  sand_selection_set (sand_editor_get_selection (f->editor), item_at_row (f->units, 3));
  gtk_widget_add_css_class (GTK_WIDGET (dragged), "sand-dragged");
  gtk_widget_add_css_class (GTK_WIDGET (target), "sand-drop-above");
  save_window (f, "sandtable-layers-units.png");
}

int
main (int   argc,
      char *argv[])
{
  int status;

  gtk_test_init (&argc, &argv, NULL);
  app = app_test_application_new ();

  g_test_add ("/layers-reorder/terrain-shown-top-first", Fixture, NULL, fixture_set_up,
              test_terrain_shown_top_first, fixture_tear_down);
  g_test_add ("/layers-reorder/drop", Fixture, NULL, fixture_set_up, test_drop, fixture_tear_down);
  g_test_add ("/layers-reorder/keys", Fixture, NULL, fixture_set_up, test_keys, fixture_tear_down);
  g_test_add ("/layers-reorder/raise-lower", Fixture, NULL, fixture_set_up, test_raise_lower, fixture_tear_down);
  g_test_add ("/layers-reorder/units", Fixture, NULL, fixture_set_up, test_units, fixture_tear_down);
  g_test_add ("/layers-reorder/sides", Fixture, NULL, fixture_set_up, test_sides, fixture_tear_down);
  g_test_add ("/layers-reorder/units-grouped-by-side", Fixture, NULL, fixture_set_up, test_units_grouped_by_side,
              fixture_tear_down);
  g_test_add ("/layers-reorder/removed-leaves-selection", Fixture, NULL, fixture_set_up,
              test_removed_leaves_selection, fixture_tear_down);
  g_test_add ("/layers-reorder/screenshot", Fixture, NULL, fixture_set_up, test_screenshot, fixture_tear_down);

  status = g_test_run ();
  g_clear_object (&app);

  return status;
}
