/* sand-canvas.c: the canvas widget: its scenario, layers and properties, and a
 * view that follows the widget's size until the user takes it over.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sand-canvas-private.h"

/* Space left around the table when fitting, in pixels. */
#define FIT_MARGIN 24.0

G_DEFINE_FINAL_TYPE (SandCanvas, sand_canvas, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_SCENARIO,
  PROP_VIEWPORT,
  PROP_SHOW_SCALE_BAR,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
sand_canvas_fit_now (SandCanvas *self)
{
  SandBounds bounds = { 0.0, 0.0, 0.0, 0.0 };

  if (self->scenario != NULL)
    {
      bounds.x1 = sand_scenario_get_width (self->scenario);
      bounds.y1 = sand_scenario_get_height (self->scenario);
    }

  sand_viewport_fit (self->viewport, &bounds,
                     gtk_widget_get_width (GTK_WIDGET (self)),
                     gtk_widget_get_height (GTK_WIDGET (self)),
                     FIT_MARGIN);
}

/* The user took over the view: stop following the widget's size. */
void
_sand_canvas_user_moved (SandCanvas *self)
{
  self->auto_fit = FALSE;
}

static void
scenario_changed_cb (SandCanvas   *self,
                     SandScenario *scenario)
{
  if (self->auto_fit)
    sand_canvas_fit_now (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
layer_changed_cb (SandCanvas      *self,
                  SandCanvasLayer *layer)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
viewport_changed_cb (SandCanvas *self)
{
  _sand_canvas_drop_still_cache (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
sand_canvas_size_allocate (GtkWidget *widget,
                           int        width,
                           int        height,
                           int        baseline)
{
  SandCanvas *self = SAND_CANVAS (widget);

  _sand_canvas_drop_still_cache (self);
  if (self->auto_fit)
    sand_canvas_fit_now (self);
}

static void
sand_canvas_measure (GtkWidget      *widget,
                     GtkOrientation  orientation,
                     int             for_size,
                     int            *minimum,
                     int            *natural,
                     int            *minimum_baseline,
                     int            *natural_baseline)
{
  /* The table scales to any size; ask for room without demanding it. */
  *minimum = 120;
  *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? 900 : 600;
}

/* Object */

static void
sand_canvas_dispose (GObject *object)
{
  SandCanvas *self = SAND_CANVAS (object);

  g_clear_signal_handler (&self->scenario_changed_id, self->scenario);
  g_clear_object (&self->scenario);
  if (self->layers != NULL)
    {
      for (guint i = 0, n = g_list_model_get_n_items (G_LIST_MODEL (self->layers)); i < n; i++)
        {
          g_autoptr(GObject) layer = g_list_model_get_item (G_LIST_MODEL (self->layers), i);
          g_signal_handlers_disconnect_by_func (layer, layer_changed_cb, self);
        }
    }
  g_clear_object (&self->layers);
  for (guint i = 0; i < G_N_ELEMENTS (self->scenario_layers); i++)
    g_clear_object (&self->scenario_layers[i]);
  g_clear_object (&self->viewport);
  g_clear_object (&self->moving_unit);
  _sand_canvas_drop_still_cache (self);

  G_OBJECT_CLASS (sand_canvas_parent_class)->dispose (object);
}

static void
sand_canvas_get_property (GObject    *object,
                          guint       prop_id,
                          GValue     *value,
                          GParamSpec *pspec)
{
  SandCanvas *self = SAND_CANVAS (object);

  switch (prop_id)
    {
    case PROP_SCENARIO:
      g_value_set_object (value, self->scenario);
      break;
    case PROP_VIEWPORT:
      g_value_set_object (value, self->viewport);
      break;
    case PROP_SHOW_SCALE_BAR:
      g_value_set_boolean (value, self->show_scale_bar);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sand_canvas_set_property (GObject      *object,
                          guint         prop_id,
                          const GValue *value,
                          GParamSpec   *pspec)
{
  SandCanvas *self = SAND_CANVAS (object);

  switch (prop_id)
    {
    case PROP_SCENARIO:
      sand_canvas_set_scenario (self, g_value_get_object (value));
      break;
    case PROP_SHOW_SCALE_BAR:
      sand_canvas_set_show_scale_bar (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sand_canvas_class_init (SandCanvasClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = sand_canvas_dispose;
  object_class->get_property = sand_canvas_get_property;
  object_class->set_property = sand_canvas_set_property;

  widget_class->snapshot = _sand_canvas_snapshot;
  widget_class->size_allocate = sand_canvas_size_allocate;
  widget_class->measure = sand_canvas_measure;

  properties[PROP_SCENARIO] =
    g_param_spec_object ("scenario", NULL, NULL,
                         SAND_TYPE_SCENARIO,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_VIEWPORT] =
    g_param_spec_object ("viewport", NULL, NULL,
                         SAND_TYPE_VIEWPORT,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_SHOW_SCALE_BAR] =
    g_param_spec_boolean ("show-scale-bar", NULL, NULL,
                          TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "sandcanvas");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
sand_canvas_init (SandCanvas *self)
{
  self->viewport = sand_viewport_new ();
  g_signal_connect_object (self->viewport, "changed",
                           G_CALLBACK (viewport_changed_cb), self,
                           G_CONNECT_SWAPPED);

  sand_render_options_init (&self->options);
  self->auto_fit = TRUE;
  self->show_scale_bar = TRUE;

  self->layers = g_list_store_new (SAND_TYPE_CANVAS_LAYER);
  for (guint i = 0; i < G_N_ELEMENTS (self->scenario_layers); i++)
    {
      self->scenario_layers[i] = sand_scenario_layer_new (i);
      sand_canvas_add_layer (self, self->scenario_layers[i]);
    }

  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_focus_on_click (GTK_WIDGET (self), TRUE);
  gtk_widget_set_overflow (GTK_WIDGET (self), GTK_OVERFLOW_HIDDEN);
  _sand_canvas_init_controllers (self);
}

GtkWidget *
sand_canvas_new (void)
{
  return g_object_new (SAND_TYPE_CANVAS, NULL);
}

SandScenario *
sand_canvas_get_scenario (SandCanvas *self)
{
  g_return_val_if_fail (SAND_IS_CANVAS (self), NULL);

  return self->scenario;
}

void
sand_canvas_set_scenario (SandCanvas   *self,
                          SandScenario *scenario)
{
  g_return_if_fail (SAND_IS_CANVAS (self));
  g_return_if_fail (!scenario || SAND_IS_SCENARIO (scenario));

  if (self->scenario == scenario)
    return;

  g_clear_signal_handler (&self->scenario_changed_id, self->scenario);
  g_set_object (&self->scenario, scenario);
  if (scenario != NULL)
    self->scenario_changed_id =
      g_signal_connect_object (scenario, "changed",
                               G_CALLBACK (scenario_changed_cb), self,
                               G_CONNECT_SWAPPED);

  /* A unit of another document must not stay selected. */
  self->options.selected_unit = NULL;

  sand_canvas_fit_table (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SCENARIO]);
}

SandViewport *
sand_canvas_get_viewport (SandCanvas *self)
{
  g_return_val_if_fail (SAND_IS_CANVAS (self), NULL);

  return self->viewport;
}

SandRenderOptions *
sand_canvas_get_render_options (SandCanvas *self)
{
  g_return_val_if_fail (SAND_IS_CANVAS (self), NULL);

  return &self->options;
}

GListModel *
sand_canvas_get_layers (SandCanvas *self)
{
  g_return_val_if_fail (SAND_IS_CANVAS (self), NULL);

  return G_LIST_MODEL (self->layers);
}

static void
sand_canvas_insert_layer_at (SandCanvas      *self,
                             SandCanvasLayer *layer,
                             guint            position)
{
  g_signal_connect_swapped (layer, "changed", G_CALLBACK (layer_changed_cb), self);
  g_list_store_insert (self->layers, position, layer);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
sand_canvas_add_layer (SandCanvas      *self,
                       SandCanvasLayer *layer)
{
  g_return_if_fail (SAND_IS_CANVAS (self));
  g_return_if_fail (SAND_IS_CANVAS_LAYER (layer));

  sand_canvas_insert_layer_at (self, layer, g_list_model_get_n_items (G_LIST_MODEL (self->layers)));
}

void
sand_canvas_insert_layer_below (SandCanvas      *self,
                                SandCanvasLayer *layer,
                                SandCanvasLayer *sibling)
{
  guint position;

  g_return_if_fail (SAND_IS_CANVAS (self));
  g_return_if_fail (SAND_IS_CANVAS_LAYER (layer));
  g_return_if_fail (SAND_IS_CANVAS_LAYER (sibling));

  if (!g_list_store_find (self->layers, sibling, &position))
    position = g_list_model_get_n_items (G_LIST_MODEL (self->layers));
  sand_canvas_insert_layer_at (self, layer, position);
}

void
sand_canvas_remove_layer (SandCanvas      *self,
                          SandCanvasLayer *layer)
{
  guint position;

  g_return_if_fail (SAND_IS_CANVAS (self));
  g_return_if_fail (SAND_IS_CANVAS_LAYER (layer));

  if (!g_list_store_find (self->layers, layer, &position))
    return;

  g_signal_handlers_disconnect_by_func (layer, layer_changed_cb, self);
  g_list_store_remove (self->layers, position);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

SandCanvasLayer *
sand_canvas_get_scenario_layer (SandCanvas       *self,
                                SandScenarioPart  part)
{
  g_return_val_if_fail (SAND_IS_CANVAS (self), NULL);
  g_return_val_if_fail (part < G_N_ELEMENTS (self->scenario_layers), NULL);

  return self->scenario_layers[part];
}

void
sand_canvas_fit_table (SandCanvas *self)
{
  g_return_if_fail (SAND_IS_CANVAS (self));

  self->auto_fit = TRUE;
  sand_canvas_fit_now (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
sand_canvas_zoom (SandCanvas *self,
                  double      factor)
{
  g_return_if_fail (SAND_IS_CANVAS (self));

  _sand_canvas_user_moved (self);
  sand_viewport_zoom_at (self->viewport,
                         gtk_widget_get_width (GTK_WIDGET (self)) / 2.0,
                         gtk_widget_get_height (GTK_WIDGET (self)) / 2.0,
                         factor);
}

gboolean
sand_canvas_get_show_scale_bar (SandCanvas *self)
{
  g_return_val_if_fail (SAND_IS_CANVAS (self), FALSE);

  return self->show_scale_bar;
}

void
sand_canvas_set_show_scale_bar (SandCanvas *self,
                                gboolean    show)
{
  g_return_if_fail (SAND_IS_CANVAS (self));

  show = !!show;
  if (self->show_scale_bar == show)
    return;

  self->show_scale_bar = show;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_SCALE_BAR]);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}
