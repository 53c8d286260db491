/* save-loop.c: saves versions of a file one after another, as fast as it can,
 * saying "saved N" after each, until it has saved COUNT or is killed.
 *
 *   save-loop FILE FIRST-VERSION COUNT
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "sand-save.h"
#include "save-fixture.h"

int
main (int   argc,
      char *argv[])
{
  g_autoptr (GFile) file = NULL;
  guint first, count;

  if (argc != 4)
    return 2;
  file = g_file_new_for_path (argv[1]);
  first = (guint) atoi (argv[2]);
  count = (guint) atoi (argv[3]);

  for (guint n = first; n < first + count; n++)
    {
      /* sizes that differ, so a mix of two versions cannot pass for one */
      g_autoptr (GBytes) contents = save_fixture_version (n, 100000 + (n * 7919) % 200000);
      g_autoptr (GError) error = NULL;
      g_autofree char *line = NULL;

      if (!sand_save_bytes (file, contents, SAND_SAVE_NONE, NULL, &error))
        {
          g_printerr ("%s\n", error->message);
          return 1;
        }
      line = g_strdup_printf ("saved %u\n", n);
      if (write (STDOUT_FILENO, line, strlen (line)) < 0)
        return 1;
    }
  return 0;
}
