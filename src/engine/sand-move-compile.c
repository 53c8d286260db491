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

/* A drawn feature, by the kind and id the file gives it and the name the map
 * shows. */
static SandReason *
feature_who (SandFeature *f)
{
  return sand_move_compile_who (SAND_REASON_WHO_FEATURE, sand_terrain_kind_to_string (sand_feature_get_kind (f)),
                                sand_feature_get_id (f), sand_feature_get_name (f));
}

static void
add_outline_area (Compile              *c,
                  SandFeature          *f,
                  const SandMoveEffect *e)
{
  if (!sand_move_builder_paints_ground (c->b))
    return; /* pasted whole later */
  g_autoptr (GArray) pts = sand_feature_get_outline (f, c->tolerance);
  sand_move_builder_add_area (c->b, (const SandPoint *) (void *) pts->data, pts->len, e);
}

/* An outline as a line that counts one way only: on the way out of the area
 * (@entering FALSE) or on the way in. It is turned so the side a counted crossing
 * comes from is on the left of every segment. A unit that starts inside is in
 * contact with the edge wherever it stands, for leaving it. */
void
sand_move_compile_edge_line (Compile        *c,
                             GArray         *pts,
                             gboolean        entering,
                             SandMoveEffect *e)
{
  SandPoint *p = (SandPoint *) (void *) pts->data;
  double turn = 0;

  if (pts->len < 3)
    return;
  for (guint i = 0; i < pts->len; i++)
    {
      const SandPoint *a = &p[i], *b = &p[(i + 1) % pts->len];
      turn += a->x * b->y - b->x * a->y;
    }
  if (entering ? turn > 0 : turn < 0)
    for (guint i = 0, j = pts->len - 1; i < j; i++, j--)
      {
        SandPoint t = p[i];
        p[i] = p[j];
        p[j] = t;
      }
  SandPoint first = p[0];
  g_array_append_val (pts, first);
  p = (SandPoint *) (void *) pts->data;
  e->flags |= SAND_MOVE_ONE_WAY;
  if (!entering && sand_point_in_polygon (p, pts->len - 1, c->start_x, c->start_y))
    e->flags |= SAND_MOVE_IN_CONTACT;
  sand_move_builder_add_line (c->b, p, pts->len, e);
}

/* The area's edge as a line that counts only on the way out. */
static void
add_exit_line (Compile        *c,
               SandFeature    *f,
               SandMoveEffect *e)
{
  g_autoptr (GArray) pts = sand_feature_get_outline (f, c->tolerance);

  sand_move_compile_edge_line (c, pts, FALSE, e);
}

static void
compile_area (Compile     *c,
              SandFeature *f)
{
  SandTerrainKind kind = sand_feature_get_kind (f);
  g_autoptr (SandReason) who = feature_who (f);
  SandGoingEffect g = { 0 };
  SandMoveEffect e;

  if (sand_ruleset_lookup_terrain (c->rs, &c->ctx, kind, sand_feature_get_fordable (f), &g)
      && (c->has_ground || !sand_going_effect_is_clear (&g)))
    {
      sand_move_compile_to_effect (c, &g, who, &e);
      if (c->has_ground && !g.overlay)
        e.flags |= SAND_MOVE_GROUND;
      add_outline_area (c, f, &e);
    }
  if (kind == SAND_TERRAIN_HILL)
    {
      g_autoptr (GArray) outline = sand_feature_get_outline (f, c->tolerance);
      sand_move_effect_init (&e);
      e.level = MAX (1, sand_feature_get_level (f));
      add_outline_area (c, f, &e);
      if (outline != NULL && outline->len >= 3)
        sand_move_builder_add_hill (c->b, who, e.level, outline);
    }
  sand_going_effect_clear (&g);
  if (sand_ruleset_lookup_terrain_leave (c->rs, &c->ctx, kind, sand_feature_get_fordable (f), &g)
      && !sand_going_effect_is_clear (&g))
    {
      g_autoptr (SandReason) leaving = sand_reason_copy (who);
      leaving->part = SAND_REASON_PART_LEAVING;
      sand_move_compile_to_effect (c, &g, leaving, &e);
      add_exit_line (c, f, &e);
    }
  sand_going_effect_clear (&g);
}

/* A door or window with its own rule (seed 001: a closed door takes the whole
 * turn) is a short line across its gap, along the wall. */
static void
compile_opening (Compile         *c,
                 SandFeature     *o,
                 const SandPoint *wall,
                 guint            n_wall,
                 double           width)
{
  SandGoingEffect g = { 0 };
  guint n;
  const SandPoint *p = sand_feature_get_points (o, &n);
  double best = G_MAXDOUBLE, ux = 1, uy = 0;

  if (!sand_ruleset_lookup_opening (c->rs, &c->ctx, sand_feature_get_kind (o), sand_feature_get_open (o), &g)
      || sand_going_effect_is_clear (&g))
    {
      sand_going_effect_clear (&g);
      return;
    }
  for (guint k = 0; k + 1 < n_wall; k++)
    {
      double d = sand_distance_to_segment (p[0].x, p[0].y, wall[k], wall[k + 1]);
      double len = hypot (wall[k + 1].x - wall[k].x, wall[k + 1].y - wall[k].y);
      if (d < best && len > 0)
        {
          best = d;
          ux = (wall[k + 1].x - wall[k].x) / len;
          uy = (wall[k + 1].y - wall[k].y) / len;
        }
    }
  g_autoptr (SandReason) who = feature_who (o);
  SandMoveEffect e;
  SandPoint across[2] = { { p[0].x - ux * width / 2, p[0].y - uy * width / 2 },
                          { p[0].x + ux * width / 2, p[0].y + uy * width / 2 } };
  sand_move_compile_to_effect (c, &g, who, &e);
  sand_move_builder_add_line (c->b, across, 2, &e);
  sand_going_effect_clear (&g);
}

static void
compile_building (Compile     *c,
                  SandFeature *f,
                  GListModel  *features)
{
  g_autoptr (SandReason) who = feature_who (f);
  SandStructureRules rules;
  SandMoveEffect e;

  if (!sand_ruleset_lookup_structure (c->rs, &c->ctx, &rules))
    return;
  if (sand_feature_get_has_base (f) && !sand_going_effect_is_clear (&rules.base))
    {
      sand_move_compile_to_effect (c, &rules.base, who, &e);
      add_outline_area (c, f, &e);
    }
  if (!sand_going_effect_is_clear (&rules.walls))
    {
      g_autoptr (GArray) pts = sand_feature_get_outline (f, c->tolerance);
      SandPoint first = g_array_index (pts, SandPoint, 0);
      g_array_append_val (pts, first); /* closed */
      sand_move_compile_to_effect (c, &rules.walls, who, &e);
      sand_move_builder_add_line (c->b, (const SandPoint *) (void *) pts->data, pts->len, &e);
      /* doors and windows on (or near) this building's outline */
      g_autoptr (GPtrArray) ruled = g_ptr_array_new_with_free_func (g_object_unref);
      for (guint i = 0; i < g_list_model_get_n_items (features); i++)
        {
          g_autoptr (SandFeature) o = g_list_model_get_item (features, i);
          guint n;
          if (!(rules.openings & (G_GUINT64_CONSTANT (1) << sand_feature_get_kind (o))))
            continue;
          const SandPoint *p = sand_feature_get_points (o, &n);
          if (n >= 1 && sand_distance_to_polyline ((const SandPoint *) (void *) pts->data, pts->len, p[0].x, p[0].y) < 0.5)
            {
              sand_move_builder_add_opening (c->b, p[0].x, p[0].y, rules.opening_width / 2);
              g_ptr_array_add (ruled, g_object_ref (o));
            }
        }
      /* after the gaps, so the gaps do not open these too; a door left out
       * to see whether it decides a move is a gap with no rule of its own */
      for (guint i = 0; i < ruled->len; i++)
        if (!sand_move_compile_skips (c, g_ptr_array_index (ruled, i)))
          compile_opening (c, g_ptr_array_index (ruled, i), (const SandPoint *) (void *) pts->data, pts->len,
                           rules.opening_width);
    }
  sand_structure_rules_clear (&rules);
}

/* An obstacle drawn with a width is a belt of it (seed 000: "continuous wire
 * barriers"): its @crossing (NULL when no rule has one) counts on the way into
 * the belt, across its outline, and the ruleset's <terrain> rule for the kind,
 * if any, says what going on through it is. */
static void
compile_belt (Compile               *c,
              SandFeature           *f,
              const SandGoingEffect *crossing,
              const SandReason      *who)
{
  guint n;
  const SandPoint *pts = sand_feature_get_points (f, &n);
  g_autoptr (GArray) outline = sand_polyline_band_outline (pts, n, sand_feature_get_width (f) / 2, c->tolerance);
  const SandPoint *p = (const SandPoint *) (void *) outline->data;
  SandGoingEffect inside = { 0 };
  SandMoveEffect e;

  if (outline->len < 3)
    return;
  if (sand_ruleset_lookup_terrain (c->rs, &c->ctx, sand_feature_get_kind (f), FALSE, &inside)
      && !sand_going_effect_is_clear (&inside))
    {
      g_autoptr (SandReason) within = sand_reason_copy (who);
      /* the heights say what crossing into it does, not going on inside */
      memset (&within->range, 0, sizeof within->range);
      sand_move_compile_to_effect (c, &inside, within, &e);
      if (c->has_ground && !inside.overlay)
        e.flags |= SAND_MOVE_GROUND;
      sand_move_builder_add_area (c->b, p, outline->len, &e);
    }
  sand_going_effect_clear (&inside);
  if (crossing == NULL || sand_going_effect_is_clear (crossing))
    return;
  /* a unit stopped at the belt (or already in it) goes on this turn */
  if (crossing->stop
      && (sand_point_in_polygon (p, outline->len, c->start_x, c->start_y)
          || sand_distance_to_polygon_edge (p, outline->len, c->start_x, c->start_y) <= c->contact))
    return;
  sand_move_compile_to_effect (c, crossing, who, &e);
  if (crossing->stop)
    e.flags |= SAND_MOVE_BLOCKED;
  sand_move_compile_edge_line (c, outline, TRUE, &e);
}

static void
compile_line (Compile     *c,
              SandFeature *f)
{
  SandTerrainKind kind = sand_feature_get_kind (f);
  g_autoptr (SandReason) who = feature_who (f);
  SandGoingEffect g = { 0 };
  SandMoveEffect e;
  guint n;
  const SandPoint *pts = sand_feature_get_points (f, &n);
  /* a road or watercourse drawn without a width is as wide as the map shows it */
  double width = sand_feature_get_table_width (f);
  SandPoint spot[2];
  gboolean found;

  if (pts != NULL && n == 1)
    {
      /* A ford or bridge marked as a point on a river: a crossing that wide
       * (SAND_POINT_CROSSING_WIDTH unless it says), centred on the point. */
      spot[0] = spot[1] = pts[0];
      pts = spot;
      n = 2;
      width = sand_feature_get_width (f) > 0 ? sand_feature_get_width (f) : SAND_POINT_CROSSING_WIDTH;
    }
  if (pts == NULL || n < 2)
    return;
  if (sand_terrain_kind_is_obstacle (kind))
    found = sand_ruleset_lookup_obstacle (c->rs, &c->ctx, kind, sand_feature_get_height (f), &g, &who->range);
  else
    found = sand_ruleset_lookup_terrain_surface (c->rs, &c->ctx, kind, sand_feature_get_fordable (f),
                                                 sand_feature_get_surface (f), &g);
  if (sand_terrain_kind_is_obstacle (kind) && width > 0)
    {
      compile_belt (c, f, found ? &g : NULL, who);
      sand_going_effect_clear (&g);
      return;
    }
  gboolean band = !sand_terrain_kind_is_obstacle (kind) && width > 0;
  if (found && g.stop)
    {
      /* seed 000: armour "stop, and then proceed next turn with normal movement":
       * free from contact, the end of the move otherwise */
      if (sand_distance_to_polyline (pts, n, c->start_x, c->start_y) <= c->contact)
        {
          sand_going_effect_clear (&g);
          return;
        }
      sand_move_compile_to_effect (c, &g, who, &e);
      e.flags |= SAND_MOVE_BLOCKED;
      sand_move_builder_add_line (c->b, pts, n, &e);
    }
  else if (found && band && (g.replace || (c->has_ground && !g.overlay)))
    {
      sand_move_compile_to_effect (c, &g, who, &e);
      if (c->has_ground && !g.overlay)
        e.flags |= SAND_MOVE_GROUND;
      if (g.replace)
        sand_move_builder_replace_band (c->b, pts, n, width, &e);
      else
        sand_move_builder_add_band (c->b, pts, n, width, &e);
    }
  else if (found && !sand_going_effect_is_clear (&g))
    {
      sand_move_compile_to_effect (c, &g, who, &e);
      /* a road or river as wide as drawn is ground; a thin line is crossed */
      if (band)
        sand_move_builder_add_band (c->b, pts, n, width, &e);
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
  g_autoptr (SandReason) going_up = sand_move_compile_who (SAND_REASON_WHO_HILL, NULL, NULL, NULL);
  g_autoptr (SandReason) going_down = sand_move_compile_who (SAND_REASON_WHO_HILL, NULL, NULL, NULL);

  going_up->part = SAND_REASON_PART_GOING_UP;
  going_down->part = SAND_REASON_PART_GOING_DOWN;
  sand_move_compile_to_effect (c, &up, going_up, &eu);
  sand_move_compile_to_effect (c, &down, going_down, &ed);
  sand_move_builder_set_levels (c->b, &eu, &ed);
  /* the same, said with the hill stepped onto or off where it is found */
  sand_move_builder_set_level_texts (c->b, eu.reason, ed.reason);
  sand_going_effect_clear (&up);
  sand_going_effect_clear (&down);
}

/* The ground and everything on it: areas, bands, lines, buildings, the open
 * ground. */
static void
compile_features (Compile      *c,
                  SandScenario *scenario)
{
  GListModel *features = sand_scenario_get_features (scenario);
  SandGoingEffect ground = { 0 };

  c->has_ground = sand_ruleset_lookup_ground (c->rs, &c->ctx, &ground);
  for (guint i = 0; i < g_list_model_get_n_items (features); i++)
    {
      g_autoptr (SandFeature) f = g_list_model_get_item (features, i);
      SandTerrainKind kind = sand_feature_get_kind (f);

      /* left out, but a door or window is still a gap in its building's wall */
      if (sand_move_compile_skips (c, f) && kind != SAND_TERRAIN_DOOR && kind != SAND_TERRAIN_WINDOW)
        continue;
      if (kind == SAND_TERRAIN_BUILDING)
        compile_building (c, f, features);
      else if (sand_feature_get_shape (f) == SAND_SHAPE_AREA)
        compile_area (c, f);
      else if (sand_feature_get_shape (f) == SAND_SHAPE_LINE
               || kind == SAND_TERRAIN_FORD || kind == SAND_TERRAIN_BRIDGE)
        compile_line (c, f);
    }
  /* left out, the open ground is as the tabletop with no rule on it */
  if (c->has_ground && !c->skip_ground)
    {
      SandMoveEffect e;
      g_autoptr (SandReason) open = sand_move_compile_who (SAND_REASON_WHO_OPEN_GROUND, NULL, NULL, NULL);
      sand_move_compile_to_effect (c, &ground, open, &e);
      sand_move_builder_fill_open (c->b, &e);
    }
  sand_going_effect_clear (&ground);
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
  compile_features (&t, scenario);
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
  compile_features (&c, scenario);
  if (ground != NULL)
    sand_move_builder_paste_ground (c.b, ground);
  compile_levels (&c);
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
              const char         *skip_feature,
              const char         *skip_unit,
              const SandBounds   *within,
              GError            **error)
{
  SandMoveBuilder *b = compile_builder (scenario, ruleset, unit, mode_id, resolution, use_cache, start, kept,
                                        skip_feature, skip_unit, within, NULL, error);

  return b != NULL ? sand_move_builder_finish (b) : NULL;
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
  return snapshot_new (scenario, ruleset, unit, mode_id, resolution, TRUE, NULL, NULL, NULL, NULL, NULL, error);
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
  return snapshot_new (scenario, ruleset, unit, mode_id, resolution, TRUE, start, NULL, NULL, NULL, NULL, error);
}

SandMoveSnapshot *
sand_move_snapshot_new_uncached (SandScenario *scenario,
                                 SandRuleset  *ruleset,
                                 SandUnit     *unit,
                                 const char   *mode_id,
                                 double        resolution,
                                 GError      **error)
{
  return snapshot_new (scenario, ruleset, unit, mode_id, resolution, FALSE, NULL, NULL, NULL, NULL, NULL, error);
}

SandMoveSnapshot *
sand_move_snapshot_new_kept (SandScenario       *scenario,
                             SandRuleset        *ruleset,
                             SandUnit           *unit,
                             const char         *mode_id,
                             double              resolution,
                             const SandPoint    *start,
                             SandMoveKeptRaster *kept,
                             GError            **error)
{
  return snapshot_new (scenario, ruleset, unit, mode_id, resolution, TRUE, start, kept, NULL, NULL, NULL, error);
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
  return snapshot_new (scenario, ruleset, unit, mode_id, resolution, feature_id == NULL, start, NULL, feature_id,
                       unit_id, within, error);
}
