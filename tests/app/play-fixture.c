/* play-fixture.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "app-test-util.h"
#include "play-fixture.h"
#include "sand-document.h"
#include "sand-editor.h"
#include "sand-reach-layer.h"
#include "sand-viewport.h"

/* @g filled in from its open window, the Play page shown. */
static void
fill (PlayGame *g)
{
  SandEditor *editor = sand_window_get_editor (g->window);

  g->canvas = sand_window_get_canvas (g->window);
  g->panel = sand_play_panel_get_for_window (g->window);
  g->aid = sand_play_panel_get_aid (g->panel);
  g->strip = sand_play_panel_get_turn_strip (g->panel);
  g->log_view = sand_play_panel_get_log_view (g->panel);
  g->history = sand_editor_get_history (editor);
  g->scenario = sand_editor_get_scenario (editor);
  g->ruleset = sand_play_aid_get_ruleset (g->aid);
  g->play = sand_scenario_get_play (g->scenario);
  g->unit = NULL;
  app_test_show_sidebar_page (g->window, SAND_TYPE_PLAY_PANEL);
}

void
play_game_open (PlayGame        *g,
                SandApplication *app,
                const char      *name)
{
  g->window = app_test_open_window (app, name);
  fill (g);
}

void
play_game_open_file (PlayGame        *g,
                     SandApplication *app,
                     const char      *path)
{
  g_autoptr (GFile) file = g_file_new_for_path (path);

  g->window = app_test_open_window (app, NULL);
  sand_window_open_file (g->window, file);
  app_test_wait_for_window (g->window);
  fill (g);
}

/* The shipped example @name opened in a new window of @app a little larger
 * than the others' (1400 x 900), as the Play page's pictures want it. */
SandWindow *
play_open_example (SandApplication *app,
                   const char      *name)
{
  return app_test_open_at_size (app, name, 1400, 900);
}

void
play_game_select (PlayGame   *g,
                  const char *id)
{
  g->unit = sand_scenario_find_unit (g->scenario, id);
  g_assert_nonnull (g->unit);
  gtk_widget_activate_action (GTK_WIDGET (g->window), "win.select-unit", "s", id);
}

gboolean
play_reach_ready (gpointer data)
{
  SandPlayAid *aid = data;

  return !sand_play_aid_get_busy (aid) && sand_play_aid_get_overlay (aid) != NULL;
}

typedef struct
{
  GtkWidget  *root;
  const char *text;
  GtkWidget  *found;
} LabelWanted;

static gboolean
is_label_saying (GtkWidget    *widget,
                 gconstpointer text)
{
  return GTK_IS_LABEL (widget) && gtk_widget_get_mapped (widget) && strstr (gtk_label_get_label (GTK_LABEL (widget)), text) != NULL;
}

static gboolean
label_found (gpointer data)
{
  LabelWanted *w = data;

  w->found = app_test_find_widget (w->root, is_label_saying, w->text);
  return w->found != NULL;
}

double
play_patch_difference (SandWindow   *window,
                       const guchar *a,
                       const guchar *b,
                       int           width,
                       int           height,
                       double        tx,
                       double        ty)
{
  double wx, wy, sum = 0;

  sand_viewport_table_to_widget (sand_canvas_get_viewport (sand_window_get_canvas (window)), tx, ty, &wx, &wy);
  for (int y = (int) wy - 2; y <= (int) wy + 2; y++)
    for (int x = (int) wx - 2; x <= (int) wx + 2; x++)
      {
        g_assert_true (x >= 0 && y >= 0 && x < width && y < height);
        for (int c = 0; c < 3; c++)
          sum += abs (a[(y * width + x) * 4 + c] - b[(y * width + x) * 4 + c]);
      }
  return sum / 25.0;
}

GtkWidget *
play_wait_for_label (GtkWidget  *root,
                     const char *text)
{
  LabelWanted w = { root, text, NULL };

  app_test_wait_for (label_found, &w, text);
  return w.found;
}

gboolean
play_document_saved (gpointer document)
{
  return !sand_document_get_busy (document) && !sand_document_get_modified (document);
}

void
play_screenshot (SandWindow *window,
                 const char *name)
{
  app_test_wait_for_frames (GTK_WIDGET (window));
  app_test_save_png (GTK_WIDGET (window), name);
}

gboolean
play_overlay_gone (gpointer aid)
{
  return !sand_play_aid_get_busy (aid) && sand_play_aid_get_overlay (aid) == NULL;
}

/* @window's canvas drawn with the Play page's layer (into @with) and without
 * it (into @without), the layer shown again after. */
void
play_render_with_and_without (SandWindow *window,
                              guchar    **with,
                              guchar    **without,
                              int        *width,
                              int        *height)
{
  GtkWidget             *canvas = GTK_WIDGET (sand_window_get_canvas (window));
  SandCanvasLayer       *layer = SAND_CANVAS_LAYER (sand_play_panel_get_layer (sand_play_panel_get_for_window (window)));
  g_autoptr (GdkTexture) shaded = app_test_render_pixels (canvas, with, width, height);
  g_autoptr (GdkTexture) plain = NULL;

  sand_canvas_layer_set_visible (layer, FALSE);
  plain = app_test_render_pixels (canvas, without, width, height);
  sand_canvas_layer_set_visible (layer, TRUE);
}
