/* sand-backdrop.h: an image laid under the table (a scan, a map, a photo of the table).
 *
 * The image is named by @href (a local path, relative to the scenario's folder or
 * absolute, or a data: URI holding it whole) and placed by two or four corners: pairs
 * of a point on the image (in its pixels) and where it lies on the table (inches).
 * Two pairs give scale, rotation and position; four straighten a photo taken at an
 * angle (see sand-backdrop-place.h). Core only keeps and places it: decoding and
 * drawing are render's.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-types.h"
#include "sand-scenario.h"

G_BEGIN_DECLS

/* One calibration pair: a pixel of the image and the table point it lies on. */
typedef struct
{
  SandPoint image; /* pixels, x right and y down from the image's top-left corner */
  SandPoint table; /* inches */
} SandBackdropCorner;

#define SAND_BACKDROP_MAX_CORNERS 4

#define SAND_TYPE_BACKDROP (sand_backdrop_get_type ())
G_DECLARE_FINAL_TYPE (SandBackdrop, sand_backdrop, SAND, BACKDROP, GObject)

/* Properties: "href", "page" (1-based, the page of a PDF), "opacity" (0..1, default
 * 1), "print" (drawn when printing and exporting, default TRUE), "visible" (default
 * TRUE), "locked" (takes no click, default FALSE). "changed" after any of them or
 * the corners. */

SandBackdrop *sand_backdrop_new             (const char   *href);
/* A copy with its own corners and foreign content (not its source line). */
SandBackdrop *sand_backdrop_copy            (SandBackdrop *self);

const char   *sand_backdrop_get_href        (SandBackdrop *self);
void          sand_backdrop_set_href        (SandBackdrop *self,
                                             const char   *href);
/* TRUE when the image is in the file itself (a data: URI). */
gboolean      sand_backdrop_is_embedded     (SandBackdrop *self);
int           sand_backdrop_get_page        (SandBackdrop *self);
void          sand_backdrop_set_page        (SandBackdrop *self,
                                             int           page);
double        sand_backdrop_get_opacity     (SandBackdrop *self);
void          sand_backdrop_set_opacity     (SandBackdrop *self,
                                             double        opacity);
gboolean      sand_backdrop_get_print       (SandBackdrop *self);
void          sand_backdrop_set_print       (SandBackdrop *self,
                                             gboolean      print);
gboolean      sand_backdrop_get_visible     (SandBackdrop *self);
void          sand_backdrop_set_visible     (SandBackdrop *self,
                                             gboolean      visible);
gboolean      sand_backdrop_get_locked      (SandBackdrop *self);
void          sand_backdrop_set_locked      (SandBackdrop *self,
                                             gboolean      locked);

/* The corners as kept (0, 2 or 4), borrowed; checked only where the picture is
 * placed, so a file whose corners fold the picture still opens and saves as it was. */
const SandBackdropCorner *sand_backdrop_get_corners (SandBackdrop             *self,
                                                     guint                    *n_corners);
void          sand_backdrop_set_corners     (SandBackdrop             *self,
                                             const SandBackdropCorner *corners,
                                             guint                     n_corners);

/* The line of <backdrop> in the file it was read from (0: not read from a file),
 * for messages about its image. */
guint         sand_backdrop_get_source_line (SandBackdrop *self);
void          sand_backdrop_set_source_line (SandBackdrop *self,
                                             guint         line);
/* Content of other namespaces on <backdrop>, and on each <corner> in sections
 * "corner1" … "corner4". */
SandForeign  *sand_backdrop_get_foreign     (SandBackdrop *self);

/* A scenario's backdrop: NULL when it has none. Setting one emits the scenario's
 * "changed", and so do the backdrop's own changes while it is the scenario's. */
SandBackdrop *sand_scenario_get_backdrop    (SandScenario *scenario);
void          sand_scenario_set_backdrop    (SandScenario *scenario,
                                             SandBackdrop *backdrop);

G_END_DECLS
