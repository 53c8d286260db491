/* sand-group-way.h: how a group's lead gets to a point — in formation, else
 * as the ruleset's column (seed 002: "A group move across Difficult Going or
 * a River, or away from enemy to its front, or in poor visibility must be in
 * a 1 figure wide column. A group move can include reducing frontage where
 * necessary to form such a column or to pass a gap, or following a road").
 * One answer for sandtable-cli reach --group and move --group and the Play
 * page's Move as Group, from reaches solved once (sand-move-group.h).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-reach.h"
#include "sand-ruleset-groups.h"

G_BEGIN_DECLS

/* What the point is asked of. */
typedef struct
{
  SandScenario        *scenario;
  SandRuleset         *ruleset;
  SandUnit *const     *units; /* the lead first */
  guint                n_units;
  const SandGroupMove *move;   /* a formation or a column */
  const SandPoint     *starts; /* where each began its move; NULL: where it stands */
  SandReachField      *field;  /* @move's reach from @starts */
  SandReachField      *column; /* the column a formation may reduce to
                                * (sand_group_frontage_column()), solved alike;
                                * NULL: none */
} SandGroupWays;

typedef struct
{
  SandReachField *way;  /* the reach whose way the group takes: @field or
                         * @column; NULL when it may not go there */
  const char *frontage; /* "formation" or "column", as it goes (refused:
                         * @move's) */
  const char *reduced;  /* a formation gone as a column: what for ("column",
                         * "gap", a line's kind: sand-group-frontage.h) */
  SandReason *why;      /* why @move may not go there itself (out of its
                         * reach, or a column required), as data; NULL
                         * when it may */
} SandGroupWay;

/* How the group goes to (@x, @y): in @move where its reach gets there and
 * no column is required (for a formation: moving away from an enemy in front
 * of the lead, within 90° of its facing, where <column-required
 * away-from-enemy> says so; poor visibility, where <column-required
 * poor-visibility> says so and the players declared it); else as @column
 * where it gets there and <frontage reduce> allows that reduction. */
void sand_group_way_at (const SandGroupWays *ways,
                        double               x,
                        double               y,
                        SandGroupWay        *out);
void sand_group_way_clear (SandGroupWay *way);

/* Where the group goes as @ways->column, cell by cell: for each cell of the
 * column's raster (sand_reach_field_get_width() × get_height(), row by row),
 * 1 where sand_group_way_at() at the cell's centre takes the column's way,
 * else 0 — so a band of the column drawn round these cells shows only where
 * the group would go reduced to it (not where the formation itself goes, nor
 * where only a limit of the ground stops the formation and no reduction is
 * allowed). NULL when @ways has no column. Asks what sand_group_way_at()
 * asks, from the thread that owns the scenario; cells the column does not
 * reach are not asked. */
guint8 *sand_group_way_column_cells (const SandGroupWays *ways);

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (SandGroupWay, sand_group_way_clear)

G_END_DECLS
