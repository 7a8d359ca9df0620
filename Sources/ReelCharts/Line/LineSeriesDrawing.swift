import ReelGeometry

/// Draws the placed series: the areas under them, their lines with their
/// dots, and their values, clipped to the plot (`PlotClip`).
struct LineSeriesDrawing {
    let chart: LineFrame
    let bounds: Rect
    let context: RenderContext
    var text: TextMeasuring { context.text }
    let transform: PlotTransform
    let placedSeries: [PlacedSeries]

    var plot: Rect { transform.plot }

    /// Areas under every series first, then each series' line (with its
    /// dots and values) as one group, so a translucent series does not
    /// darken where it crosses itself; all of it clipped to the plot
    /// (`PlotClip`), values allowed above a top the data does not cross.
    func items() -> [DisplayItem] {
        let placed = placedSeries
        var items = placed.compactMap(areaItem)
        for p in placed {
            var stroke: [DisplayItem] = []
            if p.series.width > 0 {
                let style = StrokeStyle(width: p.series.width, cap: chart.lineCap, join: chart.lineJoin)
                stroke.append(.stroke(p.path, style, p.paint, trim: p.trim))
            }
            // The line's tag holds the stroke alone: its dots, centred on
            // points at the plot's edges, are a mark of their own.
            let group = [DisplayItem.tagged(.series(p.series.id, .line), stroke)] + dotItems(p)
            items.append(.group(DisplayGroup(group, opacity: p.series.drawnOpacity)))
        }
        let clip = seriesClip()
        let overhang = max(chart.dots == .none ? 0 : chart.dotRadius, (placed.map(\.series.width).max() ?? 0) / 2) + 1
        var result: [DisplayItem] = [.group(DisplayGroup(items, clip: clip.rect(around: plot, overhang: overhang),
                                                         tag: DisplayTag(.plot, id: "plot", frame: plot)))]
        let values = LineValueLabels(chart: chart, bounds: bounds, plot: plot, context: context).items(placedSeries)
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

    private func dotItems(_ p: PlacedSeries) -> [DisplayItem] {
        guard chart.dots != .none, chart.dotRadius > 0 else { return [] }
        let points = p.revealFractions()
        let chosen = chart.dots == .all ? points : [points.first, points.last].compactMap { $0 }
        let paint = chart.dotColor.map(Paint.solid) ?? p.paint
        // A dot marks a point in view: one whose centre lies outside the
        // plot (a point past the window, or beyond a y range still moving
        // to it) is left out rather than peeking in as a sliver.
        let visible = plot.insetBy(-0.5)
        let dots: [DisplayItem] = chosen.filter { p.isRevealed($0.fraction) && visible.contains($0.point) }.map { entry in
            .fill(Path(circle: entry.point, radius: chart.dotRadius), paint)
        }
        // One item for a series' dots: a long series has as many dots as
        // points, and an item each would cost more than drawing them.
        return dots.isEmpty ? [] : [.tagged(.series(p.series.id, .dot), dots)]
    }
}
