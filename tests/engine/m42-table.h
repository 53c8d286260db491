/* m42-table.h: the rulesets' test table (tests/rulesets/ruleset-table.h) as the M42
 * rule tests (test-m42.c, test-m42-bases.c) lay it: 48" x 36", every model infantry.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ruleset-table.h"

G_BEGIN_DECLS

static inline RulesetTable *
m42_table_new (void)
{
  return ruleset_table_new ("m42", 48, 36);
}

/* Borrowed: the scenario holds it. */
static inline SandUnit *
m42_add_unit (RulesetTable *t,
              const char   *id,
              SandSide     *side,
              double        x,
              double        y)
{
  return ruleset_table_add_unit (t, id, "infantry", side, x, y);
}

G_END_DECLS
