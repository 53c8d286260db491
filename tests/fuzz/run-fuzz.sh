#!/usr/bin/env bash
# Runs the libFuzzer harnesses of a build made with -Dfuzzing=true.
#
#   tests/fuzz/run-fuzz.sh BUILD SECONDS [HARNESS…] [-- LIBFUZZER-OPTION…]
#
# Each harness (scenario, ruleset, reach; all by default) runs SECONDS on one
# worker from its corpus in BUILD/fuzz/corpus/HARNESS, seeded from data/ and
# tests/ the first time: three quarters of the time on inputs a little larger
# than the largest seed (a few tens of kilobytes, grown slowly by -len_control),
# where most executions are and each takes milliseconds, then a quarter on
# inputs up to 1 MB, where the nesting mutator wraps stretches in thousands of
# brackets or elements. A crash, a sanitizer report, a leak or a timeout stops
# the run with the input saved in BUILD/fuzz/crashes/ and the script fails.
# Each run's log (executions in its last "#N" line and in
# stat::number_of_executed_units) is kept in BUILD/fuzz/logs/.
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

# The largest input of the short share: past the largest seed (a scenario of
# 8 KB; a ruleset of 26 KB; a scenario, a NUL and its ruleset 30 KB).
small_len() {
  case "$1" in
    scenario) echo 16384 ;;
    ruleset) echo 32768 ;;
    reach) echo 49152 ;;
  esac
}

# UndefinedBehaviorSanitizer reports stop the run as ASan's do.
export UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1${UBSAN_OPTIONS:+:$UBSAN_OPTIONS}"
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1}"
mkdir -p "$work/logs"
status=0
for name in "${harnesses[@]}"; do
  seed "$name"
  stamp=$(date -u +%Y%m%dT%H%M%S)
  log="$work/logs/$name-$stamp-regressions.log"
  regressions=("$src"/tests/fuzz/regressions/"$name"-*)
  if [ -e "${regressions[0]}" ] && ! "$build/tests/fuzz/fuzz-$name" -timeout=30 "${regressions[@]}" > "$log" 2>&1; then
    echo "fuzz-$name: a regression input FAILED:"
    grep -v '^#' "$log" | tail -n 40
    status=1
    continue
  fi
  big=$((seconds / 4))
  for share in "small $((seconds - big)) $(small_len "$name") 100" "large $big 1048576 0"; do
    read -r size share_seconds max_len len_control <<< "$share"
    [ "$share_seconds" -gt 0 ] || continue
    log="$work/logs/$name-$stamp-$size.log"
    echo "fuzz-$name: ${share_seconds}s up to $max_len bytes from $(ls "$work/corpus/$name" | wc -l) inputs"
    if ! "$build/tests/fuzz/fuzz-$name" "$work/corpus/$name" \
        -dict="$(dict "$name")" -max_len="$max_len" -len_control="$len_control" \
        -max_total_time="$share_seconds" -timeout=60 -rss_limit_mb=4096 -print_final_stats=1 \
        -artifact_prefix="$work/crashes/$name-" ${extra[@]+"${extra[@]}"} > "$log" 2>&1; then
      echo "fuzz-$name: FAILED (the input is in $work/crashes/; the report, in $log:)"
      grep -v '^#' "$log" | tail -n 60
      status=1
      break
    fi
    grep -h -e 'stat::number_of_executed_units' -e 'stat::average_exec_per_sec' "$log" \
      | sed "s/^/fuzz-$name: /" || true
  done
done
exit $status
