/* sand-play-private.h: what core's reader, writer and play edits change in a
 * SandPlay. Views read it through sand-play.h; every change of a scenario's play
 * goes through sand-edit-play.h, so it can be undone.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-dice-roller.h"
#include "sand-play.h"

G_BEGIN_DECLS

/* Everything of the play state but the log, copied whole by an edit (a few
 * dozen small records at most) so that undo puts it back exactly. */
typedef struct
{
  int        turn;
  gboolean   begun;
  /* the players say this turn's visibility is poor (seed 002: a group then
   * moves in column) */
  gboolean   poor_visibility;
  gboolean   seeded;
  SandDiceRoller dice;
  GStrv      initiative;
  GPtrArray *deck;      /* SandPlayEntry "card" */
  guint      drawn;
  GPtrArray *commands;  /* SandPlayEntry "command" */
  GPtrArray *tasks;     /* SandPlayEntry "task" */
} SandPlayState;

SandPlayState *_sand_play_state_copy  (const SandPlayState *state);
void           _sand_play_state_free  (SandPlayState       *state);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (SandPlayState, _sand_play_state_free)

/* A copy of the current state, to change and set back. */
SandPlayState *_sand_play_get_state   (SandPlay            *self);
/* Takes a copy of @state. */
void           _sand_play_set_state   (SandPlay            *self,
                                       const SandPlayState *state);

/* Appends @entries (SandPlayEntry, referenced) to the log; drops the last @n. */
void           _sand_play_append_log  (SandPlay            *self,
                                       GPtrArray           *entries);
void           _sand_play_drop_log    (SandPlay            *self,
                                       guint                n);

/* The index of the entry in the command's list of @command, -1 when none. */
int            _sand_play_state_find_command (const SandPlayState *state,
                                              const char          *command);

G_END_DECLS
