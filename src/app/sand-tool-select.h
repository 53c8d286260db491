/* sand-tool-select.h: pick, move and reshape: click, Shift-click and a rubber
 * band select; handles move vertices (double-click one to delete it, an edge to
 * add one), resize rectangles and ellipses, and turn a unit to face a point.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-tool.h"

G_BEGIN_DECLS

#define SAND_TYPE_TOOL_SELECT (sand_tool_select_get_type ())
G_DECLARE_FINAL_TYPE (SandToolSelect, sand_tool_select, SAND, TOOL_SELECT, SandTool)

SandTool *sand_tool_select_new (SandEditor *editor);

G_END_DECLS
