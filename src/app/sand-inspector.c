/* sand-inspector.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "sand-edit.h"
#include "sand-inspector-private.h"
#include "sand-selection.h"

G_DEFINE_FINAL_TYPE (SandInspector, sand_inspector, GTK_TYPE_BOX)

static SandHistory *
history_of (SandInspector *self)
{
  return sand_editor_get_history (self->editor);
}

static void
commit_value (Field  *field,
              GValue *value)
{
  SandInspector *self = field->inspector;

  if (self->refreshing || self->editor == NULL || self->subject == NULL)
    return;

  sand_edit_set_property (history_of (self), self->subject, field->property, value);
}

/* A ruleset attribute of the unit; NULL or "" unsets it. */
static void
commit_attr (Field      *field,
             const char *text)
{
  SandInspector *self = field->inspector;

  if (self->refreshing || self->editor == NULL || !SAND_IS_UNIT (self->subject))
    return;
  if (g_strcmp0 (sand_unit_get_attr (SAND_UNIT (self->subject), field->attr),
                 text != NULL && *text != '\0' ? text : NULL) == 0)
    return;

  sand_edit_set_unit_attr (history_of (self), SAND_UNIT (self->subject), field->attr,
                           text != NULL && *text != '\0' ? text : NULL);
}

/* Entries */

static void
entry_apply_cb (AdwEntryRow *row,
                Field       *field)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (row));
  SandInspector *self = field->inspector;
  GValue value = G_VALUE_INIT;

  if (self->refreshing || self->editor == NULL)
    return;

  if (field->attr != NULL)
    {
      commit_attr (field, text);
      return;
    }

  g_value_init (&value, G_TYPE_STRING);
  g_value_set_string (&value, *text != '\0' ? text : NULL);
  commit_value (field, &value);
  g_value_unset (&value);
}

/* Lengths: the model keeps inches, a length field shows them in the editor's
 * unit. */

static double
field_factor (Field *field)
{
  SandEditor *editor = field->inspector->editor;
  double per_inch;

  if (field->power == 0 || editor == NULL)
    return 1.0;
  per_inch = sand_length_to_unit (1.0, sand_editor_get_length_unit (editor));
  return field->power > 0 ? per_inch : 1.0 / per_inch;
}

/* What a spin's property or attribute holds, as the model keeps it. */
static double
field_model_value (Field *field)
{
  GObject *subject = field->inspector->subject;
  GValue value = G_VALUE_INIT;
  double number;

  if (field->attr != NULL)
    {
      const char *text = sand_unit_get_attr (SAND_UNIT (subject), field->attr);

      if (text == NULL)
        text = field->fallback;
      return text != NULL ? g_ascii_strtod (text, NULL) : 0.0;
    }

  g_value_init (&value, G_TYPE_DOUBLE);
  if (G_PARAM_SPEC_VALUE_TYPE (g_object_class_find_property (G_OBJECT_GET_CLASS (subject),
                                                               field->property)) == G_TYPE_INT)
    {
      int i;
      g_object_get (subject, field->property, &i, NULL);
      g_value_set_double (&value, i);
    }
  else
    g_object_get_property (subject, field->property, &value);
  number = g_value_get_double (&value);
  g_value_unset (&value);
  return number;
}

/* 121.92 cm shows as "121.9": reading that text back when the spin loses focus
 * must not make 47.99 in of a 48 in table. */
static gboolean
only_rounded (Field         *field,
              GtkSpinButton *spin)
{
  double shown = field_model_value (field) * field_factor (field);
  double half_digit = 0.5 * pow (10.0, -(double) gtk_spin_button_get_digits (spin));

  return fabs (gtk_spin_button_get_value (spin) - shown) < half_digit + 1e-9;
}

static void
spin_changed_cb (GtkSpinButton *spin,
                 Field         *field)
{
  GValue value = G_VALUE_INIT;
  double number;

  if (field->inspector->refreshing || field->inspector->subject == NULL)
    return;
  if (field->power != 0 && only_rounded (field, spin))
    return;
  number = gtk_spin_button_get_value (spin) / field_factor (field);

  if (field->attr != NULL)
    {
      char text[G_ASCII_DTOSTR_BUF_SIZE];

      commit_attr (field, g_ascii_formatd (text, sizeof text, "%g", number));
      return;
    }

  g_value_init (&value, G_TYPE_DOUBLE);
  g_value_set_double (&value, number);
  commit_value (field, &value);
  g_value_unset (&value);
}

static void
switch_changed_cb (GtkSwitch  *sw,
                   GParamSpec *pspec,
                   Field      *field)
{
  GValue value = G_VALUE_INIT;

  if (field->attr != NULL)
    {
      commit_attr (field, gtk_switch_get_active (sw) ? "true" : NULL);
      return;
    }

  g_value_init (&value, G_TYPE_BOOLEAN);
  g_value_set_boolean (&value, gtk_switch_get_active (sw));
  commit_value (field, &value);
  g_value_unset (&value);
}

static void
combo_changed_cb (AdwComboRow *row,
                  GParamSpec  *pspec,
                  Field       *field)
{
  guint selected = adw_combo_row_get_selected (row);
  GValue value = G_VALUE_INIT;

  if (selected == GTK_INVALID_LIST_POSITION)
    return;

  if (field->words != NULL && field->attr != NULL)
    {
      commit_attr (field, field->words[selected]);
      return;
    }

  if (field->words != NULL)
    {
      g_value_init (&value, G_TYPE_STRING);
      g_value_set_string (&value, *field->words[selected] != '\0' ? field->words[selected] : NULL);
    }
  else if (field->choices != NULL)
    {
      g_autoptr(GObject) item = g_list_model_get_item (field->choices, selected);
      g_value_init (&value, G_TYPE_OBJECT);
      g_value_set_object (&value, item);
    }
  else if (field->strings != NULL)
    {
      g_value_init (&value, G_TYPE_STRING);
      g_value_set_string (&value, field->strings[selected]);
    }
  else
    {
      g_value_init (&value, G_TYPE_INT);
      g_value_set_int (&value, field->values[selected]);
    }

  commit_value (field, &value);
  g_value_unset (&value);
}

/* Showing the subject's values */

static void
field_refresh (Field *field)
{
  GObject *subject = field->inspector->subject;

  if (field->words != NULL)
    {
      g_autofree char *current = NULL;
      guint selected = GTK_INVALID_LIST_POSITION;

      if (field->attr != NULL)
        current = g_strdup (sand_unit_get_attr (SAND_UNIT (subject), field->attr));
      else
        g_object_get (subject, field->property, &current, NULL);
      for (guint i = 0; field->words[i] != NULL; i++)
        if (g_strcmp0 (field->words[i], current != NULL ? current : "") == 0)
          selected = i;
      adw_combo_row_set_selected (ADW_COMBO_ROW (field->widget), selected);
    }
  else if (field->attr != NULL)
    {
      const char *text = sand_unit_get_attr (SAND_UNIT (subject), field->attr);

      if (text == NULL)
        text = field->fallback;
      if (GTK_IS_SPIN_BUTTON (field->widget))
        gtk_spin_button_set_value (GTK_SPIN_BUTTON (field->widget), field_model_value (field) * field_factor (field));
      else if (GTK_IS_SWITCH (field->widget))
        gtk_switch_set_active (GTK_SWITCH (field->widget), g_strcmp0 (text, "true") == 0);
      else
        gtk_editable_set_text (GTK_EDITABLE (field->widget), text != NULL ? text : "");
    }
  else if (ADW_IS_ENTRY_ROW (field->widget))
    {
      g_autofree char *text = NULL;

      g_object_get (subject, field->property, &text, NULL);
      /* Leave the text alone while it is what the user is typing. */
      if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (field->widget)), text ? text : "") != 0)
        gtk_editable_set_text (GTK_EDITABLE (field->widget), text != NULL ? text : "");
    }
  else if (GTK_IS_SPIN_BUTTON (field->widget))
    gtk_spin_button_set_value (GTK_SPIN_BUTTON (field->widget), field_model_value (field) * field_factor (field));
  else if (GTK_IS_SWITCH (field->widget))
    {
      gboolean active;

      g_object_get (subject, field->property, &active, NULL);
      gtk_switch_set_active (GTK_SWITCH (field->widget), active);
    }
  else if (ADW_IS_COMBO_ROW (field->widget))
    {
      guint selected = GTK_INVALID_LIST_POSITION;

      if (field->choices != NULL)
        {
          g_autoptr(GObject) current = NULL;

          g_object_get (subject, field->property, &current, NULL);
          for (guint i = 0, n = g_list_model_get_n_items (field->choices); i < n; i++)
            {
              g_autoptr(GObject) item = g_list_model_get_item (field->choices, i);
              if (item == current)
                selected = i;
            }
        }
      else if (field->strings != NULL)
        {
          g_autofree char *current = NULL;

          g_object_get (subject, field->property, &current, NULL);
          for (guint i = 0; field->strings[i] != NULL; i++)
            if (g_strcmp0 (field->strings[i], current) == 0)
              selected = i;
        }
      else
        {
          int current;
          guint n = g_list_model_get_n_items (adw_combo_row_get_model (ADW_COMBO_ROW (field->widget)));

          g_object_get (subject, field->property, &current, NULL);
          for (guint i = 0; i < n; i++)
            if (field->values[i] == current)
              selected = i;
        }
      adw_combo_row_set_selected (ADW_COMBO_ROW (field->widget), selected);
    }
}

static void
sand_inspector_refresh (SandInspector *self)
{
  self->refreshing = TRUE;
  for (guint i = 0; i < self->fields->len; i++)
    field_refresh (self->fields->pdata[i]);
  self->refreshing = FALSE;
}

/* Building rows */

static void
field_free (gpointer data)
{
  Field *field = data;

  g_free (field->attr);
  g_strfreev (field->words);
  g_free (field->fallback);
  g_free (field);
}

Field *
_sand_inspector_add_field (SandInspector *self,
                           const char    *property,
                           GtkWidget     *widget)
{
  Field *field = g_new0 (Field, 1);

  field->inspector = self;
  field->property = property;
  field->widget = widget;
  g_ptr_array_add (self->fields, field);

  return field;
}

void
_sand_inspector_add_entry (SandInspector       *self,
                           AdwPreferencesGroup *group,
                           const char          *property,
                           const char          *attr,
                           const char          *title)
{
  GtkWidget *row = adw_entry_row_new ();
  Field *field;

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_entry_row_set_show_apply_button (ADW_ENTRY_ROW (row), TRUE);
  field = _sand_inspector_add_field (self, property, row);
  field->attr = g_strdup (attr);
  g_signal_connect (row, "apply", G_CALLBACK (entry_apply_cb), field);
  g_signal_connect (row, "entry-activated", G_CALLBACK (entry_apply_cb), field);
  adw_preferences_group_add (group, row);
}

Field *
_sand_inspector_add_spin (SandInspector       *self,
                          AdwPreferencesGroup *group,
                          const char          *property,
                          const char          *title,
                          double               lower,
                          double               upper,
                          double               step,
                          guint                digits)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *spin = gtk_spin_button_new_with_range (lower, upper, step);
  Field *field = _sand_inspector_add_field (self, property, spin);

  gtk_spin_button_set_digits (GTK_SPIN_BUTTON (spin), digits);
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
  g_signal_connect (spin, "value-changed", G_CALLBACK (spin_changed_cb), field);
  adw_preferences_group_add (group, row);

  return field;
}

Field *
_sand_inspector_add_length (SandInspector       *self,
                            AdwPreferencesGroup *group,
                            const char          *property,
                            const char          *title_format,
                            int                  power,
                            double               lower,
                            double               upper,
                            double               step,
                            guint                digits)
{
  SandLengthUnit unit = sand_editor_get_length_unit (self->editor);
  double per_inch = sand_length_to_unit (1.0, unit);
  double factor = power > 0 ? per_inch : 1.0 / per_inch;
  g_autofree char *title = sand_length_label (title_format, unit);
  Field *field;

  /* a step of 2 cm for 1 in, 1 cm for half an inch: round numbers either way */
  if (unit != SAND_LENGTH_INCHES)
    {
      step *= power > 0 ? 2.0 : 0.5;
      digits = MAX (digits, 1);
    }
  field = _sand_inspector_add_spin (self, group, property, title, lower * factor, upper * factor, step, digits);
  field->power = power;
  return field;
}

Field *
_sand_inspector_add_switch (SandInspector       *self,
                            AdwPreferencesGroup *group,
                            const char          *property,
                            const char          *title)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *sw = gtk_switch_new ();
  Field *field = _sand_inspector_add_field (self, property, sw);

  gtk_widget_set_valign (sw, GTK_ALIGN_CENTER);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), sw);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), sw);
  g_signal_connect (sw, "notify::active", G_CALLBACK (switch_changed_cb), field);
  adw_preferences_group_add (group, row);

  return field;
}

Field *
_sand_inspector_add_combo (SandInspector       *self,
                           AdwPreferencesGroup *group,
                           const char          *property,
                           const char          *title,
                           GListModel          *model,
                           GtkExpression       *expression)
{
  GtkWidget *row = adw_combo_row_new ();
  Field *field = _sand_inspector_add_field (self, property, row);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (expression != NULL)
    adw_combo_row_set_expression (ADW_COMBO_ROW (row), expression);
  adw_combo_row_set_model (ADW_COMBO_ROW (row), model);
  g_signal_connect (row, "notify::selected", G_CALLBACK (combo_changed_cb), field);
  adw_preferences_group_add (group, row);

  return field;
}

Field *
_sand_inspector_add_words (SandInspector       *self,
                           AdwPreferencesGroup *group,
                           const char          *property,
                           const char          *attr,
                           const char          *title,
                           GtkStringList       *labels,
                           GStrvBuilder        *words)
{
  Field *field = _sand_inspector_add_combo (self, group, property, title, G_LIST_MODEL (labels), NULL);

  field->attr = g_strdup (attr);
  field->words = g_strv_builder_end (words);

  return field;
}

AdwPreferencesGroup *
_sand_inspector_add_group (SandInspector *self,
                           const char    *title)
{
  GtkWidget *group = adw_preferences_group_new ();

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), title);
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (self->page), ADW_PREFERENCES_GROUP (group));

  return ADW_PREFERENCES_GROUP (group);
}

static void sand_inspector_rebuild (SandInspector *self);

static gboolean
rebuild_cb (gpointer data)
{
  SandInspector *self = data;

  self->rebuild_id = 0;
  sand_inspector_rebuild (self);

  return G_SOURCE_REMOVE;
}

/* What the rows of @subject depend on beyond its values: a unit's class, the
 * scenario's ruleset (its description shows under its row), a feature's kind
 * (a wall has a height, a road a width). */
static const char *
built_for (GObject *subject)
{
  if (SAND_IS_UNIT (subject))
    return sand_unit_get_class (SAND_UNIT (subject));
  if (SAND_IS_FEATURE (subject))
    return sand_terrain_kind_to_string (sand_feature_get_kind (SAND_FEATURE (subject)));
  if (SAND_IS_SCENARIO (subject))
    return sand_scenario_get_ruleset (SAND_SCENARIO (subject));
  return NULL;
}

/* Another class reads other attributes, another ruleset says other things: the
 * rows are built again, after the combo row that changed it has finished its
 * signal. */
static void
subject_changed_cb (SandInspector *self)
{
  if (g_strcmp0 (built_for (self->subject), self->built_class) != 0)
    {
      if (self->rebuild_id == 0)
        self->rebuild_id = g_idle_add (rebuild_cb, self);
      return;
    }

  sand_inspector_refresh (self);
}

static void
sand_inspector_rebuild (SandInspector *self)
{
  SandSelection *selection;
  gpointer single;
  GObject *subject;
  g_autofree char *focused = NULL;

  if (self->editor == NULL)
    return;

  selection = sand_editor_get_selection (self->editor);
  single = sand_selection_get_single (selection);
  subject = single != NULL ? single
            : sand_selection_is_empty (selection) ? G_OBJECT (sand_editor_get_scenario (self->editor))
            : NULL;

  focused = _sand_inspector_focused_field (self, subject == self->subject);
  if (self->subject != NULL)
    g_clear_signal_handler (&self->changed_id, self->subject);
  g_set_object (&self->subject, subject);
  g_ptr_array_set_size (self->fields, 0);
  g_clear_handle_id (&self->rebuild_id, g_source_remove);
  g_free (self->built_class);
  self->built_class = g_strdup (built_for (subject));
  if (self->page != NULL)
    gtk_box_remove (GTK_BOX (self), self->page);

  self->page = adw_preferences_page_new ();
  gtk_widget_set_vexpand (self->page, TRUE);
  gtk_box_append (GTK_BOX (self), self->page);

  if (subject == NULL)
    _sand_inspector_build_several (self, sand_selection_get_n_items (selection));
  else if (SAND_IS_SCENARIO (subject))
    _sand_inspector_build_scenario (self);
  else if (SAND_IS_FEATURE (subject))
    _sand_inspector_build_feature (self, SAND_FEATURE (subject));
  else
    _sand_inspector_build_unit (self, SAND_UNIT (subject));

  if (subject != NULL)
    self->changed_id = g_signal_connect_object (subject, "changed", G_CALLBACK (subject_changed_cb),
                                                self, G_CONNECT_SWAPPED);
  sand_inspector_refresh (self);
  _sand_inspector_restore_focus (self, focused);
}

static void
sand_inspector_dispose (GObject *object)
{
  SandInspector *self = SAND_INSPECTOR (object);

  if (self->subject != NULL)
    g_clear_signal_handler (&self->changed_id, self->subject);
  g_clear_object (&self->subject);
  g_clear_handle_id (&self->rebuild_id, g_source_remove);
  g_clear_weak_pointer (&self->editor);

  G_OBJECT_CLASS (sand_inspector_parent_class)->dispose (object);
}

static void
sand_inspector_finalize (GObject *object)
{
  g_clear_pointer (&SAND_INSPECTOR (object)->fields, g_ptr_array_unref);
  g_clear_pointer (&SAND_INSPECTOR (object)->built_class, g_free);

  G_OBJECT_CLASS (sand_inspector_parent_class)->finalize (object);
}

static void
sand_inspector_class_init (SandInspectorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = sand_inspector_dispose;
  object_class->finalize = sand_inspector_finalize;
}

static void
sand_inspector_init (SandInspector *self)
{
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), GTK_ORIENTATION_VERTICAL);
  self->fields = g_ptr_array_new_with_free_func (field_free);
}

GtkWidget *
sand_inspector_new (SandEditor *editor)
{
  SandInspector *self;

  g_return_val_if_fail (SAND_IS_EDITOR (editor), NULL);

  self = g_object_new (SAND_TYPE_INSPECTOR, NULL);
  g_set_weak_pointer (&self->editor, editor);
  g_signal_connect_object (sand_editor_get_selection (editor), "changed",
                           G_CALLBACK (sand_inspector_rebuild), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (sand_editor_get_document (editor), "notify::scenario",
                           G_CALLBACK (sand_inspector_rebuild), self, G_CONNECT_SWAPPED);
  /* the lengths are shown again in the unit now chosen */
  g_signal_connect_object (editor, "notify::use-cm", G_CALLBACK (sand_inspector_rebuild), self, G_CONNECT_SWAPPED);
  /* a ruleset added, changed or removed in the player's folder: the list of
   * rulesets and what the chosen one says are shown again */
  g_signal_connect_object (sand_editor_get_registry (editor), "changed", G_CALLBACK (sand_inspector_rebuild), self,
                           G_CONNECT_SWAPPED);
  sand_inspector_rebuild (self);

  return GTK_WIDGET (self);
}

GObject *
sand_inspector_get_subject (SandInspector *self)
{
  g_return_val_if_fail (SAND_IS_INSPECTOR (self), NULL);

  return self->subject;
}
