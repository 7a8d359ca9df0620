#!/usr/bin/env python3
"""Writes the synthetic data files in the Telegram March 2019 contest's
chart_data.json format that the telegram presets and the benchmark read.

The data is made up (daily values with a trend, weekly rhythm, bursts and
noise from a fixed seed), so the files are ours to ship; run this script to
regenerate them byte for byte.

    scripts/contest-data.py            # Presets/data/*.json and scripts/bench/five-lines.json
"""
import json
import math
import os
import random

DAY_MS = 86_400_000
START_MS = 1_520_899_200_000  # 2018-03-13 00:00 UTC
ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")


def series(rng, days, base, trend, weekly, noise, bursts=(), floor=0):
    values = []
    for d in range(days):
        v = base * (1 + trend * d / days)
        v *= 1 + weekly * math.sin(2 * math.pi * (d % 7) / 7)
        for centre, height, width in bursts:
            v += height * math.exp(-((d - centre) / width) ** 2)
        v *= 1 + noise * (rng.random() - 0.5)
        values.append(max(int(round(v)), floor))
    return values


def chart(days, lines):
    """lines: [(id, name, colour, values)]"""
    x = ["x"] + [START_MS + d * DAY_MS for d in range(days)]
    return {
        "columns": [x] + [[i] + v for i, _, _, v in lines],
        "types": dict([("x", "x")] + [(i, "line") for i, _, _, _ in lines]),
        "names": {i: n for i, n, _, _ in lines},
        "colors": {i: c for i, _, c, _ in lines},
    }


def write(path, charts):
    full = os.path.join(ROOT, path)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    with open(full, "w") as f:
        # One chart per line, one column per line: small, and diffs stay readable.
        f.write("[\n")
        for k, c in enumerate(charts):
            f.write('  {\n    "columns": [\n')
            f.write(",\n".join("      " + json.dumps(col, separators=(",", ":")) for col in c["columns"]))
            f.write("\n    ],\n")
            for key in ("types", "names", "colors"):
                f.write(f'    "{key}": {json.dumps(c[key])}' + (",\n" if key != "colors" else "\n"))
            f.write("  }" + (",\n" if k + 1 < len(charts) else "\n"))
        f.write("]\n")
    print("wrote", path)


def main():
    rng = random.Random(2019)
    days = 112
    followers = chart(days, [
        ("y0", "Joined", "#3DC23F", series(rng, days, 3200, 0.6, 0.18, 0.25, [(64, 5200, 3), (90, 2600, 5)])),
        ("y1", "Left", "#F34C44", series(rng, days, 1100, 0.25, 0.12, 0.3, [(66, 900, 4)])),
    ])
    views = chart(days, [
        ("y0", "Views", "#4682B4", series(rng, days, 41000, 0.3, 0.1, 0.2, [(30, 22000, 6)])),
        ("y1", "Shares", "#E8AF14", series(rng, days, 5200, 0.1, 0.2, 0.3)),
    ])
    write("Presets/data/followers.json", [followers, views])

    days = 365
    four = chart(days, [
        ("y0", "Views", "#3497ED", series(rng, days, 1_400_000, 1.2, 0.12, 0.18, [(200, 1_500_000, 6), (330, 900_000, 9)])),
        ("y1", "Reach", "#2373DB", series(rng, days, 620_000, 0.9, 0.1, 0.2, [(200, 500_000, 6)])),
        ("y2", "Shares", "#9ED448", series(rng, days, 140_000, 0.5, 0.16, 0.25, [(120, 120_000, 4)])),
        ("y3", "Comments", "#5FB641", series(rng, days, 36_000, 0.4, 0.2, 0.3, [(260, 40_000, 3)])),
    ])
    write("Presets/data/four-lines.json", [four])

    colours = ["#3DC23F", "#F34C44", "#3497ED", "#E8AF14", "#9B59B6"]
    names = ["Joined", "Left", "Views", "Shares", "Reactions"]
    five = chart(days, [
        (f"y{k}", names[k], colours[k], series(rng, days, 2000 * (k + 1), 0.4 + 0.2 * k, 0.15, 0.3, [(40 + 60 * k, 3000 * (k + 1), 4)]))
        for k in range(5)
    ])
    write("scripts/bench/five-lines.json", [five])


if __name__ == "__main__":
    main()
