/* sand-tool-line.h: roads, rivers and obstacles, clicked point by point
 * (double-click or Enter ends the line); a ford or bridge is placed across a river
 * with one click on it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-tool.h"

G_BEGIN_DECLS

#define SAND_TYPE_TOOL_LINE (sand_tool_line_get_type ())
G_DECLARE_FINAL_TYPE (SandToolLine, sand_tool_line, SAND, TOOL_LINE, SandTool)

SandTool *sand_tool_line_new (SandEditor *editor);

G_END_DECLS
