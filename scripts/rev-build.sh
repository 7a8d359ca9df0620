# Sourced by same-frames.sh and bench-ab.sh: builds the named products of
# revision REV once into .build-same-frames/REV (a plain copy of REV's tree,
# not a worktree: nothing to register or prune) and of this checkout, in
# release, linked as `make build` links the shipped binary
# (--static-swift-stdlib): this checkout's build writes .build/release,
# which `make bench` then runs, and the two linkings start 2x apart
# (a dynamic Swift runtime costs about 5 ms of relocations a start).
# Sets `base` to REV's folder. A failed build prints its log and exits 2.
#   build_rev_and_this REV PRODUCT...
build_rev_and_this() {
    local rev=$1 product
    shift
    base=.build-same-frames/$rev
    mkdir -p .build-same-frames
    if [ ! -f "$base/Package.swift" ]; then
        rm -rf "$base"
        mkdir -p "$base"
        git archive "$rev" | tar -x -C "$base"
    fi
    for product in "$@"; do
        if [ ! -x "$base/.build/release/$product" ]; then
            (cd "$base" && swift build -c release --static-swift-stdlib --product "$product") >"$base.$product.log" 2>&1 \
                || { cat "$base.$product.log"; exit 2; }
        fi
        swift build -c release --static-swift-stdlib --product "$product" >".build-same-frames/this.$product.log" 2>&1 \
            || { cat ".build-same-frames/this.$product.log"; exit 2; }
    done
}
