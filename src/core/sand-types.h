/* sand-types.h: forward declarations of the core types, so headers include one file.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

/* A point on the table, in inches: x to the right, y down, origin top-left. */
typedef struct
{
  double x;
  double y;
} SandPoint;

/* An axis-aligned box in table inches. */
typedef struct
{
  double x0;
  double y0;
  double x1;
  double y1;
} SandBounds;

typedef struct _SandScenario SandScenario;
typedef struct _SandFeature SandFeature;
typedef struct _SandSide SandSide;
typedef struct _SandUnit SandUnit;
typedef struct _SandForeign SandForeign;

G_END_DECLS
