#!/usr/bin/env bash
# Same frames, same files: renders every preset with the chartreel built
# from REV and with this checkout's, and compares what they write. A
# structural change must pass it.
#   scripts/same-frames.sh REV         (REV is built once in .build-same-frames/REV)
#
# - PNG frames: every frame (up to the first 200 of each preset), byte for byte.
# - Files whose bytes are deterministic (GIF, APNG, WebP, animated SVG, Lottie,
#   dotLottie, HTML, and one still SVG frame at mid-animation): byte for byte.
# - MP4, WebM and MOV: by decoded frames (ffmpeg's framemd5), since their
#   containers may carry times and encoder details.
#   SAME_FORMATS="gif svg"  limits the file formats compared (default: all;
#   "none" compares PNG frames only).
#   SAME_PRESETS="donut-progress line-rtl"  limits the presets (default: all).
# Prints one line per preset and format and exits 1 when anything differs.
set -euo pipefail
cd "$(dirname "$0")/.."
rev=$(git rev-parse --short "${1:?usage: scripts/same-frames.sh REV}")
formats=${SAME_FORMATS:-"gif apng webp svg lottie dotlottie html still-svg mp4 webm mov"}
[ "$formats" = none ] && formats=""
source scripts/rev-build.sh
build_rev_and_this "$rev" chartreel
old=$base/.build/release/chartreel
new=.build/release/chartreel
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
status=0

# report VERDICT PRESET WHAT: one line; a difference fails the run.
report() {
    printf '%-8s %-28s %s\n' "$1" "$2" "$3"
    [ "$1" = same ] || status=1
}

# render BINARY PRESET FORMAT FILE: FORMAT's file (or one SVG frame) of PRESET.
render() {
    local binary=$1 scene=$2 format=$3 file=$4 duration
    case $format in
    still-svg)
        duration=$("$binary" info "$scene" | sed -n 's/.*"duration" *: *\([0-9.]*\).*/\1/p')
        "$binary" frame "$scene" --at "$(awk -v d="${duration:-1}" 'BEGIN { print d / 2 }')" -o "$file" ;;
    *) "$binary" render "$scene" --format "$format" -o "$file" -q ;;
    esac
}

# decoded FILE: one line per decoded frame (its size and MD5).
decoded() {
    ffmpeg -v error -i "$1" -map 0:v:0 -f framemd5 - | grep -v '^#'
}

for scene in Presets/*.json; do
    [ "$(basename "$scene")" = scene.schema.json ] && continue
    name=$(basename "$scene" .json)
    if [ -n "${SAME_PRESETS:-}" ] && [[ " $SAME_PRESETS " != *" $name "* ]]; then continue; fi
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
    if [ "$differ" -eq 0 ]; then report same "$name" "$count PNG frames"; else report DIFFER "$name" "$differ of $count PNG frames"; fi
    rm -rf "$work/old-$name" "$work/new-$name"
    for format in $formats; do
        extension=$format
        case $format in lottie) extension=json ;; still-svg) extension=svg ;; esac
        # The same name in two folders: a dotLottie's animation id and a page's title come from it.
        a=$work/old/$name.$extension b=$work/new/$name.$extension
        mkdir -p "$work/old" "$work/new"
        rm -f "$a" "$b"
        render "$old" "$scene" "$format" "$a"
        render "$new" "$scene" "$format" "$b"
        case $format in
        mp4 | webm | mov)
            if [ "$(decoded "$a")" = "$(decoded "$b")" ]; then report same "$name" "$format (decoded frames)"
            else report DIFFER "$name" "$format (decoded frames)"; fi ;;
        *)
            if cmp -s "$a" "$b"; then report same "$name" "$format ($(stat -c %s "$b") bytes)"
            else report DIFFER "$name" "$format"; fi ;;
        esac
    done
done
exit $status
