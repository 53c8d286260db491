/* sand-xml-validate.c: a document checked against its bundled schema
 * (sand-xml-schema.c), every problem in our words.
 *
 * Content of other namespaces is set aside while libxml2's validator runs (the
 * compiled schema does not allow it, being linear only without it) and put back
 * as it was; the value patterns taken out of the compiled schema are checked
 * here; and where libxml2's message says little ("failed to validate
 * attributes", the first element an interleave expected), the schema's own
 * lists say which value, type or element is meant.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <libxml/xmlregexp.h>
#include <libxml/xmlschemastypes.h>

#include "sand-xml-schema-private.h"


typedef struct
{
  xmlNode *node;   /* an element or attribute of another namespace */
  xmlNode *parent;
  xmlNode *next;   /* what followed it, to put it back before */
} SetAside;

typedef struct
{
  xmlNode *element; /* an element whose content is open: its children hidden */
  xmlNode *children;
  xmlNode *last;
} Hidden;

typedef struct
{
  SandXmlSchema *schema;
  SandXmlProblems *problems;
  GArray *aside;  /* SetAside, in document order */
  GArray *hidden; /* Hidden */
} Walk;

static gboolean
is_own (const SandXmlSchema *self,
        const xmlNode       *node)
{
  return node->ns != NULL && xmlStrEqual (node->ns->href, BAD_CAST self->ns);
}

/* An attribute's value without copying it, when it is one text (as parsed) */
static const char *
value_of (const xmlAttr *attr,
          xmlChar      **copy)
{
  const xmlNode *text = attr->children;

  if (text != NULL && text->next == NULL && text->type == XML_TEXT_NODE && text->content != NULL)
    return (const char *) text->content;
  *copy = xmlNodeGetContent ((const xmlNode *) attr);
  return *copy != NULL ? (const char *) *copy : "";
}

static void
check_pattern (Walk          *walk,
               const xmlNode *element,
               GHashTable    *patterns,
               const xmlAttr *attr)
{
  const char *define = g_hash_table_lookup (patterns, attr->name);
  const char *name = (const char *) attr->name;
  const char *owner = (const char *) element->name;
  xmlChar *copy = NULL;
  const char *text;
  long line;

  if (define == NULL)
    return;
  text = value_of (attr, &copy);
  if (xmlRegexpExec (g_hash_table_lookup (walk->schema->regexps, define), BAD_CAST text) == 1)
    {
      xmlFree (copy);
      return;
    }
  line = xmlGetLineNo (element);
  if (g_str_equal (define, "number"))
    _sand_xml_problems_add_fallback (walk->problems, line, _("“%s” is not a number (%s of <%s>)"),
                                     text, name, owner);
  else if (g_str_equal (define, "id"))
    _sand_xml_problems_add_fallback (walk->problems, line,
                                     _("“%s” is not an id: an id is one word, without spaces "
                                       "(%s of <%s>)"),
                                     text, name, owner);
  else if (g_str_equal (define, "point-list"))
    _sand_xml_problems_add_fallback (walk->problems, line,
                                     _("“%s” is not a list of x,y points (%s of <%s>)"),
                                     text, name, owner);
  else
    _sand_xml_problems_add_fallback (walk->problems, line,
                                     _("“%s” is not allowed as %s of <%s>"), text, name, owner);
  xmlFree (copy);
}

static gboolean add_bad_type (Walk *walk, const xmlNode *node, const char *attribute);

/* An attribute's value of a datatype (a whole number, a decimal), checked as
 * libxml2's validator would. */
static void
check_type (Walk          *walk,
            const xmlNode *node,
            const char    *attribute)
{
  g_autofree char *key = g_strdup_printf ("%s %s", (const char *) node->name, attribute);
  const char *type = g_hash_table_lookup (walk->schema->types, key);
  xmlSchemaTypePtr predefined;
  g_autofree char *value = NULL;

  if (type == NULL)
    return;
  predefined = xmlSchemaGetPredefinedType (BAD_CAST type, BAD_CAST "http://www.w3.org/2001/XMLSchema");
  value = _sand_xml_get_attr (node, attribute);
  if (predefined == NULL || value == NULL || xmlSchemaValidatePredefinedType (predefined, BAD_CAST value, NULL) == 0)
    return;
  add_bad_type (walk, node, attribute);
}

static gboolean
is_blank (const xmlChar *text)
{
  for (; text != NULL && *text != '\0'; text++)
    if (!g_ascii_isspace (*text))
      return FALSE;
  return TRUE;
}

/* Only blanks in [start, end) */
static gboolean
is_blank_before (const xmlChar *start,
                 const xmlChar *end)
{
  for (; start < end; start++)
    if (!g_ascii_isspace (*start))
      return FALSE;
  return TRUE;
}

/* The attributes @node must have and may have, and the elements and text it
 * may hold, by the schema's own lists: each problem at its line. */
static void
check_structure (Walk          *walk,
                 const xmlNode *node)
{
  SandXmlSchema *self = walk->schema;
  const char *name = (const char *) node->name;
  GHashTable *known = g_hash_table_lookup (self->attributes, name);
  char **required = g_hash_table_lookup (self->required_attributes, name);
  GHashTable *children = g_hash_table_lookup (self->children, name);
  long line = xmlGetLineNo (node);

  for (const xmlAttr *attr = node->properties; attr != NULL; attr = attr->next)
    if (attr->ns == NULL && known != NULL && !g_hash_table_contains (known, attr->name)
        && !g_hash_table_contains (known, SAND_XML_ANY_ATTRIBUTE))
      {
        g_autofree char *message = g_strdup_printf (_("unknown attribute “%s” on <%s>"),
                                                    (const char *) attr->name, name);

        _sand_xml_problems_add_schema (walk->problems, line, SAND_XML_LEVEL_PRECISE, FALSE, NULL, message);
      }
  for (const xmlAttr *attr = node->properties; attr != NULL; attr = attr->next)
    if (attr->ns == NULL)
      check_type (walk, node, (const char *) attr->name);
  for (guint i = 0; required != NULL && required[i] != NULL; i++)
    if (!xmlHasNsProp (node, BAD_CAST required[i], NULL))
      {
        g_autofree char *message = g_strdup_printf (_("<%s> is missing its “%s” attribute"), name,
                                                    required[i]);

        _sand_xml_problems_add_schema (walk->problems, line, SAND_XML_LEVEL_PRECISE, FALSE, NULL, message);
      }
  if (g_hash_table_contains (self->open, name))
    return;
  for (const xmlNode *child = node->children; child != NULL; child = child->next)
    if (child->type == XML_ELEMENT_NODE && is_own (self, child) && children != NULL
        && !g_hash_table_contains (children, child->name))
      {
        g_autofree char *message = g_strdup_printf (_("unexpected element <%s> inside <%s>"),
                                                    (const char *) child->name, name);

        _sand_xml_problems_add_schema (walk->problems, xmlGetLineNo (child), SAND_XML_LEVEL_PRECISE, FALSE,
                                       (const char *) child->name, message);
      }
    else if ((child->type == XML_TEXT_NODE || child->type == XML_CDATA_SECTION_NODE)
             && !g_hash_table_contains (self->textual, name) && !is_blank (child->content))
      {
        g_autofree char *message = g_strdup_printf (_("unexpected text inside <%s>"), name);
        long at = xmlGetLineNo (child);

        /* libxml2 gives the line a text ends on: said where it begins */
        for (const xmlChar *c = child->content; at > 0 && *c != '\0'; c++)
          if (*c == '\n' && !is_blank_before (child->content, c))
            at--;

        _sand_xml_problems_add_schema (walk->problems, at > 0 ? at : line, SAND_XML_LEVEL_PRECISE, FALSE,
                                       "text", message);
      }
}

static void
set_aside (Walk    *walk,
           xmlNode *node)
{
  SandXmlSchema *self = walk->schema;
  GHashTable *patterns = g_hash_table_lookup (self->patterns, node->name);
  xmlNode *next;

  if (self->structure_checked)
    check_structure (walk, node);

  for (xmlAttr *attr = node->properties, *next_attr; attr != NULL; attr = next_attr)
    {
      next_attr = attr->next;
      if (attr->ns == NULL)
        {
          if (patterns != NULL)
            check_pattern (walk, node, patterns, attr);
        }
      else if (self->foreign_anywhere && !xmlStrEqual (attr->ns->href, BAD_CAST self->ns))
        {
          SetAside aside = { (xmlNode *) attr, node, (xmlNode *) next_attr };

          g_array_append_val (walk->aside, aside);
        }
    }

  if (g_hash_table_contains (self->open, node->name))
    {
      Hidden hidden = { node, node->children, node->last };

      g_array_append_val (walk->hidden, hidden);
      return;
    }
  for (xmlNode *child = node->children; child != NULL; child = next)
    {
      next = child->next;
      if (child->type != XML_ELEMENT_NODE)
        continue;
      if (is_own (self, child))
        set_aside (walk, child);
      else if (self->foreign_anywhere)
        {
          SetAside aside = { child, node, next };

          g_array_append_val (walk->aside, aside);
        }
    }
}

/* libxml2 says only that some attribute of the element failed: the first whose
 * value is none of the few the schema lists is named, with those values. */
static gboolean
add_bad_value (Walk          *walk,
               const xmlNode *node)
{
  for (const xmlAttr *attr = node->properties; attr != NULL; attr = attr->next)
    {
      g_autofree char *key = g_strdup_printf ("%s %s", (const char *) node->name,
                                              (const char *) attr->name);
      char **values = attr->ns == NULL ? g_hash_table_lookup (walk->schema->values, key) : NULL;
      g_autofree char *value = NULL;
      g_autofree char *message = NULL;
      g_autofree char *list = NULL;

      if (values == NULL)
        continue;
      value = (char *) xmlNodeGetContent ((const xmlNode *) attr);
      if (g_strv_contains ((const char * const *) values, value))
        continue;
      list = g_strjoinv (", ", values);
      /* Translators: a value, an attribute, an element, then the values allowed */
      message = g_strdup_printf (_("“%s” is not a %s of <%s>: use one of %s"), value,
                                 (const char *) attr->name, (const char *) node->name, list);
      _sand_xml_problems_add_schema (walk->problems, xmlGetLineNo (node), SAND_XML_LEVEL_PRECISE,
                                     TRUE, NULL, message);
      return TRUE;
    }
  return FALSE;
}

/* libxml2 names an attribute whose value does not fit its datatype: said with
 * what the value should be. */
static gboolean
add_bad_type (Walk          *walk,
              const xmlNode *node,
              const char    *attribute)
{
  g_autofree char *key = g_strdup_printf ("%s %s", (const char *) node->name, attribute);
  const char *type = g_hash_table_lookup (walk->schema->types, key);
  g_autofree char *value = NULL;
  g_autofree char *message = NULL;

  if (type == NULL || !xmlHasNsProp (node, BAD_CAST attribute, NULL))
    return FALSE;
  value = _sand_xml_get_attr (node, attribute);
  /* Translators: a value, what it should be ("a whole number of 1 or more"), an
   * attribute, then its element */
  message = g_strdup_printf (_("“%s” is not %s (%s of <%s>)"), value, _sand_xml_type_text (type),
                             attribute, (const char *) node->name);
  _sand_xml_problems_add_schema (walk->problems, xmlGetLineNo (node), SAND_XML_LEVEL_PRECISE,
                                 TRUE, NULL, message);
  return TRUE;
}

/* libxml2 names the first element it expected, which inside an interleave is
 * often one that may be left out: the first the element must hold and does not
 * is named instead. */
static gboolean
add_missing (Walk          *walk,
             const xmlNode *node)
{
  char **required = g_hash_table_lookup (walk->schema->required, node->name);

  for (guint i = 0; required != NULL && required[i] != NULL; i++)
    {
      const xmlNode *child = node->children;
      g_autofree char *message = NULL;

      while (child != NULL && !(child->type == XML_ELEMENT_NODE && is_own (walk->schema, child)
                                && xmlStrEqual (child->name, BAD_CAST required[i])))
        child = child->next;
      if (child != NULL)
        continue;
      message = g_strdup_printf (_("<%s> needs a <%s> inside it"), (const char *) node->name,
                                 required[i]);
      _sand_xml_problems_add_schema (walk->problems, xmlGetLineNo (node), SAND_XML_LEVEL_STRUCTURE,
                                     FALSE, NULL, message);
      return TRUE;
    }
  return FALSE;
}

static void
schema_error_cb (void     *user_data,
                 xmlError *error)
{
  Walk *walk = user_data;
  const xmlNode *node = error->node;
  GHashTable *known = NULL;

  if (node != NULL && node->type == XML_ELEMENT_NODE)
    {
      if ((error->code == XML_RELAXNG_ERR_ATTRVALID || error->code == XML_RELAXNG_ERR_INVALIDATTR)
          && add_bad_value (walk, node))
        return;
      if (error->code == XML_RELAXNG_ERR_INVALIDATTR && error->str1 != NULL
          && add_bad_type (walk, node, error->str1))
        return;
      if (error->code == XML_RELAXNG_ERR_NOELEM && add_missing (walk, node))
        return;
      known = g_hash_table_lookup (walk->schema->attributes, node->name);
    }
  _sand_xml_problems_add_schema_error (walk->problems, error, known);
}

void
_sand_xml_validate (xmlDoc          *doc,
                    SandXmlKind      kind,
                    SandXmlProblems *problems)
{
  SandXmlSchema *self = _sand_xml_schema_get (kind);
  g_autoptr (GArray) aside = g_array_new (FALSE, FALSE, sizeof (SetAside));
  g_autoptr (GArray) hidden = g_array_new (FALSE, FALSE, sizeof (Hidden));
  Walk walk = { self, problems, aside, hidden };
  xmlNode *root = xmlDocGetRootElement (doc);
  xmlRelaxNGValidCtxt *ctxt;

  if (root == NULL)
    return;
  set_aside (&walk, root);

  /* Taken out of the tree only while it is validated, then put back as it was. */
  for (guint i = 0; i < aside->len; i++)
    xmlUnlinkNode (g_array_index (aside, SetAside, i).node);
  for (guint i = 0; i < hidden->len; i++)
    {
      Hidden *h = &g_array_index (hidden, Hidden, i);

      h->element->children = NULL;
      h->element->last = NULL;
    }

  g_mutex_lock (&self->lock);
  ctxt = xmlRelaxNGNewValidCtxt (self->compiled);
  xmlRelaxNGSetValidStructuredErrors (ctxt, schema_error_cb, &walk);
  xmlRelaxNGValidateDoc (ctxt, doc);
  xmlRelaxNGFreeValidCtxt (ctxt);
  g_mutex_unlock (&self->lock);

  for (guint i = hidden->len; i-- > 0;)
    {
      Hidden *h = &g_array_index (hidden, Hidden, i);

      h->element->children = h->children;
      h->element->last = h->last;
    }
  for (guint i = aside->len; i-- > 0;)
    {
      SetAside *a = &g_array_index (aside, SetAside, i);

      if (a->next != NULL)
        xmlAddPrevSibling (a->next, a->node);
      else
        xmlAddChild (a->parent, a->node);
    }
}
