/* test-ruleset-attrs.c: the unit attributes each shipped ruleset reads, found
 * from its rules, and the <attribute> declarations.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "sand-error.h"
#include "sand-ruleset-registry.h"

static SandRulesetRegistry *registry;

static GPtrArray *
attributes_of (const char *ruleset_id,
               const char *class_id)
{
  SandRuleset *ruleset = sand_ruleset_registry_lookup (registry, ruleset_id);

  g_assert_nonnull (ruleset);
  return sand_ruleset_list_attributes (ruleset, class_id);
}

static const SandRulesetAttr *
find (GPtrArray  *attrs,
      const char *id)
{
  for (guint i = 0; i < attrs->len; i++)
    {
      const SandRulesetAttr *attr = attrs->pdata[i];

      if (g_str_equal (attr->id, id))
        return attr;
    }

  return NULL;
}

static const SandRulesetAttr *
expect (GPtrArray           *attrs,
        const char          *id,
        SandRulesetAttrType  type)
{
  const SandRulesetAttr *attr = find (attrs, id);

  if (attr == NULL)
    g_error ("attribute %s not listed", id);
  g_assert_cmpint (attr->type, ==, type);

  return attr;
}

static gboolean
found_only (GPtrArray  *attrs,
            const char *id)
{
  const SandRulesetAttr *attr = find (attrs, id);

  return attr != NULL && !attr->declared && attr->name == NULL;
}

static void
test_m42 (void)
{
  g_autoptr(GPtrArray) attrs = attributes_of ("m42", "infantry");
  /* "a unit's Movement (Mv) characteristic ... in inches": a length, declared
   * with its name and what it is for the inspector */
  const SandRulesetAttr *mv = expect (attrs, "mv", SAND_RULESET_ATTR_LENGTH);

  g_assert_cmpstr (mv->default_value, ==, "6");
  g_assert_true (mv->declared);
  g_assert_cmpstr (mv->name, ==, "Move, Mv");
  g_assert_nonnull (mv->description);
  g_assert_cmpfloat (mv->min, ==, 0);
  g_assert_cmpfloat (mv->step, ==, 0.5);
  g_assert_true (sand_ruleset_attr_accepts (mv, "4.5", NULL));
  g_assert_false (sand_ruleset_attr_accepts (mv, "-1", NULL));
  g_assert_false (sand_ruleset_attr_accepts (mv, "fast", NULL));
  expect (attrs, "special", SAND_RULESET_ATTR_TEXT);
  /* <structure>: which floor of a building the unit stands on */
  expect (attrs, "floor", SAND_RULESET_ATTR_NUMBER);
  g_assert_null (find (attrs, "stance"));
  g_assert_null (find (attrs, "speed-mph"));
  g_assert_cmpuint (attrs->len, ==, 3);
}

static void
test_jackson (void)
{
  g_autoptr(GPtrArray) attrs = attributes_of ("jackson-skirmish", "man");
  const SandRulesetAttr *stance = expect (attrs, "stance", SAND_RULESET_ATTR_CHOICE);
  const char * const *values = (const char * const *) stance->values;

  /* Named by the class's allowance, in its order. */
  g_assert_cmpuint (g_strv_length (stance->values), ==, 3);
  g_assert_cmpstr (values[0], ==, "prone");
  g_assert_cmpstr (values[1], ==, "kneeling");
  g_assert_cmpstr (values[2], ==, "standing");
  g_assert_cmpstr (stance->default_value, ==, "standing");
  g_assert_null (find (attrs, "mv"));
}

static void
test_wargame (void)
{
  g_autoptr(GPtrArray) car = attributes_of ("wargame-movement", "car");
  g_autoptr(GPtrArray) wagon = attributes_of ("wargame-movement", "wagon");
  g_autoptr(GPtrArray) man = attributes_of ("wargame-movement", "man");
  g_autoptr(GPtrArray) all = attributes_of ("wargame-movement", NULL);
  const SandRulesetAttr *native;

  g_assert_cmpstr (expect (car, "speed-mph", SAND_RULESET_ATTR_NUMBER)->default_value, ==, "50");
  g_assert_null (find (car, "animals"));
  g_assert_null (find (car, "native"));

  g_assert_cmpstr (expect (wagon, "animals", SAND_RULESET_ATTR_TEXT)->default_value, ==, "horse:2");
  g_assert_cmpstr (expect (wagon, "load", SAND_RULESET_ATTR_NUMBER)->default_value, ==, "1");
  g_assert_null (find (wagon, "speed-mph"));

  /* Habitats, from the when= filters of the rules for men. */
  native = expect (man, "native", SAND_RULESET_ATTR_CHOICE);
  g_assert_true (g_strv_contains ((const char * const *) native->values, "jungle"));
  g_assert_true (g_strv_contains ((const char * const *) native->values, "woods"));
  g_assert_null (native->default_value);
  g_assert_null (find (man, "speed-mph"));

  /* Without a class: everything any class reads, no class's defaults. */
  expect (all, "speed-mph", SAND_RULESET_ATTR_NUMBER);
  expect (all, "animals", SAND_RULESET_ATTR_TEXT);
  expect (all, "native", SAND_RULESET_ATTR_CHOICE);
  g_assert_null (find (all, "speed-mph")->default_value);
}

static void
test_dbx (void)
{
  g_autoptr(GPtrArray) attrs = attributes_of ("dbx-skirmish", "vehicle");
  const SandRulesetAttr *officer = expect (attrs, "officer", SAND_RULESET_ATTR_UNIT);

  g_assert_cmpstr (officer->name, ==, "Officer");
  expect (attrs, "radio", SAND_RULESET_ATTR_BOOLEAN);
  /* The engine works out whether a figure moves in a group. */
  g_assert_null (find (attrs, "group"));
}

static void
test_ohw (void)
{
  g_autoptr(GPtrArray) attrs = attributes_of ("ohw-ww2-hex", "tank");

  g_assert_cmpstr (expect (attrs, "strength", SAND_RULESET_ATTR_NUMBER)->default_value, ==, "15");
  g_assert_cmpuint (attrs->len, ==, 1);
}

static const char declared[] =
  "<?xml version=\"1.0\"?>\n"
  "<ruleset xmlns=\"urn:sandtable:ruleset:1\" id=\"t\">\n"
  "  <name>T</name>\n"
  "  <mode id=\"go\" allowance=\"base + 2in\"/>\n"
  "  <class id=\"a\" allowance=\"stance (low: mv / 2, high: (mv + 1) * 2) + 50m\"/>\n"
  "  <class id=\"b\" allowance=\"speed-mph\"/>\n"
  "  <attribute id=\"radio\" type=\"boolean\" classes=\"b\"/>\n"
  "  <attribute id=\"native\" type=\"choice\" values=\"hills plains\" name=\"Home\" default=\"plains\">\n"
  "    <description>Where the unit comes from.</description>\n"
  "  </attribute>\n"
  "  <attribute id=\"morale\" type=\"number\" min=\"2\" max=\"12\" step=\"1\" default=\"7\" classes=\"b\"/>\n"
  "  <terrain kinds=\"woods\" going=\"impassable\" when=\"stance=crouched group=true\"/>\n"
  "</ruleset>\n";

static void
test_declared (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(SandRuleset) ruleset = sand_ruleset_load_data (declared, sizeof declared - 1, "t.xml", &error);
  g_autoptr(GPtrArray) a = NULL;
  g_autoptr(GPtrArray) b = NULL;
  const SandRulesetAttr *stance, *native;

  g_assert_no_error (error);
  a = sand_ruleset_list_attributes (ruleset, "a");
  b = sand_ruleset_list_attributes (ruleset, "b");

  stance = expect (a, "stance", SAND_RULESET_ATTR_CHOICE);
  g_assert_cmpuint (g_strv_length (stance->values), ==, 3);
  g_assert_cmpstr (stance->values[0], ==, "low");
  g_assert_cmpstr (stance->values[1], ==, "high");
  g_assert_cmpstr (stance->values[2], ==, "crouched");
  /* A name inside a choice's branch is read too; "m" and "in" are units. */
  expect (a, "mv", SAND_RULESET_ATTR_NUMBER);
  g_assert_null (find (a, "base"));
  g_assert_null (find (a, "radio"));
  native = expect (a, "native", SAND_RULESET_ATTR_CHOICE);
  g_assert_cmpstr (native->name, ==, "Home");
  g_assert_cmpstr (native->values[1], ==, "plains");
  g_assert_cmpstr (native->default_value, ==, "plains");
  g_assert_cmpstr (native->description, ==, "Where the unit comes from.");
  g_assert_false (found_only (a, "native"));
  /* found in the rules alone: not declared, no name */
  g_assert_true (found_only (a, "mv"));
  g_assert_cmpuint (a->len, ==, 3);

  expect (b, "speed-mph", SAND_RULESET_ATTR_NUMBER);
  expect (b, "radio", SAND_RULESET_ATTR_BOOLEAN);
  {
    const SandRulesetAttr *morale = expect (b, "morale", SAND_RULESET_ATTR_NUMBER);
    g_autofree char *why = NULL;

    g_assert_cmpstr (morale->default_value, ==, "7");
    g_assert_false (sand_ruleset_attr_accepts (morale, "13", &why));
    g_assert_cmpstr (why, ==, "is not from 2 to 12");
  }
}

static void
test_declared_bad_type (void)
{
  static const char bad[] =
    "<?xml version=\"1.0\"?>\n"
    "<ruleset xmlns=\"urn:sandtable:ruleset:1\" id=\"t\">\n"
    "  <name>T</name>\n"
    "  <mode id=\"go\"/>\n"
    "  <class id=\"a\" allowance=\"6\"/>\n"
    "  <attribute id=\"radio\" type=\"colour\"/>\n"
    "</ruleset>\n";
  g_autoptr(GError) error = NULL;
  g_autoptr(SandRuleset) ruleset = sand_ruleset_load_data (bad, sizeof bad - 1, "bad.xml", &error);

  g_assert_null (ruleset);
  g_assert_error (error, SAND_ERROR, SAND_ERROR_INVALID);
  /* The schema knows the types, and the message names them. */
  g_assert_cmpstr (error->message, ==,
                   "bad.xml:6: “colour” is not a type of <attribute>: use one of number, length, boolean, "
                   "choice, text, unit");
}

int
main (int   argc,
      char *argv[])
{
  int status;

  g_test_init (&argc, &argv, NULL);
  registry = sand_ruleset_registry_new ();

  g_test_add_func ("/ruleset/attributes/m42", test_m42);
  g_test_add_func ("/ruleset/attributes/jackson-stance", test_jackson);
  g_test_add_func ("/ruleset/attributes/wargame-by-class", test_wargame);
  g_test_add_func ("/ruleset/attributes/dbx-declared", test_dbx);
  g_test_add_func ("/ruleset/attributes/ohw-strength", test_ohw);
  g_test_add_func ("/ruleset/attributes/declared-and-found", test_declared);
  g_test_add_func ("/ruleset/attributes/declared-bad-type", test_declared_bad_type);

  status = g_test_run ();
  g_object_unref (registry);

  return status;
}
