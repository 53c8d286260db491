/* sand-ruleset-aids.h: the play aids a ruleset declares beyond movement — sight,
 * weapons, a combat table, strength and elimination, command and its PIP cost.
 *
 * Each is optional: a ruleset that does not declare one has no such aid, and
 * the app shows no panel for it. The data is read from the file and immutable;
 * the interpreters that answer with it are sand-sight.h, sand-fire.h,
 * sand-combat-table.h, sand-strength.h and sand-command.h. Distances count
 * hexes in a ruleset played on a hex grid, inches otherwise.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-dice.h"
#include "sand-ruleset.h"

G_BEGIN_DECLS

/* Which units between two others cut the line of sight. */
typedef enum
{
  SAND_SIGHT_UNITS_NONE,
  SAND_SIGHT_UNITS_ENEMIES,   /* units of another side than the one looking */
  SAND_SIGHT_UNITS_ALL,       /* any unit but the two ends */
} SandSightUnits;

/* <sight>: how far a unit sees and what hides what lies beyond. */
typedef struct
{
  double         range;        /* 0 = as far as the table goes */
  guint64        blocks;       /* bit per SandTerrainKind that cuts the line */
  /* of those, the kinds that do not cut a line from or to a unit standing in
   * one (a unit on a hill sees over it and is seen) */
  guint64        clear_inside;
  SandSightUnits units;
  int            line;
} SandRulesetSight;

/* What a weapon may fire at, beyond its range and arc. */
typedef enum
{
  SAND_FIRE_AT_SEEN,          /* enemies the unit itself sees */
  SAND_FIRE_AT_SEEN_BY_SIDE,  /* enemies any unit of its side sees, or identified */
  SAND_FIRE_AT_ANY,           /* any enemy in range and arc */
} SandFireAt;

/* <weapon>: the classes it arms, its range and arc. */
typedef struct
{
  char       *name;           /* or NULL */
  char      **classes;        /* NULL = every class */
  char      **when;           /* conditions on the unit's attributes, NULL = none */
  double      range;
  double      arc;            /* degrees centred on the unit's facing; 360 = all round */
  SandFireAt  fire_at;
  int         line;
} SandRulesetWeapon;

/* <hits> of a combat table: what @attackers inflict on @targets. */
typedef struct
{
  char      **attackers;      /* class ids */
  char      **targets;        /* class ids */
  char      **when;           /* conditions on the attacker's attributes, NULL = none */
  char       *text;           /* the dice expression as written */
  SandDice   *dice;
  char       *note;           /* the row's first <note>, or NULL */
  int         line;
} SandCombatRow;

/* <combat>: a casualty table. */
typedef struct
{
  char         *name;
  GPtrArray    *rows;         /* SandCombatRow, in file order: the last that matches counts */
  int           least;        /* a total below this inflicts this (0: never a gain) */
  double        cover;        /* the share of the hits a unit in cover suffers; 1 = no cover rule */
  SandRounding  cover_round;
} SandRulesetCombat;

/* <strength>: the unit attribute that counts its strength, and when it is gone. */
typedef struct
{
  char   *attribute;
  double  eliminated;         /* at or below this, the unit is eliminated */
  int     line;
} SandRulesetStrength;

/* One condition of <command> that raises the PIP cost of a move. */
typedef enum
{
  SAND_COMMAND_IF_LOST,       /* the officer is not on the table, or there is none */
  SAND_COMMAND_IF_BEYOND,     /* over @distance from the officer */
} SandCommandIf;

typedef struct
{
  SandCommandIf  kind;
  guint          cost;
  double         distance;    /* BEYOND: edge to edge in inches, or hexes */
  gboolean       out_of_sight; /* BEYOND: only where the officer does not see the unit */
  char          *unless;      /* BEYOND: a boolean attribute that excuses it (a radio), or NULL */
  int            line;
} SandCommandRule;

/* <command>: who commands a unit and what a move costs in PIPs. */
typedef struct
{
  char      **classes;        /* NULL = every class */
  char      **modes;
  char      **when;
  char       *officer;        /* the unit attribute that names the officer */
  guint       cost;           /* the cost of a move when no rule raises it */
  GPtrArray  *rules;          /* SandCommandRule, in file order */
  int         line;
} SandRulesetCommand;

/* Borrowed; NULL when the ruleset declares none. */
const SandRulesetSight    *sand_ruleset_get_sight     (SandRuleset *self);
const SandRulesetCombat   *sand_ruleset_get_combat    (SandRuleset *self);
const SandRulesetStrength *sand_ruleset_get_strength  (SandRuleset *self);
/* Every <weapon>, in file order (borrowed). */
const SandRulesetWeapon * const *sand_ruleset_get_weapons (SandRuleset *self,
                                                         guint       *n);

/* The weapon of a unit of @class_id whose attributes @attrs reads (may be
 * NULL): the last <weapon> in the file that matches; NULL when it has none. */
const SandRulesetWeapon   *sand_ruleset_find_weapon   (SandRuleset  *self,
                                                       const char   *class_id,
                                                       SandAttrFunc  attrs,
                                                       gpointer      user_data);
/* The command rules of a unit in @mode_id (may be NULL: any): the last
 * <command> that matches; NULL when its moves cost no PIPs. */
const SandRulesetCommand  *sand_ruleset_find_command  (SandRuleset  *self,
                                                       const char   *class_id,
                                                       const char   *mode_id,
                                                       SandAttrFunc  attrs,
                                                       gpointer      user_data);
/* The attribute that names a unit's officer: the one <command> says, else
 * "officer". */
const char                *sand_ruleset_officer_attribute (SandRuleset *self);

/* Whether the ruleset declares a <command> for any unit. */
gboolean                   sand_ruleset_has_command   (SandRuleset *self);

/* Whether the ruleset declares any play aid a hex panel shows: sight, a
 * weapon or a combat table. */
gboolean                   sand_ruleset_has_fire_aids (SandRuleset *self);

G_END_DECLS
