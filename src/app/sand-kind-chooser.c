/* sand-kind-chooser.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "sand-editor.h"
#include "sand-kind-chooser.h"
#include "sand-render.h"

struct _SandKindChooser
{
  GtkBox      parent_instance;

  SandEditor *editor; /* weak */
  SandShape   shape;
  GtkListBox *list;
};

G_DEFINE_FINAL_TYPE (SandKindChooser, sand_kind_chooser, GTK_TYPE_BOX)

static void
draw_swatch (GtkDrawingArea *area,
             cairo_t        *cr,
             int             width,
             int             height,
             gpointer        user_data)
{
  sand_render_swatch (cr, GPOINTER_TO_INT (user_data), width, height);
}

GtkWidget *
sand_kind_swatch_new (SandTerrainKind kind,
                      int             size)
{
  GtkWidget *area = gtk_drawing_area_new ();

  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (area), size);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (area), size);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), draw_swatch, GINT_TO_POINTER (kind), NULL);
  gtk_widget_set_valign (area, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (area, "sand-swatch");

  return area;
}

/* Ford and bridge are drawn as lines; doors and windows are not drawn here. */
static gboolean
kind_fits (SandTerrainKind kind,
           SandShape       shape)
{
  return sand_terrain_kind_get_shape (kind) == shape;
}

static void
row_activated_cb (SandKindChooser *self,
                  GtkListBoxRow   *row,
                  GtkListBox      *list)
{
  SandTerrainKind kind = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (row), "kind"));

  if (self->editor == NULL)
    return;

  if (self->shape == SAND_SHAPE_AREA)
    sand_editor_set_area_kind (self->editor, kind);
  else
    sand_editor_set_line_kind (self->editor, kind);
}

static void
sand_kind_chooser_dispose (GObject *object)
{
  g_clear_weak_pointer (&SAND_KIND_CHOOSER (object)->editor);

  G_OBJECT_CLASS (sand_kind_chooser_parent_class)->dispose (object);
}

static void
sand_kind_chooser_class_init (SandKindChooserClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = sand_kind_chooser_dispose;
}

static void
sand_kind_chooser_init (SandKindChooser *self)
{
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), GTK_ORIENTATION_VERTICAL);
}

GtkWidget *
sand_kind_chooser_new (SandEditor *editor,
                       SandShape   shape)
{
  SandKindChooser *self;
  SandTerrainKind current;
  GtkWidget *heading, *scrolled;

  g_return_val_if_fail (SAND_IS_EDITOR (editor), NULL);

  self = g_object_new (SAND_TYPE_KIND_CHOOSER, "spacing", 6, NULL);
  g_set_weak_pointer (&self->editor, editor);
  self->shape = shape;
  current = shape == SAND_SHAPE_AREA ? sand_editor_get_area_kind (editor)
                                     : sand_editor_get_line_kind (editor);

  heading = gtk_label_new (shape == SAND_SHAPE_AREA ? _("Area Terrain") : _("Lines"));
  gtk_widget_add_css_class (heading, "heading");
  gtk_label_set_xalign (GTK_LABEL (heading), 0.0);
  gtk_box_append (GTK_BOX (self), heading);

  self->list = GTK_LIST_BOX (gtk_list_box_new ());
  gtk_list_box_set_activate_on_single_click (self->list, TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (self->list), "navigation-sidebar");
  for (SandTerrainKind kind = 0; kind < SAND_N_TERRAIN_KINDS; kind++)
    {
      GtkWidget *row, *box, *label;

      if (!kind_fits (kind, shape))
        continue;

      box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 10);
      gtk_box_append (GTK_BOX (box), sand_kind_swatch_new (kind, 24));
      label = gtk_label_new (sand_terrain_kind_get_label (kind));
      gtk_label_set_xalign (GTK_LABEL (label), 0.0);
      gtk_box_append (GTK_BOX (box), label);

      row = gtk_list_box_row_new ();
      gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
      g_object_set_data (G_OBJECT (row), "kind", GINT_TO_POINTER (kind));
      gtk_list_box_append (self->list, row);
      if (kind == current)
        gtk_list_box_select_row (self->list, GTK_LIST_BOX_ROW (row));
    }
  g_signal_connect_swapped (self->list, "row-activated", G_CALLBACK (row_activated_cb), self);

  scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scrolled), 420);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), GTK_WIDGET (self->list));
  gtk_box_append (GTK_BOX (self), scrolled);

  return GTK_WIDGET (self);
}
