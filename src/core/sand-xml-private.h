/* sand-xml-private.h: libxml2 helpers shared by the scenario reader and writer.
 *
 * Not installed and not for other layers: only core's XML code includes libxml2.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>

#include "sand-error.h"
#include "sand-foreign.h"
#include "sand-ruleset-registry.h"
#include "sand-scenario.h"

G_BEGIN_DECLS

#define SAND_XML_NS "urn:sandtable:scenario:1"

/* TRUE for an element in the scenario namespace, optionally with this local name. */
gboolean     _sand_xml_is_own          (const xmlNode *node,
                                        const char    *name);

/* An attribute without namespace, or the element's own text (not that of the
 * elements inside it), as a g_free()able copy; NULL when the attribute is absent. */
char        *_sand_xml_get_attr        (const xmlNode *node,
                                        const char    *name);
char        *_sand_xml_get_text        (const xmlNode *node);

/* Keeps the foreign content of @element: attributes and child elements of other
 * namespaces, and the namespaces it declares. With @all_children every child node
 * is kept, whatever its namespace (the free-form content of <play>). */
void         _sand_foreign_collect     (SandForeign   *self,
                                        const xmlNode *element,
                                        gboolean       all_children);
/* Whether _sand_foreign_collect() would keep anything of @element. */
gboolean     _sand_foreign_has_content (const xmlNode *element,
                                        gboolean       all_children);
/* Writes the kept content back onto @element, whose own attributes and children are
 * already in place: foreign children go back after the same number of own elements
 * as they followed when read. */
void         _sand_foreign_write       (const SandForeign *self,
                                        xmlNode           *element);
/* Foreign content of a structural child element without a model object of its own
 * (<table>, <grid>, <terrain>, …), keyed by its local name. */
SandForeign *_sand_foreign_get_section (SandForeign   *self,
                                        const char    *name);
SandForeign *_sand_foreign_lookup_section (const SandForeign *self,
                                           const char        *name);

/* Drops namespace declarations that repeat one already in scope (copied foreign
 * subtrees bring their own), so each namespace is declared once. */
void         _sand_xml_tidy_namespaces (xmlNode       *root);

/* The shortest decimal text that reads back as the same double, in the C locale. */
char        *_sand_xml_format_double   (double         value);
/* "x,y x,y …" in the same form. */
char        *_sand_xml_format_points   (const SandPoint *points,
                                        guint            n_points);

/* Problems found in one file, reported together as "file:line: message" lines. */
typedef struct _SandXmlProblems SandXmlProblems;

SandXmlProblems *_sand_xml_problems_new      (const char      *display_name);
void             _sand_xml_problems_free     (SandXmlProblems *self);
void             _sand_xml_problems_add      (SandXmlProblems *self,
                                              long             line,
                                              const char      *format,
                                              ...) G_GNUC_PRINTF (3, 4);
/* At the line of @node. */
void             _sand_xml_problems_add_at   (SandXmlProblems *self,
                                              const xmlNode   *node,
                                              const char      *format,
                                              ...) G_GNUC_PRINTF (3, 4);
/* The same, for an element or text (@what: its name, or "text") the reader does
 * not expect at @node; the schema's "has extra content" for it is not repeated. */
void             _sand_xml_problems_add_unexpected (SandXmlProblems *self,
                                                    const xmlNode   *node,
                                                    const char      *what,
                                                    const char      *format,
                                                    ...) G_GNUC_PRINTF (4, 5);
/* How much a problem says: the schema's messages about structure are often the
 * consequence of a precise one, and its "failed to validate" of an element
 * always is; only the most precise level found is reported. */
typedef enum
{
  SAND_XML_LEVEL_PRECISE,
  SAND_XML_LEVEL_STRUCTURE,
  SAND_XML_LEVEL_ECHO,
} SandXmlLevel;

/* A schema message at @level; with @fallback, said only when nothing else is
 * said of its line; with @unexpected (the element's name, or "text"), dropped
 * when the reader reports the same thing unexpected at the same line. */
void             _sand_xml_problems_add_schema (SandXmlProblems *self,
                                                long             line,
                                                SandXmlLevel     level,
                                                gboolean         fallback,
                                                const char      *unexpected,
                                                const char      *message);
/* A message said only when nothing else is said of its line. */
void             _sand_xml_problems_add_fallback (SandXmlProblems *self,
                                                  long             line,
                                                  const char      *format,
                                                  ...) G_GNUC_PRINTF (3, 4);
/* libxml2's error, from parsing or validating, in our words (sand-xml-messages.c) */
void             _sand_xml_problems_add_parse_error  (SandXmlProblems *self,
                                                      const xmlError  *error);
/* A datatype of XML Schema as a reader knows it ("a whole number of 1 or more") */
const char      *_sand_xml_type_text                 (const char      *type);
/* @known: the attribute names the schema allows on the element concerned (may
 * be NULL) */
void             _sand_xml_problems_add_schema_error (SandXmlProblems *self,
                                                      const xmlError  *error,
                                                      GHashTable      *known);
guint            _sand_xml_problems_count    (SandXmlProblems *self);
/* Sets @error (SAND_ERROR, @code) listing every problem by line; FALSE when there
 * were problems. */
gboolean         _sand_xml_problems_check    (SandXmlProblems *self,
                                              SandError        code,
                                              GError         **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SandXmlProblems, _sand_xml_problems_free)

/* The whole reader: parses (refusing DTDs and entities), validates against the
 * schema, checks and builds; with @registry (may be NULL) also checks the units
 * against the scenario's ruleset. A @fragment (a copied piece of a table) may
 * name officers it does not hold. */
SandScenario    *_sand_xml_read              (const char      *data,
                                              gsize            length,
                                              const char      *display_name,
                                              SandRulesetRegistry *registry,
                                              gboolean         fragment,
                                              GError         **error);
/* The formats read with libxml2 */
typedef enum
{
  SAND_XML_SCENARIO,
  SAND_XML_RULESET,
} SandXmlKind;

/* The largest file of @kind (sand-limits.h). */
gsize            _sand_xml_max_bytes         (SandXmlKind      kind);
/* Reads @file, refusing one past the size limit before reading it; sets @error
 * (SAND_ERROR_IO) "file: …" on failure. */
gboolean         _sand_xml_load_file         (GFile           *file,
                                              SandXmlKind      kind,
                                              char           **contents,
                                              gsize           *length,
                                              GError         **error);
/* Parses @data (sand-xml-input.c): the limits checked first, refusing DTDs and
 * entities, every message in our words; NULL when anything was reported. */
xmlDoc          *_sand_xml_parse             (const char      *data,
                                              gsize            length,
                                              SandXmlKind      kind,
                                              SandXmlProblems *problems);
/* Validates against the bundled schema of @kind, compiled once, adding what it
 * finds to @problems (sand-xml-schema.c). */
void             _sand_xml_validate          (xmlDoc          *doc,
                                              SandXmlKind      kind,
                                              SandXmlProblems *problems);
/* Element name → set of the attribute names (no namespace) the scenario schema
 * allows on it, SAND_XML_ANY_ATTRIBUTE when it allows any (a unit's ruleset
 * attributes). Built once; not to be modified. */
#define SAND_XML_ANY_ATTRIBUTE "*"
GHashTable      *_sand_xml_schema_attributes (void);

/* The reader's last stage: checks the meaning of a schema-checked document and builds
 * the scenario; when it reports problems the scenario is unfinished, only to be
 * checked further and thrown away. */
SandScenario    *_sand_xml_build_scenario    (xmlDoc          *doc,
                                              gboolean         fragment,
                                              SandXmlProblems *problems);
/* Writes the scenario's <backdrop>, if it has one, as the last child of @root. */
void             _sand_xml_write_backdrop    (xmlNode         *root,
                                              SandScenario    *scenario);
/* The writer: the scenario as a new document. */
xmlDoc          *_sand_xml_write_scenario    (SandScenario    *scenario);
/* Its <play>, the last of its own children, under @root. */
void             _sand_xml_write_play        (SandPlay        *play,
                                              xmlNode         *root);

G_END_DECLS
