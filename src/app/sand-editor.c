/* sand-editor.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include <glib/gi18n.h>

#include "sand-canvas.h"
#include "sand-clipboard.h"
#include "sand-edit.h"
#include "sand-editor-layer.h"
#include "sand-editor-private.h"
#include "sand-geometry.h"
#include "sand-ruleset-registry.h"
#include "sand-tool-area.h"
#include "sand-tool-line.h"
#include "sand-tool-measure.h"
#include "sand-tool-select.h"
#include "sand-tool-unit.h"

#define MM_PER_INCH 25.4
/* Handles and outlines, in screen pixels. */
#define HANDLE_PIXELS 4.5
/* Picking a thin line forgives this many pixels. */
#define PICK_SLOP_PIXELS 5.0
/* Duplicates land this far (inches) from their originals, so both can be seen. */
#define DUPLICATE_OFFSET 1.0

G_DEFINE_FINAL_TYPE (SandEditor, sand_editor, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_DOCUMENT,
  PROP_CANVAS,
  PROP_TOOL,
  PROP_AREA_KIND,
  PROP_LINE_KIND,
  PROP_UNIT_CLASS,
  PROP_SIDE,
  PROP_USE_CM,
  N_PROPS
};

enum {
  VISIBILITY_CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* Undo may take away what is selected, or put back what a half-drawn shape
 * assumed; selection and tool follow the model. */
static void
history_changed_cb (SandEditor *self)
{
  sand_selection_prune (self->selection, sand_editor_get_scenario (self));
  _sand_editor_update_actions (self);
  sand_editor_queue_draw (self);
}

static void
document_scenario_cb (SandEditor *self)
{
  SandHistory *history = sand_editor_get_history (self);

  if (self->tool != NULL)
    sand_tool_cancel (self->tool);
  g_hash_table_remove_all (self->hidden);
  g_hash_table_remove_all (self->locked);
  g_clear_object (&self->side);
  sand_selection_prune (self->selection, sand_editor_get_scenario (self));

  if (history != NULL)
    {
      g_signal_handlers_disconnect_by_func (history, history_changed_cb, self);
      g_signal_connect_object (history, "notify::can-undo",
                               G_CALLBACK (history_changed_cb), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (history, "notify::can-redo",
                               G_CALLBACK (history_changed_cb), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (history, "notify::undo-label",
                               G_CALLBACK (history_changed_cb), self, G_CONNECT_SWAPPED);
    }
  _sand_editor_update_actions (self);
}

static void
sand_editor_add_tool (SandEditor *self,
                      SandTool   *tool)
{
  g_list_store_append (self->tools, tool);
  g_object_unref (tool);
}

static void
sand_editor_constructed (GObject *object)
{
  SandEditor *self = SAND_EDITOR (object);

  G_OBJECT_CLASS (sand_editor_parent_class)->constructed (object);

  g_assert (SAND_IS_DOCUMENT (self->document));

  sand_editor_add_tool (self, sand_tool_select_new (self));
  sand_editor_add_tool (self, sand_tool_area_new (self, SAND_AREA_POLYGON));
  sand_editor_add_tool (self, sand_tool_area_new (self, SAND_AREA_RECTANGLE));
  sand_editor_add_tool (self, sand_tool_area_new (self, SAND_AREA_ELLIPSE));
  sand_editor_add_tool (self, sand_tool_area_new (self, SAND_AREA_FREEHAND));
  sand_editor_add_tool (self, sand_tool_line_new (self));
  sand_editor_add_tool (self, sand_tool_unit_new (self));
  sand_editor_add_tool (self, sand_tool_measure_new (self));

  g_signal_connect_object (self->document, "notify::history",
                           G_CALLBACK (document_scenario_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->selection, "changed",
                           G_CALLBACK (history_changed_cb), self, G_CONNECT_SWAPPED);

  _sand_editor_init_actions (self);
  document_scenario_cb (self);

  if (self->canvas != NULL)
    {
      SandRenderOptions *options = sand_canvas_get_render_options (self->canvas);

      g_object_add_weak_pointer (G_OBJECT (self->canvas), (gpointer *) &self->canvas);
      /* The canvas skips what is hidden here, with no copy to keep in step. */
      options->hidden = self->hidden;
      self->layer = sand_editor_layer_new (self);
      sand_canvas_add_layer (self->canvas, self->layer);
      _sand_editor_attach_canvas (self);
    }

  sand_editor_set_tool (self, sand_editor_find_tool (self, "select"));
}

static void
sand_editor_dispose (GObject *object)
{
  SandEditor *self = SAND_EDITOR (object);

  if (self->canvas != NULL)
    {
      _sand_editor_detach_canvas (self);
      sand_canvas_get_render_options (self->canvas)->hidden = NULL;
      if (self->layer != NULL)
        sand_canvas_remove_layer (self->canvas, self->layer);
      g_object_remove_weak_pointer (G_OBJECT (self->canvas), (gpointer *) &self->canvas);
      self->canvas = NULL;
    }

  g_clear_object (&self->layer);
  g_clear_object (&self->tool);
  g_clear_object (&self->tools);
  g_clear_object (&self->actions);
  g_clear_object (&self->selection);
  g_clear_object (&self->registry);
  g_clear_object (&self->side);
  g_clear_object (&self->document);

  G_OBJECT_CLASS (sand_editor_parent_class)->dispose (object);
}

static void
sand_editor_finalize (GObject *object)
{
  SandEditor *self = SAND_EDITOR (object);

  g_clear_pointer (&self->hidden, g_hash_table_unref);
  g_clear_pointer (&self->locked, g_hash_table_unref);
  g_clear_pointer (&self->unit_class, g_free);
  for (guint i = 0; i < SAND_N_TERRAIN_KINDS; i++)
    g_clear_object (&self->prototypes[i]);

  G_OBJECT_CLASS (sand_editor_parent_class)->finalize (object);
}

static void
sand_editor_get_property (GObject    *object,
                          guint       prop_id,
                          GValue     *value,
                          GParamSpec *pspec)
{
  SandEditor *self = SAND_EDITOR (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT:
      g_value_set_object (value, self->document);
      break;
    case PROP_CANVAS:
      g_value_set_object (value, self->canvas);
      break;
    case PROP_TOOL:
      g_value_set_object (value, self->tool);
      break;
    case PROP_AREA_KIND:
      g_value_set_int (value, self->area_kind);
      break;
    case PROP_LINE_KIND:
      g_value_set_int (value, self->line_kind);
      break;
    case PROP_UNIT_CLASS:
      g_value_set_string (value, sand_editor_get_unit_class (self));
      break;
    case PROP_SIDE:
      g_value_set_object (value, self->side);
      break;
    case PROP_USE_CM:
      g_value_set_boolean (value, self->use_cm);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sand_editor_set_property (GObject      *object,
                          guint         prop_id,
                          const GValue *value,
                          GParamSpec   *pspec)
{
  SandEditor *self = SAND_EDITOR (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT:
      self->document = g_value_dup_object (value);
      break;
    case PROP_CANVAS:
      self->canvas = g_value_get_object (value);
      break;
    case PROP_TOOL:
      sand_editor_set_tool (self, g_value_get_object (value));
      break;
    case PROP_AREA_KIND:
      sand_editor_set_area_kind (self, g_value_get_int (value));
      break;
    case PROP_LINE_KIND:
      sand_editor_set_line_kind (self, g_value_get_int (value));
      break;
    case PROP_UNIT_CLASS:
      sand_editor_set_unit_class (self, g_value_get_string (value));
      break;
    case PROP_SIDE:
      sand_editor_set_side (self, g_value_get_object (value));
      break;
    case PROP_USE_CM:
      sand_editor_set_use_cm (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sand_editor_class_init (SandEditorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags rw = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->constructed = sand_editor_constructed;
  object_class->dispose = sand_editor_dispose;
  object_class->finalize = sand_editor_finalize;
  object_class->get_property = sand_editor_get_property;
  object_class->set_property = sand_editor_set_property;

  properties[PROP_DOCUMENT] =
    g_param_spec_object ("document", NULL, NULL, SAND_TYPE_DOCUMENT,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CANVAS] =
    g_param_spec_object ("canvas", NULL, NULL, SAND_TYPE_CANVAS,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_TOOL] = g_param_spec_object ("tool", NULL, NULL, SAND_TYPE_TOOL, rw);
  properties[PROP_AREA_KIND] =
    g_param_spec_int ("area-kind", NULL, NULL, 0, SAND_N_TERRAIN_KINDS - 1, SAND_TERRAIN_WOODS, rw);
  properties[PROP_LINE_KIND] =
    g_param_spec_int ("line-kind", NULL, NULL, 0, SAND_N_TERRAIN_KINDS - 1, SAND_TERRAIN_ROAD, rw);
  properties[PROP_UNIT_CLASS] = g_param_spec_string ("unit-class", NULL, NULL, NULL, rw);
  properties[PROP_SIDE] = g_param_spec_object ("side", NULL, NULL, SAND_TYPE_SIDE, rw);
  properties[PROP_USE_CM] = g_param_spec_boolean ("use-cm", NULL, NULL, FALSE, rw);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[VISIBILITY_CHANGED] =
    g_signal_new ("visibility-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_OBJECT);
}

static void
sand_editor_init (SandEditor *self)
{
  self->selection = sand_selection_new ();
  self->tools = g_list_store_new (SAND_TYPE_TOOL);
  self->hidden = g_hash_table_new_full (NULL, NULL, g_object_unref, NULL);
  self->locked = g_hash_table_new_full (NULL, NULL, g_object_unref, NULL);
  self->area_kind = SAND_TERRAIN_WOODS;
  self->line_kind = SAND_TERRAIN_ROAD;
  sand_snap_init (&self->snap);
}

SandEditor *
sand_editor_new (SandDocument *document,
                 SandCanvas   *canvas)
{
  g_return_val_if_fail (SAND_IS_DOCUMENT (document), NULL);
  g_return_val_if_fail (!canvas || SAND_IS_CANVAS (canvas), NULL);

  return g_object_new (SAND_TYPE_EDITOR, "document", document, "canvas", canvas, NULL);
}

SandDocument *
sand_editor_get_document (SandEditor *self)
{
  g_return_val_if_fail (SAND_IS_EDITOR (self), NULL);
  return self->document;
}

SandScenario *
sand_editor_get_scenario (SandEditor *self)
{
  g_return_val_if_fail (SAND_IS_EDITOR (self), NULL);
  return sand_document_get_scenario (self->document);
}

SandHistory *
sand_editor_get_history (SandEditor *self)
{
  g_return_val_if_fail (SAND_IS_EDITOR (self), NULL);
  return sand_document_get_history (self->document);
}

SandSelection *
sand_editor_get_selection (SandEditor *self)
{
  g_return_val_if_fail (SAND_IS_EDITOR (self), NULL);
  return self->selection;
}

SandCanvas *
sand_editor_get_canvas (SandEditor *self)
{
  g_return_val_if_fail (SAND_IS_EDITOR (self), NULL);
  return self->canvas;
}

SandRuleset *
sand_editor_get_ruleset (SandEditor *self)
{
  const char *id;

  g_return_val_if_fail (SAND_IS_EDITOR (self), NULL);

  id = sand_scenario_get_ruleset (sand_editor_get_scenario (self));
  if (id == NULL)
    return NULL;

  return sand_ruleset_registry_lookup (sand_editor_get_registry (self), id);
}

SandRulesetRegistry *
sand_editor_get_registry (SandEditor *self)
{
  g_return_val_if_fail (SAND_IS_EDITOR (self), NULL);

  if (self->registry == NULL)
    self->registry = sand_ruleset_registry_new ();

  return self->registry;
}

/* Tools */

GListModel *
sand_editor_get_tools (SandEditor *self)
{
  g_return_val_if_fail (SAND_IS_EDITOR (self), NULL);
  return G_LIST_MODEL (self->tools);
}

SandTool *
sand_editor_get_tool (SandEditor *self)
{
  g_return_val_if_fail (SAND_IS_EDITOR (self), NULL);
  return self->tool;
}

void
sand_editor_set_tool (SandEditor *self,
                      SandTool   *tool)
{
  g_return_if_fail (SAND_IS_EDITOR (self));
  g_return_if_fail (SAND_IS_TOOL (tool));

  if (self->tool == tool)
    return;

  if (self->tool != NULL)
    sand_tool_cancel (self->tool);
  g_set_object (&self->tool, tool);
  sand_tool_activate (tool);

  if (self->canvas != NULL)
    gtk_widget_set_cursor_from_name (GTK_WIDGET (self->canvas), sand_tool_get_cursor (tool));

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TOOL]);
  _sand_editor_update_actions (self);
  sand_editor_queue_draw (self);
}

SandTool *
sand_editor_find_tool (SandEditor *self,
                       const char *name)
{
  g_return_val_if_fail (SAND_IS_EDITOR (self), NULL);

  for (guint i = 0, n = g_list_model_get_n_items (G_LIST_MODEL (self->tools)); i < n; i++)
    {
      g_autoptr(SandTool) tool = g_list_model_get_item (G_LIST_MODEL (self->tools), i);

      if (g_strcmp0 (sand_tool_get_name (tool), name) == 0)
        return tool;
    }

  return NULL;
}

/* Snapping and drawing */

SandSnap *
sand_editor_get_snap (SandEditor *self)
{
  g_return_val_if_fail (SAND_IS_EDITOR (self), NULL);
  return &self->snap;
}

void
sand_editor_snap (SandEditor *self,
                  gpointer    skip,
                  double      x,
                  double      y,
                  double     *out_x,
                  double     *out_y)
{
  SandSnap snap;

  g_return_if_fail (SAND_IS_EDITOR (self));

  /* Vertices attract within a fixed distance on screen, whatever the zoom. */
  snap = self->snap;
  snap.reach = 8.0 * sand_editor_get_pixel (self);
  if (snap.grid == SAND_SNAP_GRID_HEX)
    snap.reach = G_MAXDOUBLE;
  sand_snap_point (&snap, sand_editor_get_scenario (self), skip, x, y, out_x, out_y);
}

double
sand_editor_get_pixel (SandEditor *self)
{
  g_return_val_if_fail (SAND_IS_EDITOR (self), 0.05);

  if (self->canvas == NULL)
    return 0.05;

  return 1.0 / sand_viewport_get_scale (sand_canvas_get_viewport (self->canvas));
}

void
sand_editor_queue_draw (SandEditor *self)
{
  g_return_if_fail (SAND_IS_EDITOR (self));

  if (self->layer != NULL)
    sand_canvas_layer_queue_draw (self->layer);
}

static void
trace_item (cairo_t  *cr,
            gpointer  item,
            double    pixel)
{
  if (SAND_IS_UNIT (item))
    {
      SandUnit *unit = item;

      cairo_new_sub_path (cr);
      cairo_arc (cr, sand_unit_get_x (unit), sand_unit_get_y (unit),
                 sand_unit_get_radius (unit) + 3.0 * pixel, 0, 2 * G_PI);
    }
  else
    {
      SandFeature *feature = item;
      g_autoptr(GArray) outline = sand_feature_get_outline (feature, pixel);

      if (outline->len == 1)
        {
          SandPoint *p = &g_array_index (outline, SandPoint, 0);

          cairo_new_sub_path (cr);
          cairo_arc (cr, p->x, p->y, 6.0 * pixel, 0, 2 * G_PI);
          return;
        }

      for (guint i = 0; i < outline->len; i++)
        {
          SandPoint *p = &g_array_index (outline, SandPoint, i);

          if (i == 0)
            cairo_move_to (cr, p->x, p->y);
          else
            cairo_line_to (cr, p->x, p->y);
        }
      if (sand_feature_get_shape (feature) == SAND_SHAPE_AREA)
        cairo_close_path (cr);
    }
}

void
sand_editor_draw_feedback (SandEditor *self,
                           cairo_t    *cr)
{
  GPtrArray *items;
  double pixel;

  g_return_if_fail (SAND_IS_EDITOR (self));

  pixel = sand_editor_get_pixel (self);
  items = sand_selection_get_items (self->selection);

  /* A white halo under an accent line reads on every terrain colour. */
  cairo_save (cr);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  for (guint i = 0; i < items->len; i++)
    trace_item (cr, items->pdata[i], pixel);
  cairo_set_source_rgba (cr, 1.0, 1.0, 1.0, 0.9);
  cairo_set_line_width (cr, 4.0 * pixel);
  cairo_stroke_preserve (cr);
  cairo_set_source_rgb (cr, 0.21, 0.52, 0.89);
  cairo_set_line_width (cr, 2.0 * pixel);
  cairo_stroke (cr);
  cairo_restore (cr);

  if (self->tool != NULL)
    sand_tool_draw (self->tool, cr, pixel);
}

/* What new things are made of */

SandTerrainKind
sand_editor_get_area_kind (SandEditor *self)
{
  g_return_val_if_fail (SAND_IS_EDITOR (self), SAND_TERRAIN_WOODS);
  return self->area_kind;
}

void
sand_editor_set_area_kind (SandEditor      *self,
                           SandTerrainKind  kind)
{
  g_return_if_fail (SAND_IS_EDITOR (self));
  g_return_if_fail (kind >= 0 && kind < SAND_N_TERRAIN_KINDS);

  if (self->area_kind == kind)
    return;
  self->area_kind = kind;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_AREA_KIND]);
}

SandTerrainKind
sand_editor_get_line_kind (SandEditor *self)
{
  g_return_val_if_fail (SAND_IS_EDITOR (self), SAND_TERRAIN_ROAD);
  return self->line_kind;
}

void
sand_editor_set_line_kind (SandEditor      *self,
                           SandTerrainKind  kind)
{
  g_return_if_fail (SAND_IS_EDITOR (self));
  g_return_if_fail (kind >= 0 && kind < SAND_N_TERRAIN_KINDS);

  if (self->line_kind == kind)
    return;
  self->line_kind = kind;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LINE_KIND]);
}

const char *
sand_editor_get_unit_class (SandEditor *self)
{
  SandRuleset *ruleset;

  g_return_val_if_fail (SAND_IS_EDITOR (self), NULL);

  if (self->unit_class != NULL)
    return self->unit_class;

  /* The ruleset's first class until the user picks one. */
  ruleset = sand_editor_get_ruleset (self);
  if (ruleset != NULL)
    {
      guint n = 0;
      const SandRulesetUnitClass * const *classes = sand_ruleset_get_classes (ruleset, &n);

      if (n > 0)
        return classes[0]->id;
    }

  return "infantry";
}

void
sand_editor_set_unit_class (SandEditor *self,
                            const char *unit_class)
{
  g_return_if_fail (SAND_IS_EDITOR (self));

  if (g_strcmp0 (self->unit_class, unit_class) == 0)
    return;
  g_free (self->unit_class);
  self->unit_class = g_strdup (unit_class);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_UNIT_CLASS]);
}

SandSide *
sand_editor_get_side (SandEditor *self)
{
  GListModel *sides;

  g_return_val_if_fail (SAND_IS_EDITOR (self), NULL);

  sides = sand_scenario_get_sides (sand_editor_get_scenario (self));
  if (self->side != NULL)
    {
      for (guint i = 0, n = g_list_model_get_n_items (sides); i < n; i++)
        {
          g_autoptr(SandSide) side = g_list_model_get_item (sides, i);

          if (side == self->side)
            return self->side;
        }
    }

  /* The chosen side went away (undo, another file): the first one stands in. */
  if (g_list_model_get_n_items (sides) > 0)
    {
      g_autoptr(SandSide) first = g_list_model_get_item (sides, 0);
      return sand_scenario_find_side (sand_editor_get_scenario (self), sand_side_get_id (first));
    }

  return NULL;
}

void
sand_editor_set_side (SandEditor *self,
                      SandSide   *side)
{
  g_return_if_fail (SAND_IS_EDITOR (self));
  g_return_if_fail (!side || SAND_IS_SIDE (side));

  if (g_set_object (&self->side, side))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SIDE]);
}

gboolean
sand_editor_get_use_cm (SandEditor *self)
{
  g_return_val_if_fail (SAND_IS_EDITOR (self), FALSE);
  return self->use_cm;
}

void
sand_editor_set_use_cm (SandEditor *self,
                        gboolean    use_cm)
{
  g_return_if_fail (SAND_IS_EDITOR (self));

  use_cm = !!use_cm;
  if (self->use_cm == use_cm)
    return;
  self->use_cm = use_cm;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_USE_CM]);
  sand_editor_queue_draw (self);
}

char *
sand_editor_format_length (SandEditor *self,
                           double      inches)
{
  g_return_val_if_fail (SAND_IS_EDITOR (self), NULL);

  if (self->use_cm)
    /* Translators: a length on the table in centimetres. */
    return g_strdup_printf (_("%.1f cm"), inches * MM_PER_INCH / 10.0);

  /* Translators: a length on the table in inches. */
  return g_strdup_printf (_("%.1f in"), inches);
}

static SandFeature *
new_prototype (SandTerrainKind kind)
{
  SandFeature *feature = sand_feature_new (sand_terrain_kind_to_string (kind), kind);

  /* Sizes a model maker would build them at (inches on the table). */
  switch (kind)
    {
    case SAND_TERRAIN_ROAD:
      sand_feature_set_width (feature, 1.0);
      sand_feature_set_surface (feature, "dirt");
      break;
    case SAND_TERRAIN_RIVER:
      sand_feature_set_width (feature, 2.0);
      break;
    case SAND_TERRAIN_STREAM:
      sand_feature_set_width (feature, 1.0);
      sand_feature_set_fordable (feature, TRUE);
      break;
    case SAND_TERRAIN_BRIDGE:
    case SAND_TERRAIN_FORD:
      sand_feature_set_width (feature, 1.5);
      break;
    case SAND_TERRAIN_WALL:
      sand_feature_set_height (feature, 1.5);
      break;
    case SAND_TERRAIN_HEDGE:
      sand_feature_set_height (feature, 2.0);
      break;
    case SAND_TERRAIN_FENCE:
      sand_feature_set_height (feature, 1.0);
      break;
    case SAND_TERRAIN_BARBED_WIRE:
    case SAND_TERRAIN_LOG:
      sand_feature_set_height (feature, 0.5);
      break;
    case SAND_TERRAIN_HILL:
      sand_feature_set_level (feature, 1);
      break;
    case SAND_TERRAIN_BUILDING:
      sand_feature_set_floors (feature, 1);
      sand_feature_set_has_base (feature, TRUE);
      break;
    default:
      break;
    }

  return feature;
}

SandFeature *
sand_editor_get_prototype (SandEditor      *self,
                           SandTerrainKind  kind)
{
  g_return_val_if_fail (SAND_IS_EDITOR (self), NULL);
  g_return_val_if_fail ((guint) kind < SAND_N_TERRAIN_KINDS, NULL);

  if (self->prototypes[kind] == NULL)
    self->prototypes[kind] = new_prototype (kind);

  return self->prototypes[kind];
}

SandFeature *
sand_editor_make_feature (SandEditor      *self,
                          SandTerrainKind  kind)
{
  g_autofree char *id = NULL;
  SandFeature *prototype, *feature;

  g_return_val_if_fail (SAND_IS_EDITOR (self), NULL);

  prototype = sand_editor_get_prototype (self, kind);
  id = sand_scenario_make_id (sand_editor_get_scenario (self), sand_terrain_kind_to_string (kind));
  feature = sand_feature_new (id, kind);
  sand_feature_set_level (feature, sand_feature_get_level (prototype));
  sand_feature_set_height (feature, sand_feature_get_height (prototype));
  sand_feature_set_width (feature, sand_feature_get_width (prototype));
  sand_feature_set_surface (feature, sand_feature_get_surface (prototype));
  sand_feature_set_fordable (feature, sand_feature_get_fordable (prototype));
  sand_feature_set_floors (feature, sand_feature_get_floors (prototype));
  sand_feature_set_has_base (feature, sand_feature_get_has_base (prototype));

  return feature;
}

/* Hidden and locked items */

/* Hidden and locked items both drop out of the selection and the canvas redraws. */
static void
set_flag (SandEditor *self,
          GHashTable *table,
          gpointer    item,
          gboolean    on)
{
  if (on == g_hash_table_contains (table, item))
    return;

  if (on)
    {
      g_hash_table_insert (table, g_object_ref (item), item);
      sand_selection_remove (self->selection, item);
    }
  else
    g_hash_table_remove (table, item);

  g_signal_emit (self, signals[VISIBILITY_CHANGED], 0, item);
  if (self->canvas != NULL)
    gtk_widget_queue_draw (GTK_WIDGET (self->canvas));
}

gboolean
sand_editor_is_hidden (SandEditor *self,
                       gpointer    item)
{
  g_return_val_if_fail (SAND_IS_EDITOR (self), FALSE);
  return g_hash_table_contains (self->hidden, item);
}

void
sand_editor_set_hidden (SandEditor *self,
                        gpointer    item,
                        gboolean    hidden)
{
  g_return_if_fail (SAND_IS_EDITOR (self));
  g_return_if_fail (G_IS_OBJECT (item));

  set_flag (self, self->hidden, item, hidden);
}

gboolean
sand_editor_is_locked (SandEditor *self,
                       gpointer    item)
{
  g_return_val_if_fail (SAND_IS_EDITOR (self), FALSE);
  return g_hash_table_contains (self->locked, item);
}

void
sand_editor_set_locked (SandEditor *self,
                        gpointer    item,
                        gboolean    locked)
{
  g_return_if_fail (SAND_IS_EDITOR (self));
  g_return_if_fail (G_IS_OBJECT (item));

  set_flag (self, self->locked, item, locked);
}

/* Per kind: every feature of @kind drawn so far. */
static void
set_kind_flag (SandEditor      *self,
               GHashTable      *table,
               SandTerrainKind  kind,
               gboolean         on)
{
  GListModel *features = sand_scenario_get_features (sand_editor_get_scenario (self));

  for (guint i = 0, n = g_list_model_get_n_items (features); i < n; i++)
    {
      g_autoptr(SandFeature) feature = g_list_model_get_item (features, i);

      if (sand_feature_get_kind (feature) == kind)
        set_flag (self, table, feature, on);
    }
}

/* TRUE when there are features of @kind and every one has the flag. */
static gboolean
kind_has_flag (SandEditor      *self,
               GHashTable      *table,
               SandTerrainKind  kind)
{
  GListModel *features = sand_scenario_get_features (sand_editor_get_scenario (self));
  gboolean any = FALSE;

  for (guint i = 0, n = g_list_model_get_n_items (features); i < n; i++)
    {
      g_autoptr(SandFeature) feature = g_list_model_get_item (features, i);

      if (sand_feature_get_kind (feature) != kind)
        continue;
      if (!g_hash_table_contains (table, feature))
        return FALSE;
      any = TRUE;
    }

  return any;
}

void
sand_editor_set_kind_hidden (SandEditor      *self,
                             SandTerrainKind  kind,
                             gboolean         hidden)
{
  g_return_if_fail (SAND_IS_EDITOR (self));
  set_kind_flag (self, self->hidden, kind, hidden);
}

gboolean
sand_editor_is_kind_hidden (SandEditor      *self,
                            SandTerrainKind  kind)
{
  g_return_val_if_fail (SAND_IS_EDITOR (self), FALSE);
  return kind_has_flag (self, self->hidden, kind);
}

void
sand_editor_set_kind_locked (SandEditor      *self,
                             SandTerrainKind  kind,
                             gboolean         locked)
{
  g_return_if_fail (SAND_IS_EDITOR (self));
  set_kind_flag (self, self->locked, kind, locked);
}

gboolean
sand_editor_is_kind_locked (SandEditor      *self,
                            SandTerrainKind  kind)
{
  g_return_val_if_fail (SAND_IS_EDITOR (self), FALSE);
  return kind_has_flag (self, self->locked, kind);
}

static gboolean
is_pickable (SandEditor *self,
             gpointer    item)
{
  return !g_hash_table_contains (self->hidden, item) &&
         !g_hash_table_contains (self->locked, item);
}

gpointer
sand_editor_pick (SandEditor *self,
                  double      x,
                  double      y)
{
  SandScenario *scenario;
  GListModel *units, *features;
  double slop;

  g_return_val_if_fail (SAND_IS_EDITOR (self), NULL);

  scenario = sand_editor_get_scenario (self);
  slop = PICK_SLOP_PIXELS * sand_editor_get_pixel (self);

  /* Units stand on the terrain, so they are picked first; topmost first. */
  units = sand_scenario_get_units (scenario);
  for (guint i = g_list_model_get_n_items (units); i > 0; i--)
    {
      g_autoptr(SandUnit) unit = g_list_model_get_item (units, i - 1);

      if (is_pickable (self, unit) && sand_unit_hit (unit, x, y))
        return unit;
    }

  /* Lines and points before areas: they are thin and drawn over areas anyway. */
  features = sand_scenario_get_features (scenario);
  for (int pass = 0; pass < 2; pass++)
    for (guint i = g_list_model_get_n_items (features); i > 0; i--)
      {
        g_autoptr(SandFeature) feature = g_list_model_get_item (features, i - 1);
        gboolean is_area = sand_feature_get_shape (feature) == SAND_SHAPE_AREA;

        if (is_area != (pass == 1))
          continue;
        if (is_pickable (self, feature) && sand_feature_hit (feature, x, y, slop))
          return feature;
      }

  return NULL;
}

static gboolean
bounds_inside (const SandBounds *inner,
               const SandBounds *outer)
{
  return inner->x0 >= outer->x0 && inner->y0 >= outer->y0 &&
         inner->x1 <= outer->x1 && inner->y1 <= outer->y1;
}

GPtrArray *
sand_editor_pick_inside (SandEditor       *self,
                         const SandBounds *bounds)
{
  SandScenario *scenario;
  GListModel *features, *units;
  GPtrArray *items;

  g_return_val_if_fail (SAND_IS_EDITOR (self), NULL);

  scenario = sand_editor_get_scenario (self);
  items = g_ptr_array_new ();

  features = sand_scenario_get_features (scenario);
  for (guint i = 0, n = g_list_model_get_n_items (features); i < n; i++)
    {
      g_autoptr(SandFeature) feature = g_list_model_get_item (features, i);
      SandBounds fb = sand_feature_get_bounds (feature);

      if (is_pickable (self, feature) && bounds_inside (&fb, bounds))
        g_ptr_array_add (items, feature);
    }

  units = sand_scenario_get_units (scenario);
  for (guint i = 0, n = g_list_model_get_n_items (units); i < n; i++)
    {
      g_autoptr(SandUnit) unit = g_list_model_get_item (units, i);
      double x = sand_unit_get_x (unit), y = sand_unit_get_y (unit);

      if (is_pickable (self, unit) &&
          x >= bounds->x0 && x <= bounds->x1 && y >= bounds->y0 && y <= bounds->y1)
        g_ptr_array_add (items, unit);
    }

  return items;
}

/* Edits */

void
sand_editor_delete_selection (SandEditor *self)
{
  SandHistory *history;
  g_autoptr(GPtrArray) items = NULL;

  g_return_if_fail (SAND_IS_EDITOR (self));

  if (sand_selection_is_empty (self->selection))
    return;

  history = sand_editor_get_history (self);
  items = g_ptr_array_copy (sand_selection_get_items (self->selection),
                            (GCopyFunc) g_object_ref, NULL);
  g_ptr_array_set_free_func (items, g_object_unref);

  sand_selection_clear (self->selection);
  sand_history_begin_group (history, _("Delete"));
  for (guint i = 0; i < items->len; i++)
    {
      if (SAND_IS_FEATURE (items->pdata[i]))
        sand_edit_remove_feature (history, items->pdata[i]);
      else
        sand_edit_remove_unit (history, items->pdata[i]);
    }
  sand_history_end_group (history);
}

void
sand_editor_translate_items (SandEditor *self,
                             GPtrArray  *items,
                             double      dx,
                             double      dy)
{
  SandHistory *history;

  g_return_if_fail (SAND_IS_EDITOR (self));

  history = sand_editor_get_history (self);
  for (guint i = 0; i < items->len; i++)
    {
      if (SAND_IS_FEATURE (items->pdata[i]))
        sand_edit_translate_feature (history, items->pdata[i], dx, dy);
      else
        {
          SandUnit *unit = items->pdata[i];
          sand_edit_move_unit (history, unit, sand_unit_get_x (unit) + dx, sand_unit_get_y (unit) + dy);
        }
    }
}

void
sand_editor_nudge (SandEditor *self,
                   double      dx,
                   double      dy)
{
  SandHistory *history;

  g_return_if_fail (SAND_IS_EDITOR (self));

  if (sand_selection_is_empty (self->selection))
    return;

  history = sand_editor_get_history (self);
  sand_history_begin_group (history, _("Nudge"));
  sand_editor_translate_items (self, sand_selection_get_items (self->selection), dx, dy);
  sand_history_end_group (history);
}

void
sand_editor_select_all (SandEditor *self)
{
  SandBounds everything = { -G_MAXDOUBLE, -G_MAXDOUBLE, G_MAXDOUBLE, G_MAXDOUBLE };
  g_autoptr(GPtrArray) items = NULL;

  g_return_if_fail (SAND_IS_EDITOR (self));

  items = sand_editor_pick_inside (self, &everything);
  sand_selection_set_items (self->selection, items);
}

GBytes *
sand_editor_copy_selection (SandEditor *self)
{
  g_return_val_if_fail (SAND_IS_EDITOR (self), NULL);

  if (sand_selection_is_empty (self->selection))
    return NULL;

  return sand_clipboard_serialize (sand_editor_get_scenario (self),
                                   sand_selection_get_items (self->selection));
}

static void
sand_editor_paste_fragment (SandEditor   *self,
                            SandScenario *fragment,
                            double        dx,
                            double        dy)
{
  g_autoptr(GPtrArray) pasted = NULL;

  pasted = sand_clipboard_paste (sand_editor_get_history (self), fragment, dx, dy);
  sand_selection_set_items (self->selection, pasted);
}

/* Pasting over the originals would hide the copy; shift it when they are there. */
static double
paste_offset (SandEditor   *self,
              SandScenario *fragment)
{
  SandScenario *scenario = sand_editor_get_scenario (self);
  GListModel *lists[] = { sand_scenario_get_features (fragment), sand_scenario_get_units (fragment) };

  for (guint l = 0; l < G_N_ELEMENTS (lists); l++)
    for (guint i = 0, n = g_list_model_get_n_items (lists[l]); i < n; i++)
      {
        g_autoptr(GObject) item = g_list_model_get_item (lists[l], i);
        g_autofree char *id = NULL;

        g_object_get (item, "id", &id, NULL);
        if (id != NULL && sand_scenario_has_id (scenario, id))
          return DUPLICATE_OFFSET;
      }

  return 0.0;
}

gboolean
sand_editor_paste_data (SandEditor  *self,
                        const char  *data,
                        gsize        length,
                        GError     **error)
{
  g_autoptr(SandScenario) fragment = NULL;
  double offset;

  g_return_val_if_fail (SAND_IS_EDITOR (self), FALSE);

  fragment = sand_clipboard_parse (data, length, error);
  if (fragment == NULL)
    return FALSE;

  offset = paste_offset (self, fragment);
  sand_editor_paste_fragment (self, fragment, offset, offset);
  return TRUE;
}

/* The middle of everything in @fragment: features' bounds and units' places. */
static gboolean
fragment_centre (SandScenario *fragment,
                 double       *x,
                 double       *y)
{
  SandBounds bounds = sand_bounds_empty ();
  GListModel *features = sand_scenario_get_features (fragment);
  GListModel *units = sand_scenario_get_units (fragment);

  for (guint i = 0, n = g_list_model_get_n_items (features); i < n; i++)
    {
      g_autoptr(SandFeature) feature = g_list_model_get_item (features, i);
      SandBounds b = sand_feature_get_bounds (feature);

      if (sand_bounds_is_empty (&b))
        continue;
      sand_bounds_add_point (&bounds, b.x0, b.y0);
      sand_bounds_add_point (&bounds, b.x1, b.y1);
    }
  for (guint i = 0, n = g_list_model_get_n_items (units); i < n; i++)
    {
      g_autoptr(SandUnit) unit = g_list_model_get_item (units, i);

      sand_bounds_add_point (&bounds, sand_unit_get_x (unit), sand_unit_get_y (unit));
    }
  if (sand_bounds_is_empty (&bounds))
    return FALSE;

  *x = (bounds.x0 + bounds.x1) / 2;
  *y = (bounds.y0 + bounds.y1) / 2;
  return TRUE;
}

gboolean
sand_editor_paste_data_at (SandEditor  *self,
                           const char  *data,
                           gsize        length,
                           double       x,
                           double       y,
                           GError     **error)
{
  g_autoptr(SandScenario) fragment = NULL;
  double cx = x, cy = y;

  g_return_val_if_fail (SAND_IS_EDITOR (self), FALSE);

  fragment = sand_clipboard_parse (data, length, error);
  if (fragment == NULL)
    return FALSE;

  fragment_centre (fragment, &cx, &cy);
  sand_editor_paste_fragment (self, fragment, x - cx, y - cy);
  return TRUE;
}

gboolean
sand_editor_get_pointer (SandEditor *self,
                         double     *x,
                         double     *y)
{
  g_return_val_if_fail (SAND_IS_EDITOR (self), FALSE);

  *x = self->pointer_x;
  *y = self->pointer_y;
  return self->pointer_in;
}

void
sand_editor_set_pointer (SandEditor *self,
                         gboolean    inside,
                         double      x,
                         double      y)
{
  g_return_if_fail (SAND_IS_EDITOR (self));

  self->pointer_in = inside;
  self->pointer_x = x;
  self->pointer_y = y;
}

void
sand_editor_duplicate (SandEditor *self)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(SandScenario) fragment = NULL;
  gsize size;
  const char *data;

  g_return_if_fail (SAND_IS_EDITOR (self));

  bytes = sand_editor_copy_selection (self);
  if (bytes == NULL)
    return;

  data = g_bytes_get_data (bytes, &size);
  fragment = sand_clipboard_parse (data, size, NULL);
  g_return_if_fail (fragment != NULL);
  sand_editor_paste_fragment (self, fragment, DUPLICATE_OFFSET, DUPLICATE_OFFSET);
}

gboolean
sand_editor_undo (SandEditor *self)
{
  SandHistory *history;

  g_return_val_if_fail (SAND_IS_EDITOR (self), FALSE);

  /* Half-drawn shapes go first; only then does undo reach the history. */
  if (self->tool != NULL)
    sand_tool_cancel (self->tool);
  history = sand_editor_get_history (self);
  if (sand_history_in_group (history))
    return FALSE;

  return sand_history_undo (history);
}

gboolean
sand_editor_redo (SandEditor *self)
{
  SandHistory *history;

  g_return_val_if_fail (SAND_IS_EDITOR (self), FALSE);

  if (self->tool != NULL)
    sand_tool_cancel (self->tool);
  history = sand_editor_get_history (self);
  if (sand_history_in_group (history))
    return FALSE;

  return sand_history_redo (history);
}

GActionGroup *
sand_editor_get_actions (SandEditor *self)
{
  g_return_val_if_fail (SAND_IS_EDITOR (self), NULL);
  return G_ACTION_GROUP (self->actions);
}
