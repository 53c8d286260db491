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
#include <libxml/SAX2.h>
#include <libxml/parser.h>
#include <string.h>

#include "sand-scenario-check.h"
#include "sand-xml-private.h"

/* No network, no DTD loading or defaulting, no entity substitution; NOBLANKS drops
 * indentation so the writer can indent afresh; BIG_LINES keeps line numbers past
 * 65535 exact. */
#define PARSE_OPTIONS (XML_PARSE_NONET | XML_PARSE_NOBLANKS | XML_PARSE_BIG_LINES \
                       | XML_PARSE_NOCDATA | XML_PARSE_NOWARNING)

typedef struct
{
  SandXmlProblems *problems;
  long doctype_line; /* 0 while no DOCTYPE was seen */
} ParseState;

static void
init_libxml_once (void)
{
  static gsize initialised = 0;

  if (g_once_init_enter (&initialised))
    {
      xmlInitParser ();
      g_once_init_leave (&initialised, 1);
    }
}

static void
parse_error_cb (void     *user_data,
                xmlError *error)
{
  xmlParserCtxt *ctxt = user_data;
  ParseState *state = ctxt->_private;

  g_autofree char *message = NULL;

  if (error->level < XML_ERR_ERROR)
    return;
  /* libxml2 puts the offending bytes on a line of their own: one problem, one line. */
  message = g_strdelimit (g_strchomp (g_strdup (error->message)), "\n", ' ');
  if (g_str_has_prefix (message, "Input is not proper UTF-8"))
    {
      const char *bytes = strstr (message, "Bytes:");

      _sand_xml_problems_add (state->problems, error->line,
                              _("the file is not UTF-8 (%s): save it as UTF-8, or name its "
                                "encoding in <?xml version=\"1.0\" encoding=\"…\"?>"),
                              bytes != NULL ? bytes : message);
      return;
    }
  _sand_xml_problems_add (state->problems, error->line, "%s", message);
}

/* Called on "<!DOCTYPE", before any declaration in it is read: the parse stops
 * there, so neither external nor recursive entities are ever looked at. */
static void
internal_subset_cb (void          *user_data,
                    const xmlChar *name,
                    const xmlChar *external_id,
                    const xmlChar *system_id)
{
  xmlParserCtxt *ctxt = user_data;
  ParseState *state = ctxt->_private;

  state->doctype_line = MAX (xmlSAX2GetLineNumber (ctxt), 1);
  xmlStopParser (ctxt);
}

static xmlDoc *
parse (const char      *data,
       gsize            length,
       SandXmlProblems *problems)
{
  xmlParserCtxt *ctxt;
  xmlDoc *doc;
  ParseState state = { problems, 0 };

  if (length > G_MAXINT)
    {
      _sand_xml_problems_add (problems, 0, _("the file is too large"));
      return NULL;
    }

  ctxt = xmlNewParserCtxt ();
  if (ctxt == NULL)
    {
      _sand_xml_problems_add (problems, 0, _("out of memory"));
      return NULL;
    }
  ctxt->_private = &state;
  ctxt->sax->serror = parse_error_cb;
  ctxt->sax->internalSubset = internal_subset_cb;

  doc = xmlCtxtReadMemory (ctxt, data, (int) length, NULL, NULL, PARSE_OPTIONS);

  if (state.doctype_line > 0)
    {
      _sand_xml_problems_add (problems, state.doctype_line,
                              _("document type declarations (<!DOCTYPE …>) are not "
                                "allowed in scenario files; remove it and any entities "
                                "it declares"));
      g_clear_pointer (&doc, xmlFreeDoc);
    }
  else if (doc == NULL && _sand_xml_problems_count (problems) == 0)
    _sand_xml_problems_add (problems, 1, _("the file is empty or not XML"));

  /* A recovered or partial tree is never used. */
  if (_sand_xml_problems_count (problems) > 0)
    g_clear_pointer (&doc, xmlFreeDoc);

  xmlFreeParserCtxt (ctxt);
  return doc;
}

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

  init_libxml_once ();

  doc = parse (data, length, problems);
  if (doc == NULL)
    {
      _sand_xml_problems_check (problems, SAND_ERROR_PARSE, error);
      return NULL;
    }

  if (check_root (doc, problems))
    {
      _sand_xml_schema_validate (doc, problems);
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
