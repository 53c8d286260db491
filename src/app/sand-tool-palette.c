/* sand-tool-palette.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "sand-editor.h"
#include "sand-tool-palette.h"
#include "sand-tool.h"

/* The pitches a square grid offers (inches). */
static const double square_pitches[] = { 0.5, 1.0, 2.0 };

struct _SandToolPalette
{
  GtkBox         parent_instance;

  SandEditor    *editor; /* weak */
  GtkMenuButton *options_button;
  GtkPopover    *options_popover;
  GtkWidget     *square_choices[G_N_ELEMENTS (square_pitches)];
};

G_DEFINE_FINAL_TYPE (SandToolPalette, sand_tool_palette, GTK_TYPE_BOX)

/* The options follow the tool and the document: build them as they open. */
static void
options_show_cb (SandToolPalette *self,
                 GtkPopover      *popover)
{
  GtkWidget *options;

  if (self->editor == NULL)
    return;

  options = sand_tool_create_options (sand_editor_get_tool (self->editor));
  if (options == NULL)
    {
      options = gtk_label_new (_("This tool has no options."));
      gtk_widget_add_css_class (options, "dim-label");
    }
  gtk_widget_set_size_request (options, 220, -1);
  gtk_popover_set_child (popover, options);
}

static void
tool_changed_cb (SandToolPalette *self)
{
  SandTool *tool = sand_editor_get_tool (self->editor);

  gtk_widget_set_sensitive (GTK_WIDGET (self->options_button),
                            SAND_TOOL_GET_CLASS (tool)->create_options != NULL);
}

static void
snap_toggled_cb (GtkCheckButton  *button,
                 SandToolPalette *self)
{
  SandSnap *snap;

  if (self->editor == NULL || !gtk_check_button_get_active (button))
    return;

  snap = sand_editor_get_snap (self->editor);
  snap->grid = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "grid"));
  if (snap->grid == SAND_SNAP_GRID_SQUARE)
    snap->pitch = *(double *) g_object_get_data (G_OBJECT (button), "pitch");
}

static void
vertices_toggled_cb (GtkCheckButton  *button,
                     SandToolPalette *self)
{
  if (self->editor != NULL)
    sand_editor_get_snap (self->editor)->vertices = gtk_check_button_get_active (button);
}

static GtkWidget *
snap_choice (SandToolPalette *self,
             GtkCheckButton  *group,
             const char      *label,
             SandSnapGrid     grid,
             const double    *pitch)
{
  GtkWidget *button = gtk_check_button_new_with_label (label);

  if (group != NULL)
    gtk_check_button_set_group (GTK_CHECK_BUTTON (button), group);
  g_object_set_data (G_OBJECT (button), "grid", GINT_TO_POINTER (grid));
  g_object_set_data (G_OBJECT (button), "pitch", (gpointer) pitch);
  g_signal_connect (button, "toggled", G_CALLBACK (snap_toggled_cb), self);

  return button;
}

/* The square grids' pitches, said in the unit the editor shows. */
static void
label_square_choices (SandToolPalette *self)
{
  for (guint i = 0; self->editor != NULL && i < G_N_ELEMENTS (square_pitches); i++)
    {
      g_autofree char *pitch = sand_editor_format_length (self->editor, square_pitches[i]);
      /* Translators: a square snapping grid and its pitch ("1 in", "2.5 cm") */
      g_autofree char *label = g_strdup_printf (_("Square grid, %s"), pitch);

      gtk_check_button_set_label (GTK_CHECK_BUTTON (self->square_choices[i]), label);
    }
}

static GtkWidget *
snap_popover (SandToolPalette *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  GtkWidget *heading = gtk_label_new (_("Snap To"));
  GtkWidget *none, *vertices, *popover;

  gtk_widget_add_css_class (heading, "heading");
  gtk_label_set_xalign (GTK_LABEL (heading), 0.0);
  gtk_box_append (GTK_BOX (box), heading);

  none = snap_choice (self, NULL, _("No grid"), SAND_SNAP_GRID_NONE, NULL);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (none), TRUE);
  gtk_box_append (GTK_BOX (box), none);
  gtk_box_append (GTK_BOX (box), snap_choice (self, GTK_CHECK_BUTTON (none), _("Hex grid"),
                                              SAND_SNAP_GRID_HEX, NULL));
  for (guint i = 0; i < G_N_ELEMENTS (square_pitches); i++)
    {
      self->square_choices[i] = snap_choice (self, GTK_CHECK_BUTTON (none), NULL, SAND_SNAP_GRID_SQUARE,
                                             &square_pitches[i]);
      gtk_box_append (GTK_BOX (box), self->square_choices[i]);
    }
  label_square_choices (self);

  gtk_box_append (GTK_BOX (box), gtk_separator_new (GTK_ORIENTATION_HORIZONTAL));
  vertices = gtk_check_button_new_with_label (_("Vertices and units"));
  gtk_check_button_set_active (GTK_CHECK_BUTTON (vertices), TRUE);
  g_signal_connect (vertices, "toggled", G_CALLBACK (vertices_toggled_cb), self);
  gtk_box_append (GTK_BOX (box), vertices);

  popover = gtk_popover_new ();
  gtk_popover_set_child (GTK_POPOVER (popover), box);
  return popover;
}

static void
sand_tool_palette_dispose (GObject *object)
{
  g_clear_weak_pointer (&SAND_TOOL_PALETTE (object)->editor);

  G_OBJECT_CLASS (sand_tool_palette_parent_class)->dispose (object);
}

static void
sand_tool_palette_class_init (SandToolPaletteClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = sand_tool_palette_dispose;
  gtk_widget_class_set_css_name (GTK_WIDGET_CLASS (klass), "sandtoolpalette");
}

static void
sand_tool_palette_init (SandToolPalette *self)
{
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), GTK_ORIENTATION_VERTICAL);
  gtk_box_set_spacing (GTK_BOX (self), 4);
}

GtkWidget *
sand_tool_palette_new (SandEditor *editor)
{
  SandToolPalette *self;
  GListModel *tools;
  GtkWidget *snap_button;

  g_return_val_if_fail (SAND_IS_EDITOR (editor), NULL);

  self = g_object_new (SAND_TYPE_TOOL_PALETTE, NULL);
  g_set_weak_pointer (&self->editor, editor);

  tools = sand_editor_get_tools (editor);
  for (guint i = 0, n = g_list_model_get_n_items (tools); i < n; i++)
    {
      g_autoptr(SandTool) tool = g_list_model_get_item (tools, i);
      GtkWidget *button = gtk_toggle_button_new ();

      gtk_button_set_icon_name (GTK_BUTTON (button), sand_tool_get_icon_name (tool));
      gtk_widget_set_tooltip_text (button, sand_tool_get_title (tool));
      gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "editor.tool");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "s", sand_tool_get_name (tool));
      gtk_widget_add_css_class (button, "flat");
      gtk_widget_set_name (button, sand_tool_get_name (tool));
      gtk_box_append (GTK_BOX (self), button);
    }

  gtk_box_append (GTK_BOX (self), gtk_separator_new (GTK_ORIENTATION_HORIZONTAL));

  self->options_popover = GTK_POPOVER (gtk_popover_new ());
  gtk_popover_set_position (self->options_popover, GTK_POS_RIGHT);
  g_signal_connect_swapped (self->options_popover, "show", G_CALLBACK (options_show_cb), self);
  self->options_button = GTK_MENU_BUTTON (gtk_menu_button_new ());
  gtk_menu_button_set_icon_name (self->options_button, "view-more-symbolic");
  gtk_menu_button_set_popover (self->options_button, GTK_WIDGET (self->options_popover));
  gtk_menu_button_set_direction (self->options_button, GTK_ARROW_RIGHT);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->options_button),
                               _("What to Draw: terrain kind, unit class and side"));
  gtk_widget_add_css_class (GTK_WIDGET (self->options_button), "flat");
  gtk_box_append (GTK_BOX (self), GTK_WIDGET (self->options_button));

  snap_button = gtk_menu_button_new ();
  gtk_menu_button_set_icon_name (GTK_MENU_BUTTON (snap_button), "sand-snap-symbolic");
  gtk_menu_button_set_popover (GTK_MENU_BUTTON (snap_button), snap_popover (self));
  gtk_menu_button_set_direction (GTK_MENU_BUTTON (snap_button), GTK_ARROW_RIGHT);
  gtk_widget_set_tooltip_text (snap_button, _("Snapping: to a hex or square grid, and to vertices"));
  gtk_widget_add_css_class (snap_button, "flat");
  gtk_box_append (GTK_BOX (self), snap_button);

  g_signal_connect_object (editor, "notify::use-cm", G_CALLBACK (label_square_choices), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (editor, "notify::tool", G_CALLBACK (tool_changed_cb), self,
                           G_CONNECT_SWAPPED);
  tool_changed_cb (self);

  return GTK_WIDGET (self);
}
