/* sand-scenario-io.c: loading and saving scenario files.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "sand-error.h"
#include "sand-save.h"
#include "sand-scenario-io.h"
#include "sand-xml-private.h"

/* How a file is named in messages: its path when it has one. */
static char *
display_name_of (GFile *file)
{
  return g_file_get_parse_name (file);
}

SandScenario *
sand_scenario_load_data (const char *data,
                         gsize       length,
                         const char *display_name,
                         GError    **error)
{
  g_return_val_if_fail (data != NULL || length == 0, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  return _sand_xml_read (data != NULL ? data : "", length, display_name, NULL, FALSE, error);
}

SandScenario *
sand_scenario_load_data_for_rulesets (const char          *data,
                                      gsize                length,
                                      const char          *display_name,
                                      SandRulesetRegistry *registry,
                                      GError             **error)
{
  g_return_val_if_fail (data != NULL || length == 0, NULL);
  g_return_val_if_fail (SAND_IS_RULESET_REGISTRY (registry), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  return _sand_xml_read (data != NULL ? data : "", length, display_name, registry, FALSE, error);
}

SandScenario *
sand_scenario_load_file (GFile   *file,
                         GError **error)
{
  g_autofree char *display_name = NULL;
  g_autofree char *contents = NULL;
  gsize length;

  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  display_name = display_name_of (file);
  if (!_sand_xml_load_file (file, SAND_XML_SCENARIO, &contents, &length, error))
    return NULL;
  return _sand_xml_read (contents, length, display_name, NULL, FALSE, error);
}

GBytes *
sand_scenario_to_bytes (SandScenario *scenario)
{
  xmlDoc *doc;
  xmlChar *text = NULL;
  int size = 0;
  GBytes *bytes;

  g_return_val_if_fail (SAND_IS_SCENARIO (scenario), NULL);

  doc = _sand_xml_write_scenario (scenario);
  xmlDocDumpFormatMemoryEnc (doc, &text, &size, "UTF-8", 1);
  xmlFreeDoc (doc);

  bytes = g_bytes_new (text, size);
  xmlFree (text);
  return bytes;
}

gboolean
sand_scenario_save_file (SandScenario *scenario,
                         GFile        *file,
                         GError      **error)
{
  g_autoptr (GBytes) bytes = NULL;

  g_return_val_if_fail (SAND_IS_SCENARIO (scenario), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  bytes = sand_scenario_to_bytes (scenario);
  return sand_save_bytes (file, bytes, SAND_SAVE_NONE, NULL, error);
}

/* Asynchronous variants: parsing and writing run in a worker thread. The
 * scenario is serialised before the thread starts, so later edits cannot tear
 * what is being saved. */

static void
load_thread (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  GError *error = NULL;
  SandScenario *scenario;

  if (g_task_return_error_if_cancelled (task))
    return;
  scenario = sand_scenario_load_file (task_data, &error);
  if (scenario == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, scenario, g_object_unref);
}

void
sand_scenario_load_file_async (GFile              *file,
                               GCancellable       *cancellable,
                               GAsyncReadyCallback callback,
                               gpointer            user_data)
{
  g_autoptr (GTask) task = NULL;

  g_return_if_fail (G_IS_FILE (file));

  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, sand_scenario_load_file_async);
  g_task_set_task_data (task, g_object_ref (file), g_object_unref);
  g_task_run_in_thread (task, load_thread);
}

SandScenario *
sand_scenario_load_file_finish (GAsyncResult *result,
                                GError      **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == sand_scenario_load_file_async,
                        NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}

static void
save_done_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  g_autoptr (GTask) task = user_data;
  GError *error = NULL;

  if (sand_save_bytes_finish (result, NULL, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

void
sand_scenario_save_file_async (SandScenario       *scenario,
                               GFile              *file,
                               GCancellable       *cancellable,
                               GAsyncReadyCallback callback,
                               gpointer            user_data)
{
  g_autoptr (GBytes) bytes = NULL;
  GTask *task;

  g_return_if_fail (SAND_IS_SCENARIO (scenario));
  g_return_if_fail (G_IS_FILE (file));

  bytes = sand_scenario_to_bytes (scenario);
  task = g_task_new (scenario, cancellable, callback, user_data);
  g_task_set_source_tag (task, sand_scenario_save_file_async);
  sand_save_bytes_async (file, bytes, SAND_SAVE_NONE, cancellable, save_done_cb, task);
}

gboolean
sand_scenario_save_file_finish (GAsyncResult *result,
                                GError      **error)
{
  g_return_val_if_fail (G_IS_TASK (result), FALSE);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == sand_scenario_save_file_async,
                        FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}
