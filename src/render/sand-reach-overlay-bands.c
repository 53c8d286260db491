/* sand-reach-overlay-bands.c: the bands as areas — a hex band's hexes, a band's
 * clip and outline, rings of equal cost — drawn nested, widest first, or two of
 * them compared.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "sand-reach-overlay-private.h"

#define RING_WIDTH      0.8

void
sand_reach_hex_path (cairo_t           *cr,
                     const SandHexGrid *grid,
                     SandHex            hex,
                     gboolean           boundary,
                     SandHexInsideFunc  inside,
                     gpointer           user_data)
{
  SandPoint c[6];

  sand_hex_grid_corners (grid, hex, c);
  if (!boundary)
    {
      cairo_move_to (cr, c[0].x, c[0].y);
      for (int k = 1; k < 6; k++)
        cairo_line_to (cr, c[k].x, c[k].y);
      cairo_close_path (cr);
      return;
    }
  /* A side on the edge of the region: its neighbour is out. */
  for (int d = 0; d < 6; d++)
    if (!inside (sand_hex_neighbor (hex, d), user_data))
      {
        cairo_move_to (cr, c[d].x, c[d].y);
        cairo_line_to (cr, c[(d + 1) % 6].x, c[(d + 1) % 6].y);
      }
}

static gboolean
hex_reachable (SandHex  hex,
               gpointer reach)
{
  return sand_hex_reach_is_reachable (reach, hex);
}

static void
hex_band_path (cairo_t      *cr,
               SandHexReach *reach,
               gboolean      boundary)
{
  const SandHexGrid *grid = sand_hex_map_get_grid (sand_hex_reach_get_map (reach));
  g_autoptr (GArray) hexes = sand_hex_reach_get_reachable (reach);

  for (guint i = 0; i < hexes->len; i++)
    sand_reach_hex_path (cr, grid, g_array_index (hexes, SandHex, i), boundary, hex_reachable, reach);
}

cairo_fill_rule_t
sand_reach_band_path (cairo_t       *cr,
                      SandReachBand *band)
{
  if (band->hex != NULL)
    {
      hex_band_path (cr, band->hex, FALSE);
      return CAIRO_FILL_RULE_WINDING;
    }
  sand_contour_append_path (band->contour, cr);
  return CAIRO_FILL_RULE_EVEN_ODD;
}

static void
band_clip (cairo_t       *cr,
           SandReachBand *band)
{
  cairo_new_path (cr);
  cairo_set_fill_rule (cr, sand_reach_band_path (cr, band));
  cairo_clip (cr);
}

/* Clips to everything outside the band. */
static void
band_clip_out (cairo_t       *cr,
               SandReachBand *band)
{
  double x1, y1, x2, y2;

  cairo_clip_extents (cr, &x1, &y1, &x2, &y2);
  cairo_new_path (cr);
  cairo_rectangle (cr, x1 - 1, y1 - 1, x2 - x1 + 2, y2 - y1 + 2);
  sand_reach_band_path (cr, band);
  cairo_set_fill_rule (cr, CAIRO_FILL_RULE_EVEN_ODD);
  cairo_clip (cr);
}

static void
band_outline (cairo_t       *cr,
              SandReachBand *band,
              double         px)
{
  cairo_new_path (cr);
  if (band->hex != NULL)
    hex_band_path (cr, band->hex, TRUE);
  else
    sand_contour_append_path (band->contour, cr);
  sand_reach_stroke_outline (cr, &band->style, px);
}

static double
band_area (SandReachBand *band)
{
  if (band->hex != NULL)
    return sand_hex_reach_area (band->hex);
  return band->some_cells ? sand_contour_area (band->contour) : sand_reach_field_area (band->field);
}

static gint
band_by_area_desc (gconstpointer a,
                   gconstpointer b)
{
  double da = band_area (*(SandReachBand **) a), db = band_area (*(SandReachBand **) b);

  return (da < db) - (da > db);
}

/* Lines of equal cost inside a band, every @step inches of the move. */
static void
draw_rings (cairo_t       *cr,
            SandReachBand *band,
            double         step,
            double         px)
{
  SandReachField *field = band->field;
  int w = sand_reach_field_get_width (field), h = sand_reach_field_get_height (field);
  const float *c = sand_reach_field_get_costs (field);
  double cell = sand_reach_field_get_cell_size (field), x0, y0;

  sand_reach_field_get_origin (field, &x0, &y0);
  cairo_new_path (cr);
  /* Each square with all four corners reachable gets the piece of every ring that
   * crosses it; a ring crosses an edge where the cost passes a multiple of @step. */
  for (int j = 0; j + 1 < h; j++)
    for (int i = 0; i + 1 < w; i++)
      {
        float v[4] = { c[j * w + i], c[j * w + i + 1], c[(j + 1) * w + i + 1], c[(j + 1) * w + i] };
        double cx[4] = { 0, 1, 1, 0 }, cy[4] = { 0, 0, 1, 1 };
        float lo = MIN (MIN (v[0], v[1]), MIN (v[2], v[3])), hi = MAX (MAX (v[0], v[1]), MAX (v[2], v[3]));
        double level;

        if (lo < 0)
          continue;
        level = ceil (lo / step) * step;
        if (level == 0)
          level = step;
        for (; level < hi; level += step)
          {
            int n = 0;
            double pts[4][2];

            for (int e = 0; e < 4 && n < 4; e++)
              {
                float a = v[e], b = v[(e + 1) % 4];
                if ((a < level) != (b < level))
                  {
                    double t = (level - a) / (b - a);
                    pts[n][0] = x0 + (i + 0.5 + cx[e] + t * (cx[(e + 1) % 4] - cx[e])) * cell;
                    pts[n][1] = y0 + (j + 0.5 + cy[e] + t * (cy[(e + 1) % 4] - cy[e])) * cell;
                    n++;
                  }
              }
            for (int k = 0; k + 1 < n; k += 2)
              {
                cairo_move_to (cr, pts[k][0], pts[k][1]);
                cairo_line_to (cr, pts[k + 1][0], pts[k + 1][1]);
              }
          }
      }
  cairo_set_dash (cr, NULL, 0, 0);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_width (cr, RING_WIDTH * px);
  cairo_set_source_rgba (cr, band->style.r * 0.6, band->style.g * 0.6, band->style.b * 0.6, 0.6);
  cairo_stroke (cr);
}

static void
draw_compare (cairo_t       *cr,
              SandReachBand *a,
              SandReachBand *b,
              double         px)
{
  SandReachBand *pair[] = { a, b };

  /* Ground only one reaches carries that one's style; ground both reach a neutral
   * tint; both outlines on top. */
  for (guint k = 0; k < 2; k++)
    {
      cairo_save (cr);
      band_clip (cr, pair[k]);
      band_clip_out (cr, pair[1 - k]);
      sand_reach_shade_clip (cr, &pair[k]->style, px);
      cairo_restore (cr);
    }

  cairo_save (cr);
  band_clip (cr, a);
  band_clip (cr, b);
  cairo_set_source_rgba (cr, 0.3, 0.3, 0.3, 0.12);
  cairo_paint (cr);
  cairo_restore (cr);

  cairo_save (cr);
  band_outline (cr, a, px);
  band_outline (cr, b, px);
  cairo_restore (cr);
}

void
sand_reach_overlay_draw_bands (SandReachOverlay *self,
                               cairo_t          *cr,
                               double            px)
{
  g_autoptr (GPtrArray) order = NULL;

  if (self->compare && self->bands->len >= 2)
    {
      draw_compare (cr, sand_reach_overlay_band (self, 0), sand_reach_overlay_band (self, 1), px);
      return;
    }

  /* The widest band first, so the nested ones lie on top of it. */
  order = g_ptr_array_new ();
  for (guint i = 0; i < self->bands->len; i++)
    g_ptr_array_add (order, sand_reach_overlay_band (self, i));
  g_ptr_array_sort (order, band_by_area_desc);
  for (guint i = 0; i < order->len; i++)
    {
      SandReachBand *band = g_ptr_array_index (order, i);

      cairo_save (cr);
      band_clip (cr, band);
      sand_reach_shade_clip (cr, &band->style, px);
      cairo_restore (cr);
      if (self->rings > 0 && band->field != NULL)
        {
          /* a band of some of its field's cells: its rings within them */
          cairo_save (cr);
          if (band->some_cells)
            band_clip (cr, band);
          draw_rings (cr, band, self->rings, px);
          cairo_restore (cr);
        }
      cairo_save (cr);
      band_outline (cr, band, px);
      cairo_restore (cr);
    }
}
