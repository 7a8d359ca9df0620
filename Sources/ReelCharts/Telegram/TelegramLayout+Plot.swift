import Foundation
import ReelGeometry

extension TelegramLayout {
    /// Horizontal grid lines of the first axis's label sets in view, each
    /// as strong as its labels (`AxisTickFade.ticks(_:room:)`): old lines
    /// slide with the scale and fade out while the new ones slide in.
    func grid() -> [DisplayItem] {
        GridLines.items(of: [GridLines(axis: "y", ticks: fadingTicks(axis: 0), scale: transform.yScale, plot: plot, color: gridColor, width: 1)],
                        clip: clip)
    }

    /// Axis `k`'s grid values with their labels' opacities. A fitted
    /// axis's labels stay inside the plot; a percentage stack's fixed axis
    /// writes 100% above its top line, in the room above the plot.
    func fadingTicks(axis k: Int) -> [FadingTick] {
        guard chart.axes.indices.contains(k) else { return [] }
        let scale = transforms[k].yScale, height = text.size(of: "0", font: Self.labelFont).height
        let top = isPercentAxis ? plot.minY - 2 * height - 2 : plot.minY
        let room = LabelRoom(top: top, bottom: plot.maxY, labelHeight: height, lift: 2, pointsPerUnit: scale.pointsPerUnit,
                             position: { scale.position($0) })
        return AxisTickFade.ticks(chart.axes[k].tickSets, room: room)
    }

    private var isPercentAxis: Bool { chart.marks.stacks && chart.marks.percentage }

    private var gridColor: Color { chart.marks.stacks ? colors.stackGrid : colors.grid }

    /// Labels just above their grid lines at the plot's left, as the contest
    /// draws them, fading with their lines; a percentage stack's read 0% to
    /// 100%. With two axes, the second series' labels go at the right, and
    /// each axis's labels take its series' colour and fade with it.
    func yLabels() -> [DisplayItem] {
        let percent = isPercentAxis
        let axes: [AxisLabels] = (0..<min(chart.axes.count, 2)).map { k in
            let twoAxes = chart.marks.twoAxes && k < chart.series.count
            let color = twoAxes ? chart.series[k].color.multiplyingAlpha(chart.series[k].drawnOpacity)
                : chart.marks.stacks ? colors.stackLabel : colors.label
            let right = k == 1
            let ticks = fadingTicks(axis: k)
            var labels = AxisLabels(edge: right ? .right : .left, ticks: ticks.map(AxisTick.init), scale: transforms[k].yScale,
                                    text: { context.string(chart.formatter, ticks[$0].value, chart.yLabelFormat) + (percent ? "%" : "") },
                                    across: right ? plot.maxX : plot.minX, font: Self.labelFont, color: color,
                                    alignment: TextAlignment(horizontal: right ? .right : .left, vertical: .baseline))
            labels.nudge = -5
            return labels
        }
        let top = isPercentAxis ? plot.minY - Self.labelFont.size - 6 : plot.minY
        return AxisLabels.items(of: axes, clip: Rect(x: bounds.minX, y: top, width: bounds.width, height: clip.maxY - top))
    }

    /// Dates under the plot: one candidate per data point, thinned on a
    /// ladder of strides each dividing the next (`LabelThinning`), so the
    /// labels that stay keep their place on the data as the window zooms
    /// or slides; the ones on their way out fade. Daily data shows every
    /// 2^k-th point counted back from the last; finer data steps by
    /// calendar times (`TimeScale.labelLadder`: 5, 15, 30 min, 1, 2, 4,
    /// 12 h, then 1, 2, 4... days) counted from a point at midnight, so
    /// hours read 00:00, 04:00, 08:00.
    func xLabels() -> [DisplayItem] {
        let x = chart.x
        guard x.count > 0, let indices = windowIndices else { return [] }
        let format = ValueFormat.date(pattern: chart.xLabelFormat)
        let width = widestXLabel(format)
        let meanStep = x.count > 1 ? (x[x.count - 1] - x[0]) / Double(x.count - 1) : 1
        let spacing = chart.xWindow.span > 0 ? plot.width * meanStep / chart.xWindow.span : .infinity
        // Candidates whose labels reach into the plot's span.
        let reach = Swift.min(Int(saturating: (width / 2 / max(spacing, 1e-9)).rounded(.up)), x.count)
        let first = max(indices.lowerBound - reach, 0), last = min(indices.upperBound + reach, x.count - 1)
        var labels = AxisLabels(edge: .bottom, ticks: (first...last).map { AxisTick(value: x[$0], ordinal: $0, width: width) },
                                scale: transform.xScale, text: { context.string(chart.formatter, x[first + $0], format) },
                                across: clip.maxY + 6, font: Self.labelFont, color: colors.label,
                                alignment: TextAlignment(horizontal: .center, vertical: .top))
        let ladder = TimeScale.labelLadder(dataStep: meanStep.rounded())
        labels.thinning = (LabelThinning(spacing: spacing, width: width, gap: 20, ladder: ladder), anchor: labelAnchor)
        // Labels fade as they slide past the plot's sides; the data's first
        // and last stay inside while their points are.
        labels.ends = .fadedPast(lower: plot.minX, upper: plot.maxX)
        labels.pinned = [0, x.count - 1]
        labels.pinnedGap = 20
        labels.minimumOpacity = 1.0 / 255
        return labels.items()
    }

    /// The candidate the labels are counted from: the last point, or for
    /// data finer than daily the last one at midnight in the chart's time
    /// zone, so hours read 00:00, 04:00, 08:00 rather than 03:00, 07:00.
    private var labelAnchor: Int {
        let x = chart.x, last = x.count - 1
        guard last > 0, (x[last] - x[0]) / Double(last) < 86_400 else { return max(last, 0) }
        let zone = TimeZone(identifier: chart.formatter.timeZone) ?? TimeZone(secondsFromGMT: 0)!
        for i in Swift.stride(from: last, through: max(last - 2_000, 0), by: -1) {
            let local = x[i] + Double(zone.secondsFromGMT(for: Date(timeIntervalSince1970: x[i])))
            if local.truncatingRemainder(dividingBy: 86_400) == 0 { return i }
        }
        return last
    }

    /// The widest date label among up to 48 spread over the data: the
    /// stride depends on the zoom only, never on which labels are in view.
    /// The same for every frame of one chart, so measured once per render
    /// context (whose one measurer the key need not name).
    private func widestXLabel(_ format: ValueFormat) -> Double {
        let x = chart.x
        let key = WidestLabelKey(x: SameArray(array: x), formatter: chart.formatter, format: format)
        return context.cached(key) {
            let step = max(x.count / 48, 1)
            var widest = 0.0
            for i in Swift.stride(from: x.count - 1, through: 0, by: -step) {
                widest = max(widest, text.size(of: context.string(chart.formatter, x[i], format), font: Self.labelFont).width)
            }
            return widest
        }
    }
}

/// What the widest date label depends on, besides the context's measurer.
private struct WidestLabelKey: Hashable {
    let x: SameArray<Double>
    let formatter: ValueFormatter
    let format: ValueFormat
}
