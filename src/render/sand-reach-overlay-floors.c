/* sand-reach-overlay-floors.c: on each building with upper floors, a small card
 * of which floors the unit can get to in each band's mode, top floor first, as
 * the building stands: "Floor 1  ▣ ✓ 3.0in  ▣ ✗".
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "sand-reach-floors.h"
#include "sand-reach-overlay-private.h"

#define FLOOR_TEXT   12.0
#define FLOOR_PAD    4.0
#define FLOOR_GAP    6.0
#define FLOOR_SWATCH 9.0

/* The field of the first band that has floors, which names the buildings. */
static SandReachField *
floors_field (SandReachOverlay *self)
{
  for (guint i = 0; i < self->bands->len; i++)
    {
      SandReachField *f = sand_reach_overlay_band (self, i)->field;
      if (f != NULL && sand_reach_field_n_floors (f) > 0)
        return f;
    }
  return NULL;
}

/* What band @band says of floor @index: "✓ 3 in" or "✗". */
static char *
floor_entry (SandReachBand  *band,
             guint           index,
             SandLengthUnit  unit)
{
  const SandReachFloor *f;
  g_autofree char *cost = NULL;

  if (band->field == NULL || index >= sand_reach_field_n_floors (band->field))
    return NULL;
  f = sand_reach_field_floor (band->field, index);
  if (!f->reachable)
    return g_strdup ("✗");
  cost = sand_length_format (f->cost, unit);
  /* Translators: a floor the unit can get to, and what it costs ("3 in") */
  return g_strdup_printf (_("✓ %s"), cost);
}

/* Measures (@cr NULL) or draws the rows of one floor, left to right from @x. */
static double
floor_row (SandReachOverlay *self,
           cairo_t          *cr,
           cairo_t          *measure,
           guint             index,
           int               floor,
           double            x,
           double            y)
{
  g_autofree char *name = g_strdup_printf (_("Floor %d"), floor);
  double w, h, x0 = x;

  sand_render_text_size (measure, name, FLOOR_TEXT, SAND_TEXT_BOLD, &w, &h);
  if (cr != NULL)
    sand_render_text (cr, 1.0, x, y, name, FLOOR_TEXT, SAND_TEXT_LEFT, SAND_TEXT_BOLD);
  x += w + FLOOR_GAP;
  for (guint b = 0; b < self->bands->len; b++)
    {
      SandReachBand *band = sand_reach_overlay_band (self, b);
      g_autofree char *entry = floor_entry (band, index, self->length_unit);
      /* out of reach reads grey, so the floors it can get to stand out */
      SandTextFlags flags = entry != NULL && g_str_has_prefix (entry, "✗") ? SAND_TEXT_FAINT : SAND_TEXT_PLAIN;

      if (entry == NULL)
        continue;
      if (cr != NULL && self->bands->len > 1)
        {
          /* which mode: the band's colour and outline */
          cairo_save (cr);
          cairo_rectangle (cr, x, y + (h - FLOOR_SWATCH) / 2, FLOOR_SWATCH, FLOOR_SWATCH);
          cairo_set_source_rgb (cr, band->style.r, band->style.g, band->style.b);
          cairo_fill_preserve (cr);
          sand_reach_stroke_outline (cr, &band->style, 1.0);
          cairo_restore (cr);
        }
      if (self->bands->len > 1)
        x += FLOOR_SWATCH + 3;
      sand_render_text_size (measure, entry, FLOOR_TEXT, flags, &w, &h);
      if (cr != NULL)
        sand_render_text (cr, 1.0, x, y, entry, FLOOR_TEXT, SAND_TEXT_LEFT, flags);
      x += w + FLOOR_GAP;
    }
  return x - FLOOR_GAP - x0;
}

/* One building's card, just above the middle of its top edge; @first is its
 * first floor's index. */
static void
draw_card (SandReachOverlay     *self,
           cairo_t              *cr,
           const SandReachFloor *floors,
           guint                 first,
           guint                 n)
{
  double x = floors[0].x, y = floors[0].y, w = 0, row_h, unused;

  sand_render_text_size (cr, "Floor", FLOOR_TEXT, SAND_TEXT_BOLD, &unused, &row_h);
  for (guint k = 0; k < n; k++)
    w = MAX (w, floor_row (self, NULL, cr, first + k, floors[k].floor, 0, 0));
  cairo_save (cr);
  cairo_user_to_device (cr, &x, &y);
  cairo_identity_matrix (cr);
  double h = n * row_h + 2 * FLOOR_PAD, left = round (x - w / 2 - FLOOR_PAD), top = round (y - h - 3);
  cairo_rectangle (cr, left, top, w + 2 * FLOOR_PAD, h);
  cairo_set_source_rgba (cr, 1, 1, 0.97, 0.88);
  cairo_fill_preserve (cr);
  cairo_set_line_width (cr, 1);
  cairo_set_source_rgba (cr, 0.2, 0.2, 0.2, 0.7);
  cairo_stroke (cr);
  /* the top floor on top, as the building stands */
  for (guint k = 0; k < n; k++)
    floor_row (self, cr, cr, first + k, floors[k].floor, left + FLOOR_PAD, top + FLOOR_PAD + (n - 1 - k) * row_h);
  cairo_restore (cr);
}

/* Whether some band's mode gets to one of floors @first .. @end - 1: a card
 * of crosses only would clutter buildings far out of reach. */
static gboolean
any_reachable (SandReachOverlay *self,
               guint             first,
               guint             end)
{
  for (guint b = 0; b < self->bands->len; b++)
    {
      SandReachField *f = sand_reach_overlay_band (self, b)->field;

      for (guint k = first; f != NULL && k < end && k < sand_reach_field_n_floors (f); k++)
        if (sand_reach_field_floor (f, k)->reachable)
          return TRUE;
    }
  return FALSE;
}

void
sand_reach_overlay_draw_floors (SandReachOverlay *self,
                                cairo_t          *cr)
{
  SandReachField *field = floors_field (self);
  guint n = field != NULL ? sand_reach_field_n_floors (field) : 0;

  /* a building's floors are listed together, upward */
  for (guint i = 0; i < n;)
    {
      const SandReachFloor *first = sand_reach_field_floor (field, i);
      guint k = i + 1;

      while (k < n && g_str_equal (sand_reach_field_floor (field, k)->feature_id, first->feature_id))
        k++;
      if (any_reachable (self, i, k))
        draw_card (self, cr, first, i, k - i);
      i = k;
    }
}
