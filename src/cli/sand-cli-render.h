/* sand-cli-render.h: the hook through which "render --unit" draws a reach overlay.
 *
 * The render library knows nothing of the movement engine; the command that does
 * (sand-cli-reach.c) registers a factory here from main.c, and render calls it
 * when --unit is given.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "sand-render.h"

G_BEGIN_DECLS

/* Prepares the overlay for @unit_id in @mode (NULL: the unit's default mode).
 * Returns FALSE with @error set when the unit, mode or ruleset does not exist.
 * @overlay_destroy (may be set to NULL) frees @overlay_data after rendering. */
typedef gboolean (*SandCliOverlayFactory) (SandScenario          *scenario,
                                           const char            *unit_id,
                                           const char            *mode,
                                           SandRenderOverlayFunc *overlay,
                                           gpointer              *overlay_data,
                                           GDestroyNotify        *overlay_destroy,
                                           GError               **error);

void sand_cli_render_set_overlay_factory (SandCliOverlayFactory factory);

/* The reach overlay (sand-cli-reach.c). */
gboolean sand_cli_reach_overlay (SandScenario          *scenario,
                                 const char            *unit_id,
                                 const char            *mode,
                                 SandRenderOverlayFunc *overlay,
                                 gpointer              *overlay_data,
                                 GDestroyNotify        *overlay_destroy,
                                 GError               **error);

G_END_DECLS
