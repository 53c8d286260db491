/* sand-coherency-layer.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sand-canvas.h"
#include "sand-coherency-layer.h"
#include "sand-render-coherency.h"

struct _SandCoherencyLayer
{
  SandCanvasLayer parent_instance;

  GArray *marks; /* SandCoherencyMark, NULL when none */
};

G_DEFINE_FINAL_TYPE (SandCoherencyLayer, sand_coherency_layer, SAND_TYPE_CANVAS_LAYER)

static void
sand_coherency_layer_draw (SandCanvasLayer *layer,
                           cairo_t         *cr,
                           SandCanvas      *canvas)
{
  SandCoherencyLayer *self = SAND_COHERENCY_LAYER (layer);

  sand_render_coherency (cr, self->marks, sand_canvas_get_render_options (canvas));
}

static void
sand_coherency_layer_finalize (GObject *object)
{
  SandCoherencyLayer *self = SAND_COHERENCY_LAYER (object);

  g_clear_pointer (&self->marks, g_array_unref);

  G_OBJECT_CLASS (sand_coherency_layer_parent_class)->finalize (object);
}

static void
sand_coherency_layer_class_init (SandCoherencyLayerClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = sand_coherency_layer_finalize;
  SAND_CANVAS_LAYER_CLASS (klass)->draw = sand_coherency_layer_draw;
}

static void
sand_coherency_layer_init (SandCoherencyLayer *self)
{
}

SandCanvasLayer *
sand_coherency_layer_new (void)
{
  return g_object_new (SAND_TYPE_COHERENCY_LAYER, NULL);
}

void
sand_coherency_layer_set_marks (SandCoherencyLayer *self,
                                GArray             *marks)
{
  g_return_if_fail (SAND_IS_COHERENCY_LAYER (self));

  if (self->marks == NULL && (marks == NULL || marks->len == 0))
    return;
  g_clear_pointer (&self->marks, g_array_unref);
  if (marks != NULL && marks->len > 0)
    self->marks = g_array_ref (marks);
  sand_canvas_layer_queue_draw (SAND_CANVAS_LAYER (self));
}

guint
sand_coherency_layer_get_n_marks (SandCoherencyLayer *self)
{
  g_return_val_if_fail (SAND_IS_COHERENCY_LAYER (self), 0);

  return self->marks ? self->marks->len : 0;
}

const char *
sand_coherency_layer_get_text (SandCoherencyLayer *self,
                               guint               index)
{
  g_return_val_if_fail (SAND_IS_COHERENCY_LAYER (self), NULL);
  g_return_val_if_fail (index < sand_coherency_layer_get_n_marks (self), NULL);

  return g_array_index (self->marks, SandCoherencyMark, index).text;
}
