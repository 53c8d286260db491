/* test-json.h: reading sandtable-cli's JSON output in the tests, with json-glib.
 *
 * Each accessor asserts what it reads is there and of its type, so a test
 * fails at the key that is wrong rather than on a NULL further on.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* @text parsed; asserts it is one JSON value. */
JsonNode   *test_json_parse   (const char *text);
/* The member @key of the object @node, or NULL when it has none; borrowed. */
JsonNode   *test_json_member  (JsonNode   *node,
                               const char *key);
/* Element @index of the array @node; borrowed. */
JsonNode   *test_json_element (JsonNode   *node,
                               guint       index);
/* The length of the array @node. */
guint       test_json_length  (JsonNode   *node);
/* The number, string or boolean member @key of the object @node. */
double      test_json_number  (JsonNode   *node,
                               const char *key);
const char *test_json_string  (JsonNode   *node,
                               const char *key);
gboolean    test_json_boolean (JsonNode   *node,
                               const char *key);

G_END_DECLS
