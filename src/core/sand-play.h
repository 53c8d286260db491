/* sand-play.h: the game in play, kept in the scenario's <play>: the turn, the
 * dice generator, the order sides move in, the activation deck, each command's
 * PIPs, tasks of several cards, and the log of everything done (moves, rolls,
 * cards drawn, hits, turn ends).
 *
 * The weather and its count of turns stay the scenario's ("weather",
 * "weather-turns"), one source for the ground and the turn alike.
 *
 * A SandPlay changes only through the edits of sand-edit-play.h, each one undoable
 * step of the scenario's SandHistory; what is read here is always the state the
 * file would save. Lists are GListModels a view binds to; "changed" follows any
 * change, after the lists are up to date.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "sand-play-entry.h"
#include "sand-types.h"

G_BEGIN_DECLS

#define SAND_TYPE_PLAY (sand_play_get_type ())
G_DECLARE_FINAL_TYPE (SandPlay, sand_play, SAND, PLAY, GObject)

/* Properties (read-only): "turn" (1-based), "begun" (the ruleset's start-of-turn
 * steps have run for this turn), "seeded", "seed", "draws", "deck-drawn", "poor-visibility".
 * Signal "changed": after anything in the play state changed. */

SandPlay      *sand_play_new              (void);

int            sand_play_get_turn         (SandPlay   *self);
gboolean       sand_play_get_begun        (SandPlay   *self);
/* The players said this turn's visibility is poor (End Turn sets it). */
gboolean       sand_play_get_poor_visibility (SandPlay *self);

/* The dice: FALSE until a seed is chosen (the first roll chooses one, or the
 * player gives it); then the seed and how many numbers were drawn from it. */
gboolean       sand_play_get_seeded       (SandPlay   *self);
guint32        sand_play_get_seed         (SandPlay   *self);
guint64        sand_play_get_draws        (SandPlay   *self);

/* Side ids in the order they move this turn, as initiative decided (NULL-terminated;
 * empty when the ruleset rolls none: then the scenario's order of sides). */
const char * const *sand_play_get_initiative (SandPlay *self);

/* The deck (SandPlayEntry of kind "card") in the order drawn, and how many of
 * them are drawn; the current card is the last drawn, NULL before the first. */
GListModel    *sand_play_get_deck         (SandPlay   *self);
guint          sand_play_get_deck_drawn   (SandPlay   *self);
SandPlayEntry *sand_play_get_current_card (SandPlay   *self);
/* Whether @card names @unit: the figure, his team, or any figure of the card's
 * side on a free card (the team it was given to, once one acted on it). */
gboolean       sand_play_card_names       (SandPlayEntry *card,
                                           SandUnit      *unit);

/* Each command's PIPs this turn (kind "command": "of" an officer's or a side's
 * id), and the PIPs of one command, -1 when it has none. */
GListModel    *sand_play_get_commands     (SandPlay   *self);
int            sand_play_get_pips         (SandPlay   *self,
                                           const char *command);

/* Activities of several cards under way (kind "task"). */
GListModel    *sand_play_get_tasks        (SandPlay   *self);

/* The whole log, oldest first, and the moves of the current turn (kind "move"),
 * in the order made. */
GListModel    *sand_play_get_log          (SandPlay   *self);
GListModel    *sand_play_get_moves        (SandPlay   *self);
/* The log entry at @position (borrowed), NULL beyond the end. */
SandPlayEntry *sand_play_get_log_entry    (SandPlay   *self,
                                           guint       position);

/* The moves of @unit_id this turn (borrowed entries, in order; free the array
 * with g_ptr_array_unref()). */
GPtrArray     *sand_play_unit_moves       (SandPlay   *self,
                                           const char *unit_id);
gboolean       sand_play_unit_moved       (SandPlay   *self,
                                           const char *unit_id);

/* Content of other namespaces on <play> and, by section ("deck", "log", …),
 * on the elements inside it. */
SandForeign   *sand_play_get_foreign      (SandPlay   *self);

G_END_DECLS
