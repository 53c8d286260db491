#!/bin/sh
# Parses the Flatpak manifest with flatpak-builder (no build, no network) and checks
# what it asks of the sandbox: a GTK 4 app that opens, saves and prints through the
# portals needs its display, GPU and IPC, and nothing of the host's files or buses.
# Usage: check-flatpak.sh MANIFEST APP_ID
set -eu
command -v flatpak-builder >/dev/null 2>&1 || { echo "flatpak-builder not found, skipping"; exit 77; }
out="$(flatpak-builder --show-manifest "$1")"
status=0

fail ()
{
  echo "$1: $2" >&2
  status=1
}

echo "$out" | grep -q "\"id\" *: *\"$2\"" || fail "$1" "the id is not $2"
echo "$out" | grep -q '"runtime" *: *"org.gnome.Platform"' || fail "$1" "the runtime is not org.gnome.Platform"
echo "$out" | grep -q '"sdk" *: *"org.gnome.Sdk"' || fail "$1" "the SDK is not org.gnome.Sdk"
echo "$out" | grep -q '"command" *: *"sandtable"' || fail "$1" "manifest has no sandtable command"
echo "$out" | grep -q '"buildsystem" *: *"meson"' || fail "$1" "the module is not built with meson"
echo "$out" | grep -q '"path" *: *"\.\."' || fail "$1" "manifest does not build the local tree"

for arg in --share=ipc --socket=wayland --socket=fallback-x11 --device=dri; do
  echo "$out" | grep -q "\"$arg\"" || fail "$1" "finish-args lack $arg"
done
# The file chooser and print dialog go through the portals; none of these is needed.
for arg in '--filesystem=' '--socket=x11"' '--socket=cups' '--socket=session-bus' '--talk-name=' \
           '--share=network' '--device=all' '--socket=pulseaudio'; do
  if echo "$out" | grep -q -- "\"$arg"; then
    fail "$1" "finish-args ask for ${arg%\"}, which the app does not need"
  fi
done
exit $status
