/* sand-tool-measure.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include <glib/gi18n.h>

#include "sand-editor.h"
#include "sand-tool-measure.h"
#include "sand-hex-grid.h"

struct _SandToolMeasure
{
  SandTool  parent_instance;

  SandPoint from;
  SandPoint to;
  gboolean  shown;
};

G_DEFINE_FINAL_TYPE (SandToolMeasure, sand_tool_measure, SAND_TYPE_TOOL)

static void
sand_tool_measure_press (SandTool        *tool,
                         double           x,
                         double           y,
                         int              n_press,
                         GdkModifierType  state)
{
  SandToolMeasure *self = SAND_TOOL_MEASURE (tool);

  sand_editor_snap (sand_tool_get_editor (tool), NULL, x, y, &self->from.x, &self->from.y);
  self->to = self->from;
  self->shown = TRUE;
}

static void
sand_tool_measure_motion (SandTool        *tool,
                          double           x,
                          double           y,
                          GdkModifierType  state)
{
  SandToolMeasure *self = SAND_TOOL_MEASURE (tool);

  /* The ruler stays where it was left until the next press. */
  if (state & GDK_BUTTON1_MASK)
    sand_editor_snap (sand_tool_get_editor (tool), NULL, x, y, &self->to.x, &self->to.y);
}

static void
sand_tool_measure_cancel (SandTool *tool)
{
  SAND_TOOL_MEASURE (tool)->shown = FALSE;
}

char *
sand_tool_measure_get_text (SandToolMeasure *self)
{
  SandEditor *editor = sand_tool_get_editor (SAND_TOOL (self));
  SandScenario *scenario = sand_editor_get_scenario (editor);
  g_autofree char *inches = sand_editor_format_length (editor, sand_tool_measure_get_length (self));
  g_autofree char *hexes = NULL;
  SandHexGrid grid;
  int n;

  if (scenario == NULL || !sand_hex_grid_from_scenario (&grid, scenario))
    return g_steal_pointer (&inches);
  n = sand_hex_distance (sand_hex_grid_hex_at (&grid, self->from.x, self->from.y),
                         sand_hex_grid_hex_at (&grid, self->to.x, self->to.y));
  hexes = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d hex", "%d hexes", n), n);
  /* Translators: a ruler's length on a hex table, the hexes between its ends
   * and then its length, "3 hexes (12 in)" */
  return g_strdup_printf (_("%s (%s)"), hexes, inches);
}

static void
sand_tool_measure_draw (SandTool *tool,
                        cairo_t  *cr,
                        double    pixel)
{
  SandToolMeasure *self = SAND_TOOL_MEASURE (tool);
  SandPoint line[2] = { self->from, self->to };
  g_autofree char *text = NULL;

  if (!self->shown)
    return;

  sand_tool_draw_path (cr, line, 2, FALSE, pixel);
  sand_tool_draw_handle (cr, self->from.x, self->from.y, pixel);
  sand_tool_draw_handle (cr, self->to.x, self->to.y, pixel);

  text = sand_tool_measure_get_text (self);
  sand_tool_draw_label (cr, self->to.x + 8.0 * pixel, self->to.y - 8.0 * pixel, text, pixel);
}

static void
sand_tool_measure_class_init (SandToolMeasureClass *klass)
{
  SandToolClass *tool_class = SAND_TOOL_CLASS (klass);

  tool_class->press = sand_tool_measure_press;
  tool_class->motion = sand_tool_measure_motion;
  tool_class->cancel = sand_tool_measure_cancel;
  tool_class->draw = sand_tool_measure_draw;
}

static void
sand_tool_measure_init (SandToolMeasure *self)
{
}

SandTool *
sand_tool_measure_new (SandEditor *editor)
{
  return g_object_new (SAND_TYPE_TOOL_MEASURE,
                       "editor", editor,
                       "name", "measure",
                       "title", _("Measure (M): drag a ruler across the table"),
                       "icon-name", "sand-tool-measure-symbolic",
                       "accel", "m",
                       NULL);
}

double
sand_tool_measure_get_length (SandToolMeasure *self)
{
  g_return_val_if_fail (SAND_IS_TOOL_MEASURE (self), 0.0);

  if (!self->shown)
    return 0.0;

  return hypot (self->to.x - self->from.x, self->to.y - self->from.y);
}
