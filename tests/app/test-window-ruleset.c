/* test-window-ruleset.c: the scenario's ruleset row in the main window's
 * inspector under a (virtual) display: the chosen ruleset's whole name, and the
 * keyboard focus kept on the row when another is chosen.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "app-test-util.h"
#include "sand-application.h"
#include "sand-window.h"

static SandApplication *app;

/* A label on screen showing @text. */
static gboolean
is_shown_label (GtkWidget     *widget,
                gconstpointer  text)
{
  return GTK_IS_LABEL (widget) && gtk_widget_is_drawable (widget) &&
         g_strcmp0 (gtk_label_get_label (GTK_LABEL (widget)), text) == 0;
}

/* At the window's own size the scenario's ruleset row shows the chosen
 * ruleset's whole name, short or long. */
static void
check_ruleset_name_shown (const char *example,
                          const char *ruleset_name)
{
  g_autoptr(GFile) file = app_test_scenario_file (example);
  SandWindow *window = app_test_open_file (app, file);
  GtkWidget *row = app_test_find_ruleset_row (window);
  GtkWidget *name;
  int natural;

  g_assert_nonnull (row);
  name = app_test_find_widget (row, is_shown_label, ruleset_name);
  g_assert_nonnull (name);
  gtk_widget_measure (name, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural, NULL, NULL);
  g_assert_cmpint (gtk_widget_get_width (name), >=, natural);

  app_test_close_window (window);
}

static void
test_ruleset_name_shown (void)
{
  check_ruleset_name_shown ("crossroads.sandtable", "M42");
  check_ruleset_name_shown ("hex-table.sandtable", "One Hour Wargames WWII (hexed)");
}

typedef struct
{
  SandWindow *window;
  GtkWidget  *old_row;  /* the ruleset row before the inspector was rebuilt */
} Rebuilt;

/* The inspector has built its rows again: the ruleset row is a new one. */
static gboolean
ruleset_row_rebuilt (gpointer data)
{
  Rebuilt *r = data;
  GtkWidget *row = app_test_find_ruleset_row (r->window);

  return row != NULL && row != r->old_row;
}

static gboolean
in_editable (GtkWidget *widget)
{
  for (; widget != NULL; widget = gtk_widget_get_parent (widget))
    if (GTK_IS_EDITABLE (widget))
      return TRUE;
  return FALSE;
}

/* Choosing another ruleset builds the scenario's rows again: the keyboard
 * focus stays on the Ruleset row, not in the Title entry, where the tools'
 * keys (P for the polygon) would type into the title. */
static void
test_inspector_ruleset_keeps_focus (void)
{
  g_autoptr(GFile) file = app_test_scenario_file ("crossroads.sandtable");
  SandWindow *window = app_test_open_file (app, file);
  Rebuilt rebuilt = { window, NULL };
  GtkWidget *focus;

  rebuilt.old_row = app_test_find_ruleset_row (window);
  g_assert_nonnull (rebuilt.old_row);
  g_assert_true (gtk_widget_grab_focus (rebuilt.old_row));
  adw_combo_row_set_selected (ADW_COMBO_ROW (rebuilt.old_row), 1);
  app_test_wait_for (ruleset_row_rebuilt, &rebuilt, "the inspector rebuilt for the new ruleset");
  g_assert_cmpstr (sand_scenario_get_ruleset (sand_document_get_scenario (sand_window_get_document (window))),
                   !=, "m42");

  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_nonnull (focus);
  g_assert_false (in_editable (focus));
  g_assert_true (focus == app_test_find_ruleset_row (window));
  g_assert_cmpstr (sand_scenario_get_title (sand_document_get_scenario (sand_window_get_document (window))),
                   ==, "Crossroads at Dawn");

  app_test_close_window (window);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  gtk_test_init (&argc, &argv, NULL);

  app = app_test_application_new ();

  g_test_add_func ("/window/inspector/ruleset-name-shown", test_ruleset_name_shown);
  g_test_add_func ("/window/inspector/ruleset-keeps-focus", test_inspector_ruleset_keeps_focus);

  status = g_test_run ();
  g_clear_object (&app);

  return status;
}
