/* m42-table.h: a small M42 table for the rule tests (test-m42.c, test-m42-bases.c),
 * with one question asked both of the engine and of "sandtable-cli reach --json".
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-reach.h"
#include "sand-scenario.h"

G_BEGIN_DECLS

/* A 48" x 36" table under M42 with two sides. */
typedef struct
{
  SandScenario *scenario;
  SandSide     *us;
  SandSide     *them;
} Table;

Table *         table_new (void);
void            table_free (Table *t);
SandUnit *      add_unit (Table      *t,
                          const char *id,
                          SandSide   *side,
                          double      x,
                          double      y);
SandFeature *   add_rect (Table          *t,
                          const char     *id,
                          SandTerrainKind kind,
                          double          x,
                          double          y,
                          double          w,
                          double          h);
SandFeature *   add_wall (Table          *t,
                          const char     *id,
                          SandTerrainKind kind,
                          double          height,
                          double          x0,
                          double          y0,
                          double          x1,
                          double          y1);
SandReachField *reach (Table      *t,
                       const char *unit,
                       const char *mode);
void            check (Table      *t,
                       const char *unit,
                       const char *mode,
                       double      x,
                       double      y,
                       gboolean    reachable,
                       const char *why);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Table, table_free)

G_END_DECLS
