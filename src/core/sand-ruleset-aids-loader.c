/* sand-ruleset-aids-loader.c: reading the play aids of a ruleset file —
 * <sight>, <weapon>, <combat>, <strength>, <command> — and the checks the
 * schema cannot make (terrain kinds, dice expressions, the classes and
 * attributes they name), each problem at its line.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "sand-ruleset-loader-private.h"

typedef struct
{
  SandRuleset     *rs;
  SandXmlProblems *problems;
} Reader;

static char *
prop (const xmlNode *node,
      const char    *name)
{
  return _sand_xml_get_attr (node, name);
}

static gboolean
number (Reader        *r,
        const xmlNode *node,
        const char    *name,
        double        *out)
{
  return _sand_ruleset_loader_number (r->rs, r->problems, node, name, out);
}

/* A count the schema types (cost="2"), read as a number. */
static guint
count (Reader        *r,
       const xmlNode *node,
       const char    *name,
       guint          fallback)
{
  double v = fallback;

  number (r, node, name, &v);
  return v >= 1 && v <= G_MAXINT ? (guint) v : fallback;
}

/* A second <sight>, <combat> or <strength> the schema has named already:
 * only the first is kept. */
static gboolean
first_of_its_kind (Reader        *r,
                   const xmlNode *node,
                   gconstpointer  existing)
{
  if (existing == NULL)
    return TRUE;
  _sand_xml_problems_add_at (r->problems, node, _("a second <%s>: a ruleset has one at most"),
                             (const char *) node->name);
  return FALSE;
}

static guint64
read_kinds (Reader        *r,
            const xmlNode *node)
{
  g_auto (GStrv) kinds = _sand_ruleset_loader_list (node, "kinds");
  guint64 bits = 0;

  for (guint k = 0; kinds != NULL && kinds[k] != NULL; k++)
    {
      SandTerrainKind kind = sand_terrain_kind_from_string (kinds[k]);

      if (kind == SAND_TERRAIN_INVALID)
        _sand_xml_problems_add_at (r->problems, node, _("“%s” is not a kind of terrain"), kinds[k]);
      else
        bits |= G_GUINT64_CONSTANT (1) << kind;
    }
  return bits;
}

/* <sight range="3" units="enemies"><blocks kinds="hill town woods"/>… */
static void
read_sight (Reader        *r,
            const xmlNode *node)
{
  SandRulesetSight *sight;
  g_autofree char *units = prop (node, "units");

  if (!first_of_its_kind (r, node, r->rs->aids->sight))
    return;
  sight = r->rs->aids->sight = g_new0 (SandRulesetSight, 1);
  sight->line = xmlGetLineNo (node);
  if (number (r, node, "range", &sight->range) && !(sight->range > 0))
    _sand_xml_problems_add_at (r->problems, node, _("<sight> range=\"%g\" is not over 0"), sight->range);
  sight->units = g_strcmp0 (units, "enemies") == 0 ? SAND_SIGHT_UNITS_ENEMIES
                 : g_strcmp0 (units, "all") == 0   ? SAND_SIGHT_UNITS_ALL
                                                   : SAND_SIGHT_UNITS_NONE;
  for (const xmlNode *c = node->children; c != NULL; c = c->next)
    if (_sand_ruleset_loader_is_own (c, "blocks"))
      {
        g_autofree char *inside = prop (c, "from-inside");
        guint64 kinds = read_kinds (r, c);

        sight->blocks |= kinds;
        if (g_strcmp0 (inside, "clear") == 0)
          sight->clear_inside |= kinds;
        _sand_ruleset_loader_read_notes (r->rs, c);
      }
  _sand_ruleset_loader_read_notes (r->rs, node);
}

/* <weapon classes="artillery" range="8" arc="360" fire-at="seen-by-side"/> */
static void
read_weapon (Reader        *r,
             const xmlNode *node)
{
  SandRulesetWeapon *w = g_new0 (SandRulesetWeapon, 1);
  g_autofree char *fire_at = prop (node, "fire-at");

  w->line = xmlGetLineNo (node);
  w->name = prop (node, "name");
  w->classes = _sand_ruleset_loader_list (node, "classes");
  w->when = _sand_ruleset_loader_list (node, "when");
  w->arc = 360;
  if (number (r, node, "range", &w->range) && !(w->range > 0))
    _sand_xml_problems_add_at (r->problems, node, _("<weapon> range=\"%g\" is not over 0"), w->range);
  if (number (r, node, "arc", &w->arc) && !(w->arc > 0 && w->arc <= 360))
    _sand_xml_problems_add_at (r->problems, node, _("<weapon> arc=\"%g\" is not an angle over 0 and up to 360 degrees"),
                               w->arc);
  w->fire_at = g_strcmp0 (fire_at, "seen-by-side") == 0 ? SAND_FIRE_AT_SEEN_BY_SIDE
               : g_strcmp0 (fire_at, "any") == 0        ? SAND_FIRE_AT_ANY
                                                         : SAND_FIRE_AT_SEEN;
  _sand_ruleset_loader_read_notes (r->rs, node);
  g_ptr_array_add (r->rs->aids->weapons, w);
}

static void
read_hits (Reader            *r,
           SandRulesetCombat *combat,
           const xmlNode     *node)
{
  SandCombatRow *row = g_new0 (SandCombatRow, 1);
  g_autoptr (GError) error = NULL;

  row->line = xmlGetLineNo (node);
  row->attackers = _sand_ruleset_loader_list (node, "attacker");
  row->targets = _sand_ruleset_loader_list (node, "targets");
  row->when = _sand_ruleset_loader_list (node, "when");
  row->text = prop (node, "dice");
  if (row->text != NULL && (row->dice = sand_dice_parse (row->text, &error)) == NULL)
    _sand_xml_problems_add_at (r->problems, node, "%s", error->message);
  for (const xmlNode *c = node->children; c != NULL && row->note == NULL; c = c->next)
    if (_sand_ruleset_loader_is_own (c, "note"))
      row->note = _sand_ruleset_loader_text (c);
  _sand_ruleset_loader_read_notes (r->rs, node);
  g_ptr_array_add (combat->rows, row);
}

/* <combat name="Casualties"><hits attacker="infantry" targets="tank" dice="D6-2"/>… */
static void
read_combat (Reader        *r,
             const xmlNode *node)
{
  SandRulesetCombat *combat;
  double least = 0;

  if (!first_of_its_kind (r, node, r->rs->aids->combat))
    return;
  combat = r->rs->aids->combat = _sand_ruleset_combat_new ();
  combat->name = prop (node, "name");
  number (r, node, "least", &least);
  combat->least = (int) CLAMP (least, -1000000, 1000000);
  for (const xmlNode *c = node->children; c != NULL; c = c->next)
    if (_sand_ruleset_loader_is_own (c, "hits"))
      read_hits (r, combat, c);
    else if (_sand_ruleset_loader_is_own (c, "cover"))
      {
        if (number (r, c, "factor", &combat->cover) && !(combat->cover >= 0 && combat->cover <= 1))
          _sand_xml_problems_add_at (r->problems, c, _("<cover> factor=\"%g\" is not a share from 0 to 1"),
                                     combat->cover);
        combat->cover_round = _sand_ruleset_loader_round (r->rs, r->problems, c);
        _sand_ruleset_loader_read_notes (r->rs, c);
      }
  _sand_ruleset_loader_read_notes (r->rs, node);
}

/* <strength attribute="strength" eliminated="0"/> */
static void
read_strength (Reader        *r,
               const xmlNode *node)
{
  SandRulesetStrength *strength;

  if (!first_of_its_kind (r, node, r->rs->aids->strength))
    return;
  strength = r->rs->aids->strength = g_new0 (SandRulesetStrength, 1);
  strength->line = xmlGetLineNo (node);
  strength->attribute = prop (node, "attribute");
  number (r, node, "eliminated", &strength->eliminated);
  _sand_ruleset_loader_read_notes (r->rs, node);
}

/* <command officer="officer"><lost cost="2"/><beyond distance="24" cost="2" unless="radio"/>… */
static void
read_command (Reader        *r,
              const xmlNode *node)
{
  SandRulesetCommand *command = _sand_ruleset_command_new ();

  command->line = xmlGetLineNo (node);
  command->classes = _sand_ruleset_loader_list (node, "classes");
  command->modes = _sand_ruleset_loader_list (node, "modes");
  command->when = _sand_ruleset_loader_list (node, "when");
  command->officer = prop (node, "officer");
  command->cost = count (r, node, "cost", 1);
  for (const xmlNode *c = node->children; c != NULL; c = c->next)
    {
      SandCommandRule *rule;
      g_autofree char *unseen = NULL;

      if (!_sand_ruleset_loader_is_own (c, "lost") && !_sand_ruleset_loader_is_own (c, "beyond"))
        continue;
      rule = g_new0 (SandCommandRule, 1);
      rule->line = xmlGetLineNo (c);
      rule->kind = _sand_ruleset_loader_is_own (c, "lost") ? SAND_COMMAND_IF_LOST : SAND_COMMAND_IF_BEYOND;
      rule->cost = count (r, c, "cost", command->cost);
      rule->unless = prop (c, "unless");
      unseen = prop (c, "out-of-sight");
      rule->out_of_sight = g_strcmp0 (unseen, "true") == 0;
      if (rule->kind == SAND_COMMAND_IF_BEYOND && number (r, c, "distance", &rule->distance)
          && !(rule->distance > 0))
        _sand_xml_problems_add_at (r->problems, c, _("<beyond> distance=\"%g\" is not over 0"), rule->distance);
      _sand_ruleset_loader_read_notes (r->rs, c);
      g_ptr_array_add (command->rules, rule);
    }
  _sand_ruleset_loader_read_notes (r->rs, node);
  g_ptr_array_add (r->rs->aids->commands, command);
}

gboolean
_sand_ruleset_read_aid (SandRuleset     *rs,
                        SandXmlProblems *problems,
                        const xmlNode   *node)
{
  static const struct
  {
    const char *element;
    void (*read) (Reader *, const xmlNode *);
  } aids[] = {
    { "sight", read_sight },       { "weapon", read_weapon },   { "combat", read_combat },
    { "strength", read_strength }, { "command", read_command },
  };
  Reader r = { rs, problems };

  for (guint i = 0; i < G_N_ELEMENTS (aids); i++)
    if (_sand_ruleset_loader_is_own (node, aids[i].element))
      {
        aids[i].read (&r, node);
        return TRUE;
      }
  return FALSE;
}

/* Each id a class the file defines itself; the first that is not, or NULL. */
static const char *
unknown_class (SandRuleset  *rs,
               char * const *ids)
{
  for (guint i = 0; ids != NULL && ids[i] != NULL; i++)
    {
      const SandRulesetUnitClass *c = sand_ruleset_find_class (rs, ids[i]);

      if (c == NULL || !g_str_equal (c->id, ids[i]))
        return ids[i];
    }
  return NULL;
}

static const SandRulesetAttr *
declared (SandRuleset *rs,
          const char  *id)
{
  for (guint i = 0; id != NULL && i < rs->attributes->len; i++)
    if (g_str_equal (((SandRulesetAttr *) rs->attributes->pdata[i])->id, id))
      return rs->attributes->pdata[i];
  return NULL;
}

/* An attribute an aid reads must be declared, and as what the aid needs. */
static void
check_declared (SandRuleset         *rs,
                SandXmlProblems     *problems,
                int                  line,
                const char          *element,
                const char          *id,
                SandRulesetAttrType  type,
                const char          *type_name)
{
  const SandRulesetAttr *a = declared (rs, id);

  if (a == NULL || a->type != type)
    _sand_xml_problems_add (problems, line,
                            /* Translators: an element, an attribute id, then a type word and the id again */
                            _("<%s> reads the unit attribute “%s”, which is not declared as a %s "
                              "(<attribute id=\"%s\" type=\"%s\">)"),
                            element, id, type_name, id, type_name);
}

static void
check_combat (SandRuleset       *rs,
              SandXmlProblems   *problems,
              SandRulesetCombat *combat)
{
  for (guint i = 0; combat != NULL && i < combat->rows->len; i++)
    {
      const SandCombatRow *row = combat->rows->pdata[i];
      const char *bad = unknown_class (rs, row->attackers);

      if (bad == NULL)
        bad = unknown_class (rs, row->targets);
      if (bad != NULL)
        _sand_xml_problems_add (problems, row->line,
                                _("<hits> names the class “%s”, which the ruleset does not define"), bad);
    }
}

static void
check_commands (SandRuleset     *rs,
                SandXmlProblems *problems)
{
  for (guint i = 0; i < rs->aids->commands->len; i++)
    {
      const SandRulesetCommand *c = rs->aids->commands->pdata[i];
      const char *bad = unknown_class (rs, c->classes);

      if (bad != NULL)
        _sand_xml_problems_add (problems, c->line,
                                _("<command> names the class “%s”, which the ruleset does not define"), bad);
      if (c->officer != NULL)
        check_declared (rs, problems, c->line, "command", c->officer, SAND_RULESET_ATTR_UNIT, "unit");
      for (guint k = 0; k < c->rules->len; k++)
        {
          const SandCommandRule *rule = c->rules->pdata[k];

          if (rule->unless != NULL)
            check_declared (rs, problems, rule->line, "beyond", rule->unless, SAND_RULESET_ATTR_BOOLEAN, "boolean");
          if (rule->out_of_sight && rs->aids->sight == NULL)
            _sand_xml_problems_add (problems, rule->line,
                                    _("<beyond out-of-sight=\"true\"> needs the ruleset's <sight> to say "
                                      "what the officer sees"));
        }
    }
}

void
_sand_ruleset_check_aids (SandRuleset     *rs,
                          SandXmlProblems *problems)
{
  SandRulesetAids *aids = rs->aids;

  for (guint i = 0; i < aids->weapons->len; i++)
    {
      const SandRulesetWeapon *w = aids->weapons->pdata[i];
      const char *bad = unknown_class (rs, w->classes);

      if (bad != NULL)
        _sand_xml_problems_add (problems, w->line,
                                _("<weapon> names the class “%s”, which the ruleset does not define"), bad);
    }
  check_combat (rs, problems, aids->combat);
  if (aids->strength != NULL && aids->strength->attribute != NULL)
    check_declared (rs, problems, aids->strength->line, "strength", aids->strength->attribute,
                    SAND_RULESET_ATTR_NUMBER, "number");
  check_commands (rs, problems);
}
