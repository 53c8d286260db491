/* sand-reach-overlay-private.h: what the reach overlay's files share — the
 * overlay's fields, its bands and marks, and the drawing each file lends the
 * others.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-hex-grid.h"
#include "sand-reach-overlay.h"
#include "sand-render-private.h"

G_BEGIN_DECLS

#define THREAT_LEVELS   5
/* The tint where one unit reaches, and what each further one adds: light enough
 * that a side's whole army leaves the terrain readable. */
#define THREAT_ALPHA      0.16
#define THREAT_STEP_ALPHA 0.10

typedef struct
{
  SandReachField *field;
  SandHexReach   *hex;
  SandContour    *contour;
  gboolean        some_cells; /* drawn round some of its field's cells only */
  char           *label;
  char           *owner;   /* whose move: said only where labels collide */
  SandReachStyle  style;
} SandReachBand;

typedef struct
{
  SandReachMarkKind kind;
  double            x, y, radius, facing, half_angle;
  /* a rectangular base (half its width and depth, along @facing) the mark is
   * @radius out from all round, its corners rounded; 0 for a round one */
  double            half_width, half_depth;
} SandReachMark;

struct _SandReachOverlay
{
  gint         ref_count;
  GArray      *bands;    /* SandReachBand */
  GArray      *marks;    /* SandReachMark */
  gboolean     compare;
  double       rings;
  SandLengthUnit length_unit; /* of the lengths the overlay writes */

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

/* In every function below @px is the size of a device pixel in user units. */

/* sand-reach-overlay.c */
SandReachBand *sand_reach_overlay_band (SandReachOverlay *self,
                                        guint             band);

/* sand-reach-overlay-style.c: tints, hatching and outlines. */
/* Fills the current clip in @style: a light tint, then the hatching. */
void  sand_reach_shade_clip     (cairo_t              *cr,
                                 const SandReachStyle *style,
                                 double                px);
/* Strokes the current path as a band's boundary: a pale halo, then the line. */
void  sand_reach_stroke_outline (cairo_t              *cr,
                                 const SandReachStyle *style,
                                 double                px);

/* sand-reach-overlay-bands.c: the bands as areas, nested or compared. */
/* Whether @hex belongs to a region drawn with sand_reach_hex_path(). */
typedef gboolean (*SandHexInsideFunc) (SandHex  hex,
                                       gpointer user_data);
/* Adds @hex to the path: the whole hex, or (@boundary) only its sides towards
 * neighbours that are not @inside. */
void  sand_reach_hex_path       (cairo_t           *cr,
                                 const SandHexGrid *grid,
                                 SandHex            hex,
                                 gboolean           boundary,
                                 SandHexInsideFunc  inside,
                                 gpointer           user_data);
/* Adds the band's area to the path, with the fill rule to use. */
cairo_fill_rule_t sand_reach_band_path (cairo_t       *cr,
                                        SandReachBand *band);
void  sand_reach_overlay_draw_bands (SandReachOverlay *self,
                                     cairo_t          *cr,
                                     double            px);

/* sand-reach-overlay-threat.c */
void  sand_reach_overlay_draw_threat (SandReachOverlay *self,
                                      cairo_t          *cr,
                                      double            px);
/* Adds the ground any of the threat map's units reach to the path. */
void  sand_reach_overlay_threat_path (SandReachOverlay *self,
                                      cairo_t          *cr);

/* sand-reach-overlay-marks.c */
void  sand_reach_mark_draw      (cairo_t             *cr,
                                 const SandReachMark *mark,
                                 double               px);
/* The zones of control (@zones_of_control) or every other mark. */
void  sand_reach_overlay_draw_marks (SandReachOverlay *self,
                                     cairo_t          *cr,
                                     double            px,
                                     gboolean          zones_of_control);

/* sand-reach-overlay-floors.c: on each building with upper floors, which of
 * them each band's mode gets to. */
void  sand_reach_overlay_draw_floors (SandReachOverlay *self,
                                      cairo_t          *cr);

G_END_DECLS
