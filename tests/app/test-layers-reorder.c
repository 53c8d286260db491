/* test-layers-reorder.c: the drawing order changed on the Lists page under a
 * (virtual) display — a feature's row dropped on another through the row's own
 * drop target with the dragged feature as its value, and Alt+Up / Alt+Down
 * through the row's shortcuts; the order, the selection, undo and redo.
 *
 * Also writes the window with the Lists page and a drop indicator as a PNG
 * (tests/sandtable-layers.png in the build tree).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "app-test-util.h"
#include "sand-application.h"
#include "sand-editor.h"
#include "sand-layers-panel.h"
#include "sand-selection.h"
#include "sand-window.h"

static SandApplication *app;

static SandWindow *
open_window (const char *name)
{
  SandWindow *window = sand_application_new_window (app);
  g_autoptr(GFile) file = app_test_scenario_file (name);

  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  gtk_window_present (GTK_WINDOW (window));
  sand_window_open_file (window, file);
  app_test_wait_for (app_test_window_ready, window, "the window");
  app_test_settle ();
  return window;
}

static void
close_window (SandWindow *window)
{
  sand_document_set_modified (sand_window_get_document (window), FALSE);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The Lists page, brought to the front of the sidebar. */
static GtkWidget *
show_layers_panel (SandWindow *window)
{
  GtkWidget *panel = app_test_find_widget_of_type (GTK_WIDGET (window), SAND_TYPE_LAYERS_PANEL);
  AdwViewStack *stack = ADW_VIEW_STACK (app_test_find_widget_of_type (GTK_WIDGET (window), ADW_TYPE_VIEW_STACK));

  g_assert_nonnull (panel);
  adw_view_stack_set_visible_child (stack, panel);
  app_test_settle ();
  return panel;
}

/* The row showing @item below @widget. */
static GtkListBoxRow *
find_row (GtkWidget *widget,
          gpointer   item)
{
  if (GTK_IS_LIST_BOX_ROW (widget) && g_object_get_data (G_OBJECT (widget), "item") == item)
    return GTK_LIST_BOX_ROW (widget);

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkListBoxRow *row = find_row (child, item);

      if (row != NULL)
        return row;
    }
  return NULL;
}

static GtkEventController *
find_controller (GtkWidget *widget,
                 GType      type)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (controller, type))
        return GTK_EVENT_CONTROLLER (controller);
    }
  return NULL;
}

/* The features in drawing order, as ids joined by spaces. */
static char *
feature_order (SandScenario *scenario)
{
  GListModel *features = sand_scenario_get_features (scenario);
  GString *order = g_string_new (NULL);

  for (guint i = 0; i < g_list_model_get_n_items (features); i++)
    {
      g_autoptr(SandFeature) feature = g_list_model_get_item (features, i);

      g_string_append_printf (order, "%s%s", i > 0 ? " " : "", sand_feature_get_id (feature));
    }
  return g_string_free (order, FALSE);
}

/* The order expected after moving the feature at @from to @to, worked out on
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

static SandFeature *
feature_at (SandScenario *scenario,
            guint         position)
{
  g_autoptr(SandFeature) feature = g_list_model_get_item (sand_scenario_get_features (scenario), position);

  g_assert_nonnull (feature);
  return feature;  /* the scenario holds it */
}

/* @dragged dropped on the row of @target, as a drop of the feature reaches it. */
static gboolean
drop_on (GtkWidget   *panel,
         SandFeature *dragged,
         SandFeature *target)
{
  GtkListBoxRow *row = find_row (panel, target);
  GtkEventController *drop;
  GValue value = G_VALUE_INIT;
  gboolean accepted = FALSE;

  g_assert_nonnull (row);
  drop = find_controller (GTK_WIDGET (row), GTK_TYPE_DROP_TARGET);
  g_assert_nonnull (drop);

  g_value_init (&value, SAND_TYPE_FEATURE);
  g_value_set_object (&value, dragged);
  g_signal_emit_by_name (drop, "drop", &value,
                         gtk_widget_get_width (GTK_WIDGET (row)) / 2.0,
                         gtk_widget_get_height (GTK_WIDGET (row)) / 2.0,
                         &accepted);
  g_value_unset (&value);
  app_test_settle ();
  return accepted;
}

static void
assert_selected_row (GtkWidget   *panel,
                     SandEditor  *editor,
                     SandFeature *feature)
{
  GtkListBoxRow *row = find_row (panel, feature);

  g_assert_true (sand_selection_get_single (sand_editor_get_selection (editor)) == feature);
  g_assert_nonnull (row);
  g_assert_true (gtk_list_box_row_is_selected (row));
}

static void
test_drop (void)
{
  SandWindow *window = open_window ("crossroads.sandtable");
  SandEditor *editor = sand_window_get_editor (window);
  SandHistory *history = sand_editor_get_history (editor);
  SandScenario *scenario = sand_editor_get_scenario (editor);
  GtkWidget *panel = show_layers_panel (window);
  guint n = g_list_model_get_n_items (sand_scenario_get_features (scenario));
  g_autofree char *before = feature_order (scenario);
  g_autofree char *down = moved_order (before, 1, n - 2);
  g_autofree char *up = NULL;
  g_autofree char *order = NULL;
  SandFeature *dragged = feature_at (scenario, 1);
  guint n_undo = sand_history_get_n_undo (history);

  g_assert_cmpuint (n, >=, 4);

  /* Dropped on itself: nothing moves, nothing is recorded. */
  g_assert_false (drop_on (panel, dragged, dragged));
  order = feature_order (scenario);
  g_assert_cmpstr (order, ==, before);
  g_assert_cmpuint (sand_history_get_n_undo (history), ==, n_undo);

  /* Down the list onto the last but one: it takes that place. */
  g_assert_true (drop_on (panel, dragged, feature_at (scenario, n - 2)));
  g_clear_pointer (&order, g_free);
  order = feature_order (scenario);
  g_assert_cmpstr (order, ==, down);
  g_assert_cmpuint (sand_history_get_n_undo (history), ==, n_undo + 1);
  g_assert_cmpuint (sand_history_get_undo_size (history), ==, 1);
  assert_selected_row (panel, editor, dragged);

  /* One undo puts it back, one redo moves it again; the selection stays. */
  g_assert_true (sand_history_undo (history));
  app_test_settle ();
  g_clear_pointer (&order, g_free);
  order = feature_order (scenario);
  g_assert_cmpstr (order, ==, before);
  assert_selected_row (panel, editor, dragged);
  g_assert_true (sand_history_redo (history));
  app_test_settle ();
  g_clear_pointer (&order, g_free);
  order = feature_order (scenario);
  g_assert_cmpstr (order, ==, down);
  assert_selected_row (panel, editor, dragged);

  /* Up the list onto the first: a second step of its own. */
  up = moved_order (down, n - 2, 0);
  g_assert_true (drop_on (panel, dragged, feature_at (scenario, 0)));
  g_clear_pointer (&order, g_free);
  order = feature_order (scenario);
  g_assert_cmpstr (order, ==, up);
  g_assert_cmpuint (sand_history_get_n_undo (history), ==, n_undo + 2);
  g_assert_true (sand_history_undo (history));
  g_clear_pointer (&order, g_free);
  order = feature_order (scenario);
  g_assert_cmpstr (order, ==, down);

  close_window (window);
}

/* The row's Alt+@keyval shortcut, run as the key would run it. */
static gboolean
press_alt (GtkListBoxRow *row,
           guint          keyval)
{
  GtkEventController *keys = find_controller (GTK_WIDGET (row), GTK_TYPE_SHORTCUT_CONTROLLER);
  g_autoptr(GtkShortcutTrigger) trigger = gtk_keyval_trigger_new (keyval, GDK_ALT_MASK);

  g_assert_nonnull (keys);
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (keys)); i++)
    {
      g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (keys), i);

      if (gtk_shortcut_trigger_equal (gtk_shortcut_get_trigger (shortcut), trigger))
        return gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), 0, GTK_WIDGET (row),
                                             gtk_shortcut_get_arguments (shortcut));
    }
  g_assert_not_reached ();
}

static void
test_keys (void)
{
  SandWindow *window = open_window ("crossroads.sandtable");
  SandEditor *editor = sand_window_get_editor (window);
  SandHistory *history = sand_editor_get_history (editor);
  SandScenario *scenario = sand_editor_get_scenario (editor);
  GtkWidget *panel = show_layers_panel (window);
  guint n = g_list_model_get_n_items (sand_scenario_get_features (scenario));
  g_autofree char *before = feature_order (scenario);
  g_autofree char *lowered = moved_order (before, 2, 1);
  g_autofree char *order = NULL;
  SandFeature *first = feature_at (scenario, 0);
  SandFeature *last = feature_at (scenario, n - 1);
  SandFeature *third = feature_at (scenario, 2);
  guint n_undo = sand_history_get_n_undo (history);
  GtkListBoxRow *row;

  /* At either end there is nowhere to go. */
  g_assert_false (press_alt (find_row (panel, first), GDK_KEY_Up));
  g_assert_false (press_alt (find_row (panel, last), GDK_KEY_Down));
  g_assert_cmpuint (sand_history_get_n_undo (history), ==, n_undo);

  /* Alt+Up moves the row up the list, drawn one place earlier; the focus and
   * the selection go with it. */
  gtk_widget_grab_focus (GTK_WIDGET (find_row (panel, third)));
  g_assert_true (press_alt (find_row (panel, third), GDK_KEY_Up));
  order = feature_order (scenario);
  g_assert_cmpstr (order, ==, lowered);
  row = find_row (panel, third);
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == GTK_WIDGET (row));
  g_assert_cmpint (gtk_list_box_row_get_index (row), ==, 1);
  assert_selected_row (panel, editor, third);

  /* And Alt+Down takes it back, a step of its own. */
  g_assert_true (press_alt (row, GDK_KEY_Down));
  g_clear_pointer (&order, g_free);
  order = feature_order (scenario);
  g_assert_cmpstr (order, ==, before);
  g_assert_cmpuint (sand_history_get_n_undo (history), ==, n_undo + 2);

  close_window (window);
}

/* The Lists page with a row on its way down the list: the handles and the drop
 * indicator, for a look at them. */
static void
test_screenshot (void)
{
  SandWindow *window = open_window ("crossroads.sandtable");
  SandEditor *editor = sand_window_get_editor (window);
  SandScenario *scenario = sand_editor_get_scenario (editor);
  GtkWidget *panel = show_layers_panel (window);
  GtkListBoxRow *dragged = find_row (panel, feature_at (scenario, 1));
  GtkListBoxRow *target = find_row (panel, feature_at (scenario, 3));
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree char *png = NULL;
  int width, height;

  sand_selection_set (sand_editor_get_selection (editor), feature_at (scenario, 1));
  gtk_widget_add_css_class (GTK_WIDGET (dragged), "sand-dragged");
  gtk_widget_add_css_class (GTK_WIDGET (target), "sand-drop-below");
  app_test_settle ();

  texture = app_test_render (GTK_WIDGET (window), &width, &height);
  png = g_test_build_filename (G_TEST_BUILT, "sandtable-layers.png", NULL);
  g_assert_true (gdk_texture_save_to_png (texture, png));
  g_test_message ("the Lists page saved as %s", png);

  close_window (window);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  int status;

  gtk_test_init (&argc, &argv, NULL);

  app = sand_application_new ();
  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_HANDLES_OPEN | G_APPLICATION_NON_UNIQUE);
  if (!g_application_register (G_APPLICATION (app), NULL, &error))
    g_error ("could not register the application: %s", error->message);

  g_test_add_func ("/layers-reorder/drop", test_drop);
  g_test_add_func ("/layers-reorder/keys", test_keys);
  g_test_add_func ("/layers-reorder/screenshot", test_screenshot);

  status = g_test_run ();
  g_clear_object (&app);

  return status;
}
