/* sand-side.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "sand-side.h"

#include <string.h>

#include "sand-foreign.h"
#include "sand-util.h"

struct _SandSide
{
  GObject parent_instance;

  char *id;
  char *name;
  char *color;
  SandForeign *foreign;
};

G_DEFINE_FINAL_TYPE (SandSide, sand_side, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_ID,
  PROP_NAME,
  PROP_COLOR,
  N_PROPS
};

enum {
  CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void
sand_side_finalize (GObject *object)
{
  SandSide *self = SAND_SIDE (object);

  g_free (self->id);
  g_free (self->name);
  g_free (self->color);
  g_clear_pointer (&self->foreign, sand_foreign_free);

  G_OBJECT_CLASS (sand_side_parent_class)->finalize (object);
}

static void
sand_side_get_property (GObject    *object,
                        guint       prop_id,
                        GValue     *value,
                        GParamSpec *pspec)
{
  SandSide *self = SAND_SIDE (object);

  switch (prop_id)
    {
    case PROP_ID: g_value_set_string (value, self->id); break;
    case PROP_NAME: g_value_set_string (value, self->name); break;
    case PROP_COLOR: g_value_set_string (value, self->color); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sand_side_set_property (GObject      *object,
                        guint         prop_id,
                        const GValue *value,
                        GParamSpec   *pspec)
{
  SandSide *self = SAND_SIDE (object);

  switch (prop_id)
    {
    case PROP_ID: sand_side_set_id (self, g_value_get_string (value)); break;
    case PROP_NAME: sand_side_set_name (self, g_value_get_string (value)); break;
    case PROP_COLOR: sand_side_set_color (self, g_value_get_string (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sand_side_notify (GObject    *object,
                  GParamSpec *pspec)
{
  g_signal_emit (object, signals[CHANGED], 0);
}

static void
sand_side_class_init (SandSideClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->finalize = sand_side_finalize;
  object_class->get_property = sand_side_get_property;
  object_class->set_property = sand_side_set_property;
  object_class->notify = sand_side_notify;

  properties[PROP_ID] = g_param_spec_string ("id", NULL, NULL, NULL, flags);
  properties[PROP_NAME] = g_param_spec_string ("name", NULL, NULL, NULL, flags);
  properties[PROP_COLOR] = g_param_spec_string ("color", NULL, NULL, "#808080", flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
sand_side_init (SandSide *self)
{
  self->color = g_strdup ("#808080");
  self->foreign = sand_foreign_new ();
}

SandSide *
sand_side_new (const char *id,
               const char *name,
               const char *color)
{
  SandSide *self = g_object_new (SAND_TYPE_SIDE, NULL);

  self->id = g_strdup (id);
  self->name = g_strdup (name);
  if (color)
    {
      g_free (self->color);
      self->color = g_strdup (color);
    }
  return self;
}

static void
set_string (SandSide   *self,
            char      **field,
            const char *value,
            int         prop)
{
  if (sand_set_str (field, value))
    g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
}

const char *
sand_side_get_id (SandSide *self)
{
  g_return_val_if_fail (SAND_IS_SIDE (self), NULL);
  return self->id;
}

void
sand_side_set_id (SandSide   *self,
                  const char *id)
{
  g_return_if_fail (SAND_IS_SIDE (self));
  set_string (self, &self->id, id, PROP_ID);
}

const char *
sand_side_get_name (SandSide *self)
{
  g_return_val_if_fail (SAND_IS_SIDE (self), NULL);
  return self->name;
}

void
sand_side_set_name (SandSide   *self,
                    const char *name)
{
  g_return_if_fail (SAND_IS_SIDE (self));
  set_string (self, &self->name, name, PROP_NAME);
}

const char *
sand_side_get_color (SandSide *self)
{
  g_return_val_if_fail (SAND_IS_SIDE (self), NULL);
  return self->color;
}

void
sand_side_set_color (SandSide   *self,
                     const char *color)
{
  g_return_if_fail (SAND_IS_SIDE (self));
  set_string (self, &self->color, color, PROP_COLOR);
}

gboolean
sand_parse_color (const char *str,
                  double     *r,
                  double     *g,
                  double     *b)
{
  guint len, v[3];

  if (str == NULL || str[0] != '#')
    return FALSE;
  len = strlen (str + 1);
  if (len != 3 && len != 6)
    return FALSE;
  for (guint i = 1; i <= len; i++)
    if (!g_ascii_isxdigit (str[i]))
      return FALSE;
  for (guint c = 0; c < 3; c++)
    {
      if (len == 3)
        v[c] = g_ascii_xdigit_value (str[1 + c]) * 17;
      else
        v[c] = g_ascii_xdigit_value (str[1 + 2 * c]) * 16 + g_ascii_xdigit_value (str[2 + 2 * c]);
    }
  *r = v[0] / 255.0;
  *g = v[1] / 255.0;
  *b = v[2] / 255.0;
  return TRUE;
}

void
sand_side_get_rgb (SandSide *self,
                   double   *r,
                   double   *g,
                   double   *b)
{
  g_return_if_fail (SAND_IS_SIDE (self));
  if (!sand_parse_color (self->color, r, g, b))
    *r = *g = *b = 0.5;
}

SandForeign *
sand_side_get_foreign (SandSide *self)
{
  g_return_val_if_fail (SAND_IS_SIDE (self), NULL);
  return self->foreign;
}
