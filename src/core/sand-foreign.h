/* sand-foreign.h: XML of other namespaces carried along untouched.
 *
 * Newer files (or other tools) may add elements and attributes in their own
 * namespaces; Sandtable keeps them on the element they were found on and writes them
 * back on save, so a file survives a round trip through an older version.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-types.h"

G_BEGIN_DECLS

SandForeign *sand_foreign_new      (void);
SandForeign *sand_foreign_copy     (const SandForeign *self);
void         sand_foreign_free     (SandForeign       *self);
gboolean     sand_foreign_is_empty (const SandForeign *self);
/* Number of kept child elements and attributes. */
guint        sand_foreign_n_children   (const SandForeign *self);
guint        sand_foreign_n_attributes (const SandForeign *self);
/* TRUE when both keep the same attributes and the same serialised children in the
 * same places. */
gboolean     sand_foreign_equal        (const SandForeign *a,
                                        const SandForeign *b);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SandForeign, sand_foreign_free)

G_END_DECLS
