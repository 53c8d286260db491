/* sand-units-by-side.h: a list model of a scenario's units grouped under their
 * sides, for the Lists page: each side (a SandSide) in the sides' order, then
 * its units (SandUnit) in their order in the scenario.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

#define SAND_TYPE_UNITS_BY_SIDE (sand_units_by_side_get_type ())
G_DECLARE_FINAL_TYPE (SandUnitsBySide, sand_units_by_side, SAND, UNITS_BY_SIDE, GObject)

/* Follows @sides and @units (a scenario's) as they change, and a unit moved to
 * another side. A unit whose side is not among @sides comes last, under no side. */
GListModel *sand_units_by_side_new (GListModel *sides,
                                    GListModel *units);

G_END_DECLS
