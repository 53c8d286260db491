/* sand-tool-unit.h: click to place a unit of the chosen class for the chosen side.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-tool.h"

G_BEGIN_DECLS

#define SAND_TYPE_TOOL_UNIT (sand_tool_unit_get_type ())
G_DECLARE_FINAL_TYPE (SandToolUnit, sand_tool_unit, SAND, TOOL_UNIT, SandTool)

SandTool *sand_tool_unit_new (SandEditor *editor);

G_END_DECLS
