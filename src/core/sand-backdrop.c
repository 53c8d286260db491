/* sand-backdrop.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "sand-backdrop.h"
#include "sand-foreign.h"
#include "sand-util.h"

struct _SandBackdrop
{
  GObject parent_instance;

  char *href;
  int page;
  double opacity;
  gboolean print;
  gboolean visible;
  gboolean locked;

  SandBackdropCorner corners[SAND_BACKDROP_MAX_CORNERS];
  guint n_corners;

  guint source_line;
  SandForeign *foreign;
};

G_DEFINE_FINAL_TYPE (SandBackdrop, sand_backdrop, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_HREF,
  PROP_PAGE,
  PROP_OPACITY,
  PROP_PRINT,
  PROP_VISIBLE,
  PROP_LOCKED,
  N_PROPS
};

enum {
  CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void
sand_backdrop_finalize (GObject *object)
{
  SandBackdrop *self = SAND_BACKDROP (object);

  g_free (self->href);
  g_clear_pointer (&self->foreign, sand_foreign_free);

  G_OBJECT_CLASS (sand_backdrop_parent_class)->finalize (object);
}

static void
sand_backdrop_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  SandBackdrop *self = SAND_BACKDROP (object);

  switch (prop_id)
    {
    case PROP_HREF: g_value_set_string (value, self->href); break;
    case PROP_PAGE: g_value_set_int (value, self->page); break;
    case PROP_OPACITY: g_value_set_double (value, self->opacity); break;
    case PROP_PRINT: g_value_set_boolean (value, self->print); break;
    case PROP_VISIBLE: g_value_set_boolean (value, self->visible); break;
    case PROP_LOCKED: g_value_set_boolean (value, self->locked); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sand_backdrop_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  SandBackdrop *self = SAND_BACKDROP (object);

  switch (prop_id)
    {
    case PROP_HREF: sand_backdrop_set_href (self, g_value_get_string (value)); break;
    case PROP_PAGE: sand_backdrop_set_page (self, g_value_get_int (value)); break;
    case PROP_OPACITY: sand_backdrop_set_opacity (self, g_value_get_double (value)); break;
    case PROP_PRINT: sand_backdrop_set_print (self, g_value_get_boolean (value)); break;
    case PROP_VISIBLE: sand_backdrop_set_visible (self, g_value_get_boolean (value)); break;
    case PROP_LOCKED: sand_backdrop_set_locked (self, g_value_get_boolean (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sand_backdrop_notify (GObject    *object,
                      GParamSpec *pspec)
{
  g_signal_emit (object, signals[CHANGED], 0);
}

static void
sand_backdrop_class_init (SandBackdropClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->finalize = sand_backdrop_finalize;
  object_class->get_property = sand_backdrop_get_property;
  object_class->set_property = sand_backdrop_set_property;
  object_class->notify = sand_backdrop_notify;

  properties[PROP_HREF] = g_param_spec_string ("href", NULL, NULL, NULL, flags);
  properties[PROP_PAGE] = g_param_spec_int ("page", NULL, NULL, 1, G_MAXINT, 1, flags);
  properties[PROP_OPACITY] = g_param_spec_double ("opacity", NULL, NULL, 0, 1, 1, flags);
  properties[PROP_PRINT] = g_param_spec_boolean ("print", NULL, NULL, TRUE, flags);
  properties[PROP_VISIBLE] = g_param_spec_boolean ("visible", NULL, NULL, TRUE, flags);
  properties[PROP_LOCKED] = g_param_spec_boolean ("locked", NULL, NULL, FALSE, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
sand_backdrop_init (SandBackdrop *self)
{
  self->page = 1;
  self->opacity = 1;
  self->print = TRUE;
  self->visible = TRUE;
  self->foreign = sand_foreign_new ();
}

SandBackdrop *
sand_backdrop_new (const char *href)
{
  return g_object_new (SAND_TYPE_BACKDROP, "href", href, NULL);
}

SandBackdrop *
sand_backdrop_copy (SandBackdrop *self)
{
  SandBackdrop *copy;

  g_return_val_if_fail (SAND_IS_BACKDROP (self), NULL);

  copy = sand_backdrop_new (self->href);
  copy->page = self->page;
  copy->opacity = self->opacity;
  copy->print = self->print;
  copy->visible = self->visible;
  copy->locked = self->locked;
  sand_backdrop_set_corners (copy, self->corners, self->n_corners);
  sand_foreign_free (copy->foreign);
  copy->foreign = sand_foreign_copy (self->foreign);
  return copy;
}

const char *
sand_backdrop_get_href (SandBackdrop *self)
{
  g_return_val_if_fail (SAND_IS_BACKDROP (self), NULL);
  return self->href;
}

void
sand_backdrop_set_href (SandBackdrop *self,
                        const char   *href)
{
  g_return_if_fail (SAND_IS_BACKDROP (self));
  if (sand_set_str (&self->href, href))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HREF]);
}

gboolean
sand_backdrop_is_embedded (SandBackdrop *self)
{
  g_return_val_if_fail (SAND_IS_BACKDROP (self), FALSE);
  return self->href != NULL && g_ascii_strncasecmp (self->href, "data:", 5) == 0;
}

/* Sets a field and notifies when it changed. */
#define UPDATE(field, value, PROP)                                              \
  G_STMT_START {                                                                \
    if (self->field != (value))                                                 \
      {                                                                         \
        self->field = (value);                                                  \
        g_object_notify_by_pspec (G_OBJECT (self), properties[PROP]);           \
      }                                                                         \
  } G_STMT_END

int
sand_backdrop_get_page (SandBackdrop *self)
{
  g_return_val_if_fail (SAND_IS_BACKDROP (self), 1);
  return self->page;
}

void
sand_backdrop_set_page (SandBackdrop *self,
                        int           page)
{
  g_return_if_fail (SAND_IS_BACKDROP (self));
  g_return_if_fail (page >= 1);
  UPDATE (page, page, PROP_PAGE);
}

double
sand_backdrop_get_opacity (SandBackdrop *self)
{
  g_return_val_if_fail (SAND_IS_BACKDROP (self), 1);
  return self->opacity;
}

void
sand_backdrop_set_opacity (SandBackdrop *self,
                           double        opacity)
{
  g_return_if_fail (SAND_IS_BACKDROP (self));
  UPDATE (opacity, CLAMP (opacity, 0, 1), PROP_OPACITY);
}

gboolean
sand_backdrop_get_print (SandBackdrop *self)
{
  g_return_val_if_fail (SAND_IS_BACKDROP (self), TRUE);
  return self->print;
}

void
sand_backdrop_set_print (SandBackdrop *self,
                         gboolean      print)
{
  g_return_if_fail (SAND_IS_BACKDROP (self));
  UPDATE (print, !!print, PROP_PRINT);
}

gboolean
sand_backdrop_get_visible (SandBackdrop *self)
{
  g_return_val_if_fail (SAND_IS_BACKDROP (self), TRUE);
  return self->visible;
}

void
sand_backdrop_set_visible (SandBackdrop *self,
                           gboolean      visible)
{
  g_return_if_fail (SAND_IS_BACKDROP (self));
  UPDATE (visible, !!visible, PROP_VISIBLE);
}

gboolean
sand_backdrop_get_locked (SandBackdrop *self)
{
  g_return_val_if_fail (SAND_IS_BACKDROP (self), FALSE);
  return self->locked;
}

void
sand_backdrop_set_locked (SandBackdrop *self,
                          gboolean      locked)
{
  g_return_if_fail (SAND_IS_BACKDROP (self));
  UPDATE (locked, !!locked, PROP_LOCKED);
}

const SandBackdropCorner *
sand_backdrop_get_corners (SandBackdrop *self,
                           guint        *n_corners)
{
  g_return_val_if_fail (SAND_IS_BACKDROP (self), NULL);
  if (n_corners != NULL)
    *n_corners = self->n_corners;
  return self->corners;
}

void
sand_backdrop_set_corners (SandBackdrop             *self,
                           const SandBackdropCorner *corners,
                           guint                     n_corners)
{
  g_return_if_fail (SAND_IS_BACKDROP (self));
  g_return_if_fail (n_corners <= SAND_BACKDROP_MAX_CORNERS);
  g_return_if_fail (corners != NULL || n_corners == 0);

  if (n_corners == self->n_corners
      && (n_corners == 0 || memcmp (corners, self->corners, n_corners * sizeof *corners) == 0))
    return;
  /* memmove: the corners may be our own */
  memmove (self->corners, corners, n_corners * sizeof *corners);
  self->n_corners = n_corners;
  g_signal_emit (self, signals[CHANGED], 0);
}

guint
sand_backdrop_get_source_line (SandBackdrop *self)
{
  g_return_val_if_fail (SAND_IS_BACKDROP (self), 0);
  return self->source_line;
}

void
sand_backdrop_set_source_line (SandBackdrop *self,
                               guint         line)
{
  g_return_if_fail (SAND_IS_BACKDROP (self));
  self->source_line = line;
}

SandForeign *
sand_backdrop_get_foreign (SandBackdrop *self)
{
  g_return_val_if_fail (SAND_IS_BACKDROP (self), NULL);
  return self->foreign;
}

/* The scenario's backdrop rides on the scenario object as data, so the document's
 * own file keeps to its lists and table; the scenario's "changed" is emitted here. */

#define BACKDROP_KEY "sand-backdrop"

static void
backdrop_changed_cb (SandBackdrop *backdrop,
                     SandScenario *scenario)
{
  g_signal_emit_by_name (scenario, "changed");
}

static void
backdrop_detach (gpointer data)
{
  SandBackdrop *backdrop = data;

  g_signal_handlers_disconnect_matched (backdrop, G_SIGNAL_MATCH_FUNC, 0, 0, NULL,
                                        backdrop_changed_cb, NULL);
  g_object_unref (backdrop);
}

SandBackdrop *
sand_scenario_get_backdrop (SandScenario *scenario)
{
  g_return_val_if_fail (SAND_IS_SCENARIO (scenario), NULL);
  return g_object_get_data (G_OBJECT (scenario), BACKDROP_KEY);
}

void
sand_scenario_set_backdrop (SandScenario *scenario,
                            SandBackdrop *backdrop)
{
  g_return_if_fail (SAND_IS_SCENARIO (scenario));
  g_return_if_fail (backdrop == NULL || SAND_IS_BACKDROP (backdrop));

  if (sand_scenario_get_backdrop (scenario) == backdrop)
    return;
  if (backdrop != NULL)
    {
      g_signal_connect (backdrop, "changed", G_CALLBACK (backdrop_changed_cb), scenario);
      g_object_set_data_full (G_OBJECT (scenario), BACKDROP_KEY, g_object_ref (backdrop),
                              backdrop_detach);
    }
  else
    g_object_set_data (G_OBJECT (scenario), BACKDROP_KEY, NULL);
  g_signal_emit_by_name (scenario, "changed");
}
