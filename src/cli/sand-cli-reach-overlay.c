/* sand-cli-reach-overlay.c: the reach bands that "render --unit" draws over the
 * table. Part of the renderer's program (sandtable-cli-render), not of
 * sandtable-cli itself, which does not load cairo and pango.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "sand-cli-reach.h"
#include "sand-cli-render.h"
#include "sand-error.h"
#include "sand-reach-overlay.h"

typedef struct
{
  SandReachOverlay *picture;
  double            width; /* the table, inches */
  gboolean          legend_on_map;
} Overlay;

static void
overlay_free (gpointer data)
{
  Overlay *o = data;

  sand_reach_overlay_unref (o->picture);
  g_free (o);
}

/* The bands, and where the sheet has no legend, theirs in the table's
 * top-right corner. */
static void
overlay_draw (cairo_t *cr,
              gpointer data)
{
  Overlay *o = data;
  double   x = o->width, y = 0, w, h;

  sand_reach_overlay_draw_func (cr, o->picture);
  if (!o->legend_on_map)
    return;
  sand_reach_overlay_draw_legend (o->picture, NULL, &w, &h);
  cairo_save (cr);
  cairo_user_to_device (cr, &x, &y);
  cairo_identity_matrix (cr);
  cairo_translate (cr, floor (x - w - 8), floor (y + 8));
  sand_reach_overlay_draw_legend (o->picture, cr, &w, &h);
  cairo_restore (cr);
}

/* A SandPageLegendFunc: the bands' legend on the sheet's. */
static void
overlay_legend_draw (gpointer data,
                     cairo_t *cr,
                     double  *width,
                     double  *height)
{
  Overlay *o = data;

  sand_reach_overlay_draw_legend_func (o->picture, cr, width, height);
}

gboolean
sand_cli_reach_overlay (SandScenario          *scenario,
                        const char            *unit_id,
                        const char            *mode,
                        gboolean               sheet_legend,
                        SandRenderOverlayFunc *overlay,
                        gpointer              *overlay_data,
                        SandPageLegendFunc    *overlay_legend,
                        GDestroyNotify        *overlay_destroy,
                        GError               **error)
{
  SandUnit                       *unit = sand_scenario_find_unit (scenario, unit_id);
  g_autoptr (SandRulesetRegistry) registry = sand_ruleset_registry_new_lazy ();
  g_autoptr (SandRuleset)         rs = sand_cli_reach_find_ruleset (registry, scenario, NULL, error);
  g_autoptr (SandReachOverlay)    picture = NULL;
  g_auto (GStrv)                  modes = NULL;
  double                          max_allowance = 0;
  Overlay                        *o;

  if (rs == NULL)
    return FALSE;
  if (unit == NULL)
    {
      g_set_error (error, SAND_ERROR, SAND_ERROR_NOT_FOUND, _ ("no unit with id “%s”"), unit_id);
      return FALSE;
    }
  modes = sand_ruleset_class_modes (rs, sand_unit_get_class (unit));
  if (mode == NULL && modes[0] == NULL)
    {
      g_set_error (error, SAND_ERROR, SAND_ERROR_NOT_FOUND,
                   _ ("the unit “%s” (%s) has no movement mode in the ruleset “%s”"), unit_id,
                   sand_unit_get_class (unit), sand_ruleset_get_id (rs));
      return FALSE;
    }
  if (mode != NULL)
    {
      g_strfreev (modes);
      modes = g_strdupv ((char *[]) { (char *) mode, NULL });
    }

  /* One nested band per mode, as the play aid shows them. */
  picture = sand_reach_overlay_new ();
  for (guint m = 0; modes[m]; m++)
    {
      const SandRulesetMode *info = sand_ruleset_find_mode (rs, modes[m]);
      const char            *name = info && info->name ? sand_ruleset_text (info->name) : modes[m];

      if (sand_ruleset_get_grid_type (rs) == SAND_GRID_HEX)
        {
          g_autoptr (SandHexReach) hex = sand_hex_reach_compute_for_scenario (scenario, rs, unit, modes[m], error);
          g_autofree char         *label = NULL;

          if (hex == NULL)
            return FALSE;
          /* Translators: a movement mode's name and its allowance in hexes */
          label = g_strdup_printf (ngettext ("%s, %g hex", "%s, %g hexes",
                                             (gulong) sand_hex_reach_get_allowance (hex)),
                                   name, sand_hex_reach_get_allowance (hex));
          sand_reach_overlay_add_hex_band (picture, hex, label);
          max_allowance = MAX (max_allowance, (sand_hex_reach_get_allowance (hex) + 1) * sand_hex_map_get_grid (sand_hex_reach_get_map (hex))->size);
        }
      else
        {
          g_autoptr (SandReachField) field = sand_cli_reach_solve (scenario, rs, unit, modes[m], SAND_MOVE_DEFAULT_RESOLUTION, error);
          g_autofree char           *label = NULL;

          if (field == NULL)
            return FALSE;
          /* Translators: a movement mode's name and its allowance in inches */
          label = g_strdup_printf (_ ("%s, %g in"), name, sand_reach_field_get_allowance (field));
          sand_reach_overlay_add_band (picture, field, label);
          max_allowance = MAX (max_allowance, sand_reach_field_get_allowance (field));
        }
    }
  sand_reach_overlay_add_ruleset_marks (picture, scenario, rs, unit, modes[0], max_allowance);
  o = g_new0 (Overlay, 1);
  o->picture = g_steal_pointer (&picture);
  o->width = sand_scenario_get_width (scenario);
  o->legend_on_map = !sheet_legend;
  *overlay = overlay_draw;
  *overlay_data = o;
  *overlay_legend = sheet_legend ? overlay_legend_draw : NULL;
  *overlay_destroy = overlay_free;
  return TRUE;
}
