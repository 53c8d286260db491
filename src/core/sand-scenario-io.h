/* sand-scenario-io.h: reading and writing scenario XML (FORMAT.md).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "sand-ruleset-registry.h"
#include "sand-scenario.h"

G_BEGIN_DECLS

/* Loads and validates a scenario. On failure returns NULL and sets @error
 * (SAND_ERROR) with every problem found, one per line, as "file:line: message";
 * nothing half-loaded is returned. No network, no DTD, no entity expansion. */
SandScenario *sand_scenario_load_file       (GFile         *file,
                                             GError       **error);
/* The same from memory; @display_name names the source in messages. */
SandScenario *sand_scenario_load_data       (const char    *data,
                                             gsize          length,
                                             const char    *display_name,
                                             GError       **error);
/* The same, also checking the units against the scenario's ruleset in @registry
 * (sand_scenario_check_ruleset()) and that it is there, even when the file has
 * other problems: every problem of the file, in the order of its lines. */
SandScenario *sand_scenario_load_data_for_rulesets (const char          *data,
                                                    gsize                length,
                                                    const char          *display_name,
                                                    SandRulesetRegistry *registry,
                                                    GError             **error);
/* Serialises the scenario as UTF-8 XML. */
GBytes       *sand_scenario_to_bytes        (SandScenario  *scenario);
/* Saves through sand_save_bytes() (sand-save.h): a temporary file renamed over
 * @file, the previous version kept as "FILE~"; on failure both are untouched. */
gboolean      sand_scenario_save_file       (SandScenario  *scenario,
                                             GFile         *file,
                                             GError       **error);

void          sand_scenario_load_file_async (GFile              *file,
                                             GCancellable       *cancellable,
                                             GAsyncReadyCallback callback,
                                             gpointer            user_data);
SandScenario *sand_scenario_load_file_finish (GAsyncResult      *result,
                                              GError           **error);
void          sand_scenario_save_file_async (SandScenario       *scenario,
                                             GFile              *file,
                                             GCancellable       *cancellable,
                                             GAsyncReadyCallback callback,
                                             gpointer            user_data);
gboolean      sand_scenario_save_file_finish (GAsyncResult      *result,
                                              GError           **error);

G_END_DECLS
