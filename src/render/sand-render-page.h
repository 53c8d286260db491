/* sand-render-page.h: a scenario laid out on pages and written to PNG, SVG or PDF.
 *
 * Used by the command line and by printing. Page sizes are in points (1/72 inch).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>
#include <gio/gio.h>

#include "sand-render.h"

G_BEGIN_DECLS

typedef enum
{
  SAND_PAGE_FORMAT_PNG,
  SAND_PAGE_FORMAT_SVG,
  SAND_PAGE_FORMAT_PDF,
} SandPageFormat;

/* Draws a legend with its top-left corner at the current origin and gives its
 * size (0 × 0 when it names nothing); @cr NULL only measures. */
typedef void (*SandPageLegendFunc) (gpointer data,
                                    cairo_t *cr,
                                    double  *width,
                                    double  *height);

typedef struct
{
  /* Layers and labels; pixels_per_inch is set by the layout. */
  SandRenderOptions     render;
  /* Inches on paper per table inch: 1 is real size. 0 means "fit the paper" when
   * a paper is given, else real size. */
  double                scale;
  /* Pixels per inch of paper, for PNG only (default 50). */
  double                dpi;
  /* A paper name ("a4", "letter", …) or "WxHmm" / "WxHin"; NULL makes the page
   * exactly the table at @scale, with no margin or legend. */
  const char           *paper;
  /* Paper margin in inches (default 0.4). */
  double                margin;
  /* On paper: the title, legend and scale bar below the map (default TRUE). */
  gboolean              show_legend;
  /* Drawn in table inches after the terrain, before the units. */
  SandRenderOverlayFunc overlay;
  gpointer              overlay_data;
  /* The overlay's own legend (called with @overlay_data), printed under the
   * terrain's on a sheet with a legend; NULL for none. */
  SandPageLegendFunc    overlay_legend;
} SandPageOptions;

/* One page of a layout: the part of the table it shows and where it goes. */
typedef struct
{
  double page_width;   /* points */
  double page_height;
  double map_x;        /* points: where the table's visible part starts on the page */
  double map_y;
  double points_per_inch; /* the map's scale: points per table inch */
  SandBounds view;     /* table inches shown on this page */
  guint  index;        /* sheet number, from 0 */
  int    row;          /* position among the tiles, from 0 */
  int    column;
} SandPageTile;

void      sand_page_options_init        (SandPageOptions       *options);

/* The output format named by @filename's extension; FALSE when unknown. */
gboolean  sand_page_format_from_filename (const char           *filename,
                                          SandPageFormat       *format);
/* Paper size in points, portrait; FALSE (with @error) for unknown names. */
gboolean  sand_paper_size               (const char            *name,
                                         double                *width_pt,
                                         double                *height_pt,
                                         GError               **error);
/* The known paper names, NULL-terminated. */
const char * const *sand_paper_names    (void);

/* Lays the scenario out: one page, or several tiles when the table at the given
 * scale does not fit the paper. Returns the number of pages (0 with @error set).
 * @tiles (may be NULL) receives a GArray of SandPageTile; free with g_array_unref(). */
guint     sand_page_layout              (SandScenario          *scenario,
                                         const SandPageOptions *options,
                                         GArray               **tiles,
                                         GError               **error);
/* Draws one tile (page coordinates in points, origin at the page's top-left). */
void      sand_page_render_tile         (cairo_t               *cr,
                                         SandScenario          *scenario,
                                         const SandPageOptions *options,
                                         const SandPageTile    *tile,
                                         guint                  n_tiles);

/* Renders to @filename in the format its extension names. Several pages only work
 * for PDF; other formats fail with a message saying so. */
gboolean  sand_render_page_to_file      (SandScenario          *scenario,
                                         const char            *filename,
                                         const SandPageOptions *options,
                                         GError               **error);

G_END_DECLS
