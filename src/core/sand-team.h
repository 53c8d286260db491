/* sand-team.h: a unit's team of animals as a file writes it, "horse:4, mule:2".
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct
{
  char  *name;  /* as written: "horse", "Oxen" */
  guint  count; /* 1 when no count is written */
} SandTeamPart;

/* The parts of @text, split at commas, semicolons and spaces, "name:count" each
 * (spaces around the colon allowed: "oxen: 3"); NULL when a part is not one,
 * with that part in @bad (free it). An empty array when @text names none. */
GArray *sand_team_parse (const char  *text,
                         char       **bad);

G_END_DECLS
