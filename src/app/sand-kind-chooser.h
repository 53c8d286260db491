/* sand-kind-chooser.h: a list of terrain kinds with their swatches; picking one
 * sets what the area or line tool draws next.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "sand-app-types.h"
#include "sand-terrain-kind.h"

G_BEGIN_DECLS

#define SAND_TYPE_KIND_CHOOSER (sand_kind_chooser_get_type ())
G_DECLARE_FINAL_TYPE (SandKindChooser, sand_kind_chooser, SAND, KIND_CHOOSER, GtkBox)

GtkWidget *sand_kind_chooser_new        (SandEditor *editor,
                                         SandShape   shape);
/* A small widget showing a kind's swatch (also used by the lists panel). */
GtkWidget *sand_kind_swatch_new         (SandTerrainKind kind,
                                         int             size);

G_END_DECLS
