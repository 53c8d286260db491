/* inspector-fixture.c: the inspector under test and its tests' helpers (see
 * inspector-fixture.h).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "inspector-fixture.h"

SandUnit *
add_unit (Fixture    *f,
          const char *id,
          const char *unit_class,
          const char *name)
{
  g_autoptr(SandUnit) unit = sand_unit_new (id, unit_class, f->side, 10, 10);

  sand_unit_set_name (unit, name);
  sand_scenario_add_unit (f->scenario, unit);

  return unit;
}

void
setup (Fixture    *f,
       const char *ruleset)
{
  f->document = sand_document_new ();
  f->editor = sand_editor_new (f->document, NULL);
  f->scenario = sand_document_get_scenario (f->document);
  f->history = sand_document_get_history (f->document);
  sand_scenario_set_ruleset (f->scenario, ruleset);
  f->side = sand_side_new ("blue", "Blue", "#3465a4");
  sand_scenario_add_side (f->scenario, f->side);
  f->inspector = g_object_ref_sink (sand_inspector_new (f->editor));
}

void
teardown (Fixture *f)
{
  g_clear_object (&f->inspector);
  g_clear_object (&f->side);
  g_clear_object (&f->editor);
  g_clear_object (&f->document);
}

void
select_item (Fixture  *f,
             gpointer  item)
{
  sand_selection_set (sand_editor_get_selection (f->editor), item);
  g_assert_true (sand_inspector_get_subject (SAND_INSPECTOR (f->inspector)) ==
                 (item != NULL ? item : (gpointer) f->scenario));
}

void
iterate (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

static gboolean
has_name (GtkWidget     *widget,
          gconstpointer  name)
{
  return g_strcmp0 (gtk_widget_get_name (widget), name) == 0;
}

GtkWidget *
find_named (GtkWidget  *widget,
            const char *name)
{
  return app_test_find_widget (widget, has_name, name);
}

GtkWidget *
find_row (Fixture    *f,
          const char *title)
{
  return app_test_find_row (f->inspector, title);
}

GtkWidget *
require_row (Fixture    *f,
             const char *title)
{
  GtkWidget *row = find_row (f, title);

  if (row == NULL)
    g_error ("no row “%s” in the inspector", title);

  return row;
}

char *
combo_labels (GtkWidget *row)
{
  GListModel *model = adw_combo_row_get_model (ADW_COMBO_ROW (row));
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0, n = g_list_model_get_n_items (model); i < n; i++)
    {
      g_autoptr(GtkStringObject) item = g_list_model_get_item (model, i);

      g_string_append_printf (text, "%s%s", i > 0 ? "|" : "", gtk_string_object_get_string (item));
    }

  return g_string_free (g_steal_pointer (&text), FALSE);
}

static guint
combo_index (GtkWidget  *row,
             const char *label)
{
  GListModel *model = adw_combo_row_get_model (ADW_COMBO_ROW (row));

  for (guint i = 0, n = g_list_model_get_n_items (model); i < n; i++)
    {
      g_autoptr(GtkStringObject) item = g_list_model_get_item (model, i);

      if (g_str_equal (gtk_string_object_get_string (item), label))
        return i;
    }
  g_error ("no choice “%s”", label);
}

void
choose (Fixture    *f,
        const char *title,
        const char *label)
{
  GtkWidget *row = require_row (f, title);

  adw_combo_row_set_selected (ADW_COMBO_ROW (row), combo_index (row, label));
}

const char *
chosen (Fixture    *f,
        const char *title)
{
  GtkWidget *row = require_row (f, title);
  GObject *item = adw_combo_row_get_selected_item (ADW_COMBO_ROW (row));

  return item != NULL ? gtk_string_object_get_string (GTK_STRING_OBJECT (item)) : NULL;
}

GtkWidget *
require_spin (Fixture    *f,
              const char *title)
{
  GtkWidget *spin = app_test_find_widget_of_type (require_row (f, title), GTK_TYPE_SPIN_BUTTON);

  g_assert_nonnull (spin);
  return spin;
}
