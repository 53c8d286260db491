/* sand-xml-schema.c: the bundled RELAX NG schema of scenario files.
 *
 * Besides validating, the schema is the one list of which attributes each element
 * takes: the reader asks it, so a misspelt attribute is named plainly, which
 * libxml2's validator does not always do.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <libxml/relaxng.h>

#include "sand-core-resources.h"
#include "sand-xml-private.h"

#define SCHEMA_RESOURCE "/io/github/sandtable/Sandtable/core/schemas/scenario.rng"
#define RNG_NS "http://relaxng.org/ns/structure/1.0"

/* Deep enough for any chain of <ref>s the schema has; stops a cycle. */
#define MAX_REF_DEPTH 16

static GBytes *
schema_bytes (void)
{
  g_autoptr (GError) error = NULL;
  /* Looked up in the library's own resource: that also links it in, which a
   * static library would not do for the global registration alone. */
  GBytes *bytes = g_resource_lookup_data (sand_core_get_resource (), SCHEMA_RESOURCE,
                                          G_RESOURCE_LOOKUP_FLAGS_NONE, &error);

  /* Compiled into the library: missing means a broken build, not bad input. */
  if (bytes == NULL)
    g_error ("The scenario schema is not built in: %s", error->message);
  return bytes;
}

static gboolean
is_rng (const xmlNode *node,
        const char    *name)
{
  return node->type == XML_ELEMENT_NODE && node->ns != NULL
         && xmlStrEqual (node->ns->href, BAD_CAST RNG_NS)
         && xmlStrEqual (node->name, BAD_CAST name);
}

/* Named attributes allowed by @pattern, following refs but not entering nested
 * elements, whose attributes are their own. */
static void
collect_attributes (const xmlNode *pattern,
                    GHashTable    *defines,
                    GHashTable    *names,
                    guint          depth)
{
  if (depth > MAX_REF_DEPTH)
    return;

  for (const xmlNode *child = pattern->children; child != NULL; child = child->next)
    {
      g_autofree char *name = NULL;

      if (child->type != XML_ELEMENT_NODE || is_rng (child, "element"))
        continue;
      name = _sand_xml_get_attr (child, "name");
      if (is_rng (child, "attribute"))
        {
          if (name != NULL)
            g_hash_table_add (names, g_steal_pointer (&name));
        }
      else if (is_rng (child, "ref"))
        {
          const xmlNode *define = name != NULL ? g_hash_table_lookup (defines, name) : NULL;

          if (define != NULL)
            collect_attributes (define, defines, names, depth + 1);
        }
      else
        collect_attributes (child, defines, names, depth);
    }
}

static void
find_nodes (const xmlNode *node,
            const char    *name,
            GPtrArray     *found)
{
  for (const xmlNode *child = node->children; child != NULL; child = child->next)
    {
      if (child->type != XML_ELEMENT_NODE)
        continue;
      if (is_rng (child, name))
        g_ptr_array_add (found, (gpointer) child);
      find_nodes (child, name, found);
    }
}

static GHashTable *
build_attribute_table (void)
{
  g_autoptr (GBytes) bytes = schema_bytes ();
  g_autoptr (GHashTable) defines = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr (GPtrArray) nodes = g_ptr_array_new ();
  GHashTable *table = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                             (GDestroyNotify) g_hash_table_unref);
  gsize size;
  const char *data = g_bytes_get_data (bytes, &size);
  xmlDoc *doc = xmlReadMemory (data, (int) size, NULL, NULL, XML_PARSE_NONET);
  xmlNode *root = xmlDocGetRootElement (doc);

  g_assert (root != NULL);

  find_nodes (root, "define", nodes);
  for (guint i = 0; i < nodes->len; i++)
    g_hash_table_insert (defines, _sand_xml_get_attr (nodes->pdata[i], "name"), nodes->pdata[i]);

  g_ptr_array_set_size (nodes, 0);
  find_nodes (root, "element", nodes);
  for (guint i = 0; i < nodes->len; i++)
    {
      g_autofree char *name = _sand_xml_get_attr (nodes->pdata[i], "name");
      GHashTable *names;

      if (name == NULL)
        continue;
      names = g_hash_table_lookup (table, name);
      if (names == NULL)
        {
          names = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
          g_hash_table_insert (table, g_strdup (name), names);
        }
      collect_attributes (nodes->pdata[i], defines, names, 0);
    }

  xmlFreeDoc (doc);
  return table;
}

GHashTable *
_sand_xml_schema_attributes (void)
{
  static GHashTable *table;

  if (g_once_init_enter (&table))
    g_once_init_leave (&table, build_attribute_table ());
  return table;
}

static xmlRelaxNG *
compile_schema (void)
{
  g_autoptr (GBytes) bytes = schema_bytes ();
  xmlRelaxNGParserCtxt *ctxt;
  xmlRelaxNG *schema;
  gsize size;
  const char *data = g_bytes_get_data (bytes, &size);

  ctxt = xmlRelaxNGNewMemParserCtxt (data, (int) size);
  schema = xmlRelaxNGParse (ctxt);
  xmlRelaxNGFreeParserCtxt (ctxt);
  if (schema == NULL)
    g_error ("The built-in scenario schema does not compile");
  return schema;
}

static void
schema_error_cb (void     *user_data,
                 xmlError *error)
{
  SandXmlProblems *problems = user_data;
  long line = error->line;

  if (line <= 0 && error->node != NULL)
    line = xmlGetLineNo (error->node);
  _sand_xml_problems_add_schema (problems, line, error->message);
}

void
_sand_xml_schema_validate (xmlDoc          *doc,
                           SandXmlProblems *problems)
{
  static xmlRelaxNG *schema;
  static GMutex lock;
  xmlRelaxNGValidCtxt *ctxt;

  /* The compiled schema is shared; one validation at a time is simpler than
   * relying on libxml2's validator being re-entrant, and cheap next to parsing. */
  g_mutex_lock (&lock);
  if (schema == NULL)
    schema = compile_schema ();
  ctxt = xmlRelaxNGNewValidCtxt (schema);
  xmlRelaxNGSetValidStructuredErrors (ctxt, schema_error_cb, problems);
  xmlRelaxNGValidateDoc (ctxt, doc);
  xmlRelaxNGFreeValidCtxt (ctxt);
  g_mutex_unlock (&lock);
}
