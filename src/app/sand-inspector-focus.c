/* sand-inspector-focus.c: keyboard focus kept on the same row when the
 * inspector's rows are built again (another ruleset, class or length unit), so
 * that it never falls into the first entry, where the tools' keys would type.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sand-inspector-private.h"

/* What names a field across rebuilds: its property, or its unit attribute. */
static char *
field_key (Field *field)
{
  return field->attr != NULL ? g_strconcat ("attr:", field->attr, NULL) : g_strdup (field->property);
}

char *
_sand_inspector_focused_field (SandInspector *self,
                               gboolean       same_subject)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  if (focus == NULL || self->page == NULL || !gtk_widget_is_ancestor (focus, self->page))
    return NULL;
  for (guint i = 0; same_subject && i < self->fields->len; i++)
    {
      Field *field = g_ptr_array_index (self->fields, i);

      if (focus == field->widget || gtk_widget_is_ancestor (focus, field->widget))
        return field_key (field);
    }
  /* Elsewhere in the page, or another subject's rows: kept out of the entries. */
  return g_strdup ("");
}

void
_sand_inspector_restore_focus (SandInspector *self,
                               const char    *key)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  if (key == NULL || root == NULL)
    return;
  for (guint i = 0; i < self->fields->len; i++)
    {
      Field *field = g_ptr_array_index (self->fields, i);
      g_autofree char *other = field_key (field);

      if (g_str_equal (key, other) && gtk_widget_grab_focus (field->widget))
        return;
    }
  /* The row is gone (another subject): nothing keeps the keys. */
  gtk_root_set_focus (root, NULL);
}
