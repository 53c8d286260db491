#!/bin/sh
# Checks that every translation compiles with msgfmt --check and is complete. With no translation yet,
# extracts the template from po/POTFILES.in and checks an en_GB copy made from it, so a
# broken source string (bad format, unbalanced markup) is caught before translators see it.
set -eu

srcdir="$1"
workdir="$(mktemp -d)"
trap 'rm -rf "$workdir"' EXIT

for tool in xgettext msginit msgfmt msgmerge msgattrib; do
  command -v "$tool" >/dev/null 2>&1 || { echo "$tool not found, skipping"; exit 77; }
done

status=0
for po in "$srcdir"/po/*.po; do
  [ -e "$po" ] || continue
  echo "checking $po"
  msgfmt --check --output-file=/dev/null "$po" || status=1
done

cd "$srcdir"

# A file has translatable strings when it marks one: _("…"), N_(…), C_(…), NC_(…),
# ngettext (…) or g_dngettext (…) in C, translatable="yes" in a .ui file; the
# desktop, metainfo, MIME and GSettings files always have some. Each kind is
# searched in one grep over all its files (a grep per file took seconds).
listed="$workdir/listed"
candidates="$workdir/candidates"
strings="$workdir/strings"
grep -v -e '^$' -e '^#' po/POTFILES.in | LC_ALL=C sort -u > "$listed"
find src ui data -type f \( -name '*.c' -o -name '*.h' -o -name '*.ui' -o -name '*.desktop.in' \
     -o -name '*.metainfo.xml.in' -o -name '*.mime.xml.in' -o -name '*.gschema.xml' \) > "$candidates"
ls data/rulesets/*.xml >> "$candidates"
# the listed files that exist are looked at too, whatever their kind
while IFS= read -r line; do
  if [ -e "$line" ]; then
    echo "$line" >> "$candidates"
  else
    echo "po/POTFILES.in: $line: no such file" >&2
    status=1
  fi
done < "$listed"
LC_ALL=C sort -u -o "$candidates" "$candidates"
{
  grep -E '\.[ch]$' "$candidates" \
    | xargs -r grep -lE '(^|[^A-Za-z0-9_])((N|C|NC)?_ ?\(|ngettext ?\(|g_dngettext ?\()' || true
  grep -E '\.ui$' "$candidates" | xargs -r grep -l 'translatable="yes"' || true
  grep -vE '\.([ch]|ui)$' "$candidates" || true
} | LC_ALL=C sort -u > "$strings"

# po/POTFILES.in lists exactly the files with translatable strings: each listed
# file exists (above) and has some...
for f in $(LC_ALL=C comm -23 "$listed" "$strings"); do
  [ -e "$f" ] || continue
  echo "po/POTFILES.in: $f: has no translatable strings" >&2
  status=1
done

# ...and every file with some is listed, the bundled rulesets among them.
for f in $(LC_ALL=C comm -13 "$listed" "$strings"); do
  echo "$f: has translatable strings but is not listed in po/POTFILES.in" >&2
  status=1
done

# The rulesets' text is found by the ITS rules in po/its (as meson's pot target does).
GETTEXTDATADIRS="$srcdir/po" xgettext --from-code=UTF-8 --add-comments=Translators \
  --keyword=_ --keyword=N_ --keyword=C_:1c,2 --keyword=NC_:1c,2 \
  --keyword=g_dngettext:2,3 --keyword=ngettext:1,2 \
  --flag=g_strdup_printf:1:c-format --flag=g_string_printf:2:c-format \
  --flag=g_set_error:4:c-format --flag=g_dngettext:2:c-format \
  --package-name=sandtable \
  --files-from=po/POTFILES.in --output="$workdir/sandtable.pot"

if [ ! -s "$workdir/sandtable.pot" ]; then
  echo "no translatable strings extracted" >&2
  exit 1
fi
echo "$(grep -c '^msgid ' "$workdir/sandtable.pot") strings in the template"
for rs in data/rulesets/*.xml; do
  grep -q "^#: .*$rs:" "$workdir/sandtable.pot" || { echo "$rs: no text extracted (po/its)" >&2; status=1; }
done

msginit --no-translator --locale=en_GB.UTF-8 \
  --input="$workdir/sandtable.pot" --output-file="$workdir/en_GB.po" >/dev/null
msgfmt --check --output-file=/dev/null "$workdir/en_GB.po" || status=1

# Every language in po/LINGUAS is complete against the template just extracted
# from the sources: merged with it (a reworded message counts as untranslated),
# nothing untranslated and nothing fuzzy (msgfmt --statistics counts both).
while IFS= read -r lang; do
  case "$lang" in ''|'#'*) continue ;; esac
  po="po/$lang.po"
  if [ ! -e "$po" ]; then
    echo "po/LINGUAS: $lang: there is no $po" >&2
    status=1
    continue
  fi
  msgmerge --quiet --no-fuzzy-matching --output-file="$workdir/$lang.po" "$po" "$workdir/sandtable.pot"
  stats="$(msgfmt --check --statistics --output-file=/dev/null "$workdir/$lang.po" 2>&1)" || status=1
  echo "$lang: $stats"
  case "$stats" in
    *untranslated*|*fuzzy*)
      echo "$po is not complete; what is missing:" >&2
      msgattrib --only-fuzzy --no-wrap "$workdir/$lang.po" | grep '^msgid ' | grep -v '^msgid ""$' >&2 || true
      msgattrib --untranslated --no-wrap "$workdir/$lang.po" | grep '^msgid ' | grep -v '^msgid ""$' >&2 || true
      status=1 ;;
  esac
done < po/LINGUAS

exit $status
