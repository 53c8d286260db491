/* sand-hex-panel-private.h: what the files of SandHexPanel share.
 *
 * sand-hex-panel.c holds the object and its properties; -view.c shows the unit,
 * what it sees and what it can hit; -dice.c the casualty dice; -input.c follows
 * the selection and the pointer on the canvas; -actions.c the "hex" actions.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "sand-hex-panel.h"

G_BEGIN_DECLS

struct _SandHexPanel
{
  AdwBin              parent_instance;

  /* Template Widgets */
  GtkStack           *stack;
  AdwActionRow       *unit_row;
  GtkLabel           *strength_label;
  AdwActionRow       *origin_row;
  GtkWidget          *own_hex_button;
  AdwPreferencesGroup *observation_group;
  GtkListBox         *seen_list;
  AdwPreferencesGroup *range_group;
  GtkListBox         *target_list;
  AdwPreferencesGroup *casualties_group;
  AdwActionRow       *target_row;
  AdwActionRow       *cover_row;
  GtkWidget          *roll_button;
  GtkWidget          *strength_box;
  GtkSwitch          *cover_switch;
  GtkAdjustment      *die_adjustment;
  AdwActionRow       *modifier_row;
  GtkLabel           *modifier_label;
  GtkLabel           *hits_label;
  GtkLabel           *outcome_label;
  GtkLabel           *eliminated_label;
  GtkButton          *apply_button;

  /* Owned References */
  SandCanvas         *canvas;
  SandDocument       *document;
  SandEditor         *editor;
  SandHexAid         *aid;
  SandCanvasLayer    *aid_layer;
  SandCanvasLayer    *strength_layer;
  SandHistory        *history;
  SandUnit           *target;
  GListStore         *seen_enemies;
  GListStore         *in_range;
  GListStore         *targets;

  /* Borrowed References: owned by the canvas */
  GtkEventController *click;
  GtkEventController *motion;

  SandHex             pinned_hex;
  guint               pinned : 1;
  /* The die: the log's place (1-based) of the casualty roll it shows, 0 when set
   * by hand; its hits applied already (once a throw). */
  guint               roll;
  guint               applied : 1;
};

/* sand-hex-panel.c */
void          _sand_hex_panel_update          (SandHexPanel *self);
void          _sand_hex_panel_clear_target    (SandHexPanel *self);

/* sand-hex-panel-view.c */
const char   *_sand_hex_panel_unit_name       (SandUnit     *unit);
/* The name the ruleset gives the unit's class, else the class id. */
const char   *_sand_hex_panel_unit_class_label (SandHexPanel *self,
                                               SandUnit     *unit);
void          _sand_hex_panel_set_row_text    (AdwActionRow *row,
                                               const char   *title,
                                               const char   *subtitle);
void          _sand_hex_panel_bind_lists      (SandHexPanel *self);
void          _sand_hex_panel_update_unit     (SandHexPanel *self);
void          _sand_hex_panel_update_lists    (SandHexPanel *self);

/* sand-hex-panel-dice.c */
void          _sand_hex_panel_update_dice     (SandHexPanel *self);

/* sand-hex-panel-input.c */
void          _sand_hex_panel_add_input       (SandHexPanel *self);
void          _sand_hex_panel_remove_input    (SandHexPanel *self);
void          _sand_hex_panel_select          (SandHexPanel *self,
                                               SandUnit     *unit);

/* sand-hex-panel-actions.c */
void          _sand_hex_panel_class_add_actions (GtkWidgetClass *widget_class);

G_END_DECLS
