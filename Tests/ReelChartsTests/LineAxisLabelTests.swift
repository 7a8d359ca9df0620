import ReelGeometry
import Testing

@testable import ReelCharts

/// The labels of a line chart whose y axis follows the data: the shared
/// rule of `AxisTickFade.ticks(_:room:)`, bounded by the room the plot has.
@Suite struct LineAxisLabelTests {
    static let bounds = Rect(x: 0, y: 0, width: 400, height: 280)

    /// A chart over `range` showing `sets` (step, weight) as its follow would.
    /// `shown`: the range the frame draws (nil: `range`).
    static func chart(range: ValueRange, sets: [(step: Double, weight: Double)], shown: ValueRange? = nil) -> LineFrame {
        let series = LineSeries(id: "s", name: "s", x: [0, 1], y: [range.lower, range.upper], color: .black)
        var chart = LineChart(series: [series], xAxis: ChartAxis(range: ValueRange(0, 1)), yAxis: ChartAxis(range: range))
        chart.yFollow = FollowingFit()
        let sets = sets.map { Weighted(target: TickSet(range: range, step: $0.step), weight: $0.weight) }
        var drawn = chart.yAxis
        drawn.range = shown ?? range
        return LineFrame(chart: chart, yAxis: drawn, yTickSets: sets, yFollowed: nil)
    }

    static func layout(_ chart: LineFrame) -> LineChartLayout {
        LineChartLayout(chart: chart, bounds: bounds, context: RenderContext(text: EstimatedTextMetrics()))
    }

    /// The drawn label's height and the least space between two visible labels' lines.
    static func spacing(_ layout: LineChartLayout) -> (height: Double, least: Double) {
        let h = layout.context.text.size(of: "0", font: layout.chart.yAxis.labelFont).height
        let ys = layout.yTicks.map { layout.transform.y($0.value) }.sorted()
        return (h, zip(ys, ys.dropFirst()).map { $1 - $0 }.min() ?? .infinity)
    }

    @Test func aSetFarFinerThanTheRangeDrawsNoLabels() {
        // 0 to 4e15 in steps of 100: the set's own 1000-tick cap would still be a label every 0.2 pt.
        let chart = Self.chart(range: ValueRange(0, 4e15), sets: [(1e15, 0.4), (100, 0.6)])
        let layout = Self.layout(chart)
        let height = layout.plot.height
        #expect(layout.yTicks.count <= 5)
        #expect(layout.yTicks.allSatisfy { $0.step == 1e15 })
        #expect(layout.yTicks.count * 12 < Int(height))
    }

    @Test func visibleLabelsNeverOverlapAndStayNearThePlot() {
        for fine in [1e14, 2e14, 2.5e14, 4e14, 5e14] {
            for weight in stride(from: 0.0, through: 1.0, by: 0.125) {
                let layout = Self.layout(Self.chart(range: ValueRange(0, 4e15), sets: [(1e15, 1 - weight), (fine, weight)]))
                let (h, least) = Self.spacing(layout)
                #expect(least >= h, "step \(fine), weight \(weight): lines \(least) pt apart")
                let plot = layout.plot
                #expect(layout.yTicks.allSatisfy { layout.transform.y($0.value) >= plot.minY - h && layout.transform.y($0.value) <= plot.maxY + 4 })
            }
        }
    }

    @Test func aSettledAxisShowsItsWholeSetAtFullStrengthTopAndBottomIncluded() {
        let layout = Self.layout(Self.chart(range: ValueRange(0, 50), sets: [(10, 1)]))
        #expect(layout.yTicks.map(\.value) == [0, 10, 20, 30, 40, 50])
        #expect(layout.yTicks.allSatisfy { $0.opacity == 1 })
    }

    @Test func aLineAboveThePlotFadesOutOverALabelsHeight() throws {
        // 50 just inside the top (range to 54) shows in full.
        let inside = Self.layout(Self.chart(range: ValueRange(0, 54), sets: [(10, 1)]))
        #expect(inside.yTicks.map(\.value) == [0, 10, 20, 30, 40, 50])
        #expect(inside.yTicks.allSatisfy { $0.opacity == 1 })
        // The axis moving down by 1: 50's line is ~5 pt above the plot, its label fading.
        let moved = Self.chart(range: ValueRange(0, 50), sets: [(10, 1)], shown: ValueRange(-1, 49))
        let top = try #require(Self.layout(moved).yTicks.last)
        #expect(top.value == 50)
        #expect(top.opacity < 1 && top.opacity > 0)
        // Further up than a label's height: gone.
        let further = Self.chart(range: ValueRange(0, 50), sets: [(10, 1)], shown: ValueRange(-10, 40))
        #expect(Self.layout(further).yTicks.last?.value == 40)
    }

    /// A fixed axis stepping far finer than its height holds: the labels
    /// drawn are thinned to every 2^k-th tick, and none touch.
    @Test func aFixedAxisWithAFineStepDrawsFewLabelsApart() {
        let series = LineSeries(id: "s", name: "s", x: [0, 1], y: [0, 100], color: .black)
        var y = ChartAxis(range: ValueRange(0, 100))
        y.ticks = .step(0.1)
        let chart = LineChart(series: [series], xAxis: ChartAxis(range: ValueRange(0, 1)), yAxis: y)
        let layout = Self.layout(LineFrame(settling: chart))
        let h = layout.context.text.size(of: "0", font: y.labelFont).height
        let shown = AxisLayoutTests.runs(layout.axes.yLabels(layout.transform, bounds: Self.bounds))
            .filter { $0.run.color.alpha > 0 }.map(\.run.anchor.y).sorted()
        #expect(layout.yTicks.count > 400)
        #expect(shown.count >= 5 && Double(shown.count) <= layout.plot.height / h + 1)
        #expect(zip(shown, shown.dropFirst()).allSatisfy { $1 - $0 >= h })
    }

    @Test func aFixedAxisWithRoomShowsEveryTick() {
        let series = LineSeries(id: "s", name: "s", x: [0, 1], y: [0, 50], color: .black)
        var y = ChartAxis(range: ValueRange(0, 50))
        y.ticks = .values([0, 10, 20, 30, 40, 50])
        let layout = Self.layout(LineFrame(settling: LineChart(series: [series], xAxis: ChartAxis(range: ValueRange(0, 1)), yAxis: y)))
        let shown = AxisLayoutTests.runs(layout.axes.yLabels(layout.transform, bounds: Self.bounds))
        #expect(shown.count == 6 && shown.allSatisfy { $0.run.color.alpha == y.labelColor.alpha })
    }
}
