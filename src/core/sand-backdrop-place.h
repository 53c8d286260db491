/* sand-backdrop-place.h: where a backdrop's pixels lie on the table.
 *
 * Two corners give a similarity (scale, rotation, shift: the image is not skewed
 * nor mirrored); four give a homography, the projective transform that straightens
 * a photo of a table taken at an angle. Both are kept as one 3×3 matrix, mapping
 * image pixels (x, y, 1) to table inches up to scale.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-backdrop.h"

G_BEGIN_DECLS

/* Row-major 3×3: table = (m0 x + m1 y + m2, m3 x + m4 y + m5) / (m6 x + m7 y + m8). */
typedef struct
{
  double m[9];
} SandProjective;

/* Why corners cannot place the picture. */
typedef enum
{
  SAND_BACKDROP_FAULT_NONE,
  SAND_BACKDROP_FAULT_COUNT,      /* neither two nor four corners */
  SAND_BACKDROP_FAULT_SAME_POINT, /* two corners at the same point, on the image or the table */
  SAND_BACKDROP_FAULT_IN_A_LINE,  /* three of four corners in a line */
  SAND_BACKDROP_FAULT_CROSSED,    /* the four corners' outline crosses itself or bends inward */
  SAND_BACKDROP_FAULT_MIRRORED,   /* clockwise on the image, anticlockwise on the table or back */
  SAND_BACKDROP_FAULT_OUTSIDE,    /* a corner lies outside the image */
} SandBackdropFault;

/* Checks @corners; @image_width and @image_height are the image's size in pixels
 * (0: not known yet, the corners are not checked against it). When a fault is
 * found and @which is not NULL, it is set to the 0-based corner at fault (or the
 * first of the corners involved). */
SandBackdropFault sand_backdrop_check_corners (const SandBackdropCorner *corners,
                                               guint                     n_corners,
                                               double                    image_width,
                                               double                    image_height,
                                               guint                    *which);
/* The same, for a backdrop's own corners. */
SandBackdropFault sand_backdrop_check       (SandBackdrop             *backdrop,
                                             double                    image_width,
                                             double                    image_height,
                                             guint                    *which);
/* What the fault means to a player, translated, e.g. "three of its corners are
 * in a line". */
const char       *sand_backdrop_fault_describe (SandBackdropFault fault);

/* The transform from image pixels to table inches; FALSE (and @out untouched)
 * when the corners do not place the picture (any fault but OUTSIDE). */
gboolean          sand_projective_from_corners (const SandBackdropCorner *corners,
                                                guint                     n_corners,
                                                SandProjective           *out);
gboolean          sand_backdrop_get_transform  (SandBackdrop             *backdrop,
                                                SandProjective           *out);
void              sand_projective_apply        (const SandProjective     *p,
                                                double                    x,
                                                double                    y,
                                                double                   *out_x,
                                                double                   *out_y);
/* FALSE when @p cannot be inverted. */
gboolean          sand_projective_invert       (const SandProjective     *p,
                                                SandProjective           *out);
/* TRUE when the last row is (0, 0, 1) within rounding: cairo can draw it directly. */
gboolean          sand_projective_is_affine    (const SandProjective     *p);

/* The two corners that lay an image of @image_width × @image_height pixels centred
 * on a table of @table_width × @table_height inches, as large as fits, unrotated:
 * where an imported image starts before it is placed. */
void              sand_backdrop_fit_corners    (double                    image_width,
                                                double                    image_height,
                                                double                    table_width,
                                                double                    table_height,
                                                SandBackdropCorner        corners[2]);

G_END_DECLS
