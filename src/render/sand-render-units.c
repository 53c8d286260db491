/* sand-render-units.c: unit bases, facing marks and labels.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "sand-geometry.h"
#include "sand-render-private.h"

static SandRgb
unit_color (SandUnit *unit)
{
  SandSide *side = sand_unit_get_side (unit);
  SandRgb rgb = { 0.6, 0.6, 0.6 };

  if (side != NULL)
    sand_side_get_rgb (side, &rgb.r, &rgb.g, &rgb.b);
  return rgb;
}

/* The base outline in the unit's own frame: centre at the origin, front toward -y. */
static void
base_path (cairo_t  *cr,
           SandUnit *unit,
           double    grow)
{
  double bw = sand_unit_get_base_width (unit);
  double bd = sand_unit_get_base_depth (unit);

  if (bw > 0 && bd > 0)
    cairo_rectangle (cr, -bw / 2 - grow, -bd / 2 - grow, bw + 2 * grow, bd + 2 * grow);
  else
    {
      cairo_new_sub_path (cr);
      cairo_arc (cr, 0, 0, MAX (sand_unit_get_base (unit), 0.05) / 2 + grow, 0, 2 * G_PI);
      cairo_close_path (cr);
    }
}

/* How far the base reaches toward its front (for the facing mark). */
static double
front_extent (SandUnit *unit)
{
  double bd = sand_unit_get_base_depth (unit);

  if (sand_unit_get_base_width (unit) > 0 && bd > 0)
    return bd / 2;
  return MAX (sand_unit_get_base (unit), 0.05) / 2;
}

static void
draw_unit (cairo_t                 *cr,
           SandUnit                *unit,
           const SandRenderOptions *options)
{
  SandRgb fill = unit_color (unit);
  SandRgb rim = sand_rgb_shade (fill, -0.6);
  double lum = 0.3 * fill.r + 0.59 * fill.g + 0.11 * fill.b;
  SandRgb mark = lum < 0.55 ? (SandRgb) { 1, 1, 1 } : (SandRgb) { 0.1, 0.1, 0.1 };
  double front = front_extent (unit);
  /* Bases smaller than a few pixels would vanish when zoomed out. */
  double min_px = sand_render_px (options, 7);
  double grow = MAX (0, min_px / 2 - MIN (front, sand_unit_get_radius (unit)));
  double angle = sand_unit_get_facing (unit) * G_PI / 180.0;

  cairo_save (cr);
  cairo_translate (cr, sand_unit_get_x (unit), sand_unit_get_y (unit));

  /* A soft shadow, offset on the table (not the base) axes, lifts the figure off
   * the map. */
  cairo_save (cr);
  cairo_translate (cr, sand_render_px (options, 1.5), sand_render_px (options, 1.5));
  cairo_rotate (cr, angle);
  base_path (cr, unit, grow);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.3);
  cairo_fill (cr);
  cairo_restore (cr);

  cairo_rotate (cr, angle);
  front += grow;

  if (unit == options->selected_unit)
    {
      base_path (cr, unit, grow + sand_render_px (options, 4));
      cairo_set_source_rgba (cr, 1.0, 0.65, 0.0, 0.55);
      cairo_fill (cr);
    }

  base_path (cr, unit, grow);
  sand_rgb_set (cr, fill);
  cairo_fill_preserve (cr);
  cairo_set_line_width (cr, sand_render_px (options, unit == options->selected_unit ? 2.5 : 1.6));
  sand_rgb_set (cr, rim);
  cairo_stroke (cr);

  /* The facing mark sits at the front edge and leaves the centre in the side's
   * colour, so the base still reads as "whose" at a glance. */
  cairo_move_to (cr, 0, -front * 0.92);
  cairo_line_to (cr, -front * 0.3, -front * 0.45);
  cairo_line_to (cr, front * 0.3, -front * 0.45);
  cairo_close_path (cr);
  sand_rgb_set (cr, mark);
  cairo_fill_preserve (cr);
  cairo_set_line_width (cr, sand_render_px (options, 0.6));
  sand_rgb_set (cr, rim);
  cairo_stroke (cr);
  cairo_restore (cr);
}

/* A unit's whole name below its base, as sand_render_labels() places it where
 * there is room: for the one unit drawn alone, on top of the others. */
static void
draw_unit_label (cairo_t                 *cr,
                 SandUnit                *unit,
                 const SandRenderOptions *options)
{
  const char *name = sand_unit_get_name (unit);
  double r = MAX (sand_unit_get_radius (unit), sand_render_px (options, 3.5));
  double x = sand_unit_get_x (unit), y = sand_unit_get_y (unit) + r + sand_render_px (options, 2);

  if (name == NULL || *name == '\0')
    name = sand_unit_get_id (unit);
  sand_render_text (cr, options->pixels_per_inch, x, y, name, sand_render_unit_label_size (options),
                    SAND_TEXT_CENTER, sand_render_unit_label_flags (unit, options));
}

static gboolean
is_hidden (const SandRenderOptions *options,
           SandUnit                *unit)
{
  return options->hidden != NULL && g_hash_table_contains (options->hidden, unit);
}

void
sand_render_units (cairo_t                 *cr,
                   SandScenario            *scenario,
                   const SandRenderOptions *options)
{
  sand_render_units_labelled (cr, scenario, options, NULL);
}

void
sand_render_units_labelled (cairo_t                 *cr,
                            SandScenario            *scenario,
                            const SandRenderOptions *options,
                            GArray                  *labels)
{
  GListModel *units;
  guint n;

  g_return_if_fail (SAND_IS_SCENARIO (scenario));
  g_return_if_fail (options != NULL);

  units = sand_scenario_get_units (scenario);
  n = g_list_model_get_n_items (units);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr (SandUnit) unit = g_list_model_get_item (units, i);

      if (!is_hidden (options, unit))
        draw_unit (cr, unit, options);
    }
  /* Names go on top of every base. */
  if (options->show_labels)
    sand_render_draw_labels (cr, scenario, options, SAND_LABEL_UNITS, labels);
}

void
sand_render_unit (cairo_t                 *cr,
                  SandUnit                *unit,
                  const SandRenderOptions *options)
{
  g_return_if_fail (SAND_IS_UNIT (unit));
  g_return_if_fail (options != NULL);

  draw_unit (cr, unit, options);
  if (options->show_labels)
    draw_unit_label (cr, unit, options);
}
