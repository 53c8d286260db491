/* test-jackson.c: the Jackson Gamers' skirmish movement, one worked example of
 * the text per test, asked of the engine and of "sandtable-cli reach --json".
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "ruleset-table.h"
#include "test-json.h"
#include "sand-ruleset-registry.h"

static RulesetTable *
table (void)
{
  return ruleset_table_new ("jackson-skirmish", 48, 36);
}

static SandUnit *
man (RulesetTable *t,
     const char   *id,
     const char   *stance,
     double        x,
     double        y)
{
  SandUnit *u = ruleset_table_add_unit (t, id, "man", t->us, x, y);
  sand_unit_set_stance (u, stance);
  return u;
}

static void
test_hedge_heights_at_the_settings (void)
{
  /* "to go through a waist-high hedge: lose 2" of movment"; "to go through a
   * head-high hedge (thicker and tougher to penetrate: takes entire turn". The
   * ruleset's setting: up to 0.75" is waist-high, just over is head-high; a fence
   * is crossed like a wall. */
  g_autoptr (RulesetTable) t = table ();
  ruleset_table_add_line (t, "h075", SAND_TERRAIN_HEDGE, 0.75, 12, 0, 12, 10);
  ruleset_table_add_line (t, "h076", SAND_TERRAIN_HEDGE, 0.76, 12, 10, 12, 20);
  ruleset_table_add_line (t, "f1", SAND_TERRAIN_FENCE, 0.5, 12, 20, 12, 30);
  man (t, "a", "standing", 10, 5);
  man (t, "b", "standing", 11.5, 15);
  man (t, "c", "standing", 10, 25);

  ruleset_check_cost (t, "a", "normal", 13.5, 5, 5.5, 0.05);
  ruleset_check (t, "a", "normal", 13.9, 5, TRUE, NULL);
  ruleset_check (t, "a", "normal", 14.3, 5, FALSE, "hedge h075 (0.75in high or less, Waist-high hedge)");
  ruleset_check (t, "b", "normal", 12.05, 15, TRUE, NULL);
  ruleset_check (t, "b", "normal", 13, 15, FALSE, "hedge h076: over 0.75in high, Head-high hedge, takes the whole move");
  ruleset_check_cost (t, "c", "normal", 13.5, 25, 5.5, 0.05);
  ruleset_check (t, "c", "normal", 14.3, 25, FALSE, "fence f1");
  ruleset_check (t, "c", "run", 13, 25, FALSE, "Waist-high obstacle, not allowed");
}

static void
test_crops_no_run (void)
{
  /* "a man can not run in rough terrain, because he must run in a straight line
   * over smooth terrain": crops are read as rough. Up to their edge he runs. */
  g_autoptr (RulesetTable) t = table ();
  ruleset_table_add_rect (t, "corn", SAND_TERRAIN_CROPS, 20, 0, 10, 36);
  man (t, "s", "standing", 15, 18);

  ruleset_check_cost (t, "s", "run", 19.4, 18, 4.4, 0.05);
  ruleset_check (t, "s", "run", 21, 18, FALSE, "crops corn: Rough terrain, not allowed when moving All-out run");
  /* walking: 5" to the crops, then each inch in them costs two */
  ruleset_check_cost (t, "s", "normal", 20.4, 18, 5.8, 0.05);
  ruleset_check (t, "s", "normal", 20.45, 18, TRUE, NULL);
  ruleset_check (t, "s", "normal", 20.6, 18, FALSE, "crops corn (Rough terrain)");
}

static void
test_stance_allowances (void)
{
  /* "Prone | Normal - 2"", "Kneeling | Normal -4"", "Standing | Normal - 6"" */
  g_autoptr (RulesetTable) t = table ();
  man (t, "p", "prone", 10, 10);
  man (t, "k", "kneeling", 10, 20);
  man (t, "s", "standing", 10, 30);
  SandUnit *u = ruleset_table_add_unit (t, "u", "man", t->us, 30, 10);

  ruleset_check_allowance (t, "p", "normal", 2);
  ruleset_check_allowance (t, "k", "normal", 4);
  ruleset_check_allowance (t, "s", "normal", 6);
  /* a figure of no stated stance stands */
  ruleset_check_allowance (t, "u", "normal", 6);
  sand_unit_set_stance (u, "prone");
  ruleset_check_allowance (t, "u", "normal", 2);

  ruleset_check (t, "p", "normal", 11.9, 10, TRUE, NULL);
  ruleset_check (t, "p", "normal", 12.2, 10, FALSE, "2in");
  ruleset_check (t, "k", "normal", 10 + 3.9 * 0.6, 20 + 3.9 * 0.8, TRUE, NULL);
  ruleset_check (t, "k", "normal", 14.2, 20, FALSE, "4in");
  ruleset_check (t, "s", "normal", 15.9, 30, TRUE, NULL);
  ruleset_check (t, "s", "normal", 16.2, 30, FALSE, "6in");
}

static void
test_run_standing_straight (void)
{
  /* "Standing | All out run - 8" | Standing only"; "he must run in a straight line
   * over smooth terrain" */
  g_autoptr (RulesetTable) t = table ();
  man (t, "s", "standing", 10, 18);
  man (t, "k", "kneeling", 30, 18);
  /* a house to run past: its walls stop a man everywhere */
  g_autoptr (SandFeature) f = sand_feature_new ("house", SAND_TERRAIN_BUILDING);
  sand_feature_set_rect (f, 12, 12, 2, 4);
  sand_scenario_add_feature (t->scenario, f);

  ruleset_check_allowance (t, "s", "run", 8);
  ruleset_check (t, "s", "run", 17.9, 18, TRUE, NULL);
  ruleset_check (t, "s", "run", 18.3, 18, FALSE, "8in");
  ruleset_check_cost (t, "s", "run", 10 + 7 * 0.6, 18 + 7 * 0.8, 7, 0.06);
  /* behind the house: a normal move goes round its corner, a run cannot bend */
  ruleset_check (t, "s", "normal", 14.5, 15, TRUE, NULL);
  ruleset_check (t, "s", "run", 14.5, 15, FALSE, NULL);
  /* kneeling: no run at all */
  ruleset_check_allowance (t, "k", "run", 0);
  ruleset_check (t, "k", "run", 31, 18, FALSE, NULL);
}

static void
test_waist_high_wall (void)
{
  /* "Standing or kneeling man - to vault over a waist-high wall: Lose 2" of movment.
   * Note that a running man can not do this" */
  g_autoptr (RulesetTable) t = table ();
  man (t, "s", "standing", 10, 18);
  man (t, "k", "kneeling", 10, 28);
  ruleset_table_add_line (t, "x1", SAND_TERRAIN_WALL, 0.5, 12, 0, 12, 36);

  /* 4" of ground and 2" lost: exactly the standing man's 6" */
  ruleset_check_cost (t, "s", "normal", 13.5, 18, 5.5, 0.05);
  ruleset_check (t, "s", "normal", 13.9, 18, TRUE, NULL);
  ruleset_check (t, "s", "normal", 14.3, 18, FALSE, NULL);
  /* the kneeling man's 4": 2" to the wall and 2" lost leave nothing beyond */
  ruleset_check (t, "k", "normal", 12.3, 28, FALSE, NULL);
  ruleset_check (t, "k", "normal", 11.9, 28, TRUE, NULL);
  ruleset_check (t, "s", "run", 13, 18, FALSE, "wall x1: 0.75in high or less, Waist-high obstacle, not allowed");
}

static void
test_wall_losses_add_up (void)
{
  /* "Standing or kneeling man - to vault over a waist-high wall: Lose 2" of
   * movment." Each wall crossed costs its 2", out of the stance's move. */
  g_autoptr (RulesetTable) t = table ();
  ruleset_table_add_line (t, "x1", SAND_TERRAIN_WALL, 0.5, 12, 0, 12, 36);
  ruleset_table_add_line (t, "x2", SAND_TERRAIN_WALL, 0.5, 13, 0, 13, 36);
  man (t, "k", "kneeling", 11, 8);
  man (t, "s", "standing", 11.5, 18);
  man (t, "k2", "kneeling", 11.5, 28);

  /* kneeling, 1" off: 1" to the wall, 2" lost, 1" beyond (up to the next) */
  ruleset_check_cost (t, "k", "normal", 12.9, 8, 3.9, 0.05);
  ruleset_check (t, "k", "normal", 13.2, 8, FALSE, NULL);
  /* standing over both: 4" lost, 2" of ground */
  ruleset_check_cost (t, "s", "normal", 13.4, 18, 5.9, 0.05);
  ruleset_check (t, "s", "normal", 13.8, 18, FALSE, NULL);
  /* kneeling, 4" lost is all of it: between the walls at most */
  ruleset_check (t, "k2", "normal", 12.5, 28, TRUE, NULL);
  ruleset_check (t, "k2", "normal", 13.3, 28, FALSE, NULL);
}

static void
test_wall_heights_at_the_settings (void)
{
  /* the ruleset's settings: up to 0.75" waist-high, up to 1.5" head-high, more
   * not climbed; just over each is the next */
  g_autoptr (RulesetTable) t = table ();
  ruleset_table_add_line (t, "w076", SAND_TERRAIN_WALL, 0.76, 12, 0, 12, 12);
  ruleset_table_add_line (t, "w150", SAND_TERRAIN_WALL, 1.5, 12, 12, 12, 24);
  ruleset_table_add_line (t, "w151", SAND_TERRAIN_WALL, 1.51, 12, 24, 12, 36);
  man (t, "a", "standing", 11.5, 6);
  man (t, "b", "standing", 11.5, 18);
  man (t, "c", "standing", 11.5, 30);

  ruleset_check (t, "a", "normal", 12.05, 6, TRUE, NULL);
  ruleset_check (t, "a", "normal", 13, 6, FALSE, "Head-high wall, takes the whole move");
  ruleset_check (t, "b", "normal", 12.05, 18, TRUE, NULL);
  ruleset_check (t, "b", "normal", 13, 18, FALSE, "Head-high wall, takes the whole move");
  ruleset_check (t, "c", "normal", 12.05, 30, FALSE, "over 1.5in high, impassable");
}

static void
test_prone_wall_whole_turn (void)
{
  /* "Prone man to cross a waist-high wall: takes entire turn." */
  g_autoptr (RulesetTable) t = table ();
  man (t, "p", "prone", 11.5, 18);
  man (t, "far", "prone", 10.5, 28);
  ruleset_table_add_line (t, "x1", SAND_TERRAIN_WALL, 0.5, 12, 0, 12, 36);

  /* starting in contact, he ends just beyond, and no further */
  ruleset_check (t, "p", "normal", 12.05, 18, TRUE, NULL);
  ruleset_check_cost (t, "p", "normal", 12.05, 18, 2, 1e-3);
  ruleset_check (t, "p", "normal", 12.6, 18, FALSE, "takes the whole move");
  /* over it where he lies, straight: one leg from where he starts */
  {
    g_autoptr (SandReachField) f = ruleset_table_reach (t, "p", "normal");
    g_autoptr (GArray) path = sand_reach_field_path (f, 12.05, 18.04);

    g_assert_nonnull (path);
    g_assert_cmpuint (path->len, ==, 2);
    g_assert_cmpfloat (g_array_index (path, SandPoint, 0).x, ==, 11.5);
    g_assert_cmpfloat (g_array_index (path, SandPoint, 1).y, ==, 18.04);
  }
  /* a prone man 1.5" away must first crawl up to it: not this turn */
  ruleset_check (t, "far", "normal", 12.05, 28, FALSE, "takes the whole move");
}

static void
test_log_like_wall (void)
{
  /* "Same to cross over log or rock large enough to shelter behind." */
  g_autoptr (RulesetTable) t = table ();
  man (t, "s", "standing", 10, 18);
  man (t, "p", "prone", 11.5, 28);
  ruleset_table_add_line (t, "log1", SAND_TERRAIN_LOG, 0.3, 12, 0, 12, 36);

  ruleset_check_cost (t, "s", "normal", 13, 18, 5, 0.05);
  ruleset_check (t, "s", "normal", 14.3, 18, FALSE, NULL);
  ruleset_check (t, "p", "normal", 12.05, 28, TRUE, NULL);
  ruleset_check (t, "p", "normal", 12.6, 28, FALSE, "log log1");
}

static void
test_head_high_wall (void)
{
  /* "Standing or kneeling man - to climb over a head-high wall: Takes entire turn.
   * Note that a running man or a prone man cannot do this." */
  g_autoptr (RulesetTable) t = table ();
  man (t, "s", "standing", 11.5, 8);
  man (t, "k", "kneeling", 11.5, 18);
  man (t, "p", "prone", 11.5, 28);
  ruleset_table_add_line (t, "x1", SAND_TERRAIN_WALL, 1.2, 12, 0, 12, 36);

  ruleset_check (t, "s", "normal", 12.05, 8, TRUE, NULL);
  ruleset_check (t, "s", "normal", 13, 8, FALSE, "over 0.75in and up to 1.5in high, Head-high wall, takes the whole move");
  ruleset_check (t, "k", "normal", 12.05, 18, TRUE, NULL);
  ruleset_check (t, "p", "normal", 12.05, 28, FALSE, "impassable");
  ruleset_check (t, "s", "run", 12.05, 8, FALSE, "not allowed");
  /* the heights are the ruleset's: 0.75" is still waist-high, 1.6" is a house wall */
  g_autoptr (RulesetTable) t2 = table ();
  man (t2, "s", "standing", 10, 8);
  ruleset_table_add_line (t2, "low", SAND_TERRAIN_WALL, 0.75, 12, 0, 12, 36);
  ruleset_table_add_line (t2, "tall", SAND_TERRAIN_WALL, 1.6, 8, 0, 8, 36);
  ruleset_check_cost (t2, "s", "normal", 13, 8, 5, 0.05);
  ruleset_check (t2, "s", "normal", 7.5, 8, FALSE, "over 1.5in high, impassable");
}

static void
test_hedges (void)
{
  /* "Standing or kneeling man - to go through a waist-high hedge: lose 2"";
   * "head-high hedge ... takes entire turn"; "Prone man - to go through any type
   * of hedge: takes entire turn." */
  g_autoptr (RulesetTable) t = table ();
  man (t, "s", "standing", 10, 8);
  man (t, "p", "prone", 11.5, 14);
  man (t, "h", "standing", 31.5, 8);
  ruleset_table_add_line (t, "low", SAND_TERRAIN_HEDGE, 0.5, 12, 0, 12, 20);
  ruleset_table_add_line (t, "high", SAND_TERRAIN_HEDGE, 1.5, 32, 0, 32, 20);

  ruleset_check_cost (t, "s", "normal", 13.5, 8, 5.5, 0.05);
  ruleset_check (t, "s", "normal", 14.3, 8, FALSE, NULL);
  ruleset_check (t, "p", "normal", 12.05, 14, TRUE, NULL);
  ruleset_check (t, "p", "normal", 12.6, 14, FALSE, "Waist-high hedge, takes the whole move");
  ruleset_check (t, "h", "normal", 32.05, 8, TRUE, NULL);
  ruleset_check (t, "h", "normal", 33, 8, FALSE, "hedge high: over 0.75in high, Head-high hedge, takes the whole move");
}

static SandFeature *
house (RulesetTable *t)
{
  /* walls from (20, 10) to (26, 14); a door in the south wall, a window in the west */
  return ruleset_table_add_rect (t, "house", SAND_TERRAIN_BUILDING, 20, 10, 6, 4);
}

static void
test_window_whole_turn (void)
{
  /* "Standing or kneeling man - to climb through an open window at ground level:
   * Takes entire turn. Note that a running man or a prone man cannot do this." */
  g_autoptr (RulesetTable) t = table ();
  house (t);
  ruleset_table_add_point (t, "win", SAND_TERRAIN_WINDOW, 20, 12.5);
  ruleset_table_add_point (t, "win2", SAND_TERRAIN_WINDOW, 20, 10.8);
  man (t, "s", "standing", 19.5, 12.5);
  man (t, "p", "prone", 19.5, 10.8);

  ruleset_check (t, "s", "normal", 20.05, 12.5, TRUE, NULL);
  ruleset_check (t, "s", "normal", 21, 12.5, FALSE, "window win: Climbing through, takes the whole move");
  ruleset_check (t, "s", "run", 20.05, 12.5, FALSE, NULL);
  ruleset_check (t, "p", "normal", 20.05, 10.8, FALSE, "impassable");
  /* the walls themselves stop everyone */
  ruleset_check (t, "s", "normal", 21, 10.5, FALSE, NULL);
}

static void
test_doors (void)
{
  /* "Man in any posture - to go though an open door: no penalty." "Standing or
   * kneeling man - to open a closed door and pass through it into the center of the
   * room: Takes entire turn." */
  g_autoptr (RulesetTable) t = table ();
  house (t);
  SandFeature *door = ruleset_table_add_point (t, "door", SAND_TERRAIN_DOOR, 23, 14);
  sand_feature_set_open (door, TRUE);
  man (t, "s", "standing", 23, 16);
  man (t, "p", "prone", 23.2, 15.5);

  /* open: 2" to the door and 1.5" into the room, like open ground */
  ruleset_check_cost (t, "s", "normal", 23, 12.5, 3.5, 0.05);
  ruleset_check (t, "p", "normal", 23, 14.2, TRUE, NULL);

  sand_feature_set_open (door, FALSE);
  ruleset_check (t, "s", "normal", 23, 13.5, FALSE, "door door: Climbing through, takes the whole move");
  ruleset_check (t, "p", "normal", 23, 13.9, FALSE, NULL);
  SandUnit *s = sand_scenario_find_unit (t->scenario, "s");
  sand_unit_set_position (s, 23, 14.5);
  ruleset_check (t, "s", "normal", 23, 13.95, TRUE, NULL);
  ruleset_check (t, "s", "normal", 23, 12.5, FALSE, NULL);
}

static void
test_shell_hole (void)
{
  /* "Standing, kneeling or prone man - to go down into a shell hole: no penalty."
   * "... to climb out of a shell hole: takes entire turn." */
  g_autoptr (RulesetTable) t = table ();
  ruleset_table_add_circle (t, "crater", SAND_TERRAIN_SHELL_HOLE, 20, 18, 1.5);
  man (t, "in", "prone", 20, 18);
  g_autoptr (RulesetTable) t2 = table ();
  ruleset_table_add_circle (t2, "crater", SAND_TERRAIN_SHELL_HOLE, 20, 18, 1.5);
  man (t2, "out", "standing", 16, 18);

  /* in: as open ground */
  ruleset_check_cost (t2, "out", "normal", 20, 18, 4, 0.05);
  /* out: anywhere from inside, to just beyond the rim, and no further */
  ruleset_check (t, "in", "normal", 21.55, 18, TRUE, NULL);
  ruleset_check_cost (t, "in", "normal", 20, 19.55, 2, 1e-3);
  ruleset_check (t, "in", "normal", 22, 18, FALSE, "shell-hole crater, leaving it: Climbing out of a shell hole, takes the whole move");
  /* one who jumped in this turn does not climb out again */
  ruleset_check (t2, "out", "normal", 21.6, 18, FALSE, "leaving it");
  ruleset_check (t2, "out", "run", 19, 18, FALSE, "not allowed");
}

static void
test_shell_hole_in_free_to_the_limit (void)
{
  /* "Standing, kneeling or prone man - to go down into a shell hole: no
   * penalty": over its rim a kneeling man's 4" are 4" by the tape, to the
   * last tenth, wherever he crosses it. */
  g_autoptr (RulesetTable) t = table ();
  ruleset_table_add_rect (t, "crater", SAND_TERRAIN_SHELL_HOLE, 18.5, 10, 6, 16);
  man (t, "k", "kneeling", 16, 18);

  ruleset_check_cost (t, "k", "normal", 18.55, 18, 2.55, 1e-3);
  ruleset_check_cost (t, "k", "normal", 18.6, 18, 2.6, 1e-3);
  ruleset_check_cost (t, "k", "normal", 20, 18, 4, 1e-3);
  ruleset_check_cost (t, "k", "normal", 16 + 4 * 0.6, 18 + 4 * 0.8, 4, 1e-3);
  ruleset_check (t, "k", "normal", 20.05, 18, FALSE, "Out of reach");
}

static void
test_rough_half_to_the_limit (void)
{
  /* "Try half movement": from the edge of the rough each inch costs two, so a
   * kneeling man 2.5" off gets 0.75" in, exactly. */
  g_autoptr (RulesetTable) t = table ();
  ruleset_table_add_rect (t, "scrub", SAND_TERRAIN_ROUGH, 18.5, 10, 6, 16);
  man (t, "k", "kneeling", 16, 18);

  ruleset_check_cost (t, "k", "normal", 19, 18, 3.5, 1e-3);
  ruleset_check (t, "k", "normal", 19.25, 18, TRUE, NULL);
  ruleset_check (t, "k", "normal", 19.3, 18, FALSE, "Out of reach");
}

static void
test_rough_half_no_run (void)
{
  /* "Try half movement. Note that by definition, a man can not run in rough
   * terrain" */
  g_autoptr (RulesetTable) t = table ();
  ruleset_table_add_rect (t, "r1", SAND_TERRAIN_ROUGH, 12, 0, 20, 36);
  man (t, "s", "standing", 10, 18);

  /* 2" to the edge, then 4" of allowance buys 2" of rough */
  ruleset_check_cost (t, "s", "normal", 13, 18, 4, 0.06);
  ruleset_check (t, "s", "normal", 13.9, 18, TRUE, NULL);
  ruleset_check (t, "s", "normal", 14.3, 18, FALSE, NULL);
  ruleset_check (t, "s", "run", 12.5, 18, FALSE, "Rough terrain, not allowed when moving All-out run");
  ruleset_check (t, "s", "run", 11.8, 18, TRUE, NULL);
}

static void
test_enemy_figures (void)
{
  /* The text says nothing of enemy figures (assumption): a man goes round one,
   * never through it nor onto it; bases may touch. */
  g_autoptr (RulesetTable) t = table ();
  man (t, "s", "standing", 10, 18);
  SandUnit *e = ruleset_table_add_unit (t, "e", "man", t->them, 13, 18);
  sand_unit_set_stance (e, "standing");

  ruleset_check (t, "s", "normal", 13, 18, FALSE, "enemy e: may not pass through");
  ruleset_check (t, "s", "normal", 12.5, 18, FALSE, "enemy e");
  ruleset_check_cost (t, "s", "normal", 11.95, 18, 1.95, 0.02);
  /* round him to 2" beyond: tangents of √(3² − 1) and √(2² − 1) and the arc
   * between */
  ruleset_check_cost (t, "s", "normal", 15, 18, sqrt (8) + sqrt (3) + G_PI - acos (1.0 / 3) - acos (1.0 / 2), 0.1);
}

static SandUnit *
vehicle (RulesetTable *t,
         const char   *id,
         const char   *unit_class,
         SandSide     *side,
         double        x,
         double        y)
{
  SandUnit *u = ruleset_table_add_unit (t, id, unit_class, side, x, y);
  if (!g_str_equal (unit_class, "jeep"))
    sand_unit_set_base_rect (u, 2, 3);
  return u;
}

static void
test_boarding (void)
{
  /* "Standing man - to climb onto the deck of the tank or AFV, or over the side and
   * into an open-topped vehicle: Takes entire turn. Note that a running, kneeling
   * or prone man cannot do this. Same for getting into jeep or truck, except than
   * a kneeling man may get into a jeep." */
  g_autoptr (RulesetTable) t = table ();
  /* a tank's base from (19, 8.5) to (21, 11.5); a jeep's 1" round */
  vehicle (t, "t1", "tank", t->us, 20, 10);
  vehicle (t, "j1", "jeep", t->us, 20, 25);
  vehicle (t, "e1", "truck", t->them, 35, 10);
  man (t, "s", "standing", 18.5, 11);
  man (t, "k", "kneeling", 21.5, 10);
  man (t, "far", "standing", 15, 9);
  man (t, "kj", "kneeling", 19, 25);
  man (t, "pj", "prone", 21, 25);
  man (t, "se", "standing", 33.5, 10);
  man (t, "over", "standing", 20, 6.9);

  /* standing in contact: aboard, just inside the base, with the whole move */
  ruleset_check (t, "s", "normal", 19.05, 11, TRUE, NULL);
  ruleset_check_cost (t, "s", "normal", 19.05, 11, 6, 1e-3);
  ruleset_check (t, "s", "normal", 20, 11, FALSE, "vehicle t1: Climbing aboard (standing only), takes the whole move");
  ruleset_check (t, "s", "run", 19.05, 11, FALSE, "not allowed when moving All-out run");
  /* kneeling: not onto a tank */
  ruleset_check (t, "k", "normal", 20.95, 10, FALSE, "vehicle t1: Climbing aboard (standing only), may not board");
  /* farther off: up to it this turn, not aboard, and not overlapping its base */
  ruleset_check (t, "far", "normal", 18.3, 9, TRUE, NULL);
  ruleset_check (t, "far", "normal", 18.8, 9, FALSE, "vehicle t1: may not end overlapping it");
  ruleset_check (t, "far", "normal", 19.05, 9, FALSE, "takes the whole move");
  /* round it, never through it: 5.5" straight across, 6.2" round its side */
  ruleset_check (t, "over", "normal", 20, 12.4, FALSE, "takes the whole move");
  ruleset_check (t, "over", "normal", 23, 6.9, TRUE, NULL);
  /* a jeep: kneeling yes, prone no */
  ruleset_check (t, "kj", "normal", 19.55, 25, TRUE, NULL);
  ruleset_check_cost (t, "kj", "normal", 19.55, 25, 4, 1e-3);
  ruleset_check (t, "pj", "normal", 20.45, 25, FALSE,
                 "vehicle j1: Getting into a jeep (standing or kneeling), may not board");
  /* a jeep's edge on the centres of a row of cells (y = 16.55) is still crossed
   * only with the whole move, wherever the path goes in */
  SandUnit *j2 = vehicle (t, "j2", "jeep", t->us, 30, 17.05);
  sand_unit_set_facing (j2, 90);
  sand_unit_set_base_rect (j2, 1, 1.6);
  man (t, "kj2", "kneeling", 30, 16.05);
  ruleset_check_cost (t, "kj2", "normal", 30, 16.65, 4, 1e-3);
  ruleset_check (t, "kj2", "normal", 30, 17, FALSE, "takes the whole move");
  ruleset_check (t, "kj2", "normal", 30.6, 17.3, FALSE, "takes the whole move");
  /* an enemy's truck is solid */
  ruleset_check (t, "se", "normal", 34.05, 10, FALSE, "vehicle e1: an enemy's, may not board");

  /* vehicles are not moved by these rules */
  g_autoptr (SandRulesetRegistry) reg = sand_ruleset_registry_new ();
  g_auto (GStrv) modes = sand_ruleset_class_modes (sand_ruleset_registry_lookup (reg, "jackson-skirmish"), "tank");
  g_assert_cmpuint (g_strv_length (modes), ==, 0);
}

static void
test_vehicle_base_touching_is_not_overlapping (void)
{
  /* "A man goes round it, never through it, and may not end with his base
   * overlapping it" (jackson-skirmish.xml): a tank's base from (19, 8.5) to
   * (21, 11.5), touched by a 1" base beside its flank, before its front and
   * out from its corner, is not overlapped; 0.05" nearer is. */
  g_autoptr (RulesetTable) t = table ();
  vehicle (t, "t1", "tank", t->us, 20, 10);
  man (t, "far", "standing", 15, 9);
  const char *overlap = "vehicle t1: may not end overlapping it";

  ruleset_check (t, "far", "normal", 18.5, 10, TRUE, NULL);
  ruleset_check (t, "far", "normal", 18.55, 10, FALSE, overlap);
  ruleset_check (t, "far", "normal", 20, 8, TRUE, NULL);
  ruleset_check (t, "far", "normal", 20, 8.05, FALSE, overlap);
  /* radially out from the corner (19, 8.5), 0.5" and 0.45" along (-0.6, -0.8) */
  ruleset_check (t, "far", "normal", 18.7, 8.1, TRUE, NULL);
  ruleset_check (t, "far", "normal", 18.73, 8.14, FALSE, overlap);
}

/* A house with a window and a closed door, and a head-high wall at x = 12. */
static RulesetTable *
climbing_table (void)
{
  RulesetTable *t = table ();
  house (t);
  ruleset_table_add_point (t, "win", SAND_TERRAIN_WINDOW, 20, 12.5);
  ruleset_table_add_point (t, "door", SAND_TERRAIN_DOOR, 23, 14);
  ruleset_table_add_line (t, "x1", SAND_TERRAIN_WALL, 1.2, 12, 0, 12, 36);
  return t;
}

static void
test_running_or_prone_cannot (void)
{
  /* "Standing or kneeling man - to climb over a head-high wall", "to climb
   * through an open window at ground level", "to open a closed door and pass
   * through it": "Takes entire turn. Note that a running man or a prone man
   * cannot do this." Kneeling, each is the whole turn; prone or running, each
   * refusal names the feature and the rule. */
  g_autoptr (RulesetTable) t = climbing_table ();
  man (t, "kw", "kneeling", 19.5, 12.5);
  man (t, "kd", "kneeling", 23, 14.5);
  man (t, "kx", "kneeling", 11.5, 30);
  g_autoptr (RulesetTable) t2 = climbing_table ();
  man (t2, "pw", "prone", 19.5, 12.5);
  man (t2, "pd", "prone", 23, 14.5);
  man (t2, "px", "prone", 11.5, 30);

  ruleset_check_cost (t, "kw", "normal", 20.05, 12.5, 4, 1e-3);
  ruleset_check (t, "kw", "normal", 21, 12.5, FALSE, "window win: Climbing through, takes the whole move");
  ruleset_check_cost (t, "kd", "normal", 23, 13.95, 4, 1e-3);
  ruleset_check (t, "kd", "normal", 23, 13.5, FALSE, "door door: Climbing through, takes the whole move");
  ruleset_check_cost (t, "kx", "normal", 12.05, 30, 4, 1e-3);
  ruleset_check (t2, "pw", "normal", 20.05, 12.5, FALSE, "window win: impassable (Climbing through)");
  ruleset_check (t2, "pd", "normal", 23, 13.95, FALSE, "door door: impassable (Climbing through)");
  ruleset_check (t2, "px", "normal", 12.05, 30, FALSE,
                 "wall x1: over 0.75in and up to 1.5in high, impassable (Head-high wall)");
  /* a run straight at the closed door stops short of it */
  g_autoptr (RulesetTable) t3 = climbing_table ();
  man (t3, "s", "standing", 23, 18);
  ruleset_check_cost (t3, "s", "run", 23, 14.05, 3.95, 1e-3);
  ruleset_check (t3, "s", "run", 23, 13.5, FALSE, "door door: Climbing through, not allowed when moving All-out run");
}

static void
test_wall_then_rough (void)
{
  /* "to vault over a waist-high wall: Lose 2" of movment" and "Rough Terrain:
   * ... Try half movement" on one move: 1" to the wall, 2" lost, and what is
   * left buys half as much rough beyond it, to the tenth. */
  g_autoptr (RulesetTable) t = table ();
  ruleset_table_add_line (t, "x1", SAND_TERRAIN_WALL, 0.5, 12, 0, 12, 36);
  ruleset_table_add_rect (t, "r1", SAND_TERRAIN_ROUGH, 12, 0, 10, 36);
  ruleset_table_add_line (t, "low", SAND_TERRAIN_HEDGE, 0.5, 30, 0, 30, 36);
  ruleset_table_add_rect (t, "r2", SAND_TERRAIN_ROUGH, 26, 0, 10, 36);
  man (t, "s", "standing", 11, 5);
  man (t, "k", "kneeling", 11, 10);
  man (t, "kh", "kneeling", 29.5, 20);

  /* standing: 1 + 2 + 1.5 × 2 = 6 */
  ruleset_check_cost (t, "s", "normal", 13.5, 5, 6, 0.02);
  ruleset_check (t, "s", "normal", 13.6, 5, FALSE, "Out of reach");
  /* kneeling: 1 + 2 + 0.5 × 2 = 4 */
  ruleset_check_cost (t, "k", "normal", 12.5, 10, 4, 0.02);
  ruleset_check (t, "k", "normal", 12.6, 10, FALSE, "Out of reach");
  /* "to go through a waist-high hedge: lose 2" of movment", in rough on both
   * sides: 0.5 × 2 + 2 + 0.5 × 2 = 4 */
  ruleset_check_cost (t, "kh", "normal", 30.5, 20, 4, 0.02);
  ruleset_check (t, "kh", "normal", 30.6, 20, FALSE, "Out of reach");
  /* "standing all-out run": a kneeling man has no run at all, which decides it
   * before the rough he would run into */
  ruleset_check (t, "kh", "run", 29.6, 20, FALSE, "No move: the move is 0in in mode “run”");
}

static void
test_no_height_waist_high (void)
{
  /* "to vault over a waist-high wall: Lose 2" of movment", "to go through a
   * waist-high hedge: lose 2"": a wall or hedge drawn without a height is read
   * as waist-high (the ruleset's note), and a running man may not cross it. */
  g_autoptr (RulesetTable) t = table ();
  ruleset_table_add_line (t, "x1", SAND_TERRAIN_WALL, 0, 12, 0, 12, 18);
  ruleset_table_add_line (t, "h1", SAND_TERRAIN_HEDGE, 0, 12, 18, 12, 36);
  man (t, "s", "standing", 10, 9);
  man (t, "s2", "standing", 10, 27);

  ruleset_check_cost (t, "s", "normal", 13.9, 9, 5.9, 0.02);
  ruleset_check (t, "s", "normal", 14.05, 9, FALSE, "Out of reach");
  ruleset_check_cost (t, "s2", "normal", 13.9, 27, 5.9, 0.02);
  ruleset_check (t, "s2", "run", 12.5, 9 + 18, FALSE, "hedge h1: 0.75in high or less, Waist-high hedge, not allowed");
}

static void
test_every_mode_by_stance (void)
{
  /* "Standing | All out run - 8" | Standing only": without --mode the CLI
   * reports both modes, and a kneeling man's run is no move at all. */
  g_autoptr (RulesetTable) t = table ();
  man (t, "k", "kneeling", 10, 10);
  man (t, "s", "standing", 20, 10);
  const char *kneeling[] = { "reach", "FILE", "--unit", "k", "--at", "11,10", "--json", NULL };
  const char *standing[] = { "reach", "FILE", "--unit", "s", "--at", "27.9,10", "--json", NULL };
  g_autofree char *k = NULL, *s = NULL;

  g_assert_true (ruleset_table_cli_run (t, kneeling, &k, NULL));
  g_autoptr (JsonNode) kj = test_json_parse (k);
  JsonNode *modes = test_json_member (kj, "modes");
  g_assert_cmpuint (test_json_length (modes), ==, 2);
  g_assert_cmpstr (test_json_string (test_json_element (modes, 0), "mode"), ==, "normal");
  g_assert_cmpfloat (test_json_number (test_json_element (modes, 0), "allowance"), ==, 4);
  JsonNode *run = test_json_element (modes, 1);
  g_assert_cmpstr (test_json_string (run, "mode"), ==, "run");
  g_assert_cmpfloat (test_json_number (run, "allowance"), ==, 0);
  g_assert_cmpfloat (test_json_number (run, "area"), ==, 0);
  g_assert_nonnull (strstr (test_json_string (test_json_element (test_json_member (run, "points"), 0), "reason"),
                            "No move: the move is 0in in mode “run”"));
  g_assert_true (ruleset_table_cli_run (t, standing, &s, NULL));
  g_autoptr (JsonNode) sj = test_json_parse (s);
  modes = test_json_member (sj, "modes");
  g_assert_cmpuint (test_json_length (modes), ==, 2);
  g_assert_cmpstr (test_json_string (test_json_element (modes, 0), "mode"), ==, "normal");
  g_assert_cmpfloat (test_json_number (test_json_element (modes, 0), "allowance"), ==, 6);
  run = test_json_element (modes, 1);
  g_assert_cmpstr (test_json_string (run, "mode"), ==, "run");
  g_assert_cmpfloat (test_json_number (run, "allowance"), ==, 8);
  JsonNode *point = test_json_element (test_json_member (run, "points"), 0);
  g_assert_true (test_json_boolean (point, "reachable"));
  g_assert_cmpfloat_with_epsilon (test_json_number (point, "cost"), 7.9, 0.0005);
}

static void
test_stances_and_vehicles_in_files (void)
{
  /* "Prone", "Kneeling", "Standing": a file whose figure is in another stance
   * is refused where the figure is written, by validate and by reach; so is a
   * move for a vehicle, which these rules do not move. */
  g_autoptr (RulesetTable) t = table ();
  SandUnit *u = man (t, "a", "crouching", 10, 10);
  vehicle (t, "t1", "tank", t->us, 20, 10);
  const char *validate[] = { "validate", "FILE", NULL };
  const char *reach[] = { "reach", "FILE", "--unit", "a", "--json", NULL };
  const char *tank[] = { "reach", "FILE", "--unit", "t1", "--json", NULL };
  g_autofree char *png = g_build_filename (g_get_tmp_dir (), "jackson-tank.png", NULL);
  const char *render[] = { "render", "FILE", "-o", png, "--unit", "t1", NULL };

  ruleset_check_cli_fails (t, validate, "stance “crouching” is not one the ruleset “jackson-skirmish” knows");
  /* reach makes validate's checks first, and says what validate says */
  ruleset_check_cli_fails (t, reach, "stance “crouching” is not one the ruleset “jackson-skirmish” knows");
  sand_unit_set_stance (u, "kneeling");
  g_assert_true (ruleset_table_cli_run (t, validate, NULL, NULL));
  ruleset_check_cli_fails (t, tank, "the unit “t1” (tank) has no movement mode");
  ruleset_check_cli_fails (t, render, "the unit “t1” (tank) has no movement mode");
  g_assert_false (g_file_test (png, G_FILE_TEST_EXISTS));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/jackson/normal/prone-2-kneeling-4-standing-6", test_stance_allowances);
  g_test_add_func ("/jackson/run/standing-8-straight-line", test_run_standing_straight);
  g_test_add_func ("/jackson/hedge/waist-high-lose-2-head-high-entire-turn-at-the-setting",
                   test_hedge_heights_at_the_settings);
  g_test_add_func ("/jackson/rough/crops-no-running-half-walking", test_crops_no_run);
  g_test_add_func ("/jackson/wall/waist-high-lose-2", test_waist_high_wall);
  g_test_add_func ("/jackson/wall/waist-high-lose-2-each-wall-kneeling-too", test_wall_losses_add_up);
  g_test_add_func ("/jackson/wall/heights-waist-head-impassable-at-the-settings", test_wall_heights_at_the_settings);
  g_test_add_func ("/jackson/wall/prone-takes-entire-turn", test_prone_wall_whole_turn);
  g_test_add_func ("/jackson/log/same-as-waist-high-wall", test_log_like_wall);
  g_test_add_func ("/jackson/wall/head-high-entire-turn", test_head_high_wall);
  g_test_add_func ("/jackson/hedge/waist-high-head-high-prone", test_hedges);
  g_test_add_func ("/jackson/window/entire-turn", test_window_whole_turn);
  g_test_add_func ("/jackson/door/open-free-closed-entire-turn", test_doors);
  g_test_add_func ("/jackson/shell-hole/in-free-out-entire-turn", test_shell_hole);
  g_test_add_func ("/jackson/shell-hole/in-free-to-the-limit", test_shell_hole_in_free_to_the_limit);
  g_test_add_func ("/jackson/rough/half-movement-to-the-limit", test_rough_half_to_the_limit);
  g_test_add_func ("/jackson/rough/half-movement-no-running", test_rough_half_no_run);
  g_test_add_func ("/jackson/vehicle/board-standing-whole-turn-jeep-kneeling", test_boarding);
  g_test_add_func ("/jackson/enemy/gone-round-never-ended-on", test_enemy_figures);
  g_test_add_func ("/jackson/climb/running-or-prone-cannot-kneeling-whole-turn", test_running_or_prone_cannot);
  g_test_add_func ("/jackson/wall/lose-2-then-rough-half-movement", test_wall_then_rough);
  g_test_add_func ("/jackson/wall/drawn-without-height-waist-high-lose-2", test_no_height_waist_high);
  g_test_add_func ("/jackson/run/standing-only-every-mode-reported", test_every_mode_by_stance);
  g_test_add_func ("/jackson/file/stance-prone-kneeling-standing-vehicles-not-moved", test_stances_and_vehicles_in_files);
  g_test_add_func ("/jackson/vehicles/not-through-not-ending-overlapping-touching-allowed",
                   test_vehicle_base_touching_is_not_overlapping);

  return g_test_run ();
}
