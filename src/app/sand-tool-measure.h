/* sand-tool-measure.h: a ruler, dragged across the table, in inches or centimetres.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-tool.h"

G_BEGIN_DECLS

#define SAND_TYPE_TOOL_MEASURE (sand_tool_measure_get_type ())
G_DECLARE_FINAL_TYPE (SandToolMeasure, sand_tool_measure, SAND, TOOL_MEASURE, SandTool)

SandTool *sand_tool_measure_new        (SandEditor      *editor);
/* The ruler's length in inches, 0 when none is shown. */
double    sand_tool_measure_get_length (SandToolMeasure *self);
/* What the ruler shows: its length, and on a hex table the hexes between its
 * ends first, as the rules count them: "3 hexes (12 in)". */
char     *sand_tool_measure_get_text   (SandToolMeasure *self);

G_END_DECLS
