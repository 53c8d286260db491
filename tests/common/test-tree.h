/* test-tree.h: folders a test made, removed with all they hold.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

/* Removes @path and everything under it, symbolic links as links (never what
 * they point to), folders a test made read-only included; a missing @path is
 * no error. */
void test_remove_tree (const char *path);
