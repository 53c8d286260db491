/* sand-xml-input.c: from a file's bytes to a parsed document, for scenarios and
 * rulesets alike, refusing what would take too long or too much memory before
 * libxml2 sees it.
 *
 * In order: the file's size; its encoding (UTF-32 and EBCDIC are named and
 * refused: libxml2 would call them "empty" or misread them); a scan of the raw
 * text that counts elements, their nesting and each one's attributes (libxml2's
 * duplicate-attribute check and its RELAX NG validator are quadratic in the
 * attributes of an element) and refuses "--" inside a comment (libxml2 copies
 * the comment so far for each one it reports); line ends made LF, so that a
 * file with CR line ends is reported at the right lines; then the parse, with
 * every libxml2 message captured and said in our words (sand-xml-messages.c).
 * A DTD is refused by the scan, before libxml2 reads any of its declarations:
 * no entities, external or not (the parse stops at one too).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <libxml/SAX2.h>
#include <libxml/parser.h>
#include <string.h>

#include "sand-limits.h"
#include "sand-xml-private.h"

/* No network, no DTD loading or defaulting, no entity substitution; NOBLANKS drops
 * indentation so the writer can indent afresh; BIG_LINES keeps line numbers past
 * 65535 exact; COMPACT keeps short texts (most attribute values) inside their
 * node, a third of the parse's time, so the tree is read and never changed
 * (texts are never set, merged or freed on their own; nodes are only moved).
 * HUGE: libxml2's own limits would refuse any file past 10 MB, well under our
 * cap, as "not well-formed"; the scan below bounds size, elements, nesting and
 * attributes first. */
#define PARSE_OPTIONS (XML_PARSE_NONET | XML_PARSE_NOBLANKS | XML_PARSE_BIG_LINES \
                       | XML_PARSE_NOCDATA | XML_PARSE_NOWARNING | XML_PARSE_COMPACT \
                       | XML_PARSE_HUGE)

gsize
_sand_xml_max_bytes (SandXmlKind kind)
{
  return kind == SAND_XML_RULESET ? SAND_LIMIT_RULESET_BYTES : SAND_LIMIT_SCENARIO_BYTES;
}

static void
add_too_large (SandXmlProblems *problems,
               SandXmlKind      kind,
               guint64          size)
{
  g_autofree char *have = g_format_size (size);
  g_autofree char *most = g_format_size (_sand_xml_max_bytes (kind));

  if (kind == SAND_XML_RULESET)
    /* Translators: the file's size, then the largest allowed ("200.0 MB", "4.2 MB") */
    _sand_xml_problems_add (problems, 0, _("the file is %s, more than the %s a ruleset file may be"),
                            have, most);
  else
    _sand_xml_problems_add (problems, 0, _("the file is %s, more than the %s a scenario file may be"),
                            have, most);
}

static void
add_doctype (SandXmlProblems *problems,
             SandXmlKind      kind,
             long             line)
{
  if (kind == SAND_XML_RULESET)
    _sand_xml_problems_add (problems, line,
                            _("document type declarations (<!DOCTYPE …>) are not allowed in "
                              "ruleset files; remove it"));
  else
    _sand_xml_problems_add (problems, line,
                            _("document type declarations (<!DOCTYPE …>) are not "
                              "allowed in scenario files; remove it and any entities "
                              "it declares"));
}

gboolean
_sand_xml_load_file (GFile        *file,
                     SandXmlKind   kind,
                     char        **contents,
                     gsize        *length,
                     GError      **error)
{
  g_autoptr (GFileInfo) info = NULL;
  g_autoptr (GError) local_error = NULL;
  g_autofree char *display = g_file_get_parse_name (file);

  /* Its size first: a file past the limit is never read into memory. */
  info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_SIZE, G_FILE_QUERY_INFO_NONE, NULL,
                            NULL);
  if (info != NULL && (guint64) g_file_info_get_size (info) > _sand_xml_max_bytes (kind))
    {
      g_autoptr (SandXmlProblems) problems = _sand_xml_problems_new (display);

      add_too_large (problems, kind, g_file_info_get_size (info));
      return _sand_xml_problems_check (problems, SAND_ERROR_IO, error);
    }
  if (!g_file_load_contents (file, NULL, contents, length, NULL, &local_error))
    {
      g_set_error (error, SAND_ERROR, SAND_ERROR_IO, _("%s: cannot read the file: %s"), display,
                   sand_error_describe_file (local_error, FALSE));
      return FALSE;
    }
  return TRUE;
}

/* The text as code units: the raw scan reads UTF-8 and other single-byte
 * encodings a byte at a time, UTF-16 two bytes at a time. */
typedef struct
{
  const guchar *data;
  gsize length;
  guint unit;          /* 1 or 2 */
  gboolean big_endian;
} Units;

static inline gsize
n_units (const Units *u)
{
  return u->length / u->unit;
}

static inline gunichar
unit_at (const Units *u,
         gsize        i)
{
  const guchar *p = u->data + i * u->unit;

  if (u->unit == 1)
    return p[0];
  return u->big_endian ? (p[0] << 8) | p[1] : (p[1] << 8) | p[0];
}

/* Looks at the first bytes as the XML specification's appendix F does; FALSE
 * (with a problem) for an encoding Sandtable does not read. */
static gboolean
sniff_encoding (const guchar    *data,
                gsize            length,
                Units           *units,
                SandXmlProblems *problems)
{
  static const guchar ebcdic[] = { 0x4C, 0x6F, 0xA7, 0x94 };

  units->data = data;
  units->length = length;
  units->unit = 1;
  units->big_endian = FALSE;
  if (length >= 4
      && ((data[0] == 0 && data[1] == 0 && (data[2] == 0xFE || data[2] == 0) && (data[3] == 0xFF || data[3] == '<'))
          || (data[0] == 0xFF && data[1] == 0xFE && data[2] == 0 && data[3] == 0)
          || (data[0] == '<' && data[1] == 0 && data[2] == 0 && data[3] == 0)))
    {
      _sand_xml_problems_add (problems, 1,
                              _("the file is in UTF-32, which Sandtable does not read: save it "
                                "as UTF-8"));
      return FALSE;
    }
  if (length >= 4 && memcmp (data, ebcdic, 4) == 0)
    {
      _sand_xml_problems_add (problems, 1,
                              _("the file is in EBCDIC, which Sandtable does not read: save it "
                                "as UTF-8"));
      return FALSE;
    }
  if (length >= 2 && ((data[0] == 0xFE && data[1] == 0xFF) || (data[0] == 0 && data[1] != 0)))
    {
      units->unit = 2;
      units->big_endian = TRUE;
    }
  else if (length >= 2 && ((data[0] == 0xFF && data[1] == 0xFE) || (data[0] != 0 && data[1] == 0)))
    units->unit = 2;
  return TRUE;
}

/* Nothing, or only spaces and line ends (after a byte order mark) */
static gboolean
is_blank (const Units *u)
{
  for (gsize i = 0; i < n_units (u); i++)
    {
      gunichar c = unit_at (u, i);

      if (c != ' ' && c != '\t' && c != '\n' && c != '\r' && c != 0xFEFF
          && !(u->unit == 1 && (c == 0xEF || c == 0xBB || c == 0xBF) && i < 3))
        return FALSE;
    }
  return TRUE;
}

/* The raw scan */

typedef struct
{
  const Units *u;
  gsize i;
  long line;
  gboolean lone_cr; /* a CR not followed by LF: the file's lines end in CR */
} Scan;

static void
advance (Scan *s)
{
  gunichar c;

  /* A tag or comment left open runs to the end of the text: nothing past it. */
  if (s->i >= n_units (s->u))
    return;
  c = unit_at (s->u, s->i);

  if (c == '\n')
    s->line++;
  else if (c == '\r')
    {
      s->line++;
      if (s->i + 1 < n_units (s->u) && unit_at (s->u, s->i + 1) == '\n')
        s->i++;
      else
        s->lone_cr = TRUE;
    }
  s->i++;
}

static gboolean
looking_at (const Scan *s,
            const char *text)
{
  gsize n = strlen (text);

  if (s->i + n > n_units (s->u))
    return FALSE;
  for (gsize k = 0; k < n; k++)
    if (unit_at (s->u, s->i + k) != (guchar) text[k])
      return FALSE;
  return TRUE;
}

/* Moves the scan on to @stop, counting lines as advance() does. A byte
 * encoding goes by memchr, not a byte at a time: a file of many megabytes is
 * scanned in milliseconds. @stop is never inside a CR LF pair (it is at a "<",
 * at a text looked for, or at the end). */
static void
advance_to (Scan  *s,
            gsize  stop)
{
  const guchar *p, *end;

  if (s->u->unit != 1)
    {
      while (s->i < stop)
        advance (s);
      return;
    }
  end = s->u->data + stop;
  for (p = s->u->data + s->i; (p = memchr (p, '\n', end - p)) != NULL; p++)
    s->line++;
  /* A CR counts as a line only on its own: CR LF is counted at its LF. */
  for (p = s->u->data + s->i; (p = memchr (p, '\r', end - p)) != NULL; p++)
    if (p + 1 == s->u->data + s->u->length || p[1] != '\n')
      {
        s->line++;
        s->lone_cr = TRUE;
      }
  s->i = stop;
}

/* Where @text is next found at or after unit @from; the end if nowhere. */
static gsize
find (const Units *u,
      gsize        from,
      const char  *text)
{
  gsize n = strlen (text);

  if (u->unit == 1)
    {
      const guchar *end = u->data + u->length;

      for (const guchar *at = u->data + MIN (from, u->length);
           (at = memchr (at, text[0], end - at)) != NULL; at++)
        if ((gsize) (end - at) >= n && memcmp (at, text, n) == 0)
          return at - u->data;
      return u->length;
    }
  for (Scan s = { u, from, 0, FALSE }; s.i < n_units (u); s.i++)
    if (looking_at (&s, text))
      return s.i;
  return n_units (u);
}

/* Past the next @end (or to the end of the text). */
static void
skip_past (Scan       *s,
           const char *end)
{
  advance_to (s, find (s->u, s->i, end));
  advance_to (s, MIN (s->i + strlen (end), n_units (s->u)));
}

/* Past a comment from its "<!--"; FALSE (with a problem) when "--" comes
 * before its end: XML does not allow it, and libxml2 copies the whole comment
 * read so far for each one it reports, which is quadratic. */
static gboolean
skip_comment (Scan            *s,
              SandXmlProblems *problems)
{
  gsize dashes = find (s->u, s->i + 4, "--");

  if (dashes + 2 < n_units (s->u) && unit_at (s->u, dashes + 2) != '>')
    {
      advance_to (s, dashes);
      _sand_xml_problems_add (problems, s->line, _("“--” is not allowed inside a comment"));
      return FALSE;
    }
  advance_to (s, MIN (dashes + 3, n_units (s->u)));
  return TRUE;
}

/* The element's name as the scan finds it, for a message (ASCII only: names
 * in other scripts are rare in these files and shown as “?”). */
static char *
tag_name (const Scan *s)
{
  GString *name = g_string_new (NULL);

  for (gsize k = s->i + 1; k < n_units (s->u) && name->len < 64; k++)
    {
      gunichar c = unit_at (s->u, k);

      if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '>' || c == '/')
        break;
      g_string_append_c (name, c < 0x80 ? (char) c : '?');
    }
  return g_string_free (name, FALSE);
}

/* A start or end tag from its "<"; FALSE when a limit is passed. */
static gboolean
scan_tag (Scan            *s,
          guint           *depth,
          guint           *elements,
          SandXmlProblems *problems)
{
  long line = s->line;
  gboolean closing = s->i + 1 < n_units (s->u) && unit_at (s->u, s->i + 1) == '/';
  Scan start = *s;
  gunichar quote = 0;
  gunichar last = 0;
  guint attributes = 0;

  advance (s);
  while (s->i < n_units (s->u))
    {
      gunichar c = unit_at (s->u, s->i);

      if (quote != 0)
        {
          if (c == quote)
            quote = 0;
          else
            {
              /* the rest of the value at once, up to its closing quote */
              char close[2] = { (char) quote, '\0' };

              advance_to (s, find (s->u, s->i, close));
              continue;
            }
        }
      else if (c == '"' || c == '\'')
        quote = c;
      else if (c == '=')
        attributes++;
      else if (c == '>')
        break;
      if (c != ' ' && c != '\t' && c != '\n' && c != '\r')
        last = c;
      advance (s);
    }
  advance (s);

  if (closing)
    {
      *depth = *depth > 0 ? *depth - 1 : 0;
      return TRUE;
    }
  if (attributes > SAND_LIMIT_XML_ATTRIBUTES)
    {
      g_autofree char *name = tag_name (&start);

      _sand_xml_problems_add (problems, line, _("<%s> has %u attributes, more than %d: remove "
                                                "the ones that are not needed"),
                              name, attributes, SAND_LIMIT_XML_ATTRIBUTES);
      return FALSE;
    }
  if (++*elements > SAND_LIMIT_XML_ELEMENTS)
    {
      _sand_xml_problems_add (problems, line, _("the file has more than %d elements"),
                              SAND_LIMIT_XML_ELEMENTS);
      return FALSE;
    }
  if (last != '/' && ++*depth > SAND_LIMIT_XML_DEPTH)
    {
      _sand_xml_problems_add (problems, line, _("elements are nested more than %d deep here"),
                              SAND_LIMIT_XML_DEPTH);
      return FALSE;
    }
  return TRUE;
}

/* Counts what the limits bound, without building anything; FALSE (with a
 * problem at its line) at the first limit passed. Sets *@lone_cr when a line
 * ends in CR alone. */
static gboolean
scan (const Units     *u,
      SandXmlKind      kind,
      gboolean        *lone_cr,
      SandXmlProblems *problems)
{
  Scan s = { u, 0, 1, FALSE };
  guint depth = 0;
  guint elements = 0;

  while (s.i < n_units (u))
    {
      if (unit_at (u, s.i) != '<')
        advance_to (&s, find (u, s.i, "<"));
      else if (looking_at (&s, "<!--"))
        {
          if (!skip_comment (&s, problems))
            return FALSE;
        }
      else if (looking_at (&s, "<![CDATA["))
        skip_past (&s, "]]>");
      else if (looking_at (&s, "<?"))
        skip_past (&s, "?>");
      else if (looking_at (&s, "<!DOCTYPE"))
        {
          /* Refused here, before any entity is declared: the parse stops at
           * a DOCTYPE only while it calls back, which it no longer does after
           * an error earlier in the file (a broken XML declaration), and
           * then it expanded a billion laughs. */
          add_doctype (problems, kind, s.line);
          return FALSE;
        }
      else if (looking_at (&s, "<!"))
        skip_past (&s, ">"); /* not XML: the parse says so */
      else if (!scan_tag (&s, &depth, &elements, problems))
        return FALSE;
    }
  *lone_cr = s.lone_cr;
  return TRUE;
}

/* A copy with every CR that ends a line on its own made LF, which XML reads the
 * same (it turns line ends into LF) and libxml2 counts as a line. */
static guchar *
lf_line_ends (const Units *u)
{
  guchar *copy = g_memdup2 (u->data, u->length);
  gsize n = n_units (u);
  guint lf = u->unit == 1 || u->big_endian ? u->unit - 1 : 0;

  for (gsize i = 0; i < n; i++)
    if (unit_at (u, i) == '\r' && (i + 1 == n || unit_at (u, i + 1) != '\n'))
      copy[i * u->unit + lf] = '\n';
  return copy;
}

/* The parse */

typedef struct
{
  SandXmlProblems *problems;
  SandXmlKind kind;
  long doctype_line; /* 0 while no DOCTYPE was seen */
  gboolean fatal;    /* a fatal error was reported */
} ParseState;

/* "prefix:local" when @local is written with a prefix, else NULL. libxml2 names
 * only the local part of the two tags that do not match: the open element is the
 * parser's current node, and the closing tag was just read (the look back for
 * its "</" is bounded). */
static char *
open_name_written (const xmlParserCtxt *ctxt,
                   const char          *local)
{
  const xmlNode *node = ctxt->node;

  if (node == NULL || node->ns == NULL || node->ns->prefix == NULL
      || g_strcmp0 ((const char *) node->name, local) != 0)
    return NULL;
  return g_strdup_printf ("%s:%s", (const char *) node->ns->prefix, local);
}

static char *
closing_name_written (const xmlParserCtxt *ctxt,
                      const char          *local)
{
  const xmlChar *base, *cur, *start, *end;
  gsize n = strlen (local);

  if (ctxt->input == NULL || ctxt->input->cur == NULL || ctxt->input->base == NULL)
    return NULL;
  base = ctxt->input->base;
  cur = ctxt->input->cur;
  for (start = cur; start - 1 > base && cur - start < 1024; start--)
    if (start[-2] == '<' && start[-1] == '/')
      break;
  if (start - 1 <= base || start[-2] != '<' || start[-1] != '/')
    return NULL;
  for (end = start; end < cur && *end != '>' && !g_ascii_isspace (*end); end++)
    ;
  /* "p:local": a prefix, a colon, then the local part libxml2 named */
  if ((gsize) (end - start) < n + 2 || end[-(gssize) n - 1] != ':'
      || memcmp (end - n, local, n) != 0)
    return NULL;
  return g_strndup ((const char *) start, end - start);
}

/* Whether the parser stands just after a "&" (an entity reference's name is read
 * from there). */
static gboolean
after_ampersand (const xmlParserCtxt *ctxt)
{
  return ctxt != NULL && ctxt->input != NULL && ctxt->input->cur != NULL
         && ctxt->input->base != NULL && ctxt->input->cur > ctxt->input->base
         && ctxt->input->cur[-1] == '&';
}

static void
parse_error_cb (void     *user_data,
                xmlError *error)
{
  ParseState *state = user_data;

  if (error->level < XML_ERR_ERROR || state->doctype_line > 0)
    return;
  /* After a fatal error libxml2 says what else it could not finish, mostly the
   * same fault again; only that the file ends early is worth adding. */
  if (state->fatal && error->code != XML_ERR_TAG_NOT_FINISHED)
    return;
  if (error->level == XML_ERR_FATAL)
    state->fatal = TRUE;
  /* libxml2 says a name is missing after "&" with the code it gives for "<" */
  if (error->code == XML_ERR_NAME_REQUIRED && after_ampersand (error->ctxt))
    {
      xmlError named = *error;

      named.code = XML_ERR_ENTITYREF_NO_NAME;
      _sand_xml_problems_add_parse_error (state->problems, &named);
      return;
    }
  if (error->code == XML_ERR_TAG_NAME_MISMATCH && error->ctxt != NULL
      && error->str1 != NULL && error->str2 != NULL)
    {
      g_autofree char *opened = open_name_written (error->ctxt, error->str1);
      g_autofree char *closed = closing_name_written (error->ctxt, error->str2);
      xmlError named = *error;

      named.str1 = opened != NULL ? opened : error->str1;
      named.str2 = closed != NULL ? closed : error->str2;
      _sand_xml_problems_add_parse_error (state->problems, &named);
      return;
    }
  _sand_xml_problems_add_parse_error (state->problems, error);
}

static void
sax_error_cb (void     *user_data,
              xmlError *error)
{
  xmlParserCtxt *ctxt = user_data;

  parse_error_cb (ctxt->_private, error);
}

/* Called on "<!DOCTYPE", before any declaration in it is read: the parse stops
 * there, so neither external nor recursive entities are ever looked at. */
static void
internal_subset_cb (void          *user_data,
                    const xmlChar *name,
                    const xmlChar *external_id,
                    const xmlChar *system_id)
{
  xmlParserCtxt *ctxt = user_data;
  ParseState *state = ctxt->_private;

  state->doctype_line = MAX (xmlSAX2GetLineNumber (ctxt), 1);
  xmlStopParser (ctxt);
}

/* libxml2's messages that do not go through the parser's context (an encoding
 * converter's) come here while this thread parses, not to standard error. */
static void
generic_error_cb (void       *user_data,
                  const char *format,
                  ...)
{
}

static void
init_libxml_once (void)
{
  static gsize initialised = 0;

  if (g_once_init_enter (&initialised))
    {
      xmlInitParser ();
      g_once_init_leave (&initialised, 1);
    }
}

static xmlDoc *
parse (const char      *data,
       gsize            length,
       SandXmlKind      kind,
       SandXmlProblems *problems)
{
  ParseState state = { problems, kind, 0, FALSE };
  xmlStructuredErrorFunc old_structured = xmlStructuredError;
  void *old_structured_data = xmlStructuredErrorContext;
  xmlGenericErrorFunc old_generic = xmlGenericError;
  void *old_generic_data = xmlGenericErrorContext;
  xmlParserCtxt *ctxt;
  xmlDoc *doc;

  ctxt = xmlNewParserCtxt ();
  if (ctxt == NULL)
    {
      _sand_xml_problems_add (problems, 0, _("out of memory"));
      return NULL;
    }
  ctxt->_private = &state;
  ctxt->sax->serror = sax_error_cb;
  ctxt->sax->internalSubset = internal_subset_cb;

  xmlSetStructuredErrorFunc (&state, parse_error_cb);
  xmlSetGenericErrorFunc (NULL, generic_error_cb);
  doc = xmlCtxtReadMemory (ctxt, data, (int) length, NULL, NULL, PARSE_OPTIONS);
  xmlSetStructuredErrorFunc (old_structured_data, old_structured);
  xmlSetGenericErrorFunc (old_generic_data, old_generic);

  if (state.doctype_line > 0)
    {
      add_doctype (problems, kind, state.doctype_line);
      g_clear_pointer (&doc, xmlFreeDoc);
    }
  else if (doc == NULL && _sand_xml_problems_count (problems) == 0)
    _sand_xml_problems_add (problems, 1, _("the file is empty or not XML"));

  /* A recovered or partial tree is never used. */
  if (_sand_xml_problems_count (problems) > 0)
    g_clear_pointer (&doc, xmlFreeDoc);

  xmlFreeParserCtxt (ctxt);
  return doc;
}

xmlDoc *
_sand_xml_parse (const char      *data,
                 gsize            length,
                 SandXmlKind      kind,
                 SandXmlProblems *problems)
{
  g_autofree guchar *normalised = NULL;
  gboolean lone_cr = FALSE;
  Units units;

  init_libxml_once ();

  if (length > _sand_xml_max_bytes (kind) || length > G_MAXINT)
    {
      add_too_large (problems, kind, length);
      return NULL;
    }
  if (!sniff_encoding ((const guchar *) data, length, &units, problems))
    return NULL;
  if (is_blank (&units))
    {
      _sand_xml_problems_add (problems, 1, _("the file is empty"));
      return NULL;
    }
  if (!scan (&units, kind, &lone_cr, problems))
    return NULL;
  if (lone_cr)
    {
      normalised = lf_line_ends (&units);
      data = (const char *) normalised;
    }
  return parse (data, length, kind, problems);
}
