/* sand-ruleset-registry.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "sand-core-resources.h"
#include "sand-ruleset-loader-private.h"
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
  /* sand_ruleset_registry_new_lazy()'s: every file found (RulesetFile), each
   * parsed only when it may declare an id asked for; the ids asked for */
  GPtrArray  *files;
  GHashTable *resolved;
};

/* One ruleset file as found, in the order files are read. */
typedef struct
{
  char        *name;     /* as messages name it */
  GBytes      *bytes;
  const char  *data;     /* NULL: it could not be read, @error says why */
  gsize        len;
  gboolean     bundled;
  GError      *error;
  gboolean     parsed;
  SandRuleset *rs;       /* once parsed: NULL when it failed, @error says why */
  gboolean     scanned;
  char        *plain;    /* once scanned: plain_id() */
  char        *failed;   /* once scanned: failed_id() */
} RulesetFile;

static void
ruleset_file_free (gpointer data)
{
  RulesetFile *f = data;

  g_free (f->name);
  g_clear_pointer (&f->bytes, g_bytes_unref);
  g_clear_error (&f->error);
  g_clear_object (&f->rs);
  g_free (f->plain);
  g_free (f->failed);
  g_free (f);
}

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
  g_clear_pointer (&self->files, g_ptr_array_unref);
  g_clear_pointer (&self->resolved, g_hash_table_unref);
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

/* The bundled files, then those of @dir, in the order they are read. */
static void
find_resources (GPtrArray *files)
{
  g_auto (GStrv) names = g_resource_enumerate_children (sand_core_get_resource (), RESOURCE_DIR, 0, NULL);

  for (guint i = 0; names && names[i]; i++)
    {
      g_autofree char *path = g_build_path ("/", RESOURCE_DIR, names[i], NULL);
      g_autoptr (GBytes) bytes = g_resource_lookup_data (sand_core_get_resource (), path, 0, NULL);
      RulesetFile *f;

      if (bytes == NULL || !g_str_has_suffix (names[i], ".xml"))
        continue;
      f = g_new0 (RulesetFile, 1);
      f->name = g_strconcat ("resource://", path, NULL);
      f->bytes = g_steal_pointer (&bytes);
      f->data = g_bytes_get_data (f->bytes, &f->len);
      f->bundled = TRUE;
      g_ptr_array_add (files, f);
    }
}

static int
by_path (gconstpointer a,
         gconstpointer b)
{
  return g_strcmp0 (*(char **) a, *(char **) b);
}

static void
find_dir (GPtrArray  *files,
          const char *dir)
{
  g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
  g_autoptr (GPtrArray) paths = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  if (d == NULL)
    return;
  while ((name = g_dir_read_name (d)))
    if (g_str_has_suffix (name, ".xml"))
      g_ptr_array_add (paths, g_build_filename (dir, name, NULL));
  /* a stable order, so which of two same-id files wins does not depend on the disk */
  g_ptr_array_sort (paths, by_path);
  for (guint i = 0; i < paths->len; i++)
    {
      g_autoptr (GFile) file = g_file_new_for_path (g_ptr_array_index (paths, i));
      RulesetFile *f = g_new0 (RulesetFile, 1);
      char *data = NULL;
      gsize len = 0;

      f->name = g_file_get_parse_name (file);
      /* read here, not by sand_ruleset_load_file(), so a file that fails is not read again */
      if (_sand_xml_load_file (file, SAND_XML_RULESET, &data, &len, &f->error))
        {
          /* kept with the terminating zero g_file_load_contents() adds */
          f->bytes = g_bytes_new_take (data, len);
          f->data = data;
          f->len = len;
        }
      else
        g_free (data);
      g_ptr_array_add (files, f);
    }
}

/* Every file of rulesets there is, in the order they are read. */
static GPtrArray *
find_files (void)
{
  GPtrArray *files = g_ptr_array_new_with_free_func (ruleset_file_free);
  g_autofree char *installed = g_build_filename (PKGDATADIR, "rulesets", NULL);
  g_auto (GStrv) user = sand_ruleset_registry_dup_user_dirs ();

  find_resources (files);
  find_dir (files, installed);
  for (guint i = 0; user[i] != NULL; i++)
    find_dir (files, user[i]);
  return files;
}

static void
parse (RulesetFile *f)
{
  if (f->parsed || f->data == NULL)
    return;
  f->parsed = TRUE;
  if (f->bundled)
    f->rs = _sand_ruleset_load_bundled (f->data, f->len, f->name, &f->error);
  else
    f->rs = sand_ruleset_load_data (f->data, f->len, f->name, &f->error);
}

/* The id a file that could not be read (its text @data) declares on its root,
 * if it is written plainly enough to find: so that a scenario asking for it is
 * told why it is missing, not that it is not installed. */
static char *
failed_id (const char *data)
{
  g_autoptr (GRegex) regex = NULL;
  g_autoptr (GMatchInfo) match = NULL;

  if (data == NULL || !g_utf8_validate (data, -1, NULL))
    return NULL;
  regex = g_regex_new ("<(?:\\w+:)?ruleset\\b[^>]*?\\sid\\s*=\\s*[\"']([^\"'<>]+)[\"']", 0, 0, NULL);
  if (!g_regex_match (regex, data, 0, &match))
    return NULL;
  return g_match_info_fetch (match, 1);
}

/* Why the ruleset @id of a file that could not be read (@error) is missing. A
 * ruleset of that id found before (the bundled one, say) is dropped: the file
 * was meant to replace it, and playing by the rules it replaces without a word
 * would mislead. The problem then says so. */
static char *
take_away (SandRulesetRegistry *self,
           const char          *id,
           const GError        *error)
{
  if (g_hash_table_remove (self->by_id, id))
    /* Translators: a ruleset file's problems ("file:line: …"), then the id it declares */
    return g_strdup_printf (_("%s\n(the other ruleset “%s”, which this file replaces, is not "
                              "used either: correct this file or remove it)"),
                            error->message, id);
  return g_strdup (error->message);
}

static void
add_failed (SandRulesetRegistry *self,
            const char          *data,
            const GError        *error)
{
  g_autofree char *id = failed_id (data);
  char *problem;

  if (id == NULL)
    {
      add_problem (self, error);
      return;
    }
  problem = take_away (self, id, error);
  g_ptr_array_add (self->problems, g_strdup (problem));
  g_checksum_update (self->digest, (const guchar *) problem, strlen (problem) + 1);
  g_hash_table_replace (self->failed, g_steal_pointer (&id), problem);
}

/* The files in order: each a ruleset, or a problem; a later file of an id
 * replaces the earlier one, a later one that fails takes its id away. */
static void
load_files (SandRulesetRegistry *self,
            GPtrArray           *files)
{
  for (guint i = 0; i < files->len; i++)
    {
      RulesetFile *f = g_ptr_array_index (files, i);

      digest_file (self, f->name, f->data, f->len);
      parse (f);
      if (f->rs != NULL)
        add (self, g_object_ref (f->rs));
      else if (f->bundled)
        add_problem (self, f->error);
      else
        add_failed (self, f->data, f->error);
    }
}

static int
by_id (gconstpointer a,
       gconstpointer b)
{
  return g_strcmp0 (sand_ruleset_get_id (*(SandRuleset **) a), sand_ruleset_get_id (*(SandRuleset **) b));
}

static void
load_all (SandRulesetRegistry *self,
          GPtrArray           *files)
{
  load_files (self, files);

  GHashTableIter iter;
  gpointer value;
  self->sorted = g_ptr_array_new ();
  g_hash_table_iter_init (&iter, self->by_id);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    g_ptr_array_add (self->sorted, value);
  g_ptr_array_sort (self->sorted, by_id);
}

/* Whether the XML declaration @decl (to its "?>", @end) leaves the bytes of
 * the text its characters: no encoding, or UTF-8 or ASCII. */
static gboolean
plain_encoding (const char *decl,
                const char *end)
{
  const char *p = g_strstr_len (decl, end - decl, "encoding");
  const char *value;

  if (p == NULL)
    return TRUE;
  p += strlen ("encoding");
  while (p < end && (g_ascii_isspace (*p) || *p == '='))
    p++;
  if (p == end || (*p != '"' && *p != '\''))
    return FALSE;
  value = ++p;
  while (p < end && *p != value[-1])
    p++;
  return (p - value == 5 && g_ascii_strncasecmp (value, "UTF-8", 5) == 0)
         || (p - value == 8 && g_ascii_strncasecmp (value, "US-ASCII", 8) == 0)
         || (p - value == 5 && g_ascii_strncasecmp (value, "ASCII", 5) == 0);
}

/* The id on the root of @f when it is written plainly: the document starts
 * (after an XML declaration of UTF-8, comments and processing instructions)
 * with a <ruleset> or <x:ruleset> whose "id" attribute holds no reference and
 * no character the parser would change. NULL when it is not so plain. */
static char *
plain_id (const RulesetFile *f)
{
  const char *p = f->data, *end = f->data + f->len;
  g_autofree char *id = NULL;

  if (end - p >= 3 && memcmp (p, "\xEF\xBB\xBF", 3) == 0)
    p += 3;
  for (;;)
    {
      const char *close;

      while (p < end && g_ascii_isspace (*p))
        p++;
      if (end - p >= 4 && memcmp (p, "<!--", 4) == 0)
        {
          if ((close = g_strstr_len (p + 4, end - p - 4, "-->")) == NULL)
            return NULL;
          p = close + 3;
        }
      else if (end - p >= 2 && memcmp (p, "<?", 2) == 0)
        {
          if ((close = g_strstr_len (p + 2, end - p - 2, "?>")) == NULL)
            return NULL;
          if (end - p >= 5 && memcmp (p, "<?xml", 5) == 0 && !plain_encoding (p, close))
            return NULL;
          p = close + 2;
        }
      else
        break;
    }
  if (p == end || *p++ != '<')
    return NULL;

  const char *name = p;
  while (p < end && (g_ascii_isalnum (*p) || *p == '_' || *p == '-' || *p == '.' || *p == ':'))
    p++;
  const char *colon = memchr (name, ':', p - name);
  const char *local = colon != NULL ? colon + 1 : name;
  if (p - local != 7 || memcmp (local, "ruleset", 7) != 0 || local == name + 1)
    return NULL;

  /* the attributes, to the end of the start tag */
  for (;;)
    {
      const char *attr, *attr_end, *value;
      char quote;

      if (p == end || !(g_ascii_isspace (*p) || *p == '>' || *p == '/'))
        return NULL;
      while (p < end && g_ascii_isspace (*p))
        p++;
      if (p == end)
        return NULL;
      if (*p == '>' || *p == '/')
        break;
      attr = p;
      while (p < end && *p != '=' && *p != '>' && *p != '/' && !g_ascii_isspace (*p))
        p++;
      attr_end = p;
      while (p < end && g_ascii_isspace (*p))
        p++;
      if (p == end || *p++ != '=')
        return NULL;
      while (p < end && g_ascii_isspace (*p))
        p++;
      if (p == end || (*p != '"' && *p != '\''))
        return NULL;
      quote = *p++;
      value = p;
      while (p < end && *p != quote && *p != '<')
        p++;
      if (p == end || *p != quote)
        return NULL;
      if (attr_end - attr == 2 && memcmp (attr, "id", 2) == 0)
        {
          for (const char *c = value; c < p; c++)
            if (*c == '&' || *c == '\t' || *c == '\n' || *c == '\r')
              return NULL;
          if (id != NULL)
            return NULL;
          id = g_strndup (value, p - value);
        }
      p++;
    }
  return g_steal_pointer (&id);
}

/* Whether @f may be (or may take away) the ruleset @id: FALSE only when it
 * plainly declares another id, and failing, would be taken for that one too. */
static gboolean
may_declare (RulesetFile *f,
             const char  *id)
{
  if (f->data == NULL)
    return FALSE; /* not read: a problem, and no id's */
  if (!f->scanned)
    {
      f->scanned = TRUE;
      f->plain = plain_id (f);
      f->failed = failed_id (f->data);
    }
  return f->plain == NULL || g_str_equal (f->plain, id) || f->failed == NULL || !g_str_equal (f->failed, f->plain);
}

/* What the whole registry would say of @id, from the files that may declare
 * it, parsed now if they were not yet: the last that is it replaces the ones
 * before, a later one that fails takes it away. */
static void
resolve (SandRulesetRegistry *self,
         const char          *id)
{
  g_hash_table_add (self->resolved, g_strdup (id));
  for (guint i = 0; i < self->files->len; i++)
    {
      RulesetFile *f = g_ptr_array_index (self->files, i);

      if (!may_declare (f, id))
        continue;
      parse (f);
      if (f->rs != NULL)
        {
          if (g_str_equal (sand_ruleset_get_id (f->rs), id))
            add (self, g_object_ref (f->rs));
        }
      else if (!f->bundled && f->failed != NULL && g_str_equal (f->failed, id))
        g_hash_table_replace (self->failed, g_strdup (id), take_away (self, id, f->error));
    }
}

/* A lazy registry asked for something only the whole knows: it is loaded
 * whole, from the files already read (and parsed, where they were), so the
 * rulesets handed out stay the ones it holds. */
static void
load_whole (SandRulesetRegistry *self)
{
  if (self->files == NULL || self->sorted != NULL)
    return;
  g_hash_table_remove_all (self->by_id);
  g_hash_table_remove_all (self->failed);
  load_all (self, self->files);
}

/* A lazy registry asked of @id */
static void
load_id (SandRulesetRegistry *self,
         const char          *id)
{
  if (self->files != NULL && self->sorted == NULL && !g_hash_table_contains (self->resolved, id))
    resolve (self, id);
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

SandRulesetRegistry *
sand_ruleset_registry_new (void)
{
  SandRulesetRegistry *self = g_object_new (SAND_TYPE_RULESET_REGISTRY, NULL);
  g_autoptr (GPtrArray) files = find_files ();

  load_all (self, files);
  return self;
}

SandRulesetRegistry *
sand_ruleset_registry_new_lazy (void)
{
  SandRulesetRegistry *self = g_object_new (SAND_TYPE_RULESET_REGISTRY, NULL);

  self->files = find_files ();
  self->resolved = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
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

  load_whole (self);
  fresh = g_object_new (SAND_TYPE_RULESET_REGISTRY, NULL);
  g_autoptr (GPtrArray) files = find_files ();
  load_all (fresh, files);
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
  load_whole (self);
  return self->sorted;
}

SandRuleset *
sand_ruleset_registry_lookup (SandRulesetRegistry *self,
                              const char          *id)
{
  g_return_val_if_fail (SAND_IS_RULESET_REGISTRY (self), NULL);
  if (id == NULL)
    return NULL;
  load_id (self, id);
  return g_hash_table_lookup (self->by_id, id);
}

GPtrArray *
sand_ruleset_registry_get_problems (SandRulesetRegistry *self)
{
  g_return_val_if_fail (SAND_IS_RULESET_REGISTRY (self), NULL);
  load_whole (self);
  return self->problems;
}

const char *
sand_ruleset_registry_get_problem (SandRulesetRegistry *self,
                                   const char          *id)
{
  g_return_val_if_fail (SAND_IS_RULESET_REGISTRY (self), NULL);
  if (id == NULL)
    return NULL;
  load_id (self, id);
  return g_hash_table_lookup (self->failed, id);
}
