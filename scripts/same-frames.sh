#!/usr/bin/env bash
# Same frames: renders every frame of every preset (up to the first 200 of
# each) as PNG with the chartreel built from REV and with this checkout's,
# and compares them byte for byte. A structural change must pass it.
#   scripts/same-frames.sh REV         (REV is built once in .build-same-frames/REV)
# Prints one line per preset and exits 1 when any frame differs.
set -euo pipefail
cd "$(dirname "$0")/.."
rev=$(git rev-parse --short "${1:?usage: scripts/same-frames.sh REV}")
source scripts/rev-build.sh
build_rev_and_this "$rev" chartreel
old=$base/.build/release/chartreel
new=.build/release/chartreel
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
status=0
for scene in Presets/*.json; do
    [ "$(basename "$scene")" = scene.schema.json ] && continue
    name=$(basename "$scene" .json)
    # Both binaries read the preset and its data from this checkout.
    "$old" render "$scene" -o "$work/old-$name/" -q
    "$new" render "$scene" -o "$work/new-$name/" -q
    # sed, not head: head closing the pipe early would stop the script under pipefail.
    frames=$(find "$work/new-$name" -name '*.png' | sort | sed -n 1,200p)
    differ=0
    for frame in $frames; do
        cmp -s "$frame" "$work/old-$name/$(basename "$frame")" || differ=$((differ + 1))
    done
    count=$(echo "$frames" | wc -l)
    if [ "$differ" -eq 0 ]; then
        printf 'same     %-28s %4d frames\n' "$name" "$count"
    else
        printf 'DIFFER   %-28s %4d of %d frames\n' "$name" "$differ" "$count"
        status=1
    fi
done
exit $status
