/* sand-viewport.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "sand-viewport.h"

struct _SandViewport
{
  GObject parent_instance;

  double scale;
  double offset_x;
  double offset_y;
};

G_DEFINE_FINAL_TYPE (SandViewport, sand_viewport, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_SCALE,
  PROP_OFFSET_X,
  PROP_OFFSET_Y,
  N_PROPS
};

enum {
  CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void
sand_viewport_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  SandViewport *self = SAND_VIEWPORT (object);

  switch (prop_id)
    {
    case PROP_SCALE:
      g_value_set_double (value, self->scale);
      break;
    case PROP_OFFSET_X:
      g_value_set_double (value, self->offset_x);
      break;
    case PROP_OFFSET_Y:
      g_value_set_double (value, self->offset_y);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sand_viewport_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  SandViewport *self = SAND_VIEWPORT (object);

  switch (prop_id)
    {
    case PROP_SCALE:
      sand_viewport_set_scale (self, g_value_get_double (value));
      break;
    case PROP_OFFSET_X:
      sand_viewport_set_offset (self, g_value_get_double (value), self->offset_y);
      break;
    case PROP_OFFSET_Y:
      sand_viewport_set_offset (self, self->offset_x, g_value_get_double (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sand_viewport_class_init (SandViewportClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = sand_viewport_get_property;
  object_class->set_property = sand_viewport_set_property;

  properties[PROP_SCALE] =
    g_param_spec_double ("scale", NULL, NULL,
                         SAND_VIEWPORT_MIN_SCALE, SAND_VIEWPORT_MAX_SCALE, 10.0,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_OFFSET_X] =
    g_param_spec_double ("offset-x", NULL, NULL,
                         -G_MAXDOUBLE, G_MAXDOUBLE, 0.0,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_OFFSET_Y] =
    g_param_spec_double ("offset-y", NULL, NULL,
                         -G_MAXDOUBLE, G_MAXDOUBLE, 0.0,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* One signal per change, however many properties it touched, so a canvas
   * redraws once. */
  signals[CHANGED] =
    g_signal_new ("changed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
}

static void
sand_viewport_init (SandViewport *self)
{
  self->scale = 10.0;
}

SandViewport *
sand_viewport_new (void)
{
  return g_object_new (SAND_TYPE_VIEWPORT, NULL);
}

double
sand_viewport_get_scale (SandViewport *self)
{
  g_return_val_if_fail (SAND_IS_VIEWPORT (self), 1.0);

  return self->scale;
}

double
sand_viewport_get_offset_x (SandViewport *self)
{
  g_return_val_if_fail (SAND_IS_VIEWPORT (self), 0.0);

  return self->offset_x;
}

double
sand_viewport_get_offset_y (SandViewport *self)
{
  g_return_val_if_fail (SAND_IS_VIEWPORT (self), 0.0);

  return self->offset_y;
}

/* Sets everything at once and tells listeners only about what changed. */
static void
sand_viewport_update (SandViewport *self,
                      double        scale,
                      double        offset_x,
                      double        offset_y)
{
  gboolean changed = FALSE;

  if (!isfinite (scale) || !isfinite (offset_x) || !isfinite (offset_y))
    return;

  scale = CLAMP (scale, SAND_VIEWPORT_MIN_SCALE, SAND_VIEWPORT_MAX_SCALE);

  g_object_freeze_notify (G_OBJECT (self));

  if (scale != self->scale)
    {
      self->scale = scale;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SCALE]);
      changed = TRUE;
    }
  if (offset_x != self->offset_x)
    {
      self->offset_x = offset_x;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_OFFSET_X]);
      changed = TRUE;
    }
  if (offset_y != self->offset_y)
    {
      self->offset_y = offset_y;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_OFFSET_Y]);
      changed = TRUE;
    }

  g_object_thaw_notify (G_OBJECT (self));

  if (changed)
    g_signal_emit (self, signals[CHANGED], 0);
}

void
sand_viewport_set_scale (SandViewport *self,
                         double        scale)
{
  g_return_if_fail (SAND_IS_VIEWPORT (self));

  sand_viewport_update (self, scale, self->offset_x, self->offset_y);
}

void
sand_viewport_set_offset (SandViewport *self,
                          double        x,
                          double        y)
{
  g_return_if_fail (SAND_IS_VIEWPORT (self));

  sand_viewport_update (self, self->scale, x, y);
}

void
sand_viewport_widget_to_table (SandViewport *self,
                               double        widget_x,
                               double        widget_y,
                               double       *table_x,
                               double       *table_y)
{
  g_return_if_fail (SAND_IS_VIEWPORT (self));

  if (table_x)
    *table_x = (widget_x - self->offset_x) / self->scale;
  if (table_y)
    *table_y = (widget_y - self->offset_y) / self->scale;
}

void
sand_viewport_table_to_widget (SandViewport *self,
                               double        table_x,
                               double        table_y,
                               double       *widget_x,
                               double       *widget_y)
{
  g_return_if_fail (SAND_IS_VIEWPORT (self));

  if (widget_x)
    *widget_x = table_x * self->scale + self->offset_x;
  if (widget_y)
    *widget_y = table_y * self->scale + self->offset_y;
}

void
sand_viewport_pan (SandViewport *self,
                   double        dx,
                   double        dy)
{
  g_return_if_fail (SAND_IS_VIEWPORT (self));

  sand_viewport_update (self, self->scale, self->offset_x + dx, self->offset_y + dy);
}

void
sand_viewport_zoom_at (SandViewport *self,
                       double        widget_x,
                       double        widget_y,
                       double        factor)
{
  double tx, ty, scale;

  g_return_if_fail (SAND_IS_VIEWPORT (self));

  if (!(factor > 0.0) || !isfinite (factor))
    return;

  sand_viewport_widget_to_table (self, widget_x, widget_y, &tx, &ty);
  scale = CLAMP (self->scale * factor, SAND_VIEWPORT_MIN_SCALE, SAND_VIEWPORT_MAX_SCALE);
  /* Solve widget = table * scale + offset for the offset that keeps (tx, ty) in place. */
  sand_viewport_update (self, scale, widget_x - tx * scale, widget_y - ty * scale);
}

void
sand_viewport_fit (SandViewport     *self,
                   const SandBounds *bounds,
                   double            widget_width,
                   double            widget_height,
                   double            margin)
{
  double bw, bh, aw, ah, scale;

  g_return_if_fail (SAND_IS_VIEWPORT (self));
  g_return_if_fail (bounds != NULL);

  bw = bounds->x1 - bounds->x0;
  bh = bounds->y1 - bounds->y0;
  /* Small widgets keep at least half their size for the table. */
  margin = MIN (margin, MIN (widget_width, widget_height) / 4.0);
  aw = widget_width - 2.0 * margin;
  ah = widget_height - 2.0 * margin;
  if (!(bw > 0.0) || !(bh > 0.0) || !(aw > 0.0) || !(ah > 0.0))
    return;

  scale = CLAMP (MIN (aw / bw, ah / bh), SAND_VIEWPORT_MIN_SCALE, SAND_VIEWPORT_MAX_SCALE);
  sand_viewport_update (self,
                        scale,
                        widget_width / 2.0 - (bounds->x0 + bw / 2.0) * scale,
                        widget_height / 2.0 - (bounds->y0 + bh / 2.0) * scale);
}
