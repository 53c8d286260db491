/* sand-group-coherency.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "sand-group-coherency.h"

/* A distance measured with a tape: a hundredth of an inch is "within". */
#define COHERENCY_SLACK 0.005

GArray *
sand_group_coherency_breaks (const SandCoherencyModel *models,
                             guint                     n_models)
{
  GArray *breaks = g_array_new (FALSE, FALSE, sizeof (SandCoherencyBreak));

  for (guint k = 1; k < n_models; k++)
    {
      const SandCoherencyModel *m = &models[k];
      SandCoherencyBreak b = { k, 0, G_MAXDOUBLE, m->coherency };

      for (guint j = 0; j < k; j++)
        {
          double gap = hypot (m->at.x - models[j].at.x, m->at.y - models[j].at.y) - m->radius - models[j].radius;
          if (gap < b.gap)
            {
              b.gap = MAX (gap, 0);
              b.nearest = j;
            }
        }
      if (b.gap > m->coherency + COHERENCY_SLACK)
        g_array_append_val (breaks, b);
    }
  return breaks;
}
