/* sand-tool-line.c
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
#include "sand-tool-line.h"

/* A ford or bridge reaches this far (inches) onto each bank. */
#define CROSSING_OVERHANG 0.5

struct _SandToolLine
{
  SandTool  parent_instance;

  GArray   *points;
  double    x;
  double    y;
};

G_DEFINE_FINAL_TYPE (SandToolLine, sand_tool_line, SAND_TYPE_TOOL)

static SandEditor *
editor_of (SandToolLine *self)
{
  return sand_tool_get_editor (SAND_TOOL (self));
}

static void
commit (SandToolLine    *self,
        const SandPoint *points,
        guint            n_points)
{
  SandEditor *editor = editor_of (self);
  SandHistory *history = sand_editor_get_history (editor);
  g_autoptr(SandFeature) feature = sand_editor_make_feature (editor, sand_editor_get_line_kind (editor));

  sand_feature_set_polyline (feature, points, n_points);
  sand_history_begin_group (history, _("Draw Line"));
  sand_edit_add_feature (history, feature);
  sand_history_end_group (history);
  sand_selection_set (sand_editor_get_selection (editor), feature);
}

static void
finish_line (SandToolLine *self)
{
  /* A double click may have placed its point twice. */
  if (self->points->len >= 2)
    {
      SandPoint *a = &g_array_index (self->points, SandPoint, self->points->len - 2);
      SandPoint *b = &g_array_index (self->points, SandPoint, self->points->len - 1);

      if (a->x == b->x && a->y == b->y)
        g_array_set_size (self->points, self->points->len - 1);
    }

  if (self->points->len >= 2)
    commit (self, (SandPoint *) self->points->data, self->points->len);
  g_array_set_size (self->points, 0);
}

/* A ford or bridge clicked onto a river or stream: a short line straight across
 * it at that place, a bank's overhang on each side. FALSE when there is none. */
static gboolean
place_crossing (SandToolLine *self,
                double        x,
                double        y)
{
  SandEditor *editor = editor_of (self);
  SandScenario *scenario = sand_editor_get_scenario (editor);
  GListModel *features = sand_scenario_get_features (scenario);
  double slop = 6.0 * sand_editor_get_pixel (editor);

  for (guint i = g_list_model_get_n_items (features); i > 0; i--)
    {
      g_autoptr(SandFeature) river = g_list_model_get_item (features, i - 1);
      const SandPoint *pts;
      guint n = 0, best_i = 0;
      double best = G_MAXDOUBLE, half, dx, dy, len, t, px, py;
      SandPoint ends[2];

      if (!sand_terrain_kind_is_watercourse (sand_feature_get_kind (river)) ||
          sand_editor_is_hidden (editor, river) ||
          !sand_feature_hit (river, x, y, slop))
        continue;

      pts = sand_feature_get_points (river, &n);
      if (pts == NULL || n < 2)
        continue;
      for (guint j = 0; j + 1 < n; j++)
        {
          double d = sand_distance_to_segment (x, y, pts[j], pts[j + 1]);
          if (d < best)
            {
              best = d;
              best_i = j;
            }
        }

      dx = pts[best_i + 1].x - pts[best_i].x;
      dy = pts[best_i + 1].y - pts[best_i].y;
      len = hypot (dx, dy);
      if (len == 0.0)
        continue;
      /* Centred on the river's line, not on the click. */
      t = CLAMP (((x - pts[best_i].x) * dx + (y - pts[best_i].y) * dy) / (len * len), 0.0, 1.0);
      px = pts[best_i].x + t * dx;
      py = pts[best_i].y + t * dy;
      half = MAX (sand_feature_get_width (river), 0.5) / 2.0 + CROSSING_OVERHANG;
      ends[0].x = px - dy / len * half;
      ends[0].y = py + dx / len * half;
      ends[1].x = px + dy / len * half;
      ends[1].y = py - dx / len * half;
      commit (self, ends, 2);
      return TRUE;
    }

  return FALSE;
}

static void
sand_tool_line_press (SandTool        *tool,
                      double           x,
                      double           y,
                      int              n_press,
                      GdkModifierType  state)
{
  SandToolLine *self = SAND_TOOL_LINE (tool);
  SandTerrainKind kind = sand_editor_get_line_kind (editor_of (self));
  SandPoint p;

  if (self->points->len == 0 && n_press == 1 &&
      (kind == SAND_TERRAIN_FORD || kind == SAND_TERRAIN_BRIDGE) &&
      place_crossing (self, x, y))
    return;

  if (n_press >= 2)
    {
      finish_line (self);
      return;
    }

  sand_editor_snap (editor_of (self), NULL, x, y, &p.x, &p.y);
  self->x = p.x;
  self->y = p.y;
  g_array_append_val (self->points, p);
}

static void
sand_tool_line_motion (SandTool        *tool,
                       double           x,
                       double           y,
                       GdkModifierType  state)
{
  SandToolLine *self = SAND_TOOL_LINE (tool);

  sand_editor_snap (editor_of (self), NULL, x, y, &self->x, &self->y);
}

static gboolean
sand_tool_line_key (SandTool        *tool,
                    guint            keyval,
                    GdkModifierType  state)
{
  SandToolLine *self = SAND_TOOL_LINE (tool);

  if (self->points->len == 0)
    return FALSE;

  switch (keyval)
    {
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
      finish_line (self);
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
sand_tool_line_cancel (SandTool *tool)
{
  g_array_set_size (SAND_TOOL_LINE (tool)->points, 0);
}

static void
sand_tool_line_draw (SandTool *tool,
                     cairo_t  *cr,
                     double    pixel)
{
  SandToolLine *self = SAND_TOOL_LINE (tool);
  g_autoptr(GArray) path = NULL;
  SandPoint p = { self->x, self->y };

  if (self->points->len == 0)
    return;

  path = g_array_copy (self->points);
  g_array_append_val (path, p);
  sand_tool_draw_path (cr, (SandPoint *) path->data, path->len, FALSE, pixel);
  for (guint i = 0; i < self->points->len; i++)
    sand_tool_draw_handle (cr, g_array_index (self->points, SandPoint, i).x,
                           g_array_index (self->points, SandPoint, i).y, pixel);
}

static const char *
sand_tool_line_get_hint (SandTool *tool)
{
  if (SAND_TOOL_LINE (tool)->points->len == 0)
    return NULL;
  return _("Click the next point · double-click or Enter ends the line · "
           "Backspace takes back a point · Esc cancels");
}

static GtkWidget *
sand_tool_line_create_options (SandTool *tool)
{
  return sand_kind_chooser_new (sand_tool_get_editor (tool), SAND_SHAPE_LINE);
}

static void
sand_tool_line_finalize (GObject *object)
{
  g_clear_pointer (&SAND_TOOL_LINE (object)->points, g_array_unref);

  G_OBJECT_CLASS (sand_tool_line_parent_class)->finalize (object);
}

static void
sand_tool_line_class_init (SandToolLineClass *klass)
{
  SandToolClass *tool_class = SAND_TOOL_CLASS (klass);

  G_OBJECT_CLASS (klass)->finalize = sand_tool_line_finalize;

  tool_class->press = sand_tool_line_press;
  tool_class->motion = sand_tool_line_motion;
  tool_class->key = sand_tool_line_key;
  tool_class->cancel = sand_tool_line_cancel;
  tool_class->draw = sand_tool_line_draw;
  tool_class->create_options = sand_tool_line_create_options;
  tool_class->get_hint = sand_tool_line_get_hint;
}

static void
sand_tool_line_init (SandToolLine *self)
{
  self->points = g_array_new (FALSE, FALSE, sizeof (SandPoint));
}

SandTool *
sand_tool_line_new (SandEditor *editor)
{
  return g_object_new (SAND_TYPE_TOOL_LINE,
                       "editor", editor,
                       "name", "line",
                       "title", _("Road, River or Obstacle (L): click the points, double-click or Enter to end; a ford or bridge clicks onto a river"),
                       "icon-name", "sand-tool-line-symbolic",
                       "accel", "l",
                       NULL);
}
