/* sand-editor-prototypes.c: what the next feature of each kind is like, and
 * new features made after it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sand-editor-private.h"

static SandFeature *
new_prototype (SandTerrainKind kind)
{
  SandFeature *feature = sand_feature_new (sand_terrain_kind_to_string (kind), kind);

  /* Sizes a model maker would build them at (inches on the table). */
  sand_feature_set_width (feature, sand_terrain_kind_default_width (kind));
  switch (kind)
    {
    case SAND_TERRAIN_ROAD:
      sand_feature_set_surface (feature, "dirt");
      break;
    case SAND_TERRAIN_STREAM:
      sand_feature_set_fordable (feature, TRUE);
      break;
    case SAND_TERRAIN_WALL:
      sand_feature_set_height (feature, 1.5);
      break;
    case SAND_TERRAIN_HEDGE:
      sand_feature_set_height (feature, 2.0);
      break;
    case SAND_TERRAIN_FENCE:
      sand_feature_set_height (feature, 1.0);
      break;
    case SAND_TERRAIN_BARBED_WIRE:
    case SAND_TERRAIN_LOG:
      sand_feature_set_height (feature, 0.5);
      break;
    case SAND_TERRAIN_HILL:
      sand_feature_set_level (feature, 1);
      break;
    case SAND_TERRAIN_BUILDING:
      sand_feature_set_floors (feature, 1);
      sand_feature_set_has_base (feature, TRUE);
      break;
    default:
      break;
    }

  return feature;
}

SandFeature *
sand_editor_get_prototype (SandEditor      *self,
                           SandTerrainKind  kind)
{
  g_return_val_if_fail (SAND_IS_EDITOR (self), NULL);
  g_return_val_if_fail ((guint) kind < SAND_N_TERRAIN_KINDS, NULL);

  if (self->prototypes[kind] == NULL)
    self->prototypes[kind] = new_prototype (kind);

  return self->prototypes[kind];
}

SandFeature *
sand_editor_make_feature (SandEditor      *self,
                          SandTerrainKind  kind)
{
  g_autofree char *id = NULL;
  SandFeature *prototype, *feature;

  g_return_val_if_fail (SAND_IS_EDITOR (self), NULL);

  prototype = sand_editor_get_prototype (self, kind);
  id = sand_scenario_make_id (sand_editor_get_scenario (self), sand_terrain_kind_to_string (kind));
  feature = sand_feature_new (id, kind);
  sand_feature_set_level (feature, sand_feature_get_level (prototype));
  sand_feature_set_height (feature, sand_feature_get_height (prototype));
  sand_feature_set_width (feature, sand_feature_get_width (prototype));
  sand_feature_set_surface (feature, sand_feature_get_surface (prototype));
  sand_feature_set_fordable (feature, sand_feature_get_fordable (prototype));
  sand_feature_set_floors (feature, sand_feature_get_floors (prototype));
  sand_feature_set_has_base (feature, sand_feature_get_has_base (prototype));

  return feature;
}
