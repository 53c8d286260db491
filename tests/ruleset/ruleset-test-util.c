/* ruleset-test-util.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "ruleset-test-util.h"
#include "sand-error.h"
#include "sand-ruleset.h"

void
ruleset_test_assert_refused (const char *head,
                             const char *body,
                             const char *expected)
{
  g_autofree char *text = g_strconcat (head, body, "</ruleset>\n", NULL);
  g_autoptr (GError) error = NULL;

  g_assert_null (sand_ruleset_load_data (text, strlen (text), "bad.xml", &error));
  g_assert_error (error, SAND_ERROR, SAND_ERROR_INVALID);
  if (strstr (error->message, expected) == NULL)
    g_error ("“%s” not in “%s”", expected, error->message);
}
