/* sand-play-entry.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "sand-foreign.h"
#include "sand-play-entry.h"
#include "sand-xml-private.h"

struct _SandPlayEntry
{
  GObject parent_instance;

  const char *kind;        /* static: from the table below */
  const char * const *names;
  char **values;           /* one per name, NULL when unset */
  SandForeign *foreign;
};

G_DEFINE_FINAL_TYPE (SandPlayEntry, sand_play_entry, G_TYPE_OBJECT)

#define LOG_ATTRS(...) ((const char * const[]) { "turn", __VA_ARGS__, NULL })
#define ATTRS(...) ((const char * const[]) { __VA_ARGS__, NULL })

/* Each kind's attributes in the order the file writes them. The schema lists the
 * same (data/schemas/scenario.rng, "play"). */
static const struct
{
  const char *kind;
  const char * const *names;
} kinds[] = {
  { SAND_PLAY_SEED, LOG_ATTRS ("value"), },
  { SAND_PLAY_ROLL, LOG_ATTRS ("for", "side", "command", "unit", "target", "check", "dice", "faces",
                               "direction", "total", "at-most", "success", "cover"), },
  { SAND_PLAY_SHUFFLE, LOG_ATTRS ("cards"), },
  { SAND_PLAY_DRAW, LOG_ATTRS ("card", "side", "team", "unit", "free"), },
  { SAND_PLAY_MOVE, LOG_ATTRS ("unit", "mode", "from", "to", "distance", "used", "hexes", "pips",
                               "card", "outside", "reason"), },
  { SAND_PLAY_WORK, LOG_ATTRS ("unit", "activity", "card", "cards", "of"), },
  { SAND_PLAY_TRANSFER, LOG_ATTRS ("side", "from", "to", "gave", "got"), },
  { SAND_PLAY_HIT, LOG_ATTRS ("unit", "target", "roll", "hits", "strength"), },
  { SAND_PLAY_END_TURN, LOG_ATTRS ("weather", "weather-turns", "visibility"), },
  { SAND_PLAY_CARD, ATTRS ("side", "team", "unit", "free"), },
  { SAND_PLAY_COMMAND, ATTRS ("of", "side", "pips"), },
  { SAND_PLAY_TASK, ATTRS ("unit", "activity", "cards"), },
};

static int
find_kind (const char *kind)
{
  for (guint i = 0; kind != NULL && i < G_N_ELEMENTS (kinds); i++)
    if (strcmp (kinds[i].kind, kind) == 0)
      return (int) i;
  return -1;
}

static void
sand_play_entry_finalize (GObject *object)
{
  SandPlayEntry *self = SAND_PLAY_ENTRY (object);

  /* unset attributes leave NULLs among the values: not a NULL-terminated list */
  for (guint i = 0; self->names != NULL && self->names[i] != NULL; i++)
    g_free (self->values[i]);
  g_free (self->values);
  g_clear_pointer (&self->foreign, sand_foreign_free);

  G_OBJECT_CLASS (sand_play_entry_parent_class)->finalize (object);
}

static void
sand_play_entry_class_init (SandPlayEntryClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = sand_play_entry_finalize;
}

static void
sand_play_entry_init (SandPlayEntry *self)
{
}

SandPlayEntry *
sand_play_entry_new (const char *kind)
{
  int k = find_kind (kind);
  SandPlayEntry *self;

  g_return_val_if_fail (k >= 0, NULL);

  self = g_object_new (SAND_TYPE_PLAY_ENTRY, NULL);
  self->kind = kinds[k].kind;
  self->names = kinds[k].names;
  self->values = g_new0 (char *, g_strv_length ((char **) self->names) + 1);
  self->foreign = sand_foreign_new ();
  return self;
}

SandPlayEntry *
sand_play_entry_copy (SandPlayEntry *self)
{
  SandPlayEntry *copy;

  g_return_val_if_fail (SAND_IS_PLAY_ENTRY (self), NULL);

  copy = sand_play_entry_new (self->kind);
  for (guint i = 0; self->names[i] != NULL; i++)
    copy->values[i] = g_strdup (self->values[i]);
  sand_foreign_free (copy->foreign);
  copy->foreign = sand_foreign_copy (self->foreign);
  return copy;
}

const char *
sand_play_entry_get_kind (SandPlayEntry *self)
{
  g_return_val_if_fail (SAND_IS_PLAY_ENTRY (self), NULL);
  return self->kind;
}

gboolean
sand_play_entry_is_kind (SandPlayEntry *self,
                         const char    *kind)
{
  g_return_val_if_fail (SAND_IS_PLAY_ENTRY (self), FALSE);
  return g_strcmp0 (self->kind, kind) == 0;
}

static int
find_name (SandPlayEntry *self,
           const char    *name)
{
  for (guint i = 0; self->names[i] != NULL; i++)
    if (strcmp (self->names[i], name) == 0)
      return (int) i;
  return -1;
}

const char *
sand_play_entry_get (SandPlayEntry *self,
                     const char    *name)
{
  int i;

  g_return_val_if_fail (SAND_IS_PLAY_ENTRY (self), NULL);
  g_return_val_if_fail (name != NULL, NULL);

  i = find_name (self, name);
  return i >= 0 ? self->values[i] : NULL;
}

int
sand_play_entry_get_turn (SandPlayEntry *self)
{
  return sand_play_entry_get_int (self, "turn", 0);
}

double
sand_play_entry_get_double (SandPlayEntry *self,
                            const char    *name,
                            double         fallback)
{
  const char *text = sand_play_entry_get (self, name);
  char *end = NULL;
  double v;

  if (text == NULL)
    return fallback;
  v = g_ascii_strtod (text, &end);
  return end != text && *end == '\0' && isfinite (v) ? v : fallback;
}

int
sand_play_entry_get_int (SandPlayEntry *self,
                         const char    *name,
                         int            fallback)
{
  const char *text = sand_play_entry_get (self, name);
  gint64 v;

  if (text == NULL || !g_ascii_string_to_signed (text, 10, G_MININT, G_MAXINT, &v, NULL))
    return fallback;
  return (int) v;
}

gboolean
sand_play_entry_get_boolean (SandPlayEntry *self,
                             const char    *name)
{
  return g_strcmp0 (sand_play_entry_get (self, name), "true") == 0;
}

gboolean
sand_play_entry_get_point (SandPlayEntry *self,
                           const char    *name,
                           SandPoint     *point)
{
  const char *text = sand_play_entry_get (self, name);
  char *end = NULL;
  const char *y;

  g_return_val_if_fail (point != NULL, FALSE);

  if (text == NULL)
    return FALSE;
  point->x = g_ascii_strtod (text, &end);
  if (end == text || *end != ',')
    return FALSE;
  y = end + 1;
  point->y = g_ascii_strtod (y, &end);
  return end != y && *end == '\0' && isfinite (point->x) && isfinite (point->y);
}

void
sand_play_entry_set (SandPlayEntry *self,
                     const char    *name,
                     const char    *value)
{
  int i;

  g_return_if_fail (SAND_IS_PLAY_ENTRY (self));
  g_return_if_fail (name != NULL);

  i = find_name (self, name);
  if (i < 0)
    {
      g_critical ("%s: <%s> has no attribute “%s”", G_STRFUNC, self->kind, name);
      return;
    }
  g_free (self->values[i]);
  self->values[i] = g_strdup (value);
}

void
sand_play_entry_set_double (SandPlayEntry *self,
                            const char    *name,
                            double         value)
{
  g_autofree char *text = _sand_xml_format_double (value);

  sand_play_entry_set (self, name, text);
}

void
sand_play_entry_set_int (SandPlayEntry *self,
                         const char    *name,
                         gint64         value)
{
  char text[24];

  g_snprintf (text, sizeof text, "%" G_GINT64_FORMAT, value);
  sand_play_entry_set (self, name, text);
}

void
sand_play_entry_set_boolean (SandPlayEntry *self,
                             const char    *name,
                             gboolean       value)
{
  sand_play_entry_set (self, name, value ? "true" : NULL);
}

void
sand_play_entry_set_point (SandPlayEntry *self,
                           const char    *name,
                           SandPoint      point)
{
  g_autofree char *x = _sand_xml_format_double (point.x);
  g_autofree char *y = _sand_xml_format_double (point.y);
  g_autofree char *text = g_strdup_printf ("%s,%s", x, y);

  sand_play_entry_set (self, name, text);
}

/* The attributes that are not plain words. */
static const struct
{
  const char      *name;
  SandPlayAttrType type;
} attr_types[] = {
  /* a seed runs to 4294967295, beyond an int: read as a number (the schema keeps it whole) */
  { "turn", SAND_PLAY_ATTR_POSITIVE }, { "value", SAND_PLAY_ATTR_DECIMAL }, { "direction", SAND_PLAY_ATTR_COUNT },
  { "total", SAND_PLAY_ATTR_INTEGER }, { "at-most", SAND_PLAY_ATTR_INTEGER }, { "success", SAND_PLAY_ATTR_BOOLEAN },
  { "cover", SAND_PLAY_ATTR_BOOLEAN }, { "cards", SAND_PLAY_ATTR_COUNT }, { "card", SAND_PLAY_ATTR_POSITIVE },
  { "free", SAND_PLAY_ATTR_BOOLEAN }, { "from", SAND_PLAY_ATTR_POINT }, { "to", SAND_PLAY_ATTR_POINT },
  { "distance", SAND_PLAY_ATTR_DECIMAL }, { "used", SAND_PLAY_ATTR_DECIMAL }, { "hexes", SAND_PLAY_ATTR_DECIMAL },
  { "pips", SAND_PLAY_ATTR_COUNT }, { "outside", SAND_PLAY_ATTR_BOOLEAN }, { "gave", SAND_PLAY_ATTR_POSITIVE },
  { "got", SAND_PLAY_ATTR_COUNT }, { "roll", SAND_PLAY_ATTR_POSITIVE }, { "hits", SAND_PLAY_ATTR_COUNT },
  { "strength", SAND_PLAY_ATTR_INTEGER }, { "weather-turns", SAND_PLAY_ATTR_COUNT },
};

SandPlayAttrType
sand_play_entry_attr_type (const char *kind,
                           const char *name)
{
  g_return_val_if_fail (kind != NULL && name != NULL, SAND_PLAY_ATTR_TEXT);

  /* "of" names a command on <command>, counts cards on <work>; "from" and "to"
   * name commands on <transfer> */
  if (g_str_equal (name, "of"))
    return g_str_equal (kind, SAND_PLAY_WORK) ? SAND_PLAY_ATTR_POSITIVE : SAND_PLAY_ATTR_TEXT;
  if (g_str_equal (kind, SAND_PLAY_TRANSFER) && (g_str_equal (name, "from") || g_str_equal (name, "to")))
    return SAND_PLAY_ATTR_TEXT;
  for (guint i = 0; i < G_N_ELEMENTS (attr_types); i++)
    if (g_str_equal (attr_types[i].name, name))
      return attr_types[i].type;
  return SAND_PLAY_ATTR_TEXT;
}

const char * const *
sand_play_entry_kind_attrs (const char *kind)
{
  int k = find_kind (kind);

  return k >= 0 ? kinds[k].names : NULL;
}

const char * const *
sand_play_entry_log_kinds (void)
{
  static const char * const log_kinds[] = {
    SAND_PLAY_SEED, SAND_PLAY_ROLL, SAND_PLAY_SHUFFLE, SAND_PLAY_DRAW, SAND_PLAY_MOVE, SAND_PLAY_WORK,
    SAND_PLAY_TRANSFER, SAND_PLAY_HIT, SAND_PLAY_END_TURN, NULL,
  };

  return log_kinds;
}

SandForeign *
sand_play_entry_get_foreign (SandPlayEntry *self)
{
  g_return_val_if_fail (SAND_IS_PLAY_ENTRY (self), NULL);
  return self->foreign;
}
