/* sand-render-patterns.c: deterministic textures for terrain areas and lines.
 *
 * Textures are laid out on a jittered grid in table inches so a wood looks the same
 * on screen, on paper and in every export; the jitter comes from a hash of the cell,
 * never from a random generator.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "sand-render-textures.h"

double
sand_render_noise (guint32 seed,
                   int     i,
                   int     j)
{
  guint32 h = seed ^ 0x9e3779b9u;

  /* A small integer mix (xorshift-multiply) is plenty for visual jitter. */
  h ^= (guint32) i * 0x85ebca6bu;
  h = (h << 13) | (h >> 19);
  h ^= (guint32) j * 0xc2b2ae35u;
  h ^= h >> 16;
  h *= 0x7feb352du;
  h ^= h >> 15;
  h *= 0x846ca68bu;
  h ^= h >> 16;
  return (h & 0xffffff) / (double) 0x1000000;
}

guint32
sand_render_feature_seed (SandFeature *feature)
{
  const char *id = sand_feature_get_id (feature);

  return id != NULL ? g_str_hash (id) : 0x5eed;
}

typedef struct
{
  double spacing;
  int    i0;
  int    j0;
  int    i1;
  int    j1;
} Cells;

/* Starts a texture laid on a grid: the spacing is kept to at least @min_px device
 * pixels (closer marks turn into a wash), the cells visited are those covering both
 * @bounds and the clip, and the pen is a round 1-pixel line in @color. Returns
 * FALSE when nothing shows; otherwise the caller ends with cairo_restore(). */
static gboolean
begin_marks (cairo_t                 *cr,
             const SandRenderOptions *options,
             SandBounds               bounds,
             double                   spacing,
             double                   min_px,
             SandRgb                  color,
             Cells                   *cells)
{
  double cx0, cy0, cx1, cy1;

  cells->spacing = spacing = MAX (spacing, sand_render_px (options, min_px));
  cairo_clip_extents (cr, &cx0, &cy0, &cx1, &cy1);
  bounds.x0 = MAX (bounds.x0, cx0);
  bounds.y0 = MAX (bounds.y0, cy0);
  bounds.x1 = MIN (bounds.x1, cx1);
  bounds.y1 = MIN (bounds.y1, cy1);
  if (bounds.x0 >= bounds.x1 || bounds.y0 >= bounds.y1 || spacing <= 0)
    return FALSE;

  cells->i0 = (int) floor (bounds.x0 / spacing) - 1;
  cells->j0 = (int) floor (bounds.y0 / spacing) - 1;
  cells->i1 = (int) ceil (bounds.x1 / spacing) + 1;
  cells->j1 = (int) ceil (bounds.y1 / spacing) + 1;

  cairo_save (cr);
  cairo_set_line_width (cr, sand_render_px (options, 1.0));
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  sand_rgb_set (cr, color);
  return TRUE;
}

void
sand_texture_crown (cairo_t                 *cr,
                    const SandTextureCrowns *c,
                    int                      i,
                    int                      j,
                    int                      ni,
                    int                      nj)
{
  SandRgb dark = sand_rgb_shade (c->base, -0.35);
  /* Offset every other row, like trees planted by nobody in particular. */
  double x = (i + 0.5 * (j & 1) + 0.8 * (sand_render_noise (c->seed, ni, nj) - 0.5)) * c->spacing;
  double y = (j + 0.8 * (sand_render_noise (c->seed + 1, ni, nj) - 0.5)) * c->spacing;
  double r = c->radius * (0.75 + 0.5 * sand_render_noise (c->seed + 2, ni, nj));
  double tone = 0.25 * (sand_render_noise (c->seed + 3, ni, nj) - 0.5);
  SandRgb crown = sand_rgb_shade (c->base, tone);

  cairo_new_sub_path (cr);
  cairo_arc (cr, x, y, r, 0, 2 * G_PI);
  sand_rgb_set (cr, crown);
  cairo_fill_preserve (cr);
  sand_rgba_set (cr, dark, 0.8);
  cairo_stroke (cr);

  /* A lit side toward the top-left gives the canopy some depth. */
  cairo_arc (cr, x - 0.3 * r, y - 0.3 * r, 0.45 * r, 0, 2 * G_PI);
  sand_rgba_set (cr, sand_rgb_shade (crown, 0.3), 0.6);
  cairo_fill (cr);
}

/* The crowns painted from their kept tile (sand-render-textures.c), shifted by
 * the wood's seed by whole device pixels, so the tile is copied, not blurred. */
static void
paint_crowns_tile (cairo_t                 *cr,
                   const SandTextureCrowns *crowns,
                   double                   px_per_inch,
                   guint32                  seed)
{
  cairo_pattern_t *tile = sand_texture_crowns_tile (crowns, px_per_inch);
  double side = SAND_TEXTURE_TILE_CELLS * crowns->spacing;
  double ox = sand_render_noise (seed, 0, 0) * side, oy = sand_render_noise (seed, 0, 1) * side;

  cairo_save (cr);
  cairo_user_to_device (cr, &ox, &oy);
  ox = round (ox);
  oy = round (oy);
  cairo_device_to_user (cr, &ox, &oy);
  cairo_translate (cr, ox, oy);
  cairo_set_source (cr, tile);
  cairo_paint (cr);
  cairo_restore (cr);
  cairo_pattern_destroy (tile);
}

void
sand_pattern_tree_crowns (cairo_t                 *cr,
                          const SandRenderOptions *options,
                          SandBounds               bounds,
                          guint32                  seed,
                          SandRgb                  base,
                          double                   spacing,
                          double                   radius)
{
  SandRgb dark = sand_rgb_shade (base, -0.35);
  SandTextureCrowns crowns = { base, spacing, radius, sand_render_px (options, 0.8), seed };
  double px_per_inch;
  Cells c;

  if (!begin_marks (cr, options, bounds, spacing, 0, dark, &c))
    return;

  if (sand_texture_use_tiles (cr, spacing, &px_per_inch))
    {
      /* One tile for every wood of this kind at this scale: its own seed, the
       * wood's only shifts it. */
      crowns.seed = 0x5eed;
      crowns.line_width = 0.8 / px_per_inch;
      paint_crowns_tile (cr, &crowns, px_per_inch, seed);
      cairo_restore (cr);
      return;
    }

  cairo_set_line_width (cr, crowns.line_width);
  for (int j = c.j0; j <= c.j1; j++)
    for (int i = c.i0; i <= c.i1; i++)
      sand_texture_crown (cr, &crowns, i, j, i, j);
  cairo_restore (cr);
}

void
sand_pattern_speckles (cairo_t                 *cr,
                       const SandRenderOptions *options,
                       SandBounds               bounds,
                       guint32                  seed,
                       SandRgb                  color,
                       double                   spacing)
{
  Cells c;

  if (!begin_marks (cr, options, bounds, spacing, 5, color, &c))
    return;

  spacing = c.spacing;
  for (int j = c.j0; j <= c.j1; j++)
    for (int i = c.i0; i <= c.i1; i++)
      {
        double x = (i + sand_render_noise (seed, i, j)) * spacing;
        double y = (j + sand_render_noise (seed + 1, i, j)) * spacing;
        double r = spacing * (0.08 + 0.1 * sand_render_noise (seed + 2, i, j));

        cairo_new_sub_path (cr);
        cairo_arc (cr, x, y, r, 0, 2 * G_PI);
      }
  cairo_fill (cr);
  cairo_restore (cr);
}

void
sand_pattern_tufts (cairo_t                 *cr,
                    const SandRenderOptions *options,
                    SandBounds               bounds,
                    guint32                  seed,
                    SandRgb                  color,
                    double                   spacing)
{
  Cells c;

  if (!begin_marks (cr, options, bounds, spacing, 10, color, &c))
    return;

  spacing = c.spacing;
  for (int j = c.j0; j <= c.j1; j++)
    for (int i = c.i0; i <= c.i1; i++)
      {
        double x = (i + 0.5 * (j & 1) + 0.5 * (sand_render_noise (seed, i, j) - 0.5)) * spacing;
        double y = (j + 0.5 * (sand_render_noise (seed + 1, i, j) - 0.5)) * spacing;
        double h = 0.3 * spacing;

        /* A reed tuft: a short ground line with three blades fanning up. */
        cairo_move_to (cr, x - 0.6 * h, y);
        cairo_line_to (cr, x + 0.6 * h, y);
        cairo_move_to (cr, x, y);
        cairo_line_to (cr, x, y - h);
        cairo_move_to (cr, x - 0.1 * h, y);
        cairo_line_to (cr, x - 0.45 * h, y - 0.75 * h);
        cairo_move_to (cr, x + 0.1 * h, y);
        cairo_line_to (cr, x + 0.45 * h, y - 0.75 * h);
      }
  cairo_stroke (cr);
  cairo_restore (cr);
}

void
sand_pattern_hatching (cairo_t                 *cr,
                       const SandRenderOptions *options,
                       SandBounds               bounds,
                       SandRgb                  color,
                       double                   spacing,
                       double                   angle)
{
  double cx = (bounds.x0 + bounds.x1) / 2;
  double cy = (bounds.y0 + bounds.y1) / 2;
  double reach = hypot (bounds.x1 - bounds.x0, bounds.y1 - bounds.y0) / 2 + spacing;
  double ux = cos (angle), uy = sin (angle);

  spacing = MAX (spacing, sand_render_px (options, 4));
  cairo_save (cr);
  cairo_set_line_width (cr, sand_render_px (options, 0.9));
  sand_rgb_set (cr, color);
  /* Lines along u, stepped along its normal; anchored on whole multiples of the
   * spacing from the origin so neighbouring areas hatch in step. */
  for (double d = floor ((-uy * cx + ux * cy - reach) / spacing) * spacing;
       d <= -uy * cx + ux * cy + reach; d += spacing)
    {
      double px = -uy * d, py = ux * d;
      double along = ux * cx + uy * cy;

      cairo_move_to (cr, px + ux * (along - reach), py + uy * (along - reach));
      cairo_line_to (cr, px + ux * (along + reach), py + uy * (along + reach));
    }
  cairo_stroke (cr);
  cairo_restore (cr);
}

void
sand_pattern_waves (cairo_t                 *cr,
                    const SandRenderOptions *options,
                    SandBounds               bounds,
                    guint32                  seed,
                    SandRgb                  color,
                    double                   spacing)
{
  Cells c;

  if (!begin_marks (cr, options, bounds, spacing, 14, color, &c))
    return;

  spacing = c.spacing;
  for (int j = c.j0; j <= c.j1; j++)
    for (int i = c.i0; i <= c.i1; i++)
      {
        double w = 0.18 * spacing;
        double x, y;

        /* Only some cells get a ripple: a regular field of them looks like wallpaper. */
        if (sand_render_noise (seed + 7, i, j) < 0.45)
          continue;
        x = (i + sand_render_noise (seed, i, j)) * spacing;
        y = (j + sand_render_noise (seed + 1, i, j)) * spacing;
        cairo_move_to (cr, x - 2 * w, y);
        cairo_curve_to (cr, x - 1.5 * w, y - 0.6 * w, x - 0.5 * w, y - 0.6 * w, x, y);
        cairo_curve_to (cr, x + 0.5 * w, y + 0.6 * w, x + 1.5 * w, y + 0.6 * w, x + 2 * w, y);
      }
  cairo_stroke (cr);
  cairo_restore (cr);
}

void
sand_pattern_along_path (cairo_t       *cr,
                         double         step,
                         SandAlongFunc  mark,
                         gpointer       user_data)
{
  cairo_path_t *path = cairo_copy_path_flat (cr);
  double sx = 0, sy = 0, px = 0, py = 0;
  /* Distance left until the next mark; the first mark sits half a step in. */
  double next = step / 2;

  cairo_new_path (cr);
  if (path->status != CAIRO_STATUS_SUCCESS || step <= 0)
    {
      cairo_path_destroy (path);
      return;
    }

  for (int i = 0; i < path->num_data; i += path->data[i].header.length)
    {
      cairo_path_data_t *d = &path->data[i];
      double qx, qy, len;

      switch (d->header.type)
        {
        case CAIRO_PATH_MOVE_TO:
          sx = px = d[1].point.x;
          sy = py = d[1].point.y;
          next = step / 2;
          continue;
        case CAIRO_PATH_LINE_TO:
          qx = d[1].point.x;
          qy = d[1].point.y;
          break;
        case CAIRO_PATH_CLOSE_PATH:
          qx = sx;
          qy = sy;
          break;
        case CAIRO_PATH_CURVE_TO:
        default:
          /* A flattened path has no curves. */
          continue;
        }

      len = hypot (qx - px, qy - py);
      if (len > 1e-9)
        {
          double dx = (qx - px) / len, dy = (qy - py) / len;
          double t = next;

          for (; t <= len; t += step)
            {
              cairo_save (cr);
              mark (cr, px + dx * t, py + dy * t, dx, dy, user_data);
              cairo_restore (cr);
            }
          next = t - len;
        }
      px = qx;
      py = qy;
    }
  cairo_path_destroy (path);
}
