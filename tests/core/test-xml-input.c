/* test-xml-input.c: what a scenario or ruleset file's bytes must be before they
 * are parsed (size, encoding, counts of elements and attributes, nesting), and
 * libxml2's complaints about the rest, each said in the program's words at the
 * right line.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gstdio.h>
#include <string.h>

#include "sand-limits.h"
#include "sand-ruleset.h"
#include "scenario-io-fixture.h"

#define HEAD "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" \
             "<scenario xmlns=\"" NS "\" xmlns:x=\"urn:example:x\" version=\"1\">\n" \
             "  <table width=\"72\" height=\"48\"/>\n"
#define TAIL "</scenario>\n"

/* The message loading @length bytes of @data as "t.sandtable" gives, which must fail. */
static char *
refusal (const char *data,
         gsize       length,
         SandError   code)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (SandScenario) scenario = sand_scenario_load_data (data, length, "t.sandtable", &error);

  g_assert_null (scenario);
  g_assert_error (error, SAND_ERROR, (int) code);
  return g_strdup (error->message);
}

static char *
ruleset_refusal (const char *data,
                 gsize       length)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (SandRuleset) rs = sand_ruleset_load_data (data, length, "r.xml", &error);

  g_assert_null (rs);
  g_assert_nonnull (error);
  return g_strdup (error->message);
}

/* Encodings */

/* @text (ASCII) as UTF-32 of either byte order, with a byte order mark or without */
static GByteArray *
as_utf32 (const char *text,
          gboolean    big_endian,
          gboolean    bom)
{
  GByteArray *out = g_byte_array_new ();

  if (bom)
    {
      static const guint8 be[] = { 0, 0, 0xFE, 0xFF }, le[] = { 0xFF, 0xFE, 0, 0 };

      g_byte_array_append (out, big_endian ? be : le, 4);
    }
  for (const char *p = text; *p; p++)
    {
      guint8 unit[4] = { 0, 0, 0, 0 };

      unit[big_endian ? 3 : 0] = (guint8) *p;
      g_byte_array_append (out, unit, 4);
    }
  return out;
}

static void
test_utf32 (void)
{
  for (guint i = 0; i < 4; i++)
    {
      g_autoptr (GByteArray) bytes = as_utf32 (HEAD TAIL, i & 1, i & 2);
      g_autofree char *message = refusal ((const char *) bytes->data, bytes->len, SAND_ERROR_PARSE);
      g_autofree char *ruleset = ruleset_refusal ((const char *) bytes->data, bytes->len);

      g_assert_cmpstr (message, ==,
                       "t.sandtable:1: the file is in UTF-32, which Sandtable does not read: save "
                       "it as UTF-8");
      g_assert_cmpstr (ruleset, ==,
                       "r.xml:1: the file is in UTF-32, which Sandtable does not read: save it as "
                       "UTF-8");
    }
}

/* libxml2 said "Premature end of data" with three lines of its own on standard
 * error; the file is EBCDIC (as IBM mainframes write it), named as such. */
static void
test_ebcdic (void)
{
  /* "<?xml version" in code page 037 */
  static const char ebcdic[] = "\x4C\x6F\xA7\x94\x93\x40\xA5\x85\x99\xA2\x89\x96\x95";
  g_autofree char *message = refusal (ebcdic, sizeof ebcdic - 1, SAND_ERROR_PARSE);

  g_assert_cmpstr (message, ==,
                   "t.sandtable:1: the file is in EBCDIC, which Sandtable does not read: save it "
                   "as UTF-8");
}

/* Lines that end in CR alone (classic Mac OS): the problem on the eighth line is
 * reported there, not on line 1. */
static void
test_cr_line_ends (void)
{
  g_autofree char *text = g_strdup (HEAD "  <terrain>\n"
                                    "    <area id=\"w\" kind=\"woods\">\n"
                                    "      <polygon points=\"1,1 5,1 5,5\"/>\n"
                                    "    </area>\n"
                                    "    <area id=\"b\" kind=\"woods\" bogus=\"1\">\n"
                                    "      <polygon points=\"1,1 5,1 5,5\"/></area>\n"
                                    "  </terrain>\n" TAIL);
  g_autofree char *lf_message = refusal (text, strlen (text), SAND_ERROR_INVALID);
  g_autofree char *cr_message = NULL;

  g_strdelimit (text, "\n", '\r');
  cr_message = refusal (text, strlen (text), SAND_ERROR_INVALID);
  g_assert_cmpstr (lf_message, ==, "t.sandtable:8: unknown attribute “bogus” on <area>");
  g_assert_cmpstr (cr_message, ==, lf_message);
}

/* A file as one line with CR LF ends is counted as LF */
static void
test_crlf_line_ends (void)
{
  static const char text[] = "<?xml version=\"1.0\"?>\r\n<scenario xmlns=\"" NS "\" version=\"1\">\r\n"
                             "<table width=\"72\" height=\"48\"/>\r\n<fog/>\r\n" TAIL;
  g_autofree char *message = refusal (text, sizeof text - 1, SAND_ERROR_INVALID);

  g_assert_cmpstr (message, ==, "t.sandtable:4: unexpected element <fog> inside <scenario>");
}

/* The size cap: checked on the file's size before it is read, and on data given
 * in memory. */
static void
test_too_large_file (void)
{
  g_autofree char *dir = g_dir_make_tmp ("sandtable-input-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "huge.sandtable", NULL);
  g_autofree char *ruleset_path = g_build_filename (dir, "huge.xml", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GFile) ruleset_file = g_file_new_for_path (ruleset_path);
  g_autoptr (GError) error = NULL;
  g_autoptr (GError) ruleset_error = NULL;
  g_autoptr (SandScenario) scenario = NULL;
  g_autoptr (SandRuleset) ruleset = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *ruleset_expected = NULL;
  FILE *f;

  g_assert_nonnull (dir);
  /* sparse files: 2 GiB of nothing costs no disk, and reading it would take seconds
   * and 2 GiB of memory */
  f = g_fopen (path, "w");
  g_assert_nonnull (f);
  g_assert_cmpint (ftruncate (fileno (f), (goffset) 2 << 30), ==, 0);
  fclose (f);
  f = g_fopen (ruleset_path, "w");
  g_assert_nonnull (f);
  g_assert_cmpint (ftruncate (fileno (f), SAND_LIMIT_RULESET_BYTES + 1), ==, 0);
  fclose (f);

  scenario = sand_scenario_load_file (file, &error);
  g_assert_null (scenario);
  g_assert_error (error, SAND_ERROR, SAND_ERROR_IO);
  expected = g_strdup_printf ("%s: the file is 2.1\302\240GB, more than the 67.1\302\240MB a scenario file may be",
                              path);
  g_assert_cmpstr (error->message, ==, expected);

  ruleset = sand_ruleset_load_file (ruleset_file, &ruleset_error);
  g_assert_null (ruleset);
  g_assert_error (ruleset_error, SAND_ERROR, SAND_ERROR_IO);
  ruleset_expected = g_strdup_printf ("%s: the file is 4.2\302\240MB, more than the 4.2\302\240MB a ruleset file "
                                      "may be", ruleset_path);
  g_assert_cmpstr (ruleset_error->message, ==, ruleset_expected);

  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_cmpint (g_unlink (ruleset_path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

static void
test_too_large_data (void)
{
  gsize length = SAND_LIMIT_SCENARIO_BYTES + 1;
  g_autofree char *data = g_malloc (length);
  g_autofree char *message = NULL;

  memset (data, ' ', length);
  memcpy (data, HEAD, strlen (HEAD));
  message = refusal (data, length, SAND_ERROR_PARSE);
  g_assert_cmpstr (message, ==,
                   "t.sandtable: the file is 67.1\302\240MB, more than the 67.1\302\240MB a scenario file may be");
}

/* A ruleset has a cap of its own, a sixteenth of a scenario's */
static void
test_too_large_ruleset (void)
{
  gsize length = SAND_LIMIT_RULESET_BYTES + 1;
  g_autofree char *data = g_malloc (length);
  g_autofree char *message = NULL;

  memset (data, ' ', length);
  memcpy (data, "<ruleset", strlen ("<ruleset"));
  message = ruleset_refusal (data, length);
  g_assert_cmpstr (message, ==,
                   "r.xml: the file is 4.2\302\240MB, more than the 4.2\302\240MB a ruleset file may be");
}

/* Counts, refused before the schema's validator (quadratic in one element's
 * attributes: 10,000 of them took 45 s and 1.6 GB) is reached. */
static void
test_too_many_attributes (void)
{
  g_autoptr (GString) text = g_string_new (HEAD "  <terrain>\n    <area id=\"a\" kind=\"woods\"");

  for (guint i = 0; i < 10000; i++)
    g_string_append_printf (text, " x:a%u=\"1\"", i);
  g_string_append (text, "><polygon points=\"1,1 5,1 5,5\"/></area>\n  </terrain>\n" TAIL);
  {
    g_autofree char *message = refusal (text->str, text->len, SAND_ERROR_PARSE);

    g_assert_cmpstr (message, ==,
                     "t.sandtable:5: <area> has 10002 attributes, more than 256: remove the ones "
                     "that are not needed");
  }
}

/* As many attributes as the limit allows still load */
static void
test_attributes_at_limit (void)
{
  g_autoptr (GString) text = g_string_new (HEAD "  <x:note");
  g_autoptr (GError) error = NULL;
  g_autoptr (SandScenario) scenario = NULL;

  for (guint i = 0; i < SAND_LIMIT_XML_ATTRIBUTES; i++)
    g_string_append_printf (text, " a%u=\"1\"", i);
  g_string_append (text, "/>\n" TAIL);
  scenario = sand_scenario_load_data (text->str, text->len, "t.sandtable", &error);
  g_assert_no_error (error);
  g_assert_nonnull (scenario);
}

/* A file under the cap but past libxml2's own 10 MB loads (it was refused as
 * not well-formed at its last line). */
static void
test_large_file_under_cap (void)
{
  g_autoptr (GString) text = g_string_new (HEAD);
  g_autoptr (GError) error = NULL;
  g_autoptr (SandScenario) scenario = NULL;

  while (text->len < 20 * 1000 * 1000)
    {
      g_string_append (text, "  <x:note a=\"");
      for (guint i = 0; i < 1000; i++)
        g_string_append_c (text, 'a' + i % 26);
      g_string_append (text, "\"/>\n");
    }
  g_string_append (text, TAIL);
  g_assert_cmpuint (text->len, <, SAND_LIMIT_SCENARIO_BYTES);
  scenario = sand_scenario_load_data (text->str, text->len, "t.sandtable", &error);
  g_assert_no_error (error);
  g_assert_nonnull (scenario);
}

static void
test_too_many_elements (void)
{
  g_autoptr (GString) text = g_string_new (HEAD "  <x:many>\n");
  g_autofree char *message = NULL;
  g_autofree char *expected = NULL;

  /* the root, <table> and <x:many> are three already */
  for (guint i = 0; i < SAND_LIMIT_XML_ELEMENTS; i++)
    g_string_append (text, "<x:a/>");
  g_string_append (text, "\n  </x:many>\n" TAIL);
  message = refusal (text->str, text->len, SAND_ERROR_PARSE);
  expected = g_strdup_printf ("t.sandtable:5: the file has more than %d elements",
                              SAND_LIMIT_XML_ELEMENTS);
  g_assert_cmpstr (message, ==, expected);
}

static void
test_too_deep (void)
{
  g_autoptr (GString) text = g_string_new (HEAD);
  g_autofree char *message = NULL;
  g_autofree char *expected = NULL;

  /* the root is the first level; the one past the limit is on its own line */
  for (guint i = 1; i < SAND_LIMIT_XML_DEPTH; i++)
    g_string_append (text, "<x:d>");
  g_string_append (text, "\n<x:d>");
  for (guint i = 0; i < SAND_LIMIT_XML_DEPTH; i++)
    g_string_append (text, "</x:d>");
  g_string_append (text, "\n" TAIL);
  message = refusal (text->str, text->len, SAND_ERROR_PARSE);
  expected = g_strdup_printf ("t.sandtable:5: elements are nested more than %d deep here",
                              SAND_LIMIT_XML_DEPTH);
  g_assert_cmpstr (message, ==, expected);
}

/* A long comment with many "--" in it: libxml2 copies the comment read so far
 * for each "--" it reports (80 GB here); the scan refuses the file at the first
 * one instead, at its line. */
static void
test_comment_with_many_dashes (void)
{
  g_autoptr (GString) text = g_string_new (HEAD "<!--\n");
  g_autofree char *message = NULL;

  for (guint line = 0; line < 2000; line++)
    {
      for (guint i = 0; i < 2000; i++)
        g_string_append_c (text, 'a' + i % 26);
      g_string_append_c (text, '\n');
    }
  for (guint i = 0; i < 20000; i++)
    g_string_append (text, "-- ");
  g_string_append (text, "-->\n" TAIL);
  message = refusal (text->str, text->len, SAND_ERROR_PARSE);
  g_assert_cmpstr (message, ==, "t.sandtable:2005: “--” is not allowed inside a comment");
}

/* libxml2's parse errors, each in our words at its line */

typedef struct
{
  const char *text;  /* after HEAD (3 lines), before TAIL */
  const char *message;
} ParseCase;

static const ParseCase parse_cases[] = {
  { "<x:a>\n</x:b>\n", "t.sandtable:5: <x:a>, opened on line 4, is closed by </x:b>" },
  { "<x:a k=\"1\" k=\"2\"/>\n", "t.sandtable:4: the attribute “k” is given twice" },
  { "<x:a k=1/>\n", "t.sandtable:4: a value must be in quotes: name=\"value\"" },
  { "<x:a k=\"a < b\"/>\n", "t.sandtable:4: a value holds “<”: write it as &lt;" },
  { "<x:a>Fish & chips</x:a>\n", "t.sandtable:4: a “&” on its own: write it as &amp;" },
  { "<x:a k=\"Fish & chips\"/>\n", "t.sandtable:4: a “&” on its own: write it as &amp;" },
  { "<x:a>\n< x:b/></x:a>\n",
    "t.sandtable:5: a name is missing after “<” (write “&lt;” for a “<” in text)" },
  { "<x:a>\n</x:a></b>\n", "t.sandtable:5: <scenario>, opened on line 2, is closed by </b>" },
  { "<x:a>\n</b>\n", "t.sandtable:5: <x:a>, opened on line 4, is closed by </b>" },
  { "\n<y:a/>\n", "t.sandtable:5: the prefix “y:” is not declared: add xmlns:y=\"…\"" },
  { "<!-- a -- b -->\n", "t.sandtable:4: “--” is not allowed inside a comment" },
  { "<x:a>&eacute;</x:a>\n",
    "t.sandtable:4: “&eacute;” is not a character Sandtable knows: write the character itself "
    "(only &lt; &gt; &amp; &quot; &apos; are known)" },
};

static void
test_parse_messages (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (parse_cases); i++)
    {
      g_autofree char *text = g_strconcat (HEAD, parse_cases[i].text, TAIL, NULL);
      g_autofree char *message = refusal (text, strlen (text), SAND_ERROR_PARSE);

      g_assert_cmpstr (message, ==, parse_cases[i].message);
    }
}

/* Text after the document, and a ruleset that is not XML at all */
static void
test_not_a_document (void)
{
  static const char after[] = HEAD TAIL "<scenario/>\n";
  static const char words[] = "house rules: infantry 6\"\n";
  g_autofree char *message = refusal (after, sizeof after - 1, SAND_ERROR_PARSE);
  g_autofree char *ruleset = ruleset_refusal (words, sizeof words - 1);

  g_assert_cmpstr (message, ==,
                   "t.sandtable:5: there is more after the end of the document: the file may hold "
                   "only one top element");
  g_assert_cmpstr (ruleset, ==,
                   "r.xml:1: this is not an XML file: there is no element (“<…>”) in it");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/xml-input/encoding/utf-32", test_utf32);
  g_test_add_func ("/xml-input/encoding/ebcdic", test_ebcdic);
  g_test_add_func ("/xml-input/lines/cr-only", test_cr_line_ends);
  g_test_add_func ("/xml-input/lines/crlf", test_crlf_line_ends);
  g_test_add_func ("/xml-input/limits/file-size", test_too_large_file);
  g_test_add_func ("/xml-input/limits/data-size", test_too_large_data);
  g_test_add_func ("/xml-input/limits/ruleset-size", test_too_large_ruleset);
  g_test_add_func ("/xml-input/limits/attributes", test_too_many_attributes);
  g_test_add_func ("/xml-input/limits/attributes-at-limit", test_attributes_at_limit);
  g_test_add_func ("/xml-input/limits/20-mb-under-the-cap-loads", test_large_file_under_cap);
  g_test_add_func ("/xml-input/limits/elements", test_too_many_elements);
  g_test_add_func ("/xml-input/limits/depth", test_too_deep);
  g_test_add_func ("/xml-input/limits/comment-with-many-dashes", test_comment_with_many_dashes);
  g_test_add_func ("/xml-input/parse/messages", test_parse_messages);
  g_test_add_func ("/xml-input/parse/not-a-document", test_not_a_document);
  return g_test_run ();
}
