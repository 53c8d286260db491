/* sand-scenario-check.c: a scenario's units against its ruleset.
 *
 * The format's schema cannot know a ruleset's classes, special rules or unit
 * attributes, so a "tank" in an infantry ruleset, "Leaper" for "leaper" or
 * mv="fast" would load and then fail, or silently do nothing, when a move is
 * worked out. Checked here with the line each unit came from.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "sand-scenario-check.h"

typedef struct
{
  SandScenarioProblemFunc func;
  gpointer data;
  SandScenario *scenario;
} Report;

static void
add_problem (const Report *report,
             SandUnit     *unit,
             char         *message)
{
  report->func (unit, message, report->data);
  g_free (message);
}

/* The ids of the things listed, as "a, b, c", for a message. */
static char *
join_ids (const char * const *ids,
          guint               n)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    g_string_append_printf (s, "%s%s", i > 0 ? ", " : "", ids[i]);
  return g_string_free (s, FALSE);
}

static void
check_class (SandRuleset *ruleset,
             SandUnit    *unit,
             const Report *report)
{
  guint n;
  const SandRulesetUnitClass * const *classes = sand_ruleset_get_classes (ruleset, &n);
  g_autofree const char **ids = g_new0 (const char *, n + 1);
  g_autofree char *known = NULL;

  if (sand_ruleset_find_class (ruleset, sand_unit_get_class (unit)) != NULL)
    return;
  for (guint i = 0; i < n; i++)
    ids[i] = classes[i]->id;
  known = join_ids (ids, n);
  add_problem (report, unit,
               g_strdup_printf (_("unit “%s”: “%s” is not a class of ruleset “%s” (its classes: %s)"),
                                sand_unit_get_id (unit), sand_unit_get_class (unit),
                                sand_ruleset_get_id (ruleset), known));
}

static const SandRulesetSpecial *
find_special (SandRuleset *ruleset,
              const char  *id,
              gsize        len)
{
  guint n;
  const SandRulesetSpecial * const *specials = sand_ruleset_get_specials (ruleset, &n);

  for (guint i = 0; i < n; i++)
    if (strlen (specials[i]->id) == len && strncmp (specials[i]->id, id, len) == 0)
      return specials[i];
  return NULL;
}

/* "leaper spread:3": each word a special rule's id, with ":N" exactly when the
 * rule takes a parameter (the separators the ruleset lookup splits on). */
static void
check_specials (SandRuleset *ruleset,
                SandUnit    *unit,
                const Report *report)
{
  const char *text = sand_unit_get_attr (unit, "special");
  g_auto (GStrv) words = g_strsplit_set (text != NULL ? text : "", " ,;", -1);

  for (guint w = 0; words[w] != NULL; w++)
    {
      const char *word = words[w], *colon = strchr (word, ':');
      gsize len = colon != NULL ? (gsize) (colon - word) : strlen (word);
      const SandRulesetSpecial *special;
      char *message = NULL;

      if (*word == '\0')
        continue;
      special = find_special (ruleset, word, len);
      if (special == NULL)
        {
          guint n;
          const SandRulesetSpecial * const *specials = sand_ruleset_get_specials (ruleset, &n);
          g_autofree const char **ids = g_new0 (const char *, n + 1);
          g_autofree char *known = NULL;

          for (guint i = 0; i < n; i++)
            ids[i] = specials[i]->id;
          known = n > 0 ? join_ids (ids, n) : g_strdup (_("none"));
          message = g_strdup_printf (_("unit “%s”: “%.*s” is not a special rule of ruleset “%s” "
                                       "(its special rules: %s)"),
                                     sand_unit_get_id (unit), (int) len, word,
                                     sand_ruleset_get_id (ruleset), known);
        }
      else if (special->parameter != NULL
               && (colon == NULL || colon[1] == '\0'
                   || !g_ascii_isdigit (colon[1]) || g_ascii_strtod (colon + 1, NULL) <= 0))
        message = g_strdup_printf (_("unit “%s”: special rule “%s” needs a number of %s, "
                                     "written %s:N"),
                                   sand_unit_get_id (unit), special->id, special->parameter,
                                   special->id);
      else if (special->parameter == NULL && colon != NULL)
        message = g_strdup_printf (_("unit “%s”: special rule “%s” takes no value (“%s”)"),
                                   sand_unit_get_id (unit), special->id, word);
      if (message != NULL)
        add_problem (report, unit, message);
    }
}

/* An attribute that names another unit (an officer) names one of the
 * scenario, of the unit's own side; @why receives what is wrong. */
static gboolean
names_a_unit (SandScenario *scenario,
              SandUnit     *unit,
              const char   *value,
              char        **why)
{
  SandUnit *named = sand_scenario_find_unit (scenario, value);

  if (named == NULL)
    *why = g_strdup (_("is no unit of the scenario"));
  else if (sand_unit_get_side (named) != sand_unit_get_side (unit))
    *why = g_strdup (_("is a unit of another side"));
  return *why == NULL;
}

/* One value of the unit against the attribute the ruleset declares (or reads);
 * TRUE when it had a problem to report. */
static gboolean
check_value (SandRuleset           *ruleset,
             SandUnit              *unit,
             const SandRulesetAttr *attr,
             const char            *value,
             const Report          *report)
{
  g_autofree char *why = NULL;
  g_autofree char *known = NULL;

  if (attr->type == SAND_RULESET_ATTR_UNIT ? names_a_unit (report->scenario, unit, value, &why)
                                           : sand_ruleset_attr_accepts (attr, value, &why))
    return FALSE;
  if (attr->type != SAND_RULESET_ATTR_CHOICE)
    /* Translators: a unit id, an attribute, its value, then what is wrong ("is not a number") */
    add_problem (report, unit, g_strdup_printf (_("unit “%s”: %s “%s” %s"), sand_unit_get_id (unit), attr->id,
                                                value, why));
  else
    {
      known = join_ids ((const char * const *) attr->values, g_strv_length (attr->values));
      add_problem (report, unit,
                   g_strdup_printf (_("unit “%s”: %s “%s” is not one the ruleset “%s” knows (%s)"),
                                    sand_unit_get_id (unit), attr->id, value, sand_ruleset_get_id (ruleset),
                                    known));
    }
  return TRUE;
}

/* Each attribute the unit carries is one the ruleset declares or reads for its
 * class, with a value it allows: "mv" a number, "stance" one of the words
 * the rules name. A slip ("strenght", stance="crouching") would otherwise
 * load and then fail, or silently do nothing, when a move is worked out. The
 * floor of a building is the scenario's own. TRUE when it found one to report. */
static gboolean
check_attributes (SandRuleset  *ruleset,
                  SandUnit     *unit,
                  const Report *report)
{
  g_autoptr (GPtrArray) attrs = NULL;
  g_auto (GStrv) carried = NULL;
  const SandRulesetAttr *stance;
  gboolean found = FALSE;

  if (sand_ruleset_find_class (ruleset, sand_unit_get_class (unit)) == NULL)
    return FALSE; /* check_class has said it */
  attrs = sand_ruleset_list_attributes (ruleset, sand_unit_get_class (unit));
  carried = sand_unit_list_attrs (unit);
  for (guint i = 0; carried[i] != NULL; i++)
    {
      const SandRulesetAttr *attr = sand_ruleset_attrs_find (attrs, carried[i]);

      if (g_str_equal (carried[i], "floor"))
        continue;
      if (attr == NULL)
        {
          g_autoptr (GStrvBuilder) ids = g_strv_builder_new ();
          g_auto (GStrv) list = NULL;
          g_autofree char *known = NULL;

          for (guint k = 0; k < attrs->len; k++)
            g_strv_builder_add (ids, ((SandRulesetAttr *) attrs->pdata[k])->id);
          list = g_strv_builder_end (ids);
          known = list[0] != NULL ? join_ids ((const char * const *) list, g_strv_length (list)) : g_strdup (_("none"));
          add_problem (report, unit,
                       /* Translators: a unit id, an attribute, a ruleset id, its class, then the attributes it reads */
                       g_strdup_printf (_("unit “%s”: the ruleset “%s” reads no attribute “%s” of a unit of class "
                                          "“%s” (it reads: %s)"),
                                        sand_unit_get_id (unit), sand_ruleset_get_id (ruleset), carried[i],
                                        sand_unit_get_class (unit), known));
          found = TRUE;
        }
      else
        found |= check_value (ruleset, unit, attr, sand_unit_get_attr (unit, carried[i]), report);
    }
  /* the stance is the unit's own property, which the rules may read */
  stance = sand_ruleset_attrs_find (attrs, "stance");
  if (stance != NULL && sand_unit_get_stance (unit) != NULL && sand_unit_get_attr (unit, "stance") == NULL)
    found |= check_value (ruleset, unit, stance, sand_unit_get_stance (unit), report);
  return found;
}

/* What working out the move would refuse (a team too weak for its load, an
 * animal the class is not hitched to), said once for the unit. */
static void
check_moves (SandRuleset  *ruleset,
             SandScenario *scenario,
             SandUnit     *unit,
             const Report *report)
{
  g_auto (GStrv) modes = NULL;

  if (sand_ruleset_find_class (ruleset, sand_unit_get_class (unit)) == NULL)
    return; /* check_class has said it */
  modes = sand_ruleset_class_modes (ruleset, sand_unit_get_class (unit));
  for (guint m = 0; modes[m] != NULL; m++)
    {
      g_autoptr (GError) error = NULL;
      double inches;

      if (!sand_ruleset_allowance (ruleset, sand_unit_get_class (unit), modes[m], sand_unit_lookup_attr, unit,
                                   sand_scenario_get_ground_scale (scenario), &inches, &error))
        {
          add_problem (report, unit, g_strdup_printf (_("unit “%s”: %s"), sand_unit_get_id (unit), error->message));
          return;
        }
    }
}

void
sand_scenario_check_ruleset_each (SandScenario           *scenario,
                                  SandRuleset            *ruleset,
                                  SandScenarioProblemFunc func,
                                  gpointer                user_data)
{
  const Report report = { func, user_data, scenario };
  GListModel *units;

  g_return_if_fail (SAND_IS_SCENARIO (scenario));
  g_return_if_fail (SAND_IS_RULESET (ruleset));

  units = sand_scenario_get_units (scenario);
  for (guint i = 0; i < g_list_model_get_n_items (units); i++)
    {
      g_autoptr (SandUnit) unit = g_list_model_get_item (units, i);

      /* a unit read without these has been reported for it already */
      if (sand_unit_get_id (unit) == NULL || sand_unit_get_class (unit) == NULL)
        continue;
      check_class (ruleset, unit, &report);
      check_specials (ruleset, unit, &report);
      if (!check_attributes (ruleset, unit, &report))
        check_moves (ruleset, scenario, unit, &report);
    }
}

typedef struct
{
  GPtrArray *problems;
  const char *display_name;
} Listing;

static void
list_problem (SandUnit   *unit,
              const char *message,
              gpointer    user_data)
{
  Listing *listing = user_data;
  guint line = sand_unit_get_source_line (unit);

  if (line > 0)
    g_ptr_array_add (listing->problems,
                     g_strdup_printf ("%s:%u: %s", listing->display_name, line, message));
  else
    g_ptr_array_add (listing->problems, g_strdup_printf ("%s: %s", listing->display_name, message));
}

GPtrArray *
sand_scenario_check_ruleset (SandScenario *scenario,
                             SandRuleset  *ruleset,
                             const char   *display_name)
{
  Listing listing = { g_ptr_array_new_with_free_func (g_free), display_name };

  sand_scenario_check_ruleset_each (scenario, ruleset, list_problem, &listing);
  return listing.problems;
}
