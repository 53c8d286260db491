/* bench-table.h: a generated table of @n_features features (bench-table.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

/* The scenario's text: 720 x 480 inches, @n_features features of every
 * common kind and one unit a hundred features. */
GString *bench_table_generate (guint n_features);
