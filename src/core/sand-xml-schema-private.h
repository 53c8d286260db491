/* sand-xml-schema-private.h: a bundled schema as compiled and read once
 * (sand-xml-schema.c), for the validation (sand-xml-validate.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <libxml/relaxng.h>

#include "sand-xml-private.h"

G_BEGIN_DECLS

typedef struct
{
  const char *ns;          /* the format's namespace */
  xmlRelaxNG *compiled;
  GMutex lock;             /* one validation at a time: libxml2's is not known re-entrant */
  GHashTable *attributes;  /* element name → set of its attribute names */
  GHashTable *regexps;     /* define name → xmlRegexp, the patterns checked here */
  GHashTable *patterns;    /* element name → (attribute name → the define name of its pattern) */
  GHashTable *values;      /* "element attribute" → GStrv of the only values it takes */
  GHashTable *types;       /* "element attribute" → its datatype ("positiveInteger") */
  GHashTable *required;    /* element name → GStrv of the elements it must hold */
  GHashTable *open;        /* names of elements whose content is any element */
  GHashTable *required_attributes; /* element name → GStrv of the attributes it must have */
  GHashTable *children;    /* element name → set of the names of the elements it may hold */
  GHashTable *textual;     /* names of elements that may hold text */
  gboolean foreign_anywhere; /* content of other namespaces is allowed everywhere */
  /* attributes, elements and text checked here, each at its line: in a ruleset
   * libxml2's validator loses the node of what fails inside an interleave */
  gboolean structure_checked;
} SandXmlSchema;

/* The schema of @kind, compiled on first use and kept for the process. */
SandXmlSchema   *_sand_xml_schema_get        (SandXmlKind      kind);

G_END_DECLS
