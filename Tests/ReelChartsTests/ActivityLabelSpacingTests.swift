import ReelCharts
import ReelGeometry
import Testing

/// The activity chart's time labels never overlap, however much of the day
/// is in view and however narrow the chart: closer steps are thinned.
@Suite struct ActivityLabelSpacingTests {
    /// The labels drawn (any opacity above 0), as rectangles on screen.
    static func labelRects(_ chart: ActivityChart, width: Double, text: TextMeasuring) -> [(String, Rect)] {
        let bounds = Rect(x: 0, y: 0, width: width, height: 120)
        return ActivityChartTests.flatten(chart.layout(in: bounds, text: text).items).compactMap { item in
            guard case .text(let run) = item, run.color.alpha > 0 else { return nil }
            let size = text.size(of: run.text, font: run.font, direction: run.direction)
            return (run.text, Rect(x: run.anchor.x - size.width / 2, y: run.anchor.y, width: size.width, height: size.height))
        }
    }

    @Test(arguments: [60.0, 120, 360, 720, 1440])
    func labelsNeverOverlap(windowLength: Double) {
        let measurers: [TextMeasuring] = [MonospaceMeasurer(), EstimatedTextMetrics()]
        for measurer in measurers {
            for width in stride(from: 320.0, through: 1200, by: 40) {
                for direction in [ChartDirection.ltr, .rtl] {
                    var chart = ActivityChart(intervals: [ActivityInterval(start: 60, end: 300, kind: 0)])
                    chart.windowLength = windowLength
                    chart.windowStart = 1440 - windowLength == 0 ? 0 : 333
                    chart.showLegend = false
                    chart.direction = direction
                    let rects = Self.labelRects(chart, width: width, text: measurer)
                    #expect(rects.count >= 2, "window \(windowLength), width \(width): \(rects.map(\.0))")
                    let sorted = rects.sorted { $0.1.minX < $1.1.minX }
                    for (a, b) in zip(sorted, sorted.dropFirst()) {
                        #expect(a.1.maxX <= b.1.minX, "window \(windowLength), width \(width), \(direction): \"\(a.0)\" overlaps \"\(b.0)\"")
                    }
                }
            }
        }
    }

    /// Two hours in view on a phone-wide chart keeps every quarter-hour
    /// label (the seed's look), fully opaque.
    @Test func twoHoursKeepEveryQuarter() {
        var chart = ActivityChart(intervals: [])
        chart.windowStart = 600
        chart.showLegend = false
        let labels = Self.labelRects(chart, width: 375, text: MonospaceMeasurer()).map(\.0)
        for label in ["10:00", "10:15", "10:30", "10:45", "11:00", "11:15", "11:30", "11:45", "12:00"] {
            #expect(labels.contains(label), "\(labels)")
        }
    }
}
