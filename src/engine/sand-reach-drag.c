/* sand-reach-drag.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "sand-reach-drag.h"
#include "sand-reach-map-private.h"

struct _SandReachDrag
{
  gint          ref_count;
  GMutex        lock;
  SandMoveKeptRaster raster; /* what the snapshots cover */
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

  SandMoveKeptRaster raster;
  g_mutex_lock (&self->lock);
  raster = self->raster;
  g_mutex_unlock (&self->lock);
  SandMoveSnapshot *snap = sand_move_snapshot_new_kept (scenario, ruleset, unit, mode_id, resolution, start, &raster, error);
  g_mutex_lock (&self->lock);
  self->raster = raster;
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

static gboolean
same_effect (const SandMoveEffect *a,
             const SandMoveEffect *b)
{
  return sand_move_effect_equal (a, b) && a->tier_reason == b->tier_reason;
}

/* @a and @b hold the same ground, lines and zones over the same raster, so
 * that each tier's obstacles are the same: only the start may differ. */
static gboolean
same_ground (const SandMoveSnapshot *a,
             const SandMoveSnapshot *b)
{
  gsize n = (gsize) a->width * a->height;

  if (a->width != b->width || a->height != b->height || a->x0 != b->x0 || a->y0 != b->y0 || a->cell != b->cell
      || a->n_tiers != b->n_tiers || a->kinds->len != b->kinds->len || a->lines->len != b->lines->len
      || a->openings->len != b->openings->len || a->discs->len != b->discs->len || a->zoc != NULL || b->zoc != NULL
      || a->straight != b->straight || !same_effect (&a->level_up, &b->level_up)
      || !same_effect (&a->level_down, &b->level_down))
    return FALSE;
  for (guint t = 0; t < a->n_tiers; t++)
    if (a->tiers[t] != b->tiers[t])
      return FALSE;
  for (guint k = 0; k < a->kinds->len; k++)
    {
      const SandCellKind *p = &g_array_index (a->kinds, SandCellKind, k), *q = &g_array_index (b->kinds, SandCellKind, k);
      if (p->cost != q->cost || !same_effect (&p->effect, &q->effect))
        return FALSE;
    }
  for (guint k = 0; k < a->lines->len; k++)
    {
      const SandMoveLine *p = &g_array_index (a->lines, SandMoveLine, k), *q = &g_array_index (b->lines, SandMoveLine, k);
      if (p->ax != q->ax || p->ay != q->ay || p->bx != q->bx || p->by != q->by || p->first_opening != q->first_opening
          || p->n_openings != q->n_openings || !same_effect (&p->crossing, &q->crossing))
        return FALSE;
    }
  for (guint k = 0; k < a->openings->len; k++)
    {
      const SandMoveOpening *p = &g_array_index (a->openings, SandMoveOpening, k);
      const SandMoveOpening *q = &g_array_index (b->openings, SandMoveOpening, k);
      if (p->x != q->x || p->y != q->y || p->r != q->r)
        return FALSE;
    }
  for (guint k = 0; k < a->discs->len; k++)
    {
      const SandMoveDisc *p = &g_array_index (a->discs, SandMoveDisc, k), *q = &g_array_index (b->discs, SandMoveDisc, k);
      if (p->x != q->x || p->y != q->y || p->r != q->r || p->hw != q->hw || p->hd != q->hd || p->ax != q->ax
          || p->ay != q->ay)
        return FALSE;
    }
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
