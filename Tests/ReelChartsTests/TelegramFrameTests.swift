import ReelGeometry
import Testing

@testable import ReelCharts

/// The contest chart's resolved frame: a chart with nothing moving draws
/// with its axes fitted at once, a zoom's detail lists its items under
/// `detail/`, and the toggle row keeps its buttons' places.
@Suite struct TelegramFrameTests {
    static let day = 86_400.0
    static let bounds = Rect(x: 0, y: 0, width: 400, height: 500)

    static func chart(marks: TelegramMarks = TelegramMarks()) -> TelegramChart {
        let x = (0...10).map { 1_500_000_000 + Double($0) * day }
        let a = LineSeries(id: "a", name: "A", x: x, y: (0...10).map { 100 + Double($0) * 10 }, color: .black)
        let b = LineSeries(id: "b", name: "Bee", x: x, y: (0...10).map { $0 == 5 ? 1000 : 10 }, color: .white)
        var chart = TelegramChart(title: "T", x: x, series: [a, b])
        chart.marks = marks
        return chart
    }

    /// Settling is resolving against a timeline where nothing moves, and a
    /// chart drawn on its own is its settled frame.
    @Test(arguments: [TelegramMarks(), TelegramMarks(twoAxes: true), TelegramMarks(shape: .bars)])
    func settlingIsResolvingWhatDoesNotMove(_ marks: TelegramMarks) {
        var chart = Self.chart(marks: marks)
        chart.window = ValueRange(0.2, 0.6)
        let settled = TelegramFrame(settling: chart), still = chart.resolved(at: 7, model: { _ in chart })
        #expect(settled.axes.count == chart.axisCount)
        #expect(settled.axes.map(\.range) == still.axes.map(\.range))
        #expect(settled.axes.map(\.miniRange) == still.axes.map(\.miniRange))
        #expect(settled.yTickSets.map(\.target) == still.yTickSets.map(\.target))
        let text = EstimatedTextMetrics()
        #expect(chart.layout(in: Self.bounds, text: text) == settled.layout(in: Self.bounds, text: text))
    }

    /// Changing the marks refits nothing by itself: the axes are the frame's,
    /// made for the marks it is resolved with.
    @Test func marksDecideTheAxesAtResolution() {
        var chart = Self.chart()
        #expect(TelegramFrame(settling: chart).axes.count == 1)
        chart.marks = TelegramMarks(twoAxes: true)
        #expect(TelegramFrame(settling: chart).axes.count == 2)
    }

    /// The frame reads as the chart it resolves.
    @Test func theChartsPropertiesReadThroughTheFrame() {
        let chart = Self.chart()
        let frame = TelegramFrame(settling: chart)
        #expect(frame.x == chart.x && frame.title == "T" && frame.xWindow == chart.xWindow)
    }

    @Test func detailIdsAreUnderDetail() {
        var chart = Self.chart()
        chart.indicator.opacity = 1
        chart.indicator.usesPosition = true
        let items = TelegramFrame(settling: chart).detailItems(in: Self.bounds, context: RenderContext(text: EstimatedTextMetrics()))
        let ids = Self.ids(items)
        #expect(ids.contains("detail/series/a/line") && ids.contains("detail/minimap/series/b") && ids.contains("detail/indicator/a"))
        #expect(ids.allSatisfy { $0.hasPrefix("detail/") })
        #expect(Set(ids).count == ids.count)
    }

    /// Buttons keep their width whether checked or not, wrap within the
    /// row's width, and end at its bottom.
    @Test func toggleRowFlowsAndNeverReflows() {
        var series = Self.chart().series
        let area = Rect(x: 10, y: 0, width: 120, height: 400), text = EstimatedTextMetrics()
        let row = ToggleRow(series, in: area, bottom: 300, text: text)
        #expect(row.frames.count == 2)
        #expect(row.frames.allSatisfy { $0.rect.minX >= area.minX && $0.rect.maxX <= area.maxX || $0.rect.minX == area.minX })
        #expect(row.frames.map(\.rect.maxY).max() == 300)
        #expect(row.top == row.frames.map(\.rect.minY).min())
        series[0].visible = 0
        #expect(ToggleRow(series, in: area, bottom: 300, text: text).frames.map(\.rect) == row.frames.map(\.rect))
        #expect(ToggleRow([], in: area, bottom: 300, text: text).top == nil)
    }

    static func ids(_ items: [DisplayItem]) -> [String] {
        items.flatMap { item -> [String] in
            guard case .group(let group) = item else { return [] }
            return (group.tag.map { [$0.id] } ?? []) + ids(group.items)
        }
    }
}
