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

extension LineChartLayout {
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
        let base = transform.baseline
        var runs: [[(index: Int, point: Point)]] = [[]]
        for (i, value) in series.y.enumerated() {
            guard let value else {
                if !runs[runs.count - 1].isEmpty { runs.append([]) }
                continue
            }
            let x = chart.xAxis.placement == .slots ? Double(i) : series.x[i]
            runs[runs.count - 1].append((i, transform.point(x, base + (value - base) * chart.phaseY)))
        }
        runs.removeAll { $0.isEmpty }
        var path = Path()
        for run in runs { path.append(runPath(run.map(\.point))) }
        let points = runs.lazy.joined().map(\.point)
        guard let first = points.first else { return (runs, path, nil) }
        var low = first, high = first
        for p in points {
            low = Point(min(low.x, p.x), min(low.y, p.y))
            high = Point(max(high.x, p.x), max(high.y, p.y))
        }
        return (runs, path, (low, high))
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

    private func runPath(_ points: [Point]) -> Path {
        var path = Path()
        guard let first = points.first else { return path }
        path.move(to: first)
        if points.count == 1 {
            path.line(to: first)  // a lone point: round caps draw a dot
            return path
        }
        switch chart.lineMode {
        case .straight:
            for p in points.dropFirst() { path.line(to: p) }
        case .smooth where zip(points, points.dropFirst()).allSatisfy({ $0.x < $1.x }):
            for (c1, c2, p) in MonotoneCubic.segments(through: points) { path.cubic(to: p, control1: c1, control2: c2) }
        case .smooth:
            for p in points.dropFirst() { path.line(to: p) }
        case .stepped:
            for (a, b) in zip(points, points.dropFirst()) {
                path.line(to: Point(b.x, a.y))
                path.line(to: b)
            }
        }
        return path
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

    /// Areas under every series first, then each series' line (with its
    /// dots and values) as one group, so a translucent series does not
    /// darken where it crosses itself; all of it clipped to the plot
    /// (`PlotClip`), values allowed above a top the data does not cross.
    func seriesItems() -> [DisplayItem] {
        let placed = placedSeries
        var items = placed.compactMap(areaItem)
        for p in placed {
            var group: [DisplayItem] = []
            if p.series.width > 0 {
                let style = StrokeStyle(width: p.series.width, cap: chart.lineCap, join: chart.lineJoin)
                group.append(.stroke(p.path, style, p.paint, trim: p.trim))
            }
            group += dotItems(p)
            items.append(.group(DisplayGroup(group, opacity: p.series.drawnOpacity, tag: .series(p.series.id, .line))))
        }
        let clip = seriesClip()
        let overhang = max(chart.dots == .none ? 0 : chart.dotRadius, (placed.map(\.series.width).max() ?? 0) / 2) + 1
        var result: [DisplayItem] = [.group(DisplayGroup(items, clip: clip.rect(around: plot, overhang: overhang),
                                                         tag: DisplayTag(.plot, id: "plot", frame: plot)))]
        let values = valueLabels(placed)
        if !values.isEmpty {
            // Labels by points at an uncut edge may reach into the margins.
            let base = clip.rect(around: plot, overhang: overhang)
            let minX = clip.cutsLeft ? base.minX : bounds.minX, maxX = clip.cutsRight ? base.maxX : bounds.maxX
            let minY = clip.cutsTop ? base.minY : bounds.minY
            result.append(.group(DisplayGroup(values, clip: Rect(x: minX, y: minY, width: maxX - minX, height: base.maxY - minY))))
        }
        return result
    }

    /// Which plot edges the placed data runs past.
    func seriesClip() -> PlotClip {
        var clip = PlotClip(cutsLeft: false, cutsRight: false, cutsTop: false, cutsBottom: false)
        let eps = 1e-6
        for p in placedSeries {
            guard let bounds = p.bounds else { continue }
            if bounds.min.x < plot.minX - eps { clip.cutsLeft = true }
            if bounds.max.x > plot.maxX + eps { clip.cutsRight = true }
            if bounds.min.y < plot.minY - eps { clip.cutsTop = true }
            if bounds.max.y > plot.maxY + eps { clip.cutsBottom = true }
        }
        return clip
    }

    /// The revealed part of the line closed down to the baseline, fading out.
    private func areaItem(_ p: PlacedSeries) -> DisplayItem? {
        guard let area = p.series.area, area.opacity > 0 else { return nil }
        let baseY = transform.y(transform.baseline)
        var path = Path()
        for line in p.path.flattened(tolerance: 0.05).trimmed(to: p.trim) where line.points.count > 1 {
            path.move(to: Point(line.points[0].x, baseY))
            for point in line.points { path.line(to: point) }
            path.line(to: Point(line.points[line.points.count - 1].x, baseY))
            path.close()
        }
        guard !path.isEmpty else { return nil }
        let color = area.color ?? p.series.color
        let fade = Gradient([GradientStop(0, color.multiplyingAlpha(area.opacity)), GradientStop(1, color.multiplyingAlpha(0))])
        let top = min(plot.minY, baseY), paint = Paint.linearGradient(LinearGradient(fade, from: Point(0, top), to: Point(0, baseY)))
        return .group(DisplayGroup([.fill(path, paint)], opacity: p.series.drawnOpacity, tag: .series(p.series.id, .area)))
    }

    /// Fractions of the series' length (straight-line distances) at each point.
    func revealFractions(_ p: PlacedSeries) -> [(index: Int, point: Point, fraction: Double)] {
        var lengths: [(Int, Point, Double)] = []
        var walked = 0.0
        for run in p.runs {
            for (k, entry) in run.enumerated() {
                if k > 0 { walked += run[k - 1].point.distance(to: entry.point) }
                lengths.append((entry.index, entry.point, walked))
            }
        }
        let total = max(walked, 1e-9)
        return lengths.map { ($0.0, $0.1, walked > 0 ? $0.2 / total : 0) }
    }

    /// Whether a point at `fraction` of the way along is inside the trim.
    func isRevealed(_ fraction: Double, _ trim: TrimRange) -> Bool {
        let lo = min(trim.start, trim.end), hi = max(trim.start, trim.end)
        return hi > lo && fraction >= lo - 1e-9 && fraction <= hi + 1e-9
    }

    private func dotItems(_ p: PlacedSeries) -> [DisplayItem] {
        guard chart.dots != .none, chart.dotRadius > 0 else { return [] }
        let points = revealFractions(p)
        let chosen = chart.dots == .all ? points : [points.first, points.last].compactMap { $0 }
        let paint = chart.dotColor.map(Paint.solid) ?? p.paint
        // Only dots that can show: the series is clipped to the plot (plus the overhang for marks).
        let visible = plot.insetBy(-chart.dotRadius - (p.series.width / 2) - 1)
        return chosen.filter { isRevealed($0.fraction, p.trim) && visible.contains($0.point) }.map { entry in
            let dot = Path(circle: entry.point, radius: chart.dotRadius)
            let tag = DisplayTag(.series, id: "series/\(p.series.id)/dot/\(entry.index)", series: p.series.id, mark: .dot)
            return .tagged(tag, [.fill(dot, paint)])
        }
    }

    /// Values by their points (`SKChartView`'s `showValues`), placed together so
    /// none touches another or a dot: above the point if free, else below,
    /// else left out. Higher points are placed first.
    private func valueLabels(_ placed: [PlacedSeries]) -> [DisplayItem] {
        guard chart.showValues else { return [] }
        struct Candidate { let point: Point; let label: String; let color: Color; let clearance: Double; let tag: DisplayTag }
        var candidates: [Candidate] = []
        var dots: [Rect] = []
        // Labels stay inside the chart, so points outside it by more than a label's width cannot get one.
        let reach = bounds.insetBy(-chart.valueFont.size * 20)
        for p in placed {
            let color = (chart.valueColor ?? p.series.color).multiplyingAlpha(p.series.drawnOpacity)
            let clearance = max(chart.dots == .none ? 0 : chart.dotRadius, p.series.width / 2) + 2
            for entry in revealFractions(p) where isRevealed(entry.fraction, p.trim) && reach.contains(entry.point) {
                guard let value = p.series.y[entry.index] else { continue }
                let label = context.string(chart.formatter, value, chart.valueFormat)
                let tag = DisplayTag(.text, id: "value/\(p.series.id)/\(entry.index)", series: p.series.id, value: value, text: label)
                candidates.append(Candidate(point: entry.point, label: label, color: color, clearance: clearance, tag: tag))
                if chart.dots != .none {
                    let r = chart.dotRadius
                    dots.append(Rect(x: entry.point.x - r, y: entry.point.y - r, width: 2 * r, height: 2 * r))
                }
            }
        }
        candidates.sort { ($0.point.x, $0.point.y) < ($1.point.x, $1.point.y) }
        let cell = chart.valueFont.size * 3
        var taken = RectGrid(cell: cell), dotGrid = RectGrid(cell: cell)
        dots.forEach { dotGrid.insert($0) }
        var items: [DisplayItem] = []
        for c in candidates {
            let size = text.size(of: c.label, font: chart.valueFont)
            let above = Rect(x: c.point.x - size.width / 2, y: c.point.y - c.clearance - size.height, width: size.width, height: size.height)
            let below = Rect(x: above.minX, y: c.point.y + c.clearance, width: size.width, height: size.height)
            // Inside the plot (labels over the top points may reach into the
            // top margin), clear of other labels and of dots.
            let free = { (r: Rect) in
                r.maxY <= plot.maxY - 1 && r.minY >= bounds.minY && r.minX >= bounds.minX && r.maxX <= bounds.maxX
                    && !taken.intersectsAny(r, margin: 1) && !dotGrid.intersectsAny(r, margin: 0.5)
            }
            guard let spot = [above, below].first(where: free) else { continue }
            taken.insert(spot)
            items.append(.tagged(c.tag, [.text(TextRun(c.label, at: Point(spot.center.x, spot.maxY), font: chart.valueFont,
                                                       color: c.color, alignment: TextAlignment(horizontal: .center, vertical: .bottom)))]))
        }
        return items
    }
}
