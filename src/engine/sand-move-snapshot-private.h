/* sand-move-snapshot-private.h: the layout the builder fills and the solver reads.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <math.h>

#include "sand-move-effect.h"
#include "sand-move-snapshot.h"

G_BEGIN_DECLS

#define SAND_GROUND_LISTED G_MAXUINT16

/* One kind of ground: every cell with the same combination of effects shares it, so
 * "uniform ground" (for any-angle shortcuts) is "same kind". */
typedef struct
{
  SandMoveEffect effect;
  float          cost;   /* allowance per inch; blocked kinds never get entered */
} SandCellKind;

typedef struct
{
  double         ax, ay, bx, by;
  SandMoveEffect crossing;
  guint          first_opening;
  guint          n_openings;
} SandMoveLine;

/* Doors and windows: a line crossed within @r of (x, y) has no effect. */
typedef struct
{
  double x, y, r;
} SandMoveOpening;

/* An enemy's no-go zone: a path may neither enter nor pass through it. A
 * rounded rectangle: the points closer than @r to the rectangle of half width
 * @hw across and half depth @hd along its facing round (x, y), whose unit
 * vector across is (@ax, @ay); a disc when both half extents are 0 (a round
 * base, the fields after @reason left zero). */
typedef struct
{
  double x, y, r;
  int    reason;
  double hw, hd, ax, ay;
  /* a place not to end only round its rectangle: inside it, edges included,
   * a unit may end (a vehicle's base, boarded) */
  gboolean hollow;
} SandMoveDisc;

/* An enemy's zone of control (mechanism 9): the cells within @radius of (x, y) and
 * @angle degrees either side of @facing (clockwise from up), seen from there
 * without crossing impassable ground. A path inside goes only straight toward
 * (x, y), stopping @contact from it, or straight away from it. */
typedef struct
{
  double x, y, facing, radius, angle, contact;
  int    reason;
} SandMoveZoc;

/* A building with upper floors (sand-reach-floors.c): the cells of the raster
 * whose centres are inside its outline, where the unit may climb. */
typedef struct
{
  char    *id;
  char    *name;           /* as the map shows it, or NULL */
  int      n_floors;
  double   x, y;           /* the middle of its top edge, for labels */
  gboolean holds_start;    /* the unit starts inside its outline */
  GArray  *cells;          /* int */
} SandMoveFloorSite;

/* A hill as drawn: who it is (a reason's who, the hill feature), its level and
 * its outline. */
typedef struct
{
  SandReason *who;
  int     level;
  GArray *outline; /* SandPoint, closed */
} SandMoveHill;

struct _SandMoveSnapshot
{
  gint       ref_count;

  double     table_width;
  double     table_height;
  double     start_x;
  double     start_y;
  double     allowance;
  double     contact;     /* a whole-turn line must be this close to the start */
  gboolean   straight;    /* mechanism 11: only straight from the start */

  /* the raster: cell (i, j) spans [x0 + i*cell, x0 + (i+1)*cell) */
  double     cell;
  double     x0;
  double     y0;
  int        width;
  int        height;
  guint16   *kind;        /* width * height indices into kinds */
  gsize      kind_block;  /* its size as a raster block (sand-raster-blocks.h), 0 if not one */
  GArray    *kinds;       /* SandCellKind */
  /* per kind, its ground: kinds a move crosses alike (same cost, flags other than
   * may-not-end, tier, and level where stepping up or down costs anything) share
   * one, so straight legs run on across them */
  guint16   *ground;
  /* grounds × grounds (by index, both grounds of kinds): TRUE where a straight
   * leg goes on from the first to the second as if they were one, the level
   * changing the one way that costs nothing (down a hill slow to climb); NULL
   * when there is no such pair */
  guint8    *ground_onto;
  /* per cell, the ground of its kind, or SAND_GROUND_LISTED when lines or discs
   * are listed near it: the solver's fill reads one array, not three */
  guint16   *cell_ground;
  /* per kind, whether some cell of the raster has it */
  guint8    *kind_used;
  /* the cells of kinds a move may pass but not end on (gint32) */
  GArray    *no_end_cells;

  SandMoveEffect level_up;   /* stepping to a higher level */
  SandMoveEffect level_down;
  /* what stepping up or down does, without whose hill ("going up, Slow going"),
   * indices into reasons, -1 none; and the hills, to name the one stepped onto */
  int            level_up_what;
  int            level_down_what;
  GArray        *hills;      /* SandMoveHill; NULL when there are none */

  /* Floors of buildings: a storey climbed or descended is @floor_height inches
   * with the effect of going up or down. A unit on floor @start_floor of site
   * @start_site (-1: on the ground) starts its ground move having paid
   * @start_cost to come down. */
  GArray        *floor_sites; /* SandMoveFloorSite; NULL when no building has upper floors */
  SandMoveEffect floor_up;
  SandMoveEffect floor_down;
  double         floor_height;
  int            start_site;
  int            start_floor;
  double         start_cost;

  GArray    *lines;       /* SandMoveLine */
  GArray    *openings;    /* SandMoveOpening */
  GArray    *discs;       /* SandMoveDisc */
  GArray    *no_end;      /* SandMoveDisc: a move may pass, not end closer (a friend's base) */
  GArray    *zocs;        /* SandMoveZoc */
  gint16    *zoc;         /* per cell, the zone of control it is in, -1 none; NULL without zones */
  /* Per cell, the lines (index >= 0) and discs (-1 - index) that pass through or
   * near it, as compressed rows: items of cell c are obst[obst_start[c] .. obst_start[c+1]). */
  int       *obst_start;  /* with cell_ground after it, one raster block of obst_block bytes */
  gsize      obst_block;
  int       *obst;

  GPtrArray *reasons;     /* SandReason: why an effect stops or limits a move */
  double    *tiers;       /* the allowances to solve for, highest first */
  guint      n_tiers;

  char      *unit_id;
  char      *mode_id;
  char      *ruleset_id;

  /* NULL, or the snapshot whose ground, lines, zones and tiers this one
   * borrows: a drag's step where only the start moved (sand-move-kept.c).
   * Every pointer above is then @base's, and only @base frees them. */
  SandMoveSnapshot *base;
};

/* A raster kept from one step of a drag to the next: the cells [cells[0],
 * cells[2]) × [cells[1], cells[3]) of the grid of @cell inches on a table of
 * @width × @height (all 0 at first). */
typedef struct
{
  int    cells[4];
  double cell;
  double width;
  double height;
} SandMoveKeptRaster;

/* What a drag keeps of the last snapshot finished over its raster
 * (sand-move-kept.c): the snapshot, and its kinds and their raster as they
 * were painted, before finishing merged them. */
typedef struct
{
  SandMoveSnapshot *last;
  guint16          *kind;
  GArray           *kinds; /* SandCellKind */
} SandMoveKeptPaint;

void              sand_move_kept_paint_clear  (SandMoveKeptPaint  *paint);

/* sand_move_snapshot_new_from() over @kept (sand-move-compile.c), which is moved
 * and grown when the move no longer fits in it. With @paint (may be NULL):
 * when the step painted exactly what the last one did but for its start, the
 * snapshot borrows the last one's finished ground (only the start differs). */
SandMoveSnapshot *sand_move_snapshot_new_kept (SandScenario       *scenario,
                                               SandRuleset        *ruleset,
                                               SandUnit           *unit,
                                               const char         *mode_id,
                                               double              resolution,
                                               const SandPoint    *start,
                                               SandMoveKeptRaster *kept,
                                               SandMoveKeptPaint  *paint,
                                               GError            **error);

/* The snapshot that owns @s's ground: @s itself, or the one it borrows from. */
static inline const SandMoveSnapshot *
sand_move_snapshot_owner (const SandMoveSnapshot *s)
{
  return s->base != NULL ? s->base : s;
}

/* A straight leg goes on from ground @from (or SAND_GROUND_LISTED) onto ground
 * @to: the same ground, or the same but for a level it steps to for free. */
static inline gboolean
sand_move_snapshot_ground_onto (const SandMoveSnapshot *s,
                                guint16                 from,
                                guint16                 to)
{
  return from == to
         || (s->ground_onto != NULL && from != SAND_GROUND_LISTED
             && s->ground_onto[(gsize) from * s->kinds->len + to]);
}

static inline int
sand_move_snapshot_cell_index (const SandMoveSnapshot *s,
                               double                  x,
                               double                  y)
{
  int i = (int) floor ((x - s->x0) / s->cell);
  int j = (int) floor ((y - s->y0) / s->cell);

  if (i < 0 || j < 0 || i >= s->width || j >= s->height)
    return -1;
  return j * s->width + i;
}

/* TRUE when segment (ax, ay)-(bx, by) crosses @line; @t receives where along ab. */
gboolean sand_move_line_crossed (const SandMoveSnapshot *s,
                                 const SandMoveLine     *line,
                                 double                  ax,
                                 double                  ay,
                                 double                  bx,
                                 double                  by,
                                 double                 *t);
/* TRUE when a step from (cx, cy) to (nx, ny) that crosses @line (a -> b) goes
 * from its left to its right: the way a one-way line counts. Only the direction
 * is asked: sand_move_line_crossed() has said which step pays, so a cell centred
 * exactly on the line neither lets the unit through free nor pays twice. */
static inline gboolean
sand_move_line_from_left (const SandMoveLine *line,
                          double              cx,
                          double              cy,
                          double              nx,
                          double              ny)
{
  double dx = line->bx - line->ax, dy = line->by - line->ay;

  return dx * (cy - ny) - dy * (cx - nx) > 0;
}

/* (@x, @y) in @disc's frame: across and along its rectangle, from its centre. */
static inline void
sand_move_disc_local (const SandMoveDisc *disc,
                      double              x,
                      double              y,
                      double             *u,
                      double             *v)
{
  double dx = x - disc->x, dy = y - disc->y;

  *u = dx * disc->ax + dy * disc->ay;
  *v = dx * disc->ay - dy * disc->ax;
}

/* TRUE when the segment comes closer than the disc's radius to its centre (to
 * its rectangle); a point is the segment from it to itself. */
gboolean sand_move_disc_hit     (const SandMoveDisc     *disc,
                                 double                  ax,
                                 double                  ay,
                                 double                  bx,
                                 double                  by);

G_END_DECLS
