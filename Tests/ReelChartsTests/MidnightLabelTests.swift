import Foundation
import ReelGeometry
import Testing

@testable import ReelCharts

/// The telegram ticker over hourly data: a midnight names its day when the
/// data runs over more than one, so no two labels read "00:00"; over one
/// day the hours stay hours.
@Suite struct MidnightLabelTests {
    static let hour = 3_600.0
    /// 2019-01-01 00:00 UTC.
    static let start = 1_546_300_800.0

    /// The ticker's shown labels (centred, hanging from their anchor) at `window`.
    static func labels(hours: Int, window: ValueRange, width: Double = 800) -> [String] {
        runs(hours: hours, window: window, width: width).map(\.text)
    }

    /// The ticker's shown runs, left to right, over hourly points (but `missing` hours).
    static func runs(hours: Int, missing: Set<Int> = [], window: ValueRange, width: Double = 800) -> [TextRun] {
        let x = (0..<hours).filter { !missing.contains($0) }.map { start + Double($0) * hour }
        let series = LineSeries(id: "a", name: "A", x: x, y: x.indices.map { 100 + 40 * sin(Double($0) / 5) }, color: .black)
        var chart = TelegramChart(title: "Views", x: x, series: [series])
        chart.xLabelFormat = TelegramChart.hourlyLabelFormat
        chart.window = window
        let items = chart.layout(in: Rect(x: 0, y: 0, width: width, height: 600), text: EstimatedTextMetrics()).items
        return LabelThinningTests.textRuns(items)
            .filter { $0.font.size == 11 && $0.alignment == TextAlignment(horizontal: .center, vertical: .top) && $0.color.alpha > 0 }
            .sorted { $0.anchor.x < $1.anchor.x }
    }

    /// A day whose first hours are missing opens at 03:00, an hour before 04:00 on the 4-hour
    /// step: the day's label ("Jan 2") shows, and 04:00 gives way where the two would crowd.
    @Test(arguments: [(0.3, 0.7), (0.25, 0.6), (0.33, 0.52), (0.0, 1.0)])
    func aLateOpenerAfterAGapKeepsItsRoom(from: Double, to: Double) {
        let width = 800.0
        let runs = Self.runs(hours: 3 * 24, missing: [24, 25, 26], window: ValueRange(from, to), width: width)
        let metrics = EstimatedTextMetrics()
        let boxes = runs.map { run in
            let w = metrics.inkBounds(of: run.text, font: run.font).width
            return (text: run.text, minX: run.anchor.x - w / 2, maxX: run.anchor.x + w / 2)
        }
        #expect(runs.contains { $0.text == "Jan 2" }, "\(runs.map(\.text))")
        for (a, b) in zip(boxes, boxes.dropFirst()) {
            #expect(b.minX - a.maxX >= 5.9, "\(a.text) and \(b.text) \(b.minX - a.maxX) pt apart in [\(from), \(to)]")
        }
    }

    @Test(arguments: [(0.0, 1.0), (0.0, 0.5), (0.3, 0.7), (0.9, 1.0)])
    func aWeekOfHoursNamesEachMidnightsDay(from: Double, to: Double) {
        let labels = Self.labels(hours: 7 * 24, window: ValueRange(from, to))
        #expect(labels.count >= 2, "\(labels)")
        // Hours repeat from day to day, the days between them do not.
        #expect(Set(labels.filter { $0.hasPrefix("Jan ") }).count == labels.filter { $0.hasPrefix("Jan ") }.count, "\(labels)")
        #expect(!labels.contains("00:00"), "\(labels)")
        // The days that show are dates of the week, in order.
        let days = labels.filter { $0.hasPrefix("Jan ") }
        #expect(days == days.sorted { Int($0.dropFirst(4))! < Int($1.dropFirst(4))! } && days.allSatisfy { Int($0.dropFirst(4))! <= 7 },
                "\(labels)")
        if to - from > 0.5 { #expect(days.count >= 3, "\(labels)") }
    }

    @Test func oneDayOfHoursReadsHoursOnly() {
        let labels = Self.labels(hours: 24, window: ValueRange(0, 1))
        #expect(labels.first == "00:00" && labels.allSatisfy { !$0.hasPrefix("Jan") }, "\(labels)")
    }

    @Test func aPatternThatNamesTheDayIsKept() {
        #expect(DatePatternUnit.namesDay("MMM d") && DatePatternUnit.namesDay("EEE HH:mm") && DatePatternUnit.namesDay("yyyy"))
        #expect(!DatePatternUnit.namesDay("HH:mm") && !DatePatternUnit.namesDay("h a") && !DatePatternUnit.namesDay("'day' HH"))
    }
}
