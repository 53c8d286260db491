/* sand-strength.h: a unit's strength and its elimination, by a ruleset's
 * <strength> (sand-ruleset-aids.h).
 *
 * The strength is the unit attribute <strength> names, else its default (the
 * class's <default>, else the attribute's default=). Hits reduce it, never
 * below the attribute's min= (or, without one, the point of elimination); at or
 * below <strength eliminated=…> the unit is eliminated: gone from the table, it
 * neither moves nor stands in anyone's way.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-ruleset-aids.h"

G_BEGIN_DECLS

/* Whether @ruleset counts strength; @attribute (may be NULL) receives the
 * attribute that holds it (borrowed). */
gboolean sand_strength_counted       (SandRuleset *ruleset,
                                      const char **attribute);
/* @unit's strength; FALSE when the ruleset counts none or the unit has no
 * number for it. */
gboolean sand_strength_get           (SandRuleset *ruleset,
                                      SandUnit    *unit,
                                      double      *strength);
/* Whether @strength is at or below the point of elimination. */
gboolean sand_strength_is_eliminated (SandRuleset *ruleset,
                                      double       strength);
/* Whether @unit is eliminated (FALSE when the ruleset counts no strength). */
gboolean sand_strength_eliminated    (SandRuleset *ruleset,
                                      SandUnit    *unit);
/* @strength after @hits (a negative number of hits heals nothing). */
double   sand_strength_after_hits    (SandRuleset *ruleset,
                                      double       strength,
                                      int          hits);

G_END_DECLS
