#!/bin/sh
# run-benches.sh: every bench whose figures the README's Performance section
# quotes, one after the other, with the load average before and after, so the
# figures can be taken again on a quiet machine.
#
#   tests/bench/run-benches.sh [BUILD_DIR]     (default: build; a release or
#                                               debugoptimized build)
#
# The drag under the window's frame clock needs a display (xvfb-run) and the
# comparison with MCP_Geometric needs python3-skimage; each is left out, saying
# so, when it is missing.
#
# SPDX-License-Identifier: GPL-3.0-or-later
set -eu

src=$(cd "$(dirname "$0")/../.." && pwd)
build=$(cd "${1:-$src/build}" && pwd)
bench=$build/tests/bench
export SANDTABLE_SOURCE_DATA="$src/data"
export GSETTINGS_BACKEND=memory
export LC_ALL=C.UTF-8
started=$(date +%s)

run () {
  echo
  echo "== $*"
  "$@"
}

echo "Sandtable benches, $(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) cores, $(git -C "$src" describe --always --dirty 2>/dev/null || echo 'no git')"
echo "load average at the start: $(cut -d' ' -f1-3 /proc/loadavg)"

run "$bench/bench-reach"
run "$bench/bench-reach" --obstacles
run "$bench/bench-reach" --zones
run "$bench/bench-reach" --against-query
run "$bench/bench-reach" --drag
run "$bench/bench-reach" --peak 0.05
run "$bench/bench-reach" --peak 0.025
run "$bench/bench-threat"
run "$bench/bench-load"
run "$bench/bench-render"
run "$bench/bench-backdrop"
run "$bench/bench-reason"
if /usr/bin/python3 -c 'import skimage' 2>/dev/null; then
  run /usr/bin/python3 "$src/tests/bench/compare-mcp.py" "$bench/bench-reach" "$build/src/cli/sandtable-cli"
else
  echo
  echo "== compare-mcp.py left out: /usr/bin/python3 has no skimage (apt-get install python3-skimage)"
fi
if [ -x "$bench/bench-play-drag" ] && command -v xvfb-run >/dev/null; then
  # under meson, for the window's environment (cairo renderer, no GL, settings)
  run xvfb-run -a -s "-screen 0 1280x800x24" meson test -C "$build" --benchmark --verbose play-drag
else
  echo
  echo "== bench-play-drag left out: not built (ui_tests off) or no xvfb-run"
fi

echo
echo "load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "all benches took $(( $(date +%s) - started )) s"
