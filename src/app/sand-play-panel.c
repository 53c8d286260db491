/* sand-play-panel.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdarg.h>

#include <glib/gi18n.h>

#include "sand-canvas.h"
#include "sand-document.h"
#include "sand-edit-property.h"
#include "sand-editor.h"
#include "sand-play-panel-private.h"
#include "sand-moves-layer.h"
#include "sand-play-log-view.h"
#include "sand-turn-strip.h"
#include "sand-reach-legend-layer.h"
#include "sand-selection.h"
#include "sand-error.h"
#include "sand-render-page.h"
#include "sand-render-view.h"

G_DEFINE_FINAL_TYPE (SandPlayPanel, sand_play_panel, GTK_TYPE_WIDGET)

static SandScenario *
panel_scenario (SandPlayPanel *self)
{
  return sand_play_aid_get_scenario (self->aid);
}

/* Choosers */

static void
fill_combo (AdwComboRow *row,
            GPtrArray   *names,
            guint        selected)
{
  g_autoptr (GtkStringList) list = gtk_string_list_new (NULL);

  for (guint i = 0; i < names->len; i++)
    gtk_string_list_append (list, g_ptr_array_index (names, i));
  adw_combo_row_set_model (row, G_LIST_MODEL (list));
  adw_combo_row_set_selected (row, selected < names->len ? selected : 0);
}

/* Fills @row with "Every Mode" (when @with_all) and the modes @ruleset gives the
 * unit's class; @ids receives their ids (NULL for every mode). */
static void
fill_modes (SandPlayPanel *self,
            AdwComboRow   *row,
            GPtrArray     *ids,
            SandRuleset   *ruleset,
            const char    *current,
            gboolean       with_all)
{
  SandUnit             *unit = sand_play_aid_get_unit (self->aid);
  g_autoptr (GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  g_auto (GStrv)        modes = NULL;
  guint                 selected = 0;

  g_ptr_array_set_size (ids, 0);
  if (with_all)
    {
      g_ptr_array_add (ids, NULL);
      g_ptr_array_add (names, g_strdup (_ ("Every Mode")));
    }
  if (ruleset != NULL && unit != NULL)
    {
      modes = sand_ruleset_class_modes (ruleset, sand_unit_get_class (unit));
      for (guint m = 0; modes[m]; m++)
        {
          const SandRulesetMode *mode = sand_ruleset_find_mode (ruleset, modes[m]);

          if (g_strcmp0 (current, modes[m]) == 0)
            selected = ids->len;
          g_ptr_array_add (ids, g_strdup (modes[m]));
          g_ptr_array_add (names, g_strdup (mode && mode->name ? sand_ruleset_text (mode->name) : modes[m]));
        }
    }
  fill_combo (row, names, selected);
}

static SandRuleset *
ruleset_at (SandPlayPanel *self,
            guint          index)
{
  GPtrArray *all = sand_play_aid_list_rulesets (self->aid);

  return index < all->len ? g_ptr_array_index (all, index) : NULL;
}

static void
refresh_modes (SandPlayPanel *self)
{
  self->updating = TRUE;
  fill_modes (self, self->mode_row, self->mode_ids, sand_play_aid_get_ruleset (self->aid),
              sand_play_aid_get_mode_id (self->aid), TRUE);
  fill_modes (self, self->compare_mode_row, self->compare_mode_ids,
              ruleset_at (self, adw_combo_row_get_selected (self->compare_ruleset_row)), NULL, FALSE);
  self->updating = FALSE;
  /* A combo row given a model makes itself sensitive again: the comparison's
   * choosers wait for its switch. */
  gtk_widget_set_sensitive (GTK_WIDGET (self->compare_ruleset_row), gtk_switch_get_active (self->compare_switch));
  gtk_widget_set_sensitive (GTK_WIDGET (self->compare_mode_row), gtk_switch_get_active (self->compare_switch));
}

static void
refresh_rulesets (SandPlayPanel *self)
{
  GPtrArray            *all = sand_play_aid_list_rulesets (self->aid);
  SandRuleset          *current = sand_play_aid_get_ruleset (self->aid);
  g_autoptr (GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  guint                 selected = 0;

  g_ptr_array_set_size (self->ruleset_ids, 0);
  for (guint i = 0; i < all->len; i++)
    {
      SandRuleset *rs = g_ptr_array_index (all, i);

      if (rs == current)
        selected = i;
      g_ptr_array_add (self->ruleset_ids, g_strdup (sand_ruleset_get_id (rs)));
      g_ptr_array_add (names, g_strdup (sand_ruleset_text (sand_ruleset_get_name (rs))));
    }
  self->updating = TRUE;
  fill_combo (self->ruleset_row, names, selected);
  fill_combo (self->compare_ruleset_row, names, selected);
  self->updating = FALSE;
  refresh_modes (self);
}

static void
refresh_sides (SandPlayPanel *self)
{
  SandScenario         *scenario = panel_scenario (self);
  GListModel           *sides = scenario ? sand_scenario_get_sides (scenario) : NULL;
  g_autoptr (GPtrArray) names = g_ptr_array_new_with_free_func (g_free);

  g_ptr_array_set_size (self->sides, 0);
  for (guint i = 0; sides != NULL && i < g_list_model_get_n_items (sides); i++)
    {
      SandSide *side = g_list_model_get_item (sides, i);

      g_ptr_array_add (names, g_strdup (sand_side_get_name (side) ? sand_side_get_name (side)
                                                                  : sand_side_get_id (side)));
      g_ptr_array_add (self->sides, side);
    }
  self->updating = TRUE;
  fill_combo (self->threat_side_row, names, 0);
  self->updating = FALSE;
}

static SandSide *
chosen_side (SandPlayPanel *self)
{
  guint i = adw_combo_row_get_selected (self->threat_side_row);

  return i < self->sides->len ? g_ptr_array_index (self->sides, i) : NULL;
}

static void
apply_compare (SandPlayPanel *self)
{
  guint r = adw_combo_row_get_selected (self->compare_ruleset_row);
  guint m = adw_combo_row_get_selected (self->compare_mode_row);

  sand_play_aid_set_compare (self->aid, gtk_switch_get_active (self->compare_switch),
                             r < self->ruleset_ids->len ? g_ptr_array_index (self->ruleset_ids, r) : NULL,
                             m < self->compare_mode_ids->len ? g_ptr_array_index (self->compare_mode_ids, m) : NULL);
}

static void unit_changed_cb (SandPlayPanel *self);

static void
ruleset_selected_cb (SandPlayPanel *self)
{
  guint i = adw_combo_row_get_selected (self->ruleset_row);

  if (self->updating || i >= self->ruleset_ids->len)
    return;
  sand_play_aid_set_ruleset_id (self->aid, g_ptr_array_index (self->ruleset_ids, i));
  /* The unit's class reads as the new ruleset names it; the modes follow. */
  unit_changed_cb (self);
  apply_compare (self);
}

static void
mode_selected_cb (SandPlayPanel *self)
{
  guint i = adw_combo_row_get_selected (self->mode_row);

  if (self->updating || i >= self->mode_ids->len)
    return;
  sand_play_aid_set_mode_id (self->aid, g_ptr_array_index (self->mode_ids, i));
}

static void
compare_changed_cb (SandPlayPanel *self)
{
  if (self->updating)
    return;
  refresh_modes (self);
  apply_compare (self);
}

static void
compare_mode_selected_cb (SandPlayPanel *self)
{
  if (!self->updating)
    apply_compare (self);
}

static void
rings_changed_cb (SandPlayPanel *self)
{
  sand_play_aid_set_rings (self->aid, gtk_switch_get_active (self->rings_switch));
}

static void
threat_side_selected_cb (SandPlayPanel *self)
{
  if (self->updating || sand_play_aid_get_threat_side (self->aid) == NULL)
    return;
  sand_play_aid_set_threat_side (self->aid, chosen_side (self));
}

/* The aid's answers */

/* What "Under the Pointer" says before the pointer has asked about anything. */
static void
reset_pointer_text (SandPlayPanel *self)
{
  if (!self->hovering)
    gtk_label_set_label (self->pointer_label, _ ("Point at the table to see the way there and what it costs"));
}

static void
unit_changed_cb (SandPlayPanel *self)
{
  SandUnit   *unit = sand_play_aid_get_unit (self->aid);
  SandCanvas *canvas = sand_window_get_canvas (self->window);

  if (unit == NULL)
    {
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->unit_row), _ ("No Unit Selected"));
      adw_action_row_set_subtitle (self->unit_row, _ ("Click a unit on the table to see where it can move"));
    }
  else
    {
      SandSide                   *side = sand_unit_get_side (unit);
      SandRuleset                *ruleset = sand_play_aid_get_ruleset (self->aid);
      const SandRulesetUnitClass *klass = ruleset ? sand_ruleset_find_class (ruleset, sand_unit_get_class (unit)) : NULL;
      g_autofree char            *subtitle = NULL;

      /* Translators: a unit's class (as its ruleset names it) and its side's name */
      subtitle = g_strdup_printf (_ ("%s, %s"),
                                  klass && klass->name         ? sand_ruleset_text (klass->name)
                                  : sand_unit_get_class (unit) ? sand_unit_get_class (unit)
                                                               : "",
                                  side && sand_side_get_name (side) ? sand_side_get_name (side) : _ ("no side"));
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->unit_row),
                                     sand_unit_get_name (unit) ? sand_unit_get_name (unit) : sand_unit_get_id (unit));
      adw_action_row_set_subtitle (self->unit_row, subtitle);
    }
  sand_canvas_get_render_options (canvas)->selected_unit = unit;
  gtk_widget_queue_draw (GTK_WIDGET (canvas));
  reset_pointer_text (self);
  refresh_modes (self);
  _sand_play_panel_refresh_group (self);
}

static void
overlay_changed_cb (SandPlayPanel *self)
{
  guint answers = sand_play_aid_get_n_answers (self->aid);

  sand_reach_layer_set_overlay (SAND_REACH_LAYER (self->layer), sand_play_aid_get_overlay (self->aid));
  /* the ruleset or the unit of length chosen anew */
  if (answers != self->answers_read)
    _sand_play_panel_refresh_coherency (self);
  /* the read-out says what the new answer says (in the unit now chosen); marks
   * following a carried unit over the same bands change nothing it says */
  if (self->hovering && (self->dragged == NULL || answers != self->answers_read))
    sand_play_panel_hover (self, self->hover_x, self->hover_y);
  self->answers_read = answers;
}

static void
problem_changed_cb (SandPlayPanel *self)
{
  const char *problem = sand_play_aid_get_problem (self->aid);

  gtk_label_set_label (self->problem_label, problem ? problem : "");
  gtk_widget_set_visible (GTK_WIDGET (self->problem_label), problem != NULL);
}

static void
scenario_changed_cb (SandPlayPanel *self,
                     GParamSpec    *pspec,
                     SandDocument  *document)
{
  GAction *threat = g_action_map_lookup_action (G_ACTION_MAP (self->window), "threat-map");

  /* Another file starts from nothing: no unit, no threat map, nothing pointed at. */
  sand_play_panel_hover_end (self);
  sand_play_aid_set_scenario (self->aid, sand_document_get_scenario (document));
  /* a move made, undone or loaded may put a unit out of coherency */
  if (sand_document_get_scenario (document) != NULL)
    g_signal_connect_object (sand_document_get_scenario (document), "changed",
                             G_CALLBACK (_sand_play_panel_refresh_coherency), self, G_CONNECT_SWAPPED);
  _sand_play_panel_refresh_coherency (self);
  refresh_rulesets (self);
  refresh_sides (self);
  g_action_change_state (threat, g_variant_new_boolean (FALSE));
  reset_pointer_text (self);
}

/* The reach, its legend and the threat map are the Play page's: another page
 * shows the table as it is. */
static void
page_changed_cb (SandPlayPanel *self)
{
  gboolean shown = g_strcmp0 (adw_view_stack_get_visible_child_name (self->window->sidebar_stack), "play") == 0;

  sand_canvas_layer_set_visible (self->layer, shown);
  sand_canvas_layer_set_visible (self->legend_layer, shown);
}

/* A unit selected on another page is the one the Play page shows next. */
static void
selection_changed_cb (SandPlayPanel *self,
                      SandSelection *selection)
{
  gpointer single = sand_selection_get_single (selection);

  if (SAND_IS_UNIT (single))
    sand_play_aid_set_unit (self->aid, single);
}

/* Actions */

static void
select_unit_activated (GSimpleAction *action,
                       GVariant      *parameter,
                       gpointer       user_data)
{
  SandPlayPanel *self = user_data;
  SandScenario  *scenario = panel_scenario (self);
  const char    *id = g_variant_get_string (parameter, NULL);
  SandUnit      *unit = scenario && *id ? sand_scenario_find_unit (scenario, id) : NULL;

  sand_play_aid_set_unit (self->aid, unit);
  if (unit != NULL)
    adw_view_stack_set_visible_child_name (self->window->sidebar_stack, "play");
}

static void
threat_map_changed (GSimpleAction *action,
                    GVariant      *value,
                    gpointer       user_data)
{
  SandPlayPanel *self = user_data;
  gboolean       on = g_variant_get_boolean (value);
  SandUnit      *unit = sand_play_aid_get_unit (self->aid);

  /* First time on: the side facing the selected unit, as a player would ask. */
  if (on && unit != NULL && chosen_side (self) == sand_unit_get_side (unit))
    for (guint i = 0; i < self->sides->len; i++)
      if (g_ptr_array_index (self->sides, i) != sand_unit_get_side (unit))
        {
          adw_combo_row_set_selected (self->threat_side_row, i);
          break;
        }
  g_simple_action_set_state (action, value);
  sand_play_aid_set_threat_side (self->aid, on ? chosen_side (self) : NULL);
}

/* "a4" or "letter", the paper GTK takes for the reader's country. */
static const char *
default_paper (void)
{
  g_autoptr (GtkPaperSize) paper = gtk_paper_size_new (NULL);

  return g_str_has_prefix (gtk_paper_size_get_name (paper), "na_") ? "letter" : "a4";
}

gboolean
sand_play_panel_export (SandPlayPanel *self,
                        const char    *path,
                        gboolean       whole_table,
                        double         size,
                        GError       **error)
{
  SandCanvas     *canvas;
  SandViewport   *viewport;
  SandPageOptions options;
  SandPageFormat  format;
  SandView        view;
  gboolean        picture;

  g_return_val_if_fail (SAND_IS_PLAY_PANEL (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (size >= 1, FALSE);

  canvas = sand_window_get_canvas (self->window);
  if (panel_scenario (self) == NULL)
    {
      g_set_error_literal (error, SAND_ERROR, SAND_ERROR_INVALID, _ ("There is no table to export"));
      return FALSE;
    }
  picture = !sand_page_format_from_filename (path, &format) || format == SAND_PAGE_FORMAT_PNG;
  if (!whole_table)
    {
      /* a picture @size times the screen's; a vector page the view's size */
      double k = picture ? size : 1;

      viewport = sand_canvas_get_viewport (canvas);
      view = (SandView) {
        k * gtk_widget_get_width (GTK_WIDGET (canvas)),
        k * gtk_widget_get_height (GTK_WIDGET (canvas)),
        k * sand_viewport_get_scale (viewport),
        k * sand_viewport_get_offset_x (viewport),
        k * sand_viewport_get_offset_y (viewport),
      };
      return sand_render_view_to_file (panel_scenario (self), path, sand_canvas_get_render_options (canvas),
                                       &view, sand_play_aid_get_overlay (self->aid), error);
    }

  sand_page_options_init (&options);
  options.render = *sand_canvas_get_render_options (canvas);
  if (picture)
    /* Screen-sized pictures: 20 pixels per inch makes a 6 by 4 foot table 1440
     * wide, @size times that for print. */
    options.scale = 0.4 * size;
  else
    {
      /* a document: the table on one sheet with what explains it */
      options.paper = default_paper ();
      options.scale = 0;
      options.show_legend = TRUE;
    }
  if (sand_play_aid_get_overlay (self->aid) != NULL)
    {
      options.overlay = sand_reach_overlay_draw_func;
      options.overlay_data = sand_play_aid_get_overlay (self->aid);
      options.overlay_legend = sand_reach_overlay_draw_legend_func;
    }
  return sand_render_page_to_file (panel_scenario (self), path, &options, error);
}

static void
export_response_cb (SandPlayPanel        *self,
                    int                   response,
                    GtkFileChooserNative *chooser)
{
  g_autoptr (GFile)  file = NULL;
  g_autofree char   *path = NULL;
  g_autoptr (GError) error = NULL;
  SandPageFormat     format;
  const char        *what, *size;

  if (response != GTK_RESPONSE_ACCEPT)
    return;
  file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  path = g_file_get_path (file);
  if (path == NULL || !sand_page_format_from_filename (path, &format))
    {
      sand_window_show_toast (self->window, _ ("Name the file .png, .svg or .pdf"));
      return;
    }
  what = gtk_file_chooser_get_choice (GTK_FILE_CHOOSER (chooser), "what");
  size = gtk_file_chooser_get_choice (GTK_FILE_CHOOSER (chooser), "size");
  if (!sand_play_panel_export (self, path, g_strcmp0 (what, "table") == 0,
                               size != NULL ? g_ascii_strtod (size, NULL) : 1, &error))
    _sand_window_show_error (self->window, _ ("Could Not Export the View"), error);
  else
    sand_window_show_toast (self->window, _ ("View exported"));
}

/* A filter of @name for the NULL-terminated MIME types after it. */
static void
add_filter (GtkFileChooser *chooser,
            const char     *name,
            ...)
{
  g_autoptr (GtkFileFilter) filter = gtk_file_filter_new ();
  const char               *mime_type;
  va_list                   args;

  gtk_file_filter_set_name (filter, name);
  va_start (args, name);
  while ((mime_type = va_arg (args, const char *)) != NULL)
    gtk_file_filter_add_mime_type (filter, mime_type);
  va_end (args);
  gtk_file_chooser_add_filter (chooser, filter);
}

static void
export_view_activated (GSimpleAction *action,
                       GVariant      *parameter,
                       gpointer       user_data)
{
  SandPlayPanel        *self = user_data;
  GtkFileChooserNative *chooser;
  GtkFileChooser       *files;

  chooser = gtk_file_chooser_native_new (_ ("Export View"), GTK_WINDOW (self->window),
                                         GTK_FILE_CHOOSER_ACTION_SAVE, _ ("_Export"), NULL);
  files = GTK_FILE_CHOOSER (chooser);
  gtk_file_chooser_set_current_name (files, _ ("reach.png"));
  gtk_file_chooser_add_choice (files, "what", _ ("Export"),
                               (const char *[]) { "view", "table", NULL },
                               (const char *[]) { _ ("What Is in View"), _ ("The Whole Table"), NULL });
  gtk_file_chooser_set_choice (files, "what", "view");
  gtk_file_chooser_add_choice (files, "size", _ ("Picture Size"),
                               (const char *[]) { "1", "2", "4", NULL },
                               (const char *[]) { _ ("As on Screen"), _ ("Twice as Large"),
                                                  _ ("Four Times as Large (for print)"), NULL });
  gtk_file_chooser_set_choice (files, "size", "1");
  /* the types it writes, named; the name's extension decides */
  add_filter (files, _ ("PNG, SVG or PDF"), "image/png", "image/svg+xml", "application/pdf", NULL);
  add_filter (files, _ ("PNG Picture"), "image/png", NULL);
  add_filter (files, _ ("SVG Drawing"), "image/svg+xml", NULL);
  add_filter (files, _ ("PDF Document"), "application/pdf", NULL);
  g_signal_connect_object (chooser, "response", G_CALLBACK (export_response_cb), self, G_CONNECT_SWAPPED);
  if (self->export_chooser != NULL)
    gtk_native_dialog_destroy (self->export_chooser);
  g_set_object (&self->export_chooser, GTK_NATIVE_DIALOG (chooser));
  g_object_unref (chooser);
  gtk_native_dialog_show (self->export_chooser);
}

/* Object */

static void
sand_play_panel_dispose (GObject *object)
{
  SandPlayPanel *self = SAND_PLAY_PANEL (object);

  if (self->export_chooser != NULL)
    gtk_native_dialog_destroy (self->export_chooser);
  g_clear_object (&self->export_chooser);
  g_clear_handle_id (&self->rest_source, g_source_remove);
  g_clear_object (&self->dragged);
  g_clear_pointer (&self->group, g_ptr_array_unref);
  g_clear_pointer (&self->group_from, g_array_unref);
  g_clear_pointer (&self->group_column_way, g_array_unref);
  _sand_play_panel_wheel_clear (self);
  g_clear_object (&self->aid);
  g_clear_object (&self->layer);
  g_clear_object (&self->legend_layer);
  g_clear_object (&self->moves_layer);
  g_clear_object (&self->coherency_layer);
  g_clear_pointer (&self->refused_unit, g_free);
  g_clear_pointer (&self->ruleset_ids, g_ptr_array_unref);
  g_clear_pointer (&self->mode_ids, g_ptr_array_unref);
  g_clear_pointer (&self->compare_mode_ids, g_ptr_array_unref);
  g_clear_pointer (&self->sides, g_ptr_array_unref);
  gtk_widget_dispose_template (GTK_WIDGET (self), SAND_TYPE_PLAY_PANEL);
  /* The template's outer scroller has no id, so it is not among those cleared. */
  for (GtkWidget *child; (child = gtk_widget_get_first_child (GTK_WIDGET (self)));)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (sand_play_panel_parent_class)->dispose (object);
}

static void
sand_play_panel_class_init (SandPlayPanelClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sand_play_panel_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/sandtable/Sandtable/sand-play-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, SandPlayPanel, page_box);
  gtk_widget_class_bind_template_child (widget_class, SandPlayPanel, log_slot);
  gtk_widget_class_bind_template_child (widget_class, SandPlayPanel, unit_row);
  gtk_widget_class_bind_template_child (widget_class, SandPlayPanel, problem_label);
  gtk_widget_class_bind_template_child (widget_class, SandPlayPanel, ruleset_row);
  gtk_widget_class_bind_template_child (widget_class, SandPlayPanel, mode_row);
  gtk_widget_class_bind_template_child (widget_class, SandPlayPanel, rings_switch);
  gtk_widget_class_bind_template_child (widget_class, SandPlayPanel, group_row);
  gtk_widget_class_bind_template_child (widget_class, SandPlayPanel, group_switch);
  gtk_widget_class_bind_template_child (widget_class, SandPlayPanel, wheel_row);
  gtk_widget_class_bind_template_child (widget_class, SandPlayPanel, wheel_switch);
  gtk_widget_class_bind_template_child (widget_class, SandPlayPanel, pivot_row);
  gtk_widget_class_bind_template_child (widget_class, SandPlayPanel, angle_row);
  gtk_widget_class_bind_template_child (widget_class, SandPlayPanel, angle_spin);
  gtk_widget_class_bind_template_child (widget_class, SandPlayPanel, wheel_button);
  gtk_widget_class_bind_template_child (widget_class, SandPlayPanel, compare_switch);
  gtk_widget_class_bind_template_child (widget_class, SandPlayPanel, compare_ruleset_row);
  gtk_widget_class_bind_template_child (widget_class, SandPlayPanel, compare_mode_row);
  gtk_widget_class_bind_template_child (widget_class, SandPlayPanel, threat_switch);
  gtk_widget_class_bind_template_child (widget_class, SandPlayPanel, threat_side_row);
  gtk_widget_class_bind_template_child (widget_class, SandPlayPanel, pointer_label);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
sand_play_panel_init (SandPlayPanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->aid = sand_play_aid_new ();
  self->layer = sand_reach_layer_new ();
  self->legend_layer = sand_reach_legend_layer_new (SAND_REACH_LAYER (self->layer));
  self->moves_layer = sand_moves_layer_new ();
  self->coherency_layer = sand_coherency_layer_new ();
  self->ruleset_ids = g_ptr_array_new_with_free_func (g_free);
  self->mode_ids = g_ptr_array_new_with_free_func (g_free);
  self->compare_mode_ids = g_ptr_array_new_with_free_func (g_free);
  self->sides = g_ptr_array_new_with_free_func (g_object_unref);

  g_signal_connect_object (self->aid, "notify::unit", G_CALLBACK (unit_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->aid, "notify::overlay", G_CALLBACK (overlay_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->aid, "notify::problem", G_CALLBACK (problem_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_swapped (self->ruleset_row, "notify::selected", G_CALLBACK (ruleset_selected_cb), self);
  g_signal_connect_swapped (self->mode_row, "notify::selected", G_CALLBACK (mode_selected_cb), self);
  g_signal_connect_swapped (self->rings_switch, "notify::active", G_CALLBACK (rings_changed_cb), self);
  g_signal_connect_swapped (self->compare_switch, "notify::active", G_CALLBACK (compare_changed_cb), self);
  g_signal_connect_swapped (self->group_switch, "notify::active", G_CALLBACK (_sand_play_panel_refresh_group), self);
  _sand_play_panel_setup_wheel (self);
  g_signal_connect_swapped (self->compare_ruleset_row, "notify::selected", G_CALLBACK (compare_changed_cb), self);
  g_signal_connect_swapped (self->compare_mode_row, "notify::selected", G_CALLBACK (compare_mode_selected_cb), self);
  g_signal_connect_swapped (self->threat_side_row, "notify::selected", G_CALLBACK (threat_side_selected_cb), self);
}

SandPlayPanel *
sand_play_panel_install (SandWindow *window)
{
  SandPlayPanel     *self;
  const GActionEntry entries[] = {
    { "select-unit", select_unit_activated, "s" },
    { "threat-map", NULL, NULL, "false", threat_map_changed },
    { "export-view", export_view_activated },
  };

  g_return_val_if_fail (SAND_IS_WINDOW (window), NULL);

  self = g_object_new (SAND_TYPE_PLAY_PANEL, NULL);
  self->window = window;
  g_object_set_data (G_OBJECT (window), "sand-play-panel", self);
  g_action_map_add_action_entries (G_ACTION_MAP (window), entries, G_N_ELEMENTS (entries), self);
  g_object_bind_property (sand_window_get_editor (window), "use-cm", self->aid, "use-cm", G_BINDING_SYNC_CREATE);
  /* Under the units, so their names and facings read over the bands (as in an
   * export or on paper). */
  sand_canvas_insert_layer_below (sand_window_get_canvas (window), self->layer,
                                  sand_canvas_get_scenario_layer (sand_window_get_canvas (window),
                                                                  SAND_SCENARIO_PART_UNITS));
  /* The trails of this turn's moves under the units too, ending beneath them. */
  sand_canvas_insert_layer_below (sand_window_get_canvas (window), self->moves_layer,
                                  sand_canvas_get_scenario_layer (sand_window_get_canvas (window),
                                                                  SAND_SCENARIO_PART_UNITS));
  /* The models out of coherency over the units: their words read whole. */
  sand_canvas_add_layer (sand_window_get_canvas (window), self->coherency_layer);
  sand_canvas_add_layer (sand_window_get_canvas (window), self->legend_layer);
  _sand_play_panel_add_move_actions (self);
  /* The turn first, the log after what the pointer says. */
  self->turn_strip = sand_turn_strip_new (window, self->aid);
  gtk_box_prepend (self->page_box, self->turn_strip);
  self->log_view = sand_play_log_view_new (window, self->aid);
  gtk_box_append (self->log_slot, self->log_view);
  _sand_play_panel_add_gestures (self, sand_window_get_canvas (window));
  g_signal_connect_object (sand_window_get_document (window), "notify::scenario", G_CALLBACK (scenario_changed_cb),
                           self, G_CONNECT_SWAPPED);
  scenario_changed_cb (self, NULL, sand_window_get_document (window));
  /* a ruleset added, changed or removed in the player's folder */
  g_signal_connect_object (sand_play_aid_get_registry (self->aid), "changed", G_CALLBACK (refresh_rulesets), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (sand_editor_get_selection (sand_window_get_editor (window)), "changed",
                           G_CALLBACK (selection_changed_cb), self, G_CONNECT_SWAPPED);
  _sand_window_add_sidebar_page (window, GTK_WIDGET (self), "play", _ ("Play"), "find-location-symbolic");
  g_signal_connect_object (window->sidebar_stack, "notify::visible-child-name", G_CALLBACK (page_changed_cb),
                           self, G_CONNECT_SWAPPED);
  page_changed_cb (self);
  return self;
}

SandPlayPanel *
sand_play_panel_get_for_window (SandWindow *window)
{
  g_return_val_if_fail (SAND_IS_WINDOW (window), NULL);

  return g_object_get_data (G_OBJECT (window), "sand-play-panel");
}

SandPlayAid *
sand_play_panel_get_aid (SandPlayPanel *self)
{
  g_return_val_if_fail (SAND_IS_PLAY_PANEL (self), NULL);

  return self->aid;
}

SandTurnStrip *
sand_play_panel_get_turn_strip (SandPlayPanel *self)
{
  g_return_val_if_fail (SAND_IS_PLAY_PANEL (self), NULL);

  return SAND_TURN_STRIP (self->turn_strip);
}

SandPlayLogView *
sand_play_panel_get_log_view (SandPlayPanel *self)
{
  g_return_val_if_fail (SAND_IS_PLAY_PANEL (self), NULL);

  return SAND_PLAY_LOG_VIEW (self->log_view);
}

void
sand_play_panel_set_move_as_group (SandPlayPanel *self,
                                   gboolean       group)
{
  g_return_if_fail (SAND_IS_PLAY_PANEL (self));

  gtk_switch_set_active (self->group_switch, group);
}

gboolean
sand_play_panel_get_group_offered (SandPlayPanel *self)
{
  g_return_val_if_fail (SAND_IS_PLAY_PANEL (self), FALSE);

  return gtk_widget_get_visible (GTK_WIDGET (self->group_row));
}

SandReachLayer *
sand_play_panel_get_layer (SandPlayPanel *self)
{
  g_return_val_if_fail (SAND_IS_PLAY_PANEL (self), NULL);

  return SAND_REACH_LAYER (self->layer);
}

SandCoherencyLayer *
sand_play_panel_get_coherency_layer (SandPlayPanel *self)
{
  g_return_val_if_fail (SAND_IS_PLAY_PANEL (self), NULL);

  return SAND_COHERENCY_LAYER (self->coherency_layer);
}

const char *
sand_play_panel_get_pointer_text (SandPlayPanel *self)
{
  g_return_val_if_fail (SAND_IS_PLAY_PANEL (self), NULL);

  return gtk_label_get_label (self->pointer_label);
}

static void
choose (AdwComboRow *row,
        GPtrArray   *ids,
        const char  *id)
{
  for (guint i = 0; i < ids->len; i++)
    if (g_strcmp0 (g_ptr_array_index (ids, i), id) == 0)
      adw_combo_row_set_selected (row, i);
}

void
sand_play_panel_choose_ruleset (SandPlayPanel *self,
                                const char    *id)
{
  g_return_if_fail (SAND_IS_PLAY_PANEL (self));

  choose (self->ruleset_row, self->ruleset_ids, id);
}

void
sand_play_panel_choose_mode (SandPlayPanel *self,
                             const char    *id)
{
  g_return_if_fail (SAND_IS_PLAY_PANEL (self));

  choose (self->mode_row, self->mode_ids, id);
}

void
sand_play_panel_choose_threat_side (SandPlayPanel *self,
                                    const char    *side_id)
{
  g_return_if_fail (SAND_IS_PLAY_PANEL (self));

  for (guint i = 0; i < self->sides->len; i++)
    if (g_strcmp0 (sand_side_get_id (g_ptr_array_index (self->sides, i)), side_id) == 0)
      adw_combo_row_set_selected (self->threat_side_row, i);
}
