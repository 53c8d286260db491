/* sand-reach-layer.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <gtk/gtk.h>
#include <math.h>
#include <string.h>

#include "sand-canvas.h"
#include "sand-legend-place.h"
#include "sand-pointer-label.h"
#include "sand-reach-layer.h"
#include "sand-render.h"

struct _SandReachLayer
{
  SandCanvasLayer parent_instance;

  SandReachOverlay *overlay;
  GArray           *path;
  gboolean          path_reachable;
  GArray           *ghosts; /* SandPoint x, y and radius as z: a group's other figures */
  /* the read-out beside the pointer, at the point it describes (table inches) */
  char  *pointer_text;
  double pointer_x;
  double pointer_y;
  guint  pointer_reaching; /* bit i: line i of the text reaches */
  guint  n_draws;
  /* while a unit is carried: its marks drawn each frame over the bands' picture */
  gboolean live_marks;

  /* The overlay drawn once for the view below, in device pixels:
   * frames come faster than answers while a unit is dragged, and one picture
   * goes to the display far cheaper than clipped fills and hatching do. */
  cairo_surface_t *picture;
  double           picture_view[6]; /* scale, offsets, width, height, scale factor */
  /* Its legend, kept while answers name the same rows, and where it was last. */
  cairo_surface_t *legend;
  double           legend_scale;
  gboolean         legend_valid;
  SandLegendCorner legend_corner;
  double           legend_rect[4]; /* x, y, width, height; widget pixels */
  /* The player's say: folded to its title, and a corner chosen by a drag. */
  gboolean legend_collapsed;
  gboolean legend_pinned;
};

G_DEFINE_FINAL_TYPE (SandReachLayer, sand_reach_layer, SAND_TYPE_CANVAS_LAYER)

static void
draw_path (SandReachLayer *self,
           cairo_t        *cr,
           double          px)
{
  SandPoint *p = (SandPoint *) (void *) self->path->data;
  guint      n = self->path->len;
  double     dashes[] = { 6 * px, 4 * px };

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

/* A group's other figures where the lead's move puts them: outlined bases. */
static void
draw_ghosts (SandReachLayer *self,
             cairo_t        *cr,
             double          px)
{
  double dashes[] = { 4 * px, 3 * px };

  cairo_save (cr);
  cairo_set_line_width (cr, 2 * px);
  cairo_set_dash (cr, dashes, 2, 0);
  for (guint i = 0; i + 2 < self->ghosts->len; i += 3)
    {
      double x = g_array_index (self->ghosts, double, i), y = g_array_index (self->ghosts, double, i + 1);
      double r = g_array_index (self->ghosts, double, i + 2);

      cairo_new_path (cr);
      cairo_arc (cr, x, y, r, 0, 2 * G_PI);
      cairo_set_source_rgba (cr, 1, 1, 1, 0.45);
      cairo_fill_preserve (cr);
      if (self->path_reachable)
        cairo_set_source_rgb (cr, 0.1, 0.1, 0.1);
      else
        cairo_set_source_rgb (cr, 0.75, 0.1, 0.1);
      cairo_stroke (cr);
    }
  cairo_restore (cr);
}

/* Device pixels each way beyond the overlay's extents that its lines may reach. */
#define LINE_MARGIN 6.0

/* A picture of @width × @height widget pixels whose top-left corner is at (@x, @y). */
static cairo_surface_t *
picture_new (double x,
             double y,
             double width,
             double height,
             double sf)
{
  cairo_surface_t *picture = cairo_image_surface_create (CAIRO_FORMAT_ARGB32,
                                                         (int) ceil (width * sf),
                                                         (int) ceil (height * sf));

  cairo_surface_set_device_scale (picture, sf, sf);
  cairo_surface_set_device_offset (picture, -x * sf, -y * sf);
  return picture;
}

static void
paint_picture (cairo_t         *cr,
               cairo_surface_t *picture)
{
  cairo_save (cr);
  cairo_identity_matrix (cr);
  cairo_set_source_surface (cr, picture, 0, 0);
  cairo_paint (cr);
  cairo_restore (cr);
}

/* The overlay over the part of the view it covers. */
static void
draw_overlay_picture (SandReachLayer *self,
                      SandScenario   *scenario,
                      const double    view[6])
{
  double     scale = view[0], ox = view[1], oy = view[2], sf = view[5];
  double     x1, y1, x2, y2;
  SandBounds bounds;
  cairo_t   *cr;

  memcpy (self->picture_view, view, sizeof self->picture_view);
  if (!sand_reach_overlay_get_extents (self->overlay, &bounds))
    bounds = (SandBounds) { 0, 0, 0, 0 };
  x1 = MAX (floor (ox + bounds.x0 * scale - LINE_MARGIN), 0);
  y1 = MAX (floor (oy + bounds.y0 * scale - LINE_MARGIN), 0);
  x2 = MIN (ceil (ox + bounds.x1 * scale + LINE_MARGIN), view[3]);
  y2 = MIN (ceil (oy + bounds.y1 * scale + LINE_MARGIN), view[4]);
  self->picture = picture_new (x1, y1, MAX (x2 - x1, 1), MAX (y2 - y1, 1), sf);

  cr = cairo_create (self->picture);
  cairo_translate (cr, ox, oy);
  cairo_scale (cr, scale, scale);
  /* As the terrain: nothing off the table, where no unit can end its move. */
  if (scenario != NULL)
    {
      cairo_rectangle (cr, 0, 0, sand_scenario_get_width (scenario), sand_scenario_get_height (scenario));
      cairo_clip (cr);
    }
  if (self->live_marks)
    sand_reach_overlay_draw_unmarked (self->overlay, cr, scale);
  else
    sand_reach_overlay_draw (self->overlay, cr, scale);
  cairo_destroy (cr);
}

/* Widget pixels: the folded legend's card. */
#define CHIP_PAD_X 10.0
#define CHIP_PAD_Y 6.0
#define CHIP_RADIUS 6.0

/* The folded legend: a card with its title only, which a click opens. */
static void
draw_chip (cairo_t     *cr,
           PangoLayout *layout,
           double       w,
           double       h)
{
  sand_render_rounded_rect (cr, 0.5, 0.5, w - 1, h - 1, CHIP_RADIUS);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.92);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.25);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
  cairo_move_to (cr, CHIP_PAD_X, CHIP_PAD_Y);
  cairo_set_source_rgb (cr, 0.1, 0.1, 0.1);
  pango_cairo_show_layout (cr, layout);
}

/* The legend's picture, its top-left corner at the origin: the overlay's
 * legend, or folded, its card. */
static void
draw_legend_picture (SandReachLayer *self,
                     GtkWidget      *canvas,
                     double          sf)
{
  g_autoptr (PangoLayout) layout = NULL;
  double                  w, h;
  int                     tw, th;
  cairo_t                *cr;

  self->legend_scale = sf;
  self->legend_rect[2] = self->legend_rect[3] = 0;
  sand_reach_overlay_draw_legend (self->overlay, NULL, &w, &h);
  if (w <= 0)
    return;
  if (self->legend_collapsed)
    {
      /* Translators: the reach legend folded on the canvas; a click opens it */
      layout = gtk_widget_create_pango_layout (canvas, _ ("Legend ▸"));
      pango_layout_get_pixel_size (layout, &tw, &th);
      w = tw + 2 * CHIP_PAD_X;
      h = th + 2 * CHIP_PAD_Y;
    }
  self->legend_rect[2] = ceil (w);
  self->legend_rect[3] = ceil (h);
  self->legend = picture_new (0, 0, ceil (w), ceil (h), sf);
  cr = cairo_create (self->legend);
  if (layout != NULL)
    draw_chip (cr, layout, ceil (w), ceil (h));
  else
    sand_reach_overlay_draw_legend (self->overlay, cr, &w, &h);
  cairo_destroy (cr);
}

/* @bounds (table inches) in widget pixels. */
static SandBounds
bounds_to_widget (SandViewport     *viewport,
                  const SandBounds *bounds)
{
  SandBounds b;

  sand_viewport_table_to_widget (viewport, bounds->x0, bounds->y0, &b.x0, &b.y0);
  sand_viewport_table_to_widget (viewport, bounds->x1, bounds->y1, &b.x1, &b.y1);
  return b;
}

/* The legend goes in a corner of the canvas: off the table where the margin
 * has room, else away from the reach and the pointer, which it must not hide. */
static void
place_legend (SandReachLayer *self,
              SandCanvas     *canvas)
{
  SandViewport *viewport = sand_canvas_get_viewport (canvas);
  SandScenario *scenario = sand_canvas_get_scenario (canvas);
  SandBounds    table = { 0, 0, 0, 0 }, reach;
  gboolean      has_reach = sand_reach_overlay_get_extents (self->overlay, &reach);
  double        pointer[2];

  if (scenario != NULL)
    {
      SandBounds inches = { 0, 0, sand_scenario_get_width (scenario), sand_scenario_get_height (scenario) };

      table = bounds_to_widget (viewport, &inches);
    }
  if (has_reach)
    reach = bounds_to_widget (viewport, &reach);
  if (self->pointer_text != NULL)
    sand_viewport_table_to_widget (viewport, self->pointer_x, self->pointer_y, &pointer[0], &pointer[1]);
  if (self->legend_pinned)
    {
      sand_legend_corner_origin (self->legend_corner, self->legend_rect[2], self->legend_rect[3],
                                 gtk_widget_get_width (GTK_WIDGET (canvas)),
                                 gtk_widget_get_height (GTK_WIDGET (canvas)),
                                 &self->legend_rect[0], &self->legend_rect[1]);
      return;
    }
  self->legend_corner = sand_legend_place (self->legend_rect[2], self->legend_rect[3],
                                           gtk_widget_get_width (GTK_WIDGET (canvas)),
                                           gtk_widget_get_height (GTK_WIDGET (canvas)),
                                           &table, has_reach ? &reach : NULL,
                                           self->pointer_text != NULL ? pointer : NULL,
                                           self->legend_corner,
                                           &self->legend_rect[0], &self->legend_rect[1]);
}

static void
sand_reach_layer_draw (SandCanvasLayer *layer,
                       cairo_t         *cr,
                       SandCanvas      *canvas)
{
  SandReachLayer *self = SAND_REACH_LAYER (layer);
  SandViewport   *viewport = sand_canvas_get_viewport (canvas);
  double          ppi = sand_viewport_get_scale (viewport);
  double          view[6] = {
             ppi,
             sand_viewport_get_offset_x (viewport),
             sand_viewport_get_offset_y (viewport),
             gtk_widget_get_width (GTK_WIDGET (canvas)),
             gtk_widget_get_height (GTK_WIDGET (canvas)),
             gtk_widget_get_scale_factor (GTK_WIDGET (canvas)),
  };

  self->n_draws++;
  if (self->overlay == NULL || view[3] <= 0 || view[4] <= 0)
    return;

  if (self->picture != NULL && memcmp (view, self->picture_view, sizeof view) != 0)
    g_clear_pointer (&self->picture, cairo_surface_destroy);
  if (self->picture == NULL)
    draw_overlay_picture (self, sand_canvas_get_scenario (canvas), view);
  paint_picture (cr, self->picture);
  if (self->live_marks)
    sand_reach_overlay_draw_marks_only (self->overlay, cr, ppi);

  /* The way to the pointer changes with every motion: drawn live. */
  if (self->path != NULL && self->path->len > 0)
    draw_path (self, cr, 1.0 / ppi);
  if (self->ghosts != NULL)
    draw_ghosts (self, cr, 1.0 / ppi);
}

void
sand_reach_layer_draw_legend (SandReachLayer *self,
                              cairo_t        *cr,
                              SandCanvas     *canvas)
{
  double sf = gtk_widget_get_scale_factor (GTK_WIDGET (canvas));

  g_return_if_fail (SAND_IS_REACH_LAYER (self));

  if (self->overlay == NULL || !sand_canvas_layer_get_visible (SAND_CANVAS_LAYER (self)))
    return;
  if (!self->legend_valid || self->legend_scale != sf)
    {
      g_clear_pointer (&self->legend, cairo_surface_destroy);
      draw_legend_picture (self, GTK_WIDGET (canvas), sf);
      self->legend_valid = TRUE;
    }
  if (self->legend != NULL)
    {
      place_legend (self, canvas);
      cairo_save (cr);
      cairo_identity_matrix (cr);
      cairo_set_source_surface (cr, self->legend, self->legend_rect[0], self->legend_rect[1]);
      cairo_paint (cr);
      cairo_restore (cr);
    }
  if (self->pointer_text != NULL)
    {
      double wx, wy;

      sand_viewport_table_to_widget (sand_canvas_get_viewport (canvas), self->pointer_x, self->pointer_y, &wx, &wy);
      cairo_save (cr);
      cairo_identity_matrix (cr); /* widget pixels, as the legend */
      sand_pointer_label_draw (cr, GTK_WIDGET (canvas), wx, wy, self->pointer_text, self->pointer_reaching);
      cairo_restore (cr);
    }
}

static void
sand_reach_layer_finalize (GObject *object)
{
  SandReachLayer *self = SAND_REACH_LAYER (object);

  g_clear_pointer (&self->overlay, sand_reach_overlay_unref);
  g_clear_pointer (&self->path, g_array_unref);
  g_clear_pointer (&self->ghosts, g_array_unref);
  g_clear_pointer (&self->pointer_text, g_free);
  g_clear_pointer (&self->picture, cairo_surface_destroy);
  g_clear_pointer (&self->legend, cairo_surface_destroy);

  G_OBJECT_CLASS (sand_reach_layer_parent_class)->finalize (object);
}

static void
sand_reach_layer_class_init (SandReachLayerClass *klass)
{
  GObjectClass         *object_class = G_OBJECT_CLASS (klass);
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
  if (!sand_reach_overlay_legend_equal (self->overlay, overlay))
    {
      self->legend_valid = FALSE;
    }
  /* the same bands with other marks: the picture holds */
  if (!self->live_marks || !sand_reach_overlay_same_bands (self->overlay, overlay))
    g_clear_pointer (&self->picture, cairo_surface_destroy);
  g_clear_pointer (&self->overlay, sand_reach_overlay_unref);
  if (overlay != NULL)
    self->overlay = sand_reach_overlay_ref (overlay);
  sand_canvas_layer_queue_draw (SAND_CANVAS_LAYER (self));
}

void
sand_reach_layer_set_live_marks (SandReachLayer *self,
                                 gboolean        live)
{
  g_return_if_fail (SAND_IS_REACH_LAYER (self));

  if (self->live_marks == live)
    return;
  self->live_marks = live;
  g_clear_pointer (&self->picture, cairo_surface_destroy);
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

void
sand_reach_layer_set_ghosts (SandReachLayer *self,
                             GArray         *ghosts)
{
  g_return_if_fail (SAND_IS_REACH_LAYER (self));

  if (ghosts == NULL && self->ghosts == NULL)
    return;
  g_clear_pointer (&self->ghosts, g_array_unref);
  if (ghosts != NULL)
    self->ghosts = g_array_ref (ghosts);
  sand_canvas_layer_queue_draw (SAND_CANVAS_LAYER (self));
}

guint
sand_reach_layer_get_n_ghosts (SandReachLayer *self)
{
  g_return_val_if_fail (SAND_IS_REACH_LAYER (self), 0);

  return self->ghosts != NULL ? self->ghosts->len / 3 : 0;
}

/* Where ghost @i stands (table inches). */
SandPoint
sand_reach_layer_get_ghost (SandReachLayer *self,
                            guint           i)
{
  g_return_val_if_fail (SAND_IS_REACH_LAYER (self), ((SandPoint) { 0, 0 }));
  g_return_val_if_fail (i < sand_reach_layer_get_n_ghosts (self), ((SandPoint) { 0, 0 }));

  return (SandPoint) { g_array_index (self->ghosts, double, 3 * i), g_array_index (self->ghosts, double, 3 * i + 1) };
}

void
sand_reach_layer_set_pointer (SandReachLayer *self,
                              const char     *text,
                              double          x,
                              double          y,
                              guint           reaching)
{
  g_return_if_fail (SAND_IS_REACH_LAYER (self));

  if (text == NULL && self->pointer_text == NULL)
    return;
  g_free (self->pointer_text);
  self->pointer_text = g_strdup (text);
  self->pointer_x = x;
  self->pointer_y = y;
  self->pointer_reaching = reaching;
  sand_canvas_layer_queue_draw (SAND_CANVAS_LAYER (self));
}

const char *
sand_reach_layer_get_pointer_text (SandReachLayer *self)
{
  g_return_val_if_fail (SAND_IS_REACH_LAYER (self), NULL);

  return self->pointer_text;
}

gboolean
sand_reach_layer_get_legend_rect (SandReachLayer *self,
                                  double         *x,
                                  double         *y,
                                  double         *width,
                                  double         *height)
{
  g_return_val_if_fail (SAND_IS_REACH_LAYER (self), FALSE);

  *x = self->legend_rect[0];
  *y = self->legend_rect[1];
  *width = self->legend_rect[2];
  *height = self->legend_rect[3];
  return self->overlay != NULL && self->legend != NULL &&
         sand_canvas_layer_get_visible (SAND_CANVAS_LAYER (self));
}

guint
sand_reach_layer_get_n_draws (SandReachLayer *self)
{
  g_return_val_if_fail (SAND_IS_REACH_LAYER (self), 0);

  return self->n_draws;
}

gboolean
sand_reach_layer_legend_contains (SandReachLayer *self,
                                  double          x,
                                  double          y)
{
  double r[4];

  g_return_val_if_fail (SAND_IS_REACH_LAYER (self), FALSE);

  return sand_reach_layer_get_legend_rect (self, &r[0], &r[1], &r[2], &r[3]) &&
         x >= r[0] && x < r[0] + r[2] && y >= r[1] && y < r[1] + r[3];
}

gboolean
sand_reach_layer_get_legend_collapsed (SandReachLayer *self)
{
  g_return_val_if_fail (SAND_IS_REACH_LAYER (self), FALSE);

  return self->legend_collapsed;
}

void
sand_reach_layer_set_legend_collapsed (SandReachLayer *self,
                                       gboolean        collapsed)
{
  g_return_if_fail (SAND_IS_REACH_LAYER (self));

  if (self->legend_collapsed == !!collapsed)
    return;
  self->legend_collapsed = !!collapsed;
  self->legend_valid = FALSE;
  sand_canvas_layer_queue_draw (SAND_CANVAS_LAYER (self));
}

void
sand_reach_layer_move_legend (SandReachLayer *self,
                              double          x,
                              double          y,
                              double          area_width,
                              double          area_height)
{
  g_return_if_fail (SAND_IS_REACH_LAYER (self));

  self->legend_corner = sand_legend_nearest_corner (x, y, area_width, area_height);
  self->legend_pinned = TRUE;
  sand_canvas_layer_queue_draw (SAND_CANVAS_LAYER (self));
}
