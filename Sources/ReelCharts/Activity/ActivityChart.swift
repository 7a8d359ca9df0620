import ReelGeometry
import ReelTiming

/// The parental-control timeline (`TimelineChartView`): a day of device use
/// on a 24-hour axis, seen through a window of a few hours (2 by default)
/// that can scroll. Intervals are bars half the band's height, grid lines
/// every 15 minutes with `H:MM` labels, a marker at the current time drawn
/// over the grid, and a legend of the kinds present.
///
/// Right to left (`direction`, or a right-to-left `locale`) draws the
/// timeline mirrored, as for Arabic: intervals become `[-end, -start]`, the
/// marker `-now`, labels show absolute times, gradients run the other way
/// and the scroll offset mirrors. Every property here stays in reading terms (minutes since
/// midnight), so one scene renders both ways.
package struct ActivityChart: Chart {
    package static let typeName = "activity"
    /// The day's span, in minutes.
    package static let day = 1440.0

    package var intervals: [ActivityInterval]
    package var kinds: [ActivityKind]
    /// The current time in minutes since midnight; nil draws no marker.
    package var now: Double?
    /// The earliest minute in view (the scroll position, in reading terms):
    /// clamped so the window stays within the day.
    package var windowStart = 0.0
    /// How many minutes the window shows.
    package var windowLength = 120.0
    /// Minutes between grid lines, and between labels.
    package var gridStep = 15.0
    package var labelStep = 15.0
    /// The bars' height as a fraction of the band (the timeline's 0.5).
    package var barHeight = 0.5
    /// The shortest bar drawn, in minutes (the timeline's `minimumEntryLength`).
    package var minimumLength = 1.0
    /// The intervals' grow-in, 0...1: each grows from its start in turn.
    package var grow = 1.0
    /// How much the grow-ins overlap: 0 all at once, 1 strictly one after
    /// another; in between each starts this fraction of its own duration
    /// after the previous one.
    package var stagger = 0.5
    package var markerOpacity = 1.0
    package var showLegend = true
    package var labelFont = Font(name: "DejaVu Sans:bold", size: 6.5)
    package var legendFont = Font(size: 10)
    /// 0 day, 1 night, in between a cross-fade of the two palettes.
    package var theme = 0.0
    package var day = ActivityPalette.day
    package var night = ActivityPalette.night
    package var direction = ChartDirection.auto
    package var formatter = ValueFormatter()

    package init(intervals: [ActivityInterval] = [], kinds: [ActivityKind] = ActivityKind.builtIn, now: Double? = nil) {
        self.intervals = intervals
        self.kinds = kinds
        self.now = now
    }

    /// The palette drawn: day and night blended by `theme`.
    package var palette: ActivityPalette { day.blended(to: night, at: min(max(theme, 0), 1)) }

    package var isRightToLeft: Bool { direction.isRightToLeft(with: formatter) }

    /// The window's length within the day (at least a minute).
    package var clampedWindowLength: Double { min(max(windowLength, 1), Self.day) }

    /// The window's start within the day.
    package var clampedWindowStart: Double { min(max(windowStart, 0), Self.day - clampedWindowLength) }

    /// The timeline's scroll to now: the window that ends at `now`, or
    /// starts the day when now is earlier than one window (`getScrollOffset`).
    package var windowStartShowingNow: Double {
        guard let now else { return clampedWindowStart }
        return min(max(now - clampedWindowLength, 0), Self.day - clampedWindowLength)
    }

    /// The axis the chart draws on: `0...1440` left to right, or the
    /// timeline's mirrored `-1440...0` with the scroll offset mirrored to match.
    package var axis: ActivityAxis {
        let length = clampedWindowLength, start = clampedWindowStart
        return isRightToLeft
            ? ActivityAxis(domain: ValueRange(-Self.day, 0), offset: Self.day - start - length, length: length, mirrored: true)
            : ActivityAxis(domain: ValueRange(0, Self.day), offset: start, length: length, mirrored: false)
    }

    /// The kinds that occur, in `kinds` order: what the legend lists.
    package var presentKinds: [Int] {
        let used = Set(intervals.map(\.kind))
        return kinds.indices.filter(used.contains)
    }

    /// How far each interval (in the order given) has grown, 0...1: interval
    /// `k` in order of start begins growing at `k·stagger·d` of `grow` and
    /// takes `d`, with `d` chosen so the last one ends at 1; each eases out.
    package func growth() -> [Double] {
        let n = intervals.count
        guard grow < 1 else { return Array(repeating: 1, count: n) }
        guard grow > 0, n > 0 else { return Array(repeating: 0, count: n) }
        let s = min(max(stagger, 0), 1)
        let d = 1 / (1 + Double(n - 1) * s)
        let order = intervals.indices.sorted { (intervals[$0].start, $0) < (intervals[$1].start, $1) }
        var result = Array(repeating: 0.0, count: n)
        for (rank, index) in order.enumerated() {
            let local = min(max((grow - Double(rank) * s * d) / d, 0), 1)
            result[index] = TimingCurve.easeOut.progress(local)
        }
        return result
    }

    package func layout(in bounds: Rect, context: RenderContext) -> DisplayList {
        ActivityLayout(chart: self, bounds: bounds, text: context.text).displayList()
    }
}

/// Where the window sits on the drawn axis: the activity chart's
/// configuration of a `ScrollScale` over the day, with its reading terms.
package struct ActivityAxis: Sendable, Hashable {
    /// The whole day on this axis.
    package let domain: ValueRange
    /// Minutes from the domain's lower end to the window's left edge.
    package let offset: Double
    package let length: Double
    /// Whether values are the negated minutes of a right-to-left chart.
    package let mirrored: Bool

    /// The axis value of a time of day.
    package func value(ofMinute minute: Double) -> Double { mirrored ? -minute : minute }

    /// The time of day of an axis value.
    package func minute(ofValue value: Double) -> Double { mirrored ? -value : value }

    /// The window drawn `width` points wide from `origin`.
    package func scale(origin: Double, width: Double) -> ScrollScale {
        ScrollScale(domain: domain, offset: offset, length: length, origin: origin, width: width)
    }

    /// The axis values of an interval grown by `fraction` from its start,
    /// at least `minimum` long: in reading order it starts at `start`.
    package func span(of interval: ActivityInterval, fraction: Double, minimum: Double) -> ValueRange {
        let length = max(interval.length, minimum) * fraction
        return mirrored
            ? ValueRange(-interval.start - length, -interval.start)
            : ValueRange(interval.start, interval.start + length)
    }
}
