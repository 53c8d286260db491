/* fuzz-scenario.c: scenario bytes → load → save → load.
 *
 * A file that loads must save to a file that loads again, and the second load
 * must be the same scenario as the first: both save to the same bytes (the
 * writer writes every part of the model, so equal bytes mean equal models).
 * A file that does not load must say why.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "fuzz-setup.h"
#include "sand-scenario-io.h"

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (SandScenario) first = sand_scenario_load_data_for_rulesets ((const char *) data, size,
                                                                         "fuzz.sandtable",
                                                                         fuzz_registry (), &error);
  if (first == NULL)
    {
      if (error == NULL || error->message[0] == '\0')
        fuzz_fail ("a file was refused without a message");
      return 0;
    }

  g_autoptr (GBytes) saved = sand_scenario_to_bytes (first);
  gsize saved_size;
  const char *saved_data = g_bytes_get_data (saved, &saved_size);
  g_autoptr (SandScenario) second = sand_scenario_load_data_for_rulesets (saved_data, saved_size,
                                                                          "saved.sandtable",
                                                                          fuzz_registry (), &error);
  if (second == NULL)
    fuzz_fail ("the saved file does not load:\n%s\n--- saved ---\n%.*s", error->message,
               (int) MIN (saved_size, 4096), saved_data);

  g_autoptr (GBytes) again = sand_scenario_to_bytes (second);
  if (!g_bytes_equal (saved, again))
    fuzz_fail ("the saved file loads as another scenario:\n--- first save ---\n%.*s\n--- second ---\n%.*s",
               (int) MIN (saved_size, 4096), saved_data,
               (int) MIN (g_bytes_get_size (again), 4096), (const char *) g_bytes_get_data (again, NULL));
  return 0;
}
