#!/usr/bin/env bash
# Part of `make test`: builds the Debian package and the tarball from the
# release binary, runs lintian on the package (no error allowed; the
# warnings left are listed in docs/PACKAGING.md), installs the package with
# apt-get, and runs the installed /usr/bin/chartreel from an empty directory
# with no Swift on PATH: it must load no Swift library, find its presets
# only under /usr/share, and render every preset. The package is purged
# again; the tarball is installed under a temporary prefix and run too.
# Installing needs root: without it only the package is built and checked.
# A chartreel package already installed here is never replaced.
# Usage: scripts/package-check.sh REPO_ROOT BINARY MANUAL
set -euo pipefail
root=$(cd "$1" && pwd) bin=$2 manual=$3
fail() { echo "package-check: $*" >&2; exit 1; }
work=$(mktemp -d /tmp/chartreel-package-check.XXXXXX)
installed=no
cleanup() {
    [ $installed = yes ] && apt-get purge -y -qq chartreel >/dev/null 2>&1
    rm -rf "$work"
}
trap cleanup EXIT
DEB_COMPRESSION=gzip "$root/scripts/deb.sh" "$root" "$bin" "$manual" "$work" >/dev/null
deb=$(ls "$work"/chartreel_*.deb)
# libgd is opened at run time, so deb.sh names it by hand: a package without it would fail at the first frame.
dpkg-deb -f "$deb" Depends | tr ',' '\n' | grep -q '^ *libgd3\b' || fail "Depends does not name libgd3: $(dpkg-deb -f "$deb" Depends)"
lintian --fail-on error --no-tag-display-limit "$deb" > "$work/lintian.log" 2>&1 \
    || { cat "$work/lintian.log" >&2; fail "lintian found errors in $(basename "$deb")"; }
expected_warnings=$(sed -n 's/^- `\([a-z0-9-]*\)`.*/\1/p' "$root/docs/PACKAGING.md" | LC_ALL=C sort -u)
warnings=$(sed -n 's/^W: chartreel[^:]*: \([a-z0-9-]*\).*/\1/p' "$work/lintian.log" | LC_ALL=C sort -u)
unlisted=$(LC_ALL=C comm -23 <(echo "$warnings") <(echo "$expected_warnings") | tr '\n' ' ')
[ -z "${unlisted// }" ] || { cat "$work/lintian.log" >&2; fail "lintian warnings not listed in docs/PACKAGING.md: $unlisted"; }

if [ "$(id -u)" -ne 0 ]; then
    echo "package-check: built $(basename "$deb"), lintian clean; not installed (installing needs root)"
    exit 0
fi
if dpkg-query -W -f '${Status}' chartreel 2>/dev/null | grep -q 'ok installed'; then
    echo "package-check: built $(basename "$deb"), lintian clean; not installed: a chartreel package is installed here already"
    exit 0
fi
installed=yes
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$deb" > "$work/apt.log" 2>&1 \
    || { cat "$work/apt.log" >&2; fail "apt-get install $(basename "$deb") failed"; }
rendered=$("$root/scripts/run-installed.sh" /usr/bin/chartreel /usr/share/chartreel/Presets | wc -l) || exit 1
DEBIAN_FRONTEND=noninteractive apt-get purge -y -qq chartreel > "$work/apt.log" 2>&1 || { cat "$work/apt.log" >&2; fail "apt-get purge failed"; }
installed=no
[ ! -e /usr/bin/chartreel ] && [ ! -e /usr/share/chartreel ] || fail "apt-get purge left /usr/bin/chartreel or /usr/share/chartreel"

"$root/scripts/dist.sh" "$root" "$bin" "$manual" "$work" >/dev/null
tar -C "$work" -xzf "$work"/chartreel-*.tar.gz
"$work"/chartreel-*/install.sh --prefix "$work/prefix" >/dev/null
# The tarball holds the same files (scripts/stage.sh): one preset shows its install works.
"$root/scripts/run-installed.sh" "$work/prefix/bin/chartreel" "$work/prefix/share/chartreel/Presets" one >/dev/null
echo "package-check: $(basename "$deb") lintian clean, installed with apt-get, rendered $rendered presets from /usr/bin with no Swift, purged; the tarball installs and renders under a prefix"
