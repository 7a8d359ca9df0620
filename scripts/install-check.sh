#!/usr/bin/env bash
# A DESTDIR install made from another working directory, then the installed
# binary, run from a third directory with no checkout above it, must find its
# presets (with their data), list them all, render every one, print its man
# page and complete preset names. BINARY (relative to REPO_ROOT) is the one
# `make install` installs, by default the release build's.
# Usage: scripts/install-check.sh REPO_ROOT [BINARY]
set -euo pipefail
root=$(cd "${1:-.}" && pwd)
binary=${2:+BIN=$2}
work=$(mktemp -d /tmp/chartreel-install-check.XXXXXX)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/elsewhere" "$work/run"
(cd "$work/elsewhere" && make -s -f "$root/Makefile" install DESTDIR="$work/dest" PREFIX=/opt/chartreel $binary >"$work/install.log" 2>&1) \
    || { cat "$work/install.log" >&2; echo "install-check: make install failed" >&2; exit 1; }
bin="$work/dest/opt/chartreel/bin/chartreel"
fail() { echo "install-check: $*" >&2; exit 1; }
for f in share/man/man1/chartreel.1 share/bash-completion/completions/chartreel share/zsh/site-functions/_chartreel \
         share/fish/vendor_completions.d/chartreel.fish share/chartreel/Presets/data; do
    [ -e "$work/dest/opt/chartreel/$f" ] || fail "missing $f"
done
cd "$work/run"
names=$("$root/scripts/run-installed.sh" "$bin" "$work/dest/opt/chartreel/share/chartreel/Presets") || exit 1
expected=$(cd "$root/Presets" && ls *.json | grep -v '\.schema\.json$' | sed 's/\.json$//' | LC_ALL=C sort)
[ "$names" = "$expected" ] || fail "installed presets differ from Presets/: $names"
"$bin" ---completion render -- positional@0 2 3 chartreel render device | grep -qx device-activity \
    || fail "no preset names in completions"
grep -q '^\.Dt CHARTREEL 1' "$work/dest/opt/chartreel/share/man/man1/chartreel.1" || fail "the man page has no title"
echo "install-check: installed under DESTDIR from another directory; $(echo "$names" | wc -l) presets listed and rendered from a third"
