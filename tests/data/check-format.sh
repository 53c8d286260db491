#!/bin/sh
# Every C file under src/ follows .clang-format, except those listed in
# tests/data/format-exceptions.txt. The list only shrinks: a listed file that already
# follows the style fails too, so that it is taken off the list.
# Usage: check-format.sh SRCDIR
set -eu
src="$1"
list="tests/data/format-exceptions.txt"
status=0

command -v clang-format >/dev/null 2>&1 || {
  echo "clang-format is not installed (it is in .ci/packages-test)" >&2
  exit 1
}

cd "$src"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
find src -name '*.[ch]' | LC_ALL=C sort > "$tmp/files"
grep -v '^#' "$list" | LC_ALL=C sort > "$tmp/listed"
# one run over every file; each difference is reported as "FILE:LINE:COL: warning: …"
xargs clang-format --style=file --dry-run < "$tmp/files" 2> "$tmp/report" >/dev/null || true
grep -- '-Wclang-format-violations' "$tmp/report" | cut -d: -f1 | LC_ALL=C sort -u > "$tmp/differ"
[ -s "$tmp/files" ] || { echo "no C files found under $src/src" >&2; exit 1; }

for f in $(LC_ALL=C comm -23 "$tmp/differ" "$tmp/listed"); do
  echo "$f: differs from .clang-format (format it: clang-format -i $f):" >&2
  clang-format --style=file "$f" | diff -u "$f" - | head -20 >&2 || true
  status=1
done
for f in $(LC_ALL=C comm -13 "$tmp/differ" "$tmp/listed"); do
  if [ -f "$f" ]; then
    echo "$f: follows .clang-format now; take it off $list" >&2
  else
    echo "$f: listed in $list but not found" >&2
  fi
  status=1
done
echo "$(wc -l < "$tmp/files") files, $(wc -l < "$tmp/listed") listed as not yet formatted"
exit $status
