/* sand-render-lines.c: roads, watercourses, crossings, linear obstacles, and the
 * doors and windows marked on buildings.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "sand-render-private.h"
#include "sand-render-textures.h"

typedef struct
{
  const SandRenderOptions *options;
  SandRgb                  rgb;
  double                   size;
  guint32                  seed;
  int                      count;
} MarkData;

/* Width on the table (its kind's when it gives none, as moves take it), never
 * thinner than @min_px on the device. */
static double
line_width (SandFeature             *feature,
            const SandRenderOptions *options,
            double                   min_px)
{
  return MAX (sand_feature_get_table_width (feature), sand_render_px (options, min_px));
}

static void
stroke_line (cairo_t     *cr,
             SandFeature *feature,
             double       width,
             SandRgb      rgb,
             double       alpha)
{
  sand_render_feature_path (cr, feature);
  cairo_set_line_width (cr, width);
  sand_rgba_set (cr, rgb, alpha);
  cairo_stroke (cr);
}

/* Casings (the edges) of all roads go down before any surface, so where roads
 * meet their surfaces merge instead of one road's edges cutting across the other. */
void
sand_render_road_part (cairo_t                 *cr,
                       SandFeature             *feature,
                       const SandRenderOptions *options,
                       gboolean                 casing)
{
  gboolean paved = g_strcmp0 (sand_feature_get_surface (feature), "paved") == 0;
  double w = line_width (feature, options, 3);
  double edge = sand_render_px (options, 1.2);
  SandRgb color = paved ? sand_rgb_from_kind (SAND_TERRAIN_ROAD) : (SandRgb) { 0.84, 0.72, 0.50 };

  cairo_save (cr);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_cap (cr, paved ? CAIRO_LINE_CAP_BUTT : CAIRO_LINE_CAP_ROUND);
  if (casing)
    stroke_line (cr, feature, w + 2 * edge, sand_rgb_shade (color, paved ? -0.55 : -0.3), paved ? 1 : 0.8);
  else if (paved)
    {
      double dashes[] = { MAX (0.4, sand_render_px (options, 6)), MAX (0.3, sand_render_px (options, 5)) };

      stroke_line (cr, feature, w, color, 1);
      /* A faint centre line tells a metalled road from a track at any zoom. */
      cairo_set_dash (cr, dashes, 2, 0);
      stroke_line (cr, feature, sand_render_px (options, 1), sand_rgb_shade (color, 0.6), 1);
    }
  else
    {
      stroke_line (cr, feature, w, color, 1);
      /* Wheel ruts. */
      stroke_line (cr, feature, w * 0.45, sand_rgb_shade (color, -0.08), 1);
      stroke_line (cr, feature, w * 0.45 - sand_render_px (options, 1.4), color, 1);
    }
  cairo_restore (cr);
}

static void
draw_watercourse (cairo_t                 *cr,
                  SandFeature             *feature,
                  const SandRenderOptions *options)
{
  SandTerrainKind kind = sand_feature_get_kind (feature);
  SandRgb water = sand_rgb_from_kind (kind);
  double w = line_width (feature, options, 2);
  double bank = sand_render_px (options, kind == SAND_TERRAIN_RIVER ? 1.6 : 1.0);

  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  /* A fordable watercourse has broken banks: the eye reads them as "can cross". */
  if (sand_feature_get_fordable (feature))
    {
      double dashes[] = { MAX (0.3, sand_render_px (options, 6)), MAX (0.15, sand_render_px (options, 3)) };

      cairo_set_dash (cr, dashes, 2, 0);
    }
  stroke_line (cr, feature, w + 2 * bank, sand_rgb_shade (water, -0.45), 1);
  cairo_set_dash (cr, NULL, 0, 0);
  stroke_line (cr, feature, w, water, 1);
  /* A lighter current in mid-stream. */
  stroke_line (cr, feature, w * 0.3, sand_rgb_shade (water, 0.2), 1);
}

static void
stone_mark (cairo_t *cr,
            double   x,
            double   y,
            double   dx,
            double   dy,
            gpointer user_data)
{
  MarkData *data = user_data;
  int n = data->count++;

  /* Stepping stones either side of the centre line. */
  for (int side = -1; side <= 1; side += 2)
    {
      double off = side * data->size * (0.08 + 0.25 * sand_render_noise (data->seed, n, side));

      cairo_arc (cr, x - dy * off, y + dx * off, data->size * 0.09, 0, 2 * G_PI);
      sand_rgb_set (cr, data->rgb);
      cairo_fill (cr);
    }
}

static void
draw_ford (cairo_t                 *cr,
           SandFeature             *feature,
           const SandRenderOptions *options)
{
  SandRgb sand = sand_rgb_from_kind (SAND_TERRAIN_FORD);
  double w = line_width (feature, options, 6);
  MarkData data = { options, sand_rgb_shade (sand, -0.45), w, sand_render_feature_seed (feature), 0 };

  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  stroke_line (cr, feature, w, sand, 0.9);
  sand_render_feature_path (cr, feature);
  sand_pattern_along_path (cr, MAX (w * 0.35, sand_render_px (options, 4)), stone_mark, &data);
}

static void
draw_bridge (cairo_t                 *cr,
             SandFeature             *feature,
             const SandRenderOptions *options)
{
  SandRgb deck = sand_rgb_from_kind (SAND_TERRAIN_BRIDGE);
  double w = line_width (feature, options, 5);
  double parapet = sand_render_px (options, 2.0);

  cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_MITER);
  stroke_line (cr, feature, w + 2 * parapet, sand_rgb_shade (deck, -0.6), 1);
  stroke_line (cr, feature, w, deck, 1);
  /* Planks across the deck. */
  {
    double dashes[] = { sand_render_px (options, 1), MAX (0.15, sand_render_px (options, 3)) };

    cairo_set_dash (cr, dashes, 2, 0);
    stroke_line (cr, feature, w, sand_rgb_shade (deck, -0.25), 1);
    cairo_set_dash (cr, NULL, 0, 0);
  }
}

/* A ford or bridge given as a single point: a symbol on the river, whose course
 * the point alone does not tell, as wide as the crossing moves use. */
static void
draw_crossing_point (cairo_t                 *cr,
                     SandFeature             *feature,
                     const SandRenderOptions *options,
                     double                   x,
                     double                   y)
{
  SandTerrainKind kind = sand_feature_get_kind (feature);
  SandRgb rgb = sand_rgb_from_kind (kind);
  double s = sand_feature_get_width (feature) > 0 ? sand_feature_get_width (feature)
                                                  : SAND_POINT_CROSSING_WIDTH;

  if (kind == SAND_TERRAIN_BRIDGE)
    {
      SandPoint pts[2] = { { x - s / 2, y }, { x + s / 2, y } };
      g_autoptr (SandFeature) span = sand_feature_copy (feature);

      /* Drawn as a short east–west span, the way maps mark a bridge. */
      sand_feature_set_polyline (span, pts, 2);
      sand_feature_set_width (span, s * 0.6);
      draw_bridge (cr, span, options);
      return;
    }

  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_scale (cr, s / 2, s / 3);
  cairo_arc (cr, 0, 0, 1, 0, 2 * G_PI);
  cairo_restore (cr);
  sand_rgba_set (cr, rgb, 0.9);
  cairo_fill_preserve (cr);
  cairo_set_line_width (cr, sand_render_px (options, 1.0));
  sand_rgb_set (cr, sand_rgb_shade (rgb, -0.5));
  cairo_stroke (cr);
  /* Stepping stones. */
  for (int i = -2; i <= 2; i++)
    {
      cairo_arc (cr, x + i * s * 0.16, y + (i & 1 ? 0.08 : -0.08) * s, s * 0.06, 0, 2 * G_PI);
      cairo_fill (cr);
    }
}

/* Obstacle height in inches, 1 when unset. */
static double
obstacle_height (SandFeature *feature)
{
  double h = sand_feature_get_height (feature);

  return h > 0 ? h : 1.0;
}

static void
wall_joint (cairo_t *cr,
            double   x,
            double   y,
            double   dx,
            double   dy,
            gpointer user_data)
{
  MarkData *data = user_data;
  double h = data->size / 2;

  cairo_move_to (cr, x - dy * h, y + dx * h);
  cairo_line_to (cr, x + dy * h, y - dx * h);
  cairo_set_line_width (cr, sand_render_px (data->options, 0.8));
  sand_rgb_set (cr, data->rgb);
  cairo_stroke (cr);
}

static void
draw_wall (cairo_t                 *cr,
           SandFeature             *feature,
           const SandRenderOptions *options)
{
  double h = obstacle_height (feature);
  /* Taller walls are drawn thicker and darker. */
  double w = MAX (CLAMP (0.1 + 0.06 * h, 0.12, 0.4), sand_render_px (options, 3));
  SandRgb stone = sand_rgb_shade (sand_rgb_from_kind (SAND_TERRAIN_WALL), -CLAMP (0.07 * h, 0, 0.4));
  MarkData data = { options, sand_rgb_shade (stone, 0.45), w, 0, 0 };

  cairo_set_line_join (cr, CAIRO_LINE_JOIN_MITER);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_SQUARE);
  stroke_line (cr, feature, w + sand_render_px (options, 1.5), sand_rgb_shade (stone, -0.6), 1);
  stroke_line (cr, feature, w, stone, 1);
  sand_render_feature_path (cr, feature);
  sand_pattern_along_path (cr, MAX (w * 1.6, sand_render_px (options, 5)), wall_joint, &data);
}

static void
hedge_bush (cairo_t *cr,
            double   x,
            double   y,
            double   dx,
            double   dy,
            gpointer user_data)
{
  MarkData *data = user_data;
  int n = data->count++;
  double r = data->size * (0.35 + 0.2 * sand_render_noise (data->seed, n, 0));
  double off = data->size * 0.25 * (sand_render_noise (data->seed, n, 1) - 0.5);

  cairo_arc (cr, x - dy * off, y + dx * off, r, 0, 2 * G_PI);
  sand_rgb_set (cr, sand_rgb_shade (data->rgb, 0.15 * sand_render_noise (data->seed, n, 2)));
  cairo_fill_preserve (cr);
  cairo_set_line_width (cr, sand_render_px (data->options, 0.7));
  sand_rgb_set (cr, sand_rgb_shade (data->rgb, -0.5));
  cairo_stroke (cr);
}

/* The bush hedge_bush() would draw, copied from the bushes drawn once (of the
 * nearest of a few sizes and tones) to the nearest whole device pixel. */
typedef struct
{
  MarkData         mark;
  cairo_surface_t *bushes;
  int              side;
} KeptBushes;

static void
hedge_bush_kept (cairo_t *cr,
                 double   x,
                 double   y,
                 double   dx,
                 double   dy,
                 gpointer user_data)
{
  KeptBushes *kept = user_data;
  MarkData *data = &kept->mark;
  int n = data->count++;
  int r = MIN ((int) (SAND_TEXTURE_BUSH_LEVELS * sand_render_noise (data->seed, n, 0)), SAND_TEXTURE_BUSH_LEVELS - 1);
  double off = data->size * 0.25 * (sand_render_noise (data->seed, n, 1) - 0.5);
  int t = MIN ((int) (SAND_TEXTURE_BUSH_LEVELS * sand_render_noise (data->seed, n, 2)), SAND_TEXTURE_BUSH_LEVELS - 1);
  double cx = x - dy * off, cy = y + dx * off;
  double left, top;

  cairo_user_to_device (cr, &cx, &cy);
  left = round (cx) - kept->side / 2;
  top = round (cy) - kept->side / 2;
  cairo_identity_matrix (cr);
  cairo_set_source_surface (cr, kept->bushes, left - kept->side * (r * SAND_TEXTURE_BUSH_LEVELS + t), top);
  cairo_rectangle (cr, left, top, kept->side, kept->side);
  cairo_fill (cr);
}

static void
draw_hedge (cairo_t                 *cr,
            SandFeature             *feature,
            const SandRenderOptions *options)
{
  SandRgb green = sand_rgb_from_kind (SAND_TERRAIN_HEDGE);
  double own = CLAMP (0.2 + 0.05 * obstacle_height (feature), 0.2, 0.45), least = sand_render_px (options, 4);
  double w = MAX (own, least), px_per_inch;
  MarkData data = { options, sand_rgb_shade (green, 0.1), w, sand_render_feature_seed (feature), 0 };

  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  stroke_line (cr, feature, w * 0.7, sand_rgb_shade (green, -0.2), 1);
  sand_render_feature_path (cr, feature);
  /* Seen from afar, where a hedge is drawn wider than it is (its bushes a few
   * pixels across, the same on every hedge), the bushes are copied from a few
   * drawn once: a table of a thousand hedges has tens of thousands. */
  if (own < least && sand_texture_use_tiles (cr, w, &px_per_inch))
    {
      SandTextureBushes bushes = { data.rgb, w, sand_render_px (options, 0.7) };
      KeptBushes kept = { data, NULL, 0 };

      kept.bushes = sand_texture_bushes (&bushes, px_per_inch, &kept.side);
      sand_pattern_along_path (cr, w * 0.6, hedge_bush_kept, &kept);
      cairo_surface_destroy (kept.bushes);
      return;
    }
  sand_pattern_along_path (cr, w * 0.6, hedge_bush, &data);
}

static void
fence_post (cairo_t *cr,
            double   x,
            double   y,
            double   dx,
            double   dy,
            gpointer user_data)
{
  MarkData *data = user_data;
  double s = data->size;

  cairo_rectangle (cr, x - s / 2, y - s / 2, s, s);
  sand_rgb_set (cr, data->rgb);
  cairo_fill (cr);
}

static void
draw_fence (cairo_t                 *cr,
            SandFeature             *feature,
            const SandRenderOptions *options)
{
  SandRgb wood = sand_rgb_from_kind (SAND_TERRAIN_FENCE);
  MarkData data = { options, sand_rgb_shade (wood, -0.3), MAX (0.1, sand_render_px (options, 3)), 0, 0 };

  cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
  stroke_line (cr, feature, MAX (0.04, sand_render_px (options, 1.5)), wood, 1);
  sand_render_feature_path (cr, feature);
  sand_pattern_along_path (cr, MAX (0.5, sand_render_px (options, 7)), fence_post, &data);
}

static void
wire_cross (cairo_t *cr,
            double   x,
            double   y,
            double   dx,
            double   dy,
            gpointer user_data)
{
  MarkData *data = user_data;
  double s = data->size / 2;

  /* An X turned to the line, as on trench maps. */
  cairo_move_to (cr, x + (dx - dy) * s, y + (dy + dx) * s);
  cairo_line_to (cr, x - (dx - dy) * s, y - (dy + dx) * s);
  cairo_move_to (cr, x + (dx + dy) * s, y + (dy - dx) * s);
  cairo_line_to (cr, x - (dx + dy) * s, y - (dy - dx) * s);
  cairo_set_line_width (cr, sand_render_px (data->options, 1.1));
  sand_rgb_set (cr, data->rgb);
  cairo_stroke (cr);
}

static void
draw_barbed_wire (cairo_t                 *cr,
                  SandFeature             *feature,
                  const SandRenderOptions *options)
{
  SandRgb wire = sand_rgb_from_kind (SAND_TERRAIN_BARBED_WIRE);
  double s = MAX (0.22, sand_render_px (options, 6));
  MarkData data = { options, wire, s, 0, 0 };

  /* drawn with a width, a belt of wire: its depth tinted, round at the ends and
   * mitred at bends, as moves read it */
  if (sand_feature_get_width (feature) > 0)
    {
      cairo_save (cr);
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
      cairo_set_line_join (cr, CAIRO_LINE_JOIN_MITER);
      stroke_line (cr, feature, sand_feature_get_width (feature), wire, 0.18);
      cairo_restore (cr);
    }
  stroke_line (cr, feature, sand_render_px (options, 1.0), wire, 1);
  sand_render_feature_path (cr, feature);
  sand_pattern_along_path (cr, s * 1.3, wire_cross, &data);
}

static void
draw_log (cairo_t                 *cr,
          SandFeature             *feature,
          const SandRenderOptions *options)
{
  SandRgb bark = sand_rgb_from_kind (SAND_TERRAIN_LOG);
  double w = MAX (CLAMP (0.15 + 0.08 * obstacle_height (feature), 0.2, 0.5), sand_render_px (options, 4));

  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  stroke_line (cr, feature, w + sand_render_px (options, 1.5), sand_rgb_shade (bark, -0.5), 1);
  stroke_line (cr, feature, w, bark, 1);
  stroke_line (cr, feature, w * 0.3, sand_rgb_shade (bark, 0.3), 1);
}

static void
draw_opening (cairo_t                 *cr,
              SandFeature             *feature,
              const SandRenderOptions *options,
              double                   x,
              double                   y)
{
  gboolean door = sand_feature_get_kind (feature) == SAND_TERRAIN_DOOR;
  SandRgb rgb = sand_rgb_from_kind (sand_feature_get_kind (feature));
  double s = MAX (door ? 0.35 : 0.3, sand_render_px (options, 6));

  cairo_set_line_width (cr, sand_render_px (options, 1.2));
  cairo_rectangle (cr, x - s / 2, y - s / 2, s, s);
  if (door && sand_feature_get_open (feature))
    {
      /* An open door: an empty frame with its swing. */
      sand_rgb_set (cr, (SandRgb) { 1, 1, 1 });
      cairo_fill_preserve (cr);
      sand_rgb_set (cr, sand_rgb_shade (rgb, -0.4));
      cairo_stroke (cr);
      cairo_arc (cr, x - s / 2, y + s / 2, s, -G_PI / 2, 0);
      cairo_stroke (cr);
      return;
    }
  sand_rgb_set (cr, rgb);
  cairo_fill_preserve (cr);
  sand_rgb_set (cr, sand_rgb_shade (rgb, -0.6));
  cairo_stroke (cr);
  if (!door)
    {
      /* Glazing bars. */
      cairo_move_to (cr, x - s / 2, y);
      cairo_line_to (cr, x + s / 2, y);
      cairo_move_to (cr, x, y - s / 2);
      cairo_line_to (cr, x, y + s / 2);
      cairo_set_line_width (cr, sand_render_px (options, 0.7));
      cairo_stroke (cr);
    }
}

static void
draw_road (cairo_t                 *cr,
           SandFeature             *feature,
           const SandRenderOptions *options)
{
  sand_render_road_part (cr, feature, options, TRUE);
  sand_render_road_part (cr, feature, options, FALSE);
}

typedef void (*LineDrawer) (cairo_t                 *cr,
                            SandFeature             *feature,
                            const SandRenderOptions *options);

static const LineDrawer line_drawers[SAND_N_TERRAIN_KINDS] = {
  [SAND_TERRAIN_ROAD] = draw_road,
  [SAND_TERRAIN_RIVER] = draw_watercourse,
  [SAND_TERRAIN_STREAM] = draw_watercourse,
  [SAND_TERRAIN_FORD] = draw_ford,
  [SAND_TERRAIN_BRIDGE] = draw_bridge,
  [SAND_TERRAIN_WALL] = draw_wall,
  [SAND_TERRAIN_HEDGE] = draw_hedge,
  [SAND_TERRAIN_FENCE] = draw_fence,
  [SAND_TERRAIN_BARBED_WIRE] = draw_barbed_wire,
  [SAND_TERRAIN_LOG] = draw_log,
};

void
sand_render_line_feature (cairo_t                 *cr,
                          SandFeature             *feature,
                          const SandRenderOptions *options)
{
  SandTerrainKind kind = sand_feature_get_kind (feature);

  cairo_save (cr);
  if (sand_feature_get_geometry_type (feature) == SAND_GEOMETRY_POINT)
    {
      const SandPoint *pts;
      guint n = 0;

      pts = sand_feature_get_points (feature, &n);
      if (n > 0)
        {
          if (kind == SAND_TERRAIN_DOOR || kind == SAND_TERRAIN_WINDOW)
            draw_opening (cr, feature, options, pts[0].x, pts[0].y);
          else
            draw_crossing_point (cr, feature, options, pts[0].x, pts[0].y);
        }
      cairo_restore (cr);
      return;
    }

  if (kind >= 0 && kind < SAND_N_TERRAIN_KINDS && line_drawers[kind] != NULL)
    line_drawers[kind] (cr, feature, options);
  else
    /* An area kind written as a line: still show where it is. */
    stroke_line (cr, feature, sand_render_px (options, 2), sand_rgb_from_kind (kind), 1);
  cairo_restore (cr);
}
