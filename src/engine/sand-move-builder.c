/* sand-move-builder.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "sand-geometry.h"
#include "sand-move-builder-private.h"
#include "sand-move-ground.h"
#include "sand-move-snapshot-private.h"
#include "sand-raster-blocks.h"

/* The ground of a whole table: kinds as painted (their ground flags kept) and
 * the texts their reasons point to. */
struct _SandMoveGround
{
  gint       ref_count;
  int        width;
  int        height;
  guint16   *kind;
  GArray    *kinds;    /* SandCellKind */
  GPtrArray *reasons;  /* SandReason */
};

/* A builder whose raster is cells [i0, i1) × [j0, j1) of the table's grid. */
static SandMoveBuilder *
builder_new (double width,
             double height,
             double x,
             double y,
             double allowance,
             double resolution,
             int    i0,
             int    j0,
             int    i1,
             int    j1)
{
  SandMoveBuilder *self = g_new0 (SandMoveBuilder, 1);
  SandMoveSnapshot *s = g_new0 (SandMoveSnapshot, 1);

  self->snap = s;
  self->remap = g_array_new (FALSE, FALSE, sizeof (int));
  self->screens = g_array_new (FALSE, FALSE, sizeof (SandMoveDisc));
  s->ref_count = 1;
  s->table_width = width;
  s->table_height = height;
  s->start_x = CLAMP (x, 0, width);
  s->start_y = CLAMP (y, 0, height);
  s->allowance = MAX (allowance, 0.0);
  s->contact = 0.5;
  s->cell = resolution;

  self->box_i = i0;
  self->box_j = j0;
  s->x0 = i0 * resolution;
  s->y0 = j0 * resolution;
  s->width = MAX (1, i1 - i0);
  s->height = MAX (1, j1 - j0);
  s->kind = sand_raster_block_take (sizeof (guint16) * s->width * s->height, &s->kind_block);
  memset (s->kind, 0, sizeof (guint16) * s->width * s->height);
  s->kinds = g_array_new (FALSE, FALSE, sizeof (SandCellKind));
  s->lines = g_array_new (FALSE, FALSE, sizeof (SandMoveLine));
  s->openings = g_array_new (FALSE, FALSE, sizeof (SandMoveOpening));
  s->discs = g_array_new (FALSE, FALSE, sizeof (SandMoveDisc));
  s->no_end = g_array_new (FALSE, FALSE, sizeof (SandMoveDisc));
  s->zocs = g_array_new (FALSE, FALSE, sizeof (SandMoveZoc));
  s->reasons = g_ptr_array_new_with_free_func ((GDestroyNotify) sand_reason_free);
  sand_move_effect_init (&s->level_up);
  s->level_up_what = s->level_down_what = -1;
  sand_move_effect_init (&s->level_down);
  sand_move_effect_init (&s->floor_up);
  sand_move_effect_init (&s->floor_down);
  s->start_site = -1;

  SandCellKind open = { 0 };
  sand_move_effect_init (&open.effect);
  open.cost = 1.0f;
  g_array_append_val (s->kinds, open);

  return self;
}

void
sand_move_builder_raster (double width,
                          double height,
                          double x,
                          double y,
                          double allowance,
                          double resolution,
                          int   *cells)
{
  /* No ground costs less than an inch per inch, so the move stays within
   * its allowance of the start: the raster covers that box, on the table's grid so
   * fields of different units line up. */
  double sx = CLAMP (x, 0, width), sy = CLAMP (y, 0, height);
  double r = MAX (allowance, 0.0) + 2 * resolution;

  cells[0] = (int) floor (MAX (0.0, sx - r) / resolution);
  cells[1] = (int) floor (MAX (0.0, sy - r) / resolution);
  cells[2] = (int) ceil (MIN (width, sx + r) / resolution);
  cells[3] = (int) ceil (MIN (height, sy + r) / resolution);
}

SandMoveBuilder *
sand_move_builder_new (double width,
                       double height,
                       double x,
                       double y,
                       double allowance,
                       double resolution)
{
  int cells[4];

  g_return_val_if_fail (width > 0 && height > 0, NULL);
  g_return_val_if_fail (resolution > 0, NULL);

  sand_move_builder_raster (width, height, x, y, allowance, resolution, cells);
  return builder_new (width, height, x, y, allowance, resolution, cells[0], cells[1], cells[2], cells[3]);
}

SandMoveBuilder *
sand_move_builder_new_within (double            width,
                              double            height,
                              double            x,
                              double            y,
                              double            allowance,
                              double            resolution,
                              const SandBounds *within)
{
  int cells[4];

  g_return_val_if_fail (width > 0 && height > 0, NULL);
  g_return_val_if_fail (resolution > 0, NULL);

  sand_move_builder_raster (width, height, x, y, allowance, resolution, cells);
  if (within != NULL)
    {
      cells[0] = MAX (cells[0], (int) floor (within->x0 / resolution));
      cells[1] = MAX (cells[1], (int) floor (within->y0 / resolution));
      cells[2] = MIN (cells[2], (int) ceil (within->x1 / resolution));
      cells[3] = MIN (cells[3], (int) ceil (within->y1 / resolution));
    }
  return builder_new (width, height, x, y, allowance, resolution, cells[0], cells[1], cells[2], cells[3]);
}

SandMoveBuilder *
sand_move_builder_new_cells (double     width,
                             double     height,
                             double     x,
                             double     y,
                             double     allowance,
                             double     resolution,
                             const int *cells)
{
  g_return_val_if_fail (width > 0 && height > 0, NULL);
  g_return_val_if_fail (resolution > 0, NULL);

  return builder_new (width, height, x, y, allowance, resolution, cells[0], cells[1], cells[2], cells[3]);
}

SandMoveBuilder *
sand_move_builder_new_table (double width,
                             double height,
                             double allowance,
                             double resolution)
{
  g_return_val_if_fail (width > 0 && height > 0, NULL);
  g_return_val_if_fail (resolution > 0, NULL);

  return builder_new (width, height, width / 2, height / 2, allowance, resolution, 0, 0,
                      (int) ceil (width / resolution), (int) ceil (height / resolution));
}

SandBounds
sand_move_builder_get_extent (SandMoveBuilder *self)
{
  SandMoveSnapshot *s = self->snap;

  return (SandBounds) { s->x0, s->y0, s->x0 + s->width * s->cell, s->y0 + s->height * s->cell };
}

void
sand_move_builder_free (SandMoveBuilder *self)
{
  if (self == NULL)
    return;
  g_clear_pointer (&self->snap, sand_move_snapshot_unref);
  g_array_unref (self->remap);
  g_array_unref (self->screens);
  g_free (self);
}

int
sand_move_builder_add_reason (SandMoveBuilder  *self,
                              const SandReason *reason)
{
  g_return_val_if_fail (self != NULL && reason != NULL, -1);

  GPtrArray *reasons = self->snap->reasons;
  for (guint i = 0; i < reasons->len; i++)
    if (sand_reason_equal (g_ptr_array_index (reasons, i), reason))
      return (int) i;
  g_ptr_array_add (reasons, sand_reason_copy (reason));
  return (int) reasons->len - 1;
}

void
sand_move_builder_set_contact (SandMoveBuilder *self,
                               double           distance)
{
  g_return_if_fail (self != NULL);
  self->snap->contact = distance;
}

void
sand_move_builder_set_straight (SandMoveBuilder *self,
                                gboolean         straight)
{
  g_return_if_fail (self != NULL);
  self->snap->straight = straight;
}

void
sand_move_builder_set_ids (SandMoveBuilder *self,
                           const char      *unit_id,
                           const char      *mode_id,
                           const char      *ruleset_id)
{
  g_return_if_fail (self != NULL);
  g_free (self->snap->unit_id);
  g_free (self->snap->mode_id);
  g_free (self->snap->ruleset_id);
  self->snap->unit_id = g_strdup (unit_id);
  self->snap->mode_id = g_strdup (mode_id);
  self->snap->ruleset_id = g_strdup (ruleset_id);
}

static guint16
find_kind (SandMoveSnapshot     *s,
           const SandMoveEffect *effect)
{
  for (guint k = 0; k < s->kinds->len; k++)
    if (sand_move_effect_equal (&g_array_index (s->kinds, SandCellKind, k).effect, effect))
      return (guint16) k;

  SandCellKind kind = { *effect, 1.0f };
  double cost = sand_move_effect_cost (effect, s->allowance);
  if (cost >= G_MAXDOUBLE)
    kind.effect.flags |= SAND_MOVE_BLOCKED;
  kind.cost = (float) MIN (cost, 1e6);
  g_return_val_if_fail (s->kinds->len < G_MAXUINT16, 0);
  g_array_append_val (s->kinds, kind);
  return (guint16) (s->kinds->len - 1);
}

guint16
sand_move_builder_kind_for (SandMoveBuilder      *self,
                            const SandMoveEffect *effect)
{
  return find_kind (self->snap, effect);
}

void
sand_move_builder_begin_paint (SandMoveBuilder *self)
{
  g_array_set_size (self->remap, self->snap->kinds->len);
  memset (self->remap->data, 0xff, sizeof (int) * self->remap->len);
}

void
sand_move_builder_paint_cell (SandMoveBuilder      *self,
                              int                   c,
                              const SandMoveEffect *effect)
{
  SandMoveSnapshot *s = self->snap;
  guint16 old = s->kind[c];

  if (old >= self->remap->len)
    {
      guint len = self->remap->len;
      g_array_set_size (self->remap, s->kinds->len);
      memset (&g_array_index (self->remap, int, len), 0xff, sizeof (int) * (self->remap->len - len));
    }
  int *to = &g_array_index (self->remap, int, old);
  if (*to < 0)
    {
      SandMoveEffect combined = g_array_index (s->kinds, SandCellKind, old).effect;
      sand_move_effect_combine (&combined, effect);
      *to = find_kind (s, &combined);
    }
  s->kind[c] = (guint16) *to;
}

static int
cmp_double (gconstpointer a,
            gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return (x > y) - (x < y);
}

void
sand_move_builder_add_area (SandMoveBuilder      *self,
                            const SandPoint      *points,
                            guint                 n_points,
                            const SandMoveEffect *effect)
{
  g_return_if_fail (self != NULL && effect != NULL);
  if (n_points < 3 || sand_move_effect_is_clear (effect) || self->defer_ground)
    return;

  SandMoveSnapshot *s = self->snap;
  SandBounds b = sand_bounds_of_points (points, n_points);
  int j0 = MAX (0, (int) floor ((b.y0 - s->y0) / s->cell - 0.5));
  int j1 = MIN (s->height - 1, (int) ceil ((b.y1 - s->y0) / s->cell));
  g_autofree double *xs = g_new (double, n_points + 1);

  sand_move_builder_begin_paint (self);
  /* Scanline fill through cell centres, even-odd, half-open in y so shared
   * vertices are counted once. */
  for (int j = j0; j <= j1; j++)
    {
      double y = cell_y (self, j);
      guint n = 0;

      for (guint k = 0; k < n_points; k++)
        {
          SandPoint p = points[k], q = points[(k + 1) % n_points];
          if ((p.y <= y) != (q.y <= y))
            xs[n++] = p.x + (y - p.y) * (q.x - p.x) / (q.y - p.y);
        }
      qsort (xs, n, sizeof (double), cmp_double);
      for (guint k = 0; k + 1 < n; k += 2)
        {
          int i0 = MAX (0, (int) ceil (xs[k] / s->cell - 0.5) - self->box_i);
          int i1 = MIN (s->width - 1, (int) ceil (xs[k + 1] / s->cell - 0.5) - 1 - self->box_i);
          for (int i = i0; i <= i1; i++)
            sand_move_builder_paint_cell (self, j * s->width + i, effect);
        }
    }
}

static void
replace_cell (SandMoveBuilder      *self,
              int                   c,
              const SandMoveEffect *effect)
{
  SandMoveSnapshot *s = self->snap;
  SandMoveEffect e = *effect;

  e.level = g_array_index (s->kinds, SandCellKind, s->kind[c]).effect.level;
  s->kind[c] = find_kind (s, &e);
}

static void
paint_band (SandMoveBuilder      *self,
            const SandPoint      *points,
            guint                 n_points,
            double                width,
            const SandMoveEffect *effect,
            gboolean              replace)
{
  SandMoveSnapshot *s = self->snap;
  SandBounds b = sand_bounds_of_points (points, n_points);
  double half = width / 2;
  int i0 = MAX (0, (int) floor ((b.x0 - half - s->x0) / s->cell));
  int i1 = MIN (s->width - 1, (int) ceil ((b.x1 + half - s->x0) / s->cell));
  int j0 = MAX (0, (int) floor ((b.y0 - half - s->y0) / s->cell));
  int j1 = MIN (s->height - 1, (int) ceil ((b.y1 + half - s->y0) / s->cell));
  int bw = i1 - i0 + 1;
  g_autofree guint8 *inside = NULL;

  if (i1 < i0 || j1 < j0)
    return;
  /* Each segment marks the cells near it, so a cell is tested against the few
   * segments around it rather than the whole line; painting then goes row by
   * row, once per cell. */
  inside = g_new0 (guint8, (gsize) bw * (j1 - j0 + 1));
  for (guint k = 0; k + 1 < n_points; k++)
    {
      SandPoint p = points[k], q = points[k + 1];
      int si0 = MAX (i0, (int) floor ((MIN (p.x, q.x) - half - s->x0) / s->cell) - 1);
      int si1 = MIN (i1, (int) ceil ((MAX (p.x, q.x) + half - s->x0) / s->cell) + 1);
      int sj0 = MAX (j0, (int) floor ((MIN (p.y, q.y) - half - s->y0) / s->cell) - 1);
      int sj1 = MIN (j1, (int) ceil ((MAX (p.y, q.y) + half - s->y0) / s->cell) + 1);

      for (int j = sj0; j <= sj1; j++)
        {
          guint8 *row = inside + (gsize) (j - j0) * bw;
          double y = cell_y (self, j);

          for (int i = si0; i <= si1; i++)
            if (!row[i - i0] && sand_distance_to_segment (cell_x (self, i), y, p, q) <= half)
              row[i - i0] = 1;
        }
    }
  sand_move_builder_begin_paint (self);
  for (int j = j0; j <= j1; j++)
    {
      const guint8 *row = inside + (gsize) (j - j0) * bw;

      for (int i = i0; i <= i1; i++)
        {
          if (!row[i - i0])
            continue;
          if (replace)
            replace_cell (self, j * s->width + i, effect);
          else
            sand_move_builder_paint_cell (self, j * s->width + i, effect);
        }
    }
}

void
sand_move_builder_add_band (SandMoveBuilder      *self,
                            const SandPoint      *points,
                            guint                 n_points,
                            double                width,
                            const SandMoveEffect *effect)
{
  g_return_if_fail (self != NULL && effect != NULL);
  if (n_points < 2 || width <= 0 || sand_move_effect_is_clear (effect) || self->defer_ground)
    return;
  paint_band (self, points, n_points, width, effect, FALSE);
}

void
sand_move_builder_replace_band (SandMoveBuilder      *self,
                                const SandPoint      *points,
                                guint                 n_points,
                                double                width,
                                const SandMoveEffect *effect)
{
  g_return_if_fail (self != NULL && effect != NULL);
  if (n_points < 2 || width <= 0 || self->defer_ground)
    return;
  paint_band (self, points, n_points, width, effect, TRUE);
}

void
sand_move_builder_fill_open (SandMoveBuilder      *self,
                             const SandMoveEffect *effect)
{
  g_return_if_fail (self != NULL && effect != NULL);
  if (self->defer_ground)
    return;

  SandMoveSnapshot *s = self->snap;
  gsize n = (gsize) s->width * s->height;

  sand_move_builder_begin_paint (self);
  for (gsize c = 0; c < n; c++)
    if (!(g_array_index (s->kinds, SandCellKind, s->kind[c]).effect.flags & SAND_MOVE_GROUND))
      sand_move_builder_paint_cell (self, (int) c, effect);
}

SandMoveGround *
sand_move_ground_ref (SandMoveGround *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_atomic_int_inc (&self->ref_count);
  return self;
}

void
sand_move_ground_unref (SandMoveGround *self)
{
  if (self == NULL || !g_atomic_int_dec_and_test (&self->ref_count))
    return;
  g_free (self->kind);
  g_array_unref (self->kinds);
  g_ptr_array_unref (self->reasons);
  g_free (self);
}

SandMoveGround *
sand_move_builder_take_ground (SandMoveBuilder *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  SandMoveSnapshot *s = self->snap;
  SandMoveGround *ground = g_new0 (SandMoveGround, 1);

  ground->ref_count = 1;
  ground->width = s->width;
  ground->height = s->height;
  ground->kind = g_steal_pointer (&s->kind);
  ground->kinds = g_array_ref (s->kinds);
  ground->reasons = g_ptr_array_ref (s->reasons);
  s->kind = g_new0 (guint16, 1); /* the snapshot is dropped whole */
  s->kind_block = 0;
  sand_move_builder_free (self);
  return ground;
}

void
sand_move_builder_defer_ground (SandMoveBuilder *self)
{
  g_return_if_fail (self != NULL);
  self->defer_ground = TRUE;
}

gboolean
sand_move_builder_paints_ground (SandMoveBuilder *self)
{
  g_return_val_if_fail (self != NULL, FALSE);
  return !self->defer_ground;
}

void
sand_move_builder_paste_ground (SandMoveBuilder *self,
                                SandMoveGround  *ground)
{
  g_return_if_fail (self != NULL && ground != NULL);

  SandMoveSnapshot *s = self->snap;
  guint nk = ground->kinds->len;
  g_autofree int *to = g_new (int, nk);
  int rows = MIN (s->height, ground->height - self->box_j);
  int cols = MIN (s->width, ground->width - self->box_i);

  self->defer_ground = FALSE;
  memset (to, 0xff, sizeof (int) * nk);
  for (int j = 0; j < rows; j++)
    {
      const guint16 *from = ground->kind + (gsize) (self->box_j + j) * ground->width + self->box_i;
      guint16 *row = s->kind + (gsize) j * s->width;

      for (int i = 0; i < cols; i++)
        {
          guint16 k = from[i];

          if (to[k] < 0)
            {
              /* the same effect, its reason as it is: this builder numbers its own */
              SandMoveEffect effect = g_array_index (ground->kinds, SandCellKind, k).effect;

              if (effect.reason >= 0)
                effect.reason = sand_move_builder_add_reason (self, g_ptr_array_index (ground->reasons, effect.reason));
              if (effect.tier_reason >= 0)
                effect.tier_reason = sand_move_builder_add_reason (self, g_ptr_array_index (ground->reasons,
                                                                                           effect.tier_reason));
              to[k] = find_kind (s, &effect);
            }
          row[i] = (guint16) to[k];
        }
    }
}

/* The square of the distance across from column @i's centre to @x. */
static inline double
circle_dx2 (const SandMoveBuilder *self,
            int                    i,
            double                 x)
{
  double dx = cell_x (self, i) - x;

  return dx * dx;
}

void
sand_move_builder_add_circle (SandMoveBuilder      *self,
                              double                x,
                              double                y,
                              double                radius,
                              const SandMoveEffect *effect)
{
  g_return_if_fail (self != NULL && effect != NULL);
  if (radius <= 0 || sand_move_effect_is_clear (effect))
    return;

  SandMoveSnapshot *s = self->snap;
  int i0 = MAX (0, (int) floor ((x - radius - s->x0) / s->cell));
  int i1 = MIN (s->width - 1, (int) ceil ((x + radius - s->x0) / s->cell));
  int j0 = MAX (0, (int) floor ((y - radius - s->y0) / s->cell));
  int j1 = MIN (s->height - 1, (int) ceil ((y + radius - s->y0) / s->cell));

  sand_move_builder_begin_paint (self);
  for (int j = j0; j <= j1; j++)
    {
      double dy = cell_y (self, j) - y;
      int i = i0;

      /* the cells inside are one run of the row (the test grows with the
       * column's distance from x, rounding and all): up to its first, then
       * to its end */
      while (i <= i1 && !(circle_dx2 (self, i, x) + dy * dy < radius * radius))
        i++;
      for (; i <= i1 && circle_dx2 (self, i, x) + dy * dy < radius * radius; i++)
        sand_move_builder_paint_cell (self, j * s->width + i, effect);
    }
}

void
sand_move_builder_set_levels (SandMoveBuilder      *self,
                              const SandMoveEffect *up,
                              const SandMoveEffect *down)
{
  g_return_if_fail (self != NULL && up != NULL && down != NULL);
  self->snap->level_up = *up;
  self->snap->level_down = *down;
}

static void
hill_clear (gpointer data)
{
  SandMoveHill *h = data;

  sand_reason_free (h->who);
  g_array_unref (h->outline);
}

void
sand_move_builder_add_hill (SandMoveBuilder  *self,
                            const SandReason *who,
                            int               level,
                            GArray           *outline)
{
  g_return_if_fail (self != NULL && who != NULL && outline != NULL);

  SandMoveHill h = { sand_reason_copy (who), level, g_array_ref (outline) };

  if (self->snap->hills == NULL)
    {
      self->snap->hills = g_array_new (FALSE, FALSE, sizeof (SandMoveHill));
      g_array_set_clear_func (self->snap->hills, hill_clear);
    }
  g_array_append_val (self->snap->hills, h);
}

void
sand_move_builder_set_level_texts (SandMoveBuilder *self,
                                   int              up,
                                   int              down)
{
  g_return_if_fail (self != NULL);
  self->snap->level_up_what = up;
  self->snap->level_down_what = down;
}

guint
sand_move_builder_add_line (SandMoveBuilder      *self,
                            const SandPoint      *points,
                            guint                 n_points,
                            const SandMoveEffect *crossing)
{
  g_return_val_if_fail (self != NULL && crossing != NULL, 0);

  SandMoveSnapshot *s = self->snap;
  self->group_first = s->lines->len;
  for (guint k = 0; k + 1 < n_points; k++)
    {
      SandMoveLine line = { points[k].x, points[k].y, points[k + 1].x, points[k + 1].y,
                            *crossing, 0, 0 };
      g_array_append_val (s->lines, line);
    }
  self->group_end = s->lines->len;
  return self->group_first;
}

void
sand_move_builder_add_opening (SandMoveBuilder *self,
                               double           x,
                               double           y,
                               double           r)
{
  g_return_if_fail (self != NULL);

  SandMoveSnapshot *s = self->snap;
  SandMoveOpening o = { x, y, r };

  for (guint k = self->group_first; k < self->group_end; k++)
    {
      SandMoveLine *line = &g_array_index (s->lines, SandMoveLine, k);
      /* openings of one line group are appended together, so a range suffices */
      if (line->n_openings == 0)
        line->first_opening = s->openings->len;
      line->n_openings++;
    }
  g_array_append_val (s->openings, o);
}

void
sand_move_builder_add_zoc (SandMoveBuilder *self,
                           double           x,
                           double           y,
                           double           facing,
                           double           radius,
                           double           angle,
                           double           contact,
                           int              reason)
{
  g_return_if_fail (self != NULL);

  SandMoveZoc zoc = { x, y, facing, radius, angle, contact, reason };

  if (radius > contact && angle > 0)
    g_array_append_val (self->snap->zocs, zoc);
}

void
sand_move_builder_add_zoc_screen (SandMoveBuilder *self,
                                  double           x,
                                  double           y,
                                  double           radius)
{
  g_return_if_fail (self != NULL);

  SandMoveDisc screen = { x, y, radius, -1 };
  g_array_append_val (self->screens, screen);
}

/* Nothing impassable between the zone's enemy and (px, py): no blocked ground
 * (another figure's base included), no blocked line and no other figure's base
 * across the line of centres. The enemy's own base is where the view starts. */
static gboolean
zoc_sees (SandMoveBuilder   *self,
          const SandMoveZoc *z,
          GPtrArray         *walls,
          double             px,
          double             py)
{
  SandMoveSnapshot *s = self->snap;
  double dx = px - z->x, dy = py - z->y, len = hypot (dx, dy);
  double from = z->contact + s->cell;

  if (len <= from)
    return TRUE;
  for (guint k = 0; k < self->screens->len; k++)
    {
      const SandMoveDisc *d = &g_array_index (self->screens, SandMoveDisc, k);
      /* the enemy's own base hides nothing */
      if (hypot (d->x - z->x, d->y - z->y) > 1e-6
          && sand_distance_to_segment (d->x, d->y, (SandPoint) { z->x, z->y }, (SandPoint) { px, py }) < d->r)
        return FALSE;
    }
  double ax = z->x + dx * from / len, ay = z->y + dy * from / len;
  int steps = (int) ceil ((len - from) / (s->cell * 0.5));
  for (int k = 0; k <= steps; k++)
    {
      double t = (double) k / MAX (steps, 1);
      int c = sand_move_snapshot_cell_index (s, ax + t * (px - ax), ay + t * (py - ay));
      if (c >= 0 && (g_array_index (s->kinds, SandCellKind, s->kind[c]).effect.flags & SAND_MOVE_BLOCKED))
        return FALSE;
    }
  for (guint k = 0; k < walls->len; k++)
    if (sand_move_line_crossed (s, g_ptr_array_index (walls, k), ax, ay, px, py, NULL))
      return FALSE;
  return TRUE;
}

/* Marks the cells of every zone of control: their kind gets SAND_MOVE_ZOC, and
 * s->zoc says whose zone each is. Done last, once all ground is painted. */
void
sand_move_builder_paint_zocs (SandMoveBuilder *self)
{
  SandMoveSnapshot *s = self->snap;
  gsize n = (gsize) s->width * s->height;

  if (s->zocs->len == 0)
    return;
  s->zoc = g_new (gint16, n);
  memset (s->zoc, 0xff, sizeof (gint16) * n);
  for (guint z = 0; z < s->zocs->len && z < G_MAXINT16; z++)
    {
      const SandMoveZoc *zoc = &g_array_index (s->zocs, SandMoveZoc, z);
      double fx = sin (zoc->facing * G_PI / 180), fy = -cos (zoc->facing * G_PI / 180);
      double cos_angle = cos (MIN (zoc->angle, 180.0) * G_PI / 180);
      g_autoptr (GPtrArray) walls = g_ptr_array_new ();
      SandMoveEffect effect;

      /* the impassable lines that may hide part of the zone */
      for (guint k = 0; k < s->lines->len; k++)
        {
          SandMoveLine *l = &g_array_index (s->lines, SandMoveLine, k);
          if ((l->crossing.flags & SAND_MOVE_BLOCKED)
              && sand_distance_to_segment (zoc->x, zoc->y, (SandPoint) { l->ax, l->ay }, (SandPoint) { l->bx, l->by })
                 < zoc->radius)
            g_ptr_array_add (walls, l);
        }
      sand_move_effect_init (&effect);
      effect.flags = SAND_MOVE_ZOC;
      effect.reason = zoc->reason;
      sand_move_builder_begin_paint (self);

      int i0 = MAX (0, (int) floor ((zoc->x - zoc->radius - s->x0) / s->cell));
      int i1 = MIN (s->width - 1, (int) ceil ((zoc->x + zoc->radius - s->x0) / s->cell));
      int j0 = MAX (0, (int) floor ((zoc->y - zoc->radius - s->y0) / s->cell));
      int j1 = MIN (s->height - 1, (int) ceil ((zoc->y + zoc->radius - s->y0) / s->cell));
      for (int j = j0; j <= j1; j++)
        for (int i = i0; i <= i1; i++)
          {
            int c = j * s->width + i;
            double px = cell_x (self, i), py = cell_y (self, j);
            double dx = px - zoc->x, dy = py - zoc->y, d = hypot (dx, dy);

            if (d > zoc->radius || d < 1e-9 || (dx * fx + dy * fy) / d < cos_angle - 1e-9)
              continue;
            if (s->zoc[c] >= 0 || !zoc_sees (self, zoc, walls, px, py))
              continue;
            s->zoc[c] = (gint16) z;
            sand_move_builder_paint_cell (self, c, &effect);
          }
    }
}
