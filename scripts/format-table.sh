#!/usr/bin/env bash
# Measures every output format on every preset, as the issue 12 note reports:
# file size and SSIM against the lossless frames (a folder of PNGs rendered at
# the same size and rate), at scale 1 and 30 fps so every format has the same
# frames. WebP is lossless by default (SSIM 1 by construction; ffmpeg cannot
# decode it). Also the three GIF dithers, which chose the default.
# Usage: scripts/format-table.sh [BIN] > table.md
set -euo pipefail
bin=${1:-.build/release/chartreel}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
ssim() { # ssim FILE FRAMES_DIR: both decoded to raw RGB, every stored frame once, then compared in order
    local decoder=() size
    [[ $1 == *.webm ]] && decoder=(-c:v libvpx-vp9)
    size=$(ffprobe -v error -show_entries stream=width,height -of csv=p=0:s=x "$2/0000.png")
    # Cropped to the frames' size (MP4 pads odd sizes by a pixel) after converting to RGB:
    # cropping yuv420p itself rounds the width down to even and shears every row.
    if [[ $1 == *.gif ]]; then
        # A GIF stores a run of identical frames once: decoded at the rate, it shows every frame
        # again (with no filter in between, which would drop the last frame's length).
        ffmpeg -v error -y -i "$1" -fps_mode cfr -r 30 -f rawvideo -pix_fmt rgb24 "$work/a.raw"
    else
        ffmpeg -v error -y "${decoder[@]}" -i "$1" -vf "format=rgb24,crop=${size/x/:}:0:0" -fps_mode passthrough \
            -f rawvideo -pix_fmt rgb24 "$work/a.raw"
    fi
    ffmpeg -v error -y -framerate 30 -i "$2/%04d.png" -f rawvideo -pix_fmt rgb24 "$work/b.raw"
    local raw=(-f rawvideo -pix_fmt rgb24 -s "$size" -framerate 30)
    { ffmpeg -hide_banner -nostats "${raw[@]}" -i "$work/a.raw" "${raw[@]}" -i "$work/b.raw" -lavfi ssim -f null - 2>&1 || true; } |
        sed -n 's/.*All:\([0-9.]*\).*/\1/p' | tail -1
    rm -f "$work/a.raw" "$work/b.raw"
}
kb() { awk -v b="$(stat -c %s "$1")" 'BEGIN { printf "%.0f", b / 1024 }'; }
echo "| preset | frames | gif KB (SSIM) | gif bayer | gif none | mp4 | webm | apng | webp | mov |"
echo "|---|---|---|---|---|---|---|---|---|---|"
for scene in Presets/*.json; do
    [ "$(basename "$scene")" = scene.schema.json ] && continue
    name=$(basename "$scene" .json)
    opts=(--scale 1 --fps 30 -q)
    "$bin" render "$scene" "${opts[@]}" -o "$work/frames/"
    count=$(ls "$work/frames" | wc -l)
    row="| $name | $count"
    for variant in "gif" "gif --dither bayer" "gif --dither none" mp4 webm apng webp mov; do
        set -- $variant
        file="$work/out.$1"
        shift
        "$bin" render "$scene" "${opts[@]}" "$@" -o "$file"
        if [[ $file == *.webp ]]; then row="$row | $(kb "$file") (lossless)"
        else row="$row | $(kb "$file") ($(ssim "$file" "$work/frames"))"; fi
        rm -f "$file"
    done
    echo "$row |"
    rm -rf "$work/frames"
done
