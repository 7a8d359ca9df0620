#!/usr/bin/env bash
# Renders every preset to out/NAME.gif and out/NAME.mp4, and its contact sheet to
# out/NAME-sheet.png, and prints a table.
set -euo pipefail
bin=${1:-.build/release/chartreel}
mkdir -p out
now() { date +%s.%N; }
timed() { # timed COMMAND SCENE FILE: runs chartreel and prints the file's row
    local start end
    start=$(now)
    "$bin" "$1" "$2" -o "$3" >/dev/null
    end=$(now)
    printf '%-32s %10s %8.2f\n' "$3" "$(numfmt --to=iec --suffix=B "$(stat -c %s "$3")")" \
        "$(awk -v a="$start" -v b="$end" 'BEGIN { print b - a }')"
}
printf '%-32s %10s %8s\n' file size seconds
for scene in Presets/*.json; do
    [ "$(basename "$scene")" = scene.schema.json ] && continue
    name=$(basename "$scene" .json)
    timed render "$scene" "out/$name.gif"
    timed render "$scene" "out/$name.mp4"
    timed sheet "$scene" "out/$name-sheet.png"
done
