/* sand-ruleset-registry.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "sand-core-resources.h"
#include "sand-ruleset-registry.h"
#include "sand-xml-private.h"

#define RESOURCE_DIR "/io/github/sandtable/Sandtable/core/rulesets"

struct _SandRulesetRegistry
{
  GObject     parent_instance;

  GHashTable *by_id;     /* id -> SandRuleset */
  GPtrArray  *sorted;
  GPtrArray  *problems;
  GHashTable *failed;    /* id a file that could not be read declares -> its problem */
  /* of every file read (its name, its bytes) and every problem: a reload that
   * finds the same keeps the rulesets it has, so nothing held is let go */
  GChecksum  *digest;
};

G_DEFINE_FINAL_TYPE (SandRulesetRegistry, sand_ruleset_registry, G_TYPE_OBJECT)

enum
{
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
sand_ruleset_registry_finalize (GObject *object)
{
  SandRulesetRegistry *self = SAND_RULESET_REGISTRY (object);

  g_clear_pointer (&self->by_id, g_hash_table_unref);
  g_clear_pointer (&self->sorted, g_ptr_array_unref);
  g_clear_pointer (&self->problems, g_ptr_array_unref);
  g_clear_pointer (&self->failed, g_hash_table_unref);
  g_clear_pointer (&self->digest, g_checksum_free);
  G_OBJECT_CLASS (sand_ruleset_registry_parent_class)->finalize (object);
}

static void
sand_ruleset_registry_class_init (SandRulesetRegistryClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = sand_ruleset_registry_finalize;

  /* After a reload that found something different: the list, the rulesets and
   * the problems are new; borrowed rulesets of before may be gone. */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                   NULL, G_TYPE_NONE, 0);
}

static void
sand_ruleset_registry_init (SandRulesetRegistry *self)
{
  self->by_id = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);
  self->problems = g_ptr_array_new_with_free_func (g_free);
  self->failed = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  self->digest = g_checksum_new (G_CHECKSUM_SHA256);
}

/* @name and its @len bytes (NULL: none could be read) in the digest */
static void
digest_file (SandRulesetRegistry *self,
             const char          *name,
             const char          *data,
             gsize                len)
{
  g_checksum_update (self->digest, (const guchar *) name, strlen (name) + 1);
  g_checksum_update (self->digest, (const guchar *) &len, sizeof len);
  if (data != NULL)
    g_checksum_update (self->digest, (const guchar *) data, len);
}

static void
add (SandRulesetRegistry *self,
     SandRuleset         *rs)
{
  g_hash_table_replace (self->by_id, g_strdup (sand_ruleset_get_id (rs)), rs);
}

static void
add_problem (SandRulesetRegistry *self,
             const GError        *error)
{
  g_ptr_array_add (self->problems, g_strdup (error->message));
  g_checksum_update (self->digest, (const guchar *) error->message, strlen (error->message) + 1);
}

static void
load_resources (SandRulesetRegistry *self)
{
  g_auto (GStrv) names = g_resource_enumerate_children (sand_core_get_resource (), RESOURCE_DIR, 0, NULL);

  for (guint i = 0; names && names[i]; i++)
    {
      g_autofree char *path = g_build_path ("/", RESOURCE_DIR, names[i], NULL);
      g_autofree char *origin = g_strconcat ("resource://", path, NULL);
      g_autoptr (GBytes) bytes = g_resource_lookup_data (sand_core_get_resource (), path, 0, NULL);
      g_autoptr (GError) error = NULL;
      gsize len;
      const char *data;

      if (bytes == NULL || !g_str_has_suffix (names[i], ".xml"))
        continue;
      data = g_bytes_get_data (bytes, &len);
      digest_file (self, origin, data, len);
      SandRuleset *rs = sand_ruleset_load_data (data, len, origin, &error);
      if (rs)
        add (self, rs);
      else
        add_problem (self, error);
    }
}

static int
by_path (gconstpointer a,
         gconstpointer b)
{
  return g_strcmp0 (*(char **) a, *(char **) b);
}

/* The id a file that could not be read (its text @data) declares on its root,
 * if it is written plainly enough to find: so that a scenario asking for it is
 * told why it is missing, not that it is not installed. A ruleset of that id
 * found before (the bundled one, say) is dropped: the file was meant to replace
 * it, and playing by the rules it replaces without a word would mislead. The
 * problem then says so. */
static void
add_failed (SandRulesetRegistry *self,
            const char          *data,
            const GError        *error)
{
  g_autoptr (GRegex) regex = g_regex_new ("<(?:\\w+:)?ruleset\\b[^>]*?\\sid\\s*=\\s*[\"']([^\"'<>]+)[\"']", 0, 0, NULL);
  g_autoptr (GMatchInfo) match = NULL;
  g_autofree char *id = NULL;
  char *problem;

  if (data == NULL || !g_utf8_validate (data, -1, NULL)
      || !g_regex_match (regex, data, 0, &match))
    {
      add_problem (self, error);
      return;
    }
  id = g_match_info_fetch (match, 1);
  if (g_hash_table_remove (self->by_id, id))
    /* Translators: a ruleset file's problems ("file:line: …"), then the id it declares */
    problem = g_strdup_printf (_("%s\n(the other ruleset “%s”, which this file replaces, is not "
                                 "used either: correct this file or remove it)"),
                               error->message, id);
  else
    problem = g_strdup (error->message);
  g_ptr_array_add (self->problems, g_strdup (problem));
  g_checksum_update (self->digest, (const guchar *) problem, strlen (problem) + 1);
  g_hash_table_replace (self->failed, g_steal_pointer (&id), problem);
}

static void
load_dir (SandRulesetRegistry *self,
          const char          *dir)
{
  g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
  g_autoptr (GPtrArray) files = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  if (d == NULL)
    return;
  while ((name = g_dir_read_name (d)))
    if (g_str_has_suffix (name, ".xml"))
      g_ptr_array_add (files, g_build_filename (dir, name, NULL));
  /* a stable order, so which of two same-id files wins does not depend on the disk */
  g_ptr_array_sort (files, by_path);
  for (guint i = 0; i < files->len; i++)
    {
      g_autoptr (GFile) file = g_file_new_for_path (g_ptr_array_index (files, i));
      g_autofree char *display = g_file_get_parse_name (file);
      g_autofree char *data = NULL;
      gsize len = 0;
      g_autoptr (GError) error = NULL;
      SandRuleset *rs = NULL;

      /* read here, not by sand_ruleset_load_file(), so a file that fails is not read again */
      if (_sand_xml_load_file (file, SAND_XML_RULESET, &data, &len, &error))
        rs = sand_ruleset_load_data (data, len, display, &error);
      digest_file (self, display, data, len);
      if (rs)
        add (self, rs);
      else
        add_failed (self, data, error);
    }
}

static int
by_id (gconstpointer a,
       gconstpointer b)
{
  return g_strcmp0 (sand_ruleset_get_id (*(SandRuleset **) a), sand_ruleset_get_id (*(SandRuleset **) b));
}

char **
sand_ruleset_registry_dup_user_dirs (void)
{
  g_autoptr (GStrvBuilder) dirs = g_strv_builder_new ();
  g_autofree char *user = g_build_filename (g_get_user_data_dir (), "sandtable", "rulesets", NULL);
  const char *env = g_getenv ("SANDTABLE_RULESETS_DIR");

  g_strv_builder_add (dirs, user);
  if (env && *env)
    g_strv_builder_add (dirs, env);
  return g_strv_builder_end (dirs);
}

static void
load_all (SandRulesetRegistry *self)
{
  g_autofree char *installed = g_build_filename (PKGDATADIR, "rulesets", NULL);
  g_auto (GStrv) user = sand_ruleset_registry_dup_user_dirs ();

  load_resources (self);
  load_dir (self, installed);
  for (guint i = 0; user[i] != NULL; i++)
    load_dir (self, user[i]);

  GHashTableIter iter;
  gpointer value;
  self->sorted = g_ptr_array_new ();
  g_hash_table_iter_init (&iter, self->by_id);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    g_ptr_array_add (self->sorted, value);
  g_ptr_array_sort (self->sorted, by_id);
}

SandRulesetRegistry *
sand_ruleset_registry_new (void)
{
  SandRulesetRegistry *self = g_object_new (SAND_TYPE_RULESET_REGISTRY, NULL);

  load_all (self);
  return self;
}

SandRulesetRegistry *
sand_ruleset_registry_get_default (void)
{
  static SandRulesetRegistry *registry;

  if (registry == NULL)
    registry = sand_ruleset_registry_new ();
  return registry;
}

#define SWAP(a, b) G_STMT_START { gpointer t_ = (a); (a) = (b); (b) = t_; } G_STMT_END

gboolean
sand_ruleset_registry_reload (SandRulesetRegistry *self)
{
  g_autoptr (SandRulesetRegistry) fresh = NULL;

  g_return_val_if_fail (SAND_IS_RULESET_REGISTRY (self), FALSE);

  fresh = g_object_new (SAND_TYPE_RULESET_REGISTRY, NULL);
  load_all (fresh);
  if (g_strcmp0 (g_checksum_get_string (self->digest), g_checksum_get_string (fresh->digest)) == 0)
    return FALSE;
  /* the old contents go with @fresh: a ruleset someone holds a reference to
   * lives on until they let it go */
  SWAP (self->by_id, fresh->by_id);
  SWAP (self->sorted, fresh->sorted);
  SWAP (self->problems, fresh->problems);
  SWAP (self->failed, fresh->failed);
  SWAP (self->digest, fresh->digest);
  g_signal_emit (self, signals[CHANGED], 0);
  return TRUE;
}

GPtrArray *
sand_ruleset_registry_list (SandRulesetRegistry *self)
{
  g_return_val_if_fail (SAND_IS_RULESET_REGISTRY (self), NULL);
  return self->sorted;
}

SandRuleset *
sand_ruleset_registry_lookup (SandRulesetRegistry *self,
                              const char          *id)
{
  g_return_val_if_fail (SAND_IS_RULESET_REGISTRY (self), NULL);
  return id ? g_hash_table_lookup (self->by_id, id) : NULL;
}

GPtrArray *
sand_ruleset_registry_get_problems (SandRulesetRegistry *self)
{
  g_return_val_if_fail (SAND_IS_RULESET_REGISTRY (self), NULL);
  return self->problems;
}

const char *
sand_ruleset_registry_get_problem (SandRulesetRegistry *self,
                                   const char          *id)
{
  g_return_val_if_fail (SAND_IS_RULESET_REGISTRY (self), NULL);
  return id != NULL ? g_hash_table_lookup (self->failed, id) : NULL;
}
