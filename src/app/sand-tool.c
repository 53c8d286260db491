/* sand-tool.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "sand-editor.h"
#include "sand-tool.h"

/* Pointer travel (screen pixels) below which a press and release are a click. */
#define CLICK_SLOP_PIXELS 4.0

typedef struct
{
  SandEditor *editor; /* weak: the editor owns its tools */
  char       *name;
  char       *title;
  char       *icon_name;
  char       *accel;
} SandToolPrivate;

G_DEFINE_ABSTRACT_TYPE_WITH_PRIVATE (SandTool, sand_tool, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_EDITOR,
  PROP_NAME,
  PROP_TITLE,
  PROP_ICON_NAME,
  PROP_ACCEL,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
sand_tool_finalize (GObject *object)
{
  SandToolPrivate *priv = sand_tool_get_instance_private (SAND_TOOL (object));

  g_clear_pointer (&priv->name, g_free);
  g_clear_pointer (&priv->title, g_free);
  g_clear_pointer (&priv->icon_name, g_free);
  g_clear_pointer (&priv->accel, g_free);

  G_OBJECT_CLASS (sand_tool_parent_class)->finalize (object);
}

static void
sand_tool_get_property (GObject    *object,
                        guint       prop_id,
                        GValue     *value,
                        GParamSpec *pspec)
{
  SandToolPrivate *priv = sand_tool_get_instance_private (SAND_TOOL (object));

  switch (prop_id)
    {
    case PROP_EDITOR:
      g_value_set_object (value, priv->editor);
      break;
    case PROP_NAME:
      g_value_set_string (value, priv->name);
      break;
    case PROP_TITLE:
      g_value_set_string (value, priv->title);
      break;
    case PROP_ICON_NAME:
      g_value_set_string (value, priv->icon_name);
      break;
    case PROP_ACCEL:
      g_value_set_string (value, priv->accel);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sand_tool_set_property (GObject      *object,
                        guint         prop_id,
                        const GValue *value,
                        GParamSpec   *pspec)
{
  SandToolPrivate *priv = sand_tool_get_instance_private (SAND_TOOL (object));

  switch (prop_id)
    {
    case PROP_EDITOR:
      priv->editor = g_value_get_object (value);
      break;
    case PROP_NAME:
      priv->name = g_value_dup_string (value);
      break;
    case PROP_TITLE:
      priv->title = g_value_dup_string (value);
      break;
    case PROP_ICON_NAME:
      priv->icon_name = g_value_dup_string (value);
      break;
    case PROP_ACCEL:
      priv->accel = g_value_dup_string (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sand_tool_class_init (SandToolClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS;

  object_class->finalize = sand_tool_finalize;
  object_class->get_property = sand_tool_get_property;
  object_class->set_property = sand_tool_set_property;

  properties[PROP_EDITOR] =
    g_param_spec_object ("editor", NULL, NULL, SAND_TYPE_EDITOR, flags);
  properties[PROP_NAME] = g_param_spec_string ("name", NULL, NULL, NULL, flags);
  properties[PROP_TITLE] = g_param_spec_string ("title", NULL, NULL, NULL, flags);
  properties[PROP_ICON_NAME] = g_param_spec_string ("icon-name", NULL, NULL, NULL, flags);
  properties[PROP_ACCEL] = g_param_spec_string ("accel", NULL, NULL, NULL, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
sand_tool_init (SandTool *self)
{
}

#define PRIV(self) ((SandToolPrivate *) sand_tool_get_instance_private (self))

SandEditor *
sand_tool_get_editor (SandTool *self)
{
  g_return_val_if_fail (SAND_IS_TOOL (self), NULL);
  return PRIV (self)->editor;
}

const char *
sand_tool_get_name (SandTool *self)
{
  g_return_val_if_fail (SAND_IS_TOOL (self), NULL);
  return PRIV (self)->name;
}

const char *
sand_tool_get_title (SandTool *self)
{
  g_return_val_if_fail (SAND_IS_TOOL (self), NULL);
  return PRIV (self)->title;
}

const char *
sand_tool_get_icon_name (SandTool *self)
{
  g_return_val_if_fail (SAND_IS_TOOL (self), NULL);
  return PRIV (self)->icon_name;
}

const char *
sand_tool_get_accel (SandTool *self)
{
  g_return_val_if_fail (SAND_IS_TOOL (self), NULL);
  return PRIV (self)->accel;
}

void
sand_tool_activate (SandTool *self)
{
  g_return_if_fail (SAND_IS_TOOL (self));

  if (SAND_TOOL_GET_CLASS (self)->activate)
    SAND_TOOL_GET_CLASS (self)->activate (self);
}

void
sand_tool_cancel (SandTool *self)
{
  g_return_if_fail (SAND_IS_TOOL (self));

  if (SAND_TOOL_GET_CLASS (self)->cancel)
    SAND_TOOL_GET_CLASS (self)->cancel (self);
  sand_tool_queue_draw (self);
}

void
sand_tool_press (SandTool        *self,
                 double           x,
                 double           y,
                 int              n_press,
                 GdkModifierType  state)
{
  g_return_if_fail (SAND_IS_TOOL (self));

  if (SAND_TOOL_GET_CLASS (self)->press)
    SAND_TOOL_GET_CLASS (self)->press (self, x, y, n_press, state);
  sand_tool_queue_draw (self);
}

void
sand_tool_motion (SandTool        *self,
                  double           x,
                  double           y,
                  GdkModifierType  state)
{
  g_return_if_fail (SAND_IS_TOOL (self));

  if (SAND_TOOL_GET_CLASS (self)->motion)
    SAND_TOOL_GET_CLASS (self)->motion (self, x, y, state);
  sand_tool_queue_draw (self);
}

void
sand_tool_release (SandTool        *self,
                   double           x,
                   double           y,
                   GdkModifierType  state)
{
  g_return_if_fail (SAND_IS_TOOL (self));

  if (SAND_TOOL_GET_CLASS (self)->release)
    SAND_TOOL_GET_CLASS (self)->release (self, x, y, state);
  sand_tool_queue_draw (self);
}

gboolean
sand_tool_key (SandTool        *self,
               guint            keyval,
               GdkModifierType  state)
{
  gboolean handled = FALSE;

  g_return_val_if_fail (SAND_IS_TOOL (self), FALSE);

  if (SAND_TOOL_GET_CLASS (self)->key)
    handled = SAND_TOOL_GET_CLASS (self)->key (self, keyval, state);
  if (handled)
    sand_tool_queue_draw (self);

  return handled;
}

void
sand_tool_draw (SandTool *self,
                cairo_t  *cr,
                double    pixel)
{
  g_return_if_fail (SAND_IS_TOOL (self));

  if (SAND_TOOL_GET_CLASS (self)->draw)
    {
      cairo_save (cr);
      SAND_TOOL_GET_CLASS (self)->draw (self, cr, pixel);
      cairo_restore (cr);
    }
}

GtkWidget *
sand_tool_create_options (SandTool *self)
{
  g_return_val_if_fail (SAND_IS_TOOL (self), NULL);

  if (SAND_TOOL_GET_CLASS (self)->create_options)
    return SAND_TOOL_GET_CLASS (self)->create_options (self);

  return NULL;
}

const char *
sand_tool_get_cursor (SandTool *self)
{
  g_return_val_if_fail (SAND_IS_TOOL (self), NULL);

  if (SAND_TOOL_GET_CLASS (self)->get_cursor)
    return SAND_TOOL_GET_CLASS (self)->get_cursor (self);

  return "crosshair";
}

const char *
sand_tool_get_hint (SandTool *self)
{
  g_return_val_if_fail (SAND_IS_TOOL (self), NULL);

  if (SAND_TOOL_GET_CLASS (self)->get_hint)
    return SAND_TOOL_GET_CLASS (self)->get_hint (self);

  return NULL;
}

void
sand_tool_queue_draw (SandTool *self)
{
  g_return_if_fail (SAND_IS_TOOL (self));

  if (PRIV (self)->editor != NULL)
    sand_editor_queue_draw (PRIV (self)->editor);
}

gboolean
sand_tool_is_click (SandTool *self,
                    double    x0,
                    double    y0,
                    double    x1,
                    double    y1)
{
  double pixel;

  g_return_val_if_fail (SAND_IS_TOOL (self), TRUE);

  pixel = PRIV (self)->editor != NULL ? sand_editor_get_pixel (PRIV (self)->editor) : 0.05;
  return hypot (x1 - x0, y1 - y0) <= CLICK_SLOP_PIXELS * pixel;
}

void
sand_tool_draw_handle (cairo_t *cr,
                       double   x,
                       double   y,
                       double   pixel)
{
  double r = SAND_TOOL_HANDLE_PIXELS * pixel;

  cairo_save (cr);
  cairo_rectangle (cr, x - r, y - r, 2 * r, 2 * r);
  cairo_set_source_rgb (cr, 1.0, 1.0, 1.0);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 0.21, 0.52, 0.89);
  cairo_set_line_width (cr, 1.5 * pixel);
  cairo_stroke (cr);
  cairo_restore (cr);
}

void
sand_tool_draw_path (cairo_t         *cr,
                     const SandPoint *points,
                     guint            n_points,
                     gboolean         closed,
                     double           pixel)
{
  double dash[] = { 6.0 * pixel, 4.0 * pixel };

  if (n_points == 0)
    return;

  cairo_save (cr);
  for (guint i = 0; i < n_points; i++)
    cairo_line_to (cr, points[i].x, points[i].y);
  if (closed)
    cairo_close_path (cr);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_source_rgba (cr, 1.0, 1.0, 1.0, 0.9);
  cairo_set_line_width (cr, 3.5 * pixel);
  cairo_stroke_preserve (cr);
  cairo_set_dash (cr, dash, G_N_ELEMENTS (dash), 0.0);
  cairo_set_source_rgb (cr, 0.21, 0.52, 0.89);
  cairo_set_line_width (cr, 1.5 * pixel);
  cairo_stroke (cr);
  cairo_restore (cr);
}

void
sand_tool_draw_label (cairo_t    *cr,
                      double      x,
                      double      y,
                      const char *text,
                      double      pixel)
{
  cairo_text_extents_t extents;
  double pad = 4.0 * pixel;

  cairo_save (cr);
  cairo_select_font_face (cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
  cairo_set_font_size (cr, 12.0 * pixel);
  cairo_text_extents (cr, text, &extents);
  cairo_rectangle (cr, x, y - extents.height - 2 * pad, extents.x_advance + 2 * pad,
                   extents.height + 2 * pad);
  cairo_set_source_rgba (cr, 1.0, 1.0, 1.0, 0.9);
  cairo_fill (cr);
  cairo_move_to (cr, x + pad, y - pad - extents.height - extents.y_bearing);
  cairo_set_source_rgb (cr, 0.1, 0.1, 0.1);
  cairo_show_text (cr, text);
  cairo_restore (cr);
}
