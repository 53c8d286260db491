/* sand-pointer-label.c: the read-out that follows the pointer over the table.
 *
 * The side panel's read-out is out of sight while the eye is on the table (and
 * scrolled away on a small screen), so the answer is also shown where the player
 * looks: beside the pointer, in a box like a tooltip, kept inside the canvas.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "sand-pointer-label.h"
#include "sand-render.h"

/* Widget pixels. */
#define OFFSET_X    16.0
#define OFFSET_Y    20.0
#define PAD_X       10.0
#define PAD_Y       6.0
#define MARK_WIDTH  4.0
#define RADIUS      6.0
#define MAX_WIDTH   400
#define GAP         4.0     /* between the answers of two bands */

void
sand_pointer_label_place (double  wx,
                          double  wy,
                          double  w,
                          double  h,
                          double  area_width,
                          double  area_height,
                          double *x,
                          double *y)
{
  /* Below and right of the pointer; flipped to the other side at the canvas's
   * edges, so the pointer never covers the text. */
  *x = wx + OFFSET_X;
  *y = wy + OFFSET_Y;
  if (*x + w > area_width)
    *x = wx - OFFSET_X - w;
  if (*y + h > area_height)
    *y = wy - OFFSET_Y / 2 - h;
  *x = MAX (*x, 0);
  *y = MAX (*y, 0);
}

/* The top and bottom, in layout pixels, of the text from byte @start to @end. */
static void
paragraph_extent (PangoLayout *layout,
                  int          start,
                  int          end,
                  double      *top,
                  double      *bottom)
{
  PangoRectangle first, last;

  pango_layout_index_to_pos (layout, start, &first);
  pango_layout_index_to_pos (layout, MAX (start, end - 1), &last);
  *top = first.y / (double) PANGO_SCALE;
  *bottom = (last.y + last.height) / (double) PANGO_SCALE;
}

void
sand_pointer_label_draw (cairo_t    *cr,
                         GtkWidget  *widget,
                         double      wx,
                         double      wy,
                         const char *text,
                         guint       reaching)
{
  g_autoptr (PangoLayout) layout = NULL;
  g_auto (GStrv) lines = NULL;
  g_autoptr (GString) shown = g_string_new (NULL);
  g_autoptr (GArray) starts = g_array_new (FALSE, FALSE, sizeof (int));
  int tw, th, n;
  double w, h, x, y;

  g_return_if_fail (GTK_IS_WIDGET (widget));

  if (text == NULL || *text == '\0')
    return;
  /* a band's answer each line, set a little apart */
  lines = g_strsplit (text, "\n", -1);
  n = (int) g_strv_length (lines);
  for (int i = 0; i < n; i++)
    {
      int at = (int) shown->len;
      g_array_append_val (starts, at);
      g_string_append (shown, lines[i]);
      if (i + 1 < n)
        g_string_append_c (shown, '\n');
    }
  layout = gtk_widget_create_pango_layout (widget, shown->str);
  pango_layout_set_width (layout, MAX_WIDTH * PANGO_SCALE);
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  pango_layout_get_pixel_size (layout, &tw, &th);
  w = tw + 2 * PAD_X + MARK_WIDTH;
  h = th + 2 * PAD_Y + (n - 1) * GAP;
  sand_pointer_label_place (wx, wy, w, h, gtk_widget_get_width (widget), gtk_widget_get_height (widget), &x, &y);
  x = round (x);
  y = round (y);

  cairo_save (cr);
  sand_render_rounded_rect (cr, x, y, w, h, RADIUS);
  cairo_set_source_rgba (cr, 0.12, 0.12, 0.12, 0.88);
  cairo_fill (cr);
  for (int i = 0; i < n; i++)
    {
      int start = g_array_index (starts, int, i);
      int end = start + (int) strlen (lines[i]);
      double top, bottom, shift = i * GAP;
      PangoLayoutIter *iter;

      paragraph_extent (layout, start, end, &top, &bottom);
      /* A bar in the colour of the answer: blue reaches, red does not. */
      cairo_rectangle (cr, x + PAD_X / 2, y + PAD_Y + top + shift, MARK_WIDTH, bottom - top);
      if (i < 32 && (reaching & (1u << i)))
        cairo_set_source_rgb (cr, 0.38, 0.63, 0.92);
      else
        cairo_set_source_rgb (cr, 0.96, 0.38, 0.32);
      cairo_fill (cr);
      /* the paragraph's lines, moved down by the gaps above them */
      cairo_set_source_rgb (cr, 1, 1, 1);
      iter = pango_layout_get_iter (layout);
      do
        {
          PangoLayoutLine *line = pango_layout_iter_get_line_readonly (iter);
          int baseline = pango_layout_iter_get_baseline (iter);

          if (line->start_index < start || line->start_index >= MAX (end, start + 1))
            continue;
          cairo_move_to (cr, x + PAD_X + MARK_WIDTH, y + PAD_Y + shift + baseline / (double) PANGO_SCALE);
          pango_cairo_show_layout_line (cr, line);
        }
      while (pango_layout_iter_next_line (iter));
      pango_layout_iter_free (iter);
    }
  cairo_restore (cr);
}
