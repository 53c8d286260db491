/* sand-backdrop-panel-private.h: what the panel and its gestures share.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-backdrop-image.h"
#include "sand-backdrop-panel.h"
#include "sand-backdrop-place.h"
#include "sand-canvas-layer.h"

G_BEGIN_DECLS

struct _SandBackdropPanel
{
  GtkWidget parent_instance;

  /* Widgets */
  GtkWidget *scroller;
  AdwPreferencesGroup *image_group;
  GtkWidget *import_button;
  AdwActionRow *image_row;
  GtkWidget *spinner; /* while an image is read */
  AdwPreferencesGroup *place_group;
  GtkWidget *two_button;
  GtkWidget *four_button;
  GtkWidget *fit_button;
  GtkLabel *hint_label;
  GtkWidget *distance_box;
  AdwComboRow *give_row;          /* their distance, or where each lies */
  AdwActionRow *distance_row;
  GtkSpinButton *distance_spin;
  AdwActionRow *point_rows[2];
  GtkSpinButton *point_spins[4];  /* across and down of each, in the length unit */
  AdwComboRow *direction_row;
  AdwPreferencesGroup *show_group;
  GtkRange *opacity_scale;
  GtkSwitch *visible_switch;
  GtkSwitch *locked_switch;
  GtkSwitch *print_switch;
  GtkSwitch *embed_switch;

  /* Borrowed References */
  SandWindow *window;

  /* Owned References */
  SandCanvasLayer *image_layer;
  SandCanvasLayer *marks_layer;
  SandBackdropImage *image;
  GSignalGroup *scenario_signals;
  GtkNativeDialog *chooser;
  GCancellable *loading;   /* while the image is read for loaded_key */
  GCancellable *importing; /* while a file being imported is read */
  char *importing_name;    /* its name, to show meanwhile */
  char *loaded_key;   /* the file (or data: URI) the image was read from */
  int loaded_page;
  char *problem;      /* file:line: why the backdrop cannot be shown */
  char *hint;
  GFile *linked_file; /* the file an embedded image came from, to link again */

  SandBackdropPlacing placing;
  SandPoint clicks[SAND_BACKDROP_MAX_CORNERS]; /* table inches */
  SandPoint image_clicks[SAND_BACKDROP_MAX_CORNERS];
  guint n_clicks;

  gboolean dragging;
  SandBackdropCorner drag_from[SAND_BACKDROP_MAX_CORNERS];
  double drag_x;
  double drag_y;
  gboolean syncing;
};

/* The scenario's backdrop, when it has one. */
SandBackdrop *_sand_backdrop_panel_get_backdrop (SandBackdropPanel *self);
SandHistory  *_sand_backdrop_panel_get_history  (SandBackdropPanel *self);
void          _sand_backdrop_panel_set_hint     (SandBackdropPanel *self,
                                                 const char        *hint);
/* The scenario's folder, when it has a file. */
GFile        *_sand_backdrop_panel_get_document_dir (SandBackdropPanel *self);
/* The rows and the image brought in step with the scenario's backdrop. */
void          _sand_backdrop_panel_sync         (SandBackdropPanel *self);
/* @image, already read, taken as the one @href (page @page, from @dir) names. */
void          _sand_backdrop_panel_keep_image   (SandBackdropPanel *self,
                                                 const char        *href,
                                                 int                page,
                                                 GFile             *dir,
                                                 SandBackdropImage *image);
/* The window's "import-backdrop" action: a file chooser. */
void          _sand_backdrop_panel_import_activated (GSimpleAction *action,
                                                     GVariant      *parameter,
                                                     gpointer       user_data);
/* After two points, what to give: their distance, or where each lies. */
void          _sand_backdrop_panel_ask_hint     (SandBackdropPanel *self);
/* The marks layer shows the clicks so far. */
void          _sand_backdrop_panel_show_clicks  (SandBackdropPanel *self);
/* Where the image's pixel at table point (@x, @y) is, under its placing now;
 * FALSE off the picture or when it is not placed. */
gboolean      _sand_backdrop_panel_image_point  (SandBackdropPanel *self,
                                                 double             x,
                                                 double             y,
                                                 SandPoint         *image);
void          _sand_backdrop_panel_add_gestures (SandBackdropPanel *self);

G_END_DECLS
