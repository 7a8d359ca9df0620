import Foundation
import ReelGeometry
import Testing

@testable import ReelScene
@testable import ReelCharts

/// Through a zoom into a day, the header names the days drawn: the
/// overview's window while the overview is what shows, the day alone once
/// the detail is (its opacity at least a half).
@Suite struct TelegramHeaderZoomTests {
    /// The day (whole days since 1970, UTC) a header date such as "5 Jan 2019" names.
    static func day(_ text: String) -> Int? {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "d MMM yyyy"
        return formatter.date(from: text).map { Int(($0.timeIntervalSince1970 / 86_400).rounded(.down)) }
    }

    static func day(of seconds: Double) -> Int { Int((seconds / 86_400).rounded(.down)) }

    @Test(arguments: ["contest-day-zoom", "contest-bars-zoom"])
    func theHeaderNamesTheDaysDrawn(_ preset: String) throws {
        // Prepared as a render prepares it: the axes follow from their tables.
        let unprepared = try TelegramHeaderTests.scene(preset)
        let scene = unprepared.prepared(for: 0...unprepared.canvas.duration)
        let animation = try #require(scene.chart as? ChartAnimation<TelegramChart>)
        let renderer = FrameRenderer(scene: scene)
        var zoomedFrames = 0
        for i in 0...Int(scene.canvas.duration * Double(scene.canvas.fps)) {
            let t = Double(i) / Double(scene.canvas.fps)
            // The detail drawn alone draws the header, under its prefix.
            let layout = renderer.layout(at: t)
            guard let text = (TelegramHeaderTests.item("header/range", in: layout) ?? TelegramHeaderTests.item("detail/header/range", in: layout))?.text else {
                Issue.record("t=\(t): no header range")
                continue
            }
            let days = text.components(separatedBy: " - ").compactMap(Self.day)
            #expect(!days.isEmpty && days.count == text.components(separatedBy: " - ").count, "t=\(t): \(text)")
            guard let first = days.first, let last = days.last else { continue }
            let chart = animation.chart(at: t)
            if let detail = chart.zoom.detail, chart.zoom.detailOpacity >= 0.5 {
                zoomedFrames += 1
                // The detail draws its day: named alone.
                let dayDrawn = Self.day(of: (detail.day.lower + detail.day.upper) / 2)
                #expect(days.count == 1 && first == dayDrawn, "t=\(t): \(text), the detail draws day \(dayDrawn)")
            } else {
                // The overview's window, from the day its left end is in to the day its right end is in.
                let window = chart.xWindow
                let expected = [Self.day(of: window.lower), Self.day(of: window.upper)]
                #expect(first == expected[0] && last == expected[1], "t=\(t): \(text) for the window \(window)")
            }
        }
        #expect(zoomedFrames > 10)
    }
}
