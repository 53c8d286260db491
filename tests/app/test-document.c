/* test-document.c: the document behind a window: loading, saving, "modified".
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "app-test-util.h"
#include "sand-document.h"
#include "sand-error.h"

static void
result_cb (GObject      *object,
           GAsyncResult *result,
           gpointer      user_data)
{
  GAsyncResult **out = user_data;

  *out = g_object_ref (result);
}

static GAsyncResult *
wait_for_result (GAsyncResult **result)
{
  while (*result == NULL)
    g_main_context_iteration (NULL, TRUE);

  return *result;
}

static gboolean
load (SandDocument  *document,
      GFile         *file,
      GError       **error)
{
  g_autoptr(GAsyncResult) result = NULL;

  sand_document_load_async (document, file, NULL, result_cb, &result);
  g_assert_true (sand_document_get_busy (document));
  wait_for_result (&result);
  g_assert_false (sand_document_get_busy (document));

  return sand_document_load_finish (document, result, error);
}

static gboolean
save (SandDocument  *document,
      GFile         *file,
      GError       **error)
{
  g_autoptr(GAsyncResult) result = NULL;

  sand_document_save_async (document, file, NULL, result_cb, &result);
  wait_for_result (&result);

  return sand_document_save_finish (document, result, error);
}

static void
count_cb (GObject    *object,
          GParamSpec *pspec,
          guint      *count)
{
  (*count)++;
}

static void
test_new_is_blank (void)
{
  g_autoptr(SandDocument) document = sand_document_new ();

  g_assert_nonnull (sand_document_get_scenario (document));
  g_assert_null (sand_document_get_file (document));
  g_assert_cmpstr (sand_document_get_title (document), ==, "Untitled Scenario");
  g_assert_false (sand_document_get_modified (document));
  g_assert_false (sand_document_get_busy (document));
  g_assert_true (sand_document_is_blank (document));
}

static void
test_change_marks_modified (void)
{
  g_autoptr(SandDocument) document = sand_document_new ();
  SandScenario *scenario = sand_document_get_scenario (document);
  guint notified = 0;

  g_signal_connect (document, "notify::modified", G_CALLBACK (count_cb), &notified);

  sand_scenario_set_title (scenario, "A Bridge Too Near");
  g_assert_true (sand_document_get_modified (document));
  g_assert_false (sand_document_is_blank (document));
  g_assert_cmpuint (notified, ==, 1);

  sand_scenario_set_size (scenario, 60.0, 40.0);
  g_assert_cmpuint (notified, ==, 1);

  sand_document_reset (document);
  g_assert_true (sand_document_is_blank (document));
  g_assert_true (sand_document_get_scenario (document) != scenario);
  g_assert_cmpuint (notified, ==, 2);
}

static void
test_load_example (void)
{
  g_autoptr(SandDocument) document = sand_document_new ();
  g_autoptr(GFile) file = app_test_scenario_file ("crossroads.sandtable");
  g_autoptr(GError) error = NULL;
  SandScenario *scenario;

  g_assert_true (load (document, file, &error));
  g_assert_no_error (error);

  scenario = sand_document_get_scenario (document);
  g_assert_cmpstr (sand_scenario_get_title (scenario), ==, "Crossroads at Dawn");
  g_assert_cmpuint (g_list_model_get_n_items (sand_scenario_get_features (scenario)), >, 0);
  g_assert_true (g_file_equal (sand_document_get_file (document), file));
  g_assert_cmpstr (sand_document_get_title (document), ==, "crossroads.sandtable");
  g_assert_false (sand_document_get_modified (document));
  g_assert_false (sand_document_is_blank (document));

  /* Edits to the loaded scenario are tracked too. */
  sand_scenario_set_title (scenario, "Crossroads at Noon");
  g_assert_true (sand_document_get_modified (document));
}

static void
test_load_bad_file (void)
{
  g_autoptr(SandDocument) document = sand_document_new ();
  g_autofree char *dir = g_dir_make_tmp ("sandtable-test-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "bad.sandtable", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  SandScenario *before = sand_document_get_scenario (document);

  g_assert_true (g_file_set_contents (path,
                                      "<?xml version=\"1.0\"?>\n"
                                      "<scenario xmlns=\"urn:sandtable:scenario:1\" version=\"1\">\n"
                                      "  <table width=\"72\"\n"
                                      "</scenario>\n", -1, NULL));

  g_assert_false (load (document, file, &error));
  g_assert_nonnull (error);
  g_assert_true (error->domain == SAND_ERROR);
  /* Messages name the file and a line. */
  g_assert_nonnull (strstr (error->message, "bad.sandtable:"));

  /* Nothing half-loaded: the document is as it was. */
  g_assert_true (sand_document_get_scenario (document) == before);
  g_assert_null (sand_document_get_file (document));
  g_assert_true (sand_document_is_blank (document));

  g_unlink (path);
  g_rmdir (dir);
}

static void
test_save_round_trip (void)
{
  g_autoptr(SandDocument) document = sand_document_new ();
  g_autoptr(SandDocument) reloaded = sand_document_new ();
  g_autoptr(GFile) example = app_test_scenario_file ("crossroads.sandtable");
  g_autofree char *dir = g_dir_make_tmp ("sandtable-test-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "copy.sandtable", NULL);
  g_autofree char *backup = g_strconcat (path, "~", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;

  g_assert_true (load (document, example, &error));
  g_assert_no_error (error);
  sand_scenario_set_title (sand_document_get_scenario (document), "Crossroads at Dusk");
  g_assert_true (sand_document_get_modified (document));

  g_assert_true (save (document, file, &error));
  g_assert_no_error (error);
  g_assert_false (sand_document_get_modified (document));
  g_assert_true (g_file_equal (sand_document_get_file (document), file));
  g_assert_cmpstr (sand_document_get_title (document), ==, "copy.sandtable");

  /* Saving again goes to the same file. */
  sand_scenario_set_title (sand_document_get_scenario (document), "Crossroads at Night");
  g_assert_true (save (document, NULL, &error));
  g_assert_no_error (error);

  g_assert_true (load (reloaded, file, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (sand_scenario_get_title (sand_document_get_scenario (reloaded)), ==,
                   "Crossroads at Night");

  g_unlink (path);
  g_unlink (backup);
  g_rmdir (dir);
}

static void
test_save_without_file (void)
{
  g_autoptr(SandDocument) document = sand_document_new ();
  g_autoptr(GError) error = NULL;

  sand_scenario_set_title (sand_document_get_scenario (document), "Nowhere");
  g_assert_false (save (document, NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_FILENAME);
  g_assert_true (sand_document_get_modified (document));
}

/* Save As offers the scenario's title as the file's name, made safe for one;
 * "Untitled Scenario" without a title; the file's own name once it has one. */
static void
test_suggested_file_name (void)
{
  g_autoptr(SandDocument) document = sand_document_new ();
  SandScenario *scenario = sand_document_get_scenario (document);
  g_autofree char *untitled = sand_document_suggest_file_name (document);
  g_autofree char *titled = NULL;
  g_autofree char *awkward = NULL;
  g_autofree char *blank = NULL;

  g_assert_cmpstr (untitled, ==, "Untitled Scenario.sandtable");
  sand_scenario_set_title (scenario, "Crossroads at Dawn");
  titled = sand_document_suggest_file_name (document);
  g_assert_cmpstr (titled, ==, "Crossroads at Dawn.sandtable");
  sand_scenario_set_title (scenario, " .Hill 112/Caen: 10 July\n");
  awkward = sand_document_suggest_file_name (document);
  g_assert_cmpstr (awkward, ==, "_Hill 112-Caen- 10 July.sandtable");
  sand_scenario_set_title (scenario, "   ");
  blank = sand_document_suggest_file_name (document);
  g_assert_cmpstr (blank, ==, "Untitled Scenario.sandtable");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/document/new/blank", test_new_is_blank);
  g_test_add_func ("/document/modified/on-change", test_change_marks_modified);
  g_test_add_func ("/document/load/example", test_load_example);
  g_test_add_func ("/document/load/bad-file", test_load_bad_file);
  g_test_add_func ("/document/save/round-trip", test_save_round_trip);
  g_test_add_func ("/document/save/without-file", test_save_without_file);
  g_test_add_func ("/document/save/suggested-file-name", test_suggested_file_name);

  return g_test_run ();
}
