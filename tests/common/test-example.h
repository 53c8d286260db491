/* test-example.h: an example scenario of data/scenarios, loaded for a test.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-scenario-io.h"

/* @name without ".sandtable"; from $SANDTABLE_SOURCE_DATA when set. */
static inline SandScenario *
test_example_load (const char *name)
{
  const char *data = g_getenv ("SANDTABLE_SOURCE_DATA");
  g_autofree char *file_name = g_strconcat (name, ".sandtable", NULL);
  g_autofree char *path = g_build_filename (data ? data : SOURCE_DATADIR, "scenarios", file_name, NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  SandScenario *scenario = sand_scenario_load_file (file, &error);

  g_assert_no_error (error);
  return scenario;
}
