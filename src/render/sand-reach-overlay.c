/* sand-reach-overlay.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "sand-geometry.h"
#include "sand-hex-grid.h"
#include "sand-reach-overlay.h"
#include "sand-render-private.h"

/* Sizes in device pixels, so the overlay reads the same at any zoom and on paper. */
#define HATCH_SPACING   7.0
#define OUTLINE_WIDTH   2.0
#define HALO_WIDTH      4.5
#define RING_WIDTH      0.8
#define FILL_ALPHA      0.20
#define HATCH_ALPHA     0.55
#define THREAT_CELL     0.1
#define THREAT_LEVELS   5
/* The tint where one unit reaches, and what each further one adds: light enough
 * that a side's whole army leaves the terrain readable. */
#define THREAT_ALPHA      0.16
#define THREAT_STEP_ALPHA 0.10
#define LEGEND_TEXT     12.0
#define LEGEND_PAD      8.0
#define LEGEND_SWATCH   22.0

/* M42 shows a 6" close-combat ring around enemies and 2" coherency (seed 004);
 * the ruleset file has no element for either, they are what players measure. */
#define M42_CLOSE_COMBAT 6.0
#define M42_COHERENCY    2.0

typedef struct
{
  SandReachField *field;
  SandHexReach   *hex;
  SandContour    *contour;
  char           *label;
  SandReachStyle  style;
} Band;

typedef struct
{
  SandReachMarkKind kind;
  double            x, y, radius, facing, half_angle;
} Mark;

struct _SandReachOverlay
{
  gint         ref_count;
  GArray      *bands;    /* Band */
  GArray      *marks;    /* Mark */
  gboolean     compare;
  double       rings;

  /* threat map */
  guint8      *threat;
  int          threat_w, threat_h;
  guint        threat_max;
  SandContour *threat_levels[THREAT_LEVELS];
  SandRgb      threat_rgb;
  char        *threat_label;
  /* on a hex ruleset, counted per hex instead: packed hex → count */
  GHashTable  *hex_threat;
  SandHexGrid  hex_grid;
};

G_DEFINE_BOXED_TYPE (SandReachOverlay, sand_reach_overlay, sand_reach_overlay_ref, sand_reach_overlay_unref)

/* Okabe and Ito's palette, darkened where needed to show on the table's greens. */
static const SandReachStyle band_styles[] = {
  { 0.00, 0.45, 0.70, SAND_HATCH_FORWARD, SAND_OUTLINE_SOLID },
  { 0.90, 0.55, 0.00, SAND_HATCH_BACKWARD, SAND_OUTLINE_DASHED },
  { 0.80, 0.35, 0.60, SAND_HATCH_HORIZONTAL, SAND_OUTLINE_DOTTED },
  { 0.00, 0.55, 0.40, SAND_HATCH_DOTS, SAND_OUTLINE_DASH_DOT },
};

void
sand_reach_style_for_band (guint           index,
                           SandReachStyle *style)
{
  g_return_if_fail (style != NULL);

  *style = band_styles[index % G_N_ELEMENTS (band_styles)];
}

static void
band_clear (gpointer data)
{
  Band *band = data;

  g_clear_pointer (&band->field, sand_reach_field_unref);
  g_clear_pointer (&band->hex, sand_hex_reach_unref);
  g_clear_pointer (&band->contour, sand_contour_unref);
  g_clear_pointer (&band->label, g_free);
}

SandReachOverlay *
sand_reach_overlay_new (void)
{
  SandReachOverlay *self = g_new0 (SandReachOverlay, 1);

  self->ref_count = 1;
  self->bands = g_array_new (FALSE, TRUE, sizeof (Band));
  g_array_set_clear_func (self->bands, band_clear);
  self->marks = g_array_new (FALSE, FALSE, sizeof (Mark));
  return self;
}

SandReachOverlay *
sand_reach_overlay_ref (SandReachOverlay *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  g_atomic_int_inc (&self->ref_count);
  return self;
}

void
sand_reach_overlay_unref (SandReachOverlay *self)
{
  if (self == NULL || !g_atomic_int_dec_and_test (&self->ref_count))
    return;
  g_array_unref (self->bands);
  g_array_unref (self->marks);
  g_free (self->threat);
  for (guint i = 0; i < THREAT_LEVELS; i++)
    g_clear_pointer (&self->threat_levels[i], sand_contour_unref);
  g_free (self->threat_label);
  g_clear_pointer (&self->hex_threat, g_hash_table_unref);
  g_free (self);
}

static Band *
append_band (SandReachOverlay *self,
             const char       *label)
{
  Band band = { 0 };

  sand_reach_style_for_band (self->bands->len, &band.style);
  band.label = g_strdup (label);
  g_array_append_val (self->bands, band);
  return &g_array_index (self->bands, Band, self->bands->len - 1);
}

void
sand_reach_overlay_add_band (SandReachOverlay *self,
                             SandReachField   *field,
                             const char       *label)
{
  Band *band;

  g_return_if_fail (self != NULL && field != NULL);

  band = append_band (self, label);
  band->field = sand_reach_field_ref (field);
  band->contour = sand_contour_trace_reach (field);
}

void
sand_reach_overlay_add_hex_band (SandReachOverlay *self,
                                 SandHexReach     *reach,
                                 const char       *label)
{
  g_return_if_fail (self != NULL && reach != NULL);

  append_band (self, label)->hex = sand_hex_reach_ref (reach);
}

void
sand_reach_overlay_set_compare (SandReachOverlay *self,
                                gboolean          compare)
{
  g_return_if_fail (self != NULL);

  self->compare = compare;
}

void
sand_reach_overlay_set_rings (SandReachOverlay *self,
                              double            step)
{
  g_return_if_fail (self != NULL);

  self->rings = MAX (step, 0);
}

void
sand_reach_overlay_set_threat (SandReachOverlay *self,
                               GPtrArray        *fields,
                               double            width,
                               double            height,
                               double            r,
                               double            g,
                               double            b,
                               const char       *label)
{
  int w = (int) ceil (width / THREAT_CELL), h = (int) ceil (height / THREAT_CELL);

  g_return_if_fail (self != NULL && fields != NULL);

  g_clear_pointer (&self->threat, g_free);
  if (w <= 0 || h <= 0)
    return;
  self->threat_w = w;
  self->threat_h = h;
  self->threat = g_new0 (guint8, (gsize) w * h);
  self->threat_rgb = (SandRgb) { r, g, b };
  g_free (self->threat_label);
  self->threat_label = g_strdup (label);

  /* Each field is sampled at the centres of the table cells over its own raster,
   * so the work grows with the moves, not with the table. */
  for (guint f = 0; f < fields->len; f++)
    {
      SandReachField *field = g_ptr_array_index (fields, f);
      int fw = sand_reach_field_get_width (field), fh = sand_reach_field_get_height (field);
      double cell = sand_reach_field_get_cell_size (field), fx0, fy0;
      const float *cost = sand_reach_field_get_costs (field);
      int i0, j0, i1, j1;

      sand_reach_field_get_origin (field, &fx0, &fy0);
      i0 = MAX (0, (int) floor (fx0 / THREAT_CELL));
      j0 = MAX (0, (int) floor (fy0 / THREAT_CELL));
      i1 = MIN (w, (int) ceil ((fx0 + fw * cell) / THREAT_CELL));
      j1 = MIN (h, (int) ceil ((fy0 + fh * cell) / THREAT_CELL));
      for (int j = j0; j < j1; j++)
        for (int i = i0; i < i1; i++)
          {
            int ci = (int) floor (((i + 0.5) * THREAT_CELL - fx0) / cell);
            int cj = (int) floor (((j + 0.5) * THREAT_CELL - fy0) / cell);
            guint8 *count = &self->threat[(gsize) j * w + i];

            if (ci >= 0 && cj >= 0 && ci < fw && cj < fh && cost[cj * fw + ci] >= 0 && *count < 255)
              (*count)++;
          }
    }

  self->threat_max = 0;
  for (gsize k = 0; k < (gsize) w * h; k++)
    self->threat_max = MAX (self->threat_max, self->threat[k]);

  {
    g_autofree guint8 *inside = g_new (guint8, (gsize) w * h);

    for (guint level = 0; level < THREAT_LEVELS; level++)
      {
        g_clear_pointer (&self->threat_levels[level], sand_contour_unref);
        if (level + 1 > self->threat_max)
          continue;
        for (gsize k = 0; k < (gsize) w * h; k++)
          inside[k] = self->threat[k] > level;
        self->threat_levels[level] = sand_contour_trace (inside, w, h, 0, 0, THREAT_CELL, NULL, NULL);
      }
  }
}

/* A hex as a hash table key (coordinates stay far inside ±32767 on any table). */
static gpointer
hex_key (SandHex hex)
{
  return GUINT_TO_POINTER (((guint) (hex.q + 32768) << 16) | (guint) (hex.r + 32768));
}

static SandHex
hex_from_key (gpointer key)
{
  guint k = GPOINTER_TO_UINT (key);

  return (SandHex) { (int) (k >> 16) - 32768, (int) (k & 0xffff) - 32768 };
}

static guint
hex_threat_count (SandReachOverlay *self,
                  SandHex           hex)
{
  return GPOINTER_TO_UINT (g_hash_table_lookup (self->hex_threat, hex_key (hex)));
}

void
sand_reach_overlay_set_hex_threat (SandReachOverlay *self,
                                   GPtrArray        *reaches,
                                   double            r,
                                   double            g,
                                   double            b,
                                   const char       *label)
{
  g_return_if_fail (self != NULL && reaches != NULL);

  g_clear_pointer (&self->hex_threat, g_hash_table_unref);
  if (reaches->len == 0)
    return;
  self->hex_threat = g_hash_table_new (NULL, NULL);
  self->hex_grid = *sand_hex_map_get_grid (sand_hex_reach_get_map (g_ptr_array_index (reaches, 0)));
  self->threat_rgb = (SandRgb) { r, g, b };
  g_free (self->threat_label);
  self->threat_label = g_strdup (label);
  self->threat_max = 0;
  for (guint i = 0; i < reaches->len; i++)
    {
      g_autoptr (GArray) hexes = sand_hex_reach_get_reachable (g_ptr_array_index (reaches, i));

      for (guint k = 0; k < hexes->len; k++)
        {
          SandHex hex = g_array_index (hexes, SandHex, k);
          guint count = hex_threat_count (self, hex) + 1;

          g_hash_table_insert (self->hex_threat, hex_key (hex), GUINT_TO_POINTER (count));
          self->threat_max = MAX (self->threat_max, count);
        }
    }
}

guint
sand_reach_overlay_threat_at (SandReachOverlay *self,
                              double            x,
                              double            y)
{
  int i, j;

  g_return_val_if_fail (self != NULL, 0);

  if (self->hex_threat != NULL)
    return hex_threat_count (self, sand_hex_grid_hex_at (&self->hex_grid, x, y));
  if (self->threat == NULL)
    return 0;
  i = (int) floor (x / THREAT_CELL);
  j = (int) floor (y / THREAT_CELL);
  if (i < 0 || j < 0 || i >= self->threat_w || j >= self->threat_h)
    return 0;
  return self->threat[(gsize) j * self->threat_w + i];
}

void
sand_reach_overlay_add_mark (SandReachOverlay *self,
                             SandReachMarkKind kind,
                             double            x,
                             double            y,
                             double            radius,
                             double            facing,
                             double            half_angle)
{
  Mark mark = { kind, x, y, radius, facing, half_angle };

  g_return_if_fail (self != NULL);

  if (radius > 0)
    g_array_append_val (self->marks, mark);
}

static const char *
unit_attr_cb (const char *name,
              gpointer    data)
{
  return sand_unit_get_attr (data, name);
}

static gboolean
is_enemy (SandUnit *unit,
          SandUnit *other)
{
  return other != unit && sand_unit_get_side (other) != sand_unit_get_side (unit);
}

void
sand_reach_overlay_add_ruleset_marks (SandReachOverlay *self,
                                      SandScenario     *scenario,
                                      SandRuleset      *ruleset,
                                      SandUnit         *unit,
                                      const char       *mode_id,
                                      double            within)
{
  GListModel *units;
  SandRulesetContext ctx = { 0 };
  SandUnitRules rules = { 0 };
  gboolean m42;
  const char *special;

  g_return_if_fail (self != NULL);
  g_return_if_fail (SAND_IS_SCENARIO (scenario) && SAND_IS_RULESET (ruleset) && SAND_IS_UNIT (unit));

  units = sand_scenario_get_units (scenario);
  m42 = g_strcmp0 (sand_ruleset_get_id (ruleset), "m42") == 0;
  ctx.class_id = sand_unit_get_class (unit);
  ctx.mode_id = mode_id;
  ctx.attrs = unit_attr_cb;
  ctx.attrs_data = unit;
  ctx.scale = sand_scenario_get_ground_scale (scenario);
  sand_ruleset_lookup_units (ruleset, &ctx, &rules);

  for (guint i = 0; i < g_list_model_get_n_items (units); i++)
    {
      g_autoptr (SandUnit) other = g_list_model_get_item (units, i);
      double ox = sand_unit_get_x (other), oy = sand_unit_get_y (other);
      double r = sand_unit_get_radius (other);
      double reach = r + MAX (MAX (rules.no_go, rules.zoc_radius), m42 ? M42_CLOSE_COMBAT : 0);

      if (!is_enemy (unit, other)
          || hypot (ox - sand_unit_get_x (unit), oy - sand_unit_get_y (unit)) > within + reach)
        continue;
      /* Measured base edge to base edge: drawn from the enemy's edge outward. */
      if (rules.no_go > 0)
        sand_reach_overlay_add_mark (self, SAND_REACH_MARK_NO_GO, ox, oy, r + rules.no_go, 0, 180);
      if (m42)
        sand_reach_overlay_add_mark (self, SAND_REACH_MARK_CLOSE_COMBAT, ox, oy, r + M42_CLOSE_COMBAT, 0, 180);
      /* Zones of control are measured edge to edge too (the engine's reading). */
      if (rules.zoc_radius > 0)
        sand_reach_overlay_add_mark (self, SAND_REACH_MARK_ZONE_OF_CONTROL, ox, oy,
                                     r + rules.zoc_radius, sand_unit_get_facing (other),
                                     rules.zoc_angle);
    }

  if (m42)
    {
      double coherency = M42_COHERENCY;
      const char *team = sand_unit_get_team (unit);

      special = sand_unit_get_attr (unit, "special");
      if (special != NULL && strstr (special, "spread:") != NULL)
        coherency = g_ascii_strtod (strstr (special, "spread:") + strlen ("spread:"), NULL);
      for (guint i = 0; team != NULL && i < g_list_model_get_n_items (units); i++)
        {
          g_autoptr (SandUnit) other = g_list_model_get_item (units, i);

          if (other != unit && sand_unit_get_side (other) == sand_unit_get_side (unit)
              && g_strcmp0 (sand_unit_get_team (other), team) == 0)
            sand_reach_overlay_add_mark (self, SAND_REACH_MARK_COHERENCY, sand_unit_get_x (other),
                                         sand_unit_get_y (other),
                                         sand_unit_get_radius (other) + coherency, 0, 180);
        }
      sand_reach_overlay_add_mark (self, SAND_REACH_MARK_FORWARD_ARC, sand_unit_get_x (unit),
                                   sand_unit_get_y (unit), sand_unit_get_radius (unit) + M42_CLOSE_COMBAT,
                                   sand_unit_get_facing (unit), 90);
    }
  sand_unit_rules_clear (&rules);
}

guint
sand_reach_overlay_get_n_bands (SandReachOverlay *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->bands->len;
}

static Band *
get_band (SandReachOverlay *self,
          guint             band)
{
  g_return_val_if_fail (self != NULL && band < self->bands->len, NULL);

  return &g_array_index (self->bands, Band, band);
}

SandReachField *
sand_reach_overlay_get_field (SandReachOverlay *self,
                              guint             band)
{
  Band *b = get_band (self, band);

  return b ? b->field : NULL;
}

SandHexReach *
sand_reach_overlay_get_hex (SandReachOverlay *self,
                            guint             band)
{
  Band *b = get_band (self, band);

  return b ? b->hex : NULL;
}

const char *
sand_reach_overlay_get_label (SandReachOverlay *self,
                              guint             band)
{
  Band *b = get_band (self, band);

  return b ? b->label : NULL;
}

SandContour *
sand_reach_overlay_get_contour (SandReachOverlay *self,
                                guint             band)
{
  Band *b = get_band (self, band);

  return b ? b->contour : NULL;
}

gboolean
sand_reach_overlay_is_empty (SandReachOverlay *self)
{
  g_return_val_if_fail (self != NULL, TRUE);

  return self->bands->len == 0 && self->marks->len == 0 && self->threat == NULL && self->hex_threat == NULL;
}

/* Drawing */

static void
set_dash (cairo_t     *cr,
          SandOutline  outline,
          double       px)
{
  double dashed[] = { 8 * px, 5 * px };
  double dotted[] = { 0, 4.5 * px };
  double dash_dot[] = { 9 * px, 4 * px, 0, 4 * px };

  cairo_set_line_cap (cr, outline == SAND_OUTLINE_SOLID ? CAIRO_LINE_CAP_BUTT : CAIRO_LINE_CAP_ROUND);
  switch (outline)
    {
    case SAND_OUTLINE_DASHED:
      cairo_set_dash (cr, dashed, 2, 0);
      break;
    case SAND_OUTLINE_DOTTED:
      cairo_set_dash (cr, dotted, 2, 0);
      break;
    case SAND_OUTLINE_DASH_DOT:
      cairo_set_dash (cr, dash_dot, 4, 0);
      break;
    case SAND_OUTLINE_SOLID:
    default:
      cairo_set_dash (cr, NULL, 0, 0);
      break;
    }
}

/* Hatch lines over the current clip, spaced in device pixels. */
static void
hatch_clip (cairo_t   *cr,
            SandHatch  hatch,
            double     px)
{
  double x1, y1, x2, y2, step = HATCH_SPACING * px;

  cairo_clip_extents (cr, &x1, &y1, &x2, &y2);
  if (x2 <= x1 || y2 <= y1)
    return;
  cairo_set_line_width (cr, 1.2 * px);
  switch (hatch)
    {
    case SAND_HATCH_FORWARD:
    case SAND_HATCH_BACKWARD:
      {
        /* Lines x + y = c (or x - y = c), aligned to multiples of the step so
         * they do not crawl while the view pans. */
        double diag = step * G_SQRT2, lo, hi;

        lo = hatch == SAND_HATCH_FORWARD ? x1 + y1 : x1 - y2;
        hi = hatch == SAND_HATCH_FORWARD ? x2 + y2 : x2 - y1;
        for (double c = floor (lo / diag) * diag; c <= hi; c += diag)
          {
            if (hatch == SAND_HATCH_FORWARD)
              {
                cairo_move_to (cr, c - y1, y1);
                cairo_line_to (cr, c - y2, y2);
              }
            else
              {
                cairo_move_to (cr, c + y1, y1);
                cairo_line_to (cr, c + y2, y2);
              }
          }
        cairo_stroke (cr);
        break;
      }
    case SAND_HATCH_HORIZONTAL:
      for (double y = floor (y1 / step) * step; y <= y2; y += step)
        {
          cairo_move_to (cr, x1, y);
          cairo_line_to (cr, x2, y);
        }
      cairo_stroke (cr);
      break;
    case SAND_HATCH_DOTS:
    default:
      for (double y = floor (y1 / step) * step; y <= y2; y += step)
        for (double x = floor (x1 / step) * step + (fmod (floor (y / step), 2) ? step / 2 : 0); x <= x2; x += step)
          cairo_rectangle (cr, x - 0.9 * px, y - 0.9 * px, 1.8 * px, 1.8 * px);
      cairo_fill (cr);
      break;
    }
}

/* One repeat of @style's tint and hatching, @px table inches to the pixel, as a
 * pattern fixed to the table. */
static cairo_pattern_t *
hatch_pattern (cairo_t              *cr,
               const SandReachStyle *style,
               double                px)
{
  /* Diagonals x ± y = c repeat every HATCH_SPACING·√2 along x; rows of dots are
   * staggered by half a step, so they repeat every second row. */
  int size = (int) round (HATCH_SPACING * (style->hatch <= SAND_HATCH_BACKWARD ? G_SQRT2 : 1));
  int width = style->hatch == SAND_HATCH_DOTS ? size + 1 : size;
  int height = style->hatch == SAND_HATCH_DOTS ? 2 * width : size;
  double sx = 1, sy = 1, half = width / 2.0;
  cairo_surface_t *tile;
  cairo_pattern_t *pattern;
  cairo_matrix_t matrix;
  cairo_t *tile_cr;

  cairo_surface_get_device_scale (cairo_get_target (cr), &sx, &sy);
  tile = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, (int) ceil (width * sx), (int) ceil (height * sy));
  cairo_surface_set_device_scale (tile, sx, sy);
  tile_cr = cairo_create (tile);
  cairo_set_source_rgba (tile_cr, style->r, style->g, style->b, FILL_ALPHA);
  cairo_paint (tile_cr);
  cairo_set_source_rgba (tile_cr, style->r * 0.7, style->g * 0.7, style->b * 0.7, HATCH_ALPHA);
  cairo_set_line_width (tile_cr, 1.2);
  switch (style->hatch)
    {
    case SAND_HATCH_FORWARD:
    case SAND_HATCH_BACKWARD:
      /* Corner to corner, and the two corners cut off, so the repeats join. */
      for (int k = -1; k <= 1; k++)
        {
          double y0 = style->hatch == SAND_HATCH_FORWARD ? size : 0;

          cairo_move_to (tile_cr, k * size, y0);
          cairo_line_to (tile_cr, k * size + size, size - y0);
        }
      cairo_stroke (tile_cr);
      break;
    case SAND_HATCH_HORIZONTAL:
      cairo_move_to (tile_cr, 0, size / 2.0);
      cairo_line_to (tile_cr, size, size / 2.0);
      cairo_stroke (tile_cr);
      break;
    case SAND_HATCH_DOTS:
    default:
      cairo_rectangle (tile_cr, half - 0.9, half - 0.9, 1.8, 1.8);
      cairo_rectangle (tile_cr, -0.9, width + half - 0.9, 1.8, 1.8);
      cairo_rectangle (tile_cr, width - 0.9, width + half - 0.9, 1.8, 1.8);
      cairo_fill (tile_cr);
      break;
    }
  cairo_destroy (tile_cr);

  pattern = cairo_pattern_create_for_surface (tile);
  cairo_surface_destroy (tile);
  cairo_pattern_set_extend (pattern, CAIRO_EXTEND_REPEAT);
  cairo_pattern_set_filter (pattern, CAIRO_FILTER_NEAREST);
  cairo_matrix_init_scale (&matrix, 1 / px, 1 / px);
  cairo_pattern_set_matrix (pattern, &matrix);
  return pattern;
}

/* Fills the current clip in @style: a light tint, then the hatching. */
static void
shade_clip (cairo_t              *cr,
            const SandReachStyle *style,
            double                px)
{
  cairo_pattern_t *pattern;

  /* On a raster one repeating picture costs a fraction of stroking every line;
   * vector output (PDF, SVG) keeps real lines that print sharp. */
  if (cairo_surface_get_type (cairo_get_target (cr)) == CAIRO_SURFACE_TYPE_IMAGE)
    {
      pattern = hatch_pattern (cr, style, px);
      cairo_set_source (cr, pattern);
      cairo_paint (cr);
      cairo_pattern_destroy (pattern);
      return;
    }
  cairo_set_source_rgba (cr, style->r, style->g, style->b, FILL_ALPHA);
  cairo_paint (cr);
  cairo_set_source_rgba (cr, style->r * 0.7, style->g * 0.7, style->b * 0.7, HATCH_ALPHA);
  hatch_clip (cr, style->hatch, px);
}

/* Strokes the current path as a band's boundary: a pale halo, then the line. */
static void
stroke_outline (cairo_t              *cr,
                const SandReachStyle *style,
                double                px)
{
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_dash (cr, NULL, 0, 0);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.75);
  cairo_set_line_width (cr, HALO_WIDTH * px);
  cairo_stroke_preserve (cr);
  set_dash (cr, style->outline, px);
  cairo_set_source_rgb (cr, style->r * 0.75, style->g * 0.75, style->b * 0.75);
  cairo_set_line_width (cr, OUTLINE_WIDTH * px);
  cairo_stroke (cr);
}

static void
hex_band_path (cairo_t      *cr,
               SandHexReach *reach,
               gboolean      boundary)
{
  const SandHexGrid *grid = sand_hex_map_get_grid (sand_hex_reach_get_map (reach));
  g_autoptr (GArray) hexes = sand_hex_reach_get_reachable (reach);

  for (guint i = 0; i < hexes->len; i++)
    {
      SandHex hex = g_array_index (hexes, SandHex, i);
      SandPoint c[6];

      sand_hex_grid_corners (grid, hex, c);
      if (!boundary)
        {
          cairo_move_to (cr, c[0].x, c[0].y);
          for (int k = 1; k < 6; k++)
            cairo_line_to (cr, c[k].x, c[k].y);
          cairo_close_path (cr);
          continue;
        }
      /* A side on the edge of the reach: its neighbour is out. */
      for (int d = 0; d < 6; d++)
        if (!sand_hex_reach_is_reachable (reach, sand_hex_neighbor (hex, d)))
          {
            cairo_move_to (cr, c[d].x, c[d].y);
            cairo_line_to (cr, c[(d + 1) % 6].x, c[(d + 1) % 6].y);
          }
    }
}

/* Adds the band's area to the path, with the fill rule to use. */
static cairo_fill_rule_t
band_path (cairo_t *cr,
           Band    *band)
{
  if (band->hex != NULL)
    {
      hex_band_path (cr, band->hex, FALSE);
      return CAIRO_FILL_RULE_WINDING;
    }
  sand_contour_append_path (band->contour, cr);
  return CAIRO_FILL_RULE_EVEN_ODD;
}

static void
band_clip (cairo_t *cr,
           Band    *band)
{
  cairo_new_path (cr);
  cairo_set_fill_rule (cr, band_path (cr, band));
  cairo_clip (cr);
}

/* Clips to everything outside the band. */
static void
band_clip_out (cairo_t *cr,
               Band    *band)
{
  double x1, y1, x2, y2;

  cairo_clip_extents (cr, &x1, &y1, &x2, &y2);
  cairo_new_path (cr);
  cairo_rectangle (cr, x1 - 1, y1 - 1, x2 - x1 + 2, y2 - y1 + 2);
  band_path (cr, band);
  cairo_set_fill_rule (cr, CAIRO_FILL_RULE_EVEN_ODD);
  cairo_clip (cr);
}

static void
band_outline (cairo_t *cr,
              Band    *band,
              double   px)
{
  cairo_new_path (cr);
  if (band->hex != NULL)
    hex_band_path (cr, band->hex, TRUE);
  else
    sand_contour_append_path (band->contour, cr);
  stroke_outline (cr, &band->style, px);
}

static double
band_area (Band *band)
{
  return band->hex ? sand_hex_reach_area (band->hex) : sand_reach_field_area (band->field);
}

static gint
band_by_area_desc (gconstpointer a,
                   gconstpointer b)
{
  double da = band_area (*(Band **) a), db = band_area (*(Band **) b);

  return (da < db) - (da > db);
}

/* Lines of equal cost inside a band, every @step inches of the move. */
static void
draw_rings (cairo_t *cr,
            Band    *band,
            double   step,
            double   px)
{
  SandReachField *field = band->field;
  int w = sand_reach_field_get_width (field), h = sand_reach_field_get_height (field);
  const float *c = sand_reach_field_get_costs (field);
  double cell = sand_reach_field_get_cell_size (field), x0, y0;

  sand_reach_field_get_origin (field, &x0, &y0);
  cairo_new_path (cr);
  /* Each square with all four corners reachable gets the piece of every ring that
   * crosses it; a ring crosses an edge where the cost passes a multiple of @step. */
  for (int j = 0; j + 1 < h; j++)
    for (int i = 0; i + 1 < w; i++)
      {
        float v[4] = { c[j * w + i], c[j * w + i + 1], c[(j + 1) * w + i + 1], c[(j + 1) * w + i] };
        double cx[4] = { 0, 1, 1, 0 }, cy[4] = { 0, 0, 1, 1 };
        float lo = MIN (MIN (v[0], v[1]), MIN (v[2], v[3])), hi = MAX (MAX (v[0], v[1]), MAX (v[2], v[3]));
        double level;

        if (lo < 0)
          continue;
        level = ceil (lo / step) * step;
        if (level == 0)
          level = step;
        for (; level < hi; level += step)
          {
            int n = 0;
            double pts[4][2];

            for (int e = 0; e < 4 && n < 4; e++)
              {
                float a = v[e], b = v[(e + 1) % 4];
                if ((a < level) != (b < level))
                  {
                    double t = (level - a) / (b - a);
                    pts[n][0] = x0 + (i + 0.5 + cx[e] + t * (cx[(e + 1) % 4] - cx[e])) * cell;
                    pts[n][1] = y0 + (j + 0.5 + cy[e] + t * (cy[(e + 1) % 4] - cy[e])) * cell;
                    n++;
                  }
              }
            for (int k = 0; k + 1 < n; k += 2)
              {
                cairo_move_to (cr, pts[k][0], pts[k][1]);
                cairo_line_to (cr, pts[k + 1][0], pts[k + 1][1]);
              }
          }
      }
  cairo_set_dash (cr, NULL, 0, 0);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_width (cr, RING_WIDTH * px);
  cairo_set_source_rgba (cr, band->style.r * 0.6, band->style.g * 0.6, band->style.b * 0.6, 0.6);
  cairo_stroke (cr);
}

/* The hexes more than @level units reach, as areas or (@boundary) as the sides
 * between them and the rest. */
static void
hex_threat_path (SandReachOverlay *self,
                 cairo_t          *cr,
                 guint             level,
                 gboolean          boundary)
{
  GHashTableIter iter;
  gpointer key, value;

  g_hash_table_iter_init (&iter, self->hex_threat);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      SandHex hex = hex_from_key (key);
      SandPoint c[6];

      if (GPOINTER_TO_UINT (value) <= level)
        continue;
      sand_hex_grid_corners (&self->hex_grid, hex, c);
      for (int d = 0; d < 6; d++)
        {
          if (!boundary)
            {
              if (d == 0)
                cairo_move_to (cr, c[0].x, c[0].y);
              else
                cairo_line_to (cr, c[d].x, c[d].y);
            }
          else if (hex_threat_count (self, sand_hex_neighbor (hex, d)) <= level)
            {
              cairo_move_to (cr, c[d].x, c[d].y);
              cairo_line_to (cr, c[(d + 1) % 6].x, c[(d + 1) % 6].y);
            }
        }
      if (!boundary)
        cairo_close_path (cr);
    }
}

static void
draw_threat (SandReachOverlay *self,
             cairo_t          *cr,
             double            px)
{
  SandRgb rgb = self->threat_rgb;

  for (guint level = 0; level < THREAT_LEVELS; level++)
    {
      if (self->hex_threat != NULL)
        {
          if (level >= self->threat_max)
            break;
          cairo_new_path (cr);
          hex_threat_path (self, cr, level, FALSE);
          cairo_set_fill_rule (cr, CAIRO_FILL_RULE_WINDING);
          cairo_set_source_rgba (cr, rgb.r, rgb.g, rgb.b, level == 0 ? THREAT_ALPHA : THREAT_STEP_ALPHA);
          cairo_fill (cr);
          hex_threat_path (self, cr, level, TRUE);
        }
      else if (self->threat_levels[level] != NULL)
        {
          cairo_new_path (cr);
          sand_contour_append_path (self->threat_levels[level], cr);
          cairo_set_fill_rule (cr, CAIRO_FILL_RULE_EVEN_ODD);
          cairo_set_source_rgba (cr, rgb.r, rgb.g, rgb.b, level == 0 ? THREAT_ALPHA : THREAT_STEP_ALPHA);
          cairo_fill_preserve (cr);
        }
      else
        continue;
      cairo_set_source_rgba (cr, rgb.r * 0.6, rgb.g * 0.6, rgb.b * 0.6, level == 0 ? 0.9 : 0.45);
      cairo_set_line_width (cr, (level == 0 ? 1.6 : 0.8) * px);
      cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
      cairo_stroke (cr);
    }
}

static void
mark_path (cairo_t    *cr,
           const Mark *m)
{
  cairo_new_path (cr);
  if (m->half_angle >= 180)
    {
      cairo_arc (cr, m->x, m->y, m->radius, 0, 2 * G_PI);
      cairo_close_path (cr);
      return;
    }
  /* Facing is clockwise from up; cairo's angles are clockwise from +x (y down). */
  double a = (m->facing - 90) * G_PI / 180, h = m->half_angle * G_PI / 180;
  cairo_move_to (cr, m->x, m->y);
  cairo_arc (cr, m->x, m->y, m->radius, a - h, a + h);
  cairo_close_path (cr);
}

static void
draw_mark (cairo_t    *cr,
           const Mark *m,
           double      px)
{
  double dashed[] = { 5 * px, 4 * px };

  mark_path (cr, m);
  cairo_set_line_width (cr, 1.3 * px);
  cairo_set_dash (cr, NULL, 0, 0);
  switch (m->kind)
    {
    case SAND_REACH_MARK_NO_GO:
      cairo_set_source_rgba (cr, 0.75, 0.1, 0.1, 0.16);
      cairo_fill_preserve (cr);
      cairo_set_source_rgba (cr, 0.65, 0.05, 0.05, 0.85);
      cairo_set_dash (cr, dashed, 2, 0);
      break;
    case SAND_REACH_MARK_CLOSE_COMBAT:
      cairo_set_source_rgba (cr, 0.55, 0.1, 0.1, 0.6);
      cairo_set_line_width (cr, 0.9 * px);
      break;
    case SAND_REACH_MARK_COHERENCY:
      cairo_set_source_rgba (cr, 0.1, 0.45, 0.2, 0.7);
      cairo_set_dash (cr, (double[]) { 2 * px, 3 * px }, 2, 0);
      break;
    case SAND_REACH_MARK_ZONE_OF_CONTROL:
      cairo_set_source_rgba (cr, 0.6, 0.2, 0.6, 0.14);
      cairo_fill_preserve (cr);
      cairo_set_source_rgba (cr, 0.45, 0.1, 0.45, 0.8);
      break;
    case SAND_REACH_MARK_FORWARD_ARC:
    default:
      cairo_set_source_rgba (cr, 0.15, 0.15, 0.15, 0.55);
      cairo_set_dash (cr, dashed, 2, 0);
      break;
    }
  cairo_stroke (cr);
}

static void
draw_start (cairo_t *cr,
            Band    *band,
            double   px)
{
  double sx, sy;

  if (band->field == NULL)
    return;
  sand_reach_field_get_start (band->field, &sx, &sy);
  cairo_new_path (cr);
  cairo_arc (cr, sx, sy, 3 * px, 0, 2 * G_PI);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_fill_preserve (cr);
  cairo_set_line_width (cr, 1.5 * px);
  cairo_set_source_rgb (cr, band->style.r * 0.6, band->style.g * 0.6, band->style.b * 0.6);
  cairo_stroke (cr);
}

static void
draw_compare (cairo_t *cr,
              Band    *a,
              Band    *b,
              double   px)
{
  /* Ground only one reaches carries that one's style; ground both reach a neutral
   * tint; both outlines on top. */
  cairo_save (cr);
  band_clip (cr, a);
  band_clip_out (cr, b);
  shade_clip (cr, &a->style, px);
  cairo_restore (cr);

  cairo_save (cr);
  band_clip (cr, b);
  band_clip_out (cr, a);
  shade_clip (cr, &b->style, px);
  cairo_restore (cr);

  cairo_save (cr);
  band_clip (cr, a);
  band_clip (cr, b);
  cairo_set_source_rgba (cr, 0.3, 0.3, 0.3, 0.12);
  cairo_paint (cr);
  cairo_restore (cr);

  cairo_save (cr);
  band_outline (cr, a, px);
  band_outline (cr, b, px);
  cairo_restore (cr);
}

void
sand_reach_overlay_draw (SandReachOverlay *self,
                         cairo_t          *cr,
                         double            pixels_per_inch)
{
  double px;
  g_autoptr (GPtrArray) order = NULL;

  g_return_if_fail (self != NULL && cr != NULL);

  px = 1.0 / MAX (pixels_per_inch, 1e-6);
  cairo_save (cr);
  if (self->threat != NULL || self->hex_threat != NULL)
    draw_threat (self, cr, px);

  for (guint i = 0; i < self->marks->len; i++)
    if (g_array_index (self->marks, Mark, i).kind == SAND_REACH_MARK_ZONE_OF_CONTROL)
      draw_mark (cr, &g_array_index (self->marks, Mark, i), px);

  if (self->compare && self->bands->len >= 2)
    draw_compare (cr, get_band (self, 0), get_band (self, 1), px);
  else
    {
      /* The widest band first, so the nested ones lie on top of it. */
      order = g_ptr_array_new ();
      for (guint i = 0; i < self->bands->len; i++)
        g_ptr_array_add (order, get_band (self, i));
      g_ptr_array_sort (order, band_by_area_desc);
      for (guint i = 0; i < order->len; i++)
        {
          Band *band = g_ptr_array_index (order, i);

          cairo_save (cr);
          band_clip (cr, band);
          shade_clip (cr, &band->style, px);
          cairo_restore (cr);
          if (self->rings > 0 && band->field != NULL)
            draw_rings (cr, band, self->rings, px);
          cairo_save (cr);
          band_outline (cr, band, px);
          cairo_restore (cr);
        }
    }

  for (guint i = 0; i < self->marks->len; i++)
    if (g_array_index (self->marks, Mark, i).kind != SAND_REACH_MARK_ZONE_OF_CONTROL)
      draw_mark (cr, &g_array_index (self->marks, Mark, i), px);
  if (self->bands->len > 0)
    draw_start (cr, get_band (self, 0), px);
  cairo_restore (cr);
}

gboolean
sand_reach_overlay_get_extents (SandReachOverlay *self,
                                SandBounds       *bounds)
{
  cairo_surface_t *scratch;
  cairo_t *cr;

  g_return_val_if_fail (self != NULL && bounds != NULL, FALSE);

  *bounds = sand_bounds_empty ();
  scratch = cairo_image_surface_create (CAIRO_FORMAT_A8, 1, 1);
  cr = cairo_create (scratch);
  /* Outlines drop points closer than a fraction of a device unit: make that a
   * thousandth of an inch here. */
  cairo_scale (cr, 1000, 1000);
  for (guint i = 0; i < self->bands->len; i++)
    {
      Band *band = get_band (self, i);
      double sx, sy;

      band_path (cr, band);
      if (band->field != NULL)
        {
          sand_reach_field_get_start (band->field, &sx, &sy);
          sand_bounds_add_point (bounds, sx, sy);
        }
    }
  for (guint level = 0; self->threat != NULL && level < THREAT_LEVELS; level++)
    if (self->threat_levels[level] != NULL)
      sand_contour_append_path (self->threat_levels[level], cr);
  if (self->hex_threat != NULL)
    hex_threat_path (self, cr, 0, FALSE);
  if (cairo_has_current_point (cr))
    {
      double x1, y1, x2, y2;

      cairo_path_extents (cr, &x1, &y1, &x2, &y2);
      sand_bounds_add_point (bounds, x1, y1);
      sand_bounds_add_point (bounds, x2, y2);
    }
  cairo_destroy (cr);
  cairo_surface_destroy (scratch);

  for (guint i = 0; i < self->marks->len; i++)
    {
      const Mark *m = &g_array_index (self->marks, Mark, i);

      sand_bounds_add_point (bounds, m->x - m->radius, m->y - m->radius);
      sand_bounds_add_point (bounds, m->x + m->radius, m->y + m->radius);
    }
  return !sand_bounds_is_empty (bounds);
}

/* Legend */

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
  shade_clip (cr, style, 1.0);
  cairo_restore (cr);
  cairo_save (cr);
  cairo_rectangle (cr, x + 1, y + 1, LEGEND_SWATCH - 2, LEGEND_SWATCH * 0.7 - 2);
  stroke_outline (cr, style, 1.0);
  cairo_restore (cr);
}

typedef struct
{
  const char     *text;
  SandReachStyle  style;
  int             kind;   /* -1 band, -2 threat, else a SandReachMarkKind */
} LegendRow;

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

  if ((self->threat != NULL || self->hex_threat != NULL) && self->threat_label != NULL)
    {
      LegendRow row = { self->threat_label, { self->threat_rgb.r, self->threat_rgb.g, self->threat_rgb.b }, -2 };
      g_array_append_val (rows, row);
    }
  for (guint i = 0; i < self->bands->len; i++)
    {
      Band *band = get_band (self, i);
      LegendRow row = { band->label, band->style, -1 };

      if (band->label != NULL)
        g_array_append_val (rows, row);
    }
  for (guint i = 0; i < self->marks->len; i++)
    {
      SandReachMarkKind kind = g_array_index (self->marks, Mark, i).kind;
      LegendRow row = { mark_name (kind), { 0 }, kind };

      if (seen & (1u << kind))
        continue;
      seen |= 1u << kind;
      g_array_append_val (rows, row);
    }
  return rows;
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
          Mark m = { row->kind, LEGEND_PAD + LEGEND_SWATCH / 2, y + sh / 2, sh / 2 - 1, 0, 180 };
          if (row->kind == SAND_REACH_MARK_ZONE_OF_CONTROL || row->kind == SAND_REACH_MARK_FORWARD_ARC)
            {
              m.y = y + sh;
              m.radius = sh;
              m.half_angle = 45;
            }
          draw_mark (cr, &m, 1.0);
        }
      cairo_set_source_rgb (cr, 0.13, 0.13, 0.13);
      sand_render_text (cr, 1.0, LEGEND_SWATCH + 2 * LEGEND_PAD, y + (sh - LEGEND_TEXT * 1.2) / 2, row->text,
                        LEGEND_TEXT, SAND_TEXT_LEFT, SAND_TEXT_PLAIN);
    }
  cairo_restore (cr);
}
