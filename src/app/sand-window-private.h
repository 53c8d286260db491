/* sand-window-private.h: what sand-window.c and sand-window-actions.c share.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-file-watch.h"
#include "sand-window.h"

G_BEGIN_DECLS

/* What to do once unsaved changes have been saved or discarded. */
typedef enum
{
  SAND_PENDING_NONE,
  SAND_PENDING_CLOSE,
  SAND_PENDING_NEW,
  SAND_PENDING_OPEN_CHOOSER,
  SAND_PENDING_OPEN_FILE,
} SandPending;

struct _SandWindow
{
  AdwApplicationWindow  parent_instance;

  /* Template Widgets */
  AdwHeaderBar         *header_bar;
  AdwWindowTitle       *window_title;
  AdwSplitButton       *open_button;
  AdwSplitButton       *save_button;
  GtkWidget            *new_button;
  GtkMenuButton        *primary_menu_button;
  GMenu                *recent_submenu;
  GtkSpinner           *spinner;
  AdwToastOverlay      *toast_overlay;
  SandCanvas           *canvas;
  GtkBox               *palette_box;
  AdwFlap              *sidebar_flap;
  GtkToggleButton      *sidebar_button;
  AdwViewStack         *sidebar_stack;

  /* Owned References */
  SandDocument         *document;
  SandDraft            *draft;
  SandFileWatch        *file_watch;
  GtkInfoBar           *file_bar; /* borrowed: in the window's content */
  GtkLabel             *file_bar_label;
  SandEditor           *editor;
  GSignalGroup         *scenario_signals;
  GtkNativeDialog      *file_chooser;
  GFile                *pending_file;
  GAction              *hex_coords;  /* in the window's actions on a hex grid only */

  SandPending           pending;
  guint                 force_close : 1;
  guint                 has_application_menus : 1;
};

/* Panels of the sidebar (inspector, layers, play aid…) are pages of one stack;
 * the sidebar shows itself once it has a page. */
void _sand_window_add_sidebar_page  (SandWindow      *self,
                                     GtkWidget       *page,
                                     const char      *name,
                                     const char      *title,
                                     const char      *icon_name);
/* Tools put their buttons here; the palette shows itself once it has one. */
void _sand_window_add_palette_item  (SandWindow      *self,
                                     GtkWidget       *item);
void _sand_window_class_actions_init (SandWindowClass *klass);
void _sand_window_update_actions     (SandWindow      *self);
void _sand_window_load              (SandWindow      *self,
                                     GFile           *file);
void _sand_window_show_error        (SandWindow      *self,
                                     const char      *heading,
                                     const GError    *error);
/* Runs @pending now when nothing is unsaved, else after the user chose. */
void _sand_window_confirm_pending   (SandWindow      *self,
                                     SandPending      pending,
                                     GFile           *file);

G_END_DECLS
