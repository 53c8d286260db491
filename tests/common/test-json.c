/* test-json.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "test-json.h"

JsonNode *
test_json_parse (const char *text)
{
  g_autoptr (JsonParser) parser = json_parser_new_immutable ();
  g_autoptr (GError) error = NULL;

  if (!json_parser_load_from_data (parser, text, -1, &error))
    g_error ("not JSON: %s\n%s", error->message, text);
  g_assert_nonnull (json_parser_get_root (parser));
  return json_parser_steal_root (parser);
}

JsonNode *
test_json_member (JsonNode   *node,
                  const char *key)
{
  g_assert_nonnull (node);
  g_assert_true (JSON_NODE_HOLDS_OBJECT (node));
  return json_object_get_member (json_node_get_object (node), key);
}

JsonNode *
test_json_element (JsonNode *node,
                   guint     index)
{
  g_assert_cmpuint (index, <, test_json_length (node));
  return json_array_get_element (json_node_get_array (node), index);
}

guint
test_json_length (JsonNode *node)
{
  g_assert_nonnull (node);
  g_assert_true (JSON_NODE_HOLDS_ARRAY (node));
  return json_array_get_length (json_node_get_array (node));
}

/* The member @key, asserted to be a value of @type (G_TYPE_INVALID: any number). */
static JsonNode *
value_member (JsonNode   *node,
              const char *key,
              GType       type)
{
  JsonNode *member = test_json_member (node, key);

  if (member == NULL)
    g_error ("no member “%s”", key);
  g_assert_true (JSON_NODE_HOLDS_VALUE (member));
  if (type == G_TYPE_INVALID)
    g_assert_true (json_node_get_value_type (member) == G_TYPE_INT64
                   || json_node_get_value_type (member) == G_TYPE_DOUBLE);
  else
    g_assert_true (json_node_get_value_type (member) == type);
  return member;
}

double
test_json_number (JsonNode   *node,
                  const char *key)
{
  return json_node_get_double (value_member (node, key, G_TYPE_INVALID));
}

const char *
test_json_string (JsonNode   *node,
                  const char *key)
{
  return json_node_get_string (value_member (node, key, G_TYPE_STRING));
}

gboolean
test_json_boolean (JsonNode   *node,
                   const char *key)
{
  return json_node_get_boolean (value_member (node, key, G_TYPE_BOOLEAN));
}
