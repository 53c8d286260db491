/* sand-reach-overlay.h: everything the play aid draws over the table for one
 * selected unit — a nested band per movement mode, or two reaches compared, a
 * side's threat map, and the marks a ruleset shows (no-go discs, close-combat and
 * coherency rings, zones of control, the unit's arcs) — and its legend.
 *
 * Each band is distinct by colour and by hatching and outline, so it reads for
 * colour-blind players and in black-and-white print. Building an overlay (which
 * traces the outlines) may happen in a worker thread; once built it is only read,
 * and drawn wherever the table is: the canvas, an export, the command line.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>

#include "sand-contour.h"
#include "sand-hex-reach.h"
#include "sand-length.h"
#include "sand-reach-field.h"
#include "sand-ruleset.h"

G_BEGIN_DECLS

typedef enum
{
  SAND_HATCH_FORWARD,     /* "/" */
  SAND_HATCH_BACKWARD,    /* "\" */
  SAND_HATCH_HORIZONTAL,
  SAND_HATCH_DOTS,
} SandHatch;

typedef enum
{
  SAND_OUTLINE_SOLID,
  SAND_OUTLINE_DASHED,
  SAND_OUTLINE_DOTTED,
  SAND_OUTLINE_DASH_DOT,
} SandOutline;

typedef struct
{
  double      r, g, b;
  SandHatch   hatch;
  SandOutline outline;
} SandReachStyle;

/* The style of band @index (0 for the first mode), from a palette safe for the
 * common kinds of colour blindness. */
void sand_reach_style_for_band (guint           index,
                                SandReachStyle *style);

typedef enum
{
  SAND_REACH_MARK_NO_GO,         /* may neither end nor pass within */
  SAND_REACH_MARK_CLOSE_COMBAT,  /* an enemy's reach into contact */
  SAND_REACH_MARK_COHERENCY,     /* around each model of the unit's team */
  SAND_REACH_MARK_ZONE_OF_CONTROL,
  SAND_REACH_MARK_FORWARD_ARC,   /* the unit's front half */
  SAND_REACH_MARK_COMMAND,       /* how far from its officer it is commanded */
} SandReachMarkKind;

typedef struct _SandReachOverlay SandReachOverlay;

#define SAND_TYPE_REACH_OVERLAY (sand_reach_overlay_get_type ())
GType             sand_reach_overlay_get_type     (void) G_GNUC_CONST;

SandReachOverlay *sand_reach_overlay_new          (void);
SandReachOverlay *sand_reach_overlay_ref          (SandReachOverlay *self);
void              sand_reach_overlay_unref        (SandReachOverlay *self);

/* A band for one mode's field; @label names it in the legend ("Advance, 6 in"). */
void              sand_reach_overlay_add_band     (SandReachOverlay *self,
                                                   SandReachField   *field,
                                                   const char       *label);
/* Band @band (of a field) drawn round the cells of its field set in @cells
 * only (a byte per cell of the field's raster, row by row): where a group
 * goes as the column its formation reduces to (sand_group_way_column_cells()).
 * Its queries (sand_reach_overlay_get_field()) still answer for the field. */
void              sand_reach_overlay_set_band_cells (SandReachOverlay *self,
                                                     guint             band,
                                                     const guint8     *cells);
/* The same per hex, on rulesets played on a hex grid. */
void              sand_reach_overlay_add_hex_band (SandReachOverlay *self,
                                                   SandHexReach     *reach,
                                                   const char       *label);
/* Draws the first two bands as a comparison: both outlines, and the ground only
 * one of them reaches shaded in its style. */
void              sand_reach_overlay_set_compare  (SandReachOverlay *self,
                                                   gboolean          compare);
/* Thin rings of equal cost every @step inches of the move (0: none). */
void              sand_reach_overlay_set_rings    (SandReachOverlay *self,
                                                   double            step);
/* The unit of the lengths the overlay writes (a floor's cost); inches unless
 * set. */
void              sand_reach_overlay_set_length_unit (SandReachOverlay *self,
                                                      SandLengthUnit    unit);
/* Where any of @fields (SandReachField) reaches, darker where more of them do;
 * counted on a grid over the @width × @height table. */
void              sand_reach_overlay_set_threat   (SandReachOverlay *self,
                                                   GPtrArray        *fields,
                                                   double            width,
                                                   double            height,
                                                   double            r,
                                                   double            g,
                                                   double            b,
                                                   const char       *label);
/* The same on a hex ruleset: each hex shaded by how many of @reaches
 * (SandHexReach, all on one grid) may end their move in it. */
void              sand_reach_overlay_set_hex_threat (SandReachOverlay *self,
                                                     GPtrArray        *reaches,
                                                     double            r,
                                                     double            g,
                                                     double            b,
                                                     const char       *label);
/* How many of the threat's fields (or hex reaches) reach (x, y); 0 without a
 * threat map. */
guint             sand_reach_overlay_threat_at    (SandReachOverlay *self,
                                                   double            x,
                                                   double            y);
/* A circle, or a sector of ±@half_angle degrees about @facing (degrees clockwise
 * from up; 180 for a full circle). */
void              sand_reach_overlay_add_mark     (SandReachOverlay *self,
                                                   SandReachMarkKind kind,
                                                   double            x,
                                                   double            y,
                                                   double            radius,
                                                   double            facing,
                                                   double            half_angle);
/* @distance out from the edge of @unit's base all round, or within ±@half_angle
 * degrees of its facing: a circle round a round base; round a rectangular one
 * (a vehicle) the rectangle grown by @distance, its corners rounded, as the
 * engine measures it (a sector still, when @half_angle is under 180). */
void              sand_reach_overlay_add_base_mark (SandReachOverlay *self,
                                                    SandReachMarkKind kind,
                                                    SandUnit         *unit,
                                                    double            distance,
                                                    double            half_angle);
/* The marks @ruleset shows around @unit's move in @mode_id: no-go discs and zones
 * of control of enemies, M42's close-combat rings, coherency and arcs. Enemies
 * whose marks lie wholly beyond @within inches of the unit are left out, so the
 * table does not fill with rings nobody can reach. */
void              sand_reach_overlay_add_ruleset_marks (SandReachOverlay *self,
                                                        SandScenario     *scenario,
                                                        SandRuleset      *ruleset,
                                                        SandUnit         *unit,
                                                        const char       *mode_id,
                                                        double            within);

/* How many marks of @kind @self holds, and the centre of the @index-th of
 * them (the base a ring is drawn round): what the marks are, as data. */
guint             sand_reach_overlay_get_n_marks  (SandReachOverlay *self,
                                                   SandReachMarkKind kind);
SandPoint         sand_reach_overlay_get_mark_centre (SandReachOverlay *self,
                                                      SandReachMarkKind kind,
                                                      guint             index);

/* A new overlay with @self's bands (their fields shared, not solved again) and
 * settings, without its marks or threat map: for marks that follow a unit
 * carried over bands that stay where its move began. */
SandReachOverlay *sand_reach_overlay_copy_bands   (SandReachOverlay *self);
guint             sand_reach_overlay_get_n_bands  (SandReachOverlay *self);
/* Borrowed; NULL for a hex band. */
SandReachField   *sand_reach_overlay_get_field    (SandReachOverlay *self,
                                                   guint             band);
SandHexReach     *sand_reach_overlay_get_hex      (SandReachOverlay *self,
                                                   guint             band);
const char       *sand_reach_overlay_get_label    (SandReachOverlay *self,
                                                   guint             band);
/* Whose move band @band is ("Capt. Marsh"): the legend adds it to the band's
 * label only where two rows would otherwise read the same. */
void              sand_reach_overlay_set_band_owner (SandReachOverlay *self,
                                                     guint             band,
                                                     const char       *owner);
SandContour      *sand_reach_overlay_get_contour  (SandReachOverlay *self,
                                                   guint             band);
gboolean          sand_reach_overlay_is_empty     (SandReachOverlay *self);

/* Where the overlay draws, in table inches, before its lines' widths (which are
 * in pixels) are added; FALSE when it draws nothing on the table. */
gboolean          sand_reach_overlay_get_extents  (SandReachOverlay *self,
                                                   SandBounds       *bounds);
/* Draws in table inches; @pixels_per_inch keeps lines and hatching a steady size. */
void              sand_reach_overlay_draw         (SandReachOverlay *self,
                                                   cairo_t          *cr,
                                                   double            pixels_per_inch);
/* sand_reach_overlay_draw() but for the marks (rings and arcs about units), and
 * the marks alone: while a unit is carried its marks follow it over bands that
 * stay, so the bands are drawn once and the marks each frame. */
void              sand_reach_overlay_draw_unmarked (SandReachOverlay *self,
                                                    cairo_t          *cr,
                                                    double            pixels_per_inch);
void              sand_reach_overlay_draw_marks_only (SandReachOverlay *self,
                                                      cairo_t          *cr,
                                                      double            pixels_per_inch);
/* Whether @a and @b hold the same bands (the same answers, whatever their marks). */
gboolean          sand_reach_overlay_same_bands   (SandReachOverlay *a,
                                                   SandReachOverlay *b);
/* A SandRenderOverlayFunc: draws the SandReachOverlay @overlay at the scale of
 * @cr's user space (device units per table inch, whatever its rotation, as on a
 * sheet printed landscape). */
void              sand_reach_overlay_draw_func    (cairo_t          *cr,
                                                   gpointer          overlay);
/* The legend on a light card with its top-left corner at the current origin, in
 * device units; returns its size (0 × 0 when there is nothing to name). Pass
 * @cr NULL to measure only. */
void              sand_reach_overlay_draw_legend  (SandReachOverlay *self,
                                                   cairo_t          *cr,
                                                   double           *width,
                                                   double           *height);

/* The legend's rows as they read, top to bottom (NULL-terminated; free with
 * g_strfreev()). */
char            **sand_reach_overlay_get_legend_texts (SandReachOverlay *self);

/* A SandPageLegendFunc: sand_reach_overlay_draw_legend() of the SandReachOverlay
 * @overlay, for a printed or exported sheet. */
void              sand_reach_overlay_draw_legend_func (gpointer          overlay,
                                                       cairo_t          *cr,
                                                       double           *width,
                                                       double           *height);

/* Whether the two legends name the same rows in the same styles (either may be
 * NULL). */
gboolean          sand_reach_overlay_legend_equal (SandReachOverlay *a,
                                                   SandReachOverlay *b);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SandReachOverlay, sand_reach_overlay_unref)

G_END_DECLS
