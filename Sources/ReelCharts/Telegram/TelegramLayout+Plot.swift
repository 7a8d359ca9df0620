import Foundation
import ReelGeometry

extension TelegramLayout {
    /// Horizontal grid lines of every tick set in view, each as strong as
    /// its set's weight: old lines slide with the scale and fade out while
    /// the new ones slide in (`AxisTickFade`).
    func grid() -> [DisplayItem] {
        let items: [DisplayItem] = fadingTicks.map { tick in
            let y = transform.y(tick.value)
            return .tagged(.grid("y", tick.value), [.stroke(Path { $0.move(to: Point(plot.minX, y)); $0.line(to: Point(plot.maxX, y)) },
                                                            StrokeStyle(width: 1), .solid(gridColor.multiplyingAlpha(tick.opacity)))])
        }
        return [.group(DisplayGroup(items, clip: clip))]
    }

    var fadingTicks: [FadingTick] { AxisTickFade.ticks(chart.yTickSets) }

    private var gridColor: Color { chart.marks.stacks ? colors.stackGrid : colors.grid }

    /// Labels just above their grid lines at the plot's left, as the contest
    /// draws them, fading with their lines. With two axes, the second
    /// series' labels go at the right, and each axis's labels take its
    /// series' colour and fade with it.
    func yLabels() -> [DisplayItem] {
        var items: [DisplayItem] = []
        for k in 0..<min(chart.axes.count, 2) {
            let twoAxes = chart.marks.twoAxes && k < chart.series.count
            let color = twoAxes ? chart.series[k].color.multiplyingAlpha(chart.series[k].drawnOpacity)
                : chart.marks.stacks ? colors.stackLabel : colors.label
            let right = k == 1
            for tick in AxisTickFade.ticks(chart.axes[k].tickSets) {
                let label = context.string(chart.formatter, tick.value, chart.yLabelFormat)
                items.append(.tagged(.yLabel(tick.value, axis: k, text: label),
                                     [.text(TextRun(label, at: Point(right ? plot.maxX : plot.minX, transforms[k].y(tick.value) - 5),
                                                    font: Self.labelFont, color: color.multiplyingAlpha(tick.opacity),
                                                    alignment: TextAlignment(horizontal: right ? .right : .left, vertical: .baseline)))]))
            }
        }
        let room = Self.labelFont.size + 6
        return [.group(DisplayGroup(items, clip: Rect(x: bounds.minX, y: clip.minY - room, width: bounds.width,
                                                      height: clip.height + room)))]
    }

    /// The series shown, over the window, cut at the plot's sides; each
    /// fades with its `visible` and is drawn up to `strokeEnd`.
    func lines() -> [DisplayItem] {
        guard let indices = windowIndices else { return [] }
        let trim = TrimRange(end: min(max(chart.strokeEnd, 0), 1))
        let items: [DisplayItem] = chart.series.indices.compactMap { i in
            let s = chart.series[i]
            guard s.isShown, s.width > 0 else { return nil }
            let path = LinePath.polyline(x: chart.x, y: s.y, indices: indices, transform: transforms[chart.axis(of: i)])
            // One stroke is one fill, so it never darkens where it crosses
            // itself: its fade can go into the colour, without a layer.
            return .tagged(.series(s.id, .line), [.stroke(path, StrokeStyle(width: s.width, cap: .round, join: .round),
                                                          .solid(s.color.multiplyingAlpha(s.drawnOpacity)), trim: trim)])
        }
        return [.group(DisplayGroup(items, clip: clip, tag: DisplayTag(.plot, id: "plot", frame: plot)))]
    }

    /// Dates under the plot: one candidate per data point, every 2^k-th of
    /// them counted back from the last point, so the labels that stay keep
    /// their place as the window zooms; the ones on their way out fade.
    func xLabels() -> [DisplayItem] {
        let x = chart.x
        guard x.count > 0, let indices = windowIndices else { return [] }
        let format = ValueFormat.date(pattern: chart.xLabelFormat)
        let width = widestXLabel(format)
        let meanStep = x.count > 1 ? (x[x.count - 1] - x[0]) / Double(x.count - 1) : 1
        let spacing = chart.xWindow.span > 0 ? plot.width * meanStep / chart.xWindow.span : .infinity
        let thinning = LabelThinning(spacing: spacing, width: width, gap: 20)
        // Candidates whose labels reach into the plot's span.
        let reach = Swift.min(Int(saturating: (width / 2 / max(spacing, 1e-9)).rounded(.up)), x.count)
        let first = max(indices.lowerBound - reach, 0), last = min(indices.upperBound + reach, x.count - 1)
        let y = clip.maxY + 6
        let anchor = labelAnchor
        var items: [DisplayItem] = []
        for i in first...last {
            var opacity = thinning.opacity(of: i, anchor: anchor)
            let centre = transform.x(x[i])
            // Labels fade as they slide past the plot's sides.
            let overflow = max(plot.minX - (centre - width / 2), centre + width / 2 - plot.maxX, 0)
            opacity *= min(max(1 - overflow / (width / 2), 0), 1)
            guard opacity >= 1.0 / 255 else { continue }
            let label = context.string(chart.formatter, x[i], format)
            items.append(.tagged(.xLabel(x[i], text: label),
                                 [.text(TextRun(label, at: Point(centre, y), font: Self.labelFont, color: colors.label.multiplyingAlpha(opacity),
                                                alignment: TextAlignment(horizontal: .center, vertical: .top)))]))
        }
        return items
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
