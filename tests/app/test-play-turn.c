/* test-play-turn.c: the turn strip, the dice roller and the log on the Play page,
 * played through the window's actions on the shipped examples, each step undoable.
 *
 * Writes tests/play-turn-strip.png, tests/play-turn-visibility.png and
 * tests/play-log.png in the build tree.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "app-test-util.h"
#include "play-fixture.h"
#include "sand-application.h"
#include "sand-edit-play.h"
#include "sand-editor.h"
#include "sand-play-describe.h"
#include "sand-play-panel.h"
#include "sand-play.h"
#include "sand-window.h"

static SandApplication *app;

static void
game_open (PlayGame   *g,
           const char *name,
           guint32     seed)
{
  play_game_open (g, app, name);
  /* the same dice every run */
  sand_play_seed (g->history, seed);
}

static void
act (PlayGame   *g,
     const char *action)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (g->window), action, NULL));
}

static gboolean
contains (const char *text,
          const char *part)
{
  return text != NULL && strstr (text, part) != NULL;
}

static void
save_png (GtkWidget  *widget,
          const char *name)
{
  int w, h;
  g_autoptr (GdkTexture) texture = app_test_render (widget, &w, &h);
  g_autofree char *png = g_test_build_filename (G_TEST_BUILT, name, NULL);

  g_assert_true (gdk_texture_save_to_png (texture, png));
}

/* Seed 000: "One player from each side must roll the dice … highest number will
 * move first"; the players say the weather, and "After three consecutive turns of
 * rain dirt roads turn into off road conditions". */
static void
test_initiative_and_weather (void)
{
  PlayGame g = { 0 };
  const char *procedure;

  game_open (&g, "vehicles-and-teams.sandtable", 9);
  g_assert_cmpstr (sand_turn_strip_get_title (g.strip), ==, "Turn 1, not begun");
  procedure = sand_turn_strip_get_row_text (g.strip, "procedure");
  g_assert_true (contains (procedure, "Initiative"));
  g_assert_null (sand_turn_strip_get_row_text (g.strip, "deck"));
  g_assert_cmpstr (sand_turn_strip_get_row_text (g.strip, "initiative"), ==, "Rolled when the turn starts");
  /* the example's weather: two turns of rain */
  g_assert_true (g_str_has_prefix (sand_turn_strip_get_row_text (g.strip, "weather"), "Rain, 2 turns running"));

  act (&g, "win.start-turn");
  g_assert_cmpstr (sand_turn_strip_get_title (g.strip), ==, "Turn 1");
  g_assert_true (contains (sand_turn_strip_get_row_text (g.strip, "initiative"), "Allies"));
  g_assert_true (contains (sand_turn_strip_get_row_text (g.strip, "initiative"), "Axis"));
  save_png (GTK_WIDGET (g.window), "play-turn-strip.png");

  sand_turn_strip_choose_weather (g.strip, SAND_WEATHER_RAIN);
  act (&g, "win.end-turn");
  g_assert_cmpint (sand_play_get_turn (g.play), ==, 2);
  g_assert_true (g_str_has_prefix (sand_turn_strip_get_title (g.strip), "Turn 2"));
  g_assert_true (g_str_has_prefix (sand_turn_strip_get_row_text (g.strip, "weather"),
                                   "Rain, 3 turns running (the ground has changed)"));
  sand_turn_strip_choose_weather (g.strip, SAND_WEATHER_DRY);
  act (&g, "win.end-turn");
  g_assert_cmpstr (sand_turn_strip_get_row_text (g.strip, "weather"), ==, "Dry");
  /* a new turn offers its own weather for the next */
  sand_turn_strip_choose_weather (g.strip, SAND_WEATHER_SNOW);
  act (&g, "win.end-turn");
  g_assert_true (g_str_has_prefix (sand_turn_strip_get_row_text (g.strip, "weather"), "Snow, 1 turn running"));
  act (&g, "win.end-turn");
  g_assert_true (g_str_has_prefix (sand_turn_strip_get_row_text (g.strip, "weather"), "Snow, 2 turns running"));
  sand_history_undo (g.history);
  sand_history_undo (g.history);

  /* each end of a turn one step */
  sand_history_undo (g.history);
  g_assert_cmpint (sand_play_get_turn (g.play), ==, 2);
  g_assert_true (g_str_has_prefix (sand_turn_strip_get_title (g.strip), "Turn 2"));
  g_assert_true (g_str_has_prefix (sand_turn_strip_get_row_text (g.strip, "weather"), "Rain, 3 turns running"));

  gtk_window_destroy (GTK_WINDOW (g.window));
}

/* Seed 001: "The deck is shuffled and the top card is drawn. The man or men listed
 * on the card may move or perform some other activity." */
static void
test_deck (void)
{
  PlayGame g = { 0 };
  guint n;

  game_open (&g, "jackson-skirmish.sandtable", 5);
  g_assert_cmpstr (sand_turn_strip_get_row_text (g.strip, "deck"), ==, "Made from the forces when the turn starts");
  act (&g, "win.draw-card");
  n = g_list_model_get_n_items (sand_play_get_deck (g.play));
  g_assert_cmpuint (n, >, 1);
  g_assert_true (g_str_has_prefix (sand_turn_strip_get_row_text (g.strip, "deck"), "Card 1 of "));
  act (&g, "win.draw-card");
  g_assert_true (g_str_has_prefix (sand_turn_strip_get_row_text (g.strip, "deck"), "Card 2 of "));
  sand_history_undo (g.history);
  g_assert_true (g_str_has_prefix (sand_turn_strip_get_row_text (g.strip, "deck"), "Card 1 of "));

  gtk_window_destroy (GTK_WINDOW (g.window));
}

/* Seed 002: "At the start of each turn each commander rolls a D6 for PIPs". */
static void
test_pips (void)
{
  PlayGame g = { 0 };
  const char *pips;

  game_open (&g, "dbx-skirmish.sandtable", 1);
  g_assert_cmpstr (sand_turn_strip_get_row_text (g.strip, "pips"), ==, "Rolled when the turn starts");
  act (&g, "win.start-turn");
  pips = sand_turn_strip_get_row_text (g.strip, "pips");
  g_assert_true (contains (pips, "Lt. Hale"));
  g_assert_true (contains (pips, "Fw. Weber"));
  g_assert_null (sand_turn_strip_get_row_text (g.strip, "initiative"));

  gtk_window_destroy (GTK_WINDOW (g.window));
}

/* Seed 002: "A group move ... in poor visibility must be in a 1 figure wide
 * column": the players say the next turn's visibility at End Turn, where the
 * ruleset reads it (DBX), and nowhere else (Wargame Movement). */
static void
test_visibility (void)
{
  PlayGame g = { 0 }, other = { 0 };

  game_open (&g, "dbx-skirmish.sandtable", 1);
  g_assert_cmpstr (sand_turn_strip_get_row_text (g.strip, "visibility"), ==, "Good");
  sand_turn_strip_choose_poor_visibility (g.strip, TRUE);
  act (&g, "win.end-turn");
  g_assert_true (sand_play_get_poor_visibility (g.play));
  g_assert_cmpstr (sand_turn_strip_get_row_text (g.strip, "visibility"), ==, "Poor: groups move in column");
  save_png (GTK_WIDGET (g.strip), "play-turn-visibility.png");
  sand_history_undo (g.history);
  g_assert_false (sand_play_get_poor_visibility (g.play));
  gtk_window_destroy (GTK_WINDOW (g.window));

  game_open (&other, "vehicles-and-teams.sandtable", 9);
  g_assert_null (sand_turn_strip_get_row_text (other.strip, "visibility"));
  gtk_window_destroy (GTK_WINDOW (other.window));
}

/* Dice rolled on the page are logged as the command line logs them; the log
 * shows every entry and exports as text or HTML, the same as sandtable-cli log. */
static void
test_dice_and_log (void)
{
  PlayGame g = { 0 };
  g_auto (GStrv) rows = NULL;
  guint before;
  g_autofree char *dir = g_dir_make_tmp ("sandtable-log-XXXXXX", NULL);
  g_autofree char *txt = g_build_filename (dir, "log.txt", NULL);
  g_autofree char *html = g_build_filename (dir, "log.html", NULL);
  g_autofree char *got = NULL, *want = NULL;

  game_open (&g, "vehicles-and-teams.sandtable", 9);
  sand_turn_strip_roll (g.strip, "2D6+1");
  g_assert_true (g_str_has_prefix (sand_turn_strip_get_row_text (g.strip, "dice"), "2D6+1 rolled "));
  /* the ruleset's own arrow die */
  sand_turn_strip_roll (g.strip, "arrow");
  g_assert_true (contains (sand_turn_strip_get_row_text (g.strip, "dice"), "from the front"));
  before = g_list_model_get_n_items (sand_play_get_log (g.play));
  sand_turn_strip_roll (g.strip, "2Q6");
  g_assert_cmpuint (g_list_model_get_n_items (sand_play_get_log (g.play)), ==, before);
  g_assert_false (g_str_has_prefix (sand_turn_strip_get_row_text (g.strip, "dice"), "2Q6 rolled"));

  act (&g, "win.start-turn");
  sand_turn_strip_choose_weather (g.strip, SAND_WEATHER_DRY);
  act (&g, "win.end-turn");
  rows = sand_play_log_view_get_rows (g.log_view);
  g_assert_cmpuint (g_strv_length (rows), ==, g_list_model_get_n_items (sand_play_get_log (g.play)));
  g_assert_cmpstr (rows[0], ==, "The dice are seeded with 9");
  g_assert_true (g_str_has_prefix (rows[1], "2D6+1 rolled "));
  g_assert_true (g_strv_contains ((const char * const *) rows, "Turn 1 ends; dry"));
  app_test_wait_for_frames (GTK_WIDGET (g.log_view));
  save_png (GTK_WIDGET (g.log_view), "play-log.png");

  g_assert_true (sand_play_log_view_export (g.log_view, txt, NULL));
  g_assert_true (g_file_get_contents (txt, &got, NULL, NULL));
  want = sand_play_log_export (g.scenario, sand_play_aid_get_ruleset (sand_play_panel_get_aid (g.panel)),
                               SAND_PLAY_LOG_TEXT, SAND_LENGTH_INCHES);
  g_assert_cmpstr (got, ==, want);
  g_assert_true (contains (got, "Turn 1 ends; dry"));
  g_clear_pointer (&got, g_free);
  g_assert_true (sand_play_log_view_export (g.log_view, html, NULL));
  g_assert_true (g_file_get_contents (html, &got, NULL, NULL));
  g_assert_true (contains (got, "<html"));
  g_assert_true (contains (got, "Turn 1 ends; dry"));

  g_remove (txt);
  g_remove (html);
  g_rmdir (dir);
  gtk_window_destroy (GTK_WINDOW (g.window));
}

int
main (int   argc,
      char *argv[])
{
  int status;

  gtk_test_init (&argc, &argv, NULL);
  app = app_test_application_new ();

  g_test_add_func ("/play-turn/strip/initiative-and-weather", test_initiative_and_weather);
  g_test_add_func ("/play-turn/strip/deck", test_deck);
  g_test_add_func ("/play-turn/strip/pips", test_pips);
  g_test_add_func ("/play-turn/strip/visibility", test_visibility);
  g_test_add_func ("/play-turn/dice-and-log", test_dice_and_log);

  status = g_test_run ();
  g_clear_object (&app);

  return status;
}
