/* play-fixture.h: what the Play page's tests share — a game opened in a
 * window on the Play page, and waiting for what the page shows.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-application.h"
#include "sand-canvas.h"
#include "sand-play-log-view.h"
#include "sand-play-panel.h"
#include "sand-play.h"
#include "sand-turn-strip.h"
#include "sand-window.h"

G_BEGIN_DECLS

/* A game open on the Play page: the window and what the tests reach into
 * (all borrowed from the window). */
typedef struct
{
  SandWindow      *window;
  SandCanvas      *canvas;
  SandPlayPanel   *panel;
  SandPlayAid     *aid;
  SandTurnStrip   *strip;
  SandPlayLogView *log_view;
  SandHistory     *history;
  SandScenario    *scenario;
  SandRuleset     *ruleset; /* the aid's, NULL without one */
  SandPlay        *play;
  SandUnit        *unit; /* the one play_game_select() selected, or NULL */
} PlayGame;

/* The shipped example @name opened in a new window of @app (1280 x 800), its
 * Play page shown; @g filled in. */
void play_game_open (PlayGame        *g,
                     SandApplication *app,
                     const char      *name);
/* The same for the scenario file at @path. */
void play_game_open_file (PlayGame        *g,
                          SandApplication *app,
                          const char      *path);
/* The shipped example @name in a new window of @app, 1400 x 900, laid out. */
SandWindow *play_open_example (SandApplication *app,
                               const char      *name);
/* The unit @id selected on the Play page (g->unit); its reach is asked, not
 * waited for (play_reach_ready()). */
void play_game_select (PlayGame   *g,
                       const char *id);

/* For app_test_wait_for(): the reach of @aid (a SandPlayAid) is answered. */
gboolean play_reach_ready (gpointer aid);

/* For app_test_wait_for(): @document (a SandDocument) is saved, nothing
 * left to save. */
gboolean play_document_saved (gpointer document);
/* @window drawn, then saved as @name in the build tree (app_test_save_png()). */
void play_screenshot (SandWindow *window,
                      const char *name);

/* For app_test_wait_for(): @aid (a SandPlayAid) is idle and shades nothing. */
gboolean play_overlay_gone (gpointer aid);

/* @window's canvas drawn with the Play page's layer and without it, as
 * B G R A pixels (g_free() them), @width by @height. */
void play_render_with_and_without (SandWindow *window,
                                   guchar    **with,
                                   guchar    **without,
                                   int        *width,
                                   int        *height);

/* Waits until a label under @root that is shown (a toast's, the page's
 * read-out) says @text, and returns it. */
GtkWidget *play_wait_for_label (GtkWidget  *root,
                                const char *text);

/* Sum of channel differences between the pixels @a and @b (B G R A, @width
 * by @height, as @window's canvas shows them) over a 5 x 5 patch around the
 * table point (@tx, @ty). */
double play_patch_difference (SandWindow   *window,
                              const guchar *a,
                              const guchar *b,
                              int           width,
                              int           height,
                              double        tx,
                              double        ty);

G_END_DECLS
