/* sand-application.h: the application: windows, settings and recent scenarios.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "sand-app-types.h"

G_BEGIN_DECLS

#define SAND_TYPE_APPLICATION (sand_application_get_type ())
G_DECLARE_FINAL_TYPE (SandApplication, sand_application, SAND, APPLICATION, AdwApplication)

/* How many scenarios the recent list keeps. */
#define SAND_RECENT_MAX 10

SandApplication *sand_application_new              (void);
/* The application's settings, or NULL when the schema is not installed (running
 * from a build tree): callers fall back to defaults. */
GSettings       *sand_application_get_settings     (SandApplication *self);
/* The recent scenarios as a menu of win.open-recent items, newest first. */
GMenuModel      *sand_application_get_recent_menu  (SandApplication *self);
void             sand_application_add_recent       (SandApplication *self,
                                                    GFile           *file);
/* A new window showing a blank scenario. */
SandWindow      *sand_application_new_window       (SandApplication *self);

G_END_DECLS
