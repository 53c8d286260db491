/* sand-render-textures.h: textures drawn once into a tile and kept as cairo
 * patterns (sand-render-textures.c), and the marks they are made of.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-render-private.h"

G_BEGIN_DECLS

/* A texture is drawn from a tile when its cells are under this many device
 * pixels apart, and mark by mark above it. */
#define SAND_TEXTURE_TILE_MAX_PX 16.0
/* Cells a tile side: even, so the offset of every other row wraps. */
#define SAND_TEXTURE_TILE_CELLS 8

/* Tree crowns on a grid of @spacing inches (sand_pattern_tree_crowns()). */
typedef struct
{
  SandRgb base;
  double  spacing;
  double  radius;
  double  line_width;  /* of a crown's outline, inches */
  guint32 seed;
} SandTextureCrowns;

/* A hedge's bushes at their least size (sand-render-lines.c): circles of
 * @size × 0.35 to 0.55 across, filled in @rgb lightened by up to 0.15 and
 * outlined @line_width wide in @rgb darkened by half; inches. */
typedef struct
{
  SandRgb rgb;
  double  size;
  double  line_width;
} SandTextureBushes;

/* Bushes are kept in this many sizes and this many tones. */
#define SAND_TEXTURE_BUSH_LEVELS 4

/* One crown of cell (@i, @j), its jitter and size from the noise of cell
 * (@ni, @nj): the same cell but in a tile, where the noise wraps. */
void             sand_texture_crown        (cairo_t                 *cr,
                                            const SandTextureCrowns *crowns,
                                            int                      i,
                                            int                      j,
                                            int                      ni,
                                            int                      nj);

/* TRUE when a texture of @spacing inches should be painted from a tile on
 * @cr: a raster target, cells under SAND_TEXTURE_TILE_MAX_PX device pixels
 * apart; @px_per_inch gets the device's scale. */
gboolean         sand_texture_use_tiles    (cairo_t                 *cr,
                                            double                   spacing,
                                            double                  *px_per_inch);
/* The crowns' tile at @px_per_inch (made once, then kept), as a repeating
 * pattern whose matrix takes table inches to the tile; a new reference. */
cairo_pattern_t *sand_texture_crowns_tile  (const SandTextureCrowns *crowns,
                                            double                   px_per_inch);
/* The bushes drawn once at @px_per_inch, side by side in one image: the bush
 * of size level @r and tone level @t (each 0 to SAND_TEXTURE_BUSH_LEVELS - 1)
 * is the square of @side pixels at (side × (r × SAND_TEXTURE_BUSH_LEVELS + t), 0),
 * its centre at the square's centre. A new reference. */
cairo_surface_t *sand_texture_bushes       (const SandTextureBushes *bushes,
                                            double                   px_per_inch,
                                            int                     *side);
/* How many tiles are kept; and letting them all go (tests, and before exit). */
guint            sand_texture_tiles_kept   (void);
void             sand_texture_tiles_clear  (void);

G_END_DECLS
