/* sand-kind-toggles.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "sand-editor.h"
#include "sand-kind-chooser.h"
#include "sand-kind-toggles.h"

struct _SandKindToggles
{
  GtkBox      parent_instance;

  SandEditor *editor; /* weak */
};

G_DEFINE_FINAL_TYPE (SandKindToggles, sand_kind_toggles, GTK_TYPE_BOX)

static void
set_icons (GtkToggleButton *hide,
           GtkToggleButton *lock)
{
  gtk_button_set_icon_name (GTK_BUTTON (hide), gtk_toggle_button_get_active (hide)
                                               ? "view-conceal-symbolic" : "view-reveal-symbolic");
  gtk_button_set_icon_name (GTK_BUTTON (lock), gtk_toggle_button_get_active (lock)
                                               ? "changes-prevent-symbolic" : "changes-allow-symbolic");
}

static void
hide_toggled_cb (GtkToggleButton *button,
                 SandKindToggles *self)
{
  SandTerrainKind kind = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "kind"));

  if (self->editor != NULL)
    sand_editor_set_kind_hidden (self->editor, kind, gtk_toggle_button_get_active (button));
  set_icons (button, g_object_get_data (G_OBJECT (button), "other"));
}

static void
lock_toggled_cb (GtkToggleButton *button,
                 SandKindToggles *self)
{
  SandTerrainKind kind = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "kind"));

  if (self->editor != NULL)
    sand_editor_set_kind_locked (self->editor, kind, gtk_toggle_button_get_active (button));
  set_icons (g_object_get_data (G_OBJECT (button), "other"), button);
}

static GtkWidget *
flag_button (SandTerrainKind kind,
             const char     *prefix,
             gboolean        active,
             const char     *tooltip)
{
  GtkWidget *button = gtk_toggle_button_new ();
  g_autofree char *name = g_strdup_printf ("%s-%s", prefix, sand_terrain_kind_to_string (kind));

  gtk_widget_set_name (button, name);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_tooltip_text (button, tooltip);
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (button), active);
  g_object_set_data (G_OBJECT (button), "kind", GINT_TO_POINTER (kind));

  return button;
}

static void
add_kind (SandKindToggles *self,
          GtkGrid         *grid,
          int              row,
          SandTerrainKind  kind)
{
  GtkWidget *label = gtk_label_new (sand_terrain_kind_get_label (kind));
  GtkWidget *hide = flag_button (kind, "hide", sand_editor_is_kind_hidden (self->editor, kind),
                                 _("Hide or Show Every Feature of This Kind"));
  GtkWidget *lock = flag_button (kind, "lock", sand_editor_is_kind_locked (self->editor, kind),
                                 _("Lock or Unlock Every Feature of This Kind"));

  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  gtk_widget_set_hexpand (label, TRUE);
  g_object_set_data (G_OBJECT (hide), "other", lock);
  g_object_set_data (G_OBJECT (lock), "other", hide);
  set_icons (GTK_TOGGLE_BUTTON (hide), GTK_TOGGLE_BUTTON (lock));
  g_signal_connect (hide, "toggled", G_CALLBACK (hide_toggled_cb), self);
  g_signal_connect (lock, "toggled", G_CALLBACK (lock_toggled_cb), self);

  gtk_grid_attach (grid, sand_kind_swatch_new (kind, 20), 0, row, 1, 1);
  gtk_grid_attach (grid, label, 1, row, 1, 1);
  gtk_grid_attach (grid, hide, 2, row, 1, 1);
  gtk_grid_attach (grid, lock, 3, row, 1, 1);
}

static void
sand_kind_toggles_dispose (GObject *object)
{
  g_clear_weak_pointer (&SAND_KIND_TOGGLES (object)->editor);

  G_OBJECT_CLASS (sand_kind_toggles_parent_class)->dispose (object);
}

static void
sand_kind_toggles_class_init (SandKindTogglesClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = sand_kind_toggles_dispose;
}

static void
sand_kind_toggles_init (SandKindToggles *self)
{
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), GTK_ORIENTATION_VERTICAL);
  gtk_box_set_spacing (GTK_BOX (self), 6);
}

GtkWidget *
sand_kind_toggles_new (SandEditor *editor)
{
  SandKindToggles *self;
  GListModel *features;
  gboolean present[SAND_N_TERRAIN_KINDS] = { FALSE };
  GtkWidget *heading, *grid;
  int row = 0;

  g_return_val_if_fail (SAND_IS_EDITOR (editor), NULL);

  self = g_object_new (SAND_TYPE_KIND_TOGGLES, NULL);
  g_set_weak_pointer (&self->editor, editor);

  heading = gtk_label_new (_("Terrain by Kind"));
  gtk_widget_add_css_class (heading, "heading");
  gtk_label_set_xalign (GTK_LABEL (heading), 0.0);
  gtk_box_append (GTK_BOX (self), heading);

  features = sand_scenario_get_features (sand_editor_get_scenario (editor));
  for (guint i = 0, n = g_list_model_get_n_items (features); i < n; i++)
    {
      g_autoptr(SandFeature) feature = g_list_model_get_item (features, i);

      present[sand_feature_get_kind (feature)] = TRUE;
    }

  grid = gtk_grid_new ();
  gtk_grid_set_column_spacing (GTK_GRID (grid), 8);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 2);
  for (SandTerrainKind kind = 0; kind < SAND_N_TERRAIN_KINDS; kind++)
    if (present[kind])
      add_kind (self, GTK_GRID (grid), row++, kind);
  gtk_box_append (GTK_BOX (self), grid);

  if (row == 0)
    {
      GtkWidget *empty = gtk_label_new (_("No terrain drawn yet."));

      gtk_widget_add_css_class (empty, "dim-label");
      gtk_box_append (GTK_BOX (self), empty);
    }

  return GTK_WIDGET (self);
}
