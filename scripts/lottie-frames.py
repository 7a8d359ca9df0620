#!/usr/bin/env python3
"""Renders frames of a Lottie document with rlottie (PyPI rlottie-python, the
Samsung/Telegram player), for the tests that compare chartreel's Lottie
export with its own PNG frames.

    lottie-frames.py DOC.json OUT_PREFIX W H N1 [N2 ...]

writes OUT_PREFIX-N.png for each frame N at W x H pixels. rlottie draws
premultiplied BGRA; the PNGs hold straight RGBA. Run it with the Python of
.build/lint-venv (make test-deps installs rlottie-python there)."""
import sys

from PIL import Image
from rlottie_python import LottieAnimation


def main(argv):
    if len(argv) < 6:
        sys.exit("usage: lottie-frames.py DOC.json OUT_PREFIX W H N1 [N2 ...]")
    document, prefix = argv[1], argv[2]
    width, height = int(argv[3]), int(argv[4])
    animation = LottieAnimation.from_file(document)
    total = animation.lottie_animation_get_totalframe()
    for n in map(int, argv[5:]):
        if not 0 <= n < total:
            sys.exit(f"lottie-frames.py: frame {n} is outside the document's 0...{total - 1}")
        buffer = animation.lottie_animation_render(frame_num=n, width=width, height=height)
        frame = Image.frombuffer("RGBa", (width, height), buffer, "raw", "BGRa").convert("RGBA")
        frame.save(f"{prefix}-{n}.png")


if __name__ == "__main__":
    main(sys.argv)
