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

typedef enum
{
  TILE_CROWNS,
  TILE_BUSHES,
} TileKind;

typedef struct
{
  TileKind kind;
  union
  {
    SandTextureCrowns crowns;
    SandTextureBushes bushes;
  };
  double           px_per_inch;
  cairo_pattern_t *pattern;
  int              side;  /* of a bush's square */
  guint64          used;
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
same_rgb (SandRgb a,
          SandRgb b)
{
  return a.r == b.r && a.g == b.g && a.b == b.b;
}

static gboolean
same_tile (const Tile *a,
           const Tile *b)
{
  if (a->kind != b->kind || a->px_per_inch != b->px_per_inch)
    return FALSE;
  if (a->kind == TILE_BUSHES)
    return same_rgb (a->bushes.rgb, b->bushes.rgb) && a->bushes.size == b->bushes.size &&
           a->bushes.line_width == b->bushes.line_width;
  return same_rgb (a->crowns.base, b->crowns.base) && a->crowns.spacing == b->crowns.spacing &&
         a->crowns.radius == b->crowns.radius && a->crowns.line_width == b->crowns.line_width &&
         a->crowns.seed == b->crowns.seed;
}

/* The bushes of every size and tone side by side, each centred in its square. */
static cairo_pattern_t *
make_bushes (const SandTextureBushes *b,
             double                   px_per_inch,
             int                     *side)
{
  double r_max = b->size * 0.55 * px_per_inch, line = b->line_width * px_per_inch;
  int n = SAND_TEXTURE_BUSH_LEVELS * SAND_TEXTURE_BUSH_LEVELS;
  cairo_surface_t *surface;
  cairo_pattern_t *pattern;
  cairo_t *cr;

  *side = 2 * (int) ceil (r_max + line / 2 + 1);
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, *side * n, *side);
  cr = cairo_create (surface);
  cairo_set_line_width (cr, line);
  for (int r = 0; r < SAND_TEXTURE_BUSH_LEVELS; r++)
    for (int t = 0; t < SAND_TEXTURE_BUSH_LEVELS; t++)
      {
        double level_r = (r + 0.5) / SAND_TEXTURE_BUSH_LEVELS, level_t = (t + 0.5) / SAND_TEXTURE_BUSH_LEVELS;

        cairo_new_path (cr);
        cairo_arc (cr, *side * (r * SAND_TEXTURE_BUSH_LEVELS + t + 0.5), *side / 2.0,
                   b->size * (0.35 + 0.2 * level_r) * px_per_inch, 0, 2 * G_PI);
        sand_rgb_set (cr, sand_rgb_shade (b->rgb, 0.15 * level_t));
        cairo_fill_preserve (cr);
        sand_rgb_set (cr, sand_rgb_shade (b->rgb, -0.5));
        cairo_stroke (cr);
      }
  cairo_destroy (cr);
  pattern = cairo_pattern_create_for_surface (surface);
  cairo_surface_destroy (surface);
  return pattern;
}

/* The tile like @key, made now if none is kept; the lock is held. */
static Tile *
find_tile (const Tile *key)
{
  Tile *slot = NULL;

  for (guint k = 0; k < n_tiles; k++)
    if (same_tile (&tiles[k], key))
      {
        tiles[k].used = ++clock_ticks;
        return &tiles[k];
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
  *slot = *key;
  if (key->kind == TILE_BUSHES)
    slot->pattern = make_bushes (&key->bushes, key->px_per_inch, &slot->side);
  else
    slot->pattern = make_crowns_tile (&key->crowns, key->px_per_inch);
  slot->used = ++clock_ticks;
  return slot;
}

cairo_pattern_t *
sand_texture_crowns_tile (const SandTextureCrowns *crowns,
                          double                   px_per_inch)
{
  g_autoptr (GMutexLocker) locker = g_mutex_locker_new (&tiles_lock);
  Tile key = { .kind = TILE_CROWNS, .crowns = *crowns, .px_per_inch = px_per_inch };

  return cairo_pattern_reference (find_tile (&key)->pattern);
}

cairo_surface_t *
sand_texture_bushes (const SandTextureBushes *bushes,
                     double                   px_per_inch,
                     int                     *side)
{
  g_autoptr (GMutexLocker) locker = g_mutex_locker_new (&tiles_lock);
  Tile key = { .kind = TILE_BUSHES, .bushes = *bushes, .px_per_inch = px_per_inch };
  Tile *tile = find_tile (&key);
  cairo_surface_t *surface = NULL;

  *side = tile->side;
  cairo_pattern_get_surface (tile->pattern, &surface);
  return cairo_surface_reference (surface);
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
