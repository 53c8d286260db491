/* sand-file-watch.c: noticing that a document's file changed on disk (see
 * sand-file-watch.h).
 *
 * Each report of the monitor is checked against the file's entity tag as we
 * last read or wrote it: a report of our own save finds the tag we know and is
 * passed over, whenever it comes. Reports while the document is loading or
 * saving are left for the tag taken when that is done.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sand-file-watch.h"

/* A sync tool writing a file bit by bit is looked at twice a second at most. */
#define RATE_LIMIT_MS 500

struct _SandFileWatch
{
  GObject             parent_instance;

  SandDocument       *document; /* weak */
  GFileMonitor       *monitor;
  char               *etag;
  SandFileWatchState  state;
  guint               events;
  gboolean            conflict;
};

G_DEFINE_FINAL_TYPE (SandFileWatch, sand_file_watch, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_STATE,
  PROP_EVENTS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
set_state (SandFileWatch      *self,
           SandFileWatchState  state)
{
  if (self->state == state)
    return;
  self->state = state;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STATE]);
}

/* The file's tag now, or NULL when it is gone. */
static char *
query_etag (GFile *file)
{
  g_autoptr (GFileInfo) info = g_file_query_info (file, G_FILE_ATTRIBUTE_ETAG_VALUE,
                                                  G_FILE_QUERY_INFO_NONE, NULL, NULL);

  return info != NULL ? g_strdup (g_file_info_get_etag (info)) : NULL;
}

/* What is on disk now is what the document holds. */
static void
take_baseline (SandFileWatch *self)
{
  GFile *file = self->document ? sand_document_get_file (self->document) : NULL;

  g_clear_pointer (&self->etag, g_free);
  if (file != NULL)
    self->etag = query_etag (file);
  self->conflict = FALSE;
  set_state (self, SAND_FILE_WATCH_SAME);
}

static void
monitor_changed_cb (SandFileWatch     *self,
                    GFile             *file,
                    GFile             *other,
                    GFileMonitorEvent  event,
                    GFileMonitor      *monitor)
{
  GFile *watched = self->document ? sand_document_get_file (self->document) : NULL;
  g_autofree char *etag = NULL;

  if (watched == NULL || event == G_FILE_MONITOR_EVENT_ATTRIBUTE_CHANGED ||
      event == G_FILE_MONITOR_EVENT_PRE_UNMOUNT || event == G_FILE_MONITOR_EVENT_UNMOUNTED)
    return;

  self->events++;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_EVENTS]);
  if (sand_document_get_busy (self->document))
    return;

  etag = query_etag (watched);
  if (etag == NULL)
    set_state (self, SAND_FILE_WATCH_DELETED);
  else if (g_strcmp0 (etag, self->etag) != 0)
    {
      g_free (self->etag);
      self->etag = g_steal_pointer (&etag);
      self->conflict = TRUE;
      set_state (self, SAND_FILE_WATCH_CHANGED);
    }
  else if (self->state == SAND_FILE_WATCH_DELETED)
    set_state (self, SAND_FILE_WATCH_SAME);
}

static void
file_changed_cb (SandFileWatch *self)
{
  GFile *file = sand_document_get_file (self->document);

  if (self->monitor != NULL)
    {
      g_signal_handlers_disconnect_by_func (self->monitor, monitor_changed_cb, self);
      g_file_monitor_cancel (self->monitor);
      g_clear_object (&self->monitor);
    }
  if (file != NULL)
    {
      /* Moves too, so that a file replaced by renaming another over it (as
       * editors and sync tools save) is seen. */
      self->monitor = g_file_monitor_file (file, G_FILE_MONITOR_WATCH_MOVES, NULL, NULL);
      if (self->monitor != NULL)
        {
          g_file_monitor_set_rate_limit (self->monitor, RATE_LIMIT_MS);
          g_signal_connect_object (self->monitor, "changed", G_CALLBACK (monitor_changed_cb), self,
                                   G_CONNECT_SWAPPED);
        }
    }
  take_baseline (self);
}

/* A load or save just ended: the file is ours again. */
static void
busy_changed_cb (SandFileWatch *self)
{
  if (!sand_document_get_busy (self->document))
    take_baseline (self);
}

static void
sand_file_watch_dispose (GObject *object)
{
  SandFileWatch *self = SAND_FILE_WATCH (object);

  if (self->monitor != NULL)
    g_file_monitor_cancel (self->monitor);
  g_clear_object (&self->monitor);
  g_clear_weak_pointer (&self->document);

  G_OBJECT_CLASS (sand_file_watch_parent_class)->dispose (object);
}

static void
sand_file_watch_finalize (GObject *object)
{
  SandFileWatch *self = SAND_FILE_WATCH (object);

  g_free (self->etag);

  G_OBJECT_CLASS (sand_file_watch_parent_class)->finalize (object);
}

static void
sand_file_watch_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  SandFileWatch *self = SAND_FILE_WATCH (object);

  switch (prop_id)
    {
    case PROP_STATE:
      g_value_set_int (value, self->state);
      break;
    case PROP_EVENTS:
      g_value_set_uint (value, self->events);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sand_file_watch_class_init (SandFileWatchClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = sand_file_watch_dispose;
  object_class->finalize = sand_file_watch_finalize;
  object_class->get_property = sand_file_watch_get_property;

  properties[PROP_STATE] =
    g_param_spec_int ("state", NULL, NULL,
                      SAND_FILE_WATCH_SAME, SAND_FILE_WATCH_DELETED, SAND_FILE_WATCH_SAME,
                      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_EVENTS] =
    g_param_spec_uint ("events", NULL, NULL,
                       0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
sand_file_watch_init (SandFileWatch *self)
{
}

SandFileWatch *
sand_file_watch_new (SandDocument *document)
{
  SandFileWatch *self;

  g_return_val_if_fail (SAND_IS_DOCUMENT (document), NULL);

  self = g_object_new (SAND_TYPE_FILE_WATCH, NULL);
  g_set_weak_pointer (&self->document, document);
  g_signal_connect_object (document, "notify::file", G_CALLBACK (file_changed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (document, "notify::busy", G_CALLBACK (busy_changed_cb), self,
                           G_CONNECT_SWAPPED);
  file_changed_cb (self);
  return self;
}

SandFileWatchState
sand_file_watch_get_state (SandFileWatch *self)
{
  g_return_val_if_fail (SAND_IS_FILE_WATCH (self), SAND_FILE_WATCH_SAME);

  return self->state;
}

guint
sand_file_watch_get_events (SandFileWatch *self)
{
  g_return_val_if_fail (SAND_IS_FILE_WATCH (self), 0);

  return self->events;
}

void
sand_file_watch_keep (SandFileWatch *self)
{
  g_return_if_fail (SAND_IS_FILE_WATCH (self));

  set_state (self, SAND_FILE_WATCH_SAME);
}

gboolean
sand_file_watch_get_conflict (SandFileWatch *self)
{
  g_return_val_if_fail (SAND_IS_FILE_WATCH (self), FALSE);

  return self->conflict;
}
