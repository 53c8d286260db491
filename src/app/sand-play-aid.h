/* sand-play-aid.h: what the play aid shows for the selected unit, kept up to date.
 *
 * Holds the choices (unit, ruleset, mode or all modes, a comparison, a side's
 * threat map, rings) and recomputes the reach in a worker thread whenever they or
 * the scenario change: a newer request cancels the one running, so dragging a unit
 * never waits for a stale answer. Holds no widget.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-app-types.h"
#include "sand-length.h"
#include "sand-reach-overlay.h"
#include "sand-ruleset-registry.h"
#include "sand-scenario.h"

G_BEGIN_DECLS

#define SAND_TYPE_PLAY_AID (sand_play_aid_get_type ())
G_DECLARE_FINAL_TYPE (SandPlayAid, sand_play_aid, SAND, PLAY_AID, GObject)

/* Properties: "scenario", "unit", "ruleset-id" (NULL: the scenario's), "mode-id"
 * (NULL: every mode of the unit's class), "compare", "compare-ruleset-id",
 * "compare-mode-id", "threat-side" (SandSide, NULL: none), "rings", "busy",
 * "overlay" (read-only, the last finished answer), "problem" (read-only, why
 * there is no overlay, or NULL), "use-cm" (lengths said in centimetres). */

SandPlayAid *sand_play_aid_new (void);

SandScenario *sand_play_aid_get_scenario (SandPlayAid *self);
void          sand_play_aid_set_scenario (SandPlayAid  *self,
                                          SandScenario *scenario);
SandUnit     *sand_play_aid_get_unit (SandPlayAid *self);
void          sand_play_aid_set_unit (SandPlayAid *self,
                                      SandUnit    *unit);
const char   *sand_play_aid_get_ruleset_id (SandPlayAid *self);
void          sand_play_aid_set_ruleset_id (SandPlayAid *self,
                                            const char  *id);
const char   *sand_play_aid_get_mode_id (SandPlayAid *self);
void          sand_play_aid_set_mode_id (SandPlayAid *self,
                                         const char  *id);
void          sand_play_aid_set_compare (SandPlayAid *self,
                                         gboolean     compare,
                                         const char  *ruleset_id,
                                         const char  *mode_id);
SandSide     *sand_play_aid_get_threat_side (SandPlayAid *self);
void          sand_play_aid_set_threat_side (SandPlayAid *self,
                                             SandSide    *side);
void          sand_play_aid_set_rings (SandPlayAid *self,
                                       gboolean     rings);
/* Where the bands are measured from: @anchor (table inches) while a drag
 * carries the unit, NULL for where the turn's rules measure its move from
 * (sand_play_get_anchor(): where it began this turn or this activation). */
void sand_play_aid_set_anchor (SandPlayAid     *self,
                               const SandPoint *anchor);
/* The figures that move with the unit (@units: SandUnit, the unit first) in
 * the ruleset's group move @move_id, from @starts (SandPoint each, NULL:
 * where they stand when solved): the bands are then the group's reach,
 * answered for the unit as sandtable-cli reach --group answers it. NULL
 * @units: the unit moves alone. */
void sand_play_aid_set_group (SandPlayAid *self,
                              GPtrArray   *units,
                              const char  *move_id,
                              GArray      *starts);
/* The unit "use-cm" chooses for the lengths the answers say. */
SandLengthUnit sand_play_aid_get_length_unit (SandPlayAid *self);
void           sand_play_aid_set_use_cm (SandPlayAid *self,
                                         gboolean     use_cm);
/* The ruleset in use: the chosen one, else the scenario's (borrowed, may be NULL). */
SandRuleset *sand_play_aid_get_ruleset (SandPlayAid *self);
/* Where the rulesets come from (borrowed); "changed" when it reads them again. */
SandRulesetRegistry *sand_play_aid_get_registry (SandPlayAid *self);
/* The rulesets to choose from (borrowed, SandRuleset, sorted by id). */
GPtrArray *sand_play_aid_list_rulesets (SandPlayAid *self);

gboolean          sand_play_aid_get_busy (SandPlayAid *self);
SandReachOverlay *sand_play_aid_get_overlay (SandPlayAid *self);
const char       *sand_play_aid_get_problem (SandPlayAid *self);
/* Answers finished so far, and requests cancelled before they finished. */
guint sand_play_aid_get_n_answers (SandPlayAid *self);
guint sand_play_aid_get_n_cancelled (SandPlayAid *self);

/* What the unit can do about (x, y), a line for each band (each mode, and the
 * compared ruleset's): what the way there costs and leaves, or why it cannot
 * get there. @path receives the cheapest way (SandPoint), or NULL; @reachable
 * whether some band can end there, and @reaching (may be NULL) which: bit i for
 * line i; @in_column (may be NULL) whether @path is a group's way as the
 * column its formation reduces to. NULL when there is no overlay. */
/* While set (as a unit is carried), a point out of reach is said by what the
 * straight way from the start meets, without solving again; cleared (the
 * pointer at rest), by the one feature or unit that decides it. */
void  sand_play_aid_set_quick_reasons (SandPlayAid *self,
                                       gboolean     quick);
char *sand_play_aid_describe_point (SandPlayAid *self,
                                    double       x,
                                    double       y,
                                    GArray     **path,
                                    gboolean    *reachable,
                                    guint       *reaching,
                                    gboolean    *in_column);

G_END_DECLS
