/* sand-backdrop-panel.h: the Backdrop page of the sidebar — import an image to lay
 * under the table, place it by two points or the table's four corners, move it,
 * and set its opacity, whether it shows, prints, is locked or kept in the file.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "sand-app-types.h"
#include "sand-types.h"
#include "sand-window.h"

G_BEGIN_DECLS

#define SAND_TYPE_BACKDROP_PANEL (sand_backdrop_panel_get_type ())
G_DECLARE_FINAL_TYPE (SandBackdropPanel, sand_backdrop_panel, SAND, BACKDROP_PANEL, GtkWidget)

typedef enum
{
  SAND_BACKDROP_PLACING_NONE,
  SAND_BACKDROP_PLACING_TWO_POINTS,
  SAND_BACKDROP_PLACING_FOUR_CORNERS,
} SandBackdropPlacing;

/* Adds the page, its canvas layers and gestures, and the window's
 * "import-backdrop" action; the window owns the panel. */
SandBackdropPanel *sand_backdrop_panel_install       (SandWindow        *window);
SandBackdropPanel *sand_backdrop_panel_get_for_window (SandWindow       *window);

/* Lays the image in @file under the table (a PDF of several pages asks which),
 * fitted to the table and shown half see-through, as one undoable step, once it
 * is read: the call returns at once. */
void               sand_backdrop_panel_import        (SandBackdropPanel *self,
                                                      GFile             *file);
/* The backdrop's image size in its own units, once it is read; FALSE while it
 * is read, or when it cannot be. */
gboolean           sand_backdrop_panel_get_image_size (SandBackdropPanel *self,
                                                       double            *width,
                                                       double            *height);
/* TRUE while an image is being read and decoded (in a worker thread): the
 * backdrop's, or a file's being imported. */
gboolean           sand_backdrop_panel_get_loading   (SandBackdropPanel *self);
/* TRUE for a file the panel imports (PNG, JPEG, SVG, PDF) rather than a scenario. */
gboolean           sand_backdrop_panel_takes_file    (GFile             *file);

/* The placing tool running, and the points clicked so far. */
SandBackdropPlacing sand_backdrop_panel_get_placing  (SandBackdropPanel *self);
void               sand_backdrop_panel_set_placing   (SandBackdropPanel *self,
                                                      SandBackdropPlacing placing);
guint              sand_backdrop_panel_get_n_clicks  (SandBackdropPanel *self);
/* What the panel tells the player to do next, or why the backdrop is missing. */
const char        *sand_backdrop_panel_get_hint      (SandBackdropPanel *self);
const char        *sand_backdrop_panel_get_problem   (SandBackdropPanel *self);
/* A click at table point (@x, @y) while placing; FALSE when it was not taken. */
gboolean           sand_backdrop_panel_click         (SandBackdropPanel *self,
                                                      double             x,
                                                      double             y);
/* After two points: their distance on the table in inches, and the direction
 * the line between them runs (0 as it is, 1 left to right, 2 top to bottom). */
void               sand_backdrop_panel_apply_distance (SandBackdropPanel *self,
                                                       double             inches,
                                                       guint              direction);
/* After two points: where each lies on the table, in inches. */
void               sand_backdrop_panel_apply_points  (SandBackdropPanel *self,
                                                      SandPoint          first,
                                                      SandPoint          second);

G_END_DECLS
