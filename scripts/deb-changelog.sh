#!/usr/bin/env bash
# Prints a Debian changelog entry for VERSION from CHANGELOG.md: the bullets
# of its "## VERSION (YYYY-MM-DD)" section, dated that day.
# Usage: scripts/deb-changelog.sh CHANGELOG.md VERSION
set -euo pipefail
changelog=$1 version=$2
heading=$(grep -m1 "^## $version (" "$changelog") \
    || { echo "deb-changelog: $changelog has no section '## $version (YYYY-MM-DD)'" >&2; exit 1; }
day=$(echo "$heading" | sed -n 's/.*(\([0-9-]*\)).*/\1/p')
echo "chartreel ($version) unstable; urgency=medium"
echo
# The section's bullets, each joined onto one line, then wrapped for Debian.
awk -v heading="$heading" '
    $0 == heading { inside = 1; next }
    inside && /^## / { exit }
    inside && /^- / { if (item != "") print item; item = substr($0, 3); next }
    inside && /^  / && item != "" { sub(/^ +/, ""); item = item " " $0; next }
    END { if (item != "") print item }
' "$changelog" | tr -d '`' | while IFS= read -r item; do
    echo "$item" | fold -s -w 72 | sed '1s/^/  * /; 2,$s/^/    /' | sed 's/ *$//'
done
echo
echo " -- chartreel developers <chartreel@users.noreply.github.com>  $(LC_ALL=C date -u -R -d "$day")"
