/* sand-play-move.c: on the Play page a drag is a move. Released, it is judged by
 * the turn's rules and the reach from where the unit began its move
 * (sand_move_check(), as sandtable-cli move judges it) and recorded in the game's
 * log as one undoable step; refused, the unit goes back where it was and the
 * page says why. Ctrl held on release, or "Place Anyway" on the refusal's notice,
 * places it all the same, logged as outside the rules.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "sand-document.h"
#include "sand-edit-property.h"
#include "sand-move-check.h"
#include "sand-play-describe.h"
#include "sand-play-panel-private.h"

static void
say (SandPlayPanel *self,
     const char    *text)
{
  gtk_label_set_label (self->pointer_label, text);
}

static const char *
name_of (SandUnit *unit)
{
  return sand_unit_get_name (unit) ? sand_unit_get_name (unit) : sand_unit_get_id (unit);
}

/* The model of @unit's own team (its unit, M42's sense) @check was refused
 * ending on, or NULL: seed 004's models "pass through each other freely and
 * never end on top of one another". */
static SandUnit *
ended_on_own_unit (SandScenario  *scenario,
                   SandUnit      *unit,
                   SandMoveCheck *check)
{
  SandUnit *other;

  if (check->why == NULL || check->why->rule != SAND_REASON_FRIEND_BENEATH || check->why->id == NULL
      || sand_unit_get_team (unit) == NULL || (other = sand_scenario_find_unit (scenario, check->why->id)) == NULL)
    return NULL;
  return sand_unit_get_side (other) == sand_unit_get_side (unit)
             && g_strcmp0 (sand_unit_get_team (other), sand_unit_get_team (unit)) == 0
           ? other
           : NULL;
}

/* Offers to place the refused move anyway. */
static void
show_refusal (SandPlayPanel *self,
              SandUnit      *unit,
              double         x,
              double         y,
              SandMoveCheck *check)
{
  SandUnit *beneath = ended_on_own_unit (sand_play_aid_get_scenario (self->aid), unit, check);
  AdwToast *toast;
  g_autofree char *title = NULL;

  g_free (self->refused_unit);
  self->refused_unit = g_strdup (sand_unit_get_id (unit));
  self->refused_x = x;
  self->refused_y = y;
  if (beneath != NULL)
    /* Translators: two models' names, of one unit */
    title = g_strdup_printf (_("%s cannot end on %s: models of one unit pass through each other but never end "
                               "on one another"),
                             name_of (unit), name_of (beneath));
  else
    /* Translators: a unit's name and why the rules refuse its move */
    title = g_strdup_printf (_("%s cannot move there: %s"), name_of (unit), check->reason);
  say (self, title);
  toast = adw_toast_new (title);
  adw_toast_set_button_label (toast, _("Place _Anyway"));
  adw_toast_set_action_name (toast, "win.place-anyway");
  adw_toast_set_timeout (toast, 8);
  adw_toast_overlay_add_toast (self->window->toast_overlay, toast);
}

gboolean
_sand_play_panel_make_move (SandPlayPanel *self,
                            SandUnit      *unit,
                            double         x,
                            double         y,
                            gboolean       outside)
{
  SandScenario *scenario = sand_play_aid_get_scenario (self->aid);
  SandRuleset *ruleset = sand_play_aid_get_ruleset (self->aid);
  SandHistory *history = sand_document_get_history (sand_window_get_document (self->window));
  g_autoptr (SandMoveCheck) check = NULL;
  g_autoptr (GError) error = NULL;
  SandPlayEntry *entry;
  g_autofree char *text = NULL;

  g_clear_pointer (&self->refused_unit, g_free);
  if (scenario == NULL || history == NULL || sand_history_get_scenario (history) != scenario)
    return FALSE;
  if (ruleset == NULL)
    {
      /* No rules to judge by: the unit is put where it was dropped. */
      sand_edit_move_unit (history, unit, x, y);
      return TRUE;
    }
  check = sand_move_check (scenario, ruleset, unit, sand_play_aid_get_mode_id (self->aid), x, y, &error);
  if (check == NULL)
    {
      say (self, error->message);
      sand_window_show_toast (self->window, error->message);
      return FALSE;
    }
  if (!check->allowed && !outside)
    {
      show_refusal (self, unit, x, y, check);
      return FALSE;
    }
  entry = sand_move_check_record (check, history, ruleset, unit, outside);
  text = sand_play_entry_describe (entry, scenario, ruleset, sand_play_aid_get_length_unit (self->aid));
  say (self, text);
  return TRUE;
}

static void
place_anyway_activated (GSimpleAction *action,
                        GVariant      *parameter,
                        gpointer       user_data)
{
  SandPlayPanel *self = user_data;
  SandScenario *scenario = sand_play_aid_get_scenario (self->aid);
  SandUnit *unit;

  if (self->refused_unit == NULL || scenario == NULL)
    return;
  unit = sand_scenario_find_unit (scenario, self->refused_unit);
  if (unit != NULL)
    _sand_play_panel_make_move (self, unit, self->refused_x, self->refused_y, TRUE);
}

void
_sand_play_panel_add_move_actions (SandPlayPanel *self)
{
  const GActionEntry entries[] = {
    { "place-anyway", place_anyway_activated },
  };

  g_action_map_add_action_entries (G_ACTION_MAP (self->window), entries, G_N_ELEMENTS (entries), self);
}
