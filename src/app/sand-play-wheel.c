/* sand-play-wheel.c: on the Play page a group the ruleset lets wheel (a
 * <group-move kind="wheel">, seed 002: "Each figure moving as part of a group
 * must move parallel to, or follow, the first of them that moves, and must
 * move the same distance or wheel through the same angle") wheels about the
 * end of its line the player chooses. Dragging a figure of the group round
 * that end turns the line as the pointer turns about it, or the angle is
 * typed; the figures' ghosts stand where the wheel puts them, the outer
 * figure's arc is drawn, and the read-out says its length against the move or
 * why the wheel is refused, as the engine judges it
 * (sand_move_check_group_wheel(), as sandtable-cli move --group-move WHEEL
 * --angle DEG --pivot END judges it). Let go, or "Wheel" pressed, the wheel
 * is recorded as one step, or the page says why not.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "sand-document.h"
#include "sand-edit-play.h"
#include "sand-play-describe.h"
#include "sand-play-panel-private.h"
#include "sand-reach-layer.h"
#include "sand-ruleset-groups.h"

static const char *
name_of (SandUnit *unit)
{
  return sand_unit_get_name (unit) ? sand_unit_get_name (unit) : sand_unit_get_id (unit);
}

static const SandGroupMove *
wheel_move (SandPlayPanel *self)
{
  SandRuleset *ruleset = sand_play_aid_get_ruleset (self->aid);

  return ruleset != NULL ? sand_ruleset_group_move_of_kind (ruleset, SAND_GROUP_MOVE_WHEEL) : NULL;
}

static gboolean
pivot_left (SandPlayPanel *self)
{
  return adw_combo_row_get_selected (self->pivot_row) == 1;
}

/* The angle as the engine takes it: clockwise positive, so about the
 * left-hand end, turning to the left, negative (sandtable-cli's --pivot). */
static double
signed_degrees (SandPlayPanel *self,
                double         degrees)
{
  return pivot_left (self) ? -degrees : degrees;
}

/* Wheel on, for the unit shown: the group it leads, or NULL. */
static GPtrArray *
wheeling_group (SandPlayPanel *self,
                SandUnit      *unit)
{
  const SandGroupMove *formation;

  if (!gtk_switch_get_active (self->group_switch) || !gtk_switch_get_active (self->wheel_switch) || wheel_move (self) == NULL)
    return NULL;
  return _sand_play_panel_group_of (self, unit, &formation);
}

void
_sand_play_panel_wheel_clear (SandPlayPanel *self)
{
  g_clear_pointer (&self->wheel_group, g_ptr_array_unref);
  g_clear_pointer (&self->wheel_check, sand_move_check_free);
  self->wheel_dragged = FALSE;
}

/* The ghosts, the arc and the read-out gone. */
static void
unshow (SandPlayPanel *self)
{
  SandReachLayer *layer = SAND_REACH_LAYER (self->layer);

  sand_reach_layer_set_ghosts (layer, NULL);
  sand_reach_layer_set_path (layer, NULL, FALSE);
  sand_reach_layer_set_pointer (layer, NULL, 0, 0, 0);
}

/* What the read-out says of the judged wheel. */
static char *
describe (SandPlayPanel *self,
          SandMoveCheck *check)
{
  SandLengthUnit   unit = sand_play_aid_get_length_unit (self->aid);
  SandUnit        *lead = g_ptr_array_index (self->wheel_group, 0);
  SandGroupWheel  *w = check->wheel;
  g_autofree char *arc = sand_length_format (w->arc, unit);
  g_autofree char *allowance = NULL;

  if (!check->allowed)
    /* Translators: the lead figure's name, the degrees and why the engine
     * refuses the wheel ("Wheeling 90°, the outer figure (c) moves 9.42 in,
     * more than the move of 6 in") */
    return g_strdup_printf (_ ("%s's group cannot wheel %g°: %s"), name_of (lead), fabs (w->degrees), check->reason);
  allowance = sand_length_format (check->allowance, unit);
  if (w->degrees < 0)
    /* Translators: the degrees, the figure at the pivot, the outer figure,
     * the length of its arc and the move ("1.8 in of 4 in") */
    return g_strdup_printf (_ ("Wheeling %g° about the left end (%s): the outer figure (%s) moves %s of %s"),
                            fabs (w->degrees), name_of (g_ptr_array_index (self->wheel_group, w->pivot)),
                            name_of (g_ptr_array_index (self->wheel_group, w->outer)), arc, allowance);
  /* Translators: the degrees, the figure at the pivot, the outer figure, the
   * length of its arc and the move ("1.8 in of 4 in") */
  return g_strdup_printf (_ ("Wheeling %g° about the right end (%s): the outer figure (%s) moves %s of %s"),
                          fabs (w->degrees), name_of (g_ptr_array_index (self->wheel_group, w->pivot)),
                          name_of (g_ptr_array_index (self->wheel_group, w->outer)), arc, allowance);
}

/* Judges the wheel of the group through @degrees (toward the pivot's side)
 * and shows it: every figure's ghost where it ends, the outer figure's arc,
 * and the read-out on the page and beside the pointer at @at (NULL: at the
 * outer figure's end). */
static void
show (SandPlayPanel   *self,
      double           degrees,
      const SandPoint *at)
{
  SandScenario      *scenario = sand_play_aid_get_scenario (self->aid);
  SandRuleset       *ruleset = sand_play_aid_get_ruleset (self->aid);
  SandReachLayer    *layer = SAND_REACH_LAYER (self->layer);
  g_autoptr (GError) error = NULL;
  g_autoptr (GArray) ghosts = NULL;
  g_autoptr (GArray) arc = NULL;
  g_autofree char   *text = NULL;

  g_clear_pointer (&self->wheel_check, sand_move_check_free);
  if (self->wheel_group == NULL || scenario == NULL || ruleset == NULL || degrees == 0)
    {
      unshow (self);
      return;
    }
  self->wheel_check = sand_move_check_group_wheel (scenario, ruleset, (SandUnit *const *) self->wheel_group->pdata,
                                                   self->wheel_group->len, wheel_move (self),
                                                   sand_play_aid_get_mode_id (self->aid),
                                                   signed_degrees (self, degrees), &error);
  if (self->wheel_check == NULL)
    {
      unshow (self);
      gtk_label_set_label (self->pointer_label, error->message);
      return;
    }
  ghosts = g_array_new (FALSE, FALSE, sizeof (double));
  for (guint i = 0; i < self->wheel_group->len; i++)
    {
      SandPoint end = g_array_index (self->wheel_check->group_to, SandPoint, i);
      double    g[3] = { end.x, end.y, sand_unit_get_radius (g_ptr_array_index (self->wheel_group, i)) };

      g_array_append_vals (ghosts, g, 3);
    }
  arc = sand_group_wheel_arc (self->wheel_check->wheel, self->wheel_check->wheel->corner);
  text = describe (self, self->wheel_check);
  if (at == NULL)
    at = &g_array_index (self->wheel_check->group_to, SandPoint, self->wheel_check->wheel->outer);
  sand_reach_layer_set_path (layer, arc, self->wheel_check->allowed);
  sand_reach_layer_set_ghosts (layer, ghosts);
  sand_reach_layer_set_pointer (layer, text, at->x, at->y, self->wheel_check->allowed ? 1 : 0);
  gtk_label_set_label (self->pointer_label, text);
}

/* The angle typed: the wheel shown from where the group stands, the read-out
 * at the outer figure's arc's end. */
static void
angle_changed_cb (SandPlayPanel *self)
{
  if (self->wheel_setting || self->wheel_dragged)
    return;
  g_clear_pointer (&self->wheel_group, g_ptr_array_unref);
  self->wheel_group = wheeling_group (self, sand_play_aid_get_unit (self->aid));
  show (self, gtk_spin_button_get_value (self->angle_spin), NULL);
}

/* The angle back to none, the wheel made or let go. */
static void
reset_angle (SandPlayPanel *self)
{
  self->wheel_setting = TRUE;
  gtk_spin_button_set_value (self->angle_spin, 0);
  self->wheel_setting = FALSE;
}

/* Records the wheel judged, or says why not; TRUE when recorded. */
static gboolean
commit (SandPlayPanel *self,
        gboolean       outside)
{
  SandScenario    *scenario = sand_play_aid_get_scenario (self->aid);
  SandRuleset     *ruleset = sand_play_aid_get_ruleset (self->aid);
  SandHistory     *history = sand_document_get_history (sand_window_get_document (self->window));
  SandMoveCheck   *check = self->wheel_check;
  SandUnit        *lead;
  SandPlayEntry   *entry;
  g_autofree char *text = NULL, *title = NULL;

  unshow (self);
  if (check == NULL || self->wheel_group == NULL || scenario == NULL || ruleset == NULL || history == NULL)
    return FALSE;
  lead = g_ptr_array_index (self->wheel_group, 0);
  if (!check->allowed && !outside)
    {
      text = describe (self, check);
      /* Translators: the lead figure's name and the degrees; a toast, whose
       * "Details" say why */
      title = g_strdup_printf (_ ("%s's group cannot wheel %g°"), name_of (lead), fabs (check->wheel->degrees));
      _sand_play_panel_group_refusal (self, title, text, check->reason);
      return FALSE;
    }
  sand_move_check_record_group (check, history, ruleset, (SandUnit *const *) self->wheel_group->pdata,
                                self->wheel_group->len, outside);
  entry = sand_play_get_log_entry (sand_scenario_get_play (scenario),
                                   g_list_model_get_n_items (sand_play_get_log (sand_scenario_get_play (scenario))) - 1);
  text = sand_play_entry_describe (entry, scenario, ruleset, sand_play_aid_get_length_unit (self->aid));
  gtk_label_set_label (self->pointer_label, text);
  return TRUE;
}

static void
wheel_clicked_cb (SandPlayPanel *self)
{
  self->wheel_dragged = FALSE;
  angle_changed_cb (self);
  if (commit (self, FALSE))
    reset_angle (self);
  _sand_play_panel_wheel_clear (self);
}

/* The pointer's bearing from the centre, degrees clockwise (the table's y
 * runs down). */
static double
bearing (SandPlayPanel *self,
         double         x,
         double         y)
{
  return atan2 (y - self->wheel_centre.y, x - self->wheel_centre.x) * 180 / G_PI;
}

gboolean
_sand_play_panel_wheel_begin (SandPlayPanel *self,
                              SandUnit      *unit,
                              double         x,
                              double         y)
{
  SandRuleset               *ruleset = sand_play_aid_get_ruleset (self->aid);
  SandScenario              *scenario = sand_play_aid_get_scenario (self->aid);
  g_autofree SandPoint      *starts = NULL;
  g_autoptr (SandGroupWheel) geometry = NULL;

  /* a wheel typed and not made is let go */
  if (self->wheel_group != NULL)
    unshow (self);
  _sand_play_panel_wheel_clear (self);
  if (ruleset == NULL || (self->wheel_group = wheeling_group (self, sand_play_aid_get_unit (self->aid))) == NULL)
    return FALSE;
  if (!g_ptr_array_find (self->wheel_group, unit, NULL))
    {
      _sand_play_panel_wheel_clear (self);
      return FALSE;
    }
  /* about the pivot's front corner, as the group stands at the start of its
   * move: where the engine measures the wheel from */
  starts = g_new (SandPoint, self->wheel_group->len);
  for (guint i = 0; i < self->wheel_group->len; i++)
    starts[i] = sand_play_get_anchor (scenario, ruleset, g_ptr_array_index (self->wheel_group, i));
  geometry = sand_group_wheel_of_units ((SandUnit *const *) self->wheel_group->pdata, starts, self->wheel_group->len,
                                        signed_degrees (self, 1));
  self->wheel_centre = geometry->centre;
  self->wheel_grab = bearing (self, x, y);
  self->wheel_turned = 0;
  self->wheel_dragged = TRUE;
  return TRUE;
}

void
_sand_play_panel_wheel_update (SandPlayPanel *self,
                               double         x,
                               double         y)
{
  double now, step, degrees;

  if (!self->wheel_dragged)
    return;
  /* unwrapped, so a wheel may go past 180° */
  now = bearing (self, x, y);
  step = remainder (now - (self->wheel_grab + self->wheel_turned), 360);
  self->wheel_turned += step;
  /* toward the pivot's side only, in whole degrees, as the angle is typed */
  degrees = CLAMP (round (signed_degrees (self, self->wheel_turned)), 0, 360);
  self->wheel_setting = TRUE;
  gtk_spin_button_set_value (self->angle_spin, degrees);
  self->wheel_setting = FALSE;
  show (self, degrees, &(SandPoint) { x, y });
}

void
_sand_play_panel_wheel_end (SandPlayPanel *self,
                            gboolean       outside)
{
  if (self->wheel_dragged && commit (self, outside))
    reset_angle (self);
  _sand_play_panel_wheel_clear (self);
}

void
_sand_play_panel_refresh_wheel (SandPlayPanel *self)
{
  const SandGroupMove  *formation;
  g_autoptr (GPtrArray) group = _sand_play_panel_group_of (self, sand_play_aid_get_unit (self->aid), &formation);
  gboolean              offered = group != NULL && wheel_move (self) != NULL;
  gboolean              on = offered && gtk_switch_get_active (self->group_switch);

  gtk_widget_set_visible (GTK_WIDGET (self->wheel_row), on);
  on = on && gtk_switch_get_active (self->wheel_switch);
  gtk_widget_set_visible (GTK_WIDGET (self->pivot_row), on);
  gtk_widget_set_visible (GTK_WIDGET (self->angle_row), on);
  if (self->wheel_dragged)
    return;
  if (!on)
    {
      if (self->wheel_group != NULL)
        unshow (self);
      _sand_play_panel_wheel_clear (self);
    }
  else if (self->wheel_group != NULL)
    /* a wheel typed: shown for the group of the unit shown now */
    angle_changed_cb (self);
}

void
_sand_play_panel_setup_wheel (SandPlayPanel *self)
{
  g_signal_connect_swapped (self->wheel_switch, "notify::active", G_CALLBACK (_sand_play_panel_refresh_wheel), self);
  g_signal_connect_swapped (self->pivot_row, "notify::selected", G_CALLBACK (angle_changed_cb), self);
  g_signal_connect_swapped (self->angle_spin, "value-changed", G_CALLBACK (angle_changed_cb), self);
  g_signal_connect_swapped (self->wheel_button, "clicked", G_CALLBACK (wheel_clicked_cb), self);
}

void
sand_play_panel_set_wheel (SandPlayPanel *self,
                           gboolean       wheel,
                           gboolean       pivot_left)
{
  g_return_if_fail (SAND_IS_PLAY_PANEL (self));

  adw_combo_row_set_selected (self->pivot_row, pivot_left ? 1 : 0);
  gtk_switch_set_active (self->wheel_switch, wheel);
}

gboolean
sand_play_panel_get_wheel_offered (SandPlayPanel *self)
{
  g_return_val_if_fail (SAND_IS_PLAY_PANEL (self), FALSE);

  return gtk_widget_get_visible (GTK_WIDGET (self->wheel_row));
}

void
sand_play_panel_set_wheel_angle (SandPlayPanel *self,
                                 double         degrees)
{
  g_return_if_fail (SAND_IS_PLAY_PANEL (self));

  gtk_spin_button_set_value (self->angle_spin, degrees);
}
