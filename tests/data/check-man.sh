#!/bin/sh
# The manual pages keep up with the programs: every command of sandtable-cli has a
# section in sandtable-cli.1 and every option its --help shows is described in that section;
# the pages format without warnings where man is installed.
# Usage: check-man.sh SANDTABLE-CLI MANDIR
set -eu
cli="$1"
man_dir="$2"
page="$man_dir/sandtable-cli.1"
status=0

fail ()
{
  echo "$page: $1" >&2
  status=1
}

# The command names are the lines of the usage's "Commands:" list.
commands="$("$cli" --help | sed -n '/^Commands:/,/^$/s/^  \([a-z][a-z-]*\) .*/\1/p')"
[ -n "$commands" ] || { echo "$cli --help lists no commands" >&2; exit 1; }

# Each command's options as its --help lists them, against those its section
# names (\-\-name), each set got at once (a grep per option took seconds).
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
for command in $commands; do
  grep -qx "\.SS $command" "$page" || fail "no section for the command $command"
  "$cli" "$command" --help | sed -n 's/^ *\(-[a-zA-Z], \)\{0,1\}--\([a-z][a-z-]*\).*/\2/p' \
    | grep -vx help | LC_ALL=C sort -u > "$work/options"
  sed -n "/^\.SS $command\$/,/^\.S[SH] /p" "$page" \
    | grep -o '\\-\\-[a-z][a-z\\-]*' | sed 's/\\-/-/g; s/^--//' | LC_ALL=C sort -u > "$work/described"
  for option in $(LC_ALL=C comm -23 "$work/options" "$work/described"); do
    fail "$command --$option is not described"
  done
done

if command -v man >/dev/null 2>&1; then
  for f in "$man_dir"/*.1; do
    warnings="$(LC_ALL=C.UTF-8 MANROFFSEQ='' MANWIDTH=80 man --warnings -E UTF-8 -l "$f" 2>&1 >/dev/null || true)"
    if [ -n "$warnings" ]; then
      echo "$f: $warnings" >&2
      status=1
    fi
  done
fi
exit $status
