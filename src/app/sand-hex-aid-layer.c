/* sand-hex-aid-layer.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "sand-canvas.h"
#include "sand-hex-aid-layer.h"

/* Ink for lines and marks: near black, with a white halo under it so it stands
 * out on dark woods and light fields alike, and prints in black and white. */
#define INK_R 0.11
#define INK_G 0.11
#define INK_B 0.13
/* Targets are red on screen; their rings, not the colour, say "target". */
#define TARGET_R 0.75
#define TARGET_G 0.11
#define TARGET_B 0.16

struct _SandHexAidLayer
{
  SandCanvasLayer  parent_instance;

  /* Owned References */
  SandHexAid      *aid;
  SandUnit        *target;
};

G_DEFINE_FINAL_TYPE (SandHexAidLayer, sand_hex_aid_layer, SAND_TYPE_CANVAS_LAYER)

/* Drawing state shared by the helpers: the grid and device pixels per inch. */
typedef struct
{
  cairo_t           *cr;
  const SandHexGrid *grid;
  double             ppi;
} Pen;

static double
px (const Pen *pen,
    double     pixels)
{
  return pixels / MAX (pen->ppi, 1e-6);
}

static void
hex_path (const Pen *pen,
          SandHex    hex,
          double     inset)
{
  SandPoint corners[6];
  double cx, cy;

  sand_hex_grid_center (pen->grid, hex, &cx, &cy);
  sand_hex_grid_corners (pen->grid, hex, corners);
  for (int i = 0; i < 6; i++)
    {
      /* Pull each corner toward the centre so neighbouring outlines stay apart. */
      double dx = corners[i].x - cx, dy = corners[i].y - cy;
      double len = hypot (dx, dy);
      double k = len > 0 ? MAX (len - inset, 0) / len : 0;

      if (i == 0)
        cairo_move_to (pen->cr, cx + dx * k, cy + dy * k);
      else
        cairo_line_to (pen->cr, cx + dx * k, cy + dy * k);
    }
  cairo_close_path (pen->cr);
}

static void
set_ink (cairo_t *cr,
         double   alpha)
{
  cairo_set_source_rgba (cr, INK_R, INK_G, INK_B, alpha);
}

/* Strokes the current path twice: a white halo, then the colour on top. */
static void
stroke_with_halo (const Pen *pen,
                  double     width,
                  double     r,
                  double     g,
                  double     b)
{
  cairo_t *cr = pen->cr;

  cairo_set_line_width (cr, px (pen, width + 3));
  cairo_set_source_rgba (cr, 1, 1, 1, 0.85);
  cairo_stroke_preserve (cr);
  cairo_set_line_width (cr, px (pen, width));
  cairo_set_source_rgb (cr, r, g, b);
  cairo_stroke (cr);
}

/* Diagonal hatching over the hex: "out of sight" without relying on colour. */
static void
draw_hidden_hex (const Pen *pen,
                 SandHex    hex)
{
  cairo_t *cr = pen->cr;
  double cx, cy, reach = pen->grid->size;
  double step = MAX (px (pen, 7), pen->grid->size / 14);

  cairo_save (cr);
  hex_path (pen, hex, 0);
  cairo_clip (cr);
  set_ink (cr, 0.16);
  cairo_paint (cr);

  sand_hex_grid_center (pen->grid, hex, &cx, &cy);
  for (double d = -2 * reach; d <= 2 * reach; d += step)
    {
      cairo_move_to (cr, cx + d - reach, cy + reach);
      cairo_line_to (cr, cx + d + reach, cy - reach);
    }
  cairo_set_line_width (cr, px (pen, 1.2));
  set_ink (cr, 0.45);
  cairo_stroke (cr);
  cairo_restore (cr);
}

static void
draw_seen_hex (const Pen *pen,
               SandHex    hex)
{
  cairo_t *cr = pen->cr;

  hex_path (pen, hex, 0);
  cairo_set_source_rgba (cr, 1, 1, 0.9, 0.22);
  cairo_fill (cr);
  hex_path (pen, hex, px (pen, 2.5));
  cairo_set_line_width (cr, px (pen, 1.5));
  set_ink (cr, 0.55);
  cairo_stroke (cr);
}

static void
draw_origin (const Pen  *pen,
             SandHexAid *aid)
{
  cairo_t *cr = pen->cr;
  SandHex origin, own;
  double ox, oy, sx, sy;
  gboolean moved = sand_hex_aid_get_origin (aid, &origin);

  hex_path (pen, origin, px (pen, 3));
  stroke_with_halo (pen, 3, INK_R, INK_G, INK_B);

  if (!moved || !sand_hex_aid_get_unit_hex (aid, &own))
    return;

  /* A dashed arrow from where the unit stands to where it would fire from. */
  sand_hex_grid_center (pen->grid, own, &sx, &sy);
  sand_hex_grid_center (pen->grid, origin, &ox, &oy);
  {
    double angle = atan2 (oy - sy, ox - sx), head = px (pen, 12);
    double dashes[] = { px (pen, 8), px (pen, 5) };

    cairo_save (cr);
    cairo_set_dash (cr, dashes, 2, 0);
    cairo_move_to (cr, sx, sy);
    cairo_line_to (cr, ox - cos (angle) * head, oy - sin (angle) * head);
    stroke_with_halo (pen, 2, INK_R, INK_G, INK_B);
    cairo_restore (cr);

    cairo_move_to (cr, ox, oy);
    cairo_line_to (cr, ox - head * cos (angle - 0.4), oy - head * sin (angle - 0.4));
    cairo_line_to (cr, ox - head * cos (angle + 0.4), oy - head * sin (angle + 0.4));
    cairo_close_path (cr);
    set_ink (cr, 1.0);
    cairo_fill (cr);
  }
}

/* A cross where the line of sight is cut. */
static void
draw_block_mark (const Pen *pen,
                 double     x,
                 double     y)
{
  cairo_t *cr = pen->cr;
  double s = px (pen, 7);

  cairo_move_to (cr, x - s, y - s);
  cairo_line_to (cr, x + s, y + s);
  cairo_move_to (cr, x + s, y - s);
  cairo_line_to (cr, x - s, y + s);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  stroke_with_halo (pen, 3, INK_R, INK_G, INK_B);
}

/* A gun sight round the target: a ring with four ticks; a second ring for the
 * one picked for the dice. */
static void
draw_target_mark (const Pen *pen,
                  SandUnit  *unit,
                  gboolean   picked)
{
  cairo_t *cr = pen->cr;
  double x = sand_unit_get_x (unit), y = sand_unit_get_y (unit);
  double r = MAX (sand_unit_get_radius (unit), px (pen, 5)) + px (pen, 6);
  double tick = px (pen, 6);

  cairo_new_sub_path (cr);
  cairo_arc (cr, x, y, r, 0, 2 * G_PI);
  for (int i = 0; i < 4; i++)
    {
      double a = i * G_PI / 2;

      cairo_move_to (cr, x + cos (a) * (r - tick / 2), y + sin (a) * (r - tick / 2));
      cairo_line_to (cr, x + cos (a) * (r + tick), y + sin (a) * (r + tick));
    }
  stroke_with_halo (pen, 2.5, TARGET_R, TARGET_G, TARGET_B);

  if (picked)
    {
      cairo_new_sub_path (cr);
      cairo_arc (cr, x, y, r + tick + px (pen, 4), 0, 2 * G_PI);
      stroke_with_halo (pen, 2.5, TARGET_R, TARGET_G, TARGET_B);
    }
}

static void
draw_sight_line (const Pen             *pen,
                 SandHex                origin,
                 const SandHexAidEnemy *enemy)
{
  cairo_t *cr = pen->cr;
  double ox, oy, tx, ty, bx, by;
  SandSightResult why = enemy->sight.result;
  gboolean cut = !enemy->seen && (why == SAND_SIGHT_TERRAIN || why == SAND_SIGHT_UNIT);

  /* Out of sight range, or fired at over a friend's sight: no line of its own. */
  if (!enemy->seen && !cut)
    return;

  sand_hex_grid_center (pen->grid, origin, &ox, &oy);
  tx = sand_unit_get_x (enemy->unit);
  ty = sand_unit_get_y (enemy->unit);

  if (!cut)
    {
      cairo_move_to (cr, ox, oy);
      cairo_line_to (cr, tx, ty);
      if (enemy->target)
        stroke_with_halo (pen, 2, TARGET_R, TARGET_G, TARGET_B);
      else
        stroke_with_halo (pen, 1.5, INK_R, INK_G, INK_B);
      return;
    }

  /* Solid up to what blocks it, dotted and faint beyond, then the cross. */
  sand_hex_grid_center (pen->grid, enemy->sight.hex, &bx, &by);
  cairo_move_to (cr, ox, oy);
  cairo_line_to (cr, bx, by);
  stroke_with_halo (pen, 1.5, INK_R, INK_G, INK_B);

  cairo_save (cr);
  {
    double dots[] = { px (pen, 1), px (pen, 5) };

    cairo_set_dash (cr, dots, 2, 0);
    cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
    cairo_move_to (cr, bx, by);
    cairo_line_to (cr, tx, ty);
    cairo_set_line_width (cr, px (pen, 2));
    set_ink (cr, 0.7);
    cairo_stroke (cr);
  }
  cairo_restore (cr);

  draw_block_mark (pen, bx, by);
}

static void
sand_hex_aid_layer_draw (SandCanvasLayer *layer,
                         cairo_t         *cr,
                         SandCanvas      *canvas)
{
  SandHexAidLayer *self = SAND_HEX_AID_LAYER (layer);
  SandHexMap *map = sand_hex_aid_get_map (self->aid);
  SandScenario *scenario = sand_canvas_get_scenario (canvas);
  GArray *seen, *hidden, *enemies;
  SandHex origin;
  Pen pen;

  if (map == NULL || sand_hex_aid_get_unit (self->aid) == NULL)
    return;

  pen.cr = cr;
  pen.grid = sand_hex_map_get_grid (map);
  pen.ppi = sand_canvas_get_render_options (canvas)->pixels_per_inch;

  seen = sand_hex_aid_get_seen (self->aid);
  hidden = sand_hex_aid_get_hidden (self->aid);
  enemies = sand_hex_aid_get_enemies (self->aid);
  sand_hex_aid_get_origin (self->aid, &origin);

  /* the grid's edge hexes run past the table: their tint and hatching stop at
   * its edge, as the terrain does */
  cairo_save (cr);
  if (scenario != NULL)
    {
      cairo_rectangle (cr, 0, 0, sand_scenario_get_width (scenario), sand_scenario_get_height (scenario));
      cairo_clip (cr);
    }
  for (guint i = 0; i < hidden->len; i++)
    draw_hidden_hex (&pen, g_array_index (hidden, SandHexAidHidden, i).hex);
  for (guint i = 0; i < seen->len; i++)
    draw_seen_hex (&pen, g_array_index (seen, SandHex, i));
  cairo_restore (cr);
  draw_origin (&pen, self->aid);

  for (guint i = 0; i < enemies->len; i++)
    draw_sight_line (&pen, origin, &g_array_index (enemies, SandHexAidEnemy, i));
  for (guint i = 0; i < enemies->len; i++)
    {
      const SandHexAidEnemy *enemy = &g_array_index (enemies, SandHexAidEnemy, i);

      if (enemy->target)
        draw_target_mark (&pen, enemy->unit, enemy->unit == self->target);
    }
}

static void
sand_hex_aid_layer_dispose (GObject *object)
{
  SandHexAidLayer *self = SAND_HEX_AID_LAYER (object);

  if (self->aid != NULL)
    g_signal_handlers_disconnect_by_data (self->aid, self);
  g_clear_object (&self->aid);
  g_clear_object (&self->target);

  G_OBJECT_CLASS (sand_hex_aid_layer_parent_class)->dispose (object);
}

static void
sand_hex_aid_layer_class_init (SandHexAidLayerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  SandCanvasLayerClass *layer_class = SAND_CANVAS_LAYER_CLASS (klass);

  object_class->dispose = sand_hex_aid_layer_dispose;
  layer_class->draw = sand_hex_aid_layer_draw;
}

static void
sand_hex_aid_layer_init (SandHexAidLayer *self)
{
}

SandCanvasLayer *
sand_hex_aid_layer_new (SandHexAid *aid)
{
  SandHexAidLayer *self;

  g_return_val_if_fail (SAND_IS_HEX_AID (aid), NULL);

  self = g_object_new (SAND_TYPE_HEX_AID_LAYER, NULL);
  self->aid = g_object_ref (aid);
  g_signal_connect_swapped (aid, "changed", G_CALLBACK (sand_canvas_layer_queue_draw), self);

  return SAND_CANVAS_LAYER (self);
}

void
sand_hex_aid_layer_set_target (SandHexAidLayer *self,
                               SandUnit        *target)
{
  g_return_if_fail (SAND_IS_HEX_AID_LAYER (self));
  g_return_if_fail (!target || SAND_IS_UNIT (target));

  if (g_set_object (&self->target, target))
    sand_canvas_layer_queue_draw (SAND_CANVAS_LAYER (self));
}
