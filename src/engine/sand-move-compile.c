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
#include "sand-length.h"
#include "sand-move-compile-private.h"
#include "sand-move-ground.h"
#include "sand-move-kept.h"
#include "sand-move-snapshot-private.h"
#include "sand-ruleset-groups.h"

/* What the ruleset's conditions and expressions read of the moving unit. */
typedef struct
{
  SandUnit *unit;
  gboolean  grouped;
} UnitAttrs;

static const char *
unit_attr (const char *name,
           gpointer    data)
{
  UnitAttrs *ua = data;
  const char *value = sand_unit_get_attr (ua->unit, name);

  /* the stance is a property of every unit; rulesets read it like an attribute */
  if (value == NULL && g_str_equal (name, "stance"))
    value = sand_unit_get_stance (ua->unit);
  /* seed 002: "except as single figures" — a unit moves in a group when another
   * unit of its side shares its team */
  if (value == NULL && g_str_equal (name, "group"))
    value = ua->grouped ? "true" : "false";
  return value;
}

static gboolean
unit_grouped (SandScenario *scenario,
              SandUnit     *unit)
{
  GListModel *units = sand_scenario_get_units (scenario);
  const char *team = sand_unit_get_team (unit);

  for (guint i = 0; team != NULL && i < g_list_model_get_n_items (units); i++)
    {
      g_autoptr (SandUnit) u = g_list_model_get_item (units, i);
      if (u != unit && sand_unit_get_side (u) == sand_unit_get_side (unit)
          && g_strcmp0 (sand_unit_get_team (u), team) == 0)
        return TRUE;
    }
  return FALSE;
}

/* The worst-terrain allowance @g sets, and in @said as the rules say it: "at
 * most 0in" when Mv 1 is halved and rounded down, though the unit may hardly move. */
static double
tier_of (Compile               *c,
         const SandGoingEffect *g,
         double                *said)
{
  double tier = 0;

  if (g->tier_fraction > 0)
    tier = sand_rounding_apply (g->tier_round, c->allowance * g->tier_fraction);
  if (g->tier_inches > 0)
    tier = tier > 0 ? MIN (tier, g->tier_inches) : g->tier_inches;
  *said = tier;
  if (g->tier_fraction > 0 || g->tier_inches > 0)
    tier = MAX (tier, 1e-3);
  return tier;
}

/* What @g does, in @r: its goings by id and name, and what the rules say of it:
 * impassable, not in this mode, a limit, the whole move, a stop, a cap. */
static void
say_going (Compile               *c,
           const SandGoingEffect *g,
           SandReason            *r)
{
  double said;

  tier_of (c, g, &said);
  g_free (r->going);
  g_free (r->going_name);
  r->going = g_strdup (g->ids ? g->ids : g->impassable ? "impassable" : NULL);
  /* "impassable" alone says itself; a going that makes it so is named:
   * "road r1: impassable (Mud or snow)" after the snow */
  r->going_name = g_strcmp0 (g->ids, "impassable") == 0 ? NULL : g_strdup (g->label);
  g_free (r->mode);
  r->mode = NULL;
  if (g->impassable)
    r->says = SAND_GOING_SAYS_IMPASSABLE;
  else if (g->forbidden)
    {
      r->says = SAND_GOING_SAYS_FORBIDDEN;
      r->mode = g_strdup (c->mode->name != NULL ? sand_ruleset_text (c->mode->name) : c->mode->id);
    }
  else if (g->tier_fraction > 0 || g->tier_inches > 0)
    {
      r->says = SAND_GOING_SAYS_AT_MOST;
      r->length = said;
    }
  else if (g->whole_turn)
    r->says = SAND_GOING_SAYS_WHOLE_TURN;
  else if (g->stop)
    r->says = SAND_GOING_SAYS_STOP;
  else if (g->cap > 0)
    {
      r->says = SAND_GOING_SAYS_CAP;
      r->length = g->cap;
    }
  else
    r->says = SAND_GOING_SAYS_NAME;
}

void
sand_move_compile_to_effect (Compile               *c,
                             const SandGoingEffect *g,
                             const SandReason      *who,
                             SandMoveEffect        *e)
{
  double tier_said;

  sand_move_effect_init (e);
  e->rate = g->rate;
  e->cap = g->cap;
  e->extra = g->lose;
  e->tier = tier_of (c, g, &tier_said);
  if (g->impassable || g->forbidden)
    e->flags |= SAND_MOVE_BLOCKED;
  /* a formation may not cross what the rules ask a column for */
  gboolean column_only = c->formation != NULL && !g->impassable && sand_ruleset_group_column_going (c->rs, g->ids);
  if (column_only)
    e->flags |= SAND_MOVE_BLOCKED;
  if (g->no_end)
    e->flags |= SAND_MOVE_NO_END;
  if (g->whole_turn)
    e->flags |= SAND_MOVE_WHOLE_TURN;
  if (!sand_going_effect_is_clear (g) && who != NULL)
    {
      g_autoptr (SandReason) r = sand_reason_copy (who);

      r->rule = SAND_REASON_GOING;
      say_going (c, g, r);
      if (column_only)
        {
          r->says = SAND_GOING_SAYS_FORBIDDEN;
          g_free (r->mode);
          r->mode = g_strdup (c->formation);
        }
      e->reason = sand_move_builder_add_reason (c->b, r);
    }
}

SandReason *
sand_move_compile_who (SandReasonWho who,
                       const char   *kind,
                       const char   *id,
                       const char   *name)
{
  SandReason *r = sand_reason_new (SAND_REASON_GOING);

  sand_reason_set_who (r, who, kind, id, name);
  return r;
}

/* Above this many cells a table's ground is not kept (a very fine cell on a
 * very large table). */
#define MAX_CACHED_CELLS (4 * 1024 * 1024)

/* The ground of the whole table for this kind of move, from the scenario's cache,
 * painted now when the kind is asked for again; NULL to paint the unit's box. */
static SandMoveGround *
cached_ground (Compile      *c,
               SandScenario *scenario,
               double        resolution)
{
  double width = sand_scenario_get_width (scenario), height = sand_scenario_get_height (scenario);
  SandMoveGroundKey key = { c->rs, c->ctx.class_id, c->ctx.mode_id, c->ctx.specials, c->allowance, resolution,
                            c->ctx.attrs, c->ctx.attrs_data };
  SandMoveGroundCache *cache;
  SandMoveGround *ground;
  gboolean paint;
  gpointer data;
  Compile t;

  if (ceil (width / resolution) * ceil (height / resolution) > MAX_CACHED_CELLS)
    return NULL;
  cache = sand_move_ground_cache_get (scenario);
  ground = sand_move_ground_cache_lookup (cache, &key, &paint);
  if (ground != NULL || !paint)
    return ground;

  t = *c;
  t.ctx.attrs = sand_move_ground_cache_attrs (cache, &key, &data);
  t.ctx.attrs_data = data;
  t.b = sand_move_builder_new_table (width, height, c->allowance, resolution);
  sand_move_compile_features (&t, scenario);
  ground = sand_move_builder_take_ground (t.b);
  sand_move_ground_cache_add (cache, data, sand_move_ground_ref (ground));
  return ground;
}

/* The raster of a move kept for a drag (@kept, cells of the table's grid):
 * kept while the move's own fits in it on the same grid and table, else the
 * move's grown by a quarter of its allowance (two inches at least) each way,
 * so that the next steps fit too. */
static gsize
raster_cells (const int *cells)
{
  return (gsize) MAX (cells[2] - cells[0], 0) * (gsize) MAX (cells[3] - cells[1], 0);
}

/* @resolution, or the least of it doubled that gives the move's raster at most
 * SAND_MOVE_MAX_CELLS cells. */
static double
fit_resolution (const Compile *c,
                double         width,
                double         height,
                double         resolution)
{
  int own[4];

  for (;;)
    {
      sand_move_builder_raster (width, height, c->start_x, c->start_y, c->allowance, resolution, own);
      if (raster_cells (own) <= SAND_MOVE_MAX_CELLS)
        return resolution;
      resolution *= 2;
    }
}

static void
kept_raster (Compile            *c,
             double              width,
             double              height,
             SandMoveKeptRaster *kept)
{
  int own[4], *k = kept->cells;
  double res = c->cell, grow = MAX (0.25 * c->allowance, 2.0) / res;

  sand_move_builder_raster (width, height, c->start_x, c->start_y, c->allowance, res, own);
  if (kept->cell == res && kept->width == width && kept->height == height
      && k[0] <= own[0] && k[1] <= own[1] && k[2] >= own[2] && k[3] >= own[3])
    return;
  k[0] = MAX (0, (int) floor (own[0] - grow));
  k[1] = MAX (0, (int) floor (own[1] - grow));
  k[2] = MIN ((int) ceil (width / res), (int) ceil (own[2] + grow));
  k[3] = MIN ((int) ceil (height / res), (int) ceil (own[3] + grow));
  /* no room to grow: the move's own */
  if (raster_cells (k) > SAND_MOVE_MAX_CELLS)
    memcpy (k, own, sizeof own);
  kept->cell = res;
  kept->width = width;
  kept->height = height;
}

/* What a group's figure compiles differently: the group's least allowance,
 * its figures left off the table (they move with it), and the name of the
 * formation whose column-only goings it may not cross. */
typedef struct
{
  double              allowance;
  const char * const *members;
  const char         *formation;
} GroupCompile;

static SandMoveBuilder *
compile_builder (SandScenario       *scenario,
                 SandRuleset        *ruleset,
                 SandUnit           *unit,
                 const char         *mode_id,
                 double              resolution,
                 gboolean            use_cache,
                 const SandPoint    *start,
                 SandMoveKeptRaster *kept,
                 const char         *skip_feature,
                 const char         *skip_unit,
                 const SandBounds   *within,
                 const GroupCompile *group,
                 GError            **error)
{
  g_return_val_if_fail (SAND_IS_SCENARIO (scenario), NULL);
  g_return_val_if_fail (SAND_IS_RULESET (ruleset), NULL);
  g_return_val_if_fail (SAND_IS_UNIT (unit), NULL);

  Compile c = { 0 };
  UnitAttrs ua = { unit, unit_grouped (scenario, unit) };
  g_autoptr (SandMoveGround) ground = NULL;
  g_auto (GStrv) specials = sand_unit_list_specials (unit);
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
  c.skip_feature = skip_feature;
  c.skip_unit = skip_unit;
  /* "" names the open ground */
  c.skip_ground = g_strcmp0 (skip_feature, "") == 0;
  c.within = within;
  c.ctx.class_id = sand_unit_get_class (unit);
  c.ctx.mode_id = mode_id;
  c.ctx.specials = (const char * const *) specials;
  c.ctx.attrs = unit_attr;
  c.ctx.attrs_data = &ua;
  c.start_x = start ? start->x : sand_unit_get_x (unit);
  c.start_y = start ? start->y : sand_unit_get_y (unit);
  c.mode = sand_ruleset_find_mode (ruleset, mode_id);
  c.ctx.scale = sand_scenario_get_ground_scale (scenario);
  c.ctx.weather = sand_ruleset_weather_state (ruleset, sand_scenario_get_weather (scenario),
                                              sand_scenario_get_weather_turns (scenario));
  if (!sand_ruleset_allowance (ruleset, c.ctx.class_id, mode_id, unit_attr, &ua,
                               sand_scenario_get_ground_scale (scenario), &c.allowance, error))
    return NULL;
  if (group != NULL)
    {
      c.allowance = MIN (c.allowance, group->allowance);
      c.group = group->members;
      c.formation = group->formation;
      use_cache = FALSE;
    }
  resolution = fit_resolution (&c, sand_scenario_get_width (scenario), sand_scenario_get_height (scenario), resolution);
  c.tolerance = resolution / 4;
  c.cell = resolution;
  c.contact = sand_unit_get_radius (unit) + resolution;

  if (kept != NULL)
    {
      kept_raster (&c, sand_scenario_get_width (scenario), sand_scenario_get_height (scenario), kept);
      c.b = sand_move_builder_new_cells (sand_scenario_get_width (scenario), sand_scenario_get_height (scenario),
                                         c.start_x, c.start_y, c.allowance, resolution, kept->cells);
    }
  else
    c.b = sand_move_builder_new_within (sand_scenario_get_width (scenario), sand_scenario_get_height (scenario),
                                        c.start_x, c.start_y, c.allowance, resolution, within);
  sand_move_builder_set_straight (c.b, c.mode->straight);
  sand_move_builder_set_ids (c.b, sand_unit_get_id (unit), mode_id, sand_ruleset_get_id (ruleset));
  /* "in contact": the base touches the line */
  sand_move_builder_set_contact (c.b, c.contact);
  ground = use_cache ? cached_ground (&c, scenario, resolution) : NULL;
  if (ground != NULL)
    sand_move_builder_defer_ground (c.b);
  /* lines are compiled even with the ground cached: whether they count may
   * depend on where the unit starts */
  sand_move_compile_features (&c, scenario);
  if (ground != NULL)
    sand_move_builder_paste_ground (c.b, ground);
  sand_move_compile_levels (&c);
  if (!sand_move_compile_floors (&c, scenario, unit, error))
    {
      sand_move_builder_free (c.b);
      return NULL;
    }
  sand_move_compile_units (&c, scenario, unit);
  return c.b;
}

static SandMoveSnapshot *
snapshot_new (SandScenario       *scenario,
              SandRuleset        *ruleset,
              SandUnit           *unit,
              const char         *mode_id,
              double              resolution,
              gboolean            use_cache,
              const SandPoint    *start,
              SandMoveKeptRaster *kept,
              SandMoveKeptPaint  *paint,
              const char         *skip_feature,
              const char         *skip_unit,
              const SandBounds   *within,
              GError            **error)
{
  SandMoveBuilder *b = compile_builder (scenario, ruleset, unit, mode_id, resolution, use_cache, start, kept,
                                        skip_feature, skip_unit, within, NULL, error);

  if (b == NULL)
    return NULL;
  return paint != NULL ? sand_move_kept_finish (b, paint) : sand_move_builder_finish (b);
}

SandMoveBuilder *
sand_move_compile_group_figure (SandScenario       *scenario,
                                SandRuleset        *ruleset,
                                SandUnit           *unit,
                                const char         *mode_id,
                                double              resolution,
                                const SandPoint    *start,
                                double              allowance,
                                const char * const *members,
                                const char         *formation,
                                GError            **error)
{
  GroupCompile group = { allowance, members, formation };

  return compile_builder (scenario, ruleset, unit, mode_id, resolution, FALSE, start, NULL, NULL, NULL, NULL, &group,
                          error);
}

gboolean
sand_move_compile_allowance (SandScenario *scenario,
                             SandRuleset  *ruleset,
                             SandUnit     *unit,
                             const char   *mode_id,
                             double       *inches,
                             GError      **error)
{
  UnitAttrs ua = { unit, unit_grouped (scenario, unit) };

  return sand_ruleset_allowance (ruleset, sand_unit_get_class (unit), mode_id, unit_attr, &ua,
                                 sand_scenario_get_ground_scale (scenario), inches, error);
}

SandMoveSnapshot *
sand_move_snapshot_new (SandScenario *scenario,
                        SandRuleset  *ruleset,
                        SandUnit     *unit,
                        const char   *mode_id,
                        double        resolution,
                        GError      **error)
{
  return snapshot_new (scenario, ruleset, unit, mode_id, resolution, TRUE, NULL, NULL, NULL, NULL, NULL, NULL, error);
}

SandMoveSnapshot *
sand_move_snapshot_new_from (SandScenario    *scenario,
                             SandRuleset     *ruleset,
                             SandUnit        *unit,
                             const char      *mode_id,
                             double           resolution,
                             const SandPoint *start,
                             GError         **error)
{
  return snapshot_new (scenario, ruleset, unit, mode_id, resolution, TRUE, start, NULL, NULL, NULL, NULL, NULL, error);
}

SandMoveSnapshot *
sand_move_snapshot_new_uncached (SandScenario *scenario,
                                 SandRuleset  *ruleset,
                                 SandUnit     *unit,
                                 const char   *mode_id,
                                 double        resolution,
                                 GError      **error)
{
  return snapshot_new (scenario, ruleset, unit, mode_id, resolution, FALSE, NULL, NULL, NULL, NULL, NULL, NULL, error);
}

SandMoveSnapshot *
sand_move_snapshot_new_kept (SandScenario       *scenario,
                             SandRuleset        *ruleset,
                             SandUnit           *unit,
                             const char         *mode_id,
                             double              resolution,
                             const SandPoint    *start,
                             SandMoveKeptRaster *kept,
                             SandMoveKeptPaint  *paint,
                             GError            **error)
{
  return snapshot_new (scenario, ruleset, unit, mode_id, resolution, TRUE, start, kept, paint, NULL, NULL, NULL,
                       error);
}

SandMoveSnapshot *
sand_move_snapshot_new_without (SandScenario     *scenario,
                                SandRuleset      *ruleset,
                                SandUnit         *unit,
                                const char       *mode_id,
                                double            resolution,
                                const SandPoint  *start,
                                const char       *feature_id,
                                const char       *unit_id,
                                const SandBounds *within,
                                GError          **error)
{
  /* the cached ground has every feature and the open ground painted in it;
   * units are not */
  return snapshot_new (scenario, ruleset, unit, mode_id, resolution, feature_id == NULL, start, NULL, NULL, feature_id,
                       unit_id, within, error);
}
