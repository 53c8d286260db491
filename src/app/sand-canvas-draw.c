/* sand-canvas-draw.c: how the canvas draws its layers, and the pictures it holds
 * of those that stand still while a unit is dragged.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sand-canvas-private.h"
#include "sand-render-view.h"

/* The scale bar's card keeps this far from the corner, in pixels. */
#define SCALE_BAR_MARGIN 12.0

/* A scale bar on a light card in the bottom-left corner, in widget pixels, so a
 * player can judge distances at any zoom. */
static void
sand_canvas_draw_scale_bar (SandCanvas *self,
                            cairo_t    *cr,
                            double      height)
{
  sand_render_scale_bar_card (cr, sand_viewport_get_scale (self->viewport), self->options.length_unit,
                              SCALE_BAR_MARGIN, height - SCALE_BAR_MARGIN);
}

/* From here on @cr draws in table inches. */
static void
sand_canvas_transform_to_table (SandCanvas *self,
                                cairo_t    *cr)
{
  double scale = sand_viewport_get_scale (self->viewport);

  cairo_translate (cr,
                   sand_viewport_get_offset_x (self->viewport),
                   sand_viewport_get_offset_y (self->viewport));
  cairo_scale (cr, scale, scale);
}

/* A picture of the widget's size in device pixels, to draw on in widget pixels. */
static cairo_surface_t *
sand_canvas_new_picture (SandCanvas *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  int sf = gtk_widget_get_scale_factor (widget);
  cairo_surface_t *picture;

  picture = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, gtk_widget_get_width (widget) * sf,
                                        gtk_widget_get_height (widget) * sf);
  cairo_surface_set_device_scale (picture, sf, sf);
  return picture;
}

/* Every unit but the moving one, drawn once for as long as it moves. */
static void
sand_canvas_draw_other_units (SandCanvas      *self,
                              SandCanvasLayer *units)
{
  GHashTable *hidden = self->options.hidden;
  g_autoptr (GHashTable) hidden_too = g_hash_table_new (NULL, NULL);
  GHashTableIter iter;
  gpointer key;
  cairo_t *units_cr;

  /* The owner's table stays untouched: hide through a copy. */
  if (hidden != NULL)
    {
      g_hash_table_iter_init (&iter, hidden);
      while (g_hash_table_iter_next (&iter, &key, NULL))
        g_hash_table_add (hidden_too, key);
    }
  g_hash_table_add (hidden_too, self->moving_unit);
  self->options.hidden = hidden_too;
  self->units_cache = sand_canvas_new_picture (self);
  units_cr = cairo_create (self->units_cache);
  sand_canvas_transform_to_table (self, units_cr);
  sand_canvas_layer_draw (units, units_cr, self);
  cairo_destroy (units_cr);
  self->options.hidden = hidden;
}

/* Layers [from, to) in table inches; while a unit moves, the units layer comes
 * from its picture, the moving unit drawn live on top. */
static void
sand_canvas_draw_layers (SandCanvas *self,
                         cairo_t    *cr,
                         guint       from,
                         guint       to)
{
  GListModel *layers = G_LIST_MODEL (self->layers);
  SandCanvasLayer *units = self->scenario_layers[SAND_SCENARIO_PART_UNITS];
  cairo_matrix_t widget_matrix;

  cairo_save (cr);
  cairo_get_matrix (cr, &widget_matrix);
  sand_canvas_transform_to_table (self, cr);
  for (guint i = from; i < MIN (to, g_list_model_get_n_items (layers)); i++)
    {
      g_autoptr(SandCanvasLayer) layer = g_list_model_get_item (layers, i);

      if (layer != units || self->moving_unit == NULL || self->n_still_layers == 0
          || !sand_canvas_layer_get_visible (layer))
        {
          sand_canvas_layer_draw (layer, cr, self);
          continue;
        }
      if (self->units_cache == NULL)
        sand_canvas_draw_other_units (self, layer);
      cairo_save (cr);
      cairo_set_matrix (cr, &widget_matrix);
      cairo_set_source_surface (cr, self->units_cache, 0, 0);
      cairo_paint (cr);
      cairo_restore (cr);
      if (self->options.hidden == NULL || !g_hash_table_contains (self->options.hidden, self->moving_unit))
        sand_render_unit (cr, self->moving_unit, &self->options);
    }
  cairo_restore (cr);
}

/* Draws the bottom layers into the still picture. */
static void
sand_canvas_draw_still (SandCanvas *self)
{
  cairo_t *still_cr;

  self->still_cache = sand_canvas_new_picture (self);
  still_cr = cairo_create (self->still_cache);
  sand_canvas_draw_layers (self, still_cr, 0, self->n_still_layers);
  cairo_destroy (still_cr);
}

void
_sand_canvas_drop_still_cache (SandCanvas *self)
{
  g_clear_pointer (&self->still_cache, cairo_surface_destroy);
  g_clear_pointer (&self->units_cache, cairo_surface_destroy);
}

void
_sand_canvas_snapshot (GtkWidget   *widget,
                       GtkSnapshot *snapshot)
{
  SandCanvas *self = SAND_CANVAS (widget);
  double width = gtk_widget_get_width (widget);
  double height = gtk_widget_get_height (widget);
  double scale = sand_viewport_get_scale (self->viewport);
  double x0, y0, x1, y1;
  GListModel *layers = G_LIST_MODEL (self->layers);
  cairo_t *cr;

  if (self->scenario == NULL || width <= 0 || height <= 0)
    return;

  /* A soft shadow lifts the table off the background, like a board on a floor. */
  sand_viewport_table_to_widget (self->viewport, 0, 0, &x0, &y0);
  sand_viewport_table_to_widget (self->viewport,
                                 sand_scenario_get_width (self->scenario),
                                 sand_scenario_get_height (self->scenario),
                                 &x1, &y1);
  {
    GskRoundedRect outline;
    GdkRGBA shadow = { 0.0, 0.0, 0.0, 0.3 };

    gsk_rounded_rect_init_from_rect (&outline,
                                     &GRAPHENE_RECT_INIT (x0, y0, x1 - x0, y1 - y0),
                                     0.0);
    gtk_snapshot_append_outset_shadow (snapshot, &outline, &shadow, 0.0, 2.0, 0.0, 12.0);
  }

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  self->options.pixels_per_inch = scale;

  if (self->n_still_layers > 0 && self->still_cache == NULL)
    sand_canvas_draw_still (self);
  if (self->still_cache != NULL)
    {
      cairo_set_source_surface (cr, self->still_cache, 0, 0);
      cairo_paint (cr);
    }
  sand_canvas_draw_layers (self, cr, self->still_cache ? self->n_still_layers : 0,
                           g_list_model_get_n_items (layers));

  if (self->show_scale_bar)
    sand_canvas_draw_scale_bar (self, cr, height);

  cairo_destroy (cr);
}

void
sand_canvas_hold_still (SandCanvas *self,
                        guint       n_layers)
{
  g_return_if_fail (SAND_IS_CANVAS (self));

  self->n_still_layers = n_layers;
  if (n_layers == 0)
    g_clear_object (&self->moving_unit);
  _sand_canvas_drop_still_cache (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
sand_canvas_hold_still_but_unit (SandCanvas *self,
                                 SandUnit   *unit)
{
  guint n_still = 0;

  g_return_if_fail (SAND_IS_CANVAS (self));
  g_return_if_fail (SAND_IS_UNIT (unit));

  g_set_object (&self->moving_unit, unit);
  /* Table, terrain and grid, and still layers among them (a backdrop), up to
   * the first layer that may change while the unit moves. */
  for (guint i = 0, part = 0; part < SAND_SCENARIO_PART_UNITS && i < g_list_model_get_n_items (G_LIST_MODEL (self->layers)); i++)
    {
      g_autoptr (SandCanvasLayer) layer = g_list_model_get_item (G_LIST_MODEL (self->layers), i);

      if (layer == self->scenario_layers[part])
        part++;
      else if (!sand_canvas_layer_get_still (layer))
        break;
      n_still = i + 1;
    }
  sand_canvas_hold_still (self, n_still);
}
