/* sand-backdrop-href.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "sand-backdrop-href.h"
#include "sand-error.h"

gboolean
sand_backdrop_href_is_data (const char *href)
{
  return href != NULL && g_ascii_strncasecmp (href, "data:", 5) == 0;
}

GFile *
sand_backdrop_href_resolve (const char *href,
                            GFile      *base_dir,
                            GError    **error)
{
  const char *scheme;

  if (href == NULL || *href == '\0')
    {
      g_set_error (error, SAND_ERROR, SAND_ERROR_INVALID, _("it names no image (href is empty)"));
      return NULL;
    }
  if (sand_backdrop_href_is_data (href))
    {
      g_set_error (error, SAND_ERROR, SAND_ERROR_INVALID, _("the image is in the file, not beside it"));
      return NULL;
    }

  scheme = g_uri_peek_scheme (href);
  if (scheme != NULL && g_str_equal (scheme, "file"))
    return g_file_new_for_uri (href);
  if (scheme != NULL)
    {
      g_set_error (error, SAND_ERROR, SAND_ERROR_INVALID,
                   _("“%s:” is not a file on this computer: Sandtable never fetches a "
                     "backdrop from the network; save the image beside the scenario and "
                     "name it by its path"),
                   scheme);
      return NULL;
    }
  if (g_path_is_absolute (href))
    return g_file_new_for_path (href);
  if (base_dir != NULL)
    return g_file_resolve_relative_path (base_dir, href);
  return g_file_new_for_commandline_arg (href);
}

static GBytes *
read_data_uri (const char *href,
               gsize       max_bytes,
               GError    **error)
{
  const char *comma = strchr (href, ',');
  g_autofree char *header = NULL;
  const char *payload;
  gsize length;

  if (comma == NULL)
    {
      g_set_error (error, SAND_ERROR, SAND_ERROR_INVALID,
                   _("the embedded image is not a data: URI (no comma before its data)"));
      return NULL;
    }
  header = g_ascii_strdown (href + 5, comma - href - 5);
  payload = comma + 1;
  length = strlen (payload);

  if (g_str_has_suffix (header, ";base64"))
    {
      guchar *data;

      if (length / 4 * 3 > max_bytes)
        {
          g_set_error (error, SAND_ERROR, SAND_ERROR_INVALID,
                       _("the embedded image is too large (over %lu MB)"),
                       (gulong) (max_bytes / 1000000));
          return NULL;
        }
      if (strspn (payload, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=\r\n ")
          != length)
        {
          g_set_error (error, SAND_ERROR, SAND_ERROR_INVALID,
                       _("the embedded image is not valid base64"));
          return NULL;
        }
      data = g_base64_decode (payload, &length);
      return g_bytes_new_take (data, length);
    }

  if (length > max_bytes)
    {
      g_set_error (error, SAND_ERROR, SAND_ERROR_INVALID,
                   _("the embedded image is too large (over %lu MB)"),
                   (gulong) (max_bytes / 1000000));
      return NULL;
    }
  return g_uri_unescape_bytes (payload, length, NULL, error);
}

GBytes *
sand_backdrop_href_read (const char *href,
                         GFile      *base_dir,
                         gsize       max_bytes,
                         GError    **error)
{
  g_autoptr (GFile) file = NULL;
  g_autoptr (GFileInfo) info = NULL;
  g_autoptr (GError) local_error = NULL;
  g_autofree char *path = NULL;
  char *contents = NULL;
  gsize length;

  if (sand_backdrop_href_is_data (href))
    return read_data_uri (href, max_bytes, error);

  file = sand_backdrop_href_resolve (href, base_dir, error);
  if (file == NULL)
    return NULL;
  path = g_file_get_parse_name (file);

  info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_TYPE "," G_FILE_ATTRIBUTE_STANDARD_SIZE,
                            G_FILE_QUERY_INFO_NONE, NULL, &local_error);
  if (info == NULL && g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
    {
      g_set_error (error, SAND_ERROR, SAND_ERROR_IO, _("the image is missing (looked for %s)"), path);
      return NULL;
    }
  if (info == NULL || g_file_info_get_file_type (info) != G_FILE_TYPE_REGULAR)
    {
      g_set_error (error, SAND_ERROR, SAND_ERROR_IO, _("%s cannot be read as an image file"), path);
      return NULL;
    }
  if ((guint64) g_file_info_get_size (info) > max_bytes)
    {
      g_set_error (error, SAND_ERROR, SAND_ERROR_INVALID,
                   _("%s is too large (over %lu MB)"), path, (gulong) (max_bytes / 1000000));
      return NULL;
    }
  if (!g_file_load_contents (file, NULL, &contents, &length, NULL, NULL))
    {
      g_set_error (error, SAND_ERROR, SAND_ERROR_IO, _("%s cannot be read"), path);
      return NULL;
    }
  return g_bytes_new_take (contents, length);
}

char *
sand_backdrop_href_make_data (GBytes     *bytes,
                              const char *mime_type)
{
  gsize size;
  const guchar *data = g_bytes_get_data (bytes, &size);
  g_autofree char *encoded = g_base64_encode (data, size);

  return g_strdup_printf ("data:%s;base64,%s", mime_type, encoded);
}

char *
sand_backdrop_href_for_file (GFile *file,
                             GFile *dir)
{
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *dir_path = dir != NULL ? g_file_get_path (dir) : NULL;
  g_auto (GStrv) to = NULL;
  g_auto (GStrv) from = NULL;
  GString *href;
  guint common = 0;

  if (path == NULL)
    return g_file_get_uri (file);
  if (dir_path == NULL)
    return g_steal_pointer (&path);

  to = g_strsplit (path, G_DIR_SEPARATOR_S, -1);
  from = g_strsplit (dir_path, G_DIR_SEPARATOR_S, -1);
  while (to[common] != NULL && from[common] != NULL && g_str_equal (to[common], from[common]))
    common++;
  /* Only the root in common (the first part is "" before it): two places apart,
   * and an absolute path names it better. */
  if (common <= 1)
    return g_steal_pointer (&path);

  href = g_string_new (NULL);
  for (guint i = common; from[i] != NULL; i++)
    if (*from[i] != '\0')
      g_string_append (href, ".." G_DIR_SEPARATOR_S);
  for (guint i = common; to[i] != NULL; i++)
    {
      g_string_append (href, to[i]);
      if (to[i + 1] != NULL)
        g_string_append_c (href, G_DIR_SEPARATOR);
    }
  return g_string_free (href, FALSE);
}

char *
sand_backdrop_href_rebase (const char *href,
                           GFile      *old_dir,
                           GFile      *new_dir)
{
  const char *scheme = href != NULL ? g_uri_peek_scheme (href) : NULL;
  g_autoptr (GFile) file = NULL;

  if (href == NULL || *href == '\0' || scheme != NULL || g_path_is_absolute (href))
    return g_strdup (href);
  file = sand_backdrop_href_resolve (href, old_dir, NULL);
  if (file == NULL)
    return g_strdup (href);
  return sand_backdrop_href_for_file (file, new_dir);
}

char *
sand_backdrop_href_describe (const char *href)
{
  if (sand_backdrop_href_is_data (href))
    return g_strdup (_("the embedded image"));
  return g_strdup_printf (_("“%s”"), href != NULL ? href : "");
}
