/* bench-util.c: processor time, clock, medians and load for the benches.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>
#include <time.h>

#include "bench-util.h"

double
bench_cpu_ms (void)
{
  struct timespec t;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &t);
  return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

double
bench_clock_ms (void)
{
  return g_get_monotonic_time () / 1e3;
}

static int
cmp_double (gconstpointer a,
            gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

double
bench_median (double *values,
              guint   n)
{
  if (n == 0)
    return 0;
  qsort (values, n, sizeof *values, cmp_double);
  return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

void
bench_print_load (void)
{
  g_autofree char *text = NULL;
  g_auto (GStrv) fields = NULL;

  if (!g_file_get_contents ("/proc/loadavg", &text, NULL, NULL))
    {
      g_print ("load average: unknown (no /proc/loadavg)\n");
      return;
    }
  fields = g_strsplit (g_strstrip (text), " ", 0);
  if (g_strv_length (fields) >= 3)
    g_print ("load average: %s %s %s (1, 5, 15 minutes)\n", fields[0], fields[1], fields[2]);
}

BenchTime
bench_start (void)
{
  return (BenchTime) { bench_cpu_ms (), bench_clock_ms () };
}

BenchTime
bench_since (BenchTime start)
{
  return (BenchTime) { bench_cpu_ms () - start.cpu, bench_clock_ms () - start.clock };
}
