/* sand-editor-layer.h: the canvas layer showing the selection and what the
 * current tool is drawing.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-canvas-layer.h"

G_BEGIN_DECLS

#define SAND_TYPE_EDITOR_LAYER (sand_editor_layer_get_type ())
G_DECLARE_FINAL_TYPE (SandEditorLayer, sand_editor_layer, SAND, EDITOR_LAYER, SandCanvasLayer)

SandCanvasLayer *sand_editor_layer_new (SandEditor *editor);

G_END_DECLS
