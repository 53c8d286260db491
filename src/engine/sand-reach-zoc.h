/* sand-reach-zoc.h: zones of control in the solver (mechanism 9).
 *
 * Ordinary steps never enter a zone's cells. A path goes in only straight toward
 * the zone's enemy (to contact its front), and a unit that starts inside leaves
 * only straight toward it or straight away; these straight legs are marched here.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-move-snapshot-private.h"

G_BEGIN_DECLS

static inline gboolean
sand_reach_zoc_has (const SandMoveSnapshot *s,
                    int                     c)
{
  return s->zoc != NULL && s->zoc[c] >= 0;
}

/* A unit starting in a zone: marks the cells straight toward its enemy (up to
 * contact) and straight away (while in any zone), reached in a straight line
 * from the start after its start cost (coming down from an upper floor). Returns the first cell beyond the zones on the way away, where
 * the search goes on, with its cost in *cost; -1 when there is none. */
int  sand_reach_zoc_start (const SandMoveSnapshot *s,
                           double                  budget,
                           float                  *g,
                           gint32                 *pivot,
                           guint8                 *anchor,
                           double                 *cost);

/* After the search: from every reached cell beside a zone, straight in toward
 * that zone's enemy, up to contact. The zone the unit started in (if any) is not
 * entered again: "A figure that has exited a ZoC cannot engage". */
void sand_reach_zoc_rays  (const SandMoveSnapshot *s,
                           double                  budget,
                           float                  *g,
                           gint32                 *pivot,
                           guint8                 *anchor);

G_END_DECLS
