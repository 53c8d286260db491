/* sand-cli-options.c: a command's options: parsed, its --help printed without
 * leaving the process, and a wrong option said in the program's words.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "sand-cli-common.h"

/* The entry of @entries named by the long name @name (@len bytes) or, when
 * @len is 0, by the short name @c. */
static const GOptionEntry *
find_entry (const GOptionEntry *entries,
            const char         *name,
            gsize               len,
            char                c)
{
  for (const GOptionEntry *e = entries; e != NULL && e->long_name != NULL; e++)
    if (len > 0 ? strlen (e->long_name) == len && strncmp (e->long_name, name, len) == 0 : e->short_name == c)
      return e;
  return NULL;
}

/* What is wrong with @value given to @entry, NULL when nothing is. */
static char *
check_value (const GOptionEntry *entry,
             const char         *option,
             const char         *value)
{
  char *end = NULL;

  if (value == NULL)
    /* Translators: an option such as --unit */
    return g_strdup_printf (_("%s needs a value"), option);
  if (entry->arg == G_OPTION_ARG_DOUBLE)
    g_ascii_strtod (value, &end);
  else if (entry->arg == G_OPTION_ARG_INT || entry->arg == G_OPTION_ARG_INT64)
    g_ascii_strtoll (value, &end, 10);
  if (end != NULL && (end == value || *end != '\0'))
    /* Translators: an option such as --scale, then the value given to it */
    return g_strdup_printf (_("%s needs a number, not “%s”"), option, value);
  return NULL;
}

/* The options parser's complaint about @argv in the program's words, read from
 * the arguments themselves (the parser's own message is GLib's); NULL when
 * nothing is found to say. */
static char *
describe_option_error (const GOptionEntry *entries,
                       int                 argc,
                       char              **argv)
{
  for (int i = 1; i < argc && strcmp (argv[i], "--") != 0; i++)
    {
      const char *arg = argv[i];

      if (arg[0] != '-' || arg[1] == '\0')
        continue;
      if (arg[1] == '-')
        {
          const char *eq = strchr (arg, '=');
          gsize len = eq ? (gsize) (eq - arg - 2) : strlen (arg + 2);
          const GOptionEntry *e = find_entry (entries, arg + 2, len, 0);
          g_autofree char *option = g_strndup (arg, len + 2);

          if (e == NULL)
            /* Translators: what was given for an option, such as --colour */
            return g_strdup_printf (_("there is no option “%s”"), option);
          if (e->arg != G_OPTION_ARG_NONE)
            {
              char *wrong = check_value (e, option, eq ? eq + 1 : (i + 1 < argc ? argv[++i] : NULL));
              if (wrong != NULL)
                return wrong;
            }
          continue;
        }
      /* short options, "-q" or several at once, "-qo FILE" */
      for (const char *c = arg + 1; *c != '\0'; c++)
        {
          const GOptionEntry *e = find_entry (entries, NULL, 0, *c);
          char option[3] = { '-', *c, '\0' };

          if (e == NULL)
            return g_strdup_printf (_("there is no option “%s”"), option);
          if (e->arg != G_OPTION_ARG_NONE)
            {
              char *wrong = check_value (e, option, c[1] ? c + 1 : (i + 1 < argc ? argv[++i] : NULL));
              if (wrong != NULL)
                return wrong;
              break;
            }
        }
    }
  return NULL;
}

/* Set when a command's --help was printed: the command stops as on a usage
 * error, and the run exits 0 (sand-cli.c). */
static gboolean help_printed;

gboolean
sand_cli_take_help_printed (void)
{
  gboolean printed = help_printed;

  help_printed = FALSE;
  return printed;
}

/* Whether @argv asks for help before any "--". */
static gboolean
asks_for_help (int    argc,
               char **argv)
{
  for (int i = 1; i < argc && strcmp (argv[i], "--") != 0; i++)
    if (strcmp (argv[i], "--help") == 0 || strcmp (argv[i], "-h") == 0 || strcmp (argv[i], "-?") == 0
        || strcmp (argv[i], "--help-all") == 0)
      return TRUE;
  return FALSE;
}

gboolean
sand_cli_parse_options (const char         *command,
                        const char         *parameters,
                        const char         *summary,
                        const GOptionEntry *entries,
                        int                *argc,
                        char             ***argv)
{
  g_autoptr (GOptionContext) context = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *prgname = g_strdup_printf ("sandtable-cli %s", command);

  /* The usage line of --help then reads "sandtable-cli render [OPTION…] FILE". */
  g_set_prgname (prgname);
  context = g_option_context_new (parameters);
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  g_option_context_set_summary (context, summary);
  if (entries != NULL)
    g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);

  /* The parser would print the help and exit the process, the tests' own too. */
  if (asks_for_help (*argc, *argv))
    {
      g_autofree char *help = g_option_context_get_help (context, TRUE, NULL);

      g_print ("%s", help);
      help_printed = TRUE;
      return FALSE;
    }
  if (!g_option_context_parse (context, argc, argv, &error))
    {
      g_autofree char *ours = describe_option_error (entries, *argc, *argv);

      sand_cli_usage_error (command, "%s", ours != NULL ? ours : error->message);
      return FALSE;
    }
  return TRUE;
}

