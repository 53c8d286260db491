/* test-play-same-as-cli.c: two whole turns on each shipped example played in the
 * app — moves as real pointer drags on the Play page (pointer-util.h), the rest
 * through the window's actions, as its buttons and menus run them — give the
 * same scenario file, byte for byte, as the same two turns played with
 * sandtable-cli's commands (run in the test's process, test-cli.h).
 *
 * Both start from one copy of the example whose first turn sandtable-cli began
 * with a seed, so every roll and shuffle after it comes from the same dice. A
 * drag ends where the pointer lets the unit go; the command line is given the
 * point the app's move ended at. What the rules refuse is refused by both and
 * changes neither.
 *
 * Writes tests/play-same-as-cli-jackson.png in the build tree: the card drawn
 * and the figures it names in their gold halo.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "app-test-util.h"
#include "play-drag-util.h"
#include "sand-application.h"
#include "sand-document.h"
#include "sand-editor.h"
#include "sand-play-panel.h"
#include "sand-play.h"
#include "sand-turn-strip.h"
#include "sand-window.h"
#include "test-cli.h"

static SandApplication *app;

typedef enum
{
  DRAG,      /* unit, dx, dy: a move by the pointer, allowed */
  REFUSED,   /* unit, dx, dy: a move by the pointer the rules refuse */
  ACT,       /* action, target (GVariant text or NULL), and the command's words */
  END_TURN,  /* weather of the next turn */
} StepKind;

/* A unit: its id, "@card" the first figure the card drawn names that has not
 * moved this turn, "@not-card" the first it does not name. */
typedef struct
{
  StepKind    kind;
  const char *unit;
  double      dx, dy;
  const char *action;
  const char *target;
  const char *cli[6];
} Step;

typedef struct
{
  const char *example;
  const Step *steps;
  const char *screenshot;
} Script;

typedef struct
{
  SandWindow   *window;
  SandCanvas   *canvas;
  SandScenario *scenario;
  SandPlay     *play;
  GPtrArray    *commands;   /* GStrv: sandtable-cli's arguments after FILE */
  char         *cli_file;
} Game;

/* sandtable-cli @args on @file, run in this process (test-cli.h); its exit
 * status. */
static int
run_cli (const char         *file,
         const char * const *args)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autofree char *out = NULL, *err = NULL;
  int status;

  g_ptr_array_add (argv, (gpointer) args[0]);
  g_ptr_array_add (argv, (gpointer) file);
  for (guint i = 1; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);
  status = test_cli_run ((const char * const *) argv->pdata, &out, &err);
  g_test_message ("sandtable-cli %s: %s%s", args[0], out, err);
  return status;
}

static void
add_command (Game *g,
             ...)
{
  g_autoptr (GStrvBuilder) builder = g_strv_builder_new ();
  va_list args;
  const char *arg;

  va_start (args, g);
  while ((arg = va_arg (args, const char *)) != NULL)
    g_strv_builder_add (builder, arg);
  va_end (args);
  g_ptr_array_add (g->commands, g_strv_builder_end (builder));
}

static SandUnit *
find_unit (Game       *g,
           const char *which)
{
  SandPlayEntry *card = sand_play_get_current_card (g->play);
  GListModel *units = sand_scenario_get_units (g->scenario);

  if (which[0] != '@')
    return sand_scenario_find_unit (g->scenario, which);
  g_assert_nonnull (card);
  for (guint i = 0; i < g_list_model_get_n_items (units); i++)
    {
      g_autoptr (SandUnit) unit = g_list_model_get_item (units, i);
      gboolean named = sand_play_card_names (card, unit);

      if (g_str_equal (which, "@card") ? named && !sand_play_unit_moved (g->play, sand_unit_get_id (unit)) : !named)
        return unit;
    }
  g_assert_not_reached ();
}

static char *
point_text (double x,
            double y)
{
  char bx[G_ASCII_DTOSTR_BUF_SIZE], by[G_ASCII_DTOSTR_BUF_SIZE];

  return g_strdup_printf ("%s,%s", g_ascii_dtostr (bx, sizeof bx, x), g_ascii_dtostr (by, sizeof by, y));
}

static guint
n_log (Game *g)
{
  return g_list_model_get_n_items (sand_play_get_log (g->play));
}

/* The unit carried by the pointer from its centre @dx, @dy inches on and let go. */
static void
drag (Game       *g,
      const Step *step)
{
  SandUnit *unit = find_unit (g, step->unit);
  double x = sand_unit_get_x (unit), y = sand_unit_get_y (unit);
  guint before = n_log (g);
  SandPlayEntry *move;
  SandPoint to;
  g_autofree char *at = NULL;

  play_carry (g->canvas, x, y, x + step->dx, y + step->dy);
  pointer_button (GDK_BUTTON_PRIMARY, FALSE);
  if (step->kind == REFUSED)
    {
      g_assert_cmpuint (n_log (g), ==, before);
      g_assert_cmpfloat (sand_unit_get_x (unit), ==, x);
      g_assert_cmpfloat (sand_unit_get_y (unit), ==, y);
      at = point_text (x + step->dx, y + step->dy);
      add_command (g, "!move", "--unit", sand_unit_get_id (unit), "--to", at, NULL);
      return;
    }
  g_test_message ("%s: %s", sand_unit_get_id (unit),
                  sand_play_panel_get_pointer_text (sand_play_panel_get_for_window (g->window)));
  g_assert_cmpuint (n_log (g), >, before);
  move = sand_play_get_log_entry (g->play, n_log (g) - 1);
  g_assert_cmpstr (sand_play_entry_get_kind (move), ==, "move");
  g_assert_cmpstr (sand_play_entry_get (move, "unit"), ==, sand_unit_get_id (unit));
  g_assert_false (sand_play_entry_get_boolean (move, "outside"));
  g_assert_true (sand_play_entry_get_point (move, "to", &to));
  at = point_text (to.x, to.y);
  add_command (g, "move", "--unit", sand_unit_get_id (unit), "--to", at, NULL);
}

static void
act (Game       *g,
     const Step *step)
{
  g_autoptr (GVariant) target = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (GStrvBuilder) builder = g_strv_builder_new ();
  SandHistory *history = sand_editor_get_history (sand_window_get_editor (g->window));
  guint before = sand_history_get_n_undo (history);

  if (step->target != NULL)
    {
      g_autofree char *text = g_strdup (step->target);
      SandUnit *unit = strstr (text, "@card") ? find_unit (g, "@card") : NULL;

      /* "@card" in a target is the figure it stands for */
      if (unit != NULL)
        {
          g_autofree char *quoted = g_strdup_printf ("'%s'", sand_unit_get_id (unit));
          g_auto (GStrv) parts = g_strsplit (text, "@card", 2);

          g_free (text);
          text = g_strjoin (quoted, parts[0], parts[1], NULL);
        }
      target = g_variant_parse (NULL, text, NULL, NULL, &error);
      g_assert_no_error (error);
      for (guint i = 0; step->cli[i] != NULL; i++)
        g_strv_builder_add (builder, g_str_equal (step->cli[i], "@card") ? sand_unit_get_id (unit) : step->cli[i]);
    }
  else
    g_strv_builder_addv (builder, (const char **) step->cli);
  g_assert_true (gtk_widget_activate_action_variant (GTK_WIDGET (g->window), step->action, target));
  /* done, as one step */
  g_assert_cmpuint (sand_history_get_n_undo (history), ==, before + 1);
  g_ptr_array_add (g->commands, g_strv_builder_end (builder));
}

static void
end_turn (Game       *g,
          const Step *step)
{
  SandTurnStrip *strip = sand_play_panel_get_turn_strip (sand_play_panel_get_for_window (g->window));
  SandWeather weather = g_str_equal (step->action, "rain") ? SAND_WEATHER_RAIN
                        : g_str_equal (step->action, "snow") ? SAND_WEATHER_SNOW : SAND_WEATHER_DRY;
  int turn = sand_play_get_turn (g->play);

  sand_turn_strip_choose_weather (strip, weather);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (g->window), "win.end-turn", NULL));
  g_assert_cmpint (sand_play_get_turn (g->play), ==, turn + 1);
  add_command (g, "end-turn", "--weather", step->action, NULL);
}

/* A saved file and its backup. */
static void
remove_saved (const char *path)
{
  g_autofree char *backup = g_strconcat (path, "~", NULL);

  g_remove (path);
  g_remove (backup);
}

static gboolean
saved (gpointer data)
{
  SandDocument *document = data;

  return !sand_document_get_busy (document) && !sand_document_get_modified (document);
}

static void
play_script (gconstpointer data)
{
  const Script *script = data;
  Game g = { 0 };
  g_autofree char *dir = NULL, *base = NULL, *app_file = NULL, *example = NULL;
  g_autofree char *contents = NULL, *app_text = NULL, *cli_text = NULL;
  g_autoptr (GFile) file = NULL;
  gsize length;
  int turns = 0;

  if (!on_x11 ())
    return;
  dir = g_dir_make_tmp ("play-same-XXXXXX", NULL);
  g_assert_nonnull (dir);
  base = g_build_filename (dir, "base.sandtable", NULL);
  app_file = g_build_filename (dir, "app.sandtable", NULL);
  g.cli_file = g_build_filename (dir, "cli.sandtable", NULL);
  example = g_file_get_path (file = app_test_scenario_file (script->example));
  g_clear_object (&file);
  g_assert_true (g_file_get_contents (example, &contents, &length, NULL));
  g_assert_true (g_file_set_contents (base, contents, (gssize) length, NULL));
  g_assert_cmpint (run_cli (base, (const char *[]) { "start-turn", "--seed", "1914", NULL }), ==, 0);
  g_clear_pointer (&contents, g_free);
  g_assert_true (g_file_get_contents (base, &contents, &length, NULL));
  g_assert_true (g_file_set_contents (app_file, contents, (gssize) length, NULL));
  g_assert_true (g_file_set_contents (g.cli_file, contents, (gssize) length, NULL));

  /* In the app: the Play page, the moves by the pointer. */
  g.window = app_test_open_window (app, NULL);
  file = g_file_new_for_path (app_file);
  sand_window_open_file (g.window, file);
  app_test_wait_for_window (g.window);
  g.canvas = sand_window_get_canvas (g.window);
  g.scenario = sand_editor_get_scenario (sand_window_get_editor (g.window));
  g.play = sand_scenario_get_play (g.scenario);
  g.commands = g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);
  app_test_show_sidebar_page (g.window, SAND_TYPE_PLAY_PANEL);
  g_assert_true (sand_play_get_begun (g.play));

  for (const Step *step = script->steps; step->kind != END_TURN || step->action != NULL; step++)
    {
      switch (step->kind)
        {
        case DRAG:
        case REFUSED:
          drag (&g, step);
          break;
        case ACT:
          act (&g, step);
          break;
        case END_TURN:
          end_turn (&g, step);
          turns++;
          break;
        }
      if (script->screenshot != NULL && step->kind == ACT && g_str_equal (step->action, "win.draw-card") && turns == 0)
        {
          int w, h;
          g_autoptr (GdkTexture) texture = app_test_render (GTK_WIDGET (g.window), &w, &h);
          g_autofree char *png = g_test_build_filename (G_TEST_BUILT, script->screenshot, NULL);

          g_assert_true (gdk_texture_save_to_png (texture, png));
        }
    }
  g_assert_cmpint (turns, ==, 2);
  g_assert_cmpint (sand_play_get_turn (g.play), ==, 3);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (g.window), "win.save", NULL));
  app_test_wait_for (saved, sand_window_get_document (g.window), "the save");
  close_window (g.window);

  /* The same turns with sandtable-cli: refused where the app refused. */
  for (guint i = 0; i < g.commands->len; i++)
    {
      char **args = g.commands->pdata[i];
      gboolean refusal = args[0][0] == '!';

      if (refusal)
        args[0]++;
      g_assert_cmpint (run_cli (g.cli_file, (const char * const *) args), ==, refusal ? 1 : 0);
      if (refusal)
        args[0]--;
    }

  g_assert_true (g_file_get_contents (app_file, &app_text, NULL, NULL));
  g_assert_true (g_file_get_contents (g.cli_file, &cli_text, NULL, NULL));
  g_assert_cmpstr (app_text, ==, cli_text);
  /* two turns played: the log has both ends of turn */
  g_assert_nonnull (strstr (app_text, "<end-turn turn=\"2\""));

  g_ptr_array_unref (g.commands);
  remove_saved (base);
  remove_saved (app_file);
  remove_saved (g.cli_file);
  g_free (g.cli_file);
  g_rmdir (dir);
}

#define DRAW { ACT, NULL, 0, 0, "win.draw-card", NULL, { "draw", NULL } }
#define END(weather) { END_TURN, NULL, 0, 0, weather, NULL, { NULL } }
#define STOP { END_TURN, NULL, 0, 0, NULL, NULL, { NULL } }

/* Seed 004 (M42): "The models in a unit performing an Advance action may move up
 * to that unit's base Mv characteristic"; a second model of the team moves in the
 * action its first took. */
static const Step crossroads[] = {
  { DRAG, "russo", 4, 0 },
  { DRAG, "pitts", 1, -2 },
  { REFUSED, "russo", 1, 0 },
  END ("dry"),
  { DRAG, "russo", 3, 1 },
  { DRAG, "kowalski", -1, -2 },
  END ("rain"),
  STOP,
};

static const Step club_table[] = {
  { DRAG, "cpt-marsh", 4, 1 },
  END ("dry"),
  { DRAG, "cpt-marsh", 3, -1 },
  END ("dry"),
  STOP,
};

/* Seed 003: "Infantry: 1 hex", "Cavalry: 2 hexes"; "A unit may only be activated
 * once per turn." */
static const Step hex_table[] = {
  { DRAG, "b-inf1", 3.46, 2 },
  { DRAG, "b-cav", 3.46, -2 },
  { REFUSED, "b-inf1", 3.46, 2 },
  END ("dry"),
  { DRAG, "b-inf1", 3.46, 2 },
  { REFUSED, "b-tank", 13.86, 0 },
  END ("dry"),
  STOP,
};

/* Seed 001: "As each card is drawn, the figures listed can perform an activity";
 * "assembling a belt-fed machine gun on a tripod, which would take 4 "cards" of
 * work by one man"; the deck edited between draws. */
static const Step jackson[] = {
  DRAW,
  { DRAG, "@card", 1, 0 },
  { REFUSED, "@not-card", 1, 0 },
  DRAW,
  { ACT, NULL, 0, 0, "win.work", "(@card, 'assemble-tripod-mg')", { "work", "--unit", "@card", "--activity", "assemble-tripod-mg", NULL } },
  { ACT, NULL, 0, 0, "win.add-card", "'us:ft1'", { "deck", "--add", "us:ft1", NULL } },
  { ACT, NULL, 0, 0, "win.remove-card", "uint32 0", { "deck", "--remove", "1", NULL } },
  END ("dry"),
  DRAW,
  { DRAG, "@card", 0, 1 },
  END ("dry"),
  STOP,
};

/* Seed 002: "1 tactical move requires 1 PIP, or 2 PIP if all of the figure / group
 * to be moved is over 24 from its Officer" — each move spends its command's PIPs. */
static const Step dbx[] = {
  { DRAG, "hale", 1, 0 },
  { DRAG, "weber", 0, 1 },
  END ("dry"),
  { DRAG, "bren", 1, 0 },
  END ("dry"),
  STOP,
};

/* Seed 000: initiative rolled each turn; "After three consecutive turns of rain
 * dirt roads turn into off road conditions". */
static const Step vehicles[] = {
  { DRAG, "sherman", 0, -4 },
  { DRAG, "grenadier", -2, 0 },
  { REFUSED, "sherman", 2, 0 },
  END ("rain"),
  { DRAG, "rider", 0.8, 0 },
  END ("rain"),
  STOP,
};

static const Script scripts[] = {
  { "crossroads.sandtable", crossroads, NULL },
  { "club-table.sandtable", club_table, NULL },
  { "hex-table.sandtable", hex_table, NULL },
  { "jackson-skirmish.sandtable", jackson, "play-same-as-cli-jackson.png" },
  { "dbx-skirmish.sandtable", dbx, NULL },
  { "vehicles-and-teams.sandtable", vehicles, NULL },
};

int
main (int   argc,
      char *argv[])
{
  int status;

  gtk_test_init (&argc, &argv, NULL);
  app = app_test_application_new ();

  for (guint i = 0; i < G_N_ELEMENTS (scripts); i++)
    {
      g_autofree char *name = g_strndup (scripts[i].example, strcspn (scripts[i].example, "."));
      g_autofree char *path = g_strdup_printf ("/play-same-as-cli/two-turns/%s", name);

      g_test_add_data_func (path, &scripts[i], play_script);
    }

  status = g_test_run ();
  g_clear_object (&app);

  return status;
}
