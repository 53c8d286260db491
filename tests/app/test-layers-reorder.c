/* test-layers-reorder.c: the order of terrain changed on the Lists page under a
 * (virtual) display — a row dropped on another through the row's own drop
 * target with the dragged item as its value, Alt+Up / Alt+Down through the row's
 * shortcuts, the terrain header's raise and lower buttons; the order on screen
 * and in the scenario, the selection, undo and redo. Terrain is listed top-most
 * first: a row moved up is drawn later.
 *
 * Also writes the window with the Lists page, its handles and a drop indicator
 * as a PNG (tests/sandtable-layers.png in the build tree).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "layers-fixture.h"

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
  app_test_wait_for_frames (f->panel);
  assert_terrain (f, f->before);
  assert_selected_row (f->panel, f->editor, dragged);
  g_assert_true (sand_history_redo (f->history));
  app_test_wait_for_frames (f->panel);
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
static gboolean
selection_empty (gpointer selection)
{
  return sand_selection_is_empty (selection);
}

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
  /* the list lets go of it once the change is over, when the main loop is idle */
  app_test_wait_for (selection_empty, selection, "the removed unit to leave the selection");

  sand_selection_set (selection, second);
  app_test_wait_for_frames (f->panel);
  g_assert_true (gtk_list_box_row_is_selected (find_row (f->panel, second)));
  sand_edit_remove_unit (f->history, second);
  app_test_wait_for (selection_empty, selection, "the removed unit to leave the selection");
  app_test_wait_for_frames (f->panel);
  g_assert_null (app_test_find_item_row (f->panel, second));
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

static void
save_window (Fixture    *f,
             const char *name)
{
  app_test_save_png (GTK_WIDGET (f->window), name);
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
  layers_fixture_app = app_test_application_new ();

  g_test_add ("/layers-reorder/terrain-shown-top-first", Fixture, NULL, fixture_set_up,
              test_terrain_shown_top_first, fixture_tear_down);
  g_test_add ("/layers-reorder/drop", Fixture, NULL, fixture_set_up, test_drop, fixture_tear_down);
  g_test_add ("/layers-reorder/keys", Fixture, NULL, fixture_set_up, test_keys, fixture_tear_down);
  g_test_add ("/layers-reorder/raise-lower", Fixture, NULL, fixture_set_up, test_raise_lower, fixture_tear_down);
  g_test_add ("/layers-reorder/removed-leaves-selection", Fixture, NULL, fixture_set_up,
              test_removed_leaves_selection, fixture_tear_down);
  g_test_add ("/layers-reorder/screenshot", Fixture, NULL, fixture_set_up, test_screenshot, fixture_tear_down);

  status = g_test_run ();
  g_clear_object (&layers_fixture_app);

  return status;
}
