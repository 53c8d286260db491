/* sand-coherency-layer.h: a canvas layer marking the models out of their
 * unit's coherency (drawn by sand_render_coherency()), over the units so the
 * words read whole.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-canvas-layer.h"

G_BEGIN_DECLS

#define SAND_TYPE_COHERENCY_LAYER (sand_coherency_layer_get_type ())
G_DECLARE_FINAL_TYPE (SandCoherencyLayer, sand_coherency_layer, SAND, COHERENCY_LAYER, SandCanvasLayer)

SandCanvasLayer *sand_coherency_layer_new (void);

/* The models to mark (SandCoherencyMark, from sand_coherency_marks_new(); the
 * layer keeps a reference), or NULL. */
void sand_coherency_layer_set_marks (SandCoherencyLayer *self,
                                     GArray             *marks);
/* What is marked: how many models, and the words of each. */
guint       sand_coherency_layer_get_n_marks (SandCoherencyLayer *self);
const char *sand_coherency_layer_get_text (SandCoherencyLayer *self,
                                           guint               index);

G_END_DECLS
