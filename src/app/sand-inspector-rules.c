/* sand-inspector-rules.c: the inspector's rows that follow the scenario's
 * ruleset — which ruleset, the unit's class, and the attributes its rules read.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "sand-inspector-private.h"

/* How the attributes of FORMAT.md read to a player, and the spin range of the
 * numbers among them; a length's label names its unit with "%s". */
static const struct
{
  const char *id;
  const char *label;
  double      upper;
  double      step;
  guint       digits;
  gboolean    length;
} known[] = {
  /* Translators: %s is the unit of length, "in" or "cm" */
  { "mv", N_("Move (Mv, %s)"), 100, 0.5, 1, TRUE },
  { "speed-mph", N_("Speed (mph)"), 1000, 5, 0 },
  { "load", N_("Load (tons)"), 1000, 0.5, 1 },
  { "strength", N_("Strength"), 1000, 1, 0 },
  { "floor", N_("Floor (0 = ground)"), 100, 1, 0 },
  { "special", N_("Special rules"), 0, 0, 0 },
  { "native", N_("Habitat"), 0, 0, 0 },
  { "animals", N_("Team (animal:count, …)"), 0, 0, 0 },
  { "officer", N_("Officer"), 0, 0, 0 },
  { "radio", N_("Radio"), 0, 0, 0 },
  { "stance", N_("Stance"), 0, 0, 0 },
};

static guint
known_index (const char *id)
{
  for (guint i = 0; i < G_N_ELEMENTS (known); i++)
    if (g_str_equal (known[i].id, id))
      return i;

  return G_MAXUINT;
}

/* A length not edited as one (a text row) is written, and named, in inches. */
static char *
attr_label (const SandRulesetAttr *attr)
{
  guint i = known_index (attr->id);

  if (i != G_MAXUINT && known[i].length)
    return sand_length_label (gettext (known[i].label), SAND_LENGTH_INCHES);
  if (i != G_MAXUINT)
    return g_strdup (gettext (known[i].label));

  return g_strdup (attr->name != NULL ? sand_ruleset_text (attr->name) : attr->id);
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

static void
add_attr_row (SandInspector         *self,
              AdwPreferencesGroup   *group,
              SandRuleset           *ruleset,
              const SandRulesetAttr *attr,
              SandUnit              *unit)
{
  guint k = known_index (attr->id);
  Field *field = NULL;
  g_autofree char *label = attr_label (attr);

  switch (attr->type)
    {
    case SAND_RULESET_ATTR_NUMBER:
      if (k != G_MAXUINT && known[k].length)
        {
          field = _sand_inspector_add_length (self, group, NULL, gettext (known[k].label), 1, 0, known[k].upper,
                                              known[k].step, known[k].digits);
          break;
        }
      field = _sand_inspector_add_spin (self, group, NULL, label, 0,
                                        k != G_MAXUINT && known[k].upper > 0 ? known[k].upper : 1000,
                                        k != G_MAXUINT && known[k].step > 0 ? known[k].step : 1,
                                        k != G_MAXUINT ? known[k].digits : 1);
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
}

gboolean
_sand_inspector_add_rule_rows (SandInspector *self,
                               SandUnit      *unit)
{
  SandRuleset *ruleset = sand_editor_get_ruleset (self->editor);
  g_autoptr(GPtrArray) attrs = NULL;
  AdwPreferencesGroup *group;

  if (ruleset == NULL)
    return FALSE;

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

  return TRUE;
}
