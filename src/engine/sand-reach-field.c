/* sand-reach-field.c: storage and queries of a solved move.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "sand-geometry.h"
#include "sand-raster-blocks.h"
#include "sand-reach-field-private.h"

G_DEFINE_BOXED_TYPE (SandReachField, sand_reach_field, sand_reach_field_ref, sand_reach_field_unref)

SandReachField *
sand_reach_field_new_for_snapshot (SandMoveSnapshot *snap)
{
  SandReachField *self = g_new0 (SandReachField, 1);
  gsize n = (gsize) snap->width * snap->height;

  self->ref_count = 1;
  self->snap = sand_move_snapshot_ref (snap);
  /* one block, likely one a field before gave back, its pages in already */
  self->g = sand_raster_block_take (n * (2 * sizeof (float) + sizeof (gint32) + 2), &self->block);
  self->display = self->g + n;
  self->pivot = (gint32 *) (self->display + n);
  self->anchor = (guint8 *) (self->pivot + n);
  self->tier = self->anchor + n;
  sand_raster_fill_float (self->g, n, INFINITY);
  memset (self->anchor, 0, 2 * n);
  return self;
}

GArray *
sand_reach_field_keep_run (SandReachField *self,
                           guint           tier)
{
  SandReachKeptRun run = { tier, g_array_new (FALSE, FALSE, sizeof (SandReachKept)) };

  if (self->kept == NULL)
    self->kept = g_array_new (FALSE, FALSE, sizeof (SandReachKeptRun));
  g_array_append_val (self->kept, run);
  return run.cells;
}

/* Cell @c's pivot in tier @tier's solve: the field's when that tier holds the
 * cell, else the one kept aside when it lost the cell. */
static gint32
pivot_in_tier (SandReachField *self,
               gint32          c,
               guint           tier)
{
  if (self->tier[c] == tier || self->kept == NULL)
    return self->pivot[c];
  for (guint i = 0; i < self->kept->len; i++)
    {
      const SandReachKeptRun *r = &g_array_index (self->kept, SandReachKeptRun, i);
      if (r->tier != tier)
        continue;
      const SandReachKept *v = (const SandReachKept *) (void *) r->cells->data;
      guint lo = 0, hi = r->cells->len;
      while (lo < hi)
        {
          guint mid = lo + (hi - lo) / 2;
          if (v[mid].cell < c)
            lo = mid + 1;
          else
            hi = mid;
        }
      if (lo < r->cells->len && v[lo].cell == c)
        return v[lo].pivot;
    }
  return self->pivot[c];
}

static inline const SandCellKind *
kind_at (const SandMoveSnapshot *s,
         int                     c)
{
  return &g_array_index (s->kinds, SandCellKind, s->kind[c]);
}

void
sand_reach_field_finish (SandReachField *self)
{
  const SandMoveSnapshot *s = self->snap;
  gsize n = (gsize) s->width * s->height;
  gsize count = 0;
  g_autofree guint8 *may_end = g_new (guint8, s->kinds->len);

  for (guint k = 0; k < s->kinds->len; k++)
    may_end[k] = !(g_array_index (s->kinds, SandCellKind, k).effect.flags & (SAND_MOVE_NO_END | SAND_MOVE_BLOCKED));
  /* in locals: the compiler would load them again for every cell */
  const float *g = self->g;
  const guint16 *kind = s->kind;
  float *display = self->display;

  for (gsize c = 0; c < n; c++)
    {
      gboolean end = g[c] < INFINITY && may_end[kind[c]];
      display[c] = end ? g[c] : -1.0f;
      count += end;
    }
  /* no move is the unit's own point: no area, whatever cell holds it */
  self->area = s->allowance > 1e-9 ? count * s->cell * s->cell : 0;
}

SandReachField *
sand_reach_field_ref (SandReachField *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_atomic_int_inc (&self->ref_count);
  return self;
}

void
sand_reach_field_unref (SandReachField *self)
{
  g_return_if_fail (self != NULL);
  if (!g_atomic_int_dec_and_test (&self->ref_count))
    return;
  sand_move_snapshot_unref (self->snap);
  sand_raster_block_give (self->g, self->block);
  for (guint i = 0; self->kept != NULL && i < self->kept->len; i++)
    g_array_unref (g_array_index (self->kept, SandReachKeptRun, i).cells);
  g_clear_pointer (&self->kept, g_array_unref);
  sand_reach_floors_clear (self);
  g_free (self);
}

double
sand_reach_field_get_allowance (SandReachField *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->snap->allowance;
}

void
sand_reach_field_get_start (SandReachField *self,
                            double         *x,
                            double         *y)
{
  g_return_if_fail (self != NULL);
  sand_move_snapshot_get_start (self->snap, x, y);
}

static void
centre (const SandMoveSnapshot *s,
        int                     c,
        double                 *x,
        double                 *y)
{
  *x = s->x0 + (c % s->width + 0.5) * s->cell;
  *y = s->y0 + (c / s->width + 0.5) * s->cell;
}

/* What stepping a level or crossing a line with effect @e adds to a leg, as a
 * step pays it: FALSE when it stops the leg (any of @stop). */
static gboolean
leg_pay (const SandMoveEffect *e,
         guint                 stop,
         double               *extra,
         double               *limit)
{
  if (e->flags & stop)
    return FALSE;
  if (e->tier > 0)
    *limit = MIN (*limit, e->tier);
  *extra += e->extra;
  return TRUE;
}

/* The cost of what entering cell @n from cell @c crosses: its ground's tier,
 * and the level stepped as a step pays it (sand-reach-search.c). FALSE when it
 * may not be entered: blocked; with SAND_LEG_ZOC_EDGES into, out of or across
 * the parts of a zone of control but from the leg's first cell (@first;
 * sand-reach-zoc.c draws the legs in and out); with SAND_LEG_ZOC_REFUSE into one
 * at all. */
static gboolean
leg_enter (const SandMoveSnapshot *s,
           int                     c,
           int                     n,
           gboolean                first,
           SandLegZoc              zoc,
           double                 *extra,
           double                 *limit)
{
  const SandMoveEffect *e = &kind_at (s, n)->effect, *from = &kind_at (s, c)->effect;

  if ((e->flags & SAND_MOVE_BLOCKED) || (zoc == SAND_LEG_ZOC_REFUSE && (e->flags & SAND_MOVE_ZOC))
      || (zoc == SAND_LEG_ZOC_EDGES && !first && ((e->flags | from->flags) & SAND_MOVE_ZOC)
          && s->ground[s->kind[n]] != s->ground[s->kind[c]]))
    return FALSE;
  if (e->tier > 0)
    *limit = MIN (*limit, e->tier);
  return e->level == from->level
         || leg_pay (e->level > from->level ? &s->level_up : &s->level_down, SAND_MOVE_BLOCKED, extra, limit);
}

/* What the lines and discs listed in cell @c do to the leg (each line once:
 * @seen holds those done). FALSE when it may not go on. */
static gboolean
leg_items (const SandMoveSnapshot *s,
           int                     c,
           double                  px,
           double                  py,
           double                  qx,
           double                  qy,
           GArray                 *seen,
           double                 *extra,
           double                 *limit)
{
  for (int i = s->obst_start[c]; i < s->obst_start[c + 1]; i++)
    {
      int it = s->obst[i];
      gboolean done = FALSE;
      for (guint k = 0; k < seen->len && !done; k++)
        done = g_array_index (seen, int, k) == it;
      if (done)
        continue;
      g_array_append_val (seen, it);
      if (it < 0)
        {
          if (sand_move_disc_hit (&g_array_index (s->discs, SandMoveDisc, -1 - it), px, py, qx, qy))
            return FALSE;
          continue;
        }
      const SandMoveLine *l = &g_array_index (s->lines, SandMoveLine, it);
      const SandMoveEffect *e = &l->crossing;
      if (!sand_move_line_crossed (s, l, px, py, qx, qy, NULL)
          || ((e->flags & SAND_MOVE_ONE_WAY) && !sand_move_line_from_left (l, px, py, qx, qy)))
        continue;
      if (!leg_pay (e, SAND_MOVE_BLOCKED | SAND_MOVE_WHOLE_TURN, extra, limit))
        return FALSE;
    }
  return TRUE;
}

/* The exact cost of the straight leg from (px, py) in cell @pcell to (qx, qy):
 * the ground of every cell for the length of it inside that cell, and what the
 * leg steps over or crosses on the way as a step pays it. *limit receives the
 * lowest tier of all that (INFINITY: none). -1 when the leg may not go: blocked
 * ground, level or line, between two cells corner to corner past a blocked one,
 * an enemy's no-go disc, or a zone of control as @zoc says. */
double
_sand_reach_field_leg_cost (const SandMoveSnapshot *s,
                            int                     pcell,
                            double                  px,
                            double                  py,
                            double                  qx,
                            double                  qy,
                            SandLegZoc              zoc,
                            double                 *limit)
{
  double dx = qx - px, dy = qy - py, len = hypot (dx, dy);
  int W = s->width, i = pcell % W, j = pcell / W, si = dx > 0 ? 1 : -1, sj = dy > 0 ? 1 : -1;
  double tx = dx != 0 ? (s->x0 + (i + (dx > 0)) * s->cell - px) / dx : INFINITY;
  double ty = dy != 0 ? (s->y0 + (j + (dy > 0)) * s->cell - py) / dy : INFINITY;
  double ddx = dx != 0 ? s->cell / fabs (dx) : INFINITY, ddy = dy != 0 ? s->cell / fabs (dy) : INFINITY;
  double t = 0, cost = 0, extra = 0;
  int c = pcell, end = sand_move_snapshot_cell_index (s, qx, qy);
  g_autoptr (GArray) seen = g_array_new (FALSE, FALSE, sizeof (int));

  *limit = INFINITY;
  if (end < 0)
    return -1;
  for (;;)
    {
      const SandCellKind *k = kind_at (s, c);
      /* a leg that ends on the edge of the raster ends there, not beyond */
      double next = MIN (MIN (tx, ty), 1.0);
      if (next > 1.0 - 1e-12)
        next = 1.0;
      /* the pivot's own cell is crossed as the search has it, blocked or not */
      if (!(c == pcell && (k->effect.flags & SAND_MOVE_BLOCKED)))
        cost += k->cost * (next - t) * len;
      if (!leg_items (s, c, px, py, qx, qy, seen, &extra, limit))
        return -1;
      if (next >= 1.0 && c == end)
        break;
      if (next >= 1.0)
        {
          /* ending on a cell's edge is ending in the next cell */
          if (!leg_enter (s, c, end, c == pcell, zoc, &extra, limit) || !leg_items (s, end, px, py, qx, qy, seen, &extra, limit))
            return -1;
          break;
        }
      if (fabs (tx - ty) <= 1e-12)
        {
          /* through a corner: never squeezing past a blocked cell */
          if (i + si < 0 || i + si >= W || j + sj < 0 || j + sj >= s->height
              || (kind_at (s, j * W + i + si)->effect.flags & SAND_MOVE_BLOCKED)
              || (kind_at (s, (j + sj) * W + i)->effect.flags & SAND_MOVE_BLOCKED))
            return -1;
          i += si, j += sj, tx += ddx, ty += ddy;
        }
      else if (tx < ty)
        i += si, tx += ddx;
      else
        j += sj, ty += ddy;
      if (i < 0 || j < 0 || i >= W || j >= s->height)
        return -1;
      int n = j * W + i;
      if (!leg_enter (s, c, n, c == pcell, zoc, &extra, limit))
        return -1;
      c = n;
      t = next;
    }
  return cost + extra;
}

/* How far back along a neighbour's path the last leg may start: the pivots
 * before the last are corners the search turned at for want of evidence
 * (a line crossed, ground changed) that the straight leg checks exactly. */
#define CHAIN_MAX 8

/* The cheapest straight last leg to (x, y) from a cell around it or from a
 * pivot on the way to one. Each cell's record is a path of its own tier's solve:
 * a leg from it may cost what that tier allows, and no more than anything it
 * crosses allows. Returns the cost or -1; *pivot_out receives the leg's start
 * (a cell or FROM_START) and *tier_out the tier whose path leads to it. */
double
_sand_reach_field_best_leg (SandReachField *self,
                            double          x,
                            double          y,
                            gint32         *pivot_out,
                            guint          *tier_out)
{
  const SandMoveSnapshot *s = self->snap;
  int c = sand_move_snapshot_cell_index (s, x, y);
  double best = -1;
  gint32 tried[9 * CHAIN_MAX];
  int n_tried = 0;

  if (c < 0 || x < 0 || y < 0 || x > s->table_width || y > s->table_height)
    return -1;
  if (kind_at (s, c)->effect.flags & SAND_MOVE_BLOCKED)
    return -1;

  int ci = c % s->width, cj = c / s->width;
  for (int dj = -1; dj <= 1; dj++)
    for (int di = -1; di <= 1; di++)
      {
        int bi = ci + di, bj = cj + dj;
        if (bi < 0 || bj < 0 || bi >= s->width || bj >= s->height)
          continue;
        int b = bj * s->width + bi;
        if (!(self->g[b] < INFINITY))
          continue;
        if (self->anchor[b] == 2)
          {
            /* just beyond a whole-turn line: anywhere in that cell, and no further */
            if (b == c && (best < 0 || self->g[b] < best))
              {
                best = self->g[b];
                if (pivot_out)
                  *pivot_out = self->pivot[b];
                if (tier_out)
                  *tier_out = self->tier[b];
              }
            continue;
          }
        gint32 p = b;
        for (int depth = 0; depth < CHAIN_MAX && p >= SAND_REACH_FROM_START; depth++, p = p >= 0 ? self->pivot[p] : SAND_REACH_NONE)
          {
            /* beyond the cell and the pivot of its straight leg, past a corner
             * of its path: each such pivot once (neighbours share them), and
             * not through zones of control, which only their own legs cross */
            gboolean beyond = depth >= 2 || (depth == 1 && self->anchor[b]);
            if (beyond)
              {
                gboolean done = FALSE;
                for (int k = 0; k < n_tried && !done; k++)
                  done = tried[k] == p;
                if (done)
                  continue;
                tried[n_tried++] = p;
              }
            double px = s->start_x, py = s->start_y, gp = s->start_cost, bound = s->tiers[self->tier[b]];
            int pcell = sand_move_snapshot_cell_index (s, px, py);
            if (p != SAND_REACH_FROM_START)
              {
                if (self->anchor[p] == 2)
                  continue;
                centre (s, p, &px, &py);
                gp = self->g[p];
                pcell = p;
                bound = s->tiers[self->tier[p]];
              }
            if (pcell < 0)
              continue;
            double limit, leg = _sand_reach_field_leg_cost (s, pcell, px, py, x, y,
                                                            beyond ? SAND_LEG_ZOC_REFUSE : SAND_LEG_ZOC_EDGES, &limit);
            if (leg < 0)
              continue;
            double cost = gp + leg;
            if (cost <= MIN (bound, limit) + 1e-6 && (best < 0 || cost < best))
              {
                best = cost;
                if (pivot_out)
                  *pivot_out = p;
                if (tier_out)
                  *tier_out = p != SAND_REACH_FROM_START ? self->tier[p] : self->tier[b];
              }
          }
      }
  return best;
}

/* The place a move may not end at (x, y) for, exactly: -1 none. */
static int
no_end_at (const SandMoveSnapshot *s,
           double                  x,
           double                  y)
{
  for (guint k = 0; k < s->no_end->len; k++)
    {
      const SandMoveDisc *d = &g_array_index (s->no_end, SandMoveDisc, k);
      double u, v;

      sand_move_disc_local (d, x, y, &u, &v);
      if (d->hollow && fabs (u) <= d->hw && fabs (v) <= d->hd)
        continue;
      /* touching the edge is not ending on it */
      if (sand_move_disc_hit (d, x, y, x, y))
        return (int) k;
    }
  return -1;
}

static gboolean
may_end (const SandMoveSnapshot *s,
         double                  x,
         double                  y)
{
  int c = sand_move_snapshot_cell_index (s, x, y);
  return c >= 0 && !(kind_at (s, c)->effect.flags & SAND_MOVE_NO_END) && no_end_at (s, x, y) < 0;
}

gboolean
sand_reach_field_is_reachable (SandReachField *self,
                               double          x,
                               double          y)
{
  return sand_reach_field_cost (self, x, y) >= 0;
}

/* The way back from (x, y) through pivot @p, priced in tier @tier. */
static GArray *
walk_path (SandReachField *self,
           double          x,
           double          y,
           gint32          p,
           guint           tier)
{
  const SandMoveSnapshot *s = self->snap;
  g_autoptr(GArray) rev = g_array_new (FALSE, FALSE, sizeof (SandPoint));
  SandPoint q = { x, y };
  g_array_append_val (rev, q);
  /* over a line that takes the whole move: the unit starts in contact with it
   * and crosses where it stands, straight, whatever cell the search stepped from */
  int c = sand_move_snapshot_cell_index (s, x, y);
  if (c >= 0 && self->anchor[c] == 2 && p == self->pivot[c])
    p = SAND_REACH_FROM_START;
  /* pivots lead back to the start; each link is a straight leg, all of the
   * one tier whose cost the leg was priced on */
  for (guint guard = 0; p >= 0 && guard < (guint) (s->width * s->height); guard++)
    {
      centre (s, p, &q.x, &q.y);
      g_array_append_val (rev, q);
      p = pivot_in_tier (self, p, tier);
    }
  q.x = s->start_x;
  q.y = s->start_y;
  g_array_append_val (rev, q);

  GArray *path = g_array_sized_new (FALSE, FALSE, sizeof (SandPoint), rev->len);
  for (guint i = rev->len; i > 0; i--)
    g_array_append_val (path, g_array_index (rev, SandPoint, i - 1));
  if (path->len <= 2)
    return path;
  GArray *simple = sand_polyline_simplify ((SandPoint *) (void *) path->data, path->len, s->cell * 0.5);
  g_array_unref (path);
  return simple;
}

GArray *
_sand_reach_field_leg_path (SandReachField *self,
                            double          x,
                            double          y)
{
  gint32 p = SAND_REACH_NONE;
  guint tier = 0;

  if (_sand_reach_field_best_leg (self, x, y, &p, &tier) < 0)
    return NULL;
  return walk_path (self, x, y, p, tier);
}

/* What reaching (x, y) costs (-1: it cannot be reached), and with @path (may
 * be NULL) the way there: the search's last leg, or a straight leg into or out
 * of a zone of control where that is the answer. One question for both, so
 * the path drawn is the one priced. */
static double
answer (SandReachField *self,
        double          x,
        double          y,
        GArray        **path)
{
  const SandMoveSnapshot *s = self->snap;
  g_autoptr (GArray) zoc_path = NULL;
  double zoc_cost = -1, best;
  gint32 p = SAND_REACH_NONE;
  guint tier = 0;
  gboolean straight;

  if (path != NULL)
    *path = NULL;
  if (!may_end (s, x, y))
    return -1;
  if (hypot (x - s->start_x, y - s->start_y) < 1e-9)
    {
      if (path != NULL)
        *path = _sand_reach_field_leg_path (self, x, y);
      return 0;
    }

  switch (_sand_reach_field_zoc_point (self, x, y, &zoc_cost, path != NULL ? &zoc_path : NULL))
    {
    case SAND_ZOC_POINT_OFF_LINE:
      return -1;
    case SAND_ZOC_POINT_ENTERED:
      best = zoc_cost;
      straight = TRUE;
      break;
    case SAND_ZOC_POINT_ON_LINE:
      if (s->zoc[sand_move_snapshot_cell_index (s, x, y)] >= 0)
        {
          best = zoc_cost;
          straight = TRUE;
          break;
        }
      /* out of the zones, straight away is one more way there */
      best = _sand_reach_field_best_leg (self, x, y, &p, &tier);
      straight = zoc_cost >= 0 && (best < 0 || zoc_cost <= best);
      if (best < 0 || (zoc_cost >= 0 && zoc_cost < best))
        best = zoc_cost;
      break;
    case SAND_ZOC_POINT_NONE:
    default:
      best = _sand_reach_field_best_leg (self, x, y, &p, &tier);
      straight = FALSE;
      break;
    }
  if (path == NULL || best < 0)
    return best;
  if (straight && zoc_path != NULL)
    *path = g_steal_pointer (&zoc_path);
  else if (p != SAND_REACH_NONE)
    *path = walk_path (self, x, y, p, tier);
  else
    *path = _sand_reach_field_leg_path (self, x, y);
  return best;
}

double
sand_reach_field_cost (SandReachField *self,
                       double          x,
                       double          y)
{
  g_return_val_if_fail (self != NULL, -1);

  return answer (self, x, y, NULL);
}

GArray *
sand_reach_field_path (SandReachField *self,
                       double          x,
                       double          y)
{
  GArray *path;

  g_return_val_if_fail (self != NULL, NULL);

  answer (self, x, y, &path);
  return path;
}

static const char *
reason_text (const SandMoveSnapshot *s,
             int                     reason)
{
  if (reason < 0 || (guint) reason >= s->reasons->len)
    return NULL;
  return g_ptr_array_index (s->reasons, reason);
}

/* "hill h1: going up, Slow going": what stepping up onto (or down off) a hill
 * at @level does, naming the hill drawn at (x, y); NULL when none is found. */
static char *
level_reason (const SandMoveSnapshot *s,
              gboolean                up,
              int                     level,
              double                  x,
              double                  y)
{
  int what = up ? s->level_up_what : s->level_down_what;

  const SandMoveHill *best = NULL;
  double best_d = 2 * s->cell; /* the raster's edge may be a cell off the drawn one */

  if (s->hills == NULL || what < 0 || (guint) what >= s->reasons->len)
    return NULL;
  for (guint i = 0; i < s->hills->len; i++)
    {
      const SandMoveHill *h = &g_array_index (s->hills, SandMoveHill, i);
      const SandPoint *p = (const SandPoint *) (void *) h->outline->data;
      double d;

      if (h->level != level)
        continue;
      d = sand_point_in_polygon (p, h->outline->len, x, y) ? 0 : sand_distance_to_polygon_edge (p, h->outline->len, x, y);
      if (d <= best_d)
        {
          best = h;
          best_d = d;
        }
    }
  return best ? g_strdup_printf ("%s: %s", best->who, (const char *) g_ptr_array_index (s->reasons, what)) : NULL;
}

/* Why (x, y) cannot be reached, its lengths marked (sand_length_mark()). */
static char *
reason_marked (SandReachField *self,
               double          x,
               double          y)
{
  const SandMoveSnapshot *s = self->snap;
  g_autofree char *move = sand_length_mark (s->allowance);

  if (sand_reach_field_is_reachable (self, x, y))
    return NULL;
  if (x < 0 || y < 0 || x > s->table_width || y > s->table_height)
    return g_strdup (_("Off the table"));

  int c = sand_move_snapshot_cell_index (s, x, y);
  double zoc_cost;
  /* on the start's straight leg out of its zone or in, what stops the unit is
   * on the way; entering another zone, the way round to its leg is longer */
  gboolean on_zoc_leg = _sand_reach_field_zoc_point (self, x, y, &zoc_cost, NULL) == SAND_ZOC_POINT_ON_LINE;
  if (c >= 0 && (kind_at (s, c)->effect.flags & (SAND_MOVE_BLOCKED | SAND_MOVE_NO_END | SAND_MOVE_ZOC))
      && !((kind_at (s, c)->effect.flags & SAND_MOVE_ZOC) && on_zoc_leg
           && !(kind_at (s, c)->effect.flags & (SAND_MOVE_BLOCKED | SAND_MOVE_NO_END))))
    {
      const char *text = reason_text (s, kind_at (s, c)->effect.reason);
      return g_strdup (text ? text : _("Impassable"));
    }
  int on = no_end_at (s, x, y);
  if (on >= 0)
    {
      const char *text = reason_text (s, g_array_index (s->no_end, SandMoveDisc, on).reason);
      return g_strdup (text ? text : _("Impassable"));
    }

  /* Look along the straight line from the start for what stops the unit. */
  const char *limit = NULL, *zone = NULL, *slowed = NULL;
  double limit_to = s->allowance;
  double len = hypot (x - s->start_x, y - s->start_y);
  int steps = (int) ceil (len / (s->cell * 0.25)) + 1;
  int last = -1, last_level = 0;
  g_autoptr(GHashTable) seen = g_hash_table_new (NULL, NULL);

  g_autofree char *hill_limit = NULL;
  double was_x = s->start_x, was_y = s->start_y;
  for (int k = 0; k <= steps; k++)
    {
      double t = (double) k / steps;
      double at_x = s->start_x + t * (x - s->start_x), at_y = s->start_y + t * (y - s->start_y);
      int cc = sand_move_snapshot_cell_index (s, at_x, at_y);
      if (cc < 0 || cc == last)
        continue;
      const SandMoveEffect *e = &kind_at (s, cc)->effect;
      if (last >= 0 && e->level != last_level)
        {
          gboolean up = e->level > last_level;
          const SandMoveEffect *le = up ? &s->level_up : &s->level_down;
          /* the hill stepped onto, or off */
          g_autofree char *hill = up ? level_reason (s, TRUE, e->level, at_x, at_y)
                                     : level_reason (s, FALSE, last_level, was_x, was_y);
          const char *text = hill ? hill : reason_text (s, le->reason);
          if ((le->flags & SAND_MOVE_BLOCKED) && text)
            return g_strdup (text);
          if (le->tier > 0 && le->tier < limit_to)
            {
              g_free (hill_limit);
              hill_limit = g_steal_pointer (&hill);
              limit = hill_limit ? hill_limit : reason_text (s, le->reason);
              limit_to = le->tier;
            }
        }
      was_x = at_x;
      was_y = at_y;
      last = cc;
      last_level = e->level;
      if ((e->flags & SAND_MOVE_BLOCKED) && k > 0)
        return g_strdup (reason_text (s, e->reason) ? reason_text (s, e->reason) : _("Impassable"));
      /* entered only straight toward the enemy or away: the way round is longer */
      if ((e->flags & SAND_MOVE_ZOC) && k > 0 && zone == NULL && !on_zoc_leg)
        zone = reason_text (s, e->reason);
      if (e->tier > 0 && e->tier < limit_to)
        {
          limit = reason_text (s, sand_move_effect_tier_reason (e));
          limit_to = e->tier;
        }
      /* ground that costs more than open ground on the way */
      if (slowed == NULL && kind_at (s, cc)->cost > 1.0 + 1e-9)
        slowed = reason_text (s, e->reason);
      for (int i = s->obst_start[cc]; i < s->obst_start[cc + 1]; i++)
        {
          int it = s->obst[i];
          if (g_hash_table_contains (seen, GINT_TO_POINTER (it + 1000000)))
            continue;
          g_hash_table_add (seen, GINT_TO_POINTER (it + 1000000));
          if (it < 0)
            {
              const SandMoveDisc *d = &g_array_index (s->discs, SandMoveDisc, -1 - it);
              if (sand_move_disc_hit (d, s->start_x, s->start_y, x, y))
                return g_strdup (reason_text (s, d->reason) ? reason_text (s, d->reason) : _("Too close to an enemy"));
              continue;
            }
          const SandMoveLine *l = &g_array_index (s->lines, SandMoveLine, it);
          if (!sand_move_line_crossed (s, l, s->start_x, s->start_y, x, y, NULL))
            continue;
          /* the free way over a one-way line (into a shell hole, out of a belt) */
          if ((l->crossing.flags & SAND_MOVE_ONE_WAY)
              && !sand_move_line_from_left (l, s->start_x, s->start_y, x, y))
            continue;
          const char *text = reason_text (s, l->crossing.reason);
          if (l->crossing.flags & (SAND_MOVE_BLOCKED | SAND_MOVE_WHOLE_TURN))
            return g_strdup (text ? text : _("Impassable"));
          if (slowed == NULL && l->crossing.extra > 0)
            slowed = text;
          if (l->crossing.tier > 0 && l->crossing.tier < limit_to)
            {
              limit = text;
              limit_to = l->crossing.tier;
            }
        }
    }
  /* at the limit itself, the way round what sets it is longer still */
  if (limit != NULL && len > limit_to - 1e-9)
    {
      /* the going's own text says the limit (sand-move-compile.c) */
      /* a tier rounded to nothing is kept a hair above 0 (sand-move-compile.c) */
      g_autofree char *limit_inches = sand_length_mark (limit_to > 2e-3 ? limit_to : 0);
      g_autofree char *said = g_strdup_printf (_("%s, the move is at most %s"), "", limit_inches);
      if (g_str_has_suffix (limit, said))
        return g_strdup (limit);
      /* Translators: a reason a move stops short, then the limit it sets, e.g.
       * "Wall x2: 3in high, slow and difficult going; the move is limited to 3in" */
      return g_strdup_printf (_("%s; the move is limited to %s"), limit, limit_inches);
    }
  if (zone != NULL && len <= limit_to)
    return g_strdup (zone);
  /* near enough in a straight line, but what is on the way costs more */
  if (slowed != NULL && len <= s->allowance + 1e-9)
    {
      /* the texts say "<feature>: <rule>" (sand-move-compile.c) */
      const char *rule = strstr (slowed, ": ");
      g_autofree char *feature = rule ? g_strndup (slowed, rule - slowed) : g_strdup (slowed);

      if (rule != NULL)
        /* Translators: the whole move, the feature, what its rule does, e.g. "Out
         * of reach: the move is 18in and the way there over smoke s1 (Smoke, at
         * most 5in a move) costs more" */
        return g_strdup_printf (_("Out of reach: the move is %s and the way there over %s (%s) costs more"),
                                move, feature, rule + 2);
      return g_strdup_printf (_("Out of reach: the move is %s and the way there over %s costs more"), move, feature);
    }
  /* the rules give the unit nothing in this mode (a kneeling man's run) */
  if (s->allowance <= 1e-9)
    /* Translators: a length ("0in"), then a mode's id */
    return g_strdup_printf (_("No move: the move is %s in mode “%s”"), move, s->mode_id ? s->mode_id : "");
  /* Translators: a length ("6in") */
  return g_strdup_printf (_("Out of reach: the move is %s and the way there is longer"), move);
}

char *
sand_reach_field_reason (SandReachField *self,
                         double          x,
                         double          y)
{
  return sand_reach_field_reason_in (self, x, y, SAND_LENGTH_INCHES);
}

char *
sand_reach_field_reason_in (SandReachField *self,
                            double          x,
                            double          y,
                            SandLengthUnit  unit)
{
  g_autofree char *marked = NULL;

  g_return_val_if_fail (self != NULL, NULL);

  marked = reason_marked (self, x, y);
  return sand_length_unmark (marked, unit);
}

double
sand_reach_field_area (SandReachField *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->area;
}

int
sand_reach_field_get_width (SandReachField *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->snap->width;
}

int
sand_reach_field_get_height (SandReachField *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->snap->height;
}

double
sand_reach_field_get_cell_size (SandReachField *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->snap->cell;
}

void
sand_reach_field_get_origin (SandReachField *self,
                             double         *x0,
                             double         *y0)
{
  g_return_if_fail (self != NULL);
  if (x0)
    *x0 = self->snap->x0;
  if (y0)
    *y0 = self->snap->y0;
}

const float *
sand_reach_field_get_costs (SandReachField *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->display;
}
