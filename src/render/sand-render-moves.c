/* sand-render-moves.c: the moves of the turn in play, marked on the table — a
 * trail from where each move began to where it ended, and a ring round each
 * unit that has moved, so the players see who has gone and who has not. A move
 * placed outside the rules is drawn in red. The figures the card drawn names
 * stand in a gold halo.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "sand-play.h"
#include "sand-render-moves.h"

/* Line widths in device pixels, whatever the zoom. */
#define TRAIL_WIDTH 2.0
#define RING_WIDTH 2.5
#define RING_GAP 4.0
#define HALO_WIDTH 5.0

static void
set_colour (cairo_t *cr,
            gboolean outside,
            double   alpha)
{
  if (outside)
    cairo_set_source_rgba (cr, 0.75, 0.11, 0.16, alpha);  /* #c01c28 */
  else
    cairo_set_source_rgba (cr, 0.1, 0.1, 0.1, alpha);
}

static void
draw_trail (cairo_t   *cr,
            SandPoint  from,
            SandPoint  to,
            gboolean   outside,
            double     pixel)
{
  double dashes[] = { 6 * pixel, 4 * pixel };

  cairo_save (cr);
  cairo_set_line_width (cr, TRAIL_WIDTH * pixel);
  cairo_set_dash (cr, dashes, G_N_ELEMENTS (dashes), 0);
  set_colour (cr, outside, 0.8);
  cairo_move_to (cr, from.x, from.y);
  cairo_line_to (cr, to.x, to.y);
  cairo_stroke (cr);
  /* where the move began: a small dot */
  cairo_arc (cr, from.x, from.y, 3 * pixel, 0, 2 * G_PI);
  cairo_fill (cr);
  cairo_restore (cr);
}

static void
draw_ring (cairo_t  *cr,
           SandUnit *unit,
           gboolean  outside,
           double    pixel)
{
  double radius = sand_unit_get_radius (unit) + RING_GAP * pixel;

  cairo_save (cr);
  cairo_set_line_width (cr, RING_WIDTH * pixel);
  set_colour (cr, outside, 0.9);
  cairo_arc (cr, sand_unit_get_x (unit), sand_unit_get_y (unit), radius, 0, 2 * G_PI);
  cairo_stroke (cr);
  cairo_restore (cr);
}

/* The figures the card drawn names, who may act now: a gold halo round each. */
static void
draw_on_card (cairo_t                 *cr,
              SandScenario            *scenario,
              const SandRenderOptions *options,
              double                   pixel)
{
  SandPlayEntry *card = sand_play_get_current_card (sand_scenario_get_play (scenario));
  GListModel *units = sand_scenario_get_units (scenario);

  for (guint i = 0; card != NULL && i < g_list_model_get_n_items (units); i++)
    {
      g_autoptr (SandUnit) unit = g_list_model_get_item (units, i);

      if (!sand_play_card_names (card, unit)
          || (options->hidden != NULL && g_hash_table_contains (options->hidden, unit)))
        continue;
      cairo_save (cr);
      cairo_arc (cr, sand_unit_get_x (unit), sand_unit_get_y (unit),
                 sand_unit_get_radius (unit) + (RING_GAP + HALO_WIDTH) * pixel, 0, 2 * G_PI);
      cairo_set_source_rgba (cr, 0.9, 0.65, 0.04, 0.55);  /* #e5a50a */
      cairo_fill (cr);
      cairo_restore (cr);
    }
}

void
sand_render_moves (cairo_t                 *cr,
                   SandScenario            *scenario,
                   const SandRenderOptions *options)
{
  GListModel *moves;
  g_autoptr (GHashTable) outside = NULL;
  GHashTableIter iter;
  gpointer key, value;
  double pixel;

  g_return_if_fail (cr != NULL);
  g_return_if_fail (SAND_IS_SCENARIO (scenario));

  moves = sand_play_get_moves (sand_scenario_get_play (scenario));
  pixel = 1.0 / MAX (options->pixels_per_inch, 1e-6);
  draw_on_card (cr, scenario, options, pixel);
  if (g_list_model_get_n_items (moves) == 0)
    return;
  /* unit id → whether any of its moves this turn was outside the rules */
  outside = g_hash_table_new (g_str_hash, g_str_equal);
  for (guint i = 0; i < g_list_model_get_n_items (moves); i++)
    {
      g_autoptr (SandPlayEntry) move = g_list_model_get_item (moves, i);
      const char *id = sand_play_entry_get (move, "unit");
      gboolean out = sand_play_entry_get_boolean (move, "outside");
      SandPoint from, to;

      if (id == NULL)
        continue;
      if (sand_play_entry_get_point (move, "from", &from) && sand_play_entry_get_point (move, "to", &to))
        draw_trail (cr, from, to, out, pixel);
      g_hash_table_insert (outside, (gpointer) id,
                           GINT_TO_POINTER (out || GPOINTER_TO_INT (g_hash_table_lookup (outside, id))));
    }
  g_hash_table_iter_init (&iter, outside);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      SandUnit *unit = sand_scenario_find_unit (scenario, key);

      if (unit != NULL && (options->hidden == NULL || !g_hash_table_contains (options->hidden, unit)))
        draw_ring (cr, unit, GPOINTER_TO_INT (value), pixel);
    }
}
