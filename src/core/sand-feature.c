/* sand-feature.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "sand-feature.h"

#include <math.h>
#include <string.h>

#include "sand-foreign.h"
#include "sand-util.h"
#include "sand-geometry.h"

struct _SandFeature
{
  GObject parent_instance;

  char *id;
  char *name;
  SandTerrainKind kind;
  int level;
  double height;
  double width;
  char *surface;
  gboolean fordable;
  int floors;
  gboolean has_base;
  gboolean open;

  SandGeometryType geometry;
  GArray *points;    /* SandPoint: polygon, polyline or point */
  double shape[4];   /* rect x, y, w, h or ellipse cx, cy, rx, ry */

  SandForeign *foreign;
};

G_DEFINE_FINAL_TYPE (SandFeature, sand_feature, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_ID,
  PROP_NAME,
  PROP_KIND,
  PROP_LEVEL,
  PROP_HEIGHT,
  PROP_WIDTH,
  PROP_SURFACE,
  PROP_FORDABLE,
  PROP_FLOORS,
  PROP_HAS_BASE,
  PROP_OPEN,
  N_PROPS
};

enum {
  CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void
sand_feature_finalize (GObject *object)
{
  SandFeature *self = SAND_FEATURE (object);

  g_free (self->id);
  g_free (self->name);
  g_free (self->surface);
  g_clear_pointer (&self->points, g_array_unref);
  g_clear_pointer (&self->foreign, sand_foreign_free);

  G_OBJECT_CLASS (sand_feature_parent_class)->finalize (object);
}

static void
sand_feature_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  SandFeature *self = SAND_FEATURE (object);

  switch (prop_id)
    {
    case PROP_ID: g_value_set_string (value, self->id); break;
    case PROP_NAME: g_value_set_string (value, self->name); break;
    case PROP_KIND: g_value_set_int (value, self->kind); break;
    case PROP_LEVEL: g_value_set_int (value, self->level); break;
    case PROP_HEIGHT: g_value_set_double (value, self->height); break;
    case PROP_WIDTH: g_value_set_double (value, self->width); break;
    case PROP_SURFACE: g_value_set_string (value, self->surface); break;
    case PROP_FORDABLE: g_value_set_boolean (value, self->fordable); break;
    case PROP_FLOORS: g_value_set_int (value, self->floors); break;
    case PROP_HAS_BASE: g_value_set_boolean (value, self->has_base); break;
    case PROP_OPEN: g_value_set_boolean (value, self->open); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sand_feature_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  SandFeature *self = SAND_FEATURE (object);

  switch (prop_id)
    {
    case PROP_ID: sand_feature_set_id (self, g_value_get_string (value)); break;
    case PROP_NAME: sand_feature_set_name (self, g_value_get_string (value)); break;
    case PROP_KIND: sand_feature_set_kind (self, g_value_get_int (value)); break;
    case PROP_LEVEL: sand_feature_set_level (self, g_value_get_int (value)); break;
    case PROP_HEIGHT: sand_feature_set_height (self, g_value_get_double (value)); break;
    case PROP_WIDTH: sand_feature_set_width (self, g_value_get_double (value)); break;
    case PROP_SURFACE: sand_feature_set_surface (self, g_value_get_string (value)); break;
    case PROP_FORDABLE: sand_feature_set_fordable (self, g_value_get_boolean (value)); break;
    case PROP_FLOORS: sand_feature_set_floors (self, g_value_get_int (value)); break;
    case PROP_HAS_BASE: sand_feature_set_has_base (self, g_value_get_boolean (value)); break;
    case PROP_OPEN: sand_feature_set_open (self, g_value_get_boolean (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* Every property change also says "changed", so one handler can redraw. */
static void
sand_feature_notify (GObject    *object,
                     GParamSpec *pspec)
{
  g_signal_emit (object, signals[CHANGED], 0);
}

static void
sand_feature_class_init (SandFeatureClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->finalize = sand_feature_finalize;
  object_class->get_property = sand_feature_get_property;
  object_class->set_property = sand_feature_set_property;
  object_class->notify = sand_feature_notify;

  properties[PROP_ID] = g_param_spec_string ("id", NULL, NULL, NULL, flags);
  properties[PROP_NAME] = g_param_spec_string ("name", NULL, NULL, NULL, flags);
  properties[PROP_KIND] = g_param_spec_int ("kind", NULL, NULL, 0, SAND_N_TERRAIN_KINDS - 1, 0, flags);
  properties[PROP_LEVEL] = g_param_spec_int ("level", NULL, NULL, 1, 100, 1, flags);
  properties[PROP_HEIGHT] = g_param_spec_double ("height", NULL, NULL, 0, 1000, 0, flags);
  properties[PROP_WIDTH] = g_param_spec_double ("width", NULL, NULL, 0, 1000, 0, flags);
  properties[PROP_SURFACE] = g_param_spec_string ("surface", NULL, NULL, NULL, flags);
  properties[PROP_FORDABLE] = g_param_spec_boolean ("fordable", NULL, NULL, FALSE, flags);
  properties[PROP_FLOORS] = g_param_spec_int ("floors", NULL, NULL, 1, 100, 1, flags);
  properties[PROP_HAS_BASE] = g_param_spec_boolean ("has-base", NULL, NULL, FALSE, flags);
  properties[PROP_OPEN] = g_param_spec_boolean ("open", NULL, NULL, FALSE, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
sand_feature_init (SandFeature *self)
{
  self->level = 1;
  self->floors = 1;
  self->points = g_array_new (FALSE, FALSE, sizeof (SandPoint));
  self->foreign = sand_foreign_new ();
}

SandFeature *
sand_feature_new (const char     *id,
                  SandTerrainKind kind)
{
  SandFeature *self;

  g_return_val_if_fail (kind >= 0 && kind < SAND_N_TERRAIN_KINDS, NULL);

  self = g_object_new (SAND_TYPE_FEATURE, NULL);
  self->id = g_strdup (id);
  self->kind = kind;
  switch (sand_terrain_kind_get_shape (kind))
    {
    case SAND_SHAPE_AREA: self->geometry = SAND_GEOMETRY_POLYGON; break;
    case SAND_SHAPE_LINE: self->geometry = SAND_GEOMETRY_POLYLINE; break;
    case SAND_SHAPE_POINT: self->geometry = SAND_GEOMETRY_POINT; break;
    default: g_assert_not_reached ();
    }
  return self;
}

SandFeature *
sand_feature_copy (SandFeature *self)
{
  SandFeature *copy;

  g_return_val_if_fail (SAND_IS_FEATURE (self), NULL);

  copy = sand_feature_new (self->id, self->kind);
  copy->name = g_strdup (self->name);
  copy->level = self->level;
  copy->height = self->height;
  copy->width = self->width;
  copy->surface = g_strdup (self->surface);
  copy->fordable = self->fordable;
  copy->floors = self->floors;
  copy->has_base = self->has_base;
  copy->open = self->open;
  copy->geometry = self->geometry;
  g_array_append_vals (copy->points, self->points->data, self->points->len);
  memcpy (copy->shape, self->shape, sizeof self->shape);
  sand_foreign_free (copy->foreign);
  copy->foreign = sand_foreign_copy (self->foreign);
  return copy;
}

static void
set_string (SandFeature *self,
            char       **field,
            const char  *value,
            int          prop)
{
  if (sand_set_str (field, value))
    g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
}

#define DEFINE_SCALAR_SETTER(name, type, field, PROP)                   \
  void                                                                  \
  sand_feature_set_##name (SandFeature *self,                           \
                           type         value)                          \
  {                                                                     \
    g_return_if_fail (SAND_IS_FEATURE (self));                          \
    if (self->field == value)                                           \
      return;                                                           \
    self->field = value;                                                \
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP]);       \
  }                                                                     \
  type                                                                  \
  sand_feature_get_##name (SandFeature *self)                           \
  {                                                                     \
    g_return_val_if_fail (SAND_IS_FEATURE (self), (type) 0);            \
    return self->field;                                                 \
  }

DEFINE_SCALAR_SETTER (level, int, level, PROP_LEVEL)
DEFINE_SCALAR_SETTER (height, double, height, PROP_HEIGHT)
DEFINE_SCALAR_SETTER (width, double, width, PROP_WIDTH)
DEFINE_SCALAR_SETTER (fordable, gboolean, fordable, PROP_FORDABLE)
DEFINE_SCALAR_SETTER (floors, int, floors, PROP_FLOORS)
DEFINE_SCALAR_SETTER (has_base, gboolean, has_base, PROP_HAS_BASE)
DEFINE_SCALAR_SETTER (open, gboolean, open, PROP_OPEN)
DEFINE_SCALAR_SETTER (kind, SandTerrainKind, kind, PROP_KIND)

double
sand_feature_get_table_width (SandFeature *self)
{
  g_return_val_if_fail (SAND_IS_FEATURE (self), 0);
  return self->width > 0 ? self->width : sand_terrain_kind_default_width (self->kind);
}

const char *
sand_feature_get_id (SandFeature *self)
{
  g_return_val_if_fail (SAND_IS_FEATURE (self), NULL);
  return self->id;
}

void
sand_feature_set_id (SandFeature *self,
                     const char  *id)
{
  g_return_if_fail (SAND_IS_FEATURE (self));
  set_string (self, &self->id, id, PROP_ID);
}

const char *
sand_feature_get_name (SandFeature *self)
{
  g_return_val_if_fail (SAND_IS_FEATURE (self), NULL);
  return self->name;
}

void
sand_feature_set_name (SandFeature *self,
                       const char  *name)
{
  g_return_if_fail (SAND_IS_FEATURE (self));
  set_string (self, &self->name, name, PROP_NAME);
}

const char *
sand_feature_get_surface (SandFeature *self)
{
  g_return_val_if_fail (SAND_IS_FEATURE (self), NULL);
  return self->surface;
}

void
sand_feature_set_surface (SandFeature *self,
                          const char  *surface)
{
  g_return_if_fail (SAND_IS_FEATURE (self));
  set_string (self, &self->surface, surface, PROP_SURFACE);
}

SandShape
sand_feature_get_shape (SandFeature *self)
{
  g_return_val_if_fail (SAND_IS_FEATURE (self), SAND_SHAPE_AREA);
  switch (self->geometry)
    {
    case SAND_GEOMETRY_POLYLINE: return SAND_SHAPE_LINE;
    case SAND_GEOMETRY_POINT: return SAND_SHAPE_POINT;
    case SAND_GEOMETRY_POLYGON:
    case SAND_GEOMETRY_RECT:
    case SAND_GEOMETRY_ELLIPSE:
    default: return SAND_SHAPE_AREA;
    }
}

SandGeometryType
sand_feature_get_geometry_type (SandFeature *self)
{
  g_return_val_if_fail (SAND_IS_FEATURE (self), SAND_GEOMETRY_POLYGON);
  return self->geometry;
}

const SandPoint *
sand_feature_get_points (SandFeature *self,
                         guint       *n_points)
{
  g_return_val_if_fail (SAND_IS_FEATURE (self), NULL);

  if (self->geometry == SAND_GEOMETRY_RECT || self->geometry == SAND_GEOMETRY_ELLIPSE)
    {
      if (n_points)
        *n_points = 0;
      return NULL;
    }
  if (n_points)
    *n_points = self->points->len;
  return (const SandPoint *) self->points->data;
}

static void
geometry_changed (SandFeature *self)
{
  g_signal_emit (self, signals[CHANGED], 0);
}

static void
set_points (SandFeature      *self,
            SandGeometryType  type,
            const SandPoint  *points,
            guint             n_points)
{
  self->geometry = type;
  g_array_set_size (self->points, 0);
  g_array_append_vals (self->points, points, n_points);
  geometry_changed (self);
}

void
sand_feature_set_polygon (SandFeature     *self,
                          const SandPoint *points,
                          guint            n_points)
{
  g_return_if_fail (SAND_IS_FEATURE (self));
  set_points (self, SAND_GEOMETRY_POLYGON, points, n_points);
}

void
sand_feature_set_polyline (SandFeature     *self,
                           const SandPoint *points,
                           guint            n_points)
{
  g_return_if_fail (SAND_IS_FEATURE (self));
  set_points (self, SAND_GEOMETRY_POLYLINE, points, n_points);
}

void
sand_feature_set_point (SandFeature *self,
                        double       x,
                        double       y)
{
  SandPoint p = { x, y };

  g_return_if_fail (SAND_IS_FEATURE (self));
  set_points (self, SAND_GEOMETRY_POINT, &p, 1);
}

static void
set_shape (SandFeature     *self,
           SandGeometryType type,
           double           a,
           double           b,
           double           c,
           double           d)
{
  self->geometry = type;
  g_array_set_size (self->points, 0);
  self->shape[0] = a;
  self->shape[1] = b;
  self->shape[2] = c;
  self->shape[3] = d;
  geometry_changed (self);
}

void
sand_feature_set_rect (SandFeature *self,
                       double       x,
                       double       y,
                       double       width,
                       double       height)
{
  g_return_if_fail (SAND_IS_FEATURE (self));
  set_shape (self, SAND_GEOMETRY_RECT, x, y, width, height);
}

void
sand_feature_set_ellipse (SandFeature *self,
                          double       cx,
                          double       cy,
                          double       rx,
                          double       ry)
{
  g_return_if_fail (SAND_IS_FEATURE (self));
  set_shape (self, SAND_GEOMETRY_ELLIPSE, cx, cy, rx, ry);
}

static void
get_shape (SandFeature     *self,
           SandGeometryType type,
           double          *a,
           double          *b,
           double          *c,
           double          *d)
{
  gboolean ok = self->geometry == type;

  if (a) *a = ok ? self->shape[0] : 0;
  if (b) *b = ok ? self->shape[1] : 0;
  if (c) *c = ok ? self->shape[2] : 0;
  if (d) *d = ok ? self->shape[3] : 0;
}

void
sand_feature_get_rect (SandFeature *self,
                       double      *x,
                       double      *y,
                       double      *width,
                       double      *height)
{
  g_return_if_fail (SAND_IS_FEATURE (self));
  get_shape (self, SAND_GEOMETRY_RECT, x, y, width, height);
}

void
sand_feature_get_ellipse (SandFeature *self,
                          double      *cx,
                          double      *cy,
                          double      *rx,
                          double      *ry)
{
  g_return_if_fail (SAND_IS_FEATURE (self));
  get_shape (self, SAND_GEOMETRY_ELLIPSE, cx, cy, rx, ry);
}

void
sand_feature_translate (SandFeature *self,
                        double       dx,
                        double       dy)
{
  g_return_if_fail (SAND_IS_FEATURE (self));

  for (guint i = 0; i < self->points->len; i++)
    {
      SandPoint *p = &g_array_index (self->points, SandPoint, i);
      p->x += dx;
      p->y += dy;
    }
  if (self->geometry == SAND_GEOMETRY_RECT || self->geometry == SAND_GEOMETRY_ELLIPSE)
    {
      self->shape[0] += dx;
      self->shape[1] += dy;
    }
  geometry_changed (self);
}

GArray *
sand_feature_get_outline (SandFeature *self,
                          double       tolerance)
{
  GArray *out;

  g_return_val_if_fail (SAND_IS_FEATURE (self), NULL);

  switch (self->geometry)
    {
    case SAND_GEOMETRY_ELLIPSE:
      return sand_ellipse_to_polygon (self->shape[0], self->shape[1], self->shape[2],
                                      self->shape[3], tolerance);
    case SAND_GEOMETRY_RECT:
      {
        double x = self->shape[0], y = self->shape[1];
        double w = self->shape[2], h = self->shape[3];
        SandPoint corners[4] = { { x, y }, { x + w, y }, { x + w, y + h }, { x, y + h } };

        out = g_array_sized_new (FALSE, FALSE, sizeof (SandPoint), 4);
        g_array_append_vals (out, corners, 4);
        return out;
      }
    case SAND_GEOMETRY_POLYGON:
    case SAND_GEOMETRY_POLYLINE:
    case SAND_GEOMETRY_POINT:
    default:
      out = g_array_sized_new (FALSE, FALSE, sizeof (SandPoint), self->points->len);
      g_array_append_vals (out, self->points->data, self->points->len);
      return out;
    }
}

SandBounds
sand_feature_get_bounds (SandFeature *self)
{
  SandBounds b;

  g_return_val_if_fail (SAND_IS_FEATURE (self), sand_bounds_empty ());

  switch (self->geometry)
    {
    case SAND_GEOMETRY_RECT:
      b = (SandBounds) { self->shape[0], self->shape[1],
                         self->shape[0] + self->shape[2], self->shape[1] + self->shape[3] };
      break;
    case SAND_GEOMETRY_ELLIPSE:
      b = (SandBounds) { self->shape[0] - self->shape[2], self->shape[1] - self->shape[3],
                         self->shape[0] + self->shape[2], self->shape[1] + self->shape[3] };
      break;
    case SAND_GEOMETRY_POLYGON:
    case SAND_GEOMETRY_POLYLINE:
    case SAND_GEOMETRY_POINT:
    default:
      b = sand_bounds_of_points ((const SandPoint *) self->points->data, self->points->len);
      if (self->geometry != SAND_GEOMETRY_POLYGON && !sand_bounds_is_empty (&b))
        sand_bounds_inflate (&b, self->width / 2);
      break;
    }
  return b;
}

gboolean
sand_feature_hit (SandFeature *self,
                  double       x,
                  double       y,
                  double       slop)
{
  const SandPoint *pts = (const SandPoint *) self->points->data;
  guint n = self->points->len;

  g_return_val_if_fail (SAND_IS_FEATURE (self), FALSE);

  switch (self->geometry)
    {
    case SAND_GEOMETRY_RECT:
      return x >= self->shape[0] && x <= self->shape[0] + self->shape[2]
             && y >= self->shape[1] && y <= self->shape[1] + self->shape[3];
    case SAND_GEOMETRY_ELLIPSE:
      {
        double dx, dy;

        if (self->shape[2] <= 0 || self->shape[3] <= 0)
          return FALSE;
        dx = (x - self->shape[0]) / self->shape[2];
        dy = (y - self->shape[1]) / self->shape[3];
        return dx * dx + dy * dy <= 1;
      }
    case SAND_GEOMETRY_POLYGON:
      return n >= 3 && sand_point_in_polygon (pts, n, x, y);
    case SAND_GEOMETRY_POLYLINE:
    case SAND_GEOMETRY_POINT:
    default:
      return n > 0 && sand_distance_to_polyline (pts, n, x, y)
                      <= MAX (sand_feature_get_table_width (self) / 2, slop);
    }
}

SandForeign *
sand_feature_get_foreign (SandFeature *self)
{
  g_return_val_if_fail (SAND_IS_FEATURE (self), NULL);
  return self->foreign;
}
