/* sand-clipboard.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "sand-clipboard.h"
#include "sand-edit-property.h"
#include "sand-edit.h"
#include "sand-scenario-io.h"
#include "sand-xml-private.h"

static gboolean
items_contain (GPtrArray *items,
               gpointer   item)
{
  return g_ptr_array_find (items, item, NULL);
}

/* The side in @fragment standing for @side, made on first use. */
static SandSide *
fragment_side (SandScenario *fragment,
               SandSide     *side)
{
  SandSide *copy = sand_scenario_find_side (fragment, sand_side_get_id (side));

  if (copy == NULL)
    {
      g_autoptr(SandSide) made = sand_side_new (sand_side_get_id (side),
                                                sand_side_get_name (side),
                                                sand_side_get_color (side));
      sand_scenario_add_side (fragment, made);
      copy = made;
    }

  return copy;
}

GBytes *
sand_clipboard_serialize (SandScenario *scenario,
                          GPtrArray    *items)
{
  g_autoptr(SandScenario) fragment = NULL;
  GListModel *features, *units;
  double x0, y0;

  g_return_val_if_fail (SAND_IS_SCENARIO (scenario), NULL);
  g_return_val_if_fail (items != NULL, NULL);

  fragment = sand_scenario_new ();
  sand_scenario_set_size (fragment, sand_scenario_get_width (scenario),
                          sand_scenario_get_height (scenario));
  sand_scenario_set_ground_scale (fragment, sand_scenario_get_ground_scale (scenario));
  sand_scenario_get_hex_origin (scenario, &x0, &y0);
  sand_scenario_set_grid (fragment, sand_scenario_get_grid_type (scenario),
                          sand_scenario_get_hex_size (scenario),
                          sand_scenario_get_hex_orientation (scenario), x0, y0);
  sand_scenario_set_ruleset (fragment, sand_scenario_get_ruleset (scenario));

  /* Walk the scenario's lists rather than @items so the copy keeps drawing order. */
  features = sand_scenario_get_features (scenario);
  for (guint i = 0, n = g_list_model_get_n_items (features); i < n; i++)
    {
      g_autoptr(SandFeature) feature = g_list_model_get_item (features, i);

      if (items_contain (items, feature))
        {
          g_autoptr(SandFeature) copy = sand_feature_copy (feature);
          sand_scenario_add_feature (fragment, copy);
        }
    }

  units = sand_scenario_get_units (scenario);
  for (guint i = 0, n = g_list_model_get_n_items (units); i < n; i++)
    {
      g_autoptr(SandUnit) unit = g_list_model_get_item (units, i);
      g_autoptr(SandUnit) copy = NULL;

      if (!items_contain (items, unit) || sand_unit_get_side (unit) == NULL)
        continue;

      copy = sand_unit_copy (unit);
      sand_unit_set_side (copy, fragment_side (fragment, sand_unit_get_side (unit)));
      sand_scenario_add_unit (fragment, copy);
    }

  return sand_scenario_to_bytes (fragment);
}

SandScenario *
sand_clipboard_parse (const char  *data,
                      gsize        length,
                      GError     **error)
{
  g_return_val_if_fail (data != NULL || length == 0, NULL);

  /* Translators: names the clipboard in "clipboard:line: message" errors. */
  return _sand_xml_read (data != NULL ? data : "", length, _("clipboard"), NULL, TRUE, error);
}

/* The id without its trailing number, so "w12" pastes as the next free "w<n>". */
static char *
id_prefix (const char *id,
           const char *fallback)
{
  gsize len;

  if (id == NULL || *id == '\0')
    return g_strdup (fallback);

  len = strlen (id);
  while (len > 0 && g_ascii_isdigit (id[len - 1]))
    len--;

  return len > 0 ? g_strndup (id, len) : g_strdup (fallback);
}

static char *
free_id (SandScenario *scenario,
         const char   *id,
         const char   *fallback)
{
  g_autofree char *prefix = NULL;

  if (id != NULL && *id != '\0' && !sand_scenario_has_id (scenario, id))
    return g_strdup (id);

  prefix = id_prefix (id, fallback);
  return sand_scenario_make_id (scenario, prefix);
}

/* A pasted unit's links (@links: the attributes that name another unit, its
 * officer): the copy of the unit named pasted with it, or the one it names on
 * its own side here; otherwise none, since the ruleset reads a link to a unit
 * the table does not hold, or one of the other side, as no link at all. */
static void
keep_links (SandHistory        *history,
            const char * const *links,
            GHashTable         *renamed,
            SandUnit           *copy)
{
  SandScenario *target = sand_history_get_scenario (history);

  for (guint k = 0; links[k] != NULL; k++)
    {
      const char *named = sand_unit_get_attr (copy, links[k]);
      const char *now;
      SandUnit *other;

      if (named == NULL)
        continue;
      now = g_hash_table_lookup (renamed, named);
      if (now == NULL)
        {
          other = sand_scenario_find_unit (target, named);
          now = other != NULL && other != copy && sand_unit_get_side (other) == sand_unit_get_side (copy) ? named : NULL;
        }
      if (g_strcmp0 (now, named) != 0)
        sand_edit_set_unit_attr (history, copy, links[k], now);
    }
}

/* The side of @target that units of @side join, added when there is none. */
static SandSide *
target_side (SandHistory *history,
             SandSide    *side)
{
  SandScenario *target = sand_history_get_scenario (history);
  GListModel *sides = sand_scenario_get_sides (target);
  g_autofree char *id = NULL;
  g_autoptr(SandSide) added = NULL;
  SandSide *found;

  found = sand_scenario_find_side (target, sand_side_get_id (side));
  if (found != NULL)
    return found;

  for (guint i = 0, n = g_list_model_get_n_items (sides); i < n; i++)
    {
      g_autoptr(SandSide) other = g_list_model_get_item (sides, i);

      if (g_strcmp0 (sand_side_get_name (other), sand_side_get_name (side)) == 0)
        return other;
    }

  id = free_id (target, sand_side_get_id (side), "side");
  added = sand_side_new (id, sand_side_get_name (side), sand_side_get_color (side));
  sand_edit_add_side (history, added);

  /* Borrowed from the scenario, which now holds the side. */
  return sand_scenario_find_side (target, id);
}

GPtrArray *
sand_clipboard_paste (SandHistory  *history,
                      SandScenario *fragment,
                      double        dx,
                      double        dy)
{
  SandScenario *target;
  GPtrArray *pasted;
  GListModel *features, *units;

  g_return_val_if_fail (SAND_IS_HISTORY (history), NULL);
  g_return_val_if_fail (SAND_IS_SCENARIO (fragment), NULL);

  target = sand_history_get_scenario (history);
  pasted = g_ptr_array_new_with_free_func (g_object_unref);

  sand_history_begin_group (history, _("Paste"));

  features = sand_scenario_get_features (fragment);
  for (guint i = 0, n = g_list_model_get_n_items (features); i < n; i++)
    {
      g_autoptr(SandFeature) feature = g_list_model_get_item (features, i);
      SandFeature *copy = sand_feature_copy (feature);
      g_autofree char *id = free_id (target, sand_feature_get_id (feature), "f");

      sand_feature_set_id (copy, id);
      sand_feature_translate (copy, dx, dy);
      sand_edit_add_feature (history, copy);
      g_ptr_array_add (pasted, copy);
    }

  units = sand_scenario_get_units (fragment);
  g_autoptr (GHashTable) renamed = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  guint first = pasted->len;
  for (guint i = 0, n = g_list_model_get_n_items (units); i < n; i++)
    {
      g_autoptr(SandUnit) unit = g_list_model_get_item (units, i);
      SandUnit *copy = sand_unit_copy (unit);
      g_autofree char *id = free_id (target, sand_unit_get_id (unit), "u");

      g_hash_table_insert (renamed, g_strdup (sand_unit_get_id (unit)), g_strdup (id));
      sand_unit_set_id (copy, id);
      sand_unit_set_side (copy, target_side (history, sand_unit_get_side (unit)));
      sand_unit_set_position (copy, sand_unit_get_x (unit) + dx, sand_unit_get_y (unit) + dy);
      sand_edit_add_unit (history, copy);
      g_ptr_array_add (pasted, copy);
    }
  if (sand_history_get_ruleset (history) != NULL)
    {
      g_auto (GStrv) links = sand_ruleset_list_unit_links (sand_history_get_ruleset (history));

      for (guint i = first; i < pasted->len; i++)
        keep_links (history, (const char * const *) links, renamed, g_ptr_array_index (pasted, i));
    }

  sand_history_end_group (history);

  return pasted;
}
