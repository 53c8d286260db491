/* sand-ruleset-text.c: a ruleset's words in the reader's language.
 *
 * The loader keeps a ruleset's text as the file writes it (collapsed to single
 * spaces); the app and the CLI say it through here. The bundled rulesets' names,
 * descriptions and notes are in the catalogue (po/its/sandtable-ruleset.its);
 * a player's own ruleset that the catalogue does not know reads as written.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "sand-ruleset.h"

/* xgettext reads a ruleset's text as XML content, so the catalogue keys it with
 * &, < and > escaped ("Armoured Cars &amp; Tanks") and translations hold them
 * escaped too. */
static char *
escape (const char *text)
{
  GString *s = g_string_sized_new (strlen (text) + 16);

  for (const char *p = text; *p; p++)
    switch (*p)
      {
      case '&':
        g_string_append (s, "&amp;");
        break;
      case '<':
        g_string_append (s, "&lt;");
        break;
      case '>':
        g_string_append (s, "&gt;");
        break;
      default:
        g_string_append_c (s, *p);
        break;
      }
  return g_string_free (s, FALSE);
}

static char *
unescape (const char *text)
{
  static const struct
  {
    const char *entity;
    char        c;
  } entities[] = {
    { "&amp;", '&' },
    { "&lt;", '<' },
    { "&gt;", '>' },
  };
  GString *s = g_string_sized_new (strlen (text));

  for (const char *p = text; *p;)
    {
      gboolean done = FALSE;
      for (guint i = 0; i < G_N_ELEMENTS (entities) && !done; i++)
        if (g_str_has_prefix (p, entities[i].entity))
          {
            g_string_append_c (s, entities[i].c);
            p += strlen (entities[i].entity);
            done = TRUE;
          }
      if (!done)
        g_string_append_c (s, *p++);
    }
  return g_string_free (s, FALSE);
}

const char *
sand_ruleset_text (const char *text)
{
  /* gettext ("") is the catalogue's header, never a ruleset's word */
  if (text == NULL || *text == '\0')
    return text;
  if (strpbrk (text, "&<>") == NULL)
    return g_dgettext (GETTEXT_PACKAGE, text);

  /* The catalogue's strings live as long as the program; so do these, one per
   * text that needed unescaping (a handful of notes). */
  static GHashTable *said;
  static GMutex      lock;
  g_autofree char   *key = escape (text);
  const char        *translated = g_dgettext (GETTEXT_PACKAGE, key);

  if (translated == key)
    return text;
  g_mutex_lock (&lock);
  if (said == NULL)
    said = g_hash_table_new (g_str_hash, g_str_equal);
  const char *plain = g_hash_table_lookup (said, translated);
  if (plain == NULL)
    {
      plain = unescape (translated);
      g_hash_table_insert (said, (gpointer) translated, (gpointer) plain);
    }
  g_mutex_unlock (&lock);
  return plain;
}
