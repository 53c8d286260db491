/* cli-run.h: running sandtable-cli's commands for the tests — in the test's
 * process (test-cli.h) or, where the program itself is what is tested, the
 * built program — and the fixtures, examples and scratch folders they use.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "test-cli.h"

G_BEGIN_DECLS

typedef struct
{
  int   status;
  char *out;
  char *err;
} Run;

void run_clear (Run *run);
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Run, run_clear)

/* Runs a program with the arguments up to NULL and waits for it. */
void run_program (Run        *run,
                  const char *program,
                  ...) G_GNUC_NULL_TERMINATED;
/* The built program, where the program itself is under test. */
#define run_cli_program(run, ...) run_program ((run), SANDTABLE_CLI, __VA_ARGS__, NULL)

/* Runs a command of sandtable-cli in this process with the arguments up to NULL. */
void run_command (Run        *run,
                  const char *command,
                  ...) G_GNUC_NULL_TERMINATED;
#define run_cli(run, ...) run_command ((run), __VA_ARGS__, NULL)

/* A fixture of tests/cli (free it). */
char *fixture    (const char *name);
/* An example shipped in data/scenarios/, or NULL when it is not there. */
char *example    (const char *name);
/* A scratch folder, and its removal with what is in it. */
char *temp_dir   (void);
void  remove_dir (const char *dir);

G_END_DECLS
