/* play-fixture.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "app-test-util.h"
#include "play-fixture.h"

typedef struct
{
  GtkWidget  *root;
  const char *text;
  GtkWidget  *found;
} LabelWanted;

static gboolean
is_label_saying (GtkWidget    *widget,
                 gconstpointer text)
{
  return GTK_IS_LABEL (widget) && gtk_widget_get_mapped (widget)
         && strstr (gtk_label_get_label (GTK_LABEL (widget)), text) != NULL;
}

static gboolean
label_found (gpointer data)
{
  LabelWanted *w = data;

  w->found = app_test_find_widget (w->root, is_label_saying, w->text);
  return w->found != NULL;
}

GtkWidget *
play_wait_for_label (GtkWidget  *root,
                     const char *text)
{
  LabelWanted w = { root, text, NULL };

  app_test_wait_for (label_found, &w, text);
  return w.found;
}
