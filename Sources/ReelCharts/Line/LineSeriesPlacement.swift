import ReelGeometry

/// One series ready to draw: its points per unbroken run, path and trim.
struct PlacedSeries {
    let index: Int
    let series: LineSeries
    /// Runs of consecutive defined points, in plot coordinates, with their data indices.
    let runs: [[(index: Int, point: Point)]]
    let path: Path
    /// The smallest box around every point (nil without points).
    let bounds: (min: Point, max: Point)?
    let trim: TrimRange
    let paint: Paint
}

/// Places the chart's visible series in the plot, once per frame: their
/// points per unbroken run (lifted by `phaseY` from the baseline), their
/// paths in the chart's line mode, their reveal (`trim`) and paint. Lines,
/// areas, dots, values and the bubble all draw from what it places.
struct LineSeriesPlacement {
    let chart: LineFrame
    let transform: PlotTransform
    /// Keeps the placement of long series between frames.
    let context: RenderContext

    var plot: Rect { transform.plot }

    /// Visible series, in order, placed.
    func placeVisibleSeries() -> [PlacedSeries] {
        let visible = chart.series.indices.filter { chart.series[$0].isShown }
        return visible.enumerated().map { order, index in
            place(index, order: order, of: visible.count)
        }
    }

    private func place(_ index: Int, order: Int, of count: Int) -> PlacedSeries {
        let series = chart.series[index]
        let (runs, path, bounds) = series.y.count >= RenderContext.cachedDataCount
            ? context.cached(PlacementKey(y: SameArray(array: series.y), x: SameArray(array: series.x),
                                          transform: transform, phaseY: chart.phaseY, mode: chart.lineMode,
                                          slots: chart.xAxis.placement == .slots)) { placePoints(of: series) }
            : placePoints(of: series)
        return PlacedSeries(index: index, series: series, runs: runs, path: path, bounds: bounds,
                            trim: trim(for: series, order: order, of: count), paint: paint(for: series, runs: runs))
    }

    /// What a series' placement depends on besides its style.
    private struct PlacementKey: Hashable {
        let y: SameArray<Double?>
        let x: SameArray<Double>
        let transform: PlotTransform
        let phaseY: Double
        let mode: LineMode
        let slots: Bool
    }

    private func placePoints(of series: LineSeries) -> ([[(index: Int, point: Point)]], Path, (min: Point, max: Point)?) {
        // Read once: the frame's members reach the chart through a key path,
        // which copies it on every access in a loop over 100,000 points.
        let base = transform.baseline, phaseY = chart.phaseY, slots = chart.xAxis.placement == .slots
        // Each run reserved at its length, so a long series' runs (kept
        // between frames) are not held at up to twice their size.
        var lengths = Self.runLengths(series.y)[...]
        var runs: [[(index: Int, point: Point)]] = [[]]
        runs[0].reserveCapacity(lengths.popFirst() ?? 0)
        var low = Point(.infinity, .infinity), high = Point(-.infinity, -.infinity)
        for (i, value) in series.y.enumerated() {
            guard let value else {
                if !runs[runs.count - 1].isEmpty {
                    runs.append([])
                    runs[runs.count - 1].reserveCapacity(lengths.popFirst() ?? 0)
                }
                continue
            }
            let x = slots ? Double(i) : series.x[i]
            let point = transform.point(x, base + (value - base) * phaseY)
            low = Point(min(low.x, point.x), min(low.y, point.y))
            high = Point(max(high.x, point.x), max(high.y, point.y))
            runs[runs.count - 1].append((i, point))
        }
        runs.removeAll { $0.isEmpty }
        // One path built in place: a long series' elements (56 bytes a
        // point) are written once, not made per run and copied after.
        var path = Path()
        path.reserveCapacity(runs.reduce(0) { $0 + elementCount(points: $1.count) })
        for run in runs { appendRun(run.lazy.map(\.point), to: &path) }
        return (runs, path, runs.isEmpty ? nil : (low, high))
    }

    /// The lengths of the runs of defined values, in order.
    private static func runLengths(_ values: [Double?]) -> [Int] {
        var lengths: [Int] = [], length = 0
        for value in values {
            if value != nil {
                length += 1
            } else if length > 0 {
                lengths.append(length)
                length = 0
            }
        }
        return length > 0 ? lengths + [length] : lengths
    }

    /// The chart's reveal for this series (its share, in sequential mode),
    /// narrowed by the series' own trim.
    private func trim(for series: LineSeries, order: Int, of count: Int) -> TrimRange {
        var start = chart.strokeStart, end = chart.strokeEnd
        if chart.reveal == .sequential && count > 1 {
            // Series k runs from k * stagger for the rest of the reveal's share.
            let n = Double(count), k = Double(order)
            let stagger = min(max(chart.revealStagger ?? 1 / n, 0), 1 / (n - 1))
            let span = max(1 - (n - 1) * stagger, 1e-9)
            start = min(max((start - k * stagger) / span, 0), 1)
            end = min(max((end - k * stagger) / span, 0), 1)
        }
        return TrimRange(start: max(start, series.strokeStart), end: min(end, series.strokeEnd))
    }

    /// The path of one run of `points` in the chart's line mode.
    private func runPath(_ points: [Point]) -> Path {
        var path = Path()
        path.reserveCapacity(elementCount(points: points.count))
        appendRun(points, to: &path)
        return path
    }

    /// The elements a run of `points` points takes.
    private func elementCount(points: Int) -> Int {
        chart.lineMode == .stepped ? 2 * points - 1 : max(points, 2)
    }

    /// Appends the subpath of one run of `points` in the chart's line mode.
    private func appendRun<Points: Collection<Point>>(_ points: Points, to path: inout Path) {
        guard let first = points.first else { return }
        path.move(to: first)
        if points.count == 1 {
            path.line(to: first)  // a lone point: round caps draw a dot
            return
        }
        switch chart.lineMode {
        case .straight:
            for p in points.dropFirst() { path.line(to: p) }
        case .smooth where zip(points, points.dropFirst()).allSatisfy({ $0.x < $1.x }):
            for (c1, c2, p) in MonotoneCubic.segments(through: Array(points)) { path.cubic(to: p, control1: c1, control2: c2) }
        case .smooth:
            for p in points.dropFirst() { path.line(to: p) }
        case .stepped:
            for (a, b) in zip(points, points.dropFirst()) {
                path.line(to: Point(b.x, a.y))
                path.line(to: b)
            }
        }
    }

    private func paint(for series: LineSeries, runs: [[(index: Int, point: Point)]]) -> Paint {
        switch series.gradient {
        case nil: return .solid(series.color)
        case .horizontal(let g):
            return .linearGradient(LinearGradient(g, from: Point(plot.minX, 0), to: Point(plot.maxX, 0)))
        case .vertical(let g):
            return .linearGradient(LinearGradient(g, from: Point(0, plot.maxY), to: Point(0, plot.minY)))
        case .alongLength(let g):
            return .pathGradient(PathGradient(g, along: runPath(runs.flatMap { $0.map(\.point) }).flattened(tolerance: 0.1).flatMap(\.points)))
        }
    }
}

extension PlacedSeries {
    /// Fractions of the series' length (straight-line distances) at each point.
    func revealFractions() -> [(index: Int, point: Point, fraction: Double)] {
        var lengths: [(Int, Point, Double)] = []
        var walked = 0.0
        for run in runs {
            for (k, entry) in run.enumerated() {
                if k > 0 { walked += run[k - 1].point.distance(to: entry.point) }
                lengths.append((entry.index, entry.point, walked))
            }
        }
        let total = max(walked, 1e-9)
        return lengths.map { ($0.0, $0.1, walked > 0 ? $0.2 / total : 0) }
    }

    /// Whether a point at `fraction` of the way along is inside the trim.
    func isRevealed(_ fraction: Double) -> Bool {
        let lo = min(trim.start, trim.end), hi = max(trim.start, trim.end)
        return hi > lo && fraction >= lo - 1e-9 && fraction <= hi + 1e-9
    }
}
