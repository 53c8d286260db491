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

  g_test_add_func ("/scenario/schema/unit-attributes", test_schema_unit_attributes);
  g_test_add_func ("/scenario/schema/kinds", test_schema_kinds);

  return g_test_run ();
}
