/* sand-play-describe.h: the log as players read it — one sentence an entry, in
 * the reader's language and length unit — and the whole log as text or HTML for
 * a club's report. The app and sandtable-cli say entries with these alone.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-length.h"
#include "sand-play-entry.h"
#include "sand-ruleset.h"
#include "sand-scenario.h"

G_BEGIN_DECLS

typedef enum
{
  SAND_PLAY_LOG_TEXT,
  SAND_PLAY_LOG_HTML,
} SandPlayLogFormat;

/* @entry as a sentence: "Cpl. Russo moved 5.2 in (Advance) from 23,32 to 28,32".
 * Names come from @scenario (units, sides) and @ruleset (modes, checks,
 * activities; may be NULL), ids where they are gone. */
char *sand_play_entry_describe (SandPlayEntry    *entry,
                                SandScenario     *scenario,
                                SandRuleset      *ruleset,
                                SandLengthUnit    unit);
/* What a card (or a draw's entry) names: "American team ft1", "Lt. Pitts",
 * "German free move". */
char *sand_play_card_describe  (SandPlayEntry    *card,
                                SandScenario     *scenario);
/* The log, turn by turn: plain text, or a whole HTML page titled with the
 * scenario's title. */
char *sand_play_log_export     (SandScenario     *scenario,
                                SandRuleset      *ruleset,
                                SandPlayLogFormat format,
                                SandLengthUnit    unit);

G_END_DECLS
