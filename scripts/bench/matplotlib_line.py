"""Seed 001's line drawn with matplotlib, for `make bench` to time against chartreel.

The same animation as scripts/bench/line-800x480.json, done the usual
matplotlib way: FuncAnimation redrawing the figure for every frame and
FFMpegWriter piping the frames to ffmpeg (H.264, crf 18, yuv420p).
800x480 px at 2 px a point, 60 fps, 3 s; the 4 pt orange-to-red line is revealed by arc
length (strokeEnd) over 2.5 s, then a bubble shows the last value.

    python matplotlib_line.py OUTPUT.mp4
"""
import sys

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402
from matplotlib.animation import FFMpegWriter, FuncAnimation  # noqa: E402
from matplotlib.collections import LineCollection  # noqa: E402
from matplotlib.colors import LinearSegmentedColormap  # noqa: E402

VALUES = np.array([10, 20, 15, 20, 40, 10, 20], dtype=float)
LABELS = [f"03-{day:02d}" for day in range(1, 8)]
FPS, DURATION, REVEAL, DPI = 60, 3.0, 2.5, 144
SUBDIVISIONS = 40  # pieces per segment, so the colour changes smoothly along x


def main(output):
    # 144 dpi: a point is 2 px, as in chartreel's scene at scale 2.
    fig = plt.figure(figsize=(800 / DPI, 480 / DPI), dpi=DPI, facecolor="#F3F3F3")
    ax = fig.add_axes([0.07, 0.1, 0.91, 0.88], facecolor="#F3F3F3")
    ax.set_xlim(-0.5, 6.5)
    ax.set_ylim(0, 60)
    ax.set_yticks(range(0, 60, 10))
    ax.set_xticks(range(7), LABELS)
    ax.tick_params(colors="#9E9E9E", labelsize=10, length=0)
    ax.grid(axis="y", color="#E7E7E7", linewidth=1)
    for spine in ax.spines.values():
        spine.set_visible(False)

    # The polyline, finely subdivided, with its cumulative arc length in display units.
    xs = np.concatenate([np.linspace(i, i + 1, SUBDIVISIONS, endpoint=False) for i in range(6)] + [[6.0]])
    ys = np.interp(xs, np.arange(7), VALUES)
    display = ax.transData.transform(np.column_stack([xs, ys]))
    lengths = np.concatenate([[0], np.cumsum(np.hypot(*np.diff(display, axis=0).T))])
    cmap = LinearSegmentedColormap.from_list("seed001", ["#FDA408", "#FB252D"])
    line = LineCollection([], linewidths=4, capstyle="round", joinstyle="round")
    ax.add_collection(line)
    dots = ax.scatter([], [], s=(2 * 4) ** 2, zorder=3)
    bubble = ax.annotate("", (6, VALUES[-1]), xytext=(8, 10), textcoords="offset points", fontsize=10,
                         color="white", bbox=dict(boxstyle="round", fc="#FB252D", ec="none"), alpha=0)

    def frame(index):
        t = index / FPS
        end = min(t / REVEAL, 1) * lengths[-1]
        n = np.searchsorted(lengths, end, side="right")
        points = np.column_stack([xs[:n], ys[:n]])
        if n < len(xs) and n > 0:
            f = (end - lengths[n - 1]) / (lengths[n] - lengths[n - 1])
            points = np.vstack([points, [xs[n - 1] + f * (xs[n] - xs[n - 1]), ys[n - 1] + f * (ys[n] - ys[n - 1])]])
        segments = np.stack([points[:-1], points[1:]], axis=1) if len(points) > 1 else []
        line.set_segments(segments)
        line.set_color(cmap(points[:-1, 0] / 6) if len(points) > 1 else [])
        ends = [points[0], points[-1]] if len(points) else []
        dots.set_offsets(ends if len(ends) else np.empty((0, 2)))
        dots.set_color(cmap([p[0] / 6 for p in ends]) if len(ends) else [])
        bubble.set_text(f"{VALUES[-1]:g}" if t >= REVEAL else "")
        bubble.set_alpha(min(max((t - REVEAL) / 0.15, 0), 1))
        return line, dots, bubble

    frames = int(round(FPS * DURATION))
    animation = FuncAnimation(fig, frame, frames=frames, interval=1000 / FPS, blit=False)
    writer = FFMpegWriter(fps=FPS, codec="libx264",
                          extra_args=["-preset", "medium", "-crf", "18", "-tune", "animation", "-pix_fmt", "yuv420p"])
    animation.save(output, writer=writer, dpi=DPI)


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "matplotlib-line.mp4")
