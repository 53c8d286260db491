/* test-backdrop-xml.c: <backdrop> in the scenario file, every form of it read,
 * written and read again; what is refused and what is kept.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "sand-backdrop.h"
#include "sand-edit.h"
#include "scenario-io-fixture.h"

#define HEAD "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" \
             "<scenario xmlns=\"" NS "\" version=\"1\">\n" \
             "  <table width=\"72\" height=\"48\" ground-scale=\"10\"/>\n" \
             "  <grid type=\"none\"/>\n" \
             "  <weather condition=\"dry\" turns=\"0\"/>\n"
#define TAIL "  <terrain/>\n  <forces/>\n  <play turn=\"1\"/>\n</scenario>\n"

#define FOUR_CORNERS \
  "    <corner image=\"112,84\" table=\"0,0\"/>\n" \
  "    <corner image=\"1930,120\" table=\"72,0\"/>\n" \
  "    <corner image=\"1985,1290\" table=\"72,48\"/>\n" \
  "    <corner image=\"60,1240\" table=\"0,48\"/>\n"

/* Each in the canonical form, so a round trip gives the same bytes. */
static const char * const forms[] = {
  /* relative, four corners, as in FORMAT.md */
  HEAD "  <backdrop href=\"table.jpg\" opacity=\"0.5\" print=\"false\">\n" FOUR_CORNERS "  </backdrop>\n" TAIL,
  /* absolute, two corners, a PDF's page, hidden and locked */
  HEAD "  <backdrop href=\"/srv/maps/scenario-book.pdf\" page=\"3\" visible=\"false\" locked=\"true\">\n"
       "    <corner image=\"0,0\" table=\"0,0\"/>\n"
       "    <corner image=\"612,792\" table=\"36.5,47.25\"/>\n"
       "  </backdrop>\n" TAIL,
  /* embedded */
  HEAD "  <backdrop href=\"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==\">\n"
       "    <corner image=\"0,0\" table=\"10,10\"/>\n"
       "    <corner image=\"1,1\" table=\"11,11\"/>\n"
       "  </backdrop>\n" TAIL,
  /* foreign attributes and elements on <backdrop> and a <corner> */
  HEAD "  <backdrop xmlns:cam=\"urn:example:camera\" href=\"photos/table.jpg\" cam:lens=\"24mm\">\n"
       "    <cam:exif taken=\"2024-05-01\"/>\n"
       "    <corner image=\"112,84\" table=\"0,0\" cam:err=\"0.3\"/>\n"
       "    <corner image=\"1930,120\" table=\"72,0\"/>\n"
       "    <corner image=\"1985,1290\" table=\"72,48\"/>\n"
       "    <corner image=\"60,1240\" table=\"0,48\">\n"
       "      <cam:note>behind the lamp</cam:note>\n"
       "    </corner>\n"
       "  </backdrop>\n" TAIL,
  /* corners that fold the picture (crossed) still load and save as they were */
  HEAD "  <backdrop href=\"missing.jpg\">\n"
       "    <corner image=\"0,0\" table=\"0,0\"/>\n"
       "    <corner image=\"1000,0\" table=\"72,0\"/>\n"
       "    <corner image=\"0,800\" table=\"72,48\"/>\n"
       "    <corner image=\"1000,800\" table=\"0,48\"/>\n"
       "  </backdrop>\n" TAIL,
};

static SandScenario *
load_string (const char *text,
             GError    **error)
{
  return sand_scenario_load_data (text, strlen (text), "backdrop.sandtable", error);
}

static void
assert_backdrops_equal (SandBackdrop *a,
                        SandBackdrop *b)
{
  const SandBackdropCorner *ca, *cb;
  guint na, nb;

  g_assert_cmpstr (sand_backdrop_get_href (a), ==, sand_backdrop_get_href (b));
  g_assert_cmpint (sand_backdrop_get_page (a), ==, sand_backdrop_get_page (b));
  g_assert_cmpfloat (sand_backdrop_get_opacity (a), ==, sand_backdrop_get_opacity (b));
  g_assert_cmpint (sand_backdrop_get_print (a), ==, sand_backdrop_get_print (b));
  g_assert_cmpint (sand_backdrop_get_visible (a), ==, sand_backdrop_get_visible (b));
  g_assert_cmpint (sand_backdrop_get_locked (a), ==, sand_backdrop_get_locked (b));
  ca = sand_backdrop_get_corners (a, &na);
  cb = sand_backdrop_get_corners (b, &nb);
  g_assert_cmpuint (na, ==, nb);
  g_assert_cmpmem (ca, na * sizeof *ca, cb, nb * sizeof *cb);
  g_assert_true (sand_foreign_equal (sand_backdrop_get_foreign (a), sand_backdrop_get_foreign (b)));
}

static void
test_round_trip (gconstpointer data)
{
  const char *text = forms[GPOINTER_TO_UINT (data)];
  g_autoptr (GError) error = NULL;
  g_autoptr (SandScenario) scenario = load_string (text, &error);
  g_autoptr (SandScenario) copy = NULL;
  g_autoptr (GBytes) saved = NULL;

  g_assert_no_error (error);
  g_assert_nonnull (sand_scenario_get_backdrop (scenario));
  g_assert_cmpuint (sand_backdrop_get_source_line (sand_scenario_get_backdrop (scenario)), ==, 6);
  saved = sand_scenario_to_bytes (scenario);
  g_assert_cmpmem (g_bytes_get_data (saved, NULL), g_bytes_get_size (saved), text, strlen (text));

  copy = reload (scenario);
  assert_scenarios_equal (scenario, copy);
  assert_backdrops_equal (sand_scenario_get_backdrop (scenario), sand_scenario_get_backdrop (copy));
}

static void
test_values (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (SandScenario) scenario = load_string (forms[0], &error);
  SandBackdrop *backdrop = sand_scenario_get_backdrop (scenario);
  const SandBackdropCorner *corners;
  guint n;

  g_assert_no_error (error);
  g_assert_cmpstr (sand_backdrop_get_href (backdrop), ==, "table.jpg");
  g_assert_false (sand_backdrop_is_embedded (backdrop));
  g_assert_cmpfloat (sand_backdrop_get_opacity (backdrop), ==, 0.5);
  g_assert_false (sand_backdrop_get_print (backdrop));
  g_assert_true (sand_backdrop_get_visible (backdrop));
  g_assert_false (sand_backdrop_get_locked (backdrop));
  corners = sand_backdrop_get_corners (backdrop, &n);
  g_assert_cmpuint (n, ==, 4);
  g_assert_cmpfloat (corners[2].image.x, ==, 1985);
  g_assert_cmpfloat (corners[2].image.y, ==, 1290);
  g_assert_cmpfloat (corners[2].table.x, ==, 72);
  g_assert_cmpfloat (corners[2].table.y, ==, 48);
}

/* A table without a backdrop writes none, and one removed is gone from the file. */
static void
test_none_and_removed (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (SandScenario) scenario = load_string (forms[0], &error);
  g_autoptr (SandHistory) history = sand_history_new (scenario);
  g_autoptr (GBytes) saved = NULL;

  sand_edit_set_backdrop (history, NULL);
  saved = sand_scenario_to_bytes (scenario);
  g_assert_cmpmem (g_bytes_get_data (saved, NULL), g_bytes_get_size (saved), HEAD TAIL, strlen (HEAD TAIL));
}

/* A backdrop edited and saved keeps the foreign content it came with. */
static void
test_edited_keeps_foreign (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (SandScenario) scenario = load_string (forms[3], &error);
  g_autoptr (SandHistory) history = sand_history_new (scenario);
  SandBackdrop *backdrop = sand_scenario_get_backdrop (scenario);
  g_autoptr (GBytes) saved = NULL;
  const char *text;

  sand_edit_move_backdrop (history, backdrop, 1, 2);
  saved = sand_scenario_to_bytes (scenario);
  text = g_bytes_get_data (saved, NULL);
  g_assert_nonnull (strstr (text, "cam:lens=\"24mm\""));
  g_assert_nonnull (strstr (text, "<corner image=\"112,84\" table=\"1,2\" cam:err=\"0.3\"/>"));
  g_assert_nonnull (strstr (text, "<cam:note>behind the lamp</cam:note>"));
  g_assert_nonnull (strstr (text, "<corner image=\"1985,1290\" table=\"73,50\"/>"));
}

static void
assert_refused (const char *backdrop,
                const char *expected)
{
  g_autofree char *text = g_strconcat (HEAD, backdrop, TAIL, NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (SandScenario) scenario = load_string (text, &error);

  g_assert_null (scenario);
  g_assert_error (error, SAND_ERROR, SAND_ERROR_INVALID);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, expected));
}

static void
test_bad (void)
{
  assert_refused ("  <backdrop href=\"t.jpg\"><corner image=\"0,0\" table=\"0,0\"/></backdrop>\n",
                  "backdrop.sandtable:6: <backdrop> has 1 <corner>: give two");
  assert_refused ("  <backdrop href=\"t.jpg\">\n"
                  "    <corner image=\"0,0\" table=\"0,0\"/>\n"
                  "    <corner image=\"5,5 6,6\" table=\"1,1\"/>\n"
                  "  </backdrop>\n",
                  "backdrop.sandtable:8: image of <corner> must be one x,y pair, not 2");
  assert_refused ("  <backdrop href=\"t.jpg\">\n"
                  "    <corner image=\"0,0\" table=\"0,0\"/>\n"
                  "    <corner image=\"5,5\" table=\"one,1\"/>\n"
                  "  </backdrop>\n",
                  "backdrop.sandtable:8:");
  assert_refused ("  <backdrop href=\"t.jpg\" opacity=\"1.5\"><corner image=\"0,0\" table=\"0,0\"/>"
                  "<corner image=\"1,1\" table=\"1,1\"/></backdrop>\n",
                  "backdrop.sandtable:6: opacity of <backdrop> must be from 0 to 1");
  assert_refused ("  <backdrop href=\"t.jpg\" colour=\"red\"><corner image=\"0,0\" table=\"0,0\"/>"
                  "<corner image=\"1,1\" table=\"1,1\"/></backdrop>\n",
                  "backdrop.sandtable:6: unknown attribute “colour” on <backdrop>");
  assert_refused ("  <backdrop><corner image=\"0,0\" table=\"0,0\"/>"
                  "<corner image=\"1,1\" table=\"1,1\"/></backdrop>\n",
                  "backdrop.sandtable:6: <backdrop> is missing its “href” attribute");
}

/* <backdrop> follows <weather>: before it is out of place. */
static void
test_out_of_place (void)
{
  const char *text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                     "<scenario xmlns=\"" NS "\" version=\"1\">\n"
                     "  <backdrop href=\"t.jpg\"><corner image=\"0,0\" table=\"0,0\"/>"
                     "<corner image=\"1,1\" table=\"1,1\"/></backdrop>\n"
                     "  <table width=\"72\" height=\"48\"/>\n"
                     "</scenario>\n";
  g_autoptr (GError) error = NULL;
  g_autoptr (SandScenario) scenario = load_string (text, &error);

  g_assert_null (scenario);
  g_assert_error (error, SAND_ERROR, SAND_ERROR_INVALID);
}

int
main (int   argc,
      char *argv[])
{
  static const char * const names[] = {
    "relative-four-corners", "absolute-two-corners-pdf-page", "data-uri", "foreign", "folded",
  };

  g_test_init (&argc, &argv, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (forms); i++)
    {
      g_autofree char *path = g_strdup_printf ("/backdrop/xml/round-trip/%s", names[i]);

      g_test_add_data_func (path, GUINT_TO_POINTER (i), test_round_trip);
    }
  g_test_add_func ("/backdrop/xml/values", test_values);
  g_test_add_func ("/backdrop/xml/none-and-removed", test_none_and_removed);
  g_test_add_func ("/backdrop/xml/edited-keeps-foreign", test_edited_keeps_foreign);
  g_test_add_func ("/backdrop/xml/bad", test_bad);
  g_test_add_func ("/backdrop/xml/out-of-place", test_out_of_place);

  return g_test_run ();
}
