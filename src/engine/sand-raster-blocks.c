/* sand-raster-blocks.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>
#include <sys/mman.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif

#include "sand-raster-blocks.h"

/* Enough for a drag (the field shown while the next snapshot is compiled and
 * solved) or a threat map's largest; shared by every thread. */
#define KEEP_BLOCKS 8
#define KEEP_BLOCK_MAX ((gsize) 64 * 1024 * 1024)

/* A raster this large is laid on huge pages where the system gives them on
 * request (transparent huge pages in "madvise" mode): a whole-table move's
 * rasters are touched for the first time in each fresh process, and a fault
 * for every 4 KB page was a third of a `sandtable-cli reach` of the whole
 * table at 0.05". */
#define HUGE_PAGE ((gsize) 2 * 1024 * 1024)

static GMutex lock;

/* Memory a solve frees is kept by the allocator for the next one. glibc gives
 * the top of its heap back to the system once more than 128 KB are free there
 * (a few of a snapshot's or an obstacle map's arrays), and the next solve takes
 * a page fault for every 4 KB of them again; on this virtual machine the faults
 * and the flushes of the TLB that go with the returns cost a 24" move at 0.05"
 * about a quarter of its solve, and a threat map of 50 units two fifths of its
 * processor time (tests/bench/RESULTS.md). Up to 64 MB free stays in the
 * process; blocks of 4 MB and more are still mapped on their own (the rasters
 * of that size are kept here, or given back whole). */
#define KEEP_HEAP ((int) (64 * 1024 * 1024))
#define OWN_MAPPING ((int) (4 * 1024 * 1024))

static void
keep_heap (void)
{
#ifdef __GLIBC__
  static gsize done;

  if (g_once_init_enter (&done))
    {
      mallopt (M_TRIM_THRESHOLD, KEEP_HEAP);
      mallopt (M_MMAP_THRESHOLD, OWN_MAPPING);
      g_once_init_leave (&done, 1);
    }
#endif
}

static gpointer
raster_alloc (gsize size)
{
#ifdef MADV_HUGEPAGE
  if (size >= HUGE_PAGE)
    {
      gpointer mem = NULL;

      /* freed by g_free(), which is free() */
      if (posix_memalign (&mem, HUGE_PAGE, size) != 0)
        g_error ("out of memory: a raster of %" G_GSIZE_FORMAT " bytes", size);
      madvise (mem, size, MADV_HUGEPAGE);
      return mem;
    }
#endif
  return g_malloc (size);
}
static struct
{
  gpointer mem;
  gsize    size;
} blocks[KEEP_BLOCKS];

gpointer
sand_raster_block_take (gsize  size,
                        gsize *got)
{
  int best = -1;

  keep_heap ();
  g_mutex_lock (&lock);
  /* the smallest that fits, and not much larger: a small raster would hold on
   * to a large one's memory */
  for (int k = 0; k < KEEP_BLOCKS; k++)
    if (blocks[k].mem != NULL && blocks[k].size >= size && blocks[k].size <= 2 * size
        && (best < 0 || blocks[k].size < blocks[best].size))
      best = k;
  if (best >= 0)
    {
      gpointer mem = blocks[best].mem;

      *got = blocks[best].size;
      blocks[best].mem = NULL;
      g_mutex_unlock (&lock);
      return mem;
    }
  g_mutex_unlock (&lock);
  *got = size;
  return raster_alloc (size);
}

void
sand_raster_block_give (gpointer mem,
                        gsize    size)
{
  int slot = -1;

  if (mem == NULL)
    return;
  if (size > KEEP_BLOCK_MAX)
    {
      g_free (mem);
      return;
    }
  g_mutex_lock (&lock);
  /* an empty slot, else in place of the smallest block kept if this one is larger */
  for (int k = 0; k < KEEP_BLOCKS && (slot < 0 || blocks[slot].mem != NULL); k++)
    if (blocks[k].mem == NULL || slot < 0 || blocks[k].size < blocks[slot].size)
      slot = k;
  if (blocks[slot].mem == NULL || blocks[slot].size < size)
    {
      gpointer old = blocks[slot].mem;

      blocks[slot].mem = mem;
      blocks[slot].size = size;
      mem = old;
    }
  g_mutex_unlock (&lock);
  g_free (mem);
}
