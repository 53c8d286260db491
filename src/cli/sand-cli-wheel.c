/* sand-cli-wheel.c: a group's wheel on the command line (sand-cli-wheel.h).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "sand-cli-wheel.h"

gboolean
sand_cli_wheel_degrees (const char          *command,
                        const SandGroupMove *move,
                        const char          *angle,
                        const char          *pivot,
                        double              *degrees,
                        int                 *status)
{
  gboolean wheel = move != NULL && move->kind == SAND_GROUP_MOVE_WHEEL;
  char    *end = NULL;

  *degrees = 0;
  if (!wheel && (angle != NULL || pivot != NULL))
    {
      *status = sand_cli_usage_error (command, _ ("--angle and --pivot are asked only of a wheel (--group-move)"));
      return FALSE;
    }
  if (!wheel)
    return TRUE;
  if (angle == NULL)
    {
      *status = sand_cli_usage_error (command, _ ("a wheel needs --angle, the degrees it wheels through"));
      return FALSE;
    }
  *degrees = g_ascii_strtod (angle, &end);
  if (end == angle || *end != '\0' || !isfinite (*degrees) || *degrees == 0 || fabs (*degrees) > 360)
    {
      /* Translators: the angle as given */
      *status = sand_cli_usage_error (command, _ ("--angle “%s” is not a number of degrees between -360 and 360, other than 0"),
                                      angle);
      return FALSE;
    }
  if (pivot != NULL && g_strcmp0 (pivot, "left") != 0 && g_strcmp0 (pivot, "right") != 0)
    {
      *status = sand_cli_usage_error (command, _ ("--pivot “%s” is not left or right"), pivot);
      return FALSE;
    }
  if (pivot != NULL && *degrees < 0)
    {
      *status = sand_cli_usage_error (command, _ ("with --pivot, --angle is the degrees alone, more than 0"));
      return FALSE;
    }
  /* about the left-hand end the line turns to its left: counterclockwise */
  if (g_strcmp0 (pivot, "left") == 0)
    *degrees = -*degrees;
  return TRUE;
}

void
sand_cli_write_wheel (SandJsonWriter                *w,
                      SandUnit *const               *units,
                      const SandGroupWheel          *wheel,
                      const SandGroupWheelJudgement *judgement,
                      gboolean                       turned)
{
  sand_json_writer_key (w, "wheel");
  sand_json_writer_begin_object (w);
  sand_json_writer_key (w, "angle");
  sand_json_writer_number (w, wheel->degrees);
  sand_json_writer_key (w, "pivot");
  sand_json_writer_string (w, sand_unit_get_id (units[wheel->pivot]));
  sand_json_writer_key (w, "outer");
  sand_json_writer_string (w, sand_unit_get_id (units[wheel->outer]));
  sand_json_writer_key (w, "arc");
  sand_json_writer_number (w, wheel->arc);
  if (judgement != NULL)
    {
      sand_json_writer_key (w, "allowed");
      sand_json_writer_boolean (w, judgement->allowed);
      if (judgement->allowed)
        {
          sand_json_writer_key (w, "used");
          sand_json_writer_number (w, judgement->used);
        }
      else
        {
          g_autofree char *text = sand_group_wheel_judgement_say (judgement, units, wheel);

          sand_json_writer_key (w, "reason");
          sand_json_writer_string (w, text);
          sand_json_writer_key (w, "rule");
          sand_json_writer_string (w, judgement->why ? sand_reason_rule_id (judgement->why) : "out-of-reach");
          sand_json_writer_key (w, "feature");
          sand_json_writer_string (w, judgement->why ? sand_reason_feature_id (judgement->why) : NULL);
        }
    }
  sand_json_writer_key (w, "ends");
  sand_json_writer_begin_array (w);
  for (guint k = 0; k < wheel->ends->len; k++)
    {
      double facing = turned ? sand_unit_get_facing (units[k])
                             : fmod (sand_unit_get_facing (units[k]) + wheel->degrees + 720, 360);

      sand_json_writer_begin_object (w);
      sand_json_writer_key (w, "unit");
      sand_json_writer_string (w, sand_unit_get_id (units[k]));
      sand_cli_write_point (w, "to", g_array_index (wheel->ends, SandPoint, k));
      sand_json_writer_key (w, "facing");
      sand_json_writer_number (w, facing);
      sand_json_writer_end_object (w);
    }
  sand_json_writer_end_array (w);
  sand_json_writer_end_object (w);
}

gboolean
sand_cli_reach_wheel (SandJsonWriter      *w,
                      SandScenario        *scenario,
                      SandRuleset         *rs,
                      GPtrArray           *units,
                      const SandGroupMove *move,
                      char *const         *modes,
                      gboolean             with_mode,
                      double               degrees,
                      gboolean             json,
                      GError             **error)
{
  SandUnit *const           *figures = (SandUnit *const *) units->pdata;
  g_autoptr (SandGroupWheel) wheel = sand_group_wheel_of_units (figures, NULL, units->len, degrees);

  for (guint m = 0; modes[m]; m++)
    {
      SandGroupWheelJudgement j;

      if (!sand_group_wheel_judge (scenario, rs, figures, NULL, units->len, move, modes[m], wheel, &j, error))
        return FALSE;
      if (with_mode)
        {
          sand_json_writer_begin_object (w);
          sand_json_writer_key (w, "mode");
          sand_json_writer_string (w, modes[m]);
        }
      sand_json_writer_key (w, "allowance");
      sand_json_writer_number (w, j.allowance);
      sand_cli_write_wheel (w, figures, wheel, &j, FALSE);
      if (with_mode)
        sand_json_writer_end_object (w);
      if (!json && j.allowed)
        /* Translators: the lead's id, a mode's id, degrees, the outer figure's arc and the allowance in inches */
        g_print (_ ("%s, %s: wheeling %g° is allowed, the outer arc %.2f in of %g in\n"),
                 sand_unit_get_id (figures[0]), modes[m], fabs (degrees), wheel->arc, j.allowance);
      else if (!json)
        {
          g_autofree char *why = sand_group_wheel_judgement_say (&j, figures, wheel);
          /* Translators: the lead's id, a mode's id, why the wheel is refused */
          g_print (_ ("%s, %s: %s\n"), sand_unit_get_id (figures[0]), modes[m], why);
        }
      sand_group_wheel_judgement_clear (&j);
    }
  return TRUE;
}
