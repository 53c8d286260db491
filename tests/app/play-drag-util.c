/* play-drag-util.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "play-drag-util.h"

void
play_carry (SandCanvas *canvas,
            double      from_x,
            double      from_y,
            double      to_x,
            double      to_y)
{
  double x, y;
  ScreenPoint from = table_point (canvas, from_x, from_y, &x, &y);
  ScreenPoint to = table_point (canvas, to_x, to_y, &x, &y);

  pointer_to (from);
  pointer_button (GDK_BUTTON_PRIMARY, TRUE);
  for (int i = 1; i <= 4; i++)
    {
      ScreenPoint at = from;

      at.root_x = from.root_x + (to.root_x - from.root_x) * i / 4;
      at.root_y = from.root_y + (to.root_y - from.root_y) * i / 4;
      pointer_to (at);
    }
}
