/* test-group-wheel.c: a group's wheel (seed 002: "must move the same
 * distance or wheel through the same angle") — the outer arc worked by hand,
 * and sandtable-cli reach and move --group-move wheel on a small table of the
 * shipped dbx-skirmish.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <gio/gio.h>
#include <string.h>

#include "ruleset-table.h"
#include "sand-group-wheel.h"
#include "sand-scenario-io.h"
#include "test-cli.h"
#include "test-json.h"

/* Two figures of no size, 2" apart facing up, wheel 90° clockwise about the
 * right-hand one: the left-hand one's quarter circle of radius 2" is the
 * move, π inches. */
static void
test_points_outer_arc (void)
{
  SandPoint starts[] = { { 10, 10 }, { 12, 10 } };
  g_autoptr (SandGroupWheel) w = sand_group_wheel (starts, NULL, NULL, 2, 0, 90);

  g_assert_cmpuint (w->pivot, ==, 1);
  g_assert_cmpuint (w->outer, ==, 0);
  g_assert_cmpfloat_with_epsilon (w->arc, G_PI, 1e-9);
  g_assert_cmpfloat_with_epsilon (g_array_index (w->ends, SandPoint, 0).x, 12, 1e-9);
  g_assert_cmpfloat_with_epsilon (g_array_index (w->ends, SandPoint, 0).y, 8, 1e-9);
  g_assert_cmpfloat_with_epsilon (g_array_index (w->ends, SandPoint, 1).x, 12, 1e-9);

  g_autoptr (SandGroupWheel) back = sand_group_wheel (starts, NULL, NULL, 2, 0, -45);
  g_assert_cmpuint (back->pivot, ==, 0);
  g_assert_cmpfloat_with_epsilon (back->arc, G_PI / 2, 1e-9);
}

/* Three figures of 1" frontage abreast, facing up, wheel 90° to their left
 * about the front corner at the left end: the right end's front corner is
 * the line's whole 3" frontage from it, so the outer arc is π/2 × 3". */
static void
test_frontage_outer_arc (void)
{
  SandPoint starts[] = { { 10, 10 }, { 11, 10 }, { 12, 10 } };
  double widths[] = { 1, 1, 1 }, depths[] = { 1, 1, 1 };
  g_autoptr (SandGroupWheel) w = sand_group_wheel (starts, widths, depths, 3, 0, -90);

  g_assert_cmpuint (w->pivot, ==, 0);
  g_assert_cmpuint (w->outer, ==, 2);
  g_assert_cmpfloat_with_epsilon (w->centre.x, 9.5, 1e-12);
  g_assert_cmpfloat_with_epsilon (w->centre.y, 9.5, 1e-12);
  g_assert_cmpfloat_with_epsilon (w->radius, 3, 1e-12);
  g_assert_cmpfloat_with_epsilon (w->arc, G_PI / 2 * 3, 1e-12);
  /* each figure turned about (9.5, 9.5): the line now faces left, from
   * (10, 9) at its back to (10, 7) */
  g_assert_cmpfloat_with_epsilon (g_array_index (w->ends, SandPoint, 0).x, 10, 1e-12);
  g_assert_cmpfloat_with_epsilon (g_array_index (w->ends, SandPoint, 0).y, 9, 1e-12);
  g_assert_cmpfloat_with_epsilon (g_array_index (w->ends, SandPoint, 2).x, 10, 1e-12);
  g_assert_cmpfloat_with_epsilon (g_array_index (w->ends, SandPoint, 2).y, 7, 1e-12);
}

static RulesetTable *
three_abreast (void)
{
  RulesetTable *t = ruleset_table_new ("dbx-skirmish", 48, 36);
  const char *ids[] = { "a", "b", "c" };

  for (guint k = 0; k < 3; k++)
    {
      SandUnit *u = ruleset_table_add_unit (t, ids[k], "infantry", t->us, 10 + k, 10);
      sand_unit_set_base (u, 1);
      sand_unit_set_facing (u, 0);
      /* an officer near: a move costs 1 PIP, which any roll of the PIP die gives */
      if (k == 0)
        sand_unit_set_role (u, "officer");
      else
        sand_unit_set_attr (u, "officer", "a");
    }
  return t;
}

/* "reach --group … --group-move wheel --angle" answers for the wheel: its
 * pivot, outer figure and arc, and whether the move (infantry's 6") allows it. */
static void
test_cli_reach_wheel (void)
{
  g_autoptr (RulesetTable) t = three_abreast ();
  const char *left[] = { "reach", "FILE", "--group", "a,b,c", "--group-move", "wheel", "--angle", "90",
                         "--pivot", "left", "--mode", "move", "--json", NULL };
  const char *half[] = { "reach", "FILE", "--group", "a,b,c", "--group-move", "wheel", "--angle", "-180",
                         "--mode", "move", "--json", NULL };
  g_autofree char *out = NULL, *out_half = NULL;

  g_assert_true (ruleset_table_cli_run (t, left, &out, NULL));
  g_assert_nonnull (strstr (out, "\"group-move\":\"wheel\""));
  g_autoptr (JsonNode) root = test_json_parse (out);
  JsonNode *wheel = test_json_member (root, "wheel");
  g_assert_cmpfloat (test_json_number (root, "allowance"), ==, 6);
  g_assert_cmpfloat (test_json_number (wheel, "angle"), ==, -90);
  g_assert_cmpstr (test_json_string (wheel, "pivot"), ==, "a");
  g_assert_cmpstr (test_json_string (wheel, "outer"), ==, "c");
  /* numbers are written to three decimals */
  g_assert_cmpfloat (test_json_number (wheel, "arc"), ==, round (G_PI / 2 * 3 * 1000) / 1000);
  g_assert_true (test_json_boolean (wheel, "allowed"));
  JsonNode *c = test_json_element (test_json_member (wheel, "ends"), 2);
  g_assert_cmpstr (test_json_string (c, "unit"), ==, "c");
  g_assert_cmpfloat (test_json_number (c, "facing"), ==, 270);
  g_assert_cmpfloat (json_array_get_double_element (json_node_get_array (test_json_member (c, "to")), 1), ==, 7);
  /* half round: 3π", more than the move */
  g_assert_true (ruleset_table_cli_run (t, half, &out_half, NULL));
  g_autoptr (JsonNode) half_root = test_json_parse (out_half);
  JsonNode *refused = test_json_member (half_root, "wheel");
  g_assert_false (test_json_boolean (refused, "allowed"));
  g_assert_cmpstr (test_json_string (refused, "reason"), ==,
                   "Wheeling 180°, the outer figure (c) moves 9.42 in, more than the move of 6 in");
  g_assert_cmpstr (test_json_string (refused, "rule"), ==, "out-of-reach");

  /* a wheel asks for an angle, and only a wheel takes one */
  const char *no_angle[] = { "reach", "FILE", "--group", "a,b,c", "--group-move", "wheel", NULL };
  const char *angle_in_formation[] = { "reach", "FILE", "--group", "a,b,c", "--angle", "90", NULL };
  const char *bad_pivot[] = { "reach", "FILE", "--group", "a,b,c", "--group-move", "wheel", "--angle", "90",
                              "--pivot", "middle", NULL };
  g_autofree char *e1 = NULL, *e2 = NULL, *e3 = NULL;
  g_assert_false (ruleset_table_cli_run (t, no_angle, NULL, &e1));
  g_assert_nonnull (strstr (e1, "a wheel needs --angle"));
  g_assert_false (ruleset_table_cli_run (t, angle_in_formation, NULL, &e2));
  g_assert_nonnull (strstr (e2, "--angle and --pivot are asked only of a wheel"));
  g_assert_false (ruleset_table_cli_run (t, bad_pivot, NULL, &e3));
  g_assert_nonnull (strstr (e3, "--pivot “middle” is not left or right"));
}

static char *
read_file (const char *path)
{
  char *text = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  return text;
}

/* "move --group … --group-move wheel": refused when the outer arc is longer
 * than the move or an arc crosses what a figure may not (exit 1, the file
 * untouched, byte for byte), else every figure wheeled and turned. */
static void
test_cli_move_wheel (void)
{
  g_autoptr (RulesetTable) t = three_abreast ();
  char *dir = NULL;
  char *path = test_cli_save_scenario (t->scenario, &dir);
  g_autofree char *before = read_file (path);
  const char *too_far[] = { "move", path, "--group", "a,b,c", "--group-move", "wheel", "--angle", "180", NULL };
  const char *left[] = { "move", path, "--group", "a,b,c", "--group-move", "wheel", "--angle", "90",
                         "--pivot", "left", "--json", NULL };
  g_autofree char *err = NULL, *out = NULL;

  g_assert_cmpint (test_cli_run (too_far, NULL, &err), ==, 1);
  g_assert_nonnull (strstr (err, "a may not wheel 180°: Wheeling 180°, the outer figure (a) moves 9.42 in, "
                                 "more than the move of 6 in"));
  g_autofree char *after_refusal = read_file (path);
  g_assert_cmpstr (after_refusal, ==, before);

  g_assert_cmpint (test_cli_run (left, &out, NULL), ==, 0);
  g_assert_nonnull (strstr (out, "\"allowed\":true"));
  g_autoptr (JsonNode) root = test_json_parse (out);
  g_assert_cmpfloat (test_json_number (root, "distance"), ==, round (G_PI / 2 * 3 * 1000) / 1000);
  JsonNode *ends = test_json_member (test_json_member (root, "wheel"), "ends");
  g_assert_cmpfloat (test_json_number (test_json_element (ends, 1), "facing"), ==, 270);
  g_assert_nonnull (strstr (out, "{\"unit\":\"c\",\"from\":[12,10],\"to\":[10,7]}"));
  g_autofree char *after = read_file (path);
  g_autoptr (GError) error = NULL;
  g_autoptr (SandScenario) moved = sand_scenario_load_data (after, strlen (after), path, &error);
  g_assert_no_error (error);
  SandUnit *c = sand_scenario_find_unit (moved, "c");
  g_assert_cmpfloat_with_epsilon (sand_unit_get_x (c), 10, 1e-9);
  g_assert_cmpfloat_with_epsilon (sand_unit_get_y (c), 7, 1e-9);
  g_assert_cmpfloat_with_epsilon (sand_unit_get_facing (c), 270, 1e-9);
  g_assert_cmpfloat_with_epsilon (sand_unit_get_facing (sand_scenario_find_unit (moved, "a")), 270, 1e-9);
  test_cli_remove_scenario (dir, path);
}

/* A high wall across the outer figure's arc: the wheel is refused, naming
 * the figure and the wall, though the arc is short enough. */
static void
test_cli_wheel_across_a_wall (void)
{
  g_autoptr (RulesetTable) t = three_abreast ();
  const char *left[] = { "move", "FILE", "--group", "a,b,c", "--group-move", "wheel", "--angle", "90",
                         "--pivot", "left", NULL };

  ruleset_table_add_line (t, "w1", SAND_TERRAIN_WALL, 2, 10.8, 8, 14, 8);
  ruleset_check_cli_fails (t, left, "a may not wheel 90°: Wheeling 90°, c cannot sweep its arc: ");
  ruleset_check_cli_fails (t, left, "w1");
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  /* GIO's one debug line on choosing its VFS goes to stdout under g_test:
   * said now, not inside a command's captured output */
  g_vfs_get_default ();
  g_test_add_func ("/engine/group/wheel/points-outer-arc", test_points_outer_arc);
  g_test_add_func ("/engine/group/wheel/three-of-1in-frontage-90-degrees-arc-is-3-pi-over-2", test_frontage_outer_arc);
  g_test_add_func ("/engine/group/wheel/dbx/cli-reach", test_cli_reach_wheel);
  g_test_add_func ("/engine/group/wheel/dbx/cli-move-refused-untouched-or-wheeled", test_cli_move_wheel);
  g_test_add_func ("/engine/group/wheel/dbx/cli-refused-across-a-wall", test_cli_wheel_across_a_wall);
  return g_test_run ();
}
