/* sand-render-terrain.c: terrain areas, and the order features are drawn in.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "sand-geometry.h"
#include "sand-render-private.h"

enum
{
  LAYER_ROAD_CASING = 3,
  LAYER_ROAD_SURFACE = 4,
};

/* Layers of the map, bottom first. Within a layer the document order holds; hills
 * are stacked by level so a higher step is never hidden under a lower one. */
static int
kind_layer (SandTerrainKind kind)
{
  switch (kind)
    {
    case SAND_TERRAIN_HILL:
    case SAND_TERRAIN_MOUNTAIN:
      return 0;
    case SAND_TERRAIN_RIVER:
    case SAND_TERRAIN_STREAM:
      return 2;
    case SAND_TERRAIN_ROAD:
      return LAYER_ROAD_CASING;
    case SAND_TERRAIN_FORD:
    case SAND_TERRAIN_BRIDGE:
      return 5;
    case SAND_TERRAIN_BUILDING:
    case SAND_TERRAIN_SHELL_HOLE:
      return 6;
    case SAND_TERRAIN_WALL:
    case SAND_TERRAIN_HEDGE:
    case SAND_TERRAIN_FENCE:
    case SAND_TERRAIN_BARBED_WIRE:
    case SAND_TERRAIN_LOG:
      return 7;
    case SAND_TERRAIN_DOOR:
    case SAND_TERRAIN_WINDOW:
      return 8;
    case SAND_TERRAIN_SMOKE:
      return 9;
    default:
      return 1;
    }
}

typedef struct
{
  SandFeature *feature;
  int          layer;
  int          level;
  guint        index;
} DrawItem;

static int
compare_items (gconstpointer a,
               gconstpointer b)
{
  const DrawItem *ia = a, *ib = b;

  if (ia->layer != ib->layer)
    return ia->layer - ib->layer;
  if (ia->level != ib->level)
    return ia->level - ib->level;
  return (ia->index > ib->index) - (ia->index < ib->index);
}

/* With the feature's outline as the clip, a stroke of twice @inset covers the band
 * within @inset of the edge: an inward offset without polygon offsetting. */
static void
fill_inner_band (cairo_t     *cr,
                 SandFeature *feature,
                 double       inset,
                 SandRgb      rgb)
{
  sand_render_feature_path (cr, feature);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_width (cr, 2 * inset);
  sand_rgb_set (cr, rgb);
  cairo_stroke (cr);
}

/* A line @inset inside the outline, over a fill of @inside beyond it. */
static void
inner_line (cairo_t                 *cr,
            SandFeature             *feature,
            const SandRenderOptions *options,
            double                   inset,
            SandRgb                  line,
            SandRgb                  outside)
{
  double lw = sand_render_px (options, 1.0);

  fill_inner_band (cr, feature, inset + lw / 2, line);
  fill_inner_band (cr, feature, inset - lw / 2, outside);
}

static void
stroke_outline (cairo_t                 *cr,
                SandFeature             *feature,
                const SandRenderOptions *options,
                SandRgb                  rgb,
                double                   width_px)
{
  sand_render_feature_path (cr, feature);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_width (cr, sand_render_px (options, width_px));
  sand_rgb_set (cr, rgb);
  cairo_stroke (cr);
}

/* Hills get lighter with each level, and one contour line per level just inside
 * the edge, so a player counts the steps at a glance. */
static void
draw_hill (cairo_t                 *cr,
           SandFeature             *feature,
           const SandRenderOptions *options,
           SandRgb                  base)
{
  int level = CLAMP (sand_feature_get_level (feature), 1, 6);
  SandRgb fill = sand_rgb_shade (base, 0.13 * (level - 1));
  SandRgb contour = sand_rgb_shade (base, -0.45);
  double gap = MAX (0.12, sand_render_px (options, 3.5));

  sand_rgb_set (cr, fill);
  cairo_paint (cr);
  /* Bands from the inside out: the slope near the edge is a shade darker. */
  for (int k = level - 1; k >= 1; k--)
    inner_line (cr, feature, options, k * gap, contour,
                sand_rgb_shade (fill, -0.05 * (level - k)));
  stroke_outline (cr, feature, options, contour, 2.4);
}

static void
draw_building (cairo_t                 *cr,
               SandFeature             *feature,
               const SandRenderOptions *options,
               SandRgb                  base)
{
  int floors = CLAMP (sand_feature_get_floors (feature), 1, 8);
  SandRgb line = sand_rgb_shade (base, -0.6);
  double gap = MAX (0.15, sand_render_px (options, 3));

  /* Each storey above the ground floor adds a ring inside the walls. */
  for (int k = floors - 1; k >= 1; k--)
    inner_line (cr, feature, options, k * gap, sand_rgb_shade (base, -0.5),
                sand_rgb_shade (base, -0.04 * (floors - k)));
  /* A building whose ground floor is area terrain shows its base as a dashed edge. */
  if (sand_feature_get_has_base (feature))
    {
      double dash = sand_render_px (options, 4);

      cairo_set_dash (cr, &dash, 1, 0);
    }
  stroke_outline (cr, feature, options, line, 3.0);
}

static void
draw_shell_hole (cairo_t                 *cr,
                 SandFeature             *feature,
                 const SandRenderOptions *options,
                 SandRgb                  base)
{
  SandBounds b = sand_feature_get_bounds (feature);
  double cx = (b.x0 + b.x1) / 2, cy = (b.y0 + b.y1) / 2;
  double r = MAX (b.x1 - b.x0, b.y1 - b.y0) / 2;
  cairo_pattern_t *pat = cairo_pattern_create_radial (cx, cy, 0, cx, cy, r);
  SandRgb dark = sand_rgb_shade (base, -0.45), rim = sand_rgb_shade (base, 0.35);

  /* Dark at the bottom of the crater, thrown-up earth lighter at the lip. */
  cairo_pattern_add_color_stop_rgb (pat, 0, dark.r, dark.g, dark.b);
  cairo_pattern_add_color_stop_rgb (pat, 0.7, base.r, base.g, base.b);
  cairo_pattern_add_color_stop_rgb (pat, 1, rim.r, rim.g, rim.b);
  sand_render_feature_path (cr, feature);
  cairo_set_source (cr, pat);
  cairo_fill_preserve (cr);
  cairo_pattern_destroy (pat);
  cairo_save (cr);
  cairo_clip (cr);
  sand_pattern_speckles (cr, options, b, sand_render_feature_seed (feature), dark, 0.2);
  cairo_restore (cr);
  stroke_outline (cr, feature, options, sand_rgb_shade (base, -0.3), 1.2);
}

/* The fill texture of each area kind (the clip is the area's outline). */
static void
draw_area_texture (cairo_t                 *cr,
                   SandFeature             *feature,
                   const SandRenderOptions *options,
                   SandRgb                  base)
{
  SandTerrainKind kind = sand_feature_get_kind (feature);
  SandBounds b = sand_feature_get_bounds (feature);
  guint32 seed = sand_render_feature_seed (feature);

  switch (kind)
    {
    case SAND_TERRAIN_WOODS:
      sand_pattern_tree_crowns (cr, options, b, seed, sand_rgb_shade (base, -0.08), 1.0, 0.42);
      break;
    case SAND_TERRAIN_FOREST:
      sand_pattern_tree_crowns (cr, options, b, seed, sand_rgb_shade (base, -0.05), 0.85, 0.5);
      break;
    case SAND_TERRAIN_JUNGLE:
      sand_pattern_tree_crowns (cr, options, b, seed, sand_rgb_shade (base, 0.05), 0.6, 0.36);
      sand_pattern_tufts (cr, options, b, seed + 11, sand_rgb_shade (base, -0.5), 0.9);
      break;
    case SAND_TERRAIN_ROUGH:
      sand_pattern_speckles (cr, options, b, seed, sand_rgb_shade (base, -0.45), 0.35);
      sand_pattern_speckles (cr, options, b, seed + 5, sand_rgb_shade (base, 0.35), 0.5);
      break;
    case SAND_TERRAIN_MARSH:
      sand_pattern_waves (cr, options, b, seed + 3, sand_rgb_from_kind (SAND_TERRAIN_SHALLOW_WATER), 1.1);
      sand_pattern_tufts (cr, options, b, seed, sand_rgb_shade (base, -0.55), 0.8);
      break;
    case SAND_TERRAIN_LAKE:
    case SAND_TERRAIN_DEEP_WATER:
    case SAND_TERRAIN_SHALLOW_WATER:
      sand_pattern_waves (cr, options, b, seed, sand_rgb_shade (base, 0.35), 1.6);
      break;
    case SAND_TERRAIN_CROPS:
      /* Each field is ploughed its own way, so neighbouring fields read apart. */
      sand_pattern_hatching (cr, options, b, sand_rgb_shade (base, -0.25), 0.25,
                             G_PI * (sand_render_noise (seed, 0, 0) < 0.5 ? 0.25 : 0.75));
      break;
    case SAND_TERRAIN_TOWN:
      sand_pattern_hatching (cr, options, b, sand_rgb_shade (base, -0.12), 0.3, G_PI / 4);
      break;
    case SAND_TERRAIN_MOUNTAIN:
      sand_pattern_hatching (cr, options, b, sand_rgb_shade (base, -0.45), 0.22, G_PI / 3);
      break;
    case SAND_TERRAIN_MUD:
      sand_pattern_speckles (cr, options, b, seed, sand_rgb_shade (base, -0.35), 0.3);
      sand_pattern_waves (cr, options, b, seed + 9, sand_rgb_shade (base, 0.25), 1.0);
      break;
    case SAND_TERRAIN_SNOW:
      sand_pattern_speckles (cr, options, b, seed, (SandRgb) { 0.78, 0.84, 0.92 }, 0.45);
      break;
    case SAND_TERRAIN_SMOKE:
      sand_pattern_speckles (cr, options, b, seed, sand_rgb_shade (base, 0.3), 0.6);
      break;
    default:
      break;
    }
}

static SandRgb
area_edge_color (SandTerrainKind kind,
                 SandRgb         base)
{
  /* Darkening white gives grey; snow's edge is a cold blue instead. */
  if (kind == SAND_TERRAIN_SNOW)
    return (SandRgb) { 0.65, 0.72, 0.82 };
  return sand_rgb_shade (base, -0.4);
}

static void
draw_area (cairo_t                 *cr,
           SandFeature             *feature,
           const SandRenderOptions *options)
{
  SandTerrainKind kind = sand_feature_get_kind (feature);
  SandRgb base = sand_rgb_from_kind (kind);
  gboolean smoke = kind == SAND_TERRAIN_SMOKE;

  /* The area's clip lives inside this save, never reset: a caller's clip (the
   * table, a printed tile) must hold. */
  cairo_save (cr);
  if (kind == SAND_TERRAIN_SHELL_HOLE)
    {
      draw_shell_hole (cr, feature, options, base);
      cairo_restore (cr);
      return;
    }

  /* Smoke is drawn as one translucent group so overlapping puffs do not darken. */
  if (smoke)
    cairo_push_group (cr);

  sand_render_feature_path (cr, feature);
  sand_rgb_set (cr, base);
  cairo_fill_preserve (cr);
  cairo_clip (cr);

  if (kind == SAND_TERRAIN_HILL)
    draw_hill (cr, feature, options, base);
  else if (kind == SAND_TERRAIN_BUILDING)
    draw_building (cr, feature, options, base);
  else
    {
      draw_area_texture (cr, feature, options, base);
      /* A firm edge: the outline is what players measure to. Drawn inside the clip
       * so adjacent areas do not overpaint each other. */
      stroke_outline (cr, feature, options, area_edge_color (kind, base),
                      kind == SAND_TERRAIN_MOUNTAIN ? 4.0 : 2.4);
    }

  if (smoke)
    {
      cairo_pop_group_to_source (cr);
      cairo_paint_with_alpha (cr, 0.55);
    }
  cairo_restore (cr);
}

void
sand_render_feature (cairo_t                 *cr,
                     SandFeature             *feature,
                     const SandRenderOptions *options)
{
  g_return_if_fail (SAND_IS_FEATURE (feature));

  switch (sand_terrain_kind_get_shape (sand_feature_get_kind (feature)))
    {
    case SAND_SHAPE_AREA:
      draw_area (cr, feature, options);
      break;
    case SAND_SHAPE_LINE:
    case SAND_SHAPE_POINT:
    default:
      sand_render_line_feature (cr, feature, options);
      break;
    }
}

void
sand_render_terrain (cairo_t                 *cr,
                     SandScenario            *scenario,
                     const SandRenderOptions *options)
{
  sand_render_terrain_labelled (cr, scenario, options, NULL);
}

void
sand_render_terrain_labelled (cairo_t                 *cr,
                              SandScenario            *scenario,
                              const SandRenderOptions *options,
                              GArray                  *labels)
{
  GListModel *features;
  g_autoptr (GArray) items = NULL;
  guint n;

  g_return_if_fail (SAND_IS_SCENARIO (scenario));
  g_return_if_fail (options != NULL);

  features = sand_scenario_get_features (scenario);
  n = g_list_model_get_n_items (features);
  items = g_array_sized_new (FALSE, FALSE, sizeof (DrawItem), n);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (SandFeature) feature = g_list_model_get_item (features, i);
      SandTerrainKind kind = sand_feature_get_kind (feature);
      DrawItem item = { feature, kind_layer (kind), 0, i };

      if (options->hidden != NULL && g_hash_table_contains (options->hidden, feature))
        continue;
      if (kind == SAND_TERRAIN_HILL)
        item.level = sand_feature_get_level (feature);
      else if (kind == SAND_TERRAIN_MOUNTAIN)
        item.level = G_MAXINT / 2;
      /* The scenario keeps its features alive for the whole call. */
      g_array_append_val (items, item);
      if (item.layer == LAYER_ROAD_CASING)
        {
          /* Metalled roads run over tracks where they meet. */
          item.layer = LAYER_ROAD_SURFACE;
          item.level = g_strcmp0 (sand_feature_get_surface (feature), "paved") == 0;
          g_array_append_val (items, item);
        }
    }
  g_array_sort (items, compare_items);

  for (guint i = 0; i < items->len; i++)
    {
      const DrawItem *item = &g_array_index (items, DrawItem, i);

      if (item->layer == LAYER_ROAD_CASING || item->layer == LAYER_ROAD_SURFACE)
        sand_render_road_part (cr, item->feature, options, item->layer == LAYER_ROAD_CASING);
      else
        sand_render_feature (cr, item->feature, options);
    }

  if (options->show_labels)
    sand_render_draw_labels (cr, scenario, options, SAND_LABEL_AREAS, labels);
}
