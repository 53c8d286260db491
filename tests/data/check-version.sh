#!/bin/sh
# The project's version is the newest release in the metainfo and the one the manual
# pages name, so that a new version is not shipped with stale notes.
# Usage: check-version.sh VERSION METAINFO MANDIR
set -eu
version="$1"
metainfo="$2"
man_dir="$3"
status=0

command -v xmllint >/dev/null 2>&1 || { echo "xmllint not found, skipping"; exit 77; }

newest="$(xmllint --xpath 'string(/component/releases/release[1]/@version)' "$metainfo")"
if [ "$newest" != "$version" ]; then
  echo "$metainfo: the newest release is “$newest”, not $version" >&2
  status=1
fi
for page in "$man_dir"/*.1; do
  if ! grep -q "^\.TH .* \"Sandtable $version\"" "$page"; then
    echo "$page: .TH does not name Sandtable $version" >&2
    status=1
  fi
done
exit $status
