/* sand-window.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "sand-application.h"
#include "sand-editor.h"
#include "sand-file-bar.h"
#include "sand-inspector.h"
#include "sand-layers-panel.h"
#include "sand-tool-palette.h"
#include "sand-hex-panel.h"
#include "sand-play-panel.h"
#include "sand-preferences.h"
#include "sand-ruleset-problems.h"
#include "sand-scenario-problems.h"
#include "sand-problems-dialog.h"
#include "sand-window-private.h"
#include "sand-backdrop-panel.h"

G_DEFINE_FINAL_TYPE (SandWindow, sand_window, ADW_TYPE_APPLICATION_WINDOW)

static void
sand_window_update_title (SandWindow *self)
{
  SandScenario *scenario = sand_document_get_scenario (self->document);
  const char *name = sand_document_get_title (self->document);
  const char *scenario_title = sand_scenario_get_title (scenario);
  gboolean modified = sand_document_get_modified (self->document);
  g_autofree char *title = NULL;
  g_autofree char *window_title = NULL;

  /* The bullet marks unsaved changes, as in other GNOME document apps. */
  title = modified ? g_strdup_printf ("• %s", name) : g_strdup (name);
  /* Translators: the window title; %s is the scenario's file name. */
  window_title = g_strdup_printf (_("%s — Sandtable"), title);

  adw_window_title_set_title (self->window_title, title);
  adw_window_title_set_subtitle (self->window_title,
                                 scenario_title != NULL ? scenario_title : "");
  gtk_window_set_title (GTK_WINDOW (self), window_title);
}

static void
document_busy_cb (SandWindow   *self,
                  GParamSpec   *pspec,
                  SandDocument *document)
{
  gboolean busy = sand_document_get_busy (document);

  gtk_widget_set_visible (GTK_WIDGET (self->spinner), busy);
  gtk_spinner_set_spinning (self->spinner, busy);
  _sand_window_update_actions (self);
}

static void
load_cb (GObject      *object,
         GAsyncResult *result,
         gpointer      user_data)
{
  g_autoptr(SandWindow) self = user_data;
  SandDocument *document = SAND_DOCUMENT (object);
  g_autoptr(GError) error = NULL;

  if (!sand_document_load_finish (document, result, &error))
    {
      _sand_window_show_error (self, _("Could Not Open the Scenario"), error);
      return;
    }

  sand_application_add_recent (SAND_APPLICATION (gtk_window_get_application (GTK_WINDOW (self))),
                               sand_document_get_file (document));
  sand_canvas_fit_table (self->canvas);
  _sand_window_report_scenario_problems (self);
}

void
_sand_window_load (SandWindow *self,
                   GFile      *file)
{
  g_assert (SAND_IS_WINDOW (self));
  g_assert (G_IS_FILE (file));

  sand_document_load_async (self->document, file, NULL, load_cb, g_object_ref (self));
}

void
_sand_window_show_error (SandWindow   *self,
                         const char   *heading,
                         const GError *error)
{
  /* Core errors already read "file:line: what is wrong", one per line. */
  sand_problems_dialog_present (GTK_WINDOW (self), heading, error->message);
}

static gboolean
drop_cb (SandWindow    *self,
         const GValue  *value,
         double         x,
         double         y,
         GtkDropTarget *target)
{
  GSList *files;

  if (!G_VALUE_HOLDS (value, GDK_TYPE_FILE_LIST))
    return FALSE;

  files = g_value_get_boxed (value);
  if (files == NULL)
    return FALSE;

  /* An image or a PDF goes under the table. */
  if (sand_backdrop_panel_takes_file (files->data))
    {
      sand_backdrop_panel_import (sand_backdrop_panel_get_for_window (self), files->data);
      return TRUE;
    }
  /* One scenario per window: the first dropped file replaces this one, the
   * others open in windows of their own. */
  sand_window_open_file (self, files->data);
  if (files->next != NULL)
    {
      GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));
      g_autoptr(GPtrArray) rest = g_ptr_array_new ();

      for (GSList *l = files->next; l; l = l->next)
        g_ptr_array_add (rest, l->data);
      g_application_open (G_APPLICATION (app), (GFile **) rest->pdata, rest->len, "");
    }

  return TRUE;
}

/* Room a monitor keeps for panels and docks, which GTK 4.8 cannot tell apart
 * from its work area on every desktop. */
#define MONITOR_PANEL_WIDTH   32
#define MONITOR_PANEL_HEIGHT  72
/* Below this width the header shows icons for its labelled buttons. */
#define NARROW_WIDTH          600

/* The monitor the window will most likely open on: the one of the window in
 * front, else the first (on X11 the primary). */
static GdkMonitor *
sand_window_guess_monitor (SandWindow *self)
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));
  GtkWindow *active = app != NULL ? gtk_application_get_active_window (app) : NULL;
  GdkDisplay *display = gtk_widget_get_display (GTK_WIDGET (self));
  g_autoptr (GdkMonitor) first = NULL;

  if (active != NULL && active != GTK_WINDOW (self))
    {
      GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (active));

      if (surface != NULL)
        return gdk_display_get_monitor_at_surface (display, surface);
    }
  first = g_list_model_get_item (gdk_display_get_monitors (display), 0);
  return first; /* the display holds a reference */
}

static void
sand_window_restore_size (SandWindow *self)
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));
  GSettings *settings;
  GdkMonitor *monitor;
  int width, height;

  if (app == NULL || (settings = sand_application_get_settings (SAND_APPLICATION (app))) == NULL)
    return;

  width = g_settings_get_int (settings, "window-width");
  height = g_settings_get_int (settings, "window-height");
  /* A size saved on a larger screen, or the default on a small laptop, would
   * open the window past the screen's edges. */
  if ((monitor = sand_window_guess_monitor (self)) != NULL)
    {
      GdkRectangle area;

      gdk_monitor_get_geometry (monitor, &area);
      width = MIN (width, MAX (area.width - MONITOR_PANEL_WIDTH, area.width / 2));
      height = MIN (height, MAX (area.height - MONITOR_PANEL_HEIGHT, area.height / 2));
    }
  gtk_window_set_default_size (GTK_WINDOW (self), width, height);
  if (g_settings_get_boolean (settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));
}

/* The ruler measures in what the Preferences say, in every window at once. */
static void
sand_window_follow_preferences (SandWindow *self)
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));
  GSettings *settings;

  if (app == NULL || (settings = sand_application_get_settings (SAND_APPLICATION (app))) == NULL)
    return;

  g_settings_bind_with_mapping (settings, "length-unit", self->editor, "use-cm", G_SETTINGS_BIND_GET,
                                sand_preferences_length_unit_to_cm, NULL, NULL, NULL);
}

static void
sand_window_save_size (SandWindow *self)
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));
  GSettings *settings;
  int width, height;

  if (app == NULL || (settings = sand_application_get_settings (SAND_APPLICATION (app))) == NULL)
    return;

  gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);
  g_settings_set_boolean (settings, "window-maximized", gtk_window_is_maximized (GTK_WINDOW (self)));
  if (!gtk_window_is_maximized (GTK_WINDOW (self)))
    {
      g_settings_set_int (settings, "window-width", width);
      g_settings_set_int (settings, "window-height", height);
    }
}

static gboolean
sand_window_close_request (GtkWindow *window)
{
  SandWindow *self = SAND_WINDOW (window);

  if (!self->force_close && sand_document_get_modified (self->document))
    {
      _sand_window_confirm_pending (self, SAND_PENDING_CLOSE, NULL);
      return TRUE;
    }

  sand_window_save_size (self);

  return GTK_WINDOW_CLASS (sand_window_parent_class)->close_request (window);
}

static GtkWidget *
find_first_shortcuts_section (GtkWidget *widget)
{
  if (GTK_IS_SHORTCUTS_SECTION (widget))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_first_shortcuts_section (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The shortcuts window opens where a player starts, on files and the table,
 * not on the section looked at last. */
static void
help_overlay_to_first_section (GtkWidget *help)
{
  GtkWidget *first = find_first_shortcuts_section (help);
  g_autofree char *name = NULL;

  if (first == NULL)
    return;
  g_object_get (first, "section-name", &name, NULL);
  if (name != NULL)
    g_object_set (help, "section-name", name, NULL);
}

/* "application" is set after construction, so what depends on it waits for it. */
static void
application_changed_cb (SandWindow *self)
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));
  GMenuModel *recent;
  GtkWidget *help;

  if (app == NULL || !SAND_IS_APPLICATION (app) || self->has_application_menus)
    return;

  recent = sand_application_get_recent_menu (SAND_APPLICATION (app));
  g_menu_append_section (self->recent_submenu, NULL, recent);
  adw_split_button_set_menu_model (self->open_button, recent);
  self->has_application_menus = TRUE;

  sand_window_restore_size (self);
  sand_window_follow_preferences (self);

  help = GTK_WIDGET (gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (self)));
  if (help != NULL)
    {
      help_overlay_to_first_section (help);
      g_signal_connect (help, "hide", G_CALLBACK (help_overlay_to_first_section), NULL);
    }
}

static void
sand_window_dispose (GObject *object)
{
  SandWindow *self = SAND_WINDOW (object);

  if (self->file_chooser != NULL)
    gtk_native_dialog_destroy (self->file_chooser);
  g_clear_object (&self->file_chooser);
  g_clear_object (&self->scenario_signals);
  g_clear_object (&self->editor);
  /* Closed by the player's choice: the draft goes with the window. */
  g_clear_object (&self->draft);
  g_clear_object (&self->file_watch);
  g_clear_object (&self->document);
  g_clear_object (&self->pending_file);
  g_clear_object (&self->hex_coords);

  gtk_widget_dispose_template (GTK_WIDGET (self), SAND_TYPE_WINDOW);

  G_OBJECT_CLASS (sand_window_parent_class)->dispose (object);
}

static void
sand_window_class_init (SandWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = sand_window_dispose;

  window_class->close_request = sand_window_close_request;

  g_type_ensure (SAND_TYPE_CANVAS);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/sandtable/Sandtable/sand-window.ui");
  gtk_widget_class_bind_template_child (widget_class, SandWindow, header_bar);
  gtk_widget_class_bind_template_child (widget_class, SandWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, SandWindow, open_button);
  gtk_widget_class_bind_template_child (widget_class, SandWindow, save_button);
  gtk_widget_class_bind_template_child (widget_class, SandWindow, primary_menu_button);
  gtk_widget_class_bind_template_child (widget_class, SandWindow, recent_submenu);
  gtk_widget_class_bind_template_child (widget_class, SandWindow, spinner);
  gtk_widget_class_bind_template_child (widget_class, SandWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, SandWindow, canvas);
  gtk_widget_class_bind_template_child (widget_class, SandWindow, palette_box);
  gtk_widget_class_bind_template_child (widget_class, SandWindow, sidebar_flap);
  gtk_widget_class_bind_template_child (widget_class, SandWindow, new_button);
  gtk_widget_class_bind_template_child (widget_class, SandWindow, sidebar_button);
  gtk_widget_class_bind_template_child (widget_class, SandWindow, sidebar_stack);

  _sand_window_class_actions_init (klass);
}

/* "Show Hex Coordinates" is in the menu only while the table has a hex grid
 * (the menu hides an item whose action is missing). */
static void
sand_window_offer_hex_coords (SandWindow *self)
{
  SandScenario *scenario = sand_document_get_scenario (self->document);
  gboolean hex = scenario != NULL && sand_scenario_get_grid_type (scenario) == SAND_GRID_HEX;
  gboolean offered = g_action_map_lookup_action (G_ACTION_MAP (self), "show-hex-coords") != NULL;

  if (self->hex_coords == NULL)
    return;
  if (hex && !offered)
    g_action_map_add_action (G_ACTION_MAP (self), self->hex_coords);
  else if (!hex && offered)
    g_action_map_remove_action (G_ACTION_MAP (self), "show-hex-coords");
}

/* The hex play aids: a sidebar page shown for scenarios with a hex grid, and the
 * view's "Show Hex Coordinates" toggle. */
static void
sand_window_add_hex_panel (SandWindow *self)
{
  GtkWidget *panel = sand_hex_panel_new (self->canvas, self->document, self->editor);

  _sand_window_add_sidebar_page (self, panel, "hex", _("Hex"), "view-grid-symbolic");
  g_object_bind_property (panel, "available",
                          adw_view_stack_get_page (self->sidebar_stack, panel), "visible",
                          G_BINDING_SYNC_CREATE);

  self->hex_coords = G_ACTION (g_property_action_new ("show-hex-coords", panel, "show-hex-coords"));
  g_signal_connect_object (self->document, "notify::scenario",
                           G_CALLBACK (sand_window_offer_hex_coords), self, G_CONNECT_SWAPPED);
  sand_window_offer_hex_coords (self);
}

/* On the Play page a click picks a unit or a point to ask about, on the Backdrop
 * page it places the image: the editing tools, their handles and the palette rest
 * until another page shows. */
static void
sidebar_page_changed_cb (SandWindow *self)
{
  const char *name = adw_view_stack_get_visible_child_name (self->sidebar_stack);

  sand_editor_set_tools_active (self->editor, g_strcmp0 (name, "play") != 0 && g_strcmp0 (name, "backdrop") != 0);
}

static void
sidebar_folded_cb (SandWindow *self)
{
  gboolean has_pages = adw_view_stack_get_visible_child (self->sidebar_stack) != NULL;
  gboolean folded = adw_flap_get_folded (self->sidebar_flap);

  adw_flap_set_reveal_flap (self->sidebar_flap, has_pages && !folded);
}

/* A narrow window's header keeps its buttons by showing icons for Open and Save
 * (New Scenario is in the main menu). Decided from the window's width, before
 * the header is measured for it: a phone's 360 px is narrower than the labels. */
static void
header_width_cb (SandWindow *self)
{
  int width, height;
  gboolean narrow;

  gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);
  narrow = width > 0 && width < NARROW_WIDTH;
  gtk_widget_set_visible (self->new_button, !narrow);
  if (narrow)
    {
      adw_split_button_set_icon_name (self->open_button, "document-open-symbolic");
      adw_split_button_set_icon_name (self->save_button, "document-save-symbolic");
    }
  else
    {
      adw_split_button_set_label (self->open_button, _("_Open"));
      adw_split_button_set_label (self->save_button, _("_Save"));
    }
}

static void
sand_window_init (SandWindow *self)
{
  GtkDropTarget *drop;

  gtk_widget_init_template (GTK_WIDGET (self));

  /* Folded on a narrow window, the side panel covers the table: hidden until the
   * header's button asks for it; unfolded, it is beside the table again, and the
   * button can still put it away to give the table the room. */
  g_object_bind_property (self->sidebar_flap, "reveal-flap", self->sidebar_button, "active",
                          G_BINDING_SYNC_CREATE | G_BINDING_BIDIRECTIONAL);
  g_signal_connect_object (self->sidebar_flap, "notify::folded", G_CALLBACK (sidebar_folded_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect (self, "notify::default-width", G_CALLBACK (header_width_cb), NULL);

  self->document = sand_document_new ();
  self->draft = sand_draft_new (self->document);
  _sand_window_install_file_bar (self);
  g_object_bind_property (self->document, "scenario", self->canvas, "scenario",
                          G_BINDING_SYNC_CREATE);
  g_signal_connect_object (self->document, "notify::title",
                           G_CALLBACK (sand_window_update_title), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->document, "notify::modified",
                           G_CALLBACK (sand_window_update_title), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->document, "notify::busy",
                           G_CALLBACK (document_busy_cb), self, G_CONNECT_SWAPPED);

  /* The subtitle shows the scenario's own title, which edits may change. */
  self->scenario_signals = g_signal_group_new (SAND_TYPE_SCENARIO);
  g_signal_group_connect_swapped (self->scenario_signals, "changed",
                                  G_CALLBACK (sand_window_update_title), self);
  /* A grid set or taken away in the inspector */
  g_signal_group_connect_swapped (self->scenario_signals, "changed",
                                  G_CALLBACK (sand_window_offer_hex_coords), self);
  g_object_bind_property (self->document, "scenario", self->scenario_signals, "target",
                          G_BINDING_SYNC_CREATE);

  g_signal_connect (self, "notify::application", G_CALLBACK (application_changed_cb), NULL);

  /* The scenario editor: tools in the palette, undo and the clipboard on the window. */
  self->editor = sand_editor_new (self->document, self->canvas);
  sand_editor_install (self->editor, GTK_WIDGET (self));
  g_signal_connect_object (self->editor, "notice",
                           G_CALLBACK (sand_window_show_toast), self, G_CONNECT_SWAPPED);
  _sand_window_add_palette_item (self, sand_tool_palette_new (self->editor));
  _sand_window_add_sidebar_page (self, sand_inspector_new (self->editor), "inspector",
                                 _("Inspector"), "document-properties-symbolic");
  _sand_window_add_sidebar_page (self, sand_layers_panel_new (self->editor), "layers",
                                 _("Lists"), "view-list-symbolic");

  drop = gtk_drop_target_new (GDK_TYPE_FILE_LIST, GDK_ACTION_COPY);
  g_signal_connect_swapped (drop, "drop", G_CALLBACK (drop_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self->toast_overlay), GTK_EVENT_CONTROLLER (drop));

  sand_window_add_hex_panel (self);
  sand_play_panel_install (self);
  sand_backdrop_panel_install (self);
  g_object_bind_property (self->editor, "tools-active", self->palette_box, "sensitive",
                          G_BINDING_SYNC_CREATE);
  g_signal_connect_object (self->sidebar_stack, "notify::visible-child-name",
                           G_CALLBACK (sidebar_page_changed_cb), self, G_CONNECT_SWAPPED);

  sand_window_update_title (self);
  _sand_window_update_actions (self);
  _sand_window_report_ruleset_problems (self);
}

SandWindow *
sand_window_new (SandApplication *application)
{
  g_return_val_if_fail (SAND_IS_APPLICATION (application), NULL);

  return g_object_new (SAND_TYPE_WINDOW, "application", application, NULL);
}

SandDocument *
sand_window_get_document (SandWindow *self)
{
  g_return_val_if_fail (SAND_IS_WINDOW (self), NULL);

  return self->document;
}

SandEditor *
sand_window_get_editor (SandWindow *self)
{
  g_return_val_if_fail (SAND_IS_WINDOW (self), NULL);

  return self->editor;
}

SandCanvas *
sand_window_get_canvas (SandWindow *self)
{
  g_return_val_if_fail (SAND_IS_WINDOW (self), NULL);

  return self->canvas;
}

void
sand_window_open_file (SandWindow *self,
                       GFile      *file)
{
  g_return_if_fail (SAND_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  _sand_window_confirm_pending (self, SAND_PENDING_OPEN_FILE, file);
}

static void
restore_cb (GObject      *object,
            GAsyncResult *result,
            gpointer      user_data)
{
  g_autoptr(SandWindow) self = user_data;
  g_autoptr(GError) error = NULL;

  if (!sand_document_load_finish (SAND_DOCUMENT (object), result, &error))
    {
      _sand_window_show_error (self, _("Could Not Restore the Unsaved Changes"), error);
      return;
    }
  sand_canvas_fit_table (self->canvas);
  _sand_window_report_scenario_problems (self);
}

void
sand_window_restore_draft (SandWindow    *self,
                           SandDraftInfo *info)
{
  g_return_if_fail (SAND_IS_WINDOW (self));
  g_return_if_fail (info != NULL);

  sand_draft_adopt (self->draft, info);
  sand_document_load_draft_async (self->document, info->draft, info->file, NULL, restore_cb,
                                  g_object_ref (self));
}

SandFileWatch *
sand_window_get_file_watch (SandWindow *self)
{
  g_return_val_if_fail (SAND_IS_WINDOW (self), NULL);

  return self->file_watch;
}

SandDraft *
sand_window_get_draft (SandWindow *self)
{
  g_return_val_if_fail (SAND_IS_WINDOW (self), NULL);

  return self->draft;
}

void
sand_window_show_toast (SandWindow *self,
                        const char *message)
{
  g_return_if_fail (SAND_IS_WINDOW (self));
  g_return_if_fail (message != NULL);

  adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (message));
}

void
_sand_window_add_sidebar_page (SandWindow *self,
                               GtkWidget  *page,
                               const char *name,
                               const char *title,
                               const char *icon_name)
{
  g_return_if_fail (SAND_IS_WINDOW (self));
  g_return_if_fail (GTK_IS_WIDGET (page));

  adw_view_stack_add_titled (self->sidebar_stack, page, name, title);
  adw_view_stack_page_set_icon_name (adw_view_stack_get_page (self->sidebar_stack, page), icon_name);
  if (!adw_flap_get_folded (self->sidebar_flap))
    adw_flap_set_reveal_flap (self->sidebar_flap, TRUE);
}

void
_sand_window_add_palette_item (SandWindow *self,
                               GtkWidget  *item)
{
  g_return_if_fail (SAND_IS_WINDOW (self));
  g_return_if_fail (GTK_IS_WIDGET (item));

  gtk_box_append (self->palette_box, item);
  gtk_widget_set_visible (GTK_WIDGET (self->palette_box), TRUE);
}
