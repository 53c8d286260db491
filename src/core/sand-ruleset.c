/* sand-ruleset.c: the ruleset model and its look-ups.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

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
  g_return_val_if_fail (SAND_IS_RULESET (self), NULL);
  for (guint i = 0; id && i < self->classes->len; i++)
    {
      const SandRulesetUnitClass *c = g_ptr_array_index (self->classes, i);
      if (g_str_equal (c->id, id))
        return c;
    }
  return NULL;
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
    v = g_hash_table_lookup (chain->klass->defaults, name);
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
  AttrChain chain = { c, attrs, user_data, -1, mode_id, -1 };
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
  chain.base = base;
  if (!sand_ruleset_eval (m->allowance ? m->allowance : "base", chain_lookup, &chain, scale, inches, error))
    return FALSE;
  *inches = MAX (*inches, 0.0);
  return TRUE;
}

double
sand_rounding_apply (SandRounding rounding,
                     double       value)
{
  switch (rounding)
    {
    case SAND_ROUND_DOWN:
      return floor (value + 1e-9);
    case SAND_ROUND_UP:
      return ceil (value - 1e-9);
    case SAND_ROUND_NEAREST:
      return round (value);
    case SAND_ROUND_NONE:
    default:
      return value;
    }
}

void
sand_going_effect_clear (SandGoingEffect *effect)
{
  g_return_if_fail (effect != NULL);
  g_free (effect->label);
  memset (effect, 0, sizeof *effect);
  effect->rate = 1.0;
}

gboolean
sand_going_effect_is_clear (const SandGoingEffect *e)
{
  return e->rate >= 1.0 && e->cap <= 0 && e->tier_fraction <= 0 && e->tier_inches <= 0 && e->lose <= 0
         && !e->impassable && !e->forbidden && !e->no_end && !e->whole_turn && !e->stop;
}

static gboolean
in_list (char * const *list,
         const char   *value)
{
  return list == NULL || (value != NULL && g_strv_contains ((const char * const *) list, value));
}

/* when="stance=standing stance=kneeling": for every attribute named, the unit's
 * value (or its class's default) is one of those listed. */
static gboolean
when_matches (SandRuleset              *self,
              char * const             *when,
              const SandRulesetContext *ctx)
{
  if (when == NULL)
    return TRUE;

  const SandRulesetUnitClass *klass = sand_ruleset_find_class (self, ctx->class_id);

  for (guint i = 0; when[i]; i++)
    {
      const char *eq = strchr (when[i], '=');
      g_autofree char *name = g_strndup (when[i], eq ? (gsize) (eq - when[i]) : strlen (when[i]));
      const char *value = ctx->attrs ? ctx->attrs (name, ctx->attrs_data) : NULL;
      gboolean ok = FALSE;

      if (value == NULL && klass != NULL)
        value = g_hash_table_lookup (klass->defaults, name);
      for (guint k = 0; when[k] && !ok; k++)
        {
          const char *e = strchr (when[k], '=');
          if (e && (gsize) (e - when[k]) == strlen (name) && strncmp (when[k], name, e - when[k]) == 0)
            ok = g_strcmp0 (e + 1, value) == 0;
        }
      if (!ok)
        return FALSE;
    }
  return TRUE;
}

static gboolean
rule_matches (SandRuleset              *self,
              const SandRule           *rule,
              SandRuleType              type,
              int                       kind,
              const SandRulesetContext *ctx)
{
  if (rule->type != type)
    return FALSE;
  if (kind >= 0 && rule->kinds != 0 && !(rule->kinds & (G_GUINT64_CONSTANT (1) << kind)))
    return FALSE;
  if (!in_list (rule->classes, ctx->class_id) || !in_list (rule->modes, ctx->mode_id))
    return FALSE;
  if (rule->special != NULL
      && (ctx->specials == NULL || !g_strv_contains (ctx->specials, rule->special)))
    return FALSE;
  /* weather="rain": only once the rain has changed the ground */
  const char *weather = g_hash_table_lookup (rule->attrs, "weather");
  if (weather != NULL && g_strcmp0 (weather, ctx->weather ? ctx->weather : "dry") != 0)
    return FALSE;
  return when_matches (self, rule->when, ctx);
}

static void
apply_part (const SandGoingPart      *part,
            const SandRulesetContext *ctx,
            SandGoingEffect          *e)
{
  const char *w = part->what;
  double value = part->value;

  /* read at load time at 10 m/in; metres follow the scenario's ground scale */
  if (part->length != NULL && ctx->scale > 0 && ctx->scale != 10)
    sand_ruleset_eval (part->length, NULL, NULL, ctx->scale, &value, NULL);

  if (g_str_equal (w, "rate"))
    e->rate = MAX (0.0, e->rate - (1.0 - part->value));
  else if (g_str_equal (w, "cap"))
    e->cap = e->cap > 0 ? MIN (e->cap, value) : value;
  else if (g_str_equal (w, "tier"))
    {
      if (part->fraction > 0 && (e->tier_fraction <= 0 || part->fraction < e->tier_fraction))
        {
          e->tier_fraction = part->fraction;
          e->tier_round = part->round;
        }
      if (value > 0 && (e->tier_inches <= 0 || value < e->tier_inches))
        e->tier_inches = value;
    }
  else if (g_str_equal (w, "forbid"))
    e->forbidden = TRUE;
  else if (g_str_equal (w, "impassable"))
    e->impassable = TRUE;
  else if (g_str_equal (w, "no-end"))
    e->no_end = TRUE;
  else if (g_str_equal (w, "lose"))
    e->lose += value;
  else if (g_str_equal (w, "whole-turn"))
    e->whole_turn = TRUE;
  else if (g_str_equal (w, "stop"))
    e->stop = TRUE;
}

/* Adds the goings named in @list ("slow difficult") to @e. */
static void
resolve_goings (SandRuleset              *self,
                const SandRulesetContext *ctx,
                const char               *list,
                SandGoingEffect          *e)
{
  g_auto (GStrv) ids = g_strsplit_set (list ? list : "", " \t\n", -1);
  g_autoptr (GString) label = g_string_new (e->label);

  for (guint i = 0; ids[i]; i++)
    {
      const char *id = ids[i];
      const char *name = NULL;

      if (*id == '\0' || g_str_equal (id, "clear"))
        continue;
      if (g_str_equal (id, "impassable"))
        {
          e->impassable = TRUE;
          name = _("Impassable");
        }
      else
        {
          SandGoingDef *def = g_hash_table_lookup (self->goings, id);
          if (def == NULL)
            continue; /* the loader refuses unknown goings */
          name = def->name;
          for (guint k = 0; k < def->parts->len; k++)
            {
              const SandGoingPart *part = g_ptr_array_index (def->parts, k);
              if (in_list (part->classes, ctx->class_id) && in_list (part->modes, ctx->mode_id)
                  && when_matches (self, part->when, ctx))
                apply_part (part, ctx, e);
            }
        }
      if (label->len > 0)
        /* Translators: joins the names of two goings, "Slow going and Difficult going" */
        g_string_append (label, _(" and "));
      g_string_append (label, name);
    }
  g_free (e->label);
  e->label = label->len ? g_strdup (label->str) : NULL;
}

static const SandRule *
last_match (SandRuleset              *self,
            SandRuleType              type,
            int                       kind,
            const SandRulesetContext *ctx,
            gboolean                (*extra) (const SandRule *, gconstpointer),
            gconstpointer             extra_data)
{
  const SandRule *found = NULL;

  for (guint i = 0; i < self->rules->len; i++)
    {
      const SandRule *r = g_ptr_array_index (self->rules, i);
      if (rule_matches (self, r, type, kind, ctx) && (extra == NULL || extra (r, extra_data)))
        found = r;
    }
  return found;
}

static const char *
attr (const SandRule *r,
      const char     *name)
{
  return g_hash_table_lookup (r->attrs, name);
}

/* A rule's true/false attribute (fordable, open) that, when given, must match. */
typedef struct
{
  const char *name;
  gboolean    value;
} FlagTest;

static gboolean
flag_matches (const SandRule *r,
              gconstpointer   data)
{
  const FlagTest *test = data;
  const char *v = attr (r, test->name);

  return v == NULL || g_str_equal (v, test->value ? "true" : "false");
}

static double num (const SandRule *r,
                   const char     *name,
                   double          fallback);

/* The flag test, and a rule naming a surface matches only that surface. */
typedef struct
{
  FlagTest    flag;
  const char *surface;
} SurfaceTest;

static gboolean
surface_matches (const SandRule *r,
                 gconstpointer   data)
{
  const SurfaceTest *test = data;
  const char *v = attr (r, "surface");

  return flag_matches (r, &test->flag) && (v == NULL || g_strcmp0 (v, test->surface) == 0);
}

/* The last matching rule's goings named by its attribute @going. */
static gboolean
lookup_going_full (SandRuleset              *self,
                   const SandRulesetContext *ctx,
                   SandRuleType              type,
                   int                       kind,
                   const SurfaceTest        *test,
                   const char               *going,
                   SandGoingEffect          *effect)
{
  g_return_val_if_fail (SAND_IS_RULESET (self), FALSE);
  sand_going_effect_clear (effect);

  const SandRule *r = last_match (self, type, kind, ctx, surface_matches, test);
  if (r == NULL || attr (r, going) == NULL)
    return FALSE;
  resolve_goings (self, ctx, attr (r, going), effect);
  effect->replace = g_strcmp0 (attr (r, "replace"), "true") == 0;
  effect->overlay = g_strcmp0 (attr (r, "overlay"), "true") == 0;
  return TRUE;
}

static gboolean
lookup_going (SandRuleset              *self,
              const SandRulesetContext *ctx,
              SandRuleType              type,
              SandTerrainKind           kind,
              const FlagTest           *test,
              const char               *going,
              SandGoingEffect          *effect)
{
  SurfaceTest full = { *test, NULL };
  return lookup_going_full (self, ctx, type, kind, &full, going, effect);
}

gboolean
sand_ruleset_lookup_terrain_surface (SandRuleset              *self,
                                     const SandRulesetContext *ctx,
                                     SandTerrainKind           kind,
                                     gboolean                  fordable,
                                     const char               *surface,
                                     SandGoingEffect          *effect)
{
  SurfaceTest test = { { "fordable", fordable }, surface };
  return lookup_going_full (self, ctx, SAND_RULE_TERRAIN, kind, &test, "going", effect);
}

gboolean
sand_ruleset_lookup_ground (SandRuleset              *self,
                            const SandRulesetContext *ctx,
                            SandGoingEffect          *effect)
{
  SurfaceTest test = { { "fordable", FALSE }, NULL };
  return lookup_going_full (self, ctx, SAND_RULE_GROUND, -1, &test, "going", effect);
}

const char *
sand_ruleset_weather_state (SandRuleset *self,
                            SandWeather  weather,
                            int          turns)
{
  g_return_val_if_fail (SAND_IS_RULESET (self), NULL);

  const char *name = sand_weather_to_string (weather);
  for (guint i = 0; i < self->rules->len; i++)
    {
      const SandRule *r = g_ptr_array_index (self->rules, i);
      if (r->type == SAND_RULE_WEATHER && g_strcmp0 (attr (r, "condition"), name) == 0
          && turns >= num (r, "after", 1))
        return attr (r, "condition");
    }
  return NULL;
}

gboolean
sand_ruleset_lookup_terrain (SandRuleset              *self,
                             const SandRulesetContext *ctx,
                             SandTerrainKind           kind,
                             gboolean                  fordable,
                             SandGoingEffect          *effect)
{
  FlagTest test = { "fordable", fordable };
  return lookup_going (self, ctx, SAND_RULE_TERRAIN, kind, &test, "going", effect);
}

gboolean
sand_ruleset_lookup_terrain_leave (SandRuleset              *self,
                                   const SandRulesetContext *ctx,
                                   SandTerrainKind           kind,
                                   gboolean                  fordable,
                                   SandGoingEffect          *effect)
{
  FlagTest test = { "fordable", fordable };
  return lookup_going (self, ctx, SAND_RULE_TERRAIN, kind, &test, "leave", effect);
}

gboolean
sand_ruleset_lookup_opening (SandRuleset              *self,
                             const SandRulesetContext *ctx,
                             SandTerrainKind           kind,
                             gboolean                  open,
                             SandGoingEffect          *effect)
{
  FlagTest test = { "open", open };
  return lookup_going (self, ctx, SAND_RULE_OPENING, kind, &test, "going", effect);
}

static double
num (const SandRule *r,
     const char     *name,
     double          fallback)
{
  const char *v = attr (r, name);
  return v ? g_ascii_strtod (v, NULL) : fallback;
}

static gboolean
height_matches (const SandRule *r,
                gconstpointer   data)
{
  double h = *(const double *) data;

  if (attr (r, "above") && !(h > num (r, "above", 0)))
    return FALSE;
  if (attr (r, "from") && !(h >= num (r, "from", 0)))
    return FALSE;
  if (attr (r, "below") && !(h < num (r, "below", 0)))
    return FALSE;
  if (attr (r, "upto") && !(h <= num (r, "upto", 0)))
    return FALSE;
  return TRUE;
}

static char *
range_text (const SandRule *r)
{
  const char *lo = attr (r, "above") ? attr (r, "above") : attr (r, "from");
  const char *hi = attr (r, "below") ? attr (r, "below") : attr (r, "upto");
  gboolean lo_open = attr (r, "above") != NULL, hi_open = attr (r, "below") != NULL;

  if (lo && hi)
    return lo_open ? (hi_open ? g_strdup_printf (_("over %sin and under %sin high"), lo, hi)
                              : g_strdup_printf (_("over %sin and up to %sin high"), lo, hi))
                   : (hi_open ? g_strdup_printf (_("%sin to under %sin high"), lo, hi)
                              : g_strdup_printf (_("%sin to %sin high"), lo, hi));
  if (lo)
    return lo_open ? g_strdup_printf (_("over %sin high"), lo) : g_strdup_printf (_("%sin high or more"), lo);
  if (hi)
    return hi_open ? g_strdup_printf (_("under %sin high"), hi) : g_strdup_printf (_("%sin high or less"), hi);
  return NULL;
}

gboolean
sand_ruleset_lookup_obstacle (SandRuleset              *self,
                              const SandRulesetContext *ctx,
                              SandTerrainKind           kind,
                              double                    height,
                              SandGoingEffect          *effect,
                              char                    **range)
{
  g_return_val_if_fail (SAND_IS_RULESET (self), FALSE);
  sand_going_effect_clear (effect);
  if (range)
    *range = NULL;

  const SandRule *r = last_match (self, SAND_RULE_OBSTACLE, kind, ctx, height_matches, &height);
  if (r == NULL)
    return FALSE;
  resolve_goings (self, ctx, attr (r, "going"), effect);
  if (range)
    *range = range_text (r);
  return TRUE;
}

gboolean
sand_ruleset_lookup_levels (SandRuleset              *self,
                            const SandRulesetContext *ctx,
                            SandTerrainKind           kind,
                            SandGoingEffect          *up,
                            SandGoingEffect          *down)
{
  g_return_val_if_fail (SAND_IS_RULESET (self), FALSE);
  sand_going_effect_clear (up);
  sand_going_effect_clear (down);

  const SandRule *r = last_match (self, SAND_RULE_LEVELS, kind, ctx, NULL, NULL);
  if (r == NULL)
    return FALSE;
  resolve_goings (self, ctx, attr (r, "up"), up);
  resolve_goings (self, ctx, attr (r, "down"), down);
  return TRUE;
}

void
sand_structure_rules_clear (SandStructureRules *rules)
{
  sand_going_effect_clear (&rules->walls);
  sand_going_effect_clear (&rules->floor_up);
  sand_going_effect_clear (&rules->floor_down);
  sand_going_effect_clear (&rules->base);
  rules->openings = 0;
  rules->opening_width = 0;
}

void
sand_unit_rules_clear (SandUnitRules *rules)
{
  sand_going_effect_clear (&rules->same_team);
  sand_going_effect_clear (&rules->other);
  rules->may_end_on = FALSE;
  rules->no_go = 0;
  rules->zoc_radius = 0;
  rules->zoc_angle = 0;
  rules->enemies_block = FALSE;
  rules->flank_beyond_edge = FALSE;
}

gboolean
sand_ruleset_lookup_structure (SandRuleset              *self,
                               const SandRulesetContext *ctx,
                               SandStructureRules       *rules)
{
  g_return_val_if_fail (SAND_IS_RULESET (self), FALSE);
  memset (rules, 0, sizeof *rules);
  sand_structure_rules_clear (rules);

  const SandRule *r = last_match (self, SAND_RULE_STRUCTURE, -1, ctx, NULL, NULL);
  if (r == NULL)
    return FALSE;
  resolve_goings (self, ctx, attr (r, "walls"), &rules->walls);
  resolve_goings (self, ctx, attr (r, "floor-up"), &rules->floor_up);
  resolve_goings (self, ctx, attr (r, "floor-down"), &rules->floor_down);
  resolve_goings (self, ctx, attr (r, "base"), &rules->base);
  g_auto (GStrv) kinds = g_strsplit_set (attr (r, "openings") ? attr (r, "openings") : "", " ", -1);
  for (guint i = 0; kinds[i]; i++)
    {
      SandTerrainKind k = sand_terrain_kind_from_string (kinds[i]);
      if (k != SAND_TERRAIN_INVALID)
        rules->openings |= G_GUINT64_CONSTANT (1) << k;
    }
  rules->opening_width = num (r, "opening-width", 1.0);
  return TRUE;
}

void
sand_ruleset_lookup_units (SandRuleset              *self,
                           const SandRulesetContext *ctx,
                           SandUnitRules            *rules)
{
  g_return_if_fail (SAND_IS_RULESET (self));
  memset (rules, 0, sizeof *rules);
  sand_unit_rules_clear (rules);
  rules->may_end_on = TRUE;

  const SandRule *f = last_match (self, SAND_RULE_FRIENDS, -1, ctx, NULL, NULL);
  if (f != NULL)
    {
      resolve_goings (self, ctx, attr (f, "same-team"), &rules->same_team);
      resolve_goings (self, ctx, attr (f, "other"), &rules->other);
      rules->may_end_on = g_strcmp0 (attr (f, "end"), "never") != 0;
    }
  const SandRule *e = last_match (self, SAND_RULE_ENEMIES, -1, ctx, NULL, NULL);
  if (e != NULL)
    {
      rules->no_go = num (e, "no-go", 0);
      rules->zoc_radius = num (e, "zoc-radius", 0);
      rules->zoc_angle = num (e, "zoc-angle", 45);
      rules->enemies_block = g_strcmp0 (attr (e, "pass"), "never") == 0;
      rules->flank_beyond_edge = g_strcmp0 (attr (e, "flank-contact"), "beyond-edge") == 0;
    }
}

double
sand_ruleset_lookup_road_bonus (SandRuleset              *self,
                                const SandRulesetContext *ctx)
{
  g_return_val_if_fail (SAND_IS_RULESET (self), 0);

  const SandRule *r = last_match (self, SAND_RULE_ROAD_BONUS, -1, ctx, NULL, NULL);
  return r ? MAX (num (r, "add", 0), 0) : 0;
}
