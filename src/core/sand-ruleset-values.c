/* sand-ruleset-values.c: what a ruleset's schema cannot say about its values.
 *
 * An id given twice to modes, classes, attributes, specials or a team's
 * animals (the second was listed beside the first, or hid it); an allowance that
 * is a number below 0 (it became 0 without a word); a fraction, weight or
 * distance below 0; a count of animals that is not a whole number. Each is
 * refused at its line.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "sand-ruleset-loader-private.h"

/* Elements whose ids must differ from their like's (goings are checked where
 * they are read, with the built-in ones) */
static const char *const identified[] = { "mode", "class", "attribute", "special", "animal" };

/* Attributes that are an amount of something, never below 0, as "element attribute" */
static const char *const not_negative[] = { "tier fraction", "rate value", "animal pull",
                                            "enemies no-go", "enemies zoc-radius",
                                            "structure opening-width", "sight range",
                                            "weapon range" };

/* Attributes that count things one by one */
static const char *const whole[] = { "pace needed-at-most" };

static gboolean
is_in (const char *const *names,
       guint              n,
       const char        *name)
{
  for (guint i = 0; i < n; i++)
    if (g_str_equal (names[i], name))
      return TRUE;
  return FALSE;
}

/* An allowance that is a plain number (or a sum of them) below 0; one that
 * reads a unit's attributes is checked when it is worked out. */
static void
check_allowance (const xmlNode   *node,
                 SandXmlProblems *problems)
{
  g_autofree char *text = _sand_xml_get_attr (node, "allowance");
  double           value;

  if (text != NULL && sand_ruleset_eval (text, NULL, NULL, 10, &value, NULL) && value < 0)
    _sand_xml_problems_add_at (problems, node,
                               _ ("allowance=\"%s\" of <%s> is less than 0: an allowance is how "
                                  "far a unit may move, 0 or more"),
                               text, (const char *) node->name);
}

static void
check_numbers (const xmlNode   *node,
               SandXmlProblems *problems)
{
  for (const xmlAttr *attr = node->properties; attr != NULL; attr = attr->next)
    {
      const char      *name = (const char *) attr->name;
      g_autofree char *key = g_strdup_printf ("%s %s", (const char *) node->name, name);
      g_autofree char *text = NULL;
      char            *end = NULL;
      double           value;

      if (attr->ns != NULL)
        continue;
      if (!is_in (not_negative, G_N_ELEMENTS (not_negative), key) && !is_in (whole, G_N_ELEMENTS (whole), key))
        continue;
      text = _sand_xml_get_attr (node, name);
      value = g_ascii_strtod (text, &end);
      if (end == text || *end != '\0')
        continue; /* not a number: the schema says so */
      if (value < 0)
        _sand_xml_problems_add_at (problems, node, _ ("%s=\"%s\" of <%s> is less than 0"), name,
                                   text, (const char *) node->name);
      else if (is_in (whole, G_N_ELEMENTS (whole), key) && value != (double) (gint64) value)
        _sand_xml_problems_add_at (problems, node,
                                   _ ("%s=\"%s\" of <%s> is not a whole number: it counts animals"),
                                   name, text, (const char *) node->name);
    }
}

/* @seen: "element id" → the line it was first given on, for @node's siblings */
static void
check_id (const xmlNode   *node,
          GHashTable      *seen,
          SandXmlProblems *problems)
{
  g_autofree char *id = NULL;
  char            *key;
  gpointer         first;

  if (!is_in (identified, G_N_ELEMENTS (identified), (const char *) node->name))
    return;
  id = _sand_xml_get_attr (node, "id");
  if (id == NULL)
    return;
  key = g_strdup_printf ("%s %s", (const char *) node->name, id);
  if (g_hash_table_lookup_extended (seen, key, NULL, &first))
    {
      /* Translators: an element's name, its id, then the line of the first with that id */
      _sand_xml_problems_add_at (problems, node,
                                 _ ("<%s id=\"%s\"> is given twice: the first is on line %ld"),
                                 (const char *) node->name, id, (long) GPOINTER_TO_SIZE (first));
      g_free (key);
      return;
    }
  g_hash_table_insert (seen, key, GSIZE_TO_POINTER ((gsize) xmlGetLineNo (node)));
}

static void
check_children (const xmlNode   *parent,
                SandXmlProblems *problems)
{
  g_autoptr (GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (const xmlNode *node = parent->children; node != NULL; node = node->next)
    {
      if (!_sand_ruleset_loader_is_own (node, NULL))
        continue;
      check_id (node, seen, problems);
      if (_sand_ruleset_loader_is_own (node, "class") || _sand_ruleset_loader_is_own (node, "mode") ||
          _sand_ruleset_loader_is_own (node, "pace"))
        check_allowance (node, problems);
      check_numbers (node, problems);
      check_children (node, problems);
    }
}

void
_sand_ruleset_check_values (const xmlNode   *root,
                            SandXmlProblems *problems)
{
  check_children (root, problems);
}
