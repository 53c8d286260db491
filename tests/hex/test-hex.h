/* test-hex.h: shared fixtures of the hex tests.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-hex-grid.h"
#include "sand-hex-terrain.h"
#include "sand-combat-table.h"
#include "sand-fire.h"
#include "sand-ruleset-registry.h"
#include "sand-sight.h"
#include "sand-strength.h"

G_BEGIN_DECLS

/* The grid most tests use: flat-topped, 4 inches across flats, hex (0, 0)
 * centred at (20, 20) on a 72 × 48 table. */
#define TEST_HEX_SIZE 4.0
#define TEST_HEX_X0   20.0
#define TEST_HEX_Y0   20.0

SandScenario *test_hex_scenario_new (SandHexOrientation orientation);
/* Adds an area feature: a polygon with @n points (x0, y0, x1, y1, …). */
SandFeature  *test_hex_add_polygon  (SandScenario      *scenario,
                                     const char        *id,
                                     SandTerrainKind    kind,
                                     const double      *xy,
                                     guint              n);
SandFeature  *test_hex_add_rect     (SandScenario      *scenario,
                                     const char        *id,
                                     SandTerrainKind    kind,
                                     double             x,
                                     double             y,
                                     double             width,
                                     double             height);
/* Adds a line feature (road, river, bridge…) through @n points. */
SandFeature  *test_hex_add_line     (SandScenario      *scenario,
                                     const char        *id,
                                     SandTerrainKind    kind,
                                     const double      *xy,
                                     guint              n);
/* A rectangle that covers the hex's centre region and no other hex's centre. */
SandFeature  *test_hex_cover_hex    (SandScenario      *scenario,
                                     const char        *id,
                                     SandTerrainKind    kind,
                                     SandHex            hex);
SandHexMap   *test_hex_map_new      (SandScenario      *scenario);
/* The installed One Hour Wargames ruleset (ohw-ww2-hex), whose play aids the
 * sight and combat tests read. */
SandRuleset  *test_hex_ohw          (void);

void          test_hex_grid_add_tests    (void);
void          test_hex_terrain_add_tests (void);
void          test_hex_crossings_add_tests (void);
void          test_hex_sight_add_tests   (void);
void          test_ohw_combat_add_tests  (void);

G_END_DECLS
