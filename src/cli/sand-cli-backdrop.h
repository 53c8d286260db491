/* sand-cli-backdrop.h: "validate" checks a backdrop's image, which needs the
 * image libraries: in sandtable-cli-render it reads the image itself
 * (sand-cli-backdrop.c), in sandtable-cli it asks sandtable-cli-render
 * (sand-cli-launch.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-scenario.h"

G_BEGIN_DECLS

/* The backdrop's image read and its corners checked against it, as the app and
 * render do: a problem is printed at the <backdrop>'s line. TRUE when
 * @scenario (read from @path) has no backdrop. */
gboolean sand_cli_backdrop_valid (SandScenario *scenario,
                                  const char   *path);

G_END_DECLS
