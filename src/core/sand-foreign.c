/* sand-foreign.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "sand-foreign.h"
#include "sand-xml-private.h"

typedef struct
{
  char *href;
  char *prefix; /* as found; reused on save when it is free */
  char *name;
  char *value;
} ForeignAttr;

typedef struct
{
  xmlNode *node;    /* a deep copy owned here, outside any document */
  guint after;      /* how many own elements preceded it */
  char *after_name; /* the own element just before it, the after_nth of that name */
  guint after_nth;
} ForeignChild;

typedef struct
{
  char *prefix; /* NULL: the default namespace */
  char *href;
} NsDecl;

struct _SandForeign
{
  GPtrArray *attributes; /* ForeignAttr */
  GPtrArray *children;   /* ForeignChild */
  GPtrArray *namespaces; /* NsDecl */
  GHashTable *sections;  /* local name → SandForeign; NULL until needed */
};

static void
foreign_attr_free (gpointer data)
{
  ForeignAttr *attr = data;

  g_free (attr->href);
  g_free (attr->prefix);
  g_free (attr->name);
  g_free (attr->value);
  g_free (attr);
}

static void
foreign_child_free (gpointer data)
{
  ForeignChild *child = data;

  xmlFreeNode (child->node);
  g_free (child->after_name);
  g_free (child);
}

static void
ns_decl_free (gpointer data)
{
  NsDecl *decl = data;

  g_free (decl->prefix);
  g_free (decl->href);
  g_free (decl);
}

static ForeignAttr *
foreign_attr_new (const char *href,
                  const char *prefix,
                  const char *name,
                  const char *value)
{
  ForeignAttr *attr = g_new0 (ForeignAttr, 1);

  attr->href = g_strdup (href);
  attr->prefix = g_strdup (prefix);
  attr->name = g_strdup (name);
  attr->value = g_strdup (value);
  return attr;
}

static ForeignChild *
foreign_child_new (const xmlNode *node,
                   guint          after,
                   const char    *after_name,
                   guint          after_nth)
{
  ForeignChild *child = g_new0 (ForeignChild, 1);

  child->node = xmlCopyNode ((xmlNode *) node, 1);
  child->after = after;
  child->after_name = g_strdup (after_name);
  child->after_nth = after_nth;
  return child;
}

static NsDecl *
ns_decl_new (const char *prefix,
             const char *href)
{
  NsDecl *decl = g_new0 (NsDecl, 1);

  decl->prefix = g_strdup (prefix);
  decl->href = g_strdup (href);
  return decl;
}

SandForeign *
sand_foreign_new (void)
{
  SandForeign *self = g_new0 (SandForeign, 1);

  self->attributes = g_ptr_array_new_with_free_func (foreign_attr_free);
  self->children = g_ptr_array_new_with_free_func (foreign_child_free);
  self->namespaces = g_ptr_array_new_with_free_func (ns_decl_free);
  return self;
}

SandForeign *
sand_foreign_copy (const SandForeign *self)
{
  SandForeign *copy;

  g_return_val_if_fail (self != NULL, NULL);

  copy = sand_foreign_new ();
  for (guint i = 0; i < self->attributes->len; i++)
    {
      const ForeignAttr *attr = g_ptr_array_index (self->attributes, i);
      g_ptr_array_add (copy->attributes,
                       foreign_attr_new (attr->href, attr->prefix, attr->name, attr->value));
    }
  for (guint i = 0; i < self->children->len; i++)
    {
      const ForeignChild *child = g_ptr_array_index (self->children, i);
      g_ptr_array_add (copy->children, foreign_child_new (child->node, child->after,
                                                          child->after_name, child->after_nth));
    }
  for (guint i = 0; i < self->namespaces->len; i++)
    {
      const NsDecl *decl = g_ptr_array_index (self->namespaces, i);
      g_ptr_array_add (copy->namespaces, ns_decl_new (decl->prefix, decl->href));
    }
  if (self->sections != NULL)
    {
      GHashTableIter iter;
      gpointer key, value;

      copy->sections = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                              (GDestroyNotify) sand_foreign_free);
      g_hash_table_iter_init (&iter, self->sections);
      while (g_hash_table_iter_next (&iter, &key, &value))
        g_hash_table_insert (copy->sections, g_strdup (key), sand_foreign_copy (value));
    }
  return copy;
}

void
sand_foreign_free (SandForeign *self)
{
  if (self == NULL)
    return;
  g_ptr_array_unref (self->attributes);
  g_ptr_array_unref (self->children);
  g_ptr_array_unref (self->namespaces);
  g_clear_pointer (&self->sections, g_hash_table_unref);
  g_free (self);
}

gboolean
sand_foreign_is_empty (const SandForeign *self)
{
  g_return_val_if_fail (self != NULL, TRUE);

  if (self->attributes->len > 0 || self->children->len > 0)
    return FALSE;
  if (self->sections != NULL)
    {
      GHashTableIter iter;
      gpointer value;

      g_hash_table_iter_init (&iter, self->sections);
      while (g_hash_table_iter_next (&iter, NULL, &value))
        if (!sand_foreign_is_empty (value))
          return FALSE;
    }
  return TRUE;
}

guint
sand_foreign_n_children (const SandForeign *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->children->len;
}

guint
sand_foreign_n_attributes (const SandForeign *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->attributes->len;
}

static char *
node_to_string (xmlNode *node)
{
  xmlBuffer *buffer = xmlBufferCreate ();
  char *str;

  xmlNodeDump (buffer, NULL, node, 0, 0);
  str = g_strdup ((const char *) xmlBufferContent (buffer));
  xmlBufferFree (buffer);
  return str;
}

static gboolean
sections_equal (GHashTable *a,
                GHashTable *b)
{
  GHashTableIter iter;
  gpointer key, value;

  /* A missing section and an empty one mean the same. */
  if (a != NULL)
    {
      g_hash_table_iter_init (&iter, a);
      while (g_hash_table_iter_next (&iter, &key, &value))
        {
          SandForeign *other = b != NULL ? g_hash_table_lookup (b, key) : NULL;

          if (other == NULL ? !sand_foreign_is_empty (value) : !sand_foreign_equal (value, other))
            return FALSE;
        }
    }
  if (b != NULL)
    {
      g_hash_table_iter_init (&iter, b);
      while (g_hash_table_iter_next (&iter, &key, &value))
        if ((a == NULL || !g_hash_table_contains (a, key)) && !sand_foreign_is_empty (value))
          return FALSE;
    }
  return TRUE;
}

gboolean
sand_foreign_equal (const SandForeign *a,
                    const SandForeign *b)
{
  g_return_val_if_fail (a != NULL && b != NULL, FALSE);

  if (a->attributes->len != b->attributes->len || a->children->len != b->children->len)
    return FALSE;

  for (guint i = 0; i < a->attributes->len; i++)
    {
      const ForeignAttr *x = g_ptr_array_index (a->attributes, i);
      const ForeignAttr *y = g_ptr_array_index (b->attributes, i);

      if (g_strcmp0 (x->href, y->href) != 0 || g_strcmp0 (x->name, y->name) != 0
          || g_strcmp0 (x->value, y->value) != 0)
        return FALSE;
    }

  for (guint i = 0; i < a->children->len; i++)
    {
      const ForeignChild *x = g_ptr_array_index (a->children, i);
      const ForeignChild *y = g_ptr_array_index (b->children, i);
      g_autofree char *xs = NULL;
      g_autofree char *ys = NULL;

      if (x->after != y->after || g_strcmp0 (x->after_name, y->after_name) != 0
          || x->after_nth != y->after_nth)
        return FALSE;
      xs = node_to_string (x->node);
      ys = node_to_string (y->node);
      if (strcmp (xs, ys) != 0)
        return FALSE;
    }

  return sections_equal (a->sections, b->sections);
}

/* Private API */

gboolean
_sand_foreign_has_content (const xmlNode *element,
                           gboolean       all_children)
{
  for (const xmlNs *ns = element->nsDef; ns != NULL; ns = ns->next)
    if (!xmlStrEqual (ns->href, BAD_CAST SAND_XML_NS))
      return TRUE;
  for (const xmlAttr *attr = element->properties; attr != NULL; attr = attr->next)
    if (attr->ns != NULL && !xmlStrEqual (attr->ns->href, BAD_CAST SAND_XML_NS))
      return TRUE;
  for (const xmlNode *child = element->children; child != NULL; child = child->next)
    if (all_children || (child->type == XML_ELEMENT_NODE && !_sand_xml_is_own (child, NULL)))
      return TRUE;
  return FALSE;
}

void
_sand_foreign_collect (SandForeign   *self,
                       const xmlNode *element,
                       gboolean       all_children)
{
  g_autoptr (GHashTable) seen_by_name = NULL;
  const char *last_own = NULL;
  guint own_seen = 0, last_nth = 0;

  g_return_if_fail (self != NULL);
  g_return_if_fail (element != NULL && element->type == XML_ELEMENT_NODE);

  /* Most elements of a file hold nothing foreign: nothing to set up for them. */
  if (!_sand_foreign_has_content (element, all_children))
    return;
  seen_by_name = g_hash_table_new (g_str_hash, g_str_equal);

  for (const xmlNs *ns = element->nsDef; ns != NULL; ns = ns->next)
    if (!xmlStrEqual (ns->href, BAD_CAST SAND_XML_NS))
      g_ptr_array_add (self->namespaces,
                       ns_decl_new ((const char *) ns->prefix, (const char *) ns->href));

  for (const xmlAttr *attr = element->properties; attr != NULL; attr = attr->next)
    {
      g_autofree char *value = NULL;

      /* Unqualified attributes are ours (or invalid, which the schema reports). */
      if (attr->ns == NULL || xmlStrEqual (attr->ns->href, BAD_CAST SAND_XML_NS))
        continue;
      value = (char *) xmlNodeGetContent ((xmlNode *) attr);
      g_ptr_array_add (self->attributes,
                       foreign_attr_new ((const char *) attr->ns->href,
                                         (const char *) attr->ns->prefix,
                                         (const char *) attr->name,
                                         value != NULL ? value : ""));
    }

  for (const xmlNode *child = element->children; child != NULL; child = child->next)
    {
      if (all_children)
        g_ptr_array_add (self->children, foreign_child_new (child, 0, NULL, 0));
      else if (_sand_xml_is_own (child, NULL))
        {
          last_own = (const char *) child->name;
          last_nth = GPOINTER_TO_UINT (g_hash_table_lookup (seen_by_name, last_own)) + 1;
          g_hash_table_insert (seen_by_name, (gpointer) last_own, GUINT_TO_POINTER (last_nth));
          own_seen++;
        }
      else if (child->type == XML_ELEMENT_NODE)
        g_ptr_array_add (self->children, foreign_child_new (child, own_seen, last_own, last_nth));
    }
}

/* A namespace in scope at @element for @href, declared there when missing. */
static xmlNs *
ensure_ns (xmlNode    *element,
           const char *href,
           const char *prefix)
{
  xmlNs *ns = xmlSearchNsByHref (element->doc, element, BAD_CAST href);

  if (ns != NULL && ns->prefix != NULL)
    return ns;

  /* Attributes need a prefix; invent one when the file's own is taken. */
  if (prefix == NULL || xmlSearchNs (element->doc, element, BAD_CAST prefix) != NULL)
    {
      for (guint n = 1;; n++)
        {
          g_autofree char *candidate = g_strdup_printf ("ns%u", n);

          if (xmlSearchNs (element->doc, element, BAD_CAST candidate) == NULL)
            return xmlNewNs (element, BAD_CAST href, BAD_CAST candidate);
        }
    }
  return xmlNewNs (element, BAD_CAST href, BAD_CAST prefix);
}

/* The @n-th (1-based) child element of @element in the scenario namespace, of
 * that @name when it is not NULL. */
static xmlNode *
nth_own_child (xmlNode    *element,
               const char *name,
               guint       n)
{
  guint seen = 0;

  for (xmlNode *child = element->children; child != NULL; child = child->next)
    if (_sand_xml_is_own (child, name) && ++seen == n)
      return child;
  return NULL;
}

void
_sand_foreign_write (const SandForeign *self,
                     xmlNode           *element)
{
  xmlNode *last = NULL;
  guint last_after = 0;

  g_return_if_fail (self != NULL);
  g_return_if_fail (element != NULL && element->doc != NULL);

  for (guint i = 0; i < self->namespaces->len; i++)
    {
      const NsDecl *decl = g_ptr_array_index (self->namespaces, i);

      /* Fails harmlessly when the prefix is already declared here. */
      xmlNewNs (element, BAD_CAST decl->href, BAD_CAST decl->prefix);
    }

  for (guint i = 0; i < self->attributes->len; i++)
    {
      const ForeignAttr *attr = g_ptr_array_index (self->attributes, i);
      xmlNs *ns = ensure_ns (element, attr->href, attr->prefix);

      xmlSetNsProp (element, ns, BAD_CAST attr->name, BAD_CAST attr->value);
    }

  for (guint i = 0; i < self->children->len; i++)
    {
      const ForeignChild *child = g_ptr_array_index (self->children, i);
      xmlNode *copy = xmlDocCopyNode (child->node, element->doc, 1);
      xmlNode *anchor;

      /* After the same element of ours as when read, though the writer may have
       * added others the file left out (a <grid> before its <weather>); by
       * count when that one is gone. */
      if (last != NULL && child->after == last_after)
        anchor = last;
      else if (child->after == 0)
        anchor = NULL;
      else if ((anchor = nth_own_child (element, child->after_name, child->after_nth)) == NULL)
        anchor = nth_own_child (element, NULL, child->after);

      if (anchor != NULL)
        xmlAddNextSibling (anchor, copy);
      else if (child->after == 0 && element->children != NULL)
        xmlAddPrevSibling (element->children, copy);
      else
        xmlAddChild (element, copy);

      last = copy;
      last_after = child->after;
    }
}

SandForeign *
_sand_foreign_get_section (SandForeign *self,
                           const char  *name)
{
  SandForeign *section;

  g_return_val_if_fail (self != NULL && name != NULL, NULL);

  if (self->sections == NULL)
    self->sections = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                            (GDestroyNotify) sand_foreign_free);
  section = g_hash_table_lookup (self->sections, name);
  if (section == NULL)
    {
      section = sand_foreign_new ();
      g_hash_table_insert (self->sections, g_strdup (name), section);
    }
  return section;
}

SandForeign *
_sand_foreign_lookup_section (const SandForeign *self,
                              const char        *name)
{
  g_return_val_if_fail (self != NULL && name != NULL, NULL);

  return self->sections != NULL ? g_hash_table_lookup (self->sections, name) : NULL;
}
