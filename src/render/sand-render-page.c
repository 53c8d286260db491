/* sand-render-page.c: page layout and file output (PNG, SVG, PDF).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <glib/gi18n-lib.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "sand-error.h"
#include "sand-render-page.h"
#include "sand-render-private.h"

#define POINTS_PER_INCH 72.0
#define DEFAULT_DPI     50.0
/* Above this a PNG needs gigabytes of memory; a lower dpi is the answer. */
#define MAX_PNG_PIXELS  1.2e8
#define MAX_PNG_SIDE    32000.0
#define TILE_LABEL_PT   9.0
#define TITLE_PT        12.0
#define OVERLAY_LEGEND_GAP 6.0

typedef struct
{
  const char *name;
  double      width;  /* points, portrait */
  double      height;
} Paper;

static const Paper papers[] = {
  { "a0", 2383.94, 3370.39 },
  { "a1", 1683.78, 2383.94 },
  { "a2", 1190.55, 1683.78 },
  { "a3", 841.89, 1190.55 },
  { "a4", 595.28, 841.89 },
  { "a5", 419.53, 595.28 },
  { "letter", 612.0, 792.0 },
  { "legal", 612.0, 1008.0 },
  { "tabloid", 792.0, 1224.0 },
};

void
sand_page_options_init (SandPageOptions *options)
{
  g_return_if_fail (options != NULL);

  memset (options, 0, sizeof *options);
  sand_render_options_init (&options->render);
  options->scale = 0;
  options->dpi = DEFAULT_DPI;
  options->paper = NULL;
  options->margin = 0.4;
  options->show_legend = TRUE;
}

gboolean
sand_page_format_from_filename (const char     *filename,
                                SandPageFormat *format)
{
  const char *dot;

  g_return_val_if_fail (filename != NULL, FALSE);

  dot = strrchr (filename, '.');
  if (dot == NULL || strchr (dot, G_DIR_SEPARATOR) != NULL)
    return FALSE;
  if (g_ascii_strcasecmp (dot, ".png") == 0)
    *format = SAND_PAGE_FORMAT_PNG;
  else if (g_ascii_strcasecmp (dot, ".svg") == 0)
    *format = SAND_PAGE_FORMAT_SVG;
  else if (g_ascii_strcasecmp (dot, ".pdf") == 0)
    *format = SAND_PAGE_FORMAT_PDF;
  else
    return FALSE;
  return TRUE;
}

const char * const *
sand_paper_names (void)
{
  static const char *names[G_N_ELEMENTS (papers) + 1];

  if (names[0] == NULL)
    for (guint i = 0; i < G_N_ELEMENTS (papers); i++)
      names[i] = papers[i].name;
  return names;
}

/* "210x297mm", "8.5x11in", "30x20cm". */
static gboolean
parse_custom_paper (const char *name,
                    double     *width_pt,
                    double     *height_pt)
{
  char *end;
  double w, h, unit;

  w = g_ascii_strtod (name, &end);
  if (end == name || (*end != 'x' && *end != 'X'))
    return FALSE;
  name = end + 1;
  h = g_ascii_strtod (name, &end);
  if (end == name)
    return FALSE;
  if (g_ascii_strcasecmp (end, "mm") == 0)
    unit = POINTS_PER_INCH / 25.4;
  else if (g_ascii_strcasecmp (end, "cm") == 0)
    unit = POINTS_PER_INCH / 2.54;
  else if (g_ascii_strcasecmp (end, "in") == 0)
    unit = POINTS_PER_INCH;
  else
    return FALSE;
  if (!(w > 0 && h > 0 && w * unit < 1e5 && h * unit < 1e5))
    return FALSE;
  *width_pt = MIN (w, h) * unit;
  *height_pt = MAX (w, h) * unit;
  return TRUE;
}

gboolean
sand_paper_size (const char  *name,
                 double      *width_pt,
                 double      *height_pt,
                 GError     **error)
{
  g_return_val_if_fail (name != NULL, FALSE);

  for (guint i = 0; i < G_N_ELEMENTS (papers); i++)
    if (g_ascii_strcasecmp (papers[i].name, name) == 0)
      {
        *width_pt = papers[i].width;
        *height_pt = papers[i].height;
        return TRUE;
      }
  if (parse_custom_paper (name, width_pt, height_pt))
    return TRUE;

  {
    g_autofree char *known = g_strjoinv (", ", (char **) sand_paper_names ());

    g_set_error (error, SAND_ERROR, SAND_ERROR_NOT_FOUND,
                 _("Unknown paper size “%s”: use one of %s, or a size such as 210x297mm"),
                 name, known);
  }
  return FALSE;
}

/* Height in points of the overlay's legend and the gap above it (0 without one). */
static double
overlay_legend_height (const SandPageOptions *options)
{
  double w = 0, h = 0;

  if (options->overlay_legend == NULL)
    return 0;
  options->overlay_legend (options->overlay_data, NULL, &w, &h);
  return h > 0 ? OVERLAY_LEGEND_GAP + h : 0;
}

/* Height in points of the title, scale bar and legends under a map @width wide. */
static double
footer_height (SandScenario          *scenario,
               const SandPageOptions *options,
               double                 width)
{
  cairo_surface_t *scratch = cairo_recording_surface_create (CAIRO_CONTENT_COLOR_ALPHA, NULL);
  cairo_t *cr = cairo_create (scratch);
  double legend = sand_render_legend (cr, scenario, width);

  cairo_destroy (cr);
  cairo_surface_destroy (scratch);
  return 8 + TITLE_PT * 1.6 + 26 + legend + overlay_legend_height (options);
}

static void
append_tile (GArray       *tiles,
             SandPageTile  tile)
{
  tile.index = tiles->len;
  g_array_append_val (tiles, tile);
}

/* The table on one paper page (scale 0: as large as fits), or FALSE when the
 * requested scale does not fit either way round. */
static gboolean
layout_on_paper (SandScenario          *scenario,
                 const SandPageOptions *options,
                 double                 paper_w,
                 double                 paper_h,
                 GArray                *tiles)
{
  double w = sand_scenario_get_width (scenario), h = sand_scenario_get_height (scenario);
  double margin = options->margin * POINTS_PER_INCH;
  double best = -1, best_pw = 0, best_ph = 0, best_aw = 0, best_ah = 0;

  for (int landscape = 0; landscape < 2; landscape++)
    {
      double pw = landscape ? paper_h : paper_w, ph = landscape ? paper_w : paper_h;
      double aw = pw - 2 * margin;
      double ah = ph - 2 * margin - (options->show_legend ? footer_height (scenario, options, aw) : 0);
      double fit = MIN (aw / (w * POINTS_PER_INCH), ah / (h * POINTS_PER_INCH));

      if (aw <= 0 || ah <= 0)
        continue;
      if (options->scale > 0 && options->scale > fit * (1 + 1e-9))
        continue;
      /* The orientation where the table fits larger: its long side along the
       * paper's. */
      if (fit > best)
        {
          best = fit;
          best_pw = pw;
          best_ph = ph;
          best_aw = aw;
          best_ah = ah;
        }
    }
  if (best <= 0)
    return FALSE;

  {
    double s = options->scale > 0 ? options->scale : best;
    double mw = w * s * POINTS_PER_INCH, mh = h * s * POINTS_PER_INCH;

    append_tile (tiles, (SandPageTile) {
                   .page_width = best_pw,
                   .page_height = best_ph,
                   .map_x = margin + (best_aw - mw) / 2,
                   .map_y = margin + (best_ah - mh) / 2,
                   .points_per_inch = s * POINTS_PER_INCH,
                   .view = { 0, 0, w, h },
                 });
  }
  return TRUE;
}

/* The table cut into paper-sized pieces at the requested scale. */
static void
layout_tiles (SandScenario          *scenario,
              const SandPageOptions *options,
              double                 paper_w,
              double                 paper_h,
              GArray                *tiles)
{
  double w = sand_scenario_get_width (scenario), h = sand_scenario_get_height (scenario);
  double margin = options->margin * POINTS_PER_INCH;
  double per_inch = options->scale * POINTS_PER_INCH;
  int best_pages = G_MAXINT, best_cols = 1, best_rows = 1;
  double best_tw = w, best_th = h, best_pw = paper_w, best_ph = paper_h;

  for (int landscape = 0; landscape < 2; landscape++)
    {
      double pw = landscape ? paper_h : paper_w, ph = landscape ? paper_w : paper_h;
      /* The bottom margin also holds the sheet's label. */
      double tw = (pw - 2 * margin) / per_inch;
      double th = (ph - 2 * margin - 2 * TILE_LABEL_PT) / per_inch;
      int cols, rows;

      if (tw <= 0 || th <= 0)
        continue;
      cols = (int) ceil (w / tw - 1e-9);
      rows = (int) ceil (h / th - 1e-9);
      if ((gint64) cols * rows < best_pages)
        {
          best_pages = cols * rows;
          best_cols = cols;
          best_rows = rows;
          best_tw = tw;
          best_th = th;
          best_pw = pw;
          best_ph = ph;
        }
    }

  for (int r = 0; r < best_rows; r++)
    for (int c = 0; c < best_cols; c++)
      append_tile (tiles, (SandPageTile) {
                     .page_width = best_pw,
                     .page_height = best_ph,
                     .map_x = margin,
                     .map_y = margin,
                     .points_per_inch = per_inch,
                     .view = { c * best_tw, r * best_th, MIN ((c + 1) * best_tw, w),
                               MIN ((r + 1) * best_th, h) },
                     .row = r,
                     .column = c,
                   });
}

guint
sand_page_layout (SandScenario          *scenario,
                  const SandPageOptions *options,
                  GArray               **tiles_out,
                  GError               **error)
{
  g_autoptr (GArray) tiles = g_array_new (FALSE, FALSE, sizeof (SandPageTile));
  double w, h, paper_w, paper_h;
  guint n;

  g_return_val_if_fail (SAND_IS_SCENARIO (scenario), 0);
  g_return_val_if_fail (options != NULL, 0);

  w = sand_scenario_get_width (scenario);
  h = sand_scenario_get_height (scenario);
  if (!(w > 0 && h > 0))
    {
      g_set_error (error, SAND_ERROR, SAND_ERROR_INVALID, _("The table has no area to draw"));
      return 0;
    }
  if (options->scale < 0 || !isfinite (options->scale))
    {
      g_set_error (error, SAND_ERROR, SAND_ERROR_INVALID,
                   _("The scale must be a positive number, such as 1 for real size"));
      return 0;
    }

  if (options->paper == NULL)
    {
      double s = options->scale > 0 ? options->scale : 1.0;

      append_tile (tiles, (SandPageTile) {
                     .page_width = w * s * POINTS_PER_INCH,
                     .page_height = h * s * POINTS_PER_INCH,
                     .points_per_inch = s * POINTS_PER_INCH,
                     .view = { 0, 0, w, h },
                   });
    }
  else
    {
      if (!sand_paper_size (options->paper, &paper_w, &paper_h, error))
        return 0;
      if (!layout_on_paper (scenario, options, paper_w, paper_h, tiles))
        {
          if (options->scale <= 0)
            {
              g_set_error (error, SAND_ERROR, SAND_ERROR_INVALID,
                           _("The margins leave no room for the map on paper “%s”"), options->paper);
              return 0;
            }
          layout_tiles (scenario, options, paper_w, paper_h, tiles);
        }
    }

  n = tiles->len;
  if (tiles_out != NULL)
    *tiles_out = g_steal_pointer (&tiles);
  return n;
}

static void
draw_footer (cairo_t               *cr,
             SandScenario          *scenario,
             const SandPageOptions *options,
             const SandPageTile    *tile,
             double                 per_inch)
{
  double margin = options->margin * POINTS_PER_INCH;
  double width = tile->page_width - 2 * margin;
  double y = tile->map_y + (tile->view.y1 - tile->view.y0) * per_inch + 8;
  const char *title = sand_scenario_get_title (scenario);
  SandLengthUnit unit = options->render.length_unit;
  g_autofree char *width_text = sand_length_format (sand_scenario_get_width (scenario), unit);
  g_autofree char *depth_text = sand_length_format (sand_scenario_get_height (scenario), unit);
  g_autofree char *one = sand_length_format (sand_length_from_unit (1, unit), unit);
  g_autofree char *facts = NULL;

  /* Translators: the table's width and depth ("48 in"), a unit of length ("1 in")
   * and the metres of ground it stands for */
  facts = g_strdup_printf (_("Table %s × %s · %s = %g m"), width_text, depth_text, one,
                           sand_length_from_unit (1, unit) * sand_scenario_get_ground_scale (scenario));
  if (title != NULL && *title != '\0')
    sand_render_text (cr, 1.0, margin, y, title, TITLE_PT, SAND_TEXT_LEFT, SAND_TEXT_BOLD);
  sand_render_text (cr, 1.0, margin + width, y + 2, facts, TILE_LABEL_PT, SAND_TEXT_RIGHT,
                    SAND_TEXT_PLAIN);
  y += TITLE_PT * 1.6;
  sand_render_scale_bar (cr, per_inch, unit, margin + 4, y);
  y += 26;
  cairo_save (cr);
  cairo_translate (cr, margin, y);
  y += sand_render_legend (cr, scenario, width);
  cairo_restore (cr);
  /* The reach bands and threat map, keyed as the window keys them. */
  if (options->overlay_legend != NULL)
    {
      double w = 0, h = 0;

      cairo_save (cr);
      cairo_translate (cr, margin, y + OVERLAY_LEGEND_GAP);
      options->overlay_legend (options->overlay_data, cr, &w, &h);
      cairo_restore (cr);
    }
}

static void
draw_tile_label (cairo_t               *cr,
                 SandScenario          *scenario,
                 SandLengthUnit         unit,
                 const SandPageTile    *tile,
                 guint                  n_tiles,
                 double                 per_inch)
{
  const char *title = sand_scenario_get_title (scenario);
  g_autofree char *x0 = sand_length_format (tile->view.x0, unit);
  g_autofree char *x1 = sand_length_format (tile->view.x1, unit);
  g_autofree char *y0 = sand_length_format (tile->view.y0, unit);
  g_autofree char *y1 = sand_length_format (tile->view.y1, unit);
  g_autofree char *label = NULL;
  double y = tile->map_y + (tile->view.y1 - tile->view.y0) * per_inch + 4;

  /* Translators: the title, the sheet's number and place, and the part of the
   * table it shows, from and to ("0 in", "24 in") across and down */
  label = g_strdup_printf (_("%s — sheet %u of %u: row %d, column %d (x %s–%s, y %s–%s)"),
                           title != NULL && *title != '\0' ? title : _("Untitled"),
                           tile->index + 1, n_tiles,
                           tile->row + 1, tile->column + 1, x0, x1, y0, y1);
  sand_render_text (cr, 1.0, tile->map_x, y, label, TILE_LABEL_PT, SAND_TEXT_LEFT, SAND_TEXT_PLAIN);
}

void
sand_page_render_tile (cairo_t               *cr,
                       SandScenario          *scenario,
                       const SandPageOptions *options,
                       const SandPageTile    *tile,
                       guint                  n_tiles)
{
  SandRenderOptions render;
  double per_inch, dx = 1, dy = 0;

  g_return_if_fail (cr != NULL);
  g_return_if_fail (SAND_IS_SCENARIO (scenario));
  g_return_if_fail (options != NULL && tile != NULL);

  per_inch = tile->points_per_inch;
  render = options->render;
  /* Hairlines are a point wide on paper, but at least a pixel on a coarse PNG. */
  cairo_user_to_device_distance (cr, &dx, &dy);
  render.pixels_per_inch = per_inch * MIN (hypot (dx, dy), 1.0);

  cairo_save (cr);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);

  cairo_save (cr);
  cairo_translate (cr, tile->map_x, tile->map_y);
  cairo_scale (cr, per_inch, per_inch);
  cairo_translate (cr, -tile->view.x0, -tile->view.y0);
  if (n_tiles > 1)
    {
      cairo_rectangle (cr, tile->view.x0, tile->view.y0, tile->view.x1 - tile->view.x0,
                       tile->view.y1 - tile->view.y0);
      cairo_clip (cr);
    }
  sand_render_scenario_with_overlay (cr, scenario, &render, options->overlay, options->overlay_data);
  cairo_restore (cr);

  if (n_tiles > 1)
    {
      /* The cut line: sheets are trimmed here and laid edge to edge. */
      cairo_rectangle (cr, tile->map_x, tile->map_y, (tile->view.x1 - tile->view.x0) * per_inch,
                       (tile->view.y1 - tile->view.y0) * per_inch);
      cairo_set_line_width (cr, 0.5);
      cairo_set_source_rgb (cr, 0.4, 0.4, 0.4);
      cairo_stroke (cr);
      draw_tile_label (cr, scenario, options->render.length_unit, tile, n_tiles, per_inch);
    }
  else if (options->paper != NULL && options->show_legend)
    draw_footer (cr, scenario, options, tile, per_inch);
  cairo_restore (cr);
}

static gboolean
write_png (SandScenario          *scenario,
           const char            *filename,
           const SandPageOptions *options,
           const SandPageTile    *tile,
           GError               **error)
{
  double dpi = options->dpi > 0 ? options->dpi : DEFAULT_DPI;
  double px_per_pt = dpi / POINTS_PER_INCH;
  double w = ceil (tile->page_width * px_per_pt), h = ceil (tile->page_height * px_per_pt);
  SandRenderFile *out;
  cairo_surface_t *surface;
  cairo_t *cr;
  cairo_status_t status;

  if (w < 1 || h < 1 || w > MAX_PNG_SIDE || h > MAX_PNG_SIDE || w * h > MAX_PNG_PIXELS)
    {
      g_set_error (error, SAND_ERROR, SAND_ERROR_INVALID,
                   _("A %.0f × %.0f pixel image is too large to write; lower the dpi or the scale"),
                   w, h);
      return FALSE;
    }

  out = sand_render_file_open (filename, error);
  if (out == NULL)
    return FALSE;
  surface = sand_render_image_surface_new (CAIRO_FORMAT_RGB24, (int) w, (int) h);
  cr = cairo_create (surface);
  cairo_scale (cr, px_per_pt, px_per_pt);
  sand_page_render_tile (cr, scenario, options, tile, 1);
  cairo_destroy (cr);
  status = sand_render_png_write (surface, sand_render_file_write, out);
  cairo_surface_destroy (surface);
  return sand_render_file_close (out, status, error);
}

static gboolean
write_vector (SandScenario          *scenario,
              const char            *filename,
              SandPageFormat         format,
              const SandPageOptions *options,
              GArray                *tiles,
              GError               **error)
{
  const SandPageTile *first = &g_array_index (tiles, SandPageTile, 0);
  SandRenderFile *out = sand_render_file_open (filename, error);
  cairo_surface_t *surface;
  cairo_status_t status;
  cairo_t *cr;

  if (out == NULL)
    return FALSE;
  if (format == SAND_PAGE_FORMAT_PDF)
    {
      const char *title = sand_scenario_get_title (scenario);

      surface = cairo_pdf_surface_create_for_stream (sand_render_file_write, out, first->page_width,
                                                     first->page_height);
      if (title != NULL && *title != '\0')
        cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_TITLE, title);
      cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_CREATOR, "Sandtable");
    }
  else
    {
      surface = cairo_svg_surface_create_for_stream (sand_render_file_write, out, first->page_width,
                                                     first->page_height);
      /* Real sizes: an SVG of a real-size map opens at the table's size. */
      cairo_svg_surface_set_document_unit (surface, CAIRO_SVG_UNIT_PT);
    }

  cr = cairo_create (surface);
  for (guint i = 0; i < tiles->len; i++)
    {
      const SandPageTile *tile = &g_array_index (tiles, SandPageTile, i);

      if (format == SAND_PAGE_FORMAT_PDF)
        cairo_pdf_surface_set_size (surface, tile->page_width, tile->page_height);
      sand_page_render_tile (cr, scenario, options, tile, tiles->len);
      cairo_show_page (cr);
    }
  cairo_destroy (cr);
  cairo_surface_finish (surface);
  status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);
  return sand_render_file_close (out, status, error);
}

gboolean
sand_render_page_to_file (SandScenario          *scenario,
                          const char            *filename,
                          const SandPageOptions *options,
                          GError               **error)
{
  g_autoptr (GArray) tiles = NULL;
  SandPageFormat format;

  g_return_val_if_fail (SAND_IS_SCENARIO (scenario), FALSE);
  g_return_val_if_fail (filename != NULL, FALSE);
  g_return_val_if_fail (options != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!sand_page_format_from_filename (filename, &format))
    {
      g_set_error (error, SAND_ERROR, SAND_ERROR_INVALID,
                   _("Cannot tell the format of “%s”: name it .png, .svg or .pdf"), filename);
      return FALSE;
    }
  if (sand_page_layout (scenario, options, &tiles, error) == 0)
    return FALSE;
  if (tiles->len > 1 && format != SAND_PAGE_FORMAT_PDF)
    {
      g_set_error (error, SAND_ERROR, SAND_ERROR_INVALID,
                   g_dngettext (GETTEXT_PACKAGE,
                                "At this scale the table needs %u sheet of paper; only PDF holds several "
                                "pages, so write a .pdf or lower the scale",
                                "At this scale the table needs %u sheets of paper; only PDF holds several "
                                "pages, so write a .pdf or lower the scale",
                                tiles->len),
                   tiles->len);
      return FALSE;
    }

  if (format == SAND_PAGE_FORMAT_PNG)
    return write_png (scenario, filename, options, &g_array_index (tiles, SandPageTile, 0), error);
  return write_vector (scenario, filename, format, options, tiles, error);
}
