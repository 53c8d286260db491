/* sand-hex-strength-layer.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include <pango/pangocairo.h>

#include "sand-canvas.h"
#include "sand-hex-aid.h"
#include "sand-hex-strength-layer.h"
#include "sand-render.h"
#include "sand-strength.h"

/* Badge text size in pixels: readable, yet smaller than a unit's base. */
#define BADGE_FONT_PX 10.0

struct _SandHexStrengthLayer
{
  SandCanvasLayer parent_instance;

  SandHexAid     *aid;   /* the ruleset it reads */
};

G_DEFINE_FINAL_TYPE (SandHexStrengthLayer, sand_hex_strength_layer, SAND_TYPE_CANVAS_LAYER)

/* A bold cross over the whole base: gone from the table, still there to undo. */
static void
draw_eliminated (cairo_t  *cr,
                 SandUnit *unit,
                 double    ppi)
{
  double s = MAX (sand_unit_get_radius (unit), 6 / ppi) * 1.15;
  double x = sand_unit_get_x (unit), y = sand_unit_get_y (unit);

  cairo_move_to (cr, x - s, y - s);
  cairo_line_to (cr, x + s, y + s);
  cairo_move_to (cr, x + s, y - s);
  cairo_line_to (cr, x - s, y + s);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_width (cr, 7 / ppi);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.9);
  cairo_stroke_preserve (cr);
  cairo_set_line_width (cr, 4 / ppi);
  cairo_set_source_rgb (cr, 0.1, 0.1, 0.1);
  cairo_stroke (cr);
}

/* The number in a small card at the base's upper right, drawn in pixels. */
static void
draw_badge (cairo_t     *cr,
            PangoLayout *layout,
            SandUnit    *unit,
            double       strength,
            gboolean     eliminated,
            double       ppi)
{
  g_autofree char *text = g_strdup_printf ("%g", strength);
  double r = MAX (sand_unit_get_radius (unit), 4 / ppi) * 0.7;
  PangoRectangle logical;
  double w, h;

  cairo_save (cr);
  cairo_translate (cr, sand_unit_get_x (unit) + r, sand_unit_get_y (unit) - r);
  cairo_scale (cr, 1 / ppi, 1 / ppi);
  pango_cairo_update_layout (cr, layout);
  pango_layout_set_text (layout, text, -1);
  pango_layout_get_pixel_extents (layout, NULL, &logical);
  w = MAX (logical.width + 6, 16);
  h = logical.height + 2;
  /* Up and to the right, off the base, so both stay readable when zoomed out. */
  cairo_translate (cr, -2, -h + 2);

  sand_render_rounded_rect (cr, 0, 0, w, h, h / 2);
  if (eliminated)
    cairo_set_source_rgb (cr, 0.1, 0.1, 0.1);
  else
    cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_fill_preserve (cr);
  cairo_set_line_width (cr, 1.2);
  cairo_set_source_rgb (cr, 0.1, 0.1, 0.1);
  cairo_stroke (cr);

  cairo_move_to (cr, (w - logical.width) / 2, (h - logical.height) / 2);
  if (eliminated)
    cairo_set_source_rgb (cr, 1, 1, 1);
  pango_cairo_show_layout (cr, layout);
  cairo_restore (cr);
}

static void
sand_hex_strength_layer_draw (SandCanvasLayer *layer,
                              cairo_t         *cr,
                              SandCanvas      *canvas)
{
  SandHexStrengthLayer *self = SAND_HEX_STRENGTH_LAYER (layer);
  SandScenario *scenario = sand_canvas_get_scenario (canvas);
  SandRuleset *ruleset = sand_hex_aid_get_ruleset (self->aid);
  const SandRenderOptions *options = sand_canvas_get_render_options (canvas);
  const char *attribute;
  g_autoptr(PangoLayout) layout = NULL;
  g_autoptr(PangoFontDescription) font = NULL;
  double ppi = MAX (options->pixels_per_inch, 1e-6);
  GListModel *units;

  if (scenario == NULL || sand_scenario_get_grid_type (scenario) != SAND_GRID_HEX || ruleset == NULL
      || !sand_strength_counted (ruleset, &attribute))
    return;

  layout = pango_cairo_create_layout (cr);
  font = pango_font_description_from_string ("Sans Bold");
  pango_font_description_set_absolute_size (font, BADGE_FONT_PX * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  /* Metrics in device pixels whatever the table transform is. */
  {
    cairo_font_options_t *font_options = cairo_font_options_create ();

    cairo_font_options_set_hint_metrics (font_options, CAIRO_HINT_METRICS_OFF);
    pango_cairo_context_set_font_options (pango_layout_get_context (layout), font_options);
    cairo_font_options_destroy (font_options);
  }

  units = sand_scenario_get_units (scenario);
  for (guint i = 0, n = g_list_model_get_n_items (units); i < n; i++)
    {
      g_autoptr(SandUnit) unit = g_list_model_get_item (units, i);
      double strength;
      gboolean eliminated;

      if (options->hidden != NULL && g_hash_table_contains (options->hidden, unit))
        continue;
      /* Only units given a strength carry a number. */
      if (sand_unit_get_attr (unit, attribute) == NULL || !sand_strength_get (ruleset, unit, &strength))
        continue;

      eliminated = sand_strength_is_eliminated (ruleset, strength);
      if (eliminated)
        draw_eliminated (cr, unit, ppi);
      draw_badge (cr, layout, unit, strength, eliminated, ppi);
    }
}

static void
sand_hex_strength_layer_dispose (GObject *object)
{
  g_clear_object (&SAND_HEX_STRENGTH_LAYER (object)->aid);

  G_OBJECT_CLASS (sand_hex_strength_layer_parent_class)->dispose (object);
}

static void
sand_hex_strength_layer_class_init (SandHexStrengthLayerClass *klass)
{
  SandCanvasLayerClass *layer_class = SAND_CANVAS_LAYER_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = sand_hex_strength_layer_dispose;
  layer_class->draw = sand_hex_strength_layer_draw;
}

static void
sand_hex_strength_layer_init (SandHexStrengthLayer *self)
{
}

SandCanvasLayer *
sand_hex_strength_layer_new (SandHexAid *aid)
{
  SandHexStrengthLayer *self;

  g_return_val_if_fail (SAND_IS_HEX_AID (aid), NULL);

  self = g_object_new (SAND_TYPE_HEX_STRENGTH_LAYER, NULL);
  self->aid = g_object_ref (aid);
  return SAND_CANVAS_LAYER (self);
}
