/* test-play-move.c: on the Play page a drag is a move, driven by real pointer
 * events (pointer-util.h) on the crossroads example (M42).
 *
 * M42: "The models in a unit performing an Advance action may move up to that
 * unit's base Mv characteristic": Cpl. Russo, at 23,32 in the open, advances 6"
 * (as sandtable-cli reach says). Dropped inside or at those 6" east he is moved
 * and the move logged as one undoable step; beyond them he goes back and the page
 * says why; with Ctrl held he is placed anyway, logged as outside the rules.
 *
 * Seed 004: models of one unit "pass through each other freely and never end
 * on top of one another": Russo dropped on Pvt. McBride of his own fire team
 * (ft2) goes back and the page says why; carried over McBride's base to
 * beyond it, he moves the straight way, through him.
 *
 * Writes tests/play-move-drag.png in the build tree: a move in progress; and
 * tests/play-move-on-own-unit.png: the refusal's notice.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include <X11/keysym.h>

#include "app-test-util.h"
#include "play-drag-util.h"
#include "play-fixture.h"
#include "sand-application.h"
#include "sand-canvas.h"
#include "sand-editor.h"
#include "sand-play.h"
#include "sand-play-panel.h"
#include "sand-reach-layer.h"
#include "sand-window.h"

/* Table inches: far below a pixel (about 0.05in), above the rounding of a move. */
#define EPSILON 1e-4

static SandApplication *app;

/* Russo selected, to Advance. */
static void
game_open (PlayGame *g)
{
  play_game_open (g, app, "crossroads.sandtable");
  play_game_select (g, "russo");
  sand_play_panel_choose_mode (g->panel, "advance");
  app_test_wait_for (play_reach_ready, g->aid, "the reach");
}

/* Russo picked up at his centre and carried @dx" east in a few moves, held there
 * (the button still down). Returns how far east he really is, pixels rounded. */
static double
carry_east (PlayGame *g,
            double    dx)
{
  double fx, fy, tx, ty;

  table_point (g->canvas, sand_unit_get_x (g->unit), sand_unit_get_y (g->unit), &fx, &fy);
  table_point (g->canvas, sand_unit_get_x (g->unit) + dx, sand_unit_get_y (g->unit), &tx, &ty);
  play_carry (g->canvas, sand_unit_get_x (g->unit), sand_unit_get_y (g->unit),
              sand_unit_get_x (g->unit) + dx, sand_unit_get_y (g->unit));
  return tx - fx;
}

/* The log's moves of this turn. */
static guint
n_moves (PlayGame *g)
{
  return g_list_model_get_n_items (sand_play_get_moves (g->play));
}

/* The largest distance east, at most @want, that the pointer can really be
 * taken to from the unit's centre (pixels round the table point). */
static double
reachable_dx (PlayGame *g,
              double    want)
{
  for (double d = want; d > want - 1; d -= 0.01)
    {
      double fx, fy, tx, ty;

      table_point (g->canvas, sand_unit_get_x (g->unit), sand_unit_get_y (g->unit), &fx, &fy);
      table_point (g->canvas, sand_unit_get_x (g->unit) + d, sand_unit_get_y (g->unit), &tx, &ty);
      if (tx - fx <= want + EPSILON)
        return d;
    }
  g_assert_not_reached ();
}

/* Carried 4" east: the bands stay where he began, the way from there and the
 * allowance used follow him; dropped, one logged, undoable move. */
static void
test_drag_within (void)
{
  PlayGame g = { 0 };
  double moved;
  gboolean reachable;
  g_autoptr (GArray) path = NULL;
  g_autofree char *back = NULL;
  g_autofree char *png = NULL;
  g_autoptr (GdkTexture) texture = NULL;
  SandPlayEntry *entry;
  int w, h;

  if (!on_x11 ())
    return;
  game_open (&g);

  moved = carry_east (&g, 4);
  g_assert_cmpfloat (fabs (sand_unit_get_x (g.unit) - (23 + moved)), <, EPSILON);
  app_test_wait_for (play_reach_ready, g.aid, "the reach from where he began");
  /* 5.5" west of the start is an Advance from there, though 9.5" from him now. */
  g_free (sand_play_aid_describe_point (g.aid, 17.5, 32, &path, &reachable, NULL, NULL));
  g_assert_true (reachable);
  g_assert_nonnull (path);
  g_assert_cmpfloat (fabs (g_array_index (path, SandPoint, 0).x - 23), <, EPSILON);
  /* the read-out where he is: the allowance used and left */
  g_assert_nonnull (strstr (sand_play_panel_get_pointer_text (g.panel), "used"));
  g_assert_nonnull (strstr (sand_play_panel_get_pointer_text (g.panel), "left"));
  g_assert_nonnull (sand_reach_layer_get_pointer_text (sand_play_panel_get_layer (g.panel)));
  texture = app_test_render (GTK_WIDGET (g.window), &w, &h);
  png = g_test_build_filename (G_TEST_BUILT, "play-move-drag.png", NULL);
  g_assert_true (gdk_texture_save_to_png (texture, png));

  pointer_button (GDK_BUTTON_PRIMARY, FALSE);
  g_assert_cmpfloat (fabs (sand_unit_get_x (g.unit) - (23 + moved)), <, EPSILON);
  g_assert_cmpuint (n_moves (&g), ==, 1);
  entry = sand_play_get_log_entry (g.play, g_list_model_get_n_items (sand_play_get_log (g.play)) - 1);
  g_assert_cmpstr (sand_play_entry_get_kind (entry), ==, "move");
  g_assert_cmpstr (sand_play_entry_get (entry, "unit"), ==, "russo");
  g_assert_cmpstr (sand_play_entry_get (entry, "mode"), ==, "advance");
  g_assert_cmpstr (sand_play_entry_get (entry, "from"), ==, "23,32");
  g_assert_false (sand_play_entry_get_boolean (entry, "outside"));
  g_assert_true (sand_play_unit_moved (g.play, "russo"));
  g_assert_true (g_str_has_prefix (sand_play_panel_get_pointer_text (g.panel), "Cpl. Russo moved"));

  /* one step: undone, he is back and the log has no move */
  g_assert_cmpuint (sand_history_get_n_undo (g.history), ==, 1);
  sand_history_undo (g.history);
  g_assert_cmpfloat (sand_unit_get_x (g.unit), ==, 23);
  g_assert_cmpuint (n_moves (&g), ==, 0);
  g_assert_false (sand_play_unit_moved (g.play, "russo"));

  close_window (g.window);
}

/* Dropped at the allowance, as near as a pixel allows: still an Advance. */
static void
test_drag_at_allowance (void)
{
  PlayGame g = { 0 };
  double moved;

  if (!on_x11 ())
    return;
  game_open (&g);

  moved = carry_east (&g, reachable_dx (&g, 6));
  g_assert_cmpfloat (moved, >, 5.8);
  g_assert_cmpfloat (moved, <=, 6 + EPSILON);
  pointer_button (GDK_BUTTON_PRIMARY, FALSE);
  g_assert_cmpuint (n_moves (&g), ==, 1);
  g_assert_cmpfloat (fabs (sand_unit_get_x (g.unit) - (23 + moved)), <, EPSILON);

  close_window (g.window);
}

/* Beyond the allowance he goes back, nothing is logged and the page says why;
 * with Ctrl held as he is let go, he is placed there, outside the rules. */
static void
test_drag_beyond (void)
{
  PlayGame g = { 0 };
  double moved;
  SandPlayEntry *entry;

  if (!on_x11 ())
    return;
  game_open (&g);

  moved = carry_east (&g, 7);
  g_assert_cmpfloat (moved, >, 6.5);
  pointer_button (GDK_BUTTON_PRIMARY, FALSE);
  g_assert_cmpfloat (sand_unit_get_x (g.unit), ==, 23);
  g_assert_cmpfloat (sand_unit_get_y (g.unit), ==, 32);
  g_assert_cmpuint (n_moves (&g), ==, 0);
  g_assert_false (sand_history_get_can_undo (g.history));
  g_assert_nonnull (strstr (sand_play_panel_get_pointer_text (g.panel), "cannot move there"));
  g_assert_nonnull (strstr (sand_play_panel_get_pointer_text (g.panel), "Out of reach"));

  moved = carry_east (&g, 7);
  key_hold (XK_Control_L, TRUE);
  pointer_button (GDK_BUTTON_PRIMARY, FALSE);
  key_hold (XK_Control_L, FALSE);
  g_assert_cmpfloat (fabs (sand_unit_get_x (g.unit) - (23 + moved)), <, EPSILON);
  g_assert_cmpuint (n_moves (&g), ==, 1);
  entry = sand_play_get_log_entry (g.play, g_list_model_get_n_items (sand_play_get_log (g.play)) - 1);
  g_assert_true (sand_play_entry_get_boolean (entry, "outside"));
  g_assert_nonnull (strstr (sand_play_entry_get (entry, "reason"), "Out of reach"));
  g_assert_nonnull (strstr (sand_play_panel_get_pointer_text (g.panel), "outside the rules"));
  g_assert_cmpuint (sand_history_get_n_undo (g.history), ==, 1);

  close_window (g.window);
}

static gboolean
overlay_changed (gpointer data)
{
  PlayGame *g = data;

  return sand_play_aid_get_overlay (g->aid) != g_object_get_data (G_OBJECT (g->aid), "overlay-before");
}

/* Carried on, his bands stay where he began, solved once: no answer is asked
 * again, yet the marks about him (M42's forward arc) follow him, over the same
 * bands. */
static void
test_drag_keeps_bands (void)
{
  PlayGame g = { 0 };
  SandReachOverlay *before;
  guint answers;

  if (!on_x11 ())
    return;
  game_open (&g);

  carry_east (&g, 2);
  app_test_wait_for (play_reach_ready, g.aid, "the reach from where he began");
  answers = sand_play_aid_get_n_answers (g.aid);
  before = sand_reach_overlay_ref (sand_play_aid_get_overlay (g.aid));
  g_object_set_data (G_OBJECT (g.aid), "overlay-before", before);
  /* as the pointer's motion does, with the button still down */
  sand_play_panel_drag_update (g.panel, 26.5, 32.5);
  app_test_wait_for (overlay_changed, &g, "the marks following him");
  g_assert_cmpfloat (fabs (sand_unit_get_x (g.unit) - 26.5), <, 0.1);
  g_assert_true (sand_reach_overlay_same_bands (before, sand_play_aid_get_overlay (g.aid)));
  g_assert_cmpuint (sand_play_aid_get_n_answers (g.aid), ==, answers);
  g_assert_false (sand_play_aid_get_busy (g.aid));
  pointer_button (GDK_BUTTON_PRIMARY, FALSE);
  g_assert_cmpuint (n_moves (&g), ==, 1);
  sand_reach_overlay_unref (before);

  close_window (g.window);
}

/* Refused, then "Place Anyway" from the notice: the same move, outside the rules. */
static void
test_place_anyway (void)
{
  PlayGame g = { 0 };
  double moved;

  if (!on_x11 ())
    return;
  game_open (&g);

  moved = carry_east (&g, 7);
  pointer_button (GDK_BUTTON_PRIMARY, FALSE);
  g_assert_cmpuint (n_moves (&g), ==, 0);
  gtk_widget_activate_action (GTK_WIDGET (g.window), "win.place-anyway", NULL);
  g_assert_cmpuint (n_moves (&g), ==, 1);
  g_assert_cmpfloat (fabs (sand_unit_get_x (g.unit) - (23 + moved)), <, EPSILON);
  g_assert_true (sand_play_entry_get_boolean (g_list_model_get_item (sand_play_get_moves (g.play), 0), "outside"));

  close_window (g.window);
}

/* Dropped on McBride: refused, the notice saying so; carried through him to
 * 21,35, twice as far the same way: moved, the way straight (its length the
 * distance between where he began and ended), through McBride's base. */
static void
test_own_unit (void)
{
  PlayGame g = { 0 };
  SandUnit *mcbride;
  SandPlayEntry *entry;
  double x, y;

  if (!on_x11 ())
    return;
  game_open (&g);
  mcbride = sand_scenario_find_unit (g.scenario, "mcbride");
  g_assert_cmpstr (sand_unit_get_team (mcbride), ==, sand_unit_get_team (g.unit));

  play_carry (g.canvas, 23, 32, sand_unit_get_x (mcbride), sand_unit_get_y (mcbride));
  pointer_button (GDK_BUTTON_PRIMARY, FALSE);
  g_assert_cmpuint (n_moves (&g), ==, 0);
  g_assert_cmpfloat (sand_unit_get_x (g.unit), ==, 23);
  g_assert_cmpfloat (sand_unit_get_y (g.unit), ==, 32);
  play_wait_for_label (GTK_WIDGET (g.window), "Cpl. Russo cannot end on Pvt. McBride: models of one unit pass "
                                              "through each other but never end on one another");
  g_assert_nonnull (strstr (sand_play_panel_get_pointer_text (g.panel), "cannot end on Pvt. McBride"));
  app_test_wait_for_frames (GTK_WIDGET (g.window));
  app_test_save_png (GTK_WIDGET (g.window), "play-move-on-own-unit.png");

  play_carry (g.canvas, 23, 32, 21, 35);
  pointer_button (GDK_BUTTON_PRIMARY, FALSE);
  g_assert_cmpuint (n_moves (&g), ==, 1);
  x = sand_unit_get_x (g.unit);
  y = sand_unit_get_y (g.unit);
  g_assert_cmpfloat (fabs (x - 21), <, 0.1);
  g_assert_cmpfloat (fabs (y - 35), <, 0.1);
  /* the straight way from 23,32 passes within a hair of McBride's centre */
  g_assert_cmpfloat (fabs ((x - 23) * (33.5 - 32) - (y - 32) * (22 - 23)) / hypot (x - 23, y - 32), <, 0.1);
  entry = g_list_model_get_item (sand_play_get_moves (g.play), 0);
  g_assert_cmpfloat (fabs (sand_play_entry_get_double (entry, "distance", -1) - hypot (x - 23, y - 32)), <, 1e-3);
  g_object_unref (entry);

  close_window (g.window);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  gtk_test_init (&argc, &argv, NULL);
  app = app_test_application_new ();

  g_test_add_func ("/play-move/drag/within-the-allowance", test_drag_within);
  g_test_add_func ("/play-move/drag/at-the-allowance", test_drag_at_allowance);
  g_test_add_func ("/play-move/drag/beyond-snaps-back-and-ctrl-places", test_drag_beyond);
  g_test_add_func ("/play-move/drag/place-anyway", test_place_anyway);
  g_test_add_func ("/play-move/drag/bands-kept-marks-follow", test_drag_keeps_bands);
  g_test_add_func ("/play-move/m42/through-a-model-of-its-unit-never-ending-on-it", test_own_unit);

  status = g_test_run ();
  g_clear_object (&app);

  return status;
}
