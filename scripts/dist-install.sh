#!/usr/bin/env bash
# Installs chartreel from this unpacked tarball under PREFIX (default
# /usr/local): bin/chartreel, share/chartreel/Presets, the man page and
# the completions. Checks first that the system has what chartreel loads.
# Usage: ./install.sh [--prefix DIR]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
prefix=/usr/local
while [ $# -gt 0 ]; do
    case "$1" in
        --prefix)
            [ $# -ge 2 ] && [ -n "$2" ] || { echo "install.sh: --prefix needs a directory" >&2; exit 2; }
            prefix=$2; shift 2 ;;
        *) echo "install.sh: unknown argument '$1' (use --prefix DIR)" >&2; exit 2 ;;
    esac
done
# A relative prefix is the caller's, not this folder's (the script moves into it below).
case $prefix in /*) ;; *) prefix=$PWD/$prefix ;; esac
missing=$(ldd "$here/bin/chartreel" | awk '/not found/ { print $1 }' | tr '\n' ' ')
# libgd is opened when the first frame is drawn, not linked, so ldd does not list it.
# The cache is read whole before grep looks at it: piped, grep -q stops reading
# at the match, and ldconfig, cut off mid-write, fails the pipeline (pipefail).
grep -q 'libgd\.so\.3 ' <<< "$(/sbin/ldconfig -p 2>/dev/null || true)" || missing="${missing}libgd.so.3 "
if [ -n "$missing" ]; then
    echo "install.sh: this system lacks libraries chartreel loads: $missing" >&2
    echo "install.sh: on Debian and Ubuntu: apt-get install libgd3 libraqm0 libchafa0 libfontconfig1 libwebpdemux2 libyaml-0-2" >&2
    exit 1
fi
command -v ffmpeg >/dev/null || echo "install.sh: note: ffmpeg is not on PATH; chartreel needs it to write animations" >&2
cd "$here"
files=$(find bin share -type f)
# install(1) puts a file into a folder that stands at its path: refuse before writing anything.
while IFS= read -r file; do
    if [ -d "$prefix/$file" ]; then
        echo "install.sh: $prefix/$file is a folder where chartreel installs a file; move it away or give another --prefix" >&2
        exit 1
    fi
done <<< "$files"
while IFS= read -r file; do
    mode=644; [ "$file" = bin/chartreel ] && mode=755
    install -D -m "$mode" "$file" "$prefix/$file"
done <<< "$files"
echo "install.sh: installed chartreel into $prefix ($("$prefix/bin/chartreel" --version))"
