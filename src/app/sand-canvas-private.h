/* sand-canvas-private.h: what the files of SandCanvas share.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-canvas.h"

G_BEGIN_DECLS

struct _SandCanvas
{
  GtkWidget          parent_instance;

  /* Owned References */
  SandScenario      *scenario;
  SandViewport      *viewport;
  GListStore        *layers;
  SandCanvasLayer   *scenario_layers[SAND_SCENARIO_PART_UNITS + 1];
  gulong             scenario_changed_id;
  SandRenderOptions  options;
  /* The bottom layers drawn once while they cannot change (a unit being dragged),
   * in device pixels for the current view; NULL until needed. */
  cairo_surface_t   *still_cache;
  guint              n_still_layers;
  /* The unit being dragged, drawn live over a picture of the other units. */
  SandUnit          *moving_unit;
  cairo_surface_t   *units_cache;

  /* Gesture state */
  double             pointer_x;
  double             pointer_y;
  double             drag_offset_x;
  double             drag_offset_y;
  double             pinch_scale;
  double             pinch_table_x;
  double             pinch_table_y;

  guint              auto_fit : 1;
  guint              show_scale_bar : 1;
  guint              space_down : 1;
  guint              panning : 1;
};

/* sand-canvas.c */
void _sand_canvas_user_moved        (SandCanvas  *self);

/* sand-canvas-draw.c: drawing, and the pictures held while layers stand still. */
void _sand_canvas_snapshot          (GtkWidget   *widget,
                                     GtkSnapshot *snapshot);
void _sand_canvas_drop_still_cache  (SandCanvas  *self);

/* sand-canvas-input.c: pan, zoom and keys. */
void _sand_canvas_init_controllers  (SandCanvas  *self);

G_END_DECLS
