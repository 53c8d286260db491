/* save-fixture.h: versions of a file that show whether they are whole, and
 * snapshots of a folder, shared by the save writer's tests.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include "test-tree.h"

G_BEGIN_DECLS

/* Version @n of a test file, @size bytes: its first line names @n and the size,
 * the rest follows from them, so a cut, padded or mixed copy is told apart. */
GBytes     *save_fixture_version            (guint       n,
                                             gsize       size);
/* The version that @path holds whole, or -1 when it is missing or not whole. */
int         save_fixture_which_version      (const char *path);

char       *save_fixture_make_dir           (void);
void        save_fixture_write              (const char *path,
                                             GBytes     *contents);

/* Makes this process's mounts its own (a namespace of its own, private), so a
 * disk mounted by a test is never seen outside it and goes when it ends; FALSE
 * with *@why set where that is not allowed (not root). */
gboolean    save_fixture_private_mounts     (char      **why);
/* A fresh tmpfs of @size bytes mounted on a new folder, or NULL with *@why set. */
char       *save_fixture_mount_tmpfs        (gsize       size,
                                             char      **why);
void        save_fixture_unmount            (const char *dir);

/* Every entry of @dir by name, with its inode, mode and contents, to compare
 * before and after a save. */
GHashTable *save_fixture_snapshot           (const char *dir);
void        save_fixture_assert_same        (GHashTable *before,
                                             GHashTable *after);
/* The names in @dir that start with a dot: a save's temporaries are hidden. */
guint       save_fixture_count_hidden       (const char *dir);

G_END_DECLS
