#!/usr/bin/env python3
"""Writes the synthetic round-2 contest files the contest-* presets read, in
the 2019 contest's own shapes: Presets/data/contest-NAME/overview.json (one
chart object: columns, types, names, colors, and the flags y_scaled, stacked,
percentage). The day zooms' files (contest-day-zoom, contest-bars-zoom) are
copied from scripts/contest-layout-data.py's output, in the contest's layout.
Deterministic: the same bytes on every run. Usage: scripts/contest-round2-data.py (round 1's files: scripts/contest-data.py)"""
import json, math, os, random

ROOT = os.path.join(os.path.dirname(__file__), "..", "Presets", "data")
DAY_MS = 86_400_000
START = 1_523_059_200_000  # 2018-04-07 00:00 UTC, as the contest's files start
DAYS = 365


def days():
    return [START + i * DAY_MS for i in range(DAYS)]


def series(rng, base, swing, trend, noise, weekly=0.0, floor=0):
    values = []
    for i in range(DAYS):
        season = math.sin(i / DAYS * 2 * math.pi * 1.5) * swing
        week = math.sin(i / 7 * 2 * math.pi) * weekly
        value = base + season + week + trend * i + rng.uniform(-noise, noise)
        values.append(max(floor, int(round(value))))
    return values


def chart(x, columns, kinds, names, colors, **flags):
    labels = [f"y{k}" for k in range(len(columns))]
    result = {
        "columns": [["x"] + x] + [[label] + values for label, values in zip(labels, columns)],
        "types": {"x": "x", **{label: kind for label, kind in zip(labels, kinds)}},
        "names": dict(zip(labels, names)),
        "colors": dict(zip(labels, colors)),
    }
    result.update(flags)
    return result


def write(path, data):
    full = os.path.join(ROOT, path)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    with open(full, "w") as f:
        json.dump(data, f, separators=(",", ":"))
        f.write("\n")


def main():
    rng = random.Random(2019)
    x = days()
    views = series(rng, 90_000, 30_000, 60, 12_000, weekly=8_000, floor=1_000)
    shares = series(rng, 700, 260, 1.2, 160, weekly=60, floor=10)
    write("contest-two-axes/overview.json",
          chart(x, [views, shares], ["line", "line"], ["Views", "Shares"], ["#FE3C30", "#4682B4"], y_scaled=True))

    apps = ["Apples", "Oranges", "Lemons", "Apricots", "Kiwi", "Pears", "Plums"]
    bar_colors = ["#3497ED", "#2373DB", "#9ED448", "#5FB641", "#F5BD25", "#F79E39", "#E65850"]
    stacked = [series(rng, 200 + 90 * k, 60 + 10 * k, 0.2, 40, weekly=20) for k in range(7)]
    write("contest-stacked-bars/overview.json",
          chart(x, stacked, ["bar"] * 7, apps, bar_colors, stacked=True))

    single = series(rng, 3_800_000, 900_000, 2_000, 500_000, weekly=400_000, floor=100_000)
    write("contest-single-bar/overview.json",
          chart(x, [single], ["bar"], ["Interactions"], ["#64ADED"]))

    fruits = ["Apples", "Oranges", "Lemons", "Apricots", "Kiwi", "Pears"]
    area_colors = ["#3497ED", "#2373DB", "#9ED448", "#5FB641", "#F5BD25", "#F79E39"]
    areas = [series(rng, 60 + 25 * k, 30, 0.05 * (3 - k), 12, floor=2) for k in range(6)]
    write("contest-percentage-area/overview.json",
          chart(x, areas, ["area"] * 6, fruits, area_colors, stacked=True, percentage=True))
    # contest-day-zoom's files are in the contest's real layout: scripts/contest-layout-data.py writes them.


if __name__ == "__main__":
    main()
