/* sand-turn-strip.h: the turn in play at the top of the Play page — the turn's
 * number and weather, the ruleset's procedure steps in order, what it declares of
 * initiative, PIPs and the activation deck, Start Turn, End Turn with the next
 * turn's weather, a dice roller, and menus of the deck's changes, work and PIP
 * transfers (sand-play-orders.h). Every button is one step of the game
 * (sand-edit-play.h) through the document's history.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "sand-app-types.h"
#include "sand-play-aid.h"
#include "sand-scenario.h"

G_BEGIN_DECLS

#define SAND_TYPE_TURN_STRIP (sand_turn_strip_get_type ())
G_DECLARE_FINAL_TYPE (SandTurnStrip, sand_turn_strip, SAND, TURN_STRIP, GtkWidget)

/* Plays the game of @window's document under @aid's ruleset; adds the actions
 * "win.start-turn", "win.end-turn" (the next turn's weather as chosen on the
 * strip) and "win.draw-card". */
GtkWidget  *sand_turn_strip_new            (SandWindow    *window,
                                            SandPlayAid   *aid);
/* What the strip shows, for tests: the title ("Turn 2"), and the subtitle of
 * its row "procedure", "weather", "visibility", "initiative", "pips", "deck" or "dice"
 * (NULL when that row is hidden). */
const char *sand_turn_strip_get_title      (SandTurnStrip *self);
const char *sand_turn_strip_get_row_text   (SandTurnStrip *self,
                                            const char    *row);
/* As the buttons do: rolls @dice ("D6", "2D6+1", a die or check the ruleset
 * names); ends the turn with the weather chosen for the next. */
void        sand_turn_strip_roll           (SandTurnStrip *self,
                                            const char    *dice);
void        sand_turn_strip_choose_weather (SandTurnStrip *self,
                                            SandWeather    weather);
/* As the Visibility row's switch: whether the next turn's is poor. */
void        sand_turn_strip_choose_poor_visibility (SandTurnStrip *self,
                                                    gboolean       poor);

G_END_DECLS
