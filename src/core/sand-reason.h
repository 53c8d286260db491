/* sand-reason.h: why a unit cannot get somewhere, as data.
 *
 * The engine answers "why not" with a SandReason: the rule (one of the engine's
 * below, or the ruleset's goings by id), what it is about (a feature, by id and
 * by the name the map shows, or a unit), and the numbers (lengths in inches,
 * allowances, hexes). Text is made only where it is shown, by
 * sand_reason_format(), in the reader's language and length unit: the app, the
 * printed legend and sandtable-cli all say a reason through it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-hex-grid.h"
#include "sand-length.h"

G_BEGIN_DECLS

/* What decides it. */
typedef enum
{
  SAND_REASON_NONE,
  /* where the point is */
  SAND_REASON_OFF_TABLE,
  SAND_REASON_OUT_OF_REACH,     /* even a straight walk is longer: @length away, @allowance */
  SAND_REASON_LONGER_WAY,       /* near enough in a straight line, the way round is longer */
  SAND_REASON_COSTS_MORE,       /* the way over @cause costs more than the @allowance */
  SAND_REASON_NO_MOVE,          /* the rules give the unit nothing in mode @mode */
  /* a going of the ruleset where @who is (@going, @says) */
  SAND_REASON_GOING,
  SAND_REASON_LIMIT,            /* @cause sets the whole move's limit, @length */
  SAND_REASON_IMPASSABLE,       /* blocked, no going said why */
  /* other units */
  SAND_REASON_ENEMY_NEAR,       /* closer than @length to enemy @who (none: some enemy) */
  SAND_REASON_ENEMY_IN_THE_WAY, /* may not pass through it */
  SAND_REASON_ZONE_OF_CONTROL,
  SAND_REASON_FLANK_CONTACT,    /* no contact with its flank unless starting beyond that edge */
  SAND_REASON_REAR_CONTACT,
  SAND_REASON_HELD,             /* in contact with its flank or rear: cannot break off */
  SAND_REASON_VEHICLE_OVERLAP,  /* may not end overlapping the vehicle */
  SAND_REASON_ENEMY_VEHICLE,    /* an enemy's, may not board */
  SAND_REASON_NO_BOARDING,      /* @going_name forbids boarding */
  SAND_REASON_FRIEND_BENEATH,   /* may not end on another model */
  /* upper floors of building @who, floor @floor */
  SAND_REASON_FLOOR_BLOCKED,    /* @cause forbids the climb */
  SAND_REASON_FLOOR_LIMIT,      /* @cause limits the move; the way up needs @length */
  SAND_REASON_FLOOR_UNREACHED,  /* the building cannot be reached */
  SAND_REASON_FLOOR_TOO_FAR,    /* the move is @allowance, the way up needs @length */
  SAND_REASON_FLOOR_START,      /* the ground the unit stands on, @cause, holds it */
  /* hexes */
  SAND_REASON_HEX_OFF_TABLE,    /* @hex */
  SAND_REASON_HEX_BEYOND,       /* @hex beyond @allowance hexes (+ @bonus along a road) */
  SAND_REASON_HEX_ENEMY,        /* enemy @who holds @hex */
  SAND_REASON_HEX_FRIEND,       /* friend @who holds @hex: two may not end in one */
  /* groups */
  SAND_REASON_TURN_ABOUT,       /* behind the group's front: it may not turn about to
                                 * move back (@mode: the group move's name) */
  SAND_REASON_COLUMN_REQUIRED,  /* the rules ask a column of the group (seed 002): moving
                                 * away from enemy @who to its front, or (who none) in
                                 * poor visibility */
} SandReasonRule;

/* What the reason is about. */
typedef enum
{
  SAND_REASON_WHO_NONE,
  SAND_REASON_WHO_FEATURE,      /* a drawn feature: @kind, @id, @name */
  SAND_REASON_WHO_ENEMY,        /* a unit of another side: @id, @name */
  SAND_REASON_WHO_FRIEND,
  SAND_REASON_WHO_VEHICLE,
  SAND_REASON_WHO_OPEN_GROUND,
  SAND_REASON_WHO_HILL,         /* a step of some hill */
  SAND_REASON_WHO_CLIMBING,     /* a storey up */
  SAND_REASON_WHO_COMING_DOWN,  /* a storey down */
} SandReasonWho;

/* Which part of it. */
typedef enum
{
  SAND_REASON_PART_WHOLE,
  SAND_REASON_PART_LEAVING,     /* across its edge on the way out */
  SAND_REASON_PART_GOING_UP,    /* a level's step */
  SAND_REASON_PART_GOING_DOWN,
} SandReasonPart;

/* What the going does, as the rules say it. */
typedef enum
{
  SAND_GOING_SAYS_NAME,         /* its name alone ("Rough terrain") */
  SAND_GOING_SAYS_IMPASSABLE,
  SAND_GOING_SAYS_FORBIDDEN,    /* not allowed when moving @mode */
  SAND_GOING_SAYS_AT_MOST,      /* the move is at most @length */
  SAND_GOING_SAYS_WHOLE_TURN,
  SAND_GOING_SAYS_STOP,         /* the move stops at it */
  SAND_GOING_SAYS_CAP,          /* at most @length a move */
} SandGoingSays;

/* The heights of an obstacle rule ("over 2in and up to 4in high"), inches. */
typedef struct
{
  gboolean has_lo, lo_open;     /* open: over (above=), else from (from=) */
  gboolean has_hi, hi_open;     /* open: under (below=), else up to (upto=) */
  double   lo, hi;
} SandHeightRange;

typedef struct _SandReason SandReason;

struct _SandReason
{
  SandReasonRule  rule;
  /* what it is about */
  SandReasonWho   who;
  char           *kind;        /* the feature's terrain kind as files spell it ("wall") */
  char           *id;          /* the feature's or unit's id */
  char           *name;        /* its name as the map shows it, or NULL */
  SandReasonPart  part;
  SandHeightRange range;       /* the obstacle rule's heights, if any */
  /* the ruleset's going */
  char           *going;       /* its ids as the ruleset writes them ("slow difficult") */
  char           *going_name;  /* its names ("Slow going and Difficult going"), or NULL */
  SandGoingSays   says;
  char           *mode;        /* FORBIDDEN: the mode's name; NO_MOVE: its id */
  /* numbers, in inches unless hexes */
  double          length;
  double          allowance;
  double          bonus;       /* HEX_BEYOND: more along a road */
  int             floor;
  gboolean        has_hex;     /* @hex, and @to for a side between two hexes */
  gboolean        has_side;
  SandHex         hex;
  SandHex         to;
  /* what stands behind it (LIMIT, COSTS_MORE, FLOOR_*) */
  SandReason     *cause;
};

#define SAND_TYPE_REASON (sand_reason_get_type ())
GType       sand_reason_get_type   (void) G_GNUC_CONST;

SandReason *sand_reason_new        (SandReasonRule    rule);
SandReason *sand_reason_copy       (const SandReason *reason);
void        sand_reason_free       (SandReason       *reason);
gboolean    sand_reason_equal      (const SandReason *a,
                                    const SandReason *b);
/* Sets what @reason is about; strings are copied. */
void        sand_reason_set_who    (SandReason       *reason,
                                    SandReasonWho     who,
                                    const char       *kind,
                                    const char       *id,
                                    const char       *name);
/* Takes @cause. */
void        sand_reason_set_cause  (SandReason       *reason,
                                    SandReason       *cause);
/* The reason itself, or its cause, that names what decides it: the going or
 * unit behind a limit, a cost or a floor. */
const SandReason *sand_reason_deciding (const SandReason *reason);

/* The rule as a word for scripts: the ruleset's going ids ("slow difficult",
 * "impassable") where a going decides, else the engine's: "off-table",
 * "out-of-reach", "longer-way", "no-move", "enemy-near", "enemy-in-the-way",
 * "zone-of-control", "flank-contact", "rear-contact", "held", "vehicle-overlap",
 * "enemy-vehicle", "friend-beneath", "floor-unreached", "floor-too-far",
 * "hex-off-table", "hex-beyond", "hex-enemy", "hex-friend", "turn-about",
 * "column-required". */
const char *sand_reason_rule_id    (const SandReason *reason);
/* The id of the feature or unit that decides it; NULL when none does. */
const char *sand_reason_feature_id (const SandReason *reason);

/* The reason in words, in the reader's language, its lengths in @unit:
 * "Lebrun's wheat: Slow going, not allowed when moving At The Double",
 * "Out of reach: 30.5in away, the move is 12in". */
char       *sand_reason_format     (const SandReason *reason,
                                    SandLengthUnit    unit);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SandReason, sand_reason_free)

G_END_DECLS
