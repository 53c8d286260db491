/* sand-cli-render.c: "sandtable-cli render FILE -o OUT.(png|svg|pdf)".
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "sand-cli-commands.h"
#include "sand-cli-common.h"
#include "sand-cli-render.h"
#include "sand-backdrop-image.h"
#include "sand-render-page.h"

typedef struct
{
  char    *output;
  char    *unit;
  char    *mode;
  char    *paper;
  double   scale;
  double   dpi;
  gboolean no_labels;
  gboolean no_grid;
  gboolean no_legend;
  gboolean hex_coords;
  char    *backdrop;
} RenderArgs;

static void
render_args_clear (RenderArgs *args)
{
  g_clear_pointer (&args->output, g_free);
  g_clear_pointer (&args->unit, g_free);
  g_clear_pointer (&args->mode, g_free);
  g_clear_pointer (&args->paper, g_free);
  g_clear_pointer (&args->backdrop, g_free);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (RenderArgs, render_args_clear)

/* Checks what the options cannot check themselves; a usage error returns FALSE. */
static gboolean
check_args (const RenderArgs *args,
            int               argc)
{
  SandPageFormat format;

  if (argc != 2)
    {
      sand_cli_usage_error ("render", argc < 2 ? _ ("No scenario file given")
                                               : _ ("Give exactly one scenario file"));
      return FALSE;
    }
  if (args->output == NULL)
    {
      sand_cli_usage_error ("render", _ ("No output file given: add -o OUT.png, OUT.svg or OUT.pdf"));
      return FALSE;
    }
  if (!sand_page_format_from_filename (args->output, &format))
    {
      sand_cli_usage_error ("render", _ ("Cannot tell the format of “%s”: name it .png, .svg or .pdf"),
                            args->output);
      return FALSE;
    }
  /* Unset is NAN; zero, negative and infinite scales make no map. */
  if (!isnan (args->scale) && !(args->scale > 0 && isfinite (args->scale)))
    {
      sand_cli_usage_error ("render", _ ("--scale must be a positive number, such as 1 for real size"));
      return FALSE;
    }
  if (!isnan (args->dpi) && !(args->dpi > 0 && isfinite (args->dpi)))
    {
      sand_cli_usage_error ("render", _ ("--dpi must be a positive number"));
      return FALSE;
    }
  if (!isnan (args->dpi) && format != SAND_PAGE_FORMAT_PNG)
    {
      sand_cli_usage_error ("render", _ ("--dpi applies to PNG output only"));
      return FALSE;
    }
  if (args->backdrop != NULL && !g_str_equal (args->backdrop, "on") && !g_str_equal (args->backdrop, "off"))
    {
      sand_cli_usage_error ("render", _ ("--backdrop takes on or off, not “%s”"), args->backdrop);
      return FALSE;
    }
  if (args->mode != NULL && args->unit == NULL)
    {
      sand_cli_usage_error ("render", _ ("--mode needs --unit: whose movement should be shown?"));
      return FALSE;
    }
  return TRUE;
}

/* The backdrop image to draw, if any: asked for by @choice ("on", "off", NULL for
 * the file's print attribute). One that cannot be drawn is reported at its line;
 * the table is drawn without it, unless it was asked for by name. */
static gboolean
sand_cli_render_backdrop (SandScenario       *scenario,
                          const char         *path,
                          const char         *choice,
                          SandBackdropImage **image)
{
  SandBackdrop      *backdrop = sand_scenario_get_backdrop (scenario);
  g_autoptr (GFile)  file = g_file_new_for_commandline_arg (path);
  g_autoptr (GFile)  dir = g_file_get_parent (file);
  g_autoptr (GError) error = NULL;
  gboolean           wanted = choice != NULL ? g_str_equal (choice, "on") : backdrop != NULL && sand_backdrop_get_print (backdrop);

  *image = NULL;
  if (!wanted)
    return TRUE;
  if (backdrop == NULL)
    {
      g_autofree char *message = g_strdup_printf (_ ("%s: --backdrop on, but the scenario has no <backdrop>"), path);

      sand_cli_print_error ("render", message);
      return FALSE;
    }
  *image = sand_backdrop_image_open (backdrop, dir, path, &error);
  if (*image == NULL)
    sand_cli_print_error ("render", error->message);
  return *image != NULL || choice == NULL;
}

int
sand_cli_render (int    argc,
                 char **argv)
{
  g_auto (RenderArgs)           args = { .scale = NAN, .dpi = NAN };
  g_autoptr (SandScenario)      scenario = NULL;
  g_autoptr (SandBackdropImage) backdrop = NULL;
  g_autoptr (GError)            error = NULL;
  SandPageOptions               options;
  GDestroyNotify                overlay_destroy = NULL;
  gboolean                      ok;
  const GOptionEntry            entries[] = {
               { "output", 'o', 0, G_OPTION_ARG_FILENAME, &args.output,
                 N_ ("Write to FILE; its extension (.png, .svg, .pdf) picks the format"), N_ ("FILE") },
               { "unit", 0, 0, G_OPTION_ARG_STRING, &args.unit,
                 N_ ("Shade where the unit with this id can move"), N_ ("ID") },
               { "mode", 0, 0, G_OPTION_ARG_STRING, &args.mode,
                 N_ ("The movement mode for --unit (default: the unit's usual one)"), N_ ("MODE") },
               { "scale", 0, 0, G_OPTION_ARG_DOUBLE, &args.scale,
                 N_ ("Inches on paper per table inch; 1 is real size (default: real size, or fit the paper)"),
                 N_ ("S") },
               { "paper", 0, 0, G_OPTION_ARG_STRING, &args.paper,
                 N_ ("Lay out on paper: a4, a3, letter, … or WxHmm; tiles several sheets when the scale "
                                "needs it (PDF)"),
                 N_ ("PAPER") },
               { "dpi", 0, 0, G_OPTION_ARG_DOUBLE, &args.dpi,
                 N_ ("Pixels per inch of a PNG (default 50)"), N_ ("N") },
               { "no-labels", 0, 0, G_OPTION_ARG_NONE, &args.no_labels, N_ ("Leave out unit and terrain names"),
                 NULL },
               { "no-grid", 0, 0, G_OPTION_ARG_NONE, &args.no_grid, N_ ("Leave out the hex grid"), NULL },
               { "hex-coords", 0, 0, G_OPTION_ARG_NONE, &args.hex_coords, N_ ("Number the hexes"), NULL },
               { "no-legend", 0, 0, G_OPTION_ARG_NONE, &args.no_legend,
                 N_ ("On paper, leave out the title, scale bar and legend"), NULL },
               { "backdrop", 0, 0, G_OPTION_ARG_STRING, &args.backdrop,
                 N_ ("Draw the backdrop image under the table, or not (default: as its print "
                                "attribute says)"),
                 N_ ("on|off") },
               { NULL },
  };

  if (!sand_cli_parse_options ("render", _ ("FILE"),
                               _ ("Draws a scenario to a PNG, SVG or PDF file.\n"
                                  "Without --paper the page is the table itself at --scale "
                                  "(real size by default)."),
                               entries, &argc, &argv))
    return SAND_CLI_EXIT_USAGE;
  if (!check_args (&args, argc))
    return SAND_CLI_EXIT_USAGE;

  scenario = sand_cli_load_scenario (argv[1]);
  if (scenario == NULL)
    return SAND_CLI_EXIT_FAILED;

  sand_page_options_init (&options);
  if (!isnan (args.scale))
    options.scale = args.scale;
  if (!isnan (args.dpi))
    options.dpi = args.dpi;
  options.paper = args.paper;
  options.show_legend = !args.no_legend;
  options.render.show_labels = !args.no_labels;
  options.render.show_grid = !args.no_grid;
  options.render.show_hex_coords = args.hex_coords;
  if (!sand_cli_render_backdrop (scenario, argv[1], args.backdrop, &backdrop))
    return SAND_CLI_EXIT_FAILED;
  options.render.backdrop = backdrop;

  if (args.unit != NULL)
    {
      if (sand_scenario_find_unit (scenario, args.unit) == NULL)
        {
          g_autofree char *message = g_strdup_printf (_ ("%s: no unit with id “%s”"), argv[1],
                                                      args.unit);

          sand_cli_print_error ("render", message);
          return SAND_CLI_EXIT_FAILED;
        }
      options.render.selected_unit = sand_scenario_find_unit (scenario, args.unit);
      /* on paper the sheet's legend keys the bands, under the terrain's */
      if (!sand_cli_reach_overlay (scenario, args.unit, args.mode,
                                   options.paper != NULL && options.show_legend,
                                   &options.overlay, &options.overlay_data,
                                   &options.overlay_legend, &overlay_destroy, &error))
        {
          /* what stops the move (its class, its team, its floor) is the unit's */
          sand_cli_print_unit_error ("render", argv[1], options.render.selected_unit, error->message);
          return SAND_CLI_EXIT_FAILED;
        }
    }

  ok = sand_render_page_to_file (scenario, args.output, &options, &error);
  if (overlay_destroy != NULL)
    overlay_destroy (options.overlay_data);
  if (!ok)
    {
      sand_cli_print_error ("render", error->message);
      return SAND_CLI_EXIT_FAILED;
    }
  return SAND_CLI_EXIT_OK;
}
