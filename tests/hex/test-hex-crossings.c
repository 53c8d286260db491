/* test-hex-crossings.c: a bridge or ford opens the hex side it lies on, only.
 *
 * Seed 003: "Rivers may only be crossed via bridges or fords." A river drawn
 * along three sides of hex (0, 0) (toward neighbours 1, 2 and 3) blocks all
 * three; one crossing marked at, near or between the middles of those sides
 * opens exactly one of them. The middles of neighbouring sides are half a hex
 * apart, so a crossing in the middle of one must not open the next as well.
 * Flat- and pointy-topped grids of several sizes and origins.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <math.h>

#include "test-hex.h"

typedef struct
{
  const char        *name;
  SandHexOrientation orientation;
  double             size, x0, y0;
} Grid;

static const Grid grids[] = {
  { "flat-4", SAND_HEX_FLAT, 4, 20, 20 },
  { "flat-2.5", SAND_HEX_FLAT, 2.5, 10.3, 7.1 },
  { "flat-6", SAND_HEX_FLAT, 6, 33, 21 },
  { "pointy-4", SAND_HEX_POINTY, 4, 20, 20 },
  { "pointy-3", SAND_HEX_POINTY, 3, 11, 13 },
  { "pointy-6.5", SAND_HEX_POINTY, 6.5, 30, 24 },
};

static const SandHex origin = { 0, 0 };

/* Where the crossing is, from the corners of hex (0, 0) and its sides' middles. */
typedef enum
{
  FORD_AT_MIDDLE_2,      /* a ford in the middle of side 2 */
  FORD_AT_MIDDLE_1,
  FORD_NEAR_MIDDLE_2,    /* along side 2 toward corner 3, a little off the river */
  FORD_AT_CORNER_3,      /* where sides 2 and 3 meet: as near the one as the other */
  FORD_HALFWAY_2_3,      /* halfway between the middles of sides 2 and 3 */
  FORD_NEARER_3,         /* between them, nearer side 3's middle */
  BRIDGE_AT_MIDDLE_2,    /* across the river at side 2's middle, along the centres */
  BRIDGE_NEAR_MIDDLE_3,  /* across side 3 a fifth of the way from its middle */
  BRIDGE_AT_CORNER_3,    /* across the river where sides 2 and 3 meet */
} Place;

typedef struct
{
  const char *name;
  Place       place;
  int         opens;     /* the one side opened; -1: side 2 or 3, but one only */
} Case;

static const Case cases[] = {
  { "ford/at-side-middle", FORD_AT_MIDDLE_2, 2 },
  { "ford/at-other-side-middle", FORD_AT_MIDDLE_1, 1 },
  { "ford/near-side-middle", FORD_NEAR_MIDDLE_2, 2 },
  { "ford/at-corner-between-middles", FORD_AT_CORNER_3, -1 },
  { "ford/halfway-between-middles", FORD_HALFWAY_2_3, -1 },
  { "ford/between-middles-nearer-one", FORD_NEARER_3, 3 },
  { "bridge/at-side-middle", BRIDGE_AT_MIDDLE_2, 2 },
  { "bridge/near-side-middle", BRIDGE_NEAR_MIDDLE_3, 3 },
  { "bridge/at-corner-between-middles", BRIDGE_AT_CORNER_3, -1 },
};

typedef struct
{
  const Grid *grid;
  const Case *c;
} Test;

static SandPoint
lerp (SandPoint a,
      SandPoint b,
      double    t)
{
  return (SandPoint) { a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t };
}

static void
add_ford (SandScenario *scenario,
          SandPoint     p)
{
  g_autoptr (SandFeature) ford = sand_feature_new ("f1", SAND_TERRAIN_FORD);

  sand_feature_set_point (ford, p.x, p.y);
  sand_scenario_add_feature (scenario, ford);
}

/* A bridge 0.3 of a hex long, centred on @p, along @dx, @dy (a unit vector). */
static void
add_bridge (SandScenario *scenario,
            SandPoint     p,
            double        dx,
            double        dy,
            double        size)
{
  double xy[] = { p.x - dx * 0.15 * size, p.y - dy * 0.15 * size, p.x + dx * 0.15 * size, p.y + dy * 0.15 * size };

  test_hex_add_line (scenario, "b1", SAND_TERRAIN_BRIDGE, xy, 2);
}

static void
test_crossing (gconstpointer data)
{
  const Test *t = data;
  const Grid *g = t->grid;
  g_autoptr (SandScenario) scenario = sand_scenario_new ();
  g_autoptr (SandHexMap) map = NULL;
  SandHexGrid grid;
  SandPoint k[6], mid[6], centre;

  sand_scenario_set_size (scenario, 72, 48);
  sand_scenario_set_grid (scenario, SAND_GRID_HEX, g->size, g->orientation, g->x0, g->y0);
  g_assert_true (sand_hex_grid_from_scenario (&grid, scenario));
  sand_hex_grid_corners (&grid, origin, k);
  sand_hex_grid_center (&grid, origin, &centre.x, &centre.y);
  for (int d = 0; d < 6; d++)
    mid[d] = lerp (k[d], k[(d + 1) % 6], 0.5);

  /* the river along sides 1, 2 and 3: corners 1 to 4 */
  double river[] = { k[1].x, k[1].y, k[2].x, k[2].y, k[3].x, k[3].y, k[4].x, k[4].y };
  test_hex_add_line (scenario, "r1", SAND_TERRAIN_RIVER, river, 4);

  /* out from the centre through a point, as a unit vector */
  SandPoint to = t->c->place == BRIDGE_AT_CORNER_3 ? k[3] : t->c->place == BRIDGE_NEAR_MIDDLE_3 ? mid[3] : mid[2];
  double len = hypot (to.x - centre.x, to.y - centre.y), ox = (to.x - centre.x) / len, oy = (to.y - centre.y) / len;

  switch (t->c->place)
    {
    case FORD_AT_MIDDLE_2:
      add_ford (scenario, mid[2]);
      break;
    case FORD_AT_MIDDLE_1:
      add_ford (scenario, mid[1]);
      break;
    case FORD_NEAR_MIDDLE_2:
      {
        SandPoint p = lerp (mid[2], k[3], 0.3);
        add_ford (scenario, (SandPoint) { p.x + ox * 0.05 * g->size, p.y + oy * 0.05 * g->size });
        break;
      }
    case FORD_AT_CORNER_3:
      add_ford (scenario, k[3]);
      break;
    case FORD_HALFWAY_2_3:
      add_ford (scenario, lerp (mid[2], mid[3], 0.5));
      break;
    case FORD_NEARER_3:
      add_ford (scenario, lerp (mid[2], mid[3], 0.6));
      break;
    case BRIDGE_AT_MIDDLE_2:
      add_bridge (scenario, mid[2], ox, oy, g->size);
      break;
    case BRIDGE_NEAR_MIDDLE_3:
      add_bridge (scenario, lerp (mid[3], k[4], 0.2), ox, oy, g->size);
      break;
    case BRIDGE_AT_CORNER_3:
      add_bridge (scenario, k[3], ox, oy, g->size);
      break;
    }
  map = sand_hex_map_new (scenario, &grid);

  int opened = 0, which = -1;
  for (int d = 0; d < 6; d++)
    {
      SandFeature *crossing = NULL, *water = sand_hex_map_side_watercourse (map, origin, d, &crossing);
      SandFeature *other_crossing = NULL;
      SandFeature *other_water = sand_hex_map_side_watercourse (map, sand_hex_neighbor (origin, d), d + 3,
                                                                &other_crossing);

      /* both hexes see the side alike */
      g_assert_true (water == other_water);
      g_assert_true (crossing == other_crossing);
      if (d == 0 || d >= 4)
        {
          g_assert_null (water);
          continue;
        }
      g_assert_nonnull (water);
      if (crossing != NULL)
        {
          opened++;
          which = d;
        }
    }
  if (opened != 1)
    g_error ("%s %s: %d sides opened, not one", g->name, t->c->name, opened);
  if (t->c->opens >= 0)
    g_assert_cmpint (which, ==, t->c->opens);
  else
    g_assert_true (which == 2 || which == 3);
}

void
test_hex_crossings_add_tests (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (grids); i++)
    for (guint j = 0; j < G_N_ELEMENTS (cases); j++)
      {
        Test *t = g_new (Test, 1);
        g_autofree char *path = g_strdup_printf ("/hex/terrain/rivers/crossing-opens-only-its-side/%s/%s",
                                                 grids[i].name, cases[j].name);

        t->grid = &grids[i];
        t->c = &cases[j];
        g_test_add_data_func_full (path, t, test_crossing, g_free);
      }
}
