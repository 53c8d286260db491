#!/bin/sh
# own-display.sh XVFB TEST [ARGS…]: runs a window test on an X server of its
# own, so that it may move the X pointer (XTEST), own the clipboard and take
# the keyboard focus while the other window tests run beside it on the shared
# display. The server is the same as xvfb-run's (1280x800, 24 bits); it says
# its display number once it takes connections (-displayfd), and goes with the
# test.
#
# SPDX-License-Identifier: GPL-3.0-or-later
set -eu

xvfb=$1
shift

dir=$(mktemp -d "${TMPDIR:-/tmp}/sandtable-display-XXXXXX")
pid=
cleanup ()
{
  if [ -n "$pid" ]; then
    kill "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
  fi
  rm -rf "$dir"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

mkfifo "$dir/display"
"$xvfb" -displayfd 3 -screen 0 1280x800x24 -nolisten tcp -noreset \
  3>"$dir/display" 2>"$dir/log" &
pid=$!
# blocks until the server writes its number, or ends without one
display=
read -r display <"$dir/display" || true
if [ -z "$display" ]; then
  echo "own-display.sh: $xvfb did not start:" >&2
  cat "$dir/log" >&2
  exit 1
fi

DISPLAY=":$display"
GDK_BACKEND=x11
export DISPLAY GDK_BACKEND
unset WAYLAND_DISPLAY
status=0
"$@" || status=$?
exit "$status"
