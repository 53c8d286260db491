/* ruleset-test-util.h: what the ruleset format's tests share.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The ruleset @head, then @body, then </ruleset>, loaded as "bad.xml", is
 * refused with a message that holds @expected ("bad.xml:9: …"). */
void ruleset_test_assert_refused (const char *head,
                                  const char *body,
                                  const char *expected);

G_END_DECLS
