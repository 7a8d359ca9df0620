import Foundation
import ReelGeometry
import ReelRaster
import ReelText
import Testing

@testable import ReelScene
@testable import ReelCharts

/// The zoom into a day (round 2 of the contest): the scene's `zoom` reads the
/// day's file and its neighbours beside the overview, the window contracts
/// onto the day while the chart cross-fades into the hours, and every frame
/// is a function of the zoom's progress.
@Suite struct DayZoomTests {
    static let day = 86_400.0
    /// 2019-04-01 00:00 UTC.
    static let start = 1_554_076_800.0

    /// A folder with a daily `overview.json` of 10 days from 2019-04-01 and
    /// hourly day files for `days` (offsets from the first day); `dayFile`
    /// rewrites a day file's text.
    struct Fixture {
        let folder: URL
        var overview: URL { folder.appendingPathComponent("overview.json") }

        init(days: [Int] = [3, 4, 5, 6, 7], dayFile: (Int, String) -> String = { $1 }) throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("chartreel-zoom-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let x = (0..<10).map { Int((DayZoomTests.start + Double($0) * DayZoomTests.day) * 1000) }
            try Self.chart(x: x, a: x.indices.map { 1000 + 37 * $0 }, b: x.indices.map { 600 + 11 * $0 })
                .write(to: overview, atomically: true, encoding: .utf8)
            for d in days {
                let hours = (0..<24).map { x[d] + $0 * 3_600_000 }
                let text = dayFile(d, Self.chart(x: hours, a: hours.indices.map { 10 + $0 + d }, b: hours.indices.map { 5 + $0 % 7 }))
                let url = folder.appendingPathComponent(String(format: "2019-04/%02d.json", d + 1))
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try text.write(to: url, atomically: true, encoding: .utf8)
            }
        }

        static func chart(x: [Int], a: [Int], b: [Int]) -> String {
            func list(_ v: [Int]) -> String { v.map(String.init).joined(separator: ",") }
            return """
                {"columns":[["x",\(list(x))],["y0",\(list(a))],["y1",\(list(b))]],
                 "types":{"x":"x","y0":"line","y1":"line"},"names":{"y0":"Joined","y1":"Left"},
                 "colors":{"y0":"#4BD964","y1":"#FE3C30"}}
                """
        }

        /// Loads a scene reading the overview with `zoom` and `timeline`.
        func scene(zoom: String?, timeline: String = "[]", data: DataOverride? = nil) throws -> Scene {
            let scene = folder.appendingPathComponent("scene.json")
            try """
                { "canvas": { "width": 400, "height": 520, "duration": 4, "fps": 10, "scale": 1 },
                  "chart": { "type": "telegram", "data": { "telegram": "overview.json" }, "window": [0, 1]\(zoom.map { ", \"zoom\": \($0)" } ?? "") },
                  "timeline": \(timeline) }
                """.write(to: scene, atomically: true, encoding: .utf8)
            return try SceneLoader.load(contentsOf: scene, data: data)
        }

        func error(zoom: String?, timeline: String = "[]") -> String {
            do {
                _ = try scene(zoom: zoom, timeline: timeline)
                return "decoded without error"
            } catch {
                return String(describing: error)
            }
        }

        func remove() { try? FileManager.default.removeItem(at: folder) }
    }

    static func chart(_ scene: Scene) throws -> ChartAnimation<TelegramChart> {
        try #require(scene.chart as? ChartAnimation<TelegramChart>)
    }

    @Test func readsTheDayAndItsNeighboursInOrder() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        let chart = try Self.chart(try fixture.scene(zoom: "{ \"day\": \"2019-04-06\", \"around\": 1 }")).base
        let detail = try #require(chart.zoom.detail)
        // April 5, 6 and 7: 72 hours, in order, with both series.
        #expect(detail.x.count == 72)
        #expect(detail.x.first == Self.start + 4 * Self.day && detail.x.last == Self.start + 7 * Self.day - 3600)
        #expect(zip(detail.x, detail.x.dropFirst()).allSatisfy { $0 < $1 })
        #expect(detail.points.count == 2 && detail.points[0].y[24] == 10 + 0 + 5)
        #expect(detail.day == ValueRange(Self.start + 5 * Self.day, Self.start + 6 * Self.day))
        // The window once in is the day, as fractions of the 71 hours loaded.
        #expect(abs(chart.zoom.window.lower - 24.0 / 71) < 1e-12 && abs(chart.zoom.window.upper - 48.0 / 71) < 1e-12)
        // Around 3 takes the files there are: April 4 to 8; by default the day's file alone.
        let wide = try Self.chart(try fixture.scene(zoom: "{ \"day\": \"2019-04-06\", \"around\": 3 }")).base
        #expect(wide.zoom.detail?.x.count == 5 * 24)
        let alone = try Self.chart(try fixture.scene(zoom: "{ \"day\": \"2019-04-06\" }")).base
        #expect(alone.zoom.detail?.x.count == 24)
    }

    @Test func badZoomsSayWhatIsWrongAndWhere() throws {
        let fixture = try Fixture(days: [3, 4]) { d, text in
            d == 4 ? text.replacingOccurrences(of: "\"y1\"", with: "\"y9\"") : text
        }
        defer { fixture.remove() }
        let missing = fixture.error(zoom: "{ \"day\": \"2019-04-09\" }")
        #expect(missing.contains("chart.zoom.day") && missing.contains("no day file 2019-04/09.json in \(fixture.folder.path), which has day files from 2019-04-04 to 2019-04-05; set \"day\" to one of those, or \"days\" to the folder holding it"),
                "\(missing)")
        let columns = fixture.error(zoom: "{ \"day\": \"2019-04-04\", \"around\": 1 }")
        #expect(columns.contains("2019-04/05.json has columns y0, y9 (lines) but the day's own file y0, y1 (lines); make them agree, or set \"around\": 0"),
                "\(columns)")
        let notADay = fixture.error(zoom: "{ \"day\": \"2019-04-04T10:00\" }")
        #expect(notADay.contains("is not a day; expected YYYY-MM-DD"), "\(notADay)")
        let noDay = fixture.error(zoom: "{ \"progress\": 1 }")
        #expect(noDay.contains("missing \"day\""), "\(noDay)")
        let unknown = fixture.error(zoom: "{ \"day\": \"2019-04-04\", \"around\": 0, \"progres\": 1 }")
        #expect(unknown.contains("unknown key \"progres\"") && unknown.contains("did you mean progress?"), "\(unknown)")
        let track = fixture.error(zoom: nil, timeline: "[{ \"property\": \"chart.zoom.progress\", \"from\": 0, \"to\": 1, \"duration\": 1 }]")
        #expect(track.contains("chart.zoom.progress animates the zoom into a day; give the chart a \"zoom\""), "\(track)")
    }

    @Test func aDayFileDrawnOtherwiseHasItsOwnSeriesAndMarks() throws {
        let fixture = try Fixture(days: [4]) { _, text in
            text.replacingOccurrences(of: "\"line\"", with: "\"bar\"").replacingOccurrences(of: "}}", with: "},\"stacked\":true}")
        }
        defer { fixture.remove() }
        let chart = try Self.chart(try fixture.scene(zoom: "{ \"day\": \"2019-04-05\", \"progress\": 1 }")).base
        let detail = try #require(chart.zoom.detail)
        #expect(detail.ownSeries)
        let drawn = chart.detailChart()
        #expect(drawn.marks == TelegramMarks(shape: .bars) && drawn.series.map(\.id) == ["y0", "y1"])
        #expect(chart.marks == TelegramMarks(shape: .lines))
    }

    @Test func aDayFileWithoutItsDaySaysHowToFixTheScene() throws {
        // April 5's file holds April 6's hours.
        let fixture = try Fixture(days: [4]) { _, text in
            var shifted = text
            for h in (0..<24).reversed() {
                let t = Int((DayZoomTests.start + 4 * DayZoomTests.day) * 1000) + h * 3_600_000
                shifted = shifted.replacingOccurrences(of: "\(t)", with: "\(t + 86_400_000)")
            }
            return shifted
        }
        defer { fixture.remove() }
        let message = fixture.error(zoom: "{ \"day\": \"2019-04-05\" }")
        #expect(message.contains("chart.zoom.day") && message.contains("2019-04/05.json holds 2019-04-06 (UTC) but no point on 2019-04-05 itself; set \"day\" to a day it holds"),
                "\(message)")
    }

    @Test func commandLineDataWithoutTheDaySkipsTheZoomWithANote() throws {
        let fixture = try Fixture(days: [4])
        let other = try Fixture(days: [])
        defer { fixture.remove(); other.remove() }
        let timeline = "[{ \"property\": \"chart.zoom.progress\", \"from\": 0, \"to\": 1, \"duration\": 1 }]"
        let scene = try fixture.scene(zoom: "{ \"day\": \"2019-04-05\" }", timeline: timeline,
                                      data: DataOverride(file: other.overview.path))
        let chart = try Self.chart(scene)
        #expect(chart.base.zoom.detail == nil)
        #expect(chart.notes.count == 1 && chart.notes[0].contains("has no day file") && chart.notes[0].contains("track skipped"),
                "\(chart.notes)")
        // With the day beside the command line's file, it zooms from there.
        let zoomed = try fixture.scene(zoom: "{ \"day\": \"2019-04-05\" }", timeline: timeline,
                                       data: DataOverride(file: fixture.overview.path))
        #expect(try Self.chart(zoomed).base.zoom.detail?.x.count == 24)
    }

    @Test func zoomWindowKeepsItsFixedPointAndEndsExactly() {
        let a = ValueRange(100, 1000), b = ValueRange(400, 430)
        #expect(TelegramZoom.window(from: a, to: b, progress: 0) == a)
        #expect(TelegramZoom.window(from: a, to: b, progress: 1) == b)
        // The span shrinks geometrically: halfway, the geometric mean.
        let half = TelegramZoom.window(from: a, to: b, progress: 0.5)
        #expect(abs(half.span - (900.0 * 30).squareRoot()) < 1e-9)
        // The point both windows put at the same place stays there.
        let fixed = (b.lower - a.lower * b.span / a.span) / (1 - b.span / a.span)
        for p in stride(from: 0.1, to: 1, by: 0.1) {
            let w = TelegramZoom.window(from: a, to: b, progress: p)
            #expect(abs((fixed - w.lower) / w.span - (fixed - a.lower) / a.span) < 1e-9)
        }
        // Equal spans pan.
        #expect(TelegramZoom.window(from: ValueRange(0, 10), to: ValueRange(20, 30), progress: 0.25) == ValueRange(5, 15))
    }

    @Test func endsAreTheOverviewAndTheDayAndTheTickerSwitchesToHours() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        let timeline = "[{ \"property\": \"chart.zoom.progress\", \"values\": [0, 1, 1, 0], \"keyTimes\": [0, 0.25, 0.75, 1], \"duration\": 4 }]"
        let zoomed = try Self.chart(try fixture.scene(zoom: "{ \"day\": \"2019-04-06\" }", timeline: timeline))
        let plain = try Self.chart(try fixture.scene(zoom: nil))
        let bounds = Rect(x: 0, y: 0, width: 400, height: 520), text = RenderContext(text: TextMeasurer())
        // Progress 0, with no zoom coming, draws exactly the chart without a zoom.
        let resting = try Self.chart(try fixture.scene(zoom: "{ \"day\": \"2019-04-06\" }"))
        #expect(resting.displayList(at: 0, in: bounds, context: text) == plain.displayList(at: 0, in: bounds, context: text))
        // Progress 1 draws the day alone: its hours, its window.
        let inDay = zoomed.resolvedChart(at: 1, context: text)
        #expect(inDay.xWindow == ValueRange(Self.start + 5 * Self.day, Self.start + 6 * Self.day))
        let detail = try #require(inDay.detail)
        #expect(zoomed.displayList(at: 1, in: bounds, context: text) == DisplayList(detail.detailItems(in: bounds, context: text)))
        let hours = Self.labels(zoomed.displayList(at: 1, in: bounds, context: text))
        #expect(hours.contains("04:00") && hours.contains("12:00") && !hours.contains("Apr 6"), "\(hours)")
        #expect(Self.labels(zoomed.displayList(at: 0, in: bounds, context: text)).contains("Apr 1"))
        // Halfway in, both are drawn: the day fading in over the overview,
        // the detail drawing the y labels, the overview's dates and the
        // detail's hours never both shown.
        let renderer = FrameRenderer(scene: try fixture.scene(zoom: "{ \"day\": \"2019-04-06\" }", timeline: timeline))
        for t in [0.4, 0.5, 0.6, 3.4, 3.5, 3.6] {
            let items = renderer.layout(at: t).items.filter { $0.opacity > 0 }
            let detailSeries = items.filter { $0.role == "series" && $0.id.hasPrefix("detail/") }
            #expect(!detailSeries.isEmpty && detailSeries.allSatisfy { $0.opacity > 0.05 && $0.opacity < 0.95 }, "t=\(t)")
            let yLabels = items.filter { $0.role == "y-label" }
            #expect(!yLabels.isEmpty && Set(yLabels.map { $0.id.hasPrefix("detail/") }).count == 1, "t=\(t)")
            // Each chart's axes hold what it draws, on a range of its own.
            let frame = zoomed.resolvedChart(at: t, context: text)
            #expect(DayZoomLayoutTests.rangeMissingDrawnData(frame) == nil, "t=\(t)")
            let xLabels = items.filter { $0.role == "x-label" }
            #expect(Set(xLabels.map { $0.id.hasPrefix("detail/") }).count <= 1, "t=\(t)")
        }
        // Zooming back is the same motion backwards: t and 4 - t match, the
        // y ranges too, since they are the extent each chart draws at that
        // progress (to what is left of the ease into the zoom's first key,
        // a tenth of a label step at most, 0.2 s in).
        for t in [0.2, 0.5, 0.8] {
            let forth = zoomed.resolvedChart(at: t, context: text), back = zoomed.resolvedChart(at: 4 - t, context: text)
            #expect(abs(forth.xWindow.lower - back.xWindow.lower) < 1e-3 && abs(forth.xWindow.upper - back.xWindow.upper) < 1e-3
                    && abs(forth.zoom.detailOpacity - back.zoom.detailOpacity) < 1e-9, "t=\(t)")
            let pairs = [(forth.yRange, back.yRange)] + (forth.zoom.detailOpacity > 0 ? [(forth.detail!.yRange, back.detail!.yRange)] : [])
            for (a, b) in pairs {
                #expect(abs(a.lower - b.lower) <= 0.03 * a.span && abs(a.upper - b.upper) <= 0.03 * a.span, "t=\(t): \(a) and \(b)")
            }
        }
        let jumping = try Self.chart(try fixture.scene(zoom: "{ \"day\": \"2019-04-06\" }, \"follow\": { \"duration\": 0 }",
                                                       timeline: timeline))
        for t in [0.2, 0.5, 0.8] {
            #expect(jumping.displayList(at: t, in: bounds, context: text) == jumping.displayList(at: 4 - t, in: bounds, context: text))
        }
    }

    @Test func theDetailsAxisFitsTheHoursInView() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        let chart = try Self.chart(try fixture.scene(zoom: "{ \"day\": \"2019-04-06\", \"progress\": 1 }")).base
        // The day's Joined runs 15...38 and Left 5...11: the overview's
        // 1000s would squash them flat.
        let frame = TelegramFrame(settling: chart)
        let detail = try #require(frame.detail)
        #expect(detail.yRange.upper >= 38 && detail.yRange.upper < 60, "\(detail.yRange)")
        #expect(frame.yRange.lower > 500, "\(frame.yRange)")
    }

    @Test func whileZoomingEachChartsRangeIsTheExtentItDraws() throws {
        let fixture = try Fixture()
        defer { fixture.remove() }
        var chart = try Self.chart(try fixture.scene(zoom: "{ \"day\": \"2019-04-06\" }")).base
        let none: TelegramChart.TotalsSource = { _, _ in nil }
        func ranges(_ chart: TelegramChart) -> (TelegramChart.AxisRanges, TelegramChart.AxisRanges) {
            let overview = chart.overviewTarget(axis: 0, totals: none)
            let detail = chart.detailTarget(axis: 0, totals: none)
            return (chart.ranges(of: overview, axis: 0, totals: none), chart.detailChart().ranges(of: detail, axis: 0, totals: none))
        }
        // At rest on the overview, its own fit; the overview runs 1000s, the day 5 to 38.
        let rest = chart.overviewTarget(axis: 0, totals: none)
        #expect(rest.plot == .fitted(chart.fitTarget(axis: 0).plot))
        #expect(ranges(chart).0.plot.lower > 500)
        // Halfway, each chart's range is the extent it draws in the window
        // they share: the overview's lines up to Joined's 1000 + 37 a day at
        // the window's right end (the line's value there), the day's hours 5 to 38.
        chart.zoom.progress = 0.5
        let (overview, detail) = ranges(chart)
        let highest = 1000 + 37 * (chart.xWindow.upper - Self.start) / Self.day
        #expect(highest > 1_200 && highest < 1_333, "\(chart.xWindow)")
        #expect(abs(overview.plot.upper - highest) < 1e-6 && overview.plot.lower > 500, "\(overview.plot) for ...\(highest)")
        #expect(detail.plot.lower >= 5 && detail.plot.upper <= 38 && detail.plot.span > 10, "\(detail.plot)")
        #expect(overview.mini == chart.fitTarget(axis: 0).mini.range && detail.mini.upper < 100)
        // The key holds the step, not the moving range: the follow tracks the range exactly.
        guard case .zooming = chart.overviewTarget(axis: 0, totals: none).plot else {
            Issue.record("halfway the overview's target is not a zoom's")
            return
        }
        // Zoomed in, the detail's own fit.
        chart.zoom.progress = 1
        let inDetail = chart.detailTarget(axis: 0, totals: none)
        #expect(inDetail.plot == .fitted(chart.detailChart().fitTarget(axis: 0).plot))
        #expect(ranges(chart).1.plot.upper < 60, "\(ranges(chart).1.plot)")
    }

    static func labels(_ list: DisplayList) -> [String] {
        func walk(_ items: [DisplayItem]) -> [String] {
            items.flatMap { item -> [String] in
                switch item {
                case .text(let run): [run.text]
                case .group(let group): walk(group.items)
                default: []
                }
            }
        }
        return walk(list.items)
    }
}
