/* bench-util.h: what every bench measures with (bench-util.c): the process's
 * processor time beside the clock, medians, and the machine's load.
 *
 * The machine these run on is shared: the clock counts the time other work
 * took the cores, the processor time only what this process did (on all its
 * threads), so each figure is given as both.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

/* Milliseconds of processor time the process has used (user and system, all
 * threads), and of the monotonic clock. */
double bench_cpu_ms    (void);
double bench_clock_ms  (void);

/* The median of @n values (sorts @values). */
double bench_median    (double *values,
                        guint   n);

/* Prints "load average: 1 5 15 minutes" from /proc/loadavg, as the bench's
 * first line, and again at its end. */
void   bench_print_load (void);

/* One timed operation: both clocks read before and after. */
typedef struct
{
  double cpu;
  double clock;
} BenchTime;

BenchTime bench_start   (void);
/* The time since @start, processor and clock, in ms. */
BenchTime bench_since   (BenchTime start);
