/* test-json.c: a small recursive-descent JSON reader (RFC 8259 values; \u escapes
 * of the Basic Multilingual Plane).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "test-json.h"

static TestJson *parse_value (const char **p);

static void
skip_space (const char **p)
{
  while (**p == ' ' || **p == '\t' || **p == '\n' || **p == '\r')
    (*p)++;
}

static TestJson *
node_new (TestJsonType type)
{
  TestJson *node = g_new0 (TestJson, 1);

  node->type = type;
  if (type == TEST_JSON_ARRAY || type == TEST_JSON_OBJECT)
    node->items = g_ptr_array_new_with_free_func ((GDestroyNotify) test_json_free);
  if (type == TEST_JSON_OBJECT)
    node->keys = g_ptr_array_new_with_free_func (g_free);
  return node;
}

void
test_json_free (TestJson *node)
{
  if (node == NULL)
    return;
  g_free (node->string);
  g_clear_pointer (&node->items, g_ptr_array_unref);
  g_clear_pointer (&node->keys, g_ptr_array_unref);
  g_free (node);
}

static char *
parse_string (const char **p)
{
  g_autoptr (GString) s = g_string_new (NULL);

  if (**p != '"')
    return NULL;
  for ((*p)++; **p != '"'; (*p)++)
    {
      if (**p == '\0' || (guchar) **p < 0x20)
        return NULL;
      if (**p != '\\')
        {
          g_string_append_c (s, **p);
          continue;
        }
      (*p)++;
      switch (**p)
        {
        case '"': case '\\': case '/':
          g_string_append_c (s, **p);
          break;
        case 'b': g_string_append_c (s, '\b'); break;
        case 'f': g_string_append_c (s, '\f'); break;
        case 'n': g_string_append_c (s, '\n'); break;
        case 'r': g_string_append_c (s, '\r'); break;
        case 't': g_string_append_c (s, '\t'); break;
        case 'u':
          {
            char hex[5] = { 0 };
            char *end;

            if (strlen (*p + 1) < 4)
              return NULL;
            memcpy (hex, *p + 1, 4);
            gunichar c = (gunichar) strtoul (hex, &end, 16);
            if (*end != '\0')
              return NULL;
            g_string_append_unichar (s, c);
            *p += 4;
            break;
          }
        default:
          return NULL;
        }
    }
  (*p)++;
  return g_string_free (g_steal_pointer (&s), FALSE);
}

static TestJson *
parse_container (const char **p,
                 gboolean     object)
{
  g_autoptr (TestJson) node = node_new (object ? TEST_JSON_OBJECT : TEST_JSON_ARRAY);
  char close = object ? '}' : ']';

  (*p)++;
  skip_space (p);
  if (**p == close)
    {
      (*p)++;
      return g_steal_pointer (&node);
    }
  for (;;)
    {
      skip_space (p);
      if (object)
        {
          char *key = parse_string (p);
          if (key == NULL)
            return NULL;
          g_ptr_array_add (node->keys, key);
          skip_space (p);
          if (**p != ':')
            return NULL;
          (*p)++;
        }
      TestJson *item = parse_value (p);
      if (item == NULL)
        return NULL;
      g_ptr_array_add (node->items, item);
      skip_space (p);
      if (**p == close)
        {
          (*p)++;
          return g_steal_pointer (&node);
        }
      if (**p != ',')
        return NULL;
      (*p)++;
    }
}

static TestJson *
parse_value (const char **p)
{
  static const struct { const char *word; TestJsonType type; gboolean value; } words[] = {
    { "true", TEST_JSON_BOOLEAN, TRUE }, { "false", TEST_JSON_BOOLEAN, FALSE }, { "null", TEST_JSON_NULL, FALSE },
  };

  skip_space (p);
  if (**p == '{' || **p == '[')
    return parse_container (p, **p == '{');
  if (**p == '"')
    {
      char *s = parse_string (p);
      if (s == NULL)
        return NULL;
      TestJson *node = node_new (TEST_JSON_STRING);
      node->string = s;
      return node;
    }
  for (guint i = 0; i < G_N_ELEMENTS (words); i++)
    if (g_str_has_prefix (*p, words[i].word))
      {
        TestJson *node = node_new (words[i].type);
        node->boolean = words[i].value;
        *p += strlen (words[i].word);
        return node;
      }
  char *end;
  double v = g_ascii_strtod (*p, &end);
  if (end == *p || !(**p == '-' || g_ascii_isdigit (**p)))
    return NULL;
  *p = end;
  TestJson *node = node_new (TEST_JSON_NUMBER);
  node->number = v;
  return node;
}

TestJson *
test_json_parse (const char *text)
{
  const char *p = text;
  g_autoptr (TestJson) node = parse_value (&p);

  if (node == NULL)
    return NULL;
  skip_space (&p);
  return *p == '\0' ? g_steal_pointer (&node) : NULL;
}

TestJson *
test_json_get (TestJson   *node,
               const char *key)
{
  for (guint i = 0; node && node->type == TEST_JSON_OBJECT && i < node->keys->len; i++)
    if (g_str_equal (g_ptr_array_index (node->keys, i), key))
      return g_ptr_array_index (node->items, i);
  return NULL;
}

guint
test_json_len (TestJson *node)
{
  return node && node->type == TEST_JSON_ARRAY ? node->items->len : 0;
}

TestJson *
test_json_at (TestJson *node,
              guint     index)
{
  return index < test_json_len (node) ? g_ptr_array_index (node->items, index) : NULL;
}
