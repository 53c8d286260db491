/* test-ruleset-text.c: the rulesets' words and the lengths in the reader's
 * language, from the catalogues just built (build/po), and files that keep C's
 * numbers whatever the language.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <locale.h>
#include <string.h>

#include "sand-length.h"
#include "sand-ruleset-registry.h"
#include "sand-scenario-io.h"

typedef struct
{
  const char *locale;
  const char *dbx_move;       /* dbx-skirmish, mode "move": "Tactical move" */
  const char *m42_double;     /* m42, mode "double": "At The Double" */
  const char *difficult;      /* "Difficult going" */
  const char *ohw_name;       /* "One Hour Wargames WWII (hexed)" */
  const char *armoured_cars;  /* a word of a note that holds "&amp;" in the catalogue */
  const char *six_and_a_half; /* 6.5 in, as sand_length_format() says it */
  const char *centimetre;     /* 1 in in centimetres, "2.5 cm" */
} Language;

static const Language languages[] = {
  { "de_DE.UTF-8", "Taktischer Zug", "Im Laufschritt", "Schwieriges Gelände",
    "One Hour Wargames WWII (Hexfelder)", "Panzerwagen &amp; Panzer", "6,5 Zoll", "2,5 cm" },
  { "fr_FR.UTF-8", "Mouvement tactique", "Pas de course", "Terrain difficile",
    "One Hour Wargames WWII (hexagones)", "automitrailleuses &amp; chars", "6,5 po", "2,5 cm" },
  { "es_ES.UTF-8", "Movimiento táctico", "A paso ligero", "Terreno difícil",
    "One Hour Wargames WWII (hexágonos)", "autoametralladoras &amp; carros", "6,5 pulg.", "2,5 cm" },
};

static void
use (const Language *lang)
{
  /* the catalogues of this build, not an installed version's */
  bindtextdomain (GETTEXT_PACKAGE, TEST_LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  g_assert_nonnull (setlocale (LC_ALL, lang->locale));
}

static const char *
mode_name (SandRulesetRegistry *reg,
           const char          *ruleset,
           const char          *mode)
{
  SandRuleset *rs = sand_ruleset_registry_lookup (reg, ruleset);

  g_assert_nonnull (rs);
  g_assert_nonnull (sand_ruleset_find_mode (rs, mode));
  return sand_ruleset_find_mode (rs, mode)->name;
}

/* The loader keeps the file's words; the display says them in the language. */
static void
test_names (gconstpointer data)
{
  const Language *lang = data;
  g_autoptr (SandRulesetRegistry) reg = sand_ruleset_registry_new ();

  use (lang);
  g_assert_cmpstr (mode_name (reg, "dbx-skirmish", "move"), ==, "Tactical move");
  g_assert_cmpstr (sand_ruleset_text (mode_name (reg, "dbx-skirmish", "move")), ==, lang->dbx_move);
  g_assert_cmpstr (sand_ruleset_text (mode_name (reg, "m42", "double")), ==, lang->m42_double);
  g_assert_cmpstr (sand_ruleset_text ("Difficult going"), ==, lang->difficult);
  g_assert_cmpstr (sand_ruleset_text (sand_ruleset_get_name (sand_ruleset_registry_lookup (reg, "ohw-ww2-hex"))),
                   ==, lang->ohw_name);
  setlocale (LC_ALL, "C.UTF-8");
}

/* xgettext keys a note's "&" as "&amp;"; the reader gets "&" back. */
static void
test_escaped_note (gconstpointer data)
{
  const Language *lang = data;
  const char *note = "\"Armoured Cars vs. Infantry, Cavalry, Anti-tank Guns, & Artillery = D6; "
                     "vs. Armoured Cars & Tanks = D6+2\"";
  g_autofree char *plain = NULL;
  GString *want = g_string_new (lang->armoured_cars);

  use (lang);
  g_string_replace (want, "&amp;", "&", 0);
  plain = g_strdup (sand_ruleset_text (note));
  g_assert_cmpstr (plain, !=, note);
  g_assert_nonnull (strstr (plain, want->str));
  g_assert_null (strstr (plain, "&amp;"));
  /* said twice, the same words */
  g_assert_cmpstr (sand_ruleset_text (note), ==, plain);
  g_string_free (want, TRUE);
  setlocale (LC_ALL, "C.UTF-8");
}

/* A player's own ruleset, not in the catalogue, reads as written; "" is no
 * catalogue's header. */
static void
test_unknown_as_written (void)
{
  const char *own = "Pike & Shot Skirmish <house rules>";

  use (&languages[0]);
  g_assert_true (sand_ruleset_text (own) == own);
  g_assert_cmpstr (sand_ruleset_text ("Hobbit Scouts"), ==, "Hobbit Scouts");
  g_assert_cmpstr (sand_ruleset_text (""), ==, "");
  g_assert_null (sand_ruleset_text (NULL));
  setlocale (LC_ALL, "C.UTF-8");
}

static void
test_lengths (gconstpointer data)
{
  const Language *lang = data;
  g_autofree char *inches = NULL;
  g_autofree char *cm = NULL;

  use (lang);
  inches = sand_length_format (6.5, SAND_LENGTH_INCHES);
  cm = sand_length_format (1.0, SAND_LENGTH_CENTIMETRES);
  g_assert_cmpstr (inches, ==, lang->six_and_a_half);
  g_assert_cmpstr (cm, ==, lang->centimetre);
  /* the unit a field is titled in ("Breite (Zoll)") is the word the lengths
   * and the scale bar say, not English "in" beside "6,5 Zoll" */
  g_assert_true (g_str_has_suffix (inches, sand_length_unit_symbol (SAND_LENGTH_INCHES)));
  g_assert_true (g_str_has_suffix (cm, sand_length_unit_symbol (SAND_LENGTH_CENTIMETRES)));
  setlocale (LC_ALL, "C.UTF-8");
}

/* FORMAT.md: numbers in files are C's, "7.5", in every language. */
static void
test_files_keep_full_stops (gconstpointer data)
{
  const Language *lang = data;
  g_autofree char *path = g_build_filename (g_getenv ("SANDTABLE_SOURCE_DATA"), "scenarios",
                                            "club-table.sandtable", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  g_autoptr (SandScenario) scenario = NULL;
  g_autoptr (GBytes) bytes = NULL;
  g_autofree char *text = NULL;

  use (lang);
  scenario = sand_scenario_load_file (file, &error);
  g_assert_no_error (error);
  bytes = sand_scenario_to_bytes (scenario);
  text = g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
  /* 1st Sgt. Reyes stands at x="7.5" */
  g_assert_nonnull (strstr (text, "x=\"7.5\""));
  g_assert_null (strstr (text, "x=\"7,5\""));
  setlocale (LC_ALL, "C.UTF-8");
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (languages); i++)
    {
      const Language *lang = &languages[i];
      g_autofree char *code = g_strndup (lang->locale, 2);
      g_autofree char *names = g_strdup_printf ("/ruleset/text/%s/names-from-the-catalogue", code);
      g_autofree char *note = g_strdup_printf ("/ruleset/text/%s/note-with-ampersands", code);
      g_autofree char *lengths = g_strdup_printf ("/ruleset/text/%s/lengths-with-a-decimal-comma", code);
      g_autofree char *files = g_strdup_printf ("/ruleset/text/%s/files-keep-full-stops", code);

      g_test_add_data_func (names, lang, test_names);
      g_test_add_data_func (note, lang, test_escaped_note);
      g_test_add_data_func (lengths, lang, test_lengths);
      g_test_add_data_func (files, lang, test_files_keep_full_stops);
    }
  g_test_add_func ("/ruleset/text/unknown-ruleset-as-written", test_unknown_as_written);

  return g_test_run ();
}
