/* sand-canvas-layer.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sand-canvas-layer.h"

typedef struct
{
  gboolean visible;
  gboolean still;
} SandCanvasLayerPrivate;

G_DEFINE_TYPE_WITH_PRIVATE (SandCanvasLayer, sand_canvas_layer, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_VISIBLE,
  N_PROPS
};

enum {
  CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void
sand_canvas_layer_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  SandCanvasLayer *self = SAND_CANVAS_LAYER (object);

  switch (prop_id)
    {
    case PROP_VISIBLE:
      g_value_set_boolean (value, sand_canvas_layer_get_visible (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sand_canvas_layer_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  SandCanvasLayer *self = SAND_CANVAS_LAYER (object);

  switch (prop_id)
    {
    case PROP_VISIBLE:
      sand_canvas_layer_set_visible (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sand_canvas_layer_class_init (SandCanvasLayerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = sand_canvas_layer_get_property;
  object_class->set_property = sand_canvas_layer_set_property;

  properties[PROP_VISIBLE] =
    g_param_spec_boolean ("visible", NULL, NULL,
                          TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[CHANGED] =
    g_signal_new ("changed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
}

static void
sand_canvas_layer_init (SandCanvasLayer *self)
{
  SandCanvasLayerPrivate *priv = sand_canvas_layer_get_instance_private (self);

  priv->visible = TRUE;
}

gboolean
sand_canvas_layer_get_visible (SandCanvasLayer *self)
{
  SandCanvasLayerPrivate *priv = sand_canvas_layer_get_instance_private (self);

  g_return_val_if_fail (SAND_IS_CANVAS_LAYER (self), FALSE);

  return priv->visible;
}

void
sand_canvas_layer_set_visible (SandCanvasLayer *self,
                               gboolean         visible)
{
  SandCanvasLayerPrivate *priv = sand_canvas_layer_get_instance_private (self);

  g_return_if_fail (SAND_IS_CANVAS_LAYER (self));

  visible = !!visible;
  if (priv->visible == visible)
    return;

  priv->visible = visible;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VISIBLE]);
  sand_canvas_layer_queue_draw (self);
}

void
sand_canvas_layer_queue_draw (SandCanvasLayer *self)
{
  g_return_if_fail (SAND_IS_CANVAS_LAYER (self));

  g_signal_emit (self, signals[CHANGED], 0);
}

void
sand_canvas_layer_draw (SandCanvasLayer *self,
                        cairo_t         *cr,
                        SandCanvas      *canvas)
{
  SandCanvasLayerClass *klass;

  g_return_if_fail (SAND_IS_CANVAS_LAYER (self));
  g_return_if_fail (cr != NULL);

  klass = SAND_CANVAS_LAYER_GET_CLASS (self);
  if (klass->draw != NULL && sand_canvas_layer_get_visible (self))
    {
      cairo_save (cr);
      klass->draw (self, cr, canvas);
      cairo_restore (cr);
    }
}

gboolean
sand_canvas_layer_get_still (SandCanvasLayer *self)
{
  SandCanvasLayerPrivate *priv = sand_canvas_layer_get_instance_private (self);

  g_return_val_if_fail (SAND_IS_CANVAS_LAYER (self), FALSE);

  return priv->still;
}

void
sand_canvas_layer_set_still (SandCanvasLayer *self,
                             gboolean         still)
{
  SandCanvasLayerPrivate *priv = sand_canvas_layer_get_instance_private (self);

  g_return_if_fail (SAND_IS_CANVAS_LAYER (self));

  priv->still = still;
}
