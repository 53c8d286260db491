/* sand-play.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "sand-foreign.h"
#include "sand-play-private.h"

struct _SandPlay
{
  GObject parent_instance;

  SandPlayState *state;
  GListStore *deck;
  GListStore *commands;
  GListStore *tasks;
  GListStore *log;
  GListStore *moves;   /* the current turn's "move" entries of the log */
  SandForeign *foreign;
};

G_DEFINE_FINAL_TYPE (SandPlay, sand_play, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_TURN,
  PROP_BEGUN,
  PROP_SEEDED,
  PROP_SEED,
  PROP_DRAWS,
  PROP_DECK_DRAWN,
  PROP_POOR_VISIBILITY,
  N_PROPS
};

enum {
  CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static GPtrArray *
entries_copy (GPtrArray *entries)
{
  GPtrArray *copy = g_ptr_array_new_full (entries ? entries->len : 0, g_object_unref);

  for (guint i = 0; entries != NULL && i < entries->len; i++)
    g_ptr_array_add (copy, g_object_ref (entries->pdata[i]));
  return copy;
}

SandPlayState *
_sand_play_state_copy (const SandPlayState *state)
{
  SandPlayState *copy = g_new0 (SandPlayState, 1);

  *copy = *state;
  copy->initiative = g_strdupv (state->initiative);
  copy->deck = entries_copy (state->deck);
  copy->commands = entries_copy (state->commands);
  copy->tasks = entries_copy (state->tasks);
  return copy;
}

void
_sand_play_state_free (SandPlayState *state)
{
  if (state == NULL)
    return;
  g_strfreev (state->initiative);
  g_clear_pointer (&state->deck, g_ptr_array_unref);
  g_clear_pointer (&state->commands, g_ptr_array_unref);
  g_clear_pointer (&state->tasks, g_ptr_array_unref);
  g_free (state);
}

int
_sand_play_state_find_command (const SandPlayState *state,
                               const char          *command)
{
  for (guint i = 0; command != NULL && i < state->commands->len; i++)
    if (g_strcmp0 (sand_play_entry_get (state->commands->pdata[i], "of"), command) == 0)
      return (int) i;
  return -1;
}

/* Replaces the items of @store by @items where they differ, so views keep the
 * rows that stay. */
static void
sync_store (GListStore *store,
            GPtrArray  *items)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (store));
  guint same = 0;

  while (same < n && same < items->len)
    {
      g_autoptr (GObject) item = g_list_model_get_item (G_LIST_MODEL (store), same);

      if (item != items->pdata[same])
        break;
      same++;
    }
  if (same == n && same == items->len)
    return;
  g_list_store_splice (store, same, n - same, items->pdata + same, items->len - same);
}

/* The moves of the current turn: the log is in the order of turns, so they are
 * among its last entries. */
static void
sync_moves (SandPlay *self)
{
  GListModel *log = G_LIST_MODEL (self->log);
  guint n = g_list_model_get_n_items (log);
  guint first = n;
  g_autoptr (GPtrArray) moves = g_ptr_array_new ();

  while (first > 0)
    {
      SandPlayEntry *entry = g_list_model_get_item (log, first - 1);
      int turn = sand_play_entry_get_turn (entry);

      g_object_unref (entry);
      if (turn < self->state->turn)
        break;
      first--;
    }
  for (guint i = first; i < n; i++)
    {
      SandPlayEntry *entry = g_list_model_get_item (log, i);

      if (sand_play_entry_is_kind (entry, SAND_PLAY_MOVE)
          && sand_play_entry_get_turn (entry) == self->state->turn)
        g_ptr_array_add (moves, entry);
      g_object_unref (entry);
    }
  sync_store (self->moves, moves);
}

static void
emit_changed (SandPlay *self)
{
  g_signal_emit (self, signals[CHANGED], 0);
}

static void
sand_play_dispose (GObject *object)
{
  SandPlay *self = SAND_PLAY (object);

  g_clear_object (&self->deck);
  g_clear_object (&self->commands);
  g_clear_object (&self->tasks);
  g_clear_object (&self->log);
  g_clear_object (&self->moves);

  G_OBJECT_CLASS (sand_play_parent_class)->dispose (object);
}

static void
sand_play_finalize (GObject *object)
{
  SandPlay *self = SAND_PLAY (object);

  _sand_play_state_free (self->state);
  g_clear_pointer (&self->foreign, sand_foreign_free);

  G_OBJECT_CLASS (sand_play_parent_class)->finalize (object);
}

static void
sand_play_get_property (GObject    *object,
                        guint       prop_id,
                        GValue     *value,
                        GParamSpec *pspec)
{
  SandPlay *self = SAND_PLAY (object);

  switch (prop_id)
    {
    case PROP_TURN: g_value_set_int (value, self->state->turn); break;
    case PROP_BEGUN: g_value_set_boolean (value, self->state->begun); break;
    case PROP_SEEDED: g_value_set_boolean (value, self->state->seeded); break;
    case PROP_SEED: g_value_set_uint (value, self->state->dice.seed); break;
    case PROP_DRAWS: g_value_set_uint64 (value, self->state->dice.draws); break;
    case PROP_DECK_DRAWN: g_value_set_uint (value, self->state->drawn); break;
    case PROP_POOR_VISIBILITY: g_value_set_boolean (value, self->state->poor_visibility); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
sand_play_class_init (SandPlayClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->dispose = sand_play_dispose;
  object_class->finalize = sand_play_finalize;
  object_class->get_property = sand_play_get_property;

  properties[PROP_TURN] = g_param_spec_int ("turn", NULL, NULL, 1, G_MAXINT, 1, flags);
  properties[PROP_BEGUN] = g_param_spec_boolean ("begun", NULL, NULL, FALSE, flags);
  properties[PROP_SEEDED] = g_param_spec_boolean ("seeded", NULL, NULL, FALSE, flags);
  properties[PROP_SEED] = g_param_spec_uint ("seed", NULL, NULL, 0, G_MAXUINT32, 0, flags);
  properties[PROP_DRAWS] = g_param_spec_uint64 ("draws", NULL, NULL, 0, G_MAXUINT64, 0, flags);
  properties[PROP_DECK_DRAWN] = g_param_spec_uint ("deck-drawn", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_POOR_VISIBILITY] = g_param_spec_boolean ("poor-visibility", NULL, NULL, FALSE, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
sand_play_init (SandPlay *self)
{
  SandPlayState empty = { .turn = 1 };

  self->state = _sand_play_state_copy (&empty);
  self->deck = g_list_store_new (SAND_TYPE_PLAY_ENTRY);
  self->commands = g_list_store_new (SAND_TYPE_PLAY_ENTRY);
  self->tasks = g_list_store_new (SAND_TYPE_PLAY_ENTRY);
  self->log = g_list_store_new (SAND_TYPE_PLAY_ENTRY);
  self->moves = g_list_store_new (SAND_TYPE_PLAY_ENTRY);
  self->foreign = sand_foreign_new ();
}

SandPlay *
sand_play_new (void)
{
  return g_object_new (SAND_TYPE_PLAY, NULL);
}

SandPlayState *
_sand_play_get_state (SandPlay *self)
{
  g_return_val_if_fail (SAND_IS_PLAY (self), NULL);
  return _sand_play_state_copy (self->state);
}

void
_sand_play_set_state (SandPlay            *self,
                      const SandPlayState *state)
{
  SandPlayState *old;

  g_return_if_fail (SAND_IS_PLAY (self));
  g_return_if_fail (state != NULL && state->turn >= 1);

  old = self->state;
  self->state = _sand_play_state_copy (state);

  sync_store (self->deck, self->state->deck);
  sync_store (self->commands, self->state->commands);
  sync_store (self->tasks, self->state->tasks);
  sync_moves (self);

  g_object_freeze_notify (G_OBJECT (self));
  if (old->turn != state->turn)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TURN]);
  if (old->begun != state->begun)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BEGUN]);
  if (old->seeded != state->seeded)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SEEDED]);
  if (old->dice.seed != state->dice.seed)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SEED]);
  if (old->dice.draws != state->dice.draws)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DRAWS]);
  if (old->drawn != state->drawn)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DECK_DRAWN]);
  if (old->poor_visibility != state->poor_visibility)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_POOR_VISIBILITY]);
  g_object_thaw_notify (G_OBJECT (self));

  _sand_play_state_free (old);
  emit_changed (self);
}

void
_sand_play_append_log (SandPlay  *self,
                       GPtrArray *entries)
{
  g_return_if_fail (SAND_IS_PLAY (self));

  if (entries == NULL || entries->len == 0)
    return;
  g_list_store_splice (self->log, g_list_model_get_n_items (G_LIST_MODEL (self->log)), 0,
                       entries->pdata, entries->len);
  sync_moves (self);
  emit_changed (self);
}

void
_sand_play_drop_log (SandPlay *self,
                     guint     n)
{
  guint len;

  g_return_if_fail (SAND_IS_PLAY (self));

  len = g_list_model_get_n_items (G_LIST_MODEL (self->log));
  g_return_if_fail (n <= len);
  if (n == 0)
    return;
  g_list_store_splice (self->log, len - n, n, NULL, 0);
  sync_moves (self);
  emit_changed (self);
}

int
sand_play_get_turn (SandPlay *self)
{
  g_return_val_if_fail (SAND_IS_PLAY (self), 1);
  return self->state->turn;
}

gboolean
sand_play_get_poor_visibility (SandPlay *self)
{
  g_return_val_if_fail (SAND_IS_PLAY (self), FALSE);

  return self->state->poor_visibility;
}

gboolean
sand_play_get_begun (SandPlay *self)
{
  g_return_val_if_fail (SAND_IS_PLAY (self), FALSE);
  return self->state->begun;
}

gboolean
sand_play_get_seeded (SandPlay *self)
{
  g_return_val_if_fail (SAND_IS_PLAY (self), FALSE);
  return self->state->seeded;
}

guint32
sand_play_get_seed (SandPlay *self)
{
  g_return_val_if_fail (SAND_IS_PLAY (self), 0);
  return self->state->dice.seed;
}

guint64
sand_play_get_draws (SandPlay *self)
{
  g_return_val_if_fail (SAND_IS_PLAY (self), 0);
  return self->state->dice.draws;
}

const char * const *
sand_play_get_initiative (SandPlay *self)
{
  static const char * const none[] = { NULL };

  g_return_val_if_fail (SAND_IS_PLAY (self), none);
  return self->state->initiative ? (const char * const *) self->state->initiative : none;
}

GListModel *
sand_play_get_deck (SandPlay *self)
{
  g_return_val_if_fail (SAND_IS_PLAY (self), NULL);
  return G_LIST_MODEL (self->deck);
}

guint
sand_play_get_deck_drawn (SandPlay *self)
{
  g_return_val_if_fail (SAND_IS_PLAY (self), 0);
  return self->state->drawn;
}

SandPlayEntry *
sand_play_get_current_card (SandPlay *self)
{
  g_return_val_if_fail (SAND_IS_PLAY (self), NULL);

  if (self->state->drawn == 0 || self->state->drawn > self->state->deck->len)
    return NULL;
  return self->state->deck->pdata[self->state->drawn - 1];
}

GListModel *
sand_play_get_commands (SandPlay *self)
{
  g_return_val_if_fail (SAND_IS_PLAY (self), NULL);
  return G_LIST_MODEL (self->commands);
}

int
sand_play_get_pips (SandPlay   *self,
                    const char *command)
{
  int i;

  g_return_val_if_fail (SAND_IS_PLAY (self), -1);

  i = _sand_play_state_find_command (self->state, command);
  return i < 0 ? -1 : sand_play_entry_get_int (self->state->commands->pdata[i], "pips", 0);
}

GListModel *
sand_play_get_tasks (SandPlay *self)
{
  g_return_val_if_fail (SAND_IS_PLAY (self), NULL);
  return G_LIST_MODEL (self->tasks);
}

GListModel *
sand_play_get_log (SandPlay *self)
{
  g_return_val_if_fail (SAND_IS_PLAY (self), NULL);
  return G_LIST_MODEL (self->log);
}

GListModel *
sand_play_get_moves (SandPlay *self)
{
  g_return_val_if_fail (SAND_IS_PLAY (self), NULL);
  return G_LIST_MODEL (self->moves);
}

SandPlayEntry *
sand_play_get_log_entry (SandPlay *self,
                         guint     position)
{
  SandPlayEntry *entry;

  g_return_val_if_fail (SAND_IS_PLAY (self), NULL);

  entry = g_list_model_get_item (G_LIST_MODEL (self->log), position);
  /* the store keeps it alive */
  if (entry != NULL)
    g_object_unref (entry);
  return entry;
}

GPtrArray *
sand_play_unit_moves (SandPlay   *self,
                      const char *unit_id)
{
  GPtrArray *moves = g_ptr_array_new ();
  guint n;

  g_return_val_if_fail (SAND_IS_PLAY (self), moves);

  n = g_list_model_get_n_items (G_LIST_MODEL (self->moves));
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (SandPlayEntry) move = g_list_model_get_item (G_LIST_MODEL (self->moves), i);

      if (g_strcmp0 (sand_play_entry_get (move, "unit"), unit_id) == 0)
        g_ptr_array_add (moves, move);
    }
  return moves;
}

gboolean
sand_play_unit_moved (SandPlay   *self,
                      const char *unit_id)
{
  g_autoptr (GPtrArray) moves = sand_play_unit_moves (self, unit_id);

  return moves->len > 0;
}

SandForeign *
sand_play_get_foreign (SandPlay *self)
{
  g_return_val_if_fail (SAND_IS_PLAY (self), NULL);
  return self->foreign;
}
