/* test-layers-units.c: units and sides reordered on the Lists page under a
 * (virtual) display: units are listed under a header row per side, in the sides'
 * order, and move only among their side's; sides move as rows of their own.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "layers-fixture.h"

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
  app_test_wait_for_frames (f->panel);
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
  app_test_wait_for_frames (f->panel);
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
  app_test_wait_for_frames (f->panel);
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
  app_test_wait_for_frames (f->panel);
  assert_grouped (f);
  g_assert_cmpint (gtk_list_box_row_get_index (find_row (f->panel, added)), ==,
                   gtk_list_box_row_get_index (find_row (f->panel, other)) - 1);
  g_assert_true (header_at (f->units, gtk_list_box_row_get_index (find_row (f->panel, added)) - 1) == them);
  g_assert_true (sand_history_undo (f->history));
  app_test_wait_for_frames (f->panel);
  assert_grouped (f);
  g_assert_true (sand_unit_get_side (added) == us);

  /* A side with no units yet: its header, last. */
  sand_edit_add_side (f->history, empty);
  app_test_wait_for_frames (f->panel);
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
  app_test_wait_for_frames (f->panel);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (app_test_find_widget_of_type (GTK_WIDGET (row), GTK_TYPE_LABEL))),
                   ==, "Free French");

  /* Undone back to the start: the list as it was. */
  while (sand_history_get_n_undo (f->history) > f->n_undo)
    g_assert_true (sand_history_undo (f->history));
  app_test_wait_for_frames (f->panel);
  assert_grouped (f);
  now = side_order (f->scenario, us);
  g_assert_cmpstr (now, ==, us_before);
  g_free (now);
  g_assert_null (app_test_find_item_row (f->panel, added));
}

int
main (int   argc,
      char *argv[])
{
  int status;

  gtk_test_init (&argc, &argv, NULL);
  layers_fixture_app = app_test_application_new ();

  g_test_add ("/layers-units/units", Fixture, NULL, fixture_set_up, test_units, fixture_tear_down);
  g_test_add ("/layers-units/sides", Fixture, NULL, fixture_set_up, test_sides, fixture_tear_down);
  g_test_add ("/layers-units/grouped-by-side", Fixture, NULL, fixture_set_up, test_units_grouped_by_side,
              fixture_tear_down);

  status = g_test_run ();
  g_clear_object (&layers_fixture_app);

  return status;
}
