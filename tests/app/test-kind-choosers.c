/* test-kind-choosers.c: the kinds of terrain in the palette's "what to draw"
 * popover (what the next feature is like) and in the Lists page's per-kind
 * popover (hide and lock them all). Needs a (virtual) display.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "inspector-fixture.h"
#include "sand-kind-chooser.h"
#include "sand-kind-toggles.h"

static void
activate_kind (GtkWidget       *chooser,
               SandTerrainKind  kind)
{
  GtkWidget *list = app_test_find_widget_of_type (chooser, GTK_TYPE_LIST_BOX);

  for (int i = 0;; i++)
    {
      GtkListBoxRow *row = gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), i);

      g_assert_nonnull (row);
      if (GPOINTER_TO_INT (g_object_get_data (G_OBJECT (row), "kind")) == (int) kind)
        {
          g_signal_emit_by_name (list, "row-activated", row);
          return;
        }
    }
}

/* The palette's "what to draw" popover sets what the next feature is like. */
static void
test_kind_defaults (void)
{
  Fixture f;
  GtkWidget *lines, *areas;
  SandFeature *road, *wall, *river, *hill;

  setup (&f, "m42");
  lines = g_object_ref_sink (sand_kind_chooser_new (f.editor, SAND_SHAPE_LINE));
  areas = g_object_ref_sink (sand_kind_chooser_new (f.editor, SAND_SHAPE_AREA));
  road = sand_editor_get_prototype (f.editor, SAND_TERRAIN_ROAD);
  wall = sand_editor_get_prototype (f.editor, SAND_TERRAIN_WALL);
  river = sand_editor_get_prototype (f.editor, SAND_TERRAIN_RIVER);
  hill = sand_editor_get_prototype (f.editor, SAND_TERRAIN_HILL);

  /* Roads come first: surface and width, no height. */
  g_assert_null (find_named (lines, "height"));
  gtk_drop_down_set_selected (GTK_DROP_DOWN (find_named (lines, "surface")), 1);
  g_assert_cmpstr (sand_feature_get_surface (road), ==, "paved");
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (find_named (lines, "width")), 3);
  g_assert_cmpfloat (sand_feature_get_width (road), ==, 3.0);

  activate_kind (lines, SAND_TERRAIN_WALL);
  g_assert_cmpint (sand_editor_get_line_kind (f.editor), ==, SAND_TERRAIN_WALL);
  g_assert_null (find_named (lines, "surface"));
  g_assert_null (find_named (lines, "width"));
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (find_named (lines, "height")), 4.5);
  g_assert_cmpfloat (sand_feature_get_height (wall), ==, 4.5);

  activate_kind (lines, SAND_TERRAIN_RIVER);
  g_assert_false (sand_feature_get_fordable (river));
  gtk_switch_set_active (GTK_SWITCH (find_named (lines, "fordable")), TRUE);
  g_assert_true (sand_feature_get_fordable (river));

  activate_kind (areas, SAND_TERRAIN_HILL);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (find_named (areas, "level")), 2);
  g_assert_cmpint (sand_feature_get_level (hill), ==, 2);
  activate_kind (areas, SAND_TERRAIN_WOODS);
  /* Woods have nothing to set: the section hides. */
  g_assert_false (gtk_widget_get_visible (gtk_widget_get_parent (app_test_find_widget_of_type (areas, GTK_TYPE_GRID))));
  g_assert_null (find_named (areas, "level"));

  /* A chooser opened again shows what was set. */
  g_object_unref (lines);
  lines = g_object_ref_sink (sand_kind_chooser_new (f.editor, SAND_SHAPE_LINE));
  g_assert_true (gtk_switch_get_active (GTK_SWITCH (find_named (lines, "fordable"))));
  activate_kind (lines, SAND_TERRAIN_WALL);
  g_assert_cmpfloat (gtk_spin_button_get_value (GTK_SPIN_BUTTON (find_named (lines, "height"))), ==, 4.5);

  /* In centimetres, live: the wall's 4.5 in reads 11.43 cm, and 10 cm is kept
   * in inches. */
  sand_editor_set_use_cm (f.editor, TRUE);
  g_assert_cmpfloat_with_epsilon (gtk_spin_button_get_value (GTK_SPIN_BUTTON (find_named (lines, "height"))),
                                  4.5 * 2.54, 1e-9);
  gtk_spin_button_update (GTK_SPIN_BUTTON (find_named (lines, "height")));
  g_assert_cmpfloat (sand_feature_get_height (wall), ==, 4.5);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (find_named (lines, "height")), 10);
  g_assert_cmpfloat_with_epsilon (sand_feature_get_height (wall), 10 / 2.54, 1e-9);
  sand_editor_set_use_cm (f.editor, FALSE);
  g_assert_cmpfloat_with_epsilon (gtk_spin_button_get_value (GTK_SPIN_BUTTON (find_named (lines, "height"))),
                                  10 / 2.54, 1e-9);

  g_object_unref (lines);
  g_object_unref (areas);
  teardown (&f);
}

static void
add_feature (Fixture         *f,
             SandTerrainKind  kind)
{
  g_autoptr(SandFeature) feature = sand_editor_make_feature (f->editor, kind);
  SandPoint points[] = { { 1, 1 }, { 5, 1 } };

  sand_feature_set_polyline (feature, points, G_N_ELEMENTS (points));
  sand_scenario_add_feature (f->scenario, feature);
}

/* The lists page's per-kind popover lists the kinds drawn, each with a hide
 * and a lock for all its features. */
static void
test_kind_toggles (void)
{
  Fixture f;
  GtkWidget *toggles;

  setup (&f, "m42");
  add_feature (&f, SAND_TERRAIN_WALL);
  add_feature (&f, SAND_TERRAIN_WALL);
  add_feature (&f, SAND_TERRAIN_ROAD);
  toggles = g_object_ref_sink (sand_kind_toggles_new (f.editor));

  g_assert_nonnull (find_named (toggles, "lock-road"));
  g_assert_null (find_named (toggles, "lock-hedge"));

  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (find_named (toggles, "lock-wall")), TRUE);
  g_assert_true (sand_editor_is_kind_locked (f.editor, SAND_TERRAIN_WALL));
  g_assert_false (sand_editor_is_kind_locked (f.editor, SAND_TERRAIN_ROAD));
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (find_named (toggles, "hide-road")), TRUE);
  g_assert_true (sand_editor_is_kind_hidden (f.editor, SAND_TERRAIN_ROAD));
  g_assert_false (sand_editor_is_kind_hidden (f.editor, SAND_TERRAIN_WALL));

  /* Opened again, it shows the state. */
  g_object_unref (toggles);
  toggles = g_object_ref_sink (sand_kind_toggles_new (f.editor));
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (find_named (toggles, "lock-wall"))));
  g_assert_false (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (find_named (toggles, "hide-wall"))));
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (find_named (toggles, "lock-wall")), FALSE);
  g_assert_false (sand_editor_is_kind_locked (f.editor, SAND_TERRAIN_WALL));

  g_object_unref (toggles);
  teardown (&f);
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/palette/kind-defaults", test_kind_defaults);
  g_test_add_func ("/lists/kind-hide-lock", test_kind_toggles);

  return g_test_run ();
}
