/* sand-canvas.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "sand-canvas.h"
#include "sand-render-view.h"

/* Space left around the table when fitting, in pixels. */
#define FIT_MARGIN 24.0
/* One wheel notch zooms by this factor. */
#define WHEEL_ZOOM_STEP 1.2
/* Arrow keys pan by this many pixels. */
#define KEY_PAN_STEP 48.0
/* The scale bar's card keeps this far from the corner, in pixels. */
#define SCALE_BAR_MARGIN 12.0
/* Touchpad scroll deltas (pixels) to zoom factor, with Ctrl held. */
#define SMOOTH_ZOOM_RATE 0.01

struct _SandCanvas
{
  GtkWidget          parent_instance;

  /* Owned References */
  SandScenario      *scenario;
  SandViewport      *viewport;
  GListStore        *layers;
  SandCanvasLayer   *scenario_layers[SAND_SCENARIO_PART_UNITS + 1];
  gulong             scenario_changed_id;
  SandRenderOptions  options;
  /* The bottom layers drawn once while they cannot change (a unit being dragged),
   * in device pixels for the current view; NULL until needed. */
  cairo_surface_t   *still_cache;
  guint              n_still_layers;
  /* The unit being dragged, drawn live over a picture of the other units. */
  SandUnit          *moving_unit;
  cairo_surface_t   *units_cache;

  /* Gesture state */
  double             pointer_x;
  double             pointer_y;
  double             drag_offset_x;
  double             drag_offset_y;
  double             pinch_scale;
  double             pinch_table_x;
  double             pinch_table_y;

  guint              auto_fit : 1;
  guint              show_scale_bar : 1;
  guint              space_down : 1;
  guint              panning : 1;
};

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
sand_canvas_update_cursor (SandCanvas *self)
{
  const char *name = NULL;

  if (self->panning)
    name = "grabbing";
  else if (self->space_down)
    name = "grab";

  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), name);
}

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
static void
sand_canvas_user_moved (SandCanvas *self)
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

/* Drawing */

/* A scale bar on a light card in the bottom-left corner, in widget pixels, so a
 * player can judge distances at any zoom. */
static void
sand_canvas_draw_scale_bar (SandCanvas *self,
                            cairo_t    *cr,
                            double      height)
{
  sand_render_scale_bar_card (cr, sand_viewport_get_scale (self->viewport), SCALE_BAR_MARGIN,
                              height - SCALE_BAR_MARGIN);
}

/* A picture of the widget's size in device pixels, to draw on in widget pixels. */
static cairo_surface_t *
sand_canvas_new_picture (SandCanvas *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  int sf = gtk_widget_get_scale_factor (widget);
  cairo_surface_t *picture;

  picture = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, gtk_widget_get_width (widget) * sf,
                                        gtk_widget_get_height (widget) * sf);
  cairo_surface_set_device_scale (picture, sf, sf);
  return picture;
}

/* Every unit but the moving one, drawn once for as long as it moves. */
static void
sand_canvas_draw_other_units (SandCanvas      *self,
                              SandCanvasLayer *units)
{
  double scale = sand_viewport_get_scale (self->viewport);
  GHashTable *hidden = self->options.hidden;
  g_autoptr (GHashTable) hidden_too = g_hash_table_new (NULL, NULL);
  GHashTableIter iter;
  gpointer key;
  cairo_t *units_cr;

  /* The owner's table stays untouched: hide through a copy. */
  if (hidden != NULL)
    {
      g_hash_table_iter_init (&iter, hidden);
      while (g_hash_table_iter_next (&iter, &key, NULL))
        g_hash_table_add (hidden_too, key);
    }
  g_hash_table_add (hidden_too, self->moving_unit);
  self->options.hidden = hidden_too;
  self->units_cache = sand_canvas_new_picture (self);
  units_cr = cairo_create (self->units_cache);
  cairo_translate (units_cr,
                   sand_viewport_get_offset_x (self->viewport),
                   sand_viewport_get_offset_y (self->viewport));
  cairo_scale (units_cr, scale, scale);
  sand_canvas_layer_draw (units, units_cr, self);
  cairo_destroy (units_cr);
  self->options.hidden = hidden;
}

/* Layers [from, to) in table inches; while a unit moves, the units layer comes
 * from its picture, the moving unit drawn live on top. */
static void
sand_canvas_draw_layers (SandCanvas *self,
                         cairo_t    *cr,
                         guint       from,
                         guint       to)
{
  GListModel *layers = G_LIST_MODEL (self->layers);
  SandCanvasLayer *units = self->scenario_layers[SAND_SCENARIO_PART_UNITS];
  double scale = sand_viewport_get_scale (self->viewport);
  cairo_matrix_t widget_matrix;

  cairo_save (cr);
  cairo_get_matrix (cr, &widget_matrix);
  cairo_translate (cr,
                   sand_viewport_get_offset_x (self->viewport),
                   sand_viewport_get_offset_y (self->viewport));
  cairo_scale (cr, scale, scale);
  for (guint i = from; i < MIN (to, g_list_model_get_n_items (layers)); i++)
    {
      g_autoptr(SandCanvasLayer) layer = g_list_model_get_item (layers, i);

      if (layer != units || self->moving_unit == NULL || self->n_still_layers == 0
          || !sand_canvas_layer_get_visible (layer))
        {
          sand_canvas_layer_draw (layer, cr, self);
          continue;
        }
      if (self->units_cache == NULL)
        sand_canvas_draw_other_units (self, layer);
      cairo_save (cr);
      cairo_set_matrix (cr, &widget_matrix);
      cairo_set_source_surface (cr, self->units_cache, 0, 0);
      cairo_paint (cr);
      cairo_restore (cr);
      if (self->options.hidden == NULL || !g_hash_table_contains (self->options.hidden, self->moving_unit))
        sand_render_unit (cr, self->moving_unit, &self->options);
    }
  cairo_restore (cr);
}

/* Draws the bottom layers into the still picture. */
static void
sand_canvas_draw_still (SandCanvas *self)
{
  cairo_t *still_cr;

  self->still_cache = sand_canvas_new_picture (self);
  still_cr = cairo_create (self->still_cache);
  sand_canvas_draw_layers (self, still_cr, 0, self->n_still_layers);
  cairo_destroy (still_cr);
}

static void
sand_canvas_drop_still_cache (SandCanvas *self)
{
  g_clear_pointer (&self->still_cache, cairo_surface_destroy);
  g_clear_pointer (&self->units_cache, cairo_surface_destroy);
}

static void
viewport_changed_cb (SandCanvas *self)
{
  sand_canvas_drop_still_cache (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
sand_canvas_snapshot (GtkWidget   *widget,
                      GtkSnapshot *snapshot)
{
  SandCanvas *self = SAND_CANVAS (widget);
  double width = gtk_widget_get_width (widget);
  double height = gtk_widget_get_height (widget);
  double scale = sand_viewport_get_scale (self->viewport);
  double x0, y0, x1, y1;
  GListModel *layers = G_LIST_MODEL (self->layers);
  cairo_t *cr;

  if (self->scenario == NULL || width <= 0 || height <= 0)
    return;

  /* A soft shadow lifts the table off the background, like a board on a floor. */
  sand_viewport_table_to_widget (self->viewport, 0, 0, &x0, &y0);
  sand_viewport_table_to_widget (self->viewport,
                                 sand_scenario_get_width (self->scenario),
                                 sand_scenario_get_height (self->scenario),
                                 &x1, &y1);
  {
    GskRoundedRect outline;
    GdkRGBA shadow = { 0.0, 0.0, 0.0, 0.3 };

    gsk_rounded_rect_init_from_rect (&outline,
                                     &GRAPHENE_RECT_INIT (x0, y0, x1 - x0, y1 - y0),
                                     0.0);
    gtk_snapshot_append_outset_shadow (snapshot, &outline, &shadow, 0.0, 2.0, 0.0, 12.0);
  }

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  self->options.pixels_per_inch = scale;

  if (self->n_still_layers > 0 && self->still_cache == NULL)
    sand_canvas_draw_still (self);
  if (self->still_cache != NULL)
    {
      cairo_set_source_surface (cr, self->still_cache, 0, 0);
      cairo_paint (cr);
    }
  sand_canvas_draw_layers (self, cr, self->still_cache ? self->n_still_layers : 0,
                           g_list_model_get_n_items (layers));

  if (self->show_scale_bar)
    sand_canvas_draw_scale_bar (self, cr, height);

  cairo_destroy (cr);
}

static void
sand_canvas_size_allocate (GtkWidget *widget,
                           int        width,
                           int        height,
                           int        baseline)
{
  SandCanvas *self = SAND_CANVAS (widget);

  sand_canvas_drop_still_cache (self);
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

/* Gestures */

static void
pan_begin (SandCanvas *self)
{
  self->drag_offset_x = sand_viewport_get_offset_x (self->viewport);
  self->drag_offset_y = sand_viewport_get_offset_y (self->viewport);
  self->panning = TRUE;
  sand_canvas_user_moved (self);
  sand_canvas_update_cursor (self);
}

static void
pan_drag_begin_cb (SandCanvas     *self,
                   double          start_x,
                   double          start_y,
                   GtkGestureDrag *gesture)
{
  guint button = gtk_gesture_single_get_current_button (GTK_GESTURE_SINGLE (gesture));

  gtk_widget_grab_focus (GTK_WIDGET (self));

  /* The primary button pans only while space is held; otherwise it belongs to
   * the editing tools. */
  if (button == GDK_BUTTON_PRIMARY && !self->space_down)
    {
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_DENIED);
      return;
    }

  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  pan_begin (self);
}

static void
pan_drag_update_cb (SandCanvas     *self,
                    double          offset_x,
                    double          offset_y,
                    GtkGestureDrag *gesture)
{
  if (!self->panning)
    return;

  sand_viewport_set_offset (self->viewport,
                            self->drag_offset_x + offset_x,
                            self->drag_offset_y + offset_y);
}

static void
pan_drag_end_cb (SandCanvas     *self,
                 double          offset_x,
                 double          offset_y,
                 GtkGestureDrag *gesture)
{
  self->panning = FALSE;
  sand_canvas_update_cursor (self);
}

static void
motion_cb (SandCanvas               *self,
           double                    x,
           double                    y,
           GtkEventControllerMotion *controller)
{
  self->pointer_x = x;
  self->pointer_y = y;
}

static gboolean
scroll_cb (SandCanvas               *self,
           double                    dx,
           double                    dy,
           GtkEventControllerScroll *controller)
{
  GdkModifierType state;

  state = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (controller));
  sand_canvas_user_moved (self);

  if (gtk_event_controller_scroll_get_unit (controller) == GDK_SCROLL_UNIT_WHEEL)
    {
      /* A mouse wheel zooms around the pointer, a notch at a time. */
      sand_viewport_zoom_at (self->viewport, self->pointer_x, self->pointer_y,
                             pow (WHEEL_ZOOM_STEP, -dy));
    }
  else if (state & GDK_CONTROL_MASK)
    {
      sand_viewport_zoom_at (self->viewport, self->pointer_x, self->pointer_y,
                             exp (-dy * SMOOTH_ZOOM_RATE));
    }
  else
    {
      /* Touchpads pan, as in every other GNOME canvas. */
      sand_viewport_pan (self->viewport, -dx, -dy);
    }

  return TRUE;
}

static void
pinch_begin_cb (SandCanvas     *self,
                GdkEventSequence *sequence,
                GtkGestureZoom *gesture)
{
  double cx, cy;

  gtk_gesture_get_bounding_box_center (GTK_GESTURE (gesture), &cx, &cy);
  self->pinch_scale = sand_viewport_get_scale (self->viewport);
  sand_viewport_widget_to_table (self->viewport, cx, cy,
                                 &self->pinch_table_x, &self->pinch_table_y);
  sand_canvas_user_moved (self);
}

static void
pinch_scale_changed_cb (SandCanvas     *self,
                        double          delta,
                        GtkGestureZoom *gesture)
{
  double cx, cy, scale;

  if (!gtk_gesture_get_bounding_box_center (GTK_GESTURE (gesture), &cx, &cy))
    return;

  /* Keep the table point first under the fingers under their centre now, so a
   * pinch zooms and pans together. */
  sand_viewport_set_scale (self->viewport, self->pinch_scale * delta);
  scale = sand_viewport_get_scale (self->viewport);
  sand_viewport_set_offset (self->viewport,
                            cx - self->pinch_table_x * scale,
                            cy - self->pinch_table_y * scale);
}

static gboolean
key_pressed_cb (SandCanvas            *self,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                GtkEventControllerKey *controller)
{
  double dx = 0.0, dy = 0.0;

  switch (keyval)
    {
    case GDK_KEY_space:
      self->space_down = TRUE;
      sand_canvas_update_cursor (self);
      return TRUE;

    /* The keyboard pans too, a step at a time. */
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      dx = KEY_PAN_STEP;
      break;
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      dx = -KEY_PAN_STEP;
      break;
    case GDK_KEY_Up:
    case GDK_KEY_KP_Up:
      dy = KEY_PAN_STEP;
      break;
    case GDK_KEY_Down:
    case GDK_KEY_KP_Down:
      dy = -KEY_PAN_STEP;
      break;
    default:
      return FALSE;
    }

  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK))
    return FALSE;

  sand_canvas_user_moved (self);
  sand_viewport_pan (self->viewport, dx, dy);
  return TRUE;
}

static void
key_released_cb (SandCanvas            *self,
                 guint                  keyval,
                 guint                  keycode,
                 GdkModifierType        state,
                 GtkEventControllerKey *controller)
{
  if (keyval != GDK_KEY_space)
    return;

  self->space_down = FALSE;
  sand_canvas_update_cursor (self);
}

static void
focus_leave_cb (SandCanvas               *self,
                GtkEventControllerFocus *controller)
{
  /* The release may go to another widget. */
  self->space_down = FALSE;
  sand_canvas_update_cursor (self);
}

static void
sand_canvas_add_pan_gesture (SandCanvas *self,
                             guint       button)
{
  GtkGesture *drag = gtk_gesture_drag_new ();

  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (drag), button);
  g_signal_connect_swapped (drag, "drag-begin", G_CALLBACK (pan_drag_begin_cb), self);
  g_signal_connect_swapped (drag, "drag-update", G_CALLBACK (pan_drag_update_cb), self);
  g_signal_connect_swapped (drag, "drag-end", G_CALLBACK (pan_drag_end_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));
}

static void
sand_canvas_init_controllers (SandCanvas *self)
{
  GtkEventController *controller;
  GtkGesture *zoom;

  sand_canvas_add_pan_gesture (self, GDK_BUTTON_MIDDLE);
  sand_canvas_add_pan_gesture (self, GDK_BUTTON_PRIMARY);

  controller = gtk_event_controller_motion_new ();
  g_signal_connect_swapped (controller, "enter", G_CALLBACK (motion_cb), self);
  g_signal_connect_swapped (controller, "motion", G_CALLBACK (motion_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);

  controller = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES);
  g_signal_connect_swapped (controller, "scroll", G_CALLBACK (scroll_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);

  zoom = gtk_gesture_zoom_new ();
  g_signal_connect_swapped (zoom, "begin", G_CALLBACK (pinch_begin_cb), self);
  g_signal_connect_swapped (zoom, "scale-changed", G_CALLBACK (pinch_scale_changed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (zoom));

  controller = gtk_event_controller_key_new ();
  gtk_event_controller_set_name (controller, "sand-canvas-keys");
  g_signal_connect_swapped (controller, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  g_signal_connect_swapped (controller, "key-released", G_CALLBACK (key_released_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);

  controller = gtk_event_controller_focus_new ();
  g_signal_connect_swapped (controller, "leave", G_CALLBACK (focus_leave_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);
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
  sand_canvas_drop_still_cache (self);

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

  widget_class->snapshot = sand_canvas_snapshot;
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
  sand_canvas_init_controllers (self);
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

void
sand_canvas_add_layer (SandCanvas      *self,
                       SandCanvasLayer *layer)
{
  g_return_if_fail (SAND_IS_CANVAS (self));
  g_return_if_fail (SAND_IS_CANVAS_LAYER (layer));

  g_signal_connect_swapped (layer, "changed", G_CALLBACK (layer_changed_cb), self);
  g_list_store_append (self->layers, layer);
  gtk_widget_queue_draw (GTK_WIDGET (self));
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
    {
      sand_canvas_add_layer (self, layer);
      return;
    }
  g_signal_connect_swapped (layer, "changed", G_CALLBACK (layer_changed_cb), self);
  g_list_store_insert (self->layers, position, layer);
  gtk_widget_queue_draw (GTK_WIDGET (self));
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

  sand_canvas_user_moved (self);
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

void
sand_canvas_hold_still (SandCanvas *self,
                        guint       n_layers)
{
  g_return_if_fail (SAND_IS_CANVAS (self));

  self->n_still_layers = n_layers;
  if (n_layers == 0)
    g_clear_object (&self->moving_unit);
  sand_canvas_drop_still_cache (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
sand_canvas_hold_still_but_unit (SandCanvas *self,
                                 SandUnit   *unit)
{
  guint n_still = 0;

  g_return_if_fail (SAND_IS_CANVAS (self));
  g_return_if_fail (SAND_IS_UNIT (unit));

  g_set_object (&self->moving_unit, unit);
  /* Table, terrain and grid, unless a layer was slipped in among them. */
  while (n_still < SAND_SCENARIO_PART_UNITS && g_list_model_get_n_items (G_LIST_MODEL (self->layers)) > n_still)
    {
      g_autoptr (SandCanvasLayer) layer = g_list_model_get_item (G_LIST_MODEL (self->layers), n_still);

      if (layer != self->scenario_layers[n_still])
        break;
      n_still++;
    }
  sand_canvas_hold_still (self, n_still);
}
