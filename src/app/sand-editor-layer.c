/* sand-editor-layer.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "sand-canvas.h"
#include "sand-editor.h"
#include "sand-editor-layer.h"
#include "sand-render.h"
#include "sand-tool.h"

/* Widget pixels: the hint's card, at the foot of the canvas, above the scale bar's row. */
#define HINT_PAD_X   12.0
#define HINT_PAD_Y   7.0
#define HINT_BOTTOM  56.0
#define HINT_RADIUS  8.0
#define HINT_SIDES   24

struct _SandEditorLayer
{
  SandCanvasLayer  parent_instance;

  SandEditor      *editor; /* weak: the editor owns the layer */
};

G_DEFINE_FINAL_TYPE (SandEditorLayer, sand_editor_layer, SAND_TYPE_CANVAS_LAYER)

/* What the tool says about going on with a shape half drawn, on a dark card
 * centred at the foot of the canvas, where it covers least of the table. */
static void
draw_hint (cairo_t     *cr,
           GtkWidget   *canvas,
           const char  *hint)
{
  g_autoptr (PangoLayout) layout = gtk_widget_create_pango_layout (canvas, hint);
  double area_w = gtk_widget_get_width (canvas), area_h = gtk_widget_get_height (canvas);
  PangoRectangle text;
  double w, h, x, y;

  pango_layout_set_width (layout, (int) MAX (area_w - 2 * (HINT_SIDES + HINT_PAD_X), 60) * PANGO_SCALE);
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  pango_layout_set_alignment (layout, PANGO_ALIGN_CENTER);
  /* Centred lines start inside the layout's width: the card fits the ink's logical box. */
  pango_layout_get_pixel_extents (layout, NULL, &text);
  w = text.width + 2 * HINT_PAD_X;
  h = text.height + 2 * HINT_PAD_Y;
  x = round ((area_w - w) / 2);
  y = round (MAX (area_h - HINT_BOTTOM - h, 0));

  cairo_save (cr);
  cairo_identity_matrix (cr); /* widget pixels */
  sand_render_rounded_rect (cr, x, y, w, h, HINT_RADIUS);
  cairo_set_source_rgba (cr, 0.12, 0.12, 0.12, 0.85);
  cairo_fill (cr);
  cairo_move_to (cr, x + HINT_PAD_X - text.x, y + HINT_PAD_Y - text.y);
  cairo_set_source_rgb (cr, 1, 1, 1);
  pango_cairo_show_layout (cr, layout);
  cairo_restore (cr);
}

static void
sand_editor_layer_draw (SandCanvasLayer *layer,
                        cairo_t         *cr,
                        SandCanvas      *canvas)
{
  SandEditorLayer *self = SAND_EDITOR_LAYER (layer);
  SandTool *tool;
  const char *hint;

  if (self->editor == NULL)
    return;
  sand_editor_draw_feedback (self->editor, cr);
  tool = sand_editor_get_tool (self->editor);
  if (tool != NULL && (hint = sand_tool_get_hint (tool)) != NULL)
    draw_hint (cr, GTK_WIDGET (canvas), hint);
}

static void
sand_editor_layer_dispose (GObject *object)
{
  SandEditorLayer *self = SAND_EDITOR_LAYER (object);

  g_clear_weak_pointer (&self->editor);

  G_OBJECT_CLASS (sand_editor_layer_parent_class)->dispose (object);
}

static void
sand_editor_layer_class_init (SandEditorLayerClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = sand_editor_layer_dispose;
  SAND_CANVAS_LAYER_CLASS (klass)->draw = sand_editor_layer_draw;
}

static void
sand_editor_layer_init (SandEditorLayer *self)
{
}

SandCanvasLayer *
sand_editor_layer_new (SandEditor *editor)
{
  SandEditorLayer *self;

  g_return_val_if_fail (SAND_IS_EDITOR (editor), NULL);

  self = g_object_new (SAND_TYPE_EDITOR_LAYER, NULL);
  g_set_weak_pointer (&self->editor, editor);

  return SAND_CANVAS_LAYER (self);
}
