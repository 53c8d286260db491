/* sand-clipboard.h: a piece of a scenario as scenario XML, to copy between tables.
 *
 * A selection of features and units is written as a whole scenario document that
 * holds only them (and the sides of the units), so what is copied from one table
 * validates like any file and pastes into another.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "sand-history.h"

G_BEGIN_DECLS

/* The media type the clipboard offers besides plain text. */
#define SAND_CLIPBOARD_MIME_TYPE "application/x-sandtable+xml"

/* Writes @items (SandFeature and SandUnit objects; others are skipped) of
 * @scenario as scenario XML: features in the scenario's drawing order, units
 * under copies of their sides, the table and grid of @scenario. */
GBytes       *sand_clipboard_serialize (SandScenario  *scenario,
                                        GPtrArray     *items);
/* Reads what sand_clipboard_serialize() wrote (or any scenario file) into a
 * scenario of its own; NULL with @error ("clipboard:line: message") when it is
 * not a valid scenario. */
SandScenario *sand_clipboard_parse     (const char    *data,
                                        gsize          length,
                                        GError       **error);
/* Adds copies of every feature and unit of @fragment to the history's scenario as
 * one step, moved by (@dx, @dy): ids that are taken get fresh ones, units join the
 * side with the same id (else the same name), and sides missing from the scenario
 * are added. Returns the new items (SandFeature, then SandUnit), owned. */
GPtrArray    *sand_clipboard_paste     (SandHistory   *history,
                                        SandScenario  *fragment,
                                        double         dx,
                                        double         dy);

G_END_DECLS
