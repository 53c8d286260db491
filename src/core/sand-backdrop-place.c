/* sand-backdrop-place.c: similarity and homography from corner pairs.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "sand-backdrop-place.h"

/* Below this sine, the angle at a corner is taken as straight: three points in a
 * line, whose homography would be singular or fold the picture (0.3°). */
#define MIN_SINE 0.005

static double
cross (SandPoint a,
       SandPoint b,
       SandPoint c)
{
  return (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x);
}

static double
distance (SandPoint a,
          SandPoint b)
{
  return hypot (b.x - a.x, b.y - a.y);
}

/* The sign of the turns of a quadrilateral (+1 clockwise on screen, y down; -1
 * anticlockwise) or 0 with @fault set when it is not convex. */
static int
quad_turn (const SandPoint p[4],
           SandBackdropFault *fault,
           guint *which)
{
  int sign = 0;

  for (guint i = 0; i < 4; i++)
    {
      SandPoint a = p[i], b = p[(i + 1) % 4], c = p[(i + 2) % 4];
      double turn = cross (a, b, c);
      int s = turn > 0 ? 1 : -1;

      if (fabs (turn) <= MIN_SINE * distance (a, b) * distance (b, c))
        {
          *fault = SAND_BACKDROP_FAULT_IN_A_LINE;
          *which = i;
          return 0;
        }
      if (sign != 0 && s != sign)
        {
          *fault = SAND_BACKDROP_FAULT_CROSSED;
          *which = (i + 1) % 4;
          return 0;
        }
      sign = s;
    }
  return sign;
}

SandBackdropFault
sand_backdrop_check_corners (const SandBackdropCorner *corners,
                             guint                     n_corners,
                             double                    image_width,
                             double                    image_height,
                             guint                    *which)
{
  SandBackdropFault fault = SAND_BACKDROP_FAULT_NONE;
  guint at = 0;

  if (n_corners != 2 && n_corners != 4)
    fault = SAND_BACKDROP_FAULT_COUNT;

  for (guint i = 0; fault == SAND_BACKDROP_FAULT_NONE && i < n_corners; i++)
    for (guint j = i + 1; j < n_corners; j++)
      if (distance (corners[i].image, corners[j].image) < 1e-6
          || distance (corners[i].table, corners[j].table) < 1e-6)
        {
          fault = SAND_BACKDROP_FAULT_SAME_POINT;
          at = j;
          break;
        }

  if (fault == SAND_BACKDROP_FAULT_NONE && n_corners == 4)
    {
      SandPoint image[4], table[4];
      int image_turn, table_turn = 0;

      for (guint i = 0; i < 4; i++)
        {
          image[i] = corners[i].image;
          table[i] = corners[i].table;
        }
      image_turn = quad_turn (image, &fault, &at);
      if (image_turn != 0)
        table_turn = quad_turn (table, &fault, &at);
      if (image_turn != 0 && table_turn != 0 && image_turn != table_turn)
        fault = SAND_BACKDROP_FAULT_MIRRORED;
    }

  if (fault == SAND_BACKDROP_FAULT_NONE && image_width > 0 && image_height > 0)
    for (guint i = 0; i < n_corners; i++)
      if (corners[i].image.x < 0 || corners[i].image.y < 0
          || corners[i].image.x > image_width || corners[i].image.y > image_height)
        {
          fault = SAND_BACKDROP_FAULT_OUTSIDE;
          at = i;
          break;
        }

  if (which != NULL && fault != SAND_BACKDROP_FAULT_NONE)
    *which = at;
  return fault;
}

SandBackdropFault
sand_backdrop_check (SandBackdrop *backdrop,
                     double        image_width,
                     double        image_height,
                     guint        *which)
{
  const SandBackdropCorner *corners;
  guint n;

  g_return_val_if_fail (SAND_IS_BACKDROP (backdrop), SAND_BACKDROP_FAULT_COUNT);
  corners = sand_backdrop_get_corners (backdrop, &n);
  return sand_backdrop_check_corners (corners, n, image_width, image_height, which);
}

const char *
sand_backdrop_fault_describe (SandBackdropFault fault)
{
  switch (fault)
    {
    case SAND_BACKDROP_FAULT_NONE:
      return "";
    case SAND_BACKDROP_FAULT_COUNT:
      return _("it needs two <corner>s (scale and turn) or four (straighten a photo)");
    case SAND_BACKDROP_FAULT_SAME_POINT:
      return _("two of its corners are at the same point");
    case SAND_BACKDROP_FAULT_IN_A_LINE:
      return _("three of its corners are in a line, which would fold the picture");
    case SAND_BACKDROP_FAULT_CROSSED:
      return _("its corners cross or bend inward, which would fold the picture: "
               "give them in order round the table");
    case SAND_BACKDROP_FAULT_MIRRORED:
      return _("its corners go round the image the other way from round the table, "
               "which would mirror the picture");
    case SAND_BACKDROP_FAULT_OUTSIDE:
      return _("a corner lies outside the image");
    default:
      g_return_val_if_reached ("");
    }
}

/* Solves the n×n system @a x = @b in place (@a row-major) by Gaussian elimination
 * with partial pivoting; FALSE when it is singular. */
static gboolean
solve (double *a,
       double *b,
       guint   n)
{
  for (guint col = 0; col < n; col++)
    {
      guint pivot = col;

      for (guint row = col + 1; row < n; row++)
        if (fabs (a[row * n + col]) > fabs (a[pivot * n + col]))
          pivot = row;
      if (fabs (a[pivot * n + col]) < 1e-12)
        return FALSE;
      if (pivot != col)
        {
          for (guint k = 0; k < n; k++)
            {
              double t = a[col * n + k];
              a[col * n + k] = a[pivot * n + k];
              a[pivot * n + k] = t;
            }
          double t = b[col];
          b[col] = b[pivot];
          b[pivot] = t;
        }
      for (guint row = col + 1; row < n; row++)
        {
          double f = a[row * n + col] / a[col * n + col];

          for (guint k = col; k < n; k++)
            a[row * n + k] -= f * a[col * n + k];
          b[row] -= f * b[col];
        }
    }
  for (guint i = n; i-- > 0;)
    {
      double sum = b[i];

      for (guint k = i + 1; k < n; k++)
        sum -= a[i * n + k] * b[k];
      b[i] = sum / a[i * n + i];
    }
  return TRUE;
}

static void
multiply (const SandProjective *a,
          const SandProjective *b,
          SandProjective       *out)
{
  SandProjective r;

  for (guint i = 0; i < 3; i++)
    for (guint j = 0; j < 3; j++)
      r.m[i * 3 + j] = a->m[i * 3] * b->m[j] + a->m[i * 3 + 1] * b->m[3 + j]
                       + a->m[i * 3 + 2] * b->m[6 + j];
  *out = r;
}

/* Moves four points' centroid to the origin and their mean distance from it to
 * √2, so the 8×8 system is well conditioned whether in pixels or inches. */
static void
normalising (const SandPoint p[4],
             SandProjective *t)
{
  double cx = 0, cy = 0, spread = 0, s;

  for (guint i = 0; i < 4; i++)
    {
      cx += p[i].x / 4;
      cy += p[i].y / 4;
    }
  for (guint i = 0; i < 4; i++)
    spread += hypot (p[i].x - cx, p[i].y - cy) / 4;
  s = G_SQRT2 / spread;
  *t = (SandProjective) { { s, 0, -s * cx, 0, s, -s * cy, 0, 0, 1 } };
}

/* The homography sending the four image points to the four table points. */
static gboolean
homography (const SandBackdropCorner *corners,
            SandProjective           *out)
{
  SandPoint image[4], table[4];
  SandProjective ti, tt, tt_inv, h;
  double a[64] = { 0 }, b[8];

  for (guint i = 0; i < 4; i++)
    {
      image[i] = corners[i].image;
      table[i] = corners[i].table;
    }
  normalising (image, &ti);
  normalising (table, &tt);
  for (guint i = 0; i < 4; i++)
    {
      double x, y, u, v;
      double *r0 = &a[(2 * i) * 8], *r1 = &a[(2 * i + 1) * 8];

      sand_projective_apply (&ti, image[i].x, image[i].y, &x, &y);
      sand_projective_apply (&tt, table[i].x, table[i].y, &u, &v);
      r0[0] = x, r0[1] = y, r0[2] = 1, r0[6] = -u * x, r0[7] = -u * y;
      r1[3] = x, r1[4] = y, r1[5] = 1, r1[6] = -v * x, r1[7] = -v * y;
      b[2 * i] = u;
      b[2 * i + 1] = v;
    }
  if (!solve (a, b, 8))
    return FALSE;
  h = (SandProjective) { { b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7], 1 } };
  if (!sand_projective_invert (&tt, &tt_inv))
    return FALSE;
  multiply (&h, &ti, &h);
  multiply (&tt_inv, &h, out);
  return TRUE;
}

/* The similarity z ↦ a z + b (complex numbers) sending the two image points to
 * the two table points. */
static void
similarity (const SandBackdropCorner *c,
            SandProjective           *out)
{
  double px = c[1].image.x - c[0].image.x, py = c[1].image.y - c[0].image.y;
  double qx = c[1].table.x - c[0].table.x, qy = c[1].table.y - c[0].table.y;
  double d = px * px + py * py;
  double ar = (qx * px + qy * py) / d, ai = (qy * px - qx * py) / d;
  double bx = c[0].table.x - (ar * c[0].image.x - ai * c[0].image.y);
  double by = c[0].table.y - (ai * c[0].image.x + ar * c[0].image.y);

  *out = (SandProjective) { { ar, -ai, bx, ai, ar, by, 0, 0, 1 } };
}

gboolean
sand_projective_from_corners (const SandBackdropCorner *corners,
                              guint                     n_corners,
                              SandProjective           *out)
{
  SandBackdropFault fault;

  g_return_val_if_fail (out != NULL, FALSE);

  fault = sand_backdrop_check_corners (corners, n_corners, 0, 0, NULL);
  if (fault != SAND_BACKDROP_FAULT_NONE)
    return FALSE;
  if (n_corners == 2)
    {
      similarity (corners, out);
      return TRUE;
    }
  return homography (corners, out);
}

gboolean
sand_backdrop_get_transform (SandBackdrop   *backdrop,
                             SandProjective *out)
{
  const SandBackdropCorner *corners;
  guint n;

  g_return_val_if_fail (SAND_IS_BACKDROP (backdrop), FALSE);
  corners = sand_backdrop_get_corners (backdrop, &n);
  return sand_projective_from_corners (corners, n, out);
}

void
sand_projective_apply (const SandProjective *p,
                       double                x,
                       double                y,
                       double               *out_x,
                       double               *out_y)
{
  const double *m = p->m;
  double w = m[6] * x + m[7] * y + m[8];

  *out_x = (m[0] * x + m[1] * y + m[2]) / w;
  *out_y = (m[3] * x + m[4] * y + m[5]) / w;
}

gboolean
sand_projective_invert (const SandProjective *p,
                        SandProjective       *out)
{
  const double *m = p->m;
  double c0 = m[4] * m[8] - m[5] * m[7];
  double c1 = m[5] * m[6] - m[3] * m[8];
  double c2 = m[3] * m[7] - m[4] * m[6];
  double det = m[0] * c0 + m[1] * c1 + m[2] * c2;
  SandProjective r;

  if (fabs (det) < 1e-300 || !isfinite (det))
    return FALSE;
  r.m[0] = c0 / det;
  r.m[1] = (m[2] * m[7] - m[1] * m[8]) / det;
  r.m[2] = (m[1] * m[5] - m[2] * m[4]) / det;
  r.m[3] = c1 / det;
  r.m[4] = (m[0] * m[8] - m[2] * m[6]) / det;
  r.m[5] = (m[2] * m[3] - m[0] * m[5]) / det;
  r.m[6] = c2 / det;
  r.m[7] = (m[1] * m[6] - m[0] * m[7]) / det;
  r.m[8] = (m[0] * m[4] - m[1] * m[3]) / det;
  *out = r;
  return TRUE;
}

gboolean
sand_projective_is_affine (const SandProjective *p)
{
  double scale = fabs (p->m[8]);

  return scale > 0 && fabs (p->m[6]) < 1e-12 * scale && fabs (p->m[7]) < 1e-12 * scale;
}

void
sand_backdrop_fit_corners (double             image_width,
                           double             image_height,
                           double             table_width,
                           double             table_height,
                           SandBackdropCorner corners[2])
{
  double s, ox, oy;

  g_return_if_fail (image_width > 0 && image_height > 0);
  s = MIN (table_width / image_width, table_height / image_height);
  ox = (table_width - s * image_width) / 2;
  oy = (table_height - s * image_height) / 2;
  corners[0] = (SandBackdropCorner) { { 0, 0 }, { ox, oy } };
  corners[1] = (SandBackdropCorner) { { image_width, image_height },
                                      { ox + s * image_width, oy + s * image_height } };
}
