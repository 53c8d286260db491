/* sand-ruleset-private.h: the ruleset's storage, shared by model and loader.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-ruleset.h"

G_BEGIN_DECLS

typedef enum
{
  SAND_RULE_TERRAIN,
  SAND_RULE_OBSTACLE,
  SAND_RULE_LEVELS,
  SAND_RULE_STRUCTURE,
  SAND_RULE_FRIENDS,
  SAND_RULE_ENEMIES,
  SAND_RULE_ROAD_BONUS,
  SAND_RULE_OPENING,
} SandRuleType;

/* One effect inside a <going>: <rate>, <cap>, <tier>, <forbid>, <impassable>,
 * <no-end>, <lose>, <whole-turn>, optionally only for some classes/modes. */
typedef struct
{
  char   *what;
  char  **classes;
  char  **modes;
  char  **when;      /* "attribute=value" conditions on the unit; NULL = always */
  double  value;
  double  fraction;
  SandRounding round;
} SandGoingPart;

typedef struct
{
  char      *id;
  char      *name;
  GPtrArray *parts;   /* SandGoingPart */
} SandGoingDef;

typedef struct
{
  SandRuleType type;
  guint64      kinds;     /* bit per SandTerrainKind; 0 = any */
  char       **classes;   /* NULL = any */
  char       **modes;
  char       **when;
  char        *special;   /* inside <special id=…>, else NULL */
  GHashTable  *attrs;     /* the element's attributes, name -> value */
  int          line;
} SandRule;

struct _SandRuleset
{
  GObject     parent_instance;

  char       *id;
  char       *name;
  char       *description;
  char       *origin;
  GPtrArray  *classes;    /* SandRulesetUnitClass */
  GPtrArray  *modes;      /* SandRulesetMode */
  GPtrArray  *specials;   /* SandRulesetSpecial */
  GHashTable *goings;     /* id -> SandGoingDef */
  GPtrArray  *rules;      /* SandRule */
  GPtrArray  *notes;      /* char* */
  SandGridType grid_type;
};

void sand_going_part_free (gpointer part);
void sand_going_def_free (gpointer def);
void sand_rule_free      (gpointer rule);

G_END_DECLS
