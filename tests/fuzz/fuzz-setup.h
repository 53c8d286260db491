/* fuzz-setup.h: what every harness does once, before its first input.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <stddef.h>
#include <stdint.h>

#include "sand-ruleset-registry.h"

int LLVMFuzzerInitialize (int *argc, char ***argv);
int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

/* The bundled rulesets only (the user's folders are kept out of the run). */
SandRulesetRegistry *fuzz_registry (void);

/* Ends the run as a crash, saying why. */
G_NORETURN void      fuzz_fail     (const char *format,
                                    ...) G_GNUC_PRINTF (1, 2);
