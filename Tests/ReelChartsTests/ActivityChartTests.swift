import ReelCharts
import ReelGeometry
import Testing

/// Text of a fixed advance per character, so layouts are checked without fonts.
struct MonospaceMeasurer: TextMeasuring {
    func inkBounds(of text: String, font: Font, direction: TextDirection) -> Rect {
        Rect(x: 0, y: -0.7 * font.size, width: 0.6 * font.size * Double(text.count), height: 0.9 * font.size)
    }
}

@Suite struct ActivityChartTests {
    static let bounds = Rect(x: 0, y: 0, width: 375, height: 120)

    static func chart(_ intervals: [(Double, Double)], now: Double? = nil) -> ActivityChart {
        ActivityChart(intervals: intervals.map { ActivityInterval(start: $0.0, end: $0.1, kind: 0) }, now: now)
    }

    @Test func clockTimesAreHoursAndPaddedMinutesRoundedUp() {
        let en = ValueFormatter(locale: "en_US"), ar = ValueFormatter(locale: "ar_EG")
        #expect(en.clockTime(minutes: 0) == "0:00")
        #expect(en.clockTime(minutes: 605) == "10:05")
        #expect(en.clockTime(minutes: 1440) == "24:00")
        #expect(en.clockTime(minutes: -75) == "1:15")
        #expect(en.clockTime(minutes: 59.2) == "1:00")
        #expect(ar.clockTime(minutes: 605) == "١٠:٠٥")
        #expect(ar.clockTime(minutes: -1440) == "٢٤:٠٠")
    }

    /// The seed's `inverted`, and the mirrored axis it draws on.
    @Test func rightToLeftNegatesIntervalsAndMirrorsTheScroll() {
        #expect(ActivityInterval(start: 30, end: 90, kind: 2).inverted == ActivityInterval(start: -90, end: -30, kind: 2))
        var chart = Self.chart([(30, 90)], now: 860)
        chart.windowStart = 740
        chart.direction = .rtl
        let axis = chart.axis
        #expect(axis.mirrored && axis.domain == ValueRange(-1440, 0))
        #expect(axis.offset == 1440 - 740 - 120)
        #expect(axis.value(ofMinute: 860) == -860)
        #expect(axis.span(of: chart.intervals[0], fraction: 1, minimum: 1) == ValueRange(-90, -30))
        chart.direction = .ltr
        #expect(chart.axis.offset == 740 && chart.axis.span(of: chart.intervals[0], fraction: 1, minimum: 1) == ValueRange(30, 90))
        chart.direction = .auto
        chart.formatter = ValueFormatter(locale: "ar_EG")
        #expect(chart.axis.mirrored)
    }

    /// The seed's `getScrollOffset`: the window that ends at now, the day's
    /// start before the first window's end, the last window at most.
    @Test func scrollToNowEndsTheWindowAtNow() {
        #expect(Self.chart([], now: 860).windowStartShowingNow == 740)
        #expect(Self.chart([], now: 60).windowStartShowingNow == 0)
        #expect(Self.chart([], now: 1440).windowStartShowingNow == 1320)
        var chart = Self.chart([], now: 860)
        chart.windowStart = 5000
        #expect(chart.clampedWindowStart == 1320)
    }

    /// Stagger 0 grows all together, 1 one after another in order of start
    /// (whatever order they are given in); the last ends with `grow`.
    @Test func growthIsStaggeredInOrderOfStart() {
        var chart = Self.chart([(600, 610), (0, 10), (300, 310)])
        chart.stagger = 1
        chart.grow = 1.0 / 3
        #expect(chart.growth() == [0, 1, 0])
        chart.grow = 0.5
        let half = chart.growth()
        #expect(half[1] == 1 && half[0] == 0 && half[2] > 0 && half[2] < 1)
        chart.stagger = 0
        let together = chart.growth()
        #expect(together[0] == together[1] && together[1] == together[2] && together[0] > 0.5)
        chart.grow = 1
        #expect(chart.growth() == [1, 1, 1])
        chart.grow = 0
        #expect(chart.growth() == [0, 0, 0])
    }

    /// A zero-length interval is still a minute wide, from its reading start.
    @Test func shortIntervalsAreAMinuteWide() {
        for direction in [ChartDirection.ltr, .rtl] {
            var chart = Self.chart([(600, 600), (570, 630)])
            chart.direction = direction
            chart.windowStart = 540
            chart.showLegend = false
            let bars = Self.fills(chart).filter { $0.paint != .solid(chart.palette.background) && $0.paint != .solid(chart.palette.grid) }
            #expect(bars.count == 2)
            guard bars.count == 2 else { continue }
            #expect(abs(bars[0].box.width - bars[1].box.width / 60) < 1e-9, "\(direction)")
            let start = direction == .ltr ? bars[0].box.minX : bars[0].box.maxX
            #expect(abs(start - bars[1].box.center.x) < 1e-9, "\(direction): it starts at 10:00")
        }
    }

    /// Grid lines every 15 minutes across the window; labels every 15
    /// minutes including both ends of the day when the window is there.
    @Test func gridAndLabelsFollowTheirSteps() {
        var chart = Self.chart([])
        chart.showLegend = false
        let list = chart.layout(in: Self.bounds, text: MonospaceMeasurer())
        let labels = Self.texts(list)
        #expect(labels.first == "0:00" && labels.contains("2:00") && !labels.contains("2:30"))
        let grid = Self.fills(chart).filter { $0.paint == .solid(chart.palette.grid) }
        #expect(grid.count == 9, "0:00 to 2:00 (the margin beyond is 4 minutes): \(grid.count)")
        chart.windowStart = 1320
        #expect(Self.texts(chart.layout(in: Self.bounds, text: MonospaceMeasurer())).last == "24:00")
    }

    /// The legend lists the kinds present, in `kinds` order.
    @Test func legendListsPresentKinds() {
        var chart = ActivityChart(intervals: [ActivityInterval(start: 10, end: 20, kind: 3), ActivityInterval(start: 30, end: 40, kind: 0)])
        #expect(chart.presentKinds == [0, 3])
        let names = Self.texts(chart.layout(in: Self.bounds, text: MonospaceMeasurer())).filter { !$0.contains(":") }
        #expect(names == ["Active use", "Blocked"])
        chart.showLegend = false
        #expect(Self.texts(chart.layout(in: Self.bounds, text: MonospaceMeasurer())).allSatisfy { $0.contains(":") })
    }

    static func texts(_ list: DisplayList) -> [String] {
        flatten(list.items).compactMap { if case .text(let run) = $0 { return run.text } else { return nil } }
    }

    static func fills(_ chart: ActivityChart) -> [(box: Rect, paint: Paint)] {
        flatten(chart.layout(in: bounds, text: MonospaceMeasurer()).items).compactMap {
            if case .fill(let path, let paint, _) = $0, let box = path.boundingBox { return (box, paint) }
            if case .rect(let box, let paint) = $0 { return (box, paint) }
            return nil
        }
    }

    static func flatten(_ items: [DisplayItem]) -> [DisplayItem] {
        items.flatMap { item -> [DisplayItem] in
            if case .group(let group) = item { return flatten(group.items) }
            return [item]
        }
    }
}

extension Path {
    /// The box of the path's move and line points (rectangles and triangles).
    var boundingBox: Rect? {
        let points = elements.compactMap { element -> Point? in
            switch element {
            case .move(let p), .line(let p): return p
            default: return nil
            }
        }
        guard let minX = points.map(\.x).min(), let maxX = points.map(\.x).max(),
              let minY = points.map(\.y).min(), let maxY = points.map(\.y).max() else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
