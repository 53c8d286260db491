/* sand-group-coherency.h: whether the models of a unit that moved model by
 * model kept coherency (seed 004: "it's models are required to end their
 * individual moves within Coherency of another model which has already
 * moved"), as data: which models break it, how far they are, from whom.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "sand-length.h"
#include "sand-ruleset.h"
#include "sand-scenario.h"
#include "sand-types.h"

G_BEGIN_DECLS

typedef struct
{
  SandPoint at;         /* where the model ends */
  double    radius;     /* its base's, inches */
  double    coherency;  /* the distance it must keep, edge to edge (its Spread) */
} SandCoherencyModel;

typedef struct
{
  guint  model;      /* index of the model out of coherency */
  guint  nearest;    /* the model before it that is nearest */
  double gap;        /* how far apart their bases are, inches */
  double coherency;  /* what it had to keep */
} SandCoherencyBreak;

/* The first @n_moved models, in the order they moved, each checked against
 * those before it: a model (not the first) with no model before it within its
 * coherency, base edge to base edge, is a break. The others, not moved yet,
 * each against all the rest. An empty array when all are in coherency. */
GArray *sand_group_coherency_breaks (const SandCoherencyModel *models,
                                     guint                     n_models,
                                     guint                     n_moved);

typedef struct
{
  SandUnit *unit;       /* out of coherency (borrowed from the scenario) */
  SandUnit *nearest;    /* the nearest model of its unit before it */
  double    gap;
  double    coherency;
  gboolean  all_moved;  /* every model of its unit has moved this turn */
} SandUnitCoherencyBreak;

/* Every group of @scenario (the units of a side sharing a team) checked as
 * the ruleset's model-by-model move says, its models taken in the order of
 * @moved (ids, the first move of each this turn; may be NULL), then the rest
 * in the scenario's order. Empty when the ruleset has no such move. */
GArray *sand_group_coherency_check  (SandScenario             *scenario,
                                     SandRuleset              *ruleset,
                                     const char * const       *moved);
/* sand_group_coherency_check() in the order of the moves of the turn in play
 * (sand_play_get_moves()), as sandtable-cli status and the Play page ask it;
 * each break says whether every model of its unit has moved this turn. */
GArray *sand_group_coherency_check_turn (SandScenario         *scenario,
                                         SandRuleset          *ruleset);

/* What a break says, in @unit's lengths: "Out of coherency: Pvt. Haines is
 * 3.1 in from Sgt. Kowalski, over 2 in" (the models' names, else ids). */
char   *sand_group_coherency_describe (const SandUnitCoherencyBreak *brk,
                                       SandLengthUnit                unit);

G_END_DECLS
