/* sand-save-private.h: the save writer's fault seam, for tests.
 *
 * Each step of a save goes through it, so a test can make any step fail as a
 * disk would (a full disk after so many bytes, a rename refused, a sync that
 * reports an I/O error) and check that nothing was lost. It is part of every
 * build, not compiled out: what the tests break is the code that ships.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum
{
  SAND_SAVE_STEP_UNNAMED,  /* opening an unnamed one (O_TMPFILE); EOPNOTSUPP here
                            * makes the writer use a named one, as on disks without */
  SAND_SAVE_STEP_CREATE,   /* creating the temporary file */
  SAND_SAVE_STEP_WRITE,    /* writing it: fails once @after bytes are written */
  SAND_SAVE_STEP_SYNC,     /* fsync() of the temporary file */
  SAND_SAVE_STEP_CLOSE,    /* close() of it (NFS reports late errors there) */
  SAND_SAVE_STEP_NAME,     /* giving the temporary file its name in the folder */
  SAND_SAVE_STEP_KEEP,     /* a second name (link or copy) for the old version */
  SAND_SAVE_STEP_REPLACE,  /* renaming the temporary over FILE */
  SAND_SAVE_STEP_BACKUP,   /* renaming the old version to FILE~ */
  SAND_SAVE_STEP_SYNC_DIR, /* fsync() of the folder */
  SAND_SAVE_N_STEPS
} SandSaveStep;

/* From now on @step fails with @errno_value (ENOSPC, EIO, EACCES…); 0 clears it.
 * For SAND_SAVE_STEP_WRITE the failure comes once @after bytes are written; with
 * @errno_value -1 the write instead reports success but stores nothing past
 * @after bytes, as a disk that loses data would. */
void _sand_save_set_fault    (SandSaveStep step,
                              int          errno_value,
                              gsize        after);
void _sand_save_clear_faults (void);

/* For the writer: the fault set for @step (0: none) and its @after (may be NULL). */
int      _sand_save_fault_of   (SandSaveStep step,
                                gsize       *after);
/* TRUE, with errno set, when the seam makes @step fail. */
gboolean _sand_save_seam_fails (SandSaveStep step);

G_END_DECLS
