/* sand-hex-terrain.c: what each hex of a scenario's grid holds.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "sand-geometry.h"
#include "sand-hex-terrain.h"

typedef struct
{
  gboolean         on_table;
  SandTerrainKind  terrain;
  int              level;
  double           share;
  SandFeature     *terrain_feature;
  SandFeature     *water[6];
  SandFeature     *crossing[6];
  SandFeature     *road;
  SandFeature     *road_link[6];
} Cell;

struct _SandHexMap
{
  gatomicrefcount ref_count;
  SandHexGrid     grid;
  double          width;
  double          height;
  GArray         *hexes;
  /* A dense box of cells over the axial range of the table's hexes. */
  int             qmin;
  int             rmin;
  int             nq;
  int             nr;
  Cell           *cells;
  /* Every feature of the scenario, so the cells may borrow them. */
  GPtrArray      *features;
};

G_DEFINE_BOXED_TYPE (SandHexMap, sand_hex_map, sand_hex_map_ref, sand_hex_map_unref)

static Cell *
lookup_cell (SandHexMap *map,
             SandHex     hex)
{
  int q = hex.q - map->qmin;
  int r = hex.r - map->rmin;

  if (q < 0 || r < 0 || q >= map->nq || r >= map->nr)
    return NULL;
  return &map->cells[r * map->nq + q];
}

static Cell *
lookup_table_cell (SandHexMap *map,
                   SandHex     hex)
{
  Cell *cell = lookup_cell (map, hex);

  return cell != NULL && cell->on_table ? cell : NULL;
}

/* What every query answers off the table. */
static const Cell off_table = { .terrain = SAND_HEX_OPEN_GROUND, .share = 1.0 };

static const Cell *
query_cell (SandHexMap *map,
            SandHex     hex)
{
  const Cell *cell;

  g_return_val_if_fail (map != NULL, &off_table);
  cell = lookup_table_cell (map, hex);
  return cell != NULL ? cell : &off_table;
}

static int
wrap_direction (int direction)
{
  return ((direction % 6) + 6) % 6;
}

static void
allocate_cells (SandHexMap *map)
{
  int qmax = G_MININT, rmax = G_MININT;

  map->qmin = G_MAXINT;
  map->rmin = G_MAXINT;
  for (guint i = 0; i < map->hexes->len; i++)
    {
      SandHex h = g_array_index (map->hexes, SandHex, i);

      map->qmin = MIN (map->qmin, h.q);
      map->rmin = MIN (map->rmin, h.r);
      qmax = MAX (qmax, h.q);
      rmax = MAX (rmax, h.r);
    }
  if (map->hexes->len == 0)
    {
      map->qmin = map->rmin = 0;
      qmax = rmax = -1;
    }

  map->nq = qmax - map->qmin + 1;
  map->nr = rmax - map->rmin + 1;
  map->cells = g_new0 (Cell, (gsize) map->nq * map->nr);
  for (int i = 0; i < map->nq * map->nr; i++)
    map->cells[i].terrain = SAND_HEX_OPEN_GROUND;
  for (guint i = 0; i < map->hexes->len; i++)
    lookup_cell (map, g_array_index (map->hexes, SandHex, i))->on_table = TRUE;
}

/* Terrain ---------------------------------------------------------------- */

/* The feature that sets the terrain at a point: the topmost area, except that
 * among hills the highest level wins. @areas is in drawing order. */
static SandFeature *
feature_at_point (GPtrArray *areas,
                  double     x,
                  double     y)
{
  SandFeature *top = NULL;

  for (guint i = areas->len; i-- > 0;)
    {
      SandFeature *f = g_ptr_array_index (areas, i);

      if (sand_feature_hit (f, x, y, 0))
        {
          top = f;
          break;
        }
    }

  if (top != NULL && sand_feature_get_kind (top) == SAND_TERRAIN_HILL)
    for (guint i = areas->len; i-- > 0;)
      {
        SandFeature *f = g_ptr_array_index (areas, i);

        if (sand_feature_get_kind (f) == SAND_TERRAIN_HILL
            && sand_feature_get_level (f) > sand_feature_get_level (top)
            && sand_feature_hit (f, x, y, 0))
          top = f;
      }

  return top;
}

static int
feature_level (SandFeature *f)
{
  return sand_feature_get_kind (f) == SAND_TERRAIN_HILL ? sand_feature_get_level (f) : 0;
}

static gboolean
same_terrain (SandFeature *a,
              SandFeature *b)
{
  return sand_feature_get_kind (a) == sand_feature_get_kind (b)
         && feature_level (a) == feature_level (b);
}

static void
weigh_terrain (SandHexMap *map,
               GPtrArray  *all_areas,
               SandHex     hex,
               Cell       *cell)
{
  const int n = SAND_HEX_TERRAIN_SAMPLES;
  g_autoptr(GPtrArray) areas = g_ptr_array_new ();
  g_autofree int *counts = NULL;
  SandPoint corners[6];
  SandBounds box;
  int total = 0, open = 0, best = -1, best_count = 0;

  sand_hex_grid_corners (&map->grid, hex, corners);
  box = sand_bounds_of_points (corners, 6);

  for (guint i = 0; i < all_areas->len; i++)
    {
      SandFeature *f = g_ptr_array_index (all_areas, i);
      SandBounds fb = sand_feature_get_bounds (f);

      if (sand_bounds_intersect (&fb, &box))
        g_ptr_array_add (areas, f);
    }
  counts = g_new0 (int, areas->len + 1);

  for (int j = 0; j < n; j++)
    for (int i = 0; i < n; i++)
      {
        double x = box.x0 + (box.x1 - box.x0) * (i + 0.5) / n;
        double y = box.y0 + (box.y1 - box.y0) * (j + 0.5) / n;
        SandFeature *f;
        guint index;

        if (x < 0 || y < 0 || x > map->width || y > map->height
            || !sand_hex_equal (sand_hex_grid_hex_at (&map->grid, x, y), hex))
          continue;

        total++;
        f = feature_at_point (areas, x, y);
        if (f == NULL)
          open++;
        else if (g_ptr_array_find (areas, f, &index))
          counts[index]++;
      }

  /* Sum the samples of every feature of the same kind and level; from the top
   * down, so a tie goes to the kind drawn higher. */
  for (guint i = areas->len; i-- > 0;)
    {
      SandFeature *f = g_ptr_array_index (areas, i);
      int sum = 0;

      if (counts[i] == 0)
        continue;
      for (guint k = 0; k < areas->len; k++)
        if (same_terrain (f, g_ptr_array_index (areas, k)))
          sum += counts[k];
      if (sum > best_count)
        {
          best_count = sum;
          best = (int) i;
        }
    }

  if (best < 0 || best_count <= open)
    {
      cell->terrain = SAND_HEX_OPEN_GROUND;
      cell->share = total > 0 ? (double) open / total : 1.0;
      return;
    }

  /* Name the feature of the winning kind that covers most of the hex. */
  for (guint k = 0; k < areas->len; k++)
    if (same_terrain (g_ptr_array_index (areas, best), g_ptr_array_index (areas, k))
        && counts[k] > counts[best])
      best = (int) k;

  cell->terrain_feature = g_ptr_array_index (areas, best);
  cell->terrain = sand_feature_get_kind (cell->terrain_feature);
  cell->level = feature_level (cell->terrain_feature);
  cell->share = (double) best_count / total;
}

/* Sides ------------------------------------------------------------------ */

static const SandPoint *
line_points (SandFeature *f,
             guint       *n)
{
  SandGeometryType type = sand_feature_get_geometry_type (f);

  *n = 0;
  if (type != SAND_GEOMETRY_POLYLINE && type != SAND_GEOMETRY_POINT)
    return NULL;
  return sand_feature_get_points (f, n);
}

/* Where a watercourse crosses the segment between the centres of two
 * neighbours: the side between them, the watercourse, and the point. */
typedef struct
{
  SandHex      hex;
  int          direction;
  SandFeature *water;
  SandPoint    p;
  SandPoint    a, b;       /* the centre segment */
  SandFeature *opening;    /* the bridge or ford that lies on this side */
} WaterPoint;

/* How far crossing @f lies from @w's point: from the point a ford is marked
 * at, or from a bridge's line (nothing when it meets the centre segment). */
static double
crossing_distance (SandFeature      *f,
                   const WaterPoint *w)
{
  guint n;
  const SandPoint *pts = line_points (f, &n);

  if (pts == NULL || n == 0)
    return G_MAXDOUBLE;
  if (n == 1)
    return hypot (pts[0].x - w->p.x, pts[0].y - w->p.y);
  for (guint i = 0; i + 1 < n; i++)
    if (sand_segments_intersect (w->a, w->b, pts[i], pts[i + 1], NULL))
      return 0;
  return sand_distance_to_polyline (pts, n, w->p.x, w->p.y);
}

/* Every place a watercourse crosses the centre segment of a side, each shared
 * side seen once, from the hex that sees it as 0..2 (or the one on the table). */
static GArray *
find_water_points (SandHexMap *map,
                   GPtrArray  *waters)
{
  GArray *points = g_array_new (FALSE, TRUE, sizeof (WaterPoint));

  for (guint i = 0; i < map->hexes->len; i++)
    {
      SandHex h = g_array_index (map->hexes, SandHex, i);

      for (int d = 0; d < 6; d++)
        {
          SandPoint a, b;

          if (d >= 3 && lookup_table_cell (map, sand_hex_neighbor (h, d)) != NULL)
            continue;
          sand_hex_grid_center (&map->grid, h, &a.x, &a.y);
          sand_hex_grid_center (&map->grid, sand_hex_neighbor (h, d), &b.x, &b.y);
          for (guint k = 0; k < waters->len; k++)
            {
              SandFeature *f = g_ptr_array_index (waters, k);
              guint n;
              const SandPoint *pts = line_points (f, &n);

              for (guint s = 0; s + 1 < n; s++)
                {
                  WaterPoint w = { h, d, f, { 0, 0 }, a, b, NULL };
                  double t;

                  if (!sand_segments_intersect (a, b, pts[s], pts[s + 1], &t))
                    continue;
                  w.p.x = a.x + (b.x - a.x) * t;
                  w.p.y = a.y + (b.y - a.y) * t;
                  g_array_append_val (points, w);
                }
            }
        }
    }
  return points;
}

/* "Rivers may only be crossed via bridges or fords": a bridge or ford opens the
 * one side it lies on, the side whose watercourse crossing is nearest it
 * (within half a hex; the first in reading order where two are as near, as at
 * a corner between two sides' middles), never a neighbouring one too. */
static void
place_crossings (SandHexMap *map,
                 GArray     *points,
                 GPtrArray  *crossings)
{
  for (guint i = 0; i < crossings->len; i++)
    {
      SandFeature *f = g_ptr_array_index (crossings, i);
      WaterPoint *best = NULL;
      double best_d = map->grid.size / 2 + 1e-9;

      for (guint k = 0; k < points->len; k++)
        {
          WaterPoint *w = &g_array_index (points, WaterPoint, k);
          double d = crossing_distance (f, w);

          if (d < best_d - 1e-9 || (best == NULL && d <= best_d))
            {
              best = w;
              best_d = d;
            }
        }
      if (best == NULL)
        continue;
      /* every place that watercourse crosses that side */
      for (guint k = 0; k < points->len; k++)
        {
          WaterPoint *w = &g_array_index (points, WaterPoint, k);

          if (w->opening == NULL && w->water == best->water && w->direction == best->direction
              && sand_hex_equal (w->hex, best->hex))
            w->opening = f;
        }
    }
}

/* Judges each side: every place where a watercourse crosses it must be opened,
 * and the first that is not blocks it; both hexes always agree. */
static void
judge_sides (SandHexMap *map,
             GPtrArray  *waters,
             GPtrArray  *crossings)
{
  g_autoptr (GArray) points = find_water_points (map, waters);

  place_crossings (map, points, crossings);
  for (guint k = 0; k < points->len; k++)
    {
      const WaterPoint *w = &g_array_index (points, WaterPoint, k);
      Cell *cell = lookup_cell (map, w->hex);
      Cell *other = lookup_table_cell (map, sand_hex_neighbor (w->hex, w->direction));
      int d = w->direction;
      SandFeature *open = sand_feature_get_fordable (w->water) ? w->water : w->opening;

      /* already blocked by an earlier place */
      if (cell->water[d] != NULL && cell->crossing[d] == NULL)
        continue;
      if (open == NULL || cell->water[d] == NULL)
        {
          cell->water[d] = w->water;
          cell->crossing[d] = open;
        }
      if (other != NULL)
        {
          other->water[(d + 3) % 6] = cell->water[d];
          other->crossing[(d + 3) % 6] = cell->crossing[d];
        }
    }
}

/* Roads ------------------------------------------------------------------ */

static void
link_road (SandHexMap  *map,
           SandFeature *road,
           SandHex      from,
           SandHex      to)
{
  int d = sand_hex_direction_to (from, to);
  Cell *a = lookup_table_cell (map, from);
  Cell *b = lookup_table_cell (map, to);

  g_assert (d >= 0);
  if (a != NULL && a->road_link[d] == NULL)
    a->road_link[d] = road;
  if (b != NULL && b->road_link[(d + 3) % 6] == NULL)
    b->road_link[(d + 3) % 6] = road;
}

static void
enter_road_hex (SandHexMap  *map,
                SandFeature *road,
                SandHex     *last,
                gboolean    *started,
                SandHex      hex)
{
  Cell *cell = lookup_table_cell (map, hex);

  if (cell != NULL && cell->road == NULL)
    cell->road = road;

  if (*started && !sand_hex_equal (*last, hex))
    {
      if (sand_hex_distance (*last, hex) == 1)
        link_road (map, road, *last, hex);
      else
        {
          /* A step skipped a sliver of a hex near a corner: fill it in. */
          g_autoptr(GArray) line = sand_hex_line (*last, hex);

          for (guint i = 0; i + 1 < line->len; i++)
            {
              SandHex p = g_array_index (line, SandHex, i);
              SandHex q = g_array_index (line, SandHex, i + 1);
              Cell *c = lookup_table_cell (map, q);

              if (c != NULL && c->road == NULL)
                c->road = road;
              link_road (map, road, p, q);
            }
        }
    }
  *last = hex;
  *started = TRUE;
}

static void
trace_road (SandHexMap  *map,
            SandFeature *road)
{
  guint n;
  const SandPoint *pts = line_points (road, &n);
  double step = map->grid.size / 32.0;
  SandHex last = { 0, 0 };
  gboolean started = FALSE;

  if (n == 1)
    enter_road_hex (map, road, &last, &started,
                    sand_hex_grid_hex_at (&map->grid, pts[0].x, pts[0].y));

  for (guint i = 0; i + 1 < n; i++)
    {
      double len = hypot (pts[i + 1].x - pts[i].x, pts[i + 1].y - pts[i].y);
      int steps = MAX (1, (int) ceil (len / step));

      for (int s = 0; s <= steps; s++)
        {
          double t = (double) s / steps;
          double x = pts[i].x + (pts[i + 1].x - pts[i].x) * t;
          double y = pts[i].y + (pts[i + 1].y - pts[i].y) * t;

          enter_road_hex (map, road, &last, &started,
                          sand_hex_grid_hex_at (&map->grid, x, y));
        }
    }
}

/* Public ----------------------------------------------------------------- */

SandHexMap *
sand_hex_map_new (SandScenario      *scenario,
                  const SandHexGrid *grid)
{
  SandHexMap *map;
  GListModel *features;
  g_autoptr(GPtrArray) areas = g_ptr_array_new ();
  g_autoptr(GPtrArray) waters = g_ptr_array_new ();
  g_autoptr(GPtrArray) crossings = g_ptr_array_new ();
  g_autoptr(GPtrArray) roads = g_ptr_array_new ();

  g_return_val_if_fail (SAND_IS_SCENARIO (scenario), NULL);
  g_return_val_if_fail (grid != NULL && grid->size > 0, NULL);

  map = g_new0 (SandHexMap, 1);
  g_atomic_ref_count_init (&map->ref_count);
  map->grid = *grid;
  map->width = sand_scenario_get_width (scenario);
  map->height = sand_scenario_get_height (scenario);
  map->hexes = sand_hex_grid_hexes_on_table (grid, map->width, map->height);
  /* a grid too fine to walk has no hexes: whoever answers on it says so first */
  if (map->hexes == NULL)
    map->hexes = g_array_new (FALSE, FALSE, sizeof (SandHex));
  map->features = g_ptr_array_new_with_free_func (g_object_unref);
  allocate_cells (map);

  features = sand_scenario_get_features (scenario);
  for (guint i = 0; i < g_list_model_get_n_items (features); i++)
    {
      SandFeature *f = g_list_model_get_item (features, i);
      SandTerrainKind kind = sand_feature_get_kind (f);

      g_ptr_array_add (map->features, f);
      if (sand_terrain_kind_get_shape (kind) == SAND_SHAPE_AREA)
        g_ptr_array_add (areas, f);
      else if (sand_terrain_kind_is_watercourse (kind))
        g_ptr_array_add (waters, f);
      else if (kind == SAND_TERRAIN_BRIDGE || kind == SAND_TERRAIN_FORD)
        g_ptr_array_add (crossings, f);
      else if (kind == SAND_TERRAIN_ROAD)
        g_ptr_array_add (roads, f);
    }

  for (guint i = 0; i < map->hexes->len; i++)
    {
      SandHex h = g_array_index (map->hexes, SandHex, i);

      weigh_terrain (map, areas, h, lookup_cell (map, h));
    }
  judge_sides (map, waters, crossings);
  for (guint i = 0; i < roads->len; i++)
    trace_road (map, g_ptr_array_index (roads, i));

  return map;
}

SandHexMap *
sand_hex_map_ref (SandHexMap *map)
{
  g_return_val_if_fail (map != NULL, NULL);
  g_atomic_ref_count_inc (&map->ref_count);
  return map;
}

void
sand_hex_map_unref (SandHexMap *map)
{
  g_return_if_fail (map != NULL);
  if (!g_atomic_ref_count_dec (&map->ref_count))
    return;
  g_clear_pointer (&map->hexes, g_array_unref);
  g_clear_pointer (&map->features, g_ptr_array_unref);
  g_free (map->cells);
  g_free (map);
}

const SandHexGrid *
sand_hex_map_get_grid (SandHexMap *map)
{
  g_return_val_if_fail (map != NULL, NULL);
  return &map->grid;
}

GArray *
sand_hex_map_get_hexes (SandHexMap *map)
{
  g_return_val_if_fail (map != NULL, NULL);
  return map->hexes;
}

void
sand_hex_map_get_box (SandHexMap *map,
                      SandHex    *min,
                      SandHex    *max)
{
  g_return_if_fail (map != NULL && min != NULL && max != NULL);
  *min = (SandHex) { map->qmin, map->rmin };
  *max = (SandHex) { map->qmin + map->nq - 1, map->rmin + map->nr - 1 };
}

gboolean
sand_hex_map_on_table (SandHexMap *map,
                       SandHex     hex)
{
  return query_cell (map, hex)->on_table;
}

SandTerrainKind
sand_hex_map_terrain (SandHexMap *map,
                      SandHex     hex)
{
  return query_cell (map, hex)->terrain;
}

SandFeature *
sand_hex_map_terrain_feature (SandHexMap *map,
                              SandHex     hex)
{
  return query_cell (map, hex)->terrain_feature;
}

int
sand_hex_map_level (SandHexMap *map,
                    SandHex     hex)
{
  return query_cell (map, hex)->level;
}

double
sand_hex_map_terrain_share (SandHexMap *map,
                            SandHex     hex)
{
  return query_cell (map, hex)->share;
}

SandFeature *
sand_hex_map_side_watercourse (SandHexMap   *map,
                               SandHex       hex,
                               int           direction,
                               SandFeature **crossing)
{
  const Cell *cell = query_cell (map, hex);
  int d = wrap_direction (direction);

  if (crossing != NULL)
    *crossing = cell->crossing[d];
  return cell->water[d];
}

gboolean
sand_hex_map_side_blocked (SandHexMap   *map,
                           SandHex       hex,
                           int           direction,
                           SandFeature **feature)
{
  SandFeature *crossing;
  SandFeature *water = sand_hex_map_side_watercourse (map, hex, direction, &crossing);
  gboolean blocked = water != NULL && crossing == NULL;

  if (feature != NULL)
    *feature = blocked ? water : NULL;
  return blocked;
}

SandFeature *
sand_hex_map_road (SandHexMap *map,
                   SandHex     hex)
{
  return query_cell (map, hex)->road;
}

SandFeature *
sand_hex_map_road_link (SandHexMap *map,
                        SandHex     hex,
                        int         direction)
{
  return query_cell (map, hex)->road_link[wrap_direction (direction)];
}
