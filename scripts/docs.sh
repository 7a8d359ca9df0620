#!/usr/bin/env bash
# make docs: the ChartReel library's DocC documentation, as a static site in
# docs/api/ (not committed), built through swift-docc-plugin. Any DocC
# warning (a symbol without documentation, a broken link) fails the build.
set -euo pipefail
cd "$(dirname "$0")/.."
rm -rf docs/api
log=$(mktemp)
trap 'rm -f "$log"' EXIT
if ! swift package --allow-writing-to-directory docs/api generate-documentation --target ChartReel \
    --output-path docs/api --transform-for-static-hosting --hosting-base-path chartreel \
    --warnings-as-errors >"$log" 2>&1; then
    cat "$log"
    echo "docs: DocC failed (above)" >&2
    exit 1
fi
if grep -E "warning:" "$log"; then
    echo "docs: DocC warned (above); every public symbol needs documentation and every link a target" >&2
    exit 1
fi
echo "docs: docs/api/ ($(find docs/api -name '*.json' -path '*data/documentation*' | wc -l) pages)"
