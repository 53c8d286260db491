/* sand-xml-writer.c: a scenario as canonical XML.
 *
 * Canonical means: one default namespace, elements and attributes always in the
 * same order, numbers in their shortest exact form whatever the locale, and the
 * content of other namespaces back where it was read. Saving an unchanged file
 * twice gives the same bytes, so diffs of scenarios stay readable.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sand-xml-private.h"

static void
set_string (xmlNode    *node,
            const char *name,
            const char *value)
{
  if (value != NULL)
    xmlSetProp (node, BAD_CAST name, BAD_CAST value);
}

static void
set_number (xmlNode    *node,
            const char *name,
            double      value)
{
  g_autofree char *text = _sand_xml_format_double (value);

  xmlSetProp (node, BAD_CAST name, BAD_CAST text);
}

static void
set_int (xmlNode    *node,
         const char *name,
         int         value)
{
  char text[16];

  g_snprintf (text, sizeof text, "%d", value);
  xmlSetProp (node, BAD_CAST name, BAD_CAST text);
}

static void
set_bool (xmlNode    *node,
          const char *name,
          gboolean    value)
{
  xmlSetProp (node, BAD_CAST name, BAD_CAST (value ? "true" : "false"));
}

char *
_sand_xml_format_points (const SandPoint *points,
                         guint            n_points)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < n_points; i++)
    {
      g_autofree char *x = _sand_xml_format_double (points[i].x);
      g_autofree char *y = _sand_xml_format_double (points[i].y);

      g_string_append_printf (text, "%s%s,%s", i > 0 ? " " : "", x, y);
    }
  return g_string_free (text, FALSE);
}

static xmlNode *
add_element (xmlNode    *parent,
             const char *name)
{
  return xmlNewChild (parent, parent->ns, BAD_CAST name, NULL);
}

/* An element with four number attributes (a rect or an ellipse). */
static xmlNode *
add_numbers_element (xmlNode           *parent,
                     const char        *name,
                     const char * const names[4],
                     const double       values[4])
{
  xmlNode *node = add_element (parent, name);

  for (guint i = 0; i < 4; i++)
    set_number (node, names[i], values[i]);
  return node;
}

/* Writes a structural element's foreign content, if any was read. */
static void
write_section (const SandForeign *foreign,
               xmlNode           *element)
{
  const SandForeign *section = _sand_foreign_lookup_section (foreign, (const char *) element->name);

  if (section != NULL)
    _sand_foreign_write (section, element);
}

/* Terrain */

static void
write_area_shape (xmlNode     *area,
                  SandFeature *feature)
{
  const SandForeign *foreign;
  xmlNode *shape;
  double v[4];

  switch (sand_feature_get_geometry_type (feature))
    {
    case SAND_GEOMETRY_RECT:
      {
        static const char * const names[4] = { "x", "y", "width", "height" };

        sand_feature_get_rect (feature, &v[0], &v[1], &v[2], &v[3]);
        shape = add_numbers_element (area, "rect", names, v);
      }
      break;
    case SAND_GEOMETRY_ELLIPSE:
      {
        static const char * const names[4] = { "cx", "cy", "rx", "ry" };

        sand_feature_get_ellipse (feature, &v[0], &v[1], &v[2], &v[3]);
        shape = add_numbers_element (area, "ellipse", names, v);
      }
      break;
    default:
      {
        guint n_points;
        const SandPoint *points = sand_feature_get_points (feature, &n_points);
        g_autofree char *text = _sand_xml_format_points (points, n_points);

        shape = add_element (area, "polygon");
        set_string (shape, "points", text);
      }
      break;
    }

  foreign = _sand_foreign_lookup_section (sand_feature_get_foreign (feature), "shape");
  if (foreign != NULL)
    _sand_foreign_write (foreign, shape);
}

static void
write_feature (xmlNode     *terrain,
               SandFeature *feature)
{
  SandTerrainKind kind = sand_feature_get_kind (feature);
  SandGeometryType geometry = sand_feature_get_geometry_type (feature);
  const char *element_name;
  xmlNode *node;

  if (geometry == SAND_GEOMETRY_POINT)
    element_name = "point";
  else if (geometry == SAND_GEOMETRY_POLYLINE)
    element_name = "line";
  else
    element_name = "area";

  node = add_element (terrain, element_name);
  set_string (node, "id", sand_feature_get_id (feature));
  set_string (node, "kind", sand_terrain_kind_to_string (kind));
  set_string (node, "name", sand_feature_get_name (feature));

  /* Attributes a kind is about are always written, others only when set. */
  if (geometry == SAND_GEOMETRY_POINT)
    {
      guint n_points;
      const SandPoint *point = sand_feature_get_points (feature, &n_points);

      set_number (node, "x", n_points > 0 ? point->x : 0);
      set_number (node, "y", n_points > 0 ? point->y : 0);
      if (kind == SAND_TERRAIN_DOOR || sand_feature_get_open (feature))
        set_bool (node, "open", sand_feature_get_open (feature));
    }
  else if (geometry == SAND_GEOMETRY_POLYLINE)
    {
      guint n_points;
      const SandPoint *points = sand_feature_get_points (feature, &n_points);
      g_autofree char *text = _sand_xml_format_points (points, n_points);

      set_string (node, "surface", sand_feature_get_surface (feature));
      if (sand_feature_get_width (feature) > 0)
        set_number (node, "width", sand_feature_get_width (feature));
      if (sand_terrain_kind_is_obstacle (kind) || sand_feature_get_height (feature) > 0)
        set_number (node, "height", sand_feature_get_height (feature));
      if (sand_terrain_kind_is_watercourse (kind) || sand_feature_get_fordable (feature))
        set_bool (node, "fordable", sand_feature_get_fordable (feature));
      set_string (node, "points", text);
    }
  else
    {
      if (kind == SAND_TERRAIN_HILL || sand_feature_get_level (feature) != 1)
        set_int (node, "level", sand_feature_get_level (feature));
      if (kind == SAND_TERRAIN_BUILDING || sand_feature_get_floors (feature) != 1)
        set_int (node, "floors", sand_feature_get_floors (feature));
      if (kind == SAND_TERRAIN_BUILDING || sand_feature_get_has_base (feature))
        set_bool (node, "has-base", sand_feature_get_has_base (feature));
      set_string (node, "surface", sand_feature_get_surface (feature));
      write_area_shape (node, feature);
    }

  _sand_foreign_write (sand_feature_get_foreign (feature), node);
}

/* Forces */

static void
write_unit (xmlNode  *side_node,
            SandUnit *unit)
{
  xmlNode *node = add_element (side_node, "unit");
  g_auto (GStrv) attrs = sand_unit_list_attrs (unit);

  set_string (node, "id", sand_unit_get_id (unit));
  set_string (node, "name", sand_unit_get_name (unit));
  set_string (node, "class", sand_unit_get_class (unit));
  set_number (node, "x", sand_unit_get_x (unit));
  set_number (node, "y", sand_unit_get_y (unit));
  if (sand_unit_get_facing (unit) != 0)
    set_number (node, "facing", sand_unit_get_facing (unit));
  set_string (node, "stance", sand_unit_get_stance (unit));
  set_string (node, "team", sand_unit_get_team (unit));
  set_string (node, "role", sand_unit_get_role (unit));
  if (sand_unit_get_base (unit) != 1)
    set_number (node, "base", sand_unit_get_base (unit));
  if (sand_unit_get_base_width (unit) > 0 && sand_unit_get_base_depth (unit) > 0)
    {
      set_number (node, "base-width", sand_unit_get_base_width (unit));
      set_number (node, "base-depth", sand_unit_get_base_depth (unit));
    }
  /* The attributes its ruleset reads, by name; one that is no XML name, or
   * that would stand for the unit's own, could not be read back as itself. */
  for (guint i = 0; attrs[i] != NULL; i++)
    if (!sand_unit_is_own_attribute (attrs[i]) && xmlValidateNCName (BAD_CAST attrs[i], 0) == 0)
      set_string (node, attrs[i], sand_unit_get_attr (unit, attrs[i]));

  _sand_foreign_write (sand_unit_get_foreign (unit), node);
}

static void
write_forces (xmlNode      *forces,
              SandScenario *scenario)
{
  GListModel *sides = sand_scenario_get_sides (scenario);
  GListModel *units = sand_scenario_get_units (scenario);
  guint n_sides = g_list_model_get_n_items (sides);
  guint n_units = g_list_model_get_n_items (units);

  for (guint i = 0; i < n_sides; i++)
    {
      g_autoptr (SandSide) side = g_list_model_get_item (sides, i);
      xmlNode *node = add_element (forces, "side");

      set_string (node, "id", sand_side_get_id (side));
      set_string (node, "name", sand_side_get_name (side));
      set_string (node, "color", sand_side_get_color (side));

      for (guint j = 0; j < n_units; j++)
        {
          g_autoptr (SandUnit) unit = g_list_model_get_item (units, j);

          if (sand_unit_get_side (unit) == side)
            write_unit (node, unit);
        }
      _sand_foreign_write (sand_side_get_foreign (side), node);
    }
}

/* The document */

static void
write_text_element (xmlNode           *root,
                    const char        *name,
                    const char        *text,
                    const SandForeign *foreign)
{
  if (text != NULL && *text != '\0')
    write_section (foreign, xmlNewTextChild (root, root->ns, BAD_CAST name, BAD_CAST text));
}

xmlDoc *
_sand_xml_write_scenario (SandScenario *scenario)
{
  SandForeign *foreign = sand_scenario_get_foreign (scenario);
  GListModel *features = sand_scenario_get_features (scenario);
  xmlDoc *doc = xmlNewDoc (BAD_CAST "1.0");
  xmlNode *root = xmlNewDocNode (doc, NULL, BAD_CAST "scenario", NULL);
  xmlNode *node;
  double x0, y0;

  xmlDocSetRootElement (doc, root);
  xmlSetNs (root, xmlNewNs (root, BAD_CAST SAND_XML_NS, NULL));
  xmlSetProp (root, BAD_CAST "version", BAD_CAST "1");
  set_string (root, "ruleset", sand_scenario_get_ruleset (scenario));

  write_text_element (root, "title", sand_scenario_get_title (scenario), foreign);
  write_text_element (root, "description", sand_scenario_get_description (scenario), foreign);

  node = add_element (root, "table");
  set_number (node, "width", sand_scenario_get_width (scenario));
  set_number (node, "height", sand_scenario_get_height (scenario));
  set_number (node, "ground-scale", sand_scenario_get_ground_scale (scenario));
  write_section (foreign, node);

  node = add_element (root, "grid");
  if (sand_scenario_get_grid_type (scenario) == SAND_GRID_HEX)
    {
      set_string (node, "type", "hex");
      set_number (node, "size", sand_scenario_get_hex_size (scenario));
      set_string (node, "orientation",
                  sand_scenario_get_hex_orientation (scenario) == SAND_HEX_POINTY ? "pointy"
                                                                                  : "flat");
      sand_scenario_get_hex_origin (scenario, &x0, &y0);
      set_number (node, "x0", x0);
      set_number (node, "y0", y0);
    }
  else
    set_string (node, "type", "none");
  write_section (foreign, node);

  node = add_element (root, "weather");
  set_string (node, "condition", sand_weather_to_string (sand_scenario_get_weather (scenario)));
  set_int (node, "turns", sand_scenario_get_weather_turns (scenario));
  write_section (foreign, node);

  _sand_xml_write_backdrop (root, scenario);

  node = add_element (root, "terrain");
  for (guint i = 0; i < g_list_model_get_n_items (features); i++)
    {
      g_autoptr (SandFeature) feature = g_list_model_get_item (features, i);

      write_feature (node, feature);
    }
  write_section (foreign, node);

  node = add_element (root, "forces");
  write_forces (node, scenario);
  write_section (foreign, node);

  _sand_xml_write_play (sand_scenario_get_play (scenario), root);

  _sand_foreign_write (foreign, root);
  _sand_xml_tidy_namespaces (root);
  return doc;
}
