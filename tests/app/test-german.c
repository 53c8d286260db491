/* test-german.c: the window in German, the language with the longest words,
 * on a phone's width (360 px) and a small laptop (1024×600): no page of the
 * side panel asks for more width than the screen has, and the turn strip's
 * title is shown whole. Writes german-360-*.png and german-1024x600.png in
 * the build tree.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "app-test-util.h"
#include "sand-application.h"
#include "sand-backdrop-panel.h"
#include "sand-inspector.h"
#include "sand-layers-panel.h"
#include "sand-play-panel.h"
#include "sand-turn-strip.h"
#include "sand-window.h"

static SandApplication *app;

static int
min_width (GtkWidget *widget)
{
  int min;

  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
  return min;
}

/* The deepest visible widget under @widget that alone asks for more than
 * @limit pixels across, with its text when it is a label: what makes the
 * window too wide, named in the failure. */
static GtkWidget *
widest_culprit (GtkWidget *widget,
                int        limit)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (gtk_widget_get_visible (child) && min_width (child) > limit)
      return widest_culprit (child, limit);
  return widget;
}

/* What each widget under @widget wider than 200 px asks for across, to the
 * depth of @depth. */
static void
list_widths (GtkWidget *widget,
             int        depth,
             int        indent)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL && depth > 0;
       child = gtk_widget_get_next_sibling (child))
    if (gtk_widget_get_visible (child) && min_width (child) > 200)
      {
        g_test_message ("%*s%s %s: %d", indent, "", G_OBJECT_TYPE_NAME (child),
                        GTK_IS_LABEL (child) ? gtk_label_get_text (GTK_LABEL (child)) : "", min_width (child));
        list_widths (child, depth - 1, indent + 2);
      }
}

static void
assert_fits (GtkWidget  *widget,
             int         limit,
             const char *what)
{
  int min = min_width (widget);

  if (min > limit)
    {
      GtkWidget *culprit = widest_culprit (widget, limit);

      list_widths (culprit, 40, 0);
      g_error ("%s asks for %d px, more than %d: the %s%s%s%s asks for %d", what, min, limit,
               G_OBJECT_TYPE_NAME (culprit), GTK_IS_LABEL (culprit) ? " “" : "",
               GTK_IS_LABEL (culprit) ? gtk_label_get_text (GTK_LABEL (culprit)) : "",
               GTK_IS_LABEL (culprit) ? "”" : "", min_width (culprit));
    }
}

static gboolean
flap_revealed (gpointer flap)
{
  return adw_flap_get_reveal_flap (flap) && adw_flap_get_reveal_progress (flap) >= 1.0;
}

/* Each page of the side panel, shown over the table on a 360 px phone. */
static void
test_phone_width (void)
{
  SandWindow *window = app_test_open_at_size (app, "crossroads.sandtable", 360, 640);
  AdwFlap    *flap = ADW_FLAP (app_test_find_widget_of_type (GTK_WIDGET (window), ADW_TYPE_FLAP));
  const struct
  {
    GType (*type) (void);
    const char *png;
  } pages[] = {
    { sand_inspector_get_type, "german-360-inspector.png" },
    { sand_layers_panel_get_type, "german-360-lists.png" },
    { sand_play_panel_get_type, "german-360-play.png" },
    { sand_backdrop_panel_get_type, "german-360-backdrop.png" },
  };

  g_assert_cmpstr (_ ("Turn %d"), ==, "Zug %d");
  assert_fits (GTK_WIDGET (window), 360, "the window");
  g_assert_true (adw_flap_get_folded (flap));
  adw_flap_set_reveal_flap (flap, TRUE);
  app_test_wait_for (flap_revealed, flap, "the side panel to come over the table");
  for (guint i = 0; i < G_N_ELEMENTS (pages); i++)
    {
      GtkWidget *page = app_test_show_sidebar_page (window, pages[i].type ());

      assert_fits (GTK_WIDGET (window), 360, pages[i].png);
      g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, 360);
      g_assert_cmpint (gtk_widget_get_width (page), <=, 360);
      app_test_save_png (GTK_WIDGET (window), pages[i].png);
    }

  app_test_close_window (window);
}

/* The turn strip's title, "Zug 1, nicht begonnen", beside Start and End Turn
 * in the narrowest side panel: shown whole, wrapped if need be, never cut. */
static void
test_turn_title_whole (void)
{
  SandWindow    *window = app_test_open_at_size (app, "crossroads.sandtable", 360, 640);
  AdwFlap       *flap = ADW_FLAP (app_test_find_widget_of_type (GTK_WIDGET (window), ADW_TYPE_FLAP));
  SandPlayPanel *panel;
  SandTurnStrip *strip;
  GtkWidget     *title;

  adw_flap_set_reveal_flap (flap, TRUE);
  app_test_wait_for (flap_revealed, flap, "the side panel to come over the table");
  panel = SAND_PLAY_PANEL (app_test_show_sidebar_page (window, SAND_TYPE_PLAY_PANEL));
  strip = sand_play_panel_get_turn_strip (panel);
  g_assert_cmpstr (sand_turn_strip_get_title (strip), ==, "Zug 1, nicht begonnen");
  title = app_test_find_widget_of_type (GTK_WIDGET (strip), GTK_TYPE_LABEL);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (title)), ==, "Zug 1, nicht begonnen");
  g_assert_cmpint (gtk_label_get_ellipsize (GTK_LABEL (title)), ==, PANGO_ELLIPSIZE_NONE);
  g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (title))));
  g_assert_cmpint (gtk_widget_get_width (title), >, 0);
  app_test_save_png (GTK_WIDGET (strip), "german-360-turn-strip.png");

  app_test_close_window (window);
}

/* A small laptop: the side panel beside the table and the whole window
 * within 1024×600, on each page. */
static void
test_small_laptop (void)
{
  SandWindow *window = app_test_open_at_size (app, "hex-table.sandtable", 1024, 600);
  GType (*types[]) (void) = { sand_inspector_get_type, sand_layers_panel_get_type, sand_play_panel_get_type,
                              sand_backdrop_panel_get_type };

  for (guint i = 0; i < G_N_ELEMENTS (types); i++)
    {
      int min_height;

      app_test_show_sidebar_page (window, types[i]());
      assert_fits (GTK_WIDGET (window), 1024, g_type_name (types[i]()));
      gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_VERTICAL, 1024, &min_height, NULL, NULL, NULL);
      g_assert_cmpint (min_height, <=, 600);
    }
  app_test_show_sidebar_page (window, SAND_TYPE_PLAY_PANEL);
  app_test_save_png (GTK_WIDGET (window), "german-1024x600.png");

  app_test_close_window (window);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  /* German from this build's catalogue, before GTK reads the locale */
  g_setenv ("LC_ALL", "de_DE.UTF-8", TRUE);
  g_setenv ("LANGUAGE", "de", TRUE);
  if (setlocale (LC_ALL, "") == NULL)
    g_error ("the de_DE.UTF-8 locale is not installed (locales-all is in .ci/packages-test)");
  bindtextdomain (GETTEXT_PACKAGE, TEST_LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  gtk_test_init (&argc, &argv, NULL);
  /* as on a phone, whose shell gives windows a close button only */
  g_object_set (gtk_settings_get_default (), "gtk-decoration-layout", "menu:close", NULL);
  app = app_test_application_new ();

  g_test_add_func ("/german/window/phone-width", test_phone_width);
  g_test_add_func ("/german/window/turn-title-whole", test_turn_title_whole);
  g_test_add_func ("/german/window/small-laptop", test_small_laptop);

  status = g_test_run ();
  g_clear_object (&app);
  return status;
}
