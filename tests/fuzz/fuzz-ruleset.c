/* fuzz-ruleset.c: ruleset bytes → load, and every class's allowance in each of
 * its modes worked out for a unit that says nothing of itself.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "fuzz-setup.h"
#include "sand-ruleset.h"

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (SandRuleset) ruleset = sand_ruleset_load_data ((const char *) data, size,
                                                            "fuzz.xml", &error);
  if (ruleset == NULL)
    {
      if (error == NULL || error->message[0] == '\0')
        fuzz_fail ("a ruleset was refused without a message");
      return 0;
    }

  guint n_classes;
  const SandRulesetUnitClass *const *classes = sand_ruleset_get_classes (ruleset, &n_classes);
  for (guint c = 0; c < n_classes; c++)
    {
      g_auto (GStrv) modes = sand_ruleset_class_modes (ruleset, classes[c]->id);
      for (guint m = 0; modes != NULL && modes[m] != NULL; m++)
        {
          double inches;
          g_autoptr (GError) eval_error = NULL;
          sand_ruleset_allowance (ruleset, classes[c]->id, modes[m], NULL, NULL, 10,
                                  &inches, &eval_error);
        }
    }
  return 0;
}
