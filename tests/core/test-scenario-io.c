/* test-scenario-io.c: reading, checking and writing scenario files.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <fcntl.h>
#include <glib/gstdio.h>
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <locale.h>
#include <string.h>
#include <unistd.h>

#include "sand-core-resources.h"
#include "sand-error.h"
#include "sand-foreign.h"
#include "sand-scenario-io.h"

#define NS "urn:sandtable:scenario:1"

static const char * const examples[] = {
  "crossroads.sandtable",
  "club-table.sandtable",
  "hex-table.sandtable",
};

static char *
example_path (const char *name)
{
  const char *data = g_getenv ("SANDTABLE_SOURCE_DATA");

  return g_build_filename (data != NULL ? data : SOURCE_DATADIR, "scenarios", name, NULL);
}

static char *
load_text (const char *path,
           gsize      *length)
{
  g_autoptr (GError) error = NULL;
  char *contents = NULL;

  g_file_get_contents (path, &contents, length, &error);
  g_assert_no_error (error);
  return contents;
}

static SandScenario *
load_path (const char *path)
{
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  SandScenario *scenario = sand_scenario_load_file (file, &error);

  g_assert_no_error (error);
  g_assert_nonnull (scenario);
  return scenario;
}

static SandScenario *
reload (SandScenario *scenario)
{
  g_autoptr (GBytes) bytes = sand_scenario_to_bytes (scenario);
  g_autoptr (GError) error = NULL;
  SandScenario *copy = sand_scenario_load_data (g_bytes_get_data (bytes, NULL),
                                                g_bytes_get_size (bytes), "saved", &error);

  g_assert_no_error (error);
  g_assert_nonnull (copy);
  return copy;
}

/* Comparing every field */

static void
assert_features_equal (SandFeature *a,
                       SandFeature *b)
{
  guint na, nb;
  const SandPoint *pa = sand_feature_get_points (a, &na);
  const SandPoint *pb = sand_feature_get_points (b, &nb);

  g_assert_cmpstr (sand_feature_get_id (a), ==, sand_feature_get_id (b));
  g_assert_cmpstr (sand_feature_get_name (a), ==, sand_feature_get_name (b));
  g_assert_cmpint (sand_feature_get_kind (a), ==, sand_feature_get_kind (b));
  g_assert_cmpint (sand_feature_get_level (a), ==, sand_feature_get_level (b));
  g_assert_cmpfloat (sand_feature_get_height (a), ==, sand_feature_get_height (b));
  g_assert_cmpfloat (sand_feature_get_width (a), ==, sand_feature_get_width (b));
  g_assert_cmpstr (sand_feature_get_surface (a), ==, sand_feature_get_surface (b));
  g_assert_cmpint (sand_feature_get_fordable (a), ==, sand_feature_get_fordable (b));
  g_assert_cmpint (sand_feature_get_floors (a), ==, sand_feature_get_floors (b));
  g_assert_cmpint (sand_feature_get_has_base (a), ==, sand_feature_get_has_base (b));
  g_assert_cmpint (sand_feature_get_open (a), ==, sand_feature_get_open (b));
  g_assert_cmpint (sand_feature_get_geometry_type (a), ==, sand_feature_get_geometry_type (b));

  g_assert_cmpuint (na, ==, nb);
  for (guint i = 0; i < na; i++)
    {
      g_assert_cmpfloat (pa[i].x, ==, pb[i].x);
      g_assert_cmpfloat (pa[i].y, ==, pb[i].y);
    }

  if (sand_feature_get_geometry_type (a) == SAND_GEOMETRY_RECT
      || sand_feature_get_geometry_type (a) == SAND_GEOMETRY_ELLIPSE)
    {
      double ga[4], gb[4];

      if (sand_feature_get_geometry_type (a) == SAND_GEOMETRY_RECT)
        {
          sand_feature_get_rect (a, &ga[0], &ga[1], &ga[2], &ga[3]);
          sand_feature_get_rect (b, &gb[0], &gb[1], &gb[2], &gb[3]);
        }
      else
        {
          sand_feature_get_ellipse (a, &ga[0], &ga[1], &ga[2], &ga[3]);
          sand_feature_get_ellipse (b, &gb[0], &gb[1], &gb[2], &gb[3]);
        }
      for (guint i = 0; i < 4; i++)
        g_assert_cmpfloat (ga[i], ==, gb[i]);
    }

  g_assert_true (sand_foreign_equal (sand_feature_get_foreign (a), sand_feature_get_foreign (b)));
}

static void
assert_units_equal (SandUnit *a,
                    SandUnit *b)
{
  g_auto (GStrv) attrs_a = sand_unit_list_attrs (a);
  g_auto (GStrv) attrs_b = sand_unit_list_attrs (b);

  g_assert_cmpstr (sand_unit_get_id (a), ==, sand_unit_get_id (b));
  g_assert_cmpstr (sand_unit_get_name (a), ==, sand_unit_get_name (b));
  g_assert_cmpstr (sand_unit_get_class (a), ==, sand_unit_get_class (b));
  g_assert_cmpstr (sand_side_get_id (sand_unit_get_side (a)), ==,
                   sand_side_get_id (sand_unit_get_side (b)));
  g_assert_cmpfloat (sand_unit_get_x (a), ==, sand_unit_get_x (b));
  g_assert_cmpfloat (sand_unit_get_y (a), ==, sand_unit_get_y (b));
  g_assert_cmpfloat (sand_unit_get_facing (a), ==, sand_unit_get_facing (b));
  g_assert_cmpstr (sand_unit_get_stance (a), ==, sand_unit_get_stance (b));
  g_assert_cmpstr (sand_unit_get_team (a), ==, sand_unit_get_team (b));
  g_assert_cmpstr (sand_unit_get_role (a), ==, sand_unit_get_role (b));
  g_assert_cmpfloat (sand_unit_get_base (a), ==, sand_unit_get_base (b));
  g_assert_cmpfloat (sand_unit_get_base_width (a), ==, sand_unit_get_base_width (b));
  g_assert_cmpfloat (sand_unit_get_base_depth (a), ==, sand_unit_get_base_depth (b));

  g_assert_cmpstrv (attrs_a, attrs_b);
  for (guint i = 0; attrs_a[i] != NULL; i++)
    g_assert_cmpstr (sand_unit_get_attr (a, attrs_a[i]), ==, sand_unit_get_attr (b, attrs_a[i]));

  g_assert_true (sand_foreign_equal (sand_unit_get_foreign (a), sand_unit_get_foreign (b)));
}

static void
assert_scenarios_equal (SandScenario *a,
                        SandScenario *b)
{
  GListModel *lists_a[] = { sand_scenario_get_features (a), sand_scenario_get_sides (a),
                            sand_scenario_get_units (a) };
  GListModel *lists_b[] = { sand_scenario_get_features (b), sand_scenario_get_sides (b),
                            sand_scenario_get_units (b) };
  double ax0, ay0, bx0, by0;

  g_assert_cmpstr (sand_scenario_get_title (a), ==, sand_scenario_get_title (b));
  g_assert_cmpstr (sand_scenario_get_description (a), ==, sand_scenario_get_description (b));
  g_assert_cmpstr (sand_scenario_get_ruleset (a), ==, sand_scenario_get_ruleset (b));
  g_assert_cmpfloat (sand_scenario_get_width (a), ==, sand_scenario_get_width (b));
  g_assert_cmpfloat (sand_scenario_get_height (a), ==, sand_scenario_get_height (b));
  g_assert_cmpfloat (sand_scenario_get_ground_scale (a), ==, sand_scenario_get_ground_scale (b));
  g_assert_cmpint (sand_scenario_get_grid_type (a), ==, sand_scenario_get_grid_type (b));
  g_assert_cmpfloat (sand_scenario_get_hex_size (a), ==, sand_scenario_get_hex_size (b));
  g_assert_cmpint (sand_scenario_get_hex_orientation (a), ==,
                   sand_scenario_get_hex_orientation (b));
  sand_scenario_get_hex_origin (a, &ax0, &ay0);
  sand_scenario_get_hex_origin (b, &bx0, &by0);
  g_assert_cmpfloat (ax0, ==, bx0);
  g_assert_cmpfloat (ay0, ==, by0);
  g_assert_cmpint (sand_scenario_get_weather (a), ==, sand_scenario_get_weather (b));
  g_assert_cmpint (sand_scenario_get_weather_turns (a), ==, sand_scenario_get_weather_turns (b));
  g_assert_cmpint (sand_scenario_get_turn (a), ==, sand_scenario_get_turn (b));
  g_assert_true (sand_foreign_equal (sand_scenario_get_play_content (a),
                                     sand_scenario_get_play_content (b)));
  g_assert_true (sand_foreign_equal (sand_scenario_get_foreign (a), sand_scenario_get_foreign (b)));

  for (guint l = 0; l < G_N_ELEMENTS (lists_a); l++)
    {
      guint n = g_list_model_get_n_items (lists_a[l]);

      g_assert_cmpuint (n, ==, g_list_model_get_n_items (lists_b[l]));
      for (guint i = 0; i < n; i++)
        {
          g_autoptr (GObject) x = g_list_model_get_item (lists_a[l], i);
          g_autoptr (GObject) y = g_list_model_get_item (lists_b[l], i);

          if (SAND_IS_FEATURE (x))
            assert_features_equal (SAND_FEATURE (x), SAND_FEATURE (y));
          else if (SAND_IS_UNIT (x))
            assert_units_equal (SAND_UNIT (x), SAND_UNIT (y));
          else
            {
              g_assert_cmpstr (sand_side_get_id (SAND_SIDE (x)), ==, sand_side_get_id (SAND_SIDE (y)));
              g_assert_cmpstr (sand_side_get_name (SAND_SIDE (x)), ==,
                               sand_side_get_name (SAND_SIDE (y)));
              g_assert_cmpstr (sand_side_get_color (SAND_SIDE (x)), ==,
                               sand_side_get_color (SAND_SIDE (y)));
              g_assert_true (sand_foreign_equal (sand_side_get_foreign (SAND_SIDE (x)),
                                                 sand_side_get_foreign (SAND_SIDE (y))));
            }
        }
    }
}

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
  gboolean is_play = xmlStrEqual (node->name, BAD_CAST "play");

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

      if (own && !is_play)
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

  /* Where it was found: on the scenario, an area, a unit and in <play>. */
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
  g_assert_cmpuint (sand_foreign_n_children (play), ==, 2);
  g_assert_cmpint (sand_scenario_get_turn (scenario), ==, 3);
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

/* Bad files */

typedef struct
{
  const char *file;
  SandError code;
  int lines[6];            /* every line reported, in order; 0 ends */
  const char *mentions[3]; /* words the message must contain */
} BadFile;

static const BadFile bad_files[] = {
  { "not-xml", SAND_ERROR_PARSE, { 1 }, { "Start tag expected" } },
  { "empty", SAND_ERROR_PARSE, { 1 }, { "empty" } },
  { "truncated", SAND_ERROR_PARSE, { 7, 7, 7, 7 }, { "Premature end of data" } },
  { "undefined-entity", SAND_ERROR_PARSE, { 3 }, { "eacute" } },
  { "xxe", SAND_ERROR_PARSE, { 2 }, { "DOCTYPE", "not allowed" } },
  { "billion-laughs", SAND_ERROR_PARSE, { 3 }, { "DOCTYPE", "entities" } },
  { "wrong-root", SAND_ERROR_INVALID, { 2 }, { "not a Sandtable scenario", "<map>" } },
  { "wrong-namespace", SAND_ERROR_INVALID, { 2 }, { "namespace", "urn:example:maps" } },
  { "wrong-version", SAND_ERROR_INVALID, { 2 }, { "version 2" } },
  { "missing-table", SAND_ERROR_INVALID, { 2 }, { "no <table" } },
  { "missing-attribute", SAND_ERROR_INVALID, { 4 }, { "<table>", "“height”" } },
  { "unknown-attribute", SAND_ERROR_INVALID, { 5, 5 }, { "unknown attribute “colour”", "“color”" } },
  { "bad-number", SAND_ERROR_INVALID, { 6 }, { "“12in” is not a number" } },
  { "negative-size", SAND_ERROR_INVALID, { 5 }, { "width of <table>", "greater than zero" } },
  { "zero-radius", SAND_ERROR_INVALID, { 6 }, { "rx of <ellipse>", "greater than zero" } },
  { "unknown-kind", SAND_ERROR_INVALID, { 6 }, { "unknown terrain kind “lava”" } },
  { "kind-on-wrong-element", SAND_ERROR_INVALID, { 6 }, { "“woods”", "<area>" } },
  { "duplicate-id", SAND_ERROR_INVALID, { 10 }, { "duplicate id “h1”", "line 5" } },
  { "short-polygon", SAND_ERROR_INVALID, { 6 }, { "at least 3 points" } },
  { "short-line", SAND_ERROR_INVALID, { 5 }, { "at least 2 points" } },
  { "bad-points", SAND_ERROR_INVALID, { 5 }, { "“24,31,5”" } },
  { "unknown-officer", SAND_ERROR_INVALID, { 8 }, { "“pits”", "officer" } },
  { "unit-outside-side", SAND_ERROR_INVALID, { 6 }, { "<side>" } },
  { "bad-colour", SAND_ERROR_INVALID, { 6 }, { "“dark red” is not a colour" } },
  { "many-problems", SAND_ERROR_INVALID, { 5, 6, 7, 11, 11 },
    { "at least 3 points", "“ajar”", "duplicate id “w1”" } },
};

static void
test_bad_file (gconstpointer data)
{
  const BadFile *bad = data;
  g_autofree char *name = g_strconcat (bad->file, ".sandtable", NULL);
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "core", "bad", name, NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  g_autoptr (SandScenario) scenario = sand_scenario_load_file (file, &error);
  g_auto (GStrv) lines = NULL;
  guint n_expected = 0;

  g_assert_null (scenario);
  g_assert_error (error, SAND_ERROR, (int) bad->code);
  g_test_message ("%s", error->message);

  while (n_expected < G_N_ELEMENTS (bad->lines) && bad->lines[n_expected] != 0)
    n_expected++;
  lines = g_strsplit (error->message, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, n_expected);
  for (guint i = 0; i < n_expected; i++)
    {
      g_autofree char *prefix = g_strdup_printf ("%s:%d: ", path, bad->lines[i]);

      g_assert_true (g_str_has_prefix (lines[i], prefix));
    }
  for (guint i = 0; i < G_N_ELEMENTS (bad->mentions) && bad->mentions[i] != NULL; i++)
    g_assert_nonnull (strstr (error->message, bad->mentions[i]));
}

static void
test_bad_io (void)
{
  g_autoptr (GFile) file = g_file_new_for_path ("/nonexistent/nowhere.sandtable");
  g_autoptr (GError) error = NULL;
  g_autoptr (SandScenario) scenario = sand_scenario_load_file (file, &error);

  g_assert_null (scenario);
  g_assert_error (error, SAND_ERROR, SAND_ERROR_IO);
  g_assert_true (g_str_has_prefix (error->message, "/nonexistent/nowhere.sandtable: "));
}

static void
test_bad_data_name (void)
{
  static const char data[] = "<scenario xmlns='" NS "' version='1'>\n<table width='0' height='1'/></scenario>";
  g_autoptr (GError) error = NULL;
  g_autoptr (SandScenario) scenario = sand_scenario_load_data (data, strlen (data), "clipboard", &error);

  g_assert_null (scenario);
  g_assert_error (error, SAND_ERROR, SAND_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "clipboard:2: width of <table> must be greater than zero, not 0");
}

/* Numbers */

static void
test_numbers_exact (void)
{
  g_autoptr (SandScenario) scenario = sand_scenario_new ();
  g_autoptr (SandFeature) feature = sand_feature_new ("w1", SAND_TERRAIN_WOODS);
  const SandPoint points[] = { { 0.1, 1.0 / 3 }, { 1e-7, 12345.678 }, { -2.5, 47.99999999999 } };
  g_autoptr (SandScenario) copy = NULL;
  g_autoptr (GBytes) bytes = NULL;
  const SandPoint *read;
  guint n;

  sand_feature_set_polygon (feature, points, G_N_ELEMENTS (points));
  sand_scenario_add_feature (scenario, feature);
  bytes = sand_scenario_to_bytes (scenario);
  copy = reload (scenario);

  read = sand_feature_get_points (sand_scenario_find_feature (copy, "w1"), &n);
  g_assert_cmpuint (n, ==, 3);
  for (guint i = 0; i < n; i++)
    {
      g_assert_cmpfloat (read[i].x, ==, points[i].x);
      g_assert_cmpfloat (read[i].y, ==, points[i].y);
    }
  /* Shortest exact decimals, no exponent, no locale. */
  g_assert_nonnull (g_strstr_len (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes),
                                  "points=\"0.1,0.3333333333333333 0.0000001,12345.678 "
                                  "-2.5,47.99999999999\""));
  g_assert_nonnull (g_strstr_len (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes),
                                  "<table width=\"72\" height=\"48\" ground-scale=\"10\"/>"));
}

static void
test_numbers_locale (void)
{
  g_autoptr (SandScenario) scenario = sand_scenario_new ();
  g_autoptr (GBytes) bytes = NULL;
  g_autofree char *old = g_strdup (setlocale (LC_NUMERIC, NULL));

  if (setlocale (LC_NUMERIC, "de_DE.UTF-8") == NULL && setlocale (LC_NUMERIC, "fr_FR.UTF-8") == NULL)
    {
      g_test_skip ("no locale with a decimal comma is installed");
      return;
    }
  sand_scenario_set_size (scenario, 72.5, 48.25);
  bytes = sand_scenario_to_bytes (scenario);
  setlocale (LC_NUMERIC, old);
  g_assert_nonnull (g_strstr_len (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes),
                                  "width=\"72.5\" height=\"48.25\""));
}

/* Saving */

static char *
make_temp_dir (void)
{
  g_autoptr (GError) error = NULL;
  char *dir = g_dir_make_tmp ("sandtable-io-XXXXXX", &error);

  g_assert_no_error (error);
  return dir;
}

static void
remove_tree (const char *path)
{
  g_autoptr (GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  if (dir == NULL)
    {
      g_remove (path);
      return;
    }
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      remove_tree (child);
    }
  g_rmdir (path);
}

static guint
count_entries (const char *path)
{
  g_autoptr (GDir) dir = g_dir_open (path, 0, NULL);
  guint n = 0;

  g_assert_nonnull (dir);
  while (g_dir_read_name (dir) != NULL)
    n++;
  return n;
}

static void
test_save_backup (void)
{
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *path = g_build_filename (dir, "table.sandtable", NULL);
  g_autofree char *backup = g_strconcat (path, "~", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (SandScenario) scenario = sand_scenario_new ();
  g_autoptr (GBytes) first = NULL;
  g_autoptr (GBytes) second = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *backup_contents = NULL;
  gsize length;

  sand_scenario_set_title (scenario, "First");
  g_assert_true (sand_scenario_save_file (scenario, file, &error));
  g_assert_no_error (error);
  first = sand_scenario_to_bytes (scenario);

  sand_scenario_set_title (scenario, "Second");
  g_assert_true (sand_scenario_save_file (scenario, file, &error));
  g_assert_no_error (error);
  second = sand_scenario_to_bytes (scenario);

  contents = load_text (path, &length);
  g_assert_cmpmem (contents, length, g_bytes_get_data (second, NULL), g_bytes_get_size (second));
  backup_contents = load_text (backup, &length);
  g_assert_cmpmem (backup_contents, length, g_bytes_get_data (first, NULL), g_bytes_get_size (first));
  /* The file and its backup; no temporary file left behind. */
  g_assert_cmpuint (count_entries (dir), ==, 2);

  remove_tree (dir);
}

/* TRUE when the directory really refuses new files (not so for root). */
static gboolean
directory_refuses_writes (const char *dir)
{
  g_autofree char *probe = g_build_filename (dir, "probe", NULL);
  int fd = g_open (probe, O_WRONLY | O_CREAT | O_EXCL, 0644);

  if (fd < 0)
    return TRUE;
  close (fd);
  g_remove (probe);
  return FALSE;
}

static void
assert_save_fails_keeping (SandScenario *scenario,
                           const char   *path,
                           const char   *expected)
{
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  g_autofree char *contents = NULL;
  gsize length;

  g_assert_false (sand_scenario_save_file (scenario, file, &error));
  g_assert_error (error, SAND_ERROR, SAND_ERROR_IO);
  g_assert_true (g_str_has_prefix (error->message, path));
  contents = load_text (path, &length);
  g_assert_cmpstr (contents, ==, expected);
}

static void
test_save_unwritable_dir (void)
{
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *path = g_build_filename (dir, "table.sandtable", NULL);
  g_autoptr (SandScenario) scenario = sand_scenario_new ();
  g_autoptr (GError) error = NULL;

  g_file_set_contents (path, "original", -1, &error);
  g_assert_no_error (error);
  g_assert_cmpint (g_chmod (dir, 0555), ==, 0);

  if (directory_refuses_writes (dir))
    {
      assert_save_fails_keeping (scenario, path, "original");
      g_assert_cmpuint (count_entries (dir), ==, 1);
    }
  else
    g_test_skip ("permissions do not apply to this user");

  g_chmod (dir, 0755);
  remove_tree (dir);
}

static void
test_save_backup_blocked (void)
{
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *path = g_build_filename (dir, "table.sandtable", NULL);
  g_autofree char *backup = g_strconcat (path, "~", NULL);
  g_autofree char *in_backup = g_build_filename (backup, "keep", NULL);
  g_autoptr (SandScenario) scenario = sand_scenario_new ();
  g_autoptr (GError) error = NULL;

  /* A directory where the backup should go cannot be replaced: the save must
   * fail as a whole rather than lose the old version. Works for root too. */
  g_file_set_contents (path, "original", -1, &error);
  g_assert_no_error (error);
  g_assert_cmpint (g_mkdir (backup, 0755), ==, 0);
  g_file_set_contents (in_backup, "x", -1, &error);
  g_assert_no_error (error);

  assert_save_fails_keeping (scenario, path, "original");
  g_assert_cmpuint (count_entries (dir), ==, 2);

  remove_tree (dir);
}

static void
test_save_missing_dir (void)
{
  g_autoptr (GFile) file = g_file_new_for_path ("/nonexistent/dir/table.sandtable");
  g_autoptr (SandScenario) scenario = sand_scenario_new ();
  g_autoptr (GError) error = NULL;

  g_assert_false (sand_scenario_save_file (scenario, file, &error));
  g_assert_error (error, SAND_ERROR, SAND_ERROR_IO);
  g_assert_true (g_str_has_prefix (error->message, "/nonexistent/dir/table.sandtable: "));
}

static void
async_done_cb (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  GAsyncResult **out = user_data;

  *out = g_object_ref (result);
}

static void
test_async (void)
{
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *path = g_build_filename (dir, "async.sandtable", NULL);
  g_autofree char *example = example_path ("crossroads.sandtable");
  g_autoptr (GFile) source = g_file_new_for_path (example);
  g_autoptr (GFile) target = g_file_new_for_path (path);
  g_autoptr (GFile) missing = g_file_new_for_path ("/nonexistent/x.sandtable");
  g_autoptr (SandScenario) loaded = NULL;
  g_autoptr (SandScenario) reloaded = NULL;
  g_autoptr (SandScenario) failed = NULL;
  g_autoptr (GError) error = NULL;
  GAsyncResult *result = NULL;

  sand_scenario_load_file_async (source, NULL, async_done_cb, &result);
  while (result == NULL)
    g_main_context_iteration (NULL, TRUE);
  loaded = sand_scenario_load_file_finish (result, &error);
  g_assert_no_error (error);
  g_clear_object (&result);

  sand_scenario_save_file_async (loaded, target, NULL, async_done_cb, &result);
  while (result == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (sand_scenario_save_file_finish (result, &error));
  g_assert_no_error (error);
  g_clear_object (&result);

  reloaded = load_path (path);
  assert_scenarios_equal (loaded, reloaded);

  sand_scenario_load_file_async (missing, NULL, async_done_cb, &result);
  while (result == NULL)
    g_main_context_iteration (NULL, TRUE);
  failed = sand_scenario_load_file_finish (result, &error);
  g_assert_null (failed);
  g_assert_error (error, SAND_ERROR, SAND_ERROR_IO);
  g_clear_object (&result);

  remove_tree (dir);
}

/* The schema agrees with the code */

static xmlDoc *
load_schema (void)
{
  g_autoptr (GBytes) bytes = g_resource_lookup_data (sand_core_get_resource (),
                                                    "/io/github/sandtable/Sandtable/core/schemas/scenario.rng",
                                                    G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  xmlDoc *doc;

  g_assert_nonnull (bytes);
  doc = xmlReadMemory (g_bytes_get_data (bytes, NULL), (int) g_bytes_get_size (bytes), NULL,
                       NULL, XML_PARSE_NONET | XML_PARSE_NOBLANKS);
  g_assert_nonnull (doc);
  return doc;
}

static xmlNode *
find_define (xmlNode    *node,
             const char *name)
{
  for (xmlNode *child = node->children; child != NULL; child = child->next)
    {
      xmlChar *define_name;
      gboolean match;

      if (child->type != XML_ELEMENT_NODE || !xmlStrEqual (child->name, BAD_CAST "define"))
        continue;
      define_name = xmlGetNoNsProp (child, BAD_CAST "name");
      match = xmlStrEqual (define_name, BAD_CAST name);
      xmlFree (define_name);
      if (match)
        return child;
    }
  return NULL;
}

/* The "name" of every <attribute> or the text of every <value> under @node. */
static void
collect_names (xmlNode    *node,
               const char *element,
               GPtrArray  *names)
{
  for (xmlNode *child = node->children; child != NULL; child = child->next)
    {
      if (child->type != XML_ELEMENT_NODE)
        continue;
      if (xmlStrEqual (child->name, BAD_CAST element))
        {
          xmlChar *text = g_str_equal (element, "value") ? xmlNodeGetContent (child)
                                                         : xmlGetNoNsProp (child, BAD_CAST "name");

          g_ptr_array_add (names, g_strdup ((const char *) text));
          xmlFree (text);
        }
      else
        collect_names (child, element, names);
    }
}

static int
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return strcmp (*(char * const *) a, *(char * const *) b);
}

static void
test_schema_unit_attributes (void)
{
  xmlDoc *doc = load_schema ();
  xmlNode *define = find_define (xmlDocGetRootElement (doc), "unit-ruleset-attributes");
  g_autoptr (GPtrArray) in_schema = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GPtrArray) in_code = g_ptr_array_new_with_free_func (g_free);
  const char * const *known = sand_unit_known_attrs ();

  g_assert_nonnull (define);
  collect_names (define, "attribute", in_schema);
  for (guint i = 0; known[i] != NULL; i++)
    g_ptr_array_add (in_code, g_strdup (known[i]));
  g_ptr_array_sort (in_schema, compare_strings);
  g_ptr_array_sort (in_code, compare_strings);
  g_ptr_array_add (in_schema, NULL);
  g_ptr_array_add (in_code, NULL);
  g_assert_cmpuint (in_code->len, >, 1);
  g_assert_cmpstrv ((char **) in_schema->pdata, (char **) in_code->pdata);
  xmlFreeDoc (doc);
}

static void
test_schema_kinds (void)
{
  xmlDoc *doc = load_schema ();
  static const struct
  {
    const char *define;
    SandShape shape;
  } lists[] = {
    { "area-kind", SAND_SHAPE_AREA },
    { "line-kind", SAND_SHAPE_LINE },
    { "point-kind", SAND_SHAPE_POINT },
  };

  for (guint l = 0; l < G_N_ELEMENTS (lists); l++)
    {
      xmlNode *define = find_define (xmlDocGetRootElement (doc), lists[l].define);
      g_autoptr (GPtrArray) in_schema = g_ptr_array_new_with_free_func (g_free);
      guint n_allowed = 0;

      g_assert_nonnull (define);
      collect_names (define, "value", in_schema);
      for (guint i = 0; i < in_schema->len; i++)
        {
          SandTerrainKind kind = sand_terrain_kind_from_string (in_schema->pdata[i]);

          g_assert_cmpint (kind, !=, SAND_TERRAIN_INVALID);
          g_assert_true (sand_terrain_kind_allows_shape (kind, lists[l].shape));
        }
      for (int kind = 0; kind < SAND_N_TERRAIN_KINDS; kind++)
        n_allowed += sand_terrain_kind_allows_shape (kind, lists[l].shape);
      g_assert_cmpuint (in_schema->len, ==, n_allowed);
    }
  xmlFreeDoc (doc);
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
  for (guint i = 0; i < G_N_ELEMENTS (bad_files); i++)
    {
      g_autofree char *test_path = g_strdup_printf ("/scenario/load/bad/%s", bad_files[i].file);

      g_test_add_data_func (test_path, &bad_files[i], test_bad_file);
    }
  g_test_add_func ("/scenario/load/bad/no-such-file", test_bad_io);
  g_test_add_func ("/scenario/load/bad/from-memory", test_bad_data_name);
  g_test_add_func ("/scenario/save/numbers/exact", test_numbers_exact);
  g_test_add_func ("/scenario/save/numbers/locale", test_numbers_locale);
  g_test_add_func ("/scenario/save/backup", test_save_backup);
  g_test_add_func ("/scenario/save/unwritable-directory", test_save_unwritable_dir);
  g_test_add_func ("/scenario/save/backup-blocked", test_save_backup_blocked);
  g_test_add_func ("/scenario/save/missing-directory", test_save_missing_dir);
  g_test_add_func ("/scenario/async", test_async);
  g_test_add_func ("/scenario/schema/unit-attributes", test_schema_unit_attributes);
  g_test_add_func ("/scenario/schema/kinds", test_schema_kinds);

  return g_test_run ();
}
