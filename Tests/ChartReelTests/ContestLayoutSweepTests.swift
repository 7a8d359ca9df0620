import Foundation
import Testing
import TestSupport

@testable import ChartReel

/// Every frame of scenes over the contest's real file layout
/// (`scripts/contest-layout-data.py`, `--messy` included) keeps
/// `LayoutProperties` as `LayoutSweep` holds them: a window move, a toggle,
/// and where the folder has day files a zoom into a day with a toggle while
/// zoomed in (the detail's own series for chart 4).
@Suite struct ContestLayoutSweepTests {
    /// The generated folder, written once per run (the script is deterministic).
    static let folder: Result<URL, any Error> = Result {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("chartreel-contest-layout-sweep")
        try? FileManager.default.removeItem(at: url)
        let script = GoldenFrames.repositoryRoot.appendingPathComponent("scripts/contest-layout-data.py")
        let result = try ProcessRunner.run(URL(fileURLWithPath: "/usr/bin/python3"), [script.path, url.path, "--messy", "--seed", "2019"])
        guard result.status == 0 else { throw ScriptFailed(stderr: String(decoding: result.stderr, as: UTF8.self)) }
        return url
    }

    struct ScriptFailed: Error { let stderr: String }

    /// Each folder of the generated data, with the day a zoom goes into where it has day files.
    static let cases: [(folder: String, day: String?)] = [
        ("1", "2018-12-10"), ("4", "2018-12-10"), ("messy/gaps", "2018-05-20"),
        ("messy/spike", nil), ("messy/huge", nil), ("messy/tiny", nil), ("messy/constant", nil),
        ("messy/zeros", nil), ("messy/long-names", nil), ("messy/two-points", nil),
    ]

    @Test(arguments: cases.indices) func everyFrameKeepsTheLayoutProperties(_ index: Int) throws {
        let folder = try Self.folder.get()
        let (data, day) = Self.cases[index]
        let json = Self.scene(data: "\(data)/overview.json", day: day, ownSeries: data == "4")
        let url = folder.appendingPathComponent("scene-\(index).json")
        try Data(json.utf8).write(to: url)
        let scene = try SceneLoader.load(contentsOf: url).applying(SceneOverrides(scale: 1))
        let sweep = LayoutSweep(scene: scene, document: Data(json.utf8))
        let times = sweep.everyFrame
        let (findings, rest) = sweep.findings(at: times)
        let tally = LayoutFindingTally(findings)
        let messages = tally.messages(scene: "\(data): \(url.path), \(times.count) frames, \(rest) at rest")
        #expect(messages.isEmpty, Comment(rawValue: messages.joined(separator: "\n") + "\n" + json))
        // Frames at rest, held to the fill ratio: between the moves, and after the zoom.
        #expect(times.count == 240 && rest >= 10, "\(times.count) frames, \(rest) at rest")
    }

    /// A window move, a toggle of the first series, and with `day` a zoom
    /// in and out with a toggle while zoomed in.
    static func scene(data: String, day: String?, ownSeries: Bool) -> String {
        var tracks = [
            #"{ "property": "chart.window", "values": [[0.75, 1], [0.3, 0.6], [0.75, 1]], "begin": 0.3, "duration": 1.4, "curve": "easeInEaseOut" }"#,
            #"{ "property": "chart.series[0].visible", "values": [1, 0, 0, 1], "keyTimes": [0, 0.3, 0.7, 1], "begin": 1.8, "duration": 1.4 }"#,
        ]
        var zoom = ""
        if let day {
            zoom = #", "zoom": { "day": "\#(day)" }"#
            tracks.append(#"{ "property": "chart.zoom.progress", "values": [0, 1, 1, 0], "keyTimes": [0, 0.3, 0.7, 1], "begin": 3.4, "duration": 3.4 }"#)
            let toggled = ownSeries ? "chart.zoom.series[0].visible" : "chart.series[1].visible"
            tracks.append(#"{ "property": "\#(toggled)", "values": [1, 0, 0, 1], "keyTimes": [0, 0.3, 0.7, 1], "begin": 4.5, "duration": 1.2 }"#)
        }
        return """
        { "canvas": { "width": 400, "height": 520, "fps": 30, "duration": 8 },
          "chart": { "type": "telegram", "data": { "telegram": "\(data)" }, "window": [0.75, 1]\(zoom) },
          "timeline": [\(tracks.joined(separator: ",\n    "))] }
        """
    }
}
