/* sand-ruleset.h: a ruleset as data — classes, modes, and how each kind of ground,
 * line, level, friend and enemy counts for a move (MOVEMENT.md §3).
 *
 * Rules are looked up for a context (class, mode, the unit's special rules): the
 * last matching rule in the file wins, and rules inside <special> come after the
 * others, so a special rule overrides the general one.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "sand-reason.h"
#include "sand-types.h"
#include "sand-scenario.h"
#include "sand-terrain-kind.h"

G_BEGIN_DECLS

#define SAND_RULESET_NS "urn:sandtable:ruleset:1"

typedef enum
{
  SAND_ROUND_NONE,
  SAND_ROUND_DOWN,
  SAND_ROUND_UP,
  SAND_ROUND_NEAREST,
} SandRounding;

typedef struct
{
  char        *id;
  char        *name;
  char        *allowance; /* expression over unit attributes, e.g. "mv", "speed-mph / 2 + 3" */
  char       **modes;     /* the modes this class may use; NULL = all */
  GHashTable  *defaults;  /* attribute -> value when the unit does not say */
  /* a vehicle drawn by a team (seed 000's wagons): SandRulesetAnimal, or NULL;
   * the allowance may then name "team", the team's pace for the mode */
  GPtrArray   *animals;
  guint        max_animals; /* 0 = no limit */
  /* a unit whose class the ruleset does not name moves as this one (seed 004:
   * every model is infantry, whatever the scenario calls it) */
  gboolean     is_default;
} SandRulesetUnitClass;

/* One kind of animal in a team: what it pulls (tons) and its paces. */
typedef struct
{
  char       *id;
  double      pull;
  GHashTable *paces;        /* mode id -> length expression ("50m") */
  GHashTable *needed_limit; /* mode id -> at most this many animals needed for the load */
} SandRulesetAnimal;

typedef struct
{
  char    *id;
  char    *name;
  char    *allowance;     /* expression over "base" (the class's allowance) and attributes */
  gboolean straight;      /* mechanism 11: only in a straight line from the start */
} SandRulesetMode;

typedef struct
{
  char *id;
  char *name;
  char *parameter;        /* e.g. "inches" for spread:N; NULL without one */
} SandRulesetSpecial;

/* What a going does, resolved for one class and mode. */
typedef struct
{
  double       rate;           /* mechanism 1: fraction of full speed (1 = none) */
  double       cap;            /* mechanism 2: inches per move (0 = none) */
  double       tier_fraction;  /* mechanism 3: allowance × fraction (0 = none) */
  double       tier_inches;    /* mechanism 3: allowance at most this (0 = none) */
  SandRounding tier_round;
  double       lose;           /* mechanism 7: inches lost crossing a line */
  gboolean     impassable;     /* mechanism 5 */
  gboolean     forbidden;      /* mechanism 4: not in this mode */
  gboolean     no_end;         /* mechanism 6 */
  gboolean     whole_turn;     /* mechanism 7 */
  char        *label;          /* the goings' names, "Slow and Difficult going" */
  char        *ids;            /* their ids as the rule names them, "slow difficult" */
  gboolean     stop;           /* mechanism 7: the move stops at the line; a unit that
                                * starts in contact crosses freely (seed 000: armour at wire) */
  gboolean     replace;        /* terrain: the ground drawn beneath no longer counts (a road) */
  gboolean     overlay;        /* terrain: lies over the ground, whose going still counts (smoke) */
} SandGoingEffect;

void     sand_going_effect_clear   (SandGoingEffect *effect);
/* TRUE when it changes nothing for the move. */
gboolean sand_going_effect_is_clear (const SandGoingEffect *effect);

/* Attribute lookup for allowance expressions; returns NULL when unset. */
typedef const char *(*SandAttrFunc) (const char *name,
                                     gpointer    user_data);

typedef struct
{
  const char         *class_id;
  const char         *mode_id;
  const char * const *specials;     /* special rule ids the unit has (NULL-terminated), may be NULL */
  /* the unit's attributes, for rules written when="stance=prone"; may be NULL */
  SandAttrFunc        attrs;
  gpointer            attrs_data;
  /* metres per inch for lengths written in metres ("50m"); 0 = 10 */
  double              scale;
  /* the changed ground after consecutive turns of weather ("rain", "snow"), as
   * sand_ruleset_weather_state() says; NULL = the ground as drawn */
  const char         *weather;
} SandRulesetContext;

#define SAND_TYPE_RULESET (sand_ruleset_get_type ())
G_DECLARE_FINAL_TYPE (SandRuleset, sand_ruleset, SAND, RULESET, GObject)

/* Loads and checks a ruleset file; on failure NULL with every problem in @error
 * as "file:line: message" lines (SAND_ERROR). */
SandRuleset *sand_ruleset_load_data        (const char          *data,
                                            gsize                length,
                                            const char          *display_name,
                                            GError             **error);
SandRuleset *sand_ruleset_load_file        (GFile               *file,
                                            GError             **error);

const char  *sand_ruleset_get_id           (SandRuleset         *self);
const char  *sand_ruleset_get_name         (SandRuleset         *self);
const char  *sand_ruleset_get_description  (SandRuleset         *self);
/* A name, description or note of a ruleset as the reader's language says it:
 * its translation where the catalogue has the bundled rulesets' text, else
 * @text as written. For what people read; files and JSON keep the file's words.
 * The result lives as long as the program (or as @text). */
const char  *sand_ruleset_text             (const char          *text);
/* SAND_GRID_HEX when the rules are played on the scenario's hex grid: the
 * allowances and bonuses then count hexes, not inches. */
SandGridType sand_ruleset_get_grid_type    (SandRuleset         *self);
/* Where it was loaded from (a path, or "resource:///…" for bundled ones). */
const char  *sand_ruleset_get_origin       (SandRuleset         *self);

/* Borrowed arrays of the file's classes, modes and special rules, in file order. */
const SandRulesetUnitClass   * const *sand_ruleset_get_classes  (SandRuleset *self,
                                                             guint       *n);
const SandRulesetMode    * const *sand_ruleset_get_modes    (SandRuleset *self,
                                                             guint       *n);
const SandRulesetSpecial * const *sand_ruleset_get_specials (SandRuleset *self,
                                                             guint       *n);
/* The class @id, or the ruleset's default class (default="true") for an id it
 * does not name; NULL when there is neither. */
const SandRulesetUnitClass   *sand_ruleset_find_class   (SandRuleset *self,
                                                     const char  *id);
const SandRulesetMode    *sand_ruleset_find_mode    (SandRuleset *self,
                                                     const char  *id);
/* The mode ids a class may use (free with g_strfreev()). */
char       **sand_ruleset_class_modes      (SandRuleset         *self,
                                            const char          *class_id);

/* The longest move in inches: some hundred times a club table's length. */
#define SAND_RULESET_MAX_ALLOWANCE 10000.0

/* The move's allowance in inches for a unit of @class_id in @mode_id; @scale is the
 * ground scale (metres per inch) for lengths written in metres ("50m"); more than
 * SAND_RULESET_MAX_ALLOWANCE is an error. */
gboolean     sand_ruleset_allowance        (SandRuleset         *self,
                                            const char          *class_id,
                                            const char          *mode_id,
                                            SandAttrFunc         attrs,
                                            gpointer             user_data,
                                            double               scale,
                                            double              *inches,
                                            GError             **error);

/* Area ground of @kind (@fordable for watercourses). FALSE when no rule maps it
 * (it is then Clear). */
gboolean     sand_ruleset_lookup_terrain   (SandRuleset              *self,
                                            const SandRulesetContext *ctx,
                                            SandTerrainKind           kind,
                                            gboolean                  fordable,
                                            SandGoingEffect          *effect);
/* The same for a feature with a surface (roads: "paved", "dirt"); rules that name
 * a surface match only features of that surface. */
gboolean     sand_ruleset_lookup_terrain_surface (SandRuleset              *self,
                                                  const SandRulesetContext *ctx,
                                                  SandTerrainKind           kind,
                                                  gboolean                  fordable,
                                                  const char               *surface,
                                                  SandGoingEffect          *effect);
/* Open ground, where no feature is drawn (<ground>). FALSE when the ruleset says
 * nothing of it: it is then Clear and features simply add to it. */
gboolean     sand_ruleset_lookup_ground    (SandRuleset              *self,
                                            const SandRulesetContext *ctx,
                                            SandGoingEffect          *effect);
/* Mechanism 13: "rain" or "snow" when @turns consecutive turns of @weather have
 * changed the ground under this ruleset's <weather> rules, else NULL. */
const char  *sand_ruleset_weather_state    (SandRuleset              *self,
                                            SandWeather               weather,
                                            int                       turns);
/* Leaving an area of @kind across its edge (seed 001: climbing out of a shell
 * hole). FALSE when no rule says anything about leaving it. */
gboolean     sand_ruleset_lookup_terrain_leave (SandRuleset              *self,
                                                const SandRulesetContext *ctx,
                                                SandTerrainKind           kind,
                                                gboolean                  fordable,
                                                SandGoingEffect          *effect);
/* Going through a door or window in a building's wall; @open for doors. FALSE
 * when no <opening> rule matches (the structure's openings are then free). */
gboolean     sand_ruleset_lookup_opening   (SandRuleset              *self,
                                            const SandRulesetContext *ctx,
                                            SandTerrainKind           kind,
                                            gboolean                  open,
                                            SandGoingEffect          *effect);
/* A linear obstacle of @kind and @height; @range (may be NULL) receives the
 * heights of the matching rule, which players read ("over 4in high"). */
gboolean     sand_ruleset_lookup_obstacle  (SandRuleset              *self,
                                            const SandRulesetContext *ctx,
                                            SandTerrainKind           kind,
                                            double                    height,
                                            SandGoingEffect          *effect,
                                            SandHeightRange          *range);
/* Going up and down a level of @kind (hill) — mechanism 8. */
gboolean     sand_ruleset_lookup_levels    (SandRuleset              *self,
                                            const SandRulesetContext *ctx,
                                            SandTerrainKind           kind,
                                            SandGoingEffect          *up,
                                            SandGoingEffect          *down);

typedef struct
{
  SandGoingEffect walls;          /* crossing a building's outline */
  SandGoingEffect floor_up;
  SandGoingEffect floor_down;
  SandGoingEffect base;           /* the ground floor of a building with a base */
  guint64         openings;       /* bit per SandTerrainKind that is a way through */
  double          opening_width;  /* inches */
  double          floor_height;   /* inches climbed or descended per storey */
} SandStructureRules;

typedef struct
{
  SandGoingEffect same_team;      /* models of the unit's own team */
  SandGoingEffect other;          /* other friendly units */
  gboolean        may_end_on;     /* may a model end on another? */
  double          no_go;          /* enemies: no closer than this, edge to edge; 0 = none */
  double          zoc_radius;     /* zones of control (mechanism 9); 0 = none */
  double          zoc_angle;      /* ± degrees about an enemy's facing */
  gboolean        enemies_block;  /* a move may not pass through an enemy (its hex on a grid) */
  /* contact with an enemy's flank or rear only from a start beyond the line
   * prolonging that edge of its base */
  gboolean        flank_beyond_edge;
  /* breaks off only from enemies at its front: one touching its flank or rear
   * holds it where it stands */
  gboolean        break_off_front;
} SandUnitRules;

gboolean     sand_ruleset_lookup_structure (SandRuleset              *self,
                                            const SandRulesetContext *ctx,
                                            SandStructureRules       *rules);
void         sand_ruleset_lookup_units     (SandRuleset              *self,
                                            const SandRulesetContext *ctx,
                                            SandUnitRules            *rules);
/* The extra allowance of a move made entirely along a road (mechanism 12), 0 when
 * none; inches, or hexes on a hex grid. */
double       sand_ruleset_lookup_road_bonus (SandRuleset             *self,
                                             const SandRulesetContext *ctx);
/* Boarding a unit of @vehicle_class (seed 001: onto a tank deck, into a truck or
 * jeep): what getting onto its base is for the moving unit. FALSE when no <board>
 * rule names the class: it is then a unit like any other. */
gboolean     sand_ruleset_lookup_board     (SandRuleset              *self,
                                            const SandRulesetContext *ctx,
                                            const char               *vehicle_class,
                                            SandGoingEffect          *effect);
void         sand_structure_rules_clear    (SandStructureRules       *rules);
void         sand_unit_rules_clear         (SandUnitRules            *rules);

/* The <note>s of the file, each "element: text", for players to read. */
GPtrArray   *sand_ruleset_get_notes        (SandRuleset         *self);

/* What a <show> draws, and around what. */
typedef enum
{
  SAND_SHOW_CLOSE_COMBAT,
  SAND_SHOW_COHERENCY,
  SAND_SHOW_FORWARD_ARC,
  SAND_SHOW_COMMAND,          /* how far from its officer the unit is commanded */
} SandShowMark;

typedef enum
{
  SAND_SHOW_AROUND_ENEMIES,   /* each enemy unit */
  SAND_SHOW_AROUND_TEAM,      /* each other model of the unit's team */
  SAND_SHOW_AROUND_UNIT,      /* the unit itself */
  SAND_SHOW_AROUND_OFFICER,   /* its officer (sand_command_find_officer()) */
  SAND_SHOW_AROUND_TEAM_MOVED, /* each other model of its team that has moved this turn */
} SandShowAround;

/* A distance the rules name for players to measure about a move (<show>): drawn
 * over the reach, never a limit on the move itself. */
typedef struct
{
  SandShowMark   mark;
  SandShowAround around;
  double         inches;      /* out from the edge of the base it is around */
  double         half_angle;  /* degrees either side of its facing; 180 = all round */
} SandRulesetShow;

/* The <show> marks for a unit in @ctx, in file order (a GArray of
 * SandRulesetShow), then a command ring round the officer for each <beyond> of
 * the unit's <command>. Where the unit has the special rule that replaces a
 * distance with its parameter (its "special" attribute says "spread:3"), the
 * parameter is the distance. */
GArray      *sand_ruleset_lookup_shows     (SandRuleset              *self,
                                            const SandRulesetContext *ctx);

/* How a unit attribute the rules read is written. */
typedef enum
{
  SAND_RULESET_ATTR_NUMBER,
  SAND_RULESET_ATTR_BOOLEAN,   /* "true" or "false" */
  SAND_RULESET_ATTR_CHOICE,    /* one of the words in values */
  SAND_RULESET_ATTR_TEXT,      /* free text or a list ("horse:4,mule:2", "leaper spread:3") */
  SAND_RULESET_ATTR_UNIT,      /* the id of another unit (an officer) */
  SAND_RULESET_ATTR_LENGTH,    /* a number of table inches */
} SandRulesetAttrType;

typedef struct
{
  char                *id;
  char                *name;          /* as the file names it (<attribute name=…>), or NULL */
  SandRulesetAttrType  type;
  char               **values;        /* CHOICE: the words the rules name, in file order */
  char                *default_value; /* the class's <default>, else the declared default, or NULL */
  char                *description;   /* for the inspector, or NULL */
  double               min;           /* NUMBER, LENGTH: -INFINITY when unbounded */
  double               max;           /* INFINITY when unbounded */
  double               step;          /* NUMBER, LENGTH: what an editor steps by (default 1) */
  gboolean             declared;      /* by <attribute>, not only found in the rules */
} SandRulesetAttr;

void         sand_ruleset_attr_free        (SandRulesetAttr     *attr);
/* The attribute @id among @attrs (sand_ruleset_list_attributes()), or NULL. */
const SandRulesetAttr *sand_ruleset_attrs_find (GPtrArray       *attrs,
                                                const char      *id);
/* Whether @value is one @attr allows: a number within its range, true or false,
 * one of its words; @why (may be NULL) receives what is wrong, translated. */
gboolean     sand_ruleset_attr_accepts     (const SandRulesetAttr *attr,
                                            const char            *value,
                                            char                 **why);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (SandRulesetAttr, sand_ruleset_attr_free)

/* The unit attributes the rules read for a unit of @class_id (NULL: of any class):
 * the file's <attribute> declarations, and those found in the class's
 * defaults, the allowances of the class and its modes, the when= filters of the
 * rules that apply to it, its team (animals, load) and the special rules
 * (special). What the engine works out itself (base, mode, team, group) and
 * what every unit has (the stance is listed when the rules read it) are not
 * attributes. In the order first read; free with g_ptr_array_unref(). */
GPtrArray   *sand_ruleset_list_attributes  (SandRuleset         *self,
                                            const char          *class_id);

/* The attributes the file declares type="unit", that name another unit (an
 * officer), for any class, in file order; free with g_strfreev(). */
char       **sand_ruleset_list_unit_links  (SandRuleset         *self);

/* Applies the rounding to a value (for tiers). */
double       sand_rounding_apply           (SandRounding         rounding,
                                            double               value);

/* Evaluates an allowance expression: numbers (optionally ending in "m" for metres
 * or "in"), attribute names, + - * / and parentheses, and choices by an
 * attribute's word, "stance (prone: 2, standing: 6)", where "none: …" is taken
 * when the unit has no value for it. */
gboolean     sand_ruleset_eval             (const char          *expression,
                                            SandAttrFunc         attrs,
                                            gpointer             user_data,
                                            double               scale,
                                            double              *value,
                                            GError             **error);

G_END_DECLS
