#!/usr/bin/env bash
# make fuzz: builds chartreel-fuzz with libFuzzer and AddressSanitizer and
# fuzzes each target in turn (one fuzzer at a time: the machine is shared).
#
#   FUZZ_SECONDS=600        seconds per target (issue 10: ten minutes without a finding)
#   FUZZ_TARGETS="scene"    which targets (default: all ten)
#   FUZZ_KEEP_GOING=0       stop a target at its first finding instead of fuzzing on
#   FUZZ_EXTRA="-jobs=1"    more libFuzzer flags
#
# Work lives in .build-fuzz/work: corpus/TARGET grows from run to run,
# findings/TARGET holds what libFuzzer saved (crash-*, timeout-*, oom-*) and
# the inputs that only got a bad message (message-*), logs/TARGET.log the
# output. Each finding is replayed through the plain build of chartreel-fuzz
# and printed with the line it trapped on; a confirmed one goes to
# Tests/CLITests/FuzzCorpus/TARGET/, which `make test` replays.
set -uo pipefail
cd "$(dirname "$0")/.."
root=$PWD
seconds=${FUZZ_SECONDS:-600}
targets=${FUZZ_TARGETS:-"scene scene-layout yaml csv telegram curve lottie-gate dotlottie svg-gate containers"}
keep_going=${FUZZ_KEEP_GOING:-1}
work=$root/.build-fuzz/work
fuzzer=$root/.build-fuzz/release/chartreel-fuzz

# SwiftPM's --sanitize fuzzer links libFuzzer (whose main runs the fuzzer)
# without renaming the executable's entry point; its flags reach the compiler
# as separate -sanitize= options, of which the driver keeps only the last, so
# the combined -Xswiftc flag is what instruments the code for coverage.
echo "fuzz: building the fuzzer (release, libFuzzer + ASan) in .build-fuzz"
swift build -c release --scratch-path .build-fuzz --product chartreel-fuzz --sanitize fuzzer \
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING 2>&1 | grep -E "error|warning: .*swift|Compiling|Build" | grep -v "^\[" || true
[[ -x $fuzzer ]] || { echo "fuzz: the fuzzer did not build" >&2; exit 1; }
echo "fuzz: building the replayer (debug) in .build"
swift build --product chartreel-fuzz 2>&1 | grep -E "error|Build" || true
replayer=$root/.build/debug/chartreel-fuzz

# Swift's backtracer would start a symbolicating child on every trap (and
# can hang past the fuzzer); libFuzzer prints its own stack.
export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS=detect_leaks=0:quarantine_size_mb=64:handle_abort=1

# seeds TARGET FOLDER: copies the target's seed inputs into FOLDER.
seeds() {
    local target=$1 folder=$2
    rm -rf "$folder" && mkdir -p "$folder"
    case $target in
    scene | scene-layout)
        cp Presets/*.json Tests/ReelSceneTests/Fidelity/*.json "$folder"/
        # Hostile scenes that still trap (known-open.txt) would stop libFuzzer
        # while it reads its corpus; they become seeds once fixed.
        for f in Tests/CLITests/HostileScenes/*.json; do
            local name
            name=$(basename "$f" .json)
            [[ $name == expectations ]] && continue
            grep -qxF "$name" Tests/CLITests/HostileScenes/known-open.txt || cp "$f" "$folder/hostile-$name.json"
        done ;;
    # JSON is YAML: the presets, and YAML's own forms from seeds/yaml.
    yaml) cp Presets/*.json "$folder"/ ;;
    csv) cp Presets/data/*.csv Tests/CLITests/HostileScenes/*.csv "$folder"/ 2>/dev/null ;;
    telegram) cp Presets/data/followers.json Tests/ReelSceneTests/Fixtures/chart_data.json "$folder"/ ;;
    curve)
        local n=0
        while IFS= read -r line; do
            [[ -z $line || $line == \#* ]] && continue
            printf '%s' "$line" > "$folder/curve-$((n++))"
        done < scripts/fuzz/curves.txt ;;
    # Its corpus (below) holds chartreel's own documents and hostile ones.
    svg-gate | containers) ;;
    esac
    cp scripts/fuzz/seeds/"$target"/* "$folder"/ 2>/dev/null
    # Fixed findings guard against regressions; open ones would stop
    # libFuzzer while it reads its corpus, before it fuzzes anything.
    for f in Tests/CLITests/FuzzCorpus/"$target"/*; do
        [[ -f $f ]] || continue
        grep -qxF "$target/$(basename "$f")" Tests/CLITests/FuzzCorpus/known-open.txt 2>/dev/null || cp "$f" "$folder"/
    done
    rm -f "$folder"/*.md
    return 0
}

# triage TARGET FILE: replays one finding through the plain build and prints
# how it ends: the trap's message and the first frame in chartreel's sources,
# a time-out, or the bad message.
triage() {
    local target=$1 file=$2 out status trap frame
    out=$(cd Presets && SWIFT_BACKTRACE=enable=yes,interactive=no prlimit --as=$((4 << 30)) \
        timeout 60 "$replayer" "$target" "$file" 2>&1)
    status=$?
    trap=$(grep -m1 -E "Fatal error|Precondition failed|Assertion failed|PROBLEM" <<<"$out" | sed 's/.*PROBLEM: //')
    frame=$(grep -E "^ *[0-9]+ .* at $root/Sources/" <<<"$out" | grep -v "Sources/ReelScene/Fuzzing" | head -n1 \
        | sed -E "s/^.*\] +0x[0-9a-f]+ //; s/ \+ [0-9]+ in [^ ]+ at $(sed 's/[\/&]/\\&/g' <<<"$root")\// @ /")
    case $status in
    0) echo "passes in the plain build (ASan, or memory or time under ASan)" ;;
    124) echo "still running after 60 s" ;;
    3) echo "message: $(grep -m1 -oE 'rejected: .{0,150}' <<<"$out")" ;;
    *) echo "exit $status: ${trap:-$(tail -n1 <<<"$out" | cut -c1-200)}${frame:+ in $frame}" ;;
    esac
}

declare -A executed found
status=0
for target in $targets; do
    corpus=$work/corpus/$target findings=$work/findings/$target log=$work/logs/$target.log
    mkdir -p "$corpus" "$findings" "$(dirname "$log")"
    seeds "$target" "$work/seeds/$target"
    : > "$log"
    dict=""
    [[ -f scripts/fuzz/$target.dict ]] && dict="-dict=$root/scripts/fuzz/$target.dict"
    [[ $target == scene-layout ]] && dict="-dict=$root/scripts/fuzz/scene.dict"
    [[ $target == dotlottie ]] && dict="-dict=$root/scripts/fuzz/lottie-gate.dict"
    case $target in curve) max_len=256 ;; csv) max_len=4096 ;; *) max_len=8192 ;; esac
    before=$(ls "$findings" | wc -l)
    total=0 left=$seconds
    echo "fuzz: $target for $seconds s (log: ${log#$root/})"
    while ((left > 2)); do
        started=$(date +%s)
        # From Presets/, so the data files the presets name are found.
        (cd Presets && CHARTREEL_FUZZ_FINDINGS=$findings "$fuzzer" --target="$target" \
            -max_total_time="$left" -print_final_stats=1 -max_len=$max_len -timeout=10 \
            -rss_limit_mb=2048 -malloc_limit_mb=1024 -detect_leaks=0 -artifact_prefix="$findings/" \
            $dict ${FUZZ_EXTRA:-} "$corpus" "$work/seeds/$target") >> "$log" 2>&1
        result=$?
        runs=$(grep -E "^stat::number_of_executed_units" "$log" | tail -n1 | awk '{print $2}')
        total=$((total + ${runs:-0}))
        sed -i 's/^stat::number_of_executed_units/stat::counted_units/' "$log"
        left=$((left - ($(date +%s) - started)))
        ((result == 0)) && break
        ((keep_going)) || break
        # A seed that traps stops libFuzzer before it fuzzes: take out
        # every corpus file with the newest finding's content (its SHA-1 names it).
        newest=$(ls -t "$findings" | grep -E '^(crash|timeout|oom|slow-unit)-' | head -n1)
        if [[ -n $newest ]]; then
            for f in "$corpus"/* "$work/seeds/$target"/*; do
                [[ -f $f && $(sha1sum < "$f" | cut -c1-40) == "${newest#*-}" ]] && rm -f "$f"
            done
        fi
    done
    executed[$target]=$total
    found[$target]=$(($(ls "$findings" | wc -l) - before))
    echo "fuzz: $target: stat::number_of_executed_units: $total, new findings: ${found[$target]}"
    new=$(ls -t "$findings" | head -n "${found[$target]}")
    for file in $(grep -vE '^message-' <<<"$new"); do
        echo "  ${findings#$root/}/$file: $(triage "$target" "$findings/$file")"
        status=1
    done
    # Bad messages: one line each, the kinds Findings told apart.
    for file in $(grep -E '^message-' <<<"$new" | head -n 12); do
        echo "  ${findings#$root/}/$file: $(triage "$target" "$findings/$file" | cut -c1-180)"
        status=1
    done
    messages=$(grep -cE '^message-' <<<"$new")
    ((messages > 12)) && echo "  ... and $((messages - 12)) more messages in ${findings#$root/}"
done

echo "fuzz: summary (executed units per target)"
for target in $targets; do
    printf '  %-13s %12s executed, %s new findings\n' "$target" "${executed[$target]}" "${found[$target]}"
done
exit $status
