/* sand-xml-build-play.c: the scenario builder's <play>, the game in play: its
 * turn and dice, initiative, PIPs, deck, tasks and log.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "sand-play-private.h"
#include "sand-xml-build-private.h"

/* Reports @value of attribute @name of @node when it is not of its type. */
static gboolean
check_value (Builder       *b,
             const xmlNode *node,
             const char    *name,
             const char    *value,
             SandPlayAttrType type)
{
  const char *element = (const char *) node->name;
  gint64 n;
  double d;
  char *end = NULL;

  switch (type)
    {
    case SAND_PLAY_ATTR_COUNT:
    case SAND_PLAY_ATTR_POSITIVE:
    case SAND_PLAY_ATTR_INTEGER:
      if (g_ascii_string_to_signed (value, 10, type == SAND_PLAY_ATTR_POSITIVE ? 1 : type == SAND_PLAY_ATTR_COUNT ? 0 : G_MININT,
                                    G_MAXINT, &n, NULL))
        return TRUE;
      _sand_xml_problems_add_at (b->problems, node, type == SAND_PLAY_ATTR_INTEGER ? _("“%s” is not a whole number (%s of <%s>)")
                                 : type == SAND_PLAY_ATTR_POSITIVE ? _("“%s” is not a whole number of at least 1 (%s of <%s>)")
                                 : _("“%s” is not a whole number of at least 0 (%s of <%s>)"),
                                 value, name, element);
      return FALSE;
    case SAND_PLAY_ATTR_DECIMAL:
      d = g_ascii_strtod (value, &end);
      /* plain decimals only: no "inf", "nan" or "0x10" */
      if (end != value && *end == '\0' && isfinite (d) && strspn (value, "0123456789+-.eE") == strlen (value))
        return TRUE;
      _sand_xml_problems_add_at (b->problems, node, _("“%s” is not a number (%s of <%s>)"), value, name, element);
      return FALSE;
    case SAND_PLAY_ATTR_BOOLEAN:
      if (g_str_equal (value, "true") || g_str_equal (value, "false"))
        return TRUE;
      _sand_xml_problems_add_at (b->problems, node, _("“%s” is neither true nor false (%s of <%s>)"),
                                 value, name, element);
      return FALSE;
    case SAND_PLAY_ATTR_POINT:
      {
        g_auto (GStrv) parts = g_strsplit (value, ",", -1);
        gboolean ok = g_strv_length (parts) == 2;

        for (guint i = 0; ok && i < 2; i++)
          {
            d = g_ascii_strtod (parts[i], &end);
            ok = end != parts[i] && *end == '\0' && isfinite (d);
          }
        if (ok)
          return TRUE;
        _sand_xml_problems_add_at (b->problems, node, _("“%s” is not a point x,y (%s of <%s>)"),
                                   value, name, element);
        return FALSE;
      }
    case SAND_PLAY_ATTR_TEXT:
    default:
      return TRUE;
    }
}

/* One record: an element of @kind with its attributes and foreign content. */
static SandPlayEntry *
read_entry (Builder       *b,
            const xmlNode *node)
{
  const char *kind = (const char *) node->name;
  const char * const *names = sand_play_entry_kind_attrs (kind);
  g_autoptr (SandPlayEntry) entry = NULL;

  if (names == NULL)
    return NULL;
  entry = sand_play_entry_new (kind);
  for (guint i = 0; names[i] != NULL; i++)
    {
      g_autofree char *value = _sand_xml_get_attr (node, names[i]);

      if (value != NULL && check_value (b, node, names[i], value, sand_play_entry_attr_type (kind, names[i])))
        sand_play_entry_set (entry, names[i], value);
    }
  _sand_foreign_collect (sand_play_entry_get_foreign (entry), node, FALSE);
  return g_steal_pointer (&entry);
}

/* The records of the @kinds inside @node, into @into; others of ours are reported. */
static void
read_records (Builder            *b,
              const xmlNode      *node,
              const char * const *kinds,
              GPtrArray          *into)
{
  for (const xmlNode *child = node->children; child != NULL; child = child->next)
    {
      SandPlayEntry *entry = NULL;

      if (!_sand_xml_is_own (child, NULL))
        continue;
      if (g_strv_contains (kinds, (const char *) child->name))
        entry = read_entry (b, child);
      if (entry == NULL)
        _sand_xml_build_report_unexpected (b, child, node);
      else
        g_ptr_array_add (into, entry);
    }
}

/* The log is in the order of turns, none beyond the current one. */
static void
check_log_turns (Builder       *b,
                 const xmlNode *log,
                 int            turn)
{
  int last = 1;

  for (const xmlNode *child = log->children; child != NULL; child = child->next)
    {
      g_autofree char *text = _sand_xml_is_own (child, NULL) ? _sand_xml_get_attr (child, "turn") : NULL;
      gint64 t;

      if (text == NULL || !g_ascii_string_to_signed (text, 10, 1, G_MAXINT, &t, NULL))
        continue;
      if (t < last)
        _sand_xml_problems_add_at (b->problems, child,
                                   _("the log goes back from turn %d to turn %d: its entries are in the order played"),
                                   last, (int) t);
      else if (t > turn)
        _sand_xml_problems_add_at (b->problems, child,
                                   _("the log has an entry of turn %d, after the game's turn %d (<play turn=\"%d\">)"),
                                   (int) t, turn, turn);
      last = MAX (last, (int) t);
    }
}

static void
read_dice (Builder       *b,
           const xmlNode *node,
           SandPlayState *state)
{
  g_autofree char *seed = _sand_xml_get_attr (node, "seed");
  g_autofree char *draws = _sand_xml_get_attr (node, "draws");
  guint64 s = 0, d = 0;

  if (seed == NULL && draws == NULL)
    return;
  if (seed == NULL || draws == NULL)
    {
      _sand_xml_problems_add_at (b->problems, node, _("<play> needs both seed=\"…\" and draws=\"…\", or neither"));
      return;
    }
  if (!g_ascii_string_to_unsigned (seed, 10, 0, G_MAXUINT32, &s, NULL))
    _sand_xml_problems_add_at (b->problems, node, _("“%s” is not a whole number from 0 to %u (seed of <play>)"),
                               seed, G_MAXUINT32);
  else if (!g_ascii_string_to_unsigned (draws, 10, 0, G_MAXUINT64, &d, NULL))
    _sand_xml_problems_add_at (b->problems, node, _("“%s” is not a whole number of at least 0 (draws of <play>)"),
                               draws);
  else
    {
      state->seeded = TRUE;
      sand_dice_roller_init (&state->dice, (guint32) s, d);
    }
}

/* visibility="poor" or "good" (the default): what the players said of this
 * turn's visibility. */
static void
read_visibility (Builder       *b,
                 const xmlNode *node,
                 SandPlayState *state)
{
  g_autofree char *visibility = _sand_xml_get_attr (node, "visibility");

  if (visibility == NULL || g_str_equal (visibility, "good"))
    state->poor_visibility = FALSE;
  else if (g_str_equal (visibility, "poor"))
    state->poor_visibility = TRUE;
  else
    _sand_xml_problems_add_at (b->problems, node, _("unknown visibility “%s”: use good or poor"), visibility);
}

void
_sand_xml_build_read_play (Builder       *b,
                           const xmlNode *node)
{
  SandPlay *play = sand_scenario_get_play (b->scenario);
  SandForeign *foreign = sand_play_get_foreign (play);
  g_autoptr (SandPlayState) state = _sand_play_get_state (play);
  g_autoptr (GPtrArray) log = g_ptr_array_new_with_free_func (g_object_unref);
  int drawn = 0;

  _sand_xml_build_read_int (b, node, "turn", 1, &state->turn);
  _sand_xml_build_read_bool (b, node, "begun", &state->begun);
  read_visibility (b, node, state);
  read_dice (b, node, state);
  _sand_foreign_collect (foreign, node, FALSE);

  for (const xmlNode *child = node->children; child != NULL; child = child->next)
    {
      const char *name = (const char *) child->name;

      if (!_sand_xml_is_own (child, NULL))
        continue;
      if (g_str_equal (name, "initiative"))
        {
          g_autofree char *order = _sand_xml_build_require_attr (b, child, "order");

          g_auto (GStrv) words = g_strsplit_set (order ? order : "", " \t\n", -1);
          g_autoptr (GStrvBuilder) sides = g_strv_builder_new ();

          for (guint i = 0; words[i] != NULL; i++)
            if (*words[i] != '\0')
              g_strv_builder_add (sides, words[i]);
          g_strfreev (state->initiative);
          state->initiative = g_strv_builder_end (sides);
        }
      else if (g_str_equal (name, "pips"))
        read_records (b, child, (const char *[]) { SAND_PLAY_COMMAND, NULL }, state->commands);
      else if (g_str_equal (name, "deck"))
        {
          _sand_xml_build_read_int (b, child, "drawn", 0, &drawn);
          read_records (b, child, (const char *[]) { SAND_PLAY_CARD, NULL }, state->deck);
          if ((guint) drawn > state->deck->len)
            _sand_xml_problems_add_at (b->problems, child, _("drawn=\"%d\" of <deck> is more than its %u cards"),
                                       drawn, state->deck->len);
          else
            state->drawn = (guint) drawn;
        }
      else if (g_str_equal (name, "tasks"))
        read_records (b, child, (const char *[]) { SAND_PLAY_TASK, NULL }, state->tasks);
      else if (g_str_equal (name, "log"))
        {
          read_records (b, child, sand_play_entry_log_kinds (), log);
          check_log_turns (b, child, state->turn);
        }
      else
        {
          _sand_xml_build_report_unexpected (b, child, node);
          continue;
        }
      _sand_foreign_collect (_sand_foreign_get_section (foreign, name), child, FALSE);
    }

  _sand_play_set_state (play, state);
  _sand_play_append_log (play, log);
}
