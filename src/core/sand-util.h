/* sand-util.h: small helpers every layer uses.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Replaces *@field with a copy of @value; FALSE (and nothing done) when they are
 * already equal, so a setter notifies only on a real change. GLib 2.76's g_set_str
 * does the same; we build against 2.74. */
gboolean sand_set_str (char       **field,
                       const char  *value);

G_END_DECLS
