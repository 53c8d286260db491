/* sand-backdrop-layer.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "sand-backdrop-layer.h"
#include "sand-backdrop-place.h"
#include "sand-canvas.h"

struct _SandBackdropLayer
{
  SandCanvasLayer parent_instance;

  gboolean marks_only;
  SandBackdropImage *image;
  SandPoint marks[SAND_BACKDROP_MAX_CORNERS];
  guint n_marks;
  gboolean closed;

  /* the finer picture being straightened in a worker thread, and what for */
  GCancellable *warping;
  SandProjective warping_for;
  double warping_ppi;
};

G_DEFINE_FINAL_TYPE (SandBackdropLayer, sand_backdrop_layer, SAND_TYPE_CANVAS_LAYER)

static void
draw_marks (SandBackdropLayer *self,
            cairo_t           *cr,
            double             px)
{
  if (self->n_marks == 0)
    return;
  /* the outline so far: dark under light, to read on any photo */
  for (int pass = 0; pass < 2; pass++)
    {
      for (guint i = 0; i < self->n_marks; i++)
        (i == 0 ? cairo_move_to : cairo_line_to) (cr, self->marks[i].x, self->marks[i].y);
      if (self->closed)
        cairo_close_path (cr);
      cairo_set_line_width (cr, (pass == 0 ? 5 : 2) * px);
      if (pass == 0)
        cairo_set_source_rgba (cr, 0, 0, 0, 0.6);
      else
        cairo_set_source_rgb (cr, 1, 0.85, 0.1);
      cairo_stroke (cr);
    }
  for (guint i = 0; i < self->n_marks; i++)
    {
      char number[4];
      cairo_text_extents_t extents;

      cairo_arc (cr, self->marks[i].x, self->marks[i].y, 9 * px, 0, 2 * G_PI);
      cairo_set_source_rgb (cr, 1, 0.85, 0.1);
      cairo_fill_preserve (cr);
      cairo_set_line_width (cr, 1.5 * px);
      cairo_set_source_rgb (cr, 0, 0, 0);
      cairo_stroke (cr);
      g_snprintf (number, sizeof number, "%u", i + 1);
      cairo_set_font_size (cr, 12 * px);
      cairo_text_extents (cr, number, &extents);
      cairo_move_to (cr, self->marks[i].x - extents.x_bearing - extents.width / 2,
                     self->marks[i].y - extents.y_bearing - extents.height / 2);
      cairo_show_text (cr, number);
    }
}

static void
stop_warping (SandBackdropLayer *self)
{
  if (self->warping != NULL)
    g_cancellable_cancel (self->warping);
  g_clear_object (&self->warping);
}

static void
warped_cb (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  g_autoptr (SandBackdropLayer) self = user_data;
  g_autoptr (GError) error = NULL;

  if (!sand_backdrop_image_warp_finish (result, &error)
      && g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  g_clear_object (&self->warping);
  sand_canvas_layer_queue_draw (SAND_CANVAS_LAYER (self));
}

/* Draws what is ready now and has a finer picture made where one is wanted, so a
 * zoom or a placing never waits on a large photo's warp. */
static void
draw_image (SandBackdropLayer *self,
            cairo_t           *cr,
            SandCanvas        *canvas,
            SandBackdrop      *backdrop)
{
  SandProjective to_table;
  double finer_ppi = 0;

  if (sand_render_backdrop_now (cr, backdrop, self->image, sand_canvas_get_render_options (canvas),
                                &finer_ppi)
      || !sand_backdrop_get_transform (backdrop, &to_table))
    return;
  if (self->warping != NULL && self->warping_ppi == finer_ppi
      && memcmp (&self->warping_for, &to_table, sizeof to_table) == 0)
    return; /* already on its way */
  stop_warping (self);
  self->warping = g_cancellable_new ();
  self->warping_for = to_table;
  self->warping_ppi = finer_ppi;
  sand_backdrop_image_warp_async (self->image, backdrop, finer_ppi, self->warping, warped_cb,
                                  g_object_ref (self));
}

static void
sand_backdrop_layer_draw (SandCanvasLayer *layer,
                          cairo_t         *cr,
                          SandCanvas      *canvas)
{
  SandBackdropLayer *self = SAND_BACKDROP_LAYER (layer);
  SandScenario *scenario = sand_canvas_get_scenario (canvas);
  SandBackdrop *backdrop = scenario != NULL ? sand_scenario_get_backdrop (scenario) : NULL;
  double px = 1 / sand_viewport_get_scale (sand_canvas_get_viewport (canvas));

  if (self->marks_only)
    draw_marks (self, cr, px);
  else if (backdrop != NULL && self->image != NULL && sand_backdrop_get_visible (backdrop))
    draw_image (self, cr, canvas, backdrop);
}

static void
sand_backdrop_layer_finalize (GObject *object)
{
  SandBackdropLayer *self = SAND_BACKDROP_LAYER (object);

  stop_warping (self);
  g_clear_pointer (&self->image, sand_backdrop_image_unref);
  G_OBJECT_CLASS (sand_backdrop_layer_parent_class)->finalize (object);
}

static void
sand_backdrop_layer_class_init (SandBackdropLayerClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = sand_backdrop_layer_finalize;
  SAND_CANVAS_LAYER_CLASS (klass)->draw = sand_backdrop_layer_draw;
}

static void
sand_backdrop_layer_init (SandBackdropLayer *self)
{
}

SandCanvasLayer *
sand_backdrop_layer_new_image (void)
{
  return g_object_new (SAND_TYPE_BACKDROP_LAYER, NULL);
}

SandCanvasLayer *
sand_backdrop_layer_new_marks (void)
{
  SandBackdropLayer *self = g_object_new (SAND_TYPE_BACKDROP_LAYER, NULL);

  self->marks_only = TRUE;
  return SAND_CANVAS_LAYER (self);
}

void
sand_backdrop_layer_set_image (SandBackdropLayer *self,
                               SandBackdropImage *image)
{
  g_return_if_fail (SAND_IS_BACKDROP_LAYER (self));

  if (image != NULL)
    sand_backdrop_image_ref (image);
  stop_warping (self);
  g_clear_pointer (&self->image, sand_backdrop_image_unref);
  self->image = image;
  sand_canvas_layer_queue_draw (SAND_CANVAS_LAYER (self));
}

void
sand_backdrop_layer_set_marks (SandBackdropLayer *self,
                               const SandPoint   *points,
                               guint              n_points,
                               gboolean           closed)
{
  g_return_if_fail (SAND_IS_BACKDROP_LAYER (self));
  g_return_if_fail (n_points <= SAND_BACKDROP_MAX_CORNERS);

  if (n_points > 0)
    memcpy (self->marks, points, n_points * sizeof *points);
  self->n_marks = n_points;
  self->closed = closed;
  sand_canvas_layer_queue_draw (SAND_CANVAS_LAYER (self));
}
