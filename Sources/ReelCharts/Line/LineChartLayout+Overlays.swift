import ReelGeometry

extension LineChartLayout {
    // MARK: Bubble (the gradient line chart's)

    /// A rounded label above and right of the last point (left of it when it
    /// would leave the chart), with a tail pointing at the point; it scales
    /// and fades about that point.
    func bubbleItems() -> [DisplayItem] {
        let b = chart.bubble
        guard b.isEnabled, b.opacity > 0, b.scale > 0, chart.series.indices.contains(b.series) else { return [] }
        let series = chart.series[b.series]
        guard series.isShown, let placed = placedSeries.first(where: { $0.index == b.series }),
              let last = placed.runs.last?.last, let value = series.y[last.index] else { return [] }
        let tip = last.point
        let label = b.format.replacingOccurrences(of: "{value}", with: context.string(chart.formatter, value, chart.valueFormat))
            .replacingOccurrences(of: "{name}", with: series.name)
        let size = text.size(of: label, font: b.font)
        let width = max(30, size.width + 12), height = max(22, size.height + 12)
        // `IDLineChartView` puts the bubble's 30 x 30 frame at (x + 8, y - 34).
        var box = Rect(x: tip.x + 8, y: tip.y - 34, width: width, height: height)
        let flipped = box.maxX > bounds.maxX
        if flipped { box.origin.x = tip.x - 8 - width }
        let fill = b.fill ?? lastColor(of: series)
        var shape = Path(roundedRect: box, radius: 6)
        let tailBase = flipped ? box.maxX - 8 : box.minX + 8
        shape.append(Path {
            $0.move(to: Point(tailBase - 4, box.maxY - 1)); $0.line(to: Point(tailBase + 4, box.maxY - 1))
            $0.line(to: tip + Point(flipped ? -3 : 3, -3)); $0.close()
        })
        let items: [DisplayItem] = [
            .fill(shape, .solid(fill)),
            .text(TextRun(label, at: box.center, font: b.font, color: b.textColor)),
        ]
        let scale = AffineTransform.translation(-tip.x, -tip.y).concatenating(.scale(b.scale, b.scale))
            .concatenating(.translation(tip.x, tip.y))
        let tag = DisplayTag(.bubble, id: "bubble", series: series.id, value: value, text: label)
        return [.group(DisplayGroup(items, opacity: min(b.opacity, 1), transform: scale, tag: tag))]
    }

    private func lastColor(of series: LineSeries) -> Color {
        switch series.gradient {
        case .horizontal(let g), .vertical(let g), .alongLength(let g): return g.stops.last?.color ?? series.color
        case nil: return series.color
        }
    }

    // MARK: Popup (`SKChartView`'s)

    /// The popup's data index (snapped) or x, its touch point and box.
    struct PopupPlacement {
        let x: Double
        let touch: Point
        let box: Rect
        let lines: [(String, Color)]
    }

    /// Where the popup goes, clamped exactly as SKChartView clamps it: the
    /// touch stays within x from the plot's left edge to the chart's right
    /// edge and y within the chart, and the box moves left or up so that it
    /// ends inside the chart.
    func popupPlacement() -> PopupPlacement? {
        let popup = chart.popup
        guard popup.isEnabled, let reference = chart.series.first(where: \.isShown) else { return nil }
        var x = popup.x
        var index: Int?
        if popup.snap || chart.xAxis.placement == .slots {
            let positions = chart.xAxis.placement == .slots ? reference.x.indices.map(Double.init) : reference.x
            index = positions.indices.min { abs(positions[$0] - x) < abs(positions[$1] - x) }
            if let index { x = positions[index] }
        }
        let frame = bounds
        let touch = Point(min(max(transform.x(x), plot.minX), frame.maxX),
                          min(max(frame.minY + popup.y, frame.minY), frame.maxY))
        var lines: [(String, Color)] = [(popupTitle(x: x, index: index), popup.textColor)]
        for s in chart.series where s.isShown {
            if let v = value(of: s, at: x, index: index) {
                lines.append(("\(s.name): \(context.string(chart.formatter, v, chart.valueFormat))", s.color))
            }
        }
        let lineHeight = text.size(of: "Hg", font: popup.font).height + 4
        let width = (lines.map { text.size(of: $0.0, font: popup.font).width }.max() ?? 0) + 16
        let height = Double(lines.count) * lineHeight + 12
        let origin = Point(touch.x + width > frame.maxX ? frame.maxX - width : touch.x,
                           touch.y + height > frame.maxY ? frame.maxY - height : touch.y)
        return PopupPlacement(x: x, touch: touch, box: Rect(x: origin.x, y: origin.y, width: width, height: height), lines: lines)
    }

    private func popupTitle(x: Double, index: Int?) -> String {
        if chart.xAxis.placement == .slots, let index { return xLabel(for: Double(index)) }
        return chart.xAxis.label(x, ticks: xTicks, formatter: chart.formatter, in: context)
    }

    /// A series' value at `x`: the point at `index` when snapped, else
    /// interpolated between its neighbours.
    func value(of s: LineSeries, at x: Double, index: Int?) -> Double? {
        if let index { return s.y.indices.contains(index) ? s.y[index] : nil }
        guard let upper = s.x.firstIndex(where: { $0 >= x }) else { return nil }
        if upper == 0 || s.x[upper] == x { return s.y[upper] }
        guard let a = s.y[upper - 1], let b = s.y[upper] else { return nil }
        let t = (x - s.x[upper - 1]) / (s.x[upper] - s.x[upper - 1])
        return a + (b - a) * t
    }

    func popupItems() -> [DisplayItem] {
        guard let placement = popupPlacement(), chart.popup.opacity > 0 else { return [] }
        let popup = chart.popup
        let px = transform.x(placement.x)
        var items: [DisplayItem] = []
        if px >= plot.minX - 0.5 && px <= plot.maxX + 0.5 {
            items.append(line(Point(px, plot.minY), Point(px, plot.maxY), popup.lineColor, 1))
            let base = transform.baseline
            for s in chart.series where s.isShown {
                let snapped = popup.snap || chart.xAxis.placement == .slots
                guard let v = value(of: s, at: placement.x, index: snapped ? nearestIndex(s, placement.x) : nil) else { continue }
                let c = Point(px, transform.y(base + (v - base) * chart.phaseY))
                let ring = Path(circle: c, radius: popup.circleRadius)
                items.append(.fill(ring, .solid(.white)))
                items.append(.stroke(ring, StrokeStyle(width: 2), .solid(s.color)))
            }
        }
        let box = placement.box
        items.append(.fill(Path(roundedRect: box, radius: 6), .solid(popup.background)))
        items.append(.stroke(Path(roundedRect: box, radius: 6), StrokeStyle(width: 0.5), .solid(popup.lineColor.multiplyingAlpha(0.5))))
        let lineHeight = (box.height - 12) / Double(placement.lines.count)
        for (i, entry) in placement.lines.enumerated() {
            let anchor = Point(box.minX + 8, box.minY + 6 + Double(i) * lineHeight + lineHeight / 2)
            items.append(.text(TextRun(entry.0, at: anchor, font: popup.font, color: entry.1,
                                       alignment: TextAlignment(horizontal: .left, vertical: .middle))))
        }
        return [.group(DisplayGroup(items, opacity: min(popup.opacity, 1), tag: DisplayTag(.plaque, id: "popup")))]
    }

    private func nearestIndex(_ s: LineSeries, _ x: Double) -> Int? {
        let positions = chart.xAxis.placement == .slots ? s.x.indices.map(Double.init) : s.x
        return positions.indices.min { abs(positions[$0] - x) < abs(positions[$1] - x) }
    }
}
