/* sand-play-entry.h: one record of a game in play — an entry of the log (a move,
 * a roll, a card drawn, hits, the end of a turn), a card of the deck, a command's
 * PIPs or a task of several cards — as the file's element keeps it.
 *
 * An entry is a kind (its element's name) and attributes; it is made whole and
 * then never changed, so lists can share it and undo can keep it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-types.h"

G_BEGIN_DECLS

/* Kinds of log entries (the elements of <log>). */
#define SAND_PLAY_SEED     "seed"      /* value: the generator was seeded */
#define SAND_PLAY_ROLL     "roll"      /* dice, faces, total; what for */
#define SAND_PLAY_SHUFFLE  "shuffle"   /* cards: the deck was shuffled */
#define SAND_PLAY_DRAW     "draw"      /* card (its number), side, team, unit, free */
#define SAND_PLAY_MOVE     "move"      /* unit, mode, from, to, distance, used, hexes, pips, outside */
#define SAND_PLAY_WORK     "work"      /* unit, activity, cards (done so far), of */
#define SAND_PLAY_TRANSFER "transfer"  /* side, from, to (commands), gave, got */
#define SAND_PLAY_HIT      "hit"       /* unit, target, roll, hits, strength */
#define SAND_PLAY_END_TURN "end-turn"  /* turn (the one that ended), weather, weather-turns */
/* Kinds of the state's records. */
#define SAND_PLAY_CARD     "card"      /* side, team, unit, free */
#define SAND_PLAY_COMMAND  "command"   /* of (an officer's or a side's id), side, pips */
#define SAND_PLAY_TASK     "task"      /* unit, activity, cards (done so far) */

#define SAND_TYPE_PLAY_ENTRY (sand_play_entry_get_type ())
G_DECLARE_FINAL_TYPE (SandPlayEntry, sand_play_entry, SAND, PLAY_ENTRY, GObject)

/* A new entry of @kind (one of the above); NULL when the kind is unknown. */
SandPlayEntry *sand_play_entry_new         (const char    *kind);
/* A copy, to change before it is shared. */
SandPlayEntry *sand_play_entry_copy        (SandPlayEntry *self);

const char    *sand_play_entry_get_kind    (SandPlayEntry *self);
gboolean       sand_play_entry_is_kind     (SandPlayEntry *self,
                                            const char    *kind);
/* The turn of a log entry (0 for the state's records). */
int            sand_play_entry_get_turn    (SandPlayEntry *self);

/* Attributes by their names in the file; NULL or the fallback when unset. */
const char    *sand_play_entry_get         (SandPlayEntry *self,
                                            const char    *name);
double         sand_play_entry_get_double  (SandPlayEntry *self,
                                            const char    *name,
                                            double         fallback);
int            sand_play_entry_get_int     (SandPlayEntry *self,
                                            const char    *name,
                                            int            fallback);
gboolean       sand_play_entry_get_boolean (SandPlayEntry *self,
                                            const char    *name);
/* "x,y"; FALSE when unset or not a point. */
gboolean       sand_play_entry_get_point   (SandPlayEntry *self,
                                            const char    *name,
                                            SandPoint     *point);

/* Setting, only while the entry is being made; NULL @value unsets. Numbers are
 * written in their shortest exact form, points as "x,y". */
void           sand_play_entry_set         (SandPlayEntry *self,
                                            const char    *name,
                                            const char    *value);
void           sand_play_entry_set_double  (SandPlayEntry *self,
                                            const char    *name,
                                            double         value);
void           sand_play_entry_set_int     (SandPlayEntry *self,
                                            const char    *name,
                                            gint64         value);
void           sand_play_entry_set_boolean (SandPlayEntry *self,
                                            const char    *name,
                                            gboolean       value);
void           sand_play_entry_set_point   (SandPlayEntry *self,
                                            const char    *name,
                                            SandPoint      point);

/* How an attribute's value is written. */
typedef enum
{
  SAND_PLAY_ATTR_TEXT,      /* a word, an id, a sentence */
  SAND_PLAY_ATTR_COUNT,     /* a whole number >= 0 */
  SAND_PLAY_ATTR_POSITIVE,  /* a whole number >= 1 */
  SAND_PLAY_ATTR_INTEGER,   /* a whole number */
  SAND_PLAY_ATTR_DECIMAL,   /* a number */
  SAND_PLAY_ATTR_BOOLEAN,   /* "true" or "false" */
  SAND_PLAY_ATTR_POINT,     /* "x,y" */
} SandPlayAttrType;

SandPlayAttrType sand_play_entry_attr_type (const char *kind,
                                            const char *name);

/* The attribute names the file format knows for @kind, in the order they are
 * written (NULL-terminated); NULL for an unknown kind. */
const char * const *sand_play_entry_kind_attrs (const char *kind);
/* The kinds a log holds (NULL-terminated). */
const char * const *sand_play_entry_log_kinds  (void);

/* Content of other namespaces on the entry's element. */
SandForeign   *sand_play_entry_get_foreign (SandPlayEntry *self);

G_END_DECLS
