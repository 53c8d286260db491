/* sand-render-coherency.c: the models out of their unit's coherency marked on
 * the table — red, as a move outside the rules is — so the players see which
 * model strayed, from whom, and by how much, in the words the caller gave.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "sand-render-coherency.h"
#include "sand-render-private.h"

/* Device pixels, whatever the zoom. */
#define RING_WIDTH 2.5
#define RING_GAP 7.0
#define LINE_WIDTH 1.5
#define TEXT_SIZE 12.0
#define NAME_SPACE 12.0

static void
clear_mark (gpointer data)
{
  SandCoherencyMark *mark = data;

  g_clear_pointer (&mark->text, g_free);
}

GArray *
sand_coherency_marks_new (void)
{
  GArray *marks = g_array_new (FALSE, TRUE, sizeof (SandCoherencyMark));

  g_array_set_clear_func (marks, clear_mark);
  return marks;
}

static void
draw_mark (cairo_t                 *cr,
           const SandCoherencyMark *m,
           const SandRenderOptions *options)
{
  double px = sand_render_px (options, 1);
  double dashes[] = { 5 * px, 3 * px };
  double dx = m->nearest.x - m->at.x, dy = m->nearest.y - m->at.y;
  double d = hypot (dx, dy);
  double ring = m->radius + RING_GAP * px;

  cairo_save (cr);
  cairo_set_source_rgba (cr, 0.75, 0.11, 0.16, 0.9); /* #c01c28 */
  cairo_set_dash (cr, dashes, G_N_ELEMENTS (dashes), 0);
  cairo_set_line_width (cr, RING_WIDTH * px);
  /* from no point another layer left: an arc joins the current point */
  cairo_new_path (cr);
  cairo_arc (cr, m->at.x, m->at.y, ring, 0, 2 * G_PI);
  cairo_stroke (cr);
  /* the gap it left: from its ring to the nearest model's base */
  if (d > ring + m->nearest_radius)
    {
      cairo_set_line_width (cr, LINE_WIDTH * px);
      cairo_move_to (cr, m->at.x + dx / d * ring, m->at.y + dy / d * ring);
      cairo_line_to (cr, m->nearest.x - dx / d * m->nearest_radius, m->nearest.y - dy / d * m->nearest_radius);
      cairo_stroke (cr);
    }
  cairo_restore (cr);
  /* under the model's own name */
  sand_render_text (cr, options->pixels_per_inch, m->at.x, m->at.y + ring + NAME_SPACE * px, m->text, TEXT_SIZE,
                    SAND_TEXT_CENTER, SAND_TEXT_BOLD | SAND_TEXT_HALO);
}

void
sand_render_coherency (cairo_t                 *cr,
                       GArray                  *marks,
                       const SandRenderOptions *options)
{
  g_return_if_fail (cr != NULL);

  for (guint i = 0; marks != NULL && i < marks->len; i++)
    draw_mark (cr, &g_array_index (marks, SandCoherencyMark, i), options);
}
