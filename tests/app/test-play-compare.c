/* test-play-compare.c: the Play page's Compare With group — its choosers wait
 * for the switch, and a unit compared with itself under the same ruleset gets
 * a legend whose rows each say whose band they are.
 *
 * Writes tests/play-compare.png in the build tree.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "app-test-util.h"
#include "sand-application.h"
#include "sand-document.h"
#include "sand-play-panel.h"
#include "sand-window.h"

static SandApplication *app;

typedef struct
{
  SandPlayAid *aid;
  guint        n_bands;
} ReachWait;

static gboolean
reach_ready (gpointer data)
{
  ReachWait *wait = data;
  SandReachOverlay *overlay = sand_play_aid_get_overlay (wait->aid);

  return !sand_play_aid_get_busy (wait->aid) && overlay != NULL
         && sand_reach_overlay_get_n_bands (overlay) == wait->n_bands;
}

static void
test_compare_same_ruleset (void)
{
  SandWindow *window = sand_application_new_window (app);
  g_autoptr (GFile) file = app_test_scenario_file ("club-table.sandtable");
  SandPlayPanel *panel;
  SandPlayAid *aid;
  GtkWidget *compare_row, *group, *mode_row, *ruleset_row, *compare_switch;
  ReachWait wait;
  g_auto (GStrv) texts = NULL;
  g_autoptr (GdkTexture) texture = NULL;
  g_autofree char *png = NULL;
  int w, h;

  gtk_window_set_default_size (GTK_WINDOW (window), 1400, 900);
  gtk_window_present (GTK_WINDOW (window));
  sand_window_open_file (window, file);
  app_test_wait_for_window (window);
  panel = sand_play_panel_get_for_window (window);
  aid = sand_play_panel_get_aid (panel);
  app_test_show_sidebar_page (window, SAND_TYPE_PLAY_PANEL);

  compare_row = app_test_find_row (GTK_WIDGET (panel), "_Compare With");
  g_assert_nonnull (compare_row);
  compare_switch = app_test_find_widget_of_type (compare_row, GTK_TYPE_SWITCH);
  group = gtk_widget_get_parent (compare_row);
  mode_row = app_test_find_row (group, "Mode");
  ruleset_row = app_test_find_row (group, "Ruleset");
  g_assert_nonnull (compare_switch);
  g_assert_nonnull (mode_row);
  g_assert_nonnull (ruleset_row);

  /* Off, the comparison's choosers cannot be used, before a unit and after. */
  g_assert_false (gtk_switch_get_active (GTK_SWITCH (compare_switch)));
  g_assert_false (gtk_widget_is_sensitive (mode_row));
  g_assert_false (gtk_widget_is_sensitive (ruleset_row));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.select-unit", "s", "cpt-marsh");
  sand_play_panel_choose_mode (panel, "advance");
  wait = (ReachWait) { aid, 1 };
  app_test_wait_for (reach_ready, &wait, "the Advance band");
  g_assert_false (gtk_widget_is_sensitive (mode_row));
  g_assert_false (gtk_widget_is_sensitive (ruleset_row));

  /* On, with M42 against M42 and Advance against Advance: two bands whose
   * labels alone would both read "Advance, 6 in". */
  gtk_switch_set_active (GTK_SWITCH (compare_switch), TRUE);
  g_assert_true (gtk_widget_is_sensitive (mode_row));
  g_assert_true (gtk_widget_is_sensitive (ruleset_row));
  wait.n_bands = 2;
  app_test_wait_for (reach_ready, &wait, "the compared bands");
  g_assert_cmpstr (sand_reach_overlay_get_label (sand_play_aid_get_overlay (aid), 0), ==,
                   sand_reach_overlay_get_label (sand_play_aid_get_overlay (aid), 1));
  texts = sand_reach_overlay_get_legend_texts (sand_play_aid_get_overlay (aid));
  g_assert_cmpuint (g_strv_length (texts), >=, 2);
  g_assert_cmpstr (texts[0], ==, "Advance, 6 in — Capt. Marsh");
  g_assert_cmpstr (texts[1], ==, "Advance, 6 in — Capt. Marsh, compared");
  for (guint i = 0; texts[i]; i++)
    for (guint j = i + 1; texts[j]; j++)
      g_assert_cmpstr (texts[i], !=, texts[j]);

  app_test_wait_for_frames (GTK_WIDGET (window));
  texture = app_test_render (GTK_WIDGET (window), &w, &h);
  png = g_test_build_filename (G_TEST_BUILT, "play-compare.png", NULL);
  g_assert_true (gdk_texture_save_to_png (texture, png));
  g_test_message ("window saved as %s", png);

  /* Off again: the choosers wait again. */
  gtk_switch_set_active (GTK_SWITCH (compare_switch), FALSE);
  g_assert_false (gtk_widget_is_sensitive (mode_row));
  g_assert_false (gtk_widget_is_sensitive (ruleset_row));

  app_test_close_window (window);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  gtk_test_init (&argc, &argv, NULL);
  app = app_test_application_new ();

  g_test_add_func ("/play/compare/same-ruleset-legend-and-choosers", test_compare_same_ruleset);

  status = g_test_run ();
  g_clear_object (&app);
  return status;
}
