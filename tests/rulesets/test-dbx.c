/* test-dbx.c: the DBX-style skirmish movement, one worked example of the text per
 * test, asked of the engine and of "sandtable-cli reach --json". The distances
 * per going are the ruleset file's stated assumptions (infantry 6" good, 4"
 * rough, 3" difficult, 2" river; vehicles 12" and, alone, 4" rough).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "ruleset-table.h"
#include "test-json.h"
#include "sand-command.h"
#include "sand-sight.h"
#include "sand-error.h"
#include "sand-scenario-io.h"
#include "sand-ruleset-registry.h"

static SandRulesetRegistry *registry;

static SandRulesetRegistry *
registry_of_tests (void)
{
  if (registry == NULL)
    registry = sand_ruleset_registry_new ();
  return registry;
}

/* dbx-skirmish as installed, for the PIP cost, which reads its <command> */
static SandRuleset *
ruleset (void)
{
  return sand_ruleset_registry_lookup (registry_of_tests (), "dbx-skirmish");
}

static RulesetTable *
table (void)
{
  return ruleset_table_new ("dbx-skirmish", 48, 36);
}

static SandUnit *
enemy (RulesetTable *t,
       const char   *id,
       double        x,
       double        y,
       double        facing)
{
  SandUnit *u = ruleset_table_add_unit (t, id, "infantry", t->them, x, y);
  sand_unit_set_facing (u, facing);
  return u;
}

/* Each class's maximum move in good and in rough going, as the ruleset file
 * assumes them (a single figure). */
static const struct
{
  const char *klass;
  double      good, rough;
} classes[] = {
  { "infantry", 6, 4 }, { "irregular", 6, 5 }, { "gi", 8, 5 }, { "sniper", 6, 6 },
  { "heavy", 4, 2 }, { "vehicle", 12, 4 }, { "gun", 3, 1 },
};

static void
test_good_going_per_class (void)
{
  /* the maximum move in good going, one per class (stated assumptions) */
  g_autoptr (RulesetTable) t = table ();

  for (guint i = 0; i < G_N_ELEMENTS (classes); i++)
    {
      g_autofree char *id = g_strdup_printf ("u%u", i);
      ruleset_table_add_unit (t, id, classes[i].klass, t->us, 4 + 5 * i, 4);
      ruleset_check_allowance (t, id, "move", classes[i].good);
    }
  ruleset_table_add_unit (t, "a", "infantry", t->us, 10, 20);
  ruleset_check (t, "a", "move", 10 + 5.9 * 0.6, 20 + 5.9 * 0.8, TRUE, NULL);
  ruleset_check (t, "a", "move", 16.2, 20, FALSE, "6in");
}

static void
test_worst_going_rough (void)
{
  /* "move upto the maximum distance in the worst terrain it passes through" */
  g_autoptr (RulesetTable) t = table ();
  ruleset_table_add_unit (t, "a", "infantry", t->us, 10, 10);
  ruleset_table_add_rect (t, "plough", SAND_TERRAIN_ROUGH, 13, 0, 2, 16);

  /* 3" of good going, then 0.9" of rough: within rough's 4" */
  ruleset_check_cost (t, "a", "move", 13.9, 10, 3.9, 0.05);
  /* through the rough and 0.5" beyond: 5.5" of a move limited to 4" */
  ruleset_check (t, "a", "move", 15.5, 10, FALSE, "rough plough: Rough going, the move is at most 4in");
  /* round the end of the field the move keeps its 6": 6" long with a wheel
   * (0.6 of the way round the corner at (13, 16)) */
  ruleset_table_add_unit (t, "b", "infantry", t->us, 10, 14);
  ruleset_check (t, "b", "move", 14, 17, TRUE, NULL);
  ruleset_check_cost (t, "b", "move", 14, 17, hypot (3, 2) + hypot (1, 1), 0.1);
  /* a sniper has no rough-going limit */
  ruleset_table_add_unit (t, "s", "sniper", t->us, 10, 6);
  ruleset_check (t, "s", "move", 15.5, 6, TRUE, NULL);
}

static void
test_worst_going_difficult (void)
{
  /* difficult going: infantry 3", snipers 4" */
  g_autoptr (RulesetTable) t = table ();
  ruleset_table_add_rect (t, "wood", SAND_TERRAIN_WOODS, 20, 10, 10, 16);
  ruleset_table_add_unit (t, "in", "infantry", t->us, 25, 18);
  ruleset_table_add_unit (t, "out", "infantry", t->us, 16, 18);
  ruleset_table_add_unit (t, "sn", "sniper", t->us, 17, 30);

  /* starting inside: 3" whichever way */
  ruleset_check (t, "in", "move", 27.9, 18, TRUE, NULL);
  ruleset_check (t, "in", "move", 28.3, 18, FALSE, "woods wood: Difficult going, the move is at most 3in");
  ruleset_check (t, "in", "move", 25, 20.9, TRUE, NULL);
  /* from outside: 4" of good going and then the wood would make 5" of 3" */
  ruleset_check (t, "out", "move", 18.9, 18, TRUE, NULL);
  ruleset_check (t, "out", "move", 21, 18, FALSE, "Difficult going");
  /* the sniper: 3.8" to a point in the wood is within his 4" */
  ruleset_check (t, "sn", "move", 20.8, 25.5, FALSE, "Difficult going");
  ruleset_check (t, "sn", "move", 20.5, 28.5, TRUE, NULL);
}

static void
test_worst_going_names_the_worst (void)
{
  /* "the maximum distance in the worst terrain it passes through": a ford over a
   * stream in rough ground is the stream's 2", and the reason names the stream */
  g_autoptr (RulesetTable) t = table ();
  ruleset_table_add_rect (t, "scrub", SAND_TERRAIN_ROUGH, 30, 12, 6, 10);
  SandFeature *s = ruleset_table_add_line (t, "brook", SAND_TERRAIN_STREAM, 1, 30, 17, 36, 17);
  sand_feature_set_fordable (s, TRUE);
  ruleset_table_add_unit (t, "a", "infantry", t->us, 33, 14);

  /* 2.4" of rough alone: within its 4" */
  ruleset_check_cost (t, "a", "move", 33, 16.4, 2.4, 0.05);
  /* into the brook 2.5" from the start, past the river's 2" */
  ruleset_check (t, "a", "move", 33, 16.9, FALSE, "stream brook: River, the move is at most 2in");
  ruleset_check (t, "a", "move", 33, 18, FALSE, "stream brook: River, the move is at most 2in");
  /* and from 1" off the brook, across it within 2" */
  ruleset_table_add_unit (t, "b", "infantry", t->us, 31, 15.5);
  ruleset_check (t, "b", "move", 31, 17.4, TRUE, NULL);
}

static void
test_wheels_and_turns (void)
{
  /* "A move by a single figure can include any number of wheels or turns" */
  g_autoptr (RulesetTable) t = table ();
  g_autoptr (SandFeature) f = sand_feature_new ("barn", SAND_TERRAIN_BUILDING);
  sand_feature_set_rect (f, 12, 14, 2, 8);
  sand_scenario_add_feature (t->scenario, f);
  ruleset_table_add_unit (t, "g", "vehicle", t->us, 10, 18);

  /* behind the barn, round both its corners (12, 14) and (14, 14): 4.47 + 2 + 3.61,
   * within the engine's accuracy (0.5% of the move and a cell) */
  ruleset_check_cost (t, "g", "move", 16, 17, hypot (2, 4) + 2 + hypot (2, 3), 0.16);
  ruleset_check_cost (t, "g", "move", 15, 20, hypot (2, 4) + 2 + hypot (1, 2), 0.16);
  ruleset_check (t, "g", "move", 13, 18, FALSE, "building barn: impassable");
}

static void
test_river (void)
{
  /* river going: infantry 2"; guns never */
  g_autoptr (RulesetTable) t = table ();
  SandFeature *s = ruleset_table_add_line (t, "brook", SAND_TERRAIN_STREAM, 1, 0, 18, 48, 18);
  SandFeature *deep = ruleset_table_add_line (t, "canal", SAND_TERRAIN_RIVER, 1, 0, 30, 48, 30);
  sand_feature_set_fordable (s, TRUE);
  sand_feature_set_fordable (deep, FALSE);
  ruleset_table_add_unit (t, "a", "infantry", t->us, 10, 17);
  ruleset_table_add_unit (t, "gun", "gun", t->us, 30, 17);
  ruleset_table_add_unit (t, "b", "infantry", t->us, 10, 28.5);

  /* across the 1" brook from 0.5" away: 1.9" in all, within the river's 2" */
  ruleset_check (t, "a", "move", 10, 18.9, TRUE, NULL);
  ruleset_check (t, "a", "move", 10, 19.3, FALSE, "stream brook: River, the move is at most 2in");
  ruleset_check (t, "gun", "move", 30, 17.8, FALSE, "stream brook: impassable");
  ruleset_check (t, "gun", "move", 30, 14.1, TRUE, NULL);
  /* not fordable: not at all */
  ruleset_check (t, "b", "move", 10, 30, FALSE, "river canal: impassable");
}

static void
test_large_figures (void)
{
  /* "Large (double width) figures (guns / vehicles) cannot enter or move in
   * Difficult or Rough Going, except as single figures." */
  g_autoptr (RulesetTable) t = table ();
  ruleset_table_add_rect (t, "scrub", SAND_TERRAIN_ROUGH, 14, 0, 4, 24);
  ruleset_table_add_rect (t, "copse", SAND_TERRAIN_WOODS, 30, 0, 6, 36);
  SandUnit *t1 = ruleset_table_add_unit (t, "t1", "vehicle", t->us, 12, 10);
  SandUnit *t2 = ruleset_table_add_unit (t, "t2", "vehicle", t->us, 2, 10);
  ruleset_table_add_unit (t, "single", "vehicle", t->us, 12, 20);
  SandUnit *g1 = ruleset_table_add_unit (t, "g1", "gun", t->us, 29.5, 10);
  SandUnit *g2 = ruleset_table_add_unit (t, "g2", "gun", t->us, 26, 10);
  ruleset_table_add_unit (t, "g3", "gun", t->us, 29.5, 30);
  sand_unit_set_team (t1, "troop");
  sand_unit_set_team (t2, "troop");
  sand_unit_set_team (g1, "battery");
  sand_unit_set_team (g2, "battery");

  /* in a group: not into the scrub, but 12" along the good going */
  ruleset_check (t, "t1", "move", 15, 10, FALSE, "rough scrub: impassable");
  ruleset_check (t, "t1", "move", 12, 21.9, TRUE, NULL);
  /* alone: into the scrub, at most 4" */
  ruleset_check (t, "single", "move", 15, 20, TRUE, NULL);
  ruleset_check (t, "single", "move", 16.5, 20, FALSE, "Rough going, the move is at most 4in");
  /* guns: a battery stays out of the copse; a single gun goes 1" */
  ruleset_check (t, "g1", "move", 30.5, 10, FALSE, "woods copse: impassable");
  ruleset_check (t, "g3", "move", 30.4, 30, TRUE, NULL);
  ruleset_check (t, "g3", "move", 30.8, 30, FALSE, "the move is at most 1in");
}

static void
test_obstacles_every_class (void)
{
  /* "Difficult and Rough Going represent ... ground choked with vegetation or
   * other small obstacles." A wall up to 1" high is rough going to cross (an
   * assumption), so each class goes its rough-going maximum once over it; higher
   * it is impassable, and barbed wire is difficult going. */
  g_autoptr (RulesetTable) t = table ();

  ruleset_table_add_line (t, "low", SAND_TERRAIN_WALL, 1, 2.5, 0, 2.5, 36);
  for (guint i = 0; i < G_N_ELEMENTS (classes); i++)
    {
      g_autofree char *id = g_strdup_printf ("u%u", i);
      g_autofree char *why = g_strdup_printf ("wall low: 1in high or less, Rough going, the move is at most %gin",
                                              classes[i].rough);
      double y = 2 + 4 * i;

      ruleset_table_add_unit (t, id, classes[i].klass, t->us, 2, y);
      ruleset_check (t, id, "move", 2 + classes[i].rough, y, TRUE, NULL);
      /* snipers have no rough-going limit: their 6" is that of good going */
      ruleset_check (t, id, "move", 2 + classes[i].rough + 0.1, y, FALSE,
                     g_str_equal (classes[i].klass, "sniper") ? "the move is 6in" : why);
    }

  /* over 1" high: not at all; barbed wire: a vehicle's 2" */
  ruleset_table_add_line (t, "high", SAND_TERRAIN_HEDGE, 1.01, 30, 0, 30, 36);
  ruleset_table_add_line (t, "wire", SAND_TERRAIN_BARBED_WIRE, 0.5, 40, 0, 40, 36);
  ruleset_table_add_unit (t, "a", "infantry", t->us, 28, 10);
  ruleset_table_add_unit (t, "v", "vehicle", t->us, 38, 10);
  ruleset_check (t, "a", "move", 30.5, 10, FALSE, "hedge high: over 1in high, impassable");
  ruleset_check (t, "v", "move", 40, 10, TRUE, NULL);
  ruleset_check (t, "v", "move", 40.1, 10, FALSE, "barbed-wire wire: Difficult going, the move is at most 2in");

  /* a vehicle in a group may not cross even the low wall: it is rough going */
  SandUnit *v1 = ruleset_table_add_unit (t, "v1", "vehicle", t->us, 2, 32);
  SandUnit *v2 = ruleset_table_add_unit (t, "v2", "vehicle", t->us, 20, 32);
  sand_unit_set_team (v1, "troop");
  sand_unit_set_team (v2, "troop");
  ruleset_check (t, "v1", "move", 3, 32, FALSE, "wall low: 1in high or less, impassable (Rough going)");
}

static void
test_heavies_no_contact (void)
{
  /* "Heavies cannot move into contact with enemy troops or fortifications." */
  g_autoptr (RulesetTable) t = table ();
  enemy (t, "e", 10, 30, 270);
  ruleset_table_add_unit (t, "h", "heavy", t->us, 5, 30);
  ruleset_table_add_unit (t, "rear", "heavy", t->us, 13, 30);
  ruleset_table_add_unit (t, "a", "infantry", t->us, 5, 20);
  enemy (t, "f", 10, 20, 270);

  /* at its front: up to 0.3" short of its base, not touching it */
  ruleset_check_cost (t, "h", "move", 8.7, 30, 3.7, 0.05);
  ruleset_check (t, "h", "move", 8.95, 30, FALSE, "enemy e");
  /* nor from behind, where anyone else may contact its rear */
  ruleset_check (t, "rear", "move", 11.05, 30, FALSE, "enemy e");
  ruleset_check (t, "rear", "move", 11.4, 30, TRUE, NULL);
  /* an infantryman may touch */
  ruleset_check (t, "a", "move", 8.95, 20, TRUE, NULL);
}

static void
test_contact_with_a_vehicles_front (void)
{
  /* "except to contact or face that figure's front" and "Heavies cannot move into
   * contact with enemy troops": a vehicle's base is 2" wide and 4" long, so its
   * front edge is 2" from its centre (the corners 2.24"), and its zone of
   * control reaches 6" out from that edge. */
  g_autoptr (RulesetTable) t = table ();
  SandUnit *v = enemy (t, "v", 30, 18, 270);
  sand_unit_set_base_rect (v, 2, 4);
  ruleset_table_add_unit (t, "a", "gi", t->us, 22, 18);
  ruleset_table_add_unit (t, "h", "heavy", t->us, 24, 18);

  /* straight at its front edge (x = 28), into contact */
  ruleset_check_cost (t, "a", "move", 27.45, 18, 5.45, 0.1);
  /* a heavy stops short of contact */
  ruleset_check (t, "h", "move", 27.15, 18, TRUE, NULL);
  ruleset_check (t, "h", "move", 27.35, 18, FALSE, "enemy v: closer than 0.25in");
}

static void
test_heavies_no_contact_with_a_vehicle (void)
{
  /* "Heavies cannot move into contact with enemy troops" and "enemy figures are
   * not passed through": measured to a vehicle's own edges (2" wide, 4" long,
   * facing left: its front x = 28, its flank y = 17), exactly. A heavy ends
   * 0.25" off, and no nearer by 0.05"; an infantryman touches, and no nearer. */
  g_autoptr (RulesetTable) t = table ();
  sand_unit_set_base_rect (enemy (t, "v", 30, 18, 270), 2, 4);
  ruleset_table_add_unit (t, "h", "heavy", t->us, 24, 18);
  ruleset_table_add_unit (t, "hs", "heavy", t->us, 31, 13);
  ruleset_table_add_unit (t, "a", "infantry", t->us, 30, 12);

  ruleset_check (t, "h", "move", 27.25, 18, TRUE, NULL);
  ruleset_check (t, "h", "move", 27.3, 18, FALSE, "enemy v: closer than 0.25in");
  ruleset_check (t, "hs", "move", 30, 16.25, TRUE, NULL);
  ruleset_check (t, "hs", "move", 30, 16.3, FALSE, "enemy v: closer than 0.25in");
  ruleset_check (t, "a", "move", 30, 16.5, TRUE, NULL);
  ruleset_check (t, "a", "move", 30, 16.55, FALSE, "enemy v: may not pass through");
}

static void
test_break_off_not_from_flank_or_rear (void)
{
  /* "A figure cannot break off from enemy in contact with its flank or rear, but
   * turns to face." */
  g_autoptr (RulesetTable) t = table ();
  static const struct
  {
    const char *id;
    double      x, y, facing;
  } ours[] = { { "side", 30, 20, 0 }, { "back", 10, 10, 0 }, { "front", 30, 30, 90 }, { "near", 10, 30, 0 } };

  for (guint i = 0; i < G_N_ELEMENTS (ours); i++)
    sand_unit_set_facing (ruleset_table_add_unit (t, ours[i].id, "infantry", t->us, ours[i].x, ours[i].y),
                          ours[i].facing);
  enemy (t, "e1", 31, 20, 0);        /* touching its right flank */
  enemy (t, "e2", 10, 11.1, 0);      /* 0.1" off its rear */
  enemy (t, "e3", 31, 30, 270);      /* face to face */
  enemy (t, "e4", 11.5, 30, 0);      /* beside it, 0.5" off */

  /* held where it stands */
  ruleset_check (t, "side", "move", 30, 20, TRUE, NULL);
  ruleset_check (t, "side", "move", 28, 20, FALSE, "enemy e1: in contact with its flank or rear");
  ruleset_check (t, "side", "move", 30, 17, FALSE, "cannot break off");
  ruleset_check (t, "back", "move", 10, 7, FALSE, "enemy e2: in contact with its flank or rear");
  /* staying put is a way of one point */
  g_autofree char *json = ruleset_table_cli_json (t, "side", "move", 30, 20);
  g_autoptr (JsonNode) root = test_json_parse (json);
  JsonNode *path = test_json_member (test_json_element (test_json_member (root, "points"), 0), "path");
  g_assert_cmpuint (test_json_length (path), ==, 1);
  g_assert_cmpfloat (json_node_get_double (test_json_element (test_json_element (path, 0), 0)), ==, 30);
  g_assert_cmpfloat (json_node_get_double (test_json_element (test_json_element (path, 0), 1)), ==, 20);
  /* from contact with its front it breaks off straight away */
  ruleset_check_cost (t, "front", "move", 28, 30, 2, 0.05);
  ruleset_check (t, "front", "move", 30, 28, FALSE, NULL);
  /* not touching: free */
  ruleset_check (t, "near", "move", 10, 34, TRUE, NULL);
}

static void
test_enemy_not_passed (void)
{
  /* enemy figures are not passed through; bases may touch */
  g_autoptr (RulesetTable) t = table ();
  enemy (t, "e", 30, 18, 270);
  ruleset_table_add_unit (t, "a", "infantry", t->us, 34, 18);

  ruleset_check (t, "a", "move", 30.4, 18, FALSE, "enemy e: may not pass through");
  ruleset_check (t, "a", "move", 31.05, 18, TRUE, NULL);
}

static void
test_flank_rear_contact (void)
{
  /* "A figure cannot move into contact with enemy flank or rear unless it starts
   * entirely on that side of an imaginary line prolonging that base edge" */
  g_autoptr (RulesetTable) t = table ();
  /* facing left: its right flank is the side toward y = 0 */
  enemy (t, "e", 30, 18, 270);
  ruleset_table_add_unit (t, "behind", "infantry", t->us, 34, 18);
  ruleset_table_add_unit (t, "beside", "infantry", t->us, 30, 14);
  ruleset_table_add_unit (t, "corner", "infantry", t->us, 33, 14);

  /* from straight behind: the rear, yes; the flank, no */
  ruleset_check (t, "behind", "move", 31.05, 18, TRUE, NULL);
  ruleset_check (t, "behind", "move", 30, 16.95, FALSE, "enemy e: no contact with its flank unless starting beyond");
  /* from beside it: the flank, yes; the rear, no */
  ruleset_check (t, "beside", "move", 30, 16.95, TRUE, NULL);
  ruleset_check (t, "beside", "move", 31.05, 18, FALSE, "enemy e: no contact with its rear unless starting beyond");
  /* from beyond both lines: either */
  ruleset_check (t, "corner", "move", 30, 16.95, TRUE, NULL);
  ruleset_check (t, "corner", "move", 31.05, 18, TRUE, NULL);
  /* near but not touching (0.4" off), anywhere */
  ruleset_check (t, "behind", "move", 30, 16.6, TRUE, NULL);
}

static void
test_flank_rear_contact_with_a_vehicle (void)
{
  /* "A figure cannot move into contact with enemy flank or rear unless it starts
   * entirely on that side of an imaginary line prolonging that base edge" and "A
   * figure cannot break off from enemy in contact with its flank or rear": a
   * vehicle's base, 2" wide and 4" long, is touched at its own edges, not at the
   * circle round its corners (2.24" from its centre). */
  g_autoptr (RulesetTable) t = table ();
  /* facing left: its flanks are y = 17 and y = 19, its rear x = 32 */
  sand_unit_set_base_rect (enemy (t, "v", 30, 18, 270), 2, 4);
  ruleset_table_add_unit (t, "behind", "gi", t->us, 36, 18);
  ruleset_table_add_unit (t, "beside", "gi", t->us, 30, 11);

  ruleset_check (t, "behind", "move", 30, 16.45, FALSE, "enemy v: no contact with its flank unless starting beyond");
  ruleset_check (t, "behind", "move", 30, 15.2, TRUE, NULL);
  ruleset_check (t, "behind", "move", 32.55, 18, TRUE, NULL);
  ruleset_check (t, "beside", "move", 30, 16.45, TRUE, NULL);
  ruleset_check (t, "beside", "move", 32.55, 18, FALSE, "enemy v: no contact with its rear unless starting beyond");

  /* a vehicle beside a figure, its flank edge 0.1" off his base: he is held;
   * 0.55" off, he is not */
  SandUnit *near = enemy (t, "w", 21.6, 30, 0);
  SandUnit *far = enemy (t, "x", 22.05, 34, 0);
  sand_unit_set_base_rect (near, 2, 4);
  sand_unit_set_base_rect (far, 2, 4);
  ruleset_table_add_unit (t, "held", "infantry", t->us, 20, 30);
  ruleset_table_add_unit (t, "free", "infantry", t->us, 20, 34);
  ruleset_check (t, "held", "move", 18, 30, FALSE, "enemy w: in contact with its flank or rear");
  ruleset_check_cost (t, "free", "move", 18, 34, 2, 0.05);
}

static void
test_zoc_enter_straight_at_the_front (void)
{
  /* "No figure can move across the front of an enemy figure which is within 6
   * ... except to contact or face that figure's front" */
  g_autoptr (RulesetTable) t = table ();
  enemy (t, "e", 30, 18, 270);   /* facing left: its front looks toward x = 0 */
  ruleset_table_add_unit (t, "a", "gi", t->us, 22, 18);
  ruleset_table_add_unit (t, "c", "gi", t->us, 27, 12);

  /* straight at it, to contact (bases touching: centres 1" apart) */
  ruleset_check_cost (t, "a", "move", 24, 18, 2, 0.05);
  ruleset_check_cost (t, "a", "move", 28.95, 18, 6.95, 0.1);
  /* in at the edge of the zone (7" from its centre), then straight at it */
  ruleset_check_cost (t, "a", "move", 25, 20, hypot (1.5, 2.6) + 7 - hypot (5, 2), 0.2);
  /* across its front from beside it: 7" in a straight line, but not allowed */
  ruleset_check (t, "c", "move", 27.5, 19, FALSE, "enemy e: zone of control");
  /* round the outside of the zone is free */
  ruleset_check (t, "c", "move", 23, 12.5, TRUE, NULL);
}

static void
test_zoc_inside_toward_or_away (void)
{
  /* inside the zone a figure goes straight toward the enemy's front ("contact")
   * or straight away ("to break off, to move directly to its rear") */
  g_autoptr (RulesetTable) t = table ();
  enemy (t, "e", 30, 18, 270);
  ruleset_table_add_unit (t, "b", "gi", t->us, 25, 18);

  ruleset_check (t, "b", "move", 25, 20, FALSE, "enemy e: zone of control");
  /* priced on the straight leg itself, not where it entered a cell */
  ruleset_check_cost (t, "b", "move", 26, 18, 1, 1e-4);
  ruleset_check_cost (t, "b", "move", 27, 18, 2, 1e-4);
  ruleset_check_cost (t, "b", "move", 28.95, 18, 3.95, 1e-4);
  ruleset_check_cost (t, "b", "move", 23.5, 18, 1.5, 1e-4);
  ruleset_check_cost (t, "b", "move", 23, 18, 2, 1e-4);
  /* out of the zone at 7" from its centre, then on with what is left */
  ruleset_check_cost (t, "b", "move", 21, 21, 2 + hypot (2, 3), 0.15);
  /* 7.1" away in a straight line, but the way out first makes it 9.7" */
  ruleset_check (t, "b", "move", 26, 25, FALSE, NULL);
}

/* In rough going inside the zone: straight at the enemy up to the rough's 4",
 * exactly, and over it the going (not the zone) is what stops the figure. */
static void
test_zoc_inside_in_rough_going (void)
{
  g_autoptr (RulesetTable) t = table ();
  ruleset_table_add_rect (t, "sc", SAND_TERRAIN_ROUGH, 20, 20, 10, 20);
  enemy (t, "e", 28, 28, 270);
  ruleset_table_add_unit (t, "r", "infantry", t->us, 22, 28);

  ruleset_check_cost (t, "r", "move", 26, 28, 4, 1e-4);
  ruleset_check_cost (t, "r", "move", 19, 28, 3, 1e-4);
  ruleset_check (t, "r", "move", 26.5, 28, FALSE, "rough sc: Rough going");
  ruleset_check (t, "r", "move", 22, 30, FALSE, "enemy e: zone of control");
}

static void
test_zoc_named_when_in_the_way (void)
{
  /* "No figure can move across the front of an enemy figure which is within 6"":
   * a point 6" off in a straight line across the zone is refused for the zone,
   * not for the distance. */
  g_autoptr (RulesetTable) t = table ();
  enemy (t, "f", 30, 29, 270);
  ruleset_table_add_unit (t, "a", "infantry", t->us, 23.1, 32);

  ruleset_check (t, "a", "move", 23.1, 26, FALSE, "enemy f: zone of control");
  /* beyond the move, the move is why */
  ruleset_check (t, "a", "move", 23.1, 25.9, FALSE, "Out of reach");
}

static void
test_zoc_not_through_impassable (void)
{
  /* "but does not extend through impassable terrain" */
  g_autoptr (RulesetTable) t = table ();
  g_autoptr (SandFeature) f = sand_feature_new ("byre", SAND_TERRAIN_BUILDING);
  sand_feature_set_rect (f, 26, 19, 1, 3);
  sand_scenario_add_feature (t->scenario, f);
  enemy (t, "e", 30, 18, 270);
  ruleset_table_add_unit (t, "hidden", "gi", t->us, 24, 20.5);
  ruleset_table_add_unit (t, "open", "gi", t->us, 24, 15.5);

  /* behind the byre, as seen from the enemy: free to move sideways */
  ruleset_check (t, "hidden", "move", 24.5, 21.8, TRUE, NULL);
  /* the same move mirrored, in the open: in the zone */
  ruleset_check (t, "open", "move", 24.5, 14.2, FALSE, "enemy e: zone of control");
}

static void
test_zoc_not_through_an_intervening_element (void)
{
  /* "No figure can move across the front of an enemy figure which is within 6
   * and not separated from it by an intervening element" */
  g_autoptr (RulesetTable) t = table ();
  enemy (t, "e", 30, 30, 270);
  enemy (t, "f", 30, 10, 270);
  ruleset_table_add_unit (t, "screen", "infantry", t->us, 27, 30);
  enemy (t, "guard", 27, 10, 90);
  ruleset_table_add_unit (t, "a", "gi", t->us, 24, 30.6);
  ruleset_table_add_unit (t, "b", "gi", t->us, 24, 10.6);
  ruleset_table_add_unit (t, "c", "gi", t->us, 24, 20.6);
  enemy (t, "g", 30, 20, 270);

  /* behind a friend, as the enemy sees it: free to move across its front */
  ruleset_check_cost (t, "a", "move", 24, 29.4, 1.2, 0.05);
  /* behind another enemy (facing away, so its own zone is not here) likewise */
  ruleset_check_cost (t, "b", "move", 24, 9.4, 1.2, 0.05);
  /* the same move with nothing between */
  ruleset_check (t, "c", "move", 24, 19.4, FALSE, "enemy g: zone of control");
}

/* The reasons for a move's cost, as a player reads them, one a line. */
static char *
pip_reasons (RulesetTable *t,
             SandUnit     *u,
             guint        *cost)
{
  g_autoptr (GArray) reasons = NULL;
  g_autoptr (GPtrArray) lines = g_ptr_array_new_with_free_func (g_free);

  *cost = sand_command_pip_cost (t->scenario, ruleset (), u, "move", &reasons);
  g_assert_nonnull (reasons);
  g_assert_cmpuint (reasons->len, >, 0);
  for (guint i = 0; i < reasons->len; i++)
    g_ptr_array_add (lines, sand_command_reason_describe (&g_array_index (reasons, SandCommandReason, i),
                                                          SAND_LENGTH_INCHES));
  g_ptr_array_add (lines, NULL);
  return g_strjoinv ("\n", (char **) lines->pdata);
}

/* The cost through the core function and through the command line. */
static void
check_pips (RulesetTable *t,
            const char   *unit,
            guint         cost,
            const char   *why)
{
  SandUnit *u = sand_scenario_find_unit (t->scenario, unit);
  guint got;
  g_autofree char *reasons = pip_reasons (t, u, &got);

  g_assert_cmpuint (got, ==, cost);
  if (why != NULL && strstr (reasons, why) == NULL)
    g_error ("%s: the reasons “%s” do not say “%s”", unit, reasons, why);

  g_autofree char *json = ruleset_table_cli_json (t, unit, "move", sand_unit_get_x (u), sand_unit_get_y (u));
  g_autoptr (JsonNode) root = test_json_parse (json);
  JsonNode *pips = test_json_member (root, "pips");
  if (pips == NULL || test_json_number (pips, "cost") != cost)
    g_error ("%s: the command line says %s", unit, json);
  if (why != NULL)
    {
      JsonNode *said = test_json_member (pips, "reasons");
      gboolean found = FALSE;
      for (guint i = 0; i < test_json_length (said); i++)
        found |= strstr (json_node_get_string (test_json_element (said, i)), why) != NULL;
      g_assert_true (found);
    }
}

static SandUnit *
commanded (RulesetTable *t,
           const char   *id,
           const char   *officer,
           double        x,
           double        y)
{
  SandUnit *u = ruleset_table_add_unit (t, id, "infantry", t->us, x, y);
  sand_unit_set_attr (u, "officer", officer);
  return u;
}

static void
test_pips (void)
{
  /* "1 tactical move requires 1 PIP, or 2 PIP if all of the figure / group to be
   * moved is over 24 from its Officer (unless using telegraph / radio / Psi /
   * Magic), or is both over 12 from it and also out of sight, or if the Officer
   * has been lost." */
  g_autoptr (RulesetTable) t = ruleset_table_new ("dbx-skirmish", 72, 48);
  SandUnit *cap = ruleset_table_add_unit (t, "cap", "infantry", t->us, 10, 30);
  sand_unit_set_role (cap, "officer");
  sand_unit_set_team (cap, "hq");
  ruleset_table_add_rect (t, "wood", SAND_TERRAIN_WOODS, 20, 25, 4, 10);

  commanded (t, "near", "cap", 10, 10);     /* 19" edge to edge */
  commanded (t, "far", "cap", 10, 4);       /* 25" */
  commanded (t, "edge", "cap", 10, 5.1);    /* 23.9" */
  SandUnit *radio = commanded (t, "radio", "cap", 12, 4);
  sand_unit_set_attr (radio, "radio", "true");
  commanded (t, "hidden", "cap", 30, 30);   /* 19", the wood between */
  commanded (t, "close", "cap", 22, 38);    /* 13.4", in sight past the wood */
  commanded (t, "orphan", "ghost", 40, 40); /* names an officer not on the table */
  /* an officer taken off the table (a file may not name a missing one, so this
   * is asked of the model only) */
  guint cost;
  g_autofree char *reasons = pip_reasons (t, sand_scenario_find_unit (t->scenario, "orphan"), &cost);
  g_assert_cmpuint (cost, ==, 2);
  g_assert_cmpstr (reasons, ==, "2 PIPs: its officer ghost has been lost");
  sand_scenario_remove_unit (t->scenario, sand_scenario_find_unit (t->scenario, "orphan"));
  SandUnit *clerk = ruleset_table_add_unit (t, "clerk", "infantry", t->us, 10, 36);
  sand_unit_set_team (clerk, "hq");
  ruleset_table_add_unit (t, "stray", "infantry", t->us, 60, 10);

  check_pips (t, "near", 1, "1 PIP: 19.0in from its officer cap");
  check_pips (t, "far", 2, "over 24in from its officer cap (25.0in)");
  check_pips (t, "edge", 1, NULL);
  /* "over 24": 24.0" is not over, 24.05" is */
  commanded (t, "at24", "cap", 17, 6);            /* 24.0" edge to edge */
  commanded (t, "past24", "cap", 25.03, 9.96);    /* 24.05" */
  check_pips (t, "at24", 1, "1 PIP: 24.0in from its officer cap");
  check_pips (t, "past24", 2, "over 24in from its officer cap");
  check_pips (t, "radio", 1, "by radio");
  check_pips (t, "hidden", 2, "over 12in from its officer cap (19.0in) and out of sight");
  g_assert_false (sand_sight_table (sand_ruleset_get_sight (ruleset ()), t->scenario,
                                    sand_scenario_find_unit (t->scenario, "hidden"), cap, NULL));
  check_pips (t, "close", 1, NULL);
  /* "both over 12 from it and also out of sight": 12.0" behind a copse is not
   * over 12, 12.2" is */
  ruleset_table_add_rect (t, "copse", SAND_TERRAIN_WOODS, 14, 41, 3, 6);
  SandUnit *cap2 = ruleset_table_add_unit (t, "cap2", "infantry", t->us, 10, 44);
  sand_unit_set_role (cap2, "officer");
  commanded (t, "at12", "cap2", 23, 44);
  commanded (t, "past12", "cap2", 23.1, 45.5);
  check_pips (t, "at12", 1, "12.0in from its officer cap2");
  check_pips (t, "past12", 2, "and out of sight");
  /* the officer of its team, found without naming him */
  check_pips (t, "clerk", 1, "from its officer cap");
  check_pips (t, "stray", 2, "no officer");
  check_pips (t, "cap", 1, "an officer moving himself");
}

/* A file of @units (its first unit on line 4) on the dbx-skirmish table is
 * refused, read against the installed rulesets as validate reads it, with
 * @message. */
static void
check_refused (const char *units,
               const char *message)
{
  g_autofree char *xml = g_strconcat ("<scenario xmlns=\"urn:sandtable:scenario:1\" version=\"1\" "
                                      "ruleset=\"dbx-skirmish\">\n<table width=\"48\" height=\"36\"/>\n"
                                      "<forces><side id=\"us\" name=\"Us\" color=\"#3465a4\">\n",
                                      units, "</side></forces></scenario>\n", NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (SandScenario) s = sand_scenario_load_data_for_rulesets (xml, strlen (xml), "t.sandtable", registry_of_tests (),
                                                                      &error);

  g_assert_null (s);
  g_assert_error (error, SAND_ERROR, SAND_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, message);
}

static void
test_radio_true_or_false (void)
{
  /* "(unless using telegraph / radio / Psi / Magic)": a figure has a radio or
   * not (<attribute id="radio" type="boolean">), so a file that says anything
   * else is refused at the figure's line */
  check_refused ("<unit id=\"a\" class=\"infantry\" x=\"1\" y=\"1\" radio=\"maybe\"/>\n",
                 "t.sandtable:4: unit “a”: radio “maybe” is neither true nor false");
}

static void
test_officer_of_its_own_side (void)
{
  /* "2 PIP if all of the figure / group to be moved is over 24 from its Officer":
   * its officer commands its side, so a file naming an enemy is refused */
  check_refused ("<unit id=\"a\" class=\"infantry\" x=\"1\" y=\"1\" officer=\"e\"/>\n"
                 "</side><side id=\"them\" name=\"Them\" color=\"#a40000\">\n"
                 "<unit id=\"e\" class=\"infantry\" x=\"5\" y=\"1\" role=\"officer\"/>\n",
                 "t.sandtable:4: unit “a”: officer “e” is a unit of another side");
  /* "or if the Officer has been lost": a figure names an officer of the table
   * or none, so a slip of the pen is refused rather than read as a lost one */
  check_refused ("<unit id=\"pitts\" class=\"infantry\" x=\"5\" y=\"5\"/>\n"
                 "<unit id=\"haines\" class=\"infantry\" x=\"7\" y=\"5\" officer=\"pits\"/>\n",
                 "t.sandtable:5: unit “haines”: officer “pits” is no unit of the scenario");
}

int
main (int   argc,
      char *argv[])
{
  int status;

  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/dbx/good-going/maximum-per-class", test_good_going_per_class);
  g_test_add_func ("/dbx/worst-going/rough-limits-the-whole-move", test_worst_going_rough);
  g_test_add_func ("/dbx/worst-going/difficult-limits-the-whole-move", test_worst_going_difficult);
  g_test_add_func ("/dbx/worst-going/the-worst-terrain-it-passes-through-names-the-limit",
                   test_worst_going_names_the_worst);
  g_test_add_func ("/dbx/move/any-number-of-wheels-or-turns", test_wheels_and_turns);
  g_test_add_func ("/dbx/river/fordable-2in-guns-never", test_river);
  g_test_add_func ("/dbx/large/no-rough-or-difficult-except-single", test_large_figures);
  g_test_add_func ("/dbx/obstacles/small-obstacles-rough-every-class", test_obstacles_every_class);
  g_test_add_func ("/dbx/heavies/cannot-move-into-contact-with-enemy-troops", test_heavies_no_contact);
  g_test_add_func ("/dbx/zoc/contact-with-a-vehicles-front", test_contact_with_a_vehicles_front);
  g_test_add_func ("/dbx/heavies/cannot-move-into-contact-with-a-vehicle-to-its-edges",
                   test_heavies_no_contact_with_a_vehicle);
  g_test_add_func ("/dbx/break-off/cannot-break-off-from-enemy-in-contact-with-flank-or-rear",
                   test_break_off_not_from_flank_or_rear);
  g_test_add_func ("/dbx/enemy/not-passed-through", test_enemy_not_passed);
  g_test_add_func ("/dbx/enemy/flank-rear-only-from-beyond-the-edge", test_flank_rear_contact);
  g_test_add_func ("/dbx/enemy/flank-rear-contact-with-a-vehicle", test_flank_rear_contact_with_a_vehicle);
  g_test_add_func ("/dbx/zoc/enter-only-straight-at-the-front", test_zoc_enter_straight_at_the_front);
  g_test_add_func ("/dbx/zoc/inside-only-toward-or-away", test_zoc_inside_toward_or_away);
  g_test_add_func ("/dbx/zoc/inside-in-rough-going", test_zoc_inside_in_rough_going);
  g_test_add_func ("/dbx/zoc/named-when-across-the-front", test_zoc_named_when_in_the_way);
  g_test_add_func ("/dbx/zoc/not-through-impassable", test_zoc_not_through_impassable);
  g_test_add_func ("/dbx/zoc/not-separated-by-an-intervening-element", test_zoc_not_through_an_intervening_element);
  g_test_add_func ("/dbx/pips/1-or-2-by-officer-distance-sight-radio", test_pips);
  g_test_add_func ("/dbx/pips/radio-true-or-false", test_radio_true_or_false);
  g_test_add_func ("/dbx/pips/officer-of-its-own-side", test_officer_of_its_own_side);

  status = g_test_run ();
  g_clear_object (&registry);
  return status;
}
