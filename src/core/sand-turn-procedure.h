/* sand-turn-procedure.h: how a ruleset plays a turn, as its <turn> and <dice>
 * elements declare it: who acts when (activation), from where a move is
 * measured (anchor), how often a unit may move, the steps of the turn in order
 * (weather, initiative, PIP dice, the deck's shuffle, named phases), how the
 * activation deck is built, activities of several cards, and the dice the rules
 * name beyond the plain ones.
 *
 * Read-only data owned by the ruleset; general code (sand-edit-play.h) plays it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-dice.h"
#include "sand-ruleset.h"

G_BEGIN_DECLS

typedef enum
{
  SAND_ACTIVATION_FREE,   /* any unit, in any order (seed 000: "Players may move all items") */
  SAND_ACTIVATION_UNIT,   /* one unit at a time; its activation ends when another acts */
  SAND_ACTIVATION_TEAM,   /* the same with a team of models (an M42 unit) */
  SAND_ACTIVATION_CARD,   /* the figures the drawn card names (seed 001) */
} SandActivation;

typedef enum
{
  SAND_ANCHOR_TURN,        /* a move is measured from where the unit began the turn */
  SAND_ANCHOR_ACTIVATION,  /* … from where it began this activation */
} SandAnchor;

typedef enum
{
  SAND_ACTIONS_PER_MOVE,   /* each move chooses its mode */
  SAND_ACTIONS_PER_UNIT,   /* a unit keeps the mode of its first move all turn */
  SAND_ACTIONS_PER_TEAM,   /* every model of a team takes the team's action (M42) */
} SandActionScope;

typedef enum
{
  SAND_TURN_STEP_WEATHER,     /* the players say the weather of the turn */
  SAND_TURN_STEP_INITIATIVE,  /* each side rolls; highest moves first */
  SAND_TURN_STEP_PIPS,        /* each command rolls its PIPs */
  SAND_TURN_STEP_DECK,        /* the deck is shuffled; cards are drawn one by one */
  SAND_TURN_STEP_PHASE,       /* a part of the turn the players play out */
} SandTurnStepKind;

typedef struct
{
  SandTurnStepKind kind;
  char            *id;              /* "initiative", "pips", "deck", "weather" or the phase's */
  char            *name;            /* as the file names it, or NULL */
  gboolean         each_activation; /* a phase of every activation, not of the turn */
} SandTurnStep;

typedef enum
{
  SAND_CARDS_PER_FIGURE,
  SAND_CARDS_PER_TEAM,
  SAND_CARDS_PER_SIDE,
} SandCardsPer;

/* <cards per="team" count="3"/>: so many cards for each figure, team or side. */
typedef struct
{
  SandCardsPer per;
  guint        count;
  gboolean     free;             /* "Free Move" cards: the commander picks a team */
  char       **when;             /* "role=officer role=sergeant": for these figures only */
  guint        figures_at_most;  /* only for a side of at most so many figures (0: any) */
  guint        figures_over;     /* only for a side of more figures than this */
} SandCardRule;

/* An activity that takes several cards of work by one figure (seed 001: a
 * tripod MG takes 4). */
typedef struct
{
  char *id;
  char *name;
  guint cards;
} SandActivity;

/* A die of the rules' own (<die>): the arrow die of seed 000, a die of so many
 * sides that also shows an arrow, one of @directions round the unit. */
typedef struct
{
  char     *id;
  char     *name;
  SandDice *dice;
  guint     directions;
} SandDieDef;

/* A chance to roll against (<check>): seed 000's beaching boats, "5% chance to
 * hit a mine". Succeeds when the total is at most @at_most. */
typedef struct
{
  char     *id;
  char     *name;
  SandDice *dice;
  int       at_most;
} SandCheckDef;

typedef struct
{
  gboolean        declared;     /* the file has a <turn>; else these defaults */
  SandActivation  activation;
  SandAnchor      anchor;
  guint           moves;        /* moves per activation; 0 = no limit */
  guint           activations;  /* activations of a unit per turn; 0 = no limit */
  SandActionScope actions;
  GPtrArray      *steps;        /* SandTurnStep, in the order of the turn */
  SandDice       *initiative;   /* with the initiative step: each side's dice */
  gboolean        initiative_reroll;  /* ties roll again; else the scenario's order */
  SandDice       *pips;         /* with the PIP step: the dice each command rolls */
  gboolean        pips_per_side;      /* one roll per side, not per command */
  guint           transfer;     /* PIPs given for one received; 0: no transfers */
  GPtrArray      *cards;        /* SandCardRule */
  GPtrArray      *activities;   /* SandActivity */
  GPtrArray      *dice;         /* SandDieDef */
  GPtrArray      *checks;       /* SandCheckDef */
} SandTurnProcedure;

/* The ruleset's procedure (never NULL: a ruleset without <turn> plays every unit
 * freely, once a turn, measured from the turn's start). */
const SandTurnProcedure *sand_ruleset_get_turn (SandRuleset *ruleset);

const SandTurnStep *sand_turn_procedure_find_step     (const SandTurnProcedure *turn,
                                                       SandTurnStepKind         kind);
const SandActivity *sand_turn_procedure_find_activity (const SandTurnProcedure *turn,
                                                       const char              *id);
const SandCheckDef *sand_turn_procedure_find_check    (const SandTurnProcedure *turn,
                                                       const char              *id);
/* What @text rolls (free with sand_dice_free()): a die the ruleset declares
 * ("arrow", its arrow's @directions), a check's dice (the check in @check, else
 * NULL), or a dice expression ("2d6+1"); NULL with @error when it is none. */
SandDice           *sand_turn_procedure_resolve_dice  (const SandTurnProcedure *turn,
                                                       const char              *text,
                                                       guint                   *directions,
                                                       const SandCheckDef     **check,
                                                       GError                 **error);
/* The translated name of a step for players ("Initiative", or the file's). */
const char         *sand_turn_step_get_label          (const SandTurnStep      *step);

void                sand_turn_procedure_free          (SandTurnProcedure       *turn);

G_END_DECLS
