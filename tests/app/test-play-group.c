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

#include <string.h>

#include <glib/gstdio.h>

#include "app-test-util.h"
#include "sand-application.h"
#include "sand-document.h"
#include "sand-editor.h"
#include "sand-play-panel.h"
#include "sand-play.h"
#include "sand-reach-layer.h"
#include "sand-window.h"

static SandApplication *app;

static const char *const section[] = { "rifle-1", "rifle-2", "bren" };

static void
cli (const char *file,
     ...)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autoptr (GError) error = NULL;
  g_autofree char *out = NULL, *err = NULL;
  const char *arg;
  va_list args;
  int status;

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
}

static gboolean
reach_ready (gpointer data)
{
  SandPlayAid *aid = data;

  return !sand_play_aid_get_busy (aid) && sand_play_aid_get_overlay (aid) != NULL;
}

static gboolean
saved (gpointer data)
{
  return !sand_document_get_busy (data) && !sand_document_get_modified (data);
}

static void
screenshot (SandWindow *window,
            const char *name)
{
  int w, h;
  g_autoptr (GdkTexture) texture = NULL;
  g_autofree char *png = g_test_build_filename (G_TEST_BUILT, name, NULL);

  app_test_wait_for_frames (GTK_WIDGET (window));
  texture = app_test_render (GTK_WIDGET (window), &w, &h);
  g_assert_true (gdk_texture_save_to_png (texture, png));
}

static void
test_formation (void)
{
  g_autofree char *dir = g_dir_make_tmp ("play-group-XXXXXX", NULL);
  g_autofree char *app_file = g_build_filename (dir, "app.sandtable", NULL);
  g_autofree char *cli_file = g_build_filename (dir, "cli.sandtable", NULL);
  g_autofree char *contents = NULL, *app_text = NULL, *cli_text = NULL;
  g_autofree char *example = NULL;
  g_autoptr (GFile) file = app_test_scenario_file ("dbx-skirmish.sandtable");
  SandWindow *window;
  SandPlayPanel *panel;
  SandPlayAid *aid;
  SandScenario *scenario;
  SandHistory *history;
  SandUnit *units[3];
  double x0[3], y0[3];
  guint steps, log;
  gsize length;

  example = g_file_get_path (file);
  g_assert_true (g_file_get_contents (example, &contents, &length, NULL));
  g_assert_true (g_file_set_contents (app_file, contents, (gssize) length, NULL));
  cli (app_file, "start-turn", "--seed", "1914", NULL);
  g_clear_pointer (&contents, g_free);
  g_assert_true (g_file_get_contents (app_file, &contents, &length, NULL));
  g_assert_true (g_file_set_contents (cli_file, contents, (gssize) length, NULL));

  window = app_test_open_window (app, NULL);
  g_clear_object (&file);
  file = g_file_new_for_path (app_file);
  sand_window_open_file (window, file);
  app_test_wait_for_window (window);
  panel = sand_play_panel_get_for_window (window);
  aid = sand_play_panel_get_aid (panel);
  scenario = sand_editor_get_scenario (sand_window_get_editor (window));
  history = sand_editor_get_history (sand_window_get_editor (window));
  app_test_show_sidebar_page (window, SAND_TYPE_PLAY_PANEL);
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
  app_test_wait_for (reach_ready, aid, "the reach");

  /* refused: 3" south is away from the enemy to their front, which the text
   * allows only "in a 1 figure wide column"; all stay */
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
  g_assert_nonnull (strstr (sand_play_panel_get_pointer_text (panel), "must move as a column"));
  g_assert_cmpuint (sand_reach_layer_get_n_ghosts (sand_play_panel_get_layer (panel)), ==, 0);
  screenshot (window, "play-group-refused.png");

  /* 3" east in formation: the ghosts follow, then one step moves all three */
  g_assert_true (sand_play_panel_drag_begin (panel, x0[0], y0[0]));
  sand_play_panel_drag_update (panel, x0[0] + 3, y0[0]);
  g_assert_cmpuint (sand_reach_layer_get_n_ghosts (sand_play_panel_get_layer (panel)), ==, 2);
  screenshot (window, "play-group-drag.png");
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
  app_test_wait_for (saved, sand_window_get_document (window), "the save");
  sand_document_set_modified (sand_window_get_document (window), FALSE);
  gtk_window_destroy (GTK_WINDOW (window));

  /* the same move through the command line: the same file */
  cli (cli_file, "move", "--group", "rifle-1,rifle-2,bren", "--to", "27,23", NULL);
  g_assert_cmpfloat (x0[0], ==, 24);
  g_assert_cmpfloat (y0[0], ==, 23);
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

int
main (int   argc,
      char *argv[])
{
  int status;

  gtk_test_init (&argc, &argv, NULL);
  app = app_test_application_new ();

  g_test_add_func ("/play-group/dbx/formation-refused-then-moved-as-the-cli-moves-it", test_formation);

  status = g_test_run ();
  g_clear_object (&app);

  return status;
}
