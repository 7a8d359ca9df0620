#!/usr/bin/env bash
# Prints chartreel's version, kept in one place: Reel.version in
# Sources/ReelScene/Render/Reel.swift (what `chartreel --version` says).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
version=$(sed -n 's/^ *package static let version = "\([0-9][0-9A-Za-z.+~-]*\)"$/\1/p' "$root/Sources/ReelScene/Render/Reel.swift")
[ -n "$version" ] || { echo "version: no Reel.version in Sources/ReelScene/Render/Reel.swift" >&2; exit 1; }
echo "$version"
