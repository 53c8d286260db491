/* sand-application.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "sand-application.h"
#include "sand-draft-restore.h"
#include "sand-preferences.h"
#include "sand-ruleset-registry.h"
#include "sand-ruleset-watch.h"
#include "sand-window.h"

struct _SandApplication
{
  AdwApplication  parent_instance;

  GSettings      *settings;
  /* the rulesets every window and aid reads, loaded once at start and read
   * again as the player's folder changes */
  SandRulesetRegistry *rulesets;
  SandRulesetWatch    *ruleset_watch;
  GMenu          *recent_menu;
  /* The recent list when there are no settings to keep it in. */
  GStrv           recent_fallback;
  /* Drafts left by a crash are offered once, by the first window. */
  gboolean        drafts_offered;
};

G_DEFINE_FINAL_TYPE (SandApplication, sand_application, ADW_TYPE_APPLICATION)

static GStrv
sand_application_dup_recent (SandApplication *self)
{
  if (self->settings != NULL)
    return g_settings_get_strv (self->settings, "recent-files");

  return g_strdupv (self->recent_fallback);
}

static void
sand_application_rebuild_recent_menu (SandApplication *self)
{
  g_auto(GStrv) uris = sand_application_dup_recent (self);

  g_menu_remove_all (self->recent_menu);

  for (guint i = 0; uris != NULL && uris[i] != NULL; i++)
    {
      g_autoptr(GFile) file = g_file_new_for_uri (uris[i]);
      g_autofree char *basename = g_file_get_basename (file);
      g_autofree char *label = NULL;
      g_autoptr(GMenuItem) item = NULL;

      if (basename == NULL)
        continue;

      label = g_filename_display_name (basename);
      item = g_menu_item_new (label, NULL);
      g_menu_item_set_action_and_target (item, "win.open-recent", "s", uris[i]);
      g_menu_append_item (self->recent_menu, item);
    }

  if (g_menu_model_get_n_items (G_MENU_MODEL (self->recent_menu)) == 0)
    {
      /* An item without an action shows greyed out, saying why the list is empty. */
      g_menu_append (self->recent_menu, _("No Recent Scenarios"), NULL);
    }
}

void
sand_application_add_recent (SandApplication *self,
                             GFile           *file)
{
  g_autofree char *uri = NULL;
  g_auto(GStrv) old = NULL;
  g_autoptr(GStrvBuilder) builder = NULL;
  g_auto(GStrv) uris = NULL;
  guint n = 1;

  g_return_if_fail (SAND_IS_APPLICATION (self));
  g_return_if_fail (G_IS_FILE (file));

  uri = g_file_get_uri (file);
  gtk_recent_manager_add_item (gtk_recent_manager_get_default (), uri);

  old = sand_application_dup_recent (self);
  builder = g_strv_builder_new ();
  g_strv_builder_add (builder, uri);
  for (guint i = 0; old != NULL && old[i] != NULL && n < SAND_RECENT_MAX; i++)
    {
      if (g_strcmp0 (old[i], uri) != 0)
        {
          g_strv_builder_add (builder, old[i]);
          n++;
        }
    }
  uris = g_strv_builder_end (builder);

  if (self->settings != NULL)
    g_settings_set_strv (self->settings, "recent-files", (const char * const *) uris);
  else
    {
      g_strfreev (self->recent_fallback);
      self->recent_fallback = g_steal_pointer (&uris);
      sand_application_rebuild_recent_menu (self);
    }
}

GSettings *
sand_application_get_settings (SandApplication *self)
{
  g_return_val_if_fail (SAND_IS_APPLICATION (self), NULL);

  return self->settings;
}

GMenuModel *
sand_application_get_recent_menu (SandApplication *self)
{
  g_return_val_if_fail (SAND_IS_APPLICATION (self), NULL);

  return G_MENU_MODEL (self->recent_menu);
}

SandWindow *
sand_application_new_window (SandApplication *self)
{
  g_return_val_if_fail (SAND_IS_APPLICATION (self), NULL);

  return sand_window_new (self);
}

/* A window that can take a file without losing work: the active one when blank. */
static SandWindow *
sand_application_find_blank_window (SandApplication *self)
{
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (self)); l; l = l->next)
    {
      if (SAND_IS_WINDOW (l->data) &&
          sand_document_is_blank (sand_window_get_document (l->data)))
        return l->data;
    }

  return NULL;
}

/* Actions */

static void
new_window_action (GSimpleAction *action,
                   GVariant      *param,
                   gpointer       user_data)
{
  SandApplication *self = user_data;

  gtk_window_present (GTK_WINDOW (sand_application_new_window (self)));
}

static void
quit_action (GSimpleAction *action,
             GVariant      *param,
             gpointer       user_data)
{
  SandApplication *self = user_data;
  g_autoptr(GList) windows = NULL;

  /* Closing each window lets it ask about unsaved changes; the application ends
   * when the last one is gone. */
  windows = g_list_copy (gtk_application_get_windows (GTK_APPLICATION (self)));
  for (GList *l = windows; l; l = l->next)
    gtk_window_close (l->data);
}

static void
about_action (GSimpleAction *action,
              GVariant      *param,
              gpointer       user_data)
{
  SandApplication *self = user_data;
  GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (self));
  const char *developers[] = { _("The Sandtable authors"), NULL };

  adw_show_about_window (parent,
                         "application-name", _("Sandtable"),
                         "application-icon", APP_ID,
                         "developer-name", _("The Sandtable authors"),
                         "version", PACKAGE_VERSION,
                         "comments", _("Lay out wargame tables and see where units can move"),
                         "website", "https://github.com/sandtable/sandtable",
                         "issue-url", "https://github.com/sandtable/sandtable/issues",
                         "license-type", GTK_LICENSE_GPL_3_0,
                         "developers", developers,
                         /* Translators: Replace "translator-credits" with your names, one name per line */
                         "translator-credits", _("translator-credits"),
                         NULL);
}

static void
preferences_action (GSimpleAction *action,
                    GVariant      *param,
                    gpointer       user_data)
{
  SandApplication *self = user_data;
  GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (self));

  gtk_window_present (GTK_WINDOW (sand_preferences_new (parent, self->settings)));
}

static const GActionEntry app_actions[] = {
  { "new-window", new_window_action },
  { "preferences", preferences_action },
  { "quit", quit_action },
  { "about", about_action },
};

static const struct
{
  const char *action;
  const char *accels[3];
} app_accels[] = {
  { "app.new-window", { "<Control><Shift>n", NULL } },
  { "app.quit", { "<Control>q", NULL } },
  { "app.preferences", { "<Control>comma", NULL } },
  { "win.new", { "<Control>n", NULL } },
  { "win.open", { "<Control>o", NULL } },
  { "win.save", { "<Control>s", NULL } },
  { "win.save-as", { "<Control><Shift>s", NULL } },
  { "win.close", { "<Control>w", NULL } },
  { "win.print", { "<Control>p", NULL } },
  { "win.fit-table", { "<Control>0", NULL } },
  { "win.zoom-in", { "<Control>plus", "<Control>equal", NULL } },
  { "win.zoom-out", { "<Control>minus", NULL } },
};

/* Application */

static void
sand_application_startup (GApplication *application)
{
  SandApplication *self = SAND_APPLICATION (application);
  GSettingsSchemaSource *source;
  g_autoptr(GSettingsSchema) schema = NULL;

  G_APPLICATION_CLASS (sand_application_parent_class)->startup (application);

  g_action_map_add_action_entries (G_ACTION_MAP (self), app_actions,
                                   G_N_ELEMENTS (app_actions), self);
  for (guint i = 0; i < G_N_ELEMENTS (app_accels); i++)
    gtk_application_set_accels_for_action (GTK_APPLICATION (self),
                                           app_accels[i].action,
                                           app_accels[i].accels);

  /* Uninstalled, the schema may be missing; g_settings_new() would abort. */
  source = g_settings_schema_source_get_default ();
  if (source != NULL)
    schema = g_settings_schema_source_lookup (source, APP_ID, TRUE);
  if (schema != NULL)
    {
      self->settings = g_settings_new_full (schema, NULL, NULL);
      g_signal_connect_object (self->settings, "changed::recent-files",
                               G_CALLBACK (sand_application_rebuild_recent_menu),
                               self, G_CONNECT_SWAPPED);
    }
  else
    g_debug ("GSettings schema %s not installed; using defaults", APP_ID);
  /* With nowhere to keep them, there are no preferences to set. */
  g_simple_action_set_enabled (G_SIMPLE_ACTION (g_action_map_lookup_action (G_ACTION_MAP (self), "preferences")),
                               self->settings != NULL);

  sand_application_rebuild_recent_menu (self);
  self->rulesets = g_object_ref (sand_ruleset_registry_get_default ());
  self->ruleset_watch = sand_ruleset_watch_new (self->rulesets);
}

static void
sand_application_offer_drafts (SandApplication *self,
                               SandWindow      *window)
{
  if (self->drafts_offered)
    return;
  self->drafts_offered = TRUE;
  sand_draft_restore_offer (window);
}

static void
sand_application_activate (GApplication *application)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (application));

  if (window == NULL)
    window = GTK_WINDOW (sand_application_new_window (SAND_APPLICATION (application)));

  gtk_window_present (window);
  if (SAND_IS_WINDOW (window))
    sand_application_offer_drafts (SAND_APPLICATION (application), SAND_WINDOW (window));
}

static void
sand_application_open (GApplication  *application,
                       GFile        **files,
                       int            n_files,
                       const char    *hint)
{
  SandApplication *self = SAND_APPLICATION (application);

  for (int i = 0; i < n_files; i++)
    {
      SandWindow *window = sand_application_find_blank_window (self);

      if (window == NULL)
        window = sand_application_new_window (self);

      sand_window_open_file (window, files[i]);
      gtk_window_present (GTK_WINDOW (window));
      sand_application_offer_drafts (self, window);
    }
}

static void
sand_application_dispose (GObject *object)
{
  SandApplication *self = SAND_APPLICATION (object);

  g_clear_object (&self->settings);
  g_clear_object (&self->ruleset_watch);
  g_clear_object (&self->rulesets);
  g_clear_object (&self->recent_menu);
  g_clear_pointer (&self->recent_fallback, g_strfreev);

  G_OBJECT_CLASS (sand_application_parent_class)->dispose (object);
}

static void
sand_application_class_init (SandApplicationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  object_class->dispose = sand_application_dispose;

  app_class->startup = sand_application_startup;
  app_class->activate = sand_application_activate;
  app_class->open = sand_application_open;
}

static void
sand_application_init (SandApplication *self)
{
  self->recent_menu = g_menu_new ();
}

SandApplication *
sand_application_new (void)
{
  return g_object_new (SAND_TYPE_APPLICATION,
                       "application-id", APP_ID,
                       "flags", G_APPLICATION_HANDLES_OPEN,
                       "resource-base-path", "/io/github/sandtable/Sandtable",
                       NULL);
}
