/* save-fixture.c: versions of a file that show whether they are whole, and
 * snapshots of a folder.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define _GNU_SOURCE
#include <errno.h>
#include <glib/gstdio.h>
#include <sched.h>
#include <stdio.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/stat.h>

#include "save-fixture.h"

GBytes *
save_fixture_version (guint n,
                      gsize size)
{
  g_autofree char *header = g_strdup_printf ("version %u of %" G_GSIZE_FORMAT " bytes\n", n, size);
  gsize header_len = strlen (header);
  char *data;

  g_assert_cmpuint (size, >, header_len + 1);
  data = g_malloc (size);
  memcpy (data, header, header_len);
  for (gsize i = header_len; i < size - 1; i++)
    data[i] = (i % 64 == 63) ? '\n' : (char) ('a' + (n + i) % 26);
  data[size - 1] = '\n';
  return g_bytes_new_take (data, size);
}

int
save_fixture_which_version (const char *path)
{
  g_autofree char *contents = NULL;
  g_autoptr (GBytes) expected = NULL;
  gsize length;
  guint n;
  gsize size;

  if (!g_file_get_contents (path, &contents, &length, NULL))
    return -1;
  if (sscanf (contents, "version %u of %" G_GSIZE_FORMAT " bytes\n", &n, &size) != 2
      || size != length)
    return -1;
  expected = save_fixture_version (n, size);
  if (memcmp (g_bytes_get_data (expected, NULL), contents, length) != 0)
    return -1;
  return (int) n;
}

char *
save_fixture_make_dir (void)
{
  g_autoptr (GError) error = NULL;
  char *dir = g_dir_make_tmp ("sandtable-save-XXXXXX", &error);

  g_assert_no_error (error);
  return dir;
}

void
save_fixture_write (const char *path,
                    GBytes     *contents)
{
  g_autoptr (GError) error = NULL;
  gsize size;
  const char *data = g_bytes_get_data (contents, &size);

  g_file_set_contents (path, data, size, &error);
  g_assert_no_error (error);
}

GHashTable *
save_fixture_snapshot (const char *path)
{
  GHashTable *entries = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_autoptr (GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);
      g_autofree char *contents = NULL;
      g_autofree char *checksum = NULL;
      gsize length = 0;
      struct stat st;

      g_assert_cmpint (lstat (child, &st), ==, 0);
      if (S_ISREG (st.st_mode))
        {
          g_assert_true (g_file_get_contents (child, &contents, &length, NULL));
          checksum = g_compute_checksum_for_data (G_CHECKSUM_SHA256, (const guchar *) contents,
                                                  length);
        }
      g_hash_table_insert (entries, g_strdup (name),
                           g_strdup_printf ("inode %lu, mode %o, %" G_GSIZE_FORMAT " bytes %s",
                                            (unsigned long) st.st_ino, (unsigned) st.st_mode,
                                            length, checksum != NULL ? checksum : "-"));
    }
  return entries;
}

void
save_fixture_assert_same (GHashTable *before,
                          GHashTable *after)
{
  GHashTableIter iter;
  gpointer name, what;

  g_hash_table_iter_init (&iter, after);
  while (g_hash_table_iter_next (&iter, &name, &what))
    {
      g_test_message ("after: %s: %s", (char *) name, (char *) what);
      g_assert_cmpstr (g_hash_table_lookup (before, name), ==, what);
    }
  g_assert_cmpuint (g_hash_table_size (before), ==, g_hash_table_size (after));
}

guint
save_fixture_count_hidden (const char *path)
{
  g_autoptr (GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;
  guint n = 0;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    if (name[0] == '.')
      n++;
  return n;
}

gboolean
save_fixture_private_mounts (char **why)
{
  if (unshare (CLONE_NEWNS) != 0)
    {
      *why = g_strdup_printf ("cannot make a mount namespace here (%s)", g_strerror (errno));
      return FALSE;
    }
  if (mount (NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) != 0)
    {
      *why = g_strdup_printf ("cannot make mounts private here (%s)", g_strerror (errno));
      return FALSE;
    }
  return TRUE;
}

char *
save_fixture_mount_tmpfs (gsize  size,
                          char **why)
{
  g_autofree char *options = g_strdup_printf ("size=%" G_GSIZE_FORMAT, size);
  char *dir = save_fixture_make_dir ();

  if (mount ("tmpfs", dir, "tmpfs", 0, options) != 0)
    {
      *why = g_strdup_printf ("cannot mount a tmpfs here (%s)", g_strerror (errno));
      g_rmdir (dir);
      g_free (dir);
      return NULL;
    }
  return dir;
}

void
save_fixture_unmount (const char *dir)
{
  g_assert_cmpint (umount2 (dir, MNT_DETACH), ==, 0);
  g_rmdir (dir);
}
