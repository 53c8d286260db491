/* sand-ruleset-groups.h: how a ruleset moves units of many figures — a group
 * (seed 002's group, seed 004's unit, a fire team: the units of one side that
 * share a team) — as the file's <groups> says: which group moves it allows,
 * when a column is required, what frontage changes and turns a move may
 * include, and the coherency that model-by-model moves keep.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-ruleset.h"
#include "sand-unit.h"

G_BEGIN_DECLS

typedef enum
{
  /* every figure takes the lead's path shifted to it: a rigid translation */
  SAND_GROUP_MOVE_FORMATION,
  /* every figure follows the lead's path, one figure wide */
  SAND_GROUP_MOVE_COLUMN,
  /* the group turns about one end; the outer figure's arc is the distance */
  SAND_GROUP_MOVE_WHEEL,
  /* each figure moves by its own reach; the unit keeps coherency */
  SAND_GROUP_MOVE_MODELS,
} SandGroupMoveKind;

typedef struct
{
  char             *id;
  char             *name;
  SandGroupMoveKind kind;
  /* models: each figure ends within this of one already moved, base edge to
   * base edge (0: no coherency); @special names the special rule whose
   * parameter replaces it (seed 004: Spread) */
  double            coherency;
  char             *special;
} SandGroupMove;

/* <column-required>: a group move that does this must be in a column. */
typedef struct
{
  char   **goings;          /* across any of these goings (ids) */
  gboolean away_from_enemy; /* away from enemy to its front */
  gboolean poor_visibility; /* in poor visibility (the players say) */
} SandGroupColumnRule;

/* <turns>: a group all of whose figures match one of these may include
 * @count turns of @degrees. */
typedef struct
{
  guint   count;
  double  degrees;
  char  **classes;          /* NULL: any class */
  char  **when;             /* conditions on the figure's attributes */
} SandGroupTurns;

typedef struct _SandRulesetGroups
{
  GPtrArray           *moves;     /* SandGroupMove, in file order */
  SandGroupColumnRule *column;    /* NULL: a column is never required */
  /* <frontage reduce="column gap road">: what a move may reduce frontage
   * for; NULL: none. Increasing it, or turning in place, is allowed only
   * where @increase and @turn_in_place say. */
  char               **reduce;
  gboolean             increase;
  gboolean             turn_in_place;
  GPtrArray           *turns;     /* SandGroupTurns */
} SandRulesetGroups;

/* The ruleset's group moves; NULL when it declares none (every figure then
 * moves alone). Borrowed. */
const SandRulesetGroups *sand_ruleset_get_groups       (SandRuleset        *self);
/* The group move @id, or NULL. */
const SandGroupMove     *sand_ruleset_find_group_move  (SandRuleset        *self,
                                                        const char         *id);
/* The first group move of @kind, or NULL when the ruleset allows none. */
const SandGroupMove     *sand_ruleset_group_move_of_kind (SandRuleset      *self,
                                                          SandGroupMoveKind kind);
/* Whether a column is required across @going_ids (space-separated ids, as a
 * going effect names them). */
gboolean                 sand_ruleset_group_column_going (SandRuleset      *self,
                                                          const char       *going_ids);
/* The turns of 180° (or as written) a group of these @units may include: the
 * count of the <turns> every figure matches, else 0. */
guint                    sand_ruleset_group_turns       (SandRuleset       *self,
                                                         SandUnit * const  *units,
                                                         guint              n_units,
                                                         double            *degrees);
/* The coherency distance of @move for @unit: its special rule's parameter
 * ("spread:3") where it has one, else the move's own; 0 for none. */
double                   sand_ruleset_group_coherency   (const SandGroupMove *move,
                                                         SandUnit            *unit);

G_END_DECLS
