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
#include "sand-edit.h"
#include "sand-editor.h"
#include "sand-layers-panel.h"
#include "sand-selection.h"
#include "sand-window.h"

static SandApplication *app;

/* The crossroads example with the Lists page in front, and its drawing order
 * before the test. */
typedef struct
{
  SandWindow   *window;
  SandEditor   *editor;
  SandHistory  *history;
  SandScenario *scenario;
  GtkWidget    *panel;
  guint         n;
  char         *before;
  guint         n_undo;
} Fixture;

static char *feature_order (SandScenario *scenario);

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  fixture->window = app_test_open_window (app, "crossroads.sandtable");
  fixture->editor = sand_window_get_editor (fixture->window);
  fixture->history = sand_editor_get_history (fixture->editor);
  fixture->scenario = sand_editor_get_scenario (fixture->editor);
  fixture->panel = app_test_show_sidebar_page (fixture->window, SAND_TYPE_LAYERS_PANEL);
  fixture->n = g_list_model_get_n_items (sand_scenario_get_features (fixture->scenario));
  fixture->before = feature_order (fixture->scenario);
  fixture->n_undo = sand_history_get_n_undo (fixture->history);
  g_assert_cmpuint (fixture->n, >=, 4);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  sand_document_set_modified (sand_window_get_document (fixture->window), FALSE);
  gtk_window_destroy (GTK_WINDOW (fixture->window));
  g_free (fixture->before);
}

static GtkListBoxRow *
find_row (GtkWidget *widget,
          gpointer   item)
{
  return GTK_LIST_BOX_ROW (app_test_find_item_row (widget, item));
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
test_drop (Fixture       *f,
           gconstpointer  data)
{
  g_autofree char *down = moved_order (f->before, 1, f->n - 2);
  g_autofree char *up = moved_order (down, f->n - 2, 0);
  g_autofree char *order = NULL;
  SandFeature *dragged = feature_at (f->scenario, 1);

  /* Dropped on itself: nothing moves, nothing is recorded. */
  g_assert_false (drop_on (f->panel, dragged, dragged));
  order = feature_order (f->scenario);
  g_assert_cmpstr (order, ==, f->before);
  g_assert_cmpuint (sand_history_get_n_undo (f->history), ==, f->n_undo);

  /* Down the list onto the last but one: it takes that place. */
  g_assert_true (drop_on (f->panel, dragged, feature_at (f->scenario, f->n - 2)));
  g_clear_pointer (&order, g_free);
  order = feature_order (f->scenario);
  g_assert_cmpstr (order, ==, down);
  g_assert_cmpuint (sand_history_get_n_undo (f->history), ==, f->n_undo + 1);
  g_assert_cmpuint (sand_history_get_undo_size (f->history), ==, 1);
  assert_selected_row (f->panel, f->editor, dragged);

  /* One undo puts it back, one redo moves it again; the selection stays. */
  g_assert_true (sand_history_undo (f->history));
  app_test_settle ();
  g_clear_pointer (&order, g_free);
  order = feature_order (f->scenario);
  g_assert_cmpstr (order, ==, f->before);
  assert_selected_row (f->panel, f->editor, dragged);
  g_assert_true (sand_history_redo (f->history));
  app_test_settle ();
  g_clear_pointer (&order, g_free);
  order = feature_order (f->scenario);
  g_assert_cmpstr (order, ==, down);
  assert_selected_row (f->panel, f->editor, dragged);

  /* Up the list onto the first: a second step of its own. */
  g_assert_true (drop_on (f->panel, dragged, feature_at (f->scenario, 0)));
  g_clear_pointer (&order, g_free);
  order = feature_order (f->scenario);
  g_assert_cmpstr (order, ==, up);
  g_assert_cmpuint (sand_history_get_n_undo (f->history), ==, f->n_undo + 2);
  g_assert_true (sand_history_undo (f->history));
  g_clear_pointer (&order, g_free);
  order = feature_order (f->scenario);
  g_assert_cmpstr (order, ==, down);
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
test_keys (Fixture       *f,
           gconstpointer  data)
{
  g_autofree char *lowered = moved_order (f->before, 2, 1);
  g_autofree char *order = NULL;
  SandFeature *third = feature_at (f->scenario, 2);
  GtkListBoxRow *row;

  /* At either end there is nowhere to go. */
  g_assert_false (press_alt (find_row (f->panel, feature_at (f->scenario, 0)), GDK_KEY_Up));
  g_assert_false (press_alt (find_row (f->panel, feature_at (f->scenario, f->n - 1)), GDK_KEY_Down));
  g_assert_cmpuint (sand_history_get_n_undo (f->history), ==, f->n_undo);

  /* Alt+Up moves the row up the list, drawn one place earlier; the focus and
   * the selection go with it. */
  gtk_widget_grab_focus (GTK_WIDGET (find_row (f->panel, third)));
  g_assert_true (press_alt (find_row (f->panel, third), GDK_KEY_Up));
  order = feature_order (f->scenario);
  g_assert_cmpstr (order, ==, lowered);
  row = find_row (f->panel, third);
  g_assert_true (gtk_root_get_focus (GTK_ROOT (f->window)) == GTK_WIDGET (row));
  g_assert_cmpint (gtk_list_box_row_get_index (row), ==, 1);
  assert_selected_row (f->panel, f->editor, third);

  /* And Alt+Down takes it back, a step of its own. */
  g_assert_true (press_alt (row, GDK_KEY_Down));
  g_clear_pointer (&order, g_free);
  order = feature_order (f->scenario);
  g_assert_cmpstr (order, ==, f->before);
  g_assert_cmpuint (sand_history_get_n_undo (f->history), ==, f->n_undo + 2);
}

/* The Lists page with a row on its way down the list: the handles and the drop
 * indicator, for a look at them. */
static void
test_screenshot (Fixture       *f,
                 gconstpointer  data)
{
  GtkListBoxRow *dragged = find_row (f->panel, feature_at (f->scenario, 1));
  GtkListBoxRow *target = find_row (f->panel, feature_at (f->scenario, 3));
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree char *png = NULL;
  int width, height;

  sand_selection_set (sand_editor_get_selection (f->editor), feature_at (f->scenario, 1));
  gtk_widget_add_css_class (GTK_WIDGET (dragged), "sand-dragged");
  gtk_widget_add_css_class (GTK_WIDGET (target), "sand-drop-below");
  app_test_settle ();

  texture = app_test_render (GTK_WIDGET (f->window), &width, &height);
  png = g_test_build_filename (G_TEST_BUILT, "sandtable-layers.png", NULL);
  g_assert_true (gdk_texture_save_to_png (texture, png));
  g_test_message ("the Lists page saved as %s", png);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  gtk_test_init (&argc, &argv, NULL);
  app = app_test_application_new ();

  g_test_add ("/layers-reorder/drop", Fixture, NULL, fixture_set_up, test_drop, fixture_tear_down);
  g_test_add ("/layers-reorder/keys", Fixture, NULL, fixture_set_up, test_keys, fixture_tear_down);
  g_test_add ("/layers-reorder/removed-leaves-selection", Fixture, NULL, fixture_set_up,
              test_removed_leaves_selection, fixture_tear_down);
  g_test_add ("/layers-reorder/screenshot", Fixture, NULL, fixture_set_up, test_screenshot, fixture_tear_down);

  status = g_test_run ();
  g_clear_object (&app);

  return status;
}
