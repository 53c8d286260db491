/* sand-play-describe.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "sand-edit-play.h"
#include "sand-play-describe.h"
#include "sand-turn-procedure.h"

typedef struct
{
  SandPlayEntry *entry;
  SandScenario  *scenario;
  SandRuleset   *ruleset;
  SandLengthUnit unit;
} Say;

static const char *
get (Say        *s,
     const char *name)
{
  const char *value = sand_play_entry_get (s->entry, name);

  return value ? value : "";
}

/* A unit's name, or its id when it is gone from the table. */
static const char *
unit_name (Say        *s,
           const char *name)
{
  SandUnit *unit = sand_scenario_find_unit (s->scenario, get (s, name));

  return unit && sand_unit_get_name (unit) ? sand_unit_get_name (unit) : get (s, name);
}

static const char *
side_name (Say        *s,
           const char *id)
{
  SandSide *side = sand_scenario_find_side (s->scenario, id);

  return side && sand_side_get_name (side) ? sand_side_get_name (side) : id;
}

/* A command is an officer's or a side's. */
static const char *
command_name (Say        *s,
              const char *name)
{
  const char *id = get (s, name);
  SandUnit *unit = sand_scenario_find_unit (s->scenario, id);

  if (unit != NULL)
    return sand_unit_get_name (unit) ? sand_unit_get_name (unit) : id;
  return side_name (s, id);
}

static const char *
mode_name (Say        *s,
           const char *id)
{
  const SandRulesetMode *mode = s->ruleset ? sand_ruleset_find_mode (s->ruleset, id) : NULL;

  return mode && mode->name ? mode->name : id;
}

static char *
point_text (Say        *s,
            const char *name)
{
  SandPoint p;
  g_autofree char *x = NULL, *y = NULL;

  if (!sand_play_entry_get_point (s->entry, name, &p))
    return g_strdup (get (s, name));
  x = g_strdup_printf ("%g", sand_length_to_unit (p.x, s->unit));
  y = g_strdup_printf ("%g", sand_length_to_unit (p.y, s->unit));
  return g_strdup_printf ("%s,%s", x, y);
}

/* What a card names: a team of a side, a figure, or a free card. */
static char *
card_text (Say *s)
{
  const char *side = side_name (s, get (s, "side"));

  if (sand_play_entry_get (s->entry, "unit") != NULL)
    return g_strdup (unit_name (s, "unit"));
  if (sand_play_entry_get (s->entry, "team") != NULL)
    /* Translators: a side's name and a team's id, "American ft1" */
    return g_strdup_printf (_("%s team %s"), side, get (s, "team"));
  /* Translators: a side's name */
  return g_strdup_printf (_("%s free move"), side);
}

static char *
describe_roll (Say *s)
{
  const char *why = get (s, "for");
  const char *dice = get (s, "dice");
  const char *faces = get (s, "faces");
  int total = sand_play_entry_get_int (s->entry, "total", 0);
  const SandTurnProcedure *turn = s->ruleset ? sand_ruleset_get_turn (s->ruleset) : NULL;

  if (g_str_equal (why, "initiative"))
    /* Translators: a side's name, the total, the dice */
    return g_strdup_printf (_("%s rolled %d for initiative (%s)"), side_name (s, get (s, "side")), total, dice);
  if (g_str_equal (why, "pips"))
    /* Translators: a command (its officer's or side's name), the PIPs, the dice */
    return g_strdup_printf (_("The command of %s rolled %d PIPs (%s)"), command_name (s, "command"), total, dice);
  if (g_str_equal (why, "casualties"))
    {
      gboolean cover = sand_play_entry_get_boolean (s->entry, "cover");
      int hits = sand_play_casualty_hits (s->scenario, s->ruleset, s->entry);

      if (hits >= 0 && cover)
        /* Translators: the unit fighting, its target, the die, the hits */
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s fought %s in cover: %s rolled %d, %d hit",
                                             "%s fought %s in cover: %s rolled %d, %d hits", hits),
                                unit_name (s, "unit"), unit_name (s, "target"), dice, total, hits);
      if (hits >= 0)
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s fought %s: %s rolled %d, %d hit",
                                             "%s fought %s: %s rolled %d, %d hits", hits),
                                unit_name (s, "unit"), unit_name (s, "target"), dice, total, hits);
      return g_strdup_printf (_("%s fought %s: %s rolled %d"), unit_name (s, "unit"), unit_name (s, "target"), dice, total);
    }
  if (g_str_equal (why, "check"))
    {
      const SandCheckDef *check = turn ? sand_turn_procedure_find_check (turn, get (s, "check")) : NULL;
      const char *name = check && check->name ? check->name : get (s, "check");

      /* Translators: a check's name, the dice, their total, whether it happened, the chance */
      return g_strdup_printf (sand_play_entry_get_boolean (s->entry, "success") ? _("%s: %s rolled %d — it happens (%d or less)")
                                                                                 : _("%s: %s rolled %d — it does not (%d or less)"),
                              name, dice, total, sand_play_entry_get_int (s->entry, "at-most", 0));
    }
  if (sand_play_entry_get (s->entry, "direction") != NULL)
    /* Translators: the die's id, the number, the arrow's direction in degrees */
    return g_strdup_printf (_("%s rolled %d, the arrow at %d° from the front"), dice, total,
                            sand_play_entry_get_int (s->entry, "direction", 0));
  if (strchr (faces, ' ') != NULL || g_strrstr (dice, "+") || g_strrstr (dice, "-"))
    /* Translators: the dice, each die's face, the total */
    return g_strdup_printf (_("%s rolled %s: %d"), dice, faces, total);
  return g_strdup_printf (_("%s rolled %d"), dice, total);
}

static char *
describe_move (Say *s)
{
  g_autofree char *from = point_text (s, "from");
  g_autofree char *to = point_text (s, "to");
  g_autofree char *how = NULL;
  g_autofree char *text = NULL;
  GString *out;

  if (sand_play_entry_get (s->entry, "hexes") != NULL)
    {
      double hexes = sand_play_entry_get_double (s->entry, "hexes", 0);

      how = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%g hex", "%g hexes", hexes == 1 ? 1 : 2), hexes);
    }
  else
    how = sand_length_format (sand_play_entry_get_double (s->entry, "distance", 0), s->unit);
  if (sand_play_entry_get (s->entry, "mode") != NULL)
    /* Translators: a unit, how far, its mode, from and to (x,y) */
    text = g_strdup_printf (_("%s moved %s (%s) from %s to %s"), unit_name (s, "unit"), how,
                            mode_name (s, get (s, "mode")), from, to);
  else
    text = g_strdup_printf (_("%s moved %s from %s to %s"), unit_name (s, "unit"), how, from, to);
  out = g_string_new (text);
  if (sand_play_entry_get (s->entry, "pips") != NULL)
    {
      int pips = sand_play_entry_get_int (s->entry, "pips", 0);

      g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, ", %d PIP", ", %d PIPs", pips), pips);
    }
  if (sand_play_entry_get_boolean (s->entry, "outside"))
    {
      /* Translators: what the rules said of the move */
      g_string_append_printf (out, _(" — outside the rules: %s"), get (s, "reason"));
    }
  return g_string_free (out, FALSE);
}

char *
sand_play_entry_describe (SandPlayEntry *entry,
                          SandScenario  *scenario,
                          SandRuleset   *ruleset,
                          SandLengthUnit unit)
{
  Say s = { entry, scenario, ruleset, unit };
  const char *kind;

  g_return_val_if_fail (SAND_IS_PLAY_ENTRY (entry), NULL);
  g_return_val_if_fail (SAND_IS_SCENARIO (scenario), NULL);

  kind = sand_play_entry_get_kind (entry);
  if (g_str_equal (kind, SAND_PLAY_SEED))
    return g_strdup_printf (_("The dice are seeded with %s"), get (&s, "value"));
  if (g_str_equal (kind, SAND_PLAY_ROLL))
    return describe_roll (&s);
  if (g_str_equal (kind, SAND_PLAY_SHUFFLE))
    return g_strdup_printf (_("The deck of %s cards is shuffled"), get (&s, "cards"));
  if (g_str_equal (kind, SAND_PLAY_DRAW))
    {
      g_autofree char *card = card_text (&s);

      /* Translators: the card's number in the deck and what it names */
      return g_strdup_printf (_("Card %s drawn: %s"), get (&s, "card"), card);
    }
  if (g_str_equal (kind, SAND_PLAY_MOVE))
    return describe_move (&s);
  if (g_str_equal (kind, SAND_PLAY_WORK))
    {
      const SandTurnProcedure *turn = ruleset ? sand_ruleset_get_turn (ruleset) : NULL;
      const SandActivity *a = turn ? sand_turn_procedure_find_activity (turn, get (&s, "activity")) : NULL;

      /* Translators: a unit, an activity, cards done, cards it takes */
      return g_strdup_printf (_("%s worked at %s (%s of %s cards)"), unit_name (&s, "unit"),
                              a && a->name ? a->name : get (&s, "activity"), get (&s, "cards"), get (&s, "of"));
    }
  if (g_str_equal (kind, SAND_PLAY_TRANSFER))
    /* Translators: a command, the PIPs it gave, the other command, the PIPs it got */
    return g_strdup_printf (_("The command of %s gave %s PIPs to that of %s, which got %s"),
                            command_name (&s, "from"), get (&s, "gave"), command_name (&s, "to"), get (&s, "got"));
  if (g_str_equal (kind, SAND_PLAY_HIT))
    {
      int hits = sand_play_entry_get_int (entry, "hits", 0);
      g_autofree char *took = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s took %d hit", "%s took %d hits", hits),
                                               unit_name (&s, "target"), hits);

      if (sand_play_entry_get (entry, "strength") == NULL)
        return g_steal_pointer (&took);
      if (sand_play_entry_get_int (entry, "strength", 0) <= 0)
        return g_strdup_printf (_("%s: eliminated"), took);
      /* Translators: "X took 3 hits", then the strength left */
      return g_strdup_printf (_("%s: strength %s"), took, get (&s, "strength"));
    }
  if (g_str_equal (kind, SAND_PLAY_END_TURN))
    {
      const char *weather = get (&s, "weather");
      int turns = sand_play_entry_get_int (entry, "weather-turns", 0);
      g_autofree char *said = NULL;

      if (g_str_equal (weather, "rain"))
        /* Translators: the turn that ended, the count of turns of rain */
        said = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Turn %d ends; rain, %d turn running",
                                             "Turn %d ends; rain, %d turns running", turns),
                                sand_play_entry_get_turn (entry), turns);
      else if (g_str_equal (weather, "snow"))
        said = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Turn %d ends; snow, %d turn running",
                                             "Turn %d ends; snow, %d turns running", turns),
                                sand_play_entry_get_turn (entry), turns);
      else
        said = g_strdup_printf (_("Turn %d ends; dry"), sand_play_entry_get_turn (entry));
      if (g_strcmp0 (sand_play_entry_get (entry, "visibility"), "poor") == 0)
        /* Translators: the turn's end as said above, then what the players said of the next turn's visibility */
        return g_strdup_printf (_("%s; poor visibility"), said);
      return g_steal_pointer (&said);
    }
  return g_strdup (kind);
}

char *
sand_play_card_describe (SandPlayEntry *card,
                         SandScenario  *scenario)
{
  Say s = { card, scenario, NULL, SAND_LENGTH_INCHES };

  g_return_val_if_fail (SAND_IS_PLAY_ENTRY (card), NULL);
  g_return_val_if_fail (SAND_IS_SCENARIO (scenario), NULL);

  return card_text (&s);
}

char *
sand_play_log_export (SandScenario     *scenario,
                      SandRuleset      *ruleset,
                      SandPlayLogFormat format,
                      SandLengthUnit    unit)
{
  SandPlay *play;
  GListModel *log;
  GString *out = g_string_new (NULL);
  const char *title;
  int turn = 0;
  gboolean html = format == SAND_PLAY_LOG_HTML;

  g_return_val_if_fail (SAND_IS_SCENARIO (scenario), NULL);

  play = sand_scenario_get_play (scenario);
  log = sand_play_get_log (play);
  title = sand_scenario_get_title (scenario) ? sand_scenario_get_title (scenario) : _("Untitled scenario");
  if (html)
    {
      g_autofree char *escaped = g_markup_escape_text (title, -1);

      g_string_append_printf (out, "<!DOCTYPE html>\n<html>\n<head>\n<meta charset=\"utf-8\">\n"
                              "<title>%s</title>\n<style>body { font-family: sans-serif; max-width: 50em; }"
                              " li { margin: 0.2em 0; }</style>\n</head>\n<body>\n<h1>%s</h1>\n",
                              escaped, escaped);
    }
  else
    g_string_append_printf (out, "%s\n", title);

  for (guint i = 0; i < g_list_model_get_n_items (log); i++)
    {
      SandPlayEntry *entry = sand_play_get_log_entry (play, i);
      g_autofree char *text = sand_play_entry_describe (entry, scenario, ruleset, unit);

      if (sand_play_entry_get_turn (entry) != turn)
        {
          if (html && turn > 0)
            g_string_append (out, "</ol>\n");
          g_autofree char *heading = NULL;

          turn = sand_play_entry_get_turn (entry);
          heading = g_strdup_printf (_("Turn %d"), turn);
          g_string_append_printf (out, html ? "<h2>%s</h2>\n<ol>\n" : "\n%s\n", heading);
        }
      if (html)
        {
          g_autofree char *escaped = g_markup_escape_text (text, -1);

          g_string_append_printf (out, "<li>%s</li>\n", escaped);
        }
      else
        g_string_append_printf (out, "  %s\n", text);
    }
  if (html)
    g_string_append (out, turn > 0 ? "</ol>\n</body>\n</html>\n" : "</body>\n</html>\n");
  return g_string_free (out, FALSE);
}
