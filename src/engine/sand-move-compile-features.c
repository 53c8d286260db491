/* sand-move-compile-features.c: the scenario's drawn features (areas, bands,
 * lines, openings, buildings), the hills' levels and the open ground, as the
 * ruleset says each meets the moving unit, become the builder's effects.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "sand-geometry.h"
#include "sand-length.h"
#include "sand-move-compile-private.h"

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

void
sand_move_compile_levels (Compile *c)
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

void
sand_move_compile_features (Compile      *c,
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
