import Foundation
import Testing

import ReelRaster

@testable import ReelScene

/// Scenes in YAML (`.yaml`, `.yml`) read into the same tree as JSON, with
/// every error at the same line and column.
@Suite struct YAMLSceneTests {
    func decode(_ text: String, name: String = "s.yaml") throws -> Scene {
        try SceneLoader.decode(SourceText(name: name, bytes: Array(text.utf8)))
    }

    func failure(_ text: String, name: String = "s.yaml") -> String {
        do {
            _ = try decode(text, name: name)
            return "no error"
        } catch {
            return "\(error)"
        }
    }

    /// JSON is YAML: every preset read as YAML draws the same frame.
    @Test(arguments: PresetTests.presets)
    func presetsReadAsYAMLDrawTheSame(name: String) throws {
        let url = GoldenFrames.repositoryRoot.appendingPathComponent("Presets/\(name).json")
        let bytes = Array(try Data(contentsOf: url))
        let json = try SceneLoader.decode(SourceText(name: url.path, bytes: bytes))
        let yaml = try SceneLoader.decode(SourceText(name: url.deletingPathExtension().path + ".yaml", bytes: bytes))
        var a = FrameRenderer(scene: json), b = FrameRenderer(scene: yaml)
        let t = json.canvas.duration * 0.6
        #expect(try a.canvas(at: t).rgbaBytes() == b.canvas(at: t).rgbaBytes())
    }

    static let donut = """
        # a donut
        canvas: { width: 100, height: 100 }
        chart:
          type: donut
          value: 75
          tintColor: systemGreen
        timeline:
          - property: chart.value
            to: 90
            curve: easeOut
        """

    @Test func blockStyleReadsAndErrorsPointIntoTheYAML() throws {
        let scene = try decode(Self.donut)
        #expect(scene.canvas.width == 100)
        // Anchors and aliases are YAML's own: an alias is its anchor's value.
        let aliased = try decode(Self.donut.replacingOccurrences(of: "width: 100, height: 100", with: "width: &side 120, height: *side"))
        #expect(aliased.canvas.height == 120)
        #expect(failure(Self.donut.replacingOccurrences(of: "value: 75", with: "value: \"75\""))
            == "s.yaml:5:10: chart.value: expected a number, found \"75\"")
        #expect(failure(Self.donut.replacingOccurrences(of: "tintColor", with: "tintColour"))
            .hasPrefix("s.yaml:6:3: chart.tintColour: unknown key \"tintColour\" (did you mean tintColor?)"))
        #expect(failure(Self.donut.replacingOccurrences(of: "to: 90", with: "to: 1e400"))
            == "s.yaml:9:9: malformed YAML: number 1e400 is out of range; numbers go up to about 1.8e308")
    }

    /// An unquoted `#RRGGBB` is a YAML comment: the message says so.
    @Test func anUnquotedColourIsExplained() {
        let message = failure("canvas: {width: 200, height: 200}\nchart:\n  type: donut\n  value: 40\n  tintColor: #FF9500\n")
        #expect(message.contains("chart.tintColor: expected a colour"), "\(message)")
        #expect(message.hasSuffix("found null (# starts a comment in YAML: quote the value, \"#FF9500\")"), "\(message)")
        let json = (try? SceneLoader.decode(SourceText(name: "s.json", bytes: Array(#"{"canvas": {"width": 200, "height": 200}, "chart": {"type": "donut", "value": 40, "tintColor": null}}"#.utf8)))).map { _ in "" }
        #expect(json == nil)
    }

    @Test func sameErrorsAndPlacesAsJSON() {
        let text = "{ \"canvas\": { \"width\": 100, \"height\": 100 },\n  \"chart\": { \"type\": \"donut\", \"strokeEnd\": 2 } }"
        let json = failure(text, name: "s.json"), yaml = failure(text, name: "s.yaml")
        #expect(json == "s.json:2:44: chart.strokeEnd: 2 is out of range; expected a number from 0 to 1")
        #expect(yaml == json.replacingOccurrences(of: "s.json", with: "s.yaml"))
    }

    @Test func datesStayTextAndReadAsDates() throws {
        let scene = try decode("""
            canvas: { width: 200, height: 100 }
            chart:
              type: line
              x: [2019-03-07, 2019-03-08]
              series: [ { y: [1, 2] } ]
            """)
        #expect(scene.canvas.height == 100)
    }

    @Test(arguments: [
        ("canvas: [\n  width: 1\n", "s.yaml:3:1: malformed YAML: did not find expected ',' or ']'"),
        ("canvas: 1\ncanvas: 2\n", "s.yaml:2:1: malformed YAML: duplicate key \"canvas\""),
        ("", "malformed YAML: the YAML document is empty"),
        (String(repeating: "[", count: 100_000), "s.yaml:1:257: malformed YAML: nesting deeper than 256 levels"),
        ("? [1, 2]\n: 3\n", "malformed YAML: a key must be a plain string"),
    ])
    func malformedYAMLIsOneLine(text: String, expected: String) {
        let message = failure(text)
        #expect(message.contains(expected), "\(message)")
        #expect(!message.contains("\n"))
    }
}
