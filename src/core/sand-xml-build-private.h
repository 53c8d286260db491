/* sand-xml-build-private.h: what the scenario builder's parts share (the
 * document's terrain and the rest in sand-xml-build.c, its forces in
 * sand-xml-build-forces.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-xml-private.h"

G_BEGIN_DECLS

typedef struct
{
  SandXmlProblems *problems;
  SandScenario *scenario;
  GHashTable *ids;       /* id → line of its first use */
  gboolean fragment;     /* a copied piece, not a whole file */
  guint n_units;         /* read so far, against sand-limits.h */
  guint n_points;        /* corners of the areas and lines read so far */
} Builder;

typedef enum
{
  ANY,
  POSITIVE,     /* > 0 */
  NON_NEGATIVE, /* >= 0 */
} Range;

/* The attribute @name of @node, reported when it is missing. */
char     *_sand_xml_build_require_attr      (Builder       *b,
                                             const xmlNode *node,
                                             const char    *name);
/* Reads a number attribute into @value, which keeps its default when the
 * attribute is absent (or, if @required, reports it). FALSE on any problem. */
gboolean  _sand_xml_build_read_number       (Builder       *b,
                                             const xmlNode *node,
                                             const char    *name,
                                             gboolean       required,
                                             Range          range,
                                             double        *value);
gboolean  _sand_xml_build_read_int          (Builder       *b,
                                             const xmlNode *node,
                                             const char    *name,
                                             int            min,
                                             int           *value);
gboolean  _sand_xml_build_read_bool         (Builder       *b,
                                             const xmlNode *node,
                                             const char    *name,
                                             gboolean      *value);
/* Records @node's id (in *@id_out, free it); FALSE (and a problem) if it is
 * missing or already taken. */
gboolean  _sand_xml_build_claim_id          (Builder       *b,
                                             const xmlNode *node,
                                             char         **id_out);
void      _sand_xml_build_report_unexpected (Builder       *b,
                                             const xmlNode *node,
                                             const xmlNode *parent);
/* "x,y x,y …" as SandPoints; NULL (and a problem) when it does not read. */
GArray   *_sand_xml_build_read_points       (Builder       *b,
                                             const xmlNode *node,
                                             const char    *name);

/* sand-xml-build-forces.c: <forces>, its sides and their units. */
void      _sand_xml_build_read_forces       (Builder       *b,
                                             const xmlNode *node);
/* sand-xml-backdrop.c: <backdrop> and its corners. */
void      _sand_xml_build_read_backdrop     (Builder       *b,
                                             const xmlNode *node);
/* sand-xml-build-play.c: <play>, the game in play. */
void      _sand_xml_build_read_play         (Builder       *b,
                                             const xmlNode *node);
/* After the whole document: every officer a unit names is a unit of its side. */

G_END_DECLS
