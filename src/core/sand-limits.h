/* sand-limits.h: how large an input Sandtable takes.
 *
 * Each limit is far above any real table or ruleset and low enough that a file
 * past it is refused at once, with a message at its line, in bounded memory,
 * rather than taking minutes or gigabytes (libxml2's RELAX NG validator is
 * quadratic in the attributes of one element; a deep expression would overflow
 * the stack). The README's "The scenario file" lists them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Files, checked before they are parsed */
#define SAND_LIMIT_SCENARIO_BYTES      (64 * 1024 * 1024)
#define SAND_LIMIT_RULESET_BYTES       (4 * 1024 * 1024)
/* Elements of a file (of any namespace), elements inside elements, and the
 * attributes of one element */
#define SAND_LIMIT_XML_ELEMENTS        1000000
#define SAND_LIMIT_XML_DEPTH           64
#define SAND_LIMIT_XML_ATTRIBUTES      256

/* What a scenario holds */
#define SAND_LIMIT_FEATURES            50000
#define SAND_LIMIT_UNITS               10000
#define SAND_LIMIT_FEATURE_POINTS      100000  /* corners of one area or line */
#define SAND_LIMIT_POINTS              2000000 /* corners of all of them */

/* A ruleset's expressions ("mv * 2", "stance (prone: 2, standing: 6)") */
#define SAND_LIMIT_EXPRESSION_LENGTH   1000    /* characters */
#define SAND_LIMIT_EXPRESSION_DEPTH    32      /* parentheses, choices and signs inside each other */

G_END_DECLS
