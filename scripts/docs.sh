#!/usr/bin/env bash
# make docs: the ChartReel library's DocC documentation, as a static site in
# docs/api/ (not committed). DocC's warnings are errors (a broken link, a
# missing article), and so is a public declaration without documentation:
# DocC's coverage report lists every page, and only what the compiler and
# the standard library add on their own (!=, hashValue, the other literal
# initialisers, ...) may go without an abstract. Prints the number of
# public symbols.
#
#   docs.sh                    builds the ChartReel target (debug, .build), then documents it
#   docs.sh --built MANIFEST   documents the modules a build already made, given its llbuild
#                              manifest (make test: .build-test/release.yaml)
#
# The symbol graph comes from the toolchain's swift-symbolgraph-extract with
# the module search flags of SwiftPM's own ChartReel compile (read from the
# manifest), and DocC converts it as swift-docc-plugin does (the same site,
# file for file). Not going through `swift package generate-documentation`
# means no SwiftPM command runs: make test documents the test build's modules
# while its tests hold the build folder's lock, and the plugin's own tools
# (SymbolKit, snippet extraction) are not compiled on every clean run.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${1:-}" = "--built" ]; then
    manifest=$2
else
    swift build --target ChartReel
    manifest=.build/debug.yaml
fi
[ -f "$manifest" ] || { echo "docs: no build manifest at $manifest" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The flags that find ChartReel's module and the C modules under it, from the
# command that compiled it.
# (Read into a variable first: a failure inside `< <(...)` would not stop the script.)
found=$(python3 - "$manifest" <<'PY'
import json, re, sys
for block in open(sys.argv[1]).read().split('\n  "'):
    match = re.search(r'^    args: (\[.*\])$', block, re.M)
    if not match:
        continue
    args = json.loads(match.group(1))
    if "-module-name" not in args or args[args.index("-module-name") + 1] != "ChartReel" or "-c" not in args:
        continue
    i = 0
    while i < len(args):
        if args[i] in ("-I", "-Xcc", "-target", "-module-cache-path"):
            print(args[i]); print(args[i + 1]); i += 2; continue
        if args[i].startswith("-I"):
            print(args[i])
        i += 1
    sys.exit(0)
sys.exit(f"docs: {sys.argv[1]} has no compile command for ChartReel")
PY
)
mapfile -t flags <<< "$found"
mkdir "$work/symbols"
swift-symbolgraph-extract -module-name ChartReel "${flags[@]}" -minimum-access-level public -output-dir "$work/symbols"
rm -rf docs/api
if ! docc convert Sources/ChartReel/ChartReel.docc --additional-symbol-graph-dir "$work/symbols" \
    --fallback-display-name ChartReel --fallback-bundle-identifier ChartReel --output-path docs/api --emit-lmdb-index \
    --transform-for-static-hosting --hosting-base-path chartreel \
    --warnings-as-errors --experimental-documentation-coverage --coverage-summary-level brief >"$work/log" 2>&1; then
    grep -v "SendableMetatypes" "$work/log" | tail -n 60
    echo "docs: DocC failed (above)" >&2
    exit 1
fi
python3 - docs/api/documentation-coverage.json <<'PY'
import json, sys
pages = json.load(open(sys.argv[1]))
symbols = [p for p in pages if p["kind"].get("isSymbol")]
# What Swift adds to every conforming type, documented where it is declared.
inherited = {"!=(_:_:)", "hashValue", "hash(into:)", "localizedDescription", "init(rawValue:)", "rawValue",
             "init(unicodeScalarLiteral:)", "init(extendedGraphemeClusterLiteral:)"}
missing = [p["referencePath"].split("documentation/")[-1] for p in symbols
           if not p["hasAbstract"] and not p["kind"]["name"].startswith("Extended")
           and p["referencePath"].rsplit("/", 1)[-1] not in inherited]
if missing:
    print("docs: public symbols without documentation:\n  " + "\n  ".join(sorted(missing)), file=sys.stderr)
    sys.exit(1)
print(f"docs: docs/api/ built; {len(symbols)} public symbols in ChartReel, every one documented")
PY
