import Foundation
import Testing

@testable import ReelScene

/// Which frames `LayoutSweep` holds to the fill ratio.
@Suite struct LayoutSweepTests {
    /// A telegram chart whose tall second series, hidden at first, fades in
    /// from 2 s to 2.6 s: the y axis makes room for it a follow's duration
    /// (0.4 s) before, so the frames just before the fade show the first
    /// series in the lower part of a taller axis and are not at rest.
    static let appearing = #"""
    { "canvas": { "width": 300, "height": 400, "fps": 30, "duration": 5 },
      "chart": { "type": "telegram",
        "data": { "columns": [["x", 0, 86400000, 172800000, 259200000], ["y0", 100, 120, 110, 130], ["y1", 900, 1000, 950, 1100]],
                  "types": { "x": "x", "y0": "line", "y1": "line" } },
        "series": [{ "id": "y1", "visible": false }] },
      "timeline": [{ "property": "chart.series[1].visible", "from": 0, "to": 1, "begin": 2, "duration": 0.6 }] }
    """#

    /// A telegram chart of `type` marks with the values `y`, over four days.
    static func chart(_ type: String, y: [Double], fit: String) -> String {
        #"""
        { "canvas": { "width": 300, "height": 400, "fps": 30, "duration": 1 },
          "chart": { "type": "telegram", "window": [0, 1], "yAxis": { "fit": "\#(fit)" },
            "data": { "columns": [["x", 0, 86400000, 172800000, 259200000], ["y0", \#(y.map { "\($0)" }.joined(separator: ", "))]],
                      "types": { "x": "x", "y0": "\#(type)" } } } }
        """#
    }

    /// A nice range ends on ticks: lines on 3 199 to 3 801 would get 3 000
    /// to 4 000 from the usual ladder (60 %), so they get 3 150 to 3 900 in
    /// steps of 150 (80 %); bars start at 0 and lose at most a quarter.
    @Test func aNiceFitIsHeldToTheBoundItStates() throws {
        let lines = try Self.sweep(Self.chart("line", y: [3199, 3801, 3500, 3300], fit: "nice"))
        #expect(lines.minimumFill == 0.7)
        let layout = FrameRenderer(scene: lines.scene).layout(at: 0.9)
        let fill = try #require(LayoutProperties.fillRatios(in: layout).first ?? nil)
        #expect(abs(fill - 602.0 / 750) < 0.01, "\(fill)")
        #expect(try Self.sweep(Self.chart("bar", y: [3199, 3801, 3500, 3300], fit: "nice")).minimumFill == 0.75)
        #expect(try Self.sweep(Self.chart("line", y: [3199, 3801, 3500, 3300], fit: "tight")).minimumFill == 0.9)
    }

    /// Bars draw a negative value as 0: all-negative bars draw nothing to fill the plot with.
    @Test func negativeBarsAreFlat() throws {
        #expect(try Self.sweep(Self.chart("bar", y: [-3, -5, -4, -2], fit: "tight")).dataIsFlat(at: 0.5))
        #expect(try !Self.sweep(Self.chart("bar", y: [-3, 5, -4, -2], fit: "tight")).dataIsFlat(at: 0.5))
        #expect(try !Self.sweep(Self.chart("line", y: [-3, -5, -4, -2], fit: "tight")).dataIsFlat(at: 0.5))
    }

    static func sweep(_ json: String) throws -> LayoutSweep {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("layout-sweep-\(UUID().uuidString).json")
        try Data(json.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let scene = try SceneLoader.load(contentsOf: url).applying(SceneOverrides(scale: 1))
        return LayoutSweep(scene: scene, document: Data(json.utf8))
    }

    @Test func framesBeforeASeriesAppearsAreAtRestAndTheAxisWaitsForIt() throws {
        let sweep = try Self.sweep(Self.appearing)
        let frame = 1.0 / 30
        #expect(sweep.isAtRest(1.0))
        #expect(sweep.isAtRest(2 - frame))
        for t in [2.0, 2.3, 2.6 + sweep.settle - frame] { #expect(!sweep.isAtRest(t), "t=\(t)") }
        #expect(sweep.isAtRest(2.6 + sweep.settle + frame))

        // The reason: the fit reads the present, so at 1.9 s the axis is
        // still the first series' fit; it refits once the second appears.
        let renderer = FrameRenderer(scene: sweep.scene)
        #expect(LayoutProperties.fillViolations(in: renderer.layout(at: 1.9), minimum: 0.9).isEmpty)
        #expect(LayoutProperties.fillViolations(in: renderer.layout(at: 1.0), minimum: 0.9).isEmpty)
        #expect(sweep.findings(at: sweep.everyFrame).findings.isEmpty)
    }
}
