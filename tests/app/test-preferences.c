/* test-preferences.c: the Preferences window opens from the main menu's action
 * above the window, modal, and what the ruler measures in follows it in every
 * window. Needs a (virtual) display and the compiled schema.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>

#include "app-test-util.h"
#include "sand-application.h"
#include "sand-editor.h"
#include "sand-window.h"

static SandApplication *app;

static gboolean
is_active_window (gpointer window)
{
  return gtk_application_get_active_window (GTK_APPLICATION (app)) == window;
}

static void
test_ruler_in_centimetres (void)
{
  SandWindow *window = app_test_open_window (app, NULL);
  SandWindow *other = app_test_open_window (app, NULL);
  SandEditor *editor = sand_window_get_editor (window);
  GSettings *settings = sand_application_get_settings (app);
  g_autofree char *inches = NULL, *centimetres = NULL;
  GtkWindow *preferences;
  GtkWidget *row;

  g_assert_nonnull (settings);
  g_assert_false (sand_editor_get_use_cm (editor));
  inches = sand_editor_format_length (editor, 10);
  g_assert_cmpstr (inches, ==, "10 in");

  /* the preferences open over the window the player is in */
  gtk_window_present (GTK_WINDOW (window));
  app_test_wait_for (is_active_window, window, "the first window to be the active one");
  g_action_group_activate_action (G_ACTION_GROUP (app), "preferences", NULL);
  preferences = app_test_wait_for_toplevel (ADW_TYPE_PREFERENCES_WINDOW);
  g_assert_true (gtk_window_get_modal (preferences));
  g_assert_true (gtk_window_get_transient_for (preferences) == GTK_WINDOW (window));

  /* Centimetres chosen: both windows' rulers read 25.4 cm for 10in, and the
   * choice is kept. */
  row = app_test_find_widget_of_type (GTK_WIDGET (preferences), ADW_TYPE_COMBO_ROW);
  g_assert_nonnull (row);
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (row)), ==, 0);
  adw_combo_row_set_selected (ADW_COMBO_ROW (row), 1);
  g_assert_cmpint (g_settings_get_enum (settings, "length-unit"), ==, 1);
  g_assert_true (sand_editor_get_use_cm (editor));
  g_assert_true (sand_editor_get_use_cm (sand_window_get_editor (other)));
  centimetres = sand_editor_format_length (editor, 10);
  g_assert_cmpstr (centimetres, ==, "25.4 cm");

  /* Set elsewhere (another instance), the window shows it too. */
  g_settings_set_enum (settings, "length-unit", 0);
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (row)), ==, 0);
  g_assert_false (sand_editor_get_use_cm (editor));

  gtk_window_destroy (preferences);
  gtk_window_destroy (GTK_WINDOW (other));
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  int status;

  gtk_test_init (&argc, &argv, NULL);
  app = app_test_application_new ();

  g_test_add_func ("/preferences/ruler-in-centimetres", test_ruler_in_centimetres);

  status = g_test_run ();
  g_clear_object (&app);

  return status;
}
