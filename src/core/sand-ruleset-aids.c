/* sand-ruleset-aids.c: the play aids a ruleset declares — their storage and the
 * lookups by unit.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "sand-ruleset-private.h"

static void
weapon_free (gpointer data)
{
  SandRulesetWeapon *w = data;

  g_free (w->name);
  g_strfreev (w->classes);
  g_strfreev (w->when);
  g_free (w);
}

static void
row_free (gpointer data)
{
  SandCombatRow *r = data;

  g_strfreev (r->attackers);
  g_strfreev (r->targets);
  g_strfreev (r->when);
  g_free (r->text);
  sand_dice_free (r->dice);
  g_free (r->note);
  g_free (r);
}

static void
command_rule_free (gpointer data)
{
  SandCommandRule *r = data;

  g_free (r->unless);
  g_free (r);
}

static void
command_free (gpointer data)
{
  SandRulesetCommand *c = data;

  g_strfreev (c->classes);
  g_strfreev (c->modes);
  g_strfreev (c->when);
  g_free (c->officer);
  g_ptr_array_unref (c->rules);
  g_free (c);
}

SandRulesetAids *
_sand_ruleset_aids_new (void)
{
  SandRulesetAids *aids = g_new0 (SandRulesetAids, 1);

  aids->weapons = g_ptr_array_new_with_free_func (weapon_free);
  aids->commands = g_ptr_array_new_with_free_func (command_free);
  return aids;
}

void
_sand_ruleset_aids_free (SandRulesetAids *aids)
{
  if (aids == NULL)
    return;
  g_free (aids->sight);
  g_ptr_array_unref (aids->weapons);
  if (aids->combat != NULL)
    {
      g_free (aids->combat->name);
      g_ptr_array_unref (aids->combat->rows);
      g_free (aids->combat);
    }
  if (aids->strength != NULL)
    g_free (aids->strength->attribute);
  g_free (aids->strength);
  g_ptr_array_unref (aids->commands);
  g_free (aids);
}

/* What the loader needs to make: the members that own lists. */
SandRulesetCombat *
_sand_ruleset_combat_new (void)
{
  SandRulesetCombat *c = g_new0 (SandRulesetCombat, 1);

  c->rows = g_ptr_array_new_with_free_func (row_free);
  c->cover = 1;
  return c;
}

SandRulesetCommand *
_sand_ruleset_command_new (void)
{
  SandRulesetCommand *c = g_new0 (SandRulesetCommand, 1);

  c->rules = g_ptr_array_new_with_free_func (command_rule_free);
  c->cost = 1;
  return c;
}

const SandRulesetSight *
sand_ruleset_get_sight (SandRuleset *self)
{
  g_return_val_if_fail (SAND_IS_RULESET (self), NULL);
  return self->aids->sight;
}

const SandRulesetCombat *
sand_ruleset_get_combat (SandRuleset *self)
{
  g_return_val_if_fail (SAND_IS_RULESET (self), NULL);
  return self->aids->combat;
}

const SandRulesetStrength *
sand_ruleset_get_strength (SandRuleset *self)
{
  g_return_val_if_fail (SAND_IS_RULESET (self), NULL);
  return self->aids->strength;
}

const SandRulesetWeapon * const *
sand_ruleset_get_weapons (SandRuleset *self,
                          guint       *n)
{
  g_return_val_if_fail (SAND_IS_RULESET (self), NULL);
  if (n != NULL)
    *n = self->aids->weapons->len;
  return (const SandRulesetWeapon * const *) self->aids->weapons->pdata;
}

gboolean
sand_ruleset_has_fire_aids (SandRuleset *self)
{
  g_return_val_if_fail (SAND_IS_RULESET (self), FALSE);
  return self->aids->sight != NULL || self->aids->weapons->len > 0 || self->aids->combat != NULL;
}

gboolean
sand_ruleset_has_command (SandRuleset *self)
{
  g_return_val_if_fail (SAND_IS_RULESET (self), FALSE);
  return self->aids->commands->len > 0;
}

const char *
_sand_ruleset_attr_default (SandRuleset *self,
                            const char  *class_id,
                            const char  *name)
{
  const SandRulesetUnitClass *klass = class_id != NULL ? sand_ruleset_find_class (self, class_id) : NULL;
  const char *value = klass != NULL ? g_hash_table_lookup (klass->defaults, name) : NULL;

  for (guint i = 0; value == NULL && i < self->attributes->len; i++)
    {
      const SandRulesetAttr *a = self->attributes->pdata[i];
      const char * const *classes = self->attribute_classes->pdata[i];

      if (g_str_equal (a->id, name)
          && (classes == NULL || (klass != NULL && g_strv_contains (classes, klass->id))))
        value = a->default_value;
    }
  return value;
}

/* A class list or mode list that holds @id, or none at all. */
static gboolean
in_list (char * const *list,
         const char   *id)
{
  return list == NULL || (id != NULL && g_strv_contains ((const char * const *) list, id));
}

gboolean
_sand_ruleset_when_matches (SandRuleset  *self,
              char * const *when,
              const char   *class_id,
              SandAttrFunc  attrs,
              gpointer      user_data)
{
  for (guint i = 0; when != NULL && when[i] != NULL; i++)
    {
      const char *eq = strchr (when[i], '=');
      g_autofree char *name = g_strndup (when[i], eq != NULL ? (gsize) (eq - when[i]) : strlen (when[i]));
      const char *value = attrs != NULL ? attrs (name, user_data) : NULL;
      gboolean ok = FALSE;

      if (value == NULL)
        value = _sand_ruleset_attr_default (self, class_id, name);
      for (guint k = 0; when[k] != NULL && !ok; k++)
        {
          const char *e = strchr (when[k], '=');

          if (e != NULL && (gsize) (e - when[k]) == strlen (name) && strncmp (when[k], name, e - when[k]) == 0)
            ok = g_strcmp0 (e + 1, value) == 0;
        }
      if (!ok)
        return FALSE;
    }
  return TRUE;
}

gboolean
_sand_ruleset_aid_matches (SandRuleset  *self,
                           char * const *classes,
                           char * const *when,
                           const char   *class_id,
                           SandAttrFunc  attrs,
                           gpointer      user_data)
{
  /* a unit of a class the file does not name counts as the default class */
  const SandRulesetUnitClass *klass = sand_ruleset_find_class (self, class_id);
  const char *id = klass != NULL ? klass->id : class_id;

  return in_list (classes, id) && _sand_ruleset_when_matches (self, when, id, attrs, user_data);
}

const SandRulesetWeapon *
sand_ruleset_find_weapon (SandRuleset *self,
                          const char  *class_id,
                          SandAttrFunc attrs,
                          gpointer     user_data)
{
  g_return_val_if_fail (SAND_IS_RULESET (self), NULL);

  for (guint i = self->aids->weapons->len; i-- > 0;)
    {
      const SandRulesetWeapon *w = self->aids->weapons->pdata[i];

      if (_sand_ruleset_aid_matches (self, w->classes, w->when, class_id, attrs, user_data))
        return w;
    }
  return NULL;
}

const SandRulesetCommand *
sand_ruleset_find_command (SandRuleset *self,
                           const char  *class_id,
                           const char  *mode_id,
                           SandAttrFunc attrs,
                           gpointer     user_data)
{
  g_return_val_if_fail (SAND_IS_RULESET (self), NULL);

  for (guint i = self->aids->commands->len; i-- > 0;)
    {
      const SandRulesetCommand *c = self->aids->commands->pdata[i];

      if ((mode_id == NULL || in_list (c->modes, mode_id))
          && _sand_ruleset_aid_matches (self, c->classes, c->when, class_id, attrs, user_data))
        return c;
    }
  return NULL;
}

const char *
sand_ruleset_officer_attribute (SandRuleset *self)
{
  g_return_val_if_fail (SAND_IS_RULESET (self), "officer");

  for (guint i = 0; i < self->aids->commands->len; i++)
    {
      const SandRulesetCommand *c = self->aids->commands->pdata[i];

      if (c->officer != NULL)
        return c->officer;
    }
  return "officer";
}

/* The rings round the officer that the unit's <command> counts, drawn after
 * the file's own marks. */
void
_sand_ruleset_add_command_rings (SandRuleset              *self,
                                 const SandRulesetContext *ctx,
                                 GArray                   *shows)
{
  const SandRulesetCommand *c = sand_ruleset_find_command (self, ctx->class_id, ctx->mode_id,
                                                           ctx->attrs, ctx->attrs_data);

  /* on a hex grid the distances count hexes, not a ring of inches */
  if (c == NULL || self->grid_type == SAND_GRID_HEX)
    return;
  for (guint i = 0; i < c->rules->len; i++)
    {
      const SandCommandRule *r = c->rules->pdata[i];
      SandRulesetShow show = { SAND_SHOW_COMMAND, SAND_SHOW_AROUND_OFFICER, r->distance, 180 };

      if (r->kind == SAND_COMMAND_IF_BEYOND)
        g_array_append_val (shows, show);
    }
}
