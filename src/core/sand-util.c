/* sand-util.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "sand-util.h"

gboolean
sand_set_str (char       **field,
              const char  *value)
{
  g_return_val_if_fail (field != NULL, FALSE);

  if (g_strcmp0 (*field, value) == 0)
    return FALSE;
  g_free (*field);
  *field = g_strdup (value);
  return TRUE;
}
