/* sand-play-aid-private.h: what the files of SandPlayAid share.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-play-aid.h"
#include "sand-reach-drag.h"
#include "sand-reach-threat.h"
#include "sand-ruleset-registry.h"

G_BEGIN_DECLS

/* A group's bands as answered: its figures (the lead first), how and from
 * where they move, and which bands pair a formation with the column it may
 * reduce to (sand-group-way.h), so a point is said as the drop would go. */
typedef struct
{
  GPtrArray *units;
  GArray    *starts;     /* SandPoint each; NULL: where they stand */
  char      *move_id;
  GArray    *column_of;  /* gint per snapshot: the index of the column's
                          * snapshot a formation's is paired with, -1 none,
                          * -2 the snapshot is such a column's */
  guint      first_band; /* the overlay's band of the first snapshot */
} GroupBands;

void _sand_play_aid_group_bands_free (GroupBands *bands);

struct _SandPlayAid
{
  GObject              parent_instance;

  /* Owned References */
  SandScenario        *scenario;
  SandUnit            *unit;
  SandSide            *threat_side;
  SandRulesetRegistry *registry;
  SandReachOverlay    *overlay;
  /* the unit's reach in each ruleset and mode as it is dragged: what the
   * solver keeps from one position to the next (SandReachDrag, by
   * "ruleset\nmode"); emptied when another unit is shown */
  GHashTable          *drags;
  GCancellable        *cancellable;
  /* with the unit first, the figures that move with it (SandUnit), how
   * (a group move's id) and from where (SandPoint each; NULL: where they
   * stand): the bands are then the group's reach */
  GPtrArray           *group;
  char                *group_move_id;
  GArray              *group_starts;
  char                *ruleset_id;
  char                *mode_id;
  char                *compare_ruleset_id;
  char                *compare_mode_id;
  char                *problem;
  SandPoint            anchor;      /* with has_anchor: where a drag began */

  gulong               scenario_changed_id;
  guint                update_source;
  guint                marks_source;  /* the marks made again over kept bands */
  double               marks_within;  /* the widest move's reach, for the marks */
  guint                n_running;
  guint                n_answers;
  guint                n_cancelled;
  guint                compare : 1;
  guint                rings : 1;
  guint                use_cm : 1;
  guint                has_anchor : 1;
  guint                quick_reasons : 1;
  guint                overlay_grouped : 1; /* the overlay's bands are a group's */
  GroupBands          *bands_group;         /* theirs, as answered; NULL: none */
};

/* One request, solved in a worker: snapshots were compiled on the main thread
 * (they read the scenario); the worker solves them and traces the outlines. */
typedef struct
{
  SandReachOverlay *overlay;  /* hex bands and marks already in */
  GPtrArray        *snapshots; /* SandMoveSnapshot, one band each */
  GPtrArray        *drags;     /* SandReachDrag each was compiled for */
  GPtrArray        *labels;
  GPtrArray        *owners;    /* whose each band is, beside its label */
  GPtrArray        *threat;    /* per unit of the threat side, a GPtrArray of
                                * SandMoveSnapshot, one per mode */
  SandReachThreat  *threat_solve; /* the same, being solved from the first unit on */
  double            table_w, table_h;
  double            threat_rgb[3];
  char             *threat_label;
  gboolean          grouped;   /* the bands are a group's reach */
  GroupBands       *group_bands; /* how, NULL when not */
} Job;

/* sand-play-aid.c: the object and the choices it holds. */
void         _sand_play_aid_set_problem    (SandPlayAid      *self,
                                            const char       *problem);
void         _sand_play_aid_set_overlay    (SandPlayAid      *self,
                                            SandReachOverlay *overlay);
void         _sand_play_aid_notify_busy    (SandPlayAid      *self);
/* @id, else the scenario's ruleset; NULL when not installed. */
SandRuleset *_sand_play_aid_lookup_ruleset (SandPlayAid      *self,
                                            const char       *id);

/* sand-play-aid-describe.c: each column band of @overlay (answered for the
 * aid's bands_group) drawn only where the group goes as that column
 * (sand_group_way_column_cells()), on the main thread, which owns the
 * scenario. */
void         _sand_play_aid_group_column_cells (SandPlayAid      *self,
                                                SandReachOverlay *overlay);

/* sand-play-aid-request.c: each request built and solved in a worker. */
void         _sand_play_aid_queue_update   (SandPlayAid      *self);
void         _sand_play_aid_queue_marks    (SandPlayAid      *self);

/* sand-play-aid-threat.c: the threat side's reach, compiled, then solved in
 * the worker. */
void         _sand_play_aid_add_threat     (SandPlayAid      *self,
                                            Job              *job,
                                            SandRuleset      *ruleset);
gboolean     _sand_play_aid_solve_threat   (Job              *job,
                                            GCancellable     *cancellable,
                                            GError          **error);

G_END_DECLS
