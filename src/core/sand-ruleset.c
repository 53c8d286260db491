/* sand-ruleset.c: the ruleset object, its accessors and a unit's allowance.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "sand-error.h"
#include "sand-ruleset-private.h"

G_DEFINE_FINAL_TYPE (SandRuleset, sand_ruleset, G_TYPE_OBJECT)

static void
class_free (gpointer data)
{
  SandRulesetUnitClass *c = data;
  g_free (c->id);
  g_free (c->name);
  g_free (c->allowance);
  g_strfreev (c->modes);
  g_hash_table_unref (c->defaults);
  g_clear_pointer (&c->animals, g_ptr_array_unref);
  g_free (c);
}

void
sand_ruleset_animal_free (gpointer data)
{
  SandRulesetAnimal *a = data;
  g_free (a->id);
  g_hash_table_unref (a->paces);
  g_hash_table_unref (a->needed_limit);
  g_free (a);
}

static void
mode_free (gpointer data)
{
  SandRulesetMode *m = data;
  g_free (m->id);
  g_free (m->name);
  g_free (m->allowance);
  g_free (m);
}

static void
special_free (gpointer data)
{
  SandRulesetSpecial *s = data;
  g_free (s->id);
  g_free (s->name);
  g_free (s->parameter);
  g_free (s);
}

void
sand_going_part_free (gpointer data)
{
  SandGoingPart *p = data;
  g_free (p->what);
  g_strfreev (p->classes);
  g_strfreev (p->modes);
  g_strfreev (p->when);
  g_free (p->length);
  g_free (p);
}

void
sand_going_def_free (gpointer data)
{
  SandGoingDef *d = data;
  g_free (d->id);
  g_free (d->name);
  g_ptr_array_unref (d->parts);
  g_free (d);
}

void
sand_rule_free (gpointer data)
{
  SandRule *r = data;
  g_strfreev (r->classes);
  g_strfreev (r->modes);
  g_strfreev (r->when);
  g_free (r->special);
  g_hash_table_unref (r->attrs);
  g_free (r);
}

static void
sand_ruleset_finalize (GObject *object)
{
  SandRuleset *self = SAND_RULESET (object);

  g_free (self->id);
  g_free (self->name);
  g_free (self->description);
  g_free (self->origin);
  g_ptr_array_unref (self->classes);
  g_ptr_array_unref (self->modes);
  g_ptr_array_unref (self->specials);
  g_hash_table_unref (self->goings);
  g_ptr_array_unref (self->rules);
  g_ptr_array_unref (self->notes);
  g_ptr_array_unref (self->attributes);
  g_ptr_array_unref (self->attribute_classes);
  _sand_ruleset_aids_free (self->aids);
  _sand_ruleset_groups_free (self->groups);
  sand_turn_procedure_free (self->turn);

  G_OBJECT_CLASS (sand_ruleset_parent_class)->finalize (object);
}

static void
sand_ruleset_init (SandRuleset *self)
{
  self->classes = g_ptr_array_new_with_free_func (class_free);
  self->modes = g_ptr_array_new_with_free_func (mode_free);
  self->specials = g_ptr_array_new_with_free_func (special_free);
  self->goings = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, sand_going_def_free);
  self->rules = g_ptr_array_new_with_free_func (sand_rule_free);
  self->notes = g_ptr_array_new_with_free_func (g_free);
  self->attributes = g_ptr_array_new_with_free_func ((GDestroyNotify) sand_ruleset_attr_free);
  self->attribute_classes = g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);
  self->aids = _sand_ruleset_aids_new ();
}

static void
sand_ruleset_class_init (SandRulesetClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = sand_ruleset_finalize;
}

const char *
sand_ruleset_get_id (SandRuleset *self)
{
  g_return_val_if_fail (SAND_IS_RULESET (self), NULL);
  return self->id;
}

const char *
sand_ruleset_get_name (SandRuleset *self)
{
  g_return_val_if_fail (SAND_IS_RULESET (self), NULL);
  return self->name;
}

const char *
sand_ruleset_get_description (SandRuleset *self)
{
  g_return_val_if_fail (SAND_IS_RULESET (self), NULL);
  return self->description;
}

SandGridType
sand_ruleset_get_grid_type (SandRuleset *self)
{
  g_return_val_if_fail (SAND_IS_RULESET (self), SAND_GRID_NONE);
  return self->grid_type;
}

const char *
sand_ruleset_get_origin (SandRuleset *self)
{
  g_return_val_if_fail (SAND_IS_RULESET (self), NULL);
  return self->origin;
}

const SandRulesetUnitClass * const *
sand_ruleset_get_classes (SandRuleset *self,
                          guint       *n)
{
  g_return_val_if_fail (SAND_IS_RULESET (self), NULL);
  if (n)
    *n = self->classes->len;
  return (const SandRulesetUnitClass * const *) self->classes->pdata;
}

const SandRulesetMode * const *
sand_ruleset_get_modes (SandRuleset *self,
                        guint       *n)
{
  g_return_val_if_fail (SAND_IS_RULESET (self), NULL);
  if (n)
    *n = self->modes->len;
  return (const SandRulesetMode * const *) self->modes->pdata;
}

const SandRulesetSpecial * const *
sand_ruleset_get_specials (SandRuleset *self,
                           guint       *n)
{
  g_return_val_if_fail (SAND_IS_RULESET (self), NULL);
  if (n)
    *n = self->specials->len;
  return (const SandRulesetSpecial * const *) self->specials->pdata;
}

const SandRulesetUnitClass *
sand_ruleset_find_class (SandRuleset *self,
                         const char  *id)
{
  const SandRulesetUnitClass *fallback = NULL;

  g_return_val_if_fail (SAND_IS_RULESET (self), NULL);
  for (guint i = 0; id && i < self->classes->len; i++)
    {
      const SandRulesetUnitClass *c = g_ptr_array_index (self->classes, i);
      if (g_str_equal (c->id, id))
        return c;
      if (c->is_default)
        fallback = c;
    }
  return id != NULL && *id != '\0' ? fallback : NULL;
}

const SandRulesetMode *
sand_ruleset_find_mode (SandRuleset *self,
                        const char  *id)
{
  g_return_val_if_fail (SAND_IS_RULESET (self), NULL);
  for (guint i = 0; id && i < self->modes->len; i++)
    {
      const SandRulesetMode *m = g_ptr_array_index (self->modes, i);
      if (g_str_equal (m->id, id))
        return m;
    }
  return NULL;
}

char **
sand_ruleset_class_modes (SandRuleset *self,
                          const char  *class_id)
{
  g_return_val_if_fail (SAND_IS_RULESET (self), NULL);

  const SandRulesetUnitClass *c = sand_ruleset_find_class (self, class_id);
  GStrvBuilder *b = g_strv_builder_new ();

  for (guint i = 0; i < self->modes->len; i++)
    {
      const SandRulesetMode *m = g_ptr_array_index (self->modes, i);
      if (c == NULL || c->modes == NULL || g_strv_contains ((const char * const *) c->modes, m->id))
        g_strv_builder_add (b, m->id);
    }
  char **modes = g_strv_builder_end (b);
  g_strv_builder_unref (b);
  return modes;
}

GPtrArray *
sand_ruleset_get_notes (SandRuleset *self)
{
  g_return_val_if_fail (SAND_IS_RULESET (self), NULL);
  return self->notes;
}

typedef struct
{
  const SandRulesetUnitClass *klass;
  SandAttrFunc                attrs;
  gpointer                    data;
  double                      base;
  const char                 *mode;
  double                      team;   /* the team's pace for the mode; < 0 = none */
  SandRuleset                *ruleset;
} AttrChain;

static const char *
number_text (double value)
{
  static GPrivate buf = G_PRIVATE_INIT (g_free);
  char *text = g_malloc (G_ASCII_DTOSTR_BUF_SIZE);

  g_ascii_dtostr (text, G_ASCII_DTOSTR_BUF_SIZE, value);
  g_private_replace (&buf, text);
  return text;
}

/* The unit's attribute, else the class's default, else "base". */
static const char *
chain_lookup (const char *name,
              gpointer    user_data)
{
  AttrChain *chain = user_data;
  const char *v = chain->attrs ? chain->attrs (name, chain->data) : NULL;

  if (v == NULL && chain->klass)
    v = _sand_ruleset_attr_default (chain->ruleset, chain->klass->id, name);
  if (v == NULL && g_str_equal (name, "base") && chain->base >= 0)
    v = number_text (chain->base);
  /* "mode (crawl: 10m, walk: 50m)": paces that differ by class and mode */
  if (v == NULL && g_str_equal (name, "mode"))
    v = chain->mode;
  if (v == NULL && g_str_equal (name, "team") && chain->team >= 0)
    v = number_text (chain->team);
  return v;
}

gboolean
sand_ruleset_allowance (SandRuleset *self,
                        const char  *class_id,
                        const char  *mode_id,
                        SandAttrFunc attrs,
                        gpointer     user_data,
                        double       scale,
                        double      *inches,
                        GError     **error)
{
  g_return_val_if_fail (SAND_IS_RULESET (self), FALSE);
  g_return_val_if_fail (inches != NULL, FALSE);

  const SandRulesetUnitClass *c = sand_ruleset_find_class (self, class_id);
  const SandRulesetMode *m = sand_ruleset_find_mode (self, mode_id);
  AttrChain chain = { c, attrs, user_data, -1, mode_id, -1, self };
  double base;

  if (c == NULL)
    {
      g_set_error (error, SAND_ERROR, SAND_ERROR_NOT_FOUND, _("The ruleset “%s” has no unit class “%s”"),
                   self->id, class_id ? class_id : "");
      return FALSE;
    }
  if (m == NULL)
    {
      g_set_error (error, SAND_ERROR, SAND_ERROR_NOT_FOUND, _("The ruleset “%s” has no mode “%s”"),
                   self->id, mode_id ? mode_id : "");
      return FALSE;
    }
  if (c->animals != NULL && !_sand_ruleset_team_pace (c, mode_id, chain_lookup, &chain, scale, &chain.team, error))
    return FALSE;
  if (!sand_ruleset_eval (c->allowance, chain_lookup, &chain, scale, &base, error))
    return FALSE;
  /* a negative Mv is a slip of the pen; "base" would otherwise look unset */
  if (base < 0)
    {
      g_set_error (error, SAND_ERROR, SAND_ERROR_INVALID,
                   _("The unit's move “%s” works out at %gin, less than nothing"), c->allowance, base);
      return FALSE;
    }
  chain.base = base;
  if (!sand_ruleset_eval (m->allowance ? m->allowance : "base", chain_lookup, &chain, scale, inches, error))
    return FALSE;
  /* a move longer than any table (mv="1e8") is a slip of the pen too, and
   * would ask the solver for more cost buckets than it can count */
  if (!(*inches <= SAND_RULESET_MAX_ALLOWANCE))
    {
      g_set_error (error, SAND_ERROR, SAND_ERROR_INVALID,
                   _("The unit's move works out at %gin, more than the %gin a move may be"),
                   *inches, SAND_RULESET_MAX_ALLOWANCE);
      return FALSE;
    }
  *inches = MAX (*inches, 0.0);
  return TRUE;
}
