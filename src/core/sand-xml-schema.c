/* sand-xml-schema.c: the bundled RELAX NG schemas of scenarios and rulesets,
 * compiled once and kept.
 *
 * libxml2's validator is linear where it can compile an element's content to an
 * automaton, and quadratic in the children (or attributes) of an element where it
 * cannot: a pattern that accepts any element, as the scenario format's "content
 * of other namespaces, anywhere" does, forbids it; and it compiles a value's
 * <param name="pattern"> again for every attribute it checks. So the schema is
 * validated in a form that keeps its meaning and avoids both:
 *
 * - content of other namespaces is allowed everywhere by the format, so it is set
 *   aside for the validation (attributes and elements of other namespaces, and
 *   everything inside an element whose content is open to any element, such as
 *   <play>), and the schema is compiled without the patterns that allow it;
 * - a pattern that is the whole value of an attribute is taken out of the
 *   compiled schema, compiled once here (with libxml2's own regular expressions,
 *   so it means the same) and checked on those attributes.
 *
 * Validating with it is sand-xml-validate.c's job.
 *
 * Besides validating, the schema is the one list of which attributes each element
 * takes: the scenario reader asks it, so a misspelt attribute is named plainly.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <libxml/relaxng.h>
#include <libxml/xmlregexp.h>
#include <string.h>

#include "sand-core-resources.h"
#include "sand-xml-schema-private.h"

#define RESOURCE_DIR "/io/github/sandtable/Sandtable/core/schemas/"
#define RNG_NS "http://relaxng.org/ns/structure/1.0"

/* The define an attribute checked here is given instead of its pattern. */
#define UNCHECKED_STRING "sand-checked-by-pattern"

/* Deep enough for any chain of <ref>s a schema has; stops a cycle. */
#define MAX_REF_DEPTH 16

static GBytes *
schema_bytes (const char *name)
{
  g_autoptr (GError) error = NULL;
  g_autofree char   *path = g_strconcat (RESOURCE_DIR, name, NULL);
  /* Looked up in the library's own resource: that also links it in, which a
   * static library would not do for the global registration alone. */
  GBytes *bytes = g_resource_lookup_data (sand_core_get_resource (), path,
                                          G_RESOURCE_LOOKUP_FLAGS_NONE, &error);

  /* Compiled into the library: missing means a broken build, not bad input. */
  if (bytes == NULL)
    g_error ("The schema %s is not built in: %s", name, error->message);
  return bytes;
}

static gboolean
is_rng (const xmlNode *node,
        const char    *name)
{
  return node->type == XML_ELEMENT_NODE && node->ns != NULL && xmlStrEqual (node->ns->href, BAD_CAST RNG_NS) && (name == NULL || xmlStrEqual (node->name, BAD_CAST name));
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
find_defines (const xmlNode *root)
{
  g_autoptr (GPtrArray) nodes = g_ptr_array_new ();
  GHashTable           *defines = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  find_nodes (root, "define", nodes);
  for (guint i = 0; i < nodes->len; i++)
    g_hash_table_insert (defines, _sand_xml_get_attr (nodes->pdata[i], "name"), nodes->pdata[i]);
  return defines;
}

/* The name of the define an <attribute>'s value is, when it is nothing else. */
static char *
value_define (const xmlNode *attribute)
{
  for (const xmlNode *child = attribute->children; child != NULL; child = child->next)
    if (is_rng (child, "ref") && child->next == NULL)
      return _sand_xml_get_attr (child, "name");
    else if (child->type == XML_ELEMENT_NODE && !is_rng (child, "name"))
      return NULL;
  return NULL;
}

/* The values a pattern allows when it is a choice of fixed values (following
 * refs); FALSE when it allows anything else. */
static gboolean
collect_values (const xmlNode *pattern,
                GHashTable    *defines,
                GPtrArray     *values,
                guint          depth)
{
  if (depth > MAX_REF_DEPTH)
    return FALSE;
  for (const xmlNode *child = pattern->children; child != NULL; child = child->next)
    {
      if (child->type != XML_ELEMENT_NODE || is_rng (child, "name"))
        continue;
      if (is_rng (child, "value"))
        g_ptr_array_add (values, xmlNodeGetContent (child));
      else if (is_rng (child, "choice"))
        {
          if (!collect_values (child, defines, values, depth))
            return FALSE;
        }
      else if (is_rng (child, "ref"))
        {
          g_autofree char *name = _sand_xml_get_attr (child, "name");
          const xmlNode   *define = name != NULL ? g_hash_table_lookup (defines, name) : NULL;

          if (define == NULL || !collect_values (define, defines, values, depth + 1))
            return FALSE;
        }
      else
        return FALSE;
    }
  return TRUE;
}

/* The datatype of an <attribute> whose value is one <data>, directly or by a ref */
static char *
attribute_type (const xmlNode *pattern,
                GHashTable    *defines,
                guint          depth)
{
  const xmlNode *only = NULL;

  if (depth > MAX_REF_DEPTH)
    return NULL;
  for (const xmlNode *child = pattern->children; child != NULL; child = child->next)
    if (child->type == XML_ELEMENT_NODE && !is_rng (child, "name"))
      {
        if (only != NULL)
          return NULL;
        only = child;
      }
  if (only != NULL && is_rng (only, "data"))
    return _sand_xml_get_attr (only, "type");
  if (only != NULL && is_rng (only, "ref"))
    {
      g_autofree char *name = _sand_xml_get_attr (only, "name");
      const xmlNode   *define = name != NULL ? g_hash_table_lookup (defines, name) : NULL;

      return define != NULL ? attribute_type (define, defines, depth + 1) : NULL;
    }
  return NULL;
}

typedef struct
{
  GHashTable *defines;
  GHashTable *names;               /* attribute names found */
  GHashTable *by_define;           /* attribute name → the define its value is (or absent) */
  GHashTable *values;              /* attribute name → GStrv of its only values (or absent) */
  GHashTable *types;               /* attribute name → its datatype (or absent) */
  GPtrArray  *required;            /* names of the elements it must hold */
  GPtrArray  *required_attributes; /* names of the attributes it must have */
  GHashTable *children;            /* names of the elements it may hold */
  gboolean    any_element;         /* an element of any name may be inside */
  gboolean    named_element;       /* an element of a given name may be inside */
  gboolean    text;                /* text may be inside */
} Content;

/* A NULL-terminated list of values collect_values() found. */
static void
free_values (gpointer data)
{
  xmlChar **values = data;

  for (xmlChar **v = values; *v != NULL; v++)
    xmlFree (*v);
  g_free (values);
}

/* What @pattern allows inside its element: attributes, and whether elements of
 * any name or of given names, and which it must hold (@required: not inside an
 * optional, a zeroOrMore or a choice); following refs but not entering nested
 * elements, whose content is their own. */
static void
collect_content (const xmlNode *pattern,
                 Content       *content,
                 gboolean       required,
                 guint          depth)
{
  if (depth > MAX_REF_DEPTH)
    return;

  for (const xmlNode *child = pattern->children; child != NULL; child = child->next)
    {
      g_autofree char *name = NULL;

      if (child->type != XML_ELEMENT_NODE)
        continue;
      name = _sand_xml_get_attr (child, "name");
      if (is_rng (child, "element"))
        {
          const xmlNode *first = child->children;

          while (first != NULL && first->type != XML_ELEMENT_NODE)
            first = first->next;
          if (name != NULL)
            {
              content->named_element = TRUE;
              g_hash_table_add (content->children, g_strdup (name));
            }
          if (name != NULL && required)
            g_ptr_array_add (content->required, g_strdup (name));
          else if (first != NULL && is_rng (first, "anyName") && first->children == NULL)
            content->any_element = TRUE;
        }
      else if (is_rng (child, "attribute"))
        {
          if (name != NULL && required)
            g_ptr_array_add (content->required_attributes, g_strdup (name));
          if (name != NULL)
            {
              char                 *define = value_define (child);
              char                 *type = attribute_type (child, content->defines, 0);
              g_autoptr (GPtrArray) values = g_ptr_array_new ();

              if (define != NULL)
                g_hash_table_insert (content->by_define, g_strdup (name), define);
              if (type != NULL)
                g_hash_table_insert (content->types, g_strdup (name), type);
              if (collect_values (child, content->defines, values, 0) && values->len > 0)
                {
                  g_ptr_array_add (values, NULL);
                  gpointer old;

                  /* an attribute allowed in two places: the last list holds */
                  if (g_hash_table_lookup_extended (content->values, name, NULL, &old))
                    free_values (old);
                  g_hash_table_insert (content->values, g_strdup (name),
                                       g_ptr_array_steal (values, NULL));
                }
              else
                g_ptr_array_foreach (values, (GFunc) xmlFree, NULL);
              g_hash_table_add (content->names, g_steal_pointer (&name));
            }
          /* one without a name takes any name of no namespace (a unit's
           * ruleset attributes) */
          else if (child->children != NULL && is_rng (xmlFirstElementChild ((xmlNode *) child), "nsName"))
            g_hash_table_add (content->names, g_strdup (SAND_XML_ANY_ATTRIBUTE));
        }
      else if (is_rng (child, "ref"))
        {
          const xmlNode *define = name != NULL ? g_hash_table_lookup (content->defines, name) : NULL;

          if (define != NULL)
            collect_content (define, content, required, depth + 1);
        }
      else if (is_rng (child, "text") || is_rng (child, "data") || is_rng (child, "value") || is_rng (child, "list"))
        content->text = TRUE;
      else
        {
          content->text |= is_rng (child, "mixed");
          collect_content (child, content, required && !is_rng (child, "optional") && !is_rng (child, "zeroOrMore") && !is_rng (child, "choice"), depth);
        }
    }
}

/* A define that is a pattern and nothing else: compiled here; its uses as the
 * whole value of an attribute are checked by check_patterns(), its other uses
 * (in a list) by the validator as before. */
static xmlRegexp *
strippable_pattern (const xmlNode *define)
{
  g_autofree char *name = _sand_xml_get_attr (define, "name");
  const xmlNode   *data = define->children;
  const xmlNode   *param;
  xmlChar         *regexp_text;
  xmlRegexp       *regexp;

  while (data != NULL && data->type != XML_ELEMENT_NODE)
    data = data->next;
  if (data == NULL || !is_rng (data, "data") || data->next != NULL)
    return NULL;
  param = data->children;
  while (param != NULL && param->type != XML_ELEMENT_NODE)
    param = param->next;
  if (param == NULL || !is_rng (param, "param") || param->next != NULL)
    return NULL;
  {
    g_autofree char *param_name = _sand_xml_get_attr (param, "name");
    g_autofree char *type = _sand_xml_get_attr (data, "type");

    if (g_strcmp0 (param_name, "pattern") != 0 || (g_strcmp0 (type, "string") != 0 && g_strcmp0 (type, "token") != 0))
      return NULL;
    regexp_text = xmlNodeGetContent (param);
    /* a token's value is taken without the spaces round it (ours have none
     * inside) */
    if (g_str_equal (type, "token"))
      {
        g_autofree char *padded = g_strdup_printf ("[ \t\n\r]*(%s)[ \t\n\r]*", (char *) regexp_text);

        xmlFree (regexp_text);
        regexp_text = xmlStrdup (BAD_CAST padded);
      }
  }
  regexp = xmlRegexpCompile (regexp_text);
  xmlFree (regexp_text);
  if (regexp == NULL)
    g_error ("The pattern of “%s” in a built-in schema does not compile", name);
  return regexp;
}

static void
unlink_and_free (xmlNode *node)
{
  xmlUnlinkNode (node);
  xmlFreeNode (node);
}

static gboolean
has_element_children (const xmlNode *node)
{
  for (const xmlNode *child = node->children; child != NULL; child = child->next)
    if (child->type == XML_ELEMENT_NODE)
      return TRUE;
  return FALSE;
}

/* The schema without what validation leaves to this file: the patterns of other
 * namespaces' content and the value patterns checked here. */
static void
simplify (xmlNode    *root,
          GHashTable *stripped)
{
  g_autoptr (GPtrArray) nodes = g_ptr_array_new ();
  gboolean              any_string = FALSE;

  find_nodes (root, "ref", nodes);
  for (guint i = 0; i < nodes->len; i++)
    {
      g_autofree char *name = _sand_xml_get_attr (nodes->pdata[i], "name");

      if (g_strcmp0 (name, "foreign-elements") == 0 || g_strcmp0 (name, "foreign-attributes") == 0)
        unlink_and_free (nodes->pdata[i]);
    }

  /* <mixed> that held only other namespaces' elements is text */
  g_ptr_array_set_size (nodes, 0);
  find_nodes (root, "mixed", nodes);
  for (guint i = 0; i < nodes->len; i++)
    if (!has_element_children (nodes->pdata[i]))
      xmlNodeSetName (nodes->pdata[i], BAD_CAST "text");

  /* <interleave> of one pattern is that pattern */
  g_ptr_array_set_size (nodes, 0);
  find_nodes (root, "interleave", nodes);
  for (guint i = 0; i < nodes->len; i++)
    {
      xmlNode *interleave = nodes->pdata[i];
      xmlNode *only = NULL;
      guint    n = 0;

      for (xmlNode *child = interleave->children; child != NULL; child = child->next)
        if (child->type == XML_ELEMENT_NODE)
          {
            only = child;
            n++;
          }
      if (n == 1)
        {
          xmlUnlinkNode (only);
          xmlReplaceNode (interleave, only);
          xmlFreeNode (interleave);
        }
    }

  /* patterns checked here: an attribute whose whole value is one is any string
   * for the validator (a define of its own, as the pattern's other uses, in
   * lists, keep it) */
  g_ptr_array_set_size (nodes, 0);
  find_nodes (root, "attribute", nodes);
  for (guint i = 0; i < nodes->len; i++)
    {
      g_autofree char *name = value_define (nodes->pdata[i]);
      xmlNode         *ref = xmlLastElementChild (nodes->pdata[i]);

      if (name == NULL || !g_hash_table_contains (stripped, name))
        continue;
      xmlSetProp (ref, BAD_CAST "name", BAD_CAST UNCHECKED_STRING);
      if (!any_string)
        {
          xmlNode *define = xmlNewChild (root, root->ns, BAD_CAST "define", NULL);

          xmlSetProp (define, BAD_CAST "name", BAD_CAST UNCHECKED_STRING);
          xmlSetProp (xmlNewChild (define, root->ns, BAD_CAST "data", NULL), BAD_CAST "type",
                      BAD_CAST "string");
          any_string = TRUE;
        }
    }
}

/* What one definition of the element @name allows, added to what the others
 * of the same name do: the attributes every one needs, the elements and text
 * any one allows. @content's children are taken. */
static void
merge_structure (SandXmlSchema *self,
                 const char    *name,
                 Content       *content)
{
  char        **before = g_hash_table_lookup (self->required_attributes, name);
  GHashTable   *children = g_hash_table_lookup (self->children, name);
  GStrvBuilder *both = g_strv_builder_new ();

  for (guint i = 0; i < content->required_attributes->len; i++)
    if (before == NULL || g_strv_contains ((const char *const *) before, content->required_attributes->pdata[i]))
      g_strv_builder_add (both, content->required_attributes->pdata[i]);
  g_hash_table_insert (self->required_attributes, g_strdup (name), g_strv_builder_end (both));
  g_strv_builder_unref (both);

  if (children == NULL)
    g_hash_table_insert (self->children, g_strdup (name), content->children);
  else
    {
      GHashTableIter iter;
      gpointer       child;

      g_hash_table_iter_init (&iter, content->children);
      while (g_hash_table_iter_next (&iter, &child, NULL))
        g_hash_table_add (children, g_strdup (child));
      g_hash_table_unref (content->children);
    }
  if (content->text)
    g_hash_table_add (self->textual, g_strdup (name));
}

static SandXmlSchema *
load_schema (const char *file,
             const char *ns)
{
  g_autoptr (GBytes)     bytes = schema_bytes (file);
  g_autoptr (GHashTable) defines = NULL;
  g_autoptr (GPtrArray)  elements = g_ptr_array_new ();
  SandXmlSchema         *self = g_new0 (SandXmlSchema, 1);
  xmlRelaxNGParserCtxt  *ctxt;
  gsize                  size;
  const char            *data = g_bytes_get_data (bytes, &size);
  xmlDoc                *doc = xmlReadMemory (data, (int) size, NULL, NULL, XML_PARSE_NONET | XML_PARSE_NOBLANKS);
  xmlNode               *root = xmlDocGetRootElement (doc);

  g_assert (root != NULL);
  self->ns = ns;
  g_mutex_init (&self->lock);
  self->attributes = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                            (GDestroyNotify) g_hash_table_unref);
  self->regexps = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                         (GDestroyNotify) xmlRegFreeRegexp);
  self->patterns = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                          (GDestroyNotify) g_hash_table_unref);
  self->values = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, free_values);
  self->types = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  self->required = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                          (GDestroyNotify) g_strfreev);
  self->open = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->required_attributes = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                                     (GDestroyNotify) g_strfreev);
  self->children = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                          (GDestroyNotify) g_hash_table_unref);
  self->textual = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->structure_checked = g_str_equal (ns, SAND_RULESET_NS);

  defines = find_defines (root);
  self->foreign_anywhere = g_hash_table_contains (defines, "foreign-elements");
  {
    GHashTableIter iter;
    gpointer       name, define;

    g_hash_table_iter_init (&iter, defines);
    while (g_hash_table_iter_next (&iter, &name, &define))
      {
        xmlRegexp *regexp = strippable_pattern (define);

        if (regexp != NULL)
          g_hash_table_insert (self->regexps, g_strdup (name), regexp);
      }
  }

  find_nodes (root, "element", elements);
  for (guint i = 0; i < elements->len; i++)
    {
      g_autofree char *name = _sand_xml_get_attr (elements->pdata[i], "name");

      /* an element named by a name class, not an attribute: nothing to keep */
      if (name == NULL)
        continue;

      g_autoptr (GHashTable) by_define = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
      g_autoptr (GHashTable) values = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
      g_autoptr (GHashTable) types = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
      g_autoptr (GPtrArray)  required = g_ptr_array_new_with_free_func (g_free);
      g_autoptr (GPtrArray)  required_attributes = g_ptr_array_new_with_free_func (g_free);
      GHashTable            *children = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
      Content                content = { defines, NULL, by_define, values, types, required, required_attributes, children,
                                         FALSE, FALSE, FALSE };
      GHashTableIter         iter;
      gpointer               attribute, define;

      content.names = g_hash_table_lookup (self->attributes, name);
      if (content.names == NULL)
        {
          content.names = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
          g_hash_table_insert (self->attributes, g_strdup (name), content.names);
        }
      collect_content (elements->pdata[i], &content, TRUE, 0);
      if (content.any_element && !content.named_element)
        g_hash_table_add (self->open, g_strdup (name));
      merge_structure (self, name, &content);

      g_hash_table_iter_init (&iter, values);
      while (g_hash_table_iter_next (&iter, &attribute, &define))
        g_hash_table_insert (self->values, g_strdup_printf ("%s %s", name, (char *) attribute),
                             define);

      g_hash_table_iter_init (&iter, types);
      while (g_hash_table_iter_next (&iter, &attribute, &define))
        g_hash_table_insert (self->types, g_strdup_printf ("%s %s", name, (char *) attribute),
                             g_strdup (define));
      if (required->len > 0 && !g_hash_table_contains (self->required, name))
        {
          g_ptr_array_add (required, NULL);
          g_hash_table_insert (self->required, g_strdup (name), g_ptr_array_steal (required, NULL));
        }

      g_hash_table_iter_init (&iter, by_define);
      while (g_hash_table_iter_next (&iter, &attribute, &define))
        if (g_hash_table_contains (self->regexps, define))
          {
            GHashTable *of_element = g_hash_table_lookup (self->patterns, name);

            if (of_element == NULL)
              {
                of_element = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
                g_hash_table_insert (self->patterns, g_strdup (name), of_element);
              }
            g_hash_table_insert (of_element, g_strdup (attribute), g_strdup (define));
          }
    }

  simplify (root, self->regexps);
  ctxt = xmlRelaxNGNewDocParserCtxt (doc);
  self->compiled = xmlRelaxNGParse (ctxt);
  xmlRelaxNGFreeParserCtxt (ctxt);
  xmlFreeDoc (doc);
  if (self->compiled == NULL)
    g_error ("The built-in schema %s does not compile", file);
  return self;
}

SandXmlSchema *
_sand_xml_schema_get (SandXmlKind kind)
{
  static SandXmlSchema *scenario, *ruleset;

  if (kind == SAND_XML_RULESET)
    {
      if (g_once_init_enter (&ruleset))
        g_once_init_leave (&ruleset, load_schema ("ruleset.rng", SAND_RULESET_NS));
      return ruleset;
    }
  if (g_once_init_enter (&scenario))
    g_once_init_leave (&scenario, load_schema ("scenario.rng", SAND_XML_NS));
  return scenario;
}

GHashTable *
_sand_xml_schema_attributes (void)
{
  return _sand_xml_schema_get (SAND_XML_SCENARIO)->attributes;
}
