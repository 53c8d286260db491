/* play-fixture.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "play-fixture.h"

char *
play_fixture_example_path (const char *name)
{
  const char *data = g_getenv ("SANDTABLE_SOURCE_DATA");

  g_assert_nonnull (data);
  return g_build_filename (data, "scenarios", name, NULL);
}

PlayFixture *
play_fixture_new (SandScenario *scenario)
{
  PlayFixture *f = g_new0 (PlayFixture, 1);

  f->registry = sand_ruleset_registry_new ();
  f->scenario = scenario;
  f->ruleset = sand_ruleset_registry_lookup (f->registry, sand_scenario_get_ruleset (scenario));
  g_assert_nonnull (f->ruleset);
  f->history = sand_history_new (scenario);
  f->play = sand_scenario_get_play (scenario);
  return f;
}

PlayFixture *
play_fixture_new_example (const char *name)
{
  g_autofree char *path = play_fixture_example_path (name);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  SandScenario *scenario = sand_scenario_load_file (file, &error);

  g_assert_no_error (error);
  return play_fixture_new (scenario);
}

void
play_fixture_free (PlayFixture *f)
{
  g_clear_object (&f->history);
  g_clear_object (&f->scenario);
  g_clear_object (&f->registry);
  g_free (f);
}

gboolean
play_fixture_replays (PlayFixture *f)
{
  g_autoptr (GError) error = NULL;
  gboolean ok = sand_play_replay (f->scenario, f->ruleset, &error);

  g_assert_no_error (error);
  return ok;
}
