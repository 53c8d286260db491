/* sand-cli-rulesets.c: "sandtable-cli rulesets", the installed rulesets.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "sand-cli-commands.h"
#include "sand-cli-common.h"
#include "sand-json-writer.h"
#include "sand-ruleset-aids.h"
#include "sand-ruleset-registry.h"

/* The play aids @rs declares, by their elements' names. */
static GStrv
aids_of (SandRuleset *rs)
{
  g_autoptr (GStrvBuilder) aids = g_strv_builder_new ();
  guint n_weapons;

  sand_ruleset_get_weapons (rs, &n_weapons);
  if (sand_ruleset_get_sight (rs) != NULL)
    g_strv_builder_add (aids, "sight");
  if (n_weapons > 0)
    g_strv_builder_add (aids, "weapon");
  if (sand_ruleset_get_combat (rs) != NULL)
    g_strv_builder_add (aids, "combat");
  if (sand_ruleset_get_strength (rs) != NULL)
    g_strv_builder_add (aids, "strength");
  if (sand_ruleset_has_command (rs))
    g_strv_builder_add (aids, "command");
  return g_strv_builder_end (aids);
}

/* "attributes": the unit attributes the ruleset reads, as declared. */
static void
write_attributes (SandJsonWriter *w,
                  SandRuleset    *rs)
{
  static const char * const types[] = { "number", "boolean", "choice", "text", "unit", "length" };
  g_autoptr (GPtrArray) attrs = sand_ruleset_list_attributes (rs, NULL);

  sand_json_writer_key (w, "attributes");
  sand_json_writer_begin_array (w);
  for (guint i = 0; i < attrs->len; i++)
    {
      const SandRulesetAttr *a = attrs->pdata[i];

      sand_json_writer_begin_object (w);
      sand_json_writer_key (w, "id");
      sand_json_writer_string (w, a->id);
      if (a->name != NULL)
        {
          sand_json_writer_key (w, "name");
          sand_json_writer_string (w, a->name);
        }
      sand_json_writer_key (w, "type");
      sand_json_writer_string (w, types[a->type]);
      if (a->values != NULL)
        {
          sand_json_writer_key (w, "values");
          sand_json_writer_begin_array (w);
          for (guint k = 0; a->values[k] != NULL; k++)
            sand_json_writer_string (w, a->values[k]);
          sand_json_writer_end_array (w);
        }
      if (isfinite (a->min))
        {
          sand_json_writer_key (w, "min");
          sand_json_writer_number (w, a->min);
        }
      if (isfinite (a->max))
        {
          sand_json_writer_key (w, "max");
          sand_json_writer_number (w, a->max);
        }
      if (a->default_value != NULL)
        {
          sand_json_writer_key (w, "default");
          sand_json_writer_string (w, a->default_value);
        }
      sand_json_writer_key (w, "declared");
      sand_json_writer_boolean (w, a->declared);
      sand_json_writer_end_object (w);
    }
  sand_json_writer_end_array (w);
}

static void
write_json (SandJsonWriter *w,
            GPtrArray      *list)
{
  sand_json_writer_begin_object (w);
  sand_json_writer_key (w, "rulesets");
  sand_json_writer_begin_array (w);
  for (guint i = 0; i < list->len; i++)
    {
      SandRuleset *rs = g_ptr_array_index (list, i);
      guint n;

      sand_json_writer_begin_object (w);
      sand_json_writer_key (w, "id");
      sand_json_writer_string (w, sand_ruleset_get_id (rs));
      sand_json_writer_key (w, "name");
      sand_json_writer_string (w, sand_ruleset_get_name (rs));
      sand_json_writer_key (w, "origin");
      sand_json_writer_string (w, sand_ruleset_get_origin (rs));
      sand_json_writer_key (w, "classes");
      sand_json_writer_begin_array (w);
      const SandRulesetUnitClass * const *classes = sand_ruleset_get_classes (rs, &n);
      for (guint k = 0; k < n; k++)
        {
          g_auto (GStrv) modes = sand_ruleset_class_modes (rs, classes[k]->id);
          sand_json_writer_begin_object (w);
          sand_json_writer_key (w, "id");
          sand_json_writer_string (w, classes[k]->id);
          sand_json_writer_key (w, "name");
          sand_json_writer_string (w, classes[k]->name);
          sand_json_writer_key (w, "modes");
          sand_json_writer_begin_array (w);
          for (guint m = 0; modes[m]; m++)
            sand_json_writer_string (w, modes[m]);
          sand_json_writer_end_array (w);
          /* the class a unit of a class the file does not name moves as */
          if (classes[k]->is_default)
            {
              sand_json_writer_key (w, "default");
              sand_json_writer_boolean (w, TRUE);
            }
          sand_json_writer_end_object (w);
        }
      sand_json_writer_end_array (w);
      sand_json_writer_key (w, "modes");
      sand_json_writer_begin_array (w);
      const SandRulesetMode * const *modes = sand_ruleset_get_modes (rs, &n);
      for (guint k = 0; k < n; k++)
        {
          sand_json_writer_begin_object (w);
          sand_json_writer_key (w, "id");
          sand_json_writer_string (w, modes[k]->id);
          sand_json_writer_key (w, "name");
          sand_json_writer_string (w, modes[k]->name);
          sand_json_writer_end_object (w);
        }
      sand_json_writer_end_array (w);
      write_attributes (w, rs);
      {
        g_auto (GStrv) aids = aids_of (rs);

        sand_json_writer_key (w, "aids");
        sand_json_writer_begin_array (w);
        for (guint k = 0; aids[k] != NULL; k++)
          sand_json_writer_string (w, aids[k]);
        sand_json_writer_end_array (w);
      }
      sand_json_writer_end_object (w);
    }
  sand_json_writer_end_array (w);
  sand_json_writer_end_object (w);
}

static void
print_text (GPtrArray *list)
{
  for (guint i = 0; i < list->len; i++)
    {
      SandRuleset *rs = g_ptr_array_index (list, i);
      guint n, nm;
      const SandRulesetUnitClass * const *classes = sand_ruleset_get_classes (rs, &n);
      const SandRulesetMode * const *modes = sand_ruleset_get_modes (rs, &nm);

      g_print ("%s — %s\n", sand_ruleset_get_id (rs), sand_ruleset_text (sand_ruleset_get_name (rs)));
      g_print ("  %s", _("classes:"));
      for (guint k = 0; k < n; k++)
        g_print (" %s", classes[k]->id);
      g_print ("\n  %s", _("modes:"));
      for (guint k = 0; k < nm; k++)
        g_print (" %s", modes[k]->id);
      {
        g_autoptr (GPtrArray) attrs = sand_ruleset_list_attributes (rs, NULL);
        g_auto (GStrv) aids = aids_of (rs);

        if (attrs->len > 0)
          g_print ("\n  %s", _("attributes:"));
        for (guint k = 0; k < attrs->len; k++)
          g_print (" %s", ((SandRulesetAttr *) attrs->pdata[k])->id);
        if (aids[0] != NULL)
          g_print ("\n  %s", _("play aids:"));
        for (guint k = 0; aids[k] != NULL; k++)
          g_print (" %s", aids[k]);
      }
      g_print ("\n");
    }
}

int
sand_cli_rulesets (int    argc,
                   char **argv)
{
  gboolean json = FALSE, pretty = FALSE;
  const GOptionEntry entries[] = {
    SAND_CLI_JSON_OPTIONS (&json, &pretty),
    { NULL },
  };

  if (!sand_cli_parse_options ("rulesets", "", _("The installed rulesets, their classes, modes, unit attributes and play aids."),
                               entries, &argc, &argv))
    return SAND_CLI_EXIT_USAGE;
  if (argc > 1)
    return sand_cli_usage_error ("rulesets", _("no arguments are expected"));

  g_autoptr (SandRulesetRegistry) registry = sand_ruleset_registry_new ();
  GPtrArray *problems = sand_ruleset_registry_get_problems (registry);
  for (guint i = 0; i < problems->len; i++)
    g_printerr ("%s\n", (const char *) g_ptr_array_index (problems, i));

  if (json || pretty)
    {
      g_autoptr (SandJsonWriter) w = sand_json_writer_new ();
      write_json (w, sand_ruleset_registry_list (registry));
      sand_cli_print_json (w, pretty);
    }
  else
    print_text (sand_ruleset_registry_list (registry));
  return SAND_CLI_EXIT_OK;
}
