/* test-tree.c: folders a test made, removed with all they hold.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gstdio.h>
#include <sys/stat.h>

#include "test-tree.h"

void
test_remove_tree (const char *path)
{
  g_autoptr (GDir) dir = NULL;
  const char      *name;
  struct stat      st;

  if (lstat (path, &st) != 0)
    return;
  if (!S_ISDIR (st.st_mode))
    {
      g_remove (path);
      return;
    }
  /* a test of a read-only folder leaves it so */
  g_chmod (path, 0755);
  dir = g_dir_open (path, 0, NULL);
  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      test_remove_tree (child);
    }
  g_rmdir (path);
}
