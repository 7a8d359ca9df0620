import Foundation
import Testing

@testable import ReelScene
import TestSupport

/// The layout properties over every frame of 120 random telegram scenes
/// (`RandomTelegramScenes`: messy contest data, random marks, window and
/// visibility tracks), 48 random zooms into a day (`RandomZoomScenes`: day
/// files beside the scene, toggles and pans during the zoom) and 40 line
/// scenes. A failure names the seed, the scene's file and its JSON, and
/// the times, so `chartreel frame FILE --at T --layout` shows the frame.
/// Set `LAYOUT_RANDOM_SEED` to try other scenes, `LAYOUT_RANDOM_CASES`
/// (names, comma-separated: `zoom-3,scene-17`) to check only those.
@Suite struct LayoutPropertyRandomTests {
    static let seed = UInt64(ProcessInfo.processInfo.environment["LAYOUT_RANDOM_SEED"] ?? "") ?? 27
    static let count = 120
    static let only = ProcessInfo.processInfo.environment["LAYOUT_RANDOM_CASES"].map { Set($0.split(separator: ",").map(String.init)) }
    static let zoomCount = 48

    static let folder: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("chartreel-layout-random-\(seed)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }()

    /// Whether this build reads `yAxis.fit` on a telegram chart (then some
    /// scenes ask for a tight or nice fit).
    static let telegramFit: Bool = {
        let probe = #"{ "canvas": { "width": 300, "height": 400, "duration": 1 }, "chart": { "type": "telegram", "data": { "columns": [["x", 0, 86400000], ["y0", 1, 2]], "types": { "x": "x", "y0": "line" } }, "yAxis": { "fit": "nice" } } }"#
        let url = folder.appendingPathComponent("fit-probe.json")
        guard (try? Data(probe.utf8).write(to: url)) != nil else { return false }
        return (try? SceneLoader.load(contentsOf: url)) != nil
    }()

    @Test func theScenesAreReproducibleAndVaried() {
        let a = RandomTelegramScenes.scene(seed: 5, index: 3, fit: true)
        #expect(a.json == RandomTelegramScenes.scene(seed: 5, index: 3, fit: true).json)
        #expect(a.json != RandomTelegramScenes.scene(seed: 5, index: 4, fit: true).json)
        let kinds = Set((0..<Self.count).map { RandomTelegramScenes.scene(seed: Self.seed, index: $0, fit: false).summary.split(separator: ",")[0] })
        #expect(kinds.count == RandomTelegramScenes.Marks.allCases.count)
    }

    @Test(arguments: 0..<count) func randomScenesKeepTheLayoutProperties(_ index: Int) throws {
        try Self.check(RandomTelegramScenes.scene(seed: Self.seed, index: index, fit: Self.telegramFit), name: "scene-\(index)")
    }

    /// Line charts whose y axis follows the values in view (`RandomLineScenes`).
    @Test(arguments: 0..<lineCount) func randomLineScenesKeepTheLayoutProperties(_ index: Int) throws {
        try Self.check(RandomLineScenes.scene(seed: Self.seed, index: index), name: "line-\(index)")
    }

    static let lineCount = 40

    /// Zooms into a day, their day files written beside the scene.
    @Test(arguments: 0..<zoomCount) func randomZoomsKeepTheLayoutProperties(_ index: Int) throws {
        try Self.check(RandomZoomScenes.scene(seed: Self.seed, index: index, name: "zoom-\(index)"), name: "zoom-\(index)")
    }

    @Test func theZoomsAreVaried() {
        let summaries = (0..<Self.zoomCount).map { RandomZoomScenes.scene(seed: Self.seed, index: $0, name: "z").summary }
        for detail in RandomZoomScenes.Detail.allCases {
            #expect(summaries.contains { $0.contains("detail \(detail.rawValue)") }, "no \(detail) detail among \(summaries)")
        }
        #expect(summaries.contains { $0.hasSuffix("pie") } && summaries.contains { $0.hasPrefix("zoom 0-1-1-0-0-1") })
    }

    /// Writes the scene to `folder`, sweeps its frames and records one issue
    /// with every broken rule, the seed, the file and the JSON.
    static func check(_ random: RandomScene, name: String) throws {
        if let only, !only.contains(name) { return }
        let url = folder.appendingPathComponent("\(name).json")
        try Data(random.json.utf8).write(to: url)
        for (path, text) in random.files {
            let file = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
        let label = "seed \(seed) \(name) (\(random.summary)), \(url.path)"
        let scene: Scene
        do {
            scene = try SceneLoader.load(contentsOf: url).applying(SceneOverrides(scale: 1))
        } catch {
            Issue.record("\(label): refused: \(error)\n\(random.json)")
            return
        }
        let sweep = LayoutSweep(scene: scene, document: Data(random.json.utf8))
        let times = sweep.everyFrame
        let (findings, rest) = sweep.findings(at: times)
        let tally = LayoutFindingTally(findings)
        print("layout-properties random \(name): \(times.count) frames, \(rest) at rest; \(tally.line)")
        let messages = tally.messages(scene: "\(label), \(times.count) frames, \(rest) at rest")
        if !messages.isEmpty {
            Issue.record(Comment(rawValue: messages.joined(separator: "\n")
                + "\nrerun a frame: chartreel frame \(url.path) --at T --layout\nscene:\n" + random.json))
        }
    }
}
