/* sand-cli-backdrop.c: a backdrop's image checked for "validate", with the
 * image libraries (part of sandtable-cli-render).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sand-backdrop-image.h"
#include "sand-cli-backdrop.h"

gboolean
sand_cli_backdrop_valid (SandScenario *scenario,
                         const char   *path)
{
  SandBackdrop                 *backdrop = sand_scenario_get_backdrop (scenario);
  g_autoptr (GFile)             file = NULL;
  g_autoptr (GFile)             dir = NULL;
  g_autoptr (SandBackdropImage) image = NULL;
  g_autoptr (GError)            error = NULL;

  if (backdrop == NULL)
    return TRUE;
  file = g_file_new_for_commandline_arg (path);
  dir = g_file_get_parent (file);
  image = sand_backdrop_image_open (backdrop, dir, path, &error);
  if (image == NULL)
    g_printerr ("%s\n", error->message);
  return image != NULL;
}
