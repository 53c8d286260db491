/* sand-reach-overlay-threat.c: a side's threat map — where any of its units
 * reach, counted on a fine grid over the table or per hex, and drawn darker where
 * more of them do.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "sand-reach-overlay-private.h"

#define THREAT_CELL     0.1

/* The threat map's colour and its row in the legend. */
static void
set_key (SandReachOverlay *self,
         double            r,
         double            g,
         double            b,
         const char       *label)
{
  self->threat_rgb = (SandRgb) { r, g, b };
  g_free (self->threat_label);
  self->threat_label = g_strdup (label);
}

/* Table cells [i0, i1) × [j0, j1). */
typedef struct
{
  int i0, j0, i1, j1;
} CellBox;

/* Adds one to every table cell whose centre @field reaches. The field's column
 * for each table column is worked out once, so each row is a tight loop over
 * the field's own span of the table: the work grows with the move, not with the
 * table. */
static void
count_field (guint8         *threat,
             int             w,
             int             h,
             SandReachField *field,
             CellBox    *box)
{
  int fw = sand_reach_field_get_width (field), fh = sand_reach_field_get_height (field);
  double cell = sand_reach_field_get_cell_size (field), fx0, fy0;
  const float *cost = sand_reach_field_get_costs (field);
  int i0, j0, i1, j1, n;
  g_autofree int *cols = NULL;

  sand_reach_field_get_origin (field, &fx0, &fy0);
  i0 = MAX (0, (int) floor (fx0 / THREAT_CELL));
  j0 = MAX (0, (int) floor (fy0 / THREAT_CELL));
  i1 = MIN (w, (int) ceil ((fx0 + fw * cell) / THREAT_CELL));
  j1 = MIN (h, (int) ceil ((fy0 + fh * cell) / THREAT_CELL));
  /* the table columns whose centres fall on the field (a run: the map rises with i) */
  while (i0 < i1 && (int) floor (((i0 + 0.5) * THREAT_CELL - fx0) / cell) < 0)
    i0++;
  while (i1 > i0 && (int) floor (((i1 - 0.5) * THREAT_CELL - fx0) / cell) >= fw)
    i1--;
  n = i1 - i0;
  if (n <= 0)
    return;
  box->i0 = MIN (box->i0, i0);
  box->i1 = MAX (box->i1, i1);
  box->j0 = MIN (box->j0, j0);
  box->j1 = MAX (box->j1, j1);
  cols = g_new (int, n);
  for (int k = 0; k < n; k++)
    cols[k] = (int) floor (((i0 + k + 0.5) * THREAT_CELL - fx0) / cell);

  for (int j = j0; j < j1; j++)
    {
      int cj = (int) floor (((j + 0.5) * THREAT_CELL - fy0) / cell);
      const float *row;
      guint8 *out;

      if (cj < 0 || cj >= fh)
        continue;
      row = cost + (gsize) cj * fw;
      out = threat + (gsize) j * w + i0;
      for (int k = 0; k < n; k++)
        out[k] += (row[cols[k]] >= 0) & (out[k] != 255);
    }
}

/* The most any cell of @box counts, and for each level the box of the cells
 * above it (each inside the one below), from each row's and column's most. */
static guint
level_boxes (const guint8 *threat,
             int           w,
             CellBox       box,
             CellBox       boxes[THREAT_LEVELS])
{
  int bw = MAX (0, box.i1 - box.i0), bh = MAX (0, box.j1 - box.j0);
  g_autofree guint8 *col_max = g_new0 (guint8, MAX (1, bw));
  g_autofree guint8 *row_max = g_new0 (guint8, MAX (1, bh));
  guint most = 0;

  for (int j = 0; j < bh; j++)
    {
      const guint8 *row = threat + (gsize) (box.j0 + j) * w + box.i0;
      guint8 m = 0;

      for (int i = 0; i < bw; i++)
        {
          m = MAX (m, row[i]);
          col_max[i] = MAX (col_max[i], row[i]);
        }
      row_max[j] = m;
      most = MAX (most, m);
    }
  for (guint level = 0; level < THREAT_LEVELS; level++)
    {
      int i0 = 0, i1 = 0, j0 = 0, j1 = 0;

      for (int i = 0; level < most && i < bw; i++)
        if (col_max[i] > level)
          {
            i0 = i1 > 0 ? i0 : i;
            i1 = i + 1;
          }
      for (int j = 0; level < most && j < bh; j++)
        if (row_max[j] > level)
          {
            j0 = j1 > 0 ? j0 : j;
            j1 = j + 1;
          }
      boxes[level] = (CellBox) { box.i0 + i0, box.j0 + j0, box.i0 + i1, box.j0 + j1 };
    }
  return most;
}

/* The outline of the cells of @box more than @level fields reach. */
static SandContour *
trace_level (const guint8 *threat,
             int           w,
             CellBox       box,
             guint         level)
{
  int bw = box.i1 - box.i0, bh = box.j1 - box.j0;
  g_autofree guint8 *inside = g_new (guint8, MAX (1, (gsize) bw * bh));

  for (int j = 0; j < bh; j++)
    {
      const guint8 *row = threat + (gsize) (box.j0 + j) * w + box.i0;
      guint8 *in = inside + (gsize) j * bw;

      for (int i = 0; i < bw; i++)
        in[i] = row[i] > level;
    }
  return sand_contour_trace (inside, bw, bh, box.i0 * THREAT_CELL, box.j0 * THREAT_CELL, THREAT_CELL, NULL, NULL);
}

/* The levels to trace, taken one at a time by two threads. */
typedef struct
{
  SandReachOverlay *self;
  const CellBox    *boxes;
  guint             n;
  gint              next;
} Levels;

static gpointer
trace_some (gpointer data)
{
  Levels *t = data;
  guint level;

  while ((level = (guint) g_atomic_int_add (&t->next, 1)) < t->n)
    t->self->threat_levels[level] = trace_level (t->self->threat, t->self->threat_w, t->boxes[level], level);
  return NULL;
}

/* Below this many cells to trace a second thread costs more than it saves. */
#define TRACE_ALONE 50000

/* Each level's outline; the lowest, the largest, first. On two cores or more a
 * second thread takes levels too. */
static void
trace_levels (SandReachOverlay *self,
              const CellBox     boxes[THREAT_LEVELS])
{
  Levels t = { self, boxes, MIN (self->threat_max, THREAT_LEVELS), 0 };
  GThread *helper = NULL;
  double cells = 0;

  for (guint level = 0; level < t.n; level++)
    cells += (double) (boxes[level].i1 - boxes[level].i0) * (boxes[level].j1 - boxes[level].j0);
  if (t.n > 1 && cells > TRACE_ALONE && g_get_num_processors () > 1)
    helper = g_thread_try_new ("threat-levels", trace_some, &t, NULL);
  trace_some (&t);
  if (helper != NULL)
    g_thread_join (helper);
}

void
sand_reach_overlay_set_threat (SandReachOverlay *self,
                               GPtrArray        *fields,
                               double            width,
                               double            height,
                               double            r,
                               double            g,
                               double            b,
                               const char       *label)
{
  int w = (int) ceil (width / THREAT_CELL), h = (int) ceil (height / THREAT_CELL);
  CellBox box = { G_MAXINT, G_MAXINT, 0, 0 }, boxes[THREAT_LEVELS];

  g_return_if_fail (self != NULL && fields != NULL);

  g_clear_pointer (&self->threat, g_free);
  if (w <= 0 || h <= 0)
    return;
  self->threat_w = w;
  self->threat_h = h;
  self->threat = g_new0 (guint8, (gsize) w * h);
  set_key (self, r, g, b, label);

  for (guint f = 0; f < fields->len; f++)
    count_field (self->threat, w, h, g_ptr_array_index (fields, f), &box);

  for (guint level = 0; level < THREAT_LEVELS; level++)
    g_clear_pointer (&self->threat_levels[level], sand_contour_unref);
  self->threat_max = level_boxes (self->threat, w, box, boxes);
  trace_levels (self, boxes);
}

/* A hex as a hash table key (coordinates stay far inside ±32767 on any table). */
static gpointer
hex_key (SandHex hex)
{
  return GUINT_TO_POINTER (((guint) (hex.q + 32768) << 16) | (guint) (hex.r + 32768));
}

static SandHex
hex_from_key (gpointer key)
{
  guint k = GPOINTER_TO_UINT (key);

  return (SandHex) { (int) (k >> 16) - 32768, (int) (k & 0xffff) - 32768 };
}

static guint
hex_threat_count (SandReachOverlay *self,
                  SandHex           hex)
{
  return GPOINTER_TO_UINT (g_hash_table_lookup (self->hex_threat, hex_key (hex)));
}

void
sand_reach_overlay_set_hex_threat (SandReachOverlay *self,
                                   GPtrArray        *reaches,
                                   double            r,
                                   double            g,
                                   double            b,
                                   const char       *label)
{
  g_return_if_fail (self != NULL && reaches != NULL);

  g_clear_pointer (&self->hex_threat, g_hash_table_unref);
  if (reaches->len == 0)
    return;
  self->hex_threat = g_hash_table_new (NULL, NULL);
  self->hex_grid = *sand_hex_map_get_grid (sand_hex_reach_get_map (g_ptr_array_index (reaches, 0)));
  set_key (self, r, g, b, label);
  self->threat_max = 0;
  for (guint i = 0; i < reaches->len; i++)
    {
      g_autoptr (GArray) hexes = sand_hex_reach_get_reachable (g_ptr_array_index (reaches, i));

      for (guint k = 0; k < hexes->len; k++)
        {
          SandHex hex = g_array_index (hexes, SandHex, k);
          guint count = hex_threat_count (self, hex) + 1;

          g_hash_table_insert (self->hex_threat, hex_key (hex), GUINT_TO_POINTER (count));
          self->threat_max = MAX (self->threat_max, count);
        }
    }
}

guint
sand_reach_overlay_threat_at (SandReachOverlay *self,
                              double            x,
                              double            y)
{
  int i, j;

  g_return_val_if_fail (self != NULL, 0);

  if (self->hex_threat != NULL)
    return hex_threat_count (self, sand_hex_grid_hex_at (&self->hex_grid, x, y));
  if (self->threat == NULL)
    return 0;
  i = (int) floor (x / THREAT_CELL);
  j = (int) floor (y / THREAT_CELL);
  if (i < 0 || j < 0 || i >= self->threat_w || j >= self->threat_h)
    return 0;
  return self->threat[(gsize) j * self->threat_w + i];
}

typedef struct
{
  SandReachOverlay *self;
  guint             level;
} ThreatLevel;

static gboolean
hex_above_level (SandHex  hex,
                 gpointer data)
{
  ThreatLevel *t = data;

  return hex_threat_count (t->self, hex) > t->level;
}

/* The hexes more than @level units reach, as areas or (@boundary) as the sides
 * between them and the rest. */
static void
hex_threat_path (SandReachOverlay *self,
                 cairo_t          *cr,
                 guint             level,
                 gboolean          boundary)
{
  ThreatLevel t = { self, level };
  GHashTableIter iter;
  gpointer key, value;

  g_hash_table_iter_init (&iter, self->hex_threat);
  while (g_hash_table_iter_next (&iter, &key, &value))
    if (GPOINTER_TO_UINT (value) > level)
      sand_reach_hex_path (cr, &self->hex_grid, hex_from_key (key), boundary, hex_above_level, &t);
}

void
sand_reach_overlay_threat_path (SandReachOverlay *self,
                                cairo_t          *cr)
{
  for (guint level = 0; self->threat != NULL && level < THREAT_LEVELS; level++)
    if (self->threat_levels[level] != NULL)
      sand_contour_append_path (self->threat_levels[level], cr);
  if (self->hex_threat != NULL)
    hex_threat_path (self, cr, 0, FALSE);
}

void
sand_reach_overlay_draw_threat (SandReachOverlay *self,
                                cairo_t          *cr,
                                double            px)
{
  SandRgb rgb = self->threat_rgb;

  for (guint level = 0; level < THREAT_LEVELS; level++)
    {
      cairo_new_path (cr);
      if (self->hex_threat != NULL)
        {
          if (level >= self->threat_max)
            break;
          hex_threat_path (self, cr, level, FALSE);
          cairo_set_fill_rule (cr, CAIRO_FILL_RULE_WINDING);
        }
      else if (self->threat_levels[level] != NULL)
        {
          sand_contour_append_path (self->threat_levels[level], cr);
          cairo_set_fill_rule (cr, CAIRO_FILL_RULE_EVEN_ODD);
        }
      else
        continue;
      sand_rgba_set (cr, rgb, level == 0 ? THREAT_ALPHA : THREAT_STEP_ALPHA);
      cairo_fill_preserve (cr);
      /* A hex map's edge is the sides between levels, not each hex's outline. */
      if (self->hex_threat != NULL)
        {
          cairo_new_path (cr);
          hex_threat_path (self, cr, level, TRUE);
        }
      cairo_set_source_rgba (cr, rgb.r * 0.6, rgb.g * 0.6, rgb.b * 0.6, level == 0 ? 0.9 : 0.45);
      cairo_set_line_width (cr, (level == 0 ? 1.6 : 0.8) * px);
      cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
      cairo_stroke (cr);
    }
}
