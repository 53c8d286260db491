/* sand-xml-util.c: small libxml2 helpers for the scenario reader and writer.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "sand-xml-private.h"

gboolean
_sand_xml_is_own (const xmlNode *node,
                  const char    *name)
{
  return node != NULL && node->type == XML_ELEMENT_NODE && node->ns != NULL
         && xmlStrEqual (node->ns->href, BAD_CAST SAND_XML_NS)
         && (name == NULL || xmlStrEqual (node->name, BAD_CAST name));
}

char *
_sand_xml_get_attr (const xmlNode *node,
                    const char    *name)
{
  xmlChar *value;
  char *copy;

  /* As parsed, a value is one text: copied once, not built and copied again
   * (a large table reads hundreds of thousands of them). */
  for (const xmlAttr *attr = node->properties; attr != NULL; attr = attr->next)
    if (attr->ns == NULL && xmlStrEqual (attr->name, BAD_CAST name))
      {
        const xmlNode *text = attr->children;

        if (text == NULL)
          return g_strdup ("");
        if (text->next == NULL && text->type == XML_TEXT_NODE)
          return g_strdup ((const char *) text->content);
        break;
      }
  value = xmlGetNoNsProp (node, BAD_CAST name);
  copy = g_strdup ((const char *) value);
  xmlFree (value);
  return copy;
}

char *
_sand_xml_get_text (const xmlNode *node)
{
  GString *text = g_string_new (NULL);

  /* Only the element's own text: another namespace's elements inside it are kept
   * apart as foreign content. */
  for (const xmlNode *child = node->children; child != NULL; child = child->next)
    if (child->type == XML_TEXT_NODE || child->type == XML_CDATA_SECTION_NODE)
      g_string_append (text, (const char *) child->content);
  return g_string_free (text, FALSE);
}

/* Points every reference to @from in the subtree at @to. */
static void
remap_ns (xmlNode *node,
          xmlNs   *from,
          xmlNs   *to)
{
  if (node->type != XML_ELEMENT_NODE)
    return;
  if (node->ns == from)
    node->ns = to;
  for (xmlAttr *attr = node->properties; attr != NULL; attr = attr->next)
    if (attr->ns == from)
      attr->ns = to;
  for (xmlNode *child = node->children; child != NULL; child = child->next)
    remap_ns (child, from, to);
}

void
_sand_xml_tidy_namespaces (xmlNode *root)
{
  if (root == NULL || root->type != XML_ELEMENT_NODE)
    return;

  if (root->parent != NULL && root->parent->type == XML_ELEMENT_NODE)
    {
      xmlNs **link = &root->nsDef;

      while (*link != NULL)
        {
          xmlNs *ns = *link;
          xmlNs *outer = xmlSearchNs (root->doc, root->parent, ns->prefix);

          if (outer != NULL && xmlStrEqual (outer->href, ns->href))
            {
              remap_ns (root, ns, outer);
              *link = ns->next;
              ns->next = NULL;
              xmlFreeNs (ns);
            }
          else
            link = &ns->next;
        }
    }

  for (xmlNode *child = root->children; child != NULL; child = child->next)
    _sand_xml_tidy_namespaces (child);
}

char *
_sand_xml_format_double (double value)
{
  char buf[G_ASCII_DTOSTR_BUF_SIZE];

  if (value == 0.0 || !isfinite (value))
    return g_strdup ("0"); /* also folds -0 */

  /* Plain decimals, as few as read back exactly: 10 stays "10", 0.1 "0.1". */
  for (int decimals = 0; decimals <= 20; decimals++)
    {
      char format[8];

      g_snprintf (format, sizeof format, "%%.%df", decimals);
      g_ascii_formatd (buf, sizeof buf, format, value);
      if (g_ascii_strtod (buf, NULL) == value)
        return g_strdup (buf);
    }
  /* Only tiny values get here; an exponent is still exact. */
  return g_strdup (g_ascii_formatd (buf, sizeof buf, "%.17g", value));
}
