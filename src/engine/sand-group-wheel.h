/* sand-group-wheel.h: a group wheeling through an angle about one end of its
 * line (seed 002: "must move the same distance or wheel through the same
 * angle"): where each figure ends, the outer figure's arc, and whether the
 * ground lets every figure sweep its arc.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-move-snapshot.h"
#include "sand-reason.h"
#include "sand-ruleset-groups.h"

G_BEGIN_DECLS

typedef struct
{
  guint     pivot;   /* the figure at the end it turns about */
  guint     outer;   /* the figure whose outer front corner is furthest from it */
  SandPoint centre;  /* what it turns about: the pivot figure's outer front corner */
  double    radius;  /* from @centre to the outer figure's outer front corner */
  double    degrees; /* clockwise positive */
  double    arc;     /* @radius through @degrees, inches: the move's distance */
  SandPoint corner;  /* the outer figure's outer front corner, before the wheel:
                      * what sweeps @arc */
  GArray *ends;      /* SandPoint per figure, its centre after the wheel */
} SandGroupWheel;

/* Wheels the figures at @starts (the lead first, all facing @facing degrees,
 * bases @widths across and @depths deep, NULL for figures of no size) through
 * @degrees (clockwise positive) about the front corner of the line at the end
 * it turns toward: the right-hand end for a wheel clockwise, the left-hand
 * end else. The arc is that of the outer end's front corner: for a line
 * abreast, its whole frontage through the angle. */
SandGroupWheel *sand_group_wheel (const SandPoint *starts,
                                  const double    *widths,
                                  const double    *depths,
                                  guint            n_units,
                                  double           facing,
                                  double           degrees);
void            sand_group_wheel_free (SandGroupWheel *wheel);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (SandGroupWheel, sand_group_wheel_free)

/* The way of the point @from as the line wheels: a polyline (SandPoint)
 * round @wheel's centre through its degrees, a point every 5° at most. The
 * arc of @wheel's corner is the outer figure's, the move's distance. */
GArray *sand_group_wheel_arc (const SandGroupWheel *wheel,
                              SandPoint             from);

/* The wheel of @units (the lead first) standing at @starts (NULL: where they
 * stand), by their bases and the lead's facing. */
SandGroupWheel *sand_group_wheel_of_units (SandUnit *const *units,
                                           const SandPoint *starts,
                                           guint            n_units,
                                           double           degrees);

/* What the ground says of @wheel for @units in @move (a wheel) in @mode_id:
 * each figure sweeps its arc over its own ground, the group's figures not in
 * one another's way and the goings a column is asked for forbidden; the outer
 * arc must be within the least of the figures' allowances and the lowest
 * limit any figure's ground sets. */
typedef struct
{
  gboolean    allowed;
  double      allowance; /* the least of the figures' */
  double      used;      /* the outer arc, or more where a figure's ground slows it */
  gboolean    blocked;   /* a figure's arc is stopped (@why), not too long */
  guint       figure;    /* the figure it fails for */
  SandReason *why;       /* what stops the arc or sets the limit it exceeds;
                          * NULL when allowed or when the move is too short */
} SandGroupWheelJudgement;

gboolean sand_group_wheel_judge (SandScenario            *scenario,
                                 SandRuleset             *ruleset,
                                 SandUnit *const         *units,
                                 const SandPoint         *starts,
                                 guint                    n_units,
                                 const SandGroupMove     *move,
                                 const char              *mode_id,
                                 const SandGroupWheel    *wheel,
                                 SandGroupWheelJudgement *out,
                                 GError                 **error);
void     sand_group_wheel_judgement_clear (SandGroupWheelJudgement *judgement);
/* Why @judgement refuses the wheel of @units, in words (lengths in inches, as
 * the log keeps them); NULL when it allows it. */
char *sand_group_wheel_judgement_say (const SandGroupWheelJudgement *judgement,
                                      SandUnit *const               *units,
                                      const SandGroupWheel          *wheel);

G_END_DECLS
