/* sand-hex-aid.h: what one unit of a hex scenario observes and can fire at,
 * by the play aids its ruleset declares (<sight>, <weapon>, <combat>,
 * <strength>).
 *
 * From the unit's own hex, or from a hex it might move to: which hexes within
 * sight range it sees, which enemies it sees, and which it could hit. The panel
 * and the canvas layer both read it. Eliminated units are gone from the table:
 * they neither block sight nor are targets. Holds no widget.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "sand-app-types.h"
#include "sand-fire.h"
#include "sand-ruleset-registry.h"

G_BEGIN_DECLS

/* One enemy within observation or weapon range of the origin. */
typedef struct
{
  SandUnit     *unit;     /* borrowed; the scenario keeps it */
  SandHex       hex;
  int           distance; /* in hexes from the origin */
  gboolean      seen;     /* the unit sees it from the origin */
  gboolean      target;   /* the unit could fire at it */
  SandSightBlock sight;   /* why it is not seen, when not */
  SandSightBlock block;   /* why not, when not a target */
} SandHexAidEnemy;

/* A hex within observation range that the unit does not see, and why. */
typedef struct
{
  SandHex        hex;
  SandSightBlock block;
} SandHexAidHidden;

#define SAND_TYPE_HEX_AID (sand_hex_aid_get_type ())
G_DECLARE_FINAL_TYPE (SandHexAid, sand_hex_aid, SAND, HEX_AID, GObject)

/* Properties: "scenario", "unit", "available" (read-only: the scenario has a hex
 * grid and its ruleset declares sight, a weapon or a combat table). Signal
 * "changed": the answers were worked out again. */

SandHexAid     *sand_hex_aid_new            (void);

SandScenario   *sand_hex_aid_get_scenario   (SandHexAid    *self);
void            sand_hex_aid_set_scenario   (SandHexAid    *self,
                                             SandScenario  *scenario);
gboolean        sand_hex_aid_get_available  (SandHexAid    *self);
/* The hex map of the scenario, NULL without a grid. */
SandHexMap     *sand_hex_aid_get_map        (SandHexAid    *self);
/* The scenario's ruleset when it is installed and the scenario has a grid
 * (borrowed), else NULL. */
SandRuleset    *sand_hex_aid_get_ruleset    (SandHexAid    *self);
/* The installed rulesets to look the scenario's up in (the window's); without
 * one the aid loads its own when it first needs one. */
void            sand_hex_aid_set_registry   (SandHexAid          *self,
                                             SandRulesetRegistry *registry);

SandUnit       *sand_hex_aid_get_unit       (SandHexAid    *self);
void            sand_hex_aid_set_unit       (SandHexAid    *self,
                                             SandUnit      *unit);

/* The hex the unit would observe and fire from; NULL goes back to its own hex. */
void            sand_hex_aid_set_origin     (SandHexAid    *self,
                                             const SandHex *hex);
/* The hex the answers count from; TRUE when that is not the unit's own hex. */
gboolean        sand_hex_aid_get_origin     (SandHexAid    *self,
                                             SandHex       *hex);
/* The hex the unit stands in. FALSE without a unit. */
gboolean        sand_hex_aid_get_unit_hex   (SandHexAid    *self,
                                             SandHex       *hex);

/* Hexes on the table within observation range that the unit sees (its own
 * included), GArray of SandHex; borrowed, empty without a unit. */
GArray         *sand_hex_aid_get_seen       (SandHexAid    *self);
/* Hexes on the table within observation range it does not see, GArray of
 * SandHexAidHidden; borrowed. */
GArray         *sand_hex_aid_get_hidden     (SandHexAid    *self);
/* Enemies within observation or weapon range, nearest first, GArray of
 * SandHexAidEnemy; borrowed. */
GArray         *sand_hex_aid_get_enemies    (SandHexAid    *self);
/* The entry for @unit, NULL when it is not among them. */
const SandHexAidEnemy *sand_hex_aid_find_enemy (SandHexAid *self,
                                                SandUnit   *unit);
/* The units still on the table (strength above 0), GListModel of SandUnit. */
GListModel     *sand_hex_aid_get_live_units (SandHexAid    *self);

/* The unit's strength by the ruleset's <strength> (its attribute, else its
 * default); FALSE when the ruleset counts none. */
gboolean        sand_hex_aid_unit_strength  (SandHexAid    *self,
                                             SandUnit      *unit,
                                             double        *strength);
gboolean        sand_hex_aid_unit_eliminated (SandHexAid   *self,
                                              SandUnit     *unit);

G_END_DECLS
