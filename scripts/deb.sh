#!/usr/bin/env bash
# Builds OUT_DIR/chartreel_VERSION_ARCH.deb with dpkg-deb from the release
# binary (Swift's runtime linked in: no Swift needed where it is installed),
# laid out by scripts/stage.sh under /usr, with the Debian copyright and
# changelog files. Depends comes from dpkg-shlibdeps (the libraries the
# binary links) and the programs and fonts chartreel runs with.
# Usage: scripts/deb.sh REPO_ROOT BINARY MANUAL OUT_DIR
# DEB_COMPRESSION (default xz) is dpkg-deb's -Z: the package check uses
# gzip, which builds the same files several times faster.
set -euo pipefail
root=$(cd "$1" && pwd) bin=$2 manual=$3 out=$4
version=$("$root/scripts/version.sh")
arch=$(dpkg --print-architecture)
fail() { echo "deb: $*" >&2; exit 1; }
work=$(mktemp -d /tmp/chartreel-deb.XXXXXX)
trap 'rm -rf "$work"' EXIT
pkg=$work/pkg
ZSH_DIR=share/zsh/vendor-completions "$root/scripts/stage.sh" "$root" "$bin" "$manual" "$pkg/usr" --packaged
gzip -9n "$pkg/usr/share/man/man1/chartreel.1"
doc=$pkg/usr/share/doc/chartreel
install -d "$doc"
"$root/scripts/deb-copyright.sh" > "$doc/copyright"
"$root/scripts/deb-changelog.sh" "$root/CHANGELOG.md" "$version" | gzip -9n > "$doc/changelog.gz"
find "$pkg" -type d -exec chmod 755 {} +

# dpkg-shlibdeps reads the package's name from a debian/control.
mkdir -p "$work/src/debian" "$pkg/DEBIAN"
printf 'Source: chartreel\n\nPackage: chartreel\nArchitecture: any\n' > "$work/src/debian/control"
shlibs=$(cd "$work/src" && dpkg-shlibdeps -O "$pkg/usr/bin/chartreel" 2>"$work/shlibdeps.log") \
    || { cat "$work/shlibdeps.log" >&2; fail "dpkg-shlibdeps failed"; }
libraries=${shlibs#shlibs:Depends=}
[ -n "$libraries" ] || fail "dpkg-shlibdeps found no libraries"
# libgd is opened when the first canvas is made (GDLibrary.soname), not linked, so
# dpkg-shlibdeps cannot see it: its dependency is the one the shlibs file of the
# package shipping libgd.so.3 gives, as dpkg-shlibdeps would have read it.
gd_package=$(dpkg -S '*/libgd.so.3' 2>/dev/null | head -n1 | cut -d: -f1) || true
gd_depends=$([ -n "$gd_package" ] && dpkg-query --control-show "$gd_package" shlibs 2>/dev/null \
    | awk '$1 == "libgd" && $2 == "3" { $1 = ""; $2 = ""; sub(/^ +/, ""); print; exit }') || true
[ -n "$gd_depends" ] || fail "no package here ships libgd.so.3 with a shlibs entry (apt-get install libgd3)"
libraries="$libraries, $gd_depends"
cat > "$pkg/DEBIAN/control" <<CONTROL
Package: chartreel
Version: $version
Architecture: $arch
Maintainer: chartreel developers <chartreel@users.noreply.github.com>
Installed-Size: $(du -sk --exclude=DEBIAN "$pkg" | cut -f1)
Depends: $libraries, ffmpeg, fontconfig, fonts-dejavu-core
Recommends: fonts-noto-core, fonts-symbola
Suggests: chromium, librlottie0-1
Section: graphics
Priority: optional
Homepage: https://github.com/chartreel/chartreel
Description: chart animations as GIF, video and frames, with Core Animation timing
 chartreel turns a declarative chart scene (JSON or YAML) into an animation:
 a line drawn by strokeEnd, a donut filling up, a Telegram-style range window
 sliding, a timeline scrolling to now. It writes GIF, MP4, WebM, APNG, WebP,
 MOV and a page to scrub through, single frames as PNG or SVG, and contact
 sheets; its check command keeps committed demo assets in step with their
 scenes. Presets reproduce the charts of the articles it comes from.
CONTROL
(cd "$pkg" && find usr -type f -exec md5sum {} + | LC_ALL=C sort -k2) > "$pkg/DEBIAN/md5sums"
chmod 644 "$pkg/DEBIAN/control" "$pkg/DEBIAN/md5sums"
mkdir -p "$out"
dpkg-deb --root-owner-group -Z"${DEB_COMPRESSION:-xz}" --build "$pkg" "$out/chartreel_${version}_${arch}.deb" >/dev/null
echo "deb: wrote $out/chartreel_${version}_${arch}.deb ($(du -h "$out/chartreel_${version}_${arch}.deb" | cut -f1))"
