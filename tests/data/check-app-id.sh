#!/bin/sh
# The application id names the desktop file, icons, metainfo, D-Bus service, GSettings
# schema, resources and Flatpak; checks that every one of them says the same.
# Usage: check-app-id.sh SRCDIR BUILDDIR APP_ID
set -eu
src="$1"
build="$2"
id="$3"
path="/$(echo "$id" | tr . /)"
status=0

command -v xmllint >/dev/null 2>&1 || { echo "xmllint not found, skipping"; exit 77; }

fail ()
{
  echo "$1: $2" >&2
  status=1
}

# expect FILE WHAT ACTUAL EXPECTED
expect ()
{
  [ "$3" = "$4" ] || fail "$1" "$2 is “$3”, not “$4”"
}

desktop="$build/data/$id.desktop"
metainfo="$build/data/$id.metainfo.xml"
mime="$build/data/$id.xml"
service="$build/data/$id.service"
schema="$src/data/$id.gschema.xml"
manifest="$src/flatpak/$id.json"

key ()
{
  sed -n "s/^$2=//p" "$1" | head -n 1
}

xpath ()
{
  xmllint --xpath "$2" "$1" 2>/dev/null || true
}

for f in "$desktop" "$metainfo" "$mime" "$service" "$schema" "$manifest" \
         "$src/data/icons/hicolor/scalable/apps/$id.svg" \
         "$src/data/icons/hicolor/symbolic/apps/$id-symbolic.svg"; do
  [ -e "$f" ] || fail "$f" "missing"
done
[ $status -eq 0 ] || exit $status

expect "$desktop" "Icon" "$(key "$desktop" Icon)" "$id"
expect "$desktop" "DBusActivatable" "$(key "$desktop" DBusActivatable)" "true"
expect "$desktop" "Exec" "$(key "$desktop" Exec | cut -d' ' -f1)" "sandtable"
expect "$service" "Name" "$(key "$service" Name)" "$id"
expect "$service" "Exec" "$(key "$service" Exec | sed 's|.*/||')" "sandtable --gapplication-service"

expect "$metainfo" "<id>" "$(xpath "$metainfo" 'string(/component/id)')" "$id"
expect "$metainfo" "<launchable>" "$(xpath "$metainfo" 'string(/component/launchable[@type="desktop-id"])')" "$id.desktop"
expect "$metainfo" "<translation>" "$(xpath "$metainfo" 'string(/component/translation)')" "sandtable"
for binary in sandtable sandtable-cli; do
  [ -n "$(xpath "$metainfo" "/component/provides/binary[text()='$binary']")" ] \
    || fail "$metainfo" "<provides> lacks <binary>$binary</binary>"
done

mime_type="$(xpath "$mime" 'string(//*[local-name()="mime-type"]/@type)')"
expect "$metainfo" "<mediatype>" "$(xpath "$metainfo" 'string(/component/provides/mediatype)')" "$mime_type"
expect "$desktop" "MimeType" "$(key "$desktop" MimeType)" "$mime_type;"

expect "$schema" "the schema id" "$(xpath "$schema" 'string(/schemalist/schema/@id)')" "$id"
expect "$schema" "the schema path" "$(xpath "$schema" 'string(/schemalist/schema/@path)')" "$path/"
expect "$schema" "the gettext domain" "$(xpath "$schema" 'string(/schemalist/@gettext-domain)')" "sandtable"

grep -q "\"id\" *: *\"$id\"" "$manifest" || fail "$manifest" "the id is not $id"

# The application's resources live under its id's path.
for f in "$src/ui/sandtable.gresource.xml" "$src/src/core/sand-core.gresource.xml"; do
  prefix="$(xpath "$f" 'string(/gresources/gresource/@prefix)')"
  case "$prefix" in
    "$path"|"$path"/*) ;;
    *) fail "$f" "the prefix “$prefix” is not under $path" ;;
  esac
done
grep -q "\"resource-base-path\", \"$path\"" "$src/src/app/sand-application.c" \
  || fail "$src/src/app/sand-application.c" "the resource base path is not $path"

exit $status
