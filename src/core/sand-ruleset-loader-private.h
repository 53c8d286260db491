/* sand-ruleset-loader-private.h: what the ruleset file's readers share — the
 * movement rules' reader (sand-ruleset-loader.c) and the play aids' reader
 * (sand-ruleset-aids-loader.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <libxml/tree.h>

#include "sand-ruleset-private.h"
#include "sand-xml-private.h"

G_BEGIN_DECLS

/* A ruleset built into the program: as sand_ruleset_load_data(), without the
 * schema's check, which the test suite makes of every bundled file (the schema
 * is then compiled only for a file that is not bundled). */
SandRuleset *_sand_ruleset_load_bundled   (const char      *data,
                                           gsize            length,
                                           const char      *display_name,
                                           GError         **error);

/* An element of the ruleset namespace, optionally with this local name. */
gboolean  _sand_ruleset_loader_is_own     (const xmlNode   *node,
                                           const char      *name);
/* The <note>s of @owner, kept as the ruleset's notes ("owner: text"). */
void      _sand_ruleset_loader_read_notes (SandRuleset     *rs,
                                           const xmlNode   *owner);
/* An element's text with its layout collapsed to single spaces. */
char     *_sand_ruleset_loader_text       (const xmlNode   *node);
/* A space-separated attribute as a list; NULL when absent. */
char    **_sand_ruleset_loader_list       (const xmlNode   *node,
                                           const char      *name);
/* A number attribute, reported at @node when it is not one; FALSE when absent
 * or wrong (*@out is then untouched). */
gboolean  _sand_ruleset_loader_number     (SandRuleset     *rs,
                                           SandXmlProblems *problems,
                                           const xmlNode   *node,
                                           const char      *name,
                                           double          *out);
/* round="down|up|nearest|none" (none when absent). */
SandRounding _sand_ruleset_loader_round   (SandRuleset     *rs,
                                           SandXmlProblems *problems,
                                           const xmlNode   *node);

/* sand-ruleset-aids-loader.c: reads @node when it is one of the play aids
 * (<sight>, <weapon>, <combat>, <strength>, <command>); FALSE for any other
 * element. */
gboolean  _sand_ruleset_read_aid          (SandRuleset     *rs,
                                           SandXmlProblems *problems,
                                           const xmlNode   *node);
/* What can only be checked once the whole file is read: the classes and
 * attributes the aids name. */
void      _sand_ruleset_check_aids        (SandRuleset     *rs,
                                           SandXmlProblems *problems);

/* sand-ruleset-values.c: ids given twice, and allowances, amounts and counts
 * that the schema's types let through but that mean nothing (below 0, a
 * fraction of an animal). */
void      _sand_ruleset_check_values      (const xmlNode   *root,
                                           SandXmlProblems *problems);

/* sand-ruleset-groups.c: reads @node when it is <groups>; FALSE for any other
 * element. */
gboolean  _sand_ruleset_read_groups       (SandRuleset     *rs,
                                           SandXmlProblems *problems,
                                           const xmlNode   *node);
/* The goings, classes and special rules <groups> names, once all are read. */
void      _sand_ruleset_check_groups      (SandRuleset     *rs,
                                           SandXmlProblems *problems,
                                           const xmlNode   *root);

G_END_DECLS
