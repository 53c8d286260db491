/* scenario-io-fixture.h: loading the examples and comparing scenarios field by field,
 * shared by the scenario file tests.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-error.h"
#include "sand-foreign.h"
#include "sand-scenario-io.h"

G_BEGIN_DECLS

#define NS "urn:sandtable:scenario:1"

/* The path of the example scenario @name in the data directory. */
char *example_path (const char *name);

/* The contents of @path, which must be readable. */
char *load_text (const char *path,
                 gsize      *length);

/* The scenario in @path, which must load. */
SandScenario *load_path (const char *path);

/* @scenario written and read back. */
SandScenario *reload (SandScenario *scenario);

/* Asserts that every field of @a and @b, and of all they hold, is equal. */
void assert_scenarios_equal (SandScenario *a,
                             SandScenario *b);

G_END_DECLS
