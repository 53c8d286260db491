/* sand-ruleset-team.c: the pace of a wagon's team (seed 000): what each animal
 * pulls, the slowest animal sets the pace, and a load too big for some paces.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "sand-error.h"
#include "sand-ruleset-private.h"
#include "sand-team.h"

/* The animal @name names: its id, or as players write a team, "Horses", "mules",
 * "oxen" (the text's words) for horse, mule and ox. */
static const SandRulesetAnimal *
find_animal (const SandRulesetUnitClass *klass,
             const char                 *name)
{
  g_autofree char *lower = g_ascii_strdown (name, -1);
  gsize            len = strlen (lower);

  for (guint i = 0; i < klass->animals->len; i++)
    {
      const SandRulesetAnimal *a = g_ptr_array_index (klass->animals, i);
      gsize                    n = strlen (a->id);

      if (g_str_equal (a->id, lower) ||
          (len > n && strncmp (a->id, lower, n) == 0 && (g_str_equal (lower + n, "s") || g_str_equal (lower + n, "en"))))
        return a;
    }
  return NULL;
}

static char *
animal_names (const SandRulesetUnitClass *klass)
{
  g_autoptr (GString) names = g_string_new (NULL);

  for (guint i = 0; i < klass->animals->len; i++)
    {
      const SandRulesetAnimal *a = g_ptr_array_index (klass->animals, i);
      g_string_append_printf (names, "%s%s", i ? ", " : "", a->id);
    }
  return g_string_free (g_steal_pointer (&names), FALSE);
}

/* "horse:4,mule:2" (or "Horses: 4 mules:2"): animal -> count, in @counts by the
 * class's animal order. */
static gboolean
parse_team (const SandRulesetUnitClass *klass,
            const char                 *text,
            guint                      *counts,
            GError                    **error)
{
  g_autofree char   *bad = NULL;
  g_autoptr (GArray) parts = sand_team_parse (text, &bad);

  if (parts == NULL)
    {
      g_set_error (error, SAND_ERROR, SAND_ERROR_INVALID,
                   _ ("“%s” in the team is not an animal and how many, such as “horse:4”"), bad);
      return FALSE;
    }
  for (guint i = 0; i < parts->len; i++)
    {
      const SandTeamPart      *part = &g_array_index (parts, SandTeamPart, i);
      const SandRulesetAnimal *a = find_animal (klass, part->name);
      if (a == NULL)
        {
          g_autofree char *names = animal_names (klass);
          g_set_error (error, SAND_ERROR, SAND_ERROR_INVALID,
                       _ ("“%s” is not an animal the class “%s” can be hitched to (one of %s)"),
                       part->name, klass->id, names);
          return FALSE;
        }
      for (guint k = 0; k < klass->animals->len; k++)
        if (g_ptr_array_index (klass->animals, k) == a)
          counts[k] += part->count;
    }
  if (parts->len == 0)
    {
      g_set_error (error, SAND_ERROR, SAND_ERROR_INVALID, _ ("the team has no animals"));
      return FALSE;
    }
  return TRUE;
}

gboolean
_sand_ruleset_team_pace (const SandRulesetUnitClass *klass,
                         const char                 *mode_id,
                         SandAttrFunc                attrs,
                         gpointer                    user_data,
                         double                      scale,
                         double                     *inches,
                         GError                    **error)
{
  const char       *team = attrs ("animals", user_data);
  const char       *load_text = attrs ("load", user_data);
  g_autofree guint *counts = g_new0 (guint, klass->animals->len);
  double            load = 0, weakest = G_MAXDOUBLE, pace = G_MAXDOUBLE;
  guint             total = 0;

  if (team == NULL)
    {
      g_set_error (error, SAND_ERROR, SAND_ERROR_INVALID, _ ("the unit has no “animals” (for example “horse:4”)"));
      return FALSE;
    }
  if (!parse_team (klass, team, counts, error))
    return FALSE;
  if (load_text != NULL)
    {
      char *end = NULL;
      load = g_ascii_strtod (load_text, &end);
      if (end == load_text || *end != '\0' || load < 0)
        {
          g_set_error (error, SAND_ERROR, SAND_ERROR_INVALID, _ ("the load “%s” is not a number of tons"), load_text);
          return FALSE;
        }
    }

  for (guint k = 0; k < klass->animals->len; k++)
    {
      const SandRulesetAnimal *a = g_ptr_array_index (klass->animals, k);
      if (counts[k] == 0)
        continue;
      total += counts[k];
      weakest = MIN (weakest, a->pull);

      /* the slowest animal sets the pace; one without this pace stops it */
      const char *expr = g_hash_table_lookup (a->paces, mode_id);
      double      v = 0;
      if (expr != NULL && !sand_ruleset_eval (expr, attrs, user_data, scale, &v, error))
        return FALSE;
      const char *limit = g_hash_table_lookup (a->needed_limit, mode_id);
      if (limit != NULL && a->pull > 0 && ceil (load / a->pull - 1e-9) > g_ascii_strtod (limit, NULL))
        v = 0;
      pace = MIN (pace, v);
    }
  if (klass->max_animals > 0 && total > klass->max_animals)
    {
      g_set_error (error, SAND_ERROR, SAND_ERROR_INVALID,
                   g_dngettext (GETTEXT_PACKAGE, "%u animal cannot be hitched together: at most %u",
                                "%u animals cannot be hitched together: at most %u", total),
                   total, klass->max_animals);
      return FALSE;
    }
  /* a mixed team pulls the load of its weakest animal */
  if (load > total * weakest + 1e-9)
    {
      g_set_error (error, SAND_ERROR, SAND_ERROR_INVALID,
                   _ ("a team of %u animals pulls %g tons (%g each), not a load of %g tons"),
                   total, total * weakest, weakest, load);
      return FALSE;
    }
  *inches = MAX (pace, 0.0);
  return TRUE;
}
