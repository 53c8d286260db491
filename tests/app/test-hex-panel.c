/* test-hex-panel.c: the Hex sidebar page under a (virtual) display — its lists
 * against the sight and fire rules, the casualty dice, undo and elimination.
 *
 * Also writes the window as a PNG (tests/sandtable-hex-aids.png in the build
 * tree), the picture in data/screenshots/.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "app-test-util.h"
#include "sand-application.h"
#include "sand-editor.h"
#include "sand-hex-panel.h"
#include "sand-fire.h"
#include "sand-selection.h"
#include "sand-window.h"

static SandApplication *app;

/* A window showing the example @name; @width and @height (0: the default)
 * size it. */
static SandWindow *
open_window_sized (const char *name,
                   int         width,
                   int         height)
{
  SandWindow *window = sand_application_new_window (app);
  g_autoptr(GFile) file = app_test_scenario_file (name);

  if (width > 0 && height > 0)
    gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  sand_window_open_file (window, file);
  app_test_wait_for_window (window);
  return window;
}

/* The window's Hex page, brought to the front of the sidebar. */
static SandHexPanel *
show_hex_panel (SandWindow *window)
{
  return SAND_HEX_PANEL (app_test_show_sidebar_page (window, SAND_TYPE_HEX_PANEL));
}

static void
select_unit (SandHexPanel *panel,
             const char   *id)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (panel), "hex.select-unit", "s", id));
  app_test_wait_for_frames (GTK_WIDGET (panel));
}

static gboolean
model_contains (GListModel *model,
                gpointer    item)
{
  for (guint i = 0, n = g_list_model_get_n_items (model); i < n; i++)
    {
      g_autoptr(GObject) object = g_list_model_get_item (model, i);

      if (object == item)
        return TRUE;
    }
  return FALSE;
}

/* The panel's hex map; built again after every edit, so never kept. */
static SandHexMap *
panel_map (SandHexPanel *panel)
{
  return sand_hex_aid_get_map (sand_hex_panel_get_aid (panel));
}

/* Puts @unit on the centre of @hex. */
static void
place (SandHexPanel *panel,
       SandUnit     *unit,
       SandHex       hex)
{
  double x, y;

  sand_hex_grid_center (sand_hex_map_get_grid (panel_map (panel)), hex, &x, &y);
  sand_unit_set_position (unit, x, y);
}

/* The panel's lists hold exactly what the rules answer for @unit looking from
 * @from; returns how many targets there were. */
static guint
check_lists (SandHexPanel *panel,
             SandUnit     *unit,
             SandHex       from)
{
  SandHexAid *aid = sand_hex_panel_get_aid (panel);
  SandScenario *scenario = sand_hex_aid_get_scenario (aid);
  SandHexMap *map = sand_hex_aid_get_map (aid);
  GListModel *units = sand_hex_aid_get_live_units (aid);
  GArray *hexes = sand_hex_map_get_hexes (map);
  GListModel *all = sand_scenario_get_units (scenario);
  SandRuleset *ruleset = sand_hex_aid_get_ruleset (aid);
  const SandRulesetSight *sight = sand_ruleset_get_sight (ruleset);
  guint n_seen = 0, n_seen_enemies = 0, n_targets = 0;

  for (guint i = 0; i < hexes->len; i++)
    {
      SandHex hex = g_array_index (hexes, SandHex, i);

      if (sand_sight_hex (sight, map, units, sand_unit_get_side (unit), from, hex, NULL))
        n_seen++;
    }
  g_assert_cmpuint (sand_hex_aid_get_seen (aid)->len, ==, n_seen);

  for (guint i = 0, n = g_list_model_get_n_items (all); i < n; i++)
    {
      g_autoptr(SandUnit) other = g_list_model_get_item (all, i);
      gboolean enemy = sand_unit_get_side (other) != sand_unit_get_side (unit);
      gboolean live = model_contains (units, other);
      gboolean sees = enemy && live &&
                      sand_sight_hex (sight, map, units, sand_unit_get_side (unit), from,
                                      sand_hex_unit_hex (panel_map (panel), other), NULL);
      gboolean fires = live && sand_fire_hex (ruleset, map, units, unit, from, other, NULL, NULL);

      g_assert_cmpint (model_contains (sand_hex_panel_get_seen_enemies (panel), other), ==, sees);
      g_assert_cmpint (model_contains (sand_hex_panel_get_targets (panel), other), ==, fires);
      n_seen_enemies += sees;
      n_targets += fires;
    }
  g_assert_cmpuint (g_list_model_get_n_items (sand_hex_panel_get_seen_enemies (panel)), ==, n_seen_enemies);
  g_assert_cmpuint (g_list_model_get_n_items (sand_hex_panel_get_targets (panel)), ==, n_targets);

  return n_targets;
}

static void
close_window (SandWindow *window)
{
  app_test_close_window (window);
}

static gboolean
page_hidden (gpointer page)
{
  return !adw_view_stack_page_get_visible (page);
}

static gboolean
page_shown (gpointer page)
{
  return adw_view_stack_page_get_visible (page);
}

static void
test_available (void)
{
  SandWindow *window = open_window_sized ("crossroads.sandtable", 0, 0);
  GtkWidget *panel = app_test_find_widget_of_type (GTK_WIDGET (window), SAND_TYPE_HEX_PANEL);
  AdwViewStack *stack = ADW_VIEW_STACK (app_test_find_widget_of_type (GTK_WIDGET (window), ADW_TYPE_VIEW_STACK));
  AdwViewStackPage *page = adw_view_stack_get_page (stack, panel);
  SandRenderOptions *options = sand_canvas_get_render_options (sand_window_get_canvas (window));
  g_autoptr(GFile) hex_file = app_test_scenario_file ("hex-table.sandtable");

  /* No grid, no Hex page. */
  g_assert_false (sand_hex_panel_get_available (SAND_HEX_PANEL (panel)));
  g_assert_false (adw_view_stack_page_get_visible (page));

  sand_window_open_file (window, hex_file);
  app_test_wait_for_window (window);
  g_assert_true (sand_hex_panel_get_available (SAND_HEX_PANEL (panel)));
  g_assert_true (adw_view_stack_page_get_visible (page));

  /* A grid alone is not enough: the page is there for a ruleset that declares
   * sight, weapons or a combat table, and goes with one that does not. */
  {
    SandScenario *scenario = sand_document_get_scenario (sand_window_get_document (window));

    sand_scenario_set_ruleset (scenario, "m42");
    app_test_wait_for (page_hidden, page, "the Hex page to go");
    g_assert_false (sand_hex_panel_get_available (SAND_HEX_PANEL (panel)));
    sand_scenario_set_ruleset (scenario, "ohw-ww2-hex");
    app_test_wait_for (page_shown, page, "the Hex page to come back");
  }

  /* The view's toggle draws hex coordinates. */
  g_assert_false (options->show_hex_coords);
  g_action_group_activate_action (G_ACTION_GROUP (window), "show-hex-coords", NULL);
  g_assert_true (options->show_hex_coords);
  g_action_group_activate_action (G_ACTION_GROUP (window), "show-hex-coords", NULL);
  g_assert_false (options->show_hex_coords);

  close_window (window);
}

static void
test_sight_and_fire (void)
{
  SandWindow *window = open_window_sized ("hex-table.sandtable", 0, 0);
  SandHexPanel *panel = show_hex_panel (window);
  SandHexAid *aid = sand_hex_panel_get_aid (panel);
  SandScenario *scenario = sand_document_get_scenario (sand_window_get_document (window));
  SandUnit *kuppe = sand_scenario_find_unit (scenario, "b-inf3");
  SandUnit *altdorf = sand_scenario_find_unit (scenario, "b-inf1");
  SandUnit *art = sand_scenario_find_unit (scenario, "b-art");
  SandUnit *near = sand_scenario_find_unit (scenario, "r-inf1");
  SandUnit *behind = sand_scenario_find_unit (scenario, "r-inf2");
  SandHex own, step, origin;

  g_assert_nonnull (panel_map (panel));
  g_assert_null (sand_hex_aid_get_unit (aid));

  /* As the table is set up, 3rd Infantry on Kuppe 112 sees hexes but no enemy. */
  select_unit (panel, "b-inf3");
  g_assert_true (sand_hex_aid_get_unit (aid) == kuppe);
  /* The action selects it in the editor too, which outlines it. */
  g_assert_true (sand_selection_get_single (sand_editor_get_selection (sand_window_get_editor (window))) == kuppe);
  g_assert_cmpuint (check_lists (panel, kuppe, sand_hex_unit_hex (panel_map (panel), kuppe)), ==, 0);
  g_assert_cmpuint (sand_hex_aid_get_seen (aid)->len, >, 1);
  g_assert_cmpuint (g_list_model_get_n_items (sand_hex_panel_get_seen_enemies (panel)), ==, 0);

  /* Two Red battalions come up in a line east of Altdorf: the nearer one is seen
   * and in range, the one behind it is hidden by it. */
  own = sand_hex_unit_hex (panel_map (panel), altdorf);
  step = sand_hex_neighbor (own, 1);
  place (panel, near, step);
  place (panel, behind, sand_hex_neighbor (step, 1));
  select_unit (panel, "b-inf1");
  g_assert_cmpuint (check_lists (panel, altdorf, own), ==, 1);
  g_assert_true (model_contains (sand_hex_panel_get_targets (panel), near));
  g_assert_false (model_contains (sand_hex_panel_get_targets (panel), behind));
  g_assert_cmpint (sand_hex_aid_find_enemy (aid, behind)->block.result, ==, SAND_SIGHT_UNIT);

  /* Looking from a hex it might move to: the answers follow. */
  origin = sand_hex_neighbor (own, 0);
  sand_hex_aid_set_origin (aid, &origin);
  g_assert_true (sand_hex_aid_get_origin (aid, &origin));
  check_lists (panel, altdorf, origin);
  sand_hex_aid_set_origin (aid, NULL);
  g_assert_false (sand_hex_aid_get_origin (aid, &origin));

  /* The artillery fires at what a friend sees: move it within 8 of the nearer
   * battalion and compare. */
  place (panel, art, sand_hex_neighbor (sand_hex_neighbor (sand_hex_neighbor (own, 4), 4), 4));
  select_unit (panel, "b-art");
  g_assert_cmpuint (check_lists (panel, art, sand_hex_unit_hex (panel_map (panel), art)), >=, 1);
  g_assert_true (model_contains (sand_hex_panel_get_targets (panel), near));

  /* Selecting nothing empties the page. */
  select_unit (panel, "");
  g_assert_null (sand_hex_aid_get_unit (aid));
  g_assert_cmpuint (g_list_model_get_n_items (sand_hex_panel_get_targets (panel)), ==, 0);

  close_window (window);
}

static void
apply_hits (SandHexPanel *panel)
{
  gtk_widget_activate_action (GTK_WIDGET (panel), "hex.apply-hits", NULL);
  app_test_wait_for_frames (GTK_WIDGET (panel));
}

static void
test_casualties (void)
{
  SandWindow *window = open_window_sized ("hex-table.sandtable", 0, 0);
  SandHexPanel *panel = show_hex_panel (window);
  SandHexAid *aid = sand_hex_panel_get_aid (panel);
  SandDocument *document = sand_window_get_document (window);
  SandScenario *scenario = sand_document_get_scenario (document);
  SandUnit *altdorf = sand_scenario_find_unit (scenario, "b-inf1");
  SandUnit *near = sand_scenario_find_unit (scenario, "r-inf1");
  SandUnit *tank = sand_scenario_find_unit (scenario, "r-tank");
  SandUnit *behind = sand_scenario_find_unit (scenario, "r-inf2");
  g_autoptr(SandHistory) own_history = NULL;
  SandHistory *history = sand_hex_panel_get_history (panel);
  SandHex own = sand_hex_unit_hex (panel_map (panel), altdorf);
  SandHex step = sand_hex_neighbor (own, 1);

  /* The window hands the panel the document's history when it has one. */
  if (history == NULL)
    {
      own_history = sand_history_new (scenario);
      sand_hex_panel_set_history (panel, own_history);
      history = own_history;
    }

  place (panel, near, step);
  place (panel, behind, sand_hex_neighbor (step, 1));
  place (panel, tank, sand_hex_neighbor (own, 2));
  select_unit (panel, "b-inf1");
  g_assert_true (model_contains (sand_hex_panel_get_targets (panel), near));
  g_assert_true (model_contains (sand_hex_panel_get_targets (panel), tank));

  /* No target, no hits. */
  g_assert_null (sand_hex_panel_get_target (panel));
  g_assert_cmpint (sand_hex_panel_get_hits (panel), ==, -1);

  /* Infantry against tanks: D6 − 2, halved in cover, rounded up. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (panel), "hex.pick-target", "s", "r-tank"));
  g_assert_true (sand_hex_panel_get_target (panel) == tank);
  sand_hex_panel_set_die (panel, 6);
  g_assert_cmpint (sand_hex_panel_get_hits (panel), ==, 4);
  sand_hex_panel_set_in_cover (panel, TRUE);
  g_assert_cmpint (sand_hex_panel_get_hits (panel), ==, 2);
  sand_hex_panel_set_die (panel, 1);
  g_assert_cmpint (sand_hex_panel_get_hits (panel), ==, 0);

  /* Rolling gives a score the rules know. */
  for (int i = 0; i < 20; i++)
    {
      gtk_widget_activate_action (GTK_WIDGET (panel), "hex.roll", NULL);
      g_assert_cmpint (sand_hex_panel_get_die (panel), >=, 1);
      g_assert_cmpint (sand_hex_panel_get_die (panel), <=, 6);
    }

  /* Infantry against infantry in the open: D6. A 5 takes 5 off 15. */
  sand_hex_panel_set_target (panel, near);
  sand_hex_panel_set_in_cover (panel, FALSE);
  sand_hex_panel_set_die (panel, 5);
  g_assert_cmpint (sand_hex_panel_get_hits (panel), ==, 5);
  apply_hits (panel);
  g_assert_cmpstr (sand_unit_get_attr (near, "strength"), ==, "10");
  {
    double strength;

    g_assert_true (sand_hex_aid_unit_strength (aid, near, &strength));
    g_assert_cmpfloat (strength, ==, 10);
  }
  g_assert_true (sand_history_get_can_undo (history));

  /* Undo gives the strength back, redo takes it again. */
  g_assert_true (sand_history_undo (history));
  app_test_wait_for_frames (GTK_WIDGET (panel));
  g_assert_cmpstr (sand_unit_get_attr (near, "strength"), ==, "15");
  g_assert_true (sand_history_redo (history));
  app_test_wait_for_frames (GTK_WIDGET (panel));
  g_assert_cmpstr (sand_unit_get_attr (near, "strength"), ==, "10");

  /* Two sixes: 10 → 4 → 0, eliminated. */
  sand_hex_panel_set_die (panel, 6);
  apply_hits (panel);
  g_assert_cmpstr (sand_unit_get_attr (near, "strength"), ==, "4");
  g_assert_false (sand_hex_aid_unit_eliminated (aid, near));
  /* a throw's hits are applied once: the same die again is no second six */
  {
    guint steps = sand_history_get_n_undo (history);

    apply_hits (panel);
    g_assert_cmpstr (sand_unit_get_attr (near, "strength"), ==, "4");
    g_assert_cmpuint (sand_history_get_n_undo (history), ==, steps);
  }
  sand_hex_panel_set_die (panel, 6);
  apply_hits (panel);
  g_assert_cmpstr (sand_unit_get_attr (near, "strength"), ==, "0");
  g_assert_true (sand_hex_aid_unit_eliminated (aid, near));
  g_assert_true (sand_hex_panel_get_target (panel) == near);

  /* Gone from the table: no longer a target, no more hits to apply, and the
   * battalion it hid is in plain view now. */
  g_assert_false (model_contains (sand_hex_panel_get_targets (panel), near));
  g_assert_false (model_contains (sand_hex_aid_get_live_units (aid), near));
  g_assert_true (model_contains (sand_hex_panel_get_targets (panel), behind));
  {
    guint steps = sand_history_get_n_undo (history);

    apply_hits (panel);
    g_assert_cmpstr (sand_unit_get_attr (near, "strength"), ==, "0");
    g_assert_cmpuint (sand_history_get_n_undo (history), ==, steps);
  }
  check_lists (panel, altdorf, own);

  /* Seed 003: "Casualties: One D6 per unit fighting". Rolled here, the die is the
   * game's, logged, and its hits go to the log once: applied, the roll is spent. */
  {
    SandPlay *play = sand_scenario_get_play (scenario);
    guint steps, n_log;
    SandPlayEntry *roll, *hit;
    int die;

    sand_hex_panel_set_target (panel, behind);
    gtk_widget_activate_action (GTK_WIDGET (panel), "hex.roll", NULL);
    n_log = g_list_model_get_n_items (sand_play_get_log (play));
    roll = sand_play_get_log_entry (play, n_log - 1);
    g_assert_cmpstr (sand_play_entry_get (roll, "for"), ==, "casualties");
    g_assert_cmpstr (sand_play_entry_get (roll, "target"), ==, "r-inf2");
    die = sand_hex_panel_get_die (panel);
    g_assert_cmpint (sand_play_entry_get_int (roll, "total", 0), ==, die);
    apply_hits (panel);
    hit = sand_play_get_log_entry (play, n_log);
    g_assert_nonnull (hit);
    g_assert_cmpstr (sand_play_entry_get_kind (hit), ==, "hit");
    g_assert_cmpint (sand_play_entry_get_int (hit, "roll", 0), ==, (int) n_log);
    g_assert_cmpint (sand_play_entry_get_int (hit, "hits", -1), ==, die);
    g_assert_cmpint (sand_play_entry_get_int (hit, "strength", -1), ==, 15 - die);
    steps = sand_history_get_n_undo (history);
    apply_hits (panel);
    g_assert_cmpuint (sand_history_get_n_undo (history), ==, steps);
  }

  /* Undo all the way: the battalion stands at full strength again. */
  while (sand_history_undo (history))
    ;
  app_test_wait_for_frames (GTK_WIDGET (panel));
  g_assert_cmpstr (sand_unit_get_attr (near, "strength"), ==, "15");
  g_assert_true (model_contains (sand_hex_panel_get_targets (panel), near));

  close_window (window);
}

/* The README's picture: an anti-tank battery east of Altdorf with a Red
 * advance in front of it, the tank picked for the dice. */
static void
test_screenshot (void)
{
  SandWindow *window = open_window_sized ("hex-table.sandtable", 1360, 940);
  SandHexPanel *panel;
  SandHexAid *aid;
  SandScenario *scenario;
  SandUnit *battery;
  SandHex own, hidden = { 0, 0 };
  gboolean found = FALSE;
  double x, y;

  panel = show_hex_panel (window);
  aid = sand_hex_panel_get_aid (panel);
  scenario = sand_document_get_scenario (sand_window_get_document (window));
  battery = sand_scenario_find_unit (scenario, "b-atg");

  select_unit (panel, "b-atg");
  own = sand_hex_unit_hex (panel_map (panel), battery);
  /* A hex the battery cannot see for the terrain, for the Pak company. */
  for (guint i = 0; i < sand_hex_aid_get_hidden (aid)->len && !found; i++)
    {
      const SandHexAidHidden *h = &g_array_index (sand_hex_aid_get_hidden (aid), SandHexAidHidden, i);

      if (h->block.result == SAND_SIGHT_TERRAIN && sand_hex_distance (own, h->hex) >= 2)
        {
          hidden = h->hex;
          found = TRUE;
        }
    }
  g_assert_true (found);

  place (panel, sand_scenario_find_unit (scenario, "r-tank"), sand_hex_neighbor (sand_hex_neighbor (own, 1), 1));
  place (panel, sand_scenario_find_unit (scenario, "r-inf1"), sand_hex_neighbor (own, 0));
  place (panel, sand_scenario_find_unit (scenario, "r-inf2"),
         sand_hex_neighbor (sand_hex_neighbor (own, 0), 0));
  place (panel, sand_scenario_find_unit (scenario, "r-atg"), hidden);
  place (panel, sand_scenario_find_unit (scenario, "r-cav"),
         sand_hex_neighbor (sand_hex_neighbor (own, 1), 2));
  sand_unit_set_attr (sand_scenario_find_unit (scenario, "r-cav"), "strength", "0");
  sand_unit_set_attr (sand_scenario_find_unit (scenario, "r-tank"), "strength", "11");
  app_test_wait_for_frames (GTK_WIDGET (panel));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (panel), "hex.pick-target", "s", "r-tank"));
  sand_hex_panel_set_die (panel, 4);
  g_assert_cmpint (sand_hex_panel_get_hits (panel), ==, 6);

  /* Close in on the battery. */
  sand_viewport_table_to_widget (sand_canvas_get_viewport (sand_window_get_canvas (window)),
                                 sand_unit_get_x (battery), sand_unit_get_y (battery), &x, &y);
  sand_viewport_zoom_at (sand_canvas_get_viewport (sand_window_get_canvas (window)), x, y, 2.2);
  app_test_wait_for_frames (GTK_WIDGET (sand_window_get_canvas (window)));
  /* Down the page to the dice; the table shows what the lists above say. */
  {
    GtkWidget *page = gtk_stack_get_visible_child (GTK_STACK (app_test_find_widget_of_type (GTK_WIDGET (panel), GTK_TYPE_STACK)));
    GtkWidget *scrolled = app_test_find_widget_of_type (page, GTK_TYPE_SCROLLED_WINDOW);
    GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled));

    gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
    app_test_wait_for_frames (scrolled);
    g_assert_cmpfloat (gtk_adjustment_get_value (adjustment), >, 0.0);
  }

  app_test_save_png (GTK_WIDGET (window), "sandtable-hex-aids.png");

  close_window (window);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  gtk_test_init (&argc, &argv, NULL);

  app = app_test_application_new ();

  g_test_add_func ("/hex-panel/available", test_available);
  g_test_add_func ("/hex-panel/sight-and-fire", test_sight_and_fire);
  g_test_add_func ("/hex-panel/casualties", test_casualties);
  g_test_add_func ("/hex-panel/screenshot", test_screenshot);

  status = g_test_run ();
  g_clear_object (&app);

  return status;
}
