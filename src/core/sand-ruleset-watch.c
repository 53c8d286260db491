/* sand-ruleset-watch.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>

#include <glib/gstdio.h>

#include "sand-ruleset-watch.h"

struct _SandRulesetWatch
{
  GObject parent_instance;

  SandRulesetRegistry *registry;
  GPtrArray           *monitors; /* GFileMonitor, one per folder */
  guint                reload_source;
  gint64               burst_start; /* monotonic µs of the burst's first event, 0 none */
  guint                reads;
};

G_DEFINE_FINAL_TYPE (SandRulesetWatch, sand_ruleset_watch, G_TYPE_OBJECT)

static gboolean
reload_cb (gpointer data)
{
  SandRulesetWatch *self = data;

  self->reload_source = 0;
  self->burst_start = 0;
  self->reads++;
  sand_ruleset_registry_reload (self->registry);
  return G_SOURCE_REMOVE;
}

/* Each event puts the reading off until the folders are quiet, though never
 * beyond the longest wait from the burst's first event. */
static void
changed_cb (GFileMonitor     *monitor,
            GFile            *file,
            GFile            *other,
            GFileMonitorEvent event,
            SandRulesetWatch *self)
{
  gint64 now = g_get_monotonic_time ();

  if (self->burst_start == 0)
    self->burst_start = now;
  else if (now - self->burst_start >= SAND_RULESET_WATCH_MAX_WAIT_MS * G_TIME_SPAN_MILLISECOND)
    return; /* the timeout already set fires within the quiet time */
  g_clear_handle_id (&self->reload_source, g_source_remove);
  self->reload_source = g_timeout_add (SAND_RULESET_WATCH_QUIET_MS, reload_cb, self);
}

static void
monitor_free (gpointer monitor)
{
  g_file_monitor_cancel (monitor);
  g_object_unref (monitor);
}

static void
sand_ruleset_watch_dispose (GObject *object)
{
  SandRulesetWatch *self = SAND_RULESET_WATCH (object);

  g_clear_handle_id (&self->reload_source, g_source_remove);
  if (self->monitors != NULL)
    for (guint i = 0; i < self->monitors->len; i++)
      g_signal_handlers_disconnect_by_data (g_ptr_array_index (self->monitors, i), self);
  g_clear_pointer (&self->monitors, g_ptr_array_unref);
  g_clear_object (&self->registry);
  G_OBJECT_CLASS (sand_ruleset_watch_parent_class)->dispose (object);
}

static void
sand_ruleset_watch_class_init (SandRulesetWatchClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = sand_ruleset_watch_dispose;
}

static void
sand_ruleset_watch_init (SandRulesetWatch *self)
{
  self->monitors = g_ptr_array_new_with_free_func (monitor_free);
}

SandRulesetWatch *
sand_ruleset_watch_new (SandRulesetRegistry *registry)
{
  SandRulesetWatch *self;
  g_auto (GStrv)    dirs = NULL;

  g_return_val_if_fail (SAND_IS_RULESET_REGISTRY (registry), NULL);

  self = g_object_new (SAND_TYPE_RULESET_WATCH, NULL);
  self->registry = g_object_ref (registry);
  dirs = sand_ruleset_registry_dup_user_dirs ();
  /* where the player is told to put their rulesets: there to be found */
  if (g_mkdir_with_parents (dirs[0], 0755) != 0)
    g_debug ("could not make %s: %s", dirs[0], g_strerror (errno));
  for (guint i = 0; dirs[i] != NULL; i++)
    {
      g_autoptr (GFile)  dir = g_file_new_for_path (dirs[i]);
      g_autoptr (GError) error = NULL;
      GFileMonitor      *monitor = g_file_monitor_directory (dir, G_FILE_MONITOR_WATCH_MOVES, NULL, &error);

      if (monitor == NULL)
        {
          g_debug ("could not watch %s: %s", dirs[i], error->message);
          continue;
        }
      g_signal_connect (monitor, "changed", G_CALLBACK (changed_cb), self);
      g_ptr_array_add (self->monitors, monitor);
    }
  return self;
}

guint
sand_ruleset_watch_get_reads (SandRulesetWatch *self)
{
  g_return_val_if_fail (SAND_IS_RULESET_WATCH (self), 0);
  return self->reads;
}

gboolean
sand_ruleset_watch_get_pending (SandRulesetWatch *self)
{
  g_return_val_if_fail (SAND_IS_RULESET_WATCH (self), FALSE);
  return self->reload_source != 0;
}
