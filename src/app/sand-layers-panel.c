/* sand-layers-panel.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "sand-edit.h"
#include "sand-editor.h"
#include "sand-kind-chooser.h"
#include "sand-kind-toggles.h"
#include "sand-layers-panel.h"
#include "sand-layers-reorder.h"
#include "sand-reversed-list.h"
#include "sand-selection.h"
#include "sand-units-by-side.h"

/* Colours offered to a side added here, in turn. */
static const char * const new_side_colors[] = { "#3465a4", "#a40000", "#4e9a06", "#c4a000", "#75507b" };

struct _SandLayersPanel
{
  GtkBox      parent_instance;

  SandEditor *editor; /* weak */
  GtkListBox *sides;
  GtkListBox *features;
  GtkListBox *units;
  GListModel *bound[2]; /* the features (top-most first) and units the lists show */
  gboolean    syncing;
  gboolean    model_changing;
  guint       prune_id;
};

G_DEFINE_FINAL_TYPE (SandLayersPanel, sand_layers_panel, GTK_TYPE_BOX)

static void sand_layers_panel_rebind (SandLayersPanel *self);

static void
item_changed_cb (GtkLabel *label,
                 gpointer  item)
{
  gtk_label_set_text (label, sand_layers_item_label (item));
}

static void
toggle_hidden_cb (GtkToggleButton *button,
                  SandLayersPanel *self)
{
  gpointer item = g_object_get_data (G_OBJECT (button), "item");
  gboolean hidden = !gtk_toggle_button_get_active (button);

  gtk_button_set_icon_name (GTK_BUTTON (button), hidden ? "view-conceal-symbolic" : "view-reveal-symbolic");
  if (self->editor != NULL && !self->syncing)
    sand_editor_set_hidden (self->editor, item, hidden);
}

static void
toggle_locked_cb (GtkToggleButton *button,
                  SandLayersPanel *self)
{
  gpointer item = g_object_get_data (G_OBJECT (button), "item");
  gboolean locked = gtk_toggle_button_get_active (button);

  gtk_button_set_icon_name (GTK_BUTTON (button), locked ? "changes-prevent-symbolic" : "changes-allow-symbolic");
  if (self->editor != NULL && !self->syncing)
    sand_editor_set_locked (self->editor, item, locked);
}

static GtkWidget *
flag_button (SandLayersPanel *self,
             gpointer         item,
             gboolean         active,
             GCallback        callback,
             const char      *tooltip)
{
  GtkWidget *button = gtk_toggle_button_new ();

  g_object_set_data (G_OBJECT (button), "item", item);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (button, tooltip);
  g_signal_connect (button, "toggled", callback, self);
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (button), active);
  g_signal_emit_by_name (button, "toggled");  /* set the icon */

  return button;
}

/* Hidden or locked from elsewhere (a whole kind at once): the row's buttons follow. */
static void
visibility_changed_cb (SandEditor *editor,
                       GObject    *item,
                       GtkWidget  *row)
{
  SandLayersPanel *self = g_object_get_data (G_OBJECT (row), "panel");
  GtkToggleButton *shown = g_object_get_data (G_OBJECT (row), "shown");
  GtkToggleButton *locked = g_object_get_data (G_OBJECT (row), "locked");

  if (item != g_object_get_data (G_OBJECT (row), "item") || self->syncing)
    return;

  self->syncing = TRUE;
  gtk_toggle_button_set_active (shown, !sand_editor_is_hidden (editor, item));
  gtk_toggle_button_set_active (locked, sand_editor_is_locked (editor, item));
  self->syncing = FALSE;
}

static void
draw_side_dot (GtkDrawingArea *area,
               cairo_t        *cr,
               int             width,
               int             height,
               gpointer        side)
{
  double r, g, b;

  sand_side_get_rgb (side, &r, &g, &b);
  cairo_arc (cr, width / 2.0, height / 2.0, MIN (width, height) / 2.0 - 1, 0, 2 * G_PI);
  cairo_set_source_rgb (cr, r, g, b);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.4);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
}

static void
side_header_changed_cb (GtkLabel *label,
                        SandSide *side)
{
  gtk_label_set_text (label, sand_layers_item_label (side));
}

/* The head of a side's units in the list of units: its colour and name. Not
 * an item: it is not selected, dragged or dropped on, and has no "item". */
static GtkWidget *
create_side_header (SandSide *side)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *dot = gtk_drawing_area_new ();
  GtkWidget *label = gtk_label_new (sand_layers_item_label (side));

  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (dot), 12);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (dot), 12);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (dot), draw_side_dot, side, NULL);
  gtk_widget_set_valign (dot, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (label, "heading");
  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_box_append (GTK_BOX (box), dot);
  gtk_box_append (GTK_BOX (box), label);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_widget_set_margin_top (box, 8);
  gtk_widget_set_margin_bottom (box, 8);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  gtk_list_box_row_set_selectable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_widget_add_css_class (row, "sand-side-header");
  g_object_set_data (G_OBJECT (row), "side-header", side);
  g_signal_connect_object (side, "changed", G_CALLBACK (side_header_changed_cb), label, G_CONNECT_SWAPPED);
  g_signal_connect_object (side, "changed", G_CALLBACK (gtk_widget_queue_draw), dot, G_CONNECT_SWAPPED);

  return row;
}

static GtkWidget *
create_item_row (gpointer item,
                 gpointer user_data)
{
  SandLayersPanel *self = user_data;
  GtkWidget *row;
  GtkWidget *label, *shown, *locked;

  if (SAND_IS_SIDE (item))
    return create_side_header (item);
  row = adw_action_row_new ();

  /* Prefixes go in front of those already there: the label comes first. */
  label = gtk_label_new (sand_layers_item_label (item));
  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_widget_set_hexpand (label, TRUE);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), label);
  g_signal_connect_object (item, "changed", G_CALLBACK (item_changed_cb), label, G_CONNECT_SWAPPED);

  /* a unit's side is the header it is listed under */
  if (SAND_IS_FEATURE (item))
    adw_action_row_add_prefix (ADW_ACTION_ROW (row), sand_kind_swatch_new (sand_feature_get_kind (item), 20));
  sand_layers_reorder_setup_row (GTK_LIST_BOX_ROW (row), self->editor, item);

  shown = flag_button (self, item, !sand_editor_is_hidden (self->editor, item),
                       G_CALLBACK (toggle_hidden_cb), _("Show or Hide"));
  locked = flag_button (self, item, sand_editor_is_locked (self->editor, item),
                        G_CALLBACK (toggle_locked_cb), _("Lock or Unlock"));
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), shown);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), locked);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  g_object_set_data (G_OBJECT (row), "item", item);
  g_object_set_data (G_OBJECT (row), "panel", self);
  g_object_set_data (G_OBJECT (row), "shown", shown);
  g_object_set_data (G_OBJECT (row), "locked", locked);
  g_signal_connect_object (self->editor, "visibility-changed", G_CALLBACK (visibility_changed_cb), row, 0);

  return row;
}

/* Selection follows the lists and the lists follow the selection. */
static void
rows_selected_cb (SandLayersPanel *self,
                  GtkListBox      *list)
{
  g_autoptr(GPtrArray) items = g_ptr_array_new ();
  GtkListBox *lists[] = { self->features, self->units };

  if (self->syncing || self->model_changing || self->editor == NULL)
    return;

  for (guint l = 0; l < G_N_ELEMENTS (lists); l++)
    {
      GList *rows = gtk_list_box_get_selected_rows (lists[l]);

      for (GList *r = rows; r != NULL; r = r->next)
        g_ptr_array_add (items, g_object_get_data (r->data, "item"));
      g_list_free (rows);
    }

  self->syncing = TRUE;
  sand_selection_set_items (sand_editor_get_selection (self->editor), items);
  self->syncing = FALSE;
}

static void
sync_list (SandLayersPanel *self,
           GtkListBox      *list)
{
  SandSelection *selection = sand_editor_get_selection (self->editor);

  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (list)); row != NULL;
       row = gtk_widget_get_next_sibling (row))
    {
      gpointer item;

      if (!GTK_IS_LIST_BOX_ROW (row))
        continue;
      item = g_object_get_data (G_OBJECT (row), "item");
      if (item == NULL)
        continue; /* a side's header */
      if (sand_selection_contains (selection, item))
        gtk_list_box_select_row (list, GTK_LIST_BOX_ROW (row));
      else
        gtk_list_box_unselect_row (list, GTK_LIST_BOX_ROW (row));
    }
}

static void
selection_changed_cb (SandLayersPanel *self)
{
  if (self->syncing || self->editor == NULL)
    return;

  self->syncing = TRUE;
  sync_list (self, self->features);
  sync_list (self, self->units);
  self->syncing = FALSE;
}

/* Drawing order: the list shows the top-most feature first, so raising one
 * moves its row up the list. */

static void
reorder (SandLayersPanel *self,
         int              direction)
{
  gpointer single;

  if (self->editor == NULL)
    return;

  single = sand_selection_get_single (sand_editor_get_selection (self->editor));
  if (SAND_IS_FEATURE (single))
    sand_layers_reorder_step (self->editor, single, direction);
}

static void
raise_cb (SandLayersPanel *self)
{
  reorder (self, -1);
}

static void
lower_cb (SandLayersPanel *self)
{
  reorder (self, 1);
}

/* Per kind: the kinds drawn so far, as the popover opens. */
static void
kinds_show_cb (SandLayersPanel *self,
               GtkPopover      *popover)
{
  if (self->editor != NULL)
    gtk_popover_set_child (popover, sand_kind_toggles_new (self->editor));
}

static void
show_all_cb (SandLayersPanel *self)
{
  GListModel *lists[2];

  if (self->editor == NULL)
    return;

  lists[0] = sand_scenario_get_features (sand_editor_get_scenario (self->editor));
  lists[1] = sand_scenario_get_units (sand_editor_get_scenario (self->editor));
  for (guint l = 0; l < G_N_ELEMENTS (lists); l++)
    for (guint i = 0, n = g_list_model_get_n_items (lists[l]); i < n; i++)
      {
        g_autoptr(GObject) item = g_list_model_get_item (lists[l], i);
        sand_editor_set_hidden (self->editor, item, FALSE);
      }
  sand_layers_panel_rebind (self);
}

/* Sides */

static void
side_name_cb (AdwEntryRow     *row,
              SandLayersPanel *self)
{
  SandSide *side = g_object_get_data (G_OBJECT (row), "side");
  GValue value = G_VALUE_INIT;

  g_value_init (&value, G_TYPE_STRING);
  g_value_set_string (&value, gtk_editable_get_text (GTK_EDITABLE (row)));
  sand_edit_set_property (sand_editor_get_history (self->editor), G_OBJECT (side), "name", &value);
  g_value_unset (&value);
}

static void
side_color_cb (GtkColorButton  *button,
               SandLayersPanel *self)
{
  SandSide *side = g_object_get_data (G_OBJECT (button), "side");
  GdkRGBA rgba;
  g_autofree char *color = NULL;
  GValue value = G_VALUE_INIT;

  gtk_color_chooser_get_rgba (GTK_COLOR_CHOOSER (button), &rgba);
  color = g_strdup_printf ("#%02x%02x%02x", (int) (rgba.red * 255 + 0.5),
                           (int) (rgba.green * 255 + 0.5), (int) (rgba.blue * 255 + 0.5));
  g_value_init (&value, G_TYPE_STRING);
  g_value_set_string (&value, color);
  sand_edit_set_property (sand_editor_get_history (self->editor), G_OBJECT (side), "color", &value);
  g_value_unset (&value);
}

static void
side_remove_cb (GtkButton       *button,
                SandLayersPanel *self)
{
  sand_edit_remove_side (sand_editor_get_history (self->editor),
                         g_object_get_data (G_OBJECT (button), "side"));
}

static GtkWidget *
create_side_row (gpointer item,
                 gpointer user_data)
{
  SandLayersPanel *self = user_data;
  SandSide *side = item;
  GtkWidget *row = adw_entry_row_new ();
  GtkWidget *color = gtk_color_button_new ();
  GtkWidget *remove = gtk_button_new_from_icon_name ("user-trash-symbolic");
  GdkRGBA rgba = { 0, 0, 0, 1 };
  double r, g, b;

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), sand_side_get_id (side));
  gtk_editable_set_text (GTK_EDITABLE (row), sand_side_get_name (side) ? sand_side_get_name (side) : "");
  adw_entry_row_set_show_apply_button (ADW_ENTRY_ROW (row), TRUE);
  g_object_set_data (G_OBJECT (row), "side", side);
  g_object_set_data (G_OBJECT (row), "item", side);
  g_signal_connect (row, "apply", G_CALLBACK (side_name_cb), self);

  sand_side_get_rgb (side, &r, &g, &b);
  rgba.red = r;
  rgba.green = g;
  rgba.blue = b;
  gtk_color_chooser_set_rgba (GTK_COLOR_CHOOSER (color), &rgba);
  gtk_widget_set_valign (color, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (color, _("Colour of the Side"));
  g_object_set_data (G_OBJECT (color), "side", side);
  g_signal_connect (color, "color-set", G_CALLBACK (side_color_cb), self);
  adw_entry_row_add_suffix (ADW_ENTRY_ROW (row), color);

  gtk_widget_set_valign (remove, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (remove, "flat");
  gtk_widget_set_tooltip_text (remove, _("Remove the Side and Its Units"));
  g_object_set_data (G_OBJECT (remove), "side", side);
  g_signal_connect (remove, "clicked", G_CALLBACK (side_remove_cb), self);
  adw_entry_row_add_suffix (ADW_ENTRY_ROW (row), remove);
  sand_layers_reorder_setup_row (GTK_LIST_BOX_ROW (row), self->editor, side);

  return row;
}

static void
add_side_cb (SandLayersPanel *self)
{
  SandScenario *scenario = sand_editor_get_scenario (self->editor);
  guint n = g_list_model_get_n_items (sand_scenario_get_sides (scenario));
  g_autofree char *id = sand_scenario_make_id (scenario, "side");
  /* Translators: the name of a side added in the sides list; %u counts from 1. */
  g_autofree char *name = g_strdup_printf (_("Side %u"), n + 1);
  g_autoptr(SandSide) side = sand_side_new (id, name, new_side_colors[n % G_N_ELEMENTS (new_side_colors)]);

  sand_edit_add_side (sand_editor_get_history (self->editor), side);
  sand_editor_set_side (self->editor, side);
}

/* Building */

static GtkListBox *
new_list (void)
{
  GtkListBox *list = GTK_LIST_BOX (gtk_list_box_new ());

  gtk_widget_add_css_class (GTK_WIDGET (list), "boxed-list");
  gtk_list_box_set_selection_mode (list, GTK_SELECTION_MULTIPLE);
  return list;
}

static GtkWidget *
section (GtkBox     *box,
         const char *title,
         GtkWidget  *list)
{
  GtkWidget *header = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *label = gtk_label_new (title);

  gtk_widget_add_css_class (label, "heading");
  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_box_append (GTK_BOX (header), label);
  gtk_box_append (box, header);
  gtk_box_append (box, list);

  return header;
}

static GtkWidget *
header_button (GtkWidget  *header,
               const char *icon,
               const char *tooltip)
{
  GtkWidget *button = gtk_button_new_from_icon_name (icon);

  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_tooltip_text (button, tooltip);
  gtk_box_append (GTK_BOX (header), button);

  return button;
}

/* A row taken out and put back (a reorder, its undo) would drop its item from
 * the selection: the lists' selection is not followed while their model changes,
 * and is set from the editor's selection once the rows are back. An item taken
 * out for good leaves the selection once the change is over. */
static void
model_changing_cb (SandLayersPanel *self)
{
  self->model_changing = TRUE;
}

static gboolean
prune_cb (gpointer data)
{
  SandLayersPanel *self = data;

  self->prune_id = 0;
  if (self->editor != NULL)
    sand_selection_prune (sand_editor_get_selection (self->editor), sand_editor_get_scenario (self->editor));
  return G_SOURCE_REMOVE;
}

static void
model_changed_cb (SandLayersPanel *self)
{
  self->model_changing = FALSE;
  selection_changed_cb (self);
  if (self->prune_id == 0)
    self->prune_id = g_idle_add (prune_cb, self);
}

static void
unbind_items (SandLayersPanel *self,
              guint            index)
{
  if (self->bound[index] != NULL)
    g_signal_handlers_disconnect_by_data (self->bound[index], self);
  g_clear_object (&self->bound[index]);
}

static void
bind_items (SandLayersPanel *self,
            guint            index,
            GtkListBox      *list,
            GListModel      *model)
{
  unbind_items (self, index);
  self->bound[index] = g_object_ref (model);
  /* Around the handler the binding connects. */
  g_signal_connect_swapped (model, "items-changed", G_CALLBACK (model_changing_cb), self);
  gtk_list_box_bind_model (list, model, create_item_row, self, NULL);
  g_signal_connect_swapped (model, "items-changed", G_CALLBACK (model_changed_cb), self);
}

static void
sand_layers_panel_rebind (SandLayersPanel *self)
{
  SandScenario *scenario;
  g_autoptr(GListModel) features = NULL;
  g_autoptr(GListModel) units = NULL;

  if (self->editor == NULL)
    return;

  scenario = sand_editor_get_scenario (self->editor);
  features = sand_reversed_list_new (sand_scenario_get_features (scenario));
  units = sand_units_by_side_new (sand_scenario_get_sides (scenario), sand_scenario_get_units (scenario));
  gtk_list_box_bind_model (self->sides, sand_scenario_get_sides (scenario),
                           create_side_row, self, NULL);
  bind_items (self, 0, self->features, features);
  bind_items (self, 1, self->units, units);
  selection_changed_cb (self);
}

static void
sand_layers_panel_dispose (GObject *object)
{
  SandLayersPanel *self = SAND_LAYERS_PANEL (object);

  if (self->sides != NULL)
    {
      /* The rows go one by one: each would set the selection again from those
       * left, quadratic in a large selection (2,000 pasted areas: minutes). */
      g_signal_handlers_disconnect_by_func (self->features, rows_selected_cb, self);
      g_signal_handlers_disconnect_by_func (self->units, rows_selected_cb, self);
      gtk_list_box_bind_model (self->sides, NULL, NULL, NULL, NULL);
      gtk_list_box_bind_model (self->features, NULL, NULL, NULL, NULL);
      gtk_list_box_bind_model (self->units, NULL, NULL, NULL, NULL);
      self->sides = NULL;
    }
  unbind_items (self, 0);
  unbind_items (self, 1);
  g_clear_handle_id (&self->prune_id, g_source_remove);
  g_clear_weak_pointer (&self->editor);

  G_OBJECT_CLASS (sand_layers_panel_parent_class)->dispose (object);
}

static void
sand_layers_panel_class_init (SandLayersPanelClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = sand_layers_panel_dispose;
}

static void
sand_layers_panel_init (SandLayersPanel *self)
{
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), GTK_ORIENTATION_VERTICAL);
}

GtkWidget *
sand_layers_panel_new (SandEditor *editor)
{
  SandLayersPanel *self;
  GtkWidget *scrolled, *box, *header, *button;

  g_return_val_if_fail (SAND_IS_EDITOR (editor), NULL);

  self = g_object_new (SAND_TYPE_LAYERS_PANEL, NULL);
  g_set_weak_pointer (&self->editor, editor);

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_widget_set_margin_top (box, 12);
  gtk_widget_set_margin_bottom (box, 12);

  self->sides = GTK_LIST_BOX (gtk_list_box_new ());
  gtk_widget_add_css_class (GTK_WIDGET (self->sides), "boxed-list");
  gtk_list_box_set_selection_mode (self->sides, GTK_SELECTION_NONE);
  header = section (GTK_BOX (box), _("Sides"), GTK_WIDGET (self->sides));
  button = header_button (header, "list-add-symbolic", _("Add a Side"));
  g_signal_connect_swapped (button, "clicked", G_CALLBACK (add_side_cb), self);

  self->features = new_list ();
  header = section (GTK_BOX (box), _("Terrain"), GTK_WIDGET (self->features));
  button = header_button (header, "go-down-symbolic", _("Lower the Selected Feature"));
  g_signal_connect_swapped (button, "clicked", G_CALLBACK (lower_cb), self);
  button = header_button (header, "go-up-symbolic", _("Raise the Selected Feature"));
  g_signal_connect_swapped (button, "clicked", G_CALLBACK (raise_cb), self);
  button = gtk_menu_button_new ();
  gtk_menu_button_set_icon_name (GTK_MENU_BUTTON (button), "view-conceal-symbolic");
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_tooltip_text (button, _("Hide or Lock by Kind"));
  gtk_menu_button_set_popover (GTK_MENU_BUTTON (button), gtk_popover_new ());
  g_signal_connect_swapped (gtk_menu_button_get_popover (GTK_MENU_BUTTON (button)), "show",
                            G_CALLBACK (kinds_show_cb), self);
  gtk_box_append (GTK_BOX (header), button);
  button = header_button (header, "view-reveal-symbolic", _("Show Everything"));
  g_signal_connect_swapped (button, "clicked", G_CALLBACK (show_all_cb), self);
  g_signal_connect_swapped (self->features, "selected-rows-changed", G_CALLBACK (rows_selected_cb), self);

  self->units = new_list ();
  section (GTK_BOX (box), _("Units"), GTK_WIDGET (self->units));
  g_signal_connect_swapped (self->units, "selected-rows-changed", G_CALLBACK (rows_selected_cb), self);

  scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), box);
  gtk_widget_set_vexpand (scrolled, TRUE);
  gtk_box_append (GTK_BOX (self), scrolled);

  g_signal_connect_object (sand_editor_get_selection (editor), "changed",
                           G_CALLBACK (selection_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (sand_editor_get_document (editor), "notify::scenario",
                           G_CALLBACK (sand_layers_panel_rebind), self, G_CONNECT_SWAPPED);
  sand_layers_panel_rebind (self);

  return GTK_WIDGET (self);
}
