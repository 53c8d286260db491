/* test-backdrop-place.c: placing a backdrop by two points or four corners, the
 * corners that would fold it, its edits and where its image is.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gstdio.h>
#include <math.h>
#include <string.h>

#include "sand-backdrop-href.h"
#include "sand-backdrop-place.h"
#include "sand-edit.h"
#include "sand-error.h"

/* The table corners of a 72×48" table, clockwise from the top-left. */
static const SandPoint table_corners[4] = { { 0, 0 }, { 72, 0 }, { 72, 48 }, { 0, 48 } };

/* A photo of that table taken from a chair at one end, a little to the left: the
 * far edge is short and high up, the near edge wide and low (pixels). */
static const SandPoint photo_corners[4] = {
  { 1130, 610 }, { 2870, 655 }, { 3810, 2760 }, { 170, 2690 },
};

static void
make_corners (const SandPoint    *image,
              const SandPoint    *table,
              guint               n,
              SandBackdropCorner *out)
{
  for (guint i = 0; i < n; i++)
    out[i] = (SandBackdropCorner) { image[i], table[i] };
}

static void
test_two_points (void)
{
  /* A scan at 50 pixels an inch, turned 30° and shifted: pixel (100, 200) is at
   * (10, 5) on the table; the two clicked points are 4" apart. */
  double angle = G_PI / 6, scale = 1.0 / 50;
  SandBackdropCorner corners[2];
  SandProjective p, inverse;
  double x, y;

  corners[0] = (SandBackdropCorner) { { 100, 200 }, { 10, 5 } };
  corners[1] = (SandBackdropCorner) { { 300, 200 }, { 10 + 4 * cos (angle), 5 + 4 * sin (angle) } };
  g_assert_true (sand_projective_from_corners (corners, 2, &p));
  g_assert_true (sand_projective_is_affine (&p));

  for (guint i = 0; i < 2; i++)
    {
      sand_projective_apply (&p, corners[i].image.x, corners[i].image.y, &x, &y);
      g_assert_cmpfloat_with_epsilon (x, corners[i].table.x, 1e-9);
      g_assert_cmpfloat_with_epsilon (y, corners[i].table.y, 1e-9);
    }
  /* a mark at pixel (100, 700): 500 px = 10" down the image, turned 30° */
  sand_projective_apply (&p, 100, 700, &x, &y);
  g_assert_cmpfloat_with_epsilon (x, 10 - 500 * scale * sin (angle), 0.05);
  g_assert_cmpfloat_with_epsilon (y, 5 + 500 * scale * cos (angle), 0.05);

  g_assert_true (sand_projective_invert (&p, &inverse));
  sand_projective_apply (&inverse, x, y, &x, &y);
  g_assert_cmpfloat_with_epsilon (x, 100, 1e-6);
  g_assert_cmpfloat_with_epsilon (y, 700, 1e-6);
}

/* A known homography from the table to the photo; the one solved from its four
 * corners must map every other photo point back where it came from. */
static void
test_four_corners (void)
{
  /* table → photo, a perspective with a real vanishing line */
  const SandProjective known = { { 40, 12, 1000, 1.5, 38, 600, 0.0002, 0.009, 1 } };
  SandBackdropCorner corners[4];
  SandProjective p;
  SandPoint image[4];

  for (guint i = 0; i < 4; i++)
    sand_projective_apply (&known, table_corners[i].x, table_corners[i].y, &image[i].x, &image[i].y);
  make_corners (image, table_corners, 4, corners);
  g_assert_cmpint (sand_backdrop_check_corners (corners, 4, 5000, 5000, NULL), ==, SAND_BACKDROP_FAULT_NONE);
  g_assert_true (sand_projective_from_corners (corners, 4, &p));
  g_assert_false (sand_projective_is_affine (&p));

  for (double tx = 0; tx <= 72; tx += 4.5)
    for (double ty = 0; ty <= 48; ty += 3)
      {
        double ix, iy, x, y;

        sand_projective_apply (&known, tx, ty, &ix, &iy);
        sand_projective_apply (&p, ix, iy, &x, &y);
        g_assert_cmpfloat_with_epsilon (x, tx, 1e-6);
        g_assert_cmpfloat_with_epsilon (y, ty, 1e-6);
      }
}

static void
test_four_corners_photo (void)
{
  SandBackdropCorner corners[4];
  SandProjective p;
  double x, y;

  make_corners (photo_corners, table_corners, 4, corners);
  g_assert_true (sand_projective_from_corners (corners, 4, &p));
  for (guint i = 0; i < 4; i++)
    {
      sand_projective_apply (&p, photo_corners[i].x, photo_corners[i].y, &x, &y);
      g_assert_cmpfloat_with_epsilon (x, table_corners[i].x, 1e-9);
      g_assert_cmpfloat_with_epsilon (y, table_corners[i].y, 1e-9);
    }
  /* the table's centre is where the photo's diagonals cross, not their midpoints */
  {
    SandPoint a = photo_corners[0], b = photo_corners[2], c = photo_corners[1], d = photo_corners[3];
    double den = (a.x - b.x) * (c.y - d.y) - (a.y - b.y) * (c.x - d.x);
    double t = ((a.x - c.x) * (c.y - d.y) - (a.y - c.y) * (c.x - d.x)) / den;

    sand_projective_apply (&p, a.x + t * (b.x - a.x), a.y + t * (b.y - a.y), &x, &y);
    g_assert_cmpfloat_with_epsilon (x, 36, 1e-6);
    g_assert_cmpfloat_with_epsilon (y, 24, 1e-6);
  }
}

static void
assert_fault (const SandPoint  *image,
              const SandPoint  *table,
              guint             n,
              double            width,
              double            height,
              SandBackdropFault expected)
{
  SandBackdropCorner corners[4];
  SandProjective p;

  make_corners (image, table, n, corners);
  g_assert_cmpint (sand_backdrop_check_corners (corners, n, width, height, NULL), ==, expected);
  if (expected != SAND_BACKDROP_FAULT_NONE)
    g_assert_cmpstr (sand_backdrop_fault_describe (expected), !=, "");
  if (expected != SAND_BACKDROP_FAULT_OUTSIDE && expected != SAND_BACKDROP_FAULT_NONE)
    g_assert_false (sand_projective_from_corners (corners, n, &p));
}

static void
test_faults (void)
{
  const SandPoint in_a_line[4] = { { 0, 0 }, { 500, 0 }, { 1000, 0 }, { 0, 800 } };
  const SandPoint crossed[4] = { { 0, 0 }, { 1000, 0 }, { 0, 800 }, { 1000, 800 } };
  const SandPoint dart[4] = { { 0, 0 }, { 1000, 0 }, { 300, 300 }, { 0, 1000 } };
  const SandPoint mirrored[4] = { { 0, 0 }, { 0, 800 }, { 1000, 800 }, { 1000, 0 } };
  const SandPoint same[2] = { { 10, 10 }, { 10, 10 } };
  const SandPoint table_same[2] = { { 5, 5 }, { 5, 5 } };
  const SandPoint two[2] = { { 10, 10 }, { 90, 10 } };

  assert_fault (in_a_line, table_corners, 4, 0, 0, SAND_BACKDROP_FAULT_IN_A_LINE);
  /* the table's corners in a line are as bad as the image's */
  assert_fault (photo_corners, in_a_line, 4, 0, 0, SAND_BACKDROP_FAULT_IN_A_LINE);
  assert_fault (crossed, table_corners, 4, 0, 0, SAND_BACKDROP_FAULT_CROSSED);
  assert_fault (dart, table_corners, 4, 0, 0, SAND_BACKDROP_FAULT_CROSSED);
  assert_fault (mirrored, table_corners, 4, 0, 0, SAND_BACKDROP_FAULT_MIRRORED);
  assert_fault (same, table_corners, 2, 0, 0, SAND_BACKDROP_FAULT_SAME_POINT);
  assert_fault (two, table_same, 2, 0, 0, SAND_BACKDROP_FAULT_SAME_POINT);
  assert_fault (two, table_corners, 1, 0, 0, SAND_BACKDROP_FAULT_COUNT);
  assert_fault (two, table_corners, 3, 0, 0, SAND_BACKDROP_FAULT_COUNT);
  /* outside the image only once its size is known */
  assert_fault (photo_corners, table_corners, 4, 0, 0, SAND_BACKDROP_FAULT_NONE);
  assert_fault (photo_corners, table_corners, 4, 4000, 3000, SAND_BACKDROP_FAULT_NONE);
  assert_fault (photo_corners, table_corners, 4, 3000, 3000, SAND_BACKDROP_FAULT_OUTSIDE);
  assert_fault (two, table_corners, 2, 50, 50, SAND_BACKDROP_FAULT_OUTSIDE);
}

static void
test_fit (void)
{
  SandBackdropCorner corners[2];
  SandProjective p;
  double x, y;

  /* a 1000×1000 image on a 72×48 table: 48" square, 12" in from the left */
  sand_backdrop_fit_corners (1000, 1000, 72, 48, corners);
  g_assert_true (sand_projective_from_corners (corners, 2, &p));
  sand_projective_apply (&p, 0, 0, &x, &y);
  g_assert_cmpfloat_with_epsilon (x, 12, 1e-9);
  g_assert_cmpfloat_with_epsilon (y, 0, 1e-9);
  sand_projective_apply (&p, 1000, 500, &x, &y);
  g_assert_cmpfloat_with_epsilon (x, 60, 1e-9);
  g_assert_cmpfloat_with_epsilon (y, 24, 1e-9);
}

static void
changed_cb (SandScenario *scenario,
            guint        *count)
{
  (*count)++;
}

static void
test_edits_undo (void)
{
  g_autoptr (SandScenario) scenario = sand_scenario_new ();
  g_autoptr (SandHistory) history = sand_history_new (scenario);
  g_autoptr (SandBackdrop) backdrop = sand_backdrop_new ("table.jpg");
  SandBackdropCorner two[2], four[4];
  g_auto (GValue) value = G_VALUE_INIT;
  const SandBackdropCorner *now;
  guint n, changes = 0;

  g_signal_connect (scenario, "changed", G_CALLBACK (changed_cb), &changes);
  sand_backdrop_fit_corners (4000, 3000, 72, 48, two);
  sand_backdrop_set_corners (backdrop, two, 2);

  sand_edit_set_backdrop (history, backdrop);
  g_assert_true (sand_scenario_get_backdrop (scenario) == backdrop);
  g_assert_cmpuint (changes, >, 0);
  g_assert_cmpstr (sand_history_get_undo_label (history), ==, "Import Backdrop");

  make_corners (photo_corners, table_corners, 4, four);
  sand_edit_place_backdrop (history, backdrop, four, 4);
  now = sand_backdrop_get_corners (backdrop, &n);
  g_assert_cmpuint (n, ==, 4);
  g_assert_cmpfloat (now[2].image.x, ==, 3810);

  /* a drag is one step */
  sand_history_begin_group (history, NULL);
  for (guint i = 1; i <= 10; i++)
    sand_edit_move_backdrop (history, backdrop, 0.5, -0.25);
  sand_history_end_group (history);
  g_assert_cmpuint (sand_history_get_undo_size (history), ==, 1);
  now = sand_backdrop_get_corners (backdrop, &n);
  g_assert_cmpfloat_with_epsilon (now[1].table.x, 77, 1e-9);
  g_assert_cmpfloat_with_epsilon (now[1].table.y, -2.5, 1e-9);

  changes = 0;
  g_value_init (&value, G_TYPE_DOUBLE);
  g_value_set_double (&value, 0.4);
  g_assert_true (sand_edit_set_property (history, G_OBJECT (backdrop), "opacity", &value));
  g_assert_cmpfloat (sand_backdrop_get_opacity (backdrop), ==, 0.4);
  g_assert_cmpuint (changes, >, 0);
  g_assert_cmpstr (sand_history_get_undo_label (history), ==, "Change Backdrop");

  g_assert_true (sand_history_undo (history));
  g_assert_cmpfloat (sand_backdrop_get_opacity (backdrop), ==, 1);
  g_assert_true (sand_history_undo (history));
  now = sand_backdrop_get_corners (backdrop, &n);
  g_assert_cmpfloat (now[1].table.x, ==, 72);
  g_assert_true (sand_history_undo (history));
  sand_backdrop_get_corners (backdrop, &n);
  g_assert_cmpuint (n, ==, 2);
  g_assert_true (sand_history_undo (history));
  g_assert_null (sand_scenario_get_backdrop (scenario));

  g_assert_true (sand_history_redo (history));
  g_assert_true (sand_history_redo (history));
  sand_backdrop_get_corners (backdrop, &n);
  g_assert_cmpuint (n, ==, 4);

  sand_edit_set_backdrop (history, NULL);
  g_assert_null (sand_scenario_get_backdrop (scenario));
  g_assert_cmpstr (sand_history_get_undo_label (history), ==, "Remove Backdrop");
  g_assert_true (sand_history_undo (history));
  g_assert_true (sand_scenario_get_backdrop (scenario) == backdrop);

  /* a backdrop taken away no longer speaks for the scenario */
  sand_scenario_set_backdrop (scenario, NULL);
  changes = 0;
  sand_backdrop_set_visible (backdrop, FALSE);
  g_assert_cmpuint (changes, ==, 0);
}

static void
test_href_resolve (void)
{
  g_autoptr (GFile) dir = g_file_new_for_path ("/home/player/tables");
  g_autoptr (GFile) file = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *path = NULL;

  file = sand_backdrop_href_resolve ("photos/table.jpg", dir, &error);
  g_assert_no_error (error);
  path = g_file_get_path (file);
  g_assert_cmpstr (path, ==, "/home/player/tables/photos/table.jpg");
  g_clear_object (&file);
  g_clear_pointer (&path, g_free);

  file = sand_backdrop_href_resolve ("../maps/map.png", dir, &error);
  path = g_file_get_path (file);
  g_assert_cmpstr (path, ==, "/home/player/maps/map.png");
  g_clear_object (&file);
  g_clear_pointer (&path, g_free);

  file = sand_backdrop_href_resolve ("/srv/scans/map.png", dir, &error);
  path = g_file_get_path (file);
  g_assert_cmpstr (path, ==, "/srv/scans/map.png");
  g_clear_object (&file);

  /* never the network, whatever the scheme */
  for (guint i = 0; i < 4; i++)
    {
      static const char * const remote[] = {
        "http://example.org/table.jpg", "https://example.org/t.png", "sftp://host/t.png",
        "smb://server/share/t.png",
      };

      g_assert_null (sand_backdrop_href_resolve (remote[i], dir, &error));
      g_assert_error (error, SAND_ERROR, SAND_ERROR_INVALID);
      g_assert_nonnull (strstr (error->message, "network"));
      g_clear_error (&error);
      g_assert_null (sand_backdrop_href_read (remote[i], dir, 1000000, &error));
      g_assert_error (error, SAND_ERROR, SAND_ERROR_INVALID);
      g_clear_error (&error);
    }
}

static void
test_href_data (void)
{
  static const guchar bytes[] = { 0x89, 'P', 'N', 'G', 0, 1, 2, 255 };
  g_autoptr (GBytes) in = g_bytes_new_static (bytes, sizeof bytes);
  g_autofree char *href = sand_backdrop_href_make_data (in, "image/png");
  g_autoptr (GBytes) out = NULL;
  g_autoptr (GError) error = NULL;

  g_assert_true (g_str_has_prefix (href, "data:image/png;base64,"));
  g_assert_true (sand_backdrop_href_is_data (href));
  out = sand_backdrop_href_read (href, NULL, 1000, &error);
  g_assert_no_error (error);
  g_assert_true (g_bytes_equal (in, out));
  g_clear_pointer (&out, g_bytes_unref);

  out = sand_backdrop_href_read ("data:text/plain,a%20b", NULL, 1000, &error);
  g_assert_no_error (error);
  g_assert_cmpmem (g_bytes_get_data (out, NULL), g_bytes_get_size (out), "a b", 3);
  g_clear_pointer (&out, g_bytes_unref);

  g_assert_null (sand_backdrop_href_read (href, NULL, 4, &error));
  g_assert_nonnull (strstr (error->message, "too large"));
  g_clear_error (&error);
  g_assert_null (sand_backdrop_href_read ("data:image/png;base64,@@@", NULL, 100, &error));
  g_assert_nonnull (strstr (error->message, "base64"));
}

static void
test_href_missing (void)
{
  g_autofree char *tmp = g_dir_make_tmp ("sand-backdrop-XXXXXX", NULL);
  g_autoptr (GFile) dir = g_file_new_for_path (tmp);
  g_autoptr (GError) error = NULL;

  g_assert_null (sand_backdrop_href_read ("nowhere.jpg", dir, 1000, &error));
  g_assert_error (error, SAND_ERROR, SAND_ERROR_IO);
  g_assert_nonnull (strstr (error->message, "missing"));
  g_assert_nonnull (strstr (error->message, "nowhere.jpg"));
  g_clear_error (&error);
  /* a folder is not an image */
  g_assert_null (sand_backdrop_href_read (".", dir, 1000, &error));
  g_assert_error (error, SAND_ERROR, SAND_ERROR_IO);
  g_rmdir (tmp);
}

static void
test_href_rebase (void)
{
  g_autoptr (GFile) old_dir = g_file_new_for_path ("/home/player/tables");
  g_autoptr (GFile) sub = g_file_new_for_path ("/home/player/tables/club");
  g_autoptr (GFile) other = g_file_new_for_path ("/home/player/archive/2024");
  g_autoptr (GFile) far = g_file_new_for_path ("/mnt/usb");
  g_autofree char *a = sand_backdrop_href_rebase ("photos/table.jpg", old_dir, sub);
  g_autofree char *b = sand_backdrop_href_rebase ("photos/table.jpg", old_dir, other);
  g_autofree char *c = sand_backdrop_href_rebase ("photos/table.jpg", old_dir, far);
  g_autofree char *d = sand_backdrop_href_rebase ("/srv/t.png", old_dir, other);
  g_autofree char *e = sand_backdrop_href_rebase ("data:image/png;base64,AAAA", old_dir, other);
  g_autofree char *f = sand_backdrop_href_rebase ("photos/table.jpg", old_dir, old_dir);

  g_assert_cmpstr (a, ==, "../photos/table.jpg");
  g_assert_cmpstr (b, ==, "../../tables/photos/table.jpg");
  /* nothing but the root in common: absolute */
  g_assert_cmpstr (c, ==, "/home/player/tables/photos/table.jpg");
  g_assert_cmpstr (d, ==, "/srv/t.png");
  g_assert_cmpstr (e, ==, "data:image/png;base64,AAAA");
  g_assert_cmpstr (f, ==, "photos/table.jpg");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/backdrop/place/two-points", test_two_points);
  g_test_add_func ("/backdrop/place/four-corners/known-homography", test_four_corners);
  g_test_add_func ("/backdrop/place/four-corners/photo", test_four_corners_photo);
  g_test_add_func ("/backdrop/place/faults", test_faults);
  g_test_add_func ("/backdrop/place/fit", test_fit);
  g_test_add_func ("/backdrop/edit/undo", test_edits_undo);
  g_test_add_func ("/backdrop/href/resolve", test_href_resolve);
  g_test_add_func ("/backdrop/href/data", test_href_data);
  g_test_add_func ("/backdrop/href/missing", test_href_missing);
  g_test_add_func ("/backdrop/href/rebase", test_href_rebase);

  return g_test_run ();
}
