import Foundation
import Testing
import TestSupport

@testable import ReelScene

/// A report, not a check: runs `LayoutProperties` over every frame of every
/// telegram, line and activity preset and of scenes on the generated contest
/// layout (scripts/contest-layout-data.py), and prints the violations by
/// scene and rule with the worst of each. Off unless `LAYOUT_REPORT` is set
/// (to a file path: the report is written there too):
/// `LAYOUT_REPORT=/tmp/layout.txt swift test --filter LayoutBaselineReport`.
///
/// Frames are laid out at scale 1, and checked as the property suites check
/// them (`LayoutSweep`: which frames are at rest, what fill they must reach).
@Suite(.enabled(if: ProcessInfo.processInfo.environment["LAYOUT_REPORT"] != nil, "set LAYOUT_REPORT to run"))
struct LayoutBaselineReport {

    /// What one scene broke, by rule.
    struct Tally {
        var frames = 0, restFrames = 0
        var framesBroken: [LayoutProperties.Violation.Rule: Int] = [:]
        var count: [LayoutProperties.Violation.Rule: Int] = [:]
        var worst: [LayoutProperties.Violation.Rule: (Double, String)] = [:]
        var lowestFill: (Double, Double)?

        mutating func add(_ violations: [LayoutProperties.Violation], at t: Double) {
            for rule in Set(violations.map(\.rule)) { framesBroken[rule, default: 0] += 1 }
            for v in violations {
                count[v.rule, default: 0] += 1
                if v.severity > worst[v.rule]?.0 ?? -1 { worst[v.rule] = (v.severity, "t=\(FrameLayout.number(t)) \(v)") }
            }
        }
    }

    @Test func printTheBaseline() throws {
        var lines: [String] = []
        var total: [LayoutProperties.Violation.Rule: Int] = [:]
        for (name, scene, document) in try Self.scenes(into: &lines) {
            let tally = Self.tally(scene, document: document)
            lines.append("\(name): \(tally.frames) frames, \(tally.restFrames) at rest"
                         + (tally.lowestFill.map { ", lowest fill at rest \(Int(($0.0 * 100).rounded())) % at t=\(FrameLayout.number($0.1))" } ?? ""))
            for rule in LayoutProperties.Violation.Rule.allCases where tally.count[rule] != nil {
                total[rule, default: 0] += tally.framesBroken[rule] ?? 0
                lines.append("  \(rule.rawValue): \(tally.framesBroken[rule] ?? 0) frames, \(tally.count[rule] ?? 0) violations; worst \(tally.worst[rule]?.1 ?? "")")
            }
        }
        lines.append("total frames broken by rule: " + LayoutProperties.Violation.Rule.allCases.map { "\($0.rawValue) \(total[$0] ?? 0)" }.joined(separator: ", "))
        let report = lines.joined(separator: "\n") + "\n"
        print(report)
        if let path = ProcessInfo.processInfo.environment["LAYOUT_REPORT"], path.contains("/") {
            try report.write(toFile: path, atomically: true, encoding: .utf8)
        }
    }

    /// Every frame of the scene through `LayoutSweep` (its frames at rest
    /// are where the fill ratio is measured); `document` is the scene's JSON.
    static func tally(_ scene: Scene, document: Data) -> Tally {
        let sweep = LayoutSweep(scene: scene, document: document)
        let times = sweep.everyFrame
        let (findings, rest) = sweep.findings(at: times)
        var tally = Tally(frames: times.count, restFrames: rest)
        for (t, found) in Dictionary(grouping: findings, by: \.t) { tally.add(found.map(\.violation), at: t) }
        if sweep.minimumFill != nil {
            let renderer = FrameRenderer(scene: scene)
            for t in times where sweep.isAtRest(t) {
                for ratio in LayoutProperties.fillRatios(in: renderer.layout(at: t)).compactMap({ $0 }) where ratio < tally.lowestFill?.0 ?? .infinity {
                    tally.lowestFill = (ratio, t)
                }
            }
        }
        return tally
    }

    /// The presets, then scenes on generated data; scenes that are refused
    /// are listed in `lines` with the error.
    static func scenes(into lines: inout [String]) throws -> [(String, Scene, Data)] {
        var scenes: [(String, Scene, Data)] = []
        for preset in LayoutPropertyPresetTests.presets {
            let url = GoldenFrames.repositoryRoot.appendingPathComponent("Presets/\(preset).json")
            scenes.append((preset, try SceneLoader.load(contentsOf: url).applying(SceneOverrides(scale: 1)), try Data(contentsOf: url)))
        }
        let folder = try ContestLayoutDataTests.generate()
        for (name, json) in generatedScenes() {
            let url = folder.appendingPathComponent("\(name).json")
            try Data(json.utf8).write(to: url)
            do {
                scenes.append((name, try SceneLoader.load(contentsOf: url).applying(SceneOverrides(scale: 1)), Data(json.utf8)))
            } catch {
                lines.append("\(name): refused: \(String(describing: error).prefix(300))")
            }
        }
        return scenes
    }

    /// Scenes over the generated files: the window sliding from the last
    /// quarter to all and to a slice, a series toggled off and on; the day
    /// zooms of the contest layout.
    static func generatedScenes() -> [(String, String)] {
        let moves = """
        { "property": "chart.window", "values": [[0.75, 1], [0, 1], [0, 1], [0.4, 0.62]], "keyTimes": [0, 0.45, 0.6, 1],
          "curves": ["easeInEaseOut", "linear", "easeInEaseOut"], "begin": 0.5, "duration": 4.2 }
        """
        let toggle = #", { "property": "chart.series[0].visible", "values": [1, 0, 0, 1], "keyTimes": [0, 0.3, 0.7, 1], "begin": 5, "duration": 2 }"#
        func scene(_ data: String, _ extra: String = "", timeline: String) -> String {
            """
            { "canvas": { "width": 400, "height": 520, "fps": 30, "duration": 7.5 },
              "chart": { "type": "telegram", "title": "Generated", "data": { "telegram": "\(data)" }, "window": [0.75, 1]\(extra) },
              "timeline": [\(timeline)] }
            """
        }
        let zoom = #"{ "property": "chart.zoom.progress", "values": [0, 1, 1, 0], "keyTimes": [0, 0.3, 0.7, 1], "begin": 0.5, "duration": 6.5 }"#
        var result = [("generated-1-window", scene("1/overview.json", timeline: moves + toggle)),
                      ("generated-4-window", scene("4/overview.json", timeline: moves)),
                      ("generated-1-zoom", scene("1/overview.json", #", "zoom": { "day": "2018-12-10" }"#, timeline: zoom)),
                      ("generated-4-zoom", scene("4/overview.json", #", "zoom": { "day": "2018-12-10" }"#, timeline: zoom))]
        for messy in ["gaps", "spike", "huge", "tiny", "constant", "zeros", "long-names", "two-points"] {
            result.append(("messy-\(messy)", scene("messy/\(messy)/overview.json", timeline: moves + toggle)))
        }
        return result
    }
}
