/* sand-tool-unit.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "sand-edit.h"
#include "sand-editor.h"
#include "sand-selection.h"
#include "sand-tool-unit.h"
#include "sand-unit-chooser.h"

/* Colours given to sides the editor makes (Tango blue and red, then more). */
static const char * const side_colors[] = { "#3465a4", "#a40000", "#4e9a06", "#c4a000", "#75507b" };

struct _SandToolUnit
{
  SandTool parent_instance;

  double   x;
  double   y;
  gboolean inside;
};

G_DEFINE_FINAL_TYPE (SandToolUnit, sand_tool_unit, SAND_TYPE_TOOL)

/* A table without sides gets one, so the first click already places a unit. */
static SandSide *
ensure_side (SandEditor *editor)
{
  SandScenario *scenario = sand_editor_get_scenario (editor);
  SandSide *side = sand_editor_get_side (editor);
  guint n;
  g_autofree char *id = NULL;
  g_autofree char *name = NULL;
  g_autoptr(SandSide) made = NULL;

  if (side != NULL)
    return side;

  n = g_list_model_get_n_items (sand_scenario_get_sides (scenario));
  id = sand_scenario_make_id (scenario, "side");
  /* Translators: the name of a side the editor adds; %u counts from 1. */
  name = g_strdup_printf (_("Side %u"), n + 1);
  made = sand_side_new (id, name, side_colors[n % G_N_ELEMENTS (side_colors)]);
  sand_edit_add_side (sand_editor_get_history (editor), made);
  sand_editor_set_side (editor, made);

  return made;
}

static void
sand_tool_unit_press (SandTool        *tool,
                      double           x,
                      double           y,
                      int              n_press,
                      GdkModifierType  state)
{
  SandEditor *editor = sand_tool_get_editor (tool);
  SandScenario *scenario = sand_editor_get_scenario (editor);
  SandHistory *history = sand_editor_get_history (editor);
  const char *unit_class = sand_editor_get_unit_class (editor);
  g_autoptr(SandUnit) unit = NULL;
  g_autofree char *id = NULL;
  SandSide *side;
  double sx, sy;

  if (n_press != 1)
    return;

  sand_editor_snap (editor, NULL, x, y, &sx, &sy);

  sand_history_begin_group (history, _("Place Unit"));
  side = ensure_side (editor);
  id = sand_scenario_make_id (scenario, unit_class);
  unit = sand_unit_new (id, unit_class, side, sx, sy);
  /* Units start facing across the table, towards the other half. */
  sand_unit_set_facing (unit, sy > sand_scenario_get_height (scenario) / 2.0 ? 0.0 : 180.0);
  sand_edit_add_unit (history, unit);
  sand_history_end_group (history);

  sand_selection_set (sand_editor_get_selection (editor), unit);
}

static void
sand_tool_unit_motion (SandTool        *tool,
                       double           x,
                       double           y,
                       GdkModifierType  state)
{
  SandToolUnit *self = SAND_TOOL_UNIT (tool);

  sand_editor_snap (sand_tool_get_editor (tool), NULL, x, y, &self->x, &self->y);
  self->inside = TRUE;
}

static void
sand_tool_unit_cancel (SandTool *tool)
{
  SAND_TOOL_UNIT (tool)->inside = FALSE;
}

/* A ghost of the base where the unit would stand, in the side's colour. */
static void
sand_tool_unit_draw (SandTool *tool,
                     cairo_t  *cr,
                     double    pixel)
{
  SandToolUnit *self = SAND_TOOL_UNIT (tool);
  SandSide *side = sand_editor_get_side (sand_tool_get_editor (tool));
  double r = 0.5, g = 0.5, b = 0.5;

  if (!self->inside)
    return;

  if (side != NULL)
    sand_side_get_rgb (side, &r, &g, &b);
  cairo_arc (cr, self->x, self->y, 0.5, 0, 2 * G_PI);
  cairo_set_source_rgba (cr, r, g, b, 0.35);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, r, g, b, 0.8);
  cairo_set_line_width (cr, 1.5 * pixel);
  cairo_stroke (cr);
}

static GtkWidget *
sand_tool_unit_create_options (SandTool *tool)
{
  return sand_unit_chooser_new (sand_tool_get_editor (tool));
}

static void
sand_tool_unit_class_init (SandToolUnitClass *klass)
{
  SandToolClass *tool_class = SAND_TOOL_CLASS (klass);

  tool_class->press = sand_tool_unit_press;
  tool_class->motion = sand_tool_unit_motion;
  tool_class->cancel = sand_tool_unit_cancel;
  tool_class->draw = sand_tool_unit_draw;
  tool_class->create_options = sand_tool_unit_create_options;
}

static void
sand_tool_unit_init (SandToolUnit *self)
{
}

SandTool *
sand_tool_unit_new (SandEditor *editor)
{
  return g_object_new (SAND_TYPE_TOOL_UNIT,
                       "editor", editor,
                       "name", "unit",
                       "title", _("Place Units (U): click to place one of the chosen class for the chosen side"),
                       "icon-name", "sand-tool-unit-symbolic",
                       "accel", "u",
                       NULL);
}
