/* sand-xml-reader.c: from bytes to a checked scenario.
 *
 * Three stages, each collecting every problem it finds: a parse that refuses any
 * DTD (no external entities, no entity expansion bombs), validation against the
 * bundled RELAX NG schema, then the checks the schema cannot express, done while
 * building the model.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "sand-scenario-check.h"
#include "sand-xml-private.h"

static gboolean
check_root (xmlDoc          *doc,
            SandXmlProblems *problems)
{
  xmlNode *root = xmlDocGetRootElement (doc);

  if (_sand_xml_is_own (root, "scenario"))
    return TRUE;

  if (root != NULL && xmlStrEqual (root->name, BAD_CAST "scenario"))
    _sand_xml_problems_add_at (problems, root,
                               _("<scenario> is not in the namespace %s (found “%s”): "
                                 "this is not a Sandtable scenario or needs a newer version"),
                               SAND_XML_NS,
                               root->ns != NULL ? (const char *) root->ns->href : "");
  else
    _sand_xml_problems_add_at (problems, root,
                               _("not a Sandtable scenario: the document is <%s>, "
                                 "not <scenario xmlns=\"%s\">"),
                               root != NULL ? (const char *) root->name : "",
                               SAND_XML_NS);
  return FALSE;
}

static void
add_ruleset_problem (SandUnit   *unit,
                     const char *message,
                     gpointer    user_data)
{
  SandXmlProblems *problems = user_data;

  _sand_xml_problems_add (problems, sand_unit_get_source_line (unit), "%s", message);
}

/* What the schema cannot know: the units' classes and special rules are the
 * ruleset's, and the ruleset is here. */
static void
check_ruleset (SandScenario        *scenario,
               SandRulesetRegistry *registry,
               const xmlNode       *root,
               SandXmlProblems     *problems)
{
  const char *id = sand_scenario_get_ruleset (scenario);
  SandRuleset *ruleset;

  if (id == NULL)
    return;
  ruleset = sand_ruleset_registry_lookup (registry, id);
  if (ruleset == NULL && sand_ruleset_registry_get_problem (registry, id) != NULL)
    /* Translators: a ruleset's id, then its file's own problems, "file:line: …" a line each */
    _sand_xml_problems_add_at (problems, root, _("ruleset “%s” could not be read:\n%s"), id,
                               sand_ruleset_registry_get_problem (registry, id));
  else if (ruleset == NULL)
    _sand_xml_problems_add_at (problems, root,
                               _("ruleset “%s” is not installed, so no unit of the scenario can "
                                 "move here and their classes cannot be checked"),
                               id);
  else
    {
      /* a hex ruleset counts hexes: without the grid no unit could move */
      if (sand_ruleset_get_grid_type (ruleset) == SAND_GRID_HEX && sand_scenario_get_grid_type (scenario) != SAND_GRID_HEX)
        _sand_xml_problems_add_at (problems, root,
                                   _("ruleset “%s” is played on a hex grid, and the scenario has none "
                                     "(<grid type=\"hex\" size=\"…\"/>)"),
                                   id);
      sand_scenario_check_ruleset_each (scenario, ruleset, add_ruleset_problem, problems);
    }
}

SandScenario *
_sand_xml_read (const char          *data,
                gsize                length,
                const char          *display_name,
                SandRulesetRegistry *registry,
                gboolean             fragment,
                GError             **error)
{
  g_autoptr (SandXmlProblems) problems = _sand_xml_problems_new (display_name);
  SandScenario *scenario = NULL;
  xmlDoc *doc;

  doc = _sand_xml_parse (data, length, SAND_XML_SCENARIO, problems);
  if (doc == NULL)
    {
      _sand_xml_problems_check (problems, SAND_ERROR_PARSE, error);
      return NULL;
    }

  if (check_root (doc, problems))
    {
      _sand_xml_validate (doc, SAND_XML_SCENARIO, problems);
      /* Runs on an invalid document too: its messages are the precise ones. */
      scenario = _sand_xml_build_scenario (doc, fragment, problems);
      if (registry != NULL)
        check_ruleset (scenario, registry, xmlDocGetRootElement (doc), problems);
    }
  xmlFreeDoc (doc);

  if (!_sand_xml_problems_check (problems, SAND_ERROR_INVALID, error))
    g_clear_object (&scenario);
  return scenario;
}
