#!/usr/bin/env bash
# Runs an installed chartreel as a user would, from an empty directory with
# PATH=/usr/bin:/bin (no Swift) and no CHARTREEL_PRESETS: it must load no
# Swift library, say the checkout's version, find presets only in
# PRESETS_DIR, and render every preset it lists (the first only with
# "one"). Prints the names it rendered, sorted. Used by install-check.sh
# and package-check.sh.
# Usage: scripts/run-installed.sh CHARTREEL PRESETS_DIR [all|one]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
chartreel=$(realpath "$1") presets=$2 how=${3:-all}
fail() { echo "run-installed: $*" >&2; exit 1; }
version=$("$root/scripts/version.sh")
run=$(mktemp -d /tmp/chartreel-run-installed.XXXXXX)
trap 'rm -rf "$run"' EXIT
cd "$run"
export PATH=/usr/bin:/bin HOME=$run
unset CHARTREEL_PRESETS
! command -v swift >/dev/null || fail "swift is still on PATH"
! ldd "$chartreel" | grep -q 'libswift\|libFoundation\|libdispatch' || fail "$chartreel loads Swift libraries: $(ldd "$chartreel" | grep swift)"
[ "$("$chartreel" --version)" = "$version" ] || fail "$chartreel --version is not $version"
paths=$("$chartreel" presets --path) || fail "$chartreel presets --path failed"
# An installed binary looks only in installed places: never in the checkout it was built from.
[ "$paths" = "$presets" ] || fail "$chartreel finds presets in: $paths"
names=$("$chartreel" presets | awk '{ print $1 }' | LC_ALL=C sort) || fail "$chartreel presets failed (a preset does not load)"
[ "$how" = one ] && names=$(echo "$names" | head -1)
for name in $names; do
    "$chartreel" render "$name" --fps 5 --scale 0.5 --quiet -o "$name.gif" || fail "$chartreel does not render $name"
    [ -s "$name.gif" ] || fail "$name.gif is empty"
done
echo "$names"
