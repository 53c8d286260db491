/* reach-reference.h: the reach solver against an exact visibility graph.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-reach.h"

G_BEGIN_DECLS

/* Checks every cell @f reaches, and every cell the reference reaches, to
 * 0.001in; returns the largest difference. @fatal: a cell off is a test's
 * error; else the first few are printed and @wrong (may be NULL) receives how
 * many cells were off: longer than the reference's way, unreached where the
 * reference reaches, shorter or where the reference has no way, and longer
 * or unreached where the reference's way passes through an enemy's zone,
 * which it does not draw (not compared). */
double reach_reference_check (SandReachField *f,
                              gboolean        fatal,
                              guint           wrong[4]);

G_END_DECLS
