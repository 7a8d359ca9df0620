import Foundation
import ReelGeometry

/// The line chart's axes: which values get ticks, what their labels say,
/// the room the labels take, and the grid, axis lines and labels drawn
/// through the Cartesian layouts in the chart's look (y labels beside the
/// plot or centred in the left margin, x labels under it).
struct LineChartAxes {
    let chart: LineFrame
    let context: RenderContext
    var text: TextMeasuring { context.text }
    let xTicks: [Double]
    /// Grid values with their opacities: a fixed axis's ticks, all at 1; a
    /// following axis's label sets as the shared Cartesian rule shows them
    /// (`AxisTickFade.ticks(_:room:)`: at most two sets, none crowded,
    /// old and new labels never overlapping, fading at the plot's ends), so
    /// the labels and lines drawn are bounded by the plot's height.
    let yTicks: [FadingTick]

    /// `bounds`: the chart's; the plot's top and bottom, which the labels'
    /// room needs, do not depend on the labels' widths.
    init(chart: LineFrame, context: RenderContext, bounds: Rect) {
        self.chart = chart
        self.context = context
        let zone = chart.formatter.timeZone
        if chart.yTickSets.isEmpty {
            yTicks = Self.staticTicks(chart.yAxis.tickValues(timeZone: zone))
        } else {
            let room = Self.labelRoom(chart: chart, text: context.text, bounds: bounds)
            // A set with no room shows nothing (weight x crowding = 0), but it tells the range shown.
            yTicks = AxisTickFade.ticks(Array(chart.yTickSets.suffix(2)), room: room)
        }
        let slots = chart.series.first?.x.count ?? 0
        xTicks = chart.xAxis.placement == .slots ? (0..<slots).map(Double.init) : chart.xAxis.tickValues(timeZone: zone)
    }

    /// Where the y labels may stand: centred on their lines, a point apart
    /// at the least, in full from the plot's bottom line to its top line,
    /// fading out over a label's height as a line leaves the top (into the
    /// room above the plot) and over 4 pt as it leaves the bottom.
    static func labelRoom(chart: LineFrame, text: TextMeasuring, bounds: Rect) -> LabelRoom {
        let (topInset, bottomInset) = chart.insets.map { ($0.top, $0.bottom) } ?? verticalInsets(chart: chart, text: text)
        let top = bounds.minY + topInset
        let bottom = top + max(bounds.height - topInset - bottomInset, 1)
        let scale = LinearScale(domain: chart.yAxis.range, range: ValueRange(bottom, top))
        // A point clear above and below: a label's ink reaches its whole pixels.
        let h = text.size(of: "0", font: chart.yAxis.labelFont).height + 2
        var room = LabelRoom(top: top - 1.5 * h, bottom: bottom, labelHeight: h, lift: -h / 2,
                             pointsPerUnit: scale.pointsPerUnit, position: { scale.position($0) })
        room.shown = chart.yAxis.range
        return room
    }

    /// The automatic room above and below the plot (see `automaticInsets`).
    static func verticalInsets(chart: LineFrame, text: TextMeasuring) -> (top: Double, bottom: Double) {
        let x = chart.xAxis
        let labelHeight = x.showLabels ? text.size(of: "0", font: x.labelFont).height : 0
        return (chart.showValues || chart.bubble.isEnabled ? 16 : 8, labelHeight + 14)
    }

    static func staticTicks(_ values: [Double]) -> [FadingTick] {
        let step = zip(values, values.dropFirst()).map { $1 - $0 }.filter { $0 > 0 }.min() ?? 1
        return values.map { FadingTick(value: $0, opacity: 1, step: step) }
    }

    /// The label of y tick `tick`: the axis' format, or as many decimals as
    /// its own set's step needs (a fixed axis: as all of `yTicks` need).
    func yLabel(_ tick: FadingTick) -> String {
        let neighbours = chart.yTickSets.isEmpty ? yTicks.map(\.value) : [tick.value, tick.value + tick.step]
        return chart.yAxis.label(tick.value, ticks: neighbours, formatter: chart.formatter, in: context)
    }

    /// Room for the y labels on the left and the x labels below. A y axis
    /// that follows the data also makes room for the labels of the fit of
    /// all of it, so the plot does not shift as labels come and go.
    func automaticInsets() -> EdgeInsets {
        let y = chart.yAxis
        var ticks = yTicks
        if let following = chart.yFollow {
            let all = chart.series.map(\.points.wholeExtent).reduce(nil as ClosedRange<Double>?) { WindowExtent.union($0, $1) }
            let set = following.fit.ticks(for: all)
            ticks += set.values.map { FadingTick(value: $0, opacity: 1, step: set.step) }
        }
        let widest = y.showLabels ? ticks.map { text.size(of: yLabel($0), font: y.labelFont).width }.max() ?? 0 : 0
        let vertical = Self.verticalInsets(chart: chart, text: text)
        return EdgeInsets(top: vertical.top, left: widest + 14, bottom: vertical.bottom, right: 12)
    }

    // MARK: Grid and axis lines

    /// Grid lines at the ticks or every `gridSpacing` points, clipped to the
    /// plot: while the y axis moves between fits, lines slide with the
    /// scale and fade.
    func grid(_ transform: PlotTransform) -> [DisplayItem] {
        let plot = transform.plot
        var sets: [GridLines] = []
        let y = chart.yAxis, x = chart.xAxis
        if y.showGrid {
            sets.append(y.gridSpacing.map {
                GridLines(axis: "y", every: $0, from: plot.maxY, to: plot.minY, plot: plot, color: y.gridColor, width: y.gridWidth)
            } ?? GridLines(axis: "y", ticks: yTicks, scale: transform.yScale, plot: plot, color: y.gridColor, width: y.gridWidth))
        }
        if x.showGrid {
            sets.append(x.gridSpacing.map {
                GridLines(axis: "x", every: $0, from: plot.minX, to: plot.maxX, plot: plot, color: x.gridColor, width: x.gridWidth)
            } ?? GridLines(axis: "x", ticks: Self.staticTicks(xTicks), scale: transform.xScale, plot: plot,
                           color: x.gridColor, width: x.gridWidth))
        }
        let half = max(y.gridWidth, x.gridWidth) / 2
        return GridLines.items(of: sets, clip: plot.insetBy(-half))
    }

    func axisLines(_ plot: Rect) -> [DisplayItem] {
        var items: [DisplayItem] = []
        if chart.xAxis.showLine { items.append(AxisLine(edge: .bottom, plot: plot, color: chart.xAxis.lineColor).item()) }
        if chart.yAxis.showLine { items.append(AxisLine(edge: .left, plot: plot, color: chart.yAxis.lineColor).item()) }
        return items
    }

    // MARK: Labels

    /// Y labels at the grid lines; labels sliding past the plot's ends are
    /// cut off there. A fixed axis whose ticks stand closer than a label's
    /// height shows every 2^k-th of them (`LabelThinning`, counted in steps
    /// from 0), so however fine its step, its labels never touch.
    func yLabels(_ transform: PlotTransform, bounds: Rect) -> [DisplayItem] {
        let axis = chart.yAxis, plot = transform.plot
        guard axis.showLabels, !yTicks.isEmpty else { return [] }
        let margin = axis.labelAlignment == .margin
        var labels = AxisLabels(edge: .left, ticks: yTicks.map {
                                    AxisTick(value: $0.value, opacity: $0.opacity, ordinal: Int(saturating: ($0.value / $0.step).rounded()))
                                },
                                scale: transform.yScale, text: { yLabel(yTicks[$0]) },
                                across: margin ? (bounds.minX + plot.minX) / 2 : plot.minX - 6, font: axis.labelFont,
                                color: axis.labelColor,
                                alignment: TextAlignment(horizontal: margin ? .center : .right, vertical: .middle))
        if chart.yTickSets.isEmpty {
            let ys = yTicks.map { transform.y($0.value) }
            let spacing = zip(ys, ys.dropFirst()).map { abs($1 - $0) }.min() ?? .infinity
            labels.thinning = (LabelThinning(spacing: spacing, width: text.size(of: "0", font: axis.labelFont).height, gap: 2), anchor: 0)
        }
        // A label on the plot's top or bottom edge is drawn whole; one sliding past is cut
        // there, above the x labels (7 pt under the plot) it would otherwise run into.
        let room = axis.labelFont.size / 2 + 1
        let clip = chart.yTickSets.isEmpty ? nil
            : Rect(x: bounds.minX, y: plot.minY - room, width: plot.minX - bounds.minX, height: plot.height + 2 * room)
        return AxisLabels.items(of: [labels], clip: clip)
    }

    /// X labels: every 2^k-th tick (counted from a fixed origin, so the
    /// labels that stay keep their place as the range moves), the ones about
    /// to go faded; they never touch. A label that would reach past the
    /// chart's sides is moved in, or left out if it would then touch another.
    func xLabels(_ transform: PlotTransform, bounds: Rect) -> [DisplayItem] {
        let axis = chart.xAxis, plot = transform.plot
        guard axis.showLabels, !xTicks.isEmpty else { return [] }
        let words = xTicks.map { xLabel(for: $0) }
        let widths = words.map { text.size(of: $0, font: axis.labelFont).width }
        let centres = xTicks.map(transform.x)
        let spacing = zip(centres, centres.dropFirst()).map { abs($1 - $0) }.min() ?? .infinity
        let ordinals = tickOrdinals()
        let margin = axis.labelAlignment == .margin
        var labels = AxisLabels(edge: .bottom, ticks: xTicks.indices.map { AxisTick(value: xTicks[$0], ordinal: ordinals[$0], width: widths[$0]) },
                                scale: transform.xScale, text: { words[$0] },
                                across: margin ? (plot.maxY + bounds.maxY) / 2 : plot.maxY + 7, font: axis.labelFont,
                                color: axis.labelColor,
                                alignment: TextAlignment(horizontal: .center, vertical: margin ? .middle : .top))
        labels.thinning = (LabelThinning(spacing: spacing, width: widths.max() ?? 0, gap: 6), anchor: 0)
        labels.ends = .keptInside(lower: bounds.minX, upper: bounds.maxX, gap: Self.labelGap)
        return labels.items()
    }

    /// Least clear space between a label moved in from a side and the next.
    static let labelGap = 3.0

    /// The hours of a date axis over a day or less, as the contest's hourly charts write them.
    static let hourPattern = "HH:mm"

    /// Whether `seconds` (since 1970) is a midnight in `timeZone`.
    static func isMidnight(_ seconds: Double, timeZone: String) -> Bool {
        let zone = TimeZone(identifier: timeZone) ?? TimeZone(secondsFromGMT: 0)!
        guard abs(seconds) < 1e12 else { return true }
        let local = seconds + Double(zone.secondsFromGMT(for: Date(timeIntervalSince1970: seconds)))
        return local - (local / 86_400).rounded(.down) * 86_400 == 0
    }

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
