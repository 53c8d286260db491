/* sand-legend-place.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "sand-legend-place.h"

/* Widget pixels between the legend and the canvas's edge. */
#define MARGIN 12.0
/* Room kept around the pointer, so the legend does not sit right under it. */
#define POINTER_ROOM 24.0

void
sand_legend_corner_origin (SandLegendCorner corner,
               double           w,
               double           h,
               double           area_width,
               double           area_height,
               double          *x,
               double          *y)
{
  *x = corner == SAND_LEGEND_TOP_LEFT ? MARGIN : area_width - w - MARGIN;
  *y = corner == SAND_LEGEND_BOTTOM_RIGHT ? area_height - h - MARGIN : MARGIN;
  /* Inside the canvas; one smaller than the legend shows its start. */
  *x = floor (MAX (MIN (*x, area_width - w), 0));
  *y = floor (MAX (MIN (*y, area_height - h), 0));
}

static double
overlap (const SandBounds *a,
         const SandBounds *b)
{
  double w = MIN (a->x1, b->x1) - MAX (a->x0, b->x0);
  double h = MIN (a->y1, b->y1) - MAX (a->y0, b->y0);

  return w > 0 && h > 0 ? w * h : 0;
}

/* What the legend hides there: the pointer and the reach count far more than
 * bare table, which counts more than the margin around it (nothing). */
static double
cost (const SandBounds *box,
      const SandBounds *table,
      const SandBounds *reach,
      const double     *pointer)
{
  double c = overlap (box, table);

  if (reach != NULL)
    c += 8 * overlap (box, reach);
  if (pointer != NULL &&
      pointer[0] > box->x0 - POINTER_ROOM && pointer[0] < box->x1 + POINTER_ROOM &&
      pointer[1] > box->y0 - POINTER_ROOM && pointer[1] < box->y1 + POINTER_ROOM)
    c += 64 * (box->x1 - box->x0) * (box->y1 - box->y0);
  return c;
}

SandLegendCorner
sand_legend_place (double            w,
                   double            h,
                   double            area_width,
                   double            area_height,
                   const SandBounds *table,
                   const SandBounds *reach,
                   const double     *pointer,
                   SandLegendCorner  current,
                   double           *x,
                   double           *y)
{
  SandLegendCorner best = (guint) current < SAND_N_LEGEND_CORNERS ? current : SAND_LEGEND_TOP_RIGHT;
  double best_cost = G_MAXDOUBLE;

  g_return_val_if_fail (table != NULL, SAND_LEGEND_TOP_RIGHT);

  /* The current corner first, so a tie keeps the legend still. */
  for (int i = -1; i < SAND_N_LEGEND_CORNERS; i++)
    {
      SandLegendCorner corner = i < 0 ? best : (SandLegendCorner) i;
      SandBounds box;
      double c;

      sand_legend_corner_origin (corner, w, h, area_width, area_height, &box.x0, &box.y0);
      box.x1 = box.x0 + w;
      box.y1 = box.y0 + h;
      c = cost (&box, table, reach, pointer);
      if (c < best_cost)
        {
          best_cost = c;
          best = corner;
        }
    }
  sand_legend_corner_origin (best, w, h, area_width, area_height, x, y);
  return best;
}

SandLegendCorner
sand_legend_nearest_corner (double x,
                            double y,
                            double area_width,
                            double area_height)
{
  const double corners[SAND_N_LEGEND_CORNERS][2] = {
    [SAND_LEGEND_TOP_RIGHT] = { area_width, 0 },
    [SAND_LEGEND_TOP_LEFT] = { 0, 0 },
    [SAND_LEGEND_BOTTOM_RIGHT] = { area_width, area_height },
  };
  SandLegendCorner best = SAND_LEGEND_TOP_RIGHT;
  double best_d = G_MAXDOUBLE;

  for (int i = 0; i < SAND_N_LEGEND_CORNERS; i++)
    {
      double d = hypot (x - corners[i][0], y - corners[i][1]);

      if (d < best_d)
        {
          best_d = d;
          best = i;
        }
    }
  return best;
}
