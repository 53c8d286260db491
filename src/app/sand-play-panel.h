/* sand-play-panel.h: the "Play" page of the sidebar — the selected unit's reach
 * under a chosen ruleset and mode, comparisons, a side's threat map, and what the
 * pointer's spot costs or why it cannot be reached.
 *
 * While the page shows, a click on a unit selects it and dragging it is a move:
 * the reach stays where the move began, the way and the allowance used follow
 * the pointer, and the move is judged on release (sand-play-move.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "sand-app-types.h"
#include "sand-play-aid.h"
#include "sand-play-log-view.h"
#include "sand-coherency-layer.h"
#include "sand-reach-layer.h"
#include "sand-turn-strip.h"

G_BEGIN_DECLS

#define SAND_TYPE_PLAY_PANEL (sand_play_panel_get_type ())
G_DECLARE_FINAL_TYPE (SandPlayPanel, sand_play_panel, SAND, PLAY_PANEL, GtkWidget)

/* Adds the page to @window's sidebar, its layer to the canvas, and the actions
 * "win.select-unit" (s: a unit id, "" for none), "win.threat-map" (b) and
 * "win.export-view". */
SandPlayPanel  *sand_play_panel_install       (SandWindow    *window);

/* The page installed in @window, or NULL. */
SandPlayPanel  *sand_play_panel_get_for_window (SandWindow   *window);
SandPlayAid    *sand_play_panel_get_aid       (SandPlayPanel *self);
SandReachLayer *sand_play_panel_get_layer     (SandPlayPanel *self);
/* The layer of the models out of their unit's coherency. */
SandCoherencyLayer *sand_play_panel_get_coherency_layer (SandPlayPanel *self);
/* The turn strip at the page's top and the game's log. */
SandTurnStrip  *sand_play_panel_get_turn_strip (SandPlayPanel *self);
SandPlayLogView *sand_play_panel_get_log_view (SandPlayPanel *self);
/* The text shown about the spot under the pointer. */
const char     *sand_play_panel_get_pointer_text (SandPlayPanel *self);
/* Selects the ruleset / mode by id in the choosers, as the user would. */
void            sand_play_panel_choose_ruleset (SandPlayPanel *self,
                                                const char    *id);
void            sand_play_panel_choose_mode    (SandPlayPanel *self,
                                                const char    *id);
/* Picks the side whose threat map shows, by id, in its chooser. */
void            sand_play_panel_choose_threat_side (SandPlayPanel *self,
                                                    const char    *side_id);
/* Writes what the canvas shows — the view at its scale, with the overlay, the
 * legend and a scale bar — or the whole table, to PNG, SVG or PDF by @path's
 * extension (as "win.export-view" does after asking). A picture is @size times
 * the screen's (1, 2 or 4: for print or a forum post); the whole table as a PDF
 * or SVG is fitted to a sheet of the default paper with its title, legend and
 * scale bar, as printing "Fit to One Sheet" does. */
gboolean        sand_play_panel_export         (SandPlayPanel *self,
                                                const char    *path,
                                                gboolean       whole_table,
                                                double         size,
                                                GError       **error);
/* The same as the pointer: hovering (table inches), leaving the table, pressing
 * on a unit and dragging it, releasing (a move, judged by the rules and
 * recorded; with @outside placed even where the rules refuse, as Ctrl does). */
void            sand_play_panel_hover          (SandPlayPanel *self,
                                                double         x,
                                                double         y);
void            sand_play_panel_hover_end      (SandPlayPanel *self);
gboolean        sand_play_panel_drag_begin     (SandPlayPanel *self,
                                                double         x,
                                                double         y);
void            sand_play_panel_drag_update    (SandPlayPanel *self,
                                                double         x,
                                                double         y);
void            sand_play_panel_drag_end       (SandPlayPanel *self,
                                                gboolean       outside);
/* A press on the reach legend at widget point (@from_x, @from_y) let go at
 * (@x, @y): where it barely moved it folds or opens the legend, else takes the
 * legend to the corner nearest (@x, @y). */
void            sand_play_panel_legend_release (SandPlayPanel *self,
                                                double         from_x,
                                                double         from_y,
                                                double         x,
                                                double         y);

/* "Move as Group": a drag of a figure of a group carries the group (the
 * switch is offered only for a unit with a group, see get_group_offered). */
void            sand_play_panel_set_move_as_group (SandPlayPanel *self,
                                                   gboolean       group);
gboolean        sand_play_panel_get_group_offered (SandPlayPanel *self);
/* "Wheel" (offered for a group whose ruleset has a group move of kind
 * wheel, Move as Group on): a drag of a figure of the group wheels it about
 * the chosen end of its line (@pivot_left: the left-hand end, else the
 * right-hand end) through the angle the pointer turns about that end. */
void            sand_play_panel_set_wheel      (SandPlayPanel *self,
                                                gboolean       wheel,
                                                gboolean       pivot_left);
gboolean        sand_play_panel_get_wheel_offered (SandPlayPanel *self);
/* The wheel's angle as typed (degrees toward the pivot's side): shown, not
 * made until "Wheel" is pressed. */
void            sand_play_panel_set_wheel_angle (SandPlayPanel *self,
                                                 double         degrees);

G_END_DECLS
