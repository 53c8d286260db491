/* sand-reason.c: the reason as data, and the one place it becomes words.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "sand-reason.h"

G_DEFINE_BOXED_TYPE (SandReason, sand_reason, sand_reason_copy, sand_reason_free)

SandReason *
sand_reason_new (SandReasonRule rule)
{
  SandReason *self = g_new0 (SandReason, 1);

  self->rule = rule;
  return self;
}

SandReason *
sand_reason_copy (const SandReason *reason)
{
  SandReason *self;

  g_return_val_if_fail (reason != NULL, NULL);

  self = g_memdup2 (reason, sizeof *reason);
  self->kind = g_strdup (reason->kind);
  self->id = g_strdup (reason->id);
  self->name = g_strdup (reason->name);
  self->going = g_strdup (reason->going);
  self->going_name = g_strdup (reason->going_name);
  self->mode = g_strdup (reason->mode);
  self->cause = reason->cause ? sand_reason_copy (reason->cause) : NULL;
  return self;
}

void
sand_reason_free (SandReason *reason)
{
  if (reason == NULL)
    return;
  g_free (reason->kind);
  g_free (reason->id);
  g_free (reason->name);
  g_free (reason->going);
  g_free (reason->going_name);
  g_free (reason->mode);
  sand_reason_free (reason->cause);
  g_free (reason);
}

static gboolean
range_equal (const SandHeightRange *a,
             const SandHeightRange *b)
{
  return a->has_lo == b->has_lo && a->has_hi == b->has_hi && (!a->has_lo || (a->lo == b->lo && a->lo_open == b->lo_open))
         && (!a->has_hi || (a->hi == b->hi && a->hi_open == b->hi_open));
}

gboolean
sand_reason_equal (const SandReason *a,
                   const SandReason *b)
{
  if (a == NULL || b == NULL)
    return a == b;
  return a->rule == b->rule && a->who == b->who && g_strcmp0 (a->kind, b->kind) == 0 && g_strcmp0 (a->id, b->id) == 0
         && g_strcmp0 (a->name, b->name) == 0 && a->part == b->part && range_equal (&a->range, &b->range)
         && g_strcmp0 (a->going, b->going) == 0 && g_strcmp0 (a->going_name, b->going_name) == 0
         && a->says == b->says && g_strcmp0 (a->mode, b->mode) == 0 && a->length == b->length
         && a->allowance == b->allowance && a->bonus == b->bonus && a->floor == b->floor
         && a->has_hex == b->has_hex && a->has_side == b->has_side && sand_hex_equal (a->hex, b->hex)
         && sand_hex_equal (a->to, b->to) && sand_reason_equal (a->cause, b->cause);
}

void
sand_reason_set_who (SandReason   *reason,
                     SandReasonWho who,
                     const char   *kind,
                     const char   *id,
                     const char   *name)
{
  g_return_if_fail (reason != NULL);

  reason->who = who;
  g_free (reason->kind);
  g_free (reason->id);
  g_free (reason->name);
  reason->kind = g_strdup (kind);
  reason->id = g_strdup (id);
  reason->name = name != NULL && *name != '\0' ? g_strdup (name) : NULL;
}

void
sand_reason_set_cause (SandReason *reason,
                       SandReason *cause)
{
  g_return_if_fail (reason != NULL);

  sand_reason_free (reason->cause);
  reason->cause = cause;
}

const SandReason *
sand_reason_deciding (const SandReason *reason)
{
  g_return_val_if_fail (reason != NULL, NULL);

  while (reason->cause != NULL
         && (reason->rule == SAND_REASON_LIMIT || reason->rule == SAND_REASON_COSTS_MORE
             || reason->rule == SAND_REASON_FLOOR_BLOCKED || reason->rule == SAND_REASON_FLOOR_LIMIT
             || reason->rule == SAND_REASON_FLOOR_START))
    reason = reason->cause;
  return reason;
}

const char *
sand_reason_rule_id (const SandReason *reason)
{
  static const char * const ids[] = {
    [SAND_REASON_NONE] = "none",
    [SAND_REASON_OFF_TABLE] = "off-table",
    [SAND_REASON_OUT_OF_REACH] = "out-of-reach",
    [SAND_REASON_LONGER_WAY] = "longer-way",
    [SAND_REASON_COSTS_MORE] = "longer-way",
    [SAND_REASON_NO_MOVE] = "no-move",
    [SAND_REASON_GOING] = "impassable",
    [SAND_REASON_LIMIT] = "impassable",
    [SAND_REASON_IMPASSABLE] = "impassable",
    [SAND_REASON_ENEMY_NEAR] = "enemy-near",
    [SAND_REASON_ENEMY_IN_THE_WAY] = "enemy-in-the-way",
    [SAND_REASON_ZONE_OF_CONTROL] = "zone-of-control",
    [SAND_REASON_FLANK_CONTACT] = "flank-contact",
    [SAND_REASON_REAR_CONTACT] = "rear-contact",
    [SAND_REASON_HELD] = "held",
    [SAND_REASON_VEHICLE_OVERLAP] = "vehicle-overlap",
    [SAND_REASON_ENEMY_VEHICLE] = "enemy-vehicle",
    [SAND_REASON_NO_BOARDING] = "impassable",
    [SAND_REASON_FRIEND_BENEATH] = "friend-beneath",
    [SAND_REASON_FLOOR_BLOCKED] = "impassable",
    [SAND_REASON_FLOOR_LIMIT] = "floor-too-far",
    [SAND_REASON_FLOOR_UNREACHED] = "floor-unreached",
    [SAND_REASON_FLOOR_TOO_FAR] = "floor-too-far",
    [SAND_REASON_FLOOR_START] = "impassable",
    [SAND_REASON_HEX_OFF_TABLE] = "hex-off-table",
    [SAND_REASON_HEX_BEYOND] = "hex-beyond",
    [SAND_REASON_HEX_ENEMY] = "hex-enemy",
    [SAND_REASON_HEX_FRIEND] = "hex-friend",
    [SAND_REASON_TURN_ABOUT] = "turn-about",
    [SAND_REASON_COLUMN_REQUIRED] = "column-required",
  };
  const SandReason *d;

  g_return_val_if_fail (reason != NULL, NULL);

  d = sand_reason_deciding (reason);
  /* where a going of the ruleset decides, its ids */
  if (d->going != NULL
      && (d->rule == SAND_REASON_GOING || d->rule == SAND_REASON_NO_BOARDING))
    return d->going;
  return (guint) d->rule < G_N_ELEMENTS (ids) && ids[d->rule] != NULL ? ids[d->rule] : "none";
}

const char *
sand_reason_feature_id (const SandReason *reason)
{
  const SandReason *d;

  g_return_val_if_fail (reason != NULL, NULL);

  d = sand_reason_deciding (reason);
  switch (d->who)
    {
    case SAND_REASON_WHO_FEATURE:
    case SAND_REASON_WHO_ENEMY:
    case SAND_REASON_WHO_FRIEND:
    case SAND_REASON_WHO_VEHICLE:
      return d->id;
    case SAND_REASON_WHO_NONE:
    case SAND_REASON_WHO_OPEN_GROUND:
    case SAND_REASON_WHO_HILL:
    case SAND_REASON_WHO_CLIMBING:
    case SAND_REASON_WHO_COMING_DOWN:
    default:
      /* a climb names no feature; the building it is in does */
      return d != reason && reason->who == SAND_REASON_WHO_FEATURE ? reason->id : NULL;
    }
}

/* Words ----------------------------------------------------------------- */

/* A length as the rules print it, "4in", "10.2 cm"; @tenths: "4.5in". */
static char *
length (double         inches,
        SandLengthUnit unit,
        gboolean       tenths)
{
  return sand_length_format_rule (inches, unit, tenths);
}

/* What it is about, as the map shows it: "Lebrun's wheat", "wall x1",
 * "enemy Uffz. Brandt". */
static char *
who_text (const SandReason *r)
{
  const char *shown = r->name ? r->name : r->id ? r->id : "";
  g_autofree char *who = NULL;

  switch (r->who)
    {
    case SAND_REASON_WHO_FEATURE:
      /* Translators: a terrain kind as files spell it and a feature's id, "wall x1" */
      who = r->name ? g_strdup (r->name) : g_strdup_printf (_("%s %s"), r->kind ? r->kind : "", shown);
      break;
    case SAND_REASON_WHO_ENEMY:
      /* Translators: a unit's name, or its id */
      who = g_strdup_printf (_("enemy %s"), shown);
      break;
    case SAND_REASON_WHO_FRIEND:
      who = g_strdup_printf (_("friend %s"), shown);
      break;
    case SAND_REASON_WHO_VEHICLE:
      who = g_strdup_printf (_("vehicle %s"), shown);
      break;
    case SAND_REASON_WHO_OPEN_GROUND:
      who = g_strdup (_("open ground"));
      break;
    case SAND_REASON_WHO_HILL:
      who = g_strdup (_("hill"));
      break;
    case SAND_REASON_WHO_CLIMBING:
      who = g_strdup (_("climbing"));
      break;
    case SAND_REASON_WHO_COMING_DOWN:
      who = g_strdup (_("coming down"));
      break;
    case SAND_REASON_WHO_NONE:
    default:
      who = g_strdup ("");
      break;
    }
  if (r->has_side)
    {
      g_autofree char *a = sand_hex_to_label (r->hex), *b = sand_hex_to_label (r->to);
      /* Translators: what is there, then two hexes, "river r1 between (0, 0) and (0, 1)" */
      return g_strdup_printf (_("%s between %s and %s"), who, a, b);
    }
  if (r->has_hex)
    {
      g_autofree char *a = sand_hex_to_label (r->hex);
      /* Translators: what is there, then a hex, "woods w1 in (2, -1)" */
      return g_strdup_printf (_("%s in %s"), who, a);
    }
  if (r->part == SAND_REASON_PART_LEAVING)
    /* Translators: a feature, "shell-hole crater, leaving it" */
    return g_strdup_printf (_("%s, leaving it"), who);
  return g_steal_pointer (&who);
}

static char *
range_text (const SandHeightRange *h,
            SandLengthUnit         unit)
{
  g_autofree char *lo = h->has_lo ? length (h->lo, unit, FALSE) : NULL;
  g_autofree char *hi = h->has_hi ? length (h->hi, unit, FALSE) : NULL;

  /* Translators: the heights are lengths, "2in" */
  if (lo && hi)
    return h->lo_open ? (h->hi_open ? g_strdup_printf (_("over %s and under %s high"), lo, hi)
                                    : g_strdup_printf (_("over %s and up to %s high"), lo, hi))
                      : (h->hi_open ? g_strdup_printf (_("%s to under %s high"), lo, hi)
                                    : g_strdup_printf (_("%s to %s high"), lo, hi));
  if (lo)
    return h->lo_open ? g_strdup_printf (_("over %s high"), lo) : g_strdup_printf (_("%s high or more"), lo);
  if (hi)
    return h->hi_open ? g_strdup_printf (_("under %s high"), hi) : g_strdup_printf (_("%s high or less"), hi);
  return NULL;
}

/* What the going does, said briefly: "impassable", "Slow going, not allowed
 * when moving At The Double", "Difficult going, the move is at most 3in". */
static char *
going_text (const SandReason *r,
            SandLengthUnit    unit)
{
  const char *label = r->going_name ? r->going_name : _("Impassable");
  g_autofree char *inches = NULL;

  /* on hexes the going's name says it */
  if (r->has_hex)
    return g_strdup (label);
  switch (r->says)
    {
    case SAND_GOING_SAYS_IMPASSABLE:
      /* the going that makes it so, unless it is only "impassable": "road r1:
       * impassable (Mud or snow)" after the snow, where the road alone would not be */
      if (r->going_name != NULL)
        /* Translators: the goings' names, "Mud or snow" */
        return g_strdup_printf (_("impassable (%s)"), r->going_name);
      return g_strdup (_("impassable"));
    case SAND_GOING_SAYS_FORBIDDEN:
      /* Translators: a going's name, then a mode's name */
      return g_strdup_printf (_("%s, not allowed when moving %s"), label, r->mode ? r->mode : "");
    case SAND_GOING_SAYS_AT_MOST:
      inches = length (r->length, unit, FALSE);
      /* Translators: a going's name, then a length ("3in") */
      return g_strdup_printf (_("%s, the move is at most %s"), label, inches);
    case SAND_GOING_SAYS_WHOLE_TURN:
      return g_strdup_printf (_("%s, takes the whole move"), label);
    case SAND_GOING_SAYS_STOP:
      return g_strdup_printf (_("%s, the move stops at it and crosses it next turn"), label);
    case SAND_GOING_SAYS_CAP:
      inches = length (r->length, unit, FALSE);
      /* Translators: a going's name, then a length ("5in") */
      return g_strdup_printf (_("%s, at most %s a move"), label, inches);
    case SAND_GOING_SAYS_NAME:
    default:
      return g_strdup (label);
    }
}

/* The rule part of a going's reason: "going up, Slow going", "over 4in high,
 * impassable". */
static char *
rule_text (const SandReason *r,
           SandLengthUnit    unit)
{
  g_autofree char *what = going_text (r, unit);
  g_autofree char *range = range_text (&r->range, unit);

  if (r->part == SAND_REASON_PART_GOING_UP)
    return g_strdup_printf (_("going up, %s"), what);
  if (r->part == SAND_REASON_PART_GOING_DOWN)
    return g_strdup_printf (_("going down, %s"), what);
  /* Translators: an obstacle's heights, then what crossing it does */
  return range ? g_strdup_printf (_("%s, %s"), range, what) : g_steal_pointer (&what);
}

/* "who: what", or what alone when about nothing */
static char *
said_of (const SandReason *r,
         const char       *what)
{
  g_autofree char *who = who_text (r);

  if (*who == '\0')
    return g_strdup (what);
  /* Translators: what it is about, then what it does: "wall x1: over 4in high, impassable" */
  return g_strdup_printf (_("%s: %s"), who, what);
}

static char *
hexes_text (double n)
{
  return g_strdup_printf (ngettext ("%g hex", "%g hexes", (gulong) ceil (MAX (n, 0))), n);
}

/* The building of a floor reason: its name, or "Building cafe". */
static char *
building_text (const SandReason *r)
{
  /* Translators: a building's id */
  return r->name ? g_strdup (r->name) : g_strdup_printf (_("Building %s"), r->id ? r->id : "");
}

static char *
floor_text (const SandReason *r,
            SandLengthUnit    unit)
{
  g_autofree char *building = building_text (r);
  g_autofree char *cause = r->cause ? sand_reason_format (r->cause, unit) : g_strdup (_("impassable"));
  g_autofree char *need = length (r->length, unit, TRUE);
  g_autofree char *move = length (r->allowance, unit, FALSE);

  switch (r->rule)
    {
    case SAND_REASON_FLOOR_BLOCKED:
      /* Translators: a building, a floor number, why ("climbing: impassable") */
      return g_strdup_printf (_("%s, floor %d, %s"), building, r->floor, cause);
    case SAND_REASON_FLOOR_LIMIT:
      /* Translators: a building, a floor number, the going ("climbing: Difficult
       * going, the move is at most 3in") and a length ("4.5in") */
      return g_strdup_printf (_("%s, floor %d, %s; the way up needs %s"), building, r->floor, cause, need);
    case SAND_REASON_FLOOR_TOO_FAR:
      /* Translators: a building, a floor number, then two lengths ("6in", "7.5in") */
      return g_strdup_printf (_("%s, floor %d: out of reach, the move is %s and the way up needs %s"), building,
                              r->floor, move, need);
    case SAND_REASON_FLOOR_START:
      /* Translators: a building, a floor number, why the unit may not move from
       * where it stands */
      return g_strdup_printf (_("%s, floor %d: %s"), building, r->floor, cause);
    case SAND_REASON_FLOOR_UNREACHED:
    default:
      return g_strdup_printf (_("%s, floor %d: the building cannot be reached this move"), building, r->floor);
    }
}

static char *
hex_text (const SandReason *r)
{
  g_autofree char *hex = sand_hex_to_label (r->hex);
  g_autofree char *move = NULL;
  const char *shown = r->name ? r->name : r->id ? r->id : "";

  switch (r->rule)
    {
    case SAND_REASON_HEX_OFF_TABLE:
      /* Translators: a hex, "(3, -1)" */
      return g_strdup_printf (_("%s is off the table"), hex);
    case SAND_REASON_HEX_ENEMY:
      /* Translators: a unit, then a hex */
      return g_strdup_printf (_("enemy %s holds %s: a move may not pass through it"), shown, hex);
    case SAND_REASON_HEX_FRIEND:
      /* Translators: a unit, then a hex */
      return g_strdup_printf (_("friend %s holds %s: two units may not end in one hex"), shown, hex);
    case SAND_REASON_HEX_BEYOND:
    default:
      move = hexes_text (r->allowance);
      if (r->bonus > 0)
        /* Translators: a hex, then "1 hex" or "2 hexes", then hexes along a road */
        return g_strdup_printf (_("%s is beyond the move: %s, or %g entirely along a road"), hex, move,
                                r->allowance + r->bonus);
      /* Translators: a hex, then "1 hex" or "2 hexes" */
      return g_strdup_printf (_("%s is beyond the move of %s"), hex, move);
    }
}

char *
sand_reason_format (const SandReason *r,
                    SandLengthUnit    unit)
{
  g_autofree char *move = NULL, *what = NULL, *cause = NULL, *away = NULL;

  g_return_val_if_fail (r != NULL, NULL);

  move = length (r->allowance, unit, FALSE);
  switch (r->rule)
    {
    case SAND_REASON_OFF_TABLE:
      return g_strdup (_("Off the table"));
    case SAND_REASON_OUT_OF_REACH:
      /* to a tenth, or a hundredth where a tenth would read no longer than the move */
      if (round (sand_length_to_unit (r->length, unit) * 10) / 10 <= sand_length_to_unit (r->allowance, unit))
        away = g_strdup_printf ("%.2f%s", sand_length_to_unit (r->length, unit), sand_length_unit_symbol (unit));
      else
        away = length (r->length, unit, TRUE);
      /* Translators: how far the point is ("30.5in"), then the move ("12in") */
      return g_strdup_printf (_("Out of reach: %s away, the move is %s"), away, move);
    case SAND_REASON_LONGER_WAY:
      /* Translators: a length ("6in") */
      return g_strdup_printf (_("Out of reach: the move is %s and the way there is longer"), move);
    case SAND_REASON_COSTS_MORE:
      if (r->cause != NULL && r->cause->rule == SAND_REASON_GOING)
        {
          g_autofree char *who = who_text (r->cause);
          what = rule_text (r->cause, unit);
          /* Translators: the whole move, the feature, what its rule does, e.g. "Out
           * of reach: the move is 18in and the way there over smoke s1 (Smoke, at
           * most 5in a move) costs more" */
          return g_strdup_printf (_("Out of reach: the move is %s and the way there over %s (%s) costs more"), move,
                                  who, what);
        }
      cause = r->cause ? sand_reason_format (r->cause, unit) : g_strdup ("");
      return g_strdup_printf (_("Out of reach: the move is %s and the way there over %s costs more"), move, cause);
    case SAND_REASON_NO_MOVE:
      /* Translators: a length ("0in"), then a mode's id */
      return g_strdup_printf (_("No move: the move is %s in mode “%s”"), move, r->mode ? r->mode : "");
    case SAND_REASON_GOING:
      what = rule_text (r, unit);
      return said_of (r, what);
    case SAND_REASON_LIMIT:
      cause = r->cause ? sand_reason_format (r->cause, unit) : g_strdup (_("Impassable"));
      what = length (r->length, unit, FALSE);
      /* Translators: a reason a move stops short, then the limit it sets, e.g.
       * "Wall x2: 3in high, slow and difficult going; the move is limited to 3in" */
      return g_strdup_printf (_("%s; the move is limited to %s"), cause, what);
    case SAND_REASON_IMPASSABLE:
      return g_strdup (_("Impassable"));
    case SAND_REASON_ENEMY_NEAR:
      if (r->who == SAND_REASON_WHO_NONE)
        return g_strdup (_("Too close to an enemy"));
      what = length (r->length, unit, FALSE);
      /* Translators: a length ("2in") */
      cause = g_strdup_printf (_("closer than %s"), what);
      return said_of (r, cause);
    case SAND_REASON_ENEMY_IN_THE_WAY:
      return said_of (r, _("may not pass through"));
    case SAND_REASON_ZONE_OF_CONTROL:
      return said_of (r, _("zone of control, only straight toward its front or straight away"));
    case SAND_REASON_FLANK_CONTACT:
      return said_of (r, _("no contact with its flank unless starting beyond that edge"));
    case SAND_REASON_REAR_CONTACT:
      return said_of (r, _("no contact with its rear unless starting beyond that edge"));
    case SAND_REASON_HELD:
      return said_of (r, _("in contact with its flank or rear, it cannot break off but turns to face"));
    case SAND_REASON_VEHICLE_OVERLAP:
      return said_of (r, _("may not end overlapping it"));
    case SAND_REASON_ENEMY_VEHICLE:
      return said_of (r, _("an enemy's, may not board"));
    case SAND_REASON_NO_BOARDING:
      /* Translators: the going's name, "Climbing aboard (standing only)" */
      what = g_strdup_printf (_("%s, may not board"), r->going_name ? r->going_name : _("Boarding"));
      return said_of (r, what);
    case SAND_REASON_FRIEND_BENEATH:
      return said_of (r, _("may not end on another model"));
    case SAND_REASON_FLOOR_BLOCKED:
    case SAND_REASON_FLOOR_LIMIT:
    case SAND_REASON_FLOOR_UNREACHED:
    case SAND_REASON_FLOOR_TOO_FAR:
    case SAND_REASON_FLOOR_START:
      return floor_text (r, unit);
    case SAND_REASON_HEX_OFF_TABLE:
    case SAND_REASON_HEX_BEYOND:
    case SAND_REASON_HEX_ENEMY:
    case SAND_REASON_HEX_FRIEND:
      return hex_text (r);
    case SAND_REASON_TURN_ABOUT:
      if (r->mode != NULL)
        /* Translators: a group move's name ("In formation"); a group moves back
         * from its front only by turning about, which its figures may not */
        return g_strdup_printf (_("Behind the group's front: %s, it may not turn about to move back"), r->mode);
      return g_strdup (_("Behind the group's front: it may not turn about to move back"));
    case SAND_REASON_COLUMN_REQUIRED:
      if (r->who == SAND_REASON_WHO_ENEMY)
        return g_strdup_printf (_("In formation the group may not move away from the enemy to its front (%s): "
                                  "it must move as a column"),
                                r->name ? r->name : r->id);
      return g_strdup (_("In poor visibility the group may not move in formation: it must move as a column"));
    case SAND_REASON_NONE:
    default:
      return g_strdup ("");
    }
}
