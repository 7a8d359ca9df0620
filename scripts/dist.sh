#!/usr/bin/env bash
# Writes OUT_DIR/chartreel-VERSION-linux-ARCH.tar.gz: the files `make
# install` lays out (scripts/stage.sh), with the release binary (Swift's
# runtime linked in) and an install script, for Linux distributions other
# than Debian. The system libraries it loads are listed in INSTALL.
# Usage: scripts/dist.sh REPO_ROOT BINARY MANUAL OUT_DIR
set -euo pipefail
root=$(cd "$1" && pwd) bin=$2 manual=$3 out=$4
version=$("$root/scripts/version.sh")
arch=$(uname -m)
name=chartreel-$version-linux-$arch
work=$(mktemp -d /tmp/chartreel-dist.XXXXXX)
trap 'rm -rf "$work"' EXIT
"$root/scripts/stage.sh" "$root" "$bin" "$manual" "$work/$name" --packaged
install -m 644 "$root/LICENSE" "$root/CHANGELOG.md" "$work/$name/"
install -m 755 "$root/scripts/dist-install.sh" "$work/$name/install.sh"
# libgd.so.3 too, which chartreel opens when it draws the first frame (ldd does not list it).
libraries=$( (ldd "$bin" | awk '/=>/ { print $1 }'; echo libgd.so.3) | LC_ALL=C sort | tr '\n' ' ')
cat > "$work/$name/INSTALL" <<INSTALL
chartreel $version for Linux ($arch)

  sudo ./install.sh              # into /usr/local
  ./install.sh --prefix ~/.local # or anywhere

chartreel needs ffmpeg and ffprobe on PATH, the DejaVu fonts (Noto and
Symbola for Arabic, Hebrew and symbols), and these libraries, which
install.sh checks for: $libraries
INSTALL
mkdir -p "$out"
tar -C "$work" --owner=0 --group=0 --numeric-owner --sort=name -czf "$out/$name.tar.gz" "$name"
echo "dist: wrote $out/$name.tar.gz ($(du -h "$out/$name.tar.gz" | cut -f1))"
