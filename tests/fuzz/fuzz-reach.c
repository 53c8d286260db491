/* fuzz-reach.c: scenario + ruleset → compile → reach of the first unit.
 *
 * The input is a scenario, then optionally a NUL byte and a ruleset; without
 * one the scenario's own bundled ruleset judges it. The first unit moves in the
 * first mode of its class, on the hex grid when the ruleset is hexed.
 *
 * The move is solved on half-inch cells, five times the default's width: every
 * path of the solver is taken as at the default, in a twenty-fifth of the cells
 * (a 12" move has 2,300 rather than 58,000), so each input takes milliseconds
 * rather than a second under the sanitizers. Larger moves are still coarsened
 * by the engine's own cap (SAND_MOVE_MAX_CELLS), as the app's are.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "fuzz-setup.h"
#include "sand-hex-reach.h"
#include "sand-reach.h"
#include "sand-scenario-io.h"

#define FUZZ_RESOLUTION 0.5

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  const uint8_t *nul = memchr (data, '\0', size);
  size_t scenario_size = nul ? (size_t) (nul - data) : size;

  g_autoptr (GError) error = NULL;
  g_autoptr (SandScenario) scenario = sand_scenario_load_data ((const char *) data, scenario_size,
                                                               "fuzz.sandtable", &error);
  if (scenario == NULL)
    return 0;

  g_autoptr (SandRuleset) own = NULL;
  SandRuleset *ruleset;
  if (nul != NULL)
    {
      own = sand_ruleset_load_data ((const char *) nul + 1, size - scenario_size - 1,
                                    "fuzz.xml", &error);
      ruleset = own;
    }
  else
    {
      const char *id = sand_scenario_get_ruleset (scenario);
      ruleset = id ? sand_ruleset_registry_lookup (fuzz_registry (), id) : NULL;
    }
  if (ruleset == NULL)
    return 0;

  GListModel *units = sand_scenario_get_units (scenario);
  if (g_list_model_get_n_items (units) == 0)
    return 0;
  g_autoptr (SandUnit) unit = g_list_model_get_item (units, 0);
  g_auto (GStrv) modes = sand_ruleset_class_modes (ruleset, sand_unit_get_class (unit));
  if (modes == NULL || modes[0] == NULL)
    return 0;

  if (sand_ruleset_get_grid_type (ruleset) == SAND_GRID_HEX)
    {
      g_autoptr (SandHexReach) hex = sand_hex_reach_compute_for_scenario (scenario, ruleset, unit,
                                                                          modes[0], &error);
      if (hex != NULL)
        g_array_unref (sand_hex_reach_get_reachable (hex));
      return 0;
    }

  g_autoptr (SandMoveSnapshot) snapshot = sand_move_snapshot_new (scenario, ruleset, unit, modes[0],
                                                                  FUZZ_RESOLUTION, &error);
  if (snapshot == NULL)
    return 0;
  g_autoptr (SandReachField) field = sand_reach_compute (snapshot, NULL, &error);
  if (field == NULL)
    fuzz_fail ("a reach without a cancellable failed: %s", error ? error->message : "(no message)");
  return 0;
}
