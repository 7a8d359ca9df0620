#!/usr/bin/env bash
# A/B bench: render-only ms/frame of every scene in the bench table, with the
# chartreel-bench built from REV and with this checkout's, on the same
# machine in the same run. A change passes when no scene is more than 5 %
# slower than at REV.
#   scripts/bench-ab.sh REV [ROUNDS]     (ROUNDS defaults to 3)
# REV is built once in .build-same-frames/REV, the folder scripts/same-frames.sh
# uses (its chartreel-bench is added there when missing). Each round runs the
# old and the new bench on a scene back to back, alternating which goes
# first. Prints one line per scene: each build's best 1-job ms/frame over
# the rounds, and the median over rounds of new/old measured back to back,
# with FAIL past 5 %; exits 1 if any failed. The verdict is the paired
# median, not the ratio of the bests: this machine's speed drifts by 10-20 %
# over minutes, which a pair measured seconds apart shares and a best taken
# from either side of a drift does not.
set -euo pipefail
cd "$(dirname "$0")/.."
rev=$(git rev-parse --short "${1:?usage: scripts/bench-ab.sh REV [ROUNDS]}")
rounds=${2:-3}
[[ $rounds =~ ^[1-9][0-9]*$ ]] || { echo "bench-ab: ROUNDS must be a whole number above 0, not '$rounds'" >&2; exit 2; }
source scripts/rev-build.sh
build_rev_and_this "$rev" chartreel chartreel-bench
old=$base/.build/release/chartreel-bench
new=.build/release/chartreel-bench

# The scenes of the bench table, as this checkout lists them; both benches
# read them (and their data) from this checkout.
scenes=$(sed -n 's/.*BenchScene(.*path: "\([^"]*\)".*/\1/p' Sources/chartreel-bench/main.swift)
[ -n "$scenes" ] || { echo "bench-ab: no scenes found in Sources/chartreel-bench/main.swift" >&2; exit 2; }

# The bench writes line-100k.json's generated data only before its full
# table: this run skips every section, so it writes the data and no more.
"$new" --skip raster --skip table --skip 4k --skip tradeoff --skip memory --skip play --skip matplotlib --skip gifs --skip pages --skip vectors >/dev/null

# The 1-job ms/frame from a line "render only: SCENE (...): X ms/frame with 1 job, Y with N".
measure() {
    local out
    out=$("$1" "$2") || { echo "bench-ab: $1 $2 failed" >&2; exit 2; }
    sed -n 's/^render only: .* \([0-9.]*\) ms\/frame with 1 job,.*/\1/p' <<<"$out"
}

best() { # best (smallest) of the numbers given
    printf '%s\n' "$@" | sort -g | head -n 1
}

median() { # the middle of the numbers given (the mean of the two middle ones for an even count)
    printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END { print (NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2) }'
}

printf '%-40s %10s %10s %7s   (render-only ms/frame, 1 job, best of %d; new/old: median of pairs)\n' scene "old $rev" new new/old "$rounds"
status=0
for scene in $scenes; do
    olds=() news=()
    for ((round = 0; round < rounds; round++)); do
        if ((round % 2 == 0)); then
            olds+=("$(measure "$old" "$scene")"); news+=("$(measure "$new" "$scene")")
        else
            news+=("$(measure "$new" "$scene")"); olds+=("$(measure "$old" "$scene")")
        fi
    done
    for value in "${olds[@]}" "${news[@]}"; do
        [ -n "$value" ] || { echo "bench-ab: no render-only line for $scene" >&2; exit 2; }
    done
    ratios=()
    for ((round = 0; round < rounds; round++)); do
        ratios+=("$(awk -v a="${olds[round]}" -v b="${news[round]}" 'BEGIN { print b / a }')")
    done
    a=$(best "${olds[@]}") b=$(best "${news[@]}") r=$(median "${ratios[@]}")
    verdict=$(awk -v r="$r" 'BEGIN { printf "%.3f%s", r, (r > 1.05 ? "   FAIL" : "") }')
    printf '%-40s %10s %10s %s\n' "$scene" "$a" "$b" "$verdict"
    case $verdict in *FAIL) status=1 ;; esac
done
exit $status
