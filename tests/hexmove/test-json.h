/* test-json.h: a small JSON reader for checking sandtable-cli's output.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum
{
  TEST_JSON_NULL,
  TEST_JSON_BOOLEAN,
  TEST_JSON_NUMBER,
  TEST_JSON_STRING,
  TEST_JSON_ARRAY,
  TEST_JSON_OBJECT,
} TestJsonType;

typedef struct _TestJson TestJson;
struct _TestJson
{
  TestJsonType type;
  gboolean     boolean;
  double       number;
  char        *string;
  GPtrArray   *items;   /* TestJson, for arrays and objects */
  GPtrArray   *keys;    /* char*, for objects */
};

/* NULL when @text is not one JSON value (with trailing white space allowed). */
TestJson *test_json_parse (const char *text);
void      test_json_free  (TestJson   *node);
/* A member of an object, NULL when absent or @node is no object. */
TestJson *test_json_get   (TestJson   *node,
                           const char *key);
/* An array's length, 0 for anything else. */
guint     test_json_len   (TestJson   *node);
TestJson *test_json_at    (TestJson   *node,
                           guint       index);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TestJson, test_json_free)

G_END_DECLS
