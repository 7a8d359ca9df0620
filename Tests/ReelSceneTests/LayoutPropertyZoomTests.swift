import Foundation
import ReelText
import Testing
import ReelCharts
import ReelRaster
import TestSupport

@testable import ReelScene

/// The zoom into a day on the contest's real file layout
/// (scripts/contest-layout-data.py): `1/` two daily lines whose day files
/// hold the seven days around their day, hourly, and overlap; `4/` one bar
/// series whose day files are three 5-minute line series. The zoom runs in
/// (0.5-2.45 s), holds (to 5.05 s) and runs out (to 7 s), as in
/// `LayoutBaselineReport.generatedScenes`. Every frame of window moves,
/// toggles and zooms on every folder, the messy ones too, keeps the layout
/// properties.
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/python3"), "needs python3"))
struct LayoutPropertyZoomTests {
    static let day = "2018-12-10"

    static let folder: URL? = try? ContestLayoutDataTests.generate()

    static func scene(_ chart: String) throws -> (Scene, Data) {
        let folder = try #require(Self.folder)
        let json = """
        { "canvas": { "width": 400, "height": 520, "fps": 30, "duration": 7.5 },
          "chart": { "type": "telegram", "title": "Zoom", "data": { "telegram": "\(chart)/overview.json" }, "window": [0.75, 1],
                     "zoom": { "day": "\(day)" } },
          "timeline": [{ "property": "chart.zoom.progress", "values": [0, 1, 1, 0], "keyTimes": [0, 0.3, 0.7, 1], "begin": 0.5, "duration": 6.5 }] }
        """
        let url = folder.appendingPathComponent("zoom-\(chart).json")
        try Data(json.utf8).write(to: url)
        return (try SceneLoader.load(contentsOf: url).applying(SceneOverrides(scale: 1)), Data(json.utf8))
    }

    @Test(arguments: ["1", "4"]) func everyFrameOfTheZoomKeepsTheLayoutProperties(_ chart: String) throws {
        let (scene, document) = try Self.scene(chart)
        Self.sweepEveryFrame(scene, document, name: "zoom into \(Self.day) of \(chart)/")
    }

    /// Each folder of the generated data (`--messy` included), with the day
    /// a zoom goes into where it has day files.
    static let folders: [(folder: String, day: String?)] = [
        ("1", day), ("4", day), ("messy/gaps", "2018-05-20"),
        ("messy/spike", nil), ("messy/huge", nil), ("messy/tiny", nil), ("messy/constant", nil),
        ("messy/zeros", nil), ("messy/long-names", nil), ("messy/two-points", nil),
    ]

    /// Every frame of a window move and a toggle on each folder's overview,
    /// and where it has day files a zoom with a toggle while zoomed in (the
    /// detail's own series for chart 4).
    @Test(arguments: folders.indices) func everyFrameOfMovesTogglesAndZoomsKeepsTheLayoutProperties(_ index: Int) throws {
        let folder = try #require(Self.folder)
        let (data, day) = Self.folders[index]
        var tracks = [
            #"{ "property": "chart.window", "values": [[0.75, 1], [0.3, 0.6], [0.75, 1]], "begin": 0.3, "duration": 1.4, "curve": "easeInEaseOut" }"#,
            #"{ "property": "chart.series[0].visible", "values": [1, 0, 0, 1], "keyTimes": [0, 0.3, 0.7, 1], "begin": 1.8, "duration": 1.4 }"#,
        ]
        var zoom = ""
        if let day {
            zoom = #", "zoom": { "day": "\#(day)" }"#
            tracks.append(#"{ "property": "chart.zoom.progress", "values": [0, 1, 1, 0], "keyTimes": [0, 0.3, 0.7, 1], "begin": 3.4, "duration": 3.4 }"#)
            let toggled = data == "4" ? "chart.zoom.series[0].visible" : "chart.series[1].visible"
            tracks.append(#"{ "property": "\#(toggled)", "values": [1, 0, 0, 1], "keyTimes": [0, 0.3, 0.7, 1], "begin": 4.5, "duration": 1.2 }"#)
        }
        let json = """
        { "canvas": { "width": 400, "height": 520, "fps": 30, "duration": 8 },
          "chart": { "type": "telegram", "data": { "telegram": "\(data)/overview.json" }, "window": [0.75, 1]\(zoom) },
          "timeline": [\(tracks.joined(separator: ",\n    "))] }
        """
        let url = folder.appendingPathComponent("moves-\(index).json")
        try Data(json.utf8).write(to: url)
        let scene = try SceneLoader.load(contentsOf: url).applying(SceneOverrides(scale: 1))
        let (frames, rest) = Self.sweepEveryFrame(scene, Data(json.utf8), name: "\(data): \(url.path)")
        // Frames at rest, held to the fill ratio: between the moves, and after the zoom.
        #expect(frames == 240 && rest >= 10, "\(frames) frames, \(rest) at rest")
    }

    /// Sweeps every frame of `scene`, records each broken rule; the frames and those at rest.
    @discardableResult
    static func sweepEveryFrame(_ scene: Scene, _ document: Data, name: String) -> (frames: Int, rest: Int) {
        let sweep = LayoutSweep(scene: scene, document: document)
        let times = sweep.everyFrame
        let (findings, rest) = sweep.findings(at: times)
        let tally = LayoutFindingTally(findings)
        print("layout-properties \(name): \(times.count) frames, \(rest) at rest; \(tally.line)")
        for message in tally.messages(scene: name) { Issue.record(Comment(rawValue: message)) }
        return (times.count, rest)
    }

    /// Zoomed in, the plot shows the requested day's 24 hours: the detail's
    /// lines run across the plot and its x labels are hours of that day.
    /// Checked on frames zoomed in and at rest (three of them), also on the
    /// contest-day-zoom preset, whichever day it zooms into.
    @Test(arguments: ["1", "4", "contest-day-zoom"]) func zoomedInTheWindowIsTheRequestedDay(_ chart: String) throws {
        let (scene, document) = chart.contains("-") ? try Self.preset(chart) : try Self.scene(chart)
        let dayStart = try #require(Self.dayStart(in: document))
        let animation = try #require(scene.chart as? ChartAnimation<TelegramChart>)
        let sweep = LayoutSweep(scene: scene, document: document)
        let zoomed = sweep.everyFrame.filter { animation.chart(at: $0).zoom.progress == 1 && sweep.isAtRest($0) }
        try #require(zoomed.count >= 3, "no frames zoomed in and at rest")
        let renderer = FrameRenderer(scene: scene)
        for t in [zoomed[0], zoomed[zoomed.count / 2], zoomed[zoomed.count - 1]] {
            let layout = renderer.layout(at: t)
            let plot = try #require(layout.plots.last)
            let lines = layout.items.filter { $0.id.hasPrefix("detail/series/") && $0.opacity > 0 }.compactMap(\.bounds)
            #expect(!lines.isEmpty, "t=\(t): no detail series shows")
            let left = lines.map(\.minX).min() ?? 0, right = lines.map(\.maxX).max() ?? 0
            #expect(right - left >= plot.width * 0.95, "t=\(t): the detail spans \(right - left) of \(plot.width) pt")
            let hours = layout.items.filter { $0.id.hasPrefix("detail/x-label/") && $0.opacity > 0 }.compactMap(\.value)
            #expect(!hours.isEmpty, "t=\(t): no hour labels")
            #expect(hours.allSatisfy { $0 >= dayStart && $0 <= dayStart + 86_400 }, "t=\(t): labels \(hours)")
            let overview = layout.items.filter { $0.role == "series" && !$0.id.hasPrefix("detail/") && $0.opacity > 0 }
            #expect(overview.isEmpty, "t=\(t): the overview still shows \(overview.map(\.id))")
        }
    }

    static func preset(_ name: String) throws -> (Scene, Data) {
        let url = GoldenFrames.repositoryRoot.appendingPathComponent("Presets/\(name).json")
        return (try SceneLoader.load(contentsOf: url).applying(SceneOverrides(scale: 1)), try Data(contentsOf: url))
    }

    /// The start of the scene's `zoom.day` (`YYYY-MM-DD`), UTC, in seconds.
    static func dayStart(in document: Data) -> Double? {
        let object = try? JSONSerialization.jsonObject(with: document) as? [String: Any]
        guard let zoom = (object?["chart"] as? [String: Any])?["zoom"] as? [String: Any],
              let day = zoom["day"] as? String else { return nil }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter.date(from: String(day.prefix(10)))?.timeIntervalSince1970
    }

    /// Chart 4's bars zoom into the day file's three 5-minute lines.
    @Test func barsZoomIntoLines() throws {
        let (scene, _) = try Self.scene("4")
        let layout = FrameRenderer(scene: scene).layout(at: 4.0)
        let detail = layout.items.filter { $0.id.hasPrefix("detail/series/") && $0.opacity > 0 }
        #expect(Set(detail.compactMap(\.series)).count == 3, "\(detail.map(\.id))")
        #expect(detail.allSatisfy { $0.mark == "line" }, "\(detail.map(\.id))")
    }

    /// A zoom's y axes move with the zoom and never before it: the frames
    /// just before contest-day-zoom starts zooming (3.6 s) are at rest, with
    /// the range the axis settled on long before; the first frames of the
    /// zoom are not.
    @Test func theAxisWaitsForTheZoomToStart() throws {
        let (scene, document) = try Self.preset("contest-day-zoom")
        let animation = try #require(scene.chart as? ChartAnimation<TelegramChart>)
        let sweep = LayoutSweep(scene: scene, document: document)
        let context = RenderContext(text: TextMeasurer())
        let before = 107.0 / 30, settled = 2.8, zooming = 110.0 / 30
        #expect(animation.chart(at: before).zoom.progress == 0 && animation.chart(at: zooming).zoom.progress > 0)
        #expect(animation.resolvedChart(at: before, context: context).yRange == animation.resolvedChart(at: settled, context: context).yRange)
        #expect(animation.resolvedChart(at: zooming, context: context).yRange != animation.resolvedChart(at: settled, context: context).yRange)
        #expect(sweep.isAtRest(before) && sweep.isAtRest(settled) && !sweep.isAtRest(zooming))
    }
}
