/* sand-tool.h: one way of working on the table (select, draw an area, place a unit…).
 *
 * The editor turns the canvas's pointer and key events into calls of these
 * functions in table inches, so tests can drive a tool the same way without a
 * display. A tool edits the scenario only through the document's history.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>
#include <gtk/gtk.h>

#include "sand-app-types.h"

G_BEGIN_DECLS

#define SAND_TYPE_TOOL (sand_tool_get_type ())
G_DECLARE_DERIVABLE_TYPE (SandTool, sand_tool, SAND, TOOL, GObject)

struct _SandToolClass
{
  GObjectClass parent_class;

  void       (*activate)      (SandTool        *self);
  /* Drops whatever was half done (Escape, another tool, another file). */
  void       (*cancel)        (SandTool        *self);
  void       (*press)         (SandTool        *self,
                               double           x,
                               double           y,
                               int              n_press,
                               GdkModifierType  state);
  /* Pointer moved; GDK_BUTTON1_MASK in @state while the button is held. */
  void       (*motion)        (SandTool        *self,
                               double           x,
                               double           y,
                               GdkModifierType  state);
  void       (*release)       (SandTool        *self,
                               double           x,
                               double           y,
                               GdkModifierType  state);
  gboolean   (*key)           (SandTool        *self,
                               guint            keyval,
                               GdkModifierType  state);
  /* Feedback in table inches (the cairo transform is set); @pixel is the size of
   * one screen pixel in inches, for hairlines and handles. */
  void       (*draw)          (SandTool        *self,
                               cairo_t         *cr,
                               double           pixel);
  /* What the tool lets the user choose (kind, class, units), or NULL. */
  GtkWidget *(*create_options) (SandTool       *self);
  const char *(*get_cursor)   (SandTool        *self);
  /* How to go on with what is half drawn (how to close a polygon), shown on
   * the canvas; NULL when nothing is. */
  const char *(*get_hint)     (SandTool        *self);

  /*< private >*/
  gpointer padding[3];
};

/* Properties: "editor" (construct-only), "name" (an action target, "select"),
 * "title" (translated), "icon-name", "accel" (the key that picks it, "v"). */

SandEditor  *sand_tool_get_editor    (SandTool        *self);
const char  *sand_tool_get_name      (SandTool        *self);
const char  *sand_tool_get_title     (SandTool        *self);
const char  *sand_tool_get_icon_name (SandTool        *self);
const char  *sand_tool_get_accel     (SandTool        *self);

void         sand_tool_activate      (SandTool        *self);
void         sand_tool_cancel        (SandTool        *self);
void         sand_tool_press         (SandTool        *self,
                                      double           x,
                                      double           y,
                                      int              n_press,
                                      GdkModifierType  state);
void         sand_tool_motion        (SandTool        *self,
                                      double           x,
                                      double           y,
                                      GdkModifierType  state);
void         sand_tool_release       (SandTool        *self,
                                      double           x,
                                      double           y,
                                      GdkModifierType  state);
gboolean     sand_tool_key           (SandTool        *self,
                                      guint            keyval,
                                      GdkModifierType  state);
void         sand_tool_draw          (SandTool        *self,
                                      cairo_t         *cr,
                                      double           pixel);
GtkWidget   *sand_tool_create_options (SandTool       *self);
const char  *sand_tool_get_cursor    (SandTool        *self);
/* Translated, or NULL when the tool has nothing half done. */
const char  *sand_tool_get_hint      (SandTool        *self);
/* Asks the canvas to draw the tool's feedback again. */
void         sand_tool_queue_draw    (SandTool        *self);

/* Drag or click: a press and release this close (inches) count as a click. */
gboolean     sand_tool_is_click      (SandTool        *self,
                                      double           x0,
                                      double           y0,
                                      double           x1,
                                      double           y1);

/* Feedback drawing shared by the tools, sized in screen pixels (@pixel inches). */
void         sand_tool_draw_handle   (cairo_t         *cr,
                                      double           x,
                                      double           y,
                                      double           pixel);
/* A dashed accent path through @points, closed or not. */
void         sand_tool_draw_path     (cairo_t         *cr,
                                      const SandPoint *points,
                                      guint            n_points,
                                      gboolean         closed,
                                      double           pixel);
/* A small label on a light card, its left edge at (@x, @y). */
void         sand_tool_draw_label    (cairo_t         *cr,
                                      double           x,
                                      double           y,
                                      const char      *text,
                                      double           pixel);
/* Handle radius in pixels, for hit tests. */
#define SAND_TOOL_HANDLE_PIXELS 5.0

G_END_DECLS
