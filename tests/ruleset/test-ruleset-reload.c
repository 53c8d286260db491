/* test-ruleset-reload.c: the registry read again as the player's folder
 * changes: a file added, changed, broken and removed, each seen at once; the
 * rulesets someone still holds stay whole; one bad file never stops the others.
 * Then the same through the watch on the player's folder, as the app has it:
 * each change seen without anyone asking, told by "changed"; a burst of events
 * read once; a $SANDTABLE_RULESETS_DIR that does not exist yet watched all the
 * same, and read when it is made.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "sand-ruleset-registry.h"
#include "sand-ruleset-watch.h"

#define HOUSE(name, allowance)                                                   \
  "<?xml version=\"1.0\"?>\n"                                                    \
  "<ruleset xmlns=\"urn:sandtable:ruleset:1\" id=\"house\">\n"                   \
  "  <name>" name "</name><mode id=\"move\"/>\n"                                 \
  "  <class id=\"infantry\" allowance=\"" allowance "\"/>\n"                     \
  "</ruleset>\n"

#define OTHER                                                                    \
  "<?xml version=\"1.0\"?>\n"                                                    \
  "<ruleset xmlns=\"urn:sandtable:ruleset:1\" id=\"other\">\n"                   \
  "  <name>Other</name><mode id=\"move\"/>\n"                                    \
  "  <class id=\"infantry\" allowance=\"6\"/>\n"                                 \
  "</ruleset>\n"

/* A ruleset of its own id, one of a burst */
#define NUMBERED                                                                 \
  "<?xml version=\"1.0\"?>\n"                                                    \
  "<ruleset xmlns=\"urn:sandtable:ruleset:1\" id=\"burst-%02u\">\n"              \
  "  <name>Burst %u</name><mode id=\"move\"/>\n"                                 \
  "  <class id=\"infantry\" allowance=\"6\"/>\n"                                 \
  "</ruleset>\n"

#define N_BURST 20

typedef struct
{
  char                *dir;
  char                *house;
  char                *other;
  SandRulesetRegistry *registry;
  guint                n_changed;
} Fixture;

static void
changed_cb (SandRulesetRegistry *registry,
            Fixture             *f)
{
  f->n_changed++;
}

/* The registry read, with the player's folder @dir (taken) and its two files'
 * names kept. */
static void
fixture_open (Fixture *f,
              char    *dir)
{
  f->dir = dir;
  f->house = g_build_filename (f->dir, "house.xml", NULL);
  f->other = g_build_filename (f->dir, "other.xml", NULL);
  f->registry = sand_ruleset_registry_new ();
  g_signal_connect (f->registry, "changed", G_CALLBACK (changed_cb), f);
}

static void
fixture_set_up (Fixture      *f,
                gconstpointer data)
{
  char *dir = g_dir_make_tmp ("sandtable-rulesets-XXXXXX", NULL);

  g_setenv ("SANDTABLE_RULESETS_DIR", dir, TRUE);
  fixture_open (f, dir);
}

static void
fixture_tear_down (Fixture      *f,
                   gconstpointer data)
{
  g_clear_object (&f->registry);
  g_unlink (f->house);
  g_unlink (f->other);
  g_rmdir (f->dir);
  g_free (f->house);
  g_free (f->other);
  g_free (f->dir);
}

static void
write_file (const char *path,
            const char *text)
{
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
}

static gboolean
listed (SandRulesetRegistry *registry,
        const char          *id)
{
  GPtrArray *list = sand_ruleset_registry_list (registry);

  for (guint i = 0; i < list->len; i++)
    if (g_strcmp0 (sand_ruleset_get_id (g_ptr_array_index (list, i)), id) == 0)
      return TRUE;
  return FALSE;
}

/* A file added is there after a reload, in the lookup and in the list. */
static void
test_added (Fixture      *f,
            gconstpointer data)
{
  g_assert_null (sand_ruleset_registry_lookup (f->registry, "house"));
  write_file (f->house, HOUSE ("House", "6"));
  g_assert_true (sand_ruleset_registry_reload (f->registry));
  g_assert_cmpuint (f->n_changed, ==, 1);
  g_assert_cmpstr (sand_ruleset_get_name (sand_ruleset_registry_lookup (f->registry, "house")), ==, "House");
  g_assert_true (listed (f->registry, "house"));
  g_assert_nonnull (sand_ruleset_registry_lookup (f->registry, "m42"));
  g_assert_cmpuint (sand_ruleset_registry_get_problems (f->registry)->len, ==, 0);
}

/* The same files read again change nothing: the rulesets are the very same
 * objects, and no one is told to refresh. */
static void
test_same_kept (Fixture      *f,
                gconstpointer data)
{
  SandRuleset *before;

  write_file (f->house, HOUSE ("House", "6"));
  g_assert_true (sand_ruleset_registry_reload (f->registry));
  before = sand_ruleset_registry_lookup (f->registry, "house");
  g_assert_false (sand_ruleset_registry_reload (f->registry));
  g_assert_true (sand_ruleset_registry_lookup (f->registry, "house") == before);
  g_assert_cmpuint (f->n_changed, ==, 1);
}

/* A file changed: the lookup gives the new rules; a ruleset taken before the
 * change is still whole for whoever holds it (valgrind and ASan check). */
static void
test_changed_held_whole (Fixture      *f,
                         gconstpointer data)
{
  g_autoptr (SandRuleset) held = NULL;

  write_file (f->house, HOUSE ("House", "6"));
  sand_ruleset_registry_reload (f->registry);
  held = g_object_ref (sand_ruleset_registry_lookup (f->registry, "house"));
  write_file (f->house, HOUSE ("House rules, second edition", "8"));
  g_assert_true (sand_ruleset_registry_reload (f->registry));
  g_assert_cmpuint (f->n_changed, ==, 2);
  g_assert_cmpstr (sand_ruleset_get_name (sand_ruleset_registry_lookup (f->registry, "house")), ==,
                   "House rules, second edition");
  g_assert_true (sand_ruleset_registry_lookup (f->registry, "house") != held);
  g_assert_cmpstr (sand_ruleset_get_name (held), ==, "House");
  g_assert_cmpstr (sand_ruleset_get_id (held), ==, "house");
}

/* A file broken: its problem at its line, the ruleset gone from the list, and
 * the folder's other file and the bundled rulesets all still there. */
static void
test_broken_alone (Fixture      *f,
                   gconstpointer data)
{
  GPtrArray *problems;

  write_file (f->house, HOUSE ("House", "6"));
  write_file (f->other, OTHER);
  sand_ruleset_registry_reload (f->registry);
  write_file (f->house,
         "<?xml version=\"1.0\"?>\n"
         "<ruleset xmlns=\"urn:sandtable:ruleset:1\" id=\"house\">\n"
         "  <name>House</name><mode id=\"move\"/>\n"
         "  <class name=\"Man\" allowance=\"6\"/>\n"
         "</ruleset>\n");
  g_assert_true (sand_ruleset_registry_reload (f->registry));
  g_assert_cmpuint (f->n_changed, ==, 2);
  g_assert_null (sand_ruleset_registry_lookup (f->registry, "house"));
  g_assert_false (listed (f->registry, "house"));
  g_assert_nonnull (sand_ruleset_registry_lookup (f->registry, "other"));
  g_assert_nonnull (sand_ruleset_registry_lookup (f->registry, "m42"));
  problems = sand_ruleset_registry_get_problems (f->registry);
  g_assert_cmpuint (problems->len, ==, 1);
  g_assert_nonnull (strstr (g_ptr_array_index (problems, 0), "house.xml:4: <class> is missing its “id”"));
  g_assert_nonnull (strstr (sand_ruleset_registry_get_problem (f->registry, "house"), "house.xml:4: "));

  /* mended, the problem goes */
  write_file (f->house, HOUSE ("House", "6"));
  g_assert_true (sand_ruleset_registry_reload (f->registry));
  g_assert_nonnull (sand_ruleset_registry_lookup (f->registry, "house"));
  g_assert_cmpuint (sand_ruleset_registry_get_problems (f->registry)->len, ==, 0);
  g_assert_null (sand_ruleset_registry_get_problem (f->registry, "house"));
}

/* A file removed: gone from the lookup and the list, with no problem left. */
static void
test_removed (Fixture      *f,
              gconstpointer data)
{
  write_file (f->house, HOUSE ("House", "6"));
  sand_ruleset_registry_reload (f->registry);
  g_assert_cmpint (g_unlink (f->house), ==, 0);
  g_assert_true (sand_ruleset_registry_reload (f->registry));
  g_assert_cmpuint (f->n_changed, ==, 2);
  g_assert_null (sand_ruleset_registry_lookup (f->registry, "house"));
  g_assert_false (listed (f->registry, "house"));
  g_assert_null (sand_ruleset_registry_get_problem (f->registry, "house"));
  g_assert_cmpuint (sand_ruleset_registry_get_problems (f->registry)->len, ==, 0);
}

/* The watch: the player's folder under the data folder ($XDG_DATA_HOME), made
 * when missing, every change told by "changed" without a reload asked for. */
typedef struct
{
  Fixture           base;
  SandRulesetWatch *watch;
  gboolean          timed_out;
} Watched;

static void
watched_set_up (Watched      *w,
                gconstpointer data)
{
  Fixture *f = &w->base;

  char *dir = g_build_filename (g_get_user_data_dir (), "sandtable", "rulesets", NULL);

  g_unsetenv ("SANDTABLE_RULESETS_DIR");
  g_assert_false (g_file_test (dir, G_FILE_TEST_EXISTS));
  fixture_open (f, dir);
  w->watch = sand_ruleset_watch_new (f->registry);
}

static void
watched_tear_down (Watched      *w,
                   gconstpointer data)
{
  g_clear_object (&w->watch);
  fixture_tear_down (&w->base, data);
}

static gboolean
time_out_cb (gpointer data)
{
  ((Watched *) data)->timed_out = TRUE;
  return G_SOURCE_REMOVE;
}

/* The main loop run until the registry has said "changed" @n times in all;
 * the bound only turns a watch that never tells into a failure. */
static void
wait_changed (Watched *w,
              guint    n)
{
  guint guard = g_timeout_add_seconds (30, time_out_cb, w);

  while (w->base.n_changed < n && !w->timed_out)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (w->timed_out);
  g_source_remove (guard);
  g_assert_cmpuint (w->base.n_changed, ==, n);
}

/* The house ruleset saved, then the other: each read and told in turn. */
static void
add_house_then_other (Watched *w)
{
  Fixture *f = &w->base;

  write_file (f->house, HOUSE ("House", "6"));
  wait_changed (w, 1);
  g_assert_cmpstr (sand_ruleset_get_name (sand_ruleset_registry_lookup (f->registry, "house")), ==, "House");

  write_file (f->other, OTHER);
  wait_changed (w, 2);
  g_assert_nonnull (sand_ruleset_registry_lookup (f->registry, "other"));
}

/* The main loop run until the watch has read the folders @n times in all and
 * has no reading due: what came of the events so far is all read. */
static void
wait_read (Watched *w,
           guint    n)
{
  guint guard = g_timeout_add_seconds (30, time_out_cb, w);

  while ((sand_ruleset_watch_get_reads (w->watch) < n || sand_ruleset_watch_get_pending (w->watch)) &&
         !w->timed_out)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (w->timed_out);
  g_source_remove (guard);
}

static void
write_burst (Fixture *f,
             guint    i)
{
  g_autofree char *name = g_strdup_printf ("burst-%02u.xml", i);
  g_autofree char *path = g_build_filename (f->dir, name, NULL);
  g_autofree char *text = g_strdup_printf (NUMBERED, i, i);

  write_file (path, text);
}

static void
remove_burst (Fixture *f,
              guint    i)
{
  g_autofree char *name = g_strdup_printf ("burst-%02u.xml", i);
  g_autofree char *path = g_build_filename (f->dir, name, NULL);

  g_assert_cmpint (g_unlink (path), ==, 0);
}

/* Twenty files saved at once (an archive unpacked, a sync tool catching up:
 * each save several events) are read once, when the folder is quiet, not once
 * an event; their removal, a second burst, once more. */
static void
test_burst_read_once (Watched      *w,
                      gconstpointer data)
{
  Fixture *f = &w->base;

  for (guint i = 0; i < N_BURST; i++)
    write_burst (f, i);
  wait_read (w, 1);
  g_assert_cmpuint (sand_ruleset_watch_get_reads (w->watch), ==, 1);
  g_assert_cmpuint (f->n_changed, ==, 1);
  for (guint i = 0; i < N_BURST; i++)
    {
      g_autofree char *id = g_strdup_printf ("burst-%02u", i);

      g_assert_nonnull (sand_ruleset_registry_lookup (f->registry, id));
    }

  for (guint i = 0; i < N_BURST; i++)
    remove_burst (f, i);
  wait_read (w, 2);
  g_assert_cmpuint (sand_ruleset_watch_get_reads (w->watch), ==, 2);
  g_assert_cmpuint (f->n_changed, ==, 2);
  g_assert_null (sand_ruleset_registry_lookup (f->registry, "burst-00"));
  g_assert_null (sand_ruleset_registry_lookup (f->registry, "burst-19"));
}

/* $SANDTABLE_RULESETS_DIR names a folder not made yet, nor its parent (as a
 * player's own folder often is until they make it): made later with a ruleset
 * in it, the ruleset is read without a restart, and a file put there after it
 * too. */
static void
later_set_up (Watched      *w,
              gconstpointer data)
{
  Fixture *f = &w->base;
  g_autofree char *parent = g_dir_make_tmp ("sandtable-later-XXXXXX", NULL);
  char *dir = g_build_filename (parent, "share", "rulesets", NULL);

  g_setenv ("SANDTABLE_RULESETS_DIR", dir, TRUE);
  fixture_open (f, dir);
  w->watch = sand_ruleset_watch_new (f->registry);
}

static void
later_tear_down (Watched      *w,
                 gconstpointer data)
{
  g_autofree char *share = g_path_get_dirname (w->base.dir);
  g_autofree char *parent = g_path_get_dirname (share);
  g_autofree char *user = g_build_filename (g_get_user_data_dir (), "sandtable", "rulesets", NULL);

  watched_tear_down (w, data);
  g_rmdir (share);
  g_rmdir (parent);
  g_rmdir (user);
  g_unsetenv ("SANDTABLE_RULESETS_DIR");
}

static void
test_env_dir_made_later (Watched      *w,
                         gconstpointer data)
{
  Fixture *f = &w->base;

  g_assert_false (g_file_test (f->dir, G_FILE_TEST_EXISTS));
  g_assert_null (sand_ruleset_registry_lookup (f->registry, "house"));

  g_assert_cmpint (g_mkdir_with_parents (f->dir, 0755), ==, 0);
  add_house_then_other (w);
}

/* Added, changed, broken, mended and removed, each seen in turn; the folder,
 * missing at first, was made to be watched. */
static void
test_watched (Watched      *w,
              gconstpointer data)
{
  Fixture *f = &w->base;
  GPtrArray *problems;

  g_assert_true (g_file_test (f->dir, G_FILE_TEST_IS_DIR));

  add_house_then_other (w);

  write_file (f->house, HOUSE ("House rules, second edition", "8"));
  wait_changed (w, 3);
  g_assert_cmpstr (sand_ruleset_get_name (sand_ruleset_registry_lookup (f->registry, "house")), ==,
                   "House rules, second edition");

  write_file (f->house,
              "<?xml version=\"1.0\"?>\n"
              "<ruleset xmlns=\"urn:sandtable:ruleset:1\" id=\"house\">\n"
              "  <name>House</name><mode id=\"move\"/>\n"
              "  <class name=\"Man\" allowance=\"6\"/>\n"
              "</ruleset>\n");
  wait_changed (w, 4);
  g_assert_null (sand_ruleset_registry_lookup (f->registry, "house"));
  g_assert_nonnull (sand_ruleset_registry_lookup (f->registry, "other"));
  problems = sand_ruleset_registry_get_problems (f->registry);
  g_assert_cmpuint (problems->len, ==, 1);
  g_test_message ("%s", (const char *) g_ptr_array_index (problems, 0));
  g_assert_nonnull (strstr (g_ptr_array_index (problems, 0), "house.xml:4: <class> is missing its “id”"));

  g_assert_cmpint (g_unlink (f->house), ==, 0);
  wait_changed (w, 5);
  g_assert_null (sand_ruleset_registry_lookup (f->registry, "house"));
  g_assert_cmpuint (sand_ruleset_registry_get_problems (f->registry)->len, ==, 0);
  g_assert_nonnull (sand_ruleset_registry_lookup (f->registry, "other"));
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *home = g_dir_make_tmp ("sandtable-data-home-XXXXXX", NULL);
  int status;

  /* the player's own folder empty, whatever this machine's holds */
  g_setenv ("XDG_DATA_HOME", home, TRUE);
  g_test_init (&argc, &argv, NULL);
#define ADD(path, func) g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/ruleset/reload/added", test_added);
  ADD ("/ruleset/reload/same-files-kept", test_same_kept);
  ADD ("/ruleset/reload/changed-held-whole", test_changed_held_whole);
  ADD ("/ruleset/reload/broken-alone", test_broken_alone);
  ADD ("/ruleset/reload/removed", test_removed);
#undef ADD
  g_test_add ("/ruleset/watch/added-changed-broken-removed", Watched, NULL, watched_set_up, test_watched,
              watched_tear_down);
  g_test_add ("/ruleset/watch/burst-read-once", Watched, NULL, watched_set_up, test_burst_read_once,
              watched_tear_down);
  g_test_add ("/ruleset/watch/env-folder-made-later", Watched, NULL, later_set_up, test_env_dir_made_later,
              later_tear_down);
  status = g_test_run ();
  {
    g_autofree char *sandtable = g_build_filename (home, "sandtable", NULL);

    g_rmdir (sandtable);
  }
  g_rmdir (home);
  return status;
}
