/* sand-ohw-combat.h: the combat tables of One Hour Wargames WWII, hexed (seed 003).
 *
 * Pure functions over the text's numbers: unit classes, strengths, observation and
 * weapon ranges, and casualties per die score.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The classes of ruleset ohw-ww2-hex; their ids are part of the file format. */
typedef enum
{
  SAND_OHW_INFANTRY,
  SAND_OHW_CAVALRY,
  SAND_OHW_ANTI_TANK_GUN,
  SAND_OHW_ARTILLERY,
  SAND_OHW_ARMOURED_CAR,
  SAND_OHW_TANK,
  SAND_OHW_N_CLASSES,
  SAND_OHW_INVALID = -1,
} SandOhwClass;

/* "Units are allotted a pre-battle strength. This is normally 15". */
#define SAND_OHW_DEFAULT_STRENGTH 15
/* "Observation Range is 3 hexes." */
#define SAND_OHW_OBSERVATION_RANGE 3

const char   *sand_ohw_class_to_string   (SandOhwClass klass);
SandOhwClass  sand_ohw_class_from_string (const char  *str);
/* The translated name ("Anti-tank guns"). */
const char   *sand_ohw_class_get_label   (SandOhwClass klass);

/* Armoured cars and tanks: the targets the table treats apart. */
gboolean      sand_ohw_class_is_armoured (SandOhwClass klass);

/* Pre-battle strength for a status or equipment word: "elite" 20, "regular" 15,
 * "militia" 10, "light" 12, "medium" 15, "heavy" 18 (tanks). -1 when unknown. */
int           sand_ohw_strength_for      (const char  *status);

/* Weapon range in hexes: artillery 8, every other class 2. */
int           sand_ohw_weapon_range      (SandOhwClass klass);

/* The modifier added to the D6 when @attacker fights @target (0, -2 or +2).
 * @stated (may be NULL) is FALSE where the text gives no number (cavalry against
 * artillery): the value returned then is the reading chosen, D6-2 like the rest
 * of the cavalry row. */
int           sand_ohw_modifier          (SandOhwClass attacker,
                                          SandOhwClass target,
                                          gboolean    *stated);

/* Casualties (strength lost by the target) for one D6 score @die (1..6):
 * the modified score, never below 0; halved, fractions rounded up, when the
 * target is in cover or hull down. */
int           sand_ohw_casualties        (SandOhwClass attacker,
                                          SandOhwClass target,
                                          int          die,
                                          gboolean     in_cover);

/* Strength after losing @casualties, never below 0; "Units are eliminated once
 * their strength is reduced to 0." */
int           sand_ohw_apply_casualties  (int          strength,
                                          int          casualties);
gboolean      sand_ohw_is_eliminated     (int          strength);

G_END_DECLS
