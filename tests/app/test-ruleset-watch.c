/* test-ruleset-watch.c: a ruleset file saved into the player's folder while a
 * window is open is offered at once, in the inspector and on the Play page;
 * broken, it leaves the lists and the window's notice tells its file:line; the
 * scenario that names it keeps the name, told the ruleset is not installed.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <adwaita.h>
#include <glib/gstdio.h>

#include "app-test-util.h"
#include "sand-application.h"
#include "sand-document.h"
#include "sand-edit-property.h"
#include "sand-editor.h"
#include "sand-inspector.h"
#include "sand-play-aid.h"
#include "sand-play-panel.h"
#include "sand-ruleset-registry.h"
#include "sand-scenario.h"
#include "sand-window.h"

#define HOUSE_NAME "House rules of the club"

static const char *house =
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
  "<ruleset xmlns=\"urn:sandtable:ruleset:1\" id=\"house\" version=\"1\">\n"
  "  <name>" HOUSE_NAME "</name>\n"
  "  <mode id=\"move\" name=\"Move\"/>\n"
  "  <class id=\"infantry\" name=\"Infantry\" allowance=\"6\"/>\n"
  "</ruleset>\n";

/* line 5: a class without its id */
static const char *broken =
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
  "<ruleset xmlns=\"urn:sandtable:ruleset:1\" id=\"house\" version=\"1\">\n"
  "  <name>" HOUSE_NAME "</name>\n"
  "  <mode id=\"move\" name=\"Move\"/>\n"
  "  <class name=\"Infantry\" allowance=\"6\"/>\n"
  "</ruleset>\n";

typedef struct
{
  SandWindow *window;
  const char *label; /* a choice of the ruleset row that must be there, or not */
  gboolean    offered;
} Wait;

static gboolean
is_ruleset_row (GtkWidget    *widget,
                gconstpointer data)
{
  return ADW_IS_COMBO_ROW (widget) && gtk_widget_has_css_class (widget, "sand-ruleset-row");
}

/* The inspector's choices of ruleset (it is built afresh on each change). */
static char *
inspector_choices (SandWindow *window)
{
  GtkWidget *inspector = app_test_find_widget_of_type (GTK_WIDGET (window), SAND_TYPE_INSPECTOR);
  GtkWidget *row = app_test_find_widget (inspector, is_ruleset_row, NULL);
  GListModel *model;
  GString *text = g_string_new (NULL);

  g_assert_nonnull (row);
  model = adw_combo_row_get_model (ADW_COMBO_ROW (row));
  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    g_string_append_printf (text, "%s\n", gtk_string_list_get_string (GTK_STRING_LIST (model), i));
  return g_string_free (text, FALSE);
}

static gboolean
play_offers (SandWindow *window,
             const char *id)
{
  SandPlayAid *aid = sand_play_panel_get_aid (sand_play_panel_get_for_window (window));
  GPtrArray *list = sand_play_aid_list_rulesets (aid);

  for (guint i = 0; i < list->len; i++)
    if (g_strcmp0 (sand_ruleset_get_id (g_ptr_array_index (list, i)), id) == 0)
      return TRUE;
  return FALSE;
}

static gboolean
choice_shown (gpointer data)
{
  Wait *w = data;
  g_autofree char *choices = inspector_choices (w->window);

  return (strstr (choices, w->label) != NULL) == w->offered;
}

static gboolean
notice_shown (gpointer window)
{
  return app_test_find_button (GTK_WIDGET (window), "_Details") != NULL;
}

static void
write_ruleset (const char *path,
               const char *text)
{
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
}

static void
test_saved_offered_broken_told (void)
{
  g_autoptr (SandApplication) app = app_test_application_new ();
  SandWindow *window = app_test_open_window (app, NULL);
  g_autofree char *dir = g_build_filename (g_get_user_data_dir (), "sandtable", "rulesets", NULL);
  g_autofree char *path = g_build_filename (dir, "house.xml", NULL);
  SandScenario *scenario = sand_document_get_scenario (sand_window_get_document (window));
  Wait wait = { window, HOUSE_NAME "\n", TRUE };
  g_autofree char *choices = NULL;

  app_test_show_sidebar_page (window, SAND_TYPE_INSPECTOR);
  /* the player's folder, missing at start, was made to be watched */
  g_assert_true (g_file_test (dir, G_FILE_TEST_IS_DIR));
  choices = inspector_choices (window);
  g_assert_null (strstr (choices, HOUSE_NAME));
  g_assert_false (play_offers (window, "house"));
  g_assert_null (app_test_find_button (GTK_WIDGET (window), "_Details"));

  /* saved: offered in the inspector and on the Play page */
  write_ruleset (path, house);
  app_test_wait_for (choice_shown, &wait, "the inspector to offer the saved ruleset");
  g_assert_true (play_offers (window, "house"));
  g_assert_false (notice_shown (window));

  /* chosen for the scenario, then broken: gone from the lists, the scenario
   * keeps its name, and the notice tells where the file is wrong */
  g_auto (GValue) value = G_VALUE_INIT;
  g_value_set_static_string (g_value_init (&value, G_TYPE_STRING), "house");
  g_assert_true (sand_edit_set_property (sand_editor_get_history (sand_window_get_editor (window)), G_OBJECT (scenario),
                                         "ruleset", &value));
  g_assert_cmpstr (sand_scenario_get_ruleset (scenario), ==, "house");
  write_ruleset (path, broken);
  app_test_wait_for (notice_shown, window, "the notice of the broken ruleset");
  wait.label = "house (not installed)\n";
  app_test_wait_for (choice_shown, &wait, "the inspector to say the ruleset is not installed");
  g_clear_pointer (&choices, g_free);
  choices = inspector_choices (window);
  g_assert_null (strstr (choices, HOUSE_NAME));
  g_assert_false (play_offers (window, "house"));
  g_assert_cmpstr (sand_scenario_get_ruleset (scenario), ==, "house");
  app_test_wait_for_frames (GTK_WIDGET (window));
  app_test_save_png (GTK_WIDGET (window), "ruleset-watch-notice.png");

  GtkWidget *details = app_test_find_button (GTK_WIDGET (window), "_Details");
  g_signal_emit_by_name (details, "clicked");
  AdwMessageDialog *dialog = app_test_wait_for_message_dialog (window);
  const char *body = adw_message_dialog_get_body (dialog);
  g_test_message ("%s", body);
  g_assert_nonnull (strstr (body, "house.xml:5: <class> is missing its “id” attribute"));
  app_test_wait_for_frames (GTK_WIDGET (dialog));
  app_test_save_png (GTK_WIDGET (dialog), "ruleset-watch-details.png");
  adw_message_dialog_response (dialog, "close");
  gtk_window_destroy (GTK_WINDOW (dialog));

  /* mended: offered again, the notice gone */
  write_ruleset (path, house);
  wait.label = HOUSE_NAME "\n";
  app_test_wait_for (choice_shown, &wait, "the inspector to offer the mended ruleset");
  g_assert_true (play_offers (window, "house"));

  /* removed: not installed, and the scenario still names it */
  g_assert_cmpint (g_unlink (path), ==, 0);
  wait.label = "house (not installed)\n";
  app_test_wait_for (choice_shown, &wait, "the inspector to say the removed ruleset is not installed");
  g_assert_false (play_offers (window, "house"));
  g_assert_cmpstr (sand_scenario_get_ruleset (scenario), ==, "house");

  gtk_window_destroy (GTK_WINDOW (window));
  g_rmdir (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *home = g_dir_make_tmp ("sandtable-data-home-XXXXXX", NULL);
  g_autofree char *sandtable = g_build_filename (home, "sandtable", NULL);
  int status;

  /* the player's own folder in a fresh data folder, before anything reads it */
  g_setenv ("XDG_DATA_HOME", home, TRUE);
  g_unsetenv ("SANDTABLE_RULESETS_DIR");
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_test_add_func ("/ruleset-watch/saved-offered-broken-told", test_saved_offered_broken_told);
  status = g_test_run ();
  g_rmdir (sandtable);
  g_rmdir (home);
  return status;
}
