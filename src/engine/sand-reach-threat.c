/* sand-reach-threat.c: a side's moves solved on every core.
 *
 * The calling thread and helpers from a shared pool take snapshots one at a time
 * from a common counter, so a long move on one thread does not leave the other
 * idle. Each solve is the plain single-threaded one, using its thread's own
 * scratch arrays, so the fields are those of solving one by one. The likely
 * longest go first, so that no thread is left with a long one at the end.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sand-move-snapshot-private.h"
#include "sand-reach-threat.h"

typedef struct
{
  SandMoveSnapshot **snaps;   /* every unit's modes, unit after unit */
  SandReachField   **fields;  /* the field of each, from whichever thread solved it */
  guint             *order;   /* the snapshots in the order they are taken */
  guint              n;
  gint               next;    /* atomic: the next in order to take */
  GCancellable      *cancellable;
  GMutex             lock;
  GCond              cond;
  gboolean           closed;  /* the caller is done: helpers arriving now take nothing */
  guint              working; /* helpers that may still be solving */
  GError            *error;   /* the first failure */
} Batch;

static void
batch_clear (gpointer data)
{
  Batch *batch = data;

  for (guint k = 0; k < batch->n; k++)
    g_clear_pointer (&batch->fields[k], sand_reach_field_unref);
  g_free (batch->fields);
  g_free (batch->snaps);
  g_free (batch->order);
  g_clear_object (&batch->cancellable);
  g_clear_error (&batch->error);
  g_mutex_clear (&batch->lock);
  g_cond_clear (&batch->cond);
}

/* Solves snapshots until none are left, or one fails (cancelled). */
static void
solve_some (Batch *batch)
{
  for (;;)
    {
      guint next = (guint) g_atomic_int_add (&batch->next, 1), k;
      GError *error = NULL;

      if (next >= batch->n)
        return;
      k = batch->order[next];
      batch->fields[k] = sand_reach_compute (batch->snaps[k], batch->cancellable, &error);
      if (batch->fields[k] == NULL)
        {
          g_atomic_int_set (&batch->next, (gint) batch->n);
          g_mutex_lock (&batch->lock);
          if (batch->error == NULL)
            batch->error = g_steal_pointer (&error);
          g_mutex_unlock (&batch->lock);
          g_clear_error (&error);
          return;
        }
    }
}

static void
helper (gpointer data,
        gpointer user_data)
{
  Batch *batch = data;
  gboolean join;

  g_mutex_lock (&batch->lock);
  join = !batch->closed;
  batch->working += join;
  g_mutex_unlock (&batch->lock);
  if (join)
    {
      solve_some (batch);
      g_mutex_lock (&batch->lock);
      batch->working--;
      g_cond_signal (&batch->cond);
      g_mutex_unlock (&batch->lock);
    }
  g_atomic_rc_box_release_full (batch, batch_clear);
}

/* Shared by every threat map; its threads are the process's shared ones. */
static GThreadPool *
helper_pool (guint helpers)
{
  static GThreadPool *pool;

  if (g_once_init_enter (&pool))
    g_once_init_leave (&pool, g_thread_pool_new (helper, NULL, (int) MAX (1u, g_get_num_processors () - 1), FALSE, NULL));
  if ((int) helpers > g_thread_pool_get_max_threads (pool))
    g_thread_pool_set_max_threads (pool, (int) helpers, NULL);
  return pool;
}

/* The unit's widest field among fields[first .. first + n), or NULL. */
static SandReachField *
widest (Batch *batch,
        guint  first,
        guint  n)
{
  SandReachField *best = NULL;

  /* the mode that goes furthest here: the longest allowance may be one the
   * ground forbids (no double through slow going) */
  for (guint k = first; k < first + n; k++)
    if (best == NULL || sand_reach_field_area (batch->fields[k]) > sand_reach_field_area (best))
      best = batch->fields[k];
  return best != NULL ? sand_reach_field_ref (best) : NULL;
}

/* A solve's likely work: its raster's cells, once per worst-terrain tier. */
static double
work_of (const SandMoveSnapshot *snap)
{
  return (double) snap->width * snap->height * snap->n_tiers;
}

static int
cmp_work (gconstpointer a,
          gconstpointer b,
          gpointer      data)
{
  SandMoveSnapshot **snaps = data;
  double x = work_of (snaps[*(const guint *) a]), y = work_of (snaps[*(const guint *) b]);

  return (x < y) - (x > y);
}

GPtrArray *
sand_reach_threat_solve (GPtrArray     *units,
                         guint          n_threads,
                         GCancellable  *cancellable,
                         GError       **error)
{
  Batch *batch;
  GPtrArray *out;
  guint helpers, total = 0;

  g_return_val_if_fail (units != NULL, NULL);

  for (guint u = 0; u < units->len; u++)
    total += ((GPtrArray *) g_ptr_array_index (units, u))->len;
  batch = g_atomic_rc_box_new0 (Batch);
  batch->snaps = g_new (SandMoveSnapshot *, MAX (total, 1));
  batch->fields = g_new0 (SandReachField *, MAX (total, 1));
  batch->order = g_new (guint, MAX (total, 1));
  batch->cancellable = cancellable != NULL ? g_object_ref (cancellable) : NULL;
  g_mutex_init (&batch->lock);
  g_cond_init (&batch->cond);
  for (guint u = 0; u < units->len; u++)
    {
      GPtrArray *modes = g_ptr_array_index (units, u);

      for (guint m = 0; m < modes->len; m++)
        {
          batch->order[batch->n] = batch->n;
          batch->snaps[batch->n++] = g_ptr_array_index (modes, m);
        }
    }
  g_qsort_with_data (batch->order, (gint) batch->n, sizeof (guint), cmp_work, batch->snaps);

  if (n_threads == 0)
    n_threads = g_get_num_processors ();
  helpers = MIN (n_threads, MAX (batch->n, 1u)) - 1;
  for (guint h = 0; h < helpers; h++)
    if (!g_thread_pool_push (helper_pool (helpers), g_atomic_rc_box_acquire (batch), NULL))
      g_atomic_rc_box_release_full (batch, batch_clear);
  solve_some (batch);

  g_mutex_lock (&batch->lock);
  batch->closed = TRUE;
  while (batch->working > 0)
    g_cond_wait (&batch->cond, &batch->lock);
  g_mutex_unlock (&batch->lock);

  if (batch->error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&batch->error));
      g_atomic_rc_box_release_full (batch, batch_clear);
      return NULL;
    }
  out = g_ptr_array_new_with_free_func ((GDestroyNotify) sand_reach_field_unref);
  for (guint u = 0, first = 0; u < units->len; u++)
    {
      guint n = ((GPtrArray *) g_ptr_array_index (units, u))->len;
      SandReachField *field = widest (batch, first, n);

      if (field != NULL)
        g_ptr_array_add (out, field);
      first += n;
    }
  g_atomic_rc_box_release_full (batch, batch_clear);
  return out;
}
