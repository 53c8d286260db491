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
  gboolean foreign_anywhere; /* content of other namespaces is allowed everywhere */
} SandXmlSchema;

/* The schema of @kind, compiled on first use and kept for the process. */
SandXmlSchema   *_sand_xml_schema_get        (SandXmlKind      kind);

G_END_DECLS
