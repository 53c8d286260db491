/* test-hexmove.h: shared fixtures of the hex movement tests.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-hex-reach.h"
#include "sand-scenario.h"

G_BEGIN_DECLS

/* Flat-topped hexes 4 inches across flats; hex (0, 0) is centred on the middle of
 * a 72 × 48 table, so every hex a test uses is open ground on the table. */
#define TEST_SIZE 4.0
#define TEST_X0   36.0
#define TEST_Y0   24.0

#define HEX(q, r) ((SandHex) { (q), (r) })

/* Why the unit cannot end in @hex, said as the command line says it (inches);
 * NULL when it can. */
static inline char *
test_hex_why (SandHexReach *reach,
              SandHex       hex)
{
  g_autoptr (SandReason) why = sand_hex_reach_why (reach, hex);

  return why != NULL ? sand_reason_format (why, SAND_LENGTH_INCHES) : NULL;
}

/* A scenario on that grid with two sides, "blue" and "red". */
SandScenario *test_scenario_new     (void);
/* Covers @hex wholly with an area of @kind. */
SandFeature  *test_cover            (SandScenario   *scenario,
                                     const char     *id,
                                     SandTerrainKind kind,
                                     SandHex         hex);
/* A line of @kind from one point to another, in inches. */
SandFeature  *test_line             (SandScenario   *scenario,
                                     const char     *id,
                                     SandTerrainKind kind,
                                     double          x0,
                                     double          y0,
                                     double          x1,
                                     double          y1);
/* A line of @kind through the centres of @n hexes. */
SandFeature  *test_line_through     (SandScenario   *scenario,
                                     const char     *id,
                                     SandTerrainKind kind,
                                     const SandHex  *hexes,
                                     guint           n);
/* A unit of @class_id of @side_id standing in the middle of @hex. */
SandUnit     *test_unit             (SandScenario   *scenario,
                                     const char     *id,
                                     const char     *class_id,
                                     const char     *side_id,
                                     SandHex         hex);
void          test_center           (SandHex         hex,
                                     double         *x,
                                     double         *y);
/* A file of the source tree's data/, e.g. ("scenarios", "hex-table.sandtable"). */
char         *test_data_path        (const char     *folder,
                                     const char     *name);
/* data/rulesets/ohw-ww2-hex.xml, the file players edit. */
SandRuleset  *test_ohw_ruleset      (void);
/* The same file with @old replaced by @replacement (which must occur once). */
SandRuleset  *test_ohw_ruleset_edit (const char     *old,
                                     const char     *replacement);
/* Solves the unit's "move". */
SandHexReach *test_solve            (SandScenario   *scenario,
                                     SandRuleset    *ruleset,
                                     const char     *unit_id);

/* A worked example of one movement rule: a table, and what the solver and the
 * command line must answer on it. */
typedef struct
{
  const char *unit;
  SandHex     hex;
  double      cost;       /* hexes; < 0: the unit may not end there */
  const char *reason;     /* when it may not: the whole reason, or NULL */
  gboolean    by_road;
  guint       path_len;   /* > 0: the way there, start first */
  SandHex     path[4];
} TestExpect;

typedef struct
{
  const char       *name;         /* "woods": /hexmove/solver/woods, /hexmove/cli/woods */
  void            (*build) (SandScenario *scenario,
                            const char   *arg);
  const char       *arg;
  int               n_reachable;  /* hexes the first unit of expects may end in; < 0: unchecked */
  const TestExpect *expects;
  guint             n_expects;
} TestExample;

extern const TestExample test_examples[];
extern const guint       test_n_examples;

SandScenario *test_example_build (const TestExample *example);

void          test_hexmove_rules_add_tests (void);
void          test_hexmove_cli_add_tests   (void);

G_END_DECLS
