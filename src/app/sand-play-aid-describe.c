/* sand-play-aid-describe.c: what the last answer says about one point of the
 * table, for the pointer's read-out.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "sand-hex-grid.h"
#include "sand-hex-reach.h"
#include "sand-play-aid-private.h"

/* Hex bands: the hex under the point stands for it. */
static char *
describe_hex (SandHexReach *hex,
              const char   *label,
              double        x,
              double        y,
              gboolean     *reachable)
{
  const SandHexGrid *grid = sand_hex_map_get_grid (sand_hex_reach_get_map (hex));
  SandHex at = sand_hex_grid_hex_at (grid, x, y);
  double cost = sand_hex_reach_cost (hex, at);

  *reachable = cost >= 0;
  if (cost < 0)
    return sand_hex_reach_reason (hex, at);
  /* Translators: a band's name, hexes used, hexes left */
  return g_strdup_printf (_("%s: %g hexes used, %g left"), label, cost,
                          MAX (0, sand_hex_reach_get_allowance (hex) + sand_hex_reach_get_road_bonus (hex) - cost));
}

char *
sand_play_aid_describe_point (SandPlayAid *self,
                              double       x,
                              double       y,
                              GArray     **path,
                              gboolean    *reachable)
{
  SandReachOverlay *o;
  guint n, best = G_MAXUINT, widest = 0;
  gboolean dummy;

  g_return_val_if_fail (SAND_IS_PLAY_AID (self), NULL);

  if (path != NULL)
    *path = NULL;
  if (reachable == NULL)
    reachable = &dummy;
  *reachable = FALSE;
  o = self->overlay;
  if (o == NULL || (n = sand_reach_overlay_get_n_bands (o)) == 0)
    return NULL;

  for (guint i = 0; i < n; i++)
    {
      SandReachField *f = sand_reach_overlay_get_field (o, i);
      SandHexReach *h = sand_reach_overlay_get_hex (o, i);

      if (h != NULL)
        return describe_hex (h, sand_reach_overlay_get_label (o, i), x, y, reachable);
      if (sand_reach_field_get_allowance (f) > sand_reach_field_get_allowance (sand_reach_overlay_get_field (o, widest)))
        widest = i;
      /* The band with the least allowance that gets there: the mode to use. */
      if (sand_reach_field_is_reachable (f, x, y)
          && (best == G_MAXUINT
              || sand_reach_field_get_allowance (f) < sand_reach_field_get_allowance (sand_reach_overlay_get_field (o, best))))
        best = i;
    }

  if (best == G_MAXUINT)
    {
      SandReachField *f = sand_reach_overlay_get_field (o, widest);
      return sand_reach_field_reason_in (f, x, y, sand_play_aid_get_length_unit (self));
    }
  else
    {
      SandReachField *f = sand_reach_overlay_get_field (o, best);
      double cost = sand_reach_field_cost (f, x, y);

      *reachable = TRUE;
      if (path != NULL)
        *path = sand_reach_field_path (f, x, y);
      SandLengthUnit unit = sand_play_aid_get_length_unit (self);
      g_autofree char *used = sand_length_format (cost, unit);
      g_autofree char *left = sand_length_format (MAX (0, sand_reach_field_get_allowance (f) - cost), unit);

      /* Translators: a band's name ("Advance, 6 in"), the length used and
       * the length left ("3.5 in", "8.9 cm") */
      return g_strdup_printf (_("%s: %s used, %s left"), sand_reach_overlay_get_label (o, best), used, left);
    }
}
