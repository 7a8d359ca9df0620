#!/usr/bin/env bash
# Compares chartreel rendering + encoding a scene with ffmpeg alone encoding
# the same number of frames of the same content (decoded back from chartreel's
# own output), using the same encoder settings. Ratios, not absolute times, are
# what to quote: this machine is shared. Each figure is the best of 3 runs.
#
#   scripts/bench.sh BIN [SCENE...]     (default: donut-progress and the telegram benchmark scene)
set -euo pipefail
bin=${1:-.build/release/chartreel}
shift || true
scenes=("$@")
((${#scenes[@]})) || scenes=(donut-progress scripts/bench/telegram-bench.json)
dir=out/bench
mkdir -p "$dir"

now() { date +%s.%N; }
best_of_3() { # best_of_3 COMMAND... -> prints the fastest wall time in seconds
    local best=""
    for _ in 1 2 3; do
        local start end
        start=$(now); "$@" >/dev/null 2>&1; end=$(now)
        best=$(awk -v a="$start" -v b="$end" -v best="$best" 'BEGIN { t = b - a; print (best == "" || t < best) ? t : best }')
    done
    echo "$best"
}

report() { # report LABEL CHARTREEL_SECONDS FFMPEG_SECONDS
    awk -v label="$1" -v c="$2" -v f="$3" \
        'BEGIN { printf "%-6s chartreel %6.3f s   ffmpeg alone %6.3f s   ratio chartreel/ffmpeg %5.2f\n", label, c, f, c / f }'
}

bench_scene() {
    local scene=$1
    local width height
    read -r width height <<<"$("$bin" info "$scene" | sed -E 's/.*"width": ([0-9]+), "height": ([0-9]+).*/\1 \2/')"
    local input=(-hide_banner -loglevel error -f rawvideo -pix_fmt bgr0 -s "${width}x${height}")

    "$bin" render "$scene" -o "$dir/chartreel.mp4" >/dev/null
    "$bin" render "$scene" -o "$dir/chartreel.gif" >/dev/null
    local fps_mp4 fps_gif
    fps_mp4=$(ffprobe -v error -select_streams v:0 -show_entries stream=r_frame_rate -of csv=p=0 "$dir/chartreel.mp4")
    fps_gif=$(ffprobe -v error -select_streams v:0 -show_entries stream=r_frame_rate -of csv=p=0 "$dir/chartreel.gif")
    ffmpeg -v error -y -i "$dir/chartreel.mp4" -f rawvideo -pix_fmt bgr0 "$dir/frames-mp4.raw"
    ffmpeg -v error -y -i "$dir/chartreel.gif" -f rawvideo -pix_fmt bgr0 "$dir/frames-gif.raw"

    ffmpeg_mp4() {
        ffmpeg "${input[@]}" -framerate "$fps_mp4" -i "$dir/frames-mp4.raw" \
            -vf scale=out_color_matrix=bt709:out_range=tv,format=yuv420p -c:v libx264 -preset medium -crf 18 \
            -tune animation -pix_fmt yuv420p -movflags +faststart -y "$dir/ffmpeg.mp4"
    }
    ffmpeg_gif() {
        ffmpeg "${input[@]}" -framerate "$fps_gif" -i "$dir/frames-gif.raw" -vf palettegen=stats_mode=full \
            -frames:v 1 -update 1 -y "$dir/palette.png" &&
        ffmpeg "${input[@]}" -framerate "$fps_gif" -i "$dir/frames-gif.raw" -i "$dir/palette.png" \
            -lavfi "[0:v][1:v]paletteuse=dither=sierra2_4a:diff_mode=rectangle" -loop 0 -y "$dir/ffmpeg.gif"
    }

    echo "bench: $scene, ${width}x${height}; best of 3 runs each"
    report mp4 "$(best_of_3 "$bin" render "$scene" -o "$dir/chartreel.mp4")" "$(best_of_3 ffmpeg_mp4)"
    report gif "$(best_of_3 "$bin" render "$scene" -o "$dir/chartreel.gif")" "$(best_of_3 ffmpeg_gif)"
    rm -f "$dir"/*.raw
}

for scene in "${scenes[@]}"; do bench_scene "$scene"; done
