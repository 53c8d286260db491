/* sand-tool-area.h: area terrain drawn as a polygon (click points, double-click
 * or Enter closes), a rectangle or ellipse (drag; Shift keeps it square or round)
 * or freehand (simplified to a sensible number of points).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-tool.h"

G_BEGIN_DECLS

typedef enum
{
  SAND_AREA_POLYGON,
  SAND_AREA_RECTANGLE,
  SAND_AREA_ELLIPSE,
  SAND_AREA_FREEHAND,
} SandAreaShape;

#define SAND_TYPE_TOOL_AREA (sand_tool_area_get_type ())
G_DECLARE_FINAL_TYPE (SandToolArea, sand_tool_area, SAND, TOOL_AREA, SandTool)

SandTool     *sand_tool_area_new       (SandEditor   *editor,
                                        SandAreaShape shape);
SandAreaShape sand_tool_area_get_shape (SandToolArea *self);

G_END_DECLS
