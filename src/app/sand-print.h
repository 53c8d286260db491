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
/* Sheets laid out once printing has begun (0 before). */
guint              sand_print_operation_get_n_sheets (GtkPrintOperation       *op);

G_END_DECLS
