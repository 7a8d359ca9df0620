#!/usr/bin/env python3
"""Writes synthetic telegram data in the 2019 contest's real file layout, for
scenes and layout checks on it (never into Presets/: which of these become
presets is decided there). Deterministic: the same bytes for the same seed.

Usage: scripts/contest-layout-data.py [OUT] [--seed N] [--messy]
(OUT defaults to out/contest-layout/). Files, each one chart object in the
contest's shape (columns, types, names, colors, flags; x in ms, UTC):

- 1/overview.json: two line series, daily, a year.
- 1/YYYY-MM/DD.json: for every day of the overview, hourly points for the
  seven days around it (three before, the day, three after: 168 points),
  the same two series; neighbouring day files overlap by six days, and
  agree where they overlap (both sample one hourly curve).
- 4/overview.json: one bar series "views", daily, a year.
- 4/YYYY-MM/DD.json: that day only, three LINE series at 5-minute steps
  (288 points): the detail has other marks and series than the overview.

With --messy, also messy/ (one folder per case, each an overview.json, and
for "gaps" day files too):
- gaps: points missing in the overview (x skips days), day files holding
  their day's hours with three hours missing, and one day file missing;
- spike: one value 1000x its neighbours;
- huge: values around 1e12; tiny: values around 1e-3 (floats);
- constant: one series constant; zeros: one series all 0;
- long-names: very long series names in Arabic, CJK and with emoji;
- two-points: a 2-point series."""
import importlib.util, json, math, os, random, sys
from datetime import datetime, timezone


def _round2():
    """The round-2 generator beside this script: one contest chart object, one start date."""
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "contest-round2-data.py")
    spec = importlib.util.spec_from_file_location("contest_round2_data", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


_ROUND2 = _round2()
chart = _ROUND2.chart
DAY_MS = _ROUND2.DAY_MS
START = _ROUND2.START
HOUR_MS = 3_600_000
FIVE_MIN_MS = 300_000
DAYS = _ROUND2.DAYS


def write(root, path, data):
    full = os.path.join(root, path)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    with open(full, "w") as f:
        json.dump(data, f, separators=(",", ":"), ensure_ascii=False)
        f.write("\n")


def day_path(folder, day_ms):
    stamp = datetime.fromtimestamp(day_ms / 1000, tz=timezone.utc)
    return f"{folder}/{stamp:%Y-%m}/{stamp:%d}.json"


def hourly(seed, base, swing, hours):
    """One smooth hourly curve with a daily rhythm and noise fixed per hour,
    so every day file sampling hour h gives the same value."""
    values = []
    for h in hours:
        noise = random.Random(seed * 1_000_003 + h).uniform(-0.12, 0.12)
        day = math.sin(h / 24 * 2 * math.pi - 2) * 0.6
        season = math.sin(h / (24 * DAYS) * 3 * math.pi) * swing
        values.append(max(0, int(round((base + season) / 24 * (1 + day + noise)))))
    return values


def daily(values_per_hour):
    return [sum(values_per_hour[d * 24:(d + 1) * 24]) for d in range(len(values_per_hour) // 24)]


def chart_one(root, seed):
    # Hours from three days before the first day to three days after the last.
    hours = list(range(-72, (DAYS + 3) * 24))
    joined = hourly(seed, 4_000, 1_500, hours)
    left = hourly(seed + 1, 2_600, 900, hours)
    x = [START + d * DAY_MS for d in range(DAYS)]
    write(root, "1/overview.json",
          chart(x, [daily(joined[72:72 + DAYS * 24]), daily(left[72:72 + DAYS * 24])],
                ["line", "line"], ["Joined", "Left"], ["#4BD964", "#FE3C30"]))
    for d in range(DAYS):
        first = d * 24  # index of (day - 3 days) in hours
        week = range(first, first + 168)
        xs = [START + hours[i] * HOUR_MS for i in week]
        write(root, day_path("1", x[d]),
              chart(xs, [[joined[i] for i in week], [left[i] for i in week]],
                    ["line", "line"], ["Joined", "Left"], ["#4BD964", "#FE3C30"]))


def chart_four(root, seed):
    rng = random.Random(seed)
    x = [START + d * DAY_MS for d in range(DAYS)]
    names = ["Views", "Reads", "Shares"]
    colors = ["#3896E8", "#558DED", "#5CBCDF"]
    views = []
    for d in range(DAYS):
        scale = 1 + 0.4 * math.sin(d / DAYS * 3 * math.pi)
        steps = [[max(0, int(round((900 - 280 * k) * scale * (1 + 0.7 * math.sin(s / 288 * 2 * math.pi - 2))
                                     * (1 + rng.uniform(-0.2, 0.2)))))
                  for s in range(288)] for k in range(3)]
        views.append(sum(steps[0]))
        xs = [x[d] + s * FIVE_MIN_MS for s in range(288)]
        write(root, day_path("4", x[d]), chart(xs, steps, ["line"] * 3, names, colors))
    write(root, "4/overview.json", chart(x, [views], ["bar"], ["Views"], ["#64ADED"]))


def messy(root, seed):
    rng = random.Random(seed)
    n = 60
    x = [START + d * DAY_MS for d in range(n)]
    base = [int(1000 + 400 * math.sin(d / 9) + rng.uniform(-100, 100)) for d in range(n)]
    other = [int(600 + 200 * math.cos(d / 7) + rng.uniform(-60, 60)) for d in range(n)]
    two = (["line", "line"], ["A", "B"], ["#4BD964", "#FE3C30"])

    kept = [d for d in range(n) if d % 11 not in (4, 5) and d != 30]
    gx = [x[d] for d in kept]
    write(root, "messy/gaps/overview.json", chart(gx, [[base[d] for d in kept], [other[d] for d in kept]], *two))
    for d in kept:
        if d == 20:
            continue  # a day file missing although the overview has the day
        hours = [x[d] + h * HOUR_MS for h in range(24) if h not in (3, 4, 17)]
        write(root, day_path("messy/gaps", x[d]),
              chart(hours, [[base[d] // 24] * len(hours), [other[d] // 24] * len(hours)], *two))

    spike = list(base)
    spike[n // 2] *= 1000
    write(root, "messy/spike/overview.json", chart(x, [spike, other], *two))
    write(root, "messy/huge/overview.json", chart(x, [[v * 1_000_000_000 for v in base], other], *two))
    write(root, "messy/tiny/overview.json", chart(x, [[v * 1e-6 for v in base], [v * 1e-6 for v in other]], *two))
    write(root, "messy/constant/overview.json", chart(x, [[700] * n, other], *two))
    write(root, "messy/zeros/overview.json", chart(x, [[0] * n, other], *two))
    long_names = ["المشتركون الجدد الذين انضموا إلى القناة خلال هذا اليوم من جميع المصادر",
                  "新しく参加した購読者の数と退会した購読者の数の差を一日ごとにすべての経路から集計したもの",
                  "🚀 Followers who joined after the announcement 🎉🎉 and stayed for more than a week 👍"]
    write(root, "messy/long-names/overview.json",
          chart(x, [base, other, [v // 2 for v in base]], ["line"] * 3, long_names, ["#4BD964", "#FE3C30", "#3896E8"]))
    write(root, "messy/two-points/overview.json", chart(x[:2], [base[:2], other[:2]], *two))


def main(argv):
    args = [a for a in argv if not a.startswith("--")]
    seed = 2019
    if "--seed" in argv:
        seed = int(argv[argv.index("--seed") + 1])
        args.remove(str(seed))
    root = args[0] if args else os.path.join("out", "contest-layout")
    if os.path.abspath(root).split(os.sep)[-1] == "Presets" or f"{os.sep}Presets{os.sep}" in os.path.abspath(root) + os.sep:
        sys.exit("contest-layout-data.py writes outside Presets/; give another folder")
    chart_one(root, seed)
    chart_four(root, seed + 4)
    if "--messy" in argv:
        messy(root, seed + 9)


if __name__ == "__main__":
    main(sys.argv[1:])
