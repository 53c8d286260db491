#!/usr/bin/env bash
# Runs the libFuzzer harnesses of a build made with -Dfuzzing=true.
#
#   tests/fuzz/run-fuzz.sh BUILD SECONDS [HARNESS…] [-- LIBFUZZER-OPTION…]
#
# Each harness (scenario, ruleset, reach; all by default) runs SECONDS on one
# worker from its corpus in BUILD/fuzz/corpus/HARNESS, seeded from data/ and
# tests/ the first time, with inputs up to 1 MB. A crash, a sanitizer report, a
# leak or a timeout stops the run with the input saved in BUILD/fuzz/crashes/
# and the script fails. Figures (executions per harness) go to BUILD/fuzz/*.log.
# First every input in tests/fuzz/regressions/HARNESS-* (what fuzzing found
# before) runs once: each must pass.
set -euo pipefail
src="$(cd "$(dirname "$0")/../.." && pwd)"
build="$(cd "$1" && pwd)"; seconds="$2"; shift 2
harnesses=(); extra=()
while [ $# -gt 0 ]; do
  if [ "$1" = "--" ]; then shift; extra=("$@"); break; fi
  harnesses+=("$1"); shift
done
[ ${#harnesses[@]} -gt 0 ] || harnesses=(scenario ruleset reach)

work="$build/fuzz"
mkdir -p "$work/crashes"

# The seeds: every scenario and ruleset the project ships or tests with; for
# reach also each example scenario followed by its ruleset (NUL between).
seed() {
  local name="$1" dir="$work/corpus/$1"
  [ -d "$dir" ] && return 0
  mkdir -p "$dir"
  case "$name" in
    scenario) find "$src/data/scenarios" "$src/tests" -name '*.sandtable' -exec cp -t "$dir" {} + ;;
    ruleset) cp -t "$dir" "$src"/data/rulesets/*.xml "$src"/tests/rulesets/data/*.xml ;;
    reach)
      cp -t "$dir" "$src"/data/scenarios/*.sandtable
      for s in "$src"/data/scenarios/*.sandtable; do
        id=$(sed -n 's/.*<scenario[^>]* ruleset="\([^"]*\)".*/\1/p' "$s" | head -n1)
        r="$src/data/rulesets/$id.xml"
        [ -f "$r" ] && { cat "$s"; printf '\0'; cat "$r"; } > "$dir/$(basename "$s").with-ruleset"
      done ;;
  esac
}

dict() {
  case "$1" in
    scenario) echo "$src/tests/fuzz/scenario.dict" ;;
    ruleset) echo "$src/tests/fuzz/ruleset.dict" ;;
    reach) cat "$src/tests/fuzz/scenario.dict" "$src/tests/fuzz/ruleset.dict" > "$work/reach.dict"
           echo "$work/reach.dict" ;;
  esac
}

# UndefinedBehaviorSanitizer reports stop the run as ASan's do.
export UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1${UBSAN_OPTIONS:+:$UBSAN_OPTIONS}"
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1}"
status=0
for name in "${harnesses[@]}"; do
  seed "$name"
  log="$work/$name.log"
  regressions=("$src"/tests/fuzz/regressions/"$name"-*)
  if [ -e "${regressions[0]}" ] && ! "$build/tests/fuzz/fuzz-$name" "${regressions[@]}" > "$log" 2>&1; then
    echo "fuzz-$name: a regression input FAILED:"
    grep -v '^#' "$log" | tail -n 40
    status=1
    continue
  fi
  echo "fuzz-$name: ${seconds}s from $(ls "$work/corpus/$name" | wc -l) inputs"
  if ! "$build/tests/fuzz/fuzz-$name" "$work/corpus/$name" \
      -dict="$(dict "$name")" -max_len=1048576 -max_total_time="$seconds" \
      -timeout=60 -rss_limit_mb=4096 -len_control=0 -print_final_stats=1 \
      -artifact_prefix="$work/crashes/$name-" ${extra[@]+"${extra[@]}"} > "$log" 2>&1; then
    echo "fuzz-$name: FAILED (the input is in $work/crashes/; the report:)"
    grep -v '^#' "$log" | tail -n 60
    status=1
  fi
  grep -h 'stat::number_of_executed_units' "$log" | sed "s/^/fuzz-$name: /" || true
done
exit $status
