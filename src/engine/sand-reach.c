/* sand-reach.c: the any-angle solver.
 *
 * A label-setting search over the snapshot's raster in order of cost (a bucket queue
 * whose buckets are a quarter cell wide). Each reached cell remembers a pivot: the
 * corner its last straight leg starts from. A neighbour inherits that pivot, and so
 * the exact straight-line cost, when the ground between is uniform: the two cells
 * next to it on the side of the pivot are of the same ground and were reached from the
 * same pivot, and no line or no-go zone listed near either end is crossed. Otherwise
 * it is reached by an ordinary step, paying the average cost of both cells, the lines
 * crossed and the level changed. Open ground thus gives true circles; paths bend only
 * at obstacles' corners and at changes of ground (approximating Snell's law there),
 * not where a level changes the way that costs nothing (straight down a hill).
 *
 * Before the search, the cells the start sees over open ground are filled row by
 * row with their straight-line cost (sand_reach_fill_from()): no queue, one leg per cell. The
 * search goes on from the edge of that fill only, and improves a filled cell only
 * if the start's ground is not the cheapest there is. The rows on either side of
 * the start's are each other's evidence only through its row, so a large fill
 * gives one side to the second thread.
 *
 * Worst-terrain allowances (mechanism 3) are solved exactly as a union: one search
 * per tier, each with its own budget, using only ground that allows at least it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "sand-geometry.h"
#include "sand-raster-blocks.h"
#include "sand-reach.h"
#include "sand-reach-map-private.h"
#include "sand-reach-solve-private.h"

/* Per kind, blocked in the tier of allowance @budget: impassable, a zone of
 * control (entered only by the straight legs of sand-reach-zoc.c) or ground
 * that allows less than the tier. */
static void
tier_kinds (const SandMoveSnapshot *s,
            double                  budget,
            guint8                 *kblocked)
{
  for (guint k = 0; k < s->kinds->len; k++)
    {
      const SandCellKind *kind = &g_array_index (s->kinds, SandCellKind, k);
      kblocked[k] = (kind->effect.flags & (SAND_MOVE_BLOCKED | SAND_MOVE_ZOC)) || tier_blocks (kind->effect.tier, budget);
    }
}

/* The box of cells a tier can reach: within its allowance over its cheapest
 * ground of the start (extras only add), with a margin for the cells its
 * search and fills read beside them. The whole raster when some ground is free
 * or zones of control are marched (sand-reach-zoc.c reads the whole tier). */
static void
tier_box (const SandMoveSnapshot *s,
          double                  budget,
          const guint8           *kblocked,
          int                    *box)
{
  double cheapest = INFINITY;

  box[0] = box[1] = 0;
  box[2] = s->width - 1;
  box[3] = s->height - 1;
  for (guint k = 0; k < s->kinds->len; k++)
    if (!kblocked[k])
      cheapest = MIN (cheapest, g_array_index (s->kinds, SandCellKind, k).cost);
  if (s->zoc != NULL || !(cheapest > 0) || cheapest == INFINITY)
    return;
  double r = budget / cheapest / s->cell + FILL_SEE_ON + 4;
  if (r > s->width + s->height)
    return;
  double u = (s->start_x - s->x0) / s->cell, v = (s->start_y - s->y0) / s->cell;
  box[0] = MAX (box[0], (int) floor (u - r));
  box[1] = MAX (box[1], (int) floor (v - r));
  box[2] = MIN (box[2], (int) ceil (u + r));
  box[3] = MIN (box[3], (int) ceil (v + r));
  if (box[0] > box[2] || box[1] > box[3])
    box[0] = box[1] = 0, box[2] = s->width - 1, box[3] = s->height - 1;
}

/* Tier @t (not the first) allows only what the first allows but for things of
 * a tier in between, and when none of those is within its reach (over its
 * cheapest ground, with the margin of tier_box()), its solve is the first's
 * cut short: it would improve no cell. A wall 9in off is no reason to solve a
 * 12in move twice. */
static gboolean
tier_adds_nothing (const SandMoveSnapshot *s,
                   guint                   t)
{
  double top = s->tiers[0], budget = s->tiers[t], cheapest = INFINITY;

  /* zones of control read every tier's solve */
  if (s->zoc != NULL)
    return FALSE;
  gboolean levels = FALSE;
  for (guint k = 0; k < s->kinds->len; k++)
    {
      const SandCellKind *kind = &g_array_index (s->kinds, SandCellKind, k);
      if (tier_blocks (kind->effect.tier, top) != tier_blocks (kind->effect.tier, budget))
        return FALSE;
      levels |= kind->effect.level != g_array_index (s->kinds, SandCellKind, 0).effect.level;
      if (!(kind->effect.flags & (SAND_MOVE_BLOCKED | SAND_MOVE_ZOC)) && !tier_blocks (kind->effect.tier, budget))
        cheapest = MIN (cheapest, kind->cost);
    }
  if (!(cheapest > 0) || cheapest == INFINITY)
    return FALSE;
  /* steps up or down only where the raster has more than one level */
  if (levels && (tier_blocks (s->level_up.tier, top) != tier_blocks (s->level_up.tier, budget)
                 || tier_blocks (s->level_down.tier, top) != tier_blocks (s->level_down.tier, budget)))
    return FALSE;
  double reach = budget / cheapest + (FILL_SEE_ON + 4) * s->cell;
  for (guint i = 0; i < s->lines->len; i++)
    {
      const SandMoveLine *l = &g_array_index (s->lines, SandMoveLine, i);
      if (tier_blocks (l->crossing.tier, top) != tier_blocks (l->crossing.tier, budget)
          && sand_distance_to_segment (s->start_x, s->start_y, (SandPoint) { l->ax, l->ay },
                                       (SandPoint) { l->bx, l->by }) <= reach)
        return FALSE;
    }
  /* the floors see what each tier reaches in a building: nothing out of reach */
  for (guint i = 0; s->floor_sites != NULL && i < s->floor_sites->len; i++)
    {
      const GArray *cells = g_array_index (s->floor_sites, SandMoveFloorSite, i).cells;
      for (guint k = 0; k < cells->len; k++)
        {
          double x, y;
          int c = g_array_index (cells, int, k);
          cell_centre (s, c, &x, &y);
          if (dist (x - s->start_x, y - s->start_y) <= reach)
            return FALSE;
        }
    }
  return TRUE;
}

static void
solve_init (Solve                  *S,
            const SandMoveSnapshot *s,
            double                  budget,
            SandReachField         *into,
            SandReachScratch       *scratch)
{
  guint nk = s->kinds->len;

  memset (S, 0, sizeof *S);
  S->s = s;
  S->budget = budget;
  S->eps = s->cell * 1e-3;
  S->kcost = g_new (float, nk);
  S->kblocked = g_new (guint8, nk);
  S->klevel = g_new (int, nk);
  tier_kinds (s, budget, S->kblocked);
  for (guint k = 0; k < nk; k++)
    {
      const SandCellKind *kind = &g_array_index (s->kinds, SandCellKind, k);
      S->kcost[k] = kind->cost;
      S->klevel[k] = kind->effect.level;
    }
  S->up_blocked = (s->level_up.flags & SAND_MOVE_BLOCKED) || tier_blocks (s->level_up.tier, budget);
  S->down_blocked = (s->level_down.flags & SAND_MOVE_BLOCKED) || tier_blocks (s->level_down.tier, budget);

  tier_box (s, budget, S->kblocked, S->box);
  if (into != NULL)
    {
      /* the first tier is solved in place: no second copy of a large raster */
      S->borrowed = TRUE;
      S->g = into->g;
      S->pivot = into->pivot;
      S->anchor = into->anchor;
    }
  else
    {
      S->g = scratch->g;
      S->pivot = scratch->pivot;
      S->anchor = scratch->anchor;
    }
  S->scratch = scratch;
  S->closed = scratch->closed;
  for (int j = S->box[1]; j <= S->box[3]; j++)
    {
      gsize row = (gsize) j * s->width + S->box[0], len = S->box[2] - S->box[0] + 1;
      if (into == NULL)
        {
          sand_raster_fill_float (S->g + row, len, INFINITY);
          memset (S->anchor + row, 0, len);
        }
      memset (S->closed + row, 0, len);
    }
  S->mark = scratch->mark;
  S->fill_id = scratch->next_mark;
  S->fill_seen = -1;
  S->filled.v = scratch->list;
  S->filled.cap = scratch->list_cap;
  S->rows = g_new (Span, s->height);

  S->width = s->cell / 4;
  S->n_buckets = (int) ceil (budget / S->width) + 2;
  if (scratch->head_cap < S->n_buckets)
    {
      scratch->head_cap = S->n_buckets;
      scratch->head = g_renew (int, scratch->head, scratch->head_cap);
    }
  S->head = scratch->head;
  memset (S->head, 0xff, sizeof (int) * S->n_buckets);
  if (scratch->items_cap == 0)
    {
      scratch->items_cap = 1024;
      scratch->next = g_new (int, scratch->items_cap);
      scratch->item = g_new (int, scratch->items_cap);
    }
  S->cap_items = scratch->items_cap;
  S->next = scratch->next;
  S->item = scratch->item;
}

/* Gives the lists the solve may have grown back to the scratch. */
static void
solve_clear (Solve *S)
{
  SandReachScratch *scratch = S->scratch;

  g_free (S->kcost);
  g_free (S->kblocked);
  g_free (S->klevel);
  g_free (S->rows);
  scratch->next_mark = S->fill_id + 2;
  scratch->list = S->filled.v;
  scratch->list_cap = S->filled.cap;
  scratch->next = S->next;
  scratch->item = S->item;
  scratch->items_cap = S->cap_items;
}

/* Keeps @c's record of @tier aside in this merge's run for that tier. */
static void
keep (SandReachField *field,
      GArray        **runs,
      guint           tier,
      gint32          c,
      gint32          pivot)
{
  SandReachKept k = { c, pivot };

  if (runs[tier] == NULL)
    runs[tier] = sand_reach_field_keep_run (field, tier);
  g_array_append_val (runs[tier], k);
}

/* Keeps the cells where tier @t's solve is cheaper than the field so far. A
 * path is walked back within one tier, so the records the merge drops that
 * such a walk may need are kept aside: the field's that it overwrites (the
 * other tiers' cells pointing at them may be anywhere), and of tier @t's it
 * loses those some cell of @t has for its pivot (marked in @work, the tier's
 * scratch, spent once the solve is done). */
static void
merge_tier (SandReachField *field,
            const float    *g,
            const gint32   *pivot,
            const guint8   *anchor,
            const int      *box,
            guint           t,
            guint8         *work)
{
  int W = field->snap->width;
  guint8 tier = (guint8) MIN (t, 255);
  GArray *runs[256] = { NULL };

  sand_reach_floors_see_tier (field, g, box, t);
  for (int j = box[1]; j <= box[3]; j++)
    memset (work + j * W + box[0], 0, box[2] - box[0] + 1);
  for (int j = box[1]; j <= box[3]; j++)
    for (int c = j * W + box[0]; c <= j * W + box[2]; c++)
      if (g[c] < INFINITY && pivot[c] >= 0)
        work[pivot[c]] = 1;
  for (int j = box[1]; j <= box[3]; j++)
    for (int c = j * W + box[0]; c <= j * W + box[2]; c++)
      if (!(g[c] < field->g[c]))
        {
          if (work[c] && g[c] < INFINITY)
            keep (field, runs, tier, c, pivot[c]);
        }
      else
        {
          if (field->g[c] < INFINITY)
            keep (field, runs, field->tier[c], c, field->pivot[c]);
          field->g[c] = g[c];
          field->pivot[c] = pivot[c];
          field->anchor[c] = anchor[c];
          field->tier[c] = tier;
        }
}

/* The second tier's solve is independent of the first's: with two cores it runs
 * on a second thread. Its result stays in that thread's scratch until it has
 * been merged, which is done in tier order, as without the thread. */
typedef struct
{
  SandReachTask     task;
  SandMoveSnapshot *snap;
  GCancellable     *cancellable;
  guint             tier;
  GMutex            lock;
  GCond             cond;
  gboolean          done;
  gboolean          merged;
  gboolean          solved;
  const float      *g;
  const gint32     *pivot;
  const guint8     *anchor;
  int               box[4];
  guint8           *work;
} TierJob;

static void
tier_job_clear (gpointer data)
{
  TierJob *job = data;

  sand_move_snapshot_unref (job->snap);
  g_clear_object (&job->cancellable);
  g_mutex_clear (&job->lock);
  g_cond_clear (&job->cond);
}

static void
tier_worker (SandReachTask *task)
{
  TierJob *job = (TierJob *) task;
  SandReachScratch *scratch = sand_reach_scratch_get ((gsize) job->snap->width * job->snap->height);
  Solve S;

  solve_init (&S, job->snap, job->snap->tiers[job->tier], NULL, scratch);
  gboolean solved = sand_reach_solve_tier (&S, job->cancellable);
  solve_clear (&S);

  g_mutex_lock (&job->lock);
  job->solved = solved;
  job->g = S.g;
  job->pivot = S.pivot;
  job->anchor = S.anchor;
  job->work = S.closed;
  memcpy (job->box, S.box, sizeof job->box);
  job->done = TRUE;
  g_cond_broadcast (&job->cond);
  /* the arrays are this thread's scratch: keep them until merged */
  while (!job->merged)
    g_cond_wait (&job->cond, &job->lock);
  g_mutex_unlock (&job->lock);
  sand_reach_scratch_release (scratch);
  g_atomic_rc_box_release_full (job, tier_job_clear);
}

static void
second_thread_run (gpointer data,
                   gpointer user_data)
{
  SandReachTask *task = data;

  task->run (task);
}

/* Whether a second core is there: asked once, as the answer is read from a
 * file of the system's on every call, which costs a small move's solve some 10%. */
static gboolean
two_cores (void)
{
  static gsize cores;

  if (g_once_init_enter (&cores))
    g_once_init_leave (&cores, MAX (1, g_get_num_processors ()));
  return cores >= 2;
}

/* One thread, kept between solves: a thread started per solve would cost
 * about what a small move's solve does. */
gboolean
sand_reach_second_thread_push (SandReachTask *task)
{
  static GThreadPool *pool;

  if (g_once_init_enter (&pool))
    g_once_init_leave (&pool, g_thread_pool_new (second_thread_run, NULL, 1, FALSE, NULL));
  return g_thread_pool_push (pool, task, NULL);
}

/* Hands tier 1 to the second thread when there is enough of it to pay for the
 * hand-over: about the cells its allowance covers. NULL otherwise. */
static TierJob *
tier_job_start (SandMoveSnapshot *snapshot,
                GCancellable     *cancellable)
{
  gsize n = (gsize) snapshot->width * snapshot->height;
  double r = snapshot->n_tiers > 1 ? snapshot->tiers[1] / snapshot->cell : 0;

  if (!two_cores () || MIN ((double) n, G_PI * r * r) < 100000 || tier_adds_nothing (snapshot, 1))
    return NULL;

  TierJob *job = g_atomic_rc_box_new0 (TierJob);
  job->snap = sand_move_snapshot_ref (snapshot);
  job->cancellable = cancellable != NULL ? g_object_ref (cancellable) : NULL;
  job->task.run = tier_worker;
  job->tier = 1;
  g_mutex_init (&job->lock);
  g_cond_init (&job->cond);
  g_atomic_rc_box_acquire (job);
  if (!sand_reach_second_thread_push (&job->task))
    {
      g_atomic_rc_box_release_full (job, tier_job_clear);
      g_atomic_rc_box_release_full (job, tier_job_clear);
      return NULL;
    }
  return job;
}

/* Waits for the job, merges its tier into @field when it was solved (@field may
 * be NULL: a solve before it was cancelled), and lets the thread go on. */
static gboolean
tier_job_finish (TierJob        *job,
                 SandReachField *field)
{
  gboolean solved = FALSE;

  g_mutex_lock (&job->lock);
  if (field != NULL)
    {
      while (!job->done)
        g_cond_wait (&job->cond, &job->lock);
      solved = job->solved;
      if (solved)
        merge_tier (field, job->g, job->pivot, job->anchor, job->box, job->tier, job->work);
    }
  job->merged = TRUE;
  g_cond_broadcast (&job->cond);
  g_mutex_unlock (&job->lock);
  g_atomic_rc_box_release_full (job, tier_job_clear);
  return solved;
}

/* Whether tiers are drawn as shortest-path maps where they can be
 * (SANDTABLE_REACH_SOLVER=queue: never, to measure the two against each other). */
static gboolean
maps_wanted (void)
{
  static gsize wanted;

  if (g_once_init_enter (&wanted))
    g_once_init_leave (&wanted, 1 + (g_strcmp0 (g_getenv ("SANDTABLE_REACH_SOLVER"), "queue") != 0));
  return wanted == 2;
}

/* Tier @t's obstacles when it can be drawn as a map, else NULL: kept in
 * @keep (may be NULL) for the next solve of a drag, over the whole raster as
 * the start will move. */
static SandReachObstacles *
tier_obstacles (const SandMoveSnapshot *s,
                guint                   t,
                int                    *box,
                SandReachKeep          *keep)
{
  g_autofree guint8 *kblocked = g_new (guint8, s->kinds->len);

  tier_kinds (s, s->tiers[t], kblocked);
  tier_box (s, s->tiers[t], kblocked, box);
  if (!maps_wanted ())
    return NULL;
  if (keep == NULL || t >= SAND_REACH_KEEP_TIERS)
    return sand_reach_obstacles_new (s, s->tiers[t], kblocked, box, TRUE);
  if (keep->tiers[t] == NULL)
    {
      int all[4] = { 0, 0, s->width - 1, s->height - 1 };
      keep->tiers[t] = sand_reach_obstacles_new (s, s->tiers[t], kblocked, all, FALSE);
    }
  return keep->tiers[t] != NULL ? sand_reach_obstacles_ref (keep->tiers[t]) : NULL;
}

/* Tier @t drawn as a map over obstacles @o: in place where nothing before it
 * needs its cells kept (only maps before it), the display painted with it;
 * else in the scratch and merged. @fresh: the field is blank, tier 0 sets it
 * up. *@reached counts the cells painted first. */
static gboolean
map_tier (SandReachField      *field,
          SandReachObstacles  *o,
          guint                t,
          gboolean             in_place,
          gboolean             fresh,
          gboolean             split,
          gint64              *reached,
          GCancellable        *cancellable)
{
  SandMoveSnapshot *s = field->snap;
  GArray *vertices = sand_reach_field_vertex_table (field, t);
  g_autofree double *site_min = g_new (double, s->floor_sites != NULL ? s->floor_sites->len : 1);
  const int *box = o->box;
  gboolean done;

  if (in_place)
    {
      SandMapTarget target = { field->g, field->pivot, field->tier, field->anchor, field->display, fresh, site_min };
      done = sand_reach_map_solve (s, o, t, s->tiers[t], &target, split, vertices, cancellable);
      if (done)
        sand_reach_floors_set_tier (field, t, site_min);
      *reached += target.reached;
      return done;
    }
  SandReachScratch *scratch = sand_reach_scratch_get ((gsize) s->width * s->height);
  for (int j = box[1]; j <= box[3]; j++)
    {
      gsize row = (gsize) j * s->width + box[0], len = box[2] - box[0] + 1;
      sand_raster_fill_float (scratch->g + row, len, INFINITY);
      memset (scratch->anchor + row, 0, len);
    }
  SandMapTarget target = { scratch->g, scratch->pivot, NULL, scratch->anchor, NULL, FALSE, site_min };
  done = sand_reach_map_solve (s, o, t, s->tiers[t], &target, split, vertices, cancellable);
  if (done)
    merge_tier (field, scratch->g, scratch->pivot, scratch->anchor, box, t, scratch->closed);
  sand_reach_scratch_release (scratch);
  return done;
}

/* Worth the second thread: a tier over at least this many cells. */
#define SPLIT_CELLS 100000

SandReachField *
sand_reach_compute (SandMoveSnapshot *snapshot,
                    GCancellable     *cancellable,
                    GError          **error)
{
  g_return_val_if_fail (snapshot != NULL, NULL);
  return _sand_reach_compute_keep (snapshot, NULL, cancellable, error);
}

SandReachField *
_sand_reach_compute_keep (SandMoveSnapshot *snapshot,
                          SandReachKeep    *keep,
                          GCancellable     *cancellable,
                          GError          **error)
{
  gsize n = (gsize) snapshot->width * snapshot->height;
  SandReachScratch *scratch = NULL;
  int box[4];

  if (keep != NULL)
    sand_reach_keep_check (keep, snapshot);
  SandReachObstacles *first = tier_obstacles (snapshot, 0, box, keep);
  /* a map paints the first tier on a blank field, setting it up as it goes */
  g_autoptr(SandReachField) field = first != NULL ? sand_reach_field_new_blank (snapshot)
                                                  : sand_reach_field_new_for_snapshot (snapshot);
  /* tier 1 goes to the second thread only when the queue solves it */
  SandReachObstacles *next = snapshot->n_tiers > 1 && !tier_adds_nothing (snapshot, 1)
                             ? tier_obstacles (snapshot, 1, box, keep) : NULL;
  TierJob *job = next == NULL ? tier_job_start (snapshot, cancellable) : NULL;
  gboolean maps_only = TRUE;
  gint64 reached = 0;

  for (guint t = 0; t < snapshot->n_tiers; t++)
    {
      gboolean done;
      SandReachObstacles *o = NULL;
      if (t > 0 && !(t == 1 && job != NULL) && tier_adds_nothing (snapshot, t))
        continue;
      if (t == 1 && job != NULL)
        {
          done = tier_job_finish (g_steal_pointer (&job), field);
          maps_only = FALSE;
        }
      else if ((o = t == 0 ? g_steal_pointer (&first) : t == 1 ? g_steal_pointer (&next)
                                                                : tier_obstacles (snapshot, t, box, keep)) != NULL)
        {
          gsize area = (gsize) (o->box[2] - o->box[0] + 1) * (o->box[3] - o->box[1] + 1);
          done = map_tier (field, o, t, maps_only, t == 0, job == NULL && two_cores () && area >= SPLIT_CELLS,
                           &reached, cancellable);
          sand_reach_obstacles_unref (o);
        }
      else
        {
          Solve S;
          if (scratch == NULL)
            scratch = sand_reach_scratch_get (n);
          solve_init (&S, snapshot, snapshot->tiers[t], t == 0 ? field : NULL, scratch);
          /* the second thread may take half the start's fill unless it holds tier 1 */
          S.split_fill = job == NULL && two_cores ();
          done = sand_reach_solve_tier (&S, cancellable);
          if (done && !S.borrowed)
            merge_tier (field, S.g, S.pivot, S.anchor, S.box, t, S.closed);
          else if (done)
            sand_reach_floors_see_tier (field, S.g, S.box, t);
          solve_clear (&S);
          maps_only = FALSE;
        }
      if (!done)
        {
          if (job != NULL)
            tier_job_finish (job, NULL);
          if (scratch != NULL)
            sand_reach_scratch_release (scratch);
          sand_reach_obstacles_unref (next);
          g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_CANCELLED, _("The move was cancelled"));
          return NULL;
        }
    }
  if (scratch != NULL)
    sand_reach_scratch_release (scratch);
  sand_reach_obstacles_unref (next);
  if (maps_only)
    sand_reach_field_finish_painted (field, reached);
  else
    sand_reach_field_finish (field);
  sand_reach_floors_finish (field);
  return g_steal_pointer (&field);
}

static void
compute_thread (GTask        *task,
                gpointer      source,
                gpointer      task_data,
                GCancellable *cancellable)
{
  GError *error = NULL;
  SandReachField *field = sand_reach_compute (task_data, cancellable, &error);

  if (field == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, field, (GDestroyNotify) sand_reach_field_unref);
}

void
sand_reach_compute_async (SandMoveSnapshot   *snapshot,
                          GCancellable       *cancellable,
                          GAsyncReadyCallback callback,
                          gpointer            user_data)
{
  g_return_if_fail (snapshot != NULL);

  g_autoptr(GTask) task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, sand_reach_compute_async);
  g_task_set_task_data (task, sand_move_snapshot_ref (snapshot), (GDestroyNotify) sand_move_snapshot_unref);
  g_task_set_return_on_cancel (task, FALSE);
  g_task_run_in_thread (task, compute_thread);
}

SandReachField *
sand_reach_compute_finish (GAsyncResult *result,
                           GError      **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);
  return g_task_propagate_pointer (G_TASK (result), error);
}
