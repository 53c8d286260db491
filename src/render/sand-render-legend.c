/* sand-render-legend.c: the key to the terrain kinds shown, and a scale bar.
 *
 * Both are drawn in device units (points on paper, pixels on screen).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "sand-render-private.h"

#define SWATCH_W    30.0
#define SWATCH_H    18.0
#define TEXT_PX     9.5
#define ROW_H       24.0
#define GAP         6.0
/* Table inches shown in a swatch's width: enough for a couple of tree crowns. */
#define SWATCH_INCHES 2.2

/* The first feature of each kind present, so swatches copy e.g. a road's surface. */
static void
collect_kinds (SandScenario *scenario,
               SandFeature  *samples[SAND_N_TERRAIN_KINDS])
{
  GListModel *features = sand_scenario_get_features (scenario);
  guint n = g_list_model_get_n_items (features);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr (SandFeature) feature = g_list_model_get_item (features, i);
      SandTerrainKind kind = sand_feature_get_kind (feature);

      if (kind >= 0 && kind < SAND_N_TERRAIN_KINDS && samples[kind] == NULL)
        samples[kind] = feature;
    }
}

/* A swatch is the kind drawn by the same code as on the map, at a small scale;
 * @sample (may be NULL) lends its surface, height and fordability. */
static void
draw_swatch (cairo_t         *cr,
             SandTerrainKind  kind,
             SandFeature     *sample,
             double           width,
             double           height)
{
  g_autoptr (SandFeature) feature = sand_feature_new ("legend", kind);
  SandRenderOptions options;
  /* Table inches across the swatch: enough for a couple of tree crowns. */
  double w = MAX (SWATCH_INCHES, width / SWATCH_W * SWATCH_INCHES);
  double h = w * height / width;
  double tr, tg, tb;

  sand_render_options_init (&options);
  options.pixels_per_inch = width / w;

  if (sample != NULL)
    {
      sand_feature_set_surface (feature, sand_feature_get_surface (sample));
      sand_feature_set_fordable (feature, sand_feature_get_fordable (sample));
      sand_feature_set_height (feature, sand_feature_get_height (sample));
      sand_feature_set_width (feature, sand_feature_get_width (sample));
    }
  switch (sand_terrain_kind_get_shape (kind))
    {
    case SAND_SHAPE_AREA:
      sand_feature_set_rect (feature, -0.5, -0.5, w + 1, h + 1);
      if (kind == SAND_TERRAIN_SHELL_HOLE)
        sand_feature_set_ellipse (feature, w / 2, h / 2, h * 0.45, h * 0.45);
      break;
    case SAND_SHAPE_LINE:
      {
        SandPoint pts[2] = { { 0.15, h / 2 }, { w - 0.15, h / 2 } };

        sand_feature_set_polyline (feature, pts, 2);
        /* Wide lines are shown narrower than life to fit the swatch. */
        sand_feature_set_width (feature, MIN (sand_feature_get_width (feature), h * 0.45));
      }
      break;
    case SAND_SHAPE_POINT:
    default:
      sand_feature_set_point (feature, w / 2, h / 2);
      break;
    }

  cairo_save (cr);
  cairo_rectangle (cr, 0, 0, width, height);
  cairo_clip (cr);
  sand_render_table_color (&tr, &tg, &tb);
  cairo_set_source_rgb (cr, tr, tg, tb);
  cairo_paint (cr);
  cairo_scale (cr, options.pixels_per_inch, options.pixels_per_inch);
  sand_render_feature (cr, feature, &options);
  cairo_restore (cr);

  cairo_save (cr);
  cairo_rectangle (cr, 0.5, 0.5, width - 1, height - 1);
  cairo_set_line_width (cr, 1);
  cairo_set_source_rgb (cr, 0.3, 0.3, 0.3);
  cairo_stroke (cr);
  cairo_restore (cr);
}

void
sand_render_swatch (cairo_t         *cr,
                    SandTerrainKind  kind,
                    double           width,
                    double           height)
{
  g_return_if_fail (cr != NULL);
  g_return_if_fail (kind >= 0 && kind < SAND_N_TERRAIN_KINDS);

  if (width >= 2 && height >= 2)
    draw_swatch (cr, kind, NULL, width, height);
}

double
sand_render_legend (cairo_t      *cr,
                    SandScenario *scenario,
                    double        width)
{
  SandFeature *samples[SAND_N_TERRAIN_KINDS] = { NULL };
  double col_w = 0, x = 0, y = 0;
  int n_present = 0;

  g_return_val_if_fail (cr != NULL, 0);
  g_return_val_if_fail (SAND_IS_SCENARIO (scenario), 0);

  collect_kinds (scenario, samples);

  /* Columns share the widest label's width so the key lines up in a grid. */
  for (int k = 0; k < SAND_N_TERRAIN_KINDS; k++)
    if (samples[k] != NULL)
      {
        double tw, th;

        sand_render_text_size (cr, sand_terrain_kind_get_label (k), TEXT_PX, SAND_TEXT_PLAIN, &tw, &th);
        col_w = MAX (col_w, SWATCH_W + GAP + tw + 2 * GAP);
        n_present++;
      }
  if (n_present == 0)
    return 0;

  for (int k = 0; k < SAND_N_TERRAIN_KINDS; k++)
    {
      if (samples[k] == NULL)
        continue;
      if (x > 0 && x + col_w > width)
        {
          x = 0;
          y += ROW_H;
        }
      cairo_save (cr);
      cairo_translate (cr, x, y);
      draw_swatch (cr, k, samples[k], SWATCH_W, SWATCH_H);
      cairo_restore (cr);
      sand_render_text (cr, 1.0, x + SWATCH_W + GAP, y + 2, sand_terrain_kind_get_label (k),
                        TEXT_PX, SAND_TEXT_LEFT, SAND_TEXT_PLAIN);
      x += col_w;
    }
  return y + ROW_H;
}

/* A scale bar's length in its unit and how many segments divide it. */
typedef struct
{
  int length;
  int segments;
} ScaleBar;

static const ScaleBar inch_bars[] = {
  { 1, 1 }, { 2, 2 }, { 3, 3 }, { 4, 4 }, { 6, 3 }, { 12, 4 }, { 18, 3 }, { 24, 4 },
  { 36, 4 }, { 48, 4 }, { 72, 4 }, { 96, 4 }, { 120, 4 },
};
static const ScaleBar cm_bars[] = {
  { 1, 1 }, { 2, 2 }, { 3, 3 }, { 5, 5 }, { 10, 5 }, { 15, 3 }, { 20, 4 }, { 30, 3 },
  { 50, 5 }, { 100, 4 }, { 150, 3 }, { 200, 4 }, { 300, 3 },
};

/* The longest "round" length in @unit that fits in @max_px. */
static ScaleBar
scale_bar_length (double         pixels_per_inch,
                  SandLengthUnit unit,
                  double         max_px)
{
  const ScaleBar *bars = unit == SAND_LENGTH_CENTIMETRES ? cm_bars : inch_bars;
  guint n = unit == SAND_LENGTH_CENTIMETRES ? G_N_ELEMENTS (cm_bars) : G_N_ELEMENTS (inch_bars);
  ScaleBar best = bars[0];

  for (guint i = 0; i < n; i++)
    if (sand_length_from_unit (bars[i].length, unit) * pixels_per_inch <= max_px)
      best = bars[i];
  return best;
}

void
sand_render_scale_bar (cairo_t        *cr,
                       double          pixels_per_inch,
                       SandLengthUnit  unit,
                       double          x,
                       double          y)
{
  ScaleBar bar;
  double bar_px, seg_px, bar_h = 5;
  g_autofree char *end_label = NULL;

  g_return_if_fail (cr != NULL);
  if (pixels_per_inch <= 0)
    return;

  bar = scale_bar_length (pixels_per_inch, unit, 180);
  bar_px = sand_length_from_unit (bar.length, unit) * pixels_per_inch;
  seg_px = bar_px / bar.segments;

  cairo_save (cr);
  for (int i = 0; i < bar.segments; i++)
    {
      cairo_rectangle (cr, x + i * seg_px, y, seg_px, bar_h);
      if (i % 2 == 0)
        cairo_set_source_rgb (cr, 0.15, 0.15, 0.15);
      else
        cairo_set_source_rgb (cr, 1, 1, 1);
      cairo_fill (cr);
    }
  cairo_rectangle (cr, x, y, bar_px, bar_h);
  cairo_set_line_width (cr, 0.8);
  cairo_set_source_rgb (cr, 0.15, 0.15, 0.15);
  cairo_stroke (cr);
  cairo_restore (cr);

  sand_render_text (cr, 1.0, x, y + bar_h + 2, "0", 8.5, SAND_TEXT_CENTER, SAND_TEXT_PLAIN);
  if (unit == SAND_LENGTH_CENTIMETRES)
    /* TRANSLATORS: the length of the scale bar, in table centimetres. */
    end_label = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d centimetre", "%d centimetres", bar.length),
                                 bar.length);
  else
    /* TRANSLATORS: the length of the scale bar, in table inches. */
    end_label = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d inch", "%d inches", bar.length), bar.length);
  sand_render_text (cr, 1.0, x + bar_px, y + bar_h + 2, end_label, 8.5,
                    SAND_TEXT_CENTER, SAND_TEXT_PLAIN);
}
