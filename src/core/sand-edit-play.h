/* sand-edit-play.h: playing a game — the turn, the deck, the dice, hits and moves
 * — each call one undoable step of @history, logged in the scenario's play
 * (sand-play.h) as the ruleset's turn procedure (sand-turn-procedure.h) says.
 *
 * A refusal sets @error (SAND_ERROR) with a sentence for the player and changes
 * nothing. The ruleset may be NULL: every unit then moves freely, once a turn.
 * Steps that need the turn begun (a draw, a move, PIPs) begin it first, in the
 * same step.
 *
 * Whether a move is within reach is the engine's question (sand-move-check.h in
 * the engine); these functions keep the turn's own rules: who may act, how often,
 * in which action, at what PIP cost, measured from where.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-history.h"
#include "sand-ruleset.h"
#include "sand-scenario.h"

G_BEGIN_DECLS

/* The turn */

/* Runs the ruleset's start-of-turn steps for the current turn if they have not
 * run: initiative rolls (ties rolled again), each command's PIP dice, the deck
 * made (the first time) and shuffled. FALSE when they had run already. */
gboolean       sand_play_begin_turn      (SandHistory  *history,
                                          SandRuleset  *ruleset);
/* Ends the turn: logs it, sets the next turn's weather (NULL @weather: as it is)
 * and its count of consecutive turns of rain or snow (0 when dry), forgets the
 * turn's moves, PIPs and initiative, and begins the next turn. */
void           sand_play_end_turn        (SandHistory  *history,
                                          SandRuleset  *ruleset,
                                          const SandWeather *weather);
/* The same, the players also saying whether the next turn's visibility is poor
 * (NULL @poor_visibility: as it is); logged with the turn's end. */
void           sand_play_end_turn_with   (SandHistory  *history,
                                          SandRuleset  *ruleset,
                                          const SandWeather *weather,
                                          const gboolean    *poor_visibility);
/* The count of consecutive turns of @next weather after a turn of @weather
 * counted @turns: one more while rain or snow goes on, 1 when it starts, 0 dry. */
int            sand_play_next_weather_turns (SandWeather weather,
                                             int         turns,
                                             SandWeather next);

/* The dice */

/* Seeds the dice generator (logged), so what follows can be rolled again. */
void           sand_play_seed            (SandHistory  *history,
                                          guint32       seed);
/* Rolls @dice: plain dice ("d6", "2d6+1", "d100"), a die the ruleset declares
 * ("arrow") or one of its checks ("mine-low-tide"). The log's new entry
 * (borrowed), NULL with @error when @dice is none of these. */
SandPlayEntry *sand_play_roll            (SandHistory  *history,
                                          SandRuleset  *ruleset,
                                          const char   *dice,
                                          GError      **error);
/* Rolls the casualty die of @unit fighting @target under the ruleset's combat
 * table (@cover: the target is in cover); the roll's entry, whose "total" is the
 * die and whose hits sand_play_hit() applies. NULL with @error when the ruleset
 * has no table for these units. */
SandPlayEntry *sand_play_roll_casualties (SandHistory  *history,
                                          SandRuleset  *ruleset,
                                          SandUnit     *unit,
                                          SandUnit     *target,
                                          gboolean      cover,
                                          GError      **error);
/* The hits the casualty roll @roll_entry comes to, -1 when it is not one. */
int            sand_play_casualty_hits   (SandScenario  *scenario,
                                          SandRuleset   *ruleset,
                                          SandPlayEntry *roll_entry);
/* Applies hits to @target's strength (never below 0) and logs them: those of the
 * casualty roll at 1-based @roll in the log (once: a roll whose hits were applied
 * is refused), or with @roll 0, @hits given by hand. The hit's entry (borrowed). */
SandPlayEntry *sand_play_hit             (SandHistory  *history,
                                          SandRuleset  *ruleset,
                                          SandUnit     *target,
                                          guint         roll,
                                          int           hits,
                                          GError      **error);
/* Rolls the whole log again from its seeds: every roll and shuffle must come out
 * as logged, and the dice end where the play's seed and draws say. FALSE with
 * @error naming the first entry (1-based) that does not. */
gboolean       sand_play_replay          (SandScenario *scenario,
                                          SandRuleset  *ruleset,
                                          GError      **error);
/* Whether the ruleset has a combat table for @unit fighting @target. */
gboolean       sand_play_has_combat      (SandRuleset  *ruleset,
                                          SandUnit     *unit,
                                          SandUnit     *target);

/* The deck */

/* Draws the next card; its log entry (borrowed). Refused when the deck is spent
 * or the ruleset has none. */
SandPlayEntry *sand_play_draw            (SandHistory  *history,
                                          SandRuleset  *ruleset,
                                          GError      **error);
/* Makes the deck afresh from the forces (the ruleset's <cards>), all undrawn, in
 * the order made; it is shuffled when the next turn begins. */
void           sand_play_build_deck      (SandHistory  *history,
                                          SandRuleset  *ruleset);
/* The player's changes to the deck: a card of @side naming @team or @unit, or a
 * free card (both NULL), put at 0-based @position among the cards not yet drawn
 * (beyond them: last); taking away an undrawn card. */
gboolean       sand_play_add_card        (SandHistory  *history,
                                          const char   *side,
                                          const char   *team,
                                          const char   *unit,
                                          guint         position,
                                          GError      **error);
gboolean       sand_play_remove_card     (SandHistory  *history,
                                          guint         position,
                                          GError      **error);
/* One card of work by @unit on a ruleset activity of several cards; done when
 * its cards are all worked. The entry (borrowed). */
SandPlayEntry *sand_play_work            (SandHistory  *history,
                                          SandRuleset  *ruleset,
                                          SandUnit     *unit,
                                          const char   *activity,
                                          GError      **error);

/* PIPs */

/* The command @unit's moves spend PIPs from: its officer's id (as the
 * ruleset's <command> finds him; @ruleset may be NULL), its own when it is an
 * officer, else its side's (newly allocated). */
char          *sand_play_command_of      (SandScenario *scenario,
                                          SandRuleset  *ruleset,
                                          SandUnit     *unit);
/* Gives @give PIPs of command @from for give / ratio to @to, of the same side,
 * as the ruleset allows (<pips transfer="2">). */
gboolean       sand_play_transfer_pips   (SandHistory  *history,
                                          SandRuleset  *ruleset,
                                          const char   *from,
                                          const char   *to,
                                          guint         give,
                                          GError      **error);

/* Moves */

/* What the turn's rules say of a move of @unit now: measured from @anchor, in
 * one of @modes (NULL: any of its class), costing @pips of @command, on card
 * @card (1-based; 0 without cards). */
typedef struct
{
  SandPoint anchor;
  char    **modes;
  guint     pips;
  GArray   *pip_reasons;  /* SandCommandReason: why it costs what it costs, or NULL */
  char     *command;
  guint     card;
} SandPlayMoveRules;

void           sand_play_move_rules_clear (SandPlayMoveRules *rules);
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (SandPlayMoveRules, sand_play_move_rules_clear)

/* Fills @rules; FALSE with @error (the rule's sentence, SAND_ERROR_FAILED) when
 * the turn does not let @unit act now in @mode (NULL: in any), though @rules
 * still says where it would be measured from. */
gboolean       sand_play_check_move      (SandScenario      *scenario,
                                          SandRuleset       *ruleset,
                                          SandUnit          *unit,
                                          const char        *mode,
                                          SandPlayMoveRules *rules,
                                          GError           **error);
/* Where a move of @unit is measured from now (the turn's or this activation's
 * start, as the ruleset says). */
SandPoint      sand_play_get_anchor      (SandScenario      *scenario,
                                          SandRuleset       *ruleset,
                                          SandUnit          *unit);

/* A move as it is recorded. */
typedef struct
{
  const char *mode;       /* may be NULL */
  SandPoint   from;
  SandPoint   to;
  double      distance;   /* length of the way, inches; < 0 unknown */
  double      used;       /* allowance used, inches; < 0 not said */
  double      hexes;      /* hexes spent on a hex ruleset; < 0 not on hexes */
  guint       pips;       /* spent from @command */
  const char *command;
  guint       card;
  gboolean    outside;    /* placed outside the rules */
  const char *reason;     /* why it is outside them */
} SandPlayMove;

/* Moves @unit to @move->to and records the move, spending its PIPs (an outside
 * move spends what is left at most); the entry (borrowed). */
SandPlayEntry *sand_play_record_move     (SandHistory        *history,
                                          SandRuleset        *ruleset,
                                          SandUnit           *unit,
                                          const SandPlayMove *move);

G_END_DECLS
