/* sand-save-seam.c: the save writer's fault seam (sand-save-private.h).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <string.h>

#include "sand-save-private.h"

typedef struct
{
  int errno_value;
  gsize after;
} Fault;

static Fault faults[SAND_SAVE_N_STEPS];
static GMutex fault_lock;

void
_sand_save_set_fault (SandSaveStep step,
                      int          errno_value,
                      gsize        after)
{
  g_return_if_fail (step < SAND_SAVE_N_STEPS);

  g_mutex_lock (&fault_lock);
  faults[step].errno_value = errno_value;
  faults[step].after = after;
  g_mutex_unlock (&fault_lock);
}

void
_sand_save_clear_faults (void)
{
  g_mutex_lock (&fault_lock);
  memset (faults, 0, sizeof faults);
  g_mutex_unlock (&fault_lock);
}

int
_sand_save_fault_of (SandSaveStep step,
                     gsize       *after)
{
  int errno_value;

  g_mutex_lock (&fault_lock);
  errno_value = faults[step].errno_value;
  if (after != NULL)
    *after = faults[step].after;
  g_mutex_unlock (&fault_lock);
  return errno_value;
}

gboolean
_sand_save_seam_fails (SandSaveStep step)
{
  int errno_value = _sand_save_fault_of (step, NULL);

  if (errno_value <= 0)
    return FALSE;
  errno = errno_value;
  return TRUE;
}
