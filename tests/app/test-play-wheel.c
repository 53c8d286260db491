/* test-play-wheel.c: on the Play page a DBX group wheels, and the column its
 * formation reduces to is shown only where the group goes as that column.
 *
 * Seed 002: "Each figure moving as part of a group must move parallel to, or
 * follow, the first of them that moves, and must move the same distance or
 * wheel through the same angle." The 1st Section of the DBX example (Rifle
 * group rifle-1 leading, rifle-2 and the Bren group) wheels about its
 * right-hand end as the pointer drags the outer figure round it: 10° is
 * allowed (the outer arc 1.75 in of the least move, 4 in) and, let go, every
 * figure stands where `sandtable-cli move --group … --group-move wheel --angle
 * 10 --pivot right` puts it, in the same file, byte for byte; 20° sweeps the
 * Bren group's arc into Hollow Brook and 90° is longer than the move: both are
 * refused with the engine's reason, as the command line refuses them, and
 * nothing moves. The angle typed and "Wheel" pressed wheel it the same way.
 *
 * Seed 002: "A group move across Difficult Going or a River, or away from
 * enemy to its front, or in poor visibility must be in a 1 figure wide
 * column. A group move can include reducing frontage where necessary to form
 * such a column or to pass a gap, or following a road". The column band
 * shows where the group goes reduced to its column: across Hollow Brook, not
 * where only the Ploughed field on the Bren group's flank caps the formation
 * (rough going limits it, it does not stop it: no reduction is allowed there).
 *
 * sandtable-cli runs in the test's process (test-cli.h). Writes, in the build
 * tree, tests/play-wheel-drag.png (the wheel being dragged: the ghosts, the
 * outer arc and the read-out), tests/play-wheel-refused.png (the arc into the
 * brook, refused), tests/play-wheel-typed.png (90° typed, refused, the
 * page's wheel rows) and tests/play-group-column-band.png (the bands: the column
 * across the brook, none on the plough's side).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include <glib/gstdio.h>

#include "app-test-util.h"
#include "play-fixture.h"
#include "sand-contour.h"
#include "sand-document.h"
#include "sand-group-wheel.h"
#include "sand-reach-layer.h"
#include "sand-reach-overlay.h"
#include "test-cli.h"
#include "test-json.h"

static SandApplication *app;

static const char *const section[] = { "rifle-1", "rifle-2", "bren" };

/* sandtable-cli @command FILE @args… (NULL-terminated), in this process;
 * its exit status, and what it printed in @out (may be NULL). */
static int
cli (const char *command,
     const char *file,
     char      **out,
     ...)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autofree char      *printed = NULL, *err = NULL;
  const char           *arg;
  va_list               args;
  int                   status;

  g_ptr_array_add (argv, (gpointer) command);
  g_ptr_array_add (argv, (gpointer) file);
  va_start (args, out);
  while ((arg = va_arg (args, const char *)) != NULL)
    g_ptr_array_add (argv, (gpointer) arg);
  va_end (args);
  g_ptr_array_add (argv, NULL);
  status = test_cli_run ((const char *const *) argv->pdata, &printed, &err);
  g_test_message ("sandtable-cli %s: %s%s", command, printed, err);
  if (out != NULL)
    *out = g_steal_pointer (&printed);
  return status;
}

/* @path: the DBX example, its units' lines changed as @edits says (pairs of
 * text and its replacement, NULL-terminated), its first turn begun with a
 * seed; and a copy of it at @copy. */
static void
write_started (const char        *path,
               const char        *copy,
               const char *const *edits)
{
  g_autoptr (GFile) file = app_test_scenario_file ("dbx-skirmish.sandtable");
  g_autofree char  *example = g_file_get_path (file), *contents = NULL;

  g_assert_true (g_file_get_contents (example, &contents, NULL, NULL));
  for (guint i = 0; edits != NULL && edits[i] != NULL; i += 2)
    {
      g_autofree char *was = g_steal_pointer (&contents);
      g_auto (GStrv)   parts = g_strsplit (was, edits[i], -1);

      g_assert_cmpuint (g_strv_length (parts), ==, 2);
      contents = g_strjoinv (edits[i + 1], parts);
    }
  g_assert_true (g_file_set_contents (path, contents, -1, NULL));
  g_assert_cmpint (cli ("start-turn", path, NULL, "--seed", "1914", NULL), ==, 0);
  g_free (contents);
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_true (g_file_set_contents (copy, contents, -1, NULL));
}

static void
remove_files (const char        *dir,
              const char *const *files)
{
  for (guint i = 0; files[i] != NULL; i++)
    {
      g_autofree char *backup = g_strconcat (files[i], "~", NULL);

      g_remove (files[i]);
      g_remove (backup);
    }
  g_rmdir (dir);
}

/* The section's game on the Play page, rifle-1 shown, Move as Group and
 * Wheel on, about the right-hand end. */
static void
open_wheeling (PlayGame   *g,
               const char *path)
{
  play_game_open_file (g, app, path);
  play_game_select (g, "rifle-1");
  g_assert_false (sand_play_panel_get_wheel_offered (g->panel));
  sand_play_panel_set_move_as_group (g->panel, TRUE);
  /* the ruleset has a group move of kind wheel */
  g_assert_true (sand_play_panel_get_wheel_offered (g->panel));
  sand_play_panel_set_wheel (g->panel, TRUE, FALSE);
  app_test_wait_for (play_reach_ready, g->aid, "the reach");
}

/* The section's figures, and what the wheel turns about: the front corner of
 * the right-hand end of its line (sand-group-wheel.h). */
static SandPoint
right_pivot (PlayGame  *g,
             SandUnit **units)
{
  g_autoptr (SandGroupWheel) wheel = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (section); i++)
    units[i] = sand_scenario_find_unit (g->scenario, section[i]);
  wheel = sand_group_wheel_of_units (units, NULL, G_N_ELEMENTS (section), 1);
  return wheel->centre;
}

/* (@x, @y) turned @degrees clockwise about @c (the table's y runs down). */
static SandPoint
turned (SandPoint c,
        double    x,
        double    y,
        double    degrees)
{
  double th = degrees * G_PI / 180, dx = x - c.x, dy = y - c.y;

  return (SandPoint) { c.x + dx * cos (th) - dy * sin (th), c.y + dx * sin (th) + dy * cos (th) };
}

/* The outer figure, rifle-2, grabbed and dragged round the pivot through
 * @degrees, in steps of 5°, not let go. */
static void
drag_round (PlayGame *g,
            SandPoint pivot,
            SandUnit *outer,
            double    degrees)
{
  double x = sand_unit_get_x (outer), y = sand_unit_get_y (outer);

  g_assert_true (sand_play_panel_drag_begin (g->panel, x, y));
  /* the group of the unit shown wheels, led by it */
  g_assert_true (sand_play_aid_get_unit (g->aid) == sand_scenario_find_unit (g->scenario, "rifle-1"));
  for (double a = 5; a <= degrees + 1e-9; a += 5)
    {
      SandPoint p = turned (pivot, x, y, a);

      sand_play_panel_drag_update (g->panel, p.x, p.y);
    }
}

/* Seed 002: "... and must move the same distance or wheel through the same
 * angle": dragged 10° round its right-hand end and let go, the section ends
 * where sandtable-cli move --group-move wheel --angle 10 --pivot right puts
 * it; one step, undone and made again. */
static void
test_wheel_dragged_as_move_group_wheel (void)
{
  g_autofree char     *dir = g_dir_make_tmp ("play-wheel-XXXXXX", NULL);
  g_autofree char     *app_file = g_build_filename (dir, "app.sandtable", NULL);
  g_autofree char     *cli_file = g_build_filename (dir, "cli.sandtable", NULL);
  g_autofree char     *app_text = NULL, *cli_text = NULL, *json = NULL;
  g_autoptr (JsonNode) answer = NULL;
  SandUnit            *units[3];
  double               x0[3], y0[3];
  SandPoint            pivot;
  PlayGame             g;
  guint                steps;

  write_started (app_file, cli_file, NULL);
  open_wheeling (&g, app_file);
  pivot = right_pivot (&g, units);
  for (guint i = 0; i < 3; i++)
    {
      x0[i] = sand_unit_get_x (units[i]);
      y0[i] = sand_unit_get_y (units[i]);
    }
  steps = sand_history_get_n_undo (g.history);

  drag_round (&g, pivot, units[1], 10);
  /* every figure's ghost where the wheel puts it, none moved yet */
  g_assert_cmpuint (sand_reach_layer_get_n_ghosts (sand_play_panel_get_layer (g.panel)), ==, 3);
  g_assert_cmpfloat (sand_unit_get_x (units[1]), ==, x0[1]);
  g_assert_cmpstr (sand_play_panel_get_pointer_text (g.panel), ==,
                   "Wheeling 10° about the right end (Rifle group): the outer figure (Rifle group) moves 1.8 in of 4 "
                   "in");
  g_assert_cmpstr (sand_reach_layer_get_pointer_text (sand_play_panel_get_layer (g.panel)), ==,
                   sand_play_panel_get_pointer_text (g.panel));
  play_screenshot (g.window, "play-wheel-drag.png");
  sand_play_panel_drag_end (g.panel, FALSE);
  g_assert_cmpuint (sand_history_get_n_undo (g.history), ==, steps + 1);
  g_assert_cmpuint (sand_reach_layer_get_n_ghosts (sand_play_panel_get_layer (g.panel)), ==, 0);
  for (guint i = 0; i < 3; i++)
    g_assert_true (sand_unit_get_x (units[i]) != x0[i] || sand_unit_get_y (units[i]) != y0[i]);
  sand_history_undo (g.history);
  for (guint i = 0; i < 3; i++)
    {
      g_assert_cmpfloat (sand_unit_get_x (units[i]), ==, x0[i]);
      g_assert_cmpfloat (sand_unit_get_y (units[i]), ==, y0[i]);
    }
  sand_history_redo (g.history);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (g.window), "win.save", NULL));
  app_test_wait_for (play_document_saved, sand_window_get_document (g.window), "the save");
  gtk_window_destroy (GTK_WINDOW (g.window));

  /* the same wheel on the command line: the same places, facings and log */
  g_assert_cmpint (cli ("move", cli_file, &json, "--group", "rifle-1,rifle-2,bren", "--group-move", "wheel", "--angle",
                        "10", "--pivot", "right", "--json", NULL),
                   ==, 0);
  answer = test_json_parse (json);
  g_assert_true (test_json_boolean (answer, "allowed"));
  g_assert_true (g_file_get_contents (app_file, &app_text, NULL, NULL));
  g_assert_true (g_file_get_contents (cli_file, &cli_text, NULL, NULL));
  g_assert_cmpstr (app_text, ==, cli_text);
  remove_files (dir, (const char *const[]) { app_file, cli_file, NULL });
}

/* The reason sandtable-cli move gives for refusing the wheel @angle about
 * the right-hand end of the section in @file (left untouched). */
static char *
cli_refusal (const char *file,
             const char *angle)
{
  g_autofree char     *json = NULL;
  g_autoptr (JsonNode) answer = NULL;

  g_assert_cmpint (cli ("move", file, &json, "--group", "rifle-1,rifle-2,bren", "--group-move", "wheel", "--angle", angle,
                        "--pivot", "right", "--json", NULL),
                   !=, 0);
  answer = test_json_parse (json);
  g_assert_false (test_json_boolean (answer, "allowed"));
  return g_strdup (test_json_string (answer, "reason"));
}

/* A wheel the engine refuses — 20°, the Bren group's arc into Hollow Brook
 * ("A group move across ... a River ... must be in a 1 figure wide column"),
 * and 90°, the outer arc longer than the move — says why as the command line
 * does, and nothing moves; the angle typed and "Wheel" pressed, the same.
 * Then 10° about the left-hand end typed and "Wheel" pressed wheels the
 * section as sandtable-cli does. */
static void
test_wheel_refused_says_why (void)
{
  g_autofree char  *dir = g_dir_make_tmp ("play-wheel-XXXXXX", NULL);
  g_autofree char  *app_file = g_build_filename (dir, "app.sandtable", NULL);
  g_autofree char  *cli_file = g_build_filename (dir, "cli.sandtable", NULL);
  g_autofree char  *brook = NULL, *too_long = NULL, *app_text = NULL, *cli_text = NULL;
  SandUnit         *units[3];
  SandPoint         pivot;
  GtkWidget        *wheel, *details;
  AdwMessageDialog *dialog;
  PlayGame          g;
  guint             steps;

  write_started (app_file, cli_file, NULL);
  brook = cli_refusal (cli_file, "20");
  too_long = cli_refusal (cli_file, "90");
  g_assert_nonnull (strstr (brook, "cannot sweep its arc: Hollow Brook"));
  g_assert_cmpstr (too_long, ==, "Wheeling 90°, the outer figure (Rifle group) moves 15.79 in, more than the move of 4 in");

  open_wheeling (&g, app_file);
  pivot = right_pivot (&g, units);
  steps = sand_history_get_n_undo (g.history);

  drag_round (&g, pivot, units[1], 20);
  g_assert_nonnull (strstr (sand_play_panel_get_pointer_text (g.panel), brook));
  g_assert_true (g_str_has_prefix (sand_play_panel_get_pointer_text (g.panel), "Rifle group's group cannot wheel 20°: "));
  play_screenshot (g.window, "play-wheel-refused.png");
  sand_play_panel_drag_end (g.panel, FALSE);
  g_assert_cmpuint (sand_history_get_n_undo (g.history), ==, steps);
  g_assert_nonnull (strstr (sand_play_panel_get_pointer_text (g.panel), brook));
  play_wait_for_label (GTK_WIDGET (g.window), "Rifle group's group cannot wheel 20°");
  /* the notice's Details give the engine's whole reason */
  details = app_test_find_button (GTK_WIDGET (g.window), "_Details");
  g_assert_nonnull (details);
  g_signal_emit_by_name (details, "clicked");
  dialog = app_test_wait_for_message_dialog (g.window);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Rifle group's group cannot wheel 20°");
  g_assert_cmpstr (adw_message_dialog_get_body (dialog), ==, brook);
  app_test_click_dialog_button (dialog, "_Close");
  g_assert_cmpfloat (sand_unit_get_x (units[1]), ==, 15);

  /* typed, it is shown; pressed, refused */
  sand_play_panel_set_wheel_angle (g.panel, 90);
  g_assert_cmpstr (sand_play_panel_get_pointer_text (g.panel), ==,
                   "Rifle group's group cannot wheel 90°: Wheeling 90°, the outer figure (Rifle group) moves 15.79 "
                   "in, more than the move of 4 in");
  wheel = app_test_find_button (GTK_WIDGET (g.window), "Wheel");
  g_assert_nonnull (wheel);
  /* the page scrolled to the wheel's rows */
  gtk_widget_grab_focus (wheel);
  play_screenshot (g.window, "play-wheel-typed.png");
  g_signal_emit_by_name (wheel, "clicked");
  g_assert_cmpuint (sand_history_get_n_undo (g.history), ==, steps);
  g_assert_nonnull (strstr (sand_play_panel_get_pointer_text (g.panel), too_long));

  /* about the left-hand end, typed: made as the command line makes it */
  sand_play_panel_set_wheel (g.panel, TRUE, TRUE);
  sand_play_panel_set_wheel_angle (g.panel, 10);
  g_assert_true (g_str_has_prefix (sand_play_panel_get_pointer_text (g.panel), "Wheeling 10° about the left end"));
  g_signal_emit_by_name (wheel, "clicked");
  g_assert_cmpuint (sand_history_get_n_undo (g.history), ==, steps + 1);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (g.window), "win.save", NULL));
  app_test_wait_for (play_document_saved, sand_window_get_document (g.window), "the save");
  gtk_window_destroy (GTK_WINDOW (g.window));
  g_assert_cmpint (cli ("move", cli_file, NULL, "--group", "rifle-1,rifle-2,bren", "--group-move", "wheel", "--angle",
                        "10", "--pivot", "left", NULL),
                   ==, 0);
  g_assert_true (g_file_get_contents (app_file, &app_text, NULL, NULL));
  g_assert_true (g_file_get_contents (cli_file, &cli_text, NULL, NULL));
  g_assert_cmpstr (app_text, ==, cli_text);
  remove_files (dir, (const char *const[]) { app_file, cli_file, NULL });
}

/* For app_test_wait_for(): @aid answered the group's two bands. */
static gboolean
group_bands_ready (gpointer aid)
{
  return play_reach_ready (aid) && sand_reach_overlay_get_n_bands (sand_play_aid_get_overlay (aid)) == 2;
}

/* The column band, as data: its outline holds (@x, @y). */
static gboolean
column_band_holds (SandPlayAid *aid,
                   double       x,
                   double       y)
{
  SandReachOverlay *overlay = sand_play_aid_get_overlay (aid);

  g_assert_cmpuint (sand_reach_overlay_get_n_bands (overlay), ==, 2);
  g_assert_nonnull (strstr (sand_reach_overlay_get_label (overlay, 1), "In column, reducing frontage"));
  return sand_contour_contains (sand_reach_overlay_get_contour (overlay, 1), x, y);
}

/* The 1st Section standing west of the Ploughed field, the Bren group on its
 * right rear: 3.5" east and 0.5" north the lead's own way is clear but the Bren group's
 * would cross the plough, rough going, where a heavy figure moves at most 2"
 * — the formation is capped by a limit of its flank's ground; the column
 * following the lead's way would get there, but seed 002 allows reducing
 * frontage only "to form such a column or to pass a gap, or following a
 * road", so the group cannot go there at all, and the column band is absent.
 * 1.7" north the left-hand figure would step into Hollow Brook ("A group move
 * across ... a River ... must be in a 1 figure wide column"): the group goes
 * there as its column, and the band is there. The band and the read-out say
 * what sandtable-cli reach --group says of both points. */
static void
test_column_band_only_where_reducing_is_allowed (void)
{
  const char *const flank[] = {
    "id=\"rifle-1\" name=\"Rifle group\" class=\"infantry\" x=\"24\" y=\"23\"",
    "id=\"rifle-1\" name=\"Rifle group\" class=\"infantry\" x=\"16\" y=\"22.5\"",
    "id=\"rifle-2\" name=\"Rifle group\" class=\"gi\" x=\"15\" y=\"24\"",
    "id=\"rifle-2\" name=\"Rifle group\" class=\"gi\" x=\"13.5\" y=\"22.5\"",
    "id=\"bren\" name=\"Bren group\" class=\"heavy\" x=\"18\" y=\"21.5\" facing=\"20\"",
    "id=\"bren\" name=\"Bren group\" class=\"heavy\" x=\"15\" y=\"25\" facing=\"0\"",
    NULL,
  };
  g_autofree char     *dir = g_dir_make_tmp ("play-wheel-XXXXXX", NULL);
  g_autofree char     *path = g_build_filename (dir, "flank.sandtable", NULL);
  g_autofree char     *copy = g_build_filename (dir, "copy.sandtable", NULL);
  g_autofree char     *json = NULL, *plough = NULL, *brook = NULL;
  g_autoptr (JsonNode) answer = NULL;
  JsonNode            *points;
  PlayGame             g;

  write_started (path, copy, flank);
  g_assert_cmpint (cli ("reach", copy, &json, "--group", "rifle-1,rifle-2,bren", "--at", "19.5,22", "--at", "16,20.8",
                        "--json", NULL),
                   ==, 0);
  answer = test_json_parse (json);
  points = test_json_member (test_json_element (test_json_member (answer, "modes"), 0), "points");
  /* the plough caps the formation; no reduction: not reached */
  g_assert_false (test_json_boolean (test_json_element (points, 0), "reachable"));
  g_assert_nonnull (strstr (test_json_string (test_json_element (points, 0), "reason"), "Ploughed field"));
  /* the brook: as a column */
  g_assert_true (test_json_boolean (test_json_element (points, 1), "reachable"));
  g_assert_cmpstr (test_json_string (test_json_element (points, 1), "frontage"), ==, "column");
  g_assert_cmpstr (test_json_string (test_json_element (points, 1), "reduced"), ==, "column");

  play_game_open_file (&g, app, path);
  play_game_select (&g, "rifle-1");
  sand_play_panel_set_move_as_group (g.panel, TRUE);
  app_test_wait_for (group_bands_ready, g.aid, "the group's reach");

  /* the column itself would get to the plough's side: the band does not say so */
  g_assert_true (sand_reach_field_is_reachable (sand_reach_overlay_get_field (sand_play_aid_get_overlay (g.aid), 1),
                                                19.5, 22));
  g_assert_false (column_band_holds (g.aid, 19.5, 22));
  plough = sand_play_aid_describe_point (g.aid, 19.5, 22, NULL, NULL, NULL, NULL);
  g_assert_nonnull (strstr (plough, "Ploughed field"));
  g_assert_null (strstr (plough, "as a column"));
  /* across the brook it does, as the read-out does */
  g_assert_true (column_band_holds (g.aid, 16, 20.8));
  brook = sand_play_aid_describe_point (g.aid, 16, 20.8, NULL, NULL, NULL, NULL);
  g_assert_nonnull (strstr (brook, "as a column, as the rules require there"));
  sand_play_panel_hover (g.panel, 19.5, 22);
  play_screenshot (g.window, "play-group-column-band.png");

  sand_document_set_modified (sand_window_get_document (g.window), FALSE);
  gtk_window_destroy (GTK_WINDOW (g.window));
  remove_files (dir, (const char *const[]) { path, copy, NULL });
}

int
main (int   argc,
      char *argv[])
{
  int status;

  gtk_test_init (&argc, &argv, NULL);
  app = app_test_application_new ();

  g_test_add_func ("/play-wheel/dbx/must-wheel-through-the-same-angle-dragged-as-move-group-wheel",
                   test_wheel_dragged_as_move_group_wheel);
  g_test_add_func ("/play-wheel/dbx/a-wheel-refused-says-why-as-the-cli", test_wheel_refused_says_why);
  g_test_add_func ("/play-wheel/dbx/reducing-frontage-where-necessary-column-band-only-where-allowed",
                   test_column_band_only_where_reducing_is_allowed);

  status = g_test_run ();
  g_clear_object (&app);

  return status;
}
