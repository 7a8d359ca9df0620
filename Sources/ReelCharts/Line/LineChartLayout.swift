import Foundation
import ReelGeometry

/// Lays out one frame of a line chart: plot area, grid, axes and labels,
/// series (areas under lines, lines, dots, values), bubble and popup.
struct LineChartLayout {
    let chart: LineChart
    let bounds: Rect
    let text: TextMeasuring
    let context: RenderContext
    let transform: PlotTransform
    let xTicks: [Double]
    /// Grid values with their opacities (all 1 unless the axis is moving
    /// between fits).
    let yTicks: [FadingTick]
    /// Visible series placed in the plot, once per frame (lines, areas,
    /// dots, values and the bubble all draw from them).
    private(set) var placedSeries: [PlacedSeries] = []

    init(chart: LineChart, bounds: Rect, context: RenderContext) {
        self.chart = chart
        self.bounds = bounds
        self.context = context
        text = context.text
        let zone = chart.formatter.timeZone
        yTicks = chart.yTickSets.isEmpty ? Self.staticTicks(chart.yAxis.tickValues(timeZone: zone))
            : AxisTickFade.ticks(chart.yTickSets)
        let slots = chart.series.first?.x.count ?? 0
        xTicks = chart.xAxis.placement == .slots ? (0..<slots).map(Double.init) : chart.xAxis.tickValues(timeZone: zone)
        let insets = chart.insets ?? Self.automaticInsets(chart, yTicks: yTicks, context: context)
        let plot = Rect(x: bounds.minX + insets.left, y: bounds.minY + insets.top,
                        width: max(bounds.width - insets.left - insets.right, 1),
                        height: max(bounds.height - insets.top - insets.bottom, 1))
        transform = PlotTransform(plot: plot, xRange: chart.xAxis.range, yRange: chart.yAxis.range,
                                  placement: chart.xAxis.placement, slots: slots,
                                  timeZone: chart.xAxis.isDate ? zone : nil)
        placedSeries = placeVisibleSeries()
    }

    var plot: Rect { transform.plot }

    func displayList() -> DisplayList {
        var items = grid() + axisLines() + yLabels() + xLabels()
        items += seriesItems()
        items += bubbleItems()
        items += popupItems()
        return DisplayList(items)
    }

    static func staticTicks(_ values: [Double]) -> [FadingTick] {
        let step = zip(values, values.dropFirst()).map { $1 - $0 }.filter { $0 > 0 }.min() ?? 1
        return values.map { FadingTick(value: $0, opacity: 1, step: step) }
    }

    /// The label of y tick `tick`: the axis' format, or as many decimals as
    /// its own set's step needs (a fixed axis: as all of `ticks` need).
    static func yLabel(_ tick: FadingTick, ticks: [FadingTick], chart: LineChart, in renderContext: RenderContext) -> String {
        let context = chart.yTickSets.isEmpty ? ticks.map(\.value) : [tick.value, tick.value + tick.step]
        return chart.yAxis.label(tick.value, ticks: context, formatter: chart.formatter, in: renderContext)
    }

    /// Room for the y labels on the left and the x labels below. A y axis
    /// that follows the data also makes room for the labels of the fit of
    /// all of it, so the plot does not shift as labels come and go.
    static func automaticInsets(_ chart: LineChart, yTicks: [FadingTick], context: RenderContext) -> EdgeInsets {
        let text = context.text
        let y = chart.yAxis, x = chart.xAxis
        var ticks = yTicks
        if let following = chart.yFollow {
            let all = chart.extents.compactMap { $0.count > 0 ? $0.extent(0...($0.count - 1)) : nil }
                .reduce(nil as ClosedRange<Double>?) { WindowExtent.union($0, $1) }
            let set = following.fit.ticks(for: all)
            ticks += set.values.map { FadingTick(value: $0, opacity: 1, step: set.step) }
        }
        let widest = y.showLabels
            ? ticks.map { text.size(of: yLabel($0, ticks: yTicks, chart: chart, in: context), font: y.labelFont).width }.max() ?? 0 : 0
        let labelHeight = x.showLabels ? text.size(of: "0", font: x.labelFont).height : 0
        return EdgeInsets(top: chart.showValues || chart.bubble.isEnabled ? 16 : 8, left: widest + 14,
                          bottom: labelHeight + 14, right: 12)
    }

    // MARK: Grid and axes

    /// Grid lines, clipped to the plot: while the y axis moves between
    /// fits, lines slide with the scale and fade.
    func grid() -> [DisplayItem] {
        var items: [DisplayItem] = []
        if chart.yAxis.showGrid {
            let axis = chart.yAxis
            if axis.gridSpacing != nil {
                for (i, y) in gridPositions(axis, ticks: [], from: plot.maxY, to: plot.minY).enumerated() {
                    items.append(.tagged(DisplayTag(.grid, id: "grid/y/#\(i)"),
                                         [line(Point(plot.minX, y), Point(plot.maxX, y), axis.gridColor, axis.gridWidth)]))
                }
            } else {
                for tick in yTicks {
                    let y = transform.y(tick.value)
                    items.append(.tagged(.grid("y", tick.value), [line(Point(plot.minX, y), Point(plot.maxX, y),
                                                                       axis.gridColor.multiplyingAlpha(tick.opacity), axis.gridWidth)]))
                }
            }
        }
        if chart.xAxis.showGrid {
            let spaced = chart.xAxis.gridSpacing != nil
            for (i, x) in gridPositions(chart.xAxis, ticks: xTicks.map(transform.x), from: plot.minX, to: plot.maxX).enumerated() {
                let tag = spaced ? DisplayTag(.grid, id: "grid/x/#\(i)") : .grid("x", xTicks[i])
                items.append(.tagged(tag, [line(Point(x, plot.minY), Point(x, plot.maxY), chart.xAxis.gridColor, chart.xAxis.gridWidth)]))
            }
        }
        let half = max(chart.yAxis.gridWidth, chart.xAxis.gridWidth) / 2
        return items.isEmpty ? [] : [.group(DisplayGroup(items, clip: Rect(x: plot.minX - half, y: plot.minY - half,
                                                                          width: plot.width + 2 * half, height: plot.height + 2 * half)))]
    }

    /// Grid lines at the ticks, or every `gridSpacing` points (at least 3).
    private func gridPositions(_ axis: ChartAxis, ticks: [Double], from start: Double, to end: Double) -> [Double] {
        guard let spacing = axis.gridSpacing else { return ticks }
        let step = max(spacing, 3) * (end >= start ? 1 : -1)
        return Array(stride(from: start, through: end, by: step))
    }

    func axisLines() -> [DisplayItem] {
        var items: [DisplayItem] = []
        if chart.xAxis.showLine {
            items.append(.tagged(DisplayTag(.axis, id: "axis/x"),
                                 [line(Point(plot.minX, plot.maxY), Point(plot.maxX, plot.maxY), chart.xAxis.lineColor, 1)]))
        }
        if chart.yAxis.showLine {
            items.append(.tagged(DisplayTag(.axis, id: "axis/y/0", axis: 0),
                                 [line(Point(plot.minX, plot.minY), Point(plot.minX, plot.maxY), chart.yAxis.lineColor, 1)]))
        }
        return items
    }

    func line(_ a: Point, _ b: Point, _ color: Color, _ width: Double) -> DisplayItem {
        .stroke(Path { $0.move(to: a); $0.line(to: b) }, StrokeStyle(width: width), .solid(color))
    }

    // MARK: Labels

    /// Y labels at the grid lines; labels sliding past the plot's ends are
    /// cut off there.
    func yLabels() -> [DisplayItem] {
        let axis = chart.yAxis
        guard axis.showLabels, !yTicks.isEmpty else { return [] }
        let items: [DisplayItem] = yTicks.map { tick in
            let y = transform.y(tick.value)
            let anchor = axis.labelAlignment == .margin ? Point((bounds.minX + plot.minX) / 2, y) : Point(plot.minX - 6, y)
            let alignment = TextAlignment(horizontal: axis.labelAlignment == .margin ? .center : .right, vertical: .middle)
            let label = Self.yLabel(tick, ticks: yTicks, chart: chart, in: context)
            return .tagged(.yLabel(tick.value, axis: 0, text: label),
                           [.text(TextRun(label, at: anchor, font: axis.labelFont,
                                          color: axis.labelColor.multiplyingAlpha(tick.opacity), alignment: alignment))])
        }
        guard !chart.yTickSets.isEmpty else { return items }
        let room = axis.labelFont.size
        return [.group(DisplayGroup(items, clip: Rect(x: bounds.minX, y: plot.minY - room, width: plot.minX - bounds.minX,
                                                      height: plot.height + 2 * room)))]
    }

    /// X labels: every 2^k-th tick (counted from a fixed origin, so the
    /// labels that stay keep their place as the range moves), the ones about
    /// to go faded; they never touch. A label that would reach past the
    /// chart's sides is moved in, or left out if it would then touch another.
    func xLabels() -> [DisplayItem] {
        let axis = chart.xAxis
        guard axis.showLabels, !xTicks.isEmpty else { return [] }
        let labels = xTicks.map { xLabel(for: $0) }
        let widths = labels.map { text.size(of: $0, font: axis.labelFont).width }
        let width = widths.max() ?? 0
        var centres = xTicks.map(transform.x)
        let spacing = zip(centres, centres.dropFirst()).map { abs($1 - $0) }.min() ?? .infinity
        let thinning = LabelThinning(spacing: spacing, width: width, gap: 6)
        let ordinals = tickOrdinals()
        let opacities = labels.indices.map { thinning.opacity(of: ordinals[$0], anchor: 0) }
        let shown = labels.indices.filter { opacities[$0] > 0 }
        var moved: Set<Int> = []
        for i in shown {
            let inside = min(max(centres[i], bounds.minX + widths[i] / 2), bounds.maxX - widths[i] / 2)
            if inside != centres[i] { centres[i] = inside; moved.insert(i) }
        }
        let y = axis.labelAlignment == .margin ? (plot.maxY + bounds.maxY) / 2 : plot.maxY + 7
        let vertical: TextAlignment.Vertical = axis.labelAlignment == .margin ? .middle : .top
        return shown.compactMap { i in
            if moved.contains(i), shown.contains(where: { j in
                j != i && abs(centres[j] - centres[i]) < (widths[i] + widths[j]) / 2 + Self.labelGap
            }) { return nil }
            return .tagged(.xLabel(xTicks[i], text: labels[i]),
                           [.text(TextRun(labels[i], at: Point(centres[i], y), font: axis.labelFont,
                                          color: axis.labelColor.multiplyingAlpha(opacities[i]),
                                          alignment: TextAlignment(horizontal: .center, vertical: vertical)))])
        }
    }

    /// The hours of a date axis over a day or less, as the contest's hourly charts write them.
    static let hourPattern = "HH:mm"

    /// Whether `seconds` (since 1970) is a midnight in `timeZone`.
    static func isMidnight(_ seconds: Double, timeZone: String) -> Bool {
        let zone = TimeZone(identifier: timeZone) ?? TimeZone(secondsFromGMT: 0)!
        guard abs(seconds) < 1e12 else { return true }
        let local = seconds + Double(zone.secondsFromGMT(for: Date(timeIntervalSince1970: seconds)))
        return local - (local / 86_400).rounded(.down) * 86_400 == 0
    }

    /// Least clear space between a label moved in from a side and the next.
    static let labelGap = 3.0

    /// A whole number per x tick that does not depend on the range in view:
    /// the slot index, or the tick's value in units of the tick step.
    private func tickOrdinals() -> [Int] {
        guard chart.xAxis.placement != .slots, xTicks.count > 1 else { return xTicks.indices.map { $0 } }
        let steps = zip(xTicks, xTicks.dropFirst()).map { $1 - $0 }.sorted()
        let step = steps[steps.count / 2]
        guard step > 0 else { return xTicks.indices.map { $0 } }
        return xTicks.map { Int(saturating: ($0 / step).rounded()) }
    }

    /// The label of x tick `tick`: for slots, the data x of that point;
    /// in hours (`HH:mm`) when the axis shows hours, but at midnight.
    func xLabel(for tick: Double) -> String {
        var value = tick
        if chart.xAxis.placement == .slots, let xs = chart.series.first?.x, xs.indices.contains(Int(saturating: tick)) {
            value = xs[Int(saturating: tick)]
        } else if chart.xAxis.showsHours, !Self.isMidnight(tick, timeZone: chart.formatter.timeZone) {
            return context.string(chart.formatter, tick, .date(pattern: Self.hourPattern))
        }
        return chart.xAxis.label(value, ticks: chart.xAxis.placement == .slots ? [] : xTicks, formatter: chart.formatter, in: context)
    }
}
