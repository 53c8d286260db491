/* sand-cli-play.h: what the playing commands (move, start-turn, end-turn,
 * status, roll, draw, deck, work, transfer, hit, log) share: a game opened from
 * FILE with its ruleset and a history to play through, saved only when the
 * command did something, and the log's new entries said as text or JSON.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-edit.h"
#include "sand-json-writer.h"
#include "sand-ruleset-registry.h"

G_BEGIN_DECLS

typedef struct
{
  const char          *command;  /* "move", … for messages */
  const char          *path;     /* FILE as given */
  SandRulesetRegistry *registry;
  SandScenario        *scenario;
  SandRuleset         *ruleset;  /* borrowed from the registry */
  SandHistory         *history;
  SandPlay            *play;
  guint                log_base; /* entries in the log when opened */
  gboolean             pretty;   /* JSON indented for people */
} SandCliGame;

/* Loads FILE and its ruleset; on failure prints why (file:line: …) and returns
 * NULL (exit 1). */
SandCliGame *sand_cli_game_open        (const char     *command,
                                        const char     *path);
/* The same for a command whose one argument left is FILE: NULL with *@status
 * the exit status when it is not, or FILE does not open. */
SandCliGame *sand_cli_game_open_argv   (const char     *command,
                                        int             argc,
                                        char          **argv,
                                        int            *status);
void         sand_cli_game_free        (SandCliGame    *game);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (SandCliGame, sand_cli_game_free)

/* Saves FILE when anything was done (FALSE and a message when it cannot). */
gboolean     sand_cli_game_save        (SandCliGame    *game);
/* The unit @id, or NULL after printing "FILE: no unit with id …". */
SandUnit    *sand_cli_game_find_unit   (SandCliGame    *game,
                                        const char     *id);
/* Prints "sandtable-cli COMMAND: FILE[:LINE]: @message" (at @unit's line). */
void         sand_cli_game_error       (SandCliGame    *game,
                                        SandUnit       *unit,
                                        const char     *message);
/* Parses --seed N (a whole number from 0 to 4294967295); FALSE when it is not one. */
gboolean     sand_cli_parse_seed       (const char     *text,
                                        guint32        *seed);

/* Writes a command's own keys into its JSON object. */
typedef void (*SandCliGameJsonFunc) (SandCliGame    *game,
                                     SandJsonWriter *w,
                                     gpointer        data);

/* Saves FILE (when anything was done) and prints the new entries, a line each,
 * or with @json one object of @keys' and "entries". The exit status. */
int          sand_cli_game_finish      (SandCliGame        *game,
                                        gboolean            json,
                                        SandCliGameJsonFunc keys,
                                        gpointer            data);
/* The entries added since the game was opened, a line each. */
void         sand_cli_game_print_new   (SandCliGame    *game);
/* The same as a JSON array under @key in the current object. */
void         sand_cli_game_write_new   (SandCliGame    *game,
                                        SandJsonWriter *w,
                                        const char     *key);
/* One entry as a JSON object: "position" (1-based in the log), "kind", its
 * attributes (numbers, booleans and points as [x, y]) and "text". */
void         sand_cli_write_entry      (SandCliGame    *game,
                                        SandJsonWriter *w,
                                        SandPlayEntry  *entry,
                                        guint           position);

G_END_DECLS
