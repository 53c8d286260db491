/* sand-team.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "sand-team.h"

static void
part_clear (gpointer data)
{
  g_free (((SandTeamPart *) data)->name);
}

GArray *
sand_team_parse (const char  *text,
                 char       **bad)
{
  g_autoptr (GRegex) spaced = g_regex_new ("\\s*:\\s*", 0, 0, NULL);
  g_autofree char *tight = g_regex_replace_literal (spaced, text ? text : "", -1, 0, ":", 0, NULL);
  g_auto (GStrv) words = g_strsplit_set (tight ? tight : "", ", ;\t\n", -1);
  GArray *parts = g_array_new (FALSE, TRUE, sizeof (SandTeamPart));

  g_array_set_clear_func (parts, part_clear);
  for (guint i = 0; words[i] != NULL; i++)
    {
      char *colon = strchr (words[i], ':');
      guint64 count = 1;

      if (*words[i] == '\0')
        continue;
      if (colon == words[i]
          || (colon != NULL && !g_ascii_string_to_unsigned (colon + 1, 10, 1, G_MAXUINT, &count, NULL)))
        {
          if (bad != NULL)
            *bad = g_strdup (words[i]);
          g_array_unref (parts);
          return NULL;
        }
      SandTeamPart part = { colon ? g_strndup (words[i], colon - words[i]) : g_strdup (words[i]), (guint) count };
      g_array_append_val (parts, part);
    }
  return parts;
}
