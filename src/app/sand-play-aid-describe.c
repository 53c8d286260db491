/* sand-play-aid-describe.c: what the last answer says about one point of the
 * table, for the pointer's read-out: a line for every band (every mode, and
 * the compared ruleset's), how much of the move the way there takes or why
 * the point is out of reach.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "sand-group-way.h"
#include "sand-hex-grid.h"
#include "sand-hex-reach.h"
#include "sand-play-aid-private.h"
#include "sand-terrain-kind.h"

/* Band @i of the overlay, as its group answered it: the index of the
 * column's band it is paired with, -2 when it is such a column's, -1 when
 * neither. */
static gint
group_column_of (SandPlayAid *self,
                 guint        i)
{
  const GroupBands *g = self->bands_group;
  gint              k, column;

  if (g == NULL || i < g->first_band || i - g->first_band >= g->column_of->len)
    return -1;
  k = g_array_index (g->column_of, gint, i - g->first_band);
  if (k < 0)
    return k;
  column = k + (gint) g->first_band;
  return column < (gint) sand_reach_overlay_get_n_bands (self->overlay) ? column : -1;
}

/* A band's line for an unreachable point: its name and why. */
static char *
why_line (SandPlayAid      *self,
          const char       *label,
          const SandReason *reason)
{
  g_autofree char *why = sand_reason_format (reason, sand_play_aid_get_length_unit (self));

  /* Translators: a band's name ("At The Double, 12 in"), then why the point is
   * out of its reach ("Out of reach: 30.5in away, the move is 12in") */
  return g_strdup_printf (_ ("%s — %s"), label, why);
}

/* Hex bands: the hex under the point stands for it. */
static char *
describe_hex (SandPlayAid  *self,
              SandHexReach *hex,
              const char   *label,
              double        x,
              double        y,
              gboolean     *reachable)
{
  const SandHexGrid *grid = sand_hex_map_get_grid (sand_hex_reach_get_map (hex));
  SandHex            at = sand_hex_grid_hex_at (grid, x, y);
  double             cost = sand_hex_reach_cost (hex, at);
  g_autofree char   *used_text = NULL, *left_text = NULL;
  double             left;

  *reachable = cost >= 0;
  if (cost < 0)
    {
      g_autoptr (SandReason) why = sand_hex_reach_why (hex, at);
      return why_line (self, label, why);
    }
  left = MAX (0, sand_hex_reach_get_allowance (hex) + sand_hex_reach_get_road_bonus (hex) - cost);
  if (cost != floor (cost) || left != floor (left))
    /* Translators: a band's name, hexes used, hexes left */
    return g_strdup_printf (_ ("%s: %g hexes used, %g left"), label, cost, left);
  /* whole hexes, as the rules count them: "1 hex used, 2 hexes left" */
  used_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d hex", "%d hexes", (gulong) cost), (int) cost);
  left_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d hex", "%d hexes", (gulong) left), (int) left);
  /* Translators: a band's name, the length used, the length left */
  return g_strdup_printf (_ ("%s: %s used, %s left"), label, used_text, left_text);
}

/* Any-angle bands: the length used and left, or why not, asked with the table
 * the band was solved on, so the reason names what decides it. */
static char *
describe_field (SandPlayAid    *self,
                SandReachField *f,
                const char     *label,
                double          x,
                double          y,
                gboolean       *reachable)
{
  SandLengthUnit unit = sand_play_aid_get_length_unit (self);
  double         cost = sand_reach_field_cost (f, x, y);

  *reachable = cost >= 0;
  if (cost < 0)
    {
      SandMoveSnapshot *snap = sand_reach_field_get_snapshot (f);
      SandRuleset      *ruleset = _sand_play_aid_lookup_ruleset (self, sand_move_snapshot_get_ruleset_id (snap));
      /* without the scenario: what the straight way meets, nothing solved
       * again; a group's ground is no one figure's, so it is said so always,
       * as sandtable-cli reach --group says it */
      g_autoptr (SandReason) why = self->quick_reasons || self->overlay_grouped ? sand_reach_field_why (f, x, y, NULL, NULL, NULL)
                                                                                : sand_reach_field_why (f, x, y, self->scenario, ruleset, self->unit);

      return why_line (self, label, why);
    }

  g_autofree char *used = sand_length_format (cost, unit);
  g_autofree char *left = sand_length_format (MAX (0, sand_reach_field_get_allowance (f) - cost), unit);

  /* Translators: a band's name ("Advance, 6 in"), the length used and
   * the length left ("3.5 in", "8.9 cm") */
  return g_strdup_printf (_ ("%s: %s used, %s left"), label, used, left);
}

/* What the group's pair of bands @i (its formation) and @col (the column it
 * may reduce to) of @o answer, as sand_group_way_at() asks it; FALSE when
 * the ruleset no longer has the group's move. */
static gboolean
group_ways (SandPlayAid      *self,
            SandReachOverlay *o,
            guint             i,
            guint             col,
            SandGroupWays    *ways)
{
  SandReachField *field = sand_reach_overlay_get_field (o, i);
  SandRuleset    *ruleset = _sand_play_aid_lookup_ruleset (
         self, sand_move_snapshot_get_ruleset_id (sand_reach_field_get_snapshot (field)));
  const GroupBands *g = self->bands_group;

  *ways = (SandGroupWays) { self->scenario, ruleset, (SandUnit *const *) g->units->pdata, g->units->len,
                            ruleset ? sand_ruleset_find_group_move (ruleset, g->move_id) : NULL,
                            g->starts ? (const SandPoint *) (void *) g->starts->data : NULL, field,
                            sand_reach_overlay_get_field (o, col) };
  return ways->move != NULL;
}

void
_sand_play_aid_group_column_cells (SandPlayAid      *self,
                                   SandReachOverlay *overlay)
{
  const GroupBands *g = self->bands_group;
  guint             n = sand_reach_overlay_get_n_bands (overlay);

  if (g == NULL)
    return;
  for (guint k = 0; k < g->column_of->len; k++)
    {
      gint               col = g_array_index (g->column_of, gint, k);
      guint              i = g->first_band + k;
      SandGroupWays      ways;
      g_autofree guint8 *cells = NULL;

      if (col < 0 || i >= n || g->first_band + (guint) col >= n || !group_ways (self, overlay, i, g->first_band + (guint) col, &ways))
        continue;
      cells = sand_group_way_column_cells (&ways);
      if (cells != NULL)
        sand_reach_overlay_set_band_cells (overlay, g->first_band + (guint) col, cells);
    }
}

/* The pair of bands @i (a group's formation) and @col (the column it may
 * reduce to): one line, as the drop would go (sand-group-way.h) — in
 * formation, as a column and why, or why not; @way: the band's field whose
 * way is taken, NULL none. */
static char *
describe_group_way (SandPlayAid     *self,
                    guint            i,
                    guint            col,
                    double           x,
                    double           y,
                    SandReachField **way)
{
  SandReachOverlay     *o = self->overlay;
  SandReachField       *field = sand_reach_overlay_get_field (o, i);
  const char           *label = sand_reach_overlay_get_label (o, i);
  SandLengthUnit        unit = sand_play_aid_get_length_unit (self);
  SandGroupWays         ways;
  g_auto (SandGroupWay) answer = { 0 };
  g_autofree char      *used = NULL, *left = NULL;
  double                cost;

  *way = NULL;
  if (!group_ways (self, o, i, col, &ways))
    return describe_field (self, field, label, x, y, &(gboolean) { FALSE });
  sand_group_way_at (&ways, x, y, &answer);
  if (answer.way == NULL)
    return why_line (self, label, answer.why);
  *way = answer.way;
  if (answer.way == field)
    return describe_field (self, field, label, x, y, &(gboolean) { FALSE });
  cost = sand_reach_field_cost (answer.way, x, y);
  used = sand_length_format (cost, unit);
  left = sand_length_format (MAX (0, sand_reach_field_get_allowance (answer.way) - cost), unit);
  if (g_str_equal (answer.reduced, "column"))
    /* Translators: the formation's band ("In formation: Move, 4 in"), the
     * length used and left: where the rules ask a column of the group */
    return g_strdup_printf (_ ("%s — as a column, as the rules require there: %s used, %s left"), label, used, left);
  if (g_str_equal (answer.reduced, "gap"))
    /* Translators: the formation's band, the length used and left: a gap
     * narrower than the formation */
    return g_strdup_printf (_ ("%s — as a column, to pass a gap: %s used, %s left"), label, used, left);
  SandTerrainKind kind = sand_terrain_kind_from_string (answer.reduced);
  /* Translators: the formation's band, the kind of line the column's way
   * follows ("Road"), the length used and left */
  return g_strdup_printf (_ ("%s — as a column, following a line of %s: %s used, %s left"), label,
                          kind != SAND_TERRAIN_INVALID ? sand_terrain_kind_get_label (kind) : answer.reduced, used,
                          left);
}

void
sand_play_aid_set_quick_reasons (SandPlayAid *self,
                                 gboolean     quick)
{
  g_return_if_fail (SAND_IS_PLAY_AID (self));

  self->quick_reasons = quick;
}

char *
sand_play_aid_describe_point (SandPlayAid *self,
                              double       x,
                              double       y,
                              GArray     **path,
                              gboolean    *reachable,
                              guint       *reaching,
                              gboolean    *in_column)
{
  SandReachOverlay *o;
  guint             n, best = G_MAXUINT;
  gboolean          dummy;
  GString          *text;

  g_return_val_if_fail (SAND_IS_PLAY_AID (self), NULL);

  if (path != NULL)
    *path = NULL;
  if (reachable == NULL)
    reachable = &dummy;
  *reachable = FALSE;
  if (reaching != NULL)
    *reaching = 0;
  if (in_column != NULL)
    *in_column = FALSE;
  o = self->overlay;
  if (o == NULL || (n = sand_reach_overlay_get_n_bands (o)) == 0)
    return NULL;

  text = g_string_new (NULL);
  for (guint i = 0; i < n; i++)
    {
      SandReachField  *f = sand_reach_overlay_get_field (o, i);
      SandHexReach    *h = sand_reach_overlay_get_hex (o, i);
      const char      *label = sand_reach_overlay_get_label (o, i);
      g_autofree char *line = NULL;
      gboolean         here;

      gint column_of = group_column_of (self, i);

      /* a column's band is said with its formation's */
      if (column_of == -2)
        continue;
      if (h != NULL)
        line = describe_hex (self, h, label, x, y, &here);
      else if (column_of >= 0)
        {
          SandReachField *way;

          line = describe_group_way (self, i, (guint) column_of, x, y, &way);
          here = way != NULL;
          if (here && reaching != NULL && (guint) column_of < 32 && way != f)
            *reaching |= 1u << column_of;
          if (here && (best == G_MAXUINT || sand_reach_field_get_allowance (way) < sand_reach_field_get_allowance (sand_reach_overlay_get_field (o, best))))
            best = way == f ? i : (guint) column_of;
          here = here && way == f;
          *reachable = *reachable || way != NULL;
        }
      else
        {
          line = describe_field (self, f, label, x, y, &here);
          /* The band with the least allowance that gets there: the mode to use,
           * whose way is drawn. */
          if (here && (best == G_MAXUINT || sand_reach_field_get_allowance (f) < sand_reach_field_get_allowance (sand_reach_overlay_get_field (o, best))))
            best = i;
        }
      *reachable = *reachable || here;
      if (reaching != NULL && here && i < 32)
        *reaching |= 1u << i;
      if (text->len > 0)
        g_string_append_c (text, '\n');
      g_string_append (text, line);
    }
  if (best != G_MAXUINT && path != NULL)
    *path = sand_reach_field_path (sand_reach_overlay_get_field (o, best), x, y);
  if (best != G_MAXUINT && in_column != NULL)
    *in_column = group_column_of (self, best) == -2;
  return g_string_free (text, FALSE);
}
