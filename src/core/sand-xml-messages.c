/* sand-xml-messages.c: libxml2's messages said in Sandtable's words.
 *
 * libxml2 reports each problem with a code and the names involved; its own text
 * is English, terse ("Start tag expected, '<' not found") and sometimes wrong
 * about the cause. Every message it gives while reading or validating a file
 * comes here, and the user reads ours, at the line of the node concerned.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <libxml/relaxng.h>
#include <string.h>

#include "sand-xml-private.h"

static const char *
or_empty (const char *text)
{
  return text != NULL ? text : "";
}

/* Parsing */

void
_sand_xml_problems_add_parse_error (SandXmlProblems *self,
                                    const xmlError  *error)
{
  const char *s1 = or_empty (error->str1);
  const char *s2 = or_empty (error->str2);
  long line = error->line;

  switch (error->code)
    {
    case XML_ERR_USER_STOP:
      return; /* the parse was stopped on purpose (a DTD) */
    case XML_ERR_DOCUMENT_EMPTY: /* also "Start tag expected" (a blank file is found before) */
    case XML_ERR_DOCUMENT_START:
      _sand_xml_problems_add (self, line,
                              _("this is not an XML file: there is no element (“<…>”) in it"));
      return;
    case XML_ERR_DOCUMENT_END:
    case XML_ERR_EXTRA_CONTENT:
      _sand_xml_problems_add (self, line,
                              _("there is more after the end of the document: the file may "
                                "hold only one top element"));
      return;
    case XML_ERR_TAG_NAME_MISMATCH:
      /* Translators: an element's name, the line where it was opened, and the name in
       * the closing tag that does not match it */
      _sand_xml_problems_add (self, line, _("<%s>, opened on line %d, is closed by </%s>"),
                              s1, error->int1, s2);
      return;
    case XML_ERR_TAG_NOT_FINISHED:
      _sand_xml_problems_add (self, line,
                              _("the file ends before <%s>, opened on line %d, is closed"),
                              s1, error->int1);
      return;
    case XML_ERR_NOT_WELL_BALANCED:
    case XML_ERR_LTSLASH_REQUIRED:
      _sand_xml_problems_add (self, line,
                              _("the elements are not closed in the order they were opened"));
      return;
    case XML_ERR_GT_REQUIRED:
      _sand_xml_problems_add (self, line, _("a tag is not closed with “>” or “/>”"));
      return;
    case XML_ERR_ATTRIBUTE_REDEFINED:
    case XML_NS_ERR_ATTRIBUTE_REDEFINED:
      _sand_xml_problems_add (self, line, _("the attribute “%s” is given twice"), s1);
      return;
    case XML_ERR_ATTRIBUTE_WITHOUT_VALUE:
      _sand_xml_problems_add (self, line, _("the attribute “%s” has no value: write %s=\"…\""),
                              s1, s1);
      return;
    case XML_ERR_ATTRIBUTE_NOT_STARTED:
    case XML_ERR_LITERAL_NOT_STARTED:
    case XML_ERR_STRING_NOT_STARTED:
      _sand_xml_problems_add (self, line, _("a value must be in quotes: name=\"value\""));
      return;
    case XML_ERR_ATTRIBUTE_NOT_FINISHED:
    case XML_ERR_LITERAL_NOT_FINISHED:
    case XML_ERR_STRING_NOT_CLOSED:
      _sand_xml_problems_add (self, line, _("a quoted value is not closed"));
      return;
    case XML_ERR_LT_IN_ATTRIBUTE:
      _sand_xml_problems_add (self, line, _("a value holds “<”: write it as &lt;"));
      return;
    case XML_ERR_EQUAL_REQUIRED:
      _sand_xml_problems_add (self, line, _("an attribute's name must be followed by “=”"));
      return;
    case XML_ERR_SPACE_REQUIRED:
      _sand_xml_problems_add (self, line, _("a space is missing between attributes"));
      return;
    case XML_ERR_NAME_REQUIRED:
      _sand_xml_problems_add (self, line,
                              _("a name is missing after “<” (write “&lt;” for a “<” in text)"));
      return;
    case XML_ERR_NAME_TOO_LONG:
      _sand_xml_problems_add (self, line, _("a name is too long"));
      return;
    case XML_ERR_COMMENT_NOT_FINISHED:
      _sand_xml_problems_add (self, line, _("a comment is not closed with “-->”"));
      return;
    case XML_ERR_HYPHEN_IN_COMMENT:
      _sand_xml_problems_add (self, line, _("“--” is not allowed inside a comment"));
      return;
    case XML_ERR_PI_NOT_STARTED:
    case XML_ERR_PI_NOT_FINISHED:
      _sand_xml_problems_add (self, line, _("a processing instruction (<?…?>) is not closed"));
      return;
    case XML_ERR_RESERVED_XML_NAME:
      _sand_xml_problems_add (self, line,
                              _("<?xml …?> may stand only at the very start of the file"));
      return;
    case XML_ERR_CDATA_NOT_FINISHED:
      _sand_xml_problems_add (self, line, _("a <![CDATA[ section is not closed with “]]>”"));
      return;
    case XML_ERR_VERSION_MISSING:
    case XML_ERR_VERSION_MISMATCH:
    case XML_ERR_ENCODING_NAME:
    case XML_ERR_VALUE_REQUIRED:
      _sand_xml_problems_add (self, line,
                              _("the declaration is not right: write "
                                "<?xml version=\"1.0\" encoding=\"UTF-8\"?>"));
      return;
    case XML_ERR_UNKNOWN_ENCODING:
    case XML_ERR_UNSUPPORTED_ENCODING:
      _sand_xml_problems_add (self, line,
                              _("the file says it is in “%s”, which Sandtable cannot read: save "
                                "it as UTF-8"),
                              s1);
      return;
    case XML_ERR_INVALID_ENCODING:
      _sand_xml_problems_add (self, line,
                              _("the file's text is not in the encoding it names: save it as "
                                "UTF-8"));
      return;
    case XML_ERR_INVALID_CHAR:
      if (g_str_has_prefix (s1, "Bytes:"))
        {
          g_autofree char *bytes = g_strdelimit (g_strchomp (g_strdup (s1)), "\n", ' ');

          _sand_xml_problems_add (self, line,
                                  _("the file is not UTF-8 (%s): save it as UTF-8, or name its "
                                    "encoding in <?xml version=\"1.0\" encoding=\"…\"?>"),
                                  bytes);
        }
      else
        _sand_xml_problems_add (self, line,
                                _("a character that XML does not allow (U+%04X)"), error->int1);
      return;
    case XML_ERR_INVALID_HEX_CHARREF:
    case XML_ERR_INVALID_DEC_CHARREF:
    case XML_ERR_INVALID_CHARREF:
      _sand_xml_problems_add (self, line,
                              _("a character reference (&#…;) names a character XML does not "
                                "allow"));
      return;
    case XML_ERR_UNDECLARED_ENTITY:
    case XML_WAR_UNDECLARED_ENTITY:
      _sand_xml_problems_add (self, line,
                              _("“&%s;” is not a character Sandtable knows: write the character "
                                "itself (only &lt; &gt; &amp; &quot; &apos; are known)"),
                              s1);
      return;
    case XML_ERR_ENTITYREF_SEMICOL_MISSING:
    case XML_ERR_ENTITYREF_NO_NAME:
      _sand_xml_problems_add (self, line, _("a “&” on its own: write it as &amp;"));
      return;
    case XML_NS_ERR_UNDEFINED_NAMESPACE:
      _sand_xml_problems_add (self, line,
                              _("the prefix “%s:” is not declared: add xmlns:%s=\"…\""), s1, s1);
      return;
    case XML_NS_ERR_QNAME:
    case XML_NS_ERR_COLON:
    case XML_NS_ERR_EMPTY:
    case XML_NS_ERR_XML_NAMESPACE:
      _sand_xml_problems_add (self, line, _("a namespace prefix or declaration is not right"));
      return;
    case XML_ERR_NO_MEMORY:
      _sand_xml_problems_add (self, line, _("out of memory"));
      return;
    default:
      break;
    }
  if (error->domain == XML_FROM_I18N || error->domain == XML_FROM_IO)
    _sand_xml_problems_add (self, line,
                            _("the file's text cannot be read in the encoding it names: save it "
                              "as UTF-8"));
  else
    _sand_xml_problems_add (self, line, _("the file is not well-formed XML here"));
}

/* Validation */

const char *
_sand_xml_type_text (const char *type)
{
  if (g_strcmp0 (type, "decimal") == 0 || g_strcmp0 (type, "double") == 0)
    return _("a number");
  if (g_strcmp0 (type, "nonNegativeInteger") == 0)
    return _("a whole number of 0 or more");
  if (g_strcmp0 (type, "positiveInteger") == 0)
    return _("a whole number of 1 or more");
  if (g_strcmp0 (type, "integer") == 0 || g_strcmp0 (type, "int") == 0)
    return _("a whole number");
  if (g_strcmp0 (type, "boolean") == 0)
    return _("true or false");
  return _("allowed here");
}

void
_sand_xml_problems_add_schema_error (SandXmlProblems *self,
                                     const xmlError  *error,
                                     GHashTable      *known)
{
  const xmlNode *node = error->node;
  const char *s1 = or_empty (error->str1);
  const char *s2 = or_empty (error->str2);
  const char *element = node != NULL && node->type == XML_ELEMENT_NODE
                          ? (const char *) node->name : s1;
  long line = error->line;
  char *message = NULL;
  const char *unexpected = NULL;
  SandXmlLevel level = SAND_XML_LEVEL_STRUCTURE;
  gboolean fallback = FALSE;

  if (line <= 0 && node != NULL)
    line = xmlGetLineNo (node);
  if (line <= 0 && node != NULL && node->parent != NULL)
    line = xmlGetLineNo (node->parent);

  switch (error->code)
    {
    case XML_RELAXNG_ERR_TYPEVAL:
      /* Translators: a value, then what it should be ("a whole number"), then the element */
      message = g_strdup_printf (_("“%s” is not %s (on <%s>)"), s2, _sand_xml_type_text (s1), element);
      level = SAND_XML_LEVEL_PRECISE;
      fallback = TRUE;
      break;
    case XML_RELAXNG_ERR_ELEMNAME:
      message = g_strdup_printf (_("<%s> is expected here, not <%s>"), s1, s2);
      unexpected = s2;
      break;
    case XML_RELAXNG_ERR_ELEMWRONG:
    case XML_RELAXNG_ERR_INTEREXTRA:
      if (node != NULL && node->parent != NULL && node->parent->type == XML_ELEMENT_NODE)
        message = g_strdup_printf (_("unexpected element <%s> inside <%s> (unknown, out of order, "
                                     "or once too often)"),
                                   s1, (const char *) node->parent->name);
      else
        message = g_strdup_printf (_("<%s> is not expected here (unknown, out of order, or once "
                                     "too often)"), s1);
      unexpected = s1;
      break;
    case XML_RELAXNG_ERR_EXTRACONTENT:
      message = g_strdup_printf (_("unexpected element <%s> inside <%s>"), s2, s1);
      unexpected = s2;
      break;
    case XML_RELAXNG_ERR_NOELEM:
      message = g_strdup_printf (_("<%s> is missing here"), s1);
      break;
    case XML_RELAXNG_ERR_ELEMNOTEMPTY:
      message = g_strdup_printf (_("<%s> must be empty"), s1);
      break;
    case XML_RELAXNG_ERR_TEXTWRONG:
      message = g_strdup_printf (_("unexpected text inside <%s>"), s1);
      unexpected = "text";
      break;
    case XML_RELAXNG_ERR_NOTELEM:
      message = g_strdup_printf (_("text where an element is expected, inside <%s>"), element);
      unexpected = "text";
      break;
    case XML_RELAXNG_ERR_INVALIDATTR:
      /* libxml2 says so of an attribute it knows whose value does not fit */
      if (known != NULL && g_hash_table_contains (known, s1) && node != NULL)
        {
          g_autofree char *value = (char *) xmlGetNoNsProp (node, BAD_CAST s1);

          message = g_strdup_printf (_("“%s” is not allowed as %s of <%s>"), or_empty (value), s1,
                                     s2);
        }
      else
        message = g_strdup_printf (_("unknown attribute “%s” on <%s>"), s1, s2);
      break;
    case XML_RELAXNG_ERR_ELEMWRONGNS:
    case XML_RELAXNG_ERR_ELEMNONS:
    case XML_RELAXNG_ERR_ELEMEXTRANS:
      message = g_strdup_printf (_("<%s> is not in the format's namespace"), s1);
      break;
    case XML_RELAXNG_ERR_LISTEXTRA:
      message = g_strdup_printf (_("“%s” is not allowed in the list of <%s>"), s1, element);
      break;
    case XML_RELAXNG_ERR_LISTEMPTY:
      message = g_strdup_printf (_("a list of <%s> is empty"), element);
      break;
    case XML_RELAXNG_ERR_DUPID:
      message = g_strdup_printf (_("the id “%s” is used twice"), s1);
      break;
    case XML_RELAXNG_ERR_EXTRADATA:
      message = g_strdup (_("there is more after the end of the document"));
      break;
    default:
      /* "failed to validate", "error validating datatype": each follows a
       * precise message, or the reader's own check of the same thing */
      level = SAND_XML_LEVEL_ECHO;
      message = g_strdup_printf (_("<%s> is not as the format says"), element);
      break;
    }
  _sand_xml_problems_add_schema (self, line, level, fallback, unexpected, message);
  g_free (message);
}
