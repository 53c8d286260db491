/* sand-inspector-subjects.c: the rows each kind of subject gets — the
 * scenario, a terrain feature, a unit, or several items at once.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "sand-inspector-private.h"

static const int grid_values[] = { SAND_GRID_NONE, SAND_GRID_HEX };
static const int orientation_values[] = { SAND_HEX_FLAT, SAND_HEX_POINTY };
static const int weather_values[] = { SAND_WEATHER_DRY, SAND_WEATHER_RAIN, SAND_WEATHER_SNOW };
static const char * const surfaces[] = { "dirt", "paved", NULL };

static GListModel *
string_model (const char *first,
              ...)
{
  GtkStringList *list = gtk_string_list_new (NULL);
  va_list args;

  va_start (args, first);
  for (const char *s = first; s != NULL; s = va_arg (args, const char *))
    gtk_string_list_append (list, s);
  va_end (args);

  return G_LIST_MODEL (list);
}

void
_sand_inspector_build_scenario (SandInspector *self)
{
  AdwPreferencesGroup *group;
  Field *field;
  g_autoptr(GListModel) grids = string_model (_("None"), _("Hexes"), NULL);
  g_autoptr(GListModel) orientations = string_model (_("Flat top"), _("Pointy top"), NULL);
  g_autoptr(GListModel) weathers = string_model (_("Dry"), _("Rain"), _("Snow"), NULL);

  group = _sand_inspector_add_group (self, _("Scenario"));
  _sand_inspector_add_entry (self, group, "title", NULL, _("Title"));
  _sand_inspector_add_entry (self, group, "description", NULL, _("Description"));
  _sand_inspector_add_ruleset_row (self, group);

  group = _sand_inspector_add_group (self, _("Table"));
  /* Translators: here and below, %s is the unit of length, "in" or "cm" */
  _sand_inspector_add_length (self, group, "width", _("Width (%s)"), 1, 1, 1000, 1, 1);
  _sand_inspector_add_length (self, group, "height", _("Depth (%s)"), 1, 1, 1000, 1, 1);
  _sand_inspector_add_length (self, group, "ground-scale", _("Ground scale (m per %s)"), -1, 0.1, 10000, 1, 1);

  group = _sand_inspector_add_group (self, _("Grid"));
  field = _sand_inspector_add_combo (self, group, "grid-type", _("Grid"), grids, NULL);
  field->values = grid_values;
  _sand_inspector_add_length (self, group, "hex-size", _("Hex size across flats (%s)"), 1, 0.1, 100, 0.5, 2);
  field = _sand_inspector_add_combo (self, group, "hex-orientation", _("Orientation"), orientations, NULL);
  field->values = orientation_values;
  _sand_inspector_add_length (self, group, "hex-x0", _("Origin x (%s)"), 1, -1000, 1000, 0.5, 2);
  _sand_inspector_add_length (self, group, "hex-y0", _("Origin y (%s)"), 1, -1000, 1000, 0.5, 2);

  group = _sand_inspector_add_group (self, _("Weather"));
  field = _sand_inspector_add_combo (self, group, "weather", _("Condition"), weathers, NULL);
  field->values = weather_values;
  _sand_inspector_add_spin (self, group, "weather-turns", _("Turns so far"), 0, 1000, 1, 0);
}

void
_sand_inspector_build_feature (SandInspector *self,
                               SandFeature   *feature)
{
  SandTerrainKind kind = sand_feature_get_kind (feature);
  SandShape shape = sand_feature_get_shape (feature);
  AdwPreferencesGroup *group;
  GtkStringList *kinds = gtk_string_list_new (NULL);
  g_autoptr(GListModel) surface_names = string_model (_("Dirt"), _("Paved"), NULL);
  Field *field;
  guint n = 0;

  group = _sand_inspector_add_group (self, sand_terrain_kind_get_label (kind));
  adw_preferences_group_set_description (group, sand_feature_get_id (feature));
  _sand_inspector_add_entry (self, group, "name", NULL, _("Name"));
  _sand_inspector_add_entry (self, group, "id", NULL, _("Id"));

  /* A kind may change only to another drawn with the same shape. */
  for (SandTerrainKind k = 0; k < SAND_N_TERRAIN_KINDS; k++)
    if (sand_terrain_kind_allows_shape (k, shape) || sand_terrain_kind_get_shape (k) == shape)
      {
        gtk_string_list_append (kinds, sand_terrain_kind_get_label (k));
        self->kinds[n++] = k;
      }
  field = _sand_inspector_add_combo (self, group, "kind", _("Kind"), G_LIST_MODEL (kinds), NULL);
  field->values = self->kinds;
  g_object_unref (kinds);

  if (kind == SAND_TERRAIN_HILL)
    _sand_inspector_add_spin (self, group, "level", _("Level"), 1, 100, 1, 0);
  if (sand_terrain_kind_is_obstacle (kind))
    /* Translators: %s is the unit of length, "in" or "cm" */
    _sand_inspector_add_length (self, group, "height", _("Height (%s)"), 1, 0, 100, 0.25, 2);
  /* A wall or hedge is a line without a width: the rules measure its height. */
  if (shape == SAND_SHAPE_LINE && (sand_terrain_kind_default_width (kind) > 0 || sand_feature_get_width (feature) > 0))
    /* Translators: %s is the unit of length, "in" or "cm" */
    _sand_inspector_add_length (self, group, "width", _("Width (%s)"), 1, 0, 100, 0.25, 2);
  if (kind == SAND_TERRAIN_ROAD)
    {
      field = _sand_inspector_add_combo (self, group, "surface", _("Surface"), surface_names, NULL);
      field->strings = surfaces;
    }
  if (sand_terrain_kind_is_watercourse (kind))
    _sand_inspector_add_switch (self, group, "fordable", _("Fordable"));
  if (kind == SAND_TERRAIN_BUILDING)
    {
      _sand_inspector_add_spin (self, group, "floors", _("Floors"), 1, 100, 1, 0);
      _sand_inspector_add_switch (self, group, "has-base", _("Ground floor is area terrain"));
    }
  if (kind == SAND_TERRAIN_DOOR)
    _sand_inspector_add_switch (self, group, "open", _("Open"));
}

void
_sand_inspector_build_unit (SandInspector *self,
                            SandUnit      *unit)
{
  AdwPreferencesGroup *group;
  Field *field;

  group = _sand_inspector_add_group (self, _("Unit"));
  adw_preferences_group_set_description (group, sand_unit_get_id (unit));
  _sand_inspector_add_entry (self, group, "name", NULL, _("Name"));
  _sand_inspector_add_entry (self, group, "id", NULL, _("Id"));
  _sand_inspector_add_class_row (self, group, unit);
  field = _sand_inspector_add_combo (self, group, "side", _("Side"),
                     sand_scenario_get_sides (sand_editor_get_scenario (self->editor)),
                     gtk_property_expression_new (SAND_TYPE_SIDE, NULL, "name"));
  field->choices = sand_scenario_get_sides (sand_editor_get_scenario (self->editor));

  /* What the rules read comes first: players set it most. */
  _sand_inspector_add_rule_rows (self, unit);

  group = _sand_inspector_add_group (self, _("On the Table"));
  /* Translators: here and below, %s is the unit of length, "in" or "cm" */
  _sand_inspector_add_length (self, group, "x", _("Across (%s)"), 1, -1000, 1000, 0.1, 2);
  _sand_inspector_add_length (self, group, "y", _("Down (%s)"), 1, -1000, 1000, 0.1, 2);
  field = _sand_inspector_add_spin (self, group, "facing", _("Facing (°)"), 0, 359, 5, 0);
  /* A bearing: a step down from 0 is 359, and up from 359 is 0. */
  gtk_spin_button_set_wrap (GTK_SPIN_BUTTON (field->widget), TRUE);
  _sand_inspector_add_length (self, group, "base", _("Base across (%s)"), 1, 0.01, 100, 0.25, 2);

  group = _sand_inspector_add_group (self, _("Command"));
  _sand_inspector_add_entry (self, group, "team", NULL, _("Team"));
  _sand_inspector_add_entry (self, group, "role", NULL, _("Role"));
}

void
_sand_inspector_build_several (SandInspector *self,
                               guint          n)
{
  g_autofree char *text = g_strdup_printf (ngettext ("%u item selected", "%u items selected", n), n);
  GtkWidget *label = gtk_label_new (text);

  gtk_widget_add_css_class (label, "dim-label");
  adw_preferences_group_add (_sand_inspector_add_group (self, NULL), label);
}
