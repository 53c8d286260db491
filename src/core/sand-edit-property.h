/* sand-edit-property.h: undoable changes to properties of the scenario and its items.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-history.h"

G_BEGIN_DECLS

/* Sets property @name of @object (the scenario, a feature, a unit or a side) to
 * @value, converted to the property's type. Setting the value it already has records
 * nothing. FALSE when the property does not exist, cannot be written or the value
 * cannot be converted. */
gboolean sand_edit_set_property  (SandHistory *history,
                                  GObject     *object,
                                  const char  *name,
                                  const GValue *value);
/* A ruleset attribute (see sand_unit_set_attr()); NULL @value unsets it. */
void     sand_edit_set_unit_attr (SandHistory *history,
                                  SandUnit    *unit,
                                  const char  *name,
                                  const char  *value);
/* The units (other than @besides) whose links name @from follow it to @to;
 * NULL @to: they name none. The links are the attributes the scenario's
 * ruleset declares type="unit" (an officer), as sand_history_get_ruleset()
 * has it; without the ruleset none is known and nothing changes. */
void     sand_edit_relink_units  (SandHistory *history,
                                  const char  *from,
                                  const char  *to,
                                  SandUnit    *besides);
void     sand_edit_move_unit     (SandHistory *history,
                                  SandUnit    *unit,
                                  double       x,
                                  double       y);
/* Degrees clockwise from up; normalised to [0, 360). */
void     sand_edit_set_facing    (SandHistory *history,
                                  SandUnit    *unit,
                                  double       facing);

G_END_DECLS
