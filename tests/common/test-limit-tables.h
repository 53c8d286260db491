/* test-limit-tables.h: the scenarios whose moves would ask the solver for more
 * than any machine has, as sandtable-cli and the app are both given them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* 300 bytes: a 1,000,000" table and mv="9999" (19998in at the double); it once
 * asked for an 80 GB raster. The unit "u" is on line 3. */
#define TEST_MILLION_INCH_TABLE \
  "<scenario xmlns=\"urn:sandtable:scenario:1\" version=\"1\" ruleset=\"m42\">\n" \
  "<table width=\"1000000\" height=\"1000000\"/>\n" \
  "<forces><side id=\"a\" name=\"A\" color=\"#ff0000\">" \
  "<unit id=\"u\" class=\"infantry\" x=\"500000\" y=\"500000\" mv=\"9999\"/></side></forces>\n" \
  "</scenario>\n"

/* The same on a 10,000" table with mv="5000": valid, and it once filled some
 * 20 GB. */
static inline GString *
test_ten_thousand_inch_table (void)
{
  GString *text = g_string_new (TEST_MILLION_INCH_TABLE);

  g_string_replace (text, "1000000", "10000", 0);
  g_string_replace (text, "500000", "5000", 0);
  g_string_replace (text, "9999", "5000", 0);
  return text;
}

G_END_DECLS
