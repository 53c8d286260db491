/* bench-play-drag.c: the frame rate while a unit is dragged on the Play page with
 * its reach following, under the window's real frame clock: Capt. Marsh on the
 * club table (M42, two bands, a free move), the 1st Infantry on the hex table
 * (One Hour Wargames, a counter carried from hex to hex), then the 1st Section on
 * the DBX table carried as a group (Move as Group, the group's reach).
 *
 * Drags the unit along a loop for a few seconds, moving it once per frame as a
 * pointer would, and prints frames drawn per second and reach answers per second
 * (stale ones are cancelled, so answers trail frames). Frames per second depend on
 * whatever else the machine runs, so it also prints what a frame costs: the time
 * from the frame clock's "before-paint" to "after-paint", and the processor time
 * of the main thread and of the X server (when it can be found) per frame. Let go,
 * the move is judged and recorded (or refused): the time that takes is printed too.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define _GNU_SOURCE 1 /* RUSAGE_THREAD */
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <sys/resource.h>
#include <unistd.h>

#include "sand-application.h"
#include "sand-document.h"
#include "sand-play-panel.h"
#include "sand-window.h"

#define DRAG_SECONDS 5.0

typedef struct
{
  SandPlayPanel *panel;
  gint64         start;
  double         x, y, radius;  /* the loop's centre and radius, inches */
  gboolean       done;
} Drag;

static gboolean
tick_cb (GtkWidget     *widget,
         GdkFrameClock *clock,
         gpointer       data)
{
  Drag *drag = data;
  double t = (gdk_frame_clock_get_frame_time (clock) - drag->start) / 1e6;

  if (t > DRAG_SECONDS)
    {
      drag->done = TRUE;
      return G_SOURCE_REMOVE;
    }
  /* A loop from the start round a point @radius east of it, once every two seconds. */
  sand_play_panel_drag_update (drag->panel, drag->x + drag->radius - drag->radius * cos (t * G_PI),
                               drag->y + drag->radius * sin (t * G_PI));
  return G_SOURCE_CONTINUE;
}

typedef struct
{
  gint64 paint_start;
  gint64 paint_total;
  guint  n_paints;
} Paints;

static void
before_paint_cb (GdkFrameClock *clock,
                 Paints        *paints)
{
  paints->paint_start = g_get_monotonic_time ();
}

static void
after_paint_cb (GdkFrameClock *clock,
                Paints        *paints)
{
  paints->paint_total += g_get_monotonic_time () - paints->paint_start;
  paints->n_paints++;
}

/* Processor time of the calling thread, in ms. */
static double
thread_cpu_ms (void)
{
  struct rusage usage;

  getrusage (RUSAGE_THREAD, &usage);
  return (usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1e3
         + (usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e3;
}

/* Processor time of the X server on $DISPLAY, in ms, from its lock file; -1 when
 * it cannot be read (another display server, another machine). */
static double
x_server_cpu_ms (void)
{
  const char *display = g_getenv ("DISPLAY");
  g_autofree char *lock = NULL;
  g_autofree char *pid = NULL;
  g_autofree char *stat_path = NULL;
  g_autofree char *stat = NULL;
  unsigned long utime, stime;
  const char *fields;

  if (display == NULL || display[0] != ':')
    return -1;
  lock = g_strdup_printf ("/tmp/.X%d-lock", atoi (display + 1));
  if (!g_file_get_contents (lock, &pid, NULL, NULL))
    return -1;
  stat_path = g_strdup_printf ("/proc/%d/stat", atoi (g_strstrip (pid)));
  if (!g_file_get_contents (stat_path, &stat, NULL, NULL) || (fields = strrchr (stat, ')')) == NULL)
    return -1;
  /* Fields 14 and 15 (utime, stime) come 11 after the state, which follows ')'. */
  if (sscanf (fields + 2, "%*c %*d %*d %*d %*d %*d %*u %*u %*u %*u %*u %lu %lu", &utime, &stime) != 2)
    return -1;
  return (utime + stime) * 1e3 / sysconf (_SC_CLK_TCK);
}

static void
iterate_for (double seconds)
{
  gint64 end = g_get_monotonic_time () + (gint64) (seconds * 1e6);

  while (g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
}

static void
bench_drag (SandApplication *app,
            const char      *scenario,
            const char      *unit,
            double           x,
            double           y,
            gboolean         group,
            const char      *what)
{
  g_autofree char *path = NULL;
  g_autoptr (GFile) file = NULL;
  SandWindow *window;
  SandPlayAid *aid;
  SandReachLayer *layer;
  Drag drag = { 0 };
  Paints paints = { 0 };
  GdkFrameClock *clock;
  guint draws0, answers0, cancelled0;
  gint64 t0, t1, drop;
  double cpu0, cpu1, x0, x1;

  window = sand_application_new_window (app);
  gtk_window_set_default_size (GTK_WINDOW (window), 1400, 900);
  gtk_window_present (GTK_WINDOW (window));
  path = g_build_filename (g_getenv ("SANDTABLE_SOURCE_DATA"), "scenarios", scenario, NULL);
  file = g_file_new_for_path (path);
  sand_window_open_file (window, file);
  iterate_for (2.0);

  drag.panel = sand_play_panel_get_for_window (window);
  drag.x = x;
  drag.y = y;
  drag.radius = 6;
  aid = sand_play_panel_get_aid (drag.panel);
  layer = sand_play_panel_get_layer (drag.panel);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.select-unit", "s", unit);
  /* the group's reach: every figure's ground laid over the lead's */
  sand_play_panel_set_move_as_group (drag.panel, group);
  iterate_for (1.0);
  if (!sand_play_panel_drag_begin (drag.panel, x, y))
    g_error ("could not grab the unit");

  draws0 = sand_reach_layer_get_n_draws (layer);
  answers0 = sand_play_aid_get_n_answers (aid);
  cancelled0 = sand_play_aid_get_n_cancelled (aid);
  drag.start = gdk_frame_clock_get_frame_time (gtk_widget_get_frame_clock (GTK_WIDGET (window)));
  clock = gtk_widget_get_frame_clock (GTK_WIDGET (window));
  g_signal_connect (clock, "before-paint", G_CALLBACK (before_paint_cb), &paints);
  g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint_cb), &paints);
  t0 = g_get_monotonic_time ();
  cpu0 = thread_cpu_ms ();
  x0 = x_server_cpu_ms ();
  gtk_widget_add_tick_callback (GTK_WIDGET (sand_window_get_canvas (window)), tick_cb, &drag, NULL);
  while (!drag.done)
    g_main_context_iteration (NULL, TRUE);
  t1 = g_get_monotonic_time ();
  cpu1 = thread_cpu_ms ();
  x1 = x_server_cpu_ms ();
  g_signal_handlers_disconnect_by_data (clock, &paints);
  drop = g_get_monotonic_time ();
  sand_play_panel_drag_end (drag.panel, FALSE);
  drop = g_get_monotonic_time () - drop;

  g_print ("drag on %s (%s), %.1f s:\n"
           "  frames drawn:   %.1f per second\n"
           "  reach answers:  %.1f per second (%u stale requests cancelled)\n",
           scenario, what, (t1 - t0) / 1e6,
           (sand_reach_layer_get_n_draws (layer) - draws0) / ((t1 - t0) / 1e6),
           (sand_play_aid_get_n_answers (aid) - answers0) / ((t1 - t0) / 1e6),
           sand_play_aid_get_n_cancelled (aid) - cancelled0);
  if (paints.n_paints > 0)
    {
      g_print ("  per frame:      %.1f ms from before-paint to after-paint, %.1f ms of the main thread's processor time",
               paints.paint_total / 1e3 / paints.n_paints, (cpu1 - cpu0) / paints.n_paints);
      if (x0 >= 0 && x1 >= 0)
        g_print (", %.1f ms of the X server's", (x1 - x0) / paints.n_paints);
      g_print ("\n");
    }
  g_print ("  let go:         %.1f ms to judge the move and record it or say why not\n", drop / 1e3);

  sand_document_set_modified (sand_window_get_document (window), FALSE);
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr (SandApplication) app = NULL;
  g_autoptr (GError) error = NULL;

  gtk_init ();
  app = sand_application_new ();
  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_NON_UNIQUE);
  if (!g_application_register (G_APPLICATION (app), NULL, &error))
    g_error ("%s", error->message);

  bench_drag (app, "club-table.sandtable", "cpt-marsh", 6, 30, FALSE, "M42, Advance and At The Double");
  bench_drag (app, "hex-table.sandtable", "b-inf1", 16.17, 26, FALSE, "One Hour Wargames, hex to hex");
  bench_drag (app, "dbx-skirmish.sandtable", "rifle-1", 24, 23, TRUE, "DBX, the 1st Section in formation");
  return 0;
}
