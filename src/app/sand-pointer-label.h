/* sand-pointer-label.h: the read-out box drawn beside the pointer on the canvas.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Where a box of @w × @h goes for the pointer at (@wx, @wy), inside an area of
 * @area_width × @area_height (all in widget pixels): its top-left corner. */
void sand_pointer_label_place (double      wx,
                               double      wy,
                               double      w,
                               double      h,
                               double      area_width,
                               double      area_height,
                               double     *x,
                               double     *y);

/* Draws @text in a box beside the pointer at (@wx, @wy), in @widget's pixels and
 * font; each of its lines (a band's answer, wrapped as long as it needs) marked
 * as one that reaches (bit i of @reaching for line i) or does not. Nothing for
 * NULL or "". */
void sand_pointer_label_draw  (cairo_t    *cr,
                               GtkWidget  *widget,
                               double      wx,
                               double      wy,
                               const char *text,
                               guint       reaching);

G_END_DECLS
