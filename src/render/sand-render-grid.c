/* sand-render-grid.c: the hex grid and its coordinates.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "sand-hex-grid.h"
#include "sand-render-private.h"

/* Every hex that shows at least partly on the table: those whose centre lies within
 * a circumradius of it, found by asking for the centres on a table grown by that
 * much with the grid's origin moved along. */
static GArray *
hexes_touching_table (const SandHexGrid *grid,
                      double             width,
                      double             height)
{
  SandHexGrid grown = *grid;
  double r = grid->size / sqrt (3.0);

  grown.x0 += r;
  grown.y0 += r;
  return sand_hex_grid_hexes_on_table (&grown, width + 2 * r, height + 2 * r);
}

void
sand_render_grid (cairo_t                 *cr,
                  SandScenario            *scenario,
                  const SandRenderOptions *options)
{
  SandHexGrid grid;
  g_autoptr (GArray) hexes = NULL;
  double width, height, size_px;

  g_return_if_fail (SAND_IS_SCENARIO (scenario));
  g_return_if_fail (options != NULL);

  if (!sand_hex_grid_from_scenario (&grid, scenario) || grid.size <= 0)
    return;

  width = sand_scenario_get_width (scenario);
  height = sand_scenario_get_height (scenario);
  hexes = hexes_touching_table (&grid, width, height);
  /* too fine to draw: a grey of lines, were there time to draw them */
  if (hexes == NULL)
    return;

  cairo_save (cr);
  cairo_rectangle (cr, 0, 0, width, height);
  cairo_clip (cr);

  /* One path, stroked once: shared sides are not darkened by a second stroke. */
  for (guint i = 0; i < hexes->len; i++)
    {
      SandPoint c[6];

      sand_hex_grid_corners (&grid, g_array_index (hexes, SandHex, i), c);
      cairo_move_to (cr, c[0].x, c[0].y);
      for (int k = 1; k < 6; k++)
        cairo_line_to (cr, c[k].x, c[k].y);
      cairo_close_path (cr);
    }
  cairo_set_line_width (cr, sand_render_px (options, 1.0));
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_source_rgba (cr, 0.15, 0.15, 0.12, 0.55);
  cairo_stroke (cr);

  /* Coordinates only where there is room for them. */
  size_px = grid.size * options->pixels_per_inch;
  if (options->show_hex_coords && size_px >= 28)
    {
      double text_px = CLAMP (size_px * 0.16, 7, 11);

      for (guint i = 0; i < hexes->len; i++)
        {
          SandHex hex = g_array_index (hexes, SandHex, i);
          g_autofree char *label = sand_hex_to_label (hex);
          double x, y;

          sand_hex_grid_center (&grid, hex, &x, &y);
          if (x < 0 || y < 0 || x > width || y > height)
            continue;
          sand_render_text (cr, options->pixels_per_inch, x, y - grid.size * 0.42, label,
                            text_px, SAND_TEXT_CENTER, SAND_TEXT_FAINT);
        }
    }
  cairo_restore (cr);
}
