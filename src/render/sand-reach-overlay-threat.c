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

  g_return_if_fail (self != NULL && fields != NULL);

  g_clear_pointer (&self->threat, g_free);
  if (w <= 0 || h <= 0)
    return;
  self->threat_w = w;
  self->threat_h = h;
  self->threat = g_new0 (guint8, (gsize) w * h);
  set_key (self, r, g, b, label);

  /* Each field is sampled at the centres of the table cells over its own raster,
   * so the work grows with the moves, not with the table. */
  for (guint f = 0; f < fields->len; f++)
    {
      SandReachField *field = g_ptr_array_index (fields, f);
      int fw = sand_reach_field_get_width (field), fh = sand_reach_field_get_height (field);
      double cell = sand_reach_field_get_cell_size (field), fx0, fy0;
      const float *cost = sand_reach_field_get_costs (field);
      int i0, j0, i1, j1;

      sand_reach_field_get_origin (field, &fx0, &fy0);
      i0 = MAX (0, (int) floor (fx0 / THREAT_CELL));
      j0 = MAX (0, (int) floor (fy0 / THREAT_CELL));
      i1 = MIN (w, (int) ceil ((fx0 + fw * cell) / THREAT_CELL));
      j1 = MIN (h, (int) ceil ((fy0 + fh * cell) / THREAT_CELL));
      for (int j = j0; j < j1; j++)
        for (int i = i0; i < i1; i++)
          {
            int ci = (int) floor (((i + 0.5) * THREAT_CELL - fx0) / cell);
            int cj = (int) floor (((j + 0.5) * THREAT_CELL - fy0) / cell);
            guint8 *count = &self->threat[(gsize) j * w + i];

            if (ci >= 0 && cj >= 0 && ci < fw && cj < fh && cost[cj * fw + ci] >= 0 && *count < 255)
              (*count)++;
          }
    }

  self->threat_max = 0;
  for (gsize k = 0; k < (gsize) w * h; k++)
    self->threat_max = MAX (self->threat_max, self->threat[k]);

  {
    g_autofree guint8 *inside = g_new (guint8, (gsize) w * h);

    for (guint level = 0; level < THREAT_LEVELS; level++)
      {
        g_clear_pointer (&self->threat_levels[level], sand_contour_unref);
        if (level + 1 > self->threat_max)
          continue;
        for (gsize k = 0; k < (gsize) w * h; k++)
          inside[k] = self->threat[k] > level;
        self->threat_levels[level] = sand_contour_trace (inside, w, h, 0, 0, THREAT_CELL, NULL, NULL);
      }
  }
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
