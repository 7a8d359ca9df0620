#!/usr/bin/env bash
# Part of `make test`: links the chartreel executable from the test build's
# objects again, with Swift's runtime linked in (as `make build` does), so
# the install and package checks run a binary that needs no Swift without
# compiling every module a second time (about ten minutes of CPU on two
# cores, which `make test` would spend beside the tests). The objects are
# the release build's (same sources, -O) with -enable-testing on top.
#
# SwiftPM's own link command for the product is taken from the test build's
# plan (so the system libraries stay those Package.swift names), and gets
# -static-stdlib. Objects compiled against the shared runtime name only the
# shared Foundation's libraries; the static Foundation needs its own
# (CoreFoundation, libxml2, ...), which an empty object compiled against the
# static runtime names: the compiler records them as it does for any build
# with --static-swift-stdlib.
# Usage: scripts/link-static.sh SCRATCH_PATH OUTPUT
set -euo pipefail
scratch=$1 out=$2
fail() { echo "link-static: $*" >&2; exit 1; }
plan=$scratch/release.yaml
[ -f "$plan" ] || fail "no build plan at $plan: build the tests first (swift build -c release ... --build-tests)"
triple=$(swiftc -print-target-info | python3 -c 'import json,sys; print(json.load(sys.stdin)["target"]["unversionedTriple"])')
work=$(mktemp -d /tmp/chartreel-link.XXXXXX)
trap 'rm -rf "$work"' EXIT
printf 'import Foundation\nimport FoundationXML\n' > "$work/runtime.swift"
swiftc -static-stdlib -parse-as-library -c "$work/runtime.swift" -o "$work/runtime.o" -target "$triple"
mkdir -p "$(dirname "$out")"
python3 - "$plan" "C.chartreel-$triple-release.exe" "$work/runtime.o" "$out.partial" "$work/link.log" <<'PY' \
    || { grep -v "the use of .mktemp." "$work/link.log" >&2 || true; rm -f "$out.partial"; fail "the link failed"; }
import json, subprocess, sys
plan, key, runtime, out, log = sys.argv[1:]
with open(plan) as f:
    text = f.read()
start = text.find('\n  "' + key + '":')
if start < 0:
    open(log, "w").write(f"no link command for chartreel in {plan}\n")
    sys.exit(1)
block = text[start + 1:].split('\n  "', 1)[0]
line = next(l for l in block.split("\n") if l.strip().startswith("args:"))
args = json.loads(line.strip()[len("args:"):])
output = args.index("-o")
command = args[:output] + ["-o", out] + args[output + 2:] + ["-static-stdlib", runtime]
with open(log, "w") as f:
    sys.exit(subprocess.run(command, stdout=f, stderr=subprocess.STDOUT).returncode)
PY
if ldd "$out.partial" | grep -q 'libswiftCore\|libFoundation'; then
    rm -f "$out.partial"; fail "the linked binary still loads Swift's runtime"
fi
mv "$out.partial" "$out"
