import Foundation
import ReelGeometry
import ReelTiming
import Testing
import TestSupport

@testable import ReelCharts

/// Round 2's derived state: stacks and their totals, percentage shares that
/// add up to exactly 100, each y axis of a two-axis chart fitted on its own,
/// and bar columns on the window.
@Suite struct StackedChartTests {
    static let day = 86_400.0

    static func chart(_ values: [[Double?]], marks: TelegramMarks) -> TelegramChart {
        let x = values[0].indices.map { 1_500_000_000 + Double($0) * day }
        let series = values.enumerated().map { k, y in LineSeries(id: "y\(k)", name: "S\(k)", x: x, y: y, color: .black) }
        var chart = TelegramChart(title: "", x: x, series: series)
        chart.marks = marks
        chart.window = ValueRange(0, 1)
        return chart
    }

    static func still(_ chart: TelegramChart) -> TelegramFrame { chart.resolved(at: 10, model: { _ in chart }) }

    @Test func stackTopsAndTotals() {
        let stack = Stack([[1, 2, nil], [10, 20, 30], [100, -5, 300]], weights: [1, 1, 1], indices: 0...2, percentage: false)
        #expect(stack.tops == [[1, 2, 0], [11, 22, 30], [111, 22, 330]])  // gaps and negatives count as 0
        #expect(stack.bottom(1, 1) == 2 && stack.height(1, 1) == 20 && stack.total(2) == 330)
        // A series half faded out is half as tall, and the one above sits on it.
        let fading = Stack([[4, 4], [6, 6]], weights: [0.5, 1], indices: 1...1, percentage: false)
        #expect(fading.tops == [[2], [8]])
    }

    @Test func percentagesFillExactlyOneHundred() {
        var generator = SplitMix64(seed: 7)
        for _ in 0..<200 {
            let count = Int.random(in: 1...7, using: &generator)
            let values: [[Double?]] = (0..<count).map { _ in [Double.random(in: 0...1e6, using: &generator)] }
            let weights = (0..<count).map { _ in Double.random(in: 0...1, using: &generator) }
            let stack = Stack(values, weights: weights, indices: 0...0, percentage: true)
            let total = (0..<count).reduce(0) { $0 + values[$1][0]! * weights[$1] }
            if total > 0 {
                #expect(stack.total(0) == 100)
                let heights = (0..<count).map { stack.height($0, 0) }
                let sum: Double = heights.reduce(0, +)
                #expect(abs(sum - 100) < 1e-9)
                for k in 0..<count {
                    let expected: Double = values[k][0]! * weights[k] / total * 100
                    #expect(abs(heights[k] - expected) < 1e-6)
                }
                let rounded = Percentages.rounded((0..<count).map { values[$0][0]! * weights[$0] })
                #expect(rounded.reduce(0, +) == 100, "\(rounded)")
                #expect(zip(rounded, heights).allSatisfy { (share: Int, height: Double) in abs(Double(share) - height) < 1 })
            }
        }
        #expect(Percentages.rounded([1, 1, 1]) == [34, 33, 33])
        #expect(Percentages.rounded([0, 0]) == [0, 0])
        #expect(Stack([[0], [0]], weights: [1, 1], indices: 0...0, percentage: true).tops == [[0], [0]])
    }

    @Test func stackedFitCoversTotalsFromZeroAndDropsAHiddenSeries() {
        var chart = Self.chart([[100, 100, 100, 100], [300, 300, 900, 300]], marks: TelegramMarks(shape: .bars))
        // Totals 400, 400, 1000, 400: from 0 to 1000.
        #expect(Self.still(chart).yRange == ValueRange(0, 1000))
        // Only the columns reaching into the window: the last two halves of the span.
        // Tight: step 100 gives 5 labels up to 400, quantum 10: 0...400.
        chart.window = ValueRange(0.8, 1)
        #expect(Self.still(chart).yRange == ValueRange(0, 400))
        chart.window = ValueRange(0, 1)
        chart.series[1].visible = 0
        #expect(Self.still(chart).yRange == ValueRange(0, 100))
    }

    @Test func percentageAxisLabelsReadPercent() {
        let chart = Self.chart([[1, 2, 3], [3, 2, 1]], marks: TelegramMarks(shape: .areas, percentage: true))
        var texts: [String] = []
        func collect(_ items: [DisplayItem]) {
            for item in items {
                switch item {
                case .group(let group): collect(group.items)
                case .text(let run): texts.append(run.text)
                default: break
                }
            }
        }
        collect(chart.layout(in: Rect(x: 0, y: 0, width: 400, height: 520), text: EstimatedTextMetrics()).items)
        #expect(["0%", "25%", "50%", "75%", "100%"].allSatisfy(texts.contains), "\(texts)")
    }

    @Test func percentageAxisIsFixed() {
        let chart = Self.still(Self.chart([[1, 2], [3, 4]], marks: TelegramMarks(shape: .areas, percentage: true)))
        #expect(chart.yRange == ValueRange(0, 100))
        #expect(chart.yTickSets.first?.target.values == [0, 25, 50, 75, 100])
    }

    @Test func twoAxesFitEachSeriesOnItsOwn() {
        var chart = Self.chart([[10, 20, 30, 40], [1000, 5000, 2000, 3000]], marks: TelegramMarks(shape: .lines, twoAxes: true))
        var resolved = Self.still(chart)
        #expect(resolved.axes.count == 2)
        let fit = YFit()
        #expect(resolved.axes[0].range == fit.ticks(for: 10...40).range)
        #expect(resolved.axes[1].range == fit.ticks(for: 1000...5000).range)
        #expect(resolved.axes[0].range != resolved.axes[1].range)
        // The window moves: each axis follows its own series.
        chart.window = ValueRange(0, 1.0 / 3)
        resolved = Self.still(chart)
        #expect(resolved.axes[0].range == fit.ticks(for: 10...20).range)
        #expect(resolved.axes[1].range == fit.ticks(for: 1000...5000).range)
        // Hiding one series does not move the other's axis.
        chart.series[0].visible = 0
        #expect(Self.still(chart).axes[1].range == fit.ticks(for: 1000...5000).range)
        // One axis only when the marks say so.
        chart.marks = TelegramMarks()
        #expect(Self.still(chart).axes.count == 1)
    }

    @Test func barColumnsWidenTheDomainByHalfAColumn() {
        let chart = Self.chart([[1, 2, 3, 4]], marks: TelegramMarks(shape: .bars))
        #expect(chart.domain == ValueRange(1_500_000_000 - Self.day / 2, 1_500_000_000 + 3.5 * Self.day))
        #expect(Columns.indices(of: chart.x, within: chart.xWindow) == 0...3)
        // A window over the second half of the span reaches columns 2 and 3 only.
        #expect(Columns.indices(of: chart.x, within: ValueRange(chart.x[1] + Self.day / 2, chart.domain.upper)) == 2...3)
    }

    @Test func deepestIsTheMaximumOverColumnsWithinReach() {
        var generator = SplitMix64(seed: 13)
        for _ in 0..<100 {
            let count = Int.random(in: 1...60, using: &generator)
            // Columns from a tenth of a point to 9 points wide, edge to edge.
            var lefts: [Double] = [], rights: [Double] = [], x = 0.0
            for _ in 0..<count {
                let width = Double.random(in: 0.1...9, using: &generator)
                lefts.append(x); rights.append(x + width); x += width
            }
            let ys = (0..<count).map { _ in Double.random(in: 0...300, using: &generator) }
            let reach = Double.random(in: 0...12, using: &generator)
            let deepest = StackLayers.deepest(ys, lefts: lefts, rights: rights, reach: reach)
            for i in 0..<count {
                let near = (0..<count).filter { rights[$0] > lefts[i] - reach && lefts[$0] < rights[i] + reach }
                #expect(deepest[i] == near.map { ys[$0] }.max(), "column \(i) of \(count), reach \(reach)")
            }
        }
    }
}
