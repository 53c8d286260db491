/* sand-backdrop-layer.h: the backdrop on the canvas — its image under the terrain,
 * and, in a layer of its own on top, the points clicked while placing it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-backdrop-image.h"
#include "sand-canvas-layer.h"

G_BEGIN_DECLS

#define SAND_TYPE_BACKDROP_LAYER (sand_backdrop_layer_get_type ())
G_DECLARE_FINAL_TYPE (SandBackdropLayer, sand_backdrop_layer, SAND, BACKDROP_LAYER, SandCanvasLayer)

/* The image layer draws the canvas scenario's backdrop with the image set here;
 * the marks layer draws the points set here. */
SandCanvasLayer *sand_backdrop_layer_new_image (void);
SandCanvasLayer *sand_backdrop_layer_new_marks (void);
/* NULL: nothing to draw. */
void             sand_backdrop_layer_set_image (SandBackdropLayer *self,
                                                SandBackdropImage *image);
/* Numbered points in table inches, joined in order (closed when @closed). */
void             sand_backdrop_layer_set_marks (SandBackdropLayer *self,
                                                const SandPoint   *points,
                                                guint              n_points,
                                                gboolean           closed);

G_END_DECLS
