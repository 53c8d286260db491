/* test-scenario-limits.c: what a scenario may hold (sand-limits.h): terrain
 * features, units, the points of one area or line and of all of them. One past
 * each limit is refused at the line of the element that passes it, before the
 * points of a list that is too long are split or kept.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "sand-limits.h"
#include "scenario-io-fixture.h"

/* Line 1 the declaration, 2 the root, 3 the table */
#define HEAD "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" \
             "<scenario xmlns=\"" NS "\" version=\"1\">\n" \
             "  <table width=\"72\" height=\"48\"/>\n"
#define TAIL "</scenario>\n"

/* The whole message loading @text as "t.sandtable" gives, which must fail as
 * an invalid document. */
static char *
refusal (GString *text)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (SandScenario) scenario = sand_scenario_load_data (text->str, text->len, "t.sandtable", &error);

  g_assert_null (scenario);
  g_assert_error (error, SAND_ERROR, SAND_ERROR_INVALID);
  return g_strdup (error->message);
}

/* "x,y x,y …": @n corners along a zigzag inside the table */
static void
append_points (GString *text,
               guint    n)
{
  for (guint i = 0; i < n; i++)
    g_string_append_printf (text, "%s%u,%u", i ? " " : "", i % 70 + 1, i % 2 + 1);
}

/* Line 4 opens the terrain; area i (from 0) is on line 5 + i. */
static void
test_features (void)
{
  g_autoptr (GString) text = g_string_new (HEAD "  <terrain>\n");
  g_autofree char *message = NULL;
  g_autofree char *expected = NULL;

  for (guint i = 0; i <= SAND_LIMIT_FEATURES; i++)
    g_string_append_printf (text, "<area id=\"a%u\" kind=\"woods\"><rect x=\"1\" y=\"1\" width=\"1\" height=\"1\"/></area>\n", i);
  g_string_append (text, "  </terrain>\n" TAIL);
  message = refusal (text);
  expected = g_strdup_printf ("t.sandtable:%d: the terrain has more than %d features",
                              5 + SAND_LIMIT_FEATURES, SAND_LIMIT_FEATURES);
  g_assert_cmpstr (message, ==, expected);
}

/* Line 4 opens the forces, 5 the side; unit i is on line 6 + i. */
static void
test_units (void)
{
  g_autoptr (GString) text = g_string_new (HEAD "  <forces>\n  <side id=\"s\" name=\"S\" color=\"#3465a4\">\n");
  g_autofree char *message = NULL;
  g_autofree char *expected = NULL;

  for (guint i = 0; i <= SAND_LIMIT_UNITS; i++)
    g_string_append_printf (text, "<unit id=\"u%u\" class=\"infantry\" x=\"%u\" y=\"%u\"/>\n",
                            i, i % 70 + 1, i % 40 + 1);
  g_string_append (text, "  </side>\n  </forces>\n" TAIL);
  message = refusal (text);
  expected = g_strdup_printf ("t.sandtable:%d: the forces have more than %d units",
                              6 + SAND_LIMIT_UNITS, SAND_LIMIT_UNITS);
  g_assert_cmpstr (message, ==, expected);
}

/* One area and one line past the corners one may have, at their own lines;
 * the same number of corners less one loads. */
static void
test_points_of_one (void)
{
  g_autoptr (GString) text = g_string_new (HEAD "  <terrain>\n    <area id=\"a\" kind=\"woods\">\n      <polygon points=\"");
  g_autofree char *message = NULL;
  g_autofree char *expected = NULL;

  append_points (text, SAND_LIMIT_FEATURE_POINTS + 1);
  g_string_append (text, "\"/>\n    </area>\n    <line id=\"r\" kind=\"road\" points=\"");
  append_points (text, SAND_LIMIT_FEATURE_POINTS + 1);
  g_string_append (text, "\"/>\n  </terrain>\n" TAIL);
  message = refusal (text);
  expected = g_strdup_printf ("t.sandtable:6: <polygon> has %d points, more than %d\n"
                              "t.sandtable:8: <line> has %d points, more than %d",
                              SAND_LIMIT_FEATURE_POINTS + 1, SAND_LIMIT_FEATURE_POINTS,
                              SAND_LIMIT_FEATURE_POINTS + 1, SAND_LIMIT_FEATURE_POINTS);
  g_assert_cmpstr (message, ==, expected);

  {
    g_autoptr (GString) at_limit = g_string_new (HEAD "  <terrain>\n    <line id=\"r\" kind=\"road\" points=\"");
    g_autoptr (GError) error = NULL;
    g_autoptr (SandScenario) scenario = NULL;

    append_points (at_limit, SAND_LIMIT_FEATURE_POINTS);
    g_string_append (at_limit, "\"/>\n  </terrain>\n" TAIL);
    scenario = sand_scenario_load_data (at_limit->str, at_limit->len, "t.sandtable", &error);
    g_assert_no_error (error);
    g_assert_cmpuint (g_list_model_get_n_items (sand_scenario_get_features (scenario)), ==, 1);
  }
}

/* Lines each at the limit of one, until all of them pass the limit of all:
 * the line that passes it is named, once. Line i (from 0) is on line 5 + i. */
static void
test_points_of_all (void)
{
  guint n = SAND_LIMIT_POINTS / SAND_LIMIT_FEATURE_POINTS + 2;
  g_autoptr (GString) text = g_string_new (HEAD "  <terrain>\n");
  g_autofree char *message = NULL;
  g_autofree char *expected = NULL;

  for (guint i = 0; i < n; i++)
    {
      g_string_append_printf (text, "<line id=\"r%u\" kind=\"road\" points=\"", i);
      append_points (text, SAND_LIMIT_FEATURE_POINTS);
      g_string_append (text, "\"/>\n");
    }
  g_string_append (text, "  </terrain>\n" TAIL);
  message = refusal (text);
  expected = g_strdup_printf ("t.sandtable:%u: the areas and lines have more than %d points between them here",
                              5 + SAND_LIMIT_POINTS / SAND_LIMIT_FEATURE_POINTS, SAND_LIMIT_POINTS);
  g_assert_cmpstr (message, ==, expected);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/scenario-limits/features/one-past-at-its-line", test_features);
  g_test_add_func ("/scenario-limits/units/one-past-at-its-line", test_units);
  g_test_add_func ("/scenario-limits/points/of-one-area-or-line", test_points_of_one);
  g_test_add_func ("/scenario-limits/points/of-all-at-the-line-that-passes", test_points_of_all);

  return g_test_run ();
}
