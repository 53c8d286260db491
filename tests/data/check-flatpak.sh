#!/bin/sh
# Parses the Flatpak manifest with flatpak-builder (no build, no network).
set -eu
command -v flatpak-builder >/dev/null 2>&1 || { echo "flatpak-builder not found, skipping"; exit 77; }
out="$(flatpak-builder --show-manifest "$1")"
echo "$out" | grep -q '"command" *: *"sandtable"' || { echo "manifest has no sandtable command" >&2; exit 1; }
echo "$out" | grep -q '"path" *: *"\.\."' || { echo "manifest does not build the local tree" >&2; exit 1; }
