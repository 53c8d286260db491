/* sand-group-turns.h: when a group may move back from its front (seed 002: "A
 * group move can include ... but not ... turning in place. A group consisting
 * entirely of Irregulars, GIs, Snipers or any vehicle which can reverse, can
 * include 2 x 180° turns."), as the ruleset's <frontage turn-in-place> and
 * <turns> say.
 *
 * A group moving parallel goes forward or sideways: its lead's way keeps on
 * or ahead of the line across the lead's facing through where it starts (its
 * start line). Any point of the way behind it is a move back, which needs the
 * group to face about: by turning in place where the ruleset allows that,
 * else by the turns of a <turns> every figure matches. With turns enough to
 * face about and back again (dbx-skirmish's 2 × 180°) it turns about, moves
 * and turns back, its facing kept; with only enough to face about it ends
 * facing about. A group that may do neither may not cross its start line in
 * formation. A column is not held so: its figures follow the lead, whose own
 * move may wheel it round ("Each figure ... must ... follow, the first of
 * them that moves"), and the text asks a column of a group moving away from
 * the enemy to its front.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-move-builder.h"
#include "sand-ruleset-groups.h"

G_BEGIN_DECLS

typedef struct
{
  gboolean may;   /* the group may move back from its front */
  guint    turns; /* the turns of @degrees a move back includes */
  double   degrees;
  gboolean reversed; /* too few to turn back: it ends facing about */
} SandGroupTurnAbout;

/* How the figures @units (the lead first) may move back under @ruleset. */
void sand_group_turn_about (SandRuleset        *ruleset,
                            SandUnit *const    *units,
                            guint               n_units,
                            SandGroupTurnAbout *out);

/* The turns the lead's way @path (SandPoint, from its start) includes: 0 when
 * it keeps on or ahead of its start line across the lead's facing (or the
 * group may not turn about), else as @about (may be NULL) then says. */
guint sand_group_turns_on_way (SandRuleset        *ruleset,
                               SandUnit *const    *units,
                               guint               n_units,
                               GArray             *path,
                               SandGroupTurnAbout *about);

/* Bars @lead, the move of a group that may not move back (@move_name: its
 * group move's name, for the reason), from crossing its start line through
 * @start across @facing, @length inches either side. */
void sand_group_forbid_back (SandMoveBuilder *lead,
                             const char      *move_name,
                             SandPoint        start,
                             double           facing,
                             double           length);

G_END_DECLS
