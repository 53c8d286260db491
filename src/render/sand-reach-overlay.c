/* sand-reach-overlay.c: the overlay itself — its bands and settings, what it
 * holds, where it draws, and the order its layers are drawn in.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "sand-geometry.h"
#include "sand-reach-overlay-private.h"

G_DEFINE_BOXED_TYPE (SandReachOverlay, sand_reach_overlay, sand_reach_overlay_ref, sand_reach_overlay_unref)

static void
band_clear (gpointer data)
{
  SandReachBand *band = data;

  g_clear_pointer (&band->field, sand_reach_field_unref);
  g_clear_pointer (&band->hex, sand_hex_reach_unref);
  g_clear_pointer (&band->contour, sand_contour_unref);
  g_clear_pointer (&band->label, g_free);
  g_clear_pointer (&band->owner, g_free);
}

SandReachOverlay *
sand_reach_overlay_new (void)
{
  SandReachOverlay *self = g_new0 (SandReachOverlay, 1);

  self->ref_count = 1;
  self->bands = g_array_new (FALSE, TRUE, sizeof (SandReachBand));
  g_array_set_clear_func (self->bands, band_clear);
  self->marks = g_array_new (FALSE, FALSE, sizeof (SandReachMark));
  return self;
}

SandReachOverlay *
sand_reach_overlay_ref (SandReachOverlay *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  g_atomic_int_inc (&self->ref_count);
  return self;
}

void
sand_reach_overlay_unref (SandReachOverlay *self)
{
  if (self == NULL || !g_atomic_int_dec_and_test (&self->ref_count))
    return;
  g_array_unref (self->bands);
  g_array_unref (self->marks);
  g_free (self->threat);
  for (guint i = 0; i < THREAT_LEVELS; i++)
    g_clear_pointer (&self->threat_levels[i], sand_contour_unref);
  g_free (self->threat_label);
  g_clear_pointer (&self->hex_threat, g_hash_table_unref);
  g_free (self);
}

static SandReachBand *
append_band (SandReachOverlay *self,
             const char       *label)
{
  SandReachBand band = { 0 };

  sand_reach_style_for_band (self->bands->len, &band.style);
  band.label = g_strdup (label);
  g_array_append_val (self->bands, band);
  return &g_array_index (self->bands, SandReachBand, self->bands->len - 1);
}

void
sand_reach_overlay_add_band (SandReachOverlay *self,
                             SandReachField   *field,
                             const char       *label)
{
  SandReachBand *band;

  g_return_if_fail (self != NULL && field != NULL);

  band = append_band (self, label);
  band->field = sand_reach_field_ref (field);
  band->contour = sand_contour_trace_reach (field);
}

void
sand_reach_overlay_set_band_cells (SandReachOverlay *self,
                                   guint             band,
                                   const guint8     *cells)
{
  SandReachBand *b;

  g_return_if_fail (self != NULL && cells != NULL);
  b = sand_reach_overlay_band (self, band);
  g_return_if_fail (b != NULL && b->field != NULL);

  g_clear_pointer (&b->contour, sand_contour_unref);
  b->contour = sand_contour_trace_reach_cells (b->field, cells);
  b->some_cells = TRUE;
}

void
sand_reach_overlay_add_hex_band (SandReachOverlay *self,
                                 SandHexReach     *reach,
                                 const char       *label)
{
  g_return_if_fail (self != NULL && reach != NULL);

  append_band (self, label)->hex = sand_hex_reach_ref (reach);
}

SandReachOverlay *
sand_reach_overlay_copy_bands (SandReachOverlay *self)
{
  SandReachOverlay *copy;

  g_return_val_if_fail (self != NULL, NULL);

  copy = sand_reach_overlay_new ();
  for (guint i = 0; i < self->bands->len; i++)
    {
      const SandReachBand *band = &g_array_index (self->bands, SandReachBand, i);
      SandReachBand *to = append_band (copy, band->label);

      to->style = band->style;
      to->field = band->field ? sand_reach_field_ref (band->field) : NULL;
      to->hex = band->hex ? sand_hex_reach_ref (band->hex) : NULL;
      to->contour = band->contour ? sand_contour_ref (band->contour) : NULL;
      to->some_cells = band->some_cells;
    }
  copy->compare = self->compare;
  copy->rings = self->rings;
  copy->length_unit = self->length_unit;
  return copy;
}

void
sand_reach_overlay_set_compare (SandReachOverlay *self,
                                gboolean          compare)
{
  g_return_if_fail (self != NULL);

  self->compare = compare;
}

void
sand_reach_overlay_set_rings (SandReachOverlay *self,
                              double            step)
{
  g_return_if_fail (self != NULL);

  self->rings = MAX (step, 0);
}

void
sand_reach_overlay_set_length_unit (SandReachOverlay *self,
                                    SandLengthUnit    unit)
{
  g_return_if_fail (self != NULL);

  self->length_unit = unit;
}

guint
sand_reach_overlay_get_n_bands (SandReachOverlay *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->bands->len;
}

SandReachBand *
sand_reach_overlay_band (SandReachOverlay *self,
                         guint             band)
{
  g_return_val_if_fail (self != NULL && band < self->bands->len, NULL);

  return &g_array_index (self->bands, SandReachBand, band);
}

SandReachField *
sand_reach_overlay_get_field (SandReachOverlay *self,
                              guint             band)
{
  SandReachBand *b = sand_reach_overlay_band (self, band);

  return b ? b->field : NULL;
}

SandHexReach *
sand_reach_overlay_get_hex (SandReachOverlay *self,
                            guint             band)
{
  SandReachBand *b = sand_reach_overlay_band (self, band);

  return b ? b->hex : NULL;
}

const char *
sand_reach_overlay_get_label (SandReachOverlay *self,
                              guint             band)
{
  SandReachBand *b = sand_reach_overlay_band (self, band);

  return b ? b->label : NULL;
}

void
sand_reach_overlay_set_band_owner (SandReachOverlay *self,
                                   guint             band,
                                   const char       *owner)
{
  SandReachBand *b = sand_reach_overlay_band (self, band);

  g_return_if_fail (b != NULL);
  g_free (b->owner);
  b->owner = g_strdup (owner);
}

SandContour *
sand_reach_overlay_get_contour (SandReachOverlay *self,
                                guint             band)
{
  SandReachBand *b = sand_reach_overlay_band (self, band);

  return b ? b->contour : NULL;
}

gboolean
sand_reach_overlay_is_empty (SandReachOverlay *self)
{
  g_return_val_if_fail (self != NULL, TRUE);

  return self->bands->len == 0 && self->marks->len == 0 && self->threat == NULL && self->hex_threat == NULL;
}

/* A dot where the first band's move starts. */
static void
draw_start (cairo_t       *cr,
            SandReachBand *band,
            double         px)
{
  double sx, sy;

  if (band->field == NULL)
    return;
  sand_reach_field_get_start (band->field, &sx, &sy);
  cairo_new_path (cr);
  cairo_arc (cr, sx, sy, 3 * px, 0, 2 * G_PI);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_fill_preserve (cr);
  cairo_set_line_width (cr, 1.5 * px);
  cairo_set_source_rgb (cr, band->style.r * 0.6, band->style.g * 0.6, band->style.b * 0.6);
  cairo_stroke (cr);
}

void
sand_reach_overlay_draw_func (cairo_t *cr,
                              gpointer overlay)
{
  cairo_matrix_t m;

  cairo_get_matrix (cr, &m);
  sand_reach_overlay_draw (overlay, cr, sqrt (fabs (m.xx * m.yy - m.xy * m.yx)));
}

static void
draw_overlay (SandReachOverlay *self,
              cairo_t          *cr,
              double            pixels_per_inch,
              gboolean          marks)
{
  double px;

  g_return_if_fail (self != NULL && cr != NULL);

  px = 1.0 / MAX (pixels_per_inch, 1e-6);
  cairo_save (cr);
  if (self->threat != NULL || self->hex_threat != NULL)
    sand_reach_overlay_draw_threat (self, cr, px);
  /* Zones of control lie under the bands, the thin rings and arcs over them. */
  if (marks)
    sand_reach_overlay_draw_marks (self, cr, px, TRUE);
  sand_reach_overlay_draw_bands (self, cr, px);
  if (marks)
    sand_reach_overlay_draw_marks (self, cr, px, FALSE);
  if (self->bands->len > 0)
    draw_start (cr, sand_reach_overlay_band (self, 0), px);
  sand_reach_overlay_draw_floors (self, cr);
  cairo_restore (cr);
}

void
sand_reach_overlay_draw (SandReachOverlay *self,
                         cairo_t          *cr,
                         double            pixels_per_inch)
{
  draw_overlay (self, cr, pixels_per_inch, TRUE);
}

void
sand_reach_overlay_draw_unmarked (SandReachOverlay *self,
                                  cairo_t          *cr,
                                  double            pixels_per_inch)
{
  draw_overlay (self, cr, pixels_per_inch, FALSE);
}

void
sand_reach_overlay_draw_marks_only (SandReachOverlay *self,
                                    cairo_t          *cr,
                                    double            pixels_per_inch)
{
  double px;

  g_return_if_fail (self != NULL && cr != NULL);

  px = 1.0 / MAX (pixels_per_inch, 1e-6);
  cairo_save (cr);
  sand_reach_overlay_draw_marks (self, cr, px, TRUE);
  sand_reach_overlay_draw_marks (self, cr, px, FALSE);
  cairo_restore (cr);
}

gboolean
sand_reach_overlay_same_bands (SandReachOverlay *a,
                               SandReachOverlay *b)
{
  if (a == NULL || b == NULL || a->bands->len != b->bands->len)
    return a == b;
  for (guint i = 0; i < a->bands->len; i++)
    {
      const SandReachBand *p = &g_array_index (a->bands, SandReachBand, i);
      const SandReachBand *q = &g_array_index (b->bands, SandReachBand, i);

      if (p->field != q->field || p->hex != q->hex)
        return FALSE;
    }
  return (a->threat == NULL && a->hex_threat == NULL) == (b->threat == NULL && b->hex_threat == NULL);
}

gboolean
sand_reach_overlay_get_extents (SandReachOverlay *self,
                                SandBounds       *bounds)
{
  cairo_surface_t *scratch;
  cairo_t *cr;

  g_return_val_if_fail (self != NULL && bounds != NULL, FALSE);

  *bounds = sand_bounds_empty ();
  scratch = cairo_image_surface_create (CAIRO_FORMAT_A8, 1, 1);
  cr = cairo_create (scratch);
  /* Outlines drop points closer than a fraction of a device unit: make that a
   * thousandth of an inch here. */
  cairo_scale (cr, 1000, 1000);
  for (guint i = 0; i < self->bands->len; i++)
    {
      SandReachBand *band = sand_reach_overlay_band (self, i);
      double sx, sy;

      sand_reach_band_path (cr, band);
      if (band->field != NULL)
        {
          sand_reach_field_get_start (band->field, &sx, &sy);
          sand_bounds_add_point (bounds, sx, sy);
        }
    }
  sand_reach_overlay_threat_path (self, cr);
  if (cairo_has_current_point (cr))
    {
      double x1, y1, x2, y2;

      cairo_path_extents (cr, &x1, &y1, &x2, &y2);
      sand_bounds_add_point (bounds, x1, y1);
      sand_bounds_add_point (bounds, x2, y2);
    }
  cairo_destroy (cr);
  cairo_surface_destroy (scratch);

  for (guint i = 0; i < self->marks->len; i++)
    {
      const SandReachMark *m = &g_array_index (self->marks, SandReachMark, i);

      sand_bounds_add_point (bounds, m->x - m->radius, m->y - m->radius);
      sand_bounds_add_point (bounds, m->x + m->radius, m->y + m->radius);
    }
  return !sand_bounds_is_empty (bounds);
}
