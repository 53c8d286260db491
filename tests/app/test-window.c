/* test-window.c: the main window under a (virtual) display: opening the example,
 * what the user sees of it, its canvas's layers and zoom, the title and the
 * menus.
 *
 * Also writes the window as a PNG (tests/sandtable-main.png in the build tree),
 * the picture the metainfo shows.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "app-test-util.h"
#include "sand-application.h"
#include "sand-editor.h"
#include "sand-render.h"
#include "sand-selection.h"
#include "sand-window.h"

static SandApplication *app;

static SandWindow *
open_window (GFile *file)
{
  return app_test_open_file (app, file);
}

typedef struct
{
  GtkWidget *widget;
  int        width;  /* before */
} Narrowing;

static gboolean
narrower (gpointer data)
{
  Narrowing *n = data;

  return gtk_widget_get_width (n->widget) < n->width;
}

static GFile *
example_file (void)
{
  return app_test_scenario_file ("crossroads.sandtable");
}

static gboolean
is_split_button_labelled (GtkWidget     *widget,
                          gconstpointer  label)
{
  return ADW_IS_SPLIT_BUTTON (widget) &&
         g_strcmp0 (adw_split_button_get_label (ADW_SPLIT_BUTTON (widget)), label) == 0;
}

/* Pixels */

typedef struct
{
  guchar *data;
  gsize   stride;
  int     width;
  int     height;
} Image;

static void
image_clear (Image *image)
{
  g_clear_pointer (&image->data, g_free);
}

static GdkTexture *
render_window (SandWindow *window,
               Image      *image)
{
  GdkTexture *texture = app_test_render_pixels (GTK_WIDGET (window), &image->data,
                                                &image->width, &image->height);

  image->stride = (gsize) image->width * 4;

  return texture;
}

static void
image_get_rgb (const Image *image,
               int          x,
               int          y,
               double      *r,
               double      *g,
               double      *b)
{
  guint32 pixel;
  double a;

  memcpy (&pixel, image->data + y * image->stride + x * 4, 4);
  a = ((pixel >> 24) & 0xff) / 255.0;
  if (a == 0.0)
    {
      *r = *g = *b = 0.0;
      return;
    }
  *r = ((pixel >> 16) & 0xff) / 255.0 / a;
  *g = ((pixel >> 8) & 0xff) / 255.0 / a;
  *b = (pixel & 0xff) / 255.0 / a;
}

/* How many pixels of the rectangle are within @tolerance of the colour. */
static guint
count_color (const Image           *image,
             const graphene_rect_t *rect,
             double                 r,
             double                 g,
             double                 b,
             double                 tolerance)
{
  guint count = 0;
  int x0 = MAX (0, (int) rect->origin.x);
  int y0 = MAX (0, (int) rect->origin.y);
  int x1 = MIN (image->width, (int) (rect->origin.x + rect->size.width));
  int y1 = MIN (image->height, (int) (rect->origin.y + rect->size.height));

  for (int y = y0; y < y1; y++)
    for (int x = x0; x < x1; x++)
      {
        double pr, pg, pb;

        image_get_rgb (image, x, y, &pr, &pg, &pb);
        if (fabs (pr - r) <= tolerance && fabs (pg - g) <= tolerance && fabs (pb - b) <= tolerance)
          count++;
      }

  return count;
}

static SandFeature *
find_feature_of_kind (SandScenario    *scenario,
                      SandTerrainKind  kind)
{
  GListModel *features = sand_scenario_get_features (scenario);

  for (guint i = 0; i < g_list_model_get_n_items (features); i++)
    {
      g_autoptr(SandFeature) feature = g_list_model_get_item (features, i);

      if (sand_feature_get_kind (feature) == kind)
        return feature;
    }

  return NULL;
}

/* A layer as tools will add them: a magenta square at a table position. */
#define TEST_TYPE_MARK_LAYER (test_mark_layer_get_type ())
G_DECLARE_FINAL_TYPE (TestMarkLayer, test_mark_layer, TEST, MARK_LAYER, SandCanvasLayer)

struct _TestMarkLayer
{
  SandCanvasLayer parent_instance;
  guint           draws;
};

G_DEFINE_FINAL_TYPE (TestMarkLayer, test_mark_layer, SAND_TYPE_CANVAS_LAYER)

static void
test_mark_layer_draw (SandCanvasLayer *layer,
                      cairo_t         *cr,
                      SandCanvas      *canvas)
{
  TEST_MARK_LAYER (layer)->draws++;
  cairo_set_source_rgb (cr, 1.0, 0.0, 1.0);
  cairo_rectangle (cr, 20.0, 20.0, 2.0, 2.0);
  cairo_fill (cr);
}

static void
test_mark_layer_class_init (TestMarkLayerClass *klass)
{
  SAND_CANVAS_LAYER_CLASS (klass)->draw = test_mark_layer_draw;
}

static void
test_mark_layer_init (TestMarkLayer *self)
{
}

/* Tests */

static void
test_open_example (void)
{
  g_autoptr(GFile) file = example_file ();
  SandWindow *window = open_window (file);
  SandDocument *document = sand_window_get_document (window);
  SandCanvas *canvas = sand_window_get_canvas (window);
  SandScenario *scenario = sand_document_get_scenario (document);
  g_autoptr(GdkTexture) texture = NULL;
  Image image = { 0 };
  graphene_rect_t canvas_rect, header_rect, table_rect;
  GtkWidget *header;
  double r, g, b, x0, y0, x1, y1;
  guint table_pixels, woods_pixels, canvas_pixels;

  /* Loaded, and nothing else happened to it. */
  g_assert_true (g_file_equal (sand_document_get_file (document), file));
  g_assert_cmpstr (sand_scenario_get_title (scenario), ==, "Crossroads at Dawn");
  g_assert_true (sand_canvas_get_scenario (canvas) == scenario);
  g_assert_false (sand_document_get_modified (document));
  g_assert_null (app_test_find_message_dialog (window));

  /* The title names the file, unmarked. */
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "crossroads.sandtable — Sandtable");

  /* The whole table is in view after opening. */
  sand_viewport_table_to_widget (sand_canvas_get_viewport (canvas), 0, 0, &x0, &y0);
  sand_viewport_table_to_widget (sand_canvas_get_viewport (canvas),
                                 sand_scenario_get_width (scenario),
                                 sand_scenario_get_height (scenario), &x1, &y1);
  g_assert_cmpfloat (x0, >=, 0.0);
  g_assert_cmpfloat (y0, >=, 0.0);
  g_assert_cmpfloat (x1, <=, gtk_widget_get_width (GTK_WIDGET (canvas)));
  g_assert_cmpfloat (y1, <=, gtk_widget_get_height (GTK_WIDGET (canvas)));
  g_assert_cmpfloat (x1 - x0, >, 0.5 * gtk_widget_get_width (GTK_WIDGET (canvas)));

  texture = render_window (window, &image);
  app_test_save_texture (texture, "sandtable-main.png");

  header = gtk_widget_get_first_child (adw_application_window_get_content (ADW_APPLICATION_WINDOW (window)));
  g_assert_true (ADW_IS_HEADER_BAR (header));
  g_assert_true (gtk_widget_get_mapped (header));
  g_assert_true (gtk_widget_compute_bounds (header, GTK_WIDGET (window), &header_rect));
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (canvas), GTK_WIDGET (window), &canvas_rect));
  g_assert_cmpfloat (header_rect.size.height, >=, 30.0);
  g_assert_cmpfloat (canvas_rect.origin.y, >=, header_rect.origin.y + header_rect.size.height);

  /* The opened file heads the recent list, which both Open menus show. */
  {
    GMenuModel *recent = sand_application_get_recent_menu (app);
    g_autofree char *label = NULL;
    g_autofree char *uri = NULL;
    g_autofree char *expected = g_file_get_uri (file);

    g_assert_cmpint (g_menu_model_get_n_items (recent), >=, 1);
    g_assert_true (g_menu_model_get_item_attribute (recent, 0, G_MENU_ATTRIBUTE_LABEL, "s", &label));
    g_assert_cmpstr (label, ==, "crossroads.sandtable");
    g_assert_true (g_menu_model_get_item_attribute (recent, 0, G_MENU_ATTRIBUTE_TARGET, "s", &uri));
    g_assert_cmpstr (uri, ==, expected);
    g_assert_true (adw_split_button_get_menu_model (ADW_SPLIT_BUTTON (app_test_find_widget (header, is_split_button_labelled, "_Open"))) == recent);
    g_assert_nonnull (adw_split_button_get_menu_model (ADW_SPLIT_BUTTON (app_test_find_widget (header, is_split_button_labelled, "_Save"))));
  }

  /* The table's ground fills much of the canvas and none of the header bar. */
  sand_render_table_color (&r, &g, &b);
  canvas_pixels = (guint) (canvas_rect.size.width * canvas_rect.size.height);
  table_pixels = count_color (&image, &canvas_rect, r, g, b, 0.04);
  g_test_message ("table colour: %u of %u canvas pixels", table_pixels, canvas_pixels);
  g_assert_cmpuint (table_pixels, >, canvas_pixels / 5);
  g_assert_cmpuint (count_color (&image, &header_rect, r, g, b, 0.04), <, 50);

  /* Outside the table is the floor, not the table. */
  table_rect = GRAPHENE_RECT_INIT (canvas_rect.origin.x + x0, canvas_rect.origin.y + y0,
                                   x1 - x0, y1 - y0);
  g_assert_cmpuint (count_color (&image, &GRAPHENE_RECT_INIT (canvas_rect.origin.x,
                                                              canvas_rect.origin.y,
                                                              canvas_rect.size.width, 4),
                                 r, g, b, 0.04), ==, 0);

  /* The woods show in the woods' colour, inside the table, where the scenario has them. */
  g_assert_nonnull (find_feature_of_kind (scenario, SAND_TERRAIN_WOODS));
  sand_render_terrain_color (SAND_TERRAIN_WOODS, &r, &g, &b);
  woods_pixels = count_color (&image, &table_rect, r, g, b, 0.06);
  g_test_message ("woods colour: %u pixels", woods_pixels);
  g_assert_cmpuint (woods_pixels, >, canvas_pixels / 400);
  {
    SandBounds wb = sand_feature_get_bounds (find_feature_of_kind (scenario, SAND_TERRAIN_WOODS));
    double cx, cy;

    /* The first woods' centre (a convex wood) is drawn in the woods' colour nearby. */
    sand_viewport_table_to_widget (sand_canvas_get_viewport (canvas),
                                   (wb.x0 + wb.x1) / 2.0, (wb.y0 + wb.y1) / 2.0, &cx, &cy);
    g_assert_cmpuint (count_color (&image,
                                   &GRAPHENE_RECT_INIT (canvas_rect.origin.x + cx - 10,
                                                        canvas_rect.origin.y + cy - 10, 20, 20),
                                   r, g, b, 0.06), >, 20);
  }

  image_clear (&image);
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_canvas_layers_and_zoom (void)
{
  g_autoptr(GFile) file = example_file ();
  SandWindow *window = open_window (file);
  SandCanvas *canvas = sand_window_get_canvas (window);
  SandViewport *viewport = sand_canvas_get_viewport (canvas);
  g_autoptr(SandCanvasLayer) mark = g_object_new (TEST_TYPE_MARK_LAYER, NULL);
  graphene_rect_t canvas_rect;
  double fit_scale = sand_viewport_get_scale (viewport);
  double mx, my;
  guint n_layers;
  Image image = { 0 };
  g_autoptr(GdkTexture) texture = NULL;
  g_autoptr(GdkTexture) hidden_texture = NULL;

  /* Four built-in layers at the bottom (the backdrop image lies between the
   * table and the terrain, the play aid's reach and the turn's moves between
   * the grid and the units), then the panels' own; a tool's layer goes on top. */
  n_layers = g_list_model_get_n_items (sand_canvas_get_layers (canvas));
  g_assert_cmpuint (n_layers, >=, 4);
  for (guint i = 0, at = 0; i < 4; i++, at++)
    {
      g_autoptr(SandCanvasLayer) layer = g_list_model_get_item (sand_canvas_get_layers (canvas), at);

      while ((i == SAND_SCENARIO_PART_TERRAIN || i == SAND_SCENARIO_PART_UNITS)
             && layer != sand_canvas_get_scenario_layer (canvas, i) && at + 1 < n_layers)
        {
          g_clear_object (&layer);
          layer = g_list_model_get_item (sand_canvas_get_layers (canvas), ++at);
        }
      g_assert_true (layer == sand_canvas_get_scenario_layer (canvas, i));
    }
  sand_canvas_add_layer (canvas, mark);
  g_assert_cmpuint (g_list_model_get_n_items (sand_canvas_get_layers (canvas)), ==, n_layers + 1);

  texture = render_window (window, &image);
  g_assert_cmpuint (TEST_MARK_LAYER (mark)->draws, >, 0);
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (canvas), GTK_WIDGET (window), &canvas_rect));
  sand_viewport_table_to_widget (viewport, 21.0, 21.0, &mx, &my);
  /* The square is drawn where the viewport puts table inch (20..22, 20..22). */
  g_assert_cmpuint (count_color (&image,
                                 &GRAPHENE_RECT_INIT (canvas_rect.origin.x + mx - 3,
                                                      canvas_rect.origin.y + my - 3, 6, 6),
                                 1.0, 0.0, 1.0, 0.02), ==, 36);
  image_clear (&image);

  /* Hidden layers are not drawn. */
  sand_canvas_layer_set_visible (mark, FALSE);
  hidden_texture = render_window (window, &image);
  g_assert_cmpuint (count_color (&image, &canvas_rect, 1.0, 0.0, 1.0, 0.02), ==, 0);
  image_clear (&image);
  sand_canvas_remove_layer (canvas, mark);

  /* The scale bar's dark segments sit in the bottom-left corner, unless hidden. */
  {
    graphene_rect_t corner = GRAPHENE_RECT_INIT (canvas_rect.origin.x,
                                                 canvas_rect.origin.y + canvas_rect.size.height - 70,
                                                 260, 70);
    g_autoptr(GdkTexture) shown = NULL;
    g_autoptr(GdkTexture) gone = NULL;
    guint with_bar, without_bar;

    g_assert_true (sand_canvas_get_show_scale_bar (canvas));
    shown = render_window (window, &image);
    with_bar = count_color (&image, &corner, 0.15, 0.15, 0.15, 0.02);
    image_clear (&image);
    sand_canvas_set_show_scale_bar (canvas, FALSE);
    gone = render_window (window, &image);
    without_bar = count_color (&image, &corner, 0.15, 0.15, 0.15, 0.02);
    image_clear (&image);
    g_test_message ("scale bar: %u dark pixels, %u without", with_bar, without_bar);
    g_assert_cmpuint (with_bar, >, without_bar + 100);
  }
  g_assert_cmpuint (g_list_model_get_n_items (sand_canvas_get_layers (canvas)), ==, n_layers);

  /* Zoom keys zoom about the centre; Fit Table brings the whole table back. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.zoom-in", NULL);
  g_assert_cmpfloat_with_epsilon (sand_viewport_get_scale (viewport), fit_scale * 1.25, 1e-9);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.zoom-out", NULL);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.zoom-out", NULL);
  g_assert_cmpfloat_with_epsilon (sand_viewport_get_scale (viewport), fit_scale / 1.25, 1e-9);
  sand_viewport_pan (viewport, 300.0, -200.0);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.fit-table", NULL);
  g_assert_cmpfloat_with_epsilon (sand_viewport_get_scale (viewport), fit_scale, 1e-9);

  /* Arrow keys pan; Space turns the pointer into a hand for dragging. */
  {
    g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (canvas));
    GtkEventController *keys = NULL;
    double x0 = sand_viewport_get_offset_x (viewport);
    double y0 = sand_viewport_get_offset_y (viewport);
    gboolean handled = FALSE;

    for (guint i = 0; i < g_list_model_get_n_items (controllers) && keys == NULL; i++)
      {
        g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

        /* The canvas's own keys; tools may add key controllers of their own. */
        if (GTK_IS_EVENT_CONTROLLER_KEY (controller)
            && g_strcmp0 (gtk_event_controller_get_name (controller), "sand-canvas-keys") == 0)
          keys = controller;
      }
    g_assert_nonnull (keys);

    g_signal_emit_by_name (keys, "key-pressed", GDK_KEY_Left, 0, 0, &handled);
    g_assert_true (handled);
    g_assert_cmpfloat (sand_viewport_get_offset_x (viewport), >, x0);
    g_signal_emit_by_name (keys, "key-pressed", GDK_KEY_Up, 0, 0, &handled);
    g_assert_cmpfloat (sand_viewport_get_offset_y (viewport), >, y0);

    g_signal_emit_by_name (keys, "key-pressed", GDK_KEY_space, 0, 0, &handled);
    g_assert_true (handled);
    g_assert_cmpstr (gdk_cursor_get_name (gtk_widget_get_cursor (GTK_WIDGET (canvas))), ==, "grab");
    g_signal_emit_by_name (keys, "key-released", GDK_KEY_space, 0, 0);
    g_assert_null (gtk_widget_get_cursor (GTK_WIDGET (canvas)));

    /* Other keys are left to the window (its shortcuts). */
    g_signal_emit_by_name (keys, "key-pressed", GDK_KEY_a, 0, 0, &handled);
    g_assert_false (handled);
  }
  gtk_widget_activate_action (GTK_WIDGET (window), "win.fit-table", NULL);

  /* After a fit the table follows the window's size. */
  Narrowing canvas_before = { GTK_WIDGET (canvas), gtk_widget_get_width (GTK_WIDGET (canvas)) };
  gtk_window_set_default_size (GTK_WINDOW (window), 800, 600);
  app_test_wait_for (narrower, &canvas_before, "the canvas to follow the window's new size");
  app_test_wait_for_frames (GTK_WIDGET (canvas));
  g_assert_cmpfloat (sand_viewport_get_scale (viewport), <, fit_scale);
  sand_viewport_table_to_widget (viewport, 48.0, 36.0, &mx, &my);
  g_assert_cmpfloat (mx, <=, gtk_widget_get_width (GTK_WIDGET (canvas)));
  g_assert_cmpfloat (my, <=, gtk_widget_get_height (GTK_WIDGET (canvas)));

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_modified_marks_title (void)
{
  g_autoptr(GFile) file = example_file ();
  SandWindow *window = open_window (file);
  SandDocument *document = sand_window_get_document (window);
  SandScenario *scenario = sand_document_get_scenario (document);
  AdwHeaderBar *header;
  AdwWindowTitle *title;

  header = ADW_HEADER_BAR (gtk_widget_get_first_child (adw_application_window_get_content (ADW_APPLICATION_WINDOW (window))));
  title = ADW_WINDOW_TITLE (adw_header_bar_get_title_widget (header));
  g_assert_cmpstr (adw_window_title_get_title (title), ==, "crossroads.sandtable");
  g_assert_cmpstr (adw_window_title_get_subtitle (title), ==, "Crossroads at Dawn");

  sand_unit_set_position (sand_scenario_find_unit (scenario, "pitts"), 13.0, 33.0);
  g_assert_true (sand_document_get_modified (document));
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "• crossroads.sandtable — Sandtable");
  g_assert_cmpstr (adw_window_title_get_title (title), ==, "• crossroads.sandtable");

  sand_scenario_set_title (scenario, "Crossroads at Noon");
  g_assert_cmpstr (adw_window_title_get_subtitle (title), ==, "Crossroads at Noon");

  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
hex_coords_offered (gpointer window)
{
  return g_action_group_has_action (G_ACTION_GROUP (window), "show-hex-coords");
}

/* "Show Hex Coordinates" is offered on a table with a hex grid only, and
 * follows the grid as it is set and taken away. */
static void
test_hex_coords_on_hex_grid (void)
{
  g_autoptr(GFile) crossroads = example_file ();
  g_autoptr(GFile) hex = app_test_scenario_file ("hex-table.sandtable");
  SandWindow *window = open_window (crossroads);
  SandScenario *scenario = sand_document_get_scenario (sand_window_get_document (window));

  g_assert_false (g_action_group_has_action (G_ACTION_GROUP (window), "show-hex-coords"));
  sand_scenario_set_grid (scenario, SAND_GRID_HEX, 4, SAND_HEX_FLAT, 0, 0);
  g_assert_true (g_action_group_has_action (G_ACTION_GROUP (window), "show-hex-coords"));
  sand_scenario_set_grid (scenario, SAND_GRID_NONE, 4, SAND_HEX_FLAT, 0, 0);
  g_assert_false (g_action_group_has_action (G_ACTION_GROUP (window), "show-hex-coords"));
  sand_document_set_modified (sand_window_get_document (window), FALSE);

  sand_window_open_file (window, hex);
  app_test_wait_for (hex_coords_offered, window, "the hex table opened");
  g_assert_cmpuint (sand_scenario_get_grid_type (sand_document_get_scenario (sand_window_get_document (window))),
                    ==, SAND_GRID_HEX);

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_about_and_shortcuts (void)
{
  SandWindow *window = open_window (NULL);
  GtkWindow *about, *shortcuts;

  g_action_group_activate_action (G_ACTION_GROUP (app), "about", NULL);
  about = app_test_wait_for_toplevel (ADW_TYPE_ABOUT_WINDOW);
  g_assert_true (gtk_window_get_transient_for (about) == GTK_WINDOW (window));
  g_assert_true (gtk_window_get_modal (about));
  /* Its icon is found even uninstalled: it comes with the resources. */
  g_assert_true (gtk_icon_theme_has_icon (gtk_icon_theme_get_for_display (gtk_widget_get_display (GTK_WIDGET (about))),
                                          adw_about_window_get_application_icon (ADW_ABOUT_WINDOW (about))));
  g_assert_cmpstr (adw_about_window_get_application_name (ADW_ABOUT_WINDOW (about)), ==, "Sandtable");
  g_assert_cmpstr (adw_about_window_get_version (ADW_ABOUT_WINDOW (about)), ==, PACKAGE_VERSION);
  gtk_window_destroy (about);

  /* The shortcuts window comes from gtk/help-overlay.ui in the resources. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-help-overlay", NULL));
  shortcuts = app_test_wait_for_toplevel (GTK_TYPE_SHORTCUTS_WINDOW);
  g_assert_true (gtk_window_get_transient_for (shortcuts) == GTK_WINDOW (window));
  /* What the window list and the title bar call it. */
  g_assert_cmpstr (gtk_window_get_title (shortcuts), ==, "Keyboard Shortcuts");
  /* It fits a 1366×768 laptop screen. */
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (shortcuts)), <=, 1366);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (shortcuts)), <=, 768 - 40);
  gtk_window_close (shortcuts);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* At fit zoom on the club table a figure is drawn a few pixels wide: a click
 * of the select tool 11 px off its centre, within a target 24 px across, picks
 * it (the nearest figure); 14 px off, it does not. */
static void
test_small_figure_target (void)
{
  SandWindow *window = app_test_open_window (app, "club-table.sandtable");
  SandEditor *editor = sand_window_get_editor (window);
  SandSelection *selection = sand_editor_get_selection (editor);
  SandScenario *scenario = sand_document_get_scenario (sand_window_get_document (window));
  SandUnit *marsh = sand_scenario_find_unit (scenario, "cpt-marsh");
  SandTool *select = app_test_use_tool (editor, "select");
  double pixel = sand_editor_get_pixel (editor);
  double x, y;

  g_assert_nonnull (marsh);
  x = sand_unit_get_x (marsh);
  y = sand_unit_get_y (marsh);
  g_test_message ("Capt. Marsh is %.1f px across", sand_unit_get_base (marsh) / pixel);
  g_assert_cmpfloat (sand_unit_get_base (marsh) / 2, <, 11 * pixel);

  app_test_tool_click (select, x - 11 * pixel, y, 1);
  g_assert_true (sand_selection_get_single (selection) == marsh);
  sand_selection_set (selection, NULL);
  app_test_tool_click (select, x - 14 * pixel, y, 1);
  g_assert_false (sand_selection_contains (selection, marsh));

  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  int status;

  gtk_test_init (&argc, &argv, NULL);

  app = app_test_application_new ();

  g_test_add_func ("/window/open/example", test_open_example);
  g_test_add_func ("/window/title/modified", test_modified_marks_title);
  g_test_add_func ("/window/canvas/layers-and-zoom", test_canvas_layers_and_zoom);
  g_test_add_func ("/window/canvas/small-figure-target", test_small_figure_target);
  g_test_add_func ("/window/menu/hex-coordinates-on-hex-grid", test_hex_coords_on_hex_grid);
  g_test_add_func ("/window/about-and-shortcuts", test_about_and_shortcuts);

  status = g_test_run ();
  g_clear_object (&app);

  return status;
}
