/* sand-move-builder.h: assembles a move snapshot from plain geometry and effects.
 *
 * The scenario compiler uses it, and so do tests that need ground no scenario can
 * describe exactly (a half plane of another rate, say).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-reason.h"
#include "sand-types.h"
#include "sand-move-effect.h"
#include "sand-move-snapshot.h"

G_BEGIN_DECLS

typedef struct _SandMoveBuilder SandMoveBuilder;

/* A move of @allowance inches from (@x, @y) on a table of the given size, solved on
 * cells of @resolution inches. The raster covers only what the move can reach. */
SandMoveBuilder  *sand_move_builder_new         (double                width,
                                                 double                height,
                                                 double                x,
                                                 double                y,
                                                 double                allowance,
                                                 double                resolution);
/* The raster sand_move_builder_new() covers, as cells [cells[0], cells[2]) ×
 * [cells[1], cells[3]) of the table's grid. */
void              sand_move_builder_raster      (double                width,
                                                 double                height,
                                                 double                x,
                                                 double                y,
                                                 double                allowance,
                                                 double                resolution,
                                                 int                  *cells);
/* The same move over a raster of the given cells, which must hold that one. */
SandMoveBuilder  *sand_move_builder_new_cells   (double                width,
                                                 double                height,
                                                 double                x,
                                                 double                y,
                                                 double                allowance,
                                                 double                resolution,
                                                 const int            *cells);
/* The same with the raster only over the part of that box inside @within (may
 * be NULL): where every way to one point within the move lies. */
SandMoveBuilder  *sand_move_builder_new_within  (double                width,
                                                 double                height,
                                                 double                x,
                                                 double                y,
                                                 double                allowance,
                                                 double                resolution,
                                                 const SandBounds     *within);
void              sand_move_builder_free        (SandMoveBuilder      *self);

/* Why an effect stops or limits a move (copied; an equal one is shared);
 * returns its index. */
int               sand_move_builder_add_reason  (SandMoveBuilder      *self,
                                                 const SandReason     *reason);
/* Whole-turn lines need the start within this distance (default: 0.5"). */
void              sand_move_builder_set_contact (SandMoveBuilder      *self,
                                                 double                distance);
/* Mechanism 11: the unit may only go in one straight line from its start, over
 * ground of one kind, crossing nothing. */
void              sand_move_builder_set_straight (SandMoveBuilder *self,
                                                  gboolean         straight);
void              sand_move_builder_set_ids     (SandMoveBuilder      *self,
                                                 const char           *unit_id,
                                                 const char           *mode_id,
                                                 const char           *ruleset_id);

/* Ground: the effect applies to every cell whose centre is inside the polygon
 * (even-odd), within @width / 2 of the polyline, or inside the circle. */
void              sand_move_builder_add_area    (SandMoveBuilder      *self,
                                                 const SandPoint      *points,
                                                 guint                 n_points,
                                                 const SandMoveEffect *effect);
void              sand_move_builder_add_band    (SandMoveBuilder      *self,
                                                 const SandPoint      *points,
                                                 guint                 n_points,
                                                 double                width,
                                                 const SandMoveEffect *effect);
void              sand_move_builder_add_circle  (SandMoveBuilder      *self,
                                                 double                x,
                                                 double                y,
                                                 double                radius,
                                                 const SandMoveEffect *effect);
/* A band whose effect replaces what was painted beneath it (a road through woods);
 * the level is kept. */
void              sand_move_builder_replace_band (SandMoveBuilder      *self,
                                                  const SandPoint      *points,
                                                  guint                 n_points,
                                                  double                width,
                                                  const SandMoveEffect *effect);
/* Adds @effect to every cell not painted with SAND_MOVE_GROUND: the open ground.
 * Call after the features. */
void              sand_move_builder_fill_open   (SandMoveBuilder      *self,
                                                 const SandMoveEffect *effect);
/* What stepping up or down a level costs (mechanism 8). */
/* A hill drawn as @outline (closed), @who (its reason's who, copied), at
 * @level; and what stepping up or down does, said of no hill in particular
 * (reason indices, -1 none). */
void              sand_move_builder_add_hill    (SandMoveBuilder      *self,
                                                 const SandReason     *who,
                                                 int                   level,
                                                 GArray               *outline);
void              sand_move_builder_set_level_texts (SandMoveBuilder  *self,
                                                 int                   up,
                                                 int                   down);
void              sand_move_builder_set_levels  (SandMoveBuilder      *self,
                                                 const SandMoveEffect *up,
                                                 const SandMoveEffect *down);
/* Floors of buildings: a storey climbed (@up) or descended (@down) is @height
 * inches with that effect (sand-move-builder-floors.c). */
void              sand_move_builder_set_floors  (SandMoveBuilder      *self,
                                                 const SandMoveEffect *up,
                                                 const SandMoveEffect *down,
                                                 double                height);
/* A building of @n_floors floors whose outline is @points, its @name as the
 * map shows it (may be NULL); returns its index. */
guint             sand_move_builder_add_floor_site (SandMoveBuilder *self,
                                                    const char      *id,
                                                    const char      *name,
                                                    const SandPoint *points,
                                                    guint            n_points,
                                                    int              n_floors);
/* The unit starts on @floor (> 0) of site @site: it pays the descent first. */
void              sand_move_builder_start_on_floor (SandMoveBuilder *self,
                                                    guint            site,
                                                    int              floor);
/* A thin line whose crossing has @effect; returns its index for openings. */
guint             sand_move_builder_add_line    (SandMoveBuilder      *self,
                                                 const SandPoint      *points,
                                                 guint                 n_points,
                                                 const SandMoveEffect *crossing);
/* A gap (door, window) of radius @r in the lines added by the last add_line(). */
void              sand_move_builder_add_opening (SandMoveBuilder      *self,
                                                 double                x,
                                                 double                y,
                                                 double                r);
/* A zone no path may enter or pass through, tested exactly against every segment. */
void              sand_move_builder_add_no_go   (SandMoveBuilder      *self,
                                                 double                x,
                                                 double                y,
                                                 double                radius,
                                                 int                   reason);
/* A base's zone, as sand_move_builder_add_no_go(), or with @no_end where a move
 * may pass but not end (tested exactly at the end point, so a move may end
 * touching its edge): closer than @radius to the rectangle @width
 * across and @depth along @facing (degrees clockwise from up) round (@x, @y),
 * its corners so rounded; a disc when @width and @depth are 0. */
void              sand_move_builder_add_base_zone (SandMoveBuilder *self,
                                                   gboolean         no_end,
                                                   double           x,
                                                   double           y,
                                                   double           facing,
                                                   double           width,
                                                   double           depth,
                                                   double           radius,
                                                   int              reason);
/* As sand_move_builder_add_base_zone() with @no_end, but only round the
 * rectangle: on it, edges included, a move may end (a vehicle's base, boarded). */
void              sand_move_builder_add_base_ring (SandMoveBuilder *self,
                                                   double           x,
                                                   double           y,
                                                   double           facing,
                                                   double           width,
                                                   double           depth,
                                                   double           radius,
                                                   int              reason);

/* An enemy's zone of control (mechanism 9): within @radius of (@x, @y) and @angle
 * degrees either side of @facing (clockwise from up), not through impassable
 * ground or lines. Inside it a path goes only straight toward (@x, @y), up to
 * @contact from it, or straight away; @reason says so where it stops a move. */
void              sand_move_builder_add_zoc     (SandMoveBuilder      *self,
                                                 double                x,
                                                 double                y,
                                                 double                facing,
                                                 double                radius,
                                                 double                angle,
                                                 double                contact,
                                                 int                   reason);

/* A figure's base, of @radius round (@x, @y), that hides what lies behind it from
 * every zone of control but its own (seed 002: "not separated from it by an
 * intervening element"). */
void              sand_move_builder_add_zoc_screen (SandMoveBuilder *self,
                                                    double           x,
                                                    double           y,
                                                    double           radius);

/* The part of the table the raster covers, in inches. */
SandBounds        sand_move_builder_get_extent  (SandMoveBuilder      *self);

SandMoveSnapshot *sand_move_builder_finish      (SandMoveBuilder      *self);

G_END_DECLS
