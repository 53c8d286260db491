/* sand-ruleset-attrs.c: which unit attributes a ruleset reads, found from its
 * rules, so an editor can offer them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "sand-ruleset-private.h"

void
sand_ruleset_attr_free (SandRulesetAttr *attr)
{
  if (attr == NULL)
    return;

  g_free (attr->id);
  g_free (attr->name);
  g_strfreev (attr->values);
  g_free (attr->default_value);
  g_free (attr->description);
  g_free (attr);
}

const SandRulesetAttr *
sand_ruleset_attrs_find (GPtrArray  *attrs,
                         const char *id)
{
  g_return_val_if_fail (attrs != NULL, NULL);

  for (guint i = 0; id != NULL && i < attrs->len; i++)
    if (g_str_equal (((SandRulesetAttr *) attrs->pdata[i])->id, id))
      return attrs->pdata[i];
  return NULL;
}

static char *
join_words (char * const *words)
{
  return g_strjoinv (", ", (char **) words);
}

gboolean
sand_ruleset_attr_accepts (const SandRulesetAttr *attr,
                           const char            *value,
                           char                 **why)
{
  char *end = NULL;
  double v;

  g_return_val_if_fail (attr != NULL && value != NULL, FALSE);

  switch (attr->type)
    {
    case SAND_RULESET_ATTR_NUMBER:
    case SAND_RULESET_ATTR_LENGTH:
      v = g_ascii_strtod (value, &end);
      if (end == value || *end != '\0' || !isfinite (v))
        {
          if (why != NULL)
            *why = g_strdup (_("is not a number"));
          return FALSE;
        }
      if (v < attr->min || v > attr->max)
        {
          if (why != NULL && isfinite (attr->min) && isfinite (attr->max))
            /* Translators: the least and the most an attribute may be */
            *why = g_strdup_printf (_("is not from %g to %g"), attr->min, attr->max);
          else if (why != NULL)
            *why = g_strdup_printf (v < attr->min ? _("is less than %g") : _("is more than %g"),
                                    v < attr->min ? attr->min : attr->max);
          return FALSE;
        }
      return TRUE;
    case SAND_RULESET_ATTR_BOOLEAN:
      if (g_str_equal (value, "true") || g_str_equal (value, "false"))
        return TRUE;
      if (why != NULL)
        *why = g_strdup (_("is neither true nor false"));
      return FALSE;
    case SAND_RULESET_ATTR_CHOICE:
      if (attr->values == NULL || g_strv_contains ((const char * const *) attr->values, value))
        return TRUE;
      if (why != NULL)
        {
          g_autofree char *words = join_words (attr->values);

          /* Translators: the words an attribute may be, "once, twice" */
          *why = g_strdup_printf (_("is not one of %s"), words);
        }
      return FALSE;
    case SAND_RULESET_ATTR_UNIT:
    case SAND_RULESET_ATTR_TEXT:
    default:
      return TRUE;
    }
}

typedef struct
{
  GPtrArray  *list;   /* SandRulesetAttr, in the order first read */
  GHashTable *by_id;  /* id -> SandRulesetAttr (borrowed from list) */
} Found;

/* Words the engine gives the rules itself: the class's allowance in a mode's
 * (base), the mode, a team's pace, whether a unit moves in a group. No unit
 * carries them. */
static gboolean
unit_can_carry (const char *id)
{
  static const char * const engine[] = { "base", "mode", "team", "group", NULL };

  return !g_strv_contains (engine, id);
}

static void
add_value (SandRulesetAttr *attr,
           const char      *value)
{
  g_autoptr(GStrvBuilder) b = NULL;

  /* a declaration lists the words itself */
  if (attr->declared || (attr->values != NULL && g_strv_contains ((const char * const *) attr->values, value)))
    return;
  b = g_strv_builder_new ();
  if (attr->values != NULL)
    g_strv_builder_addv (b, (const char **) attr->values);
  g_strv_builder_add (b, value);
  g_strfreev (attr->values);
  attr->values = g_strv_builder_end (b);
}

/* A choice says more than a number or a word: it wins over what was seen first. */
static SandRulesetAttr *
found_add (Found              *found,
           const char         *id,
           SandRulesetAttrType type)
{
  SandRulesetAttr *attr;

  if (!unit_can_carry (id))
    return NULL;

  attr = g_hash_table_lookup (found->by_id, id);
  if (attr == NULL)
    {
      attr = g_new0 (SandRulesetAttr, 1);
      attr->id = g_strdup (id);
      attr->type = type;
      attr->min = -INFINITY;
      attr->max = INFINITY;
      attr->step = 1;
      g_ptr_array_add (found->list, attr);
      g_hash_table_insert (found->by_id, attr->id, attr);
    }
  else if (type == SAND_RULESET_ATTR_CHOICE && attr->type != SAND_RULESET_ATTR_UNIT && !attr->declared)
    attr->type = type;

  return attr;
}

static gboolean
is_name_char (char c)
{
  return g_ascii_isalnum (c) || c == '-' || c == '_';
}

/* Names in an allowance: "speed-mph / 2 + 3" reads a number, "stance (prone: 2,
 * standing: 6)" a choice between the words before the colons. */
static void
scan_expression (Found      *found,
                 const char *expr)
{
  SandRulesetAttr *open[16] = { NULL };
  guint depth = 0;

  for (const char *p = expr; p != NULL && *p != '\0';)
    {
      if (g_ascii_isdigit (*p) || *p == '.')
        {
          /* a number and its unit ("50m", "2in") */
          while (g_ascii_isdigit (*p) || *p == '.')
            p++;
          while (is_name_char (*p))
            p++;
        }
      else if (g_ascii_isalpha (*p))
        {
          const char *start = p;
          g_autofree char *name = NULL;

          while (is_name_char (*p))
            p++;
          name = g_strndup (start, p - start);
          while (g_ascii_isspace (*p))
            p++;
          if (*p == ':')
            {
              /* "none: …" is what a unit that says nothing gets, not a word to offer */
              if (depth > 0 && depth <= G_N_ELEMENTS (open) && open[depth - 1] != NULL
                  && !g_str_equal (name, "none"))
                add_value (open[depth - 1], name);
            }
          else if (*p == '(')
            {
              if (depth < G_N_ELEMENTS (open))
                open[depth] = found_add (found, name, SAND_RULESET_ATTR_CHOICE);
              depth++;
              p++;
            }
          else
            found_add (found, name, SAND_RULESET_ATTR_NUMBER);
        }
      else
        {
          if (*p == '(')
            {
              if (depth < G_N_ELEMENTS (open))
                open[depth] = NULL;
              depth++;
            }
          else if (*p == ')' && depth > 0)
            depth--;
          p++;
        }
    }
}

/* when="stance=standing native=jungle radio=true" */
static void
scan_when (Found              *found,
           const char * const *when)
{
  for (guint i = 0; when != NULL && when[i] != NULL; i++)
    {
      const char *eq = strchr (when[i], '=');
      g_autofree char *id = NULL;
      SandRulesetAttr *attr;
      gboolean flag;

      if (eq == NULL)
        continue;
      id = g_strndup (when[i], eq - when[i]);
      flag = g_str_equal (eq + 1, "true") || g_str_equal (eq + 1, "false");
      attr = found_add (found, id, flag ? SAND_RULESET_ATTR_BOOLEAN : SAND_RULESET_ATTR_CHOICE);
      if (attr != NULL && attr->type == SAND_RULESET_ATTR_CHOICE)
        add_value (attr, eq + 1);
    }
}

static SandRulesetAttrType
type_of_value (const char *value)
{
  char *end = NULL;

  if (g_str_equal (value, "true") || g_str_equal (value, "false"))
    return SAND_RULESET_ATTR_BOOLEAN;
  g_ascii_strtod (value, &end);
  if (end != value && *end == '\0')
    return SAND_RULESET_ATTR_NUMBER;

  return SAND_RULESET_ATTR_TEXT;
}

static gboolean
applies (const char * const *classes,
         const char         *class_id)
{
  return class_id == NULL || classes == NULL || g_strv_contains (classes, class_id);
}

static gboolean
class_uses_mode (const SandRulesetUnitClass *klass,
                 const char                 *mode_id)
{
  return klass->modes == NULL || g_strv_contains ((const char * const *) klass->modes, mode_id);
}

static int
compare_strings (const void *a,
                 const void *b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

static void
scan_class (SandRuleset                *self,
            Found                      *found,
            const SandRulesetUnitClass *klass)
{
  g_autofree gpointer *keys = NULL;
  guint n_keys;

  scan_expression (found, klass->allowance);
  for (guint i = 0; i < self->modes->len; i++)
    {
      const SandRulesetMode *mode = self->modes->pdata[i];

      if (class_uses_mode (klass, mode->id))
        scan_expression (found, mode->allowance);
    }

  /* In a steady order, whatever the hash table's. */
  keys = g_hash_table_get_keys_as_array (klass->defaults, &n_keys);
  qsort (keys, n_keys, sizeof (gpointer), compare_strings);
  for (guint i = 0; i < n_keys; i++)
    found_add (found, keys[i], type_of_value (g_hash_table_lookup (klass->defaults, keys[i])));

  if (klass->animals != NULL)
    {
      found_add (found, "animals", SAND_RULESET_ATTR_TEXT);
      found_add (found, "load", SAND_RULESET_ATTR_NUMBER);
    }
}

/* Goings a rule names ("going", "up", "walls"…) carry filters of their own. */
static void
scan_goings (SandRuleset *self,
             Found       *found,
             const char  *class_id,
             GHashTable  *seen)
{
  GHashTableIter iter;
  gpointer value;

  g_hash_table_iter_init (&iter, self->goings);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    {
      SandGoingDef *def = value;

      if (!g_hash_table_contains (seen, def->id))
        continue;
      for (guint i = 0; i < def->parts->len; i++)
        {
          SandGoingPart *part = def->parts->pdata[i];

          if (applies ((const char * const *) part->classes, class_id))
            scan_when (found, (const char * const *) part->when);
        }
    }
}

static void
note_goings (GHashTable *seen,
             GHashTable *attrs)
{
  GHashTableIter iter;
  gpointer value;

  /* Any attribute may name goings ("slow difficult"); unknown words are harmless. */
  g_hash_table_iter_init (&iter, attrs);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    {
      g_auto(GStrv) words = g_strsplit_set (value, " \t\n", -1);

      for (guint i = 0; words[i] != NULL; i++)
        if (*words[i] != '\0')
          g_hash_table_add (seen, g_strdup (words[i]));
    }
}

/* What @declared says about the attribute @attr found for a class. */
static void
take_declaration (SandRulesetAttr       *attr,
                  const SandRulesetAttr *declared)
{
  attr->type = declared->type;
  attr->declared = TRUE;
  attr->min = declared->min;
  attr->max = declared->max;
  attr->step = declared->step;
  g_free (attr->name);
  attr->name = g_strdup (declared->name);
  g_free (attr->description);
  attr->description = g_strdup (declared->description);
  if (declared->values != NULL)
    {
      g_strfreev (attr->values);
      attr->values = g_strdupv (declared->values);
    }
}

GPtrArray *
sand_ruleset_list_attributes (SandRuleset *self,
                              const char  *class_id)
{
  Found found;
  g_autoptr(GHashTable) seen = NULL;
  const SandRulesetUnitClass *only = NULL;

  g_return_val_if_fail (SAND_IS_RULESET (self), NULL);

  found.list = g_ptr_array_new_with_free_func ((GDestroyNotify) sand_ruleset_attr_free);
  found.by_id = g_hash_table_new (g_str_hash, g_str_equal);
  seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  if (class_id != NULL)
    only = sand_ruleset_find_class (self, class_id);

  /* Declarations first, in the file's order: they say exactly what a value is,
   * and what the rules read besides keeps to them. */
  for (guint i = 0; i < self->attributes->len; i++)
    {
      const SandRulesetAttr *declared = self->attributes->pdata[i];
      SandRulesetAttr *attr;

      if (!applies (self->attribute_classes->pdata[i], only != NULL ? only->id : class_id))
        continue;
      attr = found_add (&found, declared->id, declared->type);
      if (attr != NULL)
        take_declaration (attr, declared);
    }

  for (guint i = 0; i < self->classes->len; i++)
    {
      const SandRulesetUnitClass *klass = self->classes->pdata[i];

      if (only == NULL ? class_id == NULL : klass == only)
        scan_class (self, &found, klass);
    }

  for (guint i = 0; i < self->rules->len; i++)
    {
      SandRule *rule = self->rules->pdata[i];

      if (!applies ((const char * const *) rule->classes, class_id))
        continue;
      scan_when (&found, (const char * const *) rule->when);
      note_goings (seen, rule->attrs);
      /* a structure's floors: the engine reads which one the unit stands on */
      if (rule->type == SAND_RULE_STRUCTURE)
        found_add (&found, "floor", SAND_RULESET_ATTR_NUMBER);
    }
  scan_goings (self, &found, class_id, seen);

  if (self->specials->len > 0)
    found_add (&found, "special", SAND_RULESET_ATTR_TEXT);

  for (guint i = 0; i < found.list->len; i++)
    {
      SandRulesetAttr *attr = found.list->pdata[i];

      /* Read by a rule beyond the classes its declaration names (a wagon's
       * walk reads unloaded-from, declared for men): still the attribute the
       * file describes, by its name and words. */
      if (!attr->declared)
        for (guint k = 0; k < self->attributes->len; k++)
          if (g_str_equal (((SandRulesetAttr *) self->attributes->pdata[k])->id, attr->id))
            {
              take_declaration (attr, self->attributes->pdata[k]);
              break;
            }
      attr->default_value = g_strdup (_sand_ruleset_attr_default (self, only != NULL ? only->id : NULL, attr->id));
    }

  g_hash_table_unref (found.by_id);

  return found.list;
}

char **
sand_ruleset_list_unit_links (SandRuleset *self)
{
  g_autoptr (GStrvBuilder) links = g_strv_builder_new ();

  g_return_val_if_fail (SAND_IS_RULESET (self), NULL);

  for (guint i = 0; i < self->attributes->len; i++)
    {
      const SandRulesetAttr *declared = self->attributes->pdata[i];

      if (declared->type == SAND_RULESET_ATTR_UNIT)
        g_strv_builder_add (links, declared->id);
    }
  return g_strv_builder_end (links);
}
