/* sand-play-orders.h: the game's orders besides moving and drawing — the
 * player's changes to the activation deck, a card of work on an activity of
 * several cards, and PIPs given from one command to another — as window actions
 * (what sandtable-cli deck, work and transfer do, each one undoable step in the
 * log), and the menus that offer them on the turn strip.
 *
 * Actions added to the window:
 *   "win.build-deck"              the deck made afresh from the forces
 *   "win.add-card"    s           "SIDE", "SIDE:TEAM" or "SIDE:#UNIT", put last
 *   "win.remove-card" u           the n-th card not yet drawn (0: the next)
 *   "win.work"        (ss)        unit, activity: one card of its work
 *   "win.transfer-pips" (ssu)     from, to (commands), PIPs given
 * A refusal is said in a notice and changes nothing.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "sand-app-types.h"
#include "sand-play-aid.h"

G_BEGIN_DECLS

void        sand_play_orders_install   (SandWindow   *window,
                                        SandPlayAid  *aid);

/* What the deck's menu offers now: building it afresh, a card for @unit (his
 * team's, his own) or a free card of each side, taking away the next card, and
 * @unit's work on each of the ruleset's activities. NULL when the ruleset has no
 * deck. */
GMenuModel *sand_play_orders_deck_menu (SandScenario *scenario,
                                        SandRuleset  *ruleset,
                                        SandUnit     *unit);
/* What the PIPs' menu offers: each command with PIPs enough giving the ruleset's
 * ratio of them for one to another command of its side. NULL when the ruleset
 * allows no transfers or none can be made now. */
GMenuModel *sand_play_orders_pips_menu (SandScenario *scenario,
                                        SandRuleset  *ruleset);

G_END_DECLS
