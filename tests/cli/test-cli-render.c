/* test-cli-render.c: sandtable-cli render — its formats, real size, paper,
 * resolution, the reach's legend on paper, usage and failures.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <math.h>
#include <poppler.h>
#include <string.h>

#include "cli-run.h"

static void
assert_file_starts_with (const char *path,
                         const char *magic)
{
  g_autofree char *contents = NULL;
  gsize length = 0;

  g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
  g_assert_cmpuint (length, >, 200);
  g_assert_true (g_str_has_prefix (contents, magic));
}

static void
test_render_formats (void)
{
  g_autofree char *good = fixture ("skirmish.sandtable");
  g_autofree char *dir = temp_dir ();
  const char *names[] = { "map.png", "map.svg", "map.pdf" };
  const char *magic[] = { "\x89PNG\r\n", "<?xml", "%PDF-" };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *out = g_build_filename (dir, names[i], NULL);
      g_auto (Run) run = { 0 };

      if (i == 0)
        run_cli_program (&run, "render", good, "-o", out);
      else
        run_cli (&run, "render", good, "-o", out);
      g_assert_cmpint (run.status, ==, 0);
      assert_file_starts_with (out, magic[i]);
    }
  remove_dir (dir);
}

/* pdfinfo's "Page size: W x H pts" and "Pages: N"; FALSE when it is missing. */
static gboolean
pdf_info (const char *path,
          double     *width,
          double     *height,
          int        *pages)
{
  g_autofree char *pdfinfo = g_find_program_in_path ("pdfinfo");
  g_auto (Run) run = { 0 };
  const char *size, *count;

  if (pdfinfo == NULL)
    return FALSE;
  run_program (&run, pdfinfo, path, NULL);
  g_assert_cmpint (run.status, ==, 0);
  size = strstr (run.out, "Page size:");
  count = strstr (run.out, "Pages:");
  g_assert_nonnull (size);
  g_assert_nonnull (count);
  g_assert_cmpint (sscanf (size, "Page size: %lf x %lf", width, height), ==, 2);
  g_assert_cmpint (sscanf (count, "Pages: %d", pages), ==, 1);
  return TRUE;
}

static void
check_real_size (const char *scenario,
                 double      table_w,
                 double      table_h)
{
  g_autofree char *dir = temp_dir ();
  g_autofree char *out = g_build_filename (dir, "real.pdf", NULL);
  g_auto (Run) run = { 0 };
  double w, h;
  int pages;

  run_cli (&run, "render", scenario, "-o", out, "--scale", "1");
  g_assert_cmpint (run.status, ==, 0);
  if (!pdf_info (out, &w, &h, &pages))
    {
      g_test_skip ("pdfinfo (poppler-utils) is not installed");
      remove_dir (dir);
      return;
    }
  g_assert_cmpint (pages, ==, 1);
  g_assert_cmpfloat (fabs (w - table_w * 72), <, 0.5);
  g_assert_cmpfloat (fabs (h - table_h * 72), <, 0.5);
  remove_dir (dir);
}

static void
test_render_real_size (void)
{
  g_autofree char *good = fixture ("skirmish.sandtable");
  g_autofree char *crossroads = example ("crossroads.sandtable");

  check_real_size (good, 30, 20);
  /* The crossroads table is 48 × 36 inches. */
  if (crossroads != NULL)
    check_real_size (crossroads, 48, 36);
}

static void
test_render_paper (void)
{
  g_autofree char *good = fixture ("skirmish.sandtable");
  g_autofree char *dir = temp_dir ();
  g_autofree char *fit = g_build_filename (dir, "fit.pdf", NULL);
  g_autofree char *tiled = g_build_filename (dir, "tiled.pdf", NULL);
  g_autofree char *tiled_png = g_build_filename (dir, "tiled.png", NULL);
  g_auto (Run) run_fit = { 0 };
  g_auto (Run) run_tiled = { 0 };
  g_auto (Run) run_png = { 0 };
  double w, h;
  int pages;

  /* Fitted on one A4 sheet, turned to suit a wide table. */
  run_cli (&run_fit, "render", good, "-o", fit, "--paper", "a4");
  g_assert_cmpint (run_fit.status, ==, 0);
  /* Real size on A4: the 30 × 20 inch table takes several sheets. */
  run_cli (&run_tiled, "render", good, "-o", tiled, "--paper", "a4", "--scale", "1");
  g_assert_cmpint (run_tiled.status, ==, 0);
  /* A PNG holds one page only. */
  run_cli (&run_png, "render", good, "-o", tiled_png, "--paper", "a4", "--scale", "1");
  g_assert_cmpint (run_png.status, ==, 1);
  g_assert_false (g_file_test (tiled_png, G_FILE_TEST_EXISTS));

  if (!pdf_info (fit, &w, &h, &pages))
    {
      g_test_skip ("pdfinfo (poppler-utils) is not installed");
      remove_dir (dir);
      return;
    }
  g_assert_cmpint (pages, ==, 1);
  g_assert_cmpfloat (fabs (w - 841.89), <, 1);
  g_assert_cmpfloat (fabs (h - 595.28), <, 1);
  g_assert_true (pdf_info (tiled, &w, &h, &pages));
  /* At least ceil(30 / 10.9) × ceil(20 / 7.4) sheets either way round. */
  g_assert_cmpint (pages, >=, 9);
  remove_dir (dir);
}

static void
test_render_png_dpi (void)
{
  g_autofree char *good = fixture ("skirmish.sandtable");
  g_autofree char *dir = temp_dir ();
  g_autofree char *out = g_build_filename (dir, "map.png", NULL);
  g_auto (Run) run = { 0 };
  g_autofree char *contents = NULL;
  gsize length;
  guint32 w, h;

  run_cli (&run, "render", good, "-o", out, "--dpi", "20");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_file_get_contents (out, &contents, &length, NULL));
  g_assert_cmpuint (length, >, 24);
  /* The IHDR chunk holds the size, big-endian, right after the signature. */
  memcpy (&w, contents + 16, 4);
  memcpy (&h, contents + 20, 4);
  g_assert_cmpuint (GUINT32_FROM_BE (w), ==, 30 * 20);
  g_assert_cmpuint (GUINT32_FROM_BE (h), ==, 20 * 20);
  remove_dir (dir);
}

static void
test_render_usage (void)
{
  g_autofree char *good = fixture ("skirmish.sandtable");
  g_autofree char *dir = temp_dir ();
  g_autofree char *pdf = g_build_filename (dir, "map.pdf", NULL);
  g_autofree char *txt = g_build_filename (dir, "map.txt", NULL);
  const char *cases[][6] = {
    { "render", NULL },
    { "render", good, NULL },
    { "render", good, "-o", txt, NULL },
    { "render", good, "-o", pdf, "--scale", "0" },
    { "render", good, "-o", pdf, "--scale", "-2" },
    { "render", good, "-o", pdf, "--dpi", "300" },
    { "render", good, "-o", pdf, "--mode", "run" },
    { "render", good, good, "-o", pdf, NULL },
    { "render", good, "-o", pdf, "--scale", "big" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto (Run) run = { 0 };

      run_cli (&run, cases[i][0], cases[i][1], cases[i][2], cases[i][3], cases[i][4], cases[i][5]);
      g_assert_cmpint (run.status, ==, 2);
      g_assert_nonnull (strstr (run.err, "--help"));
      g_assert_false (g_file_test (pdf, G_FILE_TEST_EXISTS));
    }
  remove_dir (dir);
}

static void
test_render_failures (void)
{
  g_autofree char *good = fixture ("skirmish.sandtable");
  g_autofree char *bad = fixture ("broken.sandtable");
  g_autofree char *dir = temp_dir ();
  g_autofree char *out = g_build_filename (dir, "map.png", NULL);
  g_autofree char *expected = g_strdup_printf ("%s:8: ", bad);
  g_auto (Run) invalid = { 0 };
  g_auto (Run) no_unit = { 0 };
  g_auto (Run) paper = { 0 };

  run_cli (&invalid, "render", bad, "-o", out);
  g_assert_cmpint (invalid.status, ==, 1);
  g_assert_nonnull (strstr (invalid.err, expected));
  g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));

  /* Never a map without the reach asked for, whether or not the engine is built in. */
  run_cli (&no_unit, "render", good, "-o", out, "--unit", "nobody");
  g_assert_cmpint (no_unit.status, ==, 1);
  g_assert_nonnull (strstr (no_unit.err, "unit"));
  g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));

  run_cli (&paper, "render", good, "-o", out, "--paper", "napkin");
  g_assert_cmpint (paper.status, ==, 1);
  g_assert_nonnull (strstr (paper.err, "napkin"));
  remove_dir (dir);
}

/* How far down @page @text first is, in points; asserts it is there. */
static double
text_top (PopplerPage *page,
          const char  *text)
{
  double width, height;
  GList *found = poppler_page_find_text (page, text);
  PopplerRectangle *r;
  double top;

  if (found == NULL)
    g_error ("“%s” is not on the page", text);
  poppler_page_get_size (page, &width, &height);
  r = found->data;
  /* poppler's rectangles count up from the page's foot */
  top = height - MAX (r->y1, r->y2);
  g_list_free_full (found, (GDestroyNotify) poppler_rectangle_free);
  return top;
}

/* The only page of the PDF at @path (unref it; it holds its document). */
static PopplerPage *
open_only_page (const char *path)
{
  g_autofree char *uri = g_filename_to_uri (path, NULL, NULL);
  g_autoptr (GError) error = NULL;
  PopplerDocument *document = poppler_document_new_from_file (uri, NULL, &error);
  PopplerPage *page;

  g_assert_no_error (error);
  g_assert_cmpint (poppler_document_get_n_pages (document), ==, 1);
  page = poppler_document_get_page (document, 0);
  g_object_unref (document);
  return page;
}

/* On paper, as a printed sheet does, the legend under the table keys the
 * reach bands below the terrain's kinds (Crops, the field's), not in the
 * table's corner; on the table alone, with no sheet legend, the corner keeps
 * them. */
static void
test_render_reach_legend (void)
{
  g_autofree char *crossroads = example ("crossroads.sandtable");
  g_autofree char *dir = temp_dir ();
  g_autofree char *pdf = g_build_filename (dir, "reach.pdf", NULL);
  g_autofree char *bare = g_build_filename (dir, "bare.pdf", NULL);
  g_auto (Run) run = { 0 }, run_bare = { 0 };
  PopplerPage *page;
  double width, height, title, crops, band;

  g_assert_nonnull (crossroads);
  run_cli (&run, "render", crossroads, "-o", pdf, "--paper", "a4", "--unit", "kern");
  g_assert_cmpint (run.status, ==, 0);
  page = open_only_page (pdf);
  poppler_page_get_size (page, &width, &height);
  title = text_top (page, "Crossroads at Dawn");
  crops = text_top (page, "Crops");
  band = text_top (page, "Advance, 6 in");
  /* the map, the title, the terrain's legend, the bands', all on the sheet */
  g_assert_cmpfloat (title, <, crops);
  g_assert_cmpfloat (crops, <, band);
  g_assert_cmpfloat (band, <, height);
  g_object_unref (page);

  run_cli (&run_bare, "render", crossroads, "-o", bare, "--unit", "kern");
  g_assert_cmpint (run_bare.status, ==, 0);
  page = open_only_page (bare);
  /* in the top-right corner of the 48×36 in table at real size */
  band = text_top (page, "Advance, 6 in");
  g_assert_cmpfloat (band, <, 72.0);
  g_object_unref (page);
  remove_dir (dir);
}

/* Messages name a file as it was given, not as the loader would spell it; a
 * folder, a missing file and a ruleset not installed here each fail the run. */

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cli/render/formats", test_render_formats);
  g_test_add_func ("/cli/render/real-size", test_render_real_size);
  g_test_add_func ("/cli/render/paper", test_render_paper);
  g_test_add_func ("/cli/render/png-dpi", test_render_png_dpi);
  g_test_add_func ("/cli/render/usage", test_render_usage);
  g_test_add_func ("/cli/render/failures", test_render_failures);
  g_test_add_func ("/cli/render/reach-legend-on-the-sheet", test_render_reach_legend);

  return g_test_run ();
}
