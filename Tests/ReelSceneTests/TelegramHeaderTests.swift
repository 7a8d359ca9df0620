@testable import ReelScene
import Foundation
import ReelGeometry
import ReelRaster
import ReelText
import Testing

@testable import ReelCharts

/// The header's date range and the toggles' `auto`.
@Suite struct TelegramHeaderTests {
    static func scene(_ preset: String = "contest-percentage-area", title: String? = nil, locale: String? = nil,
                      change: @escaping (inout [String: Any]) -> Void = { _ in }) throws -> Scene {
        try MirrorFrames.scene(preset) { object in
            var chart = object["chart"] as! [String: Any]
            chart["header"] = ["range": true]
            if let title { chart["title"] = title }
            object["chart"] = chart
            if let locale { object["locale"] = locale }
            change(&object)
        }
    }

    static func item(_ id: String, in layout: FrameLayout) -> FrameLayout.Item? { layout.items.first { $0.id == id } }

    @Test func theRangeNamesTheWindowsFirstAndLastDays() throws {
        let context = RenderContext(text: TextMeasurer())
        let utc = ValueFormatter()
        let apr1 = DateValue.seconds("2019-04-01")!, apr30 = DateValue.seconds("2019-04-30")!
        #expect(TelegramHeader.rangeText(ValueRange(apr1, apr30), utc, context) == "1 Apr 2019 - 30 Apr 2019")
        // A day or less (zoomed into a day): the day of its middle.
        #expect(TelegramHeader.rangeText(ValueRange(apr1 - 43_200, apr1 + 43_200), utc, context) == "1 Apr 2019")
        #expect(TelegramHeader.rangeText(ValueRange(apr1, apr1 + 86_400), utc, context) == "1 Apr 2019")
        #expect(TelegramHeader.rangeText(ValueRange(apr1, apr1 + 90_000), utc, context) == "1 Apr 2019 - 2 Apr 2019")
    }

    @Test func theRangeFollowsTheWindowAndShowsTheDayWhenZoomed() throws {
        let renderer = FrameRenderer(scene: try MirrorFrames.scene("contest-percentage-area"))
        let texts = [1.0, 4.7, 5.5, 14.8].map { renderer.layout(at: $0).items.first { $0.id == "header/range" }?.text }
        #expect(texts[0] == "17 Dec 2018 - 6 Apr 2019")
        #expect(texts[2] == "28 Feb 2019 - 7 Mar 2019")
        #expect(texts[1] != texts[0] && texts[1] != texts[2])
        #expect(texts[3] == "3 Mar 2019")
    }

    @Test func theRangeSitsOppositeTheTitleAndNeverOverlapsIt() throws {
        for (title, locale) in [("Fruit share", "en_US"), (String(repeating: "نصيب الفاكهة من السوق ", count: 3), "ar_EG"),
                                (String(repeating: "水果在市场中的份额", count: 4), "zh_CN"), ("Fruit share of the market in the year", "en_US")] {
            let layout = FrameRenderer(scene: try Self.scene(title: title, locale: locale)).layout(at: 5.5)
            let titleBox = try #require(Self.item("title", in: layout)?.bounds)
            let range = try #require(Self.item("header/range", in: layout))
            let box = try #require(range.bounds)
            #expect(range.role == "header" && !(range.text ?? "").isEmpty)
            let across = min(box.maxX, titleBox.maxX) - max(box.minX, titleBox.minX)
            let down = min(box.maxY, titleBox.maxY) - max(box.minY, titleBox.minY)
            #expect(across <= 0 || down <= 0, "\(locale): the range overlaps the title")
            // Opposite the title: the right end left to right, the left end right to left.
            let plot = layout.plots[0]
            if locale == "ar_EG" {
                #expect(abs(box.minX - plot.minX) < 2 && titleBox.maxX > plot.maxX - 2, "\(box) \(titleBox)")
            } else {
                #expect(abs(box.maxX - plot.maxX) < 2 && titleBox.minX < plot.minX + 2, "\(box) \(titleBox)")
            }
            #expect(box.maxY < plot.minY)
        }
    }

    @Test func withoutTheKeyThereIsNoRange() throws {
        let layout = FrameRenderer(scene: try MirrorFrames.scene("contest-stacked-bars")).layout(at: 1)
        #expect(Self.item("header/range", in: layout) == nil)
    }

    @Test func autoTogglesShowForTwoSeriesOrMore() {
        #expect(!TelegramToggleMode.auto.shows(seriesCount: 1))
        #expect(TelegramToggleMode.auto.shows(seriesCount: 2))
        #expect(TelegramToggleMode.always.shows(seriesCount: 1))
        #expect(!TelegramToggleMode.never.shows(seriesCount: 3))
        #expect(!TelegramToggleMode.always.shows(seriesCount: 0))
    }

    @Test func theSingleBarPresetShowsNoToggleAndOldBooleansStillWork() throws {
        let single = FrameRenderer(scene: try MirrorFrames.scene("contest-single-bar")).layout(at: 2.5)
        #expect(!single.items.contains { $0.role == "toggle" })
        let forced = FrameRenderer(scene: try MirrorFrames.scene("contest-single-bar") { object in
            var chart = object["chart"] as! [String: Any]
            chart["toggles"] = true
            object["chart"] = chart
        }).layout(at: 2.5)
        #expect(forced.items.filter { $0.role == "toggle" }.count == 1)
        for (value, count) in [("never", 0), ("always", 6), ("auto", 6)] as [(Any, Int)] + [(false, 0)] {
            let layout = FrameRenderer(scene: try MirrorFrames.scene("contest-percentage-area") { object in
                var chart = object["chart"] as! [String: Any]
                chart["toggles"] = value
                object["chart"] = chart
            }).layout(at: 1)
            #expect(layout.items.filter { $0.role == "toggle" }.count == count, "\(value)")
        }
    }
}
