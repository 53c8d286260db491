/* test-scenario-io-round-trip.c: the examples and foreign content survive a load and a save.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <string.h>

#include "sand-edit.h"
#include "scenario-io-fixture.h"

static const char * const examples[] = {
  "crossroads.sandtable",
  "club-table.sandtable",
  "hex-table.sandtable",
};

/* Examples */

static void
test_example_round_trip (gconstpointer data)
{
  const char *name = data;
  g_autofree char *path = example_path (name);
  g_autoptr (SandScenario) scenario = load_path (path);
  g_autoptr (SandScenario) copy = reload (scenario);
  g_autoptr (GBytes) saved = sand_scenario_to_bytes (scenario);
  g_autoptr (GBytes) saved_again = sand_scenario_to_bytes (copy);
  g_autofree char *on_disk = NULL;
  gsize length;

  g_assert_cmpuint (g_list_model_get_n_items (sand_scenario_get_features (scenario)), >, 5);
  g_assert_cmpuint (g_list_model_get_n_items (sand_scenario_get_sides (scenario)), ==, 2);
  assert_scenarios_equal (scenario, copy);

  /* The writer is canonical: stable, and the examples are kept in its form. */
  g_assert_true (g_bytes_equal (saved, saved_again));
  on_disk = load_text (path, &length);
  g_assert_cmpmem (on_disk, length, g_bytes_get_data (saved, NULL), g_bytes_get_size (saved));
}

static void
test_example_inside_table (gconstpointer data)
{
  g_autofree char *path = example_path (data);
  g_autoptr (SandScenario) scenario = load_path (path);
  GListModel *features = sand_scenario_get_features (scenario);
  GListModel *units = sand_scenario_get_units (scenario);
  double width = sand_scenario_get_width (scenario);
  double height = sand_scenario_get_height (scenario);

  for (guint i = 0; i < g_list_model_get_n_items (features); i++)
    {
      g_autoptr (SandFeature) feature = g_list_model_get_item (features, i);
      /* The drawn geometry; a road's width may run over the edge. */
      g_autoptr (GArray) outline = sand_feature_get_outline (feature, 0.01);

      g_test_message ("%s", sand_feature_get_id (feature));
      g_assert_cmpuint (outline->len, >, 0);
      for (guint j = 0; j < outline->len; j++)
        {
          SandPoint p = g_array_index (outline, SandPoint, j);

          g_assert_cmpfloat (p.x, >=, 0);
          g_assert_cmpfloat (p.y, >=, 0);
          g_assert_cmpfloat (p.x, <=, width);
          g_assert_cmpfloat (p.y, <=, height);
        }
    }
  for (guint i = 0; i < g_list_model_get_n_items (units); i++)
    {
      g_autoptr (SandUnit) unit = g_list_model_get_item (units, i);

      g_test_message ("%s", sand_unit_get_id (unit));
      g_assert_cmpfloat (sand_unit_get_x (unit), >=, 0);
      g_assert_cmpfloat (sand_unit_get_x (unit), <=, width);
      g_assert_cmpfloat (sand_unit_get_y (unit), >=, 0);
      g_assert_cmpfloat (sand_unit_get_y (unit), <=, height);
    }
}

static void
test_example_contents (void)
{
  g_autofree char *crossroads_path = example_path ("crossroads.sandtable");
  g_autofree char *club_path = example_path ("club-table.sandtable");
  g_autofree char *hex_path = example_path ("hex-table.sandtable");
  g_autoptr (SandScenario) crossroads = load_path (crossroads_path);
  g_autoptr (SandScenario) club = load_path (club_path);
  g_autoptr (SandScenario) hex = load_path (hex_path);
  SandFeature *cafe = sand_scenario_find_feature (crossroads, "cafe");
  SandUnit *leaper = sand_scenario_find_unit (crossroads, "mcbride");
  SandUnit *tank = sand_scenario_find_unit (hex, "r-tank");
  double x0, y0;

  g_assert_cmpstr (sand_scenario_get_ruleset (crossroads), ==, "m42");
  g_assert_cmpfloat (sand_scenario_get_width (crossroads), ==, 48);
  g_assert_cmpfloat (sand_scenario_get_height (crossroads), ==, 36);
  g_assert_cmpint (sand_scenario_get_grid_type (crossroads), ==, SAND_GRID_NONE);
  g_assert_nonnull (cafe);
  g_assert_cmpint (sand_feature_get_kind (cafe), ==, SAND_TERRAIN_BUILDING);
  g_assert_cmpint (sand_feature_get_floors (cafe), ==, 2);
  g_assert_true (sand_feature_get_has_base (cafe));
  g_assert_nonnull (leaper);
  g_assert_cmpstr (sand_unit_get_attr (leaper, "special"), ==, "leaper");
  g_assert_cmpstr (sand_side_get_color (sand_unit_get_side (leaper)), ==, "#3465a4");

  g_assert_cmpfloat (sand_scenario_get_width (club), ==, 72);
  g_assert_cmpuint (g_list_model_get_n_items (sand_scenario_get_units (club)), ==, 40);

  g_assert_cmpstr (sand_scenario_get_ruleset (hex), ==, "ohw-ww2-hex");
  g_assert_cmpint (sand_scenario_get_grid_type (hex), ==, SAND_GRID_HEX);
  g_assert_cmpfloat (sand_scenario_get_hex_size (hex), ==, 4);
  g_assert_cmpint (sand_scenario_get_hex_orientation (hex), ==, SAND_HEX_FLAT);
  sand_scenario_get_hex_origin (hex, &x0, &y0);
  g_assert_cmpfloat (x0, ==, 2.31);
  g_assert_cmpfloat (y0, ==, 2);
  g_assert_nonnull (tank);
  g_assert_cmpstr (sand_unit_get_class (tank), ==, "tank");
  g_assert_cmpfloat (sand_unit_get_attr_double (tank, "strength", 0), ==, 15);
}

/* Foreign content */

/* One line per foreign attribute and foreign child of each own element, naming the
 * element by its path of names and ids, so two documents can be compared. */
static void
describe_foreign (xmlNode *node,
                  const char *path,
                  GString    *out)
{
  xmlChar *id = xmlGetNoNsProp (node, BAD_CAST "id");
  g_autofree char *here = g_strdup_printf ("%s/%s%s%s", path, (const char *) node->name,
                                           id != NULL ? "#" : "", id != NULL ? (char *) id : "");
  xmlFree (id);
  for (xmlAttr *attr = node->properties; attr != NULL; attr = attr->next)
    if (attr->ns != NULL)
      {
        xmlChar *value = xmlNodeGetContent ((xmlNode *) attr);

        g_string_append_printf (out, "%s @{%s}%s=%s\n", here, (const char *) attr->ns->href,
                                (const char *) attr->name, (const char *) value);
        xmlFree (value);
      }

  for (xmlNode *child = node->children; child != NULL; child = child->next)
    {
      gboolean own = child->type == XML_ELEMENT_NODE && child->ns != NULL
                     && xmlStrEqual (child->ns->href, BAD_CAST NS);

      if (own)
        describe_foreign (child, here, out);
      else if (child->type == XML_ELEMENT_NODE)
        {
          xmlBuffer *buffer = xmlBufferCreate ();

          xmlNodeDump (buffer, child->doc, child, 0, 0);
          g_string_append_printf (out, "%s child %s\n", here, (const char *) xmlBufferContent (buffer));
          xmlBufferFree (buffer);
        }
    }
}

static char *
describe_document (const char *data,
                   gsize       length)
{
  xmlDoc *doc = xmlReadMemory (data, (int) length, NULL, NULL, XML_PARSE_NONET | XML_PARSE_NOBLANKS);
  GString *out = g_string_new (NULL);

  g_assert_nonnull (doc);
  describe_foreign (xmlDocGetRootElement (doc), "", out);
  xmlFreeDoc (doc);
  return g_string_free (out, FALSE);
}

static void
test_foreign_kept (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "core", "foreign.sandtable", NULL);
  g_autoptr (SandScenario) scenario = load_path (path);
  g_autoptr (SandScenario) copy = reload (scenario);
  g_autoptr (GBytes) saved = sand_scenario_to_bytes (scenario);
  g_autofree char *original = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  gsize length;
  SandForeign *play = sand_scenario_get_play_content (scenario);
  SandPlay *game = sand_scenario_get_play (scenario);
  g_autoptr (SandPlayEntry) card = NULL;

  /* Where it was found: on the scenario, an area, a unit and in <play>: on it, on
   * its sections, on a card and on an entry of the log. */
  g_assert_cmpuint (sand_foreign_n_attributes (sand_scenario_get_foreign (scenario)), ==, 2);
  g_assert_cmpuint (sand_foreign_n_children (sand_scenario_get_foreign (scenario)), ==, 3);
  g_assert_cmpuint (sand_foreign_n_attributes (
                      sand_feature_get_foreign (sand_scenario_find_feature (scenario, "w1"))), ==, 1);
  g_assert_cmpuint (sand_foreign_n_children (
                      sand_feature_get_foreign (sand_scenario_find_feature (scenario, "w1"))), ==, 2);
  g_assert_cmpuint (sand_foreign_n_attributes (
                      sand_unit_get_foreign (sand_scenario_find_unit (scenario, "pitts"))), ==, 2);
  g_assert_cmpuint (sand_foreign_n_children (
                      sand_unit_get_foreign (sand_scenario_find_unit (scenario, "pitts"))), ==, 1);
  g_assert_cmpuint (sand_foreign_n_attributes (play), ==, 1);
  g_assert_cmpuint (sand_foreign_n_children (play), ==, 1);
  card = g_list_model_get_item (sand_play_get_deck (game), 0);
  g_assert_cmpuint (sand_foreign_n_attributes (sand_play_entry_get_foreign (card)), ==, 1);
  g_assert_cmpuint (sand_foreign_n_children (sand_play_entry_get_foreign (sand_play_get_log_entry (game, 0))), ==, 1);
  g_assert_cmpint (sand_scenario_get_turn (scenario), ==, 3);
  g_assert_cmpuint (sand_play_get_seed (game), ==, 7);
  g_assert_cmpuint (sand_play_get_draws (game), ==, 12);
  g_assert_cmpuint (sand_play_get_deck_drawn (game), ==, 1);
  g_assert_true (sand_foreign_is_empty (
                   sand_feature_get_foreign (sand_scenario_find_feature (scenario, "r1"))) == FALSE);

  assert_scenarios_equal (scenario, copy);

  /* Every foreign attribute and subtree serialises the same after load and save… */
  original = load_text (path, &length);
  before = describe_document (original, length);
  after = describe_document (g_bytes_get_data (saved, NULL), g_bytes_get_size (saved));
  g_assert_cmpstr (before, ==, after);
  g_assert_nonnull (strstr (before, "/scenario/terrain/area#w1/polygon @{urn:example:extension}smooth=true"));
  g_assert_nonnull (strstr (before, "/scenario/play child <x:log>"));
  g_assert_nonnull (strstr (before, "/scenario/play/deck @{urn:example:extension}colour=red"));
  g_assert_nonnull (strstr (before, "/scenario/play/log/move @{urn:example:gm-notes}note=cautious"));
  g_assert_nonnull (strstr (before, "/scenario/play/log/move child <x:photo src=\"t1.jpg\"/>"));
  /* Inside a shape and inside the title, whose text stays its own. */
  g_assert_nonnull (strstr (before, "/scenario/terrain/area#w1/polygon child <x:control-point"));
  g_assert_nonnull (strstr (before, "/scenario/title child <x:short>Matter</x:short>"));
  g_assert_cmpstr (sand_scenario_get_title (scenario), ==, "Foreign Matter");

  /* …and a file in canonical form comes back byte for byte. */
  g_assert_cmpmem (original, length, g_bytes_get_data (saved, NULL), g_bytes_get_size (saved));
}

static void
test_foreign_copy (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "core", "foreign.sandtable", NULL);
  g_autoptr (SandScenario) scenario = load_path (path);
  SandForeign *foreign = sand_unit_get_foreign (sand_scenario_find_unit (scenario, "pitts"));
  g_autoptr (SandForeign) copy = sand_foreign_copy (foreign);
  g_autoptr (SandForeign) empty = sand_foreign_new ();

  g_assert_true (sand_foreign_equal (foreign, copy));
  g_assert_false (sand_foreign_equal (foreign, empty));
  g_assert_true (sand_foreign_is_empty (empty));
  g_assert_false (sand_foreign_is_empty (copy));
  g_assert_false (sand_foreign_equal (copy, sand_scenario_get_foreign (scenario)));
}

/* Reordered */

/* Each side's id and its units' ids, sides and units in their order. */
static char *
forces_order (SandScenario *scenario)
{
  GListModel *sides = sand_scenario_get_sides (scenario);
  GListModel *units = sand_scenario_get_units (scenario);
  GString *order = g_string_new (NULL);

  for (guint i = 0; i < g_list_model_get_n_items (sides); i++)
    {
      g_autoptr (SandSide) side = g_list_model_get_item (sides, i);

      g_string_append_printf (order, "%s:", sand_side_get_id (side));
      for (guint j = 0; j < g_list_model_get_n_items (units); j++)
        {
          g_autoptr (SandUnit) unit = g_list_model_get_item (units, j);

          if (sand_unit_get_side (unit) == side)
            g_string_append_printf (order, " %s", sand_unit_get_id (unit));
        }
      g_string_append (order, ";");
    }
  return g_string_free (order, FALSE);
}

/* Where the first side's last unit is in the list of units. */
static guint
last_of_first_side (SandScenario *scenario)
{
  GListModel *units = sand_scenario_get_units (scenario);
  g_autoptr (SandSide) first = g_list_model_get_item (sand_scenario_get_sides (scenario), 0);
  guint last = G_MAXUINT;

  for (guint j = 0; j < g_list_model_get_n_items (units); j++)
    {
      g_autoptr (SandUnit) unit = g_list_model_get_item (units, j);

      if (sand_unit_get_side (unit) == first)
        last = j;
    }
  g_assert_cmpuint (last, !=, G_MAXUINT);
  return last;
}

/* Foreign elements stay after the element of ours they followed, though the
 * writer adds the <grid>, <terrain> and <play> the file left out. */
static void
test_foreign_in_place (void)
{
  static const char data[] = "<scenario xmlns='" NS "' xmlns:a='urn:example:a' version='1'>"
                             "<table width='10' height='10'/><weather condition='rain'/>"
                             "<a:after-weather/><forces/><a:after-forces/></scenario>";
  g_autoptr (GError) error = NULL;
  g_autoptr (SandScenario) scenario = sand_scenario_load_data (data, strlen (data), "f", &error);
  g_autoptr (GBytes) saved = NULL;
  const char *order[] = { "<table ", "<grid ", "<weather ", "<a:after-weather/>", "<terrain/>",
                          "<forces/>", "<a:after-forces/>", "<play " };
  const char *text, *at;

  g_assert_no_error (error);
  saved = sand_scenario_to_bytes (scenario);
  text = g_bytes_get_data (saved, NULL);
  at = text;
  for (guint i = 0; i < G_N_ELEMENTS (order); i++)
    {
      const char *next = strstr (text, order[i]);

      g_test_message ("%s", order[i]);
      g_assert_nonnull (next);
      g_assert_true (next > at);
      at = next;
    }
}

/* Sides and a side's units put in another order are saved in it. */
static void
test_reordered_round_trip (void)
{
  g_autofree char *path = example_path ("crossroads.sandtable");
  g_autoptr (SandScenario) scenario = load_path (path);
  g_autoptr (SandHistory) history = sand_history_new (scenario);
  g_autoptr (SandScenario) copy = NULL;
  g_autoptr (SandSide) second = g_list_model_get_item (sand_scenario_get_sides (scenario), 1);
  g_autoptr (SandSide) first_then = NULL;
  g_autofree char *before = forces_order (scenario);
  g_autofree char *after = NULL;
  g_autofree char *reloaded = NULL;

  /* The first side's last unit first among its own, then the second side first. */
  sand_edit_reorder_unit (history, last_of_first_side (scenario), 0);
  sand_edit_reorder_side (history, 1, 0);
  after = forces_order (scenario);
  g_assert_cmpstr (after, !=, before);

  copy = reload (scenario);
  reloaded = forces_order (copy);
  g_assert_cmpstr (reloaded, ==, after);
  first_then = g_list_model_get_item (sand_scenario_get_sides (copy), 0);
  g_assert_cmpstr (sand_side_get_id (first_then), ==, sand_side_get_id (second));

  /* Undone, the file is written as it was read. */
  g_assert_true (sand_history_undo (history));
  g_assert_true (sand_history_undo (history));
  g_clear_object (&copy);
  copy = reload (scenario);
  g_clear_pointer (&reloaded, g_free);
  reloaded = forces_order (copy);
  g_assert_cmpstr (reloaded, ==, before);
}

/* A scenario without a ruleset accepts any attribute on a unit, to be checked
 * once it names one: kept as written, saved after the unit's own in the order
 * of their names, and read back the same. */
static void
test_open_unit_attributes (void)
{
  static const char data[] = "<scenario xmlns='" NS "' version='1'>\n"
    "<table width='48' height='36'/><forces><side id='us' name='US' color='#00f'>\n"
    "<unit id='a' class='rifles' x='1' y='1' morale='veteran' ammo='3' floor='1'/>\n"
    "</side></forces></scenario>";
  g_autoptr (GError) error = NULL;
  g_autoptr (SandScenario) scenario = sand_scenario_load_data (data, strlen (data), "f", &error);
  g_autoptr (SandScenario) again = NULL;
  g_autoptr (GBytes) saved = NULL;
  g_autoptr (GBytes) resaved = NULL;
  SandUnit *unit;
  g_auto (GStrv) names = NULL;
  const char *text;

  g_assert_no_error (error);
  unit = sand_scenario_find_unit (scenario, "a");
  names = sand_unit_list_attrs (unit);
  g_assert_cmpuint (g_strv_length (names), ==, 3);
  g_assert_cmpstr (sand_unit_get_attr (unit, "morale"), ==, "veteran");
  saved = sand_scenario_to_bytes (scenario);
  text = g_bytes_get_data (saved, NULL);
  g_assert_nonnull (g_strstr_len (text, g_bytes_get_size (saved),
                                  "<unit id=\"a\" class=\"rifles\" x=\"1\" y=\"1\" ammo=\"3\" floor=\"1\" morale=\"veteran\"/>"));
  again = sand_scenario_load_data (text, g_bytes_get_size (saved), "saved", &error);
  g_assert_no_error (error);
  resaved = sand_scenario_to_bytes (again);
  g_assert_true (g_bytes_equal (saved, resaved));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (examples); i++)
    {
      g_autofree char *stem = g_strndup (examples[i], strcspn (examples[i], "."));
      g_autofree char *round_trip = g_strdup_printf ("/scenario/examples/%s/round-trip", stem);
      g_autofree char *inside = g_strdup_printf ("/scenario/examples/%s/inside-table", stem);

      g_test_add_data_func (round_trip, examples[i], test_example_round_trip);
      g_test_add_data_func (inside, examples[i], test_example_inside_table);
    }
  g_test_add_func ("/scenario/examples/contents", test_example_contents);
  g_test_add_func ("/scenario/foreign/kept", test_foreign_kept);
  g_test_add_func ("/scenario/foreign/copy", test_foreign_copy);
  g_test_add_func ("/scenario/foreign/in-place", test_foreign_in_place);
  g_test_add_func ("/scenario/reordered/round-trip", test_reordered_round_trip);
  g_test_add_func ("/scenario/unit-attributes/open-without-a-ruleset", test_open_unit_attributes);

  return g_test_run ();
}
