/* sand-reach-field.c: storage and queries of a solved move.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "sand-geometry.h"
#include "sand-raster-blocks.h"
#include "sand-reach-field-private.h"

G_DEFINE_BOXED_TYPE (SandReachField, sand_reach_field, sand_reach_field_ref, sand_reach_field_unref)

SandReachField *
sand_reach_field_new_blank (SandMoveSnapshot *snap)
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
  return self;
}

SandReachField *
sand_reach_field_new_for_snapshot (SandMoveSnapshot *snap)
{
  SandReachField *self = sand_reach_field_new_blank (snap);
  gsize n = (gsize) snap->width * snap->height;

  sand_raster_fill_float (self->g, n, INFINITY);
  memset (self->anchor, 0, 2 * n);
  return self;
}

void
sand_reach_field_finish_painted (SandReachField *self,
                                 gint64          reached)
{
  const SandMoveSnapshot *s = self->snap;
  GArray *cells = s->no_end_cells;

  for (guint k = 0; cells != NULL && k < cells->len; k++)
    {
      gint32 c = g_array_index (cells, gint32, k);
      if (self->g[c] < INFINITY)
        reached--;
      self->display[c] = -1.0f;
    }
  self->area = s->allowance > 1e-9 ? reached * s->cell * s->cell : 0;
}

GArray *
sand_reach_field_vertex_table (SandReachField *self,
                               guint           tier)
{
  if (self->vertices == NULL)
    self->vertices = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  while (self->vertices->len <= tier)
    g_ptr_array_add (self->vertices, g_array_new (FALSE, FALSE, sizeof (SandReachVertex)));
  return g_ptr_array_index (self->vertices, tier);
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
  g_clear_pointer (&self->vertices, g_ptr_array_unref);
  sand_reach_floors_clear (self);
  g_clear_pointer (&self->relaxed, _sand_reach_relaxed_free);
  g_free (self);
}

SandMoveSnapshot *
sand_reach_field_get_snapshot (SandReachField *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->snap;
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
  const SandMoveEffect *e = &_sand_reach_kind_at (s, n)->effect, *from = &_sand_reach_kind_at (s, c)->effect;

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
                            int                     disc,
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

  /* a disc the leg goes round is taken as tested */
  if (disc >= 0)
    {
      int item = -1 - disc;
      g_array_append_val (seen, item);
    }
  *limit = INFINITY;
  if (end < 0)
    return -1;
  for (;;)
    {
      const SandCellKind *k = _sand_reach_kind_at (s, c);
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
              || (_sand_reach_kind_at (s, j * W + i + si)->effect.flags & SAND_MOVE_BLOCKED)
              || (_sand_reach_kind_at (s, (j + sj) * W + i)->effect.flags & SAND_MOVE_BLOCKED))
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

/* The pivot before @p on its path: a cell's pivot, a vertex's own. */
static gint32
next_pivot (SandReachField *self,
            gint32          p)
{
  if (p >= 0)
    return self->pivot[p];
  if (sand_reach_pivot_is_vertex (p))
    return sand_reach_field_vertex (self, p, NULL)->pred;
  return SAND_REACH_NONE;
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
  if (_sand_reach_kind_at (s, c)->effect.flags & SAND_MOVE_BLOCKED)
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
        for (int depth = 0; depth < CHAIN_MAX && (p >= SAND_REACH_FROM_START || sand_reach_pivot_is_vertex (p));
             depth++, p = next_pivot (self, p))
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
            guint ptier = self->tier[b];
            if (sand_reach_pivot_is_vertex (p))
              {
                const SandReachVertex *v = sand_reach_field_vertex (self, p, &ptier);
                px = v->x;
                py = v->y;
                gp = v->g;
                pcell = v->cell;
                bound = s->tiers[ptier];
              }
            else if (p != SAND_REACH_FROM_START)
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
                                                            beyond ? SAND_LEG_ZOC_REFUSE : SAND_LEG_ZOC_EDGES, -1, &limit);
            if (leg < 0)
              continue;
            double cost = gp + leg;
            if (cost <= MIN (bound, limit) + 1e-6 && (best < 0 || cost < best))
              {
                best = cost;
                if (pivot_out)
                  *pivot_out = p;
                if (tier_out)
                  *tier_out = p >= 0 ? self->tier[p] : ptier;
              }
          }
      }
  return best;
}

int
_sand_reach_field_no_end_at (const SandMoveSnapshot *s,
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
  return c >= 0 && !(_sand_reach_kind_at (s, c)->effect.flags & SAND_MOVE_NO_END) && _sand_reach_field_no_end_at (s, x, y) < 0;
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
  for (guint guard = 0; (p >= 0 || sand_reach_pivot_is_vertex (p)) && guard < (guint) (s->width * s->height); guard++)
    {
      if (sand_reach_pivot_is_vertex (p))
        {
          const SandReachVertex *v = sand_reach_field_vertex (self, p, NULL);
          q.x = v->x;
          q.y = v->y;
          g_array_append_val (rev, q);
          p = v->pred;
          continue;
        }
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
