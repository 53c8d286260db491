/* sand-unit-chooser.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "sand-editor.h"
#include "sand-unit-chooser.h"

struct _SandUnitChooser
{
  GtkBox      parent_instance;

  SandEditor *editor; /* weak */
};

G_DEFINE_FINAL_TYPE (SandUnitChooser, sand_unit_chooser, GTK_TYPE_BOX)

static void
side_selected_cb (SandUnitChooser *self,
                  GParamSpec      *pspec,
                  GtkDropDown     *dropdown)
{
  gpointer side = gtk_drop_down_get_selected_item (dropdown);

  if (self->editor != NULL && SAND_IS_SIDE (side))
    sand_editor_set_side (self->editor, side);
}

static void
class_activated_cb (SandUnitChooser *self,
                    GtkListBoxRow   *row,
                    GtkListBox      *list)
{
  if (self->editor != NULL)
    sand_editor_set_unit_class (self->editor, g_object_get_data (G_OBJECT (row), "class"));
}

static void
add_heading (GtkBox     *box,
             const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_widget_add_css_class (label, "heading");
  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  gtk_box_append (box, label);
}

static GtkWidget *
class_row (const char *id,
           const char *name)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *label = gtk_label_new (name != NULL ? name : id);

  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), label);
  g_object_set_data_full (G_OBJECT (row), "class", g_strdup (id), g_free);

  return row;
}

static void
sand_unit_chooser_dispose (GObject *object)
{
  g_clear_weak_pointer (&SAND_UNIT_CHOOSER (object)->editor);

  G_OBJECT_CLASS (sand_unit_chooser_parent_class)->dispose (object);
}

static void
sand_unit_chooser_class_init (SandUnitChooserClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = sand_unit_chooser_dispose;
}

static void
sand_unit_chooser_init (SandUnitChooser *self)
{
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), GTK_ORIENTATION_VERTICAL);
  gtk_box_set_spacing (GTK_BOX (self), 6);
}

GtkWidget *
sand_unit_chooser_new (SandEditor *editor)
{
  SandUnitChooser *self;
  SandScenario *scenario;
  SandRuleset *ruleset;
  GListModel *sides;
  GtkWidget *dropdown, *list, *empty;
  const char *current;

  g_return_val_if_fail (SAND_IS_EDITOR (editor), NULL);

  self = g_object_new (SAND_TYPE_UNIT_CHOOSER, NULL);
  g_set_weak_pointer (&self->editor, editor);
  scenario = sand_editor_get_scenario (editor);

  add_heading (GTK_BOX (self), _("Side"));
  sides = sand_scenario_get_sides (scenario);
  if (g_list_model_get_n_items (sides) == 0)
    {
      empty = gtk_label_new (_("The first unit placed makes a side."));
      gtk_widget_add_css_class (empty, "dim-label");
      gtk_label_set_wrap (GTK_LABEL (empty), TRUE);
      gtk_label_set_xalign (GTK_LABEL (empty), 0.0);
      gtk_box_append (GTK_BOX (self), empty);
    }
  else
    {
      SandSide *side = sand_editor_get_side (editor);

      dropdown = gtk_drop_down_new (g_object_ref (sides),
                                    gtk_property_expression_new (SAND_TYPE_SIDE, NULL, "name"));
      for (guint i = 0, n = g_list_model_get_n_items (sides); i < n; i++)
        {
          g_autoptr(SandSide) other = g_list_model_get_item (sides, i);
          if (other == side)
            gtk_drop_down_set_selected (GTK_DROP_DOWN (dropdown), i);
        }
      g_signal_connect_swapped (dropdown, "notify::selected", G_CALLBACK (side_selected_cb), self);
      gtk_box_append (GTK_BOX (self), dropdown);
    }

  add_heading (GTK_BOX (self), _("Class"));
  list = gtk_list_box_new ();
  gtk_widget_add_css_class (list, "navigation-sidebar");
  current = sand_editor_get_unit_class (editor);
  ruleset = sand_editor_get_ruleset (editor);
  if (ruleset != NULL)
    {
      guint n = 0;
      const SandRulesetUnitClass * const *classes = sand_ruleset_get_classes (ruleset, &n);

      for (guint i = 0; i < n; i++)
        {
          GtkWidget *row = class_row (classes[i]->id, sand_ruleset_text (classes[i]->name));

          gtk_list_box_append (GTK_LIST_BOX (list), row);
          if (g_strcmp0 (classes[i]->id, current) == 0)
            gtk_list_box_select_row (GTK_LIST_BOX (list), GTK_LIST_BOX_ROW (row));
        }
    }
  else
    {
      /* No ruleset chosen: the class the editor would use anyway. */
      GtkWidget *row = class_row (current, NULL);

      gtk_list_box_append (GTK_LIST_BOX (list), row);
      gtk_list_box_select_row (GTK_LIST_BOX (list), GTK_LIST_BOX_ROW (row));
    }
  g_signal_connect_swapped (list, "row-activated", G_CALLBACK (class_activated_cb), self);
  gtk_box_append (GTK_BOX (self), list);

  return GTK_WIDGET (self);
}
