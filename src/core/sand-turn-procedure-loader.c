/* sand-turn-procedure-loader.c: a ruleset's <turn> and <dice>, after the schema
 * has checked their shape: the values it cannot check (dice, unique steps and
 * ids, a card activation without a deck), each problem as "file:line: message".
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "sand-ruleset-private.h"
#include "sand-xml-private.h"

typedef struct
{
  SandRuleset       *rs;
  SandXmlProblems   *problems;
  SandTurnProcedure *turn;
} Reader;

static gboolean
is_own (const xmlNode *node,
        const char    *name)
{
  return node->type == XML_ELEMENT_NODE && node->ns != NULL
         && xmlStrEqual (node->ns->href, BAD_CAST SAND_RULESET_NS)
         && (name == NULL || xmlStrEqual (node->name, BAD_CAST name));
}

/* The notes of @node, collapsed to one line each as players read them. */
static void
read_notes (Reader        *r,
            const xmlNode *node,
            const char    *what)
{
  for (const xmlNode *c = node->children; c != NULL; c = c->next)
    {
      xmlChar *content;
      g_auto (GStrv) words = NULL;
      g_autoptr (GStrvBuilder) kept = NULL;
      g_auto (GStrv) line = NULL;
      g_autofree char *text = NULL;

      if (!is_own (c, "note"))
        continue;
      content = xmlNodeGetContent (c);
      words = g_strsplit_set ((const char *) content, " \t\n", -1);
      xmlFree (content);
      kept = g_strv_builder_new ();
      for (guint i = 0; words[i] != NULL; i++)
        if (*words[i] != '\0')
          g_strv_builder_add (kept, words[i]);
      line = g_strv_builder_end (kept);
      text = g_strjoinv (" ", line);
      g_ptr_array_add (r->rs->notes, g_strdup_printf ("%s: %s", what, text));
    }
}

/* A whole number attribute (the schema checked its form); @fallback when absent. */
static guint
read_count (const xmlNode *node,
            const char    *name,
            guint          fallback)
{
  g_autofree char *text = _sand_xml_get_attr (node, name);
  guint64 v;

  if (text == NULL || !g_ascii_string_to_unsigned (text, 10, 0, G_MAXUINT, &v, NULL))
    return fallback;
  return (guint) v;
}

/* The dice expression of attribute @name into *@dice (replacing it), when the
 * attribute is there and reads. */
static gboolean
read_dice (Reader        *r,
           const xmlNode *node,
           const char    *name,
           SandDice     **dice)
{
  g_autofree char *text = _sand_xml_get_attr (node, name);
  g_autoptr (GError) error = NULL;
  SandDice *parsed;

  if (text == NULL)
    return FALSE;
  parsed = sand_dice_parse (text, &error);
  if (parsed == NULL)
    {
      _sand_xml_problems_add_at (r->problems, node, "%s", error->message);
      return FALSE;
    }
  sand_dice_free (*dice);
  *dice = parsed;
  return TRUE;
}

static void
add_step (Reader           *r,
          const xmlNode    *node,
          SandTurnStepKind  kind,
          const char       *id)
{
  SandTurnStep *step = g_new0 (SandTurnStep, 1);
  g_autofree char *each = _sand_xml_get_attr (node, "each");

  step->kind = kind;
  step->id = g_strdup (id);
  step->name = _sand_xml_get_attr (node, "name");
  step->each_activation = g_strcmp0 (each, "activation") == 0;
  for (guint i = 0; i < r->turn->steps->len; i++)
    if (g_str_equal (((SandTurnStep *) r->turn->steps->pdata[i])->id, id))
      _sand_xml_problems_add_at (r->problems, node, _("the turn has a second step “%s”: one of each"), id);
  g_ptr_array_add (r->turn->steps, step);
  read_notes (r, node, id);
}

static void
read_cards (Reader        *r,
            const xmlNode *node)
{
  SandCardRule *rule = g_new0 (SandCardRule, 1);
  g_autofree char *per = _sand_xml_get_attr (node, "per");
  g_autofree char *free_cards = _sand_xml_get_attr (node, "free");
  g_autofree char *when = _sand_xml_get_attr (node, "when");

  rule->per = g_strcmp0 (per, "figure") == 0 ? SAND_CARDS_PER_FIGURE
              : g_strcmp0 (per, "side") == 0 ? SAND_CARDS_PER_SIDE : SAND_CARDS_PER_TEAM;
  rule->count = read_count (node, "count", 1);
  rule->free = g_strcmp0 (free_cards, "true") == 0;
  rule->when = when ? g_strsplit_set (g_strstrip (when), " \t\n", -1) : NULL;
  rule->figures_at_most = read_count (node, "figures-at-most", 0);
  rule->figures_over = read_count (node, "figures-over", 0);
  if (rule->per == SAND_CARDS_PER_SIDE && !rule->free)
    _sand_xml_problems_add_at (r->problems, node,
                               _("<cards per=\"side\"> are free cards (free=\"true\"): a side's card names no figure"));
  g_ptr_array_add (r->turn->cards, rule);
  read_notes (r, node, "cards");
}

static void
read_turn (Reader        *r,
           const xmlNode *node)
{
  SandTurnProcedure *turn = r->turn;
  g_autofree char *activation = _sand_xml_get_attr (node, "activation");
  g_autofree char *anchor = _sand_xml_get_attr (node, "anchor");
  static const char * const activations[] = { "free", "unit", "team", "card" };

  turn->declared = TRUE;
  for (guint i = 0; i < G_N_ELEMENTS (activations); i++)
    if (g_strcmp0 (activation, activations[i]) == 0)
      turn->activation = (SandActivation) i;
  turn->anchor = g_strcmp0 (anchor, "activation") == 0 ? SAND_ANCHOR_ACTIVATION : SAND_ANCHOR_TURN;
  turn->moves = read_count (node, "moves", 1);
  /* a figure acts on every card that names it */
  turn->activations = read_count (node, "activations", turn->activation == SAND_ACTIVATION_CARD ? 0 : 1);
  read_notes (r, node, "turn");

  for (const xmlNode *c = node->children; c != NULL; c = c->next)
    {
      if (is_own (c, "weather"))
        add_step (r, c, SAND_TURN_STEP_WEATHER, "weather");
      else if (is_own (c, "initiative"))
        {
          g_autofree char *ties = _sand_xml_get_attr (c, "ties");

          add_step (r, c, SAND_TURN_STEP_INITIATIVE, "initiative");
          read_dice (r, c, "dice", &turn->initiative);
          turn->initiative_reroll = g_strcmp0 (ties, "keep") != 0;
        }
      else if (is_own (c, "pips"))
        {
          g_autofree char *per = _sand_xml_get_attr (c, "per");

          add_step (r, c, SAND_TURN_STEP_PIPS, "pips");
          read_dice (r, c, "dice", &turn->pips);
          turn->pips_per_side = g_strcmp0 (per, "side") == 0;
          turn->transfer = read_count (c, "transfer", 0);
        }
      else if (is_own (c, "deck"))
        {
          add_step (r, c, SAND_TURN_STEP_DECK, "deck");
          for (const xmlNode *k = c->children; k != NULL; k = k->next)
            if (is_own (k, "cards"))
              read_cards (r, k);
        }
      else if (is_own (c, "phase"))
        {
          g_autofree char *id = _sand_xml_get_attr (c, "id");

          add_step (r, c, SAND_TURN_STEP_PHASE, id ? id : "");
        }
      else if (is_own (c, "actions"))
        {
          g_autofree char *per = _sand_xml_get_attr (c, "per");

          turn->actions = g_strcmp0 (per, "team") == 0 ? SAND_ACTIONS_PER_TEAM : SAND_ACTIONS_PER_UNIT;
          read_notes (r, c, "actions");
        }
      else if (is_own (c, "activity"))
        {
          SandActivity *a = g_new0 (SandActivity, 1);

          a->id = _sand_xml_get_attr (c, "id");
          a->name = _sand_xml_get_attr (c, "name");
          a->cards = read_count (c, "cards", 1);
          if (a->id == NULL || sand_turn_procedure_find_activity (turn, a->id) != NULL)
            _sand_xml_problems_add_at (r->problems, c, _("the activity “%s” is defined twice"), a->id ? a->id : "");
          if (a->id == NULL)
            a->id = g_strdup ("");
          g_ptr_array_add (turn->activities, a);
          read_notes (r, c, a->id);
        }
    }

  if (turn->activation == SAND_ACTIVATION_CARD && sand_turn_procedure_find_step (turn, SAND_TURN_STEP_DECK) == NULL)
    _sand_xml_problems_add_at (r->problems, node,
                               _("<turn activation=\"card\"> needs a <deck> saying how its cards are made"));
  if (turn->activation == SAND_ACTIVATION_CARD && turn->cards->len == 0)
    _sand_xml_problems_add_at (r->problems, node, _("the deck has no <cards>: no one could ever act"));
}

/* A die id must not read as plain dice, or "d6" would mean two things. */
static gboolean
check_dice_id (Reader        *r,
               const xmlNode *node,
               const char    *id)
{
  g_autoptr (SandDice) dice = sand_dice_parse (id, NULL);
  gboolean taken = sand_turn_procedure_find_check (r->turn, id) != NULL;

  if (dice != NULL)
    {
      _sand_xml_problems_add_at (r->problems, node, _("“%s” reads as dice: give the %s another id"), id,
                                 (const char *) node->name);
      return FALSE;
    }
  for (guint i = 0; !taken && i < r->turn->dice->len; i++)
    taken = g_str_equal (((SandDieDef *) r->turn->dice->pdata[i])->id, id);
  if (taken)
    {
      _sand_xml_problems_add_at (r->problems, node, _("the die or check “%s” is defined twice"), id);
      return FALSE;
    }
  return TRUE;
}

static void
read_dice_section (Reader        *r,
                   const xmlNode *node)
{
  read_notes (r, node, "dice");
  for (const xmlNode *c = node->children; c != NULL; c = c->next)
    {
      g_autofree char *id = is_own (c, NULL) ? _sand_xml_get_attr (c, "id") : NULL;

      if (id == NULL)
        continue;
      if (is_own (c, "die") && check_dice_id (r, c, id))
        {
          SandDieDef *die = g_new0 (SandDieDef, 1);

          die->id = g_strdup (id);
          die->name = _sand_xml_get_attr (c, "name");
          g_autofree char *sides = g_strdup_printf ("D%u", read_count (c, "sides", 6));

          die->dice = sand_dice_parse (sides, NULL);
          if (die->dice == NULL)
            {
              _sand_xml_problems_add_at (r->problems, c, _("a die has from 2 to 1000 sides, not “%s”"), sides + 1);
              die->dice = sand_dice_parse ("D6", NULL);
            }
          die->directions = read_count (c, "directions", 0);
          g_ptr_array_add (r->turn->dice, die);
          read_notes (r, c, id);
        }
      else if (is_own (c, "check") && check_dice_id (r, c, id))
        {
          SandCheckDef *check = g_new0 (SandCheckDef, 1);
          g_autofree char *at_most = _sand_xml_get_attr (c, "at-most");
          gint64 v = 0;

          check->id = g_strdup (id);
          check->name = _sand_xml_get_attr (c, "name");
          if (!read_dice (r, c, "dice", &check->dice))
            check->dice = sand_dice_parse ("D100", NULL);
          if (at_most != NULL && g_ascii_string_to_signed (at_most, 10, G_MININT, G_MAXINT, &v, NULL))
            check->at_most = (int) v;
          g_ptr_array_add (r->turn->checks, check);
          read_notes (r, c, id);
        }
    }
}

SandTurnProcedure *
_sand_turn_procedure_read (SandRuleset           *rs,
                           const struct _xmlNode *root,
                           SandXmlProblems       *problems)
{
  Reader r = { rs, problems, NULL };
  gboolean any = FALSE;

  for (const xmlNode *c = root->children; c != NULL; c = c->next)
    any |= is_own (c, "turn") || is_own (c, "dice");
  if (!any)
    return NULL;

  r.turn = _sand_turn_procedure_new ();
  for (const xmlNode *c = root->children; c != NULL; c = c->next)
    if (is_own (c, "turn"))
      read_turn (&r, c);
  for (const xmlNode *c = root->children; c != NULL; c = c->next)
    if (is_own (c, "dice"))
      read_dice_section (&r, c);
  return r.turn;
}
