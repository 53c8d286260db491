/* test-play-group.c: on the Play page a figure of a group moves the group, on
 * the DBX example. Seed 002: "Each figure moving as part of a group must move
 * parallel to, or follow, the first of them that moves, and must move the same
 * distance". The 1st Section (two rifle groups and the Bren, team "1sec") moves
 * in formation with Rifle group rifle-1 leading: 3" east is allowed (the least
 * of their moves is 4"); 3" south, away from the enemy to their front, is
 * refused ("A group move ... away from enemy to its front ... must be in a 1
 * figure wide column"), all stay and the page says why. The
 * allowed move, made by the pointer's gestures (sand_play_panel_drag_*), gives
 * the file `sandtable-cli move --group` gives, byte for byte.
 *
 * Writes tests/play-group-drag.png (the formation mid-drag, the others' ghosts)
 * and tests/play-group-refused.png (refused, with the reason) in the build tree.
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
#include "sand-document.h"
#include "sand-edit-property.h"
#include "sand-editor.h"
#include "sand-play-panel.h"
#include "sand-play.h"
#include "sand-reach-field.h"
#include "sand-reach-layer.h"
#include "sand-reach-overlay.h"
#include "sand-window.h"
#include "test-json.h"

static SandApplication *app;

static const char *const section[] = { "rifle-1", "rifle-2", "bren" };

/* sandtable-cli's words on FILE; asserts it succeeded; its output. */
static char *
cli (const char *file,
     ...)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autoptr (GError)    error = NULL;
  g_autofree char      *out = NULL, *err = NULL;
  const char           *arg;
  va_list               args;
  int                   status;

  g_ptr_array_add (argv, (gpointer) SANDTABLE_CLI);
  va_start (args, file);
  g_ptr_array_add (argv, va_arg (args, char *));
  g_ptr_array_add (argv, (gpointer) file);
  while ((arg = va_arg (args, const char *)) != NULL)
    g_ptr_array_add (argv, (gpointer) arg);
  va_end (args);
  g_ptr_array_add (argv, NULL);
  g_assert_true (g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out, &err, &status,
                               &error));
  g_assert_no_error (error);
  g_test_message ("sandtable-cli: %s%s", out, err);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  return g_steal_pointer (&out);
}

/* @path made a copy of the example @name whose first turn sandtable-cli
 * began with a seed, so both sides' dice are the same every run. */
static void
copy_started (const char *name,
              const char *path)
{
  g_autoptr (GFile) file = app_test_scenario_file (name);
  g_autofree char  *example = g_file_get_path (file), *contents = NULL;
  gsize             length;

  g_assert_true (g_file_get_contents (example, &contents, &length, NULL));
  g_assert_true (g_file_set_contents (path, contents, (gssize) length, NULL));
  g_free (cli (path, "start-turn", "--seed", "1914", NULL));
}

/* @path opened in a new window, the Play page shown. */
static SandWindow *
open_on_play (const char *path)
{
  PlayGame g;

  play_game_open_file (&g, app, path);
  return g.window;
}

/* The app's save and the CLI's, both in @dir, are the same text; then all
 * three are gone. */
static void
assert_same_files_then_remove (const char *dir,
                               const char *app_file,
                               const char *cli_file)
{
  g_autofree char *app_text = NULL, *cli_text = NULL;

  g_assert_true (g_file_get_contents (app_file, &app_text, NULL, NULL));
  g_assert_true (g_file_get_contents (cli_file, &cli_text, NULL, NULL));
  g_assert_cmpstr (app_text, ==, cli_text);
  for (const char *const *f = (const char *const[]) { app_file, cli_file, NULL }; *f; f++)
    {
      g_autofree char *backup = g_strconcat (*f, "~", NULL);

      g_remove (*f);
      g_remove (backup);
    }
  g_rmdir (dir);
}

static void
test_formation (void)
{
  g_autofree char  *dir = g_dir_make_tmp ("play-group-XXXXXX", NULL);
  g_autofree char  *app_file = g_build_filename (dir, "app.sandtable", NULL);
  g_autofree char  *cli_file = g_build_filename (dir, "cli.sandtable", NULL);
  g_autofree char  *contents = NULL;
  SandWindow       *window;
  SandPlayPanel    *panel;
  SandPlayAid      *aid;
  SandScenario     *scenario;
  SandHistory      *history;
  SandUnit         *units[3];
  double            x0[3], y0[3];
  guint             steps, log;
  gsize             length;
  GtkWidget        *details;
  AdwMessageDialog *dialog;

  copy_started ("dbx-skirmish.sandtable", app_file);
  g_assert_true (g_file_get_contents (app_file, &contents, &length, NULL));
  g_assert_true (g_file_set_contents (cli_file, contents, (gssize) length, NULL));

  window = open_on_play (app_file);
  panel = sand_play_panel_get_for_window (window);
  aid = sand_play_panel_get_aid (panel);
  scenario = sand_editor_get_scenario (sand_window_get_editor (window));
  history = sand_editor_get_history (sand_window_get_editor (window));
  for (guint i = 0; i < 3; i++)
    {
      units[i] = sand_scenario_find_unit (scenario, section[i]);
      x0[i] = sand_unit_get_x (units[i]);
      y0[i] = sand_unit_get_y (units[i]);
    }

  /* a figure of the section offers its group; a lone officer does not */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.select-unit", "s", "hale");
  g_assert_false (sand_play_panel_get_group_offered (panel));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.select-unit", "s", "rifle-1");
  g_assert_true (sand_play_panel_get_group_offered (panel));
  sand_play_panel_set_move_as_group (panel, TRUE);
  app_test_wait_for (play_reach_ready, aid, "the reach");

  /* refused: 3" south is behind their front, and a group not "consisting
   * entirely of Irregulars, GIs, Snipers or any vehicle which can reverse"
   * may not turn about to move back; all stay */
  steps = sand_history_get_n_undo (history);
  log = g_list_model_get_n_items (sand_play_get_log (sand_scenario_get_play (scenario)));
  g_assert_true (sand_play_panel_drag_begin (panel, x0[0], y0[0]));
  sand_play_panel_drag_update (panel, x0[0], y0[0] + 3);
  g_assert_cmpuint (sand_reach_layer_get_n_ghosts (sand_play_panel_get_layer (panel)), ==, 2);
  sand_play_panel_drag_end (panel, FALSE);
  for (guint i = 0; i < 3; i++)
    {
      g_assert_cmpfloat (sand_unit_get_x (units[i]), ==, x0[i]);
      g_assert_cmpfloat (sand_unit_get_y (units[i]), ==, y0[i]);
    }
  g_assert_cmpuint (sand_history_get_n_undo (history), ==, steps);
  g_assert_cmpuint (g_list_model_get_n_items (sand_play_get_log (sand_scenario_get_play (scenario))), ==, log);
  g_assert_nonnull (strstr (sand_play_panel_get_pointer_text (panel), "group cannot move there"));
  g_assert_nonnull (strstr (sand_play_panel_get_pointer_text (panel), "may not turn about to move back"));
  g_assert_cmpuint (sand_reach_layer_get_n_ghosts (sand_play_panel_get_layer (panel)), ==, 0);
  play_screenshot (window, "play-group-refused.png");
  /* the toast names the group; its Details give the whole reason */
  details = app_test_find_button (GTK_WIDGET (window), "_Details");
  g_assert_nonnull (details);
  g_signal_emit_by_name (details, "clicked");
  dialog = app_test_wait_for_message_dialog (window);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Rifle group's group cannot move there");
  g_assert_nonnull (strstr (sand_play_panel_get_pointer_text (panel), adw_message_dialog_get_body (dialog)));
  g_assert_true (g_str_has_suffix (adw_message_dialog_get_body (dialog), "may not turn about to move back"));
  app_test_wait_for_frames (GTK_WIDGET (dialog));
  app_test_save_png (GTK_WIDGET (dialog), "play-group-refused-details.png");
  app_test_click_dialog_button (dialog, "_Close");

  /* 3" east in formation: the ghosts follow, then one step moves all three */
  g_assert_true (sand_play_panel_drag_begin (panel, x0[0], y0[0]));
  sand_play_panel_drag_update (panel, x0[0] + 3, y0[0]);
  g_assert_cmpuint (sand_reach_layer_get_n_ghosts (sand_play_panel_get_layer (panel)), ==, 2);
  play_screenshot (window, "play-group-drag.png");
  sand_play_panel_drag_end (panel, FALSE);
  for (guint i = 0; i < 3; i++)
    {
      g_assert_cmpfloat (sand_unit_get_x (units[i]), ==, x0[i] + 3);
      g_assert_cmpfloat (sand_unit_get_y (units[i]), ==, y0[i]);
    }
  g_assert_cmpuint (sand_history_get_n_undo (history), ==, steps + 1);
  sand_history_undo (history);
  g_assert_cmpfloat (sand_unit_get_x (units[2]), ==, x0[2]);
  sand_history_redo (history);
  g_assert_cmpfloat (sand_unit_get_x (units[2]), ==, x0[2] + 3);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.save", NULL));
  app_test_wait_for (play_document_saved, sand_window_get_document (window), "the save");
  sand_document_set_modified (sand_window_get_document (window), FALSE);
  gtk_window_destroy (GTK_WINDOW (window));

  /* the same move through the command line: the same file */
  g_free (cli (cli_file, "move", "--group", "rifle-1,rifle-2,bren", "--to", "27,23", NULL));
  g_assert_cmpfloat (x0[0], ==, 24);
  g_assert_cmpfloat (y0[0], ==, 23);
  assert_same_files_then_remove (dir, app_file, cli_file);
}

typedef struct
{
  SandPlayAid *aid;
  guint        answers;
} Answer;

static gboolean
answered (gpointer data)
{
  Answer *a = data;

  return !sand_play_aid_get_busy (a->aid) && sand_play_aid_get_n_answers (a->aid) > a->answers;
}

/* Waits for the aid's next answer after the ones it had given. */
static void
wait_answer (SandPlayAid *aid,
             guint        answers)
{
  Answer a = { aid, answers };

  app_test_wait_for (answered, &a, "the reach");
}

/* The aid's band answers as @json (sandtable-cli reach --json, one mode)
 * does: the allowance, the area, and each point asked, reachable at the same
 * cost and in the same frontage or not for the same reason. A group's
 * formation has a second band, the column it may reduce to, paired with it:
 * a point the group reaches as that column is said so on the formation's
 * line, as the drop would go. */
static void
assert_bands_say (SandPlayAid *aid,
                  const char  *json,
                  guint        n_bands)
{
  g_autoptr (JsonNode) root = test_json_parse (json);
  JsonNode            *mode = test_json_element (test_json_member (root, "modes"), 0);
  JsonNode            *points = test_json_member (mode, "points");
  SandReachOverlay    *overlay = sand_play_aid_get_overlay (aid);
  SandReachField      *field;

  g_assert_nonnull (overlay);
  g_assert_cmpuint (sand_reach_overlay_get_n_bands (overlay), ==, n_bands);
  field = sand_reach_overlay_get_field (overlay, 0);
  g_assert_cmpfloat_with_epsilon (sand_reach_field_get_allowance (field), test_json_number (mode, "allowance"), 1e-9);
  g_assert_cmpfloat_with_epsilon (sand_reach_field_area (field), test_json_number (mode, "area"), 1e-9);
  for (guint i = 0; i < test_json_length (points); i++)
    {
      JsonNode        *p = test_json_element (points, i);
      double           x = test_json_number (p, "x"), y = test_json_number (p, "y");
      gboolean         reachable = FALSE;
      g_autofree char *text = sand_play_aid_describe_point (aid, x, y, NULL, &reachable, NULL, NULL);
      gboolean         reduced = test_json_member (p, "reduced") != NULL;

      g_test_message ("at %g,%g: %s", x, y, text);
      g_assert_cmpint (reachable, ==, test_json_boolean (p, "reachable"));
      g_assert_cmpint (strstr (text, "as a column") != NULL, ==, reduced);
      if (reachable)
        g_assert_cmpfloat_with_epsilon (sand_reach_field_cost (sand_reach_overlay_get_field (overlay, reduced ? 1 : 0),
                                                               x, y),
                                        test_json_number (p, "cost"), 1e-9);
      else
        g_assert_nonnull (strstr (text, test_json_string (p, "reason")));
    }
}

/* "Move as Group" on, the bands are the group's reach, as sandtable-cli reach
 * --group answers it, at rest and while the group is carried: in formation,
 * and the ruleset's column where the formation may reduce to it. Seed 002: "A
 * group move across Difficult Going or a River, or away from enemy to its
 * front, or in poor visibility must be in a 1 figure wide column." At
 * 24,21.5 (1.5" north) Rifle group alone may go, but the Bren group beside it
 * would step into Hollow Brook: the group goes there as a column; at 24,25
 * (2" south) it moves away from the enemy to its front: a column again, where
 * the formation's reach stops at its start line; 3" east all three may go in
 * formation. Carried, the bands are solved once for the move: the marks
 * follow the lead, the answers stay, and the read-out says what the drop
 * will do.
 *
 * Writes tests/play-group-reach.png: the group carried to the brook, its
 * bands and, under the pointer, that it goes there as a column. */
static void
test_bands_are_the_group_reach (void)
{
  g_autofree char     *dir = g_dir_make_tmp ("play-group-XXXXXX", NULL);
  g_autofree char     *path = g_build_filename (dir, "reach.sandtable", NULL);
  g_autofree char     *alone = NULL, *together = NULL, *backup = NULL;
  const char *const    at[] = { "--at", "24,21.5", "--at", "27,23", "--at", "24,25", "--json" };
  g_autoptr (JsonNode) group_json = NULL;
  SandWindow          *window;
  SandPlayPanel       *panel;
  SandPlayAid         *aid;
  SandScenario        *scenario;
  SandUnit            *lead;
  SandReachLayer      *layer;
  SandPoint            ghosts[2];
  const char          *brook;
  JsonNode            *points;
  guint                answers;

  copy_started ("dbx-skirmish.sandtable", path);
  alone = cli (path, "reach", "--unit", "rifle-1", at[0], at[1], at[2], at[3], at[4], at[5], at[6], NULL);
  together = cli (path, "reach", "--group", "rifle-1,rifle-2,bren", at[0], at[1], at[2], at[3], at[4], at[5], at[6],
                  NULL);
  group_json = test_json_parse (together);
  points = test_json_member (test_json_element (test_json_member (group_json, "modes"), 0), "points");
  /* the formation may not step into the brook; as a column it goes */
  brook = test_json_string (test_json_member (test_json_element (points, 0), "formation"), "reason");
  g_assert_nonnull (strstr (brook, "Hollow Brook"));
  g_assert_cmpstr (test_json_string (test_json_element (points, 0), "frontage"), ==, "column");
  g_assert_cmpstr (test_json_string (test_json_element (points, 2), "frontage"), ==, "column");
  g_assert_cmpstr (test_json_string (test_json_member (test_json_element (points, 2), "formation"), "rule"), ==,
                   "turn-about");

  window = open_on_play (path);
  panel = sand_play_panel_get_for_window (window);
  aid = sand_play_panel_get_aid (panel);
  scenario = sand_editor_get_scenario (sand_window_get_editor (window));
  lead = sand_scenario_find_unit (scenario, "rifle-1");

  /* alone, the lead's own reach: the brook's bank is its to reach */
  answers = sand_play_aid_get_n_answers (aid);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.select-unit", "s", "rifle-1");
  wait_answer (aid, answers);
  assert_bands_say (aid, alone, 1);

  /* as a group, the group's */
  answers = sand_play_aid_get_n_answers (aid);
  sand_play_panel_set_move_as_group (panel, TRUE);
  wait_answer (aid, answers);
  assert_bands_say (aid, together, 2);
  g_assert_nonnull (strstr (sand_reach_overlay_get_label (sand_play_aid_get_overlay (aid), 0), "In formation"));
  g_assert_nonnull (strstr (sand_reach_overlay_get_label (sand_play_aid_get_overlay (aid), 1),
                            "In column, reducing frontage"));

  /* carried: the bands are solved once for the move, then kept */
  answers = sand_play_aid_get_n_answers (aid);
  g_assert_true (sand_play_panel_drag_begin (panel, 24, 23));
  wait_answer (aid, answers);
  answers = sand_play_aid_get_n_answers (aid);
  sand_play_panel_drag_update (panel, 25, 22.5);
  sand_play_panel_drag_update (panel, 24.5, 22);
  sand_play_panel_drag_update (panel, 24, 21.5);
  g_assert_cmpfloat (sand_unit_get_x (lead), ==, 24);
  g_assert_cmpfloat (sand_unit_get_y (lead), ==, 21.5);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_cmpuint (sand_play_aid_get_n_answers (aid), ==, answers);
  assert_bands_say (aid, together, 2);
  /* under the pointer, what the drop will do: go as a column */
  g_assert_nonnull (strstr (sand_play_panel_get_pointer_text (panel), "— as a column, as the rules require there"));
  play_screenshot (window, "play-group-reach.png");
  /* the others' ghosts stand where the column puts them, not shifted with
   * the lead into the brook */
  layer = sand_play_panel_get_layer (panel);
  g_assert_cmpuint (sand_reach_layer_get_n_ghosts (layer), ==, 2);
  for (guint i = 0; i < 2; i++)
    ghosts[i] = sand_reach_layer_get_ghost (layer, i);

  /* let go there: the formation the bands answer for may not, so the group
   * goes as a column (test_reduced_as_move_group_reduces), each figure where
   * its ghost stood */
  sand_play_panel_drag_end (panel, FALSE);
  g_assert_cmpfloat (sand_unit_get_y (lead), ==, 21.5);
  g_assert_nonnull (strstr (sand_play_panel_get_pointer_text (panel), "reduced to a column"));
  for (guint i = 0; i < 2; i++)
    {
      SandUnit *rifle2 = sand_scenario_find_unit (scenario, "rifle-2");
      SandUnit *bren = sand_scenario_find_unit (scenario, "bren");

      g_assert_true ((fabs (ghosts[i].x - sand_unit_get_x (rifle2)) < 1e-9 && fabs (ghosts[i].y - sand_unit_get_y (rifle2)) < 1e-9) || (fabs (ghosts[i].x - sand_unit_get_x (bren)) < 1e-9 && fabs (ghosts[i].y - sand_unit_get_y (bren)) < 1e-9));
    }

  sand_document_set_modified (sand_window_get_document (window), FALSE);
  gtk_window_destroy (GTK_WINDOW (window));
  backup = g_strconcat (path, "~", NULL);
  g_remove (path);
  g_remove (backup);
  g_rmdir (dir);
}

/* Seed 002: "A group move can include reducing frontage where necessary to
 * form such a column or to pass a gap, or following a road"; dbx-skirmish's
 * <frontage reduce="column gap road">. The 1st Section dragged in formation
 * where only a column may go — 1.5" north, the Bren group beside the lead
 * stepping into Hollow Brook ("A group move across ... a River ... must be in
 * a 1 figure wide column"), and 2" south, away from the enemy to its front —
 * goes as the ruleset's column, where `sandtable-cli move --group` sends it:
 * the same allowance, the same reduced column, every figure at the end the
 * CLI gives and the same file, byte for byte; the page says the group went
 * reduced to a column. 3" south the column too is refused (ploughed field,
 * at most 2"): it stays, as the CLI refuses it (test_formation).
 *
 * Writes tests/play-group-reduced.png: the section gone as a column across
 * the brook's bank, and the notice saying so. */
static void
test_reduced_as_move_group_reduces (void)
{
  const struct
  {
    const char *to;
    double      x, y;
  } moves[] = { { "24,21.5", 24, 21.5 }, { "24,25", 24, 25 } };

  for (guint m = 0; m < G_N_ELEMENTS (moves); m++)
    {
      g_autofree char     *dir = g_dir_make_tmp ("play-group-XXXXXX", NULL);
      g_autofree char     *app_file = g_build_filename (dir, "app.sandtable", NULL);
      g_autofree char     *cli_file = g_build_filename (dir, "cli.sandtable", NULL);
      g_autofree char     *contents = NULL, *json = NULL;
      g_autoptr (JsonNode) answer = NULL;
      JsonNode            *group;
      SandWindow          *window;
      SandPlayPanel       *panel;
      SandPlayAid         *aid;
      SandScenario        *scenario;
      SandUnit            *lead;
      gsize                length;

      copy_started ("dbx-skirmish.sandtable", app_file);
      g_assert_true (g_file_get_contents (app_file, &contents, &length, NULL));
      g_assert_true (g_file_set_contents (cli_file, contents, (gssize) length, NULL));
      json = cli (cli_file, "move", "--group", "rifle-1,rifle-2,bren", "--to", moves[m].to, "--json", NULL);
      answer = test_json_parse (json);
      g_assert_true (test_json_boolean (answer, "allowed"));
      g_assert_cmpstr (test_json_string (answer, "frontage"), ==, "column");
      g_assert_cmpstr (test_json_string (answer, "reduced"), ==, "column");
      group = test_json_member (answer, "group");
      g_assert_cmpuint (test_json_length (group), ==, 3);

      window = open_on_play (app_file);
      panel = sand_play_panel_get_for_window (window);
      aid = sand_play_panel_get_aid (panel);
      scenario = sand_editor_get_scenario (sand_window_get_editor (window));
      lead = sand_scenario_find_unit (scenario, "rifle-1");
      gtk_widget_activate_action (GTK_WIDGET (window), "win.select-unit", "s", "rifle-1");
      sand_play_panel_set_move_as_group (panel, TRUE);
      app_test_wait_for (play_reach_ready, aid, "the reach");

      g_assert_true (sand_play_panel_drag_begin (panel, sand_unit_get_x (lead), sand_unit_get_y (lead)));
      sand_play_panel_drag_update (panel, moves[m].x, moves[m].y);
      sand_play_panel_drag_end (panel, FALSE);
      /* every figure where the CLI's column put it, not the formation's */
      for (guint k = 0; k < 3; k++)
        {
          JsonNode  *figure = test_json_element (group, k);
          JsonArray *to = json_node_get_array (test_json_member (figure, "to"));
          SandUnit  *unit = sand_scenario_find_unit (scenario, test_json_string (figure, "unit"));

          g_assert_cmpstr (test_json_string (figure, "unit"), ==, section[k]);
          g_assert_cmpfloat_with_epsilon (sand_unit_get_x (unit), json_array_get_double_element (to, 0), 1e-3);
          g_assert_cmpfloat_with_epsilon (sand_unit_get_y (unit), json_array_get_double_element (to, 1), 1e-3);
        }
      g_assert_cmpfloat (sand_unit_get_x (sand_scenario_find_unit (scenario, "rifle-2")), !=, 15 + moves[m].x - 24);
      g_assert_nonnull (strstr (sand_play_panel_get_pointer_text (panel),
                                "Rifle group's group moved reduced to a column, as the rules require there"));
      play_wait_for_label (GTK_WIDGET (window), "Rifle group's group moved reduced to a column");
      if (m == 0)
        play_screenshot (window, "play-group-reduced.png");

      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.save", NULL));
      app_test_wait_for (play_document_saved, sand_window_get_document (window), "the save");
      gtk_window_destroy (GTK_WINDOW (window));
      assert_same_files_then_remove (dir, app_file, cli_file);
    }
}

/* @id carried by the pointer's gestures to (@x, @y) and let go: a move the
 * rules allow. */
static void
move_model (SandPlayPanel *panel,
            SandScenario  *scenario,
            const char    *id,
            double         x,
            double         y)
{
  SandUnit *unit = sand_scenario_find_unit (scenario, id);

  g_assert_true (sand_play_panel_drag_begin (panel, sand_unit_get_x (unit), sand_unit_get_y (unit)));
  sand_play_panel_drag_update (panel, x, y);
  sand_play_panel_drag_end (panel, FALSE);
  g_assert_cmpfloat (sand_unit_get_x (unit), ==, x);
  g_assert_cmpfloat (sand_unit_get_y (unit), ==, y);
}

/* @id selected on the Play page and its reach answered: the coherency rings
 * about its move (the aid's marks, as data) — how many, asserted to be round
 * the models @round (ids, NULL-terminated) in order. */
static void
assert_rings_round (SandWindow        *window,
                    SandScenario      *scenario,
                    const char        *id,
                    const char *const *round)
{
  SandPlayAid      *aid = sand_play_panel_get_aid (sand_play_panel_get_for_window (window));
  guint             answers = sand_play_aid_get_n_answers (aid);
  SandReachOverlay *overlay;
  guint             n = g_strv_length ((char **) round);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.select-unit", "s", id);
  if (sand_play_aid_get_unit (aid) != sand_scenario_find_unit (scenario, id) || sand_play_aid_get_busy (aid) || sand_play_aid_get_overlay (aid) == NULL)
    wait_answer (aid, answers);
  overlay = sand_play_aid_get_overlay (aid);
  g_assert_cmpuint (sand_reach_overlay_get_n_marks (overlay, SAND_REACH_MARK_COHERENCY), ==, n);
  for (guint i = 0; i < n; i++)
    {
      SandUnit *model = sand_scenario_find_unit (scenario, round[i]);
      SandPoint centre = sand_reach_overlay_get_mark_centre (overlay, SAND_REACH_MARK_COHERENCY, i);

      g_assert_cmpfloat (centre.x, ==, sand_unit_get_x (model));
      g_assert_cmpfloat (centre.y, ==, sand_unit_get_y (model));
    }
}

/* sandtable-cli status of @path, saved from @window first. */
static char *
status_of_saved (SandWindow *window,
                 const char *path)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.save", NULL));
  app_test_wait_for (play_document_saved, sand_window_get_document (window), "the save");
  return cli (path, "status", NULL);
}

/* M42 moves model by model; seed 004: "When a unit moves, it's models are
 * required to end their individual moves within Coherency of another model
 * which has already moved. In M42, the standard unit coherency value is 2"",
 * and "Units with the Spread (n") rule replace the normal unit coherency of 2"
 * with the value in the parenthesis". On the crossroads example fire team ft1
 * (Kowalski, Duval, Haines, bases 1" across) moves 3" north, two models
 * before the third: nothing is marked while the unit is still moving. Haines
 * ending 0.6" from Kowalski, base to base, keeps coherency; ending 2.6" from
 * him (undone and moved again) breaks it, and the table marks him with the words
 * sandtable-cli status prints; with Spread (3") the same place keeps it.
 *
 * The ring shown about a model's move goes round the models of its unit that
 * have already moved only: none round Kowalski's, Kowalski's round Duval's,
 * both round Haines's.
 *
 * Writes tests/play-m42-coherency-rings.png (Haines about to move, the rings
 * round Kowalski and Duval, none round Haines himself),
 * tests/play-m42-coherency-broken.png and tests/play-m42-coherency-spread.png. */
static void
test_m42_coherency (void)
{
  g_autofree char    *dir = g_dir_make_tmp ("play-group-XXXXXX", NULL);
  g_autofree char    *path = g_build_filename (dir, "m42.sandtable", NULL);
  g_autofree char    *backup = g_strconcat (path, "~", NULL);
  g_autofree char    *status = NULL, *spread_status = NULL;
  const char *const   ft1[] = { "kowalski", "duval", "haines" };
  const char         *broken = "Out of coherency: Pvt. Haines is 2.6 in from Sgt. Kowalski, over 2 in";
  SandWindow         *window;
  SandPlayPanel      *panel;
  SandCoherencyLayer *marks;
  SandScenario       *scenario;
  SandHistory        *history;

  copy_started ("crossroads.sandtable", path);
  window = open_on_play (path);
  panel = sand_play_panel_get_for_window (window);
  marks = sand_play_panel_get_coherency_layer (panel);
  scenario = sand_editor_get_scenario (sand_window_get_editor (window));
  history = sand_editor_get_history (sand_window_get_editor (window));

  /* the Germans' Vogel stands 7" from his unit, which has not moved: unmarked */
  g_assert_cmpuint (sand_coherency_layer_get_n_marks (marks), ==, 0);
  /* the coherency ring about a model's move goes round the models of its
   * unit that have already moved: none for the first */
  assert_rings_round (window, scenario, "kowalski", (const char *const[]) { NULL });
  move_model (panel, scenario, "kowalski", 17, 30.5);
  assert_rings_round (window, scenario, "duval", (const char *const[]) { "kowalski", NULL });
  move_model (panel, scenario, "duval", 18.5, 31);
  /* Haines, 3.6" from both, has yet to move */
  g_assert_cmpuint (sand_coherency_layer_get_n_marks (marks), ==, 0);
  assert_rings_round (window, scenario, "haines", (const char *const[]) { "kowalski", "duval", NULL });
  play_screenshot (window, "play-m42-coherency-rings.png");

  /* kept: 0.6" from Kowalski, base to base */
  move_model (panel, scenario, "haines", 16.5, 32);
  g_assert_cmpuint (sand_coherency_layer_get_n_marks (marks), ==, 0);

  /* broken: 2.6" */
  sand_history_undo (history);
  g_assert_cmpfloat (sand_unit_get_y (sand_scenario_find_unit (scenario, "haines")), ==, 35);
  move_model (panel, scenario, "haines", 16, 34);
  g_assert_cmpuint (sand_coherency_layer_get_n_marks (marks), ==, 1);
  g_assert_cmpstr (sand_coherency_layer_get_text (marks, 0), ==, broken);
  status = status_of_saved (window, path);
  g_assert_nonnull (strstr (status, broken));
  play_screenshot (window, "play-m42-coherency-broken.png");

  /* restored by Spread (3") */
  for (guint i = 0; i < G_N_ELEMENTS (ft1); i++)
    sand_edit_set_unit_attr (history, sand_scenario_find_unit (scenario, ft1[i]), "special", "spread:3");
  g_assert_cmpuint (sand_coherency_layer_get_n_marks (marks), ==, 0);
  spread_status = status_of_saved (window, path);
  g_assert_null (strstr (spread_status, "Out of coherency: Pvt. Haines"));
  g_assert_nonnull (strstr (spread_status, "Out of coherency: Schtz. Vogel"));
  play_screenshot (window, "play-m42-coherency-spread.png");

  sand_document_set_modified (sand_window_get_document (window), FALSE);
  gtk_window_destroy (GTK_WINDOW (window));
  g_remove (path);
  g_remove (backup);
  g_rmdir (dir);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  gtk_test_init (&argc, &argv, NULL);
  app = app_test_application_new ();

  g_test_add_func ("/play-group/dbx/formation-refused-then-moved-as-the-cli-moves-it", test_formation);
  g_test_add_func ("/play-group/dbx/bands-are-the-group-reach-as-reach-group-answers", test_bands_are_the_group_reach);
  g_test_add_func ("/play-group/dbx/formation-reduced-to-a-column-where-move-group-reduces-it",
                   test_reduced_as_move_group_reduces);
  g_test_add_func ("/play-group/m42/coherency-kept-broken-and-restored-by-spread", test_m42_coherency);

  status = g_test_run ();
  g_clear_object (&app);

  return status;
}
