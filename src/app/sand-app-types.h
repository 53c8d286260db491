/* sand-app-types.h: forward declarations of the application's types.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "sand-types.h"

G_BEGIN_DECLS

typedef struct _SandApplication SandApplication;
typedef struct _SandCanvas SandCanvas;
typedef struct _SandCanvasLayer SandCanvasLayer;
typedef struct _SandDocument SandDocument;
typedef struct _SandEditor SandEditor;
typedef struct _SandSelection SandSelection;
typedef struct _SandTool SandTool;
typedef struct _SandViewport SandViewport;
typedef struct _SandWindow SandWindow;

G_END_DECLS
