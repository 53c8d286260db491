/* test-scenario-io-schema.c: the schema agrees with the code.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <string.h>

#include "sand-core-resources.h"

#include "scenario-io-fixture.h"

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

/* The "name" of every <attribute>, or the text of every <value> or <name>,
 * under @node. */
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
          xmlChar *text = g_str_equal (element, "value") || g_str_equal (element, "name") ? xmlNodeGetContent (child)
                                                         : xmlGetNoNsProp (child, BAD_CAST "name");

          if (text != NULL)
            g_ptr_array_add (names, g_strdup ((const char *) text));
          xmlFree (text);
        }
      else
        collect_names (child, element, names);
    }
}

/* A unit takes any attribute of no namespace for its ruleset, except its own
 * (sand_unit_is_own_attribute ()) and floor, which the schema types itself. */
static void
test_schema_unit_attributes (void)
{
  xmlDoc *doc = load_schema ();
  xmlNode *define = find_define (xmlDocGetRootElement (doc), "unit-ruleset-attributes");
  g_autoptr (GPtrArray) typed = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GPtrArray) excepted = g_ptr_array_new_with_free_func (g_free);
  static const char * const own[] = {
    "id", "name", "class", "x", "y", "facing", "stance", "team", "role", "base", "base-width", "base-depth",
  };

  g_assert_nonnull (define);
  collect_names (define, "attribute", typed);
  collect_names (define, "name", excepted);
  g_assert_cmpuint (typed->len, ==, 1);
  g_assert_cmpstr (typed->pdata[0], ==, "floor");
  g_assert_false (sand_unit_is_own_attribute ("floor"));
  g_assert_cmpuint (excepted->len, ==, G_N_ELEMENTS (own) + 1);
  for (guint i = 0; i < excepted->len; i++)
    g_assert_true (sand_unit_is_own_attribute (excepted->pdata[i]) || g_str_equal (excepted->pdata[i], "floor"));
  for (guint i = 0; i < G_N_ELEMENTS (own); i++)
    g_assert_true (sand_unit_is_own_attribute (own[i]));
  g_assert_false (sand_unit_is_own_attribute ("mv"));
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

  g_test_add_func ("/scenario/schema/unit-attributes", test_schema_unit_attributes);
  g_test_add_func ("/scenario/schema/kinds", test_schema_kinds);

  return g_test_run ();
}
