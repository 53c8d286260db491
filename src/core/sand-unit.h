/* sand-unit.h: one unit (figure, team, vehicle, hex unit) on the table.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-types.h"

G_BEGIN_DECLS

#define SAND_TYPE_UNIT (sand_unit_get_type ())
G_DECLARE_FINAL_TYPE (SandUnit, sand_unit, SAND, UNIT, GObject)

/* Properties: "id", "name", "class", "side" (SandSide), "x", "y", "facing",
 * "stance", "team", "role", "base" (diameter of a round base, inches, default 1),
 * "base-width"/"base-depth" (a rectangular base when both > 0).
 * The attributes its ruleset reads (mv, strength, officer, …, whatever the
 * ruleset declares) and the floor it stands on live in a string table:
 * sand_unit_get_attr()/set_attr().
 * "changed" is emitted after any of these changed. */

SandUnit    *sand_unit_new           (const char *id,
                                      const char *unit_class,
                                      SandSide   *side,
                                      double      x,
                                      double      y);
SandUnit    *sand_unit_copy          (SandUnit   *self);

const char  *sand_unit_get_id        (SandUnit   *self);
void         sand_unit_set_id        (SandUnit   *self,
                                      const char *id);
const char  *sand_unit_get_name      (SandUnit   *self);
void         sand_unit_set_name      (SandUnit   *self,
                                      const char *name);
const char  *sand_unit_get_class     (SandUnit   *self);
void         sand_unit_set_class     (SandUnit   *self,
                                      const char *unit_class);
SandSide    *sand_unit_get_side      (SandUnit   *self);
void         sand_unit_set_side      (SandUnit   *self,
                                      SandSide   *side);
double       sand_unit_get_x         (SandUnit   *self);
double       sand_unit_get_y         (SandUnit   *self);
void         sand_unit_set_position  (SandUnit   *self,
                                      double      x,
                                      double      y);
/* Degrees clockwise from up (0 faces y = 0). */
double       sand_unit_get_facing    (SandUnit   *self);
void         sand_unit_set_facing    (SandUnit   *self,
                                      double      facing);
const char  *sand_unit_get_stance    (SandUnit   *self);
void         sand_unit_set_stance    (SandUnit   *self,
                                      const char *stance);
const char  *sand_unit_get_team      (SandUnit   *self);
void         sand_unit_set_team      (SandUnit   *self,
                                      const char *team);
const char  *sand_unit_get_role      (SandUnit   *self);
void         sand_unit_set_role      (SandUnit   *self,
                                      const char *role);
double       sand_unit_get_base      (SandUnit   *self);
void         sand_unit_set_base      (SandUnit   *self,
                                      double      diameter);
double       sand_unit_get_base_width (SandUnit  *self);
double       sand_unit_get_base_depth (SandUnit  *self);
void         sand_unit_set_base_rect (SandUnit   *self,
                                      double      width,
                                      double      depth);
/* Half the base's extent in the worst direction: the radius of a round base, half
 * the diagonal of a rectangular one. Used for edge-to-edge distances. */
double       sand_unit_get_radius    (SandUnit   *self);

/* Ruleset attributes, by their file-format names. NULL when unset. */
const char  *sand_unit_get_attr      (SandUnit   *self,
                                      const char *name);
void         sand_unit_set_attr      (SandUnit   *self,
                                      const char *name,
                                      const char *value);
double       sand_unit_get_attr_double (SandUnit *self,
                                        const char *name,
                                        double      fallback);
/* The attribute @name of @unit (a SandUnit) as the rules read it: its attribute,
 * else, for "stance", its stance; NULL when unset. A SandAttrFunc. */
const char  *sand_unit_lookup_attr   (const char *name,
                                      gpointer    unit);
/* Names of the set attributes, sorted; free with g_strfreev(). */
char       **sand_unit_list_attrs    (SandUnit   *self);
/* The ids of the special rules its "special" attribute names, without their
 * parameters: "leaper spread:3" -> { "leaper", "spread" }; free with g_strfreev(). */
char       **sand_unit_list_specials (SandUnit   *self);

/* The line of the file the unit was read from, so later checks can say
 * file:line; 0 for a unit made or copied since. Not saved. */
guint        sand_unit_get_source_line (SandUnit *self);
void         sand_unit_set_source_line (SandUnit *self,
                                        guint     line);
/* Whether @name is one of the unit's own attributes in a file (id, name, class,
 * x, y, facing, stance, team, role, base, base-width, base-depth) rather than
 * one its ruleset reads. */
gboolean     sand_unit_is_own_attribute (const char *name);

gboolean     sand_unit_hit           (SandUnit   *self,
                                      double      x,
                                      double      y);
SandForeign *sand_unit_get_foreign   (SandUnit   *self);

G_END_DECLS
