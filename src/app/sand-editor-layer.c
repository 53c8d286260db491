/* sand-editor-layer.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sand-editor.h"
#include "sand-editor-layer.h"

struct _SandEditorLayer
{
  SandCanvasLayer  parent_instance;

  SandEditor      *editor; /* weak: the editor owns the layer */
};

G_DEFINE_FINAL_TYPE (SandEditorLayer, sand_editor_layer, SAND_TYPE_CANVAS_LAYER)

static void
sand_editor_layer_draw (SandCanvasLayer *layer,
                        cairo_t         *cr,
                        SandCanvas      *canvas)
{
  SandEditorLayer *self = SAND_EDITOR_LAYER (layer);

  if (self->editor != NULL)
    sand_editor_draw_feedback (self->editor, cr);
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
