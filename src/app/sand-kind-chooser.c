/* sand-kind-chooser.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "sand-editor.h"
#include "sand-kind-chooser.h"
#include "sand-render.h"

struct _SandKindChooser
{
  GtkBox      parent_instance;

  SandEditor *editor; /* weak */
  SandShape   shape;
  GtkListBox *list;
  GtkWidget  *defaults;  /* rows for the prototype of the chosen kind */
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

/* One labelled control in the defaults grid. */
static void
attach (GtkGrid    *grid,
        int         row,
        const char *label,
        GtkWidget  *control)
{
  GtkWidget *text = gtk_label_new (label);

  gtk_label_set_xalign (GTK_LABEL (text), 0.0);
  gtk_widget_set_hexpand (text, TRUE);
  gtk_widget_set_halign (control, GTK_ALIGN_END);
  gtk_grid_attach (grid, text, 0, row, 1, 1);
  gtk_grid_attach (grid, control, 1, row, 1, 1);
}

static GtkWidget *
bound_spin (SandFeature *prototype,
            const char  *property,
            double       lower,
            double       upper,
            double       step,
            guint        digits)
{
  GtkWidget *spin = gtk_spin_button_new_with_range (lower, upper, step);

  gtk_spin_button_set_digits (GTK_SPIN_BUTTON (spin), digits);
  gtk_widget_set_name (spin, property);
  g_object_bind_property (prototype, property, spin, "value",
                          G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);

  return spin;
}

/* Lengths: the prototype keeps inches, the spin shows the editor's unit. */

static gboolean
inches_to_shown (GBinding     *binding,
                 const GValue *from,
                 GValue       *to,
                 gpointer      unit)
{
  g_value_set_double (to, sand_length_to_unit (g_value_get_double (from), GPOINTER_TO_INT (unit)));
  return TRUE;
}

static gboolean
shown_to_inches (GBinding     *binding,
                 const GValue *from,
                 GValue       *to,
                 gpointer      unit)
{
  g_autoptr(GObject) prototype = g_binding_dup_source (binding);
  g_autoptr(GObject) spin = g_binding_dup_target (binding);
  double shown = g_value_get_double (from), inches;
  double half_digit = 0.5 * pow (10.0, -(double) gtk_spin_button_get_digits (GTK_SPIN_BUTTON (spin)));

  g_object_get (prototype, g_binding_get_source_property (binding), &inches, NULL);
  /* the rounded text read back (on leaving the spin) changes nothing */
  if (fabs (sand_length_to_unit (inches, GPOINTER_TO_INT (unit)) - shown) < half_digit + 1e-9)
    return FALSE;
  g_value_set_double (to, sand_length_from_unit (shown, GPOINTER_TO_INT (unit)));
  return TRUE;
}

/* A spin over a length of @prototype in inches, shown in the editor's unit;
 * @title_format names the unit with "%s"; @lower, @upper and @step in inches. */
static void
attach_length (SandKindChooser *self,
               GtkGrid         *grid,
               int              row,
               const char      *title_format,
               SandFeature     *prototype,
               const char      *property,
               double           upper,
               double           step)
{
  SandLengthUnit unit = sand_editor_get_length_unit (self->editor);
  GtkWidget *spin = gtk_spin_button_new_with_range (0, sand_length_to_unit (upper, unit),
                                                    unit == SAND_LENGTH_INCHES ? step : 2 * step);
  g_autofree char *title = sand_length_label (title_format, unit);

  gtk_spin_button_set_digits (GTK_SPIN_BUTTON (spin), 2);
  gtk_widget_set_name (spin, property);
  g_object_bind_property_full (prototype, property, spin, "value", G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE,
                               inches_to_shown, shown_to_inches, GINT_TO_POINTER (unit), NULL);
  attach (grid, row, title, spin);
}

static const char * const surfaces[] = { "dirt", "paved", NULL };

static gboolean
surface_to_selected (GBinding     *binding,
                     const GValue *from,
                     GValue       *to,
                     gpointer      data)
{
  g_value_set_uint (to, g_strcmp0 (g_value_get_string (from), "paved") == 0 ? 1 : 0);
  return TRUE;
}

static gboolean
selected_to_surface (GBinding     *binding,
                     const GValue *from,
                     GValue       *to,
                     gpointer      data)
{
  g_value_set_string (to, surfaces[MIN (g_value_get_uint (from), 1)]);
  return TRUE;
}

/* What the next feature of @kind is made with: a hill's level, an obstacle's
 * height, a road's surface, a line's width, whether a river can be forded. */
static void
show_defaults (SandKindChooser *self,
               SandTerrainKind  kind)
{
  SandFeature *prototype = sand_editor_get_prototype (self->editor, kind);
  GtkGrid *grid = GTK_GRID (gtk_grid_new ());
  g_autofree char *heading = NULL;
  GtkWidget *child, *label;
  int row = 0;

  while ((child = gtk_widget_get_first_child (self->defaults)) != NULL)
    gtk_box_remove (GTK_BOX (self->defaults), child);

  gtk_grid_set_row_spacing (grid, 6);
  gtk_grid_set_column_spacing (grid, 12);

  if (kind == SAND_TERRAIN_HILL)
    attach (grid, row++, _("Level"), bound_spin (prototype, "level", 1, 100, 1, 0));
  if (sand_terrain_kind_is_obstacle (kind))
    /* Translators: %s is the unit of length, "in" or "cm" */
    attach_length (self, grid, row++, _("Height (%s)"), prototype, "height", 100, 0.25);
  if (kind == SAND_TERRAIN_ROAD)
    {
      GtkWidget *surface = gtk_drop_down_new_from_strings ((const char *[]) { _("Dirt"), _("Paved"), NULL });

      gtk_widget_set_name (surface, "surface");
      g_object_bind_property_full (prototype, "surface", surface, "selected",
                                   G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE,
                                   surface_to_selected, selected_to_surface, NULL, NULL);
      attach (grid, row++, _("Surface"), surface);
    }
  if (self->shape == SAND_SHAPE_LINE && !sand_terrain_kind_is_obstacle (kind))
    /* Translators: %s is the unit of length, "in" or "cm" */
    attach_length (self, grid, row++, _("Width (%s)"), prototype, "width", 100, 0.25);
  if (sand_terrain_kind_is_watercourse (kind))
    {
      GtkWidget *fordable = gtk_switch_new ();

      gtk_widget_set_name (fordable, "fordable");
      g_object_bind_property (prototype, "fordable", fordable, "active",
                              G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
      attach (grid, row++, _("Fordable"), fordable);
    }

  /* Translators: the heading over what the next feature drawn will be like */
  heading = g_strdup_printf (_("Next %s"), sand_terrain_kind_get_label (kind));
  label = gtk_label_new (heading);
  gtk_widget_add_css_class (label, "heading");
  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  gtk_box_append (GTK_BOX (self->defaults), label);
  gtk_box_append (GTK_BOX (self->defaults), GTK_WIDGET (grid));
  gtk_widget_set_visible (self->defaults, row > 0);
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
  show_defaults (self, kind);
}

/* The lengths are shown again in the unit now chosen. */
static void
use_cm_changed_cb (SandKindChooser *self)
{
  if (self->editor != NULL)
    show_defaults (self, self->shape == SAND_SHAPE_AREA ? sand_editor_get_area_kind (self->editor)
                                                        : sand_editor_get_line_kind (self->editor));
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

  self->defaults = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_set_margin_top (self->defaults, 6);
  gtk_box_append (GTK_BOX (self), self->defaults);
  show_defaults (self, current);
  g_signal_connect_object (editor, "notify::use-cm", G_CALLBACK (use_cm_changed_cb), self, G_CONNECT_SWAPPED);

  return GTK_WIDGET (self);
}
