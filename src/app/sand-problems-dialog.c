/* sand-problems-dialog.c: the problems of a file, listed to be read and copied.
 *
 * The reader's errors name the file on every line, so that each line stands on
 * its own; in a dialog that repeats a long path on every wrapped line. Here the
 * file is said once and the lines keep only their numbers, while Copy gives
 * the lines whole, as an editor or a bug report wants them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "sand-problems-dialog.h"

/* What follows "name:" on a line of @name's problems: "12: what" or " what". */
static const char *
problem_after_name (const char *rest)
{
  const char *p = rest;

  if (*p == ' ')
    return p + 1;
  while (g_ascii_isdigit (*p))
    p++;
  if (p > rest && p[0] == ':' && p[1] == ' ')
    return rest;
  return NULL;
}

static gboolean
all_lines_of (char      **lines,
              const char *name,
              gsize       name_len)
{
  for (guint i = 0; lines[i] != NULL; i++)
    if (strncmp (lines[i], name, name_len) != 0 || lines[i][name_len] != ':' || problem_after_name (lines[i] + name_len + 1) == NULL)
      return FALSE;
  return TRUE;
}

/* The file every line of @lines is about, or NULL; a name may itself hold a
 * colon, so each colon of the first line is tried in turn. */
static char *
common_file (char **lines)
{
  const char *first = lines[0];

  if (first == NULL)
    return NULL;
  for (const char *colon = strchr (first, ':'); colon != NULL; colon = strchr (colon + 1, ':'))
    if (colon > first && all_lines_of (lines, first, colon - first))
      return g_strndup (first, colon - first);
  return NULL;
}

static void
copy_cb (GtkButton  *button,
         const char *message)
{
  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (button)), message);
}

static GtkWidget *
selectable_label (const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_selectable (GTK_LABEL (label), TRUE);
  return label;
}

AdwMessageDialog *
sand_problems_dialog_present (GtkWindow  *parent,
                              const char *heading,
                              const char *message)
{
  g_auto (GStrv)      lines = g_strsplit (message, "\n", -1);
  g_autofree char    *file = common_file (lines);
  g_autoptr (GString) problems = g_string_new (NULL);
  AdwMessageDialog   *dialog;
  GtkWidget          *box, *scrolled, *label, *copy;

  if (file != NULL)
    for (guint i = 0; lines[i] != NULL; i++)
      g_string_append_printf (problems, "%s%s", i > 0 ? "\n" : "",
                              problem_after_name (lines[i] + strlen (file) + 1));
  else
    g_string_assign (problems, message);

  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (parent, heading, NULL));
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  if (file != NULL)
    {
      label = selectable_label (file);
      gtk_widget_add_css_class (label, "heading");
      gtk_box_append (GTK_BOX (box), label);
    }
  scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scrolled), 240);
  label = selectable_label (problems->str);
  gtk_widget_set_valign (label, GTK_ALIGN_START);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), label);
  gtk_box_append (GTK_BOX (box), scrolled);
  copy = gtk_button_new_with_label (_ ("Copy"));
  gtk_widget_set_halign (copy, GTK_ALIGN_START);
  g_signal_connect_data (copy, "clicked", G_CALLBACK (copy_cb), g_strdup (message),
                         (GClosureNotify) (void (*) (void)) g_free, 0);
  gtk_box_append (GTK_BOX (box), copy);
  adw_message_dialog_set_extra_child (dialog, box);

  adw_message_dialog_add_response (dialog, "close", _ ("_Close"));
  adw_message_dialog_set_default_response (dialog, "close");
  adw_message_dialog_set_close_response (dialog, "close");
  gtk_window_present (GTK_WINDOW (dialog));
  return dialog;
}
