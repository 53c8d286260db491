/* sand-editor.h: the scenario editor of one window — tools, selection, snapping,
 * which items are hidden or locked, and the edit commands (delete, nudge,
 * clipboard, undo).
 *
 * It holds no widget of its own: it listens to a canvas (which may be NULL in
 * tests) and edits the document's scenario through its history.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "sand-app-types.h"
#include "sand-document.h"
#include "sand-length.h"
#include "sand-ruleset-registry.h"
#include "sand-snap.h"

G_BEGIN_DECLS

#define SAND_TYPE_EDITOR (sand_editor_get_type ())
G_DECLARE_FINAL_TYPE (SandEditor, sand_editor, SAND, EDITOR, GObject)

/* Properties: "document", "canvas" (construct-only), "tool", "area-kind",
 * "line-kind", "unit-class", "side" (where new units go), "use-cm" (lengths shown
 * in centimetres), "tools-active". Signal "visibility-changed" (item): an item was hidden, shown,
 * locked or unlocked. Signal "notice" (message): something the player should
 * know about an edit just made, said briefly (the window shows it as a toast). */

SandEditor    *sand_editor_new              (SandDocument    *document,
                                             SandCanvas      *canvas);

SandDocument  *sand_editor_get_document     (SandEditor      *self);
SandScenario  *sand_editor_get_scenario     (SandEditor      *self);
SandHistory   *sand_editor_get_history      (SandEditor      *self);
SandSelection *sand_editor_get_selection    (SandEditor      *self);
SandCanvas    *sand_editor_get_canvas       (SandEditor      *self);
/* Emits "notice" with @message (translated). */
void           sand_editor_post_notice      (SandEditor      *self,
                                             const char      *message);
/* The ruleset the scenario names, when it is installed (borrowed). */
SandRuleset   *sand_editor_get_ruleset      (SandEditor      *self);
/* The installed rulesets, loaded on first use. */
SandRulesetRegistry *sand_editor_get_registry (SandEditor    *self);

/* Tools, in palette order (GListModel of SandTool). */
GListModel    *sand_editor_get_tools        (SandEditor      *self);
SandTool      *sand_editor_get_tool         (SandEditor      *self);
void           sand_editor_set_tool         (SandEditor      *self,
                                             SandTool        *tool);
SandTool      *sand_editor_find_tool        (SandEditor      *self,
                                             const char      *name);

/* Snapping settings (change them in place) and snapping a point with them; a
 * point that snaps to nothing is rounded as sand_editor_round_point() does. */
SandSnap      *sand_editor_get_snap         (SandEditor      *self);
void           sand_editor_snap             (SandEditor      *self,
                                             gpointer         skip,
                                             double           x,
                                             double           y,
                                             double          *out_x,
                                             double          *out_y);
/* A point the pointer placed, rounded to a hundredth of an inch. */
void           sand_editor_round_point      (SandEditor      *self,
                                             double          *x,
                                             double          *y);

/* Inches per screen pixel at the current zoom. */
double         sand_editor_get_pixel        (SandEditor      *self);
void           sand_editor_queue_draw       (SandEditor      *self);
/* Selection outlines, handles and the tool's feedback, in table inches. */
void           sand_editor_draw_feedback    (SandEditor      *self,
                                             cairo_t         *cr);

/* What new features and units are made of. */
SandTerrainKind sand_editor_get_area_kind   (SandEditor      *self);
void           sand_editor_set_area_kind    (SandEditor      *self,
                                             SandTerrainKind  kind);
SandTerrainKind sand_editor_get_line_kind   (SandEditor      *self);
void           sand_editor_set_line_kind    (SandEditor      *self,
                                             SandTerrainKind  kind);
const char    *sand_editor_get_unit_class   (SandEditor      *self);
void           sand_editor_set_unit_class   (SandEditor      *self,
                                             const char      *unit_class);
SandSide      *sand_editor_get_side         (SandEditor      *self);
void           sand_editor_set_side         (SandEditor      *self,
                                             SandSide        *side);
gboolean       sand_editor_get_use_cm       (SandEditor      *self);
void           sand_editor_set_use_cm       (SandEditor      *self,
                                             gboolean         use_cm);
/* Whether the canvas's pointer goes to the tools and their feedback (selection
 * handles, previews) is drawn; off while another page (Play) owns the clicks. */
gboolean       sand_editor_get_tools_active (SandEditor      *self);
void           sand_editor_set_tools_active (SandEditor      *self,
                                             gboolean         active);
/* The unit "use-cm" chooses, for every length shown. */
SandLengthUnit sand_editor_get_length_unit  (SandEditor      *self);
/* "12.5 in" or "31.8 cm" (sand_length_format()). */
char          *sand_editor_format_length    (SandEditor      *self,
                                             double           inches);

/* What the next feature of @kind will be like (borrowed, never in the scenario):
 * set its level, height, surface, width or fordable before drawing. */
SandFeature   *sand_editor_get_prototype    (SandEditor      *self,
                                             SandTerrainKind  kind);
/* A new feature of @kind with a fresh id and the attributes of its prototype (a
 * hill's level, a wall's height, a road's width and surface…); not yet added. */
SandFeature   *sand_editor_make_feature     (SandEditor      *self,
                                             SandTerrainKind  kind);

/* Hidden items are not drawn, printed or picked; locked ones are drawn but not
 * picked. Kept in the window, never in the file. */
gboolean       sand_editor_is_hidden        (SandEditor      *self,
                                             gpointer         item);
void           sand_editor_set_hidden       (SandEditor      *self,
                                             gpointer         item,
                                             gboolean         hidden);
gboolean       sand_editor_is_locked        (SandEditor      *self,
                                             gpointer         item);
void           sand_editor_set_locked       (SandEditor      *self,
                                             gpointer         item,
                                             gboolean         locked);
/* The same for every feature of a kind; a kind is hidden or locked when it has
 * features and all of them are. */
void           sand_editor_set_kind_hidden  (SandEditor      *self,
                                             SandTerrainKind  kind,
                                             gboolean         hidden);
gboolean       sand_editor_is_kind_hidden   (SandEditor      *self,
                                             SandTerrainKind  kind);
void           sand_editor_set_kind_locked  (SandEditor      *self,
                                             SandTerrainKind  kind,
                                             gboolean         locked);
gboolean       sand_editor_is_kind_locked   (SandEditor      *self,
                                             SandTerrainKind  kind);
/* The topmost visible, unlocked unit or feature under the point, or NULL. */
gpointer       sand_editor_pick             (SandEditor      *self,
                                             double           x,
                                             double           y);
/* The visible, unlocked unit nearest (@x, @y) within 45 degrees of direction
 * (@dx, @dy) (a unit vector), other than @skip; NULL where there is none. */
SandUnit      *sand_editor_unit_toward      (SandEditor      *self,
                                             double           x,
                                             double           y,
                                             double           dx,
                                             double           dy,
                                             SandUnit        *skip);
/* Visible, unlocked items whose bounds lie wholly inside @bounds. */
GPtrArray     *sand_editor_pick_inside      (SandEditor      *self,
                                             const SandBounds *bounds);

/* Edits of the selection; each is one undo step. */
void           sand_editor_delete_selection (SandEditor      *self);
void           sand_editor_nudge            (SandEditor      *self,
                                             double           dx,
                                             double           dy);
void           sand_editor_translate_items  (SandEditor      *self,
                                             GPtrArray       *items,
                                             double           dx,
                                             double           dy);
void           sand_editor_select_all       (SandEditor      *self);
void           sand_editor_duplicate        (SandEditor      *self);
/* The selection as scenario XML (NULL when nothing is selected). */
GBytes        *sand_editor_copy_selection   (SandEditor      *self);
/* Adds what @data holds, selects it; FALSE with @error when it is no scenario. */
gboolean       sand_editor_paste_data       (SandEditor      *self,
                                             const char      *data,
                                             gsize            length,
                                             GError         **error);
/* The same, centred on the table point (@x, @y). */
gboolean       sand_editor_paste_data_at    (SandEditor      *self,
                                             const char      *data,
                                             gsize            length,
                                             double           x,
                                             double           y,
                                             GError         **error);
/* Where the pointer is over the canvas, in table inches; FALSE when it is not
 * over it. Tests may set it. */
gboolean       sand_editor_get_pointer      (SandEditor      *self,
                                             double          *x,
                                             double          *y);
void           sand_editor_set_pointer      (SandEditor      *self,
                                             gboolean         inside,
                                             double           x,
                                             double           y);
/* Through the display's clipboard; paste_here centres what is pasted on the
 * pointer when it is over the canvas. */
void           sand_editor_copy             (SandEditor      *self);
void           sand_editor_cut              (SandEditor      *self);
void           sand_editor_paste            (SandEditor      *self);
void           sand_editor_paste_here       (SandEditor      *self);
/* TRUE while a paste from the clipboard is being read in a worker thread (a
 * large one takes a while; the window keeps working meanwhile). */
gboolean       sand_editor_get_pasting      (SandEditor      *self);
gboolean       sand_editor_undo             (SandEditor      *self);
gboolean       sand_editor_redo             (SandEditor      *self);

/* Actions "editor.*" (undo, redo, delete, copy, cut, paste, paste-here, duplicate,
 * select-all, tool('name')) for a widget to insert. */
GActionGroup  *sand_editor_get_actions      (SandEditor      *self);
/* Inserts the actions as "editor" on @widget (a window) and binds their keys
 * there: Ctrl+Z, Ctrl+Shift+Z, Ctrl+C/X/V/D/A and one letter per tool. */
void           sand_editor_install          (SandEditor      *self,
                                             GtkWidget       *widget);

G_END_DECLS
