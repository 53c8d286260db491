/* bench-table.c: the generated table of many features that bench-load and
 * bench-render measure.
 *
 * The table is generated: a mix of what tables hold (woods and fields as
 * polygons, hills as ellipses, buildings as rectangles, roads, rivers, walls and
 * hedges as lines, doors as points), each with an id and a name, and one unit per
 * hundred features.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "bench-table.h"

GString *
bench_table_generate (guint n_features)
{
  GString *s = g_string_new ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                             "<scenario xmlns=\"urn:sandtable:scenario:1\" version=\"1\" "
                             "ruleset=\"m42\">\n  <title>Generated</title>\n"
                             "  <table width=\"720\" height=\"480\" ground-scale=\"10\"/>\n"
                             "  <terrain>\n");

  for (guint i = 0; i < n_features; i++)
    {
      double x = (i * 7) % 700 + 1, y = (i * 13) % 460 + 1;

      switch (i % 8)
        {
        case 0:
          g_string_append_printf (s, "    <area id=\"f%u\" kind=\"woods\" name=\"Wood %u\"><polygon "
                                  "points=\"%g,%g %g,%g %g,%g %g,%g %g,%g %g,%g\"/></area>\n",
                                  i, i, x, y, x + 5, y, x + 7.5, y + 2.25, x + 6, y + 6, x + 1.5,
                                  y + 7, x - 0.5, y + 3);
          break;
        case 1:
          g_string_append_printf (s, "    <area id=\"f%u\" kind=\"hill\" level=\"1\"><ellipse "
                                  "cx=\"%g\" cy=\"%g\" rx=\"4.5\" ry=\"3\"/></area>\n", i, x + 5, y + 4);
          break;
        case 2:
          g_string_append_printf (s, "    <area id=\"f%u\" kind=\"building\" floors=\"2\" "
                                  "name=\"House %u\"><rect x=\"%g\" y=\"%g\" width=\"4\" "
                                  "height=\"3\"/></area>\n", i, i, x, y);
          break;
        case 3:
          g_string_append_printf (s, "    <line id=\"f%u\" kind=\"road\" surface=\"dirt\" width=\"1\" "
                                  "points=\"%g,%g %g,%g %g,%g %g,%g\"/>\n",
                                  i, x, y, x + 10, y + 2, x + 20, y + 1, x + 30, y + 5);
          break;
        case 4:
          g_string_append_printf (s, "    <line id=\"f%u\" kind=\"wall\" height=\"1.5\" "
                                  "points=\"%g,%g %g,%g\"/>\n", i, x, y, x + 8, y);
          break;
        case 5:
          g_string_append_printf (s, "    <line id=\"f%u\" kind=\"hedge\" height=\"2.5\" "
                                  "points=\"%g,%g %g,%g %g,%g\"/>\n", i, x, y, x, y + 6, x + 3, y + 9);
          break;
        case 6:
          g_string_append_printf (s, "    <area id=\"f%u\" kind=\"crops\" name=\"Field %u\"><polygon "
                                  "points=\"%g,%g %g,%g %g,%g %g,%g\"/></area>\n",
                                  i, i, x, y, x + 9, y, x + 9, y + 7, x, y + 7);
          break;
        default:
          g_string_append_printf (s, "    <line id=\"f%u\" kind=\"stream\" width=\"1\" "
                                  "points=\"%g,%g %g,%g %g,%g %g,%g %g,%g\"/>\n",
                                  i, x, y, x + 3, y + 4, x + 5, y + 9, x + 4, y + 14, x + 6, y + 19);
          break;
        }
    }
  g_string_append (s, "  </terrain>\n  <forces>\n    <side id=\"a\" name=\"A\" color=\"#3465a4\">\n");
  for (guint i = 0; i < n_features / 100; i++)
    g_string_append_printf (s, "      <unit id=\"u%u\" name=\"Pvt. %u\" class=\"infantry\" x=\"%u\" "
                            "y=\"%u\" facing=\"90\"/>\n", i, i, 5 + i % 700, 5 + (i / 700) * 3);
  g_string_append (s, "    </side>\n  </forces>\n</scenario>\n");
  return s;
}

