/* test-ruleset-problems.c: a ruleset file of the player's own that cannot be
 * read is not passed over in silence: the window's toast leads to every
 * file:line problem, and the other rulesets are still there.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <adwaita.h>
#include <glib/gstdio.h>

#include "app-test-util.h"
#include "sand-application.h"
#include "sand-editor.h"
#include "sand-ruleset-registry.h"
#include "sand-window.h"

static void
test_broken_ruleset_told (void)
{
  g_autoptr (SandApplication) app = app_test_application_new ();
  SandWindow *window = app_test_open_window (app, NULL);

  /* the other rulesets are there to choose */
  SandRulesetRegistry *registry = sand_editor_get_registry (sand_window_get_editor (window));
  g_assert_nonnull (sand_ruleset_registry_lookup (registry, "m42"));
  g_assert_null (sand_ruleset_registry_lookup (registry, "house"));

  GtkWidget *details = app_test_find_button (GTK_WIDGET (window), "_Details");
  g_assert_nonnull (details);
  g_signal_emit_by_name (details, "clicked");
  AdwMessageDialog *dialog = app_test_wait_for_message_dialog (window);
  const char *body = adw_message_dialog_get_body (dialog);
  g_test_message ("%s", body);
  g_assert_nonnull (strstr (body, "house-rules.xml:5: <class> is missing its “id” attribute"));
  g_assert_nonnull (strstr (body, "house-rules.xml:6: “swamp” is not a kind of terrain"));
  adw_message_dialog_response (dialog, "close");
  gtk_window_destroy (GTK_WINDOW (dialog));
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *dir = g_dir_make_tmp ("sandtable-rulesets-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "house-rules.xml", NULL);
  int status;

  /* before anything reads the rulesets */
  g_assert_true (g_file_set_contents (path,
                                      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                                      "<ruleset xmlns=\"urn:sandtable:ruleset:1\" id=\"house\" version=\"1\">\n"
                                      "  <name>House rules</name>\n"
                                      "  <mode id=\"move\" name=\"Move\"/>\n"
                                      "  <class name=\"Infantry\" allowance=\"6\"/>\n"
                                      "  <terrain kinds=\"woods swamp\" going=\"clear\"/>\n"
                                      "</ruleset>\n", -1, NULL));
  g_setenv ("SANDTABLE_RULESETS_DIR", dir, TRUE);
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_test_add_func ("/ruleset-problems/broken-file-told", test_broken_ruleset_told);
  status = g_test_run ();
  g_unlink (path);
  g_rmdir (dir);
  return status;
}
