/* sand-hex-aid.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sand-hex-aid.h"
#include "sand-ruleset-registry.h"
#include "sand-strength.h"

struct _SandHexAid
{
  GObject       parent_instance;

  /* Owned References */
  SandScenario *scenario;
  SandHexMap   *map;
  SandRuleset  *ruleset;  /* kept: the registry may read its files again */
  SandRulesetRegistry *registry;
  SandUnit     *unit;
  GListStore   *live_units;
  GArray       *seen;
  GArray       *hidden;
  GArray       *enemies;
  gulong        scenario_changed_id;

  SandHex       origin;
  guint         has_origin : 1;
};

G_DEFINE_FINAL_TYPE (SandHexAid, sand_hex_aid, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_SCENARIO,
  PROP_UNIT,
  PROP_AVAILABLE,
  N_PROPS
};

enum {
  CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

gboolean
sand_hex_aid_unit_strength (SandHexAid *self,
                            SandUnit   *unit,
                            double     *strength)
{
  g_return_val_if_fail (SAND_IS_HEX_AID (self), FALSE);
  g_return_val_if_fail (SAND_IS_UNIT (unit), FALSE);

  return self->ruleset != NULL && sand_strength_get (self->ruleset, unit, strength);
}

gboolean
sand_hex_aid_unit_eliminated (SandHexAid *self,
                              SandUnit   *unit)
{
  g_return_val_if_fail (SAND_IS_HEX_AID (self), FALSE);
  g_return_val_if_fail (SAND_IS_UNIT (unit), FALSE);

  return self->ruleset != NULL && sand_strength_eliminated (self->ruleset, unit);
}

static gboolean
is_enemy (SandUnit *unit,
          SandUnit *other)
{
  SandSide *side = sand_unit_get_side (other);

  return side != NULL && side != sand_unit_get_side (unit);
}

static int
compare_enemies (gconstpointer a,
                 gconstpointer b)
{
  const SandHexAidEnemy *ea = a, *eb = b;

  if (ea->distance != eb->distance)
    return ea->distance - eb->distance;
  return g_strcmp0 (sand_unit_get_id (ea->unit), sand_unit_get_id (eb->unit));
}

static void
sand_hex_aid_collect_live_units (SandHexAid *self)
{
  GListModel *units = sand_scenario_get_units (self->scenario);
  g_autoptr(GPtrArray) live = g_ptr_array_new_with_free_func (g_object_unref);

  for (guint i = 0, n = g_list_model_get_n_items (units); i < n; i++)
    {
      SandUnit *unit = g_list_model_get_item (units, i);

      if (sand_hex_aid_unit_eliminated (self, unit))
        g_object_unref (unit);
      else
        g_ptr_array_add (live, unit);
    }

  g_list_store_splice (self->live_units, 0,
                       g_list_model_get_n_items (G_LIST_MODEL (self->live_units)),
                       live->pdata, live->len);
}

/* Hexes within sight range, seen or hidden; none when the ruleset has no
 * <sight>. */
static void
sand_hex_aid_collect_sight (SandHexAid *self,
                            SandHex     origin)
{
  const SandRulesetSight *sight = sand_ruleset_get_sight (self->ruleset);
  GListModel *live = G_LIST_MODEL (self->live_units);
  SandSide *side = sand_unit_get_side (self->unit);
  GArray *hexes = sand_hex_map_get_hexes (self->map);

  for (guint i = 0; sight != NULL && i < hexes->len; i++)
    {
      SandHex hex = g_array_index (hexes, SandHex, i);
      SandHexAidHidden hidden = { hex, { 0 } };

      if (sight->range > 0 && sand_hex_distance (origin, hex) > sight->range)
        continue;
      if (sand_sight_hex (sight, self->map, live, side, origin, hex, &hidden.block))
        g_array_append_val (self->seen, hex);
      else
        g_array_append_val (self->hidden, hidden);
    }
}

static void
sand_hex_aid_collect_enemies (SandHexAid *self,
                              SandHex     origin)
{
  const SandRulesetSight *sight = sand_ruleset_get_sight (self->ruleset);
  const SandRulesetWeapon *weapon = sand_ruleset_find_weapon (self->ruleset, sand_unit_get_class (self->unit),
                                                              sand_unit_lookup_attr, self->unit);
  GListModel *live = G_LIST_MODEL (self->live_units);
  SandSide *side = sand_unit_get_side (self->unit);
  double reach = sight != NULL ? sight->range : 0;

  if (weapon != NULL)
    reach = MAX (reach, weapon->range);

  for (guint i = 0, n = g_list_model_get_n_items (live); i < n; i++)
    {
      g_autoptr(SandUnit) other = g_list_model_get_item (live, i);
      SandHexAidEnemy enemy = { other, sand_hex_unit_hex (self->map, other), 0, FALSE, FALSE, { 0 }, { 0 } };

      if (!is_enemy (self->unit, other))
        continue;
      enemy.distance = sand_hex_distance (origin, enemy.hex);
      /* without a range of sight, the enemies in weapon range */
      if (enemy.distance > reach)
        continue;

      enemy.seen = sand_sight_hex (sight, self->map, live, side, origin, enemy.hex, &enemy.sight);
      enemy.target = sand_fire_hex (self->ruleset, self->map, live, self->unit, origin, other,
                                    NULL, &enemy.block);
      g_array_append_val (self->enemies, enemy);
    }

  g_array_sort (self->enemies, compare_enemies);
}

static void
sand_hex_aid_update (SandHexAid *self)
{
  SandHex origin;

  g_array_set_size (self->seen, 0);
  g_array_set_size (self->hidden, 0);
  g_array_set_size (self->enemies, 0);

  if (self->map != NULL && self->ruleset != NULL && self->unit != NULL)
    {
      sand_hex_aid_collect_live_units (self);
      sand_hex_aid_get_origin (self, &origin);
      sand_hex_aid_collect_sight (self, origin);
      sand_hex_aid_collect_enemies (self, origin);
    }

  g_signal_emit (self, signals[CHANGED], 0);
}

static gboolean
scenario_has_unit (SandScenario *scenario,
                   SandUnit     *unit)
{
  GListModel *units = sand_scenario_get_units (scenario);

  for (guint i = 0, n = g_list_model_get_n_items (units); i < n; i++)
    {
      g_autoptr(SandUnit) item = g_list_model_get_item (units, i);

      if (item == unit)
        return TRUE;
    }
  return FALSE;
}

static void rulesets_changed_cb (SandHexAid *self);

/* @registry the one to read, and to follow as it reads its files again */
static void
use_registry (SandHexAid          *self,
              SandRulesetRegistry *registry)
{
  if (self->registry != NULL)
    g_signal_handlers_disconnect_by_data (self->registry, self);
  g_set_object (&self->registry, registry);
  g_signal_connect_object (registry, "changed", G_CALLBACK (rulesets_changed_cb), self, G_CONNECT_SWAPPED);
}

/* The map holds terrain as it was; any edit may have moved a wood or a hill, and
 * rebuilding costs a few milliseconds, so it is simply built again. The
 * ruleset may have been changed too. */
static void
sand_hex_aid_rebuild_map (SandHexAid *self)
{
  SandHexGrid grid;
  gboolean was_available = sand_hex_aid_get_available (self);
  const char *id = self->scenario != NULL ? sand_scenario_get_ruleset (self->scenario) : NULL;
  SandRuleset *ruleset;

  g_clear_pointer (&self->map, sand_hex_map_unref);
  if (self->scenario != NULL && sand_hex_grid_from_scenario (&grid, self->scenario))
    self->map = sand_hex_map_new (self->scenario, &grid);
  /* the aids are played on hexes: no ruleset to read without a grid */
  if (self->map != NULL && id != NULL && self->registry == NULL)
    use_registry (self, sand_ruleset_registry_get_default ());
  ruleset = self->map != NULL && id != NULL ? sand_ruleset_registry_lookup (self->registry, id) : NULL;
  g_set_object (&self->ruleset, ruleset);

  if (was_available != sand_hex_aid_get_available (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_AVAILABLE]);
}

/* The rulesets read again: the scenario's may be changed, new or gone. */
static void
rulesets_changed_cb (SandHexAid *self)
{
  sand_hex_aid_rebuild_map (self);
  sand_hex_aid_update (self);
}

static void
scenario_changed_cb (SandHexAid   *self,
                     SandScenario *scenario)
{
  sand_hex_aid_rebuild_map (self);

  /* A deleted unit (or one undone away) is no longer there to look from. */
  if (self->unit != NULL && !scenario_has_unit (scenario, self->unit))
    {
      sand_hex_aid_set_unit (self, NULL);
      return;
    }

  sand_hex_aid_update (self);
}

static void
sand_hex_aid_dispose (GObject *object)
{
  SandHexAid *self = SAND_HEX_AID (object);

  g_clear_signal_handler (&self->scenario_changed_id, self->scenario);
  g_clear_object (&self->scenario);
  g_clear_object (&self->unit);
  g_clear_pointer (&self->map, sand_hex_map_unref);
  g_clear_object (&self->ruleset);
  if (self->registry != NULL)
    g_signal_handlers_disconnect_by_data (self->registry, self);
  g_clear_object (&self->registry);

  G_OBJECT_CLASS (sand_hex_aid_parent_class)->dispose (object);
}

static void
sand_hex_aid_finalize (GObject *object)
{
  SandHexAid *self = SAND_HEX_AID (object);

  g_clear_object (&self->live_units);
  g_clear_pointer (&self->seen, g_array_unref);
  g_clear_pointer (&self->hidden, g_array_unref);
  g_clear_pointer (&self->enemies, g_array_unref);

  G_OBJECT_CLASS (sand_hex_aid_parent_class)->finalize (object);
}

static void
sand_hex_aid_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  SandHexAid *self = SAND_HEX_AID (object);

  switch (prop_id)
    {
    case PROP_SCENARIO:
      g_value_set_object (value, self->scenario);
      break;
    case PROP_UNIT:
      g_value_set_object (value, self->unit);
      break;
    case PROP_AVAILABLE:
      g_value_set_boolean (value, sand_hex_aid_get_available (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sand_hex_aid_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  SandHexAid *self = SAND_HEX_AID (object);

  switch (prop_id)
    {
    case PROP_SCENARIO:
      sand_hex_aid_set_scenario (self, g_value_get_object (value));
      break;
    case PROP_UNIT:
      sand_hex_aid_set_unit (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sand_hex_aid_class_init (SandHexAidClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = sand_hex_aid_dispose;
  object_class->finalize = sand_hex_aid_finalize;
  object_class->get_property = sand_hex_aid_get_property;
  object_class->set_property = sand_hex_aid_set_property;

  properties[PROP_SCENARIO] =
    g_param_spec_object ("scenario", NULL, NULL,
                         SAND_TYPE_SCENARIO,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_UNIT] =
    g_param_spec_object ("unit", NULL, NULL,
                         SAND_TYPE_UNIT,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_AVAILABLE] =
    g_param_spec_boolean ("available", NULL, NULL,
                          FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[CHANGED] =
    g_signal_new ("changed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
}

static void
sand_hex_aid_init (SandHexAid *self)
{
  self->live_units = g_list_store_new (SAND_TYPE_UNIT);
  self->seen = g_array_new (FALSE, FALSE, sizeof (SandHex));
  self->hidden = g_array_new (FALSE, FALSE, sizeof (SandHexAidHidden));
  self->enemies = g_array_new (FALSE, FALSE, sizeof (SandHexAidEnemy));
}

SandHexAid *
sand_hex_aid_new (void)
{
  return g_object_new (SAND_TYPE_HEX_AID, NULL);
}

SandScenario *
sand_hex_aid_get_scenario (SandHexAid *self)
{
  g_return_val_if_fail (SAND_IS_HEX_AID (self), NULL);

  return self->scenario;
}

void
sand_hex_aid_set_scenario (SandHexAid   *self,
                           SandScenario *scenario)
{
  g_return_if_fail (SAND_IS_HEX_AID (self));
  g_return_if_fail (!scenario || SAND_IS_SCENARIO (scenario));

  if (self->scenario == scenario)
    return;

  g_clear_signal_handler (&self->scenario_changed_id, self->scenario);
  g_set_object (&self->scenario, scenario);
  if (scenario != NULL)
    self->scenario_changed_id =
      g_signal_connect_object (scenario, "changed", G_CALLBACK (scenario_changed_cb),
                               self, G_CONNECT_SWAPPED);

  g_clear_object (&self->unit);
  self->has_origin = FALSE;
  sand_hex_aid_rebuild_map (self);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SCENARIO]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_UNIT]);
  sand_hex_aid_update (self);
}

gboolean
sand_hex_aid_get_available (SandHexAid *self)
{
  g_return_val_if_fail (SAND_IS_HEX_AID (self), FALSE);

  return self->map != NULL && self->ruleset != NULL && sand_ruleset_has_fire_aids (self->ruleset);
}

SandHexMap *
sand_hex_aid_get_map (SandHexAid *self)
{
  g_return_val_if_fail (SAND_IS_HEX_AID (self), NULL);

  return self->map;
}

SandRuleset *
sand_hex_aid_get_ruleset (SandHexAid *self)
{
  g_return_val_if_fail (SAND_IS_HEX_AID (self), NULL);

  return self->ruleset;
}

void
sand_hex_aid_set_registry (SandHexAid          *self,
                           SandRulesetRegistry *registry)
{
  g_return_if_fail (SAND_IS_HEX_AID (self));
  g_return_if_fail (SAND_IS_RULESET_REGISTRY (registry));

  if (self->registry != registry)
    {
      use_registry (self, registry);
      sand_hex_aid_rebuild_map (self);
    }
}

SandUnit *
sand_hex_aid_get_unit (SandHexAid *self)
{
  g_return_val_if_fail (SAND_IS_HEX_AID (self), NULL);

  return self->unit;
}

void
sand_hex_aid_set_unit (SandHexAid *self,
                       SandUnit   *unit)
{
  g_return_if_fail (SAND_IS_HEX_AID (self));
  g_return_if_fail (!unit || SAND_IS_UNIT (unit));

  if (self->unit == unit)
    return;

  g_set_object (&self->unit, unit);
  self->has_origin = FALSE;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_UNIT]);
  sand_hex_aid_update (self);
}

void
sand_hex_aid_set_origin (SandHexAid    *self,
                         const SandHex *hex)
{
  g_return_if_fail (SAND_IS_HEX_AID (self));

  if (hex == NULL && !self->has_origin)
    return;
  if (hex != NULL && self->has_origin && sand_hex_equal (*hex, self->origin))
    return;

  self->has_origin = hex != NULL;
  if (hex != NULL)
    self->origin = *hex;
  sand_hex_aid_update (self);
}

gboolean
sand_hex_aid_get_unit_hex (SandHexAid *self,
                           SandHex    *hex)
{
  g_return_val_if_fail (SAND_IS_HEX_AID (self), FALSE);
  g_return_val_if_fail (hex != NULL, FALSE);

  if (self->unit == NULL || self->map == NULL)
    return FALSE;

  *hex = sand_hex_unit_hex (self->map, self->unit);
  return TRUE;
}

gboolean
sand_hex_aid_get_origin (SandHexAid *self,
                         SandHex    *hex)
{
  SandHex own = { 0, 0 };

  g_return_val_if_fail (SAND_IS_HEX_AID (self), FALSE);
  g_return_val_if_fail (hex != NULL, FALSE);

  sand_hex_aid_get_unit_hex (self, &own);
  *hex = self->has_origin ? self->origin : own;

  return self->has_origin && !sand_hex_equal (self->origin, own);
}

GArray *
sand_hex_aid_get_seen (SandHexAid *self)
{
  g_return_val_if_fail (SAND_IS_HEX_AID (self), NULL);

  return self->seen;
}

GArray *
sand_hex_aid_get_hidden (SandHexAid *self)
{
  g_return_val_if_fail (SAND_IS_HEX_AID (self), NULL);

  return self->hidden;
}

GArray *
sand_hex_aid_get_enemies (SandHexAid *self)
{
  g_return_val_if_fail (SAND_IS_HEX_AID (self), NULL);

  return self->enemies;
}

const SandHexAidEnemy *
sand_hex_aid_find_enemy (SandHexAid *self,
                         SandUnit   *unit)
{
  g_return_val_if_fail (SAND_IS_HEX_AID (self), NULL);

  for (guint i = 0; i < self->enemies->len; i++)
    {
      const SandHexAidEnemy *enemy = &g_array_index (self->enemies, SandHexAidEnemy, i);

      if (enemy->unit == unit)
        return enemy;
    }
  return NULL;
}

GListModel *
sand_hex_aid_get_live_units (SandHexAid *self)
{
  g_return_val_if_fail (SAND_IS_HEX_AID (self), NULL);

  return G_LIST_MODEL (self->live_units);
}
