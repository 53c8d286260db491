/* sand-backdrop-panel.c: the Backdrop page — its rows kept in step with the
 * scenario's backdrop, the image loaded for the canvas, importing and the edits.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "sand-backdrop-href.h"
#include "sand-backdrop-layer.h"
#include "sand-backdrop-panel-private.h"
#include "sand-canvas.h"
#include "sand-document.h"
#include "sand-edit.h"
#include "sand-editor.h"
#include "sand-window-private.h"

G_DEFINE_FINAL_TYPE (SandBackdropPanel, sand_backdrop_panel, GTK_TYPE_WIDGET)

/* An embedded image lives in an XML attribute, which the reader takes up to
 * 10,000,000 characters long: base64 makes 4 of every 3 bytes. */
#define MAX_EMBED_BYTES (7 * 1000 * 1000)

SandBackdrop *
_sand_backdrop_panel_get_backdrop (SandBackdropPanel *self)
{
  return sand_scenario_get_backdrop (sand_document_get_scenario (sand_window_get_document (self->window)));
}

SandHistory *
_sand_backdrop_panel_get_history (SandBackdropPanel *self)
{
  return sand_document_get_history (sand_window_get_document (self->window));
}

GFile *
_sand_backdrop_panel_get_document_dir (SandBackdropPanel *self)
{
  GFile *file = sand_document_get_file (sand_window_get_document (self->window));

  return file != NULL ? g_file_get_parent (file) : NULL;
}

static const char *
display_name (SandBackdropPanel *self)
{
  return sand_document_get_title (sand_window_get_document (self->window));
}

void
_sand_backdrop_panel_set_hint (SandBackdropPanel *self,
                               const char        *hint)
{
  g_free (self->hint);
  self->hint = g_strdup (hint);
  gtk_label_set_label (self->hint_label, hint != NULL ? hint : "");
  gtk_widget_set_visible (GTK_WIDGET (self->hint_label), hint != NULL);
}

/* The image */

static void
set_problem (SandBackdropPanel *self,
             char              *problem)
{
  /* told once, in a toast; it stays on the page */
  if (problem != NULL && g_strcmp0 (problem, self->problem) != 0)
    sand_window_show_toast (self->window, problem);
  g_free (self->problem);
  self->problem = problem;
}

static void
image_loaded_cb (GObject      *source,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  SandBackdropPanel *self = user_data;
  g_autoptr (GError) error = NULL;
  SandBackdropImage *image = sand_backdrop_image_load_finish (result, &error);
  SandBackdrop *backdrop;

  /* another image asked for, or the window gone: self is not to be touched */
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  g_clear_object (&self->loading);
  self->image = image;
  backdrop = _sand_backdrop_panel_get_backdrop (self);
  if (image == NULL && backdrop != NULL)
    set_problem (self, sand_backdrop_problem (backdrop, display_name (self), error->message));
  _sand_backdrop_panel_sync (self);
}

static void
forget_image (SandBackdropPanel *self)
{
  if (self->loading != NULL)
    g_cancellable_cancel (self->loading);
  g_clear_object (&self->loading);
  g_clear_pointer (&self->image, sand_backdrop_image_unref);
}

/* What an image is known by: the file @href names from @dir, so the same file
 * is not read again when a Save As names it afresh from another folder; a
 * data: URI (or an href naming no file) by itself. */
static char *
image_key (const char *href,
           GFile      *dir)
{
  g_autoptr (GFile) file = sand_backdrop_href_is_data (href) ? NULL : sand_backdrop_href_resolve (href, dir, NULL);

  return file != NULL ? g_file_get_uri (file) : g_strdup (href);
}

void
_sand_backdrop_panel_keep_image (SandBackdropPanel *self,
                                 const char        *href,
                                 int                page,
                                 GFile             *dir,
                                 SandBackdropImage *image)
{
  forget_image (self);
  g_free (self->loaded_key);
  self->loaded_key = image_key (href, dir);
  self->loaded_page = page;
  self->image = sand_backdrop_image_ref (image);
}

/* Reads the image, in a worker thread, when the backdrop names another one (or
 * none); checks its corners against it when it is there. */
static void
load_image (SandBackdropPanel *self)
{
  SandBackdrop *backdrop = _sand_backdrop_panel_get_backdrop (self);
  g_autoptr (GFile) dir = _sand_backdrop_panel_get_document_dir (self);
  g_autoptr (GError) error = NULL;
  g_autofree char *key = NULL;

  if (backdrop == NULL)
    {
      forget_image (self);
      g_clear_pointer (&self->loaded_key, g_free);
      g_clear_pointer (&self->problem, g_free);
      sand_backdrop_layer_set_image (SAND_BACKDROP_LAYER (self->image_layer), NULL);
      return;
    }

  key = image_key (sand_backdrop_get_href (backdrop), dir);
  if (g_strcmp0 (self->loaded_key, key) != 0 || self->loaded_page != sand_backdrop_get_page (backdrop))
    {
      forget_image (self);
      g_clear_pointer (&self->problem, g_free);
      g_free (self->loaded_key);
      self->loaded_key = g_steal_pointer (&key);
      self->loaded_page = sand_backdrop_get_page (backdrop);
      self->loading = g_cancellable_new ();
      sand_backdrop_image_load_async (sand_backdrop_get_href (backdrop), self->loaded_page, dir, self->loading,
                                      image_loaded_cb, self);
    }
  if (self->image != NULL)
    set_problem (self, sand_backdrop_image_check (self->image, backdrop, &error)
                         ? NULL : sand_backdrop_problem (backdrop, display_name (self), error->message));
  sand_backdrop_layer_set_image (SAND_BACKDROP_LAYER (self->image_layer), self->image);
}

gboolean
_sand_backdrop_panel_image_point (SandBackdropPanel *self,
                                  double             x,
                                  double             y,
                                  SandPoint         *image)
{
  SandBackdrop *backdrop = _sand_backdrop_panel_get_backdrop (self);
  SandProjective to_table, from_table;

  if (backdrop == NULL || self->image == NULL || !sand_backdrop_get_transform (backdrop, &to_table)
      || !sand_projective_invert (&to_table, &from_table))
    return FALSE;
  sand_projective_apply (&from_table, x, y, &image->x, &image->y);
  return image->x >= 0 && image->y >= 0 && image->x <= sand_backdrop_image_get_width (self->image)
         && image->y <= sand_backdrop_image_get_height (self->image);
}

/* Keeping the rows in step */

void
_sand_backdrop_panel_sync (SandBackdropPanel *self)
{
  SandBackdrop *backdrop = _sand_backdrop_panel_get_backdrop (self);
  gboolean has = backdrop != NULL, placeable;

  load_image (self);
  /* Print and Export View draw from the canvas's options: with the backdrop when
   * it prints */
  sand_canvas_get_render_options (sand_window_get_canvas (self->window))->backdrop =
    has && self->problem == NULL && sand_backdrop_get_print (backdrop) ? self->image : NULL;
  placeable = has && self->image != NULL && !sand_backdrop_get_locked (backdrop);
  self->syncing = TRUE;
  gtk_widget_set_visible (GTK_WIDGET (self->place_group), has);
  gtk_widget_set_visible (GTK_WIDGET (self->show_group), has);
  gtk_button_set_label (GTK_BUTTON (self->import_button), has ? _("Replace…") : _("Import Backdrop…"));
  gtk_widget_set_visible (self->spinner, sand_backdrop_panel_get_loading (self));
  gtk_spinner_set_spinning (GTK_SPINNER (self->spinner), sand_backdrop_panel_get_loading (self));
  gtk_widget_remove_css_class (GTK_WIDGET (self->image_row), "error");
  if (self->importing != NULL)
    {
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->image_row), self->importing_name);
      adw_action_row_set_subtitle (self->image_row, _("Reading the image…"));
    }
  else if (!has)
    {
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->image_row), _("No image under the table"));
      adw_action_row_set_subtitle (self->image_row, "");
    }
  if (has)
    {
      g_autofree char *name = NULL;
      g_autofree char *size = NULL;

      if (sand_backdrop_is_embedded (backdrop))
        name = g_strdup (_("Embedded image"));
      else
        name = g_path_get_basename (sand_backdrop_get_href (backdrop));
      if (self->image != NULL)
        size = g_strdup_printf (_("%.0f × %.0f"), sand_backdrop_image_get_width (self->image),
                                sand_backdrop_image_get_height (self->image));
      else if (self->loading != NULL)
        size = g_strdup (_("Reading the image…"));
      if (self->importing == NULL)
        {
          adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->image_row), name);
          adw_action_row_set_subtitle (self->image_row, self->problem != NULL ? self->problem : size);
          if (self->problem != NULL)
            gtk_widget_add_css_class (GTK_WIDGET (self->image_row), "error");
        }
      gtk_range_set_value (self->opacity_scale, sand_backdrop_get_opacity (backdrop));
      gtk_switch_set_active (self->visible_switch, sand_backdrop_get_visible (backdrop));
      gtk_switch_set_active (self->locked_switch, sand_backdrop_get_locked (backdrop));
      gtk_switch_set_active (self->print_switch, sand_backdrop_get_print (backdrop));
      gtk_switch_set_active (self->embed_switch, sand_backdrop_is_embedded (backdrop));
      /* kept in the file once it is read; linked again to the file it came from */
      gtk_widget_set_sensitive (GTK_WIDGET (self->embed_switch), sand_backdrop_is_embedded (backdrop)
                                                                   ? self->linked_file != NULL
                                                                   : self->image != NULL);
    }
  gtk_widget_set_sensitive (self->two_button, placeable);
  gtk_widget_set_sensitive (self->four_button, placeable);
  gtk_widget_set_sensitive (self->fit_button, placeable);
  self->syncing = FALSE;
  if (!placeable && self->placing != SAND_BACKDROP_PLACING_NONE)
    sand_backdrop_panel_set_placing (self, SAND_BACKDROP_PLACING_NONE);
}

static void
set_property (SandBackdropPanel *self,
              const char        *name,
              const GValue      *value)
{
  SandBackdrop *backdrop = _sand_backdrop_panel_get_backdrop (self);

  if (backdrop != NULL && !self->syncing)
    sand_edit_set_property (_sand_backdrop_panel_get_history (self), G_OBJECT (backdrop), name, value);
}

static void
switch_cb (GtkSwitch         *widget,
           GParamSpec        *pspec,
           SandBackdropPanel *self)
{
  g_auto (GValue) value = G_VALUE_INIT;

  g_value_init (&value, G_TYPE_BOOLEAN);
  g_value_set_boolean (&value, gtk_switch_get_active (widget));
  set_property (self, g_object_get_data (G_OBJECT (widget), "property"), &value);
}

static void
opacity_cb (GtkRange          *range,
            SandBackdropPanel *self)
{
  SandHistory *history = _sand_backdrop_panel_get_history (self);
  g_auto (GValue) value = G_VALUE_INIT;

  g_value_init (&value, G_TYPE_DOUBLE);
  g_value_set_double (&value, gtk_range_get_value (range));
  /* a slide is one step: the property edits of one object merge in a group */
  sand_history_begin_group (history, _("Change Backdrop"));
  set_property (self, "opacity", &value);
  sand_history_end_group (history);
}

/* Keeping the image in the file or beside it. */
static void
embed_cb (GtkSwitch         *widget,
          GParamSpec        *pspec,
          SandBackdropPanel *self)
{
  SandBackdrop *backdrop = _sand_backdrop_panel_get_backdrop (self);
  g_auto (GValue) value = G_VALUE_INIT;
  g_autoptr (GFile) dir = _sand_backdrop_panel_get_document_dir (self);
  g_autoptr (GError) error = NULL;
  g_autoptr (GBytes) bytes = NULL;
  g_autofree char *href = NULL;

  if (self->syncing || backdrop == NULL || gtk_switch_get_active (widget) == sand_backdrop_is_embedded (backdrop))
    return;
  if (gtk_switch_get_active (widget))
    {
      if (self->image != NULL)
        bytes = sand_backdrop_href_read (sand_backdrop_get_href (backdrop), dir, MAX_EMBED_BYTES, &error);
      if (bytes == NULL)
        {
          if (error != NULL)
            {
              g_autofree char *message = sand_backdrop_problem (backdrop, display_name (self), error->message);

              sand_window_show_toast (self->window, message);
            }
          _sand_backdrop_panel_sync (self);
          return;
        }
      /* the file itself, so it is named rightly from wherever the scenario is
       * saved meanwhile */
      g_clear_object (&self->linked_file);
      self->linked_file = sand_backdrop_href_resolve (sand_backdrop_get_href (backdrop), dir, NULL);
      href = sand_backdrop_href_make_data (bytes, sand_backdrop_image_get_mime_type (self->image));
    }
  else if (self->linked_file != NULL)
    href = sand_backdrop_href_for_file (self->linked_file, dir);
  else
    {
      _sand_backdrop_panel_sync (self);
      return;
    }
  /* the same picture either way: not read again */
  if (self->image != NULL)
    {
      g_autoptr (SandBackdropImage) image = sand_backdrop_image_ref (self->image);

      _sand_backdrop_panel_keep_image (self, href, sand_backdrop_get_page (backdrop), dir, image);
    }
  g_value_init (&value, G_TYPE_STRING);
  g_value_set_string (&value, href);
  set_property (self, "href", &value);
}

static void
import_clicked_cb (SandBackdropPanel *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "win.import-backdrop", NULL);
}

/* Placing */

static void
fit_clicked_cb (SandBackdropPanel *self)
{
  SandBackdrop *backdrop = _sand_backdrop_panel_get_backdrop (self);
  SandScenario *scenario = sand_document_get_scenario (sand_window_get_document (self->window));
  SandBackdropCorner corners[2];

  if (backdrop == NULL || self->image == NULL)
    return;
  sand_backdrop_fit_corners (sand_backdrop_image_get_width (self->image), sand_backdrop_image_get_height (self->image),
                             sand_scenario_get_width (scenario), sand_scenario_get_height (scenario), corners);
  sand_edit_place_backdrop (_sand_backdrop_panel_get_history (self), backdrop, corners, 2);
}

static void
remove_clicked_cb (SandBackdropPanel *self)
{
  sand_backdrop_panel_set_placing (self, SAND_BACKDROP_PLACING_NONE);
  sand_edit_set_backdrop (_sand_backdrop_panel_get_history (self), NULL);
}

static void
two_clicked_cb (SandBackdropPanel *self)
{
  sand_backdrop_panel_set_placing (self, SAND_BACKDROP_PLACING_TWO_POINTS);
}

static void
four_clicked_cb (SandBackdropPanel *self)
{
  sand_backdrop_panel_set_placing (self, SAND_BACKDROP_PLACING_FOUR_CORNERS);
}

static void
apply_clicked_cb (SandBackdropPanel *self)
{
  SandEditor *editor = sand_window_get_editor (self->window);
  double unit = sand_editor_get_use_cm (editor) ? 2.54 : 1;
  double value = gtk_spin_button_get_value (self->distance_spin);
  SandPoint points[2];

  if (adw_combo_row_get_selected (self->give_row) == 0)
    {
      sand_backdrop_panel_apply_distance (self, value / unit, adw_combo_row_get_selected (self->direction_row));
      return;
    }
  for (guint i = 0; i < 2; i++)
    points[i] = (SandPoint) { gtk_spin_button_get_value (self->point_spins[2 * i]) / unit,
                              gtk_spin_button_get_value (self->point_spins[2 * i + 1]) / unit };
  sand_backdrop_panel_apply_points (self, points[0], points[1]);
}

/* Their distance, or where each lies: the rows for the one given. */
static void
give_changed_cb (SandBackdropPanel *self)
{
  gboolean places = adw_combo_row_get_selected (self->give_row) == 1;

  gtk_widget_set_visible (GTK_WIDGET (self->distance_row), !places);
  gtk_widget_set_visible (GTK_WIDGET (self->direction_row), !places);
  gtk_widget_set_visible (GTK_WIDGET (self->point_rows[0]), places);
  gtk_widget_set_visible (GTK_WIDGET (self->point_rows[1]), places);
  if (gtk_widget_get_visible (self->distance_box))
    _sand_backdrop_panel_ask_hint (self);
}

static void
cancel_clicked_cb (SandBackdropPanel *self)
{
  sand_backdrop_panel_set_placing (self, SAND_BACKDROP_PLACING_NONE);
}

/* Building the page */

static AdwActionRow *
add_row (AdwPreferencesGroup *group,
         const char          *title,
         const char          *subtitle,
         GtkWidget           *suffix)
{
  AdwActionRow *row = ADW_ACTION_ROW (adw_action_row_new ());

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (row, subtitle);
  if (suffix != NULL)
    {
      gtk_widget_set_valign (suffix, GTK_ALIGN_CENTER);
      adw_action_row_add_suffix (row, suffix);
      if (GTK_IS_SWITCH (suffix))
        adw_action_row_set_activatable_widget (row, suffix);
    }
  adw_preferences_group_add (group, GTK_WIDGET (row));
  return row;
}

/* A row with two spin buttons, across and down, at @spins[0] and @spins[1]. */
static AdwActionRow *
add_point_row (AdwPreferencesGroup *group,
               const char          *title,
               GtkSpinButton      **spins)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);

  for (guint i = 0; i < 2; i++)
    {
      spins[i] = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (-10000, 10000, 0.5));
      gtk_spin_button_set_digits (spins[i], 1);
      gtk_editable_set_width_chars (GTK_EDITABLE (spins[i]), 5);
      gtk_box_append (GTK_BOX (box), GTK_WIDGET (spins[i]));
    }
  gtk_widget_set_tooltip_text (GTK_WIDGET (spins[0]), _("Across, from the table's left edge"));
  gtk_widget_set_tooltip_text (GTK_WIDGET (spins[1]), _("Down, from the table's top edge"));
  return add_row (group, title, NULL, box);
}

static GtkSwitch *
add_switch (SandBackdropPanel   *self,
            AdwPreferencesGroup *group,
            const char          *title,
            const char          *subtitle,
            const char          *property)
{
  GtkWidget *widget = gtk_switch_new ();

  add_row (group, title, subtitle, widget);
  if (property != NULL)
    {
      g_object_set_data (G_OBJECT (widget), "property", (gpointer) property);
      g_signal_connect_object (widget, "notify::active", G_CALLBACK (switch_cb), self, 0);
    }
  return GTK_SWITCH (widget);
}

static GtkWidget *
add_button (GtkWidget  *box,
            const char *label,
            GCallback   callback,
            gpointer    self)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (label);

  gtk_widget_set_hexpand (button, TRUE);
  g_signal_connect_swapped (button, "clicked", callback, self);
  gtk_box_append (GTK_BOX (box), button);
  return button;
}

static void
build (SandBackdropPanel *self)
{
  GtkWidget *page = adw_preferences_page_new ();
  GtkWidget *box, *buttons, *scale;
  AdwPreferencesGroup *distance_group;
  g_autoptr (GtkStringList) directions = gtk_string_list_new (NULL);
  g_autoptr (GtkStringList) gives = gtk_string_list_new (NULL);

  self->scroller = page;
  gtk_widget_set_parent (page, GTK_WIDGET (self));

  self->image_group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  adw_preferences_group_set_title (self->image_group, _("Backdrop"));
  adw_preferences_group_set_description (self->image_group,
                                         _("An image under the table to trace over: a scan, a map, a page "
                                           "of a PDF or a photo of your table. Drop one on the window or "
                                           "import it."));
  self->import_button = gtk_button_new_with_mnemonic (_("Import Backdrop…"));
  gtk_widget_add_css_class (self->import_button, "suggested-action");
  gtk_widget_set_valign (self->import_button, GTK_ALIGN_START);
  g_signal_connect_swapped (self->import_button, "clicked", G_CALLBACK (import_clicked_cb), self);
  adw_preferences_group_set_header_suffix (self->image_group, self->import_button);
  self->spinner = gtk_spinner_new ();
  self->image_row = add_row (self->image_group, "", NULL, self->spinner);
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), self->image_group);

  self->place_group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  adw_preferences_group_set_title (self->place_group, _("Place"));
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_widget_add_css_class (buttons, "linked");
  self->two_button = add_button (buttons, _("_Two Points"), G_CALLBACK (two_clicked_cb), self);
  self->four_button = add_button (buttons, _("_Four Corners"), G_CALLBACK (four_clicked_cb), self);
  self->fit_button = add_button (buttons, _("Fit _Table"), G_CALLBACK (fit_clicked_cb), self);
  gtk_widget_set_tooltip_text (self->two_button, _("Click two points on the image, then give how far apart they are or "
                                                  "where each lies on the table"));
  gtk_widget_set_tooltip_text (self->four_button, _("Click the table's four corners on a photo, clockwise from "
                                                    "the top-left: the photo is straightened"));
  gtk_box_append (GTK_BOX (box), buttons);
  self->hint_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->hint_label, TRUE);
  gtk_label_set_xalign (self->hint_label, 0);
  gtk_widget_add_css_class (GTK_WIDGET (self->hint_label), "accent");
  gtk_widget_set_visible (GTK_WIDGET (self->hint_label), FALSE);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->hint_label));

  self->distance_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  distance_group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  self->give_row = ADW_COMBO_ROW (adw_combo_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->give_row), _("Give"));
  gtk_string_list_append (gives, _("How far apart they are"));
  gtk_string_list_append (gives, _("Where each lies"));
  adw_combo_row_set_model (self->give_row, G_LIST_MODEL (gives));
  g_signal_connect_object (self->give_row, "notify::selected", G_CALLBACK (give_changed_cb), self, G_CONNECT_SWAPPED);
  adw_preferences_group_add (distance_group, GTK_WIDGET (self->give_row));
  self->distance_spin = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (0.1, 10000, 0.5));
  gtk_spin_button_set_digits (self->distance_spin, 2);
  self->distance_row = add_row (distance_group, _("Distance on the table"), NULL, GTK_WIDGET (self->distance_spin));
  for (guint i = 0; i < 2; i++)
    self->point_rows[i] = add_point_row (distance_group, i == 0 ? _("First point") : _("Second point"),
                                         &self->point_spins[2 * i]);
  gtk_string_list_append (directions, _("As it is"));
  gtk_string_list_append (directions, _("Left to right"));
  gtk_string_list_append (directions, _("Top to bottom"));
  self->direction_row = ADW_COMBO_ROW (adw_combo_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->direction_row), _("The line runs"));
  adw_combo_row_set_model (self->direction_row, G_LIST_MODEL (directions));
  adw_preferences_group_add (distance_group, GTK_WIDGET (self->direction_row));
  gtk_box_append (GTK_BOX (self->distance_box), GTK_WIDGET (distance_group));
  buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  add_button (buttons, _("_Cancel"), G_CALLBACK (cancel_clicked_cb), self);
  gtk_widget_add_css_class (add_button (buttons, _("_Apply"), G_CALLBACK (apply_clicked_cb), self),
                            "suggested-action");
  gtk_box_append (GTK_BOX (self->distance_box), buttons);
  gtk_widget_set_visible (self->distance_box, FALSE);
  give_changed_cb (self);
  gtk_box_append (GTK_BOX (box), self->distance_box);
  adw_preferences_group_add (self->place_group, box);
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), self->place_group);

  self->show_group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  adw_preferences_group_set_title (self->show_group, _("Show"));
  scale = gtk_scale_new_with_range (GTK_ORIENTATION_HORIZONTAL, 0, 1, 0.05);
  gtk_widget_set_size_request (scale, 140, -1);
  self->opacity_scale = GTK_RANGE (scale);
  g_signal_connect_object (scale, "value-changed", G_CALLBACK (opacity_cb), self, 0);
  add_row (self->show_group, _("Opacity"), NULL, scale);
  self->visible_switch = add_switch (self, self->show_group, _("Show"), NULL, "visible");
  self->locked_switch = add_switch (self, self->show_group, _("Lock"),
                                    _("Not moved or placed again by a click"), "locked");
  gtk_widget_add_css_class (GTK_WIDGET (self->locked_switch), "backdrop-lock");
  self->print_switch = add_switch (self, self->show_group, _("Print and Export"), NULL, "print");
  self->embed_switch = add_switch (self, self->show_group, _("Keep in the Scenario File"),
                                   _("So the scenario can be mailed whole; else it names the image beside it"),
                                   NULL);
  gtk_widget_add_css_class (GTK_WIDGET (self->embed_switch), "backdrop-embed");
  g_signal_connect_object (self->embed_switch, "notify::active", G_CALLBACK (embed_cb), self, 0);
  buttons = gtk_button_new_with_mnemonic (_("_Remove Backdrop"));
  gtk_widget_add_css_class (buttons, "destructive-action");
  gtk_widget_set_margin_top (buttons, 12);
  g_signal_connect_swapped (buttons, "clicked", G_CALLBACK (remove_clicked_cb), self);
  adw_preferences_group_add (self->show_group, buttons);
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), self->show_group);
}

static void
sand_backdrop_panel_dispose (GObject *object)
{
  SandBackdropPanel *self = SAND_BACKDROP_PANEL (object);

  g_clear_pointer (&self->scroller, gtk_widget_unparent);
  g_clear_object (&self->scenario_signals);
  if (self->chooser != NULL)
    gtk_native_dialog_destroy (self->chooser);
  g_clear_object (&self->chooser);
  /* a read under way finds the panel gone */
  forget_image (self);
  g_clear_object (&self->linked_file);
  if (self->importing != NULL)
    g_cancellable_cancel (self->importing);
  g_clear_object (&self->importing);
  g_clear_object (&self->image_layer);
  g_clear_object (&self->marks_layer);
  g_clear_pointer (&self->image, sand_backdrop_image_unref);
  G_OBJECT_CLASS (sand_backdrop_panel_parent_class)->dispose (object);
}

static void
sand_backdrop_panel_finalize (GObject *object)
{
  SandBackdropPanel *self = SAND_BACKDROP_PANEL (object);

  g_free (self->loaded_key);
  g_free (self->importing_name);
  g_free (self->problem);
  g_free (self->hint);
  G_OBJECT_CLASS (sand_backdrop_panel_parent_class)->finalize (object);
}

static void
sand_backdrop_panel_class_init (SandBackdropPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = sand_backdrop_panel_dispose;
  object_class->finalize = sand_backdrop_panel_finalize;
  gtk_widget_class_set_layout_manager_type (GTK_WIDGET_CLASS (klass), GTK_TYPE_BIN_LAYOUT);
}

static void
sand_backdrop_panel_init (SandBackdropPanel *self)
{
  build (self);
  self->image_layer = sand_backdrop_layer_new_image ();
  sand_canvas_layer_set_still (self->image_layer, TRUE);
  self->marks_layer = sand_backdrop_layer_new_marks ();
  self->scenario_signals = g_signal_group_new (SAND_TYPE_SCENARIO);
  g_signal_group_connect_swapped (self->scenario_signals, "changed", G_CALLBACK (_sand_backdrop_panel_sync), self);
}

static void
document_changed_cb (SandBackdropPanel *self)
{
  sand_backdrop_panel_set_placing (self, SAND_BACKDROP_PLACING_NONE);
  g_clear_object (&self->linked_file);
  _sand_backdrop_panel_sync (self);
}

SandBackdropPanel *
sand_backdrop_panel_install (SandWindow *window)
{
  SandBackdropPanel *self;
  SandCanvas *canvas;
  const GActionEntry entries[] = {
    { "import-backdrop", _sand_backdrop_panel_import_activated },
  };

  g_return_val_if_fail (SAND_IS_WINDOW (window), NULL);

  self = g_object_new (SAND_TYPE_BACKDROP_PANEL, NULL);
  self->window = window;
  canvas = sand_window_get_canvas (window);
  g_object_set_data (G_OBJECT (window), "sand-backdrop-panel", self);
  g_action_map_add_action_entries (G_ACTION_MAP (window), entries, G_N_ELEMENTS (entries), self);
  /* the image under the terrain, the clicks above everything */
  sand_canvas_insert_layer_below (canvas, self->image_layer,
                                  sand_canvas_get_scenario_layer (canvas, SAND_SCENARIO_PART_TERRAIN));
  sand_canvas_add_layer (canvas, self->marks_layer);
  _sand_backdrop_panel_add_gestures (self);
  g_object_bind_property (sand_window_get_document (window), "scenario", self->scenario_signals, "target",
                          G_BINDING_SYNC_CREATE);
  g_signal_connect_object (sand_window_get_document (window), "notify::scenario",
                           G_CALLBACK (document_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (sand_window_get_document (window), "notify::file",
                           G_CALLBACK (_sand_backdrop_panel_sync), self, G_CONNECT_SWAPPED);
  _sand_backdrop_panel_sync (self);
  _sand_window_add_sidebar_page (window, GTK_WIDGET (self), "backdrop", _("Backdrop"), "image-x-generic-symbolic");
  return self;
}

SandBackdropPanel *
sand_backdrop_panel_get_for_window (SandWindow *window)
{
  g_return_val_if_fail (SAND_IS_WINDOW (window), NULL);
  return g_object_get_data (G_OBJECT (window), "sand-backdrop-panel");
}

const char *
sand_backdrop_panel_get_problem (SandBackdropPanel *self)
{
  g_return_val_if_fail (SAND_IS_BACKDROP_PANEL (self), NULL);
  return self->problem;
}

gboolean
sand_backdrop_panel_get_image_size (SandBackdropPanel *self,
                                    double            *width,
                                    double            *height)
{
  g_return_val_if_fail (SAND_IS_BACKDROP_PANEL (self), FALSE);
  if (self->image == NULL)
    return FALSE;
  *width = sand_backdrop_image_get_width (self->image);
  *height = sand_backdrop_image_get_height (self->image);
  return TRUE;
}

gboolean
sand_backdrop_panel_get_loading (SandBackdropPanel *self)
{
  g_return_val_if_fail (SAND_IS_BACKDROP_PANEL (self), FALSE);
  return self->loading != NULL || self->importing != NULL;
}

const char *
sand_backdrop_panel_get_hint (SandBackdropPanel *self)
{
  g_return_val_if_fail (SAND_IS_BACKDROP_PANEL (self), NULL);
  return self->hint;
}
