/* sand-scenario.h: the document — a table with terrain, sides and units.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "sand-types.h"
#include "sand-feature.h"
#include "sand-play.h"
#include "sand-side.h"
#include "sand-unit.h"

G_BEGIN_DECLS

typedef enum
{
  SAND_GRID_NONE,
  SAND_GRID_HEX,
} SandGridType;

typedef enum
{
  SAND_HEX_FLAT,   /* flat top and bottom */
  SAND_HEX_POINTY, /* a vertex at the top */
} SandHexOrientation;

typedef enum
{
  SAND_WEATHER_DRY,
  SAND_WEATHER_RAIN,
  SAND_WEATHER_SNOW,
} SandWeather;

#define SAND_TYPE_SCENARIO (sand_scenario_get_type ())
G_DECLARE_FINAL_TYPE (SandScenario, sand_scenario, SAND, SCENARIO, GObject)

/* Properties: "title", "description", "ruleset", "width", "height", "ground-scale",
 * "grid-type", "hex-size", "hex-orientation", "hex-x0", "hex-y0", "weather",
 * "weather-turns", "turn".
 * Signal "changed": emitted after anything in the document changed, including any
 * feature, side or unit in its lists, so views can redraw. */

SandScenario      *sand_scenario_new                 (void);

const char        *sand_scenario_get_title           (SandScenario *self);
void               sand_scenario_set_title           (SandScenario *self,
                                                      const char   *title);
const char        *sand_scenario_get_description     (SandScenario *self);
void               sand_scenario_set_description     (SandScenario *self,
                                                      const char   *description);
/* Ruleset id (e.g. "m42"); NULL when none is chosen. */
const char        *sand_scenario_get_ruleset         (SandScenario *self);
void               sand_scenario_set_ruleset         (SandScenario *self,
                                                      const char   *ruleset);

/* Table size in inches (default 72 × 48) and ground scale in metres per inch (10). */
double             sand_scenario_get_width           (SandScenario *self);
double             sand_scenario_get_height          (SandScenario *self);
void               sand_scenario_set_size            (SandScenario *self,
                                                      double        width,
                                                      double        height);
double             sand_scenario_get_ground_scale    (SandScenario *self);
void               sand_scenario_set_ground_scale    (SandScenario *self,
                                                      double        metres_per_inch);

SandGridType       sand_scenario_get_grid_type       (SandScenario *self);
/* Hex size across flats in inches, orientation and the centre of hex (0, 0). */
double             sand_scenario_get_hex_size        (SandScenario *self);
SandHexOrientation sand_scenario_get_hex_orientation (SandScenario *self);
void               sand_scenario_get_hex_origin      (SandScenario *self,
                                                      double       *x0,
                                                      double       *y0);
void               sand_scenario_set_grid            (SandScenario      *self,
                                                      SandGridType       type,
                                                      double             hex_size,
                                                      SandHexOrientation orientation,
                                                      double             x0,
                                                      double             y0);

SandWeather        sand_scenario_get_weather         (SandScenario *self);
/* Consecutive turns of the current weather. */
int                sand_scenario_get_weather_turns   (SandScenario *self);
void               sand_scenario_set_weather         (SandScenario *self,
                                                      SandWeather   weather,
                                                      int           turns);
const char        *sand_weather_to_string            (SandWeather   weather);
gboolean           sand_weather_from_string          (const char   *str,
                                                      SandWeather  *weather);

/* The game in play (<play>): the turn, dice, deck, PIPs and log. The scenario's
 * "turn" is the play's, and setting it changes the play's turn alone. */
SandPlay          *sand_scenario_get_play            (SandScenario *self);
int                sand_scenario_get_turn            (SandScenario *self);
void               sand_scenario_set_turn            (SandScenario *self,
                                                      int           turn);
/* Content of other namespaces on <play> (sand_play_get_foreign()). */
SandForeign       *sand_scenario_get_play_content    (SandScenario *self);

/* A number that changes whenever anything the ground depends on may have changed:
 * a feature, the list of features, or a property of the table (size, ground
 * scale, weather). Compiled ground can be kept while it stays the same. */
guint64            sand_scenario_get_terrain_serial  (SandScenario *self);

/* The lists, as GListModels of SandFeature / SandSide / SandUnit. Features are in
 * drawing order (first is bottom). Units of all sides are in one list. */
GListModel        *sand_scenario_get_features        (SandScenario *self);
GListModel        *sand_scenario_get_sides           (SandScenario *self);
GListModel        *sand_scenario_get_units           (SandScenario *self);

void               sand_scenario_add_feature         (SandScenario *self,
                                                      SandFeature  *feature);
/* The same for many at once, with one "items-changed" (a file's terrain). */
void               sand_scenario_add_features        (SandScenario *self,
                                                      SandFeature **features,
                                                      guint         n_features);
void               sand_scenario_insert_feature      (SandScenario *self,
                                                      guint         position,
                                                      SandFeature  *feature);
void               sand_scenario_remove_feature      (SandScenario *self,
                                                      SandFeature  *feature);
void               sand_scenario_add_side            (SandScenario *self,
                                                      SandSide     *side);
void               sand_scenario_insert_side         (SandScenario *self,
                                                      guint         position,
                                                      SandSide     *side);
/* Removing a side removes its units. */
void               sand_scenario_remove_side         (SandScenario *self,
                                                      SandSide     *side);
void               sand_scenario_add_unit            (SandScenario *self,
                                                      SandUnit     *unit);
void               sand_scenario_insert_unit         (SandScenario *self,
                                                      guint         position,
                                                      SandUnit     *unit);
void               sand_scenario_remove_unit         (SandScenario *self,
                                                      SandUnit     *unit);
/* Moves the item at @from to @to in @list, one of the three lists above; nothing
 * else changes (a side keeps its units). */
void               sand_scenario_move_item           (SandScenario *self,
                                                      GListModel   *list,
                                                      guint         from,
                                                      guint         to);

/* Look-ups by id (borrowed references, NULL when absent). */
SandFeature       *sand_scenario_find_feature        (SandScenario *self,
                                                      const char   *id);
SandSide          *sand_scenario_find_side           (SandScenario *self,
                                                      const char   *id);
SandUnit          *sand_scenario_find_unit           (SandScenario *self,
                                                      const char   *id);
/* TRUE when any feature, side or unit has this id. */
gboolean           sand_scenario_has_id              (SandScenario *self,
                                                      const char   *id);
/* A fresh id "PREFIX<n>" not used in the document. */
char              *sand_scenario_make_id             (SandScenario *self,
                                                      const char   *prefix);

/* Topmost unit / feature under a point (slop in inches for thin lines). */
SandUnit          *sand_scenario_unit_at             (SandScenario *self,
                                                      double        x,
                                                      double        y);
SandFeature       *sand_scenario_feature_at          (SandScenario *self,
                                                      double        x,
                                                      double        y,
                                                      double        slop);

/* Content of other namespaces directly under <scenario>. */
SandForeign       *sand_scenario_get_foreign         (SandScenario *self);

G_END_DECLS
