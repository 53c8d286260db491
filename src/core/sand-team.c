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

/* @text without the spaces around its colons ("oxen : 3" → "oxen:3"), in one
 * pass: a regular expression replacing them checked the whole text again at
 * every colon, minutes for a long attribute of many. */
static char *
tighten (const char *text)
{
  GString *tight = g_string_sized_new (strlen (text));

  for (const char *c = text; *c != '\0';)
    {
      const char *run = c;

      while (g_ascii_isspace (*c))
        c++;
      if (*c != ':')
        g_string_append_len (tight, run, c - run);
      if (*c == '\0')
        break;
      if (*c == ':')
        {
          g_string_append_c (tight, ':');
          for (c++; g_ascii_isspace (*c); c++)
            ;
        }
      else if (c == run)
        g_string_append_c (tight, *c++);
    }
  return g_string_free (tight, FALSE);
}

GArray *
sand_team_parse (const char  *text,
                 char       **bad)
{
  g_autofree char *tight = tighten (text ? text : "");
  g_auto (GStrv) words = g_strsplit_set (tight, ", ;\t\n", -1);
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
