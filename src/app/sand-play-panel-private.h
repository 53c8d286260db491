/* sand-play-panel-private.h: what sand-play-panel.c and sand-play-gestures.c share.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "sand-hex-grid.h"
#include "sand-move-check.h"
#include "sand-ruleset-groups.h"
#include "sand-play-panel.h"
#include "sand-window-private.h"

G_BEGIN_DECLS

struct _SandPlayPanel
{
  GtkWidget parent_instance;

  /* Template Widgets */
  GtkBox        *page_box;
  GtkBox        *log_slot;
  AdwActionRow  *unit_row;
  GtkLabel      *problem_label;
  AdwComboRow   *ruleset_row;
  AdwComboRow   *mode_row;
  GtkSwitch     *rings_switch;
  AdwActionRow  *group_row;
  GtkSwitch     *group_switch;
  AdwActionRow  *wheel_row;
  GtkSwitch     *wheel_switch;
  AdwComboRow   *pivot_row;
  AdwActionRow  *angle_row;
  GtkSpinButton *angle_spin;
  GtkButton     *wheel_button;
  GtkSwitch     *compare_switch;
  AdwComboRow   *compare_ruleset_row;
  AdwComboRow   *compare_mode_row;
  GtkSwitch     *threat_switch;
  AdwComboRow   *threat_side_row;
  GtkLabel      *pointer_label;
  GtkWidget     *turn_strip;
  GtkWidget     *log_view;

  /* Owned References */
  SandPlayAid     *aid;
  SandCanvasLayer *layer;
  SandCanvasLayer *legend_layer;
  SandCanvasLayer *moves_layer;
  SandCanvasLayer *coherency_layer;
  GPtrArray       *ruleset_ids; /* char*, in the choosers' order */
  GPtrArray       *mode_ids;    /* char*, NULL first for "every mode" */
  GPtrArray       *compare_mode_ids;
  GPtrArray       *sides; /* SandSide */
  GtkNativeDialog *export_chooser;

  /* Borrowed References */
  SandWindow *window;

  /* Dragging */
  SandUnit   *dragged;
  double      drag_from_x, drag_from_y; /* the unit where the drag began */
  double      grab_dx, grab_dy;         /* pointer to unit centre */
  double      hover_x, hover_y;         /* the point the read-out is about */
  gboolean    hovering;
  guint       answers_read;   /* the aid's answers the read-out has seen */
  gboolean    legend_grabbed; /* a press on the reach legend */
  gboolean    drag_on_hexes;  /* moved hex to hex, on drag_grid */
  guint       rest_source;    /* the carried unit at rest: say why in full */
  SandHexGrid drag_grid;
  GPtrArray  *group;            /* SandUnit, the lead first: carried as a group */
  GArray     *group_from;       /* SandPoint: where each began */
  GArray     *group_column_way; /* SandPoint: the lead's way under the pointer
                                 * when the group goes there as a column */

  /* Wheeling (sand-play-wheel.c): the group that wheels, the lead first */
  GPtrArray     *wheel_group;
  SandMoveCheck *wheel_check;   /* the wheel shown, judged */
  SandPoint      wheel_centre;  /* what it turns about, for the pointer */
  double         wheel_grab;    /* the pointer's bearing from it when grabbed, degrees */
  double         wheel_turned;  /* how far the pointer has turned since, clockwise, unwrapped */
  gboolean       wheel_dragged; /* a drag wheels the group */
  gboolean       wheel_setting; /* the angle set from the drag, not the player */

  /* The last move refused, to place anyway ("win.place-anyway") */
  char  *refused_unit;
  double refused_x, refused_y;

  guint updating : 1;
};

/* Pointer gestures on the window's canvas, active while the page shows. */
void     _sand_play_panel_add_gestures (SandPlayPanel *self,
                                        SandCanvas    *canvas);
gboolean _sand_play_panel_is_active (SandPlayPanel *self);

/* sand-play-move.c: judges a move of @unit to (@x, @y) and records it, or says
 * why not; @outside places it all the same. TRUE when recorded. */
gboolean _sand_play_panel_make_move (SandPlayPanel *self,
                                     SandUnit      *unit,
                                     double         x,
                                     double         y,
                                     gboolean       outside);
void     _sand_play_panel_add_move_actions (SandPlayPanel *self);

/* sand-play-group.c: the group @unit leads (SandUnit, the lead first) and the
 * group move a drag makes, or NULL when it moves alone. */
GPtrArray *_sand_play_panel_group_of (SandPlayPanel        *self,
                                      SandUnit             *unit,
                                      const SandGroupMove **move);
/* Shows "Move as Group" and names the group for the unit shown. */
void _sand_play_panel_refresh_group (SandPlayPanel *self);
/* A drag of @lead carries its group (TRUE) when "Move as Group" is on. */
gboolean _sand_play_panel_group_begin (SandPlayPanel *self,
                                       SandUnit      *lead);
void     _sand_play_panel_group_follow (SandPlayPanel *self,
                                        double         x,
                                        double         y);
/* A group's move refused: a refusal says why at length (the rules' own
 * words, often longer than the window is wide): @text on the page, a toast
 * @title whose "Details" give the whole @reason. */
void _sand_play_panel_group_refusal (SandPlayPanel *self,
                                     const char    *title,
                                     const char    *text,
                                     const char    *reason);
/* Judges the group's move, the lead to (@x, @y), and records it or says why
 * not; TRUE when recorded. */
gboolean _sand_play_panel_group_end (SandPlayPanel *self,
                                     double         x,
                                     double         y,
                                     gboolean       outside);

/* sand-play-wheel.c: the group wheeling through an angle about one end of
 * its line (seed 002: "must move the same distance or wheel through the same
 * angle"), judged by the engine's wheel (sand_move_check_group_wheel()) as
 * sandtable-cli move --group-move WHEEL --angle judges it. */
void _sand_play_panel_setup_wheel (SandPlayPanel *self);
/* Shows the wheel's rows where the unit shown leads a group the ruleset may
 * wheel, Move as Group on. */
void _sand_play_panel_refresh_wheel (SandPlayPanel *self);
/* A drag of @unit at (@x, @y) wheels the group of the unit shown (TRUE)
 * when Wheel is on and @unit is of that group. */
gboolean _sand_play_panel_wheel_begin (SandPlayPanel *self,
                                       SandUnit      *unit,
                                       double         x,
                                       double         y);
void     _sand_play_panel_wheel_update (SandPlayPanel *self,
                                        double         x,
                                        double         y);
/* Let go: the wheel judged and recorded, or refused and said why. */
void _sand_play_panel_wheel_end (SandPlayPanel *self,
                                 gboolean       outside);
void _sand_play_panel_wheel_clear (SandPlayPanel *self);

/* sand-play-coherency.c: marks the models out of their unit's coherency
 * (those whose unit has moved all its models this turn) on their layer. */
void _sand_play_panel_refresh_coherency (SandPlayPanel *self);

G_END_DECLS
