/* sand-error.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "sand-error.h"

G_DEFINE_QUARK (sand-error-quark, sand_error)
