/* sand-reach-field-private.h: the field's storage, shared by solver and queries.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-move-snapshot-private.h"
#include "sand-reach-field.h"

G_BEGIN_DECLS

/* Pivot value of cells reached in a straight line from the start point itself. */
#define SAND_REACH_FROM_START (-1)
#define SAND_REACH_NONE       (-2)
/* Pivots from here down are vertices of the shortest-path map (sand-reach-map.c):
 * points a path turns at, off the cells' centres, kept in the field's table of
 * each tier. */
#define SAND_REACH_VERTEX_0   (-3)

/* The pivot naming vertex @k of tier @tier's table. */
static inline gint32
sand_reach_vertex_code (guint tier,
                        guint k)
{
  return SAND_REACH_VERTEX_0 - (gint32) ((tier << 24) | k);
}

static inline gboolean
sand_reach_pivot_is_vertex (gint32 p)
{
  return p <= SAND_REACH_VERTEX_0;
}

/* A vertex of the map: where it is (inches), the cost of getting there, the
 * pivot its last leg starts from (the start or another vertex of its tier),
 * and the cell it lies in. */
typedef struct
{
  double x, y;
  float  g;
  gint32 pred;
  gint32 cell;
} SandReachVertex;

typedef struct _SandReachRelaxed SandReachRelaxed;

struct _SandReachField
{
  gint              ref_count;
  SandMoveSnapshot *snap;
  gsize             block;   /* g, display, pivot, anchor and tier are one block of this size */
  /* per cell (the snapshot's raster) */
  float            *g;       /* allowance spent, INFINITY when unreached */
  gint32           *pivot;   /* where the straight last leg starts: a cell or FROM_START */
  guint8           *anchor;  /* 1: the cell is a corner of any path through it;
                              * 2: reached by a whole-turn crossing, ends the move */
  guint8           *tier;    /* index into snap->tiers of the solve that reached it */
  float            *display; /* g where the unit may end, -1 elsewhere */
  /* pivots of a tier at cells another tier holds (SandReachKeptRun): a path is
   * walked back in the one tier whose cost it shows */
  GArray           *kept;
  /* per tier, the vertices its pivots may name (SandReachVertex); NULL none */
  GPtrArray        *vertices;
  double            area;
  /* floors of buildings (sand-reach-floors.c) */
  double           *floor_min; /* per floor site and tier, the least cost inside its outline */
  GArray           *floors;    /* SandReachFloor */
  /* the same move solved with one feature or unit left out, kept for the
   * queries that follow (sand-reach-field-decide.c) */
  SandReachRelaxed *relaxed;
};

/* Vertex @p (sand_reach_pivot_is_vertex()) and its tier. */
static inline const SandReachVertex *
sand_reach_field_vertex (const SandReachField *self,
                         gint32                p,
                         guint                *tier)
{
  guint code = (guint) (SAND_REACH_VERTEX_0 - p), t = code >> 24;

  if (tier != NULL)
    *tier = t;
  return &g_array_index ((GArray *) g_ptr_array_index (self->vertices, t), SandReachVertex, code & 0xffffff);
}

/* A new table for tier @tier's vertices, to append to. */
GArray         *sand_reach_field_vertex_table     (SandReachField   *self,
                                                   guint             tier);

/* A cell and its pivot in one tier's solve. */
typedef struct
{
  gint32 cell;
  gint32 pivot;
} SandReachKept;

/* Records of tier @tier, by increasing cell. */
typedef struct
{
  guint   tier;
  GArray *cells; /* SandReachKept */
} SandReachKeptRun;

SandReachField *sand_reach_field_new_for_snapshot (SandMoveSnapshot *snap);
/* The same with its rasters not set up: a map painted in place does that, row
 * by row on the threads that paint them (sand-reach-map.c). */
SandReachField *sand_reach_field_new_blank        (SandMoveSnapshot *snap);
/* After maps painted every tier in place, display included: masks the cells a
 * move may not end on, and counts the area from the @reached cells painted. */
void            sand_reach_field_finish_painted   (SandReachField   *self,
                                                   gint64            reached);
/* A new run of kept records of tier @tier, to append to in cell order. */
GArray         *sand_reach_field_keep_run         (SandReachField   *self,
                                                   guint             tier);
/* Fills the display raster and area once all tiers are solved. */
void            sand_reach_field_finish           (SandReachField   *self);

/* sand-reach-floors.c: notes what tier @tier's solve @g (valid over the
 * inclusive @box) reached inside each building with floors; then, once all
 * tiers are in, works out the floors; and frees them. */
/* How a straight leg meets zones of control (sand-reach-zoc.c). */
typedef enum
{
  SAND_LEG_ZOC_EDGES,   /* along a zone's parts only from the leg's first cell */
  SAND_LEG_ZOC_REFUSE,  /* never into one */
  SAND_LEG_ZOC_FREE,    /* as open ground: the leg is one the zones allow */
} SandLegZoc;

/* The way to (x, y) by the cheapest straight last leg
 * (_sand_reach_field_best_leg()), whether the unit may end there or not; NULL
 * when there is none. */
GArray         *_sand_reach_field_leg_path        (SandReachField         *self,
                                                   double                  x,
                                                   double                  y);
/* sand-reach-field.c: the exact cost of the straight leg from (px, py), in cell
 * @pcell, to (qx, qy), -1 when it may not go; *limit receives the lowest tier of
 * what it crosses. No-go disc @disc (an index in the snapshot's discs, -1 none)
 * is taken as clear: for a leg on a way round it that only touches it. */
double          _sand_reach_field_leg_cost        (const SandMoveSnapshot *s,
                                                   int                     pcell,
                                                   double                  px,
                                                   double                  py,
                                                   double                  qx,
                                                   double                  qy,
                                                   SandLegZoc              zoc,
                                                   int                     disc,
                                                   double                 *limit);
/* The cheapest straight last leg to (x, y) from the cells around it and their
 * pivots; -1 none. *pivot_out: where it starts; *tier_out: its tier. */
double          _sand_reach_field_best_leg        (SandReachField         *self,
                                                   double                  x,
                                                   double                  y,
                                                   gint32                 *pivot_out,
                                                   guint                  *tier_out);

static inline const SandCellKind *
_sand_reach_kind_at (const SandMoveSnapshot *s,
                     int                     c)
{
  return &g_array_index (s->kinds, SandCellKind, s->kind[c]);
}

/* Reason @reason of the snapshot, NULL for none. */
static inline const SandReason *
_sand_reach_reason (const SandMoveSnapshot *s,
                    int                     reason)
{
  return reason >= 0 && (guint) reason < s->reasons->len ? g_ptr_array_index (s->reasons, reason) : NULL;
}

/* A copy of reason @reason, or a new one of rule @fallback when there is none. */
SandReason     *_sand_reach_reason_copy           (const SandMoveSnapshot *s,
                                                   int                     reason,
                                                   SandReasonRule          fallback);

/* sand-reach-field-reason.c: how what the straight way meets stops the unit. */
typedef enum
{
  SAND_REACH_BLOCKS,  /* forbids the way (or, a zone, lets it go only straight) */
  SAND_REACH_LIMITS,  /* sets the whole move's limit */
  SAND_REACH_SLOWS,   /* costs more than open ground */
} SandReachHow;

typedef struct
{
  SandReason  *said;    /* what it is and does (a hill's step names the hill) */
  int          reason;  /* the snapshot's reason, or -1 for a hill's step */
  SandReachHow how;
  double       tier;    /* LIMITS: the limit */
} SandReachMet;

/* What the straight line from the start to a point meets. */
typedef struct
{
  const SandMoveSnapshot *snap;
  SandReason *stop;     /* what forbids it outright, or NULL */
  SandReason *limit;    /* what sets the lowest limit on it, @limit_to; or NULL */
  double      limit_to;
  int         zone;     /* the zone of control it goes into, -1 none */
  int         slowed;   /* the first thing on it that costs more, -1 none */
  GArray     *met;      /* SandReachMet: all it meets, in order */
} SandReachWalk;

void            _sand_reach_field_walk            (SandReachField         *self,
                                                   double                  x,
                                                   double                  y,
                                                   gboolean                on_zoc_leg,
                                                   SandReachWalk          *walk);
void            _sand_reach_walk_clear            (SandReachWalk          *walk);
/* Why the unit may not stand at (x, y) itself, or NULL. */
SandReason     *_sand_reach_field_why_at          (SandReachField         *self,
                                                   double                  x,
                                                   double                  y);
/* @cause (taken) limits the move to @tier: said by its own words where they say
 * that limit, else "…; the move is limited to". */
SandReason     *_sand_reach_limit_reason          (SandReason             *cause,
                                                   double                  tier);
/* The way over @cause (taken) costs more than the move. */
SandReason     *_sand_reach_costs_more_reason     (const SandMoveSnapshot *s,
                                                   SandReason             *cause);

/* sand-reach-field-decide.c: the feature or unit without which (x, y) would be
 * reached, tried one at a time by solving the move again without it; NULL when
 * no one of them decides it, or the scenario no longer matches the field. */
SandReason     *_sand_reach_field_decide          (SandReachField         *self,
                                                   double                  x,
                                                   double                  y,
                                                   SandScenario           *scenario,
                                                   SandRuleset            *ruleset,
                                                   SandUnit               *unit);
void            _sand_reach_relaxed_free          (SandReachRelaxed       *relaxed);

/* The place a move may not end at (x, y) for, exactly: -1 none. */
int             _sand_reach_field_no_end_at       (const SandMoveSnapshot *s,
                                                   double                  x,
                                                   double                  y);

/* sand-reach-field-zoc.c: a point inside a zone of control, where only straight
 * legs go. */
typedef enum
{
  SAND_ZOC_POINT_NONE,     /* not in a zone, nor on the way out of the start's */
  SAND_ZOC_POINT_OFF_LINE, /* in a zone, on no leg its rule allows */
  SAND_ZOC_POINT_ON_LINE,  /* on the start's leg out or in: *cost is its exact cost, -1 too dear */
  SAND_ZOC_POINT_ENTERED,  /* in a zone entered straight toward its enemy: the same */
} SandZocPoint;

/* How the zone rules price (x, y): *cost receives the cost of the straight leg
 * into or out of a zone that reaches it, and @path (may be NULL) the way there
 * (SandPoint); outside the zones only the start's way out counts, as one more
 * way there beside the search's. */
SandZocPoint    _sand_reach_field_zoc_point       (SandReachField         *self,
                                                   double                  x,
                                                   double                  y,
                                                   double                 *cost,
                                                   GArray                **path);
void            sand_reach_floors_see_tier        (SandReachField   *self,
                                                   const float      *g,
                                                   const int        *box,
                                                   guint             tier);
/* The same, told the least cost of tier @tier inside each building. */
void            sand_reach_floors_set_tier        (SandReachField   *self,
                                                   guint             tier,
                                                   const double     *site_min);
void            sand_reach_floors_finish          (SandReachField   *self);
void            sand_reach_floors_clear           (SandReachField   *self);

G_END_DECLS
