#!/usr/bin/env python3
"""Renders frames of a Lottie document in a real player, for the tests that
compare chartreel's Lottie export with its own PNG frames:

  rlottie   the Samsung/Telegram player (PyPI rlottie-python)
  lottie    the python-lottie player (PyPI lottie): the frame as SVG, drawn
            by CairoSVG

    lottie-frames.py [--player rlottie|lottie] DOC.json OUT_PREFIX W H N1 [N2 ...]

writes OUT_PREFIX-N.png for each frame N at W x H pixels, straight RGBA.
Run it with the Python of .build/lint-venv (make test-deps installs both
players there)."""
import io
import sys


def rlottie_frames(document, prefix, width, height, numbers):
    from PIL import Image
    from rlottie_python import LottieAnimation
    animation = LottieAnimation.from_file(document)
    total = animation.lottie_animation_get_totalframe()
    for n in numbers:
        if not 0 <= n < total:
            sys.exit(f"lottie-frames.py: frame {n} is outside the document's 0...{total - 1}")
        # rlottie draws premultiplied BGRA.
        buffer = animation.lottie_animation_render(frame_num=n, width=width, height=height)
        frame = Image.frombuffer("RGBa", (width, height), buffer, "raw", "BGRa").convert("RGBA")
        frame.save(f"{prefix}-{n}.png")


# python-lottie takes a hold keyframe's value only after the keyframe's time
# (the specification, rlottie and lottie-web from its time), so at a frame
# that falls on a keyframe after a hold it shows the frame before. Drawn a
# thousandth of a frame later, a linear segment moves by a thousandth of its
# step, and each hold shows its own value.
PYTHON_LOTTIE_LATER = 0.001


def python_lottie_frames(document, prefix, width, height, numbers):
    import cairosvg
    from lottie.exporters.svg import export_svg
    from lottie.objects.bezier import Bezier
    from lottie.parsers.tgs import parse_tgs

    # python-lottie cuts an empty trim (start = end) as a point it computes
    # on the path, which fails (IndexError) on a subpath of one vertex; an
    # empty trim draws nothing (the specification, rlottie), so it is cut
    # as nothing.
    segment = Bezier.segment

    def trimmed(self, t1, t2):
        return Bezier() if t1 == t2 else segment(self, t1, t2)

    Bezier.segment = trimmed
    animation = parse_tgs(document)
    for n in numbers:
        if not animation.in_point <= n < animation.out_point:
            sys.exit(f"lottie-frames.py: frame {n} is outside the document's {animation.in_point}...{animation.out_point - 1}")
        svg = io.BytesIO()
        export_svg(animation, svg, n + PYTHON_LOTTIE_LATER, pretty=False)
        cairosvg.svg2png(bytestring=svg.getvalue(), write_to=f"{prefix}-{n}.png", output_width=width, output_height=height)


def main(argv):
    player = "rlottie"
    if len(argv) > 2 and argv[1] == "--player":
        player, argv = argv[2], argv[:1] + argv[3:]
    if player not in ("rlottie", "lottie") or len(argv) < 6:
        sys.exit("usage: lottie-frames.py [--player rlottie|lottie] DOC.json OUT_PREFIX W H N1 [N2 ...]")
    render = rlottie_frames if player == "rlottie" else python_lottie_frames
    render(argv[1], argv[2], int(argv[3]), int(argv[4]), list(map(int, argv[5:])))


if __name__ == "__main__":
    main(sys.argv)
