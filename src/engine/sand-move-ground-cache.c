/* sand-move-ground-cache.c: ground painted for a kind of move, kept with the
 * scenario until its terrain changes.
 *
 * A key is remembered the first time it is asked for; the second time it is
 * worth painting the whole table (a single move on an unchanging table does not
 * pay for it). The attributes the ruleset read while painting are part of the key,
 * with the values it read.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sand-move-ground.h"

/* Kinds of move kept per scenario: a side rarely has more classes and modes. */
#define MAX_ENTRIES 12

typedef struct
{
  SandRuleset    *ruleset;
  char           *class_id;
  char           *mode_id;
  char           *specials;    /* joined by newlines */
  double          allowance;
  double          resolution;
  GHashTable     *attrs;       /* name -> value the ruleset read (NULL: unset) */
  SandMoveGround *ground;      /* NULL: asked for once, not painted */
} Entry;

struct _SandMoveGroundCache
{
  GMutex     lock;
  guint64    serial;
  GPtrArray *entries;
};

/* The attribute lookup handed out while a key's ground is painted. */
typedef struct
{
  Entry       *entry;
  SandAttrFunc attrs;
  gpointer     attrs_data;
} Recorder;

static void
entry_free (gpointer data)
{
  Entry *e = data;

  g_clear_object (&e->ruleset);
  g_free (e->class_id);
  g_free (e->mode_id);
  g_free (e->specials);
  g_clear_pointer (&e->attrs, g_hash_table_unref);
  g_clear_pointer (&e->ground, sand_move_ground_unref);
  g_free (e);
}

static void
cache_free (gpointer data)
{
  SandMoveGroundCache *self = data;

  g_ptr_array_unref (self->entries);
  g_mutex_clear (&self->lock);
  g_free (self);
}

static Entry *
entry_new (const SandMoveGroundKey *key)
{
  Entry *e = g_new0 (Entry, 1);

  e->ruleset = g_object_ref (key->ruleset);
  e->class_id = g_strdup (key->class_id);
  e->mode_id = g_strdup (key->mode_id);
  e->specials = key->specials != NULL ? g_strjoinv ("\n", (char **) key->specials) : g_strdup ("");
  e->allowance = key->allowance;
  e->resolution = key->resolution;
  return e;
}

/* The same key, apart from the attributes. */
static gboolean
same_key (const Entry *a,
          const Entry *b)
{
  return a->ruleset == b->ruleset && a->allowance == b->allowance && a->resolution == b->resolution
         && g_strcmp0 (a->class_id, b->class_id) == 0 && g_strcmp0 (a->mode_id, b->mode_id) == 0
         && g_str_equal (a->specials, b->specials);
}

/* Keeps @e, dropping the oldest entry when there are too many. */
static void
cache_keep (SandMoveGroundCache *self,
            Entry               *e)
{
  g_ptr_array_add (self->entries, e);
  if (self->entries->len > MAX_ENTRIES)
    g_ptr_array_remove_index (self->entries, 0);
}

/* The unit reads as the painted ground's unit did, attribute by attribute. */
static gboolean
attrs_match (const Entry             *e,
             const SandMoveGroundKey *key)
{
  GHashTableIter iter;
  gpointer name, value;

  g_hash_table_iter_init (&iter, e->attrs);
  while (g_hash_table_iter_next (&iter, &name, &value))
    if (g_strcmp0 (key->attrs != NULL ? key->attrs (name, key->attrs_data) : NULL, value) != 0)
      return FALSE;
  return TRUE;
}

SandMoveGroundCache *
sand_move_ground_cache_get (SandScenario *scenario)
{
  static GQuark quark;
  SandMoveGroundCache *self;

  if (G_UNLIKELY (quark == 0))
    quark = g_quark_from_static_string ("sand-move-ground-cache");
  self = g_object_get_qdata (G_OBJECT (scenario), quark);
  if (self == NULL)
    {
      self = g_new0 (SandMoveGroundCache, 1);
      g_mutex_init (&self->lock);
      self->entries = g_ptr_array_new_with_free_func (entry_free);
      self->serial = sand_scenario_get_terrain_serial (scenario);
      g_object_set_qdata_full (G_OBJECT (scenario), quark, self, cache_free);
    }
  g_mutex_lock (&self->lock);
  if (self->serial != sand_scenario_get_terrain_serial (scenario))
    {
      g_ptr_array_set_size (self->entries, 0);
      self->serial = sand_scenario_get_terrain_serial (scenario);
    }
  g_mutex_unlock (&self->lock);
  return self;
}

SandMoveGround *
sand_move_ground_cache_lookup (SandMoveGroundCache     *self,
                               const SandMoveGroundKey *key,
                               gboolean                *paint)
{
  SandMoveGround *found = NULL;
  gboolean asked = FALSE;
  Entry *probe;

  g_return_val_if_fail (self != NULL && key != NULL && paint != NULL, NULL);

  probe = entry_new (key);
  g_mutex_lock (&self->lock);
  for (guint k = 0; k < self->entries->len && found == NULL; k++)
    {
      Entry *e = g_ptr_array_index (self->entries, k);

      if (!same_key (e, probe))
        continue;
      if (e->ground == NULL)
        asked = TRUE;
      else if (attrs_match (e, key))
        found = sand_move_ground_ref (e->ground);
    }
  if (found == NULL && !asked)
    cache_keep (self, g_steal_pointer (&probe));
  g_mutex_unlock (&self->lock);
  g_clear_pointer (&probe, entry_free);
  *paint = found == NULL && asked;
  return found;
}

static const char *
record_attr (const char *name,
             gpointer    data)
{
  Recorder *r = data;
  const char *value = r->attrs != NULL ? r->attrs (name, r->attrs_data) : NULL;

  g_hash_table_replace (r->entry->attrs, g_strdup (name), g_strdup (value));
  return value;
}

SandAttrFunc
sand_move_ground_cache_attrs (SandMoveGroundCache     *self,
                              const SandMoveGroundKey *key,
                              gpointer                *data)
{
  Recorder *r = g_new0 (Recorder, 1);

  g_return_val_if_fail (self != NULL && key != NULL && data != NULL, NULL);

  r->entry = entry_new (key);
  r->entry->attrs = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  r->attrs = key->attrs;
  r->attrs_data = key->attrs_data;
  *data = r;
  return record_attr;
}

void
sand_move_ground_cache_add (SandMoveGroundCache *self,
                            gpointer             data,
                            SandMoveGround      *ground)
{
  Recorder *r = data;
  Entry *e = g_steal_pointer (&r->entry);

  g_free (r);
  if (ground == NULL)
    {
      entry_free (e);
      return;
    }
  e->ground = ground;
  g_mutex_lock (&self->lock);
  /* the key was asked for once: it now has its ground */
  for (guint k = self->entries->len; k-- > 0;)
    {
      Entry *o = g_ptr_array_index (self->entries, k);

      if (o->ground == NULL && same_key (o, e))
        g_ptr_array_remove_index (self->entries, k);
    }
  cache_keep (self, e);
  g_mutex_unlock (&self->lock);
}

guint
sand_move_ground_cache_get_n_painted (SandMoveGroundCache *self)
{
  guint n = 0;

  g_return_val_if_fail (self != NULL, 0);

  g_mutex_lock (&self->lock);
  for (guint k = 0; k < self->entries->len; k++)
    n += ((Entry *) g_ptr_array_index (self->entries, k))->ground != NULL;
  g_mutex_unlock (&self->lock);
  return n;
}
