/* sand-move-ground.h: the ground of a whole table painted once for one kind of
 * move, so each unit's snapshot copies its own box of it instead of painting
 * every feature again.
 *
 * Units of one class, mode, special rules and allowance (and equal values of the
 * attributes the ruleset reads) see the same ground; only their position, their
 * lines' contact with the start, friends and enemies differ.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sand-move-builder.h"
#include "sand-ruleset.h"
#include "sand-scenario.h"

G_BEGIN_DECLS

typedef struct _SandMoveGround SandMoveGround;

SandMoveGround  *sand_move_ground_ref               (SandMoveGround  *self);
void             sand_move_ground_unref             (SandMoveGround  *self);

/* A builder whose raster is the whole table, for painting the ground once. */
SandMoveBuilder *sand_move_builder_new_table        (double           width,
                                                     double           height,
                                                     double           allowance,
                                                     double           resolution);
/* The ground painted so far (areas, bands, open ground); frees @self. */
SandMoveGround  *sand_move_builder_take_ground      (SandMoveBuilder *self);
/* Areas, bands and open ground are not painted from now on: the ground comes
 * from sand_move_builder_paste_ground(), which ends this. */
void             sand_move_builder_defer_ground     (SandMoveBuilder *self);
gboolean         sand_move_builder_paints_ground    (SandMoveBuilder *self);
/* Copies the builder's box of @ground (painted for the same table, cell size and
 * allowance) into its raster. */
void             sand_move_builder_paste_ground     (SandMoveBuilder *self,
                                                     SandMoveGround  *ground);

/* What makes two moves' ground the same, besides the scenario's terrain. */
typedef struct
{
  SandRuleset        *ruleset;
  const char         *class_id;
  const char         *mode_id;
  const char * const *specials;
  double              allowance;
  double              resolution;
  /* the unit's attributes as the ruleset reads them */
  SandAttrFunc        attrs;
  gpointer            attrs_data;
} SandMoveGroundKey;

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SandMoveGround, sand_move_ground_unref)

typedef struct _SandMoveGroundCache SandMoveGroundCache;

/* The cache kept with @scenario; emptied whenever its terrain changes. */
SandMoveGroundCache *sand_move_ground_cache_get     (SandScenario        *scenario);
/* The ground painted for @key, or NULL. A key asked for twice is worth painting:
 * *@paint is then TRUE, and the caller paints it with sand_move_ground_cache_attrs()
 * as the context's attribute lookup and hands it to sand_move_ground_cache_add(). */
SandMoveGround      *sand_move_ground_cache_lookup  (SandMoveGroundCache *self,
                                                     const SandMoveGroundKey *key,
                                                     gboolean            *paint);
/* An attribute lookup that notes what @key's lookup is asked, for the cache;
 * pass the returned data with it. Free with sand_move_ground_cache_add(). */
SandAttrFunc         sand_move_ground_cache_attrs   (SandMoveGroundCache *self,
                                                     const SandMoveGroundKey *key,
                                                     gpointer            *data);
/* Keeps @ground (stealing it) for the key the attribute lookup @data was made
 * for, under the attributes it was asked. */
void                 sand_move_ground_cache_add     (SandMoveGroundCache *self,
                                                     gpointer             data,
                                                     SandMoveGround      *ground);

/* How many kinds of move have their ground painted. */
guint                sand_move_ground_cache_get_n_painted (SandMoveGroundCache *self);

/* sand_move_snapshot_new() with the unit's box painted feature by feature, the
 * cache neither read nor filled: what the cached ground must agree with. */
SandMoveSnapshot    *sand_move_snapshot_new_uncached (SandScenario *scenario,
                                                      SandRuleset  *ruleset,
                                                      SandUnit     *unit,
                                                      const char   *mode_id,
                                                      double        resolution,
                                                      GError      **error);

G_END_DECLS
