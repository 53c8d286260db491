/* sand-xml-build.c: the checks a schema cannot make, and the model they allow.
 *
 * Walks a parsed document, reports each problem at its element's line (unique
 * ids, point lists, sizes that must be positive, kinds on the wrong element,
 * colours, references between units…) and builds the scenario on the way. The
 * caller throws the scenario away when anything was reported.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "sand-limits.h"
#include "sand-team.h"
#include "sand-xml-build-private.h"
#include "sand-xml-private.h"


/* Attributes */

char *
_sand_xml_build_require_attr (Builder       *b,
                              const xmlNode *node,
                              const char    *name)
{
  char *value = _sand_xml_get_attr (node, name);

  if (value == NULL)
    _sand_xml_problems_add_at (b->problems, node, _("<%s> is missing its “%s” attribute"),
                               (const char *) node->name, name);
  return value;
}

/* No table, base or angle comes near this; past it, later sums in inches, cells
 * or hexes would lose their precision or overflow. */
#define NUMBER_LIMIT 1e6

/* Strict decimal numbers: no hex, no "inf" or "nan", nothing trailing. */
static gboolean
parse_double (const char *str,
              double     *value)
{
  char *end = NULL;

  if (str == NULL || *str == '\0' || strspn (str, "0123456789+-.eE") != strlen (str))
    return FALSE;
  *value = g_ascii_strtod (str, &end);
  return end != NULL && *end == '\0' && isfinite (*value);
}

static gboolean
within_limit (double value)
{
  return fabs (value) <= NUMBER_LIMIT;
}

/* Reads a number attribute into @value, which keeps its default when the
 * attribute is absent (or, if @required, reports it). FALSE on any problem. */
gboolean
_sand_xml_build_read_number (Builder       *b,
                             const xmlNode *node,
                             const char    *name,
                             gboolean       required,
                             Range          range,
                             double        *value)
{
  g_autofree char *str = required ? _sand_xml_build_require_attr (b, node, name) : _sand_xml_get_attr (node, name);
  const char *element = (const char *) node->name;
  double number;

  if (str == NULL)
    return !required;

  if (!parse_double (str, &number))
    {
      _sand_xml_problems_add_at (b->problems, node, _("“%s” is not a number (%s of <%s>)"),
                                 str, name, element);
      return FALSE;
    }
  if (!within_limit (number))
    {
      _sand_xml_problems_add_at (b->problems, node,
                                 _("%s of <%s> is out of range: %s (at most %.0f either way)"),
                                 name, element, str, NUMBER_LIMIT);
      return FALSE;
    }
  if (range == POSITIVE && number <= 0)
    {
      _sand_xml_problems_add_at (b->problems, node,
                                 _("%s of <%s> must be greater than zero, not %s"),
                                 name, element, str);
      return FALSE;
    }
  if (range == NON_NEGATIVE && number < 0)
    {
      _sand_xml_problems_add_at (b->problems, node,
                                 _("%s of <%s> must not be negative, not %s"),
                                 name, element, str);
      return FALSE;
    }
  *value = number;
  return TRUE;
}

gboolean
_sand_xml_build_read_int (Builder       *b,
                          const xmlNode *node,
                          const char    *name,
                          int            min,
                          int           *value)
{
  g_autofree char *str = _sand_xml_get_attr (node, name);
  gint64 number;

  if (str == NULL)
    return TRUE;
  if (!g_ascii_string_to_signed (str, 10, min, G_MAXINT, &number, NULL))
    {
      _sand_xml_problems_add_at (b->problems, node,
                                 _("“%s” is not a whole number of at least %d (%s of <%s>)"),
                                 str, min, name, (const char *) node->name);
      return FALSE;
    }
  *value = (int) number;
  return TRUE;
}

gboolean
_sand_xml_build_read_bool (Builder       *b,
                           const xmlNode *node,
                           const char    *name,
                           gboolean      *value)
{
  g_autofree char *str = _sand_xml_get_attr (node, name);

  if (str == NULL)
    return TRUE;
  if (g_str_equal (str, "true") || g_str_equal (str, "false"))
    {
      *value = g_str_equal (str, "true");
      return TRUE;
    }
  _sand_xml_problems_add_at (b->problems, node, _("“%s” is neither true nor false (%s of <%s>)"),
                             str, name, (const char *) node->name);
  return FALSE;
}

/* parse_double() of the text from @start to @end, in place: a point list is
 * read without copying each of its numbers. */
static gboolean
parse_double_span (const char *start,
                   const char *end,
                   double     *value)
{
  char *stop = NULL;

  if (start == end)
    return FALSE;
  for (const char *c = start; c < end; c++)
    if (strchr ("0123456789+-.eE", *c) == NULL)
      return FALSE;
  *value = g_ascii_strtod (start, &stop);
  return stop == end && isfinite (*value);
}

/* "x,y x,y …", read in one pass (a table of thousands of features has tens of
 * thousands of points); the pair that does not parse is named as it was written. */
GArray *
_sand_xml_build_read_points (Builder       *b,
             const xmlNode *node,
             const char    *name)
{
  g_autofree char *str = _sand_xml_build_require_attr (b, node, name);
  const char *blanks = " \t\r\n";
  GArray *points;

  if (str == NULL)
    return NULL;

  /* Counted by their commas before any is read or kept: a point list of
   * millions is refused at once, in the memory of the text alone. */
  {
    guint n = 0;

    for (const char *c = str; *c != '\0'; c++)
      n += *c == ',';
    if (n > SAND_LIMIT_FEATURE_POINTS)
      {
        _sand_xml_problems_add_at (b->problems, node, _("<%s> has %u points, more than %d"),
                                   (const char *) node->name, n, SAND_LIMIT_FEATURE_POINTS);
        return NULL;
      }
    if (b->n_points <= SAND_LIMIT_POINTS && b->n_points + n > SAND_LIMIT_POINTS)
      _sand_xml_problems_add_at (b->problems, node,
                                 _("the areas and lines have more than %d points between them here"),
                                 SAND_LIMIT_POINTS);
    b->n_points += n;
    if (b->n_points > SAND_LIMIT_POINTS)
      return NULL;
  }

  points = g_array_new (FALSE, FALSE, sizeof (SandPoint));
  for (const char *token = str + strspn (str, blanks); *token != '\0';
       token += strcspn (token, blanks), token += strspn (token, blanks))
    {
      const char *end = token + strcspn (token, blanks);
      const char *comma = memchr (token, ',', end - token);
      SandPoint point;

      if (comma == NULL || memchr (comma + 1, ',', end - comma - 1) != NULL
          || !parse_double_span (token, comma, &point.x) || !parse_double_span (comma + 1, end, &point.y))
        {
          g_autofree char *pair = g_strndup (token, end - token);

          _sand_xml_problems_add_at (b->problems, node,
                                     _("cannot read the points of <%s>: “%s” is not an "
                                       "x,y pair of numbers"),
                                     (const char *) node->name, pair);
          g_array_unref (points);
          return NULL;
        }
      if (!within_limit (point.x) || !within_limit (point.y))
        {
          g_autofree char *pair = g_strndup (token, end - token);

          _sand_xml_problems_add_at (b->problems, node,
                                     _("the point “%s” of <%s> is out of range (at most %.0f either way)"),
                                     pair, (const char *) node->name, NUMBER_LIMIT);
          g_array_unref (points);
          return NULL;
        }
      g_array_append_val (points, point);
    }
  return points;
}

/* Records @id; FALSE (and a problem) if it is missing or already taken. */
gboolean
_sand_xml_build_claim_id (Builder       *b,
                          const xmlNode *node,
                          char         **id_out)
{
  char *id = _sand_xml_build_require_attr (b, node, "id");
  gpointer first;

  *id_out = id;
  if (id == NULL)
    return FALSE;
  if (g_hash_table_lookup_extended (b->ids, id, NULL, &first))
    {
      _sand_xml_problems_add_at (b->problems, node, _("duplicate id “%s” (first used on line %ld)"),
                                 id, (long) GPOINTER_TO_SIZE (first));
      return FALSE;
    }
  g_hash_table_insert (b->ids, g_strdup (id), GSIZE_TO_POINTER ((gsize) xmlGetLineNo (node)));
  return TRUE;
}

void
_sand_xml_build_report_unexpected (Builder       *b,
                                   const xmlNode *node,
                                   const xmlNode *parent)
{
  _sand_xml_problems_add_unexpected (b->problems, node, (const char *) node->name,
                                     _("unexpected element <%s> inside <%s>"),
                                     (const char *) node->name, (const char *) parent->name);
}

/* Own elements that hold none of ours; those that do report a stray one where
 * they read their children. */
static const char * const leaf_elements[] = {
  "title", "description", "table", "grid", "weather", "polygon", "rect", "ellipse",
  "line", "point", "unit", "corner", "initiative", "command", "card", "task", "seed", "roll", "shuffle", "draw",
  "move", "work", "transfer", "hit", "end-turn", NULL,
};

/* Flags attributes without a namespace that the schema does not know on their
 * element, and elements of ours inside one that holds none, throughout the
 * document's own elements (not inside foreign content). */
static void
check_names (Builder       *b,
             const xmlNode *node)
{
  GHashTable *known = g_hash_table_lookup (_sand_xml_schema_attributes (),
                                           (const char *) node->name);
  gboolean leaf = g_strv_contains (leaf_elements, (const char *) node->name);

  if (known == NULL)
    return; /* an unknown element, reported where it is read */

  for (const xmlAttr *attr = node->properties; attr != NULL; attr = attr->next)
    if (attr->ns == NULL && !g_hash_table_contains (known, attr->name)
        && !g_hash_table_contains (known, SAND_XML_ANY_ATTRIBUTE))
      _sand_xml_problems_add_at (b->problems, node, _("unknown attribute “%s” on <%s>"),
                                 (const char *) attr->name, (const char *) node->name);
    else if (attr->ns != NULL && xmlStrEqual (attr->ns->href, BAD_CAST SAND_XML_NS))
      _sand_xml_problems_add_at (b->problems, node,
                                 _("unknown attribute “%s:%s” on <%s>: the format's own "
                                   "attributes take no namespace prefix"),
                                 (const char *) attr->ns->prefix, (const char *) attr->name,
                                 (const char *) node->name);

  for (const xmlNode *child = node->children; child != NULL; child = child->next)
    if (_sand_xml_is_own (child, NULL) && leaf)
      _sand_xml_build_report_unexpected (b, child, node);
    else if (_sand_xml_is_own (child, NULL))
      check_names (b, child);
    else if (child->type == XML_TEXT_NODE && !_sand_xml_is_own (node, "title")
             && !_sand_xml_is_own (node, "description"))
      {
        g_autofree char *text = g_strstrip (g_strdup ((const char *) child->content));

        if (*text != '\0')
          _sand_xml_problems_add_unexpected (b->problems, child, "text", _("unexpected text inside <%s>: “%s”"),
                                             (const char *) node->name, text);
      }
}

/* Terrain */

static const char *
shape_element (SandShape shape)
{
  switch (shape)
    {
    case SAND_SHAPE_AREA: return "area";
    case SAND_SHAPE_LINE: return "line";
    case SAND_SHAPE_POINT: return "point";
    default: g_assert_not_reached ();
    }
}

static SandTerrainKind
read_kind (Builder       *b,
           const xmlNode *node,
           SandShape      shape)
{
  g_autofree char *str = _sand_xml_build_require_attr (b, node, "kind");
  SandTerrainKind kind;

  if (str == NULL)
    return SAND_TERRAIN_INVALID;
  kind = sand_terrain_kind_from_string (str);
  if (kind == SAND_TERRAIN_INVALID)
    {
      _sand_xml_problems_add_at (b->problems, node, _("unknown terrain kind “%s”"), str);
      return SAND_TERRAIN_INVALID;
    }
  if (!sand_terrain_kind_allows_shape (kind, shape))
    {
      _sand_xml_problems_add_at (b->problems, node,
                                 _("“%s” cannot be drawn as <%s>; write it as <%s>"),
                                 str, shape_element (shape),
                                 shape_element (sand_terrain_kind_get_shape (kind)));
      return SAND_TERRAIN_INVALID;
    }
  return kind;
}

static void
read_area_shape (Builder       *b,
                 const xmlNode *area,
                 SandFeature   *feature)
{
  const xmlNode *shape = NULL;

  for (const xmlNode *child = area->children; child != NULL; child = child->next)
    {
      if (!_sand_xml_is_own (child, NULL))
        continue;
      if (!_sand_xml_is_own (child, "polygon") && !_sand_xml_is_own (child, "rect")
          && !_sand_xml_is_own (child, "ellipse"))
        _sand_xml_build_report_unexpected (b, child, area);
      else if (shape != NULL)
        _sand_xml_problems_add_at (b->problems, child,
                                   _("<area> may have only one shape; this <%s> is a second"),
                                   (const char *) child->name);
      else
        shape = child;
    }

  if (shape == NULL)
    {
      _sand_xml_problems_add_at (b->problems, area,
                                 _("<area> has no shape: give it a <polygon>, <rect> or <ellipse>"));
      return;
    }

  if (_sand_xml_is_own (shape, "polygon"))
    {
      g_autoptr (GArray) points = _sand_xml_build_read_points (b, shape, "points");

      if (points != NULL && points->len < 3)
        _sand_xml_problems_add_at (b->problems, shape,
                                   _("a polygon needs at least 3 points, this one has %u"),
                                   points->len);
      else if (points != NULL)
        sand_feature_set_polygon (feature, (SandPoint *) points->data, points->len);
    }
  else if (_sand_xml_is_own (shape, "rect"))
    {
      double x = 0, y = 0, w = 0, h = 0;

      if (_sand_xml_build_read_number (b, shape, "x", TRUE, ANY, &x) & _sand_xml_build_read_number (b, shape, "y", TRUE, ANY, &y)
          & _sand_xml_build_read_number (b, shape, "width", TRUE, POSITIVE, &w)
          & _sand_xml_build_read_number (b, shape, "height", TRUE, POSITIVE, &h))
        sand_feature_set_rect (feature, x, y, w, h);
    }
  else
    {
      double cx = 0, cy = 0, rx = 0, ry = 0;

      if (_sand_xml_build_read_number (b, shape, "cx", TRUE, ANY, &cx)
          & _sand_xml_build_read_number (b, shape, "cy", TRUE, ANY, &cy)
          & _sand_xml_build_read_number (b, shape, "rx", TRUE, POSITIVE, &rx)
          & _sand_xml_build_read_number (b, shape, "ry", TRUE, POSITIVE, &ry))
        sand_feature_set_ellipse (feature, cx, cy, rx, ry);
    }
  _sand_foreign_collect (sand_feature_get_foreign (feature), area, FALSE);
  /* Whatever the shape, its foreign content stays with the area (a missing
   * section is an empty one). */
  if (_sand_foreign_has_content (shape, FALSE))
    _sand_foreign_collect (_sand_foreign_get_section (sand_feature_get_foreign (feature), "shape"),
                           shape, FALSE);
}

static void
read_line_shape (Builder       *b,
                 const xmlNode *line,
                 SandFeature   *feature)
{
  g_autoptr (GArray) points = _sand_xml_build_read_points (b, line, "points");

  if (points != NULL && points->len < 2)
    _sand_xml_problems_add_at (b->problems, line,
                               _("a line needs at least 2 points, this one has %u"),
                               points->len);
  else if (points != NULL)
    sand_feature_set_polyline (feature, (SandPoint *) points->data, points->len);
}

static void
read_point_shape (Builder       *b,
                  const xmlNode *point,
                  SandFeature   *feature)
{
  double x = 0, y = 0;

  if (_sand_xml_build_read_number (b, point, "x", TRUE, ANY, &x) & _sand_xml_build_read_number (b, point, "y", TRUE, ANY, &y))
    sand_feature_set_point (feature, x, y);
}

static SandFeature *
read_feature (Builder       *b,
              const xmlNode *node,
              SandShape      shape)
{
  SandFeature *feature = NULL;
  g_autofree char *id = NULL;
  g_autofree char *name = _sand_xml_get_attr (node, "name");
  g_autofree char *surface = _sand_xml_get_attr (node, "surface");
  SandTerrainKind kind;
  double width = 0, height = 0;
  int level = 1, floors = 1;
  gboolean has_base = FALSE, fordable = FALSE, open = FALSE;

  _sand_xml_build_claim_id (b, node, &id);
  kind = read_kind (b, node, shape);

  /* Every attribute is read even when the kind is wrong, so all is reported. */
  _sand_xml_build_read_int (b, node, "level", 1, &level);
  _sand_xml_build_read_int (b, node, "floors", 1, &floors);
  _sand_xml_build_read_bool (b, node, "has-base", &has_base);
  _sand_xml_build_read_bool (b, node, "fordable", &fordable);
  _sand_xml_build_read_bool (b, node, "open", &open);
  _sand_xml_build_read_number (b, node, "width", FALSE, NON_NEGATIVE, &width);
  _sand_xml_build_read_number (b, node, "height", FALSE, NON_NEGATIVE, &height);

  feature = sand_feature_new (id, kind != SAND_TERRAIN_INVALID ? kind : SAND_TERRAIN_WOODS);
  sand_feature_set_name (feature, name);
  sand_feature_set_surface (feature, surface);
  sand_feature_set_level (feature, level);
  sand_feature_set_floors (feature, floors);
  sand_feature_set_has_base (feature, has_base);
  sand_feature_set_fordable (feature, fordable);
  sand_feature_set_open (feature, open);
  sand_feature_set_width (feature, width);
  sand_feature_set_height (feature, height);

  switch (shape)
    {
    case SAND_SHAPE_AREA:
      read_area_shape (b, node, feature);
      break;
    case SAND_SHAPE_LINE:
      read_line_shape (b, node, feature);
      _sand_foreign_collect (sand_feature_get_foreign (feature), node, FALSE);
      break;
    case SAND_SHAPE_POINT:
      read_point_shape (b, node, feature);
      _sand_foreign_collect (sand_feature_get_foreign (feature), node, FALSE);
      break;
    default:
      g_assert_not_reached ();
    }
  return feature;
}

static void
read_terrain (Builder       *b,
              const xmlNode *terrain)
{
  g_autoptr (GPtrArray) features = g_ptr_array_new_with_free_func (g_object_unref);

  for (const xmlNode *child = terrain->children; child != NULL; child = child->next)
    {
      if (features->len == SAND_LIMIT_FEATURES
          && (_sand_xml_is_own (child, "area") || _sand_xml_is_own (child, "line")
              || _sand_xml_is_own (child, "point")))
        {
          _sand_xml_problems_add_at (b->problems, child, _("the terrain has more than %d features"),
                                     SAND_LIMIT_FEATURES);
          break;
        }
      if (_sand_xml_is_own (child, "area"))
        g_ptr_array_add (features, read_feature (b, child, SAND_SHAPE_AREA));
      else if (_sand_xml_is_own (child, "line"))
        g_ptr_array_add (features, read_feature (b, child, SAND_SHAPE_LINE));
      else if (_sand_xml_is_own (child, "point"))
        g_ptr_array_add (features, read_feature (b, child, SAND_SHAPE_POINT));
      else if (_sand_xml_is_own (child, NULL))
        _sand_xml_build_report_unexpected (b, child, terrain);
    }
  /* added at once: one change for the lists that show them, not one a feature */
  sand_scenario_add_features (b->scenario, (SandFeature **) features->pdata, features->len);
}

/* The rest of the document */

static void
read_table (Builder       *b,
            const xmlNode *node)
{
  double width = 0, height = 0, scale = sand_scenario_get_ground_scale (b->scenario);

  if (_sand_xml_build_read_number (b, node, "width", TRUE, POSITIVE, &width)
      & _sand_xml_build_read_number (b, node, "height", TRUE, POSITIVE, &height))
    sand_scenario_set_size (b->scenario, width, height);
  if (_sand_xml_build_read_number (b, node, "ground-scale", FALSE, POSITIVE, &scale))
    sand_scenario_set_ground_scale (b->scenario, scale);
}

static void
read_grid (Builder       *b,
           const xmlNode *node)
{
  g_autofree char *type = _sand_xml_build_require_attr (b, node, "type");
  g_autofree char *orientation = _sand_xml_get_attr (node, "orientation");
  SandHexOrientation hex_orientation = SAND_HEX_FLAT;
  double size = 0, x0 = 0, y0 = 0;

  if (type == NULL || g_str_equal (type, "none"))
    return;
  if (!g_str_equal (type, "hex"))
    {
      _sand_xml_problems_add_at (b->problems, node,
                                 _("unknown grid type “%s”: use none or hex"), type);
      return;
    }

  if (orientation != NULL && g_str_equal (orientation, "pointy"))
    hex_orientation = SAND_HEX_POINTY;
  else if (orientation != NULL && !g_str_equal (orientation, "flat"))
    _sand_xml_problems_add_at (b->problems, node,
                               _("unknown hex orientation “%s”: use flat or pointy"),
                               orientation);

  if (_sand_xml_build_read_number (b, node, "size", TRUE, POSITIVE, &size)
      & _sand_xml_build_read_number (b, node, "x0", FALSE, ANY, &x0)
      & _sand_xml_build_read_number (b, node, "y0", FALSE, ANY, &y0))
    sand_scenario_set_grid (b->scenario, SAND_GRID_HEX, size, hex_orientation, x0, y0);
}

static void
read_weather (Builder       *b,
              const xmlNode *node)
{
  g_autofree char *condition = _sand_xml_build_require_attr (b, node, "condition");
  SandWeather weather = SAND_WEATHER_DRY;
  int turns = 0;

  if (condition != NULL && !sand_weather_from_string (condition, &weather))
    _sand_xml_problems_add_at (b->problems, node,
                               _("unknown weather “%s”: use dry, rain or snow"), condition);
  if (_sand_xml_build_read_int (b, node, "turns", 0, &turns))
    sand_scenario_set_weather (b->scenario, weather, turns);
}

static void
read_scenario (Builder       *b,
               const xmlNode *root)
{
  SandForeign *foreign = sand_scenario_get_foreign (b->scenario);
  g_autofree char *version = _sand_xml_build_require_attr (b, root, "version");
  g_autofree char *ruleset = _sand_xml_get_attr (root, "ruleset");
  gboolean has_table = FALSE;

  if (version != NULL && !g_str_equal (version, "1"))
    _sand_xml_problems_add_at (b->problems, root,
                               _("this is a version %s scenario; this version of Sandtable "
                                 "reads version 1"),
                               version);
  sand_scenario_set_ruleset (b->scenario, ruleset);
  _sand_foreign_collect (foreign, root, FALSE);

  for (const xmlNode *child = root->children; child != NULL; child = child->next)
    {
      const char *name = (const char *) child->name;

      if (!_sand_xml_is_own (child, NULL))
        continue;

      if (g_str_equal (name, "title") || g_str_equal (name, "description"))
        {
          g_autofree char *text = _sand_xml_get_text (child);

          if (g_str_equal (name, "title"))
            sand_scenario_set_title (b->scenario, text);
          else
            sand_scenario_set_description (b->scenario, text);
        }
      else if (g_str_equal (name, "table"))
        {
          read_table (b, child);
          has_table = TRUE;
        }
      else if (g_str_equal (name, "grid"))
        read_grid (b, child);
      else if (g_str_equal (name, "weather"))
        read_weather (b, child);
      else if (g_str_equal (name, "backdrop"))
        _sand_xml_build_read_backdrop (b, child);
      else if (g_str_equal (name, "terrain"))
        read_terrain (b, child);
      else if (g_str_equal (name, "forces"))
        _sand_xml_build_read_forces (b, child);
      else if (g_str_equal (name, "play"))
        _sand_xml_build_read_play (b, child);
      else
        {
          _sand_xml_build_report_unexpected (b, child, root);
          continue;
        }

      /* <play> and <backdrop> keep their own */
      if (!g_str_equal (name, "play") && !g_str_equal (name, "backdrop"))
        _sand_foreign_collect (_sand_foreign_get_section (foreign, name), child, FALSE);
    }

  if (!has_table)
    _sand_xml_problems_add_at (b->problems, root,
                               _("the scenario has no <table width=\"…\" height=\"…\"/>"));
}

SandScenario *
_sand_xml_build_scenario (xmlDoc          *doc,
                          gboolean         fragment,
                          SandXmlProblems *problems)
{
  Builder b = { problems, NULL, NULL, fragment };

  b.scenario = sand_scenario_new ();
  b.ids = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  check_names (&b, xmlDocGetRootElement (doc));
  read_scenario (&b, xmlDocGetRootElement (doc));

  g_hash_table_unref (b.ids);
  return b.scenario;
}
