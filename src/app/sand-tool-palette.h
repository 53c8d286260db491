/* sand-tool-palette.h: the column of tool buttons beside the canvas, with the
 * current tool's options and the snapping settings below them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "sand-app-types.h"

G_BEGIN_DECLS

#define SAND_TYPE_TOOL_PALETTE (sand_tool_palette_get_type ())
G_DECLARE_FINAL_TYPE (SandToolPalette, sand_tool_palette, SAND, TOOL_PALETTE, GtkBox)

GtkWidget *sand_tool_palette_new (SandEditor *editor);

G_END_DECLS
