/* test-play-threat.c: the threat map on the Play page under a (virtual)
 * display — how many of a side's units reach each spot, switched on from the
 * view menu, its side chosen on the page, on the club-table example and on a
 * hexed table.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include <glib/gstdio.h>

#include "app-test-util.h"
#include "play-fixture.h"
#include "sand-application.h"
#include "sand-editor.h"
#include "sand-error.h"
#include "sand-hex-grid.h"
#include "sand-layers-panel.h"
#include "sand-play-panel.h"
#include "sand-pointer-label.h"
#include "sand-reach-layer.h"
#include "sand-selection.h"
#include "sand-window.h"

static SandApplication *app;

/* Whether @model, its sections or submenus hold an item for @action. */
static gboolean
menu_has_action (GMenuModel *model,
                 const char *action)
{
  for (int i = 0; i < g_menu_model_get_n_items (model); i++)
    {
      g_autofree char *name = NULL;
      g_autoptr (GMenuLinkIter) links = NULL;
      GMenuModel *link;

      if (g_menu_model_get_item_attribute (model, i, G_MENU_ATTRIBUTE_ACTION, "s", &name)
          && g_strcmp0 (name, action) == 0)
        return TRUE;
      links = g_menu_model_iterate_item_links (model, i);
      while (g_menu_link_iter_get_next (links, NULL, &link))
        {
          gboolean found = menu_has_action (link, action);

          g_object_unref (link);
          if (found)
            return TRUE;
        }
    }
  return FALSE;
}

/* The primary menu's button among @widget and its descendants. */
static GtkMenuButton *
find_primary_menu_button (GtkWidget *widget)
{
  if (GTK_IS_MENU_BUTTON (widget)
      && g_strcmp0 (gtk_menu_button_get_icon_name (GTK_MENU_BUTTON (widget)), "open-menu-symbolic") == 0)
    return GTK_MENU_BUTTON (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    {
      GtkMenuButton *found = find_primary_menu_button (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

typedef struct
{
  SandPlayAid *aid;
  guint        answers;  /* before the question was asked */
} Question;

static gboolean
answered_with_threat (gpointer data)
{
  Question *q = data;

  return sand_play_aid_get_n_answers (q->aid) > q->answers && play_reach_ready (q->aid)
         && !sand_reach_overlay_is_empty (sand_play_aid_get_overlay (q->aid));
}

/* Waits for an answer to what was asked since @aid had given @answers. */
static void
wait_for_answer (SandPlayAid *aid,
                 guint        answers)
{
  Question q = { aid, answers };

  app_test_wait_for (answered_with_threat, &q, "the threat map");
}

static guint
threat_at_unit (SandPlayAid *aid,
                const char  *unit_id)
{
  SandUnit *unit = sand_scenario_find_unit (sand_play_aid_get_scenario (aid), unit_id);

  g_assert_nonnull (unit);
  return sand_reach_overlay_threat_at (sand_play_aid_get_overlay (aid), sand_unit_get_x (unit),
                                       sand_unit_get_y (unit));
}

/* The most units that reach one spot within @radius of a unit. */
static guint
threat_max_near (SandPlayAid *aid,
                 const char  *unit_id,
                 double       radius)
{
  SandUnit *unit = sand_scenario_find_unit (sand_play_aid_get_scenario (aid), unit_id);
  guint most = 0;

  for (double dy = -radius; dy <= radius; dy += 0.25)
    for (double dx = -radius; dx <= radius; dx += 0.25)
      most = MAX (most, sand_reach_overlay_threat_at (sand_play_aid_get_overlay (aid),
                                                      sand_unit_get_x (unit) + dx, sand_unit_get_y (unit) + dy));
  return most;
}

static double
legend_width (SandReachOverlay *overlay)
{
  double w, h;

  sand_reach_overlay_draw_legend (overlay, NULL, &w, &h);
  return w;
}

static void
test_threat_map_menu_and_side (void)
{
  SandWindow *window = play_open_example (app, "club-table.sandtable");
  SandPlayPanel *panel = sand_play_panel_get_for_window (window);
  SandPlayAid *aid = sand_play_panel_get_aid (panel);
  GtkMenuButton *menu_button = find_primary_menu_button (GTK_WIDGET (window));
  g_autoptr (GVariant) state = NULL;
  guint answers;

  /* The view menu toggles it: the item is there and names the action. */
  g_assert_nonnull (menu_button);
  g_assert_true (menu_has_action (gtk_menu_button_get_menu_model (menu_button), "win.threat-map"));
  g_assert_true (menu_has_action (gtk_menu_button_get_menu_model (menu_button), "win.export-view"));

  /* On with no unit selected: the first side, the Americans, on their own ground. */
  answers = sand_play_aid_get_n_answers (aid);
  g_action_group_change_action_state (G_ACTION_GROUP (window), "threat-map", g_variant_new_boolean (TRUE));
  state = g_action_group_get_action_state (G_ACTION_GROUP (window), "threat-map");
  g_assert_true (g_variant_get_boolean (state));
  g_assert_cmpstr (sand_side_get_id (sand_play_aid_get_threat_side (aid)), ==, "us");
  wait_for_answer (aid, answers);
  /* The legend names what the shading means. */
  g_assert_cmpfloat (legend_width (sand_play_aid_get_overlay (aid)), >, 0);
  /* A unit reaches where it stands; others cannot end on its base, but around
   * the headquarters several moves overlap, darker there. */
  g_assert_cmpuint (threat_at_unit (aid, "cpt-marsh"), ==, 1);
  g_assert_cmpuint (threat_max_near (aid, "cpt-marsh", 3.0), >=, 3);
  g_assert_cmpuint (threat_at_unit (aid, "hptm-weiss"), ==, 0);

  /* The side chooser drives it: now the Germans, around their captain. */
  answers = sand_play_aid_get_n_answers (aid);
  sand_play_panel_choose_threat_side (panel, "de");
  g_assert_cmpstr (sand_side_get_id (sand_play_aid_get_threat_side (aid)), ==, "de");
  wait_for_answer (aid, answers);
  g_assert_cmpuint (threat_at_unit (aid, "hptm-weiss"), >=, 1);
  g_assert_cmpuint (threat_at_unit (aid, "cpt-marsh"), ==, 0);
  /* In the village's slow going a section may not go At The Double, but it can
   * still Advance: its ground is threatened all the same. */
  g_assert_cmpuint (threat_max_near (aid, "g1-huber", 2.0), >=, 2);

  /* Off again from the menu's action: the side stays chosen, nothing is shaded. */
  g_action_group_change_action_state (G_ACTION_GROUP (window), "threat-map", g_variant_new_boolean (FALSE));
  g_assert_null (sand_play_aid_get_threat_side (aid));
  app_test_wait_for (play_overlay_gone, aid, "the threat map to go");

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_threat_map_hex (void)
{
  SandWindow *window = play_open_example (app, "hex-table.sandtable");
  SandPlayPanel *panel = sand_play_panel_get_for_window (window);
  SandPlayAid *aid = sand_play_panel_get_aid (panel);
  SandScenario *scenario = sand_play_aid_get_scenario (aid);
  g_autofree guchar *with = NULL, *without = NULL;
  SandHexGrid grid;
  SandUnit *unit;
  guint answers;
  double x, y;
  int w, h;

  g_assert_true (sand_hex_grid_from_scenario (&grid, scenario));
  app_test_show_sidebar_page (window, SAND_TYPE_PLAY_PANEL);
  answers = sand_play_aid_get_n_answers (aid);
  sand_play_panel_choose_threat_side (panel, "blue");
  g_action_group_change_action_state (G_ACTION_GROUP (window), "threat-map", g_variant_new_boolean (TRUE));
  g_assert_cmpstr (sand_side_get_id (sand_play_aid_get_threat_side (aid)), ==, "blue");
  wait_for_answer (aid, answers);

  /* Counted per hex: every hex of a unit's own reach, the same count all over
   * the hex, nothing on the far side of the table where Red stands. */
  g_assert_cmpuint (threat_at_unit (aid, "b-inf1"), >=, 1);
  unit = sand_scenario_find_unit (scenario, "b-inf1");
  sand_hex_grid_center (&grid, sand_hex_grid_hex_at (&grid, sand_unit_get_x (unit), sand_unit_get_y (unit)), &x, &y);
  g_assert_cmpuint (sand_reach_overlay_threat_at (sand_play_aid_get_overlay (aid), x + 1.0, y + 0.5), ==,
                    threat_at_unit (aid, "b-inf1"));
  g_assert_cmpuint (threat_at_unit (aid, "r-art"), ==, 0);
  g_assert_cmpuint (threat_at_unit (aid, "r-cav"), ==, 0);
  /* The tank, the recce squadron and the guns behind them overlap. */
  g_assert_cmpuint (threat_max_near (aid, "b-tank", 6.0), >=, 2);

  /* Shaded on the canvas, and only where it counts. */
  play_render_with_and_without (window, &with, &without, &w, &h);
  g_assert_cmpfloat (play_patch_difference (window, with, without, w, h, x + 1.0, y + 1.0), >, 8.0);
  g_assert_cmpfloat (play_patch_difference (window, with, without, w, h, 70.0, 10.0), <, 1.0);

  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  int status;

  gtk_test_init (&argc, &argv, NULL);
  app = app_test_application_new ();

  g_test_add_func ("/play/threat-map/menu-and-side", test_threat_map_menu_and_side);
  g_test_add_func ("/play/threat-map/hex", test_threat_map_hex);

  status = g_test_run ();
  g_clear_object (&app);
  return status;
}
