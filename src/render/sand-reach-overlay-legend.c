/* sand-reach-overlay-legend.c: the overlay's legend — a row per band, the
 * threat map and each kind of mark — on a light card.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "sand-reach-overlay-private.h"

#define LEGEND_TEXT     12.0
#define LEGEND_PAD      8.0
#define LEGEND_SWATCH   22.0

static void
legend_swatch (cairo_t              *cr,
               const SandReachStyle *style,
               double                x,
               double                y)
{
  cairo_save (cr);
  cairo_rectangle (cr, x, y, LEGEND_SWATCH, LEGEND_SWATCH * 0.7);
  cairo_clip_preserve (cr);
  cairo_new_path (cr);
  sand_reach_shade_clip (cr, style, 1.0);
  cairo_restore (cr);
  cairo_save (cr);
  cairo_rectangle (cr, x + 1, y + 1, LEGEND_SWATCH - 2, LEGEND_SWATCH * 0.7 - 2);
  sand_reach_stroke_outline (cr, style, 1.0);
  cairo_restore (cr);
}

typedef struct
{
  const char     *text;
  SandReachStyle  style;
  int             kind;   /* -1 band, -2 threat, else a SandReachMarkKind */
  const char     *owner;  /* a band's */
  char           *owned;  /* the text with its owner, when it says it */
} LegendRow;

static void
legend_row_clear (gpointer data)
{
  g_clear_pointer (&((LegendRow *) data)->owned, g_free);
}

/* Two bands both labelled "Advance, 6 in" (a unit compared with itself under
 * the same ruleset) say whose each is, so no two rows read the same. */
static void
legend_rows_tell_apart (GArray *rows)
{
  g_autofree gboolean *same = g_new0 (gboolean, rows->len);

  for (guint i = 0; i < rows->len; i++)
    for (guint j = i + 1; j < rows->len; j++)
      if (g_strcmp0 (g_array_index (rows, LegendRow, i).text, g_array_index (rows, LegendRow, j).text) == 0)
        same[i] = same[j] = TRUE;
  for (guint i = 0; i < rows->len; i++)
    {
      LegendRow *row = &g_array_index (rows, LegendRow, i);

      if (!same[i] || row->owner == NULL)
        continue;
      /* Translators: a band's label ("Advance, 6 in") and whose move it is */
      row->owned = g_strdup_printf (_("%s — %s"), row->text, row->owner);
      row->text = row->owned;
    }
}

static const char *
mark_name (SandReachMarkKind kind)
{
  switch (kind)
    {
    case SAND_REACH_MARK_NO_GO:
      return _("Enemy no-go distance");
    case SAND_REACH_MARK_CLOSE_COMBAT:
      return _("Enemy close-combat reach");
    case SAND_REACH_MARK_COHERENCY:
      return _("Coherency with its team");
    case SAND_REACH_MARK_ZONE_OF_CONTROL:
      return _("Enemy zone of control");
    case SAND_REACH_MARK_COMMAND:
      return _("Distance from its officer");
    case SAND_REACH_MARK_FORWARD_ARC:
    default:
      return _("Forward arc");
    }
}

static GArray *
legend_rows (SandReachOverlay *self)
{
  GArray *rows = g_array_new (FALSE, TRUE, sizeof (LegendRow));
  guint seen = 0;

  g_array_set_clear_func (rows, legend_row_clear);
  if ((self->threat != NULL || self->hex_threat != NULL) && self->threat_label != NULL)
    {
      LegendRow row = { self->threat_label, { self->threat_rgb.r, self->threat_rgb.g, self->threat_rgb.b }, -2, NULL, NULL };
      g_array_append_val (rows, row);
    }
  for (guint i = 0; i < self->bands->len; i++)
    {
      SandReachBand *band = sand_reach_overlay_band (self, i);
      LegendRow row = { band->label, band->style, -1, band->owner, NULL };

      if (band->label != NULL)
        g_array_append_val (rows, row);
    }
  for (guint i = 0; i < self->marks->len; i++)
    {
      SandReachMarkKind kind = g_array_index (self->marks, SandReachMark, i).kind;
      LegendRow row = { mark_name (kind), { 0 }, kind, NULL, NULL };

      if (seen & (1u << kind))
        continue;
      seen |= 1u << kind;
      g_array_append_val (rows, row);
    }
  legend_rows_tell_apart (rows);
  return rows;
}

char **
sand_reach_overlay_get_legend_texts (SandReachOverlay *self)
{
  g_autoptr (GArray) rows = NULL;
  GStrvBuilder *builder = g_strv_builder_new ();
  char **texts;

  g_return_val_if_fail (self != NULL, NULL);

  rows = legend_rows (self);
  for (guint i = 0; i < rows->len; i++)
    g_strv_builder_add (builder, g_array_index (rows, LegendRow, i).text);
  texts = g_strv_builder_end (builder);
  g_strv_builder_unref (builder);
  return texts;
}

gboolean
sand_reach_overlay_legend_equal (SandReachOverlay *a,
                                 SandReachOverlay *b)
{
  g_autoptr (GArray) rows_a = NULL;
  g_autoptr (GArray) rows_b = NULL;

  if (a == b)
    return TRUE;
  if (a == NULL || b == NULL)
    return FALSE;
  rows_a = legend_rows (a);
  rows_b = legend_rows (b);
  if (rows_a->len != rows_b->len)
    return FALSE;
  for (guint i = 0; i < rows_a->len; i++)
    {
      LegendRow *ra = &g_array_index (rows_a, LegendRow, i);
      LegendRow *rb = &g_array_index (rows_b, LegendRow, i);

      if (g_strcmp0 (ra->text, rb->text) != 0 || ra->kind != rb->kind
          || memcmp (&ra->style, &rb->style, sizeof ra->style) != 0)
        return FALSE;
    }
  return TRUE;
}

void
sand_reach_overlay_draw_legend (SandReachOverlay *self,
                                cairo_t          *cr,
                                double           *width,
                                double           *height)
{
  g_autoptr (GArray) rows = NULL;
  cairo_surface_t *scratch = NULL;
  cairo_t *measure;
  double w = 0, row_h = LEGEND_SWATCH * 0.7 + 6, h;

  g_return_if_fail (self != NULL);

  rows = legend_rows (self);
  if (cr == NULL)
    {
      scratch = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 1, 1);
      measure = cairo_create (scratch);
    }
  else
    measure = cairo_reference (cr);
  for (guint i = 0; i < rows->len; i++)
    {
      double tw, th;
      sand_render_text_size (measure, g_array_index (rows, LegendRow, i).text, LEGEND_TEXT, SAND_TEXT_PLAIN, &tw, &th);
      w = MAX (w, tw);
    }
  cairo_destroy (measure);
  if (scratch != NULL)
    cairo_surface_destroy (scratch);

  if (rows->len == 0)
    {
      *width = *height = 0;
      return;
    }
  w += LEGEND_SWATCH + 3 * LEGEND_PAD;
  h = rows->len * row_h + 2 * LEGEND_PAD - 6;
  *width = w;
  *height = h;
  if (cr == NULL)
    return;

  cairo_save (cr);
  cairo_new_path (cr);
  cairo_rectangle (cr, 0, 0, w, h);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.88);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.2);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
  for (guint i = 0; i < rows->len; i++)
    {
      LegendRow *row = &g_array_index (rows, LegendRow, i);
      double y = LEGEND_PAD + i * row_h, sh = LEGEND_SWATCH * 0.7;

      if (row->kind == -1)
        legend_swatch (cr, &row->style, LEGEND_PAD, y);
      else if (row->kind == -2)
        {
          /* Three steps of darkening, as where one, two and three units reach. */
          for (int k = 0; k < 3; k++)
            {
              cairo_rectangle (cr, LEGEND_PAD + k * LEGEND_SWATCH / 3, y, LEGEND_SWATCH / 3, sh);
              cairo_set_source_rgba (cr, row->style.r, row->style.g, row->style.b, THREAT_ALPHA + THREAT_STEP_ALPHA * k);
              cairo_fill (cr);
            }
        }
      else
        {
          SandReachMark m = { row->kind, LEGEND_PAD + LEGEND_SWATCH / 2, y + sh / 2, sh / 2 - 1, 0, 180 };
          if (row->kind == SAND_REACH_MARK_ZONE_OF_CONTROL || row->kind == SAND_REACH_MARK_FORWARD_ARC)
            {
              m.y = y + sh;
              m.radius = sh;
              m.half_angle = 45;
            }
          sand_reach_mark_draw (cr, &m, 1.0);
        }
      cairo_set_source_rgb (cr, 0.13, 0.13, 0.13);
      sand_render_text (cr, 1.0, LEGEND_SWATCH + 2 * LEGEND_PAD, y + (sh - LEGEND_TEXT * 1.2) / 2, row->text,
                        LEGEND_TEXT, SAND_TEXT_LEFT, SAND_TEXT_PLAIN);
    }
  cairo_restore (cr);
}

void
sand_reach_overlay_draw_legend_func (gpointer overlay,
                                     cairo_t *cr,
                                     double  *width,
                                     double  *height)
{
  sand_reach_overlay_draw_legend (overlay, cr, width, height);
}
