/* sand-play-group.c: on the Play page a figure of a group (the figures of one
 * side that share a team, as the ruleset's <groups> reads them) may move the
 * group: "Move as Group" on, a drag carries the lead and the others' ghosts
 * follow by the same translation; let go, the move is judged for the whole
 * group as sandtable-cli move --group judges it (sand_move_check_group_reducing():
 * a formation refused goes as the ruleset's column where its <frontage reduce>
 * allows it, and the page says so) and recorded as one step, or all go back
 * and the page says why.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "sand-document.h"
#include "sand-move-group.h"
#include "sand-move-check.h"
#include "sand-play-describe.h"
#include "sand-play-panel-private.h"
#include "sand-ruleset-groups.h"
#include "sand-terrain-kind.h"

/* The group move a drag makes: the ruleset's formation, else its column. */
static const SandGroupMove *
group_move (SandRuleset *ruleset)
{
  const SandGroupMove *move = sand_ruleset_group_move_of_kind (ruleset, SAND_GROUP_MOVE_FORMATION);

  return move != NULL ? move : sand_ruleset_group_move_of_kind (ruleset, SAND_GROUP_MOVE_COLUMN);
}

GPtrArray *
_sand_play_panel_group_of (SandPlayPanel        *self,
                           SandUnit             *unit,
                           const SandGroupMove **move)
{
  SandScenario *scenario = sand_play_aid_get_scenario (self->aid);
  SandRuleset  *ruleset = sand_play_aid_get_ruleset (self->aid);
  GListModel   *units;
  GPtrArray    *group;
  const char   *team;

  *move = NULL;
  if (unit == NULL || scenario == NULL || ruleset == NULL || (team = sand_unit_get_team (unit)) == NULL || (*move = group_move (ruleset)) == NULL)
    return NULL;
  /* the lead first, the others in the file's order */
  group = g_ptr_array_new_with_free_func (g_object_unref);
  g_ptr_array_add (group, g_object_ref (unit));
  units = sand_scenario_get_units (scenario);
  for (guint i = 0; i < g_list_model_get_n_items (units); i++)
    {
      g_autoptr (SandUnit) other = g_list_model_get_item (units, i);

      if (other != unit && sand_unit_get_side (other) == sand_unit_get_side (unit) && g_strcmp0 (sand_unit_get_team (other), team) == 0)
        g_ptr_array_add (group, g_object_ref (other));
    }
  if (group->len < 2)
    g_clear_pointer (&group, g_ptr_array_unref);
  return group;
}

static void
refusal_details_cb (AdwToast      *toast,
                    SandPlayPanel *self)
{
  AdwMessageDialog *dialog;

  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self->window), adw_toast_get_title (toast),
                                                       g_object_get_data (G_OBJECT (toast), "reason")));
  adw_message_dialog_add_response (dialog, "close", _ ("_Close"));
  adw_message_dialog_set_default_response (dialog, "close");
  adw_message_dialog_set_close_response (dialog, "close");
  gtk_window_present (GTK_WINDOW (dialog));
}

void
_sand_play_panel_group_refusal (SandPlayPanel *self,
                                const char    *title,
                                const char    *text,
                                const char    *reason)
{
  AdwToast *toast;

  gtk_label_set_label (self->pointer_label, text);
  toast = adw_toast_new (title);
  g_object_set_data_full (G_OBJECT (toast), "reason", g_strdup (reason), g_free);
  adw_toast_set_button_label (toast, _ ("_Details"));
  adw_toast_set_timeout (toast, 8);
  g_signal_connect_object (toast, "button-clicked", G_CALLBACK (refusal_details_cb), self, 0);
  adw_toast_overlay_add_toast (self->window->toast_overlay, toast);
}

/* A group's move refused, said for @lead. */
static void
show_refusal (SandPlayPanel *self,
              SandUnit      *lead,
              const char    *reason)
{
  const char      *name = sand_unit_get_name (lead) ? sand_unit_get_name (lead) : sand_unit_get_id (lead);
  g_autofree char *text = NULL, *title = NULL;

  /* Translators: the lead figure's name and why the group cannot move there */
  text = g_strdup_printf (_ ("%s's group cannot move there: %s"), name, reason);
  /* Translators: the lead figure's name; a toast, whose "Details" say why */
  title = g_strdup_printf (_ ("%s's group cannot move there"), name);
  _sand_play_panel_group_refusal (self, title, text, reason);
}

/* A formation that went as a column says so, and what for (@reduced: "column",
 * "gap", or the kind of line its way followed, sand-group-frontage.h). */
static char *
describe_reduced (SandUnit   *lead,
                  const char *reduced)
{
  const char     *name = sand_unit_get_name (lead) ? sand_unit_get_name (lead) : sand_unit_get_id (lead);
  SandTerrainKind kind = sand_terrain_kind_from_string (reduced);

  if (g_str_equal (reduced, "column"))
    /* Translators: the lead figure's name; a formation the rules ask a column of */
    return g_strdup_printf (_ ("%s's group moved reduced to a column, as the rules require there"), name);
  if (g_str_equal (reduced, "gap"))
    /* Translators: the lead figure's name; a formation too wide for a gap */
    return g_strdup_printf (_ ("%s's group moved reduced to a column to pass a gap"), name);
  /* Translators: the lead figure's name and the kind of line its way followed ("Road") */
  return g_strdup_printf (_ ("%s's group moved reduced to a column, following a line of %s"), name,
                          kind != SAND_TERRAIN_INVALID ? sand_terrain_kind_get_label (kind) : reduced);
}

void
_sand_play_panel_refresh_group (SandPlayPanel *self)
{
  const SandGroupMove  *move;
  g_autoptr (GPtrArray) group = _sand_play_panel_group_of (self, sand_play_aid_get_unit (self->aid), &move);
  g_autofree char      *subtitle = NULL;

  gtk_widget_set_visible (GTK_WIDGET (self->group_row), group != NULL);
  _sand_play_panel_refresh_wheel (self);
  /* "Move as Group" on: the bands are the group's reach */
  if (group != NULL && gtk_switch_get_active (self->group_switch))
    sand_play_aid_set_group (self->aid, group, move->id, NULL);
  else
    sand_play_aid_set_group (self->aid, NULL, NULL, NULL);
  if (group == NULL)
    return;
  /* Translators: the team's name, how many figures, and the ruleset's name of
   * the group move ("In formation") */
  subtitle = g_strdup_printf (ngettext ("Team %s, %u figure, %s", "Team %s, %u figures, %s", group->len),
                              sand_unit_get_team (g_ptr_array_index (group, 0)), group->len, move->name);
  adw_action_row_set_subtitle (self->group_row, subtitle);
}

gboolean
_sand_play_panel_group_begin (SandPlayPanel *self,
                              SandUnit      *lead)
{
  const SandGroupMove *move;

  g_clear_pointer (&self->group, g_ptr_array_unref);
  g_clear_pointer (&self->group_from, g_array_unref);
  if (!gtk_switch_get_active (self->group_switch) || (self->group = _sand_play_panel_group_of (self, lead, &move)) == NULL)
    return FALSE;
  self->group_from = g_array_sized_new (FALSE, FALSE, sizeof (SandPoint), self->group->len);
  for (guint i = 0; i < self->group->len; i++)
    {
      SandUnit *u = g_ptr_array_index (self->group, i);
      SandPoint p = { sand_unit_get_x (u), sand_unit_get_y (u) };

      g_array_append_val (self->group_from, p);
    }
  /* carried, the lead's start stays where the bands are measured from */
  sand_play_aid_set_group (self->aid, self->group, move->id, self->group_from);
  return TRUE;
}

/* The others' ghosts where the lead at (@x, @y) puts them: moved with it in
 * formation, or where the column following its way ends (sand_group_ends, as
 * move --group places them) where the read-out says the drop goes as a
 * column. */
void
_sand_play_panel_group_follow (SandPlayPanel *self,
                               double         x,
                               double         y)
{
  g_autoptr (GArray) ghosts = NULL;
  g_autoptr (GArray) ends = NULL;
  g_autoptr (GArray) here = NULL;

  if (self->group == NULL)
    return;
  if (self->group_column_way != NULL)
    ends = sand_group_ends ((const SandPoint *) (void *) self->group_from->data, self->group->len,
                            SAND_GROUP_MOVE_COLUMN, self->group_column_way);
  else
    {
      /* in formation only the lead's end counts */
      here = g_array_new (FALSE, FALSE, sizeof (SandPoint));
      g_array_append_val (here, ((SandPoint) { x, y }));
      ends = sand_group_ends ((const SandPoint *) (void *) self->group_from->data, self->group->len,
                              SAND_GROUP_MOVE_FORMATION, here);
    }
  ghosts = g_array_new (FALSE, FALSE, sizeof (double));
  for (guint i = 1; i < self->group->len; i++)
    {
      SandPoint at = g_array_index (ends, SandPoint, i);
      double    g[3] = { at.x, at.y, sand_unit_get_radius (g_ptr_array_index (self->group, i)) };

      g_array_append_vals (ghosts, g, 3);
    }
  sand_reach_layer_set_ghosts (SAND_REACH_LAYER (self->layer), ghosts);
}

gboolean
_sand_play_panel_group_end (SandPlayPanel *self,
                            double         x,
                            double         y,
                            gboolean       outside)
{
  SandScenario             *scenario = sand_play_aid_get_scenario (self->aid);
  SandRuleset              *ruleset = sand_play_aid_get_ruleset (self->aid);
  SandHistory              *history = sand_document_get_history (sand_window_get_document (self->window));
  g_autoptr (GPtrArray)     group = g_steal_pointer (&self->group);
  g_autoptr (SandMoveCheck) check = NULL;
  g_autoptr (GError)        error = NULL;
  const SandGroupMove      *move;
  SandPlayEntry            *entry;
  g_autofree char          *text = NULL;

  g_clear_pointer (&self->group_from, g_array_unref);
  sand_reach_layer_set_ghosts (SAND_REACH_LAYER (self->layer), NULL);
  if (group == NULL || scenario == NULL || ruleset == NULL || history == NULL || (move = group_move (ruleset)) == NULL)
    return FALSE;
  /* let go, the group's bands are measured from where it stands */
  sand_play_aid_set_group (self->aid, group, move->id, NULL);
  /* let go where it began: no move */
  if (x == sand_unit_get_x (g_ptr_array_index (group, 0)) && y == sand_unit_get_y (g_ptr_array_index (group, 0)))
    return FALSE;
  check = sand_move_check_group_reducing (scenario, ruleset, (SandUnit *const *) group->pdata, group->len, move,
                                          sand_play_aid_get_mode_id (self->aid), x, y, &error);
  if (check == NULL)
    {
      gtk_label_set_label (self->pointer_label, error->message);
      sand_window_show_toast (self->window, error->message);
      return FALSE;
    }
  if (!check->allowed && !outside)
    {
      show_refusal (self, g_ptr_array_index (group, 0), check->reason);
      return FALSE;
    }
  sand_move_check_record_group (check, history, ruleset, (SandUnit *const *) group->pdata, group->len, outside);
  entry = sand_play_get_log_entry (sand_scenario_get_play (scenario),
                                   g_list_model_get_n_items (sand_play_get_log (sand_scenario_get_play (scenario))) - 1);
  text = sand_play_entry_describe (entry, scenario, ruleset, sand_play_aid_get_length_unit (self->aid));
  if (check->reduced != NULL)
    {
      g_autofree char *reduced = describe_reduced (g_ptr_array_index (group, 0), check->reduced);
      g_autofree char *both = g_strdup_printf ("%s\n%s", reduced, text);

      sand_window_show_toast (self->window, reduced);
      gtk_label_set_label (self->pointer_label, both);
    }
  else
    gtk_label_set_label (self->pointer_label, text);
  return TRUE;
}
