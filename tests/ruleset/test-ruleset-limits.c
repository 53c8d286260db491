/* test-ruleset-limits.c: ruleset files past the limits of sand-limits.h are
 * refused at their line, quickly, and never stop the other files or the program.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "sand-error.h"
#include "sand-limits.h"
#include "sand-ruleset-registry.h"

/* "(((…(1)…)))", @depth parentheses deep */
static char *
nested (guint depth)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < depth; i++)
    g_string_append_c (s, '(');
  g_string_append_c (s, '1');
  for (guint i = 0; i < depth; i++)
    g_string_append_c (s, ')');
  return g_string_free (s, FALSE);
}

static char *
ruleset_with_allowance (const char *id,
                        const char *allowance)
{
  return g_strdup_printf ("<?xml version=\"1.0\"?>\n"
                          "<ruleset xmlns=\"urn:sandtable:ruleset:1\" id=\"%s\">\n"
                          "  <name>Deep</name>\n"
                          "  <mode id=\"go\"/>\n"
                          "  <class id=\"man\" allowance=\"%s\"/>\n"
                          "</ruleset>\n", id, allowance);
}

static void
test_expression_depth (void)
{
  g_autofree char *deepest = nested (SAND_LIMIT_EXPRESSION_DEPTH - 1);
  g_autofree char *too_deep = nested (SAND_LIMIT_EXPRESSION_DEPTH);
  g_autoptr (GError) error = NULL;
  double v = 0;

  g_assert_true (sand_ruleset_eval (deepest, NULL, NULL, 10, &v, &error));
  g_assert_no_error (error);
  g_assert_cmpfloat (v, ==, 1);

  g_assert_false (sand_ruleset_eval (too_deep, NULL, NULL, 10, &v, &error));
  g_assert_error (error, SAND_ERROR, SAND_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==,
                   "cannot work out “((((((((((((((((((((((((((((((((1)))))))…”: "
                   "it is nested more than 32 deep");
}

/* 40,000 parentheses overflowed the stack (parse_atom → parse_sum → …) */
static void
test_expression_40000_parentheses (void)
{
  g_autofree char *deep = nested (40000);
  g_autoptr (GError) error = NULL;
  double v = 0;

  g_assert_false (sand_ruleset_eval (deep, NULL, NULL, 10, &v, &error));
  g_assert_error (error, SAND_ERROR, SAND_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==,
                   "cannot work out “((((((((((((((((((((((((((((((((((((((((…”: "
                   "it is 80001 characters long, more than 1000");
}

/* and so did 200,000 minus signs, one recursion each */
static void
test_expression_minus_signs (void)
{
  g_autofree char *signs = g_strnfill (200000, '-');
  g_autofree char *many = g_strconcat (signs, "1", NULL);
  g_autofree char *within = g_strconcat (signs + 200000 - 999, "1", NULL);
  g_autoptr (GError) error = NULL;
  double v = 0;

  g_assert_false (sand_ruleset_eval (many, NULL, NULL, 10, &v, &error));
  g_assert_error (error, SAND_ERROR, SAND_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "it is 200001 characters long, more than 1000"));

  /* 999 signs are within the length, and no longer recurse */
  g_assert_true (sand_ruleset_eval (within, NULL, NULL, 10, &v, NULL));
  g_assert_cmpfloat (v, ==, -1);
  g_assert_true (sand_ruleset_eval ("- - 2 * -3", NULL, NULL, 10, &v, NULL));
  g_assert_cmpfloat (v, ==, -6);
}

static void
test_load_deep_expression (void)
{
  g_autofree char *deep = nested (40000);
  g_autofree char *text = ruleset_with_allowance ("deep", deep);
  g_autoptr (GError) error = NULL;
  g_autoptr (SandRuleset) rs = sand_ruleset_load_data (text, strlen (text), "deep.xml", &error);

  g_assert_null (rs);
  g_assert_error (error, SAND_ERROR, SAND_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==,
                   "deep.xml:5: cannot work out “((((((((((((((((((((((((((((((((((((((((…”: "
                   "it is 80001 characters long, more than 1000");
}

/* One such file among the user's rulesets crashed every command; now it is a
 * problem like any other, and the rest load. */
static void
test_registry_survives (void)
{
  g_autofree char *dir = g_dir_make_tmp ("sandtable-rulesets-XXXXXX", NULL);
  g_autofree char *deep_path = g_build_filename (dir, "deep.xml", NULL);
  g_autofree char *signs_path = g_build_filename (dir, "signs.xml", NULL);
  g_autofree char *good_path = g_build_filename (dir, "good.xml", NULL);
  g_autofree char *deep = nested (40000);
  g_autofree char *minus = g_strnfill (200000, '-');
  g_autofree char *deep_text = ruleset_with_allowance ("deep", deep);
  g_autofree char *signs_text = ruleset_with_allowance ("signs", minus);
  g_autofree char *good_text = ruleset_with_allowance ("good", "6");
  g_autoptr (SandRulesetRegistry) reg = NULL;
  GPtrArray *problems;

  g_assert_true (g_file_set_contents (deep_path, deep_text, -1, NULL));
  g_assert_true (g_file_set_contents (signs_path, signs_text, -1, NULL));
  g_assert_true (g_file_set_contents (good_path, good_text, -1, NULL));
  g_setenv ("SANDTABLE_RULESETS_DIR", dir, TRUE);
  reg = sand_ruleset_registry_new ();
  g_unsetenv ("SANDTABLE_RULESETS_DIR");

  g_assert_nonnull (sand_ruleset_registry_lookup (reg, "good"));
  g_assert_nonnull (sand_ruleset_registry_lookup (reg, "m42"));
  g_assert_null (sand_ruleset_registry_lookup (reg, "deep"));
  g_assert_null (sand_ruleset_registry_lookup (reg, "signs"));
  problems = sand_ruleset_registry_get_problems (reg);
  g_assert_cmpuint (problems->len, ==, 2);
  g_assert_true (g_str_has_prefix (problems->pdata[0], deep_path));
  g_assert_nonnull (strstr (problems->pdata[0], "deep.xml:5: cannot work out"));
  g_assert_nonnull (strstr (problems->pdata[1], "signs.xml:5: cannot work out"));
  g_assert_nonnull (sand_ruleset_registry_get_problem (reg, "deep"));

  g_unlink (deep_path);
  g_unlink (signs_path);
  g_unlink (good_path);
  g_rmdir (dir);
}

/* M42 as shipped with @from replaced by @to; the line @to is on in *@line */
static char *
m42_with (const char *from,
          const char *to,
          int        *line)
{
  g_autofree char *path = g_build_filename (g_getenv ("SANDTABLE_SOURCE_DATA"), "rulesets", "m42.xml", NULL);
  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;
  const char *at;
  GString *out;

  g_assert_true (g_file_get_contents (path, &text, NULL, &error));
  at = strstr (text, from);
  g_assert_nonnull (at);
  out = g_string_new_len (text, at - text);
  *line = 1;
  for (const char *c = out->str; *c != '\0'; c++)
    *line += *c == '\n';
  g_string_append (out, to);
  g_string_append (out, at + strlen (from));
  return g_string_free (out, FALSE);
}

/* The ruleset @text refused with @message at @line of "m42.xml" */
static void
assert_refused (const char *text,
                int         line,
                const char *message)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (SandRuleset) rs = sand_ruleset_load_data (text, strlen (text), "m42.xml", &error);
  g_autofree char *expected = g_strdup_printf ("m42.xml:%d: %s", line, message);

  g_assert_null (rs);
  g_assert_nonnull (error);
  if (strstr (error->message, expected) == NULL)
    g_error ("“%s” does not say “%s”", error->message, expected);
}

/* Values once taken silently (a negative allowance became 0, a mode given
 * twice was listed twice) are refused at their line. */
static void
test_values_refused (void)
{
  int line;
  g_autofree char *fraction = m42_with ("<tier fraction=\"0.5\"", "<tier fraction=\"-0.5\"", &line);
  g_autofree char *allowance = NULL;
  g_autofree char *twice = NULL;

  assert_refused (fraction, line, "fraction=\"-0.5\" of <tier> is less than 0");
  allowance = m42_with ("allowance=\"mv\"", "allowance=\"-2\"", &line);
  assert_refused (allowance, line, "allowance=\"-2\" of <class> is less than 0: an allowance is how far "
                                   "a unit may move, 0 or more");
  twice = m42_with ("<mode id=\"double\"", "<mode id=\"advance\"", &line);
  assert_refused (twice, line, "<mode id=\"advance\"> is given twice: the first is on line 13");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/ruleset/limits/expression/depth", test_expression_depth);
  g_test_add_func ("/ruleset/limits/expression/40000-parentheses", test_expression_40000_parentheses);
  g_test_add_func ("/ruleset/limits/expression/200000-minus-signs", test_expression_minus_signs);
  g_test_add_func ("/ruleset/limits/load/deep-expression-at-its-line", test_load_deep_expression);
  g_test_add_func ("/ruleset/limits/registry/deep-user-file-among-others", test_registry_survives);
  g_test_add_func ("/ruleset/limits/values/negative-fraction-allowance-and-mode-twice-at-their-line",
                   test_values_refused);

  return g_test_run ();
}
