/* sand-render-textures.c: textures drawn once into a tile and kept as cairo
 * patterns, for tables seen from afar.
 *
 * A wood's crowns are drawn one by one (a fill, an outline and a lit side each),
 * which costs the same whether a crown is 50 pixels across or 3: a table of ten
 * thousand features shown whole spends most of its time on crowns too small to
 * tell apart. Below a few pixels a crown, the texture is drawn once into a tile
 * (eight cells a side, the same crowns with the noise taken modulo the tile, so
 * it wraps without a seam) at the device's scale, and each wood paints that tile,
 * shifted by its own seed so neighbouring woods do not line up. Larger crowns and
 * vector output (PDF, SVG, PostScript: print keeps its crowns sharp) are drawn
 * as before.
 *
 * The tiles are kept per texture and scale, a few dozen at most (a zooming
 * canvas makes a new scale at every step: the oldest goes), behind a lock since
 * workers draw too. Patterns are immutable once made, so a caller holds its own
 * reference while it paints.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "sand-render-textures.h"

/* Tiles kept at most; each is at most SAND_TEXTURE_TILE_CELLS * SAND_TEXTURE_TILE_MAX_PX
 * pixels a side (64 KB at 16 pixels a cell). */
#define MAX_TILES  32

typedef struct
{
  SandTextureCrowns crowns;
  double            px_per_inch;
  cairo_pattern_t  *pattern;
  guint64           used;
} Tile;

static GMutex tiles_lock;
static Tile   tiles[MAX_TILES];
static guint  n_tiles;
static guint64 clock_ticks;

gboolean
sand_texture_use_tiles (cairo_t *cr,
                        double   spacing,
                        double  *px_per_inch)
{
  cairo_surface_type_t type = cairo_surface_get_type (cairo_get_target (cr));
  double dx = 1, dy = 0;

  if (type == CAIRO_SURFACE_TYPE_PDF || type == CAIRO_SURFACE_TYPE_PS || type == CAIRO_SURFACE_TYPE_SVG)
    return FALSE;
  cairo_user_to_device_distance (cr, &dx, &dy);
  *px_per_inch = hypot (dx, dy);
  return *px_per_inch > 0 && spacing * *px_per_inch < SAND_TEXTURE_TILE_MAX_PX;
}

static int
wrap (int i)
{
  return ((i % SAND_TEXTURE_TILE_CELLS) + SAND_TEXTURE_TILE_CELLS) % SAND_TEXTURE_TILE_CELLS;
}

static cairo_pattern_t *
make_crowns_tile (const SandTextureCrowns *c,
                  double                   px_per_inch)
{
  /* A whole number of pixels a side: the tile's own scale is within half a
   * pixel of the device's over its width. */
  int side = MAX (1, (int) lround (SAND_TEXTURE_TILE_CELLS * c->spacing * px_per_inch));
  double scale = side / (SAND_TEXTURE_TILE_CELLS * c->spacing);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, side, side);
  cairo_t *cr = cairo_create (surface);
  cairo_pattern_t *pattern;
  cairo_matrix_t matrix;

  cairo_scale (cr, scale, scale);
  cairo_set_line_width (cr, c->line_width);
  /* Crowns near an edge spill over it: the cells round the tile draw the same
   * crowns shifted by a whole tile, so the wrapped picture has no seam. */
  for (int j = -2; j < SAND_TEXTURE_TILE_CELLS + 2; j++)
    for (int i = -2; i < SAND_TEXTURE_TILE_CELLS + 2; i++)
      sand_texture_crown (cr, c, i, j, wrap (i), wrap (j));
  cairo_destroy (cr);

  pattern = cairo_pattern_create_for_surface (surface);
  cairo_surface_destroy (surface);
  cairo_pattern_set_extend (pattern, CAIRO_EXTEND_REPEAT);
  /* From table inches to the tile's pixels. */
  cairo_matrix_init_scale (&matrix, scale, scale);
  cairo_pattern_set_matrix (pattern, &matrix);
  return pattern;
}

static gboolean
same_crowns (const SandTextureCrowns *a,
             const SandTextureCrowns *b)
{
  return a->base.r == b->base.r && a->base.g == b->base.g && a->base.b == b->base.b &&
         a->spacing == b->spacing && a->radius == b->radius && a->line_width == b->line_width &&
         a->seed == b->seed;
}

cairo_pattern_t *
sand_texture_crowns_tile (const SandTextureCrowns *crowns,
                          double                   px_per_inch)
{
  g_autoptr (GMutexLocker) locker = g_mutex_locker_new (&tiles_lock);
  Tile *slot = NULL;

  for (guint k = 0; k < n_tiles; k++)
    if (tiles[k].px_per_inch == px_per_inch && same_crowns (&tiles[k].crowns, crowns))
      {
        tiles[k].used = ++clock_ticks;
        return cairo_pattern_reference (tiles[k].pattern);
      }

  if (n_tiles < MAX_TILES)
    slot = &tiles[n_tiles++];
  else
    {
      /* The tile least recently painted makes room. */
      slot = &tiles[0];
      for (guint k = 1; k < n_tiles; k++)
        if (tiles[k].used < slot->used)
          slot = &tiles[k];
      cairo_pattern_destroy (slot->pattern);
    }
  slot->crowns = *crowns;
  slot->px_per_inch = px_per_inch;
  slot->pattern = make_crowns_tile (crowns, px_per_inch);
  slot->used = ++clock_ticks;
  return cairo_pattern_reference (slot->pattern);
}

guint
sand_texture_tiles_kept (void)
{
  g_autoptr (GMutexLocker) locker = g_mutex_locker_new (&tiles_lock);

  return n_tiles;
}

void
sand_texture_tiles_clear (void)
{
  g_autoptr (GMutexLocker) locker = g_mutex_locker_new (&tiles_lock);

  for (guint k = 0; k < n_tiles; k++)
    cairo_pattern_destroy (tiles[k].pattern);
  n_tiles = 0;
}
