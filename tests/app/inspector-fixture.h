/* inspector-fixture.h: the inspector under test — an editor on a blank
 * scenario with one side, and the inspector it shows — and the helpers its
 * tests share (test-inspector.c for units' rows by ruleset,
 * test-inspector-scenario.c for the scenario's and features' rows,
 * test-kind-choosers.c for the palette's and the Lists page's kind popovers).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "app-test-util.h"
#include "sand-editor.h"
#include "sand-inspector.h"
#include "sand-selection.h"

G_BEGIN_DECLS

typedef struct
{
  SandDocument *document;
  SandEditor   *editor;
  SandScenario *scenario;
  SandHistory  *history;
  GtkWidget    *inspector;
  SandSide     *side;
} Fixture;

/* A new scenario of @ruleset with the side "blue", and its inspector. */
void        setup              (Fixture    *f,
                                const char *ruleset);
void        teardown           (Fixture    *f);
/* A unit of the side "blue" at (10, 10), added to the scenario. */
SandUnit   *add_unit           (Fixture    *f,
                                const char *id,
                                const char *unit_class,
                                const char *name);
/* @item (NULL: the scenario) selected, and shown by the inspector. */
void        select_item        (Fixture    *f,
                                gpointer    item);
/* Runs what the main loop has ready (rows rebuilt on an idle). */
void        iterate            (void);

/* The widget under @widget named @name (gtk_widget_set_name). */
GtkWidget  *find_named         (GtkWidget  *widget,
                                const char *name);
/* The inspector's row titled @title, or NULL; require_*() fail without it. */
GtkWidget  *find_row           (Fixture    *f,
                                const char *title);
GtkWidget  *require_row        (Fixture    *f,
                                const char *title);
/* The spin button of the row titled @title. */
GtkWidget  *require_spin       (Fixture    *f,
                                const char *title);
/* The labels of a combo row, joined with "|" (free it). */
char       *combo_labels       (GtkWidget  *row);
/* The combo row titled @title set to, or showing, the choice labelled so. */
void        choose             (Fixture    *f,
                                const char *title,
                                const char *label);
const char *chosen             (Fixture    *f,
                                const char *title);

G_END_DECLS
