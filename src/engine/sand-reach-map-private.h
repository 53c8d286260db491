/* sand-reach-map-private.h: the shortest-path map's geometry and its parts.
 *
 * Within one worst-terrain tier whose passable ground costs the same
 * everywhere, the cheapest way to a point is a taut string: straight legs that
 * turn only round obstacles' convex corners, wall ends and the rims of no-go
 * zones. The obstacles (sand-reach-obstacles.c) are the tier's blocked cells as
 * closed squares, the lines it may not cross as segments and the enemies' zones
 * as discs or rounded rectangles; the corners of a path are the map's
 * vertices. Each vertex, in order of its distance, paints the cells it sees
 * within its wedge (sand-reach-cast.c) and finds the vertices it sees there
 * (sand-reach-map.c).
 *
 * Coordinates here are in cells from the raster's origin: cell (i, j) is
 * [i, i + 1] × [j, j + 1], its centre (i + 0.5, j + 0.5).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-reach-field-private.h"

G_BEGIN_DECLS

/* A line the tier may not cross, in cells. */
typedef struct
{
  double   ax, ay, bx, by;
  gboolean one_way; /* only from its left (sand_move_line_from_left()) */
} SandMapSegment;

/* An enemy's no-go zone in cells: closer than @r to the rectangle of half
 * extents @hw across and @hd along round (x, y), (@ax, @ay) its unit vector
 * across (SandMoveDisc). */
typedef struct
{
  double x, y, r, hw, hd, ax, ay;
  gint32 item; /* the snapshot's disc */
} SandMapDisc;

/* A point a path may turn at, a hair off the obstacle into free space; @b0 to
 * @b1 (radians, @b1 - @b0 at most pi) are the directions the obstacle it turns
 * round covers, seen from it: a path turns toward them, never away. @zone: the
 * zone (index in discs) whose polygon of vertices it is one of, else -1. */
typedef struct
{
  double x, y;
  double b0, b1;
  gint32 cell;
  int    level;
  gint32 zone;
} SandMapCorner;

/* How far off an obstacle a vertex stands, in cells: far enough that every
 * test of a leg from it (sand_move_line_crossed()'s ends, a cell walk's
 * corners) sees it clear, near enough to change no cost a reader could see. */
#define SAND_MAP_NUDGE 1e-4

typedef struct _SandReachObstacles SandReachObstacles;
struct _SandReachObstacles
{
  gint            ref_count;
  int             width;     /* the raster's */
  int             height;
  int             words;     /* of each row of @blocked */
  guint64        *blocked;   /* a bit per cell, row after row */
  guint64        *listed;    /* the same for cells a segment or zone passes through */
  int             box[4];    /* the cells the tier can reach (inclusive); others read as free */
  double          unit;      /* allowance a cell's width of travel costs */
  GArray         *segments;  /* SandMapSegment */
  GArray         *discs;     /* SandMapDisc */
  SandMapCorner  *corners;   /* by row of their cell, then x */
  int             n_corners;
  int            *row_first; /* height + 1: row j's corners are [row_first[j], row_first[j + 1]) */
  /* Levels a path may go down but never up (a hill At The Double): each
   * cell's level, and each row's least and most over its free cells; NULL
   * when the tier's free cells are all of one level or change it freely */
  gint8          *level;
  gint8          *row_low;
  gint8          *row_high;
  /* the same as runs of one level along each row (over the box's columns) */
  struct _SandMapLevelRun *level_runs;
  int            *level_first; /* height + 1 */
};

typedef struct _SandMapLevelRun
{
  int i0, i1, level;
} SandMapLevelRun;

static inline int
sand_map_level (const SandReachObstacles *o,
                int                       c)
{
  return o->level != NULL ? o->level[c] : 0;
}

static inline gboolean
sand_map_blocked (const SandReachObstacles *o,
                  int                       i,
                  int                       j)
{
  if (i < 0 || j < 0 || i >= o->width || j >= o->height)
    return TRUE;
  return (o->blocked[(gsize) j * o->words + (i >> 6)] >> (i & 63)) & 1;
}

static inline gboolean
sand_map_listed (const SandReachObstacles *o,
                 int                       i,
                 int                       j)
{
  return (o->listed[(gsize) j * o->words + (i >> 6)] >> (i & 63)) & 1;
}

/* The cell of @s's start, or the nearest to it when it lies off the raster. */
static inline int
sand_reach_map_start_cell (const SandMoveSnapshot *s)
{
  int s0 = sand_move_snapshot_cell_index (s, s->start_x, s->start_y);

  if (s0 < 0)
    s0 = MIN ((int) ((s->start_y - s->y0) / s->cell), s->height - 1) * s->width
         + MIN ((int) ((s->start_x - s->x0) / s->cell), s->width - 1);
  return s0;
}

/* sand-reach-obstacles.c: tier @t's obstacles from @s, or NULL when the tier's
 * ground is not all of one cost, or has what the map cannot draw (zones of
 * control, lines that cost something to cross, levels that cost something to
 * change, a straight-line move): those tiers go to the queue. @kblocked: per
 * kind, blocked in this tier; @box: the cells it can reach. @this_start: only
 * @s's own start is solved over them (not a drag's next), so where the tier
 * may not go from there (the unit stays put) its lines, zones and vertices
 * are left out: no path is drawn. */
SandReachObstacles *sand_reach_obstacles_new   (const SandMoveSnapshot *s,
                                                double                  budget,
                                                const guint8           *kblocked,
                                                const int              *box,
                                                gboolean                this_start);
SandReachObstacles *sand_reach_obstacles_ref   (SandReachObstacles     *o);
void                sand_reach_obstacles_unref (SandReachObstacles     *o);
/* The same obstacles (a drag's next step may reuse what was worked out on them). */
gboolean            sand_reach_obstacles_equal (const SandReachObstacles *a,
                                                const SandReachObstacles *b);

/* The cells of buildings with upper floors, as runs along rows: what a map
 * paints there is noted per building (the floors read each tier's least cost
 * inside each outline). */
typedef struct
{
  int i0, i1, site;
} SandMapSiteRun;

typedef struct
{
  SandMapSiteRun *runs;
  int            *row_first; /* height + 1 */
  int             n_sites;
} SandMapSites;

/* What a source sees is a list of open intervals of slopes (sand-reach-cast.c):
 * in the half of the table below it (@dir 1) or above it (@dir -1), the ray of
 * slope s reaches x = vx + s t at distance t across the rows, t = |y - vy|.
 * An obstacle's shadow is a closed interval of them. */
typedef struct
{
  double lo;
  double hi;
  int    level; /* rays seen: the level they are on (one-way levels only) */
} SandMapArc;

typedef struct
{
  SandMapArc *v;
  int         n;
  int         cap;
} SandMapArcs;

static inline SandMapArc *
sand_map_arcs_add (SandMapArcs *a,
                   double       lo,
                   double       hi)
{
  if (a->n == a->cap)
    {
      a->cap = MAX (16, 2 * a->cap);
      a->v = g_renew (SandMapArc, a->v, a->cap);
    }
  a->v[a->n].lo = lo;
  a->v[a->n].hi = hi;
  a->v[a->n].level = 0;
  return &a->v[a->n++];
}

void sand_map_arcs_sort     (SandMapArcs       *a);
/* @out = @in (open intervals, sorted, each keeping its level) less the closed
 * shadows @sh (sorted and merged here). */
void sand_map_arcs_subtract (SandMapArcs       *out,
                             const SandMapArcs *in,
                             SandMapArcs       *sh);

/* The source and the half it looks into. */
typedef struct
{
  double vx, vy;
  int    dir;
} SandMapView;

/* An enemy's zone as a source sees it: its discs (one, or those round a
 * rectangle's corners) with their tangents from the source, and the distances
 * across the rows it spans. */
typedef struct
{
  double   cx, cy, r;
  gboolean inside;      /* the source is on its rim or in it */
  double   tx[2], ty[2]; /* the tangent points */
} SandMapRound;

typedef struct
{
  const SandMapDisc *disc;
  SandMapRound       round[4];
  int                n_round;
  double             t_min;
  double             t_max;
  /* the slopes of the rays that can come near it (between its tangents),
   * -inf or inf where they are not bounded so (a tangent along or behind the
   * source's row, or the source on its rim); those of its tangents heading
   * away from the source's row (inf and -inf when none); and the least and
   * most x of its discs */
  double             s_lo;
  double             s_hi;
  double             tan_lo;
  double             tan_hi;
  double             x_lo;
  double             x_hi;
  /* no ray the source still sees can come near it (sand-reach-cast.c) */
  gboolean           unseen;
} SandMapZone;

/* sand-reach-shadows.c: the rays of @v's half through the rectangle [xa, xb]
 * × [t1, t2] of distances (0 <= t1 < t2), added to @out. */
SandMapArc *sand_map_rect_shadow (const SandMapView *v,
                                  double             xa,
                                  double             xb,
                                  double             t1,
                                  double             t2,
                                  SandMapArcs       *out);
/* The rays of @v's half that meet segment @g, or come too close to zone @z,
 * before distance @t, added to @out. */
void     sand_map_segment_shadow (const SandMapView    *v,
                                  const SandMapSegment *g,
                                  double                t,
                                  SandMapArcs          *out);
void     sand_map_zone_init      (SandMapZone          *z,
                                  const SandMapView    *v,
                                  const SandMapDisc    *d);
void     sand_map_zone_shadow    (const SandMapView    *v,
                                  const SandMapZone    *z,
                                  double                t,
                                  SandMapArcs          *out);
/* TRUE when no ray of slope within [@lo, @hi] comes near zone @z anywhere
 * at or beyond distance @t: its shadow there can cut none of them. */
gboolean sand_map_zone_unseen    (const SandMapZone    *z,
                                  const SandMapView    *v,
                                  double                lo,
                                  double                hi,
                                  double                t);
/* sand-reach-levels.c, with one-way levels: the shadows in row @j, before
 * distance @t (the row begins at @tn), on the rays of @arc: the row's cells
 * above the rays' level, and steps up between its cells as the rays cross
 * them, outward from the source's column; added to @out. */
void     sand_map_level_shadows  (const SandReachObstacles *o,
                                  const SandMapView        *v,
                                  const SandMapArc         *arc,
                                  int                       j,
                                  double                    tn,
                                  double                    t,
                                  SandMapArcs              *out);
/* @arc's rays go on past row @j (to @tf) on the level of the lowest cell
 * they crossed in it: @arc split by those, added to @out. */
void     sand_map_level_descend  (const SandReachObstacles *o,
                                  const SandMapView        *v,
                                  const SandMapArc         *arc,
                                  int                       j,
                                  double                    tn,
                                  double                    tf,
                                  SandMapArcs              *out);
/* The columns of the cells @arc's rays may cross in the row between @tn and
 * @tf, within [lo, hi]. */
void     sand_map_arc_columns    (const SandMapView        *v,
                                  const SandMapArc         *arc,
                                  double                    tn,
                                  double                    tf,
                                  int                       lo,
                                  int                       hi,
                                  int                      *c0,
                                  int                      *c1);

/* Where the line across the rows at @y is in zone @d: FALSE when it misses. */
gboolean sand_map_zone_row       (const SandMapDisc    *d,
                                  double                y,
                                  double               *x0,
                                  double               *x1);

/* One source's view, painted and searched (sand-reach-cast.c). */
typedef struct
{
  const SandReachObstacles *o;
  double   x, y;        /* the source, in cells */
  double   d;           /* the cost of getting there */
  double   budget;
  int      level;       /* the source's, with one-way levels */
  gboolean full;        /* every direction, else the wedge [w0, w1] (radians) */
  double   w0, w1;
  /* cells of rows [row_lo, row_hi) that it reaches cheaper take @code */
  float   *g;
  gint32  *pivot;
  guint8  *tier;        /* NULL: not written (tier 0 on a fresh field) */
  guint8  *anchor;
  guint8   tier_index;
  gint32   code;
  int      row_lo;
  int      row_hi;
  /* NULL or the field's display, painted alongside g (cells a move may not
   * end on are masked afterwards) */
  float   *display;
  /* counts the cells painted for the first time */
  gint64  *reached;
  /* NULL, or the buildings' cells and the least cost painted in each */
  const SandMapSites *sites;
  double  *site_min;
  /* every corner it sees, with the cost of the straight leg there */
  void   (*found) (gpointer data, int corner, double cost);
  gpointer data;
} SandMapCast;

void sand_reach_map_cast (const SandMapCast *c);

/* What a drag keeps from one solve to the next (sand-reach-drag.c): the
 * snapshot the obstacles were worked out on, and each tier's. */
#define SAND_REACH_KEEP_TIERS 8

typedef struct
{
  SandMoveSnapshot   *snap;
  SandReachObstacles *tiers[SAND_REACH_KEEP_TIERS];
} SandReachKeep;

void            sand_reach_keep_clear    (SandReachKeep    *keep);
/* Drops what @keep holds unless it was worked out on @snapshot's ground, and
 * notes @snapshot as what it is about. */
void            sand_reach_keep_check    (SandReachKeep    *keep,
                                          SandMoveSnapshot *snapshot);
/* The obstacles a drag keeps for tier @tier, or NULL (for tests). */
struct _SandReachDrag;
const SandReachObstacles *_sand_reach_drag_kept (struct _SandReachDrag *self,
                                                 guint                  tier);
/* sand-reach.c: sand_reach_compute() with @keep: the tiers' obstacles are
 * taken from it where its snapshot's ground is @snapshot's, and left in it for
 * the next solve. */
SandReachField *_sand_reach_compute_keep (SandMoveSnapshot *snapshot,
                                          SandReachKeep    *keep,
                                          GCancellable     *cancellable,
                                          GError          **error);

/* sand-reach-map.c: solves tier @tier over obstacles @o into @target,
 * painting only where it is cheaper. The vertices its pivots name are
 * appended to @vertices (SandReachVertex). FALSE when cancelled. */
typedef struct
{
  float    *g;
  gint32   *pivot;
  guint8   *tier;     /* NULL: not written (a fresh field's first tier) */
  guint8   *anchor;
  float    *display;  /* NULL: not painted */
  /* a fresh field: each thread sets up its rows first (g unreached, display
   * -1, tier and anchor 0) */
  gboolean  fresh;
  double   *site_min; /* per building with floors, the least cost painted in it */
  gint64    reached;  /* receives the cells painted for the first time */
} SandMapTarget;

gboolean sand_reach_map_solve (const SandMoveSnapshot   *s,
                               const SandReachObstacles *o,
                               guint                     tier,
                               double                    budget,
                               SandMapTarget            *target,
                               gboolean                  split,
                               GArray                   *vertices,
                               GCancellable             *cancellable);

/* sand-reach-rims.c: after tier @tier is painted into @target with the
 * vertices' costs @dist, the cells between each zone's polygon and its rim,
 * priced from that zone's vertices where cheaper. */
void sand_map_paint_rims (const SandMoveSnapshot   *s,
                          const SandReachObstacles *o,
                          guint                     tier,
                          double                    budget,
                          const double             *dist,
                          SandMapTarget            *target);

/* sand-reach-rims.c: for a start on a zone's rim (a unit that starts closer
 * keeps to the rim it may not come inside), each of that zone's vertices the
 * start reaches only round the rim, passed to @seed with its cost, the
 * direction (radians) its wedge begins at and the vertex before it round the
 * rim (-1: the start). */
void sand_map_seed_rims      (const SandMoveSnapshot   *s,
                              const SandReachObstacles *o,
                              double                    sx,
                              double                    sy,
                              double                    s_cost,
                              double                    budget,
                              void (*seed) (gpointer data, int k, double cost, double in, int pred),
                              gpointer                  data);
/* A start on zones' rims moved a hair off them, out of each. */
void sand_map_start_off_rims (const SandReachObstacles *o,
                              double                   *sx,
                              double                   *sy);

G_END_DECLS
