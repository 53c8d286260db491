/* test-backdrop-render.c: backdrop images decoded, placed by two points or four
 * corners and drawn; the mark at a known pixel lands where it should on the
 * table; what cannot be drawn says so at its line; the CLI with and without.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <cairo-pdf.h>
#include <gdk-pixbuf/gdk-pixbuf.h>
#include <glib/gstdio.h>
#include <math.h>
#include <string.h>

#include "backdrop-images.h"
#include "sand-backdrop-image-private.h"
#include "sand-error.h"
#include "sand-scenario-io.h"

#define PPI 20.0

typedef struct
{
  char *dir;
  GFile *base;
} Fixture;

static void
fixture_set_up (Fixture      *f,
                gconstpointer data)
{
  f->dir = g_dir_make_tmp ("sand-backdrop-XXXXXX", NULL);
  f->base = g_file_new_for_path (f->dir);
}

static void
fixture_tear_down (Fixture      *f,
                   gconstpointer data)
{
  g_autoptr (GDir) dir = g_dir_open (f->dir, 0, NULL);
  const char *name;

  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (f->dir, name, NULL);
      g_unlink (path);
    }
  g_rmdir (f->dir);
  g_free (f->dir);
  g_object_unref (f->base);
}

static char *
path_in (Fixture    *f,
         const char *name)
{
  return g_build_filename (f->dir, name, NULL);
}

/* The table at PPI pixels an inch with @image under it (may be NULL). */
static cairo_surface_t *
render (SandScenario      *scenario,
        SandBackdropImage *image)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, (int) (72 * PPI), (int) (48 * PPI));
  cairo_t *cr = cairo_create (surface);
  SandRenderOptions options;

  sand_render_options_init (&options);
  options.pixels_per_inch = PPI;
  options.show_grid = FALSE;
  options.backdrop = image;
  cairo_scale (cr, PPI, PPI);
  sand_render_scenario (cr, scenario, &options);
  cairo_destroy (cr);
  return surface;
}

static SandScenario *
scenario_with (SandBackdrop *backdrop)
{
  SandScenario *scenario = sand_scenario_new ();

  sand_scenario_set_size (scenario, 72, 48);
  sand_scenario_set_backdrop (scenario, backdrop);
  return scenario;
}

/* Renders, finds the red mark and checks it is within 0.05" of (@x, @y). */
static void
assert_mark_at (SandScenario      *scenario,
                SandBackdropImage *image,
                double             x,
                double             y)
{
  cairo_surface_t *surface = render (scenario, image);
  double px, py;

  g_assert_true (backdrop_find_red (surface, &px, &py));
  g_test_message ("mark at %.3f, %.3f (wanted %.3f, %.3f)", px / PPI, py / PPI, x, y);
  g_assert_cmpfloat (hypot (px / PPI - x, py / PPI - y), <, 0.05);
  cairo_surface_destroy (surface);
}

static void
test_two_points_png (Fixture      *f,
                     gconstpointer data)
{
  g_autofree char *path = path_in (f, "scan.png");
  g_autoptr (SandBackdrop) backdrop = sand_backdrop_new ("scan.png");
  g_autoptr (SandScenario) scenario = scenario_with (backdrop);
  g_autoptr (SandBackdropImage) image = NULL;
  g_autoptr (GError) error = NULL;
  SandBackdropCorner corners[2];
  SandProjective p;
  double angle = G_PI / 6, x, y;

  /* 400×300 at 10 pixels an inch, turned 30°, its corner at (20, 10) */
  backdrop_make_marked_png (path, 400, 300, 310, 75);
  corners[0] = (SandBackdropCorner) { { 0, 0 }, { 20, 10 } };
  corners[1] = (SandBackdropCorner) { { 400, 0 }, { 20 + 40 * cos (angle), 10 + 40 * sin (angle) } };
  sand_backdrop_set_corners (backdrop, corners, 2);

  image = sand_backdrop_image_open (backdrop, f->base, "t.sandtable", &error);
  g_assert_no_error (error);
  g_assert_cmpfloat (sand_backdrop_image_get_width (image), ==, 400);
  g_assert_cmpfloat (sand_backdrop_image_get_height (image), ==, 300);
  g_assert_cmpstr (sand_backdrop_image_get_mime_type (image), ==, "image/png");

  /* by the maths */
  g_assert_true (sand_backdrop_get_transform (backdrop, &p));
  sand_projective_apply (&p, 310, 75, &x, &y);
  g_assert_cmpfloat_with_epsilon (x, 20 + 31 * cos (angle) - 7.5 * sin (angle), 1e-9);
  g_assert_cmpfloat_with_epsilon (y, 10 + 31 * sin (angle) + 7.5 * cos (angle), 1e-9);
  /* by rendering */
  assert_mark_at (scenario, image, x, y);

  /* without it, no mark */
  {
    cairo_surface_t *bare = render (scenario, NULL);

    g_assert_false (backdrop_find_red (bare, &x, &y));
    cairo_surface_destroy (bare);
  }
}

/* The photo of a table taken at an angle, straightened by its four corners. */
static const SandProjective table_to_photo = {
  { 9.0, 5.0, 300.0, -0.5, 9.0, 250.0, -0.0004, -0.004, 1 },
};

static void
make_photo (Fixture            *f,
            const char         *name,
            SandBackdropCorner  corners[4])
{
  g_autofree char *path = path_in (f, name);
  static const SandPoint table[4] = { { 0, 0 }, { 72, 0 }, { 72, 48 }, { 0, 48 } };
  SandProjective photo_to_table;

  g_assert_true (sand_projective_invert (&table_to_photo, &photo_to_table));
  backdrop_make_photo_png (path, 1600, 1200, &photo_to_table, 72, 48, 50, 30);
  for (guint i = 0; i < 4; i++)
    {
      corners[i].table = table[i];
      sand_projective_apply (&table_to_photo, table[i].x, table[i].y, &corners[i].image.x,
                             &corners[i].image.y);
    }
}

static void
test_four_corners_photo (Fixture      *f,
                         gconstpointer data)
{
  g_autoptr (SandBackdrop) backdrop = sand_backdrop_new ("photo.png");
  g_autoptr (SandScenario) scenario = scenario_with (backdrop);
  g_autoptr (SandBackdropImage) image = NULL;
  g_autoptr (GError) error = NULL;
  SandBackdropCorner corners[4];
  SandProjective p;
  double ix, iy, x, y;

  make_photo (f, "photo.png", corners);
  for (guint i = 0; i < 4; i++)
    g_test_message ("corner %u at pixel %.1f, %.1f", i, corners[i].image.x, corners[i].image.y);
  sand_backdrop_set_corners (backdrop, corners, 4);
  image = sand_backdrop_image_open (backdrop, f->base, "t.sandtable", &error);
  g_assert_no_error (error);

  /* by the maths: the mark's pixel in the photo goes back to (50, 30) */
  g_assert_true (sand_backdrop_get_transform (backdrop, &p));
  sand_projective_apply (&table_to_photo, 50, 30, &ix, &iy);
  sand_projective_apply (&p, ix, iy, &x, &y);
  g_assert_cmpfloat_with_epsilon (x, 50, 1e-6);
  g_assert_cmpfloat_with_epsilon (y, 30, 1e-6);
  /* by rendering, twice: the second from the kept warp */
  assert_mark_at (scenario, image, 50, 30);
  assert_mark_at (scenario, image, 50, 30);
}

/* A screen's resolution below the test photo's own (about 17 pixels an inch at
 * its densest), so zooming in asks for a finer picture. */
#define SCREEN_PPI 10.0

/* The backdrop alone at @ppi pixels an inch, drawn as a screen draws it. */
static cairo_surface_t *
render_now (SandBackdrop      *backdrop,
            SandBackdropImage *image,
            double             ppi,
            gboolean          *final,
            double            *finer_ppi)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, (int) (72 * ppi), (int) (48 * ppi));
  cairo_t *cr = cairo_create (surface);
  SandRenderOptions options;

  sand_render_options_init (&options);
  options.pixels_per_inch = ppi;
  cairo_scale (cr, ppi, ppi);
  *final = sand_render_backdrop_now (cr, backdrop, image, &options, finer_ppi);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

static void
assert_red_near (cairo_surface_t *surface,
                 double           ppi,
                 double           within)
{
  double px, py;

  g_assert_true (backdrop_find_red (surface, &px, &py));
  g_test_message ("mark at %.3f, %.3f at %.1f pixels an inch", px / ppi, py / ppi, ppi);
  g_assert_cmpfloat (hypot (px / ppi - 50, py / ppi - 30), <, within);
}

static void
warped_cb (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  GAsyncResult **out = user_data;

  *out = g_object_ref (result);
}

/* Straightens in a worker thread and waits for it in this thread's main loop. */
static gboolean
warp_in_worker (SandBackdropImage *image,
                SandBackdrop      *backdrop,
                double             ppi,
                GCancellable      *cancellable,
                GError           **error)
{
  GAsyncResult *result = NULL;
  gboolean done;

  sand_backdrop_image_warp_async (image, backdrop, ppi, cancellable, warped_cb, &result);
  while (result == NULL)
    g_main_context_iteration (NULL, TRUE);
  done = sand_backdrop_image_warp_finish (result, error);
  g_object_unref (result);
  return done;
}

/* A screen never waits on the warp: a new placing is drawn at once from a coarse
 * picture, the finer one comes from a worker thread, and a zoom draws the kept
 * picture scaled until its own is made. */
static void
test_four_corners_screen_never_waits (Fixture      *f,
                                      gconstpointer data)
{
  g_autoptr (SandBackdrop) backdrop = sand_backdrop_new ("photo.png");
  g_autoptr (SandBackdrop) two_points = sand_backdrop_new ("photo.png");
  g_autoptr (SandBackdropImage) image = NULL;
  g_autoptr (SandBackdropImage) fresh = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (GCancellable) cancelled = g_cancellable_new ();
  SandBackdropCorner corners[4];
  cairo_surface_t *first, *second, *waited;
  gboolean final = TRUE;
  double finer = 0, kept_ppi;

  make_photo (f, "photo.png", corners);
  sand_backdrop_set_corners (backdrop, corners, 4);
  image = sand_backdrop_image_open (backdrop, f->base, "t.sandtable", &error);
  g_assert_no_error (error);

  /* a new placing: a coarse picture at once, a finer one asked for */
  first = render_now (backdrop, image, SCREEN_PPI, &final, &finer);
  g_assert_false (final);
  g_assert_cmpfloat (finer, >=, SCREEN_PPI);
  g_assert_cmpfloat (finer, <, SCREEN_PPI * G_SQRT2 + 1e-9);
  g_assert_cmpfloat (image->warped_ppi, <, finer);
  assert_red_near (first, SCREEN_PPI, 0.3);

  /* made in a worker thread, then the screen's drawing is the final one */
  g_assert_true (warp_in_worker (image, backdrop, finer, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpfloat (image->warped_ppi, ==, finer);
  second = render_now (backdrop, image, SCREEN_PPI, &final, &finer);
  g_assert_true (final);
  assert_red_near (second, SCREEN_PPI, 0.05);

  /* the same pixels as a drawing that waited for its warp */
  fresh = sand_backdrop_image_open (backdrop, f->base, "t.sandtable", &error);
  g_assert_no_error (error);
  {
    cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 72 * SCREEN_PPI, 48 * SCREEN_PPI);
    cairo_t *cr = cairo_create (surface);
    SandRenderOptions options;

    sand_render_options_init (&options);
    options.pixels_per_inch = SCREEN_PPI;
    cairo_scale (cr, SCREEN_PPI, SCREEN_PPI);
    sand_render_backdrop (cr, backdrop, fresh, &options);
    cairo_destroy (cr);
    cairo_surface_flush (surface);
    waited = surface;
  }
  g_assert_cmpint (memcmp (cairo_image_surface_get_data (second), cairo_image_surface_get_data (waited),
                           (gsize) cairo_image_surface_get_stride (second) * cairo_image_surface_get_height (second)),
                   ==, 0);
  cairo_surface_destroy (first);
  cairo_surface_destroy (second);
  cairo_surface_destroy (waited);

  /* zoomed in twice as far: the kept picture drawn scaled, a finer one asked for */
  kept_ppi = image->warped_ppi;
  second = render_now (backdrop, image, 2 * SCREEN_PPI, &final, &finer);
  g_assert_false (final);
  g_assert_cmpfloat (finer, >, kept_ppi);
  g_assert_cmpfloat (image->warped_ppi, ==, kept_ppi);
  assert_red_near (second, 2 * SCREEN_PPI, 0.05);
  cairo_surface_destroy (second);

  /* a cancelled warp keeps nothing */
  g_cancellable_cancel (cancelled);
  g_assert_false (warp_in_worker (image, backdrop, finer, cancelled, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&error);
  g_assert_cmpfloat (image->warped_ppi, ==, kept_ppi);

  /* placed by two points there is nothing to straighten: drawn final at once */
  sand_backdrop_set_corners (two_points, corners, 2);
  second = render_now (two_points, image, SCREEN_PPI, &final, &finer);
  g_assert_true (final);
  cairo_surface_destroy (second);
  g_assert_false (warp_in_worker (image, two_points, SCREEN_PPI, NULL, &error));
  g_assert_no_error (error);
}

static void
test_svg (Fixture      *f,
          gconstpointer data)
{
  g_autofree char *path = path_in (f, "map.svg");
  g_autoptr (SandBackdrop) backdrop = sand_backdrop_new ("map.svg");
  g_autoptr (SandScenario) scenario = scenario_with (backdrop);
  g_autoptr (SandBackdropImage) image = NULL;
  g_autoptr (GError) error = NULL;
  const SandBackdropCorner corners[2] = { { { 0, 0 }, { 0, 0 } }, { { 100, 0 }, { 50, 0 } } };

  g_assert_true (g_file_set_contents (path,
                                      "<?xml version=\"1.0\"?>\n<!-- a map -->\n"
                                      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"100\" height=\"60\">"
                                      "<rect width=\"100\" height=\"60\" fill=\"white\"/>"
                                      "<circle cx=\"80\" cy=\"10\" r=\"2\" fill=\"#f00\"/></svg>",
                                      -1, NULL));
  sand_backdrop_set_corners (backdrop, corners, 2);
  image = sand_backdrop_image_open (backdrop, f->base, "t.sandtable", &error);
  g_assert_no_error (error);
  g_assert_cmpfloat (sand_backdrop_image_get_width (image), ==, 100);
  assert_mark_at (scenario, image, 40, 5);
}

static void
make_pdf (const char *path)
{
  cairo_surface_t *surface = cairo_pdf_surface_create (path, 300, 300);
  cairo_t *cr = cairo_create (surface);

  cairo_show_page (cr); /* page 1 is empty */
  cairo_pdf_surface_set_size (surface, 200, 100);
  cairo_set_source_rgb (cr, 1, 0, 0);
  cairo_arc (cr, 150, 50, 3, 0, 2 * G_PI);
  cairo_fill (cr);
  cairo_show_page (cr);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

static void
loaded_cb (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  *(GAsyncResult **) user_data = g_object_ref (result);
}

static void
test_pdf_page (Fixture      *f,
               gconstpointer data)
{
  g_autoptr (GAsyncResult) result = NULL;
  g_autofree char *path = path_in (f, "book.pdf");
  g_autoptr (SandBackdrop) backdrop = sand_backdrop_new (path);
  g_autoptr (SandScenario) scenario = scenario_with (backdrop);
  g_autoptr (SandBackdropImage) image = NULL;
  g_autoptr (GError) error = NULL;
  const SandBackdropCorner corners[2] = { { { 0, 0 }, { 0, 0 } }, { { 200, 0 }, { 20, 0 } } };

  make_pdf (path);
  /* read in a worker thread, as the app does; the first page tells how many */
  sand_backdrop_image_load_async (path, 1, NULL, NULL, loaded_cb, &result);
  while (result == NULL)
    g_main_context_iteration (NULL, TRUE);
  image = sand_backdrop_image_load_finish (result, &error);
  g_assert_no_error (error);
  g_assert_cmpint (sand_backdrop_image_get_n_pages (image), ==, 2);
  g_clear_pointer (&image, sand_backdrop_image_unref);
  sand_backdrop_set_page (backdrop, 2);
  sand_backdrop_set_corners (backdrop, corners, 2);
  image = sand_backdrop_image_open (backdrop, NULL, "t.sandtable", &error);
  g_assert_no_error (error);
  g_assert_cmpfloat (sand_backdrop_image_get_width (image), ==, 200);
  g_assert_cmpfloat (sand_backdrop_image_get_height (image), ==, 100);
  assert_mark_at (scenario, image, 15, 5);

  g_clear_pointer (&image, sand_backdrop_image_unref);
  sand_backdrop_set_page (backdrop, 3);
  g_assert_null (sand_backdrop_image_open (backdrop, NULL, "t.sandtable", &error));
  g_assert_nonnull (strstr (error->message, "the PDF has 2 pages, not a page 3"));
}

/* Each bad input: refused with its reason at the backdrop's line. */
/* A PNG header saying 20,000 × 20,000, and nothing after it. */
static const guint8 huge_png[] = {
  0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n', 0, 0, 0, 13, 'I', 'H', 'D', 'R',
  0, 0, 0x4e, 0x20, 0, 0, 0x4e, 0x20, 8, 6, 0, 0, 0, 0x12, 0x34, 0x56, 0x78,
};

static void
assert_refused (Fixture                  *f,
                const char               *href,
                const SandBackdropCorner *corners,
                guint                     n,
                const char               *reason)
{
  g_autoptr (SandBackdrop) backdrop = sand_backdrop_new (href);
  g_autoptr (GError) error = NULL;
  g_autoptr (SandBackdropImage) image = NULL;
  g_autofree char *expected = NULL;

  sand_backdrop_set_source_line (backdrop, 6);
  sand_backdrop_set_corners (backdrop, corners, n);
  image = sand_backdrop_image_open (backdrop, f->base, "t.sandtable", &error);
  g_assert_null (image);
  g_assert_error (error, SAND_ERROR, error->code);
  g_test_message ("%s", error->message);
  expected = g_strdup_printf ("t.sandtable:6: backdrop ");
  g_assert_true (g_str_has_prefix (error->message, expected));
  g_assert_nonnull (strstr (error->message, reason));
}

static void
test_bad_input (Fixture      *f,
                gconstpointer data)
{
  const SandBackdropCorner two[2] = { { { 0, 0 }, { 0, 0 } }, { { 100, 0 }, { 10, 0 } } };
  const SandBackdropCorner crossed[4] = {
    { { 0, 0 }, { 0, 0 } }, { { 300, 0 }, { 72, 0 } }, { { 0, 200 }, { 72, 48 } }, { { 300, 200 }, { 0, 48 } },
  };
  const SandBackdropCorner in_a_line[4] = {
    { { 0, 0 }, { 0, 0 } }, { { 150, 0 }, { 72, 0 } }, { { 300, 0 }, { 72, 48 } }, { { 0, 200 }, { 0, 48 } },
  };
  const SandBackdropCorner outside[2] = { { { 0, 0 }, { 0, 0 } }, { { 900, 0 }, { 10, 0 } } };
  g_autofree char *png = path_in (f, "scan.png");
  g_autofree char *text = path_in (f, "notes.png");
  g_autofree char *big = path_in (f, "huge.png");
  g_autofree char *cut = path_in (f, "cut.png");
  g_autofree char *contents = NULL;
  gsize length;

  backdrop_make_marked_png (png, 300, 200, 10, 10);
  g_assert_true (g_file_set_contents (text, "Turn 1: the Germans move first.\n", -1, NULL));
  g_assert_true (g_file_set_contents (big, (const char *) huge_png, sizeof huge_png, NULL));
  g_assert_true (g_file_get_contents (png, &contents, &length, NULL));
  /* the header and the start of the pixels only */
  g_assert_true (g_file_set_contents (cut, contents, 70, NULL));

  assert_refused (f, "nowhere.png", two, 2, "the image is missing (looked for ");
  assert_refused (f, "notes.png", two, 2, "it is not an image Sandtable can read (PNG, JPEG, SVG or PDF)");
  assert_refused (f, "huge.png", two, 2, "the image is 20000 × 20000 pixels");
  assert_refused (f, "cut.png", two, 2, "damaged");
  assert_refused (f, ".", two, 2, "cannot be read as an image file");
  assert_refused (f, "scan.png", crossed, 4, "fold the picture");
  assert_refused (f, "scan.png", in_a_line, 4, "three of its corners are in a line");
  assert_refused (f, "scan.png", outside, 2, "a corner lies outside the image");
  assert_refused (f, "https://example.org/table.jpg", two, 2, "never fetches a backdrop from the network");
  assert_refused (f, "data:image/png;base64,SGVsbG8=", two, 2, "it is not an image");
}

static void
test_jpeg (Fixture      *f,
           gconstpointer data)
{
  g_autofree char *path = path_in (f, "photo.jpg");
  g_autoptr (GdkPixbuf) pixbuf = gdk_pixbuf_new (GDK_COLORSPACE_RGB, FALSE, 8, 640, 480);
  g_autoptr (SandBackdropImage) image = NULL;
  g_autoptr (GError) error = NULL;
  cairo_surface_t *raster;
  guint32 pixel;

  gdk_pixbuf_fill (pixbuf, 0xff000000);
  g_assert_true (gdk_pixbuf_save (pixbuf, path, "jpeg", &error, "quality", "90", NULL));
  image = sand_backdrop_image_load ("photo.jpg", 1, f->base, &error);
  g_assert_no_error (error);
  g_assert_cmpfloat (sand_backdrop_image_get_width (image), ==, 640);
  g_assert_cmpfloat (sand_backdrop_image_get_height (image), ==, 480);
  g_assert_cmpstr (sand_backdrop_image_get_mime_type (image), ==, "image/jpeg");
  /* decoded red, opaque */
  raster = _sand_backdrop_image_get_raster (image);
  cairo_surface_flush (raster);
  pixel = ((guint32 *) (gpointer) cairo_image_surface_get_data (raster))[100];
  g_assert_cmpuint (pixel >> 24, ==, 255);
  g_assert_cmpuint ((pixel >> 16) & 0xff, >, 240);
  g_assert_cmpuint ((pixel >> 8) & 0xff, <, 16);
}

/* The CLI */

static void
run_cli (const char * const *argv,
         int                 expected_status,
         char              **err)
{
  g_autoptr (GError) error = NULL;
  int status;

  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, NULL, err,
                               &status, &error));
  g_assert_no_error (error);
  g_test_message ("%s", *err);
  g_assert_cmpint (WEXITSTATUS (status), ==, expected_status);
}

static gboolean
png_has_mark (const char *path)
{
  cairo_surface_t *surface = cairo_image_surface_create_from_png (path);
  double x, y;
  gboolean found;

  g_assert_cmpint (cairo_surface_status (surface), ==, CAIRO_STATUS_SUCCESS);
  found = backdrop_find_red (surface, &x, &y);
  cairo_surface_destroy (surface);
  return found;
}

static void
save_with_backdrop (Fixture    *f,
                    const char *href,
                    gboolean    print)
{
  g_autofree char *path = path_in (f, "table.sandtable");
  g_autoptr (SandBackdrop) backdrop = sand_backdrop_new (href);
  g_autoptr (SandScenario) scenario = scenario_with (backdrop);
  g_autoptr (GBytes) bytes = NULL;
  SandBackdropCorner corners[4];

  make_photo (f, "photo.png", corners);
  sand_backdrop_set_corners (backdrop, corners, 4);
  sand_backdrop_set_print (backdrop, print);
  bytes = sand_scenario_to_bytes (scenario);
  g_assert_true (g_file_set_contents (path, g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes), NULL));
}

static void
test_cli (Fixture      *f,
          gconstpointer data)
{
  g_autofree char *file = path_in (f, "table.sandtable");
  g_autofree char *out = path_in (f, "out.png");
  const char *with_default[] = { SANDTABLE_CLI, "render", file, "-o", out, "--dpi", "10", NULL };
  const char *with_off[] = { SANDTABLE_CLI, "render", file, "-o", out, "--dpi", "10", "--backdrop", "off", NULL };
  const char *with_on[] = { SANDTABLE_CLI, "render", file, "-o", out, "--dpi", "10", "--backdrop", "on", NULL };
  const char *with_bad[] = { SANDTABLE_CLI, "render", file, "-o", out, "--backdrop", "maybe", NULL };
  g_autofree char *err = NULL;

  save_with_backdrop (f, "photo.png", TRUE);
  run_cli (with_default, 0, &err);
  g_assert_true (png_has_mark (out));
  g_clear_pointer (&err, g_free);
  run_cli (with_off, 0, &err);
  g_assert_false (png_has_mark (out));
  g_clear_pointer (&err, g_free);

  /* print="false": left out unless asked for */
  save_with_backdrop (f, "photo.png", FALSE);
  run_cli (with_default, 0, &err);
  g_assert_false (png_has_mark (out));
  g_clear_pointer (&err, g_free);
  run_cli (with_on, 0, &err);
  g_assert_true (png_has_mark (out));
  g_clear_pointer (&err, g_free);

  /* missing: the table is drawn without it and the line says why; asked for, it fails */
  save_with_backdrop (f, "gone.png", TRUE);
  g_unlink (out);
  run_cli (with_default, 0, &err);
  g_assert_nonnull (strstr (err, "table.sandtable:6: backdrop “gone.png”: the image is missing"));
  g_assert_true (g_file_test (out, G_FILE_TEST_EXISTS));
  g_assert_false (png_has_mark (out));
  g_clear_pointer (&err, g_free);
  run_cli (with_on, 1, &err);
  g_clear_pointer (&err, g_free);
  run_cli (with_bad, 2, &err);
  g_assert_nonnull (strstr (err, "--backdrop takes on or off"));
}

/* validate reads the backdrop's image and checks its corners: each problem at
 * the <backdrop>'s line, exit status 1; a good one is valid. */
static void
test_cli_validate (Fixture      *f,
                   gconstpointer data)
{
  g_autofree char *file = path_in (f, "table.sandtable");
  g_autofree char *notes = path_in (f, "notes.png");
  g_autofree char *huge = path_in (f, "huge.png");
  const char *validate[] = { SANDTABLE_CLI, "validate", file, NULL };
  static const char *const bad[][2] = {
    { "gone.png", "table.sandtable:6: backdrop “gone.png”: the image is missing" },
    { "notes.png", "table.sandtable:6: backdrop “notes.png”: it is not an image Sandtable can read" },
    { "huge.png", "table.sandtable:6: backdrop “huge.png”: the image is 20000 × 20000 pixels" },
  };
  g_autofree char *err = NULL;

  g_assert_true (g_file_set_contents (notes, "Turn 1: the Germans move first.\n", -1, NULL));
  g_assert_true (g_file_set_contents (huge, (const char *) huge_png, sizeof huge_png, NULL));

  save_with_backdrop (f, "photo.png", TRUE);
  run_cli (validate, 0, &err);
  g_clear_pointer (&err, g_free);

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autofree char *line = NULL;

      save_with_backdrop (f, bad[i][0], TRUE);
      run_cli (validate, 1, &err);
      line = g_strconcat (file, strchr (bad[i][1], ':'), NULL);
      g_assert_true (g_str_has_prefix (err, line));
      g_clear_pointer (&err, g_free);
    }

  /* the photo's third corner on the line of the first two: folded */
  {
    const SandBackdropCorner in_a_line[4] = {
      { { 0, 0 }, { 0, 0 } }, { { 150, 0 }, { 72, 0 } }, { { 300, 0 }, { 72, 48 } }, { { 0, 200 }, { 0, 48 } },
    };
    g_autoptr (SandBackdrop) backdrop = sand_backdrop_new ("photo.png");
    g_autoptr (SandScenario) scenario = scenario_with (backdrop);
    g_autoptr (GBytes) bytes = NULL;

    sand_backdrop_set_corners (backdrop, in_a_line, 4);
    bytes = sand_scenario_to_bytes (scenario);
    g_assert_true (g_file_set_contents (file, g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes), NULL));
  }
  run_cli (validate, 1, &err);
  {
    g_autofree char *line = g_strconcat (file, ":6: backdrop “photo.png”: ", NULL);

    g_assert_true (g_str_has_prefix (err, line));
    g_assert_nonnull (strstr (err, "three of its corners are in a line"));
  }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/backdrop/render/two-points/png", test_two_points_png);
  ADD ("/backdrop/render/four-corners/photo", test_four_corners_photo);
  ADD ("/backdrop/render/four-corners/screen-never-waits", test_four_corners_screen_never_waits);
  ADD ("/backdrop/render/svg", test_svg);
  ADD ("/backdrop/render/pdf-page", test_pdf_page);
  ADD ("/backdrop/render/jpeg", test_jpeg);
  ADD ("/backdrop/render/bad-input", test_bad_input);
  ADD ("/backdrop/render/cli", test_cli);
  ADD ("/backdrop/render/cli-validate", test_cli_validate);
#undef ADD

  return g_test_run ();
}
