/* sand-ruleset-loader.c: reading a ruleset file.
 *
 * The same discipline as scenarios: no DTD or entities, validation against the
 * bundled schema, then the checks a schema cannot make (unknown goings, kinds,
 * modes, expressions), every problem reported as "file:line: message".
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "sand-error.h"
#include "sand-ruleset-loader-private.h"
#include "sand-xml-private.h"

static gboolean
is_own (const xmlNode *node,
        const char    *name)
{
  return node->type == XML_ELEMENT_NODE && node->ns != NULL &&
         xmlStrEqual (node->ns->href, BAD_CAST SAND_RULESET_NS) &&
         (name == NULL || xmlStrEqual (node->name, BAD_CAST name));
}

static char *
prop (const xmlNode *node,
      const char    *name)
{
  xmlChar *v = xmlGetNoNsProp (node, BAD_CAST name);
  char    *copy = g_strdup ((const char *) v);

  xmlFree (v);
  return copy;
}

static char *
text_of (const xmlNode *node)
{
  xmlChar         *v = xmlNodeGetContent (node);
  g_autofree char *copy = g_strdup ((const char *) v);

  xmlFree (v);
  /* notes are wrapped for reading: collapse the layout */
  g_auto (GStrv) words = g_strsplit_set (g_strstrip (copy), " \t\n", -1);
  GStrvBuilder  *b = g_strv_builder_new ();
  for (guint i = 0; words[i]; i++)
    if (*words[i])
      g_strv_builder_add (b, words[i]);
  g_auto (GStrv) kept = g_strv_builder_end (b);
  g_strv_builder_unref (b);
  return g_strjoinv (" ", kept);
}

static char **
prop_list (const xmlNode *node,
           const char    *name)
{
  g_autofree char *v = prop (node, name);
  if (v == NULL)
    return NULL;
  g_auto (GStrv) parts = g_strsplit_set (v, " \t\n", -1);
  GStrvBuilder  *b = g_strv_builder_new ();
  for (guint i = 0; parts[i]; i++)
    if (*parts[i])
      g_strv_builder_add (b, parts[i]);
  char **list = g_strv_builder_end (b);
  g_strv_builder_unref (b);
  return list;
}

typedef struct
{
  SandRuleset     *rs;
  SandXmlProblems *problems;
  GPtrArray       *going_refs; /* (xmlNode*, attribute name) pairs to check at the end */
} Build;

/* An attribute the schema requires. The rest of the file is still read for its
 * own problems, so a missing one is named here (the schema's own message only
 * says the element failed) and read as an empty string, which matches nothing
 * where a NULL id would be looked up. */
static char *
required_prop (Build         *b,
               const xmlNode *node,
               const char    *name)
{
  char *v = prop (node, name);

  if (v != NULL)
    return v;
  _sand_xml_problems_add_at (b->problems, node, _ ("<%s> is missing its “%s” attribute"),
                             (const char *) node->name, name);
  return g_strdup ("");
}

static gboolean
parse_number (Build         *b,
              const xmlNode *node,
              const char    *name,
              double        *out)
{
  g_autofree char *v = prop (node, name);
  char            *end = NULL;

  if (v == NULL)
    return FALSE;
  *out = g_ascii_strtod (v, &end);
  if (end == v || *end != '\0')
    {
      _sand_xml_problems_add_at (b->problems, node, _ ("%s=\"%s\" is not a number"), name, v);
      return FALSE;
    }
  return TRUE;
}

static const char *
dummy_attr (const char *name,
            gpointer    data)
{
  return "1";
}

static void
check_expression (Build         *b,
                  const xmlNode *node,
                  const char    *expr)
{
  g_autoptr (GError) error = NULL;
  double             v;

  /* NOT_FOUND: a choice the dummy unit does not match; the syntax was checked */
  if (expr != NULL && !sand_ruleset_eval (expr, dummy_attr, NULL, 10, &v, &error) &&
      !g_error_matches (error, SAND_ERROR, SAND_ERROR_NOT_FOUND))
    _sand_xml_problems_add_at (b->problems, node, "%s", error->message);
}

static void
add_note (Build         *b,
          const xmlNode *owner,
          const xmlNode *note)
{
  g_autofree char *text = text_of (note);
  g_autofree char *id = prop (owner, "id");
  g_autofree char *kinds = prop (owner, "kinds");
  const char      *what = id != NULL ? id : (kinds != NULL ? kinds : (const char *) owner->name);

  g_ptr_array_add (b->rs->notes, g_strdup_printf ("%s: %s", what, text));
}

static void
read_notes (Build         *b,
            const xmlNode *owner)
{
  for (const xmlNode *c = owner->children; c; c = c->next)
    if (is_own (c, "note"))
      add_note (b, owner, c);
}

/* <team max="40"><animal id="horse" pull="1"><pace mode="walk" allowance="50m"/>… */
static void
read_team (Build                *b,
           SandRulesetUnitClass *c,
           const xmlNode        *node)
{
  double max = 0;

  if (parse_number (b, node, "max", &max))
    c->max_animals = (guint) MAX (max, 0);
  c->animals = g_ptr_array_new_with_free_func (sand_ruleset_animal_free);
  for (const xmlNode *n = node->children; n; n = n->next)
    {
      if (!is_own (n, "animal"))
        continue;
      SandRulesetAnimal *a = g_new0 (SandRulesetAnimal, 1);
      a->id = required_prop (b, n, "id");
      parse_number (b, n, "pull", &a->pull);
      a->paces = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
      a->needed_limit = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
      for (const xmlNode *p = n->children; p; p = p->next)
        {
          if (!is_own (p, "pace"))
            continue;
          char  *mode = required_prop (b, p, "mode"), *allowance = required_prop (b, p, "allowance"), *limit = prop (p, "needed-at-most");
          double v;
          check_expression (b, p, allowance);
          if (limit)
            parse_number (b, p, "needed-at-most", &v);
          if (sand_ruleset_find_mode (b->rs, mode) == NULL)
            _sand_xml_problems_add_at (b->problems, p, _ ("the pace names the mode “%s”, which is not defined before it"),
                                       mode);
          if (limit)
            g_hash_table_insert (a->needed_limit, g_strdup (mode), limit);
          g_hash_table_insert (a->paces, mode, allowance);
        }
      read_notes (b, n);
      g_ptr_array_add (c->animals, a);
    }
  read_notes (b, node);
}

/* Whether the file defines class @id itself (the default class stands for others). */
static gboolean
class_named (SandRuleset *rs,
             const char  *id)
{
  const SandRulesetUnitClass *c = sand_ruleset_find_class (rs, id);

  return c != NULL && g_str_equal (c->id, id);
}

static void
read_class (Build         *b,
            const xmlNode *node)
{
  SandRulesetUnitClass *c = g_new0 (SandRulesetUnitClass, 1);

  c->id = required_prop (b, node, "id");
  c->name = prop (node, "name");
  c->allowance = prop (node, "allowance");
  c->modes = prop_list (node, "modes");
  g_autofree char *is_default = prop (node, "default");
  c->is_default = g_strcmp0 (is_default, "true") == 0;
  for (guint i = 0; c->is_default && i < b->rs->classes->len; i++)
    if (((SandRulesetUnitClass *) g_ptr_array_index (b->rs->classes, i))->is_default)
      _sand_xml_problems_add_at (b->problems, node, _ ("the class “%s” is a second default class: one at most"),
                                 c->id ? c->id : "");
  c->defaults = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  for (const xmlNode *d = node->children; d; d = d->next)
    if (is_own (d, "default"))
      g_hash_table_insert (c->defaults, required_prop (b, d, "attribute"), required_prop (b, d, "value"));
    else if (is_own (d, "team"))
      read_team (b, c, d);
  if (c->allowance == NULL)
    c->allowance = g_strdup ("0");
  check_expression (b, node, c->allowance);
  if (c->name == NULL)
    c->name = g_strdup (c->id);
  read_notes (b, node);
  g_ptr_array_add (b->rs->classes, c);
}

static void
read_mode (Build         *b,
           const xmlNode *node)
{
  SandRulesetMode *m = g_new0 (SandRulesetMode, 1);

  m->id = required_prop (b, node, "id");
  m->name = prop (node, "name");
  m->allowance = prop (node, "allowance");
  g_autofree char *straight = prop (node, "straight");
  m->straight = g_strcmp0 (straight, "true") == 0;
  if (m->name == NULL)
    m->name = g_strdup (m->id);
  check_expression (b, node, m->allowance);
  read_notes (b, node);
  g_ptr_array_add (b->rs->modes, m);
}

/* <attribute id="officer" type="unit" name="Officer"/>: an attribute a unit may
 * carry, declared so validate can check it and an editor can offer it. */
static void
read_attribute (Build         *b,
                const xmlNode *node)
{
  static const char *const types[] = { "number", "boolean", "choice", "text", "unit", "length" };
  SandRulesetAttr         *a = g_new0 (SandRulesetAttr, 1);
  g_autofree char         *type = prop (node, "type");
  g_autofree char         *why = NULL;

  a->id = required_prop (b, node, "id");
  a->name = prop (node, "name");
  a->values = prop_list (node, "values");
  a->default_value = prop (node, "default");
  a->declared = TRUE;
  a->type = SAND_RULESET_ATTR_TEXT;
  for (guint i = 0; i < G_N_ELEMENTS (types); i++)
    if (g_strcmp0 (type, types[i]) == 0)
      a->type = (SandRulesetAttrType) i;
  a->min = -INFINITY;
  a->max = INFINITY;
  parse_number (b, node, "min", &a->min);
  parse_number (b, node, "max", &a->max);
  a->step = 1;
  if (parse_number (b, node, "step", &a->step) && !(a->step > 0))
    _sand_xml_problems_add_at (b->problems, node, _ ("the attribute “%s” has step=\"%g\", not over 0"), a->id,
                               a->step);
  for (const xmlNode *c = node->children; c; c = c->next)
    if (is_own (c, "description"))
      {
        g_free (a->description);
        a->description = text_of (c);
      }
  if (a->type == SAND_RULESET_ATTR_CHOICE && a->values == NULL)
    _sand_xml_problems_add_at (b->problems, node, _ ("the attribute “%s” is a choice but lists no values"),
                               a->id ? a->id : "");
  if (a->min > a->max)
    _sand_xml_problems_add_at (b->problems, node, _ ("the attribute “%s” has min=\"%g\" over max=\"%g\""),
                               a->id, a->min, a->max);
  else if (a->default_value != NULL && !sand_ruleset_attr_accepts (a, a->default_value, &why))
    /* Translators: an attribute id, its default value, then what is wrong with it */
    _sand_xml_problems_add_at (b->problems, node, _ ("the default of the attribute “%s”, “%s”, %s"),
                               a->id, a->default_value, why);
  read_notes (b, node);
  g_ptr_array_add (b->rs->attributes, a);
  g_ptr_array_add (b->rs->attribute_classes, prop_list (node, "classes"));
}

static SandRounding
parse_round (Build         *b,
             const xmlNode *node)
{
  g_autofree char *r = prop (node, "round");

  if (r == NULL || g_str_equal (r, "none"))
    return SAND_ROUND_NONE;
  if (g_str_equal (r, "down"))
    return SAND_ROUND_DOWN;
  if (g_str_equal (r, "up"))
    return SAND_ROUND_UP;
  if (g_str_equal (r, "nearest"))
    return SAND_ROUND_NEAREST;
  _sand_xml_problems_add_at (b->problems, node, _ ("round=\"%s\" is not one of down, up, nearest, none"), r);
  return SAND_ROUND_NONE;
}

/* "50m" or "5": inches, metres converted later with the ground scale; here the
 * default scale of 10 m/in keeps the file's meaning checkable. */
static gboolean
parse_length (Build         *b,
              const xmlNode *node,
              const char    *name,
              double        *out)
{
  g_autofree char   *v = prop (node, name);
  g_autoptr (GError) error = NULL;

  if (v == NULL)
    return FALSE;
  if (!sand_ruleset_eval (v, NULL, NULL, 10, out, &error))
    {
      _sand_xml_problems_add_at (b->problems, node, "%s", error->message);
      return FALSE;
    }
  return TRUE;
}

static void
read_going (Build         *b,
            const xmlNode *node)
{
  SandGoingDef *d = g_new0 (SandGoingDef, 1);

  d->id = required_prop (b, node, "id");
  d->name = prop (node, "name");
  d->parts = g_ptr_array_new_with_free_func (sand_going_part_free);
  if (d->name == NULL)
    d->name = g_strdup (d->id);
  for (const xmlNode *c = node->children; c; c = c->next)
    {
      if (!is_own (c, NULL))
        continue;
      if (is_own (c, "note"))
        {
          add_note (b, node, c);
          continue;
        }
      SandGoingPart *p = g_new0 (SandGoingPart, 1);
      p->what = g_strdup ((const char *) c->name);
      p->classes = prop_list (c, "classes");
      p->modes = prop_list (c, "modes");
      p->when = prop_list (c, "when");
      if (!parse_number (b, c, "value", &p->value) && parse_length (b, c, "inches", &p->value))
        p->length = prop (c, "inches");
      parse_number (b, c, "fraction", &p->fraction);
      p->round = parse_round (b, c);
      g_ptr_array_add (d->parts, p);
    }
  if (d->id == NULL || g_hash_table_contains (b->rs->goings, d->id) ||
      g_str_equal (d->id, "clear") || g_str_equal (d->id, "impassable"))
    {
      _sand_xml_problems_add_at (b->problems, node, _ ("the going “%s” is defined twice (clear and impassable are built in)"),
                                 d->id ? d->id : "");
      sand_going_def_free (d);
      return;
    }
  g_hash_table_insert (b->rs->goings, d->id, d);
}

static const struct
{
  const char  *element;
  SandRuleType type;
  const char  *goings[4]; /* attributes that name goings */
} rule_elements[] = {
  { "terrain", SAND_RULE_TERRAIN, { "going", "leave" } },
  { "obstacle", SAND_RULE_OBSTACLE, { "going" } },
  { "levels", SAND_RULE_LEVELS, { "up", "down" } },
  { "structure", SAND_RULE_STRUCTURE, { "walls", "floor-up", "floor-down", "base" } },
  { "friends", SAND_RULE_FRIENDS, { "same-team", "other" } },
  { "enemies", SAND_RULE_ENEMIES, { NULL } },
  { "opening", SAND_RULE_OPENING, { "going" } },
  { "road-bonus", SAND_RULE_ROAD_BONUS, { NULL } },
  { "ground", SAND_RULE_GROUND, { "going" } },
  { "weather", SAND_RULE_WEATHER, { NULL } },
  { "board", SAND_RULE_BOARD, { "going" } },
  { "show", SAND_RULE_SHOW, { NULL } },
};

static gboolean
read_rule (Build         *b,
           const xmlNode *node,
           const char    *special)
{
  for (guint t = 0; t < G_N_ELEMENTS (rule_elements); t++)
    {
      if (!is_own (node, rule_elements[t].element))
        continue;

      SandRule *r = g_new0 (SandRule, 1);
      r->type = rule_elements[t].type;
      r->classes = prop_list (node, "classes");
      r->modes = prop_list (node, "modes");
      r->when = prop_list (node, "when");
      r->special = g_strdup (special);
      r->line = xmlGetLineNo (node);
      r->attrs = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
      for (xmlAttr *a = node->properties; a; a = a->next)
        if (a->ns == NULL)
          g_hash_table_insert (r->attrs, g_strdup ((const char *) a->name), prop (node, (const char *) a->name));

      g_auto (GStrv) kinds = prop_list (node, "kinds");
      for (guint k = 0; kinds && kinds[k]; k++)
        {
          SandTerrainKind kind = sand_terrain_kind_from_string (kinds[k]);
          if (kind == SAND_TERRAIN_INVALID)
            _sand_xml_problems_add_at (b->problems, node, _ ("“%s” is not a kind of terrain"), kinds[k]);
          else
            r->kinds |= G_GUINT64_CONSTANT (1) << kind;
        }
      for (guint g = 0; g < G_N_ELEMENTS (rule_elements[t].goings) && rule_elements[t].goings[g]; g++)
        {
          g_ptr_array_add (b->going_refs, (gpointer) node);
          g_ptr_array_add (b->going_refs, (gpointer) rule_elements[t].goings[g]);
        }
      static const char *numbers[] = { "above", "from", "below", "upto", "no-go", "zoc-radius",
                                       "zoc-angle", "opening-width", "floor-height", "add", "after" };
      for (guint k = 0; k < G_N_ELEMENTS (numbers); k++)
        {
          double v;
          if (parse_number (b, node, numbers[k], &v) && v < 0 && g_str_equal (numbers[k], "floor-height"))
            _sand_xml_problems_add_at (b->problems, node, _ ("floor-height=\"%g\" is less than 0"), v);
        }
      read_notes (b, node);
      g_ptr_array_add (b->rs->rules, r);
      return TRUE;
    }
  return FALSE;
}

static void
check_going_refs (Build *b)
{
  for (guint i = 0; i + 1 < b->going_refs->len; i += 2)
    {
      const xmlNode *node = g_ptr_array_index (b->going_refs, i);
      const char    *name = g_ptr_array_index (b->going_refs, i + 1);
      g_auto (GStrv) ids = prop_list (node, name);

      for (guint k = 0; ids && ids[k]; k++)
        if (!g_str_equal (ids[k], "clear") && !g_str_equal (ids[k], "impassable") &&
            !g_hash_table_contains (b->rs->goings, ids[k]))
          _sand_xml_problems_add_at (b->problems, node, _ ("%s=\"…\" names the going “%s”, which is not defined"),
                                     name, ids[k]);
    }
}

static void
check_classes (Build         *b,
               const xmlNode *root)
{
  /* read_class() kept one class per <class>, in the file's order */
  guint i = 0;
  for (const xmlNode *n = root->children; n && i < b->rs->classes->len; n = n->next)
    {
      if (!is_own (n, "class"))
        continue;
      SandRulesetUnitClass *c = g_ptr_array_index (b->rs->classes, i++);
      for (guint k = 0; c->modes && c->modes[k]; k++)
        if (sand_ruleset_find_mode (b->rs, c->modes[k]) == NULL)
          _sand_xml_problems_add_at (b->problems, n, _ ("the class “%s” uses the mode “%s”, which is not defined"),
                                     c->id, c->modes[k]);
    }
  /* <board vehicles="…">: the vehicles are units of the ruleset's classes */
  for (i = 0; i < b->rs->rules->len; i++)
    {
      SandRule      *r = g_ptr_array_index (b->rs->rules, i);
      g_auto (GStrv) vehicles = NULL;

      if (r->type != SAND_RULE_BOARD)
        continue;
      vehicles = g_strsplit_set (g_hash_table_lookup (r->attrs, "vehicles") ? g_hash_table_lookup (r->attrs, "vehicles") : "", " \t\n", -1);
      for (guint k = 0; vehicles[k]; k++)
        if (*vehicles[k] != '\0' && !class_named (b->rs, vehicles[k]))
          _sand_xml_problems_add (b->problems, r->line,
                                  _ ("<board> names the vehicle class “%s”, which is not defined"), vehicles[k]);
    }
  if (b->rs->classes->len == 0 || b->rs->modes->len == 0)
    _sand_xml_problems_add_at (b->problems, root, _ ("a ruleset needs at least one <class> and one <mode>"));
}

/* <show>: a distance out from a base, an angle either side of a facing, the
 * special rule whose parameter replaces the distance. */
static void
check_shows (Build *b)
{
  for (guint i = 0; i < b->rs->rules->len; i++)
    {
      SandRule                 *r = g_ptr_array_index (b->rs->rules, i);
      const char               *inches, *half_angle, *special;
      const SandRulesetSpecial *s = NULL;
      char                     *end = NULL;
      double                    v;

      if (r->type != SAND_RULE_SHOW)
        continue;
      inches = g_hash_table_lookup (r->attrs, "inches");
      half_angle = g_hash_table_lookup (r->attrs, "half-angle");
      special = g_hash_table_lookup (r->attrs, "special");
      v = inches ? g_ascii_strtod (inches, &end) : 0;
      if (inches == NULL || end == inches || *end != '\0' || !(v > 0))
        _sand_xml_problems_add (b->problems, r->line, _ ("<show> needs inches=\"…\" greater than 0, not “%s”"),
                                inches ? inches : "");
      end = NULL;
      v = half_angle ? g_ascii_strtod (half_angle, &end) : 180;
      if (half_angle != NULL && (end == half_angle || *end != '\0' || !(v > 0 && v <= 180)))
        _sand_xml_problems_add (b->problems, r->line,
                                _ ("<show> half-angle=\"%s\" is not an angle over 0 and up to 180 degrees"),
                                half_angle);
      for (guint k = 0; special != NULL && k < b->rs->specials->len; k++)
        if (g_strcmp0 (((SandRulesetSpecial *) g_ptr_array_index (b->rs->specials, k))->id, special) == 0)
          s = g_ptr_array_index (b->rs->specials, k);
      if (special != NULL && (s == NULL || s->parameter == NULL))
        _sand_xml_problems_add (b->problems, r->line,
                                _ ("<show> names the special rule “%s”, which is not defined with a parameter"),
                                special);
    }
}

static SandRuleset *
build (xmlDoc          *doc,
       SandXmlProblems *problems)
{
  xmlNode *root = xmlDocGetRootElement (doc);

  if (root == NULL || !is_own (root, "ruleset"))
    {
      _sand_xml_problems_add_at (problems, root, _ ("not a Sandtable ruleset: the document is not <ruleset xmlns=\"%s\">"),
                                 SAND_RULESET_NS);
      return NULL;
    }

  g_autoptr (SandRuleset) rs = g_object_new (SAND_TYPE_RULESET, NULL);
  g_autoptr (GPtrArray)   refs = g_ptr_array_new ();
  Build                   b = { rs, problems, refs };

  rs->id = prop (root, "id");
  for (const xmlNode *c = root->children; c; c = c->next)
    {
      if (!is_own (c, NULL))
        continue;
      /* a second <name> or <description> (refused by the schema, but read
       * on) replaces the first */
      if (is_own (c, "name"))
        {
          g_free (rs->name);
          rs->name = text_of (c);
        }
      else if (is_own (c, "description"))
        {
          g_free (rs->description);
          rs->description = text_of (c);
        }
      else if (is_own (c, "note"))
        add_note (&b, root, c);
      else if (is_own (c, "class"))
        read_class (&b, c);
      else if (is_own (c, "mode"))
        read_mode (&b, c);
      else if (is_own (c, "going"))
        read_going (&b, c);
      else if (is_own (c, "attribute"))
        read_attribute (&b, c);
      else if (_sand_ruleset_read_aid (rs, problems, c) || _sand_ruleset_read_groups (rs, problems, c))
        ;
      else if (is_own (c, "grid"))
        {
          g_autofree char *type = prop (c, "type");
          rs->grid_type = g_strcmp0 (type, "hex") == 0 ? SAND_GRID_HEX : SAND_GRID_NONE;
          read_notes (&b, c);
        }
      else if (is_own (c, "turn") || is_own (c, "dice"))
        continue; /* read below, by sand-turn-procedure-loader.c */
      else if (is_own (c, "special"))
        {
          SandRulesetSpecial *s = g_new0 (SandRulesetSpecial, 1);
          s->id = required_prop (&b, c, "id");
          s->name = prop (c, "name");
          s->parameter = prop (c, "parameter");
          if (s->name == NULL)
            s->name = g_strdup (s->id);
          g_ptr_array_add (rs->specials, s);
          read_notes (&b, c);
        }
      else if (!read_rule (&b, c, NULL))
        _sand_xml_problems_add_at (problems, c, _ ("<%s> is not part of a ruleset"), (const char *) c->name);
    }
  /* rules inside <special> come last, so they override the general ones */
  for (const xmlNode *c = root->children; c; c = c->next)
    if (is_own (c, "special"))
      {
        g_autofree char *id = prop (c, "id");
        for (const xmlNode *r = c->children; r; r = r->next)
          if (is_own (r, NULL) && !is_own (r, "note") && !read_rule (&b, r, id))
            _sand_xml_problems_add_at (problems, r, _ ("<%s> cannot be part of a special rule"), (const char *) r->name);
      }
  rs->turn = _sand_turn_procedure_read (rs, root, problems);
  check_going_refs (&b);
  check_classes (&b, root);
  _sand_ruleset_check_values (root, problems);
  check_shows (&b);
  _sand_ruleset_check_aids (rs, problems);
  _sand_ruleset_check_groups (rs, problems, root);
  if (rs->id == NULL)
    _sand_xml_problems_add_at (problems, root, _ ("the ruleset has no id"));
  if (rs->name == NULL)
    rs->name = g_strdup (rs->id);
  return g_steal_pointer (&rs);
}

static SandRuleset *
load_data (const char *data,
           gsize       length,
           const char *display_name,
           gboolean    validate,
           GError    **error)
{
  g_return_val_if_fail (data != NULL || length == 0, NULL);

  g_autoptr (SandXmlProblems) problems = _sand_xml_problems_new (display_name ? display_name : "ruleset");
  xmlDoc                     *doc = _sand_xml_parse (data ? data : "", length, SAND_XML_RULESET, problems);

  if (doc == NULL)
    {
      _sand_xml_problems_check (problems, SAND_ERROR_PARSE, error);
      return NULL;
    }
  if (validate)
    _sand_xml_validate (doc, SAND_XML_RULESET, problems);
  g_autoptr (SandRuleset) rs = build (doc, problems);
  xmlFreeDoc (doc);
  if (!_sand_xml_problems_check (problems, SAND_ERROR_INVALID, error))
    return NULL;
  rs->origin = g_strdup (display_name);
  return g_steal_pointer (&rs);
}

SandRuleset *
sand_ruleset_load_data (const char *data,
                        gsize       length,
                        const char *display_name,
                        GError    **error)
{
  return load_data (data, length, display_name, TRUE, error);
}

SandRuleset *
_sand_ruleset_load_bundled (const char *data,
                            gsize       length,
                            const char *display_name,
                            GError    **error)
{
  return load_data (data, length, display_name, FALSE, error);
}

SandRuleset *
sand_ruleset_load_file (GFile   *file,
                        GError **error)
{
  g_return_val_if_fail (G_IS_FILE (file), NULL);

  g_autofree char *data = NULL;
  gsize            len = 0;
  g_autofree char *name = g_file_get_parse_name (file);

  if (!_sand_xml_load_file (file, SAND_XML_RULESET, &data, &len, error))
    return NULL;
  return sand_ruleset_load_data (data, len, name, error);
}

/* For the play aids' reader: the same reading of notes and lists. */
void
_sand_ruleset_loader_read_notes (SandRuleset   *rs,
                                 const xmlNode *owner)
{
  Build b = { rs, NULL, NULL };

  read_notes (&b, owner);
}

char *
_sand_ruleset_loader_text (const xmlNode *node)
{
  return text_of (node);
}

char **
_sand_ruleset_loader_list (const xmlNode *node,
                           const char    *name)
{
  return prop_list (node, name);
}

gboolean
_sand_ruleset_loader_is_own (const xmlNode *node,
                             const char    *name)
{
  return is_own (node, name);
}

gboolean
_sand_ruleset_loader_number (SandRuleset     *rs,
                             SandXmlProblems *problems,
                             const xmlNode   *node,
                             const char      *name,
                             double          *out)
{
  Build b = { rs, problems, NULL };

  return parse_number (&b, node, name, out);
}

SandRounding
_sand_ruleset_loader_round (SandRuleset     *rs,
                            SandXmlProblems *problems,
                            const xmlNode   *node)
{
  Build b = { rs, problems, NULL };

  return parse_round (&b, node);
}
