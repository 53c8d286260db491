/* sand-editor.c: the editor object and its properties — the document, the
 * tools, and what new features and units are made of.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sand-canvas.h"
#include "sand-editor-layer.h"
#include "sand-editor-private.h"
#include "sand-ruleset-registry.h"
#include "sand-tool-area.h"
#include "sand-tool-line.h"
#include "sand-tool-measure.h"
#include "sand-tool-select.h"
#include "sand-tool-unit.h"
#include "sand-util.h"

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
  PROP_TOOLS_ACTIVE,
  N_PROPS
};

enum {
  VISIBILITY_CHANGED,
  NOTICE,
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
      /* edits follow the ruleset: a unit renamed takes the links naming it along */
      sand_history_set_registry (history, sand_editor_get_registry (self));
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
      options->length_unit = sand_editor_get_length_unit (self);
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
    case PROP_TOOLS_ACTIVE:
      g_value_set_boolean (value, self->tools_active);
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
    case PROP_TOOLS_ACTIVE:
      sand_editor_set_tools_active (self, g_value_get_boolean (value));
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
  properties[PROP_TOOLS_ACTIVE] = g_param_spec_boolean ("tools-active", NULL, NULL, TRUE, rw);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[VISIBILITY_CHANGED] =
    g_signal_new ("visibility-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_OBJECT);
  signals[NOTICE] =
    g_signal_new ("notice", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
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
  self->tools_active = TRUE;
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
    self->registry = g_object_ref (sand_ruleset_registry_get_default ());

  return self->registry;
}

void
_sand_editor_visibility_changed (SandEditor *self,
                                 gpointer    item)
{
  g_signal_emit (self, signals[VISIBILITY_CHANGED], 0, item);
}

void
sand_editor_post_notice (SandEditor *self,
                         const char *message)
{
  g_return_if_fail (SAND_IS_EDITOR (self));
  g_return_if_fail (message != NULL);

  g_signal_emit (self, signals[NOTICE], 0, message);
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

  /* No ruleset, no classes: a neutral word, not any ruleset's class. */
  return "figure";
}

void
sand_editor_set_unit_class (SandEditor *self,
                            const char *unit_class)
{
  g_return_if_fail (SAND_IS_EDITOR (self));

  if (sand_set_str (&self->unit_class, unit_class))
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
  /* the canvas's scale bar, and what is exported or printed from it */
  if (self->canvas != NULL)
    {
      sand_canvas_get_render_options (self->canvas)->length_unit = sand_editor_get_length_unit (self);
      gtk_widget_queue_draw (GTK_WIDGET (self->canvas));
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_USE_CM]);
  sand_editor_queue_draw (self);
}

gboolean
sand_editor_get_tools_active (SandEditor *self)
{
  g_return_val_if_fail (SAND_IS_EDITOR (self), FALSE);
  return self->tools_active;
}

void
sand_editor_set_tools_active (SandEditor *self,
                              gboolean    active)
{
  g_return_if_fail (SAND_IS_EDITOR (self));

  active = !!active;
  if (self->tools_active == active)
    return;
  self->tools_active = active;
  /* Half a polygon or a drag in progress is dropped, not finished elsewhere. */
  if (!active && self->tool != NULL)
    sand_tool_cancel (self->tool);
  if (self->layer != NULL)
    sand_canvas_layer_set_visible (self->layer, active);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TOOLS_ACTIVE]);
}

SandLengthUnit
sand_editor_get_length_unit (SandEditor *self)
{
  g_return_val_if_fail (SAND_IS_EDITOR (self), SAND_LENGTH_INCHES);
  return self->use_cm ? SAND_LENGTH_CENTIMETRES : SAND_LENGTH_INCHES;
}

char *
sand_editor_format_length (SandEditor *self,
                           double      inches)
{
  g_return_val_if_fail (SAND_IS_EDITOR (self), NULL);

  return sand_length_format (inches, sand_editor_get_length_unit (self));
}
