#!/usr/bin/env bash
# Part of `make test`: action.yml and docs/ci-example.yml checked against
# the SchemaStore schemas of GitHub actions and workflows (check-jsonschema),
# and by actionlint where scripts/lint-deps.sh could install it.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
venv=$root/.build/lint-venv
[ -x "$venv/bin/check-jsonschema" ] || { echo "workflow-lint: run make test-deps first (no $venv)" >&2; exit 1; }
"$venv/bin/check-jsonschema" -q --builtin-schema vendor.github-actions "$root/action.yml"
"$venv/bin/check-jsonschema" -q --builtin-schema vendor.github-workflows "$root/docs/ci-example.yml"
checked="schemas"
if [ -x "$venv/bin/actionlint" ]; then
    # actionlint reads an action's metadata where a workflow uses it from the
    # repository: this one uses ./ (action.yml) the way the example uses the release.
    work=$(mktemp -d /tmp/chartreel-actionlint.XXXXXX)
    trap 'rm -rf "$work"' EXIT
    mkdir -p "$work/.github/workflows"
    cp "$root/action.yml" "$work/"
    sed 's|uses: chartreel/chartreel@v1|uses: ./|' "$root/docs/ci-example.yml" > "$work/.github/workflows/example.yml"
    (cd "$work" && "$venv/bin/actionlint" .github/workflows/example.yml)
    checked="schemas and actionlint"
fi
echo "workflow-lint: action.yml and docs/ci-example.yml pass ($checked)"
