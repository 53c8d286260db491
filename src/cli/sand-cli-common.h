/* sand-cli-common.h: what every sandtable-cli command shares.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "sand-json-writer.h"
#include "sand-reason.h"
#include "sand-ruleset-groups.h"
#include "sand-ruleset-registry.h"
#include "sand-scenario.h"

G_BEGIN_DECLS

/* Exit statuses, as FORMAT.md promises them to scripts. */
enum
{
  SAND_CLI_EXIT_OK = 0,
  SAND_CLI_EXIT_FAILED = 1,
  SAND_CLI_EXIT_USAGE = 2,
};

/* A command runs with argv[0] set to its own name and returns an exit status; it
 * prints with g_print() and g_printerr() only (sand_cli_run() gathers them) and
 * never exits. */
typedef int (*SandCliCommandFunc) (int    argc,
                                   char **argv);

/* Parses the command's options. On a usage error prints it on stderr and
 * returns FALSE: the caller returns SAND_CLI_EXIT_USAGE. --help prints the help
 * and returns FALSE too; the run then exits 0. @argv is left with the remaining
 * arguments. */
gboolean      sand_cli_parse_options (const char         *command,
                                      const char         *parameters,
                                      const char         *summary,
                                      const GOptionEntry *entries,
                                      int                *argc,
                                      char             ***argv);
/* Whether a command printed its --help since last asked; clears it. */
gboolean      sand_cli_take_help_printed (void);
/* Prints "sandtable-cli COMMAND: MESSAGE" and a hint to --help on stderr;
 * returns SAND_CLI_EXIT_USAGE. */
int           sand_cli_usage_error   (const char         *command,
                                      const char         *format,
                                      ...) G_GNUC_PRINTF (2, 3);
/* Prints "sandtable-cli COMMAND: MESSAGE" on stderr. */
void          sand_cli_print_error   (const char         *command,
                                      const char         *message);
/* Prints "sandtable-cli COMMAND: FILE:LINE: MESSAGE" for a problem with @unit,
 * at the line it was read from (FILE alone when it has none). */
void          sand_cli_print_unit_error (const char      *command,
                                         const char      *path,
                                         SandUnit        *unit,
                                         const char      *message);
/* The options of a command that prints JSON: --json, and --pretty for the same
 * indented for people (it implies --json), setting the gboolean at each
 * pointer. */
#define SAND_CLI_JSON_OPTIONS(json, pretty) \
  { "json", 0, 0, G_OPTION_ARG_NONE, (json), N_("Print one JSON object"), NULL }, \
  { "pretty", 0, 0, G_OPTION_ARG_NONE, (pretty), N_("Print the JSON indented, for people (implies --json)"), NULL }
/* Why a point (or floor) cannot be reached, as members of the current object:
 * "reason" in words (lengths in inches), "rule" (sand_reason_rule_id()) and,
 * @with_feature, "feature" (the id of the feature or unit that decides it, or
 * null). */
void          sand_cli_write_reason  (SandJsonWriter     *writer,
                                      const SandReason   *reason,
                                      gboolean            with_feature);
/* "@key": [x, y] in the current object. */
void          sand_cli_write_point   (SandJsonWriter     *writer,
                                      const char         *key,
                                      SandPoint           p);
/* Prints the finished @writer's JSON on stdout, indented when @pretty. */
void          sand_cli_print_json    (SandJsonWriter     *writer,
                                      gboolean            pretty);
/* Parses "X,Y" (two finite numbers); FALSE when it is not that. */
gboolean      sand_cli_parse_point   (const char         *text,
                                      SandPoint          *point);
/* Loads and validates a scenario; on failure prints every problem as
 * "file:line: message" on stderr and returns NULL. */
SandScenario *sand_cli_load_scenario (const char         *path);
/* The units @ids of @scenario and how they move together: the group move @id
 * (NULL: the ruleset's first formation, else its first column), a formation,
 * a column or a wheel; FALSE when there is none or a unit is missing, said as
 * "@file: …" for @command. */
gboolean      sand_cli_find_group    (const char          *command,
                                      const char          *file,
                                      SandScenario        *scenario,
                                      SandRuleset         *rs,
                                      char * const        *ids,
                                      const char          *move_id,
                                      GPtrArray           *units,
                                      const SandGroupMove **move);
/* The same, also checking the units against the scenario's ruleset in @registry
 * and that it is installed, each problem in its place among the others. */
SandScenario *sand_cli_load_scenario_checked (const char          *path,
                                              SandRulesetRegistry *registry);

G_END_DECLS
