/* sand-ruleset-lookup.c: which rule applies to a unit on some ground, and what
 * the goings it names do to the move.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "sand-ruleset-private.h"

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
  g_free (effect->ids);
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
  return _sand_ruleset_when_matches (self, when, ctx->class_id, ctx->attrs, ctx->attrs_data);
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
  g_autoptr (GString) named = g_string_new (e->ids);

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
          name = sand_ruleset_text (def->name);
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
      if (named->len > 0)
        g_string_append_c (named, ' ');
      g_string_append (named, id);
    }
  g_free (e->label);
  e->label = label->len ? g_strdup (label->str) : NULL;
  g_free (e->ids);
  e->ids = named->len ? g_strdup (named->str) : NULL;
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

static double
num (const SandRule *r,
     const char     *name,
     double          fallback)
{
  const char *v = attr (r, name);
  return v ? g_ascii_strtod (v, NULL) : fallback;
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

static void
read_range (const SandRule  *r,
            SandHeightRange *range)
{
  const char *lo = attr (r, "above") ? attr (r, "above") : attr (r, "from");
  const char *hi = attr (r, "below") ? attr (r, "below") : attr (r, "upto");

  memset (range, 0, sizeof *range);
  range->has_lo = lo != NULL;
  range->lo = lo ? g_ascii_strtod (lo, NULL) : 0;
  range->lo_open = attr (r, "above") != NULL;
  range->has_hi = hi != NULL;
  range->hi = hi ? g_ascii_strtod (hi, NULL) : 0;
  range->hi_open = attr (r, "below") != NULL;
}

gboolean
sand_ruleset_lookup_obstacle (SandRuleset              *self,
                              const SandRulesetContext *ctx,
                              SandTerrainKind           kind,
                              double                    height,
                              SandGoingEffect          *effect,
                              SandHeightRange          *range)
{
  g_return_val_if_fail (SAND_IS_RULESET (self), FALSE);
  sand_going_effect_clear (effect);
  if (range)
    memset (range, 0, sizeof *range);

  const SandRule *r = last_match (self, SAND_RULE_OBSTACLE, kind, ctx, height_matches, &height);
  if (r == NULL)
    return FALSE;
  resolve_goings (self, ctx, attr (r, "going"), effect);
  if (range)
    read_range (r, range);
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
  rules->floor_height = 0;
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
  rules->break_off_front = FALSE;
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
  rules->floor_height = num (r, "floor-height", 0.0);
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
      rules->break_off_front = g_strcmp0 (attr (e, "break-off"), "front") == 0;
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

static gboolean
vehicle_matches (const SandRule *r,
                 gconstpointer   data)
{
  g_auto (GStrv) vehicles = g_strsplit_set (attr (r, "vehicles") ? attr (r, "vehicles") : "", " \t\n", -1);

  return g_strv_contains ((const char * const *) vehicles, data);
}

gboolean
sand_ruleset_lookup_board (SandRuleset              *self,
                           const SandRulesetContext *ctx,
                           const char               *vehicle_class,
                           SandGoingEffect          *effect)
{
  g_return_val_if_fail (SAND_IS_RULESET (self), FALSE);
  sand_going_effect_clear (effect);

  if (vehicle_class == NULL)
    return FALSE;
  const SandRule *r = last_match (self, SAND_RULE_BOARD, -1, ctx, vehicle_matches, vehicle_class);
  if (r == NULL)
    return FALSE;
  resolve_goings (self, ctx, attr (r, "going"), effect);
  return TRUE;
}

/* The parameter the unit gives special rule @id in its "special" attribute
 * ("leaper spread:3" -> "3" for spread), or NULL. */
static char *
special_parameter (const SandRulesetContext *ctx,
                   const char               *id)
{
  const char *text = ctx->attrs ? ctx->attrs ("special", ctx->attrs_data) : NULL;
  g_auto (GStrv) words = g_strsplit_set (text ? text : "", " ,;", -1);
  gsize len = strlen (id);

  for (guint i = 0; words[i]; i++)
    if (strncmp (words[i], id, len) == 0 && words[i][len] == ':')
      return g_strdup (words[i] + len + 1);
  return NULL;
}

GArray *
sand_ruleset_lookup_shows (SandRuleset              *self,
                           const SandRulesetContext *ctx)
{
  static const char * const marks[] = { "close-combat", "coherency", "forward-arc", "command" };
  static const char * const arounds[] = { "enemies", "team", "unit", "officer", "team-moved" };
  GArray *shows = g_array_new (FALSE, TRUE, sizeof (SandRulesetShow));

  g_return_val_if_fail (SAND_IS_RULESET (self), shows);

  for (guint i = 0; i < self->rules->len; i++)
    {
      const SandRule *r = g_ptr_array_index (self->rules, i);
      SandRulesetShow show = { 0 };
      g_autofree char *parameter = NULL;

      if (!rule_matches (self, r, SAND_RULE_SHOW, -1, ctx))
        continue;
      for (guint k = 0; k < G_N_ELEMENTS (marks); k++)
        if (g_strcmp0 (attr (r, "mark"), marks[k]) == 0)
          show.mark = (SandShowMark) k;
      for (guint k = 0; k < G_N_ELEMENTS (arounds); k++)
        if (g_strcmp0 (attr (r, "around"), arounds[k]) == 0)
          show.around = (SandShowAround) k;
      show.inches = num (r, "inches", 0);
      show.half_angle = num (r, "half-angle", 180);
      if (attr (r, "special") != NULL)
        parameter = special_parameter (ctx, attr (r, "special"));
      /* a parameter that is not a distance leaves the rule's own */
      if (parameter != NULL && g_ascii_strtod (parameter, NULL) > 0)
        show.inches = g_ascii_strtod (parameter, NULL);
      g_array_append_val (shows, show);
    }
  _sand_ruleset_add_command_rings (self, ctx, shows);
  return shows;
}
