import Foundation
import Testing

@testable import ChartReel
import TestSupport

/// The layout properties over 200 random telegram scenes and 40 line scenes
/// (`RandomTelegramScenes`: messy contest data, random marks, window and
/// visibility tracks) at about 24 frames each: every change moment and the
/// frames either side, frames at random, and the last frames (at rest).
/// A failure names the seed, the scene's file and its JSON, and the times,
/// so `chartreel frame FILE --at T --layout` shows the frame. Set
/// `LAYOUT_RANDOM_SEED` to try other scenes.
@Suite struct LayoutPropertyRandomTests {
    static let seed = UInt64(ProcessInfo.processInfo.environment["LAYOUT_RANDOM_SEED"] ?? "") ?? 27
    static let count = 200
    static let framesPerScene = 24

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

    /// Writes the scene to `folder`, sweeps its frames and records one issue
    /// with every broken rule, the seed, the file and the JSON.
    static func check(_ random: RandomScene, name: String) throws {
        let url = folder.appendingPathComponent("\(name).json")
        try Data(random.json.utf8).write(to: url)
        let label = "seed \(seed) \(name) (\(random.summary)), \(url.path)"
        let scene: Scene
        do {
            scene = try SceneLoader.load(contentsOf: url).applying(SceneOverrides(scale: 1))
        } catch {
            Issue.record("\(label): refused: \(error)\n\(random.json)")
            return
        }
        let sweep = LayoutSweep(scene: scene, document: Data(random.json.utf8))
        let times = times(random, seed: name.utf8.reduce(seed) { $0 &* 31 &+ UInt64($1) })
        let (findings, rest) = sweep.findings(at: times)
        let tally = LayoutFindingTally(findings)
        print("layout-properties random \(name): \(times.count) frames, \(rest) at rest; \(tally.line)")
        let messages = tally.messages(scene: "\(label), \(times.count) frames, \(rest) at rest")
        if !messages.isEmpty {
            Issue.record(Comment(rawValue: messages.joined(separator: "\n")
                + "\nrerun a frame: chartreel frame \(url.path) --at T --layout\nscene:\n" + random.json))
        }
    }

    /// About `framesPerScene` frame times: each change and a frame either
    /// side, the last frames, the rest at random; sorted, no repeats.
    static func times(_ scene: RandomScene, seed: UInt64) -> [Double] {
        let fps = Double(scene.fps)
        let last = max(0, Int((scene.duration * fps).rounded()) - 1)
        var frames = Set<Int>([0, last, max(0, last - 1)])
        for change in scene.changes {
            let frame = Int((change * fps).rounded())
            for f in [frame - 1, frame, frame + 1] where (0...last).contains(f) { frames.insert(f) }
        }
        var rng = SplitMix64(seed: seed)
        while frames.count < min(framesPerScene, last + 1) { frames.insert(Int.random(in: 0...last, using: &rng)) }
        return frames.sorted().map { Double($0) / fps }
    }
}
