/* sand-preferences.h: the Preferences window.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* A Preferences window over @settings (the application's), modal and kept
 * above @parent. */
GtkWidget *sand_preferences_new (GtkWindow *parent,
                                 GSettings *settings);

/* The "length-unit" setting read as SandEditor's "use-cm". */
gboolean   sand_preferences_length_unit_to_cm (GValue   *value,
                                               GVariant *variant,
                                               gpointer  user_data);

G_END_DECLS
