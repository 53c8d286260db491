/* reason-util.h: reasons in the engine's tests, made by hand and said in words.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-move-builder.h"
#include "sand-reach-field.h"

G_BEGIN_DECLS

/* A reason of @rule about the feature @kind @id (rule GOING: impassable) or,
 * @kind NULL, the enemy @id, added to @b; its index. */
static inline int
test_reason_add (SandMoveBuilder *b,
                 SandReasonRule   rule,
                 const char      *kind,
                 const char      *id)
{
  g_autoptr (SandReason) r = sand_reason_new (rule);

  sand_reason_set_who (r, kind ? SAND_REASON_WHO_FEATURE : SAND_REASON_WHO_ENEMY, kind, id, NULL);
  if (rule == SAND_REASON_GOING)
    {
      r->going = g_strdup ("impassable");
      r->says = SAND_GOING_SAYS_IMPASSABLE;
    }
  return sand_move_builder_add_reason (b, r);
}

/* Why (x, y) is out of reach, in inches, asked without the table (the field
 * alone); NULL when it is reachable. */
static inline char *
test_why (SandReachField *f,
          double          x,
          double          y)
{
  g_autoptr (SandReason) why = sand_reach_field_why (f, x, y, NULL, NULL, NULL);

  return why != NULL ? sand_reason_format (why, SAND_LENGTH_INCHES) : NULL;
}

G_END_DECLS
