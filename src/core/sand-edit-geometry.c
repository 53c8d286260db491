/* sand-edit-geometry.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "sand-edit-geometry.h"

#include <string.h>

#include <glib/gi18n-lib.h>

/* Every geometry edit replaces the whole geometry and keeps the old one, so undo
 * restores it bit for bit (adding -dx back after +dx would not). */

typedef struct
{
  SandGeometryType type;
  GArray *points;   /* SandPoint, for polygon, polyline and point */
  double shape[4];  /* rect x, y, w, h or ellipse cx, cy, rx, ry */
} Shape;

static void
shape_init_points (Shape           *shape,
                   SandGeometryType type,
                   const SandPoint *points,
                   guint            n_points)
{
  shape->type = type;
  shape->points = g_array_sized_new (FALSE, FALSE, sizeof (SandPoint), n_points);
  g_array_append_vals (shape->points, points, n_points);
}

static void
shape_init_box (Shape           *shape,
                SandGeometryType type,
                double           a,
                double           b,
                double           c,
                double           d)
{
  shape->type = type;
  shape->points = NULL;
  shape->shape[0] = a;
  shape->shape[1] = b;
  shape->shape[2] = c;
  shape->shape[3] = d;
}

static void
shape_capture (Shape       *shape,
               SandFeature *feature)
{
  SandGeometryType type = sand_feature_get_geometry_type (feature);
  double *s = shape->shape;

  if (type == SAND_GEOMETRY_RECT)
    {
      shape_init_box (shape, type, 0, 0, 0, 0);
      sand_feature_get_rect (feature, &s[0], &s[1], &s[2], &s[3]);
    }
  else if (type == SAND_GEOMETRY_ELLIPSE)
    {
      shape_init_box (shape, type, 0, 0, 0, 0);
      sand_feature_get_ellipse (feature, &s[0], &s[1], &s[2], &s[3]);
    }
  else
    {
      guint n;
      const SandPoint *points = sand_feature_get_points (feature, &n);
      shape_init_points (shape, type, points, n);
    }
}

static void
shape_restore (const Shape *shape,
               SandFeature *feature)
{
  const double *s = shape->shape;

  switch (shape->type)
    {
    case SAND_GEOMETRY_POLYGON:
      sand_feature_set_polygon (feature, (SandPoint *) shape->points->data, shape->points->len);
      break;
    case SAND_GEOMETRY_POLYLINE:
      sand_feature_set_polyline (feature, (SandPoint *) shape->points->data, shape->points->len);
      break;
    case SAND_GEOMETRY_POINT:
      if (shape->points->len > 0)
        {
          SandPoint p = g_array_index (shape->points, SandPoint, 0);
          sand_feature_set_point (feature, p.x, p.y);
        }
      break;
    case SAND_GEOMETRY_RECT:
      sand_feature_set_rect (feature, s[0], s[1], s[2], s[3]);
      break;
    case SAND_GEOMETRY_ELLIPSE:
      sand_feature_set_ellipse (feature, s[0], s[1], s[2], s[3]);
      break;
    default:
      g_assert_not_reached ();
    }
}

static gboolean
shape_equal (const Shape *a,
             const Shape *b)
{
  if (a->type != b->type)
    return FALSE;
  if (a->points == NULL)
    return memcmp (a->shape, b->shape, sizeof a->shape) == 0;
  return a->points->len == b->points->len
         && memcmp (a->points->data, b->points->data, a->points->len * sizeof (SandPoint)) == 0;
}

static void
shape_clear (Shape *shape)
{
  g_clear_pointer (&shape->points, g_array_unref);
}

typedef struct
{
  SandCommand parent;
  SandFeature *feature;
  Shape old_shape;
  Shape new_shape;
} GeometryCommand;

static void
geometry_apply (SandCommand  *command,
                SandScenario *scenario)
{
  GeometryCommand *self = (GeometryCommand *) command;

  shape_restore (&self->new_shape, self->feature);
}

static void
geometry_revert (SandCommand  *command,
                 SandScenario *scenario)
{
  GeometryCommand *self = (GeometryCommand *) command;

  shape_restore (&self->old_shape, self->feature);
}

/* A drag of a feature or a vertex is one change from where it began. */
static gboolean
geometry_merge (SandCommand *command,
                SandCommand *next)
{
  GeometryCommand *self = (GeometryCommand *) command;
  GeometryCommand *other = (GeometryCommand *) next;
  Shape swap;

  if (self->feature != other->feature)
    return FALSE;
  swap = self->new_shape;
  self->new_shape = other->new_shape;
  other->new_shape = swap;
  return TRUE;
}

static void
geometry_clear (SandCommand *command)
{
  GeometryCommand *self = (GeometryCommand *) command;

  g_clear_object (&self->feature);
  shape_clear (&self->old_shape);
  shape_clear (&self->new_shape);
}

static const SandCommandClass geometry_command_class = {
  geometry_apply, geometry_revert, geometry_merge, geometry_clear,
};

/* Records the change of @feature's geometry to @new_shape, which it takes. */
static void
perform_geometry (SandHistory *history,
                  SandFeature *feature,
                  Shape       *new_shape,
                  const char  *label)
{
  GeometryCommand *command;
  Shape old_shape;

  shape_capture (&old_shape, feature);
  if (shape_equal (&old_shape, new_shape))
    {
      shape_clear (&old_shape);
      shape_clear (new_shape);
      return;
    }

  command = sand_command_new (&geometry_command_class, sizeof *command, label);
  command->feature = g_object_ref (feature);
  command->old_shape = old_shape;
  command->new_shape = *new_shape;
  sand_history_perform (history, &command->parent);
}

static gboolean
enough_points (SandGeometryType type,
               guint            n_points)
{
  switch (type)
    {
    case SAND_GEOMETRY_POLYGON: return n_points >= 3;
    case SAND_GEOMETRY_POLYLINE: return n_points >= 2;
    case SAND_GEOMETRY_POINT: return n_points == 1;
    case SAND_GEOMETRY_RECT:
    case SAND_GEOMETRY_ELLIPSE:
    default:
      return FALSE;
    }
}

void
sand_edit_set_geometry (SandHistory *history,
                        SandFeature *feature,
                        SandFeature *source)
{
  Shape shape;

  g_return_if_fail (SAND_IS_HISTORY (history));
  g_return_if_fail (SAND_IS_FEATURE (feature));
  g_return_if_fail (SAND_IS_FEATURE (source));

  shape_capture (&shape, source);
  perform_geometry (history, feature, &shape, _("Reshape Feature"));
}

void
sand_edit_set_points (SandHistory     *history,
                      SandFeature     *feature,
                      SandGeometryType type,
                      const SandPoint *points,
                      guint            n_points)
{
  Shape shape;

  g_return_if_fail (SAND_IS_HISTORY (history));
  g_return_if_fail (SAND_IS_FEATURE (feature));
  g_return_if_fail (enough_points (type, n_points));
  g_return_if_fail (points != NULL);

  shape_init_points (&shape, type, points, n_points);
  perform_geometry (history, feature, &shape, _("Reshape Feature"));
}

/* Rects and ellipses: four numbers each. */
static void
reshape_box (SandHistory     *history,
             SandFeature     *feature,
             SandGeometryType type,
             double           a,
             double           b,
             double           c,
             double           d)
{
  Shape shape;

  g_return_if_fail (SAND_IS_HISTORY (history));
  g_return_if_fail (SAND_IS_FEATURE (feature));

  shape_init_box (&shape, type, a, b, c, d);
  perform_geometry (history, feature, &shape, _("Reshape Feature"));
}

void
sand_edit_set_rect (SandHistory *history,
                    SandFeature *feature,
                    double       x,
                    double       y,
                    double       width,
                    double       height)
{
  reshape_box (history, feature, SAND_GEOMETRY_RECT, x, y, width, height);
}

void
sand_edit_set_ellipse (SandHistory *history,
                       SandFeature *feature,
                       double       cx,
                       double       cy,
                       double       rx,
                       double       ry)
{
  reshape_box (history, feature, SAND_GEOMETRY_ELLIPSE, cx, cy, rx, ry);
}

void
sand_edit_translate_feature (SandHistory *history,
                             SandFeature *feature,
                             double       dx,
                             double       dy)
{
  Shape shape;

  g_return_if_fail (SAND_IS_HISTORY (history));
  g_return_if_fail (SAND_IS_FEATURE (feature));

  shape_capture (&shape, feature);
  if (shape.points)
    {
      for (guint i = 0; i < shape.points->len; i++)
        {
          SandPoint *p = &g_array_index (shape.points, SandPoint, i);
          p->x += dx;
          p->y += dy;
        }
    }
  else
    {
      /* Rect corner and ellipse centre come first. */
      shape.shape[0] += dx;
      shape.shape[1] += dy;
    }
  perform_geometry (history, feature, &shape, _("Move Feature"));
}

/* The feature's points, to be edited; NULL (with a critical) when it has none. */
static gboolean
capture_points (SandFeature *feature,
                Shape       *shape)
{
  shape_capture (shape, feature);
  if (shape->points != NULL)
    return TRUE;
  g_critical ("%s: the feature is a rect or ellipse, it has no vertices", G_STRFUNC);
  return FALSE;
}

void
sand_edit_move_vertex (SandHistory *history,
                       SandFeature *feature,
                       guint        index,
                       double       x,
                       double       y)
{
  Shape shape;

  g_return_if_fail (SAND_IS_HISTORY (history));
  g_return_if_fail (SAND_IS_FEATURE (feature));

  if (!capture_points (feature, &shape))
    return;
  if (index >= shape.points->len)
    {
      shape_clear (&shape);
      g_return_if_reached ();
    }
  g_array_index (shape.points, SandPoint, index) = (SandPoint) { x, y };
  perform_geometry (history, feature, &shape, _("Move Vertex"));
}

void
sand_edit_insert_vertex (SandHistory *history,
                         SandFeature *feature,
                         guint        index,
                         double       x,
                         double       y)
{
  Shape shape;
  SandPoint p = { x, y };

  g_return_if_fail (SAND_IS_HISTORY (history));
  g_return_if_fail (SAND_IS_FEATURE (feature));

  if (!capture_points (feature, &shape))
    return;
  if (index > shape.points->len || shape.type == SAND_GEOMETRY_POINT)
    {
      shape_clear (&shape);
      g_return_if_reached ();
    }
  g_array_insert_val (shape.points, index, p);
  perform_geometry (history, feature, &shape, _("Add Vertex"));
}

gboolean
sand_edit_delete_vertex (SandHistory *history,
                         SandFeature *feature,
                         guint        index)
{
  Shape shape;

  g_return_val_if_fail (SAND_IS_HISTORY (history), FALSE);
  g_return_val_if_fail (SAND_IS_FEATURE (feature), FALSE);

  if (!capture_points (feature, &shape))
    return FALSE;
  if (index >= shape.points->len || !enough_points (shape.type, shape.points->len - 1))
    {
      shape_clear (&shape);
      return FALSE;
    }
  g_array_remove_index (shape.points, index);
  perform_geometry (history, feature, &shape, _("Delete Vertex"));
  return TRUE;
}
