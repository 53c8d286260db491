/* test-ruleset-docs.c: docs/rulesets.md, the guide for players who write their
 * own rulesets, against data/schemas/ruleset.rng: every element and attribute
 * the schema allows is described, and the guide's example ruleset loads.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <libxml/parser.h>
#include <libxml/tree.h>
#include <string.h>

#include "sand-ruleset.h"

#define RNG_NS "http://relaxng.org/ns/structure/1.0"

static char *
read_text (const char *path)
{
  g_autoptr (GError) error = NULL;
  char *text = NULL;

  g_file_get_contents (path, &text, NULL, &error);
  g_assert_no_error (error);
  return text;
}

/* The "name" of every <element> (@elements) and <attribute> (@attributes) of
 * the schema under @node. */
static void
collect (xmlNode    *node,
         GHashTable *elements,
         GHashTable *attributes)
{
  for (xmlNode *child = node->children; child != NULL; child = child->next)
    {
      xmlChar *name;

      if (child->type != XML_ELEMENT_NODE || child->ns == NULL || !xmlStrEqual (child->ns->href, BAD_CAST RNG_NS))
        continue;
      name = xmlGetNoNsProp (child, BAD_CAST "name");
      if (name != NULL && xmlStrEqual (child->name, BAD_CAST "element"))
        g_hash_table_add (elements, g_strdup ((const char *) name));
      else if (name != NULL && xmlStrEqual (child->name, BAD_CAST "attribute"))
        g_hash_table_add (attributes, g_strdup ((const char *) name));
      xmlFree (name);
      collect (child, elements, attributes);
    }
}

static void
test_every_name_described (void)
{
  g_autofree char *guide = read_text (SOURCE_ROOT "/docs/rulesets.md");
  g_autoptr (GHashTable) elements = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr (GHashTable) attributes = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  xmlDoc *rng = xmlReadFile (SOURCE_ROOT "/data/schemas/ruleset.rng", NULL, XML_PARSE_NONET);
  g_autoptr (GString) missing = g_string_new (NULL);
  GHashTableIter iter;
  gpointer name;

  g_assert_nonnull (rng);
  collect (xmlDocGetRootElement (rng), elements, attributes);
  xmlFreeDoc (rng);
  g_assert_cmpuint (g_hash_table_size (elements), >, 40);
  g_assert_cmpuint (g_hash_table_size (attributes), >, 60);

  /* an element as <name> or <name …>, an attribute as `name`, name="… or `name="…` */
  g_hash_table_iter_init (&iter, elements);
  while (g_hash_table_iter_next (&iter, &name, NULL))
    {
      g_autofree char *open = g_strdup_printf ("<%s>", (char *) name);
      g_autofree char *with = g_strdup_printf ("<%s ", (char *) name);

      if (strstr (guide, open) == NULL && strstr (guide, with) == NULL)
        g_string_append_printf (missing, " <%s>", (char *) name);
    }
  g_hash_table_iter_init (&iter, attributes);
  while (g_hash_table_iter_next (&iter, &name, NULL))
    {
      g_autofree char *quoted = g_strdup_printf ("`%s`", (char *) name);
      g_autofree char *given = g_strdup_printf (" %s=\"", (char *) name);
      g_autofree char *quoted_given = g_strdup_printf ("`%s=\"", (char *) name);

      if (strstr (guide, quoted) == NULL && strstr (guide, given) == NULL && strstr (guide, quoted_given) == NULL)
        g_string_append_printf (missing, " %s=", (char *) name);
    }
  if (missing->len > 0)
    g_error ("docs/rulesets.md does not describe:%s", missing->str);
}

/* The guide's example, as a player would copy it, is a ruleset that loads. */
static void
test_example_loads (void)
{
  g_autofree char *guide = read_text (SOURCE_ROOT "/docs/rulesets.md");
  const char *start = strstr (guide, "```xml\n<?xml");
  const char *end;
  g_autofree char *example = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (SandRuleset) ruleset = NULL;
  g_autoptr (GPtrArray) attrs = NULL;

  g_assert_nonnull (start);
  start += strlen ("```xml\n");
  end = strstr (start, "```");
  g_assert_nonnull (end);
  example = g_strndup (start, end - start);
  ruleset = sand_ruleset_load_data (example, strlen (example), "docs/rulesets.md", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (sand_ruleset_get_id (ruleset), ==, "my-skirmish");
  attrs = sand_ruleset_list_attributes (ruleset, "man");
  g_assert_nonnull (sand_ruleset_attrs_find (attrs, "morale"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ruleset/docs/every-element-and-attribute-described", test_every_name_described);
  g_test_add_func ("/ruleset/docs/example-loads", test_example_loads);
  return g_test_run ();
}
