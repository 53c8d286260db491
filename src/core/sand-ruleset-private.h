/* sand-ruleset-private.h: the ruleset's storage, shared by model and loader.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-ruleset-aids.h"
#include "sand-ruleset.h"
#include "sand-turn-procedure.h"

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
  SAND_RULE_GROUND,
  SAND_RULE_WEATHER,
  SAND_RULE_BOARD,
  SAND_RULE_SHOW,
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
  char   *length;    /* inches="50m" as written, re-read at the scenario's ground scale */
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
  GPtrArray  *attributes; /* SandRulesetAttr declared with <attribute> */
  GPtrArray  *attribute_classes; /* char** per declaration: its classes, NULL = any */
  SandGridType grid_type;
  struct _SandRulesetAids *aids; /* the play aids (sand-ruleset-aids.h) */
  SandTurnProcedure *turn; /* <turn> and <dice>; NULL: the defaults */
  struct _SandRulesetGroups *groups; /* <groups> (sand-ruleset-groups.h); NULL: none */
};

/* The play aids, kept apart from the movement rules; NULL members are not
 * declared. */
typedef struct _SandRulesetAids
{
  SandRulesetSight    *sight;
  GPtrArray           *weapons;   /* SandRulesetWeapon */
  SandRulesetCombat   *combat;
  SandRulesetStrength *strength;
  GPtrArray           *commands;  /* SandRulesetCommand */
} SandRulesetAids;

void                _sand_ruleset_groups_free (struct _SandRulesetGroups *groups);
SandRulesetAids    *_sand_ruleset_aids_new    (void);
void                _sand_ruleset_aids_free   (SandRulesetAids *aids);
SandRulesetCombat  *_sand_ruleset_combat_new  (void);
SandRulesetCommand *_sand_ruleset_command_new (void);

/* when="stance=prone radio=true": for each attribute named, one of the values
 * listed; an attribute the unit does not say takes its default for @class_id. */
gboolean _sand_ruleset_when_matches (SandRuleset  *self,
                                     char * const *when,
                                     const char   *class_id,
                                     SandAttrFunc  attrs,
                                     gpointer      user_data);
/* Whether an aid written for @classes (NULL: all) and @when applies to a unit
 * of @class_id (one the file does not name counts as its default class). */
gboolean _sand_ruleset_aid_matches  (SandRuleset  *self,
                                     char * const *classes,
                                     char * const *when,
                                     const char   *class_id,
                                     SandAttrFunc  attrs,
                                     gpointer      user_data);
/* Appends to @shows a command ring round the officer for each <beyond> of the
 * unit's <command>. */
void     _sand_ruleset_add_command_rings (SandRuleset              *self,
                                          const SandRulesetContext *ctx,
                                          GArray                   *shows);

/* The value a unit of @class_id that says nothing has for attribute @name: the
 * class's <default>, else the declared default= of the attribute; NULL when
 * neither. */
const char *_sand_ruleset_attr_default (SandRuleset *self,
                                        const char  *class_id,
                                        const char  *name);

void sand_going_part_free (gpointer part);
void sand_going_def_free (gpointer def);
void sand_rule_free      (gpointer rule);
void sand_ruleset_animal_free (gpointer animal);

/* The pace of @klass's team in @mode_id, in inches (0: the team cannot go at that
 * pace); FALSE with @error when the team cannot be hitched or cannot pull its
 * load. Reads the unit's "animals" ("horse:4,mule:2") and "load" (tons). */
gboolean _sand_ruleset_team_pace (const SandRulesetUnitClass *klass,
                                  const char                 *mode_id,
                                  SandAttrFunc                attrs,
                                  gpointer                    user_data,
                                  double                      scale,
                                  double                     *inches,
                                  GError                    **error);

struct _xmlNode;
typedef struct _SandXmlProblems SandXmlProblems;

/* sand-turn-procedure-loader.c: the file's <turn> and <dice> under @root (the
 * <ruleset> element), checked, or NULL when it has neither; their notes go to
 * the ruleset's. */
SandTurnProcedure *_sand_turn_procedure_read (SandRuleset            *rs,
                                              const struct _xmlNode *root,
                                              SandXmlProblems        *problems);
SandTurnProcedure *_sand_turn_procedure_new  (void);
/* The procedure of a ruleset without <turn>: every unit moves freely, once a turn. */
const SandTurnProcedure *_sand_turn_procedure_defaults (void);

G_END_DECLS
