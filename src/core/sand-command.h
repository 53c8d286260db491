/* sand-command.h: who commands a unit, and what its move costs in PIPs, by a
 * ruleset's <command> (sand-ruleset-aids.h).
 *
 * A unit's officer is the unit its officer attribute names, else the unit of
 * its side and team whose role is "officer"; a unit whose role is "officer"
 * and that names none commands itself. A move costs the <command>'s cost,
 * raised by <lost> when the officer is not on the table (or there is none),
 * and by each <beyond> the unit is over from its officer — distances base edge
 * to base edge in inches, or in hexes on a hex grid — unless the attribute it
 * names (a radio) is true, and with out-of-sight only where the officer does
 * not see the unit (sand-sight.h).
 *
 * The answer is data: the cost and its reasons; sand_command_reason_describe()
 * says a reason for a player.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-length.h"
#include "sand-ruleset-aids.h"

G_BEGIN_DECLS

typedef enum
{
  SAND_COMMAND_SELF,          /* an officer moving himself */
  SAND_COMMAND_NEAR,          /* within reach of its officer */
  SAND_COMMAND_LOST,          /* the officer it names is not on the table */
  SAND_COMMAND_NO_OFFICER,    /* it names none and its team has none: read as lost */
  SAND_COMMAND_BEYOND,        /* over a distance from its officer */
  SAND_COMMAND_BEYOND_UNSEEN, /* over a distance and out of the officer's sight */
  SAND_COMMAND_EXCUSED,       /* over a distance, but its attribute (a radio) excuses it */
} SandCommandWhy;

/* One reason for the cost of a move. */
typedef struct
{
  SandCommandWhy why;
  guint          pips;        /* what this reason makes the move cost */
  double         distance;    /* from the officer, edge to edge (inches, or hexes) */
  double         limit;       /* BEYOND…, EXCUSED: the <beyond> distance */
  gboolean       hexes;       /* distances count hexes */
  char          *officer;     /* the officer's id, or the id the unit names; NULL for SELF, NO_OFFICER */
  char          *excuse;      /* EXCUSED: the attribute that excuses it */
} SandCommandReason;

/* @unit's officer (borrowed: the scenario holds it), NULL when there is none
 * or the one named is not on the table; @named receives whether the unit
 * names one. @ruleset (may be NULL) says which attribute names it. */
SandUnit  *sand_command_find_officer   (SandScenario *scenario,
                                        SandRuleset  *ruleset,
                                        SandUnit     *unit,
                                        gboolean     *named);

/* Whether @ruleset counts PIPs for a move of @unit in @mode_id (may be NULL:
 * any mode). */
gboolean   sand_command_counts         (SandRuleset  *ruleset,
                                        SandUnit     *unit,
                                        const char   *mode_id);

/* The PIPs a move of @unit in @mode_id (may be NULL) costs where it stands now;
 * 0 when the ruleset counts none. @reasons (may be NULL) receives a GArray of
 * SandCommandReason (the array frees them). */
guint      sand_command_pip_cost       (SandScenario *scenario,
                                        SandRuleset  *ruleset,
                                        SandUnit     *unit,
                                        const char   *mode_id,
                                        GArray      **reasons);

/* The reason for a player: "2 PIPs: over 24in from its officer cap (25.0in)",
 * lengths in @unit. */
char      *sand_command_reason_describe (const SandCommandReason *reason,
                                         SandLengthUnit           unit);

G_END_DECLS
