import ReelGeometry

/// `SKChartView`'s popup: a line at an x, rings on the series there, and a
/// box of their values.
struct LinePopupLayout {
    let chart: LineFrame
    let bounds: Rect
    let context: RenderContext
    var text: TextMeasuring { context.text }
    let transform: PlotTransform
    let axes: LineChartAxes

    var plot: Rect { transform.plot }

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
    func placement() -> PopupPlacement? {
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
        if chart.xAxis.placement == .slots, let index { return axes.xLabel(for: Double(index)) }
        return chart.xAxis.label(x, ticks: axes.xTicks, formatter: chart.formatter, in: context)
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

    func items() -> [DisplayItem] {
        guard let placement = placement(), chart.popup.opacity > 0 else { return [] }
        let popup = chart.popup
        let px = transform.x(placement.x)
        var items: [DisplayItem] = []
        if px >= plot.minX - 0.5 && px <= plot.maxX + 0.5 {
            items.append(.stroke(Path { $0.move(to: Point(px, plot.minY)); $0.line(to: Point(px, plot.maxY)) }, StrokeStyle(width: 1),
                                 .solid(popup.lineColor)))
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
