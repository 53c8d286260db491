/* sand-inspector-rules.c: the inspector's rows that follow the scenario's
 * ruleset — which ruleset, the unit's class, and the attributes its rules read.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "sand-inspector-private.h"

/* The row's title: the name the ruleset declares, else the attribute's id. */
static const char *
attr_name (const SandRulesetAttr *attr)
{
  return attr->name != NULL ? sand_ruleset_text (attr->name) : attr->id;
}

/* A length's title as a format for sand_length_label (): its name, then "%s"
 * for the unit; a "%" in the name stays itself. */
static char *
length_format (const SandRulesetAttr *attr)
{
  g_autoptr (GString) format = g_string_new (attr_name (attr));

  g_string_replace (format, "%", "%%", 0);
  g_string_append (format, " (%s)");
  return g_string_free (g_steal_pointer (&format), FALSE);
}

/* A length not edited as one (a text row) is written, and named, in inches. */
static char *
attr_label (const SandRulesetAttr *attr)
{
  if (attr->type == SAND_RULESET_ATTR_LENGTH)
    {
      g_autofree char *format = length_format (attr);

      return sand_length_label (format, SAND_LENGTH_INCHES);
    }
  return g_strdup (attr_name (attr));
}

/* The first row of a choice: what an unset attribute means. */
static char *
unset_label (const char *fallback)
{
  if (fallback != NULL)
    /* Translators: a choice left to the ruleset's default, which is shown */
    return g_strdup_printf (_("Default (%s)"), fallback);

  return g_strdup (_("Not set"));
}

static void
add_word (GtkStringList *labels,
          GStrvBuilder  *words,
          const char    *label,
          const char    *word)
{
  gtk_string_list_append (labels, label);
  g_strv_builder_add (words, word);
}

/* What the file says but the choices lack stays a choice, so it is not lost;
 * @why says what it lacks ("not installed"). */
static void
keep_current (GtkStringList *labels,
              GStrvBuilder  *words,
              const char    *current,
              const char    *why)
{
  /* Translators: a value kept from the file, then why it is not a usual choice */
  g_autofree char *label = g_strdup_printf (_("%s (%s)"), current, why);

  add_word (labels, words, label, current);
}

/* Scenario: the installed rulesets by name; one the file names but this
 * installation lacks is kept as a choice, so it is not lost. */
void
_sand_inspector_add_ruleset_row (SandInspector       *self,
                                 AdwPreferencesGroup *group)
{
  GPtrArray *rulesets = sand_ruleset_registry_list (sand_editor_get_registry (self->editor));
  const char *current = sand_scenario_get_ruleset (sand_editor_get_scenario (self->editor));
  g_autoptr(GtkStringList) labels = gtk_string_list_new (NULL);
  g_autoptr(GStrvBuilder) words = g_strv_builder_new ();
  gboolean found = current == NULL;
  Field *field;

  add_word (labels, words, _("None"), "");
  for (guint i = 0; i < rulesets->len; i++)
    {
      SandRuleset *ruleset = rulesets->pdata[i];

      add_word (labels, words, sand_ruleset_text (sand_ruleset_get_name (ruleset)), sand_ruleset_get_id (ruleset));
      found |= g_strcmp0 (current, sand_ruleset_get_id (ruleset)) == 0;
    }
  if (!found)
    keep_current (labels, words, current, _("not installed"));

  field = _sand_inspector_add_words (self, group, "ruleset", NULL, _("Ruleset"), labels, words);
  /* The chosen name as the row's subtitle, where a long one ("One Hour
   * Wargames WWII (hexed)") has the row's width rather than what the title
   * leaves of it. Switching it on reselects the first row: that is no edit. */
  self->refreshing = TRUE;
  adw_combo_row_set_use_subtitle (ADW_COMBO_ROW (field->widget), TRUE);
  self->refreshing = FALSE;
  gtk_widget_add_css_class (field->widget, "sand-ruleset-row");
  /* What the ruleset is goes under the group, not in its row: as the row's
   * subtitle it left no room for the chosen ruleset's name. */
  if (sand_editor_get_ruleset (self->editor) != NULL &&
      sand_ruleset_get_description (sand_editor_get_ruleset (self->editor)) != NULL)
    {
      GtkWidget *label = gtk_label_new (sand_ruleset_text (sand_ruleset_get_description (sand_editor_get_ruleset (self->editor))));

      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_widget_set_margin_start (label, 12);
      gtk_widget_set_margin_end (label, 12);
      gtk_widget_set_margin_top (label, 6);
      gtk_widget_add_css_class (label, "dim-label");
      gtk_widget_add_css_class (label, "sand-ruleset-description");
      adw_preferences_group_add (group, label);
    }
}

static char *
modes_text (SandRuleset *ruleset,
            const char  *class_id)
{
  g_auto(GStrv) modes = sand_ruleset_class_modes (ruleset, class_id);
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; modes != NULL && modes[i] != NULL; i++)
    {
      const SandRulesetMode *mode = sand_ruleset_find_mode (ruleset, modes[i]);

      g_string_append_printf (text, "%s%s", i > 0 ? ", " : "", mode != NULL && mode->name != NULL ? sand_ruleset_text (mode->name) : modes[i]);
    }

  /* Translators: the modes of movement a unit's class may use */
  return g_strdup_printf (_("Moves: %s"), text->str);
}

void
_sand_inspector_add_class_row (SandInspector       *self,
                               AdwPreferencesGroup *group,
                               SandUnit            *unit)
{
  SandRuleset *ruleset = sand_editor_get_ruleset (self->editor);
  const char *current = sand_unit_get_class (unit);
  g_autoptr(GtkStringList) labels = NULL;
  g_autoptr(GStrvBuilder) words = NULL;
  const SandRulesetUnitClass * const *classes;
  const SandRulesetUnitClass *as;
  g_autofree char *modes = NULL;
  Field *field;
  guint n;

  if (ruleset == NULL)
    {
      _sand_inspector_add_entry (self, group, "class", NULL, _("Class"));
      return;
    }

  labels = gtk_string_list_new (NULL);
  words = g_strv_builder_new ();
  classes = sand_ruleset_get_classes (ruleset, &n);
  for (guint i = 0; i < n; i++)
    add_word (labels, words, sand_ruleset_text (classes[i]->name), classes[i]->id);
  as = sand_ruleset_find_class (ruleset, current);
  if (as == NULL)
    keep_current (labels, words, current, _("not in this ruleset"));
  else if (g_strcmp0 (as->id, current) != 0)
    {
      /* Translators: the ruleset's class a unit of another class moves as */
      g_autofree char *why = g_strdup_printf (_("moves as %s"), as->name != NULL ? sand_ruleset_text (as->name) : as->id);

      keep_current (labels, words, current, why);
    }

  field = _sand_inspector_add_words (self, group, "class", NULL, _("Class"), labels, words);
  modes = modes_text (ruleset, current);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (field->widget), modes);
}

static Field *
add_choice (SandInspector         *self,
            AdwPreferencesGroup   *group,
            const SandRulesetAttr *attr)
{
  g_autoptr(GtkStringList) labels = gtk_string_list_new (NULL);
  g_autoptr(GStrvBuilder) words = g_strv_builder_new ();
  g_autofree char *unset = unset_label (attr->default_value);
  /* The stance is the unit's own property; the others are attributes. */
  gboolean property = g_str_equal (attr->id, "stance");
  g_autofree char *label = attr_label (attr);

  add_word (labels, words, unset, "");
  for (guint i = 0; attr->values != NULL && attr->values[i] != NULL; i++)
    add_word (labels, words, attr->values[i], attr->values[i]);

  return _sand_inspector_add_words (self, group, property ? "stance" : NULL, property ? NULL : attr->id,
                                    label, labels, words);
}

/* Another unit of the same side, by name. */
static Field *
add_unit_choice (SandInspector         *self,
                 AdwPreferencesGroup   *group,
                 const SandRulesetAttr *attr,
                 SandUnit              *unit)
{
  GListModel *units = sand_scenario_get_units (sand_editor_get_scenario (self->editor));
  g_autoptr(GtkStringList) labels = gtk_string_list_new (NULL);
  g_autoptr(GStrvBuilder) words = g_strv_builder_new ();
  const char *current = sand_unit_get_attr (unit, attr->id);
  gboolean found = current == NULL;
  g_autofree char *label = attr_label (attr);

  add_word (labels, words, _("None"), "");
  for (guint i = 0, n = g_list_model_get_n_items (units); i < n; i++)
    {
      g_autoptr(SandUnit) other = g_list_model_get_item (units, i);
      const char *name = sand_unit_get_name (other);

      if (other == unit || sand_unit_get_side (other) != sand_unit_get_side (unit))
        continue;
      add_word (labels, words, name != NULL ? name : sand_unit_get_id (other), sand_unit_get_id (other));
      found |= g_strcmp0 (current, sand_unit_get_id (other)) == 0;
    }
  /* An officer who has left the table is still named in the file. */
  if (!found)
    keep_current (labels, words, current, _("not on this side"));

  return _sand_inspector_add_words (self, group, NULL, attr->id, label, labels, words);
}

static char *
specials_text (SandRuleset *ruleset)
{
  const SandRulesetSpecial * const *specials;
  g_autoptr(GString) text = g_string_new (NULL);
  guint n;

  specials = sand_ruleset_get_specials (ruleset, &n);
  for (guint i = 0; i < n; i++)
    g_string_append_printf (text, "%s%s%s%s", i > 0 ? ", " : "", specials[i]->id,
                            specials[i]->parameter != NULL ? ":" : "",
                            specials[i]->parameter != NULL ? "N" : "");

  /* Translators: the special rules a unit may have, as written in the file */
  return g_strdup_printf (_("Separated by spaces: %s"), text->str);
}

/* Digits enough for the step: 0.5 shows one, 5 none. */
static guint
step_digits (double step)
{
  guint digits = 0;

  while (digits < 4 && fabs (step * pow (10, digits) - round (step * pow (10, digits))) > 1e-9)
    digits++;
  return digits;
}

/* A row as the ruleset declares the attribute: a spin within its range, a
 * length in the reader's unit, a switch, its words, another unit, or text; its
 * description under it. */
static void
add_attr_row (SandInspector         *self,
              AdwPreferencesGroup   *group,
              SandRuleset           *ruleset,
              const SandRulesetAttr *attr,
              SandUnit              *unit)
{
  Field *field = NULL;
  g_autofree char *label = attr_label (attr);
  /* an unbounded number still needs a spin's range */
  double lower = isfinite (attr->min) ? attr->min : 0;
  double upper = isfinite (attr->max) ? attr->max : 1000;

  switch (attr->type)
    {
    case SAND_RULESET_ATTR_LENGTH:
      {
        g_autofree char *format = length_format (attr);

        field = _sand_inspector_add_length (self, group, NULL, format, 1, lower, upper, attr->step,
                                            MAX (step_digits (attr->step), 1));
      }
      break;
    case SAND_RULESET_ATTR_NUMBER:
      field = _sand_inspector_add_spin (self, group, NULL, label, lower, upper, attr->step,
                                        step_digits (attr->step));
      break;
    case SAND_RULESET_ATTR_BOOLEAN:
      field = _sand_inspector_add_switch (self, group, NULL, label);
      break;
    case SAND_RULESET_ATTR_CHOICE:
      field = add_choice (self, group, attr);
      break;
    case SAND_RULESET_ATTR_UNIT:
      field = add_unit_choice (self, group, attr, unit);
      break;
    case SAND_RULESET_ATTR_TEXT:
    default:
      _sand_inspector_add_entry (self, group, NULL, attr->id, label);
      field = g_ptr_array_index (self->fields, self->fields->len - 1);
      if (g_str_equal (attr->id, "special"))
        {
          g_autofree char *tip = specials_text (ruleset);

          gtk_widget_set_tooltip_text (field->widget, tip);
        }
      break;
    }

  if (field->attr == NULL && field->property == NULL)
    field->attr = g_strdup (attr->id);
  field->fallback = g_strdup (attr->default_value);
  /* what the attribute is, in the ruleset's words: under the row's title,
   * or as a tooltip where the row has no subtitle (an entry row) */
  if (attr->description != NULL)
    {
      GtkWidget *row = gtk_widget_get_ancestor (field->widget, ADW_TYPE_PREFERENCES_ROW);

      if (row != NULL && ADW_IS_ACTION_ROW (row))
        {
          adw_action_row_set_subtitle (ADW_ACTION_ROW (row), sand_ruleset_text (attr->description));
          adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 0);
        }
      else
        gtk_widget_set_tooltip_text (row != NULL ? row : field->widget, sand_ruleset_text (attr->description));
    }
}

/* Without the scenario's ruleset installed nothing says what the unit's
 * attributes mean: each is edited as it is written, under its own name. */
static void
add_written_rows (SandInspector *self,
                  SandUnit      *unit)
{
  const char *ruleset_id = sand_scenario_get_ruleset (sand_editor_get_scenario (self->editor));
  AdwPreferencesGroup *group = _sand_inspector_add_group (self, _("Rules"));
  g_auto(GStrv) names = sand_unit_list_attrs (unit);
  g_autofree char *about = NULL;

  if (ruleset_id != NULL)
    /* Translators: the id of the scenario's ruleset */
    about = g_strdup_printf (_("The ruleset “%s” is not installed: the attributes are kept as written."),
                             ruleset_id);
  else
    about = g_strdup (_("The scenario names no ruleset: the attributes are kept as written."));
  adw_preferences_group_set_description (group, about);

  if (sand_unit_get_stance (unit) != NULL)
    _sand_inspector_add_entry (self, group, "stance", NULL, "stance");
  for (guint i = 0; names[i] != NULL; i++)
    _sand_inspector_add_entry (self, group, NULL, names[i], names[i]);
}

void
_sand_inspector_add_rule_rows (SandInspector *self,
                               SandUnit      *unit)
{
  SandRuleset *ruleset = sand_editor_get_ruleset (self->editor);
  g_autoptr(GPtrArray) attrs = NULL;
  AdwPreferencesGroup *group;

  if (ruleset == NULL)
    {
      add_written_rows (self, unit);
      return;
    }

  attrs = sand_ruleset_list_attributes (ruleset, sand_unit_get_class (unit));
  group = _sand_inspector_add_group (self, _("Rules"));
  adw_preferences_group_set_description (group, sand_ruleset_text (sand_ruleset_get_name (ruleset)));

  for (guint i = 0; i < attrs->len; i++)
    add_attr_row (self, group, ruleset, attrs->pdata[i], unit);

  if (attrs->len == 0)
    {
      GtkWidget *label = gtk_label_new (_("The ruleset reads nothing more of this unit."));

      gtk_widget_add_css_class (label, "dim-label");
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      adw_preferences_group_add (group, label);
    }
}
