/* sand-hex-panel.h: the "Hex" sidebar page — what the selected unit of a hex
 * scenario observes, the enemies in its weapon's range and the casualty dice,
 * as its ruleset declares them (<sight>, <weapon>, <combat>, <strength>); each
 * part is shown only when declared, the page only when one of them is.
 *
 * It works on the canvas it is given: it adds the hex aid and strength layers.
 * The unit it looks from is the editor's selection when that is one unit (or,
 * without an editor, the unit last clicked). While the page is shown and the
 * editor's select tool is in hand, a click on an enemy the unit could hit picks
 * the target, pointing at an empty hex looks from there and a click keeps that
 * hex. Actions (group "hex"): "select-unit" (s, a unit id, "" for
 * none), "pick-target" (s), "own-hex", "roll", "apply-hits".
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "sand-app-types.h"
#include "sand-history.h"
#include "sand-hex-aid.h"

G_BEGIN_DECLS

#define SAND_TYPE_HEX_PANEL (sand_hex_panel_get_type ())
G_DECLARE_FINAL_TYPE (SandHexPanel, sand_hex_panel, SAND, HEX_PANEL, AdwBin)

/* Properties: "available" (read-only: the scenario has a hex grid and its
 * ruleset declares sight, a weapon or a combat table), "history"
 * (may be NULL; hits are then applied directly, not undoably), "target", "die"
 * (the score of the dice, within what the row's dice can show), "in-cover". */

/* @editor may be NULL. The history follows the document's. */
GtkWidget    *sand_hex_panel_new           (SandCanvas   *canvas,
                                            SandDocument *document,
                                            SandEditor   *editor);
SandHexAid   *sand_hex_panel_get_aid       (SandHexPanel *self);
gboolean      sand_hex_panel_get_available (SandHexPanel *self);

SandHistory  *sand_hex_panel_get_history   (SandHexPanel *self);
void          sand_hex_panel_set_history   (SandHexPanel *self,
                                            SandHistory  *history);

/* The selected unit's seen enemies and the enemies it could hit, as listed
 * (GListModel of SandUnit). */
GListModel   *sand_hex_panel_get_seen_enemies (SandHexPanel *self);
GListModel   *sand_hex_panel_get_targets   (SandHexPanel *self);

SandUnit     *sand_hex_panel_get_target    (SandHexPanel *self);
void          sand_hex_panel_set_target    (SandHexPanel *self,
                                            SandUnit     *target);
int           sand_hex_panel_get_die       (SandHexPanel *self);
void          sand_hex_panel_set_die       (SandHexPanel *self,
                                            int           die);
gboolean      sand_hex_panel_get_in_cover  (SandHexPanel *self);
void          sand_hex_panel_set_in_cover  (SandHexPanel *self,
                                            gboolean      in_cover);
/* The hits the current die, target and cover would cause; -1 without a target. */
int           sand_hex_panel_get_hits      (SandHexPanel *self);

G_END_DECLS
