/* sand-reach-drag.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "sand-move-kept.h"
#include "sand-reach-drag.h"
#include "sand-reach-map-private.h"

struct _SandReachDrag
{
  gint          ref_count;
  GMutex        lock;
  SandMoveKeptRaster raster; /* what the snapshots cover */
  SandMoveKeptPaint  paint;  /* the last snapshot finished; empty while a compile has it */
  SandReachKeep      keep;   /* NULL snap while a solve has it */
};

G_DEFINE_BOXED_TYPE (SandReachDrag, sand_reach_drag, sand_reach_drag_ref, sand_reach_drag_unref)

SandReachDrag *
sand_reach_drag_new (void)
{
  SandReachDrag *self = g_new0 (SandReachDrag, 1);

  self->ref_count = 1;
  g_mutex_init (&self->lock);
  return self;
}

SandReachDrag *
sand_reach_drag_ref (SandReachDrag *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_atomic_int_inc (&self->ref_count);
  return self;
}

void
sand_reach_drag_unref (SandReachDrag *self)
{
  if (self == NULL || !g_atomic_int_dec_and_test (&self->ref_count))
    return;
  sand_reach_keep_clear (&self->keep);
  sand_move_kept_paint_clear (&self->paint);
  g_mutex_clear (&self->lock);
  g_free (self);
}

SandMoveSnapshot *
sand_reach_drag_snapshot (SandReachDrag   *self,
                          SandScenario    *scenario,
                          SandRuleset     *ruleset,
                          SandUnit        *unit,
                          const char      *mode_id,
                          double           resolution,
                          const SandPoint *start,
                          GError         **error)
{
  g_return_val_if_fail (self != NULL, NULL);

  /* the last step's painting goes with this compile, and back when it is
   * done; a compile that finds it taken works without */
  SandMoveKeptRaster raster;
  SandMoveKeptPaint paint;
  g_mutex_lock (&self->lock);
  raster = self->raster;
  paint = self->paint;
  memset (&self->paint, 0, sizeof self->paint);
  g_mutex_unlock (&self->lock);
  SandMoveSnapshot *snap = sand_move_snapshot_new_kept (scenario, ruleset, unit, mode_id, resolution, start, &raster,
                                                        &paint, error);
  g_mutex_lock (&self->lock);
  self->raster = raster;
  sand_move_kept_paint_clear (&self->paint);
  self->paint = paint;
  g_mutex_unlock (&self->lock);
  return snap;
}

SandReachField *
sand_reach_drag_compute (SandReachDrag    *self,
                         SandMoveSnapshot *snapshot,
                         GCancellable     *cancellable,
                         GError          **error)
{
  g_return_val_if_fail (self != NULL && snapshot != NULL, NULL);

  /* the kept state goes with this solve, and back when it is done; a solve
   * that finds it taken (the one before, being cancelled) works without */
  SandReachKeep keep = { 0 };
  g_mutex_lock (&self->lock);
  keep = self->keep;
  memset (&self->keep, 0, sizeof self->keep);
  g_mutex_unlock (&self->lock);

  SandReachField *field = _sand_reach_compute_keep (snapshot, &keep, cancellable, error);

  g_mutex_lock (&self->lock);
  sand_reach_keep_clear (&self->keep);
  self->keep = keep;
  g_mutex_unlock (&self->lock);
  return field;
}

void
sand_reach_keep_clear (SandReachKeep *keep)
{
  g_clear_pointer (&keep->snap, sand_move_snapshot_unref);
  for (int t = 0; t < SAND_REACH_KEEP_TIERS; t++)
    g_clear_pointer (&keep->tiers[t], sand_reach_obstacles_unref);
}

/* @a and @b hold the same ground, lines and zones over the same raster, so
 * that each tier's obstacles are the same: only the start may differ. */
static gboolean
same_ground (const SandMoveSnapshot *a,
             const SandMoveSnapshot *b)
{
  gsize n = (gsize) a->width * a->height;

  /* two steps that borrow one finished ground hold it whole */
  if (sand_move_snapshot_owner (a) == sand_move_snapshot_owner (b))
    return a->zoc == NULL;
  if (a->width != b->width || a->height != b->height || a->x0 != b->x0 || a->y0 != b->y0 || a->cell != b->cell
      || a->n_tiers != b->n_tiers || a->zoc != NULL || b->zoc != NULL || a->straight != b->straight
      || !sand_move_effect_equal (&a->level_up, &b->level_up)
      || !sand_move_effect_equal (&a->level_down, &b->level_down))
    return FALSE;
  for (guint t = 0; t < a->n_tiers; t++)
    if (a->tiers[t] != b->tiers[t])
      return FALSE;
  if (!sand_move_kept_same_kinds (a->kinds, b->kinds) || !sand_move_kept_same_lines (a, b)
      || !sand_move_kept_same_discs (a->discs, b->discs))
    return FALSE;
  return memcmp (a->kind, b->kind, sizeof (guint16) * n) == 0;
}

void
sand_reach_keep_check (SandReachKeep    *keep,
                       SandMoveSnapshot *snapshot)
{
  if (keep->snap != NULL && keep->snap != snapshot && !same_ground (keep->snap, snapshot))
    sand_reach_keep_clear (keep);
  if (keep->snap != snapshot)
    {
      g_clear_pointer (&keep->snap, sand_move_snapshot_unref);
      keep->snap = sand_move_snapshot_ref (snapshot);
    }
}

const SandReachObstacles *
_sand_reach_drag_kept (SandReachDrag *self,
                       guint          tier)
{
  return tier < SAND_REACH_KEEP_TIERS ? self->keep.tiers[tier] : NULL;
}
