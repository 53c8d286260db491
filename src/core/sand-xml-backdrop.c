/* sand-xml-backdrop.c: reading and writing <backdrop> and its <corner>s.
 *
 * The corners are kept as read, even those that would fold the picture: whether
 * they place it is for whoever draws it to say (with the image's size at hand),
 * and a file saved again keeps its <backdrop> as it was.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "sand-backdrop.h"
#include "sand-xml-build-private.h"
#include "sand-xml-private.h"

/* The section of a backdrop's foreign content that holds its @index-th corner's. */
static char *
corner_section (guint index)
{
  return g_strdup_printf ("corner%u", index + 1);
}

/* One "x,y" attribute of <corner>. */
static gboolean
read_pair (Builder       *b,
           const xmlNode *corner,
           const char    *name,
           SandPoint     *point)
{
  g_autoptr (GArray) points = _sand_xml_build_read_points (b, corner, name);

  if (points == NULL)
    return FALSE;
  if (points->len != 1)
    {
      _sand_xml_problems_add_at (b->problems, corner,
                                 _("%s of <corner> must be one x,y pair, not %u"), name, points->len);
      return FALSE;
    }
  *point = g_array_index (points, SandPoint, 0);
  return TRUE;
}

void
_sand_xml_build_read_backdrop (Builder       *b,
                               const xmlNode *node)
{
  g_autoptr (SandBackdrop) backdrop = NULL;
  g_autofree char *href = _sand_xml_build_require_attr (b, node, "href");
  SandBackdropCorner corners[SAND_BACKDROP_MAX_CORNERS];
  SandForeign *foreign;
  double opacity = 1;
  int page = 1;
  gboolean print = TRUE, visible = TRUE, locked = FALSE;
  guint n = 0;

  backdrop = sand_backdrop_new (href);
  sand_backdrop_set_source_line (backdrop, (guint) xmlGetLineNo (node));
  foreign = sand_backdrop_get_foreign (backdrop);

  if (_sand_xml_build_read_int (b, node, "page", 1, &page))
    sand_backdrop_set_page (backdrop, page);
  if (_sand_xml_build_read_number (b, node, "opacity", FALSE, NON_NEGATIVE, &opacity))
    {
      if (opacity > 1)
        _sand_xml_problems_add_at (b->problems, node,
                                   _("opacity of <backdrop> must be from 0 to 1, not %g"), opacity);
      sand_backdrop_set_opacity (backdrop, opacity);
    }
  if (_sand_xml_build_read_bool (b, node, "print", &print))
    sand_backdrop_set_print (backdrop, print);
  if (_sand_xml_build_read_bool (b, node, "visible", &visible))
    sand_backdrop_set_visible (backdrop, visible);
  if (_sand_xml_build_read_bool (b, node, "locked", &locked))
    sand_backdrop_set_locked (backdrop, locked);
  _sand_foreign_collect (foreign, node, FALSE);

  for (const xmlNode *child = node->children; child != NULL; child = child->next)
    {
      SandBackdropCorner corner = { { 0, 0 }, { 0, 0 } };
      g_autofree char *section = NULL;

      if (!_sand_xml_is_own (child, NULL))
        continue;
      if (!_sand_xml_is_own (child, "corner"))
        {
          _sand_xml_build_report_unexpected (b, child, node);
          continue;
        }
      if (n == SAND_BACKDROP_MAX_CORNERS)
        {
          _sand_xml_problems_add_at (b->problems, child,
                                     _("<backdrop> has more than four corners"));
          break;
        }
      read_pair (b, child, "image", &corner.image);
      read_pair (b, child, "table", &corner.table);
      section = corner_section (n);
      _sand_foreign_collect (_sand_foreign_get_section (foreign, section), child, FALSE);
      corners[n++] = corner;
    }
  if (n != 2 && n != 4 && n <= SAND_BACKDROP_MAX_CORNERS)
    _sand_xml_problems_add_at (b->problems, node,
                               ngettext ("<backdrop> has %u <corner>: give two (to scale and turn "
                                         "the image) or four (to straighten a photo of the table)",
                                         "<backdrop> has %u <corner>s: give two (to scale and turn "
                                         "the image) or four (to straighten a photo of the table)",
                                         n),
                               n);
  sand_backdrop_set_corners (backdrop, corners, n);
  sand_scenario_set_backdrop (b->scenario, backdrop);
}

static void
set_pair (xmlNode         *node,
          const char      *name,
          const SandPoint *point)
{
  g_autofree char *text = _sand_xml_format_points (point, 1);

  xmlSetProp (node, BAD_CAST name, BAD_CAST text);
}

void
_sand_xml_write_backdrop (xmlNode      *root,
                          SandScenario *scenario)
{
  SandBackdrop *backdrop = sand_scenario_get_backdrop (scenario);
  const SandBackdropCorner *corners;
  SandForeign *foreign;
  xmlNode *node;
  guint n;

  if (backdrop == NULL)
    return;

  foreign = sand_backdrop_get_foreign (backdrop);
  node = xmlNewChild (root, root->ns, BAD_CAST "backdrop", NULL);
  xmlSetProp (node, BAD_CAST "href", BAD_CAST (sand_backdrop_get_href (backdrop) ? sand_backdrop_get_href (backdrop) : ""));
  if (sand_backdrop_get_page (backdrop) != 1)
    {
      g_autofree char *page = g_strdup_printf ("%d", sand_backdrop_get_page (backdrop));

      xmlSetProp (node, BAD_CAST "page", BAD_CAST page);
    }
  if (sand_backdrop_get_opacity (backdrop) != 1)
    {
      g_autofree char *opacity = _sand_xml_format_double (sand_backdrop_get_opacity (backdrop));

      xmlSetProp (node, BAD_CAST "opacity", BAD_CAST opacity);
    }
  /* only what differs from the default, as elsewhere */
  if (!sand_backdrop_get_print (backdrop))
    xmlSetProp (node, BAD_CAST "print", BAD_CAST "false");
  if (!sand_backdrop_get_visible (backdrop))
    xmlSetProp (node, BAD_CAST "visible", BAD_CAST "false");
  if (sand_backdrop_get_locked (backdrop))
    xmlSetProp (node, BAD_CAST "locked", BAD_CAST "true");

  corners = sand_backdrop_get_corners (backdrop, &n);
  for (guint i = 0; i < n; i++)
    {
      xmlNode *corner = xmlNewChild (node, node->ns, BAD_CAST "corner", NULL);
      g_autofree char *section = corner_section (i);
      const SandForeign *kept = _sand_foreign_lookup_section (foreign, section);

      set_pair (corner, "image", &corners[i].image);
      set_pair (corner, "table", &corners[i].table);
      if (kept != NULL)
        _sand_foreign_write (kept, corner);
    }
  _sand_foreign_write (foreign, node);
}
