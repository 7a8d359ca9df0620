#!/usr/bin/env bash
# Part of `make manual`: turns the page ArgumentParser's generate-manual
# plugin writes (GENERATED) into docs/chartreel.1 (OUT). The plugin writes
# the help text as is, and in mdoc a blank line is no paragraph break and a
# line starting with ' is a request, so those are mended; the sections help
# cannot hold (scene format, data files, examples, see also) come from
# docs/chartreel-sections.mdoc, before EXIT STATUS.
set -euo pipefail
generated=$1 out=$2
root=$(cd "$(dirname "$0")/.." && pwd)
sections=$root/docs/chartreel-sections.mdoc
grep -q '^\.Sh "EXIT STATUS"' "$generated" || { echo "manual: no EXIT STATUS section in $generated" >&2; exit 1; }
tmp=$(mktemp "$out.XXXXXX")
trap 'rm -f "$tmp"' EXIT
sed -e 's/^$/.Pp/' -e 's/^'"'"'/\\\&'"'"'/' "$generated" \
    | awk -v sections="$sections" '/^\.Sh "EXIT STATUS"/ { while ((getline line < sections) > 0) print line } { print }' > "$tmp"
chmod 644 "$tmp"
mv "$tmp" "$out"
