import Foundation
import ReelGeometry
import TestSupport
import Testing

@testable import ReelCharts

@Suite struct LineChartTests {
    /// Seed 001's data in a 340 x 170 view with 25 pt of label padding.
    func seed001(strokeEnd: Double = 1) -> LineChart {
        let series = LineSeries(id: "line", name: "line", x: (0..<7).map(Double.init), y: [10, 20, 15, 20, 40, 10, 20], color: .black)
        var x = ChartAxis(range: ValueRange(0, 6))
        x.placement = .slots
        var y = ChartAxis(range: ValueRange(0, 60))
        y.ticks = .values([0, 10, 20, 30, 40, 50])
        var chart = LineChart(series: [series], xAxis: x, yAxis: y)
        chart.insets = EdgeInsets(top: 0, left: 25, bottom: 25, right: 0)
        chart.strokeEnd = strokeEnd
        return chart
    }

    func layout(_ chart: LineChart, width: Double = 340, height: Double = 170) -> LineChartLayout {
        LineChartLayout(chart: LineFrame(settling: chart), bounds: Rect(x: 0, y: 0, width: width, height: height), context: RenderContext(text: EstimatedTextMetrics()))
    }

    @Test func pointsGoWhereSeed001PutsThem() throws {
        let placed = try #require(layout(seed001()).placedSeries.first)
        let points = placed.runs[0].map(\.point)
        // x = 25 + 45 * (i + 0.5); y = 145 - value / 10 * 145 / 6.
        for (i, p) in points.enumerated() {
            #expect(abs(p.x - (25 + 45 * (Double(i) + 0.5))) < 1e-9)
        }
        #expect(abs(points[4].y - (145 - 4 * 145 / 6)) < 1e-9)
    }

    @Test func strokeEndRevealsByArcLengthNotByPoints() throws {
        let placed = try #require(layout(seed001(strokeEnd: 0.5)).placedSeries.first)
        let full = placed.path.flattened(tolerance: 0.01).totalLength
        let shown = placed.path.flattened(tolerance: 0.01).trimmed(to: placed.trim).totalLength
        #expect(abs(shown - full / 2) < 1e-6 * full)
        // Half the length is not half the points (x = 182.5): the steep
        // segments are long. Worked out from the segment lengths:
        let unit = 145.0 / 60
        let rises = [10.0, 5, 5, 20, 30, 10].map { $0 * unit }
        let lengths = rises.map { (45 * 45 + $0 * $0).squareRoot() }
        let half = lengths.reduce(0, +) / 2
        var walked = 0.0, segment = 0
        while walked + lengths[segment] < half { walked += lengths[segment]; segment += 1 }
        let expectedX = 25 + 45 * (Double(segment) + 0.5) + 45 * (half - walked) / lengths[segment]
        let end = try #require(placed.path.flattened(tolerance: 0.01).trimmed(to: placed.trim).last?.points.last)
        #expect(abs(end.x - expectedX) < 1e-6)
        #expect(segment == 3)
    }

    @Test func sequentialRevealGivesEachSeriesItsShare() {
        var chart = seed001(strokeEnd: 0.75)
        chart.series.append(LineSeries(id: "b", name: "b", x: chart.series[0].x, y: [1, 2, 3, 4, 5, 6, 7], color: .black))
        chart.reveal = .sequential
        let placed = layout(chart).placedSeries
        #expect(placed[0].trim.end == 1)
        #expect(abs(placed[1].trim.end - 0.5) < 1e-12)
        // With a stagger of 0.25 the second series starts a quarter in and
        // both take 0.75 of the reveal: at 0.75 the first is done, the second 2/3.
        chart.revealStagger = 0.25
        let staggered = layout(chart).placedSeries
        #expect(staggered[0].trim.end == 1)
        #expect(abs(staggered[1].trim.end - 2.0 / 3) < 1e-12)
        chart.reveal = .simultaneous
        #expect(layout(chart).placedSeries.allSatisfy { $0.trim.end == 0.75 })
    }

    @Test func phaseYGrowsValuesFromTheBaseline() throws {
        var chart = seed001()
        chart.phaseY = 0.5
        let points = try #require(layout(chart).placedSeries.first).runs[0].map(\.point)
        // Value 40 at half height draws where 20 would.
        #expect(abs(points[4].y - (145 - 2 * 145 / 6)) < 1e-9)
    }

    @Test func gapsBreakTheLine() throws {
        var chart = seed001()
        var y = chart.series[0].y
        y[3] = nil
        chart.series[0].points = SeriesPoints(x: chart.series[0].x, y: y)
        let placed = try #require(layout(chart).placedSeries.first)
        #expect(placed.runs.count == 2)
        #expect(placed.path.flattened(tolerance: 0.1).count == 2)
    }

    @Test func smoothLinesNeverOvershootTheData() {
        let points = [Point(0, 100), Point(10, 20), Point(20, 20), Point(30, 90), Point(40, 95), Point(50, 10)]
        let segments = MonotoneCubic.segments(through: points)
        var path = Path { $0.move(to: points[0]) }
        for (c1, c2, p) in segments { path.cubic(to: p, control1: c1, control2: c2) }
        let flat = path.flattened(tolerance: 0.01)[0].points
        for (a, b) in zip(points, points.dropFirst()) {
            let lo = min(a.y, b.y) - 1e-9, hi = max(a.y, b.y) + 1e-9
            #expect(flat.filter { $0.x > a.x && $0.x < b.x }.allSatisfy { $0.y >= lo && $0.y <= hi })
        }
        // ...and passes through every point.
        for p in points { #expect(flat.contains { $0.distance(to: p) < 1e-9 }) }
    }

    func popupChart(x: Double, y: Double) -> LineChart {
        var chart = seed001()
        chart.popup.isEnabled = true
        chart.popup.x = x
        chart.popup.y = y
        return chart
    }

    @Test func popupClampsAtTheLeftAndTop() throws {
        // Before the first point and above the chart: the touch clamps to
        // the plot's left edge and the chart's top, as SKChartView clamps it.
        let placement = try #require(layout(popupChart(x: -5, y: -40)).popupPlacement())
        #expect(placement.touch.x == 47.5)  // snapped to the first point (25 + 22.5), inside the plot
        let unsnapped = popupChart(x: -5, y: -40)
        var free = unsnapped
        free.popup.snap = false
        free.xAxis.placement = .linear
        let clamped = try #require(layout(free).popupPlacement())
        #expect(clamped.touch.x == 25 && clamped.touch.y == 0)
        #expect(clamped.box.minX == 25 && clamped.box.minY == 0)
    }

    @Test func popupClampsAtTheRightAndBottom() throws {
        // The last point (x = 6) sits on the chart's right edge.
        var chart = popupChart(x: 6, y: 500)
        chart.popup.snap = false
        chart.xAxis.placement = .linear
        let placement = try #require(layout(chart).popupPlacement())
        #expect(placement.touch.x == 340 && placement.touch.y == 170)
        #expect(abs(placement.box.maxX - 340) < 1e-9 && abs(placement.box.maxY - 170) < 1e-9)
        #expect(placement.lines.count == 2)  // the x label and the series
    }

    /// With `yFollow`, the y range is derived from the x window: a window
    /// over seed 001's days 3-4 (values 20 and 40) fits 20...40 in five
    /// intervals of 4 (a nice fit: 4 to 6 intervals, the narrowest range,
    /// the first step found on a tie), whatever `yAxis.range` says; without
    /// it, the axis keeps its own range.
    @Test func fittedYAxisFollowsTheWindow() {
        var chart = seed001()
        chart.xAxis.placement = .linear
        chart.xAxis.range = ValueRange(3, 4)
        #expect(chart.resolved(at: 0, model: { _ in chart }).yAxis.range == ValueRange(0, 60))
        chart.yFollow = FollowingFit(fit: YFit(ends: .nice))
        let fitted = chart.resolved(at: 5, model: { _ in chart })
        #expect(fitted.yAxis.range == ValueRange(20, 40))
        #expect(fitted.yTickSets.count == 1 && fitted.yTickSets[0].target.step == 4)
        // Widening the window at 1 s: 0.3 s into the 0.4 s cubic ease-out at 1.3 s, 1 - 0.25^3 of the way.
        func model(_ t: Double) -> LineChart {
            var c = chart
            c.xAxis.range = t < 1 ? ValueRange(3, 4) : ValueRange(0, 6)
            return c
        }
        // Days 0-6: 10...40 -> step 5, six intervals: 10...40.
        let half = model(1.3).resolved(at: 1.3, model: model).yAxis.range
        let lower: Double = 20 - 10 * (1 - pow(0.25, 3))
        #expect(abs(half.lower - lower) < 0.01 && abs(half.upper - 40) < 0.01)
    }
}

/// Dots and values on dense series are placed in about linear time, with
/// what cannot show culled first.
@Suite struct DenseValueLabelTests {
    func chart(points n: Int) -> LineChart {
        let y: [Double?] = (0..<n).map { (i: Int) -> Double? in Double((i * 7919) % 1000) / 10 }
        let series = LineSeries(id: "s", name: "s", x: (0..<n).map(Double.init), y: y, color: .black)
        var chart = LineChart(series: [series], xAxis: ChartAxis(range: ValueRange(0, Double(n - 1))),
                              yAxis: ChartAxis(range: ValueRange(0, 100)))
        chart.dots = .all
        chart.showValues = true
        return chart
    }

    func labels(_ chart: LineChart) -> Int {
        chart.layout(in: Rect(x: 0, y: 0, width: 800, height: 480), text: EstimatedTextMetrics()).items.count
    }

    /// Quadratic placement (8 s a frame at 100k points before) would take
    /// 16 times as long for 4 times the points; linear takes about 4.
    /// Each size is timed in processor time, the least of three runs, so a
    /// busy machine does not change the ratio.
    @Test func placementGrowsLinearly() {
        func seconds(_ n: Int) -> Double {
            let c = chart(points: n)
            return ThreadCPUTime.seconds { _ = labels(c) }
        }
        let small = seconds(10_000), large = seconds(40_000)
        #expect(large / small < 8, "10k points \(small) s, 40k points \(large) s")
        #expect(large < 10, "\(large) s")
    }

    @Test func aZoomedWindowOnlyPlacesWhatShows() {
        var zoomed = chart(points: 100_000)
        zoomed.xAxis.range = ValueRange(50_000, 50_040)
        let start = Date()
        _ = labels(zoomed)
        #expect(Date().timeIntervalSince(start) < 2)
    }
}
