/* sand-edit-backdrop.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "sand-edit-backdrop.h"

/* Setting and removing: the backdrop before and after, as objects. */
typedef struct
{
  SandCommand parent;
  SandBackdrop *old_backdrop;
  SandBackdrop *new_backdrop;
} SetCommand;

static void
set_apply (SandCommand  *command,
           SandScenario *scenario)
{
  sand_scenario_set_backdrop (scenario, ((SetCommand *) command)->new_backdrop);
}

static void
set_revert (SandCommand  *command,
            SandScenario *scenario)
{
  sand_scenario_set_backdrop (scenario, ((SetCommand *) command)->old_backdrop);
}

static void
set_clear (SandCommand *command)
{
  SetCommand *self = (SetCommand *) command;

  g_clear_object (&self->old_backdrop);
  g_clear_object (&self->new_backdrop);
}

static const SandCommandClass set_command_class = { set_apply, set_revert, NULL, set_clear };

void
sand_edit_set_backdrop (SandHistory  *history,
                        SandBackdrop *backdrop)
{
  SandScenario *scenario;
  SandBackdrop *old;
  SetCommand *command;

  g_return_if_fail (SAND_IS_HISTORY (history));
  g_return_if_fail (backdrop == NULL || SAND_IS_BACKDROP (backdrop));

  scenario = sand_history_get_scenario (history);
  old = sand_scenario_get_backdrop (scenario);
  if (old == backdrop)
    return;
  command = sand_command_new (&set_command_class, sizeof *command,
                              backdrop != NULL ? _("Import Backdrop") : _("Remove Backdrop"));
  command->old_backdrop = old != NULL ? g_object_ref (old) : NULL;
  command->new_backdrop = backdrop != NULL ? g_object_ref (backdrop) : NULL;
  sand_history_perform (history, &command->parent);
}

/* Placing: the corners before and after. */
typedef struct
{
  SandCommand parent;
  SandBackdrop *backdrop;
  SandBackdropCorner old_corners[SAND_BACKDROP_MAX_CORNERS];
  guint n_old;
  SandBackdropCorner new_corners[SAND_BACKDROP_MAX_CORNERS];
  guint n_new;
} PlaceCommand;

static void
place_apply (SandCommand  *command,
             SandScenario *scenario)
{
  PlaceCommand *self = (PlaceCommand *) command;

  sand_backdrop_set_corners (self->backdrop, self->new_corners, self->n_new);
}

static void
place_revert (SandCommand  *command,
              SandScenario *scenario)
{
  PlaceCommand *self = (PlaceCommand *) command;

  sand_backdrop_set_corners (self->backdrop, self->old_corners, self->n_old);
}

static gboolean
place_merge (SandCommand *command,
             SandCommand *next)
{
  PlaceCommand *self = (PlaceCommand *) command;
  PlaceCommand *other = (PlaceCommand *) next;

  if (self->backdrop != other->backdrop)
    return FALSE;
  memcpy (self->new_corners, other->new_corners, sizeof self->new_corners);
  self->n_new = other->n_new;
  return TRUE;
}

static void
place_clear (SandCommand *command)
{
  g_clear_object (&((PlaceCommand *) command)->backdrop);
}

static const SandCommandClass place_command_class = {
  place_apply, place_revert, place_merge, place_clear,
};

void
sand_edit_place_backdrop (SandHistory              *history,
                          SandBackdrop             *backdrop,
                          const SandBackdropCorner *corners,
                          guint                     n_corners)
{
  const SandBackdropCorner *old;
  PlaceCommand *command;
  guint n_old;

  g_return_if_fail (SAND_IS_HISTORY (history));
  g_return_if_fail (SAND_IS_BACKDROP (backdrop));
  g_return_if_fail (n_corners <= SAND_BACKDROP_MAX_CORNERS);

  old = sand_backdrop_get_corners (backdrop, &n_old);
  if (n_old == n_corners && memcmp (old, corners, n_corners * sizeof *corners) == 0)
    return;
  command = sand_command_new (&place_command_class, sizeof *command, _("Place Backdrop"));
  command->backdrop = g_object_ref (backdrop);
  memcpy (command->old_corners, old, n_old * sizeof *old);
  command->n_old = n_old;
  memcpy (command->new_corners, corners, n_corners * sizeof *corners);
  command->n_new = n_corners;
  sand_history_perform (history, &command->parent);
}

void
sand_edit_move_backdrop (SandHistory  *history,
                         SandBackdrop *backdrop,
                         double        dx,
                         double        dy)
{
  SandBackdropCorner corners[SAND_BACKDROP_MAX_CORNERS];
  const SandBackdropCorner *old;
  guint n;

  g_return_if_fail (SAND_IS_BACKDROP (backdrop));

  old = sand_backdrop_get_corners (backdrop, &n);
  for (guint i = 0; i < n; i++)
    {
      corners[i] = old[i];
      corners[i].table.x += dx;
      corners[i].table.y += dy;
    }
  sand_edit_place_backdrop (history, backdrop, corners, n);
}
