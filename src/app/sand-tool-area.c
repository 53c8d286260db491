/* sand-tool-area.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include <glib/gi18n.h>

#include "sand-edit.h"
#include "sand-editor.h"
#include "sand-geometry.h"
#include "sand-kind-chooser.h"
#include "sand-selection.h"
#include "sand-tool-area.h"

/* Freehand strokes keep points that stray more than this many pixels from the
 * simplified outline: close to the hand, far fewer points than the pointer gave. */
#define FREEHAND_TOLERANCE_PIXELS 3.0
/* Smallest rectangle or ellipse (inches) worth keeping: smaller is a slip. */
#define MIN_EXTENT 0.1

struct _SandToolArea
{
  SandTool       parent_instance;

  SandAreaShape  shape;
  GArray        *points;   /* placed so far (polygon, freehand) */
  double         x;        /* the pointer, snapped */
  double         y;
  double         press_x;
  double         press_y;
  gboolean       dragging;
  gboolean       square;   /* Shift while dragging a rectangle or ellipse */
};

G_DEFINE_FINAL_TYPE (SandToolArea, sand_tool_area, SAND_TYPE_TOOL)

static SandEditor *
editor_of (SandToolArea *self)
{
  return sand_tool_get_editor (SAND_TOOL (self));
}

static void
snap (SandToolArea *self,
      double        x,
      double        y,
      double       *sx,
      double       *sy)
{
  sand_editor_snap (editor_of (self), NULL, x, y, sx, sy);
}

/* Adds @feature as one step and selects it, so the inspector shows it at once. */
static void
commit (SandToolArea *self,
        SandFeature  *feature,
        const char   *label)
{
  SandEditor *editor = editor_of (self);
  SandHistory *history = sand_editor_get_history (editor);

  sand_history_begin_group (history, label);
  sand_edit_add_feature (history, feature);
  sand_history_end_group (history);
  sand_selection_set (sand_editor_get_selection (editor), feature);
}

static void
finish_polygon (SandToolArea *self,
                const char   *label)
{
  g_autoptr(SandFeature) feature = NULL;

  if (self->points->len >= 3 &&
      fabs (sand_polygon_area ((SandPoint *) self->points->data, self->points->len)) > MIN_EXTENT * MIN_EXTENT)
    {
      feature = sand_editor_make_feature (editor_of (self), sand_editor_get_area_kind (editor_of (self)));
      sand_feature_set_polygon (feature, (SandPoint *) self->points->data, self->points->len);
      commit (self, feature, label);
    }

  g_array_set_size (self->points, 0);
}

/* The rectangle from the press to (x, y), squared with Shift. */
static void
drag_box (SandToolArea *self,
          double       *x0,
          double       *y0,
          double       *x1,
          double       *y1)
{
  double dx = self->x - self->press_x, dy = self->y - self->press_y;

  if (self->square)
    {
      double side = MAX (fabs (dx), fabs (dy));

      dx = copysign (side, dx);
      dy = copysign (side, dy);
    }

  *x0 = MIN (self->press_x, self->press_x + dx);
  *y0 = MIN (self->press_y, self->press_y + dy);
  *x1 = MAX (self->press_x, self->press_x + dx);
  *y1 = MAX (self->press_y, self->press_y + dy);
}

static void
sand_tool_area_press (SandTool        *tool,
                      double           x,
                      double           y,
                      int              n_press,
                      GdkModifierType  state)
{
  SandToolArea *self = SAND_TOOL_AREA (tool);
  SandPoint p;

  snap (self, x, y, &p.x, &p.y);
  self->x = self->press_x = p.x;
  self->y = self->press_y = p.y;
  self->square = (state & GDK_SHIFT_MASK) != 0;

  switch (self->shape)
    {
    case SAND_AREA_POLYGON:
      /* The first click of a double click placed the last point already. */
      if (n_press >= 2)
        finish_polygon (self, _("Draw Area"));
      else if (self->points->len >= 3 &&
               sand_tool_is_click (tool, p.x, p.y, g_array_index (self->points, SandPoint, 0).x,
                                   g_array_index (self->points, SandPoint, 0).y))
        finish_polygon (self, _("Draw Area"));  /* clicked the first point again */
      else
        g_array_append_val (self->points, p);
      break;

    case SAND_AREA_FREEHAND:
      g_array_set_size (self->points, 0);
      g_array_append_val (self->points, p);
      self->dragging = TRUE;
      break;

    case SAND_AREA_RECTANGLE:
    case SAND_AREA_ELLIPSE:
    default:
      self->dragging = TRUE;
      break;
    }
}

static void
sand_tool_area_motion (SandTool        *tool,
                       double           x,
                       double           y,
                       GdkModifierType  state)
{
  SandToolArea *self = SAND_TOOL_AREA (tool);

  self->square = (state & GDK_SHIFT_MASK) != 0;

  if (self->shape == SAND_AREA_FREEHAND)
    {
      /* Raw points while drawing; they are simplified when the stroke ends. */
      if (self->dragging)
        {
          SandPoint p = { x, y };
          g_array_append_val (self->points, p);
        }
      self->x = x;
      self->y = y;
      return;
    }

  snap (self, x, y, &self->x, &self->y);
}

static void
sand_tool_area_release (SandTool        *tool,
                        double           x,
                        double           y,
                        GdkModifierType  state)
{
  SandToolArea *self = SAND_TOOL_AREA (tool);
  g_autoptr(SandFeature) feature = NULL;
  double x0, y0, x1, y1;

  if (!self->dragging)
    return;

  sand_tool_area_motion (tool, x, y, state | GDK_BUTTON1_MASK);
  self->dragging = FALSE;

  if (self->shape == SAND_AREA_FREEHAND)
    {
      double tolerance = FREEHAND_TOLERANCE_PIXELS * sand_editor_get_pixel (editor_of (self));
      g_autoptr(GArray) simple = NULL;
      g_autoptr(GArray) untangled = NULL;
      guint n_loops;

      simple = sand_polyline_simplify ((SandPoint *) self->points->data, self->points->len, tolerance);
      /* The stroke closes itself: its end need not be kept beside its start. */
      if (simple->len > 3)
        {
          SandPoint *first = &g_array_index (simple, SandPoint, 0);
          SandPoint *last = &g_array_index (simple, SandPoint, simple->len - 1);

          if (hypot (first->x - last->x, first->y - last->y) <= 2.0 * tolerance)
            g_array_set_size (simple, simple->len - 1);
        }
      untangled = sand_polygon_untangle ((SandPoint *) simple->data, simple->len, &n_loops);
      /* A stroke that crossed itself: its knots and spikes would make an area
       * of its own; the largest loop is the one meant. */
      if (n_loops > 0)
        sand_editor_post_notice (editor_of (self), _("The outline crossed itself: only its largest loop was kept"));
      g_array_set_size (self->points, 0);
      for (guint i = 0; i < untangled->len; i++)
        {
          SandPoint p = g_array_index (untangled, SandPoint, i);

          sand_editor_round_point (editor_of (self), &p.x, &p.y);
          g_array_append_val (self->points, p);
        }
      finish_polygon (self, _("Draw Area"));
      return;
    }

  drag_box (self, &x0, &y0, &x1, &y1);
  if (x1 - x0 < MIN_EXTENT || y1 - y0 < MIN_EXTENT)
    return;

  feature = sand_editor_make_feature (editor_of (self), sand_editor_get_area_kind (editor_of (self)));
  if (self->shape == SAND_AREA_RECTANGLE)
    sand_feature_set_rect (feature, x0, y0, x1 - x0, y1 - y0);
  else
    sand_feature_set_ellipse (feature, (x0 + x1) / 2, (y0 + y1) / 2, (x1 - x0) / 2, (y1 - y0) / 2);
  commit (self, feature, _("Draw Area"));
}

static gboolean
sand_tool_area_key (SandTool        *tool,
                    guint            keyval,
                    GdkModifierType  state)
{
  SandToolArea *self = SAND_TOOL_AREA (tool);

  if (self->shape != SAND_AREA_POLYGON || self->points->len == 0)
    return FALSE;

  switch (keyval)
    {
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
      finish_polygon (self, _("Draw Area"));
      return TRUE;
    case GDK_KEY_BackSpace:
      g_array_set_size (self->points, self->points->len - 1);
      return TRUE;
    case GDK_KEY_Escape:
      sand_tool_cancel (tool);
      return TRUE;
    default:
      return FALSE;
    }
}

static void
sand_tool_area_cancel (SandTool *tool)
{
  SandToolArea *self = SAND_TOOL_AREA (tool);

  g_array_set_size (self->points, 0);
  self->dragging = FALSE;
}

static void
sand_tool_area_draw (SandTool *tool,
                     cairo_t  *cr,
                     double    pixel)
{
  SandToolArea *self = SAND_TOOL_AREA (tool);
  double x0, y0, x1, y1;

  switch (self->shape)
    {
    case SAND_AREA_POLYGON:
      if (self->points->len > 0)
        {
          g_autoptr(GArray) path = g_array_copy (self->points);
          SandPoint p = { self->x, self->y };

          g_array_append_val (path, p);
          sand_tool_draw_path (cr, (SandPoint *) path->data, path->len, path->len >= 3, pixel);
          for (guint i = 0; i < self->points->len; i++)
            sand_tool_draw_handle (cr, g_array_index (self->points, SandPoint, i).x,
                                   g_array_index (self->points, SandPoint, i).y, pixel);
        }
      break;

    case SAND_AREA_FREEHAND:
      if (self->dragging)
        sand_tool_draw_path (cr, (SandPoint *) self->points->data, self->points->len, FALSE, pixel);
      break;

    case SAND_AREA_RECTANGLE:
    case SAND_AREA_ELLIPSE:
    default:
      if (!self->dragging)
        break;
      drag_box (self, &x0, &y0, &x1, &y1);
      if (self->shape == SAND_AREA_RECTANGLE || x1 - x0 < MIN_EXTENT || y1 - y0 < MIN_EXTENT)
        {
          SandPoint box[4] = { { x0, y0 }, { x1, y0 }, { x1, y1 }, { x0, y1 } };
          sand_tool_draw_path (cr, box, 4, TRUE, pixel);
        }
      else
        {
          g_autoptr(GArray) ellipse = sand_ellipse_to_polygon ((x0 + x1) / 2, (y0 + y1) / 2,
                                                               (x1 - x0) / 2, (y1 - y0) / 2, pixel);
          sand_tool_draw_path (cr, (SandPoint *) ellipse->data, ellipse->len, TRUE, pixel);
        }
      break;
    }
}

static const char *
sand_tool_area_get_hint (SandTool *tool)
{
  SandToolArea *self = SAND_TOOL_AREA (tool);

  switch (self->shape)
    {
    case SAND_AREA_POLYGON:
      return self->points->len == 0 ? NULL
             : _("Click the next corner · double-click, Enter or the first corner closes the area · "
                 "Backspace takes back a corner · Esc cancels");
    case SAND_AREA_FREEHAND:
      return self->dragging ? _("Go round the area and let go: the outline closes itself") : NULL;
    case SAND_AREA_RECTANGLE:
      return self->dragging ? _("Let go to place the rectangle · hold Shift for a square") : NULL;
    case SAND_AREA_ELLIPSE:
    default:
      return self->dragging ? _("Let go to place the ellipse · hold Shift for a circle") : NULL;
    }
}

static GtkWidget *
sand_tool_area_create_options (SandTool *tool)
{
  return sand_kind_chooser_new (sand_tool_get_editor (tool), SAND_SHAPE_AREA);
}

static void
sand_tool_area_finalize (GObject *object)
{
  SandToolArea *self = SAND_TOOL_AREA (object);

  g_clear_pointer (&self->points, g_array_unref);

  G_OBJECT_CLASS (sand_tool_area_parent_class)->finalize (object);
}

static void
sand_tool_area_class_init (SandToolAreaClass *klass)
{
  SandToolClass *tool_class = SAND_TOOL_CLASS (klass);

  G_OBJECT_CLASS (klass)->finalize = sand_tool_area_finalize;

  tool_class->press = sand_tool_area_press;
  tool_class->motion = sand_tool_area_motion;
  tool_class->release = sand_tool_area_release;
  tool_class->key = sand_tool_area_key;
  tool_class->cancel = sand_tool_area_cancel;
  tool_class->draw = sand_tool_area_draw;
  tool_class->create_options = sand_tool_area_create_options;
  tool_class->get_hint = sand_tool_area_get_hint;
}

static void
sand_tool_area_init (SandToolArea *self)
{
  self->points = g_array_new (FALSE, FALSE, sizeof (SandPoint));
}

SandTool *
sand_tool_area_new (SandEditor    *editor,
                    SandAreaShape  shape)
{
  static const struct
  {
    const char *name;
    const char *title;
    const char *icon;
    const char *accel;
  } shapes[] = {
    [SAND_AREA_POLYGON] = { "polygon", N_("Area as a Polygon (P): click the corners, double-click or Enter to close"), "sand-tool-polygon-symbolic", "p" },
    [SAND_AREA_RECTANGLE] = { "rectangle", N_("Area as a Rectangle (R): drag; Shift for a square"), "sand-tool-rectangle-symbolic", "r" },
    [SAND_AREA_ELLIPSE] = { "ellipse", N_("Area as an Ellipse (E): drag; Shift for a circle"), "sand-tool-ellipse-symbolic", "e" },
    [SAND_AREA_FREEHAND] = { "freehand", N_("Area Drawn Freehand (F): drag around it"), "sand-tool-freehand-symbolic", "f" },
  };
  SandToolArea *self;

  g_return_val_if_fail (shape <= SAND_AREA_FREEHAND, NULL);

  self = g_object_new (SAND_TYPE_TOOL_AREA,
                       "editor", editor,
                       "name", shapes[shape].name,
                       "title", _(shapes[shape].title),
                       "icon-name", shapes[shape].icon,
                       "accel", shapes[shape].accel,
                       NULL);
  self->shape = shape;

  return SAND_TOOL (self);
}

SandAreaShape
sand_tool_area_get_shape (SandToolArea *self)
{
  g_return_val_if_fail (SAND_IS_TOOL_AREA (self), SAND_AREA_POLYGON);
  return self->shape;
}
