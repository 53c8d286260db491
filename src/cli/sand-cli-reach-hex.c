/* sand-cli-reach-hex.c: "sandtable-cli reach" answered per hex.
 *
 * The JSON is the one FORMAT.md gives, counted in hexes, with what hexes add:
 * "grid": "hex", the "road-bonus", and per point its "hex" [q, r], "by-road", and
 * the way as hex centres ("path") and hexes ("hexes").
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "sand-cli-common.h"
#include "sand-cli-reach-hex.h"
#include "sand-hex-reach.h"
#include "sand-json-writer.h"

static void
write_pair (SandJsonWriter *w,
            double          a,
            double          b)
{
  sand_json_writer_begin_array (w);
  sand_json_writer_number (w, a);
  sand_json_writer_number (w, b);
  sand_json_writer_end_array (w);
}

static void
write_path (SandJsonWriter *w,
            SandHexReach   *reach,
            SandHex         hex)
{
  const SandHexGrid *grid = sand_hex_map_get_grid (sand_hex_reach_get_map (reach));
  g_autoptr (GArray) path = sand_hex_reach_path (reach, hex);

  sand_json_writer_key (w, "path");
  sand_json_writer_begin_array (w);
  for (guint k = 0; k < path->len; k++)
    {
      double x, y;
      sand_hex_grid_center (grid, g_array_index (path, SandHex, k), &x, &y);
      write_pair (w, x, y);
    }
  sand_json_writer_end_array (w);
  sand_json_writer_key (w, "hexes");
  sand_json_writer_begin_array (w);
  for (guint k = 0; k < path->len; k++)
    write_pair (w, g_array_index (path, SandHex, k).q, g_array_index (path, SandHex, k).r);
  sand_json_writer_end_array (w);
}

static void
write_mode (SandJsonWriter *w,
            SandHexReach   *reach,
            GArray         *points)
{
  const SandHexGrid *grid = sand_hex_map_get_grid (sand_hex_reach_get_map (reach));
  g_autoptr (GArray) reachable = sand_hex_reach_get_reachable (reach);

  sand_json_writer_key (w, "grid");
  sand_json_writer_string (w, "hex");
  sand_json_writer_key (w, "allowance");
  sand_json_writer_number (w, sand_hex_reach_get_allowance (reach));
  sand_json_writer_key (w, "road-bonus");
  sand_json_writer_number (w, sand_hex_reach_get_road_bonus (reach));
  sand_json_writer_key (w, "area");
  sand_json_writer_number (w, sand_hex_reach_area (reach));
  sand_json_writer_key (w, "reachable-hexes");
  sand_json_writer_number (w, reachable->len);
  sand_json_writer_key (w, "points");
  sand_json_writer_begin_array (w);
  for (guint i = 0; i < points->len; i++)
    {
      SandPoint p = g_array_index (points, SandPoint, i);
      SandHex hex = sand_hex_grid_hex_at (grid, p.x, p.y);
      gboolean ok = sand_hex_reach_is_reachable (reach, hex);

      sand_json_writer_begin_object (w);
      sand_json_writer_key (w, "x");
      sand_json_writer_number (w, p.x);
      sand_json_writer_key (w, "y");
      sand_json_writer_number (w, p.y);
      sand_json_writer_key (w, "hex");
      write_pair (w, hex.q, hex.r);
      sand_json_writer_key (w, "reachable");
      sand_json_writer_boolean (w, ok);
      if (ok)
        {
          sand_json_writer_key (w, "cost");
          sand_json_writer_number (w, sand_hex_reach_cost (reach, hex));
          sand_json_writer_key (w, "by-road");
          sand_json_writer_boolean (w, sand_hex_reach_by_road (reach, hex));
          write_path (w, reach, hex);
        }
      else
        {
          g_autoptr (SandReason) why = sand_hex_reach_why (reach, hex);
          sand_cli_write_reason (w, why, TRUE);
        }
      sand_json_writer_end_object (w);
    }
  sand_json_writer_end_array (w);
}

static void
print_mode (SandHexReach *reach,
            const char   *unit,
            const char   *mode,
            GArray       *points)
{
  const SandHexGrid *grid = sand_hex_map_get_grid (sand_hex_reach_get_map (reach));
  g_autoptr (GArray) reachable = sand_hex_reach_get_reachable (reach);

  /* Translators: unit id, mode id, hexes of allowance, a number of hexes */
  g_print (_("%s, %s: allowance %g (+%g along a road), hexes reachable: %u\n"), unit, mode,
           sand_hex_reach_get_allowance (reach), sand_hex_reach_get_road_bonus (reach), reachable->len);
  for (guint i = 0; i < points->len; i++)
    {
      SandPoint p = g_array_index (points, SandPoint, i);
      SandHex hex = sand_hex_grid_hex_at (grid, p.x, p.y);
      g_autofree char *label = sand_hex_to_label (hex);

      if (sand_hex_reach_is_reachable (reach, hex))
        /* Translators: x, y, a hex, then hexes spent */
        g_print (ngettext ("  %g,%g in %s: reachable, %g hex of the move\n",
                           "  %g,%g in %s: reachable, %g hexes of the move\n",
                           (gulong) sand_hex_reach_cost (reach, hex)),
                 p.x, p.y, label, sand_hex_reach_cost (reach, hex));
      else
        {
          g_autoptr (SandReason) reason = sand_hex_reach_why (reach, hex);
          g_autofree char *why = sand_reason_format (reason, SAND_LENGTH_INCHES);
          /* the reason mostly names the hex itself ("town t1 in (3, 4): …") */
          if (reason->has_hex && sand_hex_equal (reason->hex, hex))
            /* Translators: x, y, then why not */
            g_print (_("  %g,%g: not reachable — %s\n"), p.x, p.y, why);
          else
            g_print (_("  %g,%g in %s: not reachable — %s\n"), p.x, p.y, label, why);
        }
    }
}

int
sand_cli_reach_hex (const char   *file,
                    SandScenario *scenario,
                    SandRuleset  *ruleset,
                    SandUnit     *unit,
                    const char   *mode,
                    char        **modes,
                    GArray       *points,
                    gboolean      json,
                    gboolean      pretty)
{
  g_autoptr (SandJsonWriter) w = sand_json_writer_new ();
  const char *unit_id = sand_unit_get_id (unit);

  sand_json_writer_begin_object (w);
  sand_json_writer_key (w, "unit");
  sand_json_writer_string (w, unit_id);
  if (mode)
    {
      sand_json_writer_key (w, "mode");
      sand_json_writer_string (w, mode);
    }
  sand_json_writer_key (w, "ruleset");
  sand_json_writer_string (w, sand_ruleset_get_id (ruleset));
  if (!mode)
    {
      sand_json_writer_key (w, "modes");
      sand_json_writer_begin_array (w);
    }
  for (guint m = 0; modes[m]; m++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (SandHexReach) reach = sand_hex_reach_compute_for_scenario (scenario, ruleset, unit, modes[m], &error);

      if (reach == NULL)
        {
          sand_cli_print_unit_error ("reach", file, unit, error->message);
          return SAND_CLI_EXIT_FAILED;
        }
      if (!mode)
        {
          sand_json_writer_begin_object (w);
          sand_json_writer_key (w, "mode");
          sand_json_writer_string (w, modes[m]);
        }
      write_mode (w, reach, points);
      if (!mode)
        sand_json_writer_end_object (w);
      if (!json)
        print_mode (reach, unit_id, modes[m], points);
    }
  if (!mode)
    sand_json_writer_end_array (w);
  sand_json_writer_end_object (w);
  if (json)
    sand_cli_print_json (w, pretty);
  return SAND_CLI_EXIT_OK;
}
