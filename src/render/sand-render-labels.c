/* sand-render-labels.c: which names are drawn, and where, at a scale.
 *
 * Zoomed out, a table has more names than room: they are placed most important
 * first (the selected unit, areas large on screen, units, small areas), each
 * where it overlaps no name already placed, nor for a unit's name or a small
 * area's another figure; a name that finds no room is tried in a short form
 * ("Pvt. Cole" → "Cole", "Hill 60, crest" → "Hill 60") and otherwise left out.
 * Zooming in spreads the table under names of a fixed pixel size, so more fit.
 * The terrain and the units are drawn as separate layers: both ask for the same
 * placing and each draws its own part.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "sand-geometry.h"
#include "sand-render-label-grid.h"
#include "sand-render-private.h"

/* A line obstacle (wall, hedge…) as drawn, that an area's name keeps clear of. */
typedef struct
{
  SandPoint a, b;
  double    half_width;
} Segment;

/* The badge sand-hex-strength-layer.c draws at a base's upper right, in pixels
 * beyond 0.7 of the base's radius: about two digits wide, one line high. */
#define BADGE_WIDTH_PX 24.0
#define BADGE_HEIGHT_PX 14.0

/* Pixels between a base and its name. */
#define UNIT_GAP_PX 2.0
/* Under this many pixels an inch (a large table seen whole, its names by the
 * thousand) names on a raster get the halo widened from their pixels, not
 * stroked round their outlines; from here up they are drawn as they always were. */
#define WIDENED_HALO_BELOW_PPI 20.0

/* Pixels at least between two names side by side. */
#define LABEL_AIR_PX 4.0

typedef struct
{
  cairo_t                 *cr;
  const SandRenderOptions *options;
  /* What an area's name would rather not cover (table inches): where each unit
   * stands with its name below it and, on a hex table, its strength badge
   * above (SandBounds); and the obstacles drawn as lines (Segment). */
  GArray *footprints;
  GArray *obstacles;
  /* Each shown unit's base (SandBounds), which names of units and of small
   * areas never cover, and the unit, in the same order. */
  GArray    *bases;
  GPtrArray *base_units;
  /* The strength badges drawn over the table (SandBounds), which those names
   * never cover either. */
  GArray *badges;
  GArray *labels; /* SandLabel, as placed */
  double  table_width;
  /* The obstacles and the names placed, by where they lie (indexes into
   * obstacles and labels). */
  SandLabelGrid *obstacles_near;
  SandLabelGrid *labels_near;
  /* Each text's size in pixels, measured once: "flags size text" → double[2]. */
  GHashTable *sizes;
} Planner;

/* Pixels a cell of the grids is wide: a short name or so. */
#define GRID_CELL_PX 64.0

double
sand_render_unit_label_size (const SandRenderOptions *options)
{
  /* Shrinks with the map when zoomed far out; never below legible. */
  return CLAMP (0.3 * options->pixels_per_inch, 7, 10);
}

SandTextFlags
sand_render_unit_label_flags (SandUnit                *unit,
                              const SandRenderOptions *options)
{
  return SAND_TEXT_HALO | (unit == options->selected_unit ? SAND_TEXT_BOLD : 0);
}

double
sand_render_area_label_size (const SandRenderOptions *options)
{
  return CLAMP (0.4 * options->pixels_per_inch, 7.5, 11);
}

/* The size of @text as sand_render_text_size() gives it, measured once for
 * the whole placing (a name is tried at several places). */
static void
measure (Planner      *p,
         const char   *text,
         double        size,
         SandTextFlags flags,
         double       *width,
         double       *height)
{
  g_autofree char *key = g_strdup_printf ("%d %.17g %s", (int) flags, size, text);
  double          *wh = g_hash_table_lookup (p->sizes, key);

  if (wh == NULL)
    {
      wh = g_new (double, 2);
      sand_render_text_size (p->cr, text, size, flags, &wh[0], &wh[1]);
      g_hash_table_insert (p->sizes, g_steal_pointer (&key), wh);
    }
  *width = wh[0];
  *height = wh[1];
}

static gboolean
is_hidden (const SandRenderOptions *options,
           gpointer                 item)
{
  return options->hidden != NULL && g_hash_table_contains (options->hidden, item);
}

static const char *
unit_name (SandUnit *unit)
{
  const char *name = sand_unit_get_name (unit);

  if (name == NULL || *name == '\0')
    name = sand_unit_get_id (unit);
  return name != NULL && *name != '\0' ? name : NULL;
}

/* The base as drawn: never under a few pixels across. */
static double
base_radius (SandUnit                *unit,
             const SandRenderOptions *options)
{
  return MAX (sand_unit_get_radius (unit), sand_render_px (options, 3.5));
}

static void
collect_units (Planner      *p,
               SandScenario *scenario)
{
  GListModel              *units = sand_scenario_get_units (scenario);
  const SandRenderOptions *options = p->options;
  gboolean                 badges = options->badge_attribute != NULL && sand_scenario_get_grid_type (scenario) == SAND_GRID_HEX;

  for (guint i = 0, n = g_list_model_get_n_items (units); i < n; i++)
    {
      g_autoptr (SandUnit) unit = g_list_model_get_item (units, i);
      const char          *name = unit_name (unit);
      double               r = base_radius (unit, options);
      double               x = sand_unit_get_x (unit), y = sand_unit_get_y (unit);
      double               tw = 0, th = 0;
      SandBounds           base = { x - r, y - r, x + r, y + r }, box;

      if (is_hidden (options, unit))
        continue;
      g_array_append_val (p->bases, base);
      /* The scenario keeps its units alive for the whole call. */
      g_ptr_array_add (p->base_units, unit);
      if (name != NULL)
        measure (p, name, sand_render_unit_label_size (options), SAND_TEXT_HALO, &tw, &th);
      box = (SandBounds) { x - MAX (r, sand_render_px (options, tw / 2)), y - r,
                           x + MAX (r, sand_render_px (options, tw / 2)),
                           y + r + sand_render_px (options, th + UNIT_GAP_PX) };
      if (badges && sand_unit_get_attr (unit, options->badge_attribute) != NULL)
        {
          double     badge_r = MAX (sand_unit_get_radius (unit), sand_render_px (options, 4)) * 0.7;
          SandBounds badge = { x + badge_r, y - badge_r - sand_render_px (options, BADGE_HEIGHT_PX),
                               x + badge_r + sand_render_px (options, BADGE_WIDTH_PX), y - badge_r };

          box.x1 = MAX (box.x1, badge.x1);
          box.y0 = MIN (box.y0, badge.y0);
          g_array_append_val (p->badges, badge);
        }
      g_array_append_val (p->footprints, box);
    }
}

static gboolean
is_obstacle (SandTerrainKind kind)
{
  switch (kind)
    {
    case SAND_TERRAIN_WALL:
    case SAND_TERRAIN_HEDGE:
    case SAND_TERRAIN_FENCE:
    case SAND_TERRAIN_BARBED_WIRE:
    case SAND_TERRAIN_LOG:
      return TRUE;
    default:
      return FALSE;
    }
}

static void
collect_obstacles (Planner      *p,
                   SandScenario *scenario)
{
  GListModel *features = sand_scenario_get_features (scenario);

  for (guint i = 0, n = g_list_model_get_n_items (features); i < n; i++)
    {
      g_autoptr (SandFeature) feature = g_list_model_get_item (features, i);
      const SandPoint        *points;
      guint                   n_points = 0;
      double                  half;

      if (!is_obstacle (sand_feature_get_kind (feature)) || is_hidden (p->options, feature))
        continue;
      points = sand_feature_get_points (feature, &n_points);
      /* Its drawn width, and a little air. */
      half = MAX (sand_feature_get_table_width (feature), 0) / 2 + sand_render_px (p->options, 3);
      for (guint j = 1; points != NULL && j < n_points; j++)
        {
          Segment    segment = { points[j - 1], points[j], half };
          SandBounds reach = { MIN (segment.a.x, segment.b.x) - half, MIN (segment.a.y, segment.b.y) - half,
                               MAX (segment.a.x, segment.b.x) + half, MAX (segment.a.y, segment.b.y) + half };

          sand_label_grid_add (p->obstacles_near, &reach, p->obstacles->len);
          g_array_append_val (p->obstacles, segment);
        }
    }
}

/* Whether segment @s, widened by its half width, meets @box: clipped to the
 * widened box (Liang-Barsky), something of it is left. */
static gboolean
segment_meets (const Segment    *s,
               const SandBounds *box)
{
  double dx = s->b.x - s->a.x, dy = s->b.y - s->a.y;
  double p[4] = { -dx, dx, -dy, dy };
  double q[4] = { s->a.x - (box->x0 - s->half_width), (box->x1 + s->half_width) - s->a.x,
                  s->a.y - (box->y0 - s->half_width), (box->y1 + s->half_width) - s->a.y };
  double t0 = 0, t1 = 1;

  for (int i = 0; i < 4; i++)
    {
      if (p[i] == 0)
        {
          if (q[i] < 0)
            return FALSE;
          continue;
        }
      if (p[i] < 0)
        t0 = MAX (t0, q[i] / p[i]);
      else
        t1 = MIN (t1, q[i] / p[i]);
    }
  return t0 <= t1;
}

static guint
count_clashes (const Planner    *p,
               const SandBounds *box)
{
  const GArray *near = sand_label_grid_near (p->obstacles_near, box);
  guint         n = 0;

  for (guint i = 0; i < p->footprints->len; i++)
    n += sand_bounds_intersect (box, &g_array_index (p->footprints, SandBounds, i));
  for (guint i = 0; i < near->len; i++)
    n += segment_meets (&g_array_index (p->obstacles, Segment, g_array_index (near, guint, i)), box);
  return n;
}

/* Whether @box is free: a little air away from every name placed, so that
 * two never run into one, and, with @bases, over no base but that of @own
 * and no badge. */
static gboolean
is_free (const Planner    *p,
         const SandBounds *box,
         gboolean          bases,
         SandUnit         *own)
{
  double        ax = sand_render_px (p->options, LABEL_AIR_PX), ay = sand_render_px (p->options, 1);
  SandBounds    aired = { box->x0 - ax, box->y0 - ay, box->x1 + ax, box->y1 + ay };
  const GArray *near = sand_label_grid_near (p->labels_near, &aired);

  for (guint i = 0; i < near->len; i++)
    if (sand_bounds_intersect (&aired, &g_array_index (p->labels, SandLabel, g_array_index (near, guint, i)).box))
      return FALSE;
  for (guint i = 0; bases && i < p->bases->len; i++)
    if (g_ptr_array_index (p->base_units, i) != own &&
        sand_bounds_intersect (box, &g_array_index (p->bases, SandBounds, i)))
      return FALSE;
  for (guint i = 0; bases && i < p->badges->len; i++)
    if (sand_bounds_intersect (box, &g_array_index (p->badges, SandBounds, i)))
      return FALSE;
  return TRUE;
}

static void
place (Planner     *p,
       SandFeature *feature,
       SandUnit    *unit,
       const char  *text,
       SandBounds   box,
       double       size)
{
  SandLabel label = { feature, unit, g_strdup (text), box, size };

  sand_label_grid_add (p->labels_near, &box, p->labels->len);
  g_array_append_val (p->labels, label);
}

/* A shorter name for a crowded table, or NULL: the part before a comma; for a
 * unit (@words), a name after rank abbreviations ("Sgt. Kessler" → "Kessler")
 * or the first of several words ("Recce Squadron" → "Recce"). */
static char *
short_form (const char *name,
            gboolean    words)
{
  const char    *comma = strchr (name, ',');
  g_auto (GStrv) parts = NULL;
  guint          n;

  if (comma != NULL && comma > name)
    return g_strndup (name, comma - name);
  if (!words)
    return NULL;
  parts = g_strsplit (name, " ", -1);
  n = g_strv_length (parts);
  if (n < 2)
    return NULL;
  for (guint i = 0; i + 1 < n; i++)
    if (g_str_has_suffix (parts[i], "."))
      return g_strdup (parts[n - 1]);
  return g_strdup (parts[0]);
}

/* The box of @text centred on @cx with its top at @y. */
static SandBounds
text_box (Planner      *p,
          const char   *text,
          double        size,
          SandTextFlags flags,
          double        cx,
          double        y)
{
  double tw, th, half;

  measure (p, text, size, flags, &tw, &th);
  half = sand_render_px (p->options, tw / 2);
  return (SandBounds) { cx - half, y, cx + half, y + sand_render_px (p->options, th) };
}

/* @box moved sideways onto the table where it would run off an edge. */
static void
keep_on_table (const Planner *p,
               SandBounds    *box)
{
  double shift = 0;

  if (box->x0 < 0)
    shift = -box->x0;
  else if (box->x1 > p->table_width)
    shift = MAX (p->table_width - box->x1, -box->x0);
  box->x0 += shift;
  box->x1 += shift;
}

/* A unit's name goes below its base or, where that is taken, above it. */
static void
plan_unit (Planner  *p,
           SandUnit *unit)
{
  const SandRenderOptions *options = p->options;
  const char              *name = unit_name (unit);
  double                   size = sand_render_unit_label_size (options);
  double                   r = base_radius (unit, options), x = sand_unit_get_x (unit), y = sand_unit_get_y (unit);
  SandTextFlags            flags = sand_render_unit_label_flags (unit, options);
  g_autofree char         *shorter = NULL;
  const char              *texts[2];

  if (name == NULL)
    return;
  texts[0] = name;
  texts[1] = shorter = short_form (name, TRUE);
  for (guint t = 0; t < G_N_ELEMENTS (texts) && texts[t] != NULL; t++)
    {
      SandBounds below = text_box (p, texts[t], size, flags, x, y + r + sand_render_px (options, UNIT_GAP_PX));
      double     height = below.y1 - below.y0;
      SandBounds above;

      keep_on_table (p, &below);
      above = (SandBounds) { below.x0, y - r - sand_render_px (options, UNIT_GAP_PX) - height, below.x1,
                             y - r - sand_render_px (options, UNIT_GAP_PX) };

      /* The selected unit's name is never the one left out. */
      if (unit == options->selected_unit || is_free (p, &below, TRUE, unit))
        {
          place (p, NULL, unit, texts[t], below, size);
          return;
        }
      if (is_free (p, &above, TRUE, unit))
        {
          place (p, NULL, unit, texts[t], above, size);
          return;
        }
    }
}

/* Where an area's name may go, best first (table inches, the text's top). */
static guint
area_tops (SandFeature             *feature,
           const SandRenderOptions *options,
           double                   ys[3])
{
  SandBounds b = sand_feature_get_bounds (feature);
  guint      n = 1;

  if (sand_feature_get_kind (feature) == SAND_TERRAIN_BUILDING)
    {
      /* Above the roof: figures stand inside and would hide it; or, where a
       * wall runs there, below the building. */
      ys[0] = b.y0 - sand_render_px (options, 16);
      ys[n++] = b.y1 + sand_render_px (options, 4);
    }
  else if (sand_feature_get_kind (feature) == SAND_TERRAIN_HILL)
    {
      /* Hill steps share a centre; each is named just inside its own lower edge. */
      double step = sand_feature_get_level (feature) * MAX (0.12, sand_render_px (options, 3.5));

      ys[0] = b.y1 - step - sand_render_px (options, 16);
      /* or as far inside its upper edge */
      ys[n++] = b.y0 + step + sand_render_px (options, 4);
    }
  else
    {
      /* The centre, or higher or lower inside it on a crowded table. */
      ys[0] = (b.y0 + b.y1) / 2 - sand_render_px (options, 7);
      ys[n++] = b.y0 + (b.y1 - b.y0) / 5;
      ys[n++] = b.y1 - (b.y1 - b.y0) / 5 - sand_render_px (options, 14);
    }
  return n;
}

/* An area's name goes where the fewest units and obstacles are (the first such
 * place on a tie) among the places over no name placed; a small area's, only
 * where it covers no figure. */
static void
plan_area (Planner     *p,
           SandFeature *feature,
           gboolean     large)
{
  const char      *name = sand_feature_get_name (feature);
  double           size = sand_render_area_label_size (p->options);
  SandBounds       b = sand_feature_get_bounds (feature);
  g_autofree char *shorter = NULL;
  const char      *texts[2];
  double           ys[3];
  guint            n_ys = area_tops (feature, p->options, ys);

  texts[0] = name;
  texts[1] = shorter = short_form (name, FALSE);
  for (guint t = 0; t < G_N_ELEMENTS (texts) && texts[t] != NULL; t++)
    {
      SandBounds best_box = { 0 };
      guint      best = G_MAXUINT;

      for (guint i = 0; i < n_ys && best > 0; i++)
        {
          SandBounds box = text_box (p, texts[t], size, SAND_TEXT_HALO, (b.x0 + b.x1) / 2, ys[i]);
          guint      clashes;

          if (!is_free (p, &box, !large, NULL))
            continue;
          clashes = count_clashes (p, &box);
          if (clashes < best)
            {
              best = clashes;
              best_box = box;
            }
        }
      if (best != G_MAXUINT)
        {
          place (p, feature, NULL, texts[t], best_box, size);
          return;
        }
    }
}

typedef struct
{
  SandFeature *feature;
  double       px_area; /* of its bounds on screen */
  gboolean     large;
} AreaRank;

static int
compare_rank (gconstpointer a,
              gconstpointer b)
{
  const AreaRank *ra = a, *rb = b;

  return (ra->px_area < rb->px_area) - (ra->px_area > rb->px_area);
}

/* The named areas shown, largest on screen first. An area is large when its
 * name, whole, fits inside it with room to spare. */
static GArray *
rank_areas (Planner      *p,
            SandScenario *scenario)
{
  GListModel *features = sand_scenario_get_features (scenario);
  GArray     *ranks = g_array_new (FALSE, FALSE, sizeof (AreaRank));
  double      ppi = p->options->pixels_per_inch;

  for (guint i = 0, n = g_list_model_get_n_items (features); i < n; i++)
    {
      g_autoptr (SandFeature) feature = g_list_model_get_item (features, i);
      const char             *name = sand_feature_get_name (feature);
      SandBounds              b;
      double                  tw, th;
      AreaRank                rank;

      if (sand_feature_get_shape (feature) != SAND_SHAPE_AREA || name == NULL || *name == '\0' ||
          is_hidden (p->options, feature))
        continue;
      b = sand_feature_get_bounds (feature);
      measure (p, name, sand_render_area_label_size (p->options), SAND_TEXT_HALO, &tw, &th);
      rank = (AreaRank) { feature, (b.x1 - b.x0) * (b.y1 - b.y0) * ppi * ppi,
                          (b.x1 - b.x0) * ppi >= 1.5 * tw && (b.y1 - b.y0) * ppi >= 3 * th };
      g_array_append_val (ranks, rank);
    }
  g_array_sort (ranks, compare_rank);
  return ranks;
}

static void
label_clear (gpointer data)
{
  SandLabel *label = data;

  g_free (label->text);
}

GArray *
sand_render_labels (cairo_t                 *cr,
                    SandScenario            *scenario,
                    const SandRenderOptions *options)
{
  Planner            p = { cr, options };
  g_autoptr (GArray) ranks = NULL;
  GListModel        *units;
  SandBounds         extent;

  g_return_val_if_fail (cr != NULL, NULL);
  g_return_val_if_fail (SAND_IS_SCENARIO (scenario), NULL);
  g_return_val_if_fail (options != NULL, NULL);

  p.labels = g_array_new (FALSE, FALSE, sizeof (SandLabel));
  p.table_width = sand_scenario_get_width (scenario);
  g_array_set_clear_func (p.labels, label_clear);
  if (!options->show_labels)
    return p.labels;
  p.footprints = g_array_new (FALSE, FALSE, sizeof (SandBounds));
  p.obstacles = g_array_new (FALSE, FALSE, sizeof (Segment));
  p.bases = g_array_new (FALSE, FALSE, sizeof (SandBounds));
  p.base_units = g_ptr_array_new ();
  p.badges = g_array_new (FALSE, FALSE, sizeof (SandBounds));
  extent = (SandBounds) { 0, 0, p.table_width, sand_scenario_get_height (scenario) };
  p.obstacles_near = sand_label_grid_new (&extent, sand_render_px (options, GRID_CELL_PX));
  p.labels_near = sand_label_grid_new (&extent, sand_render_px (options, GRID_CELL_PX));
  p.sizes = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  collect_units (&p, scenario);
  collect_obstacles (&p, scenario);
  ranks = rank_areas (&p, scenario);

  if (options->selected_unit != NULL && !is_hidden (options, options->selected_unit))
    plan_unit (&p, options->selected_unit);
  for (guint i = 0; i < ranks->len; i++)
    if (g_array_index (ranks, AreaRank, i).large)
      plan_area (&p, g_array_index (ranks, AreaRank, i).feature, TRUE);
  units = sand_scenario_get_units (scenario);
  for (guint i = 0, n = g_list_model_get_n_items (units); i < n; i++)
    {
      g_autoptr (SandUnit) unit = g_list_model_get_item (units, i);

      if (unit != options->selected_unit && !is_hidden (options, unit))
        plan_unit (&p, unit);
    }
  for (guint i = 0; i < ranks->len; i++)
    if (!g_array_index (ranks, AreaRank, i).large)
      plan_area (&p, g_array_index (ranks, AreaRank, i).feature, FALSE);

  g_array_unref (p.footprints);
  g_array_unref (p.obstacles);
  g_array_unref (p.bases);
  g_ptr_array_unref (p.base_units);
  g_array_unref (p.badges);
  sand_label_grid_free (p.obstacles_near);
  sand_label_grid_free (p.labels_near);
  g_hash_table_unref (p.sizes);
  return p.labels;
}

void
sand_render_draw_labels (cairo_t                 *cr,
                         SandScenario            *scenario,
                         const SandRenderOptions *options,
                         SandLabelPart            part,
                         GArray                  *placed)
{
  g_autoptr (GArray)   labels = placed != NULL ? g_array_ref (placed) : sand_render_labels (cr, scenario, options);
  cairo_surface_type_t type = cairo_surface_get_type (cairo_get_target (cr));
  SandTextFlags        widened = 0;

  if (options->pixels_per_inch < WIDENED_HALO_BELOW_PPI && type != CAIRO_SURFACE_TYPE_PDF &&
      type != CAIRO_SURFACE_TYPE_PS && type != CAIRO_SURFACE_TYPE_SVG)
    widened = SAND_TEXT_HALO_WIDENED;

  for (guint i = 0; i < labels->len; i++)
    {
      const SandLabel *label = &g_array_index (labels, SandLabel, i);
      SandTextFlags    flags = SAND_TEXT_HALO;

      if ((label->unit != NULL) != (part == SAND_LABEL_UNITS))
        continue;
      if (label->unit != NULL)
        flags = sand_render_unit_label_flags (label->unit, options);
      sand_render_text (cr, options->pixels_per_inch, (label->box.x0 + label->box.x1) / 2, label->box.y0,
                        label->text, label->size_px, SAND_TEXT_CENTER, flags | widened);
    }
}
