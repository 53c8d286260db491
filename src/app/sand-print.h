/* sand-print.h: printing the table, with the reach shown, through GTK's print dialog.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "sand-reach-overlay.h"
#include "sand-render.h"
#include "sand-scenario.h"

G_BEGIN_DECLS

/* A print operation for @scenario drawn with @render's layers (NULL: the
 * defaults) and @overlay over the terrain (may be NULL): at real size, tiled over
 * as many sheets as the chosen paper needs, or fitted to one sheet; the dialog's
 * "Table" tab offers the choice. Run it with gtk_print_operation_run(). */
GtkPrintOperation *sand_print_operation_new          (SandScenario            *scenario,
                                                      const SandRenderOptions *render,
                                                      SandReachOverlay        *overlay,
                                                      gboolean                 fit_to_sheet);
/* Whether GTK prints through the desktop's portal (in a Flatpak, or when
 * GTK_USE_PORTAL=1 or GDK_DEBUG=portals asks for it): its dialog shows no tab of
 * the application's, so the choice between real size and one sheet is asked
 * before it. */
gboolean           sand_print_uses_portal            (void);
/* Asks @parent's user whether to print at real size or fitted to one sheet, then
 * calls @then with the answer; not at all when the user cancels. */
void               sand_print_ask_fit                (GtkWindow               *parent,
                                                      void                   (*then) (GtkWindow *parent,
                                                                                      gboolean   fit));
/* Whether the program @settings' gtk-print-preview-command starts (evince by
 * default) is installed; without it the print dialog's Preview says so in a
 * toast over the window instead of doing nothing. */
gboolean           sand_print_previewer_found        (GtkSettings             *settings);
/* Sheets laid out once printing has begun (0 before). */
guint              sand_print_operation_get_n_sheets (GtkPrintOperation       *op);

G_END_DECLS
