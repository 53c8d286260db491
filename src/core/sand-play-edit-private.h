/* sand-play-edit-private.h: how core's play edits (turn, deck, dice, moves) make
 * one undoable step: a working copy of the play state and the log entries to
 * add, performed together at the end through the scenario's history.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-edit-play.h"
#include "sand-play-private.h"
#include "sand-ruleset-private.h"

G_BEGIN_DECLS

typedef struct
{
  SandHistory             *history;
  SandScenario            *scenario;
  SandPlay                *play;
  SandRuleset             *ruleset;   /* may be NULL: the default procedure */
  const SandTurnProcedure *turn;
  SandPlayState           *state;     /* the working copy */
  GPtrArray               *entries;   /* SandPlayEntry to append to the log */
} SandPlayEdit;

/* Opens a history group named @label and copies the state. */
void           _sand_play_edit_begin   (SandPlayEdit       *edit,
                                        SandHistory        *history,
                                        SandRuleset        *ruleset,
                                        const char         *label);
/* Performs the state and the new entries (what changed) and closes the group. */
void           _sand_play_edit_commit  (SandPlayEdit       *edit);
/* Closes the group without performing the state; for a refusal found before any
 * edit was made. */
void           _sand_play_edit_cancel  (SandPlayEdit       *edit);

/* A new log entry of @kind for the working turn, appended (borrowed). */
SandPlayEntry *_sand_play_edit_log     (SandPlayEdit       *edit,
                                        const char         *kind);
/* The 1-based position @entry (one of the new entries) will have in the log. */
guint          _sand_play_edit_position (SandPlayEdit      *edit,
                                         SandPlayEntry     *entry);
/* Rolls @dice (seeding the generator first if it never was) and logs it as
 * dice=@dice_text (NULL: the expression written plainly); the entry is
 * returned for the caller to say what for. Clear @roll after. */
SandPlayEntry *_sand_play_edit_roll    (SandPlayEdit       *edit,
                                        const SandDice     *dice,
                                        guint               directions,
                                        const char         *dice_text,
                                        SandDiceRoll       *roll);
/* Seeds the dice and logs it. */
void           _sand_play_edit_seed    (SandPlayEdit       *edit,
                                        guint32             seed);

/* sand-play-turn.c: the ruleset's start-of-turn steps, when not yet run. */
void           _sand_play_edit_start_turn (SandPlayEdit    *edit);
/* sand-play-deck.c: the deck made afresh from the scenario's forces. */
void           _sand_play_edit_build_deck (SandPlayEdit    *edit);

/* The units that act together in an activation with @unit: its team on its side
 * ("side/team"), or itself ("#id") when it has no team or @by_team is FALSE. */
char          *_sand_play_activation_key (SandUnit         *unit,
                                          gboolean          by_team);
/* Whether @unit meets conditions "attr=value …" of @ruleset (may be NULL: no
 * defaults) on its role, stance, team, class or ruleset attributes; NULL @when
 * always. */
gboolean       _sand_play_unit_matches  (SandRuleset       *ruleset,
                                         SandUnit          *unit,
                                         char             **when);

G_END_DECLS
