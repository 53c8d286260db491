/* test-reason.c: a reason as data, said in the reader's unit by the one
 * formatter, and named for scripts by its rule and feature.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib.h>

#include "sand-reason.h"

/* M42's bocage hedge, 3in high, At The Double: the going by its ids and names,
 * the heights of the obstacle rule, the mode's name. */
static SandReason *
hedge_reason (const char *name)
{
  SandReason *r = sand_reason_new (SAND_REASON_GOING);

  sand_reason_set_who (r, SAND_REASON_WHO_FEATURE, "hedge", "hedge-bocage", name);
  r->range = (SandHeightRange) { TRUE, TRUE, TRUE, FALSE, 2, 4 };
  r->going = g_strdup ("slow difficult");
  r->going_name = g_strdup ("Slow going and Difficult going");
  r->says = SAND_GOING_SAYS_FORBIDDEN;
  r->mode = g_strdup ("At The Double");
  return r;
}

static void
test_going_in_both_units (void)
{
  g_autoptr (SandReason) r = hedge_reason (NULL);
  g_autofree char *in = sand_reason_format (r, SAND_LENGTH_INCHES);
  g_autofree char *cm = sand_reason_format (r, SAND_LENGTH_CENTIMETRES);

  g_assert_cmpstr (in, ==, "hedge hedge-bocage: over 2in and up to 4in high, Slow going and Difficult going, "
                           "not allowed when moving At The Double");
  g_assert_cmpstr (cm, ==, "hedge hedge-bocage: over 5.1 cm and up to 10.2 cm high, Slow going and Difficult "
                           "going, not allowed when moving At The Double");
  g_assert_cmpstr (sand_reason_rule_id (r), ==, "slow difficult");
  g_assert_cmpstr (sand_reason_feature_id (r), ==, "hedge-bocage");
}

/* The map's name, not the file's id, where the feature has one. */
static void
test_named_feature (void)
{
  g_autoptr (SandReason) r = hedge_reason ("Bocage hedge");
  g_autofree char *text = sand_reason_format (r, SAND_LENGTH_INCHES);

  g_assert_cmpstr (text, ==, "Bocage hedge: over 2in and up to 4in high, Slow going and Difficult going, "
                             "not allowed when moving At The Double");
  /* scripts still get the id */
  g_assert_cmpstr (sand_reason_feature_id (r), ==, "hedge-bocage");
}

static void
test_out_of_reach (void)
{
  g_autoptr (SandReason) r = sand_reason_new (SAND_REASON_OUT_OF_REACH);
  g_autoptr (SandReason) edge = sand_reason_new (SAND_REASON_OUT_OF_REACH);
  g_autofree char *in = NULL, *cm = NULL, *near = NULL;

  r->length = 30.5;
  r->allowance = 12;
  in = sand_reason_format (r, SAND_LENGTH_INCHES);
  cm = sand_reason_format (r, SAND_LENGTH_CENTIMETRES);
  g_assert_cmpstr (in, ==, "Out of reach: 30.5in away, the move is 12in");
  g_assert_cmpstr (cm, ==, "Out of reach: 77.5 cm away, the move is 30.5 cm");
  g_assert_cmpstr (sand_reason_rule_id (r), ==, "out-of-reach");
  g_assert_null (sand_reason_feature_id (r));

  /* just beyond: never "12.0in away" for a move of 12in */
  edge->length = 12.04;
  edge->allowance = 12;
  near = sand_reason_format (edge, SAND_LENGTH_INCHES);
  g_assert_cmpstr (near, ==, "Out of reach: 12.04in away, the move is 12in");
}

/* A limit the going's words do not say is added; its cause decides. */
static void
test_limit_names_its_cause (void)
{
  g_autoptr (SandReason) r = sand_reason_new (SAND_REASON_LIMIT);
  SandReason *wood = sand_reason_new (SAND_REASON_GOING);
  g_autofree char *text = NULL;

  sand_reason_set_who (wood, SAND_REASON_WHO_FEATURE, "woods", "w1", NULL);
  wood->going = g_strdup ("difficult");
  wood->going_name = g_strdup ("Difficult going");
  r->length = 3;
  sand_reason_set_cause (r, wood);
  text = sand_reason_format (r, SAND_LENGTH_INCHES);
  g_assert_cmpstr (text, ==, "woods w1: Difficult going; the move is limited to 3in");
  g_assert_cmpstr (sand_reason_rule_id (r), ==, "difficult");
  g_assert_cmpstr (sand_reason_feature_id (r), ==, "w1");
}

static void
test_enemy_and_floor (void)
{
  g_autoptr (SandReason) near = sand_reason_new (SAND_REASON_ENEMY_NEAR);
  g_autoptr (SandReason) floor = sand_reason_new (SAND_REASON_FLOOR_TOO_FAR);
  g_autofree char *a = NULL, *b = NULL;

  sand_reason_set_who (near, SAND_REASON_WHO_ENEMY, NULL, "brandt", "Uffz. Brandt");
  near->length = 2;
  a = sand_reason_format (near, SAND_LENGTH_CENTIMETRES);
  g_assert_cmpstr (a, ==, "enemy Uffz. Brandt: closer than 5.1 cm");
  g_assert_cmpstr (sand_reason_rule_id (near), ==, "enemy-near");
  g_assert_cmpstr (sand_reason_feature_id (near), ==, "brandt");

  sand_reason_set_who (floor, SAND_REASON_WHO_FEATURE, "building", "cafe", NULL);
  floor->floor = 1;
  floor->allowance = 6;
  floor->length = 7.52;
  b = sand_reason_format (floor, SAND_LENGTH_INCHES);
  g_assert_cmpstr (b, ==, "Building cafe, floor 1: out of reach, the move is 6in and the way up needs 7.5in");
}

static void
test_copy_and_equal (void)
{
  g_autoptr (SandReason) a = hedge_reason ("Bocage hedge");
  g_autoptr (SandReason) b = sand_reason_copy (a);

  sand_reason_set_cause (b, sand_reason_new (SAND_REASON_IMPASSABLE));
  g_assert_false (sand_reason_equal (a, b));
  sand_reason_set_cause (b, NULL);
  g_assert_true (sand_reason_equal (a, b));
  b->range.hi = 5;
  g_assert_false (sand_reason_equal (a, b));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/reason/format/going-in-inches-and-centimetres", test_going_in_both_units);
  g_test_add_func ("/reason/format/feature-by-its-name", test_named_feature);
  g_test_add_func ("/reason/format/out-of-reach", test_out_of_reach);
  g_test_add_func ("/reason/format/limit-names-its-cause", test_limit_names_its_cause);
  g_test_add_func ("/reason/format/enemy-and-floor", test_enemy_and_floor);
  g_test_add_func ("/reason/copy-and-equal", test_copy_and_equal);

  return g_test_run ();
}
