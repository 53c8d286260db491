/* sand-move-compile-units.c: the other units on the table, as the moving unit
 * meets them: enemies (contact, flanks, zones of control), friends, vehicles.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "sand-geometry.h"
#include "sand-move-compile-private.h"

/* How close, base edge to base edge, counts as contact with an enemy. */
#define CONTACT_DISTANCE 0.25

/* The reason @rule about unit @u, as a @who; its index. */
static int
unit_reason (Compile       *c,
             SandReasonRule rule,
             SandReasonWho  who,
             SandUnit      *u)
{
  g_autoptr (SandReason) r = sand_move_compile_who (who, NULL, sand_unit_get_id (u), sand_unit_get_name (u));

  r->rule = rule;
  return sand_move_builder_add_reason (c->b, r);
}

/* An area of the table marked with only @flags (blocked, or no end there) for
 * @reason: the polygon in @ring. */
static void
add_marked_area (Compile      *c,
                 const GArray *ring,
                 guint         flags,
                 int           reason)
{
  SandMoveEffect e;

  sand_move_effect_init (&e);
  e.flags = flags;
  e.reason = reason;
  sand_move_builder_add_area (c->b, (const SandPoint *) (void *) ring->data, ring->len, &e);
}

static gboolean
has_rect_base (SandUnit *u)
{
  return sand_unit_get_base_width (u) > 0 && sand_unit_get_base_depth (u) > 0;
}

/* How far (@x, @y) is from the edge of @u's base standing at (@ux, @uy), 0
 * inside it. */
static double
base_gap_at (SandUnit *u,
             double    ux,
             double    uy,
             double    x,
             double    y)
{
  double dx = x - ux, dy = y - uy;

  if (!has_rect_base (u))
    return MAX (hypot (dx, dy) - sand_unit_get_radius (u), 0);

  double a = sand_unit_get_facing (u) * G_PI / 180;
  double across = fabs (dx * cos (a) + dy * sin (a)) - sand_unit_get_base_width (u) / 2;
  double along = fabs (dx * sin (a) - dy * cos (a)) - sand_unit_get_base_depth (u) / 2;

  return hypot (MAX (across, 0), MAX (along, 0));
}

static double
base_gap (SandUnit *u,
          double    x,
          double    y)
{
  return base_gap_at (u, sand_unit_get_x (u), sand_unit_get_y (u), x, y);
}

/* How far out from @u's centre, along the bearing @b (radians clockwise from
 * up), a centre is @grow off the edge of its base. */
static double
ray_to_grown (SandUnit *u,
              double    b,
              double    grow)
{
  double x = sand_unit_get_x (u), y = sand_unit_get_y (u);
  double lo = 0, hi = sand_unit_get_radius (u) + grow;

  /* the gap grows along the ray: halve to a ten-thousandth of an inch */
  for (int i = 0; i < 40 && hi - lo > 1e-4; i++)
    {
      double mid = (lo + hi) / 2;
      if (base_gap (u, x + mid * sin (b), y - mid * cos (b)) < grow)
        lo = mid;
      else
        hi = mid;
    }
  return hi;
}

/* Seed 002: "A figure cannot move into contact with enemy flank or rear unless it
 * starts entirely on that side of an imaginary line prolonging that base edge".
 * The ring where @self would touch @enemy is cut into front, flanks and rear by
 * the corners of its base (a round base read as the square around it); the
 * flanks and rear the unit did not start beyond are no place to end. */
static void
compile_flank_contact (Compile  *c,
                       SandUnit *self,
                       SandUnit *enemy)
{
  double r = sand_unit_get_radius (self), ro = sand_unit_get_radius (enemy);
  double ex = sand_unit_get_x (enemy), ey = sand_unit_get_y (enemy);
  double phi = sand_unit_get_facing (enemy) * G_PI / 180;
  double fx = sin (phi), fy = -cos (phi), rx = cos (phi), ry = sin (phi);
  double hw = ro, hd = ro;
  double dx = c->start_x - ex, dy = c->start_y - ey;
  double u = dx * fx + dy * fy, v = dx * rx + dy * ry;

  if (has_rect_base (enemy))
    {
      hw = sand_unit_get_base_width (enemy) / 2;
      hd = sand_unit_get_base_depth (enemy) / 2;
    }
  /* the corners' bearings from the centre, relative to the facing */
  double corner = atan2 (hw, hd);
  struct
  {
    double         from, to;
    gboolean       beyond;
    SandReasonRule rule;
  } edges[] = {
    { corner, G_PI - corner, v >= hw + r, SAND_REASON_FLANK_CONTACT },
    { G_PI - corner, G_PI + corner, u <= -(hd + r), SAND_REASON_REAR_CONTACT },
    { G_PI + corner, 2 * G_PI - corner, v <= -(hw + r), SAND_REASON_FLANK_CONTACT },
  };
  /* between touching and contact's 0.25", off the base's own edges (a
   * rectangle's, not the circle round its corners) */
  double inner = MAX (r - c->tolerance * 4, 0), outer = r + CONTACT_DISTANCE;

  for (guint k = 0; k < G_N_ELEMENTS (edges); k++)
    {
      if (!edges[k].beyond)
        {
          g_autoptr (GArray) ring = g_array_new (FALSE, FALSE, sizeof (SandPoint));
          int steps = 32;

          for (int pass = 0; pass < 2; pass++)
            for (int i = 0; i <= steps; i++)
              {
                double t = pass == 0 ? (double) i / steps : 1.0 - (double) i / steps;
                double b = phi + edges[k].from + t * (edges[k].to - edges[k].from);
                double rad = ray_to_grown (enemy, b, pass == 0 ? outer : inner);
                SandPoint p = { ex + rad * sin (b), ey - rad * cos (b) };
                g_array_append_val (ring, p);
              }
          add_marked_area (c, ring, SAND_MOVE_NO_END, unit_reason (c, edges[k].rule, SAND_REASON_WHO_ENEMY, enemy));
        }
    }
}

/* Seed 002: "A figure cannot break off from enemy in contact with its flank or
 * rear, but turns to face." When @enemy touches @self's flank or rear (its
 * centre outside the front sector between the corners of @self's base, a round
 * base read as the square around it), nowhere is open to the move. */
static void
compile_held (Compile  *c,
              SandUnit *self,
              SandUnit *enemy)
{
  double dx = sand_unit_get_x (enemy) - c->start_x, dy = sand_unit_get_y (enemy) - c->start_y;
  double phi = sand_unit_get_facing (self) * G_PI / 180;
  double hw = sand_unit_get_radius (self), hd = hw;
  double ahead = dx * sin (phi) - dy * cos (phi), aside = dx * cos (phi) + dy * sin (phi);

  /* the gap between the bases, a rectangle's by its own edges where the other
   * is round (both rectangles: the larger of the two bounds from below) */
  double gap = MAX (base_gap (enemy, c->start_x, c->start_y) - sand_unit_get_radius (self),
                    base_gap_at (self, c->start_x, c->start_y, sand_unit_get_x (enemy), sand_unit_get_y (enemy))
                      - sand_unit_get_radius (enemy));

  if (gap > CONTACT_DISTANCE)
    return;
  if (has_rect_base (self))
    {
      hw = sand_unit_get_base_width (self) / 2;
      hd = sand_unit_get_base_depth (self) / 2;
    }
  /* in front: ahead of the line through the front corners, within their bearing */
  if (ahead > 0 && fabs (atan2 (aside, ahead)) <= atan2 (hw, hd) + 1e-9)
    return;

  SandBounds x = sand_move_builder_get_extent (c->b);
  SandPoint all[4] = { { x.x0, x.y0 }, { x.x1, x.y0 }, { x.x1, x.y1 }, { x.x0, x.y1 } };
  SandMoveEffect e;

  sand_move_effect_init (&e);
  e.flags = SAND_MOVE_BLOCKED;
  e.reason = unit_reason (c, SAND_REASON_HELD, SAND_REASON_WHO_ENEMY, enemy);
  sand_move_builder_add_area (c->b, all, 4, &e);
}

/* @u's rectangular base grown by @r, its corners rounded (not the circle round
 * its corners, which would keep a man off the side of a wagon he stands
 * against): with @r the moving unit's radius, where the two bases overlap. */
static GArray *
overlap_outline (Compile  *c,
                 double    r,
                 SandUnit *u)
{
  double a = sand_unit_get_facing (u) * G_PI / 180;
  double fx = sin (a), fy = -cos (a), rx = cos (a), ry = sin (a);
  double hw = sand_unit_get_base_width (u) / 2, hd = sand_unit_get_base_depth (u) / 2;
  /* steps of a quarter turn that stray from the arc by at most the tolerance */
  int steps = MAX (2, (int) ceil (G_PI / 2 / acos (MAX (-1.0, 1 - c->tolerance / r))));
  GArray *out = g_array_sized_new (FALSE, FALSE, sizeof (SandPoint), 4 * (steps + 1));

  for (int k = 0; k < 4; k++)
    {
      /* the corners in turn, across (lx) and along (ly) the base */
      double cx = (k == 0 || k == 3) ? hw : -hw, cy = k < 2 ? hd : -hd;
      for (int i = 0; i <= steps; i++)
        {
          double t = (k + (double) i / steps) * G_PI / 2;
          double lx = cx + r * cos (t), ly = cy + r * sin (t);
          SandPoint p = { sand_unit_get_x (u) + rx * lx + fx * ly, sand_unit_get_y (u) + ry * lx + fy * ly };
          g_array_append_val (out, p);
        }
    }
  return out;
}

/* @u's base grown by @grow as an exact zone (sand_move_disc_hit()): no move
 * comes closer than @grow to the edge of its base (a rectangle's own edges, its
 * corners rounded, not the circle round its corners), or with @no_end only
 * ends no closer. */
static void
add_base_zone (Compile  *c,
               SandUnit *u,
               double    grow,
               gboolean  no_end,
               int       reason)
{
  double x = sand_unit_get_x (u), y = sand_unit_get_y (u), f = sand_unit_get_facing (u);
  double w = 0, d = 0;

  /* a round base is the rectangle of no size grown by its radius too */
  if (has_rect_base (u))
    w = sand_unit_get_base_width (u), d = sand_unit_get_base_depth (u);
  else
    grow += sand_unit_get_radius (u);
  sand_move_builder_add_base_zone (c->b, no_end, x, y, f, w, d, grow, reason);
}

/* Seed 004: "no model may end it's movement closer than 2" to any enemy model.
 * Nor may it pass closer": the centre stays @grow off the edge of @u's base. A
 * unit that starts closer (after a close combat) may move off but come no
 * nearer, and may still not end inside. */
static void
compile_no_go (Compile  *c,
               SandUnit *u,
               double    grow,
               int       reason)
{
  double d = base_gap (u, c->start_x, c->start_y);

  add_base_zone (c, u, MIN (d, grow), FALSE, reason);
  if (d >= grow)
    return;
  if (has_rect_base (u))
    {
      add_base_zone (c, u, grow, TRUE, reason);
      return;
    }

  double ro = sand_unit_get_radius (u);
  g_autoptr (GArray) ring = sand_ellipse_to_polygon (sand_unit_get_x (u), sand_unit_get_y (u), grow + ro, grow + ro,
                                                     c->tolerance);
  add_marked_area (c, ring, SAND_MOVE_NO_END, reason);
}

/* @vehicle: @u is a vehicle whose base compile_vehicle() made solid already. */
static void
compile_enemy (Compile             *c,
               const SandUnitRules *rules,
               SandUnit            *self,
               SandUnit            *u,
               gboolean             vehicle)
{
  double r = sand_unit_get_radius (self), ro = sand_unit_get_radius (u);

  if (rules->no_go > 0)
    {
      g_autoptr (SandReason) near = sand_move_compile_who (SAND_REASON_WHO_ENEMY, NULL, sand_unit_get_id (u),
                                                           sand_unit_get_name (u));
      near->rule = SAND_REASON_ENEMY_NEAR;
      near->length = rules->no_go;
      compile_no_go (c, u, rules->no_go + r, sand_move_builder_add_reason (c->b, near));
    }
  else if (rules->enemies_block && !vehicle)
    /* bases may touch, not overlap */
    add_base_zone (c, u, r, FALSE, unit_reason (c, SAND_REASON_ENEMY_IN_THE_WAY, SAND_REASON_WHO_ENEMY, u));
  if (rules->zoc_radius > 0)
    {
      /* "within 6" of its front: a rectangle's front edge is half its depth out */
      double front = has_rect_base (u) ? sand_unit_get_base_depth (u) / 2 : ro;

      sand_move_builder_add_zoc (c->b, sand_unit_get_x (u), sand_unit_get_y (u), sand_unit_get_facing (u),
                                 rules->zoc_radius + r + front, rules->zoc_angle, r + front,
                                 unit_reason (c, SAND_REASON_ZONE_OF_CONTROL, SAND_REASON_WHO_ENEMY, u));
    }
  if (rules->flank_beyond_edge)
    compile_flank_contact (c, self, u);
  if (rules->break_off_front)
    compile_held (c, self, u);
}

/* The base of @u as a polygon grown by @grow: its circle, or its rectangle
 * turned to its facing. */
static GArray *
unit_outline (Compile  *c,
              SandUnit *u,
              double    grow)
{
  double x = sand_unit_get_x (u), y = sand_unit_get_y (u);
  double w = sand_unit_get_base_width (u), d = sand_unit_get_base_depth (u);

  if (w > 0 && d > 0)
    {
      double a = sand_unit_get_facing (u) * G_PI / 180;
      double fx = sin (a), fy = -cos (a), rx = cos (a), ry = sin (a);
      double hw = w / 2 + grow, hd = d / 2 + grow;
      SandPoint corners[4] = {
        { x + fx * hd + rx * hw, y + fy * hd + ry * hw },
        { x - fx * hd + rx * hw, y - fy * hd + ry * hw },
        { x - fx * hd - rx * hw, y - fy * hd - ry * hw },
        { x + fx * hd - rx * hw, y + fy * hd - ry * hw },
      };
      GArray *out = g_array_sized_new (FALSE, FALSE, sizeof (SandPoint), 4);
      g_array_append_vals (out, corners, 4);
      return out;
    }
  return sand_ellipse_to_polygon (x, y, sand_unit_get_radius (u) + grow, sand_unit_get_radius (u) + grow,
                                  c->tolerance);
}

/* Seed 001: a vehicle (a class a <board> rule names) is no figure to walk
 * through: its base is solid, and no one ends with his base overlapping it. A
 * friend's may be boarded: getting onto its base from outside is the rule's
 * going (the whole turn, from a start in contact), and the unit ends just inside
 * its edge, aboard. FALSE when @u is no such vehicle. */
static gboolean
compile_vehicle (Compile  *c,
                 SandUnit *self,
                 SandUnit *u,
                 gboolean  friendly)
{
  SandGoingEffect g = { 0 };
  SandMoveEffect e;

  if (!sand_ruleset_lookup_board (c->rs, &c->ctx, sand_unit_get_class (u), &g))
    {
      sand_going_effect_clear (&g);
      return FALSE;
    }

  g_autoptr (GArray) base = unit_outline (c, u, 0);
  g_autoptr (SandReason) who = sand_move_compile_who (SAND_REASON_WHO_VEHICLE, NULL, sand_unit_get_id (u),
                                                      sand_unit_get_name (u));
  int overlap_reason = unit_reason (c, SAND_REASON_VEHICLE_OVERLAP, SAND_REASON_WHO_VEHICLE, u);

  if (has_rect_base (u))
    /* closer than the unit's radius to the edge, exactly (the corners
     * rounded), and not on the base, which is boarded or solid */
    sand_move_builder_add_base_ring (c->b, sand_unit_get_x (u), sand_unit_get_y (u), sand_unit_get_facing (u),
                                     sand_unit_get_base_width (u), sand_unit_get_base_depth (u),
                                     sand_unit_get_radius (self), overlap_reason);
  else
    {
      /* the ring round the base, even-odd: round the outside, then back
       * round the inside */
      g_autoptr (GArray) ring = unit_outline (c, u, sand_unit_get_radius (self));
      SandPoint first = g_array_index (ring, SandPoint, 0);
      g_array_append_val (ring, first);
      for (guint i = 0; i <= base->len; i++)
        g_array_append_val (ring, g_array_index (base, SandPoint, (base->len - i) % base->len));
      add_marked_area (c, ring, SAND_MOVE_NO_END, overlap_reason);
    }

  sand_move_compile_to_effect (c, &g, who, &e);
  if (friendly && !g.impassable && !g.forbidden)
    {
      if (!sand_going_effect_is_clear (&g))
        sand_move_compile_edge_line (c, base, TRUE, &e);
    }
  else
    {
      if (!friendly)
        e.reason = unit_reason (c, SAND_REASON_ENEMY_VEHICLE, SAND_REASON_WHO_VEHICLE, u);
      else if (g.impassable)
        {
          g_autoptr (SandReason) refused = sand_reason_copy (who);
          refused->rule = SAND_REASON_NO_BOARDING;
          refused->going = g_strdup (g.ids);
          refused->going_name = g_strdup (g.label);
          e.reason = sand_move_builder_add_reason (c->b, refused);
        }
      e.flags |= SAND_MOVE_BLOCKED;
      sand_move_builder_add_area (c->b, (const SandPoint *) (void *) base->data, base->len, &e);
    }
  sand_going_effect_clear (&g);
  return TRUE;
}

void
sand_move_compile_units (Compile      *c,
                         SandScenario *scenario,
                         SandUnit     *self)
{
  GListModel *units = sand_scenario_get_units (scenario);
  SandUnitRules rules;
  double r = sand_unit_get_radius (self);
  SandSide *side = sand_unit_get_side (self);
  const char *team = sand_unit_get_team (self);

  SandBounds extent = sand_move_builder_get_extent (c->b);
  /* how far from another unit's centre it changes anything, besides the bases */
  double reach;

  sand_ruleset_lookup_units (c->rs, &c->ctx, &rules);
  /* this unit's base around a square corner reaches r√2 out; two cells more,
   * as discs are listed in the cells around them too */
  reach = MAX (MAX (rules.no_go, rules.zoc_radius), CONTACT_DISTANCE) + r * G_SQRT2 + 2 * c->cell;
  for (guint i = 0; i < g_list_model_get_n_items (units); i++)
    {
      g_autoptr (SandUnit) u = g_list_model_get_item (units, i);
      double ro = sand_unit_get_radius (u);
      double ux = sand_unit_get_x (u), uy = sand_unit_get_y (u);
      double dx = MAX (MAX (extent.x0 - ux, ux - extent.x1), 0), dy = MAX (MAX (extent.y0 - uy, uy - extent.y1), 0);
      SandMoveEffect e;

      /* units too far from the raster to touch any of its cells add nothing */
      if (u == self || hypot (dx, dy) > reach + ro
          || (c->skip_unit != NULL && g_strcmp0 (sand_unit_get_id (u), c->skip_unit) == 0)
          || (c->group != NULL && g_strv_contains (c->group, sand_unit_get_id (u))))
        continue;
      /* "not separated from it by an intervening element": any figure on the
       * ground, friend or foe, hides the zones of control behind it */
      if (rules.zoc_radius > 0 && sand_unit_get_attr_double (u, "floor", 0) <= 0)
        sand_move_builder_add_zoc_screen (c->b, ux, uy, ro);
      if (side != NULL && sand_unit_get_side (u) != NULL && sand_unit_get_side (u) != side)
        {
          gboolean vehicle = compile_vehicle (c, self, u, FALSE);
          compile_enemy (c, &rules, self, u, vehicle);
          continue;
        }
      /* a friend upstairs is not on the ground the move crosses */
      if (sand_unit_get_attr_double (u, "floor", 0) > 0)
        continue;
      if (compile_vehicle (c, self, u, TRUE))
        continue;
      gboolean same = team != NULL && g_strcmp0 (team, sand_unit_get_team (u)) == 0;
      g_autoptr (SandReason) who = sand_move_compile_who (SAND_REASON_WHO_FRIEND, NULL, sand_unit_get_id (u),
                                                          sand_unit_get_name (u));
      sand_move_compile_to_effect (c, same ? &rules.same_team : &rules.other, who, &e);
      gboolean round = !has_rect_base (u);
      if (!rules.may_end_on)
        {
          int reason = unit_reason (c, SAND_REASON_FRIEND_BENEATH, SAND_REASON_WHO_FRIEND, u);
          /* "on top of": bases overlapping, so touching is not on top; a
           * rectangle's own edges, its corners rounded, tested exactly */
          if (!(e.flags & SAND_MOVE_BLOCKED))
            add_base_zone (c, u, r, TRUE, reason);
          else
            {
              e.flags |= SAND_MOVE_NO_END;
              if (!(e.flags & SAND_MOVE_BLOCKED))
                e.reason = reason;
            }
        }
      /* bases overlap: passing through, or ending on top of; where that is
       * not allowed at all (M42: another unit's model, At The Double),
       * touching is not passing through, so the bases are tested exactly */
      if (e.flags & SAND_MOVE_BLOCKED)
        add_base_zone (c, u, r, FALSE, e.reason);
      else if (!round)
        {
          g_autoptr (GArray) ring = overlap_outline (c, r, u);
          sand_move_builder_add_area (c->b, (const SandPoint *) (void *) ring->data, ring->len, &e);
        }
      else
        sand_move_builder_add_circle (c->b, ux, uy, r + ro, &e);
    }
  sand_unit_rules_clear (&rules);
}
