/* test-play-model.c: the game in play without the engine — dice, the deck made
 * from the forces, initiative, PIPs, the log and its replay, undo, and <play>
 * saved and read back mid-turn.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "play-fixture.h"
#include "sand-dice-roller.h"
#include "sand-play-describe.h"
#include "sand-turn-procedure.h"

/* The generator: the same seed and count give the same numbers, a roll of an
 * expression draws one number, and the faces come out even. */
static void
test_dice_seeded (void)
{
  g_autoptr (SandDice) dice = sand_dice_parse ("3D6+1", NULL);
  SandDiceRoller a, b;
  guint counts[7] = { 0 };
  gpointer deck[20];

  sand_dice_roller_init (&a, 42, 0);
  sand_dice_roller_init (&b, 42, 0);
  for (guint i = 0; i < 600; i++)
    {
      g_auto (SandDiceRoll) ra = { 0 };
      g_auto (SandDiceRoll) rb = { 0 };
      g_auto (GStrv) faces = NULL;

      sand_dice_roller_roll (&a, dice, 0, &ra);
      sand_dice_roller_roll (&b, dice, 0, &rb);
      g_assert_cmpstr (ra.faces, ==, rb.faces);
      g_assert_cmpint (ra.total, ==, ra.score + 1);
      g_assert_cmpint (ra.total, >=, 4);
      g_assert_cmpint (ra.total, <=, 19);
      g_assert_cmpint (ra.direction, ==, -1);
      faces = g_strsplit (ra.faces, " ", -1);
      g_assert_cmpuint (g_strv_length (faces), ==, 3);
      for (guint k = 0; k < 3; k++)
        counts[atoi (faces[k])]++;
    }
  g_assert_cmpuint (a.draws, ==, 600);
  /* 1800 faces: each of the six comes up, none far from 300 */
  for (guint f = 1; f <= 6; f++)
    {
      g_assert_cmpuint (counts[f], >, 200);
      g_assert_cmpuint (counts[f], <, 400);
    }
  /* the state is the seed and the count: start again from the middle */
  sand_dice_roller_init (&b, 42, 300);
  sand_dice_roller_init (&a, 42, 0);
  for (guint i = 0; i < 300; i++)
    sand_dice_roller_face (&a, 6);
  g_assert_cmpuint (sand_dice_roller_face (&a, 6), ==, sand_dice_roller_face (&b, 6));
  /* a shuffle keeps every card */
  for (guint i = 0; i < G_N_ELEMENTS (deck); i++)
    deck[i] = GUINT_TO_POINTER (i + 1);
  sand_dice_roller_shuffle (&a, deck, G_N_ELEMENTS (deck));
  for (guint i = 0, sum = 0; i <= G_N_ELEMENTS (deck); i++)
    if (i == G_N_ELEMENTS (deck))
      g_assert_cmpuint (sum, ==, 210);
    else
      sum += GPOINTER_TO_UINT (deck[i]);
}

/* Seed 001's table: "This is a sample deck for an imaginary American infantry
 * force of 8 men, divided into two fire teams" — "AMERICAN FIRE TEAM ONE |
 * AMERICAN FIRE TEAM ONE | AMERICAN FIRE TEAM ONE | AMERICAN FREE MOVE | AMERICAN
 * FIRE TEAM TWO | AMERICAN FIRE TEAM TWO | AMERICAN FIRE TEAM TWO | AMERICAN FREE
 * MOVE". The example farm has the text's eight Americans (and a jeep, which is no
 * figure of the deck) and four Germans, a small force: "each man on the table
 * could have two cards in the deck while special men such as officers and
 * sergeants might have three cards". */
static void
test_deck_jackson_text (void)
{
  g_autoptr (PlayFixture) f = play_fixture_new_example ("jackson-skirmish.sandtable");
  GListModel *deck = sand_play_get_deck (f->play);
  guint ft1 = 0, ft2 = 0, free_us = 0, other_us = 0, german = 0, schnieder = 0;

  sand_play_build_deck (f->history, f->ruleset);
  for (guint i = 0; i < g_list_model_get_n_items (deck); i++)
    {
      g_autoptr (SandPlayEntry) card = g_list_model_get_item (deck, i);
      const char *side = sand_play_entry_get (card, "side");
      const char *team = sand_play_entry_get (card, "team");

      if (g_strcmp0 (side, "us") == 0 && g_strcmp0 (team, "ft1") == 0 && !sand_play_entry_get (card, "unit"))
        ft1++;
      else if (g_strcmp0 (side, "us") == 0 && g_strcmp0 (team, "ft2") == 0 && !sand_play_entry_get (card, "unit"))
        ft2++;
      else if (g_strcmp0 (side, "us") == 0 && sand_play_entry_get_boolean (card, "free") && team == NULL)
        free_us++;
      else if (g_strcmp0 (side, "us") == 0)
        other_us++;
      else
        {
          german++;
          g_assert_nonnull (sand_play_entry_get (card, "unit"));
          schnieder += g_strcmp0 (sand_play_entry_get (card, "unit"), "schnieder") == 0;
        }
    }
  g_assert_cmpuint (ft1, ==, 3);
  g_assert_cmpuint (ft2, ==, 3);
  g_assert_cmpuint (free_us, ==, 2);
  g_assert_cmpuint (other_us, ==, 0);
  /* three privates at two cards, Sgt. Schnieder (role="sergeant") at three */
  g_assert_cmpuint (schnieder, ==, 3);
  g_assert_cmpuint (german, ==, 9);
  g_assert_cmpuint (sand_play_get_deck_drawn (f->play), ==, 0);

  /* one undoable step */
  g_assert_cmpstr (sand_history_get_undo_label (f->history), ==, "Make the Deck");
  g_assert_true (sand_history_undo (f->history));
  g_assert_cmpuint (g_list_model_get_n_items (deck), ==, 0);
}

/* Drawing goes through the shuffled deck; the turn ends when it is spent. */
static void
test_deck_draw (void)
{
  g_autoptr (PlayFixture) f = play_fixture_new_example ("jackson-skirmish.sandtable");
  g_autoptr (GError) error = NULL;
  guint n;
  SandPlayEntry *drawn;

  sand_play_seed (f->history, 7);
  drawn = sand_play_draw (f->history, f->ruleset, &error);
  g_assert_no_error (error);
  g_assert_nonnull (drawn);
  g_assert_cmpint (sand_play_entry_get_int (drawn, "card", 0), ==, 1);
  g_assert_true (sand_play_get_begun (f->play));
  n = g_list_model_get_n_items (sand_play_get_deck (f->play));
  g_assert_cmpuint (n, ==, 17);
  /* the draw began the turn in the same step: shuffle and draw undo together */
  g_assert_true (sand_history_undo (f->history));
  g_assert_false (sand_play_get_begun (f->play));
  g_assert_true (sand_history_redo (f->history));

  for (guint i = 1; i < n; i++)
    g_assert_nonnull (sand_play_draw (f->history, f->ruleset, NULL));
  g_assert_null (sand_play_draw (f->history, f->ruleset, &error));
  g_assert_error (error, SAND_ERROR, SAND_ERROR_FAILED);
  g_assert_cmpstr (error->message, ==, "The deck is spent: the turn is over");
  g_assert_true (play_fixture_replays (f));
}

/* Seed 000: "One player from each side must roll the dice … The player with the
 * highest number will move first"; ties are rolled again. */
static void
test_initiative (void)
{
  g_autoptr (PlayFixture) f = play_fixture_new_example ("vehicles-and-teams.sandtable");
  const char * const *order;
  GListModel *log = sand_play_get_log (f->play);
  guint rolls = 0;
  int first = 0, second = 0;

  for (guint32 seed = 1; seed < 40; seed++)
    {
      sand_play_seed (f->history, seed);
      g_assert_true (sand_play_begin_turn (f->history, f->ruleset));
      order = sand_play_get_initiative (f->play);
      g_assert_cmpuint (g_strv_length ((char **) order), ==, 2);
      /* the last two initiative rolls decided it */
      first = second = 0;
      for (guint i = g_list_model_get_n_items (log); i > 0 && (first == 0 || second == 0); i--)
        {
          SandPlayEntry *e = sand_play_get_log_entry (f->play, i - 1);

          if (!sand_play_entry_is_kind (e, SAND_PLAY_ROLL))
            break;
          if (g_strcmp0 (sand_play_entry_get (e, "side"), order[0]) == 0 && first == 0)
            first = sand_play_entry_get_int (e, "total", 0);
          else if (g_strcmp0 (sand_play_entry_get (e, "side"), order[1]) == 0 && second == 0)
            second = sand_play_entry_get_int (e, "total", 0);
        }
      g_assert_cmpint (first, >, second);
      rolls += g_list_model_get_n_items (log);
      g_assert_true (sand_history_undo (f->history));
      g_assert_true (sand_history_undo (f->history));
      g_assert_cmpuint (g_list_model_get_n_items (log), ==, 0);
    }
  /* some of 39 games tied at least once: more than two rolls and a seed each */
  g_assert_cmpuint (rolls, >, 39 * 3);
}

/* Seed 002: PIP dice per command; "Where permissible, PIPs may be transfered, on a
 * 2:1 ratio, between different friendly commands." */
static void
test_pips (void)
{
  g_autoptr (PlayFixture) f = play_fixture_new_example ("dbx-skirmish.sandtable");
  g_autoptr (GError) error = NULL;
  GListModel *commands = sand_play_get_commands (f->play);
  int hale, weber;

  sand_play_seed (f->history, 3);
  sand_play_begin_turn (f->history, f->ruleset);
  /* every British figure is led by Lt. Hale, every German by Fw. Weber */
  g_assert_cmpuint (g_list_model_get_n_items (commands), ==, 2);
  hale = sand_play_get_pips (f->play, "hale");
  weber = sand_play_get_pips (f->play, "weber");
  g_assert_cmpint (hale, >=, 1);
  g_assert_cmpint (hale, <=, 6);
  g_assert_cmpint (weber, >=, 1);
  g_assert_cmpint (weber, <=, 6);
  g_assert_false (sand_play_transfer_pips (f->history, f->ruleset, "hale", "weber", 2, &error));
  g_assert_error (error, SAND_ERROR, SAND_ERROR_FAILED);
  g_clear_error (&error);
  g_assert_false (sand_play_transfer_pips (f->history, f->ruleset, "hale", "weber", 1, &error));
  g_clear_error (&error);
  g_assert_cmpint (sand_play_get_pips (f->play, "hale"), ==, hale);
  {
    g_autofree char *command = sand_play_command_of (f->scenario, f->ruleset,
                                                     sand_scenario_find_unit (f->scenario, "sniper"));

    g_assert_cmpstr (command, ==, "hale");
  }
}

/* The weather: consecutive turns of rain are counted in the scenario's own
 * <weather>, and a dry turn ends the count. */
static void
test_weather_count (void)
{
  g_autoptr (PlayFixture) f = play_fixture_new_example ("vehicles-and-teams.sandtable");
  SandWeather rain = SAND_WEATHER_RAIN, dry = SAND_WEATHER_DRY;

  g_assert_cmpint (sand_scenario_get_weather_turns (f->scenario), ==, 2);
  sand_play_end_turn (f->history, f->ruleset, &rain);
  g_assert_cmpint (sand_scenario_get_turn (f->scenario), ==, 2);
  g_assert_cmpint (sand_scenario_get_weather_turns (f->scenario), ==, 3);
  g_assert_cmpstr (sand_ruleset_weather_state (f->ruleset, sand_scenario_get_weather (f->scenario),
                                               sand_scenario_get_weather_turns (f->scenario)), ==, "rain");
  sand_play_end_turn (f->history, f->ruleset, NULL);
  g_assert_cmpint (sand_scenario_get_weather_turns (f->scenario), ==, 4);
  sand_play_end_turn (f->history, f->ruleset, &dry);
  g_assert_cmpint (sand_scenario_get_weather (f->scenario), ==, SAND_WEATHER_DRY);
  g_assert_cmpint (sand_scenario_get_weather_turns (f->scenario), ==, 0);
  /* undo walks it back, weather and turn together */
  g_assert_true (sand_history_undo (f->history));
  g_assert_cmpint (sand_scenario_get_turn (f->scenario), ==, 3);
  g_assert_cmpint (sand_scenario_get_weather (f->scenario), ==, SAND_WEATHER_RAIN);
  g_assert_cmpint (sand_scenario_get_weather_turns (f->scenario), ==, 4);
}

/* A game saved mid-turn comes back as it stood, and saves to the same bytes. */
static void
test_reopen_mid_turn (void)
{
  g_autoptr (PlayFixture) f = play_fixture_new_example ("jackson-skirmish.sandtable");
  g_autoptr (GBytes) saved = NULL, again = NULL;
  g_autoptr (SandScenario) copy = NULL;
  g_autoptr (GError) error = NULL;
  SandPlay *play;

  sand_play_seed (f->history, 11);
  sand_play_draw (f->history, f->ruleset, NULL);
  sand_play_draw (f->history, f->ruleset, NULL);
  sand_play_roll (f->history, f->ruleset, "2d6+1", NULL);
  saved = sand_scenario_to_bytes (f->scenario);
  copy = sand_scenario_load_data (g_bytes_get_data (saved, NULL), g_bytes_get_size (saved), "t", &error);
  g_assert_no_error (error);
  play = sand_scenario_get_play (copy);
  g_assert_cmpuint (sand_play_get_deck_drawn (play), ==, 2);
  g_assert_true (sand_play_get_begun (play));
  g_assert_cmpuint (sand_play_get_seed (play), ==, 11);
  g_assert_cmpuint (sand_play_get_draws (play), ==, sand_play_get_draws (f->play));
  g_assert_cmpuint (g_list_model_get_n_items (sand_play_get_log (play)), ==,
                    g_list_model_get_n_items (sand_play_get_log (f->play)));
  g_assert_cmpstr (sand_play_entry_get (sand_play_get_current_card (play), "side"), ==,
                   sand_play_entry_get (sand_play_get_current_card (f->play), "side"));
  again = sand_scenario_to_bytes (copy);
  g_assert_true (g_bytes_equal (saved, again));

  /* the next draw from the copy is the one the original makes */
  {
    g_autoptr (SandHistory) history = sand_history_new (copy);
    SandPlayEntry *a = sand_play_draw (history, f->ruleset, NULL);
    SandPlayEntry *b = sand_play_draw (f->history, f->ruleset, NULL);

    g_assert_cmpint (sand_play_entry_get_int (a, "card", 0), ==, 3);
    g_assert_cmpstr (sand_play_entry_get (a, "side"), ==, sand_play_entry_get (b, "side"));
    g_assert_cmpstr (sand_play_entry_get (a, "team"), ==, sand_play_entry_get (b, "team"));
    g_assert_cmpstr (sand_play_entry_get (a, "unit"), ==, sand_play_entry_get (b, "unit"));
  }
}

/* "If a vehicle is out of control, roll one arrow die"; "5% chance to hit a
 * mine … at low tide": the ruleset's own dice, logged and said. */
static void
test_roll_ruleset_dice (void)
{
  g_autoptr (PlayFixture) f = play_fixture_new_example ("vehicles-and-teams.sandtable");
  g_autoptr (GError) error = NULL;
  SandPlayEntry *arrow, *mine;
  g_autofree char *said = NULL;

  sand_play_seed (f->history, 5);
  arrow = sand_play_roll (f->history, f->ruleset, "arrow", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (sand_play_entry_get (arrow, "dice"), ==, "arrow");
  g_assert_cmpint (sand_play_entry_get_int (arrow, "direction", -1) % 45, ==, 0);
  g_assert_cmpint (sand_play_entry_get_int (arrow, "total", 0), >=, 1);
  g_assert_cmpint (sand_play_entry_get_int (arrow, "total", 0), <=, 6);
  mine = sand_play_roll (f->history, f->ruleset, "mine-low-tide", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (sand_play_entry_get (mine, "dice"), ==, "D100");
  g_assert_cmpint (sand_play_entry_get_int (mine, "total", 0), >=, 1);
  g_assert_cmpint (sand_play_entry_get_int (mine, "total", 0), <=, 100);
  g_assert_cmpstr (sand_play_entry_get (mine, "success"), ==,
                   sand_play_entry_get_int (mine, "total", 0) <= 5 ? "true" : "false");
  said = sand_play_entry_describe (mine, f->scenario, f->ruleset, SAND_LENGTH_INCHES);
  g_assert_true (g_str_has_prefix (said, "Boat beaching at low tide: mine: D100 rolled "));
  g_assert_null (sand_play_roll (f->history, f->ruleset, "d7x", &error));
  g_assert_nonnull (strstr (error->message, "“d7x” is neither dice"));
  g_assert_error (error, SAND_ERROR, SAND_ERROR_NOT_FOUND);
  g_assert_true (play_fixture_replays (f));
}

/* The log replays from its seed: a log whose roll was changed by hand does not. */
static void
test_replay_tampered (void)
{
  g_autoptr (PlayFixture) f = play_fixture_new_example ("crossroads.sandtable");
  g_autoptr (GBytes) saved = NULL;
  g_autoptr (SandScenario) copy = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  char *faces;
  SandPlayEntry *roll;

  sand_play_seed (f->history, 99);
  roll = sand_play_roll (f->history, f->ruleset, "d100", NULL);
  saved = sand_scenario_to_bytes (f->scenario);
  text = g_strndup (g_bytes_get_data (saved, NULL), g_bytes_get_size (saved));
  faces = strstr (text, "faces=\"");
  g_assert_nonnull (faces);
  /* a face of 1 to 100 changed by one, still a face */
  faces[7] = faces[7] == '1' ? '2' : '1';
  copy = sand_scenario_load_data (text, strlen (text), "t", &error);
  g_assert_no_error (error);
  g_assert_false (sand_play_replay (copy, f->ruleset, &error));
  g_assert_error (error, SAND_ERROR, SAND_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "Entry 2 of the log rolled"));
  g_assert_nonnull (roll);
}

/* Bad <play> content is reported at its line, in the program's words. */
static void
test_bad_play (void)
{
  static const struct
  {
    const char *play;
    const char *message;
  } cases[] = {
    { "<play turn=\"2\"><log><roll turn=\"3\" dice=\"D6\" faces=\"4\" total=\"4\"/></log></play>",
      "t:3: the log has an entry of turn 3, after the game's turn 2 (<play turn=\"2\">)" },
    { "<play turn=\"2\" seed=\"5\"/>", "t:3: <play> needs both seed=\"…\" and draws=\"…\", or neither" },
    { "<play><deck drawn=\"2\"><card side=\"us\"/></deck></play>", "t:3: drawn=\"2\" of <deck> is more than its 1 cards" },
    { "<play><log><move turn=\"1\" unit=\"u\" from=\"1,1\" to=\"a,2\"/></log></play>",
      "t:3: “a,2” is not a point x,y (to of <move>)" },
    { "<play><log><card side=\"us\"/></log></play>", "t:3: unexpected element <card> inside <log>" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = g_strdup_printf ("<?xml version=\"1.0\"?>\n<scenario xmlns=\"urn:sandtable:scenario:1\" "
                                               "version=\"1\"><table width=\"10\" height=\"10\"/>\n%s\n</scenario>\n",
                                               cases[i].play);
      g_autoptr (GError) error = NULL;
      g_autoptr (SandScenario) s = sand_scenario_load_data (text, strlen (text), "t", &error);

      g_assert_null (s);
      g_assert_nonnull (error);
      if (strstr (error->message, cases[i].message) == NULL)
        g_error ("case %u: %s", i, error->message);
    }
}

/* Hits take off only a strength the ruleset counts. M42 counts none, so a hit
 * on a man whose file happens to carry a "strength" is logged and leaves it as
 * it was (no attribute name is assumed for a ruleset that does not give one). */
static void
test_hits_without_strength (void)
{
  g_autoptr (PlayFixture) f = play_fixture_new_example ("crossroads.sandtable");
  SandUnit *duval = sand_scenario_find_unit (f->scenario, "duval");
  g_autoptr (GError) error = NULL;
  SandPlayEntry *entry;

  g_assert_nonnull (duval);
  sand_unit_set_attr (duval, "strength", "5");
  entry = sand_play_hit (f->history, f->ruleset, duval, 0, 2, &error);
  g_assert_no_error (error);
  g_assert_nonnull (entry);
  g_assert_cmpint (sand_play_entry_get_int (entry, "hits", -1), ==, 2);
  g_assert_null (sand_play_entry_get (entry, "strength"));
  g_assert_cmpstr (sand_unit_get_attr (duval, "strength"), ==, "5");
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/play/dice/seeded", test_dice_seeded);
  g_test_add_func ("/play/dice/ruleset-dice", test_roll_ruleset_dice);
  g_test_add_func ("/play/dice/replay-tampered", test_replay_tampered);
  g_test_add_func ("/play/deck/jackson-text", test_deck_jackson_text);
  g_test_add_func ("/play/deck/draw", test_deck_draw);
  g_test_add_func ("/play/turn/initiative", test_initiative);
  g_test_add_func ("/play/turn/pips", test_pips);
  g_test_add_func ("/play/turn/weather-count", test_weather_count);
  g_test_add_func ("/play/io/reopen-mid-turn", test_reopen_mid_turn);
  g_test_add_func ("/play/io/bad", test_bad_play);
  g_test_add_func ("/play/hits/no-strength-counted", test_hits_without_strength);
  return g_test_run ();
}
