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
    static func still(_ chart: TelegramChart, at t: Double = 10) -> TelegramFrame {
        chart.resolved(at: t, model: { _ in chart })
    }

    @Test func fitCoversEverySeriesInTheWindow() {
        var chart = Self.chart()
        chart.window = ValueRange(0, 1)
        // All data: 10...1000, tight. Step 100 gives 10 labels, 200 gives 6 (0...1000 with the
        // bottom rounded down to a quantum of 20).
        #expect(Self.still(chart).yRange == ValueRange(0, 1000))
        // Days 6-10 (window 0.6...1): a is 160...200, b is 10: 10...200. Step 25 gives 8 labels,
        // 30 gives 6 (30...180); quantum 3: 9...201.
        chart.window = ValueRange(0.6, 1)
        #expect(Self.still(chart).yRange == ValueRange(9, 201))
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
        // Days 5.5...6.5: b runs 505 down to 10; no point inside but day 6 (10): step 100 (5 labels),
        // quantum 10: 10...510.
        chart.window = ValueRange(0.55, 0.65)
        #expect(Self.still(chart).yRange == ValueRange(10, 510))
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

    /// Halfway through b's fade (opacity 1/2): the fit without b is 100...200 (span 100), with b
    /// 0...1000 (span 1000); the scale is halfway, 1 / span = (1/100 + 1/1000) / 2, a span of
    /// 181.8, both ends 81.8 / 900 = 1/11 of the way.
    static let halfFaded = ValueRange(100 - 100.0 / 11, 200 + 800.0 / 11)

    @Test func theRangeMovesWithAFadeOut() {
        // b fades out over [1, 1.6] s: the range runs from the fit with it to the fit without it
        // as its opacity falls, starting and ending with the fade.
        func range(at t: Double) -> ValueRange {
            Self.fadingOut(t).resolved(at: t, model: Self.fadingOut).yRange
        }
        #expect(range(at: 0.99) == ValueRange(0, 1000))
        let mid = range(at: 1.3)
        #expect(abs(mid.lower - Self.halfFaded.lower) < 0.01 && abs(mid.upper - Self.halfFaded.upper) < 0.01, "\(mid)")
        let end = range(at: 1.6 + 1e-3)
        #expect(abs(end.lower - 100) < 1e-4 && abs(end.upper - 200) < 1e-4, "\(end)")
        // Never more than two label sets, each drawn across the range it labels (inside the fit with b).
        for t in stride(from: 1.0, through: 1.7, by: 0.02) {
            let sets = Self.fadingOut(t).resolved(at: t, model: Self.fadingOut).yTickSets
            #expect(sets.count <= 2 && sets.allSatisfy { $0.target.range.lower >= -1e-9 && $0.target.range.upper <= 1000 + 1e-9 },
                    "t=\(t): \(sets)")
        }
    }

    /// A model whose "b" fades in over [1, 1.6] s: the range moves from the
    /// fit without it to the fit with it as it appears, the same way back.
    @Test func theRangeMovesWithAFadeIn() {
        func model(_ t: Double) -> TelegramChart {
            var chart = Self.fadingOut(0)
            chart.series[1].visible = min(max((t - 1) / 0.6, 0), 1)
            return chart
        }
        func range(at t: Double) -> ValueRange { model(t).resolved(at: t, model: model).yRange }
        #expect(range(at: 0.99) == ValueRange(100, 200))
        let start = range(at: 1.0 + 1e-3)
        #expect(abs(start.lower - 100) < 1 && abs(start.upper - 200) < 3, "\(start)")
        let mid = range(at: 1.3)
        #expect(abs(mid.lower - Self.halfFaded.lower) < 0.01 && abs(mid.upper - Self.halfFaded.upper) < 0.01, "\(mid)")
        let end = range(at: 1.6 + 1e-3)
        #expect(abs(end.lower) < 1e-4 && abs(end.upper - 1000) < 1e-4, "\(end)")
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
        #expect(chart.indicatorIndex() == 5)
        chart.indicator.usesPosition = false
        chart.indicator.x = 1_500_000_000 + 2.4 * Self.day
        #expect(chart.indicatorIndex() == 2)
    }
}
