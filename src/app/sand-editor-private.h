/* sand-editor-private.h: what the files of SandEditor share.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-editor.h"
#include "sand-ruleset-registry.h"
#include "sand-selection.h"
#include "sand-tool.h"

G_BEGIN_DECLS

struct _SandEditor
{
  GObject              parent_instance;

  /* Borrowed References */
  SandCanvas          *canvas;     /* weak; NULL in tests without a window */

  /* Owned References */
  SandDocument        *document;
  SandSelection       *selection;
  GListStore          *tools;
  SandTool            *tool;
  SandCanvasLayer     *layer;
  GSimpleActionGroup  *actions;
  SandRulesetRegistry *registry;   /* the shared one, taken on first use */
  GHashTable          *hidden;     /* item -> item; shared with the canvas's options */
  GHashTable          *locked;
  SandSide            *side;
  char                *unit_class;
  SandFeature         *prototypes[SAND_N_TERRAIN_KINDS]; /* what the next feature of a kind is like */

  SandSnap             snap;
  SandTerrainKind      area_kind;
  SandTerrainKind      line_kind;

  /* Pointer state of the canvas controllers. */
  guint32              last_press_time;
  double               last_press_x;
  double               last_press_y;
  int                  n_press;
  double               pointer_x; /* the pointer over the canvas, table inches */
  double               pointer_y;
  double               drag_x0;  /* where the drag began, widget pixels */
  double               drag_y0;
  GtkGesture          *drag;
  GtkEventController  *motion;
  GtkEventController  *keys;

  guint                use_cm : 1;
  guint                tools_active : 1; /* the canvas's clicks go to the tools */
  guint                pointer_in : 1;
  guint                pasting;      /* clipboard pastes being parsed in a worker */
};

/* sand-editor.c */
void     _sand_editor_visibility_changed (SandEditor *self,
                                          gpointer    item);
/* sand-editor-input.c */
void     _sand_editor_attach_canvas      (SandEditor *self);
void     _sand_editor_detach_canvas      (SandEditor *self);
/* sand-editor-keypick.c: Tab, Shift+Tab and Alt+arrows pick units. */
gboolean _sand_editor_key_pick           (SandEditor     *self,
                                          guint           keyval,
                                          GdkModifierType state);
/* sand-editor-actions.c */
void     _sand_editor_init_actions       (SandEditor *self);
void     _sand_editor_update_actions     (SandEditor *self);
/* sand-editor-visibility.c: neither hidden nor locked. */
gboolean _sand_editor_is_pickable        (SandEditor *self,
                                          gpointer    item);

G_END_DECLS
