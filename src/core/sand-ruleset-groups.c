/* sand-ruleset-groups.c: a ruleset's <groups> — reading it, with the checks
 * the schema cannot make, and answering what general code asks of it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "sand-ruleset-groups.h"
#include "sand-ruleset-loader-private.h"

static const char * const kinds[] = { "formation", "column", "wheel", "models" };

static void
group_move_free (gpointer data)
{
  SandGroupMove *m = data;

  g_free (m->id);
  g_free (m->name);
  g_free (m->special);
  g_free (m);
}

static void
turns_free (gpointer data)
{
  SandGroupTurns *t = data;

  g_strfreev (t->classes);
  g_strfreev (t->when);
  g_free (t);
}

void
_sand_ruleset_groups_free (SandRulesetGroups *groups)
{
  if (groups == NULL)
    return;
  g_ptr_array_unref (groups->moves);
  g_ptr_array_unref (groups->turns);
  if (groups->column != NULL)
    g_strfreev (groups->column->goings);
  g_free (groups->column);
  g_strfreev (groups->reduce);
  g_free (groups);
}

static gboolean
flag (const xmlNode *node,
      const char    *name)
{
  g_autofree char *v = _sand_xml_get_attr (node, name);

  return g_strcmp0 (v, "true") == 0;
}

static void
read_move (SandRuleset     *rs,
           SandXmlProblems *problems,
           SandRulesetGroups *groups,
           const xmlNode   *node)
{
  SandGroupMove *m = g_new0 (SandGroupMove, 1);
  g_autofree char *kind = _sand_xml_get_attr (node, "kind");

  m->id = _sand_xml_get_attr (node, "id");
  m->name = _sand_xml_get_attr (node, "name");
  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    if (g_strcmp0 (kind, kinds[i]) == 0)
      m->kind = (SandGroupMoveKind) i;
  _sand_ruleset_loader_number (rs, problems, node, "coherency", &m->coherency);
  m->special = _sand_xml_get_attr (node, "special");
  if (m->name == NULL)
    m->name = g_strdup (m->id);
  for (guint i = 0; i < groups->moves->len; i++)
    if (g_strcmp0 (((SandGroupMove *) groups->moves->pdata[i])->id, m->id) == 0)
      _sand_xml_problems_add_at (problems, node, _("a second group move “%s”"), m->id ? m->id : "");
  _sand_ruleset_loader_read_notes (rs, node);
  g_ptr_array_add (groups->moves, m);
}

gboolean
_sand_ruleset_read_groups (SandRuleset     *rs,
                           SandXmlProblems *problems,
                           const xmlNode   *node)
{
  if (!_sand_ruleset_loader_is_own (node, "groups"))
    return FALSE;
  if (rs->groups != NULL)
    {
      _sand_xml_problems_add_at (problems, node, _("a second <%s>: a ruleset has one at most"), "groups");
      return TRUE;
    }

  SandRulesetGroups *groups = rs->groups = g_new0 (SandRulesetGroups, 1);
  groups->moves = g_ptr_array_new_with_free_func (group_move_free);
  groups->turns = g_ptr_array_new_with_free_func (turns_free);
  _sand_ruleset_loader_read_notes (rs, node);
  for (const xmlNode *c = node->children; c; c = c->next)
    if (_sand_ruleset_loader_is_own (c, "group-move"))
      read_move (rs, problems, groups, c);
    else if (_sand_ruleset_loader_is_own (c, "column-required"))
      {
        if (groups->column == NULL)
          groups->column = g_new0 (SandGroupColumnRule, 1);
        g_auto (GStrv) goings = _sand_ruleset_loader_list (c, "goings");
        for (guint i = 0; goings && goings[i]; i++)
          if (groups->column->goings == NULL || !g_strv_contains ((const char * const *) groups->column->goings, goings[i]))
            {
              guint n = groups->column->goings ? g_strv_length (groups->column->goings) : 0;
              groups->column->goings = g_renew (char *, groups->column->goings, n + 2);
              groups->column->goings[n] = g_strdup (goings[i]);
              groups->column->goings[n + 1] = NULL;
            }
        groups->column->away_from_enemy |= flag (c, "away-from-enemy");
        groups->column->poor_visibility |= flag (c, "poor-visibility");
        _sand_ruleset_loader_read_notes (rs, c);
      }
    else if (_sand_ruleset_loader_is_own (c, "frontage"))
      {
        g_strfreev (groups->reduce);
        groups->reduce = _sand_ruleset_loader_list (c, "reduce");
        groups->increase = flag (c, "increase");
        groups->turn_in_place = flag (c, "turn-in-place");
        _sand_ruleset_loader_read_notes (rs, c);
      }
    else if (_sand_ruleset_loader_is_own (c, "turns"))
      {
        SandGroupTurns *t = g_new0 (SandGroupTurns, 1);
        double count = 1;
        t->degrees = 180;
        _sand_ruleset_loader_number (rs, problems, c, "count", &count);
        _sand_ruleset_loader_number (rs, problems, c, "degrees", &t->degrees);
        t->count = count >= 1 ? (guint) count : 1;
        t->classes = _sand_ruleset_loader_list (c, "classes");
        t->when = _sand_ruleset_loader_list (c, "when");
        _sand_ruleset_loader_read_notes (rs, c);
        g_ptr_array_add (groups->turns, t);
      }
  return TRUE;
}

/* What can only be checked once the whole file is read: the goings, classes
 * and special rules <groups> names. */
void
_sand_ruleset_check_groups (SandRuleset     *rs,
                            SandXmlProblems *problems,
                            const xmlNode   *root)
{
  const SandRulesetGroups *groups = rs->groups;

  if (groups == NULL)
    return;
  for (const xmlNode *g = root->children; g; g = g->next)
    if (_sand_ruleset_loader_is_own (g, "groups"))
      for (const xmlNode *c = g->children; c; c = c->next)
        {
          /* text among them (refused by the schema) has no attributes to read */
          if (c->type != XML_ELEMENT_NODE)
            continue;
          g_auto (GStrv) goings = _sand_ruleset_loader_list (c, "goings");
          g_auto (GStrv) classes = _sand_ruleset_loader_list (c, "classes");
          g_autofree char *special = _sand_xml_get_attr (c, "special");

          for (guint i = 0; goings && goings[i]; i++)
            if (!g_hash_table_contains (rs->goings, goings[i]) && !g_str_equal (goings[i], "impassable"))
              _sand_xml_problems_add_at (problems, c, _("%s=\"…\" names the going “%s”, which is not defined"), "goings",
                                         goings[i]);
          for (guint i = 0; classes && classes[i]; i++)
            if (sand_ruleset_find_class (rs, classes[i]) == NULL)
              _sand_xml_problems_add_at (problems, c, _("<%s> names the class “%s”, which is not defined"),
                                         (const char *) c->name, classes[i]);
          if (special != NULL)
            {
              guint n;
              const SandRulesetSpecial * const *specials = sand_ruleset_get_specials (rs, &n);
              gboolean found = FALSE;
              for (guint i = 0; i < n; i++)
                found |= g_strcmp0 (specials[i]->id, special) == 0;
              if (!found)
                _sand_xml_problems_add_at (problems, c, _("<%s> names the special rule “%s”, which is not defined"),
                                           (const char *) c->name, special);
            }
        }
}

const SandRulesetGroups *
sand_ruleset_get_groups (SandRuleset *self)
{
  g_return_val_if_fail (SAND_IS_RULESET (self), NULL);
  return self->groups;
}

const SandGroupMove *
sand_ruleset_find_group_move (SandRuleset *self,
                              const char  *id)
{
  g_return_val_if_fail (SAND_IS_RULESET (self), NULL);

  for (guint i = 0; self->groups != NULL && i < self->groups->moves->len; i++)
    {
      const SandGroupMove *m = self->groups->moves->pdata[i];
      if (g_strcmp0 (m->id, id) == 0)
        return m;
    }
  return NULL;
}

const SandGroupMove *
sand_ruleset_group_move_of_kind (SandRuleset      *self,
                                 SandGroupMoveKind kind)
{
  g_return_val_if_fail (SAND_IS_RULESET (self), NULL);

  for (guint i = 0; self->groups != NULL && i < self->groups->moves->len; i++)
    {
      const SandGroupMove *m = self->groups->moves->pdata[i];
      if (m->kind == kind)
        return m;
    }
  return NULL;
}

gboolean
sand_ruleset_group_column_going (SandRuleset *self,
                                 const char  *going_ids)
{
  g_return_val_if_fail (SAND_IS_RULESET (self), FALSE);

  if (self->groups == NULL || self->groups->column == NULL || going_ids == NULL)
    return FALSE;
  g_auto (GStrv) ids = g_strsplit (going_ids, " ", -1);
  for (guint i = 0; ids[i]; i++)
    if (self->groups->column->goings != NULL
        && g_strv_contains ((const char * const *) self->groups->column->goings, ids[i]))
      return TRUE;
  return FALSE;
}

guint
sand_ruleset_group_turns (SandRuleset      *self,
                          SandUnit * const *units,
                          guint             n_units,
                          double           *degrees)
{
  g_return_val_if_fail (SAND_IS_RULESET (self), 0);

  guint best = 0;
  if (degrees != NULL)
    *degrees = 0;
  for (guint u = 0; self->groups != NULL && u < n_units; u++)
    {
      guint most = 0;
      double deg = 0;
      for (guint i = 0; i < self->groups->turns->len; i++)
        {
          const SandGroupTurns *t = self->groups->turns->pdata[i];
          if (_sand_ruleset_aid_matches (self, t->classes, t->when, sand_unit_get_class (units[u]),
                                         sand_unit_lookup_attr, units[u])
              && t->count > most)
            {
              most = t->count;
              deg = t->degrees;
            }
        }
      /* "a group consisting entirely of": the least any figure may */
      if (u == 0 || most < best)
        {
          best = most;
          if (degrees != NULL)
            *degrees = most > 0 ? deg : 0;
        }
    }
  return best;
}

double
sand_ruleset_group_coherency (const SandGroupMove *move,
                              SandUnit            *unit)
{
  g_return_val_if_fail (move != NULL, 0);

  const char *text = unit != NULL ? sand_unit_get_attr (unit, "special") : NULL;
  if (move->special != NULL && text != NULL)
    {
      g_auto (GStrv) words = g_strsplit_set (text, " ,;", -1);
      gsize len = strlen (move->special);
      for (guint i = 0; words[i]; i++)
        if (strncmp (words[i], move->special, len) == 0 && words[i][len] == ':'
            && g_ascii_strtod (words[i] + len + 1, NULL) > 0)
          return g_ascii_strtod (words[i] + len + 1, NULL);
    }
  return move->coherency;
}
