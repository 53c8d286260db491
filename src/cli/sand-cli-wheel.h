/* sand-cli-wheel.h: a group's wheel on the command line — "--angle DEG
 * [--pivot left|right]" with a <group-move> of kind wheel, for reach and move.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-cli-common.h"
#include "sand-group-wheel.h"

G_BEGIN_DECLS

/* The options both commands take, into @angle and @pivot (strings). */
#define SAND_CLI_WHEEL_OPTIONS(angle, pivot)                                               \
  { "angle", 0, 0, G_OPTION_ARG_STRING, (angle),                                           \
    N_ ("With a wheel: the degrees the group wheels through"), N_ ("DEG") },               \
  {                                                                                        \
    "pivot", 0, 0, G_OPTION_ARG_STRING, (pivot),                                           \
        N_ ("With a wheel: the end of its line it turns about, left or right"), N_ ("END") \
  }

/* The degrees, clockwise positive, that @angle and @pivot ask of @move: a
 * wheel needs --angle, other moves take neither option. FALSE after saying
 * what is wrong as a usage error of @command (its exit status in @status). */
gboolean sand_cli_wheel_degrees (const char          *command,
                                 const SandGroupMove *move,
                                 const char          *angle,
                                 const char          *pivot,
                                 double              *degrees,
                                 int                 *status);

/* "wheel": {"angle", "pivot", "outer", "arc"}, and with @judgement
 * "allowed", "used" or "reason", "rule" and "feature", then "ends": [{"unit",
 * "to", "facing"}], for @units wheeled by @wheel (@turned: their facings
 * are turned already). */
void sand_cli_write_wheel (SandJsonWriter                *w,
                           SandUnit *const               *units,
                           const SandGroupWheel          *wheel,
                           const SandGroupWheelJudgement *judgement,
                           gboolean                       turned);

/* "reach --group … --group-move wheel": each mode's allowance and whether
 * the wheel is allowed, into @w (JSON) or said for people. */
gboolean sand_cli_reach_wheel (SandJsonWriter      *w,
                               SandScenario        *scenario,
                               SandRuleset         *rs,
                               GPtrArray           *units,
                               const SandGroupMove *move,
                               char *const         *modes,
                               gboolean             with_mode,
                               double               degrees,
                               gboolean             json,
                               GError             **error);

G_END_DECLS
