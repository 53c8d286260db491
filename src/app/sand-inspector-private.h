/* sand-inspector-private.h: what the files of SandInspector share — the rows it
 * builds and how each is read back and written as an undoable edit.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "sand-editor.h"
#include "sand-inspector.h"
#include "sand-ruleset.h"

G_BEGIN_DECLS

struct _SandInspector
{
  GtkBox      parent_instance;

  SandEditor *editor;     /* weak */
  GObject    *subject;    /* owned */
  GtkWidget  *page;       /* rebuilt for each subject */
  GPtrArray  *fields;     /* Field, refreshed when the subject changes */
  char       *built_class; /* the unit class or ruleset the rows were built for */
  gulong      changed_id;
  guint       rebuild_id;
  gboolean    refreshing;
  int         kinds[SAND_N_TERRAIN_KINDS]; /* the kind of each row of the kind combo */
};

/* One edited property or unit attribute and the widget showing it. */
typedef struct
{
  SandInspector *inspector;
  const char    *property;   /* static */
  char          *attr;       /* a unit's ruleset attribute instead */
  GtkWidget     *widget;
  GListModel    *choices;    /* combo rows over objects (sides) */
  const int     *values;     /* combo rows over ints: the value of each row */
  const char * const *strings; /* combo rows over strings */
  char         **words;      /* combo rows over strings, owned; "" is "not set" */
  char          *fallback;   /* what an unset attribute counts as (the class's default) */
  int            power;      /* a spin's inches (1) or per inch (-1), shown in the
                              * editor's unit; 0: shown as it is */
} Field;

Field               *_sand_inspector_add_field   (SandInspector       *self,
                                                  const char          *property,
                                                  GtkWidget           *widget);
AdwPreferencesGroup *_sand_inspector_add_group   (SandInspector       *self,
                                                  const char          *title);
void                 _sand_inspector_add_entry   (SandInspector       *self,
                                                  AdwPreferencesGroup *group,
                                                  const char          *property,
                                                  const char          *attr,
                                                  const char          *title);
Field               *_sand_inspector_add_spin    (SandInspector       *self,
                                                  AdwPreferencesGroup *group,
                                                  const char          *property,
                                                  const char          *title,
                                                  double               lower,
                                                  double               upper,
                                                  double               step,
                                                  guint                digits);
/* A spin over a length in inches (@power 1) or a quantity per inch (-1), shown
 * in the editor's unit: @title_format names the unit with "%s" ("Width (%s)");
 * @lower, @upper and @step are in inches. */
Field               *_sand_inspector_add_length  (SandInspector       *self,
                                                  AdwPreferencesGroup *group,
                                                  const char          *property,
                                                  const char          *title_format,
                                                  int                  power,
                                                  double               lower,
                                                  double               upper,
                                                  double               step,
                                                  guint                digits);
Field               *_sand_inspector_add_switch  (SandInspector       *self,
                                                  AdwPreferencesGroup *group,
                                                  const char          *property,
                                                  const char          *title);
Field               *_sand_inspector_add_combo   (SandInspector       *self,
                                                  AdwPreferencesGroup *group,
                                                  const char          *property,
                                                  const char          *title,
                                                  GListModel          *model,
                                                  GtkExpression       *expression);
/* A combo over words: @labels are shown, @words (owned by the field) written;
 * an empty word stands for "not set". */
Field               *_sand_inspector_add_words   (SandInspector       *self,
                                                  AdwPreferencesGroup *group,
                                                  const char          *property,
                                                  const char          *attr,
                                                  const char          *title,
                                                  GtkStringList       *labels,
                                                  GStrvBuilder        *words);

/* sand-inspector-subjects.c: the rows of each kind of subject. */
void _sand_inspector_build_scenario (SandInspector *self);
void _sand_inspector_build_feature  (SandInspector *self,
                                     SandFeature   *feature);
void _sand_inspector_build_unit     (SandInspector *self,
                                     SandUnit      *unit);
/* Several items selected: how many, and nothing to edit. */
void _sand_inspector_build_several  (SandInspector *self,
                                     guint          n);

/* sand-inspector-rules.c: rows that follow the scenario's ruleset. */
void _sand_inspector_add_ruleset_row (SandInspector       *self,
                                      AdwPreferencesGroup *group);
void _sand_inspector_add_class_row   (SandInspector       *self,
                                      AdwPreferencesGroup *group,
                                      SandUnit            *unit);
/* The attributes the ruleset reads for the unit's class, in a group of their
 * own; when the scenario's ruleset is not installed, those the unit has, as
 * written. */
void     _sand_inspector_add_rule_rows (SandInspector *self,
                                        SandUnit      *unit);

/* sand-inspector-focus.c: the field holding the keyboard focus (a key naming
 * it; "" for elsewhere in the page or when the rows are for another subject;
 * NULL when the focus is not in the page), and the focus given back to that
 * field once the rows are built again. */
char *_sand_inspector_focused_field  (SandInspector *self,
                                      gboolean       same_subject);
void  _sand_inspector_restore_focus  (SandInspector *self,
                                      const char    *key);

G_END_DECLS
