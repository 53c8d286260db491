/* test-play-hex.c: on the Play page a drag moves a counter of a hexed ruleset
 * from hex to hex, driven by real pointer events (pointer-util.h) on the hex
 * table example (One Hour Wargames WWII, hexed).
 *
 * Seed 003: "Infantry: 1 hex"; "Units who make their entire move along a road
 * increase their movement rate by 1 hex". The 1st
 * Infantry stands in hex (4, 4) in the open. Carried over the next hex he stands
 * in its middle, the way and the hexes used and left follow him; dropped there
 * the move is logged in hexes as one undoable step. Carried four hexes on he
 * goes back where he stood and the page says why.
 *
 * Writes tests/play-hex-drag.png in the build tree: a hex move in progress.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "app-test-util.h"
#include "play-drag-util.h"
#include "sand-application.h"
#include "sand-canvas.h"
#include "sand-editor.h"
#include "sand-hex-grid.h"
#include "sand-play.h"
#include "sand-play-panel.h"
#include "sand-window.h"

static SandApplication *app;

/* The table's hexes. */
static SandHexGrid grid;

static void
game_open (PlayGame *g)
{
  play_game_open (g, app, "hex-table.sandtable");
  g_assert_true (sand_hex_grid_from_scenario (&grid, g->scenario));
  play_game_select (g, "b-inf1");
  app_test_wait_for (play_reach_ready, g->aid, "the reach");
}

/* The counter picked up at its centre and carried towards (@x, @y), held there. */
static void
carry_to (PlayGame *g,
          double    x,
          double    y)
{
  play_carry (g->canvas, sand_unit_get_x (g->unit), sand_unit_get_y (g->unit), x, y);
}

static gboolean
in_hex (PlayGame *g,
        SandHex   hex)
{
  SandHex at = sand_hex_grid_hex_at (&grid, sand_unit_get_x (g->unit), sand_unit_get_y (g->unit));

  return at.q == hex.q && at.r == hex.r;
}

static guint
n_moves (PlayGame *g)
{
  return g_list_model_get_n_items (sand_play_get_moves (g->play));
}

/* One hex on: the counter stands in that hex's middle while carried and after,
 * the move is logged as 1 hex, and undone it stands where it stood. */
static void
test_drag_one_hex (void)
{
  PlayGame g = { 0 };
  SandHex next = { 5, 4 };
  double cx, cy;
  SandPlayEntry *entry;
  g_autofree char *png = NULL;
  g_autoptr (GdkTexture) texture = NULL;
  int w, h;

  if (!on_x11 ())
    return;
  game_open (&g);
  g_assert_cmpfloat (sand_unit_get_x (g.unit), ==, 16.17);
  sand_hex_grid_center (&grid, next, &cx, &cy);

  /* a little off the middle of the next hex: he stands in its middle */
  carry_to (&g, cx + 0.6, cy - 0.5);
  g_assert_true (in_hex (&g, next));
  g_assert_cmpfloat (fabs (sand_unit_get_x (g.unit) - cx), <, 1e-9);
  g_assert_cmpfloat (fabs (sand_unit_get_y (g.unit) - cy), <, 1e-9);
  g_assert_nonnull (strstr (sand_play_panel_get_pointer_text (g.panel), "1 hex used"));
  texture = app_test_render (GTK_WIDGET (g.window), &w, &h);
  png = g_test_build_filename (G_TEST_BUILT, "play-hex-drag.png", NULL);
  g_assert_true (gdk_texture_save_to_png (texture, png));

  pointer_button (GDK_BUTTON_PRIMARY, FALSE);
  g_assert_cmpuint (n_moves (&g), ==, 1);
  entry = g_list_model_get_item (sand_play_get_moves (g.play), 0);
  g_assert_cmpstr (sand_play_entry_get (entry, "unit"), ==, "b-inf1");
  g_assert_cmpstr (sand_play_entry_get (entry, "from"), ==, "16.17,26");
  g_assert_cmpfloat (sand_play_entry_get_double (entry, "hexes", -1), ==, 1);
  g_assert_null (sand_play_entry_get (entry, "used"));
  g_assert_false (sand_play_entry_get_boolean (entry, "outside"));
  g_object_unref (entry);
  g_assert_cmpfloat (fabs (sand_unit_get_x (g.unit) - cx), <, 1e-9);
  g_assert_true (g_str_has_prefix (sand_play_panel_get_pointer_text (g.panel), "1st Infantry moved"));

  g_assert_cmpuint (sand_history_get_n_undo (g.history), ==, 1);
  sand_history_undo (g.history);
  g_assert_cmpfloat (sand_unit_get_x (g.unit), ==, 16.17);
  g_assert_cmpfloat (sand_unit_get_y (g.unit), ==, 26);
  g_assert_cmpuint (n_moves (&g), ==, 0);

  close_window (g.window);
}

/* Carried back over his own hex he stands where he stood, and nothing is moved. */
static void
test_drag_own_hex (void)
{
  PlayGame g = { 0 };

  if (!on_x11 ())
    return;
  game_open (&g);

  carry_to (&g, 16.17 + 1.0, 26 + 0.5);
  g_assert_cmpfloat (sand_unit_get_x (g.unit), ==, 16.17);
  g_assert_cmpfloat (sand_unit_get_y (g.unit), ==, 26);
  pointer_button (GDK_BUTTON_PRIMARY, FALSE);
  g_assert_cmpuint (n_moves (&g), ==, 0);
  g_assert_false (sand_history_get_can_undo (g.history));

  close_window (g.window);
}

/* Four hexes on, beyond "1 hex": back where he stood, nothing logged, and the
 * page says why, in hexes. */
static void
test_drag_beyond (void)
{
  PlayGame g = { 0 };
  SandHex far = { 8, 2 };
  double cx, cy;

  if (!on_x11 ())
    return;
  game_open (&g);
  sand_hex_grid_center (&grid, far, &cx, &cy);

  carry_to (&g, cx, cy);
  g_assert_true (in_hex (&g, far));
  pointer_button (GDK_BUTTON_PRIMARY, FALSE);
  g_assert_cmpfloat (sand_unit_get_x (g.unit), ==, 16.17);
  g_assert_cmpfloat (sand_unit_get_y (g.unit), ==, 26);
  g_assert_cmpuint (n_moves (&g), ==, 0);
  g_assert_false (sand_history_get_can_undo (g.history));
  g_assert_nonnull (strstr (sand_play_panel_get_pointer_text (g.panel), "cannot move there"));
  g_assert_nonnull (strstr (sand_play_panel_get_pointer_text (g.panel), "is beyond the move: 1 hex"));

  close_window (g.window);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  gtk_test_init (&argc, &argv, NULL);
  app = app_test_application_new ();

  g_test_add_func ("/play-hex/drag/one-hex-on", test_drag_one_hex);
  g_test_add_func ("/play-hex/drag/own-hex-stays", test_drag_own_hex);
  g_test_add_func ("/play-hex/drag/beyond-snaps-back", test_drag_beyond);

  status = g_test_run ();
  g_clear_object (&app);

  return status;
}
