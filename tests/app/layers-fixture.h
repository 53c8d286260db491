/* layers-fixture.h: the Lists page under test — the crossroads example with the
 * page in front and its three lists — and the helpers its tests share
 * (test-layers-reorder.c for terrain, test-layers-units.c for units and sides).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "app-test-util.h"
#include "sand-application.h"
#include "sand-edit.h"
#include "sand-editor.h"
#include "sand-layers-panel.h"
#include "sand-selection.h"
#include "sand-window.h"

G_BEGIN_DECLS

/* The application the fixture opens its window in; each test program sets it. */
extern SandApplication *layers_fixture_app;

/* The crossroads example with the Lists page in front, its three lists, and
 * the terrain as shown before the test. */
typedef struct
{
  SandWindow   *window;
  SandEditor   *editor;
  SandHistory  *history;
  SandScenario *scenario;
  GtkWidget    *panel;
  GtkListBox   *terrain;
  GtkListBox   *units;
  GtkListBox   *sides;
  guint         n;
  char         *before;
  guint         n_undo;
} Fixture;

GtkListBoxRow * find_row (GtkWidget *widget,
                          gpointer   item);
GtkListBox *    list_of (GtkWidget  *panel,
                         GListModel *model);
void            fixture_set_up (Fixture       *fixture,
                                gconstpointer  data);
void            fixture_tear_down (Fixture       *fixture,
                                   gconstpointer  data);
const char *    item_id (gpointer item);
char *          model_order (GListModel *model);
char *          shown_order (GtkListBox *list);
char *          side_order (SandScenario *scenario,
                            SandSide     *side);
char *          grouped_order (SandScenario *scenario);
gpointer        row_data (GtkListBox *list,
                          int         index,
                          const char *key);
SandSide *      header_at (GtkListBox *list,
                           int         index);
void            assert_grouped (Fixture *f);
char *          reversed_order (const char *order);
char *          moved_order (const char *order,
                             guint       from,
                             guint       to);
void            assert_terrain (Fixture    *f,
                                const char *expected);
void            assert_in_order (GtkListBox *list,
                                 GListModel *model,
                                 const char *expected);
gpointer        item_at_row (GtkListBox *list,
                             int         index);
guint           position_of (GListModel *model,
                             gpointer    item);
GtkEventController *find_controller (GtkWidget *widget,
                                     GType      type,
                                     gpointer   item);
gboolean        drop_on (GtkWidget *panel,
                         gpointer   dragged,
                         gpointer   target);
gboolean        press_alt (GtkListBoxRow *row,
                           guint          keyval);
void            click_button (GtkWidget  *panel,
                              const char *icon);
void            assert_selected_row (GtkWidget  *panel,
                                     SandEditor *editor,
                                     gpointer    item);
void            assert_focus_on (Fixture  *f,
                                 gpointer  item);

G_END_DECLS
