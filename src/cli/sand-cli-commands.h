/* sand-cli-commands.h: the commands of sandtable-cli, one file each.
 *
 * A new command is a sand-cli-NAME.c with a function declared here and one line in
 * the table of sand-cli.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

int sand_cli_validate (int    argc,
                       char **argv);
int sand_cli_render   (int    argc,
                       char **argv);
int sand_cli_rulesets (int    argc,
                       char **argv);
int sand_cli_reach    (int    argc,
                       char **argv);
/* Playing a game (sand-cli-move.c, -turn.c, -status.c, -dice.c, -deck.c, -log.c). */
int sand_cli_move       (int    argc,
                         char **argv);
int sand_cli_start_turn (int    argc,
                         char **argv);
int sand_cli_end_turn   (int    argc,
                         char **argv);
int sand_cli_transfer   (int    argc,
                         char **argv);
int sand_cli_status     (int    argc,
                         char **argv);
int sand_cli_roll       (int    argc,
                         char **argv);
int sand_cli_hit        (int    argc,
                         char **argv);
int sand_cli_draw       (int    argc,
                         char **argv);
int sand_cli_deck       (int    argc,
                         char **argv);
int sand_cli_work       (int    argc,
                         char **argv);
int sand_cli_log        (int    argc,
                         char **argv);

G_END_DECLS
