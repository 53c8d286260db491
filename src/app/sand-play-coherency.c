/* sand-play-coherency.c: on the Play page, the models of a unit that moved
 * model by model (M42) and strayed from it, marked on the table once the
 * last of its models has moved this turn — seed 004: "it's models are
 * required to end their individual moves within Coherency of another model
 * which has already moved". The engine finds the breaks; they are said in the
 * words sandtable-cli status prints (sand_group_coherency_describe()).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sand-coherency-layer.h"
#include "sand-group-coherency.h"
#include "sand-play-panel-private.h"
#include "sand-render-coherency.h"

void
_sand_play_panel_refresh_coherency (SandPlayPanel *self)
{
  SandScenario      *scenario = sand_play_aid_get_scenario (self->aid);
  SandRuleset       *ruleset = sand_play_aid_get_ruleset (self->aid);
  g_autoptr (GArray) breaks = NULL;
  g_autoptr (GArray) marks = sand_coherency_marks_new ();

  if (scenario != NULL && ruleset != NULL)
    breaks = sand_group_coherency_check_turn (scenario, ruleset);
  for (guint i = 0; breaks != NULL && i < breaks->len; i++)
    {
      const SandUnitCoherencyBreak *b = &g_array_index (breaks, SandUnitCoherencyBreak, i);
      SandCoherencyMark             mark;

      /* a unit still moving may yet come back together */
      if (!b->all_moved)
        continue;
      mark.at = (SandPoint) { sand_unit_get_x (b->unit), sand_unit_get_y (b->unit) };
      mark.radius = sand_unit_get_radius (b->unit);
      mark.nearest = (SandPoint) { sand_unit_get_x (b->nearest), sand_unit_get_y (b->nearest) };
      mark.nearest_radius = sand_unit_get_radius (b->nearest);
      mark.text = sand_group_coherency_describe (b, sand_play_aid_get_length_unit (self->aid));
      g_array_append_val (marks, mark);
    }
  sand_coherency_layer_set_marks (SAND_COHERENCY_LAYER (self->coherency_layer), marks);
}
