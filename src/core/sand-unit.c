/* sand-unit.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "sand-unit.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "sand-foreign.h"
#include "sand-util.h"
#include "sand-side.h"

struct _SandUnit
{
  GObject parent_instance;

  char *id;
  char *name;
  char *unit_class;
  SandSide *side;
  double x;
  double y;
  double facing;
  char *stance;
  char *team;
  char *role;
  double base;
  double base_width;
  double base_depth;
  GHashTable *attrs; /* name → value, ruleset attributes */
  SandForeign *foreign;
  guint source_line;
};

G_DEFINE_FINAL_TYPE (SandUnit, sand_unit, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_ID,
  PROP_NAME,
  PROP_CLASS,
  PROP_SIDE,
  PROP_X,
  PROP_Y,
  PROP_FACING,
  PROP_STANCE,
  PROP_TEAM,
  PROP_ROLE,
  PROP_BASE,
  PROP_BASE_WIDTH,
  PROP_BASE_DEPTH,
  N_PROPS
};

enum {
  CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* The ruleset attributes of FORMAT.md/MOVEMENT.md §4; the schema lists the same. */
static const char * const own_attributes[] = {
  "id", "name", "class", "x", "y", "facing", "stance", "team", "role", "base", "base-width", "base-depth", NULL,
};

static void
sand_unit_dispose (GObject *object)
{
  SandUnit *self = SAND_UNIT (object);

  g_clear_object (&self->side);

  G_OBJECT_CLASS (sand_unit_parent_class)->dispose (object);
}

static void
sand_unit_finalize (GObject *object)
{
  SandUnit *self = SAND_UNIT (object);

  g_free (self->id);
  g_free (self->name);
  g_free (self->unit_class);
  g_free (self->stance);
  g_free (self->team);
  g_free (self->role);
  g_clear_pointer (&self->attrs, g_hash_table_unref);
  g_clear_pointer (&self->foreign, sand_foreign_free);

  G_OBJECT_CLASS (sand_unit_parent_class)->finalize (object);
}

static void
sand_unit_get_property (GObject    *object,
                        guint       prop_id,
                        GValue     *value,
                        GParamSpec *pspec)
{
  SandUnit *self = SAND_UNIT (object);

  switch (prop_id)
    {
    case PROP_ID: g_value_set_string (value, self->id); break;
    case PROP_NAME: g_value_set_string (value, self->name); break;
    case PROP_CLASS: g_value_set_string (value, self->unit_class); break;
    case PROP_SIDE: g_value_set_object (value, self->side); break;
    case PROP_X: g_value_set_double (value, self->x); break;
    case PROP_Y: g_value_set_double (value, self->y); break;
    case PROP_FACING: g_value_set_double (value, self->facing); break;
    case PROP_STANCE: g_value_set_string (value, self->stance); break;
    case PROP_TEAM: g_value_set_string (value, self->team); break;
    case PROP_ROLE: g_value_set_string (value, self->role); break;
    case PROP_BASE: g_value_set_double (value, self->base); break;
    case PROP_BASE_WIDTH: g_value_set_double (value, self->base_width); break;
    case PROP_BASE_DEPTH: g_value_set_double (value, self->base_depth); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sand_unit_set_property (GObject      *object,
                        guint         prop_id,
                        const GValue *value,
                        GParamSpec   *pspec)
{
  SandUnit *self = SAND_UNIT (object);

  switch (prop_id)
    {
    case PROP_ID: sand_unit_set_id (self, g_value_get_string (value)); break;
    case PROP_NAME: sand_unit_set_name (self, g_value_get_string (value)); break;
    case PROP_CLASS: sand_unit_set_class (self, g_value_get_string (value)); break;
    case PROP_SIDE: sand_unit_set_side (self, g_value_get_object (value)); break;
    case PROP_X: sand_unit_set_position (self, g_value_get_double (value), self->y); break;
    case PROP_Y: sand_unit_set_position (self, self->x, g_value_get_double (value)); break;
    case PROP_FACING: sand_unit_set_facing (self, g_value_get_double (value)); break;
    case PROP_STANCE: sand_unit_set_stance (self, g_value_get_string (value)); break;
    case PROP_TEAM: sand_unit_set_team (self, g_value_get_string (value)); break;
    case PROP_ROLE: sand_unit_set_role (self, g_value_get_string (value)); break;
    case PROP_BASE: sand_unit_set_base (self, g_value_get_double (value)); break;
    case PROP_BASE_WIDTH:
      sand_unit_set_base_rect (self, g_value_get_double (value), self->base_depth);
      break;
    case PROP_BASE_DEPTH:
      sand_unit_set_base_rect (self, self->base_width, g_value_get_double (value));
      break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sand_unit_notify (GObject    *object,
                  GParamSpec *pspec)
{
  g_signal_emit (object, signals[CHANGED], 0);
}

static void
sand_unit_class_init (SandUnitClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->dispose = sand_unit_dispose;
  object_class->finalize = sand_unit_finalize;
  object_class->get_property = sand_unit_get_property;
  object_class->set_property = sand_unit_set_property;
  object_class->notify = sand_unit_notify;

  properties[PROP_ID] = g_param_spec_string ("id", NULL, NULL, NULL, flags);
  properties[PROP_NAME] = g_param_spec_string ("name", NULL, NULL, NULL, flags);
  properties[PROP_CLASS] = g_param_spec_string ("class", NULL, NULL, NULL, flags);
  properties[PROP_SIDE] = g_param_spec_object ("side", NULL, NULL, SAND_TYPE_SIDE, flags);
  properties[PROP_X] = g_param_spec_double ("x", NULL, NULL, -G_MAXDOUBLE, G_MAXDOUBLE, 0, flags);
  properties[PROP_Y] = g_param_spec_double ("y", NULL, NULL, -G_MAXDOUBLE, G_MAXDOUBLE, 0, flags);
  properties[PROP_FACING] = g_param_spec_double ("facing", NULL, NULL, 0, 360, 0, flags);
  properties[PROP_STANCE] = g_param_spec_string ("stance", NULL, NULL, NULL, flags);
  properties[PROP_TEAM] = g_param_spec_string ("team", NULL, NULL, NULL, flags);
  properties[PROP_ROLE] = g_param_spec_string ("role", NULL, NULL, NULL, flags);
  properties[PROP_BASE] = g_param_spec_double ("base", NULL, NULL, 0.01, 100, 1, flags);
  properties[PROP_BASE_WIDTH] = g_param_spec_double ("base-width", NULL, NULL, 0, 100, 0, flags);
  properties[PROP_BASE_DEPTH] = g_param_spec_double ("base-depth", NULL, NULL, 0, 100, 0, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
sand_unit_init (SandUnit *self)
{
  self->base = 1;
  self->attrs = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  self->foreign = sand_foreign_new ();
}

SandUnit *
sand_unit_new (const char *id,
               const char *unit_class,
               SandSide   *side,
               double      x,
               double      y)
{
  SandUnit *self = g_object_new (SAND_TYPE_UNIT, NULL);

  self->id = g_strdup (id);
  self->unit_class = g_strdup (unit_class);
  self->side = side ? g_object_ref (side) : NULL;
  self->x = x;
  self->y = y;
  return self;
}

SandUnit *
sand_unit_copy (SandUnit *self)
{
  SandUnit *copy;
  GHashTableIter iter;
  gpointer key, value;

  g_return_val_if_fail (SAND_IS_UNIT (self), NULL);

  copy = sand_unit_new (self->id, self->unit_class, self->side, self->x, self->y);
  copy->name = g_strdup (self->name);
  copy->facing = self->facing;
  copy->stance = g_strdup (self->stance);
  copy->team = g_strdup (self->team);
  copy->role = g_strdup (self->role);
  copy->base = self->base;
  copy->base_width = self->base_width;
  copy->base_depth = self->base_depth;
  g_hash_table_iter_init (&iter, self->attrs);
  while (g_hash_table_iter_next (&iter, &key, &value))
    g_hash_table_insert (copy->attrs, g_strdup (key), g_strdup (value));
  sand_foreign_free (copy->foreign);
  copy->foreign = sand_foreign_copy (self->foreign);
  return copy;
}

static void
set_string (SandUnit   *self,
            char      **field,
            const char *value,
            int         prop)
{
  if (sand_set_str (field, value))
    g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
}

#define DEFINE_STRING_PROP(name, field, PROP)                           \
  const char *                                                          \
  sand_unit_get_##name (SandUnit *self)                                 \
  {                                                                     \
    g_return_val_if_fail (SAND_IS_UNIT (self), NULL);                   \
    return self->field;                                                 \
  }                                                                     \
  void                                                                  \
  sand_unit_set_##name (SandUnit   *self,                               \
                        const char *value)                              \
  {                                                                     \
    g_return_if_fail (SAND_IS_UNIT (self));                             \
    set_string (self, &self->field, value, PROP);                       \
  }

DEFINE_STRING_PROP (id, id, PROP_ID)
DEFINE_STRING_PROP (name, name, PROP_NAME)
DEFINE_STRING_PROP (class, unit_class, PROP_CLASS)
DEFINE_STRING_PROP (stance, stance, PROP_STANCE)
DEFINE_STRING_PROP (team, team, PROP_TEAM)
DEFINE_STRING_PROP (role, role, PROP_ROLE)

SandSide *
sand_unit_get_side (SandUnit *self)
{
  g_return_val_if_fail (SAND_IS_UNIT (self), NULL);
  return self->side;
}

void
sand_unit_set_side (SandUnit *self,
                    SandSide *side)
{
  g_return_if_fail (SAND_IS_UNIT (self));
  if (g_set_object (&self->side, side))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SIDE]);
}

double
sand_unit_get_x (SandUnit *self)
{
  g_return_val_if_fail (SAND_IS_UNIT (self), 0);
  return self->x;
}

double
sand_unit_get_y (SandUnit *self)
{
  g_return_val_if_fail (SAND_IS_UNIT (self), 0);
  return self->y;
}

void
sand_unit_set_position (SandUnit *self,
                        double    x,
                        double    y)
{
  g_return_if_fail (SAND_IS_UNIT (self));
  if (self->x == x && self->y == y)
    return;
  g_object_freeze_notify (G_OBJECT (self));
  if (self->x != x)
    {
      self->x = x;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_X]);
    }
  if (self->y != y)
    {
      self->y = y;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_Y]);
    }
  g_object_thaw_notify (G_OBJECT (self));
}

double
sand_unit_get_facing (SandUnit *self)
{
  g_return_val_if_fail (SAND_IS_UNIT (self), 0);
  return self->facing;
}

void
sand_unit_set_facing (SandUnit *self,
                      double    facing)
{
  g_return_if_fail (SAND_IS_UNIT (self));
  facing = fmod (facing, 360);
  if (facing < 0)
    facing += 360;
  if (self->facing == facing)
    return;
  self->facing = facing;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FACING]);
}

double
sand_unit_get_base (SandUnit *self)
{
  g_return_val_if_fail (SAND_IS_UNIT (self), 1);
  return self->base;
}

void
sand_unit_set_base (SandUnit *self,
                    double    diameter)
{
  g_return_if_fail (SAND_IS_UNIT (self));
  g_return_if_fail (diameter > 0);
  if (self->base == diameter)
    return;
  self->base = diameter;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BASE]);
}

double
sand_unit_get_base_width (SandUnit *self)
{
  g_return_val_if_fail (SAND_IS_UNIT (self), 0);
  return self->base_width;
}

double
sand_unit_get_base_depth (SandUnit *self)
{
  g_return_val_if_fail (SAND_IS_UNIT (self), 0);
  return self->base_depth;
}

void
sand_unit_set_base_rect (SandUnit *self,
                         double    width,
                         double    depth)
{
  g_return_if_fail (SAND_IS_UNIT (self));
  g_object_freeze_notify (G_OBJECT (self));
  if (self->base_width != width)
    {
      self->base_width = width;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BASE_WIDTH]);
    }
  if (self->base_depth != depth)
    {
      self->base_depth = depth;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BASE_DEPTH]);
    }
  g_object_thaw_notify (G_OBJECT (self));
}

static gboolean
has_rect_base (SandUnit *self)
{
  return self->base_width > 0 && self->base_depth > 0;
}

double
sand_unit_get_radius (SandUnit *self)
{
  g_return_val_if_fail (SAND_IS_UNIT (self), 0.5);
  if (has_rect_base (self))
    return hypot (self->base_width, self->base_depth) / 2;
  return self->base / 2;
}

const char *
sand_unit_get_attr (SandUnit   *self,
                    const char *name)
{
  g_return_val_if_fail (SAND_IS_UNIT (self), NULL);
  g_return_val_if_fail (name != NULL, NULL);
  return g_hash_table_lookup (self->attrs, name);
}

void
sand_unit_set_attr (SandUnit   *self,
                    const char *name,
                    const char *value)
{
  g_return_if_fail (SAND_IS_UNIT (self));
  g_return_if_fail (name != NULL);

  if (g_strcmp0 (g_hash_table_lookup (self->attrs, name), value) == 0)
    return;
  if (value == NULL)
    g_hash_table_remove (self->attrs, name);
  else
    g_hash_table_insert (self->attrs, g_strdup (name), g_strdup (value));
  g_signal_emit (self, signals[CHANGED], 0);
}

double
sand_unit_get_attr_double (SandUnit   *self,
                           const char *name,
                           double      fallback)
{
  const char *value = sand_unit_get_attr (self, name);
  char *end = NULL;
  double d;

  if (value == NULL)
    return fallback;
  d = g_ascii_strtod (value, &end);
  if (end == value || *end != '\0' || !isfinite (d))
    return fallback;
  return d;
}

static int
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

char **
sand_unit_list_attrs (SandUnit *self)
{
  guint n = 0;
  char **names;

  g_return_val_if_fail (SAND_IS_UNIT (self), NULL);

  names = (char **) g_hash_table_get_keys_as_array (self->attrs, &n);
  for (guint i = 0; i < n; i++)
    names[i] = g_strdup (names[i]);
  qsort (names, n, sizeof (char *), compare_strings);
  return names;
}

char **
sand_unit_list_specials (SandUnit *self)
{
  const char *text;
  g_auto (GStrv) parts = NULL;
  g_autoptr (GStrvBuilder) b = g_strv_builder_new ();

  g_return_val_if_fail (SAND_IS_UNIT (self), NULL);

  text = g_hash_table_lookup (self->attrs, "special");
  parts = g_strsplit_set (text ? text : "", " ,;", -1);
  for (guint i = 0; parts[i]; i++)
    {
      char *colon = strchr (parts[i], ':');
      if (colon)
        *colon = '\0';
      if (*parts[i])
        g_strv_builder_add (b, parts[i]);
    }
  return g_strv_builder_end (b);
}

const char *
sand_unit_lookup_attr (const char *name,
                       gpointer    unit)
{
  const char *value;

  g_return_val_if_fail (SAND_IS_UNIT (unit), NULL);

  value = sand_unit_get_attr (unit, name);
  /* the stance is a property of every unit; rulesets read it like an attribute */
  if (value == NULL && g_str_equal (name, "stance"))
    value = sand_unit_get_stance (unit);
  return value;
}

gboolean
sand_unit_is_own_attribute (const char *name)
{
  g_return_val_if_fail (name != NULL, FALSE);

  return g_strv_contains (own_attributes, name);
}

gboolean
sand_unit_hit (SandUnit *self,
               double    x,
               double    y)
{
  g_return_val_if_fail (SAND_IS_UNIT (self), FALSE);

  if (has_rect_base (self))
    {
      /* Into the base's frame: facing 0 is up, clockwise. */
      double a = self->facing * G_PI / 180;
      double dx = x - self->x, dy = y - self->y;
      double along = dx * sin (a) - dy * cos (a);
      double across = dx * cos (a) + dy * sin (a);

      return fabs (across) <= self->base_width / 2 && fabs (along) <= self->base_depth / 2;
    }
  return hypot (x - self->x, y - self->y) <= self->base / 2;
}

SandForeign *
sand_unit_get_foreign (SandUnit *self)
{
  g_return_val_if_fail (SAND_IS_UNIT (self), NULL);
  return self->foreign;
}

guint
sand_unit_get_source_line (SandUnit *self)
{
  g_return_val_if_fail (SAND_IS_UNIT (self), 0);
  return self->source_line;
}

void
sand_unit_set_source_line (SandUnit *self,
                           guint     line)
{
  g_return_if_fail (SAND_IS_UNIT (self));
  self->source_line = line;
}
