/* test-zoc-floors.c: a unit upstairs in an enemy's zone of control comes down
 * first, whichever way it then goes. data/zoc-floors.xml: 6in moves, a storey
 * is 3in and coming down is Clear, zones 6in deep and 45 degrees either side.
 * Asked of the engine and of "sandtable-cli reach --json".
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "ruleset-table.h"

/* Building b1 (10..14 x 10..14, three floors), unit u inside it on @floor at
 * (12, @y), and enemy e at (12, 20) facing north: its zone reaches 7in from its
 * centre (6in base edge to base edge, 1in bases), to y = 13. */
static RulesetTable *
table (double      y,
       const char *floor)
{
  RulesetTable *t = ruleset_table_new ("zoc-floors", 48, 36);
  SandFeature *b1 = ruleset_table_add_rect (t, "b1", SAND_TERRAIN_BUILDING, 10, 10, 4, 4);
  SandUnit *u = ruleset_table_add_unit (t, "u", "infantry", t->us, 12, y);

  sand_feature_set_floors (b1, 3);
  sand_unit_set_attr (u, "floor", floor);
  sand_unit_set_facing (ruleset_table_add_unit (t, "e", "infantry", t->them, 12, 20), 0);
  return t;
}

static void
test_start_in_zone_upstairs (void)
{
  /* 6.5in from the enemy's centre, on floor 1: 3in to come down, 3in left */
  g_autoptr (RulesetTable) t = table (13.5, "1");

  /* straight away: 3 down + 2.5 */
  ruleset_check_cost (t, "u", "move", 12, 11, 3 + 2.5, 0.1);
  /* 3 down + 4.5 = 7.5 */
  ruleset_check (t, "u", "move", 12, 9, FALSE, NULL);
  /* straight toward its front: 3 down + 2.5 */
  ruleset_check_cost (t, "u", "move", 12, 16, 3 + 2.5, 0.1);
  /* 3 down + 3.5 = 6.5: on the straight leg the zone allows, too far */
  ruleset_check (t, "u", "move", 12, 17, FALSE, "Out of reach: the move is 6in");
}

static void
test_start_in_zone_on_the_ground (void)
{
  /* the same unit on the ground floor has the whole 6in */
  g_autoptr (RulesetTable) t = table (13.5, NULL);

  ruleset_check_cost (t, "u", "move", 12, 9, 4.5, 0.1);
  ruleset_check_cost (t, "u", "move", 12, 17, 3.5, 0.1);
  /* out of the zone straight away at (12, 13), then on at an angle: priced
   * from where it leaves, not from the cell's edge the ray meets first */
  ruleset_check_cost (t, "u", "move", 10, 10, 0.5 + hypot (2, 3), 0.03);
}

static void
test_start_outside_zone_upstairs (void)
{
  /* 9.5in from the enemy's centre, on floor 1: the ground around and the way
   * into the zone both after the 3in descent */
  g_autoptr (RulesetTable) t = table (10.5, "1");

  ruleset_check_cost (t, "u", "move", 12, 8, 3 + 2.5, 0.1);
  ruleset_check (t, "u", "move", 12, 7, FALSE, NULL);
  /* 2.5 to the zone, straight on at the enemy: 3 down + 2.9 */
  ruleset_check_cost (t, "u", "move", 12, 13.4, 3 + 2.9, 0.1);
  ruleset_check (t, "u", "move", 12, 14.5, FALSE, NULL);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/zoc-floors/start-in-zone-upstairs-pays-the-descent", test_start_in_zone_upstairs);
  g_test_add_func ("/zoc-floors/start-in-zone-on-the-ground", test_start_in_zone_on_the_ground);
  g_test_add_func ("/zoc-floors/start-outside-zone-upstairs-pays-the-descent", test_start_outside_zone_upstairs);
  return g_test_run ();
}
