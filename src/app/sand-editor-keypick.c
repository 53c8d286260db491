/* sand-editor-keypick.c: picking units with the keyboard on the canvas. Tab and
 * Shift+Tab go through the units of the current side in the scenario's order;
 * Alt+arrow picks the nearest unit in that direction (plain arrows move the
 * selection). The picked unit is selected as a click would select it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "sand-canvas.h"
#include "sand-editor-private.h"

static gboolean
is_candidate (SandEditor *self,
              SandUnit   *unit,
              gboolean    own_side)
{
  return (!own_side || self->side == NULL || sand_unit_get_side (unit) == self->side) &&
         _sand_editor_is_pickable (self, unit);
}

/* The candidate after (or before) @from in the scenario's order, wrapping; the
 * first (or last) when @from is not one. */
static SandUnit *
cycle_unit (SandEditor *self,
            SandUnit   *from,
            gboolean    backwards)
{
  GListModel *units = sand_scenario_get_units (sand_editor_get_scenario (self));
  guint       n = g_list_model_get_n_items (units);
  guint       start = n;

  for (guint i = 0; i < n && from != NULL; i++)
    {
      g_autoptr (SandUnit) unit = g_list_model_get_item (units, i);

      if (unit == from)
        start = i;
    }
  for (guint k = 1; k <= n; k++)
    {
      guint                i;
      g_autoptr (SandUnit) unit = NULL;

      if (start == n)
        i = backwards ? n - k : k - 1;
      else
        i = backwards ? (start + n - k) % n : (start + k) % n;
      unit = g_list_model_get_item (units, i);
      if (is_candidate (self, unit, TRUE))
        return unit;
    }
  return NULL;
}

SandUnit *
sand_editor_unit_toward (SandEditor *self,
                         double      x,
                         double      y,
                         double      dx,
                         double      dy,
                         SandUnit   *skip)
{
  GListModel *units;
  SandUnit   *best = NULL;
  double      best_score = G_MAXDOUBLE;

  g_return_val_if_fail (SAND_IS_EDITOR (self), NULL);

  units = sand_scenario_get_units (sand_editor_get_scenario (self));
  for (guint i = 0, n = g_list_model_get_n_items (units); i < n; i++)
    {
      g_autoptr (SandUnit) unit = g_list_model_get_item (units, i);
      double               ux = sand_unit_get_x (unit) - x, uy = sand_unit_get_y (unit) - y;
      double               along = ux * dx + uy * dy, across = fabs (ux * dy - uy * dx);
      /* Within 45 degrees of the direction; off the axis counts double. */
      double score = along + 2 * across;

      if (unit == skip || along <= 0 || across > along || !is_candidate (self, unit, FALSE))
        continue;
      if (score < best_score)
        {
          best = unit;
          best_score = score;
        }
    }
  return best;
}

/* Where a direction key starts from: the selected unit, or the middle of the view. */
static void
start_point (SandEditor *self,
             SandUnit   *selected,
             double     *x,
             double     *y)
{
  SandViewport *viewport;
  GtkWidget    *canvas = GTK_WIDGET (self->canvas);

  if (selected != NULL)
    {
      *x = sand_unit_get_x (selected);
      *y = sand_unit_get_y (selected);
      return;
    }
  viewport = sand_canvas_get_viewport (self->canvas);
  sand_viewport_widget_to_table (viewport, gtk_widget_get_width (canvas) / 2.0,
                                 gtk_widget_get_height (canvas) / 2.0, x, y);
}

gboolean
_sand_editor_key_pick (SandEditor     *self,
                       guint           keyval,
                       GdkModifierType state)
{
  gpointer  single = sand_selection_get_single (self->selection);
  SandUnit *selected = SAND_IS_UNIT (single) ? single : NULL;
  SandUnit *picked;
  double    x, y, dx = 0, dy = 0;

  if (state & GDK_CONTROL_MASK)
    return FALSE;
  switch (keyval)
    {
    case GDK_KEY_Tab:
    case GDK_KEY_KP_Tab:
    case GDK_KEY_ISO_Left_Tab:
      if (state & GDK_ALT_MASK)
        return FALSE;
      picked = cycle_unit (self, selected,
                           keyval == GDK_KEY_ISO_Left_Tab || (state & GDK_SHIFT_MASK));
      break;

    case GDK_KEY_Left:
    case GDK_KEY_Right:
    case GDK_KEY_Up:
    case GDK_KEY_Down:
      if (!(state & GDK_ALT_MASK))
        return FALSE;
      dx = keyval == GDK_KEY_Left ? -1 : keyval == GDK_KEY_Right ? 1
                                                                 : 0;
      dy = keyval == GDK_KEY_Up ? -1 : keyval == GDK_KEY_Down ? 1
                                                              : 0;
      start_point (self, selected, &x, &y);
      picked = sand_editor_unit_toward (self, x, y, dx, dy, selected);
      break;

    default:
      return FALSE;
    }

  /* Nothing to go to: the key is still the canvas's, so focus does not jump away. */
  if (picked != NULL)
    {
      sand_selection_set (self->selection, picked);
      sand_editor_queue_draw (self);
    }
  return TRUE;
}
