import Foundation
import Testing
import TestSupport

@testable import ReelScene

/// The layout properties (`LayoutProperties`) over every frame of every
/// telegram, line and activity preset, at the preset's fps: at most two
/// y-label sets per axis, no two visible labels overlapping, no series ink
/// outside its plot, and at rest the telegram chart's data filling the plot
/// (`LayoutSweep`). Layouts only, nothing is rasterised.
@Suite struct LayoutPropertyPresetTests {
    static let chartTypes: Set<String> = ["telegram", "line", "activity"]

    /// The presets of those chart types, by file name without `.json`.
    static let presets: [String] = {
        let folder = GoldenFrames.repositoryRoot.appendingPathComponent("Presets")
        return PresetFiles.names(in: folder).compactMap { name in
            guard let data = try? Data(contentsOf: folder.appendingPathComponent(name + ".json")),
                  let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                  let type = (object["chart"] as? [String: Any])?["type"] as? String, chartTypes.contains(type) else { return nil }
            return name
        }
    }()

    @Test func theListCoversEachChartType() {
        #expect(Self.presets.count >= 14)
        for name in ["telegram-followers", "contest-day-zoom", "multi-line-popup", "device-activity"] {
            #expect(Self.presets.contains(name))
        }
    }

    /// A line's tag holds its stroke, its dots are a mark of their own: the
    /// stroke stays within its half width of the plot while the dots on
    /// the first and last points reach their radius (3 pt) over its edges.
    @Test func aLinesStrokeAndItsDotsAreSeparateItems() throws {
        let layout = try Self.layout("multi-line-popup", at: 3)
        let plot = try #require(layout.plots.first)
        let line = try #require(layout.items.first { $0.id == "series/visits/line" }?.bounds)
        let dots = try #require(layout.items.first { $0.id == "series/visits/dot" }?.bounds)
        #expect(line.minX >= plot.minX - 1.5 && line.maxX <= plot.maxX + 1.5)
        #expect(abs(dots.minX - (plot.minX - 3)) <= 1 && abs(dots.maxX - (plot.maxX + 3)) <= 1, "\(dots) in \(plot)")
        #expect(LayoutProperties.inkOutsidePlot(in: layout).isEmpty)
    }

    /// The activity chart scrolls: its plot is the band across the whole
    /// width, where bars show past the window's ends, and they stay in it.
    @Test(arguments: ["device-activity", "device-activity-rtl"]) func activityBarsStayInTheScrollViewport(_ preset: String) throws {
        let layout = try Self.layout(preset, at: 1.5)
        let plot = try #require(layout.plots.first)
        #expect(plot.minX == 0 && plot.width == layout.canvas.width)
        let bars = layout.items.filter { $0.role == "series" && $0.opacity > 0 }.compactMap(\.bounds)
        #expect(!bars.isEmpty)
        #expect(bars.allSatisfy { $0.minY >= plot.minY && $0.maxY <= plot.maxY && $0.minX >= plot.minX && $0.maxX <= plot.maxX })
    }

    static func layout(_ preset: String, at t: Double) throws -> FrameLayout {
        let url = GoldenFrames.repositoryRoot.appendingPathComponent("Presets/\(preset).json")
        return FrameRenderer(scene: try SceneLoader.load(contentsOf: url).applying(SceneOverrides(scale: 1))).layout(at: t)
    }

    @Test(arguments: presets) func everyFrameKeepsTheLayoutProperties(_ preset: String) throws {
        let url = GoldenFrames.repositoryRoot.appendingPathComponent("Presets/\(preset).json")
        let scene = try SceneLoader.load(contentsOf: url).applying(SceneOverrides(scale: 1))
        let sweep = LayoutSweep(scene: scene, document: try Data(contentsOf: url))
        let times = sweep.everyFrame
        let (findings, rest) = sweep.findings(at: times)
        print("layout-properties \(preset): \(times.count) frames, \(rest) at rest; "
              + LayoutFindingTally(findings).line)
        for message in LayoutFindingTally(findings).messages(scene: "\(preset) (\(times.count) frames, \(rest) at rest)") {
            Issue.record(Comment(rawValue: message))
        }
    }
}

/// Findings counted by rule: frames broken, violations, the worst few.
struct LayoutFindingTally {
    var byRule: [LayoutProperties.Violation.Rule: [LayoutSweep.Finding]] = [:]

    init(_ findings: [LayoutSweep.Finding]) {
        byRule = Dictionary(grouping: findings, by: \.violation.rule)
    }

    func frames(_ rule: LayoutProperties.Violation.Rule) -> Int { Set(byRule[rule, default: []].map(\.t)).count }

    /// `rule frames/violations` for every rule, on one line.
    var line: String {
        LayoutProperties.Violation.Rule.allCases.map { "\($0.rawValue) \(frames($0))/\(byRule[$0]?.count ?? 0)" }
            .joined(separator: ", ")
    }

    /// One message per broken rule, with its worst findings.
    func messages(scene: String, worst: Int = 3) -> [String] {
        LayoutProperties.Violation.Rule.allCases.compactMap { rule in
            guard let found = byRule[rule], !found.isEmpty else { return nil }
            let shown = found.sorted { $0.violation.severity > $1.violation.severity }.prefix(worst)
            return "\(scene): \(rule.rawValue) broken in \(frames(rule)) frames (\(found.count) violations); worst:\n  "
                + shown.map(\.description).joined(separator: "\n  ")
        }
    }
}
