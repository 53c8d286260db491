/* sand-reach-layer.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gtk/gtk.h>
#include <math.h>

#include "sand-canvas.h"
#include "sand-reach-layer.h"

#define LEGEND_MARGIN 12.0

struct _SandReachLayer
{
  SandCanvasLayer   parent_instance;

  SandReachOverlay *overlay;
  GArray           *path;
  gboolean          path_reachable;
  guint             n_draws;
};

G_DEFINE_FINAL_TYPE (SandReachLayer, sand_reach_layer, SAND_TYPE_CANVAS_LAYER)

static void
draw_path (SandReachLayer *self,
           cairo_t        *cr,
           double          px)
{
  SandPoint *p = (SandPoint *) (void *) self->path->data;
  guint n = self->path->len;
  double dashes[] = { 6 * px, 4 * px };

  cairo_save (cr);
  cairo_new_path (cr);
  for (guint i = 0; i < n; i++)
    cairo_line_to (cr, p[i].x, p[i].y);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.9);
  cairo_set_line_width (cr, 5 * px);
  cairo_stroke_preserve (cr);
  if (self->path_reachable)
    cairo_set_source_rgb (cr, 0.1, 0.1, 0.1);
  else
    {
      cairo_set_source_rgb (cr, 0.75, 0.1, 0.1);
      cairo_set_dash (cr, dashes, 2, 0);
    }
  cairo_set_line_width (cr, 2 * px);
  cairo_stroke (cr);
  if (n > 0)
    {
      cairo_arc (cr, p[n - 1].x, p[n - 1].y, 4 * px, 0, 2 * G_PI);
      cairo_fill (cr);
    }
  cairo_restore (cr);
}

static void
sand_reach_layer_draw (SandCanvasLayer *layer,
                       cairo_t         *cr,
                       SandCanvas      *canvas)
{
  SandReachLayer *self = SAND_REACH_LAYER (layer);
  double ppi = sand_viewport_get_scale (sand_canvas_get_viewport (canvas));
  double w, h;

  self->n_draws++;
  if (self->overlay == NULL)
    return;

  sand_reach_overlay_draw (self->overlay, cr, ppi);
  if (self->path != NULL && self->path->len > 0)
    draw_path (self, cr, 1.0 / ppi);

  /* The legend keeps to the widget's top-right corner whatever the view. */
  sand_reach_overlay_draw_legend (self->overlay, NULL, &w, &h);
  if (w <= 0)
    return;
  cairo_save (cr);
  cairo_identity_matrix (cr);
  cairo_translate (cr, floor (gtk_widget_get_width (GTK_WIDGET (canvas)) - w - LEGEND_MARGIN), LEGEND_MARGIN);
  sand_reach_overlay_draw_legend (self->overlay, cr, &w, &h);
  cairo_restore (cr);
}

static void
sand_reach_layer_finalize (GObject *object)
{
  SandReachLayer *self = SAND_REACH_LAYER (object);

  g_clear_pointer (&self->overlay, sand_reach_overlay_unref);
  g_clear_pointer (&self->path, g_array_unref);

  G_OBJECT_CLASS (sand_reach_layer_parent_class)->finalize (object);
}

static void
sand_reach_layer_class_init (SandReachLayerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  SandCanvasLayerClass *layer_class = SAND_CANVAS_LAYER_CLASS (klass);

  object_class->finalize = sand_reach_layer_finalize;
  layer_class->draw = sand_reach_layer_draw;
}

static void
sand_reach_layer_init (SandReachLayer *self)
{
}

SandCanvasLayer *
sand_reach_layer_new (void)
{
  return g_object_new (SAND_TYPE_REACH_LAYER, NULL);
}

void
sand_reach_layer_set_overlay (SandReachLayer   *self,
                              SandReachOverlay *overlay)
{
  g_return_if_fail (SAND_IS_REACH_LAYER (self));

  if (self->overlay == overlay)
    return;
  g_clear_pointer (&self->overlay, sand_reach_overlay_unref);
  if (overlay != NULL)
    self->overlay = sand_reach_overlay_ref (overlay);
  sand_canvas_layer_queue_draw (SAND_CANVAS_LAYER (self));
}

SandReachOverlay *
sand_reach_layer_get_overlay (SandReachLayer *self)
{
  g_return_val_if_fail (SAND_IS_REACH_LAYER (self), NULL);

  return self->overlay;
}

void
sand_reach_layer_set_path (SandReachLayer *self,
                           GArray         *path,
                           gboolean        reachable)
{
  g_return_if_fail (SAND_IS_REACH_LAYER (self));

  if (path == NULL && self->path == NULL)
    return;
  g_clear_pointer (&self->path, g_array_unref);
  if (path != NULL)
    self->path = g_array_ref (path);
  self->path_reachable = reachable;
  sand_canvas_layer_queue_draw (SAND_CANVAS_LAYER (self));
}

guint
sand_reach_layer_get_n_draws (SandReachLayer *self)
{
  g_return_val_if_fail (SAND_IS_REACH_LAYER (self), 0);

  return self->n_draws;
}
