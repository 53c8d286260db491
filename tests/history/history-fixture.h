/* history-fixture.h: the document image, the starting table and the edit cycle
 * shared by the history tests.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-edit.h"

G_BEGIN_DECLS

/* The table every test starts from: two sides, five units interleaved by side, and
 * one feature of each kind of geometry. */
typedef struct
{
  SandScenario *scenario;
  SandHistory *history;
  SandSide *red;
  SandSide *blue;
  SandFeature *woods;   /* polygon */
  SandFeature *road;    /* polyline */
  SandFeature *hill;    /* ellipse */
  SandFeature *house;   /* rect */
  SandFeature *well;    /* point */
  SandUnit *units[5];
} Fixture;

typedef void (*EditFunc) (Fixture *f);

/* Registers a test at @path that runs on a fresh table. */
#define HISTORY_TEST(path, func) \
  g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)

/* A textual image of the whole document; with @identity it names each item's address. */
char *describe (SandScenario *scenario,
                gboolean      identity);

void fixture_set_up (Fixture       *f,
                     gconstpointer  data);
void fixture_tear_down (Fixture       *f,
                        gconstpointer  data);

/* The item at @position, without a reference: the list keeps it. */
gpointer item_at (GListModel *list,
                  guint       position);

/* Runs @edit and checks the whole undo and redo cycle, the step labelled @label. */
void check_edit (Fixture    *f,
                 EditFunc    edit,
                 const char *label);
/* Runs @edit and checks that it changed nothing and recorded no step. */
void check_no_step (Fixture *f,
                    EditFunc edit);

/* Sets @name on @object through the history from a value of @type given after it. */
void set_property (Fixture    *f,
                   gpointer    object,
                   const char *name,
                   GType       type,
                   ...);

/* Edits several test files make. */
void remove_hill (Fixture *f);
void add_side (Fixture *f);
void rename_woods (Fixture *f);
void rename_unit (Fixture *f);
void retitle_same (Fixture *f);
void set_mv (Fixture *f);
void move_unit (Fixture *f);
void move_unit_nowhere (Fixture *f);
void turn_unit (Fixture *f);

G_END_DECLS
