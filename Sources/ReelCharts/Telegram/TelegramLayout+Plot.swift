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
        var room = LabelRoom(top: top, bottom: plot.maxY, labelHeight: height, lift: 2, pointsPerUnit: scale.pointsPerUnit,
                             position: { scale.position($0) })
        room.shown = chart.axes[k].range
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

    /// Dates under the plot: one candidate per data point, shown by the
    /// calendar step it opens (`CalendarLadder`: hours, days, the 1st, 8th,
    /// 15th and 22nd, the 1st and 15th, months, quarters, years), the
    /// finest step that keeps the labels apart fading in and out with the
    /// room it has (`RankThinning`), so the labels that stay keep their
    /// place on the data as the window zooms or slides. The data's first
    /// and last points carry a label inside the plot while in view, which
    /// gives way to a neighbour it would crowd.
    func xLabels() -> [DisplayItem] {
        let x = chart.x
        guard x.count > 0, let indices = chart.indicesInView else { return [] }
        let calendar = calendarRanks()
        let format = ValueFormat.date(pattern: chart.xLabelFormat)
        let midnight = midnightFormat(dayRank: calendar.dayRank)
        let width = max(widestXLabel(format), midnight.map { widestXLabel($0.format) } ?? 0), gap = 20.0
        let meanStep = x.count > 1 ? (x[x.count - 1] - x[0]) / Double(x.count - 1) : 1
        let spacing = chart.xWindow.span > 0 ? plot.width * meanStep / chart.xWindow.span : .infinity
        // Candidates whose labels reach into the plot's span.
        let reach = Swift.min(Int(saturating: (width / 2 / max(spacing, 1e-9)).rounded(.up)), x.count)
        let first = max(indices.lowerBound - reach, 0), last = min(indices.upperBound + reach, x.count - 1)
        let pointsPerSecond = chart.xWindow.span > 0 ? plot.width / chart.xWindow.span : .infinity
        // At most 8 labels in full across the plot (`LayoutProperties.strongLabels`).
        let thinning = RankThinning(gaps: calendar.gaps.map { $0 * pointsPerSecond }, width: width, gap: gap,
                                    spacing: plot.width / 8)
        let ends = [0, x.count - 1]
        let ticks = (first...last).map { i in
            AxisTick(value: x[i], opacity: ends.contains(i) ? 1 : thinning.opacity(rank: calendar.ranks[i]), ordinal: i, width: width,
                     rank: calendar.ranks[i])
        }
        var labels = AxisLabels(edge: .bottom, ticks: ticks, scale: transform.xScale,
                                text: { i in
                                    let day = midnight.flatMap { calendar.ranks[first + i] >= $0.rank ? $0.format : nil }
                                    return context.string(chart.formatter, x[first + i], day ?? format)
                                },
                                across: clip.maxY + 6, font: Self.labelFont, color: colors.label,
                                alignment: TextAlignment(horizontal: .center, vertical: .top))
        // Labels fade as they slide past the plot's sides; the data's first
        // and last stay inside while their points are.
        labels.ends = .fadedPast(lower: plot.minX, upper: plot.maxX)
        labels.pinned = ends
        labels.pinnedGap = gap
        // The thinning keeps labels on the ladder half the gap apart at least: a late opener after
        // a gap gives way over the 4 pt short of that, leaving the thinning's own fades alone.
        labels.crowdGap = gap / 2 - 4
        labels.minimumOpacity = 1.0 / 255
        return labels.items()
    }

    /// The pattern of labels at a midnight, and the rank from which a point
    /// opens a day, when the ticker's own pattern names no day and the data
    /// runs over more than one (hourly data over a week would read "00:00"
    /// at every day); nil otherwise.
    private func midnightFormat(dayRank: Int?) -> (format: ValueFormat, rank: Int)? {
        let x = chart.x
        guard let dayRank, let first = x.first, let last = x.last, last - first > 86_400,
              !DatePatternUnit.namesDay(chart.xLabelFormat) else { return nil }
        return (.date(pattern: TelegramChart.midnightLabelFormat), dayRank)
    }

    /// Each point's calendar rank and the ladder's least gaps in seconds,
    /// in the chart's time zone: the same for every frame of one chart, so
    /// worked out once per render context.
    private func calendarRanks() -> (gaps: [Double], ranks: [Int], dayRank: Int?) {
        let x = chart.x, timeZone = chart.formatter.timeZone
        return context.cached(CalendarRanksKey(x: SameArray(array: x), timeZone: timeZone)) {
            // The data's step: its closest two points, so that a missing day
            // does not make daily data count as coarser.
            let step = zip(x, x.dropFirst()).map { $1 - $0 }.filter { $0 > 0 }.min() ?? 86_400
            let ladder = CalendarLadder(dataStep: step.rounded())
            let zone = TimeZone(identifier: timeZone) ?? TimeZone(secondsFromGMT: 0)!
            let ranks = ladder.ranks(of: x) { Double(zone.secondsFromGMT(for: Date(timeIntervalSince1970: $0))) }
            return (ladder.gaps, ranks, ladder.dayRank)
        }
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

/// What a chart's calendar ranks depend on.
private struct CalendarRanksKey: Hashable {
    let x: SameArray<Double>
    let timeZone: String
}

/// What the widest date label depends on, besides the context's measurer.
private struct WidestLabelKey: Hashable {
    let x: SameArray<Double>
    let formatter: ValueFormatter
    let format: ValueFormat
}
