/* sand-cli-render.h: the reach overlay that "render --unit" draws.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "sand-render-page.h"
#include "sand-render.h"

G_BEGIN_DECLS

/* Prepares the overlay for @unit_id in @mode (NULL: the unit's default mode;
 * sand-cli-reach-overlay.c). Returns FALSE with @error set when the unit, mode
 * or ruleset does not exist. @overlay_destroy (may be set to NULL) frees
 * @overlay_data after rendering. With @sheet_legend (a sheet with a legend of
 * its own), @overlay_legend keys the bands there, as a printed sheet does;
 * otherwise it is set to NULL and the overlay keys them in the table's corner. */
gboolean sand_cli_reach_overlay (SandScenario          *scenario,
                                 const char            *unit_id,
                                 const char            *mode,
                                 gboolean               sheet_legend,
                                 SandRenderOverlayFunc *overlay,
                                 gpointer              *overlay_data,
                                 SandPageLegendFunc    *overlay_legend,
                                 GDestroyNotify        *overlay_destroy,
                                 GError               **error);

G_END_DECLS
