#!/usr/bin/env bash
# Renders every preset to out/NAME.gif and out/NAME.mp4, and its contact sheet to
# out/NAME-sheet.png, and prints a table.
set -euo pipefail
bin=${1:-.build/release/chartreel}
mkdir -p out
now() { date +%s.%N; }
printf '%-32s %10s %8s\n' file size seconds
for scene in Presets/*.json; do
    [ "$(basename "$scene")" = scene.schema.json ] && continue
    name=$(basename "$scene" .json)
    for ext in gif mp4; do
        file="out/$name.$ext"
        start=$(now)
        "$bin" render "$scene" -o "$file" >/dev/null
        end=$(now)
        printf '%-32s %10s %8.2f\n' "$file" "$(numfmt --to=iec --suffix=B "$(stat -c %s "$file")")" \
            "$(awk -v a="$start" -v b="$end" 'BEGIN { print b - a }')"
    done
    sheet="out/$name-sheet.png"
    start=$(now)
    "$bin" sheet "$scene" -o "$sheet" >/dev/null
    end=$(now)
    printf '%-32s %10s %8.2f\n' "$sheet" "$(numfmt --to=iec --suffix=B "$(stat -c %s "$sheet")")" \
        "$(awk -v a="$start" -v b="$end" 'BEGIN { print b - a }')"
done
