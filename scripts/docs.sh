#!/usr/bin/env bash
# make docs: the ChartReel library's DocC documentation, as a static site in
# docs/api/ (not committed), built through swift-docc-plugin. DocC's
# warnings are errors (a broken link, a missing article), and so is a
# public declaration without documentation: DocC's coverage report lists
# every page, and only what the compiler and the standard library add on
# their own (!=, hashValue, the other literal initialisers, ...) may go
# without an abstract. Prints the number of public symbols.
#
# Arguments are build options for `swift package` (make test passes its own,
# so the symbol graph comes from the modules the test build compiled rather
# than from a debug build of the whole graph).
set -euo pipefail
cd "$(dirname "$0")/.."
rm -rf docs/api
log=$(mktemp)
trap 'rm -f "$log"' EXIT
if ! swift package "$@" --allow-writing-to-directory docs/api generate-documentation --target ChartReel \
    --output-path docs/api --transform-for-static-hosting --hosting-base-path chartreel \
    --warnings-as-errors --experimental-documentation-coverage --coverage-summary-level brief >"$log" 2>&1; then
    grep -v "SendableMetatypes" "$log" | tail -n 60
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
