#!/bin/sh
# Installs the build into a scratch DESTDIR and checks what lands where, then runs the
# installed command line tool on the installed examples and asks GIO what a scenario
# is there: the desktop integration a package or Flatpak gets.
# Usage: check-install.sh MESON BUILDDIR PREFIX APP_ID SRCDIR
set -eu
meson="$1"
build="$2"
prefix="$3"
id="$4"
src="$5"
status=0

fail ()
{
  echo "$1: $2" >&2
  status=1
}

destdir="$(mktemp -d)"
trap 'rm -rf "$destdir"' EXIT
"$meson" install -C "$build" --destdir "$destdir" --no-rebuild --quiet >/dev/null
root="$destdir$prefix"
share="$root/share"

for f in bin/sandtable bin/sandtable-cli libexec/sandtable-cli-render \
         "share/applications/$id.desktop" "share/metainfo/$id.metainfo.xml" \
         "share/mime/packages/$id.xml" "share/dbus-1/services/$id.service" \
         "share/glib-2.0/schemas/$id.gschema.xml" \
         "share/icons/hicolor/scalable/apps/$id.svg" \
         "share/icons/hicolor/symbolic/apps/$id-symbolic.svg" \
         share/sandtable/schemas/scenario.rng share/sandtable/schemas/ruleset.rng \
         share/man/man1/sandtable.1 share/man/man1/sandtable-cli.1; do
  [ -e "$root/$f" ] || fail "$prefix/$f" "not installed"
done
for f in "$root/bin/sandtable" "$root/bin/sandtable-cli" "$root/libexec/sandtable-cli-render"; do
  [ -x "$f" ] || fail "$f" "not executable"
done

# Every ruleset, example and translation of the source tree is installed.
for f in "$src"/data/rulesets/*.xml; do
  [ -e "$share/sandtable/rulesets/${f##*/}" ] || fail "$prefix/share/sandtable/rulesets/${f##*/}" "not installed"
done
for f in "$src"/data/scenarios/*.sandtable; do
  [ -e "$share/sandtable/scenarios/${f##*/}" ] || fail "$prefix/share/sandtable/scenarios/${f##*/}" "not installed"
done
for lang in $(sed -e 's/#.*//' "$src/po/LINGUAS"); do
  [ -e "$share/locale/$lang/LC_MESSAGES/sandtable.mo" ] \
    || fail "$prefix/share/locale/$lang/LC_MESSAGES/sandtable.mo" "not installed"
done
[ $status -eq 0 ] || exit $status

# The installed tool knows every ruleset and finds every installed example valid.
rulesets="$("$root/bin/sandtable-cli" rulesets)"
for f in "$src"/data/rulesets/*.xml; do
  rs="$(xmllint --xpath 'string(/*/@id)' "$f")"
  echo "$rulesets" | grep -q "^$rs " || fail "$root/bin/sandtable-cli rulesets" "does not list $rs"
done
"$root/bin/sandtable-cli" validate "$share"/sandtable/scenarios/*.sandtable \
  || fail "$root/bin/sandtable-cli validate" "an installed example is not valid"
# "render" is drawn by the installed sandtable-cli-render, found from sandtable-cli's place.
"$root/bin/sandtable-cli" render "$share/sandtable/scenarios/crossroads.sandtable" -o "$destdir/crossroads.png" \
  --dpi 10 && [ -s "$destdir/crossroads.png" ] \
  || fail "$root/bin/sandtable-cli render" "did not draw an installed example"

# The installed application starts as far as its options without a display.
"$root/bin/sandtable" --help >/dev/null || fail "$root/bin/sandtable --help" "failed"

# The installed schema compiles.
glib-compile-schemas --strict --targetdir="$destdir" "$share/glib-2.0/schemas" \
  || fail "$prefix/share/glib-2.0/schemas" "does not compile"

# With the MIME database built, a scenario is ours by its name and, without one, by
# its content; the desktop file says the app opens it.
if command -v update-mime-database >/dev/null 2>&1 && command -v gio >/dev/null 2>&1; then
  update-mime-database "$share/mime" 2>/dev/null
  mime="$(sed -n 's/.*<mime-type type="\([^"]*\)".*/\1/p' "$share/mime/packages/$id.xml")"
  cp "$share/sandtable/scenarios/crossroads.sandtable" "$destdir/unnamed"
  for f in "$share/sandtable/scenarios/crossroads.sandtable" "$destdir/unnamed"; do
    type="$(XDG_DATA_DIRS="$share:/usr/share" XDG_DATA_HOME="$destdir/home" GIO_USE_VFS=local \
            gio info -a standard::content-type "$f" | sed -n 's/.*standard::content-type: //p')"
    [ "$type" = "$mime" ] || fail "$f" "is taken for “$type”, not $mime"
  done
  grep -qx "MimeType=$mime;" "$share/applications/$id.desktop" \
    || fail "$prefix/share/applications/$id.desktop" "does not open $mime"
fi

exit $status
