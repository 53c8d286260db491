/* test-play-turns.c: two whole turns of each shipped ruleset on its example
 * table, played through the model (moves judged by the engine) and through the
 * sandtable-cli's commands, which must end with the same file byte for byte; a
 * refused move leaves the file as it was; the weather changes a car's move.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "play-fixture.h"
#include "sand-move-check.h"
#include "test-cli.h"

/* A step as sandtable-cli's arguments after FILE's command: "move --unit russo
 * --to 27,32". A leading "!" expects a refusal (exit 1). Two steps are the
 * test's own: "move-on-card DX,DY" moves the first figure the current card
 * names by (DX, DY), "work-on-card ACTIVITY" sets it to work. */
typedef struct
{
  const char *example;
  const char *steps[24];
} Script;

static const char *
option (char       **argv,
        const char  *name)
{
  for (guint i = 0; argv[i] != NULL; i++)
    if (g_str_equal (argv[i], name) && argv[i + 1] != NULL)
      return argv[i + 1];
  return NULL;
}

static gboolean
parse_point (const char *text,
             SandPoint  *p)
{
  return sscanf (text, "%lf,%lf", &p->x, &p->y) == 2;
}

/* The first unit, in the scenario's order, the current card lets act (and, given
 * @d, move by it). */
static SandUnit *
figure_on_card (PlayFixture     *f,
                const SandPoint *d)
{
  GListModel *units = sand_scenario_get_units (f->scenario);

  for (guint i = 0; i < g_list_model_get_n_items (units); i++)
    {
      g_autoptr (SandUnit) unit = g_list_model_get_item (units, i);
      g_auto (SandPlayMoveRules) rules = { 0 };
      g_auto (GStrv) modes = sand_ruleset_class_modes (f->ruleset, sand_unit_get_class (unit));
      g_autoptr (SandMoveCheck) check = NULL;

      if (modes[0] == NULL || !sand_play_check_move (f->scenario, f->ruleset, unit, NULL, &rules, NULL))
        continue;
      if (d == NULL)
        return unit;
      check = sand_move_check (f->scenario, f->ruleset, unit, NULL, sand_unit_get_x (unit) + d->x,
                               sand_unit_get_y (unit) + d->y, NULL);
      if (check->allowed)
        return unit;
    }
  g_assert_not_reached ();
}

static char **
strv_of (const char *first,
         ...)
{
  g_autoptr (GStrvBuilder) b = g_strv_builder_new ();
  va_list args;

  va_start (args, first);
  for (const char *s = first; s != NULL; s = va_arg (args, const char *))
    g_strv_builder_add (b, s);
  va_end (args);
  return g_strv_builder_end (b);
}

/* "move-on-card" and "work-on-card" as the CLI's own arguments. */
static char **
resolve_step (PlayFixture *f,
              const char  *step)
{
  g_auto (GStrv) argv = NULL;

  g_assert_true (g_shell_parse_argv (step, NULL, &argv, NULL));
  if (g_str_equal (argv[0], "move-on-card"))
    {
      SandPoint d;
      SandUnit *unit;
      g_autofree char *to = NULL;

      g_assert_true (parse_point (argv[1], &d));
      unit = figure_on_card (f, &d);
      to = g_strdup_printf ("%g,%g", sand_unit_get_x (unit) + d.x, sand_unit_get_y (unit) + d.y);
      return strv_of ("move", "--unit", sand_unit_get_id (unit), "--to", to, NULL);
    }
  if (g_str_equal (argv[0], "work-on-card"))
    return strv_of ("work", "--unit", sand_unit_get_id (figure_on_card (f, NULL)), "--activity", argv[1], NULL);
  return g_steal_pointer (&argv);
}

/* One step through the model, as the CLI's command would do it; FALSE when the
 * rules refused it. */
static gboolean
model_step (PlayFixture *f,
            char       **argv)
{
  const char *command = argv[0];
  const char *seed = option (argv, "--seed");
  g_autoptr (GError) error = NULL;

  if (seed != NULL)
    sand_play_seed (f->history, (guint32) g_ascii_strtoull (seed, NULL, 10));
  if (g_str_equal (command, "start-turn"))
    sand_play_begin_turn (f->history, f->ruleset);
  else if (g_str_equal (command, "end-turn"))
    {
      const char *text = option (argv, "--weather");
      SandWeather weather;

      g_assert_true (text == NULL || sand_weather_from_string (text, &weather));
      sand_play_end_turn (f->history, f->ruleset, text ? &weather : NULL);
    }
  else if (g_str_equal (command, "roll"))
    return sand_play_roll (f->history, f->ruleset, argv[1], NULL) != NULL;
  else if (g_str_equal (command, "draw"))
    return sand_play_draw (f->history, f->ruleset, NULL) != NULL;
  else if (g_str_equal (command, "work"))
    return sand_play_work (f->history, f->ruleset, sand_scenario_find_unit (f->scenario, option (argv, "--unit")),
                           option (argv, "--activity"), NULL) != NULL;
  else if (g_str_equal (command, "transfer"))
    return sand_play_transfer_pips (f->history, f->ruleset, option (argv, "--from"), option (argv, "--to"),
                                    (guint) atoi (option (argv, "--pips")), NULL);
  else if (g_str_equal (command, "hit"))
    {
      SandUnit *target = sand_scenario_find_unit (f->scenario, option (argv, "--target"));
      SandUnit *unit = sand_scenario_find_unit (f->scenario, option (argv, "--unit"));
      SandPlayEntry *entry;
      gboolean ok;

      sand_history_begin_group (f->history, "Fight");
      entry = sand_play_roll_casualties (f->history, f->ruleset, unit, target, FALSE, &error);
      g_assert_no_error (error);
      ok = sand_play_hit (f->history, f->ruleset, target, g_list_model_get_n_items (sand_play_get_log (f->play)),
                          -1, NULL) != NULL;
      sand_history_end_group (f->history);
      return ok && entry != NULL;
    }
  else if (g_str_equal (command, "move"))
    {
      SandUnit *unit = sand_scenario_find_unit (f->scenario, option (argv, "--unit"));
      g_autoptr (SandMoveCheck) check = NULL;
      SandPoint to;

      g_assert_nonnull (unit);
      g_assert_true (parse_point (option (argv, "--to"), &to));
      /* as the CLI: the first move of a turn begins it */
      sand_play_begin_turn (f->history, f->ruleset);
      check = sand_move_check (f->scenario, f->ruleset, unit, option (argv, "--mode"), to.x, to.y, &error);
      g_assert_no_error (error);
      if (!check->allowed)
        return FALSE;
      g_assert_nonnull (sand_move_check_record (check, f->history, f->ruleset, unit, FALSE));
    }
  else
    g_error ("unknown step %s", command);
  return TRUE;
}

static void
run_cli (const char  *path,
         char       **argv,
         int          expect)
{
  g_autoptr (GPtrArray) args = g_ptr_array_new ();
  g_autofree char *out = NULL, *err = NULL;
  g_autofree char *before = NULL, *after = NULL;
  gsize n_before = 0, n_after = 0;
  int status;

  g_ptr_array_add (args, argv[0]);
  g_ptr_array_add (args, (gpointer) path);
  for (guint i = 1; argv[i] != NULL; i++)
    g_ptr_array_add (args, argv[i]);
  g_ptr_array_add (args, NULL);

  g_assert_true (g_file_get_contents (path, &before, &n_before, NULL));
  status = test_cli_run ((const char * const *) args->pdata, &out, &err);
  if (status != expect)
    g_error ("sandtable-cli %s exited %d, not %d: %s%s", argv[0], status, expect, out, err);
  if (expect == 1)
    {
      /* "refused: exit 1 with the reason, FILE untouched (byte for byte)" */
      g_assert_true (g_file_get_contents (path, &after, &n_after, NULL));
      g_assert_cmpmem (before, n_before, after, n_after);
      g_assert_true (g_str_has_prefix (err, "sandtable-cli "));
    }
  else
    g_assert_cmpstr (err, ==, "");
}

static void
test_script (gconstpointer data)
{
  const Script *script = data;
  g_autoptr (PlayFixture) model = play_fixture_new_example (script->example);
  g_autofree char *dir = g_dir_make_tmp ("sand-play-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, script->example, NULL);
  g_autofree char *backup = g_strconcat (path, "~", NULL);
  g_autofree char *example = play_fixture_example_path (script->example);
  g_autofree char *original = NULL, *played = NULL;
  g_autoptr (GBytes) from_model = NULL;
  gsize length;
  int turn = sand_scenario_get_turn (model->scenario);

  g_assert_true (g_file_get_contents (example, &original, &length, NULL));
  g_assert_true (g_file_set_contents (path, original, (gssize) length, NULL));

  for (guint i = 0; script->steps[i] != NULL; i++)
    {
      gboolean refuse = script->steps[i][0] == '!';
      g_auto (GStrv) argv = resolve_step (model, script->steps[i] + refuse);
      guint undo = sand_history_get_n_undo (model->history);
      gboolean done;

      run_cli (path, argv, refuse ? 1 : 0);
      done = model_step (model, argv);
      if (refuse)
        {
          /* the CLI kept nothing of it: neither does the model */
          while (sand_history_get_n_undo (model->history) > undo)
            sand_history_undo (model->history);
          g_assert_false (done);
        }
      else if (!done)
        g_error ("step %u, “%s”, was refused", i, script->steps[i]);
    }
  g_assert_cmpint (sand_scenario_get_turn (model->scenario), ==, turn + 2);
  g_assert_true (play_fixture_replays (model));

  /* "the same two turns through the CLI give the same file" */
  from_model = sand_scenario_to_bytes (model->scenario);
  g_assert_true (g_file_get_contents (path, &played, &length, NULL));
  g_assert_cmpmem (played, length, g_bytes_get_data (from_model, NULL), g_bytes_get_size (from_model));

  g_remove (path);
  g_remove (backup);
  g_rmdir (dir);
}

/* M42: "The models in a unit performing an Advance action may move up to that
 * unit's base Mv characteristic"; a unit acts once a turn, its models moving once
 * each in its action. */
static const Script m42 = {
  "crossroads.sandtable", {
    "start-turn --seed 11",
    "move --unit russo --to 27,32",
    "!move --unit mcbride --to 26,30 --mode double",
    "move --unit mcbride --to 26,30",
    "!move --unit russo --to 28,32",
    "move --unit kowalski --to 20,33.5 --mode double",
    "!move --unit lindqvist --to 25,32",
    "roll d6",
    "end-turn",
    "move --unit lindqvist --to 26,33",
    "move --unit russo --to 30,31",
    "!move --unit russo --to 40,31",
    "end-turn",
    NULL } };

/* Seed 001: "The deck is shuffled and the top card is drawn. The man or men listed
 * on the card may move or perform some other activity." */
static const Script jackson = {
  "jackson-skirmish.sandtable", {
    "start-turn --seed 5",
    "draw",
    "move-on-card 1,0",
    "draw",
    "move-on-card 0,1",
    "work-on-card assemble-tripod-mg",
    "end-turn",
    "draw",
    "move-on-card -1,0",
    "end-turn",
    NULL } };

/* Seed 002: "1 tactical move requires 1 PIP". */
static const Script dbx = {
  "dbx-skirmish.sandtable", {
    "start-turn --seed 1",
    "move --unit rudd --to 47.5,25",
    "!move --unit rudd --to 47.5,24",
    "move --unit mg42 --to 23,16",
    "!transfer --from hale --to weber --pips 2",
    "end-turn",
    "!move --unit scouts --to 42,18",
    "move --unit rifle-1 --to 24,21",
    "move --unit weber --to 26,13",
    "end-turn",
    NULL } };

/* Seed 003: "A unit may only be activated once per turn." */
static const Script ohw = {
  "hex-table.sandtable", {
    "start-turn --seed 3",
    "move --unit b-inf1 --to 19.6,24",
    "!move --unit b-inf1 --to 23.1,26",
    "move --unit b-cav --to 9.24,30",
    "hit --unit b-art --target r-tank",
    "end-turn",
    "move --unit r-inf1 --to 57.7,22",
    "!move --unit r-tank --to 50,28",
    "end-turn",
    NULL } };

/* Seed 000: "One player from each side must roll the dice … highest number will
 * move first"; "After three consecutive turns of rain dirt roads turn into off road
 * conditions". The example's weather is two turns of rain. */
static const Script wargame = {
  "vehicles-and-teams.sandtable", {
    "start-turn --seed 9",
    "move --unit jeep --to 30,37",
    "move --unit rifle-1 --to 56,24",
    "!move --unit rifle-2 --to 60,10",
    "roll arrow",
    "roll mine-low-tide",
    "end-turn --weather rain",
    "move --unit rifle-1 --to 56,22",
    "!move --unit rifle-1 --to 56,21",
    "end-turn --weather dry",
    NULL } };

/* "After three consecutive turns of rain dirt roads turn into off road
 * conditions": a car on the dirt road (Dirt Road 50%, Off Road Slow) goes 8"
 * along it in the second turn of rain, and not in the third, when a Slow 5" is
 * all it has. */
static void
test_rain_car_dirt_road (void)
{
  g_autoptr (PlayFixture) f = play_fixture_new_example ("vehicles-and-teams.sandtable");
  SandUnit *car = sand_scenario_find_unit (f->scenario, "staff-car");
  g_autoptr (SandMoveCheck) before = NULL, after = NULL;
  SandWeather rain = SAND_WEATHER_RAIN;

  g_assert_cmpstr (sand_unit_get_class (car), ==, "car");
  sand_unit_set_position (car, 30, 36);   /* on the Chemin du Moulin, 30,36 to 36,24 */
  /* 8" along the road */
  before = sand_move_check (f->scenario, f->ruleset, car, NULL, 33.6, 28.8, NULL);
  g_assert_true (before->allowed);
  /* 50% of 28": each inch of the road costs two at least (the raster's way along
   * a narrow slanting road is a little longer than its centre line) */
  g_assert_cmpfloat (before->used, >=, 2 * hypot (3.6, 7.2) - 0.05);
  g_assert_cmpfloat (before->used, <, 28);

  sand_play_end_turn (f->history, f->ruleset, &rain);
  g_assert_cmpint (sand_scenario_get_weather_turns (f->scenario), ==, 3);
  /* off road, a car is "Slow": "A "Slow" is not more than 50m" */
  after = sand_move_check (f->scenario, f->ruleset, car, NULL, 33.6, 28.8, NULL);
  g_assert_false (after->allowed);
  g_assert_false (after->by_turn);
  g_assert_nonnull (after->reason);
}

/* M42 as shipped, but letting a model move twice a turn, so a second move is
 * judged by the reach alone. */
static SandRuleset *
m42_twice (void)
{
  g_autofree char *path = g_build_filename (g_getenv ("SANDTABLE_SOURCE_DATA"), "rulesets", "m42.xml", NULL);
  g_autofree char *text = NULL;
  g_autoptr (GString) changed = NULL;
  g_autoptr (GError) error = NULL;
  SandRuleset *ruleset;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  changed = g_string_new (text);
  g_assert_cmpuint (g_string_replace (changed, "anchor=\"turn\" moves=\"1\"", "anchor=\"turn\" moves=\"2\"", 1), ==, 1);
  ruleset = sand_ruleset_load_data (changed->str, changed->len, "m42-twice.xml", &error);
  g_assert_no_error (error);
  return ruleset;
}

/* A move is measured from where the unit began the turn (M42: anchor="turn"):
 * moved on past its allowance in two steps it is refused. */
static void
test_anchor (void)
{
  g_autoptr (PlayFixture) f = play_fixture_new_example ("crossroads.sandtable");
  g_autoptr (SandRuleset) twice = m42_twice ();
  SandUnit *russo = sand_scenario_find_unit (f->scenario, "russo");
  g_autoptr (SandMoveCheck) first = NULL, beyond = NULL, again = NULL;
  SandPoint anchor;

  first = sand_move_check (f->scenario, twice, russo, "double", 23, 25, NULL);
  g_assert_true (first->allowed);
  g_assert_cmpfloat_with_epsilon (first->used, 7, 0.05);
  g_assert_nonnull (sand_move_check_record (first, f->history, twice, russo, FALSE));
  anchor = sand_play_get_anchor (f->scenario, twice, russo);
  g_assert_cmpfloat (anchor.x, ==, 23);
  g_assert_cmpfloat (anchor.y, ==, 32);

  /* 12.7" from the start, 5.7" from where he stands: "Russo dropped 12.7" away,
   * beyond his 12" At The Double, gets no warning" — he does now */
  beyond = sand_move_check (f->scenario, twice, russo, "double", 23, 19.3, NULL);
  g_assert_false (beyond->allowed);
  g_assert_false (beyond->by_turn);
  g_assert_cmpfloat (beyond->from.y, ==, 32);
  g_assert_true (g_str_has_prefix (beyond->reason, "Out of reach"));
  /* recorded outside the rules on purpose, and said so in the log */
  g_assert_nonnull (sand_move_check_record (beyond, f->history, twice, russo, TRUE));
  g_assert_true (sand_play_entry_get_boolean (sand_play_get_log_entry (f->play, 1), "outside"));
  g_assert_cmpfloat (sand_unit_get_y (russo), ==, 19.3);
  /* one undo takes back the unit and its record */
  g_assert_true (sand_history_undo (f->history));
  g_assert_cmpfloat (sand_unit_get_y (russo), ==, 25);
  g_assert_cmpuint (g_list_model_get_n_items (sand_play_get_moves (f->play)), ==, 1);

  /* within 12" of the start the second move is his */
  again = sand_move_check (f->scenario, twice, russo, "double", 23, 21, NULL);
  g_assert_true (again->allowed);
  g_assert_cmpfloat_with_epsilon (again->used, 11, 0.05);
  /* as shipped, once a turn: "Cpl. Russo has moved already this turn" */
  g_clear_pointer (&again, sand_move_check_free);
  again = sand_move_check (f->scenario, f->ruleset, russo, "double", 23, 21, NULL);
  g_assert_false (again->allowed);
  g_assert_true (again->by_turn);
  g_assert_cmpstr (again->reason, ==, "Cpl. Russo has moved already this turn (once a turn)");
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_data_func ("/play/turns/m42", &m42, test_script);
  g_test_add_data_func ("/play/turns/jackson-skirmish", &jackson, test_script);
  g_test_add_data_func ("/play/turns/dbx-skirmish", &dbx, test_script);
  g_test_add_data_func ("/play/turns/ohw-ww2-hex", &ohw, test_script);
  g_test_add_data_func ("/play/turns/wargame-movement", &wargame, test_script);
  g_test_add_func ("/play/move/rain-car-dirt-road", test_rain_car_dirt_road);
  g_test_add_func ("/play/move/anchor", test_anchor);
  return g_test_run ();
}
