import Foundation
import Testing

/// `chartreel validate`: every problem of a scene, one line each, exit 65;
/// where `render` stops at the first.
@Suite struct ValidateTests {
    static let bad = """
        {
          "canvas": { "width": 100, "height": 1e9, "fps": 500 },
          "chart": { "type": "shapes", "layers": [
            { "rect": [0, 0, 10, 10], "fill": "reed", "opacity": 2 },
            { "circle": { "center": [1e20, 5], "radius": 3 }, "stroke": "red" },
            { "text": { "string": "x", "at": [0, 0] }, "fill": "blue", "colr": 1 }
          ] },
          "timeline": [ { "property": "chart.layers[0].opacity", "to": 5 }, { "property": "chart.nope", "to": 1 } ],
          "zzz": 1
        }
        """

    @Test func reportsEveryProblemWithItsPlace() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        _ = try workspace.write("bad.json", Self.bad)
        let result = try workspace.chartreel(["validate", "bad.json", "donut-progress"])
        #expect(result.status == 65, "\(result)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let expected = [
            "bad.json:4:39: chart.layers[0].fill: \"reed\" is not a colour",
            "bad.json:4:58: chart.layers[0].opacity: 2 is out of range",
            "bad.json:5:30: chart.layers[1].circle.center[0]:",
            "bad.json:6:64: chart.layers[2].colr: unknown key \"colr\"",
            "timeline[0].to: 5 is out of range; expected a number from 0 to 1",
            "timeline[1].property: \"chart.nope\" cannot be animated on a shapes chart",
            "bad.json:2:39: canvas.height:", "bad.json:2:51: canvas.fps: 500 is out of range",
            "bad.json:9:3: zzz: unknown key \"zzz\"",
        ]
        for piece in expected { #expect(lines.contains { $0.hasPrefix(piece) || $0.contains(piece) }, "\(piece)\n\(result.stdout)") }
        #expect(lines.contains("bad.json: \(lines.count - 2) problems"), "\(result.stdout)")
        #expect(lines.last == "donut-progress: valid")
        // Rendering stops at the first problem, in one line, and writes nothing.
        let render = try workspace.chartreel(["render", "bad.json", "-o", "out.gif"])
        #expect(render.status != 0 && render.stderrLines.count == 1, "\(render)")
        #expect(!FileManager.default.fileExists(atPath: workspace.path("out.gif")))
    }

    @Test func validScenesExitZero() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let result = try workspace.chartreel(["validate", "donut-progress", "telegram-night", "line-smooth-area"])
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout == "donut-progress: valid\ntelegram-night: valid\nline-smooth-area: valid\n")
    }
}

/// YAML scenes on the command line: the same commands, errors at YAML places.
@Suite struct YAMLCommandTests {
    @Test func renderAndValidateAYAMLScene() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        _ = try workspace.write("ring.yml", "canvas: { width: 60, height: 60, duration: 0.2, fps: 10 }\nchart:\n  type: donut\n  value: 40\n")
        let frame = try workspace.chartreel(["frame", "ring.yml", "--at", "0.1", "-o", "ring.png"])
        #expect(frame.status == 0, "\(frame)")
        #expect(FileManager.default.fileExists(atPath: workspace.path("ring.png")))
        _ = try workspace.write("bad.yaml", "canvas: { width: 60, height: 60 }\nchart:\n  type: donut\n  value: [1]\n")
        let result = try workspace.chartreel(["validate", "bad.yaml"])
        #expect(result.status == 65)
        #expect(result.stdout.hasPrefix("bad.yaml:4:10: chart.value: expected a number, found an array"), "\(result)")
    }
}

/// `describe` and `schema` print what the option tables say.
@Suite struct DescribeCommandTests {
    @Test func describeListsKeysRangesAndAnimatableProperties() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let result = try workspace.chartreel(["describe", "donut"])
        #expect(result.status == 0, "\(result)")
        let lines = result.stdout.split(separator: "\n").map { $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ") }
        #expect(lines.contains { $0.hasPrefix("barWidth number, 0–4096 20 thickness of the ring") }, "\(result.stdout)")
        #expect(lines.contains("chart.tintColor a colour"), "\(result.stdout)")
        let markdown = try workspace.chartreel(["describe", "line", "--markdown"])
        #expect(markdown.stdout.contains("| `dotRadius` | number, 0–1000 | `3` |"), "\(markdown.stdout)")
        // Plain text for a terminal: markdown's emphasis and code ticks are left out.
        let canvas = try workspace.chartreel(["describe", "canvas"])
        #expect(canvas.stdout.contains("width in points") && !canvas.stdout.contains("*") && !canvas.stdout.contains("`"),
                "\(canvas.stdout)")
        let unknown = try workspace.chartreel(["describe", "pie"])
        expectFailure(unknown, status: 2, mentions: ["unknown topic \"pie\"", "donut, shapes, line, telegram"])
    }

    @Test func schemaIsValidJSONNamingEveryChart() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let result = try workspace.chartreel(["schema"])
        #expect(result.status == 0)
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let definitions = try #require(schema["definitions"] as? [String: Any])
        for type in ["donut", "shapes", "line", "telegram", "canvas", "timelineEntry"] { #expect(definitions[type] != nil, "\(type)") }
    }
}
