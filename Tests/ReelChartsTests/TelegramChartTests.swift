import Foundation
import ReelGeometry
import ReelTiming
import Testing

@testable import ReelCharts

/// The contest chart's derived state: the y fit for windows and for hidden
/// series, and how the axes follow it in time.
@Suite struct TelegramChartTests {
    static let day = 86_400.0

    /// Eleven days; "a" rises 100...200 by tens, "b" is 1000 on day 5 and
    /// 10 elsewhere.
    static func chart() -> TelegramChart {
        let x = (0...10).map { 1_500_000_000 + Double($0) * day }
        let a = LineSeries(id: "a", name: "A", x: x, y: (0...10).map { 100 + Double($0) * 10 }, color: .black)
        let b = LineSeries(id: "b", name: "B", x: x, y: (0...10).map { $0 == 5 ? 1000 : 10 }, color: .white)
        return TelegramChart(title: "", x: x, series: [a, b])
    }

    /// A timeline of one: the chart as given at every time.
    static func still(_ chart: TelegramChart, at t: Double = 10) -> TelegramChart {
        chart.resolved(at: t, model: { _ in chart })
    }

    @Test func fitCoversEverySeriesInTheWindow() {
        var chart = Self.chart()
        chart.window = ValueRange(0, 1)
        // All data: 10...1000. Five intervals: 200 fits (0...1000).
        #expect(Self.still(chart).yRange == ValueRange(0, 1000))
        // Days 6-10 (window 0.6...1): a is 160...200, b is 10: 10...200 -> step 50 from 0: 0...250.
        chart.window = ValueRange(0.6, 1)
        #expect(Self.still(chart).yRange == ValueRange(0, 250))
        // The mini map fits all the data whatever the window.
        #expect(Self.still(chart).miniYRange == ValueRange(0, 1000))
    }

    @Test func windowEdgesCountWhereTheLinesCrossThem() {
        var chart = Self.chart()
        chart.series[0].visible = 0
        // Window 0.45...0.55 is days 4.5...5.5: no data point of b but day 5's 1000;
        // at the edges b is (10 + 1000) / 2 = 505. So 505...1000 -> step 100 from 500: 500...1000.
        chart.window = ValueRange(0.45, 0.55)
        #expect(Self.still(chart).yRange == ValueRange(500, 1000))
        // Days 5.5...6.5: b runs 505 down to 10; no point inside but day 6 (10).
        chart.window = ValueRange(0.55, 0.65)
        #expect(Self.still(chart).yRange == ValueRange(0, 1000))
    }

    @Test func hiddenSeriesDoNotCount() {
        var chart = Self.chart()
        chart.window = ValueRange(0, 1)
        chart.series[1].visible = 0
        // a alone: 100...200 -> step 20 from 100: 100...200.
        #expect(Self.still(chart).yRange == ValueRange(100, 200))
        #expect(Self.still(chart).miniYRange == ValueRange(100, 200))
        // With every series hidden, the axes keep fitting all of them.
        chart.series[0].visible = 0
        #expect(Self.still(chart).yRange == ValueRange(0, 1000))
    }

    /// A model whose "b" fades out over [1, 1.6] s.
    static func fadingOut(_ t: Double) -> TelegramChart {
        var chart = Self.chart()
        chart.window = ValueRange(0, 1)
        chart.series[1].visible = min(max(1 - (t - 1) / 0.6, 0), 1)
        return chart
    }

    @Test func aSeriesStopsCountingAsItsFadeStarts() {
        // Default follow: 0.6 s linear. The fit changes from 0...1000 to
        // 100...200 when b starts to fade (at 1 s), so at 1.3 s the range is
        // half-way and at 1.6 s (the fade's end) it has arrived. The change is
        // seen 1 ms early (the look-ahead that reads the fade's direction).
        func range(at t: Double) -> ValueRange {
            Self.fadingOut(t).resolved(at: t, model: Self.fadingOut).yRange
        }
        #expect(range(at: 0.9) == ValueRange(0, 1000))
        let half = range(at: 1.3)
        #expect(abs(half.lower - 50) < 0.5 && abs(half.upper - 600) < 2)
        let done = range(at: 1.6 + 1e-6)
        #expect(abs(done.lower - 100) < 1e-6 && abs(done.upper - 200) < 1e-6)
        // Half-way, both tick sets show, each at half strength.
        let sets = Self.fadingOut(1.3).resolved(at: 1.3, model: Self.fadingOut).yTickSets
        #expect(sets.count == 2)
        #expect(sets.allSatisfy { abs($0.weight - 0.5) < 0.01 })
    }

    /// A model whose "b" fades in over [1, 1.6] s: it counts from the start.
    @Test func aSeriesCountsAsSoonAsItStartsToAppear() {
        func model(_ t: Double) -> TelegramChart {
            var chart = Self.fadingOut(0)
            chart.series[1].visible = min(max((t - 1) / 0.6, 0), 1)
            return chart
        }
        let early = model(1.05).resolved(at: 1.05, model: model).yRange
        // The change happened at 1 s (give or take the 1 ms look-ahead): 1/12 of the way to 0...1000.
        #expect(early.upper > 200 && early.upper < 300)
    }

    @Test func resolvingIsPureInTime() {
        let times = stride(from: 0.8, through: 2.0, by: 0.05).map { $0 }
        let ordered = times.map { Self.fadingOut($0).resolved(at: $0, model: Self.fadingOut).yRange }
        let reversed = times.reversed().map { Self.fadingOut($0).resolved(at: $0, model: Self.fadingOut).yRange }
        #expect(ordered == Array(reversed.reversed()))
    }

    @Test func indicatorSnapsToTheNearestPointOfTheWindow() {
        var chart = Self.chart()
        chart.window = ValueRange(0, 1)
        chart.indicator.usesPosition = true
        chart.indicator.position = 0.47  // day 4.7 -> day 5
        let layout = TelegramLayout(chart: Self.still(chart), bounds: Rect(x: 0, y: 0, width: 400, height: 500),
                                    context: RenderContext(text: EstimatedTextMetrics()))
        #expect(layout.indicatorIndex() == 5)
        chart.indicator.usesPosition = false
        chart.indicator.x = 1_500_000_000 + 2.4 * Self.day
        let byTime = TelegramLayout(chart: Self.still(chart), bounds: Rect(x: 0, y: 0, width: 400, height: 500),
                                    context: RenderContext(text: EstimatedTextMetrics()))
        #expect(byTime.indicatorIndex() == 2)
    }
}
