/* sand-render-coherency.h: the models out of their unit's coherency, marked on
 * the table (sand-render-coherency.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-render.h"

G_BEGIN_DECLS

/* A model out of coherency (seed 004: "within Coherency of another model
 * which has already moved"), as the caller found it, with its words. */
typedef struct
{
  SandPoint at;      /* the model, table inches */
  double    radius;  /* its base's */
  SandPoint nearest; /* the nearest model it had to keep near */
  double    nearest_radius;
  char     *text; /* why, in the reader's language and lengths */
} SandCoherencyMark;

/* An array of SandCoherencyMark that frees their texts. */
GArray *sand_coherency_marks_new (void);

/* Draws, in table inches, a red dashed ring round each model out of
 * coherency, a red dashed line from its base to the nearest model's, and its
 * text under it. */
void sand_render_coherency (cairo_t                 *cr,
                            GArray                  *marks,
                            const SandRenderOptions *options);

G_END_DECLS
