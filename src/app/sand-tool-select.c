/* sand-tool-select.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include <glib/gi18n.h>

#include "sand-edit.h"
#include "sand-editor.h"
#include "sand-geometry.h"
#include "sand-selection.h"
#include "sand-tool-select.h"

/* The facing handle stands this many pixels beyond a unit's base. */
#define FACING_HANDLE_PIXELS 18.0
/* Shift turns a unit in steps of this many degrees. */
#define FACING_STEP 15.0

typedef enum
{
  DRAG_NONE,
  DRAG_PENDING,   /* pressed on an item; a move once the pointer travels */
  DRAG_MOVE,
  DRAG_VERTEX,
  DRAG_RECT,      /* a rectangle's corner */
  DRAG_ELLIPSE,   /* an ellipse's axis end */
  DRAG_FACING,
  DRAG_BAND,
} DragMode;

struct _SandToolSelect
{
  SandTool   parent_instance;

  DragMode   mode;
  gpointer   target;     /* the item a handle belongs to (borrowed, selected) */
  guint      handle;     /* vertex index, rect corner or ellipse axis end */
  double     press_x;
  double     press_y;
  double     x;
  double     y;
  /* Moving: the grabbed point (snapped as it goes) and how far things moved. */
  double     ref_x;
  double     ref_y;
  double     moved_x;
  double     moved_y;
  gboolean   grouped;
};

G_DEFINE_FINAL_TYPE (SandToolSelect, sand_tool_select, SAND_TYPE_TOOL)

static SandEditor *
editor_of (SandToolSelect *self)
{
  return sand_tool_get_editor (SAND_TOOL (self));
}

static SandHistory *
history_of (SandToolSelect *self)
{
  return sand_editor_get_history (editor_of (self));
}

static void
begin_step (SandToolSelect *self,
            const char     *label)
{
  if (!self->grouped)
    {
      sand_history_begin_group (history_of (self), label);
      self->grouped = TRUE;
    }
}

static void
end_step (SandToolSelect *self)
{
  if (self->grouped)
    {
      sand_history_end_group (history_of (self));
      self->grouped = FALSE;
    }
}

/* Handles */

typedef struct
{
  guint  index;
  double x;
  double y;
} Handle;

/* The handles of @item and what dragging them does. */
static GArray *
item_handles (SandToolSelect *self,
              gpointer        item,
              DragMode       *mode)
{
  GArray *handles = g_array_new (FALSE, FALSE, sizeof (Handle));
  double pixel = sand_editor_get_pixel (editor_of (self));

  if (SAND_IS_UNIT (item))
    {
      SandUnit *unit = item;
      double a = sand_unit_get_facing (unit) * G_PI / 180.0;
      double r = sand_unit_get_radius (unit) + FACING_HANDLE_PIXELS * pixel;
      Handle h = { 0, sand_unit_get_x (unit) + r * sin (a), sand_unit_get_y (unit) - r * cos (a) };

      g_array_append_val (handles, h);
      *mode = DRAG_FACING;
    }
  else
    {
      SandFeature *feature = item;
      double x, y, w, hh;

      switch (sand_feature_get_geometry_type (feature))
        {
        case SAND_GEOMETRY_RECT:
          sand_feature_get_rect (feature, &x, &y, &w, &hh);
          for (guint i = 0; i < 4; i++)
            {
              Handle h = { i, x + ((i == 1 || i == 2) ? w : 0), y + (i >= 2 ? hh : 0) };
              g_array_append_val (handles, h);
            }
          *mode = DRAG_RECT;
          break;

        case SAND_GEOMETRY_ELLIPSE:
          sand_feature_get_ellipse (feature, &x, &y, &w, &hh);
          {
            Handle hs[4] = { { 0, x + w, y }, { 1, x, y + hh }, { 2, x - w, y }, { 3, x, y - hh } };
            g_array_append_vals (handles, hs, 4);
          }
          *mode = DRAG_ELLIPSE;
          break;

        case SAND_GEOMETRY_POLYGON:
        case SAND_GEOMETRY_POLYLINE:
        case SAND_GEOMETRY_POINT:
        default:
          {
            guint n = 0;
            const SandPoint *points = sand_feature_get_points (feature, &n);

            for (guint i = 0; i < n; i++)
              {
                Handle h = { i, points[i].x, points[i].y };
                g_array_append_val (handles, h);
              }
            *mode = DRAG_VERTEX;
          }
          break;
        }
    }

  return handles;
}

/* The handle of the single selected item under the point, if any. */
static gboolean
find_handle (SandToolSelect *self,
             double          x,
             double          y,
             gpointer       *item,
             guint          *index,
             DragMode       *mode)
{
  gpointer single = sand_selection_get_single (sand_editor_get_selection (editor_of (self)));
  double reach = 1.5 * SAND_TOOL_HANDLE_PIXELS * sand_editor_get_pixel (editor_of (self));
  g_autoptr(GArray) handles = NULL;

  if (single == NULL)
    return FALSE;

  handles = item_handles (self, single, mode);
  for (guint i = 0; i < handles->len; i++)
    {
      Handle *h = &g_array_index (handles, Handle, i);

      if (hypot (h->x - x, h->y - y) <= reach)
        {
          *item = single;
          *index = h->index;
          return TRUE;
        }
    }

  return FALSE;
}

/* The edge of a polygon or polyline nearest the point, when near enough: the
 * index a vertex inserted there takes. */
static gboolean
find_edge (SandToolSelect *self,
           SandFeature    *feature,
           double          x,
           double          y,
           guint          *insert_at)
{
  SandGeometryType type = sand_feature_get_geometry_type (feature);
  double reach = 2.0 * SAND_TOOL_HANDLE_PIXELS * sand_editor_get_pixel (editor_of (self));
  double best = G_MAXDOUBLE;
  guint n = 0, n_edges;
  const SandPoint *points;

  if (type != SAND_GEOMETRY_POLYGON && type != SAND_GEOMETRY_POLYLINE)
    return FALSE;

  points = sand_feature_get_points (feature, &n);
  n_edges = type == SAND_GEOMETRY_POLYGON ? n : n - 1;
  for (guint i = 0; i < n_edges; i++)
    {
      double d = sand_distance_to_segment (x, y, points[i], points[(i + 1) % n]);

      if (d < best)
        {
          best = d;
          *insert_at = i + 1;
        }
    }

  return best <= reach;
}

/* Dragging */

static void
drag_handle (SandToolSelect  *self,
             double           x,
             double           y,
             GdkModifierType  state)
{
  SandHistory *history = history_of (self);
  double sx, sy;

  sand_editor_snap (editor_of (self), self->target, x, y, &sx, &sy);

  switch (self->mode)
    {
    case DRAG_VERTEX:
      begin_step (self, _("Move Vertex"));
      sand_edit_move_vertex (history, self->target, self->handle, sx, sy);
      break;

    case DRAG_RECT:
      {
        double rx, ry, rw, rh, ox, oy;

        begin_step (self, _("Resize"));
        sand_feature_get_rect (self->target, &rx, &ry, &rw, &rh);
        /* The opposite corner stays where it is. */
        ox = (self->handle == 1 || self->handle == 2) ? rx : rx + rw;
        oy = self->handle >= 2 ? ry : ry + rh;
        sand_edit_set_rect (history, self->target, MIN (ox, sx), MIN (oy, sy),
                            MAX (fabs (sx - ox), 0.1), MAX (fabs (sy - oy), 0.1));
        /* The dragged corner may have crossed over: follow it. */
        self->handle = (sx >= ox ? (sy >= oy ? 2 : 1) : (sy >= oy ? 3 : 0));
      }
      break;

    case DRAG_ELLIPSE:
      {
        double cx, cy, rx, ry;

        begin_step (self, _("Resize"));
        sand_feature_get_ellipse (self->target, &cx, &cy, &rx, &ry);
        if (self->handle % 2 == 0)
          rx = MAX (fabs (sx - cx), 0.1);
        else
          ry = MAX (fabs (sy - cy), 0.1);
        sand_edit_set_ellipse (history, self->target, cx, cy, rx, ry);
      }
      break;

    case DRAG_FACING:
      {
        SandUnit *unit = self->target;
        double facing = atan2 (x - sand_unit_get_x (unit), sand_unit_get_y (unit) - y) * 180.0 / G_PI;

        begin_step (self, _("Turn Unit"));
        if (state & GDK_SHIFT_MASK)
          facing = round (facing / FACING_STEP) * FACING_STEP;
        sand_edit_set_facing (history, unit, facing);
      }
      break;

    case DRAG_NONE:
    case DRAG_PENDING:
    case DRAG_MOVE:
    case DRAG_BAND:
    default:
      g_assert_not_reached ();
    }
}

static void
drag_move (SandToolSelect *self,
           double          x,
           double          y)
{
  SandEditor *editor = editor_of (self);
  double sx, sy, dx, dy;

  /* The grabbed point snaps, and everything selected follows it. */
  sand_editor_snap (editor, self->target, self->ref_x + x - self->press_x,
                    self->ref_y + y - self->press_y, &sx, &sy);
  dx = sx - self->ref_x - self->moved_x;
  dy = sy - self->ref_y - self->moved_y;
  if (dx == 0.0 && dy == 0.0)
    return;

  begin_step (self, _("Move"));
  sand_editor_translate_items (editor, sand_selection_get_items (sand_editor_get_selection (editor)),
                               dx, dy);
  self->moved_x += dx;
  self->moved_y += dy;
}

/* Where a drag of @item is measured from: a unit's centre or the feature's
 * vertex nearest the press, so that vertex lands on the grid. */
static void
grab_point (gpointer  item,
            double    x,
            double    y,
            double   *ref_x,
            double   *ref_y)
{
  *ref_x = x;
  *ref_y = y;

  if (SAND_IS_UNIT (item))
    {
      *ref_x = sand_unit_get_x (item);
      *ref_y = sand_unit_get_y (item);
    }
  else if (SAND_IS_FEATURE (item))
    {
      g_autoptr(GArray) outline = sand_feature_get_outline (item, 0.1);
      double best = G_MAXDOUBLE;

      for (guint i = 0; i < outline->len; i++)
        {
          SandPoint *p = &g_array_index (outline, SandPoint, i);
          double d = hypot (p->x - x, p->y - y);

          if (d < best)
            {
              best = d;
              *ref_x = p->x;
              *ref_y = p->y;
            }
        }
    }
}

/* Vfuncs */

static void
sand_tool_select_press (SandTool        *tool,
                        double           x,
                        double           y,
                        int              n_press,
                        GdkModifierType  state)
{
  SandToolSelect *self = SAND_TOOL_SELECT (tool);
  SandEditor *editor = editor_of (self);
  SandSelection *selection = sand_editor_get_selection (editor);
  gpointer item = NULL, single;
  guint index = 0;
  DragMode mode;

  self->press_x = self->x = x;
  self->press_y = self->y = y;
  self->moved_x = self->moved_y = 0.0;
  self->mode = DRAG_NONE;
  self->target = NULL;

  if (find_handle (self, x, y, &item, &index, &mode))
    {
      /* Double-clicking a vertex takes it away, if the shape can spare it. */
      if (n_press == 2 && mode == DRAG_VERTEX)
        {
          sand_edit_delete_vertex (sand_editor_get_history (editor), item, index);
          return;
        }
      self->mode = mode;
      self->target = item;
      self->handle = index;
      return;
    }

  /* Double-clicking the edge of the selected shape adds a vertex there. */
  single = sand_selection_get_single (selection);
  if (n_press == 2 && SAND_IS_FEATURE (single) && find_edge (self, single, x, y, &index))
    {
      sand_edit_insert_vertex (sand_editor_get_history (editor), single, index, x, y);
      return;
    }

  item = sand_editor_pick (editor, x, y);
  if (item == NULL)
    {
      if (!(state & GDK_SHIFT_MASK))
        sand_selection_clear (selection);
      self->mode = DRAG_BAND;
      return;
    }

  if (state & GDK_SHIFT_MASK)
    {
      sand_selection_toggle (selection, item);
      if (!sand_selection_contains (selection, item))
        return;
    }
  else if (!sand_selection_contains (selection, item))
    sand_selection_set (selection, item);

  self->mode = DRAG_PENDING;
  self->target = item;
  grab_point (item, x, y, &self->ref_x, &self->ref_y);
}

static void
sand_tool_select_motion (SandTool        *tool,
                         double           x,
                         double           y,
                         GdkModifierType  state)
{
  SandToolSelect *self = SAND_TOOL_SELECT (tool);

  self->x = x;
  self->y = y;

  if (!(state & GDK_BUTTON1_MASK))
    return;

  switch (self->mode)
    {
    case DRAG_PENDING:
      if (sand_tool_is_click (tool, self->press_x, self->press_y, x, y))
        return;
      self->mode = DRAG_MOVE;
      G_GNUC_FALLTHROUGH;
    case DRAG_MOVE:
      drag_move (self, x, y);
      break;

    case DRAG_VERTEX:
    case DRAG_RECT:
    case DRAG_ELLIPSE:
    case DRAG_FACING:
      drag_handle (self, x, y, state);
      break;

    case DRAG_BAND:
    case DRAG_NONE:
    default:
      break;
    }
}

static void
sand_tool_select_release (SandTool        *tool,
                          double           x,
                          double           y,
                          GdkModifierType  state)
{
  SandToolSelect *self = SAND_TOOL_SELECT (tool);
  SandEditor *editor = editor_of (self);

  if (self->mode == DRAG_BAND && !sand_tool_is_click (tool, self->press_x, self->press_y, x, y))
    {
      SandBounds band = { MIN (self->press_x, x), MIN (self->press_y, y),
                          MAX (self->press_x, x), MAX (self->press_y, y) };
      g_autoptr(GPtrArray) inside = sand_editor_pick_inside (editor, &band);
      SandSelection *selection = sand_editor_get_selection (editor);

      if (state & GDK_SHIFT_MASK)
        for (guint i = 0; i < inside->len; i++)
          sand_selection_add (selection, inside->pdata[i]);
      else
        sand_selection_set_items (selection, inside);
    }
  else if (self->grouped)
    sand_tool_select_motion (tool, x, y, state | GDK_BUTTON1_MASK);  /* the drag's last step */

  end_step (self);
  self->mode = DRAG_NONE;
  self->target = NULL;
}

static void
sand_tool_select_cancel (SandTool *tool)
{
  SandToolSelect *self = SAND_TOOL_SELECT (tool);

  end_step (self);
  self->mode = DRAG_NONE;
  self->target = NULL;
}

static void
sand_tool_select_draw (SandTool *tool,
                       cairo_t  *cr,
                       double    pixel)
{
  SandToolSelect *self = SAND_TOOL_SELECT (tool);
  gpointer single = sand_selection_get_single (sand_editor_get_selection (editor_of (self)));

  if (single != NULL)
    {
      DragMode mode;
      g_autoptr(GArray) handles = item_handles (self, single, &mode);

      if (mode == DRAG_FACING)
        {
          Handle *h = &g_array_index (handles, Handle, 0);
          SandPoint line[2] = { { sand_unit_get_x (single), sand_unit_get_y (single) }, { h->x, h->y } };

          sand_tool_draw_path (cr, line, 2, FALSE, pixel);
        }
      for (guint i = 0; i < handles->len; i++)
        {
          Handle *h = &g_array_index (handles, Handle, i);
          sand_tool_draw_handle (cr, h->x, h->y, pixel);
        }
    }

  if (self->mode == DRAG_BAND)
    {
      SandPoint band[4] = { { self->press_x, self->press_y }, { self->x, self->press_y },
                            { self->x, self->y }, { self->press_x, self->y } };

      cairo_rectangle (cr, MIN (self->press_x, self->x), MIN (self->press_y, self->y),
                       fabs (self->x - self->press_x), fabs (self->y - self->press_y));
      cairo_set_source_rgba (cr, 0.21, 0.52, 0.89, 0.12);
      cairo_fill (cr);
      sand_tool_draw_path (cr, band, 4, TRUE, pixel);
    }
}

static const char *
sand_tool_select_get_cursor (SandTool *tool)
{
  return "default";
}

static void
sand_tool_select_class_init (SandToolSelectClass *klass)
{
  SandToolClass *tool_class = SAND_TOOL_CLASS (klass);

  tool_class->press = sand_tool_select_press;
  tool_class->motion = sand_tool_select_motion;
  tool_class->release = sand_tool_select_release;
  tool_class->cancel = sand_tool_select_cancel;
  tool_class->draw = sand_tool_select_draw;
  tool_class->get_cursor = sand_tool_select_get_cursor;
}

static void
sand_tool_select_init (SandToolSelect *self)
{
}

SandTool *
sand_tool_select_new (SandEditor *editor)
{
  return g_object_new (SAND_TYPE_TOOL_SELECT,
                       "editor", editor,
                       "name", "select",
                       "title", _("Select and Move (V)"),
                       "icon-name", "sand-tool-select-symbolic",
                       "accel", "v",
                       NULL);
}
