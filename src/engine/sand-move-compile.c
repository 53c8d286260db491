/* sand-move-compile.c: from a scenario, a ruleset and a unit to a move snapshot.
 *
 * The scenario describes ground physically; the ruleset says what each kind means
 * for this class and mode; here the two meet and become plain effects the solver
 * understands. Everything is copied, so the scenario may change afterwards.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "sand-error.h"
#include "sand-geometry.h"
#include "sand-move-builder.h"
#include "sand-move-snapshot-private.h"

typedef struct
{
  SandMoveBuilder         *b;
  SandRuleset             *rs;
  SandRulesetContext       ctx;
  const SandRulesetMode   *mode;
  double                   allowance;
  double                   tolerance;
} Compile;

static const char *
unit_attr (const char *name,
           gpointer    data)
{
  return sand_unit_get_attr (data, name);
}

/* "leaper limited-vision spread:3" -> { "leaper", "limited-vision", "spread" } */
static char **
unit_specials (SandUnit *unit)
{
  const char *text = sand_unit_get_attr (unit, "special");
  g_auto (GStrv) parts = g_strsplit_set (text ? text : "", " ,;", -1);
  GStrvBuilder *b = g_strv_builder_new ();

  for (guint i = 0; parts[i]; i++)
    {
      char *colon = strchr (parts[i], ':');
      if (colon)
        *colon = '\0';
      if (*parts[i])
        g_strv_builder_add (b, parts[i]);
    }
  char **list = g_strv_builder_end (b);
  g_strv_builder_unref (b);
  return list;
}

/* What the going does, said briefly: "impassable", "Slow going: not when moving At
 * The Double", "Difficult going: the move is at most 3in". */
static char *
describe (Compile               *c,
          const SandGoingEffect *g,
          double                 tier)
{
  const char *label = g->label ? g->label : _("Impassable");

  if (g->impassable)
    return g_strdup (_("impassable"));
  if (g->forbidden)
    /* Translators: a going's name, then a mode's name */
    return g_strdup_printf (_("%s, not allowed when moving %s"), label, c->mode->name);
  if (tier > 0)
    /* Translators: a going's name, then inches */
    return g_strdup_printf (_("%s, the move is at most %gin"), label, tier);
  if (g->whole_turn)
    return g_strdup_printf (_("%s, takes the whole move"), label);
  return g_strdup (label);
}

static void
to_effect (Compile               *c,
           const SandGoingEffect *g,
           const char            *who,
           const char            *range,
           SandMoveEffect        *e)
{
  sand_move_effect_init (e);
  e->rate = g->rate;
  e->cap = g->cap;
  e->extra = g->lose;
  if (g->tier_fraction > 0)
    e->tier = sand_rounding_apply (g->tier_round, c->allowance * g->tier_fraction);
  if (g->tier_inches > 0)
    e->tier = e->tier > 0 ? MIN (e->tier, g->tier_inches) : g->tier_inches;
  if (g->tier_fraction > 0 || g->tier_inches > 0)
    e->tier = MAX (e->tier, 1e-3); /* rounded to nothing: the unit may hardly move */
  if (g->impassable || g->forbidden)
    e->flags |= SAND_MOVE_BLOCKED;
  if (g->no_end)
    e->flags |= SAND_MOVE_NO_END;
  if (g->whole_turn)
    e->flags |= SAND_MOVE_WHOLE_TURN;
  if (!sand_going_effect_is_clear (g) && who != NULL)
    {
      g_autofree char *what = describe (c, g, e->tier);
      g_autofree char *text = range ? g_strdup_printf ("%s: %s, %s", who, range, what)
                                    : g_strdup_printf ("%s: %s", who, what);
      e->reason = sand_move_builder_add_reason (c->b, text);
    }
}

static char *
feature_who (SandFeature *f)
{
  /* the file-format names, as the scenario file and FORMAT.md spell them */
  return g_strdup_printf ("%s %s", sand_terrain_kind_to_string (sand_feature_get_kind (f)), sand_feature_get_id (f));
}

static void
add_outline_area (Compile              *c,
                  SandFeature          *f,
                  const SandMoveEffect *e)
{
  g_autoptr (GArray) pts = sand_feature_get_outline (f, c->tolerance);
  sand_move_builder_add_area (c->b, (const SandPoint *) (void *) pts->data, pts->len, e);
}

static void
compile_area (Compile     *c,
              SandFeature *f)
{
  SandTerrainKind kind = sand_feature_get_kind (f);
  g_autofree char *who = feature_who (f);
  SandGoingEffect g = { 0 };
  SandMoveEffect e;

  if (sand_ruleset_lookup_terrain (c->rs, &c->ctx, kind, sand_feature_get_fordable (f), &g)
      && !sand_going_effect_is_clear (&g))
    {
      to_effect (c, &g, who, NULL, &e);
      add_outline_area (c, f, &e);
    }
  if (kind == SAND_TERRAIN_HILL)
    {
      sand_move_effect_init (&e);
      e.level = MAX (1, sand_feature_get_level (f));
      add_outline_area (c, f, &e);
    }
  sand_going_effect_clear (&g);
}

static void
compile_building (Compile     *c,
                  SandFeature *f,
                  GListModel  *features)
{
  g_autofree char *who = feature_who (f);
  SandStructureRules rules;
  SandMoveEffect e;

  if (!sand_ruleset_lookup_structure (c->rs, &c->ctx, &rules))
    return;
  if (sand_feature_get_has_base (f) && !sand_going_effect_is_clear (&rules.base))
    {
      to_effect (c, &rules.base, who, NULL, &e);
      add_outline_area (c, f, &e);
    }
  if (!sand_going_effect_is_clear (&rules.walls))
    {
      g_autoptr (GArray) pts = sand_feature_get_outline (f, c->tolerance);
      SandPoint first = g_array_index (pts, SandPoint, 0);
      g_array_append_val (pts, first); /* closed */
      to_effect (c, &rules.walls, who, NULL, &e);
      sand_move_builder_add_line (c->b, (const SandPoint *) (void *) pts->data, pts->len, &e);
      /* doors and windows on (or near) this building's outline */
      for (guint i = 0; i < g_list_model_get_n_items (features); i++)
        {
          g_autoptr (SandFeature) o = g_list_model_get_item (features, i);
          guint n;
          if (!(rules.openings & (G_GUINT64_CONSTANT (1) << sand_feature_get_kind (o))))
            continue;
          const SandPoint *p = sand_feature_get_points (o, &n);
          if (n >= 1 && sand_distance_to_polyline ((const SandPoint *) (void *) pts->data, pts->len, p[0].x, p[0].y) < 0.5)
            sand_move_builder_add_opening (c->b, p[0].x, p[0].y, rules.opening_width / 2);
        }
    }
  sand_structure_rules_clear (&rules);
}

static void
compile_line (Compile     *c,
              SandFeature *f)
{
  SandTerrainKind kind = sand_feature_get_kind (f);
  g_autofree char *who = feature_who (f);
  g_autofree char *range = NULL;
  SandGoingEffect g = { 0 };
  SandMoveEffect e;
  guint n;
  const SandPoint *pts = sand_feature_get_points (f, &n);
  gboolean found;

  if (pts == NULL || n < 2)
    return;
  if (sand_terrain_kind_is_obstacle (kind))
    found = sand_ruleset_lookup_obstacle (c->rs, &c->ctx, kind, sand_feature_get_height (f), &g, &range);
  else
    found = sand_ruleset_lookup_terrain (c->rs, &c->ctx, kind, sand_feature_get_fordable (f), &g);
  if (found && !sand_going_effect_is_clear (&g))
    {
      to_effect (c, &g, who, range, &e);
      /* a road or river as wide as drawn is ground; a thin line is crossed */
      if (!sand_terrain_kind_is_obstacle (kind) && sand_feature_get_width (f) > 0)
        sand_move_builder_add_band (c->b, pts, n, sand_feature_get_width (f), &e);
      else
        sand_move_builder_add_line (c->b, pts, n, &e);
    }
  sand_going_effect_clear (&g);
}

static void
compile_levels (Compile *c)
{
  SandGoingEffect up = { 0 }, down = { 0 };
  SandMoveEffect eu, ed;

  sand_ruleset_lookup_levels (c->rs, &c->ctx, SAND_TERRAIN_HILL, &up, &down);
  to_effect (c, &up, _("hill"), _("going up"), &eu);
  to_effect (c, &down, _("hill"), _("going down"), &ed);
  sand_move_builder_set_levels (c->b, &eu, &ed);
  sand_going_effect_clear (&up);
  sand_going_effect_clear (&down);
}

static void
compile_units (Compile      *c,
               SandScenario *scenario,
               SandUnit     *self)
{
  GListModel *units = sand_scenario_get_units (scenario);
  SandUnitRules rules;
  double r = sand_unit_get_radius (self);
  SandSide *side = sand_unit_get_side (self);
  const char *team = sand_unit_get_team (self);

  sand_ruleset_lookup_units (c->rs, &c->ctx, &rules);
  for (guint i = 0; i < g_list_model_get_n_items (units); i++)
    {
      g_autoptr (SandUnit) u = g_list_model_get_item (units, i);
      double ro = sand_unit_get_radius (u);
      const char *id = sand_unit_get_id (u);
      SandMoveEffect e;

      if (u == self)
        continue;
      if (side != NULL && sand_unit_get_side (u) != NULL && sand_unit_get_side (u) != side)
        {
          if (rules.no_go > 0)
            {
              /* Translators: a unit id, then inches */
              g_autofree char *text = g_strdup_printf (_("enemy %s: closer than %gin"), id, rules.no_go);
              /* edge to edge: the centres stay this far apart */
              sand_move_builder_add_no_go (c->b, sand_unit_get_x (u), sand_unit_get_y (u),
                                           rules.no_go + r + ro, sand_move_builder_add_reason (c->b, text));
            }
          continue;
        }
      gboolean same = team != NULL && g_strcmp0 (team, sand_unit_get_team (u)) == 0;
      g_autofree char *who = g_strdup_printf (_("friend %s"), id);
      to_effect (c, same ? &rules.same_team : &rules.other, who, NULL, &e);
      if (!rules.may_end_on)
        {
          g_autofree char *text = g_strdup_printf (_("friend %s: may not end on another model"), id);
          e.flags |= SAND_MOVE_NO_END;
          if (!(e.flags & SAND_MOVE_BLOCKED))
            e.reason = sand_move_builder_add_reason (c->b, text);
        }
      /* bases overlap: passing through, or ending on top of */
      sand_move_builder_add_circle (c->b, sand_unit_get_x (u), sand_unit_get_y (u), r + ro, &e);
    }
  sand_unit_rules_clear (&rules);
}

SandMoveSnapshot *
sand_move_snapshot_new (SandScenario *scenario,
                        SandRuleset  *ruleset,
                        SandUnit     *unit,
                        const char   *mode_id,
                        double        resolution,
                        GError      **error)
{
  g_return_val_if_fail (SAND_IS_SCENARIO (scenario), NULL);
  g_return_val_if_fail (SAND_IS_RULESET (ruleset), NULL);
  g_return_val_if_fail (SAND_IS_UNIT (unit), NULL);

  Compile c = { 0 };
  g_auto (GStrv) specials = unit_specials (unit);
  g_auto (GStrv) modes = sand_ruleset_class_modes (ruleset, sand_unit_get_class (unit));

  if (resolution <= 0)
    resolution = SAND_MOVE_DEFAULT_RESOLUTION;
  if (mode_id == NULL || !g_strv_contains ((const char * const *) modes, mode_id))
    {
      g_set_error (error, SAND_ERROR, SAND_ERROR_NOT_FOUND,
                   _("The unit “%s” (class “%s”) has no mode “%s” in the ruleset “%s”"),
                   sand_unit_get_id (unit), sand_unit_get_class (unit) ? sand_unit_get_class (unit) : "",
                   mode_id ? mode_id : "", sand_ruleset_get_id (ruleset));
      return NULL;
    }
  c.rs = ruleset;
  c.ctx.class_id = sand_unit_get_class (unit);
  c.ctx.mode_id = mode_id;
  c.ctx.specials = (const char * const *) specials;
  c.mode = sand_ruleset_find_mode (ruleset, mode_id);
  c.tolerance = resolution / 4;
  if (!sand_ruleset_allowance (ruleset, c.ctx.class_id, mode_id, unit_attr, unit,
                               sand_scenario_get_ground_scale (scenario), &c.allowance, error))
    return NULL;

  c.b = sand_move_builder_new (sand_scenario_get_width (scenario), sand_scenario_get_height (scenario),
                               sand_unit_get_x (unit), sand_unit_get_y (unit), c.allowance, resolution);
  sand_move_builder_set_ids (c.b, sand_unit_get_id (unit), mode_id, sand_ruleset_get_id (ruleset));
  /* "in contact": the base touches the line */
  sand_move_builder_set_contact (c.b, sand_unit_get_radius (unit) + resolution);

  GListModel *features = sand_scenario_get_features (scenario);
  for (guint i = 0; i < g_list_model_get_n_items (features); i++)
    {
      g_autoptr (SandFeature) f = g_list_model_get_item (features, i);
      SandTerrainKind kind = sand_feature_get_kind (f);

      if (kind == SAND_TERRAIN_BUILDING)
        compile_building (&c, f, features);
      else if (sand_feature_get_shape (f) == SAND_SHAPE_AREA)
        compile_area (&c, f);
      else if (sand_feature_get_shape (f) == SAND_SHAPE_LINE)
        compile_line (&c, f);
    }
  compile_levels (&c);
  compile_units (&c, scenario, unit);
  return sand_move_builder_finish (c.b);
}
