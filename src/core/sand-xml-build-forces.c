/* sand-xml-build-forces.c: the scenario's sides and units, checked as the
 * schema cannot (their numbers) and built; the attributes a unit carries for
 * its ruleset are kept as written, for validate to check against the ruleset
 * (an officer it names among them: only the ruleset says which attributes
 * name another unit).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "sand-limits.h"
#include "sand-xml-build-private.h"

static void
read_unit (Builder       *b,
           const xmlNode *node,
           SandSide      *side)
{
  g_autoptr (SandUnit) unit = NULL;
  g_autofree char *id = NULL;
  g_autofree char *unit_class = _sand_xml_build_require_attr (b, node, "class");
  double x = 0, y = 0, facing = 0, base = 1, base_width = 0, base_depth = 0;
  static const char * const strings[] = { "name", "stance", "team", "role" };
  void (*const setters[]) (SandUnit *, const char *) = {
    sand_unit_set_name, sand_unit_set_stance, sand_unit_set_team, sand_unit_set_role,
  };
  int floor;

  _sand_xml_build_claim_id (b, node, &id);
  _sand_xml_build_read_number (b, node, "x", TRUE, ANY, &x);
  _sand_xml_build_read_number (b, node, "y", TRUE, ANY, &y);
  _sand_xml_build_read_number (b, node, "facing", FALSE, ANY, &facing);
  _sand_xml_build_read_number (b, node, "base", FALSE, POSITIVE, &base);
  _sand_xml_build_read_number (b, node, "base-width", FALSE, POSITIVE, &base_width);
  _sand_xml_build_read_number (b, node, "base-depth", FALSE, POSITIVE, &base_depth);
  if ((base_width > 0) != (base_depth > 0))
    _sand_xml_problems_add_at (b->problems, node,
                               _("a rectangular base needs both base-width and base-depth"));

  unit = sand_unit_new (id, unit_class, side, x, y);
  sand_unit_set_source_line (unit, MAX (xmlGetLineNo (node), 0));
  sand_unit_set_facing (unit, facing);
  sand_unit_set_base (unit, base);
  sand_unit_set_base_rect (unit, base_width, base_depth);
  for (guint i = 0; i < G_N_ELEMENTS (strings); i++)
    {
      g_autofree char *value = _sand_xml_get_attr (node, strings[i]);

      setters[i](unit, value);
    }
  /* The floor of a building is the scenario's own: a whole number, said as
   * plainly as x and y. */
  _sand_xml_build_read_int (b, node, "floor", 0, &floor);
  /* Every other attribute of no namespace is one its ruleset reads, kept as
   * written: validate checks it against the ruleset. */
  for (const xmlAttr *a = node->properties; a != NULL; a = a->next)
    if (a->ns == NULL && !sand_unit_is_own_attribute ((const char *) a->name))
      {
        g_autofree char *value = _sand_xml_get_attr (node, (const char *) a->name);

        sand_unit_set_attr (unit, (const char *) a->name, value);
      }

  _sand_foreign_collect (sand_unit_get_foreign (unit), node, FALSE);
  sand_scenario_add_unit (b->scenario, unit);
}

static void
read_side (Builder       *b,
           const xmlNode *node)
{
  g_autoptr (SandSide) side = NULL;
  g_autofree char *id = NULL;
  g_autofree char *name = _sand_xml_build_require_attr (b, node, "name");
  g_autofree char *color = _sand_xml_build_require_attr (b, node, "color");
  double r, g, bl;

  _sand_xml_build_claim_id (b, node, &id);
  if (color != NULL && !sand_parse_color (color, &r, &g, &bl))
    _sand_xml_problems_add_at (b->problems, node,
                               _("“%s” is not a colour: write it as #rrggbb or #rgb"), color);

  side = sand_side_new (id, name, color);
  _sand_foreign_collect (sand_side_get_foreign (side), node, FALSE);
  sand_scenario_add_side (b->scenario, side);

  for (const xmlNode *child = node->children; child != NULL; child = child->next)
    {
      if (_sand_xml_is_own (child, "unit"))
        {
          if (b->n_units++ == SAND_LIMIT_UNITS)
            _sand_xml_problems_add_at (b->problems, child, _("the forces have more than %d units"),
                                       SAND_LIMIT_UNITS);
          if (b->n_units > SAND_LIMIT_UNITS)
            continue;
          read_unit (b, child, side);
        }
      else if (_sand_xml_is_own (child, NULL))
        _sand_xml_build_report_unexpected (b, child, node);
    }
}

void
_sand_xml_build_read_forces (Builder       *b,
             const xmlNode *forces)
{
  for (const xmlNode *child = forces->children; child != NULL; child = child->next)
    {
      if (_sand_xml_is_own (child, "side"))
        read_side (b, child);
      else if (_sand_xml_is_own (child, "unit"))
        _sand_xml_problems_add_at (b->problems, child,
                                   _("<unit> belongs inside the <side> it fights for"));
      else if (_sand_xml_is_own (child, NULL))
        _sand_xml_build_report_unexpected (b, child, forces);
    }
}
