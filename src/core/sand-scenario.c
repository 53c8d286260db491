/* sand-scenario.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "sand-scenario.h"

#include <string.h>

#include "sand-foreign.h"
#include "sand-play-private.h"
#include "sand-util.h"

struct _SandScenario
{
  GObject parent_instance;

  char *title;
  char *description;
  char *ruleset;
  double width;
  double height;
  double ground_scale;

  SandGridType grid_type;
  double hex_size;
  SandHexOrientation hex_orientation;
  double hex_x0;
  double hex_y0;

  SandWeather weather;
  int weather_turns;

  GListStore *features;
  GListStore *sides;
  GListStore *units;

  SandForeign *foreign;
  SandPlay *play;

  guint64 terrain_serial;
};

G_DEFINE_FINAL_TYPE (SandScenario, sand_scenario, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_TITLE,
  PROP_DESCRIPTION,
  PROP_RULESET,
  PROP_WIDTH,
  PROP_HEIGHT,
  PROP_GROUND_SCALE,
  PROP_GRID_TYPE,
  PROP_HEX_SIZE,
  PROP_HEX_ORIENTATION,
  PROP_HEX_X0,
  PROP_HEX_Y0,
  PROP_WEATHER,
  PROP_WEATHER_TURNS,
  PROP_TURN,
  N_PROPS
};

enum {
  CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void
emit_changed (SandScenario *self)
{
  g_signal_emit (self, signals[CHANGED], 0);
}

static void
item_changed_cb (GObject      *item,
                 SandScenario *self)
{
  if (SAND_IS_FEATURE (item))
    self->terrain_serial++;
  emit_changed (self);
}

/* Items in the lists forward their "changed" to the document's. */
static void
items_changed_cb (GListModel   *list,
                  guint         position,
                  guint         removed,
                  guint         added,
                  SandScenario *self)
{
  if (list == G_LIST_MODEL (self->features))
    self->terrain_serial++;
  for (guint i = position; i < position + added; i++)
    {
      g_autoptr (GObject) item = g_list_model_get_item (list, i);
      g_signal_handlers_disconnect_by_func (item, item_changed_cb, self);
      /* Not g_signal_connect_object(): watching the scenario from every one of
       * ten thousand items was a tenth of loading them. An item is let go when
       * it leaves a list (remove_item()) and all of them when the scenario goes
       * (disconnect_all()). */
      g_signal_connect (item, "changed", G_CALLBACK (item_changed_cb), self);
    }
  emit_changed (self);
}

static void
disconnect_all (SandScenario *self,
                GListStore   *store)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (store));

  for (guint i = 0; i < n; i++)
    {
      g_autoptr (GObject) item = g_list_model_get_item (G_LIST_MODEL (store), i);
      g_signal_handlers_disconnect_by_func (item, item_changed_cb, self);
    }
  g_signal_handlers_disconnect_by_func (store, items_changed_cb, self);
}

/* The turn is the play state's; the scenario's "turn" follows it. */
static void
play_turn_cb (SandPlay     *play,
              GParamSpec   *pspec,
              SandScenario *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TURN]);
}

static void
sand_scenario_dispose (GObject *object)
{
  SandScenario *self = SAND_SCENARIO (object);

  if (self->features)
    {
      disconnect_all (self, self->features);
      disconnect_all (self, self->sides);
      disconnect_all (self, self->units);
    }
  g_clear_object (&self->units);
  g_clear_object (&self->sides);
  g_clear_object (&self->features);
  if (self->play)
    g_signal_handlers_disconnect_by_data (self->play, self);
  g_clear_object (&self->play);

  G_OBJECT_CLASS (sand_scenario_parent_class)->dispose (object);
}

static void
sand_scenario_finalize (GObject *object)
{
  SandScenario *self = SAND_SCENARIO (object);

  g_free (self->title);
  g_free (self->description);
  g_free (self->ruleset);
  g_clear_pointer (&self->foreign, sand_foreign_free);

  G_OBJECT_CLASS (sand_scenario_parent_class)->finalize (object);
}

static void
sand_scenario_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  SandScenario *self = SAND_SCENARIO (object);

  switch (prop_id)
    {
    case PROP_TITLE: g_value_set_string (value, self->title); break;
    case PROP_DESCRIPTION: g_value_set_string (value, self->description); break;
    case PROP_RULESET: g_value_set_string (value, self->ruleset); break;
    case PROP_WIDTH: g_value_set_double (value, self->width); break;
    case PROP_HEIGHT: g_value_set_double (value, self->height); break;
    case PROP_GROUND_SCALE: g_value_set_double (value, self->ground_scale); break;
    case PROP_GRID_TYPE: g_value_set_int (value, self->grid_type); break;
    case PROP_HEX_SIZE: g_value_set_double (value, self->hex_size); break;
    case PROP_HEX_ORIENTATION: g_value_set_int (value, self->hex_orientation); break;
    case PROP_HEX_X0: g_value_set_double (value, self->hex_x0); break;
    case PROP_HEX_Y0: g_value_set_double (value, self->hex_y0); break;
    case PROP_WEATHER: g_value_set_int (value, self->weather); break;
    case PROP_WEATHER_TURNS: g_value_set_int (value, self->weather_turns); break;
    case PROP_TURN: g_value_set_int (value, sand_play_get_turn (self->play)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sand_scenario_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  SandScenario *self = SAND_SCENARIO (object);

  switch (prop_id)
    {
    case PROP_TITLE: sand_scenario_set_title (self, g_value_get_string (value)); break;
    case PROP_DESCRIPTION: sand_scenario_set_description (self, g_value_get_string (value)); break;
    case PROP_RULESET: sand_scenario_set_ruleset (self, g_value_get_string (value)); break;
    case PROP_WIDTH: sand_scenario_set_size (self, g_value_get_double (value), self->height); break;
    case PROP_HEIGHT: sand_scenario_set_size (self, self->width, g_value_get_double (value)); break;
    case PROP_GROUND_SCALE: sand_scenario_set_ground_scale (self, g_value_get_double (value)); break;
    case PROP_GRID_TYPE:
      sand_scenario_set_grid (self, g_value_get_int (value), self->hex_size, self->hex_orientation,
                              self->hex_x0, self->hex_y0);
      break;
    case PROP_HEX_SIZE:
      sand_scenario_set_grid (self, self->grid_type, g_value_get_double (value),
                              self->hex_orientation, self->hex_x0, self->hex_y0);
      break;
    case PROP_HEX_ORIENTATION:
      sand_scenario_set_grid (self, self->grid_type, self->hex_size, g_value_get_int (value),
                              self->hex_x0, self->hex_y0);
      break;
    case PROP_HEX_X0:
      sand_scenario_set_grid (self, self->grid_type, self->hex_size, self->hex_orientation,
                              g_value_get_double (value), self->hex_y0);
      break;
    case PROP_HEX_Y0:
      sand_scenario_set_grid (self, self->grid_type, self->hex_size, self->hex_orientation,
                              self->hex_x0, g_value_get_double (value));
      break;
    case PROP_WEATHER:
      sand_scenario_set_weather (self, g_value_get_int (value), self->weather_turns);
      break;
    case PROP_WEATHER_TURNS:
      sand_scenario_set_weather (self, self->weather, g_value_get_int (value));
      break;
    case PROP_TURN: sand_scenario_set_turn (self, g_value_get_int (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sand_scenario_notify (GObject    *object,
                      GParamSpec *pspec)
{
  /* any property: the few that touch no ground change seldom */
  SAND_SCENARIO (object)->terrain_serial++;
  emit_changed (SAND_SCENARIO (object));
}

static void
sand_scenario_class_init (SandScenarioClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->dispose = sand_scenario_dispose;
  object_class->finalize = sand_scenario_finalize;
  object_class->get_property = sand_scenario_get_property;
  object_class->set_property = sand_scenario_set_property;
  object_class->notify = sand_scenario_notify;

  properties[PROP_TITLE] = g_param_spec_string ("title", NULL, NULL, NULL, flags);
  properties[PROP_DESCRIPTION] = g_param_spec_string ("description", NULL, NULL, NULL, flags);
  properties[PROP_RULESET] = g_param_spec_string ("ruleset", NULL, NULL, NULL, flags);
  properties[PROP_WIDTH] = g_param_spec_double ("width", NULL, NULL, 1, 10000, 72, flags);
  properties[PROP_HEIGHT] = g_param_spec_double ("height", NULL, NULL, 1, 10000, 48, flags);
  properties[PROP_GROUND_SCALE] = g_param_spec_double ("ground-scale", NULL, NULL, 0.001, 1e6, 10, flags);
  properties[PROP_GRID_TYPE] = g_param_spec_int ("grid-type", NULL, NULL, SAND_GRID_NONE, SAND_GRID_HEX,
                                                 SAND_GRID_NONE, flags);
  properties[PROP_HEX_SIZE] = g_param_spec_double ("hex-size", NULL, NULL, 0.01, 1000, 4, flags);
  properties[PROP_HEX_ORIENTATION] = g_param_spec_int ("hex-orientation", NULL, NULL, SAND_HEX_FLAT,
                                                       SAND_HEX_POINTY, SAND_HEX_FLAT, flags);
  properties[PROP_HEX_X0] = g_param_spec_double ("hex-x0", NULL, NULL, -1e6, 1e6, 0, flags);
  properties[PROP_HEX_Y0] = g_param_spec_double ("hex-y0", NULL, NULL, -1e6, 1e6, 0, flags);
  properties[PROP_WEATHER] = g_param_spec_int ("weather", NULL, NULL, SAND_WEATHER_DRY, SAND_WEATHER_SNOW,
                                               SAND_WEATHER_DRY, flags);
  properties[PROP_WEATHER_TURNS] = g_param_spec_int ("weather-turns", NULL, NULL, 0, G_MAXINT, 0, flags);
  properties[PROP_TURN] = g_param_spec_int ("turn", NULL, NULL, 1, G_MAXINT, 1, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
sand_scenario_init (SandScenario *self)
{
  self->width = 72;
  self->height = 48;
  self->ground_scale = 10;
  self->hex_size = 4;
  self->features = g_list_store_new (SAND_TYPE_FEATURE);
  self->sides = g_list_store_new (SAND_TYPE_SIDE);
  self->units = g_list_store_new (SAND_TYPE_UNIT);
  self->foreign = sand_foreign_new ();
  self->play = sand_play_new ();
  g_signal_connect (self->play, "notify::turn", G_CALLBACK (play_turn_cb), self);
  g_signal_connect_swapped (self->play, "changed", G_CALLBACK (emit_changed), self);
  g_signal_connect (self->features, "items-changed", G_CALLBACK (items_changed_cb), self);
  g_signal_connect (self->sides, "items-changed", G_CALLBACK (items_changed_cb), self);
  g_signal_connect (self->units, "items-changed", G_CALLBACK (items_changed_cb), self);
}

SandScenario *
sand_scenario_new (void)
{
  return g_object_new (SAND_TYPE_SCENARIO, NULL);
}

static void
set_string (SandScenario *self,
            char        **field,
            const char   *value,
            int           prop)
{
  if (sand_set_str (field, value))
    g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
}

#define DEFINE_STRING_PROP(name, PROP)                                  \
  const char *                                                          \
  sand_scenario_get_##name (SandScenario *self)                         \
  {                                                                     \
    g_return_val_if_fail (SAND_IS_SCENARIO (self), NULL);               \
    return self->name;                                                  \
  }                                                                     \
  void                                                                  \
  sand_scenario_set_##name (SandScenario *self,                         \
                            const char   *value)                        \
  {                                                                     \
    g_return_if_fail (SAND_IS_SCENARIO (self));                         \
    set_string (self, &self->name, value, PROP);                        \
  }

DEFINE_STRING_PROP (title, PROP_TITLE)
DEFINE_STRING_PROP (description, PROP_DESCRIPTION)
DEFINE_STRING_PROP (ruleset, PROP_RULESET)

/* Sets a numeric field and notifies when it changed. */
#define UPDATE(field, value, PROP)                                              \
  G_STMT_START {                                                                \
    if (self->field != (value))                                                 \
      {                                                                         \
        self->field = (value);                                                  \
        g_object_notify_by_pspec (G_OBJECT (self), properties[PROP]);           \
      }                                                                         \
  } G_STMT_END

double
sand_scenario_get_width (SandScenario *self)
{
  g_return_val_if_fail (SAND_IS_SCENARIO (self), 0);
  return self->width;
}

double
sand_scenario_get_height (SandScenario *self)
{
  g_return_val_if_fail (SAND_IS_SCENARIO (self), 0);
  return self->height;
}

void
sand_scenario_set_size (SandScenario *self,
                        double        width,
                        double        height)
{
  g_return_if_fail (SAND_IS_SCENARIO (self));
  g_return_if_fail (width > 0 && height > 0);
  g_object_freeze_notify (G_OBJECT (self));
  UPDATE (width, width, PROP_WIDTH);
  UPDATE (height, height, PROP_HEIGHT);
  g_object_thaw_notify (G_OBJECT (self));
}

double
sand_scenario_get_ground_scale (SandScenario *self)
{
  g_return_val_if_fail (SAND_IS_SCENARIO (self), 10);
  return self->ground_scale;
}

void
sand_scenario_set_ground_scale (SandScenario *self,
                                double        metres_per_inch)
{
  g_return_if_fail (SAND_IS_SCENARIO (self));
  g_return_if_fail (metres_per_inch > 0);
  UPDATE (ground_scale, metres_per_inch, PROP_GROUND_SCALE);
}

SandGridType
sand_scenario_get_grid_type (SandScenario *self)
{
  g_return_val_if_fail (SAND_IS_SCENARIO (self), SAND_GRID_NONE);
  return self->grid_type;
}

double
sand_scenario_get_hex_size (SandScenario *self)
{
  g_return_val_if_fail (SAND_IS_SCENARIO (self), 0);
  return self->hex_size;
}

SandHexOrientation
sand_scenario_get_hex_orientation (SandScenario *self)
{
  g_return_val_if_fail (SAND_IS_SCENARIO (self), SAND_HEX_FLAT);
  return self->hex_orientation;
}

void
sand_scenario_get_hex_origin (SandScenario *self,
                              double       *x0,
                              double       *y0)
{
  g_return_if_fail (SAND_IS_SCENARIO (self));
  if (x0)
    *x0 = self->hex_x0;
  if (y0)
    *y0 = self->hex_y0;
}

void
sand_scenario_set_grid (SandScenario      *self,
                        SandGridType       type,
                        double             hex_size,
                        SandHexOrientation orientation,
                        double             x0,
                        double             y0)
{
  g_return_if_fail (SAND_IS_SCENARIO (self));
  g_return_if_fail (hex_size > 0);
  g_object_freeze_notify (G_OBJECT (self));
  UPDATE (grid_type, type, PROP_GRID_TYPE);
  UPDATE (hex_size, hex_size, PROP_HEX_SIZE);
  UPDATE (hex_orientation, orientation, PROP_HEX_ORIENTATION);
  UPDATE (hex_x0, x0, PROP_HEX_X0);
  UPDATE (hex_y0, y0, PROP_HEX_Y0);
  g_object_thaw_notify (G_OBJECT (self));
}

SandWeather
sand_scenario_get_weather (SandScenario *self)
{
  g_return_val_if_fail (SAND_IS_SCENARIO (self), SAND_WEATHER_DRY);
  return self->weather;
}

int
sand_scenario_get_weather_turns (SandScenario *self)
{
  g_return_val_if_fail (SAND_IS_SCENARIO (self), 0);
  return self->weather_turns;
}

void
sand_scenario_set_weather (SandScenario *self,
                           SandWeather   weather,
                           int           turns)
{
  g_return_if_fail (SAND_IS_SCENARIO (self));
  g_return_if_fail (turns >= 0);
  g_object_freeze_notify (G_OBJECT (self));
  UPDATE (weather, weather, PROP_WEATHER);
  UPDATE (weather_turns, turns, PROP_WEATHER_TURNS);
  g_object_thaw_notify (G_OBJECT (self));
}

static const char * const weather_names[] = { "dry", "rain", "snow" };

const char *
sand_weather_to_string (SandWeather weather)
{
  g_return_val_if_fail (weather <= SAND_WEATHER_SNOW, NULL);
  return weather_names[weather];
}

gboolean
sand_weather_from_string (const char  *str,
                          SandWeather *weather)
{
  for (guint i = 0; i < G_N_ELEMENTS (weather_names); i++)
    if (g_strcmp0 (str, weather_names[i]) == 0)
      {
        *weather = (SandWeather) i;
        return TRUE;
      }
  return FALSE;
}

int
sand_scenario_get_turn (SandScenario *self)
{
  g_return_val_if_fail (SAND_IS_SCENARIO (self), 1);
  return sand_play_get_turn (self->play);
}

void
sand_scenario_set_turn (SandScenario *self,
                        int           turn)
{
  g_autoptr (SandPlayState) state = NULL;

  g_return_if_fail (SAND_IS_SCENARIO (self));
  g_return_if_fail (turn >= 1);

  if (turn == sand_play_get_turn (self->play))
    return;
  state = _sand_play_get_state (self->play);
  state->turn = turn;
  _sand_play_set_state (self->play, state);
}

guint64
sand_scenario_get_terrain_serial (SandScenario *self)
{
  g_return_val_if_fail (SAND_IS_SCENARIO (self), 0);
  return self->terrain_serial;
}

SandPlay *
sand_scenario_get_play (SandScenario *self)
{
  g_return_val_if_fail (SAND_IS_SCENARIO (self), NULL);
  return self->play;
}

SandForeign *
sand_scenario_get_play_content (SandScenario *self)
{
  g_return_val_if_fail (SAND_IS_SCENARIO (self), NULL);
  return sand_play_get_foreign (self->play);
}

GListModel *
sand_scenario_get_features (SandScenario *self)
{
  g_return_val_if_fail (SAND_IS_SCENARIO (self), NULL);
  return G_LIST_MODEL (self->features);
}

GListModel *
sand_scenario_get_sides (SandScenario *self)
{
  g_return_val_if_fail (SAND_IS_SCENARIO (self), NULL);
  return G_LIST_MODEL (self->sides);
}

GListModel *
sand_scenario_get_units (SandScenario *self)
{
  g_return_val_if_fail (SAND_IS_SCENARIO (self), NULL);
  return G_LIST_MODEL (self->units);
}

void
sand_scenario_add_feature (SandScenario *self,
                           SandFeature  *feature)
{
  g_return_if_fail (SAND_IS_SCENARIO (self));
  g_return_if_fail (SAND_IS_FEATURE (feature));
  g_list_store_append (self->features, feature);
}

void
sand_scenario_add_features (SandScenario *self,
                            SandFeature **features,
                            guint         n_features)
{
  g_return_if_fail (SAND_IS_SCENARIO (self));
  g_return_if_fail (features != NULL || n_features == 0);
  g_list_store_splice (self->features, g_list_model_get_n_items (G_LIST_MODEL (self->features)),
                       0, (gpointer *) features, n_features);
}

void
sand_scenario_insert_feature (SandScenario *self,
                              guint         position,
                              SandFeature  *feature)
{
  g_return_if_fail (SAND_IS_SCENARIO (self));
  g_return_if_fail (SAND_IS_FEATURE (feature));
  position = MIN (position, g_list_model_get_n_items (G_LIST_MODEL (self->features)));
  g_list_store_insert (self->features, position, feature);
}

static void
remove_item (SandScenario *self,
             GListStore   *store,
             gpointer      item)
{
  guint position;

  if (g_list_store_find (store, item, &position))
    {
      g_signal_handlers_disconnect_by_func (item, item_changed_cb, self);
      g_list_store_remove (store, position);
    }
}

void
sand_scenario_remove_feature (SandScenario *self,
                              SandFeature  *feature)
{
  g_return_if_fail (SAND_IS_SCENARIO (self));
  g_return_if_fail (SAND_IS_FEATURE (feature));
  remove_item (self, self->features, feature);
}

void
sand_scenario_add_side (SandScenario *self,
                        SandSide     *side)
{
  g_return_if_fail (SAND_IS_SCENARIO (self));
  g_return_if_fail (SAND_IS_SIDE (side));
  g_list_store_append (self->sides, side);
}

void
sand_scenario_insert_side (SandScenario *self,
                           guint         position,
                           SandSide     *side)
{
  g_return_if_fail (SAND_IS_SCENARIO (self));
  g_return_if_fail (SAND_IS_SIDE (side));
  position = MIN (position, g_list_model_get_n_items (G_LIST_MODEL (self->sides)));
  g_list_store_insert (self->sides, position, side);
}

void
sand_scenario_remove_side (SandScenario *self,
                           SandSide     *side)
{
  guint n;

  g_return_if_fail (SAND_IS_SCENARIO (self));
  g_return_if_fail (SAND_IS_SIDE (side));

  n = g_list_model_get_n_items (G_LIST_MODEL (self->units));
  for (guint i = n; i > 0; i--)
    {
      g_autoptr (SandUnit) unit = g_list_model_get_item (G_LIST_MODEL (self->units), i - 1);
      if (sand_unit_get_side (unit) == side)
        remove_item (self, self->units, unit);
    }
  remove_item (self, self->sides, side);
}

void
sand_scenario_add_unit (SandScenario *self,
                        SandUnit     *unit)
{
  g_return_if_fail (SAND_IS_SCENARIO (self));
  g_return_if_fail (SAND_IS_UNIT (unit));
  g_list_store_append (self->units, unit);
}

void
sand_scenario_insert_unit (SandScenario *self,
                           guint         position,
                           SandUnit     *unit)
{
  g_return_if_fail (SAND_IS_SCENARIO (self));
  g_return_if_fail (SAND_IS_UNIT (unit));
  position = MIN (position, g_list_model_get_n_items (G_LIST_MODEL (self->units)));
  g_list_store_insert (self->units, position, unit);
}

void
sand_scenario_remove_unit (SandScenario *self,
                           SandUnit     *unit)
{
  g_return_if_fail (SAND_IS_SCENARIO (self));
  g_return_if_fail (SAND_IS_UNIT (unit));
  remove_item (self, self->units, unit);
}

void
sand_scenario_move_item (SandScenario *self,
                         GListModel   *list,
                         guint         from,
                         guint         to)
{
  GListStore *store = (GListStore *) list;  /* checked below */
  g_autoptr (GObject) item = NULL;
  guint n;

  g_return_if_fail (SAND_IS_SCENARIO (self));
  g_return_if_fail (store == self->features || store == self->sides || store == self->units);

  n = g_list_model_get_n_items (list);
  g_return_if_fail (from < n && to < n);
  if (from == to)
    return;

  /* Held while it is out of the list. */
  item = g_list_model_get_item (list, from);
  g_list_store_remove (store, from);
  g_list_store_insert (store, to, item);
}

SandForeign *
sand_scenario_get_foreign (SandScenario *self)
{
  g_return_val_if_fail (SAND_IS_SCENARIO (self), NULL);
  return self->foreign;
}
