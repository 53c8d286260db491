/* test-ruleset-groups.c: <groups>, the group moves of the ruleset format, read
 * from the bundled dbx-skirmish and m42 files and from small files, and refused
 * at file:line when they name what the file does not define.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "ruleset-test-util.h"
#include "sand-ruleset-groups.h"
#include "sand-ruleset-registry.h"
#include "sand-unit.h"

static SandRulesetRegistry *registry;

static SandRuleset *
bundled (const char *id)
{
  if (registry == NULL)
    registry = sand_ruleset_registry_new ();
  SandRuleset *rs = sand_ruleset_registry_lookup (registry, id);
  g_assert_nonnull (rs);
  return rs;
}

/* seed 002: "Each figure moving as part of a group must move parallel to, or
 * follow, the first of them that moves ... or wheel through the same angle." */
static void
test_dbx_moves (void)
{
  SandRuleset *rs = bundled ("dbx-skirmish");
  const SandRulesetGroups *g = sand_ruleset_get_groups (rs);

  g_assert_nonnull (g);
  g_assert_cmpuint (g->moves->len, ==, 3);
  g_assert_cmpint (sand_ruleset_group_move_of_kind (rs, SAND_GROUP_MOVE_FORMATION) != NULL, ==, TRUE);
  g_assert_cmpstr (sand_ruleset_group_move_of_kind (rs, SAND_GROUP_MOVE_COLUMN)->id, ==, "column");
  g_assert_cmpstr (sand_ruleset_find_group_move (rs, "wheel")->name, ==, "Wheel");
  g_assert_null (sand_ruleset_group_move_of_kind (rs, SAND_GROUP_MOVE_MODELS));
  g_assert_null (sand_ruleset_find_group_move (rs, "models"));
}

/* seed 002: "A group move across Difficult Going or a River, or away from enemy
 * to its front, or in poor visibility must be in a 1 figure wide column." */
static void
test_dbx_column_required (void)
{
  SandRuleset *rs = bundled ("dbx-skirmish");
  const SandRulesetGroups *g = sand_ruleset_get_groups (rs);

  g_assert_true (sand_ruleset_group_column_going (rs, "difficult"));
  g_assert_true (sand_ruleset_group_column_going (rs, "river"));
  g_assert_true (sand_ruleset_group_column_going (rs, "rough difficult"));
  g_assert_false (sand_ruleset_group_column_going (rs, "rough"));
  g_assert_false (sand_ruleset_group_column_going (rs, NULL));
  g_assert_true (g->column->away_from_enemy);
  g_assert_true (g->column->poor_visibility);
  /* "reducing frontage where necessary to form such a column or to pass a gap,
   * or following a road, but not other reductions or increases in frontage, or
   * turning in place" */
  g_assert_true (g_strv_contains ((const char * const *) g->reduce, "gap"));
  g_assert_true (g_strv_contains ((const char * const *) g->reduce, "road"));
  g_assert_false (g->increase);
  g_assert_false (g->turn_in_place);
}

/* seed 002: "A group consisting entirely of Irregulars, GIs, Snipers or any
 * vehicle which can reverse, can include 2 x 180° turns." */
static void
test_dbx_turns (void)
{
  SandRuleset *rs = bundled ("dbx-skirmish");
  g_autoptr (SandUnit) irr = sand_unit_new ("a", "irregular", NULL, 1, 1);
  g_autoptr (SandUnit) gi = sand_unit_new ("b", "gi", NULL, 2, 1);
  g_autoptr (SandUnit) inf = sand_unit_new ("c", "infantry", NULL, 3, 1);
  g_autoptr (SandUnit) car = sand_unit_new ("d", "vehicle", NULL, 4, 1);
  double degrees = -1;

  SandUnit *loose[] = { irr, gi };
  g_assert_cmpuint (sand_ruleset_group_turns (rs, loose, 2, &degrees), ==, 2);
  g_assert_cmpfloat (degrees, ==, 180);
  SandUnit *mixed[] = { irr, inf };
  g_assert_cmpuint (sand_ruleset_group_turns (rs, mixed, 2, &degrees), ==, 0);
  g_assert_cmpfloat (degrees, ==, 0);
  SandUnit *vehicles[] = { car, gi };
  g_assert_cmpuint (sand_ruleset_group_turns (rs, vehicles, 2, NULL), ==, 0);
  sand_unit_set_attr (car, "reverses", "true");
  g_assert_cmpuint (sand_ruleset_group_turns (rs, vehicles, 2, NULL), ==, 2);
}

/* seed 004: "In M42, the standard unit coherency value is 2"." and "Units with
 * the Spread (n") rule replace the normal unit coherency of 2" with the value in
 * the parenthesis." */
static void
test_m42_coherency (void)
{
  SandRuleset *rs = bundled ("m42");
  const SandGroupMove *m = sand_ruleset_group_move_of_kind (rs, SAND_GROUP_MOVE_MODELS);
  g_autoptr (SandUnit) u = sand_unit_new ("a", "rifleman", NULL, 1, 1);

  g_assert_nonnull (m);
  g_assert_null (sand_ruleset_group_move_of_kind (rs, SAND_GROUP_MOVE_FORMATION));
  g_assert_cmpfloat (sand_ruleset_group_coherency (m, u), ==, 2);
  sand_unit_set_attr (u, "special", "leaper spread:3");
  g_assert_cmpfloat (sand_ruleset_group_coherency (m, u), ==, 3);
  sand_unit_set_attr (u, "special", "spread:x");
  g_assert_cmpfloat (sand_ruleset_group_coherency (m, u), ==, 2);
}

/* A ruleset without <groups> moves every figure alone. */
static void
test_none (void)
{
  g_assert_null (sand_ruleset_get_groups (bundled ("jackson-skirmish")));
  g_assert_null (sand_ruleset_group_move_of_kind (bundled ("jackson-skirmish"), SAND_GROUP_MOVE_FORMATION));
}

#define HEAD "<?xml version=\"1.0\"?>\n" \
             "<ruleset xmlns=\"urn:sandtable:ruleset:1\" id=\"x\">\n" \
             "  <name>X</name>\n" \
             "  <mode id=\"go\"/>\n" \
             "  <class id=\"man\" allowance=\"6\"/>\n" \
             "  <going id=\"rough\"><tier fraction=\"0.5\"/></going>\n"

static void
test_refused (void)
{
  ruleset_test_assert_refused (HEAD, "  <groups><group-move id=\"f\" kind=\"formation\"/>\n"
                                     "    <column-required goings=\"swamp\"/></groups>\n",
                               "bad.xml:8: goings=\"…\" names the going “swamp”, which is not defined");
  ruleset_test_assert_refused (HEAD, "  <groups><group-move id=\"f\" kind=\"formation\"/>\n"
                                     "    <turns classes=\"elf\"/></groups>\n",
                               "bad.xml:8: <turns> names the class “elf”, which is not defined");
  ruleset_test_assert_refused (HEAD, "  <groups><group-move id=\"m\" kind=\"models\" special=\"spread\"/></groups>\n",
                               "bad.xml:7: <group-move> names the special rule “spread”, which is not defined");
  ruleset_test_assert_refused (HEAD, "  <groups><group-move id=\"m\" kind=\"march\"/></groups>\n", "bad.xml:7:");
}

/* Text among the group moves is refused at its line; the check of the names
 * they give once read the text as an element and crashed. */
static void
test_text_refused (void)
{
  ruleset_test_assert_refused (HEAD, "  <groups>inner text\n"
                                     "    <group-move id=\"f\" kind=\"formation\"/></groups>\n",
                               "bad.xml:7: unexpected text inside <groups>");
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ruleset/groups/dbx/moves", test_dbx_moves);
  g_test_add_func ("/ruleset/groups/dbx/column-across-difficult-going-or-a-river", test_dbx_column_required);
  g_test_add_func ("/ruleset/groups/dbx/two-180-turns-for-irregulars-gis-snipers-reversing-vehicles", test_dbx_turns);
  g_test_add_func ("/ruleset/groups/m42/coherency-2in-or-spread", test_m42_coherency);
  g_test_add_func ("/ruleset/groups/none", test_none);
  g_test_add_func ("/ruleset/groups/refused", test_refused);
  g_test_add_func ("/ruleset/groups/text-among-moves-refused", test_text_refused);
  int status = g_test_run ();
  g_clear_object (&registry);
  return status;
}
