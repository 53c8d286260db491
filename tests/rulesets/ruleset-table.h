/* ruleset-table.h: a small table to put rulesets' worked examples on, asked
 * through the engine and through "sandtable-cli reach --json" alike.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-reach.h"
#include "sand-ruleset.h"
#include "sand-scenario.h"

G_BEGIN_DECLS

typedef struct
{
  SandScenario *scenario;
  SandSide     *us;
  SandSide     *them;
} RulesetTable;

RulesetTable *ruleset_table_new         (const char     *ruleset,
                                         double          width,
                                         double          height);
void          ruleset_table_free        (RulesetTable   *t);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (RulesetTable, ruleset_table_free)

/* The bundled ruleset @id with @was, found once in its file, replaced by @is:
 * the shipped rules with one thing changed. */
SandRuleset  *ruleset_table_load_changed (const char    *id,
                                          const char    *was,
                                          const char    *is);

/* Borrowed: the scenario holds them. */
SandUnit     *ruleset_table_add_unit    (RulesetTable   *t,
                                         const char     *id,
                                         const char     *unit_class,
                                         SandSide       *side,
                                         double          x,
                                         double          y);
SandFeature  *ruleset_table_add_rect    (RulesetTable   *t,
                                         const char     *id,
                                         SandTerrainKind kind,
                                         double          x,
                                         double          y,
                                         double          w,
                                         double          h);
SandFeature  *ruleset_table_add_circle  (RulesetTable   *t,
                                         const char     *id,
                                         SandTerrainKind kind,
                                         double          x,
                                         double          y,
                                         double          r);
/* A line from (x0, y0) to (x1, y1); @height for obstacles, @width for roads. */
SandFeature  *ruleset_table_add_line    (RulesetTable   *t,
                                         const char     *id,
                                         SandTerrainKind kind,
                                         double          height,
                                         double          x0,
                                         double          y0,
                                         double          x1,
                                         double          y1);
SandFeature  *ruleset_table_add_point   (RulesetTable   *t,
                                         const char     *id,
                                         SandTerrainKind kind,
                                         double          x,
                                         double          y);

/* The engine's reach field for @unit in @mode. */
SandReachField *ruleset_table_reach     (RulesetTable   *t,
                                         const char     *unit,
                                         const char     *mode);

/* What "sandtable-cli reach FILE --unit @unit --mode @mode --at X,Y --json" prints
 * for the table saved to a file. */
char         *ruleset_table_cli_json    (RulesetTable   *t,
                                         const char     *unit,
                                         const char     *mode,
                                         double          x,
                                         double          y);

/* Runs "sandtable-cli @args…" where each "FILE" in @args is the table saved to
 * a file; returns whether the command succeeded, with what it printed (either
 * may be NULL). */
gboolean      ruleset_table_cli_run     (RulesetTable       *t,
                                         const char * const *args,
                                         char              **out,
                                         char              **err);
/* Asserts that "sandtable-cli @args…" fails with "FILE:LINE: …" on stderr
 * saying @why. */
void          ruleset_check_cli_fails   (RulesetTable       *t,
                                         const char * const *args,
                                         const char         *why);

/* Asks both ways whether @unit may end at (x, y); when not, @why (may be NULL)
 * must appear in the reason. */
void          ruleset_check             (RulesetTable   *t,
                                         const char     *unit,
                                         const char     *mode,
                                         double          x,
                                         double          y,
                                         gboolean        reachable,
                                         const char     *why);
/* Asks both ways what getting to (x, y) costs; within @tolerance of @cost. */
void          ruleset_check_cost        (RulesetTable   *t,
                                         const char     *unit,
                                         const char     *mode,
                                         double          x,
                                         double          y,
                                         double          cost,
                                         double          tolerance);
/* Asks both ways for the move's allowance. */
void          ruleset_check_allowance   (RulesetTable   *t,
                                         const char     *unit,
                                         const char     *mode,
                                         double          inches);

G_END_DECLS
