/* sand-move-kept.c: a drag's snapshot kept from one step to the next.
 *
 * A drag compiles the same move from a new start many times a second, over
 * one raster. Where the start is not among what the compile decides by it
 * (which polygon holds it, the lines it touches, the enemies measured from
 * it, the floor it stands on), the builder paints the same kinds, lines and
 * zones as at the last step; finishing them (the grounds, each cell's lists,
 * the tiers) would give the same again. So the builder's painting is compared
 * with what the last step painted, and when they are the same in every
 * respect but the start, the new snapshot borrows the last one's finished
 * ground instead of finishing its own.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "sand-move-builder-private.h"
#include "sand-move-kept.h"
#include "sand-reason.h"

void
sand_move_kept_paint_clear (SandMoveKeptPaint *paint)
{
  g_clear_pointer (&paint->last, sand_move_snapshot_unref);
  g_clear_pointer (&paint->kind, g_free);
  g_clear_pointer (&paint->kinds, g_array_unref);
}

static gboolean
same_disc (const SandMoveDisc *p,
           const SandMoveDisc *q)
{
  return p->x == q->x && p->y == q->y && p->r == q->r && p->reason == q->reason && p->hw == q->hw &&
         p->hd == q->hd && p->ax == q->ax && p->ay == q->ay && p->hollow == q->hollow;
}

gboolean
sand_move_kept_same_discs (const GArray *a,
                           const GArray *b)
{
  if (a->len != b->len)
    return FALSE;
  for (guint k = 0; k < a->len; k++)
    if (!same_disc (&g_array_index (a, SandMoveDisc, k), &g_array_index (b, SandMoveDisc, k)))
      return FALSE;
  return TRUE;
}

gboolean
sand_move_kept_same_lines (const SandMoveSnapshot *a,
                           const SandMoveSnapshot *b)
{
  if (a->lines->len != b->lines->len || a->openings->len != b->openings->len)
    return FALSE;
  for (guint k = 0; k < a->lines->len; k++)
    {
      const SandMoveLine *p = &g_array_index (a->lines, SandMoveLine, k);
      const SandMoveLine *q = &g_array_index (b->lines, SandMoveLine, k);
      if (p->ax != q->ax || p->ay != q->ay || p->bx != q->bx || p->by != q->by ||
          p->first_opening != q->first_opening || p->n_openings != q->n_openings || !sand_move_effect_equal (&p->crossing, &q->crossing))
        return FALSE;
    }
  for (guint k = 0; k < a->openings->len; k++)
    {
      const SandMoveOpening *p = &g_array_index (a->openings, SandMoveOpening, k);
      const SandMoveOpening *q = &g_array_index (b->openings, SandMoveOpening, k);
      if (p->x != q->x || p->y != q->y || p->r != q->r)
        return FALSE;
    }
  return TRUE;
}

/* Two arrays of the same element type, byte for byte. */
static gboolean
same_elements (const GArray *a,
               const GArray *b)
{
  /* an empty GArray's data may be NULL, which memcmp may not be given */
  return a->len == b->len &&
         (a->len == 0 || memcmp (a->data, b->data, g_array_get_element_size ((GArray *) a) * a->len) == 0);
}

static gboolean
same_hills (const GArray *a,
            const GArray *b)
{
  if (a == NULL || b == NULL)
    return a == b;
  if (a->len != b->len)
    return FALSE;
  for (guint k = 0; k < a->len; k++)
    {
      const SandMoveHill *p = &g_array_index (a, SandMoveHill, k), *q = &g_array_index (b, SandMoveHill, k);
      if (p->level != q->level || !sand_reason_equal (p->who, q->who) || !same_elements (p->outline, q->outline))
        return FALSE;
    }
  return TRUE;
}

static gboolean
same_sites (const GArray *a,
            const GArray *b)
{
  if (a == NULL || b == NULL)
    return a == b;
  if (a->len != b->len)
    return FALSE;
  for (guint k = 0; k < a->len; k++)
    {
      const SandMoveFloorSite *p = &g_array_index (a, SandMoveFloorSite, k);
      const SandMoveFloorSite *q = &g_array_index (b, SandMoveFloorSite, k);
      if (g_strcmp0 (p->id, q->id) != 0 || g_strcmp0 (p->name, q->name) != 0 || p->n_floors != q->n_floors ||
          p->x != q->x || p->y != q->y || p->holds_start != q->holds_start || !same_elements (p->cells, q->cells))
        return FALSE;
    }
  return TRUE;
}

static gboolean
same_reasons (const GPtrArray *a,
              const GPtrArray *b)
{
  if (a->len != b->len)
    return FALSE;
  for (guint k = 0; k < a->len; k++)
    if (!sand_reason_equal (g_ptr_array_index (a, k), g_ptr_array_index (b, k)))
      return FALSE;
  return TRUE;
}

gboolean
sand_move_kept_same_kinds (const GArray *a,
                           const GArray *b)
{
  if (a->len != b->len)
    return FALSE;
  for (guint k = 0; k < a->len; k++)
    {
      const SandCellKind *p = &g_array_index (a, SandCellKind, k), *q = &g_array_index (b, SandCellKind, k);
      if (p->cost != q->cost || !sand_move_effect_equal (&p->effect, &q->effect))
        return FALSE;
    }
  return TRUE;
}

/* Everything @b (a builder's snapshot, not finished) holds is what @last
 * (finished from a builder that painted @paint's kinds) held, but its start. */
static gboolean
same_painting (const SandMoveSnapshot  *b,
               const SandMoveKeptPaint *paint)
{
  const SandMoveSnapshot *last = paint->last;

  /* the raster and the move */
  if (b->table_width != last->table_width || b->table_height != last->table_height ||
      b->allowance != last->allowance || b->contact != last->contact || b->straight != last->straight ||
      b->cell != last->cell || b->x0 != last->x0 || b->y0 != last->y0 || b->width != last->width ||
      b->height != last->height || g_strcmp0 (b->unit_id, last->unit_id) != 0 ||
      g_strcmp0 (b->mode_id, last->mode_id) != 0 || g_strcmp0 (b->ruleset_id, last->ruleset_id) != 0)
    return FALSE;
  /* levels, floors and where the unit starts among them */
  if (!sand_move_effect_equal (&b->level_up, &last->level_up) ||
      !sand_move_effect_equal (&b->level_down, &last->level_down) || b->level_up_what != last->level_up_what ||
      b->level_down_what != last->level_down_what || !sand_move_effect_equal (&b->floor_up, &last->floor_up) ||
      !sand_move_effect_equal (&b->floor_down, &last->floor_down) || b->floor_height != last->floor_height ||
      b->start_site != last->start_site || b->start_floor != last->start_floor || b->start_cost != last->start_cost ||
      !same_hills (b->hills, last->hills) || !same_sites (b->floor_sites, last->floor_sites))
    return FALSE;
  /* lines, zones (zones of control are finished with figures that hide them,
   * which the builder alone knows) and the texts they point to */
  if (b->zocs->len != 0 || last->zocs->len != 0 || !sand_move_kept_same_lines (b, last) ||
      !sand_move_kept_same_discs (b->discs, last->discs) || !sand_move_kept_same_discs (b->no_end, last->no_end) ||
      !same_reasons (b->reasons, last->reasons))
    return FALSE;
  /* the ground as painted */
  return sand_move_kept_same_kinds (b->kinds, paint->kinds) &&
         memcmp (b->kind, paint->kind, sizeof (guint16) * b->width * b->height) == 0;
}

/* A snapshot of @last's ground from @b's start. */
static SandMoveSnapshot *
borrow (const SandMoveSnapshot *b,
        SandMoveSnapshot       *last)
{
  SandMoveSnapshot *s = g_new (SandMoveSnapshot, 1);

  *s = *last;
  s->ref_count = 1;
  s->base = sand_move_snapshot_ref (last);
  s->start_x = b->start_x;
  s->start_y = b->start_y;
  s->unit_id = g_strdup (last->unit_id);
  s->mode_id = g_strdup (last->mode_id);
  s->ruleset_id = g_strdup (last->ruleset_id);
  return s;
}

SandMoveSnapshot *
sand_move_kept_finish (SandMoveBuilder   *builder,
                       SandMoveKeptPaint *paint)
{
  const SandMoveSnapshot *b = builder->snap;

  if (paint->last != NULL && same_painting (b, paint))
    {
      SandMoveSnapshot *s = borrow (b, paint->last);
      sand_move_builder_free (builder);
      return s;
    }
  sand_move_kept_paint_clear (paint);
  paint->kind = g_memdup2 (b->kind, sizeof (guint16) * b->width * b->height);
  paint->kinds = g_array_copy (b->kinds);
  paint->last = sand_move_builder_finish (builder);
  return sand_move_snapshot_ref (paint->last);
}
