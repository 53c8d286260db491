/* test-length.c: lengths as the player reads them, in inches and in
 * centimetres.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sand-length.h"

static void
assert_length (double         inches,
               SandLengthUnit unit,
               const char    *expected)
{
  g_autofree char *text = sand_length_format (inches, unit);

  g_assert_cmpstr (text, ==, expected);
}

static void
test_length_inches (void)
{
  /* whole inches as the rules print them, tenths otherwise */
  assert_length (6, SAND_LENGTH_INCHES, "6 in");
  assert_length (6.5, SAND_LENGTH_INCHES, "6.5 in");
  assert_length (2.96, SAND_LENGTH_INCHES, "3 in");
  assert_length (0.04, SAND_LENGTH_INCHES, "0 in");
  assert_length (-1.24, SAND_LENGTH_INCHES, "-1.2 in");
}

static void
test_length_centimetres (void)
{
  /* 1 in = 2.54 cm exactly */
  assert_length (6, SAND_LENGTH_CENTIMETRES, "15.2 cm");
  assert_length (1, SAND_LENGTH_CENTIMETRES, "2.5 cm");
  assert_length (48, SAND_LENGTH_CENTIMETRES, "121.9 cm");
  assert_length (10 / 2.54, SAND_LENGTH_CENTIMETRES, "10 cm");
  assert_length (0, SAND_LENGTH_CENTIMETRES, "0 cm");
}

static void
test_length_round_trip (void)
{
  for (double in = -50; in <= 50; in += 0.25)
    {
      double cm = sand_length_to_unit (in, SAND_LENGTH_CENTIMETRES);

      g_assert_cmpfloat_with_epsilon (cm, in * 2.54, 1e-9);
      g_assert_cmpfloat_with_epsilon (sand_length_from_unit (cm, SAND_LENGTH_CENTIMETRES), in, 1e-12);
      g_assert_cmpfloat (sand_length_to_unit (in, SAND_LENGTH_INCHES), ==, in);
      g_assert_cmpfloat (sand_length_from_unit (in, SAND_LENGTH_INCHES), ==, in);
    }
}

static void
test_length_symbol (void)
{
  g_assert_cmpstr (sand_length_unit_symbol (SAND_LENGTH_INCHES), ==, "in");
  g_assert_cmpstr (sand_length_unit_symbol (SAND_LENGTH_CENTIMETRES), ==, "cm");

  {
    g_autofree char *cm = sand_length_label ("Width (%s)", SAND_LENGTH_CENTIMETRES);
    g_autofree char *in = sand_length_label ("Ground scale (m per %s)", SAND_LENGTH_INCHES);
    g_autofree char *stray = sand_length_label ("100%d %s", SAND_LENGTH_CENTIMETRES);

    g_assert_cmpstr (cm, ==, "Width (cm)");
    g_assert_cmpstr (in, ==, "Ground scale (m per in)");
    /* only "%s" is replaced: anything else stays as written */
    g_assert_cmpstr (stray, ==, "100%d cm");
  }
}

/* As the rules print a length, the number and its unit together, in the
 * reader's unit. */
static void
test_length_rule_style (void)
{
  g_autofree char *in = sand_length_format_rule (4, SAND_LENGTH_INCHES, FALSE);
  g_autofree char *cm = sand_length_format_rule (4, SAND_LENGTH_CENTIMETRES, FALSE);
  g_autofree char *tenths = sand_length_format_rule (3.27, SAND_LENGTH_INCHES, TRUE);
  g_autofree char *tenths_cm = sand_length_format_rule (3.27, SAND_LENGTH_CENTIMETRES, TRUE);
  g_autofree char *odd = sand_length_format_rule (1.0 / 3.0, SAND_LENGTH_INCHES, FALSE);

  g_assert_cmpstr (in, ==, "4in");
  g_assert_cmpstr (cm, ==, "10.2 cm");
  g_assert_cmpstr (tenths, ==, "3.3in");
  g_assert_cmpstr (tenths_cm, ==, "8.3 cm");
  g_assert_cmpstr (odd, ==, "0.33in");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/length/inches", test_length_inches);
  g_test_add_func ("/length/centimetres", test_length_centimetres);
  g_test_add_func ("/length/round-trip", test_length_round_trip);
  g_test_add_func ("/length/symbol", test_length_symbol);
  g_test_add_func ("/length/rule-style", test_length_rule_style);

  return g_test_run ();
}
