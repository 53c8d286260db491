/* sand-play-log-view.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "sand-document.h"
#include "sand-play-describe.h"
#include "sand-play-log-view.h"
#include "sand-play.h"
#include "sand-window-private.h"

/* The log's height on the page before it scrolls, pixels. */
#define LOG_HEIGHT 260

struct _SandPlayLogView
{
  GtkWidget            parent_instance;

  AdwPreferencesGroup *group;
  GtkListBox          *list;
  GtkWidget           *scroller;
  GtkNativeDialog     *chooser;

  /* Borrowed References */
  SandWindow          *window;
  SandPlayAid         *aid;
};

G_DEFINE_FINAL_TYPE (SandPlayLogView, sand_play_log_view, GTK_TYPE_WIDGET)

static SandScenario *
view_scenario (SandPlayLogView *self)
{
  return sand_document_get_scenario (sand_window_get_document (self->window));
}

static GtkWidget *
create_row (gpointer item,
            gpointer user_data)
{
  SandPlayLogView *self = user_data;
  SandPlayEntry *entry = item;
  g_autofree char *text = sand_play_entry_describe (entry, view_scenario (self), sand_play_aid_get_ruleset (self->aid),
                                                    sand_play_aid_get_length_unit (self->aid));
  g_autofree char *turn = g_strdup_printf ("%d", sand_play_entry_get_turn (entry));
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *number = gtk_label_new (turn);
  GtkWidget *label = gtk_label_new (text);

  gtk_widget_set_tooltip_text (number, _("Turn"));
  gtk_widget_add_css_class (number, "dim-label");
  gtk_widget_add_css_class (number, "numeric");
  gtk_label_set_width_chars (GTK_LABEL (number), 2);
  gtk_label_set_xalign (GTK_LABEL (number), 1);
  gtk_label_set_yalign (GTK_LABEL (number), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_selectable (GTK_LABEL (label), TRUE);
  gtk_widget_set_hexpand (label, TRUE);
  /* a move placed outside the rules stands out, in words as well as colour */
  if (sand_play_entry_get_boolean (entry, "outside"))
    gtk_widget_add_css_class (label, "error");
  gtk_box_append (GTK_BOX (box), number);
  gtk_box_append (GTK_BOX (box), label);
  gtk_widget_set_margin_start (box, 6);
  gtk_widget_set_margin_end (box, 6);
  gtk_widget_set_margin_top (box, 3);
  gtk_widget_set_margin_bottom (box, 3);
  return box;
}

static gboolean
scroll_to_end (gpointer user_data)
{
  SandPlayLogView *self = user_data;
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (self->scroller));

  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
  return G_SOURCE_REMOVE;
}

static void
log_changed_cb (SandPlayLogView *self,
                guint            position,
                guint            removed,
                guint            added)
{
  int natural;

  /* The page scrolls and gives the log only its least height: that is as tall
   * as its rows, up to LOG_HEIGHT, past which the log scrolls on its own. */
  gtk_widget_measure (GTK_WIDGET (self->list), GTK_ORIENTATION_VERTICAL, -1, NULL, &natural, NULL, NULL);
  gtk_scrolled_window_set_min_content_height (GTK_SCROLLED_WINDOW (self->scroller), MIN (natural, LOG_HEIGHT));
  /* the newest entry in view once the rows are laid out */
  if (added > 0)
    g_idle_add_full (G_PRIORITY_LOW, scroll_to_end, g_object_ref (self), g_object_unref);
}

static void
bind (SandPlayLogView *self)
{
  GListModel *log = sand_play_get_log (sand_scenario_get_play (view_scenario (self)));

  gtk_list_box_bind_model (self->list, log, create_row, self, NULL);
  /* after the list box's own handler, so the rows are there to measure */
  g_signal_connect_object (log, "items-changed", G_CALLBACK (log_changed_cb), self,
                           G_CONNECT_SWAPPED | G_CONNECT_AFTER);
  log_changed_cb (self, 0, 0, g_list_model_get_n_items (log));
}

gboolean
sand_play_log_view_export (SandPlayLogView *self,
                           const char      *path,
                           GError         **error)
{
  gboolean html;
  g_autofree char *text = NULL;
  g_autoptr (GError) local = NULL;

  g_return_val_if_fail (SAND_IS_PLAY_LOG_VIEW (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  html = g_str_has_suffix (path, ".html") || g_str_has_suffix (path, ".htm");
  text = sand_play_log_export (view_scenario (self), sand_play_aid_get_ruleset (self->aid),
                               html ? SAND_PLAY_LOG_HTML : SAND_PLAY_LOG_TEXT, sand_play_aid_get_length_unit (self->aid));
  if (!g_file_set_contents (path, text, -1, &local))
    {
      /* Translators: a file's path and why it could not be written */
      g_set_error (error, G_FILE_ERROR, local->code, _("%s: cannot write the file: %s"), path, local->message);
      return FALSE;
    }
  return TRUE;
}

static void
export_response_cb (SandPlayLogView      *self,
                    int                   response,
                    GtkFileChooserNative *chooser)
{
  g_autoptr (GFile) file = NULL;
  g_autofree char *path = NULL;
  g_autoptr (GError) error = NULL;

  if (response != GTK_RESPONSE_ACCEPT)
    return;
  file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  path = g_file_get_path (file);
  if (path == NULL)
    sand_window_show_toast (self->window, _("Choose a file on this computer"));
  else if (!sand_play_log_view_export (self, path, &error))
    _sand_window_show_error (self->window, _("Could Not Export the Log"), error);
  else
    sand_window_show_toast (self->window, _("Log exported"));
}

static void
export_log_activated (GSimpleAction *action,
                      GVariant      *parameter,
                      gpointer       user_data)
{
  SandPlayLogView *self = user_data;
  GtkFileChooserNative *chooser;

  chooser = gtk_file_chooser_native_new (_("Export Log"), GTK_WINDOW (self->window), GTK_FILE_CHOOSER_ACTION_SAVE,
                                         _("_Export"), NULL);
  /* Translators: the log's file name offered; .html writes a web page */
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), _("game-log.html"));
  g_signal_connect_object (chooser, "response", G_CALLBACK (export_response_cb), self, G_CONNECT_SWAPPED);
  if (self->chooser != NULL)
    gtk_native_dialog_destroy (self->chooser);
  g_set_object (&self->chooser, GTK_NATIVE_DIALOG (chooser));
  g_object_unref (chooser);
  gtk_native_dialog_show (self->chooser);
}

char **
sand_play_log_view_get_rows (SandPlayLogView *self)
{
  g_autoptr (GStrvBuilder) rows = g_strv_builder_new ();

  g_return_val_if_fail (SAND_IS_PLAY_LOG_VIEW (self), NULL);

  for (int i = 0; gtk_list_box_get_row_at_index (self->list, i) != NULL; i++)
    {
      GtkWidget *box = gtk_list_box_row_get_child (gtk_list_box_get_row_at_index (self->list, i));

      g_strv_builder_add (rows, gtk_label_get_label (GTK_LABEL (gtk_widget_get_last_child (box))));
    }
  return g_strv_builder_end (rows);
}

static void
sand_play_log_view_dispose (GObject *object)
{
  SandPlayLogView *self = SAND_PLAY_LOG_VIEW (object);
  GtkWidget *child;

  if (self->chooser != NULL)
    gtk_native_dialog_destroy (self->chooser);
  g_clear_object (&self->chooser);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (sand_play_log_view_parent_class)->dispose (object);
}

static void
sand_play_log_view_class_init (SandPlayLogViewClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = sand_play_log_view_dispose;
  gtk_widget_class_set_layout_manager_type (GTK_WIDGET_CLASS (klass), GTK_TYPE_BIN_LAYOUT);
}

static void
sand_play_log_view_init (SandPlayLogView *self)
{
  GtkWidget *export, *placeholder;

  self->group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  adw_preferences_group_set_title (self->group, _("Log"));
  gtk_widget_set_parent (GTK_WIDGET (self->group), GTK_WIDGET (self));
  export = gtk_button_new_with_mnemonic (_("E_xport Log…"));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (export), "win.export-log");
  adw_preferences_group_set_header_suffix (self->group, export);

  self->list = GTK_LIST_BOX (gtk_list_box_new ());
  gtk_list_box_set_selection_mode (self->list, GTK_SELECTION_NONE);
  gtk_widget_add_css_class (GTK_WIDGET (self->list), "boxed-list");
  placeholder = gtk_label_new (_("Nothing played yet: moves, rolls and cards are logged here"));
  gtk_label_set_wrap (GTK_LABEL (placeholder), TRUE);
  gtk_widget_add_css_class (placeholder, "dim-label");
  gtk_widget_set_margin_top (placeholder, 12);
  gtk_widget_set_margin_bottom (placeholder, 12);
  gtk_list_box_set_placeholder (self->list, placeholder);
  self->scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (self->scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (self->scroller), LOG_HEIGHT);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (self->scroller), TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->scroller), GTK_WIDGET (self->list));
  adw_preferences_group_add (self->group, self->scroller);
}

GtkWidget *
sand_play_log_view_new (SandWindow  *window,
                        SandPlayAid *aid)
{
  SandPlayLogView *self;
  const GActionEntry entries[] = {
    { "export-log", export_log_activated },
  };

  g_return_val_if_fail (SAND_IS_WINDOW (window), NULL);
  g_return_val_if_fail (SAND_IS_PLAY_AID (aid), NULL);

  self = g_object_new (SAND_TYPE_PLAY_LOG_VIEW, NULL);
  self->window = window;
  self->aid = aid;
  g_action_map_add_action_entries (G_ACTION_MAP (window), entries, G_N_ELEMENTS (entries), self);
  g_signal_connect_object (sand_window_get_document (window), "notify::scenario", G_CALLBACK (bind), self,
                           G_CONNECT_SWAPPED);
  bind (self);
  return GTK_WIDGET (self);
}
