/* sand-preferences.c: the Preferences window — what lengths are shown in.
 *
 * Rules and files speak inches; a table measured with a metric tape still
 * wants the lengths it is shown in centimetres.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "sand-preferences.h"

/* The rows of the length choice, in the order of the schema's enum. */
static const char * const length_units[] = { "in", "cm" };

static gboolean
unit_to_row (GValue   *value,
             GVariant *variant,
             gpointer  user_data)
{
  const char *unit = g_variant_get_string (variant, NULL);

  g_value_set_uint (value, g_strcmp0 (unit, "cm") == 0 ? 1 : 0);
  return TRUE;
}

static GVariant *
row_to_unit (const GValue       *value,
             const GVariantType *expected_type,
             gpointer            user_data)
{
  guint row = g_value_get_uint (value);

  return g_variant_new_string (length_units[row < G_N_ELEMENTS (length_units) ? row : 0]);
}

gboolean
sand_preferences_length_unit_to_cm (GValue   *value,
                                    GVariant *variant,
                                    gpointer  user_data)
{
  g_value_set_boolean (value, g_strcmp0 (g_variant_get_string (variant, NULL), "cm") == 0);
  return TRUE;
}

GtkWidget *
sand_preferences_new (GtkWindow *parent,
                      GSettings *settings)
{
  GtkWidget *window = adw_preferences_window_new ();
  GtkWidget *page = adw_preferences_page_new ();
  GtkWidget *group = adw_preferences_group_new ();
  GtkWidget *row = adw_combo_row_new ();
  g_autoptr(GtkStringList) units = gtk_string_list_new (NULL);

  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);

  gtk_window_set_modal (GTK_WINDOW (window), TRUE);
  gtk_window_set_transient_for (GTK_WINDOW (window), parent);
  adw_preferences_window_set_search_enabled (ADW_PREFERENCES_WINDOW (window), FALSE);
  gtk_window_set_default_size (GTK_WINDOW (window), 480, 300);

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Measuring"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                         _("Lengths are shown in the unit chosen here, also in the reasons the rules "
                                           "give. Saved files keep to inches."));
  gtk_string_list_append (units, _("Inches"));
  gtk_string_list_append (units, _("Centimetres"));
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("_Lengths"));
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), TRUE);
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (units));
  g_settings_bind_with_mapping (settings, "length-unit", row, "selected", G_SETTINGS_BIND_DEFAULT,
                                unit_to_row, row_to_unit, NULL, NULL);

  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (group));
  adw_preferences_window_add (ADW_PREFERENCES_WINDOW (window), ADW_PREFERENCES_PAGE (page));

  return window;
}
