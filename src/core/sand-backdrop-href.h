/* sand-backdrop-href.h: where a backdrop's image is, and reading its bytes.
 *
 * An href is a local path (relative to the scenario's folder, or absolute; a
 * file: URI is taken too) or a data: URI holding the image. Nothing is ever
 * fetched from the network: http:, https: and every other scheme are refused.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* The image's file, for an href that names one; @base_dir (may be NULL: the
 * current folder) is the scenario's folder. NULL with @error (SAND_ERROR_INVALID,
 * a reason without file or line) for a data: URI, a remote URI or an empty href. */
GFile  *sand_backdrop_href_resolve  (const char *href,
                                     GFile      *base_dir,
                                     GError    **error);
/* The image's bytes, from the data: URI or the file; refuses, without reading
 * them, more than @max_bytes. Errors are reasons without file or line. */
GBytes *sand_backdrop_href_read     (const char *href,
                                     GFile      *base_dir,
                                     gsize       max_bytes,
                                     GError    **error);
/* TRUE for a data: URI. */
gboolean sand_backdrop_href_is_data (const char *href);
/* A data: URI holding @bytes of media type @mime_type, base64-encoded. */
char   *sand_backdrop_href_make_data (GBytes     *bytes,
                                      const char *mime_type);
/* An href for @file as written in a scenario in @dir: relative when @file is in
 * @dir or a folder near it (sharing more than the root), else absolute. */
char   *sand_backdrop_href_for_file (GFile      *file,
                                     GFile      *dir);
/* The href that still names the same image once the scenario moves from
 * @old_dir to @new_dir: a relative one rewritten, any other kept. Newly allocated. */
char   *sand_backdrop_href_rebase   (const char *href,
                                     GFile      *old_dir,
                                     GFile      *new_dir);
/* How to name the image in a message: the href, or "the embedded image". */
char   *sand_backdrop_href_describe (const char *href);

G_END_DECLS
