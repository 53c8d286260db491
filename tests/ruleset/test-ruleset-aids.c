/* test-ruleset-aids.c: the play aids of the ruleset format — <sight>, <weapon>,
 * <combat>, <strength>, <command> — read from small files, answered by the
 * general interpreters, and refused at file:line when declared wrong.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "ruleset-test-util.h"
#include "sand-combat-table.h"
#include "sand-command.h"
#include "sand-error.h"
#include "sand-feature.h"
#include "sand-fire.h"
#include "sand-ruleset-aids.h"
#include "sand-side.h"
#include "sand-sight.h"
#include "sand-strength.h"
#include "sand-unit.h"

/* Lines 1 to 9; what a test adds starts on line 10. */
#define HEAD "<?xml version=\"1.0\"?>\n" \
             "<ruleset xmlns=\"urn:sandtable:ruleset:1\" id=\"x\">\n" \
             "  <name>X</name>\n" \
             "  <mode id=\"go\"/>\n" \
             "  <class id=\"man\" allowance=\"6\"/>\n" \
             "  <class id=\"gun\" allowance=\"2\"/>\n" \
             "  <attribute id=\"officer\" type=\"unit\"/>\n" \
             "  <attribute id=\"radio\" type=\"boolean\"/>\n" \
             "  <attribute id=\"men\" type=\"number\" min=\"0\" max=\"12\" default=\"6\"/>\n"

static SandRuleset *
load (const char *body)
{
  g_autofree char *text = g_strconcat (HEAD, body, "</ruleset>\n", NULL);
  g_autoptr (GError) error = NULL;
  SandRuleset *rs = sand_ruleset_load_data (text, strlen (text), "x.xml", &error);

  g_assert_no_error (error);
  return rs;
}

static void
assert_refused (const char *body,
                const char *expected)
{
  ruleset_test_assert_refused (HEAD, body, expected);
}

/* A ruleset without play aids declares none: no panel, no PIPs, no strength. */
static void
test_none_declared (void)
{
  g_autoptr (SandRuleset) rs = load ("");
  g_autoptr (SandUnit) u = sand_unit_new ("u", "man", NULL, 1, 1);

  g_assert_null (sand_ruleset_get_sight (rs));
  g_assert_null (sand_ruleset_get_combat (rs));
  g_assert_null (sand_ruleset_get_strength (rs));
  g_assert_null (sand_ruleset_find_weapon (rs, "man", NULL, NULL));
  g_assert_false (sand_ruleset_has_fire_aids (rs));
  g_assert_false (sand_command_counts (rs, u, "go"));
  g_assert_false (sand_strength_counted (rs, NULL));
  g_assert_cmpstr (sand_ruleset_officer_attribute (rs), ==, "officer");
}

static void
test_read (void)
{
  g_autoptr (SandRuleset) rs = load (
    "  <sight range=\"4\" units=\"all\">\n"
    "    <blocks kinds=\"woods town\"><note>Woods hide.</note></blocks>\n"
    "    <blocks kinds=\"hill\" from-inside=\"clear\"/>\n"
    "  </sight>\n"
    "  <weapon classes=\"man\" range=\"3\" arc=\"90\"/>\n"
    "  <weapon classes=\"man\" when=\"men=12\" name=\"Volley\" range=\"5\" fire-at=\"any\"/>\n"
    "  <weapon classes=\"gun\" range=\"10\" fire-at=\"seen-by-side\"/>\n"
    "  <combat name=\"Fire\" least=\"1\">\n"
    "    <hits attacker=\"man\" targets=\"man gun\" dice=\"2D6-3\"/>\n"
    "    <hits attacker=\"man\" targets=\"gun\" when=\"men=12\" dice=\"D6\"><note>A full company.</note></hits>\n"
    "    <hits attacker=\"gun\" targets=\"man\" dice=\"3D6\"/>\n"
    "    <cover factor=\"0.25\" round=\"down\"/>\n"
    "  </combat>\n"
    "  <strength attribute=\"men\" eliminated=\"2\"/>\n");
  const SandRulesetSight *sight = sand_ruleset_get_sight (rs);
  const SandRulesetCombat *combat = sand_ruleset_get_combat (rs);
  const SandRulesetWeapon *w;
  const SandCombatRow *row;
  gboolean noted = FALSE;

  g_assert_true (sand_ruleset_has_fire_aids (rs));
  g_assert_cmpfloat (sight->range, ==, 4);
  g_assert_cmpint (sight->units, ==, SAND_SIGHT_UNITS_ALL);
  g_assert_cmphex (sight->blocks, ==, (1u << SAND_TERRAIN_WOODS) | (1u << SAND_TERRAIN_TOWN) | (1u << SAND_TERRAIN_HILL));
  g_assert_cmphex (sight->clear_inside, ==, 1u << SAND_TERRAIN_HILL);

  /* the last weapon that matches is the unit's */
  w = sand_ruleset_find_weapon (rs, "man", NULL, NULL);
  g_assert_cmpfloat (w->range, ==, 3);
  g_assert_cmpfloat (w->arc, ==, 90);
  g_assert_cmpint (w->fire_at, ==, SAND_FIRE_AT_SEEN);
  {
    g_autoptr (SandUnit) full = sand_unit_new ("f", "man", NULL, 0, 0);

    sand_unit_set_attr (full, "men", "12");
    w = sand_ruleset_find_weapon (rs, "man", sand_unit_lookup_attr, full);
    g_assert_cmpstr (w->name, ==, "Volley");
    g_assert_cmpint (w->fire_at, ==, SAND_FIRE_AT_ANY);
    /* the attacker's attributes choose the row too */
    row = sand_combat_table_find_row (rs, full, full);
    g_assert_cmpstr (row->text, ==, "2D6-3");
    {
      g_autoptr (SandUnit) gun = sand_unit_new ("g", "gun", NULL, 0, 0);

      row = sand_combat_table_find_row (rs, full, gun);
      g_assert_cmpstr (row->text, ==, "D6");
      g_assert_cmpstr (row->note, ==, "A full company.");
    }
  }
  g_assert_cmpint (sand_ruleset_find_weapon (rs, "gun", NULL, NULL)->fire_at, ==, SAND_FIRE_AT_SEEN_BY_SIDE);

  g_assert_cmpstr (combat->name, ==, "Fire");
  g_assert_cmpint (combat->least, ==, 1);
  g_assert_cmpfloat (combat->cover, ==, 0.25);
  g_assert_cmpint (combat->cover_round, ==, SAND_ROUND_DOWN);
  row = sand_combat_table_row_for (rs, "gun", "man", NULL, NULL);
  g_assert_cmpuint (sand_dice_count (row->dice), ==, 3);
  /* 3D6 scored 11: 11 hits; in cover a quarter, rounded down: 2 */
  g_assert_cmpint (sand_combat_table_hits (combat, row, 11, FALSE), ==, 11);
  g_assert_cmpint (sand_combat_table_hits (combat, row, 11, TRUE), ==, 2);
  /* 2D6-3 scored 2 is -1: the least is 1 */
  row = sand_combat_table_row_for (rs, "man", "man", NULL, NULL);
  g_assert_cmpint (sand_combat_table_hits (combat, row, 2, FALSE), ==, 1);
  g_assert_null (sand_combat_table_row_for (rs, "gun", "gun", NULL, NULL));

  for (guint i = 0; i < sand_ruleset_get_notes (rs)->len; i++)
    noted |= strstr (g_ptr_array_index (sand_ruleset_get_notes (rs), i), "Woods hide.") != NULL;
  g_assert_true (noted);
}

/* <strength>: the attribute's default, its floor (min=), the point of
 * elimination. */
static void
test_strength (void)
{
  g_autoptr (SandRuleset) rs = load ("  <strength attribute=\"men\" eliminated=\"2\"/>\n");
  g_autoptr (SandUnit) u = sand_unit_new ("u", "man", NULL, 1, 1);
  const char *attribute;
  double men;

  g_assert_true (sand_strength_counted (rs, &attribute));
  g_assert_cmpstr (attribute, ==, "men");
  g_assert_true (sand_strength_get (rs, u, &men));
  g_assert_cmpfloat (men, ==, 6);
  g_assert_false (sand_strength_eliminated (rs, u));
  g_assert_cmpfloat (sand_strength_after_hits (rs, 6, 4), ==, 2);
  g_assert_true (sand_strength_is_eliminated (rs, 2));
  /* never below min="0", and a negative number of hits heals nothing */
  g_assert_cmpfloat (sand_strength_after_hits (rs, 6, 9), ==, 0);
  g_assert_cmpfloat (sand_strength_after_hits (rs, 6, -3), ==, 6);
  sand_unit_set_attr (u, "men", "2");
  g_assert_true (sand_strength_eliminated (rs, u));
  sand_unit_set_attr (u, "men", "many");
  g_assert_false (sand_strength_get (rs, u, &men));
}

/* An officer "cap" at (10, 10), a wood at 4..6 × 0..20 to his left, and a
 * man of @rs at (@x, @y); 1in bases, so distances are 1in less than the
 * centres'. */
static guint
pips_at (SandRuleset *rs,
         double       x,
         double       y,
         gboolean     radio,
         GArray     **reasons)
{
  g_autoptr (SandScenario) scenario = sand_scenario_new ();
  g_autoptr (SandSide) us = sand_side_new ("us", "Us", "#3465a4");
  g_autoptr (SandFeature) wood = sand_feature_new ("w", SAND_TERRAIN_WOODS);
  g_autoptr (SandUnit) cap = sand_unit_new ("cap", "man", us, 10, 10);
  g_autoptr (SandUnit) u = sand_unit_new ("u", "man", us, x, y);

  sand_scenario_set_size (scenario, 48, 36);
  sand_scenario_add_side (scenario, us);
  sand_feature_set_rect (wood, 4, 0, 2, 20);
  sand_scenario_add_feature (scenario, wood);
  sand_unit_set_role (cap, "officer");
  sand_scenario_add_unit (scenario, cap);
  sand_unit_set_attr (u, "officer", "cap");
  sand_unit_set_attr (u, "radio", radio ? "true" : NULL);
  sand_scenario_add_unit (scenario, u);
  return sand_command_pip_cost (scenario, rs, u, "go", reasons);
}

static void
assert_pips (SandRuleset *rs,
             double       x,
             double       y,
             gboolean     radio,
             guint        cost,
             const char  *why)
{
  g_autoptr (GArray) reasons = NULL;
  guint got = pips_at (rs, x, y, radio, &reasons);
  g_autoptr (GString) all = g_string_new (NULL);

  for (guint i = 0; i < reasons->len; i++)
    {
      g_autofree char *text = sand_command_reason_describe (&g_array_index (reasons, SandCommandReason, i),
                                                            SAND_LENGTH_INCHES);

      g_string_append_printf (all, "%s\n", text);
    }
  if (got != cost || strstr (all->str, why) == NULL)
    g_error ("(%g, %g): %u PIPs, “%s”; expected %u, “%s”", x, y, got, all->str, cost, why);
}

/* <command>: the cost of a move, raised over each <beyond> unless by radio,
 * and over one only out of sight (by <sight>). */
static void
test_command (void)
{
  g_autoptr (SandRuleset) rs = load (
    "  <sight><blocks kinds=\"woods\"/></sight>\n"
    "  <command>\n"
    "    <lost cost=\"3\"/>\n"
    "    <beyond distance=\"10\" cost=\"2\" unless=\"radio\"/>\n"
    "    <beyond distance=\"5\" cost=\"2\" out-of-sight=\"true\"/>\n"
    "  </command>\n");
  g_autoptr (SandUnit) u = sand_unit_new ("u", "man", NULL, 1, 1);

  g_assert_true (sand_command_counts (rs, u, "go"));
  g_assert_true (sand_command_counts (rs, u, NULL));
  /* 9.9in and 10.1in from the officer, in the open: the 10in distance */
  assert_pips (rs, 10, 20.9, FALSE, 1, "1 PIP: 9.9in from its officer cap");
  assert_pips (rs, 10, 21.1, FALSE, 2, "2 PIPs: over 10in from its officer cap (10.1in)");
  assert_pips (rs, 10, 21.1, TRUE, 1, "1 PIP: over 10in from its officer cap (10.1in), by radio");
  /* behind the wood: 4.9in is near enough, 5.1in is out of sight */
  assert_pips (rs, 4.1, 10, FALSE, 1, "1 PIP: 4.9in");
  assert_pips (rs, 3.9, 10, FALSE, 2, "2 PIPs: over 5in from its officer cap (5.1in) and out of sight");
  /* both: each reason said */
  assert_pips (rs, 1, 1, FALSE, 2, "2 PIPs: over 10in from its officer cap (11.7in)\n2 PIPs: over 5in");

  /* the rings drawn round the officer are the distances counted */
  {
    SandRulesetContext ctx = { "man", "go" };
    g_autoptr (GArray) shows = sand_ruleset_lookup_shows (rs, &ctx);

    g_assert_cmpuint (shows->len, ==, 2);
    g_assert_cmpfloat (g_array_index (shows, SandRulesetShow, 0).inches, ==, 10);
    g_assert_cmpint (g_array_index (shows, SandRulesetShow, 1).around, ==, SAND_SHOW_AROUND_OFFICER);
  }
}

/* A lost officer, none at all, and an officer moving himself. */
static void
test_command_officers (void)
{
  g_autoptr (SandRuleset) rs = load ("  <command officer=\"officer\" cost=\"1\"><lost cost=\"3\"/></command>\n");
  g_autoptr (SandScenario) scenario = sand_scenario_new ();
  g_autoptr (SandSide) us = sand_side_new ("us", "Us", "#3465a4");
  g_autoptr (SandUnit) lost = sand_unit_new ("lost", "man", us, 1, 1);
  g_autoptr (SandUnit) alone = sand_unit_new ("alone", "man", us, 3, 1);
  g_autoptr (SandUnit) chief = sand_unit_new ("chief", "man", us, 5, 1);
  g_autoptr (SandUnit) mate = sand_unit_new ("mate", "gun", us, 7, 1);
  g_autoptr (GArray) reasons = NULL;
  gboolean named;

  sand_scenario_add_side (scenario, us);
  sand_unit_set_attr (lost, "officer", "ghost");
  sand_unit_set_role (chief, "officer");
  sand_unit_set_team (chief, "t1");
  sand_unit_set_team (mate, "t1");
  sand_scenario_add_unit (scenario, lost);
  sand_scenario_add_unit (scenario, alone);
  sand_scenario_add_unit (scenario, chief);
  sand_scenario_add_unit (scenario, mate);

  g_assert_cmpuint (sand_command_pip_cost (scenario, rs, lost, "go", &reasons), ==, 3);
  g_assert_cmpint (g_array_index (reasons, SandCommandReason, 0).why, ==, SAND_COMMAND_LOST);
  g_assert_cmpstr (g_array_index (reasons, SandCommandReason, 0).officer, ==, "ghost");
  g_clear_pointer (&reasons, g_array_unref);
  g_assert_cmpuint (sand_command_pip_cost (scenario, rs, alone, "go", &reasons), ==, 3);
  g_assert_cmpint (g_array_index (reasons, SandCommandReason, 0).why, ==, SAND_COMMAND_NO_OFFICER);
  g_clear_pointer (&reasons, g_array_unref);
  g_assert_cmpuint (sand_command_pip_cost (scenario, rs, chief, "go", &reasons), ==, 1);
  g_assert_cmpint (g_array_index (reasons, SandCommandReason, 0).why, ==, SAND_COMMAND_SELF);
  g_clear_pointer (&reasons, g_array_unref);
  g_assert_cmpuint (sand_command_pip_cost (scenario, rs, mate, "go", &reasons), ==, 1);
  g_assert_cmpint (g_array_index (reasons, SandCommandReason, 0).why, ==, SAND_COMMAND_NEAR);
  g_assert_cmpfloat (g_array_index (reasons, SandCommandReason, 0).distance, ==, 1);
  g_assert_true (sand_command_find_officer (scenario, rs, mate, &named) == chief);
  g_assert_false (named);
}

/* On the open table: terrain between the bases cuts the line, a hill only
 * when neither stands on it, units as <sight units> says, the range edge to
 * edge. */
static void
test_table_sight (void)
{
  g_autoptr (SandRuleset) rs = load ("  <sight range=\"20\" units=\"enemies\">\n"
                                     "    <blocks kinds=\"woods\"/><blocks kinds=\"hill\" from-inside=\"clear\"/>\n"
                                     "  </sight>\n");
  const SandRulesetSight *sight = sand_ruleset_get_sight (rs);
  g_autoptr (SandScenario) scenario = sand_scenario_new ();
  g_autoptr (SandSide) us = sand_side_new ("us", "Us", "#3465a4");
  g_autoptr (SandSide) them = sand_side_new ("them", "Them", "#a40000");
  g_autoptr (SandFeature) wood = sand_feature_new ("w", SAND_TERRAIN_WOODS);
  g_autoptr (SandFeature) hill = sand_feature_new ("h", SAND_TERRAIN_HILL);
  g_autoptr (SandUnit) a = sand_unit_new ("a", "man", us, 2, 10);
  g_autoptr (SandUnit) b = sand_unit_new ("b", "man", us, 12, 10);
  g_autoptr (SandUnit) c = sand_unit_new ("c", "man", us, 2, 30);
  g_autoptr (SandUnit) d = sand_unit_new ("d", "man", us, 12, 30);
  g_autoptr (SandUnit) far = sand_unit_new ("far", "man", us, 40, 2);
  SandSightBlock block;

  sand_scenario_set_size (scenario, 48, 36);
  sand_scenario_add_side (scenario, us);
  sand_scenario_add_side (scenario, them);
  sand_feature_set_rect (wood, 6, 5, 2, 10);
  sand_scenario_add_feature (scenario, wood);
  sand_feature_set_rect (hill, 5, 25, 4, 10);
  sand_scenario_add_feature (scenario, hill);
  sand_scenario_add_unit (scenario, a);
  sand_scenario_add_unit (scenario, b);
  sand_scenario_add_unit (scenario, c);
  sand_scenario_add_unit (scenario, d);
  sand_scenario_add_unit (scenario, far);

  g_assert_false (sand_sight_table (sight, scenario, a, b, &block));
  g_assert_cmpint (block.result, ==, SAND_SIGHT_TERRAIN);
  g_assert_true (block.feature == wood);
  /* a hill between hides; one that a figure stands on does not */
  g_assert_false (sand_sight_table (sight, scenario, c, d, NULL));
  sand_unit_set_position (d, 7, 30);
  g_assert_true (sand_sight_table (sight, scenario, c, d, NULL));
  /* 37.7in edge to edge, over the 20in range */
  g_assert_false (sand_sight_table (sight, scenario, a, far, &block));
  g_assert_cmpint (block.result, ==, SAND_SIGHT_OUT_OF_RANGE);
  /* a friend between hides nothing, an enemy does */
  sand_unit_set_position (b, 2, 20);
  sand_unit_set_position (c, 2, 15);
  g_assert_true (sand_sight_table (sight, scenario, a, b, NULL));
  sand_unit_set_side (c, them);
  g_assert_false (sand_sight_table (sight, scenario, a, b, &block));
  g_assert_cmpint (block.result, ==, SAND_SIGHT_UNIT);
  g_assert_true (block.unit == c);
  /* without <sight> nothing hides anything */
  g_assert_true (sand_sight_table (NULL, scenario, a, b, NULL));
}

/* On hexes: a weapon's arc about the unit's facing, and any unit between
 * cutting the line when <sight units="all">. */
static void
test_hex_fire_arc_and_units (void)
{
  g_autoptr (SandRuleset) rs = load ("  <sight range=\"6\" units=\"all\"/>\n"
                                     "  <weapon classes=\"man\" range=\"4\" arc=\"120\"/>\n");
  g_autoptr (SandScenario) scenario = sand_scenario_new ();
  g_autoptr (SandSide) us = sand_side_new ("us", "Us", "#3465a4");
  g_autoptr (SandSide) them = sand_side_new ("them", "Them", "#a40000");
  SandHexGrid grid;
  g_autoptr (SandHexMap) map = NULL;
  double x, y;
  SandSightBlock block;

  sand_scenario_set_size (scenario, 72, 48);
  sand_scenario_set_grid (scenario, SAND_GRID_HEX, 4, SAND_HEX_FLAT, 20, 20);
  sand_scenario_add_side (scenario, us);
  sand_scenario_add_side (scenario, them);
  g_assert_true (sand_hex_grid_from_scenario (&grid, scenario));
  map = sand_hex_map_new (scenario, &grid);

  sand_hex_grid_center (&grid, (SandHex) { 0, 0 }, &x, &y);
  g_autoptr (SandUnit) shooter = sand_unit_new ("s", "man", us, x, y);
  sand_hex_grid_center (&grid, (SandHex) { 0, 3 }, &x, &y);
  g_autoptr (SandUnit) below = sand_unit_new ("t", "man", them, x, y);
  sand_hex_grid_center (&grid, (SandHex) { 0, 1 }, &x, &y);
  g_autoptr (SandUnit) friend = sand_unit_new ("f", "man", us, x, y);
  sand_scenario_add_unit (scenario, shooter);
  sand_scenario_add_unit (scenario, below);

  /* facing up (0°) the target below is behind; facing down (180°) ahead */
  g_assert_false (sand_fire_hex (rs, map, sand_scenario_get_units (scenario), shooter, (SandHex) { 0, 0 }, below,
                                 NULL, &block));
  g_assert_cmpint (block.result, ==, SAND_SIGHT_OUT_OF_ARC);
  sand_unit_set_facing (shooter, 180);
  g_assert_true (sand_fire_hex (rs, map, sand_scenario_get_units (scenario), shooter, (SandHex) { 0, 0 }, below,
                                NULL, &block));
  /* a friend between cuts the line when every unit does */
  sand_scenario_add_unit (scenario, friend);
  g_assert_false (sand_fire_hex (rs, map, sand_scenario_get_units (scenario), shooter, (SandHex) { 0, 0 }, below,
                                 NULL, &block));
  g_assert_cmpint (block.result, ==, SAND_SIGHT_UNIT);
  g_assert_true (block.unit == friend);
  /* a class without a weapon fires at nothing */
  sand_unit_set_class (shooter, "gun");
  g_assert_false (sand_fire_hex (rs, map, sand_scenario_get_units (scenario), shooter, (SandHex) { 0, 0 }, below,
                                 NULL, &block));
  g_assert_cmpint (block.result, ==, SAND_SIGHT_NO_WEAPON);
}

/* What a ruleset declares wrong is refused at its line, as the movement rules
 * are: an unknown rule, dice that do not parse, a table naming a class the
 * ruleset lacks, an attribute default out of its range. */
static void
test_refused (void)
{
  assert_refused ("  <morale test=\"2D6\"/>\n", "bad.xml:10: <morale> is not part of a ruleset");
  assert_refused ("  <combat>\n    <hits attacker=\"man\" targets=\"gun\" dice=\"D6+\"/>\n  </combat>\n",
                  "bad.xml:11: “D6+” is not a dice expression");
  assert_refused ("  <combat>\n    <hits attacker=\"man\" targets=\"gun\" dice=\"2 dice\"/>\n  </combat>\n",
                  "bad.xml:11: “2 dice” is not a dice expression: unexpected “d”");
  assert_refused ("  <combat>\n    <hits attacker=\"man\" targets=\"tank\" dice=\"D6\"/>\n  </combat>\n",
                  "bad.xml:11: <hits> names the class “tank”, which the ruleset does not define");
  assert_refused ("  <combat>\n    <hits attacker=\"knight\" targets=\"man\" dice=\"D6\"/>\n  </combat>\n",
                  "bad.xml:11: <hits> names the class “knight”");
  assert_refused ("  <combat><hits attacker=\"man\" targets=\"man\" dice=\"D6\"/><cover factor=\"2\"/></combat>\n",
                  "bad.xml:10: <cover> factor=\"2\" is not a share from 0 to 1");
  assert_refused ("  <attribute id=\"morale\" type=\"number\" min=\"2\" max=\"12\" default=\"13\"/>\n",
                  "bad.xml:10: the default of the attribute “morale”, “13”, is not from 2 to 12");
  assert_refused ("  <attribute id=\"drill\" type=\"choice\" values=\"green veteran\" default=\"elite\"/>\n",
                  "bad.xml:10: the default of the attribute “drill”, “elite”, is not one of green, veteran");
  assert_refused ("  <attribute id=\"flag\" type=\"boolean\" default=\"maybe\"/>\n",
                  "bad.xml:10: the default of the attribute “flag”, “maybe”, is neither true nor false");
  assert_refused ("  <attribute id=\"span\" type=\"length\" min=\"3\" max=\"1\"/>\n",
                  "bad.xml:10: the attribute “span” has min=\"3\" over max=\"1\"");
  assert_refused ("  <sight range=\"0\"/>\n", "bad.xml:10: <sight> range=\"0\" is not over 0");
  assert_refused ("  <sight><blocks kinds=\"fog\"/></sight>\n", "bad.xml:10: “fog” is not a kind of terrain");
  assert_refused ("  <sight/>\n  <sight/>\n", "bad.xml:11: a second <sight>");
  assert_refused ("  <weapon classes=\"tank\" range=\"2\"/>\n",
                  "bad.xml:10: <weapon> names the class “tank”, which the ruleset does not define");
  assert_refused ("  <weapon range=\"2\" arc=\"400\"/>\n", "bad.xml:10: <weapon> arc=\"400\" is not an angle");
  assert_refused ("  <weapon range=\"-1\"/>\n", "bad.xml:10: <weapon> range=\"-1\" is not over 0");
  assert_refused ("  <strength attribute=\"vigour\"/>\n",
                  "bad.xml:10: <strength> reads the unit attribute “vigour”, which is not declared as a number");
  assert_refused ("  <strength attribute=\"radio\"/>\n", "bad.xml:10: <strength> reads the unit attribute “radio”");
  assert_refused ("  <command>\n    <beyond distance=\"5\" cost=\"2\" unless=\"phone\"/>\n  </command>\n",
                  "bad.xml:11: <beyond> reads the unit attribute “phone”, which is not declared as a boolean");
  assert_refused ("  <command>\n    <beyond distance=\"5\" cost=\"2\" out-of-sight=\"true\"/>\n  </command>\n",
                  "bad.xml:11: <beyond out-of-sight=\"true\"> needs the ruleset's <sight>");
  assert_refused ("  <command officer=\"men\"/>\n",
                  "bad.xml:10: <command> reads the unit attribute “men”, which is not declared as a unit");
  assert_refused ("  <command classes=\"tank\"/>\n", "bad.xml:10: <command> names the class “tank”");
  assert_refused ("  <command><beyond distance=\"0\" cost=\"2\"/></command>\n",
                  "bad.xml:10: <beyond> distance=\"0\" is not over 0");
  /* what the schema refuses is placed too */
  assert_refused ("  <command><beyond distance=\"5\" cost=\"0\"/></command>\n", "bad.xml:10:");
  assert_refused ("  <sight units=\"friends\"/>\n", "bad.xml:10:");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/ruleset/aids/none-declared", test_none_declared);
  g_test_add_func ("/ruleset/aids/read", test_read);
  g_test_add_func ("/ruleset/aids/strength", test_strength);
  g_test_add_func ("/ruleset/aids/command/pips-by-distance-sight-radio", test_command);
  g_test_add_func ("/ruleset/aids/command/officers", test_command_officers);
  g_test_add_func ("/ruleset/aids/sight/open-table", test_table_sight);
  g_test_add_func ("/ruleset/aids/fire/hex-arc-and-units", test_hex_fire_arc_and_units);
  g_test_add_func ("/ruleset/aids/refused-at-their-line", test_refused);

  return g_test_run ();
}
