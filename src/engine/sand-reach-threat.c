/* sand-reach-threat.c: a side's moves solved on every core.
 *
 * Helpers from a shared pool, and at the end the thread that asks for the
 * answer, take snapshots one at a time, the likely longest first, so a long move
 * on one thread does not leave the other idle at the end. Helpers start as soon
 * as the first unit is added, while the caller compiles the rest. Each solve is
 * the plain single-threaded one, using its thread's own scratch arrays, so the
 * fields are those of solving one by one.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sand-move-snapshot-private.h"
#include "sand-reach-threat.h"

/* Shared by the caller and its helpers; freed by the last of them. */
typedef struct
{
  GMutex        lock;
  GCond         cond;        /* more work, a solve done, or the end */
  GPtrArray    *units;       /* GPtrArray of SandMoveSnapshot per unit, as added */
  GPtrArray    *snaps;       /* every unit's modes, unit after unit */
  GPtrArray    *fields;      /* the field of each, once solved */
  GByteArray   *taken;       /* per snapshot: a thread has taken it */
  guint         n_taken;
  GCancellable *cancellable; /* stops the solves under way */
  gboolean      closed;      /* no more units come */
  gboolean      stopped;     /* cancelled, failed or dropped: take nothing more */
  guint         working;     /* helpers inside */
  GError       *error;       /* the first failure */
} Batch;

struct _SandReachThreat
{
  Batch *batch;
  guint  n_threads;
  guint  helpers;            /* pushed to the pool */
};

/* Fields not solved (cancelled) stay NULL. */
static void
field_unref (gpointer field)
{
  if (field != NULL)
    sand_reach_field_unref (field);
}

static void
batch_clear (gpointer data)
{
  Batch *batch = data;

  g_ptr_array_unref (batch->units);
  g_ptr_array_unref (batch->snaps);
  g_ptr_array_unref (batch->fields);
  g_byte_array_unref (batch->taken);
  g_object_unref (batch->cancellable);
  g_clear_error (&batch->error);
  g_mutex_clear (&batch->lock);
  g_cond_clear (&batch->cond);
}

/* A solve's likely work: its raster's cells, once per worst-terrain tier. */
static double
work_of (const SandMoveSnapshot *snap)
{
  return (double) snap->width * snap->height * snap->n_tiers;
}

/* With the lock held: the untaken snapshot of most work, or -1 when there is
 * none; a helper (@wait) waits for more until the batch is closed. */
static int
take (Batch   *batch,
      gboolean wait)
{
  for (;;)
    {
      int best = -1;

      if (batch->stopped)
        return -1;
      for (guint k = 0; batch->n_taken < batch->snaps->len && k < batch->snaps->len; k++)
        if (!batch->taken->data[k]
            && (best < 0 || work_of (g_ptr_array_index (batch->snaps, k))
                              > work_of (g_ptr_array_index (batch->snaps, best))))
          best = (int) k;
      if (best >= 0)
        {
          batch->taken->data[best] = TRUE;
          batch->n_taken++;
          return best;
        }
      if (!wait || batch->closed)
        return -1;
      g_cond_wait (&batch->cond, &batch->lock);
    }
}

/* With the lock held: solves until nothing is left to take. */
static void
solve_some (Batch   *batch,
            gboolean wait)
{
  int k;

  while ((k = take (batch, wait)) >= 0)
    {
      SandMoveSnapshot *snap = g_ptr_array_index (batch->snaps, k);
      SandReachField *field;
      GError *error = NULL;

      g_mutex_unlock (&batch->lock);
      field = sand_reach_compute (snap, batch->cancellable, &error);
      g_mutex_lock (&batch->lock);
      if (field != NULL)
        g_ptr_array_index (batch->fields, k) = field;
      else
        {
          batch->stopped = TRUE;
          if (batch->error == NULL)
            batch->error = g_steal_pointer (&error);
          g_clear_error (&error);
        }
      g_cond_broadcast (&batch->cond);
    }
}

static void
helper (gpointer data,
        gpointer user_data)
{
  Batch *batch = data;

  g_mutex_lock (&batch->lock);
  batch->working++;
  solve_some (batch, TRUE);
  batch->working--;
  g_cond_broadcast (&batch->cond);
  g_mutex_unlock (&batch->lock);
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

SandReachThreat *
sand_reach_threat_new (guint n_threads)
{
  SandReachThreat *self = g_new0 (SandReachThreat, 1);
  Batch *batch = g_atomic_rc_box_new0 (Batch);

  g_mutex_init (&batch->lock);
  g_cond_init (&batch->cond);
  batch->units = g_ptr_array_new_with_free_func ((GDestroyNotify) g_ptr_array_unref);
  batch->snaps = g_ptr_array_new ();
  batch->fields = g_ptr_array_new_with_free_func (field_unref);
  batch->taken = g_byte_array_new ();
  batch->cancellable = g_cancellable_new ();
  self->batch = batch;
  self->n_threads = n_threads > 0 ? n_threads : g_get_num_processors ();
  return self;
}

void
sand_reach_threat_add (SandReachThreat *self,
                       GPtrArray       *modes)
{
  Batch *batch;
  guint8 no = FALSE;

  g_return_if_fail (self != NULL && modes != NULL);

  batch = self->batch;
  g_mutex_lock (&batch->lock);
  if (batch->closed)
    {
      g_mutex_unlock (&batch->lock);
      g_return_if_reached ();
    }
  g_ptr_array_add (batch->units, g_ptr_array_ref (modes));
  for (guint m = 0; m < modes->len; m++)
    {
      g_ptr_array_add (batch->snaps, g_ptr_array_index (modes, m));
      g_ptr_array_add (batch->fields, NULL);
      g_byte_array_append (batch->taken, &no, 1);
    }
  g_cond_broadcast (&batch->cond);
  g_mutex_unlock (&batch->lock);

  /* the helpers start with the first unit */
  while (modes->len > 0 && self->helpers + 1 < self->n_threads)
    {
      self->helpers++;
      if (!g_thread_pool_push (helper_pool (self->n_threads - 1), g_atomic_rc_box_acquire (batch), NULL))
        g_atomic_rc_box_release_full (batch, batch_clear);
    }
}

static void
cancelled_cb (GCancellable *cancellable,
              Batch        *batch)
{
  g_cancellable_cancel (batch->cancellable);
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
    {
      SandReachField *field = g_ptr_array_index (batch->fields, k);

      if (best == NULL || sand_reach_field_area (field) > sand_reach_field_area (best))
        best = field;
    }
  return best != NULL ? sand_reach_field_ref (best) : NULL;
}

GPtrArray *
sand_reach_threat_finish (SandReachThreat *self,
                          GCancellable    *cancellable,
                          GError         **error)
{
  Batch *batch;
  GPtrArray *out;
  gulong handler = 0;

  g_return_val_if_fail (self != NULL, NULL);

  batch = self->batch;
  if (cancellable != NULL)
    handler = g_cancellable_connect (cancellable, G_CALLBACK (cancelled_cb), batch, NULL);
  g_mutex_lock (&batch->lock);
  batch->closed = TRUE;
  g_cond_broadcast (&batch->cond);
  solve_some (batch, FALSE);
  while (batch->working > 0)
    g_cond_wait (&batch->cond, &batch->lock);
  g_mutex_unlock (&batch->lock);
  g_cancellable_disconnect (cancellable, handler);

  if (batch->error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&batch->error));
      return NULL;
    }
  out = g_ptr_array_new_with_free_func ((GDestroyNotify) sand_reach_field_unref);
  for (guint u = 0, first = 0; u < batch->units->len; u++)
    {
      guint n = ((GPtrArray *) g_ptr_array_index (batch->units, u))->len;
      SandReachField *field = widest (batch, first, n);

      if (field != NULL)
        g_ptr_array_add (out, field);
      first += n;
    }
  return out;
}

void
sand_reach_threat_free (SandReachThreat *self)
{
  if (self == NULL)
    return;
  g_mutex_lock (&self->batch->lock);
  self->batch->stopped = TRUE;
  self->batch->closed = TRUE;
  g_cond_broadcast (&self->batch->cond);
  g_mutex_unlock (&self->batch->lock);
  g_cancellable_cancel (self->batch->cancellable);
  g_atomic_rc_box_release_full (self->batch, batch_clear);
  g_free (self);
}

GPtrArray *
sand_reach_threat_solve (GPtrArray     *units,
                         guint          n_threads,
                         GCancellable  *cancellable,
                         GError       **error)
{
  g_autoptr (SandReachThreat) threat = sand_reach_threat_new (n_threads);

  g_return_val_if_fail (units != NULL, NULL);

  for (guint u = 0; u < units->len; u++)
    sand_reach_threat_add (threat, g_ptr_array_index (units, u));
  return sand_reach_threat_finish (threat, cancellable, error);
}
