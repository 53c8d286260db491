/* sand-group-coherency.h: whether the models of a unit that moved model by
 * model kept coherency (seed 004: "it's models are required to end their
 * individual moves within Coherency of another model which has already
 * moved"), as data: which models break it, how far they are, from whom.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

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

/* The models, in the order they moved, each checked against those before it:
 * a model (not the first) with no model before it within its coherency, base
 * edge to base edge, is a break. An empty array when all are in coherency. */
GArray *sand_group_coherency_breaks (const SandCoherencyModel *models,
                                     guint                     n_models);

G_END_DECLS
