import Foundation
import ReelGeometry
import Testing

@testable import ReelCharts

/// The Telegram date ticker on a year of daily data: labels on whole
/// calendar steps across the whole span, each staying on its date as the
/// window slides (the layout read back as `LabelThinningTests` reads it).
@Suite struct CalendarTickTests {
    typealias Fixture = LabelThinningTests

    /// The calendar date of day `i` of the fixture (UTC).
    static func date(_ i: Int) -> DateComponents {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar.dateComponents([.year, .month, .day], from: Date(timeIntervalSince1970: Fixture.x[i]))
    }

    /// The calendar steps a label may stand on, by name: every day, about
    /// a week (the 1st, 8th, 15th and 22nd: weeks that nest in months), half
    /// a month, and every 1, 2, 6 or 12 months on the 1st.
    static let steps = ["day", "week", "half month", "1 month", "2 months", "6 months", "12 months"]

    /// Whether `date` starts a period of step `k` of `steps`.
    static func holds(_ k: Int, _ date: DateComponents) -> Bool {
        switch k {
        case 0: return true
        case 1: return [1, 8, 15, 22].contains(date.day!)
        case 2: return [1, 15].contains(date.day!)
        default: return date.day == 1 && (date.month! - 1) % [1, 2, 6, 12][k - 3] == 0
        }
    }

    /// Why the days `days` (ascending) are not consecutive starts of one
    /// calendar step (each on the step, none of its starts skipped between
    /// two), or nil.
    static func offCalendar(_ days: [Int]) -> String? {
        guard days.count > 1 else { return nil }
        let fits = steps.indices.contains { k in
            days.allSatisfy { holds(k, date($0)) }
                && zip(days, days.dropFirst()).allSatisfy { a, b in !(a + 1..<b).contains { holds(k, date($0)) } }
        }
        return fits ? nil : "not one calendar step: \(days.map(date).map { "\($0.month!)/\($0.day!)" })"
    }

    /// The coarsest calendar step all of `days` stand on, as an index into `steps`.
    static func step(of days: [Int]) -> Int {
        steps.indices.last { k in days.allSatisfy { holds(k, date($0)) } } ?? 0
    }

    /// The whole year: 2.1 pt a day on a 768 pt plot, which shows at most 8
    /// labels (96 pt apart at the least), so every other month (59 days at
    /// the least, 124 pt) is the finest step; every visible label is a 1st.
    @Test func aWholeYearIsLabelledEveryOtherMonth() {
        let frame = Fixture.frame(Fixture.chart(), window: ValueRange(0, 1))
        let visible = frame.labels.filter { $0.opacity > 0.5 }.map(\.day).sorted()
        #expect(visible.count >= 5 && visible.count <= 8, "\(visible.map(Self.date))")
        if let problem = Self.offCalendar(visible) { Issue.record("\(problem)") }
        #expect(Self.step(of: visible) == 4, "\(visible.map(Self.date))")
        let gaps = zip(visible, visible.dropFirst()).map { $1 - $0 }
        #expect(gaps.allSatisfy { (59...62).contains($0) }, "days apart: \(gaps)")
    }

    /// Windows sliding over the year at several widths: in every frame the
    /// visible labels are one calendar step apart, and a label visible in
    /// two consecutive frames shows the same date (it moved with the data).
    @Test(arguments: [0.6, 0.3, 0.12, 0.04])
    func aSlidingWindowKeepsEveryLabelOnItsDate(width: Double) {
        let chart = Fixture.chart()
        let frames = (0..<120).map { k -> LabelThinningTests.Frame in
            let lower = (1 - width) * Double(k) / 119
            return Fixture.frame(chart, window: ValueRange(lower, lower + width))
        }
        for (k, frame) in frames.enumerated() {
            let visible = frame.labels.filter { $0.opacity > 0.5 }.map(\.day).sorted()
            if let problem = Self.offCalendar(visible) { Issue.record("width \(width), frame \(k): \(problem)") }
        }
        for (k, (before, after)) in zip(frames, frames.dropFirst()).enumerated() {
            let shift = -(after.window.lower - before.window.lower) / width * Fixture.plotWidth
            for label in before.labels where label.opacity > 0.05 {
                guard let there = after.labels.first(where: { abs($0.anchor.x - (label.anchor.x + shift)) < 1e-6 }),
                      there.opacity > 0.05 else { continue }
                #expect(there.text == label.text, "width \(width), \(k) -> \(k + 1): \(label.text) became \(there.text)")
            }
            // Labels well inside the plot in both frames change opacity only with the zoom (none here).
            let next = Dictionary(after.labels.map { ($0.day, $0.opacity) }, uniquingKeysWith: { a, _ in a })
            for label in before.labels where Fixture.isInterior(label) {
                let moved = label.anchor.x + shift
                guard moved - 80 >= Fixture.plotMinX && moved + 80 <= Fixture.plotMinX + Fixture.plotWidth else { continue }
                #expect(abs((next[label.day] ?? 0) - label.opacity) < 1e-9, "width \(width), \(k): \(label.text) \(label.opacity) -> \(next[label.day] ?? 0)")
            }
        }
    }
}
