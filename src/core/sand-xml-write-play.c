/* sand-xml-write-play.c: <play> in canonical form: the turn and dice, then
 * initiative, PIPs, deck, tasks and log, each only when it holds something (or
 * content of another namespace), every record's attributes in their order.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sand-play-private.h"
#include "sand-xml-private.h"

static xmlNode *
add_element (xmlNode    *parent,
             const char *name)
{
  return xmlNewChild (parent, parent->ns, BAD_CAST name, NULL);
}

static void
write_entry (xmlNode       *parent,
             SandPlayEntry *entry)
{
  const char *kind = sand_play_entry_get_kind (entry);
  const char * const *names = sand_play_entry_kind_attrs (kind);
  xmlNode *node = add_element (parent, kind);

  for (guint i = 0; names[i] != NULL; i++)
    {
      const char *value = sand_play_entry_get (entry, names[i]);

      if (value != NULL)
        xmlSetProp (node, BAD_CAST names[i], BAD_CAST value);
    }
  _sand_foreign_write (sand_play_entry_get_foreign (entry), node);
}

/* <@name> with the records of @records and its attribute @attr="@value" (when
 * not NULL), if there is any of them or the file had it with content of another
 * namespace. */
static void
write_section (xmlNode           *play,
               const SandForeign *foreign,
               const char        *name,
               GListModel        *records,
               const char        *attr,
               const char        *value)
{
  const SandForeign *section = _sand_foreign_lookup_section (foreign, name);
  guint n = records ? g_list_model_get_n_items (records) : 0;
  xmlNode *node;

  if (n == 0 && value == NULL && (section == NULL || sand_foreign_is_empty (section)))
    return;
  node = add_element (play, name);
  if (value != NULL)
    xmlSetProp (node, BAD_CAST attr, BAD_CAST value);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (SandPlayEntry) entry = g_list_model_get_item (records, i);

      write_entry (node, entry);
    }
  if (section != NULL)
    _sand_foreign_write (section, node);
}

void
_sand_xml_write_play (SandPlay *play,
                      xmlNode  *root)
{
  const SandForeign *foreign = sand_play_get_foreign (play);
  const char * const *initiative = sand_play_get_initiative (play);
  g_autofree char *order = initiative[0] ? g_strjoinv (" ", (char **) initiative) : NULL;
  xmlNode *node = add_element (root, "play");
  char text[24];
  char drawn[24];

  g_snprintf (text, sizeof text, "%d", sand_play_get_turn (play));
  xmlSetProp (node, BAD_CAST "turn", BAD_CAST text);
  if (sand_play_get_begun (play))
    xmlSetProp (node, BAD_CAST "begun", BAD_CAST "true");
  if (sand_play_get_poor_visibility (play))
    xmlSetProp (node, BAD_CAST "visibility", BAD_CAST "poor");
  if (sand_play_get_seeded (play))
    {
      g_snprintf (text, sizeof text, "%u", sand_play_get_seed (play));
      xmlSetProp (node, BAD_CAST "seed", BAD_CAST text);
      g_snprintf (text, sizeof text, "%" G_GUINT64_FORMAT, sand_play_get_draws (play));
      xmlSetProp (node, BAD_CAST "draws", BAD_CAST text);
    }

  /* an <initiative> read with foreign content only keeps its (empty) order */
  if (order == NULL && _sand_foreign_lookup_section (foreign, "initiative") != NULL)
    order = g_strdup ("");
  write_section (node, foreign, "initiative", NULL, "order", order);
  write_section (node, foreign, "pips", sand_play_get_commands (play), NULL, NULL);
  g_snprintf (drawn, sizeof drawn, "%u", sand_play_get_deck_drawn (play));
  write_section (node, foreign, "deck", sand_play_get_deck (play), "drawn",
                 sand_play_get_deck_drawn (play) > 0 ? drawn : NULL);
  write_section (node, foreign, "tasks", sand_play_get_tasks (play), NULL, NULL);
  write_section (node, foreign, "log", sand_play_get_log (play), NULL, NULL);
  _sand_foreign_write (foreign, node);
}
