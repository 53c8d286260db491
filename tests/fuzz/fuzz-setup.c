/* fuzz-setup.c: the environment of a fuzzing run (see fuzz-setup.h).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "fuzz-setup.h"

#include <stdio.h>
#include <stdlib.h>

static SandRulesetRegistry *registry;

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  /* A user's own rulesets would change what is found and where. */
  g_setenv ("XDG_DATA_HOME", "/nonexistent/sandtable-fuzz", TRUE);
  g_setenv ("XDG_DATA_DIRS", "/nonexistent/sandtable-fuzz", TRUE);
  g_unsetenv ("SANDTABLE_RULESETS_DIR");
  /* A critical is a broken promise in our code, whatever the input. */
  g_log_set_always_fatal (G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING | G_LOG_FATAL_MASK);
  registry = sand_ruleset_registry_new ();
  return 0;
}

SandRulesetRegistry *
fuzz_registry (void)
{
  return registry;
}

void
fuzz_fail (const char *format,
           ...)
{
  va_list args;

  va_start (args, format);
  vfprintf (stderr, format, args);
  va_end (args);
  fputc ('\n', stderr);
  abort ();
}
