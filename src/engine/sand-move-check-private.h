/* sand-move-check-private.h: what the checks of one figure's move, a group's
 * and a wheel's share.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-move-check.h"

G_BEGIN_DECLS

/* A group moving together: its figures, the lead first, and how. */
typedef struct
{
  SandUnit *const     *units;
  guint                n_units;
  const SandGroupMove *move;
  gboolean             reduce; /* a formation refused may go as a column */
} Group;

/* A refusal as the log keeps it: in inches, the length the rules are
 * written in. */
char *_sand_move_check_say (const SandReason *r);
/* The turn's rules for @unit and every figure of @group (NULL: one figure),
 * the first refusal the group's; fills check->rules, from and group_from. */
gboolean _sand_move_check_rules (SandMoveCheck *check,
                                 SandScenario  *scenario,
                                 SandRuleset   *ruleset,
                                 SandUnit      *unit,
                                 const Group   *group,
                                 const char    *mode,
                                 GError       **refusal);
/* The modes to try, in order: @mode, else those the turn's action allows,
 * else every mode of @unit's class; NULL with @error when there are none. */
char **_sand_move_check_modes (SandMoveCheck *check,
                               SandRuleset   *ruleset,
                               SandUnit      *unit,
                               const char    *mode,
                               GError       **error);

G_END_DECLS
